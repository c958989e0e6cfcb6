//! The marks of play, drawn and tagged the same way for every game: lit targets and captures,
//! the held piece and its route, a route that may end here ("done"), the piece lifted under the
//! pointer, the piece in flight, the last move, the hint, the keyboard cursor, check and the
//! duties of the rules (must capture, must leave), and the result.
//!
//! A game tells the marks its geometry — where each spot is and its shape
//! (`BoardView::spot_outline`: a square, a hexagon or a disc) and how to draw its own piece at a
//! point (`PieceArt`) — and calls them between the layers it draws itself (board, pieces,
//! panel): tints under the pieces, the rest over them. Every mark is tagged with the vocabulary
//! of [`tag`].

pub mod arrow;
mod band;
pub mod contrast;
pub mod flight;
#[cfg(feature = "lessons")]
mod goal;
mod inks;
pub mod tag;

pub use arrow::{route_arrows, turn_icon};
pub use band::{free_band, result};
pub use inks::{edge, halo, Inks, GHOST};

use super::board::{BoardView, Look};
use super::gesture::{MoveShape, Spot};
use super::hex::HexGrid;
use super::scene::{Align, Paint, Point, Rect, Rgba, Scene};
use super::theme::Theme;
use crate::game::{Game, Lang};

/// The shape of a spot on the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Outline {
    /// A square (a board square, a stack's top tile).
    Square(Rect),
    /// A point-up hexagon of circumradius `radius` (a Shamrock cell or display slot).
    Hex { center: Point, radius: f32 },
    /// A disc (a leaf, a round button).
    Round { center: Point, radius: f32 },
}

impl Outline {
    pub fn center(&self) -> Point {
        match *self {
            Outline::Square(r) => r.center(),
            Outline::Hex { center, .. } | Outline::Round { center, .. } => center,
        }
    }

    /// How far the spot reaches from its centre, at most.
    pub fn reach(&self) -> f32 {
        match *self {
            Outline::Square(r) => r.w.max(r.h) / 2.0,
            Outline::Hex { radius, .. } | Outline::Round { radius, .. } => radius,
        }
    }

    /// The outline grown (or, negative, shrunk) by `by` pixels.
    pub fn grown(&self, by: f32) -> Outline {
        match *self {
            Outline::Square(r) => Outline::Square(r.inset(-by)),
            Outline::Hex { center, radius } => Outline::Hex { center, radius: (radius + by).max(0.5) },
            Outline::Round { center, radius } => Outline::Round { center, radius: (radius + by).max(0.5) },
        }
    }

    /// Draws the outline with `paint`; a square's corners rounded by `round` of its side.
    pub fn draw(&self, scene: &mut Scene, paint: Paint, round: f32) {
        match *self {
            Outline::Square(r) => scene.rect(r, r.w.min(r.h) * round, paint),
            Outline::Hex { center, radius } => scene.polygon(HexGrid::hexagon(center, radius, 0.0), paint),
            Outline::Round { center, radius } => scene.circle(center, radius, paint),
        }
    }
}

/// How a lit spot continues the held route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lit {
    /// The held piece may go here.
    Move,
    /// The held piece may go here and captures (on the spot, or on the way: a leap).
    Capture,
    /// The held piece would fit here turned otherwise: turn it first.
    TurnFirst,
}

/// A lit spot.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    pub spot: Spot,
    pub lit: Lit,
    /// Something is drawn on the spot (a piece to take, a ghost): it is ringed, not dotted.
    pub occupied: bool,
    /// A short word on the mark (the cost of a leprechaun's step).
    pub label: Option<String>,
}

impl Target {
    pub fn new(spot: Spot, lit: Lit, occupied: bool) -> Target {
        Target { spot, lit, occupied, label: None }
    }

    pub fn labelled(self, label: String) -> Target {
        Target { label: Some(label), ..self }
    }
}

/// The outline of a piece, for its shadow when it is lifted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Square,
    Round,
    Hex,
}

/// How a game's piece is drawn by the marks: lifted under the pointer, in flight, as a ghost.
pub struct PieceArt<'p> {
    /// What the piece is, for its tags: `"man white"`, `"P"`, `"A"`.
    pub what: String,
    pub form: Form,
    /// Half its size across as it stands on the board.
    pub half: f32,
    /// Draws the piece centred on a point, at a scale (1: as on the board) and an opacity.
    pub draw: &'p dyn Fn(&mut Scene, Point, f32, f32),
}

