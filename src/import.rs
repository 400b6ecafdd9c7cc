//! The importer: altered.gg API records (JSON arrays of card objects) become card files,
//! one per distinct card, under `<out_dir>/<faction>/<slug>.card`.
//!
//! Printings that share every gameplay-relevant field (name, type, sub-types, costs,
//! statistics, hero limits and gameplay text) are merged into one card whose header lists
//! all their references: printings that differ only in their faction or rarity label are one
//! card, the header giving the first printing's labels and the others' written beside their
//! reference (`ALT_BISE_A_AX_56_R2 (Yzmir Rare)`). All inputs are read and validated before anything is
//! written; every file is written atomically; a file that differs from what the import
//! would write is taken as hand-edited and left alone unless `force` is given.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use altered_interpreter::files;
use serde::Deserialize;

/// Why an import failed. Every variant names the file concerned.
///
/// # Examples
///
/// ```
/// use altered::{import_cards, ImportError};
/// let out = tempfile::tempdir().unwrap();
/// let missing = out.path().join("no-such-export.json");
/// let err = import_cards(&[missing.clone()], out.path(), false).unwrap_err();
/// assert!(matches!(&err, ImportError::Read { path, .. } if *path == missing));
/// ```
#[derive(Debug, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum ImportError {
    /// An input file could not be read.
    #[error("cannot read {}: {error}", path.display())]
    #[diagnostic(
        code(altered::import::unreadable_input),
        help("check that the path exists and is a readable file")
    )]
    Read {
        /// The input file.
        path: PathBuf,
        /// The underlying I/O error.
        error: io::Error,
    },
    /// An input file is not valid JSON, or not an array of altered.gg card records.
    #[error("{}: line {line}, column {column}: {message}", path.display())]
    #[diagnostic(
        code(altered::import::invalid_json),
        help(
            "the input must be a JSON array of altered.gg card records, each with `reference`, \
             `name`, `cardType.reference`, `mainFaction.reference`, `rarity.reference` and \
             `elements`"
        )
    )]
    Json {
        /// The input file.
        path: PathBuf,
        /// 1-based line of the error (0 if unknown).
        line: usize,
        /// 1-based column of the error (0 if unknown).
        column: usize,
        /// What is wrong, naming the field when the shape is wrong.
        message: String,
    },
    /// An output file or directory could not be written.
    #[error("cannot write {}: {error}", path.display())]
    #[diagnostic(
        code(altered::import::unwritable_output),
        help("check that the output directory is writable")
    )]
    Write {
        /// The output file or directory.
        path: PathBuf,
        /// The underlying I/O error.
        error: io::Error,
    },
}

/// What an import did.
///
/// # Examples
///
/// ```
/// use altered::import_cards;
/// let out = tempfile::tempdir().unwrap();
/// let inputs = [concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/import/cards.json").into()];
/// let first = import_cards(&inputs, out.path(), false).unwrap();
/// assert_eq!(first.written.len(), first.cards);
/// assert!(first.printings >= first.cards);
/// // Importing the same records again changes nothing.
/// let again = import_cards(&inputs, out.path(), false).unwrap();
/// assert!(again.written.is_empty() && again.unchanged.len() == first.cards);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportSummary {
    /// Number of distinct cards (one card file each).
    pub cards: usize,
    /// Number of distinct printings (references) read.
    pub printings: usize,
    /// Card files created or overwritten.
    pub written: Vec<PathBuf>,
    /// Card files that already had exactly the imported content.
    pub unchanged: Vec<PathBuf>,
    /// Card files that differ from the import and were left alone (no `force`).
    pub skipped_hand_edited: Vec<PathBuf>,
}

impl fmt::Display for ImportSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} cards from {} printings: {} written, {} unchanged, {} skipped (hand-edited)",
            self.cards,
            self.printings,
            self.written.len(),
            self.unchanged.len(),
            self.skipped_hand_edited.len()
        )?;
        for path in &self.skipped_hand_edited {
            write!(
                f,
                "\nskipped {}: it differs from the imported card (hand-edited?); use --force to overwrite it",
                path.display()
            )?;
        }
        Ok(())
    }
}

