//! A second, deliberately naive implementation of rules/camelot.md and
//! rules/camelot-variants.md, written from the rules text without looking at the engine: each
//! board is the picture of the rules (copied below) read into a grid of characters indexed by
//! (file, rank); boards are cloned at every leap, moves built as lists of squares and leap
//! kinds, every rule applied as a separate filter over the full list of candidate moves, moves
//! as notation strings, and positions compared as strings for repetition. It is slow and
//! obvious; the tests compare the engine against it.

#![allow(dead_code)]

type Sq = (i32, i32);
type Grid = [[char; 16]; 14]; // [file][rank]; '.' empty, 'M' 'K' White, 'm' 'k' Black, 'T' a tree

/// The pictures of rules/camelot-variants.md (Camelot's drawn from the table of
/// rules/camelot.md), top rank first.
fn picture(variant: &str) -> &'static [&'static str] {
    match variant {
        "camelot" => &[
            ".....22.....",
            "..--------..",
            ".----------.",
            "------------",
            "------------",
            "--kmmmmmmk--",
            "---kmmmmk---",
            "------------",
            "------------",
            "---KMMMMK---",
            "--KMMMMMMK--",
            "------------",
            "------------",
            ".----------.",
            "..--------..",
            ".....11.....",
        ],
        "chivalry" => &[
            "......22......",
            "...--------...",
            "..----------..",
            ".------------.",
            "--------------",
            "--kkmmmmmmkk--",
            "--kkmmmmmmkk--",
            "--------------",
            "--------------",
            "--KKMMMMMMKK--",
            "--KKMMMMMMKK--",
            "--------------",
            ".------------.",
            "..----------..",
            "...--------...",
            "......11......",
        ],
        "cam" => &[
            "...2...", "..---..", ".-----.", "--k-k--", "-mmmmm-", "-------", "-------", "-------", "-MMMMM-",
            "--K-K--", ".-----.", "..---..", "...1...",
        ],
        "camette" => &["..2..", ".-k-.", "-mmm-", "-----", "-MMM-", ".-K-.", "..1.."],
        "river" => &[
            ".....22.....",
            "..^^----^^..",
            ".^^^^^^^^^^.",
            "^^kmmmmmmk^^",
            "^^^kmmmmk^^r",
            "^^^^^^^--rrr",
            "^^^^^^^rbrrr",
            "^^---rrrbrvv",
            "^^rbrrr---vv",
            "rrrbrvvvvvvv",
            "rrr--vvvvvvv",
            "rvvKMMMMKvvv",
            "vvKMMMMMMKvv",
            ".vvvvvvvvvv.",
            "..vv----vv..",
            ".....11.....",
        ],
        _ => panic!("no variant {variant}"),
    }
}

/// One board of the family, read from its picture.
#[derive(Clone, Debug)]
pub struct Rules {
    pub variant: String,
    pub anti: bool,
    pub files: i32,
    pub ranks: i32,
    squares: Vec<Sq>,
    river: Vec<Sq>,
    /// Castle squares: White's, Black's.
    castles: [Vec<Sq>; 2],
    /// Where White and Black may plant trees.
    plant: [Vec<Sq>; 2],
    start: Vec<(Sq, char)>,
}

impl Rules {
    pub fn new(variant: &str, anti: bool) -> Rules {
        let rows = picture(variant);
        let ranks = rows.len() as i32;
        let files = rows[0].len() as i32;
        let mut r = Rules {
            variant: variant.into(),
            anti,
            files,
            ranks,
            squares: vec![],
            river: vec![],
            castles: [vec![], vec![]],
            plant: [vec![], vec![]],
            start: vec![],
        };
        for (i, row) in rows.iter().enumerate() {
            let rank = ranks - 1 - i as i32;
            for (f, c) in row.chars().enumerate() {
                let sq = (f as i32, rank);
                if c == '.' {
                    continue;
                }
                r.squares.push(sq);
                match c {
                    'r' => r.river.push(sq),
                    '1' => r.castles[0].push(sq),
                    '2' => r.castles[1].push(sq),
                    'v' => r.plant[0].push(sq),
                    '^' => r.plant[1].push(sq),
                    'M' | 'K' | 'm' | 'k' => r.start.push((sq, c)),
                    _ => {}
                }
            }
        }
        r
    }

    pub fn on_board(&self, sq: Sq) -> bool {
        self.squares.contains(&sq)
    }

    /// The squares where pieces may stand (every square but the river's).
    pub fn land(&self) -> Vec<Sq> {
        self.squares.iter().copied().filter(|s| !self.river.contains(s)).collect()
    }

    /// Castle squares of White (0) or Black (1).
    pub fn castle_squares(&self, side: usize) -> &[Sq] {
        &self.castles[side]
    }

    /// Where White (0) or Black (1) may plant trees.
    pub fn planting(&self, side: usize) -> &[Sq] {
        &self.plant[side]
    }

    /// How many Knights and Men a side starts with.
    pub fn army(&self) -> (usize, usize) {
        let white: Vec<char> = self.start.iter().map(|&(_, c)| c).filter(|&c| is_white(c)).collect();
        let knights = white.iter().filter(|&&c| c == 'K').count();
        (knights, white.len() - knights)
    }

