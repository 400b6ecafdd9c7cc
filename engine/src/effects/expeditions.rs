//! Expeditions and Progress: moving forward and backward, terrain markers (CR 3.2.1.d,
//! 7.3.20), switching Expeditions and defecting (CR 7.3.6, 7.3.34), Ascending (CR 7.3.3).

use altered_interpreter::{self as interp, Atomic, Happening, HostError, Place};

use crate::event::Event;
use crate::state::{alive, side_in, side_out, Obj, PlayerId, Side, Zone};

use super::EngineHost;

/// Performs an atomic action on an Expedition or on what is in it.
pub(super) fn perform(host: &mut EngineHost<'_>, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
    let st = &mut *host.st;
    let log = &mut *host.log;
    Ok(match a {
        Atomic::SwitchExpeditions(o) => {
            let Some(c) = alive(st, *o) else { return Ok(false) };
            let Zone::Expedition(p, s) = c.zone else {
                return Ok(false);
            };
            // CR 7.3.34.b: the same object, in the other Expedition.
            let to = match s {
                Side::Hero => Side::Companion,
                Side::Companion => Side::Hero,
            };
            st.set_zone(o.card, Zone::Expedition(p, to));
            log.push(Event::SwitchedExpeditions { card: o.card, to });
            st.note(Happening::ChangedExpedition {
                object: *o,
                from: Place::Expedition(p, side_in(s)),
                to: Place::Expedition(p, side_in(to)),
                defected: false,
            });
            true
        }
        Atomic::Defect(o) => {
            let Some(c) = alive(st, *o) else { return Ok(false) };
            let Zone::Expedition(p, s) = c.zone else {
                return Ok(false);
            };
            // CR 7.3.6.a: to the Expedition facing it (for a Gigantic Character, the one
            // facing where its card is, CR 7.4.4.i), the same object (CR 3.2.4.d), now
            // controlled by that Expedition's player.
            let (q, qs) = st.facing(p, s);
            if q == p {
                return Ok(false);
            }
            // A Gigantic one is in both Expeditions of each controller (CR 7.4.4.b).
            let both = st.has_keyword(o.card, interp::KeywordAbility::Gigantic);
            st.set_zone(o.card, Zone::Expedition(q, qs));
            log.push(Event::Defected {
                card: o.card,
                player: q,
                side: qs,
            });
            st.note(Happening::ChangedExpedition {
                object: *o,
                from: Place::Expedition(p, side_in(s)),
                to: Place::Expedition(q, side_in(qs)),
                defected: true,
            });
            // It left its Expedition and joined the facing one, without leaving or
            // joining the Expedition zone: for `When a Character joins my Expedition`.
            for (player, side, joined) in [(p, s, false), (q, qs, true)] {
                let sides = if both {
                    vec![side, side_out(side_in(side).other())]
                } else {
                    vec![side]
                };
                for side in sides {
                    st.note(Happening::Presence {
                        object: *o,
                        player,
                        side: side_in(side),
                        joined,
                    });
                }
            }
            true
        }
        // CR 7.3.20: a new object, to a visible region only.
        Atomic::MoveTerrainMarker { marker, to } => {
            let moved = st.move_terrain_marker(crate::state::ObjectId(*marker), *to, log);
            // By the controller of the effect (CR 1.4.7.c), which every marker move has.
            if let Some(before) = moved {
                st.note(Happening::TerrainMarker {
                    player: st.doer(st.first_player()),
                    from: Some(before.region),
                    to: *to,
                    terrains: before.terrains.0,
                });
            }
            moved.is_some()
        }
        // CR 3.2.1.d: on a visible region only.
        Atomic::PlaceTerrainMarker { region, terrains } => {
            let placed = st.place_terrain_marker(*region, crate::state::Terrains(*terrains), log);
            // By the controller of the effect (CR 1.4.7.c), which every marker place has.
            if placed {
                st.note(Happening::TerrainMarker {
                    player: st.doer(st.first_player()),
                    from: None,
                    to: *region,
                    terrains: *terrains,
                });
            }
            placed
        }
        Atomic::Ascend { player, side } => {
            let side = side_out(*side);
            // CR 7.3.15.b: an Expedition that is Ascended cannot gain Ascended again; CR
            // 7.5.3.a: it attempts to, and a replacing modifier of that attempt applies.
            if st.player(*player).ascended[side.index()] {
                st.replace_with_effect(st.attempt_ascend_replacement(*player, side), log);
                return Ok(false);
            }
            st.players[player.index()].ascended[side.index()] = true;
            log.push(Event::Ascended { player: *player, side });
            st.note(Happening::Ascended {
                player: *player,
                side: side_in(side),
            });
            true
        }
        Atomic::MoveExpedition {
            player,
            side,
            forward,
            regions,
        } => {
            let side = side_out(*side);
            let before = st.player(*player).markers[side.index()];
            if *forward {
                st.move_forward(*player, side, *regions, log);
            } else {
                st.move_backward(*player, side, *regions, log);
            }
            st.player(*player).markers[side.index()] != before
        }
        _ => return Err(HostError::Unsupported("this atomic action")),
    })
}
