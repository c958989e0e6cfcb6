//! Random play: two bytes pick the game, its set-up variant and seed (see `Setup`); every
//! further byte chooses a move (or takes moves back, or retries an earlier one).
#![no_main]

use deskovna_fuzz::{fuzz_play, start, with_game, Bytes, Setup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let setup = Setup::read(&mut bytes);
    with_game!(setup.game, G => fuzz_play(start::<G>(&setup), &mut bytes));
});
