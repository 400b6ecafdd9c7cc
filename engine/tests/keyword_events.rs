//! Reactions to keyword actions (CR 7.3), to tokens being created (CR 7.3.5) and to Terrain
//! Markers being placed or moved (CR 3.2.1.d, 7.3.20), in play on cards written for the
//! tests (issue 15): each test shows that the reaction activates for the event it names and
//! not for another, so that it fails when the event is not noted or is read another way.
mod common;

use common::{choose, play, position, settled, start, written, P0, P1};

use altered_engine::*;

fn hand(g: &Game, p: PlayerId) -> usize {
    g.state().count(Zone::Hand(p))
}

fn boosts(g: &Game, c: CardId) -> u16 {
    g.state().card(c).boosts
}

/// Plays the reactions in Limbo in the order offered (CR 4.4.b: their controller's choice),
/// until the turn comes back to player 0.
fn resolve(g: &mut Game) {
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(g, DecisionKind::ChooseReaction, |_| true);
    }
    settled(g);
}

/// CR 7.3.30.a: `When you Sabotage` and `When an opponent Sabotages`: a Sabotage that
/// discards a card activates the saboteur's `you` and the other player's `an opponent`,
/// not the other player's `you`; one that discards nothing performs no atomic action and
/// activates none (CR 6.3.b).
#[test]
fn cr_7_3_30_a_when_you_sabotage_and_when_an_opponent_sabotages() {
    for discard in [true, false] {
        let mut sc = position(1, 0);
        let mine = sc.card(
            &written("Character — Adventurer", "When you Sabotage | I gain 1 boost."),
            P0,
            Zone::Expedition(P0, Side::Companion),
        );
        let theirs = sc.card(
            &written("Character — Adventurer", "When an opponent Sabotages | I gain 1 boost."),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        let not_theirs = sc.card(
            &written("Character — Adventurer", "When you Sabotage | I gain 1 boost."),
            P1,
            Zone::Expedition(P1, Side::Companion),
        );
        let victim = sc.card(&common::filler(), P1, Zone::Reserve(P1));
        let card = sc.card(&written("Character — Adventurer", "etb Sabotage."), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        choose(&mut g, DecisionKind::ChooseObject, |o| {
            *o == if discard { Opt::Card(victim) } else { Opt::Skip }
        });
        settled(&g);
        let n = u16::from(discard);
        assert_eq!(
            (boosts(&g, mine), boosts(&g, theirs), boosts(&g, not_theirs)),
            (n, n, 0),
            "a card discarded: {discard}"
        );
    }
}

/// CR 7.3.4.a: `When I'm augmented` activates for the object augmented only, and only
/// when it gains a counter: one without any counter gains none, and nothing happens.
/// `When you Augment a Character` activates for the controller's Augment.
#[test]
fn cr_7_3_4_a_when_im_augmented_and_when_you_augment_a_character() {
    for (boosted, expected) in [(1u16, (2u16, 1usize, 1u16)), (0, (0, 0, 0))] {
        let mut sc = position(1, 3);
        let listener = written("Character — Adventurer", "When I'm augmented | Draw a card.");
        let target = sc.card(&listener, P0, Zone::Expedition(P0, Side::Companion));
        sc.boosts(target, boosted);
        let other = sc.card(&listener, P0, Zone::Expedition(P0, Side::Companion));
        sc.boosts(other, 1);
        let watcher = sc.card(
            &written(
                "Character — Adventurer",
                "When you Augment a Character | I gain 1 boost.",
            ),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let card = sc.card(
            &written("Character — Adventurer", "etb Augment target Character."),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, card, Some(Side::Hero));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
        resolve(&mut g);
        assert_eq!(
            (boosts(&g, target), hand(&g, P0) + 1 - before, boosts(&g, watcher)),
            expected,
            "the target had {boosted} boosts"
        );
        assert_eq!(boosts(&g, other), 1, "not augmented");
    }
}

/// CR 7.3.13.a and its remark: `When you Exhausted Resupply` activates for an Exhausted
/// Resupply and not for a Resupply, while `When you Resupply` activates for both.
#[test]
fn cr_7_3_13_a_when_you_exhausted_resupply_and_when_you_resupply() {
    let mut sc = position(2, 4);
    let exhausted = sc.card(
        &written(
            "Character — Adventurer",
            "When you Exhausted Resupply | I gain 1 boost.",
        ),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let any = sc.card(
        &written("Character — Adventurer", "When you Resupply | I gain 1 boost."),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let first = sc.card(&written("Spell", "Exhausted Resupply."), P0, Zone::Hand(P0));
    let second = sc.card(&written("Spell", "Resupply."), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, first, None);
    resolve(&mut g);
    assert_eq!(
        (boosts(&g, exhausted), boosts(&g, any)),
        (1, 1),
        "after Exhausted Resupply"
    );
    play(&mut g, second, None);
    resolve(&mut g);
    assert_eq!((boosts(&g, exhausted), boosts(&g, any)), (1, 2), "after Resupply");
}

/// CR 7.3.5.a with CR 6.3.g: `When a token is created` activates once for each token, by
/// whichever player creates it; `When one or more tokens are created` once for the event
/// that creates two.
#[test]
fn cr_7_3_5_a_when_a_token_is_created_and_when_one_or_more_tokens_are_created() {
    let mut sc = position(1, 0);
    let each = sc.card(
        &written("Character — Adventurer", "When a token is created | I gain 1 boost."),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let theirs = sc.card(
        &written(
            "Character — Adventurer",
            "When a token Character is created | I gain 1 boost.",
        ),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let once = sc.card(
        &written(
            "Character — Adventurer",
            "When one or more tokens are created | I gain 1 boost.",
        ),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Create an Ordis Recruit 1/1/1 Soldier token in each of your Expeditions.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    resolve(&mut g);
    assert_eq!(
        (boosts(&g, each), boosts(&g, theirs), boosts(&g, once)),
        (2, 2, 1),
        "two tokens created by one step"
    );
}
