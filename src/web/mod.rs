//! The browser layer: the only code that touches web-sys. It paints scenes and forwards
//! events; everything it shows is decided in `view` and `app`.

#[cfg(feature = "tools")]
pub mod bench;
#[cfg(any(feature = "app", feature = "embed", feature = "tools"))]
mod computer;
mod dom;
#[cfg(feature = "tools")]
pub mod editor;
#[cfg(feature = "embed")]
pub mod embed;
#[cfg(feature = "tools")]
mod form;
#[cfg(feature = "tools")]
pub mod gif;
#[cfg(all(feature = "app", target_arch = "wasm32"))]
mod heap;
#[cfg(feature = "tools")]
pub mod help;
#[cfg(any(feature = "app", feature = "embed", feature = "tools"))]
mod host;
#[cfg(any(feature = "app", feature = "embed", feature = "tools"))]
pub mod js_wire;
#[cfg(feature = "tools")]
pub mod lesson;
#[cfg(feature = "tools")]
pub mod live;
#[cfg(any(feature = "app", feature = "embed"))]
mod load_tools;
#[cfg(feature = "tools")]
pub mod new_game;
#[cfg(feature = "app")]
mod offline;
#[cfg(feature = "app")]
mod page;
mod painter;
#[cfg(any(feature = "embed", feature = "tools"))]
mod picture;
#[cfg(feature = "tools")]
pub mod picture_dialog;
#[cfg(any(feature = "app", feature = "tools"))]
mod sound;
mod storage;
#[cfg(feature = "tools")]
pub mod study;

#[cfg(feature = "tools")]
pub mod tools;
#[cfg(any(feature = "app", feature = "embed", feature = "tools"))]
mod worker;
#[cfg(feature = "tools")]
pub mod workshop;

pub use painter::paint_scene as paint;

#[cfg(feature = "app")]
mod exports;
#[cfg(feature = "app")]
pub use exports::*;

#[cfg(all(feature = "app", target_arch = "wasm32"))]
#[global_allocator]
static HEAP: heap::Classes = heap::Classes::new();
