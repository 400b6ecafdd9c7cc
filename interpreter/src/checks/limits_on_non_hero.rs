//! `altered::check::limits_on_non_hero` (error).
//!
//! **Catches** a `limits:` header line on a card that is not a Hero.
//!
//! **Why:** the reserve and landmark limits applied at Clean-up are printed on the Hero
//! only (CR 2.2.8); on another card they mean nothing and suggest the wrong `type:`.
//!
//! **Fix:** remove the `limits:` line, or correct the `type:` line.

use altered_grammar::{Card, CardType};

use super::{card_type, CheckError};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let (Some((ty, _)), Some(limits)) = (card_type(card), &card.header.limits) else {
        return;
    };
    if ty != CardType::Hero {
        out.push(CheckError::LimitsOnNonHero {
            card_type: ty,
            span: limits.span,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, SPELL};

    const CODE: &str = "altered::check::limits_on_non_hero";

    #[test]
    fn flags_limits_on_a_spell() {
        let bad = SPELL.replace("\n\n", "\nlimits: reserve 2, landmarks 2\n\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        assert!(codes(SPELL).iter().all(|c| c != CODE));
    }
}
