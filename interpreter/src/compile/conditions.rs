//! Lowering conditions (CR 6.3): of players, of counts, of objects and Expeditions.

use super::*;

mod composed;
mod expeditions;
mod objects;
mod players;

impl Lowerer {
    /// The condition of an effect's `If …`, with what it targets chosen first, as the effect
    /// begins (CR 1.2.6.c); the condition then reads the choice:
    /// - `you have less cards in Reserve than target opponent`: the player;
    /// - `target Character has 2 or more boosts`: the object, which later `it`s name.
    ///
    /// Other conditions are lowered as they are.
    pub(super) fn effect_condition(&mut self, c: &Spanned<Condition>) -> Result<Cond> {
        match &c.node {
            Condition::FewerCardsInReserveThan(p @ (PlayerRef::TargetOpponent | PlayerRef::TargetPlayer))
            | Condition::FewerCardsInHandThan(p @ (PlayerRef::TargetOpponent | PlayerRef::TargetPlayer)) => {
                self.code.push(Instr::ChoosePlayer {
                    opponent: *p == PlayerRef::TargetOpponent,
                });
                let zone = match c.node {
                    Condition::FewerCardsInReserveThan(_) => ZoneKind::Reserve,
                    _ => ZoneKind::Hand,
                };
                Ok(Cond::FewerCards {
                    zone,
                    than: Who::Chosen,
                })
            }
            Condition::OfChosen { what, cond } => {
                let mut pre = Vec::new();
                let Objs::Slot(_) = self.objects(&Object::Select(what.clone()), &mut pre, c.span)? else {
                    return unsupported("a condition on objects not chosen one by one", c.span);
                };
                self.code.extend(pre);
                self.condition(&Spanned::new((**cond).clone(), c.span))
            }
            _ => self.condition(c),
        }
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
        // By what the condition is about, one file each.
        Ok(match &c.node {
            Condition::Defined { .. } | Condition::AnyOf { .. } => self.composed_condition(&c.node, span)?,
            Condition::YouHaveManaOrbs { .. }
            | Condition::FirstPlayer
            | Condition::YourTurn { .. }
            | Condition::PhaseNow { .. }
            | Condition::NotFirstPlayer
            | Condition::HasPassed { .. }
            | Condition::ZoneEmpty { .. }
            | Condition::FewerCardsInReserveThan { .. }
            | Condition::FewerCardsInHandThan { .. }
            | Condition::YouHaveCardsIn { .. }
            | Condition::YouPlayedThisTurn { .. }
            | Condition::AbilityActivatedThisTurn { .. }
            | Condition::YouDiscardedThisTurn { .. }
            | Condition::YouPlayedThisWay { .. } => self.players_condition(&c.node, span)?,
            Condition::ThereAre { .. }
            | Condition::ItIsKind { .. }
            | Condition::ItIsQualified { .. }
            | Condition::YouControlIt
            | Condition::Control { .. }
            | Condition::ControlsMore { .. }
            | Condition::OpponentControls { .. }
            | Condition::Facing { .. }
            | Condition::OnlyOneCharacterInMyExpedition
            | Condition::Has { .. }
            | Condition::OfChosen { .. }
            | Condition::IHave { .. }
            | Condition::ItsHandCost { .. }
            | Condition::ItsHandCostIsResult
            | Condition::XHigherThanHandCostOf { .. }
            | Condition::Is { .. }
            | Condition::Statistic { .. }
            | Condition::ItsReserveCost(_)
            | Condition::ItsBaseCost { .. } => self.objects_condition(&c.node, span)?,
            Condition::MarkerInMyRegion { .. }
            | Condition::ExpeditionIn { .. }
            | Condition::ExpeditionStatus { .. }
            | Condition::YourExpeditions { .. }
            | Condition::ExpeditionIs { .. }
            | Condition::SingleTerrainRegionsVisible { .. } => self.expeditions_condition(&c.node, span)?,
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
