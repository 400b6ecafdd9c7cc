//! Lowering actions about Expeditions and Progress: moving, terrain markers, switching (CR 3.2.1.d, 7.3.20-22, 7.3.34).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_move`, `a_not_move`, `a_switch`, `a_place_marker`, `a_move_marker`, `a_move_expedition`.
    pub(super) fn expeditions_action(&mut self, p: P<'_>, rule: Rule, text: &str) -> Action {
        match rule {
            Rule::a_move => Action::Move {
                forward: text.contains("forward"),
                regions: child(&p, Rule::number).map_or(Amount::N(1), amount),
                more: has(&p, Rule::more_word),
            },
            Rule::a_not_move => Action::DoesNotMove,
            Rule::a_switch => Action::SwitchExpeditions,
            Rule::a_place_marker => Action::PlaceTerrainMarker {
                terrains: child(&p, Rule::marker_terrains).map_or(MarkerTerrains::Unwritten, marker_terrains),
                on: region_ref(child(&p, Rule::region_ref).expect("region")),
            },
            Rule::a_move_marker => {
                let mut regions = inner(p.clone())
                    .filter(|c| c.as_rule() == Rule::region_ref)
                    .map(region_ref);
                let (first_named, second) = (regions.next(), regions.next());
                let (from, to) = match second {
                    Some(to) => (first_named, to),
                    None => (None, first_named.unwrap_or(RegionRef::Mine)),
                };
                Action::MoveTerrainMarker {
                    terrains: child(&p, Rule::marker_terrains).map(marker_terrains),
                    from,
                    to,
                }
            }
            Rule::a_move_expedition => Action::MoveExpedition {
                which: self.expedition_ref(child(&p, Rule::expedition_ref).expect("which")),
                forward: text.contains("forward"),
                regions: amount(child(&p, Rule::number).expect("n")),
            },
            r => unreachable!("action {r:?}"),
        }
    }
}
