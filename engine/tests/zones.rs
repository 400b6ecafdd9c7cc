//! CR 3.1 Zone properties, through what each player may see (`Game::view`): a visible
//! zone's objects are known to all, a hidden zone's cards only counted, the Mana zone's
//! face-down orbs are Mana Orbs to the opponent and nothing more.
mod common;

use common::{position, start, P0, P1};

use altered_engine::*;
use std::sync::Arc;

fn unit(name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 4, 2, [1, 2, 3]))
}

/// CR 3.1.3.a-b: the objects of visible zones (an Expedition, the Reserve) are known to
/// every player, characteristics included.
#[test]
fn cr_3_1_3_b_every_player_knows_the_objects_of_visible_zones() {
    let mut sc = position(0, 0);
    let scout = sc.card(&unit("Scout"), P1, Zone::Expedition(P1, Side::Hero));
    let sleeper = sc.card(&unit("Sleeper"), P1, Zone::Reserve(P1));
    let g = start(sc);
    let mine = g.view(P0);
    for (id, name) in [(scout, "Scout"), (sleeper, "Sleeper")] {
        let seen = mine.card(id).expect("an opponent's object in a visible zone is seen");
        assert_eq!((seen.name, seen.costs, seen.stats), (name, (4, 2), [1, 2, 3]));
    }
    assert_eq!(mine.zone(Zone::Reserve(P1)).len(), 1);
}

/// CR 3.1.3.d-e: the cards of hidden zones (a Hand, a Deck) are not seen by the other
/// player, but every player knows how many there are.
#[test]
fn cr_3_1_3_e_every_player_knows_how_many_cards_a_hidden_zone_holds() {
    let mut sc = position(0, 0);
    let secret = sc.card(&unit("Secret"), P1, Zone::Hand(P1));
    sc.card(&unit("Another"), P1, Zone::Hand(P1));
    sc.cards(&unit("Deep"), P1, Zone::Deck(P1), 5);
    let g = start(sc);
    let mine = g.view(P0);
    assert!(mine.card(secret).is_none(), "CR 3.1.3.d: not seen by the opponent");
    assert!(mine.zone(Zone::Hand(P1)).is_empty());
    assert_eq!((mine.count(Zone::Hand(P1)), mine.count(Zone::Deck(P1))), (2, 5));
    let theirs = g.view(P1);
    assert_eq!(theirs.card(secret).map(|c| c.name), Some("Secret"), "its owner sees it");
}

/// CR 3.1.3.c: a face-down Mana Orb is, to the opponent, a Mana Orb without any other
/// characteristic: they know how many orbs there are and which are ready, not the cards.
#[test]
fn cr_3_1_3_c_a_face_down_mana_orb_shows_nothing_but_being_an_orb() {
    let mut sc = position(0, 0);
    let orbs = sc.cards(&unit("Under"), P1, Zone::Mana(P1), 3);
    sc.status(orbs[0], |s| s.exhausted = true);
    let g = start(sc);
    let mine = g.view(P0);
    assert!(orbs.iter().all(|&o| mine.card(o).is_none()), "the faces are hidden");
    assert_eq!(mine.count(Zone::Mana(P1)), 3);
    assert_eq!(
        mine.orbs(P1),
        (2, 1),
        "how many are ready and how many exhausted is known"
    );
    assert!(
        g.view(P1).card(orbs[1]).is_some(),
        "the owner sees their own orbs' faces"
    );
}

