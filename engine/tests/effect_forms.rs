//! Effect forms with real cards from `cards/`: modal effects, die rolls, amounts computed in
//! play, putting cards in the Mana zone, switching Expeditions, activating reactions, and
//! the qualifiers and conditions they use. Every decision is scripted; tests are named
//! after the Complete Rules 4.0.
mod common;

use common::{choose, filler, play, position, real, rolled, settled, start, P0, P1};

use altered_engine::*;
use std::sync::Arc;

fn basic(name: &str, kind: Kind, hand_cost: u8, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, hand_cost, 9, stats))
}

fn options(g: &Game, kind: DecisionKind) -> Vec<Opt> {
    let d = g.pending().expect("a decision");
    assert_eq!(d.kind, kind, "{d:?}");
    d.options.clone()
}

#[test]
fn cr_5_1_2_c_3_kelon_burst_runs_the_chosen_mode_only() {
    let mut sc = position(3, 0);
    let burst = sc.card(&real("ALT_CORE_B_AX_23_R2"), P0, Zone::Hand(P0));
    let cheap = sc.card(
        &basic("Cheap", Kind::LandmarkPermanent, 4, [0; 3]),
        P1,
        Zone::Landmarks(P1),
    );
    let dear = sc.card(
        &basic("Dear", Kind::LandmarkPermanent, 5, [0; 3]),
        P1,
        Zone::Landmarks(P1),
    );
    let them = sc.card(
        &basic("Them", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, burst, None);
    assert_eq!(
        options(&g, DecisionKind::ChooseMode),
        vec![Opt::Mode(0), Opt::Mode(1)],
        "Choose one: no skip"
    );
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(1));
    // Discard target Permanent with Hand Cost 4 or less (CR 2.2.7).
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(cheap)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(cheap));
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(cheap).zone, Zone::Discard(P1));
    assert_eq!(st.card(dear).zone, Zone::Landmarks(P1));
    assert_eq!(
        st.card(them).zone,
        Zone::Expedition(P1, Side::Hero),
        "the other mode did not run"
    );
}

