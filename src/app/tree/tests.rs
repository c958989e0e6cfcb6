use super::text::{read, write, Numbers};
use super::*;

/// 1. a b 2. c, with b's variation x y and a's variation z.
fn sample() -> (Tree, [NodeId; 6]) {
    let mut t = Tree::new();
    let a = t.play("a").unwrap();
    let b = t.play("b").unwrap();
    let c = t.play("c").unwrap();
    t.go(a);
    let x = t.play("x").unwrap();
    let y = t.play("y").unwrap();
    t.to_start();
    let z = t.play("z").unwrap();
    (t, [a, b, c, x, y, z])
}

#[test]
fn playing_follows_or_branches_and_never_truncates() {
    let (mut t, [a, b, c, x, _, z]) = sample();
    assert_eq!(t.len(), 6);
    assert_eq!(t.main_moves(), ["a", "b", "c"]);
    assert_eq!(t.get(NodeId::ROOT).unwrap().children(), [a, z]);
    assert_eq!(t.get(a).unwrap().children(), [b, x]);
    // Playing an existing move follows it.
    t.go(a);
    assert_eq!(t.play("b"), Ok(b));
    assert_eq!(t.len(), 6);
    assert_eq!(t.current(), b);
    assert_eq!(t.moves_to(c), ["a", "b", "c"]);
    assert_eq!(t.get(c).unwrap().ply(), 3);
    assert!(t.is_main(c) && !t.is_main(x) && !t.is_main(z) && t.is_main(NodeId::ROOT));
}

#[test]
fn arrows_walk_the_line_and_the_variations() {
    let (mut t, [a, b, c, x, y, z]) = sample();
    t.to_start();
    assert!(!t.back());
    assert!(t.forward());
    assert_eq!(t.current(), a);
    assert!(t.down());
    assert_eq!(t.current(), z);
    assert!(!t.down());
    assert!(t.up());
    assert_eq!(t.current(), a);
    assert!(!t.up());
    t.forward();
    t.down();
    assert_eq!(t.current(), x);
    t.to_end();
    assert_eq!(t.current(), y);
    assert!(t.back() && t.back());
    assert_eq!(t.current(), a);
    t.to_end();
    assert_eq!(t.current(), c);
    assert!(!t.forward());
    assert_eq!(t.current(), c);
    assert!(t.go(b) && !t.go(NodeId::from_index(99)));
    assert_eq!(NodeId::from_index(b.index()), b);
}

#[test]
fn promoting_lifts_one_level_and_main_line_lifts_all() {
    let (mut t, [a, b, _, x, y, z]) = sample();
    // y's nearest branching is x (second child of a).
    assert!(t.promote(y));
    assert_eq!(t.get(a).unwrap().children(), [x, b]);
    assert_eq!(t.main_moves(), ["a", "x", "y"]);
    assert!(!t.promote(y), "already main");
    // A line inside a side variation: both levels by make_main_line.
    t.go(z);
    let w = t.play("w").unwrap();
    t.go(z);
    let v = t.play("v").unwrap();
    assert!(t.make_main_line(v));
    assert_eq!(t.main_moves(), ["z", "v"]);
    assert!(!t.make_main_line(v));
    assert_eq!(t.get(z).unwrap().children(), [v, w]);
}

#[test]
fn deleting_removes_a_subtree_and_moves_the_current_node_out() {
    let (mut t, [a, b, c, x, y, _]) = sample();
    assert_eq!(t.path(y), [a, x, y]);
    t.go(c);
    t.delete(b).unwrap();
    assert_eq!(t.current(), a);
    assert_eq!(t.get(a).unwrap().children(), [x], "the variation took the main place");
    assert_eq!(t.main_moves(), ["a", "x", "y"]);
    assert!(t.get(b).is_none() && t.get(c).is_none());
    assert_eq!(t.len(), 4);
    assert_eq!(t.delete(b), Err(Refusal::NoNode));
    assert_eq!(t.delete(NodeId::ROOT), Err(Refusal::NotAMove));
    assert_eq!(t.set_comment(c, "gone"), Err(Refusal::NoNode));
    // The ids of what is left still work; a deleted move can be played again.
    t.go(a);
    let again = t.play("b").unwrap();
    assert_ne!(again, b);
    assert_eq!(t.get(a).unwrap().children(), [x, again]);
}

