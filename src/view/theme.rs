//! Board themes: a light, a dark and a high-contrast one. Player colours follow the
//! Okabe–Ito palette, which colour-blind players can tell apart.

use super::scene::Rgba;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThemeName {
    Light,
    Dark,
    Contrast,
}

impl ThemeName {
    pub const ALL: [ThemeName; 3] = [ThemeName::Light, ThemeName::Dark, ThemeName::Contrast];

    pub fn id(self) -> &'static str {
        match self {
            ThemeName::Light => "light",
            ThemeName::Dark => "dark",
            ThemeName::Contrast => "contrast",
        }
    }

    pub fn from_id(id: &str) -> Option<ThemeName> {
        ThemeName::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// The colours a board is drawn in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theme {
    pub background: Rgba,
    pub light_square: Rgba,
    pub dark_square: Rgba,
    pub line: Rgba,
    pub coordinate: Rgba,
    pub mountain: Rgba,
    pub mountain_snow: Rgba,
    /// A Shamrock meadow tile's fill and its edge.
    pub meadow: (Rgba, Rgba),
    /// Fill of a piece or tile per seat colour, and its ink (lines and marks on it).
    pub blue: (Rgba, Rgba),
    pub orange: (Rgba, Rgba),
    pub white: (Rgba, Rgba),
    pub black: (Rgba, Rgba),
    pub red: (Rgba, Rgba),
    pub yellow: (Rgba, Rgba),
    pub target: Rgba,
    pub capture: Rgba,
    pub selected: Rgba,
    pub last_move: Rgba,
    pub cursor: Rgba,
    pub check: Rgba,
    pub text: Rgba,
}

impl Theme {
    pub fn get(name: ThemeName) -> Theme {
        match name {
            ThemeName::Light => LIGHT,
            ThemeName::Dark => DARK,
            ThemeName::Contrast => CONTRAST,
        }
    }
}

const LIGHT: Theme = Theme {
    background: Rgba::hex(0xF4EFE6),
    light_square: Rgba::hex(0xEAD9B8),
    dark_square: Rgba::hex(0xD2B98F),
    line: Rgba::hex(0x8A6F4E),
    coordinate: Rgba::hex(0x5B4630),
    mountain: Rgba::hex(0x7D7468),
    mountain_snow: Rgba::hex(0xFBFBF8),
    meadow: (Rgba::hex(0xDDE9C8), Rgba::hex(0x6E8F55)),
    blue: (Rgba::hex(0xD6E9F6), Rgba::hex(0x0060A0)),
    orange: (Rgba::hex(0xFBE7C2), Rgba::hex(0x8A5200)),
    white: (Rgba::hex(0xFAF8F2), Rgba::hex(0x2B2B2B)),
    black: (Rgba::hex(0x2E2A26), Rgba::hex(0xF2EEE6)),
    red: (Rgba::hex(0xD55E00), Rgba::hex(0x5A2000)),
    yellow: (Rgba::hex(0xF0E442), Rgba::hex(0x5A5200)),
    target: Rgba(30, 120, 60, 150),
    capture: Rgba(200, 40, 30, 170),
    selected: Rgba(40, 120, 220, 110),
    last_move: Rgba(230, 200, 40, 110),
    cursor: Rgba::hex(0x1B5FC1),
    check: Rgba(220, 30, 30, 180),
    text: Rgba::hex(0x2B2118),
};

const DARK: Theme = Theme {
    background: Rgba::hex(0x1E2126),
    light_square: Rgba::hex(0x4A5260),
    dark_square: Rgba::hex(0x363C47),
    line: Rgba::hex(0x5E6675),
    coordinate: Rgba::hex(0xC4CCD8),
    mountain: Rgba::hex(0x8C8478),
    mountain_snow: Rgba::hex(0xE8E8E8),
    meadow: (Rgba::hex(0x34463A), Rgba::hex(0x8DB38A)),
    blue: (Rgba::hex(0x2C4F6E), Rgba::hex(0x9ED0F5)),
    orange: (Rgba::hex(0x6A4A1A), Rgba::hex(0xFFC766)),
    white: (Rgba::hex(0xE8E4DA), Rgba::hex(0x1A1A1A)),
    black: (Rgba::hex(0x101010), Rgba::hex(0xE0DCD2)),
    red: (Rgba::hex(0xE0701A), Rgba::hex(0x2A0E00)),
    yellow: (Rgba::hex(0xEEE050), Rgba::hex(0x2A2600)),
    target: Rgba(90, 200, 120, 150),
    capture: Rgba(240, 80, 70, 180),
    selected: Rgba(90, 160, 255, 120),
    last_move: Rgba(220, 190, 60, 60),
    cursor: Rgba::hex(0x7FB2FF),
    check: Rgba(255, 60, 60, 190),
    text: Rgba::hex(0xE6E9EE),
};

/// High contrast: black and white squares, saturated colour-blind-safe inks, thick marks.
const CONTRAST: Theme = Theme {
    background: Rgba::hex(0x000000),
    light_square: Rgba::hex(0xFFFFFF),
    dark_square: Rgba::hex(0xC8C8C8),
    line: Rgba::hex(0x000000),
    coordinate: Rgba::hex(0xFFFFFF),
    mountain: Rgba::hex(0x404040),
    mountain_snow: Rgba::hex(0xFFFFFF),
    meadow: (Rgba::hex(0xFFFFFF), Rgba::hex(0x000000)),
    blue: (Rgba::hex(0xFFFFFF), Rgba::hex(0x0050A0)),
    orange: (Rgba::hex(0xFFFFFF), Rgba::hex(0xB05000)),
    white: (Rgba::hex(0xFFFFFF), Rgba::hex(0x000000)),
    black: (Rgba::hex(0x000000), Rgba::hex(0xFFFFFF)),
    red: (Rgba::hex(0xD55E00), Rgba::hex(0x000000)),
    yellow: (Rgba::hex(0xF0E442), Rgba::hex(0x000000)),
    target: Rgba(0, 158, 115, 230),
    capture: Rgba(213, 0, 0, 230),
    selected: Rgba(0, 114, 178, 200),
    last_move: Rgba(240, 228, 66, 200),
    cursor: Rgba::hex(0xCC79A7),
    check: Rgba(213, 0, 0, 230),
    text: Rgba::hex(0xFFFFFF),
};
