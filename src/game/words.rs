//! Every [`Text`](super::Text) of the app, numbered, and — in the page's wasm — its words kept
//! apart.
//!
//! The build script (`build.rs`) reads every `text!("English", "Czech")` out of the sources
//! into one sorted table; `text!` finds its pair there at compile time (a pair the script did
//! not read stops the build), so each text has a number. The page's wasm is built with the
//! feature `words-apart`: a text is then only its number, tagged with [`TAG`] so that the build
//! finds in the finished wasm which texts the page uses (`scripts/words.mjs`), and writes each
//! page a file of its words per language. The boot script fetches the file of the player's
//! language beside the wasm; the page fetches the other's once it is idle. A page's wasm so
//! carries no words of either language (The Drake's: 9.5 KB gzipped), and its first load one
//! language's (4.6 KB).
//!
//! The rare texts (`rare_text!`: what is said only of a position, game text, link or variant
//! that does not read) go into a second file per language ([`RARE`]), fetched once the page is
//! idle: they were half of a game page's words (The Drake's: 2 KB of 4.4 gzipped).

use super::Lang;

include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// The mark in the high half of a text's number in the wasm's data (`words-apart`).
pub const TAG: u32 = 0x5E57_0000;

/// The number of the text `en`/`cs` in [`WORDS`]; evaluated at compile time by `text!`.
pub const fn index(en: &str, cs: &str) -> usize {
    let (mut low, mut high) = (0, WORDS.len());
    while low < high {
        let middle = (low + high) / 2;
        let (e, c) = WORDS[middle];
        let mut order = compare(e.as_bytes(), en.as_bytes());
        if order == 0 {
            order = compare(c.as_bytes(), cs.as_bytes());
        }
        if order == 0 {
            return middle;
        } else if order < 0 {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    panic!("a text! whose words build.rs did not read: write it as text!(\"…\", \"…\"), two plain string literals")
}

const fn compare(a: &[u8], b: &[u8]) -> i32 {
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return if a[i] < b[i] { -1 } else { 1 };
        }
        i += 1;
    }
    if a.len() < b.len() {
        -1
    } else if a.len() > b.len() {
        1
    } else {
        0
    }
}

/// Whether text number `index` is rare (`rare_text!` wherever it is written).
#[cfg(test)]
fn is_rare(index: usize) -> bool {
    u16::try_from(index).is_ok_and(|i| RARE.binary_search(&i).is_ok())
}

/// Whether `text` is rare (`rare_text!` wherever its words are written).
#[cfg(all(test, not(feature = "words-apart")))]
pub fn is_rare_text(text: &super::Text) -> bool {
    is_rare(index(text.en, text.cs))
}

/// The rare texts' numbers, a line each: what the build (`scripts/words.mjs`) keeps out of a
/// page's first words.
pub fn rare_lines() -> String {
    RARE.iter().map(|i| format!("{i}\n")).collect()
}

/// One language's words, a line per text number: `\` and a line break escaped as `\\` and
/// `\n`. The build keeps a page's lines and empties the rest (`scripts/words.mjs`).
pub fn pack(lang: Lang) -> String {
    let mut out = String::new();
    for (en, cs) in WORDS {
        let words = if lang == Lang::En { en } else { cs };
        out.push_str(&words.replace('\\', "\\\\").replace('\n', "\\n"));
        out.push('\n');
    }
    out
}

/// A pack's words by text number, as [`pack`] wrote them.
pub fn read_pack(text: &str) -> Vec<String> {
    text.split('\n')
        .take(WORDS.len())
        .map(|line| {
            let mut out = String::with_capacity(line.len());
            let mut chars = line.chars();
            while let Some(c) = chars.next() {
                if c != '\\' {
                    out.push(c);
                } else if let Some(escaped) = chars.next() {
                    out.push(if escaped == 'n' { '\n' } else { escaped });
                }
            }
            out
        })
        .collect()
}

#[cfg(feature = "words-apart")]
mod apart {
    use super::{read_pack, Lang, TAG};
    use std::sync::OnceLock;

