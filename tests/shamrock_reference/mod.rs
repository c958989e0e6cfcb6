//! A second, deliberately naive implementation of rules/shamrock.md, written from the rules
//! text: maps keyed by cell, clones instead of undo, moves as notation strings, and vertices
//! found geometrically — two leaves meet when their corners are the same point on the plane
//! (pointy-top hexagons of radius 1, corners clockwise from the top). It is slow and obvious;
//! the tests compare the engine against it.

#![allow(dead_code)]

use deskovna::game::rng::Rng;
use std::collections::{BTreeMap, BTreeSet};

/// The tiles as listed in rules/shamrock.md, typed again.
pub const TILES: [&str; 16] = [
    "BBRRYY", "BBRYRY", "BBRYYR", "BBYRRY", "BBYRYR", "BBYYRR", "BRBRYY", "BRBYRY", "BRBYYR", "BRRBYY", "BRRYBY",
    "BRYBRY", "BRYBYR", "BRYRBY", "BYBYRR", "BYRBYR",
];
const COLOURS: [char; 3] = ['R', 'Y', 'B'];
const NEIGHBOURS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

pub type Cell = (i32, i32);
/// The leaves (cell, corner, colour) lying at each point.
type Points = BTreeMap<(i64, i64), Vec<(Cell, usize, char)>>;

/// The corner `corner` of `cell` as a point (thousandths, rounded): the vertex's identity.
pub fn corner_point(cell: Cell, corner: usize) -> (i64, i64) {
    let (q, r) = (cell.0 as f64, cell.1 as f64);
    let x = 3f64.sqrt() * (q + r / 2.0);
    let y = 1.5 * r; // y grows downwards, so clockwise is increasing angle
    let angle = (-90.0 + 60.0 * corner as f64).to_radians();
    (((x + angle.cos()) * 1000.0).round() as i64, ((y + angle.sin()) * 1000.0).round() as i64)
}

/// The layout of a tile turned `k` steps clockwise: every leaf moves to the next corner.
pub fn turned(tile: usize, k: usize) -> String {
    let s: Vec<char> = TILES[tile].chars().collect();
    (0..6).map(|c| s[(c + 6 - k % 6) % 6]).collect()
}

/// The rotations that give distinct layouts (the smallest of each).
pub fn distinct_rotations(tile: usize) -> Vec<usize> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for k in 0..6 {
        let l = turned(tile, k);
        if !seen.contains(&l) {
            seen.push(l);
            out.push(k);
        }
    }
    out
}

fn cell_name(c: Cell) -> String {
    format!("{:+}{:+}", c.0, c.1)
}

#[derive(Clone, Debug)]
pub struct Reference {
    pub players: usize,
    pub expert: bool,
    pub board: BTreeMap<Cell, (usize, usize)>, // tile, rotation (0..6)
    pub flakes: BTreeMap<Cell, usize>,
    pub tokens: BTreeSet<Cell>,
    pub display: [Option<usize>; 3],
    pub pile: Vec<usize>, // top first
    pub held: Option<usize>,
    pub aside: Vec<usize>,
    /// Expert: a tile turned over fitted nowhere, so another must be taken before anything else.
    pub taking: bool,
    pub leps: Vec<Option<(Cell, usize)>>,
    pub turn: usize,
    pub to_place: usize,
    pub used: usize,
    pub free: usize,
    pub rounds: usize,
    pub rng: Rng,
    pub history: Vec<String>,
    /// Places of the seats when the game is over.
    pub result: Option<Vec<u8>>,
    pub draw: bool,
}

impl Reference {
    pub fn new(players: usize, seed: u64, expert: bool) -> Reference {
        let mut order: Vec<usize> = (0..16).collect();
        let mut rng = Rng::new(seed);
        rng.shuffle(&mut order);
        let mut board = BTreeMap::new();
        board.insert((0, 0), (order[0], 0));
        let mut r = Reference {
            players,
            expert,
            board,
            flakes: BTreeMap::new(),
            tokens: BTreeSet::new(),
            display: [Some(order[1]), Some(order[2]), Some(order[3])],
            pile: order[4..].to_vec(),
            held: None,
            aside: Vec::new(),
            taking: false,
            leps: vec![None; players],
            turn: 0,
            to_place: if expert { players } else { 0 },
            used: 0,
            free: 0,
            rounds: 0,
            rng,
            history: Vec::new(),
            result: None,
            draw: false,
        };
        if !expert {
            r.history.push(r.key());
        }
        r
    }

    fn colour_at(&self, cell: Cell, corner: usize) -> Option<char> {
        let &(t, k) = self.board.get(&cell)?;
        turned(t, k).chars().nth(corner)
    }

    /// Every leaf on the board by the point where it lies: (cell, corner, colour).
    fn points(&self) -> Points {
        let mut out: Points = BTreeMap::new();
        for &cell in self.board.keys() {
            for corner in 0..6 {
                out.entry(corner_point(cell, corner)).or_default().push((
                    cell,
                    corner,
                    self.colour_at(cell, corner).unwrap(),
                ));
            }
        }
        out
    }

