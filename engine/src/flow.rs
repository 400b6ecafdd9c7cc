//! The rules in motion: atomic changes of zone and status, the game's setup, and the day
//! (CR 4) as a state machine that runs until it needs a decision.

use crate::decision::{Choice, Decision, DecisionKind, Opt};
use crate::event::{Event, EventLog, OrbCause, PlayFrom};
use crate::pool::Kind;
use crate::rng;
use crate::state::Obj;
use crate::state::{controller_of, side_in, zone_place};
use crate::state::{Applied, INDEXED_PLAYERS};
use crate::state::{
    CardId, GameState, ObjectId, Outcome, Phase, PlayerId, RegionCard, Side, Statuses, Step, Terrains, Zone,
    LAST_REGION,
};
use crate::table::{Team, Verdict};
use altered_grammar::SymbolTrigger;
use altered_interpreter::{Happening, KeywordAbility, NextEffect, Place, StatusKind, Terrain, Until};

impl GameState {
    pub(crate) fn new_obj(&mut self) -> ObjectId {
        self.next_obj += 1;
        ObjectId(self.next_obj)
    }

    /// Moves a card to a zone (CR 2.1.d): the card becomes a new object with no status
    /// (CR 2.4.1.d), keeping its counters only from Reserve or Limbo to a zone that can hold
    /// them (CR 2.5.j, 2.5.k, 2.5.b). A card bound for another player's personal zone goes to
    /// its owner's instead (CR 1.4.3); a token leaving the Expedition zone ceases to exist
    /// (CR 2.1.e). Returns where it ended up. New Deck cards go on top.
    pub(crate) fn move_card(&mut self, id: CardId, to: Zone, log: &mut EventLog) -> Zone {
        // CR 7.4.6.b: a Seasoned object keeps its boosts from the Expedition zone to Reserve;
        // the object that moves must have Seasoned, so it is read before the move.
        let from = self.cards[id.index()].zone;
        let seasoned = matches!((from, to), (Zone::Expedition(..), Zone::Reserve(_)))
            && self.has_keyword(id, KeywordAbility::Seasoned);
        self.move_card_seasoned(id, to, seasoned, log)
    }

    /// [`GameState::move_card`] with Seasoned read beforehand, for moves that happen
    /// together (CR 6.1.f): each object's Seasoned is read before any of them moves.
    pub(crate) fn move_card_seasoned(&mut self, id: CardId, to: Zone, seasoned: bool, log: &mut EventLog) -> Zone {
        let mark = self.next_obj;
        let c = self.cards[id.index()];
        let from = c.zone;
        let mut to = if to.personal_owner().is_some() {
            to.owned_by(c.owner)
        } else {
            to
        };
        // CR 2.1.e: a token that leaves the Expedition zone ceases to exist; a Landmark
        // Permanent token (later sets) so too when it leaves its Landmark zone.
        let leaves_play = match from {
            Zone::Expedition(..) => !matches!(to, Zone::Expedition(..)),
            Zone::Landmarks(_) => !matches!(to, Zone::Landmarks(_)),
            _ => false,
        };
        if c.token && leaves_play {
            to = Zone::Gone;
        }
        let keep_counters = to.holds_statuses() && matches!(from, Zone::Reserve(_) | Zone::Limbo);
        let seasoned = seasoned && matches!((from, to), (Zone::Expedition(..), Zone::Reserve(_)));
        if let Zone::Deck(p) = from {
            let deck = &mut self.players[p.index()].deck;
            if let Some(i) = deck.iter().rposition(|&d| d == id) {
                deck.remove(i);
            }
            self.shown.retain(|&(c, _)| c != id);
        }
        if let Zone::Deck(p) = to {
            self.players[p.index()].deck.push(id);
        }
        // CR 7.3.7: a card put from a Hand or a Reserve in the Discard pile is discarded,
        // by whoever does the action (CR 1.4.7).
        if let (Zone::Hand(q) | Zone::Reserve(q), Zone::Discard(_)) = (from, to) {
            let by = self.doer(q);
            self.this_turn.discards.push((by, q, matches!(from, Zone::Reserve(_))));
        }
        let obj = if to.is_visible() {
            self.new_obj()
        } else {
            ObjectId::NONE
        };
        // CR 6.3.k: a trigger's condition reads the statuses the object had as it left
        // (`When I'm sacrificed, if I was not Fleeting`); kept until triggers are matched.
        if c.obj != ObjectId::NONE && c.status != Statuses::default() {
            self.left_statuses.push((Obj { card: id, obj: c.obj }, c.status));
        }
        self.set_zone(id, to);
        let card = &mut self.cards[id.index()];
        card.obj = obj;
        card.status = Statuses::default();
        if !keep_counters {
            if !seasoned {
                card.boosts = 0;
            }
            if !self.counters.is_empty() {
                std::sync::Arc::make_mut(&mut self.counters).retain(|k| k.card != id);
            }
        }
        // CR 1.4.4: a new object, without the keywords effects gave the old one.
        self.forget_keyword_changes(id);
        if !self.object_rules.is_empty() {
            self.object_rules.retain(|r| r.object.card != id);
        }
        log.push(Event::Moved {
            card: id,
            from,
            to,
            obj,
        });
        let old = (c.obj != ObjectId::NONE).then_some(Obj { card: id, obj: c.obj });
        let new = (obj != ObjectId::NONE).then_some(Obj { card: id, obj });
        if old.is_some() || new.is_some() {
            let h = Happening::Moved {
                old,
                // Also from a hidden zone, where the card was no object (`goes from your
                // deck or hand to Reserve`).
                from: zone_place(from),
                new,
                to: new.and(zone_place(to)),
            };
            self.note_since(h, mark);
        }
        to
    }

    /// Exhausts an object (CR 7.3.12); an exhausted object can't be exhausted again (CR 7.3.15.b).
    pub(crate) fn exhaust(&mut self, id: CardId, log: &mut EventLog) -> bool {
        let s = &mut self.cards[id.index()].status;
        if s.exhausted {
            return false;
        }
        s.exhausted = true;
        log.push(Event::Exhausted {
            card: id,
            exhausted: true,
        });
        let c = self.cards[id.index()];
        if c.obj != ObjectId::NONE {
            let by = self.doer(controller_of(&c));
            self.note(Happening::Status {
                object: Obj { card: id, obj: c.obj },
                status: StatusKind::Exhausted,
                by,
            });
        }
        true
    }

    /// Readies an object (CR 7.3.25); a ready object can't be readied (CR 7.3.25.b).
    pub(crate) fn ready(&mut self, id: CardId, log: &mut EventLog) -> bool {
        let s = &mut self.cards[id.index()].status;
        if !s.exhausted {
            return false;
        }
        s.exhausted = false;
        log.push(Event::Exhausted {
            card: id,
            exhausted: false,
        });
        // CR 7.3.25.a: readied, it loses Exhausted (`When I lose Exhausted`).
        let obj = self.cards[id.index()].obj;
        if obj != ObjectId::NONE {
            self.note(Happening::LostStatus {
                object: Obj { card: id, obj },
                status: StatusKind::Exhausted,
            });
        }
        true
    }