    /// Per language (English, Czech): the first words (the boot script's file), then the
    /// rare ones (fetched once idle).
    static PACKS: [[OnceLock<Vec<&'static str>>; 2]; 2] =
        [[OnceLock::new(), OnceLock::new()], [OnceLock::new(), OnceLock::new()]];

    fn packs(lang: Lang) -> &'static [OnceLock<Vec<&'static str>>; 2] {
        &PACKS[if lang == Lang::En { 0 } else { 1 }]
    }

    /// Takes a language's words (a file the build wrote for this page: its first words, or
    /// with `rare` its rare ones); a second time for the same file changes nothing. They stay
    /// for the page's life.
    pub fn install(lang: Lang, rare: bool, text: &str) {
        let _ = packs(lang)[usize::from(rare)]
            .set(read_pack(text).into_iter().map(|w| &*Box::leak(w.into_boxed_str())).collect());
    }

    pub fn has(lang: Lang, rare: bool) -> bool {
        packs(lang)[usize::from(rare)].get().is_some()
    }

    /// The words of text `id` in `lang`; in the other language while `lang`'s are on their
    /// way (a switch of language, or a rare text, waits for them, so this is only a page whose
    /// file failed).
    pub fn get(id: u32, lang: Lang) -> &'static str {
        // A text's line is empty in the file it is not in.
        let index = (id & !TAG) as usize;
        let other = if lang == Lang::En { Lang::Cs } else { Lang::En };
        [lang, other]
            .iter()
            .flat_map(|&l| packs(l))
            .find_map(|p| p.get().and_then(|w| w.get(index)).copied().filter(|w| !w.is_empty()))
            .unwrap_or("")
    }
}
#[cfg(feature = "words-apart")]
pub use apart::{get, has, install};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_without_repeats_and_every_text_finds_its_number() {
        for pair in WORDS.windows(2) {
            assert!(pair[0] < pair[1], "{:?} before {:?}", pair[0], pair[1]);
        }
        for (i, (en, cs)) in WORDS.iter().enumerate() {
            assert_eq!(index(en, cs), i);
        }
        assert!(WORDS.len() > 900, "the script read {} texts", WORDS.len());
        assert!(WORDS.len() < 0x1_0000, "a text's number fits beside the tag");
    }

    #[test]
    fn a_pack_reads_back_with_line_breaks_and_backslashes() {
        for lang in Lang::ALL {
            let back = read_pack(&pack(lang));
            assert_eq!(back.len(), WORDS.len());
            for (i, (en, cs)) in WORDS.iter().enumerate() {
                assert_eq!(back[i], if lang == Lang::En { *en } else { *cs });
            }
        }
        let tricky = "a \\ b\nc\\n";
        let line = tricky.replace('\\', "\\\\").replace('\n', "\\n");
        assert_eq!(read_pack(&line)[0], tricky);
    }

    #[test]
    fn the_rare_texts_are_numbered_in_order_and_said_only_of_what_does_not_read() {
        assert!(RARE.windows(2).all(|w| w[0] < w[1]) && RARE.iter().all(|&i| usize::from(i) < WORDS.len()));
        assert!(RARE.len() > 100, "{} rare texts", RARE.len());
        let rare = crate::rare_text!("Expected “start <position>”.", "Očekáváno „start <pozice>“.");
        assert!(is_rare_text(&rare));
        // Written as `text!` somewhere as well, a text is not rare: it may be said in play.
        assert!(!is_rare_text(&crate::text!("The game is over.", "Hra skončila.")));
        let lines = rare_lines();
        assert_eq!(lines.lines().count(), RARE.len());
        assert!(lines.lines().all(|l| l.parse::<usize>().is_ok_and(is_rare)));
    }

    #[test]
    fn texts_are_numbered_by_their_words() {
        let t = crate::text!(
            "Shared game opened. Play your move, then press Share to send the link back.",
            "Sdílená hra otevřena. Zahrajte svůj tah a stiskem Sdílet pošlete odkaz zpět."
        );
        let i = index(t.en, t.cs);
        assert_eq!(WORDS[i], (t.en, t.cs));
    }
}
