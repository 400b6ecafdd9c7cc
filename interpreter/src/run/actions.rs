//! Running actions: the atomic actions of a step, where they place what they create, their costs, die rolls (CR 7.3.28) and steps another player does.

use super::*;

mod abilities;
mod counters;
mod expeditions;
mod keywords;
mod moving;
mod players;
mod statuses;
mod tokens;

/// One counter more or less (`delta`) of a kind `object` has: the kind chosen
/// (`ChooseCounter`), or its only one; `None` when it has none.
pub(super) fn one_counter<H: Query>(
    object: H::Object,
    delta: i32,
    frame: &Frame<H::Object>,
    host: &H,
) -> Option<Atomic<H::Object, H::Player>> {
    let kinds = counter_kinds(object, host);
    let kind = match &frame.counter {
        Some(k) if kinds.contains(k) => k.clone(),
        _ => kinds.into_iter().next()?,
    };
    Some(match kind {
        CounterKind::Boosts => Atomic::Boosts { object, delta },
        CounterKind::Named(name) => Atomic::Counters { object, name, delta },
    })
}

pub(super) fn counter_kinds<H: Query>(o: H::Object, host: &H) -> Vec<CounterKind> {
    let mut kinds = Vec::new();
    if host.boosts(o) > 0 {
        kinds.push(CounterKind::Boosts);
    }
    kinds.extend(
        host.counter_names(o)
            .into_iter()
            .filter(|n| host.counters(o, n) > 0)
            .map(CounterKind::Named),
    );
    kinds
}