/// CR 3.2.2.b: the Deck is an ordered pile, and a draw takes its top card. The cards put
/// in the Deck last are on top (`Scenario::card`): they are drawn first, in that order.
#[test]
fn cr_3_2_2_b_a_draw_takes_the_top_card_of_the_deck() {
    let mut sc = position(1, 0);
    let bottom = sc.card(&unit("Bottom"), P0, Zone::Deck(P0));
    let middle = sc.card(&unit("Middle"), P0, Zone::Deck(P0));
    let top = sc.card(&unit("Top"), P0, Zone::Deck(P0));
    let draw = sc.card(
        &CardPool::new()
            .add_source(
                std::path::Path::new("draw.card"),
                "name: Draw Two\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
                 refs: TEST_DRAW_TWO\n\nDraw 2 cards.\n",
            )
            .expect("the test card compiles"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    common::play(&mut g, draw, None);
    common::settled(&g);
    let st = g.state();
    assert_eq!(st.card(top).zone, Zone::Hand(P0));
    assert_eq!(st.card(middle).zone, Zone::Hand(P0));
    assert_eq!(st.card(bottom).zone, Zone::Deck(P0), "the bottom card stays");
}

/// CR 7.3.27.a-c: to return an object to a zone is to move it there, as `send` and `put`
/// do; and CR 1.4.3.a: an opponent's Character goes to its owner's Reserve.
#[test]
fn cr_7_3_27_a_return_moves_the_object_to_its_owners_zone() {
    let mut sc = position(1, 0);
    let theirs = sc.card(&unit("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let spell = sc.card(
        &CardPool::new()
            .add_source(
                std::path::Path::new("return.card"),
                "name: Return Spell\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
                 refs: TEST_RETURN\n\nReturn target Character to Reserve.\n",
            )
            .expect("the test card compiles"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    common::play(&mut g, spell, None);
    common::choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    common::settled(&g);
    assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1));
}

/// Every kind of zone once, with one of P1's cards in it, and whether P0 sees it:
/// CR 3.2.2.a (Deck hidden), CR 3.2.3.a (Discard pile visible), CR 3.2.4.a (Expedition zone
/// visible and shared), CR 3.2.5.a (Hand hidden), CR 3.2.6.a (Hero zone visible), CR 3.2.7.a
/// (Landmark zone visible), CR 3.2.10.a (Reserve visible), CR 3.2.8.a (Limbo visible and
/// shared); CR 1.2.3.d, 1.2.3.e, 3.1.2.a and 3.1.2.b: the Expedition zone and Limbo are shared,
/// the seven others each player's own (CR 1.2.1.d).
#[test]
fn cr_3_2_2_a_each_zone_is_hidden_or_visible_shared_or_personal_as_the_rules_say() {
    let personal = |p| {
        [
            (Zone::Deck(p), false),
            (Zone::Hand(p), false),
            (Zone::Discard(p), true),
            (Zone::Reserve(p), true),
            (Zone::Landmarks(p), true),
            (Zone::HeroZone(p), true),
        ]
    };
    let mut sc = position(0, 0);
    let mut placed = Vec::new();
    for (zone, visible) in personal(P1) {
        placed.push((sc.card(&unit("Theirs"), P1, zone), zone, visible));
    }
    let shared = Zone::Expedition(P1, Side::Hero);
    placed.push((sc.card(&unit("Out"), P1, shared), shared, true));
    let g = start(sc);
    let mine = g.view(P0);
    for (card, zone, visible) in placed {
        assert_eq!(mine.card(card).is_some(), visible, "{zone:?}");
        assert_eq!(zone.is_visible(), visible, "{zone:?}");
        // Its owner sees it too, but in the Deck, where nobody sees the faces (CR 3.1.3.e).
        let owner_sees = !matches!(zone, Zone::Deck(_));
        assert_eq!(g.view(P1).card(card).is_some(), owner_sees, "its owner, in {zone:?}");
    }
    for (zone, _) in personal(P1) {
        assert_eq!(zone.personal_owner(), Some(P1), "{zone:?} is P1's own");
        assert_ne!(zone, zone.owned_by(P0), "each player has their own {zone:?}");
    }
    assert_eq!(Zone::Mana(P1).personal_owner(), Some(P1));
    for zone in [
        Zone::Expedition(P0, Side::Hero),
        Zone::Expedition(P1, Side::Companion),
        Zone::Limbo,
    ] {
        assert_eq!(zone.personal_owner(), None, "{zone:?} is shared");
        assert!(zone.is_visible(), "CR 3.2.8.a: {zone:?} is visible");
    }
}

/// CR 3.2.9.c: a card in the Mana zone is a Mana Orb, not a Character, whatever is printed
/// on it: `per Character you control` does not count the Characters among your orbs.
#[test]
fn cr_3_2_9_c_a_character_card_in_the_mana_zone_is_a_mana_orb() {
    let boosts = |orbs_are_characters: bool| {
        let mut sc = position(1, 0);
        if orbs_are_characters {
            sc.cards(&unit("Under"), P0, Zone::Mana(P0), 3);
        }
        sc.card(&unit("Ally"), P0, Zone::Expedition(P0, Side::Hero));
        let me = sc.card(
            &common::written("Character — Test", "etb I gain 1 boost per Character you control."),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        common::play(&mut g, me, Some(Side::Hero));
        common::settled(&g);
        g.state().card(me).boosts
    };
    assert_eq!(boosts(false), 2, "itself and the ally");
    assert_eq!(
        boosts(true),
        2,
        "three Character cards among the orbs count for nothing"
    );
}

/// CR 1.4.4.a and 2.1.c: an object does not change zones, the card does and becomes a new
/// object (CR 2.1.d): what related to the object in the Expedition zone (its boosts, its
/// statuses, its object id) does not follow it to the Reserve.
#[test]
fn cr_1_4_4_a_nothing_of_the_old_object_follows_the_card_to_its_new_zone() {
    let mut sc = position(1, 0);
    let c = sc.card(&unit("Mover"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(c, 2);
    sc.status(c, |s| {
        s.asleep = true;
        s.anchored = true;
    });
    let spell = sc.card(
        &common::written("Spell", "Send target Character to Reserve."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let old = g.state().card(c).obj;
    common::play(&mut g, spell, None);
    common::choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(c));
    common::settled(&g);
    let now = g.state().card(c);
    assert_eq!(now.zone, Zone::Reserve(P0));
    assert_ne!(now.obj, old, "a new object");
    assert_eq!(now.boosts, 0);
    assert!(!now.status.asleep && !now.status.anchored && !now.status.exhausted);
}

/// CR 3.2.4.e (and 3.2.4.b): each player knows which Expedition every object of the
/// Expedition zone is in, their own and the opponent's, Hero or Companion.
#[test]
fn cr_3_2_4_e_every_player_knows_each_objects_expedition() {
    let mut sc = position(0, 0);
    let placed = [
        (P1, Side::Hero),
        (P1, Side::Companion),
        (P0, Side::Hero),
        (P0, Side::Companion),
    ]
    .map(|(p, side)| {
        (
            sc.card(&unit("Out"), p, Zone::Expedition(p, side)),
            Zone::Expedition(p, side),
        )
    });
    let g = start(sc);
    for viewer in [P0, P1] {
        for (card, zone) in placed {
            assert_eq!(g.view(viewer).card(card).map(|s| s.zone), Some(zone), "{viewer:?}");
        }
    }
}

/// CR 4.1.e: each deck face down, each Hero face up: at the start, the opponent sees your
/// Hero but none of your Deck's cards (CR 3.2.6.a, 3.2.2.a).
#[test]
fn cr_4_1_e_the_hero_is_face_up_the_deck_face_down() {
    let g = Game::builder()
        .seed(4)
        .deck(common::deck("axiom"))
        .deck(common::deck("bravos"))
        .build()
        .unwrap();
    for (me, them) in [(P0, P1), (P1, P0)] {
        let st = g.state();
        let hero = st.hero(them).expect("a Hero");
        assert!(g.view(me).card(hero).is_some(), "the opponent's Hero is seen");
        assert!(st.in_zone(Zone::Deck(them)).all(|c| g.view(me).card(c).is_none()));
        assert!(
            st.in_zone(Zone::Deck(me)).all(|c| g.view(me).card(c).is_none()),
            "nor your own"
        );
    }
}

/// CR 2.1.i: an object that no longer exists cannot move: a token sent to Reserve ceases
/// to exist (CR 2.1.e), and `then return it to its owner's hand` finds nothing to move; a
/// card is found in Reserve (CR 2.1.f) and returned, whether `then` joins the two steps in
/// one sentence or starts the next.
#[test]
fn cr_2_1_i_a_token_that_ceased_to_exist_cannot_be_moved_again() {
    for (token, effect) in [
        (
            true,
            "Send target Character to Reserve, then return it to its owner's hand.",
        ),
        (
            false,
            "Send target Character to Reserve, then return it to its owner's hand.",
        ),
        (
            true,
            "Send target Character to Reserve. Then, return it to its owner's hand.",
        ),
        (
            false,
            "Send target Character to Reserve. Then, return it to its owner's hand.",
        ),
    ] {
        let mut sc = position(1, 0);
        let def = if token {
            Arc::new(CardDef::basic("Recruit", Kind::Token, 0, 0, [1; 3]))
        } else {
            unit("Recruit")
        };
        let c = sc.card(&def, P0, Zone::Expedition(P0, Side::Hero));
        let spell = sc.card(&common::written("Spell", effect), P0, Zone::Hand(P0));
        let mut g = start(sc);
        common::play(&mut g, spell, None);
        common::choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(c));
        common::settled(&g);
        let expected = if token { Zone::Gone } else { Zone::Hand(P0) };
        assert_eq!(g.state().card(c).zone, expected, "a token: {token}: {effect}");
    }
}

/// CR 3.2.1.a: the Adventure is shared and visible: both players see the same regions, and
/// neither sees the face of a face-down Tumult card (its terrains are unknown to both).
#[test]
fn cr_3_2_1_a_both_players_see_the_same_adventure_and_no_face_down_terrain() {
    let g = Game::builder()
        .seed(9)
        .deck(common::deck("axiom"))
        .deck(common::deck("bravos"))
        .build()
        .unwrap();
    let (mine, theirs) = (g.view(P0).regions(), g.view(P1).regions());
    assert_eq!(mine, theirs, "one Adventure, seen alike");
    let a = g.state().adventure();
    for (i, seen) in mine.iter().enumerate() {
        if a.regions[i].face_up {
            assert_eq!(*seen, Some(a.regions[i].terrains), "region {i}");
        } else {
            assert_eq!(*seen, None, "region {i} is face down");
        }
    }
    assert!(mine.iter().any(Option::is_none), "the Tumult cards start face down");
}
