//! Decisions made by players other than the controller of the effect (CR 6.1.g–h): the
//! player a step names chooses, several players choose in initiative order (CR 1.4.5.a),
//! and the pending decision names the player who decides, so another player's choice is
//! refused. Real cards from `cards/` and `tests/templates/`.
mod common;

use common::{choose, play, pool, position, real, root, settled, start, P0, P1};

use altered_engine::*;
use std::sync::Arc;

const WINTER_NOVA: &str = "ALT_ALIZE_B_YZ_37_C";

fn character(name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 1, 1, [1, 1, 1]))
}

/// Hypothermia, from tests/templates/ (its printing is not in cards/).
fn hypothermia() -> Arc<CardDef> {
    let path = root().join("tests/templates/ordis/hypothermia.card");
    let source = std::fs::read_to_string(&path).expect("the template");
    let mut pool = CardPool::new();
    pool.add_source(&path, &source).expect("Hypothermia compiles")
}

fn pending(g: &Game) -> Decision {
    g.pending().expect("a decision").clone()
}

/// A choice by `who` of the option `f` picks, which must be refused because another
/// player decides; nothing changes.
fn refused_for(g: &mut Game, who: PlayerId, f: impl Fn(&Opt) -> bool) {
    let d = pending(g);
    let before = g.to_json();
    let i = d.options.iter().position(f).expect("offered");
    assert_eq!(
        g.submit(Choice::one(who, i)),
        Err(ChoiceError::WrongPlayer {
            expected: d.player,
            got: who
        })
    );
    assert_eq!(g.to_json(), before, "the refused choice changed nothing");
    assert_eq!(g.pending(), Some(&d));
}

/// Player 0 plays Winter Nova choosing its first, third and fourth modes (nothing to
/// exhaust in Reserve, no Permanent to discard), then chooses `target` for `Target player
/// sacrifices a Character`.
fn winter_nova(target: PlayerId) -> (Game, [CardId; 3]) {
    let mut sc = position(8, 0);
    let nova = sc.card(&real(WINTER_NOVA), P0, Zone::Hand(P0));
    let mine = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let a = sc.card(&character("A"), P1, Zone::Expedition(P1, Side::Hero));
    let b = sc.card(&character("B"), P1, Zone::Expedition(P1, Side::Companion));
    let mut g = start(sc);
    play(&mut g, nova, None);
    for m in [0, 2, 3] {
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(m));
    }
    let d = pending(&g);
    assert_eq!(
        (d.kind, d.player),
        (DecisionKind::ChoosePlayer, P0),
        "target player: any"
    );
    assert_eq!(d.options, vec![Opt::Player(P0), Opt::Player(P1)]);
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(target));
    (g, [mine, a, b])
}

#[test]
fn cr_7_3_31_a_winter_nova_target_player_sacrifices_a_character_they_choose() {
    let (mut g, [mine, a, b]) = winter_nova(P1);
    // CR 6.1.h: the choice is the target player's, among the Characters they control.
    let d = pending(&g);
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P1));
    assert_eq!(d.options, vec![Opt::Card(a), Opt::Card(b)], "a Character: no skip");
    refused_for(&mut g, P0, |o| *o == Opt::Card(a));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(b));
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(b).zone, Zone::Discard(P1), "sacrificed: discarded");
    assert_eq!(st.card(a).zone, Zone::Expedition(P1, Side::Hero));
    assert_eq!(st.card(mine).zone, Zone::Expedition(P0, Side::Hero));
}

#[test]
fn cr_7_3_31_a_winter_nova_targeting_its_controller_sacrifices_one_of_theirs() {
    let (mut g, [mine, a, b]) = winter_nova(P0);
    let d = pending(&g);
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P0));
    assert_eq!(d.options, vec![Opt::Card(mine)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(mine).zone, Zone::Discard(P0));
    assert_eq!(st.card(a).zone, Zone::Expedition(P1, Side::Hero));
    assert_eq!(st.card(b).zone, Zone::Expedition(P1, Side::Companion));
}

#[test]
fn cr_6_1_g_winter_nova_a_target_player_without_characters_sacrifices_nothing() {
    let mut sc = position(8, 0);
    let nova = sc.card(&real(WINTER_NOVA), P0, Zone::Hand(P0));
    let mine = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, nova, None);
    for m in [0, 2, 3] {
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(m));
    }
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert_eq!(g.state().card(mine).zone, Zone::Expedition(P0, Side::Hero));
}