#[test]
fn cr_7_3_28_ouroboros_trickster_gains_boosts_by_the_roll() {
    let mut sc = position(2, 0);
    let trickster = sc.card(&real("ALT_CORE_B_LY_06_R2"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, trickster, Some(Side::Hero));
    settled(&g);
    let r = rolled(&g);
    assert_eq!(r.len(), 1, "one die rolled");
    let expected = if r[0] >= 4 { 2 } else { 1 };
    assert_eq!(g.state().card(trickster).boosts, expected, "rolled {}", r[0]);
}

#[test]
fn cr_7_3_28_b_all_in_gives_as_many_boosts_as_the_result() {
    let mut sc = position(3, 0);
    let all_in = sc.card(&real("ALT_CORE_B_LY_25_C"), P0, Zone::Hand(P0));
    let mine = sc.card(
        &basic("Mine", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, all_in, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    let r = rolled(&g);
    assert_eq!(r.len(), 1);
    assert_eq!(g.state().card(mine).boosts, u16::from(r[0]));
}

#[test]
fn cr_7_3_28_nisse_resupplies_by_the_roll() {
    let mut sc = position(3, 2);
    let nisse = sc.card(&real("ALT_ALIZE_B_LY_36_R2"), P0, Zone::Hand(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let mut g = start(sc);
    play(&mut g, nisse, Some(Side::Hero));
    settled(&g);
    let r = rolled(&g)[0];
    let st = g.state();
    assert_eq!(st.card(top).zone, Zone::Reserve(P0), "one bullet ran");
    assert_eq!(st.count(Zone::Reserve(P0)), 1, "only one");
    assert_eq!(
        st.card(top).status.exhausted,
        r <= 3,
        "rolled {r}: 1-3 is Exhausted Resupply"
    );
}

#[test]
fn cr_7_3_14_anansi_gains_a_boost_per_card_in_reserve() {
    let mut sc = position(3, 0);
    let anansi = sc.card(&real("ALT_CORE_B_LY_13_C"), P0, Zone::Hand(P0));
    sc.cards(&filler(), P0, Zone::Reserve(P0), 3);
    sc.cards(&filler(), P1, Zone::Reserve(P1), 2);
    let mut g = start(sc);
    play(&mut g, anansi, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(anansi).boosts, 3, "your Reserve only");
}

#[test]
fn cr_7_3_14_spirit_wielder_counts_boosted_characters_you_control() {
    let mut sc = position(2, 0);
    let wielder = sc.card(&real("ALT_BISE_B_BR_50_C"), P0, Zone::Hand(P0));
    let a = sc.card(
        &basic("A", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let b = sc.card(
        &basic("B", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    sc.card(
        &basic("C", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let theirs = sc.card(
        &basic("T", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.boosts(a, 1).boosts(b, 2).boosts(theirs, 1);
    let mut g = start(sc);
    play(&mut g, wielder, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(wielder).boosts, 2);
}

#[test]
fn cr_7_3_24_mana_channeling_puts_two_exhausted_orbs() {
    let mut sc = position(5, 3);
    let spell = sc.card(&real("ALT_CORE_B_BR_27_R1"), P0, Zone::Hand(P0));
    let deck = sc.state_mut().player(P0).deck.clone();
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    let st = g.state();
    assert_eq!(st.count(Zone::Mana(P0)), 7);
    assert_eq!(st.count(Zone::Deck(P0)), 1);
    for &top in &deck[1..] {
        assert_eq!(st.card(top).zone, Zone::Mana(P0));
        assert!(st.card(top).status.exhausted, "CR 3.2.9.b");
    }
}

#[test]
fn cr_7_3_24_sustenance_each_player_puts_the_top_card_of_their_deck() {
    let mut sc = position(2, 1);
    let spell = sc.card(&real("ALT_BISE_B_MU_61_C"), P0, Zone::Hand(P0));
    sc.cards(&filler(), P0, Zone::Deck(P0), 1);
    sc.cards(&filler(), P1, Zone::Deck(P1), 1);
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    let st = g.state();
    assert_eq!(st.count(Zone::Mana(P0)), 3, "two orbs paid, one put");
    assert_eq!(st.count(Zone::Mana(P1)), 1);
    assert_eq!(st.count(Zone::Deck(P0)), 0, "one drawn, one put");
    assert_eq!(st.card(spell).zone, Zone::Discard(P0), "Fleeting");
}

/// CR 7.2.1.b: `me` in a Spell's effect is the Spell resolving in Limbo: Geyser's `put me in
/// your Mana zone` puts Geyser itself there, and it does not go to Reserve after resolving.
#[test]
fn cr_7_3_24_geyser_may_put_itself_in_the_mana_zone() {
    let mut sc = position(4, 0);
    let geyser = sc.card(&real("ALT_ALIZE_B_BR_42_R1"), P0, Zone::Hand(P0));
    let them = sc.card(
        &basic("Them", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, geyser, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(them));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(them).zone, Zone::Hand(P1));
    assert_eq!(st.card(geyser).zone, Zone::Mana(P0), "not to Reserve after resolving");
    assert!(st.card(geyser).status.exhausted);
}

#[test]
fn cr_7_3_34_b_heimdall_switches_a_character_without_making_a_new_object() {
    let mut sc = position(4, 0);
    let heimdall = sc.card(&real("ALT_ALIZE_B_LY_38_C"), P0, Zone::Hand(P0));
    let them = sc.card(
        &basic("Them", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    let before = g.state().card(them).obj;
    play(&mut g, heimdall, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(them));
    settled(&g);
    let c = g.state().card(them);
    assert_eq!(c.zone, Zone::Expedition(P1, Side::Companion));
    assert_eq!(c.obj, before, "it neither left nor joined the Expedition zone");
}

#[test]
fn cr_7_3_1_b_mechanical_training_activates_the_etb_of_a_permanent() {
    let mut sc = position(1, 2);
    let training = sc.card(&real("ALT_CORE_B_AX_22_C"), P0, Zone::Hand(P0));
    let isba = sc.card(&real("ALT_CORE_B_YZ_28_C"), P0, Zone::Landmarks(P0));
    let mut g = start(sc);
    play(&mut g, training, None);
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(isba)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(isba));
    settled(&g);
    assert_eq!(g.state().count(Zone::Hand(P0)), 2, "Baba's Isba's etb drew a card");
    // CR 7.3.1.d: the Reaction is the Permanent's, not Mechanical Training's.
    let created: Vec<CardId> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::ReactionCreated { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(created, vec![isba]);
}

#[test]
fn cr_2_2_7_intimidation_targets_only_hand_cost_4_or_less() {
    let mut sc = position(2, 0);
    let spell = sc.card(&real("ALT_CORE_B_BR_28_C"), P0, Zone::Hand(P0));
    let four = sc.card(
        &basic("Four", Kind::Character, 4, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.card(
        &basic("Five", Kind::Character, 5, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(four)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(four));
    settled(&g);
    assert_eq!(g.state().card(four).zone, Zone::Hand(P1));
}

#[test]
fn cr_2_2_11_tiny_jail_targets_only_characters_with_no_statistic_over_3() {
    let mut sc = position(2, 0);
    let spell = sc.card(&real("ALT_ALIZE_B_OR_42_C"), P0, Zone::Hand(P0));
    let small = sc.card(
        &basic("Small", Kind::Character, 1, [3, 0, 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.card(
        &basic("Big", Kind::Character, 1, [0, 4, 0]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let boosted = sc.card(
        &basic("Grown", Kind::Character, 1, [3, 0, 0]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.boosts(boosted, 1);
    let mut g = start(sc);
    play(&mut g, spell, None);
    assert_eq!(
        options(&g, DecisionKind::ChooseObject),
        vec![Opt::Card(small)],
        "boosts count"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(small));
    settled(&g);
    assert_eq!(g.state().card(small).zone, Zone::Reserve(P1));
}

#[test]
fn cr_7_5_2_b_benzaiten_draws_only_when_its_expedition_is_behind() {
    for behind in [true, false] {
        let mut sc = position(6, 1);
        let benzaiten = sc.card(&real("ALT_ALIZE_B_OR_46_R2"), P0, Zone::Hand(P0));
        if behind {
            sc.state_mut().player_mut(P1).markers[0] = 1;
        }
        let mut g = start(sc);
        play(&mut g, benzaiten, Some(Side::Hero));
        settled(&g);
        let hand = if behind { 2 } else { 1 };
        assert_eq!(
            g.state().count(Zone::Hand(P0)),
            hand,
            "behind: {behind}; tied does not draw"
        );
    }
}

#[test]
fn cr_7_5_8_skadi_sabotages_in_mountain_and_otherwise_may_exhaust() {
    for mountain in [true, false] {
        let mut sc = position(3, 0);
        let skadi = sc.card(&real("ALT_ALIZE_B_BR_33_R2"), P0, Zone::Reserve(P0));
        let theirs = sc.card(&filler(), P1, Zone::Reserve(P1));
        if !mountain {
            // The first Tumult region, revealed: forest only.
            sc.state_mut().adventure_mut().regions[1].face_up = true;
            sc.state_mut().player_mut(P0).markers[0] = 1;
        }
        let mut g = start(sc);
        play(&mut g, skadi, Some(Side::Hero));
        if mountain {
            // CR 7.3.30.a: up to one target card in a Reserve.
            assert_eq!(
                options(&g, DecisionKind::ChooseObject),
                vec![Opt::Skip, Opt::Card(theirs)]
            );
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
            settled(&g);
            assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
        } else {
            choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
            settled(&g);
            assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1));
            assert!(g.state().card(theirs).status.exhausted);
        }
    }
}

#[test]
fn cr_1_2_6_e_rallying_call_wakes_only_an_asleep_target() {
    for asleep in [true, false] {
        let mut sc = position(2, 0);
        let spell = sc.card(&real("ALT_ALIZE_B_OR_44_R2"), P0, Zone::Hand(P0));
        let mine = sc.card(
            &basic("Mine", Kind::Character, 1, [1; 3]),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        sc.status(mine, |s| s.asleep = asleep);
        let mut g = start(sc);
        play(&mut g, spell, None);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
        settled(&g);
        let c = g.state().card(mine);
        assert_eq!(c.boosts, 1);
        assert_eq!(
            (c.status.anchored, c.status.asleep),
            (asleep, false),
            "asleep: {asleep}"
        );
    }
}

#[test]
fn cr_7_3_28_b_silent_night_targets_then_rolls_and_it_is_the_target() {
    let mut sc = position(1, 0);
    let spell = sc.card(&real("ALT_ALIZE_B_LY_41_C"), P0, Zone::Hand(P0));
    let them = sc.card(
        &basic("Them", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(them));
    settled(&g);
    let r = rolled(&g)[0];
    let c = g.state().card(them);
    assert_eq!((c.status.anchored, c.status.asleep), (r >= 4, r <= 3), "rolled {r}");
}

#[test]
fn cr_5_1_2_c_3_the_grems_may_choose_no_mode() {
    let mut sc = position(2, 0);
    let grems = sc.card(&real("ALT_BISE_B_AX_53_R1"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, grems, Some(Side::Hero));
    assert_eq!(
        options(&g, DecisionKind::ChooseMode),
        vec![Opt::Skip, Opt::Mode(0), Opt::Mode(1)],
        "Choose up to one"
    );
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Skip);
    settled(&g);
}

#[test]
fn cr_7_3_5_the_grems_creates_a_token_in_the_target_expedition_of_an_opponent() {
    let mut sc = position(2, 0);
    let grems = sc.card(&real("ALT_BISE_B_AX_53_R1"), P0, Zone::Reserve(P0));
    let mine = sc.card(
        &basic("Mine", Kind::LandmarkPermanent, 1, [0; 3]),
        P0,
        Zone::Landmarks(P0),
    );
    let mut g = start(sc);
    let before = g.state().cards().count();
    play(&mut g, grems, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(1));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    assert_eq!(options(&g, DecisionKind::ChooseExpedition).len(), 4, "any Expedition");
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P1,
            side: Side::Companion,
        }
    });
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(mine).zone, Zone::Discard(P0));
    assert_eq!(st.cards().count(), before + 1);
    let (token, c) = st.cards().last().unwrap();
    assert!(c.token);
    assert_eq!(c.zone, Zone::Expedition(P1, Side::Companion));
    assert_eq!(st.def(token).name, "Brassbug");
}

#[test]
fn cr_1_2_6_c_fair_fox_target_opponent_resupplies() {
    let mut sc = position(2, 0);
    let fox = sc.card(&real("ALT_BISE_B_MU_51_C"), P0, Zone::Hand(P0));
    let top = sc.card(&filler(), P1, Zone::Deck(P1));
    let mut g = start(sc);
    play(&mut g, fox, Some(Side::Hero));
    assert_eq!(
        options(&g, DecisionKind::ChoosePlayer),
        vec![Opt::Player(P1)],
        "an opponent"
    );
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P1));
}

#[test]
fn cr_2_2_7_krakens_wrath_targets_add_up_to_a_total_hand_cost_of_6() {
    let mut sc = position(5, 0);
    let spell = sc.card(&real("ALT_CORE_B_YZ_26_R2"), P0, Zone::Hand(P0));
    let four = sc.card(
        &basic("Four", Kind::Character, 4, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let three = sc.card(
        &basic("Three", Kind::Character, 3, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let two = sc.card(
        &basic("Two", Kind::Character, 2, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(four));
    // 4 chosen: only what keeps the total at 6 or less is offered.
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Skip, Opt::Card(two)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(two));
    settled(&g);
    let st = g.state();
    assert_eq!(
        (st.card(four).zone, st.card(two).zone),
        (Zone::Reserve(P1), Zone::Reserve(P1))
    );
    assert_eq!(st.card(three).zone, Zone::Expedition(P1, Side::Hero));
}

#[test]
fn cr_2_2_11_avalanche_any_number_of_targets_with_total_mountain_4_or_less() {
    let mut sc = position(3, 0);
    let spell = sc.card(&real("ALT_ALIZE_B_AX_42_R2"), P0, Zone::Hand(P0));
    let a = sc.card(
        &basic("A", Kind::Character, 1, [5, 1, 0]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let b = sc.card(
        &basic("B", Kind::Character, 1, [0, 2, 0]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let c = sc.card(
        &basic("C", Kind::Character, 1, [0, 1, 0]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let big = sc.card(
        &basic("Big", Kind::Character, 1, [0, 5, 0]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    assert!(!options(&g, DecisionKind::ChooseObject).contains(&Opt::Card(big)));
    for x in [a, b, c] {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(x));
    }
    // 1 + 2 + 1 = 4: nothing is left to add.
    settled(&g);
    let st = g.state();
    assert_eq!(
        [a, b, c].map(|x| st.card(x).zone),
        [Zone::Reserve(P1), Zone::Reserve(P1), Zone::Reserve(P0)]
    );
    assert_eq!(st.card(big).zone, Zone::Expedition(P1, Side::Hero));
}

#[test]
fn cr_7_3_28_b_silent_night_rare_rolls_then_targets() {
    let mut sc = position(2, 0);
    let spell = sc.card(&real("ALT_ALIZE_B_LY_41_R2"), P0, Zone::Hand(P0));
    let them = sc.card(
        &basic("Them", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    assert_eq!(rolled(&g).len(), 1, "rolled before the target is chosen");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(them));
    settled(&g);
    let r = rolled(&g)[0];
    let c = g.state().card(them);
    assert_eq!((c.status.anchored, c.status.asleep), (r >= 4, r <= 3), "rolled {r}");
}

#[test]
fn cr_7_3_33_b_dredger_drone_resupplies_only_if_it_could_spend_a_boost() {
    for boosts in [1, 0] {
        let mut sc = position(3, 1);
        let drone = sc.card(&real("ALT_BISE_B_AX_50_C"), P0, Zone::Reserve(P0));
        let top = *sc.state_mut().player(P0).deck.last().unwrap();
        sc.boosts(drone, boosts);
        let mut g = start(sc);
        play(&mut g, drone, Some(Side::Hero));
        // CR 6.4.c: spending a boost it doesn't have is not offered at all.
        if boosts == 1 {
            choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
        }
        settled(&g);
        let st = g.state();
        assert_eq!(st.card(drone).boosts, 0);
        let expected = if boosts == 1 { Zone::Reserve(P0) } else { Zone::Deck(P0) };
        assert_eq!(st.card(top).zone, expected, "{boosts} boost(s) to spend");
    }
}

/// CR 1.2.5.a: a cost is a change to the game state a player can do in order to do
/// something. Dredger Drone (`reserve You may spend 1 of my boosts to Resupply.`), played
/// from Reserve with 2 boosts: paying changes the state (one boost fewer) and the purpose
/// follows (the top card of the Deck goes to Reserve); not paying, neither happens.
#[test]
fn cr_1_2_5_a_dredger_drone_spends_a_boost_in_order_to_resupply() {
    for pay in [true, false] {
        let mut sc = position(3, 1);
        let drone = sc.card(&real("ALT_BISE_B_AX_50_C"), P0, Zone::Reserve(P0));
        let top = *sc.state_mut().player(P0).deck.last().unwrap();
        sc.boosts(drone, 2);
        let mut g = start(sc);
        play(&mut g, drone, Some(Side::Hero));
        choose(&mut g, DecisionKind::May, |o| {
            *o == if pay { Opt::Yes } else { Opt::No }
        });
        settled(&g);
        let st = g.state();
        let (boosts, zone) = if pay {
            (1, Zone::Reserve(P0))
        } else {
            (2, Zone::Deck(P0))
        };
        assert_eq!(st.card(drone).boosts, boosts, "paid: {pay}");
        assert_eq!(st.card(top).zone, zone, "paid: {pay}");
    }
}

#[test]
fn cr_1_2_6_d_lyra_skald_may_discard_from_reserve_to_resupply() {
    for discard in [true, false] {
        let mut sc = position(2, 1);
        let skald = sc.card(&real("ALT_CORE_B_LY_08_R2"), P0, Zone::Hand(P0));
        let kept = sc.card(&filler(), P0, Zone::Reserve(P0));
        let top = *sc.state_mut().player(P0).deck.last().unwrap();
        let mut g = start(sc);
        play(&mut g, skald, Some(Side::Hero));
        choose(&mut g, DecisionKind::May, |o| {
            *o == if discard { Opt::Yes } else { Opt::No }
        });
        if discard {
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kept));
        }
        settled(&g);
        let st = g.state();
        let (k, t) = if discard {
            (Zone::Discard(P0), Zone::Reserve(P0))
        } else {
            (Zone::Reserve(P0), Zone::Deck(P0))
        };
        assert_eq!((st.card(kept).zone, st.card(top).zone), (k, t));
    }
}

#[test]
fn cr_2_2_12_i_sylas_gains_a_boost_per_spell_up_to_a_max_of_2() {
    let mut sc = position(0, 0);
    let sylas = sc.card(&real("ALT_BISE_B_YZ_55_C"), P0, Zone::Reserve(P0));
    sc.boosts(sylas, 1);
    let spells = sc.cards(&basic("Free Spell", Kind::Spell, 0, [0; 3]), P0, Zone::Hand(P0), 2);
    let mut g = start(sc);
    for (i, &s) in spells.iter().enumerate() {
        play(&mut g, s, None);
        settled(&g);
        assert_eq!(g.state().card(sylas).boosts, 2, "after spell {i}: never above 2");
    }
    let played = g
        .events()
        .iter()
        .filter(|e| matches!(e, Event::ReactionPlayed { card, .. } if *card == sylas))
        .count();
    assert_eq!(played, 2, "the second reaction happens but gains nothing");
}

/// Characters of player 1 in their hero Expedition.
fn foes(sc: &mut Scenario, names: &[(&str, u8)]) -> Vec<CardId> {
    names
        .iter()
        .map(|&(name, cost)| {
            sc.card(
                &basic(name, Kind::Character, cost, [1; 3]),
                P1,
                Zone::Expedition(P1, Side::Hero),
            )
        })
        .collect()
}

#[test]
fn cr_6_5_i_sap_infusion_repeats_x_plus_1_times_choosing_anew() {
    // Played from Reserve, it keeps its 2 Arcane counters in Limbo (CR 2.5.k): X+1 = 3.
    let mut sc = position(3, 0);
    let spell = sc.card(&real("ALT_BISE_B_YZ_57_R2"), P0, Zone::Reserve(P0));
    sc.counters(spell, "Arcane", 2);
    let f = foes(&mut sc, &[("A", 1), ("B", 1)]);
    let mut g = start(sc);
    play(&mut g, spell, None);
    // Each repetition chooses its own target (CR 6.5.i), the same one or another.
    for target in [f[0], f[1], f[0]] {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
    }
    settled(&g);
    assert_eq!((g.state().card(f[0]).boosts, g.state().card(f[1]).boosts), (2, 1));
}

#[test]
fn cr_6_5_i_evanescence_sends_and_exhausts_twice() {
    let mut sc = position(4, 0);
    let spell = sc.card(&real("ALT_BISE_B_YZ_58_R2"), P0, Zone::Reserve(P0));
    sc.counters(spell, "Arcane", 1);
    let f = foes(&mut sc, &[("A", 2), ("B", 2), ("Dear", 3)]);
    let mut g = start(sc);
    play(&mut g, spell, None);
    // `with Hand Cost 2 or less` (CR 2.2.7): Dear is never offered.
    assert_eq!(
        options(&g, DecisionKind::ChooseObject),
        vec![Opt::Card(f[0]), Opt::Card(f[1])]
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[0]));
    // The second repetition chooses among what is left in play.
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(f[1])]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[1]));
    settled(&g);
    let st = g.state();
    for c in [f[0], f[1]] {
        // `then exhaust it`: the card now in Reserve (CR 1.4.4), not the object that left.
        assert_eq!(st.card(c).zone, Zone::Reserve(P1));
        assert!(st.card(c).status.exhausted, "exhausted in Reserve");
    }
    assert_eq!(st.card(f[2]).zone, Zone::Expedition(P1, Side::Hero));
}

#[test]
fn cr_6_5_i_no_repetition_when_x_plus_1_is_reached_with_no_candidate() {
    // Nothing to target: each repetition's choice has no candidate and does nothing (CR
    // 6.1.g), and the effect ends.
    let mut sc = position(4, 0);
    let spell = sc.card(&real("ALT_BISE_B_YZ_58_R2"), P0, Zone::Reserve(P0));
    sc.counters(spell, "Arcane", 3);
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
}

#[test]
fn cr_1_4_4_blizzard_exhausts_the_characters_it_sent_to_reserve() {
    let mut sc = position(5, 0);
    let spell = sc.card(&real("ALT_ALIZE_B_YZ_42_R2"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1), ("B", 1)]);
    let other = sc.card(
        &basic("Other", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P1,
            side: Side::Hero,
        }
    });
    settled(&g);
    let st = g.state();
    for c in f {
        assert_eq!(st.card(c).zone, Zone::Reserve(P1));
        assert!(st.card(c).status.exhausted, "`them`: the cards now in Reserve");
    }
    assert_eq!(st.card(other).zone, Zone::Expedition(P1, Side::Companion));
    assert!(!st.card(other).status.exhausted);
}

#[test]
fn cr_2_5_g_qorgan_informant_removes_up_to_2_counters_of_kinds_chosen() {
    let mut sc = position(3, 0);
    let informant = sc.card(&real("ALT_BISE_B_YZ_53_C"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1)]);
    sc.boosts(f[0], 1).counters(f[0], "Arcane", 2);
    let mut g = start(sc);
    play(&mut g, informant, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[0]));
    // `up to`: each removal is optional (CR 1.2.6.d), its kind chosen (CR 6.1.g): boosts
    // first, then named counters.
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseCounter, |o| *o == Opt::Counter(1));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseCounter, |o| *o == Opt::Counter(1));
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(f[0]).boosts, st.counter(f[0], "Arcane")), (1, 0));
}

#[test]
fn cr_2_5_g_qorgan_informant_may_remove_fewer() {
    let mut sc = position(3, 0);
    let informant = sc.card(&real("ALT_BISE_B_YZ_53_C"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1)]);
    sc.boosts(f[0], 3);
    let mut g = start(sc);
    play(&mut g, informant, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[0]));
    // One kind only: nothing to choose but whether to go on.
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::No);
    settled(&g);
    assert_eq!(g.state().card(f[0]).boosts, 2);
}

#[test]
fn cr_2_5_g_feast_of_thoughts_removes_3_counters_and_stops_when_none_is_left() {
    let mut sc = position(3, 0);
    let spell = sc.card(&real("ALT_BISE_B_YZ_61_R2"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1), ("B", 1)]);
    sc.boosts(f[0], 1).counters(f[0], "Arcane", 3);
    sc.boosts(f[1], 2);
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(2));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[0]));
    // Two kinds: the controller picks each counter's kind; once the boost is gone, only
    // Arcane counters are left and nothing is asked.
    choose(&mut g, DecisionKind::ChooseCounter, |o| *o == Opt::Counter(0));
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(f[0]).boosts, st.counter(f[0], "Arcane")), (0, 1));
    assert_eq!(st.card(f[1]).boosts, 2, "only the target");
}

#[test]
fn cr_7_3_10_sap_duende_exchanges_the_boosts_of_two_boosted_characters() {
    let mut sc = position(2, 1);
    let spell = sc.card(&real("ALT_BISE_B_LY_61_C"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1), ("Plain", 1)]);
    let mine = sc.card(&basic("Mine", Kind::Character, 1, [1; 3]), P0, Zone::Reserve(P0));
    sc.boosts(f[0], 3).boosts(mine, 1);
    let mut g = start(sc);
    play(&mut g, spell, None);
    // Two Boosted Characters, in play or in Reserve: the one without boosts is not offered.
    assert_eq!(
        options(&g, DecisionKind::ChooseObject),
        vec![Opt::Card(f[0]), Opt::Card(mine)]
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[0]));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    let st = g.state();
    // CR 7.3.10.a: the one with more loses the difference, the other gains it.
    assert_eq!((st.card(f[0]).boosts, st.card(mine).boosts), (1, 3));
    assert_eq!(st.count(Zone::Hand(P0)), 2, "then, draw a card");
}

/// CR 7.3.8.a: doubling is gaining as many as it had (2 → 4, 1 → 2).
#[test]
fn cr_7_3_8_sap_dispersal_doubles_the_boosts_of_yours_in_play_or_in_reserve() {
    let mut sc = position(2, 0);
    let spell = sc.card(&real("ALT_BISE_B_MU_59_R1"), P0, Zone::Hand(P0));
    let here = sc.card(
        &basic("Here", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let resting = sc.card(&basic("Resting", Kind::Character, 1, [1; 3]), P0, Zone::Reserve(P0));
    let theirs = foes(&mut sc, &[("Theirs", 1)])[0];
    sc.boosts(here, 2).boosts(resting, 1).boosts(theirs, 2);
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    let st = g.state();
    assert_eq!(
        (st.card(here).boosts, st.card(resting).boosts, st.card(theirs).boosts),
        (4, 2, 2)
    );
}

#[test]
fn cr_7_3_8_b_doubling_no_boosts_is_impossible_and_nothing_happens() {
    let mut sc = position(2, 0);
    let spell = sc.card(&real("ALT_BISE_B_MU_59_R1"), P0, Zone::Hand(P0));
    let bare = sc.card(
        &basic("Bare", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let one = sc.card(
        &basic("One", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    sc.boosts(one, 1);
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!((g.state().card(bare).boosts, g.state().card(one).boosts), (0, 2));
    let changed = |c: CardId| {
        g.events()
            .iter()
            .any(|e| matches!(e, Event::Boosts { card, .. } if *card == c))
    };
    assert!(changed(one), "a doubling is an event");
    assert!(!changed(bare), "none for a Character with no boosts");
}

#[test]
fn cr_7_3_10_b_exchanging_equal_boosts_changes_nothing() {
    let mut sc = position(2, 1);
    let spell = sc.card(&real("ALT_BISE_B_LY_61_C"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1)]);
    let mine = sc.card(&basic("Mine", Kind::Character, 1, [1; 3]), P0, Zone::Reserve(P0));
    sc.boosts(f[0], 2).boosts(mine, 2);
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[0]));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(f[0]).boosts, st.card(mine).boosts), (2, 2));
    assert!(
        !g.events().iter().any(|e| matches!(e, Event::Boosts { .. })),
        "nothing happens: {:?}",
        g.events()
    );
    assert_eq!(st.count(Zone::Hand(P0)), 2, "the rest of the effect still resolves");
}

#[test]
fn cr_2_4_5_a_encore_targets_a_fleeting_or_boosted_character() {
    let mut sc = position(2, 0);
    let spell = sc.card(&real("ALT_BISE_B_LY_59_R1"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("Fleeting", 1), ("Boosted", 1), ("Neither", 1)]);
    sc.status(f[0], |s| s.fleeting = true);
    sc.boosts(f[1], 1);
    let mut g = start(sc);
    play(&mut g, spell, None);
    assert_eq!(
        options(&g, DecisionKind::ChooseObject),
        vec![Opt::Card(f[0]), Opt::Card(f[1])]
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[1]));
    settled(&g);
    assert!(g.state().card(f[1]).status.anchored);
}

#[test]
fn cr_6_1_g_lyra_festival_target_gains_the_status_chosen() {
    let mut sc = position(4, 0);
    let festival = sc.card(&real("ALT_CORE_B_LY_29_R1"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1)]);
    let mut g = start(sc);
    play(&mut g, festival, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[0]));
    // Then which of the three it gains: one of them.
    assert_eq!(
        options(&g, DecisionKind::ChooseMode),
        vec![Opt::Mode(0), Opt::Mode(1), Opt::Mode(2)]
    );
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(2));
    settled(&g);
    let s = g.state().card(f[0]).status;
    assert!(s.asleep && !s.fleeting && !s.anchored, "{s:?}");
}

#[test]
fn cr_7_3_28_c_all_in_rare_may_discard_to_add_2_to_the_result() {
    let mut sc = position(3, 0);
    let all_in = sc.card(&real("ALT_CORE_B_LY_25_R1"), P0, Zone::Hand(P0));
    let spare = sc.card(&basic("Spare", Kind::Character, 1, [1; 3]), P0, Zone::Reserve(P0));
    let mine = sc.card(
        &basic("Mine", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, all_in, None);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(spare));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    let r = rolled(&g);
    assert_eq!(r.len(), 1);
    assert_eq!(g.state().card(spare).zone, Zone::Discard(P0));
    assert_eq!(
        g.state().card(mine).boosts,
        u16::from(r[0]) + 2,
        "X is the final result"
    );
}

#[test]
fn cr_7_3_28_c_all_in_rare_adds_nothing_when_the_cost_is_declined() {
    let mut sc = position(3, 0);
    let all_in = sc.card(&real("ALT_CORE_B_LY_25_R1"), P0, Zone::Hand(P0));
    sc.card(&basic("Spare", Kind::Character, 1, [1; 3]), P0, Zone::Reserve(P0));
    let mine = sc.card(
        &basic("Mine", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, all_in, None);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::No);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert_eq!(g.state().card(mine).boosts, u16::from(rolled(&g)[0]));
}

#[test]
fn cr_1_2_5_amahle_draws_as_many_cards_as_she_discarded() {
    let mut sc = position(5, 5);
    let amahle = sc.card(&real("ALT_CORE_B_LY_19_R1"), P0, Zone::Hand(P0));
    let spare = filler();
    let reserve = sc.cards(&spare, P0, Zone::Reserve(P0), 3);
    let mut g = start(sc);
    let hand = g.state().count(Zone::Hand(P0));
    play(&mut g, amahle, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    // Any number: two, then stop.
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(reserve[0]));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(reserve[1]));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Skip);
    settled(&g);
    let st = g.state();
    assert_eq!(st.count(Zone::Discard(P0)), 2);
    assert_eq!(
        st.count(Zone::Hand(P0)),
        hand - 1 + 2,
        "Amahle left the Hand; two drawn"
    );
}

#[test]
fn cr_6_5_i_the_snow_maiden_rare_opponent_decides_again_after_the_first() {
    let mut sc = position(4, 0);
    let maiden = sc.card(&real("ALT_ALIZE_B_MU_39_R1"), P0, Zone::Hand(P0));
    let theirs = filler();
    sc.cards(&theirs, P1, Zone::Deck(P1), 5);
    let mut g = start(sc);
    play(&mut g, maiden, Some(Side::Hero));
    // With one opponent, the target opponent is chosen all the same (CR 1.2.6.c), once.
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::May, P1), "the opponent decides");
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::May, P1), "again, after the first");
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    settled(&g);
    let st = g.state();
    assert_eq!(st.count(Zone::Reserve(P1)), 2);
    assert_eq!(st.count(Zone::Deck(P1)), 3);
}

