//! The drag / click / keyboard state machine, for every game.
//!
//! The view knows nothing of rules: each legal move is described to it as a route of spots
//! (a spot is anything the player points at: a square, a stack, a tile in a display) plus a
//! variant (a rotation chosen while holding). A gesture builds a route; when it matches a
//! legal move, the move is played.
//! - Dragging traces a route: passing over a spot that continues it adds it (so a chain of
//!   leaps is traced by dragging along it); going back over the route shortens it; moving to
//!   a spot that continues a shorter prefix rewinds to it. Dropping plays the traced route if
//!   it is a move, otherwise any move from the same origin that ends there.
//! - Clicking spot after spot builds the same route; clicking the last spot again finishes a
//!   route that could go on.
//! - A route that must go on (a jump chain, a reinforcement square to choose) stays held,
//!   with its next spots lit, until it is finished or cancelled.
//! - A move of a single spot (Shamrock's "turn over the pile top") is played by clicking
//!   that spot, or by dragging it away and dropping it on the board.
//! - A drop or click that is no legal move leaves the route it attempted (`refused`), so the
//!   engine can say why; so does a drag from a spot where no move starts, and a click on such
//!   a spot followed by a click elsewhere (a plain move tried while a capture is compulsory).
//! - A move whose spots may be chosen in any order (River Camelot's three trees, then its
//!   confirm) is built by clicking: each spot clicked joins the route or, clicked again,
//!   leaves it; its last spot comes last.

use crate::game::sorted::sorted_unique;

pub type Spot = u16;

/// A legal move as the player gestures it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveShape {
    pub route: Vec<Spot>,
    pub variant: u8,
    /// The variant repeats every `period` steps (0: it never does): a tile that looks the
    /// same after half a turn is placed alike whether held at rotation k or k + 3. A move
    /// that does not depend on the variant has period 1.
    pub period: u8,
    /// The spots before the last may be chosen in any order (a set, then its confirm).
    pub any_order: bool,
}

impl MoveShape {
    /// A move made the same whatever the held piece's variant.
    pub fn new(route: Vec<Spot>) -> MoveShape {
        MoveShape { route, variant: 0, period: 1, any_order: false }
    }

    /// A move gestured with the piece turned to `variant`, repeating every `period` steps.
    pub fn turned(route: Vec<Spot>, variant: u8, period: u8) -> MoveShape {
        MoveShape { route, variant, period, any_order: false }
    }

    /// A move of distinct spots chosen in any order, then the last spot (a confirm).
    pub fn any_order(route: Vec<Spot>) -> MoveShape {
        MoveShape { route, variant: 0, period: 1, any_order: true }
    }

    /// The spots that may come in any order: all but the last.
    fn set(&self) -> &[Spot] {
        &self.route[..self.route.len().saturating_sub(1)]
    }

    /// Whether `spot` can begin this move.
    fn starts_at(&self, spot: Spot) -> bool {
        if self.any_order {
            self.set().contains(&spot)
        } else {
            self.route.first() == Some(&spot)
        }
    }

    /// Whether the route held is this move's whole route.
    fn is(&self, route: &[Spot]) -> bool {
        if !self.any_order {
            return self.route == route;
        }
        let [chosen @ .., last] = route else { return false };
        route.len() == self.route.len()
            && self.route.last() == Some(last)
            && chosen.iter().all(|s| self.set().contains(s))
            && distinct(chosen)
    }

    /// Whether a piece held at `variant` makes this move.
    pub fn fits(&self, variant: u8) -> bool {
        match self.period {
            0 => self.variant == variant,
            p => self.variant % p == variant % p,
        }
    }
}

fn distinct(spots: &[Spot]) -> bool {
    spots.iter().enumerate().all(|(i, s)| !spots[..i].contains(s))
}

/// What the machine decided after an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing to do beyond redrawing.
    None,
    /// Play the legal move with this index.
    Play(usize),
    /// The piece went back: the drop or click was not a legal move.
    Returned,
    /// The route is held but not finished: the next spot must be chosen.
    Continue,
}

