//! Clauses about Expeditions and Progress: moving forward and backward (CR 7.3.21, 7.3.22),
//! terrain markers (CR 3.2.1.d, 7.3.20), switching Expeditions (CR 7.3.34).

use super::*;

impl Lowerer {
    /// Lowers a clause whose action is one of `PlaceTerrainMarker`, `MoveTerrainMarker`, `SwitchExpeditions`, `Move`.
    pub(super) fn expeditions_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            // CR 3.2.1.d: `Place a {V} Terrain Marker on target visible region`.
            (None | Some(Subject::Player(PlayerRef::You)), Action::PlaceTerrainMarker { terrains, on }) => {
                vec![Act::PlaceTerrainMarker {
                    terrains: marker_terrains(terrains, span)?,
                    on: match on {
                        altered_grammar::RegionRef::Target => {
                            pre.push(Instr::ChooseRegion);
                            RegionSel::Chosen
                        }
                        altered_grammar::RegionRef::Each => RegionSel::EachVisible,
                        altered_grammar::RegionRef::Mine => RegionSel::Of(Exped::Mine),
                        altered_grammar::RegionRef::Another => {
                            return unsupported("a Terrain Marker placed on another region", span)
                        }
                    },
                }]
            }
            // CR 7.3.20: `You may move a {V} Terrain Marker from any region to my region`.
            (None | Some(Subject::Player(PlayerRef::You)), Action::MoveTerrainMarker { terrains, from, to }) => {
                let (having, any) = match terrains {
                    None => ([true; 3], true),
                    Some(altered_grammar::MarkerTerrains::OneOf(list)) => (terrain_set(list), true),
                    Some(altered_grammar::MarkerTerrains::Unwritten) => ([true; 3], true),
                    Some(altered_grammar::MarkerTerrains::All(list)) => (terrain_set(list), list.len() == 1),
                };
                let region = |r: &altered_grammar::RegionRef, pre: &mut Vec<Instr>| match r {
                    altered_grammar::RegionRef::Target => {
                        pre.push(Instr::ChooseRegion);
                        Ok(RegionSel::Chosen)
                    }
                    altered_grammar::RegionRef::Mine => Ok(RegionSel::Of(Exped::Mine)),
                    // `to another region` (CR 7.3.20.a: the same one is allowed unless stated
                    // otherwise).
                    altered_grammar::RegionRef::Another => {
                        pre.push(Instr::ChooseOtherRegion);
                        Ok(RegionSel::Chosen)
                    }
                    altered_grammar::RegionRef::Each => unsupported("a Terrain Marker moved to each region", span),
                };
                let from = match from {
                    None => None,
                    Some(altered_grammar::RegionRef::Mine) => Some(RegionSel::Of(Exped::Mine)),
                    Some(_) => return unsupported("a Terrain Marker moved from a region chosen", span),
                };
                pre.push(Instr::ChooseTerrainMarker { having, any, from });
                vec![Act::MoveTerrainMarker { to: region(to, pre)? }]
            }
            (Some(Subject::Object(o)), Action::SwitchExpeditions) => {
                vec![Act::SwitchExpeditions(self.objects(o, pre, span)?)]
            }
            // CR 7.3.22: `Target Expedition moves forward one region`, chosen before the step
            // (CR 1.2.6.c).
            (
                Some(Subject::Object(Object::Select(sel))),
                Action::Move {
                    forward,
                    regions,
                    more: false,
                },
            ) if expedition_choice(sel).is_some() => {
                pre.extend(expedition_choice(sel));
                vec![Act::MoveExpedition {
                    which: Exped::Chosen,
                    forward: *forward,
                    regions: u8::try_from(self.amount(*regions, span)?).unwrap_or(u8::MAX),
                }]
            }
            (
                Some(Subject::Expedition(e)),
                Action::Move {
                    forward,
                    regions,
                    more: false,
                },
            ) => vec![Act::MoveExpedition {
                which: self.expedition_or_chosen(e, pre, span)?,
                forward: *forward,
                regions: u8::try_from(self.amount(*regions, span)?).unwrap_or(u8::MAX),
            }],
            (_, _) => return unsupported("the action", span),
        })
    }
}
