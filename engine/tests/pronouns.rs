//! CR 7.2 Pronouns: who `I`, `we`, `you`, `they` and `it` are, each asserted by playing a
//! real card (or a one-line card) and checking that the effect lands on the object or
//! player the rule names, and not on the others around it.
mod common;

use common::{choose, play, position, real, rolled, settled, start, P0, P1};

use altered_engine::*;
use std::path::Path;
use std::sync::Arc;

fn written(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Speaker\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
         cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_SPEAKER\n\n{body}"
    );
    CardPool::new()
        .add_source(Path::new("test.card"), &source)
        .expect("the test card compiles")
}

fn character(name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 9, 9, [1, 1, 1]))
}

/// Ratatoskr, `reserve I gain 2 boosts.` (the rule's own example): played from Reserve,
/// Ratatoskr gains the boosts, not the Character beside it.
#[test]
fn cr_7_2_1_a_i_is_the_object_bearing_the_ability() {
    let mut sc = position(3, 0);
    let ratatoskr = sc.card(&real("ALT_CORE_B_BR_04_C"), P0, Zone::Reserve(P0));
    let beside = sc.card(&character("Beside"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, ratatoskr, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(ratatoskr).boosts, 2);
    assert_eq!(g.state().card(beside).boosts, 0);
}

/// A quick action's `I` is the object bearing it (CR 7.2.1.c).
#[test]
fn cr_7_2_1_c_a_quick_actions_i_is_the_object_bearing_it() {
    let speaker = written("exhaust: I gain 1 boost.\n");
    let mut sc = position(0, 0);
    let me = sc.card(&speaker, P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&speaker, P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == me),
    );
    settled(&g);
    assert_eq!(g.state().card(me).boosts, 1);
    assert_eq!(g.state().card(other).boosts, 0, "the other bearer did not act");
    assert!(g.state().card(me).status.exhausted, "its cost was paid by the bearer");
}

/// Daedalus, `hand Target a Character in Reserve, then roll a die. On a: • 4+: We both gain
/// 1 boost. • 1-3: It gains 1 boost.`: `we` is Daedalus and the target (CR 7.2.2.a), `it`
/// the target alone (CR 7.2.5.a). Seeds are tried until both results have been seen.
#[test]
fn cr_7_2_2_a_we_is_me_and_the_other_and_cr_7_2_5_a_it_is_the_object() {
    let (mut high, mut low) = (false, false);
    for seed in 0..40 {
        let mut sc = position(3, 0);
        sc.seed(seed);
        let daedalus = sc.card(&real("ALT_BISE_A_LY_53_C"), P0, Zone::Hand(P0));
        let target = sc.card(&character("Resting"), P0, Zone::Reserve(P0));
        let bystander = sc.card(&character("Bystander"), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        play(&mut g, daedalus, Some(Side::Hero));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
        settled(&g);
        let roll = rolled(&g);
        assert_eq!(roll.len(), 1, "one die");
        let st = g.state();
        if roll[0] >= 4 {
            high = true;
            assert_eq!((st.card(daedalus).boosts, st.card(target).boosts), (1, 1), "we both");
        } else {
            low = true;
            assert_eq!((st.card(daedalus).boosts, st.card(target).boosts), (0, 1), "it alone");
        }
        assert_eq!(st.card(bystander).boosts, 0, "neither `we` nor `it`");
        if high && low {
            return;
        }
    }
    panic!("40 seeds did not roll both a 4+ and a 1-3 (high {high}, low {low})");
}

/// Charge!, `Characters you control gain 1 boost.` (the rule's own example): `you` is the
/// Spell's controller; the opponent's Characters and the caster's cards in Reserve (not
/// in play, CR 3.1.4.a, so not controlled) gain nothing.
#[test]
fn cr_7_2_3_a_you_is_the_controller() {
    let mut sc = position(2, 0);
    let charge = sc.card(&real("ALT_CORE_B_OR_23_C"), P0, Zone::Hand(P0));
    let mine = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let also_mine = sc.card(&character("Also mine"), P0, Zone::Expedition(P0, Side::Companion));
    let in_reserve = sc.card(&character("In Reserve"), P0, Zone::Reserve(P0));
    let theirs = sc.card(&character("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, charge, None);
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(mine).boosts, st.card(also_mine).boosts), (1, 1));
    assert_eq!(st.card(in_reserve).boosts, 0);
    assert_eq!(st.card(theirs).boosts, 0);
}

/// `their` after a player is that player's (CR 7.2.4.a: the singular `they` for players):
/// the target opponent loses a card from their own hand, the controller keeps theirs.
#[test]
fn cr_7_2_4_a_their_is_the_players() {
    let speaker = written("etb Target opponent discards a card from their hand.\n");
    let mut sc = position(1, 0);
    let me = sc.card(&speaker, P0, Zone::Hand(P0));
    let theirs = sc.card(&character("Theirs"), P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, me, Some(Side::Hero));
    // The opponent chooses from their hand (hidden from the controller, CR 3.2.5.b).
    while let Some(d) = g.pending().cloned() {
        if d.kind == DecisionKind::Turn && d.player == P0 {
            break;
        }
        if matches!(d.kind, DecisionKind::ChooseHidden | DecisionKind::ChoosePlayer) {
            let i = d
                .options
                .iter()
                .position(|o| *o == Opt::Card(theirs) || *o == Opt::Player(P1))
                .unwrap_or_else(|| panic!("{d:?}"));
            g.submit(Choice::one(d.player, i)).unwrap();
        } else {
            g.submit(Choice::one(d.player, 0)).unwrap();
        }
    }
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(theirs).zone, Zone::Discard(P1));
    assert_eq!(
        st.count(Zone::Hand(P0)),
        1,
        "the controller's own hand (the Spare) is untouched"
    );
}
