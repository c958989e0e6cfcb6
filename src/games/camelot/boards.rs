//! The pictures of the boards, as rules/camelot-variants.md draws them (Camelot's own from
//! the table of rules/camelot.md): one string a rank, top rank first. `.` no square, `-` an
//! empty square, `1` White's castle, `2` Black's castle, `M`/`K` a White Man/Knight and
//! `m`/`k` a Black Man/Knight at the start; River Camelot adds `r` river, `b` a bridge (an
//! ordinary square), `v` a square where White may plant a tree and `^` one where Black may.
//! They are read here at compile time into the `Board`s of `board.rs`, with the distances the
//! evaluation measures on each.

use super::board::{
    index, side_bit, Board, Square, Variant, CELLS, EMPTY, KNIGHT_BIT, MAX_RANKS, OFF, RIVER, STEPS, WIDTH,
};

pub struct Picture {
    pub rows: &'static [&'static str],
    /// The board has a river (distances go round it).
    pub river: bool,
}

pub const PICTURES: [Picture; 5] = [CAMELOT, CHIVALRY, CAM, CAMETTE, RIVER_CAMELOT];

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
const RIVER_CAMELOT: Picture = Picture {
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

const fn insert(set: &mut [u64; 4], sq: Square) {
    set[(sq >> 6) as usize & 3] |= 1 << (sq & 63);
}

/// A board from its picture: one string a rank, top rank first (see `boards.rs`).
pub(super) const fn build(variant: Variant, picture: &Picture) -> Board {
    let rows = picture.rows;
    let ranks = rows.len();
    let files = rows[0].len();
    let mut board = Board {
        variant,
        files: files as u8,
        ranks: ranks as u8,
        cells: [OFF; CELLS],
        start: [OFF; CELLS],
        castle: [0; CELLS],
        castles: [[0; 2]; 2],
        castle_size: 0,
        plant: [[0; 4]; 2],
        bridges: [0; 4],
        spans: [(0, 0); MAX_RANKS],
        knights: 0,
        men: 0,
        to_castle: [[u8::MAX; CELLS]; 2],
        to_goal: [[u8::MAX; CELLS]; 2],
    };
    let mut found = [0usize; 2];
    let mut row = 0;
    while row < ranks {
        let rank = ranks - 1 - row;
        let bytes = rows[row].as_bytes();
        let mut file = 0;
        while file < files {
            let sq = index(file, rank);
            let mut cell = EMPTY;
            let mut piece = EMPTY;
            match bytes[file] {
                b'.' => cell = OFF,
                b'r' => cell = RIVER,
                b'b' => insert(&mut board.bridges, sq),
                b'v' => insert(&mut board.plant[0], sq),
                b'^' => insert(&mut board.plant[1], sq),
                c @ (b'1' | b'2') => {
                    let side = (c - b'1') as usize;
                    board.castle[sq as usize] = side_bit(side);
                    board.castles[side][found[side]] = sq;
                    board.castles[side][1] = sq;
                    found[side] += 1;
                }
                b'M' => piece = side_bit(0),
                b'K' => piece = side_bit(0) | KNIGHT_BIT,
                b'm' => piece = side_bit(1),
                b'k' => piece = side_bit(1) | KNIGHT_BIT,
                _ => {}
            }
            board.cells[sq as usize] = cell;
            board.start[sq as usize] = if piece == EMPTY { cell } else { piece };
            if piece == side_bit(0) {
                board.men += 1;
            } else if piece == side_bit(0) | KNIGHT_BIT {
                board.knights += 1;
            }
            if cell != OFF {
                if board.spans[rank].1 == 0 {
                    board.spans[rank].0 = file as u8;
                }
                board.spans[rank].1 += 1;
            }
            file += 1;
        }
        row += 1;
    }
    board.castle_size = found[0] as u8;
    let mut side = 0;
    while side < 2 {
        board.to_castle[side] = distances(&board.cells, board.castles[1 - side]);
        let goal_rank = rank_of_const(board.castles[1 - side][0]);
        let mut sq = 0;
        while sq < CELLS {
            let steps = board.to_castle[side][sq];
            if board.cells[sq] != OFF {
                let rank = rank_of_const(sq as Square);
                let ranks_away = rank.abs_diff(goal_rank);
                // Where a river bars the straight way, the way round counts instead; River
                // Camelot's pieces also start two ranks further back than Camelot's, and go
                // round by a bridge: counted from there, they advance as on Camelot's board.
                board.to_goal[side][sq] = if picture.river { steps.saturating_sub(3) } else { ranks_away as u8 };
            }
            sq += 1;
        }
        side += 1;
    }
    board
}

const fn rank_of_const(sq: Square) -> usize {
    (sq as usize / WIDTH).saturating_sub(1)
}

/// King steps from every square to the nearest of `goals`, never through a cell where nothing
/// may stand (a breadth-first search, at compile time).
const fn distances(cells: &[u8; CELLS], goals: [Square; 2]) -> [u8; CELLS] {
    let mut dist = [u8::MAX; CELLS];
    let mut queue = [0u8; CELLS];
    let (mut head, mut tail) = (0, 0);
    let mut g = 0;
    while g < 2 {
        let sq = goals[g] as usize;
        if dist[sq] == u8::MAX {
            dist[sq] = 0;
            queue[tail] = sq as u8;
            tail += 1;
        }
        g += 1;
    }
    while head < tail {
        let at = queue[head];
        head += 1;
        let mut d = 0;
        while d < 8 {
            let to = at.wrapping_add(STEPS[d]) as usize;
            if cells[to] == EMPTY && dist[to] == u8::MAX && tail < CELLS {
                dist[to] = dist[at as usize] + 1;
                queue[tail] = to as u8;
                tail += 1;
            }
            d += 1;
        }
    }
    dist
}