    /// Every leaf on the board meeting at `point`.
    fn leaves_at(&self, point: (i64, i64)) -> Vec<(Cell, usize, char)> {
        self.points().remove(&point).unwrap_or_default()
    }

    pub fn shamrocks(&self) -> [usize; 3] {
        let mut groups: BTreeMap<(i64, i64), Vec<char>> = BTreeMap::new();
        for &cell in self.board.keys() {
            for corner in 0..6 {
                groups.entry(corner_point(cell, corner)).or_default().push(self.colour_at(cell, corner).unwrap());
            }
        }
        let mut out = [0; 3];
        for colours in groups.values() {
            if colours.len() == 3 && colours.iter().all(|&c| c == colours[0]) {
                out[COLOURS.iter().position(|&c| c == colours[0]).unwrap()] += 1;
            }
        }
        out
    }

    fn budget(&self) -> usize {
        if self.expert {
            6
        } else {
            3
        }
    }

    fn occupied_leaf(&self, cell: Cell, corner: usize) -> bool {
        self.leps.contains(&Some((cell, corner)))
    }

    /// Empty cells a tile may go on (neighbour rule, and the leprechaun's vertex when expert).
    fn placement_cells(&self) -> Vec<Cell> {
        let need = if self.board.len() == 1 { 1 } else { 2 };
        let mut cells = BTreeSet::new();
        for &(q, r) in self.board.keys() {
            for (dq, dr) in NEIGHBOURS {
                let c = (q + dq, r + dr);
                if self.board.contains_key(&c) {
                    continue;
                }
                let n = NEIGHBOURS.iter().filter(|(a, b)| self.board.contains_key(&(c.0 + a, c.1 + b))).count();
                if n >= need {
                    cells.insert(c);
                }
            }
        }
        if self.expert {
            let (lc, lk) = self.leps[self.turn].unwrap();
            let p = corner_point(lc, lk);
            cells.retain(|&c| (0..6).any(|k| corner_point(c, k) == p));
        }
        cells.into_iter().collect()
    }

    /// Whether `tile` turned `k` may go on `cell`: none of the mover's leaves meets a leaf of
    /// the same colour.
    fn fits(&self, points: &Points, tile: usize, k: usize, cell: Cell) -> bool {
        let me = COLOURS[self.turn];
        let layout: Vec<char> = turned(tile, k).chars().collect();
        (0..6)
            .all(|c| layout[c] != me || points.get(&corner_point(cell, c)).is_none_or(|l| l.iter().all(|l| l.2 != me)))
    }

    /// Whether `tile` may go anywhere the player to move may place now.
    fn fits_somewhere(&self, tile: usize) -> bool {
        let points = self.points();
        self.placement_cells().iter().any(|&c| (0..6).any(|k| self.fits(&points, tile, k, c)))
    }

    fn placements(&self, tile: usize, name: char, out: &mut Vec<String>) {
        let points = self.points();
        for cell in self.placement_cells() {
            for k in distinct_rotations(tile) {
                if self.fits(&points, tile, k, cell) {
                    out.push(format!("P{name}{}r{k}", cell_name(cell)));
                }
            }
        }
    }

    fn my_flakes(&self) -> usize {
        self.flakes.values().filter(|&&s| s == self.turn).count()
    }

    pub fn moves(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.result.is_some() {
            return out;
        }
        if self.to_place > 0 {
            for c in 0..6 {
                if !self.occupied_leaf((0, 0), c) {
                    out.push(format!("L+0+0c{c}"));
                }
            }
            out.sort();
            return out;
        }
        if let Some(t) = self.held {
            self.placements(t, 'p', &mut out);
            out.sort();
            return out;
        }
        if self.used < self.budget() && self.tokens.len() < 4 && !self.placement_cells().is_empty() {
            for slot in 0..3 {
                if let Some(t) = self.display[slot] {
                    self.placements(t, (b'1' + slot as u8) as char, &mut out);
                }
            }
            if !self.pile.is_empty() {
                out.push("D".into());
            }
        }
        // "Nothing else may happen in between: no rotation, no leprechaun move, no end of turn
        // until a tile is placed or nothing fits."
        if self.taking {
            out.sort();
            return out;
        }
        let cost = if self.expert { 2 } else { 1 };
        if self.used + cost <= self.budget() && self.my_flakes() < 3 {
            let cells: Vec<Cell> =
                if self.expert { vec![self.leps[self.turn].unwrap().0] } else { self.board.keys().copied().collect() };
            for c in cells {
                if !self.flakes.contains_key(&c) && !self.tokens.contains(&c) {
                    out.push(format!("R{}+", cell_name(c)));
                    out.push(format!("R{}-", cell_name(c)));
                }
            }
        }
        if self.expert {
            let (lc, lk) = self.leps[self.turn].unwrap();
            if self.free < 6 {
                for (cell, corner, _) in self.leaves_at(corner_point(lc, lk)) {
                    if cell != lc && !self.occupied_leaf(cell, corner) {
                        out.push(format!("L{}c{corner}", cell_name(cell)));
                    }
                }
            }
            if self.used < 6 {
                for corner in [(lk + 1) % 6, (lk + 5) % 6] {
                    if !self.occupied_leaf(lc, corner) {
                        out.push(format!("L{}c{corner}", cell_name(lc)));
                    }
                }
            }
        }
        out.push("E".into());
        out.sort();
        out
    }