    /// Shuffles the Discard pile and puts it under the Deck (CR 3.2.2.d).
    pub(crate) fn refill_deck(&mut self, p: PlayerId, log: &mut EventLog) {
        let mut pile: Vec<CardId> = self.in_zone(Zone::Discard(p)).collect();
        if pile.is_empty() {
            return;
        }
        rng::shuffle(&mut self.rng, &mut pile);
        for &id in &pile {
            let from = self.cards[id.index()].zone;
            self.set_zone(id, Zone::Deck(p));
            let c = &mut self.cards[id.index()];
            c.obj = ObjectId::NONE;
            c.status = Statuses::default();
            c.boosts = 0;
            log.push(Event::Moved {
                card: id,
                from,
                to: Zone::Deck(p),
                obj: ObjectId::NONE,
            });
        }
        // The Deck is stored bottom first.
        let deck = &mut self.players[p.index()].deck;
        pile.extend_from_slice(deck);
        *deck = pile;
        // CR 3.1.3.f: a shuffled Deck's cards are unknown again.
        let fields = &mut **self;
        let deck = &fields.players[p.index()].deck;
        fields.shown.retain(|(c, _)| !deck.contains(c));
        log.push(Event::Shuffled(p));
    }

    /// Draws `n` cards (CR 7.3.9), refilling an empty Deck from the Discard pile (CR
    /// 3.2.2.d); with nothing left to draw, the rest does nothing (CR 3.2.2.e).
    pub(crate) fn draw(&mut self, p: PlayerId, n: usize, log: &mut EventLog) {
        if n > 0 && (!self.players[p.index()].deck.is_empty() || self.count(Zone::Discard(p)) > 0) {
            self.note(Happening::Drew { player: p, first: true });
        }
        for i in 0..n {
            if self.players[p.index()].deck.is_empty() {
                self.refill_deck(p, log);
            }
            let Some(&top) = self.players[p.index()].deck.last() else {
                return;
            };
            // CR 6.3.g: `When you draw a card` for each card (the first is noted above).
            if i > 0 {
                self.note(Happening::Drew {
                    player: p,
                    first: false,
                });
            }
            self.move_card(top, Zone::Hand(p), log);
        }
    }

    /// Puts a card from Hand into the Mana zone, face down and ready (CR 4.1.i, 4.2.1.e; a
    /// card put there otherwise enters exhausted, CR 3.2.9.b).
    /// Returns false when it did not become a Mana Orb: a token leaving the Expedition zone
    /// is removed from the game instead (CR 2.1.e; official ruling on Mana Reaping).
    pub(crate) fn put_orb(&mut self, id: CardId, cause: OrbCause, log: &mut EventLog) -> bool {
        let p = self.cards[id.index()].owner;
        if self.move_card(id, Zone::Mana(p), log) != Zone::Mana(p) {
            return false;
        }
        log.push(Event::ManaOrb {
            player: p,
            card: id,
            cause,
        });
        true
    }

    /// Exhausts a ready Mana Orb to ready an exhausted one (CR 3.2.9.e). Without card
    /// abilities no step asks for a particular orb, so no decision offers this yet; it is
    /// here for the interpreter. Returns false (and changes nothing) when not allowed.
    // Hidden from the API documentation: a way for scenario tests and tools to set a
    // position up, not a way to play (a game changes only through `Game::submit`).
    #[doc(hidden)]
    pub fn swap_orbs(&mut self, p: PlayerId, ready: CardId, exhausted: CardId, log: &mut EventLog) -> bool {
        let ok = |id: CardId, want_exhausted: bool| {
            self.cards
                .get(id.index())
                .is_some_and(|c| c.zone == Zone::Mana(p) && c.status.exhausted == want_exhausted)
        };
        if ready == exhausted || !ok(ready, false) || !ok(exhausted, true) {
            return false;
        }
        self.exhaust(ready, log);
        self.ready(exhausted, log);
        true
    }

    /// Moves an Expedition forward `n` regions (CR 7.3.22), revealing the face-down Tumult
    /// cards it enters or passes; it stops at the region opposite its origin. In the Arena
    /// nothing happens (CR 7.3.22.e, 4.3.d).
    // Hidden from the API documentation: a way for scenario tests and tools to set a
    // position up, not a way to play (a game changes only through `Game::submit`).
    #[doc(hidden)]
    pub fn move_forward(&mut self, p: PlayerId, side: Side, n: u8, log: &mut EventLog) {
        self.move_forward_due(p, side, n, Vec::new(), false, log);
    }

    /// [`GameState::move_forward`], at Progress due to these terrains (CR 4.2.4.j) and
    /// perhaps due to Ascend (CR 4.2.4.k), which triggers read. Whether it moved.
    fn move_forward_due(
        &mut self,
        p: PlayerId,
        side: Side,
        n: u8,
        due_to: Vec<Terrain>,
        due_to_ascend: bool,
        log: &mut EventLog,
    ) -> bool {
        // CR 1.4.1.a: a lasting `Expeditions can't move forward` beats every reason to.
        if self.adventure.is_arena()
            || n == 0
            || self.forward_forbidden(p, side)
            || self.cant_move(p, side, false)
            || self.dusk_forbids(p, side, &due_to)
        {
            return false;
        }
        // CR 6.2.b: `you may discard me to draw 2 cards instead`: it does not move.
        if self.replace_with_effect(self.forward_replacement(p, side), log) {
            return false;
        }
        // CR 6.2.b: `it moves forward one more region instead`.
        let n = n.saturating_add(self.more_regions(p, side));
        let from = self.players[p.index()].markers[side.index()];
        let to = match side {
            Side::Hero => from.saturating_add(n).min(LAST_REGION),
            Side::Companion => from.saturating_sub(n),
        };
        if to == from {
            return false;
        }
        let (lo, hi) = if from < to { (from + 1, to) } else { (to, from - 1) };
        for r in lo..=hi {
            // The regions on its own path (at four players, `Mode::region`).
            self.reveal_region(self.mode.region(p, r), log);
        }
        let pl = &mut self.players[p.index()];
        pl.markers[side.index()] = to;
        pl.moved_forward[side.index()] = true;
        log.push(Event::ExpeditionMoved {
            player: p,
            side,
            from,
            to,
        });
        self.note(Happening::MovedForward {
            player: p,
            side: side_in(side),
            due_to,
            due_to_ascend,
        });
        true
    }

    /// Moves an Expedition backward `n` regions (CR 7.3.21), stopping at its region of
    /// origin; in the Arena nothing happens (CR 7.3.21.d).
    // Hidden from the API documentation: a way for scenario tests and tools to set a
    // position up, not a way to play (a game changes only through `Game::submit`).
    #[doc(hidden)]
    pub fn move_backward(&mut self, p: PlayerId, side: Side, n: u8, log: &mut EventLog) {
        // CR 1.4.1.a: `Your Expeditions can't move backward` beats an effect that says so.
        if self.adventure.is_arena() || n == 0 || self.cant_move(p, side, true) || self.backward_forbidden(p, side) {
            return;
        }
        let from = self.players[p.index()].markers[side.index()];
        let to = match side {
            Side::Hero => from.saturating_sub(n),
            Side::Companion => from.saturating_add(n).min(LAST_REGION),
        };
        if to == from {
            return;
        }
        self.players[p.index()].markers[side.index()] = to;
        log.push(Event::ExpeditionMoved {
            player: p,
            side,
            from,
            to,
        });
        self.note(Happening::MovedBackward {
            player: p,
            side: side_in(side),
        });
    }

