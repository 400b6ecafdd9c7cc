//! Integration tests of `altered::import_cards`: altered.gg API records → card files.

use std::fs;
use std::path::{Path, PathBuf};

use altered::{import_cards, ImportError, ImportSummary};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/import")
        .join(name)
}

fn fixtures() -> Vec<PathBuf> {
    vec![data("heroes_tokens.json"), data("cards.json")]
}

fn read(out: &Path, rel: &str) -> String {
    let path = out.join(rel);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// Every file under `dir`, relative, sorted.
fn tree(dir: &Path) -> Vec<String> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(base, &path, out);
            } else {
                out.push(path.strip_prefix(base).unwrap().to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

fn import_fixtures(out: &Path) -> ImportSummary {
    import_cards(&fixtures(), out, false).expect("fixtures import")
}

/// Writes `content` as an input file in `dir` and returns its path.
fn input(dir: &Path, name: &str, content: &[u8]) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, content).unwrap();
    path
}

#[test]
fn writes_one_file_per_distinct_card() {
    let out = tempfile::tempdir().unwrap();
    let summary = import_fixtures(out.path());
    assert_eq!(
        tree(out.path()),
        [
            "axiom/brassbug.card",
            "axiom/drillmole-rare.card",
            "axiom/drillmole.card",
            "axiom/kelon-cylinder-rare.card",
            "axiom/kelon-cylinder.card",
            "axiom/sierra-and-oddball.card",
            "neutral/mana-convergence.card",
        ]
    );
    assert_eq!(summary.cards, 7);
    assert_eq!(summary.printings, 10);
    assert_eq!(summary.written.len(), 7);
    assert!(summary.unchanged.is_empty());
    assert!(summary.skipped_hand_edited.is_empty());
    assert!(summary.written.iter().all(|p| p.starts_with(out.path())));
    assert_eq!(
        summary.to_string(),
        "7 cards from 10 printings: 7 written, 0 unchanged, 0 skipped (hand-edited)"
    );
}

#[test]
fn hero_file_text() {
    let out = tempfile::tempdir().unwrap();
    import_fixtures(out.path());
    assert_eq!(
        read(out.path(), "axiom/sierra-and-oddball.card"),
        "name: Sierra & Oddball\n\
         type: Hero\n\
         faction: Axiom\n\
         rarity: Common\n\
         limits: reserve 2, landmarks 2\n\
         refs: ALT_ALIZE_B_AX_01_C, ALT_CORE_P_AX_01_C\n\
         \n\
         When you play a Permanent with Hand Cost {3} or more \u{2014} You may exhaust me ({T}) \
         to create a [Brassbug 2/2/2] Robot token in target Expedition.\n"
    );
    // The promo printing has no limits in the API: they come from its other printing, so they merge.
    assert!(!out.path().join("axiom/sierra-and-oddball-2.card").exists());
}

#[test]
fn token_files_text() {
    let out = tempfile::tempdir().unwrap();
    import_fixtures(out.path());
    assert_eq!(
        read(out.path(), "axiom/brassbug.card"),
        "name: Brassbug\n\
         type: Token \u{2014} Robot\n\
         faction: Axiom\n\
         rarity: Common\n\
         stats: forest 2, mountain 2, water 2\n\
         refs: ALT_CORE_B_AX_31_C\n\
         \n\
         (If I leave the Expedition zone, remove me from the game.)\n"
    );
    assert_eq!(
        read(out.path(), "neutral/mana-convergence.card"),
        "name: Mana Convergence\n\
         type: Mana Token\n\
         faction: Neutral\n\
         rarity: Common\n\
         refs: ALT_CORE_B_NE_01_C\n\
         \n\
         I can't be played but I can be used as a Mana Orb. (In draft, you may add any number \
         of 'Mana Convergence' cards to your deck.)\n"
    );
}

#[test]
fn printings_with_the_same_text_merge() {
    let out = tempfile::tempdir().unwrap();
    import_fixtures(out.path());
    // CORE has no statistics keys, COREKS has them empty: both mean "absent".
    assert_eq!(
        read(out.path(), "axiom/kelon-cylinder.card"),
        "name: Kelon Cylinder\n\
         type: Permanent \u{2014} Landmark\n\
         faction: Axiom\n\
         rarity: Common\n\
         cost: hand 1, reserve 1\n\
         refs: ALT_CORE_B_AX_26_C, ALT_CORE_B_AX_26_R2 (Bravos Rare), ALT_COREKS_B_AX_26_C\n\
         \n\
         {T} : I gain 2 Kelon counters.\n\
         {T}, Spend 1 of my Kelon counters: the next Character you play this turn gains 1 boost.\n"
    );
    // The Rare printed in Bravos has the same text and statistics: the same card, its
    // labels written beside its reference, and no file of its own.
    assert!(!out.path().join("bravos/kelon-cylinder.card").exists());
}

