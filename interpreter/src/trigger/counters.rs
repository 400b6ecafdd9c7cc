//! Triggers on counters and boosts gained (CR 2.5, 7.3.14): how many at once, the nth.

use super::*;

/// Whether `h` activates a trigger on counters or boosts (see [`super::activates`]).
pub(super) fn activates<H: Query>(
    t: &EventTrigger,
    h: &Happening<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> Option<Option<H::Object>> {
    let subject = |s: &Subject, o: H::Object, at: Place<H::Player>| is_subject(s, o, at, ctx, host);
    match (t, h) {
        (EventTrigger::GainsBoosts { what, cmp }, Happening::Boosts { object, gained, .. }) => {
            let at = host.place(*object)?;
            hit(cmp.holds(*gained) && subject(what, *object, at), Some(*object))
        }
        (
            EventTrigger::NthCounter { nth, counter },
            Happening::Counters {
                object,
                name,
                before,
                now,
            },
        ) => hit(
            *object == ctx.this && name == counter && *before < *nth && *now >= *nth,
            None,
        ),
        (
            EventTrigger::GainsCounters { what, counter, cmp },
            Happening::Counters {
                object,
                name,
                before,
                now,
            },
        ) => {
            let at = host.place(*object)?;
            hit(
                name == counter && now > before && cmp.holds(now - before) && subject(what, *object, at),
                Some(*object),
            )
        }
        _ => None,
    }
}
