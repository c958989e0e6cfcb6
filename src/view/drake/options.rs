//! The New game dialog of The Drake: board size, mountains, stack variants.

use crate::game::Text;
use crate::view::fields::{Field, FieldKind};

pub fn fields() -> Vec<Field> {
    const SIZES: [(&str, &Text); 6] = [
        ("4", &Text { en: "4 × 4", cs: "4 × 4" }),
        ("3", &Text { en: "3 × 3", cs: "3 × 3" }),
        ("5", &Text { en: "5 × 5", cs: "5 × 5" }),
        ("6", &Text { en: "6 × 6", cs: "6 × 6" }),
        ("7", &Text { en: "7 × 7", cs: "7 × 7" }),
        ("8", &Text { en: "8 × 8", cs: "8 × 8" }),
    ];
    vec![
        Field { key: "size", label: &Text { en: "Board", cs: "Deska" }, kind: FieldKind::Choice(SIZES.to_vec()) },
        Field {
            key: "mountains",
            label: &Text { en: "Mountains", cs: "Hory" },
            kind: FieldKind::Squares {
                size_key: "size",
                presets: vec![
                    ("", &Text { en: "none", cs: "žádné" }),
                    ("b2", &Text { en: "b2", cs: "b2" }),
                    ("b2,d3", &Text { en: "b2 and d3", cs: "b2 a d3" }),
                    ("random", &Text { en: "random", cs: "náhodné" }),
                ],
            },
        },
        Field {
            key: "random-stack",
            label: &Text {
                en: "Shuffled stack (after leader and guards)",
                cs: "Zamíchaný zásobník (po vůdci a strážích)",
            },
            kind: FieldKind::Switch,
        },
        Field {
            key: "hidden-stack",
            label: &Text {
                en: "Hidden stack (only the top is shown)", cs: "Skrytý zásobník (vidět je jen vrchol)"
            },
            kind: FieldKind::Switch,
        },
        Field {
            key: "seed",
            label: &Text { en: "Seed (for random choices)", cs: "Semínko (pro náhodu)" },
            kind: FieldKind::Number,
        },
    ]
}