#[test]
fn cr_6_1_g_the_stew_pays_then_the_target_gains_a_boost_or_loses_fleeting() {
    let mut sc = position(2, 0);
    let stew = sc.card(&real("ALT_BISE_B_BR_62_R1"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1)]);
    sc.status(f[0], |s| s.fleeting = true);
    let mut g = start(sc);
    play(&mut g, stew, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f[0]));
    // `gain 1 boost or lose Fleeting`: one of the two.
    assert_eq!(options(&g, DecisionKind::ChooseMode), vec![Opt::Mode(0), Opt::Mode(1)]);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(1));
    settled(&g);
    let st = g.state();
    assert!(!st.card(f[0]).status.fleeting);
    assert_eq!(st.card(f[0]).boosts, 0, "not both");
    assert_eq!(st.ready_orbs(P0), 0, "paid 1 for the card, 1 for the effect");
}

#[test]
fn cr_1_2_5_c_the_stew_does_nothing_unless_paid() {
    let mut sc = position(2, 0);
    let stew = sc.card(&real("ALT_BISE_B_BR_62_R1"), P0, Zone::Hand(P0));
    let f = foes(&mut sc, &[("A", 1)]);
    let mut g = start(sc);
    play(&mut g, stew, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::No);
    settled(&g);
    assert_eq!(g.state().card(f[0]).boosts, 0);
    // CR 6.4.b: the player declined the cost, and it is not paid.
    assert_eq!(g.state().ready_orbs(P0), 1, "only the card's own cost was paid");
}

