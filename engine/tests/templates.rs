//! The general templates of the card language (noun phrases, quantities, subjects and the
//! chaining of sentences) in play, on cards written for the test: each test asserts what
//! the construct means, so that it fails when the construct is read another way. Tests of
//! a rule are named after its number in the Complete Rules 4.0.
mod common;

use common::{choose, cost_offered, play, position, settled, start, P0, P1};

use altered_engine::*;
use std::path::Path;
use std::sync::Arc;

/// A Character written for one test, with hand cost 1.
fn written(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Template\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
         cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_TEMPLATE\n\n{body}"
    );
    let mut pool = CardPool::new();
    pool.add_source(Path::new("test.card"), &source)
        .expect("the test card compiles")
}

fn character(name: &str, hand_cost: u8, reserve_cost: u8) -> Arc<CardDef> {
    Arc::new(CardDef::basic(
        name,
        Kind::Character,
        hand_cost,
        reserve_cost,
        [1, 1, 1],
    ))
}

#[test]
fn cr_7_2_1_other_than_me_excludes_the_card_whose_ability_it_is() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each Character you control other than me gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let friend = sc.card(&character("Friend", 1, 1), P0, Zone::Expedition(P0, Side::Hero));
    let foe = sc.card(&character("Foe", 1, 1), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    assert_eq!(
        (st.card(card).boosts, st.card(friend).boosts, st.card(foe).boosts),
        (0, 1, 0)
    );
}

/// `X, otherwise Y`: Y in the place of an optional X that was declined.
#[test]
fn cr_6_5_f_otherwise_happens_when_the_optional_part_is_declined() {
    for accept in [true, false] {
        let mut sc = position(1, 1);
        let card = sc.card(
            &written("etb You may draw a card, otherwise I gain 2 boosts."),
            P0,
            Zone::Hand(P0),
        );
        let top = *sc.state_mut().player(P0).deck.last().unwrap();
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        choose(&mut g, DecisionKind::May, |o| {
            *o == if accept { Opt::Yes } else { Opt::No }
        });
        settled(&g);
        let st = g.state();
        let expected = if accept {
            (Zone::Hand(P0), 0)
        } else {
            (Zone::Deck(P0), 2)
        };
        assert_eq!(
            (st.card(top).zone, st.card(card).boosts),
            expected,
            "accepted: {accept}"
        );
    }
}

/// `X, otherwise Y`: Y in the place of an X that cannot be done (CR 6.5.h), and not after
/// an X that was done.
#[test]
fn cr_6_5_h_otherwise_happens_when_the_first_part_cannot_be_done() {
    for other in [true, false] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written("etb Sacrifice another Character, otherwise I gain 1 boost."),
            P0,
            Zone::Hand(P0),
        );
        let friend = other.then(|| sc.card(&character("Friend", 1, 1), P0, Zone::Expedition(P0, Side::Hero)));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        if let Some(f) = friend {
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f));
        }
        settled(&g);
        let st = g.state();
        assert_eq!(st.card(card).boosts, u16::from(!other), "another Character: {other}");
        if let Some(f) = friend {
            assert_eq!(st.card(f).zone, Zone::Discard(P0));
        }
    }
}

/// `If A or B, …`: the step happens when either condition holds, and not when neither does
/// (CR 6.5.d: a conditional step is ignored when its condition is false).
#[test]
fn cr_6_5_d_conditions_joined_by_or_hold_when_either_holds() {
    for (others, landmark, boosted) in [(0, false, false), (2, false, true), (0, true, true)] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(
                "etb If you control three or more Characters or you control a Landmark Permanent, I gain 1 boost.",
            ),
            P0,
            Zone::Hand(P0),
        );
        for i in 0..others {
            sc.card(
                &character(&format!("Friend {i}"), 1, 1),
                P0,
                Zone::Expedition(P0, Side::Hero),
            );
        }
        if landmark {
            let lm = Arc::new(CardDef::basic("Landmark", Kind::LandmarkPermanent, 1, 1, [0; 3]));
            sc.card(&lm, P0, Zone::Landmarks(P0));
        }
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        assert_eq!(
            g.state().card(card).boosts,
            u16::from(boosted),
            "{others} other Characters, a Landmark: {landmark}"
        );
    }
}

