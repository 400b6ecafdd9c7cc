//! Triggers, conditions, qualifiers and quantities of real cards from `cards/` that read the
//! state of the game (Expeditions' movement and standing, the phase, where an object was),
//! in small positions built with `Scenario`, every decision scripted.
mod common;

use common::{choose, filler, play, position, real, settled, P0, P1};

use altered_engine::*;
use std::sync::Arc;

fn character(name: &str, cost: u8, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, cost, cost, stats))
}

fn start_at(sc: Scenario, step: Step, phase: Phase) -> Game {
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(step, phase);
    Game::from_state(st)
}

fn tokens(g: &Game, p: PlayerId, side: Side) -> Vec<CardId> {
    g.state()
        .in_zone(Zone::Expedition(p, side))
        .filter(|&c| g.state().card(c).token)
        .collect()
}

fn counters(g: &Game, card: CardId, name: &str) -> u32 {
    g.state()
        .counters()
        .iter()
        .find(|k| k.card == card && k.name == name)
        .map_or(0, |k| k.count)
}

/// Mighty Simbi alone in P0's Hero Expedition, at the beginning of Dusk, its region with
/// these terrains (forest, mountain, water).
fn simbi_at_dusk(region: [bool; 3]) -> (Game, CardId) {
    let mut sc = position(0, 0);
    let simbi = sc.card(&real("ALT_ALIZE_B_MU_37_R2"), P0, Zone::Expedition(P0, Side::Hero));
    sc.state_mut().adventure_mut().regions[0].terrains = Terrains(region);
    (start_at(sc, Step::Dusk, Phase::Afternoon), simbi)
}

#[test]
fn cr_4_2_4_j_mighty_simbi_moving_forward_due_to_forest_may_go_to_the_mana_zone() {
    let (mut g, simbi) = simbi_at_dusk([true, true, true]);
    // Progress: forest 3 and water 4 against nothing; forest is one of the reasons.
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    assert_eq!(
        g.state().card(simbi).zone,
        Zone::Mana(P0),
        "CR 7.3.24: put in its owner's Mana zone"
    );
    // (The next Morning readies it, CR 4.2.1.)
    assert!(
        g.events().contains(&Event::Exhausted {
            card: simbi,
            exhausted: true
        }),
        "as an exhausted Mana Orb (CR 3.2.9.b)"
    );
}

#[test]
fn cr_4_2_4_j_mighty_simbi_moving_forward_due_to_water_only_does_not_react() {
    // The region has no forest: the Expedition moves forward due to water alone.
    let (g, simbi) = simbi_at_dusk([false, true, true]);
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ExpeditionMoved { player: P0, .. })));
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == simbi)));
}

#[test]
fn cr_4_2_4_j_mighty_simbi_does_not_react_to_a_forest_tie() {
    // CR 4.2.4.e/j: a tie in forest is no reason; the Expedition moves forward due to water.
    let mut sc = position(0, 0);
    let simbi = sc.card(&real("ALT_ALIZE_B_MU_37_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("Rival", 0, [3, 0, 0]), P1, Zone::Expedition(P1, Side::Hero));
    let g = start_at(sc, Step::Dusk, Phase::Afternoon);
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ExpeditionMoved { player: P0, .. })));
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == simbi)));
}

