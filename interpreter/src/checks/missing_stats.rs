//! `altered::check::missing_stats` (error).
//!
//! **Catches** a Character or Token without a `stats:` header line.
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
    if matches!(ty, CardType::Character | CardType::Token) && card.header.stats.is_none() {
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
}