    /// Turns a face-down Tumult card face up: both its halves (CR 7.3.22.b). At four
    /// players, reaching either central Tumult card turns both face up (seeds, 2v2: "When a
    /// player reaches one of the central Tumult cards, turn both cards face up"); the table
    /// says which cards go together (`Mode::revealed_with`).
    fn reveal_region(&mut self, r: usize, log: &mut EventLog) {
        let Some(region) = self.adventure.regions.get(r).copied() else {
            return;
        };
        if region.face_up {
            return;
        }
        if !matches!(region.card, RegionCard::Tumult { .. }) {
            self.adventure.regions[r].face_up = true;
            return;
        }
        for place in self.mode.revealed_with(r) {
            let mut turned = None;
            for x in place.regions {
                if let Some(reg) = self.adventure.regions.get_mut(usize::from(x)) {
                    if let (false, RegionCard::Tumult { card, .. }) = (reg.face_up, reg.card) {
                        reg.face_up = true;
                        turned = Some(card);
                    }
                }
            }
            if let Some(card) = turned {
                log.push(Event::RegionRevealed { tumult: card });
            }
        }
    }

    pub(crate) fn end_game(&mut self, winner: Option<PlayerId>, log: &mut EventLog) {
        self.end_game_with(winner, None, log);
    }

    /// Ends the game with a player or (2v2) a team as the winner, or neither (the day limit).
    pub(crate) fn end_game_with(&mut self, winner: Option<PlayerId>, team: Option<Team>, log: &mut EventLog) {
        self.outcome = Some(Outcome {
            winner,
            day: self.day,
            tiebreakers: self.adventure.is_arena(),
            team,
        });
        self.phase = Phase::Over;
        self.step = Step::Over;
        self.this_turn.clear(); // no turn after the game
        log.push(Event::GameOver { winner, team });
    }

    /// Ends the game as a [`Verdict`] of the mode says, if it names a winner.
    fn end_by(&mut self, verdict: Verdict, log: &mut EventLog) {
        match verdict {
            Verdict::Player(w) => self.end_game(Some(w), log),
            Verdict::Team(t) => self.end_game_with(None, Some(t), log),
            Verdict::GoOn | Verdict::Tiebreak(_) => {}
        }
    }

    /// The options of a turn (CR 4.2.3.d): pass, or play a card from Hand or Reserve whose
    /// cost the ready Mana Orbs can pay (CR 1.2.5.c, 5.1.2.d, 5.1.2.f); exhausted cards in
    /// Reserve can't be played (CR 2.4.6.c). Pass is always option 0.
    /// `opts`: an empty list whose room is reused (see `Scratch::options`).
    pub(crate) fn turn_options(&self, p: PlayerId, mut opts: Vec<Opt>) -> Vec<Opt> {
        let mana = self.ready_orbs(p);
        opts.clear();
        opts.push(Opt::Pass);
        let pricing = self.pricing();
        for id in self.in_zones([Zone::Hand(p), Zone::Reserve(p)]) {
            let c = self.card(id);
            let from = match c.zone {
                Zone::Hand(q) if q == p => PlayFrom::Hand,
                // CR 2.4.6.c, 2.4.6.d: exhausted, only where a passive ability allows it.
                Zone::Reserve(q) if q == p => PlayFrom::Reserve,
                _ => continue,
            };
            let def = self.def(id);
            // CR 1.4.1.a: `I can't be played` beats the rule that lets cards be played.
            if !def.kind.playable() || self.cant_be_played(id) {
                continue;
            }
            let cost = match from {
                PlayFrom::Reserve => def.reserve_cost,
                PlayFrom::Hand | PlayFrom::Deck | PlayFrom::Discard => def.hand_cost,
            };
            // CR 7.4.5.c: from Hand, Scout X is an alternative cost.
            let scout = match from {
                PlayFrom::Hand => self.scout(id).map(|n| u8::try_from(n).unwrap_or(u8::MAX)),
                PlayFrom::Reserve | PlayFrom::Deck | PlayFrom::Discard => None,
            };
            let prices = [(cost, false)].into_iter().chain(scout.map(|n| (n, true)));
            for (printed, scout) in prices {
                let sides: &[Option<Side>] = if def.kind.goes_to_expedition() {
                    &[Some(Side::Hero), Some(Side::Companion)]
                } else {
                    &[None]
                };
                // The options of the side priced before, when the side changes no price:
                // the same prices, into the other Expedition.
                let mut priced_before: Option<std::ops::Range<usize>> = None;
                for &to in sides {
                    if c.status.exhausted && !self.may_play_exhausted(p, id, to) {
                        continue;
                    }
                    let start = opts.len();
                    if let Some(before) = priced_before.clone() {
                        opts.extend_from_within(before);
                        for o in &mut opts[start..] {
                            if let Opt::Play { to: side, .. } = o {
                                *side = to;
                            }
                        }
                        continue;
                    }
                    // CR 2.2.15, 7.4.5.d: lasting cost changes apply to either price.
                    for (cost, pay) in pricing.priced(p, id, from, to, printed, 0) {
                        if usize::from(cost) <= mana {
                            opts.push(Opt::Play {
                                card: id,
                                from,
                                to,
                                cost,
                                scout,
                                pay,
                            });
                        }
                    }
                    if pricing.same_on_either_side(p, id) {
                        priced_before = Some(start..opts.len());
                    }
                }
            }
        }
        self.quick_options(p, &mut opts);
        opts
    }

