//! The tags of the marks of play: one vocabulary for every game, for the view tests (which find
//! marks in a scene by them) and for anything else that reads scenes.
//!
//! A tag names the shape pushed right after it: `"<kind> <what>"`, where `<what>` is a spot
//! name as `BoardView::spot_name` gives it in English (`"b2"`, `"Blue stack"`, `"+1-1"`,
//! `"Display 1"`) — the names `Table::locate` takes — or a route of them joined by `-`
//! (`"F7-H5-J7"`; Shamrock's cell names contain `-` themselves, so compare route tags whole).
//! Find marks with `Scene::tagged(kind)` or compare with the functions here.
//!
//! What a game draws of its own (pieces, tiles, castles, the panel) it tags in its own words;
//! those tags are listed in each game's `draw` module.

/// A lit spot where the held route may go on.
pub const TARGET: &str = "target";
/// A lit spot where the held route goes on and captures.
pub const CAPTURE: &str = "capture";
/// A spot the held piece would go to if it were turned otherwise (a Shamrock tile).
pub const TURN_FIRST: &str = "turn-first";
/// A word on a lit spot (the cost of a leprechaun's step).
pub const LABEL: &str = "label";
/// The spot the held piece was picked up from.
pub const HELD: &str = "held";
/// The route held so far (more than one spot).
pub const ROUTE: &str = "route";
/// The end of a held route that is a whole move but could go on: click it again (or press
/// Enter) to finish there.
pub const DONE: &str = "done";
/// A piece standing on the last spot of a held route, waiting for the route to go on.
pub const WAITING: &str = "waiting";
/// A piece shown faintly where a move would put it.
pub const GHOST: &str = "ghost";
/// A spot of the last move.
pub const LAST: &str = "last";
/// The last move's route, drawn as arrows.
pub const LAST_ROUTE: &str = "last-route";
/// A suggested move.
pub const HINT: &str = "hint";
/// The keyboard cursor.
pub const CURSOR: &str = "cursor";
/// The piece under the pointer during a drag.
pub const DRAGGED: &str = "dragged";
/// The piece moving in the animation of the last move.
pub const FLYING: &str = "flying";
/// A leader in check.
pub const CHECK: &str = "check";
/// A piece that must capture now.
pub const MUST_CAPTURE: &str = "must-capture";
/// A piece that must leave its castle now.
pub const MUST_LEAVE: &str = "must-leave";
/// A piece the held route would take.
pub const TO_TAKE: &str = "to-take";
/// Where the last move took a piece that stood off its route (a leap's jumped piece).
pub const TAKEN: &str = "taken";
/// Where the rules removed a piece after the last move (a mated Těžkooděnec).
pub const REMOVED: &str = "removed";
/// How the game ended.
pub const RESULT: &str = "result";
/// A prompt under the board.
pub const CAPTION: &str = "caption";
/// A file letter or rank number.
pub const COORDINATE: &str = "coordinate";
/// A lesson's square to reach.
pub const STAR: &str = "star";
/// A lesson's piece to capture.
pub const QUARRY: &str = "quarry";

/// Every kind of mark, for whatever wants to check that a scene uses no other.
pub const ALL: [&str; 26] = [
    TARGET,
    CAPTURE,
    TURN_FIRST,
    LABEL,
    HELD,
    ROUTE,
    DONE,
    WAITING,
    GHOST,
    LAST,
    LAST_ROUTE,
    HINT,
    CURSOR,
    DRAGGED,
    FLYING,
    CHECK,
    MUST_CAPTURE,
    MUST_LEAVE,
    TO_TAKE,
    TAKEN,
    REMOVED,
    RESULT,
    CAPTION,
    COORDINATE,
    STAR,
    QUARRY,
];

/// `"<kind> <what>"`.
pub fn of(kind: &str, what: &str) -> String {
    if what.is_empty() {
        kind.to_string()
    } else {
        format!("{kind} {what}")
    }
}

/// A route's spot names joined by `-` (by hand: `join` over `&str` would be a second copy of
/// it in the page's bundle beside the one over `String`).
pub fn route_of<S: AsRef<str>>(names: &[S]) -> String {
    let mut route = String::new();
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            route.push('-');
        }
        route.push_str(name.as_ref());
    }
    route
}

pub fn star(spot: &str) -> String {
    of(STAR, spot)
}

pub fn quarry(spot: &str) -> String {
    of(QUARRY, spot)
}

pub fn target(spot: &str) -> String {
    of(TARGET, spot)
}

pub fn capture(spot: &str) -> String {
    of(CAPTURE, spot)
}

pub fn turn_first(spot: &str) -> String {
    of(TURN_FIRST, spot)
}

pub fn label(spot: &str, text: &str) -> String {
    format!("{LABEL} {spot} {text}")
}

pub fn held(spot: &str) -> String {
    of(HELD, spot)
}

pub fn route<S: AsRef<str>>(names: &[S]) -> String {
    of(ROUTE, &route_of(names))
}

pub fn done(spot: &str) -> String {
    of(DONE, spot)
}

pub fn waiting(what: &str, spot: &str) -> String {
    format!("{WAITING} {what} {spot}")
}

pub fn ghost(spot: &str, what: &str) -> String {
    format!("{GHOST} {spot} {what}")
}

pub fn last(spot: &str) -> String {
    of(LAST, spot)
}

pub fn last_route<S: AsRef<str>>(names: &[S]) -> String {
    of(LAST_ROUTE, &route_of(names))
}

pub fn hint<S: AsRef<str>>(names: &[S]) -> String {
    of(HINT, &route_of(names))
}

pub fn cursor(spot: &str) -> String {
    of(CURSOR, spot)
}

pub fn dragged(what: &str) -> String {
    of(DRAGGED, what)
}

pub fn flying(what: &str) -> String {
    of(FLYING, what)
}

pub fn check(spot: &str) -> String {
    of(CHECK, spot)
}

pub fn must_capture(spot: &str) -> String {
    of(MUST_CAPTURE, spot)
}

pub fn must_leave(spot: &str) -> String {
    of(MUST_LEAVE, spot)
}

pub fn to_take(spot: &str) -> String {
    of(TO_TAKE, spot)
}

pub fn taken(spot: &str) -> String {
    of(TAKEN, spot)
}

pub fn removed(spot: &str) -> String {
    of(REMOVED, spot)
}

pub fn coordinate(text: &str) -> String {
    of(COORDINATE, text)
}

/// The kind of a tag (its first word, or the whole of a one-word tag).
pub fn kind(tag: &str) -> &str {
    let mut best = "";
    for k in ALL {
        let fits = tag == k || tag.strip_prefix(k).is_some_and(|rest| rest.starts_with(' '));
        if fits && k.len() > best.len() {
            best = k;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_distinct_and_read_back() {
        let mut kinds = ALL.to_vec();
        let n = kinds.len();
        kinds.sort_unstable();
        kinds.dedup();
        assert_eq!(kinds.len(), n);
        assert_eq!(kind(&last_route(&["F7", "H5"])), LAST_ROUTE);
        assert_eq!(kind(&last("b2")), LAST);
        assert_eq!(kind(RESULT), RESULT);
        assert_eq!(kind("troop b2 blue Drake face"), "");
        assert_eq!(hint(&["Display 1", "+1-1"]), "hint Display 1-+1-1");
    }
}
