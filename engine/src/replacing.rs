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

use crate::decision::{Decision, DecisionKind, Opt};
use crate::effects::{alive, controller_of, EngineHost};
use crate::event::{EventLog, OrbCause};
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
            if self.alternative(o.card).is_some() && self.added_steps.len() < 64 {
                // Bounded: one per object leaving in a step.
                self.added_steps.push((o.card, controller_of(self.card(o.card))));
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
        let added = std::mem::take(&mut self.added_steps);
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
            let mut host = EngineHost { st: self, log };
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
        if !alive(self, o).is_some_and(|c| c.zone.in_play()) || self.modifying.contains(&o.card) {
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
        self.modifying.push(o.card);
        let mut host = EngineHost { st: self, log };
        // Every action is performed (no short circuit), then whether any happened.
        let done: Vec<bool> = step.iter().map(|a| host.one(a).unwrap_or(false)).collect();
        let done = done.contains(&true);
        self.modifying.pop();
        Some(done)
    }

    /// CR 6.2.b: how many more regions an Expedition moves forward, by the modifiers of the
    /// objects in it (`If my Expedition would move forward during Dusk, it moves forward one
    /// more region instead`); each applies once to the move (CR 6.2.j).
    pub(crate) fn more_regions(&self, p: PlayerId, side: Side) -> u8 {
        let dusk = self.phase == Phase::Dusk;
        let mut more = 0u8;
        for (id, c) in self.cards() {
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
        for (id, c) in self.cards() {
            if !c.zone.in_play() || controller_of(c) != player {
                continue;
            }
            let source = Obj { card: id, obj: c.obj };
            for m in self.modifiers_of(id) {
                let change = match (m.event, &m.change) {
                    (Watched::RollDice, Change::MoreDice(n)) => RollChange::MoreDice(*n),
                    (Watched::RollDice, Change::AddToResult(n)) => RollChange::Add(*n),
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

/// The decision whether to apply an optional modifier (CR 6.2.d): `Yes` / `No`.
pub(crate) fn replace_decision(player: PlayerId) -> Decision {
    Decision {
        player,
        kind: DecisionKind::Replace,
        options: vec![Opt::Yes, Opt::No],
        picks: 1,
    }
}
