//! Why the computer did not answer, as a kind: the page's words and the embed API's error codes
//! come from the kind, never from matching its words.

use crate::ai::text::RequestError;
use crate::game::{Lang, Text};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum WireError {
    /// The worker or its wasm cannot start on this page (a host page's security policy forbids
    /// it, the script is missing): the browser's words. The embed API's `computer-blocked`.
    Blocked(String),
    /// The worker stopped while it was answering (an exception in it): the browser's words.
    Stopped(String),
    /// The worker read the request but cannot answer it: its game, position or a move does not
    /// read (the engine's refusal, in both languages).
    Refused(Said),
    /// The message does not read as a request or a reply: what the reader said.
    Malformed(String),
}

/// A sentence in both languages, as words that cross the wire (a refusal's `Text` and its
/// arguments stay behind in the worker).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    pub en: String,
    pub cs: String,
}

impl Said {
    /// The sentence `say` gives in each language.
    pub fn of(say: impl Fn(Lang) -> String) -> Said {
        Said { en: say(Lang::En), cs: say(Lang::Cs) }
    }

    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Cs => &self.cs,
        }
    }
}

const BLOCKED: Text = crate::text!(
    "this page does not let the computer's worker start ({0})",
    "tato stránka nedovolí spustit worker počítače ({0})"
);
const STOPPED: Text = crate::text!("the computer's worker stopped ({0})", "worker počítače se zastavil ({0})");
const MALFORMED: Text = crate::text!(
    "the computer's worker did not understand the request ({0})",
    "worker počítače požadavku nerozuměl ({0})"
);

impl WireError {
    /// Why, in `lang`: a clause the page puts after its own words ("The computer could not
    /// move: …").
    pub fn said(&self, lang: Lang) -> String {
        match self {
            WireError::Blocked(why) => BLOCKED.fill(lang, std::slice::from_ref(why)),
            WireError::Stopped(why) => STOPPED.fill(lang, std::slice::from_ref(why)),
            WireError::Refused(said) => said.get(lang).to_string(),
            WireError::Malformed(why) => MALFORMED.fill(lang, std::slice::from_ref(why)),
        }
    }
}

impl From<RequestError> for WireError {
    fn from(e: RequestError) -> WireError {
        WireError::Refused(Said::of(|lang| e.render(lang)))
    }
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}
