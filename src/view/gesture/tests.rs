//! The gesture machine on small made-up move lists: drags, clicks, held routes, refusals.

use super::*;

fn shapes(routes: &[&[Spot]]) -> Vec<MoveShape> {
    routes.iter().map(|r| MoveShape::new(r.to_vec())).collect()
}

/// Press on `from`, drag across `path`, release on the last spot of `path`.
fn drag(g: &mut Gestures, moves: &[MoveShape], from: Spot, path: &[Spot]) -> Effect {
    g.press(moves, Some(from));
    for &s in path {
        g.drag(moves, Some(s));
    }
    g.release(moves, path.last().copied())
}

fn click(g: &mut Gestures, moves: &[MoveShape], s: Spot) -> Effect {
    g.press(moves, Some(s));
    g.release(moves, Some(s))
}

#[test]
fn a_drag_to_a_target_plays_it() {
    let moves = shapes(&[&[1, 2], &[1, 3], &[5, 6]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[2, 3]), Effect::Play(1));
    assert!(!g.holding());
}

#[test]
fn a_drop_on_an_illegal_spot_returns_the_piece() {
    let moves = shapes(&[&[1, 2]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[2, 9]), Effect::Returned);
    assert!(!g.holding());
    g.press(&moves, Some(1));
    g.drag(&moves, Some(4));
    assert_eq!(g.release(&moves, None), Effect::Returned);
}

#[test]
fn targets_light_up_while_holding() {
    let moves = shapes(&[&[1, 2], &[1, 3], &[5, 6]]);
    let mut g = Gestures::default();
    g.press(&moves, Some(1));
    assert_eq!(g.targets(&moves), vec![2, 3]);
    assert_eq!(Gestures::pickable(&moves), vec![1, 5]);
    assert_eq!(click(&mut g, &moves, 7), Effect::Returned);
    assert_eq!(g.targets(&moves), Vec::<Spot>::new());
}

#[test]
fn targets_stay_lit_while_a_drag_hovers_over_one() {
    let moves = shapes(&[&[1, 2], &[1, 3], &[1, 4, 5]]);
    let mut g = Gestures::default();
    g.press(&moves, Some(1));
    g.drag(&moves, Some(2));
    assert_eq!(g.route(), &[1, 2]);
    assert_eq!(g.targets(&moves), vec![2, 3, 4]);
    // Over the start of a longer route, its continuations are lit.
    g.drag(&moves, Some(4));
    assert_eq!(g.targets(&moves), vec![5]);
}

#[test]
fn click_click_plays_and_second_click_deselects() {
    let moves = shapes(&[&[1, 2], &[5, 6]]);
    let mut g = Gestures::default();
    assert_eq!(click(&mut g, &moves, 1), Effect::None);
    assert!(g.holding());
    assert_eq!(click(&mut g, &moves, 1), Effect::None);
    assert!(!g.holding());
    click(&mut g, &moves, 1);
    assert_eq!(click(&mut g, &moves, 5), Effect::None);
    assert_eq!(g.route(), &[5]);
    assert_eq!(click(&mut g, &moves, 6), Effect::Play(1));
}

#[test]
fn a_click_elsewhere_cancels_the_selection() {
    let moves = shapes(&[&[1, 2]]);
    let mut g = Gestures::default();
    click(&mut g, &moves, 1);
    assert_eq!(click(&mut g, &moves, 9), Effect::Returned);
    assert!(!g.holding());
}

#[test]
fn dragging_along_a_chain_traces_it() {
    // Canters 1→2, 1→2→3, 1→2→3→4 and a different route 1→8→4.
    let moves = shapes(&[&[1, 2], &[1, 2, 3], &[1, 2, 3, 4], &[1, 8, 4]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[2, 3, 4]), Effect::Play(2));
    assert_eq!(drag(&mut g, &moves, 1, &[8, 4]), Effect::Play(3));
    // Going back over the route shortens it.
    assert_eq!(drag(&mut g, &moves, 1, &[2, 3, 2]), Effect::Play(0));
    // A plain drop on 4 without tracing picks the shortest route there.
    g.press(&moves, Some(1));
    g.drag(&moves, Some(40));
    assert_eq!(g.release(&moves, Some(4)), Effect::Play(3));
}

#[test]
fn a_chain_that_must_go_on_waits_for_the_next_spot() {
    // A jump chain 1→2→3 that cannot stop on 2.
    let moves = shapes(&[&[1, 2, 3]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[2]), Effect::Continue);
    assert_eq!(g.targets(&moves), vec![3]);
    assert_eq!(click(&mut g, &moves, 3), Effect::Play(0));
}

