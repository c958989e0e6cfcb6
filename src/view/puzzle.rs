//! The words of the puzzle screen (`web/puzzle/`), in both languages; the attempt's own
//! sentences (why a move is wrong) come from `app::puzzle::attempt`, the themes' names from
//! `app::puzzle::theme`.

use super::words::words;

words! {
    /// A word of the puzzle screen; its key is the screen's `data-act` or element id.
    PuzzleWord;
    Title "title" => "{0}: puzzle", "{0}: úloha";
    DailyTitle "daily-title" => "{0}: puzzle of the day", "{0}: úloha dne";
    StreakTitle "streak-title" => "{0}: streak", "{0}: série";
    Loading "loading" => "Loading the puzzles…", "Načítám úlohy…";
    LoadFailed "load-failed" => "The puzzles could not be loaded: {0}", "Úlohy se nepodařilo načíst: {0}";
    NoPuzzle "no-puzzle" => "No puzzle here: this link names none of this game's puzzles.", "Tady žádná úloha není: odkaz nejmenuje žádnou úlohu této hry.";
    YourMove "your-move" => "Your move as {0}: find the only winning move.", "Jste na tahu ({0}): najděte jediný vyhrávající tah.";
    Right "right" => "Right! Keep going: your move as {0}.", "Správně! Pokračujte, jste na tahu ({0}).";
    Thinking "thinking" => "Not that one. The opponent answers…", "Tohle ne. Soupeř odpovídá…";
    Solved "solved" => "Solved!", "Vyřešeno!";
    SolvedAfter "solved-after" => "Solved, though not at the first try.", "Vyřešeno, i když ne napoprvé.";
    Shown "shown" => "The solution: {0}", "Řešení: {0}";
    StreakOver "streak-over" => "The streak ends: {0} solved in a row.", "Série končí: {0} vyřešeno v řadě.";
    Retry "retry" => "Try again", "Zkusit znovu";
    ShowSolution "show-solution" => "Show the solution", "Ukázat řešení";
    Next "next" => "Next puzzle", "Další úloha";
    Analyse "analyse" => "Analyse", "Analyzovat";
    PlayHere "play-here" => "Play from here", "Hrát odsud";
    YourRating "your-rating" => "Your rating: {0} (±{1})", "Vaše hodnocení: {0} (±{1})";
    RatingChange "rating-change" => "Your rating: {0} → {1} ({2})", "Vaše hodnocení: {0} → {1} ({2})";
    PuzzleRating "puzzle-rating" => "Puzzle rated {0}", "Hodnocení úlohy: {0}";
    Themes "themes" => "Themes", "Témata";
    AllThemes "all-themes" => "Choose themes for the next puzzles (none: all of them).", "Vyberte témata dalších úloh (žádné: všechna).";
    Streak "streak" => "Streak: {0} (best {1})", "Série: {0} (nejlepší {1})";
    Rated "rated" => "Rated puzzles", "Hodnocené úlohy";
    StreakMode "streak-mode" => "Streak", "Série";
    Daily "daily" => "Puzzle of the day", "Úloha dne";
    BackToGame "back-to-game" => "Back to the game", "Zpět ke hře";
    Link "link" => "Link to this puzzle", "Odkaz na tuto úlohu";
    Modes "modes" => "Puzzles", "Úlohy";
    Board "board" => "Puzzle board", "Deska úlohy";
    Puzzles "puzzles" => "Puzzles", "Úlohy";
}
