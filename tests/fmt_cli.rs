//! `altered fmt` and `altered import`, run in process through `altered::run_altered`.

mod common;

use common::card_files;

use std::fs;
use std::path::{Path, PathBuf};

use altered::{parse_card, run_altered};

/// Run `altered` with `args`; exit code, stdout, stderr.
fn run(args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let argv = std::iter::once("altered").chain(args.iter().copied());
    let code = run_altered(argv, &mut out, &mut err);
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("output is UTF-8");
    (code, text(out), text(err))
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("temp paths are UTF-8")
}

/// A card written with the printed altered.gg markup: `{J}`, `{T} :`, `[[Fleeting]]`,
/// `[Tough 1]`, and a `#…#` rare-difference marker.
const MARKUP: &str = "name: Test Courier\n\
                      type: Character — Messenger\n\
                      faction: Axiom\n\
                      rarity: Common\n\
                      cost: hand 2, reserve 2\n\
                      stats: forest 1, mountain 1, water 1\n\
                      \n\
                      [Tough 1]. (Opponents must pay {1} to target me.)\n\
                      {J} Target Character gains [[Fleeting]].\n\
                      {T} : #Draw a card.#\n";

/// What `altered fmt` writes for [`MARKUP`].
const CANONICAL: &str = "name: Test Courier\n\
                         type: Character — Messenger\n\
                         faction: Axiom\n\
                         rarity: Common\n\
                         cost: hand 2, reserve 2\n\
                         stats: forest 1, mountain 1, water 1\n\
                         \n\
                         Tough 1. (Opponents must pay {1} to target me.)\n\
                         etb Target Character gains Fleeting.\n\
                         exhaust: Draw a card.\n";

/// A card that does not parse, with CRLF line ends and trailing blanks that a rewrite
/// would lose.
const BROKEN: &[u8] = b"name: Broken Card  \r\ntype: Spell \xe2\x80\x94 Boon\r\nfaction: Axiom\r\n\
                        rarity: Common\r\ncost: hand 1, reserve 1\r\n\r\n\
                        Frobnicate the widget.\t\r\n{J} Draw a card.\r\n";

fn write(path: &Path, bytes: &[u8]) {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).expect("create dirs");
    }
    fs::write(path, bytes).expect("write file");
}

#[test]
fn the_expected_canonical_text_is_what_the_library_formats() {
    // Guards the constants above: the CLI tests below compare files with them.
    assert_eq!(altered::format_source(MARKUP).as_deref(), Some(CANONICAL));
    assert_eq!(altered::format_source(CANONICAL).as_deref(), Some(CANONICAL));
    let (markup, errors) = parse_card(MARKUP);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(markup, parse_card(CANONICAL).0);
}

#[test]
fn check_reports_a_non_canonical_card_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let card = dir.path().join("axiom/test-courier.card");
    write(&card, MARKUP.as_bytes());

    let (code, out, err) = run(&["fmt", "--check", path_str(dir.path())]);
    assert_eq!(code, 1, "stdout: {out}\nstderr: {err}");
    assert!(out.contains("test-courier.card"), "{out}");
    assert_eq!(fs::read_to_string(&card).expect("read"), MARKUP);
}

#[test]
fn fmt_rewrites_to_canonical_text_and_then_check_passes() {
    let dir = tempfile::tempdir().expect("tempdir");
    let card = dir.path().join("axiom/test-courier.card");
    let canonical = dir.path().join("axiom/already-canonical.card");
    write(&card, MARKUP.as_bytes());
    write(&canonical, CANONICAL.as_bytes());

    let (code, out, err) = run(&["fmt", path_str(dir.path())]);
    assert_eq!(code, 0, "stdout: {out}\nstderr: {err}");
    assert!(out.contains("test-courier.card"), "{out}");
    assert!(!out.contains("already-canonical.card"), "{out}");
    assert_eq!(fs::read_to_string(&card).expect("read"), CANONICAL);
    assert_eq!(fs::read_to_string(&canonical).expect("read"), CANONICAL);
    // No temporary file is left behind.
    let left: Vec<PathBuf> = fs::read_dir(dir.path().join("axiom"))
        .expect("list")
        .map(|e| e.expect("entry").path())
        .collect();
    assert_eq!(left.len(), 2, "{left:?}");

    let (code, out, err) = run(&["fmt", "--check", path_str(dir.path())]);
    assert_eq!(code, 0, "stdout: {out}\nstderr: {err}");

    // Formatting again changes nothing.
    let (code, _, _) = run(&["fmt", path_str(dir.path())]);
    assert_eq!(code, 0);
    assert_eq!(fs::read_to_string(&card).expect("read"), CANONICAL);
}

