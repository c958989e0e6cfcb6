//! Everything The Drake refuses — a move, a position or move text, a set-up option, a variant —
//! as kinds, each with its words in both languages.

use super::board::{name, Square};
use crate::game::Text;

/// Why The Drake refuses something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // Moves.
    GameOver,
    StackEmpty,
    /// A square (by its name) that is not on this board.
    OffBoard(String),
    Mountain(Square),
    NotEmpty(Square),
    /// A leader goes on this row (1-based).
    LeaderRow(u8),
    GuardSquare,
    NextToOwn,
    OnlyPlacing,
    NoTroop(Square),
    NotYours(Square),
    CannotReach(Square, Square),
    CannotStrike(Square, Square),
    NothingToCapture(Square),
    /// The enemy's protect token marks the square.
    Protected(Square),
    /// The troop on the square stands on a dread mark of the enemy.
    Dreaded(Square),
    /// The troop arrived on this fortress last ply and cannot be captured now.
    Fortress(Square),
    BombOnTop,
    NoBomb,
    NoBombTarget(Square),
    /// The troop on the first square cannot command the second troop to the third square.
    CannotCommand(Square, Square, Square),
    NotAMove(String),
    // Position texts.
    Fields,
    Size(String),
    Rows(usize),
    RowWidth(usize),
    Cell(String),
    Turn,
    Phase,
    Stack,
    /// More troops of this kind (its letter) than the variant's stacks hold.
    TooMany(char),
    Quiet,
    HiddenFlag,
    Extras(String),
    PhaseMismatch,
    NoLeaders,
    LeaderRowFull,
    /// Two troops of one player are marked as the leader.
    LeaderMarks,
    // Setups (the position editor).
    /// A variant beyond a board size, mountains and the standard stacks.
    SetupVariant,
    /// The board of a set-up in the opening holds more, or other, than has been placed.
    OpeningBoard,
    // Set-up options.
    UnknownOption(String),
    BadSwitch(String),
    BadSeed(String),
    BadSquares(String),
    /// Row (1-based) has no free square for a leader.
    RowBlocked(u8),
    UnknownVariant(String),
    // Variant texts.
    Version,
    Section(String),
    Overlap(Square),
    FlagSquares,
    FlagOnMountain(Square),
    FlagsTogether,
    StackSize(usize),
    BombLeader,
    BombGuard,
    UnknownTroop(char),
    TooManyTroops,
    LetterTaken(char),
    TroopText(String),
    BadName(String),
    ActionLetter(String),
    OffGrid(String),
    NotThere(String),
    Twice(String),
    Mode(String),
    Repeated(String),
}

