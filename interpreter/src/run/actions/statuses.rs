//! Statuses (CR 2.4) and the keyword abilities an object gains or loses (CR 7.4).

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
        Act::Status { what, status, gain } => {
            out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::Status {
                object,
                status: *status,
                gain: *gain,
            }))
        }
        Act::Keyword {
            what,
            keyword,
            gain,
            until,
        } => out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::Keyword {
            object,
            keyword: *keyword,
            gain: *gain,
            until: *until,
        })),
        _ => {}
    }
}
