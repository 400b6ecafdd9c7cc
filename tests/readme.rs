//! The figures `README.md` shows are what its commands print today (issue 18, deliverable 6):
//! each test runs a command the README shows, in process, and fails when the README's copy
//! of its output is stale. The fix is to paste the new output into the README. (The
//! misspelling figure is checked by `tests/misspelling.rs`, which computes it.)

mod common;

use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn readme() -> String {
    std::fs::read_to_string(root().join("README.md")).expect("README.md")
}

/// Run a binary's front end in process from the repository root; stdout.
fn run(binary: &str, args: &[&str]) -> String {
    let (code, out, err) = common::run_tool(binary, args);
    assert!(code == 0 || code == 1, "{binary} {args:?}: exit {code}\n{out}{err}");
    out
}

fn assert_shows(readme: &str, shown: &str, command: &str) {
    assert!(
        readme.contains(shown),
        "README.md does not show what `{command}` prints today; paste it in:\n{shown}"
    );
}

/// Absolute paths, as the tests do not run from the repository root.
fn at_root(path: &str) -> String {
    root().join(path).display().to_string()
}

#[test]
fn the_pool_check_summary_is_the_one_the_readme_shows() {
    let out = run("altered-check", &["-q", &at_root("cards")]);
    let last = out.lines().last().expect("a summary line");
    assert_shows(
        &readme(),
        &format!("The last line prints `{last}`"),
        "altered-check cards/ -q | tail -1",
    );
}

#[test]
fn the_uniques_figures_are_the_ones_the_readme_shows() {
    let out = run(
        "altered",
        &["uniques", &at_root("tests/data/uniques/unique_ability_parts.jsonl")],
    );
    let last = out.lines().last().expect("a summary line");
    let readme = readme();
    assert_shows(&readme, &format!("Today: `{last}`"), "altered uniques");
    // Every other mention of the parse share is the same figure.
    let share = last.rsplit("; ").next().expect("`N % parse`");
    for (i, _) in readme.match_indices(" % parse") {
        let start = readme[..i]
            .rfind(|c: char| !(c.is_ascii_digit() || c == '.'))
            .map_or(0, |s| s + 1);
        assert_eq!(
            &readme[start..i + " % parse".len()],
            share,
            "README.md shows another parse share than `altered uniques` prints"
        );
    }
}

#[test]
fn the_template_count_is_the_one_the_readme_shows() {
    let n = common::card_files(&root().join("tests/templates")).len();
    assert_shows(
        &readme(),
        &format!("the {n} template files of `tests/templates/`"),
        "ls tests/templates/**/*.card | wc -l",
    );
}

#[test]
fn the_import_counts_are_the_ones_the_readme_shows() {
    let inputs: Vec<_> = std::fs::read_dir(root().join("tests/data/api"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    let out = tempfile::tempdir().unwrap();
    let summary = altered::import_cards(&inputs, out.path(), false).expect("the bundled records import");
    let printings = summary.printings.to_string();
    let printings = match printings.len() {
        4.. => format!(
            "{},{}",
            &printings[..printings.len() - 3],
            &printings[printings.len() - 3..]
        ),
        _ => printings,
    };
    assert_shows(
        &readme(),
        &format!("{printings} printings make\n{} files", summary.cards),
        "altered import tests/data/api/*.json",
    );
}

#[test]
fn the_sim_and_replay_outputs_are_the_ones_the_readme_shows() {
    let readme = readme();
    let out = run("altered", &["sim", "--games", "10000", "--seed", "7"]);
    // The speed line is the machine's, not the engine's.
    let shown: Vec<&str> = out.lines().filter(|l| !l.starts_with("speed:")).collect();
    assert_shows(&readme, &shown.join("\n"), "altered sim --games 10000 --seed 7");

    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("game.json");
    run("altered", &["sim", "--seed", "7", "--save-log", log.to_str().unwrap()]);
    let out = run(
        "altered",
        &["replay", log.to_str().unwrap(), "--cards", &at_root("cards")],
    );
    assert_shows(&readme, out.trim_end(), "altered replay game.json");
}
