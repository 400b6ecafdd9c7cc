//! Playing cards, quick actions and Reactions (CR 5), and how an effect resolves its steps
//! (CR 6.3, 6.5): each test scripts every decision and asserts what the rule says happens,
//! with cards written for the test where no card of the pool shows the rule alone.
mod common;

use common::{choose, play, position, real, settled, start, written, P0};

use altered_engine::*;
use std::sync::Arc;

fn hand(g: &Game) -> usize {
    g.state().count(Zone::Hand(P0))
}

/// Where each way of playing `card` offered now would put it.
fn destinations(g: &Game, card: CardId) -> Vec<Option<Side>> {
    g.pending()
        .map(|d| {
            d.options
                .iter()
                .filter_map(|o| match o {
                    Opt::Play {
                        card: c,
                        to,
                        scout: false,
                        ..
                    } if *c == card => Some(*to),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// CR 2.2.3.a-b: a Permanent's zone type, Expedition or Landmark, says where it goes;
/// CR 3.2.4.b: each player has a Hero Expedition and a Companion Expedition.
#[test]
fn cr_5_2_2_a_an_expedition_permanent_is_played_into_an_expedition_its_player_chooses() {
    let mut sc = position(2, 0);
    let bag = sc.card(
        &Arc::new(CardDef::basic("Bag", Kind::ExpeditionPermanent, 1, 1, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let relic = sc.card(
        &Arc::new(CardDef::basic("Relic", Kind::LandmarkPermanent, 1, 1, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let g = start(sc);
    let to = destinations(&g, bag);
    assert!(
        to.len() == 2 && to.contains(&Some(Side::Hero)) && to.contains(&Some(Side::Companion)),
        "one choice per Expedition: {to:?}"
    );
    assert_eq!(
        destinations(&g, relic),
        [None],
        "a Landmark Permanent has no Expedition to choose"
    );
    let mut g = g;
    play(&mut g, bag, Some(Side::Companion));
    settled(&g);
    assert_eq!(g.state().card(bag).zone, Zone::Expedition(P0, Side::Companion));
}

#[test]
fn cr_5_2_2_b_an_expedition_permanent_played_from_reserve_enters_fleeting() {
    for (from, fleeting) in [(Zone::Reserve(P0), true), (Zone::Hand(P0), false)] {
        let mut sc = position(2, 0);
        let bag = sc.card(
            &Arc::new(CardDef::basic("Bag", Kind::ExpeditionPermanent, 1, 1, [0; 3])),
            P0,
            from,
        );
        let mut g = start(sc);
        play(&mut g, bag, Some(Side::Hero));
        settled(&g);
        let st = g.state();
        assert_eq!(st.card(bag).zone, Zone::Expedition(P0, Side::Hero));
        // CR 5.2.2.c: Fleeting in Limbo, so Fleeting in the Expedition it entered.
        assert_eq!(st.card(bag).status.fleeting, fleeting, "played from {from:?}");
    }
}

#[test]
fn cr_5_3_c_a_quick_action_does_not_move_its_card() {
    let mut sc = position(0, 0);
    let card = sc.card(
        &written("Landmark Permanent — Construction", "0: I gain 1 Test counter.\n"),
        P0,
        Zone::Landmarks(P0),
    );
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card: c, .. } if *c == card),
    );
    settled(&g);
    assert_eq!(g.state().counter(card, "Test"), 1, "the quick action resolved");
    assert_eq!(
        g.state().card(card).zone,
        Zone::Landmarks(P0),
        "its card stayed where it was"
    );
}

#[test]
fn cr_5_4_c_a_reaction_costs_nothing_and_ceases_to_exist_once_resolved() {
    // CR 5.4.b: played from Limbo, the Reaction moves no card; CR 5.4.d: resolved, it is
    // gone from Limbo.
    let mut sc = position(3, 2);
    let scout = sc.card(
        &written("Character — Soldier", "When I gain 1 or more boosts | Draw a card.\n"),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let spark = sc.card(
        &written("Spell", "Target Character gains 1 boost.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let orbs = g.state().ready_orbs(P0);
    let cards_in_hand = hand(&g);
    play(&mut g, spark, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(scout));
    settled(&g);
    let st = g.state();
    assert_eq!(
        hand(&g),
        cards_in_hand - 1 + 1,
        "the Spell left the Hand, the Reaction drew"
    );
    assert_eq!(st.ready_orbs(P0), orbs - 1, "only the Spell's cost of 1 was paid");
    assert_eq!(st.card(scout).zone, Zone::Expedition(P0, Side::Hero));
    assert!(st.limbo_reactions().is_empty());
}

#[test]
fn cr_6_5_c_a_declined_optional_step_is_ignored_and_the_effect_goes_on() {
    // CR 6.5.a: the step without `may` happens, and nobody is asked.
    for (answer, drawn) in [(Opt::Yes, 2), (Opt::No, 1)] {
        let mut sc = position(1, 3);
        let card = sc.card(
            &written("Character — Soldier", "etb You may draw a card. Draw a card.\n"),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = hand(&g);
        play(&mut g, card, Some(Side::Hero));
        choose(&mut g, DecisionKind::May, |o| *o == answer);
        settled(&g);
        assert_eq!(hand(&g), before - 1 + drawn, "answered {answer:?}");
    }
}

#[test]
fn cr_6_5_e_otherwise_is_decided_once_before_either_step() {
    // Not Boosted: the first step boosts it, which makes the condition false; the
    // `Otherwise` step is not done all the same.
    let body = "etb If I'm not Boosted, I gain 1 boost. Otherwise, draw a card.\n";
    let mut sc = position(1, 3);
    let card = sc.card(&written("Character — Soldier", body), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let before = hand(&g);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(card).boosts, 1, "step one");
    assert_eq!(hand(&g), before - 1, "step two is not done");
}

#[test]
fn cr_6_3_l_a_past_tense_condition_reads_the_state_before_the_event() {
    // `if I was Fleeting`: it loses Fleeting as it leaves the Expedition zone (CR 2.4.7),
    // so only the state before the event can answer.
    for (fleeting, drawn) in [(true, 1), (false, 0)] {
        let mut sc = position(1, 3);
        let card = sc.card(
            &written(
                "Character — Soldier",
                "When I leave the Expedition zone, if I was Fleeting | Draw a card.\n",
            ),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        sc.status(card, |s| s.fleeting = fleeting);
        let bounce = sc.card(
            &written("Spell", "Return target Character to its owner's hand.\n"),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = hand(&g);
        play(&mut g, bounce, None);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(card));
        settled(&g);
        assert_eq!(g.state().card(card).zone, Zone::Hand(P0));
        // The Spell left the Hand, the Character came back to it.
        assert_eq!(hand(&g), before - 1 + 1 + drawn, "Fleeting: {fleeting}");
    }
}

#[test]
fn cr_6_5_b_a_target_is_chosen_once_per_step_and_again_in_the_next() {
    // One step with two targets: the second choice does not offer the first.
    let mut sc = position(1, 0);
    let two = sc.card(
        &written("Character — Soldier", "etb Two target Characters gain 1 boost.\n"),
        P0,
        Zone::Hand(P0),
    );
    let ally = sc.card(
        &Arc::new(CardDef::basic("Ally", Kind::Character, 1, 1, [1; 3])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, two, Some(Side::Hero));
    let first = common::offered_objects(&g);
    assert!(first.contains(&ally) && first.contains(&two), "{first:?}");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    let second = common::offered_objects(&g);
    assert!(!second.contains(&ally), "the same target twice in one step: {second:?}");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(two));
    settled(&g);
    assert_eq!((g.state().card(ally).boosts, g.state().card(two).boosts), (1, 1));

    // Two steps with a target each: the second may choose the first's target again.
    let mut sc = position(1, 0);
    let twice = sc.card(
        &written(
            "Character — Soldier",
            "etb Target Character gains 1 boost. Target Character gains 1 boost.\n",
        ),
        P0,
        Zone::Hand(P0),
    );
    let ally = sc.card(
        &Arc::new(CardDef::basic("Ally", Kind::Character, 1, 1, [1; 3])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, twice, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    assert!(
        common::offered_objects(&g).contains(&ally),
        "a subsequent step may choose it again"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    settled(&g);
    assert_eq!(g.state().card(ally).boosts, 2);
}

#[test]
fn cr_6_5_b_with_no_suitable_target_the_step_does_nothing_and_the_effect_goes_on() {
    // No Landmark Permanent anywhere: the first step has no target, the draw still happens.
    let body = "etb Sacrifice target Landmark Permanent. Draw a card.\n";
    let mut sc = position(1, 2);
    let card = sc.card(&written("Character — Soldier", body), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let before = hand(&g);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(hand(&g), before - 1 + 1);
    assert_eq!(g.state().card(card).zone, Zone::Expedition(P0, Side::Hero));
}

/// CR 5.1.2.a: playing a card is declare intent, move to Limbo, pay costs, resolution, in
/// that order: the events say so.
#[test]
fn cr_5_1_2_a_playing_a_card_declares_moves_to_limbo_pays_then_resolves() {
    let mut sc = position(1, 0);
    let unit = sc.card(
        &Arc::new(CardDef::basic("Unit", Kind::Character, 1, 1, [1; 3])),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, unit, Some(Side::Hero));
    settled(&g);
    let at = |f: &dyn Fn(&Event) -> bool| g.events().iter().position(f).expect("the event");
    let declared = at(&|e| matches!(e, Event::Play { card, .. } if *card == unit));
    let limbo = at(&|e| matches!(e, Event::Moved { card, to: Zone::Limbo, .. } if *card == unit));
    let paid = at(&|e| matches!(e, Event::Paid { mana: 1, .. }));
    let resolved = at(&|e| matches!(e, Event::Moved { card, from: Zone::Limbo, .. } if *card == unit));
    assert!(declared < limbo && limbo < paid && paid < resolved, "{:?}", g.events());
}

/// CR 5.1.2.b: a quick action is declare intent, pay costs, resolution, with no move to
/// Limbo; CR 5.1.1.b and 1.2.4.c: it is played in its player's turn, and the turn goes on
/// (any number of quick actions before a card is played or the player passes), while
/// playing a card ends the turn.
#[test]
fn cr_5_1_2_b_a_quick_action_pays_then_resolves_and_the_turn_goes_on() {
    let mut sc = position(2, 3);
    let lamp = sc.card(
        &written("Landmark Permanent — Test", "exhaust: Draw a card."),
        P0,
        Zone::Landmarks(P0),
    );
    let unit = sc.card(
        &Arc::new(CardDef::basic("Unit", Kind::Character, 1, 1, [1; 3])),
        P0,
        Zone::Hand(P0),
    );
    sc.card(&written("Character — Theirs", ""), common::P1, Zone::Hand(common::P1));
    sc.card(&common::filler(), common::P1, Zone::Mana(common::P1));
    let mut g = start(sc);
    // CR 5.1.1.a: in a turn, a card and a quick action are both there to play.
    let d = g.pending().unwrap();
    assert!(d
        .options
        .iter()
        .any(|o| matches!(o, Opt::Play { card, .. } if *card == unit)));
    assert!(d
        .options
        .iter()
        .any(|o| matches!(o, Opt::Quick { card, .. } if *card == lamp)));
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == lamp),
    );
    settled(&g);
    assert_eq!(hand(&g), 3, "drew: the Spare, the Unit and the card drawn");
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::Moved { card, .. } if *card == lamp)));
    let declared = g
        .events()
        .iter()
        .position(|e| matches!(e, Event::QuickAction { card, .. } if *card == lamp))
        .expect("declared");
    let paid = g
        .events()
        .iter()
        .position(|e| {
            *e == Event::Exhausted {
                card: lamp,
                exhausted: true,
            }
        })
        .expect("the exhaust cost");
    let drew = g
        .events()
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Moved {
                    from: Zone::Deck(_),
                    ..
                }
            )
        })
        .expect("the draw");
    assert!(declared < drew && paid < drew, "{:?}", g.events());
    // Still P0's turn (`settled`); now a card, and the turn is over.
    play(&mut g, unit, Some(Side::Hero));
    assert_eq!(g.pending().unwrap().player, common::P1);
}

/// CR 5.1.2.j: `When you play a Spell` activates as the Spell leaves Limbo at the end of
/// its resolution: after its effect (the draw), when it goes to the Reserve.
#[test]
fn cr_5_1_2_j_when_a_card_is_played_activates_as_it_leaves_limbo() {
    let mut sc = position(1, 2);
    let watcher = sc.card(
        &written("Character — Test", "When you play a Spell | I gain 1 boost."),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let spell = sc.card(&written("Spell", "Draw a card."), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    let at = |f: &dyn Fn(&Event) -> bool| g.events().iter().position(f).expect("the event");
    let drew = at(&|e| {
        matches!(
            e,
            Event::Moved {
                from: Zone::Deck(_),
                ..
            }
        )
    });
    let left = at(&|e| {
        matches!(
            e,
            Event::Moved { card, from: Zone::Limbo, to: Zone::Reserve(_), .. } if *card == spell
        )
    });
    let created = at(&|e| matches!(e, Event::ReactionCreated { card, .. } if *card == watcher));
    assert!(drew < left && left < created, "{:?}", g.events());
    assert_eq!(g.state().card(watcher).boosts, 1);
}

/// CR 5.1.2.f: a declaration of intent changes nothing until it is legal; an illegal one
/// (a play that is not offered, or two plays at once) is refused, the state is as it was,
/// and the player decides again.
#[test]
fn cr_5_1_2_f_an_illegal_declaration_changes_nothing_and_is_decided_again() {
    let mut sc = position(1, 0);
    let unit = sc.card(
        &Arc::new(CardDef::basic("Unit", Kind::Character, 1, 1, [1; 3])),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = format!("{:?}", g.state());
    let d = g.pending().unwrap().clone();
    let n = d.options.len();
    assert!(matches!(
        g.submit(Choice::one(P0, n)),
        Err(ChoiceError::OutOfRange { .. })
    ));
    assert!(matches!(
        g.submit(Choice {
            player: P0,
            picks: vec![0, 1].into(),
        }),
        Err(ChoiceError::WrongCount { .. })
    ));
    assert_eq!(format!("{:?}", g.state()), before, "nothing changed");
    assert_eq!(g.pending(), Some(&d), "the same decision, to take again");
    play(&mut g, unit, Some(Side::Hero));
    assert_eq!(g.state().card(unit).zone, Zone::Expedition(P0, Side::Hero));
}

/// The Complete Rules' example of CR 5.2.c: Lady of the Lake's support ability (`The next
/// Character you play this turn loses Fleeting`), then Bravos Tracer (`etb I gain
/// Fleeting`). Two Emblem-Reactions are made in Limbo, losing Fleeting and gaining it, and
/// the player orders them: the one resolved last decides. Played from Reserve too, where it
/// gains Fleeting as it is played (CR 5.2.1.b) and the Emblem-Reaction takes it away.
#[test]
fn cr_5_2_c_what_a_lasting_effect_gives_the_card_played_is_a_reaction_in_limbo() {
    const LADY_OF_THE_LAKE: &str = "ALT_CORE_B_YZ_09_R2"; // support: The next Character … loses Fleeting.
    const BRAVOS_TRACER: &str = "ALT_CORE_B_BR_07_C"; // etb I gain Fleeting.
    let lose_first_ends = [(true, true), (false, false)];
    for (from, zone) in [("Hand", Zone::Hand(P0)), ("Reserve", Zone::Reserve(P0))] {
        for (lose_first, fleeting) in lose_first_ends {
            let mut sc = position(9, 0);
            let lady = sc.card(&real(LADY_OF_THE_LAKE), P0, Zone::Reserve(P0));
            let tracer = sc.card(&real(BRAVOS_TRACER), P0, zone);
            let mut g = start(sc);
            choose(
                &mut g,
                DecisionKind::Turn,
                |o| matches!(o, Opt::Quick { card, .. } if *card == lady),
            );
            play(&mut g, tracer, Some(Side::Hero));
            let entering = |o: &Opt| {
                matches!(
                    o,
                    Opt::Reaction {
                        ability: ENTERING_ABILITY,
                        ..
                    }
                )
            };
            let offered = g.pending().expect("the order of the two reactions").options.clone();
            assert_eq!(offered.len(), 2, "{from}: {offered:?}");
            assert!(offered.iter().any(entering), "{from}: {offered:?}");
            if lose_first {
                choose(&mut g, DecisionKind::ChooseReaction, entering);
            } else {
                choose(&mut g, DecisionKind::ChooseReaction, |o| !entering(o));
            }
            settled(&g);
            assert_eq!(g.state().card(tracer).zone, Zone::Expedition(P0, Side::Hero));
            assert_eq!(
                g.state().card(tracer).status.fleeting,
                fleeting,
                "from {from}, losing Fleeting resolved first: {lose_first}"
            );
        }
    }
}
