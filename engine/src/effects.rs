//! Card abilities in play: the engine as the interpreter's [`Host`], Emblem-Reactions in
//! Limbo (CR 2.2.2.m) checked and played in initiative order (CR 4.4), and Spells'
//! effects (CR 5.1.2.i), each run by `altered_interpreter::run` and stopping at the
//! engine's decisions when a player must choose.

use std::sync::Arc;

use altered_grammar::SymbolTrigger;
use altered_interpreter::{
    self as interp, Answer, Atomic, CardKind, Compiled, Context, Happening, Host, HostError, Place, Question, Trigger,
    Yield,
};

use crate::decision::{Choice, Decision, DecisionKind, Opt};
use crate::event::{Event, EventLog, PlayFrom};
use crate::pool::CardDef;
use crate::state::{
    alive, controller_of, hidden_card, side_in, side_out, CardId, CardState, Emblem, GameState, Obj, ObjectId,
    PlayerId, Running, Side, Statuses, Zone,
};

mod abilities;
mod counters;
mod expeditions;
mod keywords;
mod moving;
mod players;
mod statuses;
mod tokens;

pub use crate::triggers::{DAY_REACTION_BUDGET, REACTION_LIMIT};

/// The engine seen by the interpreter while an effect runs: the queries of
/// [`crate::statics::StateHost`], and the atomic actions (CR 6.1.e) here.
pub(crate) type EngineHost<'a> = crate::statics::StateHost<'a, &'a mut GameState, &'a mut EventLog>;

impl GameState {
    /// Sets a card's named counter to `count` (none left: the entry goes) and logs it.
    pub(crate) fn set_counter(&mut self, card: CardId, name: &str, count: u32, log: &mut EventLog) {
        let counters = Arc::make_mut(&mut self.counters);
        counters.retain(|k| !(k.card == card && k.name == name));
        if count > 0 {
            counters.push(crate::state::Counter {
                card,
                name: name.to_owned(),
                count,
            });
        }
        log.push(Event::Counters {
            card,
            name: name.to_owned(),
            count,
        });
    }
}

/// An object that still exists, or a card of a hidden zone that an effect chose: what
/// `MoveTo` and `Discard` may move.
fn movable(st: &GameState, o: Obj) -> Option<CardState> {
    alive(st, o).or_else(|| hidden_card(st, o))
}

impl EngineHost<'_> {
    /// Performs one atomic action (CR 6.1.e) by its rule, in the file of its area: whether it
    /// happened (an action that is prevented, replaced or impossible did not).
    pub(crate) fn one(&mut self, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
        match a {
            Atomic::Draw { .. }
            | Atomic::MoveTo { .. }
            | Atomic::Reveal(_)
            | Atomic::Look { .. }
            | Atomic::PutInExpedition { .. }
            | Atomic::ToDeck { .. }
            | Atomic::DeckToMana { .. }
            | Atomic::Discard(_)
            | Atomic::Sacrifice(_) => moving::perform(self, a),
            Atomic::Boosts { .. } | Atomic::Counters { .. } => counters::perform(self, a),
            Atomic::Status { .. } | Atomic::Keyword { .. } => statuses::perform(self, a),
            Atomic::Pass(_)
            | Atomic::BecomeFirstPlayer(_)
            | Atomic::Resupply { .. }
            | Atomic::PayMana { .. }
            | Atomic::WinGame(_)
            | Atomic::AfterYou(_) => players::perform(self, a),
            Atomic::CreateToken { .. } => tokens::perform(self, a),
            Atomic::SwitchExpeditions(_)
            | Atomic::Defect(_)
            | Atomic::MoveTerrainMarker { .. }
            | Atomic::PlaceTerrainMarker { .. }
            | Atomic::Ascend { .. }
            | Atomic::MoveExpedition { .. } => expeditions::perform(self, a),
            Atomic::KeywordAction { .. } => keywords::perform(self, a),
            Atomic::Activate { .. }
            | Atomic::Delay { .. }
            | Atomic::Rule { .. }
            | Atomic::ExpeditionRule { .. }
            | Atomic::ObjectRule { .. }
            | Atomic::NextPlay { .. } => abilities::perform(self, a),
            _ => Err(HostError::Unsupported("this atomic action")),
        }
    }
}

