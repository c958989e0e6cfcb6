//! The host page's configuration object, converted value by value (by serde, as
//! `app::embed::Raw`) for `app::embed::Options`, which reads it strictly (unknown keys and
//! wrong types refused in words).

use crate::app::embed::{Failure, Options, Raw};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Reads `config`; an object is expected (undefined or null mean an empty one).
pub fn read(config: &JsValue) -> Result<Options, Failure> {
    if config.is_undefined() || config.is_null() {
        return Ok(Options::default());
    }
    if !config.is_object() || Array::is_array(config) {
        return Err(Failure::new("bad-config", "The configuration must be an object."));
    }
    let keys: Vec<String> =
        Object::keys(config.unchecked_ref::<Object>()).iter().filter_map(|k| k.as_string()).collect();
    // A getter that throws is an error, not a crash.
    Options::read(&keys, |key| Reflect::get(config, &JsValue::from_str(key)).map_or(Raw::Unreadable, |v| raw(&v)))
}

/// A JavaScript value as the reader takes it, through serde (`Raw`'s reader); `undefined`,
/// which serde reads as null, and a BigInt, which it reads as a number, are told apart first.
fn raw(v: &JsValue) -> Raw {
    if v.is_undefined() {
        Raw::Absent
    } else if v.is_bigint() {
        Raw::Other
    } else {
        // What serde cannot read (a function, a symbol, a Set) is no option's type.
        serde_wasm_bindgen::from_value(v.clone()).unwrap_or(Raw::Other)
    }
}
