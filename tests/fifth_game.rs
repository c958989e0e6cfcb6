//! A fifth game needs only its engine (`Game`) and its view (`BoardView`): the table, the
//! gestures and the session take it as they are. The toy is the computer player's test game,
//! Count-down (`ai_toy`): a pile of stones from which the seats take 1, 2 or 3 in turn. Drawn
//! here as a track of cells with a token on the pile's count, a move drags the token down the
//! track; it is played through the session by drags, clicks and notation, refused in its own
//! words, ended, taken back and answered by the computer's seat.

mod ai_toy;

use ai_toy::{CountDown, Take};
use deskovna::app::seats::Player;
use deskovna::app::session::{Command, Event, Input, Purpose, Session};
use deskovna::game::{Game, Lang};
use deskovna::games::GameKind;
use deskovna::view::board::{BoardView, Look};
use deskovna::view::fields::Field;
use deskovna::view::gesture::{MoveShape, Spot};
use deskovna::view::help::HelpSection;
use deskovna::view::press::Pointer;
use deskovna::view::scene::{Paint, Point, Rect, Scene};
use deskovna::view::table::Match;

/// The track's cells: counts 0 to 11.
const CELLS: u16 = 12;
const CELL: f32 = 50.0;

/// The track across the middle of the board.
#[derive(Clone, Debug)]
pub struct Track {
    pub top: f32,
}

impl BoardView for CountDown {
    type Layout = Track;

    fn layout(&self, _width: f32, height: f32, _flipped: bool) -> Track {
        Track { top: (height - CELL) / 2.0 }
    }

    fn spot_at(&self, track: &Track, p: Point) -> Option<Spot> {
        let inside = p.x >= 0.0 && p.y >= track.top && p.y < track.top + CELL;
        let cell = (p.x / CELL) as u16;
        (inside && cell < CELLS).then_some(cell)
    }

    fn spot_center(&self, track: &Track, spot: Spot) -> Option<Point> {
        (spot < CELLS).then(|| Point::new((f32::from(spot) + 0.5) * CELL, track.top + CELL / 2.0))
    }

    fn spots(&self, _: &Track) -> Vec<Spot> {
        (0..CELLS).collect()
    }

    fn spot_name(&self, spot: Spot, _: Lang) -> String {
        format!("{spot} stones")
    }

    fn shape(&self, mv: Take) -> MoveShape {
        let from = u16::from(self.stones);
        MoveShape { route: vec![from, from.saturating_sub(mv.0.into())], variant: 0, period: 1, any_order: false }
    }

    fn route_move(&self, route: &[Spot]) -> Option<Take> {
        // A drag passes over the cells between: the move is its two ends.
        match route {
            [from, .., to] if *from == u16::from(self.stones) && to < from => u8::try_from(from - to).ok().map(Take),
            _ => None,
        }
    }

    fn option_fields() -> Vec<Field> {
        Vec::new()
    }

    fn help() -> Vec<HelpSection> {
        Vec::new()
    }

    fn draw(&self, track: &Track, look: &Look<Self>, scene: &mut Scene) {
        for cell in 0..CELLS {
            let colour = if cell % 2 == 0 { look.theme.light_square } else { look.theme.dark_square };
            scene.rect(Rect::new(f32::from(cell) * CELL, track.top, CELL, CELL), 0.0, Paint::fill(colour));
        }
        if let Some(c) = self.spot_center(track, u16::from(self.stones)) {
            scene.circle(c, CELL / 3.0, Paint::fill(look.theme.blue.0));
        }
    }

    fn describe(&self, _: Lang) -> String {
        format!("{} stones left.", self.stones)
    }

    fn say(&self, mv: Take, _: Lang) -> String {
        format!("Takes {}.", mv.0)
    }
}

/// A session of Count-down from 7 stones, two seats (under a kind's name: the page's registry
/// is not asked for it).
fn count_down(seats: Vec<Player>) -> Session {
    let table = Match::new(GameKind::Drake, CountDown::new(7, 2, false));
    let mut s = Session::new(Box::new(table), seats, false);
    s.handle(Event::Input(Input::Focus), 0.0);
    s
}

fn moved(out: &[Command]) -> Vec<&str> {
    out.iter()
        .filter_map(|c| match c {
            Command::Moved { notation, .. } => Some(notation.as_str()),
            _ => None,
        })
        .collect()
}

