//! Keyword abilities (CR 7.4) and passive abilities (CR 2.2.12.c) as the rules read them.
//! Passives do not run: whenever a rule needs a card's keywords, a player's Reserve limit
//! or whether a card can be played, it asks here, and the answer reflects the abilities
//! that work at that moment (CR 2.3) with their conditions evaluated then.

use std::ops::Deref;

use altered_grammar::SymbolTrigger;
use altered_interpreter::{
    self as interp, CardKind, Compiled, Context, KeywordAbility, Passive, Place, Query, StatusKind, ZoneKind,
};

use crate::event::PlayFrom;
use crate::pool::{Kind, SCOUT_ABILITY};
use crate::state::Applied;
use crate::state::{alive, controller_of, hidden_card, side_in, side_out, zone_place};
use crate::state::{CardId, GameState, Obj, ObjectId, PlayerId, Side, Zone};

/// The state as the interpreter sees it, one type for reading and acting: the engine
/// answers each [`interp::Query`] once, here, so that a passive's condition and a running
/// effect read the same answers. `S` is how it holds the state: `&GameState` to read
/// ([`ReadHost`], which is not an [`interp::Host`]: a passive that tried to act would not
/// compile), `&mut GameState` with the event log `L` to act ([`crate::effects::EngineHost`]).
pub(crate) struct StateHost<'a, S, L> {
    pub(crate) st: S,
    /// While passive abilities are being applied (CR 2.3.1.l): only these count.
    applying: Option<&'a Applied>,
    pub(crate) log: L,
}

/// The state, read only: to evaluate passives' conditions and filters.
pub(crate) type ReadHost<'a> = StateHost<'a, &'a GameState, ()>;

impl<'a> ReadHost<'a> {
    /// The state with every passive ability applied: what rules and effects see.
    pub(crate) fn new(st: &'a GameState) -> Self {
        StateHost {
            st,
            applying: None,
            log: (),
        }
    }

    /// The state while passive abilities are being applied (CR 2.3.1.l): only those in
    /// `applied` count.
    pub(crate) fn applying(st: &'a GameState, applied: &'a Applied) -> Self {
        StateHost {
            st,
            applying: Some(applied),
            log: (),
        }
    }
}

impl<'a> StateHost<'a, &'a mut GameState, &'a mut crate::event::EventLog> {
    /// The state with every passive ability applied, to change by the actions of an effect
    /// (logged in `log`).
    pub(crate) fn new(st: &'a mut GameState, log: &'a mut crate::event::EventLog) -> Self {
        StateHost {
            st,
            applying: None,
            log,
        }
    }
}

impl<S: Deref<Target = GameState>, L> StateHost<'_, S, L> {
    fn with_applied<T>(&self, f: impl FnOnce(&Applied) -> T) -> T {
        match self.applying {
            Some(a) => f(a),
            None => f(&self.st.applied()),
        }
    }
}