impl Host for EngineHost<'_> {
    fn roll_die(&mut self, player: PlayerId) -> Result<u8, HostError> {
        let result = crate::rng::below(&mut self.st.rng, 6) as u8 + 1;
        self.log.push(Event::DieRolled { player, result });
        Ok(result)
    }

    /// CR 7.3.28: `When you roll one or more dice` sees the whole roll once, with the
    /// result the effect reads.
    fn rolled(&mut self, player: PlayerId, result: u8) -> Result<(), HostError> {
        self.st.note(Happening::DieRolled { player, result });
        Ok(())
    }

    /// CR 3.1.3.f: `When you reveal a card this way` sees the card, with the die rolled
    /// with it.
    fn revealed(&mut self, player: PlayerId, card: Obj, source: Obj, roll: u8) -> Result<(), HostError> {
        self.st.note(Happening::Revealed {
            player,
            card,
            source,
            roll,
        });
        Ok(())
    }

    /// The atomic actions of a step are applied one after the other, in the order given,
    /// with nothing observing the state in between: no reaction is checked and no
    /// decision is taken until the whole step is done (CR 6.1.f).
    fn perform(&mut self, step: &[Atomic<Obj, PlayerId>], done: &mut Vec<bool>) -> Result<(), HostError> {
        // An action the engine cannot perform stops the step, but what was done is an
        // event all the same.
        let performed = step.iter().try_for_each(|a| {
            done.push(self.one(a)?);
            Ok(())
        });
        // CR 6.2.e: the alternatives of optional modifiers not applied, right after.
        self.st.run_added_steps(self.log);
        // CR 6.3.h: after a step becomes an event, the reactions it activates.
        self.st.fire_triggers(self.log);
        performed
    }

    fn pause(&self) -> bool {
        !self.st.replacing.is_empty()
    }

    fn optional_modifiers(&self, step: &[Atomic<Obj, PlayerId>]) -> Vec<(PlayerId, Obj)> {
        let mut out: Vec<(PlayerId, Obj)> = Vec::new();
        for a in step {
            // A keyword action's atomic action is modified as it is (CR 7.3.13.a, remark).
            let a = match a {
                Atomic::KeywordAction { atomic, .. } => &**atomic,
                a => a,
            };
            // CR 6.2.d: the optional replacing modifiers with an effect of this event.
            let replaced = match a {
                Atomic::Resupply { player, .. } => Some((*player, None)),
                Atomic::MoveExpedition {
                    player,
                    side,
                    forward: true,
                    ..
                } => Some((*player, Some(side_out(*side)))),
                _ => None,
            };
            if let Some((p, forward)) = replaced {
                for m in self.st.optional_effect_replacements(p, forward) {
                    if !out.contains(&m) {
                        out.push(m);
                    }
                }
                continue;
            }
            let o = match a {
                Atomic::MoveTo { object, .. } => object,
                Atomic::Discard(o) | Atomic::Sacrifice(o) => o,
                _ => continue,
            };
            if let Some(m) = self.st.optional_leave_modifier(*o) {
                if !out.contains(&m) {
                    out.push(m);
                }
            }
        }
        out
    }

    fn perform_deciding(
        &mut self,
        step: &[Atomic<Obj, PlayerId>],
        applied: &[bool],
        done: &mut Vec<bool>,
    ) -> Result<(), HostError> {
        let mods = self.optional_modifiers(step);
        self.st.modifier_answers = mods.iter().map(|&(_, o)| o).zip(applied.iter().copied()).collect();
        let performed = self.perform(step, done);
        self.st.modifier_answers.clear();
        performed
    }
}

