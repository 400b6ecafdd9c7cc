//! `altered deck check FILE`: a deck list's legality in Standard (CR 1.1.4) or Limited
//! (CR 1.1.5) play, every violation at once, each rendered against the list's lines like
//! `altered-check`'s reports. Exit 0 legal, 1 not legal, 2 when the list could not be read.

use std::fmt;
use std::io::Write;
use std::path::Path;

use altered_engine::{check_deck, CardPool, DeckCheck, DeckError, DeckFormat};
use altered_interpreter::{files, CardReport, Status};
use miette::{Diagnostic, LabeledSpan, SourceSpan};

use crate::check_cli::{display_path, render_report};
use crate::diagnostic_json::{diagnostic_json, LineIndex};

/// A deck list is a few kilobytes (at most 200 cards, a line each, and comments); past
/// this it is not a deck list, and reading it whole would let a stray file exhaust memory.
const MAX_DECK_BYTES: u64 = 1024 * 1024;

/// A line longer than this is not pointed at (its text would fill the report); its error
/// still names it.
const MAX_SHOWN_LINE: usize = 200;

/// The construction rules (`--rules`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum PlayFormat {
    /// Constructed play, CR 1.1.4.
    Standard,
    /// Draft and Sealed, CR 1.1.5.
    Limited,
}

/// The output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Output {
    /// Rendered reports for people, then a verdict line.
    #[value(alias = "text")]
    Human,
    /// One JSON document.
    Json,
}

/// What `--format` takes: the output, as for every command; and, as before `--rules`
/// existed, the construction rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum FormatArg {
    /// Rendered reports for people, then a verdict line.
    #[value(alias = "human")]
    Text,
    /// One JSON document.
    Json,
    /// `--rules standard`.
    #[value(hide = true)]
    Standard,
    /// `--rules limited`.
    #[value(hide = true)]
    Limited,
}

/// The construction rules and the output of `deck check`, from `--rules`, `--format` and
/// the older `--output`; an error when two of them disagree.
pub(crate) fn resolve_formats(
    rules: Option<PlayFormat>,
    format: Option<FormatArg>,
    output: Option<Output>,
) -> Result<(PlayFormat, Output), String> {
    let (format_rules, format_output) = match format {
        None => (None, None),
        Some(FormatArg::Text) => (None, Some(Output::Human)),
        Some(FormatArg::Json) => (None, Some(Output::Json)),
        Some(FormatArg::Standard) => (Some(PlayFormat::Standard), None),
        Some(FormatArg::Limited) => (Some(PlayFormat::Limited), None),
    };
    let rules = match (rules, format_rules) {
        (Some(a), Some(b)) if a != b => return Err("--rules and --format name different rules".to_owned()),
        (a, b) => a.or(b).unwrap_or(PlayFormat::Standard),
    };
    let output = match (output, format_output) {
        (Some(a), Some(b)) if a != b => return Err("--output and --format name different outputs".to_owned()),
        (a, b) => a.or(b).unwrap_or(Output::Human),
    };
    Ok((rules, output))
}

/// Why the list could not be judged: the file, or one of its lines.
#[derive(Debug)]
enum ReadProblem {
    /// Larger than [`MAX_DECK_BYTES`].
    TooLarge { size: u64 },
    /// Not UTF-8; `at` is the first bad byte in the lossy text.
    NotUtf8 { at: SourceSpan },
    /// A line the deck reader rejected (`DeckError` says which and why).
    Line {
        error: DeckError,
        at: Option<SourceSpan>,
        /// For an unknown reference, the pool's closest one.
        suggestion: Option<String>,
    },
}

impl fmt::Display for ReadProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadProblem::TooLarge { size } => write!(
                f,
                "file is too large: {size} bytes, more than the {MAX_DECK_BYTES} bytes (1 MiB) a deck list may have"
            ),
            ReadProblem::NotUtf8 { .. } => f.write_str("file is not valid UTF-8"),
            ReadProblem::Line { error, .. } => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for ReadProblem {}

