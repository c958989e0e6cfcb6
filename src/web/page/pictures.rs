//! The "Image / GIF" dialog of the play screen: the position as a PNG, the game as an animated
//! GIF (delay, orientation, width, sliding pieces), with progress and Cancel. The pictures
//! themselves are `web::picture`'s; the GIF encoder comes with the tools wasm.

use super::dialogs::{close, show};
use super::with_table;
use crate::game::{Lang, Refusal as _};
use crate::view::picture::{GifOptions, Orientation, PictureRefusal};
use crate::view::words::Word;
use crate::web::dom::{by_id, create, later, on, set_disabled, set_hidden, set_text};
use crate::web::picture;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Blob, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlProgressElement, HtmlSelectElement};

thread_local! {
    /// The GIF being made (its flag, which cancels it when set), until its end is reported.
    static MAKING: RefCell<Option<Rc<Cell<bool>>>> = const { RefCell::new(None) };
}

fn lang() -> Lang {
    with_table(|t| t.settings().lang).unwrap_or(Lang::En)
}

pub fn wire() {
    on("picture", "click", |_| open());
    on("picture-png", "click", |_| make_png());
    on("picture-gif", "click", |_| make_gif());
    on("picture-cancel", "click", |_| cancel());
    on("picture-close", "click", |_| close("picture-dialog"));
    // Closed by Close or Escape: a GIF still being made is not wanted any more.
    on("picture-dialog", "close", |_| cancel());
}

fn open() {
    let (lang, seats) = with_table(|t| (t.settings().lang, t.status().seats)).unwrap_or((Lang::En, &[]));
    // The orientations by the game's own seats ("White at the bottom"); none for one seat.
    if let Some(select) = by_id::<HtmlSelectElement>("picture-orientation") {
        let options = select.options();
        for (i, id) in [(1, "first"), (2, "second")] {
            let Some(option) = options.item(i).and_then(|o| o.dyn_into::<HtmlElement>().ok()) else { continue };
            let colour = seats.get(i as usize - 1);
            option.set_hidden(colour.is_none());
            let name = colour.map_or(id, |c| c.name().get(lang));
            option.set_text_content(Some(&Word::OrientBottom.fill(lang, &[name.to_string()])));
        }
    }
    set_text("picture-status", "");
    busy(false);
    show("picture-dialog");
}

fn busy(on: bool) {
    set_hidden("picture-progress", !on);
    set_hidden("picture-cancel", !on);
    set_disabled("picture-gif", on);
    set_disabled("picture-png", on);
}

fn cancel() {
    MAKING.with(|m| {
        if let Some(flag) = m.borrow().as_ref() {
            flag.set(true);
        }
    });
}

fn file_name(extension: &str) -> String {
    let kind = with_table(|t| t.kind().id()).unwrap_or("game");
    format!("deskovna-{kind}.{extension}")
}

/// Offers `blob` as a file and says so in the dialog.
fn save(blob: Blob, name: &str, lang: Lang) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let link = create("a", "");
    let _ = link.set_attribute("href", &url);
    let _ = link.set_attribute("download", name);
    if let Some(a) = link.dyn_ref::<HtmlElement>() {
        a.click();
    }
    // The download has its own copy well before this.
    later(60_000.0, move || drop(web_sys::Url::revoke_object_url(&url)));
    // Whole kilobytes: formatting a float would bring its formatter into the page.
    let kb = ((blob.size() / 1024.0).ceil() as u64).to_string();
    set_text("picture-status", &Word::PictureSaved.fill(lang, &[name.to_string(), kb]));
}

fn report(refusal: PictureRefusal, lang: Lang) {
    set_text("picture-status", &refusal.render(lang));
}

fn make_png() {
    let lang = lang();
    let name = file_name("png");
    let done: picture::Done = Box::new(move |result| match result {
        Ok(blob) => save(blob, &name, lang),
        Err(e) => report(e, lang),
    });
    if with_table(|t| picture::png(t, done)).is_none() {
        report(PictureRefusal::Failed, lang);
    }
}

/// A select's whole number (parsing a float would bring its parser into the page).
fn value(id: &str) -> f64 {
    by_id::<HtmlSelectElement>(id).and_then(|s| s.value().parse::<u32>().ok()).map_or(f64::NAN, f64::from)
}

fn make_gif() {
    let lang = lang();
    let orientation = by_id::<HtmlSelectElement>("picture-orientation").map(|s| s.value()).unwrap_or_default();
    let animate = by_id::<HtmlInputElement>("picture-animate").is_some_and(|i| i.checked());
    let options = Orientation::from_id(&orientation, &[])
        .and_then(|o| GifOptions::checked(value("picture-delay"), value("picture-size"), o, animate));
    let options = match options {
        Ok(o) => o,
        Err(e) => return report(e, lang),
    };
    cancel();
    busy(true);
    set_text("picture-status", Word::Loading.get(lang));
    let tools = picture::tools_url();
    let progress: Rc<dyn Fn(usize, usize)> = Rc::new(move |done, of| {
        if let Some(p) = by_id::<HtmlProgressElement>("picture-progress") {
            p.set_max(of as f64);
            p.set_value(done as f64);
        }
        set_text("picture-status", &Word::PictureProgress.fill(lang, &[done.to_string(), of.to_string()]));
    });
    let name = file_name("gif");
    let flag = Rc::new(Cell::new(false));
    let mine = flag.clone();
    let done: picture::Done = Box::new(move |result| {
        // Only this GIF's own end frees the dialog (a cancelled one may end after the next began).
        let current = MAKING.with(|m| {
            let mut m = m.borrow_mut();
            let current = m.as_ref().is_some_and(|f| Rc::ptr_eq(f, &mine));
            if current {
                *m = None;
            }
            current
        });
        if !current {
            return;
        }
        busy(false);
        match result {
            Ok(blob) => save(blob, &name, lang),
            // Closed while it was being made: nobody is waiting for the words.
            Err(PictureRefusal::Cancelled) if !dialog_open() => {}
            Err(e) => report(e, lang),
        }
    });
    MAKING.with(|m| *m.borrow_mut() = Some(flag.clone()));
    if with_table(|t| picture::gif(t, options, &tools, progress, flag, done)).is_none() {
        report(PictureRefusal::Failed, lang);
    }
}

fn dialog_open() -> bool {
    by_id::<HtmlDialogElement>("picture-dialog").is_some_and(|d| d.open())
}
