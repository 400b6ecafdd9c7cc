//! One test per rule implemented, named after its number in the Complete Rules 4.0.
//! Positions are built directly with `Scenario`; the flow then runs from the step set.
mod common;

use altered_engine::*;
use std::sync::Arc;

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);

fn character(name: &str, hand: u8, reserve: u8, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, hand, reserve, stats))
}

fn def(name: &str, kind: Kind, hand: u8, reserve: u8) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, hand, reserve, [0; 3]))
}

fn filler() -> Arc<CardDef> {
    def("Filler", Kind::Spell, 9, 9)
}

/// A position at the start of Dusk on the last allowed day: the game runs Dusk and Night
/// and stops at Check Victory, so the test sees the result of Progress and Rest.
fn dusk(sc: Scenario) -> Game {
    let mut st = sc.build();
    let day = st.day();
    st.set_day(day, day);
    Game::from_state(st)
}

fn at_afternoon(sc: Scenario, first: PlayerId) -> Game {
    let mut st = sc.build();
    st.set_first_player(first);
    st.set_step(Step::Afternoon, Phase::Noon);
    Game::from_state(st)
}

fn markers(g: &Game, p: PlayerId) -> [u8; 2] {
    g.state().player(p).markers
}

fn zone_of(g: &Game, c: CardId) -> Zone {
    g.state().card(c).zone
}

fn pick(g: &Game, f: impl Fn(&Opt) -> bool) -> Choice {
    let d = g.pending().expect("a decision");
    let i = d.options.iter().position(f).expect("the option is offered");
    Choice::one(d.player, i)
}

fn play_opt(card: CardId, to: Option<Side>) -> impl Fn(&Opt) -> bool {
    move |o| matches!(o, Opt::Play { card: c, to: t, .. } if *c == card && *t == to)
}

// ---- CR 4.1: beginning of the game --------------------------------------------------

fn new_game(seed: u64) -> Game {
    Game::builder()
        .seed(seed)
        .deck(common::deck("axiom"))
        .deck(common::deck("bravos"))
        .build()
        .unwrap()
}

#[test]
fn cr_4_1_setup_heroes_decks_and_six_cards() {
    // CR 1.3.1.b (markers on the Hero and Companion Regions) and CR 1.3.1.e (six cards drawn), as summarised in 1.3.1.
    let g = new_game(1);
    let st = g.state();
    for p in [P0, P1] {
        assert_eq!(
            st.count(Zone::HeroZone(p)),
            1,
            "CR 1.3.1.c, 3.2.6.b: the Hero, alone, in the Hero zone"
        );
        assert_eq!(st.count(Zone::Hand(p)), 6, "CR 4.1.h: six cards");
        assert_eq!(st.count(Zone::Deck(p)), 39 - 6);
        assert_eq!(markers(&g, p), [0, LAST_REGION], "CR 4.1.d: markers on their regions");
    }
    // CR 4.1.g: each player's Deck was shuffled.
    for p in [P0, P1] {
        assert!(g.events().contains(&Event::Shuffled(p)), "{p:?}");
    }
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::SetupMana);
    assert_eq!(d.player, st.first_player(), "CR 1.4.5: the first player decides first");
    assert_eq!(d.picks, 3, "CR 4.1.i: three cards");
}

/// CR 4.1.a: as the game starts, every zone is empty; the setup (CR 4.1.b-i) then fills
/// only the Adventure, the Hero zones, the Decks and, by drawing, the Hands (as the remark
/// under the list of zones in CR 3.1.1 says). At the first decision (the Mana Orbs of CR 4.1.i), every card of the game is
/// in its owner's Deck, Hand or Hero zone: nothing in Mana, Reserve, Discard, Landmarks,
/// Expeditions or Limbo, no Terrain Marker, no Emblem.
#[test]
fn cr_4_1_a_the_game_starts_with_every_other_zone_empty() {
    for seed in [1, 2] {
        let g = new_game(seed);
        let st = g.state();
        assert_eq!(g.pending().map(|d| d.kind), Some(DecisionKind::SetupMana));
        for p in [P0, P1] {
            let mine: Vec<Zone> = st.cards().filter(|(_, c)| c.owner == p).map(|(_, c)| c.zone).collect();
            assert_eq!(mine.len(), 40, "the deck presented (CR 4.1.e), Hero included");
            for zone in mine {
                assert!(
                    matches!(zone, Zone::Deck(q) | Zone::Hand(q) | Zone::HeroZone(q) if q == p),
                    "{p:?}: a card in {zone:?} before the game"
                );
            }
            for zone in [
                Zone::Mana(p),
                Zone::Reserve(p),
                Zone::Discard(p),
                Zone::Landmarks(p),
                Zone::Expedition(p, Side::Hero),
                Zone::Expedition(p, Side::Companion),
            ] {
                assert_eq!(st.count(zone), 0, "{zone:?}");
            }
        }
        assert_eq!(st.count(Zone::Limbo), 0);
        assert!(st.limbo_reactions().is_empty() && st.terrain_markers().is_empty());
    }
}

#[test]
fn cr_4_1_c_tumult_cards_face_down_in_random_position_and_orientation() {
    // CR 1.3.1.a: the common Adventure, Hero Region at one end, Companion Region at the other, three distinct face-down Tumult cards between them in random positions and orientations.
    let mut layouts = std::collections::HashSet::new();
    for seed in 0..40 {
        let g = new_game(seed);
        let a = g.state().adventure();
        assert_eq!(a.regions().len(), REGIONS);
        // CR 4.1.b: the Hero and Companion regions at either end.
        assert_eq!(a.regions[0].card, RegionCard::Hero);
        assert_eq!(a.regions[7].card, RegionCard::Companion);
        assert!(a.regions[0].face_up && a.regions[7].face_up);
        let mut seen = [0; 3];
        for pair in 0..3 {
            let (x, y) = (a.regions[1 + 2 * pair], a.regions[2 + 2 * pair]);
            assert!(!x.face_up && !y.face_up, "CR 4.1.c: face down");
            let (RegionCard::Tumult { card: c1, half: h1 }, RegionCard::Tumult { card: c2, half: h2 }) =
                (x.card, y.card)
            else {
                panic!("a Tumult card between the two regions")
            };
            assert_eq!(c1, c2, "both halves of a Tumult card are side by side");
            assert_ne!(h1, h2);
            seen[usize::from(c1)] += 1;
            // CR 1.1.7.f: one half has terrain k alone, the other the two others; those
            // symbols are the sub-types of the region once face up (CR 2.2.2.l).
            let single = if h1 == 0 { x } else { y };
            let double = if h1 == 0 { y } else { x };
            let expected: Vec<bool> = (0..3).map(|t| t == usize::from(c1)).collect();
            assert_eq!(single.terrains.0.to_vec(), expected);
            assert_eq!(
                double.terrains.0.to_vec(),
                expected.iter().map(|b| !b).collect::<Vec<_>>()
            );
            layouts.insert((pair, c1, h1));
        }
        assert_eq!(seen, [1, 1, 1], "three different Tumult cards");
    }
    assert_eq!(
        layouts.len(),
        3 * 3 * 2,
        "every position and orientation occurs over 40 seeds"
    );
}