/// A die roll (CR 7.3.28) and its modifiers (CR 6.2), which the host reports afresh at
/// each resumption (nothing changes while a question waits): the dice are rolled once,
/// `more dice` adding theirs (two `roll that many dice plus one`: three dice, official
/// ruling on The Ouroboros, Lyra Bastion); with several, the roller keeps one of their
/// choice; then each `add N to its result` applies, an optional one when its controller
/// says so (CR 6.2.d), asked once the dice are seen. The result is noted in the frame; a
/// question returned waits for its answer.
pub(super) fn roll<H: Host>(
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> Result<Option<HostQuestion<H>>, RunError> {
    let mods = host.roll_modifiers(ctx.controller);
    if frame.dice.is_empty() {
        let more: u32 = mods
            .iter()
            .map(|m| match m.change {
                RollChange::MoreDice(n) => u32::from(n),
                _ => 0,
            })
            .sum();
        // Bounded: a die per modifier's few more, and never more than 16 in all.
        for _ in 0..=more.min(15) {
            frame.dice.push(host.roll_die(ctx.controller)?.clamp(1, 6));
        }
    }
    if frame.dice.len() > 1 && frame.kept.is_none() {
        frame.asked = Some(Asked::Die {
            results: frame.dice.clone(),
        });
        return Ok(Some(Question::Die {
            player: ctx.controller,
            results: frame.dice.clone(),
        }));
    }
    let optional: Vec<_> = mods
        .iter()
        .filter(|m| m.optional && matches!(m.change, RollChange::Add(_)))
        .collect();
    if let Some(m) = optional.get(frame.modifiers.len()) {
        let by = place_of(host, m.controller).unwrap_or(0);
        frame.asked = Some(Asked::Modifier {
            object: m.source,
            by: u8::try_from(by).unwrap_or(u8::MAX),
        });
        return Ok(Some(Question::Modifier {
            player: m.controller,
            object: m.source,
        }));
    }
    let mut result = frame.kept.or(frame.dice.first().copied()).unwrap_or(1);
    let mut answers = frame.modifiers.iter();
    for m in &mods {
        if let RollChange::Add(n) = m.change {
            if !m.optional || answers.next() == Some(&true) {
                result = result.saturating_add(n);
            }
        }
    }
    frame.roll = result;
    frame.dice.clear();
    frame.kept = None;
    frame.modifiers.clear();
    host.rolled(ctx.controller, result)?;
    // CR 6.2.c: an additive modifier's reveal happens with the roll, `this way` for its
    // source.
    for m in &mods {
        if let RollChange::AlsoReveal(n) = m.change {
            let top: Vec<H::Object> = host
                .hidden(ctx.controller, ZoneKind::Deck)
                .into_iter()
                .take(usize::from(n))
                .collect();
            let step: Vec<_> = top.iter().map(|&c| Atomic::Reveal(c)).collect();
            if step.is_empty() {
                continue;
            }
            host.perform(&step, frame.done_buffer())?;
            for (&card, _) in top.iter().zip(&frame.done.0).filter(|(_, d)| **d) {
                host.revealed(ctx.controller, card, m.source, result)?;
            }
        }
    }
    Ok(None)
}

/// The context a part of the effect runs in: the effect's, with `you` the player doing
/// that part when another player does it ([`Instr::Acting`]).
pub(super) fn acting_context<H: Query>(
    outer: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> Context<H::Object, H::Player> {
    let acting = frame.acting.and_then(|(i, _)| player_at(host, usize::from(i)));
    Context {
        controller: acting.unwrap_or(outer.controller),
        ..*outer
    }
}

/// The next player, from place `from` in initiative order on (CR 6.1.h), to do a part of
/// the effect for `who`: their index among [`Query::players`] and their place in
/// [`Query::initiative`]; `None` after the last.
pub(super) fn next_actor<H: Query>(
    who: Actor,
    from: usize,
    outer: &Context<H::Object, H::Player>,
    host: &H,
) -> Option<(u8, u8)> {
    host.initiative().enumerate().skip(from).find_map(|(k, p)| {
        let allied = host.allied(p, outer.controller);
        let skipped = match who {
            Actor::EachOpponent => allied,
            // The seeds' 2v2: a teammate is allied and not the controller.
            Actor::EachTeammate => !allied || p == outer.controller,
            Actor::FirstPlayer => host.players().next() != Some(p),
            Actor::Chosen | Actor::EachPlayer => false,
        };
        if skipped {
            return None;
        }
        let i = place_of(host, p)?;
        Some((u8::try_from(i).ok()?, u8::try_from(k).ok()?))
    })
}

pub(super) fn atomics<H: Query>(
    acts: &[Act],
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> Vec<Atomic<H::Object, H::Player>> {
    atomics_placing(acts, ctx, frame, host, &mut 0)
}

/// If the step's tokens created in a Gigantic object's Expedition (CR 7.4.4.h: `my
/// Expedition` is then both of the controller's, taken together, and each token goes to one
/// the controller picks), or the cards it puts in `your Expeditions` (CR 7.3.24.a, 6.1.g),
/// do not all have their Expedition yet, the question for the next one.
pub(super) fn ask_placement<H: Query>(
    acts: &[Act],
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &H,
) -> Option<Question<H::Object, H::Player>> {
    // Most steps create nothing in `my` or `its Expedition`: then nothing to ask, without
    // computing the step's atomic actions once more.
    fn creates_in_its(acts: &[Act]) -> bool {
        acts.iter().any(|a| match a {
            Act::Create {
                into: Exped::Mine | Exped::Its(_),
                ..
            }
            | Act::PutInExpedition(_) => true,
            Act::Per { act, .. } => creates_in_its(std::slice::from_ref(act)),
            _ => false,
        })
    }
    if !creates_in_its(acts) {
        return None;
    }
    let mut needed = 0;
    atomics_placing(acts, ctx, frame, host, &mut needed);
    if frame.placed.len() >= needed {
        return None;
    }
    let me = place_of(host, ctx.controller)?;
    let me = u8::try_from(me).ok()?;
    frame.asked = Some(Asked::Place {
        options: vec![(me, Side::Hero), (me, Side::Companion)],
    });
    Some(Question::Expedition {
        player: ctx.controller,
        options: vec![(ctx.controller, Side::Hero), (ctx.controller, Side::Companion)],
    })
}

/// Whether `my Expedition` (`it` `None`) or `its Expedition` names a Gigantic object's
/// Expeditions, both of its controller's (CR 7.4.4.f).
pub(super) fn gigantic_named<H: Query>(
    it: Option<It>,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> bool {
    let o = match it {
        None => Some(ctx.this),
        Some(it) => it_object::<H>(it, ctx, frame),
    };
    o.is_some_and(|o| host.place(o).is_some() && host.gigantic(o))
}

/// [`atomics`], counting in `placing` the tokens created in a Gigantic object's
/// Expedition: the k-th goes to the Expedition picked k-th (`Frame::placed`, CR 7.4.4.h).
pub(super) fn atomics_placing<H: Query>(
    acts: &[Act],
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
    placing: &mut usize,
) -> Vec<Atomic<H::Object, H::Player>> {
    let mut out = Vec::new();
    for act in acts {
        match act {
            // A multiplier of any action: its amount times as much (`per`).
            Act::Per { per, act } => {
                let k = number(per, ctx, frame, host);
                if k > 0 {
                    if let Some(a) = scaled(act, k) {
                        out.extend(atomics_placing(std::slice::from_ref(&a), ctx, frame, host, placing));
                    }
                }
            }
            Act::DeckToMana { .. }
            | Act::Join { .. }
            | Act::Draw { .. }
            | Act::MoveTo { .. }
            | Act::Discard(_)
            | Act::Reveal(_)
            | Act::Look(_)
            | Act::PutInExpedition(_)
            | Act::ToDeck { .. }
            | Act::DiscardHand(_)
            | Act::Exchange(..)
            | Act::Sacrifice(_) => moving::atomics(act, ctx, frame, host, placing, &mut out),
            Act::UpToMax { .. }
            | Act::Spend { .. }
            | Act::Boosts { .. }
            | Act::Counters { .. }
            | Act::SpendCounter(_)
            | Act::Augment(_)
            | Act::ExchangeBoosts(_)
            | Act::DistributeBoosts { .. }
            | Act::DoubleBoosts(_)
            | Act::DoubleCounters { .. } => counters::atomics(act, ctx, frame, host, &mut out),
            Act::Status { .. } | Act::Keyword { .. } => statuses::atomics(act, ctx, frame, host, &mut out),
            Act::Pass(_)
            | Act::BecomeFirstPlayer(_)
            | Act::Resupply { .. }
            | Act::AfterYou
            | Act::WinGame
            | Act::PayMana(_) => players::atomics(act, ctx, frame, host, &mut out),
            Act::Create { .. } => tokens::atomics(act, ctx, frame, host, placing, &mut out),
            Act::SwitchExpeditions(_)
            | Act::Defect(_)
            | Act::MoveTerrainMarker { .. }
            | Act::PlaceTerrainMarker { .. }
            | Act::Ascend(_)
            | Act::MoveExpedition { .. } => expeditions::atomics(act, ctx, frame, host, &mut out),
            Act::KeywordAction { .. } => keywords::atomics(act, ctx, frame, host, placing, &mut out),
            Act::Activate { .. }
            | Act::Delay { .. }
            | Act::Rule(_)
            | Act::ExpeditionRule { .. }
            | Act::ObjectRule { .. }
            | Act::NextPlay(_) => abilities::atomics(act, ctx, frame, host, &mut out),
        }
    }
    out
}

/// Whether a cost could be paid in full now (CR 1.2.5.c, 6.4.c): every action in it
/// names something to do, and each of its atomic actions can happen. Mana is counted
/// across the whole cost (CR 1.2.5.d: its parts are paid together).
pub(super) fn payable<H: Query>(
    acts: &[Act],
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> bool {
    let mut mana = 0u32;
    for act in acts {
        let step = atomics(std::slice::from_ref(act), ctx, frame, host);
        if step.is_empty() {
            // Nothing to pay with: counters it doesn't have (CR 7.3.33.b), no object chosen.
            return false;
        }
        for a in &step {
            let ok = match a {
                Atomic::PayMana { amount, .. } => {
                    mana = mana.saturating_add(*amount);
                    true
                }
                // CR 7.3.15.b: an exhausted object can't be exhausted again.
                Atomic::Status {
                    object,
                    status: Status::Exhausted,
                    gain: true,
                } => host.place(*object).is_some() && !host.has_status(*object, Status::Exhausted),
                Atomic::Boosts { object, delta } | Atomic::Counters { object, delta, .. } if *delta < 0 => {
                    host.place(*object).is_some()
                }
                Atomic::Discard(o) | Atomic::Sacrifice(o) | Atomic::MoveTo { object: o, .. } => {
                    host.place(*o).is_some()
                }
                _ => true,
            };
            if !ok {
                return false;
            }
        }
    }
    mana <= host.mana(ctx.controller)
}

/// Where a card in `place` is moved to, to put another in the same zone (Exchange, CR
/// 7.3.11.a): the owner's zone of that kind (CR 1.4.3).
pub(super) fn destination<P>(place: Place<P>) -> Option<Destination> {
    match place {
        Place::Hand(_) => Some(Destination::Hand),
        Place::Reserve(_) => Some(Destination::Reserve),
        _ => None,
    }
}
