//! The words of the study tools (the analysis and the game review), which the tools wasm
//! shows; the page keeps only its two buttons' words (`view::words::Word`, whose Loading and
//! Close the panels share), and their pictures (`graph`).

pub mod graph;

use super::words::words;

words! {
    /// A word of the study panels; its key is the panels' `data-key`.
    StudyWord;
    Analysis "analysis" => crate::text!("Analysis", "Analýza");
    ReviewGame "review-game" => crate::text!("Review game", "Rozbor hry");
    Stop "stop" => crate::text!("Stop", "Zastavit");
    Resume "resume" => crate::text!("Go on", "Pokračovat");
    SayEval "say-eval" => crate::text!("Say it", "Přečíst");
    Depth "depth" => crate::text!("depth {0}", "hloubka {0}");
    Playouts "playouts" => crate::text!("{0} playouts", "{0} simulací");
    EvalSaid "eval-said" => crate::text!("Evaluation: {0}. Best move: {1}.", "Hodnocení: {0}. Nejlepší tah: {1}.");
    GameOverEval "game-over-eval" => crate::text!("The game is over.", "Hra skončila.");
    BestWas "best-was" => crate::text!("Best was {0}", "Lepší bylo {0}");
    Reviewing "reviewing" => crate::text!("Reviewing the game: {0} of {1} positions", "Rozbor hry: {0} z {1} pozic");
    ReviewDone "review-done" => crate::text!("Review done.", "Rozbor hotov.");
    ReviewSummary "review-summary" => crate::text!("{0}: ?! {1}, ? {2}, ?? {3}, average loss {4} %", "{0}: ?! {1}, ? {2}, ?? {3}, průměrná ztráta {4} %");
    Inaccuracy "inaccuracy" => crate::text!("inaccuracy", "nepřesnost");
    Mistake "mistake" => crate::text!("mistake", "chyba");
    Blunder "blunder" => crate::text!("blunder", "hrubá chyba");
    Failed "study-failed" => crate::text!("The study could not go on: {0}", "Rozbor nemohl pokračovat: {0}");
    GraphLabel "graph-label" => crate::text!("Evaluation across the game: click to go to a move", "Hodnocení během hry: klepnutím přejdete na tah");
}
