//! The New game dialog of Shamrock: two or three players, the expert game, the seed.

use crate::game::Text;
use crate::view::fields::{Field, FieldKind};

pub fn fields() -> Vec<Field> {
    const PLAYERS: [(&str, &Text); 2] = [
        ("2", &Text { en: "2: red and yellow", cs: "2: červený a žlutý" }),
        ("3", &Text { en: "3: red, yellow and blue", cs: "3: červený, žlutý a modrý" }),
    ];
    vec![
        Field {
            key: "players",
            label: &Text { en: "Players", cs: "Hráči" },
            kind: FieldKind::Choice(PLAYERS.to_vec()),
        },
        Field {
            key: "expert",
            label: &Text {
                en: "Expert game (leprechauns, 6 action points)",
                cs: "Hra pro experty (leprikóni, 6 akčních bodů)",
            },
            kind: FieldKind::Switch,
        },
        Field {
            key: "seed",
            label: &Text {
                en: "Seed (the same seed deals the same tiles)",
                cs: "Semínko (stejné semínko rozdá stejné díly)",
            },
            kind: FieldKind::Number,
        },
    ]
}
