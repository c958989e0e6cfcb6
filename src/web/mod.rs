//! The browser layer: the only code that touches web-sys. It paints scenes and forwards
//! events; everything it shows is decided in `view` and `app`.

#[cfg(feature = "tools")]
pub mod bench;
#[cfg(any(feature = "app", feature = "embed"))]
mod computer;
mod dom;
#[cfg(feature = "embed")]
pub mod embed;
#[cfg(feature = "tools")]
pub mod gif;
#[cfg(feature = "tools")]
pub mod help;
#[cfg(any(feature = "app", feature = "embed"))]
mod host;
#[cfg(feature = "app")]
mod offline;
#[cfg(feature = "app")]
mod page;
mod painter;
#[cfg(any(feature = "app", feature = "embed"))]
mod picture;
#[cfg(feature = "app")]
mod sound;
#[cfg(feature = "app")]
mod storage;

pub use painter::paint_scene as paint;

#[cfg(feature = "app")]
mod exports;
#[cfg(feature = "app")]
pub use exports::*;