#[test]
fn rare_with_markup_and_support_text() {
    let out = tempfile::tempdir().unwrap();
    import_fixtures(out.path());
    // `#` kept in the text, stripped from the statistic; NBSP became a space; abilities
    // and modes split on double spaces.
    assert_eq!(
        read(out.path(), "axiom/drillmole-rare.card"),
        "name: Drillmole\n\
         type: Character \u{2014} Robot\n\
         faction: Axiom\n\
         rarity: Rare\n\
         cost: hand 2, reserve 3\n\
         stats: forest 2, mountain 2, water 1\n\
         refs: ALT_BISE_B_AX_52_R1\n\
         \n\
         {R} You may spend #1 counter# from #a card you control or in your Reserve# to [Sabotage].\n\
         \n\
         --- support ---\n\
         {I} At Noon \u{2014} Choose one:\n\
         \u{2022} I gain 1 boost, up to a max of 3.\n\
         \u{2022} {T} : I gain 2 boosts, up to a max of 3.\n"
    );
    let kelon_rare = read(out.path(), "axiom/kelon-cylinder-rare.card");
    assert!(
        kelon_rare.ends_with(
            "refs: ALT_CORE_B_AX_26_R1\n\
             \n\
             #{J} Target Character gains 1 boost.#\n\
             {T} : I gain 2 Kelon counters.\n\
             {T}, Spend 1 of my Kelon counters: #target Character gains 1 boost.#\n"
        ),
        "{kelon_rare}"
    );
    let common = read(out.path(), "axiom/drillmole.card");
    assert!(common.contains("rarity: Common\n"), "{common}");
    assert!(common.contains("stats: forest 2, mountain 2, water 0\n"), "{common}");
    assert!(!out.path().join("axiom/drillmole-2.card").exists());
}

/// A synthetic record with the given reference, name, rarity and text.
fn record(reference: &str, name: &str, rarity: &str, text: &str) -> serde_json::Value {
    serde_json::json!({
        "reference": reference,
        "name": name,
        "cardType": {"reference": "SPELL", "name": "Spell"},
        "cardSubTypes": [],
        "rarity": {"reference": rarity, "name": rarity},
        "mainFaction": {"reference": "LY", "name": "Lyra"},
        "elements": {"MAIN_COST": "1", "RECALL_COST": "1", "MAIN_EFFECT": text}
    })
}

#[test]
fn slug_collisions() {
    let dir = tempfile::tempdir().unwrap();
    let records = serde_json::json!([
        record("ALT_X_B_LY_05_R2", "Test Card", "RARE", "Three."),
        record("ALT_X_B_LY_05_R1", "Test Card", "RARE", "Two."),
        record("ALT_X_B_LY_05_C", "Test Card", "COMMON", "One."),
        record("ALT_X_B_LY_06_C", "Test  Card!", "COMMON", "Four."),
        record("ALT_X_B_LY_07_C", "Test Card 2", "COMMON", "Five."),
    ]);
    let path = input(dir.path(), "x.json", records.to_string().as_bytes());
    let out = dir.path().join("out");
    let summary = import_cards(&[path], &out, false).unwrap();
    assert_eq!(summary.cards, 5);
    let expect = [
        ("lyra/test-card.card", "One."),
        ("lyra/test-card-rare.card", "Two."),
        // `-rare` is taken, `-2` belongs to "Test Card 2".
        ("lyra/test-card-3.card", "Three."),
        ("lyra/test-card-4.card", "Four."),
        ("lyra/test-card-2.card", "Five."),
    ];
    for (file, text) in expect {
        let content = read(&out, file);
        assert!(content.ends_with(&format!("\n\n{text}\n")), "{file}: {content}");
    }
    assert_eq!(tree(&out).len(), 5);
}

