//! Passives about playing cards: cost changes (CR 5.1.2.e), optional costs (CR 5.1.2.c.3),
//! cards that may be played from elsewhere, the first card each Afternoon (`playing_passive`).

use super::*;

/// A passive statement about the cost of playing cards.
pub(super) fn costs_passive(p: &AstPassive, low: &Lowerer, when: Option<Cond>, span: Span) -> Result<Passive> {
    Ok(match &p.statement {
        // CR 5.1.2.c.3: an optional cost of playing the card.
        Statement::MayPayToReduceMyCost { pay, by } if when.is_none() => match cost(
            low,
            &Spanned {
                node: pay.clone(),
                span,
            },
        )? {
            pay @ (QuickCost::Discard(_) | QuickCost::Sacrifice(_)) => Passive::MayPayToReduceCost {
                pay,
                by: low.amount(*by, span)?,
            },
            _ => return unsupported("an optional cost other than discarding or sacrificing one object", span),
        },
        // `Cards played from Reserve cost 1 less, down to a minimum of 1`; `Each Spell you
        // play costs 1 less`, `All Characters …`: the same cards.
        Statement::CostChange {
            who: Object::Select(sel),
            more,
            by,
            tails,
        } if matches!(sel.determiner, None | Some(Determiner::Each | Determiner::All)) => {
            let (f, mut from, mut anyone, opponents) = played_cards(low, sel)?;
            let (mut minimum, mut when) = (None, when);
            for t in tails {
                match t {
                    CostTail::Minimum(n) if !*more => minimum = Some(low.amount(*n, span)?),
                    // `Spells you play cost 1 less if you control a Plant` (CR 6.5.d)
                    CostTail::If(c) if when.is_none() => when = Some(low.condition(c)?),
                    // `Robots cost 1 less to play from your Reserve`: the cards you play from
                    // there; `Cards cost 1 more to play from Reserve`: whoever plays them,
                    // as `Cards played from Reserve` (CR 5.1.2.e).
                    CostTail::ToPlayFrom(z) if from.is_none() && !z.any_one => {
                        from = Some(match z.zone {
                            Zone::Reserve => ZoneKind::Reserve,
                            Zone::Hand => ZoneKind::Hand,
                            _ => return unsupported("cards played from a zone other than a Hand or Reserve", span),
                        });
                        match z.whose {
                            None => anyone = true,
                            Some(PossessivePlayer::Your) => {}
                            Some(_) => return unsupported("cards played from another player's zone", span),
                        }
                    }
                    _ => return unsupported("this term of a change to the cost of the cards played", span),
                }
            }
            let by = i32::try_from(low.amount(*by, span)?).unwrap_or(i32::MAX);
            Passive::PlayCostChange {
                kinds: f.kinds,
                hand_cost: f.hand_cost,
                base_cost: f.base_cost,
                delta: if *more { by } else { -by },
                minimum,
                from,
                anyone,
                opponents,
                when,
            }
        }
        Statement::CostChange {
            who: Object::Ref(Referent::This),
            more,
            by,
            tails,
        } => {
            // `I cost X less, where X is the number of …`: 1 less per object counted.
            let x_counts = *by == Amount::X
                && tails
                    .iter()
                    .any(|t| matches!(t, CostTail::WhereX(Quantity::NumberOf(_))));
            let by = if x_counts {
                1
            } else {
                i32::try_from(low.amount(*by, span)?).unwrap_or(i32::MAX)
            };
            let (mut per, mut into, mut minimum, mut when) = (None, None, None, when);
            let mut from = None;
            for t in tails {
                match t {
                    // `I cost 1 less to play from Reserve` (CR 5.1.2.e, 5.1.2.d): only when
                    // I am played from there; my owner's zone, whoever's it is written as.
                    CostTail::ToPlayFrom(z)
                        if from.is_none() && !z.any_one && matches!(z.whose, None | Some(PossessivePlayer::Your)) =>
                    {
                        from = Some(match z.zone {
                            Zone::Reserve => ZoneKind::Reserve,
                            Zone::Hand => ZoneKind::Hand,
                            _ => return unsupported("a card played from a zone other than a Hand or Reserve", span),
                        });
                    }
                    CostTail::Per(altered_grammar::Per::Each(sel)) => per = Some(low.per(sel)?),
                    CostTail::Per(_) => return unsupported("a cost changed per counter", span),
                    // `I cost X less, where X is the number of …`: 1 less per object counted.
                    CostTail::WhereX(Quantity::NumberOf(sel)) if per.is_none() && x_counts => per = Some(low.per(sel)?),
                    CostTail::WhereX(_) => return unsupported("this `X` of a cost change", span),
                    CostTail::InEmptyExpedition
                    | CostTail::InExpeditionInContact
                    | CostTail::InExpeditionFacing { .. }
                        if into.is_some() =>
                    {
                        return unsupported("a cost change in two kinds of Expeditions", span)
                    }
                    CostTail::InEmptyExpedition => into = Some(PlayedInto::Empty),
                    // `in an Expedition that's in contact` (its counter shares its region with
                    // an opponent's, see `ExpeditionTest::InContact`)
                    CostTail::InExpeditionInContact => into = Some(PlayedInto::That(ExpeditionTest::InContact)),
                    // `in an Expedition facing two or more Characters` (CR 1.2.3.c)
                    CostTail::InExpeditionFacing { count, what } => {
                        let mut what = low.filter(what)?;
                        what.zone = ZoneFilter::Anywhere;
                        let count = match count {
                            Some(c) => low.cmp(c, span)?,
                            None => Cmp::AtLeast(1),
                        };
                        into = Some(PlayedInto::Facing {
                            count,
                            what: Box::new(what),
                        });
                    }
                    CostTail::Minimum(n) => minimum = Some(low.amount(*n, span)?),
                    CostTail::If(c) if when.is_none() => when = Some(low.condition(c)?),
                    CostTail::If(c) => return unsupported("two conditions on a cost change", c.span),
                    CostTail::ToPlayFrom(_) => return unsupported("a cost change from another player's zone", span),
                    CostTail::AlsoLessIf { condition, .. } => {
                        return unsupported(
                            "a second cost change in the same sentence (`and also … less if …`)",
                            condition.span,
                        )
                    }
                }
            }
            Passive::CostChange {
                delta: if *more { by } else { -by },
                per,
                into,
                minimum,
                when,
                from,
            }
        }
        _ => return unsupported("the passive statement", span),
    })
}

