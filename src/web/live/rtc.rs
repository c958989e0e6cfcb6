//! The WebRTC side of live play: one `RTCPeerConnection` and its data channel. The inviting
//! browser makes the offer, the answering one the answer; each description is waited for
//! until its candidates are gathered (no trickling: the codes go by hand, once each way) and
//! handed out as a short code (`app::live::sdp`). No ICE server unless the player gave a STUN
//! server in the setting: on one network the host candidates are all it takes.

use crate::app::live::sdp::{Description, Kind};
use crate::app::live::Failure;
use crate::web::dom::{later, once, Listener};
use js_sys::{Array, Function, Object, Promise, Reflect};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelState, RtcIceConnectionState,
    RtcIceGatheringState, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit,
};

/// How long gathering candidates may take before the code is made with those found (a STUN
/// server that does not answer would otherwise hold it up).
const GATHER_MS: f64 = 5_000.0;
/// How long the channel may take to open once both descriptions are set.
const CONNECT_MS: f64 = 30_000.0;

/// What the connection tells the screen.
pub enum Signal {
    /// This browser's description as a code, ready to be sent.
    Code(String),
    Opened,
    Message(String),
    Closed,
    Failed(Failure),
}

pub type OnSignal = Rc<dyn Fn(Signal)>;

pub struct Rtc {
    pc: RtcPeerConnection,
    kind: Kind,
    channel: RefCell<Option<RtcDataChannel>>,
    listeners: RefCell<Vec<Listener>>,
    on: OnSignal,
    /// The code was handed out (gathering finished, or its time ran out).
    coded: Cell<bool>,
    opened: Cell<bool>,
    closed: Cell<bool>,
}

/// Calls `promise.then(ok, fail)`.
pub(super) fn then(promise: &Promise, ok: impl FnOnce(JsValue) + 'static, fail: impl FnOnce(JsValue) + 'static) {
    let method = Reflect::get(promise, &"then".into()).ok().and_then(|f| f.dyn_into::<Function>().ok());
    if let Some(f) = method {
        let _ = f.call2(promise, &once(ok), &once(fail));
    }
}

fn configuration(stun: &str) -> RtcConfiguration {
    let config = RtcConfiguration::new();
    let servers = Array::new();
    if !stun.trim().is_empty() {
        let server = Object::new();
        let _ = Reflect::set(&server, &"urls".into(), &stun.trim().into());
        servers.push(&server);
    }
    config.set_ice_servers(&servers);
    config
}

