//! Pictures of a game: the options of an animated GIF (checked, with bilingual refusals), the
//! list of its frames, and how a painted frame becomes indexed pixels (`palette`, `crop`). The
//! web layer paints each frame's scene; the tools wasm encodes. Nothing here knows a canvas.

pub mod crop;
pub mod palette;
pub mod words;

use crate::game::{Colour, Refusal, Text};

/// Which way up the board is in the pictures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// As the board is shown now.
    Seen,
    /// The first seat at the bottom (the board not turned).
    First,
    /// The second seat at the bottom (the board turned).
    Second,
}

impl Orientation {
    /// `seen`, `first`, `second`, or the colour of one of the first two seats (`white`).
    pub fn from_id(id: &str, seats: &[Colour]) -> Result<Orientation, PictureRefusal> {
        match id {
            "seen" => Ok(Orientation::Seen),
            "first" => Ok(Orientation::First),
            "second" => Ok(Orientation::Second),
            other => match seats.iter().take(2).position(|c| c.id() == other) {
                Some(0) => Ok(Orientation::First),
                Some(_) => Ok(Orientation::Second),
                None => Err(PictureRefusal::Orientation),
            },
        }
    }

    /// Whether the board is turned, given how it is shown now.
    pub fn flipped(self, shown_flipped: bool) -> bool {
        match self {
            Orientation::Seen => shown_flipped,
            Orientation::First => false,
            Orientation::Second => true,
        }
    }
}

/// The pause on each position, in milliseconds.
pub const DELAY_MS: (u32, u32) = (100, 10_000);
/// The GIF's width in pixels (its height follows the board's shape).
pub const SIZE: (u32, u32) = (160, 1200);
/// Frames drawn between two positions when moves are animated, and how long each shows.
pub const TWEENS: usize = 4;
const TWEEN_CS: u16 = 5;
/// The last position stays this many times longer: the end is what a viewer looks for.
const LAST_HOLD: u32 = 3;

/// What a GIF of a game looks like.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GifOptions {
    pub delay_ms: u32,
    pub orientation: Orientation,
    pub size: u32,
    /// Moves slide from square to square instead of jumping (frames in between).
    pub animate: bool,
}

impl Default for GifOptions {
    fn default() -> GifOptions {
        GifOptions { delay_ms: 1000, orientation: Orientation::Seen, size: 480, animate: false }
    }
}

impl GifOptions {
    /// Checks options given as numbers from outside (a page's script, a form): a delay or size
    /// out of range, or not a whole number, is refused by name.
    pub fn checked(
        delay_ms: f64,
        size: f64,
        orientation: Orientation,
        animate: bool,
    ) -> Result<GifOptions, PictureRefusal> {
        let whole =
            |x: f64, (lo, hi): (u32, u32)| (x.fract() == 0.0 && x >= lo as f64 && x <= hi as f64).then_some(x as u32);
        let delay_ms = whole(delay_ms, DELAY_MS).ok_or(PictureRefusal::Delay)?;
        let size = whole(size, SIZE).ok_or(PictureRefusal::Size)?;
        Ok(GifOptions { delay_ms, orientation, size, animate })
    }

    /// The GIF's size in pixels for a board laid out `width` × `height` CSS pixels.
    pub fn pixels(&self, width: f32, height: f32) -> (u16, u16) {
        let w = self.size.min(SIZE.1);
        let h = (w as f32 * height / width.max(1.0)).round().clamp(1.0, SIZE.1 as f32 * 4.0);
        (w as u16, h as u16)
    }
}

/// One frame of a GIF: the position after `ply` moves, the move into it shown at `progress`
/// (1 when it has landed), for `delay_cs` hundredths of a second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub ply: usize,
    pub progress: f32,
    pub delay_cs: u16,
}