/// Player 0 (taking their turn) plays Hypothermia; each player controls two Characters.
fn hypothermia_game(first_player: PlayerId) -> (Game, [CardId; 4]) {
    let mut sc = position(1, 0);
    let spell = sc.card(&hypothermia(), P0, Zone::Hand(P0));
    let c0 = sc.card(&character("C0"), P0, Zone::Expedition(P0, Side::Hero));
    let c1 = sc.card(&character("C1"), P0, Zone::Expedition(P0, Side::Companion));
    let a0 = sc.card(&character("A0"), P1, Zone::Expedition(P1, Side::Hero));
    let a1 = sc.card(&character("A1"), P1, Zone::Expedition(P1, Side::Companion));
    let mut st = sc.build();
    st.set_first_player(first_player);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    play(&mut g, spell, None);
    (g, [c0, c1, a0, a1])
}

#[test]
fn cr_6_1_h_hypothermia_each_player_chooses_a_character_they_control_in_initiative_order() {
    let (mut g, [c0, c1, a0, a1]) = hypothermia_game(P0);
    let d = pending(&g);
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P0), "you choose first");
    assert_eq!(
        d.options,
        vec![Opt::Card(c0), Opt::Card(c1)],
        "only Characters they control"
    );
    refused_for(&mut g, P1, |o| *o == Opt::Card(c0));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(c1));
    let d = pending(&g);
    assert_eq!(
        (d.kind, d.player),
        (DecisionKind::ChooseObject, P1),
        "then the opponent"
    );
    assert_eq!(d.options, vec![Opt::Card(a0), Opt::Card(a1)]);
    assert!(
        !g.state().card(c1).status.asleep,
        "nothing happens before every player chose: one step (CR 6.1.h)"
    );
    refused_for(&mut g, P0, |o| *o == Opt::Card(a1));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(a0));
    settled(&g);
    let asleep = |c: CardId| g.state().card(c).status.asleep;
    assert_eq!(
        [asleep(c0), asleep(c1), asleep(a0), asleep(a1)],
        [false, true, true, false]
    );
}

#[test]
fn cr_1_4_5_a_the_player_taking_their_turn_chooses_first_even_when_not_the_first_player() {
    let (mut g, [_, c1, a0, _]) = hypothermia_game(P1);
    assert_eq!(pending(&g).player, P0, "the initiative is the turn's player's");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(c1));
    assert_eq!(pending(&g).player, P1);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(a0));
    let st = g.state();
    assert!(st.card(c1).status.asleep && st.card(a0).status.asleep);
}

#[test]
fn cr_6_1_h_a_player_without_characters_has_no_choice_to_make() {
    let mut sc = position(1, 0);
    let spell = sc.card(&hypothermia(), P0, Zone::Hand(P0));
    let a0 = sc.card(&character("A0"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    let d = pending(&g);
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P1));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(a0));
    settled(&g);
    assert!(g.state().card(a0).status.asleep);
}

#[test]
fn cr_6_1_h_a_saved_game_still_asks_the_target_player() {
    // Real cards only, so that the saved game loads against the pool.
    let mut sc = Scenario::new();
    let nova = real(WINTER_NOVA);
    sc.cards(&nova, P0, Zone::Mana(P0), 8);
    let spell = sc.card(&nova, P0, Zone::Hand(P0));
    let beast = real("ALT_CORE_B_MU_21_C"); // Son of Yggdrasil
    let a = sc.card(&beast, P1, Zone::Expedition(P1, Side::Hero));
    let b = sc.card(&beast, P1, Zone::Expedition(P1, Side::Companion));
    // Something player 1 can play, so that the game stops at their turn.
    let milk = real("ALT_ALIZE_B_BR_43_R2"); // Arcolano Milk, hand cost 1
    sc.card(&milk, P1, Zone::Mana(P1));
    sc.card(&milk, P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, spell, None);
    for m in [0, 2, 3] {
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(m));
    }
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    let mut loaded = Game::from_json(pool(), &g.to_json()).expect("the game loads");
    let d = pending(&loaded);
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P1));
    assert_eq!(d.options, vec![Opt::Card(a), Opt::Card(b)]);
    refused_for(&mut loaded, P0, |o| *o == Opt::Card(a));
    choose(&mut loaded, DecisionKind::ChooseObject, |o| *o == Opt::Card(a));
    assert_eq!(pending(&loaded).player, P1, "player 1's turn, the effect done");
    assert_eq!(loaded.state().card(a).zone, Zone::Discard(P1));
    assert_eq!(loaded.state().card(b).zone, Zone::Expedition(P1, Side::Companion));
}
