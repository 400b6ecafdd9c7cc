//! `Game::check_invariants`: it holds in real games, and each invariant fails when the
//! state breaks it (a saved game edited by hand, which `Game::from_json` loads because its
//! indices are all in range).
mod common;

use altered_engine::*;
use serde_json::Value;

/// A real game, thirty decisions in.
fn game() -> Game {
    let mut g = Game::builder()
        .seed(3)
        .deck(common::deck("axiom"))
        .deck(common::deck("bravos"))
        .build()
        .unwrap();
    let (mut a, mut b) = (RandomAgent::new(1), RandomAgent::new(2));
    play(&mut g, &mut [&mut a, &mut b], Some(30)).unwrap();
    g
}

/// The game saved, changed by `edit`, and loaded again.
fn edited(g: &Game, edit: impl FnOnce(&mut Value)) -> Game {
    let mut v: Value = serde_json::from_str(&g.to_json()).unwrap();
    edit(&mut v);
    Game::from_json(common::pool(), &v.to_string()).expect("structurally valid")
}

/// The index of the first card in `zone` (serde's form: `{"Hand": 0}`).
fn first_in(v: &Value, zone: Value) -> usize {
    v["cards"]
        .as_array()
        .unwrap()
        .iter()
        .position(|c| c["zone"] == zone)
        .unwrap()
}

fn broken(g: &Game) -> String {
    g.check_invariants().expect_err("an invariant is broken").to_string()
}

#[test]
fn a_game_keeps_every_invariant_at_every_decision() {
    let mut g = Game::builder()
        .seed(11)
        .deck(common::deck("ordis"))
        .deck(common::deck("yzmir"))
        .build()
        .unwrap();
    let (mut a, mut b) = (RandomAgent::new(5), RandomAgent::new(6));
    while g.pending().is_some() {
        assert_eq!(g.check_invariants(), Ok(()));
        play(&mut g, &mut [&mut a, &mut b], Some(1)).unwrap();
    }
    assert_eq!(g.check_invariants(), Ok(()));
}

/// CR 1.2.3, 7.3.5.c: only tokens cease to exist.
#[test]
fn cr_7_3_5_c_a_card_that_is_no_token_never_leaves_the_game() {
    let g = edited(&game(), |v| {
        let i = first_in(v, serde_json::json!({"Hand": 0}));
        v["cards"][i]["zone"] = "Gone".into();
    });
    assert!(broken(&g).contains("left the game"), "{}", broken(&g));
}

/// CR 2.5.b: boosts are kept only in play.
#[test]
fn cr_2_5_b_a_card_in_hand_has_no_boosts() {
    let g = edited(&game(), |v| {
        let i = first_in(v, serde_json::json!({"Hand": 1}));
        v["cards"][i]["boosts"] = 2.into();
    });
    assert!(broken(&g).contains("boosts"), "{}", broken(&g));
}

/// CR 2.1.j: a card in a hidden zone is no object, and each object has its own id (CR 2.1.a:
/// objects are in the visible zones, and a card in one is an object).
#[test]
fn cr_2_1_j_objects_are_in_visible_zones_and_distinct() {
    let g = edited(&game(), |v| {
        let i = first_in(v, serde_json::json!({"Hand": 0}));
        v["cards"][i]["obj"] = 1.into();
    });
    assert!(broken(&g).contains("hidden but an object"), "{}", broken(&g));
    let g = edited(&game(), |v| {
        let i = first_in(v, serde_json::json!({"HeroZone": 0}));
        v["cards"][i]["obj"] = 0.into();
    });
    assert!(broken(&g).contains("visible but no object"), "{}", broken(&g));
    let g = edited(&game(), |v| {
        let a = first_in(v, serde_json::json!({"HeroZone": 0}));
        let b = first_in(v, serde_json::json!({"HeroZone": 1}));
        v["cards"][b]["obj"] = v["cards"][a]["obj"].clone();
    });
    assert!(broken(&g).contains("share one object id"), "{}", broken(&g));
}

/// CR 1.3.1.c: one Hero each, in the Hero zone.
#[test]
fn cr_1_3_1_c_each_player_has_one_hero() {
    let g = edited(&game(), |v| {
        let i = first_in(v, serde_json::json!({"HeroZone": 1}));
        v["cards"][i]["zone"] = serde_json::json!({"Reserve": 1});
    });
    assert!(broken(&g).contains("no Hero or two"), "{}", broken(&g));
}

/// CR 5.1.2.i: a card waits in Limbo only as a Spell whose effect resolves (or waits for a
/// Spell it played, CR 5.2.b, which `play_effect.rs` checks holds); an object put there
/// with nothing resolving is named.
#[test]
fn cr_5_1_2_i_limbo_holds_only_a_spell_resolving() {
    let g = edited(&game(), |v| {
        let cards = v["cards"].as_array().unwrap();
        let i = cards
            .iter()
            .position(|c| c["obj"] != 0 && c["zone"].get("HeroZone").is_none())
            .expect("an object besides the Heroes");
        v["cards"][i]["zone"] = "Limbo".into();
    });
    assert!(broken(&g).contains("waits in Limbo"), "{}", broken(&g));
}

/// CR 1.4.6.c: a reaction activates at most a hundred times a day.
#[test]
fn cr_1_4_6_c_no_ability_activates_more_than_a_hundred_times_a_day() {
    let g = edited(&game(), |v| {
        v["activations"] = serde_json::json!([[1, 0, 101]]);
    });
    assert!(broken(&g).contains("activated 101 times"), "{}", broken(&g));
}

/// What the state derives from its cards (the index of the cards where abilities work) is
/// not saved: a game loaded from its save rebuilds it, keeps every invariant, and goes on
/// exactly as the game it was saved from.
#[test]
fn a_loaded_game_rebuilds_what_is_derived_and_goes_on_the_same() {
    let mut g = game();
    let mut loaded = Game::from_json(common::pool(), &g.to_json()).unwrap();
    assert_eq!(loaded.check_invariants(), Ok(()));
    let (mut a, mut b) = (RandomAgent::new(7), RandomAgent::new(8));
    let (mut c, mut d) = (RandomAgent::new(7), RandomAgent::new(8));
    play(&mut g, &mut [&mut a, &mut b], Some(200)).unwrap();
    play(&mut loaded, &mut [&mut c, &mut d], Some(200)).unwrap();
    assert_eq!(loaded.check_invariants(), Ok(()));
    assert_eq!(g.to_json(), loaded.to_json());
}
