//! Joining and leaving (CR 7.5.9, 7.5.10) and the keyword actions that move objects or
//! count as another (CR 7.3.31, 7.3.32): which events a token's creation, a switch of
//! Expeditions, a sacrifice and a send are, told by the Reactions they activate. Cards are
//! written for each test where no card of the pool shows the rule alone; every decision is
//! scripted.
mod common;

use common::{choose, play, position, real, settled, start, written, P0, P1};

use altered_engine::*;
use std::sync::Arc;

/// Mobile Armory, an Expedition Permanent: `etb Create an Ordis Recruit 1/1/1 Soldier token
/// in my Expedition.`
const MOBILE_ARMORY: &str = "ALT_ALIZE_B_OR_45_C";
/// Maw: `When you sacrifice a Character | I gain 2 boosts.`
const MAW: &str = "ALT_CORE_B_YZ_31_C";

fn hand(g: &Game) -> usize {
    g.state().count(Zone::Hand(P0))
}

fn target(g: &mut Game, card: CardId) {
    choose(g, DecisionKind::ChooseObject, |o| *o == Opt::Card(card));
}

/// A Character that draws when a Character joins its Expedition.
fn watcher() -> Arc<CardDef> {
    written(
        "Character — Soldier",
        "When a Character joins my Expedition | Draw a card.\n",
    )
}

#[test]
fn cr_7_5_9_b_a_token_created_in_an_expedition_joins_it() {
    // Mobile Armory is no Character: only its token can activate the watcher.
    for (side, drawn) in [(Side::Hero, 1), (Side::Companion, 0)] {
        let mut sc = position(3, 2);
        sc.card(&watcher(), P0, Zone::Expedition(P0, Side::Hero));
        let armory = sc.card(&real(MOBILE_ARMORY), P0, Zone::Hand(P0));
        let mut g = start(sc);
        let before = hand(&g);
        play(&mut g, armory, Some(side));
        settled(&g);
        let tokens = g
            .state()
            .in_zone(Zone::Expedition(P0, side))
            .filter(|&c| g.state().card(c).token);
        assert_eq!(tokens.count(), 1, "the token, in {side:?}");
        assert_eq!(hand(&g), before - 1 + drawn, "the token created in {side:?}");
    }
}