impl<S: Deref<Target = GameState>, L> interp::Query for StateHost<'_, S, L> {
    type Object = Obj;
    type Player = PlayerId;

    fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.st.initiative()
    }

    /// CR 1.4.5.a: during the Afternoon, the player taking their turn has the initiative;
    /// otherwise the first player.
    fn initiative(&self) -> impl Iterator<Item = PlayerId> + '_ {
        let k = self
            .turn()
            .and_then(|p| self.st.initiative().position(|q| q == p))
            .unwrap_or(0);
        self.st.initiative().skip(k).chain(self.st.initiative().take(k))
    }

    fn objects(&self) -> impl Iterator<Item = Obj> + '_ {
        self.st
            .cards()
            .filter(|(_, c)| c.zone.is_visible() && c.obj != ObjectId::NONE)
            .map(|(card, c)| Obj { card, obj: c.obj })
    }

    /// From the zone index's active cards (in card order, as [`Self::objects`]): the cards
    /// in an Expedition or a Landmark zone are among them; those in a Hero zone are not in
    /// play.
    fn objects_in_play(&self) -> impl Iterator<Item = Obj> + '_ {
        self.st
            .active_cards()
            .filter(|(_, c)| c.zone.in_play() && c.obj != ObjectId::NONE)
            .map(|(card, c)| Obj { card, obj: c.obj })
    }

    fn place(&self, o: Obj) -> Option<Place<PlayerId>> {
        match alive(&self.st, o) {
            Some(c) => zone_place(c.zone),
            // A handle of `hidden`, while its card is still there.
            None => zone_place(hidden_card(&self.st, o)?.zone),
        }
    }

    /// CR 3.2.5.b: the cards of a player's own Hand (or Deck), as handles with no object
    /// (CR 2.1.j); the Deck from its top.
    fn hidden(&self, p: PlayerId, zone: ZoneKind) -> Vec<Obj> {
        let none = |card| Obj {
            card,
            obj: ObjectId::NONE,
        };
        match zone {
            ZoneKind::Hand => self.st.in_zone(Zone::Hand(p)).map(none).collect(),
            ZoneKind::Deck => self.st.player(p).deck.iter().rev().copied().map(none).collect(),
            _ => Vec::new(),
        }
    }

    /// CR 1.4.4: a card of a hidden zone that moved to a visible one is the object it is now.
    fn became(&self, o: Obj) -> Option<Obj> {
        let c = self.st.cards.get(o.card.index())?;
        (o.obj == ObjectId::NONE && c.obj != ObjectId::NONE && c.zone.is_visible()).then_some(Obj {
            card: o.card,
            obj: c.obj,
        })
    }

    fn owner(&self, o: Obj) -> PlayerId {
        self.st.card(o.card).owner
    }

    fn controller(&self, o: Obj) -> PlayerId {
        controller_of(self.st.card(o.card))
    }

    fn kind(&self, o: Obj) -> CardKind {
        if matches!(self.st.card(o.card).zone, Zone::Mana(_)) {
            return CardKind::Other; // a face-down Mana Orb (CR 3.2.9)
        }
        match self.st.def(o.card).kind {
            Kind::Character | Kind::Token => CardKind::Character,
            Kind::Spell => CardKind::Spell,
            Kind::LandmarkPermanent => CardKind::LandmarkPermanent,
            Kind::ExpeditionPermanent => CardKind::ExpeditionPermanent,
            Kind::Hero => CardKind::Hero,
            Kind::ManaToken => CardKind::ManaToken,
        }
    }

    fn is_token(&self, o: Obj) -> bool {
        self.st.card(o.card).token
    }

    fn name(&self, o: Obj) -> Option<&str> {
        Some(self.st.def(o.card).name.as_str())
    }

    fn has_subtype(&self, o: Obj, subtype: &str) -> bool {
        self.st
            .def(o.card)
            .subtypes
            .iter()
            .any(|s| s.eq_ignore_ascii_case(subtype))
    }

    fn hand_cost(&self, o: Obj) -> Option<u32> {
        self.st.hand_cost_of(o, self.kind(o))
    }

    fn reserve_cost(&self, o: Obj) -> Option<u32> {
        self.st.reserve_cost_of(o, self.kind(o))
    }

    fn statistics(&self, o: Obj) -> [i32; 3] {
        match self.applying {
            Some(a) => self.st.stats_given(o.card, a),
            None => self.st.stats(o.card),
        }
    }

    fn base_statistics(&self, o: Obj) -> Option<[i32; 3]> {
        (self.kind(o) == CardKind::Character).then(|| self.st.def(o.card).stats)
    }

    fn in_terrain(&self, o: Obj, terrain: interp::Terrain) -> bool {
        if alive(&self.st, o).is_none_or(|c| !matches!(c.zone, Zone::Expedition(..))) {
            return false;
        }
        self.with_applied(|a| self.st.in_terrain_given(o, terrain, a))
    }

    fn has_keyword(&self, o: Obj, keyword: KeywordAbility) -> bool {
        alive(&self.st, o).is_some() && self.with_applied(|a| self.st.has_keyword_given(o.card, keyword, a))
    }

    // CR 7.4.7.b: each instance with its number, printed or given by a passive.
    fn keyword_numbers(&self, o: Obj, keyword: KeywordAbility) -> Vec<u32> {
        if alive(&self.st, o).is_none() {
            return Vec::new();
        }
        self.with_applied(|a| self.st.keywords_given(o.card, a))
            .into_iter()
            .filter(|k| k.same(keyword))
            .map(|k| match k {
                KeywordAbility::Tough(n) | KeywordAbility::Scout(n) => n,
                _ => 0,
            })
            .collect()
    }

    // The printed abilities: a quick action whose cost has the symbol.
    fn has_ability(&self, o: Obj, symbol: interp::CostSymbol) -> bool {
        let Some(c) = alive(&self.st, o) else { return false };
        let cost = match symbol {
            interp::CostSymbol::Support => {
                // CR 2.2.12.j, 2.4.6.e: exhausted cards in Reserve have no support abilities.
                if c.status.exhausted && matches!(c.zone, Zone::Reserve(_)) {
                    return false;
                }
                interp::QuickCost::Support
            }
            interp::CostSymbol::Exhaust => interp::QuickCost::Exhaust,
            _ => return false,
        };
        self.st
            .def(o.card)
            .programs()
            .any(|(_, p)| matches!(p, Compiled::QuickAction { costs, .. } if costs.contains(&cost)))
    }

    fn gigantic(&self, o: Obj) -> bool {
        if alive(&self.st, o).is_none_or(|c| !matches!(c.zone, Zone::Expedition(..))) {
            return false;
        }
        // Printed Gigantic needs no passive applied (most often there is none at all).
        if self.st.printed_has(o.card, KeywordAbility::Gigantic) {
            return matches!(self.st.def(o.card).kind, Kind::Character | Kind::Token);
        }
        self.with_applied(|a| self.st.gigantic_given(o.card, a))
    }

    fn standing(&self, p: PlayerId, side: interp::Side) -> std::cmp::Ordering {
        self.st.standing(p, side_out(side))
    }

    fn ascended(&self, p: PlayerId, side: interp::Side) -> bool {
        self.st.player(p).ascended[side_out(side).index()]
    }

    fn facing(&self, p: PlayerId, side: interp::Side) -> (PlayerId, interp::Side) {
        let (q, s) = self.st.facing(p, side_out(side));
        (q, side_in(s))
    }

    /// Teammates in 2v2 (the mode, `table.rs`); only oneself otherwise.
    fn allied(&self, a: PlayerId, b: PlayerId) -> bool {
        self.st.mode.allied(a, b)
    }

    /// CR 4.2.3.d: the player taking a turn in the Afternoon. Their turn lasts until its
    /// effects and Reactions are resolved (CR 4.2.3.e).
    fn turn(&self) -> Option<PlayerId> {
        match self.st.step {
            crate::state::Step::Turn(p) if self.st.phase == crate::state::Phase::Afternoon => Some(p),
            _ => None,
        }
    }

    // CR 4.2.3.d: the flag is cleared as each Afternoon starts.
    fn has_passed(&self, player: PlayerId) -> bool {
        self.st.phase == crate::state::Phase::Afternoon && self.st.players[player.index()].passed
    }

    fn phase(&self) -> Option<altered_grammar::Phase> {
        use altered_grammar::Phase as P;
        match self.st.phase {
            crate::state::Phase::Morning => Some(P::Morning),
            crate::state::Phase::Noon => Some(P::Noon),
            crate::state::Phase::Afternoon => Some(P::Afternoon),
            crate::state::Phase::Dusk => Some(P::Dusk),
            crate::state::Phase::Night => Some(P::Night),
            crate::state::Phase::Setup | crate::state::Phase::Over => None,
        }
    }

    /// CR 2.2.12.i: the card is in a Reserve; every `The Support abilities of cards in
    /// Reserve can give them …` in play raises the maximum (or lifts it).
    fn support_max(&self, o: Obj, max: u32) -> u32 {
        let c = self.st.card(o.card);
        if c.obj != o.obj || !matches!(c.zone, Zone::Reserve(_)) {
            return max;
        }
        self.st.passive_sources().fold(max, |m, s| {
            self.st.passives_of(s).fold(m, |m, pa| match pa {
                Passive::SupportCounterLimit { extra: Some(n) } => m.saturating_add(*n),
                Passive::SupportCounterLimit { extra: None } => u32::MAX,
                _ => m,
            })
        })
    }

    fn has_status(&self, o: Obj, status: StatusKind) -> bool {
        let s = match self.st.left_statuses.iter().find(|(l, _)| *l == o) {
            // CR 6.3.k: an object that left, as it was.
            Some((_, s)) if self.st.card(o.card).obj != o.obj => *s,
            _ => self.st.card(o.card).status,
        };
        match status {
            StatusKind::Exhausted => s.exhausted,
            StatusKind::Fleeting => s.fleeting,
            StatusKind::Anchored => s.anchored,
            StatusKind::Asleep => s.asleep,
        }
    }

    fn boosts(&self, o: Obj) -> u32 {
        u32::from(self.st.card(o.card).boosts)
    }

    fn counters(&self, o: Obj, name: &str) -> u32 {
        self.st.counter(o.card, name)
    }

    fn same_card(&self, a: Obj, b: Obj) -> bool {
        a.card == b.card
    }

    fn expedition_in(&self, p: PlayerId, side: interp::Side, terrain: interp::Terrain) -> bool {
        let t = match terrain {
            interp::Terrain::Forest => 0,
            interp::Terrain::Mountain => 1,
            interp::Terrain::Water => 2,
        };
        // CR 7.5.8.a: the region its Expedition counter is on (the Arena in tiebreakers).
        self.st.region_terrains(self.st.region_of(p, side_out(side))).0[t]
    }

    fn played_this_turn(&self, p: PlayerId) -> Vec<Obj> {
        let t = &self.st.this_turn;
        t.plays
            .iter()
            .filter(|&&(q, _)| q == p)
            .map(|&(_, card)| Obj {
                card,
                obj: self.st.card(card).obj,
            })
            .collect()
    }

    fn activated_this_turn(&self, symbol: interp::CostSymbol) -> usize {
        let t = &self.st.this_turn;
        t.quick_actions
            .iter()
            .filter(|&&(_, exhaust, support)| match symbol {
                interp::CostSymbol::Support => support,
                _ => exhaust,
            })
            .count()
    }

    fn discarded_this_turn(&self, p: PlayerId, zone: ZoneKind) -> usize {
        let reserve = match zone {
            ZoneKind::Reserve => true,
            ZoneKind::Hand => false,
            _ => return 0,
        };
        let t = &self.st.this_turn;
        t.discards
            .iter()
            .filter(|&&(by, owner, r)| by == p && owner == p && r == reserve)
            .count()
    }

    fn terrain_markers(&self) -> Vec<interp::MarkerView> {
        self.st
            .terrain_markers()
            .iter()
            .map(|m| interp::MarkerView {
                id: m.obj.0,
                region: m.region,
                terrains: m.terrains.0,
            })
            .collect()
    }

    fn regions(&self) -> Vec<interp::RegionView<PlayerId>> {
        let players: Vec<PlayerId> = self.st.initiative().collect();
        self.with_applied(|a| {
            (0..self.st.adventure.regions().len())
                .map(|r| interp::RegionView {
                    terrains: self.st.region_terrains_given(r, a).0,
                    // CR 1.3.1.b: the Expedition counters on it (all of them on the Arena).
                    expeditions: players
                        .iter()
                        .flat_map(|&p| Side::BOTH.map(|s| (p, s)))
                        .filter(|&(p, s)| self.st.region_of(p, s) == r)
                        .map(|(p, s)| (p, side_in(s)))
                        .collect(),
                })
                .collect()
        })
    }

    fn counter_names(&self, o: Obj) -> Vec<String> {
        let mut names: Vec<String> = self
            .st
            .counters
            .iter()
            .filter(|k| k.card == o.card && k.count > 0)
            .map(|k| k.name.clone())
            .collect();
        names.sort();
        names.dedup();
        names
    }

    fn zone_size(&self, p: PlayerId, zone: ZoneKind) -> usize {
        self.st.count(match zone {
            ZoneKind::Hand => Zone::Hand(p),
            ZoneKind::Deck => Zone::Deck(p),
            ZoneKind::Reserve => Zone::Reserve(p),
            ZoneKind::Landmarks => Zone::Landmarks(p),
            ZoneKind::Discard => Zone::Discard(p),
            ZoneKind::Mana => Zone::Mana(p),
        })
    }

    /// CR 6.2: the roll modifiers of the passives that work now.
    fn roll_modifiers(&self, player: PlayerId) -> Vec<interp::RollModifier<Obj, PlayerId>> {
        self.st.roll_modifiers(player)
    }

    /// CR 7.4.7.c: the Tough total of an opponent's object in play, with the passives that
    /// count now (CR 2.3.1.l while they are being applied).
    fn target_cost(&self, chooser: PlayerId, o: Obj) -> u32 {
        match alive(&self.st, o) {
            // CR 7.4.7.c: `your opponent must also pay X`; in 2v2 a teammate is not an
            // opponent (seeds, 2v2 clarifications), so targeting their Tough Character is free
            Some(c) if c.zone.in_play() && !self.st.mode.allied(controller_of(&c), chooser) => self
                .with_applied(|a| self.st.keywords_given(o.card, a))
                .into_iter()
                .map(|k| match k {
                    KeywordAbility::Tough(n) => n,
                    _ => 0,
                })
                .fold(0u32, u32::saturating_add),
            _ => 0,
        }
    }

    /// CR 1.2.5: the player's ready Mana Orbs.
    fn mana(&self, player: PlayerId) -> u32 {
        u32::try_from(self.st.ready_orbs(player)).unwrap_or(u32::MAX)
    }
}

