//! More triggers, conditions, qualifiers and quantities of real cards from `cards/`: the
//! printed forms each lowers in general, tried in small positions built with `Scenario`,
//! every decision scripted.
mod common;

use common::{choose, filler, play, position, real, settled, P0, P1};

use altered_engine::*;
use std::sync::Arc;

fn character(name: &str, cost: u8, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, cost, cost, stats))
}

fn start(sc: Scenario) -> Game {
    common::start(sc)
}

/// Simurgh (Common) played with `mine` cards in P0's Reserve and `theirs` in P1's: how many
/// cards P0 drew.
fn simurgh(mine: usize, theirs: usize) -> usize {
    let mut sc = position(7, 3);
    let simurgh = sc.card(&real("ALT_BISE_B_OR_58_C"), P0, Zone::Hand(P0));
    sc.cards(&filler(), P0, Zone::Reserve(P0), mine);
    sc.cards(&filler(), P1, Zone::Reserve(P1), theirs);
    let mut g = start(sc);
    let before = g.state().count(Zone::Deck(P0));
    play(&mut g, simurgh, Some(Side::Hero));
    // CR 1.2.6.c: the opponent the condition names is targeted before it is read.
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    before - g.state().count(Zone::Deck(P0))
}

#[test]
fn cr_1_2_6_e_simurgh_draws_with_less_cards_in_reserve_than_target_opponent() {
    assert_eq!(simurgh(1, 2), 1);
}

#[test]
fn cr_1_2_6_e_simurgh_draws_nothing_with_as_many_cards_in_reserve() {
    assert_eq!(simurgh(2, 2), 0);
    assert_eq!(simurgh(3, 2), 0);
}

fn landmark(name: &str, cost: u8) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::LandmarkPermanent, cost, cost, [0; 3]))
}

/// Flawed Prototype (`reference`) played with `others` in P0's Landmark zone: where it is
/// after its etb, and the boosts it has, the first other Permanent being sacrificed.
fn flawed(reference: &str, others: &[Arc<CardDef>]) -> (Zone, u16) {
    let mut sc = position(4, 0);
    let proto = sc.card(&real(reference), P0, Zone::Hand(P0));
    let ids: Vec<CardId> = others.iter().map(|d| sc.card(d, P0, Zone::Landmarks(P0))).collect();
    let mut g = start(sc);
    play(&mut g, proto, Some(Side::Companion));
    if let Some(&victim) = ids.first() {
        if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseObject) {
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
        }
    }
    settled(&g);
    (g.state().card(proto).zone, g.state().card(proto).boosts)
}