#[test]
fn cr_7_5_9_c_a_character_that_switches_expeditions_joins_the_new_one_not_the_expedition_zone() {
    // The mover's own etb (it joining the Expedition zone) does not activate again.
    let mut sc = position(1, 3);
    sc.card(&watcher(), P0, Zone::Expedition(P0, Side::Companion));
    let mover = sc.card(
        &written("Character — Soldier", "etb Draw a card.\n"),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let switch = sc.card(
        &written("Spell", "Target Character switches Expeditions.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = hand(&g);
    play(&mut g, switch, None);
    target(&mut g, mover);
    settled(&g);
    assert_eq!(g.state().card(mover).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(hand(&g), before - 1 + 1, "the watcher's draw, and no etb");
}

#[test]
fn cr_7_5_10_c_a_character_that_switches_expeditions_leaves_its_expedition_not_the_zone() {
    let body = "When I leave my Expedition | Draw a card.\n\
                When I leave the Expedition zone | Draw 2 cards.\n";
    let mut sc = position(1, 4);
    let mover = sc.card(
        &written("Character — Soldier", body),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let switch = sc.card(
        &written("Spell", "Target Character switches Expeditions.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = hand(&g);
    play(&mut g, switch, None);
    target(&mut g, mover);
    settled(&g);
    assert_eq!(hand(&g), before - 1 + 1, "left its Expedition only");

    // The control: sent to Reserve, it leaves both (CR 7.5.10.a: it was in both before the
    // event, and is in neither after).
    let mut sc = position(1, 4);
    let mover = sc.card(
        &written("Character — Soldier", body),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let send = sc.card(
        &written("Spell", "Send target Character to Reserve.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = hand(&g);
    play(&mut g, send, None);
    target(&mut g, mover);
    // Both Reactions wait in Limbo; their controller plays them in any order.
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    settled(&g);
    assert_eq!(g.state().card(mover).zone, Zone::Reserve(P0));
    assert_eq!(hand(&g), before - 1 + 3, "left its Expedition and the Expedition zone");
}

#[test]
fn cr_7_3_31_b_sacrificing_a_token_is_a_sacrifice() {
    // A token that would go to the discard pile ceases to exist instead (CR 2.1.e): the
    // atomic action is modified, and Maw still sees a sacrifice.
    let mut sc = position(1, 0);
    let maw = sc.card(&real(MAW), P0, Zone::Expedition(P0, Side::Companion));
    let recruit = sc.card(
        &Arc::new(CardDef::basic("Ordis Recruit", Kind::Token, 0, 0, [1; 3])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    assert!(sc.state_mut().card(recruit).token);
    let sacrifice = sc.card(
        &written("Character — Soldier", "etb You may sacrifice a Character.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, sacrifice, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    target(&mut g, recruit);
    settled(&g);
    assert!(!g.state().card(recruit).zone.in_play(), "the token is gone");
    assert_eq!(g.state().card(maw).boosts, 2, "Maw's Reaction to a sacrifice");
}

#[test]
fn cr_7_3_32_a_send_moves_the_object_to_the_zone() {
    let mut sc = position(1, 0);
    let ally = sc.card(
        &Arc::new(CardDef::basic("Ally", Kind::Character, 1, 1, [1; 3])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let send = sc.card(
        &written("Spell", "Send target Character to its owner's hand.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, send, None);
    target(&mut g, ally);
    settled(&g);
    assert_eq!(g.state().card(ally).zone, Zone::Hand(P0));
}

/// Atlas (`Gigantic.`) switches Expeditions: its card moves, but it was in both and still
/// is, so it neither joins the watcher's Expedition nor leaves its own.
#[test]
fn cr_7_4_4_n_a_gigantic_character_that_switches_neither_joins_nor_leaves() {
    let mut sc = position(1, 3);
    sc.card(&watcher(), P0, Zone::Expedition(P0, Side::Companion));
    let atlas = sc.card(&real("ALT_CORE_B_BR_20_C"), P0, Zone::Expedition(P0, Side::Hero));
    let switch = sc.card(
        &written("Spell", "Target Character switches Expeditions.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = hand(&g);
    play(&mut g, switch, None);
    target(&mut g, atlas);
    settled(&g);
    assert_eq!(
        g.state().card(atlas).zone,
        Zone::Expedition(P0, Side::Companion),
        "the card moved"
    );
    assert_eq!(hand(&g), before - 1, "the watcher did not draw");
}

/// CR 2.2.12.f: a token's abilities are those the effect creating it gives, in quotes:
/// Lindiwe & Maw's `Create a Maw 0/0/0 Companion token with "When you sacrifice a Character
/// | I gain 2 boosts." …` makes a Maw whose Reaction runs.
#[test]
fn cr_2_2_12_f_a_tokens_abilities_are_those_its_creating_effect_quotes() {
    let mut sc = position(1, 0);
    let hero = sc.card(&real("ALT_CORE_B_YZ_02_C"), P0, Zone::HeroZone(P0));
    let victim = sc.card(
        &Arc::new(CardDef::basic("Victim", Kind::Character, 1, 1, [1; 3])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let sacrifice = sc.card(
        &written("Character — Soldier", "etb You may sacrifice a Character.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = g.state().cards().count();
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == hero),
    );
    settled(&g);
    let (maw, _) = g.state().cards().nth(before).expect("the token");
    assert_eq!(g.state().card(maw).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(g.state().def(maw).name, "Maw");
    play(&mut g, sacrifice, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    target(&mut g, victim);
    settled(&g);
    assert_eq!(g.state().card(victim).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(maw).boosts, 2, "the quoted Reaction ran");
}

// ------------------------------------------------------------------ `<obj> joins <Expedition>` as an effect

/// `Target Character you control joins your other Expedition` (CR 7.5.9.a): from the
/// Expedition I'm in it switches Expeditions (CR 7.3.34.a) and joins the other one, whose
/// watcher sees it (CR 7.5.9.c); one already in the other Expedition stays, and joins
/// nothing (it was there before).
#[test]
fn cr_7_5_9_a_a_character_joins_your_other_expedition() {
    for already_there in [false, true] {
        let mut sc = position(1, 3);
        sc.card(&watcher(), P0, Zone::Expedition(P0, Side::Companion));
        let mover = sc.card(
            &written(
                "Character — Soldier",
                "etb Target Character you control joins your other Expedition.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let from = if already_there { Side::Companion } else { Side::Hero };
        let friend = sc.card(&written("Character — Soldier", ""), P0, Zone::Expedition(P0, from));
        let mut g = start(sc);
        let before = hand(&g);
        play(&mut g, mover, Some(Side::Hero));
        target(&mut g, friend);
        settled(&g);
        assert_eq!(
            g.state().card(friend).zone,
            Zone::Expedition(P0, Side::Companion),
            "already there: {already_there}"
        );
        assert_eq!(g.state().card(mover).zone, Zone::Expedition(P0, Side::Hero));
        let drawn = usize::from(!already_there);
        assert_eq!(hand(&g), before - 1 + drawn, "already there: {already_there}");
    }
}

/// `Target Character in your Reserve joins your Hero Expedition` (CR 7.5.9.a): it leaves
/// the Reserve and joins the Expedition (and the Expedition zone) without being played,
/// so no cost is paid for it (CR 7.3.24.a); the watcher of that Expedition sees it.
#[test]
fn cr_7_5_9_a_a_character_in_reserve_joins_an_expedition() {
    let mut sc = position(1, 3);
    sc.card(&watcher(), P0, Zone::Expedition(P0, Side::Hero));
    let spell = sc.card(
        &written("Spell", "Target Character in your Reserve joins your Hero Expedition."),
        P0,
        Zone::Hand(P0),
    );
    let resting = sc.card(&written("Character — Soldier", ""), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    let before = hand(&g);
    play(&mut g, spell, None);
    target(&mut g, resting);
    settled(&g);
    assert_eq!(g.state().card(resting).zone, Zone::Expedition(P0, Side::Hero));
    assert_eq!(hand(&g), before, "the Spell left the Hand, the watcher drew once");
}

/// CR 7.3.34.a: `Target Character joins its controller's other Expedition` sends it from one
/// Expedition to the other of the same player, which is switching Expeditions: an opponent's
/// Character goes to that opponent's other Expedition, not to the caster's, and its own etb
/// does not activate again (CR 7.3.34.b).
#[test]
fn cr_7_3_34_a_joining_its_controllers_other_expedition_is_switching() {
    let mut sc = position(1, 3);
    let theirs = sc.card(
        &written("Character — Soldier", "etb Draw a card.\n"),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let spell = sc.card(
        &written("Spell", "Target Character joins its controller's other Expedition.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let hands = (hand(&g), g.state().count(Zone::Hand(P1)));
    play(&mut g, spell, None);
    target(&mut g, theirs);
    settled(&g);
    assert_eq!(g.state().card(theirs).zone, Zone::Expedition(P1, Side::Companion));
    assert_eq!(
        (hand(&g), g.state().count(Zone::Hand(P1))),
        (hands.0 - 1, hands.1),
        "no etb"
    );
}
