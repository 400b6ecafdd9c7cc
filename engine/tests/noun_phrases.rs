//! Noun phrases wherever an object is named (issue 15, deliverable 2), in play on cards
//! written for the test: a choice between noun phrases, statuses negated (`non-Fleeting`),
//! places and qualifiers. Each test asserts what the phrase names and what it leaves out, so
//! that it fails when the phrase is read another way; tests are named after the rules.
mod common;

use common::{choose, play, position, settled, start, P0, P1};

use altered_engine::*;
use std::path::Path;
use std::sync::Arc;

/// A Character written for one test, with hand cost 1.
fn written(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Noun Phrase\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
         cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_NOUN_PHRASE\n\n{body}"
    );
    let mut pool = CardPool::new();
    pool.add_source(Path::new("test.card"), &source)
        .expect("the test card compiles")
}

fn basic(name: &str, kind: Kind) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, 1, 1, [1, 1, 1]))
}

fn pick(g: &mut Game, card: CardId) {
    choose(g, DecisionKind::ChooseObject, |o| *o == Opt::Card(card));
}

// ------------------------------------------------------------------ a choice between noun phrases

/// `target Permanent or target card in Reserve`: one target (CR 1.2.6.c), chosen among what
/// either noun phrase names: a Permanent in play or a card in a Reserve, not a Character in
/// play.
#[test]
fn cr_1_2_6_c_one_target_among_either_noun_phrase() {
    for pick_reserve in [true, false] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written("etb Exhaust target Permanent or target card in Reserve."),
            P0,
            Zone::Hand(P0),
        );
        let permanent = sc.card(&basic("Tower", Kind::LandmarkPermanent), P1, Zone::Landmarks(P1));
        let stored = sc.card(&basic("Stored", Kind::Character), P1, Zone::Reserve(P1));
        let walker = sc.card(&basic("Walker", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        let mut options = common::offered_objects(&g);
        options.sort();
        let mut expected = vec![permanent, stored];
        expected.sort();
        assert_eq!(options, expected, "a Permanent or a card in Reserve, not {walker:?}");
        let chosen = if pick_reserve { stored } else { permanent };
        pick(&mut g, chosen);
        settled(&g);
        let st = g.state();
        assert!(st.card(chosen).status.exhausted, "the target is exhausted");
        let other = if pick_reserve { permanent } else { stored };
        assert!(!st.card(other).status.exhausted, "one target only");
        assert!(!st.card(walker).status.exhausted);
    }
}

/// `a Permanent you control or a card in your Reserve`: each phrase keeps its own place and
/// control; the opponent's Permanent and the opponent's Reserve are not offered (CR 1.2.6.c:
/// not a target, the same choice among what the phrases name).
#[test]
fn cr_1_2_6_c_a_choice_between_noun_phrases_keeps_each_ones_place_and_control() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Exhaust a Permanent you control or a card in your Reserve."),
        P0,
        Zone::Hand(P0),
    );
    let mine = sc.card(&basic("My Tower", Kind::LandmarkPermanent), P0, Zone::Landmarks(P0));
    let stored = sc.card(&basic("Stored", Kind::Spell), P0, Zone::Reserve(P0));
    let theirs = sc.card(&basic("Their Tower", Kind::LandmarkPermanent), P1, Zone::Landmarks(P1));
    let their_stored = sc.card(&basic("Their Stored", Kind::Spell), P1, Zone::Reserve(P1));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let mut options = common::offered_objects(&g);
    options.sort();
    let mut expected = vec![mine, stored];
    expected.sort();
    assert_eq!(options, expected, "not {theirs:?} nor {their_stored:?}");
    pick(&mut g, stored);
    settled(&g);
    assert!(g.state().card(stored).status.exhausted);
    assert!(!g.state().card(mine).status.exhausted);
}

/// `per Landmark Permanent you control or Spell in your Reserve`: a count of what either
/// phrase names, each object once (CR 2.4.5.a: each boost gained counts).
#[test]
fn cr_2_4_5_a_boosts_per_object_either_noun_phrase_names() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb I gain 1 boost per Landmark Permanent you control or Spell in your Reserve."),
        P0,
        Zone::Hand(P0),
    );
    sc.card(&basic("Tower", Kind::LandmarkPermanent), P0, Zone::Landmarks(P0));
    sc.cards(&basic("Song", Kind::Spell), P0, Zone::Reserve(P0), 2);
    // neither: a Character in my Reserve, a Spell in the opponent's Reserve
    sc.card(&basic("Resting", Kind::Character), P0, Zone::Reserve(P0));
    sc.card(&basic("Their Song", Kind::Spell), P1, Zone::Reserve(P1));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(card).boosts, 3);
}

