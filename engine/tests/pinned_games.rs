//! Same seeds and decks, same games: the results and final state hashes of seeded random
//! games over every ordered pair of the bundled decks, pinned in `engine/tests/pinned_games.txt`.
//!
//! A refactor or an optimisation must keep every line. A real rules fix that changes games
//! says which rule in its commit and rewrites the pin in the same commit:
//! `PIN_UPDATE=1 cargo test -p altered-engine --test pinned_games`, then read the diff.
mod common;

use altered_engine::{random_game, state_hash, DEFAULT_MAX_DAYS};
use common::{deck, root, FACTIONS};

/// Games per ordered deck pair: 30 pairs × 10 seeds = 300 games.
const SEEDS_PER_PAIR: u64 = 10;

/// One line per game: `first second seed winner day tiebreak hash`.
fn played() -> String {
    let mut out = String::new();
    for a in FACTIONS {
        for b in FACTIONS {
            if a == b {
                continue;
            }
            let decks = [deck(a), deck(b)];
            for seed in 0..SEEDS_PER_PAIR {
                let game = random_game(&decks, seed, DEFAULT_MAX_DAYS)
                    .unwrap_or_else(|e| panic!("{a} against {b}, seed {seed}: {e}"));
                let outcome = game.outcome().expect("a random game ends or hits the day limit");
                let winner = outcome.winner.map_or("none".to_string(), |w| w.index().to_string());
                let tiebreak = if outcome.tiebreakers { "tiebreak" } else { "-" };
                out.push_str(&format!(
                    "{a} {b} {seed} {winner} {} {tiebreak} {}\n",
                    outcome.day,
                    state_hash(&game)
                ));
            }
        }
    }
    out
}

#[test]
fn seeded_games_end_exactly_as_pinned() {
    let path = root().join("engine/tests/pinned_games.txt");
    let now = played();
    if std::env::var_os("PIN_UPDATE").is_some() {
        std::fs::write(&path, &now).expect("write the pin");
        return;
    }
    let pinned = std::fs::read_to_string(&path).expect("engine/tests/pinned_games.txt (PIN_UPDATE=1 writes it)");
    let changed: Vec<String> = pinned
        .lines()
        .zip(now.lines())
        .filter(|(p, n)| p != n)
        .map(|(p, n)| format!("  pinned: {p}\n  now:    {n}"))
        .collect();
    assert!(
        changed.is_empty() && pinned.lines().count() == now.lines().count(),
        "{} of {} seeded games changed (a rules fix rewrites the pin with PIN_UPDATE=1 and says which rule):\n{}",
        changed.len(),
        pinned.lines().count(),
        changed.iter().take(10).cloned().collect::<Vec<_>>().join("\n")
    );
}
