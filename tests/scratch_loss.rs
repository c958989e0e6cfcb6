use deskovna::ai::{Player, StoppedClock, Strategy};
use deskovna::game::Game;
use deskovna::games::drake::{Drake, Options};

#[test]
fn loss() {
    let mut shown = 0;
    for g in 0..60u64 {
        let l3_seat = (g % 2) as usize;
        let mut game = Drake::new(&Options::default()).unwrap();
        let mut p: Player<Drake> = Player::new(16);
        let mut log = vec![];
        for ply in 0..300u64 {
            if game.outcome().is_some() {
                break;
            }
            let s = if game.to_move() == l3_seat { Strategy::Level(3) } else { Strategy::Greedy };
            let (mv, info) = p.choose(&game, s, None, &StoppedClock, g * 1000 + ply).unwrap();
            log.push(format!(
                "{}{}({},d{}{})",
                if game.to_move() == 0 { "B:" } else { "O:" },
                game.notation(mv),
                info.score,
                info.depth,
                if info.random { "r" } else { "" }
            ));
            game.play_unchecked(mv);
        }
        let o = game.outcome();
        let lost = o.is_some_and(|o| o.winners().eq([1 - l3_seat]));
        if lost && shown < 3 {
            shown += 1;
            println!("game {g} L3 seat {l3_seat} lost: {}", log.join(" "));
            println!("final {}", game.to_text());
        }
    }
}
