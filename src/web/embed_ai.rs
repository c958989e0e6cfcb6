//! The computer opponent of an embedded board (`ai="3"`): it plays every seat but the one at
//! the bottom of the board, through the same worker as the app (computer.js next to embed.js).

use super::computer::{later, Computer, Purpose};
use super::host::{Host, SharedHost};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

pub struct EmbedAi {
    pub computer: RefCell<Computer>,
    pub level: Cell<Option<u8>>,
    host: RefCell<Weak<RefCell<super::host::Host>>>,
    /// Called with the computer's move, as if it had been played on the board.
    on_move: RefCell<Option<super::host::OnResponse>>,
}

impl EmbedAi {
    pub fn new(url: &str) -> Rc<EmbedAi> {
        Rc::new_cyclic(|me: &Weak<EmbedAi>| {
            let me = me.clone();
            let computer = Computer::new(
                url,
                Rc::new(move |_id, purpose, result| {
                    if let (Some(ai), Purpose::Move, Ok(Some(notation))) = (me.upgrade(), purpose, result) {
                        ai.play(&notation);
                    }
                }),
            );
            EmbedAi {
                computer: RefCell::new(computer),
                level: Cell::new(None),
                host: RefCell::new(Weak::new()),
                on_move: RefCell::new(None),
            }
        })
    }

    pub fn attach(&self, host: &SharedHost, on_move: super::host::OnResponse) {
        *self.host.borrow_mut() = Rc::downgrade(host);
        *self.on_move.borrow_mut() = Some(on_move);
    }

    fn play(&self, notation: &str) {
        let Some(host) = self.host.borrow().upgrade() else { return };
        let now = super::dom::window().performance().map(|p| p.now()).unwrap_or(0.0);
        let played = host.borrow_mut().table.play_notation(notation, now);
        if let Ok(response) = played {
            Host::redraw(&host);
            let callback = self.on_move.borrow().clone();
            if let Some(cb) = callback {
                cb(&response);
            }
        }
    }

    /// After any change: if the computer is to move, it thinks (once the move has animated).
    pub fn next(self: &Rc<EmbedAi>) {
        self.computer.borrow_mut().cancel();
        let Some(level) = self.level.get() else { return };
        let Some(host) = self.host.borrow().upgrade() else { return };
        let (plies, delay) = {
            let h = host.borrow();
            let status = h.table.status();
            let bottom = usize::from(h.table.flipped());
            if status.outcome.is_some() || status.viewing.is_some() || status.to_move == bottom {
                return;
            }
            (status.plies, h.table.settings().animation_ms + 150.0)
        };
        let me = Rc::downgrade(self);
        later(delay, move || {
            let Some(ai) = me.upgrade() else { return };
            let Some(host) = ai.host.borrow().upgrade() else { return };
            let request = {
                let h = host.borrow();
                (h.table.history().len() == plies)
                    .then(|| (h.table.kind(), h.table.start_text(), h.table.history().to_vec()))
            };
            if let Some((kind, start, moves)) = request {
                ai.computer.borrow_mut().ask(Purpose::Move, kind.id(), &start, &moves, level);
            }
        });
    }
}
