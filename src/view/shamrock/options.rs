//! The New game dialog of Shamrock: two or three players, the expert game, the seed.

use crate::game::Text;
use crate::view::fields::{Field, FieldKind};

pub fn fields() -> Vec<Field> {
    const PLAYERS: [(&str, &Text); 2] = [
        ("2", &crate::text!("2: red and yellow", "2: červený a žlutý")),
        ("3", &crate::text!("3: red, yellow and blue", "3: červený, žlutý a modrý")),
    ];
    vec![
        Field { key: "players", label: &crate::text!("Players", "Hráči"), kind: FieldKind::Choice(PLAYERS.to_vec()) },
        Field {
            key: "expert",
            label: &crate::text!(
                "Expert game (leprechauns, 6 action points)",
                "Hra pro experty (leprikóni, 6 akčních bodů)"
            ),
            kind: FieldKind::Switch,
        },
        Field {
            key: "seed",
            label: &crate::text!(
                "Seed (the same seed deals the same tiles)",
                "Semínko (stejné semínko rozdá stejné díly)"
            ),
            kind: FieldKind::Number,
        },
    ]
}
