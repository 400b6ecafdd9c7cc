//! `altered-check`: checks card files and reports every problem (DESIGN.md, Diagnostics).
//!
//! Files are walked and checked one at a time, so a folder of any size is checked in
//! bounded memory: only the current file's text and report are held, and JSON output
//! is streamed file by file inside its single document.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::ffi::OsString;
use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::diagnostic_json::{diagnostic_json, severity_of, DiagnosticJson, LineIndex};
use altered_interpreter::{
    check_source_in, files, CardReport, DeclarationError, Lexicon, Status, DECLARATION_EXTENSION,
};
use clap::{Parser, ValueEnum};
use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, MietteError, MietteSpanContents, NamedSource, Severity,
    SourceCode, SourceSpan, SpanContents,
};
use serde::Serialize;

/// Width of rendered reports. Fixed, never read from the terminal, so that output (and
/// snapshots of it) is the same on every machine.
const RENDER_WIDTH: usize = 100;

/// Problems reading a card file, found before it is parsed.
#[derive(Debug, thiserror::Error, Diagnostic)]
pub(crate) enum IoProblem {
    /// The file is larger than [`files::MAX_CARD_FILE_BYTES`]; it is not parsed.
    #[error("file is too large: {size} bytes, more than the {limit} bytes (1 MiB) a card file may have")]
    #[diagnostic(
        code(altered::io::file_too_large),
        help("a card file holds one card and is a few hundred bytes; check that this is the file you meant")
    )]
    FileTooLarge {
        /// Size of the file in bytes (at least `limit + 1`).
        size: u64,
        /// The limit in bytes.
        limit: u64,
    },

    /// The file is not valid UTF-8.
    #[error("file is not valid UTF-8")]
    #[diagnostic(
        code(altered::io::not_utf8),
        help("save the file as UTF-8 (a card file must be UTF-8 text)")
    )]
    NotUtf8 {
        /// The first invalid byte sequence, as a span into the lossy text of the file
        /// (where it became one U+FFFD).
        #[label("this byte is not valid UTF-8")]
        at: SourceSpan,
    },

    /// The path is not a regular file (a FIFO, a device, a socket): it is not opened, as
    /// reading it could block forever or never end.
    #[error("not a regular file: this is {kind}")]
    #[diagnostic(
        code(altered::io::not_a_file),
        help("only regular files are read as cards; rename it, or remove it from the folder")
    )]
    NotAFile {
        /// What the path is instead (`a FIFO`, `a device`...).
        kind: &'static str,
    },

    /// The file could not be read.
    #[error("cannot read file: {error}")]
    #[diagnostic(
        code(altered::io::unreadable),
        help("check that the file exists, is a regular file, and that you may read it")
    )]
    Unreadable {
        /// The operating-system error. Deliberately not `#[source]`: the message
        /// already says it, and a cause chain would print it twice.
        error: io::Error,
    },

    /// The checker itself panicked on this file. That is a bug in altered, not in the
    /// card; it is reported per file so the other files are still checked.
    #[error("internal error: the checker panicked on this file")]
    #[diagnostic(
        code(altered::internal::checker_panicked),
        help("this is a bug in altered; please report it with this card file attached")
    )]
    CheckerPanicked,
}

/// Output format of `altered-check`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// Rendered reports for people, then a summary line.
    Human,
    /// One JSON document for programs.
    Json,
}

/// Check Altered card files (`*.card`) and report every problem.
///
/// Exit code: 0 when no file is `error`, 1 when one is (or, with --deny-warnings, when
/// there is a warning or an `unsupported` file), 2 on usage or I/O errors.
#[derive(Debug, Parser)]
#[command(name = "altered-check", version)]
struct Args {
    /// Card files or directories; directories are walked recursively for `*.card` files.
    #[arg(value_name = "PATHS", default_value = "cards/")]
    paths: Vec<PathBuf>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,

    /// Also fail (exit 1) on any warning and on any `unsupported` file.
    #[arg(long)]
    deny_warnings: bool,

    /// Human format: print only files that have diagnostics, and the summary.
    #[arg(long, short)]
    quiet: bool,

    /// After the summary, rank the parts the interpreter does not support yet by how many
    /// `unsupported` cards each would make `ok` (in JSON: a `coverage` object).
    #[arg(long)]
    coverage: bool,
}

