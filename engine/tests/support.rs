//! Support passives (CR 2.2.12.i): abilities of the support box that work while their card
//! is in Reserve and not exhausted (CR 2.4.6.e), with real cards: Lyra Contortionist (`I
//! don't count towards your Reserve limit.`) and Icarus's Rare (`You may play Exhausted
//! cards from your Reserve.`), Simurgh's Rare (`All Reserve limits are reduced by 1.`); and,
//! on the Reserve's statuses at Prepare, The Snow Queen; on the maximum of support
//! abilities, Sofia, First Outpost.
mod common;

use common::{filler, play, position, real, settled, start, P0, P1};

use altered_engine::*;
use std::sync::Arc;

const CONTORTIONIST: &str = "ALT_BISE_B_LY_51_C";
const ICARUS_RARE: &str = "ALT_BISE_B_AX_56_R1";
const SIMURGH_RARE: &str = "ALT_BISE_B_OR_58_R1";
const ORDIS_DISPATCHER: &str = "ALT_BISE_B_OR_53_C";
const SOFIA: &str = "ALT_BISE_P_BR_64_C";
const SOFIA_RARE: &str = "ALT_BISE_P_BR_64_R1";

/// Night of the last day: Rest, then Clean-up (CR 4.2.5.c).
fn night(sc: Scenario) -> Game {
    let mut st = sc.build();
    st.set_day(1, 1);
    st.set_first_player(P0);
    st.set_step(Step::Night, Phase::Dusk);
    Game::from_state(st)
}

#[test]
fn cr_3_2_10_b_lyra_contortionist_does_not_count_towards_the_reserve_limit() {
    for exhausted in [false, true] {
        let mut sc = Scenario::new();
        let contortionist = sc.card(&real(CONTORTIONIST), P0, Zone::Reserve(P0));
        if exhausted {
            sc.status(contortionist, |s| s.exhausted = true);
        }
        let f = filler();
        sc.cards(&f, P0, Zone::Reserve(P0), 2);
        let g = night(sc);
        if exhausted {
            // CR 2.4.6.e: an exhausted card has no support abilities; three cards, two kept.
            let d = g.pending().expect("a choice");
            assert_eq!((d.kind, d.options.len(), d.picks), (DecisionKind::KeepInReserve, 3, 2));
        } else {
            assert!(g.pending().is_none(), "no choice: two count, the limit is two");
            assert_eq!(g.state().count(Zone::Reserve(P0)), 3);
            assert_eq!(g.state().card(contortionist).zone, Zone::Reserve(P0));
        }
    }
}

/// Simurgh's support passive `All Reserve limits are reduced by 1` (CR 3.2.10.b): at
/// Clean-up (CR 4.2.5.c) both players keep one card, not two; exhausted in Reserve it has
/// no support abilities (CR 2.4.6.e) and both keep two.
#[test]
fn cr_3_2_10_b_simurgh_in_reserve_reduces_every_reserve_limit() {
    for exhausted in [false, true] {
        let mut sc = Scenario::new();
        let simurgh = sc.card(&real(SIMURGH_RARE), P0, Zone::Reserve(P0));
        if exhausted {
            sc.status(simurgh, |s| s.exhausted = true);
        }
        let f = filler();
        sc.cards(&f, P0, Zone::Reserve(P0), 2);
        sc.cards(&f, P1, Zone::Reserve(P1), 2);
        let mut g = night(sc);
        let limit = if exhausted { 2 } else { 1 };
        let d = g.pending().expect("a choice").clone();
        assert_eq!((d.kind, d.player, d.picks), (DecisionKind::KeepInReserve, P0, limit));
        g.submit(Choice {
            player: P0,
            picks: (0..limit).collect(),
        })
        .unwrap();
        if exhausted {
            assert!(g.pending().is_none(), "two cards, a limit of two: nothing to choose");
        } else {
            let d = g.pending().expect("the opponent's choice").clone();
            assert_eq!((d.kind, d.player, d.picks), (DecisionKind::KeepInReserve, P1, 1));
            g.submit(Choice::one(P1, 0)).unwrap();
        }
        assert_eq!(g.state().count(Zone::Reserve(P0)), limit);
        assert_eq!(g.state().count(Zone::Reserve(P1)), limit);
    }
}