/// How much wider a halo is than its line.
const HALO: f32 = 3.0;

/// An outline drawn as a mark's line: its halo, then the ink.
fn ring(scene: &mut Scene, o: Outline, ink: Rgba, width: f32, round: f32) {
    o.draw(scene, Paint::stroke(halo(ink), width + HALO), round);
    o.draw(scene, Paint::stroke(ink, width), round);
}

/// A filled dot with a halo.
fn dot(scene: &mut Scene, c: Point, r: f32, ink: Rgba) {
    scene.circle(c, r, Paint::both(ink, halo(ink), HALO.max(r * 0.12)));
}

/// A line with a halo.
fn stroke(scene: &mut Scene, a: Point, b: Point, ink: Rgba, width: f32) {
    scene.line(a, b, halo(ink), width + HALO);
    scene.line(a, b, ink, width);
}

/// What the marks show of a frame's look: the state of play, without the game's own types (so
/// that the marks are compiled once for every game).
#[derive(Clone, Copy)]
pub struct Play<'a> {
    pub theme: &'a Theme,
    pub lang: Lang,
    pub held: &'a [Spot],
    pub targets: &'a [Spot],
    pub pointer: Option<Point>,
    pub cursor: Option<Spot>,
    pub last: Option<&'a MoveShape>,
    pub hint: Option<&'a MoveShape>,
    /// A move is being animated.
    pub moving: bool,
    pub variant: u8,
    pub finishable: bool,
    pub result: Option<&'a str>,
}

impl<'a> Play<'a> {
    pub fn of<G: Game>(look: &Look<'a, G>) -> Play<'a> {
        Play {
            theme: look.theme,
            lang: look.lang,
            held: look.held,
            targets: look.targets,
            pointer: look.pointer,
            cursor: look.cursor,
            last: look.last,
            hint: look.hint,
            moving: look.motion.is_some(),
            variant: look.variant,
            finishable: look.finishable,
            result: look.result,
        }
    }
}

/// The marks of one frame of a game.
pub struct Marks<'a> {
    outline: Box<dyn Fn(Spot) -> Option<Outline> + 'a>,
    name: Box<dyn Fn(Spot) -> String + 'a>,
    pub look: Play<'a>,
    /// A board spot across, in pixels: dots, rings and lines scale with it.
    pub unit: f32,
    pub inks: Inks,
}

impl<'a> Marks<'a> {
    pub fn new<G: BoardView>(game: &'a G, layout: &'a G::Layout, look: &Look<'a, G>, unit: f32) -> Marks<'a> {
        Marks {
            outline: Box::new(move |spot| game.spot_outline(layout, spot)),
            name: Box::new(move |spot| game.spot_name(spot, Lang::En)),
            look: Play::of(look),
            unit,
            inks: Inks::of(look.theme),
        }
    }

    /// The marks of a board that also paints `colours` under them (opaque).
    pub fn on(self, colours: &[Rgba]) -> Marks<'a> {
        Marks { inks: Inks::on(self.look.theme, colours), ..self }
    }

    pub fn outline(&self, spot: Spot) -> Option<Outline> {
        (self.outline)(spot)
    }

    /// A spot's name in tags: the English name `Table::locate` takes.
    pub fn name(&self, spot: Spot) -> String {
        (self.name)(spot)
    }

    fn names(&self, route: &[Spot]) -> Vec<String> {
        route.iter().map(|&s| self.name(s)).collect()
    }

    fn points(&self, route: &[Spot]) -> Vec<Point> {
        route.iter().filter_map(|&s| self.outline(s).map(|o| o.center())).collect()
    }

    /// The width of rings and frames.
    fn width(&self) -> f32 {
        (self.unit * 0.08).max(3.0)
    }

