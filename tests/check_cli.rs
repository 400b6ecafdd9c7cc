//! `altered-check`, run in process through `altered::run_check`.
//!
//! These tests do not depend on what the checker thinks of a card's text (that is the
//! corpus tests' business): they cover walking, reading, output shapes and exit codes,
//! using either the I/O diagnostics the CLI makes itself or the JSON report to know what
//! the checker said.

use std::fs;
use std::path::Path;

use altered::{render_report, run_check, CardReport, Status};
use miette::{Diagnostic, SourceSpan};
use serde_json::Value;

/// Run `altered-check` with `args`; exit code, stdout, stderr.
fn run(args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let argv = std::iter::once("altered-check").chain(args.iter().copied());
    let code = run_check(argv, &mut out, &mut err);
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("output is UTF-8");
    (code, text(out), text(err))
}

/// Run with `--format json` and parse the document.
fn run_json(args: &[&str]) -> (i32, Value) {
    let mut all = vec!["--format", "json"];
    all.extend_from_slice(args);
    let (code, out, err) = run(&all);
    let doc = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out:?} {err:?}"));
    (code, doc)
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("temp paths are UTF-8")
}

fn write(path: &Path, bytes: &[u8]) {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).expect("create dirs");
    }
    fs::write(path, bytes).expect("write file");
}

fn paths_of(doc: &Value) -> Vec<String> {
    doc["files"]
        .as_array()
        .expect("files is an array")
        .iter()
        .map(|f| f["path"].as_str().expect("path is a string").to_owned())
        .collect()
}

/// The exit code the JSON report implies.
fn expected_code(doc: &Value, deny_warnings: bool) -> i32 {
    let summary = &doc["summary"];
    let any_warning = doc["files"]
        .as_array()
        .expect("files")
        .iter()
        .flat_map(|f| f["diagnostics"].as_array().expect("diagnostics").iter())
        .any(|d| d["severity"] == "warning");
    if summary["error"].as_u64() != Some(0)
        || (deny_warnings && (any_warning || summary["unsupported"].as_u64() != Some(0)))
    {
        1
    } else {
        0
    }
}

#[test]
fn empty_folder_checks_nothing_and_succeeds() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (code, out, err) = run(&[path_str(dir.path())]);
    assert_eq!(out, "0 cards: 0 ok, 0 unsupported, 0 error\n");
    assert_eq!(err, "");
    assert_eq!(code, 0);
}

#[test]
fn folders_are_walked_recursively_in_sorted_order_for_card_files_only() {
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path();
    for name in [
        "c.card",
        "b/z.card",
        "b/a/y.card",
        "a.card",
        "notes.txt",
        "b/card",
        "d.cards",
    ] {
        write(&root.join(name), b"x\n");
    }
    let (code, doc) = run_json(&[path_str(root)]);
    let r = path_str(root);
    assert_eq!(
        paths_of(&doc),
        [
            format!("{r}/a.card"),
            format!("{r}/b/a/y.card"),
            format!("{r}/b/z.card"),
            format!("{r}/c.card")
        ]
    );
    assert_eq!(doc["summary"]["files"], 4);
    assert_eq!(code, expected_code(&doc, false));
}

#[test]
fn an_explicit_file_is_checked_whatever_its_extension() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("card.txt");
    write(&file, b"x\n");
    let (_, doc) = run_json(&[path_str(&file)]);
    assert_eq!(paths_of(&doc), [path_str(&file)]);

    let (_, out, _) = run(&[path_str(&file)]);
    assert!(out.ends_with("\n"), "{out}");
    assert!(out.lines().last().is_some_and(|l| l.starts_with("1 cards: ")), "{out}");
}

#[test]
fn a_missing_path_is_named_and_exits_2() {
    let dir = tempfile::tempdir().expect("tempdir");
    let missing = dir.path().join("no-such-folder");
    let (code, out, err) = run(&[path_str(dir.path()), path_str(&missing)]);
    assert_eq!(code, 2);
    assert!(err.contains(path_str(&missing)), "{err}");
    assert_eq!(out, "", "nothing is checked when a path is wrong");
}

#[test]
fn a_bad_flag_is_a_usage_error() {
    let (code, out, err) = run(&["--no-such-flag"]);
    assert_eq!(code, 2);
    assert!(err.contains("--no-such-flag"), "{err}");
    assert_eq!(out, "");

    let (code, _, err) = run(&["--format", "xml", "."]);
    assert_eq!(code, 2);
    assert!(err.contains("xml"), "{err}");
}

