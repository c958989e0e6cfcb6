//! Everything the Camelot engine refuses, as kinds: moves the rules do not allow, move and
//! position texts that do not read, set-up options it does not know. Each kind has its
//! sentence in both languages; its arguments are square names, numbers and the text quoted.

use super::board::{name, Square};
use crate::game::Text;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // Moves.
    GameOver,
    /// A square of the move is not on this board.
    OffBoard,
    NoPiece(Square),
    NotYours(Square),
    /// The piece on this square ended its last move in its own castle and must leave now.
    MustLeave(Square),
    /// A piece in the enemy castle only moves to the other castle square.
    Stuck,
    NoCastleMoves,
    NotAStep(Square, Square),
    PlainAlone,
    Occupied(Square),
    /// A landing on a river square.
    River(Square),
    /// A landing on a tree.
    Tree(Square),
    OwnCastle(Square),
    CanterAfterJump,
    CanterBack(Square),
    CanterRevisit(Square),
    OnlyKnight,
    NothingToLeap(Square),
    EnemyCastleStop(Square),
    KeepJumping(Square),
    /// The side (0 White, 1 Black) must capture: a plain jump from the first square to the
    /// second is available.
    MustCapture(usize, Square, Square),
    MustJumpOut(Square),
    KnightMustCapture(Square),
    /// No more specific rule names the fault (no move the tests have found gets this).
    NotLegal,
    /// River Camelot: each side's first move plants three trees.
    MustPlant,
    /// Trees are planted only on each side's first move.
    NotPlanting,
    /// A tree on a square that is not one of the planter's planting squares (or not free).
    PlantingSquare(Square),
    /// The same square named twice in one planting.
    PlantTwice(Square),

    // Move texts.
    NotAMove(String),
    NotASquare(String),
    TooLong,
    BlackMark,
    WriteJump(Square, Square),
    WriteDash(Square, Square),

    // Position texts.
    Fields,
    UnknownVariant(String),
    /// The board needs this many ranks.
    Ranks(usize),
    /// A rank (1-based) must cover exactly this many squares.
    RankWidth(usize, usize),
    Cell(char),
    OnRiver(Square),
    Turn,
    CastleMoves,
    Leave,
    Quiet,
    /// Side 0 or 1 has more than this many Knights or Men.
    TooMany(usize, usize, usize),
    BothCastles,
    Trees,

    // Options.
    UnknownOption(String),
    UnknownBoard(String),
    NotASwitch(String),
}

const GAME_OVER: Text = crate::text!("The game is over.", "Hra skončila.");
const OFF_BOARD: Text =
    crate::text!("A square of this move is not on the board.", "Některé pole tohoto tahu není na desce.");
const NO_PIECE: Text = crate::text!("There is no piece on {0}.", "Na poli {0} není žádná figurka.");
const NOT_YOURS: Text = crate::text!("The piece on {0} is not yours.", "Figurka na poli {0} není vaše.");
const MUST_LEAVE: Text = crate::text!(
    "Your piece on {0} ended its last move in your own castle: it must leave the castle now.",
    "Vaše figurka na poli {0} skončila minulý tah ve vlastním hradu: teď z něj musí odejít."
);
const STUCK: Text = crate::text!(
    "A piece in the enemy castle never leaves it: it may only move to the other castle square.",
    "Figurka v soupeřově hradu z něj už nikdy neodejde: smí jen přejít na druhé pole hradu."
);
const NO_CASTLE_MOVES: Text =
    crate::text!("You have already made both of your castle moves.", "Oba své tahy uvnitř hradu jste už vyčerpali.");
