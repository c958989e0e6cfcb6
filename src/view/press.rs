//! One press of a pointer on anything that drags — the board, the editor's palette and board,
//! the workshop's stacks — so that they all feel the same: the same slop before a press becomes
//! a drag, the same finger hold where the surface scrolls, the same place for the dragged
//! thing under a finger, the same cancel. What is dragged and where it lands is each surface's
//! own (`view::gesture` for the board's routes, the editor's squares, the workshop's stacks).
//!
//! On a surface that scrolls (the workshop), a finger must first hold still for [`HOLD`]
//! milliseconds: the thing lifts, and only then follows the finger; a finger that moves
//! before is scrolling the page, and the press is over. A mouse or pen, or a finger on a
//! surface that does not scroll (`touch-action: none`), drags once it moves past the slop.

use super::scene::Point;

/// How far a mouse or pen press moves before it is a drag, in CSS pixels.
pub const SLOP: f32 = 6.0;
/// How far a finger moves before it is a drag, or a swipe where it had to hold first: a
/// fingertip wobbles more than a mouse.
pub const FINGER_SLOP: f32 = 10.0;
/// How long a finger holds still before what it pressed lifts, in milliseconds (shorter than
/// the browser's long press, which would open a menu).
pub const HOLD: f64 = 250.0;
/// How far above a finger the dragged thing rides, so that the finger does not hide it.
pub const FINGER_RISE: f32 = 44.0;

/// What pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pointer {
    Mouse,
    Finger,
}

impl Pointer {
    /// From a pointer event's `pointerType` (a pen presses as a mouse does).
    pub fn from_type(kind: &str) -> Pointer {
        if kind == "touch" {
            Pointer::Finger
        } else {
            Pointer::Mouse
        }
    }
}

/// Whether the surface pressed scrolls under a finger.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// It does not (`touch-action: none`): a finger drags as a mouse does.
    Still,
    /// It does: a finger holds first.
    Scrolls,
}

/// What a move of the pressed pointer did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Motion {
    /// Nothing yet: within the slop, or a finger not yet held.
    Still,
    /// The press is a drag: the dragged thing goes to `ghost` (above a finger), and the page
    /// must not scroll or select.
    Drag { ghost: Point },
    /// A finger moved before it held: the page scrolls, and the press is over.
    Swipe,
}

/// How a press ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Release {
    /// It never moved past the slop: a tap (or a click).
    Tap,
    /// It was dragged: drop what it carries where the pointer is.
    Drop,
    /// It was a swipe, or cancelled: nothing happens.
    Nothing,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Press {
    start: Point,
    at: f64,
    pointer: Pointer,
    lifted: bool,
    dragging: bool,
    over: bool,
}

impl Press {
    /// A press at `p` at time `now` (ms).
    pub fn new(p: Point, now: f64, pointer: Pointer, surface: Surface) -> Press {
        let lifted = pointer == Pointer::Mouse || surface == Surface::Still;
        Press { start: p, at: now, pointer, lifted, dragging: false, over: false }
    }

    pub fn pointer(&self) -> Pointer {
        self.pointer
    }

    /// Where it was pressed.
    pub fn start(&self) -> Point {
        self.start
    }

    /// Whether what was pressed is lifted: it follows the pointer once it moves.
    pub fn lifted(&self) -> bool {
        self.lifted && !self.over
    }

    pub fn dragging(&self) -> bool {
        self.dragging && !self.over
    }

    /// Whether the press has ended as a swipe or a cancel.
    pub fn over(&self) -> bool {
        self.over
    }

    /// The time has come to `now`: a finger that held still long enough lifts. True when it
    /// lifts now (to show it).
    pub fn due(&mut self, now: f64) -> bool {
        let lifts = !self.lifted && !self.over && now - self.at >= HOLD;
        self.lifted |= lifts;
        lifts
    }

    /// Where the dragged thing goes for the pointer at `p`: above a finger.
    pub fn ghost(&self, p: Point) -> Point {
        match self.pointer {
            Pointer::Mouse => p,
            Pointer::Finger => Point::new(p.x, p.y - FINGER_RISE),
        }
    }

    /// The pointer moved to `p` at `now`.
    pub fn moved(&mut self, p: Point, now: f64) -> Motion {
        if self.over {
            return Motion::Still;
        }
        self.due(now);
        let slop = match self.pointer {
            Pointer::Mouse => SLOP,
            Pointer::Finger => FINGER_SLOP,
        };
        let far = self.start.distance(p) >= slop;
        if !self.lifted {
            if far {
                self.over = true;
                return Motion::Swipe;
            }
            return Motion::Still;
        }
        self.dragging |= far;
        if self.dragging {
            Motion::Drag { ghost: self.ghost(p) }
        } else {
            Motion::Still
        }
    }

