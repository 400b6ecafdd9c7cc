//! Keyword abilities (CR 7.4), passive abilities (CR 2.2.12.c, 2.3) and quick actions (CR
//! 5.3) of real cards from `cards/`, in small positions built with `Scenario`, every
//! decision scripted. Tests of a rule are named after its number in the Complete Rules 4.0.
mod common;

use common::{choose, cost_offered, filler, position, real, settled, start, written, P0, P1};

use altered_engine::*;
use altered_interpreter::KeywordAbility;
use std::sync::Arc;

const ARAWN: &str = "ALT_BISE_B_MU_57_R1";
const MERLIN: &str = "ALT_BISE_B_YZ_54_C";
const MERLIN_RARE: &str = "ALT_BISE_B_YZ_54_R1";

fn character(name: &str, subtypes: &[&str]) -> Arc<CardDef> {
    let mut def = CardDef::basic(name, Kind::Character, 9, 9, [1, 1, 1]);
    def.subtypes = subtypes.iter().map(|s| s.to_string()).collect();
    Arc::new(def)
}

/// Night of the last day: Rest, Clean-up, then the game stops at the day limit.
/// `moved`: which of player 0's Expeditions moved forward this day.
fn night(sc: Scenario, moved: [bool; 2]) -> Game {
    let mut st = sc.build();
    st.player_mut(P0).moved_forward = moved;
    st.set_day(1, 1);
    st.set_first_player(P0);
    st.set_step(Step::Night, Phase::Dusk);
    Game::from_state(st)
}

fn offered(g: &Game, f: impl Fn(&Opt) -> bool) -> bool {
    g.pending().is_some_and(|d| d.options.iter().any(f))
}

fn quick(card: CardId, ability: u16) -> impl Fn(&Opt) -> bool {
    move |o| matches!(o, Opt::Quick { card: c, ability: a, .. } if *c == card && *a == ability)
}

// --- Quick actions (CR 5.3) ---

#[test]
fn cr_5_3_d_kelon_cylinder_exhausts_to_gain_two_kelon_counters_and_the_turn_goes_on() {
    let mut sc = position(0, 0);
    let kelon = sc.card(&real("ALT_CORE_B_AX_26_R1"), P0, Zone::Landmarks(P0));
    let mut g = start(sc);
    assert!(
        !offered(&g, quick(kelon, 2)),
        "CR 2.5.h: spending a Kelon counter needs one"
    );
    choose(&mut g, DecisionKind::Turn, quick(kelon, 1));
    settled(&g); // CR 4.2.3.e.1: a quick action does not end the turn
    assert!(g.state().card(kelon).status.exhausted, "CR 5.3.d: exhaust is paid");
    assert_eq!(g.state().counter(kelon, "Kelon"), 2);
    assert!(
        !offered(&g, quick(kelon, 1)),
        "CR 7.3.15.b: an exhausted object can't pay exhaust again"
    );
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::QuickAction { card, ability: 1, .. } if *card == kelon)));
}

#[test]
fn cr_2_5_h_kelon_cylinder_spends_a_kelon_counter_to_give_target_character_a_boost() {
    let mut sc = position(0, 0);
    let kelon = sc.card(&real("ALT_CORE_B_AX_26_R1"), P0, Zone::Landmarks(P0));
    sc.counters(kelon, "Kelon", 2);
    let ally = sc.card(&character("Ally", &[]), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(kelon, 2));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    settled(&g);
    assert_eq!(g.state().card(ally).boosts, 1);
    assert_eq!(g.state().counter(kelon, "Kelon"), 1, "the counter was spent");
    assert!(g.state().card(kelon).status.exhausted);
}

/// CR 5.3.e states the same bound in the chapter on quick actions.
#[test]
fn cr_1_4_6_b_a_quick_action_is_played_at_most_a_hundred_times_a_day() {
    let mut sc = position(0, 0);
    let card = sc.card(
        &written("Landmark Permanent — Construction", "0: I gain 1 Test counter.\n"),
        P0,
        Zone::Landmarks(P0),
    );
    let mut g = start(sc);
    for _ in 0..QUICK_ACTION_LIMIT {
        choose(&mut g, DecisionKind::Turn, quick(card, 0));
    }
    settled(&g);
    assert_eq!(g.state().counter(card, "Test"), u32::from(QUICK_ACTION_LIMIT));
    assert!(!offered(&g, quick(card, 0)), "the hundred-and-first is not offered");
}

