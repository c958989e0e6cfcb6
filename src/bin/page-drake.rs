//! The Drake's page wasm: the app built with the `drake` feature alone, so that it links no other
//! game's engine or view (see Cargo.toml, `games::carried`).

use deskovna as _;

fn main() {}
