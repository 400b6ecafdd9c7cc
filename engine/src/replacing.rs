//! Replacing modifiers of an object's own leaving (CR 6.2.b): `If I would leave the
//! Expedition zone, [you may] put me in my owner's Mana zone instead[. If you don't, draw a
//! card.]` — in the atomic actions of effects that move an object out of the Expedition
//! zone, and at Rest. An optional one is decided by its controller before the step happens
//! (CR 6.2.d); the alternative of one not applied is a step added right after (CR 6.2.e).
//!
//! And the modifiers of events of a kind (`Passive::Modifier`, CR 6.2): of gaining a status,
//! of an Expedition's moving forward, of a die roll.

use altered_interpreter::{
    self as interp, Answer, Change, Context, Modifier, Passive, RollChange, RollModifier, StatusKind, Watched,
};

use crate::effects::EngineHost;
use crate::event::{EventLog, OrbCause};
use crate::state::{alive, controller_of};
use crate::state::{CardId, GameState, Obj, Phase, PlayerId, Side, Zone};

/// The `LeaveToMana` modifier of an object: whether it is optional.
struct ToMana {
    optional: bool,
}

impl GameState {
    /// The modifier `o` has on its own leaving the Expedition zone now, if any: `o` is in
    /// an Expedition and the modifier's condition (`while I'm Boosted`) holds.
    fn to_mana(&self, o: Obj) -> Option<ToMana> {
        let c = alive(self, o)?;
        if !matches!(c.zone, Zone::Expedition(..)) {
            return None;
        }
        self.passives_of(o.card).find_map(|pa| match pa {
            Passive::LeaveToMana { optional, when, .. } if self.holds_for(o.card, when.as_ref()) => {
                Some(ToMana { optional: *optional })
            }
            _ => None,
        })
    }

    /// The optional modifier of `o`'s leaving, with the player who decides it (its
    /// controller, CR 6.2.d).
    pub(crate) fn optional_leave_modifier(&self, o: Obj) -> Option<(PlayerId, Obj)> {
        let m = self.to_mana(o)?;
        m.optional.then(|| (controller_of(self.card(o.card)), o))
    }

    /// CR 6.2.b: `o` is about to leave the Expedition zone. If its modifier applies (an
    /// optional one only when its controller said so), it goes to its owner's Mana zone as
    /// an exhausted Mana Orb (CR 3.2.9.b) instead, and this returns true. An optional one
    /// declined with an alternative adds that step after the current one (CR 6.2.e).
    pub(crate) fn leave_to_mana(&mut self, o: Obj, log: &mut EventLog) -> bool {
        let Some(m) = self.to_mana(o) else { return false };
        let applied = !m.optional || self.modifier_answers.iter().any(|&(x, yes)| x == o && yes);
        if !applied {
            if self.alternative(o.card).is_some() && self.scratch.added_steps.len() < 64 {
                // Bounded: one per object leaving in a step.
                let controller = controller_of(self.card(o.card));
                self.scratch.added_steps.push((o.card, controller));
            }
            return false;
        }
        if self.put_orb(o.card, OrbCause::Effect, log) {
            self.exhaust(o.card, log);
        }
        true
    }

    /// The `If you don't, …` program of a card's leave modifier.
    fn alternative(&self, card: CardId) -> Option<&interp::Program> {
        self.passives_of(card).find_map(|pa| match pa {
            Passive::LeaveToMana { otherwise: Some(p), .. } => Some(p),
            _ => None,
        })
    }

    /// Whether a passive's condition holds for its card.
    fn holds_for(&self, card: CardId, cond: Option<&interp::Cond>) -> bool {
        cond.is_none_or(|c| {
            interp::condition_holds(c, &self.passive_context(card), &crate::statics::ReadHost::new(self))
        })
    }

