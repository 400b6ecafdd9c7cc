//! Rulings on effects that name an Expedition by where their object is: Sakarabru (`Your
//! opponent's Expedition facing me moves backwards one region`).
use super::*;

/// `{H} Your opponent's Expedition facing me moves backwards one region.`
const SAKARABRU: &str = "ALT_CORE_B_YZ_18_C";

/// Player 0 plays Sakarabru from Hand into `side` in the position `sc`.
fn sakarabru_into(side: Side, mut sc: Scenario) -> Game {
    let sakarabru = sc.card(&ruled(SAKARABRU), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, sakarabru, Some(side));
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    settled(&g);
    g
}

/// Sakarabru — Q: Did the wording of this card change? A: "Your opponent's Expedition
/// facing mine" now reads "Your opponent's Expedition facing me". CR 1.2.3.c: the one facing
/// the Expedition Sakarabru is in moves back; the other does not.
#[test]
fn sakarabru_ruling_the_expedition_facing_it_moves_backwards() {
    for side in [Side::Hero, Side::Companion] {
        let mut sc = position(7, 0);
        sc.state_mut().player_mut(P1).markers = [2, 4];
        let before = sc.state_mut().player(P1).markers;
        let mine = sc.state_mut().player(P0).markers;
        let g = sakarabru_into(side, sc);
        let after = g.state().player(P1).markers;
        let moved = match side {
            Side::Hero => [before[0] - 1, before[1]],
            Side::Companion => [before[0], before[1] + 1],
        };
        assert_eq!(after, moved, "{side:?}: {:?}", g.events());
        assert_eq!(g.state().player(P0).markers, mine, "its controller's stay");
    }
}

/// Sakarabru — Q: What happens if Sakarabru is played during the tiebreaker? A: In the
/// Arena, Expeditions can't move forward nor backwards, since there's only one Region: the
/// effect does nothing. CR 4.3.d.
#[test]
fn sakarabru_ruling_nothing_moves_in_the_arena() {
    let mut sc = position(7, 0);
    let a = sc.state_mut().adventure_mut();
    a.regions[0].card = RegionCard::Arena;
    a.len = 1;
    for p in [P0, P1] {
        sc.state_mut().player_mut(p).markers = [0, 0];
    }
    let g = sakarabru_into(Side::Hero, sc);
    assert_eq!(g.state().player(P1).markers, [0, 0]);
    assert!(!g.events().iter().any(|e| matches!(e, Event::ExpeditionMoved { .. })));
}
