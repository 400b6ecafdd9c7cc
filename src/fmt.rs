//! `altered fmt [--check] PATHS…`: rewrite card files into canonical form.

use std::path::{Path, PathBuf};

/// What formatting a set of files found.
#[derive(Debug, Default)]
pub struct FmtSummary {
    /// Files already canonical.
    pub unchanged: Vec<PathBuf>,
    /// Files rewritten (or, with `check`, that would be).
    pub changed: Vec<PathBuf>,
    /// Files left alone because they do not parse: formatting them would lose text.
    pub not_parsed: Vec<PathBuf>,
}

/// The canonical text of a card file, or `None` when it has parse errors (a file that
/// does not parse is never rewritten: that would drop the lines that failed).
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
    let (card, errors) = altered_grammar::parse_card(source);
    if !errors.is_empty() {
        return None;
    }
    Some(altered_grammar::render_card(&card?))
}

/// Formats every `.card` file under `paths`; with `check`, writes nothing.
pub fn format_paths(paths: &[PathBuf], check: bool) -> std::io::Result<FmtSummary> {
    let mut files = Vec::new();
    for p in paths {
        collect(p, &mut files).map_err(|e| with_path(p, e))?;
    }
    files.sort();
    let mut summary = FmtSummary::default();
    for file in files {
        let bytes = std::fs::read(&file).map_err(|e| with_path(&file, e))?;
        // A file that is not UTF-8 does not parse: left untouched and reported.
        let Ok(source) = String::from_utf8(bytes) else {
            summary.not_parsed.push(file);
            continue;
        };
        match format_source(&source) {
            None => summary.not_parsed.push(file),
            Some(text) if text == source => summary.unchanged.push(file),
            Some(text) => {
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

fn collect(path: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let meta = std::fs::symlink_metadata(path)?;
    if meta.is_dir() {
        for entry in std::fs::read_dir(path)? {
            let p = entry?.path();
            let m = std::fs::symlink_metadata(&p)?;
            if m.is_dir() || p.extension().is_some_and(|e| e == "card") {
                collect(&p, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

/// An I/O error that names its file.
fn with_path(path: &Path, e: std::io::Error) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("{}: {e}", path.display()))
}
