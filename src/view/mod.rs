//! The view: pure and natively tested. Geometry, the scene of a position, and the gesture
//! machine; the web layer only paints scenes and forwards events.

pub mod board;
pub mod camelot;
pub mod drake;
pub mod drakoburg;
pub mod editor;
pub mod fields;
pub mod geometry;
pub mod gesture;
pub mod help;
pub mod hex;
pub mod marks;
pub mod markup;
pub mod picture;
pub mod press;
#[cfg(feature = "puzzles")]
pub mod puzzle;
pub mod registry;
pub mod replay;
pub mod scene;
pub mod shamrock;
pub mod status;
pub mod study;
pub mod svg;
pub mod table;
pub mod theme;
pub mod trig;
pub mod words;
pub mod workshop;
