//! The New game dialog of the Camelot family: the board, and Anti-Camelot's switch
//! (rules/camelot-variants.md); the keys are those of `Game::set_option`.

use crate::game::Text;
use crate::view::fields::{Field, FieldKind};

pub fn fields() -> Vec<Field> {
    const BOARDS: [(&str, &Text); 5] = [
        ("camelot", &Text { en: "Camelot", cs: "Camelot" }),
        (
            "chivalry",
            &Text { en: "Chivalry (176 squares, 20 pieces a side)", cs: "Chivalry (176 polí, 20 figurek na stranu)" },
        ),
        ("cam", &Text { en: "Cam (67 squares, one-square castles)", cs: "Cam (67 polí, hrady o jednom poli)" }),
        ("camette", &Text { en: "Camette (23 squares)", cs: "Camette (23 polí)" }),
        (
            "river",
            &Text { en: "River Camelot (a river, bridges and trees)", cs: "Camelot s řekou (řeka, mosty a stromy)" },
        ),
    ];
    vec![
        Field { key: "variant", label: &Text { en: "Board", cs: "Deska" }, kind: FieldKind::Choice(BOARDS.to_vec()) },
        Field {
            key: "anti",
            label: &Text {
                en: "Anti-Camelot (reversed goals: win when the opponent enters your castle)",
                cs: "Anti-Camelot (obrácený cíl: vyhrává, komu soupeř vstoupí do hradu)",
            },
            kind: FieldKind::Switch,
        },
    ]
}
