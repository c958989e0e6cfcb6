//! The QR code of an invitation link or an answer code: the matrix from the `qrcode` crate,
//! and an SVG of it, so that the page shows it with no canvas code.

use crate::game::{Reason, Text};
use crate::view::markup::escape;
use qrcode::{EcLevel, QrCode, Version};

/// The white margin around the code, in modules (the standard's quiet zone).
pub const QUIET: usize = 4;

const TOO_LONG: Text =
    crate::text!("The text is too long for a QR code ({0} bytes).", "Text je pro QR kód příliš dlouhý ({0} bajtů).");

/// A QR code as dark and light modules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    width: usize,
    version: i16,
    dark: Vec<bool>,
}

impl Qr {
    /// The smallest QR code of `text` at error correction level M (15 % of the code may be
    /// lost: a phone's camera reading a screen at an angle, a crease in a printed one).
    pub fn of(text: &str) -> Result<Qr, Reason> {
        let too_long = || Reason::with(&TOO_LONG, &[&text.len()]);
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).map_err(|_| too_long())?;
        let version = match code.version() {
            Version::Normal(v) | Version::Micro(v) => v,
        };
        let width = code.width();
        let dark = code.to_colors().into_iter().map(|c| c == qrcode::Color::Dark).collect();
        Ok(Qr { width, version, dark })
    }

    /// Modules on a side (without the quiet zone): 17 + 4 × version.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The QR version, 1..=40.
    pub fn version(&self) -> i16 {
        self.version
    }

    /// Whether the module at column `x`, row `y` is dark (outside the code: light).
    pub fn dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark.get(y * self.width + x).copied().unwrap_or(false)
    }

    /// The code as an SVG image: one path of the dark runs of each row on white, with the quiet
    /// zone, scaled by the page (its `viewBox` counts modules); `label` is its title, the
    /// text alternative screen readers say.
    pub fn to_svg(&self, label: &str) -> String {
        let side = self.width + 2 * QUIET;
        let mut path = String::new();
        for y in 0..self.width {
            let mut x = 0;
            while x < self.width {
                if !self.dark(x, y) {
                    x += 1;
                    continue;
                }
                let run = (x..self.width).take_while(|&i| self.dark(i, y)).count();
                path.push_str(&format!("M{} {}h{}v1h-{}z", x + QUIET, y + QUIET, run, run));
                x += run;
            }
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" shape-rendering=\"crispEdges\" \
             role=\"img\"><title>{}</title><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
             <path fill=\"#000\" d=\"{path}\"/></svg>",
            escape(label)
        )
    }
}
