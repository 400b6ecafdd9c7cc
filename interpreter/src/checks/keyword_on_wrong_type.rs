//! `altered::check::keyword_on_wrong_type` (warning).
//!
//! **Catches** a keyword ability printed on a card of a type the Complete Rules do not
//! print it on: Cooldown on anything but a Spell (CR 7.4.1.a); Defender, Eternal, Gigantic
//! or Seasoned on anything but a Character (CR 7.4.2.a, 7.4.3.a, 7.4.4.a, 7.4.6.a); Scout
//! on anything but a Character or Permanent (CR 7.4.5.a); Tough on anything but a
//! Character or Permanent (CR 7.4.7.a). A token is a Character unless its type line names
//! a Permanent. Only the card's own keyword lines are checked: a keyword it grants
//! (`Target Character gains Eternal.`) or quotes is given to another object.
//!
//! **Why:** each keyword's rules are written for the cards it appears on (a Spell is never
//! in play to be Eternal at Rest; Cooldown acts on a Spell that resolves): elsewhere it
//! most likely does nothing, and the type line or the keyword is a mistake.
//!
//! **Fix:** correct the `type:` line, or remove the keyword (or grant it with `gains`).

use altered_grammar::{AbilityKind, Card, CardType, KeywordItem, KeywordName};

use super::{card_type, CheckError};

/// The card types a keyword ability appears on (CR 7.4.x.a), as the warning says them.
fn appears_on(keyword: KeywordName) -> (&'static [CardType], &'static str) {
    use CardType::*;
    match keyword {
        KeywordName::Cooldown => (&[Spell], "Spells"),
        KeywordName::Scout | KeywordName::Tough => (
            &[Character, Token, Permanent, LandmarkPermanent, ExpeditionPermanent],
            "Characters and Permanents",
        ),
        // Defender, Eternal, Gigantic, Seasoned, and any keyword added later until its
        // rule says otherwise.
        _ => (&[Character, Token], "Characters"),
    }
}

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    let Some((ty, _)) = card_type(card) else {
        return;
    };
    // A token is a Character unless its type line says which Permanent it is.
    let ty = card.header.token_of.as_ref().map_or(ty, |t| t.node);
    for ability in card.abilities.iter().chain(&card.support) {
        let AbilityKind::Keywords { items, .. } = &ability.kind else {
            continue;
        };
        for item in items {
            let KeywordItem::Keyword(k) = &item.node else {
                continue;
            };
            let (types, expected) = appears_on(k.name);
            if !types.contains(&ty) {
                out.push(CheckError::KeywordOnWrongType {
                    keyword: k.name,
                    card_type: ty,
                    expected,
                    span: item.span,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER, HERO, SPELL};

    const CODE: &str = "altered::check::keyword_on_wrong_type";

    fn flagged(source: &str) -> bool {
        codes(source).iter().any(|c| c == CODE)
    }

    const PERMANENT: &str =
        "name: Test\ntype: Landmark Permanent — Site\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n";

    /// CR 7.4.1.a: Cooldown appears on Spells.
    #[test]
    fn cr_7_4_1_a_cooldown_only_on_a_spell() {
        assert!(!flagged(&format!("{SPELL}Cooldown.\nDraw a card.\n")));
        assert!(flagged(&format!("{CHARACTER}Cooldown.\n")));
        assert!(flagged(&format!("{PERMANENT}Cooldown.\n")));
    }

    /// CR 7.4.3.a, 7.4.4.a, 7.4.6.a (and 7.4.2.a): Eternal, Gigantic, Seasoned and Defender
    /// appear on Characters.
    #[test]
    fn cr_7_4_3_a_cr_7_4_4_a_cr_7_4_6_a_eternal_gigantic_seasoned_only_on_a_character() {
        for keyword in ["Eternal", "Gigantic", "Seasoned", "Defender"] {
            assert!(!flagged(&format!("{CHARACTER}{keyword}.\n")), "{keyword}");
            assert!(flagged(&format!("{SPELL}{keyword}.\nDraw a card.\n")), "{keyword}");
            assert!(flagged(&format!("{PERMANENT}{keyword}.\n")), "{keyword}");
            assert!(flagged(&format!("{HERO}{keyword}.\n")), "{keyword}");
        }
    }

    /// CR 7.4.5.a: Scout appears on Character or Permanent cards (and CR 7.4.7.a: Tough on
    /// Characters and Permanents).
    #[test]
    fn cr_7_4_5_a_scout_on_a_character_or_permanent_not_a_spell() {
        for keyword in ["Scout 2", "Tough 1"] {
            assert!(!flagged(&format!("{CHARACTER}{keyword}.\n")), "{keyword}");
            assert!(!flagged(&format!("{PERMANENT}{keyword}.\n")), "{keyword}");
            assert!(flagged(&format!("{SPELL}{keyword}.\nDraw a card.\n")), "{keyword}");
        }
    }

    /// A keyword given to another object is not the card's own.
    #[test]
    fn a_granted_keyword_is_not_checked() {
        assert!(!flagged(&format!("{SPELL}Target Character gains Eternal.\n")));
    }
}