/// The frames of a game of `plies` moves: every position from the start, with the moves in
/// between when they are animated.
pub fn frames(plies: usize, options: &GifOptions) -> Vec<Frame> {
    let delay_cs = (options.delay_ms / 10).max(1) as u16;
    let mut out = Vec::with_capacity((plies + 1) * if options.animate { TWEENS + 1 } else { 1 });
    for ply in 0..=plies {
        if options.animate && ply > 0 {
            for k in 1..=TWEENS {
                let progress = k as f32 / (TWEENS + 1) as f32;
                out.push(Frame { ply, progress, delay_cs: TWEEN_CS });
            }
        }
        out.push(Frame { ply, progress: 1.0, delay_cs });
    }
    if let Some(last) = out.last_mut() {
        last.delay_cs = (delay_cs as u32 * LAST_HOLD).min(u16::MAX as u32) as u16;
    }
    out
}

/// What making a GIF will cost, told before a long one is begun.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GifCost {
    pub frames: usize,
    pub width: u16,
    pub height: u16,
    /// About how long drawing and encoding it takes, in seconds.
    pub seconds: f64,
    /// About how large the file is, in bytes.
    pub bytes: f64,
}

/// Pixels drawn, indexed and encoded per second, and bytes of file per pixel: measured on a
/// 466-move game at 1200 px (134 s, 16 MB) and on this project's e2e games; an estimate
/// that errs long rather than short.
const PIXELS_PER_SECOND: f64 = 5.0e6;
const BYTES_PER_PIXEL: f64 = 0.025;
/// A GIF that takes longer than this is made only once the player has seen what it costs.
pub const LONG_GIF_SECONDS: f64 = 10.0;

impl GifCost {
    /// The cost of a GIF of a game of `plies` moves, laid out `width` × `height` CSS pixels.
    pub fn of(plies: usize, options: &GifOptions, width: f32, height: f32) -> GifCost {
        let frames = frames(plies, options).len();
        let (w, h) = options.pixels(width, height);
        let pixels = frames as f64 * w as f64 * h as f64;
        GifCost { frames, width: w, height: h, seconds: pixels / PIXELS_PER_SECOND, bytes: pixels * BYTES_PER_PIXEL }
    }

    /// Whether the player should be asked first.
    pub fn long(&self) -> bool {
        self.seconds > LONG_GIF_SECONDS
    }
}

/// Why a picture was not made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureRefusal {
    /// Options that are not an object of the documented fields and types.
    Options,
    Delay,
    Size,
    Orientation,
    /// The browser could not draw or encode it (no canvas, out of memory).
    Failed,
    /// The player or the page stopped it.
    Cancelled,
}

const OPTIONS: Text = crate::text!(
    "The options must be an object with delay, size, orientation, animate, onProgress and signal, each of its type.",
    "Volby musí být objekt s poli delay, size, orientation, animate, onProgress a signal, každé svého typu."
);
const DELAY: Text = crate::text!(
    "The delay must be a whole number of milliseconds from 100 to 10000.",
    "Prodleva musí být celý počet milisekund od 100 do 10000."
);
const SIZE_TEXT: Text = crate::text!(
    "The size must be a whole number of pixels from 160 to 1200.",
    "Velikost musí být celý počet pixelů od 160 do 1200."
);
const ORIENTATION: Text = crate::text!(
    "The orientation must be seen, first, second or the colour of one of the first two players.",
    "Natočení musí být seen, first, second nebo barva jednoho z prvních dvou hráčů."
);
const FAILED: Text = crate::text!("The browser could not make the picture.", "Prohlížeč obrázek nedokázal vytvořit.");
const CANCELLED: Text = crate::text!("The picture was cancelled.", "Obrázek byl zrušen.");

impl PictureRefusal {
    /// The code an embedding page matches on.
    pub fn code(self) -> &'static str {
        match self {
            PictureRefusal::Options | PictureRefusal::Delay | PictureRefusal::Size | PictureRefusal::Orientation => {
                "bad-options"
            }
            PictureRefusal::Failed => "picture-failed",
            PictureRefusal::Cancelled => "cancelled",
        }
    }
}

