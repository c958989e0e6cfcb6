//! The words of the page around the board, in both languages. The page marks each element
//! with `data-t="key"` (its text) or `data-t-label="key"` (its aria-label and title).

/// An enum of words in both languages, each with a key (the page's, the workshop's, the study's and
/// the pictures' words), and the test that every one has both, the same blanks and its own key.
macro_rules! words {
    ($(#[$doc:meta])* $enum:ident; $($name:ident $key:literal => $text:expr;)*) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $enum {
            $($name,)*
        }

        impl $enum {
            pub const ALL: &'static [$enum] = &[$($enum::$name),*];

            pub fn text(self) -> &'static $crate::game::Text {
                match self {
                    $($enum::$name => &$text,)*
                }
            }

            /// The key the page's HTML uses.
            pub fn key(self) -> &'static str {
                match self {
                    $($enum::$name => $key,)*
                }
            }

            pub fn from_key(key: &str) -> Option<$enum> {
                $enum::ALL.iter().copied().find(|w| w.key() == key)
            }

            pub fn get(self, lang: $crate::game::Lang) -> &'static str {
                self.text().get(lang)
            }

            pub fn fill(self, lang: $crate::game::Lang, args: &[String]) -> String {
                self.text().fill(lang, args)
            }
        }

        #[cfg(test)]
        #[test]
        fn every_word_has_both_languages_the_same_blanks_and_a_key_of_its_own() {
            for &w in $enum::ALL {
                let t = w.text();
                assert!(!t.en.is_empty() && !t.cs.is_empty(), "{w:?}");
                assert_eq!(t.en.matches('{').count(), t.cs.matches('{').count(), "{w:?}");
                assert_eq!($enum::from_key(w.key()), Some(w), "{w:?}");
            }
            assert_eq!($enum::from_key("no such key"), None);
        }
    };
}
pub(crate) use words;

