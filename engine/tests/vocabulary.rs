//! The Complete Rules' vocabulary (`docs/vocabulary.md`), one term at a time, with the
//! team-written cards of `tests/templates/cr/`: each test plays a card that uses the term in
//! one position (verb, condition, trigger, noun qualifier) and asserts what the rule says
//! happens, and what does not. Every decision is scripted; tests are named after the rules.
mod common;

use common::{choose, cr, play, position, reactions_of, settled, start, P0, P1};

use altered_engine::*;
use altered_interpreter::KeywordAbility;
use std::sync::Arc;

fn character(name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 0, 0, [1; 3]))
}

fn hand(g: &Game, p: PlayerId) -> usize {
    g.state().count(Zone::Hand(p))
}

fn target(g: &mut Game, card: CardId) {
    choose(g, DecisionKind::ChooseObject, |o| *o == Opt::Card(card));
}

fn expedition(g: &mut Game, player: PlayerId, side: Side) {
    choose(g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition { player, side }
    });
}

fn ascended_events(g: &Game) -> usize {
    g.events()
        .iter()
        .filter(|e| matches!(e, Event::Ascended { .. }))
        .count()
}

// ------------------------------------------------------------------ 7.3.3 Ascend

#[test]
fn cr_7_3_3_a_target_expedition_ascends_and_cr_7_3_15_b_cannot_ascend_again() {
    let mut sc = position(2, 3);
    let first = sc.card(&cr("ascend"), P0, Zone::Hand(P0));
    let again = sc.card(&cr("ascend"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, first, None);
    expedition(&mut g, P1, Side::Companion);
    settled(&g);
    assert_eq!(
        g.state().player(P1).ascended,
        [false, true],
        "only the target gains Ascended"
    );
    assert_eq!(g.state().player(P0).ascended, [false, false]);
    assert_eq!(ascended_events(&g), 1);
    // CR 7.3.15.b: an Ascended Expedition cannot gain Ascended again: nothing happens.
    play(&mut g, again, None);
    expedition(&mut g, P1, Side::Companion);
    settled(&g);
    assert_eq!(g.state().player(P1).ascended, [false, true]);
    assert_eq!(ascended_events(&g), 1, "no second gain");
}

#[test]
fn cr_7_3_3_a_my_expedition_ascends_is_the_expedition_i_am_in() {
    let mut sc = position(1, 3);
    let c = sc.card(&cr("ascend-my"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, c, Some(Side::Companion));
    settled(&g);
    assert_eq!(g.state().player(P0).ascended, [false, true]);
    assert_eq!(g.state().player(P1).ascended, [false, false]);
}

// ------------------------------------------------------------------ statuses (2.4, 7.3.15, 7.3.19)

#[test]
fn cr_7_3_15_a_target_character_gains_anchored_and_cr_2_4_1_f_not_twice() {
    let mut sc = position(2, 3);
    let spell = sc.card(&cr("gain-status"), P0, Zone::Hand(P0));
    let again = sc.card(&cr("gain-status"), P0, Zone::Hand(P0));
    let watcher = sc.card(&cr("status-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, spell, None);
    target(&mut g, watcher);
    settled(&g);
    assert!(g.state().card(watcher).status.anchored);
    // `When I gain Anchored`: the Reaction activated once (CR 6.3).
    assert_eq!(hand(&g, P0), before - 1 + 1, "the spell played, one card drawn");
    // CR 2.4.1.f: an Anchored object cannot gain Anchored, so nothing happens and no
    // Reaction activates.
    play(&mut g, again, None);
    target(&mut g, watcher);
    settled(&g);
    assert_eq!(hand(&g, P0), before - 1, "the second spell played, nothing drawn");
}

#[test]
fn cr_7_3_19_a_target_character_loses_asleep() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("lose-status"), P0, Zone::Hand(P0));
    let sleeper = sc.card(&character("Sleeper"), P1, Zone::Expedition(P1, Side::Hero));
    sc.status(sleeper, |s| {
        s.asleep = true;
        s.anchored = true;
    });
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, sleeper);
    settled(&g);
    let status = g.state().card(sleeper).status;
    assert!(!status.asleep, "Asleep lost");
    assert!(status.anchored, "only the status named");
}

#[test]
fn cr_2_4_2_anchored_characters_as_a_noun_qualifier() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("status-qualifier"), P0, Zone::Hand(P0));
    let anchored = sc.card(&character("Anchored"), P1, Zone::Expedition(P1, Side::Hero));
    let plain = sc.card(&character("Plain"), P0, Zone::Expedition(P0, Side::Hero));
    sc.status(anchored, |s| s.anchored = true);
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().card(anchored).boosts, 1);
    assert_eq!(g.state().card(plain).boosts, 0, "not Anchored: not one of them");
}

// ------------------------------------------------------------------ 7.3.12 Exhaust, 2.4.6 Exhausted

#[test]
fn cr_7_3_12_a_exhaust_target_character_activates_when_you_exhaust() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("exhaust"), P0, Zone::Hand(P0));
    sc.card(&cr("exhaust-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let foe = sc.card(&character("Foe"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, foe);
    settled(&g);
    assert!(g.state().card(foe).status.exhausted);
    assert_eq!(hand(&g, P0), 2, "`When you exhaust a Character`: one card drawn");
}

#[test]
fn cr_2_4_6_b_exhausted_characters_as_a_noun_qualifier_not_the_ready_ones() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("exhausted-qualifier"), P0, Zone::Hand(P0));
    let tired = sc.card(&character("Tired"), P1, Zone::Expedition(P1, Side::Hero));
    let ready = sc.card(&character("Ready"), P0, Zone::Expedition(P0, Side::Hero));
    sc.status(tired, |s| s.exhausted = true);
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().card(tired).boosts, 1);
    assert_eq!(g.state().card(ready).boosts, 0);
}

#[test]
fn cr_7_3_25_a_ready_target_character_loses_exhausted() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("ready"), P0, Zone::Hand(P0));
    let tired = sc.card(&character("Tired"), P0, Zone::Expedition(P0, Side::Hero));
    sc.status(tired, |s| s.exhausted = true);
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, tired);
    settled(&g);
    assert!(!g.state().card(tired).status.exhausted);
}

// ------------------------------------------------------------------ 7.3.9, 7.3.16, 7.3.17

#[test]
fn cr_7_3_9_a_target_opponent_draws_two_cards_from_their_deck() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("draw"), P0, Zone::Hand(P0));
    sc.cards(&common::filler(), P1, Zone::Deck(P1), 3);
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert_eq!(hand(&g, P1), 2);
    assert_eq!(g.state().count(Zone::Deck(P1)), 1);
}

#[test]
fn cr_7_3_16_a_give_target_character_two_boosts() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("give-boost"), P0, Zone::Hand(P0));
    let c = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, c);
    settled(&g);
    assert_eq!(g.state().card(c).boosts, 2);
}

#[test]
fn cr_7_3_17_a_having_a_character_gain_fleeting_is_it_gaining_fleeting() {
    for yes in [true, false] {
        let mut sc = position(1, 3);
        let spell = sc.card(&cr("have-do"), P0, Zone::Hand(P0));
        let c = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        play(&mut g, spell, None);
        choose(&mut g, DecisionKind::May, |o| {
            *o == if yes { Opt::Yes } else { Opt::No }
        });
        if yes {
            target(&mut g, c);
        }
        settled(&g);
        assert_eq!(g.state().card(c).status.fleeting, yes);
    }
}

// ------------------------------------------------------------------ 7.5 descriptors

#[test]
fn cr_7_5_2_c_my_expedition_is_behind_or_tied_draws_when_tied_not_when_ahead() {
    for (marker, draws) in [(0, 1), (1, 0)] {
        let mut sc = position(1, 3);
        let c = sc.card(&cr("tied-condition"), P0, Zone::Hand(P0));
        sc.state_mut().player_mut(P0).markers[0] = marker;
        let mut g = start(sc);
        play(&mut g, c, Some(Side::Hero));
        settled(&g);
        assert_eq!(hand(&g, P0), 1 + draws, "marker at {marker}");
    }
}

