//! `altered deck check`, run in process through `altered::run_altered` (and once through
//! the binary itself): the bundled decks, one fixture deck per construction rule of
//! Standard (CR 1.1.4) and Limited (CR 1.1.5) play in `tests/fixtures/deck_check/`, output
//! shapes, exit codes and bad input.

use std::path::{Path, PathBuf};

use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn cards() -> String {
    root().join("cards").to_str().expect("UTF-8 path").to_owned()
}

fn fixture(name: &str) -> String {
    root()
        .join("tests/fixtures/deck_check")
        .join(name)
        .to_str()
        .expect("UTF-8 path")
        .to_owned()
}

/// Runs `altered deck check` with `args` (and `--cards` the bundled cards unless given).
fn run(args: &[&str]) -> (i32, String, String) {
    let cards = cards();
    let mut argv = vec!["altered", "deck", "check"];
    argv.extend_from_slice(args);
    if !args.contains(&"--cards") {
        argv.extend(["--cards", &cards]);
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = altered::run_altered(argv, &mut out, &mut err);
    let text = |b: Vec<u8>| String::from_utf8(b).expect("output is UTF-8");
    (code, text(out), text(err))
}

/// The JSON verdict of a deck in a format: exit code, document.
fn json(file: &str, format: &str) -> (i32, Value) {
    let (code, out, err) = run(&[file, "--rules", format, "--format", "json"]);
    let doc = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out:?} {err:?}"));
    (code, doc)
}

/// `(code suffix, line)` of every diagnostic, in order.
fn problems(doc: &Value) -> Vec<(String, Option<u64>)> {
    doc["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .map(|d| {
            let code = d["code"].as_str().expect("code");
            (
                code.trim_start_matches("altered::deck::").to_owned(),
                d["line"].as_u64(),
            )
        })
        .collect()
}

fn one(code: &str, line: Option<u64>) -> Vec<(String, Option<u64>)> {
    vec![(code.to_owned(), line)]
}

/// A fixture is illegal in `format` with exactly `expected`, exit 1, and a message citing `rule`.
fn illegal(file: &str, format: &str, expected: Vec<(String, Option<u64>)>, rule: &str) -> Value {
    let (code, doc) = json(&fixture(file), format);
    assert_eq!(doc["status"], "illegal", "{doc}");
    assert_eq!(problems(&doc), expected, "{doc}");
    let message = doc["diagnostics"][0]["message"].as_str().expect("message");
    assert!(message.contains(&format!("(CR {rule})")), "{message}");
    assert!(doc["diagnostics"][0]["help"].is_string(), "{doc}");
    assert_eq!(code, 1);
    doc
}

fn legal(file: &str, format: &str) {
    let (code, doc) = json(file, format);
    assert_eq!((code, doc["status"].as_str()), (0, Some("legal")), "{doc}");
    assert_eq!(problems(&doc), vec![]);
}

// ---------------------------------------------------------------- the bundled decks

#[test]
fn cr_1_1_4_every_bundled_deck_is_legal_in_standard_with_40_cards() {
    for faction in ["axiom", "bravos", "lyra", "muna", "ordis", "yzmir"] {
        let deck = root().join("decks").join(format!("{faction}.txt"));
        let (code, out, err) = run(&[deck.to_str().expect("UTF-8")]);
        assert_eq!(code, 0, "{faction}: {out}{err}");
        assert!(out.contains(": legal in Standard (40 cards, Hero "), "{out}");
        legal(deck.to_str().expect("UTF-8"), "standard");
        legal(deck.to_str().expect("UTF-8"), "limited");
    }
}

#[test]
fn the_format_is_standard_by_default() {
    let (code, out, _) = run(&[&fixture("limited_legal.txt")]);
    assert_eq!(code, 1);
    assert!(
        out.contains("not legal in Standard (31 cards, Hero Sierra & Oddball): 7 problems"),
        "{out}"
    );
}

// ---------------------------------------------------------------- Standard, CR 1.1.4

