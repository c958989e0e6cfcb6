//! The words of lessons that are not the author's: the goal, the hint, the counts, and the
//! lesson screen's own words ([`LessonWord`]; the page around it carries only "Learn to play").

use super::{Goal, ENDINGS};
use crate::game::{EndReason, Lang, Text};
use crate::view::words::words;

words! {
    /// A word of the lesson screen (drawn by the tools wasm, so none of them is in the page's
    /// first bundle).
    LessonWord;
    Heading "heading" => crate::text!("{0}: learn to play", "{0}: naučte se hrát");
    Loading "loading" => crate::text!("Loading the lessons…", "Načítám lekce…");
    NotLoaded "not-loaded" => crate::text!("The lessons could not be loaded: {0}", "Lekce se nepodařilo načíst: {0}");
    // "z" or "ze" depends on how the number is said (ze 16, z 15): a slash reads right always.
    Counter "counter" => crate::text!("Lesson {0} of {1}", "Lekce {0} / {1}");
    GoalIs "goal" => crate::text!("Goal: {0}", "Cíl: {0}");
    Retry "retry" => crate::text!("Retry", "Znovu");
    Hint "hint" => crate::text!("Hint", "Nápověda");
    Next "next" => crate::text!("Next lesson", "Další lekce");
    Finish "finish" => crate::text!("Finish the course", "Dokončit kurz");
    Lessons "lessons" => crate::text!("Lessons", "Lekce");
    Total "total" => crate::text!("Stars: {0} of {1}", "Hvězdy: {0} / {1}");
    StarsOf "stars-of" => crate::text!("Stars: {0} of 3", "Hvězdy: {0} ze 3");
    NoStars "no-stars" => crate::text!("Not done yet", "Zatím nesplněno");
    PlayComputer "play-computer" => crate::text!("Play the computer (level 1)", "Hrát s počítačem (úroveň 1)");
    BackToGame "back" => crate::text!("Back to the game", "Zpět ke hře");
    LeftOne "left-one" => crate::text!("{0} move left", "Zbývá {0} tah");
    LeftFew "left-few" => crate::text!("{0} moves left", "Zbývají {0} tahy");
    LeftMany "left-many" => crate::text!("{0} moves left", "Zbývá {0} tahů");
    Broken "broken" => crate::text!("This lesson cannot be played: {0}", "Tuto lekci nelze hrát: {0}");
    BoardLabel "board-label" => crate::text!("Lesson board: {0}", "Deska lekce: {0}");
}

const REACH: Text = crate::text!("Reach the marked squares.", "Dojděte na označená pole.");
const CAPTURE: Text = crate::text!("Capture the marked pieces.", "Zajměte označené figurky.");
const WIN: Text = crate::text!("Win the game.", "Vyhrajte hru.");
const WIN_BY: Text = crate::text!("Win the game: {0}.", "Vyhrajte hru: {0}.");
const CHECK: Text = crate::text!("Give check.", "Dejte šach.");
const SHAMROCK: Text = crate::text!("Make a shamrock of your colour.", "Vytvořte trojlístek své barvy.");
const SHAMROCKS: Text = crate::text!("Have {0} shamrocks of your colour.", "Mějte {0} trojlístky své barvy.");
const SURVIVE_ONE: Text = crate::text!("Hold out for one move.", "Vydržte jeden tah.");
const SURVIVE: Text = crate::text!("Hold out for {0} moves.", "Vydržte {0} tahů.");
const SURVIVE_FEW: Text = crate::text!("Hold out for {0} moves.", "Vydržte {0} tahy.");

/// The goal in words.
pub fn goal(goal: &Goal, lang: Lang) -> String {
    match goal {
        Goal::Reach(_) => REACH.get(lang).into(),
        Goal::Capture(_) => CAPTURE.get(lang).into(),
        Goal::Win(None) => WIN.get(lang).into(),
        Goal::Win(Some(reason)) => WIN_BY.fill(lang, &[reason.text().get(lang).into()]),
        Goal::Check => CHECK.get(lang).into(),
        Goal::Shamrocks(1) => SHAMROCK.get(lang).into(),
        Goal::Shamrocks(n) => SHAMROCKS.fill(lang, &[n.to_string()]),
        Goal::Survive(1) => SURVIVE_ONE.get(lang).into(),
        Goal::Survive(n @ 2..=4) => SURVIVE_FEW.fill(lang, &[n.to_string()]),
        Goal::Survive(n) => SURVIVE.fill(lang, &[n.to_string()]),
    }
}

/// The word a `win` goal uses for a reason (`leader`), if it has one.
pub fn ending_word(reason: EndReason) -> Option<&'static str> {
    ENDINGS.iter().find(|(_, r)| *r == reason).map(|(word, _)| *word)
}

/// Said when the hint is asked for off the solution's path.
pub const OFF_PATH: Text = crate::text!(
    "You have left the lesson's path: Retry, and the hint shows the way.",
    "Opustili jste cestu lekce: začněte znovu a nápověda vám ukáže cestu."
);
pub const HINT: Text = crate::text!("Hint: {0}", "Nápověda: {0}");
/// The moves made against the three-star count.
pub const MOVES: Text = crate::text!("Moves: {0} (three stars: {1})", "Tahy: {0} (tři hvězdy: {1})");
pub const MET: Text = crate::text!("Well done! {0} of 3 stars.", "Výborně! {0} ze 3 hvězd.");
pub const COURSE_DONE: Text = crate::text!(
    "You have finished the course. Now play a real game!",
    "Dokončili jste kurz. Teď si zahrajte opravdovou hru!"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_goal_has_words_in_both_languages() {
        let goals = [
            Goal::Reach(vec!["b2".into()]),
            Goal::Capture(vec!["b2".into()]),
            Goal::Win(None),
            Goal::Win(Some(EndReason::CastleTaken)),
            Goal::Check,
            Goal::Shamrocks(1),
            Goal::Shamrocks(2),
            Goal::Survive(1),
            Goal::Survive(3),
            Goal::Survive(5),
        ];
        for g in &goals {
            let (en, cs) = (goal(g, Lang::En), goal(g, Lang::Cs));
            assert!(!en.is_empty() && !cs.is_empty() && en != cs, "{g:?}");
        }
        assert_eq!(goal(&Goal::Survive(3), Lang::Cs), "Vydržte 3 tahy.");
        assert_eq!(goal(&Goal::Survive(5), Lang::Cs), "Vydržte 5 tahů.");
        assert_eq!(ending_word(EndReason::CastleTaken), Some("castle"));
    }
}
