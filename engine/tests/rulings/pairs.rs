//! The official rulings as a list, and the check that `docs/rulings.md` accounts for each.
//!
//! A ruling is a distinct pair (card name, question): the card's name across its printings
//! and rarities (the API gives each printing its own copy of the same Q&A), the question
//! with its whitespace collapsed. The pool's 689 `cardRulings` entries give 189 pairs over
//! 111 names. (Adding the answer gives 211: a few printings word the answer differently.)
//!
//! `pairs.tsv` beside this file is the list, generated from the API records in
//! `tests/data/api` by
//! `ALTERED_UPDATE_PAIRS=1 cargo test -p altered-engine --test rulings pairs_tsv`, sorted by
//! card then question: `id`, card, the printings that carry it, question, the distinct
//! answers joined by ` ‖ `. The id is the card's slug and six hex digits of a hash of the
//! question, so it does not move when rulings are added.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn tsv_path() -> PathBuf {
    manifest().join("tests/rulings/pairs.tsv")
}

/// One ruling: a card and a question, with what the list records about it.
#[derive(Debug, PartialEq)]
pub struct Pair {
    pub id: String,
    pub card: String,
    pub refs: Vec<String>,
    pub question: String,
    pub answers: Vec<String>,
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// FNV-1a, 32 bits: small, fixed, and the same on every platform.
fn fnv(s: &str) -> u32 {
    s.bytes()
        .fold(0x811c_9dc5, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}

fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        let c = match c {
            'é' | 'è' | 'ê' => 'e',
            'ó' | 'ō' | 'ö' => 'o',
            'á' | 'à' | 'ä' => 'a',
            'ú' | 'ü' => 'u',
            'í' => 'i',
            c => c.to_ascii_lowercase(),
        };
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() && c != '\'' {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

fn id(card: &str, question: &str) -> String {
    format!("{}-{:06x}", slug(card), fnv(question) & 0xff_ffff)
}

/// The pairs of the pool's JSON files, in order.
fn from_pool(api: &Path) -> Vec<Pair> {
    let mut files: Vec<PathBuf> = fs::read_dir(api)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut pairs: BTreeMap<(String, String), (BTreeSet<String>, Vec<String>)> = BTreeMap::new();
    for f in files {
        let cards: Vec<serde_json::Value> = serde_json::from_slice(&fs::read(&f).unwrap()).unwrap();
        for c in cards {
            let name = c["name"].as_str().unwrap().to_string();
            let reference = c["reference"].as_str().unwrap().to_string();
            for r in c["cardRulings"].as_array().into_iter().flatten() {
                let q = collapse(r["question"].as_str().unwrap_or_default());
                let a = collapse(r["answer"].as_str().unwrap_or_default());
                let e = pairs.entry((name.clone(), q)).or_default();
                e.0.insert(reference.clone());
                if !e.1.contains(&a) {
                    e.1.push(a);
                }
            }
        }
    }
    pairs
        .into_iter()
        .map(|((card, question), (refs, answers))| Pair {
            id: id(&card, &question),
            card,
            refs: refs.into_iter().collect(),
            question,
            answers,
        })
        .collect()
}

fn render(pairs: &[Pair]) -> String {
    let mut out = String::from("id\tcard\tprintings\tquestion\tanswers\n");
    for p in pairs {
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\n",
            p.id,
            p.card,
            p.refs.join(","),
            p.question,
            p.answers.join(" ‖ ")
        ));
    }
    out
}

/// The committed list.
pub fn pairs() -> Vec<Pair> {
    let text = fs::read_to_string(tsv_path()).expect("engine/tests/rulings/pairs.tsv");
    text.lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 5, "pairs.tsv: {l}");
            Pair {
                id: f[0].into(),
                card: f[1].into(),
                refs: f[2].split(',').map(Into::into).collect(),
                question: f[3].into(),
                answers: f[4].split(" ‖ ").map(Into::into).collect(),
            }
        })
        .collect()
}

#[test]
fn pairs_tsv_is_the_pools_rulings() {
    let api = manifest().join("../tests/data/api");
    let fresh = render(&from_pool(&api));
    if std::env::var_os("ALTERED_UPDATE_PAIRS").is_some() {
        fs::write(tsv_path(), &fresh).unwrap();
    }
    let committed = fs::read_to_string(tsv_path()).unwrap_or_default();
    assert!(
        committed == fresh,
        "pairs.tsv differs from the pool's rulings; regenerate it with \
         ALTERED_UPDATE_PAIRS=1 cargo test -p altered-engine --test rulings pairs_tsv"
    );
}

