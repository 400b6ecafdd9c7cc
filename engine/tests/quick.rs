//! Quick actions under conditions (CR 5.3), with real cards: Akesha & Taru (`exhaust: After
//! You. You can only activate this if you are the first player.`), Treyst & Rossum (`If I
//! have 5 or more Scrap counters, I gain "exhaust: Draw a card, then put a card from your
//! hand in Reserve."`), and a written card for `This action costs 1 more if …` (the printed
//! one, Lindiwe & Maw, whose token's quoted ability is tested in `join_leave.rs`).
mod common;

use common::{choose, position, real, settled, start, P0, P1};

use altered_engine::*;
use std::path::Path;
use std::sync::Arc;

const AKESHA_AND_TARU: &str = "ALT_ALIZE_B_YZ_01_C";
const TREYST_AND_ROSSUM: &str = "ALT_CORE_B_AX_02_C";

fn quick(card: CardId) -> impl Fn(&Opt) -> bool {
    move |o| matches!(o, Opt::Quick { card: c, .. } if *c == card)
}

fn offered(g: &Game, card: CardId) -> bool {
    g.pending().is_some_and(|d| d.options.iter().any(quick(card)))
}

#[test]
fn cr_5_3_b_akesha_and_taru_only_if_you_are_the_first_player() {
    for first in [P0, P1] {
        let mut sc = position(0, 0);
        let hero = sc.card(&real(AKESHA_AND_TARU), P0, Zone::HeroZone(P0));
        let mut st = sc.build();
        st.set_first_player(first);
        st.set_step(Step::Turn(P0), Phase::Afternoon);
        let g = Game::from_state(st);
        assert_eq!(offered(&g, hero), first == P0, "first player: {first:?}");
    }
}

#[test]
fn cr_5_3_b_treyst_and_rossum_has_its_quick_action_from_five_scrap_counters() {
    let mut sc = position(0, 3);
    let hero = sc.card(&real(TREYST_AND_ROSSUM), P0, Zone::HeroZone(P0));
    sc.counters(hero, "Scrap", 4);
    let g = start(sc);
    assert!(!offered(&g, hero), "4 Scrap counters");

    let mut sc = position(0, 3);
    let hero = sc.card(&real(TREYST_AND_ROSSUM), P0, Zone::HeroZone(P0));
    sc.counters(hero, "Scrap", 5);
    let mut g = start(sc);
    let hand = g.state().count(Zone::Hand(P0));
    choose(&mut g, DecisionKind::Turn, quick(hero));
    // Draw a card, then put a card from your hand in Reserve (CR 3.2.5.b: one's own Hand).
    choose(&mut g, DecisionKind::ChooseHidden, |o| matches!(o, Opt::Card(_)));
    settled(&g); // CR 4.2.3.e.1: the turn goes on
    let st = g.state();
    assert!(st.card(hero).status.exhausted);
    assert_eq!(st.count(Zone::Hand(P0)), hand, "one drawn, one put in Reserve");
    assert_eq!(st.count(Zone::Reserve(P0)), 1);
}

#[test]
fn cr_5_1_2_e_a_quick_action_costs_more_while_its_condition_holds() {
    let source = "name: Test Card\ntype: Hero\nfaction: Axiom\nrarity: Common\n\
                  limits: reserve 2, landmarks 2\nrefs: TEST_HERO\n\n\
                  1: Draw a card. This action costs 1 more if you are not the first player.\n";
    let mut pool = CardPool::new();
    let def = pool
        .add_source(Path::new("test.card"), source)
        .expect("the test card compiles");
    for (first, mana, offered_at_one) in [(P0, 1, true), (P1, 1, false), (P1, 2, true)] {
        let mut sc = position(mana, 2);
        let hero = sc.card(&def, P0, Zone::HeroZone(P0));
        let mut st = sc.build();
        st.set_first_player(first);
        st.set_step(Step::Turn(P0), Phase::Afternoon);
        let mut g = Game::from_state(st);
        assert_eq!(offered(&g, hero), offered_at_one, "{first:?} with {mana} mana");
        if offered_at_one {
            choose(&mut g, DecisionKind::Turn, quick(hero));
            let paid = g
                .events()
                .iter()
                .any(|e| matches!(e, Event::Paid { player: P0, mana: m } if usize::from(*m) == mana));
            assert!(paid, "{first:?}: {:?}", g.events());
        }
    }
}

/// Arjun & Spike: `exhaust, discard a card from your Reserve: The next Character you play
/// with Hand Cost 3 or less this turn gains Anchored.` CR 2.2.15: a lasting effect on the
/// next matching card played, which it applies to as it enters play.
#[test]
fn cr_2_2_15_arjun_and_spike_the_next_cheap_character_gains_anchored() {
    for cost in [3, 4] {
        let mut sc = position(9, 0);
        let hero = sc.card(&real("ALT_CORE_B_MU_02_C"), P0, Zone::HeroZone(P0));
        let fodder = sc.card(
            &Arc::new(CardDef::basic("Fodder", Kind::Spell, 1, 1, [0; 3])),
            P0,
            Zone::Reserve(P0),
        );
        let next = sc.card(
            &Arc::new(CardDef::basic("Next", Kind::Character, cost, cost, [1; 3])),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Quick { card, pay: Some(p), .. } if *card == hero && *p == fodder),
        );
        settled(&g);
        assert_eq!(g.state().card(fodder).zone, Zone::Discard(P0), "the cost paid");
        common::play(&mut g, next, Some(Side::Hero));
        let c = g.state().card(next);
        assert_eq!(c.zone, Zone::Expedition(P0, Side::Hero));
        assert_eq!(c.status.anchored, cost <= 3, "Hand Cost {cost}");
    }
}
