//! The player's settings and how they are remembered: one line `key=value;…` in storage,
//! read tolerantly (an unknown or broken entry falls back to its default).

use crate::game::Lang;
use crate::view::theme::ThemeName;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prefs {
    pub lang: Option<Lang>,
    pub theme: ThemeName,
    pub coordinates: bool,
    /// Animation length in ms (0: off).
    pub animation_ms: u32,
    pub sound: bool,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs { lang: None, theme: ThemeName::Light, coordinates: true, animation_ms: 220, sound: true }
    }
}

/// The animation speeds offered: (id, ms).
pub const SPEEDS: [(&str, u32); 4] = [("off", 0), ("fast", 120), ("normal", 220), ("slow", 450)];

impl Prefs {
    pub fn to_line(&self) -> String {
        let speed = SPEEDS.iter().find(|s| s.1 == self.animation_ms).map_or("normal", |s| s.0);
        let mut parts = vec![
            format!("theme={}", self.theme.id()),
            format!("coordinates={}", if self.coordinates { "on" } else { "off" }),
            format!("animation={speed}"),
            format!("sound={}", if self.sound { "on" } else { "off" }),
        ];
        if let Some(lang) = self.lang {
            parts.insert(0, format!("lang={}", lang.code()));
        }
        parts.join(";")
    }

    pub fn from_line(line: &str) -> Prefs {
        let mut p = Prefs::default();
        for part in line.split(';') {
            let Some((k, v)) = part.split_once('=') else { continue };
            match (k.trim(), v.trim()) {
                ("lang", "cs") => p.lang = Some(Lang::Cs),
                ("lang", "en") => p.lang = Some(Lang::En),
                ("theme", t) => p.theme = ThemeName::from_id(t).unwrap_or(p.theme),
                ("coordinates", v) => p.coordinates = v != "off",
                ("animation", v) => p.animation_ms = SPEEDS.iter().find(|s| s.0 == v).map_or(p.animation_ms, |s| s.1),
                ("sound", v) => p.sound = v != "off",
                _ => {}
            }
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let p = Prefs {
            lang: Some(Lang::Cs),
            theme: ThemeName::Contrast,
            coordinates: false,
            animation_ms: 0,
            sound: false,
        };
        assert_eq!(Prefs::from_line(&p.to_line()), p);
        assert_eq!(Prefs::from_line(&Prefs::default().to_line()), Prefs::default());
    }

    #[test]
    fn garbage_falls_back_to_defaults() {
        assert_eq!(Prefs::from_line("theme=neon;;=;animation=warp;x"), Prefs::default());
        assert_eq!(Prefs::from_line("").theme, ThemeName::Light);
    }
}
