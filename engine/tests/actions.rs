//! Actions and effect forms with real cards from `cards/`: paying mana and other costs
//! written inside effects (`You may pay 1 to …`, `… and … to …`), modes with a cost,
//! Augment, tokens named by reference. Every decision is scripted; tests are named after
//! the Complete Rules 4.0.
mod common;

use common::{choose, filler, play, position, real, settled, start, P0, P1};

use altered_engine::*;
use std::sync::Arc;

fn basic(name: &str, kind: Kind, hand_cost: u8, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, hand_cost, 9, stats))
}

fn start_at(sc: Scenario, step: Step, phase: Phase) -> Game {
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(step, phase);
    Game::from_state(st)
}

fn ready_orbs(g: &Game, p: PlayerId) -> usize {
    g.state()
        .in_zone(Zone::Mana(p))
        .filter(|&c| !g.state().card(c).status.exhausted)
        .count()
}

fn tokens(g: &Game, p: PlayerId, side: Side) -> Vec<CardId> {
    g.state()
        .in_zone(Zone::Expedition(p, side))
        .filter(|&c| g.state().card(c).token)
        .collect()
}

fn kind_of(g: &Game) -> DecisionKind {
    g.pending().expect("a decision").kind
}

#[test]
fn cr_6_1_d_brassbug_hub_pays_1_and_spends_a_kelon_counter_to_create_a_brassbug() {
    let mut sc = position(2, 0);
    let hub = sc.card(&real("ALT_CORE_B_AX_24_R1"), P0, Zone::Landmarks(P0));
    sc.counters(hub, "Kelon", 3);
    let mut g = start_at(sc, Step::Noon, Phase::Morning);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    // The target Expedition is chosen for the step the cost pays for (CR 1.2.6.c, 6.1.g).
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Companion,
        }
    });
    settled(&g);
    let st = g.state();
    assert_eq!(st.counter(hub, "Kelon"), 2, "one Kelon counter spent");
    assert_eq!(ready_orbs(&g, P0), 1, "1 paid: one Mana Orb exhausted (CR 1.2.5.e)");
    let made = tokens(&g, P0, Side::Companion);
    assert_eq!(made.len(), 1);
    assert_eq!(st.def(made[0]).name, "Brassbug");
}

#[test]
fn cr_6_4_c_brassbug_hub_does_not_offer_a_cost_it_cannot_pay() {
    // No mana: the cost can't be paid in full (CR 1.2.5.c), so it is not offered.
    let mut sc = position(0, 0);
    let hub = sc.card(&real("ALT_CORE_B_AX_24_R1"), P0, Zone::Landmarks(P0));
    sc.counters(hub, "Kelon", 3);
    let g = start_at(sc, Step::Noon, Phase::Morning);
    settled(&g);
    assert_eq!(g.state().counter(hub, "Kelon"), 3, "nothing spent");
    assert!(tokens(&g, P0, Side::Hero).is_empty() && tokens(&g, P0, Side::Companion).is_empty());

    // Mana but no Kelon counter left: the same (CR 7.3.33.b).
    let mut sc = position(2, 0);
    sc.card(&real("ALT_CORE_B_AX_24_R1"), P0, Zone::Landmarks(P0));
    let g = start_at(sc, Step::Noon, Phase::Morning);
    settled(&g);
    assert_eq!(ready_orbs(&g, P0), 2, "no mana paid for a cost not paid in full");
}

