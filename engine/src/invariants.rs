//! What must hold of a game between any two decisions, whatever the cards and choices:
//! checked by the property tests, the fuzz target that plays games, and `altered sim
//! --check-invariants` (the soak of RELIABILITY.md).
//!
//! These are consequences of the Complete Rules that the engine's data does not enforce
//! by its types: that every card is in exactly one zone, that hidden zones stay hidden, and
//! that the hundred-a-day bounds hold. (Boosts and counters are unsigned, so they cannot go
//! below zero; what is checked of them is where they may be.)

use crate::game::{validate, Game};
use crate::pool::Hearing;
use crate::quick::QUICK_ACTION_LIMIT;
use crate::state::{CardId, GameState, ObjectId, PlayerId, Statuses, Zone, ZoneIndex};
use crate::triggers::{DAY_REACTION_BUDGET, REACTION_LIMIT};
use crate::Opt;

/// A broken invariant: what does not hold, in words.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let game = setup::game(&pool);
/// assert_eq!(game.check_invariants(), Ok(()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invariant broken: {0}")]
pub struct Violation(pub String);

macro_rules! ensure {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(Violation(format!($($msg)+)));
        }
    };
}

impl Game {
    /// Checks every invariant of the game as it stands (see the module's documentation):
    /// the state's own consistency (what [`Game::from_json`] checks), then the rules'.
    pub fn check_invariants(&self) -> Result<(), Violation> {
        let st = self.state();
        validate(st).map_err(Violation)?;
        let players = st.player_count();
        st.check_cards()?;
        for p in 0..players {
            let p = PlayerId(p as u8);
            ensure!(st.count(Zone::HeroZone(p)) == 1, "player {} has no Hero or two", p.0);
        }
        // CR 1.4.6.b-c: a quick action or a reaction activates at most a hundred times a day.
        for &(obj, ability, n) in &st.activations {
            ensure!(
                n <= QUICK_ACTION_LIMIT.max(REACTION_LIMIT),
                "ability {ability} of object {} activated {n} times today",
                obj.0
            );
        }
        ensure!(
            st.reactions_today <= DAY_REACTION_BUDGET,
            "{} reactions today, over the day's budget",
            st.reactions_today
        );
        // CR 3.1.3.d, 3.2.5.b: no player sees another's Hand, or a Deck card not shown.
        for p in 0..players {
            let view = self.view(PlayerId(p as u8));
            for (id, c) in st.cards() {
                let hidden = match c.zone {
                    Zone::Hand(owner) => owner.index() != p,
                    Zone::Deck(_) => !st
                        .shown
                        .iter()
                        .any(|&(s, to)| s == id && to.is_none_or(|to| to.index() == p)),
                    _ => false,
                };
                ensure!(
                    !(hidden && view.card(id).is_some()),
                    "player {p} sees card {} in {:?}",
                    id.0,
                    c.zone
                );
            }
        }
        // A decision offers the decider only cards they may see. (An Emblem-Reaction names
        // the card whose ability it is, which may have gone to a hidden zone since: the
        // Emblem is in Limbo, visible, CR 2.2.2.m, and names what its controller saw.)
        if let Some(d) = self.pending() {
            ensure!(
                d.picks <= d.options.len(),
                "a decision asks for more picks than options"
            );
            let view = self.view(d.player);
            for o in &d.options {
                if let Opt::Card(id) = o {
                    ensure!(
                        view.can_see(*id),
                        "player {} is offered card {} ({:?}, in {:?}) to decide {:?}, hidden from them",
                        d.player.0,
                        id.0,
                        st.def(*id).name,
                        st.card(*id).zone,
                        d.kind
                    );
                }
            }
        }
        Ok(())
    }
}

