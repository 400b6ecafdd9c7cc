//! Running actions: the atomic actions of a step, where they place what they create, their costs, die rolls (CR 7.3.28) and steps another player does.

use super::*;

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
        let by = host.players().iter().position(|&p| p == m.controller).unwrap_or(0);
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
            let done = host.perform(&step)?;
            for (&card, _) in top.iter().zip(done).filter(|(_, d)| *d) {
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
    let acting = frame
        .acting
        .and_then(|(i, _)| host.players().get(usize::from(i)).copied());
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
    let all = host.players();
    let order = host.initiative();
    order.iter().enumerate().skip(from).find_map(|(k, &p)| {
        let allied = host.allied(p, outer.controller);
        let skipped = match who {
            Actor::EachOpponent => allied,
            // The seeds' 2v2: a teammate is allied and not the controller.
            Actor::EachTeammate => !allied || p == outer.controller,
            Actor::FirstPlayer => all.first() != Some(&p),
            Actor::Chosen | Actor::EachPlayer => false,
        };
        if skipped {
            return None;
        }
        let i = all.iter().position(|&q| q == p)?;
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
    let me = host.players().iter().position(|&p| p == ctx.controller)?;
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
            Act::Per { per, act } => {
                let k = number(per, ctx, frame, host);
                if k > 0 {
                    if let Some(a) = scaled(act, k) {
                        out.extend(atomics_placing(std::slice::from_ref(&a), ctx, frame, host, placing));
                    }
                }
            }
            Act::UpToMax { max, support, act } => {
                let (what, name, delta) = match &**act {
                    Act::Boosts { what, delta } => (what, None, *delta),
                    Act::Counters { what, name, delta } => (what, Some(name), *delta),
                    _ => continue,
                };
                // A support ability giving its own card counters (CR 2.2.12.i).
                let own = if *support {
                    resolve(&Objs::This, ctx, frame, host).first().copied()
                } else {
                    None
                };
                for object in resolve(what, ctx, frame, host) {
                    let max = if own == Some(object) {
                        host.support_max(object, *max)
                    } else {
                        *max
                    };
                    let has = match name {
                        None => host.boosts(object),
                        Some(n) => host.counters(object, n),
                    };
                    let room = i64::from(max.saturating_sub(has));
                    let d = i64::from(delta).min(room);
                    if d <= 0 {
                        continue;
                    }
                    let delta = d as i32;
                    out.push(match name {
                        None => Atomic::Boosts { object, delta },
                        Some(n) => Atomic::Counters {
                            object,
                            name: n.clone(),
                            delta,
                        },
                    });
                }
            }
            Act::DeckToMana { who, count } => {
                for player in players_in(*who, ctx, frame, host) {
                    out.extend((0..*count).map(|_| Atomic::DeckToMana { player }));
                }
            }
            Act::Spend { what, counter, count } => {
                for object in resolve(what, ctx, frame, host) {
                    let has = match counter {
                        None => host.boosts(object),
                        Some(name) => host.counters(object, name),
                    };
                    // CR 7.3.33.b: not more than it has, so nothing is spent.
                    if has < *count || *count == 0 {
                        continue;
                    }
                    let delta = -(i32::try_from(*count).unwrap_or(i32::MAX));
                    out.push(match counter {
                        None => Atomic::Boosts { object, delta },
                        Some(name) => Atomic::Counters {
                            object,
                            name: name.clone(),
                            delta,
                        },
                    });
                }
            }
            Act::SwitchExpeditions(what) => out.extend(
                resolve(what, ctx, frame, host)
                    .into_iter()
                    .map(Atomic::SwitchExpeditions),
            ),
            Act::Defect(what) => out.extend(resolve(what, ctx, frame, host).into_iter().map(Atomic::Defect)),
            Act::Join { what, to } => {
                let [(player, side)] = expeditions_in(*to, ctx, frame, host)[..] else {
                    continue;
                };
                for object in resolve(what, ctx, frame, host) {
                    match host.place(object) {
                        // CR 7.5.9.a: joining is being there after and not before.
                        Some(Place::Expedition(p, s)) if p == player && s == side => {}
                        // CR 7.3.34.a, 7.5.9.c: from the other Expedition of the same player.
                        Some(Place::Expedition(p, _)) if p == player => out.push(Atomic::SwitchExpeditions(object)),
                        // In play elsewhere (an opponent's Expedition, a Landmark zone): not
                        // one of this player's objects to move.
                        Some(p) if p.in_play() => {}
                        _ => out.push(Atomic::PutInExpedition { object, player, side }),
                    }
                }
            }
            Act::Activate { what, trigger } => {
                out.extend(
                    resolve(what, ctx, frame, host)
                        .into_iter()
                        .map(|object| Atomic::Activate {
                            object,
                            trigger: *trigger,
                        }),
                )
            }
            Act::Draw { who, count } => out.extend(
                players_in(*who, ctx, frame, host)
                    .into_iter()
                    .map(|player| Atomic::Draw { player, count: *count }),
            ),
            Act::Pass(who) => out.extend(players_in(*who, ctx, frame, host).into_iter().map(Atomic::Pass)),
            Act::BecomeFirstPlayer(who) => out.extend(
                players_in(*who, ctx, frame, host)
                    .into_iter()
                    .map(Atomic::BecomeFirstPlayer),
            ),
            Act::Resupply { who, exhausted } => out.extend(players_in(*who, ctx, frame, host).into_iter().map(
                |player| Atomic::Resupply {
                    player,
                    exhausted: *exhausted,
                },
            )),
            Act::MoveTo { what, to } => out.extend(
                resolve(what, ctx, frame, host)
                    .into_iter()
                    .map(|object| Atomic::MoveTo { object, to: *to }),
            ),
            Act::Discard(what) => out.extend(resolve(what, ctx, frame, host).into_iter().map(Atomic::Discard)),
            Act::Reveal(what) => out.extend(resolve(what, ctx, frame, host).into_iter().map(Atomic::Reveal)),
            Act::Look(what) => out.extend(resolve(what, ctx, frame, host).into_iter().map(|object| Atomic::Look {
                object,
                player: ctx.controller,
            })),
            // CR 7.3.24.a, 6.1.g: each card in the controller's Expedition picked for it (the
            // hero one until picked).
            Act::PutInExpedition(what) => {
                for object in resolve(what, ctx, frame, host) {
                    let side = frame.placed.get(*placing).copied().unwrap_or(Side::Hero);
                    *placing += 1;
                    out.push(Atomic::PutInExpedition {
                        object,
                        player: ctx.controller,
                        side,
                    });
                }
            }
            Act::ToDeck { what, position } => {
                let position = number(position, ctx, frame, host).max(1);
                out.extend(
                    resolve(what, ctx, frame, host)
                        .into_iter()
                        .map(|object| Atomic::ToDeck { object, position }),
                );
            }
            Act::DiscardHand(who) => {
                for player in players_in(*who, ctx, frame, host) {
                    out.extend(host.hidden(player, ZoneKind::Hand).into_iter().map(Atomic::Discard));
                }
            }
            // CR 7.3.11: each to the other's zone, or nothing when a side is undetermined
            // (CR 7.3.11.b) or is somewhere nothing can be moved to.
            Act::Exchange(a, b) => {
                let one = |what: &Objs| match resolve(what, ctx, frame, host)[..] {
                    [o] => host.place(o).and_then(destination).map(|to| (o, to)),
                    _ => None,
                };
                if let (Some((a, to_a)), Some((b, to_b))) = (one(a), one(b)) {
                    if to_a != to_b {
                        out.push(Atomic::MoveTo { object: a, to: to_b });
                        out.push(Atomic::MoveTo { object: b, to: to_a });
                    }
                }
            }
            Act::Sacrifice(what) => out.extend(resolve(what, ctx, frame, host).into_iter().map(Atomic::Sacrifice)),
            Act::Status { what, status, gain } => out.extend(resolve(what, ctx, frame, host).into_iter().map(
                |object| Atomic::Status {
                    object,
                    status: *status,
                    gain: *gain,
                },
            )),
            Act::Keyword {
                what,
                keyword,
                gain,
                until,
            } => out.extend(
                resolve(what, ctx, frame, host)
                    .into_iter()
                    .map(|object| Atomic::Keyword {
                        object,
                        keyword: *keyword,
                        gain: *gain,
                        until: *until,
                    }),
            ),
            Act::Boosts { what, delta } => out.extend(
                resolve(what, ctx, frame, host)
                    .into_iter()
                    .map(|object| Atomic::Boosts { object, delta: *delta }),
            ),
            Act::Counters { what, name, delta } => out.extend(resolve(what, ctx, frame, host).into_iter().map(
                |object| Atomic::Counters {
                    object,
                    name: name.clone(),
                    delta: *delta,
                },
            )),
            // CR 7.4.4.h: in a Gigantic object's Expedition, each token goes to the one of
            // its controller's Expeditions picked for it (the first until picked).
            Act::Create {
                count,
                into: into @ (Exped::Mine | Exped::Its(_)),
                token,
            } if gigantic_named(its(*into), ctx, frame, host) => {
                // Until picked, the Expedition that holds the card (for costs and previews).
                let holding = match its(*into) {
                    Some(it) => its_expedition(it, ctx, frame, host),
                    None => match host.place(ctx.this) {
                        Some(Place::Expedition(p, s)) => Some((p, s)),
                        _ => None,
                    },
                };
                let Some((controller, first)) = holding else {
                    continue;
                };
                for _ in 0..*count {
                    let side = frame.placed.get(*placing).copied().unwrap_or(first);
                    *placing += 1;
                    out.push(Atomic::CreateToken {
                        controller,
                        side,
                        token: token.clone(),
                    });
                }
            }
            Act::Create { count, into, token } => {
                for (controller, side) in expeditions_in(*into, ctx, frame, host) {
                    for _ in 0..*count {
                        out.push(Atomic::CreateToken {
                            controller,
                            side,
                            token: token.clone(),
                        });
                    }
                }
            }
            Act::AfterYou => out.push(Atomic::AfterYou(ctx.controller)),
            Act::WinGame => out.push(Atomic::WinGame(ctx.controller)),
            Act::Delay { part, until } => out.push(Atomic::Delay {
                part: *part,
                until: *until,
            }),
            Act::PayMana(amount) => out.push(Atomic::PayMana {
                player: ctx.controller,
                amount: *amount,
            }),
            // CR 7.3.33.b: spend one of a kind it has; CR 7.3.4.a: Augment adds one more of
            // a single kind it already has. Either way the kind chosen, or its only one;
            // with none, nothing happens.
            Act::SpendCounter(what) => {
                for object in resolve(what, ctx, frame, host) {
                    out.extend(one_counter(object, -1, frame, host));
                }
            }
            Act::Augment(what) => {
                for object in resolve(what, ctx, frame, host) {
                    out.extend(one_counter(object, 1, frame, host).map(|a| Atomic::KeywordAction {
                        player: ctx.controller,
                        action: KeywordActionKind::Augment,
                        atomic: Box::new(a),
                    }));
                }
            }
            // CR 7.3: the player performs the keyword action by performing its atomic actions.
            Act::KeywordAction { action, act } => {
                let inner = atomics_placing(std::slice::from_ref(&**act), ctx, frame, host, placing);
                out.extend(inner.into_iter().map(|a| Atomic::KeywordAction {
                    player: ctx.controller,
                    action: *action,
                    atomic: Box::new(a),
                }));
            }
            // CR 7.3.10.a: the one with more loses the difference, the other gains it.
            Act::ExchangeBoosts(what) => {
                let both: Vec<H::Object> = resolve(what, ctx, frame, host)
                    .into_iter()
                    .filter(|&o| host.place(o).is_some())
                    .collect();
                if let [a, b] = both[..] {
                    let boosts = |o| i32::try_from(host.boosts(o)).unwrap_or(i32::MAX);
                    let (x, y) = (boosts(a), boosts(b));
                    if x != y {
                        out.push(Atomic::Boosts {
                            object: a,
                            delta: y - x,
                        });
                        out.push(Atomic::Boosts {
                            object: b,
                            delta: x - y,
                        });
                    }
                }
            }
            Act::DistributeBoosts { slots } => {
                let mut gains: Vec<(H::Object, i32)> = Vec::new();
                for o in (slots.0..slots.1).flat_map(|s| frame.slot(s).iter().copied()) {
                    match gains.iter_mut().find(|(g, _)| *g == o) {
                        Some((_, n)) => *n = n.saturating_add(1),
                        None => gains.push((o, 1)),
                    }
                }
                out.extend(
                    gains
                        .into_iter()
                        .map(|(object, delta)| Atomic::Boosts { object, delta }),
                );
            }
            // CR 7.3.8.a: gain as many as it has.
            Act::DoubleBoosts(what) => {
                for object in resolve(what, ctx, frame, host) {
                    let n = i32::try_from(host.boosts(object)).unwrap_or(i32::MAX);
                    if n > 0 && host.place(object).is_some() {
                        out.push(Atomic::Boosts { object, delta: n });
                    }
                }
            }
            Act::DoubleCounters { what, name } => {
                for object in resolve(what, ctx, frame, host) {
                    let n = i32::try_from(host.counters(object, name)).unwrap_or(i32::MAX);
                    if n > 0 && host.place(object).is_some() {
                        out.push(Atomic::Counters {
                            object,
                            name: name.clone(),
                            delta: n,
                        });
                    }
                }
            }
            Act::Rule(change) => out.push(Atomic::Rule {
                player: ctx.controller,
                change: change.clone(),
            }),
            Act::ExpeditionRule { which, change } => {
                for (owner, side) in expeditions_in(*which, ctx, frame, host) {
                    out.push(Atomic::ExpeditionRule {
                        player: ctx.controller,
                        owner,
                        side,
                        change: change.clone(),
                    });
                }
            }
            Act::NextPlay(next) => out.push(Atomic::NextPlay {
                player: ctx.controller,
                next: next.clone(),
            }),
            Act::MoveTerrainMarker { to } => {
                // One region: the first named (a Gigantic object's Expeditions on two
                // regions: its Hero Expedition's).
                let to = regions_named(*to, ctx, frame, host).first().copied();
                if let (Some(marker), Some(to)) = (frame.marker, to) {
                    out.push(Atomic::MoveTerrainMarker { marker, to });
                }
            }
            Act::PlaceTerrainMarker { terrains, on } => {
                for region in regions_named(*on, ctx, frame, host) {
                    out.push(Atomic::PlaceTerrainMarker {
                        region,
                        terrains: *terrains,
                    });
                }
            }
            Act::Ascend(which) => {
                for (player, side) in expeditions_in(*which, ctx, frame, host) {
                    out.push(Atomic::Ascend { player, side });
                }
            }
            Act::MoveExpedition {
                which,
                forward,
                regions,
            } => {
                for (player, side) in expeditions_in(*which, ctx, frame, host) {
                    out.push(Atomic::MoveExpedition {
                        player,
                        side,
                        forward: *forward,
                        regions: *regions,
                    });
                }
            }
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
