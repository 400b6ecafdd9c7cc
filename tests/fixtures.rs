//! Mistakes a card designer makes, one small card file each, with the rendered report as
//! its snapshot.
//!
//! `tests/fixtures/parse/` holds mistakes the parser catches, `tests/fixtures/check/` the
//! ones that parse and that the checks catch. Each file is named after what is wrong, and
//! the tables below say which diagnostic must catch it: a fixture that stops catching its
//! mistake fails here even if its snapshot is accepted.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use altered::{check_source, render_report, CardReport, Status};
use miette::{Diagnostic, Severity};

/// Parse-phase fixtures: file stem → the code that must be reported.
const PARSE: &[(&str, &str)] = &[
    ("bad_cost_value", "altered::parse::bad_value"),
    ("bad_limits_value", "altered::parse::bad_value"),
    ("bad_token_stats", "altered::parse::bad_token_stats"),
    ("bullet_without_choose", "altered::parse::bullet_without_choose"),
    ("choose_without_colon", "altered::parse::syntax"),
    ("choose_without_options", "altered::parse::choose_without_options"),
    ("colon_after_trigger", "altered::parse::syntax"),
    ("comma_after_when_trigger", "altered::parse::syntax"),
    ("comment_after_ability", "altered::parse::syntax"),
    ("costs_without_comma", "altered::parse::syntax"),
    ("die_outcome_under_choose", "altered::parse::syntax"),
    ("duplicate_header_field", "altered::parse::duplicate_field"),
    ("empty", "altered::parse::empty_file"),
    ("keyword_in_quotes", "altered::parse::syntax"),
    ("keyword_number_as_word", "altered::parse::unknown_keyword"),
    ("missing_colon", "altered::parse::bad_header_line"),
    ("missing_name", "altered::parse::missing_field"),
    ("misspelled_cost_field", "altered::parse::unknown_field"),
    ("misspelled_keyword", "altered::parse::unknown_keyword"),
    ("misspelled_statistic", "altered::parse::bad_value"),
    ("misspelled_status_without_brackets", "altered::parse::unknown_status"),
    ("no_blank_line_after_header", "altered::parse::bad_header_line"),
    ("number_word_too_large", "altered::parse::unknown_word"),
    ("only_comments", "altered::parse::empty_file"),
    ("passive_without_period", "altered::parse::syntax"),
    ("quick_action_without_colon", "altered::parse::syntax"),
    ("quote_too_deep", "altered::parse::too_deep"),
    ("quotes_five_deep", "altered::parse::too_deep"),
    ("roll_result_without_range", "altered::parse::syntax"),
    ("roll_without_results", "altered::parse::choose_without_options"),
    ("second_support_separator", "altered::parse::duplicate_support"),
    ("stats_as_slashes", "altered::parse::bad_value"),
    ("stats_in_wrong_order", "altered::parse::bad_value"),
    ("stray_closing_bracket", "altered::parse::unmatched_bracket"),
    ("support_separator_misspelt", "altered::parse::bad_separator"),
    ("token_with_four_statistics", "altered::parse::bad_token_stats"),
    ("token_without_token_word", "altered::parse::syntax"),
    ("two_abilities_on_one_line", "altered::parse::syntax"),
    ("unclosed_bracket", "altered::parse::unclosed_bracket"),
    ("unclosed_quote", "altered::parse::unclosed_quote"),
    ("unknown_card_type", "altered::parse::bad_value"),
    ("unknown_faction", "altered::parse::bad_value"),
    ("unknown_header_field", "altered::parse::unknown_field"),
    ("unknown_status", "altered::parse::unknown_status"),
    ("unknown_trigger", "altered::parse::unknown_trigger"),
    ("unknown_word", "altered::parse::unknown_word"),
];

/// Codes a fixture must not report: what its mistake would cascade into if the first
/// diagnostic did not stand for it (a misspelt `cost:` is not also a missing cost, the
/// bullets of a `Choose` that did not parse are not bullets without a `Choose`).
const ABSENT: &[(&str, &str)] = &[
    ("bad_cost_value", "altered::check::missing_cost"),
    ("bad_limits_value", "altered::check::missing_limits"),
    ("choose_without_colon", "altered::parse::bullet_without_choose"),
    ("misspelled_cost_field", "altered::check::missing_cost"),
    ("misspelled_statistic", "altered::check::missing_stats"),
    ("stats_as_slashes", "altered::check::missing_stats"),
    ("stats_in_wrong_order", "altered::check::missing_stats"),
    ("support_separator_misspelt", "altered::parse::syntax"),
    ("unknown_trigger", "altered::check::no_behaviour"),
];

