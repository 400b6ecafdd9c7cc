//! Triggers on Expeditions and terrain markers: moving forward and backward (CR 7.3.22,
//! 7.3.21, 4.2.4), failing to (CR 7.5.7), Ascending (CR 7.3.3), a Character changing
//! Expeditions (CR 7.3.6, 7.3.34), Terrain Markers placed and moved (CR 3.2.1.d, 7.3.20).

use super::*;

/// Whether `h` activates a trigger on an Expedition or a Terrain Marker (see
/// [`super::activates`]).
pub(super) fn activates<H: Query>(
    t: &EventTrigger,
    h: &Happening<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> Option<Option<H::Object>> {
    let subject = |s: &Subject, o: H::Object, at: Place<H::Player>| is_subject(s, o, at, ctx, host);
    match (t, h) {
        (
            EventTrigger::MovesForward {
                which,
                due_to,
                due_to_ascend,
            },
            Happening::MovedForward {
                player,
                side,
                due_to: terrains,
                due_to_ascend: ascended,
            },
        ) => hit(
            place_in(host, *which, Place::Expedition(*player, *side), ctx)
                && due_to.is_none_or(|t| terrains.contains(&t))
                && (!due_to_ascend || *ascended),
            None,
        ),
        (EventTrigger::Ascends { which }, Happening::Ascended { player, side }) => {
            hit(place_in(host, *which, Place::Expedition(*player, *side), ctx), None)
        }
        (EventTrigger::FailsToMoveForward { which }, Happening::FailedToMoveForward { player, side }) => {
            hit(place_in(host, *which, Place::Expedition(*player, *side), ctx), None)
        }
        (
            EventTrigger::ChangesExpedition { what, defects },
            Happening::ChangedExpedition {
                object, to, defected, ..
            },
        ) => hit(defects == defected && subject(what, *object, *to), Some(*object)),
        (EventTrigger::MovesBackward { which }, Happening::MovedBackward { player, side }) => {
            hit(place_in(host, *which, Place::Expedition(*player, *side), ctx), None)
        }
        (EventTrigger::TerrainMarker { .. }, Happening::TerrainMarker { .. }) => {
            hit(marker_matches(t, h, ctx, host), None)
        }
        _ => None,
    }
}

/// `When a Terrain Marker is placed in my region`, `When you move a {V} Terrain Marker`:
/// placed or moved (CR 3.2.1.d, 7.3.20), by that player, of those terrains, there.
fn marker_matches<H: Query>(
    t: &EventTrigger,
    h: &Happening<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> bool {
    let (
        EventTrigger::TerrainMarker {
            by,
            moved,
            terrains,
            region,
        },
        Happening::TerrainMarker {
            player,
            from,
            to,
            terrains: has,
        },
    ) = (t, h)
    else {
        return false;
    };
    let by_them = by.is_none_or(|r| related(host, *player, r, ctx.controller));
    let of_terrains = terrains.is_none_or(|(want, any)| {
        let mut wanted = want.iter().zip(has).filter(|(w, _)| **w);
        if any {
            wanted.any(|(_, h)| *h)
        } else {
            wanted.all(|(_, h)| *h)
        }
    });
    let mine = |r: u8| {
        let mine = crate::run::my_expeditions(ctx, host);
        host.regions()
            .get(usize::from(r))
            .is_some_and(|v| v.expeditions.iter().any(|e| mine.contains(e)))
    };
    let there = match region {
        None => true,
        Some(MarkerIn::ToMyRegion) => mine(*to),
        Some(MarkerIn::FromMyRegion) => from.is_some_and(mine),
    };
    by_them && *moved == from.is_some() && of_terrains && there
}

impl Lowerer {
    /// Lowers a trigger on an Expedition (see [`Lowerer::event_trigger`]).
    pub(super) fn expeditions_event(
        &self,
        subject: &EventSubject,
        verb: &EventVerb,
        span: Span,
    ) -> Result<EventTrigger> {
        let objects = |s: &EventSubject| self.trigger_objects(s, span);
        let expedition = |s: &EventSubject| self.trigger_expedition(s, span);
        Ok(match verb {
            // CR 7.3.3.a: an Expedition that Ascends gains Ascended.
            EventVerb::GainsStatus(s) | EventVerb::BecomesStatus(s) if s.node == StatusName::Ascended => {
                EventTrigger::Ascends {
                    which: expedition(subject)?,
                }
            }
            EventVerb::MovesForward(t) => EventTrigger::MovesForward {
                which: expedition(subject)?,
                due_to: t.map(crate::compile::forms::terrain),
                due_to_ascend: false,
            },
            EventVerb::MovesForwardDueToAscend => EventTrigger::MovesForward {
                which: expedition(subject)?,
                due_to: None,
                due_to_ascend: true,
            },
            EventVerb::FailsToMoveForward => EventTrigger::FailsToMoveForward {
                which: expedition(subject)?,
            },
            EventVerb::Defects => EventTrigger::ChangesExpedition {
                what: objects(subject)?,
                defects: true,
            },
            EventVerb::SwitchesExpeditions => EventTrigger::ChangesExpedition {
                what: objects(subject)?,
                defects: false,
            },
            EventVerb::MovesBackward => EventTrigger::MovesBackward {
                which: expedition(subject)?,
            },
            _ => return unsupported("the trigger event", span),
        })
    }
}

/// Lowers `When a Terrain Marker is placed in my region`, `When you move one or more {V}
/// Terrain Markers` (CR 3.2.1.d, 7.3.20; `one or more`: once per event, CR 6.3.g).
pub(super) fn marker_trigger(e: &Event, span: Span) -> Result<EventTrigger> {
    let Event::TerrainMarker {
        by,
        one_or_more,
        terrains,
        moved,
        region,
    } = e
    else {
        return unsupported("this trigger", span);
    };
    let by = match by {
        None | Some(PlayerRef::EachPlayer) => None,
        Some(PlayerRef::You) => Some(Rel::You),
        Some(PlayerRef::AnOpponent | PlayerRef::EachOpponent | PlayerRef::YourOpponents) => Some(Rel::Opponent),
        Some(_) => return unsupported("this player in a trigger", span),
    };
    let terrains = terrains.as_ref().map(|t| match t {
        altered_grammar::MarkerTerrains::All(l) => (crate::compile::terrain_set(l), l.len() == 1),
        altered_grammar::MarkerTerrains::OneOf(l) => (crate::compile::terrain_set(l), true),
        altered_grammar::MarkerTerrains::Unwritten => ([true; 3], true),
    });
    let region = match region {
        None => None,
        Some(altered_grammar::MarkerRegion::To(altered_grammar::RegionRef::Mine)) => Some(MarkerIn::ToMyRegion),
        Some(altered_grammar::MarkerRegion::From(altered_grammar::RegionRef::Mine)) if *moved => {
            Some(MarkerIn::FromMyRegion)
        }
        Some(_) => return unsupported("a Terrain Marker's region other than mine in a trigger", span),
    };
    let t = EventTrigger::TerrainMarker {
        by,
        moved: *moved,
        terrains,
        region,
    };
    Ok(if *one_or_more {
        EventTrigger::OncePerEvent(Box::new(t))
    } else {
        t
    })
}
