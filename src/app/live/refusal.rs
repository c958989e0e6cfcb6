//! Why a message from the other browser is refused: kinds that tests match on, each with its
//! words in both languages. A refused message changes nothing.

use crate::game::{Reason, Refusal, Text};

#[derive(Clone, Debug, PartialEq)]
pub enum Refused {
    /// Longer than a message may be (its length in bytes).
    TooLong(usize),
    /// Not a message in JSON (the column where reading failed).
    Malformed(usize),
    /// Of a protocol version this app does not speak.
    UnknownVersion(u32),
    /// A kind of message this app does not know.
    UnknownKind(String),
    /// Numbered `seq`, not above the last one received (`last`): a replay or an old message.
    Replayed { seq: u64, last: u64 },
    /// A message before the other browser's hello on this connection.
    NotIntroduced,
    /// The other browser says it is on the same side (two hosts, two guests).
    SameSide,
    /// It needs a game, and there is none yet.
    NoGame,
    /// The game sent does not open.
    BadSetup(Reason),
    /// A move, an offer or an answer while the game is not being played.
    NotPlaying,
    /// Move `ply` was played already (the game has `plies`).
    Stale { ply: usize, plies: usize },
    /// Move `ply` comes after moves that never arrived (the game has `plies`).
    Missed { ply: usize, plies: usize },
    /// Move `ply` is for a seat the other browser does not play.
    NotTheirTurn { ply: usize },
    /// Move `ply` is not legal here.
    Illegal { ply: usize, notation: String, reason: Reason },
    /// After move `ply` the positions differ.
    HashMismatch { ply: usize },
    /// An answer to an offer that was not made, or that lapsed.
    NoOffer,
    /// A takeback to `to` moves, which is not back to the asker's last turn (or would take
    /// back a tile turned over from the pile, which both have seen).
    BadTakeback { to: usize },
    /// A message of game `game`, which is not the game being set up or played.
    WrongGame { game: u32 },
    /// A seed revealed before its commitment arrived.
    RevealBeforeCommit,
    /// A seed that does not match its commitment.
    BadReveal,
    /// A claim that `seat`'s time ran out, which its own clock here does not show.
    FlagDisputed { seat: usize },
    /// A record that does not replay, or does not agree with this game.
    BadRecord(Reason),
}

const TOO_LONG: Text = crate::text!("A message of {0} bytes is too long.", "Zpráva o {0} bajtech je příliš dlouhá.");
const MALFORMED: Text =
    crate::text!("A message does not read (at character {0}).", "Zprávu nelze přečíst (u znaku {0}).");
const UNKNOWN_VERSION: Text = crate::text!(
    "A message of protocol version {0} is not understood here: update the app on both devices.",
    "Zprávě verze protokolu {0} tato aplikace nerozumí: aktualizujte ji na obou zařízeních."
);
const UNKNOWN_KIND: Text = crate::text!("An unknown kind of message: “{0}”.", "Neznámý druh zprávy: „{0}“.");
const REPLAYED: Text = crate::text!(
    "Message {0} came again or too late (the last one was {1}).",
    "Zpráva {0} přišla znovu nebo pozdě (poslední byla {1})."
);
const NOT_INTRODUCED: Text = crate::text!(
    "A message came before the other device said hello.",
    "Zpráva přišla dřív, než se druhé zařízení představilo."
);
const SAME_SIDE: Text = crate::text!(
    "Both devices invited (or both answered): one invites, the other answers.",
    "Obě zařízení pozvala (nebo obě odpověděla): jedno zve, druhé odpovídá."
);
const NO_GAME: Text = crate::text!("There is no game yet.", "Zatím není žádná hra.");
const BAD_SETUP: Text = crate::text!("The game sent does not open: {0}", "Zaslanou hru nelze otevřít: {0}");
const NOT_PLAYING: Text = crate::text!("The game is not being played now.", "Hra se právě nehraje.");
const STALE: Text =
    crate::text!("Move {0} was played already (the game has {1} moves).", "Tah {0} už byl zahrán (hra má {1} tahů).");