impl Refusal for PictureRefusal {
    fn text(&self) -> &'static Text {
        match self {
            PictureRefusal::Options => &OPTIONS,
            PictureRefusal::Delay => &DELAY,
            PictureRefusal::Size => &SIZE_TEXT,
            PictureRefusal::Orientation => &ORIENTATION,
            PictureRefusal::Failed => &FAILED,
            PictureRefusal::Cancelled => &CANCELLED,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Lang;

    const SEATS: [Colour; 2] = [Colour::White, Colour::Black];

    #[test]
    fn a_long_gif_is_known_before_it_is_begun() {
        let big = GifOptions { size: 1200, ..GifOptions::default() };
        let cost = GifCost::of(466, &big, 500.0, 500.0);
        assert_eq!((cost.frames, cost.width, cost.height), (467, 1200, 1200));
        // The game measured: 134 s and 16 MB.
        assert!((100.0..200.0).contains(&cost.seconds), "{cost:?}");
        assert!((10e6..25e6).contains(&cost.bytes), "{cost:?}");
        assert!(cost.long());
        let short = GifCost::of(30, &GifOptions::default(), 500.0, 500.0);
        assert!(!short.long(), "{short:?}");
        let slid = GifCost::of(30, &GifOptions { animate: true, ..GifOptions::default() }, 500.0, 500.0);
        assert_eq!(slid.frames, 31 + 30 * TWEENS);
    }

    #[test]
    fn orientations_by_name_and_by_colour() {
        assert_eq!(Orientation::from_id("seen", &SEATS), Ok(Orientation::Seen));
        assert_eq!(Orientation::from_id("white", &SEATS), Ok(Orientation::First));
        assert_eq!(Orientation::from_id("black", &SEATS), Ok(Orientation::Second));
        assert_eq!(Orientation::from_id("blue", &SEATS), Err(PictureRefusal::Orientation));
        assert!(
            Orientation::Seen.flipped(true) && !Orientation::First.flipped(true) && Orientation::Second.flipped(false)
        );
    }

    #[test]
    fn options_out_of_range_are_refused_by_kind() {
        let ok = GifOptions::checked(500.0, 480.0, Orientation::First, true);
        assert_eq!(ok, Ok(GifOptions { delay_ms: 500, orientation: Orientation::First, size: 480, animate: true }));
        for (delay, size, why) in [
            (99.0, 480.0, PictureRefusal::Delay),
            (10_001.0, 480.0, PictureRefusal::Delay),
            (f64::NAN, 480.0, PictureRefusal::Delay),
            (500.5, 480.0, PictureRefusal::Delay),
            (500.0, 159.0, PictureRefusal::Size),
            (500.0, f64::INFINITY, PictureRefusal::Size),
        ] {
            assert_eq!(GifOptions::checked(delay, size, Orientation::Seen, false), Err(why));
            assert_eq!(why.code(), "bad-options");
            assert!(why.render(Lang::Cs) != why.render(Lang::En));
        }
    }

    #[test]
    fn one_frame_per_position_the_last_held_longer() {
        let options = GifOptions { delay_ms: 1500, ..GifOptions::default() };
        let list = frames(60, &options);
        assert_eq!(list.len(), 61);
        assert!(list.iter().enumerate().all(|(i, f)| f.ply == i && f.progress == 1.0));
        assert_eq!(list[0].delay_cs, 150);
        assert_eq!(list[60].delay_cs, 450);
        assert_eq!(frames(0, &options).len(), 1);
    }

    #[test]
    fn animated_moves_have_frames_in_between() {
        let options = GifOptions { animate: true, ..GifOptions::default() };
        let list = frames(2, &options);
        assert_eq!(list.len(), 3 + 2 * TWEENS);
        let into_one: Vec<f32> = list.iter().filter(|f| f.ply == 1).map(|f| f.progress).collect();
        assert_eq!(into_one.len(), TWEENS + 1);
        assert!(into_one.windows(2).all(|w| w[0] < w[1]) && into_one[TWEENS] == 1.0);
    }

    #[test]
    fn the_gif_keeps_the_board_shape() {
        let options = GifOptions { size: 480, ..GifOptions::default() };
        assert_eq!(options.pixels(400.0, 300.0), (480, 360));
        assert_eq!(options.pixels(0.0, 0.0), (480, 1));
    }
}
