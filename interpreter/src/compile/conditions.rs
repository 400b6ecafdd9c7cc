//! Lowering conditions (CR 6.3): of players, of counts, of objects and Expeditions.

use super::*;

impl Lowerer {
    /// A condition comparing the controller with a player the effect targets (`you have
    /// less cards in Reserve than target opponent`): whether that player is an opponent,
    /// and the condition, which reads the player chosen. `None` for other conditions.
    pub(super) fn player_condition(&self, c: &Spanned<Condition>) -> Result<Option<(bool, Cond)>> {
        let (zone, p) = match &c.node {
            Condition::FewerCardsInReserveThan(p) => (ZoneKind::Reserve, p),
            Condition::FewerCardsInHandThan(p) => (ZoneKind::Hand, p),
            _ => return Ok(None),
        };
        Ok(match p {
            PlayerRef::TargetOpponent | PlayerRef::TargetPlayer => Some((
                *p == PlayerRef::TargetOpponent,
                Cond::FewerCards {
                    zone,
                    than: Who::Chosen,
                },
            )),
            _ => None,
        })
    }

    /// `you control two or more <noun>`, `I'm facing a <noun>`: the objects the noun phrase
    /// names, of `whose` (when given) and in `zone`, counted; at least one when no number is
    /// written.
    pub(super) fn count_cond(
        &self,
        what: &Selector,
        whose: Option<Rel>,
        zone: ZoneFilter,
        count: Option<&Comparison>,
        span: Span,
    ) -> Result<Cond> {
        let mut filter = self.filter(what)?;
        if whose.is_some() {
            filter.whose = whose;
        }
        filter.zone = zone;
        let cmp = match count {
            Some(cmp) => self.cmp(cmp, span)?,
            None => Cmp::AtLeast(1),
        };
        Ok(Cond::Count { filter, cmp })
    }