impl GameState {
    /// An object's Hand Cost (CR 2.2.7) for effects; none for a Hero or what is not a card.
    pub(crate) fn hand_cost_of(&self, o: Obj, kind: CardKind) -> Option<u32> {
        match kind {
            CardKind::Hero | CardKind::ManaToken | CardKind::Other => None,
            // Tokens have no printed cost: their definition holds 0.
            _ => Some(u32::from(self.def(o.card).hand_cost)),
        }
    }

    /// An object's Reserve Cost (CR 2.2.8) for effects; none for a Hero or what is not a
    /// card, 0 for a token (CR 2.2.8.c: its definition holds 0).
    pub(crate) fn reserve_cost_of(&self, o: Obj, kind: CardKind) -> Option<u32> {
        match kind {
            CardKind::Hero | CardKind::ManaToken | CardKind::Other => None,
            _ => Some(u32::from(self.def(o.card).reserve_cost)),
        }
    }

    /// An Expedition against the one facing it (CR 7.5.2): `Greater` when ahead.
    pub(crate) fn standing(&self, p: PlayerId, side: Side) -> std::cmp::Ordering {
        if self.adventure().is_arena() {
            return std::cmp::Ordering::Equal; // CR 7.5.2.d
        }
        let (q, qs) = self.facing(p, side);
        self.player(p).distance(side).cmp(&self.player(q).distance(qs))
    }

    /// Notes a card of a Deck shown to `to` (every player when `None`), CR 3.1.3.f.
    fn show(&mut self, card: CardId, to: Option<PlayerId>) {
        if !self.shown.contains(&(card, to)) {
            self.shown.push((card, to));
        }
    }

    /// Resupply (CR 7.3.26): the top card of the Deck to Reserve, refilling an empty Deck
    /// from the Discard pile first (CR 7.3.26.b); Exhausted Resupply exhausts it (CR 7.3.13).
    pub(crate) fn resupply(&mut self, p: PlayerId, exhausted: bool, log: &mut EventLog) -> bool {
        if self.players[p.index()].deck.is_empty() {
            self.refill_deck(p, log);
        }
        let Some(&top) = self.players[p.index()].deck.last() else {
            return false;
        };
        self.move_card(top, Zone::Reserve(p), log);
        if exhausted {
            // CR 7.3.13.a: the player who resupplies also exhausts the card, whoever controls
            // the effect (official ruling on The Snow Maiden), so "When you exhaust a card in
            // Reserve" is theirs (CR 1.4.7).
            let actor = self.actor.replace(p);
            self.exhaust(top, log);
            self.actor = actor;
        }
        true
    }

    /// Creates a token (CR 7.3.5): a Character or Expedition Permanent token in an
    /// Expedition, a Landmark Permanent token in its controller's Landmarks (CR 5.2.2).
    /// The creator owns and controls it (CR 1.1.7.b).
    fn create_token(
        &mut self,
        p: PlayerId,
        side: Side,
        spec: &interp::TokenSpec,
        log: &mut EventLog,
    ) -> Result<bool, HostError> {
        if self.cards.len() >= usize::from(u16::MAX) {
            return Err(HostError::Limit("too many cards for one game".into()));
        }
        let def = CardDef::token(spec);
        let d = match self.def_refs.iter().position(|x| **x == *def.reference()) {
            Some(i) => i,
            None => {
                let r = Arc::from(def.reference());
                let mut defs = self.defs.to_vec();
                defs.push(Arc::new(def));
                self.defs = defs.into();
                let mut refs = self.def_refs.to_vec();
                refs.push(r);
                self.def_refs = refs.into();
                self.defs.len() - 1
            }
        };
        let (zone, place) = match spec.kind {
            interp::TokenKind::LandmarkPermanent => (Zone::Landmarks(p), Place::Landmarks(p)),
            _ => (Zone::Expedition(p, side), Place::Expedition(p, side_in(side))),
        };
        let obj = self.new_obj();
        let id = self.push_card(CardState {
            def: d as u16,
            owner: p,
            zone,
            obj,
            status: Statuses::default(),
            boosts: 0,
            token: true,
        });
        log.push(Event::TokenCreated {
            card: id,
            player: p,
            side,
            obj,
        });
        let object = Obj { card: id, obj };
        self.note_since(
            Happening::Moved {
                old: None,
                from: None,
                new: Some(object),
                to: Some(place),
            },
            obj.0 - 1,
        );
        self.note(Happening::TokenCreated { player: p, object });
        Ok(true)
    }

