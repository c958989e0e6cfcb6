//! The board field of a square board's position text, as cells a player can edit: The Drake,
//! Camelot (every board of the family) and Drakoburg write their boards the same way — ranks
//! from the top down separated by `.`, a number for a run of empty squares, a piece as a letter
//! (The Drake: a side letter and a troop letter).

use crate::game::square::square_name;
use crate::games::GameKind;

/// One rank of the board: its cells from the lowest file, each with its square's name.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    names: Vec<String>,
    cells: Vec<Option<String>>,
}

/// The editable board: what stands on each named square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    rows: Vec<Row>,
}

/// Splits a rank's text into cells; None when it does not read (too many or unknown cells).
fn read_rank(kind: GameKind, text: &str, width: usize) -> Option<Vec<Option<String>>> {
    let mut cells = Vec::with_capacity(width);
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let end = bytes[i..].iter().position(|b| !b.is_ascii_digit()).map_or(bytes.len(), |n| i + n);
            let run: usize = text.get(i..end)?.parse().ok()?;
            cells.extend(std::iter::repeat_n(None, run.min(width + 1)));
            i = end;
        } else {
            let len = if kind == GameKind::Drake && matches!(bytes[i], b'b' | b'o') { 2 } else { 1 };
            cells.push(Some(text.get(i..i + len)?.to_string()));
            i += len;
        }
        if cells.len() > width {
            return None;
        }
    }
    (cells.len() == width).then_some(cells)
}

/// The first file and the width of each rank, top rank first, with the names' case.
fn shape(
    kind: GameKind,
    board_size: usize,
    camelot: Option<&crate::games::camelot::Board>,
) -> (Vec<(usize, usize)>, bool) {
    match (kind, camelot) {
        (GameKind::Camelot, Some(board)) => ((0..board.ranks()).rev().map(|r| board.span(r)).collect(), true),
        _ => (vec![(0, board_size); board_size], false),
    }
}

impl Grid {
    /// Reads a board field; None when it is not a board of this shape.
    pub fn read(
        kind: GameKind,
        field: &str,
        size: usize,
        camelot: Option<&crate::games::camelot::Board>,
    ) -> Option<Grid> {
        let (spans, upper) = shape(kind, size, camelot);
        let texts: Vec<&str> = field.split('.').collect();
        if texts.len() != spans.len() {
            return None;
        }
        let top = spans.len();
        let mut rows = Vec::with_capacity(top);
        for (i, (&(first, width), text)) in spans.iter().zip(texts).enumerate() {
            let rank = top - 1 - i;
            let names = (first..first + width).map(|f| square_name(f, rank, upper)).collect();
            rows.push(Row { names, cells: read_rank(kind, text, width)? });
        }
        Some(Grid { rows })
    }

    /// The board field.
    pub fn write(&self) -> String {
        let ranks: Vec<String> = self
            .rows
            .iter()
            .map(|row| {
                let mut text = String::new();
                let mut empty = 0;
                for cell in &row.cells {
                    match cell {
                        Some(piece) => {
                            if empty > 0 {
                                text.push_str(&empty.to_string());
                                empty = 0;
                            }
                            text.push_str(piece);
                        }
                        None => empty += 1,
                    }
                }
                if empty > 0 {
                    text.push_str(&empty.to_string());
                }
                text
            })
            .collect();
        ranks.join(".")
    }

    fn cell_mut(&mut self, name: &str) -> Option<&mut Option<String>> {
        self.rows.iter_mut().find_map(|row| {
            let i = row.names.iter().position(|n| n.eq_ignore_ascii_case(name))?;
            row.cells.get_mut(i)
        })
    }

    /// What stands on the square `name` (None also for a square the board does not have).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.rows.iter().find_map(|row| {
            let i = row.names.iter().position(|n| n.eq_ignore_ascii_case(name))?;
            row.cells.get(i)?.as_deref()
        })
    }

    /// Whether the board has a square `name`.
    pub fn has(&self, name: &str) -> bool {
        self.rows.iter().any(|row| row.names.iter().any(|n| n.eq_ignore_ascii_case(name)))
    }

    /// Puts `piece` (or nothing) on `name`; false when the board has no such square.
    pub fn set(&mut self, name: &str, piece: Option<&str>) -> bool {
        match self.cell_mut(name) {
            Some(cell) => {
                *cell = piece.map(str::to_string);
                true
            }
            None => false,
        }
    }

    /// Empties every square, keeping what `keep` says stays (the board's own trees, mountains).
    pub fn clear(&mut self, keep: impl Fn(&str) -> bool) {
        for cell in self.rows.iter_mut().flat_map(|r| r.cells.iter_mut()) {
            if cell.as_deref().is_some_and(|p| !keep(p)) {
                *cell = None;
            }
        }
    }

    /// Every piece on the board.
    pub fn pieces(&self) -> impl Iterator<Item = &str> {
        self.rows.iter().flat_map(|r| r.cells.iter()).filter_map(|c| c.as_deref())
    }
}
