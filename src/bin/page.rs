//! The home page's wasm: the app built with no game (see Cargo.toml, `games::carried`), whose
//! `start` shows the cards and sends any game's address to that game's page. Linking it from a
//! bin gives a smaller wasm than the library's cdylib did (see Cargo.toml).

use deskovna as _;

fn main() {}