    /// Plays a card (CR 5.1.2): declare intent, move to Limbo, pay, resolve. `(cost,
    /// scout, pay)`: the price chosen at declaration, the Scout cost being an alternative one
    /// (CR 7.4.5.c), and the object an optional cost takes (CR 5.1.2.c.3).
    pub(crate) fn play(
        &mut self,
        p: PlayerId,
        id: CardId,
        from: PlayFrom,
        to: Option<Side>,
        price: (u8, bool, Option<CardId>),
        log: &mut EventLog,
    ) {
        let (cost, scout, pay) = price;
        let kind = self.def(id).kind;
        log.push(Event::Play {
            player: p,
            card: id,
            from,
            to,
        });
        // CR 2.2.15: the lasting effects waiting for this card apply to it and end.
        let mut lasting = self.take_ongoing(p, id, from, to);
        let first = self.first_each_afternoon_boosts(p, id);
        if first > 0 {
            lasting.push(altered_interpreter::NextEffect::Boosts(first));
        }
        self.afternoon_plays.push((p, id));
        self.this_turn.plays.push((p, id));
        if from == PlayFrom::Hand {
            log.push(Event::Revealed(id)); // CR 5.1.2.c.1
        }
        // Landmark Permanents can't have Fleeting (CR 5.2.3.a remark, 2.4.7.b remark).
        let fleeting = (from == PlayFrom::Reserve && kind != Kind::LandmarkPermanent) // CR 2.4.7.a
            || self.def(id).fleeting_spell // CR 5.2.4.a.2
            || (kind != Kind::LandmarkPermanent && self.played_fleeting(p, id)); // CR 5.2.4.a.3
        self.move_card(id, Zone::Limbo, log); // CR 5.1.2.g
        if fleeting {
            self.cards[id.index()].status.fleeting = true;
            log.push(Event::Fleeting {
                card: id,
                fleeting: true,
            });
        }
        // Pay (CR 5.1.2.h, 1.2.5.e): exhaust that many ready Mana Orbs, all at once, and
        // discard or sacrifice what an optional cost takes.
        if let Some(taken) = pay {
            let owner = self.cards[taken.index()].owner;
            self.move_card(taken, Zone::Discard(owner), log);
        }
        // Listed first (exhausting changes the state), in the room kept for it.
        let mut orbs = std::mem::take(&mut self.scratch.cards);
        orbs.clear();
        orbs.extend(
            self.in_zone_with(Zone::Mana(p))
                .filter(|(_, c)| !c.status.exhausted)
                .map(|(i, _)| i)
                .take(usize::from(cost)),
        );
        for &orb in &orbs {
            self.exhaust(orb, log);
        }
        orbs.clear(); // a clone of the state copies no stale list
        self.scratch.cards = orbs;
        log.push(Event::Paid { player: p, mana: cost });
        // Resolve (CR 5.1.2.i).
        // CR 7.1.1.b–c: played from Hand or Reserve; from a Deck or a Discard pile, neither.
        let played = match from {
            PlayFrom::Hand => Some(SymbolTrigger::Hand),
            PlayFrom::Reserve => Some(SymbolTrigger::Reserve),
            PlayFrom::Deck | PlayFrom::Discard => None,
        };
        match kind {
            Kind::Character | Kind::ExpeditionPermanent => {
                let had_fleeting = self.cards[id.index()].status.fleeting;
                self.move_card(id, Zone::Expedition(p, to.unwrap_or(Side::Hero)), log);
                // CR 5.2.1.c, 5.2.2.c: then, in another step, it gains Fleeting.
                let object = Obj {
                    card: id,
                    obj: self.cards[id.index()].obj,
                };
                // CR 6.2.b: its own modifier may replace that gain (`If I would gain
                // Fleeting, I gain 1 boost instead`).
                if had_fleeting && self.replace_gain_status(object, StatusKind::Fleeting, log).is_none() {
                    self.cards[id.index()].status.fleeting = true;
                    log.push(Event::Fleeting {
                        card: id,
                        fleeting: true,
                    });
                    self.note(Happening::Status {
                        object,
                        status: StatusKind::Fleeting,
                        by: p,
                    });
                }
                // The boosts come once it has joined, as an event of their own (official
                // rulings on Issun-bōshi and Teija & Nauraa; CR 2.2.15): the joining is
                // matched first, so the new object's "When I gain boosts" reacts (CR 6.3.f).
                self.fire_triggers(log);
                // CR 5.2.c: what passive abilities and lasting effects give it (boosts, a
                // status, losing Fleeting) are Emblem-Reactions, ordered with its own.
                self.entering_reactions(object, p, &lasting, log);
                // CR 7.1.1, 5.1.2.j: it joined the Expedition zone, having been played.
                self.activate(id, SymbolTrigger::Etb, log);
                if let Some(t) = played {
                    self.activate(id, t, log);
                }
                if played != Some(SymbolTrigger::Reserve) && lasting.contains(&NextEffect::ActivatesReserve) {
                    self.activate(id, SymbolTrigger::Reserve, log); // as if played from Reserve
                }
                if scout {
                    self.activate_scout(id, log);
                }
            }
            Kind::LandmarkPermanent => {
                self.move_card(id, Zone::Landmarks(p), log); // CR 5.2.3.a
                self.activate(id, SymbolTrigger::Etb, log);
                if let Some(t) = played {
                    self.activate(id, t, log);
                }
                if scout {
                    self.activate_scout(id, log);
                }
            }
            _ => {
                // A lasting `it loses Fleeting` applies as it is played, so that it goes to
                // Reserve after all (CR 2.2.15, 5.2.4.b).
                if lasting.contains(&NextEffect::LosesFleeting) {
                    self.lose_fleeting(id, log);
                }
                // The Spell's effect runs in Limbo (as decisions allow); then it goes to
                // Reserve, or if Fleeting to the Discard pile (CR 5.2.4.b, 2.4.7.e), which
                // is its being played (CR 5.1.2.j).
                self.start_spell(id, p, 0, from, log);
                return;
            }
        }
        self.note_played(id, p, from);
    }

    /// CR 5.1.2.j: `card` was played, by the step that took it out of Limbo (matched by `When
    /// you play …`, CR 6.3).
    pub(crate) fn note_played(&mut self, id: CardId, player: PlayerId, from: PlayFrom) {
        let object = Obj {
            card: id,
            obj: self.cards[id.index()].obj,
        };
        // Where it was played from: its owner's Hand, Reserve or Deck (CR 3.1.2.c).
        let owner = self.cards[id.index()].owner;
        let from = match from {
            PlayFrom::Hand => Place::Hand(owner),
            PlayFrom::Reserve => Place::Reserve(owner),
            PlayFrom::Deck => Place::Deck(owner),
            PlayFrom::Discard => Place::Discard(owner),
        };
        self.note(Happening::Played { player, object, from });
    }

    pub(crate) fn lose_fleeting(&mut self, id: CardId, log: &mut EventLog) {
        if self.cards[id.index()].status.fleeting {
            self.cards[id.index()].status.fleeting = false;
            log.push(Event::Fleeting {
                card: id,
                fleeting: false,
            });
        }
    }

    /// Ends a turn (CR 4.2.3.e.2): the next player in turn order who has not passed takes a
    /// turn, possibly the same one; when all have passed, Dusk.
    fn end_turn(&mut self, p: PlayerId) {
        self.end_ongoing(Until::Turn); // CR 2.2.15: `this turn` ends
        self.this_turn.ended = true;
        let n = self.players.len();
        for k in 1..=n {
            let q = (p.index() + k) % n;
            if !self.players[q].passed {
                self.step = Step::Turn(PlayerId(q as u8));
                return;
            }
        }
        self.step = Step::Dusk;
    }

    /// The player passes; their turn ends after the resulting Reactions (CR 4.2.3.e.2).
    fn pass(&mut self, p: PlayerId, log: &mut EventLog) {
        self.mark_passed(p, log);
        self.turn_ends = Some(p);
    }

    /// The player passes (CR 4.2.3.d): they take no more turns this Afternoon.
    fn mark_passed(&mut self, p: PlayerId, log: &mut EventLog) {
        let first = !self.players.iter().any(|pl| pl.passed);
        self.players[p.index()].passed = true;
        log.push(Event::Passed(p));
        // CR 4.2.3.e: its Reactions are resolved before the next turn.
        self.note(Happening::Passed { player: p, first });
    }

    /// `You pass` (CR 4.2.3.d): an effect makes a player pass. Only during the Afternoon,
    /// and only a player who has not passed yet; during their own turn, the turn ends once
    /// the effect and its Reactions are done (CR 4.2.3.e.2, the game loop ends it).
    pub(crate) fn pass_by_effect(&mut self, p: PlayerId, log: &mut EventLog) -> bool {
        if self.phase != Phase::Afternoon || self.players[p.index()].passed {
            return false;
        }
        self.mark_passed(p, log);
        true
    }

    fn enter(&mut self, phase: Phase, log: &mut EventLog) {
        self.phase = phase;
        self.this_turn.clear();
        log.push(Event::Phase(phase));
        self.activate_phase(phase, log); // CR 4.2.b
    }

