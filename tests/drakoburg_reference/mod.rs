//! A second, deliberately naive implementation of rules/drakoburg.md, written from the rules
//! text without looking at the engine: a 7×7 grid of cells, direction loops, clones instead of
//! undo, "in check" found by listing every enemy move, moves as notation strings. It is slow
//! and obvious; the tests compare the engine against it.

#![allow(dead_code)]

/// A piece: White or Black, and its letter P S Z A U T.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Cell {
    pub white: bool,
    pub letter: char,
}

/// Just the board and the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Grid {
    pub cells: [[Option<Cell>; 7]; 7], // [file][rank]
    pub white_to_move: bool,
}

/// One move as the reference sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RefMove {
    pub from: (i32, i32),
    pub to: (i32, i32),
    pub extra: Option<(i32, i32)>,
}

const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];
/// The promotion letter of each file, a to g.
const PROMOTION: [char; 7] = ['Z', 'S', 'S', 'T', 'A', 'A', 'U'];

pub fn on(f: i32, r: i32) -> bool {
    (0..7).contains(&f) && (0..7).contains(&r)
}

pub fn name(sq: (i32, i32)) -> String {
    format!("{}{}", (b'a' + sq.0 as u8) as char, sq.1 + 1)
}

/// The castles a player's piece may land on for a reinforcement (the enemy's T, U, Z start).
fn castles_for(white: bool) -> [(i32, i32); 3] {
    if white {
        [(3, 6), (6, 6), (0, 6)]
    } else {
        [(3, 0), (6, 0), (0, 0)]
    }
}

fn pawn_rank(white: bool) -> i32 {
    if white {
        1
    } else {
        5
    }
}

impl Grid {
    pub fn start() -> Grid {
        Grid::read("zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU", true)
    }

