//! Conditions about objects: what `it` is, what players control, counts, counters, costs
//! and statistics (CR 2.2).

use super::*;

impl Lowerer {
    /// Lowers a condition of this kind: `ThereAre`, `ItIsKind`, `ItIsQualified`, `YouControlIt`, `Control`, `ControlsMore`, `OpponentControls`, `Facing`, `OnlyOneCharacterInMyExpedition`, `Has`, `OfChosen`, `IHave`, `ItsHandCost`, `ItsReserveCost`, `ItsHandCostIsResult`, `XHigherThanHandCostOf`, `Is`, `Statistic`, `ItsBaseCost`.
    pub(super) fn objects_condition(&self, node: &Condition, span: Span) -> Result<Cond> {
        Ok(match node {
            Condition::ThereAre { count, what } => {
                let cmp = match count {
                    Some(c) => self.cmp(c, span)?,
                    None => Cmp::Exactly(0),
                };
                // `there are two or more cards in your hand`: the size of a hidden zone.
                match forms::hidden_zone_of_yours(what) {
                    Some(zone) => Cond::ZoneSize { zone, cmp },
                    None => Cond::Count {
                        filter: self.filter(what)?,
                        cmp,
                    },
                }
            }
            // `If it's a Permanent`: the object `it` names, wherever it is now.
            Condition::ItIsKind(kinds) => self.it_is(kinds, &[], span)?,
            Condition::ItIsQualified { kinds, qualifiers } => self.it_is(kinds, qualifiers, span)?,
            Condition::YouControlIt => self.it_is(&[], &[Qualifier::YouControl], span)?,
            // `you control a Fleeting Character, another Anchored Character and yet another
            // Asleep Character`: `another` means other than those before, not than me.
            Condition::Control { count: None, what } if what.len() > 1 => Cond::Distinct(
                what.iter()
                    .enumerate()
                    .map(|(i, sel)| {
                        let mut filter = self.filter(sel)?;
                        filter.other &= i == 0;
                        filter.whose = Some(Rel::You);
                        filter.zone = ZoneFilter::InPlay;
                        Ok(filter)
                    })
                    .collect::<Result<Vec<_>>>()?,
            ),
            Condition::Control { count, what } if what.len() == 1 => {
                self.count_cond(&what[0], Some(Rel::You), ZoneFilter::InPlay, count.as_ref(), span)?
            }
            // `an opponent controls more Characters than you`, `you control fewer Permanents
            // than each opponent`: the objects in play each controls (CR 1.1.3.d).
            Condition::ControlsMore { who, more, what, than } => {
                let opponent = |p: &PlayerRef| match p {
                    PlayerRef::AnOpponent => Some(false),
                    PlayerRef::EachOpponent => Some(true),
                    _ => None,
                };
                // One side is you, the other opponents: `an opponent controls more … than
                // you` is `you control fewer … than an opponent`.
                let (every, you_more) = match (who, opponent(than), opponent(who), than) {
                    (PlayerRef::You, Some(every), _, _) => (every, *more),
                    (_, _, Some(every), PlayerRef::You) => (every, !*more),
                    _ => return unsupported("comparing what these players control", span),
                };
                let mut filter = self.filter(what)?;
                filter.whose = None;
                filter.zone = ZoneFilter::InPlay;
                Cond::ControlsMore {
                    filter,
                    opponent_more: !you_more,
                    every,
                }
            }
            Condition::OpponentControls { count, what } => {
                self.count_cond(what, Some(Rel::Opponent), ZoneFilter::InPlay, count.as_ref(), span)?
            }
            // `I'm facing two or more Characters`: in the Expedition facing mine (CR 7.5.4).
            Condition::Facing { count, what } => {
                self.count_cond(what, None, ZoneFilter::FacingMe, count.as_ref(), span)?
            }
            // `I'm the only Character in my Expedition`, `there is only one Character in my
            // Expedition`.
            Condition::OnlyOneCharacterInMyExpedition => Cond::Count {
                filter: Filter {
                    kinds: vec![KindFilter::Character],
                    zone: ZoneFilter::MyExpedition,
                    ..Filter::default()
                },
                cmp: Cmp::Exactly(1),
            },
            // `If it has 3 or more boosts` (CR 2.5): the object `it` names, wherever it is.
            Condition::Has { who, count, counter } => {
                let filter = Filter {
                    zone: ZoneFilter::Anywhere,
                    counted: Some(Box::new((counter.clone(), self.cmp(count, span)?))),
                    ..Filter::default()
                };
                self.object_matches(*who, filter, span)?
            }
            // Read in an effect's `If …` only, where the object is chosen first (see
            // `Lowerer::effect_condition`).
            Condition::OfChosen { .. } => {
                return unsupported("a condition on a target outside an effect's `If …` (CR 1.2.6.c)", span)
            }
            Condition::IHave { count, counter } => Cond::IHave {
                cmp: self.cmp(count, span)?,
                counter: counter.clone(),
            },
            // `If its Hand Cost was 3 or more`: the printed cost (CR 2.2.7) of the object
            // `it` names, also after it left (its last known information, CR 2.1.h).
            Condition::ItsHandCost(cmp) => Cond::ItsHandCost {
                it: self.it(span)?,
                cmp: self.cmp(cmp, span)?,
            },
            // `If its Hand Cost is equal to the die's result` (CR 7.3.28.b): the die rolled
            // before, or the one the reaction's trigger came with.
            Condition::ItsHandCostIsResult if self.rolled => Cond::ResultVsHandCost {
                it: self.it(span)?,
                higher: false,
            },
            // `…, where X is the result. If X is higher than the Hand Cost of the target`:
            // the target's printed Hand Cost as it was before it moved (CR 2.1.h).
            Condition::XHigherThanHandCostOf(Object::Ref(Referent::Earlier))
                if self.rolled && self.last_x == Some(Num::Roll) =>
            {
                Cond::ResultVsHandCost {
                    it: self.it(span)?,
                    higher: true,
                }
            }
            // `If I'm Defender`, `If it's ready`, `If my mountain is 3 or more`: the object
            // matches what is said of it, wherever it is.
            Condition::Is {
                who,
                negated,
                what: what @ (IsWhat::Ready | IsWhat::Keyword(_)),
            } => {
                let mut filter = Filter {
                    zone: ZoneFilter::Anywhere,
                    ..Filter::default()
                };
                match what {
                    IsWhat::Keyword(k) => keyword_filter(&mut filter, k, true, span)?,
                    _ => filter.ready = true,
                }
                let c = self.object_matches(*who, filter, span)?;
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            Condition::Statistic { who, terrain, cmp } => {
                let filter = Filter {
                    zone: ZoneFilter::Anywhere,
                    statistic: Some((forms::terrain(*terrain), self.cmp(cmp, span)?)),
                    ..Filter::default()
                };
                self.object_matches(*who, filter, span)?
            }
            // `I'm in contact`, `I'm in an Ascended Expedition`, `I'm in a single-terrain
            // region`: one of the Expeditions I'm in is (a Gigantic Character is in both, as
            // it is in a terrain if one of them is, CR 7.5.8.b).
            Condition::Is {
                who: Referent::This,
                negated,
                what:
                    what @ (IsWhat::InContact
                    | IsWhat::InSingleTerrainRegion
                    | IsWhat::InExpedition(_)
                    | IsWhat::InRegion(_)),
            } => {
                let Some(test) = expedition_test(what) else {
                    return unsupported("the condition", span);
                };
                let c = Cond::MyExpeditionIs { test, every: false };
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            // `it's in my region`, `if it's in its starting region`: the object named before
            // is in an Expedition that is (CR 1.3.1.b).
            Condition::Is {
                who,
                negated,
                what: IsWhat::InRegion(r),
            } => {
                let filter = Filter {
                    zone: ZoneFilter::ExpeditionsThat(region_test(*r)),
                    ..Filter::default()
                };
                let c = self.object_matches(*who, filter, span)?;
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            // `If I'm in Reserve`, `if it's in your Hand` (CR 3.1): the object is in that zone.
            Condition::Is {
                who,
                negated,
                what: IsWhat::InZone(z),
            } => {
                let zone = match z.zone {
                    altered_grammar::Zone::Reserve => ZoneFilter::Reserve,
                    altered_grammar::Zone::Hand => ZoneFilter::Hand,
                    altered_grammar::Zone::Discard => ZoneFilter::Discard,
                    altered_grammar::Zone::Landmarks => ZoneFilter::Landmarks,
                    altered_grammar::Zone::Mana => ZoneFilter::Mana,
                    _ => return unsupported("the condition on this zone", span),
                };
                let filter = Filter {
                    zone,
                    whose: crate::compile::nouns::zone_owner(z, span)?,
                    ..Filter::default()
                };
                let c = self.object_matches(*who, filter, span)?;
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            // `If its Reserve Cost is 3 or more`: the printed cost (CR 2.2.8), also of an
            // object that left (CR 2.1.h).
            Condition::ItsReserveCost(cmp) => Cond::ItsReserveCost {
                it: self.it(span)?,
                cmp: self.cmp(cmp, span)?,
            },
            // `If its Base Cost was 3 or more` (CR 2.2.9), also of an object that left.
            Condition::ItsBaseCost(cmp) => Cond::ItsBaseCost {
                it: self.it(span)?,
                cmp: self.cmp(cmp, span)?,
            },
            Condition::Is {
                who: Referent::This,
                negated,
                what: IsWhat::Status(s),
            } => {
                let c = match status(*s) {
                    Some(st) => Cond::IAm(Some(st)),
                    None if *s == StatusName::Boosted => Cond::IAm(None),
                    None => return unsupported(format!("the condition on `{s}`"), span),
                };
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            _ => return unsupported("the condition", span),
        })
    }
}
