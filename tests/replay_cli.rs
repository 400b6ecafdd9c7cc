//! `altered sim --save-log` and `altered replay`, run in process: a seed and the choices
//! reproduce the game, and the final state hash says so.

use std::path::Path;

fn altered(args: &[&str]) -> (i32, String, String) {
    let mut full = vec!["altered"];
    full.extend_from_slice(args);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = altered::run_altered(full, &mut out, &mut err);
    (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

fn root(dir: &str) -> String {
    format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"))
}

/// Saves the log of the first game of `altered sim --seed SEED` with two bundled decks.
fn save(log: &Path, seed: &str, decks: [&str; 2]) -> String {
    let (cards, decks_dir) = (root("cards"), root("decks"));
    let args = [
        "sim",
        "--seed",
        seed,
        "--deck",
        decks[0],
        "--deck",
        decks[1],
        "--cards",
        &cards,
        "--decks-dir",
        &decks_dir,
        "--save-log",
        log.to_str().unwrap(),
    ];
    let (code, out, err) = altered(&args);
    assert_eq!(code, 0, "{err}");
    out
}

fn replay(log: &Path) -> (i32, String, String) {
    altered(&["replay", log.to_str().unwrap(), "--cards", &root("cards")])
}

fn hash_line(out: &str) -> &str {
    out.lines()
        .find(|l| l.starts_with("final state hash "))
        .expect("a hash line")
}

fn edit(log: &Path, change: impl FnOnce(&mut serde_json::Value)) {
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(log).unwrap()).unwrap();
    change(&mut v);
    std::fs::write(log, serde_json::to_string(&v).unwrap()).unwrap();
}

#[test]
fn a_saved_game_replays_to_the_same_final_state() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.json");
    let saved = save(&log, "7", ["lyra", "ordis"]);
    let (code, out, err) = replay(&log);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    assert_eq!(hash_line(&out), hash_line(&saved));
    assert!(out.contains("matches the log"), "{out}");
    // The sim's own report of the same game agrees on who won.
    let winner = saved
        .lines()
        .next()
        .unwrap()
        .split(": ")
        .nth(1)
        .unwrap()
        .split(';')
        .next()
        .unwrap();
    assert!(out.contains(winner), "{saved}\n{out}");
}

#[test]
fn different_seeds_give_different_logs_and_hashes() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.json"), dir.path().join("b.json"));
    let (out_a, out_b) = (save(&a, "1", ["axiom", "bravos"]), save(&b, "2", ["axiom", "bravos"]));
    assert_ne!(hash_line(&out_a), hash_line(&out_b));
    assert_eq!(
        save(&a, "1", ["axiom", "bravos"]),
        out_a,
        "the same arguments write the same game"
    );
}

#[test]
fn a_log_whose_hash_differs_from_the_replay_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.json");
    save(&log, "5", ["muna", "yzmir"]);
    edit(&log, |v| v["state_hash"] = "0".repeat(64).into());
    let (code, out, _) = replay(&log);
    assert_eq!(code, 1);
    assert!(out.contains("does NOT match"), "{out}");
}

/// A log whose recorded outcome was edited (another winner, another day) or left out claims
/// a game that did not happen, though its state hash is right (one of the project's reproducers).
#[test]
fn a_log_whose_outcome_differs_from_the_replay_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.json");
    save(&log, "100", ["axiom", "bravos"]);
    let recorded: serde_json::Value =
        serde_json::from_str::<serde_json::Value>(&std::fs::read_to_string(&log).unwrap()).unwrap()["outcome"].clone();
    let winner = recorded["winner"].as_u64().expect("a recorded winner");
    edit(&log, |v| {
        v["outcome"] = serde_json::json!({"winner": 1 - winner, "day": 1, "tiebreakers": true});
    });
    let (code, out, _) = replay(&log);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("does NOT match the log's outcome"), "{out}");
    assert!(!out.contains("state hash 0"), "the hash still matches: {out}");

    edit(&log, |v| {
        v.as_object_mut().unwrap().remove("outcome");
    });
    let (code, out, _) = replay(&log);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("it records no outcome"), "{out}");
}

#[test]
fn a_changed_choice_or_seed_does_not_reproduce_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.json");
    save(&log, "9", ["axiom", "bravos"]);
    // Another seed: other shuffles, so the recorded choices either are refused (exit 2,
    // naming the choice) or lead elsewhere (exit 1). Never "matches".
    edit(&log, |v| v["seed"] = 12345.into());
    let (code, out, err) = replay(&log);
    assert!(
        code == 1 || (code == 2 && err.contains("choice ")),
        "{code} {out} {err}"
    );
    // A pick past the options of its decision is refused by the engine, by its index.
    save(&log, "9", ["axiom", "bravos"]);
    edit(&log, |v| v["choices"][0]["picks"] = serde_json::json!([999]));
    let (code, _, err) = replay(&log);
    assert_eq!(code, 2);
    assert!(err.contains("choice 0:"), "{err}");
}

#[test]
fn malformed_logs_are_errors_naming_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.json");
    save(&log, "3", ["lyra", "ordis"]);
    edit(&log, |v| v["choices"][2]["picks"] = "many".into());
    let (code, _, err) = replay(&log);
    assert_eq!(code, 2);
    assert!(err.contains("choices[2].picks"), "{err}");

    save(&log, "3", ["lyra", "ordis"]);
    edit(&log, |v| v["format"] = "something-else".into());
    let (code, _, err) = replay(&log);
    assert_eq!(code, 2);
    assert!(err.contains("not an altered game log"), "{err}");

    save(&log, "3", ["lyra", "ordis"]);
    edit(&log, |v| v["decks"][1]["list"] = "1 NOT_A_CARD\n".into());
    let (code, _, err) = replay(&log);
    assert_eq!(code, 2);
    assert!(err.contains("deck 1") && err.contains("NOT_A_CARD"), "{err}");

    std::fs::write(&log, "{ not json").unwrap();
    assert_eq!(replay(&log).0, 2);
    assert_eq!(replay(&dir.path().join("missing.json")).0, 2);
}

#[test]
fn save_log_records_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.json");
    let (code, _, err) = altered(&["sim", "--games", "3", "--save-log", log.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("--save-log records one game"), "{err}");
    assert!(!log.exists(), "nothing is written");
}
