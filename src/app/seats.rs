//! Who plays each seat: a person at this device, or the computer at a level.

use crate::game::Text;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Player {
    #[default]
    Human,
    /// The computer at level 1..=5.
    Computer(u8),
}

impl Player {
    /// `human` or `computer3`, as saved games write it.
    pub fn id(self) -> String {
        match self {
            Player::Human => "human".into(),
            Player::Computer(level) => format!("computer{level}"),
        }
    }

    pub fn from_id(id: &str) -> Option<Player> {
        if id == "human" {
            return Some(Player::Human);
        }
        match id.strip_prefix("computer")?.parse() {
            Ok(level @ 1..=5) => Some(Player::Computer(level)),
            _ => None,
        }
    }

    /// The choices of the New game dialog, by id, with their labels.
    pub const CHOICES: [(&'static str, &'static Text); 6] = [
        ("human", &crate::text!("Human", "Člověk")),
        ("computer1", &crate::text!("Computer, level 1 (beginner)", "Počítač, úroveň 1 (začátečník)")),
        ("computer2", &crate::text!("Computer, level 2", "Počítač, úroveň 2")),
        ("computer3", &crate::text!("Computer, level 3", "Počítač, úroveň 3")),
        ("computer4", &crate::text!("Computer, level 4", "Počítač, úroveň 4")),
        ("computer5", &crate::text!("Computer, level 5 (strongest)", "Počítač, úroveň 5 (nejsilnější)")),
    ];
}

/// The player of `seat` in a list that may be shorter than the seats (missing: human).
pub fn player(seats: &[Player], seat: usize) -> Player {
    seats.get(seat).copied().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for p in [Player::Human, Player::Computer(1), Player::Computer(5)] {
            assert_eq!(Player::from_id(&p.id()), Some(p));
        }
        for bad in ["", "computer", "computer0", "computer6", "robot"] {
            assert_eq!(Player::from_id(bad), None, "{bad}");
        }
        assert_eq!(player(&[Player::Computer(2)], 1), Player::Human);
    }
}
