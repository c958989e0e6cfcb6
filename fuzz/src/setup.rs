//! Turning fuzzer bytes into choices: a game and its set-up variant, then moves.

use deskovna::game::{Game, Refusal};
use deskovna::games::drake::READY_MADE;

/// The fuzzer's input read front to back; past the end every read is `None`.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data }
    }

    pub fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.data.split_first()?;
        self.data = rest;
        Some(b)
    }

    /// A number below `n` (0 if the input has run out or `n` is 0).
    pub fn index(&mut self, n: usize) -> usize {
        self.byte().map_or(0, |b| usize::from(b) % n.max(1))
    }

    /// What is left, as text (lossy, so that every input is tried).
    pub fn rest_text(&self) -> String {
        String::from_utf8_lossy(self.data).into_owned()
    }
}

/// A game and its set-up options, chosen by one byte and a seed byte:
/// the low two bits pick the game; the others pick its variant.
/// - The Drake: size 3..8 (default 4), mountains none or random, random and hidden stacks;
///   then one more byte: 0–7 one of the ready-made variants (its board size replaces the
///   one chosen), 8–15 a random variant (troops, tokens, squares, stacks, modes), above that
///   the standard troops;
/// - Camelot: the board (bits 2–4: Camelot, Chivalry, Cam, Camette, River Camelot, then
///   Camelot, River Camelot and Cam again) and Anti-Camelot (bit 5);
/// - Drakoburg: its only start;
/// - Shamrock: 2 or 3 players, basic or expert.
pub struct Setup {
    pub game: u8,
    pub options: Vec<(&'static str, String)>,
}

impl Setup {
    pub fn read(bytes: &mut Bytes) -> Setup {
        let b = bytes.byte().unwrap_or(0);
        let seed = bytes.byte().unwrap_or(1).to_string();
        let game = b & 3;
        let mut options = Vec::new();
        match game {
            0 => {
                let size = [4, 3, 5, 6, 7, 8, 4, 4][usize::from(b >> 2 & 7)];
                options.push(("size", size.to_string()));
                if b & 0x20 != 0 {
                    options.push(("mountains", "random".into()));
                }
                if b & 0x40 != 0 {
                    options.push(("random-stack", "on".into()));
                }
                if b & 0x80 != 0 {
                    options.push(("hidden-stack", "on".into()));
                }
                options.push(("seed", seed));
                let extension = usize::from(bytes.byte().unwrap_or(0xFF));
                if let Some(ready) = READY_MADE.get(extension) {
                    options.push(("variant", ready.id.into()));
                } else if extension < 16 {
                    options.push(("random-variant", "on".into()));
                }
            }
            1 => {
                let boards = ["camelot", "chivalry", "cam", "camette", "river", "camelot", "river", "cam"];
                options.push(("variant", boards[usize::from(b >> 2 & 7)].into()));
                if b & 0x20 != 0 {
                    options.push(("anti", "on".into()));
                }
            }
            3 => {
                options.push(("players", if b & 4 != 0 { "3" } else { "2" }.into()));
                if b & 8 != 0 {
                    options.push(("expert", "on".into()));
                }
                options.push(("seed", seed));
            }
            _ => {}
        }
        Setup { game, options }
    }
}

/// A new game with these options. Options the fuzz targets choose are all valid, so a
/// refusal is a finding.
pub fn start<G: Game>(setup: &Setup) -> G {
    let mut options = G::Options::default();
    for (key, value) in &setup.options {
        if let Err(e) = G::set_option(&mut options, key, value) {
            panic!("option {key}={value} refused: {}", e.reason());
        }
    }
    match G::new(&options) {
        Ok(g) => g,
        Err(e) => panic!("set-up {:?} refused: {}", setup.options, e.reason()),
    }
}
