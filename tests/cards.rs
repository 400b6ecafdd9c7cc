//! The card corpus: every `cards/**/*.card` file, one snapshot each, and the same for
//! `tests/templates/**/*.card`: real cards kept only as examples of the language's
//! templates (they are not part of the bundled card set that the engine must play).
//!
//! Each snapshot holds the card's canonical text (`render_card`), its AST (spans are
//! not serialized) and its behaviour (`altered_engine::behaviour`: the card played in a
//! small fixed position, every decision answered by a strict script, the events logged one
//! per line), so a change to the grammar, the renderer, the interpreter or the engine
//! shows up as a diff on the cards it affects. Besides the snapshot, every card must parse without errors, be
//! written in canonical form already, survive `parse(render(card)) == card`, and not be
//! an `error` for the checker.

mod common;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use altered::{check_source, parse_card, render_card, Card, Status};
use altered_engine::{CardDef, Scene};
use altered_grammar::{CardType, Faction};
use miette::Diagnostic;
use serde::Serialize;

/// What a corpus snapshot holds. The canonical text comes first so that a reviewer
/// reads the card before its tree, and its behaviour last; text is kept one line per item
/// (insta's YAML writes a multi-line string on one escaped line), so a changed line shows
/// as one line in a diff.
#[derive(Serialize)]
struct CardSnapshot<'a> {
    canonical: Vec<&'a str>,
    ast: &'a Card,
    behaviour: Vec<Scene>,
}

/// The card's scenes (see `engine/src/behaviour.rs`), or why it can't be in a game.
fn behaviour_of(card: &Card) -> Vec<Scene> {
    match CardDef::compile(card.clone()) {
        Ok(def) => altered_engine::behaviour(&Arc::new(def)),
        Err(why) => vec![Scene {
            scene: "not played".into(),
            lines: vec![format!("not played: not a card of a game: {why}")],
        }],
    }
}

/// The path of `path` relative to the repository root, with `/` separators.
fn relative(path: &Path) -> String {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

/// Every `*.card` file below `dir` (relative to the repository root), sorted. (Walked by
/// hand where no snapshot is taken: `insta::glob!` collects snapshot failures in a
/// process-wide stack, which tests running in parallel would share.)
fn card_files_in(dir: &str) -> Vec<PathBuf> {
    common::card_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir))
}

/// The bundled cards.
fn card_files() -> Vec<PathBuf> {
    card_files_in("cards")
}

