//! Live play with a friend, browser to browser, with no server of ours: pure Rust, natively
//! tested; the web layer carries the messages over a WebRTC data channel, wires events and
//! paints.
//!
//! - [`message`]: the protocol — typed, versioned, numbered JSON messages;
//! - [`board::LiveBoard`]: this browser's board (the game session) and the match kept in step;
//! - [`screen`]: what the live screen shows (its words, the seats and clocks, the buttons);
//! - [`Live`]: the controller of one live match, in the style of `app::Session`: events in
//!   (a move made on this board, a message received, the channel opened or closed, a clock
//!   tick, the buttons), commands out (send this, play this move, take back, say this, the
//!   game ended, save, go on by links);
//! - [`referee`]: each browser checks every move with the real engine;
//! - [`seed`]: the fair deal of what is hidden (Shamrock's pile): commit, then reveal;
//! - [`sdp`]: a connection description (WebRTC offer or answer) as a short URL-safe code;
//! - [`keep`]: the live game kept among the saved games too, to go on with it by other means;
//! - [`steps`]: the pictures of the connection's steps in the rules help;
//! - [`qr`]: the QR code of an invitation link or an answer code, as a matrix and an SVG.
//!
//! The clocks are `app::clock`, shared with the hot-seat game.

pub mod board;
mod controller;
mod game;
pub mod keep;
pub mod message;
pub mod qr;
mod receive;
pub mod referee;
mod refusal;
mod save;
pub mod screen;
pub mod sdp;
pub mod seed;
pub mod steps;
mod words;

pub use controller::{Command, Event, Live, LAG_ALLOWANCE_MS};
pub use message::{Quick, Side};
pub use refusal::Refused;
pub use words::{Ending, Failure, Link, Notice, STUN_HELP};