/// Man in the Maze (`ref`) played to the Hero Expedition with `boosts` boosts spread
/// over a Character of each player, one in play and one in Reserve; in Hand a Character
/// with Hand Cost 3 and one with 4. Returns the game, Man, the two Characters in Hand.
fn man_in_the_maze(reference: &str, boosts: [u16; 2]) -> (Game, CardId, CardId, CardId) {
    let mut sc = position(7, 0);
    let man = sc.card(&real(reference), P0, Zone::Hand(P0));
    let three = sc.card(&basic("Three", Kind::Character, 3, [1; 3]), P0, Zone::Hand(P0));
    let four = sc.card(&basic("Four", Kind::Character, 4, [1; 3]), P0, Zone::Hand(P0));
    let mine = sc.card(
        &basic("Mine", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let resting = sc.card(&basic("Resting", Kind::Character, 1, [1; 3]), P1, Zone::Reserve(P1));
    sc.boosts(mine, boosts[0]).boosts(resting, boosts[1]);
    let mut g = start(sc);
    play(&mut g, man, Some(Side::Hero));
    let st = g.state();
    assert_eq!(
        (st.card(mine).boosts, st.card(resting).boosts),
        (0, 0),
        "CR 2.5.g: all removed"
    );
    (g, man, three, four)
}

#[test]
fn cr_2_5_g_man_in_the_maze_reads_the_boosts_removed_1_4_gains_2_boosts() {
    let (g, man, _, _) = man_in_the_maze("ALT_BISE_B_LY_57_C", [2, 1]);
    settled(&g);
    assert_eq!(g.state().card(man).boosts, 2);
    assert_eq!(g.state().player(P0).distance(Side::Hero), 0);
}

#[test]
fn cr_2_5_g_man_in_the_maze_5_8_plays_a_card_with_hand_cost_3_or_less_for_free() {
    let (mut g, man, three, four) = man_in_the_maze("ALT_BISE_B_LY_57_C", [3, 3]);
    let offered = options(&g, DecisionKind::EffectPlay);
    assert!(offered.contains(&Opt::Play {
        card: three,
        from: PlayFrom::Hand,
        to: Some(Side::Hero),
        cost: 0,
        scout: false,
        pay: None,
    }));
    assert!(
        !offered
            .iter()
            .any(|o| matches!(o, Opt::Play { card, .. } if *card == four)),
        "CR 2.2.7: Hand Cost 3 or less"
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == three),
    );
    settled(&g);
    assert_eq!(g.state().card(three).zone, Zone::Expedition(P0, Side::Hero));
    assert_eq!(g.state().card(man).boosts, 0, "not 1-4");
}

#[test]
fn cr_2_5_g_man_in_the_maze_rare_open_ranges_all_apply_in_printed_order() {
    // `1+`, `5+`, `9+`: ten boosts removed, so every bullet applies, in printed order.
    let (mut g, man, three, _) = man_in_the_maze("ALT_BISE_B_LY_57_R1", [4, 6]);
    assert_eq!(g.state().card(man).boosts, 2, "the first bullet happened first");
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Companion), .. } if *card == three),
    );
    settled(&g);
    assert_eq!(g.state().player(P0).distance(Side::Hero), 1, "9+: moved forward");
}