/// The centre of `cell` on the table laid out at its size.
fn cell(s: &Session, cell: u16) -> Point {
    let (_, height) = s.table().size();
    Point::new((f32::from(cell) + 0.5) * CELL, height / 2.0)
}

fn drag(s: &mut Session, from: u16, to: u16) -> Vec<Command> {
    let (a, b) = (cell(s, from), cell(s, to));
    let mut out = s.handle(Event::Input(Input::Down(a, Pointer::Mouse)), 0.0);
    out.extend(s.handle(Event::Input(Input::Move(a.lerp(b, 0.5))), 10.0));
    out.extend(s.handle(Event::Input(Input::Move(b)), 20.0));
    out.extend(s.handle(Event::Input(Input::Up(b)), 30.0));
    out
}

#[test]
fn a_toy_game_is_dragged_clicked_and_played_by_notation_through_the_session() {
    let mut s = count_down(vec![Player::Human, Player::Human]);
    assert_eq!(moved(&drag(&mut s, 7, 5)), ["2"], "a drag two cells down");
    let (a, b) = (cell(&s, 5), cell(&s, 4));
    s.handle(Event::Input(Input::Down(a, Pointer::Finger)), 100.0);
    s.handle(Event::Input(Input::Up(a)), 110.0);
    s.handle(Event::Input(Input::Down(b, Pointer::Finger)), 200.0);
    assert_eq!(moved(&s.handle(Event::Input(Input::Up(b)), 210.0)), ["1"], "click, click");
    assert_eq!(moved(&s.handle(Event::Play("3".into()), 300.0)), ["3"]);
    assert_eq!(s.table().history(), ["2", "1", "3"]);
    assert_eq!(s.table().status().to_move, 1);
}

#[test]
fn the_toy_game_s_refusals_are_its_own_and_change_nothing() {
    let mut s = count_down(vec![Player::Human, Player::Human]);
    let out = drag(&mut s, 7, 3);
    let refused: Vec<String> = out
        .iter()
        .filter_map(|c| match c {
            Command::Refused(r) => Some(r.render(Lang::Cs)),
            _ => None,
        })
        .collect();
    assert_eq!(refused, ["ne"], "the engine's own word for taking four: {out:?}");
    assert!(s.table().history().is_empty());
    let out = s.handle(Event::Play("5".into()), 0.0);
    assert!(out.iter().any(|c| matches!(c, Command::Refused(_))) && moved(&out).is_empty(), "{out:?}");
    assert!(s.table().history().is_empty());
}

#[test]
fn the_toy_game_ends_and_is_taken_back() {
    let mut s = count_down(vec![Player::Human, Player::Human]);
    for mv in ["3", "3"] {
        s.handle(Event::Play(mv.into()), 0.0);
    }
    let out = s.handle(Event::Play("1".into()), 0.0);
    assert!(out.iter().any(|c| matches!(c, Command::Ended(_))), "the last stone is taken: {out:?}");
    let outcome = s.table().status().outcome.expect("over");
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [0]);
    s.handle(Event::Undo, 0.0);
    assert_eq!(s.table().history(), ["3", "3"]);
    assert!(s.table().status().outcome.is_none());
}

#[test]
fn the_computer_s_seat_of_a_toy_game_is_asked_and_its_answer_played() {
    let mut s = count_down(vec![Player::Human, Player::Computer(1)]);
    let out = s.handle(Event::Play("1".into()), 0.0);
    let plies = out
        .iter()
        .find_map(|c| match c {
            Command::Wait { plies, .. } => Some(*plies),
            _ => None,
        })
        .expect("the computer waits its turn");
    let out = s.handle(Event::Due { plies }, 0.0);
    let request = out
        .iter()
        .find_map(|c| match c {
            Command::Ask(r) => Some(r.clone()),
            _ => None,
        })
        .expect("and asks");
    assert_eq!(request.purpose, Purpose::Move);
    assert_eq!((request.start.as_str(), request.moves.clone()), ("7_2_0", vec!["1".to_string()]));
    let out = s.handle(Event::Answer { id: request.id, reply: Ok(Some("2".into())) }, 0.0);
    assert_eq!(moved(&out), ["2"]);
    assert_eq!(s.table().history(), ["1", "2"]);
    assert_eq!(CountDown::from_text(&s.table().position_text()).map(|g| g.stones), Ok(4));
}
