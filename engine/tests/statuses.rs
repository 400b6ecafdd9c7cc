//! Statuses (CR 2.4): when an object gains one, when it keeps one, and what a status stops,
//! each asserted on the game's state and events after the flow has run.
mod common;

use common::{choose, play, position, settled, start, written, P0, P1};

use altered_engine::*;
use std::sync::Arc;

fn unit(name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 1, 1, [1, 1, 1]))
}

/// The position of `card` among the events, of the first event `f` matches.
fn first(g: &Game, f: impl Fn(&Event) -> bool) -> Option<usize> {
    g.events().iter().position(f)
}

/// CR 2.4.1.e: a status changes only when an effect changes it. An exhausted card in
/// Reserve stays exhausted through the players' turns, Dusk and Night, and is readied by
/// the next Morning's Prepare (CR 4.2.1.c), not before.
#[test]
fn cr_2_4_1_e_an_exhausted_card_stays_exhausted_until_prepare_readies_it() {
    let mut sc = Scenario::new();
    let resting = sc.card(&unit("Resting"), P0, Zone::Reserve(P0));
    sc.status(resting, |s| s.exhausted = true);
    for p in [P0, P1] {
        sc.cards(&common::filler(), p, Zone::Deck(p), 4);
        // Something to play, so that each turn is a decision and not an automatic pass.
        sc.card(&unit("Spare"), p, Zone::Hand(p));
        sc.card(&common::filler(), p, Zone::Mana(p));
    }
    let mut st = sc.build();
    st.set_day(1, 3);
    st.set_first_player(P0);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    for p in [P0, P1] {
        assert!(
            g.state().card(resting).status.exhausted,
            "still exhausted on {p:?}'s turn"
        );
        choose(&mut g, DecisionKind::Turn, |o| *o == Opt::Pass);
    }
    // Dusk, Night, then the next Morning up to Expand.
    assert_eq!(g.state().phase(), Phase::Morning);
    let morning = first(&g, |e| *e == Event::Phase(Phase::Morning)).expect("a Morning");
    let readied = first(&g, |e| {
        *e == Event::Exhausted {
            card: resting,
            exhausted: false,
        }
    })
    .expect("readied");
    assert!(readied > morning, "readied by Prepare, in the Morning");
    assert!(!g.state().card(resting).status.exhausted);
}

/// CR 2.4.6.a and 7.3.12.b: `exhaust` in a quick action's cost exhausts the object bearing
/// it, and cannot be paid when it is already exhausted: the quick action is not offered.
#[test]
fn cr_2_4_6_a_an_exhaust_cost_cannot_be_paid_by_an_exhausted_object() {
    for exhausted in [false, true] {
        let mut sc = position(0, 2);
        let lamp = sc.card(
            &written("Landmark Permanent — Test", "exhaust: Draw a card."),
            P0,
            Zone::Landmarks(P0),
        );
        sc.status(lamp, |s| s.exhausted = exhausted);
        let mut g = start(sc);
        let offered = g
            .pending()
            .unwrap()
            .options
            .iter()
            .any(|o| matches!(o, Opt::Quick { card, .. } if *card == lamp));
        assert_eq!(offered, !exhausted, "exhausted: {exhausted}");
        if offered {
            choose(
                &mut g,
                DecisionKind::Turn,
                |o| matches!(o, Opt::Quick { card, .. } if *card == lamp),
            );
            settled(&g);
            assert!(g.state().card(lamp).status.exhausted, "the cost exhausted it");
            assert_eq!(g.state().count(Zone::Hand(P0)), 2, "and the effect drew");
        }
    }
}