impl GameState {
    /// The context in which a card's passive abilities are read: it is `I`, its
    /// controller is `you`, its Expedition is `my Expedition`.
    pub(crate) fn passive_context(&self, card: CardId) -> Context<Obj, PlayerId> {
        let c = self.card(card);
        Context {
            this: Obj { card, obj: c.obj },
            controller: controller_of(c),
            side: match c.zone {
                Zone::Expedition(_, s) => Some(side_in(s)),
                _ => None,
            },
            trigger: None,
        }
    }

    /// The passive abilities of a card.
    pub(crate) fn passives_of(&self, card: CardId) -> impl Iterator<Item = &Passive> {
        let def = self.def(card);
        let ignored = self.ignored(card);
        // Most cards have no passive: nothing to look through.
        let compiled: &[Option<Compiled>] = if def.traits().passives { &def.compiled } else { &[] };
        compiled.iter().filter_map(move |c| match c.as_ref()? {
            // CR 7.3.18.b: ignored, a passive modifies nothing; the one ignoring works.
            Compiled::Passive(p) if !ignored || matches!(p, Passive::IgnoreMyAbilitiesFirstDay) => Some(p),
            _ => None,
        })
    }

    /// `Ignore my abilities during the first Day` (CR 7.3.18): whether the card's abilities
    /// have no effect now.
    pub(crate) fn ignored(&self, card: CardId) -> bool {
        self.day == 1 && self.def(card).traits().ignores_first_day
    }

    /// The Morning's daily effects for `p` (CR 4.2.1.d, e): how many cards they draw, and
    /// whether they Expand with the top card of their Deck instead of a card from their
    /// Hand, as passives of objects they control say (`During Morning, draw only one card.
    /// Then, …`); the smallest draw when several say.
    pub(crate) fn morning_for(&self, p: PlayerId) -> (u32, bool) {
        let (mut draw, mut from_deck) = (None::<u32>, false);
        for source in self.passive_sources().filter(|&s| controller_of(self.card(s)) == p) {
            for pa in self.passives_of(source) {
                if let Passive::MorningChanges {
                    draw: d,
                    expand_from_deck,
                } = pa
                {
                    draw = match (draw, *d) {
                        (Some(a), Some(b)) => Some(a.min(b)),
                        (a, b) => a.or(b),
                    };
                    from_deck |= *expand_from_deck;
                }
            }
        }
        (draw.unwrap_or(2), from_deck)
    }

