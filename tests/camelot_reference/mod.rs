//! A second, deliberately naive implementation of rules/camelot.md and
//! rules/camelot-variants.md, written from the rules text without looking at the engine: each
//! board is the picture of the rules (copied below) read into a grid of characters indexed by
//! (file, rank); boards are cloned at every leap, moves built as lists of squares and leap
//! kinds, every rule applied as a separate filter over the full list of candidate moves, moves
//! as notation strings, and positions compared as strings for repetition. It is slow and
//! obvious; the tests compare the engine against it.

#![allow(dead_code)]

mod rules;
mod text;

pub use rules::Rules;
#[allow(unused_imports)]
pub use text::{text_of, variant_text};

pub type Sq = (i32, i32);
type Grid = [[char; 16]; 14]; // [file][rank]; '.' empty, 'M' 'K' White, 'm' 'k' Black, 'T' a tree

/// The Camelot board of rules/camelot.md: ranks 1/16 F–G, 2/15 C–J, 3/14 B–K, all others A–L.
pub fn on_board((f, r): Sq) -> bool {
    let files = match r + 1 {
        1 | 16 => 5..=6,
        2 | 15 => 2..=9,
        3 | 14 => 1..=10,
        4..=13 => 0..=11,
        _ => return false,
    };
    files.contains(&f)
}

pub fn name((f, r): Sq) -> String {
    format!("{}{}", (b'A' + f as u8) as char, r + 1)
}

pub fn parse_square(s: &str) -> Sq {
    let f = (s.as_bytes()[0] - b'A') as i32;
    let r: i32 = s[1..].parse().unwrap();
    (f, r - 1)
}

const DIRS: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];

pub fn is_white(c: char) -> bool {
    c == 'M' || c == 'K'
}

fn is_piece(c: char) -> bool {
    matches!(c, 'M' | 'K' | 'm' | 'k')
}

/// A candidate move: the route and, for each leg, 's' step, 'c' canter or 'j' jump.
#[derive(Clone, Debug)]
struct Cand {
    route: Vec<Sq>,
    legs: Vec<char>,
    knight: bool,
}

impl Cand {
    fn captures(&self) -> bool {
        self.legs.contains(&'j')
    }

    fn text(&self) -> String {
        let mut s = name(self.route[0]);
        for (i, leg) in self.legs.iter().enumerate() {
            s.push(if *leg == 'j' { 'x' } else { '-' });
            s.push_str(&name(self.route[i + 1]));
        }
        s
    }
}

#[derive(Clone, Debug)]
pub struct Reference {
    pub rules: Rules,
    pub grid: Grid,
    pub white_to_move: bool,
    pub castle_moves: [u32; 2],      // White, Black
    pub must_leave: [Option<Sq>; 2], // White, Black
    pub quiet: u32,
    pub history: Vec<String>,
    /// "white", "black" or "draw" and the reason, once decided at a move.
    pub result: Option<(String, String)>,
}

impl Reference {
    /// The start of Camelot.
    pub fn start() -> Reference {
        Reference::start_of("camelot", false)
    }

    /// The start of a variant, with Anti-Camelot's goals or not.
    pub fn start_of(variant: &str, anti: bool) -> Reference {
        let rules = Rules::new(variant, anti);
        let mut grid = [['.'; 16]; 14];
        for &((f, r), c) in &rules.start {
            grid[f as usize][r as usize] = c;
        }
        let mut me = Reference {
            rules,
            grid,
            white_to_move: true,
            castle_moves: [0, 0],
            must_leave: [None, None],
            quiet: 0,
            history: vec![],
            result: None,
        };
        me.history.push(me.key());
        me
    }

    fn at(&self, (f, r): Sq) -> char {
        self.grid[f as usize][r as usize]
    }

    /// Nothing stands there, and something may land there: a square, no river, no tree.
    fn landable(&self, g: &Grid, s: Sq) -> bool {
        self.rules.on_board(s) && !self.rules.river.contains(&s) && g[s.0 as usize][s.1 as usize] == '.'
    }

