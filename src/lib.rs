//! Deskovna: four abstract board games — The Drake, Camelot, Drakoburg and Shamrock.
//!
//! Layers, each knowing only the one below it: `game` (the shared vocabulary) and `games`
//! (pure rules engines); `view` (geometry, scenes, gestures: pure and natively tested); `app`
//! (the game session, saved games: pure and natively tested); `web` (the thin browser layer,
//! compiled for wasm32 only: the page's bundle with the `app` feature, the tools loaded on
//! demand with the `tools` feature).

// A string cut by index can panic, and one such cut links core's panic message for it, which
// prints the char and the range with `Debug` and brings the Unicode printing tables: about 4 KB
// gzipped in every page. Cuts go through `get`, `split_once`, `strip_prefix` or
// `split_at_checked` instead (clippy.toml forbids `str::split_at` for the same reason).
#![cfg_attr(not(test), deny(clippy::string_slice))]

pub mod ai;
pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod game;
pub mod games;
pub mod view;
#[cfg(all(target_arch = "wasm32", any(feature = "app", feature = "tools", feature = "embed")))]
pub mod web;