    /// Cards whose passive abilities work: those in play (the Expedition and Landmark
    /// zones) and the Heroes; only those that have one.
    fn passive_sources(&self) -> impl Iterator<Item = CardId> + '_ {
        self.zones
            .active()
            .iter()
            .copied()
            .filter(|&id| self.def(id).traits().passives)
    }

    /// The reactions with symbol trigger `trigger` that passive abilities of other cards
    /// (or its own) give `card` now (CR 2.3; in play only, CR 2.3.1.h): the giving card and
    /// the ability's index.
    pub(crate) fn given_reactions(&self, card: CardId, trigger: altered_grammar::SymbolTrigger) -> Vec<(CardId, u16)> {
        let c = self.card(card);
        if !c.zone.in_play() {
            return Vec::new();
        }
        let o = Obj { card, obj: c.obj };
        let mut out = Vec::new();
        for giver in self.passive_sources() {
            for (ability, compiled) in self.def(giver).programs() {
                let Compiled::Passive(Passive::GrantReaction {
                    who, trigger: t, when, ..
                }) = compiled
                else {
                    continue;
                };
                let same = matches!(
                    (t, trigger),
                    (interp::Symbol::Etb, altered_grammar::SymbolTrigger::Etb)
                        | (interp::Symbol::Hand, altered_grammar::SymbolTrigger::Hand)
                        | (interp::Symbol::Reserve, altered_grammar::SymbolTrigger::Reserve)
                );
                if same
                    && self.when(giver, when.as_ref())
                    && interp::selects(who, o, &self.passive_context(giver), &ReadHost::new(self))
                {
                    out.push((giver, ability));
                }
            }
        }
        out
    }

    fn when(&self, source: CardId, cond: Option<&interp::Cond>) -> bool {
        cond.is_none_or(|c| interp::condition_holds(c, &self.passive_context(source), &ReadHost::new(self)))
    }

    /// Every keyword ability a card has now (CR 7.4): its keyword lines, and what passive
    /// abilities that work give it (its own `I am …`, others' `Characters you control
    /// are …`), applied in dependency and timestamp order (CR 2.3).
    pub fn keywords(&self, card: CardId) -> Vec<KeywordAbility> {
        if self.card(card).zone.in_play() {
            self.keywords_given(card, &self.applied())
        } else {
            self.printed_keywords(card)
        }
    }

    /// [`GameState::keywords`] with the passives applied once for several cards.
    pub(crate) fn keywords_given(&self, card: CardId, applied: &Applied) -> Vec<KeywordAbility> {
        let mut out = self.printed_keywords(card);
        if self.card(card).zone.in_play() {
            out.extend(applied.keywords_of(card));
        }
        out
    }

    /// Whether a card has a keyword ability (its parameter aside).
    pub fn has_keyword(&self, card: CardId, keyword: KeywordAbility) -> bool {
        // Printed keywords first: the passives in play need not be applied for them.
        self.printed_has(card, keyword)
            || self.card(card).zone.in_play() && self.applied().keywords_of(card).any(|k| k.same(keyword))
    }

    /// [`GameState::has_keyword`] with the passives applied once for several questions.
    pub(crate) fn has_keyword_given(&self, card: CardId, keyword: KeywordAbility, applied: &Applied) -> bool {
        self.printed_has(card, keyword)
            || self.card(card).zone.in_play() && applied.keywords_of(card).any(|k| k.same(keyword))
    }

    /// A card's Scout cost (CR 7.4.5), if it has Scout; with several, the cheapest.
    pub(crate) fn scout(&self, card: CardId) -> Option<u32> {
        self.keywords(card)
            .into_iter()
            .filter_map(|k| match k {
                KeywordAbility::Scout(n) => Some(n),
                _ => None,
            })
            .min()
    }

    /// Whether a Gigantic Character is present in this Expedition (CR 7.4.4.b): in it, or
    /// in its controller's other Expedition.
    pub(crate) fn present_in(&self, card: CardId, p: PlayerId, side: Side) -> bool {
        self.present_in_given(card, p, side, &self.applied())
    }

    /// [`GameState::present_in`] with the passives applied once for several questions.
    pub(crate) fn present_in_given(&self, card: CardId, p: PlayerId, side: Side, applied: &Applied) -> bool {
        match self.card(card).zone {
            Zone::Expedition(q, s) if q == p => s == side || self.gigantic_given(card, applied),
            _ => false,
        }
    }

    /// CR 7.4.2.b: an Expedition with a Defender Character in it can't move forward
    /// during Dusk (`applied`: the passives applied now).
    pub(crate) fn defended(&self, p: PlayerId, side: Side, applied: &Applied) -> bool {
        // `Defender Characters don't prevent my Expedition from moving forward`: an
        // exception from an object present in this Expedition (CR 1.4.2.a: the card's
        // text beats the rules; a Gigantic source's Expedition is both, CR 7.4.4.f).
        let excepted = self.passive_sources().any(|s| {
            self.present_in_given(s, p, side, applied)
                && self
                    .passives_of(s)
                    .any(|pa| matches!(pa, Passive::DefendersDontPrevent { when } if self.when(s, when.as_ref())))
        });
        !excepted
            && self.zones.in_expeditions(p).iter().any(|&id| {
                self.present_in_given(id, p, side, applied)
                    && self.has_keyword_given(id, KeywordAbility::Defender, applied)
            })
    }

    /// How much passive abilities change a player's Reserve limit (CR 3.2.10.b): those in
    /// play of the player's objects, `All Reserve limits …` of anyone's, and the support
    /// passives of ready cards in Reserve (CR 2.2.12.i), their own player's or, `All`,
    /// anyone's.
    pub(crate) fn reserve_limit_change(&self, p: PlayerId) -> i32 {
        let mut delta = 0i32;
        for source in self.passive_sources() {
            let mine = controller_of(self.card(source)) == p;
            for pa in self.passives_of(source) {
                if let Passive::ReserveLimit { delta: d, when, all } = pa {
                    if (mine || *all) && self.when(source, when.as_ref()) {
                        delta = delta.saturating_add(*d);
                    }
                }
            }
        }
        for q in (0..self.players.len()).map(|i| PlayerId(i as u8)) {
            for (_, pa) in self.support_passives(q) {
                if let Passive::ReserveLimit { delta: d, all, .. } = pa {
                    if q == p || *all {
                        delta = delta.saturating_add(*d);
                    }
                }
            }
        }
        delta
    }

    /// The extra places in `p`'s Reserve at Clean-up that passives of objects `p` controls
    /// give (CR 4.2.5.c, `You may keep one more card in Reserve during Night if it's
    /// Exhausted`), each with the status its card must have: those with a status first.
    /// At most one per card in the Reserve, however large the printed numbers.
    pub(crate) fn extra_reserve_places(&self, p: PlayerId) -> Vec<Option<StatusKind>> {
        let most = self.count(Zone::Reserve(p));
        let mut places: Vec<Option<StatusKind>> = Vec::new();
        for source in self.passive_sources().filter(|&s| controller_of(self.card(s)) == p) {
            for pa in self.passives_of(source) {
                if let Passive::KeepMoreInReserve { count, status } = pa {
                    let n = usize::try_from(*count)
                        .unwrap_or(usize::MAX)
                        .min(most - places.len().min(most));
                    places.extend(std::iter::repeat_n(*status, n));
                }
            }
        }
        places.sort_by_key(Option::is_none);
        places
    }

    /// Whether a card has a status now (CR 2.4).
    pub(crate) fn card_has_status(&self, card: CardId, status: StatusKind) -> bool {
        let o = Obj {
            card,
            obj: self.card(card).obj,
        };
        ReadHost::new(self).has_status(o, status)
    }

    /// `I can't be played [if …]` (CR 1.4.1.a: can't beats can), its condition read as
    /// the card would be played, its owner being `you`.
    pub(crate) fn cant_be_played(&self, card: CardId) -> bool {
        self.passives_of(card)
            .any(|p| matches!(p, Passive::CantBePlayed { when } if self.when(card, when.as_ref())))
    }
}