#[test]
fn same_inputs_give_same_files_whatever_the_order() {
    let dir = tempfile::tempdir().unwrap();
    let mut all: Vec<serde_json::Value> = Vec::new();
    for f in fixtures() {
        let v: Vec<serde_json::Value> = serde_json::from_str(&fs::read_to_string(f).unwrap()).unwrap();
        all.extend(v);
    }
    all.reverse();
    let reversed = input(
        dir.path(),
        "reversed.json",
        serde_json::to_string(&all).unwrap().as_bytes(),
    );
    let a = dir.path().join("a");
    let b = dir.path().join("b");
    import_fixtures(&a);
    // Reversed records, and the same printings given twice.
    import_cards(&[reversed.clone(), reversed], &b, false).unwrap();
    assert_eq!(tree(&a), tree(&b));
    for file in tree(&a) {
        assert_eq!(read(&a, &file), read(&b, &file), "{file}");
    }
}

#[test]
fn reimport_is_unchanged() {
    let out = tempfile::tempdir().unwrap();
    import_fixtures(out.path());
    let again = import_fixtures(out.path());
    assert_eq!(again.cards, 7);
    assert!(again.written.is_empty(), "{:?}", again.written);
    assert_eq!(again.unchanged.len(), 7);
    assert!(again.skipped_hand_edited.is_empty());
    assert!(again.to_string().contains("0 written, 7 unchanged"));
}

#[test]
fn hand_edited_files_need_force() {
    let out = tempfile::tempdir().unwrap();
    import_fixtures(out.path());
    let edited = out.path().join("axiom/brassbug.card");
    let original = fs::read_to_string(&edited).unwrap();
    let mine = original.replace("(If I leave", "(When I leave");
    fs::write(&edited, &mine).unwrap();

    let summary = import_fixtures(out.path());
    assert_eq!(summary.skipped_hand_edited, vec![edited.clone()]);
    assert!(summary.written.is_empty());
    assert_eq!(summary.unchanged.len(), 6);
    assert_eq!(fs::read_to_string(&edited).unwrap(), mine);
    let text = summary.to_string();
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(text.contains("brassbug.card"), "{text}");
    assert!(text.contains("--force"), "{text}");

    let forced = import_cards(&fixtures(), out.path(), true).unwrap();
    assert_eq!(forced.written, vec![edited.clone()]);
    assert_eq!(forced.unchanged.len(), 6);
    assert!(forced.skipped_hand_edited.is_empty());
    assert_eq!(fs::read_to_string(&edited).unwrap(), original);
    // No temporary files are left behind.
    assert_eq!(tree(out.path()).len(), 7);
}

/// Imports one input with the given content; it must fail, and nothing may be written.
fn import_error(content: &[u8]) -> (PathBuf, ImportError) {
    let dir = tempfile::tempdir().unwrap();
    let bad = input(dir.path(), "bad.json", content);
    let out = dir.path().join("out");
    // A good input first: it must not be written either.
    let err = import_cards(&[data("cards.json"), bad.clone()], &out, false).expect_err("the import must fail");
    assert!(tree(&out).is_empty(), "files written: {:?}", tree(&out));
    let message = err.to_string();
    assert!(message.contains("bad.json"), "{message}");
    (bad, err)
}

#[test]
fn malformed_json_reports_line_and_column() {
    let (bad, err) = import_error(b"[\n  {\"reference\": \"A\",\n   \"name\": }\n]\n");
    match &err {
        ImportError::Json { path, line, column, .. } => {
            assert_eq!(path, &bad);
            assert_eq!((*line, *column), (3, 12));
        }
        other => panic!("expected a JSON error, got {other:?}"),
    }
    assert!(err.to_string().contains("line 3, column 12"), "{err}");
}

#[test]
fn truncated_json_is_an_error() {
    let full = fs::read(data("cards.json")).unwrap();
    let (_, err) = import_error(&full[..full.len() / 2]);
    assert!(matches!(err, ImportError::Json { .. }), "{err:?}");
    assert!(err.to_string().contains("EOF"), "{err}");
}

#[test]
fn an_object_instead_of_an_array_is_an_error() {
    let one = record("ALT_X_B_LY_05_C", "Test Card", "COMMON", "One.");
    let (_, err) = import_error(one.to_string().as_bytes());
    assert!(err.to_string().contains("expected a JSON array"), "{err}");
}

#[test]
fn missing_required_fields_are_named() {
    for (pointer, field, at) in [
        ("/cardType/reference", "reference", "[0].cardType"),
        ("/name", "name", "[0]"),
        ("/elements", "elements", "[0]"),
        ("/mainFaction/reference", "reference", "[0].mainFaction"),
        ("/rarity/reference", "reference", "[0].rarity"),
    ] {
        let mut r = record("ALT_X_B_LY_05_C", "Test Card", "COMMON", "One.");
        let (parent, key) = pointer.rsplit_once('/').unwrap();
        r.pointer_mut(parent).unwrap().as_object_mut().unwrap().remove(key);
        let (_, err) = import_error(serde_json::json!([r]).to_string().as_bytes());
        let message = err.to_string();
        assert!(message.contains(&format!("missing field `{field}`")), "{message}");
        assert!(message.contains(&format!("`{at}`")), "{message}");
        assert!(message.contains("line 1, column"), "{message}");
    }
}

