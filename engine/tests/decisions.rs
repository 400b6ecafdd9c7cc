//! Decisions, bad input, serialization, replay, agents and views.
mod common;

use altered_engine::*;

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);

fn builder(seed: u64) -> GameBuilder {
    Game::builder()
        .seed(seed)
        .deck(common::deck("axiom"))
        .deck(common::deck("bravos"))
}

/// A game some way into its Afternoons, played by random agents.
fn mid_game(seed: u64, decisions: usize) -> Game {
    let mut g = builder(seed).build().unwrap();
    let (mut a, mut b) = (RandomAgent::new(seed + 1), RandomAgent::new(seed + 2));
    play(&mut g, &mut [&mut a, &mut b], Some(decisions)).unwrap();
    assert!(g.pending().is_some(), "still going");
    g
}

fn refused(g: &mut Game, choice: Choice) -> ChoiceError {
    let before = g.to_json();
    let pending = g.pending().cloned();
    let events = g.events().len();
    let err = g.submit(choice).expect_err("refused");
    assert_eq!(g.to_json(), before, "the state is exactly as it was");
    assert_eq!(g.pending().cloned(), pending);
    assert_eq!(g.events().len(), events);
    err
}

#[test]
fn an_illegal_choice_is_a_typed_error_and_changes_nothing() {
    let mut g = mid_game(5, 10);
    let d = g.pending().unwrap().clone();
    let other = PlayerId(1 - d.player.0);
    assert_eq!(
        refused(&mut g, Choice::one(other, 0)),
        ChoiceError::WrongPlayer {
            expected: d.player,
            got: other
        }
    );
    assert_eq!(
        refused(&mut g, Choice::one(d.player, d.options.len())),
        ChoiceError::OutOfRange {
            index: d.options.len(),
            len: d.options.len()
        }
    );
    assert_eq!(
        refused(&mut g, Choice::one(d.player, usize::MAX)),
        ChoiceError::OutOfRange {
            index: usize::MAX,
            len: d.options.len()
        }
    );
    assert!(matches!(
        refused(
            &mut g,
            Choice {
                player: d.player,
                picks: vec![].into()
            }
        ),
        ChoiceError::WrongCount { got: 0, .. }
    ));
    // The choice still works afterwards.
    g.submit(Choice::one(d.player, 0)).unwrap();
}

#[test]
fn picking_the_same_option_twice_is_refused() {
    let mut g = builder(2).build().unwrap();
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::SetupMana);
    assert_eq!(
        refused(
            &mut g,
            Choice {
                player: d.player,
                picks: vec![1, 1, 2].into()
            }
        ),
        ChoiceError::Duplicate { index: 1 }
    );
    assert!(matches!(
        refused(
            &mut g,
            Choice {
                player: d.player,
                picks: vec![0, 1, 2, 3].into()
            }
        ),
        ChoiceError::WrongCount { expected: 3, got: 4 }
    ));
}

#[test]
fn after_the_game_nothing_can_be_submitted() {
    let mut g = random_game(&[common::deck("axiom"), common::deck("bravos")], 4, 100).unwrap();
    assert!(g.outcome().is_some());
    assert_eq!(refused(&mut g, Choice::one(P0, 0)), ChoiceError::NoDecision);
}

#[test]
fn a_seed_and_the_choices_replay_the_game_exactly() {
    let decks = [common::deck("yzmir"), common::deck("muna")];
    for seed in [1, 2, 3] {
        let mut g = Game::builder()
            .seed(seed)
            .deck(decks[0].clone())
            .deck(decks[1].clone())
            .build()
            .unwrap();
        let (mut a, mut b) = (RandomAgent::new(seed * 7), RandomAgent::new(seed * 11));
        play(&mut g, &mut [&mut a, &mut b], None).unwrap();
        let again = Game::replay(
            Game::builder().seed(seed).deck(decks[0].clone()).deck(decks[1].clone()),
            g.choices(),
        )
        .unwrap();
        assert_eq!(again.to_json(), g.to_json());
        assert_eq!(again.events(), g.events());
        assert!(g.events().len() > 100);
    }
}