#[test]
fn comments_and_glyphs() {
    let (mut t, [a, ..]) = sample();
    t.set_comment(a, "  a fine start \n").unwrap();
    assert_eq!(t.get(a).unwrap().comment(), "a fine start");
    t.set_comment(a, "   ").unwrap();
    assert_eq!(t.get(a).unwrap().comment(), "");
    assert_eq!(t.set_comment(a, &"é".repeat(MAX_COMMENT + 1)), Err(Refusal::CommentTooLong { limit: MAX_COMMENT }));
    t.set_comment(a, &"é".repeat(MAX_COMMENT)).unwrap();
    t.set_glyph(a, Some(Glyph::Dubious)).unwrap();
    assert_eq!(t.get(a).unwrap().glyph(), Some(Glyph::Dubious));
    assert_eq!(t.set_glyph(NodeId::ROOT, Some(Glyph::Good)), Err(Refusal::NotAMove));
    t.set_comment(NodeId::ROOT, "game").unwrap();
    assert!(!t.is_plain());
}

#[test]
fn moves_that_cannot_be_written_are_refused() {
    let mut t = Tree::new();
    assert_eq!(t.play(""), Err(Refusal::EmptyMove));
    assert_eq!(t.play("a b"), Err(Refusal::MoveCharacter(' ')));
    assert_eq!(t.play("a(b"), Err(Refusal::MoveCharacter('(')));
    assert_eq!(t.play("a}"), Err(Refusal::MoveCharacter('}')));
    assert_eq!(t.play("a\u{7}"), Err(Refusal::MoveCharacter('\u{7}')));
    // The character is said back as seen, or escaped when it cannot be seen.
    let said = |c: char| crate::game::Refusal::args(&Refusal::MoveCharacter(c));
    assert_eq!(
        [said(' '), said('('), said('\u{7}'), said('\t'), said('\u{200b}'), said('ž')],
        [[" "], ["("], ["\\u{7}"], ["\\t"], ["\\u{200b}"], ["ž"]]
    );
    assert_eq!(t.play("e4!"), Err(Refusal::MoveMarked("e4!".into())));
    assert_eq!(t.play("12.e4"), Err(Refusal::MoveLikeNumber("12.e4".into())));
    assert_eq!(t.play(&"x".repeat(MAX_MOVE_LEN + 1)), Err(Refusal::MoveTooLong { limit: MAX_MOVE_LEN }));
    // Every game's notations fit.
    for mv in
        ["@b1", "a2*b4", "b2:a3xc3", "!c3", "C6-E6-G6-G8xE10", "T:C3,F7,K8", "c5-c6=S#", "P1+1+0r0", "R+0+0+", "E"]
    {
        assert_eq!(check_move(mv), Ok(()), "{mv}");
    }
    assert!(t.is_empty() && t.is_plain());
}

#[test]
fn a_tree_holds_at_most_max_moves() {
    let line: Vec<String> = (0..MAX_MOVES).map(|i| format!("m{i}")).collect();
    let mut t = Tree::from_line(&line).unwrap();
    assert_eq!(t.play("one-more"), Err(Refusal::TooManyMoves { limit: MAX_MOVES }));
    // Deleting frees room.
    let last = t.current();
    t.delete(last).unwrap();
    assert!(t.play("one-more").is_ok());
}

#[test]
fn reading_order_puts_variations_after_the_move_they_replace() {
    let (t, [a, b, c, x, y, z]) = sample();
    let m = |node, fresh| Item::Move { node, fresh };
    assert_eq!(
        t.items(),
        [
            m(a, true),
            Item::Open,
            m(z, true),
            Item::Close,
            m(b, true),
            Item::Open,
            m(x, true),
            m(y, false),
            Item::Close,
            m(c, true)
        ]
    );
}

#[test]
fn text_is_pgn_like() {
    let (mut t, [a, _, c, x, ..]) = sample();
    t.set_glyph(a, Some(Glyph::Dubious)).unwrap();
    t.set_comment(a, "too slow").unwrap();
    t.set_glyph(x, Some(Glyph::Good)).unwrap();
    t.set_comment(c, "then {braces} and \\ and\nnew line").unwrap();
    t.set_comment(NodeId::ROOT, "club game").unwrap();
    let text = write(&t, Numbers::Pairs);
    assert_eq!(
        text,
        "{club game} 1. a ?! {too slow} (1. z) 1... b (1... x ! 2. y) 2. c {then {braces\\} and \\\\ and\\nnew line}"
    );
    assert_eq!(read(&text), Ok(t.clone()));
    assert_eq!(
        write(&t, Numbers::Off),
        "{club game} a ?! {too slow} (z) b (x ! y) c {then {braces\\} and \\\\ and\\nnew line}"
    );
    assert_eq!(read(&write(&t, Numbers::Off)), Ok(t));
}

