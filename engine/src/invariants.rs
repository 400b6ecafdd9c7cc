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
use crate::state::{PlayerId, Statuses, Zone};
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
        // The index of the cards where abilities work is the cards' own zones.
        let active = st.active_from_cards();
        ensure!(
            st.zones.active() == active.as_slice(),
            "the index of cards where abilities work is {:?}, the cards say {:?}",
            st.zones.active(),
            active
        );
        // The index of each zone's cards is the cards' own zones.
        let zones = crate::state::ZoneIndex::of(&st.cards);
        ensure!(
            st.zones == zones,
            "the index of each zone's cards is {:?}, the cards say {:?}",
            st.zones,
            zones
        );
        // The index of the cards with written triggers is their definitions' own.
        let listeners = st.listeners_from_cards();
        ensure!(
            *st.listeners == *listeners,
            "the index of cards with written triggers is {:?}, the definitions say {:?}",
            st.listeners,
            listeners
        );
        // The index of the cards that grant Gigantic is their definitions' own.
        let granters = st.granters_from_cards();
        ensure!(
            *st.granters == *granters,
            "the index of cards granting Gigantic is {:?}, the definitions say {:?}",
            st.granters,
            granters
        );
        // CR 1.2.3: every card is in one zone; only tokens cease to exist (CR 7.3.5.c).
        for (id, c) in st.cards() {
            ensure!(
                c.token || c.zone != Zone::Gone,
                "card {} (not a token) has left the game",
                id.0
            );
            // CR 2.1.j: cards in hidden zones are not objects; each object has its own id.
            if c.zone.is_visible() {
                ensure!(
                    c.obj != crate::state::ObjectId::NONE,
                    "card {} is visible but no object",
                    id.0
                );
            } else {
                ensure!(
                    c.obj == crate::state::ObjectId::NONE,
                    "card {} is hidden but an object",
                    id.0
                );
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
            if c.zone == Zone::Limbo {
                let resolving = st.running().filter(|r| r.spell).map(|r| r.emblem.source.card);
                ensure!(
                    resolving == Some(id),
                    "card {} waits in Limbo with no Spell resolving",
                    id.0
                );
            }
        }
        let mut objects: Vec<_> = st
            .cards()
            .filter(|(_, c)| c.zone.is_visible())
            .map(|(_, c)| c.obj)
            .collect();
        objects.sort_unstable();
        ensure!(
            objects.windows(2).all(|w| w[0] != w[1]),
            "two cards share one object id"
        );
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
