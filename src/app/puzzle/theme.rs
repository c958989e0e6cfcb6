//! The themes of the puzzles, by id (as the sets and `ai::puzzle::games` write them) with
//! their names in both languages.

use crate::game::Text;

pub const THEMES: &[(&str, Text)] = &[
    ("mate-in-1", Text { en: "Mate in 1", cs: "Mat 1. tahem" }),
    ("mate-in-2", Text { en: "Mate in 2", cs: "Mat 2. tahem" }),
    ("mate-in-3", Text { en: "Mate in 3", cs: "Mat 3. tahem" }),
    ("winning-a-piece", Text { en: "Winning a piece", cs: "Zisk figury" }),
    ("leader-in-1", Text { en: "Capturing the leader in 1", cs: "Zajetí vůdce 1. tahem" }),
    ("leader-in-2", Text { en: "Capturing the leader in 2", cs: "Zajetí vůdce 2. tahem" }),
    ("leader-in-3", Text { en: "Capturing the leader in 3", cs: "Zajetí vůdce 3. tahem" }),
    ("winning-a-troop", Text { en: "Winning a troop", cs: "Zisk jednotky" }),
    ("capture-chain", Text { en: "Capture chain", cs: "Řetěz skoků" }),
    ("knights-charge", Text { en: "The knight's charge", cs: "Rytířův výpad" }),
    ("entering-the-castle", Text { en: "Entering the castle", cs: "Vstup do hradu" }),
    ("forcing-a-capture", Text { en: "Forcing a capture", cs: "Vynucené braní" }),
    ("second-shamrock", Text { en: "Your second shamrock", cs: "Druhý trojlístek" }),
    ("stopping-a-shamrock", Text { en: "Stopping a shamrock", cs: "Zastavení trojlístku" }),
    ("advantage", Text { en: "Advantage", cs: "Výhoda" }),
];

/// The name of a theme; `None` for an id no set should use.
pub fn name(id: &str) -> Option<&'static Text> {
    THEMES.iter().find(|(i, _)| *i == id).map(|(_, t)| t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_has_both_names_and_one_id() {
        for (i, (id, text)) in THEMES.iter().enumerate() {
            assert!(!text.en.is_empty() && !text.cs.is_empty() && text.en != text.cs, "{id}");
            assert!(THEMES[i + 1..].iter().all(|(other, _)| other != id), "{id} twice");
            assert_eq!(name(id), Some(text));
        }
        assert_eq!(name("stalemate-in-9"), None);
    }
}
