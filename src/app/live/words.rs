//! What live play tells the player, in English and Czech: notices, the connection's state,
//! why a connection failed, how a live game ended, the quick messages and the STUN setting.

use super::message::{Quick, Side};
use super::refusal::Refused;
use crate::game::{Lang, Outcome, Reason, Refusal as _, Seat, Text};
use crate::games::GameKind;

/// The connection, as the player sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// The invitation is out; waiting for the friend's answer code.
    Inviting,
    /// The answer code is made; waiting for the friend to enter it.
    Answering,
    Connected,
    /// The channel closed; the game is kept.
    Dropped,
    /// A new exchange of codes is under way after a drop or a reload.
    Reconnecting,
}

impl Link {
    pub fn text(self) -> &'static Text {
        match self {
            Link::Inviting => &crate::text!(
                "Invitation sent: waiting for your friend's answer code.",
                "Pozvánka odeslána: čeká se na kód odpovědi od přítele."
            ),
            Link::Answering => &crate::text!(
                "Send your answer code back; the boards connect when your friend enters it.",
                "Pošlete kód odpovědi zpět; desky se spojí, až jej přítel zadá."
            ),
            Link::Connected => &crate::text!("Connected.", "Spojeno."),
            Link::Dropped => &crate::text!(
                "The connection dropped; the game is kept. Reconnect with new codes, or go on by links.",
                "Spojení se přerušilo; hra je uložena. Spojte se znovu novými kódy, nebo pokračujte přes odkazy."
            ),
            Link::Reconnecting => &crate::text!("Reconnecting…", "Znovu se spojuje…"),
        }
    }
}

/// Why a connection could not be made, as the page observes it.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// The browsers found no way to each other (ICE failed).
    Unreachable,
    /// No connection within the time allowed.
    TimedOut,
    /// The code entered does not read (why).
    BadCode(Reason),
    /// This browser has no WebRTC data channels.
    Unsupported,
}

impl Failure {
    fn reason(&self) -> Reason {
        match self {
            Failure::Unreachable => Reason::new(&crate::text!("The two devices could not reach each other. On one Wi-Fi network or a phone's hotspot they can; across the internet, add a STUN server in Settings.", "Zařízení se nemohla navzájem spojit. Ve stejné síti Wi-Fi nebo přes hotspot telefonu to jde; přes internet přidejte v Nastavení server STUN.")),
            Failure::TimedOut => Reason::new(&crate::text!("No connection came in time.", "Spojení nevzniklo včas.")),
            Failure::BadCode(why) => Reason {
                text: &crate::text!("The code does not read: {0}", "Kód nelze přečíst: {0}"),
                args: vec![why.to_string()],
            },
            Failure::Unsupported => Reason::new(&crate::text!("This browser cannot play live (it has no WebRTC data channels).", "Tento prohlížeč nemůže hrát živě (nemá datové kanály WebRTC).")),
        }
    }

    pub fn render(&self, lang: Lang) -> String {
        match self {
            Failure::BadCode(why) => self.reason().text.fill(lang, &[why.render(lang)]),
            _ => self.reason().render(lang),
        }
    }
}

/// The words of the STUN setting: what it is, who runs it, what it sees.
pub const STUN_HELP: Text = crate::text!("Live play connects the two browsers directly, with no server of ours. On one network (Wi-Fi, a phone's hotspot) that needs nothing else. Across the internet each browser must first learn its public address from a STUN server: give one here (for example stun:stun.l.google.com:19302). A STUN server is run by someone else (that example by Google); it sees your public IP address and when you play, never the game or the moves, which go straight between the two browsers, encrypted. Off by default.", "Živá hra spojuje oba prohlížeče přímo, bez našeho serveru. Ve stejné síti (Wi-Fi, hotspot telefonu) nic dalšího nepotřebuje. Přes internet musí každý prohlížeč nejprve zjistit svou veřejnou adresu od serveru STUN: zadejte jej zde (například stun:stun.l.google.com:19302). Server STUN provozuje někdo jiný (ten v příkladu Google); vidí vaši veřejnou IP adresu a kdy hrajete, nikdy hru ani tahy, které jdou šifrovaně přímo mezi oběma prohlížeči. Ve výchozím stavu vypnuto.");

impl Quick {
    pub fn text(self) -> &'static Text {
        match self {
            Quick::Hello => &crate::text!("Hello!", "Ahoj!"),
            Quick::GoodLuck => &crate::text!("Good luck!", "Hodně štěstí!"),
            Quick::Thinking => &crate::text!("Thinking…", "Přemýšlím…"),
            Quick::BackSoon => &crate::text!("Back in a moment.", "Hned jsem zpátky."),
            Quick::WellPlayed => &crate::text!("Well played!", "Dobrý tah!"),
            Quick::Oops => &crate::text!("Oops!", "Jejda!"),
            Quick::Thanks => &crate::text!("Thanks!", "Díky!"),
            Quick::GoodGame => &crate::text!("Good game!", "Dobrá hra!"),
        }
    }
}

/// How a live game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// This side resigned.
    Resigned(Side),
    /// This seat's time ran out.
    Flag(Seat),
    /// Both agreed to a draw.
    Agreed,
    /// The rules ended it.
    Played(Outcome),
}

impl Ending {
    /// The seats in first place (none for a draw), given who plays each seat.
    pub fn winners(&self, owners: &[Side]) -> Vec<Seat> {
        let seats = 0..owners.len();
        match *self {
            Ending::Resigned(side) => {
                owners.iter().enumerate().filter(|&(_, &owner)| owner != side).map(|(seat, _)| seat).collect()
            }
            Ending::Flag(seat) => seats.filter(|&s| s != seat).collect(),
            Ending::Agreed => Vec::new(),
            Ending::Played(outcome) => outcome.winners().collect(),
        }
    }

