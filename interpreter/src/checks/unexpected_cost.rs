//! `altered::check::unexpected_cost` (error).
//!
//! **Catches** a `cost:` header line on a Hero, a Token or a Mana Token.
//!
//! **Why:** a Hero starts the game in play and a token is created by an effect; neither
//! is ever played from hand or Reserve, so a hand or reserve cost (CR 2.2.4) means
//! nothing and suggests the wrong `type:`.
//!
//! **Fix:** remove the `cost:` line, or correct the `type:` line.

use altered_grammar::{Card, CardType};

use super::{card_type, CheckError};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let (Some((ty, _)), Some(cost)) = (card_type(card), &card.header.cost) else {
        return;
    };
    if matches!(ty, CardType::Hero | CardType::Token | CardType::ManaToken) {
        out.push(CheckError::UnexpectedCost {
            card_type: ty,
            span: cost.span,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, HERO};

    const CODE: &str = "altered::check::unexpected_cost";

    #[test]
    fn flags_a_cost_on_a_hero() {
        let bad = HERO.replace("\n\n", "\ncost: hand 1, reserve 1\n\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        assert!(codes(HERO).iter().all(|c| c != CODE));
    }
}