impl crate::game::Refusal for Refusal {
    fn text(&self) -> &'static Text {
        use Refusal::*;
        match self {
            GameOver => &crate::text!("The game is over.", "Hra skončila."),
            StackEmpty => &crate::text!("Your stack is empty.", "Váš zásobník je prázdný."),
            OffBoard(_) => &crate::text!("{0} is not on the board.", "Pole {0} není na desce."),
            Mountain(_) => &crate::text!("{0} is a mountain.", "Na poli {0} je hora."),
            NotEmpty(_) => &crate::text!("{0} is not empty.", "Pole {0} není volné."),
            LeaderRow(_) => &crate::text!("Your leader goes on row {0}.", "Vůdce se staví do řady {0}."),
            GuardSquare => &crate::text!(
                "A guard goes on a free square next to your leader.",
                "Stráž se staví na volné pole vedle vůdce."
            ),
            NextToOwn => &crate::text!(
                "A new troop goes on a free square next to one of your troops.",
                "Nová jednotka se staví na volné pole vedle některé vaší jednotky."
            ),
            OnlyPlacing => &crate::text!(
                "Troops cannot act before the leaders and guards are placed.",
                "Než jsou postaveni vůdci a stráže, jednotky netáhnou."
            ),
            NoTroop(_) => &crate::text!("There is no troop on {0}.", "Na poli {0} není jednotka."),
            NotYours(_) => &crate::text!("The troop on {0} is not yours.", "Jednotka na poli {0} není vaše."),
            CannotReach(..) => {
                &crate::text!("The troop on {0} cannot move to {1} now.", "Jednotka z pole {0} teď nemůže na pole {1}.")
            }
            CannotStrike(..) => {
                &crate::text!("The troop on {0} cannot strike {1} now.", "Jednotka z pole {0} teď nemůže udeřit na pole {1}.")
            }
            NothingToCapture(_) => &crate::text!("There is nothing to capture on {0}.", "Na poli {0} není co brát."),
            Protected(_) => &crate::text!(
                "{0} is protected by an enemy troop: you cannot enter it.",
                "Pole {0} chrání nepřátelská jednotka: nelze na něj vstoupit."
            ),
            Dreaded(_) => &crate::text!(
                "The troop on {0} stands in dread of an enemy troop and cannot move off its square.",
                "Jednotka na poli {0} je v děsu z nepřátelské jednotky a nemůže se hnout z místa."
            ),
            Fortress(_) => &crate::text!(
                "The troop on {0} has just entered a fortress: it cannot be captured this move.",
                "Jednotka na poli {0} právě vstoupila do pevnosti: tento tah ji nelze zajmout."
            ),
            BombOnTop => &crate::text!(
                "A bomb is on top of your stack: detonate it (it cannot be placed).",
                "Na vrcholu zásobníku je bomba: odpalte ji (nelze ji postavit)."
            ),
            NoBomb => &crate::text!("There is no bomb on top of your stack.", "Na vrcholu vašeho zásobníku není bomba."),
            NoBombTarget(_) => &crate::text!(
                "The bomb takes an enemy troop other than the leader next to one of your troops, not {0}.",
                "Bomba zničí nepřátelskou jednotku (ne vůdce) vedle některé vaší jednotky, ne na poli {0}."
            ),
            CannotCommand(..) => &crate::text!(
                "The troop on {0} cannot command the troop on {1} to {2} now.",
                "Jednotka z pole {0} teď nemůže poslat jednotku z pole {1} na pole {2}."
            ),
            NotAMove(_) => &crate::rare_text!(
                "“{0}” is not a move: write @b2 to place, a2-a3 to move, a2xa3 to capture, a2*b4 to strike, b2:a3-c3 to command, !c3 to detonate.",
                "„{0}“ není tah: pište @b2 pro postavení, a2-a3 pro tah, a2xa3 pro braní, a2*b4 pro úder, b2:a3-c3 pro rozkaz, !c3 pro odpálení bomby."
            ),
            Fields => &crate::rare_text!(
                "A Drake position has 7 or 8 fields separated by “_”: size (or variant), board, turn, phase, two stacks, quiet plies[, h or extras].",
                "Pozice hry Drake má 7 nebo 8 polí oddělených „_“: velikost (nebo varianta), deska, tah, fáze, dva zásobníky, klidné půltahy[, h nebo doplňky]."
            ),
            Size(_) => &crate::rare_text!("The board size must be 3 to 8, not “{0}”.", "Velikost desky musí být 3 až 8, ne „{0}“."),
            Rows(_) => &crate::rare_text!("The board needs {0} rows separated by “.”.", "Deska potřebuje {0} řad oddělených „.“."),
            RowWidth(_) => &crate::rare_text!("This row must cover exactly {0} squares.", "Tato řada musí mít přesně {0} polí."),
            Cell(_) => &crate::rare_text!(
                "Unexpected “{0}”: a row holds digits, x (mountain) or b/o plus a troop letter (B/O for the leader).",
                "Nečekané „{0}“: řada obsahuje číslice, x (hora) nebo b/o a písmeno jednotky (B/O pro vůdce)."
            ),
            Turn => &crate::rare_text!("The turn is b (Blue) or o (Orange).", "Na tahu je b (modrý) nebo o (oranžový)."),
            Phase => &crate::rare_text!("The phase is L, G0 to G3 or M.", "Fáze je L, G0 až G3 nebo M."),
            Stack => &crate::rare_text!(
                "A stack is troop letters (and * for a bomb), top first, or “-” when empty.",
                "Zásobník jsou písmena jednotek (a * pro bombu) od vrchu, nebo „-“, je-li prázdný."
            ),
            TooMany(_) => &crate::rare_text!(
                "There are more troops of kind {0} than the stacks hold at the start.",
                "Jednotek druhu {0} je víc, než měly zásobníky na začátku."
            ),
            Quiet => &crate::rare_text!("Quiet plies are a number from 0 to 100.", "Klidné půltahy jsou číslo od 0 do 100."),
            HiddenFlag => &crate::rare_text!("The only flag is h (hidden stack).", "Jediný příznak je h (skrytý zásobník)."),
            Extras(_) => &crate::rare_text!(
                "“{0}” is not a part of a variant's position: f<square><square> (flags), p<square> (fortress), r<number> (draws).",
                "„{0}“ není část pozice varianty: f<pole><pole> (vlajky), p<pole> (pevnost), r<číslo> (losování)."
            ),
            PhaseMismatch => &crate::rare_text!(
                "The board and stacks do not fit the phase and turn.",
                "Deska a zásobníky neodpovídají fázi a tahu."
            ),
            NoLeaders => &crate::rare_text!("Both leaders are missing.", "Chybí oba vůdci."),
            LeaderRowFull => &crate::rare_text!(
                "The leader row of the player to move has no free square.",
                "Řada vůdce hráče na tahu nemá volné pole."
            ),
            LeaderMarks => &crate::rare_text!("A player has two leaders marked.", "Hráč má označené dva vůdce."),
            SetupVariant => &crate::rare_text!(
                "The editor sets up The Drake on a plain board with mountains; this variant it cannot edit.",
                "Editor staví Draka na obyčejné desce s horami; tuto variantu upravit neumí."
            ),
            OpeningBoard => &crate::rare_text!(
                "In the opening the board holds only what has been placed, face up: Blue's leader on row 1, then Orange's on the last row, then the guards (Blue, Orange, Blue, Orange) each next to its leader. Choose the middle game to set up anything else.",
                "V zahájení stojí na desce jen to, co už bylo postaveno, lícem nahoru: vůdce modrého v řadě 1, pak vůdce oranžového v poslední řadě, pak stráže (modrý, oranžový, modrý, oranžový) vedle svého vůdce. Cokoli jiného postavíte ve střední hře."
            ),
            UnknownOption(_) => &crate::rare_text!(
                "Unknown option “{0}” for The Drake (size, mountains, random-stack, hidden-stack, drawn-stack, seed, variant, fortresses, flags, stack, blue-stack, orange-stack, troop, random-variant).",
                "Neznámá volba „{0}“ pro The Drake (size, mountains, random-stack, hidden-stack, drawn-stack, seed, variant, fortresses, flags, stack, blue-stack, orange-stack, troop, random-variant)."
            ),
            BadSwitch(_) => &crate::rare_text!("“{0}” is not on or off.", "„{0}“ není on ani off."),
            BadSeed(_) => &crate::rare_text!("The seed must be a whole number, not “{0}”.", "Semínko musí být celé číslo, ne „{0}“."),
            BadSquares(_) => &crate::rare_text!(
                "“{0}” is not a square (write squares like b2,d3, or none).",
                "„{0}“ není pole (pište pole jako b2,d3, nebo none)."
            ),
            RowBlocked(_) => &crate::rare_text!(
                "Row {0} has no free square: a leader would have nowhere to stand.",
                "Řada {0} nemá volné pole: vůdce by neměl kam stoupnout."
            ),
            UnknownVariant(_) => &crate::rare_text!(
                "“{0}” is neither a variant text (v1-…) nor the name of a ready-made variant.",
                "„{0}“ není text varianty (v1-…) ani název připravené varianty."
            ),
            Version => &crate::rare_text!(
                "A variant text starts with its version: v1.",
                "Text varianty začíná svou verzí: v1."
            ),
            Section(_) => &crate::rare_text!(
                "“{0}” is not a part of a variant: a size 3–8, m (mountains), f (fortresses), g (flags), s, b, o (stacks), r, d, h (stack mode), t (a troop), n (a name).",
                "„{0}“ není část varianty: velikost 3–8, m (hory), f (pevnosti), g (vlajky), s, b, o (zásobníky), r, d, h (režim zásobníku), t (jednotka), n (název)."
            ),
            Overlap(_) => &crate::rare_text!(
                "{0} cannot be a mountain and a fortress at once.",
                "Pole {0} nemůže být zároveň hora a pevnost."
            ),
            FlagSquares => &crate::rare_text!(
                "Flags are g alone (the usual squares) or g and two squares: Blue's flag, Orange's flag.",
                "Vlajky jsou samotné g (obvyklá pole) nebo g a dvě pole: vlajka modrého, vlajka oranžového."
            ),
            FlagOnMountain(_) => &crate::rare_text!("A flag cannot lie on the mountain {0}.", "Vlajka nemůže ležet na hoře {0}."),
            FlagsTogether => &crate::rare_text!("The two flags need two squares.", "Obě vlajky potřebují dvě různá pole."),
            StackSize(_) => &crate::rare_text!(
                "A stack holds 3 to 12 items, not {0}.",
                "Zásobník má 3 až 12 položek, ne {0}."
            ),
            BombLeader => &crate::rare_text!("A bomb cannot be the leader.", "Bomba nemůže být vůdcem."),
            BombGuard => &crate::rare_text!(
                "The two guards after the leader must be troops, not bombs.",
                "Dvě stráže po vůdci musí být jednotky, ne bomby."
            ),
            UnknownTroop(_) => &crate::rare_text!(
                "There is no troop with the letter {0} in this variant.",
                "V této variantě není jednotka s písmenem {0}."
            ),
            TooManyTroops => &crate::rare_text!(
                "A variant defines at most 15 troops of its own.",
                "Varianta definuje nejvýše 15 vlastních jednotek."
            ),
            LetterTaken(_) => &crate::rare_text!(
                "The letter {0} is taken: a troop of your own needs a letter of its own.",
                "Písmeno {0} je obsazené: vlastní jednotka potřebuje vlastní písmeno."
            ),
            TroopText(_) => &crate::rare_text!(
                "“{0}” is not a troop: write t, its letter, then .name.face.back.",
                "„{0}“ není jednotka: pište t, její písmeno, pak .název.líc.rub."
            ),
            BadName(_) => &crate::rare_text!(
                "“{0}” is not a name: 1 to 20 letters, digits and spaces.",
                "„{0}“ není název: 1 až 20 písmen, číslic a mezer."
            ),
            ActionLetter(_) => &crate::rare_text!(
                "“{0}” is not an action: S shift, L slide, X strike, J jump, V jump-slide, C command, P protect, D dread.",
                "„{0}“ není akce: S krok, L posun, X úder, J skok, V skok s posunem, C rozkaz, P ochrana, D děs."
            ),
            OffGrid(_) => &crate::rare_text!(
                "“{0}” is off the 5×5 grid around the troop (a1 to e5, the troop on c3).",
                "„{0}“ je mimo mřížku 5×5 kolem jednotky (a1 až e5, jednotka na c3)."
            ),
            NotThere(_) => &crate::rare_text!(
                "An action cannot point at “{0}”: shifts and slides reach the 8 neighbours, jump-slides two squares along a line, nothing points at the troop itself.",
                "Akce nemůže mířit na „{0}“: krok a posun sahají na 8 sousedů, skok s posunem o dvě pole po přímce, nic nemíří na jednotku samotnou."
            ),
            Twice(_) => &crate::rare_text!("“{0}” is on this side twice.", "„{0}“ je na této straně dvakrát."),
            Repeated(_) => &crate::rare_text!("“{0}” repeats a part given before.", "„{0}“ opakuje část, která už byla zadána."),
            Mode(_) => &crate::rare_text!(
                "“{0}” is not a stack mode: r (random), d (drawn), each optionally followed by h (hidden), or h alone.",
                "„{0}“ není režim zásobníku: r (náhodný), d (losovaný), případně s h (skrytý), nebo samotné h."
            ),
        }
    }

    fn args(&self) -> Vec<String> {
        use Refusal::*;
        match self {
            Mountain(s) | NotEmpty(s) | NoTroop(s) | NotYours(s) | NothingToCapture(s) | Protected(s) | Dreaded(s)
            | Fortress(s) | NoBombTarget(s) | Overlap(s) | FlagOnMountain(s) => vec![name(*s)],
            CannotReach(a, b) | CannotStrike(a, b) => vec![name(*a), name(*b)],
            CannotCommand(a, b, c) => vec![name(*a), name(*b), name(*c)],
            OffBoard(s) | NotAMove(s) | Size(s) | Cell(s) | Extras(s) | UnknownOption(s) | BadSwitch(s)
            | BadSeed(s) | BadSquares(s) | UnknownVariant(s) | Section(s) | TroopText(s) | BadName(s)
            | ActionLetter(s) | OffGrid(s) | NotThere(s) | Twice(s) | Mode(s) | Repeated(s) => vec![s.clone()],
            LeaderRow(r) | RowBlocked(r) => vec![r.to_string()],
            Rows(n) | RowWidth(n) | StackSize(n) => vec![n.to_string()],
            TooMany(c) | UnknownTroop(c) | LetterTaken(c) => vec![c.to_string()],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Refusal::{self, *};
    use crate::game::{Lang, Refusal as _};

    /// One refusal of each kind; the match below stops compiling when a kind is added
    /// without being listed here.
    fn every_kind() -> Vec<Refusal> {
        let s = || "x".to_string();
        let all = vec![
            GameOver,
            StackEmpty,
            OffBoard(s()),
            Mountain(1),
            NotEmpty(1),
            LeaderRow(1),
            GuardSquare,
            NextToOwn,
            OnlyPlacing,
            NoTroop(1),
            NotYours(1),
            CannotReach(1, 2),
            CannotStrike(1, 2),
            NothingToCapture(1),
            Protected(1),
            Dreaded(1),
            Fortress(1),
            BombOnTop,
            NoBomb,
            NoBombTarget(1),
            CannotCommand(1, 2, 3),
            NotAMove(s()),
            Fields,
            Size(s()),
            Rows(4),
            RowWidth(4),
            Cell(s()),
            Turn,
            Phase,
            Stack,
            TooMany('D'),
            Quiet,
            HiddenFlag,
            Extras(s()),
            PhaseMismatch,
            NoLeaders,
            LeaderRowFull,
            LeaderMarks,
            SetupVariant,
            OpeningBoard,
            UnknownOption(s()),
            BadSwitch(s()),
            BadSeed(s()),
            BadSquares(s()),
            RowBlocked(1),
            UnknownVariant(s()),
            Version,
            Section(s()),
            Overlap(1),
            FlagSquares,
            FlagOnMountain(1),
            FlagsTogether,
            StackSize(2),
            BombLeader,
            BombGuard,
            UnknownTroop('Q'),
            TooManyTroops,
            LetterTaken('D'),
            TroopText(s()),
            BadName(s()),
            ActionLetter(s()),
            OffGrid(s()),
            NotThere(s()),
            Twice(s()),
            Mode(s()),
            Repeated(s()),
        ];
        for r in &all {
            match r {
                GameOver | StackEmpty | OffBoard(_) | Mountain(_) | NotEmpty(_) | LeaderRow(_) | GuardSquare
                | NextToOwn | OnlyPlacing | NoTroop(_) | NotYours(_) | CannotReach(..) | CannotStrike(..)
                | NothingToCapture(_) | Protected(_) | Dreaded(_) | Fortress(_) | BombOnTop | NoBomb
                | NoBombTarget(_) | CannotCommand(..) | NotAMove(_) | Fields | Size(_) | Rows(_) | RowWidth(_)
                | Cell(_) | Turn | Phase | Stack | TooMany(_) | Quiet | HiddenFlag | Extras(_) | PhaseMismatch
                | NoLeaders | LeaderRowFull | LeaderMarks | SetupVariant | OpeningBoard | UnknownOption(_)
                | BadSwitch(_) | BadSeed(_) | BadSquares(_) | RowBlocked(_) | UnknownVariant(_) | Version
                | Section(_) | Overlap(_) | FlagSquares | FlagOnMountain(_) | FlagsTogether | StackSize(_)
                | BombLeader | BombGuard | UnknownTroop(_) | TooManyTroops | LetterTaken(_) | TroopText(_)
                | BadName(_) | ActionLetter(_) | OffGrid(_) | NotThere(_) | Twice(_) | Mode(_) | Repeated(_) => {}
            }
        }
        all
    }

    /// What a move on the board meets is said in play, so its words come with the page; what
    /// only a text meets (a move, position, option or variant written out) is rare
    /// (`rare_text!`: the page fetches those words once idle).
    #[test]
    fn only_what_a_text_meets_is_rare() {
        let all = every_kind();
        let texts = all.iter().position(|r| matches!(r, NotAMove(_))).expect("listed");
        for (i, r) in all.iter().enumerate() {
            assert_eq!(crate::game::words::is_rare_text(r.text()), i >= texts, "{r:?}");
        }
    }

    #[test]
    fn every_kind_has_words_in_both_languages_with_every_argument() {
        for r in every_kind() {
            for lang in Lang::ALL {
                let words = r.render(lang);
                assert!(
                    !words.is_empty() && !words.contains("{") && !words.contains('?'),
                    "{r:?} in {lang:?}: {words}"
                );
            }
            assert_ne!(r.text().en, r.text().cs, "{r:?} is not translated");
        }
    }
}