#[test]
fn the_tree_line_must_agree_with_the_moves_line() {
    let main = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let text = "1. a (1. z) 1... b 2. c {end}";
    assert_eq!(text::read_checked(text, &main(&["a", "b", "c"])).map(|t| t.main_moves()), Ok(main(&["a", "b", "c"])));
    let e = |m: &[&str]| text::read_checked(text, &main(m)).unwrap_err().reason;
    assert_eq!(e(&["a", "x", "c"]), Refusal::MainLineDiffers(2));
    assert_eq!(e(&["a", "b"]), Refusal::MainLineDiffers(3));
    assert_eq!(e(&["a", "b", "c", "d"]), Refusal::MainLineDiffers(4));
    assert_eq!(e(&[]), Refusal::MainLineDiffers(1));
}

#[test]
fn reading_is_lenient_where_pgn_is() {
    let strict = read("1. a ?! b (1... x ! 2. q) 2. c").unwrap();
    for loose in
        ["a?! b (x! q) c", "1.a ?! 1...b ( 1... x! 2.q ) 2. c", "1. a\n?!\tb (x ! 2... q)c", "  a?! b(x! q)c  "]
    {
        assert_eq!(read(loose), Ok(strict.clone()), "{loose}");
    }
    // Comments: two on a move are joined; one opening a variation goes to its first move.
    let t = read("a {one} {two} (z) b ({why} x) c").unwrap();
    let a = t.main_line()[0];
    assert_eq!(t.get(a).unwrap().comment(), "one two");
    let x = t.get(t.main_line()[0]).unwrap().children()[1];
    assert_eq!(t.get(x).unwrap().comment(), "why");
    assert_eq!(read("").unwrap(), Tree::new());
    assert_eq!(read("1. 2. 3...").unwrap(), Tree::new());
    assert_eq!(read("{\\u{1F600} \\t}").unwrap().get(NodeId::ROOT).unwrap().comment(), "\u{1F600}");
}

#[test]
fn malformed_text_is_refused_with_a_kind_and_a_place() {
    let err = |text: &str| read(text).unwrap_err();
    let cases: [(&str, Refusal, (usize, usize)); 14] = [
        ("a (b", Refusal::UnclosedVariation, (2, 3)),
        ("a b) c", Refusal::UnopenedVariation, (3, 4)),
        ("a () b", Refusal::EmptyVariation, (3, 4)),
        ("(a) b", Refusal::VariationBeforeMove, (0, 1)),
        ("?! a", Refusal::GlyphBeforeMove, (0, 2)),
        ("a ! ?", Refusal::TwoGlyphs, (4, 5)),
        ("a {open", Refusal::UnclosedComment, (2, 7)),
        ("a } b", Refusal::StrayBrace, (2, 3)),
        ("a (a) b", Refusal::RepeatedMove("a".into()), (3, 4)),
        ("a {\\q}", Refusal::BadEscape("\\q".into()), (3, 5)),
        ("a {\\u{110000}}", Refusal::BadEscape("\\u".into()), (3, 5)),
        ("a b!!! c", Refusal::MoveMarked("b!".into()), (2, 4)),
        ("a \u{7} c", Refusal::MoveCharacter('\u{7}'), (2, 3)),
        ("a b\u{1b}c", Refusal::MoveCharacter('\u{1b}'), (2, 5)),
    ];
    for (text, kind, span) in cases {
        let e = err(text);
        assert_eq!((e.reason.clone(), e.span), (kind, span), "{text}");
    }
    assert!(matches!(err(&"(".repeat(70)).reason, Refusal::VariationBeforeMove));
    let deep: String = (0..=build::MAX_DEPTH).map(|i| format!(" (m{i}")).collect();
    let deep = format!("a{deep}");
    assert_eq!(err(&deep).reason, Refusal::TooDeep { limit: build::MAX_DEPTH });
    // Exactly as deep as the limit: read, written and read back the same.
    let nested = |depth: usize| {
        let open: String = (0..depth).map(|i| format!(" (m{i}")).collect();
        format!("a{open}{}", ")".repeat(depth))
    };
    let at_limit = read(&nested(build::MAX_DEPTH)).expect("64 variations deep read");
    assert_eq!(at_limit.len(), build::MAX_DEPTH + 1);
    assert_eq!(read(&write(&at_limit, Numbers::Off)), Ok(at_limit));
    assert_eq!(err(&nested(build::MAX_DEPTH + 1)).reason, Refusal::TooDeep { limit: build::MAX_DEPTH });
    let huge = "a ".repeat(text::MAX_TEXT);
    assert_eq!(err(&huge), crate::game::ParseError::new(Refusal::TooLong { limit: text::MAX_TEXT }, 0, huge.len()));
    assert_eq!(text::line_column("ab\ncdé f", 8), (2, 5));
    assert_eq!(text::line_column("ab\ncdé f", 6), (2, 3), "inside é");
    assert_eq!(text::line_column("ab", 99), (1, 3));
}