    /// CR 6.2.e: the steps added by alternatives, each right after the step that was not
    /// modified, its `you` the controller of the modifier. They need no decision (the
    /// lowering makes sure of it).
    pub(crate) fn run_added_steps(&mut self, log: &mut EventLog) {
        let added = std::mem::take(&mut self.scratch.added_steps);
        for (card, controller) in added {
            let Some(program) = self.alternative(card).cloned() else {
                continue;
            };
            let ctx = Context {
                this: Obj {
                    card,
                    obj: self.card(card).obj,
                },
                controller,
                side: None,
                trigger: None,
            };
            let actor = self.actor.replace(controller);
            let mut host = EngineHost::new(self, log);
            // A question can't come (see above); one would be declined.
            let _ = interp::run_to_end(&program, &ctx, &mut host, |_| Answer::Yes(false));
            self.actor = actor;
        }
    }

    /// Before Rest (CR 4.2.5.b): the next optional modifier of a resting object not yet
    /// decided, with its controller, who decides it (CR 6.2.d).
    pub(crate) fn next_rest_modifier(&self) -> Option<(PlayerId, Obj)> {
        self.resting()
            .into_iter()
            .filter_map(|(id, ..)| {
                let o = Obj {
                    card: id,
                    obj: self.card(id).obj,
                };
                self.optional_leave_modifier(o)
            })
            .find(|(_, o)| !self.modifier_answers.iter().any(|(x, _)| x == o))
    }
}

impl GameState {
    /// The modifiers of a card's passive abilities.
    fn modifiers_of(&self, card: CardId) -> impl Iterator<Item = &Modifier> {
        self.passives_of(card).filter_map(|pa| match pa {
            Passive::Modifier(m) => Some(m),
            _ => None,
        })
    }

    /// CR 6.2.b: `o` would gain `status`. When a modifier of its own (`If I would gain
    /// Asleep, I gain Anchored instead`) applies, the status is not gained and the
    /// modifier's actions happen in its place, in the same step; this returns whether any
    /// did. `None`: no modifier applies, the status is gained.
    pub(crate) fn replace_gain_status(&mut self, o: Obj, status: StatusKind, log: &mut EventLog) -> Option<bool> {
        // Passive abilities work in play (CR 2.2.12.c); CR 6.2.k: not again on what the
        // same modifier makes happen.
        if !alive(self, o).is_some_and(|c| c.zone.in_play()) || self.scratch.modifying.contains(&o.card) {
            return None;
        }
        let acts = self.modifiers_of(o.card).find_map(|m| match m {
            Modifier {
                event: Watched::GainStatus(s),
                optional: false,
                change: Change::Instead(acts),
            } if *s == status => Some(acts.clone()),
            _ => None,
        })?;
        let step = interp::modifier_step(
            &acts,
            &self.passive_context(o.card),
            &crate::statics::ReadHost::new(self),
        );
        self.scratch.modifying.push(o.card);
        let mut host = EngineHost::new(self, log);
        // Every action is performed (no short circuit), then whether any happened.
        let done: Vec<bool> = step.iter().map(|a| host.one(a).unwrap_or(false)).collect();
        let done = done.contains(&true);
        self.scratch.modifying.pop();
        Some(done)
    }

    /// CR 6.2.b: how many more regions an Expedition moves forward, by the modifiers of the
    /// objects in it (`If my Expedition would move forward during Dusk, it moves forward one
    /// more region instead`); each applies once to the move (CR 6.2.j).
    pub(crate) fn more_regions(&self, p: PlayerId, side: Side) -> u8 {
        let dusk = self.phase == Phase::Dusk;
        let mut more = 0u8;
        for (id, c) in self.active_cards() {
            // CR 7.4.4.b: a Gigantic object is in both of its controller's Expeditions.
            let here = match c.zone {
                Zone::Expedition(q, s) => {
                    q == p && (s == side || self.has_keyword(id, interp::KeywordAbility::Gigantic))
                }
                _ => false,
            };
            if !here {
                continue;
            }
            for m in self.modifiers_of(id) {
                if let Modifier {
                    event: Watched::MoveForward { dusk_only },
                    optional: false,
                    change: Change::MoreRegions(n),
                } = m
                {
                    if !dusk_only || dusk {
                        more = more.saturating_add(*n);
                    }
                }
            }
        }
        more
    }

