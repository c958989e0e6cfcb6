//! Offline: registers the service worker (sw.js, written by the build), and when a new
//! version has been installed in the background, offers to reload into it.

use super::dom::{forever, on, set_hidden, window};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ServiceWorker, ServiceWorkerRegistration, ServiceWorkerState};

/// Shows the "new version" notice if a new worker is waiting while this page is controlled.
fn offer(registration: &ServiceWorkerRegistration) {
    let controlled = window().navigator().service_worker().controller().is_some();
    if controlled && registration.waiting().is_some() {
        set_hidden("update", false);
    }
}

pub fn register() {
    let navigator = window().navigator();
    if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        return;
    }
    let container = navigator.service_worker();
    let reloading = Rc::new(Cell::new(false));
    // Reload only when the player asked for the new version (not on the first install).
    let r = reloading.clone();
    let on_change = forever(move || {
        if r.get() {
            let _ = window().location().reload();
        }
    });
    container.set_oncontrollerchange(Some(on_change.unchecked_ref()));

    let on_registered = Closure::<dyn FnMut(JsValue)>::new(move |value: JsValue| {
        let Ok(registration) = value.dyn_into::<ServiceWorkerRegistration>() else { return };
        offer(&registration);
        let reg = registration.clone();
        let on_found = forever(move || {
            let Some(worker) = reg.installing() else { return };
            let reg2 = reg.clone();
            let w = worker.clone();
            let on_state = forever(move || {
                if w.state() == ServiceWorkerState::Installed {
                    offer(&reg2);
                }
            });
            worker.set_onstatechange(Some(on_state.unchecked_ref()));
        });
        registration.set_onupdatefound(Some(on_found.unchecked_ref()));
        let reg = registration.clone();
        let reloading = reloading.clone();
        on("update-reload", "click", move |_| {
            let waiting: Option<ServiceWorker> = reg.waiting();
            match waiting {
                Some(w) => {
                    reloading.set(true);
                    let _ = w.post_message(&"deskovna:skip-waiting".into());
                }
                None => {
                    let _ = window().location().reload();
                }
            }
        });
    });
    let _ = container.register("./sw.js").then(&on_registered);
    on_registered.forget();
}