#[test]
fn cr_1_2_5_hestia_may_pay_1_to_give_the_played_character_a_boost() {
    let mut sc = position(1, 0);
    sc.card(&real("ALT_BISE_B_BR_55_R1"), P0, Zone::Reserve(P0));
    let spare = sc.card(&basic("Ally", Kind::Character, 0, [1; 3]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spare, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    settled(&g);
    assert_eq!(g.state().card(spare).boosts, 1, "it: the Character played (CR 6.3.i)");
    assert_eq!(ready_orbs(&g, P0), 0, "1 paid");
}

#[test]
fn cr_1_2_5_b_hestia_declining_to_pay_gives_nothing() {
    let mut sc = position(1, 0);
    sc.card(&real("ALT_BISE_B_BR_55_R1"), P0, Zone::Reserve(P0));
    let spare = sc.card(&basic("Ally", Kind::Character, 0, [1; 3]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spare, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::No);
    settled(&g);
    assert_eq!(g.state().card(spare).boosts, 0);
    assert_eq!(ready_orbs(&g, P0), 1);
}

#[test]
fn cr_6_1_d_nilam_spires_exhausts_and_spends_4_arcane_counters_to_create_a_mana_moth() {
    let mut sc = position(1, 0);
    let spires = sc.card(&real("ALT_BISE_B_YZ_62_C"), P0, Zone::Landmarks(P0));
    sc.counters(spires, "Arcane", 3);
    let spell = sc.card(&basic("Quick", Kind::Spell, 1, [0; 3]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    // I gain 1 Arcane counter (4), then the optional cost.
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Hero,
        }
    });
    settled(&g);
    let st = g.state();
    assert_eq!(st.counter(spires, "Arcane"), 0);
    assert!(st.card(spires).status.exhausted, "exhausted to pay");
    let made = tokens(&g, P0, Side::Hero);
    assert_eq!(made.len(), 1);
    let def = st.def(made[0]);
    assert_eq!((def.name.as_str(), def.stats), ("Mana Moth", [2, 2, 2]));
}

#[test]
fn cr_1_2_5_c_nilam_spires_with_too_few_counters_is_not_offered_the_cost() {
    let mut sc = position(1, 0);
    let spires = sc.card(&real("ALT_BISE_B_YZ_62_C"), P0, Zone::Landmarks(P0));
    sc.counters(spires, "Arcane", 1);
    let spell = sc.card(&basic("Quick", Kind::Spell, 1, [0; 3]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    let st = g.state();
    assert_eq!(st.counter(spires, "Arcane"), 2, "gained one, spent none");
    assert!(!st.card(spires).status.exhausted);
    assert!(tokens(&g, P0, Side::Hero).is_empty() && tokens(&g, P0, Side::Companion).is_empty());
}

#[test]
fn cr_5_1_2_c_3_dredger_drone_exhausts_itself_for_the_mode_with_a_cost() {
    let mut sc = position(0, 0);
    let drone = sc.card(&real("ALT_BISE_B_AX_50_C"), P0, Zone::Reserve(P0));
    sc.boosts(drone, 0);
    let mut g = start_at(sc, Step::Noon, Phase::Morning);
    assert_eq!(
        g.pending().unwrap().options,
        vec![Opt::Mode(0), Opt::Mode(1)],
        "a ready Drone can pay `exhaust`"
    );
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(1));
    settled(&g);
    let st = g.state();
    assert!(st.card(drone).status.exhausted, "the mode's cost: exhaust me");
    assert_eq!(st.card(drone).boosts, 2);
}

#[test]
fn cr_5_1_2_c_3_dredger_drone_the_mode_without_a_cost_keeps_it_ready() {
    let mut sc = position(0, 0);
    let drone = sc.card(&real("ALT_BISE_B_AX_50_C"), P0, Zone::Reserve(P0));
    sc.boosts(drone, 2);
    let mut g = start_at(sc, Step::Noon, Phase::Morning);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
    settled(&g);
    let st = g.state();
    assert!(!st.card(drone).status.exhausted);
    assert_eq!(st.card(drone).boosts, 3, "up to a max of 3");
}

#[test]
fn cr_7_3_5_moth_lantern_creates_the_mana_moth_it_names_by_reference() {
    let mut sc = position(3, 0);
    let lantern = sc.card(&real("ALT_ALIZE_B_YZ_44_C"), P0, Zone::Hand(P0));
    let victim = sc.card(
        &basic("Victim", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, lantern, Some(Side::Hero));
    // etb Sacrifice a Character in my Expedition: the only one is chosen.
    if kind_of(&g) == DecisionKind::ChooseObject {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    }
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(victim).zone, Zone::Discard(P0));
    let made = tokens(&g, P0, Side::Hero);
    assert_eq!(made.len(), 1, "When you sacrifice a non-Illusion Character");
    let def = st.def(made[0]);
    assert_eq!(
        (def.name.as_str(), def.stats, def.subtypes.clone()),
        ("Mana Moth", [2, 2, 2], vec!["Illusion".to_owned()])
    );
}

#[test]
fn cr_7_3_4_a_sap_sniffer_augments_the_only_kind_of_counter() {
    let mut sc = position(1, 0);
    let sniffer = sc.card(&real("ALT_BISE_B_AX_49_R1"), P0, Zone::Hand(P0));
    let hub = sc.card(&real("ALT_CORE_B_AX_24_R1"), P1, Zone::Landmarks(P1));
    sc.counters(hub, "Kelon", 2);
    let plain = sc.card(
        &basic("Plain", Kind::Character, 1, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, sniffer, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let d = g.pending().unwrap().clone();
    assert!(
        d.options.contains(&Opt::Card(plain)),
        "a card with no counters can be targeted"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(hub));
    settled(&g);
    assert_eq!(g.state().counter(hub, "Kelon"), 3, "one more Kelon counter");
}

#[test]
fn cr_7_3_4_a_augment_asks_which_single_kind_of_counter() {
    let mut sc = position(1, 0);
    let sniffer = sc.card(&real("ALT_BISE_B_AX_49_R1"), P0, Zone::Hand(P0));
    let both = sc.card(
        &basic("Both", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    sc.boosts(both, 1);
    sc.counters(both, "Kelon", 1);
    let mut g = start(sc);
    play(&mut g, sniffer, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(both));
    // Boosts first, then named counters (remark of CR 7.3.4.a: boosts are counters).
    assert_eq!(g.pending().unwrap().options, vec![Opt::Counter(0), Opt::Counter(1)]);
    choose(&mut g, DecisionKind::ChooseCounter, |o| *o == Opt::Counter(1));
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(both).boosts, st.counter(both, "Kelon")), (1, 2));
}

#[test]
fn cr_7_3_4_a_augmenting_a_card_without_counters_does_nothing() {
    let mut sc = position(1, 0);
    let sniffer = sc.card(&real("ALT_BISE_B_AX_49_R1"), P0, Zone::Hand(P0));
    let bare = sc.card(&filler(), P1, Zone::Reserve(P1));
    let mut g = start(sc);
    play(&mut g, sniffer, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(bare));
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(bare).boosts, st.counters().len()), (0, 0));
}

#[test]
fn cr_7_3_27_a_ouroboros_inkcaster_returns_another_card_from_reserve_to_hand() {
    // Night: Rest sends the Inkcaster of the Expedition that moved to
    // Reserve (CR 4.2.5.b), which activates its reaction.
    let mut sc = position(0, 0);
    let ink = sc.card(&real("ALT_CORE_B_LY_10_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let kept = sc.card(&filler(), P0, Zone::Reserve(P0));
    let theirs = sc.card(&filler(), P1, Zone::Reserve(P1));
    let mut st = sc.build();
    st.player_mut(P0).moved_forward = [true, false];
    st.set_day(1, 5);
    st.set_first_player(P0);
    st.set_step(Step::Night, Phase::Dusk);
    let mut g = Game::from_state(st);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    // `I` is the object that left the Expedition (CR 6.3.j); `another` still excludes the
    // Inkcaster now in Reserve, as the ruling on two Inkcasters returning each other reads.
    assert!(
        !d.options.contains(&Opt::Card(ink)),
        "another card: not the Inkcaster itself"
    );
    assert!(!d.options.contains(&Opt::Card(theirs)), "from your Reserve only");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kept));
    assert_eq!(g.state().card(kept).zone, Zone::Hand(P0));
    assert_eq!(g.state().card(ink).zone, Zone::Reserve(P0));
}

#[test]
fn cr_7_3_22_grand_endeavor_moves_the_target_expedition_forward_at_noon() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_CORE_B_OR_29_R1"), P0, Zone::Landmarks(P0));
    let mut g = start_at(sc, Step::Noon, Phase::Morning);
    let before = (g.state().player(P0).markers, g.state().player(P1).markers);
    // Any Expedition, an opponent's too (CR 1.2.6.c).
    assert_eq!(g.pending().unwrap().options.len(), 4);
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P1,
            side: Side::Companion,
        }
    });
    settled(&g);
    let st = g.state();
    assert_eq!(st.player(P0).markers, before.0, "not the controller's");
    assert_eq!(st.player(P1).distance(Side::Companion), 1, "one region forward");
    assert_eq!(st.player(P1).distance(Side::Hero), 0);
}

