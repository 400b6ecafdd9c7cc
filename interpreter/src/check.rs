//! `check_source`: one card file's text in, its verdict and every diagnostic out.

use miette::{Diagnostic, Severity};

use altered_grammar::{Card, ParseError};

use crate::checks::{check_card, CheckError};
use crate::lexicon::Lexicon;

/// The diagnostics of one file a report holds; past them, one
/// [`TooManyDiagnostics`] counts the rest. A file of many good lines each with a
/// problem would otherwise make a report, an `altered-check --format json` document or a
/// `check_card` answer as large as the file times the size of a diagnostic.
pub const MAX_DIAGNOSTICS: usize = 500;

/// The diagnostics of a file past [`MAX_DIAGNOSTICS`], counted: `altered::check::too_many_diagnostics`.
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error("{count} more problems in this file are not listed")]
#[diagnostic(
    code(altered::check::too_many_diagnostics),
    severity(Advice),
    help("fix the problems listed, then check the file again")
)]
pub struct TooManyDiagnostics {
    /// The diagnostics not listed.
    pub count: usize,
    /// Where the first of them is.
    #[label("the first problem not listed")]
    pub span: miette::SourceSpan,
}

/// The verdict on one card file (DESIGN.md, Diagnostics).
///
/// # Examples
///
/// ```
/// use altered_interpreter::{check_source, Status};
/// let card = "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///             cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n";
/// assert_eq!(check_source(&format!("{card}etb Draw a card.\n")).status, Status::Ok);
/// // Parses and checks, but the interpreter has no behaviour for it yet (a warning says so).
/// // (Giving a quoted ability by an effect is not run yet.)
/// let quoted = "etb Target Character gains \"exhaust: Draw a card.\".\n";
/// assert_eq!(check_source(&format!("{card}{quoted}")).status, Status::Unsupported);
/// // Not a sentence of the language.
/// assert_eq!(check_source(&format!("{card}etb Flip a coin.\n")).status, Status::Error);
/// assert_eq!(Status::Error.as_str(), "error");
/// assert!(Status::Ok < Status::Unsupported && Status::Unsupported < Status::Error);
/// ```
// Not `#[non_exhaustive]`: the three verdicts are the design's (DESIGN.md, Diagnostics), and
// the JSON summary has a count for each; a fourth would change the report format too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    /// Parses, checks, and every part has behaviour.
    Ok,
    /// Parses and checks, but some part has no behaviour yet (a warning names it).
    Unsupported,
    /// Does not parse or fails a check.
    Error,
}

impl Status {
    /// The lower-case word used in reports and JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Unsupported => "unsupported",
            Status::Error => "error",
        }
    }
}

/// Everything found in one card file.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{check_source, Status};
/// // `stats` is missing, and `Drow` is not a word of the language: both are reported.
/// let report = check_source(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\n\netb Drow a card.\n",
/// );
/// assert_eq!(report.status, Status::Error);
/// let codes: Vec<String> = report.diagnostics.iter().filter_map(|d| d.code()).map(|c| c.to_string()).collect();
/// assert!(codes.contains(&"altered::check::missing_stats".to_string()), "{codes:?}");
/// assert!(codes.iter().any(|c| c.starts_with("altered::parse::")), "{codes:?}");
/// ```
#[derive(Debug)]
pub struct CardReport {
    /// The verdict.
    pub status: Status,
    /// Every problem in the file, in source order. Spans are byte offsets into the
    /// whole file.
    pub diagnostics: Vec<Box<dyn Diagnostic + Send + Sync + 'static>>,
}

/// Parse and check the text of one card file.
///
/// Every parse error is reported; when the header could be read, the checks run on the
/// abilities that parsed. The status is `error` if any diagnostic is an error (a
/// diagnostic without a severity counts as one), else `unsupported` if any ability has
/// no behaviour yet, else `ok`.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{check_source, Status};
/// let report = check_source(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\netb Draw a card.\n",
/// );
/// assert_eq!(report.status, Status::Ok);
/// assert!(report.diagnostics.is_empty());
/// // Any input is a verdict, never a panic.
/// assert_eq!(check_source("\u{0}not a card").status, Status::Error);
/// ```
pub fn check_source(source: &str) -> CardReport {
    check_source_in(source, Lexicon::bundled())
}