    fn key(&self) -> String {
        let cells: String = self.grid.iter().flatten().collect();
        format!("{cells}{}{:?}{:?}", self.white_to_move, self.castle_moves, self.must_leave)
    }

    fn count(&self, white: bool) -> usize {
        self.grid.iter().flatten().filter(|&&c| is_piece(c) && is_white(c) == white).count()
    }

    /// Whether `white` must plant its trees now: the board has planting squares and none of
    /// its own holds a tree yet.
    fn planting_due(&self, white: bool) -> bool {
        let mine = &self.rules.plant[if white { 0 } else { 1 }];
        !mine.is_empty() && mine.iter().all(|&s| self.at(s) != 'T')
    }

    fn plantings(&self) -> Vec<String> {
        let mine = &self.rules.plant[if self.white_to_move { 0 } else { 1 }];
        let free: Vec<Sq> = mine.iter().copied().filter(|&s| self.at(s) == '.').collect();
        let mut out = vec![];
        for i in 0..free.len() {
            for j in i + 1..free.len() {
                for k in j + 1..free.len() {
                    let mut three = [free[i], free[j], free[k]];
                    three.sort();
                    out.push(format!("T:{},{},{}", name(three[0]), name(three[1]), name(three[2])));
                }
            }
        }
        out
    }

    /// Every move the piece on `from` could make by the rules of movement alone (no compulsory
    /// capture, no castle duty, no Knight canter rule).
    fn candidates(&self, from: Sq) -> Vec<Cand> {
        let piece = self.at(from);
        let white = is_white(piece);
        let knight = piece.eq_ignore_ascii_case(&'k');
        let own = self.rules.castle(white).to_vec();
        let enemy = self.rules.castle(!white).to_vec();
        let mut out = Vec::new();
        if enemy.contains(&from) {
            if self.rules.two_square() {
                let other = if from == enemy[0] { enemy[1] } else { enemy[0] };
                let side = if white { 0 } else { 1 };
                if self.at(other) == '.' && self.castle_moves[side] < 2 {
                    out.push(Cand { route: vec![from, other], legs: vec!['s'], knight });
                }
            }
            return out;
        }
        let mut grid = self.grid;
        grid[from.0 as usize][from.1 as usize] = '.';
        let friend = |g: &Grid, s: Sq| {
            self.rules.on_board(s) && {
                let c = g[s.0 as usize][s.1 as usize];
                is_piece(c) && is_white(c) == white
            }
        };
        let foe = |g: &Grid, s: Sq| {
            self.rules.on_board(s) && {
                let c = g[s.0 as usize][s.1 as usize];
                is_piece(c) && is_white(c) != white
            }
        };
        for (dx, dy) in DIRS {
            let to = (from.0 + dx, from.1 + dy);
            if self.landable(&grid, to) && !own.contains(&to) {
                out.push(Cand { route: vec![from, to], legs: vec!['s'], knight });
            }
        }
        // Jump sequences from a board and a partial candidate: all ways to jump on to the end.
        fn jumps(me: &Reference, g: Grid, c: Cand, enemy: &[Sq], foe: &dyn Fn(&Grid, Sq) -> bool, out: &mut Vec<Cand>) {
            let at = *c.route.last().unwrap();
            let mut went = false;
            if !(enemy.contains(&at) && c.route.len() > 1) {
                for (dx, dy) in DIRS {
                    let over = (at.0 + dx, at.1 + dy);
                    let to = (at.0 + 2 * dx, at.1 + 2 * dy);
                    if foe(&g, over) && me.landable(&g, to) {
                        went = true;
                        let mut g2 = g;
                        g2[over.0 as usize][over.1 as usize] = '.';
                        let mut c2 = c.clone();
                        c2.route.push(to);
                        c2.legs.push('j');
                        jumps(me, g2, c2, enemy, foe, out);
                    }
                }
            }
            if !went && c.captures() {
                out.push(c);
            }
        }
        // Canter sequences: every prefix is a move; a Knight may start jumping after any.
        let mut stack = vec![Cand { route: vec![from], legs: vec![], knight }];
        let mut canters = Vec::new();
        while let Some(c) = stack.pop() {
            let at = *c.route.last().unwrap();
            if c.route.len() > 1 {
                canters.push(c.clone());
                if enemy.contains(&at) {
                    continue;
                }
            }
            for (dx, dy) in DIRS {
                let over = (at.0 + dx, at.1 + dy);
                let to = (at.0 + 2 * dx, at.1 + 2 * dy);
                if friend(&grid, over) && self.landable(&grid, to) && !c.route.contains(&to) && !own.contains(&to) {
                    let mut c2 = c.clone();
                    c2.route.push(to);
                    c2.legs.push('c');
                    stack.push(c2);
                }
            }
        }
        jumps(self, grid, Cand { route: vec![from], legs: vec![], knight }, &enemy, &foe, &mut out);
        for c in canters {
            if knight && !enemy.contains(c.route.last().unwrap()) {
                jumps(self, grid, c.clone(), &enemy, &foe, &mut out);
            }
            out.push(c);
        }
        out
    }

