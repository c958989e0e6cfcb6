//! The tools' side of the page's hand-off: every message the page sends (`app::handoff::ToTools`,
//! with the element it fills) goes to its tool, and the tools' own messages for the page
//! (`ToPage`) go out as the `deskovna-tools` event on the document.

use super::dom::document;
use super::{new_game, set_aside, study};
use crate::ai::wire::Study as Job;
use crate::app::handoff::{ToPage, ToTools};
use crate::app::new_game::Opening;
use crate::app::seats::Player;
use wasm_bindgen::JsValue;
use web_sys::{CustomEvent, CustomEventInit, Element};

/// What the tools keep between the page's messages: the study, once asked for, and the New
/// game dialog while it is open.
#[derive(Default)]
pub struct Tools {
    study: study::Handle,
    new_game: Option<new_game::Dialog>,
    set_aside: Option<set_aside::Dialog>,
}

/// Carries out the page's `message`; false when it does not read, or its tool cannot open
/// (the page then says so).
pub fn receive(message: JsValue, place: Option<Element>, tools: &mut Tools) -> bool {
    let Ok(message) = serde_wasm_bindgen::from_value::<ToTools>(message) else { return false };
    let study = &mut tools.study;
    match message {
        ToTools::Describe { game, start, moves, lang } => {
            let said = crate::view::registry::describe(game, &start, &moves, lang);
            match (said, place) {
                (Some(said), Some(out)) => {
                    out.set_text_content(Some(&said));
                    true
                }
                _ => false,
            }
        }
        ToTools::Help { game, lang, theme } => {
            place.is_some_and(|body| super::help::show(game.id(), lang.code(), theme.id(), &body))
        }
        ToTools::Workshop { variant } => place.is_some_and(|root| super::workshop::show(&root, &variant)),
        #[cfg(feature = "lessons")]
        ToTools::Lessons { game } => place.is_some_and(|root| super::lesson::show(&root, game.id())),
        #[cfg(not(feature = "lessons"))]
        ToTools::Lessons { .. } => false,
        #[cfg(feature = "puzzles")]
        ToTools::Puzzles { game, pick } => place.is_some_and(|root| super::puzzle::show(&root, game, pick)),
        #[cfg(not(feature = "puzzles"))]
        ToTools::Puzzles { .. } => false,
        ToTools::LiveInvite { game, start, moves } => {
            place.is_some_and(|root| super::live::invite(&root, game, &start, &moves))
        }
        ToTools::LiveJoin { offer } => place.is_some_and(|root| super::live::join(&root, &offer)),
        ToTools::Editor { game, lang, theme, position } => {
            place.is_some_and(|body| super::editor::show(game.id(), lang.code(), theme.id(), &position, &body))
        }
        ToTools::Pictures(shown) => super::picture_dialog::open(&shown),
        ToTools::Analyse(shown) => study.open(Job::Analyse, shown),
        ToTools::AnalyseShown(shown) => study.open_analysis(shown),
        ToTools::Review(shown) => study.open(Job::Review, shown),
        ToTools::Shown(shown) => {
            study.shown(shown);
            true
        }
        ToTools::NewGame { game, lang, seats, started, from_here } => {
            let (Some(place), Some(seats)) = (place, seats.iter().map(|id| Player::from_id(id)).collect()) else {
                return false;
            };
            let opening = Opening { kind: game, seats, started, from_here };
            tools.new_game = Some(new_game::open(opening, lang, &place));
            true
        }
        ToTools::SetAside { game, lang } => {
            let Some(list) = place else { return false };
            tools.set_aside = Some(set_aside::open(game, lang, &list));
            true
        }
        ToTools::Share { record } => place.is_some_and(|field| super::share::open(&record, &field)),
        ToTools::Ready => {
            study.warm();
            true
        }
    }
}

/// Tells the page `message`.
pub fn tell(message: &ToPage) {
    let Ok(detail) = serde_wasm_bindgen::to_value(message) else { return };
    let init = CustomEventInit::new();
    init.set_detail(&detail);
    if let Ok(e) = CustomEvent::new_with_event_init_dict("deskovna-tools", &init) {
        let _ = document().dispatch_event(&e);
    }
}
