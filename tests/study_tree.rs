//! Property tests of the move tree and its two text forms: random trees with odd moves and
//! comments read back as the same tree from the game text (both numberings) and from the link;
//! random edits keep the tree consistent; random soup never panics the readers, and whatever
//! they accept writes back to the same tree.

use deskovna::app::tree::text::{self, Numbers};
use deskovna::app::tree::{check_move, link, Glyph, Item, NodeId, Tree, MAX_COMMENT};
use deskovna::game::rng::Rng;

/// Characters that make texts and links hard: their own syntax, escapes, URL syntax, Unicode.
const ODD: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "\\",
    "\\}",
    "\\u{41}",
    "'",
    "\"",
    "%",
    "%41",
    "~",
    "&",
    "=",
    "#",
    "?",
    "!",
    "?!",
    "1.",
    "3...",
    " ",
    "  ",
    "\n",
    "\r\n",
    "\t",
    "\u{0}",
    "\u{7f}",
    "\u{85}",
    "\u{a0}",
    "\u{2028}",
    "é",
    "e\u{301}",
    "ř",
    "\u{1F409}",
    "中",
    "a",
    "Z",
    "0",
    "-",
    "@",
    "*",
    "+",
    ":",
    ",",
    ".",
    "_",
];

fn odd_text(rng: &mut Rng, words: usize) -> String {
    (0..words).map(|_| ODD[rng.below(ODD.len())]).collect()
}

/// A move the tree accepts: a real notation of some game, or odd characters that pass.
fn some_move(rng: &mut Rng) -> String {
    const REAL: &[&str] = &[
        "@b1",
        "a2*b4",
        "b2:a3xc3",
        "!c3",
        "E6-E7",
        "C6-E6-G6-G8xE10",
        "T:C3,F7,K8",
        "c5-c6=S#",
        "P1+1+0r0",
        "R+0+0+",
        "E",
    ];
    loop {
        let mv = if rng.below(2) == 0 {
            REAL[rng.below(REAL.len())].to_string()
        } else {
            let n = 1 + rng.below(4);
            odd_text(rng, n)
        };
        if check_move(&mv).is_ok() {
            return mv;
        }
    }
}

/// A random tree: moves played from random nodes, some comments (root's too) and glyphs.
fn random_tree(rng: &mut Rng, size: usize) -> Tree {
    let mut tree = Tree::new();
    let mut nodes = vec![NodeId::ROOT];
    for _ in 0..size {
        let from = nodes[rng.below(nodes.len())];
        tree.go(from);
        // Moves sometimes repeat among siblings: play then follows the existing one.
        if let Ok(id) = tree.play(&some_move(rng)) {
            nodes.push(id);
        }
    }
    for &n in &nodes {
        if rng.below(3) == 0 {
            let words = rng.below(12);
            let comment = odd_text(rng, words);
            tree.set_comment(n, &comment).unwrap();
        }
        if n != NodeId::ROOT && rng.below(3) == 0 {
            tree.set_glyph(n, Some(Glyph::ALL[rng.below(6)])).unwrap();
        }
    }
    tree
}

#[test]
fn random_trees_read_back_the_same_from_text_and_link() {
    let mut rng = Rng::new(20);
    for round in 0..600 {
        let size = rng.below(40);
        let tree = random_tree(&mut rng, size);
        for numbers in [Numbers::Pairs, Numbers::Off] {
            let written = text::write(&tree, numbers);
            assert!(!written.contains('\n') && !written.contains('\r'), "one line: {written:?}");
            assert_eq!(text::read(&written).as_ref(), Ok(&tree), "round {round}, {numbers:?}: {written}");
            // A saved game's line is trimmed when read: the movetext survives it.
            assert_eq!(text::read(written.trim()).as_ref(), Ok(&tree));
        }
        let value = link::write(&tree);
        assert!(
            value.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._@*+=:!~()'?%".contains(&b)),
            "round {round}: {value}"
        );
        assert_eq!(link::read(&value).as_ref(), Ok(&tree), "round {round}: {value}");
        if tree.is_plain() {
            // A plain tree's link is exactly today's move list.
            let old: Vec<String> = tree.main_moves().iter().map(|m| deskovna::app::link::encode(m)).collect();
            assert_eq!(value, old.join("~"));
        }
    }
}

