//! What the live screen shows, decided here (the web layer paints it): its words
//! ([`LiveWord`], English and Czech), each seat with who plays it and its clock, and which of
//! the match's buttons stand.

use super::board::LiveBoard;
use super::message::Side;
use super::words::Link;
use crate::app::clock::TimeControl;
use crate::game::Lang;
use crate::view::words::words;

words! {
    /// A word of the live screen (drawn by the tools wasm, so none is in the page's first bundle).
    LiveWord;
    Heading "heading" => crate::text!("{0}: play live with a friend", "{0}: živá hra s přítelem");
    JoinHeading "join-heading" => crate::text!("Play live with a friend", "Živá hra s přítelem");
    Explain "explain" => crate::text!("Make an invitation and send its link to your friend, or let them scan its QR code. Their browser answers with a short code: enter it here and the two boards are connected. No server of ours is involved: the two devices talk directly.", "Vytvořte pozvánku a pošlete její odkaz příteli, nebo ať naskenuje její QR kód. Jeho prohlížeč odpoví krátkým kódem: zadejte jej sem a obě desky se spojí. Žádný náš server se neúčastní: obě zařízení spolu mluví přímo.");
    YouPlay "you-play" => crate::text!("You play", "Hrajete za");
    Clock "clock" => crate::text!("Clock", "Hodiny");
    NoClock "no-clock" => crate::text!("No clock", "Bez hodin");
    Minutes "minutes" => crate::text!("{0} min + {1} s", "{0} min + {1} s");
    Make "make" => crate::text!("Make the invitation", "Vytvořit pozvánku");
    Preparing "preparing" => crate::text!("Preparing the connection…", "Připravuji spojení…");
    InvitationLink "invitation-link" => crate::text!("Invitation link", "Odkaz s pozvánkou");
    InvitationQr "invitation-qr" => crate::text!("QR code of the invitation link", "QR kód odkazu s pozvánkou");
    Copy "copy" => crate::text!("Copy", "Kopírovat");
    Copied "copied" => crate::text!("Copied.", "Zkopírováno.");
    AnswerFromFriend "answer-from-friend" => crate::text!("Your friend's answer code", "Kód odpovědi od přítele");
    Connect "connect" => crate::text!("Connect", "Spojit");
    YourAnswer "your-answer" => crate::text!("Your answer code", "Váš kód odpovědi");
    AnswerQr "answer-qr" => crate::text!("QR code of your answer code", "QR kód vašeho kódu odpovědi");
    Stun "stun" => crate::text!("STUN server (only for play across the internet)", "Server STUN (jen pro hru přes internet)");
    StunSaved "stun-saved" => crate::text!("Saved: the next connection uses it.", "Uloženo: příští spojení jej použije.");
    Resign "resign" => crate::text!("Resign", "Vzdát se");
    OfferDraw "offer-draw" => crate::text!("Offer a draw", "Nabídnout remízu");
    AcceptDraw "accept-draw" => crate::text!("Accept the draw", "Přijmout remízu");
    DeclineDraw "decline-draw" => crate::text!("Decline the draw", "Odmítnout remízu");
    AskTakeback "ask-takeback" => crate::text!("Ask to take back", "Požádat o vrácení tahu");
    AllowTakeback "allow-takeback" => crate::text!("Allow the takeback", "Povolit vrácení tahu");
    RefuseTakeback "refuse-takeback" => crate::text!("Refuse the takeback", "Odmítnout vrácení tahu");
    Rematch "rematch" => crate::text!("Rematch (colours swapped)", "Odveta (barvy prohozeny)");
    AcceptRematch "accept-rematch" => crate::text!("Accept the rematch", "Přijmout odvetu");
    Reconnect "reconnect" => crate::text!("Reconnect with new codes", "Znovu spojit novými kódy");
    LinkPlay "link-play" => crate::text!("Go on by links", "Pokračovat přes odkazy");
    LinkPlayExplain "link-play-explain" => crate::text!("Send this link after each move; the game is kept on this device.", "Po každém tahu pošlete tento odkaz; hra je uložena v tomto zařízení.");
    Say "say" => crate::text!("Say", "Říct");
    You "you" => crate::text!("you", "vy");
    Opponent "opponent" => crate::text!("your friend", "přítel");
    BoardLabel "board-label" => crate::text!("Live board: {0}", "Živá deska: {0}");
    BackToGame "back" => crate::text!("Back to the game", "Zpět ke hře");
    NoMatch "no-match" => crate::text!("There is no live game on this device. Ask your friend for a new invitation link.", "V tomto zařízení není žádná živá hra. Požádejte přítele o nový odkaz s pozvánkou.");
    Scan "scan" => crate::text!("Scan it with the camera", "Naskenovat fotoaparátem");
    StopScan "stop-scan" => crate::text!("Stop the camera", "Vypnout fotoaparát");
    ScanHint "scan-hint" => crate::text!("Hold your friend's QR code in front of the camera.", "Podržte QR kód přítele před fotoaparátem.");
    NoCamera "no-camera" => crate::text!("The camera could not be used: paste the code instead.", "Fotoaparát nejde použít: kód raději vložte.");
    Replace "replace" => crate::text!("A live game of {0} is kept on this device and is not over. A new invitation replaces it here; its game stays among your saved games.", "V tomto zařízení je uložena nedohraná živá hra {0}. Nová pozvánka ji zde nahradí; její partie zůstane mezi uloženými hrami.");
    ReplaceYes "replace-yes" => crate::text!("Make the new invitation", "Vytvořit novou pozvánku");
    Resume "resume" => crate::text!("Back to the live game", "Zpět k živé hře");
    NewLive "new-live" => crate::text!("New live game", "Nová živá hra");
    KeptSaved "kept-saved" => crate::text!("This game is also among your saved games: “Back to the game” goes on with it over the board.", "Tato partie je i mezi vašimi uloženými hrami: „Zpět ke hře“ v ní pokračuje u jedné desky.");
    And "and" => crate::text!("{0} and {1}", "{0} a {1}");
    AskNewLink "ask-new-link" => crate::text!("To reconnect, open the new invitation link your friend sends you.", "Pro nové spojení otevřete nový odkaz s pozvánkou, který vám přítel pošle.");
}