/// CR 4.1.g: shuffled, so two seeds give the same deck two different orders.
#[test]
fn cr_4_1_g_each_deck_is_shuffled() {
    let order = |seed| {
        let g = new_game(seed);
        let st = g.state();
        let names: Vec<String> = st.in_zone(Zone::Deck(P0)).map(|c| st.def(c).name.clone()).collect();
        names
    };
    assert_eq!(order(1), order(1), "the same seed, the same order");
    assert_ne!(order(1), order(2));
}

#[test]
fn cr_4_1_f_first_player_is_random() {
    // CR 1.3.1.d: the first player of the first day is determined at random.
    let firsts: std::collections::HashSet<_> = (0..20).map(|s| new_game(s).state().first_player()).collect();
    assert_eq!(firsts.len(), 2);
}

#[test]
fn cr_4_1_i_three_ready_orbs_then_cr_4_1_j_first_morning_skipped() {
    // CR 1.3.1.e: the first Morning is replaced by putting three cards ready in the Mana zone.
    let mut g = new_game(3);
    for _ in 0..2 {
        let d = g.pending().unwrap();
        assert_eq!(d.kind, DecisionKind::SetupMana);
        g.submit(Choice {
            player: d.player,
            picks: vec![0, 1, 2].into(),
        })
        .unwrap();
    }
    let st = g.state();
    for p in [P0, P1] {
        assert_eq!(st.count(Zone::Mana(p)), 3);
        assert_eq!(st.ready_orbs(p), 3, "ready");
        assert_eq!(st.count(Zone::Hand(p)), 3);
        assert_eq!(st.count(Zone::Deck(p)), 33, "no Morning draw on the first day");
    }
    assert_eq!(st.day(), 1);
    assert_eq!(st.phase(), Phase::Afternoon);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Turn);
    assert_eq!(g.pending().unwrap().player, st.first_player(), "CR 4.2.3.c");
    for c in st.in_zone(Zone::Mana(P0)) {
        assert_ne!(st.card(c).obj, ObjectId::NONE, "CR 2.2.1.f: an orb is an object");
    }
}

// ---- CR 4.2.1: Morning -----------------------------------------------------------------

fn morning() -> (Scenario, Vec<CardId>) {
    let mut sc = Scenario::new();
    let f = filler();
    let orbs = sc.cards(&f, P0, Zone::Mana(P0), 2);
    for &o in &orbs {
        sc.status(o, |s| s.exhausted = true);
    }
    let r = sc.card(&f, P0, Zone::Reserve(P0));
    sc.status(r, |s| s.exhausted = true);
    let mut ids = orbs;
    ids.push(r);
    for p in [P0, P1] {
        sc.cards(&f, p, Zone::Deck(p), 5);
        sc.card(&f, p, Zone::Hand(p));
    }
    sc.state_mut().set_step(Step::Morning, Phase::Night);
    (sc, ids)
}

#[test]
fn cr_4_2_1_b_succeed_the_other_player_becomes_first() {
    // CR 1.3.2.b (Succeed): the opponent of the first player becomes the first player.
    let (sc, _) = morning();
    let g = Game::from_state(sc.build());
    assert_eq!(g.state().first_player(), P1);
    assert_eq!(g.pending().unwrap().player, P1, "Expand in the new initiative order");
}

#[test]
fn cr_4_2_1_c_prepare_readies_orbs_and_reserve() {
    // CR 1.3.2.b (Prepare): Mana Orbs and cards in Reserve are readied.
    let (sc, ids) = morning();
    let g = Game::from_state(sc.build());
    for id in ids {
        assert!(!g.state().card(id).status.exhausted);
    }
}

#[test]
fn cr_4_2_1_d_each_player_draws_two() {
    // CR 1.3.2.b (Draw): each player draws two cards.
    let (sc, _) = morning();
    let g = Game::from_state(sc.build());
    for p in [P0, P1] {
        assert_eq!(g.state().count(Zone::Hand(p)), 3);
        assert_eq!(g.state().count(Zone::Deck(p)), 3);
    }
}

#[test]
fn cr_3_2_2_d_an_empty_deck_is_refilled_from_the_discard_pile() {
    let mut sc = Scenario::new();
    let f = filler();
    sc.card(&f, P0, Zone::Deck(P0));
    let discarded = sc.cards(&f, P0, Zone::Discard(P0), 3);
    sc.card(&f, P1, Zone::Hand(P1));
    sc.state_mut().set_step(Step::Morning, Phase::Night);
    let g = Game::from_state(sc.build());
    assert_eq!(g.state().count(Zone::Hand(P0)), 2);
    assert_eq!(g.state().count(Zone::Discard(P0)), 0);
    assert_eq!(g.state().count(Zone::Deck(P0)), 2);
    let in_hand = discarded.iter().filter(|&&c| zone_of(&g, c) == Zone::Hand(P0)).count();
    assert_eq!(in_hand, 1, "the second draw came from the shuffled discard pile");
}

#[test]
fn cr_3_2_2_e_nothing_to_draw_does_nothing() {
    let mut sc = Scenario::new();
    sc.card(&filler(), P1, Zone::Hand(P1));
    sc.state_mut().set_step(Step::Morning, Phase::Night);
    let g = Game::from_state(sc.build());
    assert_eq!(g.state().count(Zone::Hand(P0)), 0);
}

#[test]
fn cr_4_2_1_e_expand_puts_a_ready_orb_or_nothing() {
    // CR 1.3.2.b (Expand): one card from Hand as a ready Mana Orb, or none.
    let (sc, _) = morning();
    let mut g = Game::from_state(sc.build());
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::Expand);
    assert_eq!(d.options[0], Opt::Skip);
    let card = match d.options[1] {
        Opt::Card(c) => c,
        o => panic!("{o:?}"),
    };
    g.submit(Choice::one(P1, 1)).unwrap();
    assert_eq!(zone_of(&g, card), Zone::Mana(P1));
    assert!(!g.state().card(card).status.exhausted, "ready");
    let before = g.state().count(Zone::Mana(P0));
    g.submit(Choice::one(P0, 0)).unwrap();
    assert_eq!(g.state().count(Zone::Mana(P0)), before, "P0 skipped");
}

// ---- CR 4.2.3, 5: Afternoon and playing cards -----------------------------------------

/// Both players with `n` ready orbs and free Spells in hand, so that the Afternoon goes on
/// (and the test can look) after the move under test.
fn afternoon_with_orbs(n: usize) -> Scenario {
    let mut sc = Scenario::new();
    let f = filler();
    let wait = def("Wait", Kind::Spell, 0, 0);
    for p in [P0, P1] {
        sc.cards(&f, p, Zone::Mana(p), n);
        sc.cards(&wait, p, Zone::Hand(p), 5);
    }
    sc
}

#[test]
fn cr_5_1_2_d_hand_cost_from_hand_reserve_cost_from_reserve() {
    let mut sc = afternoon_with_orbs(3);
    let c = character("Cheap From Hand", 1, 5, [1, 1, 1]);
    let in_hand = sc.card(&c, P0, Zone::Hand(P0));
    let in_reserve = sc.card(&c, P0, Zone::Reserve(P0));
    let g = at_afternoon(sc, P0);
    let d = g.pending().unwrap();
    assert_eq!(d.options[0], Opt::Pass);
    assert!(d
        .options
        .iter()
        .any(|o| matches!(o, Opt::Play { card, cost: 1, from: PlayFrom::Hand, .. } if *card == in_hand)));
    assert!(
        !d.options
            .iter()
            .any(|o| matches!(o, Opt::Play { card, .. } if *card == in_reserve)),
        "a reserve cost of 5 can't be paid with 3 orbs (CR 1.2.5.c)"
    );
}