#[test]
fn help_and_version_go_to_stdout_and_succeed() {
    let (code, out, err) = run(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("Usage: altered-check"), "{out}");
    assert!(out.contains("--deny-warnings"), "{out}");
    assert_eq!(err, "");

    let (code, out, _) = run(&["--version"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("altered-check "), "{out}");
}

#[test]
fn json_is_one_document_with_exactly_the_designed_keys() {
    let dir = tempfile::tempdir().expect("tempdir");
    write(&dir.path().join("a.card"), b"x\n");
    write(&dir.path().join("b.card"), b"\xff\n");
    let (code, out, _) = run(&["--format", "json", path_str(dir.path())]);
    assert!(out.ends_with("}\n") && out.matches('\n').count() == 1, "{out}");
    let doc: Value = serde_json::from_str(&out).expect("valid JSON");

    let keys = |v: &Value| -> Vec<String> {
        let mut keys: Vec<_> = v.as_object().expect("an object").keys().cloned().collect();
        keys.sort();
        keys
    };
    assert_eq!(keys(&doc), ["files", "summary"]);
    assert_eq!(keys(&doc["summary"]), ["error", "files", "ok", "unsupported"]);
    let files = doc["files"].as_array().expect("files");
    assert_eq!(files.len(), 2);
    for file in files {
        assert_eq!(keys(file), ["diagnostics", "path", "status"]);
        let status = file["status"].as_str().expect("status");
        assert!(["ok", "unsupported", "error"].contains(&status), "{status}");
        for d in file["diagnostics"].as_array().expect("diagnostics") {
            assert_eq!(keys(d), ["code", "column", "help", "line", "message", "severity"]);
            let severity = d["severity"].as_str().expect("severity");
            assert!(["error", "warning", "advice"].contains(&severity), "{severity}");
        }
    }
    // The not-UTF-8 file gives a diagnostic whatever the checker does.
    assert!(!files[1]["diagnostics"].as_array().expect("diagnostics").is_empty());

    let summary = &doc["summary"];
    assert_eq!(summary["files"], 2);
    let sum: u64 = ["ok", "unsupported", "error"]
        .iter()
        .map(|k| summary[*k].as_u64().expect("a count"))
        .sum();
    assert_eq!(sum, 2);
    assert_eq!(code, expected_code(&doc, false));
}

#[test]
fn a_non_utf8_file_is_an_error_pointing_at_the_first_bad_byte() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("latin1.card");
    // Line 2, after two two-byte characters: the column counts characters.
    write(&file, b"name\n\xc3\xa7\xc3\xa9\xe9t\xe9\n");
    let (code, doc) = run_json(&[path_str(&file)]);
    assert_eq!(code, 1);
    let f = &doc["files"][0];
    assert_eq!(f["status"], "error");
    let d = &f["diagnostics"][0];
    assert_eq!(d["code"], "altered::io::not_utf8");
    assert_eq!(d["severity"], "error");
    assert_eq!((d["line"].as_u64(), d["column"].as_u64()), (Some(2), Some(3)));
    assert!(d["help"].as_str().is_some_and(|h| h.contains("UTF-8")), "{d}");
    assert_eq!(doc["summary"]["error"], 1);

    let (code, out, _) = run(&[path_str(&file)]);
    assert_eq!(code, 1);
    assert!(out.contains("altered::io::not_utf8"), "{out}");
    assert!(out.contains(&format!("{}:2:3", path_str(&file))), "{out}");
    assert!(out.contains("save the file as UTF-8"), "{out}");
    assert!(out.ends_with("1 cards: 0 ok, 0 unsupported, 1 error\n"), "{out}");
}

#[test]
fn a_file_over_1_mib_is_not_parsed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("huge.card");
    write(&file, &vec![b'a'; 2 * 1024 * 1024]);
    let (code, doc) = run_json(&[path_str(dir.path())]);
    assert_eq!(code, 1);
    let f = &doc["files"][0];
    assert_eq!(f["status"], "error");
    assert_eq!(f["diagnostics"][0]["code"], "altered::io::file_too_large");
    assert_eq!(f["diagnostics"][0]["line"], Value::Null);

    let (_, out, _) = run(&[path_str(&file)]);
    assert!(out.contains("altered::io::file_too_large"), "{out}");
    assert!(out.contains(path_str(&file)), "{out}");
}

#[test]
fn empty_files_and_binary_junk_do_not_panic() {
    let dir = tempfile::tempdir().expect("tempdir");
    write(&dir.path().join("empty.card"), b"");
    let junk: Vec<u8> = (0..4096u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8).collect();
    write(&dir.path().join("junk.card"), &junk);
    write(&dir.path().join("nul.card"), b"\0\0\0\n\0");
    write(&dir.path().join("crlf.card"), b"a\r\n\r\n:\r\n");
    for format in ["human", "json"] {
        let (code, out, _) = run(&["--format", format, path_str(dir.path())]);
        assert!(code == 0 || code == 1, "{code}: {out}");
    }
    let (_, doc) = run_json(&[path_str(dir.path())]);
    assert_eq!(doc["summary"]["files"], 4);
}

