//! `altered uniques`: the parts of Unique abilities, mapped to printed markup, composed in
//! their place and checked.

fn run(args: &[&str]) -> (i32, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let mut argv = vec!["altered"];
    argv.extend_from_slice(args);
    let code = altered::run_altered(argv, &mut out, &mut err);
    (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

/// The parts file bundled in the repository (a copy of the shared source data), so that a
/// fresh clone measures the same parts.
const PARTS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/uniques/unique_ability_parts.jsonl"
);

/// The floors: the figures measured when they were last raised. The share that parses and
/// the number of parts that are `ok` must not fall below them.
const PARSE_FLOOR_PERCENT: f64 = 98.9;
const OK_FLOOR: usize = 777;

#[test]
fn the_bundled_parts_parse_and_run_at_least_as_well_as_today() {
    let (code, out, err) = run(&["uniques", PARTS]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().expect("a summary line");
    let share: f64 = last
        .rsplit_once("; ")
        .and_then(|(_, s)| s.strip_suffix(" % parse"))
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no share in {last:?}"));
    let ok: usize = last
        .split_once(": ")
        .and_then(|(_, s)| s.split_once(" ok"))
        .and_then(|(n, _)| n.parse().ok())
        .unwrap_or_else(|| panic!("no ok count in {last:?}"));
    assert!(share >= PARSE_FLOOR_PERCENT, "{out}");
    assert!(ok >= OK_FLOOR, "{out}");
    assert!(out.starts_with("trigger "), "{out}");
}

/// Run from the repository root with no file named, `altered uniques` reads the bundled copy.
#[test]
fn the_default_parts_file_is_the_bundled_copy() {
    assert_eq!(
        altered::default_parts_path(),
        std::path::Path::new("tests/data/uniques/unique_ability_parts.jsonl")
    );
    assert!(std::path::Path::new(PARTS).exists());
}

#[test]
fn json_lists_every_part_with_its_status() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("parts.jsonl");
    std::fs::write(
        &file,
        concat!(
            r#"{"idGd": 1, "type": "TRIGGER", "text": "When I'm sacrificed —"}"#,
            "\n\n",
            r#"{"idGd": 2, "type": "OUTPUT", "text": "I gain <FLEETING>."}"#,
            "\n",
            r#"{"idGd": 3, "type": "CONDITION", "text": "If I frobnicate:"}"#,
            "\n"
        ),
    )
    .unwrap();
    let (code, out, err) = run(&["uniques", file.to_str().unwrap(), "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let parts = doc["parts"].as_array().unwrap();
    assert_eq!(parts.len(), 3);
    assert_eq!(parts[1]["ability"], "{J} I gain [[Fleeting]].");
    assert_ne!(parts[1]["status"], "error");
    assert_eq!(parts[2]["status"], "error");
    assert_eq!(doc["kinds"]["condition"]["error"], 1);
}

#[test]
fn a_bad_line_is_named_by_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("parts.jsonl");
    std::fs::write(
        &file,
        "{\"idGd\": 1, \"type\": \"TRIGGER\", \"text\": \"{J}\"}\n{\"idGd\": 2, \"type\": \"NOPE\"}\n",
    )
    .unwrap();
    let (code, _, err) = run(&["uniques", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("parts.jsonl:2:"), "{err}");
}

/// A composed Unique is a valid card file: written out and checked by `altered-check` like
/// any other card, it is not an `error` (a part with two abilities and a support part).
#[test]
fn a_composed_unique_is_a_valid_card_file() {
    use altered::{compose, run_check, unique_card, PartKind, UniquePart};
    let dir = tempfile::tempdir().unwrap();
    let parts = [
        (PartKind::Trigger, "When a Robot joins your Expeditions —"),
        (PartKind::Condition, "If I have 3 or more boosts:"),
        (
            PartKind::Output,
            "<GIGANTIC>.  {J} I gain 1 boost per Character in the Expeditions facing me.",
        ),
        (PartKind::Trigger, "{I} When an opponent draws one or more cards —"),
        (
            PartKind::Output,
            "Create an <ORDIS_RECRUIT> Soldier token in my Expedition.",
        ),
    ];
    for (i, (kind, text)) in parts.into_iter().enumerate() {
        let part = UniquePart {
            id: i as u32,
            kind,
            text: text.into(),
        };
        // A part may be composed in more than one place (an output after `etb` or alone);
        // as in `check_parts`, the part is judged by the composition that fares best.
        let mut reports = Vec::new();
        let valid = compose(&part).into_iter().enumerate().any(|(j, body)| {
            let path = dir.path().join(format!("unique-{i}-{j}.card"));
            std::fs::write(&path, unique_card(&body)).unwrap();
            let mut out = Vec::new();
            let mut err = Vec::new();
            let code = run_check(["altered-check", path.to_str().unwrap()], &mut out, &mut err);
            reports.push(format!(
                "{}\n{}{}",
                unique_card(&body),
                String::from_utf8_lossy(&out),
                String::from_utf8_lossy(&err)
            ));
            code == 0
        });
        assert!(valid, "{text}:\n{}", reports.join("\n"));
    }
}