/// A time control's label (`5 min + 3 s`).
pub fn control_label(control: TimeControl, lang: Lang) -> String {
    LiveWord::Minutes.fill(lang, &[(control.base_ms / 60_000).to_string(), (control.increment_ms / 1000).to_string()])
}

/// A seat as shown beside the board.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView {
    /// The seat's colour and who plays it: `Blue (you)`.
    pub name: String,
    pub clock: Option<String>,
    pub to_move: bool,
    pub mine: bool,
    /// Under ten seconds left.
    pub low: bool,
}

/// The buttons of the match: which stand now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Buttons {
    pub resign: bool,
    pub offer_draw: bool,
    /// The other player's draw offer stands: accept or decline.
    pub answer_draw: bool,
    pub ask_takeback: bool,
    pub answer_takeback: bool,
    /// Rematch: ask (false) or accept the one asked (true); `None`: not now.
    pub rematch: Option<bool>,
    pub quick: bool,
    /// The connection is down: reconnect or go on by links.
    pub reconnect: bool,
}

/// The screen of a live match.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen {
    /// The connection in words.
    pub link: String,
    pub connected: bool,
    /// The game is known (the board is shown).
    pub game: bool,
    pub seats: Vec<SeatView>,
    /// How the game stands: to move, or how it ended.
    pub status: String,
    pub buttons: Buttons,
}

/// The screen of `board` at `now`.
pub fn screen(board: &LiveBoard, now: f64, lang: Lang) -> Screen {
    let live = &board.live;
    let table = board.session.table();
    let kind = table.kind();
    let owners = live.owners();
    let to_move = live.to_move();
    let playing = live.playing();
    let seats = owners
        .iter()
        .enumerate()
        .map(|(seat, &owner)| {
            let colour = kind.colours().get(seat).map_or("?", |c| c.name().get(lang));
            let who = if owner == live.me() { LiveWord::You } else { LiveWord::Opponent };
            let left = live.clock_left(seat, now);
            SeatView {
                name: format!("{colour} ({})", who.get(lang)),
                clock: left.map(crate::app::clock::shown),
                to_move: playing && to_move == Some(seat),
                mine: owner == live.me(),
                low: left.is_some_and(|ms| ms < 10_000),
            }
        })
        .collect();
    let status = match live.ending() {
        Some(ending) => ending.render(kind, live.me(), lang),
        None if live.game_number() > 0 => table.status_line(lang),
        None => String::new(),
    };
    let connected = live.link() == Link::Connected;
    let them = live.me().other();
    let buttons = Buttons {
        resign: playing,
        offer_draw: playing && connected && live.draw_offer().is_none(),
        answer_draw: playing && connected && live.draw_offer() == Some(them),
        ask_takeback: playing && connected && live.takeback_ask().is_none(),
        answer_takeback: playing && connected && live.takeback_ask() == Some(them),
        rematch: match (live.ending(), live.rematch_ask()) {
            (Some(_), None) if connected => Some(false),
            (Some(_), Some(side)) if connected && side == them => Some(true),
            _ => None,
        },
        quick: connected,
        reconnect: matches!(live.link(), Link::Dropped) && live.game_number() > 0,
    };
    Screen {
        link: live.link().text().get(lang).to_string(),
        connected,
        game: live.game_number() > 0,
        seats,
        status,
        buttons,
    }
}

/// Who the seats go to when inviting: the host plays `host_seats`, the friend every other.
pub fn owners(seats: usize, host_seats: &[usize]) -> Vec<Side> {
    (0..seats).map(|s| if host_seats.contains(&s) { Side::Host } else { Side::Guest }).collect()
}

