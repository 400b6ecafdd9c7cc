//! `altered-check [OPTIONS] [PATHS...]`: check card files; see `altered::run_check`.

fn main() {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = altered::run_check(std::env::args_os(), &mut stdout.lock(), &mut stderr.lock());
    std::process::exit(code);
}