#[test]
fn cr_4_2_3_the_refinery_counts_cards_leaving_your_reserve_during_the_afternoon() {
    let mut sc = position(0, 0);
    let refinery = sc.card(&real("ALT_BISE_B_AX_63_R2"), P0, Zone::Landmarks(P0));
    let c = sc.card(&character("From Reserve", 0, [1, 1, 1]), P0, Zone::Reserve(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, c, Some(Side::Hero));
    settled(&g);
    assert_eq!(counters(&g, refinery, "Sap"), 1);
}

#[test]
fn cr_4_2_5_the_refinery_ignores_cards_leaving_your_reserve_at_night() {
    // Clean-up (CR 4.2.5.c): three cards in a Reserve of two, one is discarded — at Night.
    let mut sc = position(0, 0);
    let refinery = sc.card(&real("ALT_BISE_B_AX_63_R2"), P0, Zone::Landmarks(P0));
    let kept = sc.cards(&filler(), P0, Zone::Reserve(P0), 3);
    let mut g = start_at(sc, Step::Night, Phase::Dusk);
    let d = g.pending().expect("keep in Reserve").clone();
    assert_eq!(d.kind, DecisionKind::KeepInReserve);
    let picks: Vec<usize> = d
        .options
        .iter()
        .enumerate()
        .filter(|(_, o)| **o == Opt::Card(kept[0]) || **o == Opt::Card(kept[1]))
        .map(|(i, _)| i)
        .collect();
    g.submit(Choice {
        player: d.player,
        picks: picks.into(),
    })
    .unwrap();
    assert!(
        g.events().iter().any(|e| matches!(e,
            Event::Moved { card, from: Zone::Reserve(P0), to: Zone::Discard(P0), .. } if *card == kept[2])),
        "Clean-up discarded it from the Reserve"
    );
    assert_eq!(counters(&g, refinery, "Sap"), 0, "not during the Afternoon");
}

#[test]
fn cr_6_3_k_metamorphosis_creates_the_moth_in_the_discarded_characters_expedition() {
    let mut sc = position(3, 0);
    let victim = sc.card(
        &character("Victim", 2, [1, 1, 1]),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let spell = sc.card(&real("ALT_BISE_B_YZ_60_C"), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    settled(&g);
    assert_eq!(g.state().card(victim).zone, Zone::Discard(P1));
    let moths = tokens(&g, P1, Side::Companion);
    assert_eq!(moths.len(), 1, "in its Expedition, which it had left (CR 6.3.k)");
    assert_eq!(g.state().def(moths[0]).name, "Mana Moth");
    assert!(tokens(&g, P0, Side::Hero).is_empty() && tokens(&g, P0, Side::Companion).is_empty());
}

/// Icebound Lake in P0's Landmarks, P1's Hero Expedition one region ahead of P0's.
fn lake() -> (Scenario, CardId) {
    let mut sc = position(0, 0);
    let lake = sc.card(&real("ALT_ALIZE_B_OR_47_C"), P0, Zone::Landmarks(P0));
    sc.state_mut().player_mut(P1).markers[0] = 1;
    (sc, lake)
}

#[test]
fn cr_7_5_2_b_icebound_lake_gains_a_trial_counter_for_a_character_played_behind() {
    let (mut sc, lake) = lake();
    let c = sc.card(&character("Behind", 0, [1, 1, 1]), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, c, Some(Side::Hero));
    settled(&g);
    assert_eq!(counters(&g, lake, "Trial"), 1);
}

#[test]
fn cr_7_5_2_icebound_lake_gains_nothing_for_a_character_played_in_a_tied_expedition() {
    let (mut sc, lake) = lake();
    let c = sc.card(&character("Tied", 0, [1, 1, 1]), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, c, Some(Side::Companion));
    settled(&g);
    assert_eq!(counters(&g, lake, "Trial"), 0);
}

#[test]
fn cr_7_5_2_c_mesektet_creates_recruits_only_where_behind_or_tied_and_gulrang_boosts_them() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_OR_62_C"), P0, Zone::Landmarks(P0));
    sc.card(&real("ALT_BISE_B_OR_03_C"), P0, Zone::HeroZone(P0));
    // P0's Hero Expedition is ahead, its Companion Expedition tied.
    sc.state_mut().player_mut(P0).markers[0] = 1;
    let g = start_at(sc, Step::Noon, Phase::Morning);
    settled(&g);
    assert!(tokens(&g, P0, Side::Hero).is_empty(), "ahead: none");
    let recruits = tokens(&g, P0, Side::Companion);
    assert_eq!(recruits.len(), 1, "tied: one");
    assert_eq!(
        g.state().card(recruits[0]).boosts,
        1,
        "Gulrang & Tocsin: `It` is the token created (CR 6.3.i)"
    );
}

#[test]
fn cr_7_2_fiore_dei_liberi_sends_the_characters_it_counted_to_reserve() {
    let mut sc = position(4, 0);
    let a = sc.card(&character("A", 0, [1, 1, 1]), P0, Zone::Expedition(P0, Side::Hero));
    let b = sc.card(&character("B", 0, [1, 1, 1]), P0, Zone::Expedition(P0, Side::Hero));
    let elsewhere = sc.card(&character("C", 0, [1, 1, 1]), P0, Zone::Expedition(P0, Side::Companion));
    let fiore = sc.card(&real("ALT_BISE_B_OR_56_R2"), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, fiore, Some(Side::Hero));
    settled(&g);
    assert_eq!(
        g.state().card(fiore).boosts,
        2,
        "one per other Character in my Expedition"
    );
    assert_eq!(g.state().card(a).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(b).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(elsewhere).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(
        g.state().card(fiore).zone,
        Zone::Expedition(P0, Side::Hero),
        "not itself"
    );
}

#[test]
fn cr_2_1_j_sylas_gains_a_boost_per_card_in_your_hand() {
    let mut sc = position(4, 0);
    sc.cards(&filler(), P0, Zone::Hand(P0), 2);
    let sylas = sc.card(&real("ALT_BISE_B_YZ_55_R1"), P0, Zone::Reserve(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, sylas, Some(Side::Hero));
    settled(&g);
    // The Spare and two fillers: three cards in Hand.
    assert_eq!(g.state().card(sylas).boosts, 3);
}

/// P0's Ariadne in their Hero Expedition; P1 to play a free Character.
fn ariadne() -> (Game, CardId) {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_OR_57_C"), P0, Zone::Expedition(P0, Side::Hero));
    let c = sc.card(&character("Newcomer", 0, [1, 1, 1]), P1, Zone::Hand(P1));
    sc.card(&character("Spare", 0, [0, 0, 0]), P1, Zone::Hand(P1));
    (start_at(sc, Step::Turn(P1), Phase::Afternoon), c)
}

#[test]
fn cr_1_2_3_c_ariadne_pulls_a_character_into_the_empty_expedition_facing_her() {
    let (mut g, c) = ariadne();
    play(&mut g, c, Some(Side::Companion));
    settled(&g);
    assert_eq!(
        g.state().card(c).zone,
        Zone::Expedition(P1, Side::Hero),
        "it switches into the Expedition facing Ariadne (CR 7.3.34)"
    );
}

#[test]
fn cr_1_2_3_c_ariadne_does_nothing_once_the_expedition_facing_her_has_a_character() {
    let (mut g, c) = ariadne();
    play(&mut g, c, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(c).zone, Zone::Expedition(P1, Side::Hero));
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::SwitchedExpeditions { .. })));
}

#[test]
fn cr_1_2_6_c_the_town_square_boosts_the_characters_of_the_target_expedition_only() {
    let mut sc = position(0, 0);
    let square = sc.card(&real("ALT_BISE_B_OR_63_C"), P0, Zone::Landmarks(P0));
    sc.counters(square, "Morale", 6);
    let there = sc.cards(
        &character("There", 0, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
        2,
    );
    let elsewhere = sc.card(
        &character("Elsewhere", 0, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let theirs = sc.card(
        &character("Theirs", 0, [1, 1, 1]),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == square),
    );
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Companion,
        }
    });
    settled(&g);
    assert!(there.iter().all(|&c| g.state().card(c).boosts == 1));
    assert_eq!(g.state().card(elsewhere).boosts, 0);
    assert_eq!(g.state().card(theirs).boosts, 0, "another player's Expedition");
    assert_eq!(counters(&g, square, "Morale"), 0);
}

