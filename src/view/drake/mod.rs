//! How The Drake is drawn and played by hand. Spots are the squares (their engine index)
//! and the two stacks.

mod draw;
mod help;
mod layout;
mod options;
mod squares;
mod symbols;
mod tile;
pub mod workshop;

pub use layout::{DrakeLayout, Strip};
pub use tile::{draw_item, draw_troop, TileStyle};

use crate::game::square::square_name;
use crate::game::{Game, Lang, Text};
use crate::games::drake::{file_of, rank_of, square, square_name as sq_name, Drake, Move, Troop};
use crate::view::board::{BoardView, Look};
use crate::view::fields::Field;
use crate::view::gesture::{MoveShape, Spot};
use crate::view::help::HelpSection;
use crate::view::marks::Outline;
use crate::view::scene::{Point, Scene};

/// The spot of Blue's stack; Orange's is `STACK + 1`.
pub const STACK: Spot = 64;

pub fn spot_of_square(sq: u8) -> Spot {
    sq as Spot
}

/// The (file, rank) of a board spot.
pub fn square_of_spot(spot: Spot) -> Option<(usize, usize)> {
    (spot < 64).then(|| (file_of(spot as u8), rank_of(spot as u8)))
}

const STACK_NAME: Text = crate::text!("{0} stack", "{0} zásobník");
const TO_MOVE: Text = crate::text!("{0} to move.", "Na tahu je {0}.");
const MOUNTAINS: Text = crate::text!("Mountains: {0}.", "Hory: {0}.");
const ON_BOARD: Text = crate::text!("{0} on the board: {1}.", "{0} na desce: {1}.");
const IN_STACK: Text = crate::text!("{0} stack: {1}.", "{0} zásobník: {1}.");
const NOTHING: Text = crate::text!("nothing", "nic");
const BACK: Text = crate::text!("back", "rub");
const HIDDEN: Text = crate::text!("{0} hidden", "{0} skrytých");
const PLACES: Text = crate::text!("{0}: {1} placed on {2}", "{0}: {1} postaven na {2}");
const MOVES: Text = crate::text!("{0}: {1} {2} to {3}", "{0}: {1} z {2} na {3}");
const TAKES: Text = crate::text!("{0}: {1} {2} takes {4} on {3}", "{0}: {1} z {2} bere {4} na {3}");
const STRIKES: Text = crate::text!("{0}: {1} on {2} strikes {4} on {3}", "{0}: {1} z {2} udeří na {4} na {3}");
const COMMANDS: Text =
    crate::text!("{0}: {1} on {2} sends {3} from {4} to {5}", "{0}: {1} z {2} posílá {3} z {4} na {5}");
const DETONATES: Text = crate::text!("{0}: a bomb destroys {1} on {2}", "{0}: bomba ničí {1} na {2}");
const FORTRESSES: Text = crate::text!("Fortresses: {0}.", "Pevnosti: {0}.");
const FLAG: Text = crate::text!("{0} flag on {1}.", "Vlajka hráče {0} na {1}.");
const CARRIED: Text = crate::text!("{0} flag carried on {1}.", "Vlajka hráče {0} nesena na {1}.");
const BAG: Text = crate::text!("{0} to draw", "{0} k losování");

impl BoardView for Drake {
    type Layout = DrakeLayout;

    fn layout(&self, width: f32, height: f32, flipped: bool) -> DrakeLayout {
        layout::layout(self.size() as usize, width, height, flipped)
    }

    fn spot_at(&self, layout: &DrakeLayout, p: Point) -> Option<Spot> {
        if let Some((f, r)) = layout.grid.hit(p) {
            return Some(spot_of_square(square(f, r)));
        }
        (0..2).find(|&pl| layout.strips[pl].top.contains(p)).map(|pl| STACK + pl as Spot)
    }

    fn spot_center(&self, layout: &DrakeLayout, spot: Spot) -> Option<Point> {
        if spot >= STACK {
            return layout.strips.get((spot - STACK) as usize).map(|s| s.top.center());
        }
        let (f, r) = square_of_spot(spot)?;
        Some(layout.grid.center(f, r))
    }

    fn spot_outline(&self, layout: &DrakeLayout, spot: Spot) -> Option<Outline> {
        if spot >= STACK {
            return layout.strips.get((spot - STACK) as usize).map(|s| Outline::Square(s.top));
        }
        let (f, r) = square_of_spot(spot)?;
        let n = self.size() as usize;
        (f < n && r < n).then(|| Outline::Square(layout.grid.square_rect(f, r)))
    }

    fn spots(&self, _layout: &DrakeLayout) -> Vec<Spot> {
        let n = self.size() as usize;
        let mut spots: Vec<Spot> = (0..n * n).map(|i| spot_of_square(square(i % n, i / n))).collect();
        spots.extend([STACK, STACK + 1]);
        spots
    }

    fn spot_name(&self, spot: Spot, lang: Lang) -> String {
        match square_of_spot(spot) {
            Some((f, r)) => square_name(f, r, false),
            None => STACK_NAME.fill(lang, &[self.seats()[(spot - STACK) as usize % 2].name().get(lang).to_string()]),
        }
    }

