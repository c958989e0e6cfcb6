//! Rules help: sections of text in both languages, each with an optional diagram that the
//! renderer draws (a troop's actions, a Camelot charge, a Drakoburg piece's moves, a shamrock).

use super::scene::Scene;
use super::theme::Theme;
use crate::game::{Lang, Text};

/// Draws a diagram into a scene whose `width` and `height` are already set.
pub type DrawDiagram = fn(&mut Scene, &Theme, Lang);

pub struct HelpSection {
    pub title: &'static Text,
    /// Paragraphs separated by blank lines.
    pub body: &'static Text,
    pub diagram: Option<DrawDiagram>,
}

/// A diagram in a scene of `width × height`.
pub fn render(draw: DrawDiagram, width: f32, height: f32, theme: &Theme, lang: Lang) -> Scene {
    let mut scene = Scene::new(width, height);
    draw(&mut scene, theme, lang);
    scene
}
