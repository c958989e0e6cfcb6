//! Words on the board beside what the game draws: the result's band, and where there is room
//! for a line of words.

use super::tag;
use crate::view::scene::{fit_text, Align, Paint, Rect, Scene};
use crate::view::theme::Theme;

/// The result in a slim band filling `area`; where the whole sentence would be too small to
/// read, only who won (the words before the colon; the page says why).
pub fn result(scene: &mut Scene, theme: &Theme, area: Rect, text: &str) {
    let room = area.w - area.h * 0.6;
    let largest = (area.h * 0.62).min(20.0);
    let short = text.split(':').next().unwrap_or(text);
    let text = if fit_text(text, largest, room, true) >= 9.0 { text } else { short };
    let size = fit_text(text, largest, room, true).max(7.0);
    scene.tag(tag::RESULT);
    scene.rect(area, area.h * 0.3, Paint::both(theme.background, theme.text, 1.5));
    scene.text(area.center(), text, size, theme.text, Align::Center, true);
}

/// A band for a line of words beside `content` (what the game draws), never over it: above or
/// below it, where there is more room, at most `height` high; else at the top of a column
/// left or right of it wide enough for words; `None` when there is no such room.
pub fn free_band(scene: &Scene, content: Rect, height: f32) -> Option<Rect> {
    let above = content.y;
    let below = scene.height - (content.y + content.h);
    let room = above.max(below) - 4.0;
    if room >= 14.0 {
        let h = room.min(height);
        let y = if above >= below { (content.y - 2.0 - h).max(0.0) } else { content.y + content.h + 2.0 };
        return Some(Rect::new(content.x, y, content.w, h));
    }
    let left = content.x;
    let right = scene.width - (content.x + content.w);
    let side = left.max(right) - 8.0;
    if side < 120.0 {
        return None;
    }
    let x = if left >= right { 4.0 } else { content.x + content.w + 4.0 };
    Some(Rect::new(x, content.y, side, height.min(content.h)))
}
