//! Parts of the real card pool (altered.gg) that the bundled cards do not use: passives,
//! conditions, actions and modal forms, each tested with a real card imported unchanged
//! under `engine/tests/pool/cards/`. Tests are named after the Complete Rules 4.0.
mod common;

use common::{choose, position, settled, start, P0, P1};

use altered_engine::*;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// The imported cards of `engine/tests/pool/cards/`, loaded once.
fn pool_cards() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/pool/cards");
        let (pool, skipped) = CardPool::load_dir(&dir).expect("tests/pool/cards loads");
        assert!(skipped.is_empty(), "{skipped:?}");
        pool
    })
}

/// A card by reference, from `cards/` or else from this test's own imported cards.
fn card(reference: &str) -> Arc<CardDef> {
    common::pool()
        .get(reference)
        .or_else(|| pool_cards().get(reference))
        .unwrap_or_else(|| panic!("{reference} is in cards/ or engine/tests/pool/cards/"))
        .clone()
}

fn character(name: &str, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 1, 1, stats))
}

fn offered(g: &Game, f: impl Fn(&Opt) -> bool) -> bool {
    g.pending().is_some_and(|d| d.options.iter().any(f))
}

fn plays(card: CardId) -> impl Fn(&Opt) -> bool {
    move |o| matches!(o, Opt::Play { card: c, .. } if *c == card)
}

/// The card of that name in play (a played card is a new object, in the same entry).
fn in_play<'g>(g: &'g Game, name: &str) -> &'g CardState {
    let st = g.state();
    st.cards()
        .find(|&(id, c)| c.zone.in_play() && st.def(id).name == name)
        .map(|(_, c)| c)
        .unwrap_or_else(|| panic!("{name} is in play"))
}

// --- Passives ---

const TOMOE_GOZEN: &str = "ALT_CORE_B_BR_23_C";
const SUNISA: &str = "ALT_ALIZE_A_OR_38_C";
const MOBILE_ARMORY_R2: &str = "ALT_ALIZE_B_OR_45_R2";
const LYRA_THESPIAN: &str = "ALT_CORE_B_LY_05_C";

#[test]
fn cr_1_4_1_a_tomoe_gozen_cant_be_played_with_fewer_than_seven_mana_orbs() {
    for (orbs, playable) in [(6, false), (7, true)] {
        let mut sc = position(orbs, 0);
        let tomoe = sc.card(&card(TOMOE_GOZEN), P0, Zone::Hand(P0));
        let g = start(sc);
        assert_eq!(offered(&g, plays(tomoe)), playable, "{orbs} Mana Orbs");
    }
}

/// Sunisa (Defender) in P0's hero Expedition, alone against an empty one; P1's hero
/// Expedition `ahead` regions further.
fn sunisa_at_dusk(def: &Arc<CardDef>, ahead: u8) -> GameState {
    let mut sc = Scenario::new();
    sc.card(def, P0, Zone::Expedition(P0, Side::Hero));
    sc.state_mut().player_mut(P1).markers[0] = ahead;
    sc.build()
}

#[test]
fn cr_7_4_2_b_sunisa_lets_her_expedition_move_forward_while_it_is_behind() {
    let sunisa = card(SUNISA);
    assert!(
        !sunisa_at_dusk(&sunisa, 0).moves_forward(P0, Side::Hero),
        "tied: Defender holds the Expedition"
    );
    assert!(
        sunisa_at_dusk(&sunisa, 1).moves_forward(P0, Side::Hero),
        "behind: Defender Characters don't prevent it from moving forward"
    );
}

#[test]
fn cr_7_4_2_b_mobile_armory_lets_its_expedition_move_forward_despite_a_defender() {
    let mut sc = Scenario::new();
    sc.card(&card(SUNISA), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&card(SUNISA), P0, Zone::Expedition(P0, Side::Companion));
    sc.card(&card(MOBILE_ARMORY_R2), P0, Zone::Expedition(P0, Side::Hero));
    let st = sc.build();
    assert!(st.moves_forward(P0, Side::Hero), "my Expedition may move");
    assert!(
        !st.moves_forward(P0, Side::Companion),
        "the other Expedition is still held by its Defender"
    );
}

