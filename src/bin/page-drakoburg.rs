//! Drakoburg's page wasm: the app built with the `drakoburg` feature alone, so that it links no other
//! game's engine or view (see Cargo.toml, `games::carried`).

use deskovna as _;

fn main() {}
