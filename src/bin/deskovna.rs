//! `deskovna`: the command line (perft, replay, …); see `deskovna::cli::USAGE`.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = deskovna::cli::run(&args);
    let text = out.text.trim_end();
    use std::io::Write;
    // A reader that stops early (`| head`) closes the pipe: not worth a panic.
    // Nothing to say (`moves` of a finished game) prints nothing, not an empty line.
    let _ = match (text.is_empty(), out.code) {
        (true, _) => Ok(()),
        (false, 2) => writeln!(std::io::stderr(), "{text}"),
        (false, _) => writeln!(std::io::stdout(), "{text}"),
    };
    std::process::exit(out.code);
}

/// The command line is native only; the browser build uses the library.
#[cfg(target_arch = "wasm32")]
fn main() {}