#[test]
fn replaying_with_other_choices_is_a_typed_error() {
    let mut g = builder(4).build().unwrap();
    let (mut a, mut b) = (RandomAgent::new(1), RandomAgent::new(2));
    play(&mut g, &mut [&mut a, &mut b], Some(6)).unwrap();
    let mut choices = g.choices().to_vec();
    choices[3].picks = vec![usize::MAX].into();
    let err = Game::replay(builder(4), &choices).unwrap_err();
    assert!(
        matches!(
            err,
            ReplayError::Choice {
                index: 3,
                error: ChoiceError::OutOfRange { .. }
            }
        ),
        "{err}"
    );
    let err = Game::replay(Game::builder(), &choices).unwrap_err();
    assert_eq!(err, ReplayError::Setup(SetupError::PlayerCount(0)));
}

#[test]
fn the_same_seed_gives_the_same_game_and_another_seed_another() {
    let decks = [common::deck("axiom"), common::deck("bravos")];
    let a = random_game(&decks, 9, 100).unwrap();
    let b = random_game(&decks, 9, 100).unwrap();
    let c = random_game(&decks, 10, 100).unwrap();
    assert_eq!(a.to_json(), b.to_json());
    assert_ne!(a.to_json(), c.to_json());
}

#[test]
fn a_saved_game_loads_and_plays_on_identically() {
    let pool = common::pool();
    let mut g = mid_game(8, 25);
    let json = g.to_json();
    let mut loaded = Game::from_json(pool, &json).unwrap();
    assert_eq!(loaded.to_json(), json);
    assert_eq!(loaded.pending(), g.pending());
    // Both continue with the same agents: same ending (the RNG is part of the state).
    let (mut a1, mut b1) = (RandomAgent::new(99), RandomAgent::new(98));
    let (mut a2, mut b2) = (RandomAgent::new(99), RandomAgent::new(98));
    play(&mut g, &mut [&mut a1, &mut b1], None).unwrap();
    play(&mut loaded, &mut [&mut a2, &mut b2], None).unwrap();
    assert_eq!(g.to_json(), loaded.to_json());
}

#[test]
fn a_state_file_that_does_not_deserialize_is_a_typed_error() {
    let pool = common::pool();
    assert!(matches!(Game::from_json(pool, ""), Err(LoadError::Json(_))));
    assert!(matches!(
        Game::from_json(pool, "{\"cards\": 3}"),
        Err(LoadError::Json(_))
    ));
    assert!(matches!(
        Game::from_json(pool, "[[[[[[[[[[[[[[[["),
        Err(LoadError::Json(_))
    ));
    let json = mid_game(3, 5).to_json();
    let unknown = json.replacen("ALT_", "NOPE_", 1);
    assert!(matches!(Game::from_json(pool, &unknown), Err(LoadError::UnknownCard(r)) if r.starts_with("NOPE_")));
}

#[test]
fn a_state_file_with_broken_invariants_is_refused() {
    let pool = common::pool();
    let json = mid_game(3, 5).to_json();
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    type Breaker = Box<dyn Fn(&mut serde_json::Value)>;
    let breakers: Vec<(&str, Breaker)> = vec![
        ("def index", Box::new(|v| v["cards"][0]["def"] = 9999.into())),
        ("owner", Box::new(|v| v["cards"][0]["owner"] = 7.into())),
        (
            "zone owner",
            Box::new(|v| v["cards"][3]["zone"] = serde_json::json!({"Reserve": 5})),
        ),
        ("marker", Box::new(|v| v["players"][0]["markers"][0] = 40.into())),
        ("deck list", Box::new(|v| v["players"][0]["deck"][0] = 60000.into())),
        (
            "third player",
            Box::new(|v| {
                let p = v["players"][0].clone();
                v["players"].as_array_mut().unwrap().push(p);
            }),
        ),
        ("first player", Box::new(|v| v["first_player"] = 3.into())),
        ("turn", Box::new(|v| v["step"] = serde_json::json!({"Turn": 9}))),
        ("adventure", Box::new(|v| v["adventure"]["len"] = 3.into())),
        ("object ids", Box::new(|v| v["next_obj"] = u32::MAX.into())),
    ];
    for (what, f) in breakers {
        let mut w = v.clone();
        f(&mut w);
        let r = Game::from_json(pool, &w.to_string());
        assert!(
            matches!(r, Err(LoadError::Invalid(_)) | Err(LoadError::Json(_))),
            "{what}: {r:?}"
        );
    }
    // A card in a Deck zone that is missing from the Deck list.
    let deck_card = v["players"][0]["deck"][0].as_u64().unwrap() as usize;
    v["players"][0]["deck"].as_array_mut().unwrap().remove(0);
    let r = Game::from_json(pool, &v.to_string());
    assert!(
        matches!(r, Err(LoadError::Invalid(ref m)) if m.contains(&deck_card.to_string())),
        "{r:?}"
    );
}