#[test]
fn cr_7_3_25_ordis_crier_spends_a_boost_to_ready_two_mana_orbs() {
    let mut sc = position(3, 0);
    // The first Character played each Afternoon gains 1 boost: something to spend.
    sc.card(&real("ALT_CORE_B_MU_01_C"), P0, Zone::HeroZone(P0));
    let crier = sc.card(&real("ALT_BISE_B_OR_49_R1"), P0, Zone::Reserve(P0));
    let spent = sc.cards(&filler(), P0, Zone::Mana(P0), 2);
    for &o in &spent {
        sc.status(o, |s| s.exhausted = true);
    }
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == crier),
    );
    // CR 5.2.c: the Hero's boost is an Emblem-Reaction beside the Crier's `reserve` one;
    // resolved first, there is a boost to spend.
    choose(&mut g, DecisionKind::ChooseReaction, |o| {
        matches!(
            o,
            Opt::Reaction {
                ability: ENTERING_ABILITY,
                ..
            }
        )
    });
    assert_eq!(g.state().card(crier).boosts, 1);
    // Its support reaction (`When another Character joins your Expeditions`) does not
    // see the Crier itself join: `another` excludes the card in any of its appearances.
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    for &o in &spent {
        choose(&mut g, DecisionKind::ChooseObject, |x| *x == Opt::Card(o));
    }
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(crier).boosts, 0, "the boost spent");
    assert!(spent.iter().all(|&o| !st.card(o).status.exhausted), "both readied");
    assert_eq!(ready_orbs(&g, P0), 2, "the 3 paid for the Crier stay exhausted");
}