/// `that many`: as many as were chosen for the step before (here the Characters
/// sacrificed), wherever a number stands.
#[test]
fn cr_6_5_f_that_many_counts_what_the_step_before_chose() {
    for friends in [2, 0] {
        let mut sc = position(1, 3);
        let card = sc.card(
            &written("etb Sacrifice up to two other Characters. Draw that many cards."),
            P0,
            Zone::Hand(P0),
        );
        let chosen: Vec<CardId> = (0..friends)
            .map(|i| {
                sc.card(
                    &character(&format!("Friend {i}"), 1, 1),
                    P0,
                    Zone::Expedition(P0, Side::Hero),
                )
            })
            .collect();
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        for &f in &chosen {
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(f));
        }
        settled(&g);
        let st = g.state();
        assert_eq!(st.count(Zone::Deck(P0)), 3 - friends, "{friends} sacrificed");
        assert!(chosen.iter().all(|&f| st.card(f).zone == Zone::Discard(P0)));
    }
}

/// `with forest 2 or more`: a statistic as it is now (CR 2.2.11) compared, in a noun phrase.
#[test]
fn cr_2_2_11_a_statistic_compared_in_a_noun_phrase() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each Character with forest 2 or more gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let strong = Arc::new(CardDef::basic("Strong", Kind::Character, 1, 1, [2, 0, 0]));
    let strong = sc.card(&strong, P1, Zone::Expedition(P1, Side::Hero));
    let weak = sc.card(&character("Weak", 1, 1), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    // I have forest 1: not one of them.
    assert_eq!(
        (st.card(strong).boosts, st.card(weak).boosts, st.card(card).boosts),
        (1, 0, 0)
    );
}

/// `per <noun phrase>` after any action: the action once per matching object, here `Draw a
/// card` (CR 7.3.9) once per Character you control (me included).
#[test]
fn cr_7_3_9_an_action_repeated_per_matching_object() {
    let mut sc = position(1, 5);
    let card = sc.card(
        &written("etb Draw a card per Character you control."),
        P0,
        Zone::Hand(P0),
    );
    for i in 0..2 {
        sc.card(
            &character(&format!("Friend {i}"), 1, 1),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
    }
    sc.card(&character("Foe", 1, 1), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(
        g.state().count(Zone::Deck(P0)),
        2,
        "3 Characters of mine: 3 cards drawn"
    );
}

/// `with Base Cost N or less` (CR 2.2.9.b): the Reserve Cost of an object that is Fleeting
/// or in Reserve, the Hand Cost of any other; `with Reserve Cost` reads the Reserve Cost
/// wherever the object is (CR 2.2.8). CR 2.2.9.a: a number, compared with `2 or less`.
#[test]
fn cr_2_2_9_b_base_cost_is_the_reserve_cost_in_reserve_or_fleeting_the_hand_cost_otherwise() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each Character in play or in Reserve with Base Cost 2 or less gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let cheap_in_play = sc.card(&character("Cheap", 1, 5), P0, Zone::Expedition(P0, Side::Hero));
    let dear_in_play = sc.card(&character("Dear", 4, 1), P0, Zone::Expedition(P0, Side::Hero));
    let fleeting = sc.card(&character("Fleeting", 4, 1), P1, Zone::Expedition(P1, Side::Hero));
    sc.status(fleeting, |s| s.fleeting = true);
    let cheap_in_reserve = sc.card(&character("Cheap Reserve", 4, 1), P0, Zone::Reserve(P0));
    let dear_in_reserve = sc.card(&character("Dear Reserve", 1, 5), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    let boosts = [cheap_in_play, dear_in_play, fleeting, cheap_in_reserve, dear_in_reserve].map(|c| st.card(c).boosts);
    assert_eq!(boosts, [1, 0, 1, 1, 0]);
}

#[test]
fn cr_2_2_8_reserve_cost_qualifies_an_object_wherever_it_is() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each Character in play with Reserve Cost 2 or less gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let low = sc.card(&character("Low", 4, 1), P0, Zone::Expedition(P0, Side::Hero));
    let high = sc.card(&character("High", 1, 4), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(low).boosts, st.card(high).boosts), (1, 0));
}

/// A Landmark Permanent written for one test.
fn written_landmark(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Landmark\ntype: Landmark Permanent — Construction\nfaction: Axiom\nrarity: Common\n\
         cost: hand 1, reserve 1\nrefs: TEST_TEMPLATE_LANDMARK\n\n{body}"
    );
    let mut pool = CardPool::new();
    pool.add_source(Path::new("test.card"), &source)
        .expect("the test card compiles")
}

