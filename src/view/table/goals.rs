//! A lesson's goal drawn on the table (`Table::set_goals`): the squares to reach and the pieces
//! to capture, found by name among the game's spots and drawn by the marks of play.

use super::super::board::{BoardView, Look};
use super::super::marks::{tag, Marks};
use super::super::scene::Scene;
use crate::game::Lang;

/// The marks of a lesson's goal still to do, by spot name (as `Table::locate` takes them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Goals {
    pub reach: Vec<String>,
    pub capture: Vec<String>,
}

impl Goals {
    pub fn is_empty(&self) -> bool {
        self.reach.is_empty() && self.capture.is_empty()
    }
}

/// Draws `goals` over the game's scene, under anything lifted, flying or waiting on a route.
pub fn draw<G: BoardView>(game: &G, layout: &G::Layout, look: &Look<'_, G>, goals: &Goals, scene: &mut Scene) {
    let spots = game.spots(layout);
    let find = |name: &String| spots.iter().copied().find(|&s| game.spot_name(s, Lang::En).eq_ignore_ascii_case(name));
    let reach: Vec<_> = goals.reach.iter().filter_map(find).collect();
    let capture: Vec<_> = goals.capture.iter().filter_map(find).collect();
    let Some(unit) = reach.iter().chain(&capture).find_map(|&s| game.spot_outline(layout, s)).map(|o| o.reach() * 2.0)
    else {
        return;
    };
    let marks = Marks::new(game, layout, look, unit);
    let mut over = Scene::new(scene.width, scene.height);
    for &spot in &reach {
        marks.star(&mut over, spot);
    }
    for &spot in &capture {
        marks.quarry(&mut over, spot);
    }
    let above = |t: &str| [tag::DRAGGED, tag::FLYING, tag::WAITING].iter().any(|k| t.split(' ').next() == Some(k));
    let at = scene.tags.iter().find(|(_, t)| above(t)).map_or(scene.shapes.len(), |(i, _)| *i);
    scene.insert(at, over);
}
