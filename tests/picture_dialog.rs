//! The "Image / GIF" dialog's controller, natively: the PNG is of the position shown, the GIF's
//! options are checked, a long GIF's cost is told once before it is made, only the current
//! GIF's end frees the dialog, and what it says.

use deskovna::app::handoff::Shown;
use deskovna::app::pictures::{Act, Command, GifForm, Pictures};
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::picture::PictureRefusal;
use deskovna::view::theme::ThemeName;

const WIN: [&str; 13] =
    ["@b1", "@c4", "@b2", "@c3", "@a1", "@d4", "b1-d1", "c3-b3", "@c1", "b3-a2", "@d2", "a2-a3", "d2*c4"];

fn shown(shown: usize, lang: Lang) -> Shown {
    Shown {
        game: GameKind::Drake,
        start: "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0".into(),
        moves: WIN.iter().map(|m| m.to_string()).collect(),
        shown,
        flipped: false,
        width: 600.0,
        height: 800.0,
        theme: ThemeName::Light,
        lang,
    }
}

fn form(delay_ms: f64, size: f64, animate: bool) -> GifForm {
    GifForm { delay_ms, size, orientation: "seen".into(), animate }
}

fn said(out: &[Command]) -> Vec<&str> {
    out.iter()
        .filter_map(|c| match c {
            Command::Say(words) => Some(words.as_str()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_png_is_of_the_position_shown() {
    let mut p = Pictures::open(&shown(5, Lang::En)).expect("opens");
    assert_eq!(p.act(Act::Png), [Command::MakePng { plies: 5, name: "deskovna-drake.png".into() }]);
    let mut past = Pictures::open(&shown(99, Lang::En)).expect("opens");
    assert_eq!(past.act(Act::Png), [Command::MakePng { plies: 13, name: "deskovna-drake.png".into() }]);
    let out = p.act(Act::Made { gif: None, result: Ok(3000.0), open: true });
    assert_eq!(said(&out), ["Saved deskovna-drake.png (3 KB)."]);
}

#[test]
fn a_gif_is_made_with_checked_options_and_only_its_own_end_frees_the_dialog() {
    let mut p = Pictures::open(&shown(13, Lang::Cs)).expect("opens");
    let out = p.act(Act::Gif(form(50.0, 480.0, false)));
    assert_eq!(out.len(), 1, "{out:?}");
    assert!(said(&out)[0].contains("100"), "the delay's range, in Czech: {out:?}");

    let out = p.act(Act::Gif(form(1000.0, 320.0, false)));
    let first = match &out[..] {
        [Command::Busy(true), Command::MakeGif { gif, options, name }] => {
            assert_eq!((options.delay_ms, options.size, name.as_str()), (1000, 320, "deskovna-drake.gif"));
            *gif
        }
        other => panic!("{other:?}"),
    };
    // A second press stops the first and begins another.
    let out = p.act(Act::Gif(form(1500.0, 320.0, false)));
    let second = match &out[..] {
        [Command::Stop(stopped), Command::Busy(true), Command::MakeGif { gif, .. }] => {
            assert_eq!(*stopped, first);
            *gif
        }
        other => panic!("{other:?}"),
    };
    assert!(p.act(Act::Progress { gif: first, done: 3, of: 14 }).is_empty(), "the old one's progress is not shown");
    assert_eq!(p.act(Act::Progress { gif: second, done: 3, of: 14 })[0], Command::Progress { done: 3, of: 14 });
    assert!(p.act(Act::Made { gif: Some(first), result: Err(PictureRefusal::Cancelled), open: true }).is_empty());
    let out = p.act(Act::Made { gif: Some(second), result: Ok(40_000.0), open: true });
    assert_eq!(out[0], Command::Busy(false));
    assert_eq!(said(&out), ["Uloženo deskovna-drake.gif (40 KB)."]);
    assert!(p.act(Act::Cancel).is_empty(), "nothing left to stop");
}

#[test]
fn a_long_gif_s_cost_is_told_first_and_the_next_press_makes_it() {
    let mut p = Pictures::open(&shown(13, Lang::En)).expect("opens");
    let long = form(1000.0, 1200.0, true);
    let out = p.act(Act::Gif(long.clone()));
    assert!(matches!(&out[..], [Command::Say(_), Command::GifButton(_)]), "{out:?}");
    let out = p.act(Act::Gif(long.clone()));
    assert!(out.iter().any(|c| matches!(c, Command::MakeGif { .. })), "made at the second press: {out:?}");
    // Other options are another GIF: the cost is told again after a change.
    let mut p = Pictures::open(&shown(13, Lang::En)).expect("opens");
    p.act(Act::Gif(long.clone()));
    let out = p.act(Act::OptionsChanged);
    assert!(matches!(&out[..], [Command::GifButton(_), Command::Say(s)] if s.is_empty()), "{out:?}");
    assert!(matches!(&p.act(Act::Gif(long))[..], [Command::Say(_), Command::GifButton(_)]));
}

#[test]
fn a_gif_cancelled_by_closing_says_nothing_and_the_orientations_name_the_seats() {
    let mut p = Pictures::open(&shown(13, Lang::En)).expect("opens");
    let out = p.act(Act::Gif(form(1000.0, 320.0, false)));
    let Some(Command::MakeGif { gif, .. }) = out.last() else { panic!("{out:?}") };
    assert_eq!(p.act(Act::Cancel), [Command::Stop(*gif)]);
    let out = p.act(Act::Made { gif: Some(*gif), result: Err(PictureRefusal::Cancelled), open: false });
    assert_eq!(out, [Command::Busy(false)]);
    let [first, second] = p.orientations();
    assert!(first.is_some_and(|w| w.contains("Blue")) && second.is_some_and(|w| w.contains("Orange")));
}