/// Run `altered-check` with `args` (the first item is the program name, as in
/// [`std::env::args_os`]), writing output to `stdout` and `stderr`. Returns the exit
/// code: 0 when no file is `error`, 1 when one is (or, with `--deny-warnings`, when there
/// is a warning or an `unsupported` file), 2 on usage or I/O errors.
pub fn run_check<I, T>(args: I, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args = match Args::try_parse_from(args) {
        Ok(args) => args,
        Err(e) => {
            use clap::error::ErrorKind;
            // `Display` of the rendered message is plain text, without colour.
            let text = e.render().to_string();
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = stdout.write_all(text.as_bytes());
                    0
                }
                _ => {
                    let _ = stderr.write_all(text.as_bytes());
                    2
                }
            };
        }
    };

    // A mistyped path is a usage error: say so before checking anything, so that no
    // partial output is printed.
    let mut missing = false;
    for path in &args.paths {
        if let Err(e) = fs::metadata(path) {
            let _ = writeln!(stderr, "error: cannot open `{}`: {e}", display_path(path));
            missing = true;
        }
    }
    if missing {
        return 2;
    }

    let mut run = Run::new(&args, stdout, stderr);
    match run.check_all(&args.paths) {
        Ok(()) => run.exit_code(),
        // The reader went away (`altered-check | head`): nothing to tell anyone.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => 2,
        Err(e) => {
            let _ = writeln!(run.stderr, "error: cannot write output: {e}");
            2
        }
    }
}

/// Render every diagnostic of one file as a single report: the source attached once
/// (named `path`), each problem with its file, line, caret, label and help. The theme is
/// fixed-width (100 columns) and colourless, so the output is the same on every machine.
///
/// At most `MAX_RENDERED` problems are rendered, then a line says how many more there
/// are: miette reads the text from its start for every snippet, so rendering them all
/// would cost the number of problems times the size of the file.
pub fn render_report(path: &str, source: &str, report: &CardReport) -> String {
    render_counting(path, source, report).0
}

/// How many problems of one file the human report renders; the JSON output has them all.
const MAX_RENDERED: usize = 50;

/// [`render_report`], and how many bytes of the text miette was handed to read (each
/// snippet read scans the text up to the end of its span), so a test can count the work.
fn render_counting(path: &str, source: &str, report: &CardReport) -> (String, usize) {
    let shown = report.diagnostics.len().min(MAX_RENDERED);
    let mut file = FileReport {
        path,
        source: Some(CharColumns {
            source: NamedSource::new(path, source.to_owned()),
            scanned: AtomicUsize::new(0),
        }),
        problems: &report.diagnostics,
        shown,
    };
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(RENDER_WIDTH)
        .with_links(false)
        .without_syntax_highlighting();
    let mut out = String::new();
    let mut rendered = handler.render_report(&mut out, &file).is_ok();
    if !rendered {
        // miette gives up on the whole report when a label's span lies outside the text (a
        // checker bug). Still show every problem, without the snippets.
        file.source = None;
        out.clear();
        rendered = handler.render_report(&mut out, &file).is_ok();
    }
    if !rendered {
        out = format!("{path}: the problems in this file could not be rendered\n");
    }
    let hidden = report.diagnostics.len() - shown;
    if hidden > 0 {
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out.push_str(&format!(
            "\n  … and {hidden} more problem{} in {path}, not shown (the first {MAX_RENDERED} are; \
             `--format json` lists them all)\n",
            if hidden == 1 { "" } else { "s" }
        ));
    }
    let scanned = file.source.as_ref().map_or(0, |s| s.scanned.load(Ordering::Relaxed));
    (out, scanned)
}

/// The file's text for miette, reporting columns in characters as the JSON output does
/// (miette counts bytes, which is not what an editor shows on a line with accents).
#[derive(Debug)]
struct CharColumns {
    source: NamedSource<String>,
    /// Bytes of the text read so far: each read scans from the start to its span's end.
    scanned: AtomicUsize,
}

impl SourceCode for CharColumns {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        self.scanned
            .fetch_add(span.offset().saturating_add(span.len()), Ordering::Relaxed);
        let contents = self.source.read_span(span, context_lines_before, context_lines_after)?;
        // miette's column is the number of bytes between the start of the span's line
        // and the span; count the characters in those same bytes.
        let start = span.offset().saturating_sub(contents.column());
        let column = match self.source.inner().get(start..span.offset()) {
            Some(prefix) => prefix.chars().count(),
            None => contents.column(),
        };
        let name = contents.name().unwrap_or_default().to_owned();
        Ok(Box::new(MietteSpanContents::new_named(
            name,
            contents.data(),
            *contents.span(),
            contents.line(),
            column,
            contents.line_count(),
        )))
    }
}

