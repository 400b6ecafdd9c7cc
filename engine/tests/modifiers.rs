//! Modifiers of events of a kind (CR 6.2), passive abilities of real cards: of a status
//! gained (Gericht, Revered Duelist's Rare: `If I would gain Fleeting, I gain 1 boost
//! instead.`; Ordis Nightwarden's Rare: `If I would gain Asleep, I gain Anchored instead.`),
//! of a die roll (Martengale's Rare: `If you would roll a die, you may add 1 to its
//! result.`; The Ouroboros, Lyra Bastion: `If you would roll one or more dice, roll that many
//! dice plus one and ignore the roll of your choice instead.`) and of an Expedition moving
//! forward (The Magic Sleigh: `If my Expedition would move forward during Dusk, it moves
//! forward one more region instead.`). Every decision is scripted.
mod common;

use common::{choose, filler, play, position, reactions_of, real, rolled, settled, start, P0, P1};

use altered_engine::*;
use std::sync::Arc;

const GERICHT_RARE: &str = "ALT_ALIZE_A_BR_37_R1";
const NIGHTWARDEN_RARE: &str = "ALT_ALIZE_B_OR_36_R1";
const HYPOTHERMIA: &str = "ALT_ALIZE_B_OR_40_C";
const MARTENGALE_RARE: &str = "ALT_CORE_B_LY_04_R1";
const OUROBOROS_BASTION: &str = "ALT_CORE_B_LY_30_C";
/// `Roll a die. Target Character gains X boosts, where X is the result.`
const ALL_IN: &str = "ALT_CORE_B_LY_25_C";
const MAGIC_SLEIGH: &str = "ALT_ALIZE_B_LY_44_C";
/// `If my Expedition would move forward, you may discard me to draw 2 cards instead.`
const RUNES_TESTAMENT: &str = "ALT_BISE_B_OR_61_C";
/// `If my Expedition would move forward, you may discard me to look at the top four cards of
/// your deck instead. Put one in your hand and discard the others.`
const RUNES_TESTAMENT_RARE: &str = "ALT_BISE_B_OR_61_R1";
/// `Target Expedition moves forward one region.`
const SMALL_STEP: &str = "ALT_CORE_B_YZ_25_C";

fn character(name: &str, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 1, 1, stats))
}

// --- Gaining a status (CR 7.3.15) ---

/// CR 6.2.f: a modifier of an atomic action (gaining Fleeting), not of the whole step.
#[test]
fn cr_6_2_b_gericht_played_from_reserve_gains_a_boost_instead_of_fleeting() {
    let mut sc = position(4, 0);
    let gericht = sc.card(&real(GERICHT_RARE), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, gericht, Some(Side::Hero));
    settled(&g);
    let c = g.state().card(gericht);
    // CR 2.4.7.a, 5.2.1.c: played from Reserve it would gain Fleeting as it joins.
    assert!(!c.status.fleeting, "the Fleeting is replaced");
    assert_eq!(c.boosts, 1, "by a boost");
}

#[test]
fn cr_6_2_b_nightwarden_gains_anchored_instead_of_asleep() {
    let mut sc = position(1, 0);
    let spell = sc.card(&real(HYPOTHERMIA), P0, Zone::Hand(P0));
    let warden = sc.card(&real(NIGHTWARDEN_RARE), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs", [1; 3]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    // CR 6.1.h: each player chooses a Character they control, the controller first.
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(warden));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    let st = g.state();
    assert!(!st.card(warden).status.asleep && st.card(warden).status.anchored);
    assert!(st.card(theirs).status.asleep, "another Character is not modified");
}

