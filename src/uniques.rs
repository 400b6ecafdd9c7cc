//! `altered uniques`: the parts Unique abilities are built from, checked in place.
//!
//! A Unique card's ability is composed of a trigger, an optional condition and an output
//! (`tests/data/uniques/unique_ability_parts.jsonl`, a copy of the shared source data, one
//! part per line). The parts
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

/// The parts file bundled in the repository, relative to its root.
pub const BUNDLED_PARTS: &str = "tests/data/uniques/unique_ability_parts.jsonl";

/// The parts file `altered uniques` reads when none is named: the copy bundled in the
/// repository, relative to where it runs (its root).
pub fn default_parts_path() -> std::path::PathBuf {
    BUNDLED_PARTS.into()
}

/// Reads a parts file (JSON lines); blank lines are skipped.
pub fn read_parts(path: &Path) -> Result<Vec<UniquePart>, UniquesError> {
    let name = path.display().to_string();
    // The one bounded reader (a parts file of every set is a few hundred kilobytes).
    let text = altered_interpreter::files::read_text(path, 64 * 1024 * 1024).map_err(|e| UniquesError::Io {
        path: name.clone(),
        source: match e {
            altered_interpreter::files::FileError::Io(e) => e,
            other => std::io::Error::other(other.to_string()),
        },
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
/// Ascended is the status an Expedition gains when it ascends (CR 2.4.1.a, 2.4.3).
const STATUSES: [&str; 6] = ["FLEETING", "ANCHORED", "ASLEEP", "BOOSTED", "EXHAUSTED", "ASCENDED"];

/// Community markup names of keyword abilities and keyword actions, and their printed
/// form (keyword actions in brackets, as altered.gg prints `[Resupply]`).
const KEYWORDS: [(&str, &str); 14] = [
    ("DEFENDER", "Defender"),
    ("GIGANTIC", "Gigantic"),
    ("SEASONED", "Seasoned"),
    ("ETERNAL", "Eternal"),
    ("COOLDOWN", "Cooldown"),
    ("RESUPPLY", "Resupply"),
    ("RESUPPLIES", "Resupplies"),
    ("EXHAUSTED_RESUPPLY", "Exhausted Resupply"),
    ("EXHAUSTED_RESUPPLIES", "Exhausted Resupplies"),
    ("SABOTAGE", "Sabotage"),
    ("AFTER_YOU", "After You"),
    ("AUGMENT", "Augment"),
    // CR 7.3.3 Ascend and 7.3.29 Rush, keyword actions of CR 4.0
    ("ASCENDS", "Ascends"),
    ("RUSH", "Rush"),
];

/// Suffixes the community markup adds to a keyword's name for the same word in another
/// grammatical position: `_INF` (`may Resupply`), `_T` (`does Resupply`), `_LOW`
/// (lower case in a sentence, `resupply it`), `_YOU` (`you Resupply`), `_IMP` (an
/// imperative). None changes the printed word.
const FORM_SUFFIXES: [&str; 5] = ["_INF", "_T", "_LOW", "_YOU", "_IMP"];

/// Suffixes that make a status an adjective: `_S` (singular), `_P` (plural), `_CHA_P`
/// (plural, of Characters).
const ADJECTIVE_SUFFIXES: [&str; 3] = ["_CHA_P", "_S", "_P"];

/// Tokens of the card pool whose printed template has statistics, written in printed
/// markup as altered.gg prints them (`[Ordis Recruit 1/1/1] Soldier token`, CR 7.3.5.b
/// and its example). Other token names stay references (`[AEROLITH]`).
const TOKENS: [(&str, &str); 3] = [
    ("ORDIS_RECRUIT", "Ordis Recruit 1/1/1"),
    ("BRASSBUG", "Brassbug 2/2/2"),
    ("MANA_MOTH", "Mana Moth 2/2/2"),
];

/// Community markup names that are plain words in printed text.
const PHRASES: [(&str, &str); 2] = [
    // CR 4.2.4.k: an Expedition "moves forward due to Ascend"
    ("DUE_TO_ASCENSION", "due to Ascend"),
    // `If I'm <IN_CONTACT>:`; a later set's word, not in CR 4.0: the language reads it
    // and the interpreter says it does not run it
    ("IN_CONTACT", "in contact"),
];

/// Maps one part from the community markup to the printed markup (the whole table is in
/// docs/uniques.md):
///
/// | community | printed |
/// |---|---|
/// | `<FLEETING>`, `[ANCHORED]`, `$<FLEETING>` (a status) | `[[Fleeting]]`, `[[Anchored]]` |
/// | `[BOOSTED_CHA_P]`, `[ASCENDED_S]`, `[ASCENDED_P]` (a status as an adjective) | `[[Boosted]]`, `[[Ascended]]` |
/// | `<DEFENDER>`, `<SABOTAGE>`, `<RESUPPLY_INF>`, `[AFTER_YOU]`, `<ASCENDS>`, `<RUSH>` (a keyword) | `[Defender]`, `[Sabotage]`, `[Resupply]`, `[After You]`, `[Ascends]`, `[Rush]` |
/// | `<TOUGH_1>`, `<TOUGH_X>`, `[SCOUT_2]` | `[Tough 1]`, `[Tough X]`, `[Scout 2]` |
/// | `<ORDIS_RECRUIT>`, `<BRASSBUG>`, `<MANA_MOTH>` (a token of the pool) | `[Ordis Recruit 1/1/1]`, `[Brassbug 2/2/2]`, `[Mana Moth 2/2/2]` |
/// | `<AEROLITH>`, `[MANASEED]` (another token) | `[AEROLITH]`, `[MANASEED]` (a token reference) |
/// | `[DUE_TO_ASCENSION]`, `<IN_CONTACT>` | `due to Ascend`, `in contact` |
/// | anything else (`<GIFT>`, `[COMPLETED_LOW]`: later sets' words) | `[NAME]`, which the language reports as unknown |
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
    if let Some(word) = keyword(name) {
        return format!("[{word}]");
    }
    if let Some((_, token)) = TOKENS.iter().find(|(k, _)| *k == name) {
        return format!("[{token}]");
    }
    if let Some((_, phrase)) = PHRASES.iter().find(|(k, _)| *k == name) {
        return (*phrase).to_string();
    }
    for (prefix, word) in [("TOUGH_", "Tough"), ("SCOUT_", "Scout")] {
        if let Some(n) = name.strip_prefix(prefix) {
            return format!("[{word} {n}]");
        }
    }
    for suffix in ADJECTIVE_SUFFIXES {
        if let Some(base) = name.strip_suffix(suffix) {
            if STATUSES.contains(&base) {
                return format!("[[{}]]", title(base));
            }
            if let Some(word) = keyword(base) {
                return format!("[{word}]");
            }
        }
    }
    format!("[{name}]")
}

/// The printed keyword of a markup name, in any of its grammatical forms.
fn keyword(name: &str) -> Option<&'static str> {
    let lookup = |n: &str| KEYWORDS.iter().find(|(k, _)| *k == n).map(|(_, w)| *w);
    lookup(name).or_else(|| FORM_SUFFIXES.iter().find_map(|s| name.strip_suffix(s)).and_then(lookup))
}

/// `FLEETING` → `Fleeting`.
fn title(name: &str) -> String {
    let lower = name.to_lowercase();
    let mut c = lower.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The lines of a part: printed text separates abilities, and the bullets of a modal
/// ability, by two spaces (`<GIGANTIC>.  {J} …`, `Choose one:  • …  • …`); some parts
/// separate bullets by one space only, so a `•` always starts a line.
fn lines_of(text: &str) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (at, _) in text.match_indices("  ") {
        let before = text[..at].trim_end();
        let after = text[at..].trim_start();
        // a doubled space inside a sentence (`Characters  your opponents play`) is only
        // a typo: a new ability starts after the end of a sentence or a reminder
        let ends = before.ends_with(['.', ':', ')', '"', '”']) || after.starts_with('•');
        if ends && at >= start {
            pieces.push(&text[start..at]);
            start = at;
        }
    }
    pieces.push(&text[start..]);
    pieces
        .into_iter()
        .flat_map(|piece| {
            let mut lines = Vec::new();
            let mut rest = piece.trim();
            while let Some((at, _)) = rest.char_indices().skip(1).find(|&(_, c)| c == '•') {
                lines.push(&rest[..at]);
                rest = &rest[at..];
            }
            lines.push(rest);
            lines
        })
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

/// `4+:`, `1-3:`: a range that heads a bullet under a `depending on` or die-roll header.
fn is_range_head(line: &str) -> bool {
    line.strip_suffix(':').is_some_and(|r| {
        let r = r.strip_suffix('+').unwrap_or(r);
        !r.is_empty() && r.chars().all(|c| c.is_ascii_digit() || c == '-')
    })
}

/// The header a range bullet stands under, as printed on the Unique part that opens one
/// (`… Then, depending on the number of boosts removed this way:  • 1+: …`).
const RANGE_HEADER: &str =
    "{J} Remove all boosts from Characters in play and in Reserve. Then, depending on the number of boosts removed this way:";

/// The plain effect a trigger or condition is composed with.
const PLAIN_EFFECT: &str = "Draw a card.";

/// The abilities (card body lines) a part is checked in: the part in its place, with a
/// plain trigger or output around it. An output is also tried alone, since some are
/// passives or keyword lines (`I am <DEFENDER>.`). A part that starts with `{I}` is a
/// support ability (the marker of a support reaction or passive), so it is composed in
/// the support box.
pub fn compose(part: &UniquePart) -> Vec<String> {
    let text = to_printed(part.text.trim());
    let mut lines = lines_of(&text);
    if lines.is_empty() {
        lines.push(String::new());
    }
    // `{I}` marks a support reaction or passive, `{D}` is the support cost (CR 2.2.10.d)
    let support = lines[0].starts_with("{I}") || lines[0].starts_with("{D}");
    let bodies = match part.kind {
        PartKind::Trigger => {
            let first = &mut lines[0];
            if matches!(first.as_str(), "{D}" | "{T}") {
                // a cost symbol: a support or exhaust quick action (CR 2.2.10.d)
                first.push(':');
            } else if first == "{I}" {
                // the marker alone stands before a trigger
                first.push_str(" At Noon —");
            }
            let last = lines.last_mut().expect("one line at least");
            last.push(' ');
            last.push_str(PLAIN_EFFECT);
            vec![lines.join("\n")]
        }
        PartKind::Condition => {
            if is_range_head(&lines[0]) {
                lines[0] = format!("• {}", lines[0]);
                lines.insert(0, RANGE_HEADER.to_string());
            } else {
                lines[0] = format!("{{J}} {}", lines[0]);
            }
            let last = lines.last_mut().expect("one line at least");
            match last.strip_suffix(':') {
                // `• 1+:` → `• 1+: Draw a card.`
                Some(_) if last.starts_with('•') => {
                    last.push(' ');
                    last.push_str(PLAIN_EFFECT);
                }
                // `If I have 3 or more boosts:` → `If I have 3 or more boosts, draw a card.`
                Some(lead) => *last = format!("{lead}, draw a card."),
                None => {
                    last.push(' ');
                    last.push_str(PLAIN_EFFECT);
                }
            }
            vec![lines.join("\n")]
        }
        PartKind::Output if support => vec![lines.join("\n")],
        PartKind::Output => {
            let alone = lines.join("\n");
            vec![format!("{{J}} {alone}"), alone]
        }
    };
    if support {
        bodies.into_iter().map(|b| format!("--- support ---\n{b}")).collect()
    } else {
        bodies
    }
}

/// A Unique Character with the given abilities (card body lines), as a card file.
pub fn unique_card(body: &str) -> String {
    format!(
        "name: Unique\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Unique\n\
         cost: hand 3, reserve 3\nstats: forest 2, mountain 2, water 2\n\n{body}\n"
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
            for composed in compose(part) {
                let mut ability = composed;
                let mut report = check_source(&unique_card(&ability));
                if let Some(split) = second_ability_on_its_line(&ability, &report) {
                    report = check_source(&unique_card(&split));
                    ability = split;
                }
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

/// A part that holds two abilities separated by one space only (`I am <ETERNAL>. At Night — I
/// lose 1 boost.`, where the printed card has two lines): the parser says where the second
/// ability starts (`two abilities on one line`, after checking that both halves parse), and
/// the part is checked as those two lines.
fn second_ability_on_its_line(body: &str, report: &altered_interpreter::CardReport) -> Option<String> {
    let d = report
        .diagnostics
        .iter()
        .find(|d| d.to_string() == "two abilities on one line")?;
    let at = d.labels()?.next()?.offset();
    // the body starts where the header of a card with no body ends
    let at = at.checked_sub(unique_card("").len() - 1)?;
    let (first, second) = (body.get(..at)?, body.get(at..)?);
    Some(format!("{}\n{}", first.trim_end(), second.trim_start()))
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
            to_printed("Create a <WOOLLYBACK> Animal token."),
            "Create a [WOOLLYBACK] Animal token."
        );
        // printed markup and other brackets pass through
        assert_eq!(to_printed("gains [[Asleep]] and {V}."), "gains [[Asleep]] and {V}.");
        assert_eq!(to_printed("My Expedition [ASCENDS]."), "My Expedition [Ascends].");
        assert_eq!(
            to_printed("When an opponent receives a <GIFT> —"),
            "When an opponent receives a [GIFT] —"
        );
    }

    #[test]
    fn every_grammatical_form_of_a_keyword_is_its_printed_word() {
        assert_eq!(
            to_printed("Target opponent may <EXHAUSTED_RESUPPLY_INF>."),
            "Target opponent may [Exhausted Resupply]."
        );
        assert_eq!(
            to_printed("Its owner <EXHAUSTED_RESUPPLIES>."),
            "Its owner [Exhausted Resupplies]."
        );
        assert_eq!(to_printed("<AUGMENT_IMP> target card."), "[Augment] target card.");
        assert_eq!(to_printed("You may <RUSH>."), "You may [Rush].");
        assert_eq!(
            to_printed("If none of your Expeditions are [ASCENDED_S]:"),
            "If none of your Expeditions are [[Ascended]]:"
        );
        assert_eq!(
            to_printed("When my Expedition moves forward [DUE_TO_ASCENSION] —"),
            "When my Expedition moves forward due to Ascend —"
        );
        assert_eq!(to_printed("If I'm <IN_CONTACT>:"), "If I'm in contact:");
    }

    #[test]
    fn tokens_of_the_pool_get_their_printed_statistics() {
        assert_eq!(
            to_printed("Create an <ORDIS_RECRUIT> Soldier token in my Expedition."),
            "Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition."
        );
        assert_eq!(
            to_printed("a <MANA_MOTH> Illusion token"),
            "a [Mana Moth 2/2/2] Illusion token"
        );
        assert_eq!(to_printed("an <AEROLITH> token"), "an [AEROLITH] token");
    }

    #[test]
    fn parts_split_into_ability_and_bullet_lines() {
        assert_eq!(
            lines_of("<GIGANTIC>.  {J} Draw a card."),
            ["<GIGANTIC>.", "{J} Draw a card."]
        );
        assert_eq!(
            lines_of("Choose one: • Draw a card. • {T} : I gain 1 boost."),
            ["Choose one:", "• Draw a card.", "• {T} : I gain 1 boost."]
        );
        // a doubled space inside a sentence is a typo, not a separator
        assert_eq!(
            lines_of("Characters  your opponents play can't cost less than {2}."),
            ["Characters your opponents play can't cost less than {2}."]
        );
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
        assert_eq!(
            compose(&part(PartKind::Trigger, "{D}")),
            ["--- support ---\n{D}: Draw a card."]
        );
        assert_eq!(
            compose(&part(PartKind::Trigger, "{I} When you pass —")),
            ["--- support ---\n{I} When you pass — Draw a card."]
        );
        assert_eq!(
            compose(&part(PartKind::Condition, "4+:")),
            [format!("{RANGE_HEADER}\n• 4+: Draw a card.")]
        );
    }

    /// Two abilities separated by one space only are checked as two lines, where the parser
    /// says the second starts; a single sentence the parser rejects stays an error.
    #[test]
    fn two_abilities_on_one_line_of_a_part_are_checked_as_two_lines() {
        let output = |text: &str| UniquePart {
            id: 1,
            kind: PartKind::Output,
            text: text.into(),
        };
        let results = check_parts(&[
            output("I am <ETERNAL>. At Night — I lose 1 boost."),
            output("Draw a card I gain 1 boost."),
        ]);
        assert_eq!(results[0].status, "ok", "{:?}", results[0]);
        assert_eq!(results[0].ability, "I am [Eternal].\nAt Night — I lose 1 boost.");
        assert_eq!(results[1].status, "error", "{:?}", results[1]);
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