const NOT_A_STEP: Text = crate::text!(
    "From {0} to {1} is neither a step to a neighbouring square nor a leap over one.",
    "Z pole {0} na pole {1} nevede krok na sousední pole ani skok přes sousední pole."
);
const PLAIN_ALONE: Text = crate::text!(
    "A plain move is a single step; it cannot be combined with leaps.",
    "Obyčejný pohyb je jediný krok; nelze jej spojit se skoky."
);
const OCCUPIED: Text = crate::text!("{0} is not empty.", "Pole {0} není volné.");
const RIVER: Text = crate::text!(
    "{0} is in the river: no piece may land there.",
    "Pole {0} leží v řece: žádná figurka tam nesmí přistát."
);
const TREE: Text = crate::text!(
    "A tree stands on {0}: no piece may land there.",
    "Na poli {0} stojí strom: žádná figurka tam nesmí přistát."
);
const OWN_CASTLE: Text = crate::text!("A piece may not enter its own castle by a plain move or canter, not even passing through ({0}); only a jump may enter it.", "Do vlastního hradu nesmí figurka vstoupit obyčejným pohybem ani klusem, ani jen průchodem ({0}); vstoupit do něj smí jen skokem.");
const CANTER_AFTER_JUMP: Text = crate::text!(
    "A canter cannot follow a jump: once jumping, a piece only jumps.",
    "Klus nemůže následovat po skoku: kdo začal skákat, už jen skáče."
);
const CANTER_BACK: Text =
    crate::text!("A canter may not end where it began ({0}).", "Klus nesmí skončit tam, kde začal ({0}).");
const CANTER_REVISIT: Text =
    crate::text!("A canter chain may not land on {0} a second time.", "Řada klusů nesmí přistát na poli {0} podruhé.");
const ONLY_KNIGHT: Text = crate::text!(
    "Only a Knight may canter and then jump (a Knight's charge).",
    "Klusat a potom skákat (jezdcův výpad) smí jen jezdec."
);
const NOTHING_TO_LEAP: Text =
    crate::text!("There is no piece on {0} to leap over.", "Na poli {0} není žádná figurka k přeskočení.");
const ENEMY_CASTLE_STOP: Text = crate::text!(
    "A piece that enters the enemy castle stops there ({0}).",
    "Figurka, která vstoupí do soupeřova hradu, tam zůstane ({0})."
);
const KEEP_JUMPING: Text = crate::text!(
    "After a jump the piece must keep jumping: it can still jump from {0}.",
    "Po skoku musí figurka skákat dál: z pole {0} ještě může skočit."
);
const WHITE_MUST_CAPTURE: Text =
    crate::text!("White must capture: a jump is available ({0}x{1}).", "Bílý musí brát: je možný skok ({0}x{1}).");
const BLACK_MUST_CAPTURE: Text =
    crate::text!("Black must capture: a jump is available ({0}x{1}).", "Černý musí brát: je možný skok ({0}x{1}).");
const MUST_JUMP_OUT: Text = crate::text!(
    "The piece on {0} must leave your castle by jumping: it can capture.",
    "Figurka na poli {0} musí opustit hrad skokem: může brát."
);
const KNIGHT_MUST_CAPTURE: Text = crate::text!(
    "A Knight whose canter lands on {0} could jump from there, so it must go on to capture in this move.",
    "Jezdec, jehož klus přistane na poli {0}, odtud může skočit, a proto musí v tomto tahu brát."
);
const NOT_LEGAL: Text = crate::text!("This move is not legal here.", "Tento tah zde není povolen.");
const MUST_PLANT: Text = crate::text!(
    "Your first move plants three trees: choose three of your planting squares.",
    "Váš první tah zasadí tři stromy: vyberte tři ze svých polí pro stromy."
);
const NOT_PLANTING: Text = crate::text!(
    "Trees are planted only on each side's first move.",
    "Stromy se sázejí jen prvním tahem každé strany."
);
const PLANTING_SQUARE: Text = crate::text!(
    "{0} is not a free square where you may plant a tree.",
    "Pole {0} není volné pole, kam smíte zasadit strom."
);
const PLANT_TWICE: Text = crate::text!(
    "Each tree needs a square of its own ({0} twice).",
    "Každý strom potřebuje vlastní pole ({0} dvakrát)."
);