#[test]
fn cr_5_1_2_h_a_mana_cost_exhausts_that_many_orbs_with_the_other_costs() {
    let mut sc = position(2, 0);
    let card = sc.card(
        &written(
            "Landmark Permanent — Construction",
            "exhaust, 2: I gain 1 Test counter.\n",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(card, 0));
    settled(&g);
    assert_eq!(g.state().ready_orbs(P0), 0);
    assert_eq!(g.state().counter(card, "Test"), 1);
}

// --- Keywords (CR 7.4) ---

#[test]
fn cr_7_4_6_b_bravos_bladedancer_keeps_its_boost_when_it_rests() {
    let mut sc = Scenario::new();
    let dancer = sc.card(&real("ALT_CORE_B_BR_16_C"), P0, Zone::Expedition(P0, Side::Hero));
    let plain = sc.card(&character("Plain", &[]), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(dancer, 1).boosts(plain, 1);
    let g = night(sc, [true, false]);
    assert_eq!(g.state().card(dancer).zone, Zone::Reserve(P0));
    assert_eq!(
        g.state().card(dancer).boosts,
        1,
        "Seasoned keeps its boosts (CR 7.4.6.c: at Rest too)"
    );
    assert_eq!(g.state().card(plain).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(plain).boosts, 0, "CR 2.5.j");
}

#[test]
fn bravos_bladedancer_etb_gains_a_boost() {
    let mut sc = position(1, 0);
    let dancer = sc.card(&real("ALT_CORE_B_BR_16_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == dancer),
    );
    settled(&g);
    assert_eq!(g.state().card(dancer).boosts, 1);
}

#[test]
fn cr_7_4_6_c_the_stew_makes_characters_in_its_expedition_seasoned_even_as_it_rests_with_them() {
    let mut sc = Scenario::new();
    let stew = sc.card(&real("ALT_BISE_B_BR_62_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let here = sc.card(&character("Here", &[]), P0, Zone::Expedition(P0, Side::Hero));
    let there = sc.card(&character("There", &[]), P0, Zone::Expedition(P0, Side::Companion));
    sc.boosts(here, 2).boosts(there, 2);
    let g = night(sc, [true, true]);
    // CR 6.1.f: the Gear and the Characters go to Reserve together; Seasoned is read before.
    assert_eq!(g.state().card(stew).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(here).boosts, 2);
    assert_eq!(g.state().card(there).boosts, 0, "not in the Stew's Expedition");
}

#[test]
fn the_stew_etb_gives_target_character_a_boost() {
    let mut sc = position(2, 0);
    let stew = sc.card(&real("ALT_BISE_B_BR_62_R2"), P0, Zone::Hand(P0));
    let ally = sc.card(&character("Ally", &[]), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == stew),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    settled(&g);
    assert_eq!(g.state().card(ally).boosts, 1);
    assert!(
        !g.state().has_keyword(ally, KeywordAbility::Seasoned),
        "not in the Stew's Expedition"
    );
}

#[test]
fn cr_7_4_5_c_theseus_played_with_scout_gains_hand_send_me_to_reserve() {
    let mut sc = position(3, 0);
    let theseus = sc.card(&real("ALT_BISE_A_BR_58_C"), P0, Zone::Hand(P0));
    let foe = sc.card(&character("Foe", &[]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    // Hand cost 8, Scout 3: with three orbs only the Scout price is offered.
    assert!(!offered(
        &g,
        |o| matches!(o, Opt::Play { card, scout: false, .. } if *card == theseus)
    ));
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, cost: 3, scout: true, to: Some(Side::Hero), .. } if *card == theseus),
    );
    // Its etb and the gained hand reaction wait in Limbo; its controller picks the order.
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, ability } if *card == theseus && *ability == SCOUT_ABILITY),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
    settled(&g);
    assert_eq!(g.state().card(theseus).zone, Zone::Reserve(P0), "sent to Reserve");
    assert_eq!(
        g.state().card(foe).zone,
        Zone::Hand(P1),
        "the etb still resolved (CR 7.4.5.c remark)"
    );
    assert_eq!(g.state().ready_orbs(P0), 0);
}

/// The Scout costs offered for `card` now.
fn scout_costs(g: &Game, card: CardId) -> Vec<u8> {
    g.pending()
        .map(|d| {
            d.options
                .iter()
                .filter_map(|o| match o {
                    Opt::Play {
                        card: c,
                        cost,
                        scout: true,
                        ..
                    } if *c == card => Some(*cost),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Theseus (Hand Cost 8, Scout 3): from Hand its Scout price is offered; from Reserve it is
/// not, though its Reserve price is.
#[test]
fn cr_7_4_5_b_scout_works_only_while_the_card_is_in_hand() {
    for (zone, scout) in [(Zone::Hand(P0), true), (Zone::Reserve(P0), false)] {
        let mut sc = position(9, 0);
        let theseus = sc.card(&real("ALT_BISE_A_BR_58_C"), P0, zone);
        let g = start(sc);
        assert_eq!(!scout_costs(&g, theseus).is_empty(), scout, "in {zone:?}");
        assert!(
            offered(
                &g,
                |o| matches!(o, Opt::Play { card, scout: false, .. } if *card == theseus)
            ),
            "its own price is offered from {zone:?}"
        );
    }
}

/// Martengale's support ability, `The next card you play this turn costs 1 less.`, lowers
/// Theseus's Scout price from 3 to 2.
#[test]
fn cr_7_4_5_d_cost_changes_apply_to_a_scout_price() {
    let mut sc = position(9, 0);
    let theseus = sc.card(&real("ALT_BISE_A_BR_58_C"), P0, Zone::Hand(P0));
    let martengale = sc.card(&real("ALT_CORE_B_LY_04_R1"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    assert!(scout_costs(&g, theseus).contains(&3));
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == martengale),
    );
    let costs = scout_costs(&g, theseus);
    assert!(!costs.is_empty() && costs.iter().all(|&c| c == 2), "{costs:?}");
}

#[test]
fn theseus_from_reserve_gains_two_boosts_and_returns_a_character() {
    let mut sc = position(8, 0);
    let theseus = sc.card(&real("ALT_BISE_A_BR_58_C"), P0, Zone::Reserve(P0));
    let foe = sc.card(&character("Foe", &[]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == theseus),
    );
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(o, Opt::Reaction { ability: 2, .. })
    });
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
    settled(&g);
    assert_eq!(g.state().card(theseus).boosts, 2);
    assert_eq!(g.state().card(foe).zone, Zone::Hand(P1));
}

#[test]
fn kelon_cylinder_etb_gives_target_character_a_boost() {
    let mut sc = position(1, 0);
    let kelon = sc.card(&real("ALT_CORE_B_AX_26_R1"), P0, Zone::Hand(P0));
    let ally = sc.card(&character("Ally", &[]), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, .. } if *card == kelon),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    settled(&g);
    assert_eq!(g.state().card(ally).boosts, 1);
}

#[test]
fn cr_7_4_4_e_son_of_yggdrasil_counts_in_both_expeditions_and_both_move_forward() {
    let mut sc = Scenario::new();
    let son = sc.card(&real("ALT_CORE_B_MU_21_C"), P0, Zone::Expedition(P0, Side::Hero));
    let st = sc.build();
    assert_eq!(st.expedition_stats(P0, Side::Companion), [6, 3, 3]);
    assert_eq!(st.expedition_stats(P0, Side::Hero), [6, 3, 3]);
    assert!(st.has_keyword(son, KeywordAbility::Gigantic));
    assert!(st.moves_forward(P0, Side::Hero) && st.moves_forward(P0, Side::Companion));
}

#[test]
fn cr_7_4_4_b_a_gigantic_character_rests_when_either_of_its_expeditions_moved() {
    let mut sc = Scenario::new();
    let son = sc.card(&real("ALT_CORE_B_MU_21_C"), P0, Zone::Expedition(P0, Side::Hero));
    let g = night(sc, [false, true]);
    assert_eq!(g.state().card(son).zone, Zone::Reserve(P0));
}

#[test]
fn cr_7_4_2_b_verdantback_is_defender_unless_you_control_two_other_plants() {
    let mut sc = Scenario::new();
    let back = sc.card(&real("ALT_CORE_B_MU_19_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let plant = character("Sprout", &["Plant"]);
    sc.card(&plant, P0, Zone::Expedition(P0, Side::Companion));
    let st = sc.build();
    assert!(st.has_keyword(back, KeywordAbility::Defender));
    assert!(
        !st.moves_forward(P0, Side::Hero),
        "Defender: my Expedition can't move forward"
    );
    assert!(st.moves_forward(P0, Side::Companion), "the other Expedition can");

    let mut sc = Scenario::new();
    let back = sc.card(&real("ALT_CORE_B_MU_19_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.cards(&plant, P0, Zone::Expedition(P0, Side::Companion), 2);
    let st = sc.build();
    assert!(!st.has_keyword(back, KeywordAbility::Defender));
    assert!(st.moves_forward(P0, Side::Hero));
}

/// CR 2.3.1.k: the passives applied are kept between two questions only while the state
/// stays the same. Asked before a Plant arrives, Verdantback is Defender; asked after, it
/// is not (a kept answer would still say Defender), and a clone taken before keeps the
/// answer of its own state.
#[test]
fn cr_2_3_1_k_a_question_after_a_change_sees_the_change() {
    let mut sc = position(3, 0);
    let back = sc.card(&real("ALT_CORE_B_MU_19_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let mut sprout = CardDef::basic("Sprout", Kind::Character, 1, 1, [1; 3]);
    sprout.subtypes = vec!["Plant".to_string()];
    let sprout = Arc::new(sprout);
    sc.card(&sprout, P0, Zone::Expedition(P0, Side::Companion));
    let arriving = sc.card(&sprout, P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(g.state().has_keyword(back, KeywordAbility::Defender), "one other Plant");
    let before = g.state().clone();
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, .. } if *card == arriving),
    );
    settled(&g);
    assert!(g.state().card(arriving).zone.in_play());
    assert!(
        !g.state().has_keyword(back, KeywordAbility::Defender),
        "two other Plants now"
    );
    assert!(
        before.has_keyword(back, KeywordAbility::Defender),
        "the clone's own state"
    );
}

#[test]
fn cr_7_4_2_b_monolith_archivist_is_defender_unless_you_control_two_other_bureaucrats() {
    let mut sc = Scenario::new();
    let arch = sc.card(&real("ALT_CORE_B_OR_10_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let clerk = character("Clerk", &["Bureaucrat"]);
    sc.card(&clerk, P1, Zone::Expedition(P1, Side::Companion));
    let st = sc.build();
    assert!(
        !st.moves_forward(P0, Side::Hero),
        "the opponent's Bureaucrats don't count"
    );
    let mut sc = Scenario::new();
    let _ = arch;
    sc.card(&real("ALT_CORE_B_OR_10_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.cards(&clerk, P0, Zone::Expedition(P0, Side::Companion), 2);
    assert!(sc.build().moves_forward(P0, Side::Hero));
}

#[test]
fn cr_7_4_3_b_an_eternal_character_is_not_sent_to_reserve_during_rest() {
    let mut sc = Scenario::new();
    let ever = sc.card(
        &written("Character — Spirit", "Eternal.\n"),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let g = night(sc, [true, false]);
    assert_eq!(g.state().card(ever).zone, Zone::Expedition(P0, Side::Hero));
}

#[test]
fn arawn_played_with_scout_gives_animals_a_boost_then_goes_to_reserve() {
    let mut sc = position(2, 0);
    let arawn = sc.card(&real(ARAWN), P0, Zone::Hand(P0));
    let pet = sc.card(
        &character("Pet", &["Animal"]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, cost: 2, scout: true, to: Some(Side::Hero), .. } if *card == arawn),
    );
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(o, Opt::Reaction { ability: 1, .. })
    });
    settled(&g);
    assert_eq!(g.state().card(pet).boosts, 1);
    assert_eq!(g.state().card(arawn).zone, Zone::Reserve(P0));
}

#[test]
fn merlin_played_with_scout_may_send_target_character_to_reserve() {
    let mut sc = position(4, 0);
    let merlin = sc.card(&real(MERLIN), P0, Zone::Hand(P0));
    let foe = sc.card(&character("Foe", &[]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, cost: 4, scout: true, to: Some(Side::Hero), .. } if *card == merlin),
    );
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(o, Opt::Reaction { ability: 1, .. })
    });
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
    settled(&g);
    assert_eq!(g.state().card(foe).zone, Zone::Reserve(P1));
    assert_eq!(g.state().card(merlin).zone, Zone::Reserve(P0));
}

#[test]
fn merlin_rare_played_with_scout_may_discard_target_character() {
    let mut sc = position(4, 0);
    let merlin = sc.card(&real(MERLIN_RARE), P0, Zone::Hand(P0));
    let foe = sc.card(&character("Foe", &[]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, scout: true, to: Some(Side::Hero), .. } if *card == merlin),
    );
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(o, Opt::Reaction { ability: 1, .. })
    });
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
    settled(&g);
    assert_eq!(g.state().card(foe).zone, Zone::Discard(P1));
}

// --- Passive abilities (CR 2.3) ---

/// A Landmark with `Characters are Seasoned.`: the words name every Character, but the
/// ability gives Seasoned only to those in play; their printed abilities lack it, so what
/// they have is their base characteristics with the passive applied.
#[test]
fn cr_2_3_1_h_a_passive_ability_affects_only_objects_in_play() {
    let mut sc = position(2, 0);
    sc.card(
        &written("Landmark Permanent — Construction", "Characters are Seasoned.\n"),
        P0,
        Zone::Landmarks(P0),
    );
    let out = sc.card(&character("Out", &[]), P0, Zone::Expedition(P0, Side::Hero));
    let foe = sc.card(&character("Foe", &[]), P1, Zone::Expedition(P1, Side::Hero));
    let waiting = sc.card(&character("Waiting", &[]), P0, Zone::Reserve(P0));
    let st = sc.build();
    let mut control = position(2, 0);
    let alone = control.card(&character("Out", &[]), P0, Zone::Expedition(P0, Side::Hero));
    assert!(
        !control.build().has_keyword(alone, KeywordAbility::Seasoned),
        "not Seasoned itself"
    );
    // CR 2.3.1.j: its characteristics are the base ones, modified by the passive.
    assert!(st.has_keyword(out, KeywordAbility::Seasoned));
    assert!(
        st.has_keyword(foe, KeywordAbility::Seasoned),
        "`Characters`: every player's"
    );
    assert!(
        !st.has_keyword(waiting, KeywordAbility::Seasoned),
        "in Reserve, not in play"
    );
}

/// The same Landmark: a Character that enters play has Seasoned at once, and once the
/// Landmark is gone no Character has it, with nothing else done: the passive applies
/// continuously (CR 2.3.1.i) and is evaluated again after each event.
#[test]
fn cr_2_3_1_k_passive_abilities_are_evaluated_again_after_each_event() {
    let mut sc = position(3, 0);
    let landmark = sc.card(
        &written("Landmark Permanent — Construction", "Characters are Seasoned.\n"),
        P0,
        Zone::Landmarks(P0),
    );
    let arriving = sc.card(
        &CardDef::basic("Arriving", Kind::Character, 1, 1, [1; 3]).into(),
        P0,
        Zone::Hand(P0),
    );
    let remove = sc.card(
        &written("Spell", "Discard target Landmark Permanent.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, .. } if *card == arriving),
    );
    settled(&g);
    assert!(
        g.state().has_keyword(arriving, KeywordAbility::Seasoned),
        "on entering play"
    );
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, .. } if *card == remove),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(landmark));
    settled(&g);
    assert_eq!(g.state().card(landmark).zone, Zone::Discard(P0));
    assert!(
        !g.state().has_keyword(arriving, KeywordAbility::Seasoned),
        "its source is gone"
    );
}

#[test]
fn cr_3_2_10_b_tech_lab_unit_resupplies_and_raises_the_reserve_limit() {
    let mut sc = position(3, 1);
    let lab = sc.card(&real("ALT_BISE_B_AX_61_C"), P0, Zone::Hand(P0));
    let f = filler();
    sc.cards(&f, P0, Zone::Reserve(P0), 2);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, .. } if *card == lab),
    );
    settled(&g);
    assert_eq!(g.state().count(Zone::Reserve(P0)), 3, "Resupply");
    assert_eq!(g.state().limits(P0).0, 3, "2 without a Hero, plus 1");
}

#[test]
fn cr_4_2_5_c_with_tech_lab_unit_three_cards_stay_in_reserve_at_clean_up() {
    let mut sc = Scenario::new();
    sc.card(&real("ALT_BISE_B_AX_61_C"), P0, Zone::Landmarks(P0));
    let f = filler();
    sc.cards(&f, P0, Zone::Reserve(P0), 3);
    let g = night(sc, [false, false]);
    assert!(g.pending().is_none(), "no choice: three is the limit");
    assert_eq!(g.state().count(Zone::Reserve(P0)), 3);
}

