//! The New game dialog of the Camelot family: the board, and Anti-Camelot's switch
//! (rules/camelot-variants.md); the keys are those of `Game::set_option`.

use crate::game::Text;
use crate::view::fields::{Field, FieldKind};

pub fn fields() -> Vec<Field> {
    const BOARDS: [(&str, &Text); 5] = [
        ("camelot", &crate::text!("Camelot", "Camelot")),
        (
            "chivalry",
            &crate::text!("Chivalry (176 squares, 20 pieces a side)", "Chivalry (176 polí, 20 figurek na stranu)"),
        ),
        ("cam", &crate::text!("Cam (67 squares, one-square castles)", "Cam (67 polí, hrady o jednom poli)")),
        ("camette", &crate::text!("Camette (23 squares)", "Camette (23 polí)")),
        (
            "river",
            &crate::text!("River Camelot (a river, bridges and trees)", "Camelot s řekou (řeka, mosty a stromy)"),
        ),
    ];
    vec![
        Field { key: "variant", label: &crate::text!("Board", "Deska"), kind: FieldKind::Choice(BOARDS.to_vec()) },
        Field {
            key: "anti",
            label: &crate::text!(
                "Anti-Camelot (reversed goals: win when the opponent enters your castle)",
                "Anti-Camelot (obrácený cíl: vyhrává, komu soupeř vstoupí do hradu)"
            ),
            kind: FieldKind::Switch,
        },
    ]
}