    /// The modifiers of a die roll of `player` (CR 6.2): those of the objects in play they
    /// control that watch their rolls, in card order. The order the roller may choose (CR
    /// 6.2.h) changes no result here: the runner rolls the more dice first, then adds to
    /// the result kept.
    pub(crate) fn roll_modifiers(&self, player: PlayerId) -> Vec<RollModifier<Obj, PlayerId>> {
        let mut out = Vec::new();
        for (id, c) in self.active_cards() {
            if !c.zone.in_play() || controller_of(c) != player {
                continue;
            }
            let source = Obj { card: id, obj: c.obj };
            for m in self.modifiers_of(id) {
                let change = match (m.event, &m.change) {
                    (Watched::RollDice, Change::MoreDice(n)) => RollChange::MoreDice(*n),
                    (Watched::RollDice, Change::AddToResult(n)) => RollChange::Add(*n),
                    (Watched::RollDice, Change::AlsoReveal(n)) => RollChange::AlsoReveal(*n),
                    _ => continue,
                };
                out.push(RollModifier {
                    source,
                    controller: player,
                    optional: m.optional,
                    change,
                });
            }
        }
        out
    }
}

/// A replacing modifier whose effect resolves as an effect of its own (`Change::Effect`,
/// CR 6.2.b) that would apply to an event now.
pub(crate) struct EffectReplacement {
    /// The object whose passive ability it is.
    source: Obj,
    /// Which ability of its card.
    ability: u16,
    /// `you may`: its controller says whether it applies (CR 6.2.d).
    optional: bool,
}

/// At most this many effects of replacing modifiers wait at once: each comes from a
/// different ability (see `GameState::effect_busy`), so a game never nears it.
const MAX_REPLACING: usize = 64;

impl GameState {
    /// The replacing modifiers with an effect of the objects in play that `here` accepts,
    /// watching an event that `watched` accepts, in card order.
    fn effect_replacements(
        &self,
        here: impl Fn(CardId, &crate::state::CardState) -> bool,
        watched: impl Fn(Watched) -> bool,
    ) -> Vec<EffectReplacement> {
        let mut out = Vec::new();
        for (id, c) in self.active_cards() {
            if !c.zone.in_play() {
                continue;
            }
            for (ability, compiled) in self.def(id).programs() {
                let interp::Compiled::Passive(Passive::Modifier(m)) = compiled else {
                    continue;
                };
                // `here` last: it may apply the passives (is the source Gigantic?), and
                // most cards have no such modifier.
                if matches!(m.change, Change::Effect { .. })
                    && watched(m.event)
                    && !self.effect_busy(id, ability)
                    && here(id, c)
                {
                    out.push(EffectReplacement {
                        source: Obj { card: id, obj: c.obj },
                        ability,
                        optional: m.optional,
                    });
                }
            }
        }
        out
    }

    /// Whether the effect of this modifier is waiting or resolving: it does not apply again
    /// to what that effect makes happen (CR 6.2.k), so no replacement replaces itself forever.
    fn effect_busy(&self, card: CardId, ability: u16) -> bool {
        let same = |e: &crate::state::Emblem| e.source.card == card && e.ability == ability;
        self.scratch.modifying.contains(&card)
            || self.scratch.resolving.as_ref().is_some_and(same)
            || self.replacing.iter().any(same)
            || self.running.iter().chain(&self.suspended).any(|r| same(&r.emblem))
    }

    /// Whether a modifier found applies: one not optional, or optional and answered yes (CR
    /// 6.2.d).
    fn replacement_applies(&self, r: &EffectReplacement) -> bool {
        !r.optional || self.modifier_answers.iter().any(|&(o, yes)| o == r.source && yes)
    }