#[test]
fn cr_1_4_1_a_mana_convergence_cant_be_played_but_can_be_a_mana_orb() {
    let mut sc = position(5, 0);
    let conv = sc.card(&real("ALT_ALIZE_B_NE_01_C"), P0, Zone::Hand(P0));
    let g = start(sc);
    assert!(!offered(&g, |o| matches!(o, Opt::Play { card, .. } if *card == conv)));
    let mut sc = Scenario::new();
    let conv = sc.card(&real("ALT_ALIZE_B_NE_01_C"), P0, Zone::Hand(P0));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Expand(0), Phase::Morning);
    let g = Game::from_state(st);
    assert!(offered(&g, |o| *o == Opt::Card(conv)), "CR 4.2.1.e: Expand with it");
}

#[test]
fn the_mess_spends_three_food_counters_to_resupply() {
    let mut sc = position(0, 1);
    let mess = sc.card(&real("ALT_BISE_A_BR_63_C"), P0, Zone::Landmarks(P0));
    sc.counters(mess, "Food", 3);
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(mess, 1));
    settled(&g);
    assert_eq!(g.state().counter(mess, "Food"), 0);
    assert_eq!(g.state().count(Zone::Reserve(P0)), 1, "Resupply");
}

#[test]
fn cr_7_4_3_b_hydracaena_is_eternal() {
    let mut sc = Scenario::new();
    let hydra = sc.card(&real("ALT_CORE_B_MU_22_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let g = night(sc, [true, true]);
    assert_eq!(g.state().card(hydra).zone, Zone::Expedition(P0, Side::Hero));
}

#[test]
fn cr_7_4_2_c_chrysalis_is_defender() {
    let mut sc = Scenario::new();
    sc.card(&real("ALT_ALIZE_B_YZ_33_C"), P0, Zone::Expedition(P0, Side::Companion));
    let st = sc.build();
    assert!(!st.moves_forward(P0, Side::Companion));
}

#[test]
fn cr_7_4_4_o_the_hunger_is_gigantic_while_fleeting() {
    let mut sc = Scenario::new();
    let hunger = sc.card(&real("ALT_BISE_B_YZ_56_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let st = sc.build();
    assert!(!st.has_keyword(hunger, KeywordAbility::Gigantic));
    assert_eq!(st.expedition_stats(P0, Side::Companion), [0, 0, 0]);
    let mut sc = Scenario::new();
    let hunger = sc.card(&real("ALT_BISE_B_YZ_56_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.status(hunger, |s| s.fleeting = true);
    let st = sc.build();
    assert!(st.has_keyword(hunger, KeywordAbility::Gigantic));
    assert_eq!(st.expedition_stats(P0, Side::Companion), [3, 3, 3]);
}

// --- Lasting effects on the next card played (CR 2.2.15) ---

fn play_opt(card: CardId, to: Option<Side>) -> impl Fn(&Opt) -> bool {
    move |o| matches!(o, Opt::Play { card: c, to: t, scout: false, .. } if *c == card && *t == to)
}

fn cheap(name: &str, cost: u8, subtypes: &[&str]) -> Arc<CardDef> {
    let mut def = CardDef::basic(name, Kind::Character, cost, cost, [1, 1, 1]);
    def.subtypes = subtypes.iter().map(|s| s.to_string()).collect();
    Arc::new(def)
}

#[test]
fn cr_2_2_15_haven_bravos_bastion_the_next_character_played_from_reserve_this_turn_gains_a_boost() {
    let mut sc = position(2, 0);
    let haven = sc.card(&real("ALT_CORE_B_BR_30_R2"), P0, Zone::Landmarks(P0));
    let from_hand = sc.card(&cheap("From Hand", 1, &[]), P0, Zone::Hand(P0));
    let from_reserve = sc.card(&cheap("From Reserve", 1, &[]), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(haven, 1));
    settled(&g);
    assert_eq!(g.state().ongoing().len(), 1);
    // P1 has nothing to do: their turn passes and P0 plays again.
    choose(&mut g, DecisionKind::Turn, play_opt(from_hand, Some(Side::Hero)));
    assert_eq!(g.state().card(from_hand).boosts, 0, "not from Reserve");
    choose(&mut g, DecisionKind::Turn, play_opt(from_reserve, Some(Side::Hero)));
    assert_eq!(
        g.state().card(from_reserve).boosts,
        0,
        "`this turn` ended with the turn"
    );
    assert!(g.state().ongoing().is_empty());
}

#[test]
fn haven_bravos_bastion_boosts_the_character_played_from_reserve_in_the_same_turn() {
    let mut sc = position(1, 1);
    let haven = sc.card(&real("ALT_CORE_B_BR_30_R2"), P0, Zone::Landmarks(P0));
    let from_reserve = sc.card(&cheap("From Reserve", 1, &[]), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(haven, 1));
    choose(&mut g, DecisionKind::Turn, play_opt(from_reserve, Some(Side::Hero)));
    assert_eq!(g.state().card(from_reserve).boosts, 1);
    assert!(g.state().ongoing().is_empty(), "it applied once and ended");
}

#[test]
fn haven_bravos_bastion_etb_resupplies() {
    let mut sc = position(2, 1);
    let haven = sc.card(&real("ALT_CORE_B_BR_30_R2"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(haven, None));
    settled(&g);
    assert_eq!(g.state().count(Zone::Reserve(P0)), 1);
}

#[test]
fn kelon_cylinder_spends_a_counter_so_the_next_character_gains_a_boost() {
    let mut sc = position(1, 0);
    let kelon = sc.card(&real("ALT_CORE_B_AX_26_R2"), P0, Zone::Landmarks(P0));
    sc.counters(kelon, "Kelon", 1);
    let next = sc.card(&cheap("Next", 1, &[]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(offered(&g, quick(kelon, 0)) && offered(&g, quick(kelon, 1)));
    choose(&mut g, DecisionKind::Turn, quick(kelon, 1));
    choose(&mut g, DecisionKind::Turn, play_opt(next, Some(Side::Companion)));
    assert_eq!(g.state().card(next).boosts, 1);
    assert_eq!(g.state().counter(kelon, "Kelon"), 0);
}

#[test]
fn kelon_cylinder_exhausts_to_gain_two_kelon_counters() {
    let mut sc = position(0, 0);
    let kelon = sc.card(&real("ALT_CORE_B_AX_26_R2"), P0, Zone::Landmarks(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(kelon, 0));
    settled(&g);
    assert_eq!(g.state().counter(kelon, "Kelon"), 2);
}

#[test]
fn cr_7_3_23_the_kadigir_makes_the_next_spell_played_this_turn_free() {
    let mut sc = position(0, 0);
    let kadigir = sc.card(&real("ALT_CORE_B_YZ_30_R2"), P0, Zone::Landmarks(P0));
    let bolt = sc.card(
        &Arc::new(CardDef::basic("Bolt", Kind::Spell, 4, 4, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    assert_eq!(cost_offered(&g, bolt, None), None, "no mana for it");
    choose(&mut g, DecisionKind::Turn, quick(kadigir, 0));
    assert_eq!(cost_offered(&g, bolt, None), Some(0));
    choose(&mut g, DecisionKind::Turn, play_opt(bolt, None));
    assert_eq!(g.state().card(bolt).zone, Zone::Reserve(P0));
    assert!(g.state().ongoing().is_empty());
}

/// The Kadigir's Rare: `The next Spell you play this turn is free. If you play it from
/// your hand, it loses Fleeting.` A printed-Fleeting Spell (CR 5.2.4.a.2) played from Hand
/// is free and goes to Reserve; a Spell played from Reserve gains Fleeting (CR 2.4.7.a) and
/// keeps it: free, then discarded (CR 5.2.4.b).
#[test]
fn cr_2_2_15_the_kadigir_rare_a_free_spell_from_hand_loses_fleeting() {
    for from_hand in [true, false] {
        let mut sc = position(0, 0);
        let kadigir = sc.card(&real("ALT_CORE_B_YZ_30_R1"), P0, Zone::Landmarks(P0));
        let mut def = CardDef::basic("Flash", Kind::Spell, 4, 4, [0; 3]);
        def.fleeting_spell = from_hand;
        let zone = if from_hand { Zone::Hand(P0) } else { Zone::Reserve(P0) };
        let flash = sc.card(&Arc::new(def), P0, zone);
        let mut g = start(sc);
        choose(&mut g, DecisionKind::Turn, quick(kadigir, 0));
        assert_eq!(cost_offered(&g, flash, None), Some(0));
        choose(&mut g, DecisionKind::Turn, play_opt(flash, None));
        let to = if from_hand {
            Zone::Reserve(P0)
        } else {
            Zone::Discard(P0)
        };
        assert_eq!(g.state().card(flash).zone, to, "from hand: {from_hand}");
        assert!(g.state().ongoing().is_empty());
    }
}

#[test]
fn cr_5_1_2_e_bountiful_meadow_the_next_plant_costs_one_less() {
    let mut sc = position(1, 0);
    let meadow = sc.card(&real("ALT_CORE_B_MU_24_C"), P0, Zone::Landmarks(P0));
    let plant = sc.card(&cheap("Sprout", 2, &["Plant"]), P0, Zone::Hand(P0));
    let other = sc.card(&cheap("Pup", 2, &["Animal"]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(meadow, 0));
    assert_eq!(cost_offered(&g, other, Some(Side::Hero)), None, "not a Plant: still 2");
    assert_eq!(cost_offered(&g, plant, Some(Side::Hero)), Some(1));
    choose(&mut g, DecisionKind::Turn, play_opt(plant, Some(Side::Hero)));
    assert_eq!(g.state().ready_orbs(P0), 0);
}

#[test]
fn the_undergrowth_the_next_character_played_in_forest_gains_a_boost() {
    let mut sc = position(2, 0);
    let growth = sc.card(&real("ALT_BISE_B_MU_63_C"), P0, Zone::Landmarks(P0));
    let next = sc.card(&cheap("Next", 1, &[]), P0, Zone::Hand(P0));
    let mut st = sc.build();
    // The companion Expedition's region has no forest; the hero's has.
    let companion_region = usize::from(st.player(P0).markers[Side::Companion.index()]);
    st.adventure_mut().regions[companion_region].terrains = Terrains([false, true, true]);
    st.adventure_mut().regions[companion_region].face_up = true;
    let hero_region = usize::from(st.player(P0).markers[Side::Hero.index()]);
    st.adventure_mut().regions[hero_region].terrains = Terrains([true, false, false]);
    st.adventure_mut().regions[hero_region].face_up = true;
    st.set_first_player(P0);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    choose(&mut g, DecisionKind::Turn, quick(growth, 0));
    choose(&mut g, DecisionKind::Turn, play_opt(next, Some(Side::Hero)));
    assert_eq!(g.state().card(next).boosts, 1);
}

#[test]
fn the_undergrowth_does_nothing_for_a_character_played_elsewhere() {
    let mut sc = position(2, 0);
    let growth = sc.card(&real("ALT_BISE_B_MU_63_C"), P0, Zone::Landmarks(P0));
    let next = sc.card(&cheap("Next", 1, &[]), P0, Zone::Hand(P0));
    let mut st = sc.build();
    let companion_region = usize::from(st.player(P0).markers[Side::Companion.index()]);
    st.adventure_mut().regions[companion_region].terrains = Terrains([false, true, true]);
    st.adventure_mut().regions[companion_region].face_up = true;
    st.set_first_player(P0);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    choose(&mut g, DecisionKind::Turn, quick(growth, 0));
    choose(&mut g, DecisionKind::Turn, play_opt(next, Some(Side::Companion)));
    assert_eq!(g.state().card(next).boosts, 0);
}

// --- Tough (CR 7.4.7) ---

/// Merlin played with Scout (4 mana) from a position with `mana` orbs; its `hand` reaction
/// may send target Character to Reserve. Returns the game at the target's choice (or
/// after it, when there was none).
fn merlin_targets(mana: usize, foes: &[Arc<CardDef>], landmark: Option<Arc<CardDef>>) -> (Game, Vec<CardId>) {
    let mut sc = position(mana, 0);
    let merlin = sc.card(&real(MERLIN), P0, Zone::Hand(P0));
    let ids = foes
        .iter()
        .map(|f| sc.card(f, P1, Zone::Expedition(P1, Side::Hero)))
        .collect();
    if let Some(l) = landmark {
        sc.card(&l, P1, Zone::Landmarks(P1));
    }
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, scout: true, to: Some(Side::Hero), .. } if *card == merlin),
    );
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(o, Opt::Reaction { ability: 1, .. })
    });
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    (g, ids)
}

/// CR 7.4.7.e: paying the Tough cost is decided with the target, before the step resolves:
/// choosing Shenlong pays for it, and the step then sends it to Reserve.
#[test]
fn cr_7_4_7_c_targeting_shenlong_costs_its_opponent_one_more_mana() {
    let (mut g, ids) = merlin_targets(5, &[real("ALT_CORE_B_BR_22_R1")], None);
    let shenlong = ids[0];
    assert_eq!(g.state().ready_orbs(P0), 1);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(shenlong));
    assert_eq!(g.state().card(shenlong).zone, Zone::Reserve(P1));
    assert_eq!(g.state().ready_orbs(P0), 0, "the Tough cost was paid");
}

#[test]
fn cr_7_4_7_d_a_tough_target_the_player_cannot_pay_for_is_not_a_choice() {
    let foe = character("Foe", &[]);
    let (mut g, ids) = merlin_targets(4, &[real("ALT_CORE_B_BR_22_R1"), foe], None);
    let (shenlong, foe) = (ids[0], ids[1]);
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    assert!(!d.options.contains(&Opt::Card(shenlong)), "no mana left for Tough 1");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
    assert_eq!(g.state().card(foe).zone, Zone::Reserve(P1));
}

/// Two steps target Shenlong (Tough 1): its opponent pays 1 once for the whole effect.
#[test]
fn cr_7_4_7_f_the_tough_cost_is_paid_once_per_effect() {
    let mut sc = position(3, 0);
    let shenlong = sc.card(&real("ALT_CORE_B_BR_22_R1"), P1, Zone::Expedition(P1, Side::Hero));
    let spell = sc.card(
        &written(
            "Spell",
            "Target Character gains 1 boost. Target Character gains 1 boost.\n",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, .. } if *card == spell),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(shenlong));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(shenlong));
    settled(&g);
    assert_eq!(g.state().card(shenlong).boosts, 2);
    assert_eq!(g.state().ready_orbs(P0), 1, "the Spell's 1, and Tough 1 once");
}

#[test]
fn cr_7_4_7_c_the_spindle_makes_its_controllers_characters_tough_two() {
    let spindle = real("ALT_CORE_B_MU_30_C");
    let (g, ids) = merlin_targets(5, &[character("Foe", &[])], Some(spindle.clone()));
    assert!(
        !offered(&g, |o| *o == Opt::Card(ids[0])),
        "one orb left, Tough 2: Merlin's own Character is the only target"
    );
    let (mut g, ids) = merlin_targets(6, &[character("Foe", &[])], Some(spindle));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ids[0]));
    assert_eq!(g.state().card(ids[0]).zone, Zone::Reserve(P1));
    assert_eq!(g.state().ready_orbs(P0), 0);
}

#[test]
fn the_spindle_rare_and_bravos_printings_give_tough_two_too() {
    for r in ["ALT_CORE_B_MU_30_R1", "ALT_CORE_B_MU_30_R2"] {
        let mut sc = Scenario::new();
        let foe = sc.card(&character("Foe", &[]), P1, Zone::Expedition(P1, Side::Hero));
        sc.card(&real(r), P1, Zone::Landmarks(P1));
        let st = sc.build();
        assert!(st.keywords(foe).contains(&KeywordAbility::Tough(2)), "{r}");
    }
}

#[test]
fn cr_7_4_7_c_tough_costs_nothing_to_its_own_controller() {
    let mut sc = position(4, 0);
    let merlin = sc.card(&real(MERLIN), P0, Zone::Hand(P0));
    let mine = sc.card(&real("ALT_CORE_B_BR_22_R1"), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, scout: true, to: Some(Side::Hero), .. } if *card == merlin),
    );
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(o, Opt::Reaction { ability: 1, .. })
    });
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    assert_eq!(g.state().card(mine).zone, Zone::Reserve(P0));
}

