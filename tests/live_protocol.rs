//! The live protocol's messages: every kind round-trips through its text; too long, malformed,
//! another version and an unknown kind are refused as such; the position hash and the fair
//! deal's commitments are what they say.

use deskovna::app::live::message::{
    Clocks, Envelope, GameRecord, Hello, Hex, Message, PositionHash, Setup, KINDS, MAX_BYTES, VERSION,
};
use deskovna::app::live::seed::{combine, commitment, matches, Secret};
use deskovna::app::live::{Quick, Refused, Side};
use deskovna::games::GameKind;

fn setup() -> Setup {
    Setup {
        kind: GameKind::Shamrock,
        start: "2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_g454021de755d453c".into(),
        moves: vec!["D".into()],
        owners: vec![Side::Host, Side::Guest],
        clocks: Some(Clocks { base_ms: 300_000, increment_ms: 3_000 }),
        seed: Some(Hex([1, 2, 3, 4, 5, 6, 7, 8])),
    }
}

/// One message of every kind.
fn every_message() -> Vec<Message> {
    let hash = PositionHash(0xfedc_ba98_7654_3210);
    vec![
        Message::Hello(Hello { side: Side::Host, game: 1, setup: Some(setup()), ply: 3, hash }),
        Message::Hello(Hello { side: Side::Guest, game: 0, setup: None, ply: 0, hash: PositionHash(0) }),
        Message::Move { ply: 12, notation: "Pp+1-1r0".into(), hash, think_ms: 5_400 },
        Message::Resign { ply: 4 },
        Message::DrawOffer { ply: 4 },
        Message::DrawAccept { ply: 4 },
        Message::DrawDecline { ply: 4 },
        Message::TakebackAsk { to: 2 },
        Message::TakebackAccept { to: 2 },
        Message::TakebackDecline { to: 2 },
        Message::RematchAsk { game: 2 },
        Message::RematchAccept { game: 2 },
        Message::Quick { say: Quick::GoodGame },
        Message::Flag { seat: 1, ply: 30 },
        Message::ResyncAsk { ply: 7, hash },
        Message::Record(GameRecord { game: 1, start: "s".into(), moves: vec!["a".into(), "b".into()], hash }),
        Message::SeedCommit { game: 1, commitment: Hex([0xab; 32]) },
        Message::SeedReveal { game: 1, seed: Hex([9; 8]), nonce: Hex([0x5a; 16]) },
    ]
}

#[test]
fn every_message_round_trips() {
    let mut kinds = Vec::new();
    for (seq, message) in (1..).zip(every_message()) {
        let envelope = Envelope::new(seq, message);
        let text = envelope.encode();
        assert_eq!(Envelope::decode(&text), Ok(envelope.clone()), "{text}");
        let prefix = format!("{{\"v\":{VERSION},\"seq\":{seq},\"msg\":{{\"");
        let kind = text.strip_prefix(&prefix).unwrap_or_else(|| panic!("{text}")).split('"').next().unwrap();
        kinds.push(kind.to_string());
    }
    kinds.dedup();
    assert_eq!(kinds, KINDS, "every kind is sent, and named in KINDS");
    for quick in Quick::ALL {
        let envelope = Envelope::new(1, Message::Quick { say: quick });
        assert_eq!(Envelope::decode(&envelope.encode()), Ok(envelope));
    }
}

#[test]
fn a_move_reads_as_written() {
    let text =
        r#"{"v":1,"seq":7,"msg":{"move":{"ply":12,"notation":"@b1","hash":"00000000000000ff","think_ms":5400}}}"#;
    let expected = Message::Move { ply: 12, notation: "@b1".into(), hash: PositionHash(255), think_ms: 5400 };
    assert_eq!(Envelope::decode(text), Ok(Envelope::new(7, expected.clone())));
    assert_eq!(Envelope::new(7, expected).encode(), text);
}