/// CR 6.2.m: once no more modifiers apply, the step happens and becomes an event, and the
/// reactions are tested against that event: Nightwarden gaining Anchored instead of Asleep
/// activates a reaction to a Character gaining Anchored, and none to gaining Asleep, which
/// never happened to it (the opponent's Character that fell Asleep is not mine).
#[test]
fn cr_6_2_m_the_modified_step_is_the_event_reactions_are_tested_against() {
    let mut sc = position(1, 3);
    let spell = sc.card(&real(HYPOTHERMIA), P0, Zone::Hand(P0));
    let warden = sc.card(&real(NIGHTWARDEN_RARE), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs", [1; 3]), P1, Zone::Expedition(P1, Side::Hero));
    let on_anchored = sc.card(
        &common::written(
            "Character — Soldier",
            "When a Character you control gains Anchored | Draw a card.\n",
        ),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let on_asleep = sc.card(
        &common::written(
            "Character — Soldier",
            "When a Character you control gains Asleep | Draw a card.\n",
        ),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(warden));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert!(g.state().card(warden).status.anchored);
    assert_eq!(reactions_of(&g, on_anchored), 1, "the event is the modified step");
    assert_eq!(reactions_of(&g, on_asleep), 0, "the step it replaced never happened");
}

// --- Die rolls (CR 7.3.28) ---

/// Player 0 plays All In with these cards of theirs in play (The Ouroboros in the Landmark
/// zone, a Character in the companion Expedition).
fn all_in(mods: &[&str]) -> (Game, CardId) {
    let mut sc = position(3, 0);
    let spell = sc.card(&real(ALL_IN), P0, Zone::Hand(P0));
    for m in mods {
        let zone = if m.starts_with("ALT_CORE_B_LY_30") {
            Zone::Landmarks(P0)
        } else {
            Zone::Expedition(P0, Side::Companion)
        };
        sc.card(&real(m), P0, zone);
    }
    let mine = sc.card(&character("Mine", [1; 3]), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    (g, mine)
}

#[test]
fn cr_6_2_d_martengale_may_add_one_to_the_result() {
    for apply in [true, false] {
        let (mut g, mine) = all_in(&[MARTENGALE_RARE]);
        let d = g.pending().expect("a decision").clone();
        // CR 6.2.d: the controller of Martengale says whether it applies.
        assert_eq!((d.kind, d.player), (DecisionKind::Replace, P0), "{d:?}");
        choose(&mut g, DecisionKind::Replace, |o| {
            *o == if apply { Opt::Yes } else { Opt::No }
        });
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
        settled(&g);
        let r = rolled(&g);
        assert_eq!(r.len(), 1, "one die");
        assert_eq!(g.state().card(mine).boosts, u16::from(r[0]) + u16::from(apply));
    }
}

#[test]
fn cr_6_2_b_the_ouroboros_rolls_one_more_die_and_its_controller_keeps_one() {
    let (mut g, mine) = all_in(&[OUROBOROS_BASTION]);
    let d = g.pending().expect("a decision").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseDie, P0), "{d:?}");
    let r = rolled(&g);
    assert_eq!(r.len(), 2, "two dice rolled");
    assert_eq!(d.options, r.iter().map(|&x| Opt::Die(x)).collect::<Vec<_>>());
    // Keep the lower, to see that the choice, not the first die, counts.
    let low = *r.iter().min().unwrap();
    choose(&mut g, DecisionKind::ChooseDie, |o| *o == Opt::Die(low));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert_eq!(g.state().card(mine).boosts, u16::from(low));
}

/// CR 6.2.g: the replacing modifier (The Ouroboros: roll two dice, keep one) applies first,
/// the additive one (Martengale: add one) last: the die is kept before the +1 is offered.
#[test]
fn cr_6_2_i_the_ouroboros_and_martengale_both_apply() {
    let (mut g, mine) = all_in(&[OUROBOROS_BASTION, MARTENGALE_RARE]);
    let high = *rolled(&g).iter().max().unwrap();
    choose(&mut g, DecisionKind::ChooseDie, |o| *o == Opt::Die(high));
    choose(&mut g, DecisionKind::Replace, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    // CR 6.2.k: Martengale applied once to the roll, and not again.
    assert_eq!(g.state().card(mine).boosts, u16::from(high) + 1);
}

#[test]
fn cr_6_2_b_an_opponents_martengale_does_not_modify_my_roll() {
    let mut sc = position(3, 0);
    let spell = sc.card(&real(ALL_IN), P0, Zone::Hand(P0));
    sc.card(&real(MARTENGALE_RARE), P1, Zone::Expedition(P1, Side::Hero));
    let mine = sc.card(&character("Mine", [1; 3]), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    // `If you would roll`: only its controller's rolls.
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert_eq!(g.state().card(mine).boosts, u16::from(rolled(&g)[0]));
}

// --- Moving forward (CR 7.3.22) ---

/// Dusk of player 0's Expedition with a strong Character, facing nothing, the Sleigh in
/// `sleigh` (if any): the Hero Expedition's marker after Progress.
fn progress(sleigh: Option<Side>) -> u8 {
    let mut sc = position(0, 0);
    sc.card(&character("Strong", [5; 3]), P0, Zone::Expedition(P0, Side::Hero));
    if let Some(side) = sleigh {
        sc.card(&real(MAGIC_SLEIGH), P0, Zone::Expedition(P0, side));
    }
    sc.cards(&filler(), P0, Zone::Deck(P0), 5);
    sc.cards(&filler(), P1, Zone::Deck(P1), 5);
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let before = st.player(P0).markers[0];
    let g = Game::from_state(st);
    g.state().player(P0).markers[0] - before
}

#[test]
fn cr_6_2_b_the_magic_sleigh_moves_its_expedition_one_more_region_at_dusk() {
    assert_eq!(progress(None), 1, "CR 4.2.4: one region");
    assert_eq!(progress(Some(Side::Hero)), 2, "one more region");
    assert_eq!(progress(Some(Side::Companion)), 1, "only its own Expedition");
}

// --- A replacement with a cost, whose effect resolves on its own (CR 6.2.b, d) ---

/// Player 0's Hero Expedition, with a strong Character facing nothing and Rune's
/// Testament, at Dusk; 9 cards in player 0's Deck, 5 in player 1's.
fn testament_at_dusk() -> (Game, CardId) {
    testament_version_at_dusk(RUNES_TESTAMENT)
}

fn testament_version_at_dusk(reference: &str) -> (Game, CardId) {
    // Enough cards that the next Morning's draw does not refill the Deck from the Discard.
    let mut sc = position(0, 9);
    sc.card(&character("Strong", [5; 3]), P0, Zone::Expedition(P0, Side::Hero));
    let testament = sc.card(&real(reference), P0, Zone::Expedition(P0, Side::Hero));
    sc.cards(&filler(), P1, Zone::Deck(P1), 5);
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    (Game::from_state(st), testament)
}

/// Answers the Dusk question on Rune's Testament; what happened until Night: whether player
/// 0's Hero Expedition moved, how many cards they drew, and where the Testament went.
fn testament_dusk(apply: bool) -> (bool, usize, Option<Zone>) {
    let (mut g, testament) = testament_at_dusk();
    // CR 6.2.d: its controller says, before Progress.
    let d = g.pending().expect("a decision").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::Replace, P0), "{d:?}");
    let seen = g.events().len();
    choose(&mut g, DecisionKind::Replace, |o| {
        *o == if apply { Opt::Yes } else { Opt::No }
    });
    let dusk: Vec<&Event> = g.events()[seen..]
        .iter()
        .take_while(|e| **e != Event::Phase(Phase::Night))
        .collect();
    let moved = dusk.iter().any(|e| {
        matches!(
            e,
            Event::ExpeditionMoved {
                player: P0,
                side: Side::Hero,
                ..
            }
        )
    });
    let drawn = dusk
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Moved {
                    from: Zone::Deck(P0),
                    to: Zone::Hand(P0),
                    ..
                }
            )
        })
        .count();
    let went = dusk.iter().find_map(|e| match e {
        Event::Moved { card, to, .. } if *card == testament => Some(*to),
        _ => None,
    });
    (moved, drawn, went)
}

