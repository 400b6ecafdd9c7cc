//! What the targets share: the bundled card pool, loaded once.
// Each target uses some of it.
#![allow(dead_code)]

use altered_engine::{CardPool, Deck};
use std::sync::OnceLock;

/// The repository's `cards/`, the pool decks and games are resolved against.
pub fn pool() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../cards");
        CardPool::load_dir(dir.as_ref()).expect("the bundled cards load").0
    })
}

/// A bundled deck list, by name.
pub fn deck_list(name: &str) -> String {
    let path = format!("{}/../decks/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("a bundled deck")
}

/// The bundled decks, in the order of [`DECKS`], then those of `fuzz/decks/` (the cards no
/// bundled deck holds, `fuzz/decks_gen.py`), by file name: read once against [`pool`].
/// Reading the lists is the `deck` target's to test, and reading two files and their lists
/// again for every game cost the `game` target 1 % of its instructions and 2 % of its time
/// in system calls (RELIABILITY.md, session 14).
pub fn decks() -> &'static [Deck] {
    static DECKS_READ: OnceLock<Vec<Deck>> = OnceLock::new();
    DECKS_READ.get_or_init(|| {
        let bundled = DECKS.iter().map(|n| (n.to_string(), deck_list(n)));
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/decks");
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .expect("fuzz/decks")
            .map(|e| e.expect("fuzz/decks").path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect();
        paths.sort();
        let made = paths.iter().map(|p| {
            let name = p.file_stem().expect("a file name").to_string_lossy().into_owned();
            (name, std::fs::read_to_string(p).expect("a deck of fuzz/decks"))
        });
        bundled
            .chain(made)
            .map(|(n, text)| Deck::parse(&n, &text, pool()).expect("a deck reads"))
            .collect()
    })
}

/// The six bundled decks.
pub const DECKS: [&str; 6] = ["axiom", "bravos", "lyra", "muna", "ordis", "yzmir"];
