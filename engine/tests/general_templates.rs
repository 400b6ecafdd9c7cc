//! General templates a later set's cards will use (issue 15, deliverable 2), each in play on
//! a card written for the test: sentences chained on what another player or an object did,
//! cost changes for every way of playing, superlatives and places. Each test asserts what
//! the construct means, so that it fails when the construct is read another way; tests of a
//! rule are named after its number in the Complete Rules 4.0.
mod common;

use common::{choose, play, position, settled, start, written, P0, P1};

use altered_engine::*;

fn decide(g: &mut Game, kind: DecisionKind, player: PlayerId, pick: impl Fn(&Opt) -> bool) {
    let d = g.pending().expect("a decision").clone();
    assert_eq!((d.kind, d.player), (kind, player), "{d:?}");
    choose(g, kind, pick);
}

fn hand(g: &Game, p: PlayerId) -> usize {
    g.state().count(Zone::Hand(p))
}

/// CR 6.5.f with CR 7.2.4.a: `Target opponent may draw a card. If they do, I gain 2 boosts.
/// If they don't, draw a card.`: `they` is the opponent who decided; each answer leads to
/// its own sentence only.
#[test]
fn cr_6_5_f_if_they_do_reads_what_the_target_opponent_chose() {
    for accept in [true, false] {
        let mut sc = position(1, 2);
        sc.cards(&common::filler(), P1, Zone::Deck(P1), 2);
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb Target opponent may draw a card. If they do, I gain 2 boosts. If they don't, draw a card.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let hands = (hand(&g, P0), hand(&g, P1));
        play(&mut g, card, Some(Side::Hero));
        decide(&mut g, DecisionKind::ChoosePlayer, P0, |o| *o == Opt::Player(P1));
        decide(&mut g, DecisionKind::May, P1, |o| {
            *o == if accept { Opt::Yes } else { Opt::No }
        });
        settled(&g);
        let got = (g.state().card(card).boosts, hand(&g, P0), hand(&g, P1));
        let expected = if accept {
            (2, hands.0 - 1, hands.1 + 1)
        } else {
            (0, hands.0, hands.1)
        };
        assert_eq!(got, expected, "the opponent accepted: {accept}");
    }
}

/// CR 6.5.f with CR 7.2.5 and 7.3.21: `My Expedition moves backwards one region. If it does,
/// draw a card. If it doesn't, I gain 1 boost.`: `it` is my Expedition, which can't move
/// backwards from its starting region (CR 7.3.21.b).
#[test]
fn cr_6_5_f_if_it_does_reads_whether_the_expedition_moved() {
    for at in [0u8, 1] {
        let mut sc = position(1, 2);
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb My Expedition moves backwards one region. If it does, draw a card. If it doesn't, I gain 1 boost.",
            ),
            P0,
            Zone::Hand(P0),
        );
        sc.state_mut().player_mut(P0).markers[0] = at;
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let got = (
            g.state().player(P0).markers[0],
            hand(&g, P0),
            g.state().card(card).boosts,
        );
        let expected = if at == 1 { (0, before, 0) } else { (0, before - 1, 1) };
        assert_eq!(got, expected, "my Expedition was {at} regions forward");
    }
}
