//! The embedding API's options (`app::embed::Options`), natively: each option read with its
//! one type, a key no option has or a value of the wrong type refused in words naming it, and
//! the whole object refused at the first mistake.

use deskovna::app::embed::{Failure, Options, Raw, KNOWN, LONGEST};
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::theme::ThemeName;

/// Reads an object of these own keys and values.
fn read(pairs: &[(&str, Raw)]) -> Result<Options, Failure> {
    let keys: Vec<String> = pairs.iter().map(|(k, _)| k.to_string()).collect();
    Options::read(&keys, |key| pairs.iter().find(|(k, _)| *k == key).map_or(Raw::Absent, |(_, v)| v.clone()))
}

fn text(s: &str) -> Raw {
    Raw::Text(s.into())
}

fn bad(message: &str) -> Result<Options, Failure> {
    Err(Failure { code: "bad-config", message: message.into() })
}

#[test]
fn every_option_reads_with_its_type() {
    let options = read(&[
        ("game", text("camelot")),
        ("variant", text("cam")),
        ("position", text("x")),
        ("moves", Raw::List(vec![text("F7-H5"), text("K10-J9")])),
        ("orientation", text("second")),
        ("viewOnly", Raw::Bool(true)),
        ("lang", text("cs-CZ")),
        ("theme", text("dark")),
        ("coordinates", Raw::Bool(false)),
        ("ai", Raw::Number(3.0)),
        ("aiUrl", text("/computer.js")),
        ("puzzle", text("camelot:camelot-1-1")),
    ])
    .expect("reads");
    assert_eq!(
        options,
        Options {
            game: Some(GameKind::Camelot),
            variant: Some("cam".into()),
            position: Some("x".into()),
            moves: Some(vec!["F7-H5".into(), "K10-J9".into()]),
            orientation: Some("second".into()),
            view_only: Some(true),
            lang: Some(Lang::Cs),
            theme: Some(ThemeName::Dark),
            coordinates: Some(false),
            ai: Some(Some(3)),
            ai_url: Some("/computer.js".into()),
            puzzle: Some("camelot:camelot-1-1".into()),
        }
    );
    assert!(options.replaces_game());
    let empty = read(&[]).expect("an empty object reads");
    assert_eq!(empty, Options::default());
    assert!(!empty.replaces_game());
}

#[test]
fn missing_undefined_and_null_keep_what_is_there_but_a_null_ai_switches_the_computer_off() {
    let options = read(&[("game", Raw::Null), ("theme", Raw::Absent), ("viewOnly", Raw::Null), ("ai", Raw::Null)])
        .expect("reads");
    assert_eq!(options, Options { ai: Some(None), ..Options::default() });
    assert_eq!(read(&[("ai", Raw::Absent)]).expect("reads").ai, Some(None), "named and undefined: off too");
}

#[test]
fn moves_read_as_one_text_split_at_spaces_tildes_and_new_lines() {
    let options = read(&[("moves", text(" @b1~@c4\n@b2  @c3 "))]).expect("reads");
    assert_eq!(options.moves, Some(vec!["@b1".into(), "@c4".into(), "@b2".into(), "@c3".into()]));
    assert_eq!(read(&[("moves", text(""))]).expect("reads").moves, Some(Vec::new()), "no moves");
}

#[test]
fn a_key_no_option_has_is_refused_with_the_options_named() {
    let listed = KNOWN[..KNOWN.len() - 1].join(", ");
    assert_eq!(
        read(&[("game", text("drake")), ("veiwOnly", Raw::Bool(true))]),
        bad(&format!("Unknown option “veiwOnly”; the options are {listed}."))
    );
    // A text passed for the object spreads into numbered keys.
    assert_eq!(read(&[("0", text("d"))]), bad(&format!("Unknown option “0”; the options are {listed}.")));
    let long = "k".repeat(100);
    let Err(e) = read(&[(long.as_str(), Raw::Bool(true))]) else { panic!("refused") };
    assert!(e.message.starts_with(&format!("Unknown option “{}”;", "k".repeat(40))), "{}", e.message);
}

#[test]
fn a_value_of_the_wrong_type_is_refused_naming_its_option() {
    let cases: [(&str, Raw, &str); 14] = [
        ("game", Raw::Number(42.0), "“game” must be a text."),
        ("variant", Raw::Bool(true), "“variant” must be a text."),
        ("position", Raw::List(vec![]), "“position” must be a text."),
        ("orientation", Raw::Other, "“orientation” must be a text."),
        ("viewOnly", text("no"), "“viewOnly” must be true or false."),
        ("coordinates", Raw::Number(1.0), "“coordinates” must be true or false."),
        ("lang", Raw::Bool(false), "“lang” must be a text."),
        ("theme", text("neon"), "“theme” must be light, dark or contrast."),
        ("ai", text("3"), "“ai” must be a level from 1 to 5, or null."),
        ("ai", Raw::Number(6.0), "“ai” must be a level from 1 to 5, or null."),
        ("ai", Raw::Number(2.5), "“ai” must be a level from 1 to 5, or null."),
        ("moves", Raw::Number(3.0), "“moves” must be a list of texts or one text."),
        ("moves", Raw::List(vec![text("@b1"), Raw::Number(1.0)]), "“moves” must be a list of texts."),
        ("aiUrl", Raw::Unreadable, "“aiUrl” must be readable."),
    ];
    for (key, value, said) in cases {
        assert_eq!(read(&[(key, value.clone())]), bad(said), "{key}: {value:?}");
    }
    assert_eq!(
        read(&[("game", text("chess"))]),
        Err(Failure {
            code: "unknown-game",
            message: format!(
                "Unknown game “chess”; use one of: {}.",
                GameKind::ALL.iter().map(|k| k.id()).collect::<Vec<_>>().join(", ")
            )
        })
    );
}

#[test]
fn texts_and_lists_longer_than_any_option_holds_are_refused() {
    let long = "x".repeat(LONGEST + 1);
    assert_eq!(read(&[("position", text(&long))]), bad("“position” must be a text of reasonable length."));
    assert_eq!(read(&[("moves", text(&long))]), bad("“moves” must be a text of reasonable length."));
    let many = Raw::List(vec![text("@b1"); LONGEST + 1]);
    assert_eq!(read(&[("moves", many)]), bad("“moves” must be a list of reasonable length."));
    assert!(read(&[("position", text(&"x".repeat(LONGEST)))]).is_ok(), "the longest text reads");
}

#[test]
fn the_first_mistake_refuses_the_whole_object_and_a_long_message_is_cut() {
    let e = read(&[("viewOnly", text("yes")), ("theme", text("neon"))]).unwrap_err();
    assert_eq!(e.message, "“theme” must be light, dark or contrast.", "the game's looks are read first");
    let cut = Failure::new("bad-config", &"é".repeat(400));
    assert_eq!(cut.message.chars().count(), 301);
    assert!(cut.message.ends_with('…'));
}
