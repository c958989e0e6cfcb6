//! The rules of Drakoburg, in short, with a diagram of every piece's moves, of promotion and of
//! the reinforcement.

use super::diagrams;
use crate::game::{Lang, Text};
use crate::games::drakoburg::Piece;
use crate::view::help::HelpSection;
use crate::view::scene::Scene;
use crate::view::theme::Theme;

macro_rules! piece_diagram {
    ($name:ident, $piece:expr) => {
        fn $name(scene: &mut Scene, theme: &Theme, lang: Lang) {
            diagrams::piece(scene, theme, lang, $piece)
        }
    };
}
piece_diagram!(kopinik, Piece::Kopinik);
piece_diagram!(lukostrelec, Piece::Lukostrelec);
piece_diagram!(zbrojnos, Piece::Zbrojnos);
piece_diagram!(panos, Piece::Panos);
piece_diagram!(turkopol, Piece::Turkopol);
piece_diagram!(tezkoodenec, Piece::Tezkoodenec);

fn section(title: &'static Text, body: &'static Text, diagram: Option<crate::view::help::DrawDiagram>) -> HelpSection {
    HelpSection { title, body, diagram }
}

pub fn sections() -> Vec<HelpSection> {
    vec![
        section(
            &crate::text!("Goal", "Cíl hry"),
            &crate::text!("Dragon chess on a 7×7 board for two players, White and Black, with twelve pieces each. The king piece is the Těžkooděnec (T), and a side may come to have more than one. A side with no Těžkooděnec left loses.", "Dračí šachy na desce 7×7 pro dva hráče, bílého a černého, každý s dvanácti kameny. Královským kamenem je Těžkooděnec (T) a hráč jich může mít i víc. Kdo už nemá žádného Těžkooděnce, prohrává."),
            None,
        ),
        section(
            &crate::text!("A move", "Tah"),
            &crate::text!("White begins. Drag a piece to a lit square, or click it and then the square; with the keyboard: arrows, Enter, Esc. Dots are free squares, rings are captures: a piece that ends its move on an enemy piece takes it. Every piece except the Kopiník may also step one square in any direction (the king step). Riding pieces stop at the first occupied square and never jump.", "Začíná bílý. Přetáhněte kámen na označené pole, nebo na něj klepněte a pak na pole; klávesnicí: šipky, Enter, Esc. Tečky jsou volná pole, kroužky braní: kámen, který skončí tah na nepřátelském kameni, ho bere. Každý kámen kromě Kopiníka smí také táhnout o jedno pole libovolným směrem (královský krok). Jezdící kameny se zastaví na prvním obsazeném poli a nikdy nepřeskakují."),
            None,
        ),
        section(
            &crate::text!("Kopiník (pikeman) — P, value 1", "Kopiník — P, hodnota 1"),
            &crate::text!("One square straight forward or diagonally forward, to a free square or onto an enemy piece: it moves and takes alike. No king step, no double step. Black's Kopiníks go down the board.", "O jedno pole rovně vpřed nebo šikmo vpřed, na volné pole nebo na nepřátelský kámen: táhne i bere stejně. Nemá královský krok ani dvojkrok. Černí Kopiníci táhnou dolů po desce."),
            Some(kopinik),
        ),
        section(
            &crate::text!("Lukostřelec (archer) — S, value 3", "Lukostřelec — S, hodnota 3"),
            &crate::text!("Any number of squares diagonally, like a bishop, and the king step.", "Libovolně daleko šikmo, jako střelec, a královský krok."),
            Some(lukostrelec),
        ),
        section(
            &crate::text!("Zbrojnoš (man-at-arms) — Z, value 5", "Zbrojnoš — Z, hodnota 5"),
            &crate::text!("Any number of squares straight, like a rook, and the king step.", "Libovolně daleko rovně, jako věž, a královský krok."),
            Some(zbrojnos),
        ),
        section(
            &crate::text!("Panoš (squire) — A, value 6", "Panoš — A, hodnota 6"),
            &crate::text!("One square straight to a free square, then on at least one square diagonally outward, along either diagonal leading away from where it started (the lines); or a knight's leap over anything (the rings); and the king step.", "O jedno pole rovně na volné pole a pak dál alespoň o jedno pole šikmo ven, po kterékoli z obou úhlopříček vedoucích od výchozího pole (čáry); nebo jezdcův skok přes cokoli (kroužky); a královský krok."),
            Some(panos),
        ),
        section(
            &crate::text!("Turkopol (turcopole) — U, value 7", "Turkopol — U, hodnota 7"),
            &crate::text!("One square diagonally to a free square, then on at least one square straight outward, along either line leading away from where it started (the lines); or a knight's leap over anything (the rings); and the king step.", "O jedno pole šikmo na volné pole a pak dál alespoň o jedno pole rovně ven, po kterékoli z obou přímek vedoucích od výchozího pole (čáry); nebo jezdcův skok přes cokoli (kroužky); a královský krok."),
            Some(turkopol),
        ),
        section(
            &crate::text!("Těžkooděnec (heavy knight) — T, the king", "Těžkooděnec — T, král"),
            &crate::text!("A leap of exactly two squares straight or diagonally, over anything (the rings), and the king step. It is worth more than everything else. A Těžkooděnec never attacks or takes an enemy Těžkooděnec and may stand next to one.", "Skok o právě dvě pole rovně nebo šikmo, přes cokoli (kroužky), a královský krok. Má větší cenu než všechno ostatní. Těžkooděnec nikdy neohrožuje ani nebere nepřátelského Těžkooděnce a smí stát vedle něj."),
            Some(tezkoodenec),
        ),
        section(
            &crate::text!("Check and mate", "Šach a mat"),
            &crate::text!("A Těžkooděnec is in check when an enemy piece other than a Těžkooděnec could move onto its square: it glows red. No move may leave one of your own in check.\n\nMate: the player to move has a Těžkooděnec in check and no legal move. Then each of their Těžkooděnci in check is removed (the mating move is marked #). Without a Těžkooděnec they lose; with one left they play on.", "Těžkooděnec je v šachu, když by na jeho pole mohl táhnout nepřátelský kámen jiný než Těžkooděnec: svítí červeně. Žádný tah nesmí nechat vlastního Těžkooděnce v šachu.\n\nMat: hráč na tahu má Těžkooděnce v šachu a žádný možný tah. Pak se z desky odstraní každý jeho Těžkooděnec v šachu (matový tah je označen #). Bez Těžkooděnce prohrává; zbyl-li mu nějaký, hraje dál."),
            None,
        ),
        section(
            &crate::text!("Promotion", "Povýšení"),
            &crate::text!("A Kopiník that reaches the opponent's pawn start rank (rank 6 for White, rank 2 for Black) turns at once into the piece of its file: a Zbrojnoš, b and c Lukostřelec, d Těžkooděnec, e and f Panoš, g Turkopol. Nothing to choose: it happens by itself.", "Kopiník, který dojde na výchozí řadu soupeřových Kopiníků (bílý na řadu 6, černý na řadu 2), se hned promění v kámen svého sloupce: a Zbrojnoš, b a c Lukostřelec, d Těžkooděnec, e a f Panoš, g Turkopol. Není co volit: stane se to samo."),
            Some(diagrams::promotion),
        ),
        section(
            &crate::text!("Reinforcement (sequix)", "Posila (sequix)"),
            &crate::text!("The start squares of each side's T, U and Z are its castles (the battlements). A piece that ends its move on an enemy castle brings its side a new Kopiník on a free square of its own pawn start rank (the band). Drop the piece, then click one of the lit squares with a ghost Kopiník (or drag on to one); Esc takes the whole move back. If that rank is full, nothing is added.", "Výchozí pole T, U a Z každé strany jsou její hrady (cimbuří). Kámen, který skončí tah na nepřátelském hradu, přivede své straně nového Kopiníka na volné pole vlastní výchozí řady Kopiníků (pruh). Pusťte kámen a pak klepněte na jedno z označených polí s průsvitným Kopiníkem (nebo na něj táhněte dál); Esc vrátí celý tah. Je-li ta řada plná, nic nepřibude."),
            Some(diagrams::reinforcement),
        ),
        section(
            &crate::text!("The end", "Konec"),
            &crate::text!("A side with no Těžkooděnec left loses. A draw: the player to move has no legal move and no check (stalemate), or still none after a mate; the same position for the third time; 50 moves by each side with no capture, no Kopiník move and no promotion.", "Strana bez Těžkooděnce prohrává. Remíza: hráč na tahu nemá žádný tah a není v šachu (pat), nebo nemá tah ani po matu; potřetí stejná pozice; 50 tahů každé strany bez braní, bez tahu Kopiníkem a bez povýšení."),
            None,
        ),
    ]
}