#[test]
fn a_reinforcement_square_is_chosen_after_the_drop() {
    let moves = shapes(&[&[1, 2, 10], &[1, 2, 11], &[1, 3]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[2]), Effect::Continue);
    assert_eq!(g.targets(&moves), vec![10, 11]);
    assert_eq!(g.cancel(), Effect::Returned);
    assert!(!g.holding());
    assert_eq!(drag(&mut g, &moves, 1, &[2]), Effect::Continue);
    assert_eq!(click(&mut g, &moves, 11), Effect::Play(1));
}

#[test]
fn a_drag_from_the_end_of_a_held_route_goes_on_from_there() {
    // 1→2 must go on to 10 or 11; 1 may also go to 3, 4 or 11 directly.
    let moves = shapes(&[&[1, 2, 10], &[1, 2, 11], &[1, 3], &[1, 4], &[1, 11]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[2]), Effect::Continue);
    // Dragging on from 2 across 3 (a target of 1) to 11 finishes the held route.
    assert_eq!(drag(&mut g, &moves, 2, &[3, 11]), Effect::Play(1));
    // Dragging from a lit spot to another lit spot chooses that one.
    assert_eq!(drag(&mut g, &moves, 1, &[2]), Effect::Continue);
    assert_eq!(drag(&mut g, &moves, 10, &[4, 11]), Effect::Play(1));
    // A fresh pick-up still traces from scratch.
    assert_eq!(drag(&mut g, &moves, 1, &[2, 3, 11]), Effect::Play(4));
}

#[test]
fn clicking_a_route_that_could_go_on_needs_a_second_click_to_finish() {
    let moves = shapes(&[&[1, 2], &[1, 2, 3]]);
    let mut g = Gestures::default();
    click(&mut g, &moves, 1);
    assert_eq!(click(&mut g, &moves, 2), Effect::None);
    assert_eq!(g.targets(&moves), vec![3]);
    assert_eq!(click(&mut g, &moves, 2), Effect::Play(0));
    click(&mut g, &moves, 1);
    click(&mut g, &moves, 2);
    assert_eq!(click(&mut g, &moves, 3), Effect::Play(1));
}

#[test]
fn a_chain_revisiting_a_spot_prefers_going_on() {
    // A jump chain that lands on 2 twice: 1→2→3→2.
    let moves = shapes(&[&[1, 2, 3, 2]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[2, 3, 2]), Effect::Play(0));
}

#[test]
fn variants_must_match() {
    let moves = vec![MoveShape::turned(vec![1, 2], 1, 0)];
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[2]), Effect::Returned);
    g.rotate(1, 6);
    assert_eq!(drag(&mut g, &moves, 1, &[2]), Effect::Play(0));
    g.rotate(-2, 6);
    assert_eq!(g.variant(), 5);
}

#[test]
fn refused_gestures_leave_the_route_they_attempted() {
    let moves = shapes(&[&[1, 2], &[1, 2, 3]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[9]), Effect::Returned);
    assert_eq!(g.take_refused(), vec![1, 9]);
    assert_eq!(g.take_refused(), Vec::<Spot>::new(), "taken once");
    // Traced landings are part of the attempt.
    assert_eq!(drag(&mut g, &moves, 1, &[2, 7]), Effect::Returned);
    assert_eq!(g.take_refused(), vec![1, 2, 7]);
    // A click elsewhere, and a drag from a spot where no move starts.
    click(&mut g, &moves, 1);
    assert_eq!(click(&mut g, &moves, 8), Effect::Returned);
    assert_eq!(g.take_refused(), vec![1, 8]);
    assert_eq!(drag(&mut g, &moves, 5, &[6]), Effect::Returned);
    assert_eq!(g.take_refused(), vec![5, 6]);
    // A plain click on such a spot is no attempt; a legal move leaves nothing.
    assert_eq!(click(&mut g, &moves, 5), Effect::None);
    assert_eq!(drag(&mut g, &moves, 1, &[2, 3]), Effect::Play(1));
    assert!(g.take_refused().is_empty());
}

#[test]
fn dropping_back_on_the_origin_keeps_it_selected() {
    let moves = shapes(&[&[1, 2]]);
    let mut g = Gestures::default();
    assert_eq!(drag(&mut g, &moves, 1, &[4, 1]), Effect::None);
    assert!(g.holding());
    assert_eq!(click(&mut g, &moves, 2), Effect::Play(0));
}

