//! Move notation on a position built from the input. The first byte picks how:
//! - even: a set-up (game and variant, see `Setup`), a number of random plies chosen by the
//!   following bytes, then the rest is the move text;
//! - odd: game `byte >> 1`, then `position text \n move text`.
#![no_main]

use deskovna::game::Game;
use deskovna_fuzz::{check_parse_error, fuzz_notation, start, with_game, Bytes, Setup};
use libfuzzer_sys::fuzz_target;

fn walk<G: Game>(bytes: &mut Bytes, setup: &Setup) -> G {
    let mut game: G = start(setup);
    let mut moves = Vec::new();
    for _ in 0..bytes.index(64) {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        game.play_unchecked(moves[bytes.index(moves.len())]);
    }
    game
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let Some(mode) = bytes.byte() else { return };
    if mode & 1 == 0 {
        let setup = Setup::read(&mut bytes);
        with_game!(setup.game, G => {
            let mut game: G = walk(&mut bytes, &setup);
            fuzz_notation(&mut game, &bytes.rest_text());
        });
    } else {
        let rest = bytes.rest_text();
        let (position, notation) = rest.split_once('\n').unwrap_or((&rest, ""));
        with_game!(mode >> 1, G => match G::from_text(position) {
            Ok(mut game) => fuzz_notation(&mut game, notation),
            Err(e) => check_parse_error(position, &e),
        });
    }
});