#[test]
fn cr_1_2_5_e_mana_cost_paid_by_exhausting_orbs() {
    let mut sc = afternoon_with_orbs(3);
    let c = sc.card(&character("Two", 2, 2, [1, 1, 1]), P0, Zone::Hand(P0));
    let mut g = at_afternoon(sc, P0);
    g.submit(pick(&g, play_opt(c, Some(Side::Hero)))).unwrap();
    assert_eq!(g.state().ready_orbs(P0), 1);
    assert_eq!(zone_of(&g, c), Zone::Expedition(P0, Side::Hero));
}

#[test]
fn cr_2_4_6_c_exhausted_reserve_cards_cannot_be_played() {
    let mut sc = afternoon_with_orbs(3);
    let c = sc.card(&character("Tired", 1, 1, [1, 1, 1]), P0, Zone::Reserve(P0));
    sc.status(c, |s| s.exhausted = true);
    sc.card(&character("Other", 1, 1, [1, 1, 1]), P0, Zone::Hand(P0));
    let g = at_afternoon(sc, P0);
    assert!(!g
        .pending()
        .unwrap()
        .options
        .iter()
        .any(|o| matches!(o, Opt::Play { card, .. } if *card == c)));
}

#[test]
fn cr_5_2_1_b_c_character_from_reserve_enters_fleeting() {
    let mut sc = afternoon_with_orbs(3);
    let c = sc.card(&character("Back", 1, 1, [1, 1, 1]), P0, Zone::Reserve(P0));
    sc.boosts(c, 2);
    let mut g = at_afternoon(sc, P0);
    let old = g.state().card(c).obj;
    g.submit(pick(&g, play_opt(c, Some(Side::Companion)))).unwrap();
    let now = g.state().card(c);
    assert_eq!(
        now.zone,
        Zone::Expedition(P0, Side::Companion),
        "CR 5.2.1.a: the chosen Expedition"
    );
    assert!(now.status.fleeting);
    assert_eq!(now.boosts, 2, "CR 2.5.k: counters kept from Reserve through Limbo");
    assert!(now.obj > old, "CR 1.4.4: a new object, with a later timestamp");
    let moves: Vec<_> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Moved { card, to, .. } if *card == c => Some(*to),
            _ => None,
        })
        .collect();
    assert_eq!(
        moves,
        vec![Zone::Limbo, Zone::Expedition(P0, Side::Companion)],
        "CR 5.1.2.g: through Limbo"
    );
}

#[test]
fn cr_5_2_3_a_landmark_from_reserve_never_fleeting() {
    let mut sc = afternoon_with_orbs(3);
    let l = sc.card(&def("Tower", Kind::LandmarkPermanent, 1, 1), P0, Zone::Reserve(P0));
    let mut g = at_afternoon(sc, P0);
    g.submit(pick(&g, play_opt(l, None))).unwrap();
    assert_eq!(zone_of(&g, l), Zone::Landmarks(P0));
    assert!(!g.state().card(l).status.fleeting);
}

#[test]
fn cr_5_2_2_expedition_permanent_from_reserve_enters_fleeting() {
    let mut sc = afternoon_with_orbs(3);
    let mut gear = CardDef::basic("Boots", Kind::ExpeditionPermanent, 1, 1, [0; 3]);
    gear.gear = true;
    let e = sc.card(&Arc::new(gear), P0, Zone::Reserve(P0));
    let mut g = at_afternoon(sc, P0);
    g.submit(pick(&g, play_opt(e, Some(Side::Hero)))).unwrap();
    assert_eq!(zone_of(&g, e), Zone::Expedition(P0, Side::Hero));
    assert!(g.state().card(e).status.fleeting);
}

#[test]
fn cr_5_2_4_b_spell_from_hand_goes_to_reserve() {
    let mut sc = afternoon_with_orbs(3);
    let s = sc.card(&def("Boon", Kind::Spell, 1, 1), P0, Zone::Hand(P0));
    let mut g = at_afternoon(sc, P0);
    g.submit(pick(&g, play_opt(s, None))).unwrap();
    assert_eq!(zone_of(&g, s), Zone::Reserve(P0));
    assert!(!g.state().card(s).status.exhausted);
}

#[test]
fn cr_2_4_7_e_fleeting_spell_from_reserve_is_discarded() {
    let mut sc = afternoon_with_orbs(3);
    let s = sc.card(&def("Boon", Kind::Spell, 1, 1), P0, Zone::Reserve(P0));
    let mut g = at_afternoon(sc, P0);
    g.submit(pick(&g, play_opt(s, None))).unwrap();
    assert_eq!(zone_of(&g, s), Zone::Discard(P0));
}

#[test]
fn cr_5_2_4_a_2_printed_fleeting_spell_from_hand_is_discarded() {
    let mut sc = afternoon_with_orbs(3);
    let mut d = CardDef::basic("Flash", Kind::Spell, 1, 1, [0; 3]);
    d.fleeting_spell = true;
    let s = sc.card(&Arc::new(d), P0, Zone::Hand(P0));
    let mut g = at_afternoon(sc, P0);
    g.submit(pick(&g, play_opt(s, None))).unwrap();
    assert_eq!(zone_of(&g, s), Zone::Discard(P0));
}

/// CR 7.4.1.b: a Spell with Cooldown that goes to Reserve after resolving is exhausted
/// (CR 7.4.1.c: that is the extra step of CR 5.2.4.b, Cooldown itself does nothing).
#[test]
fn cr_5_2_4_b_cooldown_spell_returns_exhausted() {
    let mut sc = afternoon_with_orbs(3);
    let mut d = CardDef::basic("Slow", Kind::Spell, 1, 1, [0; 3]);
    d.cooldown = true;
    let s = sc.card(&Arc::new(d), P0, Zone::Hand(P0));
    let mut g = at_afternoon(sc, P0);
    g.submit(pick(&g, play_opt(s, None))).unwrap();
    assert_eq!(zone_of(&g, s), Zone::Reserve(P0));
    assert!(g.state().card(s).status.exhausted);
}

#[test]
fn fleeting_and_cooldown_are_read_from_real_card_files() {
    let pool = common::pool();
    let boom = pool.get("ALT_CORE_B_AX_21_R1").expect("Boom! is in cards/");
    assert!(boom.fleeting_spell);
    assert!(pool.cards().iter().any(|c| c.cooldown), "some real card has Cooldown");
}

#[test]
fn cr_4_2_3_e_a_passed_player_takes_no_more_turns() {
    // CR 1.3.2.d: once a player has passed, they take no more turns this day.
    let mut sc = afternoon_with_orbs(3);
    let c = character("Unit", 1, 1, [1, 1, 1]);
    let a = sc.card(&c, P1, Zone::Hand(P1));
    let b = sc.card(&c, P1, Zone::Hand(P1));
    sc.card(&c, P0, Zone::Hand(P0));
    let mut g = at_afternoon(sc, P0);
    assert_eq!(g.pending().unwrap().player, P0);
    g.submit(pick(&g, |o| *o == Opt::Pass)).unwrap();
    assert_eq!(g.pending().unwrap().player, P1);
    g.submit(pick(&g, play_opt(a, Some(Side::Hero)))).unwrap();
    // CR 4.2.3.e remark: several turns in a row when the others have passed.
    assert_eq!(g.pending().unwrap().player, P1);
    g.submit(pick(&g, play_opt(b, Some(Side::Hero)))).unwrap();
    assert_eq!(g.pending().unwrap().player, P1);
    assert!(g.state().player(P0).passed);
}