#[test]
fn cr_7_5_5_a_you_control_an_exhausted_character_only_yours_count() {
    for (owner, draws) in [(P0, 1), (P1, 0)] {
        let mut sc = position(1, 3);
        let c = sc.card(&cr("control-condition"), P0, Zone::Hand(P0));
        let tired = sc.card(&character("Tired"), owner, Zone::Expedition(owner, Side::Hero));
        sc.status(tired, |s| s.exhausted = true);
        let mut g = start(sc);
        play(&mut g, c, Some(Side::Companion));
        settled(&g);
        assert_eq!(hand(&g, P0), 1 + draws, "the exhausted Character is {owner:?}'s");
    }
}

#[test]
fn cr_7_5_9_a_a_character_joins_my_expedition_not_the_other_one() {
    for (side, boosts) in [(Side::Hero, 1), (Side::Companion, 0)] {
        let mut sc = position(1, 3);
        sc.card(&cr("join-trigger"), P0, Zone::Expedition(P0, Side::Hero));
        let newcomer = sc.card(&character("Newcomer"), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, newcomer, Some(side));
        settled(&g);
        assert_eq!(
            g.state().card(newcomer).boosts,
            boosts,
            "played in the {side:?} Expedition"
        );
    }
}

#[test]
fn cr_7_5_11_a_you_play_a_spell_from_your_reserve_not_from_hand() {
    for (zone, draws) in [(Zone::Reserve(P0), 1), (Zone::Hand(P0), 0)] {
        let mut sc = position(1, 3);
        sc.card(&cr("play-trigger"), P0, Zone::Expedition(P0, Side::Hero));
        let spell = sc.card(&cr("give-boost"), P0, zone);
        let mine = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, spell, None);
        target(&mut g, mine);
        settled(&g);
        let played_from_hand = usize::from(zone == Zone::Hand(P0));
        assert_eq!(hand(&g, P0), before - played_from_hand + draws, "played from {zone:?}");
    }
}

#[test]
fn cr_7_5_2_c_my_expedition_is_tied_draws_only_when_tied() {
    // (P0's marker, P1's marker): tied, ahead, behind.
    for (mine, theirs, draws) in [(0, 0, 1), (1, 0, 0), (0, 1, 0)] {
        let mut sc = position(1, 3);
        let c = sc.card(&cr("tied-only"), P0, Zone::Hand(P0));
        sc.state_mut().player_mut(P0).markers[0] = mine;
        sc.state_mut().player_mut(P1).markers[0] = theirs; // facing P0's Hero Expedition
        let mut g = start(sc);
        play(&mut g, c, Some(Side::Hero));
        settled(&g);
        assert_eq!(hand(&g, P0), 1 + draws, "markers {mine} and {theirs}");
    }
}

#[test]
fn cr_7_5_2_c_each_of_your_expeditions_that_is_tied_ascends() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("standing-qualifier"), P0, Zone::Hand(P0));
    // The Hero Expedition is ahead; the Companion Expedition is tied.
    sc.state_mut().player_mut(P0).markers[0] = 1;
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().player(P0).ascended, [false, true]);
}