    pub(crate) fn condition(&self, c: &Spanned<Condition>) -> Result<Cond> {
        let span = c.span;
        if let Some(cond) = self.form_condition(&c.node, span) {
            return cond;
        }
        Ok(match &c.node {
            // `If Bloodied, …`: the condition the keyword stands for, one expansion deeper.
            Condition::Defined(name) => {
                let Some(defined) = defined::condition(&name.node) else {
                    return unsupported(
                        format!(
                            "the keyword `{}`, which no declaration defines as a condition",
                            name.node
                        ),
                        name.span,
                    );
                };
                match defined::deeper(|| self.condition(&defined)) {
                    Some(cond) => cond.map_err(|mut e| {
                        e.span = name.span; // a part of the definition, not of the card
                        e
                    })?,
                    None => {
                        return unsupported(
                            format!("keywords defined through more than {} others", defined::MAX_DEPTH),
                            name.span,
                        )
                    }
                }
            }
            // `If there's … or you control …`: either holds (each read as it would be alone).
            Condition::AnyOf(parts) => Cond::Any(parts.iter().map(|p| self.condition(p)).collect::<Result<_>>()?),
            Condition::YouHaveManaOrbs(cmp) => Cond::ZoneSize {
                zone: ZoneKind::Mana,
                cmp: self.cmp(cmp, span)?,
            },
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
            Condition::FirstPlayer => Cond::FirstPlayer,
            Condition::YourTurn { negated: false } => Cond::YourTurn,
            Condition::YourTurn { negated: true } => Cond::Not(Box::new(Cond::YourTurn)),
            Condition::PhaseNow { phase, negated: false } => Cond::PhaseNow(*phase),
            Condition::PhaseNow { phase, negated: true } => Cond::Not(Box::new(Cond::PhaseNow(*phase))),
            // `If it's a Permanent`: the object `it` names, wherever it is now.
            Condition::ItIsKind(kinds) => self.it_is(kinds, &[], span)?,
            Condition::ItIsQualified { kinds, qualifiers } => self.it_is(kinds, qualifiers, span)?,
            Condition::NotFirstPlayer => Cond::Not(Box::new(Cond::FirstPlayer)),
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
            // `an opponent controls an Animal` (CR 1.2.1.b: in a two-player game, the other
            // player).
            // `there is a Terrain Marker in my region` (CR 3.2.1.d).
            Condition::MarkerInMyRegion { negated } => {
                let there = Cond::MarkerIn(RegionSel::Of(Exped::Mine));
                if *negated {
                    Cond::Not(Box::new(there))
                } else {
                    there
                }
            }
            // `you have passed`, `an opponent has passed`, `each opponent has passed` (CR
            // 4.2.3.d).
            Condition::HasPassed { who, negated } => {
                let (who, every) = match who {
                    PlayerRef::You => (Who::You, true),
                    PlayerRef::EachOpponent => (Who::EachOpponent, true),
                    PlayerRef::AnOpponent => (Who::EachOpponent, false),
                    _ => return unsupported("this player passing", span),
                };
                let passed = Cond::Passed { who, every };
                if *negated {
                    Cond::Not(Box::new(passed))
                } else {
                    passed
                }
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
            Condition::IHave { count, counter } => Cond::IHave {
                cmp: self.cmp(count, span)?,
                counter: counter.clone(),
            },
            Condition::ZoneEmpty(z) if matches!(z.whose, Some(PossessivePlayer::Your)) => Cond::ZoneSize {
                zone: zone_kind(z.zone),
                cmp: Cmp::Exactly(0),
            },
            // `than each opponent`: fewer than each of them. A targeted player is chosen by
            // the effect (see `player_condition`); elsewhere there is nobody to choose.
            Condition::FewerCardsInReserveThan(PlayerRef::EachOpponent) => Cond::FewerCards {
                zone: ZoneKind::Reserve,
                than: Who::EachOpponent,
            },
            Condition::FewerCardsInHandThan(PlayerRef::EachOpponent) => Cond::FewerCards {
                zone: ZoneKind::Hand,
                than: Who::EachOpponent,
            },
            // `If the Expedition facing me is in water` (CR 1.2.3.c: the opponent's facing
            // mine).
            Condition::ExpeditionIn { expedition, terrain } => Cond::ExpeditionIn {
                exped: match expedition {
                    ExpeditionRef::FacingMe => Exped::OpponentsFacingMe,
                    e => self.expedition(e, span)?,
                },
                terrain: forms::terrain(*terrain),
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
            Condition::YouHaveCardsIn { zone, count } => Cond::ZoneSize {
                zone: match zone {
                    Zone::Reserve => ZoneKind::Reserve,
                    Zone::Hand => ZoneKind::Hand,
                    Zone::Deck => ZoneKind::Deck,
                    Zone::Discard => ZoneKind::Discard,
                    Zone::Landmarks => ZoneKind::Landmarks,
                    Zone::Mana => ZoneKind::Mana,
                },
                cmp: self.cmp(count, span)?,
            },
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
            // CR 2.4.3: only Expeditions are Ascended.
            Condition::ExpeditionStatus {
                which: altered_grammar::ExpeditionSubject::Mine,
                status: StatusName::Ascended,
            } => Cond::MyExpeditionIs {
                test: ExpeditionTest::Ascended,
                every: true,
            },
            // `one or more of your Expeditions is Ascended`, `neither of your Expeditions is
            // in mountain` (CR 7.5.8.a).
            Condition::YourExpeditions { quantifier, what } => {
                let Some(test) = expedition_test(what) else {
                    return unsupported("the condition", span);
                };
                match quantifier {
                    altered_grammar::ExpeditionsQuantifier::OneOrMore => Cond::YourExpeditionsAre { test, at_least: 1 },
                    altered_grammar::ExpeditionsQuantifier::Both => Cond::YourExpeditionsAre { test, at_least: 2 },
                    altered_grammar::ExpeditionsQuantifier::None => {
                        Cond::Not(Box::new(Cond::YourExpeditionsAre { test, at_least: 1 }))
                    }
                }
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
            // `my Expedition is in contact`: each Expedition I'm in (both for a Gigantic
            // Character, CR 7.4.4.k), like `my Expedition is Ascended`; `each of your
            // Expeditions is …`: both of the controller's.
            Condition::ExpeditionIs {
                which:
                    which @ (altered_grammar::ExpeditionSubject::Mine | altered_grammar::ExpeditionSubject::EachOfYours),
                what,
            } => {
                let Some(test) = expedition_test(what) else {
                    return unsupported("the condition", span);
                };
                if *which == altered_grammar::ExpeditionSubject::Mine {
                    Cond::MyExpeditionIs { test, every: true }
                } else {
                    Cond::YourExpeditionsAre { test, at_least: 2 }
                }
            }
            // `your Companion Expedition is in its starting region` (CR 3.2.2: each player
            // has a Hero and a Companion Expedition).
            Condition::ExpeditionIs {
                which:
                    which @ (altered_grammar::ExpeditionSubject::YourHero
                    | altered_grammar::ExpeditionSubject::YourCompanion),
                what,
            } => {
                let Some(test) = expedition_test(what) else {
                    return unsupported("the condition", span);
                };
                let side = if *which == altered_grammar::ExpeditionSubject::YourHero {
                    crate::host::Side::Hero
                } else {
                    crate::host::Side::Companion
                };
                Cond::YourExpeditionIs { side, test }
            }
            // `you played another card this turn`: the controller's plays this turn (CR
            // 5.1.2), read as the cards are now wherever they went.
            Condition::YouPlayedThisTurn(sel) => {
                let mut filter = self.filter(sel)?;
                filter.zone = ZoneFilter::Anywhere;
                filter.whose = None;
                let at_least = match &sel.determiner {
                    None => 1,
                    Some(Determiner::Count(n)) => self.amount(*n, sel.span)?,
                    Some(_) => return unsupported("the condition", span),
                };
                Cond::PlayedThisTurn {
                    filter,
                    cmp: Cmp::AtLeast(at_least),
                }
            }
            Condition::AbilityActivatedThisTurn { symbol, negated } => {
                let c = Cond::ActivatedThisTurn(cost_symbol(*symbol));
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            // `you discarded a card from your hand [or your Reserve] this turn` (CR 7.3.7).
            Condition::YouDiscardedThisTurn(zones) => {
                if zones.iter().any(|z| z.whose != Some(PossessivePlayer::Your)) {
                    return unsupported("the condition", span);
                }
                Cond::DiscardedThisTurn(zones.iter().map(|z| zone_kind(z.zone)).collect())
            }
            // `If its Base Cost was 3 or more` (CR 2.2.9), also of an object that left.
            Condition::ItsBaseCost(cmp) => Cond::ItsBaseCost {
                it: self.it(span)?,
                cmp: self.cmp(cmp, span)?,
            },
            // CR 3.2.1: the regions of the Adventure, face-up ones with one terrain.
            Condition::SingleTerrainRegionsVisible(cmp) => Cond::SingleTerrainRegions(self.cmp(cmp, span)?),
            // CR 7.3.29.b: `you played a Character this way`, after a step that plays a card
            // (`You may Rush`): the card it played is one (nothing played: it is not).
            Condition::YouPlayedThisWay(sel) => {
                let played = self.code.iter().rev().find_map(|i| match i {
                    Instr::Play { slot, .. } => Some(*slot),
                    _ => None,
                });
                let Some(slot) = played else {
                    return unsupported("`played … this way` with no card played before", span);
                };
                let mut filter = self.filter(sel)?;
                if filter.zone != ZoneFilter::InPlay || filter.whose.is_some() {
                    return unsupported("`played … this way` naming a place", span);
                }
                // What it is, wherever it went (a Spell is in Reserve by now, CR 5.1.2.i).
                filter.zone = ZoneFilter::Anywhere;
                Cond::ItIs {
                    it: It::Slot(slot),
                    filter,
                }
            }
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

/// What a condition asks of an Expedition: `in contact`, `in a single-terrain region`, `in
/// forest`, `Ascended` (after `an`, `in an Ascended Expedition`: CR 2.4.3, only Expeditions
/// are Ascended); `None` for what an Expedition can't be.
pub(super) fn expedition_test(what: &IsWhat) -> Option<ExpeditionTest> {
    Some(match what {
        IsWhat::Status(StatusName::Ascended) | IsWhat::InExpedition(StatusName::Ascended) => ExpeditionTest::Ascended,
        IsWhat::InTerrain(t) => ExpeditionTest::In(forms::terrain(*t)),
        IsWhat::InContact => ExpeditionTest::InContact,
        IsWhat::InSingleTerrainRegion => ExpeditionTest::SingleTerrain,
        IsWhat::InRegion(r) => region_test(*r),
        _ => return None,
    })
}

/// Which region an Expedition's counter is on: `in my region`, `in its starting region`, `in
/// a region with a Terrain Marker` (CR 1.3.1.b, 3.2.1.d).
pub(super) fn region_test(r: altered_grammar::RegionIs) -> ExpeditionTest {
    use altered_grammar::RegionIs;
    match r {
        RegionIs::Mine => ExpeditionTest::InMyRegion,
        RegionIs::Starting => ExpeditionTest::AtStart,
        RegionIs::Marked(with) => ExpeditionTest::Marked(with),
    }
}
