//! The page's wasm: the app (`deskovna::web`, whose `start` boots the page and whose exports
//! serve scripts and tests). Linking it from a bin gives a smaller wasm than the library's
//! cdylib did (see Cargo.toml).

use deskovna as _;

fn main() {}
