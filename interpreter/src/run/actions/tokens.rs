//! Tokens and their creation (CR 7.3.5).

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
        // CR 7.4.4.h: in a Gigantic object's Expedition, each token goes to the one of
        // its controller's Expeditions picked for it (the first until picked).
        Act::Create {
            count,
            into: into @ (Exped::Mine | Exped::Its(_)),
            token,
        } if gigantic_named(its(*into), ctx, frame, host) => {
            // Until picked, the Expedition that holds the card (for costs and previews).
            let holding = match its(*into) {
                Some(it) => its_expedition(it, ctx, frame, host),
                None => match host.place(ctx.this) {
                    Some(Place::Expedition(p, s)) => Some((p, s)),
                    _ => None,
                },
            };
            let Some((controller, first)) = holding else {
                return;
            };
            for _ in 0..*count {
                let side = frame.placed.get(*placing).copied().unwrap_or(first);
                *placing += 1;
                out.push(Atomic::CreateToken {
                    controller,
                    side,
                    token: token.clone(),
                });
            }
        }
        Act::Create { count, into, token } => {
            for (controller, side) in expeditions_in(*into, ctx, frame, host) {
                for _ in 0..*count {
                    out.push(Atomic::CreateToken {
                        controller,
                        side,
                        token: token.clone(),
                    });
                }
            }
        }
        _ => {}
    }
}