/// Night with player 0's hero Expedition having moved forward: Rest sends its Characters
/// to Reserve (CR 4.2.5.b).
fn night(mut sc: Scenario) -> Game {
    // Decks to draw from the next Morning, so that no Discard pile is shuffled back.
    sc.cards(&filler(), P0, Zone::Deck(P0), 4);
    sc.cards(&filler(), P1, Zone::Deck(P1), 4);
    let mut st = sc.build();
    st.player_mut(P0).moved_forward = [true, false];
    st.set_day(1, 5);
    st.set_first_player(P0);
    st.set_step(Step::Night, Phase::Dusk);
    Game::from_state(st)
}

#[test]
fn cr_7_3_30_a_bravos_pendekar_sabotages_after_rest_among_the_cards_rest_sent() {
    let mut sc = position(0, 0);
    let pendekar = sc.card(&real("ALT_BISE_B_BR_51_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(pendekar, 2);
    let rested = sc.card(
        &basic("Rested", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let theirs = sc.card(&filler(), P1, Zone::Reserve(P1));
    let mut g = night(sc);
    // The condition was read At Night, before Rest (2 boosts); the Sabotage happens after
    // Rest: the Characters Rest sent to Reserve can be chosen (CR 6.1.g).
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject, "{d:?}");
    assert!(d.options.contains(&Opt::Skip), "up to one target card");
    assert!(d.options.contains(&Opt::Card(rested)), "sent to Reserve by Rest first");
    assert_eq!(g.state().card(pendekar).zone, Zone::Reserve(P0));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
    assert_eq!(g.state().card(rested).zone, Zone::Reserve(P0));
}

#[test]
fn cr_6_3_b_bravos_pendekar_with_fewer_than_2_boosts_does_not_sabotage() {
    let mut sc = position(0, 0);
    let pendekar = sc.card(&real("ALT_BISE_B_BR_51_C"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(pendekar, 1);
    let theirs = sc.card(&filler(), P1, Zone::Reserve(P1));
    let g = night(sc);
    assert_ne!(
        g.pending().map(|d| d.kind),
        Some(DecisionKind::ChooseObject),
        "no Sabotage"
    );
    assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1));
}

#[test]
fn cr_7_3_30_a_leo_relic_expert_sabotages_after_rest() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_OR_52_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&filler(), P1, Zone::Reserve(P1));
    let mut g = night(sc);
    let ev = g.events();
    let rest = ev
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Moved {
                    to: Zone::Reserve(_),
                    ..
                }
            )
        })
        .expect("Rest");
    let created = ev
        .iter()
        .rposition(|e| matches!(e, Event::ReactionCreated { .. }))
        .expect("the delayed Sabotage");
    assert!(rest < created, "after Rest");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
}

