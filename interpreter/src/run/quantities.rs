//! Evaluating quantities: numbers, scaled amounts, totals and statistics.

use super::*;

pub(super) fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The value of a number when a step happens.
pub(super) fn number<H: Query>(
    n: &Num,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
) -> u32 {
    match n {
        Num::Count(f) => {
            let c = candidates(f, host)
                .filter(|&o| matches(f, o, ctx, Some(frame), host))
                .count();
            u32::try_from(c).unwrap_or(u32::MAX)
        }
        Num::ZoneSize(z) => u32::try_from(host.zone_size(ctx.controller, *z)).unwrap_or(u32::MAX),
        Num::Roll => u32::from(frame.roll),
        Num::MyCounters(name) => host.counters(ctx.this, name),
        Num::MyNumber(n) => object_number(*n, ctx.this, host).map_or(0, |v| u32::try_from(v).unwrap_or(0)),
        Num::Plus(n, k) => number(n, ctx, frame, host).saturating_add(*k),
        // CR 1.1.6.b: the division says which way it rounds.
        Num::Half(n, up) => {
            let n = number(n, ctx, frame, host);
            if *up {
                n.div_ceil(2)
            } else {
                n / 2
            }
        }
        Num::Const(k) => *k,
        Num::Chosen(slot) => u32::try_from(frame.slot(*slot).len()).unwrap_or(u32::MAX),
        Num::Expeditions { whose, tests, standing } => {
            let regions = if tests.iter().any(|t| t.reads_regions()) {
                host.regions()
            } else {
                Vec::new()
            };
            let n = host
                .players()
                .filter(|&p| match whose {
                    None => true,
                    Some(Rel::You) => p == ctx.controller,
                    Some(Rel::Opponent) => !host.allied(p, ctx.controller),
                    Some(_) => p != ctx.controller,
                })
                .flat_map(|p| [(p, Side::Hero), (p, Side::Companion)])
                .filter(|&(p, s)| standing.is_none_or(|st| st.holds(host.standing(p, s))))
                .filter(|&e| tests.iter().all(|&t| expedition_passes(t, e, &regions, ctx, host)))
                .count();
            u32::try_from(n).unwrap_or(u32::MAX)
        }
    }
}

/// `act` with its amount multiplied by `k`; `None` when it comes to nothing. Amounts are
/// capped so that no count grows without bound.
pub(super) fn scaled(act: &Act, k: u32) -> Option<Act> {
    const CAP: u32 = 1000;
    let k = k.min(CAP);
    let mul = |d: i32| d.saturating_mul(k as i32).clamp(-(CAP as i32) * 100, CAP as i32 * 100);
    let out = match act {
        Act::Boosts { what, delta } => Act::Boosts {
            what: what.clone(),
            delta: mul(*delta),
        },
        Act::Counters { what, name, delta } => Act::Counters {
            what: what.clone(),
            name: name.clone(),
            delta: mul(*delta),
        },
        Act::Draw { who, count } => Act::Draw {
            who: *who,
            count: count.saturating_mul(k).min(CAP),
        },
        Act::DeckToMana { who, count } => Act::DeckToMana {
            who: *who,
            count: count.saturating_mul(k).min(CAP),
        },
        Act::Create { count, into, token } => Act::Create {
            count: u8::try_from(u32::from(*count).saturating_mul(k)).unwrap_or(u8::MAX),
            into: *into,
            token: token.clone(),
        },
        _ => return None,
    };
    Some(out)
}

/// What an object adds to a `total` (negative statistics add nothing).
pub(super) fn total_of<H: Query>(t: Total, o: H::Object, host: &H) -> u32 {
    match t {
        Total::HandCost => host.hand_cost(o).unwrap_or(0),
        Total::Statistic(terrain) => u32::try_from(host.statistics(o)[statistic_index(terrain)]).unwrap_or(0),
    }
}

/// Where a statistic is in [`Query::statistics`]: forest, mountain, water (CR 2.2.11).
pub(super) fn statistic_index(t: Terrain) -> usize {
    match t {
        Terrain::Forest => 0,
        Terrain::Mountain => 1,
        Terrain::Water => 2,
    }
}