#[test]
fn decisions_and_events_serialize() {
    let g = mid_game(6, 12);
    let d = serde_json::to_string(g.pending().unwrap()).unwrap();
    let back: Decision = serde_json::from_str(&d).unwrap();
    assert_eq!(&back, g.pending().unwrap());
    let e = serde_json::to_string(g.events()).unwrap();
    let back: Vec<Event> = serde_json::from_str(&e).unwrap();
    assert_eq!(back, g.events());
}

#[test]
fn a_view_hides_the_opponents_hand_and_every_deck() {
    let g = mid_game(2, 8);
    let st = g.state();
    let v = g.view(P0);
    for c in st.in_zone(Zone::Hand(P1)) {
        assert!(v.card(c).is_none());
    }
    for c in st.in_zone(Zone::Hand(P0)) {
        assert!(v.card(c).is_some(), "CR 3.2.5.b: one's own hand");
    }
    for &c in &st.player(P0).deck {
        assert!(v.card(c).is_none(), "CR 3.1.3.f");
    }
    for c in st.in_zone(Zone::Mana(P1)) {
        assert!(v.card(c).is_none(), "CR 3.2.9.a remark: others' orbs are face down");
    }
    assert!(v.zone(Zone::Hand(P1)).is_empty());
    assert_eq!(
        v.count(Zone::Hand(P1)),
        st.count(Zone::Hand(P1)),
        "CR 1.2.3.g: the number is known"
    );
    let faces = v.regions();
    for (r, region) in st.adventure().regions().iter().enumerate() {
        assert_eq!(faces[r].is_some(), region.face_up);
    }
}

#[test]
fn a_scripted_agent_fails_on_an_unexpected_decision() {
    let mut g = builder(1).build().unwrap();
    let first = g.pending().unwrap().player;
    let mut s0 = ScriptedAgent::new().then(first, DecisionKind::Turn, Pick::Pass);
    let mut s1 = ScriptedAgent::new();
    let (a, b): (&mut dyn Agent, &mut dyn Agent) = if first == P0 {
        (&mut s0, &mut s1)
    } else {
        (&mut s1, &mut s0)
    };
    let err = play(&mut g, &mut [a, b], None).unwrap_err();
    assert!(
        matches!(
            err,
            PlayError::Agent(AgentError::Unexpected {
                got: DecisionKind::SetupMana,
                ..
            })
        ),
        "{err}"
    );
    let mut s = ScriptedAgent::new();
    let err = play(&mut g, &mut [&mut s, &mut ScriptedAgent::new()], None).unwrap_err();
    assert!(matches!(err, PlayError::Agent(AgentError::ScriptOver { .. })));
}

#[test]
fn a_scripted_game_plays_by_name() {
    use std::sync::Arc;
    let unit = Arc::new(CardDef::basic("Unit", Kind::Character, 1, 1, [2, 2, 2]));
    let orb = Arc::new(CardDef::basic("Orb", Kind::Spell, 9, 9, [0; 3]));
    let mut sc = Scenario::new();
    for p in [P0, P1] {
        sc.cards(&orb, p, Zone::Mana(p), 2);
        sc.cards(&unit, p, Zone::Hand(p), 1);
        sc.cards(&orb, p, Zone::Deck(p), 6);
    }
    let mut st = sc.build();
    st.set_step(Step::Afternoon, Phase::Noon);
    st.set_day(2, 3);
    let mut g = Game::from_state(st);
    let mut p0 = ScriptedAgent::new()
        .then(
            P0,
            DecisionKind::Turn,
            Pick::Play("Unit".into(), PlayFrom::Hand, Some(Side::Hero)),
        )
        // Day 3: P1 is first; Expand in initiative order.
        .then(P0, DecisionKind::Expand, Pick::Skip)
        // Rested in Reserve, Unit can be played again for its reserve cost; P0 declines.
        .then(P0, DecisionKind::Turn, Pick::Pass);
    let mut p1 = ScriptedAgent::new()
        .then(P1, DecisionKind::Turn, Pick::Pass)
        .then(P1, DecisionKind::Expand, Pick::Cards(vec!["Orb".into()]))
        .then(P1, DecisionKind::Turn, Pick::Pass);
    let outcome = play(&mut g, &mut [&mut p0, &mut p1], None).unwrap().unwrap();
    assert!(p0.finished() && p1.finished());
    assert_eq!(outcome.winner, None, "stopped by the day limit");
    // P0's lone Character won every terrain on day 2 and rested in Reserve.
    assert_eq!(g.state().player(P0).markers, [1, 7]);
    assert_eq!(g.state().count(Zone::Mana(P1)), 3);
}