// --- Conditions ---

#[test]
fn cr_2_2_11_lyra_thespian_counts_base_statistics_of_zero_among_characters_you_control() {
    // Three zeros: two on one Character, one on another (printed statistics, CR 2.2.11).
    for (stats, boosts) in [([[0, 0, 1], [0, 1, 1]], 1), ([[0, 1, 1], [0, 1, 1]], 0)] {
        let mut sc = position(2, 0);
        sc.card(&character("A", stats[0]), P0, Zone::Expedition(P0, Side::Hero));
        let b = sc.card(&character("B", stats[1]), P0, Zone::Expedition(P0, Side::Hero));
        sc.boosts(b, 2); // boosts are not base statistics
        sc.card(&character("Theirs", [0, 0, 0]), P1, Zone::Expedition(P1, Side::Hero));
        let thespian = sc.card(&card(LYRA_THESPIAN), P0, Zone::Hand(P0));
        let mut g = start(sc);
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Play { card: c, to: Some(Side::Hero), .. } if *c == thespian),
        );
        settled(&g);
        assert_eq!(in_play(&g, "Lyra Thespian").boosts, boosts, "{stats:?}");
    }
}

// --- `Target …` as an action (CR 1.2.6.c) ---

const AOIFE: &str = "ALT_BISE_B_BR_56_C";
const GRAN_BWA: &str = "ALT_BISE_B_MU_56_C";
const BRAVOS_RESCUER_R1: &str = "ALT_ALIZE_B_BR_36_R1";

/// Plays `def` from Hand into P0's hero Expedition, with `mana` orbs.
fn play_from_hand(mut sc: Scenario, def: &Arc<CardDef>) -> Game {
    let c = sc.card(def, P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), scout: false, .. } if *card == c),
    );
    g
}