/// Parse and check the text of one card file against a pool's lexicon: the sub-types,
/// counters, rarities and token cards it may name (see [`check_source`], which uses the
/// bundled pool's).
///
/// # Examples
///
/// ```
/// use altered_interpreter::{check_source, check_source_in, Lexicon, Status};
/// let golem = "name: Golem\ntype: Character — Golem\nfaction: Axiom\nrarity: Common\n\
///              cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\n\n";
/// assert_eq!(check_source(golem).status, Status::Error);
/// let mut pool = Lexicon::builder();
/// pool.declarations("set.vocab".as_ref(), "subtypes: Golem\n");
/// let (lexicon, problems) = pool.build();
/// assert!(problems.is_empty());
/// assert_eq!(check_source_in(golem, &lexicon).status, Status::Ok);
/// ```
pub fn check_source_in(source: &str, lexicon: &Lexicon) -> CardReport {
    let (card, parse_errors) = altered_grammar::parse_card(source);
    // The checks compile the abilities (`no_behaviour`): with the pool's definitions.
    let definitions = crate::compile::defined_scope(lexicon);
    let mut checks = card
        .as_ref()
        .map(|c| check_card(c, lexicon, source))
        .unwrap_or_default();
    drop(definitions);
    if let Some(card) = &card {
        checks.retain(|c| !follows_from_parse_errors(c, card, &parse_errors));
    }
    let unsupported = checks.iter().any(|c| matches!(c, CheckError::NoBehaviour { .. }));

    let mut found: Vec<(usize, Box<dyn Diagnostic + Send + Sync + 'static>)> =
        Vec::with_capacity(parse_errors.len() + checks.len());
    found.extend(
        parse_errors
            .into_iter()
            .map(|e| (e.span().start, Box::new(e) as Box<_>)),
    );
    found.extend(checks.into_iter().map(|c| (c.span().start, Box::new(c) as Box<_>)));
    // Stable: diagnostics at the same place keep parse errors first, then check order.
    found.sort_by_key(|(start, _)| *start);
    let mut diagnostics: Vec<_> = found.into_iter().map(|(_, d)| d).collect();

    let error = diagnostics
        .iter()
        .any(|d| matches!(d.severity(), None | Some(Severity::Error)));
    if diagnostics.len() > MAX_DIAGNOSTICS {
        let at = diagnostics[MAX_DIAGNOSTICS]
            .labels()
            .and_then(|mut l| l.next())
            .map_or(0, |l| l.offset());
        let count = diagnostics.len() - MAX_DIAGNOSTICS;
        diagnostics.truncate(MAX_DIAGNOSTICS);
        diagnostics.push(Box::new(TooManyDiagnostics {
            count,
            span: (at, 0).into(),
        }));
    }
    let status = if error {
        Status::Error
    } else if unsupported {
        Status::Unsupported
    } else {
        Status::Ok
    };
    CardReport { status, diagnostics }
}

/// Whether `check` only repeats, or guesses on top of, a parse error: such a diagnostic
/// would send the designer after a problem that is not there, or bury the real one.
///
/// - A header value that did not read (`cost: hand x`), or a misspelt key with a
///   suggestion (`cots:`), leaves the field unset; saying it is missing as well would be
///   wrong (it is there, only misspelt).
/// - Inside an ability that holds a parse error, what the checks see is what the parser
///   could make of it (an unknown trigger is read as some phase, say): nothing said about
///   it can be trusted until the error is fixed.
/// - `no_behaviour` only explains why a card is `unsupported`; a card with a parse error
///   is `error`, and the warning would be one more line to read on every ability.
fn follows_from_parse_errors(check: &CheckError, card: &Card, parse_errors: &[ParseError]) -> bool {
    if parse_errors.is_empty() {
        return false;
    }
    let field = match check {
        CheckError::NoBehaviour { .. } => return true,
        CheckError::MissingCost { .. } => Some("cost"),
        CheckError::MissingStats { .. } => Some("stats"),
        CheckError::MissingLimits { .. } => Some("limits"),
        _ => None,
    };
    if let Some(field) = field {
        if parse_errors.iter().any(|e| e.unread_field() == Some(field)) {
            return true;
        }
    }
    let at = check.span().start;
    card.abilities
        .iter()
        .chain(&card.support)
        .filter(|a| a.span.start <= at && at < a.span.end.max(a.span.start + 1))
        .any(|a| {
            parse_errors.iter().any(|e| {
                let s = e.span();
                a.span.start <= s.start && s.end <= a.span.end
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::test_util::{CHARACTER, SPELL};

    /// Issue 18: a report is bounded, however many good lines with a problem a file has.
    #[test]
    fn a_report_lists_at_most_max_diagnostics_and_counts_the_rest() {
        let lines = "etb Target Robotx gains 1 boost.\n".repeat(MAX_DIAGNOSTICS + 20);
        let source = format!("{CHARACTER}{lines}");
        let report = check_source(&source);
        assert_eq!(report.status, Status::Error);
        assert_eq!(report.diagnostics.len(), MAX_DIAGNOSTICS + 1);
        let last = report.diagnostics.last().unwrap();
        assert_eq!(last.code().unwrap().to_string(), "altered::check::too_many_diagnostics");
        assert_eq!(last.to_string(), "20 more problems in this file are not listed");
        // It points at the first problem not listed: line 501 of the abilities.
        let at = last.labels().unwrap().next().unwrap().offset();
        assert_eq!(source[..at].matches("Robotx").count(), MAX_DIAGNOSTICS);
    }

    #[test]
    fn parse_errors_make_the_card_an_error() {
        let report = check_source(&format!("{SPELL}Frobnicate the widget.\n"));
        assert_eq!(report.status, Status::Error);
        assert!(report
            .diagnostics
            .iter()
            .any(|d| d.code().unwrap().to_string().starts_with("altered::parse::")));
    }

    #[test]
    fn warnings_alone_leave_the_card_ok() {
        let report = check_source(&format!(
            "{CHARACTER}etb Create a Brassbug 2/2/2 token in my Expedition.\n"
        ));
        assert_eq!(report.status, Status::Ok, "{report:?}");
        assert_eq!(report.diagnostics.len(), 1);
    }

    fn all_codes(source: &str) -> Vec<String> {
        check_source(source)
            .diagnostics
            .iter()
            .map(|d| d.code().map(|c| c.to_string()).unwrap_or_default())
            .collect()
    }

    #[test]
    fn a_header_value_that_does_not_read_is_not_also_missing() {
        for (from, to, code) in [
            ("cost: hand 1, reserve 1", "cost: hand x", "altered::parse::bad_value"),
            (
                "cost: hand 1, reserve 1",
                "cots: hand 1, reserve 1",
                "altered::parse::unknown_field",
            ),
            (
                "stats: forest 1, mountain 1, water 1",
                "stats: 1/1/1",
                "altered::parse::bad_value",
            ),
        ] {
            let codes = all_codes(&CHARACTER.replace(from, to));
            assert_eq!(codes, [code], "{to}");
        }
        let hero = crate::checks::test_util::HERO.replace("limits: reserve 2, landmarks 2", "limits: 2, 2");
        assert_eq!(all_codes(&hero), ["altered::parse::bad_value"]);
        // A key too far from any field says nothing about which one is meant.
        let codes = all_codes(&CHARACTER.replace("cost:", "price:"));
        assert!(codes.contains(&"altered::check::missing_cost".to_string()), "{codes:?}");
    }

    #[test]
    fn a_card_with_a_parse_error_gets_no_warnings_about_its_failed_parts() {
        // The unknown trigger is lowered as some phase; the sub-type inside the failed
        // ability, and `no_behaviour` anywhere, would only add noise to the real error.
        let source = format!(
            "{}At Sunrise | Create a Brassbug 2/2/2 Robto token.\nexhaust: You may reveal a Character from your hand.\n",
            CHARACTER.replace("— Robot", "— Robto")
        );
        let codes = all_codes(&source);
        assert_eq!(
            codes,
            ["altered::check::unknown_subtype", "altered::parse::unknown_trigger"],
            "the header's sub-type is still reported"
        );
        // Without the parse error, both abilities carry their warnings.
        let fine = source.replace("Sunrise", "Noon");
        let codes = all_codes(&fine);
        assert_eq!(
            codes.iter().filter(|c| *c == "altered::check::no_behaviour").count(),
            2,
            "{codes:?}"
        );
        assert_eq!(
            codes.iter().filter(|c| *c == "altered::check::unknown_subtype").count(),
            2,
            "{codes:?}"
        );
    }

    #[test]
    fn diagnostics_are_in_source_order() {
        let source = format!(
            "{}Draw a card.\nsupport: Draw a card.\n",
            CHARACTER.replace("— Robot", "— Robto")
        );
        let report = check_source(&source);
        assert_eq!(report.status, Status::Error);
        let starts: Vec<usize> = report
            .diagnostics
            .iter()
            .map(|d| d.labels().and_then(|mut l| l.next()).map(|l| l.offset()).unwrap_or(0))
            .collect();
        let mut sorted = starts.clone();
        sorted.sort();
        assert_eq!(starts, sorted);
        assert!(starts.len() >= 5, "{report:?}");
    }
}