/// `Pay 1 less for the next Character you play this turn, down to a minimum of 1`: the
/// decrease stops at the minimum (CR 5.1.2.e remark), and applies to that kind only.
#[test]
fn cr_5_1_2_e_the_next_card_costs_less_down_to_a_minimum() {
    let mut sc = position(5, 0);
    let source = sc.card(
        &written_landmark("exhaust: Pay 1 less for the next Character you play this turn, down to a minimum of 1."),
        P0,
        Zone::Landmarks(P0),
    );
    let one = sc.card(&character("One", 1, 1), P0, Zone::Hand(P0));
    let three = sc.card(&character("Three", 3, 3), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert_eq!(cost_offered(&g, three, Some(Side::Hero)), Some(3));
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == source),
    );
    settled(&g);
    assert_eq!(
        (
            cost_offered(&g, one, Some(Side::Hero)),
            cost_offered(&g, three, Some(Side::Hero))
        ),
        (Some(1), Some(2))
    );
}

/// `Characters other than me cost 1 less to play from your Reserve. This effect can't make
/// them cost less than 1.`: only from that zone, and the decrease stops at the minimum
/// (CR 5.1.2.e remark).
#[test]
fn cr_5_1_2_e_cards_cost_less_to_play_from_a_zone_down_to_a_minimum() {
    let mut sc = position(5, 0);
    sc.card(
        &written_landmark(
            "Characters other than me cost 1 less to play from your Reserve. This effect can't make them cost less than 1.",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let one = sc.card(&character("One", 1, 1), P0, Zone::Reserve(P0));
    let three = sc.card(&character("Three", 3, 3), P0, Zone::Reserve(P0));
    let from_hand = sc.card(&character("Hand", 3, 3), P0, Zone::Hand(P0));
    let g = start(sc);
    let to = Some(Side::Hero);
    assert_eq!(
        [one, three, from_hand].map(|c| cost_offered(&g, c, to)),
        [Some(1), Some(2), Some(3)]
    );
}

/// `If I'm facing two or more Characters`: the Characters in the Expedition facing mine
/// (CR 7.5.4), counted.
#[test]
fn cr_7_5_4_a_condition_counts_the_characters_facing_me() {
    for facing in [1, 2] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written("etb If I'm facing two or more Characters, I gain 1 boost."),
            P0,
            Zone::Hand(P0),
        );
        sc.cards(&character("Foe", 1, 1), P1, Zone::Expedition(P1, Side::Hero), facing);
        // not facing me: the other Expedition
        sc.cards(&character("Far", 1, 1), P1, Zone::Expedition(P1, Side::Companion), 2);
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        assert_eq!(g.state().card(card).boosts, u16::from(facing == 2), "facing {facing}");
    }
}

/// `If an opponent controls two or more Characters` (CR 1.2.1.b: the other player), `If
/// I'm the only Character in my Expedition`.
#[test]
fn cr_1_2_1_b_a_condition_on_what_an_opponent_controls_and_on_being_alone() {
    for (theirs, mine) in [(1, 0), (2, 0), (2, 1)] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(
                "etb If an opponent controls two or more Characters, I gain 1 boost.\n\
                 etb If I'm the only Character in my Expedition, I gain 2 boosts.",
            ),
            P0,
            Zone::Hand(P0),
        );
        sc.cards(
            &character("Foe", 1, 1),
            P1,
            Zone::Expedition(P1, Side::Companion),
            theirs,
        );
        sc.cards(&character("Friend", 1, 1), P0, Zone::Expedition(P0, Side::Hero), mine);
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
            choose(&mut g, DecisionKind::ChooseReaction, |_| true);
        }
        settled(&g);
        let expected = u16::from(theirs == 2) + if mine == 0 { 2 } else { 0 };
        assert_eq!(g.state().card(card).boosts, expected, "theirs {theirs}, mine {mine}");
    }
}