const NOT_A_MOVE: Text = crate::rare_text!("“{0}” is not a move: write squares joined by - (plain move or canter) and x (jump), such as E6-E7, D6-D8 or C6-E6-G6-G8xE10, or trees as T:C3,F7,K8.", "„{0}“ není tah: pište pole spojená - (obyčejný pohyb nebo klus) a x (skok), například E6-E7, D6-D8 nebo C6-E6-G6-G8xE10, nebo stromy jako T:C3,F7,K8.");
const NOT_A_SQUARE: Text = crate::rare_text!("“{0}” is not a square of this board.", "„{0}“ není pole této desky.");
const TOO_LONG: Text = crate::rare_text!("A move has at most {0} landings.", "Tah má nejvýše {0} přistání.");
const BLACK_MARK: Text = crate::rare_text!(
    "“…” marks a Black move, but White is to move.",
    "„…“ označuje tah černého, ale na tahu je bílý."
);
const WRITE_JUMP: Text = crate::rare_text!(
    "The leap from {0} to {1} is a jump: write {0}x{1}.",
    "Skok z pole {0} na pole {1} bere: pište {0}x{1}."
);
const WRITE_DASH: Text = crate::rare_text!(
    "The move from {0} to {1} captures nothing: write {0}-{1}.",
    "Tah z pole {0} na pole {1} nic nebere: pište {0}-{1}."
);

const FIELDS: Text = crate::rare_text!("A Camelot position has 5 fields separated by “_”: board, turn, castle moves, leave, quiet plies (and the variant first, except for Camelot itself).", "Pozice hry Camelot má 5 polí oddělených „_“: deska, tah, tahy v hradu, odchod z hradu, klidné půltahy (a před nimi varianta, kromě samotného Camelotu).");
const UNKNOWN_VARIANT: Text = crate::rare_text!(
    "“{0}” is no variant: camelot, chivalry, cam, camette or river, each also as anti-….",
    "„{0}“ není varianta: camelot, chivalry, cam, camette nebo river, každá také jako anti-…."
);
const RANKS: Text =
    crate::rare_text!("The board needs {0} ranks separated by “.”.", "Deska potřebuje {0} řad oddělených „.“.");
const RANK_WIDTH: Text =
    crate::rare_text!("Rank {0} must cover exactly {1} squares.", "Řada {0} musí mít přesně {1} polí.");
const CELL: Text = crate::rare_text!(
    "Unexpected “{0}”: a rank holds numbers of empty squares, M K (White), m k (Black) and T (a tree).",
    "Nečekané „{0}“: řada obsahuje počty prázdných polí, M K (bílý), m k (černý) a T (strom)."
);
const ON_RIVER: Text = crate::rare_text!("Nothing can stand in the river ({0}).", "V řece nemůže nic stát ({0}).");
const TURN: Text = crate::rare_text!("The turn is w (White) or b (Black).", "Na tahu je w (bílý) nebo b (černý).");
const CASTLE_MOVES: Text = crate::rare_text!(
    "Castle moves are two digits 0 to 2: White's, then Black's (0 where castles have one square).",
    "Tahy v hradu jsou dvě číslice 0 až 2: bílého, pak černého (0, má-li hrad jen jedno pole)."
);
const LEAVE: Text = crate::rare_text!(
    "Leave is “-” or castle squares holding a piece of the castle's owner, at most one per side.",
    "Odchod z hradu je „-“ nebo pole hradu s figurkou jeho majitele, nejvýše jedno za stranu."
);
const QUIET: Text =
    crate::rare_text!("Quiet plies are a number from 0 to 100.", "Klidné půltahy jsou číslo od 0 do 100.");
