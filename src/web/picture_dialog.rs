//! The app's "Image / GIF" dialog, run by the tools wasm: the page shows the dialog and hands
//! over the game shown (`app::handoff::Shown`: its kind, start, moves, the ply shown, the
//! board's size and turn, theme and language); this opens its own copy of the game, puts the
//! dialog's words in, and makes the position a PNG or the game an animated GIF (delay,
//! orientation, width, sliding pieces), with progress and Cancel.

use super::dom::{by_id, create, document, later, on, set_disabled, set_hidden, set_text};
use super::picture;
use crate::app::handoff::Shown;
use crate::game::{Lang, Refusal as _};
use crate::view::picture::words::PictureWord;
use crate::view::picture::{GifCost, GifOptions, Orientation, PictureRefusal};
use crate::view::registry::open_table;
use crate::view::table::{Looks, Table};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{
    Blob, Element, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlProgressElement, HtmlSelectElement,
};

/// The dialog's controls, put in the page's shell of it (title, status, Close) the first time:
/// the page's first bundle carries only the shell.
const CONTROLS: &str = r#"<div class="buttons"><button id="picture-png" type="button" data-picture="picture-png">Download the position (PNG)</button></div><fieldset id="picture-gif-options" class="picture-options"><legend data-picture="picture-gif-legend">The game as an animated GIF</legend><div class="field"><label for="picture-delay" data-picture="picture-delay">Time per move</label><select id="picture-delay"><option value="500">0.5 s</option><option value="1000" selected>1 s</option><option value="1500">1.5 s</option><option value="2000">2 s</option><option value="3000">3 s</option></select></div><div class="field"><label for="picture-orientation" data-picture="picture-orientation">Board</label><select id="picture-orientation"><option value="seen" data-picture="orient-seen">As seen now</option><option value="first">first</option><option value="second">second</option></select></div><div class="field"><label for="picture-size" data-picture="picture-size">Width</label><select id="picture-size"><option value="320" data-picture="size-small">Small (320 px)</option><option value="480" data-picture="size-medium" selected>Medium (480 px)</option><option value="720" data-picture="size-large">Large (720 px)</option></select></div><div class="field switch"><input id="picture-animate" type="checkbox"><label for="picture-animate" data-picture="picture-animate">Slide the pieces</label></div></fieldset><progress id="picture-progress" class="picture-progress" max="1" value="0" hidden></progress>"#;
const BUTTONS: &str = r#"<button id="picture-cancel" type="button" class="ghost" data-picture="picture-cancel" hidden>Cancel</button><button id="picture-gif" type="button" data-picture="picture-gif">Download the GIF</button>"#;

thread_local! {
    /// The copy of the game the pictures are made of.
    static TABLE: RefCell<Option<Box<dyn Table>>> = const { RefCell::new(None) };
    /// How many of the game's moves the board showed: the PNG is of that position.
    static SHOWN: Cell<usize> = const { Cell::new(0) };
    /// The GIF being made (its flag, which cancels it when set), until its end is reported.
    static MAKING: RefCell<Option<Rc<Cell<bool>>>> = const { RefCell::new(None) };
    /// A long GIF whose cost the player has been told: the next press makes it.
    static WARNED: RefCell<Option<GifOptions>> = const { RefCell::new(None) };
    static WIRED: Cell<bool> = const { Cell::new(false) };
}

fn with_table<R>(f: impl FnOnce(&dyn Table) -> R) -> Option<R> {
    TABLE.with(|t| t.borrow().as_deref().map(f))
}

fn lang() -> Lang {
    with_table(|t| t.settings().lang).unwrap_or(Lang::En)
}

/// Takes over the dialog for the game the page shows; false when it is not a game the tools
/// can open.
pub fn open(shown: &Shown) -> bool {
    let Ok(mut table) = open_table(shown.game, &shown.start, &shown.moves) else { return false };
    let lang = shown.lang;
    table.set_settings(Looks { lang, theme: shown.theme, ..Looks::default() });
    table.resize(shown.width, shown.height);
    table.set_flipped(shown.flipped);
    let plies = table.history().len();
    SHOWN.with(|s| s.set(shown.shown.min(plies)));
    put_controls();
    cancel();
    WARNED.with(|w| w.borrow_mut().take());
    TABLE.with(|t| *t.borrow_mut() = Some(table));
    if !WIRED.replace(true) {
        wire();
    }
    translate(lang);
    set_text("picture-status", "");
    busy(false);
    true
}