/// One file's problems as a single miette report: the source is attached here once and
/// the problems are its related diagnostics, which miette renders against it.
#[derive(Debug)]
struct FileReport<'a> {
    path: &'a str,
    /// `None` to render without snippets.
    source: Option<CharColumns>,
    /// Every problem, counted in the title.
    problems: &'a [Box<dyn Diagnostic + Send + Sync + 'static>],
    /// How many of them, from the first, are rendered.
    shown: usize,
}

impl fmt::Display for FileReport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = |severity: Severity| {
            self.problems
                .iter()
                .filter(|d| severity_of(d.as_ref()) == severity)
                .count()
        };
        let mut parts = Vec::new();
        for (severity, one, many) in [
            (Severity::Error, "error", "errors"),
            (Severity::Warning, "warning", "warnings"),
            (Severity::Advice, "advice", "advice"),
        ] {
            match count(severity) {
                0 => {}
                1 => parts.push(format!("1 {one}")),
                n => parts.push(format!("{n} {many}")),
            }
        }
        write!(f, "{}: {}", self.path, parts.join(", "))
    }
}

impl std::error::Error for FileReport<'_> {}

impl Diagnostic for FileReport<'_> {
    fn severity(&self) -> Option<Severity> {
        // The worst of the problems; `Severity` orders Advice < Warning < Error.
        self.problems.iter().map(|d| severity_of(d.as_ref())).max()
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.source.as_ref().map(|s| s as &dyn SourceCode)
    }

    fn related<'b>(&'b self) -> Option<Box<dyn Iterator<Item = &'b dyn Diagnostic> + 'b>> {
        Some(Box::new(
            self.problems[..self.shown]
                .iter()
                .map(|d| d.as_ref() as &dyn Diagnostic),
        ))
    }
}

/// A diagnostic's severity; miette treats `None` as an error.
/// Counts of files by status, and of warnings, for the summary and the exit code.
#[derive(Debug, Default)]
struct Tally {
    files: usize,
    ok: usize,
    unsupported: usize,
    error: usize,
    warnings: usize,
}

/// One run over the given paths.
struct Run<'a> {
    format: Format,
    quiet: bool,
    deny_warnings: bool,
    stdout: &'a mut dyn Write,
    stderr: &'a mut dyn Write,
    tally: Tally,
    /// A directory could not be listed: the results are incomplete, so exit 2.
    walk_failed: bool,
    /// `--coverage`: per missing part, the cards it blocks.
    coverage: Option<Coverage>,
    /// The lexicon of each pool checked, by its declaration root.
    pools: HashMap<PathBuf, Rc<Pool>>,
}

/// A pool's lexicon, and the problems of its declarations and token cards by file.
struct Pool {
    lexicon: Lexicon,
    /// By absolute path.
    problems: HashMap<PathBuf, Vec<DeclarationError>>,
}

impl Pool {
    /// The lexicon that applies to `path` (docs/declarations.md: the nearest folder above
    /// with a declaration file).
    fn for_path(path: &Path) -> Pool {
        let (lexicon, found) = Lexicon::for_path(path);
        let mut problems: HashMap<PathBuf, Vec<DeclarationError>> = HashMap::new();
        for p in found {
            problems.entry(absolute(&p.path)).or_default().push(p.error);
        }
        Pool { lexicon, problems }
    }

    /// The problems the declarations found in the file `path`.
    fn problems_of(&self, path: &Path) -> &[DeclarationError] {
        if self.problems.is_empty() {
            return &[];
        }
        self.problems.get(&absolute(path)).map(Vec::as_slice).unwrap_or(&[])
    }
}

fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_owned())
}

/// What `--coverage` counts: for each part the interpreter does not support (named by the
/// `no_behaviour` warnings), the cards that mention it and the cards it alone keeps from
/// being `ok`.
#[derive(Default)]
struct Coverage {
    missing: BTreeMap<String, MissingPart>,
}

#[derive(Default, Clone, Copy, serde::Serialize)]
struct MissingPart {
    /// Cards that would be `ok` if only this part were supported.
    unblocks: usize,
    /// Cards in which it is missing (with other parts or alone).
    cards: usize,
}

impl Coverage {
    fn record(&mut self, report: &CardReport) {
        if report.status != Status::Unsupported {
            return;
        }
        let parts: BTreeSet<String> = report
            .diagnostics
            .iter()
            .filter(|d| {
                d.code()
                    .is_some_and(|c| c.to_string() == "altered::check::no_behaviour")
            })
            .map(|d| missing_part(&d.to_string()))
            .collect();
        for p in &parts {
            let entry = self.missing.entry(p.clone()).or_default();
            entry.cards += 1;
            if parts.len() == 1 {
                entry.unblocks += 1;
            }
        }
    }

