//! `altered::check::token_without_subtype` (warning).
//!
//! **Catches** a token template with statistics but without a sub-type: `Create a
//! Brassbug 2/2/2 token` (a token named alone, `a [Brassbug] token`, has its card's).
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
        // A token named alone (`a [Lantern] token`) is its token card's, sub-types and
        // all (CR 1.1.7.b); a name no card has is `unknown_token`.
        if token.subtypes.is_empty() && token.stats.is_some() {
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
        let by_name = format!("{SPELL}Create a [Brassbug] token in my Expedition.\n");
        assert!(codes(&by_name).iter().all(|c| c != CODE));
        assert!(codes(&good).iter().all(|c| c != CODE));
    }
}