#[test]
fn fmt_takes_a_single_file_too() {
    let dir = tempfile::tempdir().expect("tempdir");
    let card = dir.path().join("one.card");
    write(&card, MARKUP.as_bytes());
    let (code, _, err) = run(&["fmt", path_str(&card)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(fs::read_to_string(&card).expect("read"), CANONICAL);
}

#[test]
fn a_card_that_does_not_parse_is_left_unchanged_and_reported() {
    let dir = tempfile::tempdir().expect("tempdir");
    let broken = dir.path().join("axiom/broken.card");
    let card = dir.path().join("axiom/test-courier.card");
    write(&broken, BROKEN);
    write(&card, MARKUP.as_bytes());

    let (code, out, err) = run(&["fmt", "--check", path_str(dir.path())]);
    assert_eq!(code, 1, "stdout: {out}\nstderr: {err}");
    assert!(format!("{out}{err}").contains("broken.card"), "{out}{err}");
    assert_eq!(fs::read(&broken).expect("read"), BROKEN);

    let (code, out, err) = run(&["fmt", path_str(dir.path())]);
    assert_ne!(code, 2, "stdout: {out}\nstderr: {err}");
    assert!(
        err.contains("broken.card"),
        "the file that was not formatted is named\nstdout: {out}\nstderr: {err}"
    );
    assert_eq!(fs::read(&broken).expect("read"), BROKEN, "byte for byte");
    // The other file is still formatted.
    assert_eq!(fs::read_to_string(&card).expect("read"), CANONICAL);
}

#[test]
fn a_card_that_is_not_utf8_is_left_unchanged_and_named_and_the_others_are_formatted() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Sorted before the other file, so that stopping at it would skip the other.
    let binary = dir.path().join("axiom/a-binary.card");
    let card = dir.path().join("axiom/test-courier.card");
    let bytes = b"name: Kel\xffon Burst\n";
    write(&binary, bytes);
    write(&card, MARKUP.as_bytes());

    let (code, out, err) = run(&["fmt", path_str(dir.path())]);
    assert!(
        format!("{out}{err}").contains("a-binary.card"),
        "the file that was not formatted is named\nstdout: {out}\nstderr: {err}"
    );
    assert_eq!(fs::read(&binary).expect("read"), bytes, "byte for byte");
    assert_eq!(
        fs::read_to_string(&card).expect("read"),
        CANONICAL,
        "exit {code}\nstdout: {out}\nstderr: {err}"
    );
}

#[test]
fn a_missing_path_is_a_usage_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    let missing = dir.path().join("no-such-folder");
    let (code, _, err) = run(&["fmt", "--check", path_str(&missing)]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no-such-folder"), "{err}");
}

fn import_data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/import")
        .join(name)
}

#[test]
fn import_writes_card_files_that_parse_and_fmt_makes_canonical() {
    let out_dir = tempfile::tempdir().expect("tempdir");
    let input = import_data("heroes_tokens.json");
    let (code, out, err) = run(&["import", path_str(&input), "--out", path_str(out_dir.path())]);
    assert_eq!(code, 0, "stdout: {out}\nstderr: {err}");
    let files = card_files(out_dir.path());
    assert!(!files.is_empty(), "no card file written; stdout: {out}");
    for file in &files {
        let text = fs::read_to_string(file).expect("UTF-8 card file");
        let (card, errors) = parse_card(&text);
        assert!(errors.is_empty(), "{}: {errors:?}", file.display());
        assert!(card.is_some(), "{}", file.display());
    }

    // The importer keeps the printed markup (`{T}`, `[Brassbug 2/2/2]`); `fmt` turns it
    // into canonical text, after which there is nothing left to change.
    let (code, out, err) = run(&["fmt", path_str(out_dir.path())]);
    assert_eq!(code, 0, "stdout: {out}\nstderr: {err}");
    let (code, out, err) = run(&["fmt", "--check", path_str(out_dir.path())]);
    assert_eq!(code, 0, "stdout: {out}\nstderr: {err}");
}

