//! A second, deliberately naive implementation of rules/camelot.md, written from the rules
//! text without looking at the engine: a grid of characters indexed by (file, rank), boards
//! cloned at every leap, moves built as lists of squares and leap kinds, every rule applied as a
//! separate filter over the full list of candidate moves, moves as notation strings, and
//! positions compared as strings for repetition. It is slow and obvious; the tests compare the
//! engine against it.

#![allow(dead_code)]

type Sq = (i32, i32);
type Grid = [[char; 16]; 12]; // [file][rank]; '.' empty, 'M' 'K' White, 'm' 'k' Black

/// The board of the rules: ranks 1/16 F–G, 2/15 C–J, 3/14 B–K, all others A–L.
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

fn castle(white: bool) -> [Sq; 2] {
    if white {
        [(5, 0), (6, 0)]
    } else {
        [(5, 15), (6, 15)]
    }
}

pub fn name((f, r): Sq) -> String {
    format!("{}{}", (b'A' + f as u8) as char, r + 1)
}

fn parse_square(s: &str) -> Sq {
    let f = (s.as_bytes()[0] - b'A') as i32;
    let r: i32 = s[1..].parse().unwrap();
    (f, r - 1)
}

const DIRS: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];

fn is_white(c: char) -> bool {
    c == 'M' || c == 'K'
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
    pub fn start() -> Reference {
        let mut grid = [['.'; 16]; 12];
        for (sq, c) in [("C6", 'K'), ("D7", 'K'), ("I7", 'K'), ("J6", 'K')] {
            let (f, r) = parse_square(sq);
            grid[f as usize][r as usize] = c;
            grid[f as usize][(15 - r) as usize] = c.to_ascii_lowercase();
        }
        for sq in ["D6", "E6", "F6", "G6", "H6", "I6", "E7", "F7", "G7", "H7"] {
            let (f, r) = parse_square(sq);
            grid[f as usize][r as usize] = 'M';
            grid[f as usize][(15 - r) as usize] = 'm';
        }
        let mut me = Reference {
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

    /// Reads the engine's position text (documented in its position.rs) the simple way.
    pub fn from_text(text: &str) -> Reference {
        let fields: Vec<&str> = text.split('_').collect();
        let mut grid = [['.'; 16]; 12];
        for (i, row) in fields[0].split('.').enumerate() {
            let r = 15 - i as i32;
            let mut f = (0..12).find(|&f| on_board((f, r))).unwrap();
            let mut digits = String::new();
            for c in row.chars().chain(std::iter::once(';')) {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    f += digits.parse::<i32>().unwrap();
                    digits.clear();
                }
                if c != ';' {
                    grid[f as usize][r as usize] = c;
                    f += 1;
                }
            }
        }
        let counts: Vec<u32> = fields[2].chars().map(|c| c.to_digit(10).unwrap()).collect();
        let mut must_leave = [None, None];
        if fields[3] != "-" {
            let mut rest = fields[3];
            while !rest.is_empty() {
                let len = if rest.len() > 2 && rest.as_bytes()[2].is_ascii_digit() { 3 } else { 2 };
                let sq = parse_square(&rest[..len]);
                must_leave[if sq.1 == 0 { 0 } else { 1 }] = Some(sq);
                rest = &rest[len..];
            }
        }
        let mut me = Reference {
            grid,
            white_to_move: fields[1] == "w",
            castle_moves: [counts[0], counts[1]],
            must_leave,
            quiet: fields[4].parse().unwrap(),
            history: vec![],
            result: None,
        };
        me.history.push(me.key());
        me.result = me.decisive(!me.white_to_move);
        if me.result.is_none() && me.quiet >= 100 {
            me.result = Some(("draw".into(), "NoProgress".into()));
        }
        me
    }

    fn at(&self, (f, r): Sq) -> char {
        self.grid[f as usize][r as usize]
    }

    fn key(&self) -> String {
        let cells: String = self.grid.iter().flatten().collect();
        format!("{cells}{}{:?}{:?}", self.white_to_move, self.castle_moves, self.must_leave)
    }

    fn count(&self, white: bool) -> usize {
        self.grid.iter().flatten().filter(|&&c| c != '.' && is_white(c) == white).count()
    }

    /// Every move the piece on `from` could make by the rules of movement alone (no compulsory
    /// capture, no castle duty, no Knight canter rule).
    fn candidates(&self, from: Sq) -> Vec<Cand> {
        let piece = self.at(from);
        let white = is_white(piece);
        let knight = piece.eq_ignore_ascii_case(&'k');
        let own = castle(white);
        let enemy = castle(!white);
        let mut out = Vec::new();
        if enemy.contains(&from) {
            let other = if from == enemy[0] { enemy[1] } else { enemy[0] };
            let side = if white { 0 } else { 1 };
            if self.at(other) == '.' && self.castle_moves[side] < 2 {
                out.push(Cand { route: vec![from, other], legs: vec!['s'], knight });
            }
            return out;
        }
        let mut grid = self.grid;
        grid[from.0 as usize][from.1 as usize] = '.';
        let empty = |g: &Grid, s: Sq| on_board(s) && g[s.0 as usize][s.1 as usize] == '.';
        let friend = |g: &Grid, s: Sq| {
            on_board(s) && g[s.0 as usize][s.1 as usize] != '.' && is_white(g[s.0 as usize][s.1 as usize]) == white
        };
        let foe = |g: &Grid, s: Sq| {
            on_board(s) && g[s.0 as usize][s.1 as usize] != '.' && is_white(g[s.0 as usize][s.1 as usize]) != white
        };
        for (dx, dy) in DIRS {
            let to = (from.0 + dx, from.1 + dy);
            if empty(&grid, to) && !own.contains(&to) {
                out.push(Cand { route: vec![from, to], legs: vec!['s'], knight });
            }
        }
        // Jump sequences from a board and a partial candidate: all ways to jump on to the end.
        fn jumps(g: Grid, c: Cand, enemy: [Sq; 2], foe: &dyn Fn(&Grid, Sq) -> bool, out: &mut Vec<Cand>) {
            let at = *c.route.last().unwrap();
            let mut went = false;
            if !(enemy.contains(&at) && c.route.len() > 1) {
                for (dx, dy) in DIRS {
                    let over = (at.0 + dx, at.1 + dy);
                    let to = (at.0 + 2 * dx, at.1 + 2 * dy);
                    if foe(&g, over) && on_board(to) && g[to.0 as usize][to.1 as usize] == '.' {
                        went = true;
                        let mut g2 = g;
                        g2[over.0 as usize][over.1 as usize] = '.';
                        let mut c2 = c.clone();
                        c2.route.push(to);
                        c2.legs.push('j');
                        jumps(g2, c2, enemy, foe, out);
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
                if friend(&grid, over) && empty(&grid, to) && !c.route.contains(&to) && !own.contains(&to) {
                    let mut c2 = c.clone();
                    c2.route.push(to);
                    c2.legs.push('c');
                    stack.push(c2);
                }
            }
        }
        jumps(grid, Cand { route: vec![from], legs: vec![], knight }, enemy, &foe, &mut out);
        for c in canters {
            if knight && !enemy.contains(c.route.last().unwrap()) {
                jumps(grid, c.clone(), enemy, &foe, &mut out);
            }
            out.push(c);
        }
        out
    }

    /// Whether a piece of the side to move standing on `at` (the mover lifted from `from`)
    /// could jump.
    fn could_jump(&self, from: Sq, at: Sq, white: bool) -> bool {
        DIRS.iter().any(|(dx, dy)| {
            let over = (at.0 + dx, at.1 + dy);
            let to = (at.0 + 2 * dx, at.1 + 2 * dy);
            on_board(over)
                && self.at(over) != '.'
                && is_white(self.at(over)) != white
                && on_board(to)
                && (self.at(to) == '.' || to == from)
        })
    }

    fn knight_rule_ok(&self, c: &Cand, white: bool) -> bool {
        if !c.knight || c.captures() || c.legs == ['s'] {
            return true;
        }
        let enemy = castle(!white);
        c.route[1..].iter().all(|&at| enemy.contains(&at) || !self.could_jump(c.route[0], at, white))
    }

    fn pieces(&self, white: bool) -> Vec<Sq> {
        let mut v = vec![];
        for f in 0..12 {
            for r in 0..16 {
                let c = self.grid[f as usize][r as usize];
                if c != '.' && is_white(c) == white {
                    v.push((f, r));
                }
            }
        }
        v
    }

    fn plain_jump_exists(&self, at: Sq, white: bool) -> bool {
        !castle(!white).contains(&at) && self.could_jump(at, at, white)
    }

    pub fn moves(&self) -> Vec<String> {
        if self.result.is_some() {
            return vec![];
        }
        let mut v: Vec<String> = self.legal().iter().map(|c| c.text()).collect();
        v.sort();
        v
    }

    fn legal(&self) -> Vec<Cand> {
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

    fn decisive(&self, mover_white: bool) -> Option<(String, String)> {
        let colour = |w: bool| if w { "white".to_string() } else { "black".to_string() };
        for w in [mover_white, !mover_white] {
            if castle(!w).iter().all(|&s| self.at(s) != '.' && is_white(self.at(s)) == w) {
                return Some((colour(w), "CastleTaken".into()));
            }
        }
        let (mine, theirs) = (self.count(mover_white), self.count(!mover_white));
        if mine <= 1 && theirs <= 1 {
            return Some(("draw".into(), "BothBare".into()));
        }
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
        let loser_is_white = self.white_to_move;
        let stalled = || (if loser_is_white { "black" } else { "white" }.to_string(), "NoLegalMove".to_string());
        match &self.result {
            Some((_, why)) if (why == "Repetition" || why == "NoProgress") && stuck => Some(stalled()),
            Some(r) => Some(r.clone()),
            None if stuck => Some(stalled()),
            None => None,
        }
    }

    /// Plays a move from `moves()`.
    pub fn play(&mut self, text: &str) {
        let c = self.legal().into_iter().find(|c| c.text() == text).expect("a legal move");
        let white = self.white_to_move;
        let side = if white { 0 } else { 1 };
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
        if castle(!white).contains(&from) {
            self.castle_moves[side] += 1;
        }
        self.must_leave[side] = if castle(white).contains(&to) { Some(to) } else { None };
        if c.captures() || castle(!white).contains(&to) {
            self.quiet = 0;
        } else {
            self.quiet += 1;
        }
        self.white_to_move = !white;
        let key = self.key();
        self.history.push(key.clone());
        let seen = self.history.iter().filter(|k| **k == key).count();
        self.result = self.decisive(white).or_else(|| {
            if seen >= 3 {
                Some(("draw".into(), "Repetition".into()))
            } else if self.quiet >= 100 {
                Some(("draw".into(), "NoProgress".into()))
            } else {
                None
            }
        });
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

/// A position text from pieces written as a kind letter and a square (`KC6 mE10`: `M`/`K`
/// White, `m`/`k` Black), the turn (`w`/`b`), castle-move counts (`00`), the castle duties
/// (`-`, `F1` …) and the quiet plies, in the engine's documented format.
pub fn text_of(pieces: &str, turn: char, counts: &str, leave: &str, quiet: u32) -> String {
    let mut grid = [['.'; 16]; 12];
    for token in pieces.split_whitespace() {
        let (f, r) = parse_square(&token[1..]);
        assert!(on_board((f, r)), "{token}");
        grid[f as usize][r as usize] = token.chars().next().unwrap();
    }
    let mut ranks = vec![];
    for r in (0..16).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for f in (0..12).filter(|&f| on_board((f, r))) {
            match grid[f as usize][r as usize] {
                '.' => empty += 1,
                c => {
                    if empty > 0 {
                        row += &empty.to_string();
                        empty = 0;
                    }
                    row.push(c);
                }
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        ranks.push(row);
    }
    format!("{}_{turn}_{counts}_{leave}_{quiet}", ranks.join("."))
}
