//! CR 1.4 The golden rules, and the parts of CR 1.2.6 (effects and their steps) they rest
//! on: each asserted on a position built with `Scenario` and cards written in the card
//! language.
mod common;

use common::{cost_offered, play, position, settled, start, P0};

use altered_engine::*;
use std::path::Path;
use std::sync::Arc;

fn spell(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Spell\ntype: Spell — Boon\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
         refs: TEST_SPELL\n\n{body}"
    );
    CardPool::new()
        .add_source(Path::new("test.card"), &source)
        .expect("the test card compiles")
}

/// CR 1.4.1.b: an impossible cost cannot be paid. A card whose Hand Cost is 2 is not
/// offered with one ready Mana Orb, and is with two.
#[test]
fn cr_1_4_1_b_an_impossible_cost_cannot_be_paid() {
    let dear = Arc::new(CardDef::basic("Dear", Kind::Character, 2, 2, [1, 1, 1]));
    for (orbs, offered) in [(1, None), (2, Some(2))] {
        let mut sc = position(orbs, 0);
        let card = sc.card(&dear, P0, Zone::Hand(P0));
        let g = start(sc);
        assert_eq!(cost_offered(&g, card, Some(Side::Hero)), offered, "{orbs} orbs");
    }
}

/// CR 1.4.1.c (and 1.2.6.f): an impossible part of an effect is not performed, and the
/// rest resolves normally. With no Character to sacrifice, the Spell still draws; with one,
/// it sacrifices it and draws.
#[test]
fn cr_1_4_1_c_the_possible_parts_of_an_effect_still_resolve() {
    let card = spell("Sacrifice a Character. Draw a card.\n");
    let victim = Arc::new(CardDef::basic("Victim", Kind::Character, 1, 1, [1, 1, 1]));
    for with_victim in [false, true] {
        let mut sc = position(1, 3);
        let me = sc.card(&card, P0, Zone::Hand(P0));
        let victim = with_victim.then(|| sc.card(&victim, P0, Zone::Expedition(P0, Side::Hero)));
        let mut g = start(sc);
        let hand = g.state().count(Zone::Hand(P0));
        play(&mut g, me, None);
        if let Some(v) = victim {
            if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseObject) {
                common::choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(v));
            }
            settled(&g);
            assert!(
                matches!(g.state().card(v).zone, Zone::Discard(_)),
                "the Character is sacrificed"
            );
        } else {
            settled(&g);
        }
        // The Spell left the Hand; the draw happened either way.
        assert_eq!(g.state().count(Zone::Hand(P0)), hand, "with a victim: {with_victim}");
    }
}