#[test]
fn cr_4_2_3_b_turns_alternate() {
    // CR 1.3.2.d: starting with the first player, players alternate taking turns.
    let mut sc = afternoon_with_orbs(3);
    let c = character("Unit", 1, 1, [1, 1, 1]);
    let a = sc.card(&c, P0, Zone::Hand(P0));
    sc.card(&c, P1, Zone::Hand(P1));
    let mut g = at_afternoon(sc, P1);
    assert_eq!(g.pending().unwrap().player, P1, "CR 4.2.3.c: the first player starts");
    g.submit(pick(&g, |o| matches!(o, Opt::Play { cost: 1, .. }))).unwrap();
    assert_eq!(g.pending().unwrap().player, P0);
    g.submit(pick(&g, play_opt(a, Some(Side::Hero)))).unwrap();
}

// ---- CR 4.2.4: Dusk, Progress --------------------------------------------------------

/// P0's hero Expedition and P1's hero Expedition, each with one Character.
fn duel(mine: [i32; 3], theirs: [i32; 3]) -> (Scenario, CardId) {
    let mut sc = Scenario::new();
    let a = sc.card(&character("Mine", 1, 1, mine), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("Theirs", 1, 1, theirs), P1, Zone::Expedition(P1, Side::Hero));
    (sc, a)
}

#[test]
fn cr_4_2_4_b_strictly_greater_moves_forward() {
    // CR 1.3.2.e: an Expedition moves forward when a statistic is strictly greater than the one facing it.
    let (sc, _) = duel([2, 0, 0], [1, 0, 0]);
    let g = dusk(sc);
    assert_eq!(markers(&g, P0), [1, 7]);
    assert_eq!(markers(&g, P1), [0, 7]);
}

#[test]
fn cr_4_2_4_b_only_terrains_of_the_region_count() {
    // CR 1.3.2.e: only a statistic that is one of the region's terrains counts (CR 7.1.2.a:
    // the terrains are the region's sub-types; CR 7.1.2.b: a statistic is the influence in one).
    let (mut sc, _) = duel([5, 0, 0], [0, 0, 0]);
    // Region 1 revealed as mountain and water only.
    let st = sc.state_mut();
    st.player_mut(P0).markers[0] = 1;
    let adv = st.adventure_mut();
    adv.regions[1].terrains = Terrains([false, true, true]);
    adv.regions[1].face_up = true;
    let g = dusk(sc);
    assert_eq!(
        markers(&g, P0)[0],
        1,
        "forest 5 does nothing in a mountain/water region"
    );
}

#[test]
fn cr_4_2_4_e_a_tie_does_not_advance() {
    let (sc, _) = duel([3, 3, 3], [3, 3, 3]);
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 0);
    assert_eq!(markers(&g, P1)[0], 0);
}

#[test]
fn cr_2_4_3_an_ascended_expedition_advances_on_a_tie() {
    let (mut sc, _) = duel([3, 0, 0], [3, 0, 0]);
    sc.state_mut().player_mut(P0).ascended[0] = true;
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 1);
    assert_eq!(markers(&g, P1)[0], 0);
    assert!(
        !g.state().player(P0).ascended[0],
        "CR 4.2.5.b: Ascended is lost at Rest"
    );
}

#[test]
fn cr_4_2_4_f_zero_is_not_enough() {
    // CR 1.3.2.e: the statistic must be strictly greater than zero.
    let (sc, _) = duel([0, 0, 0], [0, 0, 0]);
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 0);
    // Not even when Ascended and tied at 0.
    let (mut sc, _) = duel([0, 0, 0], [0, 0, 0]);
    sc.state_mut().player_mut(P0).ascended[0] = true;
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 0);
}

#[test]
fn cr_4_2_4_f_an_empty_expedition_facing_nothing_does_not_move() {
    let g = dusk(Scenario::new());
    assert_eq!(markers(&g, P0), [0, 7]);
    assert_eq!(markers(&g, P1), [0, 7]);
}

#[test]
fn cr_4_2_4_g_moves_forward_only_once() {
    let (sc, _) = duel([5, 5, 5], [0, 0, 0]);
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 1, "won three terrains, moved one region");
}

#[test]
fn cr_4_2_4_h_successful_expeditions_move_simultaneously() {
    // Each wins a different terrain of the Hero region; both move.
    let (mut sc, _) = duel([3, 0, 0], [0, 3, 0]);
    sc.card(
        &character("C0", 1, 1, [0, 0, 2]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let g = dusk(sc);
    assert_eq!(markers(&g, P0), [1, 6]);
    assert_eq!(markers(&g, P1), [1, 7]);
}

#[test]
fn cr_2_4_4_asleep_characters_are_not_counted() {
    let (mut sc, a) = duel([5, 0, 0], [1, 0, 0]);
    sc.status(a, |s| s.asleep = true);
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 0);
}

#[test]
fn cr_2_5_1_b_boosts_add_to_every_statistic() {
    let (mut sc, a) = duel([1, 0, 0], [2, 0, 0]);
    sc.boosts(a, 2);
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 1, "1 + 2 boosts = 3 > 2");
}

#[test]
fn cr_1_1_6_d_non_characters_add_no_statistics() {
    let (mut sc, _) = duel([0, 0, 0], [0, 0, 0]);
    sc.card(
        &def("Gear", Kind::ExpeditionPermanent, 1, 1),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 0);
}

#[test]
fn cr_7_3_22_b_moving_into_a_face_down_tumult_card_reveals_it() {
    let (sc, _) = duel([1, 0, 0], [0, 0, 0]);
    let g = dusk(sc);
    let a = g.state().adventure();
    assert!(
        a.regions[1].face_up && a.regions[2].face_up,
        "both halves of the Tumult card"
    );
    assert!(!a.regions[3].face_up);
    assert!(g.events().contains(&Event::RegionRevealed { tumult: 0 }));
}

#[test]
fn cr_3_2_1_b_a_face_down_region_has_no_terrain() {
    let (mut sc, _) = duel([5, 5, 5], [0, 0, 0]);
    sc.state_mut().player_mut(P0).markers[0] = 3; // a face-down region (set directly)
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 3);
}

#[test]
fn cr_7_3_22_forward_and_cr_7_3_21_backward_stop_at_the_ends() {
    let mut st = Scenario::new().build();
    let mut log = EventLog::default();
    st.move_forward(P0, Side::Hero, 3, &mut log);
    assert_eq!(st.player(P0).markers[0], 3);
    assert!(
        st.adventure().regions[1..5].iter().all(|r| r.face_up),
        "passing reveals too"
    );
    st.move_forward(P0, Side::Hero, 10, &mut log);
    assert_eq!(st.player(P0).markers[0], LAST_REGION, "CR 7.3.22.d");
    st.move_forward(P0, Side::Hero, 1, &mut log);
    assert_eq!(st.player(P0).markers[0], LAST_REGION, "CR 7.3.22.c");
    st.move_forward(P1, Side::Companion, 2, &mut log);
    assert_eq!(
        st.player(P1).markers[1],
        5,
        "CR 7.3.22.a: the companion Expedition goes towards the Hero region"
    );
    st.move_backward(P1, Side::Companion, 9, &mut log);
    assert_eq!(st.player(P1).markers[1], LAST_REGION, "CR 7.3.21.c");
    st.move_backward(P0, Side::Hero, 2, &mut log);
    assert_eq!(st.player(P0).markers[0], 5);
    st.move_backward(P0, Side::Hero, 20, &mut log);
    assert_eq!(st.player(P0).markers[0], 0);
    st.move_backward(P0, Side::Hero, 1, &mut log);
    assert_eq!(st.player(P0).markers[0], 0, "CR 7.3.21.b");
}