fn put_controls() {
    super::dom::study_styles();
    if by_id::<Element>("picture-png").is_some() {
        return;
    }
    if let Some(status) = by_id::<Element>("picture-status") {
        let _ = status.insert_adjacent_html("beforebegin", CONTROLS);
    }
    if let Some(close) = by_id::<Element>("picture-close") {
        let _ = close.insert_adjacent_html("afterend", BUTTONS);
    }
}

fn wire() {
    on("picture-png", "click", |_| make_png());
    on("picture-gif", "click", |_| make_gif());
    on("picture-cancel", "click", |_| cancel());
    // Other options are another GIF: its cost is told again.
    for id in ["picture-delay", "picture-orientation", "picture-size", "picture-animate"] {
        on(id, "change", |_| unwarn());
    }
    on("picture-close", "click", |_| {
        if let Some(d) = by_id::<HtmlDialogElement>("picture-dialog") {
            d.close();
        }
    });
    // Closed by Close or Escape: a GIF still being made is not wanted any more.
    on("picture-dialog", "close", |_| cancel());
}

/// The dialog's words (each `data-picture` key), and the orientations by the game's own seats
/// ("White at the bottom"); none for one seat.
fn translate(lang: Lang) {
    if let Ok(list) = document().query_selector_all("#picture-dialog [data-picture]") {
        for i in 0..list.length() {
            let Some(e) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
            let word = e.get_attribute("data-picture").and_then(|k| PictureWord::from_key(&k));
            e.set_text_content(word.map(|w| w.get(lang)));
        }
    }
    let seats = with_table(|t| t.status().seats).unwrap_or(&[]);
    let Some(select) = by_id::<HtmlSelectElement>("picture-orientation") else { return };
    let options = select.options();
    for (i, id) in [(1, "first"), (2, "second")] {
        let Some(option) = options.item(i).and_then(|o| o.dyn_into::<HtmlElement>().ok()) else { continue };
        let colour = seats.get(i as usize - 1);
        option.set_hidden(colour.is_none());
        let name = colour.map_or(id, |c| c.name().get(lang));
        option.set_text_content(Some(&PictureWord::OrientBottom.fill(lang, &[name.to_string()])));
    }
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
    let kb = ((blob.size() / 1024.0).ceil() as u64).to_string();
    set_text("picture-status", &PictureWord::PictureSaved.fill(lang, &[name.to_string(), kb]));
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
    let plies = SHOWN.with(Cell::get);
    if with_table(|t| picture::png(t, plies, done)).is_none() {
        report(PictureRefusal::Failed, lang);
    }
}

/// A select's number.
fn value(id: &str) -> f64 {
    by_id::<HtmlSelectElement>(id).and_then(|s| s.value().parse::<f64>().ok()).unwrap_or(f64::NAN)
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
    // A GIF that takes long is made once the player has seen what it costs.
    let cost = with_table(|t| {
        let (width, height) = t.size();
        GifCost::of(t.history().len(), &options, width, height)
    });
    if let Some(cost) = cost.filter(GifCost::long) {
        if WARNED.with(|w| w.borrow().as_ref() != Some(&options)) {
            WARNED.with(|w| *w.borrow_mut() = Some(options));
            let args = [
                cost.frames.to_string(),
                cost.width.to_string(),
                cost.height.to_string(),
                format!("{:.0}", cost.seconds.ceil()),
                format!("{:.1}", cost.bytes / 1e6),
            ];
            set_text("picture-status", &PictureWord::GifLong.fill(lang, &args));
            set_text("picture-gif", PictureWord::GifAnyway.get(lang));
            return;
        }
    }
    unwarn();
    cancel();
    busy(true);
    let progress: Rc<dyn Fn(usize, usize)> = Rc::new(move |done, of| {
        if let Some(p) = by_id::<HtmlProgressElement>("picture-progress") {
            p.set_max(of as f64);
            p.set_value(done as f64);
        }
        set_text("picture-status", &PictureWord::PictureProgress.fill(lang, &[done.to_string(), of.to_string()]));
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
    if with_table(|t| picture::gif(t, options, "", progress, flag, done)).is_none() {
        report(PictureRefusal::Failed, lang);
    }
}

/// Forgets a GIF's cost told: the button makes the GIF at once again (after its cost is told).
fn unwarn() {
    if WARNED.with(|w| w.borrow_mut().take()).is_some() {
        set_text("picture-gif", PictureWord::PictureGif.get(lang()));
        set_text("picture-status", "");
    }
}

fn dialog_open() -> bool {
    by_id::<HtmlDialogElement>("picture-dialog").is_some_and(|d| d.open())
}