    /// The first of these that applies. When several would, the one the player deciding
    /// chose to apply first (CR 6.2.h; asked before Progress, see
    /// [`GameState::next_forward_order`]); not asked (during an effect's step), card order.
    fn first_applied(&self, found: Vec<EffectReplacement>) -> Option<EffectReplacement> {
        let mut applying: Vec<EffectReplacement> = found.into_iter().filter(|r| self.replacement_applies(r)).collect();
        let chosen = applying
            .iter()
            .position(|r| self.modifier_first.contains(&r.source))
            .unwrap_or(0);
        (chosen < applying.len()).then(|| applying.swap_remove(chosen))
    }

    /// `If you would Resupply, …` of the objects `p` controls in play.
    fn resupply_replacements(&self, p: PlayerId) -> Vec<EffectReplacement> {
        self.effect_replacements(|_, c| controller_of(c) == p, |w| w == Watched::Resupply)
    }

    /// `If my Expedition would move forward [during Dusk], …` of the objects in `p`'s
    /// `side` Expedition (a Gigantic one is in both, CR 7.4.4.b).
    fn forward_replacements(&self, p: PlayerId, side: Side) -> Vec<EffectReplacement> {
        let dusk = self.phase == Phase::Dusk;
        self.effect_replacements(
            |id, c| match c.zone {
                Zone::Expedition(q, s) => {
                    q == p && (s == side || self.has_keyword(id, interp::KeywordAbility::Gigantic))
                }
                _ => false,
            },
            |w| matches!(w, Watched::MoveForward { dusk_only } if !dusk_only || dusk),
        )
    }

    /// The replacing modifier with an effect that applies to the attempt of `p`'s `side`
    /// Expedition to Ascend again (CR 7.5.3.a), if any: of an object `p` controls in play
    /// (`one of your Ascended Expeditions`), or of one in that Expedition (`my Expedition`;
    /// a Gigantic one is in both, CR 7.4.4.b).
    pub(crate) fn attempt_ascend_replacement(&self, p: PlayerId, side: Side) -> Option<EffectReplacement> {
        let mut found = self.effect_replacements(
            |_, c| controller_of(c) == p,
            |w| w == Watched::AttemptAscend { mine: false },
        );
        found.extend(self.effect_replacements(
            |id, c| match c.zone {
                Zone::Expedition(q, s) => {
                    q == p && (s == side || self.has_keyword(id, interp::KeywordAbility::Gigantic))
                }
                _ => false,
            },
            |w| w == Watched::AttemptAscend { mine: true },
        ));
        self.first_applied(found)
    }

    /// The replacing modifier with an effect that applies to `p`'s Resupply, if any.
    pub(crate) fn resupply_replacement(&self, p: PlayerId) -> Option<EffectReplacement> {
        self.first_applied(self.resupply_replacements(p))
    }

    /// The replacing modifier with an effect that applies to `p`'s `side` Expedition's
    /// moving forward, if any.
    pub(crate) fn forward_replacement(&self, p: PlayerId, side: Side) -> Option<EffectReplacement> {
        self.first_applied(self.forward_replacements(p, side))
    }

