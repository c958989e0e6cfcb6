//! The home page's card pictures: each game's start position drawn by its own view as an SVG
//! (`view::svg`), one per theme and language, written at build time (scripts/postbuild.mjs runs
//! `cards <folder>`), so that the home page shows every board with no engine loaded.

use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::registry::new_table;
use deskovna::view::svg::svg;
use deskovna::view::table::Looks;
use deskovna::view::theme::ThemeName;
use std::io::Error;

/// The size of a card's picture in CSS pixels (the page's `.preview`).
const SIZE: (f32, f32) = (240.0, 200.0);

fn main() -> std::io::Result<()> {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "cards".into());
    for &kind in GameKind::ALL {
        for theme in ThemeName::ALL {
            for lang in [Lang::En, Lang::Cs] {
                let mut table = new_table(kind, &[]).map_err(|e| Error::other(e.reason().to_string()))?;
                table.set_settings(Looks { lang, theme, coordinates: false, animation_ms: 0.0 });
                table.resize(SIZE.0, SIZE.1);
                let name = format!("{dir}/{}-{}-{}.svg", kind.id(), theme.id(), lang.code());
                std::fs::write(name, svg(&table.scene(0.0)))?;
            }
        }
    }
    Ok(())
}