/// The seats the host may choose to play, in the order offered: each one alone, then (three
/// seats: Shamrock for three) each two together, the friend's device playing the one left.
/// Either way each device plays a seat; where one plays two, they are played there in turn.
pub fn seat_choices(seats: usize) -> Vec<Vec<usize>> {
    let mut choices: Vec<Vec<usize>> = (0..seats).map(|s| vec![s]).collect();
    if seats == 3 {
        choices.extend([vec![0, 1], vec![0, 2], vec![1, 2]]);
    }
    choices
}

/// A choice of seats in words: `Red and Yellow`.
pub fn seats_label(names: &[&str], lang: Lang) -> String {
    match names {
        [one] => one.to_string(),
        [rest @ .., last] => LiveWord::And.fill(lang, &[rest.join(", "), last.to_string()]),
        [] => String::new(),
    }
}

/// The rules help's section on playing live (after every game's rules).
pub const HELP_TITLE: crate::game::Text = crate::text!("Playing live with a friend", "Živá hra s přítelem");

/// How to connect, step by step (paragraphs separated by blank lines).
pub const HELP: crate::game::Text = crate::text!("On the game's page, press “Play live with a friend”, choose your colour (and a clock if you like), then “Make the invitation”. Send the link to your friend (a message, an e-mail), or let them scan its QR code with their phone's camera.\n\nYour friend opens the link: their browser shows a short answer code and its QR code. They send the code back to you; paste it under “Your friend's answer code” and press “Connect” (or, where your browser can, scan their QR code with “Scan it with the camera”: it connects at once). The two boards are connected: each of you drags your own pieces, and every move appears on the other board.\n\nNothing passes through a server of ours: the two browsers talk directly, encrypted, and each checks every move with the real rules. On one Wi-Fi network or a phone's hotspot that is all it takes. Across the internet, each of you adds a STUN server in the “STUN server” setting of the live screen (it tells a browser its public address, and sees only that address).\n\nResign, offer a draw, ask to take back a move, or send a quick message with the buttons under the board; after the game, a rematch swaps the colours. If the connection drops or a page is reloaded, the game is kept on both devices: the inviting player presses “Reconnect with new codes” and sends the new link. If the devices cannot reach each other, the screen says why and offers to go on by links, with nothing lost. Every live game is also among your saved games: after it, or when your friend is gone, “Back to the game” goes on with it over the board. In Shamrock for three, your friend's device plays both other colours in turn.", "Na stránce hry stiskněte „Hrát živě s přítelem“, zvolte svou barvu (a chcete-li, hodiny) a pak „Vytvořit pozvánku“. Odkaz pošlete příteli (zprávou, e-mailem), nebo ať naskenuje jeho QR kód fotoaparátem telefonu.\n\nPřítel otevře odkaz: jeho prohlížeč ukáže krátký kód odpovědi a jeho QR kód. Kód vám pošle zpět; vložte jej do pole „Kód odpovědi od přítele“ a stiskněte „Spojit“ (nebo, kde to prohlížeč umí, naskenujte jeho QR kód tlačítkem „Naskenovat fotoaparátem“: spojí se hned). Obě desky jsou spojeny: každý táhne svými kameny a každý tah se objeví na druhé desce.\n\nNic neprochází žádným naším serverem: oba prohlížeče spolu mluví přímo, šifrovaně, a každý kontroluje každý tah podle skutečných pravidel. Ve stejné síti Wi-Fi nebo přes hotspot telefonu nic dalšího nepotřebujete. Přes internet si každý z vás přidá server STUN v nastavení „Server STUN“ na obrazovce živé hry (prozradí prohlížeči jeho veřejnou adresu a vidí jen ji).\n\nTlačítky pod deskou se vzdáte, nabídnete remízu, požádáte o vrácení tahu nebo pošlete rychlou zprávu; po hře odveta prohodí barvy. Když se spojení přeruší nebo se stránka znovu načte, hra zůstává uložena v obou zařízeních: zvoucí hráč stiskne „Znovu spojit novými kódy“ a pošle nový odkaz. Pokud se zařízení nemohou spojit, obrazovka řekne proč a nabídne pokračovat přes odkazy, aniž by se cokoli ztratilo. Každá živá hra je také mezi vašimi uloženými hrami: po ní, nebo když přítel odejde, v ní „Zpět ke hře“ pokračuje u jedné desky. V Shamrocku pro tři hraje zařízení přítele obě další barvy střídavě.");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_seats_offer_each_seat_and_each_two_the_friend_always_has_one() {
        assert_eq!(seat_choices(2), vec![vec![0], vec![1]]);
        let three = seat_choices(3);
        assert_eq!(three.len(), 6);
        for choice in &three {
            let owners = owners(3, choice);
            assert!(owners.contains(&Side::Host) && owners.contains(&Side::Guest), "{choice:?}");
        }
        assert_eq!(owners(3, &[0, 2]), vec![Side::Host, Side::Guest, Side::Host]);
        assert_eq!(seats_label(&["Red", "Yellow"], Lang::En), "Red and Yellow");
        assert_eq!(seats_label(&["Červený", "Žlutý"], Lang::Cs), "Červený a Žlutý");
        assert_eq!(seats_label(&["Blue"], Lang::En), "Blue");
    }
}
