//! The kinds and adjectives of a noun phrase: what an object is (CR 2.1, 3.2.9) and its
//! statuses (CR 2.4) and keyword abilities (CR 7.4).

use super::*;

impl Lowerer {
    /// The kind a noun names (CR 2.1): `Character`, `Permanent`, a sub-type, `token`,
    /// `Mana Orb`; some kinds also set where and whose the objects are in `f`.
    pub(super) fn kind_filter(f: &mut Filter, k: &Spanned<Kind>) -> Result<KindFilter> {
        Ok(match &k.node {
            Kind::Character => KindFilter::Character,
            Kind::Permanent => KindFilter::Permanent,
            Kind::ExpeditionPermanent => KindFilter::ExpeditionPermanent,
            Kind::LandmarkPermanent | Kind::Landmark => KindFilter::LandmarkPermanent,
            Kind::Spell => KindFilter::Spell,
            Kind::Card => KindFilter::Card,
            Kind::Token => {
                f.token = Some(true);
                KindFilter::Character
            }
            Kind::SubType(s) => KindFilter::SubType(s.clone()),
            // CR 3.2.9: the cards in a Mana zone, face down. With no possessive, the
            // player's own (`ready a Mana Orb`, `you have 8 Mana Orbs`): the Mana zone is
            // personal (CR 3.2.9.a); `in your opponent's Mana zone` says otherwise.
            Kind::ManaOrb => {
                f.zone = ZoneFilter::Mana;
                f.whose = Some(Rel::You);
                KindFilter::ManaOrb
            }
            _ => return unsupported("the noun", k.span),
        })
    }

    /// Adds an adjective of a noun phrase to `f`: `other`, `token`, `ready`, statuses (CR
    /// 2.4), keyword abilities (CR 7.4), `non-…`.
    pub(super) fn adjective_filter(f: &mut Filter, a: &Adjective, span: Span) -> Result<()> {
        match a {
            Adjective::Other | Adjective::Another => f.other = true,
            Adjective::Token => f.token = Some(true),
            Adjective::Non(s) if s.eq_ignore_ascii_case("token") => f.token = Some(false),
            Adjective::Non(s) => f.not_subtypes = f.not_subtypes.iter().chain([s]).cloned().collect(),
            Adjective::Ready => f.ready = true,
            Adjective::Statuses(list) => {
                for s in list {
                    match status(*s) {
                        Some(st) => f.statuses.push(st),
                        None if *s == StatusName::Boosted => f.boosted = true,
                        None => return unsupported(format!("the adjective `{s}`"), span),
                    }
                }
            }
            // `[Defender] Characters`, `[Tough] Characters`, `[Tough 2] Characters`
            Adjective::Keyword(k) => keyword_filter(f, k, true, span)?,
            // `non-[Defender]`, `without Gigantic` (CR 7.4)
            Adjective::NonKeyword(k) => keyword_filter(f, k, false, span)?,
            // `non-Fleeting`, `non-[[Boosted]]` (CR 2.4)
            Adjective::NonStatus(s) => match status(*s) {
                Some(st) if f.not_status.is_none() => f.not_status = Some(st),
                Some(_) => return unsupported("two statuses excluded (`non-… non-…`)", span),
                None if *s == StatusName::Boosted => f.not_boosted = true,
                None => return unsupported(format!("the adjective `non-{s}`"), span),
            },
            Adjective::NonKind(_) => return unsupported("a kind excluded (`non-<kind>`)", span),
            // CR 1.2.6: a random choice is made by no player; the interpreter has no
            // random choice of an object yet
            Adjective::Random => return unsupported("the adjective `random`", span),
        }
        Ok(())
    }
}