/// CR 2.4.7.b: a Spell with Fleeting gains the status as it enters Limbo, played from Hand
/// too, and so goes to the Discard pile (CR 5.2.4.a.2).
#[test]
fn cr_2_4_7_b_a_fleeting_spell_gains_fleeting_as_it_enters_limbo() {
    let mut sc = position(1, 1);
    let spell = sc.card(&written("Spell", "Fleeting.\nDraw a card."), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    let to_limbo = first(
        &g,
        |e| matches!(e, Event::Moved { card, to: Zone::Limbo, .. } if *card == spell),
    );
    let fleeting = first(&g, |e| {
        *e == Event::Fleeting {
            card: spell,
            fleeting: true,
        }
    });
    let leaves = first(
        &g,
        |e| matches!(e, Event::Moved { card, from: Zone::Limbo, .. } if *card == spell),
    );
    assert!(to_limbo < fleeting && fleeting < leaves, "in Limbo: {:?}", g.events());
    assert_eq!(g.state().card(spell).zone, Zone::Discard(P0));
}

/// CR 2.4.7.b remark: a Landmark Permanent never has Fleeting, even played from Reserve
/// (where a Character would gain it, CR 2.4.7.a): it stays in the Landmark zone.
#[test]
fn cr_2_4_7_b_a_landmark_permanent_played_from_reserve_does_not_gain_fleeting() {
    let mut sc = position(1, 0);
    let site = sc.card(
        &Arc::new(CardDef::basic("Site", Kind::LandmarkPermanent, 1, 1, [0; 3])),
        P0,
        Zone::Reserve(P0),
    );
    let mut g = start(sc);
    play(&mut g, site, None);
    settled(&g);
    assert_eq!(g.state().card(site).zone, Zone::Landmarks(P0));
    assert!(!g.state().card(site).status.fleeting);
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::Fleeting { card, .. } if *card == site)));
}

/// CR 2.4.7.c: a Character played from Reserve is Fleeting in Limbo, and gains Fleeting as
/// it enters the Expedition zone; one played from Hand is not.
#[test]
fn cr_2_4_7_c_a_fleeting_character_in_limbo_enters_its_expedition_fleeting() {
    for (from, fleeting) in [(Zone::Reserve(P0), true), (Zone::Hand(P0), false)] {
        let mut sc = position(1, 0);
        let c = sc.card(&unit("Runner"), P0, from);
        let mut g = start(sc);
        play(&mut g, c, Some(Side::Hero));
        settled(&g);
        assert_eq!(g.state().card(c).zone, Zone::Expedition(P0, Side::Hero));
        assert_eq!(g.state().card(c).status.fleeting, fleeting, "played from {from:?}");
    }
}

/// CR 7.3.25.b: an object that is not exhausted cannot be readied: `Ready target Character`
/// on a ready one is no event (and so nothing reacts to it); on an exhausted one it is.
#[test]
fn cr_7_3_25_b_readying_a_ready_object_does_nothing() {
    for exhausted in [true, false] {
        let mut sc = position(1, 0);
        let c = sc.card(&unit("Target"), P0, Zone::Expedition(P0, Side::Hero));
        sc.status(c, |s| s.exhausted = exhausted);
        let spell = sc.card(&written("Spell", "Ready target Character."), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, spell, None);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(c));
        settled(&g);
        assert!(!g.state().card(c).status.exhausted);
        let readied = g.events().contains(&Event::Exhausted {
            card: c,
            exhausted: false,
        });
        assert_eq!(readied, exhausted, "was exhausted: {exhausted}");
    }
}