    /// Most cards unblocked first, then most cards mentioning it, then by name.
    fn ranked(&self) -> Vec<(&String, MissingPart)> {
        let mut v: Vec<_> = self.missing.iter().map(|(k, m)| (k, *m)).collect();
        v.sort_by(|a, b| {
            b.1.unblocks
                .cmp(&a.1.unblocks)
                .then(b.1.cards.cmp(&a.1.cards))
                .then(a.0.cmp(b.0))
        });
        v
    }
}

/// The part a `no_behaviour` message names: what follows `does not support`, without the
/// card's own words quoted after it (`the action: \`…\``), so that the same kind of part
/// on many cards counts as one; else the whole message.
fn missing_part(message: &str) -> String {
    match message.split_once("does not support ") {
        Some((_, part)) => part
            .split_once(": `")
            .map_or(part, |(kind, _)| kind)
            .trim_end_matches('.')
            .to_string(),
        None => message.to_string(),
    }
}

impl<'a> Run<'a> {
    fn new(args: &Args, stdout: &'a mut dyn Write, stderr: &'a mut dyn Write) -> Self {
        Run {
            format: args.format,
            quiet: args.quiet,
            deny_warnings: args.deny_warnings,
            stdout,
            stderr,
            tally: Tally::default(),
            walk_failed: false,
            coverage: args.coverage.then(Coverage::default),
            pools: HashMap::new(),
        }
    }

    /// Check every path, then print the summary. Errors are failures to write output.
    fn check_all(&mut self, paths: &[PathBuf]) -> io::Result<()> {
        if self.format == Format::Json {
            self.stdout.write_all(b"{\"files\":[")?;
        }
        for path in paths {
            let pool = self.pool_for(path);
            // The one bounded walk (altered_interpreter::files): links followed, each folder
            // once; an explicit file is checked whatever its extension.
            let listing = files::walk(path, &["card", DECLARATION_EXTENSION]);
            for (dir, e) in &listing.problems {
                self.walk_error(dir, e)?;
            }
            for file in &listing.files {
                self.check_file(file, &pool)?;
            }
        }
        let t = &self.tally;
        match self.format {
            Format::Human => {
                writeln!(
                    self.stdout,
                    "{} cards: {} ok, {} unsupported, {} error",
                    t.files, t.ok, t.unsupported, t.error
                )?;
                if let Some(c) = &self.coverage {
                    writeln!(self.stdout, "missing parts, by the cards each alone would make ok:")?;
                    for (part, m) in c.ranked() {
                        writeln!(self.stdout, "{:>5} ok ({:>4} cards)  {part}", m.unblocks, m.cards)?;
                    }
                }
            }
            Format::Json => {
                let summary = SummaryJson {
                    files: t.files,
                    ok: t.ok,
                    unsupported: t.unsupported,
                    error: t.error,
                };
                self.stdout.write_all(b"],\"summary\":")?;
                serde_json::to_writer(&mut *self.stdout, &summary).map_err(io::Error::from)?;
                if let Some(c) = &self.coverage {
                    let missing: Vec<_> = c
                        .ranked()
                        .into_iter()
                        .map(|(part, m)| serde_json::json!({"part": part, "unblocks": m.unblocks, "cards": m.cards}))
                        .collect();
                    let coverage = serde_json::json!({
                        "ok": t.ok, "unsupported": t.unsupported, "error": t.error, "missing": missing
                    });
                    self.stdout.write_all(b",\"coverage\":")?;
                    serde_json::to_writer(&mut *self.stdout, &coverage).map_err(io::Error::from)?;
                }
                self.stdout.write_all(b"}\n")?;
            }
        }
        self.stdout.flush()
    }

    /// The pool `path` belongs to, read once per declaration root.
    fn pool_for(&mut self, path: &Path) -> Rc<Pool> {
        let root = altered_interpreter::declaration_root(path).map(|r| absolute(&r));
        if let Some(pool) = root.as_ref().and_then(|r| self.pools.get(r)) {
            return pool.clone();
        }
        let pool = Rc::new(Pool::for_path(path));
        if let Some(root) = root {
            self.pools.insert(root, pool.clone());
        }
        pool
    }

    /// A directory could not be listed: say so on stderr and go on with the rest.
    fn walk_error(&mut self, path: &Path, e: &files::FileError) -> io::Result<()> {
        self.walk_failed = true;
        writeln!(
            self.stderr,
            "error: cannot read directory `{}`: {e}",
            display_path(path)
        )
    }

