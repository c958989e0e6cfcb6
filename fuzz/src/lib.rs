//! What the fuzz targets check. Each function panics (a finding) when an engine or the app
//! breaks a promise on input the fuzzer made up; everything else it returns quietly.
//!
//! The promises: parsers take any string and either read it or say why with a span inside
//! the input; what reads writes back and reads again to the same text and hash; a move that
//! parses is legal and its notation reads back to it; play, undo and the outcome agree at
//! every ply; `Game::invariants` holds throughout.

pub mod setup;

use deskovna::game::{Game, Lang, MoveError, ParseError, Refusal};
use deskovna::games::drake::{Drake, Options, Variant};

pub use setup::{start, Bytes, Setup};

/// Runs `$body` with `$G` bound to the engine type of the game numbered `$n` (mod 4).
#[macro_export]
macro_rules! with_game {
    ($n:expr, $G:ident => $body:expr) => {
        match $n % 4 {
            0 => {
                type $G = deskovna::games::drake::Drake;
                $body
            }
            1 => {
                type $G = deskovna::games::camelot::Camelot;
                $body
            }
            2 => {
                type $G = deskovna::games::drakoburg::Drakoburg;
                $body
            }
            _ => {
                type $G = deskovna::games::shamrock::Shamrock;
                $body
            }
        }
    };
}

/// A parse error must point inside the text it was given, at character boundaries, and its
/// reason must render in both languages.
pub fn check_parse_error<R: Refusal>(text: &str, e: &ParseError<R>) {
    let (start, end) = e.span;
    assert!(start <= end && end <= text.len(), "span {start}..{end} outside a text of {} bytes: {text:?}", text.len());
    assert!(text.is_char_boundary(start) && text.is_char_boundary(end), "span {start}..{end} splits a character");
    for lang in [Lang::En, Lang::Cs] {
        assert!(!e.reason.render(lang).is_empty(), "empty reason for {text:?}");
    }
}

fn check_move_error<R: Refusal>(text: &str, e: &MoveError<R>) {
    match e {
        MoveError::Syntax(p) => check_parse_error(text, p),
        MoveError::Illegal(i) => assert!(!i.render(Lang::Cs).is_empty(), "empty reason for {text:?}"),
    }
}

/// The position text reads back to the same text and hash, and the engine is consistent.
pub fn check_position<G: Game>(game: &G) {
    if let Err(e) = game.invariants() {
        panic!("invariants broken: {e}: {}", game.to_text());
    }
    let text = game.to_text();
    let back = match G::from_text(&text) {
        Ok(b) => b,
        Err(e) => panic!("position text does not read back: {e}: {text}"),
    };
    assert_eq!(back.to_text(), text, "text does not round-trip");
    assert_eq!(back.hash(), game.hash(), "hash differs after a round trip of {text}");
    assert!(game.to_move() < game.seats().len(), "seat {} to move of {}", game.to_move(), game.seats().len());
}

/// `from_text` on anything: it reads or says why; what reads must be a sound position in
/// which every legal move plays and takes back.
pub fn fuzz_position<G: Game>(text: &str) {
    match G::from_text(text) {
        Err(e) => check_parse_error(text, &e),
        Ok(mut game) => {
            check_position(&game);
            check_moves(&mut game);
        }
    }
}

/// The outcome agrees with the move list; every legal move passes `check`, has a notation
/// that reads back to it, plays, keeps the invariants and is taken back exactly.
pub fn check_moves<G: Game>(game: &mut G) {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let text = game.to_text();
    let hash = game.hash();
    match game.outcome() {
        Some(o) => {
            assert!(moves.is_empty(), "{} legal moves after the end: {text}", moves.len());
            assert_eq!(o.seats as usize, game.seats().len(), "outcome ranks the wrong number of seats");
        }
        None => assert!(!moves.is_empty(), "no legal move but no outcome: {text}"),
    }
    for &mv in &moves {
        if let Err(e) = game.check(mv) {
            panic!("listed move {mv:?} refused by check: {}: {text}", e.reason());
        }
        let notation = game.notation(mv);
        match game.parse_move(&notation) {
            Ok(back) => assert_eq!(back, mv, "notation {notation} reads back as another move in {text}"),
            Err(e) => panic!("notation {notation} does not read back: {e}: {text}"),
        }
        game.play_unchecked(mv);
        if let Err(e) = game.invariants() {
            panic!("invariants broken after {notation}: {e}: from {text}");
        }
        let _ = game.outcome();
        assert!(game.undo(), "undo refused after {notation}");
        assert_eq!(game.to_text(), text, "undo of {notation} did not restore the text");
        assert_eq!(game.hash(), hash, "undo of {notation} did not restore the hash");
    }
}