#[test]
fn cr_1_2_6_c_aoife_targets_another_character_that_loses_fleeting_and_gains_a_boost() {
    let mut sc = position(5, 0);
    let other = sc.card(
        &character("Other", [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    sc.status(other, |s| s.fleeting = true);
    let mut g = play_from_hand(sc, &card(AOIFE));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let d = g.pending().expect("the target").clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    assert!(
        !d.options
            .iter()
            .any(|o| matches!(o, Opt::Card(c) if g.state().def(*c).name == "Aoife")),
        "another: not Aoife herself, {d:?}"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(other));
    settled(&g);
    let c = g.state().card(other);
    assert!(!c.status.fleeting, "it loses Fleeting");
    assert_eq!(c.boosts, 1, "and gains 1 boost, in the same step");
}

#[test]
fn cr_1_2_6_c_bravos_rescuer_targets_a_fleeting_character_and_the_next_sentence_boosts_it() {
    let mut sc = position(3, 0);
    let plain = sc.card(
        &character("Plain", [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let fleeting = sc.card(&character("Fleet", [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    sc.status(fleeting, |s| s.fleeting = true);
    let mut g = play_from_hand(sc, &card(BRAVOS_RESCUER_R1));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let d = g.pending().expect("the target").clone();
    assert!(
        !d.options.contains(&Opt::Card(plain)),
        "only a Fleeting Character: {d:?}"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(fleeting));
    settled(&g);
    assert_eq!(g.state().card(fleeting).boosts, 2, "It gains 2 boosts");
    assert_eq!(g.state().card(plain).boosts, 0);
}

#[test]
fn cr_1_2_6_c_gran_bwa_targets_an_opponent_who_draws_and_then_gains_anchored() {
    for yes in [true, false] {
        let mut sc = position(4, 0);
        sc.cards(&common::filler(), P1, Zone::Deck(P1), 3);
        let mut g = play_from_hand(sc, &card(GRAN_BWA));
        choose(&mut g, DecisionKind::May, |o| {
            *o == if yes { Opt::Yes } else { Opt::No }
        });
        if yes {
            choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
        }
        settled(&g);
        assert_eq!(g.state().count(Zone::Hand(P1)), usize::from(yes), "they draw a card");
        assert_eq!(
            in_play(&g, "Gran Bwa").status.anchored,
            yes,
            "If you do, I gain Anchored"
        );
    }
}

// --- Modal effects (CR 6.5.g) ---

const FIELD_REINFORCEMENTS: &str = "ALT_ALIZE_B_OR_43_C";
const WINTER_NOVA_R2: &str = "ALT_ALIZE_B_YZ_37_R2";

fn modes(g: &Game) -> Vec<Opt> {
    let d = g.pending().expect("a decision");
    assert_eq!(d.kind, DecisionKind::ChooseMode, "{d:?}");
    d.options.clone()
}

fn own_expedition(o: &Opt) -> bool {
    matches!(o, Opt::Expedition { player, side: Side::Hero } if *player == P0)
}

#[test]
fn cr_6_5_g_field_reinforcements_chooses_both_modes_only_while_each_expedition_is_behind_or_tied() {
    for ahead in [false, true] {
        let mut sc = position(2, 2);
        if ahead {
            sc.state_mut().player_mut(P0).markers[0] = 1;
        }
        let spell = sc.card(&card(FIELD_REINFORCEMENTS), P0, Zone::Hand(P0));
        let mut g = start(sc);
        choose(&mut g, DecisionKind::Turn, plays(spell));
        assert_eq!(modes(&g), vec![Opt::Mode(0), Opt::Mode(1)]);
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
        if ahead {
            // One Expedition ahead: one mode only, and it resolves at once.
            settled(&g);
            assert_eq!(g.state().count(Zone::Hand(P0)), 2, "the spare card and one drawn");
            continue;
        }
        assert_eq!(modes(&g), vec![Opt::Skip, Opt::Mode(1)], "you may choose both");
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(1));
        choose(&mut g, DecisionKind::ChooseExpedition, own_expedition);
        settled(&g);
        assert_eq!(g.state().count(Zone::Hand(P0)), 2, "drew a card");
        assert_eq!(
            g.state().count(Zone::Expedition(P0, Side::Hero)),
            1,
            "and created a Recruit"
        );
    }
}

/// CR 6.5.g: "the controller of the effect must choose X modes in the order of their
/// choice. The chosen modes are then resolved in that order": Winter Nova's sacrifice,
/// chosen first, resolves (its target player asked) before the tokens chosen after it.
#[test]
fn cr_6_5_g_chosen_modes_resolve_in_the_order_chosen() {
    let mut sc = position(8, 0);
    let nova = sc.card(&card(WINTER_NOVA_R2), P0, Zone::Hand(P0));
    let theirs = sc.card(&character("Theirs", [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, plays(nova));
    for m in [3, 1, 1] {
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(m));
    }
    // Printed order would ask the tokens' Expedition first.
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
    for _ in 0..2 {
        choose(&mut g, DecisionKind::ChooseExpedition, own_expedition);
    }
    settled(&g);
    assert_eq!(
        g.state().count(Zone::Expedition(P0, Side::Hero)),
        4,
        "two Mana Moths twice"
    );
}

#[test]
fn cr_6_5_g_winter_nova_may_pick_the_same_option_three_times() {
    let mut sc = position(8, 0);
    let nova = sc.card(&card(WINTER_NOVA_R2), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, plays(nova));
    for _ in 0..3 {
        assert!(modes(&g).contains(&Opt::Mode(1)), "the same option again");
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(1));
    }
    // CR 6.5.i: each time, its target chosen anew.
    for _ in 0..3 {
        choose(&mut g, DecisionKind::ChooseExpedition, own_expedition);
    }
    settled(&g);
    let st = g.state();
    let moths = st
        .cards()
        .filter(|&(id, c)| c.zone == Zone::Expedition(P0, Side::Hero) && st.def(id).name == "Mana Moth")
        .count();
    assert_eq!(moths, 6, "two Mana Moths, three times");
}

// --- Put (CR 7.3.24); the new object found (CR 2.1.f); as it was (CR 6.3.k) ---

const MOONLIGHT_JELLYFISH: &str = "ALT_CORE_B_YZ_05_C";
const GIFT_OF_SELF: &str = "ALT_CORE_B_YZ_20_R2";

#[test]
fn cr_2_1_f_moonlight_jellyfish_sacrificed_finds_itself_in_the_discard_pile_unless_it_was_fleeting() {
    for fleeting in [false, true] {
        let mut sc = position(2, 2);
        let jelly = sc.card(&card(MOONLIGHT_JELLYFISH), P0, Zone::Expedition(P0, Side::Hero));
        if fleeting {
            sc.status(jelly, |s| s.fleeting = true);
        }
        let gift = sc.card(&card(GIFT_OF_SELF), P0, Zone::Hand(P0));
        let mut g = start(sc);
        choose(&mut g, DecisionKind::Turn, plays(gift));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(jelly));
        settled(&g);
        let expected = if fleeting { Zone::Discard(P0) } else { Zone::Reserve(P0) };
        assert_eq!(g.state().card(jelly).zone, expected, "fleeting: {fleeting}");
    }
}

// --- Qualifiers ---

const LOST_IN_THE_WOODS: &str = "ALT_ALIZE_B_MU_42_C";

#[test]
fn cr_7_5_8_b_a_target_character_in_forest_is_one_in_an_expedition_whose_region_has_forest() {
    let mut sc = position(3, 0);
    // Both Hero Expeditions in a forest region, both Companion ones in a region without.
    let adventure = sc.state_mut().adventure_mut();
    adventure.regions[0].terrains = Terrains([true, false, false]);
    let last = adventure.regions.len() - 1;
    adventure.regions[last].terrains = Terrains([false, true, true]);
    let in_forest = sc.card(&character("Treetop", [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let elsewhere = sc.card(
        &character("Shore", [1, 1, 1]),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let spell = sc.card(&card(LOST_IN_THE_WOODS), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(&mut g, DecisionKind::Turn, plays(spell));
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
    let d = g.pending().expect("the target").clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject, "{d:?}");
    assert_eq!(
        d.options,
        vec![Opt::Card(in_forest)],
        "only the Character in forest is a candidate"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(in_forest));
    settled(&g);
    assert_eq!(g.state().card(in_forest).zone, Zone::Reserve(P1), "sent to Reserve");
    assert!(g.state().card(elsewhere).zone.in_play());
}

// --- Determiners ---

const MANA_ERUPTION: &str = "ALT_CORE_B_BR_29_C";

#[test]
fn cr_7_3_7_mana_eruption_discards_one_of_your_mana_orbs_chosen_among_yours_only() {
    let mut sc = position(4, 0);
    let f = common::filler();
    sc.cards(&f, P1, Zone::Mana(P1), 2);
    let foe = sc.card(&character("Foe", [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let spell = sc.card(&card(MANA_ERUPTION), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let orbs = |g: &Game, p| g.state().cards().filter(|(_, c)| c.zone == Zone::Mana(p)).count();
    choose(&mut g, DecisionKind::Turn, plays(spell));
    let d = g.pending().expect("the Mana Orb").clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject, "{d:?}");
    assert_eq!(d.options.len(), 4, "P0's four Mana Orbs, not P1's: {d:?}");
    for o in &d.options {
        let Opt::Card(id) = o else { panic!("{o:?}") };
        assert_eq!(g.state().card(*id).zone, Zone::Mana(P0));
    }
    g.submit(Choice::one(P0, 0)).unwrap();
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
    settled(&g);
    assert_eq!(orbs(&g, P0), 3, "one Mana Orb discarded");
    assert_eq!(orbs(&g, P1), 2);
    assert_eq!(g.state().card(foe).zone, Zone::Discard(P1), "If you do: discarded");
}
