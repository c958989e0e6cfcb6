//! The position editor's desk, natively: a pointer's press chooses a palette piece, a tap or a
//! drop puts it down, a drag moves a piece or (off the board) takes it away, the keyboard walks
//! and edits, the controls start again and set the turn, and every refusal is said and changes
//! nothing.

use deskovna::app::editor::{Act, Command, Desk, EditKey, From, Tool};
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::editor::Start;
use deskovna::view::registry::default_start;
use deskovna::view::scene::Point;
use deskovna::view::table::Looks;

fn desk(kind: GameKind, text: &str) -> Desk {
    let mut d = Desk::open(kind, text).unwrap_or_else(|r| panic!("{}", r.render(Lang::En)));
    d.editor.fit(500.0, 560.0, Looks::default());
    d
}

fn at(d: &Desk, square: &str) -> Option<Point> {
    Some(d.editor.locate(square).unwrap_or_else(|| panic!("no square {square}")))
}

fn palette(d: &Desk, token: &str) -> usize {
    d.items().iter().position(|item| item.token == token).unwrap_or_else(|| panic!("no {token} in the palette"))
}

fn refused(out: &[Command]) -> Option<String> {
    out.iter().find_map(|c| match c {
        Command::Refused(r) => Some(r.render(Lang::En)),
        _ => None,
    })
}

#[test]
fn a_palette_piece_pressed_is_chosen_and_each_tap_puts_one_down() {
    let mut d = desk(GameKind::Camelot, &default_start(GameKind::Camelot));
    d.act(Act::Restart(Start::Empty));
    let man = palette(&d, "M");
    assert_eq!(d.act(Act::Press(From::Palette(man))), [Command::Draw]);
    assert_eq!(d.tool(), Some(Tool::Piece(man)));
    // A tap on the palette only chooses.
    assert!(d.act(Act::Release { from: From::Palette(man), dragged: false, at: None }).is_empty());
    for square in ["F6", "G6"] {
        let out = d.act(Act::Release { from: From::Square(square.into()), dragged: false, at: at(&d, square) });
        assert_eq!(out, [Command::Clear, Command::Draw]);
        assert_eq!(d.editor.piece_at(square).as_deref(), Some("M"));
        assert_eq!(d.cursor(), Some(square), "the cursor follows the tap");
    }
}

#[test]
fn a_piece_is_dragged_from_the_palette_across_the_board_and_off_it() {
    let mut d = desk(GameKind::Camelot, &default_start(GameKind::Camelot));
    d.act(Act::Restart(Start::Empty));
    let knight = palette(&d, "K");
    d.act(Act::Press(From::Palette(knight)));
    d.act(Act::Release { from: From::Palette(knight), dragged: true, at: at(&d, "E7") });
    assert_eq!(d.editor.piece_at("E7").as_deref(), Some("K"));
    d.act(Act::Press(From::Square("E7".into())));
    d.act(Act::Release { from: From::Square("E7".into()), dragged: true, at: at(&d, "E9") });
    assert_eq!((d.editor.piece_at("E7"), d.editor.piece_at("E9").as_deref()), (None, Some("K")));
    d.act(Act::Release { from: From::Square("E9".into()), dragged: true, at: None });
    assert_eq!(d.editor.piece_at("E9"), None, "dropped off the board, it is taken away");
}

#[test]
fn a_refusal_is_said_in_the_engine_s_words_and_changes_nothing() {
    let mut d = desk(GameKind::Drake, "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0");
    d.act(Act::Restart(Start::Empty));
    let drake = palette(&d, "bD");
    d.act(Act::Press(From::Palette(drake)));
    d.act(Act::Release { from: From::Palette(drake), dragged: true, at: at(&d, "b1") });
    let before = d.editor.text();
    let out = d.act(Act::Release { from: From::Palette(drake), dragged: true, at: at(&d, "d1") });
    assert!(refused(&out).is_some_and(|words| words.contains('D') || words.contains("Drake")), "{out:?}");
    assert_eq!(d.editor.text(), before);
    let out = d.act(Act::Phase(deskovna::view::editor::SetupPhase::Opening));
    assert!(out.contains(&Command::Draw));
}

#[test]
fn the_keyboard_walks_the_board_uses_the_tool_and_removes() {
    let mut d = desk(GameKind::Camelot, &default_start(GameKind::Camelot));
    d.act(Act::Restart(Start::Empty));
    d.act(Act::Focus);
    let first = d.cursor().map(str::to_string).expect("the focus puts the cursor on the board");
    let out = d.act(Act::Key(EditKey::Right));
    assert_eq!(out, [Command::KeyTaken, Command::Draw]);
    assert_ne!(d.cursor(), Some(first.as_str()));
    let square = d.cursor().unwrap().to_string();
    d.act(Act::Choose(Tool::Piece(palette(&d, "m"))));
    d.act(Act::Key(EditKey::Use));
    assert_eq!(d.editor.piece_at(&square).as_deref(), Some("m"));
    assert_eq!(d.act(Act::Key(EditKey::Remove))[0], Command::KeyTaken);
    assert_eq!(d.editor.piece_at(&square), None);
    // R turns only tiles that turn: Camelot's board leaves it to the browser.
    assert!(d.act(Act::Key(EditKey::Turn { back: false })).is_empty());
    assert_eq!(EditKey::from_key("R", true), Some(EditKey::Turn { back: true }));
    assert_eq!(EditKey::from_key("x", false), None);
}

#[test]
fn a_shamrock_tile_is_turned_by_a_tap_with_no_tool_and_by_r() {
    let mut d = desk(GameKind::Shamrock, &default_start(GameKind::Shamrock));
    d.act(Act::Restart(Start::Empty));
    assert!(d.editor.lays_tiles());
    let tile = palette(&d, "A");
    d.act(Act::Press(From::Palette(tile)));
    d.act(Act::Release { from: From::Palette(tile), dragged: true, at: at(&d, "+1+0") });
    assert!(d.editor.turns("+1+0"));
    let laid = d.editor.text();
    // A desk with no tool chosen yet.
    let mut fresh = desk(GameKind::Shamrock, &laid);
    fresh.act(Act::Release { from: From::Square("+1+0".into()), dragged: false, at: at(&fresh, "+1+0") });
    assert_ne!(fresh.editor.text(), laid, "with no tool, a tap turns the tile");
    let turned = fresh.editor.text();
    assert_eq!(fresh.act(Act::Key(EditKey::Turn { back: true }))[0], Command::KeyTaken);
    assert_eq!(fresh.editor.text(), laid, "Shift+R turns it back");
    assert_ne!(turned, laid);
}

#[test]
fn starting_again_from_the_game_the_start_or_nothing() {
    let start = default_start(GameKind::Drakoburg);
    let mut d = desk(GameKind::Drakoburg, &start);
    d.act(Act::Restart(Start::Empty));
    assert_ne!(d.editor.text(), start);
    d.act(Act::RestartCurrent);
    assert_eq!(d.editor.text(), start);
    let out = d.act(Act::Restart(Start::Text("nonsense".into())));
    assert!(refused(&out).is_some());
    assert_eq!(d.editor.text(), start, "a text that does not read changes nothing");
    d.act(Act::Turn(1));
    assert_eq!(d.editor.turn(), 1);
}
