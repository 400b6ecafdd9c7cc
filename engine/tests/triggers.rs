//! Phase triggers (CR 4.2.b) and written `When …` triggers (CR 6.3) of real cards from
//! `cards/`, in small positions built with `Scenario`, every decision scripted.
mod common;

use common::{choose, filler, play, real, settled, P0, P1};

use altered_engine::*;
use std::path::Path;
use std::sync::Arc;

/// A card written for one test (for combinations no real card has).
fn written(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Scout\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
         cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_SCOUT\n\n{body}"
    );
    let mut pool = CardPool::new();
    pool.add_source(Path::new("test.card"), &source)
        .expect("the test card compiles")
}

fn character(name: &str, cost: u8) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, cost, cost, [1, 1, 1]))
}

/// Player 0 with `mana` ready orbs, `deck` cards in their Deck, and a free card in Hand
/// (so that the turn comes back to them instead of the day ending).
fn position(mana: usize, deck: usize) -> Scenario {
    let mut sc = Scenario::new();
    let f = filler();
    sc.cards(&f, P0, Zone::Mana(P0), mana);
    sc.cards(&f, P0, Zone::Deck(P0), deck);
    sc.card(&character("Spare", 0), P0, Zone::Hand(P0));
    sc
}

fn start_at(sc: Scenario, step: Step, phase: Phase) -> Game {
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(step, phase);
    Game::from_state(st)
}

fn tokens(g: &Game, p: PlayerId, side: Side) -> usize {
    g.state()
        .in_zone(Zone::Expedition(p, side))
        .filter(|&c| g.state().card(c).token)
        .count()
}

#[test]
fn cr_4_2_b_axiom_reprocessor_resupplies_at_the_beginning_of_noon() {
    let mut sc = position(0, 2);
    sc.card(&real("ALT_CORE_B_AX_25_C"), P0, Zone::Landmarks(P0));
    let g = start_at(sc, Step::Noon, Phase::Morning);
    settled(&g);
    assert_eq!(
        g.state().count(Zone::Reserve(P0)),
        1,
        "Resupply: the top card to Reserve"
    );
    assert_eq!(g.state().count(Zone::Deck(P0)), 1);
    let ev = g.events();
    let noon = ev.iter().position(|e| *e == Event::Phase(Phase::Noon)).unwrap();
    let played = ev
        .iter()
        .position(|e| matches!(e, Event::ReactionPlayed { .. }))
        .unwrap();
    let afternoon = ev.iter().position(|e| *e == Event::Phase(Phase::Afternoon)).unwrap();
    assert!(
        noon < played && played < afternoon,
        "resolved before the Afternoon begins"
    );
}

#[test]
fn cr_4_2_b_sigismar_creates_a_recruit_in_the_hero_expedition_at_noon() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_CORE_B_OR_01_C"), P0, Zone::HeroZone(P0));
    let g = start_at(sc, Step::Noon, Phase::Morning);
    settled(&g);
    assert_eq!(
        tokens(&g, P0, Side::Hero),
        1,
        "CR 2.2.12.h: a Hero's ability works in the Hero zone"
    );
    assert_eq!(tokens(&g, P0, Side::Companion), 0);
}

#[test]
fn cr_4_2_b_ordis_carrier_creates_recruits_only_for_its_controller() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_CORE_B_OR_30_R1"), P1, Zone::Landmarks(P1));
    sc.card(&character("Spare", 0), P1, Zone::Hand(P1));
    let g = start_at(sc, Step::Noon, Phase::Morning);
    assert_eq!(tokens(&g, P1, Side::Hero), 1);
    assert_eq!(tokens(&g, P1, Side::Companion), 1);
    assert_eq!(tokens(&g, P0, Side::Hero), 0);
}

#[test]
fn cr_2_2_12_g_an_at_noon_reaction_in_reserve_does_not_work() {
    let mut sc = position(0, 2);
    sc.card(&real("ALT_CORE_B_AX_25_C"), P0, Zone::Reserve(P0));
    let g = start_at(sc, Step::Noon, Phase::Morning);
    settled(&g);
    assert_eq!(
        g.state().count(Zone::Deck(P0)),
        2,
        "not a support ability: nothing happens"
    );
}