// ---- CR 4.2.5: Night ------------------------------------------------------------------

#[test]
fn cr_4_2_5_b_rest_sends_characters_of_expeditions_that_moved_to_reserve() {
    // CR 1.3.2.f (Rest): Characters of an Expedition that moved forward return to the Reserve.
    let (mut sc, a) = duel([2, 0, 0], [1, 0, 0]);
    a.index();
    sc.boosts(a, 1);
    let stay = sc.card(
        &character("Companion side", 1, 1, [0, 0, 0]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let theirs = CardId(1);
    let g = dusk(sc);
    assert_eq!(zone_of(&g, a), Zone::Reserve(P0));
    assert_eq!(
        g.state().card(a).boosts,
        0,
        "CR 2.5.j: counters lost leaving the Expedition zone"
    );
    assert_eq!(
        zone_of(&g, stay),
        Zone::Expedition(P0, Side::Companion),
        "that Expedition did not move"
    );
    assert_eq!(zone_of(&g, theirs), Zone::Expedition(P1, Side::Hero));
}

#[test]
fn cr_4_2_5_b_gears_rest_other_permanents_stay() {
    // CR 1.3.2.f (Rest): Gears of an Expedition that moved forward return to the Reserve too.
    let (mut sc, _) = duel([2, 0, 0], [1, 0, 0]);
    let mut gear = CardDef::basic("Boots", Kind::ExpeditionPermanent, 1, 1, [0; 3]);
    gear.gear = true;
    let g1 = sc.card(&Arc::new(gear), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(
        &def("Banner", Kind::ExpeditionPermanent, 1, 1),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let g = dusk(sc);
    assert_eq!(zone_of(&g, g1), Zone::Reserve(P0));
    assert_eq!(zone_of(&g, other), Zone::Expedition(P0, Side::Hero));
}

#[test]
fn cr_2_4_7_d_fleeting_characters_are_discarded_at_rest() {
    let (mut sc, a) = duel([2, 0, 0], [1, 0, 0]);
    sc.status(a, |s| s.fleeting = true);
    let g = dusk(sc);
    assert_eq!(zone_of(&g, a), Zone::Discard(P0));
}

#[test]
fn cr_2_4_2_anchored_stays_and_loses_anchored() {
    let (mut sc, a) = duel([2, 0, 0], [1, 0, 0]);
    sc.status(a, |s| s.anchored = true);
    let g = dusk(sc);
    assert_eq!(zone_of(&g, a), Zone::Expedition(P0, Side::Hero));
    assert!(!g.state().card(a).status.anchored);
}

#[test]
fn cr_2_4_4_asleep_stays_and_loses_asleep() {
    let (mut sc, a) = duel([2, 0, 0], [1, 0, 0]);
    let b = sc.card(
        &character("Sleeper", 1, 1, [0, 0, 0]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    sc.status(b, |s| {
        s.asleep = true;
        s.anchored = true;
    });
    let g = dusk(sc);
    assert_eq!(zone_of(&g, a), Zone::Reserve(P0));
    assert_eq!(zone_of(&g, b), Zone::Expedition(P0, Side::Hero));
    let s = g.state().card(b).status;
    assert!(!s.asleep && !s.anchored, "CR 2.4.4 remark: both are lost");
}

#[test]
fn cr_2_1_e_a_token_leaving_the_expedition_zone_ceases_to_exist() {
    let (mut sc, _) = duel([2, 0, 0], [1, 0, 0]);
    let token = Arc::new(CardDef::basic("Brassbug", Kind::Token, 0, 0, [2, 2, 2]));
    let t = sc.card(&token, P0, Zone::Expedition(P0, Side::Hero));
    let g = dusk(sc);
    assert_eq!(zone_of(&g, t), Zone::Gone);
    assert_eq!(g.state().card(t).obj, ObjectId::NONE);
}

#[test]
fn cr_1_4_3_a_card_goes_to_its_owners_zone() {
    let (mut sc, _) = duel([2, 0, 0], [1, 0, 0]);
    // A card P1 owns, in P0's Expedition (as if P0 controlled it).
    let borrowed = sc.card(
        &character("Borrowed", 1, 1, [0, 0, 0]),
        P1,
        Zone::Expedition(P0, Side::Hero),
    );
    let g = dusk(sc);
    // CR 1.1.3.c: its owner is the player whose deck it came from, whoever controls it.
    assert_eq!(zone_of(&g, borrowed), Zone::Reserve(P1));
}

/// CR 1.2.1.c: each player needs a deck of their own: a game of one deck is refused.
#[test]
fn cr_1_2_1_c_each_player_brings_a_deck() {
    let one = Game::builder().seed(1).deck(common::deck("axiom")).build();
    assert!(matches!(one, Err(SetupError::PlayerCount(1))), "{:?}", one.err());
    assert!(new_game(1).pending().is_some(), "two decks: a game");
}

fn cleanup_position(
    hero_limits: Option<(u8, u8)>,
    reserve: usize,
    landmarks: usize,
) -> (Game, Vec<CardId>, Vec<CardId>) {
    let mut sc = Scenario::new();
    if let Some(l) = hero_limits {
        let mut h = CardDef::basic("Hero", Kind::Hero, 0, 0, [0; 3]);
        h.limits = Some(l);
        sc.card(&Arc::new(h), P0, Zone::HeroZone(P0));
    }
    let f = filler();
    let r = sc.cards(&f, P0, Zone::Reserve(P0), reserve);
    let l = sc.cards(
        &def("Site", Kind::LandmarkPermanent, 1, 1),
        P0,
        Zone::Landmarks(P0),
        landmarks,
    );
    let mut st = sc.build();
    st.set_step(Step::Night, Phase::Dusk);
    st.set_day(2, 2);
    (Game::from_state(st), r, l)
}

#[test]
fn cr_4_2_5_c_clean_up_keeps_the_heros_reserve_limit() {
    // CR 1.3.2.f (Clean-up): extra cards in Reserve are discarded.
    let (mut g, r, _) = cleanup_position(Some((3, 1)), 5, 0);
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::KeepInReserve);
    assert_eq!(d.picks, 3);
    assert_eq!(d.options.len(), 5);
    g.submit(Choice {
        player: P0,
        picks: vec![0, 2, 4].into(),
    })
    .unwrap();
    for (i, c) in r.iter().enumerate() {
        let want = if i % 2 == 0 {
            Zone::Reserve(P0)
        } else {
            Zone::Discard(P0)
        };
        assert_eq!(zone_of(&g, *c), want);
    }
}

#[test]
fn cr_4_2_5_c_clean_up_sacrifices_landmarks_over_the_limit() {
    // CR 1.3.2.f (Clean-up): extra cards in the Landmark zone are sacrificed.
    let (mut g, _, l) = cleanup_position(Some((3, 1)), 0, 3);
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::KeepInLandmarks);
    assert_eq!(d.picks, 1);
    g.submit(Choice {
        player: P0,
        picks: vec![1].into(),
    })
    .unwrap();
    assert_eq!(zone_of(&g, l[1]), Zone::Landmarks(P0));
    assert_eq!(zone_of(&g, l[0]), Zone::Discard(P0));
    assert_eq!(zone_of(&g, l[2]), Zone::Discard(P0));
}

#[test]
fn cr_3_2_10_b_without_a_hero_the_limits_are_two() {
    let (g, _, _) = cleanup_position(None, 3, 0);
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::KeepInReserve);
    assert_eq!(d.picks, 2);
}

#[test]
fn cr_4_2_5_c_within_the_limit_no_decision() {
    let (g, r, l) = cleanup_position(Some((2, 2)), 2, 2);
    assert!(g.pending().is_none(), "the day limit ended the game after Clean-up");
    for c in r.iter().chain(&l) {
        assert_ne!(zone_of(&g, *c), Zone::Discard(P0));
    }
}

#[test]
fn cr_4_2_5_c_clean_up_choices_apply_at_once() {
    let mut sc = Scenario::new();
    let f = filler();
    let r0 = sc.cards(&f, P0, Zone::Reserve(P0), 3);
    sc.cards(&f, P1, Zone::Reserve(P1), 3);
    let mut st = sc.build();
    st.set_step(Step::Night, Phase::Dusk);
    st.set_day(2, 2);
    st.set_first_player(P1);
    let mut g = Game::from_state(st);
    assert_eq!(g.pending().unwrap().player, P1, "initiative order (CR 4.2.5.c remark)");
    g.submit(Choice {
        player: P1,
        picks: vec![0, 1].into(),
    })
    .unwrap();
    assert_eq!(
        g.state().count(Zone::Reserve(P1)),
        3,
        "nothing discarded before everyone chose"
    );
    assert_eq!(g.pending().unwrap().player, P0);
    g.submit(Choice {
        player: P0,
        picks: vec![0, 1].into(),
    })
    .unwrap();
    assert_eq!(g.state().count(Zone::Reserve(P1)), 2);
    assert_eq!(zone_of(&g, r0[2]), Zone::Discard(P0));
}

fn victory_position(p0: [u8; 2], p1: [u8; 2]) -> Game {
    let mut sc = Scenario::new();
    sc.state_mut().player_mut(P0).markers = p0;
    sc.state_mut().player_mut(P1).markers = p1;
    let f = filler();
    for p in [P0, P1] {
        sc.card(&f, p, Zone::Hand(p));
        sc.cards(&f, p, Zone::Deck(p), 4);
    }
    let mut st = sc.build();
    st.set_step(Step::Night, Phase::Dusk);
    Game::from_state(st)
}

#[test]
fn cr_4_2_5_d_expeditions_that_met_win_with_the_greater_sum() {
    // CR 1.3.3.a (met or crossed) and CR 1.3.3.b (the greater total distance wins).
    // P0: hero at 4, companion at 4 → 4 + 3 = 7. P1: 2 + 0.
    let g = victory_position([4, 4], [2, 7]);
    let o = g.outcome().expect("game over");
    assert_eq!(o.winner, Some(P0));
    assert!(!o.tiebreakers);
}

#[test]
fn cr_4_2_5_d_six_or_less_the_game_goes_on() {
    let g = victory_position([3, 4], [3, 4]); // 3 + 3 each
    assert!(g.outcome().is_none());
    assert_eq!(g.state().day(), 3);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Expand);
}

#[test]
fn cr_4_2_5_d_crossing_beats_meeting() {
    // CR 1.3.3.b: the total distance of each player's Expeditions is compared.
    let g = victory_position([5, 3], [4, 4]); // 5 + 4 = 9 against 4 + 3 = 7
    assert_eq!(g.outcome().unwrap().winner, Some(P0));
}

#[test]
fn cr_4_3_a_a_tie_at_seven_or_more_starts_tiebreakers_in_the_arena() {
    // CR 1.3.3.c: otherwise tiebreakers start, every region replaced by the Arena.
    let g = victory_position([4, 4], [4, 4]);
    assert!(g.outcome().is_none());
    let a = g.state().adventure();
    assert!(a.is_arena());
    assert_eq!(a.regions().len(), 1);
    assert_eq!(a.regions()[0].terrains, Terrains::ALL, "CR 4.3.c");
    // CR 3.2.1.c, 4.3.b: one region replaces them all, and it is the Arena.
    assert_eq!(a.regions()[0].card, RegionCard::Arena);
    assert_eq!(markers(&g, P0), [0, 0], "every marker on the Arena");
    assert!(g.events().contains(&Event::Tiebreakers));
}

fn arena(p0: [[i32; 3]; 2], p1: [[i32; 3]; 2]) -> Game {
    let mut sc = Scenario::new();
    for (p, stats) in [(P0, p0), (P1, p1)] {
        for (side, s) in Side::BOTH.into_iter().zip(stats) {
            sc.card(&character("X", 1, 1, s), p, Zone::Expedition(p, side));
        }
    }
    let st = sc.state_mut();
    let a = st.adventure_mut();
    a.regions[0].card = RegionCard::Arena;
    a.regions[0].terrains = Terrains::ALL;
    a.len = 1;
    for p in [P0, P1] {
        st.player_mut(p).markers = [0, 0];
    }
    dusk(sc)
}

#[test]
fn cr_4_3_e_tiebreak_the_player_winning_more_terrains_wins() {
    // CR 1.3.3.d (all Expeditions in the Arena, every Character's statistics summed) and CR 1.3.3.e (winning on more terrains wins the game).
    // P0 totals 4/4/0, P1 totals 3/3/9: P0 wins forest and mountain, P1 water.
    let g = arena([[2, 2, 0], [2, 2, 0]], [[3, 3, 4], [0, 0, 5]]);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(P0));
    assert!(o.tiebreakers);
}

#[test]
fn cr_4_3_e_tiebreak_equal_terrains_the_game_continues() {
    // CR 1.3.3.f: tiebreakers may last for several days.
    // One terrain each, one tied.
    let g = arena([[5, 1, 1], [0, 0, 0]], [[1, 5, 1], [0, 0, 0]]);
    assert_eq!(g.outcome().unwrap().winner, None, "stopped only by the day limit");
}

#[test]
fn cr_4_3_e_tiebreak_zero_wins_no_terrain() {
    let g = arena([[0, 0, 1], [0, 0, 0]], [[0, 0, 0], [0, 0, 0]]);
    assert_eq!(g.outcome().unwrap().winner, Some(P0));
    let g = arena([[0, 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 0, 0]]);
    assert_eq!(g.outcome().unwrap().winner, None);
}

#[test]
fn cr_4_3_d_no_moving_in_the_arena_and_cr_4_3_f_no_check_victory() {
    let g = arena([[0, 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 0, 0]]);
    assert_eq!(markers(&g, P0), [0, 0]);
    let mut st = g.state().clone();
    st.move_forward(P0, Side::Hero, 1, &mut EventLog::default());
    assert_eq!(st.player(P0).markers, [0, 0], "CR 7.3.22.e");
    st.move_backward(P1, Side::Companion, 1, &mut EventLog::default());
    assert_eq!(st.player(P1).markers, [0, 0], "CR 7.3.21.d: nothing happens");
}

#[test]
fn cr_3_2_9_e_exhaust_an_orb_to_ready_another() {
    let mut sc = Scenario::new();
    let f = filler();
    let a = sc.card(&f, P0, Zone::Mana(P0));
    let b = sc.card(&f, P0, Zone::Mana(P0));
    sc.status(b, |s| s.exhausted = true);
    let mut st = sc.build();
    let mut log = EventLog::default();
    assert!(
        !st.swap_orbs(P0, b, a, &mut log),
        "the first must be ready, the second exhausted"
    );
    assert!(st.swap_orbs(P0, a, b, &mut log));
    assert!(st.card(a).status.exhausted && !st.card(b).status.exhausted);
}

#[test]
fn cr_4_2_1_e_real_game_mana_orbs_come_only_from_setup_and_expand() {
    let g = random_game(&[common::deck("ordis"), common::deck("muna")], 11, 100).unwrap();
    let st = g.state();
    let orbs: usize = [P0, P1].iter().map(|&p| st.count(Zone::Mana(p))).sum();
    assert!(orbs >= 6);
}

// ---- CR 1.3.2: the day, as the summary tells it -----------------------------------------

/// The phases a real game's events announce, day by day.
fn phases_by_day(g: &Game) -> Vec<Vec<Phase>> {
    let mut days: Vec<Vec<Phase>> = Vec::new();
    for e in g.events() {
        if let Event::Phase(ph) = e {
            if *ph == Phase::Morning || days.is_empty() {
                days.push(Vec::new());
            }
            days.last_mut().expect("a day").push(*ph);
        }
    }
    days
}

#[test]
fn cr_1_3_2_a_each_day_is_divided_into_five_phases() {
    let mut g = Game::builder()
        .seed(5)
        .deck(common::deck("axiom"))
        .deck(common::deck("bravos"))
        .log(true)
        .build()
        .unwrap();
    let (mut a, mut b) = (RandomAgent::new(1), RandomAgent::new(2));
    altered_engine::play(&mut g, &mut [&mut a, &mut b], None).unwrap();
    let days = phases_by_day(&g);
    assert!(days.len() >= 3, "{days:?}");
    // The first day has no Morning (CR 1.3.1.e); every later day but the last, which ends
    // when the game does, has the five phases in order (CR 4.2.a).
    let five = [Phase::Morning, Phase::Noon, Phase::Afternoon, Phase::Dusk, Phase::Night];
    assert_eq!(days[0], five[1..], "the first day");
    for day in &days[1..days.len() - 1] {
        assert_eq!(day, &five, "{days:?}");
    }
}

/// CR 4.2.2.a: Noon has no daily effect.
#[test]
fn cr_1_3_2_c_noon_changes_nothing_without_an_at_noon_reaction() {
    let mut sc = Scenario::new();
    let f = filler();
    for p in [P0, P1] {
        sc.cards(&f, p, Zone::Deck(p), 4);
        sc.card(&f, p, Zone::Hand(p));
        sc.card(&character("Unit", 1, 1, [1, 1, 1]), p, Zone::Expedition(p, Side::Hero));
    }
    // Something P0 could play, so that the Afternoon waits for their turn.
    sc.card(&character("Spare", 0, 0, [0, 0, 0]), P0, Zone::Hand(P0));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Noon, Phase::Morning);
    let before = st.clone();
    let g = Game::from_state(st);
    assert_eq!(g.state().phase(), Phase::Afternoon, "Noon passed");
    for p in [P0, P1] {
        for zone in [
            Zone::Deck(p),
            Zone::Hand(p),
            Zone::Reserve(p),
            Zone::Expedition(p, Side::Hero),
            Zone::Mana(p),
        ] {
            assert_eq!(g.state().count(zone), before.count(zone), "{zone:?}");
        }
        assert_eq!(g.state().player(p).markers, before.player(p).markers);
    }
    assert!(!g.events().iter().any(|e| matches!(e, Event::ReactionPlayed { .. })));
}

