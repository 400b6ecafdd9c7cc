//! Abilities and lasting effects: activating a reaction (CR 7.3.1), delayed parts (CR 6.3.h),
//! rules that last, the next card played.

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
        Act::Activate { what, trigger } => out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::Activate {
            object,
            trigger: *trigger,
        })),
        Act::Delay { part, until } => out.push(Atomic::Delay {
            part: *part,
            until: *until,
        }),
        Act::Rule(change) => out.push(Atomic::Rule {
            player: ctx.controller,
            change: change.clone(),
        }),
        Act::ExpeditionRule { which, change } => {
            for (owner, side) in expeditions_in(*which, ctx, frame, host) {
                out.push(Atomic::ExpeditionRule {
                    player: ctx.controller,
                    owner,
                    side,
                    change: change.clone(),
                });
            }
        }
        Act::ObjectRule { what, rule, until } => {
            out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::ObjectRule {
                player: ctx.controller,
                object,
                rule: *rule,
                until: *until,
            }))
        }
        Act::NextPlay(next) => out.push(Atomic::NextPlay {
            player: ctx.controller,
            next: next.clone(),
        }),
        _ => {}
    }
}