#[test]
fn cr_6_3_h_snowball_commando_creates_a_reaction_to_its_roll_of_1_3_that_opponent_targets() {
    let mut seen = [false; 2];
    for seed in 0..40 {
        let mut sc = position(2, 0);
        sc.seed(seed);
        let snowball = sc.card(&real("ALT_ALIZE_B_LY_32_C"), P0, Zone::Hand(P0));
        let theirs = sc.card(&basic("Theirs", Kind::Character, 1, [1; 3]), P1, Zone::Reserve(P1));
        let mine = sc.card(&basic("Mine", Kind::Character, 1, [1; 3]), P0, Zone::Reserve(P0));
        let mut g = start(sc);
        play(&mut g, snowball, Some(Side::Hero));
        choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
        assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(theirs)]);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
        assert!(g.state().card(theirs).status.exhausted);
        let low = matches!(rolled(&g)[..], [1..=3]);
        seen[usize::from(low)] = true;
        if low {
            // CR 6.1.g: that opponent decides, among the cards of your Reserve.
            let d = g.pending().expect("a decision").clone();
            assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P1), "{d:?}");
            assert_eq!(d.options, vec![Opt::Card(mine)]);
            g.submit(Choice::one(P1, 0)).unwrap();
        }
        settled(&g);
        assert_eq!(
            g.state().card(mine).status.exhausted,
            low,
            "seed {seed}: {:?}",
            rolled(&g)
        );
    }
    assert_eq!(seen, [true, true], "both a 1-3 and a 4-6 were rolled");
}