    /// Morning (CR 4.2.1): Succeed, Prepare, Draw; Expand follows as decisions.
    fn morning(&mut self, log: &mut EventLog) {
        self.enter(Phase::Morning, log);
        // Succeed (CR 4.2.1.b).
        self.first_player = PlayerId(((self.first_player.index() + 1) % self.players.len()) as u8);
        log.push(Event::Succeed(self.first_player));
        self.note(Happening::BecameFirstPlayer(self.first_player));
        // Prepare (CR 4.2.1.c): every exhausted object in personal zones and Expeditions,
        // but those a passive ability says remain exhausted, all read before any is readied.
        let exhausted: Vec<CardId> = self
            .cards()
            .filter(|(_, c)| c.status.exhausted && c.zone != Zone::Limbo && c.zone.holds_statuses())
            .map(|(id, _)| id)
            .collect();
        let readied = self.not_kept_exhausted(exhausted);
        for id in readied {
            self.ready(id, log);
        }
        // Draw (CR 4.2.1.d), in initiative order: two cards, or as a passive says.
        for k in 0..self.players.len() {
            let p = self.nth_initiative(k);
            let n = usize::try_from(self.morning_for(p).0).unwrap_or(usize::MAX);
            self.draw(p, n, log);
        }
        self.step = Step::Expand(0);
    }

    /// Progress (CR 4.2.4): every Expedition with a greater positive statistic in a terrain
    /// of its region than the Expedition facing it moves forward one region; all at once,
    /// at most once each.
    fn progress(&mut self, log: &mut EventLog) {
        // The state does not change until every Expedition's fate is known: the passives
        // are applied once for all of them.
        let applied = self.applied();
        let stats = self.all_expedition_stats(&applied);
        let mut moving: Vec<(PlayerId, Side, Vec<Terrain>, bool)> = Vec::new();
        let mut failing: Vec<(PlayerId, Side)> = Vec::new();
        for pi in 0..self.players.len() {
            let p = PlayerId(pi as u8);
            for side in Side::BOTH {
                if self.wins_progress(p, side, &stats, &applied) {
                    moving.push((
                        p,
                        side,
                        self.progress_terrains(p, side, &stats, &applied),
                        self.moves_due_to_ascend(p, side, &stats, &applied),
                    ));
                } else {
                    failing.push((p, side));
                }
            }
        }
        // CR 4.2.4.h: simultaneously — every decision above was taken before any move.
        for (p, side, due_to, due_to_ascend) in moving {
            if !self.move_forward_due(p, side, 1, due_to, due_to_ascend, log) {
                failing.push((p, side));
            }
        }
        // The answers were for this Progress alone.
        self.modifier_answers.clear();
        self.modifier_first.clear();
        // CR 4.2.4.i: the others fail to move forward (Progress is not run during
        // tiebreakers, where nothing fails to).
        for (p, side) in failing {
            self.note(Happening::FailedToMoveForward {
                player: p,
                side: side_in(side),
            });
        }
    }

    /// The terrains an Expedition that moves forward at Progress moves forward due to (CR
    /// 4.2.4.j): of its region, not ignored (CR 4.2.4.c/d, as [`GameState::wins_progress`]
    /// reads them), with a positive statistic greater than the one facing it — a tie won by
    /// Ascending is not one of them (CR 4.2.4.k).
    fn progress_terrains(&self, p: PlayerId, side: Side, stats: &[[[i32; 3]; 2]], applied: &Applied) -> Vec<Terrain> {
        let (due_to, n) = self.progress_terrains_in_place(p, side, stats, applied);
        due_to[..n].to_vec()
    }

    /// [`GameState::progress_terrains`] without a list: the terrains first, then how many
    /// there are (for a question, which keeps nothing).
    fn progress_terrains_in_place(
        &self,
        p: PlayerId,
        side: Side,
        stats: &[[[i32; 3]; 2]],
        applied: &Applied,
    ) -> ([Terrain; 3], usize) {
        let Terrains(terrains) = self.region_terrains_given(self.region_of(p, side), applied);
        let mine = stats[p.index()][side.index()];
        let (q, qs) = self.facing(p, side);
        let theirs = stats[q.index()][qs.index()];
        [Terrain::Forest, Terrain::Mountain, Terrain::Water]
            .into_iter()
            .enumerate()
            .filter(|&(t, _)| terrains[t] && mine[t] > 0 && mine[t] > theirs[t])
            .map(|(_, terrain)| terrain)
            // CR 4.2.4.c: a terrain it cannot move forward due to is ignored (`can't move
            // forward during Dusk except due to water` ignores forest and mountain).
            .filter(|&terrain| !self.only_due_to_forbids(p, side, &[terrain]))
            .fold(([Terrain::Forest; 3], 0), |(mut due_to, n), terrain| {
                due_to[n] = terrain;
                (due_to, n + 1)
            })
    }

    /// Whether an Expedition that moves forward at Progress moves forward due to Ascend
    /// (CR 4.2.4.k): it is Ascended and a terrain of its region, read as for
    /// [`GameState::progress_terrains`], has its positive statistic tied with the one
    /// facing it (CR 4.2.4.e).
    fn moves_due_to_ascend(&self, p: PlayerId, side: Side, stats: &[[[i32; 3]; 2]], applied: &Applied) -> bool {
        if !self.players[p.index()].ascended[side.index()] {
            return false;
        }
        let Terrains(terrains) = self.region_terrains_given(self.region_of(p, side), applied);
        let mine = stats[p.index()][side.index()];
        let (q, qs) = self.facing(p, side);
        let theirs = stats[q.index()][qs.index()];
        (0..3).any(|t| terrains[t] && mine[t] > 0 && mine[t] == theirs[t])
    }

    /// Every Expedition's statistics for Progress, in one pass: `[player][side]`, for
    /// each place a table seats (the places of missing players stay 0).
    pub(crate) fn all_expedition_stats(&self, applied: &Applied) -> [[[i32; 3]; 2]; INDEXED_PLAYERS] {
        let mut sums = [[[0; 3]; 2]; INDEXED_PLAYERS];
        for (id, c) in self.every_expedition().flat_map(|zone| self.in_zone_with(zone)) {
            if let Zone::Expedition(p, side) = c.zone {
                if c.status.asleep {
                    continue; // CR 2.4.4
                }
                let s = self.stats_given(id, applied);
                // CR 7.4.4.e: a Gigantic Character counts in each of its controller's Expeditions.
                let both = self.has_keyword_given(id, KeywordAbility::Gigantic, applied);
                for sd in Side::BOTH {
                    if sd == side || both {
                        let e = &mut sums[p.index()][sd.index()];
                        for t in 0..3 {
                            e[t] += s[t];
                        }
                    }
                }
            }
        }
        sums
    }

    /// Whether an Expedition moves forward at Progress (CR 4.2.4.b–g).
    pub fn moves_forward(&self, p: PlayerId, side: Side) -> bool {
        let applied = self.applied();
        let stats = self.all_expedition_stats(&applied);
        self.moves_forward_given(p, side, &stats, &applied)
    }

    /// [`GameState::moves_forward`] with the passives applied and every Expedition's
    /// statistics worked out once by the caller, for a question about several Expeditions
    /// of one unchanged state.
    pub(crate) fn moves_forward_given(
        &self,
        p: PlayerId,
        side: Side,
        stats: &[[[i32; 3]; 2]],
        applied: &Applied,
    ) -> bool {
        self.wins_progress(p, side, stats, applied) && {
            let (due_to, n) = self.progress_terrains_in_place(p, side, stats, applied);
            !self.only_due_to_forbids(p, side, &due_to[..n])
        }
    }