#[test]
fn a_variant_that_repeats_fits_every_period() {
    // A tile with three orientations: rotation 1 is also held as 4.
    let moves = vec![MoveShape::turned(vec![1, 2], 1, 3)];
    let mut g = Gestures::default();
    g.rotate(4, 6);
    assert!(moves[0].fits(4) && !moves[0].fits(2));
    assert_eq!(drag(&mut g, &moves, 1, &[2]), Effect::Play(0));
}

#[test]
fn a_one_spot_move_is_played_by_a_click_or_a_drag_away() {
    let moves = shapes(&[&[7], &[1, 2]]);
    let mut g = Gestures::default();
    assert_eq!(click(&mut g, &moves, 7), Effect::Play(0));
    assert!(!g.holding());
    assert_eq!(drag(&mut g, &moves, 7, &[2]), Effect::Play(0));
    // Dropped back on itself it stays selected; off the board it goes back.
    assert_eq!(drag(&mut g, &moves, 7, &[3, 7]), Effect::None);
    g.clear();
    g.press(&moves, Some(7));
    g.drag(&moves, Some(3));
    assert_eq!(g.release(&moves, None), Effect::Returned);
}

#[test]
fn a_selected_spot_waits_for_its_target() {
    let moves = shapes(&[&[7, 2], &[7, 3]]);
    let mut g = Gestures::default();
    g.select(7);
    assert_eq!(g.targets(&moves), vec![2, 3]);
    assert_eq!(click(&mut g, &moves, 3), Effect::Play(1));
    g.select(7);
    assert_eq!(drag(&mut g, &moves, 7, &[2]), Effect::Play(0));
}

#[test]
fn spots_chosen_in_any_order_then_confirmed() {
    // Three of 1..=4 in any order, then 9 (the confirm).
    let sets: [[Spot; 3]; 4] = [[1, 2, 3], [1, 2, 4], [1, 3, 4], [2, 3, 4]];
    let moves: Vec<MoveShape> = sets.iter().map(|s| MoveShape::any_order([&s[..], &[9]].concat())).collect();
    let mut g = Gestures::default();
    assert_eq!(Gestures::pickable(&moves), vec![1, 2, 3, 4]);
    assert_eq!(click(&mut g, &moves, 4), Effect::None);
    assert_eq!(g.targets(&moves), vec![1, 2, 3]);
    assert_eq!(click(&mut g, &moves, 2), Effect::Continue);
    // Clicked again, a spot leaves the set.
    assert_eq!(click(&mut g, &moves, 4), Effect::None);
    assert_eq!(g.route(), &[2]);
    assert_eq!(click(&mut g, &moves, 3), Effect::Continue);
    assert_eq!(click(&mut g, &moves, 1), Effect::Continue);
    assert_eq!(g.targets(&moves), vec![9]);
    assert_eq!(click(&mut g, &moves, 9), Effect::Play(0));
    // The confirm alone, or before the set is whole, is no move.
    let mut g = Gestures::default();
    click(&mut g, &moves, 3);
    assert_eq!(click(&mut g, &moves, 9), Effect::Returned);
    assert_eq!(click(&mut g, &moves, 9), Effect::None);
    assert!(!g.holding());
    // Emptied, the set is let go.
    click(&mut g, &moves, 3);
    assert_eq!(click(&mut g, &moves, 3), Effect::None);
    assert!(!g.holding());
}

#[test]
fn a_click_where_no_move_starts_then_a_click_elsewhere_is_refused_as_that_move() {
    let moves = shapes(&[&[1, 2]]);
    let mut g = Gestures::default();
    assert_eq!(click(&mut g, &moves, 7), Effect::None);
    assert_eq!(click(&mut g, &moves, 8), Effect::Returned);
    assert_eq!(g.take_refused(), vec![7, 8]);
    // Clicking the same spot twice, or a piece that moves next, attempts nothing.
    assert_eq!(click(&mut g, &moves, 7), Effect::None);
    assert_eq!(click(&mut g, &moves, 7), Effect::None);
    assert!(g.take_refused().is_empty());
    click(&mut g, &moves, 7);
    assert_eq!(click(&mut g, &moves, 1), Effect::None);
    assert_eq!(g.route(), &[1]);
    assert_eq!(click(&mut g, &moves, 2), Effect::Play(0));
}
