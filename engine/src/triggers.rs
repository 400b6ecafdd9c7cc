//! Reactions other than the played card's own `etb`/`hand`/`reserve`: phase triggers at the
//! beginning of Noon, Dusk and Night (CR 4.2.b), and written `When …` triggers matched
//! against what happened (CR 6.3), including support reactions, which work only in Reserve
//! and not while exhausted (CR 2.2.12.i, 2.2.12.j).
//!
//! The primitives of the state (`move_card`, `exhaust`, the atomic actions of effects, …)
//! record [`Happening`]s with [`GameState::note`]; after each step of an effect and before
//! Reactions are checked, [`GameState::fire_triggers`] matches them against the reactions
//! that may react, creating Emblem-Reactions in Limbo (CR 6.3.h).

use altered_grammar::Phase as TriggerPhase;
use altered_interpreter::{self as interp, Compiled, Context, Happening, KeywordAbility, Place, Trigger};

use crate::event::{Event, EventLog};
use crate::pool::{Kind, Kinds};
use crate::state::{side_in, side_out, zone_place};
use crate::state::{CardId, Emblem, GameState, GrantedGigantic, Obj, ObjectId, Phase, PlayerId, Reactor, Side, Zone};

/// CR 1.4.6.c: a single reaction of an object activates at most a hundred times a day.
pub const REACTION_LIMIT: u8 = 100;
/// Reactions of all objects together in one day. Objects change with every move (CR
/// 1.4.4), so a card that keeps moving could evade the per-object limit; this budget stops
/// any such loop with a [`Event::ReactionLimit`], never a hang.
pub const DAY_REACTION_BUDGET: u32 = 10_000;

/// Marks, in the day's activation counts, a reaction an object has from another card's
/// passive ability (its index is that card's), apart from the object's own abilities.
const GRANTED_KEY: u16 = 0x8000;

impl GameState {
    /// Records something triggers may match. `mark`: the next object id before the change,
    /// so that objects created since the last check are known as new (CR 6.3.f: a reaction
    /// other than a self-move one must exist before the event).
    pub(crate) fn note_since(&mut self, h: Happening<Obj, PlayerId>, mark: u32) {
        if self.happened.is_empty() {
            self.trigger_mark = mark;
        }
        // A step the engine performs has boundedly many atomic actions; this bound only
        // keeps a corrupted state from growing without end.
        if self.happened.len() < 4096 {
            self.happened.push(h);
        }
    }

    /// [`GameState::note_since`] for a change that creates no object.
    pub(crate) fn note(&mut self, h: Happening<Obj, PlayerId>) {
        let mark = self.next_obj;
        self.note_since(h, mark);
    }

    /// Who does an action now (CR 1.4.7): the controller of the effect running, else the
    /// given player (the controller of the affected object).
    pub(crate) fn doer(&self, otherwise: PlayerId) -> PlayerId {
        self.actor.unwrap_or(otherwise)
    }

