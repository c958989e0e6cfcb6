//! Position texts, the reference's way: read and written from the format the engine documents
//! (its position.rs), and built from a list of pieces for the tests.

use super::{name, parse_square, Reference, Rules};

impl Reference {
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