#[test]
fn every_refusal_has_words_in_both_languages() {
    use crate::game::{Lang, Refusal as _};
    let all = [
        Refusal::EmptyMove,
        Refusal::MoveTooLong { limit: 1 },
        Refusal::MoveCharacter('('),
        Refusal::MoveMarked("a!".into()),
        Refusal::MoveLikeNumber("1.a".into()),
        Refusal::TooManyMoves { limit: 1 },
        Refusal::CommentTooLong { limit: 1 },
        Refusal::NoNode,
        Refusal::NotAMove,
        Refusal::TooLong { limit: 1 },
        Refusal::TooDeep { limit: 1 },
        Refusal::UnclosedComment,
        Refusal::StrayBrace,
        Refusal::UnclosedVariation,
        Refusal::UnopenedVariation,
        Refusal::EmptyVariation,
        Refusal::VariationBeforeMove,
        Refusal::GlyphBeforeMove,
        Refusal::TwoGlyphs,
        Refusal::RepeatedMove("a".into()),
        Refusal::BadEscape("\\q".into()),
        Refusal::MainLineDiffers(3),
    ];
    for r in all {
        for lang in Lang::ALL {
            let words = r.render(lang);
            assert!(!words.is_empty() && !words.contains("{0}"), "{r:?} {lang:?}: {words}");
        }
    }
}

/// An engine stand-in: moves are letters; the legal moves after a line are the letters not
/// yet played; its own notation is upper case.
#[test]
fn validation_plays_every_line_and_takes_the_engine_notation() {
    let mut t = read("a (b c) d (e)").unwrap();
    let mut played: Vec<String> = Vec::new();
    let mut log = Vec::new();
    let result = {
        let played = std::cell::RefCell::new(&mut played);
        t.validate(
            |mv| {
                let mut p = played.borrow_mut();
                let up = mv.to_uppercase();
                if mv.len() != 1 || p.contains(&up) {
                    return Err(format!("{mv} illegal after {p:?}"));
                }
                p.push(up.clone());
                log.push(p.join(""));
                Ok(up)
            },
            || {
                played.borrow_mut().pop();
            },
        )
    };
    assert_eq!(result, Ok(()));
    assert!(played.is_empty());
    assert_eq!(log, ["A", "AD", "AE", "B", "BC"]);
    assert_eq!(write(&t, Numbers::Off), "A (B C) D (E)");

    // A refusal names the node, and every move played is taken back.
    let mut t = read("a b (c a) d").unwrap();
    let depth = std::cell::Cell::new(0);
    let result = t.validate(
        |mv| {
            if mv == "a" && depth.get() > 0 {
                return Err("again");
            }
            depth.set(depth.get() + 1);
            Ok(mv.to_string())
        },
        || depth.set(depth.get() - 1),
    );
    let first = t.main_line()[0];
    let c = t.get(first).unwrap().children()[1];
    let second_a = t.get(c).unwrap().children()[0];
    assert_eq!(result, Err(Invalid::Move { node: second_a, error: "again" }));
    assert_eq!(depth.get(), 0);

    // Two spellings of one move at the same place.
    let mut t = read("a (A)").unwrap();
    let result = t.validate(|mv| Ok::<_, ()>(mv.to_uppercase()), || {});
    // The first spelling cannot become the second's.
    let first = t.get(NodeId::ROOT).unwrap().children()[0];
    assert_eq!(result, Err(Invalid::Notation { node: first, refusal: Refusal::RepeatedMove("A".into()) }));
}