// ---- CR 4.2: what happens in each phase, in order ----------------------------------------

/// CR 4.2.1.a (and 4.2.c): Morning's four daily effects, in order: Succeed, Prepare, Draw,
/// then Expand waits for the first player.
#[test]
fn cr_4_2_1_a_morning_is_succeed_prepare_draw_then_expand() {
    let (sc, exhausted) = morning();
    let g = Game::from_state(sc.build());
    let at = |f: &dyn Fn(&Event) -> bool| g.events().iter().position(f).expect("the event happened");
    let succeed = at(&|e| matches!(e, Event::Succeed(_)));
    let prepare = at(&|e| matches!(e, Event::Exhausted { card, exhausted: false } if exhausted.contains(card)));
    let draw = at(&|e| {
        matches!(
            e,
            Event::Moved {
                from: Zone::Deck(_),
                to: Zone::Hand(_),
                ..
            }
        )
    });
    assert!(succeed < prepare && prepare < draw, "{:?}", g.events());
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Expand, "Expand comes last");
    assert_eq!(g.state().phase(), Phase::Morning);
}

/// CR 4.2.5.a (and 4.2.c): Night's three daily effects, in order: Rest, then Clean-up
/// (which sees the Character Rest sent to Reserve), then Check Victory.
#[test]
fn cr_4_2_5_a_night_is_rest_then_clean_up_then_check_victory() {
    let (mut sc, a) = duel([2, 0, 0], [1, 0, 0]);
    let f = filler();
    let kept = sc.cards(&f, P0, Zone::Reserve(P0), 2);
    let g = dusk(sc);
    // Without a Hero the reserve limit is 2 (CR 3.2.10.b): the rested Character makes three.
    let d = g.pending().expect("Clean-up asks");
    assert_eq!(d.kind, DecisionKind::KeepInReserve);
    assert!(d.options.contains(&Opt::Card(a)), "Rest came first: {d:?}");
    assert!(kept.iter().all(|c| d.options.contains(&Opt::Card(*c))));
    assert!(g.outcome().is_none(), "Check Victory comes after Clean-up");
    let mut g = g;
    g.submit(Choice {
        player: P0,
        picks: vec![0, 1].into(),
    })
    .unwrap();
    assert!(g.outcome().is_some(), "then the last day's Check Victory ends the game");
}

