//! Replacing modifiers of an object's own leaving (CR 6.2.b): `If I would leave the
//! Expedition zone, [you may] put me in my owner's Mana zone instead[. If you don't, draw a
//! card.]` — in the atomic actions of effects that move an object out of the Expedition
//! zone, and at Rest. An optional one is decided by its controller before the step happens
//! (CR 6.2.d); the alternative of one not applied is a step added right after (CR 6.2.e).

use altered_interpreter::{self as interp, Answer, Context, Passive};

use crate::decision::{Decision, DecisionKind, Opt};
use crate::effects::{alive, controller_of, EngineHost};
use crate::event::{EventLog, OrbCause};
use crate::state::{CardId, GameState, Obj, PlayerId, Zone};

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

/// The decision whether to apply an optional modifier (CR 6.2.d): `Yes` / `No`.
pub(crate) fn replace_decision(player: PlayerId) -> Decision {
    Decision {
        player,
        kind: DecisionKind::Replace,
        options: vec![Opt::Yes, Opt::No],
        picks: 1,
    }
}