impl GameState {
    /// CR 7.4.5.c: a card played from Hand for its Scout cost gains "hand: Send me to
    /// Reserve" as it enters play; that reaction activates with its other `hand` reactions.
    pub(crate) fn activate_scout(&mut self, card: CardId, log: &mut crate::event::EventLog) {
        let c = self.cards[card.index()];
        self.reactions_today = self.reactions_today.saturating_add(1);
        self.limbo.push(crate::state::Emblem {
            source: Obj { card, obj: c.obj },
            ability: SCOUT_ABILITY,
            controller: controller_of(&c),
            side: match c.zone {
                Zone::Expedition(_, s) => Some(s),
                _ => None,
            },
            trigger: None,
            part: 0,
            roll: 0,
            granted: None,
            entering: None,
        });
        log.push(crate::event::Event::ReactionCreated {
            card,
            ability: SCOUT_ABILITY,
        });
    }
}

impl GameState {
    /// Pays mana (CR 1.2.5.e): exhausts that many ready Mana Orbs at once. False when the
    /// player has fewer ready orbs (nothing is paid then).
    pub(crate) fn pay_mana(&mut self, p: PlayerId, amount: u32, log: &mut crate::event::EventLog) -> bool {
        let orbs: Vec<CardId> = self
            .in_zone_with(Zone::Mana(p))
            .filter(|(_, c)| !c.status.exhausted)
            .map(|(i, _)| i)
            .collect();
        let Ok(n) = usize::try_from(amount) else { return false };
        if orbs.len() < n {
            return false;
        }
        for &orb in &orbs[..n] {
            self.exhaust(orb, log);
        }
        log.push(crate::event::Event::Paid {
            player: p,
            mana: u8::try_from(amount).unwrap_or(u8::MAX),
        });
        true
    }
}

impl GameState {
    /// The support passives (CR 2.2.12.i) that work now for `p`: those of the cards in
    /// their Reserve that are not exhausted (CR 2.4.6.e), with their card.
    pub(crate) fn support_passives(&self, p: PlayerId) -> impl Iterator<Item = (CardId, &Passive)> + '_ {
        self.in_zone_with(Zone::Reserve(p))
            .filter(move |(_, c)| !c.status.exhausted)
            .flat_map(move |(id, _)| {
                self.passives_of(id).filter_map(move |pa| match pa {
                    Passive::Support(inner) => Some((id, &**inner)),
                    _ => None,
                })
            })
    }

    /// `Exhausted Characters in Reserve remain Exhausted during Morning`: the cards among
    /// `exhausted` that no passive ability in play keeps exhausted at Prepare (CR 4.2.1.c),
    /// in the same order. The passives are gathered once for all the cards.
    pub(crate) fn not_kept_exhausted(&self, exhausted: Vec<CardId>) -> Vec<CardId> {
        let keepers: Vec<(Context<Obj, PlayerId>, &interp::Filter)> = self
            .passive_sources()
            .flat_map(|source| {
                self.passives_of(source).filter_map(move |pa| match pa {
                    Passive::RemainExhausted(who) => Some((self.passive_context(source), who)),
                    _ => None,
                })
            })
            .collect();
        if keepers.is_empty() {
            return exhausted;
        }
        let host = ReadHost::new(self);
        exhausted
            .into_iter()
            .filter(|&card| {
                let o = Obj {
                    card,
                    obj: self.card(card).obj,
                };
                !keepers.iter().any(|(ctx, who)| interp::selects(who, o, ctx, &host))
            })
            .collect()
    }

    /// `I don't count towards your Reserve limit` (CR 3.2.10.b, 4.2.5.c): the cards of
    /// `p`'s Reserve that this support passive of their own leaves out of the count.
    pub(crate) fn not_counted_in_reserve(&self, p: PlayerId) -> Vec<CardId> {
        self.support_passives(p)
            .filter(|(_, pa)| matches!(pa, Passive::NotCountedInReserveLimit))
            .map(|(id, _)| id)
            .collect()
    }

    /// CR 2.4.6.d: whether an exhausted card in `p`'s Reserve may be played into `to`
    /// thanks to a passive ability of an object `p` controls (`in my Expedition`: only
    /// into the Expedition that object is in).
    pub(crate) fn may_play_exhausted(&self, p: PlayerId, card: CardId, to: Option<Side>) -> bool {
        let support = self.support_passives(p).any(|(_, pa)| match pa {
            Passive::MayPlayExhausted { kinds, .. } => self.is_kind(card, kinds),
            _ => false,
        });
        support
            || self
                .passive_sources()
                .filter(|&s| controller_of(self.card(s)) == p)
                .any(|source| {
                    self.passives_of(source).any(|pa| match pa {
                    Passive::MayPlayExhausted {
                        kinds,
                        in_my_expedition,
                    } => {
                        self.is_kind(card, kinds)
                            && (!in_my_expedition
                                || matches!((self.card(source).zone, to), (Zone::Expedition(_, s), Some(t)) if s == t))
                    }
                    _ => false,
                })
                })
    }

    /// The boosts `The first <kind> you play each Afternoon gains N boosts` gives the card
    /// `p` is playing now (before it is recorded as played).
    pub(crate) fn first_each_afternoon_boosts(&self, p: PlayerId, card: CardId) -> u32 {
        let mut total = 0u32;
        for source in self.passive_sources().filter(|&s| controller_of(self.card(s)) == p) {
            for pa in self.passives_of(source) {
                if let Passive::FirstEachAfternoon { kinds, boosts } = pa {
                    let earlier = self
                        .afternoon_plays
                        .iter()
                        .any(|&(q, c)| q == p && self.is_kind(c, kinds));
                    if !earlier && self.is_kind(card, kinds) {
                        total = total.saturating_add(*boosts);
                    }
                }
            }
        }
        total
    }
}

/// The prices of cards to be played now (CR 5.1.2.e), with the passive abilities in play
/// that change the cost of playing other cards gathered once for all the cards a decision
/// lists, not looked for again for each card, side and price.
pub(crate) struct Pricing<'a> {
    st: &'a GameState,
    /// `Cards played from Reserve cost 1 more`, `You may play … for 1 less`, with their source.
    play_changes: Vec<(CardId, &'a Passive)>,
    /// `Characters your opponents play can't cost less than {2}`, with their source.
    minimums: Vec<(CardId, &'a Passive)>,
}

impl GameState {
    /// The prices of cards to be played now (see [`Pricing`]).
    pub(crate) fn pricing(&self) -> Pricing<'_> {
        let mut rules = Pricing {
            st: self,
            play_changes: Vec::new(),
            minimums: Vec::new(),
        };
        for source in self.passive_sources() {
            for pa in self.passives_of(source) {
                match pa {
                    Passive::PlayCostChange { .. } => rules.play_changes.push((source, pa)),
                    Passive::PlayCostMinimum { .. } => rules.minimums.push((source, pa)),
                    _ => {}
                }
            }
        }
        rules
    }
}

