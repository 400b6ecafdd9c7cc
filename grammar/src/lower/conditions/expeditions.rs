//! Conditions about Expeditions and regions: standing (CR 7.5.2), status (CR 2.4.3),
//! terrain (CR 7.5.8), contact, regions and Terrain Markers (CR 1.3.1.b, 3.2.1.d).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers a condition about Expeditions or regions: `if my Expedition is ahead`, `if your
    /// Expeditions are in contact`, `if there's a Terrain Marker in my region`.
    pub(super) fn expeditions_condition(&mut self, c: P<'_>, text: &str) -> Condition {
        match c.as_rule() {
            Rule::cond_your_expeditions => {
                let q = first(child(&c, Rule::ye_quantifier).expect("quantifier"));
                let quantifier = match q.as_rule() {
                    Rule::ye_one_or_more => ExpeditionsQuantifier::OneOrMore,
                    Rule::ye_both => ExpeditionsQuantifier::Both,
                    _ => ExpeditionsQuantifier::None,
                };
                let what = match (region_in(&c), child(&c, Rule::terrain)) {
                    _ if has(&c, Rule::in_contact) => IsWhat::InContact,
                    _ if has(&c, Rule::in_single_terrain) => IsWhat::InSingleTerrainRegion,
                    (Some(r), _) => IsWhat::InRegion(r),
                    (None, Some(t)) => IsWhat::InTerrain(terrain(t)),
                    (None, None) => IsWhat::Status(
                        self.status(child(&c, Rule::status).expect("status"))
                            .unwrap_or(StatusName::Ascended),
                    ),
                };
                Condition::YourExpeditions { quantifier, what }
            }
            Rule::cond_regions_visible => Condition::SingleTerrainRegionsVisible(self.comparison(first(c))),
            Rule::cond_marker_in => Condition::MarkerInMyRegion {
                negated: has(&c, Rule::no_word),
            },
            Rule::cond_expedition_in => Condition::ExpeditionIn {
                expedition: self.expedition_ref(child(&c, Rule::expedition_ref).expect("expedition")),
                terrain: terrain(child(&c, Rule::terrain).expect("terrain")),
            },
            Rule::cond_expedition => {
                let which = if text.starts_with("my") {
                    ExpeditionSubject::Mine
                } else if text.starts_with("its") {
                    ExpeditionSubject::Its
                } else if text.starts_with("your hero") {
                    ExpeditionSubject::YourHero
                } else if text.starts_with("your companion") {
                    ExpeditionSubject::YourCompanion
                } else {
                    ExpeditionSubject::EachOfYours
                };
                match (region_in(&c), child(&c, Rule::status)) {
                    _ if has(&c, Rule::in_contact) => Condition::ExpeditionIs {
                        which,
                        what: IsWhat::InContact,
                    },
                    _ if has(&c, Rule::in_single_terrain) => Condition::ExpeditionIs {
                        which,
                        what: IsWhat::InSingleTerrainRegion,
                    },
                    (Some(r), _) => Condition::ExpeditionIs {
                        which,
                        what: IsWhat::InRegion(r),
                    },
                    // `my Expedition is Ascended` (CR 2.4.3)
                    (None, Some(s)) => Condition::ExpeditionStatus {
                        which,
                        status: self.status(s).unwrap_or(StatusName::Ascended),
                    },
                    (None, None) => Condition::ExpeditionStanding {
                        which,
                        standing: standing_in(&c),
                    },
                }
            }
            r => unreachable!("condition {r:?}"),
        }
    }
}
