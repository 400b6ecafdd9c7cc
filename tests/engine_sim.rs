//! `altered sim`, run in process.

fn run(args: &[&str]) -> (i32, String, String) {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut full = vec!["altered", "sim"];
    full.extend_from_slice(args);
    let cards = format!("{root}/cards");
    let decks = format!("{root}/decks");
    full.extend_from_slice(&["--cards", &cards, "--decks-dir", &decks]);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = altered::run_altered(full, &mut out, &mut err);
    (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

fn without_speed(s: &str) -> String {
    s.lines()
        .filter(|l| !l.starts_with("speed:"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn sim_reports_wins_tiebreaks_days_and_speed() {
    let (code, out, err) = run(&["--games", "50", "--seed", "3"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("50 games, seed 3\n"), "{out}");
    assert!(out.contains("player 0 (axiom): "));
    assert!(out.contains("player 1 (bravos): "));
    assert!(out.contains("tiebreaks: "));
    assert!(out.contains("mean days per game: "));
    assert!(out.contains("games/s"));
}

#[test]
fn sim_is_deterministic_but_for_the_speed() {
    let a = run(&["--games", "40", "--seed", "11", "--deck", "lyra", "--deck", "ordis"]).1;
    let b = run(&["--games", "40", "--seed", "11", "--deck", "lyra", "--deck", "ordis"]).1;
    let c = run(&["--games", "40", "--seed", "12", "--deck", "lyra", "--deck", "ordis"]).1;
    assert_eq!(without_speed(&a), without_speed(&b));
    assert_ne!(without_speed(&a), without_speed(&c));
}

#[test]
fn sim_json_is_one_document() {
    let (code, out, _) = run(&["--games", "5", "--format", "json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"], 5);
    assert_eq!(v["wins"].as_array().unwrap().len(), 2);
    let wins: u64 = v["wins"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
    assert_eq!(wins + v["unfinished"].as_u64().unwrap(), 5);
}

#[test]
fn sim_bad_decks_are_errors_naming_the_line() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "1 ALT_CORE_B_AX_01_C\n2 NOT_A_CARD\n").unwrap();
    let (code, _, err) = run(&["--deck", bad.to_str().unwrap(), "--deck", "axiom"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("bad.txt: line 2: unknown card reference `NOT_A_CARD`"),
        "{err}"
    );
    let (code, _, err) = run(&["--deck", "axiom"]);
    assert_eq!(code, 2);
    assert!(err.contains("2 decks"), "{err}");
    let (code, _, err) = run(&["--deck", "/no/such/deck", "--deck", "axiom"]);
    assert_eq!(code, 2);
    assert!(err.contains("/no/such/deck"), "{err}");
}

/// A misspelt bundled deck's name gets the closest name and the list; a card folder that
/// is not there says how to point the tool at one.
#[test]
fn sim_names_the_bundled_decks_and_the_card_folder_it_lacks() {
    let (code, _, err) = run(&["--deck", "axoim", "--deck", "bravos"]);
    assert_eq!(code, 2);
    assert!(err.contains("did you mean `axiom`?"), "{err}");
    assert!(err.contains("axiom, bravos, lyra, muna, ordis, yzmir"), "{err}");

    let nowhere = tempfile::tempdir().unwrap();
    let missing = nowhere.path().join("cards");
    let args = ["altered", "sim", "--games", "1", "--cards", missing.to_str().unwrap()];
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(altered::run_altered(args, &mut out, &mut err), 2);
    let err = String::from_utf8(err).unwrap();
    assert!(err.contains("pass --cards DIR"), "{err}");
}

/// The report without what varies from run to run (the time and the speed).
fn results(json: &str) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let o = v.as_object_mut().unwrap();
    o.remove("seconds");
    o.remove("games_per_second");
    v
}

/// Game `i` is seeded from the run's seed and `i`, and the counts are sums: any number of
/// threads gives the same report.
#[test]
fn sim_gives_the_same_results_for_any_number_of_jobs() {
    let one = run(&["--games", "24", "--seed", "5", "--jobs", "1", "--format", "json"]).1;
    for jobs in ["2", "3", "7"] {
        let (code, many, err) = run(&["--games", "24", "--seed", "5", "--jobs", jobs, "--format", "json"]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(results(&many), results(&one), "--jobs {jobs}");
    }
    let (code, _, err) = run(&["--games", "2", "--jobs", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--jobs 0"), "{err}");
}

/// A study split by game range (on several machines) and merged is the whole study.
#[test]
fn sim_split_by_range_and_merged_is_the_whole_run() {
    let whole = run(&["--games", "20", "--seed", "9", "--format", "json"]).1;
    let dir = tempfile::tempdir().unwrap();
    let mut parts = Vec::new();
    for (from, to) in [("12", "20"), ("0", "5"), ("5", "12")] {
        let (code, out, err) = run(&[
            "--games", "20", "--seed", "9", "--from", from, "--to", to, "--format", "json",
        ]);
        assert_eq!(code, 0, "{err}");
        let part = results(&out);
        assert_eq!(
            part["games"].as_u64().unwrap(),
            to.parse::<u64>().unwrap() - from.parse::<u64>().unwrap()
        );
        let path = dir.path().join(format!("{from}.json"));
        std::fs::write(&path, out).unwrap();
        parts.push(path.to_str().unwrap().to_owned());
    }
    let mut args = vec!["altered", "sim", "--format", "json", "--merge"];
    args.extend(parts.iter().map(String::as_str));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(
        altered::run_altered(args.clone(), &mut out, &mut err),
        0,
        "{}",
        String::from_utf8_lossy(&err)
    );
    assert_eq!(results(&String::from_utf8(out).unwrap()), results(&whole));

    // The same part twice, or a part of another study, is refused.
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let twice = ["altered", "sim", "--merge", &parts[0], &parts[0]];
    assert_eq!(altered::run_altered(twice, &mut out, &mut err), 2);
    assert!(String::from_utf8(err).unwrap().contains("both played games 12..20"));
    let other = run(&[
        "--games", "20", "--seed", "10", "--from", "0", "--to", "5", "--format", "json",
    ])
    .1;
    let other_path = dir.path().join("other.json");
    std::fs::write(&other_path, other).unwrap();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mixed = ["altered", "sim", "--merge", &parts[0], other_path.to_str().unwrap()];
    assert_eq!(altered::run_altered(mixed, &mut out, &mut err), 2);
    assert!(String::from_utf8(err).unwrap().contains("the seed differs"));

    let (code, _, err) = run(&["--games", "20", "--from", "15", "--to", "25"]);
    assert_eq!(code, 2);
    assert!(err.contains("within the 20 games"), "{err}");
}

/// `--check-invariants` checks every decision of the same games: the report is the same.
#[test]
fn checking_the_invariants_plays_the_same_games() {
    let plain = run(&["--games", "30", "--seed", "4", "--deck", "muna", "--deck", "yzmir"]);
    let checked = run(&[
        "--games",
        "30",
        "--seed",
        "4",
        "--deck",
        "muna",
        "--deck",
        "yzmir",
        "--check-invariants",
    ]);
    assert_eq!(checked.0, 0, "{}", checked.2);
    assert_eq!(without_speed(&plain.1), without_speed(&checked.1));
}

/// `altered soak`: every pair of bundled decks, mirrors included, every invariant checked.
#[test]
fn soak_plays_every_pair_of_bundled_decks_with_the_invariants_checked() {
    let root = env!("CARGO_MANIFEST_DIR");
    let (cards, decks) = (format!("{root}/cards"), format!("{root}/decks"));
    let args = vec![
        "altered",
        "soak",
        "--games",
        "2",
        "--jobs",
        "1",
        "--cards",
        &cards,
        "--decks-dir",
        &decks,
    ];
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(
        altered::run_altered(args, &mut out, &mut err),
        0,
        "{}",
        String::from_utf8_lossy(&err)
    );
    let out = String::from_utf8(out).unwrap();
    // Six decks: 15 pairs and 6 mirrors.
    assert_eq!(
        out.lines().filter(|l| l.ends_with("every invariant held")).count(),
        21,
        "{out}"
    );
    assert!(out.contains("axiom vs yzmir"), "{out}");
    assert!(out.lines().last().unwrap().starts_with("42 games, "), "{out}");

    let empty = tempfile::tempdir().unwrap();
    let empty = empty.path().to_str().unwrap();
    let args = vec!["altered", "soak", "--cards", &cards, "--decks-dir", empty];
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(altered::run_altered(args, &mut out, &mut err), 2);
    assert!(String::from_utf8_lossy(&err).contains("no deck list"));
}

#[test]
fn sim_mode_2v2_reports_wins_per_team_deterministically_with_the_bundled_decks() {
    // Issue 17: `altered sim --mode 2v2` with the four bundled decks by default.
    let (code, out, err) = run(&["--mode", "2v2", "--games", "12", "--seed", "1", "--jobs", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("mode 2v2\n"), "{out}");
    assert!(out.contains("team 0 (players 0 and 2: axiom + lyra): "), "{out}");
    assert!(out.contains("team 1 (players 1 and 3: bravos + muna): "), "{out}");
    assert!(
        !out.contains("player 0 (axiom)"),
        "a team wins in 2v2, not a player: {out}"
    );
    let again = run(&["--mode", "2v2", "--games", "12", "--seed", "1", "--jobs", "2"]).1;
    assert_eq!(without_speed(&out), without_speed(&again));
    let (_, json, _) = run(&["--mode", "2v2", "--games", "12", "--seed", "1", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["mode"], "2v2");
    let teams: u64 = v["team_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(teams + v["unfinished"].as_u64().unwrap(), 12);
}

#[test]
fn sim_mode_ffa_reports_wins_per_player_for_four() {
    let (code, out, err) = run(&["--mode", "ffa", "--games", "12", "--seed", "2", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["mode"], "ffa");
    assert_eq!(v["decks"], serde_json::json!(["axiom", "bravos", "lyra", "muna"]));
    let wins: u64 = v["wins"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
    assert_eq!(wins + v["unfinished"].as_u64().unwrap(), 12);
    assert!(v.get("team_wins").is_none());
}

#[test]
fn sim_duel_json_has_no_mode_fields() {
    // The duel's report reads as before modes existed.
    let (_, out, _) = run(&["--games", "3", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(v.get("mode").is_none() && v.get("team_wins").is_none(), "{out}");
}

#[test]
fn sim_mode_with_the_wrong_number_of_decks_or_an_unknown_mode_is_an_error() {
    let (code, _, err) = run(&["--mode", "ffa", "--deck", "axiom", "--deck", "lyra"]);
    assert_eq!(code, 2);
    assert!(err.contains("mode `ffa` needs 4 decks"), "{err}");
    let (code, _, err) = run(&["--mode", "3v3"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown mode `3v3`"), "{err}");
}

#[test]
fn sim_save_log_of_a_four_player_game_replays() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("g.json");
    let (code, out, err) = run(&["--mode", "ffa", "--seed", "4", "--save-log", log.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("axiom vs bravos vs lyra vs muna (ffa), seed 4: "),
        "{out}"
    );
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&log).unwrap()).unwrap();
    assert_eq!(v["mode"], "ffa");
    assert_eq!(v["decks"].as_array().unwrap().len(), 4);
    let root = env!("CARGO_MANIFEST_DIR");
    let cards = format!("{root}/cards");
    let (mut o, mut e) = (Vec::new(), Vec::new());
    let code = altered::run_altered(
        vec!["altered", "replay", log.to_str().unwrap(), "--cards", &cards],
        &mut o,
        &mut e,
    );
    let out = String::from_utf8(o).unwrap();
    assert_eq!(code, 0, "{out}{}", String::from_utf8_lossy(&e));
    assert!(out.contains("matches the log"), "{out}");
}
