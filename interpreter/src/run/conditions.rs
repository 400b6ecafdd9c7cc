//! Evaluating conditions (CR 6.3).

use super::*;

/// Whether a condition holds now for the ability described by `ctx`: a reaction's
/// `Trigger, if …` (CR 6.3.b), checked when it would activate.
pub fn condition_holds<H: Query>(c: &Cond, ctx: &Context<H::Object, H::Player>, host: &H) -> bool {
    eval(c, ctx, &Frame::empty(), host)
}

pub(super) fn eval<H: Query>(
    c: &Cond,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> bool {
    match c {
        Cond::Flag(f) => frame.flag(*f),
        Cond::Not(c) => !eval(c, ctx, frame, host),
        Cond::Any(cs) => cs.iter().any(|c| eval(c, ctx, frame, host)),
        // 2v2 (seeds): "if you are the first player" holds when one of the team members has
        // the first player token; elsewhere only you ([`Query::allied`]).
        Cond::FirstPlayer => host.players().next().is_some_and(|f| host.allied(f, ctx.controller)),
        Cond::YourTurn => host.turn() == Some(ctx.controller),
        Cond::MarkerIn(on) => {
            let markers = host.terrain_markers();
            regions_named(*on, ctx, frame, host)
                .into_iter()
                .any(|r| markers.iter().any(|m| m.region == r))
        }
        Cond::Passed { who, every } => {
            let named = players_in(*who, ctx, frame, host);
            let passed = |&p: &H::Player| host.has_passed(p);
            !named.is_empty()
                && if *every {
                    named.iter().all(passed)
                } else {
                    named.iter().any(passed)
                }
        }
        Cond::ControlsMore {
            filter,
            opponent_more,
            every,
        } => {
            let controlled_by = |p: H::Player| {
                candidates(filter, host)
                    .filter(|&o| host.controller(o) == p && matches(filter, o, ctx, Some(frame), host))
                    .count()
            };
            let mine = controlled_by(ctx.controller);
            let holds = |p: H::Player| {
                let theirs = controlled_by(p);
                if *opponent_more {
                    theirs > mine
                } else {
                    mine > theirs
                }
            };
            let opponents = players_in(Who::EachOpponent, ctx, frame, host);
            !opponents.is_empty()
                && if *every {
                    opponents.into_iter().all(holds)
                } else {
                    opponents.into_iter().any(holds)
                }
        }
        Cond::PhaseNow(phase) => host.phase() == Some(*phase),
        Cond::Distinct(filters) => {
            let objects: Vec<H::Object> = host.objects().collect();
            let fits: Vec<Vec<usize>> = filters
                .iter()
                .map(|f| {
                    (0..objects.len())
                        .filter(|&i| matches(f, objects[i], ctx, Some(frame), host))
                        .collect()
                })
                .collect();
            distinct_choice(&fits, &mut Vec::new())
        }
        Cond::Count { filter, cmp } => {
            let n = candidates(filter, host)
                .filter(|&o| matches(filter, o, ctx, Some(frame), host))
                .count();
            cmp.holds(u32::try_from(n).unwrap_or(u32::MAX))
        }
        Cond::IHave { cmp, counter } => cmp.holds(match counter {
            None => host.boosts(ctx.this),
            Some(name) => host.counters(ctx.this, name),
        }),
        Cond::ZoneSize { zone, cmp } => {
            cmp.holds(u32::try_from(host.zone_size(ctx.controller, *zone)).unwrap_or(u32::MAX))
        }
        Cond::IAm(None) => host.boosts(ctx.this) > 0,
        Cond::IAm(Some(s)) => host.has_status(ctx.this, *s),
        Cond::Rolled { lo, hi } => (*lo..=*hi).contains(&frame.roll),
        Cond::Noted { lo, hi } => (*lo..=*hi).contains(&frame.noted),
        Cond::Filled(slot) => !frame.slot(*slot).is_empty(),
        Cond::SlotIs { slot, status } => {
            let objs = frame.slot(*slot);
            !objs.is_empty()
                && objs.iter().all(|&o| {
                    host.place(o).is_some()
                        && match status {
                            Some(s) => host.has_status(o, *s),
                            None => host.boosts(o) > 0,
                        }
                })
        }
        Cond::InTerrain(t) => host.in_terrain(ctx.this, *t),
        Cond::BaseStatisticsZero { filter, cmp } => {
            let n: usize = candidates(filter, host)
                .filter(|&o| matches(filter, o, ctx, Some(frame), host))
                .filter_map(|o| host.base_statistics(o))
                .map(|s| s.iter().filter(|&&v| v == 0).count())
                .sum();
            cmp.holds(u32::try_from(n).unwrap_or(u32::MAX))
        }
        Cond::BoostsAmong { filter, cmp } => {
            let n: u32 = candidates(filter, host)
                .filter(|&o| matches(filter, o, ctx, Some(frame), host))
                .map(|o| host.boosts(o))
                .sum();
            cmp.holds(n)
        }
        Cond::CanPay(acts) => payable(acts, ctx, frame, host),
        Cond::MyExpedition(standing) => {
            let mine = my_expeditions(ctx, host);
            !mine.is_empty() && mine.into_iter().all(|(p, s)| standing.holds(host.standing(p, s)))
        }
        Cond::MyExpeditionIs { test, every } => {
            let mine = my_expeditions(ctx, host);
            let regions = host.regions();
            let passes = |&e: &(H::Player, Side)| expedition_passes(*test, e, &regions, ctx, host);
            if *every {
                !mine.is_empty() && mine.iter().all(passes)
            } else {
                mine.iter().any(passes)
            }
        }
        Cond::YourExpeditionIs { side, test } => {
            expedition_passes(*test, (ctx.controller, *side), &host.regions(), ctx, host)
        }
        Cond::YourExpeditionsAre { test, at_least } => {
            let regions = host.regions();
            let passing = [Side::Hero, Side::Companion]
                .into_iter()
                .filter(|&s| expedition_passes(*test, (ctx.controller, s), &regions, ctx, host))
                .count();
            passing >= usize::from(*at_least)
        }
        Cond::PlayedThisTurn { filter, cmp } => {
            let n = host
                .played_this_turn(ctx.controller)
                .into_iter()
                .filter(|&o| matches(filter, o, ctx, Some(frame), host))
                .count();
            cmp.holds(u32::try_from(n).unwrap_or(u32::MAX))
        }
        Cond::ActivatedThisTurn(symbol) => host.activated_this_turn(*symbol) > 0,
        Cond::DiscardedThisTurn(zones) => zones.iter().any(|&z| host.discarded_this_turn(ctx.controller, z) > 0),
        Cond::ItsBaseCost { it, cmp } => it_object::<H>(*it, ctx, frame)
            .and_then(|o| match (host.place(o), last_seen(o, frame)) {
                // CR 2.1.h: as it was in its Expedition, Fleeting or not (CR 2.2.9.b).
                (None, Some(k)) if k.fleeting => host.reserve_cost(o),
                (None, Some(_)) => host.hand_cost(o),
                _ => base_cost(o, host),
            })
            .is_some_and(|c| cmp.holds(c)),
        Cond::SingleTerrainRegions(cmp) => {
            let n = host.regions().iter().filter(|r| r.single_terrain()).count();
            cmp.holds(u32::try_from(n).unwrap_or(u32::MAX))
        }
        Cond::IMatch(filter) => matches(filter, ctx.this, ctx, Some(frame), host),
        Cond::EachOfYourExpeditions(standing) => [Side::Hero, Side::Companion]
            .into_iter()
            .all(|s| standing.holds(host.standing(ctx.controller, s))),
        Cond::YourExpedition { side, standing } => standing.holds(host.standing(ctx.controller, *side)),
        Cond::ItIn { it, terrain } => it_in_terrain(*it, *terrain, ctx, frame, host),
        Cond::ItInZeroTerrain(it) => {
            let base = it_object::<H>(*it, ctx, frame).and_then(|o| host.base_statistics(o));
            base.is_some_and(|b| {
                TERRAINS
                    .iter()
                    .zip(b)
                    .any(|(&t, stat)| stat == 0 && it_in_terrain(*it, t, ctx, frame, host))
            })
        }
        // CR 7.4.4.k: a Gigantic object's Expeditions must all meet the condition.
        Cond::ItsExpedition { it, standing } => match its_expedition(*it, ctx, frame, host) {
            Some((p, _)) if gigantic_named(Some(*it), ctx, frame, host) => [Side::Hero, Side::Companion]
                .iter()
                .all(|&s| standing.holds(host.standing(p, s))),
            one => one.is_some_and(|(p, s)| standing.holds(host.standing(p, s))),
        },
        Cond::ItIs { it, filter } => {
            it_object::<H>(*it, ctx, frame).is_some_and(|o| matches(filter, o, ctx, Some(frame), host))
        }
        Cond::ExpeditionIn { exped, terrain } => expeditions_in(*exped, ctx, frame, host)
            .into_iter()
            .any(|(p, s)| host.expedition_in(p, s, *terrain)),
        Cond::FewerCards { zone, than } => {
            let mine = host.zone_size(ctx.controller, *zone);
            let others = players_in(*than, ctx, frame, host);
            !others.is_empty() && others.into_iter().all(|p| mine < host.zone_size(p, *zone))
        }
        Cond::ItsHandCost { it, cmp } => it_object::<H>(*it, ctx, frame)
            .and_then(|o| host.hand_cost(o))
            .is_some_and(|c| cmp.holds(c)),
        Cond::ItsReserveCost { it, cmp } => it_object::<H>(*it, ctx, frame)
            .and_then(|o| host.reserve_cost(o))
            .is_some_and(|c| cmp.holds(c)),
        Cond::ResultVsHandCost { it, higher } => {
            let roll = u32::from(frame.roll);
            roll > 0
                && it_object::<H>(*it, ctx, frame)
                    .and_then(|o| host.hand_cost(o))
                    .is_some_and(|c| if *higher { roll > c } else { roll == c })
        }
    }
}
