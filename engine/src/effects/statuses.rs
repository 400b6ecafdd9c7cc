//! Statuses (CR 2.4) and the keyword abilities an object gains or loses (CR 7.4).

use altered_interpreter::{Atomic, Happening, HostError, StatusKind};

use crate::event::Event;
use crate::pool::Kind;
use crate::state::{alive, controller_of, Obj, PlayerId};

use super::EngineHost;

/// Performs an atomic action that gives or takes a status or a keyword ability.
pub(super) fn perform(host: &mut EngineHost<'_>, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
    let st = &mut *host.st;
    let log = &mut *host.log;
    Ok(match a {
        Atomic::Status { object, status, gain } => {
            let Some(c) = alive(st, *object).filter(|c| c.zone.holds_statuses()) else {
                return Ok(false);
            };
            let id = object.card;
            match status {
                StatusKind::Exhausted if *gain => {
                    if !c.status.exhausted {
                        if let Some(done) = st.replace_gain_status(*object, *status, log) {
                            return Ok(done); // CR 6.2.b: replaced
                        }
                    }
                    st.exhaust(id, log)
                }
                StatusKind::Exhausted => st.ready(id, log),
                StatusKind::Fleeting | StatusKind::Anchored | StatusKind::Asleep => {
                    let kind = st.def(id).kind;
                    let had = match status {
                        StatusKind::Fleeting => c.status.fleeting,
                        StatusKind::Anchored => c.status.anchored,
                        _ => c.status.asleep,
                    };
                    // CR 7.3.15.b: an object can't gain a status it has (unless its own
                    // passive says it can, CR 1.4.2.a); CR 2.4.7.b remark: Landmark
                    // Permanents can't have Fleeting.
                    let again = had && *gain && st.can_gain_again(*object, *status);
                    let landmark_fleeting = *status == StatusKind::Fleeting && kind == Kind::LandmarkPermanent;
                    if *gain && (!had || again) && !landmark_fleeting {
                        if let Some(done) = st.replace_gain_status(*object, *status, log) {
                            return Ok(done); // CR 6.2.b: replaced
                        }
                    }
                    let s = &mut st.cards[id.index()].status;
                    let flag = match status {
                        StatusKind::Fleeting => &mut s.fleeting,
                        StatusKind::Anchored => &mut s.anchored,
                        _ => &mut s.asleep,
                    };
                    if (*flag == *gain && !again)
                        || (*gain && *status == StatusKind::Fleeting && kind == Kind::LandmarkPermanent)
                    {
                        return Ok(false);
                    }
                    *flag = *gain;
                    log.push(if *status == StatusKind::Fleeting {
                        Event::Fleeting {
                            card: id,
                            fleeting: *gain,
                        }
                    } else {
                        Event::Status {
                            card: id,
                            status: *status,
                            gained: *gain,
                        }
                    });
                    if *gain {
                        let by = st.doer(controller_of(&c));
                        st.note(Happening::Status {
                            object: *object,
                            status: *status,
                            by,
                        });
                    } else {
                        st.note(Happening::LostStatus {
                            object: *object,
                            status: *status,
                        });
                    }
                    true
                }
            }
        }
        // CR 7.4: an object in play gains or loses a keyword ability.
        Atomic::Keyword {
            object,
            keyword,
            gain,
            until,
        } => {
            if alive(st, *object).is_none_or(|c| !c.zone.in_play()) {
                return Ok(false);
            }
            st.change_keyword(*object, *keyword, *gain, *until, log)
        }
        _ => return Err(HostError::Unsupported("this atomic action")),
    })
}