#[test]
fn cr_1_1_4_b_39_cards_is_too_few_and_names_the_deck() {
    let doc = illegal(
        "standard_39_cards.txt",
        "standard",
        one("too_few_cards", None),
        "1.1.4.b",
    );
    assert_eq!(doc["cards"], 39);
    assert_eq!(doc["diagnostics"][0]["help"], "add 1 card");
}

#[test]
fn cr_1_1_4_b_61_cards_is_too_many() {
    // The bundled Axiom deck with every card line doubled: 1 + 78 cards, so names and
    // Rares are over their limits too (CR 1.1.4.d, e).
    let text = std::fs::read_to_string(root().join("decks/axiom.txt")).expect("axiom deck");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let mut doubled = format!("{}\n", lines.next().expect("the Hero line"));
    for l in lines {
        doubled.push_str(&format!("{l}\n{l}\n"));
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("big.txt");
    std::fs::write(&path, &doubled).expect("write");
    let (code, doc) = json(path.to_str().expect("UTF-8"), "standard");
    let count: u64 = doubled
        .lines()
        .skip(1)
        .map(|l| l.split(' ').next().unwrap().parse::<u64>().unwrap())
        .sum::<u64>()
        + 1;
    assert!(count > 60, "{count}");
    assert_eq!(doc["cards"], count);
    assert_eq!(problems(&doc)[0], ("too_many_cards".to_owned(), None), "{doc}");
    assert_eq!(doc["diagnostics"][0]["help"], format!("remove {} cards", count - 60));
    assert_eq!(code, 1);
}

#[test]
fn cr_1_1_4_b_a_deck_without_hero() {
    illegal("standard_no_hero.txt", "standard", one("no_hero", None), "1.1.4.b");
}

#[test]
fn cr_1_1_4_b_a_second_hero_is_named_by_its_line() {
    let doc = illegal(
        "standard_two_heroes.txt",
        "standard",
        one("extra_hero", Some(29)),
        "1.1.4.b",
    );
    assert!(doc["diagnostics"][0]["message"]
        .as_str()
        .unwrap()
        .contains("(Atsadi & Surge)"));
}

#[test]
fn cr_1_1_4_c_a_card_of_another_faction() {
    let doc = illegal(
        "standard_off_faction.txt",
        "standard",
        one("off_faction", Some(29)),
        "1.1.4.c",
    );
    assert_eq!(
        doc["diagnostics"][0]["message"],
        "Akhlut is Bravos, not Axiom like the Hero (CR 1.1.4.c)"
    );
}

#[test]
fn cr_1_1_4_c_a_neutral_card_mana_convergence_is_not_allowed() {
    let doc = illegal(
        "standard_mana_convergence.txt",
        "standard",
        one("off_faction", Some(29)),
        "1.1.4.c",
    );
    assert!(doc["diagnostics"][0]["help"]
        .as_str()
        .unwrap()
        .contains("only Limited decks may add neutral cards (CR 1.1.5.a)"));
}

#[test]
fn cr_1_1_4_d_four_cards_of_a_name_across_versions_name_each_line() {
    let (_, out, _) = run(&[&fixture("standard_four_armored_jammers.txt")]);
    // Two Commons of one printing, one of another and one Rare: each line labelled.
    for label in ["2 here", "1 here"] {
        assert!(out.contains(label), "{out}");
    }
    for line in [":5:1]", " 6 │ 1 ALT_CORE_B_AX_28_C", ":23:1]"] {
        assert!(out.contains(line), "{line} in {out}");
    }
    illegal(
        "standard_four_armored_jammers.txt",
        "standard",
        one("too_many_copies", Some(5)),
        "1.1.4.d",
    );
}

#[test]
fn cr_1_1_4_e_sixteen_rares() {
    let doc = illegal(
        "standard_16_rares.txt",
        "standard",
        one("too_many_rares", Some(4)),
        "1.1.4.e",
    );
    assert!(doc["diagnostics"][0]["message"]
        .as_str()
        .unwrap()
        .starts_with("16 Rare cards"));
}

/// A pool with an Axiom Hero, 25 Axiom Commons and 5 Axiom Uniques, and its folder.
fn unique_pool() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let write = |name: String, text: String| std::fs::write(dir.path().join(name), text).expect("write card");
    write(
        "hero.card".into(),
        "name: Hero\ntype: Hero\nfaction: Axiom\nrarity: Common\nlimits: reserve 2, landmarks 2\nrefs: T_HERO\n".into(),
    );
    let character = |name: &str, rarity: &str, r: &str| {
        format!(
            "name: {name}\ntype: Character — Robot\nfaction: Axiom\nrarity: {rarity}\ncost: hand 1, reserve 1\n\
             stats: forest 1, mountain 1, water 1\nrefs: {r}\n"
        )
    };
    for i in 0..25 {
        write(
            format!("c{i}.card"),
            character(&format!("Common {i}"), "Common", &format!("T_C{i}")),
        );
    }
    for i in 0..5 {
        write(
            format!("u{i}.card"),
            character(&format!("Unique {i}"), "Unique", &format!("T_U{i}")),
        );
    }
    dir
}