const WHITE_TOO_MANY: Text = crate::rare_text!(
    "White has too many pieces: each side has at most {0} Knights and {1} Men.",
    "Bílý má příliš mnoho figurek: každá strana má nejvýše {0} jezdců a {1} pěšců."
);
const BLACK_TOO_MANY: Text = crate::rare_text!(
    "Black has too many pieces: each side has at most {0} Knights and {1} Men.",
    "Černý má příliš mnoho figurek: každá strana má nejvýše {0} jezdců a {1} pěšců."
);
const BOTH_CASTLES: Text =
    crate::rare_text!("Both castles cannot be taken at once.", "Oba hrady nemohou být obsazeny zároveň.");
const TREES: Text = crate::rare_text!("Trees: each side has planted none or three, on its own planting squares; White plants first, and the side that has not planted is to move.", "Stromy: každá strana zasadila žádný nebo tři, na svá pole pro stromy; bílý sází první a na tahu je strana, která ještě nesázela.");

const UNKNOWN_OPTION: Text = crate::rare_text!(
    "Camelot has no option “{0}” (its options are variant and anti).",
    "Camelot nemá volbu „{0}“ (jeho volby jsou variant a anti)."
);
const UNKNOWN_BOARD: Text = crate::rare_text!(
    "“{0}” is no board: camelot, chivalry, cam, camette or river.",
    "„{0}“ není deska: camelot, chivalry, cam, camette nebo river."
);
const NOT_A_SWITCH: Text =
    crate::rare_text!("“{0}” is neither on nor off.", "„{0}“ není ani on (zapnuto), ani off (vypnuto).");

