//! `game::Inspect`: each engine says what stands on a square named as its notation names it,
//! lists what stands where, and (where the game has them) check and shamrocks — what lessons
//! judge their goals with.

use deskovna::game::{Game, Inspect, Occupant};
use deskovna::games::{camelot::Camelot, drake::Drake, drakoburg::Drakoburg, shamrock::Shamrock};

fn read<G: Game>(text: &str) -> G {
    G::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn occupied<G: Inspect>(g: &G) -> Vec<(String, Occupant)> {
    let mut all = g.occupied();
    all.sort_by(|a, b| a.0.cmp(&b.0));
    all
}

fn piece(name: &str, seat: usize) -> (String, Occupant) {
    (name.to_string(), Occupant::Piece(seat))
}

#[test]
fn the_drake_by_square_name() {
    // Orange's Drake d4 and Monk c3, Blue's Drake a1 and Clubman d1, a mountain on b2.
    let g: Drake = read("4_3oD.2oM1.1x2.bD2bC_b_M_-_-_0");
    assert_eq!(g.occupant("c3"), Some(Occupant::Piece(1)));
    assert_eq!(g.occupant("A1"), Some(Occupant::Piece(0)), "either case");
    assert_eq!(g.occupant("b2"), Some(Occupant::Empty), "a mountain holds no piece");
    assert_eq!(g.occupant("c2"), Some(Occupant::Empty));
    for off in ["e1", "a5", "a0", "b", "b2x", ""] {
        assert_eq!(g.occupant(off), None, "{off}");
    }
    assert_eq!(occupied(&g), [piece("a1", 0), piece("c3", 1), piece("d1", 0), piece("d4", 1)]);
    assert!(!g.in_check(0) && g.shamrocks_of(0) == 0);
}

#[test]
fn camelot_by_square_name_on_each_board() {
    let g: Camelot = read("2.8.10.12.m10m.12.12.12.12.5m6.3M1M6.12.12.10.8.2_w_00_-_0");
    assert_eq!(g.occupant("F7"), Some(Occupant::Piece(1)));
    assert_eq!(g.occupant("d6"), Some(Occupant::Piece(0)));
    assert_eq!(g.occupant("F1"), Some(Occupant::Empty), "a castle square");
    assert_eq!(g.occupant("A1"), None, "not a square of the board");
    assert_eq!(g.occupant("M5"), None);
    assert_eq!(occupied(&g), [piece("A12", 1), piece("D6", 0), piece("F6", 0), piece("F7", 1), piece("L12", 1)]);
    let camette: Camelot = read("camette_1.1k1.1mmm1.5.1MMM1.1K1.1_w_00_-_0");
    assert_eq!(camette.occupant("C2"), Some(Occupant::Piece(0)));
    assert_eq!(camette.occupant("F6"), None, "Camette's board is five files wide");
}

#[test]
fn drakoburg_by_square_name_and_its_check() {
    // White's Zbrojnoš b7 checks Black's Těžkooděnec e7 along the rank.
    let g: Drakoburg = read("1Z2t2.6p.7.7.7.7.3T3_b_0");
    assert_eq!(g.occupant("e7"), Some(Occupant::Piece(1)));
    assert_eq!(g.occupant("h1"), None);
    assert!(g.in_check(1) && !g.in_check(0));
    assert_eq!(occupied(&g), [piece("b7", 0), piece("d1", 0), piece("e7", 1), piece("g6", 1)]);
    let quiet: Drakoburg = read("4t2.6p.7.7.7.7.1Z1T3_w_0");
    assert!(!quiet.in_check(1));
}

#[test]
fn shamrock_by_cell_and_leaf_and_its_shamrocks() {
    let text = "2b_r0_1_A-1.0.0~D-1.1.1~F0.0.0~G-2.1.4_LNM_JKECPHIBO_-_-_-_g454021de755d469c";
    let mut g: Shamrock = read(text);
    assert_eq!(g.occupant("+0+0"), Some(Occupant::Thing), "a tile is nobody's");
    assert_eq!(g.occupant("-1+1"), Some(Occupant::Thing));
    assert_eq!(g.occupant("+5+5"), Some(Occupant::Empty));
    assert_eq!(g.occupant("+0+0c3"), Some(Occupant::Empty), "a leaf without a leprechaun");
    assert_eq!(g.occupant("+5+5c3"), None, "no tile, no leaf");
    for bad in ["+0+0c6", "0+0", "+0+0+", "+99+0", "b2"] {
        assert_eq!(g.occupant(bad), None, "{bad}");
    }
    let cells: Vec<String> = occupied(&g).into_iter().map(|(name, _)| name).collect();
    assert_eq!(cells, ["+0+0", "-1+0", "-1+1", "-2+1"]);
    assert_eq!((g.shamrocks_of(0), g.shamrocks_of(1)), (1, 0));
    let mv = g.parse_move("R-1+1+").expect("a rotation");
    g.play(mv).expect("legal");
    assert_eq!(g.shamrocks_of(0), 2, "the second shamrock: red wins");

    let expert: Shamrock =
        read("2x_r0.0_2_D0.1.4~H1.0.3~L0.0.1y~N1.-1.5_CGK_EBPFJMAIO_-_-_0.0.3~1.-1.3_g454021de755d4552");
    assert_eq!(expert.occupant("+0+0c3"), Some(Occupant::Piece(0)), "red's leprechaun");
    assert_eq!(expert.occupant("+1-1c3"), Some(Occupant::Piece(1)), "yellow's");
    assert!(expert.occupied().contains(&piece("+0+0c3", 0)));
}