    /// Report the problems of a declaration file. A file without problems is not listed:
    /// the summary counts cards.
    fn check_declarations(&mut self, path: &Path, pool: &Pool) -> io::Result<()> {
        let problems = pool.problems_of(path);
        if problems.is_empty() {
            return Ok(());
        }
        let source = read_card(path).unwrap_or_else(|u| u.source);
        let report = CardReport {
            status: Status::Error,
            diagnostics: {
                let mut sorted: Vec<&DeclarationError> = problems.iter().collect();
                sorted.sort_by_key(|e| e.labels().and_then(|mut l| l.next()).map(|l| l.offset()));
                sorted.into_iter().map(|e| Box::new(e.clone()) as Box<_>).collect()
            },
        };
        self.record(&display_path(path), &source, &report)
    }

    /// Read, check and report one file.
    fn check_file(&mut self, path: &Path, pool: &Pool) -> io::Result<()> {
        if path.extension().is_some_and(|ext| ext == DECLARATION_EXTENSION) {
            return self.check_declarations(path, pool);
        }
        let shown = display_path(path);
        let (source, report) = match read_card(path) {
            Ok(source) => {
                let mut report = check_guarded(&source, &pool.lexicon);
                // A token card that clashes with another of the pool.
                let clashes = pool.problems_of(path);
                if !clashes.is_empty() {
                    report.status = Status::Error;
                    report
                        .diagnostics
                        .extend(clashes.iter().map(|e| Box::new(e.clone()) as Box<_>));
                }
                (source, report)
            }
            Err(Unread { source, problem }) => (
                source,
                CardReport {
                    status: Status::Error,
                    diagnostics: vec![Box::new(problem)],
                },
            ),
        };
        self.record(&shown, &source, &report)
    }

    /// Count one file's result and print it.
    fn record(&mut self, path: &str, source: &str, report: &CardReport) -> io::Result<()> {
        if let Some(c) = &mut self.coverage {
            c.record(report);
        }
        let t = &mut self.tally;
        t.files += 1;
        match report.status {
            Status::Ok => t.ok += 1,
            Status::Unsupported => t.unsupported += 1,
            Status::Error => t.error += 1,
        }
        t.warnings += report
            .diagnostics
            .iter()
            .filter(|d| severity_of(d.as_ref()) == Severity::Warning)
            .count();

        match self.format {
            Format::Human => {
                if !report.diagnostics.is_empty() {
                    let rendered = render_report(path, source, report);
                    self.stdout.write_all(rendered.as_bytes())?;
                    if !rendered.ends_with('\n') {
                        self.stdout.write_all(b"\n")?;
                    }
                    // A blank line between one file's report and the next.
                    self.stdout.write_all(b"\n")?;
                } else if report.status != Status::Ok && !self.quiet {
                    // Not clean, yet nothing says why: at least name the file, so the
                    // summary's count can be traced back.
                    writeln!(self.stdout, "{path}: {}", report.status.as_str())?;
                }
            }
            Format::Json => {
                if self.tally.files > 1 {
                    self.stdout.write_all(b",")?;
                }
                let file = file_json(path, source, report);
                serde_json::to_writer(&mut *self.stdout, &file).map_err(io::Error::from)?;
            }
        }
        Ok(())
    }

    fn exit_code(&self) -> i32 {
        let t = &self.tally;
        if self.walk_failed {
            2
        } else if t.error > 0 || (self.deny_warnings && (t.warnings > 0 || t.unsupported > 0)) {
            1
        } else {
            0
        }
    }
}

/// A file that could not be read as a card: the problem, and the text to show it
/// against (the lossy text for non-UTF-8, else empty).
struct Unread {
    source: String,
    problem: IoProblem,
}

/// Read a card file through the one bounded reader, and say what stopped it as a
/// diagnostic of this file.
fn read_card(path: &Path) -> Result<String, Unread> {
    let problem = |problem| Unread {
        source: String::new(),
        problem,
    };
    files::read_card_file(path).map_err(|e| match e {
        files::FileError::NotUtf8 { valid_up_to, lossy } => Unread {
            // The valid prefix is the same in the lossy text, and the invalid sequence
            // there is one U+FFFD.
            problem: IoProblem::NotUtf8 {
                at: SourceSpan::new(valid_up_to.into(), char::REPLACEMENT_CHARACTER.len_utf8()),
            },
            source: lossy,
        },
        files::FileError::TooLarge { size, limit } => problem(IoProblem::FileTooLarge { size, limit }),
        files::FileError::NotAFile { kind } => problem(IoProblem::NotAFile { kind }),
        files::FileError::Io(error) => problem(IoProblem::Unreadable { error }),
        other => problem(IoProblem::Unreadable {
            error: io::Error::other(other.to_string()),
        }),
    })
}