/// A variant text of The Drake, anything: it reads or says why with a sound span; what reads
/// writes back to a text that reads to the same variant, sets up a game as an option, and
/// that game plays a few dozen plies soundly.
pub fn fuzz_variant(text: &str) {
    match Variant::from_text(text) {
        Err(e) => check_parse_error(text, &e),
        Ok(variant) => {
            let written = variant.to_text();
            assert_eq!(Variant::from_text(&written).as_ref(), Ok(&variant), "{text} → {written}");
            let mut options = Options::default();
            if let Err(e) = Drake::set_option(&mut options, "variant", text) {
                panic!("{text} reads but is refused as an option: {}", e.reason());
            }
            let game = match Drake::new(&options) {
                Ok(game) => game,
                Err(e) => panic!("{text} reads but sets up no game: {}", e.reason()),
            };
            let choices: Vec<u8> = text.bytes().chain(0..40).collect();
            fuzz_play(game, &mut Bytes::new(&choices[..choices.len().min(80)]));
        }
    }
}

/// `parse_move` on anything: it reads a legal move (whose notation reads back) or says why,
/// leaving the position as it was.
pub fn fuzz_notation<G: Game>(game: &mut G, notation: &str) {
    let text = game.to_text();
    match game.parse_move(notation) {
        Err(e) => check_move_error(notation, &e),
        Ok(mv) => {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            assert!(moves.contains(&mv), "{notation:?} parsed to {mv:?}, not a legal move in {text}");
            let written = game.notation(mv);
            match game.parse_move(&written) {
                Ok(back) => assert_eq!(back, mv, "{written} (from {notation:?}) reads back as another move"),
                Err(e) => panic!("{written} (from {notation:?}) does not read back: {e}: {text}"),
            }
            if let Err(e) = game.play(mv) {
                panic!("{notation:?} parsed but play refuses it: {}: {text}", e.reason());
            }
            assert!(game.undo());
        }
    }
    assert_eq!(game.to_text(), text, "parsing {notation:?} changed the position");
}

/// Random play chosen by `bytes` from `game`: at every ply the position is checked, the
/// chosen move played, taken back and played again; some bytes take back a few moves
/// instead, try a move from earlier in the game (refused without change unless legal), or
/// reshuffle hidden information (`determinize`).
pub fn fuzz_play<G: Game>(mut game: G, bytes: &mut Bytes) {
    let mut moves = Vec::new();
    // (text, hash) before each move played, for checking undo further back.
    let mut before: Vec<(String, u64)> = Vec::new();
    let mut played: Vec<G::Move> = Vec::new();
    while let Some(b) = bytes.byte() {
        check_position(&game);
        game.legal_moves(&mut moves);
        let text = game.to_text();
        match game.outcome() {
            Some(_) => assert!(moves.is_empty(), "legal moves after the end: {text}"),
            None => assert!(!moves.is_empty(), "no legal move but no outcome: {text}"),
        }
        match b {
            // Take back up to four moves: each restores the text and hash before it.
            0xF0..=0xF3 => {
                for _ in 0..=(b & 3) {
                    let Some((t, h)) = before.pop() else { break };
                    played.pop();
                    assert!(game.undo(), "undo refused with moves to take back");
                    assert_eq!(game.to_text(), t, "undo did not restore the text");
                    assert_eq!(game.hash(), h, "undo did not restore the hash");
                }
                continue;
            }
            // An earlier move tried again: legal exactly when listed, and refused without change.
            0xF4..=0xF7 if !played.is_empty() => {
                let mv = played[bytes.index(played.len())];
                let legal = moves.contains(&mv);
                match game.check(mv) {
                    Ok(()) => assert!(legal, "check accepts unlisted {mv:?} in {text}"),
                    Err(e) => {
                        assert!(!legal, "check refuses listed {mv:?}: {} in {text}", e.reason());
                        assert!(game.play(mv).is_err());
                        assert_eq!(game.to_text(), text, "a refused move changed the position");
                    }
                }
                continue;
            }
            // Hidden information reshuffled (as the computer player does before it searches):
            // the position stays sound; undo is not expected to reach back past this point.
            0xF8 => {
                game.determinize(u64::from(bytes.byte().unwrap_or(0)));
                before.clear();
                played.clear();
                continue;
            }
            _ => {}
        }
        if moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(b) % moves.len()];
        let hash = game.hash();
        let notation = game.notation(mv);
        assert_eq!(game.parse_move(&notation), Ok(mv), "notation {notation} does not read back in {text}");
        game.play_unchecked(mv);
        if let Err(e) = game.invariants() {
            panic!("invariants broken after {notation}: {e}: from {text}");
        }
        assert!(game.undo(), "undo refused right after {notation}");
        assert_eq!((game.to_text(), game.hash()), (text.clone(), hash), "undo of {notation} did not restore");
        if let Err(e) = game.play(mv) {
            panic!("listed move {notation} refused: {}: {text}", e.reason());
        }
        before.push((text, hash));
        played.push(mv);
    }
    check_position(&game);
}
