//! Every error has a stable code, documented (issue 16, deliverable 6): the codes written in
//! the sources of every crate are in docs/diagnostics.md (or, for the protocol,
//! docs/protocol.md), and the library's run-time errors carry theirs.

use altered::{CardPool, Choice, Deck, Game};
use miette::Diagnostic;
use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every `code(altered::…)` written in the Rust sources under `dir`.
fn codes_in(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            codes_in(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (i, _) in text.match_indices("code(altered::") {
                let code: String = text[i + 5..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                out.push(code);
            }
        }
    }
}

#[test]
fn every_code_in_the_sources_is_documented() {
    let docs = [
        std::fs::read_to_string(format!("{ROOT}/docs/diagnostics.md")).unwrap(),
        std::fs::read_to_string(format!("{ROOT}/docs/protocol.md")).unwrap(),
    ]
    .concat();
    let mut codes = Vec::new();
    for dir in ["grammar/src", "interpreter/src", "engine/src", "src"] {
        codes_in(&Path::new(ROOT).join(dir), &mut codes);
    }
    // Codes of diagnostics made up by unit tests are not the tools'.
    codes.retain(|c| !c.starts_with("altered::test::"));
    codes.sort();
    codes.dedup();
    // The run-time errors are among them (the walk sees them).
    assert!(codes.iter().any(|c| c == "altered::choice::out_of_range"), "{codes:?}");
    let missing: Vec<&String> = codes.iter().filter(|c| !docs.contains(&format!("`{c}`"))).collect();
    assert!(missing.is_empty(), "not in docs/diagnostics.md: {missing:?}");
}

fn code(e: &dyn Diagnostic) -> String {
    e.code().map(|c| c.to_string()).unwrap_or_default()
}

fn bundled() -> (CardPool, [Deck; 2]) {
    let (pool, _) = CardPool::load_dir(format!("{ROOT}/cards").as_ref()).unwrap();
    let list = |name: &str| std::fs::read_to_string(format!("{ROOT}/decks/{name}.txt")).unwrap();
    let decks = [
        Deck::parse("axiom", &list("axiom"), &pool).unwrap(),
        Deck::parse("bravos", &list("bravos"), &pool).unwrap(),
    ];
    (pool, decks)
}

#[test]
fn a_refused_choice_says_its_code() {
    let (_, [a, b]) = bundled();
    let mut game = Game::builder().seed(3).deck(a).deck(b).build().unwrap();
    let d = game.pending().unwrap().clone();
    let mut picks: Vec<usize> = (0..d.picks).collect();
    picks[0] = d.options.len();
    let out_of_range = game
        .submit(Choice {
            player: d.player,
            picks: picks.into(),
        })
        .unwrap_err();
    assert_eq!(code(&out_of_range), "altered::choice::out_of_range");
    let other = altered::PlayerId(1 - d.player.0);
    let picks = (0..d.picks).collect();
    let wrong_player = game.submit(Choice { player: other, picks }).unwrap_err();
    assert_eq!(code(&wrong_player), "altered::choice::wrong_player");
}

#[test]
fn a_game_or_a_deck_that_does_not_load_says_its_code() {
    let (pool, [a, b]) = bundled();
    let not_json = Game::from_json(&pool, "not a game").unwrap_err();
    assert_eq!(code(&not_json), "altered::load::not_a_saved_game");
    let setup = Game::builder().seed(1).deck(a).build().unwrap_err();
    assert_eq!(code(&setup), "altered::setup::player_count");
    drop(b);
    let unknown = Deck::parse("mine", "1 ALT_NOT_A_CARD\n", &pool).unwrap_err();
    assert_eq!(code(&unknown), "altered::deck::unknown_card");
}