    /// Rows from rank 7 down to 1, `.` between them, digits for empty squares.
    pub fn read(rows: &str, white_to_move: bool) -> Grid {
        let mut cells = [[None; 7]; 7];
        for (i, row) in rows.split('.').enumerate() {
            let r = 6 - i as i32;
            let mut f = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    f += d as i32;
                } else {
                    cells[f as usize][r as usize] =
                        Some(Cell { white: c.is_ascii_uppercase(), letter: c.to_ascii_uppercase() });
                    f += 1;
                }
            }
        }
        Grid { cells, white_to_move }
    }

    pub fn at(&self, f: i32, r: i32) -> Option<Cell> {
        if on(f, r) {
            self.cells[f as usize][r as usize]
        } else {
            None
        }
    }

    fn set(&mut self, sq: (i32, i32), cell: Option<Cell>) {
        self.cells[sq.0 as usize][sq.1 as usize] = cell;
    }

    /// Every square the piece on (f, r) could move to, by the piece rules alone (pins and checks
    /// ignored), each once.
    pub fn targets(&self, f: i32, r: i32) -> Vec<(i32, i32)> {
        let Some(me) = self.at(f, r) else { return vec![] };
        let mut out: Vec<(i32, i32)> = Vec::new();
        let own = |a: i32, b: i32| self.at(a, b).is_some_and(|c| c.white == me.white);
        let empty = |a: i32, b: i32| on(a, b) && self.at(a, b).is_none();
        let add = |a: i32, b: i32, out: &mut Vec<(i32, i32)>| {
            if on(a, b) && !own(a, b) && !out.contains(&(a, b)) {
                out.push((a, b));
            }
        };
        let slide = |a0: i32, b0: i32, dx: i32, dy: i32, out: &mut Vec<(i32, i32)>| {
            let (mut a, mut b) = (a0 + dx, b0 + dy);
            while on(a, b) {
                match self.at(a, b) {
                    None => {
                        if !out.contains(&(a, b)) {
                            out.push((a, b));
                        }
                    }
                    Some(c) => {
                        if c.white != me.white && !out.contains(&(a, b)) {
                            out.push((a, b));
                        }
                        break;
                    }
                }
                a += dx;
                b += dy;
            }
        };
        if me.letter == 'P' {
            let dy = if me.white { 1 } else { -1 };
            for dx in [-1, 0, 1] {
                add(f + dx, r + dy, &mut out);
            }
            return out;
        }
        for (dx, dy) in ORTH.iter().chain(DIAG.iter()) {
            add(f + dx, r + dy, &mut out);
        }
        match me.letter {
            'S' => {
                for (dx, dy) in DIAG {
                    slide(f, r, dx, dy, &mut out);
                }
            }
            'Z' => {
                for (dx, dy) in ORTH {
                    slide(f, r, dx, dy, &mut out);
                }
            }
            'A' => {
                for (dx, dy) in ORTH {
                    if empty(f + dx, r + dy) {
                        // The diagonals leading away from the start: same sign on the step's axis.
                        for (ex, ey) in DIAG {
                            if ex * dx + ey * dy > 0 {
                                slide(f + dx, r + dy, ex, ey, &mut out);
                            }
                        }
                    }
                }
                for (dx, dy) in KNIGHT {
                    add(f + dx, r + dy, &mut out);
                }
            }
            'U' => {
                for (dx, dy) in DIAG {
                    if empty(f + dx, r + dy) {
                        for (ex, ey) in ORTH {
                            if ex * dx + ey * dy > 0 {
                                slide(f + dx, r + dy, ex, ey, &mut out);
                            }
                        }
                    }
                }
                for (dx, dy) in KNIGHT {
                    add(f + dx, r + dy, &mut out);
                }
            }
            'T' => {
                for (dx, dy) in ORTH.iter().chain(DIAG.iter()) {
                    add(f + 2 * dx, r + 2 * dy, &mut out);
                }
                // A T never captures a T.
                out.retain(|&(a, b)| self.at(a, b).is_none_or(|c| c.letter != 'T'));
            }
            _ => {}
        }
        out
    }

    /// The squares of `white`'s T that some enemy piece other than a T could move onto.
    pub fn checked_knights(&self, white: bool) -> Vec<(i32, i32)> {
        let mut attacked = Vec::new();
        for f in 0..7 {
            for r in 0..7 {
                if let Some(c) = self.at(f, r) {
                    if c.white != white && c.letter != 'T' {
                        attacked.extend(self.targets(f, r));
                    }
                }
            }
        }
        let mut out = Vec::new();
        for f in 0..7 {
            for r in 0..7 {
                if self.at(f, r) == Some(Cell { white, letter: 'T' }) && attacked.contains(&(f, r)) {
                    out.push((f, r));
                }
            }
        }
        out
    }

    pub fn knights(&self, white: bool) -> usize {
        let mut n = 0;
        for f in 0..7 {
            for r in 0..7 {
                if self.at(f, r) == Some(Cell { white, letter: 'T' }) {
                    n += 1;
                }
            }
        }
        n
    }

    /// The board after a move (the turn passes; nothing else is settled).
    pub fn after(&self, m: RefMove) -> Grid {
        let mut g = *self;
        let mut piece = self.at(m.from.0, m.from.1).unwrap();
        let promotion_rank = if piece.white { 5 } else { 1 };
        if piece.letter == 'P' && m.to.1 == promotion_rank {
            piece.letter = PROMOTION[m.to.0 as usize];
        }
        g.set(m.from, None);
        g.set(m.to, Some(piece));
        if let Some(sq) = m.extra {
            g.set(sq, Some(Cell { white: piece.white, letter: 'P' }));
        }
        g.white_to_move = !self.white_to_move;
        g
    }

    /// Every legal move of the player to move.
    pub fn legal(&self) -> Vec<RefMove> {
        let white = self.white_to_move;
        let mut out = Vec::new();
        for f in 0..7 {
            for r in 0..7 {
                let Some(c) = self.at(f, r) else { continue };
                if c.white != white {
                    continue;
                }
                for to in self.targets(f, r) {
                    let mut choices = vec![None];
                    if castles_for(white).contains(&to) {
                        let rank = pawn_rank(white);
                        let free: Vec<_> = (0..7)
                            .map(|a| (a, rank))
                            .filter(|&(a, b)| self.at(a, b).is_none() || (a, b) == (f, r))
                            .map(Some)
                            .collect();
                        if !free.is_empty() {
                            choices = free;
                        }
                    }
                    for extra in choices {
                        let m = RefMove { from: (f, r), to, extra };
                        if self.after(m).checked_knights(white).is_empty() {
                            out.push(m);
                        }
                    }
                }
            }
        }
        out
    }

    /// Whether the move leaves the opponent mated (checked with no legal move).
    pub fn mates(&self, m: RefMove) -> bool {
        let next = self.after(m);
        !next.checked_knights(next.white_to_move).is_empty() && next.legal().is_empty()
    }

    pub fn notation(&self, m: RefMove) -> String {
        let piece = self.at(m.from.0, m.from.1).unwrap();
        let sep = if self.at(m.to.0, m.to.1).is_some() { 'x' } else { '-' };
        let mut s = format!("{}{}{}", name(m.from), sep, name(m.to));
        let promotion_rank = if piece.white { 5 } else { 1 };
        if piece.letter == 'P' && m.to.1 == promotion_rank {
            s.push('=');
            s.push(PROMOTION[m.to.0 as usize]);
        }
        if let Some(sq) = m.extra {
            s.push('+');
            s.push_str(&name(sq));
        }
        if self.mates(m) {
            s.push('#');
        }
        s
    }
}

