//! The move list's blocks (`app::move_list`): numbered lines of the game, the comments and
//! variations after a move, the labels in words, the markup escaped, and keys that change
//! only with a block's content.

use deskovna::app::move_list::{blocks, Block};
use deskovna::app::session::{Event, Session};
use deskovna::app::tree::{Glyph, NodeId};
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::registry::{default_start, open_table};

const DRAKE_START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";

fn drake(moves: &[&str]) -> Session {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    Session::new(open_table(GameKind::Drake, DRAKE_START, &moves).expect("the game opens"), Vec::new(), true)
}

fn list(s: &Session, lang: Lang) -> Vec<Block> {
    blocks(s, s.table().status().seats, lang)
}

/// The buttons' `data-node`s of a block, in order.
fn nodes(b: &Block) -> Vec<usize> {
    b.html.split("data-node=\"").skip(1).map(|rest| rest[..rest.find('"').unwrap()].parse().unwrap()).collect()
}

#[test]
fn the_game_is_numbered_in_pairs_and_the_current_move_is_marked() {
    let s = drake(&["@b1", "@c4", "@b2"]);
    let b = list(&s, Lang::En);
    assert_eq!(b.len(), 2, "two lines: {b:?}");
    assert!(b[0].html.starts_with("<li class=\"row\" data-key=\""), "{}", b[0].html);
    assert!(b[0].html.contains("<span class=\"num\">1.</span>"));
    assert!(b[1].html.contains("<span class=\"num\">2.</span>"));
    assert!(b.iter().all(|b| !b.variations));
    let main = s.tree().main_line();
    assert_eq!(nodes(&b[0]), [main[0].index(), main[1].index()]);
    assert_eq!(nodes(&b[1]), [main[2].index()]);
    assert!(
        b[0].html.contains("data-ply=\"1\"")
            && b[0].html.contains("data-ply=\"2\"")
            && b[1].html.contains("data-ply=\"3\"")
    );
    // The last move is the one shown: marked for the eye and for a screen reader.
    assert!(b[1].html.contains("class=\"move current\"") && b[1].html.contains("aria-current=\"step\""));
    assert!(!b[0].html.contains("current"));
    // Each move is said in words in its label, in the player's language.
    assert!(b[0].html.contains(">@b1</button>"));
    let en = &b[0].html;
    let cs = &list(&s, Lang::Cs)[0].html;
    assert!(en.contains("aria-label=\"") && en != cs, "labels in words: {en} / {cs}");
}

#[test]
fn keys_change_only_with_their_block() {
    let mut s = drake(&["@b1", "@c4"]);
    let before = list(&s, Lang::En);
    s.handle(Event::Play("@b2".into()), 0.0);
    let after = list(&s, Lang::En);
    assert_eq!(after.len(), 2);
    // The first line lost its current move, so it changed; play on and it stays.
    assert_ne!(before[0].key, after[0].key);
    s.handle(Event::Play("@c3".into()), 0.0);
    let later = list(&s, Lang::En);
    assert_eq!(later[0].key, after[0].key, "an unchanged line keeps its key");
    assert_ne!(later[1].key, after[1].key);
    assert!(later.iter().all(|b| b.html.contains(&format!("data-key=\"{}\"", b.key))));
}

#[test]
fn comments_glyphs_and_variations_follow_their_move_escaped() {
    let mut s = drake(&["@b1", "@c4", "@b2", "@c3"]);
    let main = s.tree().main_line().to_vec();
    // A variation at move 3, with a glyph and a comment that looks like markup.
    s.handle(Event::Go(main[1]), 0.0);
    s.handle(Event::Play("@a1".into()), 0.0);
    let variation = s.tree().current();
    s.handle(Event::Glyph(variation, Some(Glyph::Dubious)), 0.0);
    s.handle(Event::Comment(variation, "<b>too</b> \"slow\" & late".into()), 0.0);
    s.handle(Event::Comment(NodeId::ROOT, "Club game".into()), 0.0);
    let b = list(&s, Lang::En);
    // The start's comment, line 1, line 2, then the variation replacing move 3.
    assert_eq!(b.len(), 4, "{b:?}");
    assert_eq!(
        b[0].html,
        format!("<li class=\"aside\" data-key=\"{}\"><span class=\"note\">Club game</span></li>", b[0].key)
    );
    let aside = &b[3];
    assert!(aside.variations && aside.html.starts_with("<li class=\"aside\""), "{}", aside.html);
    assert_eq!(nodes(aside), [variation.index()]);
    assert!(aside.html.contains("<span class=\"var\"><span class=\"paren\">(</span><span class=\"num\">2.</span><button class=\"vmove current\""));
    assert!(aside.html.contains("data-glyph=\"?!\""));
    assert!(aside.html.contains("title=\"Blue: Clubman placed on a1 (dubious move) — variation\""), "{}", aside.html);
    assert!(aside.html.contains("<span class=\"note\">&lt;b&gt;too&lt;/b&gt; &quot;slow&quot; &amp; late</span>"));
    assert!(!aside.html.contains("<b>"), "no markup from a comment");
    assert!(!aside.html.contains("data-ply"), "a variation's moves are not the game's");
}

#[test]
fn turns_of_several_actions_are_a_line_each_with_their_seat() {
    let kind = GameKind::Shamrock;
    let start = default_start(kind);
    let mut s = Session::new(open_table(kind, &start, &[]).expect("opens"), Vec::new(), true);
    // Play the first legal actions until two turns are done.
    let mut guard = 0;
    while s.table().status().plies < 12 && guard < 100 {
        let Some(first) = s.table().legal_notations().into_iter().next() else { break };
        s.handle(Event::Play(first), 0.0);
        guard += 1;
    }
    let b = list(&s, Lang::En);
    assert!(b.len() >= 2, "{b:?}");
    assert!(b.iter().all(|b| b.html.starts_with("<li class=\"row turn\"")));
    assert!(b[0].html.contains("<span class=\"seat-dot\" data-colour=\""));
    assert!(!b[0].html.contains("class=\"gap\""));
}