/// Imports altered.gg API records from `inputs` into card files under `out_dir`.
///
/// Nothing is written unless every input reads and parses. Existing files with identical
/// content are reported `unchanged`; existing files with other content are reported
/// `skipped_hand_edited` unless `force` is set, in which case they are overwritten.
///
/// # Examples
///
/// The imported files make a card pool. A printing that differs from its file only in
/// faction or rarity (`ALT_CORE_B_AX_26_R2 (Bravos Rare)`) is a card of the pool of its own:
///
/// ```
/// use altered::{import_cards, CardPool};
/// let out = tempfile::tempdir().unwrap();
/// let summary = import_cards(&[concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/import/cards.json").into()], out.path(), false).unwrap();
/// assert_eq!((summary.cards, summary.printings), (4, 6));
/// let (pool, skipped) = CardPool::load_dir(out.path()).unwrap();
/// assert!(skipped.is_empty());
/// let common = pool.get("ALT_CORE_B_AX_26_C").unwrap();
/// let rare = pool.get("ALT_CORE_B_AX_26_R2").unwrap();
/// assert_eq!(common.name, rare.name);
/// assert_ne!(common.faction, rare.faction);
/// assert_eq!(pool.len(), 5); // 4 files, one of them with a labelled printing
/// ```
pub fn import_cards(inputs: &[PathBuf], out_dir: &Path, force: bool) -> Result<ImportSummary, ImportError> {
    let mut printings = Vec::new();
    for path in inputs {
        printings.extend(read_input(path)?);
    }
    fill_missing_hero_limits(&mut printings);
    let planned = plan(&printings, out_dir);
    let distinct_refs: BTreeSet<&str> = printings.iter().map(|p| p.reference.as_str()).collect();

    let mut summary = ImportSummary {
        cards: planned.len(),
        printings: distinct_refs.len(),
        ..ImportSummary::default()
    };
    for (path, content) in planned {
        match files::read_card_file(&path) {
            Ok(existing) if existing == content => summary.unchanged.push(path),
            // Text that differs, or is not even a card's text: a hand edit, kept unless forced.
            Ok(_) | Err(files::FileError::NotUtf8 { .. } | files::FileError::TooLarge { .. }) if !force => {
                summary.skipped_hand_edited.push(path)
            }
            Ok(_) | Err(files::FileError::NotUtf8 { .. } | files::FileError::TooLarge { .. }) => {
                write_atomic(&path, content.as_bytes())?;
                summary.written.push(path);
            }
            Err(files::FileError::Io(e)) if e.kind() == io::ErrorKind::NotFound => {
                write_atomic(&path, content.as_bytes())?;
                summary.written.push(path);
            }
            Err(files::FileError::Io(error)) => return Err(ImportError::Write { path, error }),
            // Not a regular file: not a card this tool wrote; never replaced.
            Err(other) => {
                return Err(ImportError::Write {
                    path,
                    error: io::Error::other(other.to_string()),
                })
            }
        }
    }
    Ok(summary)
}

/// Some promotional Hero printings come without their reserve and landmark limits in the
/// API. A Hero's limits are the same on every printing, so a missing pair is taken from
/// another printing of the same Hero (same name and faction); the printings then merge.
fn fill_missing_hero_limits(printings: &mut [Printing]) {
    let known: Vec<(String, String, String, String)> = printings
        .iter()
        .filter(|p| p.key.card_type == "HERO")
        .filter_map(|p| {
            let k = &p.key;
            Some((
                k.name.clone(),
                p.faction.clone(),
                k.reserve_limit.clone()?,
                k.landmark_limit.clone()?,
            ))
        })
        .collect();
    for p in printings.iter_mut().filter(|p| p.key.card_type == "HERO") {
        if p.key.reserve_limit.is_some() && p.key.landmark_limit.is_some() {
            continue;
        }
        if let Some((_, _, reserve, landmarks)) = known.iter().find(|(n, f, _, _)| *n == p.key.name && *f == p.faction)
        {
            p.key.reserve_limit = Some(reserve.clone());
            p.key.landmark_limit = Some(landmarks.clone());
        }
    }
}