fn pool_deck(dir: &Path, commons: usize, uniques: usize) -> String {
    let mut text = String::from("1 T_HERO\n");
    for i in 0..commons {
        text.push_str(&format!("1 T_C{}\n", i % 25));
    }
    for i in 0..uniques {
        text.push_str(&format!("1 T_U{i}\n"));
    }
    let path = dir.join(format!("deck_{commons}_{uniques}.txt"));
    std::fs::write(&path, text).expect("write deck");
    path.to_str().expect("UTF-8").to_owned()
}

#[test]
fn cr_1_1_4_f_four_uniques_and_a_pool_of_its_own() {
    let pool = unique_pool();
    let cards = pool.path().to_str().expect("UTF-8");
    let three = pool_deck(pool.path(), 36, 3);
    let (code, out, err) = run(&[&three, "--cards", cards]);
    assert_eq!(code, 0, "{out}{err}");
    let four = pool_deck(pool.path(), 35, 4);
    let (code, out, _) = run(&[&four, "--cards", cards, "--output", "json"]);
    let doc: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(
        problems(&doc),
        one("too_many_uniques", Some(37)),
        "the first Unique line: {doc}"
    );
    assert!(doc["diagnostics"][0]["message"]
        .as_str()
        .unwrap()
        .contains("(CR 1.1.4.f)"));
    assert_eq!(code, 1);
    // The bundled pool does not know these cards.
    let (code, out, _) = run(&[&four]);
    assert_eq!(code, 2);
    assert!(out.contains("unknown card reference `T_HERO`"), "{out}");
}

#[test]
fn every_violation_is_reported_at_once() {
    // The Limited fixture breaks four Standard rules: size, faction (twice), names (three
    // times), Rares; all of them are reported, in rule order.
    let (code, doc) = json(&fixture("limited_legal.txt"), "standard");
    let codes: Vec<String> = problems(&doc).into_iter().map(|(c, _)| c).collect();
    assert_eq!(
        codes,
        [
            "too_few_cards",
            "off_faction",
            "off_faction",
            "too_many_copies",
            "too_many_copies",
            "too_many_copies",
            "too_many_rares"
        ]
    );
    assert_eq!(code, 1);
}

// ---------------------------------------------------------------- Limited, CR 1.1.5

#[test]
fn cr_1_1_5_a_any_copies_rares_and_mana_convergence_are_legal_in_limited() {
    legal(&fixture("limited_legal.txt"), "limited");
}

#[test]
fn cr_1_1_5_b_29_cards_is_too_few() {
    let doc = illegal("limited_29_cards.txt", "limited", one("too_few_cards", None), "1.1.5.b");
    assert_eq!(doc["format"], "limited");
}

#[test]
fn cr_1_1_5_b_zero_heroes_is_legal() {
    legal(&fixture("limited_no_hero.txt"), "limited");
}