impl Diagnostic for ReadProblem {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(match self {
            ReadProblem::TooLarge { .. } => "altered::deck::file_too_large",
            ReadProblem::NotUtf8 { .. } => "altered::deck::not_utf8",
            ReadProblem::Line { error, .. } => match error {
                DeckError::Malformed { .. } => "altered::deck::malformed_line",
                DeckError::BadCount { .. } => "altered::deck::bad_count",
                DeckError::UnknownReference { .. } => "altered::deck::unknown_card",
                DeckError::NotADeckCard { .. } => "altered::deck::not_a_deck_card",
                DeckError::TooManyCards { .. } => "altered::deck::over_200_cards",
                DeckError::Empty => "altered::deck::empty",
                // The legality check counts Heroes itself (`extra_hero`); the reader's
                // own one-Hero rule does not apply to it.
                _ => "altered::deck::unreadable_line",
            },
        }))
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        let help = match self {
            ReadProblem::TooLarge { .. } => {
                "a deck list is a few kilobytes; check that this is the file you meant".into()
            }
            ReadProblem::NotUtf8 { .. } => "save the file as UTF-8".into(),
            ReadProblem::Line { error, suggestion, .. } => match error {
                DeckError::Malformed { .. } => {
                    "write `<count> <reference>` (`3 ALT_CORE_B_AX_28_C`), or start the line with `#` for a comment"
                        .into()
                }
                DeckError::BadCount { .. } => "a count is a number from 1 to 99".into(),
                DeckError::UnknownReference { .. } => match suggestion {
                    Some(s) => format!("did you mean `{s}`?"),
                    None => "use the reference of a card in the pool (`--cards DIR`, default `cards/`)".into(),
                },
                DeckError::NotADeckCard { .. } => {
                    "tokens are made during play, not put in decks; remove the line".into()
                }
                DeckError::TooManyCards { .. } => "no deck has this many cards; check that this is a deck list".into(),
                DeckError::Empty => "write one `<count> <reference>` line per card, the Hero among them".into(),
                _ => "fix the line".into(),
            },
        };
        Some(Box::new(help))
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let (at, label) = match self {
            ReadProblem::TooLarge { .. } => return None,
            ReadProblem::NotUtf8 { at } => (*at, "this byte is not valid UTF-8"),
            ReadProblem::Line { at, .. } => ((*at)?, "this line"),
        };
        Some(Box::new(std::iter::once(LabeledSpan::new_primary_with_span(
            Some(label.into()),
            at,
        ))))
    }
}

/// `altered deck check`'s arguments.
pub(crate) struct CheckArgs<'a> {
    pub(crate) file: &'a Path,
    pub(crate) format: PlayFormat,
    pub(crate) cards: &'a Path,
    pub(crate) output: Output,
}

/// What became of the list.
enum Verdict {
    Judged(DeckCheck),
    Unread,
}

/// Runs `altered deck check`; returns the exit code.
pub(crate) fn run_deck_check(args: &CheckArgs<'_>, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let format = match args.format {
        PlayFormat::Standard => DeckFormat::Standard,
        PlayFormat::Limited => DeckFormat::Limited,
    };
    let shown = display_path(args.file);
    // The list is read first: a missing file is reported before the pool is loaded.
    let (source, read) = match read_list(args.file) {
        Ok(text) => (text, None),
        Err(Unread::Io(e)) => {
            let _ = writeln!(stderr, "error: cannot read `{shown}`: {e}");
            return 2;
        }
        Err(Unread::Problem { source, problem }) => (source, Some(problem)),
    };
    let (verdict, diagnostics): (Verdict, Vec<Box<dyn Diagnostic + Send + Sync>>) = match read {
        Some(problem) => (Verdict::Unread, vec![problem as Box<dyn Diagnostic + Send + Sync>]),
        None => {
            let pool = match CardPool::load_dir(args.cards) {
                Ok((pool, skipped)) => {
                    if !skipped.is_empty() {
                        let _ = writeln!(
                            stderr,
                            "note: {} card files under `{}` do not compile and are left out of the pool \
                             (altered-check says why)",
                            skipped.len(),
                            display_path(args.cards)
                        );
                    }
                    pool
                }
                Err(e) => {
                    let _ = writeln!(
                        stderr,
                        "error: cannot load the cards: {}",
                        crate::hints::cards_error(args.cards, e)
                    );
                    return 2;
                }
            };
            match check_deck(&source, &pool, format) {
                Ok(check) => {
                    let diagnostics = check
                        .violations
                        .iter()
                        .map(|v| Box::new(v.clone()) as Box<dyn Diagnostic + Send + Sync>)
                        .collect();
                    (Verdict::Judged(check), diagnostics)
                }
                Err(errors) => {
                    let diagnostics = errors
                        .into_iter()
                        .map(|error| {
                            let at = error
                                .span(&source)
                                .filter(|s| s.len() <= MAX_SHOWN_LINE)
                                .map(SourceSpan::from);
                            let suggestion = match &error {
                                DeckError::UnknownReference { reference, .. } => same_but_spelling(reference, &pool),
                                _ => None,
                            };
                            Box::new(ReadProblem::Line { error, at, suggestion }) as Box<dyn Diagnostic + Send + Sync>
                        })
                        .collect();
                    (Verdict::Unread, diagnostics)
                }
            }
        }
    };
    let code = match &verdict {
        Verdict::Judged(c) if c.violations.is_empty() => 0,
        Verdict::Judged(_) => 1,
        Verdict::Unread => 2,
    };
    let written = match args.output {
        Output::Human => human(&shown, &source, format, &verdict, diagnostics, stdout),
        Output::Json => json(&shown, &source, format, &verdict, &diagnostics, stdout),
    };
    match written {
        Ok(()) => code,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => code,
        Err(e) => {
            let _ = writeln!(stderr, "error: cannot write output: {e}");
            2
        }
    }
}