// ---------------------------------------------------------------------------------------
// Input records

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Record {
    reference: String,
    name: String,
    card_type: Reference,
    #[serde(default)]
    card_sub_types: Option<Vec<SubType>>,
    main_faction: Faction,
    rarity: Reference,
    elements: Elements,
}

#[derive(Deserialize)]
struct Reference {
    reference: String,
}

#[derive(Deserialize)]
struct Faction {
    reference: String,
    #[serde(default)]
    name: Option<String>,
}

#[derive(Deserialize)]
struct SubType {
    name: String,
}

#[derive(Deserialize)]
struct Elements {
    #[serde(rename = "MAIN_COST", default)]
    main_cost: Option<String>,
    #[serde(rename = "RECALL_COST", default)]
    recall_cost: Option<String>,
    #[serde(rename = "FOREST_POWER", default)]
    forest_power: Option<String>,
    #[serde(rename = "MOUNTAIN_POWER", default)]
    mountain_power: Option<String>,
    #[serde(rename = "OCEAN_POWER", default)]
    ocean_power: Option<String>,
    #[serde(rename = "PERMANENT", default)]
    permanent: Option<String>,
    #[serde(rename = "RESERVE", default)]
    reserve: Option<String>,
    #[serde(rename = "MAIN_EFFECT", default)]
    main_effect: Option<String>,
    #[serde(rename = "ECHO_EFFECT", default)]
    echo_effect: Option<String>,
}

/// One printing, with its values cleaned up (`#` stripped from numbers, empty = absent,
/// header strings on one line).
struct Printing {
    reference: String,
    key: CardKey,
    /// The faction code (`AX`); not part of the key, see the module doc.
    faction: String,
    /// The rarity (`COMMON`); not part of the key.
    rarity: String,
    faction_name: Option<String>,
    /// Sub-type names in printed order (the key holds them sorted).
    sub_types: Vec<String>,
    main_effect: String,
    echo_effect: String,
}

/// Everything that makes two printings the same card.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
struct CardKey {
    name: String,
    card_type: String,
    sub_types: Vec<String>,
    hand_cost: Option<String>,
    reserve_cost: Option<String>,
    forest: Option<String>,
    mountain: Option<String>,
    water: Option<String>,
    reserve_limit: Option<String>,
    landmark_limit: Option<String>,
    main_text: String,
    echo_text: String,
}

/// The most bytes an altered.gg API file may have: a whole set is under a megabyte; the
/// bound keeps a wrong path (`/dev/zero`) from taking the memory.
const MAX_INPUT_BYTES: u64 = 256 * 1024 * 1024;

fn read_input(path: &Path) -> Result<Vec<Printing>, ImportError> {
    // The one bounded reader: only a regular file, at most MAX_INPUT_BYTES.
    let text = match files::read_text(path, MAX_INPUT_BYTES) {
        Ok(text) => text,
        // Not UTF-8 is not JSON: the parser says where, at the first replaced byte.
        Err(files::FileError::NotUtf8 { lossy, .. }) => lossy,
        Err(e) => {
            return Err(ImportError::Read {
                path: path.to_path_buf(),
                error: match e {
                    files::FileError::Io(error) => error,
                    other => io::Error::other(other.to_string()),
                },
            })
        }
    };
    let mut de = serde_json::Deserializer::from_str(&text);
    let records: Vec<Record> = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let field = e.path().to_string();
        json_error(path, &field, e.into_inner())
    })?;
    // Trailing characters after the array are an error too.
    de.end().map_err(|e| json_error(path, ".", e))?;
    Ok(records.into_iter().map(Printing::from_record).collect())
}

