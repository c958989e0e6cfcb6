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
            Link::Inviting => &Text {
                en: "Invitation sent: waiting for your friend's answer code.",
                cs: "Pozvánka odeslána: čeká se na kód odpovědi od přítele.",
            },
            Link::Answering => &Text {
                en: "Send your answer code back; the boards connect when your friend enters it.",
                cs: "Pošlete kód odpovědi zpět; desky se spojí, až jej přítel zadá.",
            },
            Link::Connected => &Text { en: "Connected.", cs: "Spojeno." },
            Link::Dropped => &Text {
                en: "The connection dropped; the game is kept. Reconnect with new codes, or go on by links.",
                cs: "Spojení se přerušilo; hra je uložena. Spojte se znovu novými kódy, nebo pokračujte přes odkazy.",
            },
            Link::Reconnecting => &Text { en: "Reconnecting…", cs: "Znovu se spojuje…" },
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
            Failure::Unreachable => Reason::new(&Text {
                en: "The two devices could not reach each other. On one Wi-Fi network or a phone's hotspot they can; across the internet, add a STUN server in Settings.",
                cs: "Zařízení se nemohla navzájem spojit. Ve stejné síti Wi-Fi nebo přes hotspot telefonu to jde; přes internet přidejte v Nastavení server STUN.",
            }),
            Failure::TimedOut => Reason::new(&Text {
                en: "No connection came in time.",
                cs: "Spojení nevzniklo včas.",
            }),
            Failure::BadCode(why) => Reason {
                text: &Text { en: "The code does not read: {0}", cs: "Kód nelze přečíst: {0}" },
                args: vec![why.to_string()],
            },
            Failure::Unsupported => Reason::new(&Text {
                en: "This browser cannot play live (it has no WebRTC data channels).",
                cs: "Tento prohlížeč nemůže hrát živě (nemá datové kanály WebRTC).",
            }),
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
pub const STUN_HELP: Text = Text {
    en: "Live play connects the two browsers directly, with no server of ours. On one network (Wi-Fi, a phone's hotspot) that needs nothing else. Across the internet each browser must first learn its public address from a STUN server: give one here (for example stun:stun.l.google.com:19302). A STUN server is run by someone else (that example by Google); it sees your public IP address and when you play, never the game or the moves, which go straight between the two browsers, encrypted. Off by default.",
    cs: "Živá hra spojuje oba prohlížeče přímo, bez našeho serveru. Ve stejné síti (Wi-Fi, hotspot telefonu) nic dalšího nepotřebuje. Přes internet musí každý prohlížeč nejprve zjistit svou veřejnou adresu od serveru STUN: zadejte jej zde (například stun:stun.l.google.com:19302). Server STUN provozuje někdo jiný (ten v příkladu Google); vidí vaši veřejnou IP adresu a kdy hrajete, nikdy hru ani tahy, které jdou šifrovaně přímo mezi oběma prohlížeči. Ve výchozím stavu vypnuto.",
};

impl Quick {
    pub fn text(self) -> &'static Text {
        match self {
            Quick::Hello => &Text { en: "Hello!", cs: "Ahoj!" },
            Quick::GoodLuck => &Text { en: "Good luck!", cs: "Hodně štěstí!" },
            Quick::Thinking => &Text { en: "Thinking…", cs: "Přemýšlím…" },
            Quick::BackSoon => &Text { en: "Back in a moment.", cs: "Hned jsem zpátky." },
            Quick::WellPlayed => &Text { en: "Well played!", cs: "Dobrý tah!" },
            Quick::Oops => &Text { en: "Oops!", cs: "Jejda!" },
            Quick::Thanks => &Text { en: "Thanks!", cs: "Díky!" },
            Quick::GoodGame => &Text { en: "Good game!", cs: "Dobrá hra!" },
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
                Text { en: "You resigned.", cs: "Vzdali jste se." }.get(lang).to_string()
            }
            Ending::Resigned(_) => Text { en: "Your opponent resigned.", cs: "Soupeř se vzdal." }.get(lang).to_string(),
            Ending::Flag(seat) => {
                Text { en: "{0}'s time ran out.", cs: "{0} – došel čas." }.fill(lang, &[colour(seat).to_string()])
            }
            Ending::Agreed => Text { en: "Draw agreed.", cs: "Remíza dohodou." }.get(lang).to_string(),
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
                Text { en: "Your opponent: {0}", cs: "Soupeř: {0}" }.fill(lang, &[q.text().get(lang).into()])
            }
            Notice::Connected => {
                say(Text { en: "Connected: the boards are live.", cs: "Spojeno: desky hrají živě." })
            }
            Notice::Dropped => Link::Dropped.text().get(lang).to_string(),
            Notice::Failed(why) => {
                let then = Text { en: "The game goes on by links.", cs: "Hra pokračuje přes odkazy." };
                format!("{} {}", why.render(lang), then.get(lang))
            }
            Notice::Dealing => say(Text {
                en: "Shuffling fairly: both devices commit to a random seed…",
                cs: "Spravedlivé míchání: obě zařízení se zavazují k náhodnému zárodku…",
            }),
            Notice::Started(seats) => {
                let names: Vec<&str> =
                    seats.iter().filter_map(|&s| kind.colours().get(s)).map(|c| c.name().get(lang)).collect();
                Text { en: "The game starts: you play {0}.", cs: "Hra začíná: hrajete za {0}." }
                    .fill(lang, &[names.join(" + ")])
            }
            Notice::DrawOffered => say(Text { en: "Your opponent offers a draw.", cs: "Soupeř nabízí remízu." }),
            Notice::DrawOfferSent => say(Text { en: "Draw offered.", cs: "Remíza nabídnuta." }),
            Notice::DrawDeclined => say(Text { en: "The draw was declined.", cs: "Remíza byla odmítnuta." }),
            Notice::TakebackAsked => {
                say(Text { en: "Your opponent asks to take back a move.", cs: "Soupeř žádá o vrácení tahu." })
            }
            Notice::TakebackAskSent => say(Text { en: "Takeback asked.", cs: "Žádost o vrácení odeslána." }),
            Notice::TakebackDeclined => {
                say(Text { en: "The takeback was declined.", cs: "Vrácení tahu bylo odmítnuto." })
            }
            Notice::TakenBack => say(Text { en: "The move was taken back.", cs: "Tah byl vrácen." }),
            Notice::NothingToTakeBack => {
                say(Text { en: "You have no move to take back.", cs: "Nemáte žádný tah k vrácení." })
            }
            Notice::RematchAsked => say(Text { en: "Your opponent asks for a rematch.", cs: "Soupeř chce odvetu." }),
            Notice::RematchAskSent => say(Text { en: "Rematch asked.", cs: "Odveta navržena." }),
            Notice::NotYourTurn => say(Text {
                en: "It is not your turn: your opponent plays this seat.",
                cs: "Nejste na tahu: toto místo hraje soupeř.",
            }),
            Notice::LocalRefused(why) => why.render(lang),
            Notice::Refused(why) => Text {
                en: "A message from your opponent was refused: {0}",
                cs: "Zpráva od soupeře byla odmítnuta: {0}",
            }
            .fill(lang, &[why.render(lang)]),
            Notice::Repaired => say(Text {
                en: "The boards differed; yours was repaired from your opponent's game.",
                cs: "Desky se lišily; vaše byla opravena podle soupeřovy hry.",
            }),
            Notice::Unrepairable => say(Text {
                en: "The two games cannot be brought together. The game goes on by links.",
                cs: "Obě hry nelze sladit. Hra pokračuje přes odkazy.",
            }),
        }
    }
}