#[test]
fn import_of_a_missing_file_exits_2() {
    let out_dir = tempfile::tempdir().expect("tempdir");
    let input = out_dir.path().join("no-such-export.json");
    let (code, _, err) = run(&["import", path_str(&input), "--out", path_str(out_dir.path())]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no-such-export.json"), "{err}");
    assert!(card_files(out_dir.path()).is_empty());
}

#[test]
fn import_without_out_is_a_usage_error() {
    let input = import_data("heroes_tokens.json");
    let (code, _, err) = run(&["import", path_str(&input)]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--out"), "{err}");
}

/// The files on which `altered fmt` once changed what a card says (a capitalised `May`
/// read as a sub-type, verbs conjugated after a noun taken for a subject, `your your`, a
/// final period turning an effect into a passive), copied from the project's reproducers into `tests/data/fmt/`:
/// fmt either rewrites one into text that parses to the same card and that a second fmt
/// leaves alone, or leaves it as it was and says why. It never changes a card.
#[test]
fn fmt_never_changes_what_a_card_says() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fmt");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(files.len() >= 30, "{}", files.len());
    let (mut rewritten, mut refused) = (0, 0);
    for file in &files {
        let source = fs::read_to_string(file).unwrap();
        match altered::format_checked(&source) {
            Ok(text) => {
                rewritten += 1;
                let before = parse_card(&source).0.unwrap();
                let (after, errors) = parse_card(&text);
                assert!(errors.is_empty(), "{}: {errors:?}\n{text}", file.display());
                assert_eq!(after.as_ref(), Some(&before), "{}:\n{text}", file.display());
                assert_eq!(altered::format_checked(&text).as_deref(), Ok(text.as_str()));
            }
            Err(_) => refused += 1,
        }
    }
    eprintln!("{rewritten} rewritten, {refused} left as they were");

    // Through the command: a refused file is named, kept byte for byte, and `--check` fails.
    let tmp = tempfile::tempdir().unwrap();
    for file in &files {
        fs::copy(file, tmp.path().join(file.file_name().unwrap())).unwrap();
    }
    let (code, out, err) = run(&["fmt", path_str(tmp.path())]);
    assert_eq!(code, 0, "{out}{err}");
    for file in &files {
        let name = file.file_name().unwrap();
        let now = fs::read_to_string(tmp.path().join(name)).unwrap();
        let was = fs::read_to_string(file).unwrap();
        if altered::format_checked(&was).is_err() {
            assert_eq!(now, was, "{name:?} was changed");
        }
    }
    if refused > 0 {
        assert!(err.contains("as it was"), "{err}");
        assert!(out.contains("left as they were"), "{out}");
    }
}

/// A designer's `//` notes stay where they were: before the header, between header
/// fields, between abilities and at the end.
#[test]
fn fmt_keeps_comments_in_place() {
    let written = "// Ogre, v2\nname: Ogre\n// the cost was 4\ntype: Character\nfaction: Bravos\nrarity: Common\n\
                   cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n\
                   // draws on arrival\n{J} draw a card.\n  // indented note\n{T} : Draw a card.\n// end\n";
    let expected = "// Ogre, v2\nname: Ogre\n// the cost was 4\ntype: Character\nfaction: Bravos\nrarity: Common\n\
                    cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n\
                    // draws on arrival\netb Draw a card.\n  // indented note\nexhaust: Draw a card.\n// end\n";
    assert_eq!(altered::format_checked(written).as_deref(), Ok(expected));
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("ogre.card");
    write(&path, written.as_bytes());
    let (code, _, err) = run(&["fmt", path_str(&path)]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(fs::read_to_string(&path).unwrap(), expected);
}
