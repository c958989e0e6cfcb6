//! The page's hook for the study tools (the analysis and the game review, in the tools wasm:
//! see web::study): Analyse and Review load them and hand over the game shown
//! (`ToTools::Analyse`, `Review`); once asked, the tools hear of every position shown
//! (`ToTools::Shown`), and the page follows what they ask (`ToPage::Arrow`: the board's arrow;
//! `ToPage::View`: a ply to show; `ToPage::SetUp`: a position from the editor, `set_up.rs`;
//! and, from the tools' dialogs, `ToPage::NewGame` (`new_game.rs`), `Restored`, `Export` and
//! `SetAsideChanged` (`aside.rs`)).

use super::tools;
use crate::app::handoff::{Shown, ToPage, ToTools};
use crate::app::library::Slot;
use crate::app::session::Event;
use crate::game::Lang;
use crate::view::words::Word;
use crate::web::dom::on;
use crate::web::host::{Host, SharedHost};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// What the page keeps of the study: whether one was asked for (the tools then hear of every
/// position shown), and the page's language.
pub struct Hook {
    asked: Cell<bool>,
    lang: Cell<Lang>,
}

impl Default for Hook {
    fn default() -> Hook {
        Hook { asked: Cell::new(false), lang: Cell::new(Lang::En) }
    }
}

/// The game and the position shown, as the tools take it (the study and the pictures).
pub fn shown(host: &SharedHost, lang: Lang) -> Shown {
    let h = host.borrow();
    let table = h.session.table();
    let (moves, shown) = h.session.shown_line();
    let (width, height) = table.size();
    Shown {
        game: table.kind(),
        start: table.start_text(),
        moves,
        shown,
        flipped: table.flipped(),
        width,
        height,
        theme: table.settings().theme,
        lang,
    }
}

/// A study message for the tools, of the game shown.
type Asking = fn(Shown) -> ToTools;

fn ask(hook: &Hook, host: &SharedHost, message: Asking) {
    hook.asked.set(true);
    let lang = hook.lang.get();
    tools::call(message(shown(host, lang)), None, move || super::notice(Word::ToolsFailed.get(lang)));
}

/// The analysis of the position shown, opened or kept open (a position from the editor).
pub fn analyse_shown(hook: &Hook, host: &SharedHost) {
    ask(hook, host, ToTools::AnalyseShown);
}

/// Hears the study's buttons and what the tools ask of the page.
pub fn wire(page: Weak<RefCell<super::Page>>, host: &SharedHost) -> Rc<Hook> {
    let hook = Rc::new(Hook::default());
    // Analyse, Review game, and Review in the result dialog (which closes).
    let buttons: [(&str, Asking); 3] =
        [("analyse", ToTools::Analyse), ("review-game", ToTools::Review), ("result-review", ToTools::Review)];
    for (id, message) in buttons {
        let (h, hook) = (Rc::downgrade(host), hook.clone());
        on(id, "click", move |_| {
            if id == "result-review" {
                super::dialogs::close("result-dialog");
            }
            if let Some(host) = h.upgrade() {
                ask(&hook, &host, message);
            }
        });
    }
    let h = Rc::downgrade(host);
    tools::listen(move |message| {
        let Some(host) = h.upgrade() else { return };
        match message {
            ToPage::Arrow { notation, before } => {
                Host::dispatch(&host, Event::Arrow { notation, before });
            }
            ToPage::View(ply) => {
                Host::dispatch(&host, Event::View(Some(ply)));
            }
            ToPage::SetUp { game, position, then } => super::set_up::open(page.clone(), game, position, then),
            ToPage::NewGame(started) => {
                if let Some(page) = page.upgrade() {
                    super::new_game::take(&page, started);
                }
            }
            ToPage::Restored { game, number } => {
                if let Some(page) = page.upgrade() {
                    super::aside::restored(&page, Slot { kind: game, number });
                }
            }
            ToPage::Export(text) => super::dialogs::open_export(&text),
            ToPage::SetAsideChanged => {
                if let Some(page) = page.upgrade() {
                    let (kind, lang) = (page.borrow().kind, page.borrow().lang);
                    super::aside::line(kind, lang);
                }
            }
        }
    });
    hook
}

/// The page was refreshed (a move, another position shown, the language): the tools, once
/// asked for, are told.
pub fn refresh(hook: &Hook, host: &SharedHost, lang: Lang) {
    hook.lang.set(lang);
    if hook.asked.get() {
        tools::call(ToTools::Shown(shown(host, lang)), None, || {});
    }
}