#[test]
fn random_edits_keep_the_tree_consistent() {
    let mut rng = Rng::new(7);
    for _ in 0..300 {
        let mut tree = random_tree(&mut rng, 10);
        for _ in 0..60 {
            let all: Vec<NodeId> = (0..200).map(NodeId::from_index).filter(|&n| tree.get(n).is_some()).collect();
            let pick = all[rng.below(all.len())];
            match rng.below(9) {
                0 => drop(tree.play(&some_move(&mut rng))),
                1 => drop(tree.back()),
                2 => drop(tree.forward()),
                3 => drop(tree.up() || tree.down()),
                4 => drop(tree.promote(pick)),
                5 => drop(tree.make_main_line(pick)),
                6 => drop(tree.delete(pick)),
                7 => drop(tree.go(pick)),
                _ => drop(tree.set_comment(pick, &odd_text(&mut rng, 3))),
            }
            check(&tree);
        }
        assert_eq!(text::read(&text::write(&tree, Numbers::Pairs)), Ok(tree.clone()));
    }
}

/// What must hold after any edit.
fn check(tree: &Tree) {
    assert!(tree.get(tree.current()).is_some(), "the current node is in the tree");
    let moves = tree.items().iter().filter(|i| matches!(i, Item::Move { .. })).count();
    assert_eq!(moves, tree.len(), "every move is reached once");
    for item in tree.items() {
        if let Item::Move { node, .. } = item {
            let n = tree.get(node).unwrap();
            let parent = tree.get(n.parent().unwrap()).unwrap();
            assert!(parent.children().contains(&node));
            assert_eq!(n.ply(), parent.ply() + 1);
            assert_eq!(tree.path(node).len(), n.ply());
            // Siblings are different moves.
            let same = parent.children().iter().filter(|&&c| tree.get(c).unwrap().mv() == n.mv()).count();
            assert_eq!(same, 1);
        }
    }
    let main = tree.main_line();
    assert!(main.iter().all(|&n| tree.is_main(n)));
}

/// Random pieces of syntax: the readers never panic, point inside the input at whole
/// characters when they refuse, and what they accept writes back to the same tree.
#[test]
fn soup_never_panics_and_what_reads_is_stable() {
    const SOUP: &[&str] = &[
        "(",
        ")",
        "{",
        "}",
        "\\",
        "\\u{",
        "\\u{1F600}",
        "\\n",
        " ",
        "\n",
        "?!",
        "!",
        "??",
        "1.",
        "2...",
        "a",
        "b",
        "é",
        "c5",
        "x!",
        "'",
        "~",
        "%",
        "%2",
        "%41",
        "%e2%82",
        "\u{0}",
        "\u{1F409}",
        "..",
        "}{",
    ];
    let mut rng = Rng::new(99);
    let mut accepted = [0, 0];
    for _ in 0..20_000 {
        let soup: String = (0..rng.below(24)).map(|_| SOUP[rng.below(SOUP.len())]).collect();
        for (i, read) in [text::read as fn(&str) -> _, link::read].into_iter().enumerate() {
            match read(&soup) {
                Ok(tree) => {
                    accepted[i] += 1;
                    assert_eq!(text::read(&text::write(&tree, Numbers::Pairs)), Ok(tree.clone()), "{soup:?}");
                    assert_eq!(link::read(&link::write(&tree)), Ok(tree), "{soup:?}");
                }
                Err(e) => {
                    let (start, end) = e.span;
                    assert!(start <= end && end <= soup.len(), "{soup:?}: {e:?}");
                    assert!(soup.is_char_boundary(start) && soup.is_char_boundary(end), "{soup:?}: {e:?}");
                }
            }
        }
    }
    // The soup is not all refused: both readers accepted a fair share.
    assert!(accepted.iter().all(|&n| n > 1_000), "{accepted:?}");
}

#[test]
fn comments_at_the_limit_round_trip_and_beyond_it_are_refused() {
    let mut tree = Tree::from_line(&["a"]).unwrap();
    let a = tree.current();
    let long: String = "}\\\u{1F409}\n".repeat(MAX_COMMENT / 4);
    tree.set_comment(a, &long).unwrap();
    assert_eq!(text::read(&text::write(&tree, Numbers::Pairs)), Ok(tree.clone()));
    assert_eq!(link::read(&link::write(&tree)), Ok(tree));
    let too_long = format!("a {{{}}}", "x".repeat(MAX_COMMENT + 1));
    assert!(matches!(text::read(&too_long).unwrap_err().reason, deskovna::app::tree::Refusal::CommentTooLong { .. }));
}
