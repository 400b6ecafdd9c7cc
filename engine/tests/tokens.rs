//! Tokens defined by token cards (CR 1.1.7.b, 7.3.5): a template that names a token alone
//! (`Create a [Lantern] token.`) creates what the pool's token card of that name describes,
//! a Character or a Permanent (`type: Token Landmark Permanent — Relic`), with its
//! statistics, sub-types and abilities.

mod common;

use altered_engine::*;
use altered_interpreter::Lexicon;
use common::*;
use std::path::Path;
use std::sync::Arc;

/// A Landmark Permanent token card with an ability of its own.
const LANTERN: &str = "name: Lantern\ntype: Token Landmark Permanent — Relic\nfaction: Neutral\n\
                       rarity: Common\n\nAt Noon | Draw a card.\n";

/// A Character token card: statistics and a reaction.
const SPARKLING: &str = "name: Sparkling\ntype: Token — Relic\nfaction: Neutral\nrarity: Common\n\
                         stats: forest 3, mountain 1, water 2\n\nWhen I'm sacrificed | Draw a card.\n";

/// A Character token card that reacts to leaving the Expedition zone.
const WISP: &str = "name: Wisp\ntype: Token — Relic\nfaction: Neutral\nrarity: Common\n\
                    stats: forest 1, mountain 1, water 1\n\nWhen I leave the Expedition zone | Draw a card.\n";

/// The lexicon of a pool that declares `Relic` and holds the three token cards.
fn lexicon() -> Lexicon {
    let mut b = Lexicon::builder();
    b.declarations(Path::new("relic.vocab"), "subtypes: Relic\n");
    b.card_source(Path::new("lantern.card"), LANTERN);
    b.card_source(Path::new("sparkling.card"), SPARKLING);
    b.card_source(Path::new("wisp.card"), WISP);
    let (lexicon, problems) = b.build();
    assert!(problems.is_empty(), "{problems:?}");
    lexicon
}

/// A free Character of that pool with `text`.
fn keeper(text: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Keeper\ntype: Character — Relic\nfaction: Axiom\nrarity: Common\n\
         cost: hand 0, reserve 0\nstats: forest 1, mountain 1, water 1\nrefs: TEST_KEEPER\n\n{text}\n"
    );
    let (card, errors) = altered_grammar::parse_card(&source);
    assert!(errors.is_empty(), "{errors:?}");
    let def = CardDef::compile_in(card.unwrap(), &lexicon()).expect("compiles");
    assert!(def.compiled.iter().all(Option::is_some), "{:?}", def.compiled);
    Arc::new(def)
}

/// The Keeper of a game `created` started.
fn keeper_in(g: &Game) -> CardId {
    let st = g.state();
    st.cards()
        .map(|(id, _)| id)
        .find(|&id| st.def(id).name == "Keeper")
        .expect("the Keeper")
}

