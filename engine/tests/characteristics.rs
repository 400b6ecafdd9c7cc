//! CR 2.2 Characteristics: where each characteristic of an object comes from (the card's
//! type line, cost circles, faction, statistics, the effect that creates a token) and
//! which objects have none, asserted on real cards of `cards/` and on the objects a game
//! makes of them.
mod common;

use common::{play, pool, position, real, settled, start, P0};

use altered_engine::*;
use altered_grammar::{Faction, Rarity};
use std::sync::Arc;

/// Mobile Armory, `etb Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.`: the
/// token's characteristics are what the effect says (CR 2.3.1.b: its base characteristics),
/// and it has none of a card's others.
/// It is a Character to every effect (CR 2.2.1.d, and 2.2.1.h: `Characters you control`
/// of Charge! boosts it).
#[test]
fn cr_2_2_1_d_a_tokens_characteristics_come_from_the_effect_that_creates_it() {
    let mut sc = position(3, 0);
    let armory = sc.card(&real("ALT_ALIZE_B_OR_45_C"), P0, Zone::Hand(P0));
    let charge = sc.card(&real("ALT_CORE_B_OR_23_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, armory, Some(Side::Companion));
    settled(&g);
    let (token, state) = g.state().cards().last().expect("the token");
    assert!(state.token);
    play(&mut g, charge, None);
    settled(&g);
    let st = g.state();
    assert_eq!(
        st.card(token).boosts,
        1,
        "CR 2.2.1.d, 2.2.1.h: a Character to `Characters you control`"
    );
    let def = st.def(token);
    assert_eq!(def.name, "Ordis Recruit", "CR 2.2.4.f: named by the effect");
    assert_eq!(def.subtypes, ["Soldier"], "CR 2.2.2.j: sub-types from the effect");
    assert_eq!(def.stats, [1, 1, 1], "CR 2.2.11.e: statistics from the effect");
    assert_eq!((def.hand_cost, def.reserve_cost), (0, 0), "CR 2.2.7.c, 2.2.8.c");
    assert_eq!(def.faction, Faction::Neutral, "CR 2.2.10.d: no faction");
    assert_eq!(def.rarity, None, "CR 2.2.5.c: no rarity");
}

/// The characteristics of an Altered card are printed on it (CR 2.2.1.c type, 2.2.2.i
/// sub-types, 2.2.4.e name, 2.2.7.b Hand Cost, 2.2.8.b Reserve Cost, 2.2.10.c faction,
/// 2.2.11.d statistics, 2.2.5.b rarity): in a card file, its header. Dredger Drone's header
/// is `type: Character — Robot`, `faction: Axiom`, `rarity: Common`, `cost: hand 2,
/// reserve 3`, `stats: forest 1, mountain 2, water 2`. CR 2.3.1.a: they are its object's
/// base characteristics.
#[test]
fn cr_2_2_1_c_a_cards_characteristics_are_those_printed_on_it() {
    let drone = real("ALT_BISE_B_AX_50_C");
    assert_eq!(drone.name, "Dredger Drone");
    assert_eq!(drone.kind, Kind::Character);
    assert_eq!(drone.subtypes, ["Robot"]);
    assert_eq!(drone.faction, Faction::Axiom);
    assert_eq!(drone.rarity, Some(Rarity::Common));
    assert_eq!((drone.hand_cost, drone.reserve_cost), (2, 3));
    assert_eq!(drone.stats, [1, 2, 2]);
    assert_eq!(drone.limits, None, "CR 2.2.13.b, 2.2.14.b: only Heroes have limits");
}

/// CR 2.2.2.b Heroes have no sub-types; CR 2.2.13.b-c and 2.2.14.b-c: only Heroes have a
/// reserve and a landmark limit, printed on the Hero. Over the whole pool.
#[test]
fn cr_2_2_2_b_heroes_have_no_subtypes_and_cr_2_2_13_b_only_heroes_have_limits() {
    let mut heroes = 0;
    for def in pool().cards() {
        if def.kind == Kind::Hero {
            heroes += 1;
            assert!(def.subtypes.is_empty(), "{}: a Hero with sub-types", def.name);
            let (reserve, landmarks) = def
                .limits
                .unwrap_or_else(|| panic!("{}: a Hero without limits", def.name));
            assert!(reserve > 0 && landmarks > 0, "{}", def.name);
        } else {
            assert_eq!(def.limits, None, "{}: limits on a {:?}", def.name, def.kind);
        }
    }
    assert!(heroes >= 18, "{heroes}");
}

/// CR 2.2.13.a, 2.2.14.a: the limits are numbers the game uses: at Clean-up a Hero with a
/// reserve limit of 2 keeps 2 cards in Reserve (the rest is tested with CR 4.2.5.c).
#[test]
fn cr_2_2_13_a_a_heros_reserve_limit_is_the_number_clean_up_keeps() {
    let hero = pool()
        .cards()
        .iter()
        .find(|d| d.kind == Kind::Hero && d.limits == Some((2, 2)))
        .expect("a Hero with limits 2 and 2")
        .clone();
    let mut sc = Scenario::new();
    sc.card(&hero, P0, Zone::HeroZone(P0));
    let filler = common::filler();
    sc.cards(&filler, P0, Zone::Reserve(P0), 4);
    for p in [P0, common::P1] {
        sc.cards(&filler, p, Zone::Deck(p), 4);
        sc.card(&filler, p, Zone::Hand(p));
    }
    let mut st = sc.build();
    st.set_step(Step::Night, Phase::Dusk);
    let mut g = Game::from_state(st);
    let d = g.pending().expect("a Clean-up choice").clone();
    assert_eq!((d.kind, d.player, d.picks), (DecisionKind::KeepInReserve, P0, 2));
    g.submit(Choice {
        player: P0,
        picks: vec![0, 1].into(),
    })
    .unwrap();
    assert_eq!(g.state().count(Zone::Reserve(P0)), 2);
    assert_eq!(g.state().count(Zone::Discard(P0)), 2);
}

/// CR 2.2.3.d-e: an Expedition Permanent joins one of its controller's Expeditions, a
/// Landmark Permanent the Landmark zone, when its card resolves.
#[test]
fn cr_2_2_3_d_an_expedition_permanent_joins_an_expedition_and_cr_2_2_3_e_a_landmark_the_landmarks() {
    let gear = Arc::new(CardDef::basic("Banner", Kind::ExpeditionPermanent, 0, 0, [0; 3]));
    let lamp = Arc::new(CardDef::basic("Lamp", Kind::LandmarkPermanent, 0, 0, [0; 3]));
    let mut sc = position(0, 0);
    let banner = sc.card(&gear, P0, Zone::Hand(P0));
    let landmark = sc.card(&lamp, P0, Zone::Hand(P0));
    let mut g = start(sc);
    let options = &g.pending().unwrap().options;
    let places = |card: CardId| -> Vec<Option<Side>> {
        options
            .iter()
            .filter_map(|o| match o {
                Opt::Play { card: c, to, .. } if *c == card => Some(*to),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        places(banner),
        [Some(Side::Hero), Some(Side::Companion)],
        "one of the Expeditions"
    );
    assert_eq!(places(landmark), [None], "no Expedition to choose");
    play(&mut g, banner, Some(Side::Companion));
    settled(&g);
    play(&mut g, landmark, None);
    settled(&g);
    assert_eq!(g.state().card(banner).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(g.state().card(landmark).zone, Zone::Landmarks(P0));
}

/// CR 2.2.16.b-c: an object that enters a new zone gets a new timestamp, greater than every
/// earlier one (the engine's object ids, which only grow: CR 2.2.16.a, a number).
#[test]
fn cr_2_2_16_b_entering_a_zone_gives_a_timestamp_greater_than_all_before() {
    let unit = Arc::new(CardDef::basic("Unit", Kind::Character, 0, 0, [1; 3]));
    let mut sc = position(0, 0);
    let early = sc.card(&unit, P0, Zone::Expedition(P0, Side::Hero));
    let later = sc.card(&unit, P0, Zone::Hand(P0));
    let mut g = start(sc);
    let before: Vec<ObjectId> = g.state().cards().map(|(_, c)| c.obj).collect();
    assert_eq!(g.state().card(later).obj, ObjectId::NONE, "in a Hand it is no object");
    play(&mut g, later, Some(Side::Hero));
    settled(&g);
    let stamp = g.state().card(later).obj;
    assert_ne!(stamp, ObjectId::NONE);
    assert!(
        before.iter().all(|&b| b < stamp),
        "greater than every earlier timestamp"
    );
    assert!(g.state().card(early).obj < stamp);
}

/// The sub-types of CR 2.2.2.d (Characters), 2.2.2.e (Permanents) and 2.2.2.g (Spells), read
/// from the bundled rules text, are all words the checker knows (a card may carry any
/// number of them, CR 2.2.2.a, c); a misspelt one is not (the misspelling test measures how
/// strictly).
#[test]
fn cr_2_2_2_d_every_listed_subtype_is_a_known_word() {
    use altered_interpreter::{Lexicon, WordKind};
    let rules = std::fs::read_to_string(common::root().join("docs/rules/complete-rules-4.0.txt")).unwrap();
    // Join the lines and the words the layout hyphenated (`Engi- neer`).
    let text = rules.replace("-\n", "").replace('\n', " ").replace("- ", "");
    let lexicon = Lexicon::bundled();
    let (mut checked, mut unknown) = (0, Vec::new());
    for rule in ["2.2.2.d", "2.2.2.e", "2.2.2.g"] {
        let start = text.find(&format!("{rule} The list of")).expect(rule);
        let list = &text[start..];
        let list = &list[list.find(" is: ").expect("a list") + 5..];
        let list = &list[..list.find('.').expect("an end")];
        for word in list.split(", ").map(|w| w.trim().trim_start_matches("and ")) {
            if !lexicon.knows(WordKind::Subtype, word) {
                unknown.push(format!("{rule} {word}"));
            }
            checked += 1;
        }
    }
    assert!(unknown.is_empty(), "not known sub-types: {unknown:?}");
    assert_eq!(checked, 33, "the three lists hold 33 sub-types");
    assert!(!lexicon.knows(WordKind::Subtype, "Robott"));
}

/// CR 2.2.2.k and 2.2.1.e: the Hero and Companion Regions are Regions of every terrain
/// (Forest, Mountain and Water, CR 2.2.2.f); the Tumult halves between them are face down
/// until revealed (their own terrains are checked with CR 4.1.c).
#[test]
fn cr_2_2_2_k_the_hero_and_companion_regions_are_of_every_terrain() {
    let g = Game::builder()
        .seed(3)
        .deck(common::deck("axiom"))
        .deck(common::deck("bravos"))
        .build()
        .unwrap();
    let regions = g.state().adventure().regions();
    let (first, last) = (regions[0], regions[regions.len() - 1]);
    assert_eq!((first.card, first.terrains), (RegionCard::Hero, Terrains::ALL));
    assert_eq!((last.card, last.terrains), (RegionCard::Companion, Terrains::ALL));
}

/// CR 2.2.11.b-c: only Characters have statistics: a Permanent in an Expedition adds
/// nothing to it, whatever its card says (CR 1.2.2.d, 2.3.1.c: an object may lack a
/// characteristic; CR 2.3.1.f: read, an absent number is zero).
#[test]
fn cr_2_2_11_c_only_characters_have_statistics() {
    let mut sc = position(0, 0);
    sc.card(
        &Arc::new(CardDef::basic("Banner", Kind::ExpeditionPermanent, 0, 0, [5, 5, 5])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    sc.card(
        &Arc::new(CardDef::basic("Unit", Kind::Character, 0, 0, [1, 2, 3])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let g = start(sc);
    assert_eq!(g.state().expedition_stats(P0, Side::Hero), [1, 2, 3]);
}

/// CR 2.3.1.d: a characteristic an object does not have cannot be modified. An Expedition
/// Permanent has no statistics (CR 2.2.11.b); boosts on it (each +1/+1/+1 on a Character,
/// CR 2.5.1.b) give it none, while the same boosts on a Character add to its Expedition.
#[test]
fn cr_2_3_1_d_boosts_do_not_give_statistics_to_an_object_without_them() {
    let mut sc = position(0, 0);
    let banner = sc.card(
        &Arc::new(CardDef::basic("Banner", Kind::ExpeditionPermanent, 0, 0, [0; 3])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let unit = sc.card(
        &Arc::new(CardDef::basic("Unit", Kind::Character, 0, 0, [1, 2, 3])),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    sc.boosts(banner, 2).boosts(unit, 2);
    let g = start(sc);
    let st = g.state();
    assert_eq!(st.stats(banner), [0, 0, 0], "no statistic to modify");
    assert_eq!(st.expedition_stats(P0, Side::Hero), [0, 0, 0]);
    assert_eq!(st.stats(unit), [3, 4, 5], "CR 2.5.1.b on a Character");
    assert_eq!(st.expedition_stats(P0, Side::Companion), [3, 4, 5]);
}

/// CR 2.3.1.e: a characteristic an object does not have can be gained. A Character
/// without abilities (CR 2.3.1.c) in The Stew's Expedition (`Characters in my Expedition
/// are Seasoned.`) has Seasoned; in the other Expedition it has none.
#[test]
fn cr_2_3_1_e_a_character_without_abilities_gains_one() {
    let plain = Arc::new(CardDef::basic("Plain", Kind::Character, 1, 1, [1, 1, 1]));
    assert!(plain.compiled.is_empty(), "no abilities of its own");
    let mut sc = position(0, 0);
    sc.card(&real("ALT_BISE_B_BR_62_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let with_stew = sc.card(&plain, P0, Zone::Expedition(P0, Side::Hero));
    let without = sc.card(&plain, P0, Zone::Expedition(P0, Side::Companion));
    let g = start(sc);
    let st = g.state();
    assert!(st.has_keyword(with_stew, altered_interpreter::KeywordAbility::Seasoned));
    assert!(!st.has_keyword(without, altered_interpreter::KeywordAbility::Seasoned));
}

/// A free Character whose ability is `body`.
fn speaker(body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Speaker\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
         cost: hand 0, reserve 0\nstats: forest 1, mountain 1, water 1\nrefs: TEST_SPEAKER\n\n{body}"
    );
    CardPool::new()
        .add_source(std::path::Path::new("speaker.card"), &source)
        .expect("the test card compiles")
}

/// CR 2.2.2.n: `a Robot` in a cost or an effect is a Robot in play: the one in Reserve is
/// not offered to be sacrificed.
#[test]
fn cr_2_2_2_n_a_subtype_means_an_object_in_play() {
    let speaker = speaker("etb You may sacrifice a Robot. If you do, draw a card.\n");
    let mut robot = CardDef::basic("Drone", Kind::Character, 9, 9, [1; 3]);
    robot.subtypes = vec!["Robot".into()];
    let robot = Arc::new(robot);
    let mut sc = position(0, 1);
    let me = sc.card(&speaker, P0, Zone::Hand(P0));
    let in_play = sc.card(&robot, P0, Zone::Expedition(P0, Side::Companion));
    sc.card(&robot, P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, me, Some(Side::Hero));
    common::choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let d = g.pending().expect("which Robot").clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    assert_eq!(d.options, [Opt::Card(in_play)], "only the Robot in play");
}

/// CR 2.2.1.i and 2.2.2.o: `If it's a Robot or Permanent` checks the revealed card's
/// sub-type and type where it is, in the Deck: a Robot is drawn, another card discarded.
#[test]
fn cr_2_2_2_o_it_is_a_subtype_checks_the_card_wherever_it_is() {
    let speaker = speaker(
        "etb Reveal the top card of your deck. If it's a Robot or Permanent, draw it. Otherwise, discard it.\n",
    );
    let mut robot = CardDef::basic("Drone", Kind::Character, 9, 9, [1; 3]);
    robot.subtypes = vec!["Robot".into()];
    let robot = Arc::new(robot);
    let other = Arc::new(CardDef::basic("Animal", Kind::Character, 9, 9, [1; 3]));
    for (top, drawn) in [(robot, true), (other, false)] {
        let mut sc = position(0, 0);
        let me = sc.card(&speaker, P0, Zone::Hand(P0));
        let card = sc.card(&top, P0, Zone::Deck(P0));
        let mut g = start(sc);
        play(&mut g, me, Some(Side::Hero));
        settled(&g);
        let expected = if drawn { Zone::Hand(P0) } else { Zone::Discard(P0) };
        assert_eq!(g.state().card(card).zone, expected, "{}", top.name);
    }
}

/// CR 2.2.3.c: the zone type is written on the type line before "Permanent"; the first set
/// printed it as a sub-type (`Permanent — Landmark`, `Permanent — Gear`), read the same way.
/// CR 2.2.3.a-b: so every Permanent has one, Expedition or Landmark.
#[test]
fn cr_2_2_3_c_a_permanents_zone_type_is_read_from_its_type_line() {
    for (type_line, kind) in [
        ("Expedition Permanent — Gear", Kind::ExpeditionPermanent),
        ("Landmark Permanent — Landmark", Kind::LandmarkPermanent),
        ("Permanent — Gear", Kind::ExpeditionPermanent),
        ("Permanent — Landmark", Kind::LandmarkPermanent),
    ] {
        assert_eq!(common::written(type_line, "").kind, kind, "{type_line}");
    }
}

/// CR 2.2.2.c: an object may have any number of sub-types, and each of them names it.
#[test]
fn cr_2_2_2_c_an_object_with_two_sub_types_is_each_of_them() {
    for subtype in ["Engineer", "Messenger"] {
        let mut sc = position(1, 0);
        let both = sc.card(
            &common::written("Character — Engineer, Messenger", ""),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let spell = sc.card(
            &common::written("Spell", &format!("Target {subtype} gains 1 boost.")),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        play(&mut g, spell, None);
        common::choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(both));
        settled(&g);
        assert_eq!(g.state().card(both).boosts, 1, "a {subtype}");
    }
}

/// A free Character named `name` whose abilities are `body`.
fn named(name: &str, body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: {name}\ntype: Character — Animal\nfaction: Muna\nrarity: Common\n\
         cost: hand 0, reserve 0\nstats: forest 1, mountain 1, water 1\nrefs: TEST_NAMED\n\n{body}"
    );
    CardPool::new()
        .add_source(std::path::Path::new("named.card"), &source)
        .expect("the test card compiles")
}

/// CR 2.2.4.a and CR 2.2.4.b: a name is a series of words, and an object has one name
/// however many words it has: `When you play a Character with my name` of an Ember Wolf
/// Pup reacts to another Ember Wolf Pup, not to an Ember Wolf, whose name is some of the
/// same words.
#[test]
fn cr_2_2_4_a_b_with_my_name_is_the_whole_name() {
    let pup = named(
        "Ember Wolf Pup",
        "When you play a Character with my name | I gain 1 boost.\n",
    );
    let wolf = named("Ember Wolf", "");
    let mut sc = position(0, 0);
    let watcher = sc.card(&pup, P0, Zone::Expedition(P0, Side::Hero));
    let another_pup = sc.card(&pup, P0, Zone::Hand(P0));
    let a_wolf = sc.card(&wolf, P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, a_wolf, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(watcher).boosts, 0, "`Ember Wolf` is another name");
    play(&mut g, another_pup, Some(Side::Hero));
    // The Pup played reacts to its own play too (a Character with its name): two
    // reactions, in the order I choose (CR 4.4).
    common::choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    settled(&g);
    assert_eq!(g.state().card(watcher).boosts, 1, "the same name: it reacts");
}