/// CR 4.2.3.a and 4.2.f: the Afternoon has no daily effect; players take turns until all
/// have passed, and only then does Dusk start.
#[test]
fn cr_4_2_f_the_afternoon_lasts_until_every_player_has_passed() {
    let mut sc = afternoon_with_orbs(3);
    let c = character("Unit", 1, 1, [1, 1, 1]);
    let late = sc.card(&c, P1, Zone::Hand(P1));
    let mut g = at_afternoon(sc, P0);
    let before = g.events().len();
    g.submit(pick(&g, |o| *o == Opt::Pass)).unwrap();
    assert_eq!(g.state().phase(), Phase::Afternoon, "one player has passed, not all");
    g.submit(pick(&g, play_opt(late, Some(Side::Hero)))).unwrap();
    assert_eq!(g.state().phase(), Phase::Afternoon);
    assert_eq!(g.pending().unwrap().player, P1);
    g.submit(pick(&g, |o| *o == Opt::Pass)).unwrap();
    assert_ne!(g.state().phase(), Phase::Afternoon, "everyone passed: Dusk");
    // Nothing but the players' own turns happened during the Afternoon.
    let afternoon: Vec<&Event> = g.events()[before..]
        .iter()
        .take_while(|e| !matches!(e, Event::Phase(Phase::Dusk)))
        .collect();
    assert!(
        afternoon.iter().all(|e| matches!(
            e,
            Event::Passed(_)
                | Event::Play { .. }
                | Event::Revealed(_)
                | Event::Paid { .. }
                | Event::Moved { .. }
                | Event::Exhausted { .. }
        )),
        "{afternoon:?}"
    );
    assert_eq!(
        afternoon
            .iter()
            .filter(|e| matches!(
                e,
                Event::Moved {
                    from: Zone::Deck(_),
                    ..
                }
            ))
            .count(),
        0,
        "no Draw in the Afternoon"
    );
}