    /// A symbol trigger happened to `card` (CR 7.1.1): each of its reactions with that
    /// trigger is activated, creating an Emblem-Reaction in Limbo (CR 6.3.h), unless it
    /// already activated a hundred times today (CR 1.4.6.c) or the day's budget is spent.
    pub(crate) fn activate(&mut self, card: CardId, trigger: SymbolTrigger, log: &mut EventLog) {
        let c = self.cards[card.index()];
        if self.cant_activate(Obj { card, obj: c.obj }, trigger) {
            return; // CR 1.4.1.a
        }
        let def = self.defs[usize::from(c.def)].clone();
        let side = match c.zone {
            Zone::Expedition(_, s) => Some(s),
            _ => None,
        };
        for (ability, compiled) in def.programs() {
            if !matches!(compiled, Compiled::Reaction { trigger: Trigger::Symbol(t), .. } if *t == trigger) {
                continue;
            }
            self.create_reaction(
                Obj { card, obj: c.obj },
                ability,
                controller_of(&c),
                side,
                None,
                None,
                log,
            );
        }
        // CR 2.3, 6.3.e: the reactions other cards give it, if it has them now.
        for (giver, ability) in self.given_reactions(card, trigger) {
            let source = Obj { card, obj: c.obj };
            self.create_reaction(source, ability, controller_of(&c), side, None, Some(giver), log);
        }
    }

    /// Starts a Spell's effect in Limbo (CR 5.1.2.i) from its first effect ability at or
    /// after `from`; with none left, the Spell leaves Limbo (CR 5.2.4.b). `played_from`: where
    /// it was played from.
    pub(crate) fn start_spell(
        &mut self,
        card: CardId,
        controller: PlayerId,
        from: u16,
        played_from: PlayFrom,
        log: &mut EventLog,
    ) {
        let spare = self.scratch.frame.take();
        let def = self.def(card);
        let next = def
            .programs()
            .find(|(i, c)| *i >= from && matches!(c, Compiled::Spell(_)))
            .map(|(i, _)| i);
        match next.and_then(|i| Some((i, def.program(i)?))) {
            Some((ability, program)) => {
                let frame = spare.start(program);
                self.running = Some(Running {
                    emblem: Emblem {
                        source: Obj {
                            card,
                            obj: self.cards[card.index()].obj,
                        },
                        ability,
                        controller,
                        side: None,
                        trigger: None,
                        part: 0,
                        roll: 0,
                        granted: None,
                        entering: None,
                    },
                    spell: true,
                    played_from: Some(played_from),
                    frame,
                });
            }
            None => self.finish_spell(card, controller, played_from, log),
        }
    }

    /// CR 5.2.4.b: a Spell done resolving goes to Reserve (exhausted with Cooldown) or,
    /// Fleeting, to the Discard pile (CR 2.4.7.e). That step is its being played for `When
    /// you play …` (CR 5.1.2.j).
    fn finish_spell(&mut self, id: CardId, player: PlayerId, from: PlayFrom, log: &mut EventLog) {
        let c = self.cards[id.index()];
        if c.zone != Zone::Limbo {
            return;
        }
        if c.status.fleeting {
            self.move_card(id, Zone::Discard(c.owner), log);
        } else {
            self.move_card(id, Zone::Reserve(c.owner), log);
            if self.def(id).cooldown {
                self.exhaust(id, log);
            }
        }
        self.note_played(id, player, from);
    }

