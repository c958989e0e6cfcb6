//! A painted frame as at most 256 colours, for a GIF. Our boards are flat areas of a few theme
//! colours with antialiased edges and text between them, so each frame gets its own palette:
//! every colour when there are at most 256 (the frame is then exact); otherwise the flat areas'
//! colours exactly, and the rest spread over the edges' blends (`choose`). Each pixel then takes
//! the nearest colour of the palette. No quantiser library: we know what we paint.

/// A frame in indexed colour: `palette` is RGB triples (at most 256), `indices` one per pixel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Indexed {
    pub palette: Vec<u8>,
    pub indices: Vec<u8>,
}

/// The most colours a frame is given: a GIF palette holds 256, one of which is kept for
/// "unchanged" (transparent: the frame before shows through).
pub const MAX_COLOURS: usize = 255;
/// A colour on at least one pixel in this many is a flat area: it is kept exactly.
const FLAT_SHARE: usize = 1000;

fn rgb(px: &[u8]) -> u32 {
    (px[0] as u32) << 16 | (px[1] as u32) << 8 | px[2] as u32
}

/// Squared distance weighted roughly as the eye sees it (green most, blue least).
fn distance(a: u32, b: u32) -> u32 {
    let d = |shift: u32| ((a >> shift & 0xFF) as i32 - (b >> shift & 0xFF) as i32).unsigned_abs();
    let (r, g, b) = (d(16), d(8), d(0));
    2 * r * r + 4 * g * g + 3 * b * b
}

/// The frame's distinct colours, sorted, with how many pixels have each.
fn histogram(rgba: &[u8]) -> Vec<(u32, u32)> {
    let mut colours: Vec<u32> = rgba.chunks_exact(4).map(rgb).collect();
    colours.sort_unstable();
    let mut out: Vec<(u32, u32)> = Vec::new();
    for c in colours {
        match out.last_mut() {
            Some((last, n)) if *last == c => *n += 1,
            _ => out.push((c, 1)),
        }
    }
    out
}

/// The palette for these colours (each with its count). The flat areas first, by size; then,
/// again and again, the colour furthest from every one chosen (weighted a little by how common
/// it is), which bounds how far any pixel lands from its colour.
fn choose(counts: &[(u32, u32)], pixels: usize) -> Vec<u32> {
    if counts.len() <= MAX_COLOURS {
        return counts.iter().map(|&(c, _)| c).collect();
    }
    let mut by_count: Vec<(u32, u32)> = counts.to_vec();
    by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let flat = (pixels / FLAT_SHARE).max(2) as u32;
    let mut chosen: Vec<u32> =
        by_count.iter().take_while(|&&(_, n)| n >= flat).take(MAX_COLOURS / 2).map(|&(c, _)| c).collect();
    let mut gap: Vec<u32> =
        counts.iter().map(|&(c, _)| chosen.iter().map(|&p| distance(p, c)).min().unwrap_or(u32::MAX)).collect();
    while chosen.len() < MAX_COLOURS {
        let weight = |i: usize| gap[i] as u64 * (1 + (counts[i].1.max(1)).ilog2() as u64);
        let Some(far) = (0..counts.len()).max_by_key(|&i| weight(i)) else { break };
        if gap[far] == 0 {
            break;
        }
        let c = counts[far].0;
        chosen.push(c);
        for (g, &(k, _)) in gap.iter_mut().zip(counts) {
            *g = (*g).min(distance(c, k));
        }
    }
    chosen
}

fn nearest(palette: &[u32], c: u32) -> u8 {
    let mut best = (u32::MAX, 0);
    for (i, &p) in palette.iter().enumerate() {
        let d = distance(p, c);
        if d < best.0 {
            best = (d, i);
            if d == 0 {
                break;
            }
        }
    }
    best.1 as u8
}

/// Indexes RGBA pixels (alpha is ignored: frames are painted on an opaque background).
pub fn index(rgba: &[u8]) -> Indexed {
    let counts = histogram(rgba);
    let chosen = choose(&counts, rgba.len() / 4);
    // Each distinct colour's index, in the histogram's (sorted) order, for a binary search.
    let index_of: Vec<u8> = counts.iter().map(|&(c, _)| nearest(&chosen, c)).collect();
    let mut indices = Vec::with_capacity(rgba.len() / 4);
    let mut last = None;
    for px in rgba.chunks_exact(4) {
        let c = rgb(px);
        let i = match last {
            // Runs of one colour are most of a board: no search for them.
            Some((lc, li)) if lc == c => li,
            _ => {
                let at = counts.binary_search_by_key(&c, |&(k, _)| k).unwrap_or(0);
                let i = index_of.get(at).copied().unwrap_or(0);
                last = Some((c, i));
                i
            }
        };
        indices.push(i);
    }
    let palette = chosen.iter().flat_map(|&c| [(c >> 16) as u8, (c >> 8) as u8, c as u8]).collect();
    Indexed { palette, indices }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixels(colours: &[u32]) -> Vec<u8> {
        colours.iter().flat_map(|&c| [(c >> 16) as u8, (c >> 8) as u8, c as u8, 255]).collect()
    }

    fn colour(ix: &Indexed, i: u8) -> u32 {
        let p = &ix.palette[i as usize * 3..i as usize * 3 + 3];
        rgb(&[p[0], p[1], p[2], 255])
    }

    #[test]
    fn few_colours_are_kept_exactly() {
        let frame = [0xF4EFE6, 0xEAD9B8, 0xF4EFE6, 0x0060A0, 0xEAD9B8];
        let ix = index(&pixels(&frame));
        assert_eq!(ix.palette.len(), 9);
        assert_eq!(ix.indices.len(), 5);
        for (&c, &i) in frame.iter().zip(&ix.indices) {
            assert_eq!(colour(&ix, i), c);
        }
    }

    /// Two flat colours and a smooth ramp of thousands of blends between many others: the flat
    /// colours are exact, the palette is full, and no pixel lands far from its colour.
    #[test]
    fn many_colours_keep_the_flat_ones_and_stay_near() {
        let mut frame = vec![0x1E2126; 5000];
        frame.extend(vec![0x4A5260; 3000]);
        for r in 0..32u32 {
            for g in 0..32u32 {
                for b in 0..4u32 {
                    frame.push(((r * 8) << 16) | ((g * 8) << 8) | (b * 64));
                }
            }
        }
        let ix = index(&pixels(&frame));
        assert_eq!(ix.palette.len(), MAX_COLOURS * 3);
        assert_eq!(colour(&ix, ix.indices[0]), 0x1E2126);
        assert_eq!(colour(&ix, ix.indices[5000]), 0x4A5260);
        let worst = frame.iter().zip(&ix.indices).map(|(&c, &i)| distance(c, colour(&ix, i))).max();
        // A 32 × 32 × 4 grid of blends in 254 colours: none further than a few steps away.
        assert!(worst.is_some_and(|w| w < 3 * 40 * 40), "{worst:?}");
    }

    #[test]
    fn the_nearest_colour_is_taken() {
        let palette = [0x000000, 0xFFFFFF, 0xFF0000];
        assert_eq!(nearest(&palette, 0x101010), 0);
        assert_eq!(nearest(&palette, 0xF0F0F0), 1);
        assert_eq!(nearest(&palette, 0xE01010), 2);
    }

    #[test]
    fn an_empty_frame_has_no_pixels() {
        let ix = index(&[]);
        assert!(ix.indices.is_empty() && ix.palette.is_empty());
    }
}
