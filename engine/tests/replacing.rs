//! Replacing modifiers (CR 6.2) of an object's own leaving, with the real cards Mighty Jinn
//! (`If I would leave the Expedition zone, you may put me in my owner's Mana zone
//! instead.`, its Rare adding `If you don't, draw a card.`) and Tiny Jinn (`… while I'm
//! Boosted, put me in my owner's Mana zone instead`), moved by Intimidation (`Return target
//! Character or Permanent with Hand Cost 4 or less to its owner's hand.`) and by Rest.
mod common;

use common::{choose, filler, play, position, real, ruled, settled, start, P0, P1};

use altered_engine::*;

const MIGHTY_JINN: &str = "ALT_CORE_B_BR_19_R2";
const MIGHTY_JINN_RARE: &str = "ALT_CORE_B_BR_19_R1";
const TINY_JINN: &str = "ALT_CORE_B_BR_06_C";
const INTIMIDATION: &str = "ALT_CORE_B_BR_28_C";

/// Player 0 plays Intimidation at player 1's Jinn; returns the Jinn, before any modifier.
fn intimidate(jinn: &str, boosts: u16) -> (Game, CardId) {
    let mut sc = position(2, 0);
    let spell = sc.card(&real(INTIMIDATION), P0, Zone::Hand(P0));
    let jinn = sc.card(&ruled(jinn), P1, Zone::Expedition(P1, Side::Hero));
    sc.boosts(jinn, boosts);
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(jinn));
    (g, jinn)
}

fn replace(g: &mut Game, apply: bool) {
    let d = g.pending().expect("a decision").clone();
    // CR 6.2.d: the controller of the object with the ability says, not the step's.
    assert_eq!((d.kind, d.player), (DecisionKind::Replace, P1), "{d:?}");
    choose(g, DecisionKind::Replace, |o| {
        *o == if apply { Opt::Yes } else { Opt::No }
    });
}

#[test]
fn cr_6_2_d_mighty_jinn_returned_to_hand_may_go_to_the_mana_zone_instead() {
    let (mut g, jinn) = intimidate(MIGHTY_JINN, 0);
    replace(&mut g, true);
    settled(&g);
    let c = g.state().card(jinn);
    // CR 3.2.9.b: an exhausted Mana Orb of its owner (official ruling on Mighty Jinn).
    assert_eq!(c.zone, Zone::Mana(P1));
    assert!(c.status.exhausted);
}

#[test]
fn cr_6_2_d_not_applied_the_move_happens() {
    let (mut g, jinn) = intimidate(MIGHTY_JINN, 0);
    replace(&mut g, false);
    settled(&g);
    assert_eq!(g.state().card(jinn).zone, Zone::Hand(P1));
    assert_eq!(g.state().count(Zone::Hand(P1)), 1, "the Common has no alternative");
}

#[test]
fn cr_6_2_e_mighty_jinn_rare_not_applied_draws_a_card_after_the_step() {
    let (mut g, jinn) = intimidate(MIGHTY_JINN_RARE, 0);
    replace(&mut g, false);
    settled(&g);
    assert_eq!(g.state().card(jinn).zone, Zone::Hand(P1));
    assert_eq!(g.state().count(Zone::Hand(P1)), 2, "the Jinn, and the card drawn");
    // The added step comes right after the step not modified (the CR 6.2.e example).
    let events = g.events();
    let returned = events
        .iter()
        .position(|e| matches!(e, Event::Moved { card, to: Zone::Hand(_), .. } if *card == jinn));
    let drew = events.iter().position(|e| {
        matches!(
            e,
            Event::Moved {
                from: Zone::Deck(P1),
                to: Zone::Hand(P1),
                ..
            }
        )
    });
    assert!(returned.is_some() && drew.is_some() && returned < drew, "{events:?}");
}

#[test]
fn cr_6_2_e_applied_there_is_no_alternative() {
    let (mut g, jinn) = intimidate(MIGHTY_JINN_RARE, 0);
    replace(&mut g, true);
    settled(&g);
    assert_eq!(g.state().card(jinn).zone, Zone::Mana(P1));
    assert_eq!(g.state().count(Zone::Hand(P1)), 0);
}

