//! The page's words, fetched beside its wasm (`game::words`): the boot script hands over the
//! player's language's first words (`window.deskovnaWords`: `{ files: { en, cs }, rare: { en,
//! cs }, en?, cs? }`, where the page marks `rare-en`, `rare-cs` once it has those); a switch
//! of language fetches the other's first, and what says a rare text (a link, a game's text or
//! a save that does not read) waits for the rare words. Both languages' are fetched once the
//! page is idle. A page built with its words inside (no `words-apart`: the browser tests'
//! build) has them all at once.

#[cfg(feature = "words-apart")]
pub use apart::{fetch_the_rest, rare, ready, take_from_boot};

/// Runs `then` at once: the words are all in the wasm.
#[cfg(not(feature = "words-apart"))]
pub fn ready(_lang: crate::game::Lang, then: impl FnOnce() + 'static) {
    then()
}

/// Runs `then` at once: the words are all in the wasm.
#[cfg(not(feature = "words-apart"))]
pub fn rare(_lang: crate::game::Lang, then: Box<dyn FnOnce()>) {
    then()
}

#[cfg(feature = "words-apart")]
mod apart {
    use crate::game::{words, Lang};
    use crate::web::dom::window;
    use js_sys::Reflect;

    fn boot_words() -> Option<wasm_bindgen::JsValue> {
        Reflect::get(&window(), &"deskovnaWords".into()).ok().filter(|v| v.is_object())
    }

    /// Takes the words the boot script fetched.
    pub fn take_from_boot() {
        let Some(given) = boot_words() else { return };
        for lang in Lang::ALL {
            if let Some(text) = Reflect::get(&given, &lang.code().into()).ok().and_then(|t| t.as_string()) {
                words::install(lang, false, &text);
            }
        }
    }

    /// Runs `then` once `lang`'s first words are here: at once if they are, else after fetching
    /// them (the service worker has them offline). If they cannot be had, `then` runs anyway
    /// and the words come in the language there is.
    pub fn ready(lang: Lang, then: impl FnOnce() + 'static) {
        fetched(lang, false, Box::new(then))
    }

    /// Runs `then` once `lang`'s rare words are here too (as [`ready`]): what says a rare text
    /// (`rare_text!`) says it in `then`. (Boxed: one copy of the fetching for every caller.)
    pub fn rare(lang: Lang, then: Box<dyn FnOnce()>) {
        fetched(lang, false, Box::new(move || fetched(lang, true, then)))
    }

    fn fetched(lang: Lang, rare: bool, then: Box<dyn FnOnce()>) {
        if words::has(lang, rare) {
            return then();
        }
        let file = boot_words()
            .and_then(|w| Reflect::get(&w, &(if rare { "rare" } else { "files" }).into()).ok())
            .and_then(|files| Reflect::get(&files, &lang.code().into()).ok())
            .and_then(|f| f.as_string());
        let Some(file) = file else { return then() };
        crate::web::fetch::fetch_text(&file, move |got| {
            if let Ok(text) = got {
                words::install(lang, rare, &text);
                // Said on the boot's object, where the first words are (tests wait for it).
                if let Some(given) = boot_words().filter(|_| rare) {
                    let key = if lang == Lang::En { "rare-en" } else { "rare-cs" };
                    let _ = Reflect::set(&given, &key.into(), &true.into());
                }
            }
            then();
        });
    }

    /// The words not yet here, both languages' first and rare (once the page is idle): a
    /// switch of language, or a rare text, is then as quick as before the words were kept apart.
    pub fn fetch_the_rest() {
        for lang in Lang::ALL {
            rare(lang, Box::new(|| {}));
        }
    }
}