impl GameState {
    /// What must hold of the cards one by one, and of the indexes the state keeps of them
    /// (each card's zone, its definition's triggers and Gigantic grants): one walk over the
    /// cards, which compares the indexes in step with it. The lists are written out only for
    /// a message.
    fn check_cards(&self) -> Result<(), Violation> {
        // The index of each zone's cards, and of the cards where abilities work, is the cards'
        // own zones.
        if !self.zones.agrees_with(&self.cards) {
            let zones = ZoneIndex::of(&self.cards);
            // An index whose runs do not cover its entries has no active run to name.
            ensure!(
                !self.zones.runs_cover_entries() || self.zones.active() == zones.active(),
                "the index of cards where abilities work is {:?}, the cards say {:?}",
                self.zones.active(),
                zones.active()
            );
            return Err(Violation(format!(
                "the index of each zone's cards is {:?}, the cards say {:?}",
                self.zones, zones
            )));
        }
        // The indexes of the cards with written triggers and of those granting Gigantic are
        // their definitions' own: each card whose definition has one is the next entry.
        let (mut listeners, mut granters) = (self.listeners.iter(), self.granters.iter());
        let wrong_listeners = || {
            Violation(format!(
                "the index of cards with written triggers (or phase triggers) is {:?}, the definitions say {:?}",
                self.listeners,
                self.listeners_from_cards()
            ))
        };
        let wrong_granters = || {
            Violation(format!(
                "the index of cards granting Gigantic is {:?}, the definitions say {:?}",
                self.granters,
                self.granters_from_cards()
            ))
        };
        // The index by kind of event and phase: each card's entries are its definition's,
        // and it holds no other (as many entries as the cards' own).
        let wrong_hearing = || {
            Violation(format!(
                "the index of cards by what they listen to is {:?}, the definitions say {:?}",
                self.hearing,
                self.hearing_from_cards()
            ))
        };
        let mut hearing_entries = 0;
        let mut objects = ObjectsSeen::new();
        for (id, c) in self.cards() {
            let traits = self.defs[usize::from(c.def)].traits();
            if traits.reacts() && listeners.next() != Some(&id) {
                return Err(wrong_listeners());
            }
            if !self.hearing.agrees(id, traits) {
                return Err(wrong_hearing());
            }
            hearing_entries += Hearing::entries_of(traits);
            if traits.grants_gigantic && granters.next() != Some(&id) {
                return Err(wrong_granters());
            }
            // CR 1.2.3: every card is in one zone; only tokens cease to exist (CR 7.3.5.c).
            ensure!(
                c.token || !matches!(c.zone, Zone::Gone),
                "card {} (not a token) has left the game",
                id.0
            );
            // CR 2.1.j: cards in hidden zones are not objects; each object has its own id.
            if c.zone.is_visible() {
                ensure!(c.obj != ObjectId::NONE, "card {} is visible but no object", id.0);
                objects.add(c.obj);
            } else {
                ensure!(c.obj == ObjectId::NONE, "card {} is hidden but an object", id.0);
            }
            // CR 2.4.1.c, 2.5.b: statuses and boosts only where they are kept.
            if !c.zone.holds_statuses() {
                ensure!(
                    c.status == Statuses::default(),
                    "card {} has statuses in {:?}",
                    id.0,
                    c.zone
                );
                ensure!(c.boosts == 0, "card {} has boosts in {:?}", id.0, c.zone);
            }
            // CR 5.1.2.i: Limbo holds only a Spell whose effect waits for a decision.
            if matches!(c.zone, Zone::Limbo) {
                ensure!(
                    self.spell_resolving(id),
                    "card {} waits in Limbo with no Spell resolving",
                    id.0
                );
            }
        }
        if listeners.next().is_some() {
            return Err(wrong_listeners());
        }
        if granters.next().is_some() {
            return Err(wrong_granters());
        }
        if self.hearing.entries() != hearing_entries {
            return Err(wrong_hearing());
        }
        ensure!(!objects.any_shared(), "two cards share one object id");
        Ok(())
    }

    /// Whether `card` is a Spell whose effect is resolving: the running one, or one that
    /// played a Spell and waits for it to be done (CR 5.2.b: Mana Flare's `Immediately play
    /// a Spell` keeps Mana Flare in Limbo while the Spell played resolves in it).
    fn spell_resolving(&self, card: CardId) -> bool {
        self.running
            .iter()
            .chain(&self.suspended)
            .any(|r| r.spell && r.emblem.source.card == card)
    }
}

