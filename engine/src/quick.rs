//! Quick actions (CR 5.3), including support quick actions played from Reserve (CR
//! 2.2.12.i): offered to a player during their turn, among the turn's options; their costs are paid together (CR 5.1.2.h), then their effect resolves like a
//! Spell's, and the turn goes on (CR 4.2.3.e.1). Each quick action of an object is played
//! at most a hundred times a day (CR 1.4.6.b, 5.3.e).

use altered_interpreter::{self as interp, Compiled, QuickCost};

use crate::decision::Opt;
use crate::event::{Event, EventLog};
use crate::state::{CardId, Emblem, GameState, Obj, PlayerId, Running, Side, Zone};
use crate::statics::ReadHost;

/// CR 1.4.6.b: a single quick action of an object is played at most a hundred times a day.
pub const QUICK_ACTION_LIMIT: u8 = 100;

impl GameState {
    /// How many times today ability `ability` of this object activated or was played.
    pub(crate) fn times_today(&self, card: CardId, ability: u16) -> u8 {
        let obj = self.card(card).obj;
        self.activations
            .iter()
            .find(|(o, a, _)| *o == obj && *a == ability)
            .map_or(0, |(_, _, n)| *n)
    }

    fn count_today(&mut self, card: CardId, ability: u16) {
        let obj = self.card(card).obj;
        match self.activations.iter_mut().find(|(o, a, _)| *o == obj && *a == ability) {
            Some((_, _, n)) => *n = n.saturating_add(1),
            None => self.activations.push((obj, ability, 1)),
        }
    }

