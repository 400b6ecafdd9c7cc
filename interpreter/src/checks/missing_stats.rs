//! `altered::check::missing_stats` (error).
//!
//! **Catches** a Character or Character token without a `stats:` header line.
//!
//! **Why:** a Character's statistics decide who wins each Expedition's terrain at Dusk
//! (CR 2.2.7, 4.2.4); without them the engine would have to guess zeros, and the card
//! would silently be weaker than printed.
//!
//! **Fix:** add `stats: forest N, mountain N, water N` as printed.

use altered_grammar::{Card, CardType};

use super::{card_type, CheckError};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let Some((ty, span)) = card_type(card) else {
        return;
    };
    // A Permanent token (`type: Token Landmark Permanent`) has no statistics.
    let character = match ty {
        CardType::Character => true,
        CardType::Token => card.header.token_of.is_none(),
        _ => false,
    };
    if character && card.header.stats.is_none() {
        out.push(CheckError::MissingStats { card_type: ty, span });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::missing_stats";

    #[test]
    fn flags_a_character_without_stats() {
        let bad = CHARACTER.replace("stats: forest 1, mountain 1, water 1\n", "");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        assert!(codes(CHARACTER).iter().all(|c| c != CODE));
    }

    #[test]
    fn a_landmark_permanent_token_has_no_statistics() {
        let token = "name: Lantern\ntype: Token Landmark Permanent\nfaction: Neutral\nrarity: Common\n\nAt Noon | Draw a card.\n";
        assert!(codes(token).iter().all(|c| c != CODE), "{:?}", codes(token));
        let character = "name: Lantern\ntype: Token\nfaction: Neutral\nrarity: Common\n\nAt Noon | Draw a card.\n";
        assert!(codes(character).iter().any(|c| c == CODE));
    }
}