/// `If your Companion Expedition is behind` (CR 7.5.2, 3.2.2): that Expedition against the
/// one facing it, whichever Expedition the card is in.
#[test]
fn cr_7_5_2_a_condition_on_one_named_expedition_of_yours() {
    for behind in [true, false] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written("etb If your Companion Expedition is behind, I gain 1 boost."),
            P0,
            Zone::Hand(P0),
        );
        // the Companion Expedition starts in the last region (CR 1.3.1.b)
        let (mine, theirs) = if behind {
            (LAST_REGION, LAST_REGION - 2)
        } else {
            (LAST_REGION - 2, LAST_REGION)
        };
        sc.state_mut().player_mut(P0).markers = [0, mine];
        sc.state_mut().player_mut(P1).markers = [0, theirs];
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        assert_eq!(g.state().card(card).boosts, u16::from(behind), "behind: {behind}");
    }
}

/// A noun phrase names any zone: `cards in your hand` (a hidden zone, counted by its size,
/// CR 2.1.j), `card in your discard pile` (CR 3.2.3), `Permanent in your Landmarks` (CR
/// 3.2.6), `Character in your Expeditions` (either of them, CR 3.2.2); each only the
/// controller's, and each counted only there.
#[test]
fn cr_3_2_a_noun_phrase_counts_the_cards_of_the_zone_it_names() {
    for extra in [0, 1] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(
                "etb If there are two or more cards in your hand, I gain 1 boost.\n\
                 etb I gain 1 boost per card in your discard pile.\n\
                 etb I gain 1 boost per Permanent in your Landmarks.\n\
                 etb I gain 1 boost per Character other than me in your Expeditions.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let landmark = Arc::new(CardDef::basic("Tower", Kind::LandmarkPermanent, 1, 1, [0; 3]));
        // `position` puts one spare card in the hand: `extra` more makes two
        sc.cards(&character("Kept", 1, 1), P0, Zone::Hand(P0), extra);
        sc.cards(&character("Old", 1, 1), P0, Zone::Discard(P0), 2 * extra);
        sc.cards(&landmark, P0, Zone::Landmarks(P0), 3 * extra);
        sc.cards(
            &character("Friend", 1, 1),
            P0,
            Zone::Expedition(P0, Side::Companion),
            4 * extra,
        );
        // never counted: the opponent's
        sc.cards(&character("Theirs", 1, 1), P1, Zone::Discard(P1), 5);
        sc.cards(&landmark, P1, Zone::Landmarks(P1), 5);
        sc.cards(&character("Foe", 1, 1), P1, Zone::Expedition(P1, Side::Hero), 5);
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
            choose(&mut g, DecisionKind::ChooseReaction, |_| true);
        }
        settled(&g);
        assert_eq!(
            g.state().card(card).boosts,
            (1 + 2 + 3 + 4) * extra as u16,
            "extra {extra}"
        );
    }
}

/// A Character with the given statistics, hand cost 1.
fn with_statistics(name: &str, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 1, 1, stats))
}

/// `[Sabotage] a Character with forest less than or equal to mine` (CR 7.3.30.a with a noun
/// phrase, CR 2.2.11): up to one target card in a Reserve that is also such a Character; a
/// statistic compared with the same statistic of the card whose ability it is (forest 1).
#[test]
fn cr_7_3_30_a_sabotage_of_a_noun_phrase_compared_with_my_statistic() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb [Sabotage] a Character with {V} less than or equal to mine."),
        P0,
        Zone::Hand(P0),
    );
    let small = sc.card(&with_statistics("Small", [1, 5, 5]), P1, Zone::Reserve(P1));
    let big = sc.card(&with_statistics("Big", [2, 0, 0]), P1, Zone::Reserve(P1));
    let spell = sc.card(
        &Arc::new(CardDef::basic("Bolt", Kind::Spell, 1, 1, [0; 3])),
        P1,
        Zone::Reserve(P1),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let d = g.pending().expect("the Sabotage's target").clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    assert!(d.options.contains(&Opt::Card(small)), "{d:?}");
    assert!(
        !d.options.contains(&Opt::Card(big)),
        "forest 2 is more than mine: {d:?}"
    );
    assert!(!d.options.contains(&Opt::Card(spell)), "not a Character: {d:?}");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(small));
    settled(&g);
    assert_eq!(g.state().card(small).zone, Zone::Discard(P1));
    assert_eq!(g.state().card(big).zone, Zone::Reserve(P1));
}