/// CR 2.2.15.c: a lasting effect has the duration its effect gives it, here "this turn"
/// (CR 2.2.15.a): the next Spell costs 1 less while the turn lasts, and no longer once it
/// has ended, even though no Spell was played.
#[test]
fn cr_2_2_15_c_a_this_turn_effect_ends_with_the_turn() {
    let mut sc = position(4, 0);
    let lamp = sc.card(
        &written(
            "Landmark Permanent — Test",
            "exhaust: The next Spell you play this turn costs 1 less.",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let spell = sc.card(
        &Arc::new(CardDef::basic("Spell", Kind::Spell, 2, 2, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let mine = sc.card(&unit("Mine"), P0, Zone::Hand(P0));
    sc.card(&unit("Theirs"), P1, Zone::Hand(P1));
    sc.card(&common::filler(), P1, Zone::Mana(P1));
    let mut g = start(sc);
    assert_eq!(common::cost_offered(&g, spell, None), Some(2));
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == lamp),
    );
    settled(&g);
    assert_eq!(common::cost_offered(&g, spell, None), Some(1), "this turn: 1 less");
    assert_eq!(common::cost_offered(&g, mine, Some(Side::Hero)), Some(1), "not a Spell");
    play(&mut g, mine, Some(Side::Hero));
    choose(&mut g, DecisionKind::Turn, |o| matches!(o, Opt::Play { .. }));
    assert_eq!(g.pending().unwrap().player, P0, "P0's next turn");
    assert_eq!(
        common::cost_offered(&g, spell, None),
        Some(2),
        "the turn ended: full cost"
    );
}

/// CR 2.2.15.c–d: "this turn" is the turn the effect was created in, whoever controls it.
/// A Reaction of P0's that makes P0's next card cheaper "this turn" during P1's turn lasts
/// until the end of P1's turn, not into P0's next one.
#[test]
fn cr_2_2_15_c_this_turn_in_an_opponents_turn_ends_with_that_turn() {
    let mut sc = position(4, 0);
    sc.card(
        &written(
            "Character — Test",
            "When an opponent plays a Character — The next card you play this turn costs {1} less.",
        ),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let spell = sc.card(
        &Arc::new(CardDef::basic("Spell", Kind::Spell, 2, 2, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let mine = sc.card(&unit("Mine"), P0, Zone::Hand(P0));
    sc.card(&unit("Theirs"), P1, Zone::Hand(P1));
    sc.card(&common::filler(), P1, Zone::Mana(P1));
    let mut g = start(sc);
    play(&mut g, mine, Some(Side::Hero));
    assert!(g.state().ongoing().is_empty(), "P1 has not played yet");
    choose(&mut g, DecisionKind::Turn, |o| matches!(o, Opt::Play { .. }));
    settled(&g);
    assert_eq!(g.pending().unwrap().player, P0, "P0's next turn");
    assert!(
        g.events()
            .iter()
            .any(|e| matches!(e, Event::OngoingCreated { player } if *player == P0)),
        "the Reaction made P0's next card cheaper during P1's turn"
    );
    assert!(g.state().ongoing().is_empty(), "it ended with P1's turn");
    assert_eq!(common::cost_offered(&g, spell, None), Some(2), "full cost in P0's turn");
}

/// CR 4.2.3.e: the turn ends after the card played "and the resulting Reactions". A
/// Reaction to P0's card resolves in P0's turn, so what it gives "this turn" ends with P0's
/// turn: in P1's turn the Character has no Tough left.
#[test]
fn cr_4_2_3_e_the_reactions_to_a_card_played_resolve_in_that_turn() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("Character — Test", "etb I gain Tough 1 this turn."),
        P0,
        Zone::Hand(P0),
    );
    sc.card(&unit("Theirs"), P1, Zone::Hand(P1));
    sc.card(&common::filler(), P1, Zone::Mana(P1));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let d = g.pending().expect("P1's turn");
    assert_eq!((d.player, d.kind), (P1, DecisionKind::Turn));
    assert!(g.state().limbo_reactions().is_empty());
    assert!(
        g.events()
            .iter()
            .any(|e| matches!(e, Event::KeywordChanged { card: c, gained: true, .. } if *c == card)),
        "the Reaction resolved"
    );
    assert!(
        !g.state()
            .has_keyword(card, altered_interpreter::KeywordAbility::Tough(0)),
        "P0's turn, in which it gained Tough, has ended"
    );
}

// ---- Abilities as the rules define them (CR 1.2.4, 2.2.2.m, 7.2.1.d) ---------------------

/// CR 2.2.2.m: each Reaction that activates is an Emblem-Reaction in Limbo until it is
/// played, then it ceases to exist; CR 7.2.1.d: its "I" is the object that created it.
/// CR 2.2.2.h: Reaction is one of the two emblem sub-types (Ongoing, the other, is the
/// lasting effect of the CR 2.2.15 tests below).
#[test]
fn cr_2_2_2_m_an_activated_reaction_is_an_emblem_in_limbo_until_played() {
    let watcher = written(
        "Character — Test",
        "When a Character joins my Expedition | I gain 1 boost.",
    );
    let mut sc = position(1, 0);
    let a = sc.card(&watcher, P0, Zone::Expedition(P0, Side::Hero));
    let b = sc.card(&watcher, P0, Zone::Expedition(P0, Side::Hero));
    let new = sc.card(&unit("New"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, new, Some(Side::Hero));
    assert_eq!(g.pending().unwrap().kind, DecisionKind::ChooseReaction);
    let mut sources: Vec<CardId> = g.state().limbo_reactions().iter().map(|e| e.source.card).collect();
    sources.sort();
    assert_eq!(sources, [a, b], "two Emblem-Reactions wait in Limbo");
    choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    // The one played resolved and is gone; the other resolves without a choice left.
    settled(&g);
    assert!(g.state().limbo_reactions().is_empty());
    // CR 5.4.a: each is played as a Spell is, declared then resolved: its effect follows.
    for r in [a, b] {
        let played = g
            .events()
            .iter()
            .position(|e| matches!(e, Event::ReactionPlayed { card, .. } if *card == r));
        let boosted = g
            .events()
            .iter()
            .position(|e| matches!(e, Event::Boosts { card, .. } if *card == r));
        assert!(played.is_some() && played < boosted, "{:?}", g.events());
    }
    assert_eq!(
        (g.state().card(a).boosts, g.state().card(b).boosts),
        (1, 1),
        "each its own I"
    );
    assert_eq!(g.state().card(new).boosts, 0);
}

/// CR 1.2.4.a: each paragraph is a separate ability: two `etb` paragraphs are two Reactions,
/// one paragraph of two sentences is one.
#[test]
fn cr_1_2_4_a_each_paragraph_is_a_separate_ability() {
    for (body, reactions) in [
        ("etb Draw a card.\netb I gain 1 boost.", 2),
        ("etb Draw a card. I gain 1 boost.", 1),
    ] {
        let mut sc = position(1, 2);
        let me = sc.card(&written("Character — Test", body), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, me, Some(Side::Hero));
        while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
            choose(&mut g, DecisionKind::ChooseReaction, |_| true);
        }
        settled(&g);
        let created = g
            .events()
            .iter()
            .filter(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == me))
            .count();
        assert_eq!(created, reactions, "{body}");
        assert_eq!(g.state().card(me).boosts, 1, "{body}");
    }
}

/// CR 1.2.4.d: the abilities of a non-Hero object work in play only: in Reserve, its
/// `When you play a Spell` does not react; in the Expedition zone it does.
#[test]
fn cr_1_2_4_d_a_characters_reaction_works_only_in_play() {
    for (zone, reacts) in [(Zone::Reserve(P0), false), (Zone::Expedition(P0, Side::Hero), true)] {
        let mut sc = position(1, 1);
        let me = sc.card(
            &written("Character — Test", "When you play a Spell | I gain 1 boost."),
            P0,
            zone,
        );
        let spell = sc.card(&written("Spell", "Draw a card."), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, spell, None);
        settled(&g);
        let reacted = g
            .events()
            .iter()
            .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == me));
        assert_eq!(reacted, reacts, "in {zone:?}");
    }
}

// ---- Who did that (CR 1.4.7, 7.5.6) -------------------------------------------------------

/// A Character of `owner`'s reacting to its controller exhausting a Character.
fn exhaust_watcher() -> Arc<CardDef> {
    written("Character — Test", "When you exhaust a Character | Draw a card.")
}

fn reacted(g: &Game, card: CardId) -> bool {
    g.events()
        .iter()
        .any(|e| matches!(e, Event::ReactionCreated { card: c, .. } if *c == card))
}

/// CR 1.4.7.a and 7.5.6.a: `When you exhaust` depends on who did it; CR 1.4.7.c and 7.5.6.c:
/// an effect's controller does its action: player 0's Spell exhausts player 1's Character,
/// and only player 0's `When you exhaust` reacts.
#[test]
fn cr_1_4_7_c_the_controller_of_the_effect_does_its_action() {
    let mut sc = position(1, 2);
    sc.cards(&common::filler(), P1, Zone::Deck(P1), 2);
    let mine = sc.card(&exhaust_watcher(), P0, Zone::Expedition(P0, Side::Companion));
    let theirs = sc.card(&exhaust_watcher(), P1, Zone::Expedition(P1, Side::Companion));
    let victim = sc.card(&unit("Victim"), P1, Zone::Expedition(P1, Side::Hero));
    let spell = sc.card(&written("Spell", "Exhaust target Character."), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    settled(&g);
    assert!(g.state().card(victim).status.exhausted);
    assert!(reacted(&g, mine), "player 0 exhausted it");
    assert!(!reacted(&g, theirs), "player 1 did not, though it is theirs");
}

/// CR 1.4.7.d and 7.5.6.d: with no effect doing it (a quick action's cost), the controller
/// of the object exhausted does it.
#[test]
fn cr_1_4_7_d_without_an_effect_the_controller_of_the_object_does_it() {
    let mut sc = position(0, 2);
    sc.cards(&common::filler(), P1, Zone::Deck(P1), 2);
    let mine = sc.card(&exhaust_watcher(), P0, Zone::Expedition(P0, Side::Companion));
    let theirs = sc.card(&exhaust_watcher(), P1, Zone::Expedition(P1, Side::Companion));
    let tired = sc.card(
        &written("Character — Test", "exhaust: I gain 1 boost."),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == tired),
    );
    settled(&g);
    assert!(g.state().card(tired).status.exhausted);
    assert!(reacted(&g, mine), "its controller exhausted it");
    assert!(!reacted(&g, theirs));
}

/// CR 1.2.6.b and 1.2.7.c (CR 6.1.b: an effect of several steps): a step per verb, each its own event:
/// `Draw 2 cards.` is one draw, which `When you draw one or more cards` matches once;
/// `Draw a card. Draw a card.` is two, matched twice.
#[test]
fn cr_1_2_7_c_each_step_of_an_effect_is_its_own_event() {
    for (effect, reactions) in [("Draw 2 cards.", 1), ("Draw a card. Draw a card.", 2)] {
        let mut sc = position(1, 3);
        let watcher = sc.card(
            &written("Character — Test", "When you draw one or more cards | I gain 1 boost."),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let spell = sc.card(&written("Spell", effect), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, spell, None);
        while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
            choose(&mut g, DecisionKind::ChooseReaction, |_| true);
        }
        settled(&g);
        assert_eq!(g.state().count(Zone::Hand(P0)), 3, "{effect}: two cards drawn");
        assert_eq!(g.state().card(watcher).boosts, reactions, "{effect}");
    }
}

/// CR 2.4.1.b: objects in the Reserve have statuses, cards in the Discard pile do not: an
/// exhausted card discarded from the Reserve is no longer exhausted.
#[test]
fn cr_2_4_1_b_a_card_in_the_discard_pile_has_no_status() {
    let mut sc = position(1, 0);
    let tired = sc.card(&unit("Tired"), P1, Zone::Reserve(P1));
    sc.status(tired, |s| s.exhausted = true);
    let spell = sc.card(
        &written("Spell", "Discard target card from a Reserve."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    assert!(g.state().card(tired).status.exhausted, "exhausted in Reserve");
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(tired));
    settled(&g);
    assert_eq!(g.state().card(tired).zone, Zone::Discard(P1));
    assert_eq!(g.state().card(tired).status, Statuses::default());
}

/// CR 2.4.1.c: cards in Hand cannot have statuses: an exhausted card in Reserve (CR
/// 2.4.1.b: it may have them there) returned to its owner's hand is no longer exhausted,
/// while another exhausted card left in Reserve still is.
#[test]
fn cr_2_4_1_c_a_card_returned_to_hand_has_no_status() {
    let mut sc = position(1, 0);
    let tired = sc.card(&unit("Tired"), P0, Zone::Reserve(P0));
    let stays = sc.card(&unit("Stays"), P0, Zone::Reserve(P0));
    sc.status(tired, |s| s.exhausted = true);
    sc.status(stays, |s| s.exhausted = true);
    let spell = sc.card(
        &written("Spell", "Return a card from your Reserve to your hand."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(tired));
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(tired).zone, Zone::Hand(P0));
    assert_eq!(st.card(tired).status, Statuses::default(), "no status in Hand");
    assert!(st.card(stays).status.exhausted, "still exhausted in Reserve");
}

/// CR 2.2.15.e: a "this Afternoon" effect created at Noon lasts through that Afternoon; CR
/// 2.2.15.d: a "this turn" one can only be created during a turn, so at Noon it is not.
#[test]
fn cr_2_2_15_d_a_this_turn_effect_is_not_created_outside_a_turn_and_e_this_afternoon_is() {
    for (duration, cost) in [("this Afternoon", 1), ("this turn", 3)] {
        let mut sc = position(4, 0);
        sc.card(
            &written(
                "Landmark Permanent — Test",
                &format!("At Noon | The next Permanent you play {duration} costs 2 less."),
            ),
            P0,
            Zone::Landmarks(P0),
        );
        let tower = sc.card(
            &Arc::new(CardDef::basic("Tower", Kind::LandmarkPermanent, 3, 3, [0; 3])),
            P0,
            Zone::Hand(P0),
        );
        for p in [P0, P1] {
            sc.cards(&common::filler(), p, Zone::Deck(p), 2);
        }
        let mut st = sc.build();
        st.set_first_player(P0);
        st.set_step(Step::Noon, Phase::Morning);
        let g = Game::from_state(st);
        assert_eq!(g.state().phase(), Phase::Afternoon);
        assert_eq!(common::cost_offered(&g, tower, None), Some(cost), "{duration}");
    }
}

/// CR 6.4.a, 1.2.5.d and 1.2.7.b: a cost of several verbs is one step, paid at once, one
/// event: `exhaust, discard a card from your Reserve:` exhausts and discards before any
/// Reaction to either is created, and before the effect.
#[test]
fn cr_6_4_a_a_cost_of_several_verbs_is_paid_as_one_step() {
    let mut sc = position(0, 2);
    let watcher = sc.card(&exhaust_watcher(), P0, Zone::Expedition(P0, Side::Companion));
    let bearer = sc.card(
        &written(
            "Character — Test",
            "exhaust, discard a card from your Reserve: I gain 1 boost.",
        ),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let fodder = sc.card(&unit("Fodder"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == bearer),
    );
    if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseObject) {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(fodder));
    }
    settled(&g);
    let at = |f: &dyn Fn(&Event) -> bool| g.events().iter().position(f).expect("the event");
    let exhausted = at(&|e| {
        *e == Event::Exhausted {
            card: bearer,
            exhausted: true,
        }
    });
    let discarded = at(&|e| matches!(e, Event::Moved { card, to: Zone::Discard(_), .. } if *card == fodder));
    let reaction = at(&|e| matches!(e, Event::ReactionCreated { card, .. } if *card == watcher));
    let effect = at(&|e| matches!(e, Event::Boosts { card, .. } if *card == bearer));
    assert!(exhausted.max(discarded) < reaction.min(effect), "{:?}", g.events());
}

/// CR 1.2.7.d: an event may change nothing but what players know: revealing the top card of
/// the Deck is an event (the card is revealed to all), and the Deck is as it was.
#[test]
fn cr_1_2_7_d_revealing_is_an_event_that_changes_nothing_else() {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &written("Spell", "Reveal the top card of your deck."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let deck: Vec<CardId> = g.state().in_zone(Zone::Deck(P0)).collect();
    let top = *g.state().player(P0).deck.last().unwrap();
    play(&mut g, spell, None);
    settled(&g);
    assert!(g.events().contains(&Event::Revealed(top)), "the reveal is an event");
    assert!(g.view(P1).card(top).is_some(), "every player sees it now");
    assert_eq!(
        g.state().in_zone(Zone::Deck(P0)).collect::<Vec<_>>(),
        deck,
        "the Deck unchanged"
    );
    assert_eq!(*g.state().player(P0).deck.last().unwrap(), top, "still on top");
}
