//! The New game dialog of The Drake: the variant (the standard game or a ready-made one; the
//! page adds the player's own), board size, mountains, stack modes. The variant comes first:
//! it replaces the whole set-up, and choosing one sets the other fields to its own.

use crate::game::Text;
use crate::games::drake::{square_name, ReadyMade, StackMode, Variant, READY_MADE};
use crate::view::fields::{Field, FieldKind};

/// The values the other fields take when the variant field is set to `value` (a ready-made
/// variant's id, a variant text, or the standard game).
pub fn preset(key: &str, value: &str) -> Vec<(&'static str, String)> {
    if key != "variant" {
        return Vec::new();
    }
    let variant = match value {
        "" => Some(Variant::default()),
        v if v.starts_with('v') => Variant::from_text(v).ok(),
        id => ReadyMade::find(id).map(ReadyMade::variant),
    };
    let Some(v) = variant else { return Vec::new() };
    let switch = |on: bool| if on { "on" } else { "off" }.to_string();
    let mountains: Vec<String> = (0..64u8).filter(|sq| v.mountains & (1 << sq) != 0).map(square_name).collect();
    vec![
        ("size", v.size.to_string()),
        ("mountains", mountains.join(",")),
        ("random-stack", switch(v.mode == StackMode::Random)),
        ("hidden-stack", switch(v.hidden)),
    ]
}

pub fn fields() -> Vec<Field> {
    let mut variants = vec![("", &Text { en: "Standard", cs: "Základní" })];
    variants.extend(READY_MADE.iter().map(|r| (r.id, r.name)));
    const SIZES: [(&str, &Text); 6] = [
        ("4", &Text { en: "4 × 4", cs: "4 × 4" }),
        ("3", &Text { en: "3 × 3", cs: "3 × 3" }),
        ("5", &Text { en: "5 × 5", cs: "5 × 5" }),
        ("6", &Text { en: "6 × 6", cs: "6 × 6" }),
        ("7", &Text { en: "7 × 7", cs: "7 × 7" }),
        ("8", &Text { en: "8 × 8", cs: "8 × 8" }),
    ];
    vec![
        Field { key: "variant", label: &Text { en: "Variant", cs: "Varianta" }, kind: FieldKind::Choice(variants) },
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