/// `target Character other than me with mountain less than or equal to mine` (CR 2.2.11):
/// equal is enough, more is not (mine is 1).
#[test]
fn cr_2_2_11_a_target_whose_statistic_is_at_most_mine() {
    for theirs in [1, 2] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written("etb Target Character other than me with {M} less than or equal to mine gains Asleep."),
            P0,
            Zone::Hand(P0),
        );
        let foe = sc.card(
            &with_statistics("Foe", [0, theirs, 0]),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseObject) {
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
        }
        settled(&g);
        assert_eq!(g.state().card(foe).status.asleep, theirs == 1, "theirs {theirs}");
    }
}

/// `If it's in your Reserve`, `If you control it`: a condition on where the object named
/// before is now and whose it is (CR 1.2.1, 3.1.2), read when the sentence happens.
#[test]
fn cr_1_2_1_a_condition_on_where_it_is_and_who_controls_it() {
    for mine in [true, false] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(
                "etb You may exhaust target card in Reserve. If it's in your Reserve, I gain 1 boost.\n\
                 etb Target Character other than me gains Asleep. If you control it, I gain 2 boosts.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let owner = if mine { P0 } else { P1 };
        let stored = sc.card(&character("Stored", 1, 1), owner, Zone::Reserve(owner));
        let other = sc.card(&character("Other", 1, 1), owner, Zone::Expedition(owner, Side::Hero));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        while let Some(d) = g.pending().cloned() {
            match d.kind {
                DecisionKind::ChooseReaction => choose(&mut g, DecisionKind::ChooseReaction, |_| true),
                DecisionKind::May => choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes),
                DecisionKind::ChooseObject => choose(&mut g, DecisionKind::ChooseObject, |o| {
                    *o == Opt::Card(stored) || *o == Opt::Card(other)
                }),
                _ => break,
            }
        }
        settled(&g);
        let st = g.state();
        assert!(st.card(stored).status.exhausted && st.card(other).status.asleep);
        assert_eq!(st.card(card).boosts, if mine { 3 } else { 0 }, "mine: {mine}");
    }
}

/// `You may have target opponent draw a card`: `have <player> <verb>` makes that player the
/// subject of the verb (CR 1.2.6.c: the player is a target); the `may` is yours.
#[test]
fn cr_1_2_6_c_have_target_opponent_do_an_action() {
    for accept in [true, false] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written("etb You may have target opponent draw a card. If you do, I gain 1 boost."),
            P0,
            Zone::Hand(P0),
        );
        sc.cards(&character("Theirs", 1, 1), P1, Zone::Deck(P1), 3);
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        while let Some(d) = g.pending().cloned() {
            match d.kind {
                DecisionKind::May => choose(&mut g, DecisionKind::May, |o| {
                    *o == if accept { Opt::Yes } else { Opt::No }
                }),
                DecisionKind::ChoosePlayer => choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1)),
                _ => break,
            }
        }
        settled(&g);
        let st = g.state();
        let drawn = st.in_zone(Zone::Hand(P1)).count();
        assert_eq!(
            (drawn, st.card(card).boosts),
            if accept { (1, 1) } else { (0, 0) },
            "accepted: {accept}"
        );
    }
}

/// `Discard the top two cards of your deck` (CR 7.3.7.a): the top two go from the Deck to
/// the discard pile, the card under them stays.
#[test]
fn cr_7_3_7_a_discard_the_top_cards_of_your_deck() {
    let mut sc = position(1, 3);
    let card = sc.card(
        &written("etb Discard the top two cards of your deck."),
        P0,
        Zone::Hand(P0),
    );
    let deck = sc.state_mut().player(P0).deck.clone();
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    // the top of the Deck is the end of the list
    assert_eq!(
        deck.iter().map(|&c| st.card(c).zone).collect::<Vec<_>>(),
        vec![Zone::Deck(P0), Zone::Discard(P0), Zone::Discard(P0)]
    );
}