    /// Resolves effects until one needs a decision (returned) or none is left: the effect
    /// running, then the Emblem-Reactions in Limbo (CR 4.4.b, 4.4.c): the first player in
    /// initiative order (CR 1.4.5.a) who controls one plays one of theirs, choosing when they have
    /// several (CR 5.1.1.c), then Reactions are checked again.
    pub(crate) fn resolve_effects(&mut self, log: &mut EventLog) -> Option<Decision> {
        loop {
            if let Some(mut r) = self.running.take() {
                let card = r.emblem.granted.unwrap_or(r.emblem.source.card);
                let Some(def) = self.defs.get(usize::from(self.cards.get(card.index())?.def)).cloned() else {
                    continue;
                };
                let Some(program) = def.program_part(r.emblem.ability, r.emblem.part) else {
                    self.done(r, log);
                    continue;
                };
                let ctx = Context {
                    this: r.emblem.source,
                    controller: r.emblem.controller,
                    side: r.emblem.side.map(side_in),
                    trigger: r.emblem.trigger,
                };
                // A loaded game can stop in the middle of an effect: ask its question again.
                let waiting = r.frame.question(&ctx, &EngineHost::new(self, log));
                if let Some(q) = waiting {
                    let d = self.ask(&q);
                    if nothing_to_play(&d) {
                        let _ = r.frame.answer(program, Answer::Played(None));
                        self.running = Some(r);
                        continue;
                    }
                    self.running = Some(r);
                    return Some(d);
                }
                self.actor = Some(r.emblem.controller);
                self.scratch.resolving = Some(r.emblem);
                let result = interp::run(program, &ctx, &mut r.frame, &mut EngineHost::new(self, log));
                self.actor = None;
                self.scratch.resolving = None;
                match result {
                    Ok(Yield::Ask(q)) => {
                        let d = self.ask(&q);
                        if nothing_to_play(&d) {
                            // CR 1.2.6.f: no card can be played; that part is ignored.
                            let _ = r.frame.answer(program, Answer::Played(None));
                            self.running = Some(r);
                            continue;
                        }
                        self.running = Some(r);
                        return Some(d);
                    }
                    // CR 6.2.b: the effect of a replacing modifier applied in the step just
                    // done resolves before this one goes on (or, done, leaves Limbo).
                    Ok(Yield::Paused) => self.suspended.push(r),
                    Ok(Yield::Done) if !self.replacing.is_empty() => self.suspended.push(r),
                    Ok(Yield::Done) => self.done(r, log),
                    // A stop this engine does not know yet (`Yield` may grow) ends the effect
                    // as a failure does, so that the game goes on.
                    other => {
                        let error = match other {
                            Err(e) => e.to_string(),
                            Ok(y) => format!("the interpreter stopped with {y:?}"),
                        };
                        log.push(Event::EffectFailed { card, error });
                        self.done(r, log);
                    }
                }
                continue;
            }
            // CR 6.2.b: the effect of a replacing modifier, in the place of what it replaced.
            if !self.replacing.is_empty() {
                let e = self.replacing.remove(0);
                let spare = self.scratch.frame.take();
                if let Some(program) = self.def(e.source.card).program_part(e.ability, e.part) {
                    self.running = Some(Running {
                        frame: spare.start(program),
                        emblem: e,
                        spell: false,
                        played_from: None,
                    });
                }
                continue;
            }
            // CR 5.2.b: a Spell played by an effect is done; that effect goes on.
            if let Some(r) = self.suspended.pop() {
                self.running = Some(r);
                continue;
            }
            // CR 6.3.h: what happened since the last check activates written triggers.
            self.fire_triggers(log);
            if self.limbo.is_empty() || self.outcome.is_some() {
                return None;
            }
            // CR 5.1.1.c, 1.4.5.a: initiative order, so during the Afternoon the player
            // taking their turn plays theirs first, even when not the first player.
            let p = interp::Query::initiative(&crate::statics::ReadHost::new(self))
                .find(|&p| self.limbo.iter().any(|e| e.controller == p))?;
            // Most often the player has one: played at once, with no list made.
            let mut mine = (0..self.limbo.len()).filter(|&i| self.limbo[i].controller == p);
            if let (Some(only), None) = (mine.next(), mine.next()) {
                self.play_reaction(only, log);
                continue;
            }
            let options = self
                .limbo
                .iter()
                .filter(|e| e.controller == p)
                .map(|e| Opt::Reaction {
                    card: e.granted.unwrap_or(e.source.card),
                    ability: e.ability,
                })
                .collect();
            return Some(Decision {
                player: p,
                kind: DecisionKind::ChooseReaction,
                options,
                picks: 1,
            });
        }
    }

