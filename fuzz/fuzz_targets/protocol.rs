//! A protocol session (docs/protocol.md): any sequence of request lines gets one answer
//! each, a single line of JSON, and never a panic.
#![no_main]

use altered_engine::CardPool;
use libfuzzer_sys::fuzz_target;
use std::sync::{Arc, OnceLock};

mod common;

/// Requests per session: enough for a game's worth of back and forth.
const MAX_REQUESTS: usize = 64;

/// The bundled pool, shared by every input's server: a copy of it for each input (its
/// index of references and its lexicon, copied and dropped) took 9 % of the target's
/// instructions, and a server never changes its pool in place, so sharing it tests the
/// same path.
fn shared_pool() -> Arc<CardPool> {
    static SHARED: OnceLock<Arc<CardPool>> = OnceLock::new();
    SHARED.get_or_init(|| Arc::new(common::pool().clone())).clone()
}

fuzz_target!(|data: &[u8]| {
    let mut server = altered::serve::Server::with_pool(shared_pool());
    for line in data.split(|&b| b == b'\n').take(MAX_REQUESTS) {
        // `load_cards` with a `dir` reads the file system, which is not this target's to
        // explore (a fuzzed `"dir": "/"` walks the machine); the walk has its own tests.
        let names_a_dir = serde_json::from_slice::<serde_json::Value>(line).is_ok_and(|v| v.get("dir").is_some());
        if names_a_dir || line.windows(3).any(|w| w == b"dir") {
            continue;
        }
        let answer = server.handle_line(line);
        assert!(!answer.contains('\n'), "an answer of several lines: {answer}");
        let json: serde_json::Value = serde_json::from_str(&answer).expect("every answer is JSON");
        assert!(
            json.get("ok").is_some() || json.get("error").is_some(),
            "neither ok nor error: {answer}"
        );
    }
});
