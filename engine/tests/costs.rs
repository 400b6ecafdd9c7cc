//! Passive abilities that change the cost of the cards played (CR 5.1.2.e), with real
//! cards: Bliss Drummer (`If I'm Boosted, you may play Robots from your Reserve for 1 less,
//! down to a minimum of 1. (Other effects may still reduce it further.)`) and Ebenezer
//! Scrooge (`Cards played from Reserve cost 1 less, down to a minimum of 1.`; its other
//! Rare: `Cards played from Reserve cost 1 more.`); and an optional cost that lowers a
//! card's own cost (Paint Prison, CR 5.1.2.c.3).
mod common;

use common::{choose, position, real, start, P0, P1};

use altered_engine::*;
use std::sync::Arc;

const BLISS_DRUMMER: &str = "ALT_BISE_B_LY_54_R2";
const SCROOGE_LESS: &str = "ALT_ALIZE_B_OR_37_R2";
const SCROOGE_MORE: &str = "ALT_ALIZE_B_OR_37_R1";
/// Its support ability: `The next card you play this turn costs 1 less.`
const MARTENGALE: &str = "ALT_CORE_B_LY_04_R1";

fn card(name: &str, subtypes: &[&str], hand: u8, reserve: u8) -> Arc<CardDef> {
    let mut def = CardDef::basic(name, Kind::Character, hand, reserve, [1; 3]);
    def.subtypes = subtypes.iter().map(|s| s.to_string()).collect();
    Arc::new(def)
}

/// The cost player 0 is offered to play `card` (from wherever it is).
fn offered_cost(g: &Game, card: CardId) -> Option<u8> {
    g.pending()?.options.iter().find_map(|o| match o {
        Opt::Play { card: c, cost, .. } if *c == card => Some(*cost),
        _ => None,
    })
}

#[test]
fn cr_5_1_2_e_bliss_drummer_boosted_makes_robots_from_reserve_cost_one_less() {
    let costs = |boosted: bool| {
        let mut sc = position(9, 0);
        let drummer = sc.card(&real(BLISS_DRUMMER), P0, Zone::Expedition(P0, Side::Hero));
        if boosted {
            sc.boosts(drummer, 1);
        }
        let robot = sc.card(&card("Robot", &["Robot"], 3, 3), P0, Zone::Reserve(P0));
        let cheap = sc.card(&card("Cheap Robot", &["Robot"], 1, 1), P0, Zone::Reserve(P0));
        let in_hand = sc.card(&card("Hand Robot", &["Robot"], 3, 3), P0, Zone::Hand(P0));
        let other = sc.card(&card("Other", &["Animal"], 3, 3), P0, Zone::Reserve(P0));
        let g = start(sc);
        [robot, cheap, in_hand, other].map(|c| offered_cost(&g, c))
    };
    assert_eq!(costs(false), [Some(3), Some(1), Some(3), Some(3)], "only if Boosted");
    assert_eq!(
        costs(true),
        [Some(2), Some(1), Some(3), Some(3)],
        "Robots from Reserve, down to a minimum of 1"
    );
}

#[test]
fn cr_5_1_2_e_a_minimum_restricts_its_own_decrease_only() {
    // (Other effects may still reduce it further.): the remark of CR 5.1.2.e.
    let mut sc = position(9, 0);
    let drummer = sc.card(&real(BLISS_DRUMMER), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(drummer, 1);
    let martengale = sc.card(&real(MARTENGALE), P0, Zone::Reserve(P0));
    let robot = sc.card(&card("Robot", &["Robot"], 2, 2), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    assert_eq!(offered_cost(&g, robot), Some(1));
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == martengale),
    );
    assert_eq!(offered_cost(&g, robot), Some(0), "2, 1 less down to 1, then 1 less");
}

#[test]
fn cr_5_1_2_e_ebenezer_scrooge_changes_the_cost_of_every_card_played_from_reserve() {
    for (scrooge, expected) in [(SCROOGE_LESS, [2, 1, 3]), (SCROOGE_MORE, [4, 2, 3])] {
        let mut sc = position(9, 0);
        // An opponent's: `Cards played from Reserve` names no player.
        sc.card(&real(scrooge), P1, Zone::Expedition(P1, Side::Hero));
        let three = sc.card(&card("Three", &[], 3, 3), P0, Zone::Reserve(P0));
        let one = sc.card(&card("One", &[], 1, 1), P0, Zone::Reserve(P0));
        let in_hand = sc.card(&card("Hand", &[], 3, 3), P0, Zone::Hand(P0));
        let g = start(sc);
        assert_eq!(
            [three, one, in_hand].map(|c| offered_cost(&g, c)),
            expected.map(Some),
            "{scrooge}"
        );
    }
}