    fn parse_cell(s: &str) -> (Cell, &str) {
        let b = s.as_bytes();
        let mut i = 1;
        while b[i].is_ascii_digit() {
            i += 1;
        }
        let q: i32 = s[..i].parse().unwrap();
        let mut j = i + 1;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        let r: i32 = s[i..j].parse().unwrap();
        ((q, r), &s[j..])
    }

    fn key(&self) -> String {
        let tiles: Vec<String> = self.board.iter().map(|(c, &(t, k))| format!("{c:?}{t}{}", turned(t, k))).collect();
        format!("{tiles:?}{:?}{:?}{}", self.flakes, self.leps, self.turn)
    }

    fn settle(&mut self) {
        let counts = self.shamrocks();
        let best = (0..self.players).map(|s| counts[s]).max().unwrap();
        if best < 2 {
            return;
        }
        let winners: Vec<usize> = (0..self.players).filter(|&s| counts[s] == best).collect();
        let mut places = vec![1u8; self.players];
        for &w in &winners {
            places[w] = 0;
        }
        if winners.len() == 1 && self.players == 3 {
            places[(winners[0] + 2) % 3] = 2;
        }
        self.result = Some(places);
    }

    fn end_turn(&mut self) {
        self.tokens.clear();
        if !self.aside.is_empty() {
            let mut list: Vec<usize> = self.pile.iter().rev().copied().collect();
            let mut aside = std::mem::take(&mut self.aside);
            aside.sort();
            list.extend(aside);
            self.rng.shuffle(&mut list);
            list.reverse();
            self.pile = list;
        }
        self.refill();
        self.turn = (self.turn + 1) % self.players;
        if self.turn == 0 {
            self.rounds += 1;
        }
        let me = self.turn;
        self.flakes.retain(|_, s| *s != me);
        self.used = 0;
        self.free = 0;
        self.history.push(self.key());
        let key = self.key();
        if self.history.iter().filter(|k| **k == key).count() >= 3 || self.rounds >= 60 {
            self.result = Some(vec![0; self.players]);
            self.draw = true;
        }
    }

    fn refill(&mut self) {
        for slot in 0..3 {
            if self.display[slot].is_none() && !self.pile.is_empty() {
                self.display[slot] = Some(self.pile.remove(0));
            }
        }
    }

    /// Plays a move from `moves()`.
    pub fn play(&mut self, mv: &str) {
        let kind = mv.as_bytes()[0];
        match kind {
            b'E' => self.end_turn(),
            b'D' => {
                let t = self.pile.remove(0);
                if self.fits_somewhere(t) {
                    self.held = Some(t);
                } else {
                    self.aside.push(t);
                    // Expert: take another (pile or display), unless nothing fits.
                    let display_fits = self.display.iter().flatten().any(|&d| self.fits_somewhere(d));
                    self.taking = self.expert && (!self.pile.is_empty() || display_fits);
                }
            }
            b'P' => {
                let from = mv.as_bytes()[1];
                let (cell, rest) = Self::parse_cell(&mv[2..]);
                let k: usize = rest[1..].parse().unwrap();
                let tile = if from == b'p' {
                    self.held.take().unwrap()
                } else {
                    self.display[(from - b'1') as usize].take().unwrap()
                };
                self.board.insert(cell, (tile, k));
                self.tokens.insert(cell);
                self.taking = false;
                self.refill();
                self.used += 1;
                self.after_action();
            }
            b'R' => {
                let (cell, rest) = Self::parse_cell(&mv[1..]);
                let step = if rest == "+" { 1 } else { 5 };
                let entry = self.board.get_mut(&cell).unwrap();
                entry.1 = (entry.1 + step) % 6;
                self.flakes.insert(cell, self.turn);
                for l in self.leps.iter_mut().flatten() {
                    if l.0 == cell {
                        l.1 = (l.1 + step) % 6;
                    }
                }
                self.used += if self.expert { 2 } else { 1 };
                self.after_action();
            }
            _ => {
                let (cell, rest) = Self::parse_cell(&mv[1..]);
                let corner: usize = rest[1..].parse().unwrap();
                if self.to_place > 0 {
                    self.leps[self.turn] = Some((cell, corner));
                    self.to_place -= 1;
                    self.turn = (self.turn + 1) % self.players;
                    if self.to_place == 0 {
                        self.history.push(self.key());
                    }
                    return;
                }
                let (lc, lk) = self.leps[self.turn].unwrap();
                if corner_point(lc, lk) == corner_point(cell, corner) {
                    self.free += 1;
                } else {
                    self.used += 1;
                }
                self.leps[self.turn] = Some((cell, corner));
            }
        }
    }

    fn after_action(&mut self) {
        self.settle();
        if self.result.is_none() && !self.expert && self.used == 3 {
            self.end_turn();
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
