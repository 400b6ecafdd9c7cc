//! Triggers on objects moving between zones and places: played (CR 5.1.2, 7.5.11), joining and
//! leaving (CR 7.5.9, 7.5.10), going to Reserve or the discard pile, sacrificed (CR 7.3.31),
//! discarded (CR 7.3.7), created as tokens (CR 7.3.5).

use super::*;

/// Whether `h` activates a trigger on an object moving (see [`super::activates`]).
pub(super) fn activates<H: Query>(
    t: &EventTrigger,
    h: &Happening<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> Option<Option<H::Object>> {
    let rel = |p: H::Player, r: Rel| related(host, p, r, ctx.controller);
    // `a player`: anyone.
    let who = |p: H::Player, r: Option<Rel>| r.is_none_or(|r| rel(p, r));
    let subject = |s: &Subject, o: H::Object, at: Place<H::Player>| is_subject(s, o, at, ctx, host);
    match (t, h) {
        (EventTrigger::Joins { .. } | EventTrigger::Leaves { .. }, _) => joins_or_leaves(t, h, ctx, host),
        (
            EventTrigger::Plays {
                by,
                what,
                from: played_from,
            },
            Happening::Played { player, object, from },
        ) => {
            let at = host.place(*object)?;
            hit(
                rel(*player, *by)
                    && played_from.is_none_or(|w| place_in(host, w, *from, ctx))
                    && matches_at(what, *object, at, ctx, host),
                Some(*object),
            )
        }
        (
            EventTrigger::GoesToReserve { what, from },
            Happening::Moved {
                old,
                from: Some(f),
                new,
                to: Some(Place::Reserve(_)),
            },
        ) => {
            if !place_in(host, *from, *f, ctx) || matches!(f, Place::Reserve(_)) {
                return None;
            }
            // The self-move reaction belongs to the new object, the other to the old one. A
            // card from a hidden zone was no object there (CR 2.1.j, `old` is `None`): only
            // the object it became can react, as Coppélia's `When I go to Reserve from your
            // hand` does (CR 6.3.e).
            let who = if t.self_move() { (*new)? } else { (*old)? };
            let at = if t.self_move() { host.place(who)? } else { *f };
            hit(subject(what, who, at), Some(who))
        }
        (
            EventTrigger::GoesFromTo { what, from, to },
            Happening::Moved {
                from: Some(f),
                new: Some(o),
                to: Some(at),
                ..
            },
        ) => {
            let went = from.iter().any(|w| place_in(host, *w, *f, ctx)) && place_in(host, *to, *at, ctx);
            hit(went && subject(what, *o, *at), Some(*o))
        }
        (EventTrigger::Sacrifices { by, what }, Happening::Sacrificed { player, object, from }) => hit(
            who(*player, *by) && matches_at(what, *object, *from, ctx, host),
            Some(*object),
        ),
        (EventTrigger::IAmSacrificed, Happening::Sacrificed { object, .. }) => hit(*object == ctx.this, None),
        // CR 7.3.7.a: a card moved to the discard pile; the player discarding it is the one
        // whose zone it leaves (their hand, Reserve or play).
        (
            EventTrigger::Discards { by, what, from },
            Happening::Moved {
                from: Some(f),
                new: Some(o),
                to: Some(at @ Place::Discard(_)),
                ..
            },
        ) => {
            let owner = f.player()?;
            let went = from.is_empty() || from.iter().any(|w| place_in(host, *w, *f, ctx));
            hit(
                went && !matches!(f, Place::Discard(_)) && who(owner, *by) && matches_at(what, *o, *at, ctx, host),
                Some(*o),
            )
        }
        // CR 7.3.5.a: a token put in an Expedition, by that player, of that kind.
        (EventTrigger::CreatesToken { by, what }, Happening::TokenCreated { player, object }) => {
            let of_kind = what
                .as_ref()
                .is_none_or(|w| host.place(*object).is_some_and(|at| subject(w, *object, at)));
            hit(who(*player, *by) && of_kind, Some(*object))
        }
        _ => None,
    }
}

/// `joins …`, `leaves …` (CR 7.5.9, 7.5.10): entering a place from outside it, leaving it for
/// outside it.
fn joins_or_leaves<H: Query>(
    t: &EventTrigger,
    h: &Happening<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> Option<Option<H::Object>> {
    let subject = |s: &Subject, o: H::Object, at: Place<H::Player>| is_subject(s, o, at, ctx, host);
    match (t, h) {
        (
            EventTrigger::Joins { what, to },
            Happening::Moved {
                from,
                new: Some(o),
                to: Some(at),
                ..
            },
        ) => {
            // Joining a place is entering it from outside (a move within it is not). CR
            // 7.4.4.b/j: a Gigantic object joins both of its controller's Expeditions, and a
            // Gigantic reaction's "my Expedition" is both, taken together.
            let both = *to == Where::MyExpedition && (host.gigantic(ctx.this) || host.gigantic(*o));
            let inside = |p: Place<H::Player>| {
                place_in(host, *to, p, ctx) || both && matches!(p, Place::Expedition(q, _) if q == ctx.controller)
            };
            let entered = inside(*at) && !from.is_some_and(inside);
            hit(entered && subject(what, *o, *at), Some(*o))
        }
        // CR 7.5.9.c: a Character that switches Expeditions (or defects) joins its new
        // Expedition, not the Expedition zone, which it never left; CR 7.4.4.n: while it is
        // Gigantic it joins neither; CR 7.4.4.j: a Gigantic reaction's "my Expedition" is both
        // of them taken together, so a switch between them joins it not.
        (
            EventTrigger::Joins { what, to },
            Happening::ChangedExpedition {
                object, from, to: at, ..
            },
        ) => {
            let both = *to == Where::MyExpedition && host.gigantic(ctx.this);
            let inside = |p: Place<H::Player>| {
                place_in(host, *to, p, ctx) || both && matches!(p, Place::Expedition(q, _) if q == ctx.controller)
            };
            let entered = inside(*at) && !inside(*from);
            hit(
                entered && !host.gigantic(*object) && subject(what, *object, *at),
                Some(*object),
            )
        }
        // CR 7.4.4.o: it joins the Expedition its card is not in; for a reaction whose "my
        // Expedition" is both (it is Gigantic, CR 7.4.4.j), it was already in them.
        (
            EventTrigger::Joins { what, to },
            Happening::Presence {
                object,
                player,
                side,
                joined: true,
            },
        ) => {
            let both = *to == Where::MyExpedition && host.gigantic(ctx.this);
            let inside = |p: Place<H::Player>| {
                place_in(host, *to, p, ctx) || both && matches!(p, Place::Expedition(q, _) if q == ctx.controller)
            };
            let at = Place::Expedition(*player, *side);
            let entered = inside(at) && !inside(Place::Expedition(*player, side.other()));
            hit(entered && subject(what, *object, at), Some(*object))
        }
        // CR 7.4.4.p: it leaves the Expedition its card is not in, and stays in the other.
        (
            EventTrigger::Leaves { what, from, during },
            Happening::Presence {
                object,
                player,
                side,
                joined: false,
            },
        ) => {
            if during.is_some_and(|d| host.phase() != Some(d)) {
                return None;
            }
            let at = Place::Expedition(*player, *side);
            let left =
                place_in(host, *from, at, ctx) && !place_in(host, *from, Place::Expedition(*player, side.other()), ctx);
            hit(left && subject(what, *object, at), Some(*object))
        }
        // CR 7.5.10.c: a Character that switches Expeditions (or defects) leaves its former
        // Expedition, not the Expedition zone; CR 7.4.4.n: while it is Gigantic it leaves
        // neither.
        (
            EventTrigger::Leaves { what, from, during },
            Happening::ChangedExpedition {
                object, from: f, to, ..
            },
        ) => {
            if during.is_some_and(|d| host.phase() != Some(d)) {
                return None;
            }
            // `When I leave my Expedition`: mine is the one I was in (it has moved with me).
            let was = match f {
                Place::Expedition(p, s) if *object == ctx.this => Context {
                    controller: *p,
                    side: Some(*s),
                    ..*ctx
                },
                _ => *ctx,
            };
            // CR 7.4.4.j: nor does it leave a Gigantic reaction's "my Expedition", both of them.
            let both = *from == Where::MyExpedition && *object != ctx.this && host.gigantic(ctx.this);
            let inside = |p: Place<H::Player>| {
                place_in(host, *from, p, &was) || both && matches!(p, Place::Expedition(q, _) if q == ctx.controller)
            };
            let left = inside(*f) && !inside(*to);
            hit(
                left && !host.gigantic(*object) && subject(what, *object, *f),
                Some(*object),
            )
        }
        (
            EventTrigger::Leaves { what, from, during },
            Happening::Moved {
                old: Some(o),
                from: Some(f),
                to,
                ..
            },
        ) => {
            if during.is_some_and(|d| host.phase() != Some(d)) {
                return None;
            }
            let left = place_in(host, *from, *f, ctx) && !to.is_some_and(|t| place_in(host, *from, t, ctx));
            hit(left && subject(what, *o, *f), Some(*o))
        }
        _ => None,
    }
}

impl Lowerer {
    /// Lowers a trigger on an object moving between zones and places (see [`Lowerer::event_trigger`]).
    pub(super) fn moving_event(&self, subject: &EventSubject, verb: &EventVerb, span: Span) -> Result<EventTrigger> {
        let objects = |s: &EventSubject| self.trigger_objects(s, span);
        let player = |s: &EventSubject| trigger_player(s, span);
        let who = |s: &EventSubject| trigger_who(s, span);
        let anywhere = |sel| self.filter_anywhere(sel);
        Ok(match verb {
            EventVerb::Plays(sel) => {
                // `a Spell from your Reserve`: where it was played from is the play's, not a
                // place the card is in now (it is in Limbo or in play, CR 5.1.2.g).
                let mut what = sel.clone();
                let mut from = None;
                what.qualifiers.retain(|q| match q {
                    Qualifier::FromZone(z) | Qualifier::PlayedFrom(z)
                        if matches!(z.zone, Zone::Hand | Zone::Reserve | Zone::Deck) && from.is_none() =>
                    {
                        from = Some(z.clone());
                        false
                    }
                    _ => true,
                });
                EventTrigger::Plays {
                    by: player(subject)?,
                    what: anywhere(&what)?,
                    from: from.map(|z| zone_where(&z, span)).transpose()?,
                }
            }
            EventVerb::Joins(p) => EventTrigger::Joins {
                what: objects(subject)?,
                to: self.place(p, span)?,
            },
            EventVerb::Leaves { from, during } => EventTrigger::Leaves {
                what: objects(subject)?,
                from: self.place(from, span)?,
                during: during.as_ref().map(|d| d.node),
            },
            EventVerb::GoesToReserve(p) => EventTrigger::GoesToReserve {
                what: objects(subject)?,
                from: self.place(p, span)?,
            },
            // CR 7.3.7.a: moved to the discard pile, from these zones or from any.
            EventVerb::GoesToDiscard { from } => EventTrigger::GoesFromTo {
                what: objects(subject)?,
                from: if from.is_empty() {
                    vec![Where::Anywhere]
                } else {
                    from.iter().map(|z| discard_where(z, span)).collect::<Result<_>>()?
                },
                to: Where::Discard,
            },
            EventVerb::GoesFromTo { from, to } => EventTrigger::GoesFromTo {
                what: objects(subject)?,
                from: from.iter().map(|z| zone_where(z, span)).collect::<Result<_>>()?,
                to: zone_where(to, span)?,
            },
            // `When you put a card from your hand in Reserve`: a player's hand and Reserve are
            // personal (CR 3.1.2.b-c), so a card of the controller's hand that goes to a
            // Reserve is one the controller puts there, whatever effect says so.
            EventVerb::PutsFromTo { what, from, to }
                if *subject == EventSubject::Player(altered_grammar::PlayerRef::You)
                    && from.zone == Zone::Hand
                    && matches!(from.whose, None | Some(altered_grammar::PossessivePlayer::Your))
                    && !from.any_one =>
            {
                EventTrigger::GoesFromTo {
                    what: Subject::Objects(anywhere(what)?),
                    from: vec![Where::Hand],
                    to: super::zone_where(to, span)?,
                }
            }
            EventVerb::PutsFromTo { .. } => return unsupported("a card put from a zone by this player", span),
            EventVerb::Sacrifices(sel) => EventTrigger::Sacrifices {
                by: Some(player(subject)?),
                what: anywhere(sel)?,
            },
            EventVerb::Sacrificed if *subject == EventSubject::Me => EventTrigger::IAmSacrificed,
            // The passive voice: done by any player to the subject (CR 7.3.31, 7.3.7).
            EventVerb::Sacrificed => match subject {
                EventSubject::Object(sel) => EventTrigger::Sacrifices {
                    by: None,
                    what: anywhere(sel)?,
                },
                _ => return unsupported("this subject of `sacrificed`", span),
            },
            EventVerb::Discarded { from } => {
                let from: Vec<Where> = from.iter().map(|z| discard_where(z, span)).collect::<Result<_>>()?;
                match subject {
                    EventSubject::Object(sel) => EventTrigger::Discards {
                        by: None,
                        what: anywhere(sel)?,
                        from,
                    },
                    // `I'm discarded from Reserve`: the only action that puts a card from
                    // there into the discard pile is discarding it (CR 7.3.7.a).
                    EventSubject::Me if !from.is_empty() => EventTrigger::GoesFromTo {
                        what: Subject::Me,
                        from,
                        to: Where::Discard,
                    },
                    // `When I'm discarded`: moved to the discard pile from wherever I am
                    // (CR 7.3.7.a), by any discard, a sacrifice among them (CR 7.3.31.a).
                    EventSubject::Me => EventTrigger::GoesFromTo {
                        what: Subject::Me,
                        from: vec![Where::Anywhere],
                        to: Where::Discard,
                    },
                    _ => return unsupported("this subject of `discarded`", span),
                }
            }
            EventVerb::CreatesToken => EventTrigger::CreatesToken {
                by: Some(player(subject)?),
                what: None,
            },
            // The passive voice: created by any player (CR 7.3.5.a).
            EventVerb::Created => EventTrigger::CreatesToken {
                by: None,
                what: Some(objects(subject)?),
            },
            EventVerb::Discards { what, from } => EventTrigger::Discards {
                by: who(subject)?,
                what: anywhere(what)?,
                from: from.iter().map(|z| discard_where(z, span)).collect::<Result<_>>()?,
            },
            EventVerb::CreatesAnyToken { one_or_more } => {
                let t = EventTrigger::CreatesToken {
                    by: Some(player(subject)?),
                    what: None,
                };
                if *one_or_more {
                    EventTrigger::OncePerEvent(Box::new(t))
                } else {
                    t
                }
            }
            _ => return unsupported("the trigger event", span),
        })
    }
}
