//! Triggers on statuses gained and lost (CR 2.4): Fleeting, Anchored, Asleep, Exhausted
//! (CR 7.3.12, 7.3.25), and Boosted, which is having a boost (CR 2.4.5).

use super::*;

/// Whether `h` activates a trigger on a status (see [`super::activates`]).
pub(super) fn activates<H: Query>(
    t: &EventTrigger,
    h: &Happening<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> Option<Option<H::Object>> {
    let rel = |p: H::Player, r: Rel| related(host, p, r, ctx.controller);
    let subject = |s: &Subject, o: H::Object, at: Place<H::Player>| is_subject(s, o, at, ctx, host);
    match (t, h) {
        (EventTrigger::GainsStatus { what, status }, Happening::Status { object, status: s, .. }) => {
            let at = host.place(*object)?;
            hit(status == s && subject(what, *object, at), Some(*object))
        }
        (EventTrigger::LosesStatus { what, status }, Happening::LostStatus { object, status: s }) => {
            let at = host.place(*object)?;
            hit(status == s && subject(what, *object, at), Some(*object))
        }
        (EventTrigger::LosesBoosted { what }, Happening::LostBoosted { object }) => {
            let at = host.place(*object)?;
            hit(subject(what, *object, at), Some(*object))
        }
        (EventTrigger::BecomesBoosted { what }, Happening::Boosts { object, before: 0, .. }) => {
            let at = host.place(*object)?;
            hit(subject(what, *object, at), Some(*object))
        }
        (
            EventTrigger::Exhausts { by, what },
            Happening::Status {
                object,
                status: Status::Exhausted,
                by: p,
            },
        ) => {
            let at = host.place(*object)?;
            hit(rel(*p, *by) && matches_at(what, *object, at, ctx, host), Some(*object))
        }
        _ => None,
    }
}

impl Lowerer {
    /// Lowers a trigger on a status gained or lost (see [`Lowerer::event_trigger`]).
    pub(super) fn statuses_event(&self, subject: &EventSubject, verb: &EventVerb, span: Span) -> Result<EventTrigger> {
        let objects = |s: &EventSubject| self.trigger_objects(s, span);
        let player = |s: &EventSubject| trigger_player(s, span);
        Ok(match verb {
            // CR 7.5.4.a: an object becomes a status when it did not have it and then has
            // it. A status is only gained by an object without it (CR 2.4.1.f), so gaining
            // it is becoming it; the two differ only where a passive lets an object gain a
            // status again (CR 2.4.1.g), which this trigger does not tell apart yet.
            EventVerb::GainsStatus(s) | EventVerb::BecomesStatus(s) => EventTrigger::GainsStatus {
                what: objects(subject)?,
                status: match s.node {
                    StatusName::Fleeting => Status::Fleeting,
                    StatusName::Anchored => Status::Anchored,
                    StatusName::Asleep => Status::Asleep,
                    StatusName::Exhausted => Status::Exhausted,
                    // CR 2.4.5.a: Boosted is having a boost, so it is gained with the first.
                    StatusName::Boosted if matches!(verb, EventVerb::BecomesStatus(_)) => {
                        return Ok(EventTrigger::BecomesBoosted {
                            what: objects(subject)?,
                        })
                    }
                    StatusName::Boosted => return unsupported("`gains Boosted`", span),
                    StatusName::Ascended => return unsupported("`gains Ascended`", span),
                },
            },
            // CR 7.3.12: exhausting an object makes it gain Exhausted.
            EventVerb::Exhausted => EventTrigger::GainsStatus {
                what: objects(subject)?,
                status: Status::Exhausted,
            },
            EventVerb::Exhausts(sel) => EventTrigger::Exhausts {
                by: player(subject)?,
                what: self.filter(sel)?,
            },
            EventVerb::LosesStatus(s) => EventTrigger::LosesStatus {
                what: objects(subject)?,
                status: match s.node {
                    StatusName::Fleeting => Status::Fleeting,
                    StatusName::Anchored => Status::Anchored,
                    StatusName::Asleep => Status::Asleep,
                    // CR 7.3.25.a: an object readied loses Exhausted.
                    StatusName::Exhausted => Status::Exhausted,
                    // CR 2.4.5.b: Boosted is lost with the last boost.
                    StatusName::Boosted => {
                        return Ok(EventTrigger::LosesBoosted {
                            what: objects(subject)?,
                        })
                    }
                    StatusName::Ascended => return unsupported("`loses Ascended`", span),
                },
            },
            _ => return unsupported("the trigger event", span),
        })
    }
}