#[test]
fn cr_4_2_b_kadigiran_draws_at_dusk_with_three_boosts_before_progress() {
    let mut sc = position(0, 2);
    let k = sc.card(&real("ALT_CORE_B_YZ_07_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(k, 3);
    let g = start_at(sc, Step::Dusk, Phase::Afternoon);
    let ev = g.events();
    let drew = ev
        .iter()
        .position(|e| matches!(e, Event::Moved { to: Zone::Hand(P0), .. }))
        .expect("drew a card");
    let moved = ev
        .iter()
        .position(|e| matches!(e, Event::ExpeditionMoved { .. }))
        .expect("Progress");
    assert!(
        drew < moved,
        "CR 4.2.b: reactions at the beginning of Dusk, before Progress"
    );
}

#[test]
fn cr_1_2_6_e_kadigiran_at_dusk_with_two_boosts_draws_nothing() {
    let mut sc = position(0, 2);
    let k = sc.card(&real("ALT_CORE_B_YZ_07_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(k, 2);
    let g = start_at(sc, Step::Dusk, Phase::Afternoon);
    let ev = g.events();
    let night = ev.iter().position(|e| *e == Event::Phase(Phase::Night)).unwrap();
    assert!(ev[..night]
        .iter()
        .any(|e| matches!(e, Event::ReactionPlayed { card, .. } if *card == k)));
    assert!(!ev[..night]
        .iter()
        .any(|e| matches!(e, Event::Moved { to: Zone::Hand(P0), .. })));
}

#[test]
fn cr_6_3_f_kadigiran_gains_a_boost_when_you_play_a_spell() {
    let mut sc = position(0, 0);
    let k = sc.card(&real("ALT_CORE_B_YZ_07_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let spell = sc.card(
        &Arc::new(CardDef::basic("Free Spell", Kind::Spell, 0, 0, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let other = sc.card(&character("Free", 0), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().card(k).boosts, 1);
    play(&mut g, other, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(k).boosts, 1, "a Character is not a Spell");
}

#[test]
fn cr_6_3_i_arcolano_milk_gives_the_character_that_joins_my_expedition_a_boost_and_fleeting() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_ALIZE_B_BR_43_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let a = sc.card(&character("Joiner", 0), P0, Zone::Hand(P0));
    let b = sc.card(&character("Elsewhere", 0), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, a, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(a).boosts, 1, "`it` is the Character that joined");
    assert!(g.state().card(a).status.fleeting);
    play(&mut g, b, Some(Side::Companion));
    settled(&g);
    assert_eq!(g.state().card(b).boosts, 0, "not my Expedition");
}

#[test]
fn cr_6_3_f_the_monolith_boosts_non_token_characters_joining_your_expeditions() {
    let mut sc = position(0, 0);
    let monolith = sc.card(&real("ALT_CORE_B_OR_28_R2"), P0, Zone::Landmarks(P0));
    let a = sc.card(&character("Joiner", 0), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, a, Some(Side::Companion));
    settled(&g);
    assert_eq!(g.state().card(a).boosts, 1);
    assert_eq!(g.state().card(monolith).boosts, 0);
}

#[test]
fn cr_6_3_f_a_reaction_that_did_not_exist_before_the_event_is_not_activated() {
    // The Monolith joining is not "a Character joins"; and a Character's own `When a
    // Character joins my Expedition` does not see itself join (it did not exist before).
    let mut sc = position(1, 0);
    let milk = sc.card(&real("ALT_ALIZE_B_BR_43_R2"), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, milk, Some(Side::Hero));
    settled(&g);
    assert!(!g.events().iter().any(|e| matches!(e, Event::ReactionCreated { .. })));
}

#[test]
fn cr_6_3_f_jeanne_darc_leaving_at_rest_creates_recruits() {
    // CR 6.3.f remark: the reaction of an object that left works as it was before.
    let mut sc = position(0, 0);
    let j = sc.card(&real("ALT_CORE_B_OR_17_C"), P0, Zone::Expedition(P0, Side::Hero));
    sc.state_mut().player_mut(P0).moved_forward = [true, false];
    let g = start_at(sc, Step::Night, Phase::Dusk);
    assert_eq!(g.state().card(j).zone, Zone::Reserve(P0), "Rest");
    let created: Vec<_> = g
        .events()
        .iter()
        .filter(|e| matches!(e, Event::TokenCreated { player: P0, .. }))
        .collect();
    assert_eq!(created.len(), 2, "one Recruit in each of your Expeditions: {created:?}");
}

#[test]
fn cr_6_3_f_technical_boots_remove_fleeting_when_my_expedition_moves_forward() {
    let mut sc = position(0, 0);
    sc.card(&real("ALT_ALIZE_B_BR_44_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let c = sc.card(&character("Runner", 0), P0, Zone::Expedition(P0, Side::Hero));
    sc.status(c, |s| s.fleeting = true);
    let mut g = start_at(sc, Step::Dusk, Phase::Afternoon);
    // Progress: the Hero Expedition (2 Characters' worth) moves forward; the reaction asks
    // for its target.
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(c));
    assert!(
        g.events().contains(&Event::Fleeting {
            card: c,
            fleeting: false
        }),
        "{:?}",
        g.events()
    );
}

#[test]
fn cr_2_2_12_i_a_support_reaction_works_only_in_reserve_and_not_exhausted() {
    let support = written("--- support ---\nAt Noon | Draw a card.\n");
    for (zone, exhausted, draws) in [
        (Zone::Reserve(P0), false, 1),
        (Zone::Reserve(P0), true, 0),
        (Zone::Expedition(P0, Side::Hero), false, 0),
    ] {
        let mut sc = position(0, 2);
        let s = sc.card(&support, P0, zone);
        sc.status(s, |st| st.exhausted = exhausted);
        let g = start_at(sc, Step::Noon, Phase::Morning);
        assert_eq!(
            g.state().count(Zone::Hand(P0)),
            1 + draws,
            "{zone:?}, exhausted {exhausted}"
        );
    }
}

/// CR 6.3.m: the hundred-and-first activation is not made, and no Reaction is created.
#[test]
fn cr_1_4_6_c_a_written_reaction_that_retriggers_itself_stops_at_a_hundred() {
    // Each boost it gains activates it again: the hundred-and-first activation is refused.
    let looping = written("When I gain 1 or more boosts | I gain 1 boost.\n");
    let mut sc = position(0, 0);
    let l = sc.card(&looping, P0, Zone::Expedition(P0, Side::Hero));
    let starter = written_spell();
    let s = sc.card(&starter, P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, s, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(l));
    settled(&g);
    let limited = g
        .events()
        .iter()
        .filter(|e| matches!(e, Event::ReactionLimit { .. }))
        .count();
    assert_eq!(limited, 1);
    assert_eq!(
        g.state().card(l).boosts,
        101,
        "the Spell's boost, then a hundred reactions"
    );
}

fn written_spell() -> Arc<CardDef> {
    let source = "name: Test Spark\ntype: Spell\nfaction: Axiom\nrarity: Common\n\
                  cost: hand 0, reserve 0\nrefs: TEST_SPARK\n\nTarget Character gains 1 boost.\n";
    let mut pool = CardPool::new();
    pool.add_source(Path::new("spark.card"), source).expect("compiles")
}

#[test]
fn cr_6_3_f_maw_gains_two_boosts_when_you_sacrifice_a_character() {
    let sacrifice = written("etb You may sacrifice a Character.\n");
    let mut sc = position(0, 0);
    let maw = sc.card(&real("ALT_CORE_B_YZ_31_C"), P0, Zone::Expedition(P0, Side::Companion));
    let victim = sc.card(&character("Victim", 0), P0, Zone::Expedition(P0, Side::Hero));
    let s = sc.card(&sacrifice, P0, Zone::Hand(P0));
    sc.cards(&filler(), P0, Zone::Mana(P0), 1);
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, s, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    settled(&g);
    assert_eq!(g.state().card(victim).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(maw).boosts, 2);
}

/// A card written for one test, owned by whoever it is given to.
fn reacts_to(trigger: &str) -> Arc<CardDef> {
    written(&format!("When {trigger} | I gain 1 boost."))
}

#[test]
fn cr_5_1_1_c_the_player_taking_their_turn_plays_their_reactions_first() {
    // CR 1.4.5.a: during the Afternoon the player taking their turn has the initiative,
    // even when they are not the first player; so their Reaction is played before the
    // first player's, both activated by the same play.
    let mut sc = position(0, 0);
    let first = sc.card(
        &reacts_to("an opponent plays a Character"),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let turn = sc.card(&reacts_to("you play a Character"), P1, Zone::Expedition(P1, Side::Hero));
    let played = sc.card(&character("Joiner", 0), P1, Zone::Hand(P1));
    sc.card(&character("Spare", 0), P1, Zone::Hand(P1));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Turn(P1), Phase::Afternoon);
    let mut g = Game::from_state(st);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == played),
    );
    let order: Vec<CardId> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::ReactionPlayed { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![turn, first], "{:?}", g.events());
    assert_eq!(g.state().card(first).boosts, 1);
    assert_eq!(g.state().card(turn).boosts, 1);
}

/// A Spell with this effect, free, for player 0 to play.
fn spell(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Spell\ntype: Spell\nfaction: Axiom\nrarity: Common\n\
         cost: hand 0, reserve 0\nrefs: TEST_SPELL\n\n{body}"
    );
    CardPool::new()
        .add_source(Path::new("spell.card"), &source)
        .expect("the test Spell compiles")
}

/// The passive voice names what the action is done to, whoever does it: player 1's card
/// sees player 0 sacrifice their own Character (CR 7.3.31, 6.3.b), where `When you
/// sacrifice …` of the same player does not.
#[test]
fn cr_7_3_31_a_character_is_sacrificed_by_any_player() {
    let mut sc = position(0, 0);
    let victim = sc.card(&character("Victim", 1), P0, Zone::Expedition(P0, Side::Hero));
    let any = sc.card(
        &written("When a Character is sacrificed | I gain 1 boost.\n"),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let yours = sc.card(
        &written("When you sacrifice a Character | I gain 1 boost.\n"),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let sacrifice = sc.card(&spell("Sacrifice a Character.\n"), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, sacrifice, None);
    if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseObject) {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
    }
    settled(&g);
    assert!(matches!(g.state().card(victim).zone, Zone::Discard(_)));
    assert_eq!(g.state().card(any).boosts, 1, "is sacrificed: by anyone");
    assert_eq!(g.state().card(yours).boosts, 0, "you sacrifice: not player 0");
}

/// CR 7.3.12: `When I'm exhausted` is my gaining Exhausted, by whatever exhausts me; and
/// CR 7.3.7: `When a card is discarded from a Reserve`, whoever discards it.
#[test]
fn cr_7_3_12_i_am_exhausted_and_cr_7_3_7_a_card_is_discarded_from_a_reserve() {
    let mut sc = position(0, 0);
    let tired = sc.card(
        &written("When I'm exhausted | I gain 1 boost.\n"),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let watcher = sc.card(
        &written("When a card is discarded from a Reserve | I gain 2 boosts.\n"),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let junk = sc.card(&character("Junk", 1), P1, Zone::Reserve(P1));
    let exhaust = sc.card(&spell("Exhaust target Character.\n"), P0, Zone::Hand(P0));
    let discard = sc.card(
        &spell("Discard up to one target card from a Reserve.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    play(&mut g, exhaust, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(tired));
    settled(&g);
    assert!(g.state().card(tired).status.exhausted);
    assert_eq!(g.state().card(tired).boosts, 1, "exhausted by player 0's Spell");
    assert_eq!(g.state().card(watcher).boosts, 0, "nothing discarded yet");
    play(&mut g, discard, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(junk));
    settled(&g);
    assert_eq!(g.state().card(junk).zone, Zone::Discard(P1));
    assert_eq!(
        g.state().card(watcher).boosts,
        2,
        "discarded by player 0 from player 1's Reserve"
    );
}

/// `the Expedition facing me` as the place of a trigger (CR 1.2.3.c): the opponent's
/// Expedition facing my own; one played into their other Expedition does not join it.
#[test]
fn cr_1_2_3_c_a_character_joins_the_expedition_facing_me() {
    for (side, boosts) in [(Side::Hero, 1), (Side::Companion, 0)] {
        let mut sc = position(0, 0);
        let watcher = sc.card(
            &written("When a Character joins the Expedition facing me | I gain 1 boost.\n"),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let newcomer = sc.card(&character("Newcomer", 0), P1, Zone::Hand(P1));
        let mut g = start_at(sc, Step::Turn(P1), Phase::Afternoon);
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Play { card, to: Some(t), .. } if *card == newcomer && *t == side),
        );
        settled(&g);
        assert_eq!(g.state().card(newcomer).zone, Zone::Expedition(P1, side));
        assert_eq!(g.state().card(watcher).boosts, boosts, "played into {side:?}");
    }
}

/// Player 0's card with `reaction`, in `from`, discarded by a Spell `how` player 0 plays:
/// the cards player 0 drew.
fn drawn_when_discarded(reaction: &str, from: Zone, how: &str) -> usize {
    let mut sc = position(3, 3);
    let me = sc.card(&written(reaction), P0, from);
    let discard = sc.card(&spell(how), P0, Zone::Hand(P0));
    let mut g = start_at(sc, Step::Turn(P0), Phase::Afternoon);
    let before = g.state().count(Zone::Hand(P0));
    play(&mut g, discard, None);
    // a card in the Hand is no object (CR 2.1.j): it is chosen as a hidden card
    let kind = match from {
        Zone::Hand(_) => DecisionKind::ChooseHidden,
        _ => DecisionKind::ChooseObject,
    };
    choose(&mut g, kind, |o| *o == Opt::Card(me));
    settled(&g);
    assert_eq!(g.state().card(me).zone, Zone::Discard(P0), "{from:?}");
    // the Spell, and the card itself when it was in the Hand, left the Hand
    g.state().count(Zone::Hand(P0)) + 1 + usize::from(from == Zone::Hand(P0)) - before
}

const DISCARDS: [(Zone, &str); 3] = [
    (Zone::Reserve(P0), "Discard up to one target card from a Reserve.\n"),
    (Zone::Hand(P0), "Discard a card from your Hand.\n"),
    (Zone::Expedition(P0, Side::Hero), "Sacrifice a Character.\n"),
];

/// CR 7.3.7.a: `When I'm discarded` is my move to the discard pile from wherever I am: from
/// the Reserve, from the Hand, and from play by a sacrifice (which is a discard, CR
/// 7.3.31.a). It is a self-move reaction (CR 6.3.c, I enter a visible zone): the card in
/// the discard pile reacts, though it does not work there (CR 6.3.e), and draws each time;
/// `from your Reserve` only from there, `I go to the discard pile from your Hand` only from
/// the Hand.
#[test]
fn cr_6_3_c_when_i_am_discarded_is_a_self_move_reaction() {
    for (from, how) in DISCARDS {
        let anywhere = drawn_when_discarded("When I'm discarded | Draw a card.\n", from, how);
        assert_eq!(anywhere, 1, "discarded from {from:?}");
        let reserve = drawn_when_discarded("When I'm discarded from your Reserve | Draw a card.\n", from, how);
        assert_eq!(
            reserve,
            usize::from(from == Zone::Reserve(P0)),
            "discarded from {from:?}"
        );
        let hand = drawn_when_discarded(
            "When I go to the discard pile from your Hand | Draw a card.\n",
            from,
            how,
        );
        assert_eq!(hand, usize::from(from == Zone::Hand(P0)), "discarded from {from:?}");
    }
}