/// Plays `card` to the Hero Expedition and returns the tokens it created, in order.
fn created(text: &str) -> (Game, Vec<CardId>) {
    let mut sc = position(0, 3);
    let k = sc.card(&keeper(text), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let before = g.state().cards().count();
    common::play(&mut g, k, Some(Side::Hero));
    settled(&g);
    let tokens = g.state().cards().skip(before).map(|(id, _)| id).collect();
    (g, tokens)
}

#[test]
fn cr_1_1_7_b_a_landmark_permanent_token_joins_its_creators_landmarks() {
    let (g, tokens) = created("etb Create a [Lantern] token.");
    let [lantern] = tokens[..] else {
        panic!("one token: {tokens:?}")
    };
    let st = g.state();
    let c = st.card(lantern);
    assert!(c.token, "CR 1.1.7.b: an object created by the game");
    assert_eq!(
        c.zone,
        Zone::Landmarks(P0),
        "a Landmark Permanent joins its controller's Landmarks"
    );
    assert_eq!(
        c.owner, P0,
        "CR 1.1.7.b: the owner of a token is the player who created it"
    );
    let def = st.def(lantern);
    assert_eq!(
        (def.name.as_str(), def.kind, def.subtypes.clone()),
        ("Lantern", Kind::LandmarkPermanent, vec!["Relic".to_string()])
    );
    assert_eq!(st.stats(lantern), [0; 3], "a Permanent has no statistics");
    assert!(
        g.events()
            .iter()
            .any(|e| matches!(e, Event::TokenCreated { card, .. } if *card == lantern)),
        "the creation is an event"
    );
    // A saved game names the token by a reference that rebuilds it, kind and ability.
    let again = CardDef::from_token_ref(def.reference()).expect("a token reference");
    assert_eq!((again.kind, again.compiled.clone()), (def.kind, def.compiled.clone()));
    assert!(again.is_created_token());
}

#[test]
fn cr_7_3_5_plural_and_unbracketed_names_create_as_many() {
    let (g, tokens) = created("etb Create two Lantern tokens.");
    assert_eq!(tokens.len(), 2);
    for t in tokens {
        assert_eq!(g.state().card(t).zone, Zone::Landmarks(P0));
    }
}

#[test]
fn cr_1_1_7_b_a_landmark_tokens_own_ability_runs() {
    // The token that a keeper created, at Noon: its `At Noon | Draw a card.` runs.
    let (g, tokens) = created("etb Create a [Lantern] token.");
    let lantern = Arc::new(g.state().def(tokens[0]).clone());
    let mut sc = position(0, 3);
    let t = sc.card(&lantern, P0, Zone::Landmarks(P0));
    let mut st = sc.build();
    assert!(st.card(t).token);
    st.set_first_player(P0);
    st.set_step(Step::Noon, Phase::Morning);
    let g = Game::from_state(st);
    assert_eq!(
        g.state().count(Zone::Hand(P0)),
        2,
        "the Spare, and the card drawn at Noon"
    );
}

#[test]
fn cr_2_1_e_a_landmark_token_that_leaves_play_ceases_to_exist() {
    let (mut g, tokens) =
        created("etb Create a [Lantern] token.\nexhaust: Return target Permanent to its owner's hand.");
    let lantern = tokens[0];
    let keeper = keeper_in(&g);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == keeper),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(lantern));
    settled(&g);
    assert_eq!(g.state().card(lantern).zone, Zone::Gone, "not in the hand: gone");
    assert_eq!(g.state().count(Zone::Hand(P0)), 1, "only the Spare");
}

#[test]
fn cr_1_1_7_b_a_character_token_named_alone_has_its_cards_statistics_and_abilities() {
    let (g, tokens) = created("etb Create a [Sparkling] token in my Expedition.");
    let [t] = tokens[..] else {
        panic!("one token: {tokens:?}")
    };
    let st = g.state();
    assert_eq!(st.card(t).zone, Zone::Expedition(P0, Side::Hero), "CR 7.3.5.a");
    let def = st.def(t);
    assert_eq!(
        (def.kind, def.subtypes.clone()),
        (Kind::Token, vec!["Relic".to_string()])
    );
    assert_eq!(st.stats(t), [3, 1, 2], "the token card's statistics");
    assert_eq!(def.compiled.len(), 1, "the token card's reaction");
    assert!(def.compiled.iter().all(Option::is_some));
}

/// CR 7.5.10.b: a token in the Expedition zone that ceases to exist because it would move
/// to another zone leaves the Expedition zone: its `When I leave the Expedition zone`
/// reacts. CR 7.5.10.a: it was there before the event and is not after.
#[test]
fn cr_7_5_10_b_a_token_that_ceases_to_exist_leaves_the_expedition_zone() {
    let (mut g, tokens) =
        created("etb Create a [Wisp] token in my Expedition.\nexhaust: Send target Character to Reserve.");
    let [wisp] = tokens[..] else {
        panic!("one token: {tokens:?}")
    };
    let keeper = keeper_in(&g);
    let hand = g.state().count(Zone::Hand(P0));
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == keeper),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(wisp));
    settled(&g);
    assert_eq!(g.state().card(wisp).zone, Zone::Gone, "CR 2.1.e: it ceased to exist");
    assert_eq!(
        g.state().count(Zone::Hand(P0)),
        hand + 1,
        "and its Reaction drew a card"
    );
}
