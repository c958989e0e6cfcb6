//! A game on the table: the position shown, the moves that lead to it (with undo, by which the
//! session walks its tree: the game's history is the session's, not the table's), the view
//! state (layout, gestures, cursor, animation) — behind the object-safe [`Table`] trait, so the
//! web layer drives any game the same way.

use super::board::{BoardView, Look, Motion};
use super::gesture::{Effect, Gestures, MoveShape, Spot};
use super::press::{Motion as Pressed, Pointer, Press, Surface};
use super::scene::{Point, Scene};
use super::theme::Theme;
use crate::game::Refusal as _;
use crate::game::Within;
use crate::game::{Lang, Reason, Text};
use crate::games::GameKind;

mod face;
#[cfg(feature = "lessons")]
mod goals;
mod keyboard;

pub use face::{Entry, Key, Looks, Response, Status, Table};
#[cfg(feature = "lessons")]
pub use goals::Goals;

const WRONG_TURN: Text = crate::text!("Not a legal move here.", "Tento tah zde není možný.");

/// A game of kind `G` on the table.
pub struct Match<G: BoardView> {
    kind: GameKind,
    start: G,
    game: G,
    played: Vec<G::Move>,
    /// The shape of each move played, for the last-move marks.
    played_shapes: Vec<MoveShape>,
    notations: Vec<String>,
    /// Each move played as the move list shows it, in the language of `settings` when played.
    entries: Vec<Entry>,
    entries_lang: Lang,
    moves: Vec<G::Move>,
    shapes: Vec<MoveShape>,
    gestures: Gestures,
    settings: Looks,
    size: (f32, f32),
    flipped: bool,
    interactive: bool,
    layout: G::Layout,
    pointer: Option<Point>,
    cursor: Option<Spot>,
    hover: Option<Spot>,
    motion: Option<(G, MoveShape, f64)>,
    hint: Option<MoveShape>,
    /// The analysis's move from the position shown (`set_arrow`).
    arrow: Option<MoveShape>,
    /// A result the rules do not know (`set_ending`).
    ending: Option<String>,
    /// The pointer went down on a turn button (it turns the held piece; the gesture waits).
    turning: bool,
    /// The press under way (`view::press`): its slop, and where its piece rides.
    press: Option<Press>,
    /// Where the dragged piece is drawn (above a finger).
    ghost: Option<Point>,
    /// A lesson's goal still to do (`set_goals`).
    #[cfg(feature = "lessons")]
    goals: Goals,
}

impl<G: BoardView> Match<G> {
    pub fn new(kind: GameKind, start: G) -> Match<G> {
        let layout = start.layout(640.0, 640.0, false);
        let mut m = Match {
            kind,
            game: start.clone(),
            start,
            played: Vec::new(),
            played_shapes: Vec::new(),
            notations: Vec::new(),
            entries: Vec::new(),
            entries_lang: Lang::En,
            moves: Vec::new(),
            shapes: Vec::new(),
            gestures: Gestures::default(),
            settings: Looks::default(),
            size: (640.0, 640.0),
            flipped: false,
            interactive: true,
            layout,
            pointer: None,
            cursor: None,
            hover: None,
            motion: None,
            hint: None,
            arrow: None,
            ending: None,
            turning: false,
            press: None,
            ghost: None,
            #[cfg(feature = "lessons")]
            goals: Goals::default(),
        };
        m.refresh();
        m
    }

    /// Plays `notations` from the start, stopping at the first that fails (its ply and why).
    pub fn replay(&mut self, notations: &[String]) -> Result<(), (usize, Reason)> {
        let mut result = Ok(());
        for (ply, text) in notations.iter().enumerate() {
            match self.game.parse_move(text) {
                Ok(mv) => {
                    self.play_quietly(mv, None);
                }
                Err(e) => {
                    result = Err((ply, e.reason().clone()));
                    break;
                }
            }
        }
        // The board's gestures and layout once, for the position reached (per move they made
        // a long game's replay slow).
        self.refresh();
        self.motion = None;
        result
    }

    /// The name of the spot under `p` ("b2", "Blue stack"), as `locate` takes it (the position
    /// editor's hit test; not in `Table`, so the page's bundle carries none of it).
    pub fn name_at(&self, p: Point) -> Option<String> {
        self.game.spot_at(&self.layout, p).map(|s| self.game.spot_name(s, Lang::En))
    }

