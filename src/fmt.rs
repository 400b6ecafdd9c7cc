//! `altered fmt [--check] PATHS…`: rewrite card files into canonical form.

use std::path::{Path, PathBuf};

use altered_interpreter::files;

/// What formatting a set of files found.
#[derive(Debug, Default)]
pub struct FmtSummary {
    /// Files already canonical.
    pub unchanged: Vec<PathBuf>,
    /// Files rewritten (or, with `check`, that would be).
    pub changed: Vec<PathBuf>,
    /// Files left alone because they do not parse: formatting them would lose text.
    pub not_parsed: Vec<PathBuf>,
    /// Files left alone because their canonical text would not be the same card (the
    /// renderer's mistake, not the designer's), or could not keep their comments.
    pub refused: Vec<(PathBuf, Refusal)>,
    /// Files and folders that could not be read (not a regular file, too large, no
    /// permission...), each with why: nothing was written to them.
    pub not_read: Vec<(PathBuf, String)>,
}

/// Why `altered fmt` leaves a file that parses as it was: rewriting it would change
/// what it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Refusal {
    /// The file does not parse: a rewrite would drop the lines that failed.
    #[error("it does not parse (see altered-check)")]
    NotParsed,
    /// The canonical text would read as another card, or not parse at all.
    #[error("its canonical text would not be the same card (please report it)")]
    ChangesMeaning,
    /// Formatting the canonical text again would change it once more.
    #[error("its canonical text is not stable under a second fmt (please report it)")]
    NotStable,
    /// A `//` comment has no line left to stand before.
    #[error("a comment could not be kept in its place")]
    CommentsUnplaced,
}

/// The canonical text of a card file, or `None` when it cannot be rewritten safely (see
/// [`format_checked`]).
///
/// # Examples
///
/// ```
/// let written = "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///                cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n{J} draw a card.\n";
/// let canonical = altered::format_source(written).unwrap();
/// assert!(canonical.ends_with("\n\netb Draw a card.\n"), "{canonical}");
/// assert_eq!(altered::format_source(&canonical).as_deref(), Some(canonical.as_str()));
/// // A file with parse errors is never rewritten.
/// assert_eq!(altered::format_source("name: Ogre\netb Drow a card.\n"), None);
/// ```
pub fn format_source(source: &str) -> Option<String> {
    format_checked(source).ok()
}

/// The canonical text of a card file, with its `//` comments where they were; or why it
/// is left as it was. The canonical text is only given when it parses to the same card
/// and a second formatting would not change it: fmt never changes what a card says.
///
/// # Examples
///
/// ```
/// use altered::{format_checked, Refusal};
/// let written = "// a designer's note\nname: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///                cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n\
///                // why it draws\n{J} draw a card.\n";
/// let canonical = format_checked(written).unwrap();
/// assert!(canonical.starts_with("// a designer's note\nname: Ogre\n"), "{canonical}");
/// assert!(canonical.ends_with("\n\n// why it draws\netb Draw a card.\n"), "{canonical}");
/// assert_eq!(format_checked("name: Ogre\netb Drow a card.\n"), Err(Refusal::NotParsed));
/// ```
pub fn format_checked(source: &str) -> Result<String, Refusal> {
    // Only whether the file parses is read, not why not: the diagnostics are
    // `altered-check`'s (explaining a line in error costs ten parses of it).
    let card = altered_grammar::parse_card_without_errors(source).ok_or(Refusal::NotParsed)?;
    let text = rendered_with_comments(source, &card)?;
    // The rewrite must say the same thing (spans aside, `Card`'s equality is the tree's)…
    let Some(again) = altered_grammar::parse_card_without_errors(&text).filter(|again| *again == card) else {
        return Err(Refusal::ChangesMeaning);
    };
    // …and be the rewrite of itself: formatting `text` again is rendering what it parses
    // to, `again`, parsed just above.
    match rendered_with_comments(&text, &again) {
        Ok(second) if second == text => Ok(text),
        _ => Err(Refusal::NotStable),
    }
}

/// Where a comment stood: before a header field (by its key), before the n-th line of
/// the body that is not blank, or after everything.
#[derive(Clone, PartialEq)]
enum Anchor {
    Field(String),
    Body(usize),
    End,
}