    /// Creates an Emblem-Reaction in Limbo for ability `ability` of `source` (CR 6.3.h) —
    /// of the card `granted`, when a passive ability of that card gives `source` the
    /// reaction — unless it already activated a hundred times today (CR 1.4.6.c, 6.3.m) or
    /// the day's budget is spent.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_reaction(
        &mut self,
        source: Obj,
        ability: u16,
        controller: PlayerId,
        side: Option<Side>,
        trigger: Option<Obj>,
        granted: Option<CardId>,
        log: &mut EventLog,
    ) {
        let card = source.card;
        // CR 7.3.18.b: the abilities of an ignored card do not activate.
        if self.ignored(card) {
            return;
        }
        // A given reaction is counted apart from the object's own abilities (the index is
        // the giving card's): the given ones of every card together, a bound all the same.
        let key = match granted {
            None => ability,
            Some(_) => ability | GRANTED_KEY,
        };
        let fields = &mut **self;
        let count = match fields
            .activations
            .iter_mut()
            .find(|(o, a, _)| *o == source.obj && *a == key)
        {
            Some((_, _, n)) => n,
            None => {
                fields.activations.push((source.obj, key, 0));
                &mut fields.activations.last_mut().expect("just pushed").2
            }
        };
        if *count >= REACTION_LIMIT || fields.reactions_today >= DAY_REACTION_BUDGET {
            log.push(Event::ReactionLimit { card, ability });
            return;
        }
        *count += 1;
        self.reactions_today += 1;
        self.limbo.push(Emblem {
            source,
            ability,
            controller,
            side,
            trigger,
            part: 0,
            roll: 0,
            granted,
            entering: None,
        });
        log.push(Event::ReactionCreated { card, ability });
    }

    /// Whether a reaction of an object at `place` works there (CR 2.2.12.g–j).
    fn works(&self, card: CardId, place: Place<PlayerId>, exhausted: bool, support: bool) -> bool {
        if support {
            return matches!(place, Place::Reserve(_)) && !exhausted;
        }
        match place {
            Place::Expedition(..) | Place::Landmarks(_) => true,
            Place::HeroZone(_) => self.def(card).kind == Kind::Hero,
            _ => false,
        }
    }

    /// Activates a reaction `times` times if its condition holds (CR 6.3.b).
    #[allow(clippy::too_many_arguments)]
    fn try_activate(
        &mut self,
        r: Reactor,
        ability: u16,
        condition: Option<&interp::Cond>,
        per_boost: bool,
        trigger: Option<Obj>,
        log: &mut EventLog,
    ) {
        let controller = r.place.player().unwrap_or(self.cards[r.obj.card.index()].owner);
        let side = match r.place {
            Place::Expedition(_, s) => Some(side_out(s)),
            _ => None,
        };
        let ctx = Context {
            this: r.obj,
            controller,
            side: side.map(side_in),
            trigger,
        };
        if let Some(c) = condition {
            if !interp::condition_holds(c, &ctx, &crate::statics::ReadHost::new(self)) {
                return;
            }
        }
        let times = if per_boost {
            u32::from(self.cards[r.obj.card.index()].boosts)
        } else {
            1
        };
        // CR 2.1.f: an ability whose trigger moved its object to a visible zone finds the
        // new object there (`When I'm sacrificed | Put me in Reserve`); its condition was
        // read of the object that triggered, above.
        let source = r.moved_to.unwrap_or(r.obj);
        for _ in 0..times.min(u32::from(REACTION_LIMIT) + 1) {
            self.create_reaction(source, ability, controller, side, trigger, None, log);
        }
    }

    /// CR 4.2.b: at the beginning of a phase, an event activates the "At [that phase]"
    /// reactions of every object where they work; Reactions are checked next (the flow
    /// resolves them before the phase's first daily effect).
    pub(crate) fn activate_phase(&mut self, phase: Phase, log: &mut EventLog) {
        let want = match phase {
            Phase::Morning => TriggerPhase::Morning,
            Phase::Noon => TriggerPhase::Noon,
            Phase::Afternoon => TriggerPhase::Afternoon,
            Phase::Dusk => TriggerPhase::Dusk,
            Phase::Night => TriggerPhase::Night,
            Phase::Setup | Phase::Over => return,
        };
        // Only the cards with such a reaction, in card order (`hearing` holds them, as
        // they were when the phase began: a card made by a reaction activated here is not
        // looked at, as it was not there).
        let hearing = std::sync::Arc::clone(&self.hearing);
        for card in hearing.at_phase(crate::pool::phase_bit(want)) {
            let c = self.cards[card.index()];
            let Some(place) = zone_place(c.zone) else { continue };
            if c.obj == ObjectId::NONE {
                continue;
            }
            let def = self.defs[usize::from(c.def)].clone();
            for (ability, compiled) in def.programs() {
                let Compiled::Reaction {
                    trigger: Trigger::Phase(p),
                    condition,
                    per_boost,
                    support,
                    ..
                } = compiled
                else {
                    continue;
                };
                if *p != want || !self.works(card, place, c.status.exhausted, *support) {
                    continue;
                }
                let r = Reactor {
                    obj: Obj { card, obj: c.obj },
                    place,
                    exhausted: c.status.exhausted,
                    existed_before: true,
                    moved_to: None,
                };
                self.try_activate(r, ability, condition.as_ref(), *per_boost, None, log);
            }
        }
    }

    /// Matches what happened since the last check against written triggers (CR 6.3.e,
    /// 6.3.f) and creates the Emblem-Reactions (CR 6.3.h), one per match (CR 6.3.g).
    pub(crate) fn fire_triggers(&mut self, log: &mut EventLog) {
        // Nothing happened, so nothing to match, and Gigantic did not change: about half
        // the calls, which only read the state (a change would forget its kept answers).
        if !self.happened.is_empty() {
            self.match_triggers(log);
        }
        // What left is only read by the conditions of the triggers just matched.
        if !self.left_statuses.is_empty() {
            self.left_statuses.clear();
        }
    }

    /// Kept out of line: [`GameState::fire_triggers`] is called after every step, and
    /// most of the calls that find nothing happened should not pay for this one's frame.
    #[inline(never)]
    fn match_triggers(&mut self, log: &mut EventLog) {
        self.note_presence();
        // The batch is matched from here; the events noted meanwhile (by the reactions
        // activated) go to the empty list kept from the last batch, whose room is reused.
        let spare = std::mem::take(&mut self.scratch.events);
        let mut happened = std::mem::replace(&mut self.happened, spare);
        let mark = self.trigger_mark;
        // Only the cards whose written triggers can match one of these kinds of event are
        // looked at. Debug builds look at every reaction and check, for each pair left out,
        // that `activates` would not have matched it.
        let heard = happened.iter().fold(Kinds::NONE, |k, h| k.or(Kinds::of(h)));
        let index = !cfg!(debug_assertions);
        let listening = if index { heard } else { Kinds::ALL };
        let listens = |st: &GameState, card: CardId| st.def(card).traits().listens.meets(listening);
        // Objects now, and objects that left during these events as they were before.
        // The list of the last batch, emptied: its room is reused.
        let mut reactors = std::mem::take(&mut self.scratch.reactors);
        // The cards whose written triggers can match one of these kinds (`hearing`, in
        // card order like `cards`), in a visible zone (a hidden card is no object).
        for card in self.hearing.hearing(listening) {
            let c = &self.cards[card.index()];
            if c.obj == ObjectId::NONE {
                continue;
            }
            if let Some(place) = zone_place(c.zone) {
                reactors.push(Reactor {
                    obj: Obj { card, obj: c.obj },
                    place,
                    exhausted: c.status.exhausted,
                    existed_before: c.obj.0 <= mark,
                    moved_to: None,
                });
            }
        }
        for h in &happened {
            if let Happening::Moved {
                old: Some(old),
                from: Some(from),
                ..
            } = h
            {
                if old.obj.0 <= mark && listens(self, old.card) {
                    reactors.push(Reactor {
                        obj: *old,
                        place: *from,
                        exhausted: false,
                        existed_before: true,
                        moved_to: None,
                    });
                }
            }
        }
        for r in reactors.drain(..) {
            let def = self.defs[usize::from(self.cards[r.obj.card.index()].def)].clone();
            for (ability, compiled) in def.programs() {
                let Compiled::Reaction {
                    trigger: Trigger::Event(t),
                    condition,
                    per_boost,
                    support,
                    ..
                } = compiled
                else {
                    continue;
                };
                let hears = Kinds::heard_by(t);
                if index && !hears.meets(heard) {
                    continue;
                }
                let current = self.cards[r.obj.card.index()].obj == r.obj.obj;
                if t.self_move() {
                    // CR 6.3.e: it exists after the event; it need not work.
                    if !current {
                        continue;
                    }
                } else if !r.existed_before || !self.works(r.obj.card, r.place, r.exhausted, *support) {
                    continue; // CR 6.3.f: it existed and worked before the event
                }
                let controller = r.place.player().unwrap_or(self.cards[r.obj.card.index()].owner);
                let ctx = Context {
                    this: r.obj,
                    controller,
                    side: match r.place {
                        Place::Expedition(_, s) => Some(s),
                        _ => None,
                    },
                    trigger: None,
                };
                for h in &happened {
                    if !hears.meets(Kinds::of(h)) {
                        debug_assert!(
                            interp::activates(t, h, &ctx, &crate::statics::ReadHost::new(self)).is_none(),
                            "{t:?} matched {h:?}, a kind of event `Kinds::heard_by` leaves out"
                        );
                        continue;
                    }
                    let hit = interp::activates(t, h, &ctx, &crate::statics::ReadHost::new(self));
                    if let Some(it) = hit {
                        let r = Reactor {
                            moved_to: self.moved_to(r.obj, &happened),
                            ..r
                        };
                        let before = self.limbo.len();
                        self.try_activate(r, ability, condition.as_ref(), *per_boost, it, log);
                        // CR 7.3.28.b: `the result` in a reaction to a roll is that roll's; in a
                        // reaction to a card revealed with a roll, that roll's.
                        if let Happening::DieRolled { result: roll, .. } | Happening::Revealed { roll, .. } = h {
                            for e in self.limbo.iter_mut().skip(before) {
                                e.roll = *roll;
                            }
                        }
                        // CR 6.3.g: `one or more …` names the event as a whole, matched once.
                        if t.once_per_event() {
                            break;
                        }
                    }
                }
            }
        }
        self.scratch.reactors = reactors;
        happened.clear();
        self.scratch.events = happened;
    }
}

