//! The boards of the Camelot family as the rules draw them, read by the reference.

use super::{is_white, Sq};

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
    pub squares: Vec<Sq>,
    pub river: Vec<Sq>,
    /// Castle squares: White's, Black's.
    pub castles: [Vec<Sq>; 2],
    /// Where White and Black may plant trees.
    pub plant: [Vec<Sq>; 2],
    pub start: Vec<(Sq, char)>,
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

    pub fn castle(&self, white: bool) -> &[Sq] {
        &self.castles[if white { 0 } else { 1 }]
    }

    pub fn two_square(&self) -> bool {
        self.castles[0].len() == 2
    }

    pub fn has_trees(&self) -> bool {
        !self.plant[0].is_empty()
    }

    /// The files of a rank, lowest first (river squares included).
    pub fn rank_files(&self, r: i32) -> Vec<i32> {
        (0..self.files).filter(|&f| self.on_board((f, r))).collect()
    }

    /// The variant field of the engine's position text (none for Camelot itself).
    pub fn prefix(&self) -> String {
        match (self.variant.as_str(), self.anti) {
            ("camelot", false) => String::new(),
            (v, true) => format!("anti-{v}_"),
            (v, false) => format!("{v}_"),
        }
    }
}