#[test]
fn pairs_tsv_has_unique_ids_and_the_issues_figures() {
    let pairs = pairs();
    let ids: BTreeSet<&str> = pairs.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), pairs.len(), "ids are unique");
    for p in &pairs {
        assert_eq!(p.id, id(&p.card, &p.question), "{p:?}");
    }
    let names: BTreeSet<&str> = pairs.iter().map(|p| p.card.as_str()).collect();
    assert_eq!((pairs.len(), names.len()), (189, 111));
}

/// What `docs/rulings.md` says of one pair: the tests that encode it, or why none does.
#[derive(Debug)]
enum Status {
    Tests(Vec<String>),
    NotYet,
}

/// The table rows of `docs/rulings.md`: `| id | card | question | status |`, where the
/// status is `` `test_name` `` (or several, separated by commas) or `not yet: <reason>`.
fn documented() -> Vec<(String, String, String, Status)> {
    let text = fs::read_to_string(manifest().join("../docs/rulings.md")).expect("docs/rulings.md");
    let mut rows = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        assert_eq!(cells.len(), 4, "docs/rulings.md row: {line}");
        let id = cells[0].trim_matches('`').to_string();
        let status = if let Some(reason) = cells[3].strip_prefix("not yet: ") {
            assert!(reason.len() > 10, "a specific reason: {line}");
            Status::NotYet
        } else {
            let names: Vec<String> = cells[3].split(", ").map(|n| n.trim_matches('`').to_string()).collect();
            for (n, cell) in names.iter().zip(cells[3].split(", ")) {
                assert!(
                    cell.starts_with('`') && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'),
                    "the status is test names or `not yet: …`: {line}"
                );
            }
            Status::Tests(names)
        };
        rows.push((id, cells[1].to_string(), cells[2].replace("\\|", "|"), status));
    }
    rows
}

/// The `#[test]` functions of rulings.rs and of its modules (`tests/rulings/*.rs`).
fn ruling_tests() -> BTreeSet<String> {
    let mut sources = vec![manifest().join("tests/rulings.rs")];
    let mut modules: Vec<PathBuf> = fs::read_dir(manifest().join("tests/rulings"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    modules.sort();
    sources.extend(modules);
    let mut tests = BTreeSet::new();
    for path in sources {
        tests_of(&fs::read_to_string(path).unwrap(), &mut tests);
    }
    tests
}

fn tests_of(src: &str, tests: &mut BTreeSet<String>) {
    let mut lines = src.lines();
    while let Some(l) = lines.next() {
        if l.trim() == "#[test]" {
            for l in lines.by_ref() {
                if let Some(rest) = l.trim().strip_prefix("fn ") {
                    tests.insert(rest.split('(').next().unwrap().to_string());
                    break;
                }
            }
        }
    }
}

#[test]
fn docs_rulings_md_accounts_for_every_pair_exactly_once() {
    let pairs = pairs();
    let rows = documented();
    let tests = ruling_tests();
    let mut seen = BTreeSet::new();
    for (id, card, question, status) in &rows {
        assert!(seen.insert(id.clone()), "{id} is listed twice in docs/rulings.md");
        let p = pairs
            .iter()
            .find(|p| &p.id == id)
            .unwrap_or_else(|| panic!("{id} in docs/rulings.md is not a ruling of pairs.tsv"));
        assert_eq!((card, question), (&p.card, &p.question), "{id}");
        if let Status::Tests(names) = status {
            for name in names {
                assert!(tests.contains(name), "{id}: no #[test] fn {name} in rulings.rs");
            }
        }
    }
    let missing: Vec<&str> = pairs
        .iter()
        .map(|p| p.id.as_str())
        .filter(|id| !seen.contains(*id))
        .collect();
    assert!(missing.is_empty(), "not in docs/rulings.md: {missing:?}");
    // Every ruling test is some pair's: none is left out of the table.
    let used: BTreeSet<&str> = rows
        .iter()
        .flat_map(|r| match &r.3 {
            Status::Tests(t) => t.iter().map(String::as_str).collect(),
            Status::NotYet => Vec::new(),
        })
        .collect();
    let unlisted: Vec<&String> = tests
        .iter()
        .filter(|t| t.contains("_ruling_") && !used.contains(t.as_str()))
        .collect();
    assert!(
        unlisted.is_empty(),
        "ruling tests no row of docs/rulings.md names: {unlisted:?}"
    );
    let encoded = rows.iter().filter(|r| matches!(r.3, Status::Tests(_))).count();
    eprintln!("{encoded} of {} rulings are tests", pairs.len());
    // The sentence that gives the count says the same as the table.
    let text = fs::read_to_string(manifest().join("../docs/rulings.md")).unwrap();
    let sentence = format!(
        "{encoded} of the {} are tests; {} are not yet",
        pairs.len(),
        pairs.len() - encoded
    );
    assert!(
        text.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .contains(&sentence),
        "docs/rulings.md should say: {sentence}"
    );
}