#[test]
fn wrong_types_are_named() {
    let mut r = record("ALT_X_B_LY_05_C", "Test Card", "COMMON", "One.");
    r["elements"]["MAIN_COST"] = serde_json::json!(2);
    let (_, err) = import_error(serde_json::json!([r]).to_string().as_bytes());
    let message = err.to_string();
    assert!(message.contains("invalid type: integer `2`"), "{message}");
    assert!(message.contains("[0].elements.MAIN_COST"), "{message}");

    let mut r = record("ALT_X_B_LY_05_C", "Test Card", "COMMON", "One.");
    r["name"] = serde_json::json!(["Test"]);
    let (_, err) = import_error(serde_json::json!([r]).to_string().as_bytes());
    assert!(err.to_string().contains("[0].name"), "{err}");
}

#[test]
fn binary_junk_and_trailing_garbage_are_errors() {
    let (_, err) = import_error(&[0xff, 0xfe, 0x00, 0x13, 0x80, b'[', 0xc3]);
    assert!(matches!(err, ImportError::Json { .. }), "{err:?}");
    let (_, err) = import_error(b"[] junk");
    assert!(matches!(err, ImportError::Json { .. }), "{err:?}");
    let (_, err) = import_error(b"");
    assert!(matches!(err, ImportError::Json { .. }), "{err:?}");
}

#[test]
fn a_missing_input_is_a_read_error() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-file.json");
    let out = dir.path().join("out");
    let err = import_cards(&[data("cards.json"), missing.clone()], &out, false).unwrap_err();
    match &err {
        ImportError::Read { path, .. } => assert_eq!(path, &missing),
        other => panic!("expected a read error, got {other:?}"),
    }
    assert!(err.to_string().contains("no-such-file.json"), "{err}");
    assert!(!out.exists());
}

#[test]
fn an_unwritable_output_is_a_write_error() {
    let dir = tempfile::tempdir().unwrap();
    // The faction folder's place is taken by a file.
    let out = dir.path().join("out");
    fs::create_dir(&out).unwrap();
    fs::write(out.join("axiom"), "not a folder").unwrap();
    let err = import_cards(&fixtures(), &out, false).unwrap_err();
    assert!(matches!(err, ImportError::Write { .. }), "{err:?}");
    assert!(err.to_string().contains("axiom"), "{err}");
}

#[test]
fn hostile_values_stay_in_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let mut r = record("ALT_X_B_LY_05_C", "Evil\nrefs: FAKE", "COMMON", "One.\nTwo.");
    r["mainFaction"]["reference"] = serde_json::json!("../../Escape");
    let path = input(dir.path(), "x.json", serde_json::json!([r]).to_string().as_bytes());
    let out = dir.path().join("out");
    import_cards(&[path], &out, false).unwrap();
    assert_eq!(tree(&out), ["escape/evil-refs-fake.card"]);
    let content = read(&out, "escape/evil-refs-fake.card");
    assert!(content.starts_with("name: Evil refs: FAKE\n"), "{content}");
    assert!(content.ends_with("refs: ALT_X_B_LY_05_C\n\nOne.\nTwo.\n"), "{content}");
}

