//! What must hold of a game between any two decisions, whatever the cards and choices:
//! checked by the property tests, the fuzz target that plays games, and `altered sim
//! --check-invariants` (the soak of RELIABILITY.md).
//!
//! These are consequences of the Complete Rules that the engine's data does not enforce
//! by its types: that every card is in exactly one zone, that hidden zones stay hidden, and
//! that the hundred-a-day bounds hold. (Boosts and counters are unsigned, so they cannot go
//! below zero; what is checked of them is where they may be.)

use crate::game::{validate, Game};
use crate::quick::QUICK_ACTION_LIMIT;
use crate::state::{GameState, ObjectId, PlayerId, Statuses, Zone, ZoneIndex};
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
        let mut objects = Vec::with_capacity(self.cards.len());
        for (id, c) in self.cards() {
            let traits = self.def(id).traits();
            if traits.reacts() && listeners.next() != Some(&id) {
                return Err(wrong_listeners());
            }
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
                objects.push(c.obj);
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
                let resolving = self.running().filter(|r| r.spell).map(|r| r.emblem.source.card);
                ensure!(
                    resolving == Some(id),
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pool::{CardDef, CardPool, Kind};
    use crate::scenario::Scenario;
    use crate::state::{CardId, Side};
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
}
