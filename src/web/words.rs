//! The page's words, fetched beside its wasm (`game::words`): the boot script hands over the
//! player's language's (`window.deskovnaWords`: `{ files: { en, cs }, en?, cs? }`), and a
//! switch of language fetches the other's first. A page built with its words inside
//! (no `words-apart`: the browser tests' build) has them all at once.

#[cfg(feature = "words-apart")]
pub use apart::{fetch_the_rest, ready, take_from_boot};

/// Runs `then` at once: the words are all in the wasm.
#[cfg(not(feature = "words-apart"))]
pub fn ready(_lang: crate::game::Lang, then: impl FnOnce() + 'static) {
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
                words::install(lang, &text);
            }
        }
    }

    /// Runs `then` once `lang`'s words are here: at once if they are, else after fetching them
    /// (the service worker has them offline). If they cannot be had, `then` runs anyway and the
    /// words come in the language there is.
    pub fn ready(lang: Lang, then: impl FnOnce() + 'static) {
        if words::has(lang) {
            return then();
        }
        let file = boot_words()
            .and_then(|w| Reflect::get(&w, &"files".into()).ok())
            .and_then(|files| Reflect::get(&files, &lang.code().into()).ok())
            .and_then(|f| f.as_string());
        let Some(file) = file else { return then() };
        crate::web::fetch::fetch_text(&file, move |got| {
            if let Ok(text) = got {
                words::install(lang, &text);
            }
            then();
        });
    }

    /// The languages' words not yet here, fetched (once the page is idle): a switch of language is
    /// then as quick as before the words were kept apart.
    pub fn fetch_the_rest() {
        for lang in Lang::ALL {
            if !words::has(lang) {
                ready(lang, || {});
            }
        }
    }
}