fn human(
    path: &str,
    source: &str,
    format: DeckFormat,
    verdict: &Verdict,
    diagnostics: Vec<Box<dyn Diagnostic + Send + Sync>>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let problems = diagnostics.len();
    if problems > 0 {
        let report = CardReport {
            status: Status::Error,
            diagnostics,
        };
        let rendered = render_report(path, source, &report);
        out.write_all(rendered.as_bytes())?;
        if !rendered.ends_with('\n') {
            out.write_all(b"\n")?;
        }
        out.write_all(b"\n")?;
    }
    let s = if problems == 1 { "" } else { "s" };
    match verdict {
        Verdict::Judged(c) => {
            let hero = c
                .hero
                .as_ref()
                .map_or("no Hero".to_owned(), |h| format!("Hero {}", h.name));
            if problems == 0 {
                writeln!(out, "{path}: legal in {format} ({} cards, {hero})", c.cards)
            } else {
                writeln!(
                    out,
                    "{path}: not legal in {format} ({} cards, {hero}): {problems} problem{s}",
                    c.cards
                )
            }
        }
        Verdict::Unread => writeln!(
            out,
            "{path}: could not be read ({problems} problem{s}); legality not checked"
        ),
    }
}

fn json(
    path: &str,
    source: &str,
    format: DeckFormat,
    verdict: &Verdict,
    diagnostics: &[Box<dyn Diagnostic + Send + Sync>],
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let lines = LineIndex::new(source);
    let (status, cards, hero) = match verdict {
        Verdict::Judged(c) => (
            if c.violations.is_empty() { "legal" } else { "illegal" },
            Some(c.cards),
            c.hero.as_ref().map(|h| h.name.clone()),
        ),
        Verdict::Unread => ("unreadable", None, None),
    };
    let doc = serde_json::json!({
        "path": path,
        "format": format.to_string().to_lowercase(),
        "status": status,
        "cards": cards,
        "hero": hero,
        "diagnostics": diagnostics.iter().map(|d| diagnostic_json(&lines, d.as_ref())).collect::<Vec<_>>(),
    });
    serde_json::to_writer(&mut *out, &doc).map_err(std::io::Error::from)?;
    out.write_all(b"\n")
}

/// The pool's reference that `reference` misspells by case or punctuation only
/// (`alt_core_b_ax_28c`). Nothing fuzzier: references one digit apart are different cards.
fn same_but_spelling(reference: &str, pool: &CardPool) -> Option<String> {
    let key = |r: &str| -> String {
        r.chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_uppercase())
            .collect()
    };
    let wanted = key(reference);
    pool.cards()
        .iter()
        .flat_map(|c| c.refs.iter())
        .find(|r| key(r) == wanted)
        .cloned()
}

enum Unread {
    /// Not there, not a file, not readable: nothing to show a report against.
    Io(std::io::Error),
    /// Read, but not a deck list's text.
    Problem { source: String, problem: Box<ReadProblem> },
}

/// Reads a list as UTF-8 text, at most [`MAX_DECK_BYTES`] of it, through the one bounded
/// reader (only a regular file is opened: a FIFO or a device is refused, not waited on).
fn read_list(path: &Path) -> Result<String, Unread> {
    files::read_text(path, MAX_DECK_BYTES).map_err(|e| match e {
        files::FileError::TooLarge { size, .. } => Unread::Problem {
            source: String::new(),
            problem: Box::new(ReadProblem::TooLarge { size }),
        },
        files::FileError::NotUtf8 { valid_up_to, lossy } => Unread::Problem {
            source: lossy,
            problem: Box::new(ReadProblem::NotUtf8 {
                at: SourceSpan::new(valid_up_to.into(), char::REPLACEMENT_CHARACTER.len_utf8()),
            }),
        },
        files::FileError::Io(e) => Unread::Io(e),
        other => Unread::Io(std::io::Error::other(other.to_string())),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_codes_are_unique_and_documented() {
        let line = |error| ReadProblem::Line {
            error,
            at: None,
            suggestion: None,
        };
        let all = [
            ReadProblem::TooLarge { size: 1 },
            ReadProblem::NotUtf8 {
                at: SourceSpan::from(0..1),
            },
            line(DeckError::Malformed {
                line: 1,
                text: "x".into(),
            }),
            line(DeckError::BadCount {
                line: 1,
                count: "0".into(),
            }),
            line(DeckError::UnknownReference {
                line: 1,
                reference: "x".into(),
            }),
            line(DeckError::NotADeckCard {
                line: 1,
                reference: "x".into(),
                name: "x".into(),
            }),
            line(DeckError::TooManyCards { line: 1 }),
            line(DeckError::Empty),
            line(DeckError::SecondHero {
                line: 1,
                name: "x".into(),
            }),
        ];
        let codes: Vec<String> = all.iter().map(|p| p.code().unwrap().to_string()).collect();
        let unique: std::collections::HashSet<&String> = codes.iter().collect();
        assert_eq!(unique.len(), codes.len(), "{codes:?}");
        let docs = include_str!("../docs/diagnostics.md");
        for (p, code) in all.iter().zip(&codes) {
            assert!(
                docs.contains(&format!("`{code}`")),
                "{code} is not in docs/diagnostics.md"
            );
            assert!(p.help().is_some(), "{code} has no help");
        }
    }
}