impl Rtc {
    fn new(kind: Kind, stun: &str, on: OnSignal) -> Result<Rc<Rtc>, Failure> {
        let pc = RtcPeerConnection::new_with_configuration(&configuration(stun)).map_err(|_| Failure::Unsupported)?;
        let rtc = Rc::new(Rtc {
            pc,
            kind,
            channel: RefCell::new(None),
            listeners: RefCell::new(Vec::new()),
            on,
            coded: Cell::new(false),
            opened: Cell::new(false),
            closed: Cell::new(false),
        });
        let weak = Rc::downgrade(&rtc);
        rtc.listen(&rtc.pc, "icegatheringstatechange", {
            let weak = weak.clone();
            move |_| {
                if let Some(rtc) = weak.upgrade() {
                    if rtc.pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                        rtc.code();
                    }
                }
            }
        });
        rtc.listen(&rtc.pc, "iceconnectionstatechange", move |_| {
            let Some(rtc) = weak.upgrade() else { return };
            match rtc.pc.ice_connection_state() {
                RtcIceConnectionState::Failed if rtc.opened.get() => rtc.close_once(),
                RtcIceConnectionState::Failed => (rtc.on)(Signal::Failed(Failure::Unreachable)),
                _ => {}
            }
        });
        Ok(rtc)
    }

    fn listen(&self, target: &web_sys::EventTarget, event: &'static str, f: impl FnMut(web_sys::Event) + 'static) {
        self.listeners.borrow_mut().push(Listener::new(target, event, f));
    }

    /// The inviting browser: a data channel and the offer; `Signal::Code` brings its code.
    pub fn offer(stun: &str, on: OnSignal) -> Result<Rc<Rtc>, Failure> {
        let rtc = Rtc::new(Kind::Offer, stun, on)?;
        let channel = rtc.pc.create_data_channel("deskovna");
        rtc.wire(channel);
        let weak = Rc::downgrade(&rtc);
        then(&rtc.pc.create_offer(), move |offer| Rtc::set_local(&weak, offer), fail(&rtc));
        Ok(rtc)
    }

    /// The answering browser: the offer's `code` read and set, then the answer made;
    /// `Signal::Code` brings its code.
    pub fn answer(code: &str, stun: &str, on: OnSignal) -> Result<Rc<Rtc>, Failure> {
        let offer = Description::from_code(code).map_err(|e| Failure::BadCode(e.words()))?;
        if offer.kind != Kind::Offer {
            return Err(Failure::BadCode(crate::game::Reason::new(&NOT_AN_OFFER)));
        }
        let rtc = Rtc::new(Kind::Answer, stun, on)?;
        let weak = Rc::downgrade(&rtc);
        rtc.listen(&rtc.pc, "datachannel", {
            let weak = weak.clone();
            move |e| {
                let channel = e.dyn_ref::<RtcDataChannelEvent>().map(|e| e.channel());
                if let (Some(rtc), Some(channel)) = (weak.upgrade(), channel) {
                    rtc.wire(channel);
                }
            }
        });
        let init = RtcSessionDescriptionInit::new(RtcSdpType::Offer);
        init.set_sdp(&offer.to_sdp());
        let failed = fail(&rtc);
        then(
            &rtc.pc.set_remote_description(&init),
            move |_| {
                let Some(rtc) = weak.upgrade() else { return };
                let again = Rc::downgrade(&rtc);
                then(&rtc.pc.create_answer(), move |answer| Rtc::set_local(&again, answer), fail(&rtc));
            },
            failed,
        );
        Ok(rtc)
    }

    /// The inviting browser: the friend's answer `code`. An error is why it does not read.
    pub fn accept(self: &Rc<Rtc>, code: &str) -> Result<(), Failure> {
        let answer = Description::from_code(code).map_err(|e| Failure::BadCode(e.words()))?;
        if answer.kind != Kind::Answer {
            return Err(Failure::BadCode(crate::game::Reason::new(&NOT_AN_ANSWER)));
        }
        let init = RtcSessionDescriptionInit::new(RtcSdpType::Answer);
        init.set_sdp(&answer.to_sdp());
        then(&self.pc.set_remote_description(&init), |_| {}, fail(self));
        self.give_up_after(CONNECT_MS);
        Ok(())
    }

    /// Says the connection timed out if the channel has not opened in `ms`.
    fn give_up_after(self: &Rc<Rtc>, ms: f64) {
        let weak = Rc::downgrade(self);
        later(ms, move || {
            if let Some(rtc) = weak.upgrade().filter(|r| !r.opened.get() && !r.closed.get()) {
                (rtc.on)(Signal::Failed(Failure::TimedOut));
            }
        });
    }

    fn set_local(weak: &Weak<Rtc>, description: JsValue) {
        let Some(rtc) = weak.upgrade() else { return };
        let init: &RtcSessionDescriptionInit = description.unchecked_ref();
        let again = weak.clone();
        then(
            &rtc.pc.set_local_description(init),
            move |_| {
                let Some(rtc) = again.upgrade() else { return };
                if rtc.pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                    rtc.code();
                } else {
                    let late = again.clone();
                    later(GATHER_MS, move || {
                        if let Some(rtc) = late.upgrade() {
                            rtc.code();
                        }
                    });
                }
            },
            fail(&rtc),
        );
    }

    /// Hands out this browser's description as a code, once.
    fn code(&self) {
        if self.coded.replace(true) {
            return;
        }
        let sdp = self.pc.local_description().map(|d| d.sdp()).unwrap_or_default();
        match Description::from_sdp(self.kind, &sdp) {
            Ok(description) => (self.on)(Signal::Code(description.to_code())),
            Err(e) => (self.on)(Signal::Failed(Failure::BadCode(e.words()))),
        }
    }

    fn wire(self: &Rc<Rtc>, channel: RtcDataChannel) {
        let weak = Rc::downgrade(self);
        self.listen(&channel, "open", move |_| {
            if let Some(rtc) = weak.upgrade() {
                rtc.opened.set(true);
                (rtc.on)(Signal::Opened);
            }
        });
        let on_message = self.on.clone();
        self.listen(&channel, "message", move |e| {
            if let Some(text) = e.dyn_ref::<MessageEvent>().and_then(|m| m.data().as_string()) {
                on_message(Signal::Message(text));
            }
        });
        let weak = Rc::downgrade(self);
        self.listen(&channel, "close", move |_| {
            if let Some(rtc) = weak.upgrade() {
                rtc.close_once();
            }
        });
        *self.channel.borrow_mut() = Some(channel);
    }

    fn close_once(&self) {
        if !self.closed.replace(true) {
            (self.on)(Signal::Closed);
        }
    }

    /// Sends `text` on the channel; false when it is not open.
    pub fn send(&self, text: &str) -> bool {
        let channel = self.channel.borrow();
        let open = channel.as_ref().filter(|c| c.ready_state() == RtcDataChannelState::Open);
        open.is_some_and(|c| c.send_with_str(text).is_ok())
    }

    /// Closes the connection (a new exchange replaces it, or the screen is left).
    pub fn close(&self) {
        self.closed.set(true);
        // Dropped a moment later: this may run inside one of their handlers.
        let listeners = std::mem::take(&mut *self.listeners.borrow_mut());
        later(0.0, move || drop(listeners));
        if let Some(c) = self.channel.borrow_mut().take() {
            c.close();
        }
        self.pc.close();
    }
}

/// A promise's rejection: the connection could not be made (this browser refused a step).
fn fail(rtc: &Rc<Rtc>) -> impl FnOnce(JsValue) + 'static {
    let weak = Rc::downgrade(rtc);
    move |e: JsValue| {
        let why = js_sys::Error::from(e).message().as_string().unwrap_or_default();
        if let Some(rtc) = weak.upgrade() {
            let reason = crate::game::Reason { text: &REFUSED_STEP, args: vec![why] };
            (rtc.on)(Signal::Failed(Failure::BadCode(reason)));
        }
    }
}

const NOT_AN_OFFER: crate::game::Text = crate::text!(
    "it is an answer code, not an invitation: send it to the friend who invited you.",
    "je to kód odpovědi, ne pozvánka: pošlete jej příteli, který vás pozval."
);
const NOT_AN_ANSWER: crate::game::Text = crate::text!(
    "it is an invitation, not an answer code: your friend must open it and send back the code it shows.",
    "je to pozvánka, ne kód odpovědi: přítel ji musí otevřít a poslat zpět kód, který ukáže."
);
const REFUSED_STEP: crate::game::Text =
    crate::text!("this browser refused the connection ({0}).", "tento prohlížeč spojení odmítl ({0}).");
