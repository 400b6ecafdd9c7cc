//! `altered::check::missing_keyword_parameter` (error).
//!
//! **Catches** `Tough` or `Scout` written without its number, on a keyword line, in a
//! gain (`gains Tough`) or in a passive (`Characters you control are Tough`).
//!
//! **Why:** the number is the keyword: Tough N is what opponents pay to target the card
//! (CR 7.4.7), Scout N what playing it from hand costs (CR 7.4.5). Without it the
//! keyword does nothing the engine could run.
//!
//! **Fix:** write the number as printed: `Tough 1`, `Scout 2`.

use altered_grammar::{Card, Keyword, Span};

use super::CheckError;
use crate::walk::{walk_card, Visitor};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    walk_card(card, &mut Keywords { out });
}

struct Keywords<'a> {
    out: &'a mut Vec<CheckError>,
}

impl Visitor for Keywords<'_> {
    fn keyword(&mut self, keyword: &Keyword, span: Span) {
        if keyword.name.takes_parameter() && keyword.param.is_none() {
            self.out.push(CheckError::MissingKeywordParameter {
                keyword: keyword.name,
                span,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::missing_keyword_parameter";

    #[test]
    fn flags_tough_and_scout_without_number() {
        for (bad, good) in [
            ("Tough.", "Tough 1."),
            ("[Scout].", "[Scout] {2}."),
            (
                "etb Target Character gains Tough.",
                "etb Target Character gains Tough 1.",
            ),
            (
                "Characters you control are Tough.",
                "Characters you control are Tough 2.",
            ),
        ] {
            assert!(codes(&format!("{CHARACTER}{bad}\n")).iter().any(|c| c == CODE), "{bad}");
            assert!(
                codes(&format!("{CHARACTER}{good}\n")).iter().all(|c| c != CODE),
                "{good}"
            );
        }
    }
}