#[test]
fn cr_7_3_34_ride_the_bifrost_switches_every_character_of_the_target_player() {
    let mut sc = position(2, 0);
    let a = sc.card(&character("A", 0, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let b = sc.card(&character("B", 0, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Companion));
    let mine = sc.card(&character("Mine", 0, [1, 1, 1]), P0, Zone::Expedition(P0, Side::Hero));
    let spell = sc.card(&real("ALT_CORE_B_LY_28_R1"), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert_eq!(g.state().card(a).zone, Zone::Expedition(P1, Side::Companion));
    assert_eq!(g.state().card(b).zone, Zone::Expedition(P1, Side::Hero), "all at once");
    assert_eq!(g.state().card(mine).zone, Zone::Expedition(P0, Side::Hero));
}

/// Lost in the Woods sending P1's Character to Reserve from their Hero Expedition, whose
/// region has these terrains. P1's Hand size after.
fn lost_in_the_woods(region: [bool; 3]) -> usize {
    let mut sc = position(3, 0);
    let victim = sc.card(&character("Victim", 2, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    let spell = sc.card(&real("ALT_ALIZE_B_MU_42_R2"), P0, Zone::Hand(P0));
    sc.state_mut().adventure_mut().regions[0].terrains = Terrains(region);
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    settled(&g);
    assert_eq!(g.state().card(victim).zone, Zone::Reserve(P1));
    g.state().count(Zone::Hand(P1))
}

#[test]
fn cr_2_1_h_lost_in_the_woods_its_controller_draws_when_it_was_not_in_forest() {
    assert_eq!(lost_in_the_woods([false, true, true]), 1, "P1 draws");
}

#[test]
fn cr_2_1_h_lost_in_the_woods_reads_where_the_character_was_not_the_reserve() {
    // In Reserve it is in no terrain; what counts is where it was (CR 2.1.h).
    assert_eq!(lost_in_the_woods([true, false, false]), 0);
}

#[test]
fn cr_7_3_5_icebound_taiga_counts_characters_played_in_forest_and_anchors_its_dragon() {
    let mut sc = position(0, 0);
    let taiga = sc.card(&real("ALT_ALIZE_B_MU_45_R1"), P0, Zone::Landmarks(P0));
    sc.counters(taiga, "Trial", 2);
    // The Hero Expedition's region is forest only, the Companion Expedition's has none.
    let adventure = sc.state_mut().adventure_mut();
    adventure.regions[0].terrains = Terrains([true, false, false]);
    let last = adventure.regions.len() - 1;
    adventure.regions[last].terrains = Terrains([false, true, true]);
    let companion = sc.card(&character("Not in forest", 0, [1, 1, 1]), P0, Zone::Hand(P0));
    let hero = sc.card(&character("In forest", 0, [1, 1, 1]), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, companion, Some(Side::Companion));
    settled(&g);
    assert_eq!(counters(&g, taiga, "Trial"), 2, "not in forest");
    play(&mut g, hero, Some(Side::Hero));
    // The third Trial counter: sacrifice it, a Dragon Shade in target Expedition.
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Hero,
        }
    });
    settled(&g);
    assert_eq!(g.state().card(taiga).zone, Zone::Discard(P0));
    let dragon = tokens(&g, P0, Side::Hero);
    assert_eq!(dragon.len(), 1);
    assert!(
        g.state().card(dragon[0]).status.anchored,
        "`it` is the token created (CR 7.3.5)"
    );
}

#[test]
fn cr_2_2_11_the_stage_counts_characters_with_a_printed_statistic_of_0() {
    let mut sc = position(1, 0);
    let stage = sc.card(&real("ALT_BISE_B_LY_63_C"), P0, Zone::Landmarks(P0));
    let zero = sc.card(&character("Zero", 0, [2, 0, 1]), P0, Zone::Hand(P0));
    let none = sc.card(&character("None", 0, [1, 1, 1]), P0, Zone::Hand(P0));
    let landmark = sc.card(
        &Arc::new(CardDef::basic("No statistics", Kind::LandmarkPermanent, 0, 0, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, none, Some(Side::Hero));
    settled(&g);
    assert_eq!(counters(&g, stage, "Performance"), 0);
    play(&mut g, landmark, None);
    settled(&g);
    assert_eq!(counters(&g, stage, "Performance"), 0, "not a Character");
    play(&mut g, zero, Some(Side::Hero));
    settled(&g);
    assert_eq!(counters(&g, stage, "Performance"), 1);
}

#[test]
fn cr_2_2_15_the_stage_spends_three_counters_so_the_next_zero_loses_fleeting() {
    let mut sc = position(2, 0);
    let stage = sc.card(&real("ALT_BISE_B_LY_63_C"), P0, Zone::Landmarks(P0));
    sc.counters(stage, "Performance", 3);
    let zero = sc.card(&character("Zero", 1, [0, 2, 2]), P0, Zone::Reserve(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == stage),
    );
    settled(&g);
    play(&mut g, zero, Some(Side::Hero));
    // CR 5.2.c: losing Fleeting is an Emblem-Reaction, ordered with the Stage's own; the
    // order changes nothing here.
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(
            o,
            Opt::Reaction {
                ability: ENTERING_ABILITY,
                ..
            }
        )
    });
    settled(&g);
    assert!(
        !g.state().card(zero).status.fleeting,
        "played from Reserve it would be Fleeting (CR 2.4.7.a)"
    );
    assert_eq!(counters(&g, stage, "Performance"), 1, "3 spent, then 1 gained for it");
}

/// Sap Infusion with `arcane` counters played from `from` on a Character: its boosts after.
fn sap_infusion(from: Zone, arcane: u32) -> u16 {
    let mut sc = position(3, 0);
    let target = sc.card(&character("Target", 0, [1, 1, 1]), P0, Zone::Expedition(P0, Side::Hero));
    let spell = sc.card(&real("ALT_BISE_B_YZ_57_C"), P0, from);
    if arcane > 0 {
        sc.counters(spell, "Arcane", arcane);
    }
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
    settled(&g);
    g.state().card(target).boosts
}

#[test]
fn cr_2_5_k_sap_infusion_played_from_reserve_counts_the_arcane_counters_it_kept() {
    assert_eq!(sap_infusion(Zone::Reserve(P0), 2), 4, "X+2 with X = 2");
}

#[test]
fn cr_2_5_sap_infusion_from_hand_has_no_counters() {
    assert_eq!(sap_infusion(Zone::Hand(P0), 0), 2, "X+2 with X = 0");
}

#[test]
fn cr_2_5_e_atsadi_and_surge_begins_the_game_with_five_heroism_counters() {
    let g = Game::builder()
        .seed(7)
        .deck(common::deck("bravos"))
        .deck(common::deck("axiom"))
        .build()
        .expect("a game");
    let atsadi = g.state().hero(P0).expect("the first deck's Hero");
    assert_eq!(g.state().def(atsadi).name, "Atsadi & Surge");
    assert_eq!(counters(&g, atsadi, "Heroism"), 5);
}

#[test]
fn cr_2_2_7_atsadi_and_surge_reacts_to_a_hand_cost_at_least_its_heroism_counters() {
    let mut sc = position(9, 3);
    let atsadi = sc.card(&real("ALT_BISE_B_BR_02_C"), P0, Zone::HeroZone(P0));
    // Placed in the Hero zone, it has its five counters (CR 2.5.e).
    let four = sc.card(&character("Four", 4, [1, 1, 1]), P0, Zone::Hand(P0));
    let five = sc.card(&character("Five", 5, [1, 1, 1]), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    let hand = |g: &Game| g.state().count(Zone::Hand(P0));
    let before = hand(&g);
    play(&mut g, four, Some(Side::Hero));
    settled(&g);
    assert_eq!(hand(&g), before - 1, "4 < 5: nothing");
    assert_eq!(counters(&g, atsadi, "Heroism"), 5);
    play(&mut g, five, Some(Side::Companion));
    settled(&g);
    assert_eq!(hand(&g), before - 1, "5 >= 5: played one, drew one");
    assert_eq!(counters(&g, atsadi, "Heroism"), 6, "and the bar rises to 6");
}

/// Sap Overflow's first mode, P0 having a Landmark with `sap` Sap counters: whether P1's
/// Landmark is discarded, and the Sap counters left.
fn sap_overflow(sap: u32) -> (bool, u32) {
    let mut sc = position(4, 0);
    let landmark = Arc::new(CardDef::basic("Site", Kind::LandmarkPermanent, 1, 1, [0; 3]));
    let mine = sc.card(&landmark, P0, Zone::Landmarks(P0));
    if sap > 0 {
        sc.counters(mine, "Sap", sap);
    }
    let theirs = sc.card(&landmark, P1, Zone::Landmarks(P1));
    let spell = sc.card(&real("ALT_BISE_B_AX_59_R2"), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
    if sap > 0 {
        // The card to spend from (one kind of counter: no choice of kind), then the target.
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    }
    settled(&g);
    (
        g.state().card(theirs).zone == Zone::Discard(P1),
        counters(&g, mine, "Sap"),
    )
}

/// CR 7.3.33.a: the counter spent is removed from the card (2 Sap counters, then 1).
#[test]
fn cr_7_3_33_sap_overflow_spends_a_counter_from_a_card_you_control_to_discard() {
    assert_eq!(sap_overflow(2), (true, 1));
}

#[test]
fn cr_7_3_33_b_sap_overflow_without_a_counter_to_spend_discards_nothing() {
    assert_eq!(sap_overflow(0), (false, 0));
}

#[test]
fn cr_7_3_30_leo_spends_a_counter_from_your_landmarks_to_sabotage_after_rest() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_OR_52_C"), P0, Zone::Expedition(P0, Side::Hero));
    let landmark = Arc::new(CardDef::basic("Site", Kind::LandmarkPermanent, 1, 1, [0; 3]));
    let mine = sc.card(&landmark, P0, Zone::Landmarks(P0));
    sc.counters(mine, "Sap", 1);
    let victim = sc.card(&filler(), P1, Zone::Reserve(P1));
    let mut g = start_at(sc, Step::Night, Phase::Dusk);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    assert_eq!(counters(&g, mine, "Sap"), 0, "spent at Night");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    // (The next Morning's draw may take it back from the refilled Deck.)
    assert!(
        g.events().iter().any(|e| matches!(e,
            Event::Moved { card, from: Zone::Reserve(P1), to: Zone::Discard(P1), .. } if *card == victim)),
        "Sabotage (CR 7.3.30.a)"
    );
}
