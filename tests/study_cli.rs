//! The study tools' commands: `analyse`, `review` and `calibrate` print what they promise.

fn cli(args: &[&str]) -> deskovna::cli::Output {
    deskovna::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn review_prints_every_move_the_summaries_and_the_time() {
    let moves = "@b1 @c4 @a1 @d4 @b2 @c3 @a2 c4-a4 @a3 a4xa3 @b3 c3xb3".split(' ');
    let args: Vec<&str> = ["review", "drake", "--nodes", "5000"].into_iter().chain(moves).collect();
    let out = cli(&args);
    assert_eq!(out.code, 0, "{}", out.text);
    let lines: Vec<&str> = out.text.lines().collect();
    assert!(lines[0].starts_with("  1. blue    @b1"), "{}", lines[0]);
    assert!(lines[11].starts_with(" 12. orange  c3xb3"), "{}", lines[11]);
    assert!(lines[12].starts_with("blue: 6 moves, ?! ") && lines[13].starts_with("orange: 6 moves, ?! "));
    assert!(lines[14].starts_with("graph (blue): 0."));
    assert!(lines[15].starts_with("reviewed 12 moves in ") && lines[15].ends_with("nodes 5000, playouts 800)"));
    let bad = cli(&["review", "drake", "@b1", "@b1"]);
    assert_eq!((bad.code, bad.text.as_str()), (1, "illegal at ply 2: @b1: b1 is not empty."));
}

#[test]
fn analyse_prints_reports_and_when_the_first_came() {
    let out = cli(&["analyse", "camelot", "--time-ms", "300", "--lines", "2", "F6-F8", "G11-G9"]);
    assert_eq!(out.code, 0, "{}", out.text);
    let first = out.text.lines().next().unwrap();
    assert!(first.starts_with("depth 1 at ") && first.matches(" | ").count() == 1, "{first}");
    assert!(out.text.lines().last().unwrap().starts_with("first line after "));
}

#[test]
fn calibrate_fits_a_scale_for_two_seats_only() {
    let out = cli(&["calibrate", "drake", "--games", "2", "--nodes", "3000"]);
    assert_eq!(out.code, 0, "{}", out.text);
    assert!(out.text.starts_with("calibrate drake: 2 games (2 finished), "), "{}", out.text);
    assert!(out.text.contains("\nfitted k ") && out.text.contains("predicted   positions"));
    let three = cli(&["calibrate", "shamrock", "--players", "3", "--games", "1"]);
    assert_eq!(three.code, 1);
}