    /// The names of the spots the keyboard cursor reaches, with where each is drawn.
    pub fn spot_places(&self) -> Vec<(String, Point)> {
        let spots = self.cursor_spots();
        spots
            .into_iter()
            .filter_map(|s| Some((self.game.spot_name(s, Lang::En), self.game.spot_center(&self.layout, s)?)))
            .collect()
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    fn refresh(&mut self) {
        self.game.legal_moves(&mut self.moves);
        self.shapes = self.moves.iter().map(|&m| self.game.shape(m)).collect();
        self.layout = self.game.layout(self.size.0, self.size.1, self.flipped);
        self.hint = None;
        self.arrow = None;
    }

    /// The position after the first `plies` moves played.
    fn replayed(&self, plies: usize) -> G {
        let mut g = self.start.clone();
        self.played.iter().take(plies).for_each(|&mv| g.play_unchecked(mv));
        g
    }

    fn commit(&mut self, mv: G::Move, now: Option<f64>) -> Response {
        let response = self.play_quietly(mv, now);
        self.refresh();
        response
    }

    /// Plays `mv` and keeps its record, without laying out the position reached (`refresh`).
    fn play_quietly(&mut self, mv: G::Move, now: Option<f64>) -> Response {
        let notation = self.game.notation(mv);
        let said = self.game.say(mv, self.settings.lang);
        let capture = self.game.captures(mv);
        let shape = self.game.shape(mv);
        let before = now.map(|_| self.game.clone());
        let mover = self.game.to_move();
        self.game.play_unchecked(mv);
        self.played.push(mv);
        self.played_shapes.push(shape.clone());
        self.notations.push(notation.clone());
        if self.entries_lang == self.settings.lang {
            self.entries.push(Entry { notation: notation.clone(), said: said.clone(), seat: mover });
        }
        self.motion = match (before, now) {
            (Some(b), Some(t)) if self.settings.animation_ms > 0.0 => Some((b, shape, t)),
            _ => None,
        };
        self.gestures.clear();
        self.pointer = None;
        Response::Played { notation, said, capture }
    }

    fn effect(&mut self, effect: Effect, now: f64) -> Response {
        match effect {
            Effect::Play(i) => match self.moves.get(i).copied() {
                Some(mv) => {
                    let response = self.commit(mv, Some(now));
                    self.hold_what_follows();
                    response
                }
                None => Response::Redraw,
            },
            Effect::Continue => Response::Refused(self.game.unfinished(self.gestures.route())),
            Effect::Returned => self.explain_refusal(),
            Effect::None => Response::Redraw,
        }
    }

    /// Why the gesture just refused was no legal move, when the game can name the move it
    /// attempted; otherwise the piece just goes back.
    fn explain_refusal(&mut self) -> Response {
        let attempt = self.gestures.take_refused();
        match self.game.route_move(&attempt).map(|mv| self.game.check(mv)) {
            Some(Err(illegal)) => Response::Refused(illegal.reason()),
            _ if !attempt.is_empty() => Response::Returned,
            _ => Response::Redraw,
        }
    }

    /// After a move of one spot (turning over the pile top), the spot stays held when moves
    /// go on from it (the tile turned over, ready to be placed).
    fn hold_what_follows(&mut self) {
        let Some(&[spot]) = self.played_shapes.last().map(|s| s.route.as_slice()) else { return };
        if self.shapes.iter().any(|m| m.route.len() > 1 && m.route[0] == spot) {
            self.gestures.select(spot);
        }
    }

    /// The spot under a point, given what is held.
    fn hit(&self, p: Point) -> Option<Spot> {
        self.game.spot_at_holding(&self.layout, p, self.gestures.route())
    }

    /// The turn a spot makes as a turn button: only when it does not continue the held route.
    fn turn_button(&self, spot: Spot) -> Option<i8> {
        let step = self.game.turn_step(spot)?;
        (!self.gestures.targets(&self.shapes).contains(&spot)).then_some(step)
    }

    /// The held route is a whole move that could go on: a second click on its end, or Enter,
    /// ends it there.
    fn finishable(&self) -> bool {
        let targets = self.gestures.targets(&self.shapes);
        self.gestures.route().len() > 1 && !targets.is_empty() && self.gestures.complete(&self.shapes).is_some()
    }

    /// A piece just picked up that the hint moves is turned as the hint shows it, so that the
    /// hint's move plays exactly as shown by taps too.
    fn turn_as_hinted(&mut self, was_holding: bool) {
        let route = self.gestures.route();
        let Some(hint) = self.hint.as_ref().filter(|_| !was_holding && route.len() == 1) else { return };
        if hint.route.first() == route.first() {
            self.gestures.set_variant(hint.variant);
        }
    }

    fn accepts_input(&self) -> bool {
        self.interactive
    }
}

impl<G: BoardView> Table for Match<G> {
    fn kind(&self) -> GameKind {
        self.kind
    }

    fn settings(&self) -> Looks {
        self.settings
    }