    fn option_fields() -> Vec<Field> {
        options::fields()
    }

    fn help() -> Vec<HelpSection> {
        help::sections()
    }

    fn shape(&self, mv: Move) -> MoveShape {
        MoveShape::new(match mv {
            Move::Place(to) => vec![STACK + self.to_move() as Spot, spot_of_square(to)],
            Move::Step(from, to) | Move::Strike(from, to) => vec![spot_of_square(from), spot_of_square(to)],
            Move::Command(by, from, to) => vec![spot_of_square(by), spot_of_square(from), spot_of_square(to)],
            Move::Detonate(target) => vec![STACK + self.to_move() as Spot, spot_of_square(target)],
        })
    }

    fn draw(&self, layout: &DrakeLayout, look: &Look<Self>, scene: &mut Scene) {
        draw::draw(self, layout, look, scene);
    }

    fn describe(&self, lang: Lang) -> String {
        let n = self.size() as usize;
        let colour = |p: usize| self.seats()[p].name().get(lang).to_string();
        let mut parts = vec![TO_MOVE.fill(lang, &[colour(self.to_move())])];
        let mountains: Vec<String> =
            (0..n * n).map(|i| square(i % n, i / n)).filter(|&sq| self.is_mountain(sq)).map(sq_name).collect();
        if !mountains.is_empty() {
            parts.push(MOUNTAINS.fill(lang, &[mountains.join(", ")]));
        }
        let fortresses: Vec<String> =
            (0..n * n).map(|i| square(i % n, i / n)).filter(|&sq| self.is_fortress(sq)).map(sq_name).collect();
        if !fortresses.is_empty() {
            parts.push(FORTRESSES.fill(lang, &[fortresses.join(", ")]));
        }
        for (player, sq) in self.flags().into_iter().flatten().enumerate() {
            let text = if self.flag_carried(player) { &CARRIED } else { &FLAG };
            parts.push(text.fill(lang, &[colour(player), sq_name(sq)]));
        }
        for player in 0..2 {
            let troops: Vec<String> = (0..n * n)
                .map(|i| square(i % n, i / n))
                .filter_map(|sq| self.troop_at(sq).filter(|t| t.0 == player).map(|t| (sq, t)))
                .map(|(sq, (_, troop, face))| {
                    let side = if face { String::new() } else { format!(" ({})", BACK.get(lang)) };
                    format!("{} {}{}", self.troop_name(troop, lang), sq_name(sq), side)
                })
                .collect();
            let listed = if troops.is_empty() { NOTHING.get(lang).to_string() } else { troops.join(", ") };
            parts.push(ON_BOARD.fill(lang, &[colour(player), listed]));
            let stack = self.stack(player);
            let name = |t: &Troop| self.troop_name(*t, lang);
            let known = self.known_items(player);
            let stack_text = if stack.is_empty() {
                NOTHING.get(lang).to_string()
            } else if self.hidden_stack() {
                format!("{}, {}", name(&stack[0]), HIDDEN.fill(lang, &[(stack.len() - 1).to_string()]))
            } else if known < stack.len() {
                let bag = crate::game::sorted::sorted(stack[known..].iter().map(name));
                let top: Vec<String> = stack[..known].iter().map(name).collect();
                format!("{}; {}", top.join(", "), BAG.fill(lang, &[bag.join(", ")]))
            } else {
                stack.iter().map(name).collect::<Vec<_>>().join(", ")
            };
            parts.push(IN_STACK.fill(lang, &[colour(player), stack_text]));
        }
        parts.join(" ")
    }

    fn captures(&self, mv: Move) -> bool {
        match mv {
            Move::Place(_) => false,
            Move::Step(_, to) | Move::Strike(_, to) | Move::Command(_, _, to) | Move::Detonate(to) => {
                self.troop_at(to).is_some()
            }
        }
    }

    fn say(&self, mv: Move, lang: Lang) -> String {
        let who = self.seats()[self.to_move()].name().get(lang).to_string();
        let name = |t: Troop| self.troop_name(t, lang);
        let troop_on = |sq| self.troop_at(sq).map(|t| name(t.1)).unwrap_or_default();
        match mv {
            Move::Place(to) => {
                let troop = self.stack(self.to_move()).first().map(|&t| name(t)).unwrap_or_default();
                PLACES.fill(lang, &[who, troop, sq_name(to)])
            }
            Move::Step(from, to) => {
                let args = [who, troop_on(from), sq_name(from), sq_name(to), troop_on(to)];
                if self.troop_at(to).is_some() {
                    TAKES.fill(lang, &args)
                } else {
                    MOVES.fill(lang, &args)
                }
            }
            Move::Strike(from, to) => {
                STRIKES.fill(lang, &[who, troop_on(from), sq_name(from), sq_name(to), troop_on(to)])
            }
            Move::Command(by, from, to) => {
                COMMANDS.fill(lang, &[who, troop_on(by), sq_name(by), troop_on(from), sq_name(from), sq_name(to)])
            }
            Move::Detonate(target) => DETONATES.fill(lang, &[who, troop_on(target), sq_name(target)]),
        }
    }
}
