//! `docs/vocabulary.md` against the Complete Rules 4.0 bundled in `docs/rules/`.
//!
//! The table must name every heading of CR 2.4 (statuses), 7.3 (keyword actions), 7.4
//! (keyword abilities) and 7.5 (keyword descriptors), so a term of the rules cannot be
//! forgotten; and what it cites must be real: every test card it names exists and checks
//! `ok` (it parses and every part of it runs), and every test it names (`file::function`)
//! is a function of that file.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use altered::{check_source, Status};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    fs::read_to_string(root().join(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

/// The numbered headings (`7.3.20 Move (Terrain Marker)`) of the sections `prefixes` of the
/// rules text, from its body (the table of contents, whose lines end in dots and a page
/// number, is skipped). A heading is a rule number of exactly three parts and a title that
/// starts with a capital letter or a glyph (`7.5.1 j, h, r Abilities`).
fn cr_headings(rules: &str, prefixes: &[&str]) -> Vec<(String, String)> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for line in rules.lines() {
        let Some((number, title)) = line.split_once(' ') else {
            continue;
        };
        let parts: Vec<&str> = number.split('.').collect();
        let numeric = parts.len() == 3
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
        if !numeric || !prefixes.iter().any(|p| number.starts_with(&format!("{p}."))) {
            continue;
        }
        if title.contains(". . .") || !seen.insert(number.to_owned()) {
            continue;
        }
        out.push((number.to_owned(), title.trim().to_owned()));
    }
    out
}

/// One row of the vocabulary table: its cells, trimmed.
struct Row {
    line: usize,
    cells: Vec<String>,
}

/// The rows of every table in `docs/vocabulary.md` whose first column is a CR number.
fn vocabulary_rows(doc: &str) -> Vec<Row> {
    doc.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let line = line.trim();
            let inner = line.strip_prefix('|')?.strip_suffix('|')?;
            let cells: Vec<String> = inner.split('|').map(|c| c.trim().to_owned()).collect();
            let first = cells.first()?;
            first
                .split(',')
                .all(|n| {
                    let n = n.trim();
                    !n.is_empty() && n.starts_with(|c: char| c.is_ascii_digit()) && n.contains('.')
                })
                .then_some(Row { line: i + 1, cells })
        })
        .collect()
}

/// The backquoted pieces of a cell.
fn quoted(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

/// The CR numbers of a row (`7.5.2, 3.2.1` names two).
fn numbers(row: &Row) -> Vec<String> {
    row.cells[0].split(',').map(|n| n.trim().to_owned()).collect()
}

const DOC: &str = "docs/vocabulary.md";

#[test]
fn every_heading_of_cr_2_4_7_3_7_4_and_7_5_has_a_row() {
    let rules = read("docs/rules/complete-rules-4.0.txt");
    let headings = cr_headings(&rules, &["2.4", "7.3", "7.4", "7.5"]);
    // The sizes the rules have: if the extraction broke, this says so, rather than
    // finding nothing to miss.
    let count = |p: &str| headings.iter().filter(|(n, _)| n.starts_with(p)).count();
    assert_eq!(count("7.3."), 34, "CR 7.3 has 34 keyword actions: {headings:?}");
    assert_eq!(count("2.4."), 7, "CR 2.4 has 7 headings: {headings:?}");
    assert_eq!(count("7.4."), 7, "CR 7.4 has 7 keyword abilities: {headings:?}");
    assert_eq!(count("7.5."), 11, "CR 7.5 has 11 keyword descriptors: {headings:?}");

    let doc = read(DOC);
    let listed: BTreeSet<String> = vocabulary_rows(&doc).iter().flat_map(numbers).collect();
    let missing: Vec<String> = headings
        .iter()
        .filter(|(n, _)| !listed.contains(n))
        .map(|(n, t)| format!("CR {n} {t}"))
        .collect();
    assert!(missing.is_empty(), "{DOC} has no row for:\n{}", missing.join("\n"));
}

#[test]
fn every_test_card_named_in_the_table_exists_and_checks_ok() {
    let doc = read(DOC);
    let mut problems = Vec::new();
    let mut cards = 0;
    for row in vocabulary_rows(&doc) {
        for cell in &row.cells {
            for piece in quoted(cell).into_iter().filter(|p| p.ends_with(".card")) {
                cards += 1;
                let path = root().join(piece);
                let Ok(source) = fs::read_to_string(&path) else {
                    problems.push(format!("{DOC}:{}: `{piece}` does not exist", row.line));
                    continue;
                };
                let report = check_source(&source);
                if report.status != Status::Ok {
                    let why: Vec<String> = report.diagnostics.iter().map(|d| format!("  {d}")).collect();
                    problems.push(format!(
                        "{DOC}:{}: `{piece}` is {:?}, not ok:\n{}",
                        row.line,
                        report.status,
                        why.join("\n")
                    ));
                }
            }
        }
    }
    assert!(cards >= 50, "only {cards} test cards named in {DOC}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether `file` defines a function named `name`.
fn defines(file: &Path, name: &str) -> bool {
    fs::read_to_string(file).is_ok_and(|text| {
        text.match_indices(&format!("fn {name}"))
            .any(|(at, m)| !text[at + m.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_'))
    })
}

#[test]
fn every_test_named_in_the_table_exists_and_every_row_has_one() {
    let doc = read(DOC);
    let mut problems = Vec::new();
    for row in vocabulary_rows(&doc) {
        let Some(tests) = row.cells.last() else { continue };
        let named: Vec<&str> = quoted(tests).into_iter().filter(|p| p.contains("::")).collect();
        // A term that does not run yet says so (`**not yet**` and why) rather than citing
        // a test that would not assert its rule.
        if named.is_empty() && !tests.starts_with("**not yet**") {
            problems.push(format!("{DOC}:{}: CR {} names no test", row.line, row.cells[0]));
        }
        for test in named {
            let (file, function) = test.rsplit_once("::").expect("split on ::");
            if !function.starts_with("cr_") {
                problems.push(format!("{DOC}:{}: `{test}` is not named after a rule (cr_…)", row.line));
            }
            if !defines(&root().join(file), function) {
                problems.push(format!("{DOC}:{}: no `fn {function}` in {file}", row.line));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
