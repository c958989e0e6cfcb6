//! The pictures of the boards, as rules/camelot-variants.md draws them (Camelot's own from
//! the table of rules/camelot.md): one string a rank, top rank first. `.` no square, `-` an
//! empty square, `1` White's castle, `2` Black's castle, `M`/`K` a White Man/Knight and
//! `m`/`k` a Black Man/Knight at the start; River Camelot adds `r` river, `b` a bridge (an
//! ordinary square), `v` a square where White may plant a tree and `^` one where Black may.
//! `board.rs` reads them at compile time.

pub struct Picture {
    pub rows: &'static [&'static str],
    /// The board has a river (distances go round it).
    pub river: bool,
}

pub const PICTURES: [Picture; 5] = [CAMELOT, CHIVALRY, CAM, CAMETTE, RIVER];

/// 160 squares, files A–L, ranks 1–16.
const CAMELOT: Picture = Picture {
    rows: &[
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
    river: false,
};

/// Chivalry (George Parker, 1887): 176 squares, files A–N, ranks 1–16.
const CHIVALRY: Picture = Picture {
    rows: &[
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
    river: false,
};

/// Cam (Parker Brothers, 1949): 67 squares, files A–G, ranks 1–13.
const CAM: Picture = Picture {
    rows: &[
        "...2...", "..---..", ".-----.", "--k-k--", "-mmmmm-", "-------", "-------", "-------", "-MMMMM-", "--K-K--",
        ".-----.", "..---..", "...1...",
    ],
    river: false,
};

/// Camette (Michael Nolan, 2002): 23 squares, files A–E, ranks 1–7.
const CAMETTE: Picture =
    Picture { rows: &["..2..", ".-k-.", "-mmm-", "-----", "-MMM-", ".-K-.", "..1.."], river: false };

/// River Camelot (World Camelot Federation): the Camelot board with a river.
const RIVER: Picture = Picture {
    rows: &[
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
    river: true,
};