fn json_error(path: &Path, field: &str, inner: serde_json::Error) -> ImportError {
    let (line, column) = (inner.line(), inner.column());
    let text = inner.to_string();
    let suffix = format!(" at line {line} column {column}");
    let detail = text.strip_suffix(&suffix).unwrap_or(&text);
    // In a syntax error the innermost segment is often still unknown (`[3].?`).
    let field = field.replace(".?", "");
    let message = if field == "." || field.is_empty() {
        if inner.is_data() {
            format!("expected a JSON array of card records: {detail}")
        } else {
            detail.to_string()
        }
    } else if inner.is_data() {
        format!("{detail} (at `{field}`)")
    } else {
        format!("{detail} (in `{field}`)")
    };
    ImportError::Json {
        path: path.to_path_buf(),
        line,
        // serde_json says column 0 for an error before the first character of a line.
        column: if line > 0 { column.max(1) } else { column },
        message,
    }
}

impl Printing {
    fn from_record(r: Record) -> Printing {
        let sub_types: Vec<String> = r
            .card_sub_types
            .unwrap_or_default()
            .into_iter()
            .map(|s| one_line(&s.name))
            .filter(|s| !s.is_empty())
            .collect();
        let mut sorted_sub_types = sub_types.clone();
        sorted_sub_types.sort();
        let e = r.elements;
        let main_effect = e.main_effect.unwrap_or_default();
        let echo_effect = e.echo_effect.unwrap_or_default();
        Printing {
            reference: one_line(&r.reference),
            key: CardKey {
                name: one_line(&r.name),
                card_type: one_line(&r.card_type.reference),
                sub_types: sorted_sub_types,
                hand_cost: number(e.main_cost),
                reserve_cost: number(e.recall_cost),
                forest: number(e.forest_power),
                mountain: number(e.mountain_power),
                water: number(e.ocean_power),
                reserve_limit: number(e.reserve),
                landmark_limit: number(e.permanent),
                main_text: gameplay_text(&main_effect),
                echo_text: gameplay_text(&echo_effect),
            },
            faction: one_line(&r.main_faction.reference),
            rarity: one_line(&r.rarity.reference),
            faction_name: r.main_faction.name.map(|n| one_line(&n)),
            sub_types,
            main_effect,
            echo_effect,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Text helpers

fn is_nbsp(c: char) -> bool {
    c == '\u{a0}' || c == '\u{202f}'
}

/// A value for the header: on one line, whitespace runs collapsed, trimmed.
fn one_line(s: &str) -> String {
    s.split(|c: char| c.is_whitespace() || c.is_control())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A cost, statistic or limit: `#` stripped, empty means absent.
fn number(v: Option<String>) -> Option<String> {
    let v = one_line(&v?.replace('#', ""));
    (!v.is_empty()).then_some(v)
}

/// The text that decides whether two printings play the same: `#` removed, non-breaking
/// spaces made spaces, whitespace collapsed.
fn gameplay_text(s: &str) -> String {
    one_line(&s.replace('#', ""))
}

/// Splits printed text into abilities: wherever there are two or more consecutive spaces
/// (after non-breaking spaces become spaces) or a line break. Pieces are trimmed, empty
/// pieces dropped, markup kept verbatim.
fn abilities(s: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut current = String::new();
    let mut chars = s.chars().map(|c| if is_nbsp(c) { ' ' } else { c }).peekable();
    while let Some(c) = chars.next() {
        if c.is_whitespace() || c.is_control() {
            let mut run = 1;
            let mut breaks = c == '\n' || c == '\r';
            while let Some(&n) = chars.peek() {
                if !(n.is_whitespace() || n.is_control()) {
                    break;
                }
                breaks |= n == '\n' || n == '\r';
                run += 1;
                chars.next();
            }
            if run >= 2 || breaks {
                pieces.push(std::mem::take(&mut current));
            } else {
                current.push(' ');
            }
        } else {
            current.push(c);
        }
    }
    pieces.push(current);
    let mut out: Vec<String> = Vec::new();
    for p in pieces
        .into_iter()
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
    {
        // `If you don't, …` can't start an ability: it is the alternative of the optional
        // replacement before it (CR 6.2.e), which the API separates like an ability.
        let alternative = p.trim_start_matches('#').starts_with("If you don't");
        match out.last_mut() {
            Some(last) if alternative => {
                last.push(' ');
                last.push_str(&p);
            }
            _ => out.push(p),
        }
    }
    // A piece that would read as the card file's structure (`--- support ---`, a `//`
    // comment) would add a section the record does not have, or hide its text. A leading
    // `#` (the API's own markup, no rules meaning) keeps every byte of it on an ability
    // line, where the check reports it as the error it is.
    for piece in &mut out {
        if altered_grammar::reads_as_structure(piece) {
            piece.insert(0, '#');
        }
    }
    out
}

/// `FOO_BAR` → `Foo Bar`.
fn title_case(reference: &str) -> String {
    reference
        .split(|c: char| c == '_' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| {
            let lower = w.to_lowercase();
            let mut chars = lower.chars();
            match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn type_name(reference: &str) -> String {
    match reference {
        "CHARACTER" => "Character".into(),
        "SPELL" => "Spell".into(),
        "PERMANENT" => "Permanent".into(),
        "LANDMARK_PERMANENT" => "Landmark Permanent".into(),
        "EXPEDITION_PERMANENT" => "Expedition Permanent".into(),
        "HERO" => "Hero".into(),
        "TOKEN" => "Token".into(),
        "TOKEN_MANA" => "Mana Token".into(),
        other => title_case(other),
    }
}

fn faction_name(code: &str, api_name: Option<&str>) -> String {
    match code {
        "AX" => "Axiom".into(),
        "BR" => "Bravos".into(),
        "LY" => "Lyra".into(),
        "MU" => "Muna".into(),
        "OR" => "Ordis".into(),
        "YZ" => "Yzmir".into(),
        "NE" => "Neutral".into(),
        other => match api_name {
            Some(n) if !n.is_empty() => n.to_string(),
            _ => other.to_string(),
        },
    }
}

fn faction_folder(code: &str) -> String {
    match code {
        "AX" => "axiom".into(),
        "BR" => "bravos".into(),
        "LY" => "lyra".into(),
        "MU" => "muna".into(),
        "OR" => "ordis".into(),
        "YZ" => "yzmir".into(),
        "NE" => "neutral".into(),
        // Unknown codes become a safe single path component.
        other => {
            let s = slugify(other);
            if s.is_empty() {
                "unknown".into()
            } else {
                s
            }
        }
    }
}

/// Longest slug kept, in bytes (slugs are ASCII), so hostile names cannot make file names
/// that the file system refuses.
const MAX_SLUG: usize = 80;

/// The file-name slug of a card name: lower case, `&` → `and`, Latin accents folded
/// (`Coppélia` → `coppelia`), apostrophes dropped (`Jeanne d'Arc` → `jeanne-darc`), every
/// other run of characters outside `[a-z0-9]` → `-`, trimmed of `-`.
fn slugify(name: &str) -> String {
    let mut out = String::new();
    let mut pending_dash = false;
    for c in name.to_lowercase().chars() {
        let folded: &str = match c {
            '&' => "and",
            '\'' | '\u{2019}' | '\u{2018}' => continue,
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
            'æ' => "ae",
            'ç' | 'ć' | 'č' => "c",
            'ď' | 'đ' => "d",
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "e",
            'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => "i",
            'ł' => "l",
            'ñ' | 'ń' | 'ň' => "n",
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "o",
            'œ' => "oe",
            'ř' => "r",
            'ś' | 'š' | 'ş' => "s",
            'ß' => "ss",
            'ť' | 'ţ' => "t",
            'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => "u",
            'ý' | 'ÿ' => "y",
            'ź' | 'ż' | 'ž' => "z",
            c if c.is_ascii_lowercase() || c.is_ascii_digit() => {
                if pending_dash && !out.is_empty() {
                    out.push('-');
                }
                pending_dash = false;
                out.push(c);
                continue;
            }
            _ => {
                pending_dash = true;
                continue;
            }
        };
        if pending_dash && !out.is_empty() {
            out.push('-');
        }
        pending_dash = false;
        out.push_str(folded);
    }
    if out.len() > MAX_SLUG {
        out.truncate(MAX_SLUG);
        while out.ends_with('-') {
            out.pop();
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// Planning: distinct cards, paths, contents

struct Card<'a> {
    key: &'a CardKey,
    /// Sorted, deduplicated references of all merged printings.
    refs: Vec<&'a str>,
    /// Each reference as written: with the printing's faction and rarity when they are not
    /// the first printing's.
    written_refs: Vec<String>,
    /// The printing whose text is written: the first by reference.
    first: &'a Printing,
}

/// The order of references: field by field between `_` (so `ALT_CORE_B_…` comes before
/// `ALT_COREKS_B_…`), numeric fields by value (`NE_2` before `NE_10`), then plain string
/// order to break ties (`NE_01` before `NE_1`).
fn compare_refs(a: &str, b: &str) -> std::cmp::Ordering {
    fn field_cmp(x: &str, y: &str) -> std::cmp::Ordering {
        let numeric = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
        if numeric(x) && numeric(y) {
            let (x, y) = (x.trim_start_matches('0'), y.trim_start_matches('0'));
            x.len().cmp(&y.len()).then_with(|| x.cmp(y))
        } else {
            x.cmp(y)
        }
    }
    let mut xs = a.split('_');
    let mut ys = b.split('_');
    loop {
        match (xs.next(), ys.next()) {
            (Some(x), Some(y)) => match field_cmp(x, y) {
                std::cmp::Ordering::Equal => continue,
                other => return other,
            },
            (None, Some(_)) => return std::cmp::Ordering::Less,
            (Some(_), None) => return std::cmp::Ordering::Greater,
            (None, None) => return a.cmp(b),
        }
    }
}

/// Returns `(path, content)` for every distinct card, sorted by path.
fn plan(printings: &[Printing], out_dir: &Path) -> Vec<(PathBuf, String)> {
    let mut groups: BTreeMap<&CardKey, Vec<&Printing>> = BTreeMap::new();
    for p in printings {
        groups.entry(&p.key).or_default().push(p);
    }
    let mut cards: Vec<Card> = groups
        .into_iter()
        .map(|(key, mut ps)| {
            // Ties on reference (the same printing twice) are broken by content so the
            // choice never depends on input order.
            ps.sort_by(|a, b| {
                compare_refs(&a.reference, &b.reference).then_with(|| {
                    (&a.main_effect, &a.echo_effect, &a.sub_types).cmp(&(&b.main_effect, &b.echo_effect, &b.sub_types))
                })
            });
            ps.dedup_by(|a, b| a.reference == b.reference);
            let first = ps[0];
            let refs: Vec<&str> = ps.iter().map(|p| p.reference.as_str()).collect();
            let written_refs = ps
                .iter()
                .map(|p| {
                    let mut labels = Vec::new();
                    if p.faction != first.faction {
                        labels.push(faction_name(&p.faction, p.faction_name.as_deref()));
                    }
                    if p.rarity != first.rarity {
                        labels.push(title_case(&p.rarity));
                    }
                    if labels.is_empty() {
                        p.reference.clone()
                    } else {
                        format!("{} ({})", p.reference, labels.join(" "))
                    }
                })
                .collect();
            Card {
                key,
                refs,
                written_refs,
                first,
            }
        })
        .collect();
    cards.sort_by(|a, b| {
        let by_refs = a
            .refs
            .iter()
            .zip(&b.refs)
            .map(|(x, y)| compare_refs(x, y))
            .find(|o| o.is_ne())
            .unwrap_or_else(|| a.refs.len().cmp(&b.refs.len()));
        by_refs.then_with(|| a.key.cmp(b.key))
    });

    // Group by (folder, base slug), in order of first reference.
    let mut by_slug: BTreeMap<(String, String), Vec<usize>> = BTreeMap::new();
    for (i, card) in cards.iter().enumerate() {
        let folder = faction_folder(&card.first.faction);
        let mut base = slugify(&card.key.name);
        if base.is_empty() {
            base = "card".into();
        }
        by_slug.entry((folder, base)).or_default().push(i);
    }
    // The first card of every group keeps its plain slug: reserve them all before handing
    // out suffixes, so a suffixed slug never takes another card's plain one.
    let mut used: HashSet<(String, String)> = by_slug.keys().cloned().collect();
    let mut slugs: Vec<(String, String)> = vec![Default::default(); cards.len()];
    for ((folder, base), members) in &by_slug {
        slugs[members[0]] = (folder.clone(), base.clone());
        for &i in &members[1..] {
            let rare = (folder.clone(), format!("{base}-rare"));
            let chosen = if cards[i].first.rarity == "RARE" && !used.contains(&rare) {
                rare
            } else {
                (2..)
                    .map(|n| (folder.clone(), format!("{base}-{n}")))
                    .find(|candidate| !used.contains(candidate))
                    .expect("an unused suffix exists")
            };
            used.insert(chosen.clone());
            slugs[i] = chosen;
        }
    }

    let mut planned: Vec<(PathBuf, String)> = cards
        .iter()
        .zip(slugs)
        .map(|(card, (folder, slug))| (out_dir.join(folder).join(format!("{slug}.card")), render(card)))
        .collect();
    planned.sort_by(|a, b| a.0.cmp(&b.0));
    planned
}

fn render(card: &Card) -> String {
    let k = card.key;
    let first = card.first;
    let mut out = String::new();
    out.push_str(&format!("name: {}\n", k.name));
    let mut type_line = type_name(&k.card_type);
    if !first.sub_types.is_empty() {
        type_line.push_str(" \u{2014} ");
        type_line.push_str(&first.sub_types.join(", "));
    }
    out.push_str(&format!("type: {type_line}\n"));
    out.push_str(&format!(
        "faction: {}\n",
        faction_name(&first.faction, first.faction_name.as_deref())
    ));
    out.push_str(&format!("rarity: {}\n", title_case(&first.rarity)));
    let costless = matches!(k.card_type.as_str(), "HERO" | "TOKEN" | "TOKEN_MANA");
    if !costless {
        if let (Some(hand), Some(reserve)) = (&k.hand_cost, &k.reserve_cost) {
            out.push_str(&format!("cost: hand {hand}, reserve {reserve}\n"));
        }
    }
    if let (Some(f), Some(m), Some(w)) = (&k.forest, &k.mountain, &k.water) {
        out.push_str(&format!("stats: forest {f}, mountain {m}, water {w}\n"));
    }
    if k.card_type == "HERO" {
        if let (Some(reserve), Some(landmarks)) = (&k.reserve_limit, &k.landmark_limit) {
            out.push_str(&format!("limits: reserve {reserve}, landmarks {landmarks}\n"));
        }
    }
    out.push_str(&format!("refs: {}\n", card.written_refs.join(", ")));

    let main = abilities(&first.main_effect);
    let echo = abilities(&first.echo_effect);
    if !main.is_empty() {
        out.push('\n');
        for line in &main {
            out.push_str(line);
            out.push('\n');
        }
    }
    if !echo.is_empty() {
        out.push_str("\n--- support ---\n");
        for line in &echo {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

// ---------------------------------------------------------------------------------------
// Writing

static TEMP_COUNTER: AtomicUsize = AtomicUsize::new(0);

/// Writes `content` to `path` through a temporary file in the same directory and a rename,
/// so that `path` is either untouched or complete.
fn write_atomic(path: &Path, content: &[u8]) -> Result<(), ImportError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(|error| ImportError::Write {
        path: dir.to_path_buf(),
        error,
    })?;
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut attempt = 0;
    let (tmp, mut file) = loop {
        let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{file_name}.{}.{n}.tmp", std::process::id()));
        match fs::OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(file) => break (tmp, file),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(error) => {
                return Err(ImportError::Write {
                    path: path.to_path_buf(),
                    error,
                })
            }
        }
    };
    let result = file.write_all(content).and_then(|()| file.sync_all()).and_then(|()| {
        drop(file);
        fs::rename(&tmp, path)
    });
    result.map_err(|error| {
        let _ = fs::remove_file(&tmp);
        ImportError::Write {
            path: path.to_path_buf(),
            error,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert_eq!(slugify("Sierra & Oddball"), "sierra-and-oddball");
        assert_eq!(slugify("Coppélia"), "coppelia");
        assert_eq!(slugify("Issun-bōshi"), "issun-boshi");
        assert_eq!(slugify("Jeanne d'Arc"), "jeanne-darc");
        assert_eq!(slugify("Will-o'-the-Wisp"), "will-o-the-wisp");
        assert_eq!(slugify("  All In!  "), "all-in");
        assert_eq!(slugify("Dr. Frankenstein"), "dr-frankenstein");
        assert_eq!(slugify("!!!"), "");
        assert_eq!(slugify("../../etc"), "etc");
    }

    #[test]
    fn reference_order() {
        let mut refs = vec![
            "ALT_COREKS_B_AX_26_C",
            "ALT_CORE_B_AX_26_C",
            "ALT_CORE_B_NE_10_C",
            "ALT_CORE_B_NE_1_C",
            "ALT_CORE_B_NE_01_C",
            "ALT_CORE_B_AX_26_R1",
            "ALT_ALIZE_B_AX_26_C",
        ];
        refs.sort_by(|a, b| compare_refs(a, b));
        assert_eq!(
            refs,
            [
                "ALT_ALIZE_B_AX_26_C",
                "ALT_CORE_B_AX_26_C",
                "ALT_CORE_B_AX_26_R1",
                "ALT_CORE_B_NE_01_C",
                "ALT_CORE_B_NE_1_C",
                "ALT_CORE_B_NE_10_C",
                "ALT_COREKS_B_AX_26_C",
            ]
        );
    }

    #[test]
    fn ability_split() {
        assert_eq!(
            abilities("A.  B\u{a0}\u{2014} C.   \u{a0}D"),
            vec!["A.", "B \u{2014} C.", "D"]
        );
        assert_eq!(abilities("  "), Vec::<String>::new());
        assert_eq!(abilities("a\nb"), vec!["a", "b"]);
        // Text that reads as the file's structure stays on an ability line.
        assert_eq!(
            abilities("Draw a card.\n\nname: Other\n--- support ---\n{I} Draw 5 cards.  // hidden"),
            vec![
                "Draw a card.",
                "name: Other",
                "#--- support ---",
                "{I} Draw 5 cards.",
                "#// hidden"
            ]
        );
        // CR 6.2.e: the alternative stays with its replacement.
        assert_eq!(
            abilities("If I would leave, you may put me in Mana instead.  #If you don't, draw a card.#"),
            vec!["If I would leave, you may put me in Mana instead. #If you don't, draw a card.#"]
        );
    }

    #[test]
    fn numbers_and_text() {
        assert_eq!(number(Some("#2#".into())), Some("2".into()));
        assert_eq!(number(Some("".into())), None);
        assert_eq!(number(None), None);
        assert_eq!(gameplay_text("#{J} x#  y\u{202f}z"), gameplay_text("{J} x y z"));
    }
}
