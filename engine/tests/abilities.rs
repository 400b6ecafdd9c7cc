//! Card abilities in play: real cards from `cards/` played in small positions built with
//! `Scenario`, every decision scripted. Tests of a rule are named after its number in the
//! Complete Rules 4.0.
mod common;

use common::{choose, play, position, real, settled, start, P0, P1};

use altered_engine::*;
use std::path::Path;
use std::sync::Arc;

/// A card written for one test (for combinations no real card has).
fn written(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Scout\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
         cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_SCOUT\n\n{body}"
    );
    let mut pool = CardPool::new();
    pool.add_source(Path::new("test.card"), &source)
        .expect("the test card compiles")
}

fn character(name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 9, 9, [1, 1, 1]))
}

fn created(g: &Game) -> usize {
    g.events()
        .iter()
        .filter(|e| matches!(e, Event::ReactionCreated { .. }))
        .count()
}

#[test]
fn babas_isba_etb_draws_a_card_when_it_joins_the_landmark_zone() {
    // CR 7.1.1: `etb` is "when I join the Expedition zone or the Landmark zone".
    let mut sc = position(3, 2);
    let isba = sc.card(&real("ALT_CORE_B_YZ_28_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, isba, None);
    settled(&g);
    assert_eq!(g.state().card(isba).zone, Zone::Landmarks(P0));
    assert_eq!(g.state().count(Zone::Hand(P0)), 2, "drew a card (beside the spare)");
    assert_eq!(g.state().count(Zone::Deck(P0)), 1);
    let ev = g.events();
    let joined = ev
        .iter()
        .position(|e| matches!(e, Event::Moved { card, to: Zone::Landmarks(_), .. } if *card == isba))
        .unwrap();
    let activated = ev
        .iter()
        .position(|e| matches!(e, Event::ReactionCreated { card, ability: 0 } if *card == isba))
        .unwrap();
    let played = ev
        .iter()
        .position(|e| matches!(e, Event::ReactionPlayed { card, .. } if *card == isba))
        .unwrap();
    assert!(joined < activated && activated < played, "CR 6.3.h then CR 4.4.b");
}

#[test]
fn cr_6_1_g_the_stew_gives_the_chosen_target_a_boost() {
    let mut sc = position(2, 0);
    let stew = sc.card(&real("ALT_BISE_B_BR_62_R2"), P0, Zone::Hand(P0));
    let mine = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, stew, Some(Side::Hero));
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    assert_eq!(
        d.options,
        vec![Opt::Card(mine), Opt::Card(theirs)],
        "Characters in play; no skip"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(theirs).boosts, 1);
    assert_eq!(g.state().card(mine).boosts, 0);
    assert_eq!(g.state().stats(theirs), [2, 2, 2]);
}

#[test]
fn cr_1_2_6_d_dorothy_gale_may_send_a_target_to_reserve() {
    for yes in [true, false] {
        let mut sc = position(5, 0);
        let dorothy = sc.card(&real("ALT_CORE_B_YZ_16_R1"), P0, Zone::Hand(P0));
        let theirs = sc.card(&character("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
        let mut g = start(sc);
        play(&mut g, dorothy, Some(Side::Companion));
        choose(&mut g, DecisionKind::May, |o| {
            *o == if yes { Opt::Yes } else { Opt::No }
        });
        if yes {
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
        }
        settled(&g);
        let expected = if yes {
            Zone::Reserve(P1)
        } else {
            Zone::Expedition(P1, Side::Hero)
        };
        assert_eq!(g.state().card(theirs).zone, expected);
    }
}

#[test]
fn cr_7_3_5_mobile_armory_creates_a_recruit_in_its_expedition() {
    let mut sc = position(1, 0);
    let armory = sc.card(&real("ALT_ALIZE_B_OR_45_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let before = g.state().cards().count();
    play(&mut g, armory, Some(Side::Companion));
    settled(&g);
    let st = g.state();
    assert_eq!(st.cards().count(), before + 1);
    let (token, c) = st.cards().last().unwrap();
    assert!(c.token);
    assert_eq!(
        c.zone,
        Zone::Expedition(P0, Side::Companion),
        "CR 7.3.5.a, `my Expedition`"
    );
    let def = st.def(token);
    assert_eq!(
        (def.name.as_str(), def.subtypes.clone()),
        ("Ordis Recruit", vec!["Soldier".to_string()])
    );
    assert_eq!(st.stats(token), [1, 1, 1]);
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::TokenCreated { card, side: Side::Companion, .. } if *card == token)));
    // A saved game names the token by a reference that rebuilds it without the pool.
    let again = CardDef::from_token_ref(def.reference()).unwrap();
    assert_eq!((again.name.as_str(), again.stats), ("Ordis Recruit", [1, 1, 1]));
}

#[test]
fn cr_7_3_13_daring_porter_exhausted_resupply() {
    let mut sc = position(3, 2);
    let porter = sc.card(&real("ALT_ALIZE_B_AX_37_R1"), P0, Zone::Hand(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let mut g = start(sc);
    play(&mut g, porter, Some(Side::Hero));
    settled(&g);
    let c = g.state().card(top);
    assert_eq!(c.zone, Zone::Reserve(P0), "CR 7.3.26.a: the top card");
    assert!(c.status.exhausted, "CR 7.3.13.a: then exhausted");
}

#[test]
fn cr_7_3_26_b_floral_tent_resupplies_from_a_refilled_deck() {
    let mut sc = position(1, 0);
    let tent = sc.card(&real("ALT_ALIZE_B_MU_44_C"), P0, Zone::Hand(P0));
    let discarded = sc.card(&character("Old"), P0, Zone::Discard(P0));
    let mut g = start(sc);
    play(&mut g, tent, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(discarded).zone, Zone::Reserve(P0));
    assert!(g.events().contains(&Event::Shuffled(P0)));
}

#[test]
fn cr_5_1_2_i_conjuring_seal_draws_two_then_goes_to_reserve() {
    let mut sc = position(3, 3);
    let seal = sc.card(&real("ALT_CORE_B_YZ_23_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, seal, None);
    settled(&g);
    assert_eq!(g.state().count(Zone::Hand(P0)), 3);
    assert_eq!(g.state().card(seal).zone, Zone::Reserve(P0), "CR 5.2.4.b");
    let drew = g
        .events()
        .iter()
        .rposition(|e| matches!(e, Event::Moved { to: Zone::Hand(_), .. }))
        .unwrap();
    let left = g
        .events()
        .iter()
        .position(|e| matches!(e, Event::Moved { card, from: Zone::Limbo, .. } if *card == seal))
        .unwrap();
    assert!(drew < left, "the effect happens in Limbo, then the Spell leaves it");
}

#[test]
fn cr_1_2_6_e_athena_gains_boosts_only_if_the_condition_holds() {
    for others in [1, 2] {
        let mut sc = position(5, 0);
        let athena = sc.card(&real("ALT_CORE_B_AX_18_R2"), P0, Zone::Hand(P0));
        sc.cards(&character("Friend"), P0, Zone::Expedition(P0, Side::Companion), others);
        let mut g = start(sc);
        play(&mut g, athena, Some(Side::Hero));
        settled(&g);
        let expected = if others >= 2 { 2 } else { 0 };
        assert_eq!(g.state().card(athena).boosts, expected, "{others} other Characters");
    }
}

#[test]
fn cr_7_3_30_armored_jammer_sabotage_may_discard_nothing() {
    let mut sc = position(2, 0);
    let jammer = sc.card(&real("ALT_CORE_B_AX_28_C"), P0, Zone::Hand(P0));
    let theirs = sc.card(&character("Theirs"), P1, Zone::Reserve(P1));
    let mut g = start(sc);
    play(&mut g, jammer, None);
    let d = g.pending().unwrap();
    assert_eq!(
        d.options,
        vec![Opt::Skip, Opt::Card(theirs)],
        "up to one target card in a Reserve"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Skip);
    settled(&g);
    assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1));
}

#[test]
fn cr_4_4_b_the_controller_chooses_the_order_of_their_reactions() {
    let scout = written("etb Draw a card.\nhand I gain 1 boost.\n");
    let mut sc = position(1, 1);
    let card = sc.card(&scout, P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    assert_eq!(created(&g), 2, "both reactions activated by the same event");
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::ChooseReaction);
    assert_eq!(
        d.options,
        vec![Opt::Reaction { card, ability: 0 }, Opt::Reaction { card, ability: 1 }]
    );
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        *o == Opt::Reaction { card, ability: 1 }
    });
    settled(&g);
    let played: Vec<u16> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::ReactionPlayed { ability, .. } => Some(*ability),
            _ => None,
        })
        .collect();
    assert_eq!(
        played,
        [1, 0],
        "the chosen one first, then the other, checked again (CR 4.4.c)"
    );
    assert_eq!(g.state().card(card).boosts, 1);
    assert_eq!(g.state().count(Zone::Hand(P0)), 2);
}