impl crate::game::Refusal for Refusal {
    fn text(&self) -> &'static Text {
        use Refusal::*;
        match self {
            GameOver => &GAME_OVER,
            OffBoard => &OFF_BOARD,
            NoPiece(_) => &NO_PIECE,
            NotYours(_) => &NOT_YOURS,
            MustLeave(_) => &MUST_LEAVE,
            Stuck => &STUCK,
            NoCastleMoves => &NO_CASTLE_MOVES,
            NotAStep(..) => &NOT_A_STEP,
            PlainAlone => &PLAIN_ALONE,
            Occupied(_) => &OCCUPIED,
            River(_) => &RIVER,
            Tree(_) => &TREE,
            OwnCastle(_) => &OWN_CASTLE,
            CanterAfterJump => &CANTER_AFTER_JUMP,
            CanterBack(_) => &CANTER_BACK,
            CanterRevisit(_) => &CANTER_REVISIT,
            OnlyKnight => &ONLY_KNIGHT,
            NothingToLeap(_) => &NOTHING_TO_LEAP,
            EnemyCastleStop(_) => &ENEMY_CASTLE_STOP,
            KeepJumping(_) => &KEEP_JUMPING,
            MustCapture(0, ..) => &WHITE_MUST_CAPTURE,
            MustCapture(..) => &BLACK_MUST_CAPTURE,
            MustJumpOut(_) => &MUST_JUMP_OUT,
            KnightMustCapture(_) => &KNIGHT_MUST_CAPTURE,
            NotLegal => &NOT_LEGAL,
            MustPlant => &MUST_PLANT,
            NotPlanting => &NOT_PLANTING,
            PlantingSquare(_) => &PLANTING_SQUARE,
            PlantTwice(_) => &PLANT_TWICE,
            NotAMove(_) => &NOT_A_MOVE,
            NotASquare(_) => &NOT_A_SQUARE,
            TooLong => &TOO_LONG,
            BlackMark => &BLACK_MARK,
            WriteJump(..) => &WRITE_JUMP,
            WriteDash(..) => &WRITE_DASH,
            Fields => &FIELDS,
            UnknownVariant(_) => &UNKNOWN_VARIANT,
            Ranks(_) => &RANKS,
            RankWidth(..) => &RANK_WIDTH,
            Cell(_) => &CELL,
            OnRiver(_) => &ON_RIVER,
            Turn => &TURN,
            CastleMoves => &CASTLE_MOVES,
            Leave => &LEAVE,
            Quiet => &QUIET,
            TooMany(0, ..) => &WHITE_TOO_MANY,
            TooMany(..) => &BLACK_TOO_MANY,
            BothCastles => &BOTH_CASTLES,
            Trees => &TREES,
            UnknownOption(_) => &UNKNOWN_OPTION,
            UnknownBoard(_) => &UNKNOWN_BOARD,
            NotASwitch(_) => &NOT_A_SWITCH,
        }
    }

    fn args(&self) -> Vec<String> {
        use Refusal::*;
        match self {
            NoPiece(a) | NotYours(a) | MustLeave(a) | Occupied(a) | River(a) | Tree(a) | OwnCastle(a)
            | CanterBack(a) | CanterRevisit(a) | NothingToLeap(a) | EnemyCastleStop(a) | KeepJumping(a)
            | MustJumpOut(a) | KnightMustCapture(a) | PlantingSquare(a) | PlantTwice(a) | OnRiver(a) => {
                vec![name(*a)]
            }
            NotAStep(a, b) | WriteJump(a, b) | WriteDash(a, b) | MustCapture(_, a, b) => vec![name(*a), name(*b)],
            NotAMove(t) | NotASquare(t) | UnknownVariant(t) | UnknownOption(t) | UnknownBoard(t) | NotASwitch(t) => {
                vec![t.clone()]
            }
            TooLong => vec![super::moves::MAX_LANDINGS.to_string()],
            Ranks(n) => vec![n.to_string()],
            RankWidth(rank, count) => vec![rank.to_string(), count.to_string()],
            Cell(c) => vec![c.to_string()],
            TooMany(_, knights, men) => vec![knights.to_string(), men.to_string()],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Lang, Refusal as _};

    /// Every kind says something in both languages, with every placeholder filled.
    #[test]
    fn every_kind_renders_in_both_languages() {
        use Refusal::*;
        let (a, b) = (40, 42);
        let all = [
            GameOver,
            OffBoard,
            NoPiece(a),
            NotYours(a),
            MustLeave(a),
            Stuck,
            NoCastleMoves,
            NotAStep(a, b),
            PlainAlone,
            Occupied(a),
            River(a),
            Tree(a),
            OwnCastle(a),
            CanterAfterJump,
            CanterBack(a),
            CanterRevisit(a),
            OnlyKnight,
            NothingToLeap(a),
            EnemyCastleStop(a),
            KeepJumping(a),
            MustCapture(0, a, b),
            MustCapture(1, a, b),
            MustJumpOut(a),
            KnightMustCapture(a),
            NotLegal,
            MustPlant,
            NotPlanting,
            PlantingSquare(a),
            PlantTwice(a),
            NotAMove("x".into()),
            NotASquare("Z9".into()),
            TooLong,
            BlackMark,
            WriteJump(a, b),
            WriteDash(a, b),
            Fields,
            UnknownVariant("v".into()),
            Ranks(16),
            RankWidth(3, 10),
            Cell('q'),
            OnRiver(a),
            Turn,
            CastleMoves,
            Leave,
            Quiet,
            TooMany(0, 4, 10),
            TooMany(1, 4, 10),
            BothCastles,
            Trees,
            UnknownOption("o".into()),
            UnknownBoard("b".into()),
            NotASwitch("s".into()),
        ];
        // What a move on the board meets is said in play, so its words come with the page;
        // what only a text meets (a move, position or option written out) is rare
        // (`rare_text!`: the page fetches those words once idle).
        let texts = all.iter().position(|r| matches!(r, NotAMove(_))).expect("listed");
        for (i, kind) in all.into_iter().enumerate() {
            assert_eq!(crate::game::words::is_rare_text(kind.text()), i >= texts, "{kind:?}");
            for lang in Lang::ALL {
                let words = kind.render(lang);
                assert!(!words.is_empty() && !words.contains('{') && !words.contains('?'), "{kind:?}: {words}");
            }
        }
    }
}