    fn set_settings(&mut self, settings: Looks) {
        self.settings = settings;
        if self.entries_lang != settings.lang {
            self.entries = self.entries(settings.lang);
            self.entries_lang = settings.lang;
        }
    }

    fn resize(&mut self, width: f32, height: f32) {
        self.size = (width.max(1.0), height.max(1.0));
        self.layout = self.game.layout(self.size.0, self.size.1, self.flipped);
    }

    fn size(&self) -> (f32, f32) {
        self.size
    }

    fn flip(&mut self) {
        self.set_flipped(!self.flipped);
    }

    fn flipped(&self) -> bool {
        self.flipped
    }

    fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
        self.layout = self.game.layout(self.size.0, self.size.1, self.flipped);
    }

    fn set_interactive(&mut self, interactive: bool) {
        // Only taking input away drops what is held: a tile just turned over stays in hand.
        if self.interactive && !interactive {
            self.gestures.clear();
        }
        self.interactive = interactive;
    }

    fn press(&mut self, p: Point, pointer: Pointer) -> Response {
        if !self.accepts_input() {
            return Response::None;
        }
        // The board does not scroll under a finger (`touch-action: none`).
        self.press = Some(Press::new(p, 0.0, pointer, Surface::Still));
        let spot = self.hit(p);
        self.cursor = None;
        if let Some(step) = spot.and_then(|s| self.turn_button(s)) {
            self.turning = true;
            return self.rotate_held(step);
        }
        let was_holding = self.gestures.holding();
        self.gestures.press(&self.shapes, spot);
        self.turn_as_hinted(was_holding);
        self.pointer = Some(p);
        Response::Redraw
    }

    fn pointer_move(&mut self, p: Point) -> Response {
        if !self.accepts_input() || self.turning {
            return Response::None;
        }
        // A press drags only past the slop, and then its piece goes where the press puts it.
        let p = match self.press.as_mut().map(|press| press.moved(p, 0.0)) {
            Some(Pressed::Still) => return Response::None,
            Some(Pressed::Drag { ghost }) => {
                self.ghost = Some(ghost);
                p
            }
            _ => p,
        };
        let spot = self.hit(p);
        // What the pointer is over (a pointer off the board hovers over nothing).
        let hovered = std::mem::replace(&mut self.hover, spot) != spot;
        self.gestures.drag(&self.shapes, spot);
        if !self.gestures.holding() {
            // A drag from where no move starts is only noted.
            return if hovered { Response::Redraw } else { Response::None };
        }
        self.pointer = Some(p);
        if self.gestures.dragging() || hovered {
            Response::Redraw
        } else {
            Response::None
        }
    }

    fn pointer_up(&mut self, p: Point, now: f64) -> Response {
        if !self.accepts_input() {
            return Response::None;
        }
        self.press = None;
        self.ghost = None;
        if std::mem::take(&mut self.turning) {
            return Response::None;
        }
        let spot = self.hit(p);
        let was_holding = self.gestures.holding();
        let effect = self.gestures.release(&self.shapes, spot);
        self.turn_as_hinted(was_holding);
        self.pointer = None;
        // A finger lifted hovers over nothing; a mouse hovers again when it next moves.
        self.hover = None;
        self.effect(effect, now)
    }

    fn pointer_cancel(&mut self) -> Response {
        self.press = None;
        self.ghost = None;
        self.pointer = None;
        self.hover = None;
        self.turning = false;
        self.gestures.cancel();
        Response::Redraw
    }

    fn key(&mut self, key: Key, now: f64) -> Response {
        self.press_key(key, now)
    }

    fn cursor_name(&self, lang: Lang) -> Option<String> {
        self.cursor.map(|s| self.game.spot_name(s, lang))
    }

    fn focus(&mut self, focused: bool) -> Response {
        match (focused, self.cursor) {
            (true, None) if self.accepts_input() => {
                self.step_cursor(0.0, 0.0);
                Response::Redraw
            }
            (false, Some(_)) => {
                self.cursor = None;
                Response::Redraw
            }
            _ => Response::None,
        }
    }

    fn rotate_held(&mut self, step: i8) -> Response {
        let variants = self.game.variants();
        if variants <= 1 {
            return Response::None;
        }
        self.gestures.rotate(step, variants);
        Response::Redraw
    }

