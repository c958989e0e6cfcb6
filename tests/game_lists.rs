//! Every list of the games outside Rust (the embed's types and docs, the pages, the scripts)
//! names exactly the games of the registry (`GameKind::ALL`), so that a fifth game cannot be
//! forgotten where the compiler does not look. A list is a line where three or more of the
//! games' ids stand as words.

use deskovna::games::GameKind;
use std::fs;
use std::path::Path;

/// The ids standing as whole words in `line`, in order.
fn ids_in(line: &str) -> Vec<&'static str> {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    let mut found = Vec::new();
    for kind in GameKind::ALL {
        let id = kind.id();
        for (at, _) in line.match_indices(id) {
            let before = line[..at].chars().next_back();
            let after = line[at + id.len()..].chars().next();
            if !before.is_some_and(word) && !after.is_some_and(word) {
                found.push((at, id));
            }
        }
    }
    found.sort();
    found.into_iter().map(|(_, id)| id).collect()
}

/// The lists of `text`: lines naming three games or more, as (line number, the ids sorted).
fn lists(text: &str) -> Vec<(usize, Vec<&'static str>)> {
    text.lines()
        .enumerate()
        .filter_map(|(n, line)| {
            let mut names = ids_in(line);
            names.sort();
            names.dedup();
            (names.len() >= 3).then_some((n + 1, names))
        })
        .collect()
}

fn files() -> Vec<String> {
    let mut paths = vec!["index.html".to_string()];
    for dir in ["www", "www/embed", "scripts"] {
        let Ok(entries) = fs::read_dir(dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
            if ["ts", "js", "mjs", "html", "sh"].contains(&ext) {
                paths.push(path.to_string_lossy().into_owned());
            }
        }
    }
    paths.sort();
    paths
}

#[test]
fn every_list_of_games_outside_rust_names_the_registry_s_games() {
    let mut all: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
    all.sort();
    let mut seen = 0;
    let mut wrong = Vec::new();
    for path in files() {
        let Ok(text) = fs::read_to_string(&path) else { continue };
        for (line, names) in lists(&text) {
            seen += 1;
            if names != all {
                wrong.push(format!("{path}:{line}: {names:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "lists that miss a game of the registry {all:?}:\n{}", wrong.join("\n"));
    // The embed's types, its docs and the test script are known to list the games.
    assert!(seen >= 3, "only {seen} lists found: the search looks in the wrong places");
    assert!(Path::new("www/deskovna.d.ts").exists());
}

#[test]
fn a_list_short_of_a_game_is_found() {
    let text = "for g in drake camelot drakoburg; do\n  x\ndone\nexport type GameId = 'drake' | 'camelot' | 'drakoburg' | 'shamrock';";
    let found = lists(text);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0], (1, vec!["camelot", "drake", "drakoburg"]));
    assert_eq!(found[1], (4, vec!["camelot", "drake", "drakoburg", "shamrock"]));
    // Words that only contain an id are not it.
    assert!(ids_in("drakes drake-ish camelots").is_empty());
}
