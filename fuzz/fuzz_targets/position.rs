//! Position texts: the first byte picks the game, the rest is the text for `from_text`.
#![no_main]

use deskovna_fuzz::{fuzz_position, with_game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&game, rest)) = data.split_first() else { return };
    let text = String::from_utf8_lossy(rest);
    with_game!(game, G => fuzz_position::<G>(&text));
});