// --- Playing exhausted cards (CR 2.4.6.d) and the first Character each Afternoon ---

const HEATER: &str = "ALT_ALIZE_B_AX_43_C";
const HEATER_RARE: &str = "ALT_ALIZE_B_AX_43_R2";
const VAIKE: &str = "ALT_ALIZE_B_AX_35_R1";

#[test]
fn cr_2_4_6_d_kelonic_heater_lets_exhausted_characters_be_played_from_reserve_in_its_expedition() {
    for r in [HEATER, HEATER_RARE] {
        let mut sc = position(1, 0);
        sc.card(&real(r), P0, Zone::Expedition(P0, Side::Companion));
        let tired = sc.card(&cheap("Tired", 1, &[]), P0, Zone::Reserve(P0));
        sc.status(tired, |s| s.exhausted = true);
        let spell = sc.card(
            &Arc::new(CardDef::basic("Tired Spell", Kind::Spell, 1, 1, [0; 3])),
            P0,
            Zone::Reserve(P0),
        );
        sc.status(spell, |s| s.exhausted = true);
        let mut g = start(sc);
        assert!(
            !offered(&g, play_opt(tired, Some(Side::Hero))),
            "{r}: not the heater's Expedition"
        );
        assert!(
            !offered(&g, play_opt(spell, None)),
            "{r}: CR 2.4.6.c still holds for Spells"
        );
        choose(&mut g, DecisionKind::Turn, play_opt(tired, Some(Side::Companion)));
        assert_eq!(g.state().card(tired).zone, Zone::Expedition(P0, Side::Companion));
    }
}

#[test]
fn cr_2_4_6_c_without_kelonic_heater_exhausted_cards_stay_in_reserve() {
    let mut sc = position(1, 0);
    let tired = sc.card(&cheap("Tired", 1, &[]), P0, Zone::Reserve(P0));
    sc.status(tired, |s| s.exhausted = true);
    let g = start(sc);
    assert!(!offered(&g, |o| matches!(o, Opt::Play { card, .. } if *card == tired)));
}

#[test]
fn kelonic_heater_etb_exhausted_resupply() {
    for r in [HEATER, HEATER_RARE] {
        let mut sc = position(2, 1);
        let heater = sc.card(&real(r), P0, Zone::Hand(P0));
        let mut g = start(sc);
        choose(&mut g, DecisionKind::Turn, play_opt(heater, Some(Side::Hero)));
        settled(&g);
        let resupplied: Vec<CardId> = g.state().in_zone(Zone::Reserve(P0)).collect();
        assert_eq!(resupplied.len(), 1, "{r}");
        assert!(g.state().card(resupplied[0]).status.exhausted, "{r}");
    }
}

#[test]
fn cr_2_4_6_d_vaike_lets_any_exhausted_card_be_played_from_reserve() {
    let mut sc = position(1, 0);
    sc.card(&real(VAIKE), P0, Zone::Expedition(P0, Side::Hero));
    let spell = sc.card(
        &Arc::new(CardDef::basic("Tired Spell", Kind::Spell, 1, 1, [0; 3])),
        P0,
        Zone::Reserve(P0),
    );
    sc.status(spell, |s| s.exhausted = true);
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(spell, None));
    assert_eq!(
        g.state().card(spell).zone,
        Zone::Discard(P0),
        "played from Reserve: Fleeting"
    );
}

#[test]
fn vaike_reserve_exhausted_resupply() {
    let mut sc = position(2, 1);
    let vaike = sc.card(&real(VAIKE), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(vaike, Some(Side::Hero)));
    settled(&g);
    let resupplied: Vec<CardId> = g.state().in_zone(Zone::Reserve(P0)).collect();
    assert_eq!(resupplied.len(), 1);
    assert!(g.state().card(resupplied[0]).status.exhausted);
}

#[test]
fn nevenka_and_teija_the_first_character_played_each_afternoon_gains_a_boost() {
    for hero in ["ALT_CORE_P_LY_01_C", "ALT_CORE_B_MU_01_C"] {
        let mut sc = position(2, 0);
        sc.card(&real(hero), P0, Zone::HeroZone(P0));
        let spell = sc.card(
            &Arc::new(CardDef::basic("Spell", Kind::Spell, 0, 0, [0; 3])),
            P0,
            Zone::Hand(P0),
        );
        let first = sc.card(&cheap("First", 1, &[]), P0, Zone::Hand(P0));
        let second = sc.card(&cheap("Second", 1, &[]), P0, Zone::Hand(P0));
        let mut g = start(sc);
        choose(&mut g, DecisionKind::Turn, play_opt(spell, None));
        choose(&mut g, DecisionKind::Turn, play_opt(first, Some(Side::Hero)));
        choose(&mut g, DecisionKind::Turn, play_opt(second, Some(Side::Hero)));
        assert_eq!(g.state().card(first).boosts, 1, "{hero}: the first Character");
        assert_eq!(g.state().card(second).boosts, 0, "{hero}");
    }
}

// --- Cost changes (CR 5.1.2.e) ---

