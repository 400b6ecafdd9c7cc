//! `altered uniques`: the parts Unique abilities are built from, checked in place.
//!
//! A Unique card's ability is composed of a trigger, an optional condition and an output
//! (`../shared/altered/uniques/unique_ability_parts.jsonl`, one part per line). The parts
//! are written in a community markup (the BGA adaptation's) that differs from the printed
//! altered.gg markup the card language reads, so each part is first mapped to printed
//! markup ([`to_printed`]), then composed into a whole ability in the position the part
//! takes on a card, and that ability is parsed and checked as a Unique Character.

use std::fmt;
use std::path::Path;

use altered_interpreter::check_source;
use serde::{Deserialize, Serialize};

/// Which part of a Unique ability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum PartKind {
    /// `When I'm sacrificed —`, `{J}`.
    Trigger,
    /// `If I have 3 or more boosts:`, `You may pay {1}. If you do:`.
    Condition,
    /// `Draw a card.`
    Output,
}

impl fmt::Display for PartKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            PartKind::Trigger => "trigger",
            PartKind::Condition => "condition",
            PartKind::Output => "output",
        })
    }
}

/// One line of the parts file.
#[derive(Debug, Clone, Deserialize)]
pub struct UniquePart {
    /// The part's id in the source data.
    #[serde(rename = "idGd")]
    pub id: u32,
    /// Trigger, condition or output.
    #[serde(rename = "type")]
    pub kind: PartKind,
    /// The text, in community markup.
    pub text: String,
}

/// A parts file that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum UniquesError {
    /// The file could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// A line is not a part.
    #[error("{path}:{line}: {message}")]
    Line {
        /// The file.
        path: String,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

/// Reads a parts file (JSON lines); blank lines are skipped.
pub fn read_parts(path: &Path) -> Result<Vec<UniquePart>, UniquesError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| UniquesError::Io {
        path: name.clone(),
        source,
    })?;
    let mut parts = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let part = serde_json::from_str(line).map_err(|e| UniquesError::Line {
            path: name.clone(),
            line: i + 1,
            message: e.to_string(),
        })?;
        parts.push(part);
    }
    Ok(parts)
}

/// Community markup names that are statuses, written `[[Status]]` in printed markup.
const STATUSES: [&str; 5] = ["FLEETING", "ANCHORED", "ASLEEP", "BOOSTED", "EXHAUSTED"];

/// Community markup names of keyword abilities and keyword actions, and their printed
/// form. The forms ending `_INF`, `_T`, `_LOW`, `_YOU` are the same word in another
/// grammatical position (`may Resupply`, `does Resupply`, `resupply it`).
const KEYWORDS: [(&str, &str); 16] = [
    ("DEFENDER", "Defender"),
    ("GIGANTIC", "Gigantic"),
    ("SEASONED", "Seasoned"),
    ("ETERNAL", "Eternal"),
    ("COOLDOWN", "Cooldown"),
    ("RESUPPLY", "Resupply"),
    ("RESUPPLY_INF", "Resupply"),
    ("RESUPPLY_T", "Resupply"),
    ("RESUPPLY_LOW", "Resupply"),
    ("RESUPPLY_YOU", "Resupply"),
    ("RESUPPLIES", "Resupplies"),
    ("SABOTAGE", "Sabotage"),
    ("SABOTAGE_LOW", "Sabotage"),
    ("AFTER_YOU", "After You"),
    ("EXHAUSTED_RESUPPLY", "Exhausted Resupply"),
    ("AUGMENT", "Augment"),
];

