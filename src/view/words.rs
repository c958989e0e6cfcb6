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
    "games" => "Games", "Hry";
    "help" => "Rules", "Pravidla";
    "help-title" => "How to play {0}", "Jak se hraje {0}";
    "settings" => "Settings", "Nastavení";
    "open-shared" => "Open a shared game: paste its link or its text", "Otevřít sdílenou hru: vložte její odkaz nebo text";
    "open" => "Open", "Otevřít";
    "play" => "Play", "Hrát";
    "continue" => "Continue ({0} moves)", "Pokračovat ({0} tahů)";
    "share" => "Share", "Sdílet";
    "export" => "Export / import", "Export / import";
    "moves-label" => "Moves; use the arrow keys to step through them", "Tahy; šipkami mezi nimi procházíte";
    "game-over" => "Game over", "Konec hry";
    "rematch" => "Rematch", "Odveta";
    "share-title" => "Share this game", "Sdílet tuto hru";
    "share-hint" => "Send this link: whoever opens it sees this game and can play the next move, then send a new link back.", "Pošlete tento odkaz: kdo ho otevře, uvidí tuto hru, může zahrát další tah a poslat zpět nový odkaz.";
    "copy" => "Copy", "Kopírovat";
    "copied" => "Copied.", "Zkopírováno.";
    "io-title" => "Export or import a game", "Export nebo import hry";
    "io-hint" => "The game as text: copy or download it; or paste a game here and import it.", "Hra jako text: zkopírujte ji nebo stáhněte; nebo sem hru vložte a importujte.";
    "download" => "Download", "Stáhnout";
    "import" => "Import", "Importovat";
    "line-error" => "Line {0}: {1}", "Řádek {0}: {1}";
    "theme" => "Board theme", "Vzhled desky";
    "theme-light" => "Light", "Světlý";
    "theme-dark" => "Dark", "Tmavý";
    "theme-contrast" => "High contrast", "Vysoký kontrast";
    "animation" => "Animation", "Animace";
    "speed-off" => "Off", "Vypnuto";
    "speed-fast" => "Fast", "Rychlá";
    "speed-normal" => "Normal", "Normální";
    "speed-slow" => "Slow", "Pomalá";
    "coordinates" => "Coordinates", "Souřadnice";
    "sound" => "Sounds", "Zvuky";
    "saved-corrupt" => "A saved game of {0} could not be read, so a new game was started (other saved games are untouched): {1}", "Uloženou hru {0} nešlo přečíst, proto začala nová hra (ostatní uložené hry zůstaly): {1}";
    "shared-opened" => "Shared game opened. Play your move, then press Share to send the link back.", "Sdílená hra otevřena. Zahrajte svůj tah a stiskem Sdílet pošlete odkaz zpět.";
    "update-ready" => "A new version of Deskovna is ready.", "Je připravena nová verze Deskovny.";
    "reload" => "Reload", "Načíst znovu";
    "hint" => "Hint", "Nápověda";
    "demo" => "Watch the computer", "Sledovat počítač";
    "demo-stop" => "Stop the demo", "Ukončit ukázku";
    "thinking" => "{0} (computer) is thinking…", "{0} (počítač) přemýšlí…";
    "link-error" => "This link could not be opened: {0}", "Tento odkaz nešlo otevřít: {0}";
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
