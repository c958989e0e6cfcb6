//! A second, deliberately naive implementation of rules/drake.md, written from the rules text
//! without looking at the engine: a grid of cells, clones instead of undo, moves as notation
//! strings. It is slow and obvious; the tests compare the engine against it.

#![allow(dead_code)]

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cell {
    pub blue: bool,
    pub troop: char, // D C M S W A
    pub face: bool,
}

#[derive(Clone, Debug)]
pub struct Reference {
    pub n: i32,
    pub mountains: Vec<(i32, i32)>,
    pub cells: Vec<Vec<Option<Cell>>>, // [file][rank]
    pub stacks: [Vec<char>; 2],        // top first
    pub blue_to_move: bool,
    pub phase: u8, // 0 leaders, 1..=4 guard slot + 1, 5 middle
    pub quiet: u32,
    pub history: Vec<String>,
    pub over: bool,
}

/// The action table typed again from rules/drake.md: (troop, face?) -> (kind, dx, dy) with
/// kind 'm' shift, 's' slide, 'x' strike.
fn actions(troop: char, face: bool) -> Vec<(char, i32, i32)> {
    let orth = |k| vec![(k, 1, 0), (k, 0, 1), (k, -1, 0), (k, 0, -1)];
    let diag = |k| vec![(k, 1, 1), (k, -1, 1), (k, 1, -1), (k, -1, -1)];
    match (troop, face) {
        ('D', true) => vec![('s', 1, 0), ('s', -1, 0)],
        ('D', false) => vec![('s', 0, 1), ('s', 0, -1)],
        ('C', true) => orth('m'),
        ('C', false) => diag('m'),
        ('M', true) => diag('s'),
        ('M', false) => orth('m'),
        ('S', true) => vec![('m', 0, 1), ('x', 1, 2), ('x', -1, 2)],
        ('S', false) => vec![('m', 1, 1), ('m', -1, 1), ('m', 0, -1)],
        ('W', true) => orth('x'),
        ('W', false) => orth('m'),
        ('A', true) => vec![('m', 1, 0), ('m', -1, 0), ('m', 0, -1)],
        ('A', false) => vec![('m', 0, 1), ('x', -1, 1), ('x', 1, 1), ('x', 0, 2)],
        _ => unreachable!(),
    }
}