    /// CR 5.1.2.b, 5.1.2.i: the Reaction is played; its effect resolves, then it ceases
    /// to exist.
    fn play_reaction(&mut self, i: usize, log: &mut EventLog) {
        let e = self.limbo.remove(i);
        log.push(Event::ReactionPlayed {
            card: e.source.card,
            ability: e.ability,
        });
        if let Some(effect) = e.entering {
            self.resolve_entering(e.source, effect, log);
            return;
        }
        let spare = self.scratch.frame.take();
        if let Some(program) = self
            .def(e.granted.unwrap_or(e.source.card))
            .program_part(e.ability, e.part)
        {
            let frame = match e.roll {
                0 => spare.start(program),
                r => spare.start(program).with_roll(r),
            };
            self.running = Some(Running {
                emblem: e,
                spell: false,
                played_from: None,
                frame,
            });
        }
    }

    fn done(&mut self, r: Running, log: &mut EventLog) {
        let Running {
            emblem,
            spell,
            played_from,
            frame,
        } = r;
        // Its room kept for the next effect, which may be the Spell's next ability below.
        self.scratch.frame.keep(frame);
        if emblem.ability == crate::pool::SCOUT_ABILITY {
            self.scouted_to_reserve(emblem.source);
        }
        if spell {
            let card = emblem.source.card;
            let from = played_from.unwrap_or(PlayFrom::Hand);
            self.start_spell(card, emblem.controller, emblem.ability.saturating_add(1), from, log);
        }
    }

    /// CR 7.4.5.e: once Scout's `Send me to Reserve` has resolved, the other Reactions of the
    /// Character triggered by playing it, still in Limbo, find it in Reserve: their "I" is
    /// the object it became there (an exception to CR 6.3.k).
    fn scouted_to_reserve(&mut self, played: Obj) {
        let c = self.cards[played.card.index()];
        if !matches!(c.zone, Zone::Reserve(_)) || c.obj == played.obj {
            return;
        }
        for e in self.limbo.iter_mut().filter(|e| e.source == played) {
            e.source.obj = c.obj;
        }
    }