#[test]
fn malformed_messages_are_refused() {
    let malformed = [
        "",
        "not json",
        r#"{"v":1,"seq":1,"msg":{"move""#,
        "[1,2,3]",
        r#"{"seq":1,"msg":{"resign":{"ply":0}}}"#,
        r#"{"v":1,"seq":1,"msg":{"resign":{}}}"#,
        r#"{"v":1,"seq":1,"msg":{}}"#,
        r#"{"v":1,"seq":1}"#,
        r#"{"v":1,"seq":-1,"msg":{"resign":{"ply":0}}}"#,
        r#"{"v":1,"seq":1,"msg":{"resign":{"ply":"four"}}}"#,
        r#"{"v":1,"seq":1,"msg":{"resign":{"ply":0},"draw_offer":{"ply":0}}}"#,
        r#"{"v":1,"seq":1,"msg":{"quick":{"say":"you are bad"}}}"#,
        r#"{"v":1,"seq":1,"msg":{"resync_ask":{"ply":1,"hash":"12"}}}"#,
        r#"{"v":1,"seq":1,"msg":{"resync_ask":{"ply":1,"hash":"zzzzzzzzzzzzzzzz"}}}"#,
        r#"{"v":1,"seq":1,"msg":{"seed_commit":{"game":1,"commitment":"abcd"}}}"#,
        r#"{"v":1,"seq":1,"msg":{"hello":{"side":"host","game":1,"setup":{"kind":"chess","start":"","moves":[],"owners":[],"clocks":null,"seed":null},"ply":0,"hash":"0000000000000000"}}}"#,
    ];
    for text in malformed {
        assert!(matches!(Envelope::decode(text), Err(Refused::Malformed(_))), "{text}: {:?}", Envelope::decode(text));
    }
}

#[test]
fn an_unknown_version_or_kind_is_refused_as_such() {
    // Another version is refused before its body is read: its fields may mean anything.
    let text = r#"{"v":2,"seq":1,"msg":{"move":{"anything":[1,2.5e300]}}}"#;
    assert_eq!(Envelope::decode(text), Err(Refused::UnknownVersion(2)));
    let text = r#"{"v":1,"seq":1,"msg":{"chat":{"text":"hi"}}}"#;
    assert_eq!(Envelope::decode(text), Err(Refused::UnknownKind("chat".into())));
}

#[test]
fn a_message_too_long_is_refused_before_it_is_read() {
    let text = format!("{{\"v\":1,\"seq\":1,\"msg\":{{\"quick\":{{\"say\":\"{}\"}}}}}}", "x".repeat(MAX_BYTES));
    assert_eq!(Envelope::decode(&text), Err(Refused::TooLong(text.len())));
}

#[test]
fn refusals_are_said_in_both_languages() {
    use deskovna::game::{Lang, Refusal as _};
    let refusal = Refused::Replayed { seq: 3, last: 5 };
    assert_eq!(refusal.render(Lang::En), "Message 3 came again or too late (the last one was 5).");
    assert_eq!(refusal.render(Lang::Cs), "Zpráva 3 přišla znovu nebo pozdě (poslední byla 5).");
}

#[test]
fn the_position_hash_is_fnv1a_of_the_position_text() {
    // FNV-1a 64's published values.
    assert_eq!(PositionHash::of(""), PositionHash(0xcbf2_9ce4_8422_2325));
    assert_eq!(PositionHash::of("a"), PositionHash(0xaf63_dc4c_8601_ec8c));
    assert_eq!(PositionHash::of("foobar"), PositionHash(0x8594_4171_f739_67e8));
    assert_ne!(PositionHash::of("4_4.4.4.4_b_L"), PositionHash::of("4_4.4.4.4_o_L"));
}

#[test]
fn a_reveal_matches_only_its_own_commitment() {
    let secret = Secret::draw(&[3; 32], 1);
    let sent = secret.commitment();
    assert!(matches(&sent, &secret.seed, &secret.nonce));
    let mut other_seed = secret.seed;
    other_seed[7] ^= 0x80;
    assert!(!matches(&sent, &other_seed, &secret.nonce));
    let mut other_nonce = secret.nonce;
    other_nonce[0] ^= 1;
    assert!(!matches(&sent, &secret.seed, &other_nonce));
    // SHA-256 of the 24 bytes, as any implementation gives it.
    let empty = commitment(&[0; 8], &[0; 16]);
    assert_eq!(
        empty.0.iter().map(|b| format!("{b:02x}")).collect::<String>(),
        "9d908ecfb6b256def8b49a7c504e6c889c4b0e41fe6ce3e01863dd7b61a20aa0"
    );
    assert_ne!(Secret::draw(&[3; 32], 2), secret, "each game of a match has its own secret");
}

#[test]
fn both_sides_combine_the_seeds_alike() {
    let (host, guest) = ([1; 8], [2; 8]);
    assert_eq!(combine(Side::Host, &host, &guest), combine(Side::Guest, &guest, &host));
    assert_ne!(combine(Side::Host, &host, &guest), combine(Side::Host, &guest, &host));
    assert_ne!(combine(Side::Host, &host, &guest), combine(Side::Host, &host, &[3; 8]));
}