/// The object ids met in a walk over the cards, to tell whether one is met twice: a bitset
/// for the ids under [`ObjectsSeen::BITS`] (those of every object of a game of a few thousand
/// moves: ids count the objects made), a list sorted at the end for any others. The answer
/// of sorting them all and comparing neighbours, without the sort or an allocation.
struct ObjectsSeen {
    bits: [u64; ObjectsSeen::BITS / 64],
    /// An id under `BITS` was met twice.
    shared: bool,
    others: Vec<ObjectId>,
}

impl ObjectsSeen {
    const BITS: usize = 4096;

    fn new() -> Self {
        ObjectsSeen {
            bits: [0; ObjectsSeen::BITS / 64],
            shared: false,
            others: Vec::new(),
        }
    }

    fn add(&mut self, obj: ObjectId) {
        match usize::try_from(obj.0) {
            Ok(i) if i < Self::BITS => {
                let (word, bit) = (i / 64, 1u64 << (i % 64));
                self.shared |= self.bits[word] & bit != 0;
                self.bits[word] |= bit;
            }
            _ => self.others.push(obj),
        }
    }

    fn any_shared(&mut self) -> bool {
        self.others.sort_unstable();
        self.shared || self.others.windows(2).any(|w| w[0] == w[1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pool::{CardDef, CardPool, Kind};
    use crate::scenario::Scenario;
    use crate::state::Side;
    use std::path::Path;
    use std::sync::Arc;

    /// A Character card of the test pool with one ability.
    fn card(pool: &mut CardPool, name: &str, ability: &str) -> Arc<CardDef> {
        let source = format!(
            "name: {name}\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\n\
             cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_{name}\n\n\
             {ability}\n"
        );
        pool.add_source(Path::new("test.card"), &source).unwrap()
    }

    /// In play, a card with a written trigger, one granting Gigantic and one with neither;
    /// a card with a written trigger in Hand. The indexes as the engine keeps them.
    fn state() -> (GameState, [CardId; 4]) {
        let mut pool = CardPool::new();
        let listener = card(
            &mut pool,
            "Listener",
            "When another Character joins your Expeditions | I gain 1 boost, up to a max of 2.",
        );
        let granter = card(&mut pool, "Granter", "Tokens you control are Gigantic.");
        let plain = Arc::new(CardDef::basic("Plain", Kind::Character, 1, 1, [1, 1, 1]));
        let p = PlayerId(0);
        let mut sc = Scenario::new();
        let ids = [
            sc.card(&listener, p, Zone::Expedition(p, Side::Hero)),
            sc.card(&granter, p, Zone::Expedition(p, Side::Hero)),
            sc.card(&plain, p, Zone::Expedition(p, Side::Companion)),
            sc.card(&listener, p, Zone::Hand(p)),
        ];
        let st = sc.build();
        assert_eq!(*st.listeners, [ids[0], ids[3]], "the cards with written triggers");
        assert_eq!(*st.granters, [ids[1]], "the cards granting Gigantic");
        assert_eq!(st.check_cards(), Ok(()));
        (st, ids)
    }

    fn broken(st: &GameState) -> String {
        st.check_cards().expect_err("an index is broken").to_string()
    }

    /// The index of the cards with written triggers may miss none, hold none more, and keep
    /// card order: the walk that compares it in step with the cards sees each.
    #[test]
    fn the_index_of_cards_with_written_triggers_is_their_definitions_own() {
        let (mut st, [listener, granter, plain, in_hand]) = state();
        for wrong in [
            vec![],
            vec![listener],
            vec![in_hand],
            vec![in_hand, listener],
            vec![listener, in_hand, in_hand],
            vec![listener, plain, in_hand],
            vec![listener, in_hand, granter],
        ] {
            st.listeners = wrong.clone().into();
            let message = broken(&st);
            assert!(message.contains("with written triggers"), "{wrong:?}: {message}");
        }
    }

    /// The index by kind of event and phase may miss no entry of a card, hold none of a
    /// card that has no such reaction, none of a kind its card does not listen to, and none
    /// past the cards.
    #[test]
    fn the_index_of_cards_by_what_they_listen_to_is_their_definitions_own() {
        let (mut st, [listener, _, plain, in_hand]) = state();
        let heard = st.def(listener).traits();
        let at_noon = crate::pool::Traits {
            phases: crate::pool::phase_bit(altered_grammar::Phase::Noon),
            ..heard
        };
        let everything = crate::pool::Traits {
            listens: crate::pool::Kinds::ALL,
            ..heard
        };
        assert_eq!(*st.hearing, st.hearing_from_cards());
        let made = |entries: &[(CardId, crate::pool::Traits)]| {
            let mut h = Hearing::default();
            for &(card, t) in entries {
                h.add(card, t);
            }
            h
        };
        for wrong in [
            made(&[]),
            made(&[(listener, heard)]),
            made(&[(in_hand, heard)]),
            made(&[(listener, heard), (in_hand, heard), (plain, heard)]),
            // As many entries as the cards', one on the wrong card: `agrees` tells.
            made(&[(listener, heard), (plain, heard)]),
            made(&[(listener, at_noon), (in_hand, heard)]),
            made(&[(listener, everything), (in_hand, heard)]),
            made(&[(listener, heard), (in_hand, heard), (CardId(4), heard)]),
            // Past the cards, which `agrees` does not read: the count of entries tells.
            made(&[(listener, heard), (in_hand, heard), (CardId(200), heard)]),
        ] {
            st.hearing = Arc::new(wrong.clone());
            let message = broken(&st);
            assert!(message.contains("by what they listen to"), "{wrong:?}: {message}");
        }
        st.hearing = Arc::new(made(&[(listener, heard), (in_hand, heard)]));
        assert_eq!(st.check_cards(), Ok(()), "the index as the cards make it");
    }

    #[test]
    fn the_index_of_cards_granting_gigantic_is_their_definitions_own() {
        let (mut st, [listener, granter, plain, _]) = state();
        for wrong in [vec![], vec![listener], vec![granter, plain], vec![plain, granter]] {
            st.granters = wrong.clone().into();
            let message = broken(&st);
            assert!(message.contains("granting Gigantic"), "{wrong:?}: {message}");
        }
    }

    /// A card whose zone changes without its index (not through `set_zone`) is caught: in
    /// the index of the cards where abilities work, and in the index of each zone's cards.
    #[test]
    fn the_zone_indexes_are_the_cards_own_zones() {
        let (mut st, [_, _, plain, in_hand]) = state();
        st.cards[plain.index()].zone = Zone::Expedition(PlayerId(0), Side::Hero);
        assert!(
            broken(&st).contains("the index of each zone's cards"),
            "{}",
            broken(&st)
        );
        st.cards[plain.index()].zone = Zone::Expedition(PlayerId(0), Side::Companion);
        assert_eq!(st.check_cards(), Ok(()));
        st.cards[in_hand.index()].zone = Zone::Expedition(PlayerId(0), Side::Companion);
        assert!(broken(&st).contains("where abilities work"), "{}", broken(&st));
    }

    /// A zone index whose active run ends past its entries (the runs do not cover them) is
    /// a broken index like any other: the check names it, where it panicked naming the
    /// active run for the message.
    #[test]
    fn an_index_whose_runs_pass_its_entries_is_named_not_panicked_on() {
        let (mut st, _) = state();
        crate::state::tests::end_active_run_past_the_entries(&mut st.zones);
        assert!(
            broken(&st).contains("the index of each zone's cards"),
            "{}",
            broken(&st)
        );
    }

    /// `check_cards` as it was before the objects were told apart by a bitset (a list
    /// sorted): what the check must answer, message and all.
    fn check_cards_as_before(st: &GameState) -> Result<(), Violation> {
        if !st.zones.agrees_with(&st.cards) {
            let zones = ZoneIndex::of(&st.cards);
            ensure!(
                !st.zones.runs_cover_entries() || st.zones.active() == zones.active(),
                "the index of cards where abilities work is {:?}, the cards say {:?}",
                st.zones.active(),
                zones.active()
            );
            return Err(Violation(format!(
                "the index of each zone's cards is {:?}, the cards say {:?}",
                st.zones, zones
            )));
        }
        let (mut listeners, mut granters) = (st.listeners.iter(), st.granters.iter());
        let wrong_listeners = || {
            Violation(format!(
                "the index of cards with written triggers (or phase triggers) is {:?}, the definitions say {:?}",
                st.listeners,
                st.listeners_from_cards()
            ))
        };
        let wrong_granters = || {
            Violation(format!(
                "the index of cards granting Gigantic is {:?}, the definitions say {:?}",
                st.granters,
                st.granters_from_cards()
            ))
        };
        let mut objects = Vec::new();
        for (id, c) in st.cards() {
            let traits = st.def(id).traits();
            if traits.reacts() && listeners.next() != Some(&id) {
                return Err(wrong_listeners());
            }
            if traits.grants_gigantic && granters.next() != Some(&id) {
                return Err(wrong_granters());
            }
            ensure!(
                c.token || !matches!(c.zone, Zone::Gone),
                "card {} (not a token) has left the game",
                id.0
            );
            if c.zone.is_visible() {
                ensure!(c.obj != ObjectId::NONE, "card {} is visible but no object", id.0);
                objects.push(c.obj);
            } else {
                ensure!(c.obj == ObjectId::NONE, "card {} is hidden but an object", id.0);
            }
            if !c.zone.holds_statuses() {
                ensure!(
                    c.status == Statuses::default(),
                    "card {} has statuses in {:?}",
                    id.0,
                    c.zone
                );
                ensure!(c.boosts == 0, "card {} has boosts in {:?}", id.0, c.zone);
            }
            if matches!(c.zone, Zone::Limbo) {
                ensure!(
                    st.spell_resolving(id),
                    "card {} waits in Limbo with no Spell resolving",
                    id.0
                );
            }
        }
        if listeners.next().is_some() {
            return Err(wrong_listeners());
        }
        if granters.next().is_some() {
            return Err(wrong_granters());
        }
        objects.sort_unstable();
        ensure!(
            objects.windows(2).all(|w| w[0] != w[1]),
            "two cards share one object id"
        );
        Ok(())
    }

    /// Every zone of a two-player table, Limbo and the tokens that ceased to exist.
    fn every_zone() -> Vec<Zone> {
        let mut zones = vec![Zone::Limbo, Zone::Gone];
        for p in [PlayerId(0), PlayerId(1)] {
            zones.extend([
                Zone::Deck(p),
                Zone::Hand(p),
                Zone::Discard(p),
                Zone::Reserve(p),
                Zone::Landmarks(p),
                Zone::Mana(p),
                Zone::HeroZone(p),
                Zone::Expedition(p, Side::Hero),
                Zone::Expedition(p, Side::Companion),
            ]);
        }
        zones
    }

    /// Breaks one thing of `st` (which may happen to leave it right): its zone index or a
    /// card's zone (`break_index`), its trigger or Gigantic index, a card's object (none,
    /// another card's, or one about the end of the bitset's ids), statuses, boosts or being
    /// a token.
    fn break_state(st: &mut GameState, next: &mut impl FnMut(usize) -> usize) {
        let cards = st.cards.len();
        if cards == 0 {
            return;
        }
        // An entry dropped, two swapped or one added (perhaps past the cards).
        let reindexed = |index: &[CardId], next: &mut dyn FnMut(usize) -> usize| -> Arc<[CardId]> {
            let mut index = index.to_vec();
            match next(3) {
                0 if !index.is_empty() => drop(index.remove(next(index.len()))),
                1 if index.len() > 1 => {
                    let other = next(index.len());
                    index.swap(0, other)
                }
                _ => {
                    let (at, id) = (next(index.len() + 1), CardId(next(cards + 1) as u16));
                    index.insert(at, id)
                }
            }
            index.into()
        };
        match next(9) {
            0 => {
                let b = (next(256) as u8, next(1 << 16) as u16, next(1 << 16) as u16);
                let fields = &mut **st;
                crate::state::tests::break_index(&mut fields.zones, &mut fields.cards, b);
            }
            1 => st.listeners = reindexed(&st.listeners, next),
            2 => st.granters = reindexed(&st.granters, next),
            3 => st.cards[next(cards)].obj = ObjectId::NONE,
            4 => st.cards[next(cards)].obj = st.cards[next(cards)].obj,
            5 => st.cards[next(cards)].obj = ObjectId((ObjectsSeen::BITS - 2 + next(4)) as u32),
            6 => st.cards[next(cards)].status.exhausted = true,
            7 => st.cards[next(cards)].boosts = 1,
            _ => {
                let c = next(cards);
                st.cards[c].token = !st.cards[c].token;
            }
        }
    }

    /// The check answers what it answered before its objects were told apart by a bitset
    /// (the zone index first, then each card in card order, then what is left of the trigger
    /// and Gigantic indexes, then the objects), message and all, on states with cards of
    /// every kind in every zone, broken at random in up to four ways. Every kind of answer the
    /// check can give is met, and objects are found shared both under the bitset's last id
    /// and past it.
    #[test]
    fn the_check_answers_as_it_did_before_its_bitset() {
        let mut pool = CardPool::new();
        let listener = card(
            &mut pool,
            "Listener",
            "When another Character joins your Expeditions | I gain 1 boost, up to a max of 2.",
        );
        let granter = card(&mut pool, "Granter", "Tokens you control are Gigantic.");
        let plain = Arc::new(CardDef::basic("Plain", Kind::Character, 1, 1, [1, 1, 1]));
        let defs = [listener, granter, plain];
        let zones = every_zone();
        let mut seed = 17u64;
        let mut next = |n: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize % n
        };
        let mut answers = std::collections::BTreeMap::<String, usize>::new();
        let mut shared = [0; 2];
        for case in 0..5000 {
            let mut sc = Scenario::new();
            for _ in 0..next(10) {
                // Limbo and the ceased tokens seldom, so that most cards can be right.
                let zone = zones[if next(4) == 0 {
                    next(zones.len())
                } else {
                    2 + next(zones.len() - 2)
                }];
                sc.card(&defs[next(defs.len())], PlayerId(next(2) as u8), zone);
            }
            let mut st = sc.build();
            for _ in 0..next(5) {
                break_state(&mut st, &mut next);
            }
            let answer = st.check_cards();
            assert_eq!(answer, check_cards_as_before(&st), "case {case}");
            // The answer's kind: its words before the first number or list.
            let kind = match &answer {
                Ok(()) => "right".to_owned(),
                Err(v) => {
                    v.0.split(|c: char| c.is_ascii_digit() || c == '[')
                        .next()
                        .unwrap_or_default()
                        .to_owned()
                }
            };
            if kind.starts_with("two cards share") {
                let past = st
                    .cards
                    .iter()
                    .filter(|c| c.obj.0 as usize >= ObjectsSeen::BITS)
                    .count();
                shared[usize::from(past >= 2)] += 1;
            }
            *answers.entry(kind).or_default() += 1;
        }
        let kinds: Vec<&str> = answers.keys().map(String::as_str).collect();
        assert_eq!(
            kinds,
            [
                "card ",
                "right",
                "the index of cards granting Gigantic is ",
                "the index of cards where abilities work is ",
                "the index of cards with written triggers (or phase triggers) is ",
                "the index of each zone's cards is ZoneIndex { order: ",
                "two cards share one object id",
            ],
            "{answers:?}"
        );
        assert!(
            shared.iter().all(|&n| n > 0),
            "shared under and past the bitset: {shared:?} ({answers:?})"
        );
    }
}
