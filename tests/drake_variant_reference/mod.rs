//! A second, deliberately naive implementation of rules/drake.md with the extensions of
//! rules/drake-extensions.md, written from the rules text without looking at the engine: a
//! grid of cells, clones instead of undo, moves as notation strings, every mark recomputed
//! when asked. It is slow and obvious; the tests compare the engine against it.
//!
//! Chance is not its business: a drawn stack keeps its listed order here, and a test that
//! follows an engine's game copies the engine's stacks after each draw.

#![allow(dead_code)]

/// An action or token: kind letter (`m` shift, `s` slide, `x` strike, `j` jump, `v`
/// jump-slide, `c` command, `p` protect, `d` dread) and the offset in Blue's frame.
pub type Act = (char, i32, i32);

#[derive(Clone, Debug)]
pub struct Kind {
    pub letter: char,
    pub face: Vec<Act>,
    pub back: Vec<Act>,
}

/// The eleven built-in troops typed again from the two rules files.
pub fn builtin() -> Vec<Kind> {
    let orth = |k| vec![(k, 1, 0), (k, 0, 1), (k, -1, 0), (k, 0, -1)];
    let diag = |k| vec![(k, 1, 1), (k, -1, 1), (k, 1, -1), (k, -1, -1)];
    let kind = |letter, face, back| Kind { letter, face, back };
    vec![
        kind('D', vec![('s', 1, 0), ('s', -1, 0)], vec![('s', 0, 1), ('s', 0, -1)]),
        kind('C', orth('m'), diag('m')),
        kind('M', diag('s'), orth('m')),
        kind('S', vec![('m', 0, 1), ('x', 1, 2), ('x', -1, 2)], vec![('m', 1, 1), ('m', -1, 1), ('m', 0, -1)]),
        kind('W', orth('x'), orth('m')),
        kind(
            'A',
            vec![('m', 1, 0), ('m', -1, 0), ('m', 0, -1)],
            vec![('m', 0, 1), ('x', -1, 1), ('x', 1, 1), ('x', 0, 2)],
        ),
        // Knight: jump (1,2) (−1,2) (2,1) (−2,1) | shift (1,0) (−1,0) (0,−1); jump (0,2)
        kind(
            'K',
            vec![('j', 1, 2), ('j', -1, 2), ('j', 2, 1), ('j', -2, 1)],
            vec![('m', 1, 0), ('m', -1, 0), ('m', 0, -1), ('j', 0, 2)],
        ),
        // Lancer: jump-slide (0,2); shift (1,0) (−1,0) | shift (1,1) (−1,1) (0,−1)
        kind('L', vec![('v', 0, 2), ('m', 1, 0), ('m', -1, 0)], vec![('m', 1, 1), ('m', -1, 1), ('m', 0, -1)]),
        // Herald: shift (1,0) (−1,0); command (−1,1) (0,1) (1,1) | slide (0,1); command (−1,−1) (0,−1) (1,−1)
        kind(
            'H',
            vec![('m', 1, 0), ('m', -1, 0), ('c', -1, 1), ('c', 0, 1), ('c', 1, 1)],
            vec![('s', 0, 1), ('c', -1, -1), ('c', 0, -1), ('c', 1, -1)],
        ),
        // Guardian: shift (0,1) (0,−1); protect (1,0) (−1,0) (0,1) | shift (1,0) (−1,0); protect (0,−1) (1,1) (−1,1)
        kind(
            'G',
            vec![('m', 0, 1), ('m', 0, -1), ('p', 1, 0), ('p', -1, 0), ('p', 0, 1)],
            vec![('m', 1, 0), ('m', -1, 0), ('p', 0, -1), ('p', 1, 1), ('p', -1, 1)],
        ),
        // Phantom: shift (1,1) (−1,1); dread (0,1) (0,2) | shift (0,−1); strike (0,1); dread (1,0) (−1,0)
        kind(
            'P',
            vec![('m', 1, 1), ('m', -1, 1), ('d', 0, 1), ('d', 0, 2)],
            vec![('m', 0, -1), ('x', 0, 1), ('d', 1, 0), ('d', -1, 0)],
        ),
    ]
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cell {
    pub blue: bool,
    pub troop: char,
    pub face: bool,
    pub leader: bool,
}

/// A flag: where it lies and whether an enemy troop carries it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Flag {
    pub at: (i32, i32),
    pub carried: bool,
}

