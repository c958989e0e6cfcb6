//! The words of lessons that are not the author's: the goal, the hint, the counts.

use super::{Goal, ENDINGS};
use crate::game::{EndReason, Lang, Text};

const REACH: Text = Text { en: "Reach the marked squares.", cs: "Dojděte na označená pole." };
const CAPTURE: Text = Text { en: "Capture the marked pieces.", cs: "Zajměte označené figurky." };
const WIN: Text = Text { en: "Win the game.", cs: "Vyhrajte hru." };
const WIN_BY: Text = Text { en: "Win the game: {0}.", cs: "Vyhrajte hru: {0}." };
const CHECK: Text = Text { en: "Give check.", cs: "Dejte šach." };
const SHAMROCK: Text = Text { en: "Make a shamrock of your colour.", cs: "Vytvořte trojlístek své barvy." };
const SHAMROCKS: Text = Text { en: "Have {0} shamrocks of your colour.", cs: "Mějte {0} trojlístky své barvy." };
const SURVIVE_ONE: Text = Text { en: "Hold out for one move.", cs: "Vydržte jeden tah." };
const SURVIVE: Text = Text { en: "Hold out for {0} moves.", cs: "Vydržte {0} tahů." };
const SURVIVE_FEW: Text = Text { en: "Hold out for {0} moves.", cs: "Vydržte {0} tahy." };

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
pub const OFF_PATH: Text = Text {
    en: "You have left the lesson's path: Retry, and the hint shows the way.",
    cs: "Opustili jste cestu lekce: začněte znovu a nápověda vám ukáže cestu.",
};
pub const HINT: Text = Text { en: "Hint: {0}", cs: "Nápověda: {0}" };
/// The moves made against the three-star count.
pub const MOVES: Text = Text { en: "Moves: {0} (three stars: {1})", cs: "Tahy: {0} (tři hvězdy: {1})" };
pub const MET: Text = Text { en: "Well done! {0} of 3 stars.", cs: "Výborně! {0} ze 3 hvězd." };
pub const COURSE_DONE: Text = Text {
    en: "You have finished the course. Now play a real game!",
    cs: "Dokončili jste kurz. Teď si zahrajte opravdovou hru!",
};

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