    /// A tint on a spot (`fill`, if any), framed in the tint's strong shade so that it shows
    /// on any square: a square filled and framed (call it under the pieces), a hexagon or disc
    /// ringed (it shows round a tile wherever it is called).
    fn tint(&self, scene: &mut Scene, outline: Outline, fill: Option<Rgba>, ink: Rgba) {
        let w = self.width();
        match outline {
            Outline::Square(_) => {
                let frame = (w * 0.5).max(2.0);
                if let Some(fill) = fill {
                    outline.draw(scene, Paint::fill(fill), 0.0);
                }
                ring(scene, outline.grown(-frame / 2.0 - HALO / 2.0), ink, frame, 0.0);
            }
            _ => ring(scene, outline.grown(-w / 2.0 - HALO / 2.0), ink, w, 0.0),
        }
    }

    /// The spots of the last move (the game picks those on its board).
    pub fn last(&self, scene: &mut Scene, spots: &[Spot]) {
        for &spot in spots {
            let Some(o) = self.outline(spot) else { continue };
            scene.tag(tag::last(&self.name(spot)));
            self.tint(scene, o, Some(self.look.theme.last_move), self.inks.last_move);
        }
    }

    /// The last move's route as arrows, while nothing is held or flying.
    pub fn last_route(&self, scene: &mut Scene) {
        let look = self.look;
        let Some(last) = look.last.filter(|_| look.held.len() < 2 && look.pointer.is_none()) else { return };
        if look.moving {
            return;
        }
        scene.tag(tag::last_route(&self.names(&last.route)));
        route_arrows(scene, &self.points(&last.route), look.theme.last_move.alpha(230), edge(look.theme), self.width());
    }

    /// The spot the held piece was picked up from: framed (a tint under the piece would take
    /// from its own colours).
    pub fn held(&self, scene: &mut Scene) {
        let Some(&spot) = self.look.held.first() else { return };
        let Some(o) = self.outline(spot) else { return };
        scene.tag(tag::held(&self.name(spot)));
        self.tint(scene, o, None, self.inks.selected);
    }

    /// The route held so far, when it has more than its first spot.
    pub fn route(&self, scene: &mut Scene) {
        let held = self.look.held;
        if held.len() < 2 {
            return;
        }
        scene.tag(tag::route(&self.names(held)));
        let width = (self.unit * 0.1).max(3.0);
        route_arrows(scene, &self.points(held), self.look.theme.selected.alpha(235), edge(self.look.theme), width);
    }

    /// The lit spots: a dot where the piece may go, a ring (in the capture colour when it
    /// takes) round what stands there, a lit cell for a tile, a red cell with a turn sign where
    /// the tile must be turned first, a disc on a small round spot. A ghost, if given, stands
    /// faintly on each target.
    pub fn targets(&self, scene: &mut Scene, targets: &[Target], ghost: Option<&PieceArt>) {
        let theme = self.look.theme;
        let w = self.width();
        for t in targets {
            let Some(o) = self.outline(t.spot) else { continue };
            let name = self.name(t.spot);
            let c = o.center();
            if let Some(g) = ghost {
                scene.tag(tag::ghost(&name, &g.what));
                (g.draw)(scene, c, 1.0, GHOST);
            }
            let (hue, ink) = match t.lit {
                Lit::Move => (theme.target, self.inks.target),
                _ => (theme.capture, self.inks.capture),
            };
            scene.tag(match t.lit {
                Lit::Move => tag::target(&name),
                Lit::Capture => tag::capture(&name),
                Lit::TurnFirst => tag::turn_first(&name),
            });
            let inside = o.grown(-w / 2.0 - HALO / 2.0);
            match (o, t.lit, t.occupied) {
                (Outline::Hex { .. }, Lit::TurnFirst, _) => {
                    inside.draw(scene, Paint::fill(hue.fade(0.08)), 0.0);
                    ring(scene, inside, ink, w * 0.8, 0.0);
                    turn_icon(scene, c, o.reach() * 0.22, true, ink, (o.reach() * 0.05).max(1.5));
                }
                (Outline::Hex { .. }, ..) => {
                    inside.draw(scene, Paint::fill(hue.fade(0.35)), 0.0);
                    ring(scene, inside, ink, w, 0.0);
                }
                (Outline::Round { .. }, _, false) => dot(scene, c, o.reach(), ink),
                (_, _, true) => ring(scene, o.grown(-w * 0.6 - HALO / 2.0), ink, w, 0.1),
                (_, Lit::Move, false) => dot(scene, c, self.unit * 0.16, ink),
                (_, _, false) => {
                    // A landing that takes on the way: a dot in the capture colour, ringed.
                    dot(scene, c, self.unit * 0.18, ink);
                    ring(scene, Outline::Round { center: c, radius: self.unit * 0.32 }, ink, w * 0.75, 0.0);
                }
            }
            if let Some(label) = &t.label {
                scene.tag(tag::label(&name, label));
                let size = (o.reach() * 1.1).max(10.0);
                scene.text(c, label.clone(), size, contrast::ink_on(ink), Align::Center, true);
            }
        }
    }