/// `If there's a Spell in your Reserve or a Permanent in your Landmarks`: either makes the
/// condition true (CR 1.2.6.e); with neither, the step is ignored.
#[test]
fn cr_1_2_6_e_a_condition_on_either_noun_phrase() {
    for (spell, permanent, draws) in [(true, false, 1), (false, true, 1), (false, false, 0)] {
        let mut sc = position(1, 2);
        let card = sc.card(
            &written("etb If there's a Spell in your Reserve or a Permanent in your Landmarks, draw a card."),
            P0,
            Zone::Hand(P0),
        );
        if spell {
            sc.card(&basic("Song", Kind::Spell), P0, Zone::Reserve(P0));
        }
        if permanent {
            sc.card(&basic("Tower", Kind::LandmarkPermanent), P0, Zone::Landmarks(P0));
        }
        // a Character in my Reserve is neither
        sc.card(&basic("Resting", Kind::Character), P0, Zone::Reserve(P0));
        let mut g = start(sc);
        let before = g.state().count(Zone::Hand(P0));
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        assert_eq!(
            g.state().count(Zone::Hand(P0)) + 1,
            before + draws,
            "spell {spell}, permanent {permanent}"
        );
    }
}

// ------------------------------------------------------------------ statuses negated

/// `non-Fleeting` names what does not have the status Fleeting now (CR 2.4.7, 2.4.1.a).
#[test]
fn cr_2_4_7_a_non_fleeting_names_the_characters_without_fleeting() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each non-Fleeting Character you control gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let fleeting = sc.card(
        &basic("Fleeting One", Kind::Character),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    sc.status(fleeting, |s| s.fleeting = true);
    let plain = sc.card(
        &basic("Plain", Kind::Character),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    assert_eq!(
        (st.card(fleeting).boosts, st.card(plain).boosts, st.card(card).boosts),
        (0, 1, 1)
    );
}

/// `target non-Fleeting Character`: a Fleeting Character is not offered (CR 2.4.7).
#[test]
fn cr_2_4_7_a_a_fleeting_character_is_not_a_non_fleeting_target() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Target non-Fleeting Character gains Asleep."),
        P0,
        Zone::Hand(P0),
    );
    let fleeting = sc.card(
        &basic("Fleeting One", Kind::Character),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.status(fleeting, |s| s.fleeting = true);
    let plain = sc.card(
        &basic("Plain", Kind::Character),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let options = common::offered_objects(&g);
    assert!(options.contains(&plain) && options.contains(&card) && !options.contains(&fleeting));
    pick(&mut g, plain);
    settled(&g);
    assert!(g.state().card(plain).status.asleep);
}

/// `When a non-Boosted Character you control gains 1 or more boosts`: it had no boost
/// before; it is Boosted after (CR 2.4.5.a), so one that had a boost does not trigger it.
#[test]
fn cr_2_4_5_a_a_non_boosted_character_gaining_boosts_had_none_before() {
    for (had, draws) in [(0, 1), (1, 0)] {
        let mut sc = position(1, 2);
        sc.card(
            &written("When a non-Boosted Character you control gains 1 or more boosts | Draw a card."),
            P0,
            Zone::Expedition(P0, Side::Companion),
        );
        let spell = sc.card(
            &common::written("Spell", "Target Character gains 2 boosts."),
            P0,
            Zone::Hand(P0),
        );
        let walker = sc.card(&basic("Walker", Kind::Character), P0, Zone::Expedition(P0, Side::Hero));
        sc.boosts(walker, had);
        let mut g = start(sc);
        let before = g.state().count(Zone::Hand(P0));
        play(&mut g, spell, None);
        pick(&mut g, walker);
        settled(&g);
        assert_eq!(g.state().card(walker).boosts, had + 2);
        assert_eq!(
            g.state().count(Zone::Hand(P0)) + 1,
            before + draws,
            "{had} boost(s) before"
        );
    }
}

// ------------------------------------------------------------------ Base Cost of a card played

fn costing(name: &str, kind: Kind, hand_cost: u8, reserve_cost: u8) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, hand_cost, reserve_cost, [1, 1, 1]))
}

/// The cards offered by the pending decision to play, and the cost offered for each.
fn play_offers(g: &Game) -> Vec<(CardId, PlayFrom, u8)> {
    let d = g.pending().expect("a decision");
    let mut offers: Vec<(CardId, PlayFrom, u8)> = d
        .options
        .iter()
        .filter_map(|o| match o {
            Opt::Play { card, from, cost, .. } => Some((*card, *from, *cost)),
            _ => None,
        })
        .collect();
    offers.dedup();
    offers
}

/// `play a Character with Base Cost 2 or less`: the Base Cost of a card in Reserve is its
/// Reserve Cost, of one in Hand its Hand Cost (CR 2.2.9.b); played for free, it costs
/// nothing (CR 7.3.23.a).
#[test]
fn cr_2_2_9_b_playing_a_character_with_base_cost_reads_reserve_cost_in_reserve() {
    let mut sc = position(0, 0);
    let card = sc.card(
        &written("etb You may immediately play a Character with Base Cost 2 or less for free."),
        P0,
        Zone::Reserve(P0),
    );
    let cheap_hand = sc.card(&costing("Cheap in Hand", Kind::Character, 2, 5), P0, Zone::Hand(P0));
    let dear_hand = sc.card(&costing("Dear in Hand", Kind::Character, 3, 1), P0, Zone::Hand(P0));
    let cheap_reserve = sc.card(
        &costing("Cheap in Reserve", Kind::Character, 5, 2),
        P0,
        Zone::Reserve(P0),
    );
    let dear_reserve = sc.card(
        &costing("Dear in Reserve", Kind::Character, 1, 3),
        P0,
        Zone::Reserve(P0),
    );
    let spell = sc.card(&costing("Song", Kind::Spell, 1, 1), P0, Zone::Hand(P0));
    // the playing card itself comes from Reserve at its Reserve Cost 1, paid by one orb
    sc.cards(&common::filler(), P0, Zone::Mana(P0), 1);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card: c, from: PlayFrom::Reserve, to: Some(Side::Hero), .. } if *c == card),
    );
    let offered: Vec<CardId> = play_offers(&g).into_iter().map(|(c, _, _)| c).collect();
    assert!(
        offered.contains(&cheap_hand) && offered.contains(&cheap_reserve),
        "{offered:?}"
    );
    for no in [dear_hand, dear_reserve, spell] {
        assert!(!offered.contains(&no), "{no:?} is not offered: {offered:?}");
    }
    assert!(play_offers(&g).iter().all(|&(_, _, cost)| cost == 0), "for free");
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card: c, to: Some(Side::Companion), .. } if *c == cheap_reserve),
    );
    settled(&g);
    assert!(matches!(
        g.state().card(cheap_reserve).zone,
        Zone::Expedition(P0, Side::Companion)
    ));
}

