//! A game driven by the fuzzer's choices: two decks (bundled, or of `fuzz/decks/`) and a
//! seed from the first bytes, then each decision answered from the next bytes (any legal
//! choice: indices taken modulo the options). The engine's invariants are checked before
//! every decision, and every submitted choice is legal, so none may be refused.
#![no_main]

use altered_engine::{Choice, Game, Picks};
use libfuzzer_sys::fuzz_target;

mod common;

/// Decisions per input: a random game takes about a hundred.
const MAX_DECISIONS: usize = 400;

fuzz_target!(|data: &[u8]| {
    let [a, b, s0, s1, s2, s3, rest @ ..] = data else {
        return;
    };
    let decks = common::decks();
    let deck = |x: &u8| decks[usize::from(*x) % decks.len()].clone();
    let seed = u64::from(u32::from_le_bytes([*s0, *s1, *s2, *s3]));
    let Ok(mut game) = Game::builder().seed(seed).deck(deck(a)).deck(deck(b)).build() else {
        return;
    };
    let mut bytes = rest.iter().copied();
    for _ in 0..MAX_DECISIONS {
        if let Err(v) = game.check_invariants() {
            panic!("{v}");
        }
        let Some(d) = game.pending().cloned() else {
            return;
        };
        // `picks` distinct options: each byte picks among those not yet taken.
        let mut left: Vec<usize> = (0..d.options.len()).collect();
        let mut picks = Picks::default();
        for _ in 0..d.picks {
            let Some(byte) = bytes.next() else {
                return;
            };
            picks.push(left.remove(usize::from(byte) % left.len()));
        }
        if let Err(e) = game.submit(Choice {
            player: d.player,
            picks,
        }) {
            panic!("a legal choice was refused: {e}");
        }
    }
});
