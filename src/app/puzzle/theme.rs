//! The themes of the puzzles, by id (as the sets and `ai::puzzle::games` write them) with
//! their names in both languages.

use crate::game::Text;

pub const THEMES: &[(&str, Text)] = &[
    ("mate-in-1", crate::text!("Mate in 1", "Mat 1. tahem")),
    ("mate-in-2", crate::text!("Mate in 2", "Mat 2. tahem")),
    ("mate-in-3", crate::text!("Mate in 3", "Mat 3. tahem")),
    ("winning-a-piece", crate::text!("Winning a piece", "Zisk figury")),
    ("leader-in-1", crate::text!("Capturing the leader in 1", "Zajetí vůdce 1. tahem")),
    ("leader-in-2", crate::text!("Capturing the leader in 2", "Zajetí vůdce 2. tahem")),
    ("leader-in-3", crate::text!("Capturing the leader in 3", "Zajetí vůdce 3. tahem")),
    ("winning-a-troop", crate::text!("Winning a troop", "Zisk jednotky")),
    ("capture-chain", crate::text!("Capture chain", "Řetěz skoků")),
    ("knights-charge", crate::text!("The knight's charge", "Rytířův výpad")),
    ("entering-the-castle", crate::text!("Entering the castle", "Vstup do hradu")),
    ("forcing-a-capture", crate::text!("Forcing a capture", "Vynucené braní")),
    ("second-shamrock", crate::text!("Your second shamrock", "Druhý trojlístek")),
    ("stopping-a-shamrock", crate::text!("Stopping a shamrock", "Zastavení trojlístku")),
    ("advantage", crate::text!("Advantage", "Výhoda")),
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