/// A whole game: the grid plus what the end rules need.
#[derive(Clone, Debug)]
pub struct Reference {
    pub grid: Grid,
    pub quiet: u32,
    pub history: Vec<Grid>,
    /// "white", "black", "draw" once over.
    pub result: Option<&'static str>,
}

impl Reference {
    pub fn new() -> Reference {
        Reference::from_grid(Grid::start(), 0)
    }

    pub fn from_grid(grid: Grid, quiet: u32) -> Reference {
        Reference { grid, quiet, history: vec![grid], result: None }
    }

    pub fn legal(&self) -> Vec<RefMove> {
        if self.result.is_some() {
            vec![]
        } else {
            self.grid.legal()
        }
    }

    /// The legal moves in notation, sorted.
    pub fn moves(&self) -> Vec<String> {
        let mut names: Vec<String> = self.legal().iter().map(|&m| self.grid.notation(m)).collect();
        names.sort();
        names
    }

    pub fn play_move(&mut self, m: RefMove) {
        let mover = self.grid.at(m.from.0, m.from.1).unwrap();
        let capture = self.grid.at(m.to.0, m.to.1).is_some();
        let promotion = mover.letter == 'P' && m.to.1 == if mover.white { 5 } else { 1 };
        self.grid = self.grid.after(m);
        if capture || mover.letter == 'P' || promotion {
            self.quiet = 0;
        } else {
            self.quiet += 1;
        }
        let winner = if mover.white { "white" } else { "black" };
        let loser_white = !mover.white;
        // 1. A side with no T loses.
        if self.grid.knights(loser_white) == 0 {
            self.result = Some(winner);
            return;
        }
        // 2. Mate: checked and no legal move; remove the checked Ts once.
        if self.grid.legal().is_empty() {
            let checked = self.grid.checked_knights(loser_white);
            if checked.is_empty() {
                self.result = Some("draw");
                return;
            }
            for sq in checked {
                self.grid.set(sq, None);
            }
            if self.grid.knights(loser_white) == 0 {
                self.result = Some(winner);
                return;
            }
            if self.grid.legal().is_empty() {
                self.result = Some("draw");
                return;
            }
        }
        // 3. Threefold repetition, 4. 100 plies.
        self.history.push(self.grid);
        if self.history.iter().filter(|g| **g == self.grid).count() >= 3 || self.quiet >= 100 {
            self.result = Some("draw");
        }
    }

    /// Plays the move with this notation (from `moves()`).
    pub fn play(&mut self, text: &str) {
        let m = self.legal().into_iter().find(|&m| self.grid.notation(m) == text).expect("a listed move");
        self.play_move(m);
    }

    /// Move sequences of `depth` plies (a finished game is a leaf that counts nothing deeper).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&m| {
                let mut next = self.clone();
                next.play_move(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}