#[test]
fn cr_6_2_b_a_boosted_tiny_jinn_goes_to_the_mana_zone_without_asking() {
    // Official ruling: a Boosted Tiny Jinn returned by Intimidation goes to Mana instead.
    let (g, jinn) = intimidate(TINY_JINN, 1);
    settled(&g);
    let c = g.state().card(jinn);
    assert_eq!(c.zone, Zone::Mana(P1));
    assert!(c.status.exhausted, "as an exhausted Mana Orb");
}

#[test]
fn cr_6_2_b_a_tiny_jinn_without_boosts_is_returned() {
    let (g, jinn) = intimidate(TINY_JINN, 0);
    settled(&g);
    assert_eq!(g.state().card(jinn).zone, Zone::Hand(P1));
}

/// Night of a day in which player 1's hero Expedition moved forward, with their Jinn in it.
fn rest_with(jinn: &str) -> (Game, CardId) {
    let mut sc = position(0, 0);
    let jinn = sc.card(&ruled(jinn), P1, Zone::Expedition(P1, Side::Hero));
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    let mut st = sc.build();
    st.player_mut(P1).moved_forward = [true, false];
    st.set_day(1, 5);
    st.set_first_player(P0);
    st.set_step(Step::Night, Phase::Dusk);
    (Game::from_state(st), jinn)
}

#[test]
fn cr_4_2_5_b_a_mighty_jinn_going_to_reserve_at_rest_may_go_to_the_mana_zone() {
    let (mut g, jinn) = rest_with(MIGHTY_JINN);
    replace(&mut g, true);
    assert_eq!(g.state().card(jinn).zone, Zone::Mana(P1));

    let (mut g, jinn) = rest_with(MIGHTY_JINN_RARE);
    replace(&mut g, false);
    assert_eq!(g.state().card(jinn).zone, Zone::Reserve(P1));
    // CR 6.2.e: a card drawn right after the Rest step, before the next day's Draw.
    let events = g.events();
    let rested = events
        .iter()
        .position(|e| matches!(e, Event::Moved { card, to: Zone::Reserve(_), .. } if *card == jinn))
        .expect("the Jinn rested");
    let next_day = events[rested..]
        .iter()
        .position(|e| matches!(e, Event::Day(_)))
        .map_or(events.len(), |i| rested + i);
    let drawn = events[rested..next_day].iter().any(|e| {
        matches!(
            e,
            Event::Moved {
                from: Zone::Deck(P1),
                to: Zone::Hand(P1),
                ..
            }
        )
    });
    assert!(drawn, "{:?}", &events[rested..next_day]);
}

#[test]
fn cr_6_2_b_a_boosted_tiny_jinn_rests_in_the_mana_zone() {
    let (g, jinn) = rest_with(TINY_JINN);
    // Not Boosted: to Reserve as usual, nothing asked.
    assert_ne!(g.pending().map(|d| d.kind), Some(DecisionKind::Replace));
    assert_eq!(g.state().card(jinn).zone, Zone::Reserve(P1));

    let mut sc = position(0, 0);
    let jinn = sc.card(&ruled(TINY_JINN), P1, Zone::Expedition(P1, Side::Hero));
    sc.boosts(jinn, 2);
    let mut st = sc.build();
    st.player_mut(P1).moved_forward = [true, false];
    st.set_day(1, 5);
    st.set_first_player(P0);
    st.set_step(Step::Night, Phase::Dusk);
    let g = Game::from_state(st);
    assert_eq!(g.state().card(jinn).zone, Zone::Mana(P1));
}

#[test]
fn a_game_saved_while_deciding_a_modifier_resumes() {
    // Real cards of the bundled pool only, so that the saved game loads.
    let spell_def = real(INTIMIDATION);
    let mut sc = Scenario::new();
    sc.cards(&spell_def, P0, Zone::Mana(P0), 2);
    let spell = sc.card(&spell_def, P0, Zone::Hand(P0));
    let jinn = sc.card(&real(MIGHTY_JINN), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(jinn));
    let mut g = Game::from_json(common::pool(), &g.to_json()).expect("the game loads");
    replace(&mut g, true);
    assert_eq!(g.state().card(jinn).zone, Zone::Mana(P1));
}
