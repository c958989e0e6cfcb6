//! Keeping the game shown: saving it (read back before the old copy goes, `app::keeper`) and
//! following what another tab wrote to the same game.

use super::*;

pub(super) fn save(page: &SharedPage, record: &Record) {
    let Some(mut keeper) = page.borrow_mut().keeper.take() else { return };
    let before = keeper.slot();
    let kept = keeper.save(&Library::new(&LocalStore), record);
    if kept.is_ok() {
        // The clock beside its game, where the game went.
        let clock = host(page).borrow().session.clock().map(|c| c.to_text(super::clocks::origin()));
        Library::new(&LocalStore).set_clock(keeper.slot(), clock.as_deref());
    }
    let mut p = page.borrow_mut();
    p.keeper = Some(keeper);
    let lang = p.lang;
    match kept {
        Ok(Kept::Here) => p.forget(before),
        Ok(Kept::Moved(slot)) => {
            p.forget(before);
            drop(p);
            Library::new(&LocalStore).remember(slot);
            notice(&Word::MovedElsewhere.fill(lang, &[before.number.to_string(), slot.number.to_string()]));
        }
        Err(e) => {
            let first = p.keep(before, record);
            drop(p);
            if first || e != SaveError::Full {
                notice(&e.render(lang));
            }
        }
    }
}

/// Follows what other tabs of the site change in storage: the game shown (its keeper decides),
/// and the lists of saved games.
pub(super) fn listen_to_other_tabs(page: &SharedPage) {
    let weak = Rc::downgrade(page);
    crate::web::dom::Listener::new(&window(), "storage", move |e| {
        let Some(page) = weak.upgrade() else { return };
        let field = |name: &str| js_sys::Reflect::get(&e, &name.into()).ok().and_then(|v| v.as_string());
        let Some(key) = field("key") else { return };
        if key.starts_with("deskovna.game.") {
            heard(&page, &key, field("newValue").as_deref());
        }
    })
    .forever();
}

/// Another tab changed the saved game `key`.
fn heard(page: &SharedPage, key: &str, value: Option<&str>) {
    let host = host(page);
    let lang = page.borrow().lang;
    if by_id::<Element>("home").is_some_and(|h| !h.has_attribute("hidden")) {
        render_home(page);
    }
    let Some(mut keeper) = page.borrow_mut().keeper.take() else { return };
    let ours = host.borrow().session.record();
    let change = keeper.changed(&Library::new(&LocalStore), key, value, &ours);
    let slot = keeper.slot();
    page.borrow_mut().keeper = Some(keeper);
    let followed = matches!(change, Elsewhere::Follow(_));
    match change {
        Elsewhere::Nothing => {}
        Elsewhere::Follow(record) => {
            if let Ok((table, tree)) = record.open_game() {
                let flipped = host.borrow().session.table().flipped();
                let clock = super::clocks::restored(Library::new(&LocalStore).clock(slot), table.status().seats.len());
                let game = Game { table, seats: record.seats.clone(), tree: Some(tree), flipped: Some(flipped), clock };
                Host::dispatch(&host, Event::Load(game));
                notice(Word::Followed.get(lang));
            }
        }
        Elsewhere::Moved(to) => {
            Library::new(&LocalStore).remember(to);
            let from = key.rsplit_once('.').and_then(|(_, n)| n.parse().ok()).unwrap_or(1u32);
            notice(&Word::MovedElsewhere.fill(lang, &[from.to_string(), to.number.to_string()]));
        }
        Elsewhere::Deleted => notice(Word::DeletedElsewhere.get(lang)),
    }
    if !followed && slot.kind == page.borrow().kind {
        refresh(page, &host);
    }
}
