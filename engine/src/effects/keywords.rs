//! Keyword actions (CR 7.3) performed by their atomic action.

use altered_interpreter::{Atomic, Happening, HostError};

use crate::state::{Obj, ObjectId, PlayerId};

use super::EngineHost;

/// Performs a keyword action and notes that the player performed it.
pub(super) fn perform(host: &mut EngineHost<'_>, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
    Ok(match a {
        // CR 7.3: a keyword action is performed by its atomic action, modifiers and all;
        // when it happens, the player has performed the keyword action.
        Atomic::KeywordAction { player, action, atomic } => {
            if !host.one(atomic)? {
                return Ok(false);
            }
            let st = &mut *host.st;
            let object = match &**atomic {
                // The card as it is now: in the discard pile (CR 7.3.30.a), or augmented
                // where it is (CR 7.3.4.a).
                Atomic::Discard(o) | Atomic::Boosts { object: o, .. } | Atomic::Counters { object: o, .. } => {
                    let now = st.cards[o.card.index()].obj;
                    (now != ObjectId::NONE).then_some(Obj { card: o.card, obj: now })
                }
                _ => None,
            };
            st.note(Happening::PerformedKeywordAction {
                player: *player,
                action: *action,
                object,
            });
            true
        }
        _ => return Err(HostError::Unsupported("this atomic action")),
    })
}
