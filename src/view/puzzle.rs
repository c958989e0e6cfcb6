//! The words of the puzzle screen (`web/puzzle/`), in both languages; the attempt's own
//! sentences (why a move is wrong) come from `app::puzzle::attempt`, the themes' names from
//! `app::puzzle::theme`.

use super::words::words;

words! {
    /// A word of the puzzle screen; its key is the screen's `data-act` or element id.
    PuzzleWord;
    Title "title" => crate::text!("{0}: puzzle", "{0}: úloha");
    DailyTitle "daily-title" => crate::text!("{0}: puzzle of the day", "{0}: úloha dne");
    StreakTitle "streak-title" => crate::text!("{0}: streak", "{0}: série");
    Loading "loading" => crate::text!("Loading the puzzles…", "Načítám úlohy…");
    LoadFailed "load-failed" => crate::text!("The puzzles could not be loaded: {0}", "Úlohy se nepodařilo načíst: {0}");
    NoPuzzle "no-puzzle" => crate::text!("No puzzle here: this link names none of this game's puzzles.", "Tady žádná úloha není: odkaz nejmenuje žádnou úlohu této hry.");
    YourMove "your-move" => crate::text!("Your move as {0}: find the only winning move.", "Jste na tahu ({0}): najděte jediný vyhrávající tah.");
    YourMoveHold "your-move-hold" => crate::text!("Your move as {0}: stop your opponent's second shamrock; only one action does.", "Jste na tahu ({0}): zabraňte soupeři v druhém trojlístku; dokáže to jediná akce.");
    Right "right" => crate::text!("Right! Keep going: your move as {0}.", "Správně! Pokračujte, jste na tahu ({0}).");
    Thinking "thinking" => crate::text!("Not that one. The opponent answers…", "Tohle ne. Soupeř odpovídá…");
    Solved "solved" => crate::text!("Solved!", "Vyřešeno!");
    SolvedAfter "solved-after" => crate::text!("Solved, though not at the first try.", "Vyřešeno, i když ne napoprvé.");
    Shown "shown" => crate::text!("The solution: {0}", "Řešení: {0}");
    StreakOver "streak-over" => crate::text!("The streak ends: {0} solved in a row.", "Série končí: {0} vyřešeno v řadě.");
    Retry "retry" => crate::text!("Try again", "Zkusit znovu");
    ShowSolution "show-solution" => crate::text!("Show the solution", "Ukázat řešení");
    Next "next" => crate::text!("Next puzzle", "Další úloha");
    Analyse "analyse" => crate::text!("Analyse", "Analyzovat");
    PlayHere "play-here" => crate::text!("Play from here", "Hrát odsud");
    YourRating "your-rating" => crate::text!("Your rating: {0} (±{1})", "Vaše hodnocení: {0} (±{1})");
    RatingChange "rating-change" => crate::text!("Your rating: {0} → {1} ({2})", "Vaše hodnocení: {0} → {1} ({2})");
    PuzzleRating "puzzle-rating" => crate::text!("Puzzle rated {0}", "Hodnocení úlohy: {0}");
    Themes "themes" => crate::text!("Themes", "Témata");
    AllThemes "all-themes" => crate::text!("Choose themes for the next puzzles (none: all of them).", "Vyberte témata dalších úloh (žádné: všechna).");
    Streak "streak" => crate::text!("Streak: {0} (best {1})", "Série: {0} (nejlepší {1})");
    Rated "rated" => crate::text!("Rated puzzles", "Hodnocené úlohy");
    StreakMode "streak-mode" => crate::text!("Streak", "Série");
    Daily "daily" => crate::text!("Puzzle of the day", "Úloha dne");
    BackToGame "back-to-game" => crate::text!("Back to the game", "Zpět ke hře");
    Link "link" => crate::text!("Link to this puzzle", "Odkaz na tuto úlohu");
    Modes "modes" => crate::text!("Puzzles", "Úlohy");
    Board "board" => crate::text!("Puzzle board", "Deska úlohy");
    Puzzles "puzzles" => crate::text!("Puzzles", "Úlohy");
}