#[test]
fn cr_6_2_d_runes_testament_applied_at_dusk_discards_itself_and_draws_instead_of_moving() {
    assert_eq!(
        testament_dusk(true),
        (false, 2, Some(Zone::Discard(P0))),
        "CR 6.2.b: no move forward; the cost, discard me; draw 2 cards instead"
    );
    assert_eq!(testament_dusk(false), (true, 0, None), "declined: it moves forward");
}

#[test]
fn cr_6_2_d_runes_testament_replaces_a_move_forward_by_an_effect() {
    let mut sc = position(6, 5);
    let testament = sc.card(&real(RUNES_TESTAMENT), P0, Zone::Expedition(P0, Side::Hero));
    let step = sc.card(&real(SMALL_STEP), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let (marker, hand) = (g.state().player(P0).markers[0], g.state().count(Zone::Hand(P0)));
    play(&mut g, step, None);
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Hero,
        }
    });
    choose(&mut g, DecisionKind::Replace, |o| *o == Opt::Yes);
    settled(&g);
    let st = g.state();
    assert_eq!(st.player(P0).markers[0], marker, "CR 6.2.b: it does not move forward");
    assert_eq!(st.card(testament).zone, Zone::Discard(P0));
    // The Spell left the Hand; 2 cards were drawn.
    assert_eq!(st.count(Zone::Hand(P0)), hand - 1 + 2);
}

/// The Rare: looking at the top four cards (CR 3.1.3.f: its controller alone sees them),
/// one to the Hand, the others discarded, in the place of the moving forward.
#[test]
fn cr_6_2_d_runes_testament_rare_looks_at_four_and_keeps_one() {
    let (mut g, testament) = testament_version_at_dusk(RUNES_TESTAMENT_RARE);
    let top: Vec<CardId> = g.state().player(P0).deck.iter().rev().take(4).copied().collect();
    let marker = g.state().player(P0).markers[0];
    choose(&mut g, DecisionKind::Replace, |o| *o == Opt::Yes);
    let d = g.pending().expect("a decision").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseHidden, P0), "{d:?}");
    let mut offered: Vec<CardId> = d
        .options
        .iter()
        .filter_map(|o| match o {
            Opt::Card(c) => Some(*c),
            _ => None,
        })
        .collect();
    offered.sort();
    let mut four = top.clone();
    four.sort();
    assert_eq!(offered, four, "the top four cards");
    assert!(top.iter().all(|&c| g.view(P0).can_see(c)), "looked at by player 0");
    assert!(top.iter().all(|&c| !g.view(P1).can_see(c)), "not shown to player 1");
    let kept = top[2];
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(kept));
    let st = g.state();
    assert_eq!(st.player(P0).markers[0], marker, "it did not move forward");
    assert_eq!(st.card(testament).zone, Zone::Discard(P0));
    // Night came, then the next Morning's draw: the one kept is in the Hand.
    assert_eq!(st.card(kept).zone, Zone::Hand(P0));
    for c in top.into_iter().filter(|&c| c != kept) {
        assert_eq!(st.card(c).zone, Zone::Discard(P0), "the others, discarded");
    }
}