/// One line per diagnostic: code and message.
fn codes_and_messages(source: &str) -> String {
    check_source(source)
        .diagnostics
        .iter()
        .map(|d| {
            let code = d.code().map(|c| c.to_string()).unwrap_or_default();
            format!("  {code}: {d}")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// One snapshot of the card file at `path`: its canonical text and its AST. A macro, so
/// that insta names each snapshot after the test that takes it.
macro_rules! snapshot_card {
    ($path:expr) => {{
        let path: &Path = $path;
        let name = relative(path);
        let source = fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let Some(card) = parse_card(&source).0 else {
            panic!("{name}: the header could not be read");
        };
        let canonical = render_card(&card);
        insta::with_settings!({ omit_expression => true }, {
            insta::assert_yaml_snapshot!(CardSnapshot {
                canonical: canonical.lines().collect(),
                ast: &card,
                behaviour: behaviour_of(&card),
            });
        });
    }};
}

/// One snapshot per bundled card.
#[test]
fn corpus() {
    insta::glob!("../cards", "**/*.card", |path| snapshot_card!(path));
}

/// The template examples, snapshotted like the bundled cards.
#[test]
fn templates() {
    insta::glob!("templates", "**/*.card", |path| snapshot_card!(path));
}

/// Every card parses without errors, is already canonical, round-trips through the
/// renderer, and is not an `error` for the checker.
#[test]
fn corpus_parses_is_canonical_round_trips_and_checks() {
    // Problems are collected, not asserted one by one, so that one run lists every card
    // that is wrong rather than only the first.
    let mut problems: Vec<String> = Vec::new();
    for path in card_files().into_iter().chain(card_files_in("tests/templates")) {
        let name = relative(&path);
        let source = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (card, errors) = parse_card(&source);
        if !errors.is_empty() {
            let list: Vec<String> = errors
                .iter()
                .map(|e| {
                    let code = e.code().map(|c| c.to_string()).unwrap_or_default();
                    format!("  {code}: {e}")
                })
                .collect();
            problems.push(format!("{name}: parse errors\n{}", list.join("\n")));
        }
        let Some(card) = card else {
            problems.push(format!("{name}: no card (the header could not be read)"));
            continue;
        };
        let canonical = render_card(&card);
        if canonical != source {
            problems.push(format!(
                "{name}: not canonical; `altered fmt` would rewrite it to:\n{canonical}"
            ));
        }
        match parse_card(&canonical) {
            (Some(again), errs) if errs.is_empty() => {
                if again != card {
                    problems.push(format!(
                        "{name}: the canonical text parses to a different card:\n{canonical}"
                    ));
                }
            }
            (_, errs) => problems.push(format!(
                "{name}: the canonical text does not parse ({errs:?}):\n{canonical}"
            )),
        }
        if check_source(&source).status == Status::Error {
            problems.push(format!(
                "{name}: the checker says error\n{}",
                codes_and_messages(&source)
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems in cards/ and tests/templates/:\n\n{}",
        problems.len(),
        problems.join("\n\n")
    );
}

/// The kind of card, as the coverage test counts it: the two spellings of a landmark
/// (`Permanent — Landmark` and `Landmark Permanent`) are one kind.
fn kind_of(card: &Card) -> Option<&'static str> {
    let ty = card.header.card_type.as_ref()?.node;
    let has_subtype = |s: &str| card.header.subtypes.iter().any(|t| t.node == s);
    Some(match ty {
        CardType::Hero => "Hero",
        CardType::Character => "Character",
        CardType::Spell => "Spell",
        CardType::LandmarkPermanent => "Landmark Permanent",
        CardType::Permanent if has_subtype("Landmark") => "Landmark Permanent",
        CardType::Permanent => "other Permanent",
        CardType::ExpeditionPermanent => "Expedition Permanent",
        CardType::Token => "Token",
        CardType::ManaToken => "Mana Token",
        // `CardType` may grow (a new set); a new type is simply not one counted here.
        #[allow(unreachable_patterns)]
        _ => "other",
    })
}

#[test]
fn corpus_covers_every_faction_and_card_type() {
    let files = card_files();
    assert!(
        files.len() >= 120,
        "cards/ has only {} card files; the corpus should have at least 120",
        files.len()
    );

    let mut factions = BTreeSet::new();
    let mut kinds = BTreeSet::new();
    for path in &files {
        let source = fs::read_to_string(path).expect("card file is UTF-8");
        let Some(card) = parse_card(&source).0 else {
            continue;
        };
        if let Some(f) = &card.header.faction {
            factions.insert(f.node.to_string());
        }
        if let Some(kind) = kind_of(&card) {
            kinds.insert(kind);
        }
    }

    let want_factions = [
        Faction::Axiom,
        Faction::Bravos,
        Faction::Lyra,
        Faction::Muna,
        Faction::Ordis,
        Faction::Yzmir,
    ];
    for f in want_factions {
        assert!(
            factions.contains(&f.to_string()),
            "no card of faction {f} in cards/ (found {factions:?})"
        );
    }
    for kind in [
        "Hero",
        "Character",
        "Spell",
        "Landmark Permanent",
        "Expedition Permanent",
        "Token",
    ] {
        assert!(kinds.contains(kind), "no {kind} in cards/ (found {kinds:?})");
    }
}

/// Snapshots are named after their files, so a card that is renamed or merged into
/// another leaves its old snapshot behind, which insta does not notice. Catch that here.
#[test]
fn every_corpus_snapshot_has_its_card() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stale = Vec::new();
    for entry in fs::read_dir(root.join("tests/snapshots")).expect("tests/snapshots/") {
        let name = entry.expect("directory entry").file_name();
        let name = name.to_string_lossy();
        let Some(card) = name
            .strip_prefix("cards__corpus@")
            .and_then(|n| n.strip_suffix(".snap"))
        else {
            continue;
        };
        // insta writes the `/` of the glob's relative path as `__`.
        let card = root.join("cards").join(card.replace("__", "/"));
        if !card.is_file() {
            stale.push(format!("tests/snapshots/{name}"));
        }
    }
    assert!(
        stale.is_empty(),
        "snapshots of cards that no longer exist; delete them:\n{}",
        stale.join("\n")
    );
}