    /// Whether a piece of the side to move standing on `at` (the mover lifted from `from`)
    /// could jump.
    fn could_jump(&self, from: Sq, at: Sq, white: bool) -> bool {
        let mut g = self.grid;
        g[from.0 as usize][from.1 as usize] = '.';
        DIRS.iter().any(|(dx, dy)| {
            let over = (at.0 + dx, at.1 + dy);
            let to = (at.0 + 2 * dx, at.1 + 2 * dy);
            self.rules.on_board(over)
                && is_piece(self.at(over))
                && is_white(self.at(over)) != white
                && self.landable(&g, to)
        })
    }

    fn knight_rule_ok(&self, c: &Cand, white: bool) -> bool {
        if !c.knight || c.captures() || c.legs == ['s'] {
            return true;
        }
        let enemy = self.rules.castle(!white);
        c.route[1..].iter().all(|&at| enemy.contains(&at) || !self.could_jump(c.route[0], at, white))
    }

    fn pieces(&self, white: bool) -> Vec<Sq> {
        let mut v = vec![];
        for f in 0..14 {
            for r in 0..16 {
                let c = self.grid[f as usize][r as usize];
                if is_piece(c) && is_white(c) == white {
                    v.push((f, r));
                }
            }
        }
        v
    }

    fn plain_jump_exists(&self, at: Sq, white: bool) -> bool {
        !self.rules.castle(!white).contains(&at) && self.could_jump(at, at, white)
    }

    pub fn moves(&self) -> Vec<String> {
        if self.result.is_some() {
            return vec![];
        }
        let mut v = self.legal();
        v.sort();
        v
    }

    fn legal(&self) -> Vec<String> {
        if self.planting_due(self.white_to_move) {
            return self.plantings();
        }
        self.legal_moves().iter().map(|c| c.text()).collect()
    }

    fn legal_moves(&self) -> Vec<Cand> {
        let white = self.white_to_move;
        let side = if white { 0 } else { 1 };
        if let Some(c) = self.must_leave[side] {
            let must = self.plain_jump_exists(c, white);
            let mine: Vec<Cand> = self
                .candidates(c)
                .into_iter()
                .filter(|m| !must || m.captures())
                .filter(|m| self.knight_rule_ok(m, white))
                .collect();
            if !mine.is_empty() {
                return mine;
            }
        }
        let pieces = self.pieces(white);
        let must = pieces.iter().any(|&p| self.plain_jump_exists(p, white));
        pieces
            .iter()
            .flat_map(|&p| self.candidates(p))
            .filter(|m| !must || m.captures())
            .filter(|m| self.knight_rule_ok(m, white))
            .collect()
    }

    /// Both sides with one piece or none, on boards whose castles have two squares: a draw.
    fn bare(&self) -> Option<(String, String)> {
        (self.rules.two_square() && self.count(true) <= 1 && self.count(false) <= 1)
            .then(|| ("draw".to_string(), "BothBare".to_string()))
    }