#[test]
fn cr_5_2_1_b_a_reserve_reaction_triggers_only_from_reserve() {
    let scout = written("hand I gain 1 boost.\nreserve I gain 2 boosts.\n");
    let mut sc = position(1, 0);
    let card = sc.card(&scout, P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(card).boosts, 2);
    assert!(g.state().card(card).status.fleeting, "CR 5.2.1.c");
}

#[test]
fn cr_1_2_6_f_if_you_do_reads_whether_the_step_happened() {
    // Nothing to sacrifice: the step can't happen, so `If you do` is false.
    let scout = written("etb You may sacrifice a Robot. If you do, draw a card.\n");
    let mut sc = position(1, 1);
    let card = sc.card(&scout, P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    settled(&g);
    assert_eq!(g.state().count(Zone::Hand(P0)), 1, "no Robot, no sacrifice, no card");
}

#[test]
fn random_games_with_real_abilities_play_to_the_end() {
    // Every faction's bundled deck, with the abilities the interpreter supports.
    for (i, pair) in common::FACTIONS.windows(2).enumerate() {
        let mut g = Game::builder()
            .seed(i as u64)
            .deck(common::deck(pair[0]))
            .deck(common::deck(pair[1]))
            .build()
            .unwrap();
        let (mut a, mut b) = (RandomAgent::new(1), RandomAgent::new(2));
        let outcome = altered_engine::play(&mut g, &mut [&mut a, &mut b], None).unwrap();
        assert!(outcome.is_some());
        assert!(created(&g) > 0, "{pair:?}: some reaction ran");
    }
}

#[test]
fn cr_7_3_5_b_lindiwe_and_maw_creates_a_token_with_the_quoted_reaction() {
    let mut sc = position(2, 2);
    let hero = sc.card(&real("ALT_CORE_B_YZ_02_C"), P0, Zone::HeroZone(P0));
    let gift = sc.card(&real("ALT_CORE_B_YZ_20_C"), P0, Zone::Hand(P0));
    let victim = sc.card(
        &Arc::new(CardDef::basic("Victim", Kind::Character, 1, 1, [1; 3])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == hero),
    );
    settled(&g);
    let (maw, c) = g.state().cards().last().unwrap();
    assert_eq!((c.token, c.zone), (true, Zone::Expedition(P0, Side::Companion)));
    assert_eq!(g.state().def(maw).name, "Maw");
    // Its own reaction (CR 7.3.5.b): when you sacrifice a Character, it gains 2 boosts.
    play(&mut g, gift, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    settled(&g);
    assert!(
        !matches!(g.state().card(victim).zone, Zone::Expedition(..)),
        "sacrificed"
    );
    assert_eq!(g.state().card(maw).boosts, 2);
    // A saved game's reference rebuilds the token with its ability.
    let again = CardDef::from_token_ref(g.state().def(maw).reference()).unwrap();
    assert_eq!(again.compiled, g.state().def(maw).compiled);
    assert!(again.compiled.iter().all(Option::is_some) && !again.compiled.is_empty());
}
