//! Running the choices of an effect (CR 6.1.g): objects, players, Expeditions, regions,
//! terrain markers, counters, modes, and whether to do what `may` offers.

use super::*;

/// Asks the decision of a choice instruction, or moves past it when there is nothing to
/// decide.
pub(super) fn ask<H: Host>(
    program: &Program,
    instr: &Instr,
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> Next<H> {
    match instr {
        Instr::May { by, .. } => {
            match by {
                Chooser::Chosen => {
                    let chosen = frame.player.and_then(|i| Some((i, player_at(host, usize::from(i))?)));
                    let Some((i, player)) = chosen else {
                        // No player was chosen: nobody decides, the optional part
                        // does not happen (CR 1.2.6.d).
                        if let Some(Instr::May { flag, skip_to, .. }) = program.code.get(frame.pc) {
                            frame.set_flag(*flag, false);
                            frame.pc = (*skip_to).max(frame.pc + 1);
                        }
                        return Ok(None);
                    };
                    frame.asked = Some(Asked::MayBy(i));
                    return Ok(Some(Yield::Ask(Question::May { player })));
                }
                _ => {
                    frame.asked = Some(Asked::May);
                    return Ok(Some(Yield::Ask(Question::May { player: ctx.controller })));
                }
            }
        }
        Instr::Choose { .. } => return choose_objects(instr, ctx, frame, host),
        Instr::Modes { .. } => return choose_modes(instr, ctx, frame, host),
        Instr::ChoosePlayer { opponent } => {
            let (options, players): (Vec<u8>, Vec<H::Player>) = (0..u8::MAX)
                .zip(host.players())
                .filter(|&(_, p)| !*opponent || !host.allied(p, ctx.controller))
                .unzip();
            if options.is_empty() {
                frame.pc += 1;
                return Ok(None);
            }
            frame.asked = Some(Asked::Player { options });
            return Ok(Some(Yield::Ask(Question::Player {
                player: ctx.controller,
                options: players,
            })));
        }
        Instr::ChooseExpedition { standing, only, having } => {
            let (mut options, mut named) = every_expedition(host);
            if standing.is_some() || only.is_some() || having.is_some() {
                let mine = my_expeditions(ctx, host);
                let regions = if having.is_some_and(ExpeditionTest::reads_regions) {
                    host.regions()
                } else {
                    Vec::new()
                };
                let keep: Vec<bool> = named
                    .iter()
                    .map(|&(p, s)| {
                        standing.is_none_or(|st| st.holds(host.standing(p, s)))
                            && having.is_none_or(|t| expedition_passes(t, (p, s), &regions, ctx, host))
                            && match only {
                                None => true,
                                Some(ExpeditionsAllowed::Yours) => p == ctx.controller,
                                Some(ExpeditionsAllowed::Opponents) => !host.allied(p, ctx.controller),
                                Some(ExpeditionsAllowed::Mine) => mine.contains(&(p, s)),
                                Some(ExpeditionsAllowed::NotMine) => !mine.contains(&(p, s)),
                            }
                    })
                    .collect();
                let mut k = keep.iter();
                options.retain(|_| *k.next().unwrap_or(&false));
                let mut k = keep.iter();
                named.retain(|_| *k.next().unwrap_or(&false));
            }
            if options.is_empty() {
                frame.expedition = None;
                frame.pc += 1;
                return Ok(None);
            }
            frame.asked = Some(Asked::Expedition { options });
            return Ok(Some(Yield::Ask(Question::Expedition {
                player: ctx.controller,
                options: named,
            })));
        }
        Instr::ChooseTerrainMarker { having, any, from } => {
            // CR 7.3.20: a marker that has the terrains, on the regions named if any.
            let allowed: Option<Vec<u8>> = from.map(|f| regions_named(f, ctx, frame, host));
            let options: Vec<(u32, u8, [bool; 3])> = host
                .terrain_markers()
                .into_iter()
                .filter(|m| allowed.as_ref().is_none_or(|a| a.contains(&m.region)))
                .filter(|m| {
                    let has = (0..3).filter(|&t| having[t]).map(|t| m.terrains[t]);
                    if *any {
                        has.clone().any(|h| h)
                    } else {
                        has.clone().all(|h| h)
                    }
                })
                .map(|m| (m.id, m.region, m.terrains))
                .collect();
            if options.is_empty() {
                frame.marker = None;
                frame.pc += 1;
                return Ok(None);
            }
            frame.asked = Some(Asked::TerrainMarker {
                options: options.clone(),
            });
            return Ok(Some(Yield::Ask(Question::TerrainMarker {
                player: ctx.controller,
                options: options.iter().map(|&(_, r, t)| (r, t)).collect(),
            })));
        }
        Instr::ChooseRegion | Instr::ChooseOtherRegion => {
            // CR 3.2.1.d: a visible region, face up (a face-down one has no terrain).
            let mut options = visible_regions(&host.regions());
            // CR 7.3.20.a: `another region` is not the one the marker is on.
            if matches!(instr, Instr::ChooseOtherRegion) {
                let on = frame
                    .marker
                    .and_then(|id| host.terrain_markers().iter().find(|m| m.id == id).map(|m| m.region));
                options.retain(|&r| Some(r) != on);
            }
            if options.is_empty() {
                frame.region = None;
                frame.pc += 1;
                return Ok(None);
            }
            frame.asked = Some(Asked::Region {
                options: options.clone(),
            });
            return Ok(Some(Yield::Ask(Question::Region {
                player: ctx.controller,
                options,
            })));
        }
        Instr::Distribute { count } => {
            if frame.distributed.len() >= usize::from(*count) {
                frame.pc += 1;
                return Ok(None);
            }
            let (options, named) = every_expedition(host);
            frame.asked = Some(Asked::Distribute { options });
            return Ok(Some(Yield::Ask(Question::Expedition {
                player: ctx.controller,
                options: named,
            })));
        }
        Instr::ChooseCounter { slot } => {
            frame.counter = None;
            let object = frame.slot(*slot).first().copied();
            let options = object.map(|o| counter_kinds(o, host)).unwrap_or_default();
            // One kind or none: nothing to choose (CR 6.1.g).
            match object {
                Some(object) if options.len() > 1 => {
                    frame.asked = Some(Asked::Counter {
                        object,
                        options: options.clone(),
                    });
                    return Ok(Some(Yield::Ask(Question::Counter {
                        player: ctx.controller,
                        object,
                        options: options.iter().map(CounterKind::name).collect(),
                    })));
                }
                _ => frame.pc += 1,
            }
        }
        _ => {}
    }
    Ok(None)
}

/// CR 6.6: the modes of a `Choose one:` (or more) effect, asked of its controller.
fn choose_modes<H: Host>(
    instr: &Instr,
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> Next<H> {
    let Instr::Modes {
        first,
        count,
        min,
        max,
        costs,
        extra,
        all_if,
        copies,
    } = instr
    else {
        return Ok(None);
    };
    let copies = u16::from((*copies).max(1));
    // How many times option `i` was chosen so far.
    let times = |i: u8| {
        let base = first.saturating_add(u16::from(i) * copies);
        (0..copies).filter(|&j| frame.flag(base.saturating_add(j))).count()
    };
    let chosen: usize = (0..*count).map(times).sum();
    let extra = extra.as_ref().map_or(0, |x| number(x, ctx, frame, host));
    let max = match all_if {
        Some(c) if eval(c, ctx, frame, host) => u32::from(*count) * u32::from(copies),
        _ => u32::from(*max),
    };
    let (min, max) = (u32::from(*min).saturating_add(extra), max.saturating_add(extra));
    // CR 5.1.2.f, 6.4.c: a mode whose cost can't be paid in full can't be chosen.
    // Costs of modes chosen together are paid together, so what the modes
    // chosen so far cost is counted too (once per choice of a repeated one).
    let chosen_costs: Vec<Act> = costs
        .iter()
        .flat_map(|(i, c)| std::iter::repeat_n(c, times(*i)))
        .flat_map(|c| c.iter().cloned())
        .collect();
    let affordable = |i: u8| match costs.iter().find(|(j, _)| *j == i) {
        None => true,
        Some((_, c)) => {
            let mut all = chosen_costs.clone();
            all.extend(c.iter().cloned());
            payable(&all, ctx, frame, host)
        }
    };
    let options: Vec<u8> = (0..*count)
        .filter(|&i| times(i) < usize::from(copies) && affordable(i))
        .collect();
    let chosen = u32::try_from(chosen).unwrap_or(u32::MAX);
    if chosen >= max || options.is_empty() {
        frame.pc += 1;
        return Ok(None);
    }
    let optional = chosen >= min;
    frame.asked = Some(Asked::Mode {
        options: options.clone(),
        optional,
    });
    Ok(Some(Yield::Ask(Question::Mode {
        player: ctx.controller,
        options,
        optional,
    })))
}

/// CR 6.1.g: the objects (or cards of a Hand, or revealed cards) a step chooses, asked of
/// the chooser, or nothing when no choice is left.
fn choose_objects<H: Host>(
    instr: &Instr,
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> Next<H> {
    let Instr::Choose {
        slot,
        filter,
        min,
        max,
        target,
        by,
    } = instr
    else {
        return Ok(None);
    };
    // CR 6.1.g: the controller decides, unless the step names who does; several
    // players decide in initiative order (CR 6.1.h).
    let each = matches!(by, Chooser::EachPlayer | Chooser::EachOpponent);
    let (chooser, index, picked) = match by {
        Chooser::You => (ctx.controller, None, frame.slot(*slot).len()),
        Chooser::Chosen => {
            let Some((i, p)) = frame.player.and_then(|i| Some((i, player_at(host, usize::from(i))?))) else {
                // No player was chosen: nobody chooses, nothing is chosen.
                frame.pc += 1;
                return Ok(None);
            };
            (p, Some(i), frame.slot(*slot).len())
        }
        Chooser::EachPlayer | Chooser::EachOpponent => {
            let (mut i, mut picked) = frame.each.unwrap_or((0, 0));
            let mut order = host.initiative().skip(usize::from(i));
            let mut next = order.next();
            while next.is_some_and(|p| *by == Chooser::EachOpponent && host.allied(p, ctx.controller)) {
                i = i.saturating_add(1);
                picked = 0;
                next = order.next();
            }
            let Some(p) = next else {
                frame.each = None;
                frame.pc += 1;
                return Ok(None);
            };
            frame.each = Some((i, picked));
            let at = place_of(host, p).and_then(|k| u8::try_from(k).ok());
            (p, at, usize::from(picked))
        }
    };
    // The next chooser, or the step once the last one is done.
    let done = |frame: &mut Frame<H::Object>| match (each, frame.each) {
        (true, Some((i, _))) => frame.each = Some((i.saturating_add(1), 0)),
        _ => frame.pc += 1,
    };
    if picked >= usize::from(*max) {
        done(frame);
        return Ok(None);
    }
    // `a Character they control`: the filter's `you` is the chooser.
    let seen = Context {
        controller: chooser,
        ..*ctx
    };
    let chosen = frame.slot(*slot);
    let budget = filter.total.map(|(t, max)| {
        let used: u32 = chosen.iter().map(|&o| total_of(t, o, host)).sum();
        (t, max.saturating_sub(used))
    });
    // A card of the chooser's Hand is not an object (CR 2.1.j): the candidates are
    // the cards the host lists there, which the chooser alone sees (CR 3.2.5.b).
    let hidden = matches!(
        filter.zone,
        ZoneFilter::Hand | ZoneFilter::Among(_) | ZoneFilter::AmongOthers { .. }
    );
    // Revealed cards (`from these cards`) are those the effect revealed from the
    // controller's Deck (CR 3.1.3.f), not objects either.
    let deck = matches!(filter.zone, ZoneFilter::Among(_) | ZoneFilter::AmongOthers { .. });
    let eligible = |&o: &H::Object| {
        !chosen.contains(&o)
            && matches(filter, o, &seen, Some(frame), host)
            && budget.is_none_or(|(t, left)| total_of(t, o, host) <= left)
    };
    // The objects are walked in place, not listed first.
    let mut candidates: Vec<H::Object> = match filter.zone {
        ZoneFilter::Hand => host
            .hidden(chooser, ZoneKind::Hand)
            .into_iter()
            .filter(eligible)
            .collect(),
        ZoneFilter::Among(among) => frame.slot(among).iter().copied().filter(eligible).collect(),
        ZoneFilter::AmongOthers { among, .. } => {
            frame.slot(u16::from(among)).iter().copied().filter(eligible).collect()
        }
        _ => candidates(filter, host).filter(eligible).collect(),
    };
    // CR 7.4.7.c/d: a target with Tough costs its chooser mana, once per effect;
    // one they can't pay can't be chosen, and nobody is forced to pay. (Only the
    // controller targets: the lowering names no other chooser of a target.)
    let mut costs = Vec::new();
    if *target && *by == Chooser::You {
        let mana = host.mana(ctx.controller);
        let cost = |o: H::Object| {
            if frame.paid.contains(&o) {
                0
            } else {
                host.target_cost(ctx.controller, o)
            }
        };
        candidates.retain(|&o| cost(o) <= mana);
        costs = candidates.iter().map(|&o| cost(o)).collect();
        if costs.iter().all(|&c| c == 0) {
            costs.clear();
        }
    }
    if candidates.is_empty() {
        // CR 6.1.g: no option left; the steps using the slot act on what was chosen.
        done(frame);
        return Ok(None);
    }
    // CR 7.4.7.d: nobody is forced to pay a Tough cost, so when every candidate
    // left has one, choosing none is allowed (official ruling on Achilles).
    let all_cost = !costs.is_empty() && costs.iter().all(|&c| c > 0);
    let optional = picked >= usize::from(*min) || all_cost;
    frame.asked = Some(Asked::Object {
        candidates: candidates.clone(),
        optional,
        costs,
        by: index,
        hidden,
        deck,
    });
    Ok(Some(Yield::Ask(if hidden {
        Question::Hidden {
            player: chooser,
            zone: if deck { ZoneKind::Deck } else { ZoneKind::Hand },
            candidates,
            optional,
        }
    } else {
        Question::Object {
            player: chooser,
            candidates,
            optional,
        }
    })))
}
