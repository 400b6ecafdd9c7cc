//! Property tests over whole random games: the invariants hold at every decision.
mod common;

use altered_engine::*;
use proptest::prelude::*;

fn check_invariants(g: &Game, total_cards: usize) -> Result<(), TestCaseError> {
    // The engine's own invariants (every card in one zone, hidden zones hidden, the
    // hundred-a-day bounds…), then what only a whole game's history shows.
    if let Err(v) = g.check_invariants() {
        return Err(TestCaseError::fail(v.to_string()));
    }
    let st = g.state();
    let cards: Vec<_> = st.cards().collect();
    prop_assert!(cards.len() >= total_cards, "no card lost");
    for (_, c) in &cards[total_cards..] {
        prop_assert!(c.token, "only tokens are created (CR 7.3.5)");
    }
    // Mana orbs come only from setup and Expand, setup's before the first day.
    let mut orbs = 0;
    let mut day_started = false;
    for e in g.events() {
        match e {
            Event::Day(_) => day_started = true,
            Event::ManaOrb { cause, .. } => {
                orbs += 1;
                // CR 7.3.24: effects put orbs too, during the day.
                if *cause != OrbCause::Effect || !day_started {
                    prop_assert_eq!(*cause, if day_started { OrbCause::Expand } else { OrbCause::Setup });
                }
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

/// Every numeric leaf of a JSON document, as a path of keys and indices.
fn numeric_leaves(v: &serde_json::Value, path: &mut Vec<serde_json::Value>, out: &mut Vec<Vec<serde_json::Value>>) {
    match v {
        serde_json::Value::Number(_) => out.push(path.clone()),
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.into());
                numeric_leaves(x, path, out);
                path.pop();
            }
        }
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                path.push(k.clone().into());
                numeric_leaves(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn leaf_mut<'a>(v: &'a mut serde_json::Value, path: &[serde_json::Value]) -> &'a mut serde_json::Value {
    path.iter().fold(v, |v, k| match k {
        serde_json::Value::String(s) => &mut v[s.as_str()],
        k => &mut v[k.as_u64().unwrap() as usize],
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// A saved game with any one number changed either loads and plays on without a panic,
    /// or is refused with a typed error.
    #[test]
    fn a_tampered_saved_game_never_panics(which in any::<prop::sample::Index>(), value in prop_oneof![0u64..10, 0u64..300, any::<u32>().prop_map(u64::from), Just(u64::MAX)], seed in 0u64..4) {
        let pool = common::pool();
        let mut g = Game::builder().seed(seed).deck(common::deck("axiom")).deck(common::deck("yzmir")).build().unwrap();
        let (mut a, mut b) = (RandomAgent::new(1), RandomAgent::new(2));
        play(&mut g, &mut [&mut a, &mut b], Some(20)).unwrap();
        let mut v: serde_json::Value = serde_json::from_str(&g.to_json()).unwrap();
        let mut leaves = Vec::new();
        numeric_leaves(&v, &mut Vec::new(), &mut leaves);
        let path = which.get(&leaves).clone();
        *leaf_mut(&mut v, &path) = value.into();
        if let Ok(mut loaded) = Game::from_json(pool, &v.to_string()) {
            let (mut a, mut b) = (RandomAgent::new(3), RandomAgent::new(4));
            let _ = play(&mut loaded, &mut [&mut a, &mut b], Some(2_000));
        }
    }
}