/// `play a Character from your Hand`: a card is played from Hand or Reserve unless the
/// effect specifies otherwise (CR 5.2.a); here only the Hand's are offered.
#[test]
fn cr_5_2_a_playing_from_your_hand_offers_no_card_in_reserve() {
    let mut sc = position(0, 0);
    let card = sc.card(
        &written("etb You may play a Character from your Hand for free."),
        P0,
        Zone::Reserve(P0),
    );
    let in_hand = sc.card(&costing("In Hand", Kind::Character, 4, 4), P0, Zone::Hand(P0));
    let in_reserve = sc.card(&costing("In Reserve", Kind::Character, 4, 4), P0, Zone::Reserve(P0));
    sc.cards(&common::filler(), P0, Zone::Mana(P0), 1);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card: c, from: PlayFrom::Reserve, to: Some(Side::Hero), .. } if *c == card),
    );
    let offered: Vec<CardId> = play_offers(&g).into_iter().map(|(c, _, _)| c).collect();
    assert!(
        offered.contains(&in_hand) && !offered.contains(&in_reserve),
        "the Hand's cards only: {offered:?}"
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card: c, to: Some(Side::Hero), .. } if *c == in_hand),
    );
    settled(&g);
    assert!(matches!(g.state().card(in_hand).zone, Zone::Expedition(P0, Side::Hero)));
}

/// `play a card from your Discard pile`: the zone the effect specifies (CR 5.2.a), whose
/// cards are objects (CR 3.2.3); the card played from there does not gain Fleeting, which
/// only a card played from Reserve gains (CR 2.4.7.a), and costs nothing for free (CR
/// 7.3.23.a).
#[test]
fn cr_5_2_a_playing_a_card_from_your_discard_pile() {
    let mut sc = position(0, 0);
    let card = sc.card(
        &written("etb You may play a Character from your Discard pile for free."),
        P0,
        Zone::Reserve(P0),
    );
    let discarded = sc.card(&costing("Discarded", Kind::Character, 4, 4), P0, Zone::Discard(P0));
    let in_hand = sc.card(&costing("In Hand", Kind::Character, 1, 1), P0, Zone::Hand(P0));
    let theirs = sc.card(&costing("Theirs", Kind::Character, 1, 1), P1, Zone::Discard(P1));
    sc.cards(&common::filler(), P0, Zone::Mana(P0), 1);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card: c, from: PlayFrom::Reserve, to: Some(Side::Hero), .. } if *c == card),
    );
    let offers = play_offers(&g);
    assert_eq!(
        offers,
        vec![(discarded, PlayFrom::Discard, 0)],
        "not {in_hand:?} nor {theirs:?}"
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card: c, to: Some(Side::Companion), .. } if *c == discarded),
    );
    settled(&g);
    let played = g.state().card(discarded);
    assert!(matches!(played.zone, Zone::Expedition(P0, Side::Companion)));
    assert!(!played.status.fleeting, "played from a Discard pile, not from Reserve");
}