#[test]
fn deny_warnings_fails_on_unsupported_files() {
    // What the checker says about this text may change; the exit code must follow it.
    let dir = tempfile::tempdir().expect("tempdir");
    write(&dir.path().join("a.card"), b"x\n");
    let (code, doc) = run_json(&[path_str(dir.path())]);
    assert_eq!(code, expected_code(&doc, false));
    let (code, doc) = run_json(&["--deny-warnings", path_str(dir.path())]);
    assert_eq!(code, expected_code(&doc, true));
    if doc["summary"]["unsupported"] == 1 {
        assert_eq!(code, 1);
    }
}

#[test]
fn the_bundled_cards_pass_with_deny_warnings() {
    // The README's claim: every bundled card parses, checks and runs, with no warning.
    let cards = Path::new(env!("CARGO_MANIFEST_DIR")).join("cards");
    let (code, out, err) = run(&["--deny-warnings", "-q", path_str(&cards)]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn ten_thousand_files_are_checked() {
    let dir = tempfile::tempdir().expect("tempdir");
    for i in 0..10_000 {
        let sub = dir.path().join(format!("d{}", i % 10));
        if i < 10 {
            fs::create_dir(&sub).expect("mkdir");
        }
        fs::write(sub.join(format!("c{i:05}.card")), b"x\n").expect("write");
    }
    let (code, out, _) = run(&["-q", path_str(dir.path())]);
    let last = out.lines().last().expect("a summary line");
    assert!(last.starts_with("10000 cards: "), "{last}");
    let counts: u64 = last
        .trim_start_matches("10000 cards: ")
        .split(", ")
        .map(|part| {
            part.split(' ')
                .next()
                .and_then(|n| n.parse::<u64>().ok())
                .expect("count")
        })
        .sum();
    assert_eq!(counts, 10_000, "{last}");
    assert!(code == 0 || code == 1);
}

#[cfg(unix)]
#[test]
fn symlink_loops_end_and_broken_links_are_unreadable() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path();
    write(&root.join("sub/a.card"), b"x\n");
    symlink(root, root.join("sub/loop")).expect("symlink");
    symlink(root.join("sub"), root.join("sub/loop.card")).expect("symlink");
    symlink(root.join("gone.card"), root.join("broken.card")).expect("symlink");
    let (code, doc) = run_json(&[path_str(root)]);
    let r = path_str(root);
    assert_eq!(paths_of(&doc), [format!("{r}/broken.card"), format!("{r}/sub/a.card")]);
    let broken = &doc["files"][0];
    assert_eq!(broken["status"], "error");
    assert_eq!(broken["diagnostics"][0]["code"], "altered::io::unreadable");
    assert_eq!(code, 1);
}

/// A hand-made problem, as the checker would report one: code, label, help.
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error("expected `:` after the trigger")]
#[diagnostic(code(altered::parse::expected_colon), help("write the trigger, then `:`"))]
struct ExpectedColon {
    #[label("`:` goes here")]
    at: SourceSpan,
}

/// A hand-made warning without a label.
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error("`Tough` has no behaviour yet")]
#[diagnostic(code(altered::check::unsupported_keyword), severity(Warning))]
struct NoBehaviour;

const SOURCE: &str = "Name: Kitsune\netb Draw a card.\nTough 1\n";

fn hand_made_report() -> CardReport {
    // Byte 17 is the space after `etb` on line 2 (column 4).
    CardReport {
        status: Status::Error,
        diagnostics: vec![
            Box::new(ExpectedColon {
                at: SourceSpan::new(17.into(), 1),
            }),
            Box::new(NoBehaviour),
        ],
    }
}

#[test]
fn render_report_shows_file_line_caret_label_and_help() {
    let rendered = render_report("cards/axiom/kitsune.card", SOURCE, &hand_made_report());
    assert!(rendered.contains("cards/axiom/kitsune.card:2:4"), "{rendered}");
    assert!(rendered.contains(" 2 │ etb Draw a card."), "{rendered}");
    assert!(rendered.contains("┬"), "{rendered}");
    assert!(rendered.contains("`:` goes here"), "{rendered}");
    assert!(rendered.contains("help: write the trigger, then `:`"), "{rendered}");
    assert!(rendered.contains("altered::parse::expected_colon"), "{rendered}");
    assert!(rendered.contains("altered::check::unsupported_keyword"), "{rendered}");
    assert_eq!(rendered.matches("cards/axiom/kitsune.card").count(), 2, "{rendered}");
    assert!(!rendered.contains('\u{1b}'), "no colour: {rendered}");
    insta::assert_snapshot!(rendered);
}
