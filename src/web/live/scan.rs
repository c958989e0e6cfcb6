//! Scanning the friend's answer QR code with the camera, where the browser can: the frames of a
//! `getUserMedia` video are read by `BarcodeDetector`. Where either is missing (Firefox,
//! Safari, desktop Chromium on Linux) the scan button is not shown and the code is pasted.
//! Both are reached through `Reflect`: `BarcodeDetector` is not in web-sys's stable set.

use super::render;
use super::rtc::then;
use crate::app::live::screen::LiveWord;
use crate::web::dom::{by_id, later, window};
use js_sys::{Array, Function, Object, Reflect};
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

/// How often a frame is read.
const EVERY_MS: f64 = 250.0;

/// The camera while it scans: its stream and its detector.
struct Scan {
    stream: JsValue,
    detector: JsValue,
}

thread_local! {
    static SCAN: RefCell<Option<Scan>> = const { RefCell::new(None) };
}

fn get(target: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(target, &name.into()).ok().filter(|v| !v.is_undefined() && !v.is_null())
}

fn call(target: &JsValue, name: &str, args: &[&JsValue]) -> Option<JsValue> {
    let f = get(target, name)?.dyn_into::<Function>().ok()?;
    let array: Array = args.iter().copied().collect();
    f.apply(target, &array).ok()
}

fn media_devices() -> Option<JsValue> {
    get(&window().navigator().into(), "mediaDevices").filter(|m| get(m, "getUserMedia").is_some())
}

/// Whether this browser can scan a QR code with its camera.
pub fn can_scan() -> bool {
    get(&window().into(), "BarcodeDetector").is_some() && media_devices().is_some()
}

/// Opens the camera and reads QR codes until one is found: it is put in the field `into`, then
/// `found` is called. A camera refused or missing says so; the field is still there to paste.
pub fn start(into: &'static str, found: fn()) {
    stop();
    let Some(devices) = media_devices() else { return };
    let constraints = Object::new();
    let video = Object::new();
    let _ = Reflect::set(&video, &"facingMode".into(), &"environment".into());
    let _ = Reflect::set(&constraints, &"video".into(), &video);
    let Some(promise) = call(&devices, "getUserMedia", &[&constraints]) else { return refused() };
    let Ok(promise) = promise.dyn_into::<js_sys::Promise>() else { return refused() };
    then(&promise, move |stream| opened(stream, into, found), |_| refused());
}

fn refused() {
    stop();
    render::say(LiveWord::NoCamera.get(super::ui_lang()), true);
}

/// The camera is open: shown in `#lv-video`, and read.
fn opened(stream: JsValue, into: &'static str, found: fn()) {
    let Some(video) = by_id::<Element>("lv-video") else { return release(&stream) };
    let Some(detector) = detector() else { return release(&stream) };
    let _ = Reflect::set(&video, &"srcObject".into(), &stream);
    let _ = Reflect::set(&video, &"muted".into(), &true.into());
    let _ = Reflect::set(&video, &"playsInline".into(), &true.into());
    let _ = call(&video, "play", &[]);
    render::scanning(true);
    // The camera's view in sight (below the invitation on a small screen).
    let nearest = Object::new();
    let _ = Reflect::set(&nearest, &"block".into(), &"nearest".into());
    let _ = call(&video, "scrollIntoView", &[&nearest]);
    render::say(LiveWord::ScanHint.get(super::ui_lang()), false);
    SCAN.with(|s| *s.borrow_mut() = Some(Scan { stream, detector }));
    later(EVERY_MS, move || look(into, found));
}

fn detector() -> Option<JsValue> {
    let class = get(&window().into(), "BarcodeDetector")?.dyn_into::<Function>().ok()?;
    let options = Object::new();
    let _ = Reflect::set(&options, &"formats".into(), &Array::of1(&"qr_code".into()));
    Reflect::construct(&class, &Array::of1(&options)).ok()
}

/// Reads the frame shown now; again a moment later until a code is found or the scan stops.
fn look(into: &'static str, found: fn()) {
    let Some(detector) = SCAN.with(|s| s.borrow().as_ref().map(|s| s.detector.clone())) else { return };
    let Some(video) = by_id::<Element>("lv-video") else { return stop() };
    let promise = call(&detector, "detect", &[&video]).and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
    let Some(promise) = promise else { return refused() };
    let again = move || {
        if SCAN.with(|s| s.borrow().is_some()) {
            later(EVERY_MS, move || look(into, found));
        }
    };
    then(
        &promise,
        move |codes| {
            let first = Array::from(&codes).iter().find_map(|c| get(&c, "rawValue").and_then(|v| v.as_string()));
            match first.filter(|text| !text.trim().is_empty()) {
                Some(text) => {
                    stop();
                    render::set_field(into, &text);
                    found();
                }
                None => again(),
            }
        },
        // A frame not ready yet (the video still starting) is looked at again.
        move |_| again(),
    );
}

fn release(stream: &JsValue) {
    if let Some(tracks) = call(stream, "getTracks", &[]) {
        for track in Array::from(&tracks).iter() {
            let _ = call(&track, "stop", &[]);
        }
    }
}

/// Stops the camera (a code found, the Stop button, a new screen).
pub fn stop() {
    if let Some(scan) = SCAN.with(|s| s.borrow_mut().take()) {
        release(&scan.stream);
    }
    if let Some(video) = by_id::<Element>("lv-video") {
        let _ = Reflect::set(&video, &"srcObject".into(), &JsValue::NULL);
    }
    render::scanning(false);
}