/// CR 4.2.d, 4.2.e and 4.4.a (2. after each daily effect): a Reaction to Morning's Draw
/// resolves before the next daily effect, Expand, starts.
#[test]
fn cr_4_2_d_reactions_to_a_daily_effect_resolve_before_the_next_one() {
    let (mut sc, _) = morning();
    let watcher = sc.card(
        &common::written("Character — Test", "When you draw one or more cards | I gain 1 boost."),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let g = Game::from_state(sc.build());
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::Expand);
    assert_eq!(g.state().card(watcher).boosts, 1, "the Reaction resolved before Expand");
    assert!(g.state().limbo_reactions().is_empty(), "CR 4.4.d: Limbo is empty");
}

/// CR 4.2.g and 4.4.a (3. after each turn effect), 4.4.d: a Reaction to a card played in a
/// turn resolves before the next player's turn. CR 6.3.a: `Trigger | Effect` is a Reaction.
#[test]
fn cr_4_2_g_reactions_to_a_turn_effect_resolve_before_the_next_turn() {
    let mut sc = afternoon_with_orbs(3);
    let watcher = sc.card(
        &common::written(
            "Character — Test",
            "When a Character joins my Expedition | I gain 1 boost.",
        ),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let unit = sc.card(&character("Unit", 1, 1, [1, 1, 1]), P0, Zone::Hand(P0));
    let mut g = at_afternoon(sc, P0);
    g.submit(pick(&g, play_opt(unit, Some(Side::Hero)))).unwrap();
    let d = g.pending().unwrap();
    assert_eq!((d.kind, d.player), (DecisionKind::Turn, P1), "the next turn");
    assert_eq!(g.state().card(watcher).boosts, 1, "the Reaction resolved first");
    assert!(g.state().limbo_reactions().is_empty());
    // CR 7.3.1.a: the event matched the trigger, and that created an Emblem-Reaction.
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == watcher)));
}

/// CR 7.5.2.d: during tiebreakers every Expedition is tied, whatever the distances its
/// counter covered before; outside them the same distances make it ahead.
#[test]
fn cr_7_5_2_d_during_tiebreakers_every_expedition_is_tied() {
    for in_arena in [true, false] {
        let mut sc = Scenario::new();
        let me = sc.card(
            &common::written(
                "Character — Test",
                "At Dusk | If my Expedition is tied, I gain 1 boost.",
            ),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        sc.card(
            &character("Them", 1, 1, [1, 1, 1]),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        let st = sc.state_mut();
        st.player_mut(P0).markers = [2, LAST_REGION];
        st.player_mut(P1).markers = [0, LAST_REGION];
        if in_arena {
            let a = st.adventure_mut();
            a.regions[0].card = RegionCard::Arena;
            a.regions[0].terrains = Terrains::ALL;
            a.len = 1;
        }
        let g = dusk(sc);
        let gained = g
            .events()
            .iter()
            .any(|e| matches!(e, Event::Boosts { card, .. } if *card == me));
        assert_eq!(gained, in_arena, "in the Arena: {in_arena}");
    }
}

/// CR 3.2.7.b: without a Hero, the landmark limit is 2.
#[test]
fn cr_3_2_7_b_without_a_hero_the_landmark_limit_is_two() {
    let (g, _, l) = cleanup_position(None, 0, 3);
    let d = g.pending().unwrap();
    assert_eq!(d.kind, DecisionKind::KeepInLandmarks);
    assert_eq!(d.picks, 2, "keep two of {}", l.len());
}

/// CR 4.2.4.i and 7.5.7.a: an Expedition that does not move forward during Progress
/// "fails to move forward"; one that moves does not.
#[test]
fn cr_4_2_4_i_an_expedition_that_does_not_move_forward_at_progress_fails_to() {
    // The watcher's own 1/1/1 counts too: 7 forest beats 5, 1 beats nothing.
    for (mine, fails) in [[6, 0, 0], [0, 0, 0]].into_iter().zip([false, true]) {
        let (mut sc, _) = duel(mine, [5, 5, 5]);
        sc.cards(&filler(), P0, Zone::Deck(P0), 2);
        let watcher = sc.card(
            &common::written(
                "Character — Test",
                "When my Expedition fails to move forward during Dusk | Draw a card.",
            ),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let g = dusk(sc);
        let moved = markers(&g, P0)[0] == 1;
        assert_eq!(moved, !fails);
        let reacted = g
            .events()
            .iter()
            .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == watcher));
        assert_eq!(reacted, fails, "stats {mine:?}");
    }
}

/// CR 3.2.4.c and 3.1.1.b: an Expedition exists even when empty: player 1's empty Hero
/// Expedition faces player 0's, with no statistic, and player 0's moves forward.
#[test]
fn cr_3_2_4_c_an_empty_expedition_still_faces_the_other() {
    let mut sc = Scenario::new();
    sc.card(
        &character("Alone", 1, 1, [1, 0, 0]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    assert_eq!(sc.state_mut().count(Zone::Expedition(P1, Side::Hero)), 0);
    let g = dusk(sc);
    assert_eq!(markers(&g, P0)[0], 1, "1 forest against the empty Expedition's 0");
    assert_eq!(markers(&g, P1)[0], 0);
}

/// CR 1.1.7.d: the engine's die is a fair six-sided die numbered 1 to 6: over 600 seeded
/// games, each rolling once, every face comes up, no other number does, and each face
/// about a sixth of the time.
#[test]
fn cr_1_1_7_d_the_die_is_fair_and_six_sided() {
    let spell = common::written("Spell", "Roll a die.\n");
    let mut counts = [0u32; 7];
    for seed in 0..600 {
        let mut sc = common::position(1, 0);
        sc.seed(seed);
        let card = sc.card(&spell, P0, Zone::Hand(P0));
        let mut g = common::start(sc);
        common::play(&mut g, card, None);
        common::settled(&g);
        for r in common::rolled(&g) {
            assert!((1..=6).contains(&r), "a roll of {r}");
            counts[usize::from(r)] += 1;
        }
    }
    assert_eq!(counts.iter().sum::<u32>(), 600, "one roll a game: {counts:?}");
    for face in 1..=6 {
        assert!((70..=130).contains(&counts[face]), "face {face}: {counts:?}");
    }
}

/// CR 1.1.2.a: these rules are for a game of two players: a game is built from exactly
/// two decks, and the builder refuses one or three.
#[test]
fn cr_1_1_2_a_a_game_is_for_two_players() {
    let deck = common::deck("axiom");
    for n in [1, 3] {
        let built = (0..n).fold(Game::builder(), |b, _| b.deck(deck.clone())).build();
        assert!(matches!(built, Err(SetupError::PlayerCount(k)) if k == n), "{n} decks");
    }
    let two = Game::builder().deck(deck.clone()).deck(common::deck("bravos")).build();
    assert_eq!(two.expect("two decks make a game").state().players().len(), 2);
}
