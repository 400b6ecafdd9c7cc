//! Every command that reads card files goes through the one bounded walk and reader
//! (`altered_interpreter::files`, issue 18 deliverable 4): in a folder with a link loop, a
//! FIFO named `.card` and a link to `/dev/zero`, each command ends, names each refused path
//! and still reads the good card. Before, the FIFO blocked every command forever, the loop
//! made `sim` and `serve` grow past 400 MB, and `/dev/zero` made `fmt`, `sim` and `serve`
//! allocate 2 GB.
#![cfg(unix)]

mod common;

use std::fs;
use std::io::BufReader;
use std::path::{Path, PathBuf};

/// A folder holding one good card, a link loop, a FIFO and a link to `/dev/zero`.
fn hostile_folder() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path().join("cards");
    fs::create_dir_all(root.join("sub")).unwrap();
    let good = Path::new(env!("CARGO_MANIFEST_DIR")).join("cards/axiom/dredger-drone.card");
    fs::copy(good, root.join("sub/dredger-drone.card")).unwrap();
    std::os::unix::fs::symlink("..", root.join("sub/loop")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", root.join("zero.card")).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(root.join("fifo.card"))
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    (dir, root)
}

fn run(binary: &str, args: &[&str]) -> (i32, String, String) {
    common::run_tool(binary, args)
}

fn s(path: &Path) -> &str {
    path.to_str().expect("temp paths are UTF-8")
}

#[test]
fn check_reports_the_fifo_and_the_device_and_checks_the_good_card() {
    let (_dir, root) = hostile_folder();
    let (code, out, _) = run("altered-check", &["--format", "json", s(&root)]);
    let doc: serde_json::Value = serde_json::from_str(&out).unwrap();
    let files: Vec<(&str, &str)> = doc["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["path"].as_str().unwrap(),
                f["diagnostics"][0]["code"].as_str().unwrap_or(""),
            )
        })
        .collect();
    let r = s(&root);
    assert_eq!(
        files,
        [
            (format!("{r}/fifo.card").as_str(), "altered::io::not_a_file"),
            (format!("{r}/sub/dredger-drone.card").as_str(), ""),
            (format!("{r}/zero.card").as_str(), "altered::io::not_a_file"),
        ]
    );
    assert_eq!(doc["summary"]["ok"], 1);
    assert_eq!(code, 1);
}

#[test]
fn fmt_leaves_what_it_cannot_read_and_says_so() {
    let (_dir, root) = hostile_folder();
    let (code, out, err) = run("altered", &["fmt", "--check", s(&root)]);
    assert!(
        out.contains("3 files: 0 would change, 1 unchanged, 0 not parsed, 2 not read"),
        "{out}"
    );
    assert!(err.contains("fifo.card: not a regular file (a FIFO)"), "{err}");
    assert!(err.contains("zero.card: not a regular file (a device)"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn sim_and_deck_check_refuse_a_fifo_deck_list() {
    let (_dir, root) = hostile_folder();
    let cards = Path::new(env!("CARGO_MANIFEST_DIR")).join("cards");
    let fifo = root.join("fifo.card");
    let (code, _, err) = run(
        "altered",
        &[
            "sim",
            "--cards",
            s(&cards),
            "--deck",
            s(&fifo),
            "--deck",
            s(&fifo),
            "--games",
            "1",
        ],
    );
    assert!(err.contains("not a regular file (a FIFO)"), "{err}");
    assert_eq!(code, 2);
    let (code, _, err) = run("altered", &["deck", "check", "--cards", s(&cards), s(&fifo)]);
    assert!(err.contains("not a regular file (a FIFO)"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn sim_loads_a_hostile_card_folder_and_names_what_it_skipped() {
    let (_dir, root) = hostile_folder();
    let (pool, skipped) = altered::CardPool::load_dir(&root).expect("the folder loads");
    assert_eq!(pool.len(), 1);
    let skipped: Vec<String> = skipped.iter().map(ToString::to_string).collect();
    assert_eq!(skipped.len(), 2, "{skipped:?}");
    assert!(skipped[0].ends_with("fifo.card: not a regular file (a FIFO): only regular files are read"));
    assert!(skipped[1].ends_with("zero.card: not a regular file (a device): only regular files are read"));
}

#[test]
fn serve_load_cards_of_a_hostile_folder_answers() {
    let (_dir, root) = hostile_folder();
    let request = format!("{{\"id\":1,\"type\":\"load_cards\",\"dir\":{:?}}}\n", s(&root));
    let mut out = Vec::new();
    let mut server = altered::serve::Server::new();
    server
        .serve(BufReader::new(request.as_bytes()), &mut out)
        .expect("the session ends");
    let answer: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(answer["ok"]["cards"], 1, "{answer}");
    assert_eq!(answer["ok"]["skipped"].as_array().unwrap().len(), 2, "{answer}");
}

#[test]
fn replay_and_import_refuse_a_fifo_input() {
    let (_dir, root) = hostile_folder();
    let fifo = root.join("fifo.card");
    let (code, _, err) = run("altered", &["replay", s(&fifo)]);
    assert!(err.contains("not a regular file (a FIFO)"), "{err}");
    assert_eq!(code, 2);
    let out = root.join("imported");
    let (code, _, err) = run("altered", &["import", s(&fifo), "--out", s(&out)]);
    assert!(err.contains("not a regular file (a FIFO)"), "{err}");
    assert_eq!(code, 2);
}
