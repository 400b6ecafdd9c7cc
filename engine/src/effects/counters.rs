//! Counters and boosts (CR 2.4.5, 2.5, 7.3.14, 7.3.16).

use altered_interpreter::{Atomic, Happening, HostError};

use crate::event::Event;
use crate::state::{alive, Obj, PlayerId};

use super::EngineHost;

/// Performs an atomic action that changes an object's boosts or counters.
pub(super) fn perform(host: &mut EngineHost<'_>, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
    let st = &mut *host.st;
    let log = &mut *host.log;
    Ok(match a {
        Atomic::Boosts { object, delta } => {
            if *delta > 0 && st.cant_gain_counters(*object, true) {
                return Ok(false); // CR 1.4.1.c: that part can't happen
            }
            let Some(c) = alive(st, *object).filter(|c| c.zone.holds_statuses()) else {
                return Ok(false);
            };
            let now = (i64::from(c.boosts) + i64::from(*delta)).clamp(0, i64::from(u16::MAX)) as u16;
            if now == c.boosts {
                return Ok(false);
            }
            st.cards[object.card.index()].boosts = now;
            log.push(Event::Boosts {
                card: object.card,
                boosts: now,
            });
            if now > c.boosts {
                st.note(Happening::Boosts {
                    object: *object,
                    gained: u32::from(now - c.boosts),
                    before: u32::from(c.boosts),
                });
            } else if now == 0 {
                // CR 2.4.5.b: its last boost removed, it is no longer Boosted.
                st.note(Happening::LostBoosted { object: *object });
            }
            true
        }
        Atomic::Counters { object, name, delta } => {
            if *delta > 0 && st.cant_gain_counters(*object, false) {
                return Ok(false); // CR 1.4.1.c: that part can't happen
            }
            if alive(st, *object).filter(|c| c.zone.holds_statuses()).is_none() {
                return Ok(false);
            }
            let card = object.card;
            let before = st.counter(card, name);
            let now = (i64::from(before) + i64::from(*delta)).clamp(0, i64::from(u32::MAX)) as u32;
            if now == before {
                return Ok(false);
            }
            st.set_counter(card, name, now, log);
            st.note(Happening::Counters {
                object: *object,
                name: name.clone(),
                before,
                now,
            });
            true
        }
        _ => return Err(HostError::Unsupported("this atomic action")),
    })
}