#[test]
fn cr_2_2_7_teamwork_training_x_is_the_number_of_characters_you_control_tokens_included() {
    let mut sc = position(2, 0);
    let training = sc.card(&real("ALT_CORE_B_OR_24_R2"), P0, Zone::Hand(P0));
    sc.card(
        &basic("Mine", Kind::Character, 1, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    // The ruling: a token you control counts towards X.
    let recruit = Arc::new(CardDef::token(&altered_interpreter::TokenSpec {
        name: "Ordis Recruit".into(),
        stats: [1, 1, 1],
        subtypes: vec!["Soldier".into()],
        abilities: Vec::new(),
        kind: Default::default(),
    }));
    sc.card(&recruit, P0, Zone::Expedition(P0, Side::Companion));
    let two = sc.card(
        &basic("Two", Kind::Character, 2, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let three = sc.card(
        &basic("Three", Kind::Character, 3, [1; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, training, None);
    let d = g.pending().unwrap().clone();
    assert!(d.options.contains(&Opt::Card(two)), "X = 2: Hand Cost 2 or less");
    assert!(!d.options.contains(&Opt::Card(three)), "{d:?}");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(two));
    settled(&g);
    assert_eq!(g.state().card(two).zone, Zone::Reserve(P1));
}

#[test]
fn cr_1_2_6_c_conscription_creates_a_recruit_per_card_in_target_players_reserve_in_the_targeted_expedition() {
    let mut sc = position(2, 0);
    let spell = sc.card(&real("ALT_BISE_B_OR_60_R2"), P0, Zone::Hand(P0));
    sc.cards(&filler(), P1, Zone::Reserve(P1), 3);
    sc.cards(&filler(), P0, Zone::Reserve(P0), 1);
    let mut g = start(sc);
    play(&mut g, spell, None);
    // Target an Expedition, then the player whose Reserve X counts.
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Companion,
        }
    });
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    let made = tokens(&g, P0, Side::Companion);
    assert_eq!(made.len(), 3, "X = 3 cards in the target player's Reserve");
    assert_eq!(g.state().def(made[0]).name, "Ordis Recruit");
    assert!(tokens(&g, P0, Side::Hero).is_empty());
}

#[test]
fn cr_7_5_8_a_leshy_gains_a_boost_per_expedition_in_forest_each_players() {
    let mut sc = position(5, 0);
    let leshy = sc.card(&real("ALT_ALIZE_B_MU_38_R1"), P0, Zone::Hand(P0));
    // P1's hero Expedition on a face-down Tumult (no terrain, CR 3.2.1.b), P0's companion
    // on a face-up mountain and water one; the other two in the forest end regions.
    sc.state_mut().player_mut(P1).markers = [1, LAST_REGION];
    sc.state_mut().player_mut(P0).markers = [0, 2];
    sc.state_mut().adventure_mut().regions[2].face_up = true;
    assert_eq!(
        sc.state_mut().adventure_mut().regions[2].terrains,
        Terrains([false, true, true])
    );
    let mut g = start(sc);
    play(&mut g, leshy, Some(Side::Hero));
    settled(&g);
    assert_eq!(
        g.state().card(leshy).boosts,
        2,
        "the ruling: opponents' Expeditions count"
    );
}

#[test]
fn cr_1_2_6_c_flutter_of_moths_distributes_three_mana_moths_among_expeditions() {
    let mut sc = position(6, 0);
    let flutter = sc.card(&real("ALT_ALIZE_B_YZ_43_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, flutter, None);
    let to = |player, side| move |o: &Opt| *o == Opt::Expedition { player, side };
    choose(&mut g, DecisionKind::ChooseExpedition, to(P0, Side::Hero));
    choose(&mut g, DecisionKind::ChooseExpedition, to(P0, Side::Hero));
    choose(&mut g, DecisionKind::ChooseExpedition, to(P1, Side::Companion));
    settled(&g);
    assert_eq!(tokens(&g, P0, Side::Hero).len(), 2);
    assert_eq!(tokens(&g, P1, Side::Companion).len(), 1, "theirs, in their Expedition");
    assert!(tokens(&g, P0, Side::Companion).is_empty());
    let st = g.state();
    let moth = st.def(tokens(&g, P1, Side::Companion)[0]);
    assert_eq!((moth.name.as_str(), moth.stats), ("Mana Moth", [2, 2, 2]));
    // All three in one step (CR 6.1.e): no decision between the creations.
    let created: Vec<usize> = g
        .events()
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::TokenCreated { .. }))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(created.len(), 3);
}

#[test]
fn cr_7_3_5_thoth_creates_recruits_after_rest() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_CORE_B_OR_22_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let giant = sc.card(
        &basic("Giant", Kind::Character, 1, [9; 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let mut g = Game::from_state(st);
    // Dusk: Thoth's Expedition fails to move forward against the Giant (CR 4.2.4); the
    // reaction's creation waits for Rest, after which its target Expedition is chosen.
    if g.pending().map(|d| d.kind) == Some(DecisionKind::ChooseExpedition) {
        assert_eq!(
            g.state().card(giant).zone,
            Zone::Reserve(P1),
            "chosen after Rest sent the Giant, whose Expedition moved, to Reserve"
        );
        choose(&mut g, DecisionKind::ChooseExpedition, |o| {
            *o == Opt::Expedition {
                player: P0,
                side: Side::Companion,
            }
        });
        assert_eq!(tokens(&g, P0, Side::Companion).len(), 2);
    } else {
        panic!("no delayed creation: {:?} {:?}", g.pending(), g.events());
    }
}
