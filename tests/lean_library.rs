//! The library an engine author depends on builds without the command line's crates (issue
//! 16, deliverable 6): `altered` without its default `cli` feature has none of clap,
//! indicatif or miette's graphical reports among its dependencies, and the crates under it
//! never had them.

use std::process::Command;

/// The packages of `cargo tree -e normal` for these arguments, one name each.
fn normal_dependencies(args: &[&str]) -> Vec<String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let out = Command::new(cargo)
        .args([
            "tree",
            "--offline",
            "-e",
            "normal",
            "--prefix",
            "none",
            "--format",
            "{p}",
        ])
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut names: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Crates only the command line needs: its argument parser, its progress bar, and what
/// miette's `fancy` feature (graphical reports) brings in.
const CLI_ONLY: [&str; 6] = [
    "clap",
    "indicatif",
    "owo-colors",
    "supports-color",
    "textwrap",
    "backtrace-ext",
];

#[test]
fn the_library_without_its_cli_feature_has_no_command_line_crate() {
    let with_cli = normal_dependencies(&["-p", "altered"]);
    let lean = normal_dependencies(&["-p", "altered", "--no-default-features"]);
    for name in CLI_ONLY {
        // The check sees them where they are: the binaries' build has each.
        assert!(
            with_cli.iter().any(|n| n == name),
            "{name} not in the binaries' tree: {with_cli:?}"
        );
        assert!(
            !lean.iter().any(|n| n == name),
            "{name} in the library's tree: {lean:?}"
        );
    }
    assert!(lean.iter().any(|n| n == "altered-engine"), "{lean:?}");
}

#[test]
fn the_crates_under_the_facade_have_no_command_line_crate() {
    for krate in ["altered-grammar", "altered-interpreter", "altered-engine"] {
        let deps = normal_dependencies(&["-p", krate]);
        for name in CLI_ONLY {
            assert!(!deps.iter().any(|n| n == name), "{name} in {krate}'s tree: {deps:?}");
        }
    }
}

/// The README's figures (`builds 43 crates instead of 102`) are these trees' sizes.
#[test]
fn the_readme_counts_the_crates_of_both_builds() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let (lean, full) = (
        normal_dependencies(&["-p", "altered", "--no-default-features"]).len(),
        normal_dependencies(&["-p", "altered"]).len(),
    );
    let said = format!("builds {lean} crates instead of {full}");
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&said), "README.md should say `{said}`");
}
