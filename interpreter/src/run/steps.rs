//! Running the steps of an effect (CR 6.1.d): its costs, its steps of atomic actions, die
//! rolls (CR 7.3.28), cards played by the effect, and what a step moved or created.

use super::*;

/// Performs a step instruction, or asks the decision it needs first.
pub(super) fn perform<H: Host>(
    program: &Program,
    instr: &Instr,
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> Next<H> {
    match instr {
        Instr::TopCards { slot, count } => {
            let top = host.hidden(ctx.controller, ZoneKind::Deck);
            let n = usize::try_from(*count).unwrap_or(usize::MAX);
            if let Some(s) = frame.slots.get_mut(usize::from(*slot)) {
                s.extend(top.into_iter().take(n));
            }
            frame.pc += 1;
        }
        Instr::Cost { acts, did } => {
            // CR 1.2.5.c, 6.4.c: paid in full, in one step (CR 6.1.d), or not at all.
            let paid = payable(acts, ctx, frame, host) && {
                let step = atomics(acts, ctx, frame, host);
                host.perform(&step, frame.done_buffer())?;
                let done = frame.done.0.iter().all(|&h| h);
                frame.follow(&*host);
                done
            };
            if let Some(f) = did {
                frame.set_flag(*f, paid);
            }
            frame.pc += 1;
        }
        Instr::Roll => {
            if let Some(q) = roll(ctx, frame, host)? {
                return Ok(Some(Yield::Ask(q)));
            }
            frame.pc += 1;
        }
        Instr::AddToRoll(n) => {
            frame.roll = frame.roll.saturating_add(*n);
            frame.pc += 1;
        }
        Instr::TallyBoosts { what, after } => {
            let now = resolve(what, ctx, frame, host).fold(0u32, |n, o| n.saturating_add(host.boosts(o)));
            frame.noted = if *after { frame.noted.saturating_sub(now) } else { now };
            frame.pc += 1;
        }
        Instr::Step { acts, did } => {
            if let Some(q) = ask_placement(acts, ctx, frame, host) {
                return Ok(Some(Yield::Ask(q)));
            }
            // CR 6.2.d: before the step happens, the controller of each optional
            // replacing modifier that would apply to it says whether it does. The step's
            // atomic actions are made once for both: nothing changes in between.
            let atomic = atomics(acts, ctx, frame, host);
            if let Some(q) = ask_modifier(&atomic, frame, host) {
                return Ok(Some(Yield::Ask(q)));
            }
            step(&atomic, *did, ctx, frame, host)?;
            frame.pc += 1;
        }
        Instr::Play { .. } => return play(instr, ctx, frame, host),
        Instr::Moves { slot, filter } => {
            // As for `Creates`: the step follows, and what exists after it and not
            // before is what it moved (a moved card is a new object, CR 1.4.4). The
            // objects before are kept in the frame while the step's optional modifiers
            // are asked (CR 6.2.d).
            let Some(Instr::Step { acts, did }) = program.code.get(frame.pc + 1) else {
                frame.pc += 1;
                return Ok(None);
            };
            if frame.before.is_none() {
                frame.before = Some(host.objects().collect());
            }
            let atomic = atomics(acts, ctx, frame, host);
            if let Some(q) = ask_modifier(&atomic, frame, host) {
                return Ok(Some(Yield::Ask(q)));
            }
            step(&atomic, *did, ctx, frame, host)?;
            frame.pc += 2;
            let before = frame.before.take().unwrap_or_default();
            let moved: Vec<H::Object> = candidates(filter, host)
                .filter(|o| !before.contains(o) && matches(filter, *o, ctx, Some(frame), host))
                .collect();
            if let Some(s) = frame.slots.get_mut(usize::from(*slot)) {
                s.extend(moved);
            }
        }
        Instr::Creates { slot } => {
            // The step follows at once (no decision in between but where its tokens go,
            // CR 7.4.4.h, asked first): what exists after it and not before is what it
            // created.
            if let Some(Instr::Step { acts, .. }) = program.code.get(frame.pc + 1) {
                if let Some(q) = ask_placement(acts, ctx, frame, host) {
                    return Ok(Some(Yield::Ask(q)));
                }
            }
            let before: Vec<H::Object> = host.objects().collect();
            frame.pc += 1;
            if let Some(Instr::Step { acts, did }) = program.code.get(frame.pc) {
                step(&atomics(acts, ctx, frame, host), *did, ctx, frame, host)?;
                frame.pc += 1;
            }
            let created: Vec<H::Object> = host
                .objects()
                .filter(|o| !before.contains(o) && host.is_token(*o))
                .collect();
            if let Some(s) = frame.slots.get_mut(usize::from(*slot)) {
                s.extend(created);
            }
        }
        _ => {}
    }
    Ok(None)
}

/// The cards an effect lets a player play (`You may play it`, CR 6.3.k), asked of the
/// controller or of each player in turn.
fn play<H: Host>(
    instr: &Instr,
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> Next<H> {
    let Instr::Play {
        what,
        price,
        optional,
        did,
        hand_cost,
        base_cost,
        by,
        from,
        ..
    } = instr
    else {
        return Ok(None);
    };
    // Who plays now: the controller, or each player in turn starting with them.
    let (player, index) = match by {
        PlayBy::You => (ctx.controller, None),
        PlayBy::EachStartingWithYou => {
            let n = host.players().count();
            let me = place_of(host, ctx.controller).unwrap_or(0);
            let (i, _) = frame.each.unwrap_or((0, 0));
            if usize::from(i) >= n {
                frame.each = None;
                frame.pc += 1;
                return Ok(None);
            }
            if i == 0 {
                if let Some(f) = did {
                    frame.set_flag(*f, false);
                }
            }
            frame.each = Some((i, 0));
            let k = (me + usize::from(i)) % n;
            let Some(p) = player_at(host, k) else {
                frame.each = None;
                frame.pc += 1;
                return Ok(None);
            };
            (p, u8::try_from(k).ok())
        }
    };
    let (objects, kinds) = match what {
        // CR 6.3.k: only cards still where the effect named them can be played: in
        // Reserve or a Discard pile, or revealed on top of a Deck (`reveal the top card
        // of your deck. You may play it`), whose handle names it while it is there.
        PlayWhat::Objects(o) => {
            let alive: Vec<H::Object> = resolve(o, ctx, frame, host)
                .filter(|&o| {
                    matches!(
                        host.place(o),
                        Some(Place::Reserve(_) | Place::Discard(_) | Place::Deck(_))
                    )
                })
                .collect();
            (alive, Vec::new())
        }
        PlayWhat::Kinds(k) => (Vec::new(), k.clone()),
    };
    if objects.is_empty() && kinds.is_empty() {
        // Nothing to play: that part of the effect is ignored (CR 1.2.6.f).
        if let Some(f) = did {
            frame.set_flag(*f, false);
        }
        frame.each = None;
        frame.pc += 1;
        return Ok(None);
    }
    frame.asked = Some(Asked::Play {
        objects: objects.clone(),
        kinds: kinds.clone(),
        hand_cost: *hand_cost,
        base_cost: *base_cost,
        price: *price,
        optional: *optional,
        by: index,
        from: *from,
    });
    Ok(Some(Yield::Ask(Question::Play {
        player,
        objects,
        kinds,
        hand_cost: *hand_cost,
        base_cost: *base_cost,
        price: *price,
        optional: *optional,
        from: *from,
    })))
}