// ---- Deck lists ------------------------------------------------------------------------

#[test]
fn every_bundled_deck_resolves_against_cards() {
    for f in common::FACTIONS {
        let d = common::deck(f);
        assert!(d.hero.is_some(), "{f} has a Hero");
        assert!(d.cards.len() >= 33, "{f}: {}", d.cards.len());
        let reparsed = Deck::parse(f, &d.to_export(), common::pool()).unwrap();
        assert_eq!(reparsed.cards.len(), d.cards.len());
    }
}

#[test]
fn bad_deck_lines_are_typed_errors_with_their_line() {
    let pool = common::pool();
    let parse = |t: &str| Deck::parse("t", t, pool).unwrap_err();
    assert_eq!(
        parse("1 ALT_CORE_B_AX_01_C\n\n3 NOPE_1\n"),
        DeckError::UnknownReference {
            line: 3,
            reference: "NOPE_1".into()
        }
    );
    assert!(matches!(
        parse("three ALT_CORE_B_AX_28_C"),
        DeckError::Malformed { line: 1, .. }
    ));
    assert!(matches!(parse("3"), DeckError::Malformed { line: 1, .. }));
    assert!(matches!(
        parse("3 ALT_CORE_B_AX_28_C extra"),
        DeckError::Malformed { line: 1, .. }
    ));
    assert!(matches!(
        parse("-1 ALT_CORE_B_AX_28_C"),
        DeckError::Malformed { line: 1, .. }
    ));
    assert!(matches!(
        parse("# c\n0 ALT_CORE_B_AX_28_C"),
        DeckError::BadCount { line: 2, .. }
    ));
    assert!(matches!(
        parse("99999999999999999999 ALT_CORE_B_AX_28_C"),
        DeckError::BadCount { line: 1, .. }
    ));
    assert!(matches!(
        parse("1 ALT_CORE_B_AX_01_C\n1 ALT_CORE_B_BR_02_C"),
        DeckError::SecondHero { line: 2, .. }
    ));
    assert!(matches!(parse("1 ALT_CORE_B_AX_01_C"), DeckError::Empty));
    assert!(matches!(
        parse("99 ALT_CORE_B_AX_28_C\n99 ALT_CORE_B_AX_28_C\n99 ALT_CORE_B_AX_28_C"),
        DeckError::TooManyCards { line: 3 }
    ));
    let token = pool.cards().iter().find(|c| c.kind == Kind::Token).unwrap();
    assert!(matches!(
        parse(&format!("1 {}", token.reference())),
        DeckError::NotADeckCard { line: 1, .. }
    ));
    // Every error message names its line.
    assert!(parse("\n\nbad").to_string().starts_with("line 3:"));
}

#[test]
fn the_whole_pool_compiles() {
    let (pool, skipped) = CardPool::load_dir(&common::root().join("cards")).unwrap();
    assert!(skipped.is_empty(), "{skipped:?}");
    assert!(pool.len() >= 245);
    assert!(pool
        .get("ALT_CORE_B_AX_01_C")
        .is_some_and(|h| h.kind == Kind::Hero && h.limits.is_some()));
}

#[test]
fn decks_of_one_card_play_through() {
    // Tiny decks: draws run dry, Discard piles are reshuffled, nothing panics.
    let pool = common::pool();
    let a = Deck::parse("a", "1 ALT_CORE_B_AX_28_C", pool).unwrap();
    let b = Deck::parse("b", "2 ALT_CORE_B_BR_28_C", pool).unwrap();
    for seed in 0..5 {
        let g = random_game(&[a.clone(), b.clone()], seed, 30).unwrap();
        assert!(g.outcome().is_some());
    }
}

#[test]
fn only_two_players_for_now() {
    let err = Game::builder().deck(common::deck("axiom")).build().unwrap_err();
    assert_eq!(err, SetupError::PlayerCount(1));
}
