//! The GIF encoder of the tools wasm: the page (or an embedded board) paints each frame and
//! hands its RGBA pixels here; each frame keeps only the rectangle that changed, indexed by
//! its own palette (`view::picture`), and `gif` (image-rs) writes it.

use crate::view::picture::crop::{changed, cut};
use crate::view::picture::palette::index;
use gif::{DisposalMethod, Encoder, Frame, Repeat};
use std::borrow::Cow;

/// An animated GIF being written.
pub struct GifMaker {
    encoder: Option<Encoder<Vec<u8>>>,
    width: u16,
    height: u16,
    previous: Option<Vec<u8>>,
}

impl GifMaker {
    /// A GIF of `width` × `height` pixels that loops for ever; None when it cannot start.
    pub fn new(width: u16, height: u16) -> Option<GifMaker> {
        if width == 0 || height == 0 {
            return None;
        }
        let mut encoder = Encoder::new(Vec::new(), width, height, &[]).ok()?;
        encoder.set_repeat(Repeat::Infinite).ok()?;
        Some(GifMaker { encoder: Some(encoder), width, height, previous: None })
    }

    /// Adds a frame of RGBA pixels (exactly width × height of them) shown for `delay_cs`
    /// hundredths of a second; false when it does not fit or cannot be written.
    pub fn frame(&mut self, rgba: &[u8], delay_cs: u16) -> bool {
        let (w, h) = (self.width as usize, self.height as usize);
        if rgba.len() != w * h * 4 {
            return false;
        }
        let Some(encoder) = self.encoder.as_mut() else { return false };
        let area = changed(self.previous.as_deref(), rgba, w, h);
        let now = cut(rgba, w, area);
        let mut indexed = index(&now);
        // Pixels as they were in the frame before are transparent: long runs of one index,
        // which LZW packs into almost nothing.
        let unchanged = self.previous.as_deref().map(|p| cut(p, w, area));
        let transparent = unchanged.map(|before| {
            let spare = (indexed.palette.len() / 3) as u8;
            for ((i, a), b) in indexed.indices.iter_mut().zip(before.chunks_exact(4)).zip(now.chunks_exact(4)) {
                if a == b {
                    *i = spare;
                }
            }
            indexed.palette.extend_from_slice(&[0, 0, 0]);
            spare
        });
        let frame = Frame {
            left: area.x as u16,
            top: area.y as u16,
            width: area.w as u16,
            height: area.h as u16,
            delay: delay_cs,
            // What changed is drawn over the frame before, which stays.
            dispose: DisposalMethod::Keep,
            transparent,
            palette: Some(indexed.palette),
            buffer: Cow::Owned(indexed.indices),
            ..Frame::default()
        };
        let written = encoder.write_frame(&frame).is_ok();
        self.previous = Some(rgba.to_vec());
        written
    }

    /// The GIF's bytes (empty when it could not be finished).
    pub fn finish(&mut self) -> Vec<u8> {
        self.previous = None;
        self.encoder.take().and_then(|e| e.into_inner().ok()).unwrap_or_default()
    }
}