#[test]
fn cr_4_2_5_c_the_contortionist_stays_and_is_not_among_the_choices() {
    let mut sc = Scenario::new();
    let contortionist = sc.card(&real(CONTORTIONIST), P0, Zone::Reserve(P0));
    let f = filler();
    sc.cards(&f, P0, Zone::Reserve(P0), 3);
    let mut g = night(sc);
    let d = g.pending().expect("a choice").clone();
    assert_eq!((d.kind, d.picks), (DecisionKind::KeepInReserve, 2));
    assert!(!d.options.contains(&Opt::Card(contortionist)), "{d:?}");
    g.submit(Choice {
        player: d.player,
        picks: vec![0, 1].into(),
    })
    .unwrap();
    assert_eq!(g.state().card(contortionist).zone, Zone::Reserve(P0));
    assert_eq!(g.state().count(Zone::Reserve(P0)), 3);
}

#[test]
fn cr_2_4_6_d_icarus_in_reserve_lets_exhausted_cards_be_played_from_reserve() {
    let offered = |icarus_exhausted: Option<bool>| {
        let mut sc = position(5, 0);
        if let Some(ex) = icarus_exhausted {
            let icarus = sc.card(&real(ICARUS_RARE), P0, Zone::Reserve(P0));
            sc.status(icarus, |s| s.exhausted = ex);
        }
        let tired = sc.card(
            &Arc::new(CardDef::basic("Tired", Kind::Character, 1, 1, [1; 3])),
            P0,
            Zone::Reserve(P0),
        );
        sc.status(tired, |s| s.exhausted = true);
        let g = start(sc);
        g.pending()
            .unwrap()
            .options
            .iter()
            .any(|o| matches!(o, Opt::Play { card, .. } if *card == tired))
    };
    assert!(!offered(None), "CR 2.4.6.c: an exhausted card can't be played");
    assert!(offered(Some(false)), "Icarus's support passive");
    assert!(!offered(Some(true)), "CR 2.4.6.e: not while Icarus is exhausted");
}

/// The Snow Queen: `Exhausted Characters in Reserve remain Exhausted during Morning.` CR
/// 4.2.1.c: Prepare readies every other exhausted object.
#[test]
fn cr_4_2_1_c_the_snow_queen_keeps_characters_in_reserve_exhausted() {
    let mut sc = Scenario::new();
    sc.card(&real("ALT_ALIZE_B_YZ_38_C"), P0, Zone::Expedition(P0, Side::Hero));
    let character = Arc::new(CardDef::basic("Tired", Kind::Character, 1, 1, [1; 3]));
    let spell = Arc::new(CardDef::basic("Spent", Kind::Spell, 1, 1, [0; 3]));
    let mine = sc.card(&character, P0, Zone::Reserve(P0));
    let theirs = sc.card(&character, common::P1, Zone::Reserve(common::P1));
    let a_spell = sc.card(&spell, P0, Zone::Reserve(P0));
    let in_play = sc.card(&character, P0, Zone::Expedition(P0, Side::Companion));
    for id in [mine, theirs, a_spell, in_play] {
        sc.status(id, |s| s.exhausted = true);
    }
    let f = filler();
    for p in [P0, common::P1] {
        sc.cards(&f, p, Zone::Deck(p), 5);
    }
    sc.state_mut().set_step(Step::Morning, Phase::Night);
    let g = Game::from_state(sc.build());
    let ex = |id: CardId| g.state().card(id).status.exhausted;
    assert!(ex(mine) && ex(theirs), "Characters in any Reserve remain exhausted");
    assert!(!ex(a_spell) && !ex(in_play), "the others are readied");
}

/// Ordis Dispatcher's support reaction `When another Character joins your Expeditions | I
/// gain 1 boost, up to a max of 2` (CR 2.2.12.i) with Sofia, First Outpost in play: `…
/// can give them one more counter than their maximum` makes the maximum 3; the Rare's
/// `… counters beyond their maximum` lifts it; without Sofia it stays 2. Four Characters
/// join, the Dispatcher starting with 2 boosts.
#[test]
fn cr_2_2_12_i_sofia_raises_the_maximum_of_support_abilities_in_reserve() {
    for (sofia, expected) in [(None, 2), (Some(SOFIA), 3), (Some(SOFIA_RARE), 6)] {
        let mut sc = position(0, 0);
        let dispatcher = sc.card(&real(ORDIS_DISPATCHER), P0, Zone::Reserve(P0));
        sc.boosts(dispatcher, 2);
        if let Some(s) = sofia {
            sc.card(&real(s), P0, Zone::Landmarks(P0));
        }
        let joiner = Arc::new(CardDef::basic("Joiner", Kind::Character, 0, 0, [0; 3]));
        let joiners = sc.cards(&joiner, P0, Zone::Hand(P0), 4);
        let mut g = start(sc);
        for c in joiners {
            play(&mut g, c, Some(Side::Hero));
            settled(&g);
        }
        assert_eq!(g.state().card(dispatcher).boosts, expected, "{sofia:?}");
    }
}