impl Pricing<'_> {
    /// The prices a card may be played for (CR 5.1.2.c.3, 5.1.2.e): its final cost with
    /// `less` more decrease, and, for each optional cost of its own that lowers it (`You
    /// may discard a card from your Reserve to reduce my cost by 2`), each object that cost
    /// may take with the lower cost; not when that cost would lower nothing (a free card).
    /// The first is the final cost; the others are listed only for a card with such an
    /// optional cost, so that pricing the turn's options allocates nothing for most cards.
    pub(crate) fn priced(
        &self,
        p: PlayerId,
        card: CardId,
        from: PlayFrom,
        to: Option<Side>,
        printed: u8,
        less: u32,
    ) -> impl Iterator<Item = (u8, Option<CardId>)> {
        let cost = self.final_cost_less(p, card, from, to, printed, less);
        let mut lower_prices = Vec::new();
        let ctx = self.st.passive_context(card);
        let host = ReadHost::new(self.st);
        for pa in self.st.passives_of(card) {
            let Passive::MayPayToReduceCost {
                pay: interp::QuickCost::Discard(f) | interp::QuickCost::Sacrifice(f),
                by,
            } = pa
            else {
                continue;
            };
            let lower = self.final_cost_less(p, card, from, to, printed, less.saturating_add(*by));
            if lower >= cost {
                continue;
            }
            for (id, o) in self.st.cards() {
                let obj = Obj { card: id, obj: o.obj };
                // Not the card itself: it is in Limbo when costs are paid (CR 5.1.2.g).
                if id != card && o.zone.is_visible() && interp::selects(f, obj, &ctx, &host) {
                    lower_prices.push((lower, Some(id)));
                }
            }
        }
        std::iter::once((cost, None)).chain(lower_prices)
    }

    /// Whether `card`'s prices are the same into either Expedition of `p`: the side it is
    /// played into changes a price only through a lasting effect of `p`'s that waits for a
    /// card played `in forest` (or another terrain, CR 7.2.1) and through the card's own
    /// `in an empty Expedition` cost change; every other part of a price reads no side.
    pub(crate) fn same_on_either_side(&self, p: PlayerId, card: CardId) -> bool {
        !self
            .st
            .ongoing
            .iter()
            .any(|o| o.controller == p && o.next.terrain.is_some())
            && !self
                .st
                .passives_of(card)
                .any(|pa| matches!(pa, Passive::CostChange { into: Some(_), .. }))
    }

    /// CR 5.1.2.e: the cost of playing `card` from `from` into `to` for `printed` (its Hand
    /// or Reserve cost, or its Scout cost, CR 7.4.5.d): all increases, then all decreases
    /// (its own `I cost … less`, lasting effects, and `less`: an effect's `play … for N
    /// less`, CR 5.1.2.e.2, or an optional cost's reduction), never below zero, then the
    /// restrictions (`down to a minimum of N`). A free play (CR 7.3.23) costs nothing.
    pub(crate) fn final_cost_less(
        &self,
        p: PlayerId,
        card: CardId,
        from: PlayFrom,
        to: Option<Side>,
        printed: u8,
        less: u32,
    ) -> u8 {
        let (free, ongoing_less, ongoing_down_to) = self.st.ongoing_discount(p, card, from, to);
        if free {
            return 0;
        }
        // The increases, and the decreases with the restriction some put on themselves
        // (`down to a minimum of 1`: on that decrease only, CR 5.1.2.e remark).
        // The decreases without a minimum are added up (taking them one by one, each
        // stopping at zero, comes to the same); only the restricted ones are kept apart,
        // and most prices have none, so no list is allocated for them.
        let mut up = 0i64;
        let mut unrestricted = i64::from(ongoing_less) + i64::from(less);
        let mut downs: Vec<(i64, i64)> = Vec::new();
        let mut down = |d: i64, m: i64| {
            if m > 0 {
                downs.push((d, m));
            } else {
                unrestricted = unrestricted.saturating_add(d);
            }
        };
        for (d, m) in ongoing_down_to {
            down(i64::from(d), i64::from(m));
        }
        let zone = match from {
            PlayFrom::Hand => interp::ZoneKind::Hand,
            PlayFrom::Reserve => interp::ZoneKind::Reserve,
            PlayFrom::Deck => interp::ZoneKind::Deck,
            PlayFrom::Discard => interp::ZoneKind::Discard,
        };
        let ctx = self.st.passive_context(card);
        let host = ReadHost::new(self.st);
        for pa in self.st.passives_of(card) {
            let Passive::CostChange {
                delta,
                per,
                into,
                minimum: m,
                when,
                from: only,
            } = pa
            else {
                continue;
            };
            if only.is_some_and(|z| z != zone) {
                continue;
            }
            if let Some(into) = into {
                let Some(side) = to else { continue };
                let there = match into {
                    interp::PlayedInto::Empty => !self.st.zones.in_expeditions(p).iter().any(|&id| {
                        matches!(self.st.def(id).kind, Kind::Character | Kind::Token) && self.st.present_in(id, p, side)
                    }),
                    interp::PlayedInto::That(test) => interp::expedition_is(*test, (p, side_in(side)), &ctx, &host),
                    // CR 1.2.3.c: the Expedition facing the one it is played into.
                    interp::PlayedInto::Facing { count, what } => {
                        let (q, s) = self.st.facing(p, side);
                        let n = host
                            .objects()
                            .filter(|&o| {
                                host.place(o) == Some(Place::Expedition(q, side_in(s)))
                                    && interp::selects(what, o, &ctx, &host)
                            })
                            .count();
                        count.holds(u32::try_from(n).unwrap_or(u32::MAX))
                    }
                };
                if !there {
                    continue;
                }
            }
            if !self.st.when(card, when.as_ref()) {
                continue;
            }
            let times = match per {
                None => 1,
                Some(n) => i64::from(interp::count(n, &ctx, &host)),
            };
            let d = i64::from(*delta) * times;
            if d > 0 {
                up += d;
            } else {
                down(-d, m.map_or(0, i64::from));
            }
        }
        // `You may play <kind> [from your Reserve] [with Hand Cost …] for 1 less`, from
        // objects `p` controls; `Cards played from Reserve cost 1 more`, from any object.
        let hand_cost = u32::from(self.st.def(card).hand_cost);
        // CR 2.2.9.b: a card played from Reserve is Fleeting in Limbo, its Base Cost is its
        // Reserve Cost; otherwise its Hand Cost.
        let base_cost = match from {
            PlayFrom::Reserve => u32::from(self.st.def(card).reserve_cost),
            PlayFrom::Hand | PlayFrom::Deck | PlayFrom::Discard => hand_cost,
        };
        for &(source, pa) in &self.play_changes {
            let mine = controller_of(self.st.card(source)) == p;
            // `your opponents`: not a teammate in 2v2 (seeds' 2v2 clarifications).
            let allied = self.st.mode.allied(controller_of(self.st.card(source)), p);
            {
                if let Passive::PlayCostChange {
                    kinds,
                    hand_cost: cmp,
                    base_cost: base_cmp,
                    delta,
                    minimum: m,
                    from: only,
                    anyone,
                    opponents,
                    when,
                } = pa
                {
                    if (mine || *anyone)
                        && !(allied && *opponents)
                        && only.is_none_or(|z| z == zone)
                        && self.st.is_kind(card, kinds)
                        && cmp.is_none_or(|c| c.holds(hand_cost))
                        && base_cmp.is_none_or(|c| c.holds(base_cost))
                        && self.st.when(source, when.as_ref())
                    {
                        if *delta > 0 {
                            up += i64::from(*delta);
                        } else {
                            down(-i64::from(*delta), m.map_or(0, i64::from));
                        }
                    }
                }
            }
        }
        // CR 5.1.2.e.1–2: the increases, then the decreases in the order the player
        // chooses. The cheapest order is taken: those restricted to the highest minimums
        // first, while the cost is highest (a restricted decrease stops at its minimum, and
        // never raises the cost).
        let mut cost = i64::from(printed) + up;
        downs.sort_by_key(|&(_, m)| std::cmp::Reverse(m));
        for (d, m) in downs {
            cost = (cost - d).max(m.min(cost)).max(0);
        }
        // The decreases without a minimum last: they may take the cost down to zero.
        cost = (cost - unrestricted).max(0);
        // CR 5.1.2.e.3: then the restrictions on the final cost (`Characters your opponents
        // play can't cost less than {2}`), which may raise it; the highest wins whatever
        // their order.
        let floor = self
            .minimums
            .iter()
            .filter(|&&(s, _)| !self.st.mode.allied(controller_of(self.st.card(s)), p))
            .filter_map(|&(_, pa)| match pa {
                Passive::PlayCostMinimum { kinds, minimum } if self.st.is_kind(card, kinds) => {
                    Some(i64::from(*minimum))
                }
                _ => None,
            })
            .max()
            .unwrap_or(0);
        let cost = cost.max(floor);
        u8::try_from(cost).unwrap_or(u8::MAX)
    }
}