/// Maps one part from the community markup to the printed markup:
///
/// | community | printed |
/// |---|---|
/// | `<FLEETING>`, `[ANCHORED]`, `$<FLEETING>` (a status) | `[[Fleeting]]`, `[[Anchored]]` |
/// | `<DEFENDER>`, `<SABOTAGE>`, `<RESUPPLY_INF>`, `[AFTER_YOU]` (a keyword) | `[Defender]`, `[Sabotage]`, `[Resupply]`, `[After You]` |
/// | `<TOUGH_1>`, `<TOUGH_X>`, `[SCOUT_2]` | `[Tough 1]`, `[Tough X]`, `[Scout 2]` |
/// | `[BOOSTED_CHA_P]` (a status as an adjective, plural) | `[[Boosted]]` |
/// | `<ORDIS_RECRUIT>`, `[MANA_MOTH]` (a token) | `[ORDIS_RECRUIT]`, `[MANA_MOTH]` (a token reference) |
/// | anything else (`[ASCENDS]`, `<RUSH>`, `[IN_CONTACT]`: later sets' words) | `[NAME]`, which the language reports as unknown |
pub fn to_printed(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text.replace("\\\"", "\"");
    loop {
        let Some(open) = rest.find(['<', '[']) else {
            out.push_str(&rest);
            break;
        };
        let close_char = if rest[open..].starts_with('<') { '>' } else { ']' };
        let name_start = open + 1;
        let name_len = rest[name_start..]
            .find(|c: char| !(c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
            .unwrap_or(rest.len() - name_start);
        let name = &rest[name_start..name_start + name_len];
        let closes = rest[name_start + name_len..].starts_with(close_char);
        if name.is_empty() || !closes || !name.starts_with(|c: char| c.is_ascii_uppercase()) {
            // not a markup name (`[[Fleeting]]` already printed, `[]`, a stray `<`)
            out.push_str(&rest[..name_start]);
            rest = rest[name_start..].to_string();
            continue;
        }
        // `$<FLEETING>`: the `$` only marks the word as linked
        let prefix = rest[..open].strip_suffix('$').unwrap_or(&rest[..open]);
        out.push_str(prefix);
        out.push_str(&printed_word(name));
        rest = rest[name_start + name_len + 1..].to_string();
    }
    out
}

fn printed_word(name: &str) -> String {
    if STATUSES.contains(&name) {
        return format!("[[{}]]", title(name));
    }
    if let Some((_, word)) = KEYWORDS.iter().find(|(k, _)| *k == name) {
        return format!("[{word}]");
    }
    for (prefix, word) in [("TOUGH_", "Tough"), ("SCOUT_", "Scout")] {
        if let Some(n) = name.strip_prefix(prefix) {
            return format!("[{word} {n}]");
        }
    }
    if let Some(base) = name.strip_suffix("_CHA_P") {
        if STATUSES.contains(&base) {
            return format!("[[{}]]", title(base));
        }
        if let Some((_, word)) = KEYWORDS.iter().find(|(k, _)| *k == base) {
            return format!("[{word}]");
        }
    }
    format!("[{name}]")
}

/// `FLEETING` → `Fleeting`.
fn title(name: &str) -> String {
    let lower = name.to_lowercase();
    let mut c = lower.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The abilities a part is checked in: the part in its place, with a plain trigger or
/// output around it. An output is also tried alone, since some are passives or keyword
/// lines (`I am <DEFENDER>.`).
pub fn compose(part: &UniquePart) -> Vec<String> {
    let text = to_printed(part.text.trim());
    match part.kind {
        PartKind::Trigger => vec![format!("{text} Draw a card.")],
        PartKind::Condition => match text.strip_suffix(':') {
            // `If I have 3 or more boosts:` → `If I have 3 or more boosts, draw a card.`
            Some(lead) => vec![format!("{{J}} {lead}, draw a card.")],
            None => vec![format!("{{J}} {text} Draw a card.")],
        },
        PartKind::Output => vec![format!("{{J}} {text}"), text],
    }
}

/// A Unique Character with one ability, as a card file.
pub fn unique_card(ability: &str) -> String {
    format!(
        "name: Unique\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Unique\n\
         cost: hand 3, reserve 3\nstats: forest 2, mountain 2, water 2\n\n{ability}\n"
    )
}

/// How one part fared: the best status over the abilities it was composed into.
#[derive(Debug, Clone, Serialize)]
pub struct PartResult {
    /// The part's id.
    pub id: u32,
    /// Its kind.
    pub kind: PartKind,
    /// The text as given.
    pub text: String,
    /// The ability that fared best.
    pub ability: String,
    /// `ok`, `unsupported` or `error`.
    pub status: &'static str,
    /// The first error, when `error`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Checks every part.
pub fn check_parts(parts: &[UniquePart]) -> Vec<PartResult> {
    parts
        .iter()
        .map(|part| {
            let mut best: Option<PartResult> = None;
            for ability in compose(part) {
                let report = check_source(&unique_card(&ability));
                let status = report.status.as_str();
                let rank = rank_of(status);
                let better = best.as_ref().is_none_or(|b| rank > rank_of(b.status));
                if better {
                    let error = (rank == 0).then(|| {
                        report
                            .diagnostics
                            .iter()
                            .find(|d| d.severity() == Some(miette::Severity::Error) || d.severity().is_none())
                            .map(|d| d.to_string())
                            .unwrap_or_default()
                    });
                    best = Some(PartResult {
                        id: part.id,
                        kind: part.kind,
                        text: part.text.clone(),
                        ability,
                        status,
                        error,
                    });
                }
            }
            best.expect("compose gives at least one ability")
        })
        .collect()
}

fn rank_of(status: &str) -> u8 {
    match status {
        "ok" => 2,
        "unsupported" => 1,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_keywords_and_tokens_map_to_printed_markup() {
        assert_eq!(to_printed("I gain <FLEETING>."), "I gain [[Fleeting]].");
        assert_eq!(to_printed("I lose $<FLEETING>."), "I lose [[Fleeting]].");
        assert_eq!(
            to_printed("Target Character gains [ANCHORED]."),
            "Target Character gains [[Anchored]]."
        );
        assert_eq!(to_printed("I am <DEFENDER>."), "I am [Defender].");
        assert_eq!(
            to_printed("Each player may <RESUPPLY_INF>."),
            "Each player may [Resupply]."
        );
        assert_eq!(to_printed("I have <TOUGH_X>, where"), "I have [Tough X], where");
        assert_eq!(
            to_printed("If you control two or more [BOOSTED_CHA_P] Characters:"),
            "If you control two or more [[Boosted]] Characters:"
        );
        assert_eq!(
            to_printed("Create an <ORDIS_RECRUIT> Soldier token."),
            "Create an [ORDIS_RECRUIT] Soldier token."
        );
        // printed markup and other brackets pass through
        assert_eq!(to_printed("gains [[Asleep]] and {V}."), "gains [[Asleep]] and {V}.");
        assert_eq!(to_printed("My Expedition [ASCENDS]."), "My Expedition [ASCENDS].");
    }

    #[test]
    fn parts_are_composed_in_their_place() {
        let part = |kind, text: &str| UniquePart {
            id: 0,
            kind,
            text: text.into(),
        };
        assert_eq!(
            compose(&part(PartKind::Trigger, "When I'm sacrificed —")),
            ["When I'm sacrificed — Draw a card."]
        );
        assert_eq!(
            compose(&part(PartKind::Condition, "If I have 3 or more boosts:")),
            ["{J} If I have 3 or more boosts, draw a card."]
        );
        assert_eq!(
            compose(&part(PartKind::Output, "I am <DEFENDER>.")),
            ["{J} I am [Defender].", "I am [Defender]."]
        );
    }

    #[test]
    fn a_composed_part_is_a_valid_unique_card() {
        let results = check_parts(&[UniquePart {
            id: 1,
            kind: PartKind::Output,
            text: "Draw a card.".into(),
        }]);
        assert_ne!(results[0].status, "error", "{:?}", results[0]);
    }
}