/// Run the checker, turning a panic into an error on this file so that one bad card
/// (or a checker bug) does not stop the others from being checked.
fn check_guarded(source: &str, lexicon: &Lexicon) -> CardReport {
    match panic::catch_unwind(AssertUnwindSafe(|| check_source_in(source, lexicon))) {
        Ok(report) => report,
        Err(_) => CardReport {
            status: Status::Error,
            diagnostics: vec![Box::new(IoProblem::CheckerPanicked)],
        },
    }
}

/// One file in the JSON document. Fields are in the order DESIGN.md gives.
#[derive(Serialize)]
struct FileJson<'a> {
    path: &'a str,
    status: &'static str,
    diagnostics: Vec<DiagnosticJson>,
}

/// The totals at the end of the JSON document.
#[derive(Serialize)]
struct SummaryJson {
    files: usize,
    ok: usize,
    unsupported: usize,
    error: usize,
}

/// One file's JSON: every diagnostic, however many (each costs a binary search over the
/// line starts, found once per file).
fn file_json<'a>(path: &'a str, source: &str, report: &CardReport) -> FileJson<'a> {
    let lines = LineIndex::new(source);
    FileJson {
        path,
        status: report.status.as_str(),
        diagnostics: report
            .diagnostics
            .iter()
            .map(|d| diagnostic_json(&lines, d.as_ref()))
            .collect(),
    }
}