#[test]
fn cr_5_1_2_e_amarok_costs_two_less_in_an_expedition_with_no_characters() {
    for r in ["ALT_ALIZE_B_BR_39_C", "ALT_ALIZE_B_BR_39_R2"] {
        let mut sc = position(3, 0);
        let amarok = sc.card(&real(r), P0, Zone::Hand(P0));
        sc.card(&character("Ally", &[]), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        assert_eq!(cost_offered(&g, amarok, Some(Side::Hero)), None, "{r}: 5 there, 3 orbs");
        assert_eq!(cost_offered(&g, amarok, Some(Side::Companion)), Some(3), "{r}");
        choose(&mut g, DecisionKind::Turn, play_opt(amarok, Some(Side::Companion)));
        assert_eq!(g.state().ready_orbs(P0), 0);
    }
}

#[test]
fn amarok_sacrifices_another_character_joining_its_expedition() {
    let mut sc = position(3, 0);
    sc.card(&real("ALT_ALIZE_B_BR_39_C"), P0, Zone::Expedition(P0, Side::Hero));
    let newcomer = sc.card(&cheap("Newcomer", 1, &[]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(newcomer, Some(Side::Hero)));
    assert_eq!(g.state().card(newcomer).zone, Zone::Discard(P0));
}

#[test]
fn cr_5_1_2_e_flutter_of_moths_costs_one_less_per_exhausted_card_in_reserve() {
    // The Rare printing (cards/yzmir/flutter-of-moths-rare.card); the Common's `if there are …`
    // does not lower yet.
    {
        let (r, printed) = ("ALT_ALIZE_B_YZ_43_R2", 7u8);
        let mut sc = position(9, 0);
        let flutter = sc.card(&real(r), P0, Zone::Hand(P0));
        let f = filler();
        for (owner, exhausted) in [(P0, true), (P1, true), (P0, false)] {
            let c = sc.card(&f, owner, Zone::Reserve(owner));
            sc.status(c, |s| s.exhausted = exhausted);
        }
        let g = start(sc);
        assert_eq!(
            cost_offered(&g, flutter, None),
            Some(printed - 2),
            "{r}: both Reserves count"
        );
    }
}

// --- `can't gain counters` (CR 1.4.1.a) and played cards gaining Fleeting (CR 5.2.4.a.3) ---

#[test]
fn cr_1_4_1_a_health_inspector_rare_cards_with_counters_cant_gain_counters() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_OR_55_R1"), P1, Zone::Expedition(P1, Side::Hero));
    let kelon = sc.card(&real("ALT_CORE_B_AX_26_R1"), P0, Zone::Landmarks(P0));
    sc.counters(kelon, "Kelon", 2);
    let boosted = sc.card(&character("Boosted", &[]), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(boosted, 1);
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(kelon, 2));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(boosted));
    settled(&g);
    assert_eq!(g.state().card(boosted).boosts, 1, "it has counters: it can't gain more");
    assert_eq!(g.state().counter(kelon, "Kelon"), 1, "the cost was still paid");
}

#[test]
fn health_inspector_rare_lets_a_card_without_counters_gain_some() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_OR_55_R1"), P1, Zone::Expedition(P1, Side::Hero));
    let kelon = sc.card(&real("ALT_CORE_B_AX_26_R1"), P0, Zone::Landmarks(P0));
    sc.counters(kelon, "Kelon", 2);
    let plain = sc.card(&character("Plain", &[]), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(kelon, 2));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(plain));
    assert_eq!(g.state().card(plain).boosts, 1);
}

#[test]
fn cr_1_4_1_a_health_inspector_cards_in_the_opponents_reserve_cant_gain_counters() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_OR_55_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let giver = sc.card(
        &written(
            "Landmark Permanent — Construction",
            "exhaust: Target card in Reserve gains 1 Test counter.\n",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let f = filler();
    let theirs = sc.card(&f, P1, Zone::Reserve(P1));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(giver, 0));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    assert_eq!(g.state().counter(theirs, "Test"), 0);
}

#[test]
fn health_inspector_does_not_stop_its_controllers_own_reserve() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_OR_55_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let giver = sc.card(
        &written(
            "Landmark Permanent — Construction",
            "exhaust: Target card in Reserve gains 1 Test counter.\n",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let f = filler();
    let mine = sc.card(&f, P0, Zone::Reserve(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(giver, 0));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    assert_eq!(g.state().counter(mine, "Test"), 1);
}

#[test]
fn cr_5_2_4_a_3_afanas_and_senka_spells_with_hand_cost_one_or_less_are_fleeting() {
    for hero in ["ALT_ALIZE_B_YZ_03_C", "ALT_CORE_B_YZ_03_C"] {
        let mut sc = position(3, 0);
        sc.card(&real(hero), P0, Zone::HeroZone(P0));
        let cheap_spell = sc.card(
            &Arc::new(CardDef::basic("Cheap Spell", Kind::Spell, 1, 1, [0; 3])),
            P0,
            Zone::Hand(P0),
        );
        let dear_spell = sc.card(
            &Arc::new(CardDef::basic("Dear Spell", Kind::Spell, 2, 2, [0; 3])),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        choose(&mut g, DecisionKind::Turn, play_opt(cheap_spell, None));
        choose(&mut g, DecisionKind::Turn, play_opt(dear_spell, None));
        assert_eq!(g.state().card(cheap_spell).zone, Zone::Discard(P0), "{hero}");
        assert_eq!(g.state().card(dear_spell).zone, Zone::Reserve(P0), "{hero}");
    }
}

// --- Lasting changes to the rules (CR 2.2.15) ---

#[test]
fn cr_2_2_15_celebration_day_no_expedition_moves_forward_this_day() {
    let mut sc = position(8, 0);
    let party = sc.card(&real("ALT_CORE_B_OR_27_R2"), P0, Zone::Hand(P0));
    sc.card(&character("Walker", &[]), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    assert!(g.state().moves_forward(P0, Side::Hero), "it would move");
    choose(&mut g, DecisionKind::Turn, play_opt(party, None));
    assert_eq!(g.state().card(party).zone, Zone::Discard(P0), "Fleeting");
    assert_eq!(g.state().rules_in_force().len(), 1);
    // Both players pass: Dusk, Progress, Night, and the Day ends.
    choose(&mut g, DecisionKind::Turn, |o| *o == Opt::Pass);
    let moved = g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ExpeditionMoved { player: P0, .. }));
    assert!(!moved, "CR 1.4.1.a: can't beats the Progress rule");
    // CR 2.2.15.a, 2.2.15.c: its duration is the one its effect gave, "this Day".
    assert!(g.state().rules_in_force().is_empty(), "it lasted this Day only");
}

/// Celebration Day (Common): `Target Expedition can't move forward this Day` (CR 2.2.15,
/// 1.4.1.a): the Expedition chosen as it resolves (CR 1.2.6.c) moves neither by an effect
/// (`Target Expedition moves forward one region`) nor at Progress; the other one does;
/// the next Day it can again.
#[test]
fn cr_2_2_15_celebration_day_target_expedition_cant_move_forward_this_day() {
    let mut sc = position(14, 0);
    let party = sc.card(&real("ALT_CORE_B_OR_27_C"), P0, Zone::Hand(P0));
    let leap = sc.card(&real("ALT_CORE_B_YZ_25_R2"), P0, Zone::Hand(P0));
    for side in [Side::Hero, Side::Companion] {
        sc.card(&character("Walker", &[]), P0, Zone::Expedition(P0, side));
    }
    let hero = Opt::Expedition {
        player: P0,
        side: Side::Hero,
    };
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(party, None));
    choose(&mut g, DecisionKind::ChooseExpedition, |o| *o == hero);
    settled(&g);
    assert_eq!(g.state().card(party).zone, Zone::Discard(P0), "Fleeting");
    assert!(!g.state().moves_forward(P0, Side::Hero));
    assert!(g.state().moves_forward(P0, Side::Companion));
    choose(&mut g, DecisionKind::Turn, play_opt(leap, None));
    choose(&mut g, DecisionKind::ChooseExpedition, |o| *o == hero);
    settled(&g);
    assert_eq!(g.state().player(P0).markers, [0, 7], "the effect moved nothing");
    // Both players pass: Dusk, Progress, Night, and the Day ends.
    choose(&mut g, DecisionKind::Turn, |o| *o == Opt::Pass);
    assert_eq!(
        g.state().player(P0).markers,
        [0, 6],
        "only the companion Expedition moved"
    );
    assert!(g.state().moves_forward(P0, Side::Hero), "it lasted this Day only");
}

// --- After You (CR 7.3.2) ---

#[test]
fn cr_7_3_2_babas_isba_sacrifices_a_character_to_end_the_turn_without_passing() {
    for r in ["ALT_CORE_B_YZ_28_C", "ALT_CORE_B_YZ_28_R1", "ALT_CORE_B_YZ_28_R2"] {
        let mut sc = position(0, 0);
        let isba = sc.card(&real(r), P0, Zone::Landmarks(P0));
        let ally = sc.card(&character("Ally", &[]), P0, Zone::Expedition(P0, Side::Hero));
        let f = filler();
        sc.card(&f, P1, Zone::Mana(P1));
        let theirs = sc.card(&cheap("Theirs", 1, &[]), P1, Zone::Hand(P1));
        let mut g = start(sc);
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Quick { card, pay: Some(p), .. } if *card == isba && *p == ally),
        );
        assert_eq!(
            g.state().card(ally).zone,
            Zone::Discard(P0),
            "{r}: sacrificed as a cost"
        );
        assert!(g.state().card(isba).status.exhausted);
        let d = g.pending().unwrap();
        assert_eq!((d.kind, d.player), (DecisionKind::Turn, P1), "{r}: the turn ended");
        assert!(!g.state().player(P0).passed, "CR 7.3.2.b: After You is not passing");
        choose(&mut g, DecisionKind::Turn, play_opt(theirs, Some(Side::Hero)));
        settled(&g); // P0 plays again
    }
}

#[test]
fn babas_isba_etb_draws_a_card() {
    for r in ["ALT_CORE_B_YZ_28_R1", "ALT_CORE_B_YZ_28_R2"] {
        let mut sc = position(3, 1);
        let isba = sc.card(&real(r), P0, Zone::Hand(P0));
        let mut g = start(sc);
        choose(&mut g, DecisionKind::Turn, play_opt(isba, None));
        settled(&g);
        assert_eq!(g.state().count(Zone::Deck(P0)), 0, "{r}: drew");
    }
}

#[test]
fn cr_7_4_4_eat_me_energy_bars_makes_the_only_character_of_its_expedition_gigantic() {
    for r in ["ALT_ALIZE_B_BR_45_R1", "ALT_ALIZE_B_BR_45_R2"] {
        let mut sc = Scenario::new();
        sc.card(&real(r), P0, Zone::Expedition(P0, Side::Hero));
        let alone = sc.card(&character("Alone", &[]), P0, Zone::Expedition(P0, Side::Hero));
        let elsewhere = sc.card(&character("Elsewhere", &[]), P0, Zone::Expedition(P0, Side::Companion));
        let st = sc.build();
        assert!(st.has_keyword(alone, KeywordAbility::Gigantic), "{r}");
        assert!(!st.has_keyword(elsewhere, KeywordAbility::Gigantic), "{r}");
        assert_eq!(st.expedition_stats(P0, Side::Companion), [2, 2, 2], "{r}: CR 7.4.4.e");

        let mut sc = Scenario::new();
        sc.card(&real(r), P0, Zone::Expedition(P0, Side::Hero));
        let one = sc.card(&character("One", &[]), P0, Zone::Expedition(P0, Side::Hero));
        sc.card(&character("Two", &[]), P0, Zone::Expedition(P0, Side::Hero));
        assert!(
            !sc.build().has_keyword(one, KeywordAbility::Gigantic),
            "{r}: two Characters"
        );
    }
}