/// CR 6.2.h: when several modifiers apply to one step, the controller of the step, or the
/// first player if it has none, chooses which applies first. Both of Rune's Testaments are
/// in player 0's Hero Expedition at Dusk, both applied (CR 6.2.d); Progress is a daily
/// effect with no controller, so player 0, first, chooses. The one chosen replaces the
/// moving forward (it is discarded and its effect happens); the other then has no moving
/// forward to replace (CR 6.2.i) and stays. Either can be chosen, whatever the card order.
#[test]
fn cr_6_2_h_the_first_player_chooses_which_of_two_testaments_applies_first() {
    for rare_first in [false, true] {
        let mut sc = position(0, 9);
        sc.card(&character("Strong", [5; 3]), P0, Zone::Expedition(P0, Side::Hero));
        let common = sc.card(&real(RUNES_TESTAMENT), P0, Zone::Expedition(P0, Side::Hero));
        let rare = sc.card(&real(RUNES_TESTAMENT_RARE), P0, Zone::Expedition(P0, Side::Hero));
        sc.cards(&filler(), P1, Zone::Deck(P1), 5);
        let mut st = sc.build();
        st.set_first_player(P0);
        st.set_step(Step::Dusk, Phase::Afternoon);
        let mut g = Game::from_state(st);
        let marker = g.state().player(P0).markers[0];
        choose(&mut g, DecisionKind::Replace, |o| *o == Opt::Yes);
        choose(&mut g, DecisionKind::Replace, |o| *o == Opt::Yes);
        let d = g.pending().expect("which applies first").clone();
        assert_eq!((d.kind, d.player), (DecisionKind::ChooseModifier, P0), "{d:?}");
        assert_eq!(d.options, [Opt::Card(common), Opt::Card(rare)]);
        let (first, other) = if rare_first { (rare, common) } else { (common, rare) };
        let seen = g.events().len();
        choose(&mut g, DecisionKind::ChooseModifier, |o| *o == Opt::Card(first));
        if rare_first {
            // Its effect: look at the top four cards, keep one.
            choose(&mut g, DecisionKind::ChooseHidden, |o| matches!(o, Opt::Card(_)));
        }
        let dusk: Vec<&Event> = g.events()[seen..]
            .iter()
            .take_while(|e| **e != Event::Phase(Phase::Night))
            .collect();
        let discarded = |card: CardId| {
            dusk.iter()
                .any(|e| matches!(e, Event::Moved { card: c, to: Zone::Discard(P0), .. } if *c == card))
        };
        assert!(discarded(first), "the one chosen applies");
        assert!(!discarded(other), "the other has nothing left to replace");
        let drawn = dusk
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::Moved {
                        from: Zone::Deck(P0),
                        to: Zone::Hand(P0),
                        ..
                    }
                )
            })
            .count();
        // The common draws 2; the Rare puts 1 of the four in the Hand.
        assert_eq!(drawn, if rare_first { 1 } else { 2 });
        assert_eq!(g.state().player(P0).markers[0], marker, "no moving forward");
    }
}

/// CR 1.4.1.d: an impossible event cannot be modified, even if the modified event would be
/// possible: an already Fleeting Gericht (Rare) cannot gain Fleeting (CR 7.3.15.b), so its
/// `If I would gain Fleeting, I gain 1 boost instead` does not apply; a Gericht that is not
/// Fleeting gets the boost.
#[test]
fn cr_1_4_1_d_an_impossible_event_is_not_modified() {
    for (already, boosts) in [(true, 0), (false, 1)] {
        let mut sc = position(1, 0);
        let gericht = sc.card(&real(GERICHT_RARE), P0, Zone::Expedition(P0, Side::Hero));
        sc.status(gericht, |s| s.fleeting = already);
        let spell = sc.card(
            &common::written("Spell", "Target Character gains Fleeting."),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        play(&mut g, spell, None);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(gericht));
        settled(&g);
        assert_eq!(g.state().card(gericht).boosts, boosts, "already Fleeting: {already}");
        assert_eq!(g.state().card(gericht).status.fleeting, already);
    }
}
