//! The words of the page around the board, in both languages. The page marks each element
//! with `data-t="key"` (its text) or `data-t-label="key"` (its aria-label and title).

use crate::game::Text;

macro_rules! words {
    ($($key:literal => $en:literal, $cs:literal;)*) => {
        /// The text of a page word by key.
        pub fn word(key: &str) -> Option<&'static Text> {
            match key {
                $($key => Some(&Text { en: $en, cs: $cs }),)*
                _ => None,
            }
        }

        /// Every key, for the test that the page uses only known words.
        pub const KEYS: &[&str] = &[$($key),*];
    };
}

words! {
    "app-title" => "Deskovna", "Deskovna";
    "tagline" => "Four abstract board games", "Čtyři abstraktní deskové hry";
    "new-game" => "New game", "Nová hra";
    "flip" => "Flip board", "Otočit desku";
    "undo" => "Undo", "Zpět";
    "redo" => "Redo", "Znovu";
    "moves" => "Moves", "Tahy";
    "start" => "Start", "Začít";
    "cancel" => "Cancel", "Zrušit";
    "close" => "Close", "Zavřít";
    "language" => "Čeština", "English";
    "language-label" => "Switch language", "Přepnout jazyk";
    "board-label" => "Game board", "Herní deska";
    "describe" => "Describe the position", "Popsat pozici";
    "to-move" => "{0} to move", "Na tahu je {0}";
    "won" => "{0} won: {1}", "Vyhrál {0}: {1}";
    "draw" => "Draw: {0}", "Remíza: {0}";
    "shared-win" => "Shared win of {0}: {1}", "Společná výhra {0}: {1}";
    "new-game-title" => "New game", "Nová hra";
    "mountains-hint" => "Click squares to toggle mountains.", "Klepnutím na pole přidáte či odeberete horu.";
    "keyboard-help" => "Keyboard: arrows move the cursor, Enter picks up and puts down, Esc cancels.", "Klávesnice: šipky posouvají kurzor, Enter zvedá a pokládá, Esc ruší.";
    "live" => "Back to the game", "Zpět ke hře";
    "viewing" => "Viewing move {0}", "Prohlížíte tah {0}";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_both_languages() {
        for key in KEYS {
            let t = word(key).unwrap();
            assert!(!t.en.is_empty() && !t.cs.is_empty(), "{key}");
        }
        assert_eq!(word("nope"), None);
    }
}