#[test]
fn cr_1_1_5_b_a_second_hero_is_named_by_its_line() {
    illegal(
        "limited_two_heroes.txt",
        "limited",
        one("extra_hero", Some(21)),
        "1.1.5.b",
    );
}

#[test]
fn cr_1_1_5_c_four_factions_counting_the_heros() {
    let doc = illegal(
        "limited_four_factions.txt",
        "limited",
        one("too_many_factions", Some(2)),
        "1.1.5.c",
    );
    assert_eq!(
        doc["diagnostics"][0]["message"],
        "cards of 4 factions (Axiom, Bravos, Lyra, Muna); a Limited deck has at most 3, the Hero's among them (CR 1.1.5.c)"
    );
}

// ---------------------------------------------------------------- output

#[test]
fn the_human_report_points_at_the_line_with_a_caret_and_a_fix() {
    let (code, out, err) = run(&[&fixture("standard_off_faction.txt")]);
    assert_eq!(code, 1);
    assert_eq!(err, "");
    assert!(
        out.contains("× Akhlut is Bravos, not Axiom like the Hero (CR 1.1.4.c)"),
        "{out}"
    );
    assert!(out.contains("standard_off_faction.txt:29:1]"), "{out}");
    assert!(out.contains(" 29 │ 1 ALT_ALIZE_B_BR_38_C"), "{out}");
    assert!(out.contains("╰── Bravos"), "{out}");
    assert!(out.contains("╰── the Hero is Axiom"), "{out}");
    assert!(
        out.contains("help: remove it, or replace it with a card of Axiom"),
        "{out}"
    );
    assert!(
        out.ends_with("not legal in Standard (40 cards, Hero Sierra & Oddball): 1 problem\n"),
        "{out}"
    );
}

#[test]
fn the_binary_exits_with_the_verdict() {
    let bin = env!("CARGO_BIN_EXE_altered");
    let status = |file: &str| {
        std::process::Command::new(bin)
            .args(["deck", "check", file, "--cards", &cards()])
            .output()
            .expect("run altered")
            .status
            .code()
    };
    assert_eq!(status(root().join("decks/axiom.txt").to_str().unwrap()), Some(0));
    assert_eq!(status(&fixture("standard_no_hero.txt")), Some(1));
    assert_eq!(status(&fixture("no_such_deck.txt")), Some(2));
}

// ---------------------------------------------------------------- bad input

/// Writes `bytes` to a temporary deck file and checks it.
fn check_bytes(bytes: &[u8], extra: &[&str]) -> (i32, String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("deck.txt");
    std::fs::write(&path, bytes).expect("write");
    let mut args = vec![path.to_str().expect("UTF-8")];
    args.extend_from_slice(extra);
    run(&args)
}

