//! Expeditions and Progress: moving forward and backward, terrain markers (CR 3.2.1.d,
//! 7.3.20), switching Expeditions and defecting (CR 7.3.6, 7.3.34), Ascending (CR 7.3.3).

use super::*;

/// The host's atomic actions for `act`, if it is of this area, added to `out`.
pub(super) fn atomics<H: Query>(
    act: &Act,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
    out: &mut Vec<Atomic<H::Object, H::Player>>,
) {
    match act {
        Act::SwitchExpeditions(what) => out.extend(resolve(what, ctx, frame, host).map(Atomic::SwitchExpeditions)),
        Act::Defect(what) => out.extend(resolve(what, ctx, frame, host).map(Atomic::Defect)),
        Act::MoveTerrainMarker { to } => {
            // One region: the first named (a Gigantic object's Expeditions on two
            // regions: its Hero Expedition's).
            let to = regions_named(*to, ctx, frame, host).first().copied();
            if let (Some(marker), Some(to)) = (frame.marker, to) {
                out.push(Atomic::MoveTerrainMarker { marker, to });
            }
        }
        Act::PlaceTerrainMarker { terrains, on } => {
            for region in regions_named(*on, ctx, frame, host) {
                out.push(Atomic::PlaceTerrainMarker {
                    region,
                    terrains: *terrains,
                });
            }
        }
        Act::Ascend(which) => {
            for (player, side) in expeditions_in(*which, ctx, frame, host) {
                out.push(Atomic::Ascend { player, side });
            }
        }
        Act::MoveExpedition {
            which,
            forward,
            regions,
        } => {
            for (player, side) in expeditions_in(*which, ctx, frame, host) {
                out.push(Atomic::MoveExpedition {
                    player,
                    side,
                    forward: *forward,
                    regions: *regions,
                });
            }
        }
        _ => {}
    }
}