#[test]
fn cr_7_5_4_a_when_i_become_exhausted_not_another() {
    let mut sc = position(2, 3);
    let spell = sc.card(&cr("exhaust"), P0, Zone::Hand(P0));
    let other = sc.card(&cr("exhaust"), P0, Zone::Hand(P0));
    let me = sc.card(&cr("become-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let foe = sc.card(&character("Foe"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, other, None);
    target(&mut g, foe);
    settled(&g);
    assert_eq!(
        hand(&g, P0),
        before - 1,
        "another Character became Exhausted: nothing drawn"
    );
    play(&mut g, spell, None);
    target(&mut g, me);
    settled(&g);
    assert!(g.state().card(me).status.exhausted);
    assert_eq!(hand(&g, P0), before - 2 + 1, "I became Exhausted: one card drawn");
}

#[test]
fn cr_7_3_3_a_when_my_expedition_gains_ascended_not_the_other() {
    let mut sc = position(2, 3);
    let first = sc.card(&cr("ascend"), P0, Zone::Hand(P0));
    let second = sc.card(&cr("ascend"), P0, Zone::Hand(P0));
    sc.card(&cr("ascend-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, first, None);
    expedition(&mut g, P0, Side::Companion);
    settled(&g);
    assert_eq!(hand(&g, P0), before - 1, "the other Expedition Ascended: nothing drawn");
    play(&mut g, second, None);
    expedition(&mut g, P0, Side::Hero);
    settled(&g);
    assert_eq!(hand(&g, P0), before - 2 + 1, "my Expedition Ascended: one card drawn");
}

// ------------------------------------------------------------------ triggers on keyword actions and events

#[test]
fn cr_7_3_9_b_when_a_player_draws_a_card_for_each_card_and_one_or_more_cards_once() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("draw"), P0, Zone::Hand(P0));
    let each = sc.card(&cr("draw-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let once = sc.card(&cr("draw-once-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    sc.cards(&common::filler(), P1, Zone::Deck(P1), 3);
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    // Three Reactions in Limbo, all mine: I choose their order (CR 4.4), the last goes alone.
    choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    settled(&g);
    assert_eq!(hand(&g, P1), 2);
    // CR 6.3.g: two cards drawn are two atomic actions of one draw.
    assert_eq!(g.state().card(each).boosts, 2, "`draws a card`: once for each card");
    assert_eq!(
        g.state().card(once).boosts,
        1,
        "`draws one or more cards`: once for the draw"
    );
}

#[test]
fn cr_7_3_26_a_when_you_resupply_not_when_your_opponent_does() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("resupply"), P0, Zone::Hand(P0));
    let mine = sc.card(&cr("resupply-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&cr("resupply-trigger"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    let reserve = g.state().count(Zone::Reserve(P0));
    play(&mut g, spell, None);
    settled(&g);
    // The spell itself goes to Reserve too (CR 5.1.2.i), after the card Resupplied.
    assert_eq!(g.state().count(Zone::Reserve(P0)), reserve + 2);
    assert_eq!(g.state().card(mine).boosts, 1, "I Resupplied");
    assert_eq!(g.state().card(theirs).boosts, 0, "its controller did not Resupply");
}

#[test]
fn cr_7_3_7_a_when_you_discard_a_card_from_your_hand() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("discard"), P0, Zone::Hand(P0));
    let mine = sc.card(&cr("discard-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&cr("discard-trigger"), P1, Zone::Expedition(P1, Side::Hero));
    let discarded = sc.card(&character("Discarded"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(discarded));
    settled(&g);
    assert_eq!(hand(&g, P0), before - 2, "the spell played, a card discarded");
    assert_eq!(g.state().card(discarded).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(mine).boosts, 1, "I discarded a card from my hand");
    assert_eq!(g.state().card(theirs).boosts, 0, "its controller discarded nothing");
}

#[test]
fn cr_7_3_6_a_when_a_character_defects_and_cr_7_3_34_a_when_it_switches_expeditions() {
    let mut sc = position(2, 3);
    let defect = sc.card(&cr("defect"), P0, Zone::Hand(P0));
    let switch = sc.card(&cr("switch"), P0, Zone::Hand(P0));
    sc.card(&cr("defect-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&cr("switch-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let foe = sc.card(&character("Foe"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, defect, None);
    target(&mut g, foe);
    settled(&g);
    assert!(
        matches!(g.state().card(foe).zone, Zone::Expedition(p, _) if p == P0),
        "it defected"
    );
    assert_eq!(g.state().card(foe).boosts, 1, "`defects`, not `switches Expeditions`");
    let Zone::Expedition(_, side) = g.state().card(foe).zone else {
        unreachable!()
    };
    play(&mut g, switch, None);
    target(&mut g, foe);
    settled(&g);
    let other = if side == Side::Hero {
        Side::Companion
    } else {
        Side::Hero
    };
    assert_eq!(g.state().card(foe).zone, Zone::Expedition(P0, other));
    assert_eq!(
        g.state().card(foe).boosts,
        3,
        "`switches Expeditions` (2), not `defects`"
    );
}

#[test]
fn cr_7_3_21_a_when_my_expedition_moves_backwards_not_another() {
    let mut sc = position(2, 3);
    let first = sc.card(&cr("move-backward"), P0, Zone::Hand(P0));
    let second = sc.card(&cr("move-backward"), P0, Zone::Hand(P0));
    sc.card(&cr("backward-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    sc.state_mut().player_mut(P0).markers[0] = 1;
    sc.state_mut().player_mut(P1).markers[0] = 1;
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, first, None);
    expedition(&mut g, P1, Side::Hero);
    settled(&g);
    assert_eq!(g.state().player(P1).markers[0], 0);
    assert_eq!(
        hand(&g, P0),
        before - 1,
        "an opponent's Expedition moved back: nothing drawn"
    );
    play(&mut g, second, None);
    expedition(&mut g, P0, Side::Hero);
    settled(&g);
    assert_eq!(g.state().player(P0).markers[0], 0);
    assert_eq!(hand(&g, P0), before - 2 + 1, "my Expedition moved back: one card drawn");
}

#[test]
fn cr_7_3_14_a_when_i_gain_a_kelon_counter_not_another() {
    let mut sc = position(2, 3);
    let first = sc.card(&cr("gain-counters"), P0, Zone::Hand(P0));
    let second = sc.card(&cr("gain-counters"), P0, Zone::Hand(P0));
    let me = sc.card(&cr("counter-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&character("Other"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, first, None);
    target(&mut g, other);
    settled(&g);
    assert_eq!(hand(&g, P0), before - 1, "another gained counters: nothing drawn");
    play(&mut g, second, None);
    target(&mut g, me);
    settled(&g);
    assert_eq!(g.state().counter(me, "Kelon"), 2);
    assert_eq!(hand(&g, P0), before - 2 + 1, "I gained Kelon counters: one card drawn");
}

#[test]
fn cr_7_3_19_a_when_i_lose_asleep_not_another() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("lose-status"), P0, Zone::Hand(P0));
    let me = sc.card(&cr("lose-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&cr("lose-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    sc.status(me, |s| s.asleep = true);
    sc.status(other, |s| s.asleep = true);
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, me);
    settled(&g);
    assert!(!g.state().card(me).status.asleep);
    assert_eq!(g.state().card(me).boosts, 1, "I lost Asleep");
    assert_eq!(g.state().card(other).boosts, 0, "still Asleep");
}

#[test]
fn cr_2_4_5_a_when_i_become_boosted_with_my_first_boost_only() {
    let mut sc = position(2, 3);
    let first = sc.card(&cr("give-boost"), P0, Zone::Hand(P0));
    let second = sc.card(&cr("give-boost"), P0, Zone::Hand(P0));
    let me = sc.card(&cr("boosted-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, first, None);
    target(&mut g, me);
    settled(&g);
    assert_eq!(hand(&g, P0), before - 1 + 1, "I became Boosted: one card drawn");
    play(&mut g, second, None);
    target(&mut g, me);
    settled(&g);
    assert_eq!(g.state().card(me).boosts, 4);
    assert_eq!(hand(&g, P0), before - 1, "already Boosted: nothing drawn");
}

#[test]
fn cr_7_3_5_a_when_you_create_a_token() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("create-token"), P0, Zone::Hand(P0));
    let mine = sc.card(&cr("token-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&cr("token-trigger"), P1, Zone::Expedition(P1, Side::Hero));
    sc.cards(&common::filler(), P1, Zone::Deck(P1), 3);
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, spell, None);
    expedition(&mut g, P0, Side::Hero);
    settled(&g);
    assert_eq!(hand(&g, P0), before - 1 + 1, "I created a token: one card drawn");
    assert_eq!(hand(&g, P1), 0, "its controller created none");
    assert_eq!(reactions_of(&g, mine), 1);
}

#[test]
fn cr_4_2_3_d_when_you_pass_not_when_an_opponent_passes() {
    let mut sc = position(1, 3);
    let me = sc.card(&cr("pass-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let spare = sc.card(&character("Spare"), P0, Zone::Hand(P0));
    // A card for the opponent, so that it takes its turn instead of passing at once.
    sc.card(&character("Theirs"), P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, spare, Some(Side::Hero));
    choose(&mut g, DecisionKind::Turn, |o| *o == Opt::Pass);
    assert_eq!(reactions_of(&g, me), 0, "an opponent passed");
    choose(&mut g, DecisionKind::Turn, |o| *o == Opt::Pass);
    assert_eq!(reactions_of(&g, me), 1, "I passed");
    assert!(
        g.events()
            .iter()
            .skip_while(|e| !matches!(e, Event::Passed(p) if *p == P0))
            .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == me)),
        "after my pass"
    );
}

// ------------------------------------------------------------------ 7.4 keywords as noun qualifiers

#[test]
fn cr_7_4_2_defender_characters_as_a_noun_qualifier_not_the_others() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("keyword-qualifier"), P0, Zone::Hand(P0));
    let defender = sc.card(&cr("defender"), P1, Zone::Expedition(P1, Side::Hero));
    let plain = sc.card(&character("Plain"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().card(defender).boosts, 1, "a [Defender] Character");
    assert_eq!(g.state().card(plain).boosts, 0, "no Defender: not one of them");
}

/// CR 2.4.1.h (and 7.3.19.b): an object that does not have a status cannot lose it. `Target Character
/// loses Asleep` on a Character that is not Asleep is no loss: `When I lose Asleep` does
/// not trigger.
#[test]
fn cr_2_4_1_h_an_object_without_a_status_cannot_lose_it() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("lose-status"), P0, Zone::Hand(P0));
    let me = sc.card(&cr("lose-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, me);
    settled(&g);
    assert!(!g.state().card(me).status.asleep);
    assert_eq!(g.state().card(me).boosts, 0, "nothing was lost: no reaction");
}

/// CR 2.5.f: after `gains X <name> counters` the object has X more than before; and
/// CR 2.5.d (and CR 7.3.14.b, 1.1.7.c): counters of one name on one object are indistinguishable, one
/// count; CR 2.5.c: counters have names, and those of another name are another count.
#[test]
fn cr_2_5_f_gaining_counters_adds_to_those_of_the_same_name() {
    let mut sc = position(2, 3);
    let first = sc.card(&cr("gain-counters"), P0, Zone::Hand(P0));
    let second = sc.card(&cr("gain-counters"), P0, Zone::Hand(P0));
    let other = sc.card(&character("Other"), P0, Zone::Expedition(P0, Side::Hero));
    sc.counters(other, "Kelon", 1);
    sc.counters(other, "Trial", 2);
    let mut g = start(sc);
    for (spell, expected) in [(first, 3), (second, 5)] {
        play(&mut g, spell, None);
        target(&mut g, other);
        settled(&g);
        assert_eq!(g.state().counter(other, "Kelon"), expected, "2 more than before");
        assert_eq!(g.state().counter(other, "Trial"), 2, "another name, untouched");
    }
}

/// CR 2.5.i: most counters do nothing by themselves: Kelon counters change no statistic
/// (a boost would, CR 2.5.1.b).
#[test]
fn cr_2_5_i_a_named_counter_has_no_effect_of_its_own() {
    let mut sc = position(0, 0);
    let c = sc.card(&character("Marked"), P0, Zone::Expedition(P0, Side::Hero));
    sc.counters(c, "Kelon", 3);
    let g = start(sc);
    assert_eq!(g.state().stats(c), [1, 1, 1]);
    assert_eq!(g.state().expedition_stats(P0, Side::Hero), [1, 1, 1]);
}

#[test]
fn cr_7_4_7_a_characters_with_tough_as_a_noun_qualifier_not_the_others() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("tough-qualifier"), P0, Zone::Hand(P0));
    let tough = sc.card(&cr("tough"), P1, Zone::Expedition(P1, Side::Hero));
    let plain = sc.card(&character("Plain"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().card(tough).boosts, 1, "a Character with Tough 1");
    assert_eq!(g.state().card(plain).boosts, 0, "no Tough: not one of them");
}

// ------------------------------------------------------------------ conditions on statuses, keywords and statistics

/// Plays a plain Character into P0's Hero Expedition, where `watcher` (a card reacting
/// `When a Character joins my Expedition, if … | Draw a card.`) is, and returns the cards
/// drawn.
fn joined_and_drew(mut sc: Scenario) -> usize {
    let newcomer = sc.card(&character("Newcomer"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, newcomer, Some(Side::Hero));
    settled(&g);
    hand(&g, P0) + 1 - before
}

#[test]
fn cr_7_4_2_a_if_i_am_defender_given_by_a_passive_not_without_it() {
    for (boosts, draws) in [(1, 1), (0, 0)] {
        let mut sc = position(1, 3);
        let me = sc.card(&cr("keyword-condition"), P0, Zone::Expedition(P0, Side::Hero));
        // `If I'm Boosted, I am Defender`: the keyword is given, not printed (CR 2.3.1.l).
        sc.boosts(me, boosts);
        assert_eq!(joined_and_drew(sc), draws, "with {boosts} boosts");
    }
}

#[test]
fn cr_2_4_6_b_if_i_am_ready_not_when_exhausted() {
    for (exhausted, draws) in [(false, 1), (true, 0)] {
        let mut sc = position(1, 3);
        let me = sc.card(&cr("ready-condition"), P0, Zone::Expedition(P0, Side::Hero));
        sc.status(me, |s| s.exhausted = exhausted);
        assert_eq!(joined_and_drew(sc), draws, "exhausted: {exhausted}");
    }
}

#[test]
fn cr_2_2_11_if_my_mountain_is_2_or_more_counts_my_boost() {
    // Printed mountain 1; a boost adds 1 to each statistic (CR 2.4.5.a).
    for (boosts, draws) in [(1, 1), (0, 0)] {
        let mut sc = position(1, 3);
        let me = sc.card(&cr("statistic-condition"), P0, Zone::Expedition(P0, Side::Hero));
        sc.boosts(me, boosts);
        assert_eq!(joined_and_drew(sc), draws, "with {boosts} boosts");
    }
}

#[test]
fn cr_2_4_3_if_my_expedition_is_ascended_not_the_other_one() {
    for (ascended, draws) in [([true, false], 1), ([false, true], 0)] {
        let mut sc = position(1, 3);
        sc.card(&cr("ascended-condition"), P0, Zone::Expedition(P0, Side::Hero));
        sc.state_mut().player_mut(P0).ascended = ascended;
        assert_eq!(joined_and_drew(sc), draws, "Ascended: {ascended:?}");
    }
}

#[test]
fn cr_2_4_3_if_one_or_more_of_your_expeditions_is_ascended_not_an_opponents() {
    for (player, draws) in [(P0, 1), (P1, 0)] {
        let mut sc = position(1, 3);
        let spell = sc.card(&cr("ascended-expeditions-condition"), P0, Zone::Hand(P0));
        sc.state_mut().player_mut(player).ascended = [false, true];
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, spell, None);
        settled(&g);
        assert_eq!(
            hand(&g, P0) + 1 - before,
            draws,
            "{player:?}'s Companion Expedition is Ascended"
        );
    }
}

// ------------------------------------------------------------------ 4.2.1 the first player, 4.2.3 passing, as effects

fn became_first(g: &Game) -> Vec<PlayerId> {
    g.events()
        .iter()
        .filter_map(|e| match e {
            Event::BecameFirstPlayer(p) => Some(*p),
            _ => None,
        })
        .collect()
}

#[test]
fn cr_4_2_1_target_player_becomes_the_first_player_not_twice() {
    let mut sc = position(2, 3);
    let spell = sc.card(&cr("first-player"), P0, Zone::Hand(P0));
    let again = sc.card(&cr("first-player"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert_eq!(g.state().first_player(), P0);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert_eq!(g.state().first_player(), P1, "the target is the first player now");
    assert_eq!(became_first(&g), [P1]);
    // The first player already: nothing happens (P1, with nothing to play, passed).
    play(&mut g, again, None);
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert_eq!(g.state().first_player(), P1);
    assert_eq!(became_first(&g), [P1], "no second change");
}

#[test]
fn cr_4_2_1_you_become_the_first_player_and_then_you_are() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("become-first-player"), P0, Zone::Hand(P0));
    let mut st = sc.build();
    st.set_first_player(P1);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    let before = hand(&g, P0);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().first_player(), P0);
    assert_eq!(became_first(&g), [P0]);
    assert_eq!(
        hand(&g, P0),
        before - 1 + 1,
        "`If you are the first player` read after the change"
    );
}

#[test]
fn cr_4_2_3_d_you_pass_ends_your_turn_and_you_take_no_more() {
    let mut sc = position(1, 3);
    let me = sc.card(&cr("pass"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs"), P1, Zone::Hand(P1));
    sc.card(&character("Theirs Too"), P1, Zone::Hand(P1));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == me),
    );
    assert!(g.state().player(P0).passed, "I passed");
    assert!(g.events().contains(&Event::Passed(P0)));
    // CR 4.2.3.e.2: passing ends the turn, even during a quick action's.
    let d = g.pending().expect("a turn").clone();
    assert_eq!((d.player, d.kind), (P1, DecisionKind::Turn), "the opponent's turn");
    play(&mut g, theirs, Some(Side::Hero));
    let d = g.pending().expect("a turn").clone();
    assert_eq!((d.player, d.kind), (P1, DecisionKind::Turn), "I take no more turns");
}

#[test]
fn cr_4_2_3_d_you_pass_outside_the_afternoon_is_nothing() {
    // Passing is a turn effect of the Afternoon (CR 4.2.3.d): at Noon it cannot happen.
    let mut sc = position(1, 3);
    let me = sc.card(&cr("pass"), P0, Zone::Expedition(P0, Side::Hero));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Turn(P0), Phase::Noon);
    let mut g = Game::from_state(st);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == me),
    );
    settled(&g);
    assert!(!g.state().player(P0).passed);
    assert!(!g.events().iter().any(|e| matches!(e, Event::Passed(_))));
}

// ------------------------------------------------------------------ 3.2.1 regions and contact

/// Plays `file` (a Character with `etb If …, draw a card.`) in P0's Hero Expedition after
/// `setup` and returns how many cards it drew.
fn played_in_hero_drew(file: &str, setup: impl FnOnce(&mut Scenario)) -> usize {
    let mut sc = position(1, 3);
    let c = sc.card(&cr(file), P0, Zone::Hand(P0));
    setup(&mut sc);
    let mut g = start(sc);
    play(&mut g, c, Some(Side::Hero));
    settled(&g);
    hand(&g, P0) - 1
}

/// Plays the Spell `file` (`If …, draw a card.`) after `setup` and returns how many cards it
/// drew.
fn spell_drew(file: &str, setup: impl FnOnce(&mut Scenario)) -> usize {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr(file), P0, Zone::Hand(P0));
    setup(&mut sc);
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    hand(&g, P0) - 1
}

#[test]
fn cr_3_2_1_b_in_contact_when_an_opponents_expedition_counter_shares_my_region() {
    // (P0's markers, P1's markers): the regions of the Adventure, 0 the Hero region.
    for (mine, theirs, draws, why) in [
        ([2, 7], [2, 7], 1, "the Hero Expedition facing mine is in my region"),
        ([2, 7], [1, 2], 1, "the opponent's Companion Expedition is in my region"),
        ([2, 7], [1, 6], 0, "no opponent's Expedition in my region"),
        ([3, 3], [1, 6], 0, "my own other Expedition is not in contact with me"),
    ] {
        let drew = played_in_hero_drew("contact-condition", |sc| {
            sc.state_mut().player_mut(P0).markers = mine;
            sc.state_mut().player_mut(P1).markers = theirs;
        });
        assert_eq!(drew, draws, "{why}");
    }
}

#[test]
fn cr_2_2_2_f_in_a_single_terrain_region_only_when_it_has_one_terrain() {
    // Region 1 is the forest half of a Tumult card, region 2 its mountain-water half; the
    // Hero region (0) has all three terrains (CR 2.2.2.k).
    for (marker, face_up, draws, why) in [
        (1, true, 1, "a face-up forest region"),
        (2, true, 0, "a mountain and water region"),
        (1, false, 0, "a face-down region has no terrain"),
        (0, true, 0, "the Hero region has three terrains"),
    ] {
        let drew = played_in_hero_drew("single-terrain-condition", |sc| {
            sc.state_mut().player_mut(P0).markers[0] = marker;
            sc.state_mut().adventure_mut().regions[usize::from(marker)].face_up = face_up;
        });
        assert_eq!(drew, draws, "{why}");
    }
}

#[test]
fn cr_3_2_1_b_two_or_more_single_terrain_regions_visible_counts_the_face_up_ones() {
    // Regions 1 and 3 have one terrain each, region 2 two; all start face down.
    for (face_up, draws) in [(&[1, 3][..], 1), (&[1, 2][..], 0), (&[][..], 0)] {
        let drew = spell_drew("single-terrain-regions", |sc| {
            for &r in face_up {
                sc.state_mut().adventure_mut().regions[r].face_up = true;
            }
        });
        assert_eq!(drew, draws, "face up: {face_up:?}");
    }
}

#[test]
fn cr_7_5_8_a_neither_of_your_expeditions_is_in_mountain_not_the_opponents() {
    // Region 1 is forest, region 3 mountain, region 4 forest and water.
    for (companion, draws) in [(4, 1), (3, 0)] {
        let drew = spell_drew("expeditions-terrain-condition", |sc| {
            sc.state_mut().player_mut(P0).markers = [1, companion];
            // The opponent's Expeditions are in the Hero and Companion regions: mountain too.
            for r in [1, 3, 4] {
                sc.state_mut().adventure_mut().regions[r].face_up = true;
            }
        });
        assert_eq!(drew, draws, "my Companion Expedition in region {companion}");
    }
}

#[test]
fn cr_2_4_3_unless_i_am_in_an_ascended_expedition_not_the_other_one() {
    for (ascended, draws) in [([true, false], 0), ([false, true], 1)] {
        let drew = played_in_hero_drew("ascended-expedition-condition", |sc| {
            sc.state_mut().player_mut(P0).ascended = ascended;
        });
        assert_eq!(drew, draws, "Ascended: {ascended:?}");
    }
}

// ------------------------------------------------------------------ this turn (CR 2.2.15.a)

/// Plays `character` from hand, directly (`by_effect` false) or through the Spell
/// `immediate-play` (`You may immediately play a Character for free.`, CR 5.2.b), and
/// returns the game once everything has resolved.
fn played_directly_or_by_effect(by_effect: bool, card: &str) -> (Game, CardId) {
    let mut sc = position(2, 3);
    let c = sc.card(&cr(card), P0, Zone::Hand(P0));
    let spell = sc.card(&cr("immediate-play"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    if by_effect {
        play(&mut g, spell, None);
        choose(
            &mut g,
            DecisionKind::EffectPlay,
            |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == c),
        );
    } else {
        play(&mut g, c, Some(Side::Hero));
    }
    settled(&g);
    (g, c)
}

#[test]
fn cr_5_1_2_you_played_another_card_this_turn_counts_the_spell_that_played_me() {
    for (by_effect, draws) in [(true, 1), (false, 0)] {
        let (g, _) = played_directly_or_by_effect(by_effect, "played-this-turn-condition");
        // Hand: Spare, and the Spell when not played; and what was drawn.
        let spell_left = usize::from(!by_effect);
        assert_eq!(hand(&g, P0), 1 + spell_left + draws, "played by an effect: {by_effect}");
    }
}

#[test]
fn cr_5_1_2_per_other_card_you_played_this_turn_not_me() {
    for (by_effect, boosts) in [(true, 1), (false, 0)] {
        let (g, c) = played_directly_or_by_effect(by_effect, "played-this-turn-qualifier");
        assert_eq!(g.state().card(c).boosts, boosts, "played by an effect: {by_effect}");
    }
}

/// P0 plays the Spell `file` after using (or not) the support ability of `support-draw`
/// in their Reserve (`support: Draw a card.`, CR 2.2.12.i) during the same turn; returns
/// how many cards the Spell drew.
fn spell_after_support(file: &str, use_support: bool) -> usize {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr(file), P0, Zone::Hand(P0));
    let support = sc.card(&cr("support-draw"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    if use_support {
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Quick { card, .. } if *card == support),
        );
        settled(&g);
        assert_eq!(g.state().card(support).zone, Zone::Discard(P0), "discarded as its cost");
    }
    let before = hand(&g, P0);
    play(&mut g, spell, None);
    settled(&g);
    hand(&g, P0) + 1 - before
}

#[test]
fn cr_5_3_a_support_ability_was_activated_this_turn_only_after_one_was() {
    assert_eq!(spell_after_support("activated-this-turn-condition", true), 1);
    assert_eq!(spell_after_support("activated-this-turn-condition", false), 0);
}

#[test]
fn cr_7_3_7_a_unless_you_discarded_a_card_from_your_reserve_this_turn() {
    // The support ability's cost discards its card from the Reserve (CR 2.2.12.i).
    assert_eq!(spell_after_support("discarded-this-turn-condition", true), 0);
    assert_eq!(spell_after_support("discarded-this-turn-condition", false), 1);
}

#[test]
fn cr_7_3_7_a_this_turn_ends_with_the_turn() {
    // P0 uses the support ability, then plays a Character: the turn ends. P1 passes; P0's
    // next turn has no discard in it.
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("discarded-this-turn-condition"), P0, Zone::Hand(P0));
    let support = sc.card(&cr("support-draw"), P0, Zone::Reserve(P0));
    let filler = sc.card(&character("Filler"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == support),
    );
    settled(&g);
    play(&mut g, filler, Some(Side::Hero)); // the turn ends; P1 has nothing and passes
    let before = hand(&g, P0);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(hand(&g, P0) + 1 - before, 1, "a new turn: nothing discarded in it");
}

#[test]
fn cr_2_2_9_b_its_base_cost_was_as_it_left_the_expedition() {
    // (Hand Cost, Reserve Cost, Fleeting): the Base Cost is the Reserve Cost of a Fleeting
    // object (CR 2.2.9.b), read as it was when it left (CR 6.3.k).
    for (hand_cost, reserve_cost, fleeting, draws) in
        [(3, 1, false, 1), (2, 1, false, 0), (3, 1, true, 0), (1, 3, true, 1)]
    {
        let mut sc = position(1, 3);
        let spell = sc.card(&cr("base-cost-condition"), P0, Zone::Hand(P0));
        let them = sc.card(
            &Arc::new(CardDef::basic("Them", Kind::Character, hand_cost, reserve_cost, [1; 3])),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        sc.status(them, |s| s.fleeting = fleeting);
        let mut g = start(sc);
        play(&mut g, spell, None);
        target(&mut g, them);
        settled(&g);
        assert_eq!(g.state().card(them).zone, Zone::Discard(P1));
        assert_eq!(
            hand(&g, P0),
            1 + draws,
            "Hand Cost {hand_cost}, Reserve Cost {reserve_cost}, Fleeting {fleeting}"
        );
    }
}

// ------------------------------------------------------------------ another player as the subject of a player verb

/// The next decision is `kind`, asked of `player`; `pick` chooses the option.
fn decide(g: &mut Game, kind: DecisionKind, player: PlayerId, pick: impl Fn(&Opt) -> bool) {
    let d = g.pending().expect("a decision").clone();
    assert_eq!((d.kind, d.player), (kind, player), "{d:?}");
    choose(g, kind, pick);
}

/// Every effect resolved (whoever's turn it is now).
fn resolved(g: &Game) {
    assert!(g.state().limbo_reactions().is_empty() && g.state().running().is_none());
}

/// Player 1's Deck, for the verbs that take from it.
fn their_deck(sc: &mut Scenario, n: usize) {
    sc.cards(&common::filler(), P1, Zone::Deck(P1), n);
}

/// CR 6.1.h (1.4.5.a): `Each player may [Resupply]`: each player decides for themselves, in
/// initiative order (the player whose turn it is first), and only those who said yes
/// Resupply (CR 7.3.26.a: their own Deck to their own Reserve).
#[test]
fn cr_6_1_h_each_player_may_resupply_each_deciding_in_initiative_order() {
    let mut sc = position(1, 3);
    their_deck(&mut sc, 3);
    let spell = sc.card(&cr("each-player-may-resupply"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let decks = (g.state().count(Zone::Deck(P0)), g.state().count(Zone::Deck(P1)));
    play(&mut g, spell, None);
    decide(&mut g, DecisionKind::May, P0, |o| *o == Opt::No);
    decide(&mut g, DecisionKind::May, P1, |o| *o == Opt::Yes);
    settled(&g);
    assert_eq!(g.state().count(Zone::Deck(P0)), decks.0, "I said no");
    assert_eq!(g.state().count(Zone::Deck(P1)), decks.1 - 1, "my opponent said yes");
    assert_eq!(
        g.state().count(Zone::Reserve(P1)),
        1,
        "from their Deck to their Reserve"
    );
    // Only the spell itself went to my Reserve (CR 5.1.2.i).
    assert_eq!(g.state().count(Zone::Reserve(P0)), 1);
}

/// CR 6.5.i (its example): `Target opponent may [Exhausted Resupply] twice`: the opponent
/// decides, and decides again after the first; each card goes to their Reserve exhausted
/// (CR 7.3.26.a, 2.4.4).
#[test]
fn cr_6_5_i_target_opponent_may_exhausted_resupply_twice_deciding_each_time() {
    let mut sc = position(1, 3);
    their_deck(&mut sc, 3);
    let spell = sc.card(&cr("opponent-resupplies-twice"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    decide(&mut g, DecisionKind::ChoosePlayer, P0, |o| *o == Opt::Player(P1));
    decide(&mut g, DecisionKind::May, P1, |o| *o == Opt::Yes);
    // Each time its own choices, the target included (CR 6.5.i, example).
    decide(&mut g, DecisionKind::ChoosePlayer, P0, |o| *o == Opt::Player(P1));
    decide(&mut g, DecisionKind::May, P1, |o| *o == Opt::No);
    settled(&g);
    let theirs: Vec<CardId> = g.state().in_zone(Zone::Reserve(P1)).collect();
    assert_eq!(theirs.len(), 1, "once, not twice");
    assert!(g.state().card(theirs[0]).status.exhausted, "an Exhausted Resupply");
    assert_eq!(g.state().count(Zone::Deck(P1)), 2);
    assert_eq!(g.state().count(Zone::Deck(P0)), 3, "I did not Resupply");
}

/// CR 7.3.27.a with `their` the subject's (CR 7.2.4.a): `Target opponent may return a card
/// from their Reserve to their hand`: the opponent chooses (CR 6.1.g) among the cards of
/// their own Reserve, not mine, and it goes to their hand.
#[test]
fn cr_7_3_27_a_target_opponent_returns_a_card_from_their_reserve_to_their_hand() {
    let mut sc = position(1, 3);
    let me = sc.card(&cr("opponent-returns-from-reserve"), P0, Zone::Hand(P0));
    let mine = sc.card(&character("Mine"), P0, Zone::Reserve(P0));
    let theirs = sc.card(&character("Theirs"), P1, Zone::Reserve(P1));
    let mut g = start(sc);
    let hands = (hand(&g, P0), hand(&g, P1));
    play(&mut g, me, Some(Side::Hero));
    decide(&mut g, DecisionKind::ChoosePlayer, P0, |o| *o == Opt::Player(P1));
    decide(&mut g, DecisionKind::May, P1, |o| *o == Opt::Yes);
    let d = g.pending().expect("a decision").clone();
    assert!(!d.options.contains(&Opt::Card(mine)), "not my Reserve: {d:?}");
    decide(&mut g, DecisionKind::ChooseObject, P1, |o| *o == Opt::Card(theirs));
    resolved(&g);
    assert_eq!(g.state().card(theirs).zone, Zone::Hand(P1));
    assert_eq!(g.state().card(mine).zone, Zone::Reserve(P0));
    assert_eq!((hand(&g, P0), hand(&g, P1)), (hands.0 - 1, hands.1 + 1));
}

/// CR 6.1.h, 7.3.12 (Exhaust): `Each player exhausts a card in their Reserve`: each player
/// in initiative order chooses one of their own, and each choice is exhausted.
#[test]
fn cr_6_1_h_each_player_exhausts_a_card_in_their_own_reserve() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("each-player-exhausts-in-reserve"), P0, Zone::Hand(P0));
    let mine = [
        sc.card(&character("Mine A"), P0, Zone::Reserve(P0)),
        sc.card(&character("Mine B"), P0, Zone::Reserve(P0)),
    ];
    let theirs = [
        sc.card(&character("Theirs A"), P1, Zone::Reserve(P1)),
        sc.card(&character("Theirs B"), P1, Zone::Reserve(P1)),
    ];
    let mut g = start(sc);
    play(&mut g, spell, None);
    let d = g.pending().expect("a decision").clone();
    assert!(!d.options.contains(&Opt::Card(theirs[0])), "mine only: {d:?}");
    decide(&mut g, DecisionKind::ChooseObject, P0, |o| *o == Opt::Card(mine[1]));
    let d = g.pending().expect("a decision").clone();
    assert!(!d.options.contains(&Opt::Card(mine[0])), "theirs only: {d:?}");
    decide(&mut g, DecisionKind::ChooseObject, P1, |o| *o == Opt::Card(theirs[0]));
    resolved(&g);
    let exhausted = |c: CardId| g.state().card(c).status.exhausted;
    assert_eq!(
        [mine.map(exhausted), theirs.map(exhausted)],
        [[false, true], [true, false]]
    );
}

// ------------------------------------------------------------------ 7.3.29 Rush

/// Answers the Rush of the effect: plays `rushed` in the hero Expedition, or nothing; then
/// the effect resolves.
fn rush_or_not(g: &mut Game, rushed: CardId, rush: bool) {
    choose(g, DecisionKind::EffectPlay, |o| match o {
        Opt::Play {
            card,
            to: Some(Side::Hero),
            ..
        } => rush && *card == rushed,
        Opt::Skip => !rush,
        _ => false,
    });
    resolved(g);
}

/// CR 7.3.29.a-b: `You may Rush. If you do, draw a card.`: to Rush is to play a card at
/// once, as part of the effect (CR 5.2.b), and `If you do` holds only when a card was
/// played.
#[test]
fn cr_7_3_29_b_you_may_rush_and_draw_only_if_a_card_was_played() {
    for rush in [true, false] {
        let mut sc = position(1, 3);
        let spell = sc.card(&cr("rush"), P0, Zone::Hand(P0));
        let rushed = sc.card(&character("Rushed"), P0, Zone::Hand(P0));
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, spell, None);
        rush_or_not(&mut g, rushed, rush);
        if rush {
            assert_eq!(g.state().card(rushed).zone, Zone::Expedition(P0, Side::Hero));
            assert_eq!(hand(&g, P0), before - 2 + 1, "played two, drew one");
        } else {
            assert_eq!(g.state().card(rushed).zone, Zone::Hand(P0));
            assert_eq!(hand(&g, P0), before - 1, "no card played: no draw");
        }
    }
}

/// CR 7.3.29.a: `Rush a Character` plays a Character only (a Spell in hand is not offered);
/// CR 7.3.29.b: `Unless you played a Character this way` reads what was played.
#[test]
fn cr_7_3_29_a_rush_a_character_offers_characters_only() {
    for rush in [true, false] {
        let mut sc = position(1, 3);
        let spell = sc.card(&cr("rush-a-character"), P0, Zone::Hand(P0));
        let rushed = sc.card(&character("Rushed"), P0, Zone::Hand(P0));
        let other = sc.card(
            &Arc::new(CardDef::basic("Other Spell", Kind::Spell, 0, 0, [0; 3])),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, spell, None);
        let d = g.pending().expect("a decision").clone();
        assert_eq!(d.kind, DecisionKind::EffectPlay, "{d:?}");
        assert!(
            !d.options
                .iter()
                .any(|o| matches!(o, Opt::Play { card, .. } if *card == other)),
            "not a Spell: {d:?}"
        );
        rush_or_not(&mut g, rushed, rush);
        let drew = usize::from(!rush);
        assert_eq!(hand(&g, P0), before - 1 - usize::from(rush) + drew);
    }
}

/// CR 7.3.24.a, 3.2.5.b: `put a card from your hand on top of your deck`: the player
/// chooses it in their own Hand, and it is the next card drawn.
#[test]
fn cr_7_3_24_a_put_a_card_from_your_hand_on_top_of_your_deck() {
    let mut sc = position(1, 3);
    let spell = sc.card(&cr("put-on-top-of-deck"), P0, Zone::Hand(P0));
    let kept = sc.card(&character("Kept"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let deck = g.state().count(Zone::Deck(P0));
    play(&mut g, spell, None);
    decide(&mut g, DecisionKind::ChooseHidden, P0, |o| *o == Opt::Card(kept));
    resolved(&g);
    assert_eq!(g.state().card(kept).zone, Zone::Deck(P0));
    assert_eq!(g.state().count(Zone::Deck(P0)), deck - 2 + 1);
    assert_eq!(g.state().player(P0).deck.last(), Some(&kept), "on top");
}

// ------------------------------------------------------------------ 7.5.7 Fails to Move Forward

/// A position at the start of Dusk on the last allowed day, with the watcher of
/// `fails-forward-trigger` (1/1/1) in player 0's Hero Expedition and one Character of the
/// given statistics in each other Expedition (none for zeros): the game runs Progress and
/// stops at Check Victory. How many reactions the watcher created, and where player 0's
/// Expedition counters ended.
fn progress_with_watcher(p0_companion: [i32; 3], p1: [[i32; 3]; 2]) -> (usize, [u8; 2]) {
    let mut sc = Scenario::new();
    sc.cards(&common::filler(), P0, Zone::Deck(P0), 3);
    let watcher = sc.card(&cr("fails-forward-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    let others = [
        (P0, Side::Companion, p0_companion),
        (P1, Side::Hero, p1[0]),
        (P1, Side::Companion, p1[1]),
    ];
    for (p, side, stats) in others {
        if stats != [0; 3] {
            let def = Arc::new(CardDef::basic("Walker", Kind::Character, 1, 1, stats));
            sc.card(&def, p, Zone::Expedition(p, side));
        }
    }
    let mut st = sc.build();
    let day = st.day();
    st.set_day(day, day);
    let g = Game::from_state(st);
    (reactions_of(&g, watcher), g.state().player(P0).markers)
}

/// CR 7.5.7.a, 4.2.4.i: `When my Expedition fails to move forward during Dusk` activates
/// once when the watcher's own Expedition does not move forward at Progress, and not when
/// it moves, nor when only the other Expedition or an opponent's fails.
#[test]
fn cr_7_5_7_a_when_my_expedition_fails_to_move_forward_not_when_it_moves_nor_another() {
    // Mine moves (1/1/1 against nothing); my other Expedition and both of the opponent's fail.
    assert_eq!(progress_with_watcher([0; 3], [[0; 3]; 2]), (0, [1, 7]));
    // Mine fails against 5/5/5; my other Expedition moves against nothing.
    assert_eq!(progress_with_watcher([1, 0, 0], [[5; 3], [0; 3]]), (1, [0, 6]));
    // Both of mine fail: one reaction, for mine only.
    assert_eq!(progress_with_watcher([0; 3], [[5; 3], [0; 3]]), (1, [0, 7]));
    // A tie is no move forward either (CR 4.2.4.b): it fails.
    assert_eq!(progress_with_watcher([0; 3], [[1; 3], [0; 3]]), (1, [0, 7]));
}

/// A position at the start of Dusk on the last allowed day: the watcher of
/// `ascend-forward-trigger` (0/0/0) and a Character of `mine` in player 0's Hero
/// Expedition, Ascended or not, and a Character of `theirs` facing it: the game runs
/// Progress. How many reactions the watcher created, and where player 0's Hero Expedition
/// counter ended.
fn ascend_forward(mine: [i32; 3], theirs: [i32; 3], ascended: bool) -> (usize, u8) {
    let mut sc = Scenario::new();
    sc.cards(&common::filler(), P0, Zone::Deck(P0), 3);
    let watcher = sc.card(&cr("ascend-forward-trigger"), P0, Zone::Expedition(P0, Side::Hero));
    for (p, stats) in [(P0, mine), (P1, theirs)] {
        let def = Arc::new(CardDef::basic("Walker", Kind::Character, 1, 1, stats));
        sc.card(&def, p, Zone::Expedition(p, Side::Hero));
    }
    sc.state_mut().adventure_mut().regions[0].terrains = Terrains([true, true, true]);
    sc.state_mut().player_mut(P0).ascended[0] = ascended;
    let mut st = sc.build();
    let day = st.day();
    st.set_day(day, day);
    let g = Game::from_state(st);
    (reactions_of(&g, watcher), g.state().player(P0).markers[0])
}

/// CR 4.2.4.k, 4.2.4.e: `When my Expedition moves forward due to Ascend` activates when an
/// Ascended Expedition moves forward due to a terrain tied with the Expedition facing it,
/// also when it wins another terrain at the same time; not when it only wins, Ascended or
/// not, and not when a tie does not move it (not Ascended).
#[test]
fn cr_4_2_4_k_when_my_expedition_moves_forward_due_to_ascend_only_on_a_tie() {
    assert_eq!(
        ascend_forward([3, 0, 0], [3, 0, 0], true),
        (1, 1),
        "tied in forest, Ascended"
    );
    assert_eq!(
        ascend_forward([4, 0, 2], [3, 0, 2], true),
        (1, 1),
        "wins forest and is tied in water: due to forest and due to Ascend"
    );
    assert_eq!(
        ascend_forward([4, 0, 0], [3, 0, 0], true),
        (0, 1),
        "wins forest: not due to Ascend"
    );
    assert_eq!(ascend_forward([4, 0, 0], [3, 0, 0], false), (0, 1), "not Ascended");
    assert_eq!(
        ascend_forward([3, 0, 0], [3, 0, 0], false),
        (0, 0),
        "a tie alone does not move it"
    );
    // CR 4.2.4.f: a tie at zero is no reason to move, Ascended or not.
    assert_eq!(ascend_forward([0, 0, 0], [0, 0, 0], true), (0, 0));
}

// ------------------------------------------------------------------ 7.5.3 Attempt To

/// Player 0 plays `Target Expedition Ascends` on `target`, Ascended already or not, with
/// the watcher `file` in their Hero Expedition: how many cards they drew.
fn attempt_drew(file: &str, target: (PlayerId, Side), ascended: bool) -> usize {
    let mut sc = position(2, 3);
    sc.card(&cr(file), P0, Zone::Expedition(P0, Side::Hero));
    let spell = sc.card(&cr("ascend"), P0, Zone::Hand(P0));
    sc.state_mut().player_mut(target.0).ascended[target.1.index()] = ascended;
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, spell, None);
    expedition(&mut g, target.0, target.1);
    settled(&g);
    assert!(
        g.state().player(target.0).ascended[target.1.index()],
        "Ascended either way"
    );
    hand(&g, P0) + 1 - before
}

/// CR 7.5.3.a, 7.3.15.b: `If one of your Ascended Expeditions would attempt to Ascend again,
/// draw a card instead`: an effect says one of the controller's Expeditions Ascends, and
/// it cannot, being Ascended: it attempts to, and the replacement happens. Not when the
/// Expedition Ascends for the first time, nor for an opponent's Ascended Expedition.
#[test]
fn cr_7_5_3_a_one_of_your_ascended_expeditions_attempting_to_ascend_again() {
    let file = "attempt-ascend";
    assert_eq!(
        attempt_drew(file, (P0, Side::Companion), true),
        1,
        "mine, Ascended: it attempts"
    );
    assert_eq!(attempt_drew(file, (P0, Side::Hero), true), 1, "either of mine");
    assert_eq!(
        attempt_drew(file, (P0, Side::Companion), false),
        0,
        "it Ascends: no attempt"
    );
    assert_eq!(attempt_drew(file, (P1, Side::Hero), true), 0, "an opponent's");
}

/// CR 7.5.3.a: `If my Expedition would attempt to Ascend`: only the Expedition the source
/// is in.
#[test]
fn cr_7_5_3_a_my_expedition_attempting_to_ascend_not_the_other() {
    let file = "attempt-ascend-my";
    assert_eq!(attempt_drew(file, (P0, Side::Hero), true), 1, "mine");
    assert_eq!(
        attempt_drew(file, (P0, Side::Companion), true),
        0,
        "my other Expedition"
    );
    assert_eq!(attempt_drew(file, (P0, Side::Hero), false), 0, "it Ascends");
}

// ------------------------------------------------------------------ 7.4 keywords gained or lost by an effect

/// The game `g` is in, moved to the Night of day 1 (Rest, CR 4.2.5.b) after player 0's hero
/// Expedition moved forward, nothing else changed.
fn at_night(g: &Game) -> Game {
    let mut st = g.state().clone();
    st.player_mut(P0).moved_forward = [true, false];
    st.set_day(1, 1);
    st.set_step(Step::Night, Phase::Dusk);
    Game::from_state(st)
}

#[test]
fn cr_7_4_3_b_a_character_that_gained_eternal_stays_during_rest() {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &common::written("Spell", "Target Character you control gains Eternal.\n"),
        P0,
        Zone::Hand(P0),
    );
    let kept = sc.card(&character("Kept"), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&character("Other"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    assert!(!g.state().has_keyword(kept, KeywordAbility::Eternal));
    play(&mut g, spell, None);
    target(&mut g, kept);
    settled(&g);
    assert!(
        g.state().has_keyword(kept, KeywordAbility::Eternal),
        "gained, for as long as it is in play"
    );
    assert!(!g.state().has_keyword(other, KeywordAbility::Eternal));
    let night = at_night(&g);
    assert_eq!(
        night.state().card(kept).zone,
        Zone::Expedition(P0, Side::Hero),
        "CR 7.4.3.b"
    );
    assert_eq!(
        night.state().card(other).zone,
        Zone::Reserve(P0),
        "not Eternal: sent to Reserve"
    );
}

#[test]
fn cr_1_4_4_a_keyword_gained_is_not_kept_by_the_new_object_in_reserve() {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &common::written("Spell", "Target Character gains Eternal, then send it to Reserve.\n"),
        P0,
        Zone::Hand(P0),
    );
    let kept = sc.card(&character("Kept"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, kept);
    settled(&g);
    assert_eq!(g.state().card(kept).zone, Zone::Reserve(P0));
    assert!(
        !g.state().has_keyword(kept, KeywordAbility::Eternal),
        "a new object (CR 1.4.4)"
    );
}

#[test]
fn cr_7_4_2_target_character_loses_its_printed_defender() {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &common::written("Spell", "Target Character loses Defender.\n"),
        P0,
        Zone::Hand(P0),
    );
    let guard = sc.card(
        &common::written("Character — Soldier", "Defender.\n"),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let other = sc.card(
        &common::written("Character — Soldier", "Defender.\n"),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, guard);
    settled(&g);
    assert!(
        !g.state().has_keyword(guard, KeywordAbility::Defender),
        "lost its printed Defender"
    );
    assert!(
        g.state().has_keyword(other, KeywordAbility::Defender),
        "only the target"
    );
}

/// The duration may come after or first, and an effect may say what the object `has` for
/// it: each is the same gain.
#[test]
fn cr_2_2_15_d_a_keyword_gained_this_turn_ends_with_the_turn() {
    for sentence in [
        "exhaust: Target Character gains Tough 1 until end of turn.",
        "exhaust: Target Character has Tough 1 until end of turn.",
        "exhaust: Until end of turn, target Character has [Tough 1].",
    ] {
        keyword_gained_this_turn_ends_with_the_turn(sentence);
    }
}

fn keyword_gained_this_turn_ends_with_the_turn(sentence: &str) {
    let mut sc = position(1, 3);
    let stand = sc.card(
        &common::written("Landmark Permanent — Construction", sentence),
        P0,
        Zone::Landmarks(P0),
    );
    let mine = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let spare = sc.card(&character("Spare 2"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == stand),
    );
    target(&mut g, mine);
    settled(&g);
    assert!(
        g.state().keywords(mine).contains(&KeywordAbility::Tough(1)),
        "{sentence}: Tough 1 during this turn"
    );
    // Playing a card ends the turn (CR 4.2.3.e.1); the opponent, with nothing, passes.
    play(&mut g, spare, Some(Side::Hero));
    settled(&g);
    assert!(
        !g.state().has_keyword(mine, KeywordAbility::Tough(0)),
        "{sentence}: the turn it was gained in ended (CR 2.2.15)"
    );
}

// ------------------------------------------------------------------ 7.3 keyword actions on any object

#[test]
fn cr_7_3_10_a_exchange_the_boosts_of_two_target_characters() {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &common::written("Spell", "Exchange the boosts of two target Characters.\n"),
        P0,
        Zone::Hand(P0),
    );
    let many = sc.card(&character("Many"), P0, Zone::Expedition(P0, Side::Hero));
    let few = sc.card(&character("Few"), P1, Zone::Expedition(P1, Side::Hero));
    let aside = sc.card(&character("Aside"), P0, Zone::Expedition(P0, Side::Companion));
    sc.boosts(many, 3).boosts(few, 1).boosts(aside, 2);
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, many);
    target(&mut g, few);
    settled(&g);
    assert_eq!(g.state().card(many).boosts, 1, "loses the difference");
    assert_eq!(g.state().card(few).boosts, 3, "gains the difference");
    assert_eq!(g.state().card(aside).boosts, 2, "not a target");
}

#[test]
fn cr_7_3_8_a_double_the_kelon_counters_of_target_character_and_b_not_zero() {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &common::written("Spell", "Double the Kelon counters of each Character you control.\n"),
        P0,
        Zone::Hand(P0),
    );
    let two = sc.card(&character("Two"), P0, Zone::Expedition(P0, Side::Hero));
    let none = sc.card(&character("None"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    sc.counters(two, "Kelon", 2).counters(theirs, "Kelon", 2).boosts(two, 1);
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().counter(two, "Kelon"), 4, "gains as many as it had");
    assert_eq!(g.state().card(two).boosts, 1, "only the counters named");
    assert_eq!(g.state().counter(none, "Kelon"), 0, "CR 7.3.8.b: zero is not doubled");
    assert_eq!(g.state().counter(theirs, "Kelon"), 2, "not one you control");
}

/// `Target Permanent spends 2 of its Kelon counters. If it does, draw a card.` played on a
/// Landmark with `kelon` Kelon counters: its counters after, and the cards in Hand.
fn spends_two_of(kelon: u32) -> (u32, usize) {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &common::written(
            "Spell",
            "Target Permanent spends 2 of its Kelon counters. If it does, draw a card.\n",
        ),
        P0,
        Zone::Hand(P0),
    );
    let landmark = sc.card(
        &common::written("Landmark Permanent — Construction", ""),
        P0,
        Zone::Landmarks(P0),
    );
    sc.counters(landmark, "Kelon", kelon);
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, landmark);
    settled(&g);
    (g.state().counter(landmark, "Kelon"), hand(&g, P0))
}

#[test]
fn cr_7_3_33_b_target_permanent_spends_its_counters_all_or_none() {
    assert_eq!(
        spends_two_of(3),
        (1, 2),
        "spent 2 of its 3; it did: a card drawn (and the spare)"
    );
    assert_eq!(
        spends_two_of(1),
        (1, 1),
        "CR 7.3.33.b: it can't spend more than it has; it did not: nothing drawn"
    );
}

#[test]
fn cr_7_3_1_d_target_character_activates_its_own_etb_abilities() {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &common::written("Spell", "Target Character activates its etb abilities.\n"),
        P0,
        Zone::Hand(P0),
    );
    let drawer = sc.card(
        &common::written("Character — Scholar", "etb Draw a card.\n"),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, drawer);
    settled(&g);
    assert_eq!(
        hand(&g, P0),
        2,
        "its etb ability resolved: a card drawn (and the spare)"
    );
}

// ------------------------------------------------------------------ losing Exhausted and Boosted as triggers

#[test]
fn cr_7_3_25_a_when_i_lose_exhausted_as_i_am_readied_not_another() {
    let mut sc = position(1, 3);
    let spell = sc.card(
        &common::written("Spell", "Ready target Character.\n"),
        P0,
        Zone::Hand(P0),
    );
    let watcher = common::written("Character — Scout", "When I lose Exhausted | I gain 1 boost.\n");
    let me = sc.card(&watcher, P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&watcher, P0, Zone::Expedition(P0, Side::Hero));
    sc.status(me, |s| s.exhausted = true);
    sc.status(other, |s| s.exhausted = true);
    let mut g = start(sc);
    play(&mut g, spell, None);
    target(&mut g, me);
    settled(&g);
    assert!(!g.state().card(me).status.exhausted);
    assert_eq!(g.state().card(me).boosts, 1, "readied, I lost Exhausted");
    assert_eq!(g.state().card(other).boosts, 0, "still exhausted");
}

#[test]
fn cr_2_4_5_b_when_i_lose_boosted_with_my_last_boost_only() {
    let mut sc = position(2, 3);
    let loss = common::written("Spell", "Target Character loses 1 boost.\n");
    let first = sc.card(&loss, P0, Zone::Hand(P0));
    let second = sc.card(&loss, P0, Zone::Hand(P0));
    let me = sc.card(
        &common::written("Character — Scout", "When I lose Boosted | Draw a card.\n"),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    sc.boosts(me, 2);
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, first, None);
    target(&mut g, me);
    settled(&g);
    assert_eq!(g.state().card(me).boosts, 1);
    assert_eq!(hand(&g, P0), before - 1, "still Boosted: nothing drawn");
    play(&mut g, second, None);
    target(&mut g, me);
    settled(&g);
    assert_eq!(g.state().card(me).boosts, 0);
    assert_eq!(
        hand(&g, P0),
        before - 2 + 1,
        "my last boost: Boosted lost, a card drawn"
    );
}