/// A path as shown in reports: as given or walked, with `/` separators.
pub(crate) fn display_path(path: &Path) -> String {
    let shown = path.to_string_lossy();
    if cfg!(windows) {
        shown.replace('\\', "/")
    } else {
        shown.into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error, Diagnostic)]
    #[error("this part has no behaviour yet")]
    #[diagnostic(code(altered::test::unsupported_part), severity(Warning))]
    struct TestWarning {
        #[label("here")]
        at: SourceSpan,
    }

    /// A `no_behaviour` warning naming `part`, as the check writes it.
    #[derive(Debug, thiserror::Error, Diagnostic)]
    #[error("the effect has no behaviour yet: the interpreter does not support {part}: `Do the {part}.`")]
    #[diagnostic(code(altered::check::no_behaviour), severity(Warning))]
    struct TestNoBehaviour {
        part: &'static str,
    }

    fn unsupported(parts: &[&'static str]) -> CardReport {
        CardReport {
            status: Status::Unsupported,
            diagnostics: parts
                .iter()
                .map(|&part| Box::new(TestNoBehaviour { part }) as Box<dyn Diagnostic + Send + Sync>)
                .collect(),
        }
    }

    #[test]
    fn coverage_ranks_parts_by_the_cards_they_alone_block() {
        let reports = [
            unsupported(&["passives"]),
            unsupported(&["passives"]),
            unsupported(&["dice", "passives"]),
            unsupported(&["dice"]),
            unsupported(&["dice", "dice"]),
            report(Status::Ok, 0),
        ];
        let mut coverage = Coverage::default();
        for r in &reports {
            coverage.record(r);
        }
        let ranked: Vec<(String, usize, usize)> = coverage
            .ranked()
            .into_iter()
            .map(|(p, m)| (p.clone(), m.unblocks, m.cards))
            .collect();
        // dice: alone in 2 cards (the same part twice is one), in 3; passives: alone in 2, in 3
        assert_eq!(ranked, [("dice".to_string(), 2, 3), ("passives".to_string(), 2, 3)]);
    }

    /// Over the bundled cards, the JSON `coverage` agrees with the files it lists: every
    /// part is counted from the `no_behaviour` warnings of the `unsupported` files (which
    /// parts those are changes as the interpreter grows; the agreement must not).
    #[test]
    fn coverage_agrees_with_the_files_it_summarises() {
        let cards = concat!(env!("CARGO_MANIFEST_DIR"), "/cards");
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_check(
            ["altered-check", cards, "--coverage", "--format", "json"],
            &mut out,
            &mut err,
        );
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
        let doc: serde_json::Value = serde_json::from_slice(&out).expect("one JSON document");
        let mut expected: BTreeMap<String, (u64, u64)> = BTreeMap::new();
        for file in doc["files"].as_array().expect("files") {
            if file["status"] != "unsupported" {
                continue;
            }
            let parts: BTreeSet<String> = file["diagnostics"]
                .as_array()
                .expect("diagnostics")
                .iter()
                .filter(|d| d["code"] == "altered::check::no_behaviour")
                .map(|d| missing_part(d["message"].as_str().expect("message")))
                .collect();
            for p in &parts {
                let e = expected.entry(p.clone()).or_default();
                e.1 += 1;
                if parts.len() == 1 {
                    e.0 += 1;
                }
            }
        }
        let missing = doc["coverage"]["missing"].as_array().expect("missing");
        assert_eq!(missing.len(), expected.len());
        for m in missing {
            let part = m["part"].as_str().expect("part");
            let (unblocks, cards) = expected[part];
            assert_eq!(
                (m["unblocks"].as_u64(), m["cards"].as_u64()),
                (Some(unblocks), Some(cards)),
                "{part}"
            );
        }
        assert_eq!(doc["coverage"]["unsupported"], doc["summary"]["unsupported"]);
        // ranked: most unblocked first
        let order: Vec<u64> = missing.iter().map(|m| m["unblocks"].as_u64().unwrap_or(0)).collect();
        assert!(order.windows(2).all(|w| w[0] >= w[1]), "{order:?}");
        // and the human form prints the ranking after the summary
        let (mut out, mut err) = (Vec::new(), Vec::new());
        run_check(["altered-check", cards, "--coverage", "-q"], &mut out, &mut err);
        let out = String::from_utf8_lossy(&out);
        let tail: Vec<&str> = out.lines().skip_while(|l| !l.contains(" cards: ")).collect();
        assert_eq!(
            tail.get(1).copied(),
            Some("missing parts, by the cards each alone would make ok:"),
            "{out}"
        );
        assert_eq!(tail.len(), 2 + missing.len(), "{out}");
    }

    fn report(status: Status, warnings: usize) -> CardReport {
        let diagnostics = (0..warnings)
            .map(|_| {
                Box::new(TestWarning {
                    at: SourceSpan::new(2.into(), 2),
                }) as Box<dyn Diagnostic + Send + Sync>
            })
            .collect();
        CardReport { status, diagnostics }
    }

    /// Record `reports` as files of one run with `flags`; the exit code and stdout.
    fn record_all(flags: &[&str], reports: &[CardReport]) -> (i32, String) {
        let args = Args::try_parse_from(std::iter::once("altered-check").chain(flags.iter().copied()))
            .expect("test flags parse");
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut run = Run::new(&args, &mut out, &mut err);
        for (i, report) in reports.iter().enumerate() {
            run.record(&format!("f{i}.card"), "a\nbc\n", report)
                .expect("writes to a Vec");
        }
        let code = run.exit_code();
        (code, String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn deny_warnings_fails_on_unsupported_and_on_warnings() {
        let unsupported = [report(Status::Unsupported, 0)];
        assert_eq!(record_all(&[], &unsupported).0, 0);
        assert_eq!(record_all(&["--deny-warnings"], &unsupported).0, 1);

        let ok_with_warning = [report(Status::Ok, 1)];
        assert_eq!(record_all(&[], &ok_with_warning).0, 0);
        assert_eq!(record_all(&["--deny-warnings"], &ok_with_warning).0, 1);

        let clean = [report(Status::Ok, 0)];
        assert_eq!(record_all(&["--deny-warnings"], &clean).0, 0);

        let error = [report(Status::Ok, 0), report(Status::Error, 0)];
        assert_eq!(record_all(&[], &error).0, 1);
    }

    #[test]
    fn clean_files_are_silent_and_quiet_hides_files_without_diagnostics() {
        let reports = [
            report(Status::Ok, 0),
            report(Status::Unsupported, 0),
            report(Status::Unsupported, 1),
        ];
        let (_, loud) = record_all(&[], &reports);
        assert!(!loud.contains("f0.card"), "{loud}");
        assert!(loud.contains("f1.card: unsupported"), "{loud}");
        assert!(loud.contains("f2.card"), "{loud}");
        assert!(loud.contains("altered::test::unsupported_part"), "{loud}");

        let (_, quiet) = record_all(&["-q"], &reports);
        assert!(!quiet.contains("f0.card"), "{quiet}");
        assert!(!quiet.contains("f1.card"), "{quiet}");
        assert!(quiet.contains("f2.card"), "{quiet}");
    }

    #[test]
    fn json_diagnostic_has_line_column_and_severity() {
        let d = diagnostic_json(
            &LineIndex::new("a\nbc\n"),
            &TestWarning {
                at: SourceSpan::new(3.into(), 1),
            },
        );
        assert_eq!(d.code.as_deref(), Some("altered::test::unsupported_part"));
        assert_eq!(d.severity, "warning");
        assert_eq!((d.line, d.column), (Some(2), Some(2)));
        assert_eq!(d.help, None);
    }

    #[test]
    fn a_label_outside_the_text_still_renders_the_problem() {
        let report = CardReport {
            status: Status::Unsupported,
            diagnostics: vec![Box::new(TestWarning {
                at: SourceSpan::new(500.into(), 3),
            })],
        };
        let rendered = render_report("x.card", "short\n", &report);
        assert!(rendered.contains("this part has no behaviour yet"), "{rendered}");
        assert!(rendered.contains("altered::test::unsupported_part"), "{rendered}");
    }

    /// A file of `n` lines with a warning on each, all labels at the end of the file so
    /// that every snippet miette reads scans the whole text.
    fn many_problems(n: usize) -> (String, CardReport) {
        let source = "ability line\n".repeat(n);
        let at = source.len() - 2;
        (source, report_at(Status::Unsupported, n, at))
    }

    fn report_at(status: Status, warnings: usize, at: usize) -> CardReport {
        let diagnostics = (0..warnings)
            .map(|_| {
                Box::new(TestWarning {
                    at: SourceSpan::new(at.into(), 1),
                }) as Box<dyn Diagnostic + Send + Sync>
            })
            .collect();
        CardReport { status, diagnostics }
    }

    /// Rendering reads the text once per rendered problem; with the cap, four times the
    /// problems in a four times larger file is four times the work, not sixteen.
    #[test]
    fn rendering_many_problems_is_linear_in_the_file() {
        let (small_source, small) = many_problems(1_000);
        let (large_source, large) = many_problems(4_000);
        let (_, small_work) = render_counting("x.card", &small_source, &small);
        let (out, large_work) = render_counting("x.card", &large_source, &large);
        assert!(small_work > 0);
        assert!(
            large_work <= 4 * small_work + large_source.len(),
            "{small_work} bytes read for 1000 problems, {large_work} for 4000"
        );
        // miette reads a few times per snippet (label, context, column), never per problem hidden.
        assert!(large_work <= 4 * MAX_RENDERED * large_source.len(), "{large_work}");

        assert_eq!(
            out.matches("altered::test::unsupported_part").count(),
            MAX_RENDERED,
            "{out}"
        );
        assert!(out.contains("x.card: 4000 warnings"), "the title counts them all");
        assert!(
            out.contains(&format!(
                "… and {} more problems in x.card, not shown",
                4_000 - MAX_RENDERED
            )),
            "{}",
            &out[out.len().saturating_sub(300)..]
        );

        // At the cap, nothing is said to be hidden.
        let (source, exactly) = many_problems(MAX_RENDERED);
        let (out, _) = render_counting("x.card", &source, &exactly);
        assert!(!out.contains("more problem"), "{out}");
    }

    #[test]
    fn json_keeps_every_problem_with_its_line() {
        let source = "a\n".repeat(10_000);
        let report = CardReport {
            status: Status::Unsupported,
            diagnostics: (0..10_000)
                .map(|i| {
                    Box::new(TestWarning {
                        at: SourceSpan::new((2 * i).into(), 1),
                    }) as Box<dyn Diagnostic + Send + Sync>
                })
                .collect(),
        };
        let file = file_json("x.card", &source, &report);
        assert_eq!(file.diagnostics.len(), 10_000);
        for (i, d) in file.diagnostics.iter().enumerate() {
            assert_eq!((d.line, d.column), (Some(i + 1), Some(1)));
        }
    }

    #[test]
    fn header_columns_count_characters() {
        let report = CardReport {
            status: Status::Unsupported,
            diagnostics: vec![Box::new(TestWarning {
                at: SourceSpan::new(7.into(), 1),
            })],
        };
        // `é` and `ç` are two bytes each: byte 7 is `x`, the third character of line 2.
        let rendered = render_report("x.card", "ab\néçx\n", &report);
        assert!(rendered.contains("[x.card:2:3]"), "{rendered}");
    }

    #[test]
    fn io_codes_are_unique() {
        let problems = [
            IoProblem::FileTooLarge { size: 2, limit: 1 },
            IoProblem::NotUtf8 {
                at: SourceSpan::new(0.into(), 1),
            },
            IoProblem::NotAFile { kind: "a FIFO" },
            IoProblem::Unreadable {
                error: io::Error::other("x"),
            },
            IoProblem::CheckerPanicked,
        ];
        let codes: std::collections::HashSet<String> = problems
            .iter()
            .filter_map(|p| p.code().map(|c| c.to_string()))
            .collect();
        assert_eq!(codes.len(), problems.len());
    }
}
