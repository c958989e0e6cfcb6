//! Command-line arguments: `--key value` options (a bare `--flag` means `on`) and positional
//! words, in any order.

use crate::game::Game;
use crate::game::Refusal as _;

#[derive(Clone)]
pub struct Args {
    pub options: Vec<(String, String)>,
    pub words: Vec<String>,
    /// For options whose value was the next argument: the key and how many words came
    /// before it. A bare flag followed by a word (`--expert E`) takes that word as its value;
    /// if the game refuses it but accepts `on`, the word goes back among the words there.
    followed: Vec<(String, usize)>,
}

impl Args {
    pub fn parse(args: &[String]) -> Result<Args, String> {
        let mut options = Vec::new();
        let mut words = Vec::new();
        let mut followed = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let arg = &args[i];
            if let Some(key) = arg.strip_prefix("--") {
                if key.is_empty() {
                    words.extend(args[i + 1..].iter().cloned());
                    break;
                }
                let value = args.get(i + 1).filter(|v| !v.starts_with("--"));
                if value.is_some() {
                    followed.push((key.to_string(), words.len()));
                }
                options.push((key.to_string(), value.cloned().unwrap_or_else(|| "on".into())));
                i += 1 + usize::from(value.is_some());
            } else {
                words.push(arg.clone());
                i += 1;
            }
        }
        Ok(Args { options, words, followed })
    }

    /// The value of a command option (not a game option), removing it.
    pub fn take(&mut self, key: &str) -> Option<String> {
        let i = self.options.iter().position(|(k, _)| k == key)?;
        Some(self.options.remove(i).1)
    }

    /// The game at its start (from `--position` or the game options).
    pub fn start<G: Game>(&mut self) -> Result<G, String> {
        if let Some(text) = self.take("position") {
            if !self.options.is_empty() {
                return Err("--position cannot be combined with set-up options".into());
            }
            return G::from_text(&text).map_err(|e| format!("bad position: {e}"));
        }
        let mut options = G::Options::default();
        let mut returned = 0;
        for (key, value) in &self.options {
            if let Err(e) = G::set_option(&mut options, key, value) {
                let at = self.followed.iter().find(|(k, _)| k == key).map(|&(_, at)| at);
                match at {
                    Some(at) if G::set_option(&mut options, key, "on").is_ok() => {
                        self.words.insert((at + returned).min(self.words.len()), value.clone());
                        returned += 1;
                    }
                    _ => return Err(e.render(crate::game::Lang::En)),
                }
            }
        }
        G::new(&options).map_err(|e| e.render(crate::game::Lang::En))
    }
}