impl GameState {
    /// Whether a passive ability in play says this object can't gain counters (boosts
    /// included, CR 2.5.1; CR 1.4.1.a: can't beats can), or boosts only (`boost`: whether
    /// the counters are boosts).
    pub(crate) fn cant_gain_counters(&self, o: Obj, boost: bool) -> bool {
        let Some(c) = self.cards.get(o.card.index()) else {
            return false;
        };
        if !self.object_rules.is_empty() && self.restricted_from_counters(o, boost) {
            return true;
        }
        let has_counters = c.boosts > 0 || self.counters.iter().any(|k| k.card == o.card && k.count > 0);
        let host = ReadHost::new(self);
        self.passive_sources().any(|source| {
            self.passives_of(source).any(|pa| match pa {
                Passive::CantGainCounters {
                    who,
                    with_counters,
                    boosts_only,
                } => {
                    (boost || !boosts_only)
                        && (!with_counters || has_counters)
                        && interp::selects(who, o, &self.passive_context(source), &host)
                }
                _ => false,
            })
        })
    }

    /// Whether the object's own passive lets it gain this status though it has it (`I can
    /// gain Fleeting even if I was already Fleeting`, CR 1.4.2.a over CR 7.3.15.b).
    pub(crate) fn can_gain_again(&self, o: Obj, status: StatusKind) -> bool {
        alive(self, o).is_some() && self.passives_of(o.card).any(|pa| *pa == Passive::CanGainAgain(status))
    }

    /// Whether a passive ability in play says this Expedition can't move forward (`Your
    /// other Expedition and the Expedition facing it can't move forward`; CR 1.4.1.a), or
    /// backward (`Your Expeditions can't move backward`, CR 7.3.21). The Expeditions are
    /// named from the source.
    pub(crate) fn cant_move(&self, p: PlayerId, side: Side, backward: bool) -> bool {
        self.passive_sources().any(|source| {
            self.passives_of(source).any(|pa| match pa {
                Passive::ExpeditionsCantMove { which, backward: b } => {
                    *b == backward && which.iter().any(|n| self.names(source, *n, (p, side)))
                }
                _ => false,
            })
        })
    }

    /// Whether a passive ability in play keeps this Expedition from moving forward now,
    /// during Dusk, other than at Progress due to its terrain (`If the Expedition facing me
    /// is in water, it can't move forward during Dusk except due to water`; CR 1.4.1.a,
    /// 4.2.4.j). `due_to`: the terrains it would move forward due to (none for an effect).
    pub(crate) fn dusk_forbids(&self, p: PlayerId, side: Side, due_to: &[interp::Terrain]) -> bool {
        self.phase == crate::state::Phase::Dusk && self.only_due_to_forbids(p, side, due_to)
    }

    /// [`GameState::dusk_forbids`] whatever the phase is now (Progress is during Dusk).
    pub(crate) fn only_due_to_forbids(&self, p: PlayerId, side: Side, due_to: &[interp::Terrain]) -> bool {
        self.passive_sources().any(|source| {
            self.passives_of(source).any(|pa| match pa {
                Passive::DuskOnlyDueTo {
                    expedition,
                    terrain,
                    when,
                } => {
                    self.names(source, *expedition, (p, side))
                        && !due_to.contains(terrain)
                        && self.when(source, when.as_ref())
                }
                _ => false,
            })
        })
    }

    /// Whether `n`, read from a source, names the Expedition `(p, side)`: one near the
    /// Expedition the source's card is in (none when it is in none), or a whole group.
    fn names(&self, source: CardId, n: interp::NearExpedition, (p, side): (PlayerId, Side)) -> bool {
        let card = self.card(source);
        let at = match card.zone {
            Zone::Expedition(q, qs) => Some((q, qs)),
            _ => None,
        };
        let other = |qs| match qs {
            Side::Hero => Side::Companion,
            Side::Companion => Side::Hero,
        };
        match n {
            interp::NearExpedition::Mine => at == Some((p, side)),
            interp::NearExpedition::YourOther => at.is_some_and(|(q, qs)| (q, other(qs)) == (p, side)),
            interp::NearExpedition::FacingMine => at.is_some_and(|(q, qs)| self.facing(q, qs) == (p, side)),
            interp::NearExpedition::FacingYourOther => at.is_some_and(|(q, qs)| self.facing(q, other(qs)) == (p, side)),
            interp::NearExpedition::Yours => p == controller_of(card),
            // CR 1.1.3.d: at 2v2 a teammate is no opponent.
            interp::NearExpedition::Opponents => !self.mode.allied(p, controller_of(card)),
            interp::NearExpedition::Every => true,
        }
    }

    /// Whether a passive ability in play says this object's `trigger` abilities can't
    /// activate (`The {j}, {h} and {r} abilities of Characters facing me can't activate`;
    /// CR 1.4.1.a: can't beats can, also over an effect that tells them to, CR 7.3.1).
    pub(crate) fn cant_activate(&self, o: Obj, trigger: SymbolTrigger) -> bool {
        let symbol = match trigger {
            SymbolTrigger::Etb => interp::Symbol::Etb,
            SymbolTrigger::Hand => interp::Symbol::Hand,
            SymbolTrigger::Reserve => interp::Symbol::Reserve,
        };
        let host = ReadHost::new(self);
        self.passive_sources().any(|source| {
            self.passives_of(source).any(|pa| match pa {
                Passive::AbilitiesCantActivate { triggers, who } => {
                    triggers.contains(&symbol) && interp::selects(who, o, &self.passive_context(source), &host)
                }
                _ => false,
            })
        })
    }

