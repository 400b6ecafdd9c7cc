//! Rendering passive statements about the game's rules: Reserve limits (CR 4.2.5), regions' terrains (CR 7.5.8), the daily
//! effects (CR 4.1), objects that remain Exhausted.

use super::*;

impl R {
    /// Writes a passive statement of this kind: `PhaseRules`, `ReserveLimit`, `NotCountedInReserveLimit`, `KeepMoreInReserve`, `RegionsAre`, `Remain`, `IgnoreMyAbilitiesFirstDay`, `RegionAlsoTerrain`.
    pub(super) fn rules_statement(&mut self, s: &Statement) {
        match s {
            Statement::PhaseRules { during, rules } => {
                self.w("During");
                self.w(during.node.as_str());
                self.w(",");
                for (i, r) in rules.iter().enumerate() {
                    if i > 0 {
                        self.w(". Then,");
                    }
                    match r {
                        PhaseRule::DrawOnly(n) => {
                            self.w("draw only");
                            self.w(&number_word(*n));
                            self.w(&format!("card{}", plural_s(*n)));
                        }
                        PhaseRule::InsteadOf { instead, of } => {
                            self.clauses(instead, false);
                            self.w("instead of");
                            self.object(of);
                        }
                    }
                }
            }
            Statement::ReserveLimit { whose, increased, by } => {
                match whose {
                    Some(p) => {
                        self.w(&capitalize(possessive(*p)));
                        self.w("Reserve limit is");
                    }
                    None => self.w("All Reserve limits are"),
                }
                self.w(if *increased { "increased by" } else { "reduced by" });
                self.w(&amount(*by));
            }
            Statement::NotCountedInReserveLimit => self.w("I don't count towards your Reserve limit"),
            Statement::KeepMoreInReserve { count, if_status } => {
                self.w("You may keep");
                self.w(&number_word(*count));
                self.w(&format!("more card{}", plural_s(*count)));
                self.w("in Reserve during Night");
                if let Some(st) = if_status {
                    self.w("if it's");
                    self.w(st.as_str());
                }
            }
            Statement::RegionsAre {
                regions,
                terrain,
                lose_others,
            } => {
                let plural = !matches!(regions, Regions::Mine);
                self.w(match regions {
                    Regions::All => "All regions",
                    Regions::Mine => "My region",
                    Regions::MineAndFacing => "My region and the region of the Expedition facing me",
                });
                self.w(if plural { "are" } else { "is" });
                self.w(terrain.as_str());
                if *lose_others {
                    self.w(if plural {
                        "and lose their other terrains"
                    } else {
                        "and loses its other terrains"
                    });
                }
            }
            Statement::Remain { who, status, during } => {
                let start = self.out.len();
                self.selector(who);
                capitalize_from(&mut self.out, start);
                self.w(if who.plural { "remain" } else { "remains" });
                self.w(status.as_str());
                self.w("during");
                self.w(during.node.as_str());
            }
            Statement::IgnoreMyAbilitiesFirstDay => self.w("Ignore my abilities during the first Day"),
            Statement::RegionAlsoTerrain(t) => {
                self.w("My region is");
                self.w(t.as_str());
                self.w("in addition to its other terrains");
            }
            _ => {}
        }
    }
}