#[derive(Clone, Debug, Default)]
pub struct Gestures {
    route: Vec<Spot>,
    pressed: bool,
    dragged: bool,
    press_at: Option<Spot>,
    was_selected: bool,
    /// How short tracing may make the route: a drag that starts on the end of a held route
    /// (or on a spot that continues it) goes on from there and never rewinds below it.
    floor: usize,
    variant: u8,
    /// The route of the last refused drop or click (origin first), until taken.
    refused: Vec<Spot>,
    /// The held route is of a move whose spots come in any order.
    unordered: bool,
    /// A spot clicked where no move starts: a click elsewhere next is a move attempted from
    /// it, refused with the engine's reason.
    stray: Option<Spot>,
}

fn extends(m: &MoveShape, prefix: &[Spot]) -> bool {
    if !m.any_order {
        return m.route.len() > prefix.len() && m.route.starts_with(prefix);
    }
    prefix.len() < m.route.len() && prefix.iter().all(|s| m.set().contains(s)) && distinct(prefix)
}

/// The spots that may follow `prefix` in `m` (which extends it).
fn after(m: &MoveShape, prefix: &[Spot]) -> Vec<Spot> {
    match m.any_order {
        false => m.route.get(prefix.len()).copied().into_iter().collect(),
        true if prefix.len() + 1 < m.route.len() => m.set().iter().copied().filter(|s| !prefix.contains(s)).collect(),
        true => m.route.last().copied().into_iter().collect(),
    }
}

impl Gestures {
    /// The route held so far (empty when nothing is held).
    pub fn route(&self) -> &[Spot] {
        &self.route
    }

    pub fn holding(&self) -> bool {
        !self.route.is_empty()
    }

    /// A drag is under way (the pointer is down and has moved off the spot it pressed).
    pub fn dragging(&self) -> bool {
        self.pressed && self.dragged
    }

    pub fn variant(&self) -> u8 {
        self.variant
    }

    /// Turns the held piece to `variant` (the hint's, when its piece is picked up).
    pub fn set_variant(&mut self, variant: u8) {
        self.variant = variant;
    }

    pub fn clear(&mut self) {
        *self = Gestures { variant: self.variant, refused: std::mem::take(&mut self.refused), ..Gestures::default() };
    }

    /// The route of the last refused drop or click (the held route and the spot it was
    /// dropped on), once: empty if none.
    pub fn take_refused(&mut self) -> Vec<Spot> {
        std::mem::take(&mut self.refused)
    }

    /// Puts the held route back, remembering `attempt` as refused.
    fn refuse(&mut self, mut attempt: Vec<Spot>, last: Spot) -> Effect {
        if attempt.last() != Some(&last) {
            attempt.push(last);
        }
        self.clear();
        self.refused = attempt;
        Effect::Returned
    }

    /// Spots where some move starts.
    pub fn pickable(moves: &[MoveShape]) -> Vec<Spot> {
        sorted_unique(moves.iter().flat_map(|m| {
            if m.any_order {
                m.set().to_vec()
            } else {
                m.route.first().copied().into_iter().collect()
            }
        }))
    }

    /// The spots that continue `prefix`.
    fn next_of(moves: &[MoveShape], prefix: &[Spot]) -> Vec<Spot> {
        sorted_unique(moves.iter().filter(|m| extends(m, prefix)).flat_map(|m| after(m, prefix)))
    }

    /// The spots that continue the held route (lit as targets). While a drag hovers over the
    /// end of a route that cannot go on, the spots it could have gone to instead stay lit.
    pub fn targets(&self, moves: &[MoveShape]) -> Vec<Spot> {
        if self.route.is_empty() {
            return Vec::new();
        }
        let next = Self::next_of(moves, &self.route);
        match self.route.len() {
            n if n > 1 && next.is_empty() && self.dragging() => Self::next_of(moves, &self.route[..n - 1]),
            _ => next,
        }
    }

    /// The legal move the held route is, with the chosen variant.
    pub fn complete(&self, moves: &[MoveShape]) -> Option<usize> {
        moves.iter().position(|m| m.is(&self.route) && m.fits(self.variant))
    }

