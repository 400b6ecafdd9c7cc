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