/// Designer Drone: `reserve You may spend 1 counter from a card you control or in your
/// Reserve to reduce the cost of the next Permanent you play this Afternoon by 2.` CR
/// 2.2.15: a lasting effect on the next card played; CR 5.1.2.e.2: a decrease.
#[test]
fn cr_2_2_15_designer_drone_reduces_the_cost_of_the_next_permanent_by_two() {
    let mut sc = position(9, 0);
    let drone = sc.card(&real("ALT_BISE_B_AX_51_R2"), P0, Zone::Reserve(P0));
    let holder = sc.card(&card("Holder", &[], 1, 1), P0, Zone::Expedition(P0, Side::Hero));
    sc.counters(holder, "Kelon", 1);
    let permanent = sc.card(
        &Arc::new(CardDef::basic("Tower", Kind::LandmarkPermanent, 3, 3, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let character = sc.card(&card("Other", &[], 3, 3), P0, Zone::Hand(P0));
    let mut g = start(sc);
    common::play(&mut g, drone, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(holder));
    // Player 1 passes; player 0's turn again.
    while g.pending().is_some_and(|d| d.player == P1) {
        choose(&mut g, DecisionKind::Turn, |o| *o == Opt::Pass);
    }
    assert_eq!(g.state().counter(holder, "Kelon"), 0, "the counter spent");
    assert_eq!(offered_cost(&g, permanent), Some(1), "3, 2 less");
    assert_eq!(offered_cost(&g, character), Some(3), "not a Permanent");
}

const PAINT_PRISON: &str = "ALT_CORE_B_LY_26_C";

/// Paint Prison's `You may discard a card from your Reserve to reduce my cost by 2`: an
/// optional cost chosen as it is played (CR 5.1.2.c.3), one option per card it may take,
/// paid with the mana (CR 5.1.2.h): with three orbs, only 5 - 2 = 3 can be paid; the
/// card chosen is discarded and the Spell resolves.
#[test]
fn cr_5_1_2_c_paint_prison_may_discard_a_card_from_reserve_to_cost_two_less() {
    for mana in [3, 9] {
        let mut sc = position(mana, 0);
        let prison = sc.card(&real(PAINT_PRISON), P0, Zone::Hand(P0));
        let reserve = sc.cards(&card("Kept", &[], 1, 1), P0, Zone::Reserve(P0), 2);
        let victim = sc.card(&card("Victim", &[], 1, 1), P1, Zone::Expedition(P1, Side::Hero));
        let mut g = start(sc);
        let plays: Vec<(u8, Option<CardId>)> = g
            .pending()
            .unwrap()
            .options
            .iter()
            .filter_map(|o| match o {
                Opt::Play { card, cost, pay, .. } if *card == prison => Some((*cost, *pay)),
                _ => None,
            })
            .collect();
        let paying = [(3, Some(reserve[0])), (3, Some(reserve[1]))];
        if mana == 3 {
            assert_eq!(plays, paying);
        } else {
            assert_eq!(plays, [&[(5, None)][..], &paying[..]].concat());
        }
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Play { card, pay, .. } if *card == prison && *pay == Some(reserve[1])),
        );
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
        assert_eq!(g.state().card(reserve[1]).zone, Zone::Discard(P0));
        assert_eq!(g.state().card(reserve[0]).zone, Zone::Reserve(P0));
        assert_eq!(g.state().card(victim).zone, Zone::Deck(P1));
        // Fleeting: to the Discard pile; three orbs paid.
        assert_eq!(g.state().card(prison).zone, Zone::Discard(P0));
        let exhausted = g
            .state()
            .in_zone(Zone::Mana(P0))
            .filter(|&o| g.state().card(o).status.exhausted);
        assert_eq!(exhausted.count(), 3);
    }
}

const AMAROK: &str = "ALT_ALIZE_B_BR_39_C";

/// Amarok: `I cost 2 less to play in an Expedition with no Characters.` The turn's options
/// price each Expedition on its own (CR 5.1.2.e): with a Character in the Hero Expedition
/// only, Amarok costs 5 into it and 3 into the empty Companion Expedition; with neither
/// occupied, 3 into both. (The options of one side are copied to the other only when the
/// side changes no price.)
#[test]
fn cr_5_1_2_e_amarok_costs_two_less_only_into_the_empty_expedition() {
    let offered = |occupied: bool| {
        let mut sc = position(9, 0);
        let amarok = sc.card(&real(AMAROK), P0, Zone::Hand(P0));
        if occupied {
            sc.card(&card("Holder", &[], 1, 1), P0, Zone::Expedition(P0, Side::Hero));
        }
        let g = start(sc);
        let costs: Vec<(Option<Side>, u8)> = g
            .pending()
            .unwrap()
            .options
            .iter()
            .filter_map(|o| match o {
                Opt::Play { card, to, cost, .. } if *card == amarok => Some((*to, *cost)),
                _ => None,
            })
            .collect();
        costs
    };
    assert_eq!(
        offered(true),
        [(Some(Side::Hero), 5), (Some(Side::Companion), 3)],
        "the Hero Expedition is occupied"
    );
    assert_eq!(
        offered(false),
        [(Some(Side::Hero), 3), (Some(Side::Companion), 3)],
        "both empty"
    );
}