/// Check-phase fixtures: file stem → the code that must be reported.
const CHECK: &[(&str, &str)] = &[
    ("character_without_stats", "altered::check::missing_stats"),
    ("defender_with_number", "altered::check::unexpected_keyword_parameter"),
    (
        "effect_on_character_without_trigger",
        "altered::check::effect_without_trigger",
    ),
    ("etb_in_support", "altered::check::support_needs_play"),
    ("hero_with_cost", "altered::check::unexpected_cost"),
    ("limits_on_character", "altered::check::limits_on_non_hero"),
    ("misspelled_subtype_in_ability", "altered::check::unknown_subtype"),
    ("missing_limits_on_hero", "altered::check::missing_limits"),
    (
        "reminder_contradicts_keyword",
        "altered::check::reminder_contradicts_keyword",
    ),
    ("scout_without_number", "altered::check::missing_keyword_parameter"),
    ("spell_without_cost", "altered::check::missing_cost"),
    ("stats_on_hero", "altered::check::stats_on_non_character"),
    ("stats_on_spell", "altered::check::stats_on_non_character"),
    (
        "support_cost_in_main_box",
        "altered::check::support_cost_outside_support",
    ),
    ("support_with_exhaust_cost", "altered::check::support_needs_play"),
    ("token_stats_too_high", "altered::check::bad_token_stats"),
    ("token_with_cost", "altered::check::unexpected_cost"),
    ("token_without_subtype", "altered::check::token_without_subtype"),
    ("tough_without_number", "altered::check::missing_keyword_parameter"),
    ("unknown_subtype", "altered::check::unknown_subtype"),
    ("unknown_rarity", "altered::check::unknown_rarity"),
    ("misspelled_counter", "altered::check::unknown_counter"),
    ("misspelled_token", "altered::check::unknown_token"),
    ("token_unlike_its_card", "altered::check::token_contradicts_card"),
];

/// The path of `path` relative to the repository root, with `/` separators, as the
/// report names it.
fn relative(path: &Path) -> String {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_string_lossy()
        .replace('\\', "/")
}

/// The fixture files of `phase`, sorted. (Walked by hand, not with `insta::glob!`: glob
/// collects snapshot failures in a process-wide stack, which tests running in parallel
/// would share.)
fn fixture_files(phase: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(phase);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "card"))
        .collect();
    files.sort();
    files
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .expect("a fixture has a file name")
        .to_string_lossy()
        .into_owned()
}

fn code_of(d: &(dyn Diagnostic + Send + Sync)) -> String {
    d.code().map(|c| c.to_string()).unwrap_or_default()
}

