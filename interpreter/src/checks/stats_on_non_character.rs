//! `altered::check::stats_on_non_character` (error).
//!
//! **Catches** a `stats:` header line on a card whose type is not Character or Token:
//! a Spell, a Permanent, a Hero or a Mana Token.
//!
//! **Why:** only Characters (and tokens, which are Characters) have forest, mountain and
//! water statistics (CR 2.2.7); on any other card the numbers mean nothing, so they are
//! most likely pasted from another card or the type is wrong.
//!
//! **Fix:** remove the `stats:` line, or correct the `type:` line.

use altered_grammar::{Card, CardType};

use super::{card_type, CheckError};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let (Some((ty, _)), Some(stats)) = (card_type(card), &card.header.stats) else {
        return;
    };
    // A token is a Character unless its type line says which Permanent it is.
    let ty = card.header.token_of.as_ref().map_or(ty, |t| t.node);
    if !matches!(ty, CardType::Character | CardType::Token) {
        out.push(CheckError::StatsOnNonCharacter {
            card_type: ty,
            span: stats.span,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, SPELL};

    const CODE: &str = "altered::check::stats_on_non_character";

    #[test]
    fn flags_stats_on_a_spell() {
        let bad = SPELL.replace("\n\n", "\nstats: forest 1, mountain 1, water 1\n\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        assert!(codes(SPELL).iter().all(|c| c != CODE));
    }
}
