//! Lasting effects (CR 2.2.15) on the next card a player plays: `The next Character you play
//! this turn gains 1 boost`, `The next Spell you play this turn is free`. Each is kept as an
//! Ongoing Emblem in [`GameState::ongoing`] until the first card it applies to is played (it
//! applies once, then ceases to exist) or its duration ends.

use altered_interpreter::{KindFilter, NextEffect, NextPlay, Until, ZoneKind};

use crate::event::{Event, EventLog, PlayFrom};
use crate::pool::Kind;
use crate::state::{CardId, Emblem, GameState, Obj, Ongoing, Phase, PlayerId, Side, Step, Zone};

impl GameState {
    /// Whether a card (an object or not: a card in Hand is none) is of any of these
    /// kinds (none: any card).
    pub(crate) fn is_kind(&self, card: CardId, kinds: &[KindFilter]) -> bool {
        let def = self.def(card);
        kinds.is_empty()
            || kinds.iter().any(|k| match k {
                KindFilter::Character => def.kind == Kind::Character,
                KindFilter::Spell => def.kind == Kind::Spell,
                KindFilter::Permanent => matches!(def.kind, Kind::LandmarkPermanent | Kind::ExpeditionPermanent),
                KindFilter::LandmarkPermanent => def.kind == Kind::LandmarkPermanent,
                KindFilter::ExpeditionPermanent => def.kind == Kind::ExpeditionPermanent,
                KindFilter::Card => true,
                KindFilter::SubType(s) => def.subtypes.iter().any(|t| t.eq_ignore_ascii_case(s)),
                // A card being played is not a Mana Orb (CR 3.2.9).
                KindFilter::ManaOrb => false,
            })
    }

    /// The lasting effects waiting for a player's next card.
    pub fn ongoing(&self) -> &[Ongoing] {
        &self.ongoing
    }

    /// Whether an Ongoing Emblem lasting `until` can be created now (CR 2.2.15.d: "this
    /// turn" only during a turn; CR 2.2.15.e: "this Afternoon" only during Morning, Noon or
    /// the Afternoon). One that cannot is not created, and its effect does nothing.
    pub(crate) fn can_last(&self, until: Until) -> bool {
        match until {
            Until::Turn => matches!(self.step, Step::Turn(_)),
            Until::Afternoon => matches!(self.phase, Phase::Morning | Phase::Noon | Phase::Afternoon),
            Until::Day => true,
        }
    }

    pub(crate) fn start_ongoing(&mut self, controller: PlayerId, next: NextPlay, log: &mut EventLog) {
        if !self.can_last(next.until) {
            return;
        }
        log.push(Event::OngoingCreated { player: controller });
        self.ongoing.push(Ongoing { controller, next });
    }

    /// Whether playing `card` from `from` into `to` is what `o` waits for.
    fn applies(&self, o: &Ongoing, p: PlayerId, card: CardId, from: PlayFrom, to: Option<Side>) -> bool {
        let n = &o.next;
        if o.controller != p {
            return false;
        }
        let from_ok = matches!(
            (n.from, from),
            (None, _) | (Some(ZoneKind::Hand), PlayFrom::Hand) | (Some(ZoneKind::Reserve), PlayFrom::Reserve)
        );
        let kind_ok = self.is_kind(card, &n.kinds);
        // `in forest`: into an Expedition whose region has that terrain (CR 7.2.1).
        let terrain_ok = match (n.terrain, to) {
            (None, _) => true,
            (Some(t), Some(side)) => self.region_terrains(self.region_of(p, side)).0[usize::from(t.min(2))],
            (Some(_), None) => false,
        };
        let base_ok = !n.base_statistic_zero || self.def(card).stats.contains(&0);
        let cost_ok = n.hand_cost.is_none_or(|c| c.holds(u32::from(self.def(card).hand_cost)));
        from_ok && kind_ok && terrain_ok && base_ok && cost_ok
    }

    /// What the lasting effects waiting for it take off the cost of playing `card`: whether
    /// it is free (CR 7.3.23), the sum of their plain decreases, and the decreases that
    /// stop at a minimum (`(less, minimum)`, CR 5.1.2.e remark).
    pub(crate) fn ongoing_discount(
        &self,
        p: PlayerId,
        card: CardId,
        from: PlayFrom,
        to: Option<Side>,
    ) -> (bool, u32, Vec<(u32, u32)>) {
        let (mut free, mut less, mut down_to) = (false, 0u32, Vec::new());
        for o in self.ongoing.iter().filter(|o| self.applies(o, p, card, from, to)) {
            match o.next.effect {
                NextEffect::Free => free = true,
                NextEffect::CostsLess(n) => less = less.saturating_add(n),
                NextEffect::CostsLessDownTo { less, minimum } => down_to.push((less, minimum)),
                _ => {}
            }
        }
        (free, less, down_to)
    }

