//! `altered::check::bad_token_stats` (error).
//!
//! **Catches** a token with a statistic over 20: `Create a Brassbug 22/2/2 Robot token`.
//!
//! **Why:** the largest printed token is 5/5/5; a statistic over 20 is a typo (a digit
//! doubled, a missing `/`) that would make the token win every terrain it is in.
//!
//! **Fix:** write the statistics as printed, forest/mountain/water.

use altered_grammar::{Card, TokenTemplate};

use super::CheckError;
use crate::walk::{walk_card, Visitor};

/// The largest token statistic accepted.
const MAX: u8 = 20;

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    walk_card(card, &mut Tokens { out });
}

struct Tokens<'a> {
    out: &'a mut Vec<CheckError>,
}

impl Visitor for Tokens<'_> {
    fn token(&mut self, token: &TokenTemplate) {
        let Some(s) = token.stats else { return };
        if s.forest > MAX || s.mountain > MAX || s.water > MAX {
            self.out.push(CheckError::BadTokenStats {
                name: token.name.node.clone(),
                forest: s.forest,
                mountain: s.mountain,
                water: s.water,
                max: MAX,
                span: token.name.span,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, SPELL};

    const CODE: &str = "altered::check::bad_token_stats";

    #[test]
    fn flags_a_statistic_over_twenty() {
        let bad = format!("{SPELL}Create a Brassbug 22/2/2 Robot token in my Expedition.\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        let good = format!("{SPELL}Create a Brassbug 20/2/2 Robot token in my Expedition.\n");
        assert!(codes(&good).iter().all(|c| c != CODE));
    }
}
