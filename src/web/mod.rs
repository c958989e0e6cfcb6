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
#[cfg(any(feature = "embed", feature = "tools", feature = "words-apart"))]
mod fetch;
#[cfg(feature = "tools")]
mod form;
#[cfg(feature = "tools")]
pub mod gif;
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
#[cfg(feature = "tools")]
pub mod puzzle;
#[cfg(any(feature = "embed", feature = "tools"))]
mod puzzle_board;
#[cfg(feature = "tools")]
mod set_aside;
#[cfg(feature = "tools")]
mod share;
#[cfg(any(feature = "app", feature = "tools"))]
mod sound;
mod storage;
#[cfg(feature = "tools")]
pub mod study;

#[cfg(feature = "tools")]
pub mod tools;
#[cfg(feature = "app")]
mod words;
#[cfg(any(feature = "app", feature = "embed", feature = "tools"))]
mod worker;
#[cfg(feature = "tools")]
pub mod workshop;

pub use painter::paint_scene as paint;

#[cfg(feature = "app")]
mod exports;
#[cfg(feature = "app")]
pub use exports::*;

// The page allocates with Talc, a maintained allocator made for wasm: measured in the first
// bundle, 0.2 KB gzipped more than the hand-made size classes it replaces and 3.2 KB less than
// the standard dlmalloc (PERFORMANCE.md). The worker, the tools and the embed keep dlmalloc.
#[cfg(all(feature = "app", target_arch = "wasm32"))]
#[global_allocator]
static HEAP: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