impl GameState {
    /// Whether a passive ability of a card in this game can make a Character Gigantic:
    /// read from `granters`, not from every definition at every batch of events.
    fn may_grant_gigantic(&self) -> bool {
        !self.granters.is_empty()
    }

    /// Whether such an ability works now: its card is in play, or a Hero (CR 2.3.1.h),
    /// where abilities work (the cards of the zone index's active run).
    fn grant_in_play(&self) -> bool {
        self.granters
            .iter()
            .any(|&card| self.cards[card.index()].zone.abilities_work())
    }

    /// CR 7.4.4.o–p: a Character that gained Gigantic since the last look joined its
    /// controller's other Expedition, and one that lost it left that Expedition; its card
    /// stays where it is, so it neither left nor joined the one that holds it. Recorded as
    /// [`Happening::Presence`] for the triggers (CR 6.3). Only the final result of applying
    /// the passives is compared (CR 2.3.1.l, remark).
    pub(crate) fn note_presence(&mut self) {
        if self.granted_gigantic.is_none() && !self.may_grant_gigantic() {
            return;
        }
        // Nothing granted before and no granting ability in play: nothing to compare, and
        // the passives need not be applied (most steps of most games).
        if self.granted_gigantic.as_ref().is_none_or(|g| g.objects.is_empty()) && !self.grant_in_play() {
            // Nothing granted: only the mark moves (no new list, none shared with a clone).
            let mark = self.next_obj;
            match &mut self.granted_gigantic {
                Some(g) => g.mark = mark,
                None => {
                    self.granted_gigantic = Some(GrantedGigantic {
                        mark,
                        objects: std::sync::Arc::from([]),
                    })
                }
            }
            return;
        }
        let applied = self.applied();
        // Only a Character in an Expedition is Gigantic (CR 7.4.4.b): among the cards where
        // abilities work.
        let now: Vec<Obj> = self
            .active_cards()
            .filter(|&(card, c)| {
                matches!(c.zone, Zone::Expedition(..))
                    && c.obj != ObjectId::NONE
                    && !self.printed_has(card, KeywordAbility::Gigantic)
                    && self.gigantic_given(card, &applied)
            })
            .map(|(card, c)| Obj { card, obj: c.obj })
            .collect();
        let mark = self.next_obj;
        let Some(before) = self.granted_gigantic.replace(GrantedGigantic {
            mark,
            objects: now.as_slice().into(),
        }) else {
            return; // the first look: nothing to compare with
        };
        let other_side = |st: &GameState, o: Obj| match st.card(o.card).zone {
            Zone::Expedition(p, s) if st.card(o.card).obj == o.obj => Some((p, side_in(s).other())),
            _ => None,
        };
        let mut changes = Vec::new();
        // Gained: an object that existed at the last look (a later one arrived, CR 7.4.4.c).
        for &o in now
            .iter()
            .filter(|o| o.obj.0 < before.mark && !before.objects.contains(o))
        {
            changes.extend(other_side(self, o).map(|(p, s)| (o, p, s, true)));
        }
        // Lost: an object still where it was (one that moved is a new object, CR 1.4.4).
        for &o in before.objects.iter().filter(|o| !now.contains(o)) {
            changes.extend(other_side(self, o).map(|(p, s)| (o, p, s, false)));
        }
        for (object, player, side, joined) in changes {
            self.note(Happening::Presence {
                object,
                player,
                side,
                joined,
            });
        }
    }

    /// CR 2.1.f: the object `old` became by a move among `happened` into a visible zone,
    /// if it is still there.
    fn moved_to(&self, old: Obj, happened: &[Happening<Obj, PlayerId>]) -> Option<Obj> {
        happened.iter().find_map(|h| match h {
            Happening::Moved {
                old: Some(o),
                new: Some(n),
                to: Some(to),
                ..
            } if *o == old
                && !matches!(to, Place::Hand(_) | Place::Deck(_))
                && self.cards.get(n.card.index()).is_some_and(|c| c.obj == n.obj) =>
            {
                Some(*n)
            }
            _ => None,
        })
    }
}
