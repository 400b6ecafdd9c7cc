//! Embeds the bundled pool's token cards (`cards/**/*.card` whose type is `Token`), so that
//! `check_source` on one card knows the tokens the printed cards create (`Brassbug`)
//! without a pool at hand. Which files are token cards is read from the files themselves:
//! adding a token card to `cards/` needs no change here.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let cards = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cards");
    println!("cargo:rerun-if-changed={}", cards.display());
    let mut files = Vec::new();
    collect(&cards, &mut files);
    files.sort();
    let mut out = String::from("/// The bundled pool's token cards: (path under `cards/`, text).\n");
    out.push_str("pub(crate) const BUNDLED_TOKEN_CARDS: &[(&str, &str)] = &[\n");
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let is_token = text.lines().any(|l| {
            l.strip_prefix("type:")
                .is_some_and(|t| t.trim_start().starts_with("Token"))
        });
        if is_token {
            let shown = f.strip_prefix(&cards).unwrap_or(&f).display().to_string();
            let _ = writeln!(out, "    ({shown:?}, include_str!({:?})),", f.display().to_string());
        }
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("bundled_tokens.rs");
    std::fs::write(dest, out).expect("write bundled_tokens.rs");
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "card") {
            out.push(p);
        }
    }
}
