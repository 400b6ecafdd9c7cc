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