    fn castle(&self, white: bool) -> &[Sq] {
        &self.castles[if white { 0 } else { 1 }]
    }

    fn two_square(&self) -> bool {
        self.castles[0].len() == 2
    }

    fn has_trees(&self) -> bool {
        !self.plant[0].is_empty()
    }

    /// The files of a rank, lowest first (river squares included).
    fn rank_files(&self, r: i32) -> Vec<i32> {
        (0..self.files).filter(|&f| self.on_board((f, r))).collect()
    }

    /// The variant field of the engine's position text (none for Camelot itself).
    fn prefix(&self) -> String {
        match (self.variant.as_str(), self.anti) {
            ("camelot", false) => String::new(),
            (v, true) => format!("anti-{v}_"),
            (v, false) => format!("{v}_"),
        }
    }
}

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

fn parse_square(s: &str) -> Sq {
    let f = (s.as_bytes()[0] - b'A') as i32;
    let r: i32 = s[1..].parse().unwrap();
    (f, r - 1)
}

const DIRS: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];

fn is_white(c: char) -> bool {
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

    /// Reads the engine's position text (documented in its position.rs) the simple way.
    pub fn from_text(text: &str) -> Reference {
        let mut fields: Vec<&str> = text.split('_').collect();
        let (variant, anti) = if fields.len() == 6 {
            let v = fields.remove(0);
            match v.strip_prefix("anti-") {
                Some(v) => (v.to_string(), true),
                None => (v.to_string(), false),
            }
        } else {
            ("camelot".to_string(), false)
        };
        let rules = Rules::new(&variant, anti);
        let mut grid = [['.'; 16]; 14];
        for (i, row) in fields[0].split('.').enumerate() {
            let r = rules.ranks - 1 - i as i32;
            let files = rules.rank_files(r);
            let mut k = 0;
            let mut digits = String::new();
            for c in row.chars().chain(std::iter::once(';')) {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    k += digits.parse::<usize>().unwrap();
                    digits.clear();
                }
                if c != ';' {
                    let f = files[k];
                    grid[f as usize][r as usize] = c;
                    k += 1;
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
                let side = if rules.castles[0].contains(&sq) { 0 } else { 1 };
                must_leave[side] = Some(sq);
                rest = &rest[len..];
            }
        }
        let mut me = Reference {
            rules,
            grid,
            white_to_move: fields[1] == "w",
            castle_moves: [counts[0], counts[1]],
            must_leave,
            quiet: fields[4].parse().unwrap(),
            history: vec![],
            result: None,
        };
        me.history.push(me.key());
        let no_progress = (me.quiet >= 100).then(|| ("draw".to_string(), "NoProgress".to_string()));
        me.result = if me.rules.anti {
            me.bare().or(no_progress).or_else(|| me.entered(!me.white_to_move))
        } else {
            me.decisive(!me.white_to_move).or(no_progress)
        };
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

    /// The position in the engine's documented text format.
    pub fn text(&self) -> String {
        let mut ranks = vec![];
        for r in (0..self.rules.ranks).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for f in self.rules.rank_files(r) {
                match self.grid[f as usize][r as usize] {
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
        let leave: String = self.must_leave.iter().flatten().map(|&s| name(s)).collect();
        format!(
            "{}{}_{}_{}{}_{}_{}",
            self.rules.prefix(),
            ranks.join("."),
            if self.white_to_move { 'w' } else { 'b' },
            self.castle_moves[0],
            self.castle_moves[1],
            if leave.is_empty() { "-".to_string() } else { leave },
            self.quiet
        )
    }
}

/// A Camelot position text from pieces written as a kind letter and a square (`KC6 mE10`:
/// `M`/`K` White, `m`/`k` Black), the turn (`w`/`b`), castle-move counts (`00`), the castle
/// duties (`-`, `F1` …) and the quiet plies, in the engine's documented format.
pub fn text_of(pieces: &str, turn: char, counts: &str, leave: &str, quiet: u32) -> String {
    variant_text("camelot", false, pieces, turn, counts, leave, quiet)
}

/// The same on any board (`T` for a tree), with Anti-Camelot's goals or not.
pub fn variant_text(
    variant: &str,
    anti: bool,
    pieces: &str,
    turn: char,
    counts: &str,
    leave: &str,
    quiet: u32,
) -> String {
    let rules = Rules::new(variant, anti);
    let mut r = Reference::start_of(variant, anti);
    r.grid = [['.'; 16]; 14];
    for token in pieces.split_whitespace() {
        let (f, rank) = parse_square(&token[1..]);
        assert!(rules.on_board((f, rank)), "{token}");
        r.grid[f as usize][rank as usize] = token.chars().next().unwrap();
    }
    let fields: Vec<String> = r.text().split('_').map(String::from).collect();
    let board = &fields[fields.len() - 5];
    format!("{}{board}_{turn}_{counts}_{leave}_{quiet}", rules.prefix())
}
