//! Keyword actions (CR 7.3) performed by their atomic actions.

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
    // CR 7.3: the player performs the keyword action by performing its atomic actions.
    if let Act::KeywordAction { action, act } = act {
        let inner = atomics_placing(std::slice::from_ref(&**act), ctx, frame, host, placing);
        out.extend(inner.into_iter().map(|a| Atomic::KeywordAction {
            player: ctx.controller,
            action: *action,
            atomic: Box::new(a),
        }));
    }
}