#[test]
fn eat_me_energy_bars_etb_gains_fleeting() {
    let mut sc = position(2, 0);
    let bars = sc.card(&real("ALT_ALIZE_B_BR_45_R1"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(bars, Some(Side::Hero)));
    settled(&g);
    assert!(g.state().card(bars).status.fleeting);
}

// --- Scholar's Vault: cheaper big cards, a Reserve limit under a condition ---

fn big(kind: Kind, name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, 7, 7, [1, 1, 1]))
}

#[test]
fn cr_5_1_2_e_scholars_vault_characters_with_hand_cost_seven_or_more_cost_one_less() {
    let mut sc = position(6, 0);
    sc.card(&real("ALT_BISE_B_YZ_63_R2"), P0, Zone::Landmarks(P0));
    let giant = sc.card(&big(Kind::Character, "Giant"), P0, Zone::Hand(P0));
    let spell = sc.card(&big(Kind::Spell, "Big Spell"), P0, Zone::Hand(P0));
    let g = start(sc);
    assert_eq!(cost_offered(&g, giant, Some(Side::Hero)), Some(6));
    assert_eq!(cost_offered(&g, spell, None), None, "a Spell: still 7");
}

#[test]
fn cr_3_2_10_b_scholars_vault_raises_the_limit_while_a_big_character_is_in_reserve() {
    let mut sc = Scenario::new();
    sc.card(&real("ALT_BISE_B_YZ_63_R2"), P0, Zone::Landmarks(P0));
    let st = sc.build();
    assert_eq!(st.limits(P0).0, 2);
    let mut sc = Scenario::new();
    sc.card(&real("ALT_BISE_B_YZ_63_R2"), P0, Zone::Landmarks(P0));
    sc.card(&big(Kind::Character, "Giant"), P0, Zone::Reserve(P0));
    assert_eq!(sc.build().limits(P0).0, 3);
}

#[test]
fn scholars_vault_rare_spells_with_hand_cost_seven_or_more_cost_one_less_and_spells_raise_the_limit() {
    let mut sc = position(6, 0);
    sc.card(&real("ALT_BISE_B_YZ_63_R1"), P0, Zone::Landmarks(P0));
    let spell = sc.card(&big(Kind::Spell, "Big Spell"), P0, Zone::Hand(P0));
    sc.card(&filler(), P0, Zone::Reserve(P0));
    let g = start(sc);
    assert_eq!(cost_offered(&g, spell, None), Some(6));
    assert_eq!(g.state().limits(P0).0, 3, "a Spell is in Reserve");
}

#[test]
fn scholars_vault_resupplies_then_a_spell_in_reserve_raises_the_limit() {
    let mut sc = position(2, 1);
    let vault = sc.card(&real("ALT_BISE_B_YZ_63_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert_eq!(g.state().limits(P0).0, 2);
    choose(&mut g, DecisionKind::Turn, play_opt(vault, None));
    settled(&g);
    // The resupplied card is a Filler Spell.
    assert_eq!(g.state().count(Zone::Reserve(P0)), 1);
    assert_eq!(g.state().limits(P0).0, 3);
}

#[test]
fn flutter_of_moths_costs_one_less_if_there_are_two_exhausted_cards_in_reserve() {
    let mut sc = position(9, 0);
    let flutter = sc.card(&real("ALT_ALIZE_B_YZ_43_C"), P0, Zone::Hand(P0));
    let f = filler();
    let a = sc.card(&f, P0, Zone::Reserve(P0));
    sc.status(a, |s| s.exhausted = true);
    let g = start(sc);
    assert_eq!(cost_offered(&g, flutter, None), Some(6), "one is not enough");
    let mut sc = position(9, 0);
    let flutter = sc.card(&real("ALT_ALIZE_B_YZ_43_C"), P0, Zone::Hand(P0));
    for owner in [P0, P1] {
        let c = sc.card(&f, owner, Zone::Reserve(owner));
        sc.status(c, |s| s.exhausted = true);
    }
    let g = start(sc);
    assert_eq!(cost_offered(&g, flutter, None), Some(5));
}

#[test]
fn cr_7_4_7_kaibara_is_tough_the_number_of_regions_between_hero_and_companion() {
    for r in ["ALT_CORE_B_BR_24_C", "ALT_CORE_B_BR_24_R2"] {
        let mut sc = Scenario::new();
        let kaibara = sc.card(&real(r), P1, Zone::Expedition(P1, Side::Hero));
        let mut st = sc.build();
        assert!(st.keywords(kaibara).contains(&KeywordAbility::Tough(6)), "{r}: 0 and 7");
        assert!(st.has_keyword(kaibara, KeywordAbility::Gigantic), "{r}");
        st.player_mut(P1).markers = [3, 4];
        assert!(
            st.keywords(kaibara).contains(&KeywordAbility::Tough(0)),
            "{r}: adjacent"
        );
    }
}

#[test]
fn kaibara_costs_one_more_to_target_with_one_region_between() {
    let mut sc = position(5, 0);
    let merlin = sc.card(&real(MERLIN), P0, Zone::Hand(P0));
    let kaibara = sc.card(&real("ALT_CORE_B_BR_24_C"), P1, Zone::Expedition(P1, Side::Hero));
    let mut st = sc.build();
    st.player_mut(P1).markers = [2, 4];
    st.set_first_player(P0);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, scout: true, to: Some(Side::Hero), .. } if *card == merlin),
    );
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(o, Opt::Reaction { ability: 1, .. })
    });
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kaibara));
    assert_eq!(g.state().card(kaibara).zone, Zone::Reserve(P1));
    assert_eq!(g.state().ready_orbs(P0), 0);
}

#[test]
fn cr_4_2_4_b_magic_beans_make_its_region_forest_too() {
    let beans = real("ALT_ALIZE_B_MU_43_C");
    let woodsman = Arc::new(CardDef::basic("Woodsman", Kind::Character, 1, 1, [3, 0, 0]));
    for with_beans in [false, true] {
        let mut sc = Scenario::new();
        if with_beans {
            sc.card(&beans, P0, Zone::Expedition(P0, Side::Hero));
        }
        sc.card(&woodsman, P0, Zone::Expedition(P0, Side::Hero));
        let mut st = sc.build();
        let r = usize::from(st.player(P0).markers[Side::Hero.index()]);
        st.adventure_mut().regions[r].terrains = Terrains([false, true, false]);
        st.adventure_mut().regions[r].face_up = true;
        assert_eq!(st.region_terrains(r).0[0], with_beans);
        assert_eq!(st.moves_forward(P0, Side::Hero), with_beans);
    }
}

#[test]
fn magic_beans_etb_gives_target_character_in_its_expedition_a_boost() {
    let mut sc = position(2, 0);
    let beans = sc.card(&real("ALT_ALIZE_B_MU_43_C"), P0, Zone::Hand(P0));
    let here = sc.card(&character("Here", &[]), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("There", &[]), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(beans, Some(Side::Hero)));
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    assert_eq!(d.options, vec![Opt::Card(here)], "only Characters in its Expedition");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(here));
    assert_eq!(g.state().card(here).boosts, 1);
}

// --- Replacements (CR 6.2) ---

#[test]
fn cr_6_2_floral_tent_an_anchored_character_loses_anchored_instead_of_leaving() {
    for r in ["ALT_ALIZE_B_MU_44_C", "ALT_ALIZE_B_MU_44_R1"] {
        let mut sc = position(0, 0);
        sc.card(&real(r), P0, Zone::Expedition(P0, Side::Hero));
        let bouncer = sc.card(
            &written(
                "Landmark Permanent — Construction",
                "exhaust: Send target Character to Reserve.\n",
            ),
            P0,
            Zone::Landmarks(P0),
        );
        let anchored = sc.card(&character("Anchored", &[]), P0, Zone::Expedition(P0, Side::Hero));
        sc.status(anchored, |s| s.anchored = true);
        let mut g = start(sc);
        choose(&mut g, DecisionKind::Turn, quick(bouncer, 0));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(anchored));
        settled(&g);
        assert_eq!(g.state().card(anchored).zone, Zone::Expedition(P0, Side::Hero), "{r}");
        assert!(
            !g.state().card(anchored).status.anchored,
            "{r}: it lost Anchored instead"
        );
    }
}

#[test]
fn floral_tent_does_not_protect_characters_elsewhere_or_not_anchored() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_ALIZE_B_MU_44_C"), P0, Zone::Expedition(P0, Side::Hero));
    let bouncer = sc.card(
        &written(
            "Landmark Permanent — Construction",
            "exhaust: Send target Character to Reserve.\n",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let elsewhere = sc.card(&character("Elsewhere", &[]), P0, Zone::Expedition(P0, Side::Companion));
    sc.status(elsewhere, |s| s.anchored = true);
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(bouncer, 0));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(elsewhere));
    assert_eq!(g.state().card(elsewhere).zone, Zone::Reserve(P0));
}

#[test]
fn floral_tent_etb_resupplies() {
    let mut sc = position(2, 1);
    let tent = sc.card(&real("ALT_ALIZE_B_MU_44_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(tent, Some(Side::Hero)));
    settled(&g);
    assert_eq!(g.state().count(Zone::Reserve(P0)), 1);
}

#[test]
fn cr_6_2_floral_tent_bravos_a_boosted_character_loses_its_boosts_instead_of_leaving() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_ALIZE_B_MU_44_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let bouncer = sc.card(
        &written(
            "Landmark Permanent — Construction",
            "exhaust: Send target Character to Reserve.\n",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let boosted = sc.card(&character("Boosted", &[]), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(boosted, 2);
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(bouncer, 0));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(boosted));
    settled(&g);
    assert_eq!(g.state().card(boosted).zone, Zone::Expedition(P0, Side::Hero));
    assert_eq!(g.state().card(boosted).boosts, 0);
}

// --- Support quick actions (CR 2.2.12.i): `support:` discards the card from Reserve ---

/// Plays the support quick action of `card` (its only one).
fn support(g: &mut Game, card: CardId) {
    choose(
        g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card: c, .. } if *c == card),
    );
}

/// A card of `reference` in player 0's Reserve, in `position(mana, deck)`.
fn in_reserve(reference: &str, mana: usize, deck: usize) -> (Scenario, CardId) {
    let mut sc = position(mana, deck);
    let id = sc.card(&real(reference), P0, Zone::Reserve(P0));
    (sc, id)
}

