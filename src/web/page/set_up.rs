//! A position set up in the editor opened as the page's game (`ToPage::SetUp`): by its link, as
//! a shared position opens (the game shown stays in its saved slot), marked as the editor's so
//! that the page says what happened, and differing from the address shown even for the game's
//! usual start, so that it always opens; then the New game dialog, going on from there, or the
//! analysis.

use super::{new_game, study, SharedPage};
use crate::app::handoff::Then;
use crate::app::link::set_up_fragment;
use crate::app::record::Record;
use crate::games::GameKind;
use crate::view::registry::default_start;
use crate::view::words::Word;
use crate::web::dom::{later, window, Listener};
use std::cell::RefCell;
use std::rc::{Rc, Weak};

pub(super) fn open(page: Weak<RefCell<super::Page>>, game: GameKind, position: String, then: Then) {
    let record = Record { kind: game, start: position, moves: Vec::new(), seats: Vec::new(), tree: None };
    let fragment = set_up_fragment(&record, &default_start(game));
    let once = Rc::new(RefCell::new(None::<Listener>));
    let keep = once.clone();
    *once.borrow_mut() = Some(Listener::new(&window(), "hashchange", move |_| {
        // After the page's own hashchange listener has opened the game.
        let page = page.clone();
        later(0.0, move || {
            if let Some(page) = page.upgrade() {
                go_on(&page, then);
            }
        });
        keep.borrow_mut().take();
    }));
    let _ = window().location().set_hash(&fragment);
}

fn go_on(page: &SharedPage, then: Then) {
    match then {
        Then::ChoosePlayers => {
            // The dialog offers to go on from the game's own start: that is what the player asked.
            new_game::open(page, true);
        }
        Then::Analyse => {
            let (hook, lang) = {
                let p = page.borrow();
                (p.study.clone(), p.lang)
            };
            // What happened, in place of the words that ask to choose the players.
            super::notice(Word::SetUpAnalysed.get(lang));
            study::analyse_shown(&hook, &super::host(page));
        }
    }
}
