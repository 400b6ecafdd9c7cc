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
            *object == ctx.this && counter.as_ref() == Some(name) && *before < *nth && *now >= *nth,
            None,
        ),
        (EventTrigger::NthCounter { nth, counter: None }, Happening::Boosts { object, gained, before }) => {
            hit(*object == ctx.this && *before < *nth && before + gained >= *nth, None)
        }
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

impl Lowerer {
    /// Lowers a trigger on counters or boosts gained (see [`Lowerer::event_trigger`]).
    pub(super) fn counters_event(&self, subject: &EventSubject, verb: &EventVerb, span: Span) -> Result<EventTrigger> {
        let objects = |s: &EventSubject| self.trigger_objects(s, span);
        Ok(match verb {
            EventVerb::GainsBoosts(c) => match (objects(subject)?, self.cmp(c, span)?) {
                // `When a non-Boosted Character gains 1 or more boosts`: it had none before
                // the boosts it gains, so it becomes Boosted (CR 2.4.5.a); it is Boosted after.
                (Subject::Objects(mut f), Cmp::AtLeast(1)) if f.not_boosted => {
                    f.not_boosted = false;
                    EventTrigger::BecomesBoosted {
                        what: Subject::Objects(f),
                    }
                }
                (Subject::Objects(f), _) if f.not_boosted => {
                    return unsupported("a number of boosts gained by a non-Boosted object", span)
                }
                (what, cmp) => EventTrigger::GainsBoosts { what, cmp },
            },
            EventVerb::GainsCounters { count, counter } => EventTrigger::GainsCounters {
                what: objects(subject)?,
                counter: counter.clone(),
                // `a Kelon counter` (or `1`): any gain of it, however many at once.
                cmp: match self.cmp(count, span)? {
                    Cmp::Exactly(1) => Cmp::AtLeast(1),
                    c => c,
                },
            },
            _ => return unsupported("the trigger event", span),
        })
    }
}
