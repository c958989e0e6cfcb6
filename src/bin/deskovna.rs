//! `deskovna`: the command line (perft, replay, …); see `deskovna::cli::USAGE`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = deskovna::cli::run(&args);
    if out.code != 2 {
        print!("{}", out.text);
    } else {
        eprintln!("{}", out.text);
    }
    std::process::exit(out.code);
}
