//! The colours of the marks: each theme colour strengthened to stand out from what it is drawn
//! on, and the halo that makes a line show on anything.

use super::contrast;
use crate::view::scene::Rgba;
use crate::view::theme::Theme;

/// A dark outline for light marks, in every theme (the Black pieces' colour).
pub fn edge(theme: &Theme) -> Rgba {
    theme.black.0.fade(0.6)
}

/// The halo of a mark's line: black or white, whichever the ink is not, so that the mark shows
/// on a piece, on another mark, on anything.
pub fn halo(ink: Rgba) -> Rgba {
    contrast::ink_on(ink).alpha(230)
}

/// The colours the marks are drawn in: each theme colour as it is for tints, and a shade of it
/// that stands out by 3:1 from the squares, the meadow and the background of the theme for
/// dots, rings, frames and words.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Inks {
    pub target: Rgba,
    pub capture: Rgba,
    pub selected: Rgba,
    pub last_move: Rgba,
    pub cursor: Rgba,
    pub check: Rgba,
}

/// How much a mark must stand out from what it is drawn on (WCAG's ratio for graphics).
const MARK: f32 = 3.0;
/// How opaque a ghost piece is: faint, but its letters and lines still read.
pub const GHOST: f32 = 0.75;

impl Inks {
    pub fn of(theme: &Theme) -> Inks {
        Inks::on(theme, &[])
    }

    /// The inks for a board that also paints `more` colours under the marks (Drakoburg's
    /// pawn ranks).
    pub fn on(theme: &Theme, more: &[Rgba]) -> Inks {
        let mut unders = vec![theme.light_square, theme.dark_square, theme.background, theme.meadow.0];
        unders.extend_from_slice(more);
        let strong = |c: Rgba| contrast::strong(c, &unders, MARK);
        Inks {
            target: strong(theme.target),
            capture: strong(theme.capture),
            selected: strong(theme.selected),
            last_move: strong(theme.last_move),
            cursor: strong(theme.cursor),
            check: strong(theme.check),
        }
    }
}