    /// When the held route is a whole move that could go on, its end is marked "done": a
    /// second click there (or Enter) ends the move.
    pub fn done(&self, scene: &mut Scene) {
        let look = self.look;
        if !look.finishable || look.pointer.is_some() {
            return;
        }
        let Some(&end) = look.held.last() else { return };
        let Some(o) = self.outline(end) else { return };
        let ink = self.inks.target;
        let w = self.width();
        ring(scene, o.grown(-w / 2.0 - HALO / 2.0), ink, w, 0.12);
        // A round badge with a tick in the spot's upper right corner.
        let reach = o.reach();
        let r = (reach * 0.3).max(7.0);
        let c = o.center();
        let at = Point::new(c.x + reach * 0.62, c.y - reach * 0.62);
        scene.tag(tag::done(&self.name(end)));
        dot(scene, at, r, ink);
        let tick_ink = contrast::ink_on(ink);
        let tick = [
            Point::new(at.x - r * 0.5, at.y),
            Point::new(at.x - r * 0.12, at.y + r * 0.4),
            Point::new(at.x + r * 0.5, at.y - r * 0.38),
        ];
        scene.line(tick[0], tick[1], tick_ink, (r * 0.28).max(1.5));
        scene.line(tick[1], tick[2], tick_ink, (r * 0.28).max(1.5));
    }

    /// The suggested move: arrows along the first `travel` spots of its route (the way the
    /// piece goes; a reinforcement's square is not on it), or a ring round a move of one spot;
    /// a ghost of a piece on the route's last spot shows what else the move does (a tile's
    /// rotation, a new piece).
    pub fn hint(&self, scene: &mut Scene, travel: usize, ghost: Option<&PieceArt>) {
        let look = self.look;
        let Some(hint) = look.hint else { return };
        let points = self.points(&hint.route);
        let (Some(&first), Some(&end)) = (points.first(), points.last()) else { return };
        if let (Some(g), Some(&spot), true) = (ghost, hint.route.last(), points.len() > 1) {
            scene.tag(tag::ghost(&self.name(spot), &g.what));
            (g.draw)(scene, end, 1.0, GHOST);
        }
        scene.tag(tag::hint(&self.names(&hint.route)));
        if points.len() > 1 {
            let way = &points[..points.len().min(travel.max(2))];
            route_arrows(scene, way, look.theme.cursor.fade(0.8), edge(look.theme), self.width());
        } else {
            let at = hint.route.first().and_then(|&s| self.outline(s));
            let around = at.unwrap_or(Outline::Round { center: first, radius: self.unit / 2.0 });
            ring(scene, around.grown(3.0), self.inks.cursor, self.width(), 0.12);
        }
    }

    /// The keyboard cursor: a ring round its spot.
    pub fn cursor(&self, scene: &mut Scene) {
        let Some(spot) = self.look.cursor else { return };
        let Some(o) = self.outline(spot) else { return };
        let w = (self.unit * 0.07).max(3.0);
        scene.tag(tag::cursor(&self.name(spot)));
        ring(scene, o.grown(-w / 2.0 - HALO / 2.0 - 1.0), self.inks.cursor, w, 0.12);
    }

    /// The piece under the pointer during a drag, lifted (`scale`, with a shadow).
    pub fn lifted(&self, scene: &mut Scene, piece: &PieceArt, scale: f32) {
        let Some(p) = self.look.pointer else { return };
        let half = piece.half * scale;
        let shadow = Point::new(p.x + 3.0, p.y + 5.0);
        let paint = Paint::fill(Rgba(0, 0, 0, 55));
        match piece.form {
            Form::Square => scene.rect(Rect::around(shadow, half * 1.9), half * 0.25, paint),
            Form::Round => scene.circle(shadow, half, paint),
            Form::Hex => scene.polygon(HexGrid::hexagon(shadow, half, 0.0), paint),
        }
        scene.tag(tag::dragged(&piece.what));
        (piece.draw)(scene, p, scale, 1.0);
    }