/// `code (severity): message` for every diagnostic, for failure messages.
fn summary(report: &CardReport) -> String {
    report
        .diagnostics
        .iter()
        .map(|d| {
            let severity = match d.severity().unwrap_or(Severity::Error) {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::Advice => "advice",
            };
            format!("    {} ({severity}): {d}", code_of(d.as_ref()))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What is wrong with one fixture's result, if anything.
fn verdict(phase: &str, name: &str, expected: &str, report: &CardReport) -> Option<String> {
    let found = report.diagnostics.iter().find(|d| code_of(d.as_ref()) == expected);
    let Some(found) = found else {
        return Some(format!("`{expected}` is not reported"));
    };
    let is_warning = found.severity() == Some(Severity::Warning);
    if !is_warning && report.status != Status::Error {
        return Some(format!(
            "`{expected}` is an error, yet the status is `{}`",
            report.status.as_str()
        ));
    }
    for (_, absent) in ABSENT.iter().filter(|(n, _)| *n == name) {
        if report.diagnostics.iter().any(|d| code_of(d.as_ref()) == *absent) {
            return Some(format!(
                "`{absent}` is reported, though it only repeats the fixture's mistake"
            ));
        }
    }
    if phase == "parse" {
        // Every parse fixture has a parse error, so its card is `error`: a warning that
        // an ability has no behaviour yet would only bury the error.
        if report
            .diagnostics
            .iter()
            .any(|d| code_of(d.as_ref()) == "altered::check::no_behaviour")
        {
            return Some("`altered::check::no_behaviour` is reported on a card with a parse error".into());
        }
    }
    if phase == "check" {
        // A check fixture must parse: a parse error would mean it is misfiled, or that
        // it no longer reaches the check it is there for.
        if let Some(d) = report
            .diagnostics
            .iter()
            .find(|d| code_of(d.as_ref()).starts_with("altered::parse::"))
        {
            return Some(format!("a check fixture has a parse error: {}", code_of(d.as_ref())));
        }
    }
    None
}

/// Snapshot every fixture of `phase`, and check it against `table`.
fn run_phase(phase: &str, table: &[(&str, &str)]) {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    insta::glob!("fixtures", &format!("{phase}/*.card"), |path| {
        let name = stem(path);
        let shown = relative(path);
        let source = fs::read_to_string(path).unwrap_or_else(|e| panic!("{shown}: {e}"));
        let report = check_source(&source);
        insta::with_settings!({ omit_expression => true }, {
            insta::assert_snapshot!(phase, render_report(&shown, &source, &report));
        });
        seen.insert(name.clone());
        match table.iter().find(|(n, _)| *n == name) {
            None => problems.push(format!(
                "{shown}: not in the table of expected codes; add it\n{}",
                summary(&report)
            )),
            Some((_, expected)) => {
                if let Some(why) = verdict(phase, &name, expected, &report) {
                    problems.push(format!("{shown}: {why}\n{}", summary(&report)));
                }
            }
        }
    });
    for (name, _) in table {
        if !seen.contains(*name) {
            problems.push(format!(
                "tests/fixtures/{phase}/{name}.card is in the table but does not exist"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "{} fixture problems:\n\n{}",
        problems.len(),
        problems.join("\n\n")
    );
}

#[test]
fn every_absent_code_names_a_fixture() {
    for (name, _) in ABSENT {
        assert!(
            PARSE.iter().chain(CHECK).any(|(n, _)| n == name),
            "{name} is in ABSENT but in neither table"
        );
    }
}

#[test]
fn parse_fixtures() {
    run_phase("parse", PARSE);
}

#[test]
fn check_fixtures() {
    run_phase("check", CHECK);
}

/// Every diagnostic in a fixture's report points into the file (a label whose span lies
/// inside the source, so the report shows a line and a caret) and says how to fix it (a
/// help), as `ParseError` and `CheckError` promise.
#[test]
fn every_fixture_diagnostic_has_a_caret_in_the_file_and_help() {
    let mut problems = Vec::new();
    for phase in ["parse", "check"] {
        for path in fixture_files(phase) {
            let shown = relative(&path);
            let source = fs::read_to_string(&path).expect("fixture is UTF-8");
            for d in &check_source(&source).diagnostics {
                let labels: Vec<_> = d.labels().map(|l| l.collect()).unwrap_or_default();
                if labels.is_empty() {
                    problems.push(format!("{shown}: {} has no label", code_of(d.as_ref())));
                }
                for l in labels {
                    if l.offset() + l.len() > source.len() {
                        problems.push(format!(
                            "{shown}: {} has a label outside the file ({}..{} of {})",
                            code_of(d.as_ref()),
                            l.offset(),
                            l.offset() + l.len(),
                            source.len()
                        ));
                    }
                }
                if d.help().is_none() {
                    problems.push(format!("{shown}: {} has no help", code_of(d.as_ref())));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Snapshots are named after their fixtures, so a renamed or deleted fixture leaves its
/// old snapshot behind, which insta does not notice. Catch that here.
#[test]
fn every_fixture_snapshot_has_its_fixture() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stale = Vec::new();
    for entry in fs::read_dir(root.join("tests/snapshots")).expect("tests/snapshots/") {
        let name = entry.expect("directory entry").file_name();
        let name = name.to_string_lossy();
        let Some(rest) = name.strip_prefix("fixtures__").and_then(|n| n.strip_suffix(".snap")) else {
            continue;
        };
        let fixture = rest
            .split_once('@')
            .map(|(phase, file)| root.join("tests/fixtures").join(phase).join(file));
        if !fixture.is_some_and(|f| f.is_file()) {
            stale.push(format!("tests/snapshots/{name}"));
        }
    }
    assert!(
        stale.is_empty(),
        "snapshots of fixtures that no longer exist; delete them:\n{}",
        stale.join("\n")
    );
}

/// `parse(render(card)) == card` for every fixture that parses: the check fixtures, and any
/// parse fixture whose mistake leaves a readable card. (The bundled cards and the template
/// examples are held to the same in `tests/cards.rs`.)
#[test]
fn every_fixture_that_parses_round_trips() {
    let mut checked = 0;
    let mut problems = Vec::new();
    for path in fixture_files("check").into_iter().chain(fixture_files("parse")) {
        let name = relative(&path);
        let Ok(source) = fs::read_to_string(&path) else {
            continue; // a fixture of bytes that are not UTF-8
        };
        let (Some(card), errors) = altered::parse_card(&source) else {
            continue;
        };
        if !errors.is_empty() {
            continue;
        }
        checked += 1;
        let canonical = altered::render_card(&card);
        match altered::parse_card(&canonical) {
            (Some(again), errs) if errs.is_empty() && again == card => {}
            (_, errs) => problems.push(format!(
                "{name}: renders to\n{canonical}\nwhich reads back differently ({errs:?})"
            )),
        }
    }
    assert!(
        checked >= 20,
        "only {checked} fixtures parse; the check fixtures alone should"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}
