//! Variant texts of The Drake: the whole input is the text (see `fuzz_variant`).
#![no_main]

use deskovna_fuzz::fuzz_variant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fuzz_variant(&String::from_utf8_lossy(data));
});