/// A passive statement about the ways cards are played.
pub(super) fn playing_passive(p: &AstPassive, low: &Lowerer, when: Option<Cond>, span: Span) -> Result<Passive> {
    Ok(match &p.statement {
        Statement::MayPlay {
            what,
            less: None,
            minimum: None,
        } if when.is_none() => may_play_exhausted(low, what)?,
        Statement::MayPlay {
            what,
            less: Some(less),
            minimum,
        } => {
            let (f, from, anyone, _) = played_cards(low, what)?;
            if anyone {
                return unsupported("`you may play` cards that others play", what.span);
            }
            Passive::PlayCostChange {
                kinds: f.kinds,
                hand_cost: f.hand_cost,
                base_cost: f.base_cost,
                delta: -i32::try_from(low.amount(*less, span)?).unwrap_or(i32::MAX),
                minimum: minimum.map(|m| low.amount(m, span)).transpose()?,
                from,
                anyone,
                opponents: false,
                when,
            }
        }
        Statement::FirstEachAfternoon { what, then } if when.is_none() => {
            let boosts = match &**then {
                Action::Gain {
                    gains,
                    one_of: false,
                    loses,
                    until: None,
                } if loses.is_empty() => match gains.as_slice() {
                    [g] => match &g.node {
                        Gainable::Boosts { count, per: None } => low.amount(*count, g.span)?,
                        _ => return unsupported("the first card gaining this", g.span),
                    },
                    _ => return unsupported("the first card gaining several things", span),
                },
                _ => return unsupported("this change of the first card", span),
            };
            let mut kinds_only = what.clone();
            kinds_only.qualifiers.retain(|q| {
                !matches!(
                    q,
                    Qualifier::YouPlay {
                        from: None,
                        terrain: None
                    }
                )
            });
            Passive::FirstEachAfternoon {
                kinds: kinds_of(low, &kinds_only, span)?,
                boosts,
            }
        }
        _ => return unsupported("the passive statement", span),
    })
}
