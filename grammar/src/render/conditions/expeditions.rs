//! Rendering conditions about Expeditions and regions: standing (CR 7.5.2), status (CR
//! 2.4.3), terrain, contact, regions and Terrain Markers (CR 1.3.1.b, 3.2.1.d).

use super::*;

impl R {
    /// Writes a condition about Expeditions or regions (see [`R::condition`]).
    pub(super) fn expeditions_condition(&mut self, c: &Condition) {
        match c {
            Condition::MarkerInMyRegion { negated } => self.w(if *negated {
                "there is no Terrain Marker in my region"
            } else {
                "there is a Terrain Marker in my region"
            }),
            Condition::ExpeditionStanding { which, standing } => {
                self.w(expedition_subject(*which));
                self.w(standing_text(*standing));
            }
            Condition::ExpeditionIs { which, what } => {
                self.w(expedition_subject(*which));
                self.is_what(what);
            }
            Condition::ExpeditionStatus { which, status } => {
                self.w(expedition_subject(*which));
                self.w(status.as_str());
            }
            Condition::ExpeditionIn { expedition, terrain } => {
                self.expedition(expedition);
                self.w("is in");
                self.w(terrain.as_str());
            }
            Condition::YourExpeditions { quantifier, what } => {
                self.w(match quantifier {
                    ExpeditionsQuantifier::OneOrMore => "one or more of your Expeditions is",
                    ExpeditionsQuantifier::Both => "both of your Expeditions are",
                    ExpeditionsQuantifier::None => "none of your Expeditions are",
                });
                self.is_what(what);
            }
            Condition::SingleTerrainRegionsVisible(n) => {
                self.comparison(n);
                self.w("single-terrain regions are visible");
            }
            _ => unreachable!("not a condition about expeditions: `R::condition` routes it elsewhere"),
        }
    }
}