#[test]
fn the_whole_pool() {
    let api = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/api");
    let entries = fs::read_dir(&api).expect("tests/data/api holds the API records");
    let mut inputs: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty());
    let records: usize = inputs
        .iter()
        .map(|p| {
            let v: Vec<serde_json::Value> = serde_json::from_slice(&fs::read(p).unwrap()).unwrap();
            v.len()
        })
        .sum();
    let out = tempfile::tempdir().unwrap();
    let summary = import_cards(&inputs, out.path(), false).unwrap();
    eprintln!("{summary}");
    assert_eq!(summary.printings, records);
    // Printings that differ only in their faction or rarity label are one card (the issue's
    // "about 895": 896 distinct (name, type, costs, statistics, raw text)). The importer's
    // key also has the sub-types and a Hero's limits, and compares the gameplay text without
    // the Rares' `#` highlights and with spacing collapsed, which merges some more: 835.
    assert!((800..=900).contains(&summary.cards), "{} distinct cards", summary.cards);
    // Every reference is in exactly one file, and labelled when its faction or rarity is
    // not its file's.
    let mut refs = 0;
    let mut labelled = 0;
    for file in tree(out.path()) {
        let content = read(out.path(), &file);
        let line = content.lines().find(|l| l.starts_with("refs: ")).expect("refs");
        for r in line["refs: ".len()..].split(", ") {
            refs += 1;
            labelled += usize::from(r.contains(" ("));
        }
    }
    assert_eq!(refs, summary.printings);
    assert!(labelled > 100, "{labelled} labelled printings");
    let files = tree(out.path());
    assert_eq!(files.len(), summary.cards);
    assert_eq!(summary.written.len(), summary.cards);
    for file in &files {
        let content = read(out.path(), file);
        assert!(content.starts_with("name: "), "{file}");
        assert!(content.ends_with('\n') && !content.ends_with("\n\n"), "{file}");
        assert!(!content.contains('\u{a0}'), "{file}");
    }
    // A second import changes nothing.
    let again = import_cards(&inputs, out.path(), false).unwrap();
    assert_eq!(again.unchanged.len(), summary.cards);
}

/// Records whose text holds line breaks and card-file structure (copied from the project's reproducers):
/// a name, a sub-type or a cost with `\n…` in it, an effect with `\n--- support ---\n{I} …`.
/// No file gains a header field, a support box or a comment the record did not have, and
/// the forged text stays where the check reports it.
#[test]
fn record_text_cannot_forge_lines_or_sections() {
    let out = tempfile::tempdir().unwrap();
    let inputs = [data("repro/newline_in_effect_text.json")];
    let summary = import_cards(&inputs, out.path(), false).expect("the records import");
    assert_eq!(summary.cards, 4);
    for file in tree(out.path()) {
        let text = read(out.path(), &file);
        let structure = |l: &str| l.trim() == "--- support ---" || l.trim_start().starts_with("//");
        assert!(
            !text.lines().any(structure),
            "{file} gained a support box or a comment:\n{text}"
        );
        let header: Vec<&str> = text.lines().take_while(|l| !l.is_empty()).collect();
        for key in ["name", "type", "faction", "rarity", "cost", "stats", "refs"] {
            let n = header.iter().filter(|l| l.starts_with(&format!("{key}:"))).count();
            assert!(n <= 1, "{file} has {n} `{key}` lines:\n{text}");
        }
        let report = altered::check_source(&text);
        if text.contains("Draw 5 cards") {
            assert_eq!(report.status, altered::Status::Error, "{file}:\n{text}");
            assert!(text.contains("#--- support ---"), "{text}");
        }
    }
}

/// CR 1.1.7.a: for the purpose of the rules, the text of an Altered card is the English
/// text on the Altered website. The records of the altered.gg API (`tests/data/api`, the
/// website's English text) imported afresh parse to the same card — header and abilities —
/// as the file of `cards/` that holds the same printings: no card the engine plays says
/// something else than the website.
#[test]
fn cr_1_1_7_a_every_card_file_says_what_the_website_says() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut inputs: Vec<PathBuf> = fs::read_dir(root.join("tests/data/api"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    inputs.sort();
    let out = tempfile::tempdir().unwrap();
    import_cards(&inputs, out.path(), false).unwrap();
    let refs_of = |content: &str| {
        content
            .lines()
            .find_map(|l| l.strip_prefix("refs: "))
            .expect("a refs line")
            .to_owned()
    };
    let mut website = std::collections::BTreeMap::new();
    for file in tree(out.path()) {
        let content = read(out.path(), &file);
        website.insert(refs_of(&content), (file, content));
    }
    let mut compared = 0;
    let mut differing = Vec::new();
    for file in tree(&root.join("cards")) {
        if !file.ends_with(".card") {
            continue;
        }
        let ours = read(&root.join("cards"), &file);
        let Some((imported, text)) = website.get(&refs_of(&ours)) else {
            continue;
        };
        compared += 1;
        let (a, _) = altered_grammar::parse_card(&ours);
        let (b, _) = altered_grammar::parse_card(text);
        if a.is_none() || a != b {
            differing.push(format!("cards/{file} (imported as {imported})"));
        }
    }
    assert!(
        differing.is_empty(),
        "{} of {compared}: {differing:#?}",
        differing.len()
    );
    assert_eq!(compared, website.len(), "every imported card has its file in cards/");
}