    /// The ending in words.
    pub fn render(&self, kind: GameKind, me: Side, lang: Lang) -> String {
        let colour = |seat: Seat| kind.colours().get(seat).map_or("?", |c| c.name().get(lang));
        match *self {
            Ending::Resigned(side) if side == me => {
                crate::text!("You resigned.", "Vzdali jste se.").get(lang).to_string()
            }
            Ending::Resigned(_) => crate::text!("Your opponent resigned.", "Soupeř se vzdal.").get(lang).to_string(),
            Ending::Flag(seat) => {
                crate::text!("{0}'s time ran out.", "{0} – došel čas.").fill(lang, &[colour(seat).to_string()])
            }
            Ending::Agreed => crate::text!("Draw agreed.", "Remíza dohodou.").get(lang).to_string(),
            Ending::Played(outcome) => {
                let seats = kind.colours().get(..outcome.seats as usize).unwrap_or_default();
                crate::view::status::ending(&outcome, seats, lang)
            }
        }
    }
}

/// What the page shows the player (in the live region and the panel).
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A quick message from the other player.
    Quick(Quick),
    Connected,
    Dropped,
    /// The connection failed: why; the game goes on by links.
    Failed(Failure),
    /// The seeds are being exchanged before the game starts.
    Dealing,
    /// The game starts (again); the player plays these seats.
    Started(Vec<Seat>),
    DrawOffered,
    DrawOfferSent,
    DrawDeclined,
    TakebackAsked,
    TakebackAskSent,
    TakebackDeclined,
    TakenBack,
    NothingToTakeBack,
    RematchAsked,
    RematchAskSent,
    /// A move made here was not this side's to make.
    NotYourTurn,
    /// A move made here that the engine refuses (why).
    LocalRefused(Reason),
    /// A message from the other browser was refused (why); nothing changed.
    Refused(Refused),
    /// The game was repaired from the other player's record.
    Repaired,
    /// The two games could not be brought together: the game goes on by links.
    Unrepairable,
}

impl Notice {
    pub fn render(&self, kind: GameKind, lang: Lang) -> String {
        let say = |text: Text| text.get(lang).to_string();
        match self {
            Notice::Quick(q) => {
                crate::text!("Your opponent: {0}", "Soupeř: {0}").fill(lang, &[q.text().get(lang).into()])
            }
            Notice::Connected => say(crate::text!("Connected: the boards are live.", "Spojeno: desky hrají živě.")),
            Notice::Dropped => Link::Dropped.text().get(lang).to_string(),
            Notice::Failed(why) => {
                let then = crate::text!("The game goes on by links.", "Hra pokračuje přes odkazy.");
                format!("{} {}", why.render(lang), then.get(lang))
            }
            Notice::Dealing => say(crate::text!(
                "Shuffling fairly: both devices commit to a random seed…",
                "Spravedlivé míchání: obě zařízení se zavazují k náhodnému zárodku…"
            )),
            Notice::Started(seats) => {
                let names: Vec<&str> =
                    seats.iter().filter_map(|&s| kind.colours().get(s)).map(|c| c.name().get(lang)).collect();
                crate::text!("The game starts: you play {0}.", "Hra začíná: hrajete za {0}.")
                    .fill(lang, &[names.join(" + ")])
            }
            Notice::DrawOffered => say(crate::text!("Your opponent offers a draw.", "Soupeř nabízí remízu.")),
            Notice::DrawOfferSent => say(crate::text!("Draw offered.", "Remíza nabídnuta.")),
            Notice::DrawDeclined => say(crate::text!("The draw was declined.", "Remíza byla odmítnuta.")),
            Notice::TakebackAsked => {
                say(crate::text!("Your opponent asks to take back a move.", "Soupeř žádá o vrácení tahu."))
            }
            Notice::TakebackAskSent => say(crate::text!("Takeback asked.", "Žádost o vrácení odeslána.")),
            Notice::TakebackDeclined => say(crate::text!("The takeback was declined.", "Vrácení tahu bylo odmítnuto.")),
            Notice::TakenBack => say(crate::text!("The move was taken back.", "Tah byl vrácen.")),
            Notice::NothingToTakeBack => {
                say(crate::text!("You have no move to take back.", "Nemáte žádný tah k vrácení."))
            }
            Notice::RematchAsked => say(crate::text!("Your opponent asks for a rematch.", "Soupeř chce odvetu.")),
            Notice::RematchAskSent => say(crate::text!("Rematch asked.", "Odveta navržena.")),
            Notice::NotYourTurn => say(crate::text!(
                "It is not your turn: your opponent plays this seat.",
                "Nejste na tahu: toto místo hraje soupeř."
            )),
            Notice::LocalRefused(why) => why.render(lang),
            Notice::Refused(why) => {
                crate::text!("A message from your opponent was refused: {0}", "Zpráva od soupeře byla odmítnuta: {0}")
                    .fill(lang, &[why.render(lang)])
            }
            Notice::Repaired => say(crate::text!(
                "The boards differed; yours was repaired from your opponent's game.",
                "Desky se lišily; vaše byla opravena podle soupeřovy hry."
            )),
            Notice::Unrepairable => say(crate::text!(
                "The two games cannot be brought together. The game goes on by links.",
                "Obě hry nelze sladit. Hra pokračuje přes odkazy."
            )),
        }
    }
}