words! {
    /// A word of the page: code names it by variant, checked at compile time; the page's
    /// HTML names it by key (`data-t="new-game"`), checked by a test against this list.
    Word;
    AppTitle "app-title" => crate::text!("Deskovna", "Deskovna");
    Tagline "tagline" => crate::text!("Four abstract board games", "Čtyři abstraktní deskové hry");
    NewGame "new-game" => crate::text!("New game", "Nová hra");
    Flip "flip" => crate::text!("Flip board", "Otočit desku");
    Undo "undo" => crate::text!("Undo", "Zpět");
    Redo "redo" => crate::text!("Redo", "Znovu");
    Moves "moves" => crate::text!("Moves", "Tahy");
    Start "start" => crate::text!("Start", "Začít");
    Cancel "cancel" => crate::text!("Cancel", "Zrušit");
    Save "save" => crate::text!("Save", "Uložit");
    Close "close" => crate::text!("Close", "Zavřít");
    Language "language" => crate::text!("Čeština", "English");
    LanguageLabel "language-label" => crate::text!("Switch language", "Přepnout jazyk");
    BoardLabel "board-label" => crate::text!("Game board", "Herní deska");
    Describe "describe" => crate::text!("Describe the position", "Popsat pozici");
    PreviewLabel "preview-label" => crate::text!("{0}: the board at the start", "{0}: deska na začátku hry");
    ToMove "to-move" => crate::text!("{0} to move", "Na tahu je {0}");
    Won "won" => crate::text!("{0} won: {1}", "Vyhrál {0}: {1}");
    Draw "draw" => crate::text!("Draw: {0}", "Remíza: {0}");
    SharedWin "shared-win" => crate::text!("Shared win of {0}: {1}", "Společná výhra {0}: {1}");
    NewGameTitle "new-game-title" => crate::text!("New game", "Nová hra");
    MountainsHint "mountains-hint" => crate::text!("Click squares to toggle mountains.", "Klepnutím na pole přidáte či odeberete horu.");
    KeyboardHelp "keyboard-help" => crate::text!("Keyboard: arrows move the cursor, Enter picks up and puts down, Esc cancels.", "Klávesnice: šipky posouvají kurzor, Enter zvedá a pokládá, Esc ruší.");
    Live "live" => crate::text!("Back to the game", "Zpět ke hře");
    Viewing "viewing" => crate::text!("Viewing move {0}", "Prohlížíte tah {0}");
    Games "games" => crate::text!("Games", "Hry");
    Help "help" => crate::text!("Rules", "Pravidla");
    HelpTitle "help-title" => crate::text!("How to play {0}", "Jak se hraje {0}");
    Settings "settings" => crate::text!("Settings", "Nastavení");
    OpenShared "open-shared" => crate::text!("Open a shared game: paste its link or its text", "Otevřít sdílenou hru: vložte její odkaz nebo text");
    Open "open" => crate::text!("Open", "Otevřít");
    Play "play" => crate::text!("Play", "Hrát");
    Learn "learn" => crate::text!("Learn to play", "Naučte se hrát");
    PlayLive "play-live" => crate::text!("Play live with a friend", "Hrát živě s přítelem");
    Continue "continue" => crate::text!("Continue ({0} moves)", "Pokračovat ({0} tahů)");
    Share "share" => crate::text!("Share", "Sdílet");
    EditPosition "edit-position" => crate::text!("Set up a position", "Postavit pozici");
    EditorTitle "editor-title" => crate::text!("Position editor", "Editor pozice");
    Export "export" => crate::text!("Export / import", "Export / import");
    MovesLabel "moves-label" => crate::text!("Moves: ← → along the line, ↑ ↓ between variations; a different move from an earlier position starts a variation", "Tahy: ← → po řadě, ↑ ↓ mezi variantami; jiný tah z dřívější pozice založí variantu");
    GameOver "game-over" => crate::text!("Game over", "Konec hry");
    Rematch "rematch" => crate::text!("Rematch", "Odveta");
    ShareTitle "share-title" => crate::text!("Share this game", "Sdílet tuto hru");
    ShareHint "share-hint" => crate::text!("Send this link: whoever opens it sees this game and can play the next move, then send a new link back.", "Pošlete tento odkaz: kdo ho otevře, uvidí tuto hru, může zahrát další tah a poslat zpět nový odkaz.");
    Copy "copy" => crate::text!("Copy", "Kopírovat");
    Copied "copied" => crate::text!("Copied.", "Zkopírováno.");
    IoTitle "io-title" => crate::text!("Export or import a game", "Export nebo import hry");
    IoHint "io-hint" => crate::text!("The game as text: copy or download it; or paste a game here and import it.", "Hra jako text: zkopírujte ji nebo stáhněte; nebo sem hru vložte a importujte.");
    Download "download" => crate::text!("Download", "Stáhnout");
    Import "import" => crate::text!("Import", "Importovat");
    Theme "theme" => crate::text!("Board theme", "Vzhled desky");
    ThemeLight "theme-light" => crate::text!("Light", "Světlý");
    ThemeDark "theme-dark" => crate::text!("Dark", "Tmavý");
    ThemeContrast "theme-contrast" => crate::text!("High contrast", "Vysoký kontrast");
    Animation "animation" => crate::text!("Animation", "Animace");
    SpeedOff "speed-off" => crate::text!("Off", "Vypnuto");
    SpeedFast "speed-fast" => crate::text!("Fast", "Rychlá");
    SpeedNormal "speed-normal" => crate::text!("Normal", "Normální");
    SpeedSlow "speed-slow" => crate::text!("Slow", "Pomalá");
    Coordinates "coordinates" => crate::text!("Coordinates", "Souřadnice");
    Sound "sound" => crate::text!("Sounds", "Zvuky");
    SavedCorrupt "saved-corrupt" => crate::text!("A saved game of {0} could not be read, so a new game was started (other saved games are untouched): {1}", "Uloženou hru {0} nešlo přečíst, proto začala nová hra (ostatní uložené hry zůstaly): {1}");
    SetUpOpened "set-up-opened" => crate::text!("Your position is set up as a game of its own: choose the players.", "Vaše pozice je připravená jako samostatná hra: zvolte hráče.");
    SetUpAnalysed "set-up-analysed" => crate::text!("Your position is set up as a game of its own, with its analysis beside it.", "Vaše pozice je připravená jako samostatná hra a vedle ní její analýza.");
    SharedOpened "shared-opened" => crate::text!("Shared game opened. Play your move, then press Share to send the link back.", "Sdílená hra otevřena. Zahrajte svůj tah a stiskem Sdílet pošlete odkaz zpět.");
    UpdateReady "update-ready" => crate::text!("A new version of Deskovna is ready.", "Je připravena nová verze Deskovny.");
    Reload "reload" => crate::text!("Reload", "Načíst znovu");
    Hint "hint" => crate::text!("Hint", "Poradit tah");
    Demo "demo" => crate::text!("Watch the computer", "Sledovat počítač");
    DemoStop "demo-stop" => crate::text!("Stop the demo", "Ukončit ukázku");
    Thinking "thinking" => crate::text!("{0} (computer) is thinking…", "{0} (počítač) přemýšlí…");
    LinkError "link-error" => crate::text!("This link could not be opened: {0}", "Tento odkaz nešlo otevřít: {0}");
    MovedElsewhere "moved-elsewhere" => crate::text!("This game was changed in another tab, which keeps its version as game {0}; yours goes on here as game {1}.", "Tuto hru mezitím změnila jiná karta, která si svou verzi ponechává jako hru {0}; vaše pokračuje zde jako hra {1}.");
    AsideLine "aside-line" => crate::text!("Saves of this game that could not be read: {0}, set aside.", "Uložené hry této hry, které nešlo přečíst: {0}, odložené stranou.");
    AsideOpen "aside-open" => crate::text!("Show them", "Zobrazit");
    AsideTitle "aside-title" => crate::text!("Saves that could not be read", "Uložené hry, které nešlo přečíst");
    AsideHint "aside-hint" => crate::text!("They were set aside, not deleted. Export one to keep its text, restore it once it reads, or delete it.", "Byly odloženy stranou, nic se nesmazalo. Hru můžete exportovat a uchovat její text, obnovit ji, jakmile jde přečíst, nebo ji smazat.");
    AsideItem "aside-item" => crate::text!("{0}, {1} KB", "{0}, {1} KB");
    AsideReads "aside-reads" => crate::text!("It reads now: restore it to play on.", "Teď už jde přečíst: obnovte ji a hrajte dál.");
    Restore "restore" => crate::text!("Restore", "Obnovit");
    AsideExport "aside-export" => crate::text!("Export", "Exportovat");
    Restored "restored" => crate::text!("Restored as game {0}.", "Obnovena jako hra {0}.");
    StillUnreadable "still-unreadable" => crate::text!("It still does not read: {0}", "Stále ji nejde přečíst: {0}");
    DeleteForGood "delete-for-good" => crate::text!("Delete for good", "Smazat natrvalo");
    Followed "followed" => crate::text!("This game went on in another tab: it is shown as it is there now.", "Tato hra pokračovala v jiné kartě: je zobrazena tak, jak je tam teď.");
    DeletedElsewhere "deleted-elsewhere" => crate::text!("This game was deleted in another tab. It stays open here, and your next move saves it again.", "Tato hra byla smazána v jiné kartě. Zde zůstává otevřená a vaším dalším tahem se znovu uloží.");
    Unsaved "unsaved" => crate::text!("Not saved: storage is full.", "Neuloženo: úložiště je plné.");
    SharedContinues "shared-continues" => crate::text!("It continues your saved game {0}.", "Navazuje na vaši uloženou hru {0}.");
    SharedKept "shared-kept" => crate::text!("It is saved as game {0}; your other games are kept.", "Je uložena jako hra {0}; vaše ostatní hry zůstaly.");
    Imported "imported" => crate::text!("Game imported.", "Hra importována.");
    Slot "slot" => crate::text!("Game {0} ({1} moves)", "Hra {0} ({1} tahů)");
    CamelotFamily "camelot-family" => crate::text!("Also Chivalry, Cam, Camette, River Camelot and Anti-Camelot: choose the board in New game.", "Také Chivalry, Cam, Camette, Camelot s řekou a Anti-Camelot: desku zvolíte v Nové hře.");
    SavedGames "saved-games" => crate::text!("{0} saved games", "Uložené hry: {0}");
    SavedGame "saved-game" => crate::text!("Saved game", "Uložená hra");
    DeleteGame "delete-game" => crate::text!("Delete this game", "Smazat tuto hru");
    DeleteTitle "delete-title" => crate::text!("Delete this saved game?", "Smazat tuto uloženou hru?");
    DeleteHint "delete-hint" => crate::text!("The game and its moves are gone for good. Export it first if you want to keep it.", "Hra i s tahy bude nenávratně pryč. Chcete-li ji uchovat, nejdřív ji exportujte.");
    Delete "delete" => crate::text!("Delete", "Smazat");
    StartFrom "start-from" => crate::text!("Start", "Začátek");
    FromStart "from-start" => crate::text!("A new game", "Nová hra");
    FromHere "from-here" => crate::text!("Continue this game with these players", "Pokračovat v této hře s těmito hráči");
    Loading "loading" => crate::text!("Loading…", "Načítá se…");
    ToolsFailed "tools-failed" => crate::text!("This could not be loaded: are you offline? It will be here once the site has been visited online.", "Nešlo to načíst: nejste offline? Bude k dispozici, jakmile stránku navštívíte online.");
    ViewingVariation "viewing-variation" => crate::text!("Variation, move {0}", "Varianta, tah {0}");
    PromoteLabel "promote-label" => crate::text!("Promote this variation", "Povýšit tuto variantu");
    DeleteMoveLabel "delete-move-label" => crate::text!("Delete this move and what follows it", "Smazat tento tah i vše, co následuje");
    Comment "comment" => crate::text!("Comment", "Komentář");
    CommentPrompt "comment-prompt" => crate::text!("Comment on move {0} (empty removes it):", "Komentář k tahu {0} (prázdný ho odstraní):");
    GameComment "game-comment" => crate::text!("Comment on the game (empty removes it):", "Komentář k partii (prázdný ho odstraní):");
    GlyphLabel "glyph-label" => crate::text!("Mark this move", "Označit tento tah");
    InVariation "in-variation" => crate::text!("variation", "varianta");
    GlyphBrilliant "glyph-brilliant" => crate::text!("brilliant move", "skvělý tah");
    GlyphGood "glyph-good" => crate::text!("good move", "dobrý tah");
    GlyphInteresting "glyph-interesting" => crate::text!("interesting move", "zajímavý tah");
    GlyphDubious "glyph-dubious" => crate::text!("dubious move", "pochybný tah");
    GlyphMistake "glyph-mistake" => crate::text!("mistake", "chyba");
    GlyphBlunder "glyph-blunder" => crate::text!("blunder", "hrubá chyba");
    KeepCurrent "keep-current" => crate::text!("Keep the current game (start the new one beside it)", "Ponechat současnou hru (novou začít vedle ní)");
    Analyse "analyse" => crate::text!("Analyse", "Analyzovat");
    ReviewGame "review-game" => crate::text!("Review game", "Rozbor hry");
    Picture "picture" => crate::text!("Image / GIF", "Obrázek / GIF");
    Puzzles "puzzles" => crate::text!("Puzzles", "Úlohy");
}