    /// Whether some move has the held route whatever its variant (the drop spot is right,
    /// the rotation may be wrong).
    pub fn route_is_a_move(&self, moves: &[MoveShape]) -> bool {
        moves.iter().any(|m| m.is(&self.route))
    }

    /// Turns the held piece to the next (or previous) variant, e.g. a tile's rotation.
    pub fn rotate(&mut self, step: i8, variants: u8) {
        if variants > 0 {
            self.variant = (self.variant as i16 + step as i16).rem_euclid(variants as i16) as u8;
        }
    }

    /// Follows the pointer over `spot` while a route is held.
    fn trace(&mut self, moves: &[MoveShape], spot: Spot) {
        if self.route.last() == Some(&spot) || self.route.is_empty() {
            return;
        }
        if Self::next_of(moves, &self.route).contains(&spot) {
            self.route.push(spot);
        } else if let Some(k) = self.route.iter().rposition(|&s| s == spot) {
            if k + 1 >= self.floor {
                self.route.truncate(k + 1);
            }
        } else if let Some(k) = (self.floor.max(1)..self.route.len())
            .rev()
            .find(|&k| Self::next_of(moves, &self.route[..k]).contains(&spot))
        {
            self.route.truncate(k);
            self.route.push(spot);
        }
    }

    /// The pointer (or a touch) went down on `spot`.
    pub fn press(&mut self, moves: &[MoveShape], spot: Option<Spot>) -> Effect {
        self.refused.clear();
        self.pressed = true;
        self.dragged = false;
        self.press_at = spot;
        let Some(s) = spot else {
            return Effect::None;
        };
        let pickable = moves.iter().any(|m| m.starts_at(s));
        if self.route.is_empty() {
            if pickable {
                self.route = vec![s];
                self.was_selected = false;
                self.floor = 1;
                self.unordered = moves.iter().any(|m| m.any_order && m.starts_at(s));
                self.stray = None;
            }
            return Effect::None;
        }
        self.was_selected = true;
        let goes_on = self.route.last() == Some(&s) || Self::next_of(moves, &self.route).contains(&s);
        self.floor = if goes_on { self.route.len() } else { 1 };
        let continues = |g: &Gestures| (1..=g.route.len()).any(|k| Self::next_of(moves, &g.route[..k]).contains(&s));
        if pickable && !self.route.contains(&s) && !continues(self) && !self.unordered {
            self.route = vec![s];
            self.was_selected = false;
            self.floor = 1;
            self.unordered = moves.iter().any(|m| m.any_order && m.starts_at(s));
        }
        Effect::None
    }

    /// The pointer moved, while pressed, over `spot`.
    pub fn drag(&mut self, moves: &[MoveShape], spot: Option<Spot>) {
        if !self.pressed {
            return;
        }
        if spot != self.press_at {
            self.dragged = true;
        }
        if let Some(s) = spot {
            if self.dragged {
                self.trace(moves, s);
            }
        }
    }

    /// The pointer went up over `spot`.
    pub fn release(&mut self, moves: &[MoveShape], spot: Option<Spot>) -> Effect {
        let was_pressed = std::mem::replace(&mut self.pressed, false);
        if self.route.is_empty() && was_pressed && self.dragged {
            // Dragged from a spot where no move starts (an enemy piece, a piece that may not
            // move now): refused, so that the reason can be told.
            if let (Some(from), Some(to)) = (self.press_at, spot) {
                return self.refuse(vec![from], to);
            }
        }
        if self.route.is_empty() && was_pressed && !self.dragged && spot == self.press_at {
            return self.stray_click(spot);
        }
        if self.route.is_empty() || !was_pressed {
            return Effect::None;
        }
        let Some(s) = spot else {
            self.clear();
            return Effect::Returned;
        };
        if !self.dragged {
            return self.click(moves, s);
        }
        if self.route == [s] {
            return Effect::None; // dropped back where it started: stays selected
        }
        self.trace(moves, s);
        if self.route.last() == Some(&s) && self.route.len() > 1 {
            return self.finish(moves, false);
        }
        if let Some(i) = self.single(moves) {
            self.clear();
            return Effect::Play(i);
        }
        // A plain drop: any move from the same origin that ends here, preferring the one
        // sharing most of the traced route, then the shortest.
        let origin = self.route[0];
        let best = moves
            .iter()
            .enumerate()
            .filter(|(_, m)| !m.any_order && m.route.first() == Some(&origin) && m.route.last() == Some(&s))
            .filter(|(_, m)| m.fits(self.variant))
            .max_by_key(|(_, m)| {
                let shared = m.route.iter().zip(&self.route).take_while(|(a, b)| a == b).count();
                (shared, usize::MAX - m.route.len())
            })
            .map(|(i, _)| i);
        match best {
            Some(i) => {
                self.clear();
                Effect::Play(i)
            }
            None => {
                let attempt = self.route.clone();
                self.refuse(attempt, s)
            }
        }
    }

