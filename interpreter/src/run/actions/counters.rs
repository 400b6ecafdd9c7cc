//! Counters and boosts (CR 2.4.5, 2.5): giving, spending, doubling, exchanging and
//! distributing them, Augment (CR 7.3.4).

use super::*;

/// The host's atomic actions for `act`, if it is of this area, added to `out`.
pub(super) fn atomics<H: Query>(
    act: &Act,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
    out: &mut Vec<Atomic<H::Object, H::Player>>,
) {
    match act {
        Act::UpToMax { max, support, act } => {
            let (what, name, delta) = match &**act {
                Act::Boosts { what, delta } => (what, None, *delta),
                Act::Counters { what, name, delta } => (what, Some(name), *delta),
                _ => return,
            };
            // A support ability giving its own card counters (CR 2.2.12.i).
            let own = if *support {
                resolve(&Objs::This, ctx, frame, host).next()
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
        Act::Boosts { what, delta } => {
            out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::Boosts { object, delta: *delta }))
        }
        Act::Counters { what, name, delta } => {
            out.extend(resolve(what, ctx, frame, host).map(|object| Atomic::Counters {
                object,
                name: name.clone(),
                delta: *delta,
            }))
        }
        // CR 7.3.33.b: spend one of a kind it has; CR 7.3.4.a: Augment adds one more of
        // a single kind it already has. Either way the kind chosen, or its only one;
        // with none, nothing happens.
        Act::SpendCounter(what) => {
            for object in resolve(what, ctx, frame, host) {
                out.extend(one_counter(object, -1, frame, host));
            }
        }
        // CR 7.3.10.a: the one with more loses the difference, the other gains it.
        Act::ExchangeBoosts(what) => {
            let both: Vec<H::Object> = resolve(what, ctx, frame, host)
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
        Act::Augment(what) => {
            for object in resolve(what, ctx, frame, host) {
                out.extend(one_counter(object, 1, frame, host).map(|a| Atomic::KeywordAction {
                    player: ctx.controller,
                    action: KeywordActionKind::Augment,
                    atomic: Box::new(a),
                }));
            }
        }
        _ => {}
    }
}
