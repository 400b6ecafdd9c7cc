//! Property tests over whole random games: the invariants hold at every decision.
mod common;

use altered_engine::*;
use proptest::prelude::*;
use std::collections::HashSet;

fn check_invariants(g: &Game, total_cards: usize) -> Result<(), TestCaseError> {
    let st = g.state();
    let cards: Vec<_> = st.cards().collect();
    prop_assert_eq!(cards.len(), total_cards, "no card created or lost");
    let mut seen_in_decks = HashSet::new();
    for (pi, pl) in st.players().iter().enumerate() {
        for &c in &pl.deck {
            prop_assert!(seen_in_decks.insert(c), "card {:?} twice in Deck lists", c);
            prop_assert_eq!(st.card(c).zone, Zone::Deck(PlayerId(pi as u8)));
        }
        if st.adventure().is_arena() {
            prop_assert_eq!(pl.markers, [0, 0], "every marker on the Arena");
        } else {
            prop_assert!(pl.markers.iter().all(|&m| m <= LAST_REGION), "markers on the Adventure");
        }
    }
    let mut objects = HashSet::new();
    for (id, c) in &cards {
        prop_assert_ne!(c.zone, Zone::Gone, "only tokens cease to exist");
        if let Zone::Deck(_) = c.zone {
            prop_assert!(
                seen_in_decks.contains(id),
                "card {:?} in a Deck zone but not its list",
                id
            );
        }
        prop_assert_ne!(c.zone, Zone::Limbo, "Limbo is empty between decisions");
        if c.zone.is_visible() {
            prop_assert!(
                c.obj != ObjectId::NONE && objects.insert(c.obj),
                "one object id per object"
            );
        } else {
            prop_assert_eq!(c.obj, ObjectId::NONE, "cards in hidden zones are not objects");
        }
        if !c.zone.holds_statuses() {
            prop_assert_eq!(c.status, Statuses::default(), "CR 2.4.1.c");
            prop_assert_eq!(c.boosts, 0, "CR 2.5.b");
        }
    }
    for p in 0..st.player_count() {
        prop_assert_eq!(st.count(Zone::HeroZone(PlayerId(p as u8))), 1);
    }
    // Mana orbs come only from setup and Expand, setup's before the first day.
    let mut orbs = 0;
    let mut day_started = false;
    for e in g.events() {
        match e {
            Event::Day(_) => day_started = true,
            Event::ManaOrb { cause, .. } => {
                orbs += 1;
                prop_assert_eq!(*cause, if day_started { OrbCause::Expand } else { OrbCause::Setup });
            }
            Event::Moved { to: Zone::Mana(_), .. } => {}
            _ => {}
        }
    }
    let in_mana: usize = (0..st.player_count())
        .map(|p| st.count(Zone::Mana(PlayerId(p as u8))))
        .sum();
    prop_assert_eq!(in_mana, orbs, "every orb has its creation event");
    let moved_in = g
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Moved { to: Zone::Mana(_), .. }))
        .count();
    prop_assert_eq!(moved_in, orbs, "nothing else entered a Mana zone");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), a in 0usize..6, b in 0usize..6, s0 in any::<u64>(), s1 in any::<u64>()) {
        let (da, db) = (common::deck(common::FACTIONS[a]), common::deck(common::FACTIONS[b]));
        let total = da.cards.len() + db.cards.len() + 2;
        let mut g = Game::builder().seed(seed).deck(da.clone()).deck(db.clone()).build().unwrap();
        let mut agents = [RandomAgent::new(s0), RandomAgent::new(s1)];
        let mut steps = 0;
        while let Some(d) = g.pending() {
            check_invariants(&g, total)?;
            let d = d.clone();
            prop_assert!(d.picks <= d.options.len());
            let choice = agents[d.player.index()].choose(&g.view(d.player), &d).unwrap();
            g.submit(choice).unwrap();
            steps += 1;
            prop_assert!(steps < 100_000, "the game ends");
        }
        check_invariants(&g, total)?;
        let outcome = g.outcome().cloned();
        prop_assert!(outcome.is_some());
        // Replay from the seed and the choices reproduces the final state.
        let again = Game::replay(Game::builder().seed(seed).deck(da).deck(db), g.choices()).unwrap();
        prop_assert_eq!(again.to_json(), g.to_json());
    }
}
