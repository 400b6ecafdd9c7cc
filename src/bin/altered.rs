//! `altered import|fmt …`; see `altered::run_altered`.

fn main() {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = altered::run_altered(std::env::args_os(), &mut stdout.lock(), &mut stderr.lock());
    std::process::exit(code);
}