#[test]
fn cr_1_2_6_f_flawed_prototype_sacrifices_itself_if_it_cant_sacrifice_another() {
    let (zone, _) = flawed("ALT_ALIZE_B_AX_38_C", &[]);
    assert!(!matches!(zone, Zone::Expedition(..)), "sacrificed: {zone:?}");
    // A Character other than a Robot is neither a Robot nor a Permanent (CR 2.2.1).
    let mut sc = position(4, 0);
    let proto = sc.card(&real("ALT_ALIZE_B_AX_38_C"), P0, Zone::Hand(P0));
    let other = sc.card(
        &character("Citizen", 1, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, proto, Some(Side::Companion));
    settled(&g);
    assert!(!matches!(g.state().card(proto).zone, Zone::Expedition(..)));
    assert_eq!(g.state().card(other).zone, Zone::Expedition(P0, Side::Hero));
}

#[test]
fn cr_1_2_6_f_flawed_prototype_stays_when_it_sacrificed_another() {
    let (zone, _) = flawed("ALT_ALIZE_B_AX_38_C", &[landmark("Victim", 1)]);
    assert_eq!(zone, Zone::Expedition(P0, Side::Companion));
}

#[test]
fn cr_2_2_7_flawed_prototype_rare_gains_boosts_for_a_sacrificed_hand_cost_of_3_or_more() {
    let big = flawed("ALT_ALIZE_B_AX_38_R1", &[landmark("Three", 3)]);
    assert_eq!(big, (Zone::Expedition(P0, Side::Companion), 3));
    let small = flawed("ALT_ALIZE_B_AX_38_R1", &[landmark("Two", 2)]);
    assert_eq!(
        small,
        (Zone::Expedition(P0, Side::Companion), 0),
        "no boosts, and not sacrificed"
    );
    let (alone, _) = flawed("ALT_ALIZE_B_AX_38_R1", &[]);
    assert!(
        !matches!(alone, Zone::Expedition(..)),
        "nothing to sacrifice: {alone:?}"
    );
}

/// P0 plays All In! (`Roll a die. Target Character gains X boosts, …`) with `reactor` in
/// their Hero Expedition, the game seeded with `seed`: the die's result, the cards P0 drew,
/// and the reactor's boosts.
fn all_in_with(reactor: &str, seed: u64) -> (u8, usize, u16) {
    let mut sc = position(3, 3);
    sc.seed(seed);
    let reactor = sc.card(&real(reactor), P0, Zone::Expedition(P0, Side::Hero));
    let target = sc.card(
        &character("Target", 1, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let spell = sc.card(&real("ALT_CORE_B_LY_25_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let deck = g.state().count(Zone::Deck(P0));
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
    settled(&g);
    let result = g
        .events()
        .iter()
        .find_map(|e| match e {
            Event::DieRolled { player: P0, result } => Some(*result),
            _ => None,
        })
        .expect("All In! rolls a die");
    (
        result,
        deck - g.state().count(Zone::Deck(P0)),
        g.state().card(reactor).boosts,
    )
}

#[test]
fn cr_7_3_28_kadigiran_mage_dancer_gains_a_boost_when_you_roll_a_die() {
    let (_, _, boosts) = all_in_with("ALT_CORE_B_YZ_07_R2", 1);
    assert_eq!(boosts, 1);
}

#[test]
fn cr_7_3_28_b_lakshmi_draws_when_the_result_of_the_roll_it_reacted_to_is_6() {
    let mut seen = [false; 2];
    for seed in 0..60 {
        let (result, drew, _) = all_in_with("ALT_BISE_B_LY_55_R1", seed);
        assert_eq!(drew, usize::from(result == 6), "seed {seed}: rolled {result}");
        seen[usize::from(result == 6)] = true;
    }
    assert_eq!(seen, [true, true], "both a 6 and another result were rolled");
}

#[test]
fn cr_3_2_9_lernaean_hydra_counts_the_mana_orbs_in_your_mana_zone_only() {
    let mut sc = position(6, 0);
    sc.cards(&filler(), P1, Zone::Mana(P1), 4);
    let hydra = sc.card(&real("ALT_BISE_B_BR_59_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, hydra, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(hydra).boosts, 6, "P0's six Mana Orbs, not P1's four");
}

#[test]
fn cr_1_2_6_c_pasiphae_counts_the_characters_controlled_by_the_opponent_it_targets() {
    let mut sc = position(2, 0);
    sc.card(
        &character("Mine", 1, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    sc.cards(
        &character("Theirs", 1, [1, 1, 1]),
        P1,
        Zone::Expedition(P1, Side::Hero),
        2,
    );
    sc.card(
        &character("Theirs", 1, [1, 1, 1]),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let pasiphae = sc.card(&real("ALT_BISE_B_YZ_52_R1"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, pasiphae, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert_eq!(g.state().card(pasiphae).boosts, 3);
}

#[test]
fn cr_3_2_10_anansi_counts_the_cards_in_each_players_reserve() {
    let mut sc = position(3, 0);
    sc.cards(&filler(), P0, Zone::Reserve(P0), 2);
    sc.cards(&filler(), P1, Zone::Reserve(P1), 3);
    let anansi = sc.card(&real("ALT_CORE_B_LY_13_R1"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, anansi, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(anansi).boosts, 5);
}

#[test]
fn cr_7_3_7_rime_frost_discards_an_exhausted_card_from_any_reserve() {
    let mut sc = position(1, 0);
    let mine = sc.card(&filler(), P0, Zone::Reserve(P0));
    let ready = sc.card(&filler(), P1, Zone::Reserve(P1));
    let theirs = sc.card(&filler(), P1, Zone::Reserve(P1));
    sc.status(mine, |s| s.exhausted = true);
    sc.status(theirs, |s| s.exhausted = true);
    let spell = sc.card(&real("ALT_ALIZE_B_YZ_39_R1"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
    let d = g.pending().expect("the target").clone();
    assert!(d.options.contains(&Opt::Card(mine)) && d.options.contains(&Opt::Card(theirs)));
    assert!(!d.options.contains(&Opt::Card(ready)), "only Exhausted cards");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
}

#[test]
fn cr_3_2_4_ordis_gatekeeper_targets_a_character_in_your_other_expedition_only() {
    let mut sc = position(3, 0);
    let here = sc.card(&character("Here", 1, [1, 1, 1]), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(
        &character("Other", 1, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    sc.card(
        &character("Theirs", 1, [1, 1, 1]),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let gatekeeper = sc.card(&real("ALT_CORE_B_OR_13_R2"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, gatekeeper, Some(Side::Hero));
    // The only candidate is chosen without a question, if the engine does so; else asked.
    if let Some(d) = g.pending().filter(|d| d.kind == DecisionKind::ChooseObject).cloned() {
        assert_eq!(d.options, vec![Opt::Card(other)]);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(other));
    }
    settled(&g);
    assert_eq!(g.state().card(other).boosts, 2);
    assert_eq!(g.state().card(here).boosts, 0);
}

fn counters(g: &Game, card: CardId, name: &str) -> u32 {
    g.state()
        .counters()
        .iter()
        .find(|k| k.card == card && k.name == name)
        .map_or(0, |k| k.count)
}

#[test]
fn cr_6_3_b_nilam_spires_reacts_to_permanents_joining_your_expeditions_or_landmarks() {
    let mut sc = position(3, 0);
    let spires = sc.card(&real("ALT_BISE_A_YZ_62_R2"), P0, Zone::Landmarks(P0));
    let site = sc.card(&landmark("Site", 0), P0, Zone::Hand(P0));
    let gear = sc.card(
        &Arc::new(CardDef::basic("Gear", Kind::ExpeditionPermanent, 0, 0, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let ally = sc.card(&character("Ally", 0, [1, 1, 1]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, site, None);
    settled(&g);
    assert_eq!(counters(&g, spires, "Arcane"), 1, "a Landmark joined your Landmarks");
    play(&mut g, ally, Some(Side::Hero));
    settled(&g);
    assert_eq!(counters(&g, spires, "Arcane"), 1, "a Character is not a Permanent");
    play(&mut g, gear, Some(Side::Companion));
    settled(&g);
    assert_eq!(
        counters(&g, spires, "Arcane"),
        2,
        "an Expedition Permanent joined your Expedition"
    );
}

#[test]
fn cr_3_1_2_c_swift_jinn_puts_a_card_from_your_reserve_in_your_mana_zone_exhausted() {
    let mut sc = position(6, 0);
    let card = sc.card(&filler(), P0, Zone::Reserve(P0));
    let jinn = sc.card(&real("ALT_BISE_B_BR_57_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card: c, scout: false, to: Some(Side::Hero), .. } if *c == jinn),
    );
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseObject) {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(card));
    }
    settled(&g);
    assert_eq!(g.state().card(card).zone, Zone::Mana(P0));
    assert!(
        g.state().card(card).status.exhausted,
        "as an exhausted Mana Orb (CR 3.2.9.b)"
    );
}

#[test]
fn cr_7_3_5_ordis_overseer_creates_a_recruit_per_bureaucrat_you_control() {
    let mut sc = position(4, 0);
    // Issitoq, a Bureaucrat, in the Companion Expedition; the Overseer is one too.
    sc.card(&real("ALT_CORE_B_OR_19_C"), P0, Zone::Expedition(P0, Side::Companion));
    sc.card(
        &character("Citizen", 1, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let overseer = sc.card(&real("ALT_ALIZE_B_OR_34_R1"), P0, Zone::Hand(P0));
    // P1's Hero Expedition ahead: P0's is behind.
    sc.state_mut().player_mut(P1).markers[0] = 1;
    let mut g = start(sc);
    play(&mut g, overseer, Some(Side::Hero));
    settled(&g);
    let tokens = g
        .state()
        .in_zone(Zone::Expedition(P0, Side::Hero))
        .filter(|&c| g.state().card(c).token)
        .count();
    assert_eq!(tokens, 2, "two Bureaucrats: the Overseer and Issitoq");
}

#[test]
fn cr_6_1_f_daedalus_we_both_gain_a_boost_on_a_4_or_more() {
    let mut seen = [false; 2];
    for seed in 0..30 {
        let mut sc = position(5, 0);
        sc.seed(seed);
        let other = sc.card(
            &character("Other", 1, [1, 1, 1]),
            P0,
            Zone::Expedition(P0, Side::Companion),
        );
        let daedalus = sc.card(&real("ALT_BISE_B_LY_53_R1"), P0, Zone::Hand(P0));
        let mut g = start(sc);
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Play { card: c, scout: false, to: Some(Side::Hero), .. } if *c == daedalus),
        );
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(other));
        settled(&g);
        let result = g
            .events()
            .iter()
            .find_map(|e| match e {
                Event::DieRolled { result, .. } => Some(*result),
                _ => None,
            })
            .expect("a roll");
        let high = result >= 4;
        assert_eq!(g.state().card(other).boosts, 1, "seed {seed}");
        assert_eq!(
            g.state().card(daedalus).boosts,
            u16::from(high),
            "seed {seed}: rolled {result}"
        );
        seen[usize::from(high)] = true;
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn cr_2_2_7_duel_of_grit_targets_a_hand_cost_at_most_that_of_a_character_you_control() {
    let mut sc = position(3, 0);
    let mine = sc.card(&character("Mine", 3, [1, 1, 1]), P0, Zone::Expedition(P0, Side::Hero));
    let three = sc.card(&character("Three", 3, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let four = sc.card(&character("Four", 4, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let spell = sc.card(&real("ALT_BISE_B_BR_61_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    let d = g.pending().expect("the target").clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    assert!(d.options.contains(&Opt::Card(three)) && d.options.contains(&Opt::Card(mine)));
    assert!(
        !d.options.contains(&Opt::Card(four)),
        "4 is more than any Character P0 controls"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(three));
    settled(&g);
    assert_eq!(g.state().card(three).zone, Zone::Reserve(P1));
}

/// The Little Mouse played from Hand, its Sabotage discarding P1's card in Reserve or
/// nothing: the cards in P1's Reserve after, and whether they are exhausted.
fn little_mouse(discard: bool) -> Vec<bool> {
    let mut sc = position(3, 0);
    let victim = sc.card(&filler(), P1, Zone::Reserve(P1));
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    let mouse = sc.card(&real("ALT_BISE_B_MU_53_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, mouse, Some(Side::Hero));
    if discard {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    } else {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Skip);
    }
    settled(&g);
    g.state()
        .in_zone(Zone::Reserve(P1))
        .map(|c| g.state().card(c).status.exhausted)
        .collect()
}

#[test]
fn cr_7_3_7_the_little_mouse_has_the_discarded_cards_owner_exhausted_resupply() {
    assert_eq!(
        little_mouse(true),
        vec![true],
        "the victim discarded, an exhausted card put"
    );
}

#[test]
fn cr_7_3_30_the_little_mouse_discarding_nothing_has_nobody_resupply() {
    assert_eq!(little_mouse(false), vec![false], "the victim stays, nothing else");
}

/// Will-o'-the-Wisp (water 3) in P0's Hero Expedition facing P1's with one Character of
/// these statistics, both in the Hero region with these terrains, at Dusk: whether P1's
/// Hero Expedition moved forward at Progress.
fn wisp_at_dusk(region: [bool; 3], theirs: [i32; 3]) -> bool {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_ALIZE_B_LY_35_C"), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("Walker", 1, theirs), P1, Zone::Expedition(P1, Side::Hero));
    sc.state_mut().adventure_mut().regions[0].terrains = Terrains(region);
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let g = Game::from_state(st);
    g.events().iter().any(|e| {
        matches!(
            e,
            Event::ExpeditionMoved {
                player: P1,
                side: Side::Hero,
                ..
            }
        )
    })
}

#[test]
fn cr_4_2_4_j_will_o_the_wisp_stops_the_expedition_facing_it_in_water_except_due_to_water() {
    let forest_water = [true, false, true];
    assert!(!wisp_at_dusk(forest_water, [3, 0, 0]), "ahead in forest only: it can't");
    assert!(
        wisp_at_dusk(forest_water, [3, 0, 5]),
        "ahead in water: due to water, it may"
    );
}

#[test]
fn cr_7_5_8_a_will_o_the_wisp_does_nothing_when_the_expedition_facing_it_is_not_in_water() {
    assert!(wisp_at_dusk([true, false, false], [3, 0, 0]));
}

/// Player 1's Hero Expedition, ahead in forest (3 to 0) and in water (5 to 3), in a forest
/// and water region, facing player 0's with Will-o'-the-Wisp (`If the Expedition facing me
/// is in water, it can't move forward during Dusk except due to water.`) or, `wisp` false,
/// a plain Character of the same statistics; player 1 has `When my Expedition moves
/// forward due to forest | Draw a card.` there. At Progress: whether that Expedition
/// moved, and how many times the reaction activated.
fn due_to_forest_facing(wisp: bool) -> (bool, usize) {
    let mut sc = position(0, 0);
    let facing = if wisp {
        real("ALT_ALIZE_B_LY_35_C")
    } else {
        character("Plain", 3, [0, 0, 3])
    };
    sc.card(&facing, P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("Walker", 1, [3, 0, 5]), P1, Zone::Expedition(P1, Side::Hero));
    let watcher = sc.card(
        &common::written(
            "Character — Soldier",
            "When my Expedition moves forward due to forest | Draw a card.\n",
        ),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.cards(&filler(), P1, Zone::Deck(P1), 5);
    sc.state_mut().adventure_mut().regions[0].terrains = Terrains([true, false, true]);
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let g = Game::from_state(st);
    let moved = g.events().iter().any(|e| {
        matches!(
            e,
            Event::ExpeditionMoved {
                player: P1,
                side: Side::Hero,
                ..
            }
        )
    });
    (moved, common::reactions_of(&g, watcher))
}

/// CR 4.2.4.c: an Expedition that cannot move forward due to a terrain ignores it when
/// whether it moves forward is determined (CR 4.2.4.d: one that can only move forward due
/// to water ignores the others). Facing Will-o'-the-Wisp, player 1's Expedition moves
/// forward due to water alone: not due to forest, though ahead in forest, so `When my
/// Expedition moves forward due to forest` does not activate (CR 4.2.4.j). Facing a plain
/// Character it moves forward due to both, and the reaction activates.
#[test]
fn cr_4_2_4_c_a_terrain_it_cannot_move_forward_due_to_is_ignored() {
    assert_eq!(due_to_forest_facing(false), (true, 1), "due to forest and water");
    assert_eq!(due_to_forest_facing(true), (true, 0), "due to water only");
}

/// CR 4.2.4.d: an Expedition that can only move forward due to a terrain cannot move
/// forward for another reason than Progress. Player 1's Hero Expedition, in a forest and
/// water region, faces player 0's with Will-o'-the-Wisp (`… can't move forward during Dusk
/// except due to water`) or, `wisp` false, a plain Character; player 1's `At Dusk | Target
/// Expedition moves forward one region.` targets it. Whether it moved (it wins no Progress:
/// it has no Character).
fn moved_by_an_effect_at_dusk_facing(wisp: bool) -> bool {
    let mut sc = position(0, 0);
    let facing = if wisp {
        real("ALT_ALIZE_B_LY_35_C")
    } else {
        character("Plain", 3, [0, 0, 3])
    };
    sc.card(&facing, P0, Zone::Expedition(P0, Side::Hero));
    sc.card(
        &common::written(
            "Character — Soldier",
            "At Dusk | Target Expedition moves forward one region.\n",
        ),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    sc.state_mut().adventure_mut().regions[0].terrains = Terrains([true, false, true]);
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let mut g = Game::from_state(st);
    let d = g.pending().expect("the target").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseExpedition, P1), "{d:?}");
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P1,
            side: Side::Hero,
        }
    });
    g.events().iter().any(|e| {
        matches!(
            e,
            Event::ExpeditionMoved {
                player: P1,
                side: Side::Hero,
                ..
            }
        )
    })
}

#[test]
fn cr_4_2_4_d_it_cannot_move_forward_for_another_reason_than_progress() {
    assert!(moved_by_an_effect_at_dusk_facing(false), "an effect moves it forward");
    assert!(
        !moved_by_an_effect_at_dusk_facing(true),
        "only due to water at Progress"
    );
}

#[test]
fn cr_7_3_28_kadigiran_mage_dancer_reacts_once_to_a_roll_of_several_dice() {
    let mut sc = position(3, 3);
    let dancer = sc.card(&real("ALT_CORE_B_YZ_07_R2"), P0, Zone::Expedition(P0, Side::Hero));
    // The Ouroboros, Lyra Bastion: one more die, one kept (CR 6.2).
    sc.card(&real("ALT_CORE_B_LY_30_C"), P0, Zone::Landmarks(P0));
    let target = sc.card(
        &character("Target", 1, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let spell = sc.card(&real("ALT_CORE_B_LY_25_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    let d = g.pending().expect("the die to keep").clone();
    assert_eq!(d.kind, DecisionKind::ChooseDie);
    assert_eq!(d.options.len(), 2, "two dice");
    choose(&mut g, DecisionKind::ChooseDie, |o| d.options[0] == *o);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
    settled(&g);
    assert_eq!(g.state().card(dancer).boosts, 1, "one roll of two dice: one reaction");
}