    /// Anti-Camelot: a side whose castle an enemy piece stands in has won.
    fn entered(&self, mover_white: bool) -> Option<(String, String)> {
        let colour = |w: bool| if w { "white".to_string() } else { "black".to_string() };
        for w in [mover_white, !mover_white] {
            if self.rules.castle(w).iter().any(|&s| is_piece(self.at(s)) && is_white(self.at(s)) != w) {
                return Some((colour(w), "CastleEntered".into()));
            }
        }
        None
    }

    fn decisive(&self, mover_white: bool) -> Option<(String, String)> {
        let colour = |w: bool| if w { "white".to_string() } else { "black".to_string() };
        for w in [mover_white, !mover_white] {
            if self.rules.castle(!w).iter().all(|&s| is_piece(self.at(s)) && is_white(self.at(s)) == w) {
                return Some((colour(w), "CastleTaken".into()));
            }
        }
        if let Some(draw) = self.bare() {
            return Some(draw);
        }
        let (mine, theirs) = (self.count(mover_white), self.count(!mover_white));
        if theirs == 0 {
            return Some((colour(mover_white), "AllCaptured".into()));
        }
        if mine == 0 {
            return Some((colour(!mover_white), "AllCaptured".into()));
        }
        None
    }

    /// The end of the game as the engine reports it: (winner or "draw", reason).
    pub fn outcome(&self) -> Option<(String, String)> {
        let stuck = self.legal().is_empty();
        let to_move = if self.white_to_move { "white" } else { "black" };
        let other = if self.white_to_move { "black" } else { "white" };
        // Without a legal move the player to move loses; in Anti-Camelot it wins.
        let stalled = || (if self.rules.anti { to_move } else { other }.to_string(), "NoLegalMove".to_string());
        match &self.result {
            Some((_, why)) if !self.rules.anti && (why == "Repetition" || why == "NoProgress") && stuck => {
                Some(stalled())
            }
            Some(r) => Some(r.clone()),
            None if stuck => Some(stalled()),
            None => None,
        }
    }

    /// Plays a move from `moves()`.
    pub fn play(&mut self, text: &str) {
        let white = self.white_to_move;
        let side = if white { 0 } else { 1 };
        if let Some(list) = text.strip_prefix("T:") {
            assert!(self.legal().iter().any(|m| m == text), "a legal planting");
            for s in list.split(',') {
                let (f, r) = parse_square(s);
                self.grid[f as usize][r as usize] = 'T';
            }
            self.must_leave[side] = None;
            self.quiet += 1;
        } else {
            let c = self.legal_moves().into_iter().find(|c| c.text() == text).expect("a legal move");
            let from = c.route[0];
            let piece = self.at(from);
            self.grid[from.0 as usize][from.1 as usize] = '.';
            for (i, leg) in c.legs.iter().enumerate() {
                if *leg == 'j' {
                    let (a, b) = (c.route[i], c.route[i + 1]);
                    self.grid[((a.0 + b.0) / 2) as usize][((a.1 + b.1) / 2) as usize] = '.';
                }
            }
            let to = *c.route.last().unwrap();
            self.grid[to.0 as usize][to.1 as usize] = piece;
            if self.rules.castle(!white).contains(&from) {
                self.castle_moves[side] += 1;
            }
            self.must_leave[side] = if self.rules.castle(white).contains(&to) { Some(to) } else { None };
            if c.captures() || self.rules.castle(!white).contains(&to) {
                self.quiet = 0;
            } else {
                self.quiet += 1;
            }
        }
        self.white_to_move = !white;
        let key = self.key();
        self.history.push(key.clone());
        let seen = self.history.iter().filter(|k| **k == key).count();
        let draw = if seen >= 3 {
            Some(("draw".to_string(), "Repetition".to_string()))
        } else if self.quiet >= 100 {
            Some(("draw".to_string(), "NoProgress".to_string()))
        } else {
            None
        };
        self.result = if self.rules.anti {
            self.bare().or(draw).or_else(|| self.entered(white))
        } else {
            self.decisive(white).or(draw)
        };
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| {
                let mut next = self.clone();
                next.play(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}