/// `If there are N or more boosts among <group>` (CR 2.5): the boosts of every object of
/// the group, in play and in Reserve, are added up.
#[test]
fn cr_2_5_a_condition_adds_up_the_boosts_among_a_group() {
    for (reserve_boosts, drawn) in [(1, true), (0, false)] {
        let mut sc = position(1, 1);
        let card = sc.card(
            &written(
                "etb If there are 3 or more boosts among Characters you control and in your Reserve, draw a card.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let friend = sc.card(&character("Friend", 1, 1), P0, Zone::Expedition(P0, Side::Hero));
        let rested = sc.card(&character("Rested", 1, 1), P0, Zone::Reserve(P0));
        let foe = sc.card(&character("Foe", 1, 1), P1, Zone::Expedition(P1, Side::Hero));
        sc.boosts(friend, 2).boosts(rested, reserve_boosts).boosts(foe, 5);
        let top = *sc.state_mut().player(P0).deck.last().unwrap();
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let expected = if drawn { Zone::Hand(P0) } else { Zone::Deck(P0) };
        assert_eq!(
            g.state().card(top).zone,
            expected,
            "boosts in Reserve: {reserve_boosts}"
        );
    }
}

/// `If you discarded a Character this way` (CR 6.5.f, 7.3.7): the condition reads what the
/// step before discarded, and only a card of the kind named meets it.
#[test]
fn cr_6_5_f_if_you_discarded_a_kind_this_way() {
    for (kind, drawn) in [(Kind::Character, true), (Kind::Spell, false)] {
        let mut sc = position(1, 1);
        let card = sc.card(
            &written("etb [Sabotage]. If you discarded a Character this way, draw a card."),
            P0,
            Zone::Hand(P0),
        );
        let victim = sc.card(
            &Arc::new(CardDef::basic("Victim", kind, 1, 1, [0; 3])),
            P1,
            Zone::Reserve(P1),
        );
        let top = *sc.state_mut().player(P0).deck.last().unwrap();
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
        settled(&g);
        let st = g.state();
        assert_eq!(st.card(victim).zone, Zone::Discard(P1));
        let expected = if drawn { Zone::Hand(P0) } else { Zone::Deck(P0) };
        assert_eq!(st.card(top).zone, expected, "discarded a {kind:?}");
    }
}

/// `Each player discards their Reserve` (CR 7.3.7): every card of each Reserve, the hands
/// untouched.
#[test]
fn cr_7_3_7_a_each_player_discards_their_reserve() {
    let mut sc = position(1, 0);
    let card = sc.card(&written("etb Each player discards their Reserve."), P0, Zone::Hand(P0));
    let mine = sc.card(&character("Mine", 1, 1), P0, Zone::Reserve(P0));
    let theirs = sc.card(&character("Theirs", 1, 1), P1, Zone::Reserve(P1));
    let held = sc.card(&character("Held", 1, 1), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    assert_eq!(
        [mine, theirs, held].map(|c| st.card(c).zone),
        [Zone::Discard(P0), Zone::Discard(P1), Zone::Hand(P0)]
    );
}

/// `target Expedition controlled by an opponent`, `target Expedition I'm not in` (CR 1.2.6.c,
/// 3.2.2): the relative clause limits the Expeditions the target is chosen among.
#[test]
fn cr_1_2_6_c_a_target_expedition_named_by_a_relative_clause() {
    let all = |player, side| Opt::Expedition { player, side };
    for (place, allowed) in [
        (
            "controlled by an opponent",
            vec![all(P1, Side::Hero), all(P1, Side::Companion)],
        ),
        (
            "I'm not in",
            vec![all(P0, Side::Companion), all(P1, Side::Hero), all(P1, Side::Companion)],
        ),
    ] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(&format!(
                "etb Create a Brassbug 2/2/2 Robot token in target Expedition {place}."
            )),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        let d = g.pending().expect("the target").clone();
        assert_eq!(d.kind, DecisionKind::ChooseExpedition, "{place}");
        assert_eq!(d.options, allowed, "{place}");
        let last = *allowed.last().unwrap();
        choose(&mut g, DecisionKind::ChooseExpedition, |o| *o == last);
        settled(&g);
        let made = g.state().count(Zone::Expedition(P1, Side::Companion));
        assert_eq!(made, 1, "{place}: the token is where the target is");
    }
}

/// `After Rest: …` (CR 4.2.5.b): what follows waits until Rest has sent the Characters of
/// the Expeditions that moved forward to Reserve.
#[test]
fn cr_4_2_5_b_after_rest_the_rest_of_the_effect_waits_for_rest() {
    let mut order = Vec::new();
    for body in ["At Night | Draw a card.", "At Night | After Rest: Draw a card."] {
        let mut sc = position(0, 0);
        sc.card(&written(body), P0, Zone::Expedition(P0, Side::Companion));
        sc.card(&character("Walker", 1, 1), P0, Zone::Expedition(P0, Side::Hero));
        sc.cards(&character("Filler", 1, 1), P0, Zone::Deck(P0), 4);
        sc.cards(&character("Filler", 1, 1), P1, Zone::Deck(P1), 4);
        let mut st = sc.build();
        st.player_mut(P0).moved_forward = [true, false];
        st.set_day(1, 5);
        st.set_first_player(P0);
        st.set_step(Step::Night, Phase::Dusk);
        let g = Game::from_state(st);
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
        let drawn = ev
            .iter()
            .position(|e| matches!(e, Event::Moved { to: Zone::Hand(P0), .. }))
            .expect("the draw");
        let draws = ev
            .iter()
            .filter(|e| matches!(e, Event::Moved { to: Zone::Hand(P0), .. }))
            .count();
        order.push((drawn < rest, draws));
    }
    assert!(order[0].0, "without `After Rest:` the draw comes first");
    assert!(!order[1].0, "with it, after Rest");
    assert_eq!(order[0].1, order[1].1, "drawn once either way");
}

/// `Choose one or both:` (printed also `You may choose both, otherwise choose one:`): at least
/// one mode, and the second may be added (CR 6.5.g: the number of modes the effect says).
#[test]
fn cr_6_5_g_choose_one_or_both_takes_one_mode_or_two() {
    for both in [false, true] {
        let mut sc = position(1, 1);
        let card = sc.card(
            &written("etb You may choose both, otherwise choose one:\n• Draw a card.\n• I gain 2 boosts.\n"),
            P0,
            Zone::Hand(P0),
        );
        let top = *sc.state_mut().player(P0).deck.last().unwrap();
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        let first = g.pending().expect("the choice of modes").clone();
        assert!(
            !first.options.contains(&Opt::Skip),
            "one mode at least: {:?}",
            first.options
        );
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
        if both {
            choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(1));
        } else {
            choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Skip);
        }
        settled(&g);
        let st = g.state();
        assert_eq!(st.card(top).zone, Zone::Hand(P0), "both: {both}");
        assert_eq!(st.card(card).boosts, if both { 2 } else { 0 }, "both: {both}");
    }
}