    /// The engine's decision for the interpreter's question.
    fn ask(&self, q: &Question<Obj, PlayerId>) -> Decision {
        match q {
            Question::May { player } => Decision {
                player: *player,
                kind: DecisionKind::May,
                options: vec![Opt::Yes, Opt::No],
                picks: 1,
            },
            Question::Object {
                player,
                candidates,
                optional,
            } => pick_card(*player, DecisionKind::ChooseObject, candidates, *optional),
            // CR 6.1.h, 3.2.5.b: the cards of the player's own Hand, offered to them alone.
            Question::Hidden {
                player,
                candidates,
                optional,
                ..
            } => pick_card(*player, DecisionKind::ChooseHidden, candidates, *optional),
            Question::Mode {
                player,
                options,
                optional,
            } => {
                let mut opts: Vec<Opt> = Vec::with_capacity(options.len() + 1);
                if *optional {
                    opts.push(Opt::Skip);
                }
                opts.extend(options.iter().map(|&i| Opt::Mode(i)));
                Decision {
                    player: *player,
                    kind: DecisionKind::ChooseMode,
                    options: opts,
                    picks: 1,
                }
            }
            Question::Player { player, options } => Decision {
                player: *player,
                kind: DecisionKind::ChoosePlayer,
                options: options.iter().map(|&p| Opt::Player(p)).collect(),
                picks: 1,
            },
            Question::Expedition { player, options } => Decision {
                player: *player,
                kind: DecisionKind::ChooseExpedition,
                options: options
                    .iter()
                    .map(|&(p, s)| Opt::Expedition {
                        player: p,
                        side: side_out(s),
                    })
                    .collect(),
                picks: 1,
            },
            // CR 7.3.4.a: the options are the object's kinds of counters, in the
            // question's order (boosts first, then named counters alphabetically).
            // CR 7.3.20: the markers that fit, oldest first.
            Question::TerrainMarker { player, options } => Decision {
                player: *player,
                kind: DecisionKind::ChooseTerrainMarker,
                options: options
                    .iter()
                    .map(|&(region, t)| Opt::TerrainMarker {
                        region,
                        terrains: crate::state::Terrains(t),
                    })
                    .collect(),
                picks: 1,
            },
            // CR 3.2.1.d: the visible regions, by index from the Hero region.
            Question::Region { player, options } => Decision {
                player: *player,
                kind: DecisionKind::ChooseRegion,
                options: options.iter().map(|&r| Opt::Region(r)).collect(),
                picks: 1,
            },
            Question::Counter { player, options, .. } => Decision {
                player: *player,
                kind: DecisionKind::ChooseCounter,
                options: (0..options.len().min(usize::from(u8::MAX)))
                    .map(|i| Opt::Counter(i as u8))
                    .collect(),
                picks: 1,
            },
            Question::Modifier { player, .. } => crate::decision::replace_decision(*player),
            // CR 6.2.b: the die kept, of those a modifier made them roll.
            Question::Die { player, results } => Decision {
                player: *player,
                kind: DecisionKind::ChooseDie,
                options: results.iter().map(|&r| Opt::Die(r)).collect(),
                picks: 1,
            },
            Question::Play {
                player,
                objects,
                kinds,
                hand_cost,
                base_cost,
                price,
                optional,
                from,
            } => self.effect_play_decision(
                *player,
                objects,
                (kinds, *hand_cost, *base_cost, *from),
                *price,
                *optional,
            ),
            // A question this engine does not know: decline it.
            _ => Decision {
                player: self.first_player,
                kind: DecisionKind::May,
                options: vec![Opt::No],
                picks: 1,
            },
        }
    }

    /// Applies a choice of one of the effect decisions. Returns false if `decision` is not
    /// one of them.
    pub(crate) fn apply_effect_choice(&mut self, decision: &Decision, choice: &Choice, log: &mut EventLog) -> bool {
        let Some(&pick) = choice.picks.first().and_then(|&i| decision.options.get(i)) else {
            return false;
        };
        match decision.kind {
            DecisionKind::ChooseReaction => {
                let chosen = (0..self.limbo.len())
                    .filter(|&i| self.limbo[i].controller == decision.player)
                    .nth(choice.picks[0]);
                if let Some(i) = chosen {
                    self.play_reaction(i, log);
                }
                true
            }
            // CR 6.2.d: an optional modifier of the running effect's step.
            DecisionKind::Replace if self.running.as_ref().is_some_and(|r| r.frame.is_waiting()) => {
                self.answer_running(Answer::Yes(pick == Opt::Yes));
                true
            }
            DecisionKind::EffectPlay => {
                // CR 5.2.b: the card is played now, as part of the effect. A Spell's effect,
                // started by its play, resolves first, as steps of this effect; this one
                // waits, then goes on.
                let outer = self.running.take();
                let played = self.effect_play(decision.player, pick, log);
                let spell = self.running.take();
                self.running = outer;
                self.answer_running(Answer::Played(played));
                if let Some(spell) = spell {
                    let running = self.running.take();
                    self.suspended.extend(running);
                    self.running = Some(spell);
                }
                true
            }
            DecisionKind::ChooseObject
            | DecisionKind::ChooseHidden
            | DecisionKind::May
            | DecisionKind::ChooseMode
            | DecisionKind::ChoosePlayer
            | DecisionKind::ChooseExpedition
            | DecisionKind::ChooseCounter
            | DecisionKind::ChooseDie
            | DecisionKind::ChooseRegion
            | DecisionKind::ChooseTerrainMarker => {
                let answer = match (decision.kind, pick) {
                    // The options are the question's, in its order.
                    (
                        DecisionKind::ChoosePlayer
                        | DecisionKind::ChooseExpedition
                        | DecisionKind::ChooseCounter
                        | DecisionKind::ChooseDie
                        | DecisionKind::ChooseRegion
                        | DecisionKind::ChooseTerrainMarker,
                        _,
                    ) => Answer::Index(choice.picks[0]),
                    (DecisionKind::ChooseMode, Opt::Skip) => Answer::Mode(None),
                    // A card of a Hand is no object (CR 2.1.j): its handle has none.
                    (DecisionKind::ChooseHidden, Opt::Skip) => Answer::Hidden(None),
                    (DecisionKind::ChooseHidden, Opt::Card(card)) => Answer::Hidden(Some(Obj {
                        card,
                        obj: ObjectId::NONE,
                    })),
                    (_, Opt::Mode(i)) => Answer::Mode(Some(i)),
                    (_, pick) => match pick {
                        Opt::Yes => Answer::Yes(true),
                        Opt::No => Answer::Yes(false),
                        Opt::Skip => Answer::Object(None),
                        Opt::Card(c) => match self.cards.get(c.index()) {
                            Some(s) => Answer::Object(Some(Obj { card: c, obj: s.obj })),
                            None => return true,
                        },
                        _ => return true,
                    },
                };
                self.answer_running(answer);
                true
            }
            _ => false,
        }
    }

