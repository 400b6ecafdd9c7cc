//! Conformance (issue 19): every lettered rule of the Complete Rules 4.0 against the tests
//! that cite it. `docs/conformance.md` is generated from the rules text
//! (`docs/rules/complete-rules-4.0.txt`) and the project's test code; this test fails when
//! the file is stale (`CONFORMANCE_UPDATE=1 cargo test --test conformance` rewrites it),
//! when a rule listed as untestable is also tested or is no rule, and when a rule is
//! missing (neither tested nor listed).
//!
//! A test cites a rule by its name (`cr_2_2_2_o_…` cites 2.2.2.o) or by `CR 2.2.2.o` in
//! the comments above it or in its body (on a line saying `CR`, every rule number counts:
//! `(CR 2.4.1.c, 2.5.b)`, and `CR 4.2.4.b–g` is b to g). A test is a function marked
//! `#[test]` anywhere in the workspace's Rust code.
//!
//! A citation only counts if the test can fail: `every_test_asserts_an_outcome` finds the
//! tests that assert nothing, neither in their body nor in a function or macro they call.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Where the project's Rust code is.
const CODE_DIRS: [&str; 8] = [
    "src",
    "tests",
    "examples",
    "grammar/src",
    "interpreter/src",
    "interpreter/tests",
    "engine/src",
    "engine/tests",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A lettered rule: its number (`2.2.2.o`), section (`2.2`) and first line of text.
struct Rule {
    number: String,
    section: String,
    text: String,
}

/// Every lettered rule of the rules text, in order, and the sections' titles.
fn rules() -> (Vec<Rule>, BTreeMap<String, String>) {
    let text = fs::read_to_string(root().join("docs/rules/complete-rules-4.0.txt")).expect("the rules text");
    let mut rules = Vec::new();
    let mut titles = BTreeMap::new();
    for line in text.lines() {
        let Some((number, rest)) = line.split_once(' ') else {
            continue;
        };
        let parts: Vec<&str> = number.split('.').collect();
        let numeric = |p: &&str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
        // `2.2 Characteristics` (not the table of contents' `2.2 Characteristics . . . 23`).
        if parts.len() == 2 && parts.iter().all(numeric) && !rest.contains(". .") {
            titles
                .entry(number.to_owned())
                .or_insert_with(|| rest.trim().to_owned());
        }
        let lettered = parts.len() >= 3
            && parts[..parts.len() - 1].iter().all(numeric)
            && parts[parts.len() - 1].len() == 1
            && parts[parts.len() - 1].bytes().all(|b| b.is_ascii_lowercase());
        if lettered {
            rules.push(Rule {
                number: number.to_owned(),
                section: parts[..2].join("."),
                text: rest.trim().to_owned(),
            });
        }
    }
    (rules, titles)
}

/// Every `.rs` file below `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The rule numbers a line of comment or code cites, if it says `CR`.
fn cited_in_line(line: &str, out: &mut BTreeSet<String>) {
    if !line.contains("CR ") {
        return;
    }
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() || (i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'.')) {
            i += 1;
            continue;
        }
        // A number such as 2.2.2.o: digit groups joined by dots, then a letter.
        let start = i;
        let mut groups = 0;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            groups += 1;
            if i + 1 < bytes.len() && bytes[i] == b'.' && bytes[i + 1].is_ascii_digit() {
                i += 1;
            } else {
                break;
            }
        }
        let letter_at = i + 1;
        let is_letter = |j: usize| j < bytes.len() && bytes[j].is_ascii_lowercase();
        let ends = |j: usize| j >= bytes.len() || !bytes[j].is_ascii_alphabetic();
        if groups >= 2 && i < bytes.len() && bytes[i] == b'.' && is_letter(letter_at) && ends(letter_at + 1) {
            let base = &line[start..i];
            let first = bytes[letter_at];
            out.insert(format!("{base}.{}", first as char));
            // `4.2.4.b–g`, `b-g`: a range of letters.
            let rest = &line[letter_at + 1..];
            let range = rest.strip_prefix('–').or_else(|| rest.strip_prefix('-')).and_then(|r| {
                r.bytes().next().filter(|b| {
                    b.is_ascii_lowercase() && r[1..].bytes().next().is_none_or(|c| !c.is_ascii_alphabetic())
                })
            });
            if let Some(last) = range {
                for l in first..=last {
                    out.insert(format!("{base}.{}", l as char));
                }
            }
            i = letter_at + 1;
        }
    }
}

/// Whether a line ends with the word `CR`, its numbers being on the next line.
fn ends_with_cr(line: &str) -> bool {
    let t = line.trim_end();
    t.ends_with(" CR") || t.ends_with("(CR") || t == "CR"
}