const MISSED: Text = crate::text!(
    "Move {0} came, but moves before it did not (the game has {1}); asking for the whole game.",
    "Přišel tah {0}, ale tahy před ním ne (hra jich má {1}); žádám o celou hru."
);
const NOT_THEIR_TURN: Text = crate::text!(
    "Move {0} is for a seat the other player does not play.",
    "Tah {0} patří místu, které druhý hráč nehraje."
);
const ILLEGAL: Text = crate::text!("Move {0} (“{1}”) is not legal: {2}", "Tah {0} („{1}“) není přípustný: {2}");
const HASH_MISMATCH: Text = crate::text!(
    "After move {0} the two boards differ; asking for the other player's game.",
    "Po tahu {0} se obě desky liší; žádám o hru druhého hráče."
);
const NO_OFFER: Text = crate::text!(
    "An answer to an offer that was not made or no longer stands.",
    "Odpověď na nabídku, která nepadla nebo už neplatí."
);
const BAD_TAKEBACK: Text = crate::text!(
    "A takeback to move {0} is not back to the asker's last turn, or would undo a tile both have seen.",
    "Vrácení na tah {0} nevede k poslednímu tahu žadatele, nebo by vrátilo dílek, který oba viděli."
);
const WRONG_GAME: Text =
    crate::text!("A message about game {0}, which is not this one.", "Zpráva o hře {0}, která není tato.");
const REVEAL_BEFORE_COMMIT: Text = crate::text!(
    "A seed was shown before its commitment: the draw would not be fair.",
    "Zárodek byl ukázán před svým závazkem: tah z balíčku by nebyl spravedlivý."
);
const BAD_REVEAL: Text = crate::text!(
    "The seed shown does not match its commitment: the draw would not be fair.",
    "Ukázaný zárodek neodpovídá svému závazku: tah z balíčku by nebyl spravedlivý."
);
const FLAG_DISPUTED: Text = crate::text!(
    "The other device says the time of seat {0} ran out, but its clock here still has time.",
    "Druhé zařízení tvrdí, že místu {0} došel čas, ale jeho hodiny zde ještě čas mají."
);
const BAD_RECORD: Text =
    crate::text!("The game sent cannot repair this one: {0}", "Zaslaná hra tuto nemůže opravit: {0}");

impl Refusal for Refused {
    fn text(&self) -> &'static Text {
        match self {
            Refused::TooLong(_) => &TOO_LONG,
            Refused::Malformed(_) => &MALFORMED,
            Refused::UnknownVersion(_) => &UNKNOWN_VERSION,
            Refused::UnknownKind(_) => &UNKNOWN_KIND,
            Refused::Replayed { .. } => &REPLAYED,
            Refused::NotIntroduced => &NOT_INTRODUCED,
            Refused::SameSide => &SAME_SIDE,
            Refused::NoGame => &NO_GAME,
            Refused::BadSetup(_) => &BAD_SETUP,
            Refused::NotPlaying => &NOT_PLAYING,
            Refused::Stale { .. } => &STALE,
            Refused::Missed { .. } => &MISSED,
            Refused::NotTheirTurn { .. } => &NOT_THEIR_TURN,
            Refused::Illegal { .. } => &ILLEGAL,
            Refused::HashMismatch { .. } => &HASH_MISMATCH,
            Refused::NoOffer => &NO_OFFER,
            Refused::BadTakeback { .. } => &BAD_TAKEBACK,
            Refused::WrongGame { .. } => &WRONG_GAME,
            Refused::RevealBeforeCommit => &REVEAL_BEFORE_COMMIT,
            Refused::BadReveal => &BAD_REVEAL,
            Refused::FlagDisputed { .. } => &FLAG_DISPUTED,
            Refused::BadRecord(_) => &BAD_RECORD,
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Refused::TooLong(n) | Refused::Malformed(n) => vec![n.to_string()],
            Refused::UnknownVersion(v) => vec![v.to_string()],
            Refused::UnknownKind(kind) => vec![kind.clone()],
            Refused::Replayed { seq, last } => vec![seq.to_string(), last.to_string()],
            Refused::Stale { ply, plies } | Refused::Missed { ply, plies } => vec![ply.to_string(), plies.to_string()],
            Refused::NotTheirTurn { ply } | Refused::HashMismatch { ply } => vec![ply.to_string()],
            Refused::Illegal { ply, notation, reason } => vec![ply.to_string(), notation.clone(), reason.to_string()],
            Refused::BadTakeback { to } => vec![to.to_string()],
            Refused::WrongGame { game } => vec![game.to_string()],
            Refused::FlagDisputed { seat } => vec![(seat + 1).to_string()],
            Refused::BadSetup(r) | Refused::BadRecord(r) => vec![r.to_string()],
            _ => Vec::new(),
        }
    }

    /// A wrapped engine refusal is said in the player's language too.
    fn render(&self, lang: crate::game::Lang) -> String {
        let mut args: Vec<String> = self.reason().args;
        match self {
            Refused::Illegal { reason, .. } => {
                if let Some(last) = args.last_mut() {
                    *last = reason.render(lang);
                }
            }
            Refused::BadSetup(r) | Refused::BadRecord(r) => args = vec![r.render(lang)],
            _ => {}
        }
        self.text().fill(lang, &args)
    }
}
