//! Conditions about players and the day: the first player (CR 4.2.1), whose turn and which
//! phase it is, passing (CR 4.2.3), mana, cards in their zones, what they did this turn.

use super::*;

impl Lowerer {
    /// Lowers a condition of this kind: `YouHaveManaOrbs`, `FirstPlayer`, `YourTurn`, `PhaseNow`, `NotFirstPlayer`, `HasPassed`, `ZoneEmpty`, `FewerCardsInReserveThan`, `FewerCardsInHandThan`, `YouHaveCardsIn`, `YouPlayedThisTurn`, `AbilityActivatedThisTurn`, `YouDiscardedThisTurn`, `YouPlayedThisWay`.
    pub(super) fn players_condition(&self, node: &Condition, span: Span) -> Result<Cond> {
        Ok(match node {
            Condition::YouHaveManaOrbs(cmp) => Cond::ZoneSize {
                zone: ZoneKind::Mana,
                cmp: self.cmp(cmp, span)?,
            },
            Condition::FirstPlayer => Cond::FirstPlayer,
            Condition::YourTurn { negated: false } => Cond::YourTurn,
            Condition::YourTurn { negated: true } => Cond::Not(Box::new(Cond::YourTurn)),
            Condition::PhaseNow { phase, negated: false } => Cond::PhaseNow(*phase),
            Condition::PhaseNow { phase, negated: true } => Cond::Not(Box::new(Cond::PhaseNow(*phase))),
            Condition::NotFirstPlayer => Cond::Not(Box::new(Cond::FirstPlayer)),
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
            Condition::ZoneEmpty(z) if matches!(z.whose, Some(PossessivePlayer::Your)) => Cond::ZoneSize {
                zone: zone_kind(z.zone),
                cmp: Cmp::Exactly(0),
            },
            // `than each opponent`: fewer than each of them. A targeted player is chosen by
            // the effect (see `Lowerer::effect_condition`); elsewhere there is nobody to choose.
            Condition::FewerCardsInReserveThan(PlayerRef::EachOpponent) => Cond::FewerCards {
                zone: ZoneKind::Reserve,
                than: Who::EachOpponent,
            },
            Condition::FewerCardsInHandThan(PlayerRef::EachOpponent) => Cond::FewerCards {
                zone: ZoneKind::Hand,
                than: Who::EachOpponent,
            },
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
            _ => return unsupported("the condition", span),
        })
    }
}
