//! `altered::check::missing_cost` (error).
//!
//! **Catches** a Character, Spell or Permanent (of any kind) without a `cost:` header
//! line.
//!
//! **Why:** these cards are played from hand or Reserve and pay the matching cost
//! (CR 2.2.4); without one the engine cannot tell what playing the card costs.
//!
//! **Fix:** add `cost: hand N, reserve N` as printed.

use altered_grammar::{Card, CardType};

use super::{card_type, CheckError};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let Some((ty, span)) = card_type(card) else {
        return;
    };
    // Every card type is played (and so has a cost) but these: a type added later is
    // asked for its cost until it is listed here.
    let played = !matches!(ty, CardType::Hero | CardType::Token | CardType::ManaToken);
    if played && card.header.cost.is_none() {
        out.push(CheckError::MissingCost { card_type: ty, span });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, SPELL};

    const CODE: &str = "altered::check::missing_cost";

    #[test]
    fn flags_a_spell_without_cost() {
        let bad = SPELL.replace("cost: hand 1, reserve 1\n", "");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        assert!(codes(SPELL).iter().all(|c| c != CODE));
    }
}