fn sq(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

impl Reference {
    pub fn new(n: i32, mountains: &[(i32, i32)]) -> Reference {
        let stack: Vec<char> = "DCCMSWA".chars().collect();
        Reference {
            n,
            mountains: mountains.to_vec(),
            cells: vec![vec![None; n as usize]; n as usize],
            stacks: [stack.clone(), stack],
            blue_to_move: true,
            phase: 0,
            quiet: 0,
            history: Vec::new(),
            over: false,
        }
    }

    fn at(&self, f: i32, r: i32) -> Option<Cell> {
        self.cells[f as usize][r as usize]
    }

    fn on(&self, f: i32, r: i32) -> bool {
        f >= 0 && r >= 0 && f < self.n && r < self.n
    }

    fn free(&self, f: i32, r: i32) -> bool {
        self.on(f, r) && !self.mountains.contains(&(f, r)) && self.at(f, r).is_none()
    }

    fn me(&self) -> usize {
        if self.blue_to_move {
            0
        } else {
            1
        }
    }

    fn leader_of(&self, blue: bool) -> Option<(i32, i32)> {
        for f in 0..self.n {
            for r in 0..self.n {
                if let Some(c) = self.at(f, r) {
                    if c.blue == blue && c.troop == 'D' {
                        return Some((f, r));
                    }
                }
            }
        }
        None
    }

    fn guard_spots(&self, blue: bool) -> Vec<(i32, i32)> {
        let Some((f, r)) = self.leader_of(blue) else { return vec![] };
        [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .iter()
            .map(|(dx, dy)| (f + dx, r + dy))
            .filter(|&(a, b)| self.free(a, b))
            .collect()
    }

    pub fn moves(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.over {
            return out;
        }
        let blue = self.blue_to_move;
        let me = self.me();
        match self.phase {
            0 => {
                let r = if blue { 0 } else { self.n - 1 };
                for f in 0..self.n {
                    if self.free(f, r) {
                        out.push(format!("@{}", sq(f, r)));
                    }
                }
            }
            1..=4 => {
                for (f, r) in self.guard_spots(blue) {
                    out.push(format!("@{}", sq(f, r)));
                }
            }
            _ => {
                if !self.stacks[me].is_empty() {
                    for f in 0..self.n {
                        for r in 0..self.n {
                            let next_to_own = [(1, 0), (-1, 0), (0, 1), (0, -1)].iter().any(|(dx, dy)| {
                                self.on(f + dx, r + dy) && self.at(f + dx, r + dy).is_some_and(|c| c.blue == blue)
                            });
                            if self.free(f, r) && next_to_own {
                                out.push(format!("@{}", sq(f, r)));
                            }
                        }
                    }
                }
                for f in 0..self.n {
                    for r in 0..self.n {
                        let Some(c) = self.at(f, r) else { continue };
                        if c.blue != blue {
                            continue;
                        }
                        for (kind, dx, dy) in actions(c.troop, c.face) {
                            let dy = if blue { dy } else { -dy };
                            let enemy_at = |a: i32, b: i32| self.at(a, b).is_some_and(|x| x.blue != blue);
                            let enterable = |a: i32, b: i32| {
                                self.on(a, b)
                                    && !self.mountains.contains(&(a, b))
                                    && self.at(a, b).is_none_or(|x| x.blue != blue)
                            };
                            match kind {
                                'm' => {
                                    let (a, b) = (f + dx, r + dy);
                                    if enterable(a, b) {
                                        let sep = if enemy_at(a, b) { 'x' } else { '-' };
                                        out.push(format!("{}{}{}", sq(f, r), sep, sq(a, b)));
                                    }
                                }
                                's' => {
                                    let (mut a, mut b) = (f + dx, r + dy);
                                    while enterable(a, b) {
                                        let sep = if enemy_at(a, b) { 'x' } else { '-' };
                                        out.push(format!("{}{}{}", sq(f, r), sep, sq(a, b)));
                                        if enemy_at(a, b) {
                                            break;
                                        }
                                        a += dx;
                                        b += dy;
                                    }
                                }
                                _ => {
                                    let (a, b) = (f + dx, r + dy);
                                    if self.on(a, b) && enemy_at(a, b) {
                                        out.push(format!("{}*{}", sq(f, r), sq(a, b)));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        out.sort();
        out
    }

    fn key(&self) -> String {
        format!("{:?}{:?}{}", self.cells, self.stacks, self.blue_to_move)
    }

    /// Plays a move from `moves()`.
    pub fn play(&mut self, mv: &str) {
        let b = mv.as_bytes();
        let read = |i: usize| ((b[i] - b'a') as i32, (b[i + 1] - b'1') as i32);
        let blue = self.blue_to_move;
        let me = self.me();
        let mut captured = None;
        let mut placed = false;
        if b[0] == b'@' {
            let (f, r) = read(1);
            let troop = self.stacks[me].remove(0);
            self.cells[f as usize][r as usize] = Some(Cell { blue, troop, face: true });
            placed = true;
        } else {
            let (f, r) = read(0);
            let (a, t) = read(3);
            let mut c = self.at(f, r).unwrap();
            c.face = !c.face;
            captured = self.at(a, t).map(|x| x.troop);
            if b[2] == b'*' {
                self.cells[f as usize][r as usize] = Some(c);
                self.cells[a as usize][t as usize] = None;
            } else {
                self.cells[f as usize][r as usize] = None;
                self.cells[a as usize][t as usize] = Some(c);
            }
        }
        // Phases: leaders (Blue, Orange), then guard slots B O B O with skips, then middle.
        match self.phase {
            0 if blue => self.blue_to_move = false,
            0..=4 => {
                let mut slot = if self.phase == 0 { 1 } else { self.phase + 1 };
                while slot <= 4 && self.guard_spots(slot % 2 == 1).is_empty() {
                    slot += 1;
                }
                self.phase = if slot <= 4 { slot } else { 5 };
                self.blue_to_move = slot > 4 || slot % 2 == 1;
            }
            _ => self.blue_to_move = !blue,
        }
        if placed || captured.is_some() {
            self.quiet = 0;
            self.history.clear();
        } else {
            self.quiet += 1;
        }
        self.history.push(self.key());
        let key = self.key();
        let seen = self.history.iter().filter(|k| **k == key).count();
        if captured == Some('D') || seen >= 3 || self.quiet >= 100 {
            self.over = true;
        }
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|m| {
                let mut next = self.clone();
                next.play(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}
