//! `check_source`: one card file's text in, its verdict and every diagnostic out.

use miette::{Diagnostic, Severity};

use crate::checks::{check_card, CheckError};

/// The verdict on one card file (DESIGN.md, Diagnostics).
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
pub fn check_source(source: &str) -> CardReport {
    let (card, parse_errors) = altered_grammar::parse_card(source);
    let checks = card.as_ref().map(check_card).unwrap_or_default();
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
    let diagnostics: Vec<_> = found.into_iter().map(|(_, d)| d).collect();

    let error = diagnostics
        .iter()
        .any(|d| matches!(d.severity(), None | Some(Severity::Error)));
    let status = if error {
        Status::Error
    } else if unsupported {
        Status::Unsupported
    } else {
        Status::Ok
    };
    CardReport { status, diagnostics }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::test_util::{CHARACTER, SPELL};

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
        let report = check_source(&CHARACTER.replace("— Robot", "— Robto"));
        assert_eq!(report.status, Status::Ok, "{report:?}");
        assert_eq!(report.diagnostics.len(), 1);
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
