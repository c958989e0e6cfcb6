//! The rules of Camelot in short (rules/camelot.md) and of its variants
//! (rules/camelot-variants.md), with diagrams drawn by the renderer: each board at its start.

use super::diagrams;
use crate::view::help::HelpSection;

pub fn sections() -> Vec<HelpSection> {
    vec![
        HelpSection {
            title: &crate::text!("Goal", "Cíl hry"),
            body: &crate::text!("Two players, White and Black, each command 4 Knights and 10 Men on a board of 160 squares. You win by moving two of your pieces into the enemy castle (the two crenellated squares at the far end), by capturing all the enemy pieces while keeping at least two of your own, or when your opponent has no legal move. White moves first.", "Dva hráči, bílý a černý, velí každý 4 jezdcům a 10 pěšcům na desce se 160 poli. Vyhrává, kdo dostane dvě své figurky do soupeřova hradu (dvě pole s cimbuřím na protějším konci), kdo zajme všechny soupeřovy figurky a sám si ponechá aspoň dvě, nebo když soupeř nemá žádný povolený tah. Začíná bílý."),
            diagram: Some(diagrams::whole_board),
        },
        HelpSection {
            title: &crate::text!("Pieces", "Figurky"),
            body: &crate::text!("A Man is a plain round stone; a Knight's stone bears a horse's head. Both move in the same ways: a plain move, a canter or a jump. Only a Knight may charge.", "Pěšec je hladký kulatý kámen, jezdcův kámen nese koňskou hlavu. Obě figurky táhnou stejně: obyčejným tahem, klusem nebo skokem. Jen jezdec smí provést výpad."),
            diagram: Some(diagrams::pieces),
        },
        HelpSection {
            title: &crate::text!("Plain move and canter", "Obyčejný tah a klus"),
            body: &crate::text!("A plain move is one step in any of the eight directions to an empty square.\n\nA canter leaps over a piece of your own next to it, to the empty square just beyond; the piece leapt stays. Canters may be chained in one move, turning after each leap, but never landing on the same square twice (so a chain never ends where it began). Cantering is never compulsory, and a chain may stop at any landing.", "Obyčejný tah je jeden krok kterýmkoli z osmi směrů na volné pole.\n\nKlus je skok přes vlastní sousední figurku na volné pole hned za ní; přeskočená figurka zůstává. Klusy lze v jednom tahu řetězit a po každém skoku změnit směr, nikdy však nepřistát dvakrát na stejném poli (řada proto nikdy neskončí tam, kde začala). Klus není nikdy povinný a řada se smí zastavit na kterémkoli přistání."),
            diagram: Some(diagrams::canter),
        },
        HelpSection {
            title: &crate::text!("Jump: capturing", "Skok: braní"),
            body: &crate::text!("A jump leaps over an enemy piece next to it, to the empty square beyond: the enemy piece is captured and removed at once. After a jump the piece must keep jumping while it can, turning as it likes, and it may land again where it has been.\n\nCapturing is compulsory: if any of your pieces can jump, your move must capture. The pieces that can are ringed in red. You may choose which piece captures and which way, however many pieces that takes.", "Skok vede přes nepřátelskou sousední figurku na volné pole za ní: nepřátelská figurka je zajata a hned odstraněna. Po skoku musí figurka skákat dál, dokud to jde; směr smí měnit a smí znovu přistát, kde už byla.\n\nBraní je povinné: může-li kterákoli vaše figurka skočit, váš tah musí brát. Figurky, které mohou, jsou v červeném kroužku. Kterou figurkou a kudy budete brát, je na vás, ať vezmete figurek kolik chcete."),
            diagram: Some(diagrams::jump),
        },
        HelpSection {
            title: &crate::text!("Knight's charge", "Jezdcův výpad"),
            body: &crate::text!("A Knight may canter (once or several times) and then jump, in that order, in one move; once it jumps it must go on jumping while it can. A charge alone never makes capturing compulsory, but a Knight whose canter lands next to an enemy it could jump must go on to capture in that move.", "Jezdec smí v jednom tahu klusat (jednou i vícekrát) a potom skákat, právě v tomto pořadí; jakmile skočí, musí skákat dál, dokud to jde. Samotný výpad nečiní braní povinným, ale jezdec, jehož klus přistane vedle nepřítele, kterého by mohl přeskočit, musí v tom tahu brát."),
            diagram: Some(diagrams::charge),
        },
        HelpSection {
            title: &crate::text!("Castles", "Hrady"),
            body: &crate::text!("Each side's castle is the pair of crenellated squares behind its army: White's F1 and G1, Black's F16 and G16.\n\nYou may not enter your own castle by a plain move or a canter, only by a jump; a piece that ends its move there must leave it on your next move (it is ringed in red), and must leave by jumping if it can.\n\nA piece that enters the enemy castle stops there and never leaves; later it may only step between the two castle squares, at most twice a game for each player. Two of your pieces in the enemy castle win the game.", "Hrad každé strany tvoří dvojice polí s cimbuřím za jejím vojskem: bílého F1 a G1, černého F16 a G16.\n\nDo vlastního hradu nesmíte vstoupit obyčejným tahem ani klusem, jen skokem; figurka, která v něm tah skončí, ho musí při vašem dalším tahu opustit (je v červeném kroužku), a může-li skákat, musí odejít skokem.\n\nFigurka, která vstoupí do soupeřova hradu, v něm zůstane a už ho neopustí; smí pak jen přecházet mezi jeho dvěma poli, každý hráč nejvýše dvakrát za hru. Dvě vaše figurky v soupeřově hradu vyhrávají."),
            diagram: Some(diagrams::castles),
        },
        HelpSection {
            title: &crate::text!("Draws", "Remíza"),
            body: &crate::text!("The game is drawn when both sides have one piece or fewer, when the same position comes up for the third time with the same player to move, or after 50 moves by each side with no capture and no move onto a castle square of the opponent.", "Hra končí remízou, když obě strany mají nejvýše jednu figurku, když se stejná pozice se stejným hráčem na tahu objeví potřetí, nebo po 50 tazích každé strany bez braní a bez tahu na pole soupeřova hradu."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("Chivalry", "Chivalry"),
            body: &crate::text!("Chivalry (George Parker, 1887) is played on a larger board of 176 squares, files A to N, each side with 8 Knights and 12 Men. The castles are G1 and H1 for White, G16 and H16 for Black. Every other rule is Camelot's: two pieces in the enemy castle win, each player has two castle moves, and capturing everything wins only with two or more pieces left.", "Chivalry (George Parker, 1887) se hraje na větší desce se 176 poli, sloupce A až N, a každá strana má 8 jezdců a 12 pěšců. Hrady jsou G1 a H1 bílého a G16 a H16 černého. Všechna ostatní pravidla jsou jako v Camelotu: dvě figurky v soupeřově hradu vyhrávají, každý hráč má dva tahy uvnitř hradu a zajetí všech figurek vyhrává, jen když si ponecháte aspoň dvě."),
            diagram: Some(diagrams::chivalry_board),
        },
        HelpSection {
            title: &crate::text!("Cam", "Cam"),
            body: &crate::text!("Cam (Parker Brothers, 1949) has 67 squares, files A to G and ranks 1 to 13; each side has 2 Knights and 5 Men. A castle is a single square, D1 and D13: one of your pieces there wins the game, and capturing all the enemy pieces wins however few you keep. So there are no castle moves, and one piece against one is no draw: a game is drawn only by the third repetition or by 50 moves each without a capture or a move into the enemy castle.", "Cam (Parker Brothers, 1949) má 67 polí, sloupce A až G a řady 1 až 13; každá strana má 2 jezdce a 5 pěšců. Hrad tvoří jediné pole, D1 a D13: jediná vaše figurka v něm vyhrává a zajetí všech soupeřových figurek vyhrává, ať vám jich zbude kolik chce. Tahy uvnitř hradu proto nejsou a jedna figurka proti jedné není remíza: hra končí remízou jen třetím opakováním pozice nebo po 50 tazích každé strany bez braní a bez vstupu do soupeřova hradu."),
            diagram: Some(diagrams::cam_board),
        },
        HelpSection {
            title: &crate::text!("Camette", "Camette"),
            body: &crate::text!("Camette (Michael Nolan, 2002) is the smallest: 23 squares, files A to E and ranks 1 to 7, each side with 1 Knight and 3 Men, and castles of one square, C1 and C7. It is played by Cam's rules.", "Camette (Michael Nolan, 2002) je nejmenší: 23 polí, sloupce A až E a řady 1 až 7, každá strana má 1 jezdce a 3 pěšce a hrady o jednom poli, C1 a C7. Hraje se podle pravidel hry Cam."),
            diagram: Some(diagrams::camette_board),
        },
        HelpSection {
            title: &crate::text!("River Camelot", "Camelot s řekou"),
            body: &crate::text!("River Camelot (World Camelot Federation) is the Camelot board with a river flowing across it from L12 to A5, crossed by the bridges D7, D8, I9 and I10; the pieces start further back. No piece may land on the river, whether by a plain move, a canter or a jump, so nothing is ever leapt there either.\n\nWhite's first move plants three trees on free squares of its half (they are lit), then Black's first move plants three in its half; a tree is like the river for the rest of the game. To plant, tap three lit squares (tap one again to take it back), then press Plant.", "Camelot s řekou (World Camelot Federation) se hraje na desce Camelotu, přes kterou teče řeka od L12 k A5 a vedou přes ni mosty D7, D8, I9 a I10; figurky začínají dál vzadu. Na řeku nesmí přistát žádná figurka, obyčejným tahem, klusem ani skokem, a proto se přes ni nikdy ani neskáče.\n\nPrvní tah bílého zasadí tři stromy na volná pole jeho poloviny (jsou označena), pak první tah černého zasadí tři do jeho poloviny; strom je po zbytek hry jako řeka. Stromy zasadíte klepnutím na tři označená pole (druhým klepnutím pole vrátíte) a tlačítkem Zasadit."),
            diagram: Some(diagrams::river_board),
        },
        HelpSection {
            title: &crate::text!("Anti-Camelot", "Anti-Camelot"),
            body: &crate::text!("Any board can be played with the goals reversed. You win when your opponent puts a piece in your castle (one is enough, on every board), or when you have no legal move, so losing all your pieces wins. Capturing is still compulsory: that is how you force the opponent in. There is no win by capturing everything. The draws come first: on the boards with two-square castles, one piece or none on each side is a draw before anyone's lack of moves counts.", "Na každé desce lze hrát s obráceným cílem. Vyhráváte, když soupeř postaví figurku do vašeho hradu (na každé desce stačí jedna), nebo když nemáte žádný povolený tah, takže ztráta všech figurek vyhrává. Braní zůstává povinné: tak soupeře do hradu dotlačíte. Zajetím všech figurek se nevyhrává. Remízy mají přednost: na deskách s hrady o dvou polích je nejvýše jedna figurka na každé straně remízou dřív, než rozhodne, že někdo nemá tah."),
            diagram: Some(diagrams::anti),
        },
        HelpSection {
            title: &crate::text!("Playing here", "Jak hrát zde"),
            body: &crate::text!("Drag a piece: the squares where it may land light up, red where the leap captures. To make a chain, drag along it: passing over a lit square adds that landing, the route so far is drawn as arrows, and releasing on a lit square plays that very route. If several routes lead to the square you drop on, one of them is played and shown as the last move.\n\nOr click the piece and then each landing in turn; when a chain could go on, click its last square again to stop there. A jump chain that must go on cannot be stopped early: choose its next landing.\n\nKeyboard: the arrows move the cursor, Enter picks up and chooses each landing, Esc puts the piece back.", "Přetáhněte figurku: pole, kam smí přistát, se rozsvítí, červeně tam, kde skok bere. Řadu skoků vytvoříte tažením podél ní: přejetím přes rozsvícené pole přidáte přistání, dosavadní cesta se kreslí šipkami a puštěním na rozsvíceném poli se zahraje právě tato cesta. Vede-li na pole, kam figurku pustíte, více cest, zahraje se jedna z nich a ukáže se jako poslední tah.\n\nNebo klepněte na figurku a pak postupně na každé přistání; může-li řada pokračovat, zastavíte ji druhým klepnutím na její poslední pole. Řadu skoků, která musí pokračovat, nelze ukončit předčasně: vyberte další přistání.\n\nKlávesnice: šipky posouvají kurzor, Enter zvedá figurku a vybírá každé přistání, Esc figurku vrací."),
            diagram: None,
        },
    ]
}