#[test]
fn cr_2_2_12_i_support_the_next_card_you_play_this_turn_costs_one_less() {
    for (r, kind) in [
        ("ALT_CORE_B_LY_17_R2", Kind::Character),  // Ouroboros Croupier: the next card
        ("ALT_CORE_B_LY_04_C", Kind::Spell),       // Martengale: the next card
        ("ALT_CORE_B_LY_08_R2", Kind::Character),  // Lyra Skald: the next card
        ("ALT_ALIZE_A_YZ_36_R2", Kind::Character), // Aroro: the next Character
        ("ALT_CORE_B_YZ_04_R1", Kind::Spell),      // Studious Disciple: the next Spell
    ] {
        let (mut sc, card) = in_reserve(r, 1, 0);
        let next = sc.card(
            &Arc::new(CardDef::basic("Next", kind, 2, 2, [1, 1, 1])),
            P0,
            Zone::Hand(P0),
        );
        let to = (kind == Kind::Character).then_some(Side::Hero);
        let mut g = start(sc);
        assert_eq!(cost_offered(&g, next, to), None, "{r}");
        support(&mut g, card);
        assert_eq!(
            g.state().card(card).zone,
            Zone::Discard(P0),
            "{r}: discarded from Reserve"
        );
        assert_eq!(cost_offered(&g, next, to), Some(1), "{r}");
    }
}

#[test]
fn cr_2_2_12_i_support_the_next_character_you_play_this_turn_gains_a_boost() {
    for r in ["ALT_CORE_B_BR_09_R1", "ALT_ALIZE_B_MU_41_C"] {
        let (mut sc, card) = in_reserve(r, 1, 0);
        let next = sc.card(&cheap("Next", 1, &[]), P0, Zone::Hand(P0));
        let mut g = start(sc);
        support(&mut g, card);
        choose(&mut g, DecisionKind::Turn, play_opt(next, Some(Side::Hero)));
        assert_eq!(g.state().card(next).boosts, 1, "{r}");
    }
}

#[test]
fn support_target_character_with_hand_cost_three_or_less_gains_anchored() {
    for r in [
        "ALT_ALIZE_B_MU_44_R2", // Floral Tent (Bravos)
        "ALT_ALIZE_B_MU_44_R1", // Floral Tent (Muna, Rare)
        "ALT_CORE_B_MU_17_R1",  // Aja
        "ALT_ALIZE_B_MU_41_R1", // Sow (Rare)
        "ALT_CORE_B_MU_04_R2",  // Muna Caregiver
    ] {
        let (mut sc, card) = in_reserve(r, 0, 0);
        let low = sc.card(&cheap("Low", 3, &[]), P1, Zone::Expedition(P1, Side::Hero));
        sc.card(&character("High", &[]), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        support(&mut g, card);
        let d = g.pending().unwrap().clone();
        assert_eq!(d.options, vec![Opt::Card(low)], "{r}: Hand Cost 3 or less");
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(low));
        assert!(g.state().card(low).status.anchored, "{r}");
    }
}

#[test]
fn snoozer_shroom_support_target_character_you_control_with_hand_cost_four_or_less_gains_asleep() {
    let (mut sc, card) = in_reserve("ALT_ALIZE_B_MU_32_C", 0, 0);
    let mine = sc.card(&cheap("Mine", 4, &[]), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&cheap("Theirs", 4, &[]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    support(&mut g, card);
    let d = g.pending().unwrap().clone();
    assert_eq!(d.options, vec![Opt::Card(mine)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    assert!(g.state().card(mine).status.asleep);
}

#[test]
fn support_exhaust_target_card_in_reserve() {
    for r in ["ALT_ALIZE_B_YZ_34_R2", "ALT_ALIZE_B_YZ_33_R2"] {
        let (mut sc, card) = in_reserve(r, 0, 0);
        let theirs = sc.card(&filler(), P1, Zone::Reserve(P1));
        let mut g = start(sc);
        support(&mut g, card);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
        assert!(g.state().card(theirs).status.exhausted, "{r}");
    }
}

#[test]
fn paper_herald_support_creates_an_ordis_recruit_in_target_expedition() {
    for r in ["ALT_CORE_B_OR_04_C", "ALT_CORE_B_OR_04_R2"] {
        let (sc, card) = in_reserve(r, 0, 0);
        let mut g = start(sc);
        support(&mut g, card);
        choose(&mut g, DecisionKind::ChooseExpedition, |o| {
            matches!(
                o,
                Opt::Expedition {
                    player: P0,
                    side: Side::Companion
                }
            )
        });
        assert_eq!(g.state().count(Zone::Expedition(P0, Side::Companion)), 1, "{r}");
    }
}

/// CR 7.3.2.a: After You ends the turn (the next decision is the opponent's turn) without
/// passing.
#[test]
fn cr_7_3_2_alice_support_after_you() {
    for r in ["ALT_CORE_B_YZ_13_C", "ALT_CORE_B_YZ_13_R2"] {
        let (mut sc, card) = in_reserve(r, 0, 0);
        sc.card(&filler(), P1, Zone::Mana(P1));
        sc.card(&cheap("Theirs", 1, &[]), P1, Zone::Hand(P1));
        let mut g = start(sc);
        support(&mut g, card);
        let d = g.pending().unwrap();
        assert_eq!((d.kind, d.player), (DecisionKind::Turn, P1), "{r}");
        assert!(!g.state().player(P0).passed);
    }
}

#[test]
fn support_resupply_and_exhausted_resupply() {
    for (r, exhausted) in [("ALT_CORE_B_LY_16_R1", false), ("ALT_ALIZE_B_LY_33_R1", true)] {
        let (sc, card) = in_reserve(r, 0, 1);
        let mut g = start(sc);
        support(&mut g, card);
        settled(&g);
        let reserve: Vec<CardId> = g.state().in_zone(Zone::Reserve(P0)).collect();
        assert_eq!(reserve.len(), 1, "{r}: the support card left, the resupplied one came");
        assert_eq!(g.state().card(reserve[0]).status.exhausted, exhausted, "{r}");
    }
}

/// CR 1.1.6.j and 1.2.4.d: a support ability works only in Reserve, and only while the
/// object is ready.
#[test]
fn cr_2_4_6_e_support_abilities_do_not_work_while_exhausted_nor_from_play() {
    let (mut sc, card) = in_reserve("ALT_CORE_B_LY_16_R1", 0, 1);
    sc.status(card, |s| s.exhausted = true);
    let in_play = sc.card(&real("ALT_CORE_B_LY_16_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let g = start(sc);
    assert!(!offered(
        &g,
        |o| matches!(o, Opt::Quick { card: c, .. } if *c == card || *c == in_play)
    ));
}

#[test]
fn the_stage_rare_the_next_song_or_artist_played_this_turn_loses_fleeting() {
    let mut sc = position(1, 0);
    let stage = sc.card(&real("ALT_BISE_B_LY_63_R1"), P0, Zone::Landmarks(P0));
    sc.counters(stage, "Performance", 3);
    let artist = sc.card(&cheap("Bard", 1, &["Artist"]), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(stage, 1));
    choose(&mut g, DecisionKind::Turn, play_opt(artist, Some(Side::Hero)));
    // CR 5.2.c: losing Fleeting is an Emblem-Reaction beside the Stage's own.
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
    assert_eq!(g.state().card(artist).zone, Zone::Expedition(P0, Side::Hero));
    assert!(
        !g.state().card(artist).status.fleeting,
        "played from Reserve, yet not Fleeting"
    );
    assert_eq!(
        g.state().counter(stage, "Performance"),
        1,
        "3 spent, then 1 gained as the Artist was played"
    );
}

#[test]
fn the_stage_rare_gains_a_performance_counter_when_you_play_an_artist() {
    let mut sc = position(1, 0);
    let stage = sc.card(&real("ALT_BISE_B_LY_63_R1"), P0, Zone::Landmarks(P0));
    let artist = sc.card(&cheap("Bard", 1, &["Artist"]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, play_opt(artist, Some(Side::Hero)));
    settled(&g);
    assert_eq!(g.state().counter(stage, "Performance"), 1);
}

#[test]
fn the_foundry_the_next_character_played_from_hand_activates_its_reserve_abilities() {
    let mut sc = position(2, 1);
    let foundry = sc.card(&real("ALT_CORE_B_AX_29_R2"), P0, Zone::Landmarks(P0));
    let vaike = sc.card(&real(VAIKE), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, quick(foundry, 0));
    choose(&mut g, DecisionKind::Turn, play_opt(vaike, Some(Side::Hero)));
    settled(&g);
    let reserve: Vec<CardId> = g.state().in_zone(Zone::Reserve(P0)).collect();
    assert_eq!(reserve.len(), 1, "Vaike's `reserve Exhausted Resupply` activated");
    assert!(g.state().card(reserve[0]).status.exhausted);
}

#[test]
fn cr_7_4_2_b_valemon_is_defender_unless_you_have_eight_mana_orbs() {
    for (orbs, defender) in [(7, true), (8, false)] {
        let mut sc = Scenario::new();
        let valemon = sc.card(&real("ALT_ALIZE_B_OR_39_C"), P0, Zone::Expedition(P0, Side::Hero));
        sc.cards(&filler(), P0, Zone::Mana(P0), orbs);
        let st = sc.build();
        assert_eq!(
            st.has_keyword(valemon, KeywordAbility::Defender),
            defender,
            "{orbs} orbs"
        );
        assert_eq!(st.moves_forward(P0, Side::Hero), !defender);
    }
}

#[test]
fn cr_7_4_3_b_demeter_is_eternal_in_forest() {
    for r in ["ALT_ALIZE_B_MU_40_R2", "ALT_ALIZE_B_MU_40_R1"] {
        for forest in [true, false] {
            let mut sc = Scenario::new();
            let demeter = sc.card(&real(r), P0, Zone::Expedition(P0, Side::Hero));
            let mut st = sc.build();
            let region = usize::from(st.player(P0).markers[Side::Hero.index()]);
            st.adventure_mut().regions[region].terrains = Terrains([forest, !forest, true]);
            st.adventure_mut().regions[region].face_up = true;
            st.player_mut(P0).moved_forward = [true, false];
            st.set_day(1, 1);
            st.set_first_player(P0);
            st.set_step(Step::Night, Phase::Dusk);
            let g = Game::from_state(st);
            let stayed = g.state().card(demeter).zone == Zone::Expedition(P0, Side::Hero);
            assert_eq!(stayed, forest, "{r}: in forest {forest}");
        }
    }
}

const HAVEN: &str = "ALT_CORE_B_BR_30_C";
const KUWAT: &str = "ALT_CORE_B_YZ_15_C";

/// Haven, Bravos Bastion in P0's Landmark zone, and `mana` ready orbs.
fn haven(mana: usize) -> Scenario {
    let mut sc = position(mana, 0);
    sc.card(&real(HAVEN), P0, Zone::Landmarks(P0));
    sc
}

#[test]
fn cr_2_3_haven_gives_your_characters_played_from_reserve_a_boost() {
    let mut sc = haven(2);
    let resting = sc.card(&cheap("From Reserve", 1, &[]), P0, Zone::Reserve(P0));
    let held = sc.card(&cheap("From Hand", 1, &[]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    for (card, boosts) in [(held, 0), (resting, 1)] {
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Play { card: c, to: Some(Side::Hero), .. } if *c == card),
        );
        settled(&g);
        assert_eq!(g.state().card(card).boosts, boosts, "the reserve reaction (CR 7.1.1)");
    }
}

#[test]
fn cr_2_1_d_haven_the_given_reaction_does_not_boost_kuwat_once_sacrificed() {
    // The rules' own example: Kuwat's etb and the reaction Haven gives it both wait in
    // Limbo; with the etb first, Kuwat sacrifices itself, and the new object in the Discard
    // pile is not the one the reserve reaction was for.
    for etb_first in [true, false] {
        let mut sc = position(4, 0);
        let haven = sc.card(&real(HAVEN), P0, Zone::Landmarks(P0));
        let kuwat = sc.card(&real(KUWAT), P0, Zone::Reserve(P0));
        let mut g = start(sc);
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == kuwat),
        );
        let d = g.pending().expect("a decision").clone();
        assert_eq!(d.kind, DecisionKind::ChooseReaction, "{d:?}");
        let own = Opt::Reaction {
            card: kuwat,
            ability: 0,
        };
        let given = Opt::Reaction {
            card: haven,
            ability: 0,
        };
        assert_eq!(
            d.options,
            vec![own, given],
            "its own etb, and the reaction Haven gives it"
        );
        choose(&mut g, DecisionKind::ChooseReaction, |o| {
            *o == if etb_first { own } else { given }
        });
        if etb_first {
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kuwat));
            settled(&g);
            assert_eq!(g.state().card(kuwat).zone, Zone::Discard(P0));
            assert_eq!(g.state().card(kuwat).boosts, 0);
        } else {
            assert_eq!(g.state().card(kuwat).boosts, 1, "boosted first");
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kuwat));
            settled(&g);
            assert_eq!(g.state().card(kuwat).zone, Zone::Discard(P0));
        }
    }
}

const FROZEN_REPROCESSOR: &str = "ALT_ALIZE_B_AX_45_C";

/// Frozen Reprocessor's `You may keep one more card in Reserve during Night if it's
/// Exhausted` (CR 4.2.5.c): once player 0 has chosen as many cards as their Reserve limit
/// (two), they may keep one more of those left, an exhausted one only; without it, two stay.
#[test]
fn cr_4_2_5_c_frozen_reprocessor_keeps_one_more_exhausted_card_in_reserve() {
    for reprocessor in [true, false] {
        let mut sc = Scenario::new();
        if reprocessor {
            sc.card(&real(FROZEN_REPROCESSOR), P0, Zone::Landmarks(P0));
        }
        let f = filler();
        let ready: Vec<CardId> = (0..3).map(|_| sc.card(&f, P0, Zone::Reserve(P0))).collect();
        let tired = sc.card(&f, P0, Zone::Reserve(P0));
        sc.status(tired, |s| s.exhausted = true);
        let mut g = night(sc, [false, false]);
        let d = g.pending().expect("a choice").clone();
        assert_eq!((d.kind, d.picks), (DecisionKind::KeepInReserve, 2));
        let picks = [ready[0], ready[1]].map(|c| d.options.iter().position(|o| *o == Opt::Card(c)).unwrap());
        g.submit(Choice {
            player: P0,
            picks: picks.into(),
        })
        .unwrap();
        if reprocessor {
            let d = g.pending().expect("the extra place").clone();
            // The third ready card may not take it.
            assert_eq!(
                (d.kind, d.options.as_slice(), d.picks),
                (DecisionKind::KeepInReserve, &[Opt::Skip, Opt::Card(tired)][..], 1)
            );
            g.submit(Choice::one(P0, 1)).unwrap();
        }
        assert!(g.pending().is_none(), "{:?}", g.pending());
        assert_eq!(g.state().count(Zone::Reserve(P0)), if reprocessor { 3 } else { 2 });
        assert_eq!(g.state().card(tired).zone == Zone::Reserve(P0), reprocessor);
        assert_eq!(g.state().card(ready[2]).zone, Zone::Discard(P0));
    }
}

/// The extra place is a `may` (CR 4.2.5.c): passing it over keeps only the limit.
#[test]
fn cr_4_2_5_c_frozen_reprocessor_extra_place_may_stay_empty() {
    let mut sc = Scenario::new();
    sc.card(&real(FROZEN_REPROCESSOR), P0, Zone::Landmarks(P0));
    let f = filler();
    let tired: Vec<CardId> = (0..4).map(|_| sc.card(&f, P0, Zone::Reserve(P0))).collect();
    for &c in &tired {
        sc.status(c, |s| s.exhausted = true);
    }
    let mut g = night(sc, [false, false]);
    g.submit(Choice {
        player: P0,
        picks: vec![0, 1].into(),
    })
    .unwrap();
    let d = g.pending().expect("the extra place").clone();
    assert_eq!((d.options.len(), d.options[0]), (3, Opt::Skip));
    choose(&mut g, DecisionKind::KeepInReserve, |o| *o == Opt::Skip);
    assert!(g.pending().is_none());
    assert_eq!(g.state().count(Zone::Reserve(P0)), 2);
}

const FEN_AND_CROWBAR: &str = "ALT_BISE_B_LY_03_C";

/// Fen & Crowbar as player 0's Hero, ten cards in each Deck, from `step` of Day `day`.
fn fen_and_crowbar_game(day: u32, step: Step, phase: Phase) -> Game {
    let mut sc = Scenario::new();
    sc.card(&real(FEN_AND_CROWBAR), P0, Zone::HeroZone(P0));
    let f = filler();
    for p in [P0, P1] {
        sc.cards(&f, p, Zone::Deck(p), 10);
    }
    let mut st = sc.build();
    st.set_day(day, 5);
    st.set_first_player(P0);
    st.set_step(step, phase);
    Game::from_state(st)
}

/// Fen & Crowbar: `During Morning, draw only one card. Then, put the top card of your deck
/// in your Mana zone instead of a card from your hand.` (CR 4.2.1.d, 4.2.1.e): player 0
/// draws one card, the opponent two; player 0's Expand offers the top card of their Deck
/// (`Yes`, the Deck being hidden) and no card of their Hand, and puts it ready in Mana.
#[test]
fn cr_4_2_1_fen_and_crowbar_draws_one_card_and_expands_from_the_deck() {
    let mut g = fen_and_crowbar_game(2, Step::Morning, Phase::Night);
    // CR 4.2.1.b: player 1 is now first, and Expands first.
    let d = g.pending().expect("player 1's Expand").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::Expand, P1));
    assert_eq!(d.options.len(), 3, "Skip and the two cards drawn");
    g.submit(Choice::one(P1, 0)).unwrap();
    let d = g.pending().expect("player 0's Expand").clone();
    assert_eq!(
        (d.kind, d.player, d.options.as_slice()),
        (DecisionKind::Expand, P0, &[Opt::Skip, Opt::Yes][..])
    );
    assert_eq!(g.state().count(Zone::Hand(P0)), 1);
    assert_eq!(g.state().count(Zone::Hand(P1)), 2);
    let top = *g.state().player(P0).deck.last().unwrap();
    choose(&mut g, DecisionKind::Expand, |o| *o == Opt::Yes);
    assert_eq!(g.state().card(top).zone, Zone::Mana(P0));
    let expanded =
        |e: &Event| matches!(e, Event::ManaOrb { player: P0, card, cause: OrbCause::Expand } if *card == top);
    assert!(g.events().iter().any(expanded), "put as the Expand");
}

