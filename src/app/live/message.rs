//! The messages of live play: typed, versioned, numbered, one JSON object each.
//!
//! ```text
//! {"v":1,"seq":7,"msg":{"move":{"ply":12,"notation":"@b1","hash":"9f0c3a…","think_ms":5400}}}
//! ```
//! - `v` is the protocol's version: a message of another version is refused whole (its
//!   meaning is unknown), before its body is read;
//! - `seq` numbers each side's messages from 1 on every connection; a number not above the
//!   last one received is a replay or an old message and is refused. DTLS already keeps
//!   strangers out of the channel; the numbers catch a message delivered twice, and a gap in
//!   them says that something was lost (the receiver then asks for the sender's record);
//! - `msg` holds the message under its kind's name; an unknown kind is refused with its name.
//!   (A message nested under its kind, rather than its kind as one more field beside `v`,
//!   reads without buffering: 15 KB less gzipped wasm, measured.)
//!
//! Every position is named by [`PositionHash`]: FNV-1a (64 bits) of the engine's position
//! text. The text is the engine's whole documented state (Shamrock's pile order included), so
//! two browsers whose texts agree are in the same position; FNV-1a is a fixed function of
//! bytes, unlike the engines' Zobrist keys, so two builds of the app agree on it. It guards
//! against a desync, not against an adversary (each browser checks every move with its own
//! engine for that): 64 bits make an accidental collision negligible.

use super::refusal::Refused;
use crate::games::GameKind;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The protocol's version, in every message.
pub const VERSION: u32 = 1;

/// The longest message read: a whole game's record fits many times over (a saved game is at
/// most 128 KB), and Chrome's data channels carry 256 KB messages.
pub const MAX_BYTES: usize = 200 * 1024;

/// Which browser: the one that invited, or the one that answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Host,
    Guest,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Host => Side::Guest,
            Side::Guest => Side::Host,
        }
    }
}

/// The quick messages: a fixed set by id, never free text, so nothing needs escaping and each
/// player reads them in their own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Quick {
    Hello,
    GoodLuck,
    Thinking,
    BackSoon,
    WellPlayed,
    Oops,
    Thanks,
    GoodGame,
}

impl Quick {
    pub const ALL: [Quick; 8] = [
        Quick::Hello,
        Quick::GoodLuck,
        Quick::Thinking,
        Quick::BackSoon,
        Quick::WellPlayed,
        Quick::Oops,
        Quick::Thanks,
        Quick::GoodGame,
    ];
}

/// A position's hash (see the module's text), written as 16 hexadecimal digits: JSON numbers
/// above 2^53 do not survive JavaScript.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionHash(pub u64);

impl PositionHash {
    /// FNV-1a of a position text.
    pub fn of(position: &str) -> PositionHash {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for &byte in position.as_bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        PositionHash(hash)
    }
}

impl Serialize for PositionHash {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{:016x}", self.0))
    }
}

impl<'de> Deserialize<'de> for PositionHash {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        hex_u64(&text).map(PositionHash).ok_or_else(|| serde::de::Error::custom("a hash is 16 hexadecimal digits"))
    }
}

fn hex_u64(text: &str) -> Option<u64> {
    (text.len() == 16 && text.bytes().all(|b| b.is_ascii_hexdigit())).then(|| u64::from_str_radix(text, 16).ok())?
}

/// Bytes written as lower-case hexadecimal (a seed, a nonce, a commitment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hex<const N: usize>(pub [u8; N]);

impl<const N: usize> Serialize for Hex<N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.iter().map(|b| format!("{b:02x}")).collect::<String>())
    }
}

impl<'de, const N: usize> Deserialize<'de> for Hex<N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        let bad = || serde::de::Error::custom(format!("expected {} hexadecimal digits", 2 * N));
        if text.len() != 2 * N || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(bad());
        }
        let mut bytes = [0; N];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = text.get(2 * i..2 * i + 2).and_then(|h| u8::from_str_radix(h, 16).ok()).ok_or_else(bad)?;
        }
        Ok(Hex(bytes))
    }
}

/// A game's kind by its id (`drake`), as links and saved games write it.
mod kind_id {
    use crate::games::GameKind;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(kind: &GameKind, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(kind.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameKind, D::Error> {
        let id = String::deserialize(d)?;
        GameKind::from_id(&id).ok_or_else(|| serde::de::Error::custom("no such game"))
    }
}

/// A time control on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    pub base_ms: u64,
    pub increment_ms: u64,
}

/// The live game as the host set it up: any game, from any position, each seat played by one
/// of the two browsers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    #[serde(with = "kind_id")]
    pub kind: GameKind,
    pub start: String,
    pub moves: Vec<String>,
    /// Who plays each seat, in turn order.
    pub owners: Vec<Side>,
    pub clocks: Option<Clocks>,
    /// The seed both browsers agreed on for the deal, once they have (a reconnect); until
    /// then the seeds are exchanged first.
    pub seed: Option<Hex<8>>,
}

