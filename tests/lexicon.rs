//! Vocabulary as data (docs/declarations.md): a pool with new sub-types, token cards (a
//! Character and a Landmark Permanent), counter and keyword, all declared in its own files,
//! checks `ok` and plays in `altered sim`, without a line of Rust written for them.

use std::fs;
use std::path::Path;

use altered::{run_altered, run_check, CardPool};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The declarations of the new set: a sub-type, a counter, a keyword action and a
/// keyword trigger.
const DECLARATIONS: &str = "\
# The Golem set
subtypes: Golem, Beacon
counters: Rune
keyword action Mend: Draw a card.
keyword trigger Homecoming: When another Golem joins your Expeditions
";

/// Its token card.
const CLAY_GOLEM: &str = "name: Clay Golem
type: Token — Golem
faction: Axiom
rarity: Common
stats: forest 3, mountain 3, water 3

(If I leave the Expedition zone, remove me from the game.)
";

/// Its Landmark Permanent token card, with an ability of its own.
const RUNE_LANTERN: &str = "name: Rune Lantern
type: Token Landmark Permanent — Beacon
faction: Axiom
rarity: Common

At Noon | I gain 1 Rune counter.
";

/// A card that uses them all: the sub-type (header and noun), the token, the counter and
/// the keywords.
const GOLEMANCER: &str = "name: Golemancer
type: Character — Golem
faction: Axiom
rarity: Common
cost: hand 2, reserve 1
stats: forest 2, mountain 2, water 2
refs: TEST_GOLEMANCER

etb Create a Clay Golem 3/3/3 Golem token in my Expedition.
When another Golem joins your Expeditions | I gain 1 Rune counter.
exhaust: Mend.
etb Create a [Rune Lantern] token.
Homecoming | Draw a card, then Mend.
";

/// A copy of the bundled pool with the new set in `set/`, and a deck of the new card.
fn pool() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    copy_dir(&Path::new(ROOT).join("cards"), &dir.path().join("cards"));
    let set = dir.path().join("cards/set");
    fs::create_dir_all(&set).expect("mkdir");
    fs::write(set.join("golem.vocab"), DECLARATIONS).expect("write");
    fs::write(set.join("clay-golem.card"), CLAY_GOLEM).expect("write");
    fs::write(set.join("rune-lantern.card"), RUNE_LANTERN).expect("write");
    fs::write(set.join("golemancer.card"), GOLEMANCER).expect("write");
    // The Axiom deck's Hero, and the new card thrice for each of the Axiom deck's lines.
    let axiom = fs::read_to_string(Path::new(ROOT).join("decks/axiom.txt")).expect("the Axiom deck");
    let mut lines = axiom.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let hero = lines.next().expect("a Hero line");
    fs::write(dir.path().join("golem.txt"), format!("{hero}\n30 TEST_GOLEMANCER\n")).expect("write");
    dir
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).expect("mkdir");
    for e in fs::read_dir(from).expect("read_dir") {
        let e = e.expect("entry");
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            fs::copy(e.path(), target).expect("copy");
        }
    }
}

#[test]
fn a_new_subtype_token_counter_and_keyword_check_ok_and_play_in_sim() {
    let dir = pool();
    let cards = dir.path().join("cards");

    // Checked alone, the card finds its pool's declarations by walking up.
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let card = cards.join("set/golemancer.card");
    let code = run_check(
        ["altered-check", "--deny-warnings", card.to_str().unwrap()],
        &mut out,
        &mut err,
    );
    let out = String::from_utf8(out).unwrap();
    assert_eq!(code, 0, "{out}{}", String::from_utf8_lossy(&err));
    assert!(out.ends_with("1 cards: 1 ok, 0 unsupported, 0 error\n"), "{out}");

    // Without the declarations each word is an error: nothing passed by accident.
    let report = altered::check_source(GOLEMANCER);
    let codes: Vec<String> = report
        .diagnostics
        .iter()
        .filter_map(|d| d.code().map(|c| c.to_string()))
        .collect();
    for code in [
        "altered::check::unknown_subtype",
        "altered::check::unknown_token",
        "altered::check::unknown_counter",
        "altered::check::unknown_keyword",
    ] {
        assert!(codes.iter().any(|c| c == code), "{code} missing from {codes:?}");
    }

    // The engine's pool compiles every ability, `Mend` to exactly `Draw a card`.
    let (pool, skipped) = CardPool::load_dir(&cards).expect("the pool loads");
    assert!(skipped.is_empty(), "{skipped:?}");
    let golemancer = pool.get("TEST_GOLEMANCER").expect("the new card");
    assert!(
        golemancer.compiled.iter().all(Option::is_some),
        "{:?}",
        golemancer.compiled
    );
    let drawn = GOLEMANCER.replace("exhaust: Mend.", "exhaust: Draw a card.");
    let (drawn, _) = altered_grammar_card(&drawn);
    let expanded = altered::host::compile_card_in(&golemancer.card, pool.lexicon());
    assert_eq!(
        format!("{:?}", expanded[2]),
        format!("{:?}", altered::host::compile_card(&drawn)[2]),
        "a defined keyword compiles to its definition"
    );

    // The Landmark Permanent token is its card's: type, sub-type and ability.
    let lantern = pool.lexicon().token("Rune Lantern").expect("the token card");
    assert_eq!(
        (lantern.kind, lantern.subtypes.clone(), lantern.abilities.clone()),
        (
            altered::host::TokenKind::LandmarkPermanent,
            vec!["Beacon".to_string()],
            vec!["At Noon | I gain 1 Rune counter.".to_string()]
        )
    );
    assert!(
        expanded[3].is_ok(),
        "`Create a [Rune Lantern] token.` compiles: {:?}",
        expanded[3]
    );
    // The keyword trigger is the trigger it stands for; `then Mend` the clause of `Mend`.
    let written = GOLEMANCER.replace(
        "Homecoming | Draw a card, then Mend.",
        "When another Golem joins your Expeditions | Draw a card, then draw a card.",
    );
    let (written, _) = altered_grammar_card(&written);
    assert_eq!(
        format!("{:?}", expanded[4]),
        format!("{:?}", altered::host::compile_card_in(&written, pool.lexicon())[4]),
        "a keyword trigger compiles to its definition"
    );

    // And it plays: games of the new deck against a bundled one.
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let deck = dir.path().join("golem.txt");
    let code = run_altered(
        [
            "altered",
            "sim",
            "--cards",
            cards.to_str().unwrap(),
            "--decks-dir",
            &format!("{ROOT}/decks"),
            "--deck",
            deck.to_str().unwrap(),
            "--deck",
            "bravos",
            "--games",
            "4",
            "--jobs",
            "1",
        ],
        &mut out,
        &mut err,
    );
    let out = String::from_utf8(out).unwrap();
    assert_eq!(code, 0, "{out}{}", String::from_utf8_lossy(&err));
    assert!(out.starts_with("4 games, seed 0\n"), "{out}");
}

fn altered_grammar_card(text: &str) -> (altered::Card, usize) {
    let (card, errors) = altered::parse_card(text);
    (card.expect("a card"), errors.len())
}
