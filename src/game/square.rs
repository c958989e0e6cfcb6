//! Square names on rectangular boards: files as letters, ranks as numbers (`b2`, `G16`).

/// The name of the square at zero-based `file`, `rank`, with upper- or lower-case file letters.
pub fn square_name(file: usize, rank: usize, upper: bool) -> String {
    let base = if upper { b'A' } else { b'a' };
    format!("{}{}", (base + file as u8) as char, rank + 1)
}

/// Reads a square name at the start of `text`: a file letter (either case) and a rank
/// `1..=99`. Returns zero-based (file, rank) and the bytes read; no bounds check beyond that.
pub fn read_square(text: &str) -> Option<(usize, usize, usize)> {
    let bytes = text.as_bytes();
    let letter = *bytes.first()?;
    if !letter.is_ascii_alphabetic() {
        return None;
    }
    let file = (letter.to_ascii_lowercase() - b'a') as usize;
    let digits = bytes[1..].iter().take(2).take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let rank: usize = text.get(1..1 + digits)?.parse().ok()?;
    if rank == 0 {
        return None;
    }
    Some((file, rank - 1, 1 + digits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for (f, r, upper) in [(0, 0, false), (11, 15, true), (6, 6, false)] {
            let name = square_name(f, r, upper);
            assert_eq!(read_square(&name), Some((f, r, name.len())));
        }
        assert_eq!(square_name(2, 5, true), "C6");
    }

    #[test]
    fn rejects_what_is_not_a_square() {
        for bad in ["", "1a", "a", "a0", "-b2"] {
            assert_eq!(read_square(bad), None, "{bad}");
        }
        assert_eq!(read_square("e10xE12"), Some((4, 9, 3)));
    }
}
