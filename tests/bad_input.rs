//! Hostile and broken input: whatever the bytes, `check_source` and `altered-check`
//! return a report, never panic, hang or grow without bound.
//!
//! Inputs go through `altered::check_source` directly and through `altered::run_check` on
//! temporary files (whose JSON report says which diagnostics were given). There are no
//! timing assertions: a hang shows as a test that does not finish.

use std::fs;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;

use altered::{check_source, render_report, run_check, CardReport, Status};
use serde_json::Value;

/// A card that parses and checks, to break in various ways.
const CARD: &str = "name: Aegis Templar\ntype: Character — Soldier\nfaction: Ordis\nrarity: Common\n\
                    cost: hand 3, reserve 3\nstats: forest 2, mountain 2, water 2\n\n";

/// The codes of a report's diagnostics, in order.
fn codes(report: &CardReport) -> Vec<String> {
    report
        .diagnostics
        .iter()
        .map(|d| d.code().map(|c| c.to_string()).unwrap_or_default())
        .collect()
}

/// Check `source`, and render its report (rendering walks every label, so a span
/// outside the text would show up here).
fn check(source: &str) -> CardReport {
    let report = check_source(source);
    let _ = render_report("input.card", source, &report);
    report
}

/// The first few codes, for a failure message about a report with very many.
fn first_codes(report: &CardReport) -> Vec<String> {
    codes(report).into_iter().take(5).collect()
}

fn assert_has(report: &CardReport, code: &str) {
    let found = codes(report);
    assert!(found.iter().any(|c| c == code), "expected `{code}`, found {found:?}");
}

fn assert_has_one_of(report: &CardReport, wanted: &[&str]) {
    let found = codes(report);
    assert!(
        found.iter().any(|c| wanted.contains(&c.as_str())),
        "expected one of {wanted:?}, found {found:?}"
    );
}

/// Run `altered-check --format json <path>`: the exit code and the JSON document.
fn run_json(path: &Path) -> (i32, Value) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let path = path.to_str().expect("temp paths are UTF-8");
    let code = run_check(["altered-check", "--format", "json", path], &mut out, &mut err);
    let out = String::from_utf8(out).expect("output is UTF-8");
    let doc = serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("{e}: stdout {out:?} stderr {:?}", String::from_utf8_lossy(&err)));
    (code, doc)
}

/// Write `bytes` to a temporary `*.card` file and check it with `altered-check`: the
/// exit code and the one file's JSON record.
fn run_on_bytes(bytes: &[u8]) -> (i32, Value) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("input.card");
    fs::write(&path, bytes).expect("write");
    let (code, doc) = run_json(&path);
    let files = doc["files"].as_array().expect("files");
    assert_eq!(files.len(), 1, "{doc}");
    (code, files[0].clone())
}