    fn scene(&self, now: f64) -> Scene {
        let mut scene = Scene::new(self.size.0, self.size.1);
        let theme = Theme::get(self.settings.theme);
        let game = &self.game;
        let targets = self.gestures.targets(&self.shapes);
        let last = self.played.len().checked_sub(1).and_then(|i| self.played_shapes.get(i));
        let motion = match &self.motion {
            Some((before, shape, started)) if now - started < self.settings.animation_ms => {
                let t = ((now - started) / self.settings.animation_ms).within(0.0, 1.0) as f32;
                Some(Motion { before, shape, t })
            }
            _ => None,
        };
        // The result shows once the last move has landed, beside the board (each game's draw).
        let result = match (game.outcome(), &motion) {
            (Some(outcome), None) => Some(crate::view::status::ending(&outcome, game.seats(), self.settings.lang)),
            (None, None) => self.ending.clone(),
            _ => None,
        };
        let look = Look {
            theme: &theme,
            lang: self.settings.lang,
            coordinates: self.settings.coordinates,
            held: self.gestures.route(),
            targets: &targets,
            pointer: if self.gestures.dragging() { self.ghost.or(self.pointer) } else { None },
            cursor: self.cursor,
            hover: self.hover,
            last,
            hint: self.hint.as_ref().or(self.arrow.as_ref()),
            motion,
            variant: self.gestures.variant(),
            finishable: self.finishable(),
            result: result.as_deref(),
        };
        let layout = self.layout.clone();
        game.draw(&layout, &look, &mut scene);
        #[cfg(feature = "lessons")]
        if !self.goals.is_empty() {
            goals::draw(game, &layout, &look, &self.goals, &mut scene);
        }
        scene
    }

    fn animating(&self, now: f64) -> bool {
        self.motion.as_ref().is_some_and(|(_, _, started)| now - started < self.settings.animation_ms)
    }

    fn status(&self) -> Status {
        Status {
            seats: self.game.seats(),
            to_move: self.game.to_move(),
            outcome: self.game.outcome(),
            plies: self.played.len(),
        }
    }

    fn play_notation(&mut self, text: &str, now: f64) -> Result<Response, Reason> {
        let mv = self.game.parse_move(text).map_err(|e| e.reason().clone())?;
        Ok(self.commit(mv, Some(now)))
    }

    fn play_index(&mut self, index: usize, now: f64) -> Result<Response, Reason> {
        let mv = self.moves.get(index).copied().ok_or_else(|| Reason::new(&WRONG_TURN))?;
        Ok(self.commit(mv, Some(now)))
    }

    fn legal_notations(&self) -> Vec<String> {
        self.moves.iter().map(|&m| self.game.notation(m)).collect()
    }

    fn undo(&mut self) -> bool {
        if self.played.pop().is_none() {
            return false;
        }
        self.played_shapes.pop();
        self.game.undo();
        self.notations.pop();
        self.entries.truncate(self.played.len());
        self.motion = None;
        self.gestures.clear();
        self.refresh();
        true
    }

    fn history(&self) -> &[String] {
        &self.notations
    }

    fn entries(&self, lang: Lang) -> Vec<Entry> {
        if lang == self.entries_lang && self.entries.len() == self.played.len() {
            return self.entries.clone();
        }
        let mut game = self.start.clone();
        let mut out = Vec::with_capacity(self.played.len());
        for (&mv, notation) in self.played.iter().zip(&self.notations) {
            out.push(Entry { notation: notation.clone(), said: game.say(mv, lang), seat: game.to_move() });
            game.play_unchecked(mv);
        }
        out
    }

    fn start_text(&self) -> String {
        self.start.to_text()
    }

    fn position_text(&self) -> String {
        self.game.to_text()
    }

    fn set_hint(&mut self, index: Option<usize>) {
        self.hint = index.and_then(|i| self.shapes.get(i).cloned());
    }

    #[cfg(feature = "lessons")]
    fn set_goals(&mut self, goals: Goals) {
        self.goals = goals;
    }

    fn set_ending(&mut self, ending: Option<String>) -> bool {
        let changed = self.ending != ending;
        self.ending = ending;
        changed
    }

    fn set_arrow(&mut self, notation: Option<&str>, before: bool) {
        let shown = self.played.len();
        let from = if before { shown.checked_sub(1) } else { Some(shown) };
        self.arrow = from.zip(notation).and_then(|(ply, n)| {
            let g = self.replayed(ply);
            Some(g.shape(g.parse_move(n).ok()?))
        });
    }

    fn locate(&self, name: &str) -> Option<Point> {
        let spots = self.cursor_spots();
        let spot = spots.into_iter().find(|&s| self.game.spot_name(s, Lang::En).eq_ignore_ascii_case(name))?;
        self.game.spot_center(&self.layout, spot)
    }

    fn title(&self, lang: Lang) -> String {
        self.game.title(lang).unwrap_or_else(|| self.kind.title().get(lang).to_string())
    }

    fn status_line(&self, lang: Lang) -> String {
        let status = self.status();
        let line = crate::view::status::sentence(&status, lang);
        match self.game.goal(lang).filter(|_| status.outcome.is_none()) {
            Some(goal) => format!("{line}. {goal}"),
            None => line,
        }
    }
}