#[test]
fn a_missing_file_is_an_error_on_stderr() {
    let (code, out, err) = run(&[&fixture("no_such_deck.txt")]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with("error: cannot read `") && err.contains("no_such_deck.txt"),
        "{err}"
    );
    let (code, _, err) = run(&[root().join("decks").to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("not a regular file (a folder)"), "{err}");
}

#[test]
fn a_missing_card_folder_is_an_error() {
    let (code, _, err) = run(&[&fixture("limited_legal.txt"), "--cards", "/no/such/cards"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: cannot load the cards"), "{err}");
}

#[test]
fn an_empty_file_is_not_a_deck_list() {
    for text in ["", "# only a comment\n\n"] {
        let (code, out, _) = check_bytes(text.as_bytes(), &["--output", "json"]);
        let doc: Value = serde_json::from_str(&out).expect("JSON");
        assert_eq!(problems(&doc), one("empty", None));
        assert_eq!(doc["status"], "unreadable");
        assert_eq!(code, 2);
    }
}

#[test]
fn a_non_utf8_file_names_the_byte() {
    let (code, out, _) = check_bytes(b"1 ALT_ALIZE_B_AX_01_C\n3 ALT_\xff\n", &[]);
    assert_eq!(code, 2);
    assert!(out.contains("file is not valid UTF-8"), "{out}");
    assert!(out.contains("deck.txt:2:7]"), "{out}");
}

#[test]
fn a_10_mb_line_is_too_large_without_being_echoed() {
    let mut bytes = b"1 ".to_vec();
    bytes.resize(10 * 1024 * 1024, b'x');
    let (code, out, _) = check_bytes(&bytes, &[]);
    assert_eq!(code, 2);
    assert!(out.contains("file is too large"), "{out}");
    assert!(out.len() < 2000, "{} bytes of output", out.len());
}

#[test]
fn a_long_bad_line_is_named_but_not_echoed() {
    // Under the file limit, over the line a report shows.
    let line = format!("1 {}\n", "y".repeat(500_000));
    let (code, out, _) = check_bytes(line.as_bytes(), &[]);
    assert_eq!(code, 2);
    assert!(out.contains("line 1: unknown card reference"), "{out:.300}");
    assert!(out.len() < 2000, "{} bytes of output", out.len());
}

#[test]
fn every_bad_line_is_reported_with_a_suggestion_for_a_misspelt_reference() {
    let (code, out, _) = check_bytes(
        b"1 ALT_ALIZE_B_AX_01_C\nthree ALT_CORE_B_AX_28_C\n3 alt_core_b_ax_28c\n0 ALT_CORE_B_AX_28_C\n1 ALT_ALIZE_B_NE_02_C\n",
        &["--output", "json"],
    );
    let doc: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(
        problems(&doc),
        vec![
            ("malformed_line".to_owned(), Some(2)),
            ("unknown_card".to_owned(), Some(3)),
            ("bad_count".to_owned(), Some(4)),
            ("not_a_deck_card".to_owned(), Some(5)),
        ]
    );
    assert_eq!(doc["diagnostics"][1]["help"], "did you mean `ALT_CORE_B_AX_28_C`?");
    assert_eq!(code, 2);
}

#[test]
fn a_reference_one_digit_off_gets_no_guess() {
    // `_39_` is one digit off `_29_` (Bravos Commons stop at 31): no guess.
    let (_, out, _) = check_bytes(b"1 ALT_CORE_B_BR_39_C\n", &["--output", "json"]);
    let doc: Value = serde_json::from_str(&out).expect("JSON");
    assert!(
        doc["diagnostics"][0]["help"]
            .as_str()
            .unwrap()
            .starts_with("use the reference of a card in the pool"),
        "{doc}"
    );
}

#[test]
fn crlf_and_a_byte_order_mark_read_like_plain_lines() {
    let text = std::fs::read_to_string(root().join("decks/axiom.txt")).expect("axiom deck");
    let crlf = format!("\u{feff}{}", text.replace('\n', "\r\n"));
    let (code, out, err) = check_bytes(crlf.as_bytes(), &[]);
    assert_eq!(code, 0, "{out}{err}");
}

/// `--format json` as for every command, `--rules` for the construction rules; the older
/// spellings (`--format limited`, `--output json`) still mean what they meant, and two
/// flags that disagree are a usage error.
#[test]
fn format_is_the_output_and_rules_the_construction_rules() {
    let deck = format!("{}/decks/axiom.txt", env!("CARGO_MANIFEST_DIR"));
    let doc = |args: &[&str]| -> Value {
        let mut all = vec![deck.as_str()];
        all.extend_from_slice(args);
        let (_, out, err) = run(&all);
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out:?} {err:?}"))
    };
    assert_eq!(doc(&["--format", "json"])["format"], "standard");
    assert_eq!(doc(&["--rules", "limited", "--format", "json"])["format"], "limited");
    assert_eq!(doc(&["--format", "limited", "--output", "json"])["format"], "limited");
    let (code, out, _) = run(&[&deck, "--format", "text"]);
    assert_eq!(code, 0, "{out}");
    assert!(serde_json::from_str::<Value>(&out).is_err(), "{out}");
    let (code, _, err) = run(&[&deck, "--rules", "standard", "--format", "limited"]);
    assert_eq!(code, 2);
    assert!(err.contains("different rules"), "{err}");
}