    fn wins_progress(&self, p: PlayerId, side: Side, stats: &[[[i32; 3]; 2]], applied: &Applied) -> bool {
        if self.defended(p, side, applied) || self.forward_forbidden(p, side) || self.cant_move(p, side, false) {
            return false; // CR 7.4.2.b, 1.4.1.a
        }
        // CR 4.2.4.b: a terrain of its region.
        let Terrains(terrains) = self.region_terrains_given(self.region_of(p, side), applied);
        let mine = stats[p.index()][side.index()];
        let (q, qs) = self.facing(p, side);
        let theirs = stats[q.index()][qs.index()];
        let ascended = self.players[p.index()].ascended[side.index()];
        (0..3).any(|t| {
            terrains[t]
                && mine[t] > 0 // CR 4.2.4.f: zero is not enough
                && (mine[t] > theirs[t] || (ascended && mine[t] == theirs[t])) // CR 4.2.4.e
        })
    }

    /// Tiebreakers' Progress (CR 4.3.e): each player's statistics summed over their
    /// Expeditions; who wins is read by the mode (`Mode::judge_arena`): in a duel, a
    /// player who wins more of the Arena's terrains (a greater, positive statistic) than
    /// every other player wins the game.
    fn tiebreak_progress(&mut self, log: &mut EventLog) {
        let n = self.players.len();
        let totals: Vec<[i32; 3]> = (0..n)
            .map(|pi| {
                let p = PlayerId(pi as u8);
                let (h, c) = (
                    self.expedition_stats(p, Side::Hero),
                    self.expedition_stats(p, Side::Companion),
                );
                [h[0] + c[0], h[1] + c[1], h[2] + c[2]]
            })
            .collect();
        // The Arena's terrains now (CR 4.3.c; a passive may change them, CR 7.5.8.a).
        let arena = self.region_terrains(self.region_of(PlayerId(0), Side::Hero));
        let contenders: Vec<PlayerId> = (0..n)
            .map(|p| PlayerId(p as u8))
            .filter(|&p| self.contends(p))
            .collect();
        let verdict = self.mode.judge_arena(&totals, arena.0, &contenders);
        self.end_by(verdict, log);
    }

    /// The delayed parts of reactions waiting for `moment` become Emblem-Reactions in
    /// Limbo (CR 2.2.2.m), in the order they were delayed.
    fn release_delayed(&mut self, moment: altered_interpreter::Moment, log: &mut EventLog) {
        let (now, later): (Vec<_>, Vec<_>) = std::mem::take(&mut self.delayed)
            .into_iter()
            .partition(|(m, _)| *m == moment);
        self.delayed = later;
        for (_, e) in now {
            log.push(Event::ReactionCreated {
                card: e.source.card,
                ability: e.ability,
            });
            self.limbo.push(e);
        }
    }

    /// Rest (CR 4.2.5.b): Characters and Gears of Expeditions that moved forward this day go
    /// to Reserve — Fleeting ones to the Discard pile instead (CR 2.4.7.d), Asleep and
    /// Anchored ones stay (CR 2.4.2, 2.4.4) — all at once; then every object loses Asleep and
    /// Anchored, and Expeditions lose Ascended.
    /// The Characters and Gears that go to Reserve (or, Fleeting, to the Discard pile) at
    /// Rest (CR 4.2.5.b), and whether each is Seasoned.
    pub(crate) fn resting(&self) -> Vec<(CardId, Zone, bool)> {
        let mut going: Vec<(CardId, Zone, bool)> = Vec::new();
        // Nothing changes while the cards that rest are found: the passives are applied once.
        let applied = self.applied();
        for id in self.in_zones(self.every_expedition()) {
            let c = self.card(id);
            let Zone::Expedition(p, side) = c.zone else { continue };
            let moved = self.players[p.index()].moved_forward;
            let def = self.def(id);
            if !(matches!(def.kind, Kind::Character | Kind::Token) || def.gear) {
                continue;
            }
            let keywords = self.keywords_given(id, &applied);
            let has = |k: KeywordAbility| keywords.iter().any(|x| x.same(k));
            // CR 7.4.4.b: a Gigantic Character is in both Expeditions, and rests with either.
            if !(moved[side.index()] || has(KeywordAbility::Gigantic) && moved.contains(&true)) {
                continue;
            }
            if has(KeywordAbility::Eternal) {
                continue; // CR 7.4.3.b
            }
            if c.status.asleep || c.status.anchored {
                continue;
            }
            let to = if c.status.fleeting {
                Zone::Discard(c.owner)
            } else {
                Zone::Reserve(c.owner)
            };
            going.push((id, to, has(KeywordAbility::Seasoned))); // CR 7.4.6.c
        }
        going
    }

    fn rest(&mut self, log: &mut EventLog) {
        let going = self.resting();
        for i in 0..self.cards.len() {
            let s = &mut self.cards[i].status;
            if s.asleep || s.anchored {
                let lost = [(s.asleep, StatusKind::Asleep), (s.anchored, StatusKind::Anchored)];
                s.asleep = false;
                s.anchored = false;
                log.push(Event::Woke(CardId(i as u16)));
                // CR 7.3.19.a: for `When I lose Asleep`.
                let obj = self.cards[i].obj;
                if obj != ObjectId::NONE {
                    for (_, status) in lost.into_iter().filter(|(had, _)| *had) {
                        self.note(Happening::LostStatus {
                            object: crate::state::Obj {
                                card: CardId(i as u16),
                                obj,
                            },
                            status,
                        });
                    }
                }
            }
        }
        for (id, to, seasoned) in going {
            // CR 6.2.b: a replacing modifier of its leaving (decided before, CR 6.2.d).
            let o = crate::state::Obj {
                card: id,
                obj: self.cards[id.index()].obj,
            };
            if self.leave_to_mana(o, log) {
                continue;
            }
            self.move_card_seasoned(id, to, seasoned, log);
        }
        self.modifier_answers.clear();
        self.run_added_steps(log); // CR 6.2.e: right after the Rest step
        for pl in self.players.iter_mut() {
            pl.ascended = [false; 2];
        }
    }

    /// Check Victory (CR 4.2.5.d, as the mode reads it: `Mode::judge`); no effect during
    /// tiebreakers (CR 4.3.f).
    fn check_victory(&mut self, log: &mut EventLog) {
        if self.adventure.is_arena() {
            return;
        }
        let sums: Vec<u8> = (0..self.players.len())
            .map(|p| self.distance(PlayerId(p as u8)))
            .collect();
        // A total of seven: the Expeditions met in the same region (CR 1.3.3.a); less, they
        // have neither met nor crossed.
        match self.mode.judge(&sums, LAST_REGION) {
            Verdict::Tiebreak(players) => self.start_tiebreakers(players, log),
            verdict => self.end_by(verdict, log),
        }
    }

    /// CR 4.3.a: the Arena replaces every region; all markers are on it. `players` play the
    /// tiebreaker days (in Free for All, only the players who advanced the furthest).
    fn start_tiebreakers(&mut self, players: Vec<PlayerId>, log: &mut EventLog) {
        let obj = self.new_obj();
        let arena = &mut self.adventure.regions[0];
        arena.card = RegionCard::Arena;
        arena.terrains = Terrains::ALL; // CR 4.3.c
        arena.face_up = true;
        arena.obj = obj;
        self.adventure.len = 1;
        for pl in self.players.iter_mut() {
            pl.markers = [0, 0];
        }
        // CR 3.2.1.c: the regions are replaced, and the Terrain Markers placed on them go
        // with them: the Arena starts with its own terrains (CR 4.3.c), and is a visible
        // region on which new markers may be placed.
        self.terrain_markers.clear();
        self.contenders = if players.len() == self.players.len() {
            Vec::new()
        } else {
            players
        };
        log.push(Event::Tiebreakers);
    }