    /// The optional ones of those, as the players who decide them and their sources (CR
    /// 6.2.d): for a Resupply of `p`, or a moving forward of `p`'s `side` Expedition.
    pub(crate) fn optional_effect_replacements(
        &self,
        p: PlayerId,
        forward: Option<Side>,
    ) -> impl Iterator<Item = (PlayerId, Obj)> + '_ {
        let found = match forward {
            None => self.resupply_replacements(p),
            Some(side) => self.forward_replacements(p, side),
        };
        found
            .into_iter()
            .filter(|r| r.optional)
            .map(|r| (controller_of(self.card(r.source.card)), r.source))
    }

    /// CR 6.2.b: applies a replacing modifier with an effect found for an event about to
    /// happen: pays its cost (`discard me`), then queues its effect to resolve right after
    /// the current step. Returns whether it applied, and so whether the event is replaced.
    pub(crate) fn replace_with_effect(&mut self, found: Option<EffectReplacement>, log: &mut EventLog) -> bool {
        let Some(r) = found else { return false };
        if self.replacing.len() >= MAX_REPLACING {
            return false;
        }
        let Some(Modifier {
            change: Change::Effect { cost, .. },
            ..
        }) = self.def(r.source.card).programs().find_map(|(i, c)| match c {
            interp::Compiled::Passive(Passive::Modifier(m)) if i == r.ability => Some(m.clone()),
            _ => None,
        })
        else {
            return false;
        };
        let ctx = self.passive_context(r.source.card);
        let step = interp::modifier_step(&cost, &ctx, &crate::statics::ReadHost::new(self));
        self.scratch.modifying.push(r.source.card);
        let mut host = EngineHost::new(self, log);
        // A cost is paid in full or the modifier does not apply (CR 1.2.6: what can't be
        // done can't be paid); the costs lowered (`discard me`, of an object found in play)
        // are one action that can always be done here.
        let paid = step.iter().all(|a| host.one(a).unwrap_or(false));
        self.scratch.modifying.pop();
        if !paid {
            return false;
        }
        self.replacing.push(crate::state::Emblem {
            source: r.source,
            ability: r.ability,
            controller: ctx.controller,
            side: ctx.side.map(crate::state::side_out),
            trigger: None,
            part: 0,
            roll: 0,
            granted: None,
            entering: None,
        });
        true
    }

    /// Before Progress (CR 4.2.4, 6.2.d): the next optional replacing modifier of an
    /// Expedition's moving forward not yet decided, with its controller, who decides it.
    pub(crate) fn next_forward_modifier(&self) -> Option<(PlayerId, Obj)> {
        // Whether an Expedition moves forward is asked last: it adds up every statistic.
        (0..self.players.len())
            .flat_map(|i| Side::BOTH.map(|s| (PlayerId(i as u8), s)))
            .flat_map(|(p, side)| {
                self.optional_effect_replacements(p, Some(side))
                    .filter(|(_, o)| !self.modifier_answers.iter().any(|(x, _)| x == o))
                    .map(move |m| (p, side, m))
                    .collect::<Vec<_>>()
            })
            .find(|&(p, side, _)| self.moves_forward(p, side) && !self.cant_move(p, side, false))
            .map(|(_, _, m)| m)
    }

    /// Before Progress, once the optional modifiers are decided (CR 6.2.h): an Expedition
    /// about to move forward to which several replacing modifiers with an effect apply,
    /// not yet decided, as the player who chooses which applies first and their objects.
    /// Progress is a daily effect, with no controller: the first player chooses.
    pub(crate) fn next_forward_order(&self) -> Option<(PlayerId, Vec<Obj>)> {
        // One state for every Expedition: the passives applied and the statistics added up
        // once, not once per Expedition (CR 4.2.4.b compares them all at once anyway).
        let applied = self.applied();
        let stats = self.all_expedition_stats(&applied);
        (0..self.players.len())
            .flat_map(|i| Side::BOTH.map(|s| (PlayerId(i as u8), s)))
            .filter(|&(p, side)| self.moves_forward_given(p, side, &stats, &applied) && !self.cant_move(p, side, false))
            .map(|(p, side)| {
                self.forward_replacements(p, side)
                    .into_iter()
                    .filter(|r| self.replacement_applies(r))
                    .map(|r| r.source)
                    .collect::<Vec<Obj>>()
            })
            .find(|sources| sources.len() > 1 && !sources.iter().any(|o| self.modifier_first.contains(o)))
            .map(|sources| (self.first_player, sources))
    }
}
