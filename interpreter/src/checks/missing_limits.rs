//! `altered::check::missing_limits` (error).
//!
//! **Catches** a Hero without a `limits:` header line.
//!
//! **Why:** at Clean-up each player keeps at most as many cards in Reserve and
//! Permanents in the Landmark zone as their Hero's limits say (CR 2.2.8, 4.3); without
//! them the engine cannot run a Night.
//!
//! **Fix:** add `limits: reserve N, landmarks N` as printed (2 and 2 on every Hero of
//! the first sets).

use altered_grammar::{Card, CardType};

use super::{card_type, CheckError};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let Some((ty, span)) = card_type(card) else {
        return;
    };
    if ty == CardType::Hero && card.header.limits.is_none() {
        out.push(CheckError::MissingLimits { span });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, HERO};

    const CODE: &str = "altered::check::missing_limits";

    #[test]
    fn flags_a_hero_without_limits() {
        let bad = HERO.replace("limits: reserve 2, landmarks 2\n", "");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        assert!(codes(HERO).iter().all(|c| c != CODE));
    }
}
