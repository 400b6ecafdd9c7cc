//! `altered::check::unexpected_keyword_parameter` (error).
//!
//! **Catches** a number after a keyword that takes none: `Defender 2`, `gains Eternal 1`.
//!
//! **Why:** only Tough and Scout take a number (CR 7.4); on any other keyword the
//! number means nothing, and is most often a Tough or Scout written as the wrong
//! keyword.
//!
//! **Fix:** remove the number, or write the keyword that takes it.

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
        if !keyword.name.takes_parameter() && keyword.param.is_some() {
            self.out.push(CheckError::UnexpectedKeywordParameter {
                keyword: keyword.name,
                span,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::unexpected_keyword_parameter";

    #[test]
    fn flags_a_number_on_defender() {
        for (bad, good) in [
            ("Defender 2.", "Defender."),
            (
                "etb Target Character gains Eternal 1.",
                "etb Target Character gains Eternal.",
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
