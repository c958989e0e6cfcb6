//! The computer's turn, as a clear state instead of sentinel request ids.

use super::RequestId;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// No computer seat is to move, or the game is over.
    Idle,
    /// A computer seat is to move after `plies` moves; it waits for the last move's animation.
    Waiting { plies: usize },
    /// The computer was asked for its move after `plies` moves.
    Asked { id: RequestId, plies: usize },
}