    /// A click where no move starts: remembered; a second one elsewhere is a move attempted
    /// from the first, refused (so the engine can say why: "Black must capture").
    fn stray_click(&mut self, spot: Option<Spot>) -> Effect {
        match (self.stray.take(), spot) {
            (Some(from), Some(to)) if from != to => self.refuse(vec![from], to),
            (None, Some(s)) => {
                self.stray = Some(s);
                Effect::None
            }
            _ => Effect::None,
        }
    }

    /// The move of the held spot alone, when the route is one spot that is a whole move and
    /// cannot go on.
    fn single(&self, moves: &[MoveShape]) -> Option<usize> {
        if self.route.len() != 1 || !Self::next_of(moves, &self.route).is_empty() {
            return None;
        }
        self.complete(moves)
    }

    /// Holds `spot` as if it had been clicked (the tile just turned over, ready to place).
    pub fn select(&mut self, spot: Spot) {
        self.route = vec![spot];
        self.pressed = false;
        self.dragged = false;
        self.was_selected = true;
    }

    fn click(&mut self, moves: &[MoveShape], s: Spot) -> Effect {
        if self.unordered && self.was_selected {
            // A spot chosen already leaves the set; another joins it, or finishes the move.
            if let Some(k) = self.route.iter().position(|&r| r == s) {
                self.route.remove(k);
                if self.route.is_empty() {
                    self.clear();
                }
                return Effect::None;
            }
        }
        if self.route == [s] {
            if !self.was_selected {
                if let Some(i) = self.single(moves) {
                    self.clear();
                    return Effect::Play(i);
                }
            }
            if self.was_selected {
                self.clear(); // a second click on the selected piece puts it down
            }
            return Effect::None;
        }
        if self.was_selected && self.route.last() == Some(&s) {
            return self.finish(moves, true);
        }
        let before = self.route.clone();
        self.trace(moves, s);
        if self.route.last() == Some(&s) && self.route != before {
            return self.finish(moves, false);
        }
        self.refuse(before, s)
    }

    /// The route ends at the spot just chosen: play it if it is a move that cannot go on (or
    /// if `finish` says the player confirmed it), otherwise wait for the next spot.
    fn finish(&mut self, moves: &[MoveShape], confirm: bool) -> Effect {
        let can_go_on = !Self::next_of(moves, &self.route).is_empty();
        let dropped = !self.pressed && self.dragged;
        match self.complete(moves) {
            Some(i) if confirm || dropped || !can_go_on => {
                self.clear();
                Effect::Play(i)
            }
            Some(_) => Effect::None,
            None if can_go_on => Effect::Continue,
            None => {
                let attempt = self.route.clone();
                let last = attempt.last().copied().unwrap_or_default();
                self.refuse(attempt, last)
            }
        }
    }

    /// Esc, or a cancelled touch: put everything back.
    pub fn cancel(&mut self) -> Effect {
        let held = self.holding();
        self.clear();
        if held {
            Effect::Returned
        } else {
            Effect::None
        }
    }
}

#[cfg(test)]
mod tests;
