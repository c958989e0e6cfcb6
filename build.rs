//! Reads every `text!("English", "Czech")` (and `rare_text!`) out of `src/` into one sorted
//! table, `$OUT_DIR/words.rs`, which numbers them (`src/game/words.rs`), and the numbers of the
//! rare ones: those written only as `rare_text!`.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=src");
    let mut words = BTreeMap::new();
    read_dir(Path::new("src"), &mut words);
    let mut out =
        String::from("/// Every text's words, (English, Czech), sorted: a text's number is its place here.\n");
    out.push_str("pub const WORDS: &[(&str, &str)] = &[\n");
    for (en, cs) in words.keys() {
        out.push_str(&format!("    ({en:?}, {cs:?}),\n"));
    }
    out.push_str("];\n");
    out.push_str("/// The numbers of the rare texts (`rare_text!` alone), ascending.\n");
    out.push_str("pub const RARE: &[u16] = &[");
    let rare = words.values().enumerate().filter(|(_, &rare)| rare).map(|(i, _)| i.to_string());
    out.push_str(&rare.collect::<Vec<_>>().join(", "));
    out.push_str("];\n");
    let dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&dir).join("words.rs"), out).expect("OUT_DIR is writable");
}

/// Each text's words, and whether it is rare (written as `rare_text!` wherever it is).
type Words = BTreeMap<(String, String), bool>;

fn read_dir(dir: &Path, words: &mut Words) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            read_dir(&path, words);
        } else if path.extension().is_some_and(|e| e == "rs") {
            if let Ok(source) = fs::read_to_string(&path) {
                read_source(&source, words);
            }
        }
    }
}

/// Each `text!(` (or `rare_text!(`) followed by two string literals, outside comments;
/// anything else after `text!(` is not a text, and `text!` itself refuses it at compile time.
fn read_source(source: &str, words: &mut Words) {
    let mut rest = source;
    while let Some(at) = rest.find("text!(") {
        let line = &rest[rest[..at].rfind('\n').map_or(0, |i| i + 1)..at];
        let rare = line.ends_with("rare_");
        rest = &rest[at + "text!(".len()..];
        if line.contains("//") {
            continue;
        }
        let Some((en, after)) = literal(rest) else { continue };
        let Some(after) = after.trim_start().strip_prefix(',') else { continue };
        let Some((cs, _)) = literal(after) else { continue };
        *words.entry((en, cs)).or_insert(rare) &= rare;
    }
}

/// A string literal at the start of `s` (after white space): its value and what follows.
fn literal(s: &str) -> Option<(String, &str)> {
    let s = s.trim_start().strip_prefix('"')?;
    let mut value = String::new();
    let mut chars = s.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((value, &s[i + 1..])),
            '\\' => match chars.next()?.1 {
                'n' => value.push('\n'),
                't' => value.push('\t'),
                'r' => value.push('\r'),
                '0' => value.push('\0'),
                '\\' => value.push('\\'),
                '"' => value.push('"'),
                '\'' => value.push('\''),
                'u' => {
                    let (j, _) = chars.next().filter(|&(_, c)| c == '{')?;
                    let close = s[j..].find('}')? + j;
                    value.push(char::from_u32(u32::from_str_radix(&s[j + 1..close], 16).ok()?)?);
                    while chars.next().is_some_and(|(k, _)| k < close) {}
                }
                '\n' => {
                    // A line continued: the break and the next line's leading white space go.
                    while chars.clone().next().is_some_and(|(_, c)| c.is_whitespace()) {
                        chars.next();
                    }
                }
                _ => return None,
            },
            c => value.push(c),
        }
    }
    None
}