    /// Runs the flow until a decision is needed (returned) or the game is over (`None`).
    ///
    /// `room`: an empty list of options kept by the game (the last answered decision's),
    /// whose room a turn's options take rather than allocate and grow a list of their own.
    pub(crate) fn advance(&mut self, log: &mut EventLog, room: &mut Vec<Opt>) -> Option<Decision> {
        loop {
            // CR 4.4.a: Reactions are checked after each turn effect (and an effect waiting
            // for a decision resumes) before the flow goes on.
            if let Some(d) = self.resolve_effects(log) {
                return Some(d);
            }
            match self.step {
                Step::Over => return None,
                Step::SetupMana(n) => {
                    if usize::from(n) >= self.players.len() {
                        // CR 4.1.j: the first day starts; its Morning is skipped.
                        self.day = 1;
                        log.push(Event::Day(1));
                        self.step = Step::Noon;
                        continue;
                    }
                    let p = self.nth_initiative(usize::from(n));
                    let options: Vec<Opt> = self.in_zone(Zone::Hand(p)).map(Opt::Card).collect();
                    let picks = options.len().min(3);
                    if picks == 0 {
                        self.step = Step::SetupMana(n + 1);
                        continue;
                    }
                    return Some(Decision {
                        player: p,
                        kind: DecisionKind::SetupMana,
                        options,
                        picks,
                    });
                }
                Step::Morning => self.morning(log),
                Step::Expand(n) => {
                    if usize::from(n) >= self.players.len() {
                        self.step = Step::Noon;
                        continue;
                    }
                    let p = self.nth_initiative(usize::from(n));
                    // In the room of the last answered decision's options (see `room`).
                    let mut options = std::mem::take(room);
                    options.push(Opt::Skip);
                    if self.morning_for(p).1 {
                        // The top card of the Deck instead of a card from the Hand (`Yes`):
                        // the Deck is hidden, so the card is not named.
                        if !self.players[p.index()].deck.is_empty() {
                            options.push(Opt::Yes);
                        }
                    } else {
                        options.extend(self.in_zone(Zone::Hand(p)).map(Opt::Card));
                    }
                    if options.len() == 1 {
                        options.clear();
                        *room = options;
                        self.step = Step::Expand(n + 1);
                        continue;
                    }
                    return Some(Decision {
                        player: p,
                        kind: DecisionKind::Expand,
                        options,
                        picks: 1,
                    });
                }
                Step::Noon => {
                    self.enter(Phase::Noon, log); // CR 4.2.2.a: no daily effect
                    self.step = Step::Afternoon;
                }
                Step::Afternoon => {
                    self.afternoon_plays.clear();
                    self.enter(Phase::Afternoon, log);
                    for pl in self.players.iter_mut() {
                        pl.passed = false;
                    }
                    // Free for All: only the players who advanced the furthest play the
                    // tiebreaker day (seeds); the others take no turn in it.
                    if !self.contenders.is_empty() {
                        for pi in 0..self.players.len() {
                            self.players[pi].passed = !self.contends(PlayerId(pi as u8));
                        }
                    }
                    self.step = Step::Turn(self.first_player); // CR 4.2.3.c
                }
                // CR 4.2.3.e: the turn ends after the card played or the passing and the
                // resulting Reactions (resolved above); CR 7.3.2.a: After You ends it the same
                // way, and it is not passing (CR 7.3.2.b).
                Step::Turn(p) if self.turn_ends == Some(p) => {
                    self.turn_ends = None;
                    self.end_turn(p);
                }
                // CR 4.2.3.e.2: a player made to pass by an effect during their own turn (a
                // quick action's) ends it.
                Step::Turn(p) if self.players[p.index()].passed => self.end_turn(p),
                Step::Turn(p) => {
                    let options = self.turn_options(p, std::mem::take(room));
                    if options.len() == 1 {
                        // Only passing is possible: the engine passes without asking.
                        *room = options;
                        room.clear();
                        self.pass(p, log);
                        continue;
                    }
                    return Some(Decision {
                        player: p,
                        kind: DecisionKind::Turn,
                        options,
                        picks: 1,
                    });
                }
                // CR 4.2.b: the phase begins, its "At Dusk" reactions are activated, and
                // Reactions are checked (at the top of the loop) before its daily effect.
                Step::Dusk if self.phase != Phase::Dusk => self.enter(Phase::Dusk, log),
                Step::Dusk => {
                    self.turn_ends = None; // no turn left to end
                    self.end_ongoing(Until::Afternoon);
                    // CR 6.2.d: optional modifiers of the Expeditions moving forward,
                    // decided before Progress.
                    if let Some((player, _)) = self.next_forward_modifier() {
                        return Some(crate::decision::replace_decision(player));
                    }
                    // CR 6.2.h: then which applies first, where several would.
                    if let Some((player, sources)) = self.next_forward_order() {
                        return Some(Decision {
                            player,
                            kind: DecisionKind::ChooseModifier,
                            options: sources.into_iter().map(|o| Opt::Card(o.card)).collect(),
                            picks: 1,
                        });
                    }
                    if self.adventure.is_arena() {
                        self.tiebreak_progress(log);
                    } else {
                        self.progress(log);
                    }
                    if self.step != Step::Over {
                        self.step = Step::Night;
                    }
                }
                Step::Night if self.phase != Phase::Night => self.enter(Phase::Night, log),
                Step::Night => {
                    // CR 6.2.d: optional modifiers of the objects resting, decided first.
                    if let Some((player, _)) = self.next_rest_modifier() {
                        return Some(crate::decision::replace_decision(player));
                    }
                    self.rest(log);
                    self.release_delayed(altered_interpreter::Moment::AfterRest, log);
                    self.step = Step::Cleanup {
                        n: 0,
                        landmarks: false,
                        keep: Vec::new(),
                        extra: None,
                    };
                }
                Step::Cleanup {
                    n,
                    landmarks,
                    ref extra,
                    ..
                } => {
                    if let Some(k) = *extra {
                        let p = self.nth_initiative(usize::from(n));
                        match self.extra_keep(p, usize::from(k)) {
                            Some(options) => {
                                return Some(Decision {
                                    player: p,
                                    kind: DecisionKind::KeepInReserve,
                                    options,
                                    picks: 1,
                                })
                            }
                            None => {
                                self.next_cleanup(&[]);
                                continue;
                            }
                        }
                    }
                    if usize::from(n) >= self.players.len() {
                        self.apply_cleanup(log);
                        self.check_victory(log);
                        if self.step == Step::Over {
                            return None;
                        }
                        if self.day >= self.max_days {
                            self.end_game(None, log);
                            return None;
                        }
                        self.end_ongoing(Until::Day);
                        self.day += 1;
                        log.push(Event::Day(self.day));
                        for pl in self.players.iter_mut() {
                            pl.moved_forward = [false; 2];
                        }
                        // CR 1.4.6.c: the hundred-per-day count starts again.
                        self.activations.clear();
                        self.reactions_today = 0;
                        self.step = Step::Morning;
                        continue;
                    }
                    let p = self.nth_initiative(usize::from(n));
                    let (zone, limit, kind) = if landmarks {
                        (Zone::Landmarks(p), self.limits(p).1, DecisionKind::KeepInLandmarks)
                    } else {
                        (Zone::Reserve(p), self.limits(p).0, DecisionKind::KeepInReserve)
                    };
                    // CR 3.2.10.b: the cards that don't count towards the Reserve limit
                    // stay, and are not among those to choose from.
                    let free = if landmarks {
                        Vec::new()
                    } else {
                        self.not_counted_in_reserve(p)
                    };
                    // Listed in the room kept for it (most Clean-ups choose nothing), then
                    // noted as kept with those that stay.
                    let mut objects = std::mem::take(&mut self.scratch.cards);
                    objects.clear();
                    objects.extend(self.in_zone(zone).filter(|id| !free.contains(id)));
                    if objects.len() > limit {
                        let mut options = std::mem::take(room);
                        options.extend(objects.iter().map(|&c| Opt::Card(c)));
                        objects.clear(); // a clone of the state copies no stale list
                        self.scratch.cards = objects;
                        return Some(Decision {
                            player: p,
                            kind,
                            options,
                            picks: limit,
                        });
                    }
                    objects.extend(free);
                    self.next_cleanup(&objects);
                    objects.clear();
                    self.scratch.cards = objects;
                }
            }
        }
    }