/// The rule numbers a line cites, the line before having ended with `CR` (`carried`).
fn cited_in_line_after(line: &str, carried: bool, out: &mut BTreeSet<String>) {
    if carried {
        cited_in_line(&format!("CR {line}"), out);
    } else {
        cited_in_line(line, out);
    }
}

/// The rule numbers lines of comment cite, a `CR` at the end of one reaching into the next.
fn cited_in_lines(lines: &[&str], out: &mut BTreeSet<String>) {
    let mut carried = false;
    for line in lines {
        let t = line.trim();
        cited_in_line_after(t, carried, out);
        carried = ends_with_cr(t);
    }
}

/// The rule numbers a test's name cites: `cr_7_3_5_b_…` is 7.3.5.b (`cr_7_3_22_forward`
/// cites no lettered rule).
fn cited_in_name(name: &str, out: &mut BTreeSet<String>) {
    for (at, _) in name.match_indices("cr_") {
        if at > 0 && name.as_bytes()[at - 1] != b'_' {
            continue;
        }
        let words: Vec<&str> = name[at + 3..].split('_').collect();
        let digits = words
            .iter()
            .take_while(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
            .count();
        if digits >= 2 {
            if let Some(letter) = words
                .get(digits)
                .filter(|w| w.len() == 1 && w.bytes().all(|b| b.is_ascii_lowercase()))
            {
                out.insert(format!("{}.{letter}", words[..digits].join(".")));
            }
        }
    }
}

/// Every test of the workspace (`file::name`) and the rules it cites.
fn tests_citing() -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    for dir in CODE_DIRS {
        rust_files(&root().join(dir), &mut files);
    }
    files.sort();
    let mut tests = BTreeMap::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let shown = file.strip_prefix(root()).unwrap().display().to_string();
        for (i, line) in lines.iter().enumerate() {
            if line.trim() != "#[test]" {
                continue;
            }
            let mut cited = BTreeSet::new();
            // The comments and attributes above it.
            let first = lines[..i]
                .iter()
                .rposition(|l| {
                    let t = l.trim();
                    !(t.starts_with("//") || t.starts_with("#["))
                })
                .map_or(0, |j| j + 1);
            cited_in_lines(&lines[first..i], &mut cited);
            // Its name and body: to the brace that closes the function.
            let Some(f) = (i + 1..lines.len()).find(|&j| lines[j].trim_start().starts_with("fn ")) else {
                continue;
            };
            let name: String = lines[f].trim_start()[3..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            cited_in_name(&name, &mut cited);
            let mut depth = 0i32;
            let mut opened = false;
            let mut carried = false;
            for body in &lines[f..] {
                cited_in_line_after(body, carried, &mut cited);
                carried = ends_with_cr(body);
                for c in body.chars() {
                    match c {
                        '{' => {
                            depth += 1;
                            opened = true;
                        }
                        '}' => depth -= 1,
                        _ => {}
                    }
                }
                if opened && depth <= 0 {
                    break;
                }
            }
            tests.insert(format!("{shown}::{name}"), cited);
        }
    }
    tests
}

/// The body of the item whose first line is `lines[at]`: to the brace that closes it (or the
/// `;` of a declaration without a body).
fn item_body(lines: &[&str], at: usize) -> String {
    let mut depth = 0i32;
    let mut opened = false;
    let mut body = String::new();
    for line in &lines[at..] {
        body.push_str(line);
        body.push('\n');
        for c in line.chars() {
            match c {
                '{' => {
                    depth += 1;
                    opened = true;
                }
                '}' => depth -= 1,
                _ => {}
            }
        }
        if (opened && depth <= 0) || (!opened && line.trim_end().ends_with(';')) {
            break;
        }
    }
    body
}

/// The identifier that starts `s`.
fn identifier(s: &str) -> &str {
    let end = s.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(s.len());
    &s[..end]
}

/// The names a body calls or invokes: `name(`, `name::<T>(`, `.name(` and `name!`.
fn called(body: &str) -> BTreeSet<&str> {
    let mut out = BTreeSet::new();
    let bytes = body.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let starts = (bytes[i].is_ascii_alphabetic() || bytes[i] == b'_')
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_'));
        if !starts {
            i += 1;
            continue;
        }
        let name = identifier(&body[i..]);
        let after = &body[i + name.len()..];
        let after = if let Some(rest) = after.strip_prefix("::<") {
            rest.find('>').map_or("", |e| &rest[e + 1..])
        } else {
            after
        };
        if after.starts_with('(') || after.starts_with('!') {
            out.insert(name);
        }
        i += name.len();
    }
    out
}

