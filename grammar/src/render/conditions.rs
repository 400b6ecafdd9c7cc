//! Rendering conditions (CR 6.3).

use super::*;

mod expeditions;
mod objects;
mod players;

impl R {
    /// `no boosts`, `3 or more Kelon counters` (after `I have`, `it has`).
    pub(super) fn counted(&mut self, count: &Comparison, counter: Option<&str>) {
        match count {
            Comparison::Exactly(Amount::N(0)) if counter.is_none() => self.w("no"),
            _ => self.comparison(count),
        }
        match counter {
            Some(c) => self.w(&format!("{c} counters")),
            None => self.w("boosts"),
        }
    }

    /// What something is, after `I'm`, `it is`, `my Expedition is`, `your Expeditions are`.
    pub(super) fn is_what(&mut self, what: &IsWhat) {
        match what {
            IsWhat::InTerrain(t) => {
                self.w("in");
                self.w(t.as_str());
            }
            IsWhat::Status(s) => self.w(s.as_str()),
            IsWhat::Ready => self.w("ready"),
            IsWhat::InZone(z) => {
                self.w("in");
                self.w(&zone_text(z));
            }
            IsWhat::Keyword(k) => self.w(&keyword(k)),
            IsWhat::InContact => self.w("in contact"),
            IsWhat::InSingleTerrainRegion => self.w("in a single-terrain region"),
            IsWhat::InRegion(r) => self.in_region(*r),
            IsWhat::InExpedition(s) => {
                self.w(if s.as_str().starts_with(['A', 'E', 'I', 'O', 'U']) {
                    "in an"
                } else {
                    "in a"
                });
                self.w(s.as_str());
                self.w("Expedition");
            }
        }
    }

    pub(super) fn condition(&mut self, c: &Condition) {
        // By what the condition is about, one file each (the areas of lowering and compile).
        match c {
            Condition::Defined(name) => self.w(&name.node),
            Condition::AnyOf(parts) => {
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        self.w("or");
                    }
                    self.condition(&part.node);
                }
            }
            Condition::FirstPlayer
            | Condition::HasPassed { .. }
            | Condition::YourTurn { .. }
            | Condition::PhaseNow { .. }
            | Condition::YouHaveManaOrbs(_)
            | Condition::YouHaveCardsIn { .. }
            | Condition::FewerCardsInReserveThan(_)
            | Condition::Among { .. }
            | Condition::ZoneEmpty(_)
            | Condition::NotFirstPlayer
            | Condition::ResultIs(_)
            | Condition::YouPlayItFrom(_)
            | Condition::YouDiscardedThisTurn(_)
            | Condition::YouPlayedThisTurn(_)
            | Condition::AbilityActivatedThisTurn { .. }
            | Condition::YouPlayedThisWay(_)
            | Condition::FewerCardsInHandThan(_) => self.players_condition(c),
            Condition::ControlsMore { .. }
            | Condition::Control { .. }
            | Condition::ThereAre { .. }
            | Condition::IHave { .. }
            | Condition::Has { .. }
            | Condition::OfChosen { .. }
            | Condition::Is { .. }
            | Condition::OnlyOneCharacterInMyExpedition
            | Condition::Statistic { .. }
            | Condition::ItIsKind(_)
            | Condition::ItIsQualified { .. }
            | Condition::ItsHandCostIsResult
            | Condition::YouControlIt
            | Condition::InTerrainWhereBaseStatisticZero(_)
            | Condition::XHigherThanHandCostOf(_)
            | Condition::ItsHandCost(_)
            | Condition::ItsReserveCost(_)
            | Condition::Facing { .. }
            | Condition::ItsBaseCost(_)
            | Condition::OpponentControls { .. } => self.objects_condition(c),
            Condition::MarkerInMyRegion { .. }
            | Condition::ExpeditionStanding { .. }
            | Condition::ExpeditionIs { .. }
            | Condition::ExpeditionStatus { .. }
            | Condition::ExpeditionIn { .. }
            | Condition::YourExpeditions { .. }
            | Condition::SingleTerrainRegionsVisible(_) => self.expeditions_condition(c),
        }
    }
}