/// Kuraokami Unbound (rare) played with P1's Hero Expedition `ahead` regions further than
/// P0's (the Companion Expeditions tied), a Character of P1's there and a card in each
/// Reserve.
fn kuraokami(ahead: u8) -> (Game, CardId, [CardId; 2]) {
    let mut sc = position(6, 0);
    let kura = sc.card(&real("ALT_ALIZE_P_OR_48_R1"), P0, Zone::Hand(P0));
    let front = sc.card(
        &basic("Front", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let reserves = [P0, P1].map(|p| sc.card(&basic("Resting", Kind::Character, 1, [1; 3]), p, Zone::Reserve(p)));
    sc.state_mut().player_mut(P1).markers[0] = ahead;
    let mut g = start(sc);
    play(&mut g, kura, Some(Side::Companion));
    for r in reserves {
        assert!(g.state().card(r).status.exhausted, "CR 7.3.12: all cards in Reserve");
    }
    (g, front, reserves)
}

#[test]
fn cr_7_5_2_a_kuraokami_unbound_targets_only_an_expedition_that_is_ahead() {
    let (mut g, front, _) = kuraokami(2);
    let ahead = Opt::Expedition {
        player: P1,
        side: Side::Hero,
    };
    assert_eq!(options(&g, DecisionKind::ChooseExpedition), vec![ahead]);
    choose(&mut g, DecisionKind::ChooseExpedition, |o| *o == ahead);
    settled(&g);
    assert!(g.state().card(front).status.asleep, "each Character in it gains Asleep");
}

#[test]
fn cr_7_5_2_a_kuraokami_unbound_with_no_expedition_ahead_chooses_none() {
    let (g, front, _) = kuraokami(0);
    settled(&g);
    assert!(!g.state().card(front).status.asleep);
}

#[test]
fn cr_6_5_g_feast_of_thoughts_rare_chooses_x_plus_1_modes_and_a_repeated_one_targets_anew() {
    // Played from Reserve, it keeps its 2 Arcane counters (CR 2.5.k): X+1 = 3 modes.
    let mut sc = position(6, 3);
    let feast = sc.card(&real("ALT_BISE_B_YZ_61_R1"), P0, Zone::Reserve(P0));
    sc.counters(feast, "Arcane", 2);
    let [a, b] =
        [("A", P1), ("B", P1)].map(|(n, p)| sc.card(&basic(n, Kind::Character, 1, [1; 3]), p, Zone::Reserve(p)));
    let mut g = start(sc);
    play(&mut g, feast, None);
    for mode in [3, 0, 3] {
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(mode));
    }
    assert_ne!(
        g.pending().map(|d| d.kind),
        Some(DecisionKind::ChooseMode),
        "three modes chosen, no fourth"
    );
    // CR 6.5.g: in the order chosen; CR 6.5.i: the second Sabotage chooses its own target.
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(a));
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Skip, Opt::Card(b)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(b));
    settled(&g);
    let st = g.state();
    assert_eq!([a, b].map(|c| st.card(c).zone), [Zone::Discard(P1); 2]);
    assert_eq!(st.count(Zone::Deck(P0)), 2, "one card drawn");
}

#[test]
fn cr_2_4_5_b_the_refinery_rare_distributes_3_boosts_among_characters_in_reserve() {
    let mut sc = position(0, 0);
    let refinery = sc.card(&real("ALT_BISE_A_AX_63_R1"), P0, Zone::Landmarks(P0));
    sc.counters(refinery, "Sap", 3);
    let [a, b] = [P0, P1].map(|p| sc.card(&basic("Resting", Kind::Character, 1, [1; 3]), p, Zone::Reserve(p)));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == refinery),
    );
    // One choice per boost, the same Character as often as wanted (not targets).
    for to in [a, b, a] {
        assert_eq!(
            options(&g, DecisionKind::ChooseObject),
            vec![Opt::Card(a), Opt::Card(b)]
        );
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(to));
    }
    settled(&g);
    let st = g.state();
    assert_eq!([a, b].map(|c| st.card(c).boosts), [2, 1]);
    assert_eq!(st.counter(refinery, "Sap"), 0, "the cost was paid");
}
