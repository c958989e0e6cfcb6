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

/// A sentence in English and Czech; `{0}`, `{1}`, … are filled from arguments.
#[derive(Debug, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub cs: &'static str,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Cs => self.cs,
        }
    }

    /// The text in `lang` with `{i}` replaced by `args[i]`.
    pub fn fill(&self, lang: Lang, args: &[String]) -> String {
        let template = self.get(lang);
        let mut out = String::with_capacity(template.len() + 16);
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            match after.find('}').and_then(|close| Some((close, after[..close].parse::<usize>().ok()?))) {
                Some((close, index)) => {
                    out.push_str(args.get(index).map(String::as_str).unwrap_or("?"));
                    rest = &after[close + 1..];
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
        Reason { text, args: args.iter().map(|a| a.to_string()).collect() }
    }

    pub fn render(&self, lang: Lang) -> String {
        self.text.fill(lang, &self.args)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// A well-formed move that the rules do not allow here. (Being replaced by each engine's
/// refusal enum.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove(pub Reason);

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl From<IllegalMove> for Reason {
    fn from(e: IllegalMove) -> Reason {
        e.0
    }
}

impl From<IllegalMove> for crate::game::MoveError {
    fn from(e: IllegalMove) -> Self {
        crate::game::MoveError::Illegal(e.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HELLO: Text = Text { en: "{0} to {1}", cs: "{0} na {1}, {2}" };

    #[test]
    fn fills_arguments_in_each_language() {
        let r = Reason::with(&HELLO, &[&"a1", &"b2"]);
        assert_eq!(r.render(Lang::En), "a1 to b2");
        assert_eq!(r.render(Lang::Cs), "a1 na b2, ?");
    }

    #[test]
    fn braces_without_an_index_stay() {
        const ODD: Text = Text { en: "{x} {0", cs: "" };
        assert_eq!(ODD.fill(Lang::En, &["a".into()]), "{x} {0");
    }

    #[test]
    fn language_from_browser_tag() {
        assert_eq!(Lang::from_tag("cs-CZ"), Lang::Cs);
        assert_eq!(Lang::from_tag("en-US"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }
}
