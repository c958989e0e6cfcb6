//! Between two positions only a few squares change: a GIF frame needs to carry only the
//! rectangle that changed (the previous frame stays under it), which keeps long games small.

/// A rectangle of pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    pub x: usize,
    pub y: usize,
    pub w: usize,
    pub h: usize,
}

/// The smallest rectangle holding every pixel that differs between two RGBA frames of
/// `width` × `height`; one pixel when nothing changed (a GIF frame is never empty), the whole
/// frame when there is no previous one or the sizes do not match.
pub fn changed(previous: Option<&[u8]>, current: &[u8], width: usize, height: usize) -> Area {
    let whole = Area { x: 0, y: 0, w: width, h: height };
    let Some(previous) = previous.filter(|p| p.len() == current.len() && current.len() == width * height * 4) else {
        return whole;
    };
    let row = width * 4;
    let differs = |y: usize| previous[y * row..(y + 1) * row] != current[y * row..(y + 1) * row];
    let Some(top) = (0..height).find(|&y| differs(y)) else { return Area { x: 0, y: 0, w: 1, h: 1 } };
    let bottom = (top..height).rev().find(|&y| differs(y)).unwrap_or(top);
    let (mut left, mut right) = (width, 0);
    for y in top..=bottom {
        let (a, b) = (&previous[y * row..(y + 1) * row], &current[y * row..(y + 1) * row]);
        if let Some(x) = (0..width).find(|&x| a[x * 4..x * 4 + 4] != b[x * 4..x * 4 + 4]) {
            left = left.min(x);
        }
        if let Some(x) = (0..width).rev().find(|&x| a[x * 4..x * 4 + 4] != b[x * 4..x * 4 + 4]) {
            right = right.max(x);
        }
    }
    if left > right {
        return whole;
    }
    Area { x: left, y: top, w: right - left + 1, h: bottom - top + 1 }
}

/// The pixels of `area` cut out of an RGBA frame `width` pixels wide.
pub fn cut(rgba: &[u8], width: usize, area: Area) -> Vec<u8> {
    let mut out = Vec::with_capacity(area.w * area.h * 4);
    for y in area.y..area.y + area.h {
        let start = (y * width + area.x) * 4;
        if let Some(row) = rgba.get(start..start + area.w * 4) {
            out.extend_from_slice(row);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(w: usize, h: usize, lit: &[(usize, usize)]) -> Vec<u8> {
        let mut f = vec![10u8; w * h * 4];
        for &(x, y) in lit {
            f[(y * w + x) * 4] = 200;
        }
        f
    }

    #[test]
    fn the_changed_rectangle_holds_every_change() {
        let a = frame(8, 6, &[]);
        let b = frame(8, 6, &[(2, 1), (5, 4), (3, 3)]);
        let area = changed(Some(&a), &b, 8, 6);
        assert_eq!(area, Area { x: 2, y: 1, w: 4, h: 4 });
        let piece = cut(&b, 8, area);
        assert_eq!(piece.len(), 4 * 4 * 4);
        assert_eq!(piece[0], 200); // (2, 1) is the corner
        assert_eq!(piece[((3 * 4) + 3) * 4], 200); // (5, 4) the opposite one
    }

    #[test]
    fn no_change_is_one_pixel_and_no_previous_is_everything() {
        let a = frame(4, 4, &[(1, 1)]);
        assert_eq!(changed(Some(&a), &a, 4, 4), Area { x: 0, y: 0, w: 1, h: 1 });
        assert_eq!(changed(None, &a, 4, 4), Area { x: 0, y: 0, w: 4, h: 4 });
        assert_eq!(changed(Some(&a[..8]), &a, 4, 4), Area { x: 0, y: 0, w: 4, h: 4 });
    }
}
