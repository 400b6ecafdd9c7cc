//! Conditions about Expeditions and regions: terrains, statuses, markers, Progress (CR 3.2).

use super::*;

impl Lowerer {
    /// Lowers a condition of this kind: `MarkerInMyRegion`, `ExpeditionIn`, `ExpeditionStatus`, `YourExpeditions`, `ExpeditionIs`, `SingleTerrainRegionsVisible`.
    pub(super) fn expeditions_condition(&self, node: &Condition, span: Span) -> Result<Cond> {
        Ok(match node {
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
            // `If the Expedition facing me is in water` (CR 1.2.3.c: the opponent's facing
            // mine).
            Condition::ExpeditionIn { expedition, terrain } => Cond::ExpeditionIn {
                exped: match expedition {
                    ExpeditionRef::FacingMe => Exped::OpponentsFacingMe,
                    e => self.expedition(e, span)?,
                },
                terrain: forms::terrain(*terrain),
            },
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
            // CR 3.2.1: the regions of the Adventure, face-up ones with one terrain.
            Condition::SingleTerrainRegionsVisible(cmp) => Cond::SingleTerrainRegions(self.cmp(cmp, span)?),
            _ => return unsupported("the condition", span),
        })
    }
}
