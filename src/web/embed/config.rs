//! The host page's configuration object, converted value by value for `app::embed::Options`,
//! which reads it strictly (unknown keys and wrong types refused in words).

use crate::app::embed::{Failure, Options, Raw, LONGEST};
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
    Options::read(&keys, |key| Reflect::get(config, &JsValue::from_str(key)).map_or(Raw::Unreadable, |v| raw(&v, true)))
}

/// A JavaScript value as the reader takes it; a list's items are read one level deep.
fn raw(v: &JsValue, outer: bool) -> Raw {
    if v.is_undefined() {
        Raw::Absent
    } else if v.is_null() {
        Raw::Null
    } else if let Some(s) = v.as_string() {
        Raw::Text(s)
    } else if let Some(n) = v.as_f64() {
        Raw::Number(n)
    } else if let Some(b) = v.as_bool() {
        Raw::Bool(b)
    } else if outer && Array::is_array(v) {
        Raw::List(Array::from(v).iter().take(LONGEST + 1).map(|item| raw(&item, false)).collect())
    } else {
        Raw::Other
    }
}
