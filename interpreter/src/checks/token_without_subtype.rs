//! `altered::check::token_without_subtype` (warning).
//!
//! **Catches** a token created without a sub-type: `Create a Brassbug 2/2/2 token`.
//!
//! **Why:** every printed token has a sub-type (Robot, Soldier, Illusion, …), and
//! abilities count and target tokens by it (`Robots you control`); a token without one
//! is most often a sub-type left out by mistake.
//!
//! **Fix:** write the sub-type after the statistics: `Brassbug 2/2/2 Robot token`.

use altered_grammar::{Card, TokenTemplate};

use super::CheckError;
use crate::walk::{walk_card, Visitor};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    walk_card(card, &mut Tokens { out });
}

struct Tokens<'a> {
    out: &'a mut Vec<CheckError>,
}

impl Visitor for Tokens<'_> {
    fn token(&mut self, token: &TokenTemplate) {
        if token.subtypes.is_empty() {
            self.out.push(CheckError::TokenWithoutSubtype {
                name: token.name.node.clone(),
                span: token.name.span,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, SPELL};

    const CODE: &str = "altered::check::token_without_subtype";

    #[test]
    fn flags_a_token_without_subtype() {
        let bad = format!("{SPELL}Create a Brassbug 2/2/2 token in my Expedition.\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        let good = format!("{SPELL}Create a Brassbug 2/2/2 Robot token in my Expedition.\n");
        assert!(codes(&good).iter().all(|c| c != CODE));
    }
}