/// `You may play Spells for 1 less if their Base Cost is 4 or more`: a Spell played from
/// Hand has its Hand Cost as Base Cost, one played from Reserve its Reserve Cost (CR
/// 2.2.9.b); only those with Base Cost 4 or more cost less (CR 5.1.2.e).
#[test]
fn cr_5_1_2_e_a_cost_decrease_for_cards_whose_base_cost_is_4_or_more() {
    let mut sc = position(9, 0);
    sc.card(
        &written("You may play Spells for 1 less if their Base Cost is 4 or more."),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let dear = sc.card(&costing("Dear Song", Kind::Spell, 4, 2), P0, Zone::Hand(P0));
    let cheap = sc.card(&costing("Cheap Song", Kind::Spell, 3, 3), P0, Zone::Hand(P0));
    let stored = sc.card(&costing("Stored Song", Kind::Spell, 5, 4), P0, Zone::Reserve(P0));
    let low_stored = sc.card(&costing("Low Stored Song", Kind::Spell, 6, 3), P0, Zone::Reserve(P0));
    let character = sc.card(&costing("Walker", Kind::Character, 5, 5), P0, Zone::Hand(P0));
    let g = start(sc);
    let offers = play_offers(&g);
    let cost = |card: CardId| offers.iter().find(|o| o.0 == card).map(|o| o.2);
    assert_eq!(cost(dear), Some(3), "Hand Cost 4: 1 less");
    assert_eq!(cost(cheap), Some(3), "Hand Cost 3: as printed");
    assert_eq!(cost(stored), Some(3), "from Reserve, Base Cost 4: 1 less");
    assert_eq!(
        cost(low_stored),
        Some(3),
        "from Reserve, Base Cost 3 (not its Hand Cost 6): as printed"
    );
    assert_eq!(cost(character), Some(5), "not a Spell");
}

// ------------------------------------------------------------------ abilities and places

/// A Character with a support ability (CR 2.2.12: it discards itself from Reserve).
fn supporter(name: &str) -> Arc<CardDef> {
    let source = format!(
        "name: {name}\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
         cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_SUPPORTER\n\n\
         --- support ---\nsupport: Draw a card.\n"
    );
    let mut pool = CardPool::new();
    pool.add_source(Path::new("supporter.card"), &source)
        .expect("the test card compiles")
}

/// `with a support ability`: a card whose printed abilities include one with the `{D}`
/// cost (CR 2.2.12); a card without one is not named.
#[test]
fn cr_2_2_12_d_cards_with_a_support_ability_in_your_reserve() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Exhaust each card with a support ability in your Reserve."),
        P0,
        Zone::Hand(P0),
    );
    let with = sc.card(&supporter("Helper"), P0, Zone::Reserve(P0));
    let without = sc.card(&basic("Plain", Kind::Character), P0, Zone::Reserve(P0));
    let theirs = sc.card(&supporter("Their Helper"), P1, Zone::Reserve(P1));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    // the effect has resolved; the opponent, who may play Their Helper's support, is next
    let d = g.pending().expect("a decision");
    assert_eq!((d.kind, d.player), (DecisionKind::Turn, P1), "{d:?}");
    let st = g.state();
    assert!(st.card(with).status.exhausted, "a support ability");
    assert!(!st.card(without).status.exhausted, "none");
    assert!(!st.card(theirs).status.exhausted, "not in your Reserve");
}

/// `If there's a card with no support ability in your Reserve`: an exhausted card in
/// Reserve has no support abilities (CR 2.2.12.j, 2.4.6.e), so it counts; a ready one does not.
#[test]
fn cr_2_2_12_j_an_exhausted_card_in_reserve_has_no_support_ability() {
    for (exhausted, draws) in [(true, 1), (false, 0)] {
        let mut sc = position(1, 2);
        let card = sc.card(
            &written("etb If there's a card with no support ability in your Reserve, draw a card."),
            P0,
            Zone::Hand(P0),
        );
        let helper = sc.card(&supporter("Helper"), P0, Zone::Reserve(P0));
        sc.status(helper, |s| s.exhausted = exhausted);
        let mut g = start(sc);
        let before = g.state().count(Zone::Hand(P0));
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        assert_eq!(
            g.state().count(Zone::Hand(P0)) + 1,
            before + draws,
            "exhausted: {exhausted}"
        );
    }
}

/// `per Character other than me in your Expeditions or your Reserve`: in either place
/// (CR 3.2.4, 3.2.10), each counted once; not elsewhere, not me (CR 7.2.1).
#[test]
fn cr_3_2_10_a_a_noun_phrase_in_your_expeditions_or_your_reserve() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb I gain 1 boost per Character other than me in your Expeditions or your Reserve."),
        P0,
        Zone::Hand(P0),
    );
    sc.card(
        &basic("Walker", Kind::Character),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    sc.cards(&basic("Resting", Kind::Character), P0, Zone::Reserve(P0), 2);
    // neither: a Spell in my Reserve, a Character of the opponent, a Character in my Hand
    sc.card(&basic("Song", Kind::Spell), P0, Zone::Reserve(P0));
    sc.card(&basic("Foe", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
    sc.card(&basic("Held", Kind::Character), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(card).boosts, 3);
}

// ------------------------------------------------------------------ numbers compared with another object's

fn with_stats(name: &str, hand_cost: u8, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, hand_cost, hand_cost, stats))
}