/// Whether a body asserts by itself: an assertion macro, a panic, an expected error.
fn asserts_itself(body: &str) -> bool {
    ["assert", "panic!", "expect_err(", "unwrap_err("]
        .iter()
        .any(|w| body.contains(w))
}

/// The tests (`file::name`) that assert nothing: neither their body nor any function or
/// macro of the workspace they call, directly or not, has an assertion. A name defined
/// several times counts as asserting if one definition does.
fn tests_without_assertion() -> Vec<String> {
    let mut files = Vec::new();
    for dir in CODE_DIRS {
        rust_files(&root().join(dir), &mut files);
    }
    files.sort();
    let mut bodies: Vec<(String, String)> = Vec::new();
    let mut tests: Vec<(String, String)> = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let shown = file.strip_prefix(root()).unwrap().display().to_string();
        for (i, line) in lines.iter().enumerate() {
            let t = line.trim_start();
            let t = t
                .strip_prefix("pub(crate) ")
                .or_else(|| t.strip_prefix("pub "))
                .unwrap_or(t);
            let t = t.strip_prefix("const ").unwrap_or(t);
            let name = if let Some(rest) = t.strip_prefix("fn ") {
                identifier(rest)
            } else if let Some(rest) = t.strip_prefix("macro_rules! ") {
                identifier(rest)
            } else {
                continue;
            };
            let body = item_body(&lines, i);
            let attributes = lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim())
                .take_while(|l| l.starts_with("#[") || l.starts_with("//"));
            let mut is_test = false;
            let mut should_panic = false;
            for a in attributes {
                is_test |= a == "#[test]";
                should_panic |= a.starts_with("#[should_panic");
            }
            if is_test && !should_panic {
                tests.push((format!("{shown}::{name}"), body.clone()));
            }
            bodies.push((name.to_owned(), body));
        }
    }
    // The names that assert, directly or through what they call: to a fixed point.
    let mut asserting: BTreeSet<String> = bodies
        .iter()
        .filter(|(_, b)| asserts_itself(b))
        .map(|(n, _)| n.clone())
        .collect();
    loop {
        let more: Vec<String> = bodies
            .iter()
            .filter(|(n, b)| !asserting.contains(n) && called(b).iter().any(|c| asserting.contains(*c)))
            .map(|(n, _)| n.clone())
            .collect();
        if more.is_empty() {
            break;
        }
        asserting.extend(more);
    }
    tests
        .into_iter()
        .filter(|(_, body)| {
            let body = body.split_once('\n').map_or("", |(_, rest)| rest);
            !asserts_itself(body) && !called(body).iter().any(|c| asserting.contains(*c))
        })
        .map(|(name, _)| name)
        .collect()
}

/// The rules listed as untestable, with their reasons: `tests/data/conformance/untestable.txt`,
/// lines `2.1.a: reason`.
fn untestable() -> BTreeMap<String, String> {
    let text = fs::read_to_string(root().join("tests/data/conformance/untestable.txt")).expect("the untestable list");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (n, why) = l
                .split_once(':')
                .unwrap_or_else(|| panic!("`{l}`: a rule, `:`, the reason"));
            (n.trim().to_owned(), why.trim().to_owned())
        })
        .collect()
}

