//! The New game dialog of The Drake: board size, mountains, stack variants.

use crate::game::Text;
use crate::view::fields::{Field, FieldKind};

pub fn fields() -> Vec<Field> {
    const SIZES: [(&str, &Text); 6] = [
        ("4", &crate::text!("4 × 4", "4 × 4")),
        ("3", &crate::text!("3 × 3", "3 × 3")),
        ("5", &crate::text!("5 × 5", "5 × 5")),
        ("6", &crate::text!("6 × 6", "6 × 6")),
        ("7", &crate::text!("7 × 7", "7 × 7")),
        ("8", &crate::text!("8 × 8", "8 × 8")),
    ];
    vec![
        Field { key: "size", label: &crate::text!("Board", "Deska"), kind: FieldKind::Choice(SIZES.to_vec()) },
        Field {
            key: "mountains",
            label: &crate::text!("Mountains", "Hory"),
            kind: FieldKind::Squares {
                size_key: "size",
                presets: vec![
                    ("", &crate::text!("none", "žádné")),
                    ("b2", &crate::text!("b2", "b2")),
                    ("b2,d3", &crate::text!("b2 and d3", "b2 a d3")),
                    ("random", &crate::text!("random", "náhodné")),
                ],
            },
        },
        Field {
            key: "random-stack",
            label: &crate::text!(
                "Shuffled stack (after leader and guards)",
                "Zamíchaný zásobník (po vůdci a strážích)"
            ),
            kind: FieldKind::Switch,
        },
        Field {
            key: "hidden-stack",
            label: &crate::text!("Hidden stack (only the top is shown)", "Skrytý zásobník (vidět je jen vrchol)"),
            kind: FieldKind::Switch,
        },
        Field {
            key: "seed",
            label: &crate::text!("Seed (for random choices)", "Semínko (pro náhodu)"),
            kind: FieldKind::Number,
        },
    ]
}