    /// The pointer was let go.
    pub fn release(&mut self) -> Release {
        let release = if self.over {
            Release::Nothing
        } else if self.dragging {
            Release::Drop
        } else {
            Release::Tap
        };
        self.over = true;
        release
    }

    /// The press was cancelled (the browser took the pointer, Escape): nothing happens.
    pub fn cancel(&mut self) -> Release {
        self.over = true;
        Release::Nothing
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const O: Point = Point::new(100.0, 100.0);

    fn at(dx: f32, dy: f32) -> Point {
        Point::new(O.x + dx, O.y + dy)
    }

    #[test]
    fn a_mouse_drags_past_the_slop_and_taps_within_it() {
        let mut p = Press::new(O, 0.0, Pointer::Mouse, Surface::Scrolls);
        assert!(p.lifted());
        assert_eq!(p.moved(at(3.0, 4.0), 5.0), Motion::Still, "5 px is within the slop");
        assert_eq!(p.release(), Release::Tap);

        let mut p = Press::new(O, 0.0, Pointer::Mouse, Surface::Scrolls);
        assert_eq!(p.moved(at(6.0, 0.0), 5.0), Motion::Drag { ghost: at(6.0, 0.0) });
        // Back within the slop it is still a drag.
        assert_eq!(p.moved(at(1.0, 0.0), 9.0), Motion::Drag { ghost: at(1.0, 0.0) });
        assert_eq!(p.release(), Release::Drop);
        assert_eq!(p.release(), Release::Nothing, "a press ends once");
    }

    #[test]
    fn a_finger_on_a_still_surface_drags_at_once_past_its_wider_slop_with_the_ghost_above_it() {
        let mut p = Press::new(O, 0.0, Pointer::Finger, Surface::Still);
        assert_eq!(p.moved(at(8.0, 0.0), 5.0), Motion::Still, "8 px: a fingertip's wobble");
        assert_eq!(p.moved(at(0.0, 10.0), 9.0), Motion::Drag { ghost: at(0.0, 10.0 - FINGER_RISE) });
        assert_eq!(p.release(), Release::Drop);
    }

    #[test]
    fn a_finger_on_a_scrolling_surface_swipes_unless_it_held_first() {
        let mut swipe = Press::new(O, 0.0, Pointer::Finger, Surface::Scrolls);
        assert!(!swipe.lifted());
        assert_eq!(swipe.moved(at(0.0, 30.0), 100.0), Motion::Swipe);
        assert!(swipe.over());
        assert_eq!(swipe.moved(at(0.0, 60.0), 400.0), Motion::Still, "the page scrolls on");
        assert_eq!(swipe.release(), Release::Nothing);

        let mut held = Press::new(O, 0.0, Pointer::Finger, Surface::Scrolls);
        assert!(!held.due(HOLD - 1.0));
        assert!(held.due(HOLD), "it lifts when the hold is due");
        assert!(!held.due(HOLD + 50.0), "and only once");
        assert_eq!(held.moved(at(0.0, 30.0), 400.0), Motion::Drag { ghost: at(0.0, 30.0 - FINGER_RISE) });
        assert_eq!(held.release(), Release::Drop);

        // A hold found late (no timer ran) still counts at the next move.
        let mut late = Press::new(O, 0.0, Pointer::Finger, Surface::Scrolls);
        assert!(matches!(late.moved(at(0.0, 30.0), 300.0), Motion::Drag { .. }));

        let mut tap = Press::new(O, 0.0, Pointer::Finger, Surface::Scrolls);
        assert_eq!(tap.release(), Release::Tap, "a quick tap is a tap");
    }

    #[test]
    fn a_cancelled_press_does_nothing() {
        let mut p = Press::new(O, 0.0, Pointer::Mouse, Surface::Still);
        assert!(matches!(p.moved(at(20.0, 0.0), 5.0), Motion::Drag { .. }));
        assert_eq!(p.cancel(), Release::Nothing);
        assert!(!p.dragging() && !p.lifted());
        assert_eq!(p.moved(at(40.0, 0.0), 9.0), Motion::Still);
        assert_eq!(p.release(), Release::Nothing);
        assert_eq!(Pointer::from_type("pen"), Pointer::Mouse);
        assert_eq!(Pointer::from_type("touch"), Pointer::Finger);
    }
}
