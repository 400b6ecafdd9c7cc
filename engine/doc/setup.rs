// Shared setup of the rustdoc examples: the repository's card pool and bundled decks. The
// examples include it as hidden lines (`setup::pool()`), so that each shows only its item;
// the crate-level tour of the `altered` facade shows these steps in full.

use altered_engine::{CardPool, Deck, Game};

/// The card pool of the repository's `cards/`.
pub fn pool() -> CardPool {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../cards");
    let (pool, skipped) = CardPool::load_dir(dir.as_ref()).expect("the bundled cards load");
    assert!(skipped.is_empty(), "{skipped:?}");
    pool
}

/// A bundled deck list, `decks/<name>.txt`, in altered.gg export format.
pub fn list(name: &str) -> String {
    let path = format!("{}/../decks/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).expect("a bundled deck")
}

/// A bundled deck, resolved against `pool`.
pub fn deck(pool: &CardPool, name: &str) -> Deck {
    Deck::parse(name, &list(name), pool).expect("a bundled deck reads")
}

/// A new game, Axiom against Bravos, seed 7, at its first decision.
pub fn game(pool: &CardPool) -> Game {
    Game::builder()
        .seed(7)
        .deck(deck(pool, "axiom"))
        .deck(deck(pool, "bravos"))
        .build()
        .expect("two decks")
}
