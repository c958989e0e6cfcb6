//! Every word the page's HTML names (`data-t="…"`, `data-t-label="…"`) is a word of
//! `view::words` in both languages, so that a mistyped key cannot silently show nothing; and
//! every word of the Image / GIF dialog (`data-picture="…"`: its shell in the page, its controls
//! put in by the tools wasm from web/picture_dialog.rs) one of `view::picture::words`.

use deskovna::view::picture::words::PictureWord;
use deskovna::view::words::Word;

fn keys(html: &str, attribute: &str) -> Vec<String> {
    let marker = format!("{attribute}=\"");
    html.match_indices(&marker)
        .filter_map(|(i, _)| {
            let rest = &html[i + marker.len()..];
            rest.find('"').map(|end| rest[..end].to_string())
        })
        .collect()
}

#[test]
fn every_key_of_the_page_is_a_word() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html")).unwrap();
    let all: Vec<String> = ["data-t", "data-t-label"].iter().flat_map(|a| keys(&html, a)).collect();
    assert!(all.len() > 40, "the page names its words ({} found)", all.len());
    let unknown: Vec<&String> = all.iter().filter(|k| Word::from_key(k).is_none()).collect();
    assert!(unknown.is_empty(), "keys with no word: {unknown:?}");
}

#[test]
fn every_key_of_the_picture_dialog_is_a_picture_word() {
    let html = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html")).unwrap();
    let controls = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/web/picture_dialog.rs")).unwrap();
    let all = [keys(&html, "data-picture"), keys(&controls, "data-picture")].concat();
    assert!(all.len() >= 10, "the dialog names its words ({} found)", all.len());
    let unknown: Vec<&String> = all.iter().filter(|k| PictureWord::from_key(k).is_none()).collect();
    assert!(unknown.is_empty(), "keys with no word: {unknown:?}");
}
