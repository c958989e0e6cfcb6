//! Words the player reads, in both languages of the app.
//!
//! Engines are pure Rust and know nothing of the UI's language, so every message an engine
//! produces is a [`Text`] with both translations plus language-neutral arguments (squares,
//! numbers, notation). The UI renders it in the player's language; the command line in English.

use std::fmt;

/// The languages of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Cs,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Cs];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
        }
    }

    /// The language for a BCP 47 tag such as `cs-CZ`; English for anything else.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("cs") || primary.eq_ignore_ascii_case("sk") {
            Lang::Cs
        } else {
            Lang::En
        }
    }
}

/// A sentence in English and Czech; `{0}`, `{1}`, … are filled from arguments. Written
/// `text!("English", "Czech")`.
#[cfg(not(feature = "words-apart"))]
#[derive(Debug, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub cs: &'static str,
}

/// A sentence in English and Czech, its words kept apart from the wasm (`game::words`): the
/// page's wasm holds only its number, and the words of the player's language come beside it.
#[cfg(feature = "words-apart")]
#[derive(Debug, PartialEq, Eq)]
pub struct Text {
    id: u32,
}

/// A [`Text`] (a constant): `text!("The move is over.", "Tah skončil.")`. Every one is numbered
/// at compile time from the table the build script reads out of the sources
/// (`game::words`).
#[macro_export]
macro_rules! text {
    ($en:literal, $cs:literal $(,)?) => {
        const { $crate::game::Text::new($crate::game::words::index($en, $cs), $en, $cs) }
    };
}

/// A [`Text`] the page says only when something given to it does not read — a position, a
/// game's text, a link, a variant, options — never in play: the page's first load leaves its
/// words out, and they are fetched once the page is idle (`game::words`; the page waits for them
/// before saying one, `web::words::rare`). Otherwise as [`text!`].
#[macro_export]
macro_rules! rare_text {
    ($en:literal, $cs:literal $(,)?) => {
        $crate::text!($en, $cs)
    };
}

impl Text {
    #[doc(hidden)]
    pub const fn new(index: usize, en: &'static str, cs: &'static str) -> Text {
        #[cfg(not(feature = "words-apart"))]
        {
            let _ = index;
            Text { en, cs }
        }
        #[cfg(feature = "words-apart")]
        {
            let _ = (en, cs);
            Text { id: super::words::TAG | index as u32 }
        }
    }

    #[cfg(not(feature = "words-apart"))]
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Cs => self.cs,
        }
    }

    /// The words, from those that came beside the wasm. Read through `black_box` so that the
    /// number stays in the wasm's data as written (the build finds there which texts a page
    /// uses), never folded into code; and never inlined: one call in place of a copy of the
    /// lookup at each of the page's hundreds of texts (measured: the page grew by 4 KB).
    #[cfg(feature = "words-apart")]
    #[inline(never)]
    pub fn get(&self, lang: Lang) -> &'static str {
        super::words::get(std::hint::black_box(self).id, lang)
    }

    /// The text in `lang` with `{i}` replaced by `args[i]`.
    pub fn fill(&self, lang: Lang, args: &[String]) -> String {
        let template = self.get(lang);
        let mut out = String::with_capacity(template.len() + 16);
        let mut rest = template;
        while let Some((before, after)) = rest.split_once('{') {
            out.push_str(before);
            match after.split_once('}').and_then(|(n, tail)| Some((n.parse::<usize>().ok()?, tail))) {
                Some((index, tail)) => {
                    out.push_str(args.get(index).map(String::as_str).unwrap_or("?"));
                    rest = tail;
                }
                None => {
                    out.push('{');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

/// Why something was refused: a text and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    pub text: &'static Text,
    pub args: Vec<String>,
}

impl Reason {
    pub fn new(text: &'static Text) -> Reason {
        Reason { text, args: Vec::new() }
    }

    pub fn with(text: &'static Text, args: &[&dyn fmt::Display]) -> Reason {
        Reason::echoing(text, args.iter().map(|a| a.to_string()))
    }

    /// A reason saying back `args` (squares, notation, parts of the input). Every refusal's
    /// arguments pass here, so this is the one place that cuts them: a pasted megabyte is
    /// not said back whole.
    pub fn echoing(text: &'static Text, args: impl IntoIterator<Item = String>) -> Reason {
        Reason { text, args: args.into_iter().map(|a| echo(&a)).collect() }
    }

    pub fn render(&self, lang: Lang) -> String {
        self.text.fill(lang, &self.args)
    }
}

/// The most characters of an argument a refusal says back.
pub const ECHO_CHARS: usize = 40;

/// `arg` as a refusal says it back: whole up to [`ECHO_CHARS`] characters, else its start and
/// an ellipsis.
pub fn echo(arg: &str) -> String {
    match arg.char_indices().nth(ECHO_CHARS) {
        Some((cut, _)) => format!("{}…", arg.get(..cut).unwrap_or_default()),
        None => arg.to_string(),
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HELLO: Text = crate::text!("{0} to {1}", "{0} na {1}, {2}");

    #[test]
    fn fills_arguments_in_each_language() {
        let r = Reason::with(&HELLO, &[&"a1", &"b2"]);
        assert_eq!(r.render(Lang::En), "a1 to b2");
        assert_eq!(r.render(Lang::Cs), "a1 na b2, ?");
    }

    #[test]
    fn long_arguments_are_cut_in_every_language() {
        let huge = "é".repeat(1 << 20);
        let r = Reason::with(&HELLO, &[&huge, &"b2"]);
        for lang in Lang::ALL {
            let said = r.render(lang);
            assert!(said.starts_with(&format!("{}…", "é".repeat(ECHO_CHARS))), "{said}");
            assert!(said.chars().count() < 2 * ECHO_CHARS, "{said}");
        }
        let just = "x".repeat(ECHO_CHARS);
        assert_eq!(Reason::with(&HELLO, &[&just, &"b2"]).render(Lang::En), format!("{just} to b2"));
    }

    #[test]
    fn a_refusal_kind_echoing_input_is_cut_too() {
        #[derive(Clone, Debug, PartialEq)]
        struct Unreadable(String);
        impl crate::game::Refusal for Unreadable {
            fn text(&self) -> &'static Text {
                &HELLO
            }
            fn args(&self) -> Vec<String> {
                vec![self.0.clone(), "b2".into()]
            }
        }
        use crate::game::Refusal;
        let said = Unreadable("@".repeat(1 << 20)).render(Lang::En);
        assert_eq!(said, format!("{}… to b2", "@".repeat(ECHO_CHARS)));
    }

    #[test]
    fn braces_without_an_index_stay() {
        const ODD: Text = crate::text!("{x} {0", "");
        assert_eq!(ODD.fill(Lang::En, &["a".into()]), "{x} {0");
    }

    #[test]
    fn language_from_browser_tag() {
        assert_eq!(Lang::from_tag("cs-CZ"), Lang::Cs);
        assert_eq!(Lang::from_tag("en-US"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }
}