    /// The lasting effects that apply to the card being played: they cease to exist
    /// (each applies to one card) and are returned.
    pub(crate) fn take_ongoing(
        &mut self,
        p: PlayerId,
        card: CardId,
        from: PlayFrom,
        to: Option<Side>,
    ) -> Vec<NextEffect> {
        let (used, kept): (Vec<Ongoing>, Vec<Ongoing>) = std::mem::take(&mut self.ongoing)
            .into_iter()
            .partition(|o| self.applies(o, p, card, from, to));
        self.ongoing = kept;
        let zone = match from {
            PlayFrom::Hand => ZoneKind::Hand,
            PlayFrom::Reserve => ZoneKind::Reserve,
            PlayFrom::Deck => ZoneKind::Deck,
            PlayFrom::Discard => ZoneKind::Discard,
        };
        // `If you play it from your hand, it loses Fleeting`: what it also does from there.
        used.into_iter()
            .flat_map(|o| {
                let also = o.next.if_from.into_iter().filter(|(z, _)| *z == zone).map(|(_, e)| e);
                std::iter::once(o.next.effect).chain(also)
            })
            .collect()
    }

    /// Lasting effects whose duration ends when the period `ended` ends (CR 2.2.15): those
    /// lasting it and the shorter ones. A `this turn` effect can only start during a turn
    /// (CR 2.2.15.d) and ends with that turn, whoever controls it: one a Reaction created in
    /// an opponent's turn does not last into its controller's.
    pub(crate) fn end_ongoing(&mut self, ended: Until) {
        let outlasts = |until: Until| until > ended;
        if !self.keyword_changes.is_empty() {
            self.keyword_changes.retain(|c| c.until.is_none_or(outlasts));
        }
        if !self.object_rules.is_empty() {
            self.object_rules.retain(|r| r.until.is_none_or(outlasts));
        }
        self.ongoing.retain(|o| outlasts(o.next.until));
        self.rules.retain(|(_, r)| outlasts(r.until));
        self.expedition_rules.retain(|(_, _, r)| outlasts(r.until));
    }

    /// Whether an effect on an object lasting `until` (`None`: as long as the object) can
    /// start now (CR 2.2.15.d–e).
    pub(crate) fn can_start_lasting(&self, until: Option<Until>) -> bool {
        until.is_none_or(|u| self.can_last(u))
    }
}

impl GameState {
    /// The boosts and statuses lasting effects give the card just played, as it enters
    /// play: one step (CR 6.1), the same atomic actions as an effect's `gains N boosts`,
    /// `gains Anchored`.
    pub(crate) fn give_next_boosts(&mut self, card: CardId, effects: &[NextEffect], log: &mut EventLog) {
        let n: u32 = effects
            .iter()
            .map(|e| match e {
                NextEffect::Boosts(n) => *n,
                _ => 0,
            })
            .sum();
        let object = crate::state::Obj {
            card,
            obj: self.cards[card.index()].obj,
        };
        let mut step: Vec<altered_interpreter::Atomic<crate::state::Obj, crate::state::PlayerId>> = effects
            .iter()
            .filter_map(|e| match e {
                NextEffect::GainsStatus(status) => Some(altered_interpreter::Atomic::Status {
                    object,
                    status: *status,
                    gain: true,
                }),
                _ => None,
            })
            .collect();
        if n > 0 {
            step.push(altered_interpreter::Atomic::Boosts {
                object,
                delta: i32::try_from(n).unwrap_or(i32::MAX),
            });
        }
        if step.is_empty() {
            return;
        }
        // Boosts on an object in play: the host never refuses them, and whether each
        // happened is not read.
        let mut done = Vec::new();
        let _ = altered_interpreter::Host::perform(&mut crate::effects::EngineHost::new(self, log), &step, &mut done);
    }
}

impl GameState {
    /// CR 5.2.c: as a Character or Expedition Permanent resolves, each thing a passive
    /// ability or lasting effect says the card being played gains or loses (boosts, a
    /// status, Fleeting) becomes an Emblem-Reaction in Limbo, which its player orders with
    /// the card's own reactions (CR 4.4). The other lasting effects (cost changes, `as if
    /// played from Reserve`) are not gains or losses: they applied as it was played.
    pub(crate) fn entering_reactions(
        &mut self,
        played: Obj,
        player: PlayerId,
        effects: &[NextEffect],
        log: &mut EventLog,
    ) {
        let side = match self.cards[played.card.index()].zone {
            Zone::Expedition(_, s) => Some(s),
            _ => None,
        };
        let given = effects.iter().filter(|e| {
            matches!(
                e,
                NextEffect::Boosts(_) | NextEffect::GainsStatus(_) | NextEffect::LosesFleeting
            )
        });
        for (k, &effect) in given.enumerate() {
            let k = u16::try_from(k)
                .unwrap_or(u16::MAX)
                .min(crate::pool::ENTERING_ABILITIES - 1);
            let ability = crate::pool::ENTERING_ABILITY - k;
            // Counted in the day's budget like every reaction (CR 1.4.6.c).
            self.reactions_today = self.reactions_today.saturating_add(1);
            self.limbo.push(Emblem {
                source: played,
                ability,
                controller: player,
                side,
                trigger: None,
                part: 0,
                roll: 0,
                granted: None,
                entering: Some(effect),
            });
            log.push(Event::ReactionCreated {
                card: played.card,
                ability,
            });
        }
    }