    /// CR 5.2.4.a.3: whether a passive ability of an object `p` controls makes the card
    /// `p` is playing gain Fleeting as it enters Limbo.
    pub(crate) fn played_fleeting(&self, p: PlayerId, card: CardId) -> bool {
        let hand_cost = u32::from(self.def(card).hand_cost);
        self.passive_sources()
            .filter(|&s| controller_of(self.card(s)) == p)
            .any(|source| {
                self.passives_of(source).any(|pa| match pa {
                    Passive::PlayedFleeting { kinds, hand_cost: cmp } => {
                        self.is_kind(card, kinds) && cmp.is_none_or(|c| c.holds(hand_cost))
                    }
                    _ => false,
                })
            })
    }
}

impl GameState {
    /// The number of regions between a player's Hero and Companion Expeditions: 0 when
    /// they are adjacent (or have met, or in the Arena).
    pub(crate) fn regions_between(&self, p: PlayerId) -> u32 {
        let [hero, companion] = self.player(p).markers;
        u32::from(companion.saturating_sub(hero).saturating_sub(1))
    }
}

impl GameState {
    /// The terrains of region `r` now (CR 7.5.8.a): its visible ones, and those passive
    /// abilities of objects in Expeditions there add (`My region is forest in addition to
    /// its other terrains`), applied in order (CR 2.3).
    pub fn region_terrains(&self, r: usize) -> crate::state::Terrains {
        self.region_terrains_given(r, &self.applied())
    }
}

impl GameState {
    /// CR 6.2: if a passive ability replaces this object's leaving its Expedition (`it
    /// loses Anchored instead`), applies the replacement and returns true: the object
    /// stays, and the move does not happen.
    pub(crate) fn leave_replaced(&mut self, o: Obj, log: &mut crate::event::EventLog) -> bool {
        let Some(c) = self.cards.get(o.card.index()).copied() else {
            return false;
        };
        if c.obj != o.obj || !matches!(c.zone, Zone::Expedition(..)) {
            return false;
        }
        let afternoon = self.phase == crate::state::Phase::Afternoon;
        let host = ReadHost::new(self);
        let mut lose = None;
        'sources: for source in self.passive_sources() {
            for pa in self.passives_of(source) {
                if let Passive::LeaveInstead {
                    who,
                    afternoon_only,
                    loses,
                } = pa
                {
                    if (!afternoon_only || afternoon) && interp::selects(who, o, &self.passive_context(source), &host) {
                        lose = Some(*loses);
                        break 'sources;
                    }
                }
            }
        }
        let status = match lose {
            None => return false,
            Some(altered_interpreter::Loses::AllBoosts) => {
                if self.cards[o.card.index()].boosts > 0 {
                    // CR 2.4.5.b: no longer Boosted, where it is.
                    self.note(altered_interpreter::Happening::LostBoosted { object: o });
                }
                self.cards[o.card.index()].boosts = 0;
                log.push(crate::event::Event::Boosts {
                    card: o.card,
                    boosts: 0,
                });
                return true;
            }
            Some(altered_interpreter::Loses::Status(s)) => s,
        };
        let s = &mut self.cards[o.card.index()].status;
        let flag = match status {
            StatusKind::Anchored => &mut s.anchored,
            StatusKind::Asleep => &mut s.asleep,
            StatusKind::Fleeting => &mut s.fleeting,
            StatusKind::Exhausted => &mut s.exhausted,
        };
        *flag = false;
        log.push(crate::event::Event::Status {
            card: o.card,
            status,
            gained: false,
        });
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::effects::EngineHost;
    use crate::event::EventLog;
    use crate::pool::CardPool;
    use crate::scenario::Scenario;
    use std::path::Path;

    /// A Robot Character with `Tough 2.`
    fn wall() -> std::sync::Arc<crate::pool::CardDef> {
        let source = "name: Wall\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\n\
                      cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_WALL\n\n\
                      Tough 2.\n";
        CardPool::new().add_source(Path::new("wall.card"), source).unwrap()
    }

    /// CR 1.2.5 and CR 7.4.7.c: what a passive's condition reads (the read-only host) is what a
    /// running effect reads (the acting host): the ready Mana Orbs and the Tough cost of a
    /// target. The read-only host answered 0 for both before it shared the queries.
    #[test]
    fn cr_7_4_7_c_passives_and_effects_read_the_same_mana_and_tough_cost() {
        let def = wall();
        let mut sc = Scenario::new();
        let wall = sc.card(&def, PlayerId(1), Zone::Expedition(PlayerId(1), Side::Hero));
        for _ in 0..3 {
            sc.card(&def, PlayerId(0), Zone::Mana(PlayerId(0)));
        }
        let mut st = sc.build();
        let target = Obj {
            card: wall,
            obj: st.card(wall).obj,
        };
        let read = ReadHost::new(&st);
        let passive = (read.mana(PlayerId(0)), read.target_cost(PlayerId(0), target));
        assert_eq!(passive, (3, 2));
        // Its controller pays nothing to target it (CR 7.4.7.c: opponents only).
        assert_eq!(read.target_cost(PlayerId(1), target), 0);
        let mut log = EventLog::default();
        let acting = EngineHost::new(&mut st, &mut log);
        assert_eq!(
            (acting.mana(PlayerId(0)), acting.target_cost(PlayerId(0), target)),
            passive
        );
    }

    /// CR 3.1.4.a: the objects in play the interpreter walks for most filters are exactly
    /// the objects in an Expedition or a Landmark zone, in the order of every object: not
    /// a Hero (in its Hero zone, where its abilities work but it is not in play), not a
    /// Mana Orb, a card in Reserve or in a Discard pile, not a card in a hidden zone.
    #[test]
    fn cr_3_1_4_a_objects_in_play_are_those_in_expeditions_and_landmark_zones() {
        let def = wall();
        let mut sc = Scenario::new();
        let (p0, p1) = (PlayerId(0), PlayerId(1));
        let zones = [
            Zone::Mana(p0),
            Zone::Expedition(p1, Side::Companion),
            Zone::Discard(p0),
            Zone::HeroZone(p0),
            Zone::Landmarks(p1),
            Zone::Reserve(p1),
            Zone::Hand(p0),
            Zone::Expedition(p0, Side::Hero),
            Zone::Deck(p1),
            Zone::Landmarks(p0),
        ];
        for zone in zones {
            sc.card(&def, zone.personal_owner().unwrap_or(p0), zone);
        }
        let st = sc.build();
        let read = ReadHost::new(&st);
        let in_play: Vec<Obj> = read.objects_in_play().collect();
        let zones_of = |objs: &[Obj]| objs.iter().map(|o| st.card(o.card).zone).collect::<Vec<_>>();
        assert_eq!(
            zones_of(&in_play),
            [
                Zone::Expedition(p1, Side::Companion),
                Zone::Landmarks(p1),
                Zone::Expedition(p0, Side::Hero),
                Zone::Landmarks(p0),
            ]
        );
        let walked: Vec<Obj> = read
            .objects()
            .filter(|&o| read.place(o).is_some_and(|p| p.in_play()))
            .collect();
        assert_eq!(in_play, walked);
    }
}