/// `Characters that already have counters can't gain more`: boosts are counters (CR 2.5.1.a),
/// so one with a boost gains none; one without gains as usual (CR 1.4.1.a: a can't wins).
#[test]
fn cr_2_5_1_a_cards_that_already_have_counters_cant_gain_more() {
    let mut sc = position(1, 0);
    sc.card(
        &written("Characters that already have counters can't gain more."),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let card = sc.card(
        &written("etb Each Character you control other than me gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let boosted = sc.card(&character("Boosted", 1, 1), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(boosted, 1);
    let plain = sc.card(&character("Plain", 1, 1), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(boosted).boosts, st.card(plain).boosts), (1, 1));
}

/// `non-<sub-type>` with a sub-type that is also a word of the language (`Companion`, CR
/// 2.2.2.a: any object may have sub-types): the objects of that sub-type are left out.
#[test]
fn cr_2_2_2_a_a_non_subtype_noun_phrase_leaves_that_subtype_out() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each non-Companion Character you control other than me gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let mut def = CardDef::basic("Pet", Kind::Character, 1, 1, [1, 1, 1]);
    def.subtypes = vec!["Companion".to_string()];
    let companion = sc.card(&Arc::new(def), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&character("Other", 1, 1), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    assert_eq!((st.card(companion).boosts, st.card(other).boosts), (0, 1));
}

/// `joins one of your Expeditions` is joining either of them (CR 7.5.9.a: it was not in that
/// Expedition before the event and is after); an opponent's Expedition is not one of yours.
#[test]
fn cr_7_5_9_a_a_character_joins_one_of_your_expeditions() {
    // (whose the watcher is, where player 0's Walker goes, boosts the watcher gains)
    for (watcher_owner, side, expected) in [(P0, Side::Companion, 1), (P1, Side::Hero, 0)] {
        let mut sc = position(2, 0);
        let watcher = sc.card(
            &written("When a Character joins one of your Expeditions | I gain 1 boost."),
            watcher_owner,
            Zone::Expedition(watcher_owner, Side::Hero),
        );
        let walker = sc.card(&character("Walker", 1, 1), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, walker, Some(side));
        settled(&g);
        assert_eq!(g.state().card(watcher).boosts, expected, "watcher of {watcher_owner:?}");
    }
}