    /// The held piece standing on the last spot of its route while the route waits to go on.
    pub fn waiting(&self, scene: &mut Scene, piece: &PieceArt) {
        let look = self.look;
        if look.held.len() < 2 {
            return;
        }
        let Some(&end) = look.held.last() else { return };
        let Some(o) = self.outline(end) else { return };
        scene.tag(tag::waiting(&piece.what, &self.name(end)));
        (piece.draw)(scene, o.center(), 1.0, 1.0);
    }

    /// The piece of the animated move at `at`.
    pub fn flying(&self, scene: &mut Scene, piece: &PieceArt, at: Point, scale: f32) {
        scene.tag(tag::flying(&piece.what));
        (piece.draw)(scene, at, scale, 1.0);
    }

    /// Where the animated move's piece is now, along `route`.
    pub fn flight(&self, route: &[Spot], t: f32) -> (Point, f32) {
        flight::along(&self.points(route), t)
    }

    /// A leader in check: a red glow under it (faded by `alpha` as it goes).
    pub fn check(&self, scene: &mut Scene, spot: Spot, alpha: f32) {
        let Some(o) = self.outline(spot) else { return };
        let (c, u, theme) = (o.center(), self.unit, self.look.theme);
        scene.tag(tag::check(&self.name(spot)));
        for (radius, a) in [(0.56, 0.16), (0.51, 0.3), (0.47, 0.5)] {
            scene.circle(c, u * radius, Paint::fill(theme.check.fade(a * alpha)));
        }
        let around = Outline::Round { center: c, radius: u * 0.455 };
        around.draw(scene, Paint::stroke(halo(self.inks.check).fade(alpha), (u * 0.05).max(2.0) + HALO), 0.0);
        around.draw(scene, Paint::stroke(self.inks.check.fade(alpha), (u * 0.05).max(2.0)), 0.0);
    }

    /// A piece the rules oblige to move now (`tag::MUST_CAPTURE`, `tag::MUST_LEAVE`): ringed.
    pub fn duty(&self, scene: &mut Scene, kind: &str, spot: Spot) {
        let Some(o) = self.outline(spot) else { return };
        scene.tag(tag::of(kind, &self.name(spot)));
        let around = Outline::Round { center: o.center(), radius: self.unit * 0.47 };
        ring(scene, around, self.inks.capture, (self.unit * 0.08).max(2.5), 0.0);
    }

    /// A cross over a piece taken (`tag::TAKEN`, thin) or to be taken (`tag::TO_TAKE`).
    pub fn cross(&self, scene: &mut Scene, kind: &str, spot: Spot) {
        let Some(o) = self.outline(spot) else { return };
        let c = o.center();
        let (r, w) = if kind == tag::TAKEN {
            (self.unit * 0.16, (self.unit * 0.06).max(2.0))
        } else {
            (self.unit * 0.28, (self.unit * 0.09).max(3.0))
        };
        let ink = self.inks.capture;
        scene.tag(tag::of(kind, &self.name(spot)));
        stroke(scene, Point::new(c.x - r, c.y - r), Point::new(c.x + r, c.y + r), ink, w);
        stroke(scene, Point::new(c.x - r, c.y + r), Point::new(c.x + r, c.y - r), ink, w);
    }

    /// Where the rules removed a piece: a ring and `#`.
    pub fn removed(&self, scene: &mut Scene, spot: Spot) {
        let Some(o) = self.outline(spot) else { return };
        let (c, u) = (o.center(), self.unit);
        scene.tag(tag::removed(&self.name(spot)));
        dot(scene, c, u * 0.22, self.inks.check);
        scene.text(c, "#", u * 0.3, contrast::ink_on(self.inks.check), Align::Center, true);
    }

    /// The result, when the game is over, in `area` (a line beside the board, never on it).
    pub fn result(&self, scene: &mut Scene, area: Rect) {
        if let Some(text) = self.look.result {
            result(scene, self.look.theme, area, text);
        }
    }
}
