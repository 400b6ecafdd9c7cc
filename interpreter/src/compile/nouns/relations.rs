//! Qualifiers of a noun phrase that relate an object to the ability's own object or to what
//! happened: `other than me`, `you played this turn`, `with my name`, its keyword abilities
//! (CR 7.4) and abilities (CR 2.2.12).

use super::*;

impl Lowerer {
    /// Adds a qualifier relating the object to me, to this turn or to its abilities to `f`:
    /// `other than me`, `you played this turn`, `with Tough`, `with a {D} ability`.
    pub(super) fn relation_qualifier(&self, f: &mut Filter, q: &Qualifier, span: Span) -> Result<()> {
        match q {
            // `Characters you control other than me`: the same as `other` (CR 7.2.1: `me`
            // is the object the ability belongs to).
            Qualifier::OtherThanMe => f.other = true,
            // `other card you played this turn` (CR 5.1.2): wherever the card went since.
            Qualifier::YouPlayedThisTurn => {
                f.played_this_turn = true;
                f.zone = ZoneFilter::Anywhere;
            }
            Qualifier::WithMyName => f.named_like_me = true,
            // `Characters with Tough`, `with Tough 2`
            Qualifier::WithKeyword(k) => keyword_filter(f, k, true, span)?,
            // `a card with a {D} ability`, `with no {D} ability`
            Qualifier::WithAbility { symbol, negated } if f.ability.is_none() => {
                f.ability = Some((cost_symbol(*symbol), !negated))
            }
            _ => return unsupported("the qualifier", span),
        }
        Ok(())
    }
}