#[test]
fn links_extend_todays_move_lists() {
    // An old link's moves read as one line, percent escapes and all.
    let t = link::read("@b1~@c4~a3-a7%2Bc2~~c5-c6=S%23").unwrap();
    assert_eq!(t.main_moves(), ["@b1", "@c4", "a3-a7+c2", "c5-c6=S#"]);
    assert!(t.is_plain());
    assert_eq!(link::write(&t), "@b1~@c4~a3-a7+c2~c5-c6=S%23");
    // The tree's words.
    let (mut t, [a, _, c, x, ..]) = sample();
    t.set_glyph(a, Some(Glyph::Dubious)).unwrap();
    t.set_comment(a, "too slow").unwrap();
    t.set_glyph(x, Some(Glyph::Good)).unwrap();
    t.set_comment(c, "50% & ~ 'quoted' (sic)").unwrap();
    t.set_comment(NodeId::ROOT, "club").unwrap();
    let value = link::write(&t);
    assert_eq!(value, "'club~a~?!~'too%20slow~(~z~)~b~(~x~!~y~)~c~'50%25%20%26%20%7E%20%27quoted%27%20%28sic%29");
    assert!(value.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._@*+=:!~()'?%".contains(&b)), "{value}");
    assert_eq!(link::read(&value), Ok(t));
}

#[test]
fn malformed_links_are_refused_with_a_kind_and_a_place() {
    let err = |value: &str| link::read(value).map(|_| ()).unwrap_err();
    assert_eq!(err("a~(~b"), crate::game::ParseError::new(Refusal::UnclosedVariation, 2, 3));
    assert_eq!(err("a~%zz"), crate::game::ParseError::new(Refusal::BadEscape("%zz".into()), 2, 5));
    assert_eq!(err("a~'%e2%82"), crate::game::ParseError::new(Refusal::BadEscape("'%e2%82".into()), 2, 9));
    assert_eq!(err("a~%20b").reason, Refusal::MoveCharacter(' '));
    assert_eq!(err("?~a").reason, Refusal::GlyphBeforeMove);
    let huge = "a~".repeat(link::MAX_LINK);
    assert_eq!(err(&huge).reason, Refusal::TooLong { limit: link::MAX_LINK });
}

/// A tree of random lines over a few moves, with comments and glyphs here and there.
fn random_tree(rng: &mut crate::game::rng::Rng, said: &str) -> Tree {
    let mut t = Tree::new();
    for _ in 0..1 + rng.below(6) {
        t.to_start();
        for _ in 0..1 + rng.below(5) {
            let id = t.play(["a", "b", "c"][rng.below(3)]).unwrap();
            match rng.below(8) {
                0 => t.set_comment(id, said).unwrap(),
                1 => t.set_glyph(id, Some(Glyph::Good)).unwrap(),
                _ => {}
            }
        }
    }
    t
}

/// Whether `merged` has every move of `t`, and every comment and glyph `t` says.
fn keeps(merged: &Tree, t: &Tree) -> bool {
    (0..t.nodes.len()).map(NodeId::from_index).filter_map(|id| t.get(id).map(|n| (id, n))).all(|(id, n)| {
        let mut at = NodeId::ROOT;
        for mv in t.moves_to(id) {
            match merged.child(at, &mv) {
                Some(c) => at = c,
                None => return false,
            }
        }
        let m = merged.get(at).unwrap();
        (n.comment().is_empty() || n.comment() == m.comment()) && (n.glyph().is_none() || n.glyph() == m.glyph())
    })
}

#[test]
fn a_merged_tree_keeps_both_and_goes_on_by_the_others_line() {
    let mut rng = crate::game::rng::Rng::new(7);
    let mut merged_some = 0;
    for _ in 0..2000 {
        let (mine, theirs) = (random_tree(&mut rng, "same"), random_tree(&mut rng, "same"));
        // The same words said of a move are one: these two always merge.
        let merged = mine.merged(&theirs).expect("nothing said otherwise");
        assert!(keeps(&merged, &mine) && keeps(&merged, &theirs));
        assert!(merged == mine.merged(&theirs).unwrap(), "merging is the same every time");
        // Their line is the main line; what this tree said past its end goes on after it.
        assert!(merged.main_moves().starts_with(&theirs.main_moves()));
        assert_eq!(merged.moves_to(merged.current()), theirs.main_moves());
        merged_some += 1;
        // Another comment where both comment on one move: no merge.
        let other = random_tree(&mut rng, "other");
        let clash = mine.merged(&other);
        let says = |t: &Tree, c: &str| {
            (0..t.nodes.len()).any(|i| t.get(NodeId::from_index(i)).is_some_and(|n| n.comment() == c))
        };
        if let Some(m) = clash {
            assert!(keeps(&m, &mine) && keeps(&m, &other));
        } else {
            assert!(says(&mine, "same") && says(&other, "other"));
        }
    }
    assert_eq!(merged_some, 2000);
}
