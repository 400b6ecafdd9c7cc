//! Shared helpers: the real card pool and bundled decks, loaded once.
#![allow(dead_code)]

use altered_engine::{CardPool, Deck};
use std::path::PathBuf;
use std::sync::OnceLock;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

pub fn pool() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| CardPool::load_dir(&root().join("cards")).expect("cards/ loads").0)
}

pub fn deck(faction: &str) -> Deck {
    let text = std::fs::read_to_string(root().join("decks").join(format!("{faction}.txt"))).expect("deck file");
    Deck::parse(faction, &text, pool()).expect("bundled deck resolves")
}

pub const FACTIONS: [&str; 6] = ["axiom", "bravos", "lyra", "muna", "ordis", "yzmir"];
