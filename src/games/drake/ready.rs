//! The ready-made variants: one for each extension of rules/drake-extensions.md, each built to
//! show it off, with names in both languages.

use super::variant::Variant;
use crate::game::Text;

/// A variant with a name, ready to pick.
#[derive(Debug)]
pub struct ReadyMade {
    /// The id on the command line (`--variant flags`).
    pub id: &'static str,
    pub name: &'static Text,
    /// What it shows off, in a sentence.
    pub about: &'static Text,
    /// Its variant text.
    pub text: &'static str,
}

impl ReadyMade {
    pub fn variant(&self) -> Variant {
        Variant::from_text(self.text).unwrap_or_default()
    }

    /// The ready-made variant of this id, if there is one.
    pub fn find(id: &str) -> Option<&'static ReadyMade> {
        READY_MADE.iter().find(|r| r.id == id)
    }

    /// The ready-made variant that is exactly `variant`, if any (to name a game by it).
    pub fn of(variant: &Variant) -> Option<&'static ReadyMade> {
        READY_MADE.iter().find(|r| r.variant() == *variant)
    }
}

pub const READY_MADE: [ReadyMade; 8] = [
    ReadyMade {
        id: "knights-and-lancers",
        name: &crate::text!("Knights and Lancers", "Rytíři a dragouni"),
        about: &crate::text!(
            "Knights jump over everything; Lancers jump two squares ahead and charge on.",
            "Rytíři přeskakují vše; dragouni skočí o dvě pole vpřed a ženou se dál."
        ),
        text: "v1-5-sDCCKLMSA",
    },
    ReadyMade {
        id: "heralds",
        name: &crate::text!("Heralds", "Hlasatelé"),
        about: &crate::text!(
            "Heralds stay put and send other troops about the board.",
            "Hlasatelé stojí na místě a posílají jiné jednotky po desce."
        ),
        text: "v1-5-sDCCHMSWH",
    },
    ReadyMade {
        id: "guardians-and-phantoms",
        name: &crate::text!("Guardians and Phantoms", "Strážci a přízraky"),
        about: &crate::text!(
            "Guardians shield the squares around them; Phantoms freeze the enemies they stare at.",
            "Strážci chrání pole kolem sebe; přízraky ochromí nepřátele, na které hledí."
        ),
        text: "v1-5-sDCCGPMSA",
    },
    ReadyMade {
        id: "fortresses",
        name: &crate::text!("Fortresses", "Pevnosti"),
        about: &crate::text!(
            "A troop that enters a fortress cannot be captured on the next move.",
            "Jednotku, která vstoupí do pevnosti, nelze další tah zajmout."
        ),
        text: "v1-5-fa3c3e3",
    },
    ReadyMade {
        id: "capture-the-flag",
        name: &crate::text!("Capture the flag", "Dobývání vlajky"),
        about: &crate::text!(
            "Carry the enemy flag to your own home row to win, or capture the leader as ever.",
            "Doneste nepřátelskou vlajku do své domácí řady, nebo jako vždy zajměte vůdce."
        ),
        text: "v1-5-g",
    },
    ReadyMade {
        id: "bombs",
        name: &crate::text!("Bombs", "Bomby"),
        about: &crate::text!(
            "A bomb in the stack destroys an enemy troop next to one of yours instead of being placed.",
            "Bomba v zásobníku zničí nepřátelskou jednotku vedle některé vaší, místo aby se stavěla."
        ),
        text: "v1-5-sDCCMS*WA",
    },
    ReadyMade {
        id: "drawn-stacks",
        name: &crate::text!("Drawn stacks", "Losované zásobníky"),
        about: &crate::text!(
            "After the leader and guards, every new troop is drawn at random from the bag.",
            "Po vůdci a strážích se každá další jednotka losuje z pytle."
        ),
        text: "v1-5-sDCCMSWAKL-d",
    },
    ReadyMade {
        id: "asymmetric-armies",
        name: &crate::text!("Asymmetric armies", "Nesouměrné armády"),
        about: &crate::text!(
            "Blue's classic army led by the Drake against Orange's new troops led by a Guardian.",
            "Klasická armáda modrého s Drakem proti novým jednotkám oranžového, které vede Strážce."
        ),
        text: "v1-5-bDCCMSWA-oGCCKLPH",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ready_made_variant_reads_and_round_trips() {
        for r in &READY_MADE {
            let v = Variant::from_text(r.text).unwrap_or_else(|e| panic!("{}: {e}", r.id));
            assert_eq!(v.to_text(), r.text);
            assert!(!v.is_classic(), "{}", r.id);
            assert_eq!(ReadyMade::find(r.id).map(|f| f.text), Some(r.text));
            assert_eq!(ReadyMade::of(&v).map(|f| f.id), Some(r.id));
        }
    }
}