    /// Gives the running effect's frame the answer to its question.
    fn answer_running(&mut self, answer: Answer<Obj>) {
        if let Some(mut r) = self.running.take() {
            if let Some(program) = self
                .cards
                .get(r.emblem.granted.unwrap_or(r.emblem.source.card).index())
                .and_then(|c| self.defs.get(usize::from(c.def)))
                .and_then(|d| d.program_part(r.emblem.ability, r.emblem.part))
            {
                // The decision was built from the frame's question: the answer fits.
                let _ = r.frame.answer(program, answer);
            }
            self.running = Some(r);
        }
    }
}

/// Whether a decision to play a card by an effect offers no card: nothing is asked.
fn nothing_to_play(d: &Decision) -> bool {
    d.kind == DecisionKind::EffectPlay && d.options.iter().all(|o| *o == Opt::Skip)
}

/// One card among `candidates` (objects, or cards of a hidden zone), `Skip` first when the
/// choice is optional.
fn pick_card(player: PlayerId, kind: DecisionKind, candidates: &[Obj], optional: bool) -> Decision {
    let mut options: Vec<Opt> = Vec::with_capacity(candidates.len() + 1);
    if optional {
        options.push(Opt::Skip);
    }
    options.extend(candidates.iter().map(|o| Opt::Card(o.card)));
    Decision {
        player,
        kind,
        options,
        picks: 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pool::CardPool;
    use crate::scenario::Scenario;
    use std::path::Path;

    #[test]
    fn cr_1_4_6_c_a_reaction_activates_at_most_a_hundred_times_a_day() {
        let source = "name: Loop\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\n\
                      cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_LOOP\n\n\
                      etb Draw a card.\n";
        let mut pool = CardPool::new();
        let def = pool.add_source(Path::new("loop.card"), source).unwrap();
        let mut sc = Scenario::new();
        let id = sc.card(&def, PlayerId(0), Zone::Expedition(PlayerId(0), Side::Hero));
        let mut st = sc.build();
        let mut log = EventLog {
            enabled: true,
            events: Vec::new(),
        };
        for _ in 0..101 {
            st.activate(id, SymbolTrigger::Etb, &mut log);
        }
        assert_eq!(st.limbo.len(), usize::from(REACTION_LIMIT));
        let limited = log
            .events
            .iter()
            .filter(|e| matches!(e, Event::ReactionLimit { .. }))
            .count();
        assert_eq!(limited, 1, "the hundred-and-first activation is refused with an event");
    }
}