/// The first message on every connection, each way: what the sender has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    pub side: Side,
    /// The game's number in this match (1, then each rematch); 0: no game yet.
    pub game: u32,
    /// The game (the host always sends it; the guest once it has one).
    pub setup: Option<Setup>,
    /// The moves the sender has played or received, and the position after them.
    pub ply: usize,
    pub hash: PositionHash,
}

/// A side's whole game, to repair a desync or catch up after a lost message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub game: u32,
    pub start: String,
    pub moves: Vec<String>,
    /// The position after the last move.
    pub hash: PositionHash,
}

/// What one browser tells the other.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Message {
    Hello(Hello),
    /// Move number `ply` (from 1) in notation, the position's hash after it, and how long the
    /// mover's turn took on the mover's own clock.
    Move {
        ply: usize,
        notation: String,
        hash: PositionHash,
        think_ms: u64,
    },
    /// The sender resigns the game (after `ply` moves).
    Resign {
        ply: usize,
    },
    DrawOffer {
        ply: usize,
    },
    DrawAccept {
        ply: usize,
    },
    DrawDecline {
        ply: usize,
    },
    /// Take the game back to `to` moves (before the sender's last turn).
    TakebackAsk {
        to: usize,
    },
    TakebackAccept {
        to: usize,
    },
    TakebackDecline {
        to: usize,
    },
    /// A new game of the same set-up, the seats passed on (colours swapped for two).
    RematchAsk {
        game: u32,
    },
    RematchAccept {
        game: u32,
    },
    Quick {
        say: Quick,
    },
    /// `seat`'s time ran out after `ply` moves.
    Flag {
        seat: usize,
        ply: usize,
    },
    /// The sender's position does not agree (or it missed messages): send your record.
    ResyncAsk {
        ply: usize,
        hash: PositionHash,
    },
    Record(GameRecord),
    /// SHA-256 of the sender's seed and nonce, before either seed is known.
    SeedCommit {
        game: u32,
        commitment: Hex<32>,
    },
    /// The seed and nonce committed to.
    SeedReveal {
        game: u32,
        seed: Hex<8>,
        nonce: Hex<16>,
    },
}

/// Every kind's name on the wire (tests check that each message's kind is here).
pub const KINDS: [&str; 17] = [
    "hello",
    "move",
    "resign",
    "draw_offer",
    "draw_accept",
    "draw_decline",
    "takeback_ask",
    "takeback_accept",
    "takeback_decline",
    "rematch_ask",
    "rematch_accept",
    "quick",
    "flag",
    "resync_ask",
    "record",
    "seed_commit",
    "seed_reveal",
];

/// A message with its version and number: what travels.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    pub v: u32,
    pub seq: u64,
    #[serde(rename = "msg")]
    pub message: Message,
}

/// What is read before the body: the version decides whether the body can be read at all.
#[derive(Deserialize)]
struct Header {
    v: u32,
    msg: Option<Kind>,
}

/// A message's kind: the name of the first (only) key of its `msg`, the value left unread.
struct Kind(String);

impl<'de> Deserialize<'de> for Kind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct First;
        impl<'de> serde::de::Visitor<'de> for First {
            type Value = Kind;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a message under its kind")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Kind, A::Error> {
                let kind: String = map.next_key()?.ok_or_else(|| serde::de::Error::custom("no kind"))?;
                map.next_value::<serde::de::IgnoredAny>()?;
                while map.next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?.is_some() {}
                Ok(Kind(kind))
            }
        }
        d.deserialize_map(First)
    }
}

impl Envelope {
    pub fn new(seq: u64, message: Message) -> Envelope {
        Envelope { v: VERSION, seq, message }
    }

    /// The message as sent.
    pub fn encode(&self) -> String {
        // Nothing here can fail to serialize (no maps, no non-string keys); an empty text
        // would be refused by the receiver rather than misread.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a message: too long, not JSON of a message, another version and an unknown
    /// kind are each refused as such.
    pub fn decode(text: &str) -> Result<Envelope, Refused> {
        if text.len() > MAX_BYTES {
            return Err(Refused::TooLong(text.len()));
        }
        let header: Header = serde_json::from_str(text).map_err(|e| Refused::Malformed(e.column()))?;
        if header.v != VERSION {
            return Err(Refused::UnknownVersion(header.v));
        }
        serde_json::from_str(text).map_err(|e| match header.msg {
            Some(Kind(kind)) if !KINDS.contains(&kind.as_str()) => Refused::UnknownKind(kind),
            _ => Refused::Malformed(e.column()),
        })
    }
}