#[derive(Clone, Debug)]
pub struct Reference {
    pub n: i32,
    pub kinds: Vec<Kind>,
    pub mountains: Vec<(i32, i32)>,
    pub fortresses: Vec<(i32, i32)>,
    pub cells: Vec<Vec<Option<Cell>>>, // [file][rank]
    pub stacks: [Vec<char>; 2],        // top first, '*' a bomb
    pub flags: Option<[Flag; 2]>,      // Blue's, Orange's
    /// The fortress square whose troop arrived there on the last ply.
    pub safe: Option<(i32, i32)>,
    pub blue_to_move: bool,
    pub phase: u8, // 0 leaders, 1..=4 guard slot + 1, 5 middle
    pub quiet: u32,
    pub history: Vec<String>,
    pub over: bool,
}

fn sq(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

impl Reference {
    pub fn new(n: i32, stacks: [&str; 2]) -> Reference {
        Reference {
            n,
            kinds: builtin(),
            mountains: Vec::new(),
            fortresses: Vec::new(),
            cells: vec![vec![None; n as usize]; n as usize],
            stacks: [stacks[0].chars().collect(), stacks[1].chars().collect()],
            flags: None,
            safe: None,
            blue_to_move: true,
            phase: 0,
            quiet: 0,
            history: Vec::new(),
            over: false,
        }
    }

    /// Flags on these squares (Blue's, Orange's).
    pub fn with_flags(mut self, blue: (i32, i32), orange: (i32, i32)) -> Reference {
        self.flags = Some([Flag { at: blue, carried: false }, Flag { at: orange, carried: false }]);
        self
    }

    fn at(&self, f: i32, r: i32) -> Option<Cell> {
        self.cells[f as usize][r as usize]
    }

    fn on(&self, f: i32, r: i32) -> bool {
        f >= 0 && r >= 0 && f < self.n && r < self.n
    }

    fn mountain(&self, f: i32, r: i32) -> bool {
        self.mountains.contains(&(f, r))
    }

    fn me(&self) -> usize {
        usize::from(!self.blue_to_move)
    }

    fn side(&self, c: &Cell) -> Vec<Act> {
        let kind = self.kinds.iter().find(|k| k.letter == c.troop).expect("a known troop");
        let acts = if c.face { &kind.face } else { &kind.back };
        // Orange uses (dx, −dy) for every action and token.
        acts.iter().map(|&(k, dx, dy)| (k, dx, if c.blue { dy } else { -dy })).collect()
    }

    /// Whether a token of kind `token` of a troop of the side `blue` marks (f, r).
    fn marked(&self, blue: bool, token: char, f: i32, r: i32) -> bool {
        for a in 0..self.n {
            for b in 0..self.n {
                let Some(c) = self.at(a, b) else { continue };
                if c.blue == blue && self.side(&c).iter().any(|&(k, dx, dy)| k == token && (a + dx, b + dy) == (f, r)) {
                    return true;
                }
            }
        }
        false
    }

    /// May the side `blue` end a move (or a placement) on (f, r)?
    fn enterable(&self, blue: bool, f: i32, r: i32) -> bool {
        self.on(f, r)
            && !self.mountain(f, r)
            && self.at(f, r).is_none_or(|c| c.blue != blue)
            && !self.marked(!blue, 'p', f, r)
            && self.safe != Some((f, r))
    }

    fn leader_of(&self, blue: bool) -> Option<(i32, i32)> {
        (0..self.n)
            .flat_map(|f| (0..self.n).map(move |r| (f, r)))
            .find(|&(f, r)| self.at(f, r).is_some_and(|c| c.blue == blue && c.leader))
    }

    fn neighbours(&self, f: i32, r: i32) -> Vec<(i32, i32)> {
        [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .iter()
            .map(|(dx, dy)| (f + dx, r + dy))
            .filter(|&(a, b)| self.on(a, b))
            .collect()
    }

    /// Where `blue` may place: empty, no mountain, not protected by the enemy.
    fn placeable(&self, blue: bool, f: i32, r: i32) -> bool {
        self.on(f, r) && !self.mountain(f, r) && self.at(f, r).is_none() && !self.marked(!blue, 'p', f, r)
    }

    fn guard_spots(&self, blue: bool) -> Vec<(i32, i32)> {
        let Some((f, r)) = self.leader_of(blue) else { return vec![] };
        self.neighbours(f, r).into_iter().filter(|&(a, b)| self.placeable(blue, a, b)).collect()
    }

    pub fn moves(&self) -> Vec<String> {
        let mut out = std::collections::BTreeSet::new();
        if self.over {
            return Vec::new();
        }
        let blue = self.blue_to_move;
        let me = self.me();
        let all: Vec<(i32, i32)> = (0..self.n).flat_map(|f| (0..self.n).map(move |r| (f, r))).collect();
        match self.phase {
            0 => {
                let r = if blue { 0 } else { self.n - 1 };
                for f in 0..self.n {
                    if self.placeable(blue, f, r) {
                        out.insert(format!("@{}", sq(f, r)));
                    }
                }
            }
            1..=4 => {
                for (f, r) in self.guard_spots(blue) {
                    out.insert(format!("@{}", sq(f, r)));
                }
            }
            _ => {
                let own = |f: i32, r: i32| self.at(f, r).is_some_and(|c| c.blue == blue);
                let enemy = |f: i32, r: i32| self.on(f, r) && self.at(f, r).is_some_and(|c| c.blue != blue);
                let next_to_own = |f: i32, r: i32| self.neighbours(f, r).iter().any(|&(a, b)| own(a, b));
                match self.stacks[me].first() {
                    Some('*') => {
                        for &(f, r) in &all {
                            let target = self.at(f, r).is_some_and(|c| c.blue != blue && !c.leader);
                            if target && next_to_own(f, r) && self.safe != Some((f, r)) {
                                out.insert(format!("!{}", sq(f, r)));
                            }
                        }
                    }
                    Some(_) => {
                        for &(f, r) in &all {
                            if self.placeable(blue, f, r) && next_to_own(f, r) {
                                out.insert(format!("@{}", sq(f, r)));
                            }
                        }
                    }
                    None => {}
                }
                for &(f, r) in &all {
                    let Some(c) = self.at(f, r).filter(|c| c.blue == blue) else { continue };
                    let dreaded = self.marked(!blue, 'd', f, r);
                    let from = sq(f, r);
                    let to = |a: i32, b: i32| format!("{from}{}{}", if enemy(a, b) { 'x' } else { '-' }, sq(a, b));
                    let side = self.side(&c);
                    for &(kind, dx, dy) in &side {
                        let (a, b) = (f + dx, r + dy);
                        match kind {
                            'x' if enemy(a, b) && self.safe != Some((a, b)) => {
                                out.insert(format!("{from}*{}", sq(a, b)));
                            }
                            'm' | 'j' if !dreaded && self.enterable(blue, a, b) => {
                                out.insert(to(a, b));
                            }
                            's' | 'v' if !dreaded => {
                                let (ux, uy) = if kind == 's' { (dx, dy) } else { (dx / 2, dy / 2) };
                                let (mut a, mut b) = (a, b);
                                while self.enterable(blue, a, b) {
                                    out.insert(to(a, b));
                                    if enemy(a, b) {
                                        break;
                                    }
                                    a += ux;
                                    b += uy;
                                }
                            }
                            _ => {}
                        }
                    }
                    let orders: Vec<(i32, i32)> = side
                        .iter()
                        .filter(|a| a.0 == 'c')
                        .map(|&(_, dx, dy)| (f + dx, r + dy))
                        .filter(|&(a, b)| self.on(a, b))
                        .collect();
                    for &(a, b) in &orders {
                        if !own(a, b) || self.marked(!blue, 'd', a, b) {
                            continue;
                        }
                        for &(x, y) in &orders {
                            if (x, y) != (a, b) && self.enterable(blue, x, y) {
                                let mark = if enemy(x, y) { 'x' } else { '-' };
                                out.insert(format!("{from}:{}{mark}{}", sq(a, b), sq(x, y)));
                            }
                        }
                    }
                }
            }
        }
        out.into_iter().collect()
    }

    fn key(&self) -> String {
        format!("{:?}{:?}{:?}{:?}{}", self.cells, self.stacks, self.flags, self.safe, self.blue_to_move)
    }

    fn read(&self, s: &str) -> (i32, i32) {
        let b = s.as_bytes();
        ((b[0] - b'a') as i32, (b[1] - b'1') as i32)
    }

    /// Takes the troop off (f, r); a flag it carried stays there. Whether it was a leader.
    fn take(&mut self, f: i32, r: i32) -> bool {
        let Some(c) = self.at(f, r) else { return false };
        self.cells[f as usize][r as usize] = None;
        if let Some(flags) = &mut self.flags {
            for flag in flags.iter_mut() {
                if flag.at == (f, r) {
                    flag.carried = false;
                }
            }
        }
        c.leader
    }

    /// A troop of the mover arrived on (f, r) (from `from`, if it moved): it brings the enemy
    /// flag it carries, or picks one up. Whether it picked one up.
    fn arrive(&mut self, from: Option<(i32, i32)>, f: i32, r: i32) -> bool {
        let enemy = usize::from(self.blue_to_move);
        let Some(flags) = &mut self.flags else { return false };
        let flag = &mut flags[enemy];
        if flag.carried && Some(flag.at) == from {
            flag.at = (f, r);
            false
        } else if !flag.carried && flag.at == (f, r) {
            flag.carried = true;
            true
        } else {
            false
        }
    }

    /// Plays a move from `moves()`.
    pub fn play(&mut self, mv: &str) {
        let blue = self.blue_to_move;
        let me = self.me();
        let mut reset = false;
        let mut leader_taken = false;
        let mut arrived = None;
        if let Some(target) = mv.strip_prefix('!') {
            let (f, r) = self.read(target);
            leader_taken = self.take(f, r);
            self.stacks[me].remove(0);
            reset = true;
        } else if let Some(target) = mv.strip_prefix('@') {
            let (f, r) = self.read(target);
            let troop = self.stacks[me].remove(0);
            self.cells[f as usize][r as usize] = Some(Cell { blue, troop, face: true, leader: self.phase == 0 });
            reset = true;
            reset |= self.arrive(None, f, r);
            arrived = Some((f, r));
        } else if mv.as_bytes()[2] == b':' {
            let by = self.read(&mv[0..2]);
            let (f, r) = self.read(&mv[3..5]);
            let (a, b) = self.read(&mv[6..8]);
            let moved = self.at(f, r).unwrap();
            if self.at(a, b).is_some() {
                leader_taken = self.take(a, b);
                reset = true;
            }
            self.cells[f as usize][r as usize] = None;
            self.cells[a as usize][b as usize] = Some(moved);
            let mut commander = self.at(by.0, by.1).unwrap();
            commander.face = !commander.face;
            self.cells[by.0 as usize][by.1 as usize] = Some(commander);
            reset |= self.arrive(Some((f, r)), a, b);
            arrived = Some((a, b));
        } else {
            let (f, r) = self.read(&mv[0..2]);
            let (a, b) = self.read(&mv[3..5]);
            let mut c = self.at(f, r).unwrap();
            c.face = !c.face;
            if self.at(a, b).is_some() {
                leader_taken = self.take(a, b);
                reset = true;
            }
            if mv.as_bytes()[2] == b'*' {
                self.cells[f as usize][r as usize] = Some(c);
            } else {
                self.cells[f as usize][r as usize] = None;
                self.cells[a as usize][b as usize] = Some(c);
                reset |= self.arrive(Some((f, r)), a, b);
                arrived = Some((a, b));
            }
        }
        self.safe = arrived.filter(|at| self.fortresses.contains(at));
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
        if reset {
            self.quiet = 0;
            self.history.clear();
        } else {
            self.quiet += 1;
        }
        self.history.push(self.key());
        let key = self.key();
        let seen = self.history.iter().filter(|k| **k == key).count();
        let home = if blue { 0 } else { self.n - 1 };
        let flag_home = self.flags.is_some_and(|flags| {
            let flag = flags[usize::from(blue)];
            flag.carried && flag.at.1 == home
        });
        if leader_taken || flag_home || seen >= 3 || self.quiet >= 100 {
            self.over = true;
        }
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