fn json_codes(file: &Value) -> Vec<String> {
    file["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .map(|d| d["code"].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn an_empty_file_is_an_error_not_a_panic() {
    let report = check("");
    assert_eq!(report.status, Status::Error);
    assert_has(&report, "altered::parse::empty_file");

    let (code, file) = run_on_bytes(b"");
    assert_eq!(code, 1);
    assert_eq!(file["status"], "error");
    assert_eq!(json_codes(&file), ["altered::parse::empty_file"]);
}

#[test]
fn a_file_of_only_whitespace_is_empty() {
    for source in [" ", "\n\n\n", "\r\n\r\n", "\t \u{a0} \n  \r\n\u{202f}\n", "\r"] {
        let report = check(source);
        assert_eq!(report.status, Status::Error, "{source:?}");
        assert_has(&report, "altered::parse::empty_file");

        let (code, file) = run_on_bytes(source.as_bytes());
        assert_eq!(code, 1, "{source:?}");
        assert_eq!(json_codes(&file), ["altered::parse::empty_file"], "{source:?}");
    }
}

#[test]
fn binary_junk_is_an_error_not_a_panic() {
    let bytes: Vec<u8> = (0..=255u8).collect();

    // Through the library, as the lossy text an editor would show.
    let text = String::from_utf8_lossy(&bytes).into_owned();
    assert_eq!(check(&text).status, Status::Error);
    // Repeated, and reversed, so that the junk also lands after a newline.
    let mut many: Vec<u8> = Vec::new();
    for _ in 0..64 {
        many.extend(&bytes);
        many.extend(bytes.iter().rev());
    }
    assert_eq!(check(&String::from_utf8_lossy(&many)).status, Status::Error);

    // Through the CLI, as raw bytes: not UTF-8.
    let (code, file) = run_on_bytes(&bytes);
    assert_eq!(code, 1);
    assert_eq!(json_codes(&file), ["altered::io::not_utf8"]);
    // The first invalid byte is 0x80, on the line after the `\n` (0x0a) and the lone
    // `\r` (0x0d): line 3.
    assert_eq!(file["diagnostics"][0]["line"], 3, "{file}");
}

#[test]
fn non_utf8_in_the_middle_of_a_valid_card_is_located() {
    let mut bytes = CARD.as_bytes().to_vec();
    bytes.extend(b"etb Draw a ");
    bytes.push(0xff);
    bytes.extend(b" card.\n");
    let body_line = CARD.lines().count() + 1;

    // The library sees the lossy text: a U+FFFD inside an ability, which does not parse.
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let report = check(&text);
    assert_eq!(report.status, Status::Error, "{:?}", codes(&report));

    let (code, file) = run_on_bytes(&bytes);
    assert_eq!(code, 1);
    assert_eq!(json_codes(&file), ["altered::io::not_utf8"]);
    assert_eq!(file["diagnostics"][0]["line"], body_line, "{file}");
    assert_eq!(file["diagnostics"][0]["column"], 12, "{file}");

    // Also inside a multi-byte character (a truncated `—` in the header).
    let truncated = CARD.as_bytes();
    let dash = truncated
        .windows(3)
        .position(|w| w == "—".as_bytes())
        .expect("an em dash");
    let mut bytes = truncated[..dash + 2].to_vec();
    bytes.extend(&truncated[dash + 3..]);
    let (code, file) = run_on_bytes(&bytes);
    assert_eq!(code, 1);
    assert_eq!(json_codes(&file), ["altered::io::not_utf8"]);
    assert_eq!(file["diagnostics"][0]["line"], 2, "{file}");
}

/// Ten megabytes on one line.
const TEN_MB: usize = 10 * 1024 * 1024;

#[test]
fn a_ten_megabyte_line_is_refused_by_the_cli_as_too_large() {
    let mut bytes = CARD.as_bytes().to_vec();
    bytes.extend(std::iter::repeat_n(b'a', TEN_MB));
    bytes.push(b'\n');
    let (code, file) = run_on_bytes(&bytes);
    assert_eq!(code, 1);
    assert_eq!(json_codes(&file), ["altered::io::file_too_large"]);
}

#[test]
fn a_ten_megabyte_ability_line_is_too_long() {
    let mut source = String::from(CARD);
    source.push_str("etb Draw a card");
    source.extend(std::iter::repeat_n(", then draw a card", TEN_MB / 18));
    source.push_str(".\n");
    let report = check(&source);
    assert_eq!(report.status, Status::Error);
    assert_has(&report, "altered::parse::line_too_long");

    // The same in the support box, and as a bullet.
    let mut support = String::from(CARD);
    support.push_str("--- support ---\n");
    support.extend(std::iter::repeat_n('x', TEN_MB));
    assert_has(&check(&support), "altered::parse::line_too_long");

    let mut bullet = format!("{CARD}Choose one:\n• ");
    bullet.extend(std::iter::repeat_n("Draw a card. ", TEN_MB / 13));
    assert_has(&check(&bullet), "altered::parse::line_too_long");
}

#[test]
fn a_one_megabyte_header_value_returns() {
    // Header values are not parsed by the grammar, so no line limit applies to them;
    // whatever is reported, it must come back. One MiB is the most `altered-check` reads.
    // (Ten megabytes take minutes in a debug build: the did-you-mean of an unknown
    // sub-type, faction or field compares the whole value with every candidate.)
    let long: String = std::iter::repeat_n('x', 1024 * 1024).collect();
    for source in [
        CARD.replacen("Aegis Templar", &long, 1),
        CARD.replacen("Soldier", &long, 1),
        CARD.replacen("faction: Ordis", &format!("faction: {long}"), 1),
        CARD.replacen("hand 3, reserve 3", &long, 1),
        format!("{long}: x\n{CARD}"),
        format!("{CARD}\n{long}"),
    ] {
        check(&source);
    }
}

/// `etb Target Character gains "` repeated `depth` times, then the innermost ability
/// and as many closing quotes.
fn nested_quotes(depth: usize) -> String {
    let mut line = String::from("etb ");
    line.extend(std::iter::repeat_n("Target Character gains \"", depth));
    line.push_str("Draw a card.");
    line.extend(std::iter::repeat_n('"', depth));
    line.push('\n');
    format!("{CARD}{line}")
}

#[test]
fn quotes_nested_ten_thousand_deep_are_refused_without_overflowing_the_stack() {
    // `I gain "` ten thousand times, never closed. That is far past the line limit, so
    // any of these is a clear answer.
    let mut line = String::from("etb ");
    line.extend(std::iter::repeat_n("I gain \"", 10_000));
    let report = check(&format!("{CARD}{line}\n"));
    assert_eq!(report.status, Status::Error);
    assert_has_one_of(
        &report,
        &[
            "altered::parse::too_deep",
            "altered::parse::unclosed_quote",
            "altered::parse::line_too_long",
        ],
    );

    // Balanced, ten thousand deep.
    let report = check(&nested_quotes(10_000));
    assert_eq!(report.status, Status::Error);
    assert_has_one_of(&report, &["altered::parse::too_deep", "altered::parse::line_too_long"]);
}

/// The same nesting with the inner quotes curly (`“…”`) inside straight ones, as
/// card-language.md advises: depth 1 is `"…"`, depth 2 `"… “…” …"`, and so on alternating.
fn nested_quotes_alternating(depth: usize) -> String {
    let mut line = String::from("etb ");
    for level in 0..depth {
        line.push_str(if level % 2 == 0 {
            "Target Character gains \""
        } else {
            "Target Character gains “"
        });
    }
    line.push_str("Draw a card.");
    for level in (0..depth).rev() {
        line.push(if level % 2 == 0 { '"' } else { '”' });
    }
    line.push('\n');
    format!("{CARD}{line}")
}

/// `altered::parse::too_deep` with the depth and limit it reports, if any.
fn too_deep_message(report: &CardReport) -> Option<String> {
    report
        .diagnostics
        .iter()
        .find(|d| d.code().is_some_and(|c| c.to_string() == "altered::parse::too_deep"))
        .map(|d| format!("{d} / {}", d.help().map(|h| h.to_string()).unwrap_or_default()))
}

/// The documented limit (`MAX_QUOTE_DEPTH`, card-language.md §9) is the real one, however
/// the quotes are written: the limit itself parses, one more level is refused.
#[test]
fn quotes_nest_exactly_as_deep_as_the_documented_limit() {
    let max = altered_grammar::MAX_QUOTE_DEPTH;
    assert_eq!(max, 4, "card-language.md §9 and docs/diagnostics.md say 4");
    for (name, make) in [
        ("straight", nested_quotes as fn(usize) -> String),
        ("alternating", nested_quotes_alternating),
    ] {
        let report = check(&make(max));
        assert_ne!(
            report.status,
            Status::Error,
            "{name}, depth {max}: {:?}",
            codes(&report)
        );

        let report = check(&make(max + 1));
        assert_eq!(report.status, Status::Error, "{name}, depth {}", max + 1);
        let message = too_deep_message(&report).unwrap_or_else(|| panic!("{name}: {:?}", codes(&report)));
        assert!(
            message.contains(&format!("nested {} deep", max + 1)),
            "{name}: {message}"
        );
        assert!(message.contains(&format!("at most {max} levels")), "{name}: {message}");
    }
}

#[test]
fn quotes_nested_deep_within_the_line_limit_are_too_deep() {
    // 4096 bytes hold about 160 levels of this: the depth limit, not the line limit,
    // must refuse them.
    for depth in [9, 20, 100, 160] {
        let source = nested_quotes(depth);
        let report = check(&source);
        assert_eq!(report.status, Status::Error, "depth {depth}");
        assert_has(&report, "altered::parse::too_deep");
    }
    // Two thousand bare quote characters.
    let source = format!("{CARD}etb {}\n", "\"".repeat(2000));
    assert_has(&check(&source), "altered::parse::too_deep");
    // Curly quotes, which are three bytes each.
    let source = format!("{CARD}etb {}Draw a card.{}\n", "“".repeat(600), "”".repeat(600));
    assert_has(&check(&source), "altered::parse::too_deep");
    // An odd number of them.
    let source = format!("{CARD}etb {}\n", "\"".repeat(2001));
    assert_has_one_of(
        &check(&source),
        &["altered::parse::too_deep", "altered::parse::unclosed_quote"],
    );
}

#[test]
fn brackets_nested_ten_thousand_deep_are_refused_without_overflowing_the_stack() {
    for (open, close) in [("[", "]"), ("(", ")"), ("{", "}"), ("[[", "]]")] {
        let line = format!("etb {}Draw a card.{}", open.repeat(10_000), close.repeat(10_000));
        let report = check(&format!("{CARD}{line}\n"));
        assert_eq!(report.status, Status::Error, "{open}");
        assert_has_one_of(&report, &["altered::parse::too_deep", "altered::parse::line_too_long"]);

        // Within the line limit: the bracket depth limit must refuse it.
        let line = format!("etb {}Draw a card.{}", open.repeat(1000), close.repeat(1000));
        let report = check(&format!("{CARD}{line}\n"));
        assert_has(&report, "altered::parse::too_deep");

        // Unclosed, within the line limit.
        let line = format!("etb {}Draw a card.", open.repeat(2000));
        let report = check(&format!("{CARD}{line}\n"));
        assert_has_one_of(
            &report,
            &["altered::parse::too_deep", "altered::parse::unclosed_bracket"],
        );
    }
    // Mixed, alternating kinds, each one under the per-kind limit only if counted apart.
    let line = format!("etb {}Draw a card.{}", "[({".repeat(300), "})]".repeat(300));
    let report = check(&format!("{CARD}{line}\n"));
    assert_eq!(report.status, Status::Error);
}

#[test]
fn a_hundred_thousand_valid_abilities_are_checked() {
    let mut source = String::from(CARD);
    for i in 0..100_000 {
        source.push_str(match i % 4 {
            0 => "etb Draw a card.\n",
            1 => "At Noon | Resupply.\n",
            2 => "exhaust: I gain 1 boost.\n",
            _ => "When I leave the Expedition zone | Draw a card.\n",
        });
    }
    let report = check_source(&source);
    let parse_errors = codes(&report)
        .into_iter()
        .filter(|c| c.starts_with("altered::parse::"))
        .count();
    assert_eq!(parse_errors, 0);
    assert_ne!(report.status, Status::Error, "{:?}", first_codes(&report));

    // Over the CLI's size limit: refused before it is read whole.
    let (code, file) = run_on_bytes(source.as_bytes());
    assert_eq!(code, 1);
    assert_eq!(json_codes(&file), ["altered::io::file_too_large"]);
}

#[test]
fn twenty_thousand_bullets_under_one_choose_are_checked() {
    let mut source = format!("{CARD}etb Choose one:\n");
    for _ in 0..20_000 {
        source.push_str("• Draw a card.\n");
    }
    let report = check_source(&source);
    assert_ne!(report.status, Status::Error, "{:?}", first_codes(&report));
}

#[test]
fn a_folder_of_ten_thousand_files_is_checked() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A card file with no diagnostics, so the output is the summary line alone. (Not a
    // token card: ten thousand token cards of one name are ten thousand clashes.)
    let token = "name: Ogre\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\n\
                 cost: hand 2, reserve 1\nstats: forest 2, mountain 2, water 2\n\n\
                 etb Draw a card.\n";
    for i in 0..10_000 {
        // Spread over sub-folders, as a real pool is.
        let sub = dir.path().join(format!("f{}", i % 10));
        if i < 10 {
            fs::create_dir(&sub).expect("mkdir");
        }
        fs::write(sub.join(format!("card-{i:05}.card")), token).expect("write");
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let path = dir.path().to_str().expect("UTF-8 temp path");
    let code = run_check(["altered-check", path], &mut out, &mut err);
    let out = String::from_utf8(out).expect("UTF-8 output");
    let summary = out.lines().last().unwrap_or_default();
    assert!(summary.starts_with("10000 cards: "), "{summary:?}");
    assert_eq!(
        summary,
        "10000 cards: 10000 ok, 0 unsupported, 0 error",
        "stderr: {}",
        String::from_utf8_lossy(&err)
    );
    assert_eq!(code, 0);
}

/// A small deterministic generator (xorshift), so that the mutations are the same on
/// every run and a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn mutated_cards_never_panic() {
    // Characters that matter to the grammar and the renderer: quotes, brackets,
    // separators, bullets, multi-byte text, line ends.
    const PIECES: &[&str] = &[
        "\"",
        "“",
        "”",
        "[",
        "]",
        "[[",
        "]]",
        "(",
        ")",
        "{",
        "}",
        "{J}",
        "{T}",
        "|",
        ":",
        ",",
        ".",
        "•",
        "- ",
        "*",
        "—",
        "–",
        "#",
        "\n",
        "\r",
        "\r\n",
        "\t",
        "\u{a0}",
        "é",
        "\u{fffd}",
        "//",
        "--- support ---\n",
        "Choose one:\n",
        "Roll a die. On a:\n",
        "4+:",
        "1-3:",
        "0",
        "255",
        "256",
        "99999999999999999999",
        "X",
        "X+2",
        "/",
        "2/2/2",
        " token",
        " Robot",
        "etb ",
        "At Noon | ",
        "When I ",
        " gains ",
        " Tough",
        " Scout",
        "I gain \"",
    ];
    let sources = [
        format!("{CARD}etb Draw a card.\nexhaust: Target Character gains Fleeting.\n"),
        format!(
            "{CARD}Tough 1. (Opponents must pay {{1}} to target me.)\n\
             etb Create a Brassbug 2/2/2 Robot token with \"exhaust: Draw a card.\" in target Expedition.\n\
             --- support ---\nsupport: Draw a card.\n"
        ),
        "name: Kelon Burst\ntype: Spell — Disruption\nfaction: Axiom\nrarity: Common\n\
         cost: hand 3, reserve 3\n\nChoose one:\n• Draw a card.\n• Resupply.\n\
         Roll a die. On a:\n• 4+: Draw a card.\n• 1-3: Resupply.\n"
            .to_string(),
    ];
    let mut rng = Rng(0x5eed_ca2d_0000_0001);
    let mut failures = Vec::new();
    for round in 0..3000 {
        let mut text = sources[round % sources.len()].clone();
        for _ in 0..1 + rng.below(4) {
            // A position on a character boundary.
            let mut at = rng.below(text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            match rng.below(3) {
                0 => text.insert_str(at, PIECES[rng.below(PIECES.len())]),
                1 => {
                    let mut end = (at + 1 + rng.below(8)).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    text.replace_range(at..end, "");
                }
                _ => {
                    let mut end = (at + 1 + rng.below(8)).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    let piece = PIECES[rng.below(PIECES.len())];
                    text.replace_range(at..end, piece);
                }
            }
        }
        let result = panic::catch_unwind(AssertUnwindSafe(|| {
            let report = check_source(&text);
            let _ = render_report("mutated.card", &text, &report);
            if let Some(formatted) = altered::format_source(&text) {
                // What `altered fmt` writes must parse again, to the same card.
                let (again, errors) = altered::parse_card(&formatted);
                let (card, _) = altered::parse_card(&text);
                assert!(errors.is_empty(), "formatted text does not parse: {errors:?}");
                assert_eq!(again, card, "formatted text parses to another card");
            }
        }));
        if let Err(e) = result {
            let message = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            failures.push(format!("round {round}: {message}\n{text:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of 3000 mutated cards failed; the first ones:\n\n{}",
        failures.len(),
        failures.iter().take(5).cloned().collect::<Vec<_>>().join("\n\n")
    );
}