/// Fen & Crowbar: `Ignore my abilities during the first Day.` (CR 7.3.18.a: a passive that
/// says abilities are ignored during a period; CR 7.3.18.b: its reactions
/// don't activate): its `At Noon | Resupply` does nothing at Noon of Day 1 and Resupplies at
/// Noon of Day 2. Everyone then passes until the next Morning's Expand, where Day 2's
/// Morning change works (one card drawn).
#[test]
fn cr_7_3_18_fen_and_crowbar_ignores_its_abilities_during_the_first_day() {
    for day in [1, 2] {
        let g = fen_and_crowbar_game(day, Step::Noon, Phase::Morning);
        let d = g.pending().expect("the next Morning's Expand");
        assert_eq!(d.kind, DecisionKind::Expand);
        let resupplied = if day == 1 { 0 } else { 1 };
        assert_eq!(g.state().count(Zone::Reserve(P0)), resupplied, "Day {day}");
        assert_eq!(g.state().count(Zone::Hand(P0)), 1, "Day {day}");
        assert_eq!(g.state().count(Zone::Hand(P1)), 2, "Day {day}");
    }
}

/// CR 7.4.5.e: a Reaction triggered by playing a Character with Scout finds the Character in
/// Reserve: `etb I gain 1 boost`, resolved after Scout's `Send me to Reserve`, boosts the
/// card in Reserve (an exception to CR 6.3.k).
#[test]
fn cr_7_4_5_e_a_scouted_characters_reaction_finds_it_in_reserve() {
    let mut sc = position(1, 0);
    let scout = sc.card(
        &common::written("Character — Test", "Scout 1.\netb I gain 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, scout: true, .. } if *card == scout),
    );
    // Send me to Reserve first, then the etb.
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, ability } if *card == scout && *ability == SCOUT_ABILITY),
    );
    settled(&g);
    assert_eq!(g.state().card(scout).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(scout).boosts, 1, "the boost reached it in Reserve");
}

/// CR 1.2.4.b: several keywords, several abilities, may share one line, whether commas or
/// periods part them; `I am [Gigantic] and [Defender].` gives both too.
#[test]
fn cr_1_2_4_b_several_keywords_on_one_line_are_each_an_ability() {
    use altered_interpreter::KeywordAbility;
    for body in ["Defender. Tough 1.", "Defender, Tough 1.", "[Defender]. [Tough 1]."] {
        let mut sc = position(0, 0);
        let me = sc.card(
            &common::written("Character — Test", body),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let g = start(sc);
        assert!(g.state().has_keyword(me, KeywordAbility::Defender), "{body}");
        assert!(
            g.state().has_keyword(me, KeywordAbility::Tough(1)),
            "{body}: Tough 1 too"
        );
    }
    let mut sc = position(0, 0);
    let me = sc.card(
        &common::written("Character — Test", "I am [Gigantic] and [Defender]."),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let g = start(sc);
    assert!(g.state().has_keyword(me, KeywordAbility::Gigantic));
    assert!(g.state().has_keyword(me, KeywordAbility::Defender));
    // Gigantic: present in both of its controller's Expeditions (CR 7.4.4.b).
    assert_eq!(
        g.state().expedition_stats(P0, Side::Companion),
        [1, 1, 1],
        "counted in the other Expedition too"
    );
}
