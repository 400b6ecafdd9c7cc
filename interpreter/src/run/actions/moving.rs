//! Moving cards between zones (CR 3.1, 7.3): drawing, putting, returning, discarding,
//! sacrificing, exchanging, revealing and looking at hidden cards.

use super::*;

/// The host's atomic actions for `act`, if it is of this area, added to `out`.
pub(super) fn atomics<H: Query>(
    act: &Act,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
    placing: &mut usize,
    out: &mut Vec<Atomic<H::Object, H::Player>>,
) {
    match act {
        Act::DeckToMana { who, count } => {
            for player in players_in(*who, ctx, frame, host) {
                out.extend((0..*count).map(|_| Atomic::DeckToMana { player }));
            }
        }
        Act::Join { what, to } => {
            let [(player, side)] = expeditions_in(*to, ctx, frame, host)[..] else {
                return;
            };
            for object in resolve(what, ctx, frame, host) {
                match host.place(object) {
                    // CR 7.5.9.a: joining is being there after and not before.
                    Some(Place::Expedition(p, s)) if p == player && s == side => {}
                    // CR 7.3.34.a, 7.5.9.c: from the other Expedition of the same player.
                    Some(Place::Expedition(p, _)) if p == player => out.push(Atomic::SwitchExpeditions(object)),
                    // In play elsewhere (an opponent's Expedition, a Landmark zone): not
                    // one of this player's objects to move.
                    Some(p) if p.in_play() => {}
                    _ => out.push(Atomic::PutInExpedition { object, player, side }),
                }
            }
        }
        Act::Draw { who, count } => out.extend(
            players_in(*who, ctx, frame, host)
                .into_iter()
                .map(|player| Atomic::Draw { player, count: *count }),
        ),
        Act::MoveTo { what, to } => {
            out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::MoveTo { object, to: *to }))
        }
        Act::Discard(what) => out.extend(resolve(what, ctx, frame, host).map(Atomic::Discard)),
        Act::Reveal(what) => out.extend(resolve(what, ctx, frame, host).map(Atomic::Reveal)),
        Act::Look(what) => out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::Look {
            object,
            player: ctx.controller,
        })),
        // CR 7.3.24.a, 6.1.g: each card in the controller's Expedition picked for it (the
        // hero one until picked).
        Act::PutInExpedition(what) => {
            for object in resolve(what, ctx, frame, host) {
                let side = frame.placed.get(*placing).copied().unwrap_or(Side::Hero);
                *placing += 1;
                out.push(Atomic::PutInExpedition {
                    object,
                    player: ctx.controller,
                    side,
                });
            }
        }
        Act::ToDeck { what, position } => {
            let position = number(position, ctx, frame, host).max(1);
            out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::ToDeck { object, position }));
        }
        Act::DiscardHand(who) => {
            for player in players_in(*who, ctx, frame, host) {
                out.extend(host.hidden(player, ZoneKind::Hand).into_iter().map(Atomic::Discard));
            }
        }
        // CR 7.3.11: each to the other's zone, or nothing when a side is undetermined
        // (CR 7.3.11.b) or is somewhere nothing can be moved to.
        Act::Exchange(a, b) => {
            let one = |what: &Objs| {
                let mut named = resolve(what, ctx, frame, host);
                match (named.next(), named.next()) {
                    (Some(o), None) => host.place(o).and_then(destination).map(|to| (o, to)),
                    _ => None,
                }
            };
            if let (Some((a, to_a)), Some((b, to_b))) = (one(a), one(b)) {
                if to_a != to_b {
                    out.push(Atomic::MoveTo { object: a, to: to_b });
                    out.push(Atomic::MoveTo { object: b, to: to_a });
                }
            }
        }
        Act::Sacrifice(what) => out.extend(resolve(what, ctx, frame, host).map(Atomic::Sacrifice)),
        _ => {}
    }
}
