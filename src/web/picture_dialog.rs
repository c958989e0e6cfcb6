//! The app's "Image / GIF" dialog, run by the tools wasm: the page shows the dialog and hands
//! over the game shown (`app::handoff::Shown`: its kind, start, moves, the ply shown, the
//! board's size and turn, theme and language); this opens its own copy of the game, puts the
//! dialog's words in, and makes the position a PNG or the game an animated GIF (delay,
//! orientation, width, sliding pieces), with progress and Cancel.

use super::dom::{by_id, create, document, later, on, set_disabled, set_hidden, set_text};
use super::picture;
use crate::app::handoff::Shown;
use crate::app::pictures::{Act, Command, GifForm, GifId, Pictures};
use crate::game::Lang;
use crate::view::picture::words::PictureWord;
use crate::view::picture::{GifOptions, PictureRefusal};
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

/// The GIF being made and its cancel flag (set: it stops).
type Making = Option<(GifId, Rc<Cell<bool>>)>;

thread_local! {
    /// The dialog's controller, and the GIF being made.
    static DIALOG: RefCell<Option<(Pictures, Making)>> = const { RefCell::new(None) };
    static WIRED: Cell<bool> = const { Cell::new(false) };
}

/// Takes over the dialog for the game the page shows; false when it is not a game the tools
/// can open.
pub fn open(shown: &Shown) -> bool {
    let Some(pictures) = Pictures::open(shown) else { return false };
    put_controls();
    act(Act::Cancel);
    let lang = pictures.lang();
    let orientations = pictures.orientations();
    DIALOG.with(|d| *d.borrow_mut() = Some((pictures, None)));
    if !WIRED.replace(true) {
        wire();
    }
    translate(lang, orientations);
    set_text("picture-status", "");
    set_text("picture-gif", PictureWord::PictureGif.get(lang));
    busy(false);
    true
}

/// Gives `act` to the controller and carries out its commands. An act that comes while a
/// picture is being begun (its drawing may report at once) waits for the next task.
fn act(act: Act) {
    let commands = DIALOG.with(|d| match d.try_borrow_mut() {
        Ok(mut d) => Ok(d.as_mut().map(|(p, _)| p.act(act))),
        Err(_) => Err(act),
    });
    match commands {
        Ok(commands) => commands.into_iter().flatten().for_each(run),
        Err(act) => later(0.0, move || self::act(act)),
    }
}

fn run(command: Command) {
    match command {
        Command::MakePng { plies, name } => make_png(plies, name),
        Command::MakeGif { gif, options, name } => make_gif(gif, options, name),
        Command::Stop(gif) => DIALOG.with(|d| {
            if let Some((_, Some((id, flag)))) = d.borrow().as_ref() {
                if *id == gif {
                    flag.set(true);
                }
            }
        }),
        Command::Busy(on) => busy(on),
        Command::Progress { done, of } => {
            if let Some(p) = by_id::<HtmlProgressElement>("picture-progress") {
                p.set_max(of as f64);
                p.set_value(done as f64);
            }
        }
        Command::Say(words) => set_text("picture-status", &words),
        Command::GifButton(words) => set_text("picture-gif", &words),
    }
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
    on("picture-png", "click", |_| act(Act::Png));
    on("picture-gif", "click", |_| act(Act::Gif(form())));
    on("picture-cancel", "click", |_| act(Act::Cancel));
    // Other options are another GIF: its cost is told again.
    for id in ["picture-delay", "picture-orientation", "picture-size", "picture-animate"] {
        on(id, "change", |_| act(Act::OptionsChanged));
    }
    on("picture-close", "click", |_| {
        if let Some(d) = by_id::<HtmlDialogElement>("picture-dialog") {
            d.close();
        }
    });
    // Closed by Close or Escape: a GIF still being made is not wanted any more.
    on("picture-dialog", "close", |_| act(Act::Cancel));
}

/// The dialog's words (each `data-picture` key), and the orientations by the game's own seats
/// ("White at the bottom"); none for one seat.
fn translate(lang: Lang, orientations: [Option<String>; 2]) {
    if let Ok(list) = document().query_selector_all("#picture-dialog [data-picture]") {
        for i in 0..list.length() {
            let Some(e) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
            let word = e.get_attribute("data-picture").and_then(|k| PictureWord::from_key(&k));
            e.set_text_content(word.map(|w| w.get(lang)));
        }
    }
    let Some(select) = by_id::<HtmlSelectElement>("picture-orientation") else { return };
    let options = select.options();
    for (i, words) in (1..).zip(orientations) {
        let Some(option) = options.item(i).and_then(|o| o.dyn_into::<HtmlElement>().ok()) else { continue };
        option.set_hidden(words.is_none());
        option.set_text_content(words.as_deref());
    }
}

fn busy(on: bool) {
    set_hidden("picture-progress", !on);
    set_hidden("picture-cancel", !on);
    set_disabled("picture-gif", on);
    set_disabled("picture-png", on);
}

/// Offers `blob` as a file.
fn save(blob: &Blob, name: &str) {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else { return };
    let link = create("a", "");
    let _ = link.set_attribute("href", &url);
    let _ = link.set_attribute("download", name);
    if let Some(a) = link.dyn_ref::<HtmlElement>() {
        a.click();
    }
    // The download has its own copy well before this.
    later(60_000.0, move || drop(web_sys::Url::revoke_object_url(&url)));
}

/// A picture made (offered as the file `name`) or why not, told to the controller.
fn made(gif: Option<GifId>, name: &str, result: Result<Blob, PictureRefusal>) {
    if let Ok(blob) = &result {
        save(blob, name);
    }
    let open = by_id::<HtmlDialogElement>("picture-dialog").is_some_and(|d| d.open());
    act(Act::Made { gif, result: result.map(|b| b.size()), open });
}

fn make_png(plies: usize, name: String) {
    let done: picture::Done = Box::new(move |result| made(None, &name, result));
    let started = DIALOG.with(|d| d.borrow().as_ref().map(|(p, _)| picture::png(p.table(), plies, done)));
    if started.is_none() {
        made(None, "", Err(PictureRefusal::Failed));
    }
}

/// A select's number.
fn value(id: &str) -> f64 {
    by_id::<HtmlSelectElement>(id).and_then(|s| s.value().parse::<f64>().ok()).unwrap_or(f64::NAN)
}

/// The GIF's controls as they stand.
fn form() -> GifForm {
    GifForm {
        delay_ms: value("picture-delay"),
        size: value("picture-size"),
        orientation: by_id::<HtmlSelectElement>("picture-orientation").map(|s| s.value()).unwrap_or_default(),
        animate: by_id::<HtmlInputElement>("picture-animate").is_some_and(|i| i.checked()),
    }
}

fn make_gif(gif: GifId, options: GifOptions, name: String) {
    let progress: Rc<dyn Fn(usize, usize)> = Rc::new(move |done, of| act(Act::Progress { gif, done, of }));
    let flag = Rc::new(Cell::new(false));
    let done: picture::Done = Box::new(move |result| made(Some(gif), &name, result));
    let started = DIALOG.with(|d| {
        let mut d = d.borrow_mut();
        let (pictures, making) = d.as_mut()?;
        *making = Some((gif, flag.clone()));
        picture::gif(pictures.table(), options, "", progress, flag, done);
        Some(())
    });
    if started.is_none() {
        made(Some(gif), "", Err(PictureRefusal::Failed));
    }
}
