//! `altered::check::effect_without_trigger` (error).
//!
//! **Catches** a plain effect line (`Draw a card.`) in the main ability box of a card
//! that is not a Spell.
//!
//! **Why:** a Spell's effect happens when the Spell is played (CR 5.2.4); on a
//! Character, Permanent or Hero nothing ever makes a plain effect happen, so the line is
//! dead text. Most often its trigger (`{J}`, `{H}`, `{R}`, `When …`) was lost when the
//! card was written.
//!
//! **Fix:** add the trigger as printed (`etb`, `hand`, `reserve`, `At Noon |`,
//! `When … |`), or a cost to make it a quick action. Lines of reminder text alone are
//! not effects and are never reported.

use altered_grammar::{AbilityKind, Card, CardType};

use super::{card_type, CheckError};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let Some((ty, _)) = card_type(card) else {
        return;
    };
    if ty == CardType::Spell {
        return;
    }
    for a in &card.abilities {
        if let AbilityKind::Effect(e) = &a.kind {
            if !e.sentences.is_empty() {
                out.push(CheckError::EffectWithoutTrigger {
                    card_type: ty,
                    span: a.span,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER, SPELL};

    const CODE: &str = "altered::check::effect_without_trigger";

    #[test]
    fn flags_a_plain_effect_on_a_character() {
        let bad = format!("{CHARACTER}Draw a card.\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        for good in [
            format!("{CHARACTER}etb Draw a card.\n"),
            format!("{CHARACTER}(If I leave the Expedition zone, remove me from the game.)\n"),
            format!("{SPELL}Draw a card.\n"),
        ] {
            assert!(codes(&good).iter().all(|c| c != CODE), "{good}");
        }
    }
}