    /// Records what a player keeps and goes on: from the Reserve's choice to its extra
    /// places (`You may keep one more card in Reserve …`), then to the Landmark zone, then
    /// to the next player.
    fn next_cleanup(&mut self, kept: &[CardId]) {
        if let Step::Cleanup {
            n,
            landmarks,
            keep,
            extra,
        } = &mut self.step
        {
            keep.extend_from_slice(kept);
            if *landmarks {
                *n += 1;
                *landmarks = false;
            } else if extra.is_none() {
                *extra = Some(0);
            } else {
                *extra = None;
                *landmarks = true;
            }
        }
    }

    /// The `k`-th extra place in `p`'s Reserve at Clean-up (CR 4.2.5.c, `You may keep one
    /// more card in Reserve during Night if it's Exhausted`): `Skip` and the cards not kept
    /// yet that may take it, or `None` when there is no such place or card. Places for
    /// cards of a status come first, so that the others stay for any card.
    fn extra_keep(&self, p: PlayerId, k: usize) -> Option<Vec<Opt>> {
        let Step::Cleanup { keep, .. } = &self.step else {
            return None;
        };
        let status = *self.extra_reserve_places(p).get(k)?;
        let cards: Vec<Opt> = self
            .in_zone(Zone::Reserve(p))
            .filter(|id| !keep.contains(id) && status.is_none_or(|s| self.card_has_status(*id, s)))
            .map(Opt::Card)
            .collect();
        (!cards.is_empty()).then(|| std::iter::once(Opt::Skip).chain(cards).collect())
    }

    fn step_keep(&mut self, kept: Vec<CardId>) {
        if let Step::Cleanup { keep, .. } = &mut self.step {
            keep.extend(kept);
        }
    }

    /// CR 4.2.5.c: what was not chosen is discarded from Reserve and sacrificed from the
    /// Landmark zone, for every player at once.
    fn apply_cleanup(&mut self, log: &mut EventLog) {
        let keep = match &mut self.step {
            Step::Cleanup { keep, .. } => std::mem::take(keep),
            _ => Vec::new(),
        };
        let zones = (0..self.players.len()).flat_map(|p| {
            let p = PlayerId(p as u8);
            [Zone::Reserve(p), Zone::Landmarks(p)]
        });
        let going: Vec<CardId> = self.in_zones(zones).filter(|id| !keep.contains(id)).collect();
        for id in going {
            let owner = self.cards[id.index()].owner;
            self.move_card(id, Zone::Discard(owner), log);
        }
    }

    /// Applies a choice already validated against `decision`.
    pub(crate) fn apply(&mut self, decision: &Decision, choice: &Choice, log: &mut EventLog) {
        if self.apply_effect_choice(decision, choice, log) {
            return;
        }
        let picked = |k: usize| decision.options[choice.picks[k]];
        match (&self.step, decision.kind) {
            (Step::SetupMana(n), DecisionKind::SetupMana) => {
                let n = *n;
                for k in 0..choice.picks.len() {
                    if let Opt::Card(id) = picked(k) {
                        self.put_orb(id, OrbCause::Setup, log);
                    }
                }
                self.step = Step::SetupMana(n + 1);
            }
            (Step::Expand(n), DecisionKind::Expand) => {
                let n = *n;
                match picked(0) {
                    Opt::Card(id) => {
                        self.put_orb(id, OrbCause::Expand, log);
                    }
                    Opt::Yes => {
                        if let Some(&top) = self.players[decision.player.index()].deck.last() {
                            self.put_orb(top, OrbCause::Expand, log);
                        }
                    }
                    _ => log.push(Event::NoExpand(decision.player)),
                }
                self.step = Step::Expand(n + 1);
            }
            (Step::Turn(p), DecisionKind::Turn) => {
                let p = *p;
                // CR 4.2.3.d: a new turn begins (a quick action's goes on).
                if self.this_turn.ended {
                    self.this_turn.clear();
                }
                match picked(0) {
                    Opt::Play {
                        card,
                        from,
                        to,
                        cost,
                        scout,
                        pay,
                    } => {
                        self.play(p, card, from, to, (cost, scout, pay), log);
                        self.turn_ends = Some(p); // CR 4.2.3.e.2, after the Reactions
                    }
                    // CR 4.2.3.e.1: after a quick action the turn goes on.
                    Opt::Quick { card, ability, pay } => self.play_quick(p, card, ability, pay, log),
                    _ => self.pass(p, log),
                }
            }
            (Step::Dusk, DecisionKind::Replace) => {
                if let Some((_, o)) = self.next_forward_modifier() {
                    self.modifier_answers.push((o, picked(0) == Opt::Yes));
                }
            }
            (Step::Dusk, DecisionKind::ChooseModifier) => {
                if let Opt::Card(card) = picked(0) {
                    let obj = self.card(card).obj;
                    self.modifier_first.push(Obj { card, obj });
                }
            }
            (Step::Night, DecisionKind::Replace) => {
                if let Some((_, o)) = self.next_rest_modifier() {
                    self.modifier_answers.push((o, picked(0) == Opt::Yes));
                }
            }
            (Step::Cleanup { .. }, DecisionKind::KeepInReserve | DecisionKind::KeepInLandmarks) => {
                let mut kept: Vec<CardId> = (0..choice.picks.len())
                    .filter_map(|k| match picked(k) {
                        Opt::Card(id) => Some(id),
                        _ => None,
                    })
                    .collect();
                if let Step::Cleanup { extra: Some(k), .. } = &mut self.step {
                    // An extra place taken (or passed over): the next one.
                    *k = k.saturating_add(1);
                    self.step_keep(kept);
                    return;
                }
                if decision.kind == DecisionKind::KeepInReserve {
                    // Not offered, they stay (CR 3.2.10.b).
                    kept.extend(self.not_counted_in_reserve(decision.player));
                }
                self.next_cleanup(&kept);
            }
            _ => {}
        }
    }
}
