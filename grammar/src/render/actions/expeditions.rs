//! Rendering actions about Expeditions and Progress: moving, terrain markers, switching (CR 3.2.1.d, 7.3.20-22, 7.3.34).

use super::*;

impl R {
    /// Writes an action of this sub-area: `Move`, `SwitchExpeditions`, `PlaceTerrainMarker`, `MoveTerrainMarker`, `DoesNotMove`, `MoveExpedition`.
    pub(super) fn expeditions_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::Move { forward, regions, more } => {
                self.w(if *forward { "moves forward" } else { "moves backwards" });
                self.w(&number_word(*regions));
                if *more {
                    self.w("more");
                }
                self.w(if *regions == Amount::N(1) { "region" } else { "regions" });
            }
            Action::SwitchExpeditions => {
                self.verb("switch", third);
                self.w("Expeditions");
            }
            Action::PlaceTerrainMarker { terrains, on } => {
                self.verb("place", third);
                self.w("a");
                self.marker_terrains(terrains);
                self.w("Terrain Marker on");
                self.w(region_words(*on));
            }
            Action::MoveTerrainMarker { terrains, from, to } => {
                self.verb("move", third);
                self.w("a");
                if let Some(t) = terrains {
                    self.marker_terrains(t);
                }
                self.w("Terrain Marker from");
                self.w(from.map_or("any region", region_words));
                self.w("to");
                self.w(region_words(*to));
            }
            Action::DoesNotMove => self.w(if third { "doesn't move" } else { "don't move" }),
            Action::MoveExpedition {
                which,
                forward,
                regions,
            } => {
                self.verb("move", third);
                self.expedition(which);
                self.w(if *forward { "forward" } else { "backwards" });
                self.w(&number_word(*regions));
                self.w(if *regions == Amount::N(1) { "region" } else { "regions" });
            }
            _ => {}
        }
    }
}