/// The rendered text of `card`, parsed from `source`, with every `//` comment line of
/// `source` put back before the line it stood before.
fn rendered_with_comments(source: &str, card: &altered_grammar::Card) -> Result<String, Refusal> {
    let rendered = altered_grammar::render_card(card);
    let comments = comments_of(source);
    if comments.is_empty() {
        return Ok(rendered);
    }
    let mut placed = 0;
    let mut out = String::with_capacity(rendered.len() + source.len());
    let mut put = |anchor: &Anchor, out: &mut String| {
        for (a, line) in &comments {
            if a == anchor {
                out.push_str(line);
                out.push('\n');
                placed += 1;
            }
        }
    };
    let mut in_header = true;
    let mut body_line = 0;
    for line in rendered.lines() {
        if in_header && line.trim().is_empty() {
            in_header = false;
        } else if in_header {
            put(&Anchor::Field(field_key(line)), &mut out);
        } else if !line.trim().is_empty() {
            put(&Anchor::Body(body_line), &mut out);
            body_line += 1;
        }
        out.push_str(line);
        out.push('\n');
    }
    put(&Anchor::End, &mut out);
    if placed != comments.len() {
        return Err(Refusal::CommentsUnplaced);
    }
    Ok(out)
}

/// The comment lines of a card file, each with the line it stands before.
fn comments_of(source: &str) -> Vec<(Anchor, &str)> {
    let is_comment = |l: &str| l.trim_start().starts_with("//");
    let lines: Vec<&str> = source.lines().collect();
    // The header ends at the first blank line after its first field (the grammar's rule;
    // comments may stand anywhere).
    let first_field = lines.iter().position(|l| !l.trim().is_empty() && !is_comment(l));
    let header_end = first_field.map_or(lines.len(), |f| {
        f + lines[f..]
            .iter()
            .position(|l| l.trim().is_empty())
            .unwrap_or(lines.len() - f)
    });
    let mut out = Vec::new();
    let mut pending = Vec::new();
    let mut body_line = 0;
    for (i, line) in lines.iter().enumerate() {
        if is_comment(line) {
            pending.push(*line);
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        let anchor = if i < header_end {
            Anchor::Field(field_key(line))
        } else {
            body_line += 1;
            Anchor::Body(body_line - 1)
        };
        out.extend(pending.drain(..).map(|c| (anchor.clone(), c)));
    }
    out.extend(pending.into_iter().map(|c| (Anchor::End, c)));
    out
}

/// A header line's key, as the grammar reads it: before the first `:`, case-insensitive.
fn field_key(line: &str) -> String {
    line.split(':').next().unwrap_or("").trim().to_lowercase()
}

/// Formats every `.card` file under `paths` (through the one bounded walk and reader,
/// [`altered_interpreter::files`]); with `check`, writes nothing. A file that cannot be read
/// is listed in [`FmtSummary::not_read`] and the others are still formatted; the error is a
/// failure to write.
pub fn format_paths(paths: &[PathBuf], check: bool) -> std::io::Result<FmtSummary> {
    let mut summary = FmtSummary::default();
    let mut found = Vec::new();
    for p in paths {
        let listing = files::walk(p, &["card"]);
        summary
            .not_read
            .extend(listing.problems.into_iter().map(|(path, e)| (path, e.to_string())));
        found.extend(listing.files);
    }
    found.sort();
    for file in found {
        let source = match files::read_card_file(&file) {
            Ok(source) => source,
            // A file that is not UTF-8 does not parse: left untouched and reported.
            Err(files::FileError::NotUtf8 { .. }) => {
                summary.not_parsed.push(file);
                continue;
            }
            Err(e) => {
                summary.not_read.push((file, e.to_string()));
                continue;
            }
        };
        match format_checked(&source) {
            Err(Refusal::NotParsed) => summary.not_parsed.push(file),
            Err(refusal) => summary.refused.push((file, refusal)),
            Ok(text) if text == source => summary.unchanged.push(file),
            Ok(text) => {
                if !check {
                    let tmp = file.with_extension("card.fmt-tmp");
                    std::fs::write(&tmp, text).map_err(|e| with_path(&tmp, e))?;
                    std::fs::rename(&tmp, &file).map_err(|e| with_path(&file, e))?;
                }
                summary.changed.push(file);
            }
        }
    }
    Ok(summary)
}

/// An I/O error that names its file.
fn with_path(path: &Path, e: std::io::Error) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("{}: {e}", path.display()))
}