    /// The quick actions `p` may play now, as turn options (CR 5.3.b: of Characters and
    /// Permanents they control and of their Hero), when every cost can be paid (CR
    /// 1.2.5.c): `exhaust` needs the object ready (CR 5.3.d), mana needs that many ready
    /// orbs, spending needs that many counters or boosts (CR 2.5.h); a cost that takes an
    /// object gives one option per object it may take.
    pub(crate) fn quick_options(&self, p: PlayerId, out: &mut Vec<Opt>) {
        let mana = self.ready_orbs(p);
        let zones = [
            Zone::Expedition(p, Side::Hero),
            Zone::Expedition(p, Side::Companion),
            Zone::Landmarks(p),
            Zone::HeroZone(p),
            Zone::Reserve(p),
        ];
        for card in self.in_zones(zones) {
            let c = self.card(card);
            let in_reserve = match c.zone {
                Zone::Expedition(q, _) | Zone::Landmarks(q) | Zone::HeroZone(q) if q == p => false,
                // CR 2.2.12.i: support abilities work in Reserve; not while exhausted (CR 2.4.6.e).
                Zone::Reserve(q) if q == p && !c.status.exhausted => true,
                _ => continue,
            };
            // CR 7.3.18.b: an ignored card's quick actions may not be played.
            if self.ignored(card) {
                continue;
            }
            for (ability, compiled) in self.def(card).programs() {
                let Compiled::QuickAction { costs, when, .. } = compiled else {
                    continue;
                };
                // `You can only activate this if …` (CR 5.3.b).
                if !self.quick_holds(card, when.as_ref()) {
                    continue;
                }
                if costs.contains(&QuickCost::Support) != in_reserve {
                    continue;
                }
                if self.times_today(card, ability) >= QUICK_ACTION_LIMIT {
                    continue;
                }
                let mut need_mana = 0u32;
                let mut payable = true;
                let mut takes = None;
                for cost in costs {
                    match cost {
                        QuickCost::Exhaust => payable &= !c.status.exhausted,
                        QuickCost::Support => {}
                        QuickCost::Mana(n) => need_mana = need_mana.saturating_add(*n),
                        QuickCost::Spend { count, counter } => {
                            let have = match counter {
                                None => u32::from(c.boosts),
                                Some(name) => self.counter(card, name),
                            };
                            payable &= have >= *count;
                        }
                        QuickCost::Sacrifice(f) | QuickCost::Discard(f) => {
                            // The lowering lets one such cost through at most.
                            payable &= takes.is_none();
                            takes = Some(f);
                        }
                        QuickCost::ManaIf { mana, when } => {
                            if self.quick_holds(card, Some(when)) {
                                need_mana = need_mana.saturating_add(*mana);
                            }
                        }
                        _ => payable = false,
                    }
                }
                if !payable || need_mana as usize > mana {
                    continue;
                }
                match takes {
                    None => out.push(Opt::Quick {
                        card,
                        ability,
                        pay: None,
                    }),
                    Some(filter) => {
                        let ctx = self.passive_context(card);
                        let host = ReadHost::new(self);
                        for (id, o) in self.cards() {
                            let obj = Obj { card: id, obj: o.obj };
                            if o.zone.is_visible() && interp::selects(filter, obj, &ctx, &host) {
                                out.push(Opt::Quick {
                                    card,
                                    ability,
                                    pay: Some(id),
                                });
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether a quick action's condition holds, read for its object.
    fn quick_holds(&self, card: CardId, when: Option<&interp::Cond>) -> bool {
        when.is_none_or(|c| interp::condition_holds(c, &self.passive_context(card), &ReadHost::new(self)))
    }

    /// Plays a quick action offered by [`GameState::quick_options`]: pays every cost at
    /// once (CR 5.1.2.h), then its effect resolves (CR 5.3.a), bound to the object that
    /// bore it even if a cost moved it (CR 6.3.k).
    pub(crate) fn play_quick(
        &mut self,
        p: PlayerId,
        card: CardId,
        ability: u16,
        pay: Option<CardId>,
        log: &mut EventLog,
    ) {
        let def = self.defs[usize::from(self.cards[card.index()].def)].clone();
        let Some(Compiled::QuickAction { costs, program, .. }) =
            def.compiled.get(usize::from(ability)).and_then(Option::as_ref)
        else {
            return;
        };
        let c = self.cards[card.index()];
        let source = Obj { card, obj: c.obj };
        let side = match c.zone {
            Zone::Expedition(_, s) => Some(s),
            _ => None,
        };
        self.count_today(card, ability);
        self.this_turn.quick_actions.push((
            p,
            costs.contains(&QuickCost::Exhaust),
            costs.contains(&QuickCost::Support),
        ));
        log.push(Event::QuickAction {
            player: p,
            card,
            ability,
        });
        // `This action costs 1 more if …`: read before any cost is paid, as when offered.
        let mut mana = costs
            .iter()
            .filter_map(|c| match c {
                QuickCost::ManaIf { mana, when } if self.quick_holds(card, Some(when)) => Some(*mana),
                _ => None,
            })
            .fold(0u32, u32::saturating_add);
        for cost in costs {
            match cost {
                QuickCost::Exhaust => {
                    self.exhaust(card, log);
                }
                QuickCost::Support => {
                    // `support`: discard me from Reserve.
                    let owner = self.cards[card.index()].owner;
                    self.move_card(card, Zone::Discard(owner), log);
                }
                QuickCost::Mana(n) => mana = mana.saturating_add(*n),
                QuickCost::Spend { count, counter: None } => {
                    let b = &mut self.cards[card.index()].boosts;
                    *b = b.saturating_sub(u16::try_from(*count).unwrap_or(u16::MAX));
                    let boosts = *b;
                    log.push(Event::Boosts { card, boosts });
                }
                QuickCost::Spend {
                    count,
                    counter: Some(name),
                } => {
                    let now = self.counter(card, name).saturating_sub(*count);
                    self.set_counter(card, name, now, log);
                }
                QuickCost::Sacrifice(_) | QuickCost::Discard(_) => {
                    if let Some(id) = pay {
                        let owner = self.cards[id.index()].owner;
                        self.move_card(id, Zone::Discard(owner), log);
                    }
                }
                _ => {}
            }
        }
        if mana > 0 {
            let orbs: Vec<CardId> = self
                .in_zone_with(Zone::Mana(p))
                .filter(|(_, o)| !o.status.exhausted)
                .map(|(i, _)| i)
                .take(mana as usize)
                .collect();
            for orb in orbs {
                self.exhaust(orb, log);
            }
            log.push(Event::Paid {
                player: p,
                mana: u8::try_from(mana).unwrap_or(u8::MAX),
            });
        }
        self.running = Some(Running {
            emblem: Emblem {
                source,
                ability,
                controller: p,
                side,
                trigger: None,
                part: 0,
                roll: 0,
                granted: None,
                entering: None,
            },
            spell: false,
            played_from: None,
            frame: self.scratch.frame.take().start(program),
        });
    }
}
