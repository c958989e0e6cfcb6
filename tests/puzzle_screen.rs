//! The puzzle screen's decisions, natively (its links are `app::link`'s, tested there): a link
//! opens the puzzle it names (the puzzle of the day by the date alone, the streak climbing), a
//! set's themes, and how the computer's line against a wrong move is judged.

use deskovna::ai::analysis::Score;
use deskovna::app::puzzle::screen::{answering_seat, asked, open, player, refuted, themes_of, Pick};
use deskovna::app::puzzle::{set, Mode, Profile, Puzzle};
use deskovna::game::{Game, Lang};
use deskovna::games::drakoburg::Drakoburg;
use deskovna::games::GameKind;

fn shipped(kind: GameKind) -> Vec<Puzzle> {
    let path = format!("{}/www/puzzles/{}.txt", env!("CARGO_MANIFEST_DIR"), kind.id());
    set::read(&std::fs::read_to_string(&path).expect("a shipped set")).expect("it reads")
}

#[test]
fn a_link_opens_its_puzzle_and_the_daily_one_depends_on_the_date_alone() {
    let set = shipped(GameKind::Camelot);
    let fresh = Profile::default();
    let mut beginner = Profile::default();
    beginner.rating.rating = 700.0;
    let seasoned = Profile { recent: set.iter().take(40).map(|p| p.id.clone()).collect(), ..Profile::default() };
    let id = set[17].id.clone();
    assert_eq!(open(&Pick::Id(id), &set, &fresh, &[], 0, 1, 0), Some((17, Mode::Rated)));
    assert_eq!(open(&Pick::Id("camelot-999-999".into()), &set, &fresh, &[], 0, 1, 0), None);
    // The same day: the same puzzle, whoever asks and whatever their seed; the next day another.
    let today = 20_419;
    let daily = open(&Pick::Daily, &set, &fresh, &[], today, 1, 0);
    assert!(matches!(daily, Some((_, Mode::Daily))));
    assert_eq!(open(&Pick::Daily, &set, &seasoned, &["capture-chain".into()], today, 99, 3), daily);
    assert_ne!(open(&Pick::Daily, &set, &fresh, &[], today + 1, 1, 0), daily);
    // The next puzzle is near the player's rating, within the chosen themes.
    let (low, _) = open(&Pick::Next, &set, &beginner, &[], today, 5, 0).expect("a puzzle");
    let (high, _) = open(&Pick::Next, &set, &seasoned, &[], today, 5, 0).expect("a puzzle");
    assert!(set[low].rating + 250 < set[high].rating, "{} then {}", set[low].rating, set[high].rating);
    let chain = vec!["capture-chain".to_string()];
    for seed in 0..20 {
        let (at, mode) = open(&Pick::Next, &set, &fresh, &chain, today, seed, 0).expect("a chain");
        assert!(set[at].themes.contains(&chain[0]) && mode == Mode::Rated);
    }
    // A streak starts easy and climbs.
    let (first, mode) = open(&Pick::Streak, &set, &fresh, &[], today, 5, 0).expect("a puzzle");
    assert_eq!(mode, Mode::Streak { solved: 0 });
    let (later, mode) = open(&Pick::Streak, &set, &fresh, &[], today, 5, 12).expect("a puzzle");
    assert_eq!(mode, Mode::Streak { solved: 12 });
    assert!(set[first].rating < set[later].rating);
    assert_eq!(open(&Pick::Next, &[], &fresh, &[], today, 5, 0), None);
}

#[test]
fn a_set_offers_the_themes_its_puzzles_show() {
    let themes = themes_of(&shipped(GameKind::Drakoburg));
    assert!(themes.contains(&"mate-in-1") && themes.contains(&"mate-in-2"), "{themes:?}");
    assert!(!themes.contains(&"capture-chain") && !themes.contains(&"second-shamrock"), "{themes:?}");
    assert_eq!(themes_of(&[]), Vec::<&str>::new());
}

#[test]
fn a_line_against_a_wrong_move_is_judged_on_the_board_after_it() {
    let set = shipped(GameKind::Drakoburg);
    let mate = set.iter().find(|p| p.themes.iter().any(|t| t == "mate-in-1")).expect("a mate in 1");
    // The mating move itself ends the game: lost for the side that would answer.
    assert_eq!(refuted(mate, &mate.solution[..1], &[]), Some(Score::Loss { plies: 0 }));
    // Any other move leaves the game open (no line played yet).
    let game = Drakoburg::from_text(&mate.position).expect("reads");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let other = moves.iter().map(|&m| game.notation(m)).find(|n| n != &mate.solution[0]).expect("another move");
    assert_eq!(refuted(mate, std::slice::from_ref(&other), &[]), Some(Score::Points(0)));
    // Moves that do not play are no judgement.
    assert_eq!(refuted(mate, &["z9-z10".into()], &[]), None);
}

#[test]
fn the_players_side_and_who_answers_a_wrong_move() {
    let set = shipped(GameKind::Drakoburg);
    let mate = set.iter().find(|p| p.id == "drakoburg-1-3").expect("a mate in 1");
    let (seat, id, _) = player(mate, Lang::En).expect("its side");
    assert_eq!(player(mate, Lang::Cs).map(|p| p.0), Some(seat));
    let mut game = Drakoburg::from_text(&mate.position).expect("the position");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let wrong = moves
        .into_iter()
        .find_map(|mv| {
            let text = game.notation(mv);
            game.play(mv).ok()?;
            let quiet = game.outcome().is_none();
            game.undo();
            quiet.then_some(text)
        })
        .expect("a move that does not end the game");
    // The opponent answers a quiet wrong move; the winning move ends the game: nobody answers.
    assert_eq!(answering_seat(mate, std::slice::from_ref(&wrong)), Some(1 - seat), "{id} played {wrong}");
    assert_eq!(answering_seat(mate, &mate.solution[..1]), None);
    assert_eq!(answering_seat(mate, &["z9-z9".into()]), None, "moves that do not play");
}

#[test]
fn the_player_is_asked_for_the_win_or_for_the_stop_as_the_puzzle_s_goal_is() {
    let shamrock = shipped(GameKind::Shamrock);
    let hold = shamrock.iter().find(|p| p.id == "shamrock-601-1").expect("a hold puzzle");
    assert_eq!(
        asked(Some(hold), Lang::En),
        "Your move as red: stop your opponent's second shamrock; only one action does."
    );
    assert_eq!(
        asked(Some(hold), Lang::Cs),
        "Jste na tahu (červený): zabraňte soupeři v druhém trojlístku; dokáže to jediná akce."
    );
    let win = shamrock.iter().find(|p| p.themes.iter().any(|t| t == "second-shamrock")).expect("a win");
    assert!(asked(Some(win), Lang::En).ends_with(": find the only winning move."), "{}", asked(Some(win), Lang::En));
    let camelot = shipped(GameKind::Camelot);
    assert!(asked(Some(&camelot[0]), Lang::En).starts_with("Your move as "));
}