/// `Each other Character with lower forest` with no object named before: compared with the
/// forest of the object the ability belongs to (CR 2.2.11, 7.2.1), strictly lower.
#[test]
fn cr_2_2_11_a_statistic_compared_with_mine() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each other Character with lower forest gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let lower = sc.card(&with_stats("Low", 1, [0, 5, 5]), P1, Zone::Expedition(P1, Side::Hero));
    let equal = sc.card(&with_stats("Even", 1, [1, 0, 0]), P0, Zone::Expedition(P0, Side::Hero));
    let higher = sc.card(&with_stats("High", 1, [2, 0, 0]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let boosts = |c| g.state().card(c).boosts;
    assert_eq!((boosts(lower), boosts(equal), boosts(higher)), (1, 0, 0));
    assert_eq!(boosts(card), 0, "`other`: not me");
}

/// `Target Character. Each Character with greater Hand Cost …`: compared with the Hand Cost
/// of the object named before (CR 2.2.7), not with the ability's.
#[test]
fn cr_2_2_7_a_hand_cost_compared_with_the_object_named_before() {
    let mut sc = position(1, 0);
    let spell = sc.card(
        &common::written(
            "Spell",
            "Target Character gains 1 boost. Each Character with greater Hand Cost gains 1 boost.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let two = sc.card(&with_stats("Two", 2, [1; 3]), P1, Zone::Expedition(P1, Side::Hero));
    let one = sc.card(&with_stats("One", 1, [1; 3]), P1, Zone::Expedition(P1, Side::Hero));
    let other_two = sc.card(
        &with_stats("Other Two", 2, [1; 3]),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let three = sc.card(&with_stats("Three", 3, [1; 3]), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    pick(&mut g, two);
    settled(&g);
    let boosts = |c| g.state().card(c).boosts;
    // the Spell costs 1: against its Hand Cost, Two and Other Two would be greater too
    assert_eq!(
        (boosts(two), boosts(one), boosts(other_two), boosts(three)),
        (1, 0, 0, 1)
    );
}

/// `target Character with equal or lower Reserve Cost` (CR 2.2.8): the candidates offered are
/// those whose Reserve Cost is at most mine, not one greater.
#[test]
fn cr_2_2_8_a_target_with_equal_or_lower_reserve_cost() {
    let mut sc = position(3, 0);
    let card = sc.card(
        &common::written_costing(
            "Character — Adventurer",
            2,
            "etb Target Character with equal or lower Reserve Cost gains 1 boost.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let one = sc.card(&with_stats("One", 1, [1; 3]), P1, Zone::Expedition(P1, Side::Hero));
    let two = sc.card(&with_stats("Two", 2, [1; 3]), P1, Zone::Expedition(P1, Side::Hero));
    let three = sc.card(&with_stats("Three", 3, [1; 3]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let offered = common::offered_objects(&g);
    assert!(offered.contains(&one) && offered.contains(&two), "{offered:?}");
    assert!(!offered.contains(&three), "a greater Reserve Cost: {offered:?}");
}

// ------------------------------------------------------------------ keywords with their number

/// `with Tough 2` names an object with an instance of Tough whose number is 2 (CR 7.4.7.b:
/// Tough is always followed by a number); `Tough 1` and no Tough are not, and `with Tough`
/// alone names either number.
#[test]
fn cr_7_4_7_b_with_tough_2_is_tough_with_that_number() {
    let mut sc = position(2, 0);
    let exact = sc.card(
        &common::written("Spell", "Each Character with Tough 2 gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let any = sc.card(
        &common::written("Spell", "Each Character with Tough gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let two = sc.card(&written("Tough 2."), P1, Zone::Expedition(P1, Side::Hero));
    let one = sc.card(&written("Tough 1."), P1, Zone::Expedition(P1, Side::Hero));
    let none = sc.card(&basic("Plain", Kind::Character), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, exact, None);
    settled(&g);
    let boosts = |g: &Game, c| g.state().card(c).boosts;
    assert_eq!((boosts(&g, two), boosts(&g, one), boosts(&g, none)), (1, 0, 0));
    play(&mut g, any, None);
    settled(&g);
    assert_eq!((boosts(&g, two), boosts(&g, one), boosts(&g, none)), (2, 1, 0));
}

// ------------------------------------------------------------------ in an Ascended Expedition

/// `Each Character in an Ascended Expedition`: in an Expedition with the Ascended status
/// (CR 2.4.3), any player's; not in an Expedition without it, nor in a Reserve.
#[test]
fn cr_2_4_3_characters_in_an_ascended_expedition() {
    let mut sc = position(1, 0);
    let spell = sc.card(
        &common::written("Spell", "Each Character in an Ascended Expedition gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    sc.state_mut().player_mut(P1).ascended = [true, false];
    let up = sc.card(&basic("Up", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
    let down = sc.card(
        &basic("Down", Kind::Character),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let mine = sc.card(&basic("Mine", Kind::Character), P0, Zone::Expedition(P0, Side::Hero));
    let resting = sc.card(&basic("Resting", Kind::Character), P1, Zone::Reserve(P1));
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    let boosts = |c| g.state().card(c).boosts;
    assert_eq!((boosts(up), boosts(down), boosts(mine), boosts(resting)), (1, 0, 0, 0));
}

/// `Characters in your Ascended Expeditions are Tough 1` (a passive, CR 2.4.3): while my
/// Expedition is Ascended, not in the other one, nor the opponent's Ascended one.
#[test]
fn cr_2_4_3_a_passive_on_characters_in_your_ascended_expeditions() {
    let mut sc = position(0, 0);
    sc.card(
        &written("Characters in your Ascended Expeditions are Tough 1."),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    sc.state_mut().player_mut(P0).ascended = [false, true];
    sc.state_mut().player_mut(P1).ascended = [true, true];
    let up = sc.card(&basic("Up", Kind::Character), P0, Zone::Expedition(P0, Side::Companion));
    let down = sc.card(&basic("Down", Kind::Character), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&basic("Theirs", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
    let g = start(sc);
    let tough = |c| g.state().has_keyword(c, altered_interpreter::KeywordAbility::Tough(0));
    assert!(tough(up));
    assert!(!tough(down) && !tough(theirs));
}

/// `for each of your Ascended Expeditions` counts the controller's Expeditions with the
/// Ascended status (CR 2.4.3); `per Ascended Expedition`, every player's; `for each
/// Expedition that's behind`, those behind the one facing them (CR 7.5.2).
#[test]
fn cr_2_4_3_expeditions_counted_by_status_and_whose() {
    for (phrase, drawn) in [
        ("for each of your Ascended Expeditions", 1),
        ("per Ascended Expedition", 2),
        ("for each Ascended Expedition your opponents control", 1),
        ("for each of your Expeditions that's behind", 1),
    ] {
        let mut sc = position(1, 5);
        let spell = sc.card(
            &common::written("Spell", &format!("Draw a card {phrase}.")),
            P0,
            Zone::Hand(P0),
        );
        sc.state_mut().player_mut(P0).ascended = [false, true];
        sc.state_mut().player_mut(P1).ascended = [true, false];
        // My Hero Expedition is behind the opponent's Companion Expedition facing it.
        sc.state_mut().player_mut(P1).markers[1] = 2;
        let mut g = start(sc);
        let before = g.state().count(Zone::Hand(P0));
        play(&mut g, spell, None);
        settled(&g);
        assert_eq!(g.state().count(Zone::Hand(P0)), before - 1 + drawn, "{phrase}");
    }
}

/// `I cost 1 less for each of your Ascended Expeditions` (CR 5.1.2.e, 2.4.3): one less per
/// Ascended Expedition of mine, none for the opponent's.
#[test]
fn cr_5_1_2_e_i_cost_less_for_each_of_your_ascended_expeditions() {
    for (mine, expected) in [([false, false], 3), ([true, false], 2), ([true, true], 1)] {
        let me = common::written_costing(
            "Character — Adventurer",
            3,
            "I cost 1 less for each of your Ascended Expeditions.",
        );
        let mut sc = position(3, 0);
        let card = sc.card(&me, P0, Zone::Hand(P0));
        sc.state_mut().player_mut(P0).ascended = mine;
        sc.state_mut().player_mut(P1).ascended = [true, true];
        let g = start(sc);
        assert_eq!(
            common::cost_offered(&g, card, Some(Side::Hero)),
            Some(expected),
            "{mine:?}"
        );
    }
}

/// `Target Ascended Expedition moves forward one region` (CR 1.2.6.c, 2.4.3): only the
/// Ascended Expeditions are offered.
#[test]
fn cr_1_2_6_c_target_ascended_expedition_offers_only_ascended_ones() {
    let mut sc = position(1, 0);
    let spell = sc.card(
        &common::written("Spell", "Target Ascended Expedition moves forward one region."),
        P0,
        Zone::Hand(P0),
    );
    sc.state_mut().player_mut(P0).ascended = [false, true];
    sc.state_mut().player_mut(P1).ascended = [true, false];
    let mut g = start(sc);
    play(&mut g, spell, None);
    let d = g.pending().expect("a decision").clone();
    assert_eq!(d.kind, DecisionKind::ChooseExpedition);
    let offered: Vec<_> = d.options.clone();
    assert_eq!(
        offered,
        vec![
            Opt::Expedition {
                player: P0,
                side: Side::Companion
            },
            Opt::Expedition {
                player: P1,
                side: Side::Hero
            },
        ]
    );
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P1,
            side: Side::Hero,
        }
    });
    settled(&g);
    assert_eq!(g.state().player(P1).markers[0], 1);
}

/// `When a Character joins an Ascended Expedition` (CR 2.4.3, 7.5.9): the Expedition it
/// joins has the status when it joins; not when it joins one without.
#[test]
fn cr_2_4_3_a_trigger_on_joining_an_ascended_expedition() {
    for (side, boosts) in [(Side::Companion, 1), (Side::Hero, 0)] {
        let mut sc = position(3, 0);
        let watcher = sc.card(
            &written("When another Character joins one of your Ascended Expeditions — I gain 1 boost."),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let card = sc.card(&basic("Joiner", Kind::Character), P0, Zone::Hand(P0));
        sc.state_mut().player_mut(P0).ascended = [false, true];
        let mut g = start(sc);
        play(&mut g, card, Some(side));
        settled(&g);
        assert_eq!(g.state().card(watcher).boosts, boosts, "joined {side:?}");
    }
}

/// `If I'm Tough 2` (a condition, CR 7.4.7.b): with Tough 2 it holds, with Tough 1 it does
/// not.
#[test]
fn cr_7_4_7_b_if_i_am_tough_2_not_tough_1() {
    for (number, drawn) in [(2, 1), (1, 0)] {
        let mut sc = position(1, 3);
        let card = sc.card(
            &written(&format!("Tough {number}.\netb If I'm Tough 2, draw a card.")),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = g.state().count(Zone::Hand(P0));
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        assert_eq!(g.state().count(Zone::Hand(P0)), before - 1 + drawn, "Tough {number}");
    }
}

// ------------------------------------------------------------------ counters, statuses and keywords after the noun

/// `with 2 or more boosts`, `with no boosts`, `with a Kelon counter`, `with at least 2
/// Kelon counters`: how many of one counter an object has now (CR 2.5; boosts are counters,
/// CR 2.5.1). Each phrase names exactly the Characters that have so many.
#[test]
fn cr_2_5_a_noun_phrase_counts_the_counters_of_one_name() {
    for (phrase, expected) in [
        ("with 2 or more boosts", [false, false, true]),
        ("with at least 1 boost", [false, true, true]),
        ("with no boosts", [true, false, false]),
        ("without boosts", [true, false, false]),
        ("with exactly 1 boost", [false, true, false]),
        ("with a Kelon counter", [false, true, true]),
        ("with fewer than 2 Kelon counters", [true, true, false]),
    ] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(&format!("etb Each other Character {phrase} gains Anchored.")),
            P0,
            Zone::Hand(P0),
        );
        let counted: Vec<CardId> = (0..3u16)
            .map(|n| {
                let c = sc.card(&basic("Counted", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
                if phrase.contains("Kelon") {
                    sc.counters(c, "Kelon", u32::from(n));
                } else {
                    sc.boosts(c, n);
                }
                c
            })
            .collect();
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let anchored: Vec<bool> = counted.iter().map(|&c| g.state().card(c).status.anchored).collect();
        assert_eq!(anchored, expected, "`{phrase}`: Characters with 0, 1 and 2");
    }
}

/// `with Fleeting` and `without Fleeting`: the status after the noun is the status as an
/// adjective, `Fleeting Character` and `non-Fleeting Character` (CR 2.4.7).
#[test]
fn cr_2_4_7_a_with_and_without_a_status_after_the_noun() {
    for (phrase, fleeting_gains, plain_gains) in [("with Fleeting", 1, 0), ("without Fleeting", 0, 1)] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(&format!("etb Each other Character {phrase} gains 1 boost.")),
            P0,
            Zone::Hand(P0),
        );
        let fleeting = sc.card(
            &basic("Fleeting One", Kind::Character),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        sc.status(fleeting, |s| s.fleeting = true);
        let plain = sc.card(&basic("Plain", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let st = g.state();
        assert_eq!(
            (st.card(fleeting).boosts, st.card(plain).boosts),
            (fleeting_gains, plain_gains),
            "`{phrase}`"
        );
    }
}

/// `Gigantic Characters` (the keyword as an adjective, with or without its brackets),
/// `non-Gigantic Characters` and `Characters without Gigantic`: having the keyword ability
/// now or not (CR 7.4.4.a).
#[test]
fn cr_7_4_4_a_a_keyword_ability_names_or_excludes_characters() {
    let giant = written("Gigantic.");
    for (phrase, giant_gains, plain_gains) in [
        ("Each other Gigantic Character", 1, 0),
        ("Each other [Gigantic] Character", 1, 0),
        ("Each other non-Gigantic Character", 0, 1),
        ("Each other Character without Gigantic", 0, 1),
    ] {
        let mut sc = position(1, 0);
        let card = sc.card(&written(&format!("etb {phrase} gains 1 boost.")), P0, Zone::Hand(P0));
        let big = sc.card(&giant, P1, Zone::Expedition(P1, Side::Hero));
        let plain = sc.card(&basic("Plain", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let st = g.state();
        assert_eq!(
            (st.card(big).boosts, st.card(plain).boosts),
            (giant_gains, plain_gains),
            "`{phrase}`"
        );
    }
}

// ------------------------------------------------------------------ superlatives, control and `whose`

/// Plays `etb Exhaust <phrase>.` against the Characters `others` puts in play, and checks
/// that exactly those at `expected` are offered (tied extremes all, CR 1.2.6) and that the
/// one picked is exhausted.
fn exhausts_one_of(phrase: &str, others: impl FnOnce(&mut Scenario) -> Vec<CardId>, expected: &[usize]) {
    let mut sc = position(1, 0);
    let card = sc.card(&written(&format!("etb Exhaust {phrase}.")), P0, Zone::Hand(P0));
    let others = others(&mut sc);
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let mut offered = common::offered_objects(&g);
    offered.sort();
    let mut wanted: Vec<CardId> = expected.iter().map(|&i| others[i]).collect();
    wanted.sort();
    assert_eq!(offered, wanted, "`{phrase}` offers exactly the extremes");
    pick(&mut g, wanted[0]);
    settled(&g);
    assert!(g.state().card(wanted[0]).status.exhausted, "`{phrase}`");
}

/// `the Character with the highest Hand Cost`: the one whose Hand Cost is at least every
/// other's; with a tie, the player chooses among the tied ones (CR 1.2.6), and only among
/// them. `target Character with the lowest Hand Cost` targets among the lowest.
#[test]
fn cr_2_2_7_a_superlative_names_the_highest_or_lowest_and_ties_are_chosen_among() {
    for (phrase, expected) in [
        ("the other Character with the highest Hand Cost", vec![2usize, 3]),
        ("target other Character with the lowest Hand Cost", vec![0]),
    ] {
        let others = |sc: &mut Scenario| {
            [1u8, 2, 4, 4]
                .iter()
                .map(|&cost| {
                    sc.card(
                        &costing("Costed", Kind::Character, cost, cost),
                        P1,
                        Zone::Expedition(P1, Side::Hero),
                    )
                })
                .collect()
        };
        exhausts_one_of(phrase, others, &expected);
    }
}

/// `you don't control`: every other player's (CR 7.5.5.a), never the controller's.
#[test]
fn cr_7_5_5_a_a_character_you_dont_control() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each Character you don't control gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let mine = sc.card(&basic("Mine", Kind::Character), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&basic("Theirs", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    assert_eq!(
        (st.card(card).boosts, st.card(mine).boosts, st.card(theirs).boosts),
        (0, 0, 1)
    );
}

/// `whose Hand Cost is 2 or less`, `with a Hand Cost of 2 or less`: the same as `with Hand
/// Cost 2 or less` (CR 2.2.7).
#[test]
fn cr_2_2_7_whose_and_with_a_cost_of_compare_the_hand_cost() {
    for phrase in ["whose Hand Cost is 2 or less", "with a Hand Cost of 2 or less"] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(&format!("etb Each other Character {phrase} gains 1 boost.")),
            P0,
            Zone::Hand(P0),
        );
        let cheap = sc.card(
            &costing("Cheap", Kind::Character, 2, 2),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        let dear = sc.card(
            &costing("Dear", Kind::Character, 3, 3),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let st = g.state();
        assert_eq!((st.card(cheap).boosts, st.card(dear).boosts), (1, 0), "`{phrase}`");
    }
}

/// `in an opponent's Expedition`, `controlled by an opponent`, `in one of your
/// Expeditions`: whose the Expedition is decides (CR 7.5.5.a, 1.2.3.c), in either of that
/// player's Expeditions.
#[test]
fn cr_1_2_3_c_whose_expeditions_a_noun_phrase_names() {
    for (phrase, mine_gains, theirs_gains) in [
        ("in an opponent's Expedition", 0, 1),
        ("controlled by an opponent", 0, 1),
        ("an opponent controls", 0, 1),
        ("in one of your Expeditions", 1, 0),
    ] {
        let mut sc = position(1, 0);
        let card = sc.card(
            &written(&format!("etb Each other Character {phrase} gains 1 boost.")),
            P0,
            Zone::Hand(P0),
        );
        let mine = sc.card(
            &basic("Mine", Kind::Character),
            P0,
            Zone::Expedition(P0, Side::Companion),
        );
        let theirs = sc.card(
            &basic("Theirs", Kind::Character),
            P1,
            Zone::Expedition(P1, Side::Companion),
        );
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let st = g.state();
        assert_eq!(
            (st.card(mine).boosts, st.card(theirs).boosts),
            (mine_gains, theirs_gains),
            "`{phrase}`"
        );
    }
}

/// `with the highest statistic` reads each object's highest statistic and `with the lowest
/// statistic` each one's lowest (CR 2.2.11); `with the highest forest statistic` one
/// statistic. Only the extremes are offered.
#[test]
fn cr_2_2_11_superlatives_of_any_statistic_or_of_one() {
    for (phrase, expected) in [
        ("target other Character with the highest statistic", 0usize),
        ("target other Character with the lowest statistic", 2),
        ("target other Character with the highest forest statistic", 1),
    ] {
        let others = |sc: &mut Scenario| {
            [[2, 2, 5], [4, 4, 4], [1, 3, 3]]
                .into_iter()
                .map(|stats| sc.card(&with_stats("Stats", 1, stats), P1, Zone::Expedition(P1, Side::Hero)))
                .collect()
        };
        exhausts_one_of(phrase, others, &[expected]);
    }
}

/// `the Character with the most boosts`, `with the fewest boosts`: how many boosts each has
/// now (CR 2.5); tied ones are chosen among (CR 1.2.6), the others never.
#[test]
fn cr_2_5_superlatives_of_boosts_name_the_most_or_fewest() {
    for (phrase, expected) in [
        ("the other Character with the most boosts", vec![1usize, 2]),
        ("the other Character with the fewest boosts", vec![0]),
    ] {
        let others = |sc: &mut Scenario| {
            [1u16, 3, 3]
                .into_iter()
                .map(|n| {
                    let c = sc.card(&basic("Boosted", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
                    sc.boosts(c, n);
                    c
                })
                .collect()
        };
        exhausts_one_of(phrase, others, &expected);
    }
}

/// `target opponent's Character`, `an opponent's Characters`: the Characters an opponent
/// controls (CR 1.1.3.d), never the controller's own.
#[test]
fn cr_1_1_3_d_an_opponents_character_is_one_they_control() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Exhaust target opponent's Character. An opponent's Characters gain 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let mine = sc.card(&basic("Mine", Kind::Character), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&basic("Theirs", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    assert_eq!(common::offered_objects(&g), vec![theirs]);
    pick(&mut g, theirs);
    settled(&g);
    let st = g.state();
    assert!(st.card(theirs).status.exhausted);
    assert_eq!((st.card(mine).boosts, st.card(theirs).boosts), (0, 1));
}

/// `a Character that has Fleeting`: the same as `with Fleeting` (CR 2.4.7).
#[test]
fn cr_2_4_7_that_has_a_status_names_only_those() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("etb Each Character that has Fleeting gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let fleeting = sc.card(
        &basic("Fleeting", Kind::Character),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.status(fleeting, |s| s.fleeting = true);
    let plain = sc.card(&basic("Plain", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    assert_eq!(
        (st.card(fleeting).boosts, st.card(plain).boosts, st.card(card).boosts),
        (1, 0, 0)
    );
}