    /// Resolves an Emblem-Reaction of [`Self::entering_reactions`]: the card gains or loses
    /// what it was given, if it is still the object that was played (CR 6.3.k: an object
    /// that left play is a new one, which the effect does not follow).
    pub(crate) fn resolve_entering(&mut self, played: Obj, effect: NextEffect, log: &mut EventLog) {
        let c = self.cards[played.card.index()];
        if c.obj != played.obj || !c.zone.in_play() {
            return;
        }
        match effect {
            NextEffect::LosesFleeting => self.lose_fleeting(played.card, log),
            _ => self.give_next_boosts(played.card, &[effect], log),
        }
    }
}

impl GameState {
    /// Lasting changes to the rules in force, with their controllers (CR 2.2.15).
    pub fn rules_in_force(&self) -> &[(PlayerId, altered_interpreter::RuleChange)] {
        &self.rules
    }

    pub(crate) fn start_rule(&mut self, player: PlayerId, change: altered_interpreter::RuleChange, log: &mut EventLog) {
        if !self.can_last(change.until) {
            return;
        }
        log.push(Event::RuleStarted {
            player,
            expedition: None,
        });
        self.rules.push((player, change));
    }

    pub(crate) fn start_expedition_rule(
        &mut self,
        player: PlayerId,
        expedition: (PlayerId, Side),
        change: altered_interpreter::RuleChange,
        log: &mut EventLog,
    ) {
        if !self.can_last(change.until) {
            return;
        }
        log.push(Event::RuleStarted {
            player,
            expedition: Some(expedition),
        });
        self.expedition_rules.push((player, expedition, change));
    }

    /// An effect puts a restriction on an object (`Target Character can't gain boosts this
    /// turn`), for the duration or as long as it is that object (CR 1.4.4). A duration that
    /// can't start now (CR 2.2.15.d–e), or an object gone, makes it not happen. Whether it
    /// happened.
    pub(crate) fn start_object_rule(
        &mut self,
        controller: PlayerId,
        object: Obj,
        rule: altered_interpreter::Rule,
        until: Option<Until>,
        log: &mut EventLog,
    ) -> bool {
        if !self.can_start_lasting(until) {
            return false;
        }
        if crate::state::alive(self, object).is_none() {
            return false;
        }
        log.push(Event::Restricted {
            card: object.card,
            rule,
        });
        self.object_rules.push(crate::state::ObjectRule {
            controller,
            object,
            rule,
            until,
        });
        true
    }

    /// Whether an effect says this object can't gain counters, or boosts (`boost`: whether
    /// the counters are boosts; CR 1.4.1.a, 2.5.1).
    pub(crate) fn restricted_from_counters(&self, object: Obj, boost: bool) -> bool {
        use altered_interpreter::Rule;
        self.object_rules.iter().any(|r| {
            r.object == object && matches!(r.rule, Rule::ItCantGainCounters { boosts_only } if boost || !boosts_only)
        })
    }

    /// Whether a lasting effect says this Expedition can't move backward (CR 7.3.21,
    /// 1.4.1.a).
    pub(crate) fn backward_forbidden(&self, p: PlayerId, side: Side) -> bool {
        use altered_interpreter::Rule;
        self.expedition_rules
            .iter()
            .any(|(_, e, r)| *e == (p, side) && r.rule == Rule::ItCantMoveBackward)
    }

    /// Whether a lasting effect says this Expedition can't move forward (CR 1.4.1.a: can't
    /// beats can): no Expedition can, or this one can't.
    pub(crate) fn forward_forbidden(&self, p: PlayerId, side: Side) -> bool {
        use altered_interpreter::Rule;
        self.rules
            .iter()
            .any(|(_, r)| r.rule == Rule::ExpeditionsCantMoveForward)
            || self
                .expedition_rules
                .iter()
                .any(|(_, e, r)| *e == (p, side) && r.rule == Rule::ItCantMoveForward)
    }
}