/// The text of `docs/conformance.md`, and how many rules are missing.
fn report() -> (String, usize) {
    let (rules, titles) = rules();
    let tests = tests_citing();
    let listed = untestable();
    let numbers: BTreeSet<&str> = rules.iter().map(|r| r.number.as_str()).collect();
    for n in listed.keys() {
        assert!(
            numbers.contains(n.as_str()),
            "untestable.txt lists {n}, which is no lettered rule"
        );
    }
    let mut by_rule: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (test, cited) in &tests {
        for n in cited {
            if let Some(n) = numbers.get(n.as_str()) {
                by_rule.entry(n).or_default().push(test);
            }
        }
    }
    for n in listed.keys() {
        assert!(
            !by_rule.contains_key(n.as_str()),
            "{n} is listed as untestable but {:?} test it: drop it from the list",
            by_rule[n.as_str()]
        );
    }
    let tested = rules.iter().filter(|r| by_rule.contains_key(r.number.as_str())).count();
    let missing = rules.len() - tested - listed.len();
    let pct = |n: usize| n as f64 * 100.0 / rules.len() as f64;
    let mut out = String::new();
    out.push_str(
        "# Conformance\n\n<!-- Generated by tests/conformance.rs from docs/rules/complete-rules-4.0.txt and the \
         tests; do not edit. CONFORMANCE_UPDATE=1 cargo test --test conformance rewrites it. -->\n\n",
    );
    out.push_str(&format!(
        "Every lettered rule of the Complete Rules 4.0 ({} rules) against the tests that cite it (by name, \
         `cr_2_2_2_o_…`, or by `CR 2.2.2.o` in the comments above a test or in its body). **{tested} tested \
         ({:.1} %), {} listed as untestable, {missing} missing.** The untestable ones and their reasons are in \
         `tests/data/conformance/untestable.txt`. A citation says a test names the rule; every test \
         asserts something, in its body or in what it calls (`every_test_asserts_an_outcome` checks it); \
         whether that is the rule's outcome is for review (issue 19).\n\n",
        rules.len(),
        pct(tested),
        listed.len()
    ));
    out.push_str("| section | rules | tested | listed | missing |\n|---|---|---|---|---|\n");
    let mut sections: Vec<&str> = rules.iter().map(|r| r.section.as_str()).collect();
    sections.dedup();
    for s in &sections {
        let in_s: Vec<&Rule> = rules.iter().filter(|r| r.section == *s).collect();
        let t = in_s.iter().filter(|r| by_rule.contains_key(r.number.as_str())).count();
        let l = in_s.iter().filter(|r| listed.contains_key(&r.number)).count();
        out.push_str(&format!(
            "| {s} {} | {} | {t} | {l} | {} |\n",
            titles.get(*s).map_or("", String::as_str),
            in_s.len(),
            in_s.len() - t - l
        ));
    }
    for s in &sections {
        out.push_str(&format!("\n## {s} {}\n\n", titles.get(*s).map_or("", String::as_str)));
        for r in rules.iter().filter(|r| r.section == *s) {
            let words: String = r.text.chars().take(60).collect();
            let status = match (by_rule.get(r.number.as_str()), listed.get(&r.number)) {
                (Some(t), _) => t.iter().map(|t| format!("`{t}`")).collect::<Vec<_>>().join(", "),
                (None, Some(why)) => format!("untestable: {why}"),
                (None, None) => "**missing**".to_owned(),
            };
            out.push_str(&format!("- **{}** {words}…: {status}\n", r.number));
        }
    }
    (out, missing)
}

#[test]
fn every_lettered_rule_is_tested_or_listed_and_the_report_is_current() {
    let (text, missing) = report();
    let path = root().join("docs/conformance.md");
    if std::env::var_os("CONFORMANCE_UPDATE").is_some() {
        fs::write(&path, &text).unwrap();
    }
    let on_disk = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == text,
        "docs/conformance.md is out of date: CONFORMANCE_UPDATE=1 cargo test --test conformance"
    );
    assert!(
        missing == 0,
        "{missing} rules are neither tested nor listed: test them, or list them with a reason in \
         tests/data/conformance/untestable.txt"
    );
}

/// Issue 19: no test without an outcome assertion. A test that asserts nothing passes
/// whatever the engine does, so its citations would count for nothing.
#[test]
fn every_test_asserts_an_outcome() {
    let silent = tests_without_assertion();
    assert!(
        silent.is_empty(),
        "{} tests assert nothing (no assert!, panic!, expect_err or unwrap_err, in them or in \
         what they call):\n{}",
        silent.len(),
        silent.join("\n")
    );
}

#[test]
fn calls_are_read_from_bodies() {
    let body = "let x = helper(1); y.method(); gen::<u8>(); insta::assert_snapshot!(x); if a (b)";
    let want = ["assert_snapshot", "gen", "helper", "method"];
    assert_eq!(called(body), want.into_iter().collect());
    assert!(asserts_itself("assert_eq!(a, b)") && asserts_itself("r.expect_err(\"bad\")"));
    assert!(!asserts_itself("let a = b.unwrap();"));
}

#[test]
fn citations_are_read_from_names_and_comments() {
    // The citation word is built at run time: written out here, these samples would be
    // read as this test citing the rules (it asserts none of them).
    let cr = ["C", "R"].concat();
    let mut c = BTreeSet::new();
    cited_in_name("cr_7_3_5_b_lindiwe_creates_a_token", &mut c);
    cited_in_name("cr_7_3_22_forward_and_cr_7_3_21_b_backward", &mut c);
    cited_in_line(
        &format!("// {cr} 4.2.4.b–d: the region's terrains ({cr} 2.4.1.c, 2.5.b)"),
        &mut c,
    );
    cited_in_line("let x = 1.5; // no rule here", &mut c);
    cited_in_lines(
        &[
            &format!("/// Reserve first. {cr}"),
            "/// 5.2.4.b: the extra step.",
            "/// 6.1.a, not cited: no citation word",
        ],
        &mut c,
    );
    let want = [
        "2.4.1.c", "2.5.b", "4.2.4.b", "4.2.4.c", "4.2.4.d", "5.2.4.b", "7.3.21.b", "7.3.5.b",
    ];
    assert_eq!(c, want.iter().map(|s| s.to_string()).collect());
}
