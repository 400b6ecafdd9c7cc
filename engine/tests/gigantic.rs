//! Gigantic (CR 7.4.4) in effects and triggers: what `my Expedition`, `your other
//! Expedition` and `its Expedition` name when the object is Gigantic (CR 7.4.4.f, h, k, l),
//! and joining or leaving an Expedition on gaining or losing Gigantic (CR 7.4.4.o, p).
//! Gigantic comes from Eat Me Energy Bars ("If there is only one Character in my
//! Expedition, it is Gigantic"), as in the Complete Rules' own examples.
mod common;

use common::{choose, play, position, real, settled, start, P0, P1};

use altered_engine::*;
use std::sync::Arc;

const BARS: &str = "ALT_ALIZE_B_BR_45_R1";
/// Ratatoskr: `reserve Create 2 Ordis Recruit 1/1/1 Soldier tokens in my Expedition.`
const RATATOSKR: &str = "ALT_CORE_B_BR_04_R2";
/// Ordis Overseer: `etb If my Expedition is behind, create an Ordis Recruit 1/1/1 Soldier
/// token in my Expedition.`
const OVERSEER: &str = "ALT_ALIZE_B_OR_34_C";
/// Ordis Cadets (Rare): `etb Create an Ordis Recruit 1/1/1 Soldier token in your other
/// Expedition.`
const CADETS: &str = "ALT_CORE_B_OR_06_R1";
/// Amarok: `When another Character joins my Expedition | Sacrifice it.`
const AMAROK: &str = "ALT_ALIZE_B_BR_39_C";
/// Freeze (Rare): `Send target Character to Reserve, then exhaust it.`
const FREEZE: &str = "ALT_ALIZE_B_YZ_40_R2";
/// Atlas: `Gigantic.`
const ATLAS: &str = "ALT_CORE_B_BR_20_C";

fn free(name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 0, 0, [1, 1, 1]))
}

/// The tokens in one of a player's Expeditions.
fn tokens_in(g: &Game, p: PlayerId, side: Side) -> usize {
    g.state()
        .in_zone(Zone::Expedition(p, side))
        .filter(|&c| g.state().card(c).token)
        .count()
}

fn pick_expedition(g: &mut Game, side: Side) {
    choose(g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition { player: P0, side }
    });
}

/// CR 7.4.4.h, the rule's own example: Ratatoskr, Gigantic because of the Bars, creates two
/// tokens "in my Expedition"; its Expeditions are taken together, and the player picks an
/// Expedition for each token: here one in each.
#[test]
fn cr_7_4_4_h_a_gigantic_ratatoskr_places_each_token_in_either_expedition() {
    let mut sc = position(3, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let rat = sc.card(&real(RATATOSKR), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, rat, Some(Side::Hero));
    let d = g.pending().unwrap().clone();
    assert_eq!(d.kind, DecisionKind::ChooseExpedition, "{d:?}");
    assert_eq!(
        d.options,
        vec![
            Opt::Expedition {
                player: P0,
                side: Side::Hero
            },
            Opt::Expedition {
                player: P0,
                side: Side::Companion
            },
        ],
        "only the Gigantic Character's own Expeditions"
    );
    pick_expedition(&mut g, Side::Hero);
    pick_expedition(&mut g, Side::Companion);
    settled(&g);
    assert_eq!(tokens_in(&g, P0, Side::Hero), 1);
    assert_eq!(tokens_in(&g, P0, Side::Companion), 1);
}

/// CR 7.4.4.h: both tokens may go to the same Expedition.
#[test]
fn cr_7_4_4_h_both_tokens_may_go_to_the_other_expedition() {
    let mut sc = position(3, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let rat = sc.card(&real(RATATOSKR), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, rat, Some(Side::Hero));
    pick_expedition(&mut g, Side::Companion);
    pick_expedition(&mut g, Side::Companion);
    settled(&g);
    assert_eq!(tokens_in(&g, P0, Side::Hero), 0);
    assert_eq!(tokens_in(&g, P0, Side::Companion), 2);
}

/// Not Gigantic (another Character beside it): "my Expedition" is the one it is in, and
/// nothing is asked.
#[test]
fn cr_7_4_4_h_a_ratatoskr_that_is_not_gigantic_creates_in_its_expedition() {
    let mut sc = position(3, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&free("Beside"), P0, Zone::Expedition(P0, Side::Hero));
    let rat = sc.card(&real(RATATOSKR), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, rat, Some(Side::Hero));
    settled(&g);
    assert_eq!(tokens_in(&g, P0, Side::Hero), 2);
    assert_eq!(tokens_in(&g, P0, Side::Companion), 0);
}

/// Player 1's Expeditions `hero` and `companion` regions ahead of player 0's (the Companion
/// marker counts down from the last region, CR 4.2.5.d).
fn opponent_ahead(sc: &mut Scenario, hero: u8, companion: u8) {
    let theirs = sc.state_mut().player_mut(P1);
    theirs.markers[0] += hero;
    theirs.markers[1] -= companion;
}

/// CR 7.4.4.k, the rule's own example: a Gigantic Ordis Overseer's "If my Expedition is
/// behind" needs both of its Expeditions behind.
#[test]
fn cr_7_4_4_k_a_gigantic_overseer_needs_both_expeditions_behind() {
    let mut sc = position(2, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let overseer = sc.card(&real(OVERSEER), P0, Zone::Hand(P0));
    opponent_ahead(&mut sc, 1, 0);
    let mut g = start(sc);
    play(&mut g, overseer, Some(Side::Hero));
    settled(&g);
    assert_eq!(
        tokens_in(&g, P0, Side::Hero) + tokens_in(&g, P0, Side::Companion),
        0,
        "the Companion Expedition is not behind"
    );
}

/// CR 7.4.4.k: both behind, the effect is resolved once: one token, in the Expedition the
/// player picks (CR 7.4.4.h).
#[test]
fn cr_7_4_4_k_a_gigantic_overseer_with_both_expeditions_behind_creates_one_token() {
    let mut sc = position(2, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let overseer = sc.card(&real(OVERSEER), P0, Zone::Hand(P0));
    opponent_ahead(&mut sc, 1, 1);
    let mut g = start(sc);
    play(&mut g, overseer, Some(Side::Hero));
    pick_expedition(&mut g, Side::Companion);
    settled(&g);
    assert_eq!(tokens_in(&g, P0, Side::Hero), 0);
    assert_eq!(tokens_in(&g, P0, Side::Companion), 1);
}

/// CR 7.4.4.l: "your other Expedition" of a Gigantic Character is no Expedition, so the
/// token Ordis Cadets would create there is not created.
#[test]
fn cr_7_4_4_l_a_gigantic_cadets_creates_nothing_in_your_other_expedition() {
    let mut sc = position(2, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let cadets = sc.card(&real(CADETS), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, cadets, Some(Side::Hero));
    settled(&g);
    assert_eq!(tokens_in(&g, P0, Side::Hero) + tokens_in(&g, P0, Side::Companion), 0);

    // Not Gigantic: the token is created in the other Expedition.
    let mut sc = position(2, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&free("Beside"), P0, Zone::Expedition(P0, Side::Hero));
    let cadets = sc.card(&real(CADETS), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, cadets, Some(Side::Hero));
    settled(&g);
    assert_eq!(tokens_in(&g, P0, Side::Companion), 1);
}

/// CR 7.4.4.o: a Character that gains Gigantic (the other Character of its Expedition sent
/// to Reserve, so it is alone with the Bars) joins its controller's other Expedition, where
/// Amarok sacrifices it.
#[test]
fn cr_7_4_4_o_gaining_gigantic_joins_the_other_expedition() {
    let mut sc = position(4, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let stays = sc.card(&free("Stays"), P0, Zone::Expedition(P0, Side::Hero));
    let leaves = sc.card(&free("Leaves"), P0, Zone::Expedition(P0, Side::Hero));
    let amarok = sc.card(&real(AMAROK), P0, Zone::Expedition(P0, Side::Companion));
    let freeze = sc.card(&real(FREEZE), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, freeze, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(leaves));
    settled(&g);
    assert_eq!(g.state().card(leaves).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(amarok).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(
        g.state().card(stays).zone,
        Zone::Discard(P0),
        "it joined Amarok's Expedition and was sacrificed"
    );
}

/// CR 7.4.4.o: the Character does not leave the Expedition it is in, and its card stays
/// there.
#[test]
fn cr_7_4_4_o_gaining_gigantic_is_not_leaving() {
    // `When a Character leaves your Expeditions | …` would see no leaving: here, the
    // Character simply stays in play in the Hero Expedition, with nothing facing it.
    let mut sc = position(4, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let stays = sc.card(&free("Stays"), P0, Zone::Expedition(P0, Side::Hero));
    let leaves = sc.card(&free("Leaves"), P0, Zone::Expedition(P0, Side::Hero));
    let freeze = sc.card(&real(FREEZE), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, freeze, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(leaves));
    settled(&g);
    assert_eq!(g.state().card(stays).zone, Zone::Expedition(P0, Side::Hero));
    assert!(g
        .state()
        .has_keyword(stays, altered_interpreter::KeywordAbility::Gigantic));
}

/// CR 7.4.4.p: a Gigantic Character that loses Gigantic (another Character played beside
/// it) leaves its controller's other Expedition, where it does not rejoin when the
/// Character there is played: Amarok in the other Expedition sees no join of it.
#[test]
fn cr_7_4_4_p_losing_gigantic_leaves_the_other_expedition() {
    let mut sc = position(2, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let giant = sc.card(&free("Giant"), P0, Zone::Expedition(P0, Side::Hero));
    let beside = sc.card(&free("Beside"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(g
        .state()
        .has_keyword(giant, altered_interpreter::KeywordAbility::Gigantic));
    assert_eq!(g.state().expedition_stats(P0, Side::Companion), [1, 1, 1]);
    play(&mut g, beside, Some(Side::Hero));
    settled(&g);
    assert!(!g
        .state()
        .has_keyword(giant, altered_interpreter::KeywordAbility::Gigantic));
    assert_eq!(
        g.state().expedition_stats(P0, Side::Companion),
        [0, 0, 0],
        "it left the Companion Expedition"
    );
    assert_eq!(g.state().card(giant).zone, Zone::Expedition(P0, Side::Hero));
}

/// A card written for one test: no printed card reacts to a Character leaving "my
/// Expedition" alone.
fn written(kind: &str, body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Card\ntype: {kind}\nfaction: Axiom\nrarity: Common\n\
         cost: hand 0, reserve 0\n{stats}refs: TEST_CARD\n\n{body}",
        stats = if kind.starts_with("Character") {
            "stats: forest 1, mountain 1, water 1\n"
        } else {
            ""
        }
    );
    let mut pool = CardPool::new();
    pool.add_source(std::path::Path::new("test.card"), &source)
        .expect("the test card compiles")
}

/// CR 7.4.4.p, with a trigger: the Character that lost Gigantic left the Companion
/// Expedition (a reaction there sees it leave) but not the Hero Expedition, which holds
/// its card (a reaction there sees nothing).
#[test]
fn cr_7_4_4_p_losing_gigantic_triggers_leaving_only_the_other_expedition() {
    let watcher = written(
        "Expedition Permanent — Gear",
        "When a Character leaves my Expedition | I gain 1 boost.",
    );
    let mut sc = position(2, 0);
    sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
    let giant = sc.card(&free("Giant"), P0, Zone::Expedition(P0, Side::Hero));
    let there = sc.card(&watcher, P0, Zone::Expedition(P0, Side::Companion));
    let here = sc.card(&watcher, P0, Zone::Expedition(P0, Side::Hero));
    let beside = sc.card(&free("Beside"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(g
        .state()
        .has_keyword(giant, altered_interpreter::KeywordAbility::Gigantic));
    play(&mut g, beside, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(there).boosts, 1, "it left the Companion Expedition");
    assert_eq!(g.state().card(here).boosts, 0, "its card stayed in the Hero Expedition");
}

/// CR 7.4.4.f: "my Expedition" of a Gigantic Character is both of its controller's, so
/// both move forward.
#[test]
fn cr_7_4_4_f_my_expedition_of_a_gigantic_character_moves_both() {
    let mover = written("Character — Test", "etb My Expedition moves forward one region.");
    for (alone, moved) in [(true, [1, 1]), (false, [1, 0])] {
        let mut sc = position(2, 0);
        sc.card(&real(BARS), P0, Zone::Expedition(P0, Side::Hero));
        if !alone {
            sc.card(&free("Beside"), P0, Zone::Expedition(P0, Side::Hero));
        }
        let card = sc.card(&mover, P0, Zone::Hand(P0));
        let mut g = start(sc);
        let before = [Side::Hero, Side::Companion].map(|s| g.state().player(P0).distance(s));
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let after = [Side::Hero, Side::Companion].map(|s| g.state().player(P0).distance(s));
        assert_eq!(
            [after[0] - before[0], after[1] - before[1]],
            moved,
            "alone with the Bars: {alone}"
        );
    }
}

// --- Defect (CR 7.3.6) ---

/// Player 0 plays a Spell `Target Character defects.` targeting `victim` of player 1.
fn defect(sc: Scenario, victim: CardId, spell: CardId) -> Game {
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(
        &mut g,
        DecisionKind::ChooseObject,
        |o| matches!(o, Opt::Card(c) if *c == victim),
    );
    // The reactions it activated, in any order.
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    settled(&g);
    g
}

/// CR 7.3.6.a: a Character that defects moves to the Expedition facing it, the same object
/// (CR 3.2.4.d: it does not change zones), now its controller's.
#[test]
fn cr_7_3_6_a_a_character_that_defects_moves_to_the_expedition_facing_it() {
    let mut sc = position(0, 0);
    let victim = sc.card(&free("Turncoat"), P1, Zone::Expedition(P1, Side::Companion));
    let spell = sc.card(&written("Spell", "Target Character defects."), P0, Zone::Hand(P0));
    let obj = sc.state_mut().card(victim).obj;
    let g = defect(sc, victim, spell);
    let c = g.state().card(victim);
    assert_eq!(
        c.zone,
        Zone::Expedition(P0, Side::Companion),
        "the Expedition facing it"
    );
    assert_eq!(c.obj, obj, "CR 3.2.4.d: the same object");
    assert_eq!(c.owner, P1, "CR 1.1.3.d: player 0 controls it, player 1 still owns it");
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::Defected { card, player: P0, .. } if *card == victim)));
}

/// CR 7.4.4.i: a Gigantic Character's card moves to the Expedition facing the one it is in;
/// there it is present in both of its new controller's Expeditions (CR 7.4.4.b), and a
/// reaction watching Characters join either of them sees it join.
#[test]
fn cr_7_4_4_i_a_gigantic_character_that_defects_moves_its_card_to_the_facing_expedition() {
    let watcher = written(
        "Expedition Permanent — Gear",
        "When a Character joins my Expedition | I gain 1 boost.",
    );
    let mut sc = position(0, 0);
    let atlas = sc.card(&real(ATLAS), P1, Zone::Expedition(P1, Side::Hero));
    let spell = sc.card(&written("Spell", "Target Character defects."), P0, Zone::Hand(P0));
    let watchers = [Side::Hero, Side::Companion].map(|s| sc.card(&watcher, P0, Zone::Expedition(P0, s)));
    let g = defect(sc, atlas, spell);
    assert_eq!(g.state().card(atlas).zone, Zone::Expedition(P0, Side::Hero));
    assert!(g
        .state()
        .has_keyword(atlas, altered_interpreter::KeywordAbility::Gigantic));
    for w in watchers {
        assert_eq!(g.state().card(w).boosts, 1, "it joined both of player 0's Expeditions");
    }
}

/// Atlas (`Gigantic.`) is played into one Expedition: one card there, none in the other,
/// and it is in both (its statistics count in each, CR 7.4.4.e).
#[test]
fn cr_7_4_4_c_a_gigantic_card_is_played_into_one_expedition_and_joins_both() {
    let mut sc = position(9, 0);
    let atlas = sc.card(&real(ATLAS), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, atlas, Some(Side::Companion));
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(atlas).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(st.count(Zone::Expedition(P0, Side::Hero)), 0, "no second card");
    let stats = st.def(atlas).stats;
    assert_eq!(st.expedition_stats(P0, Side::Hero), stats);
    assert_eq!(st.expedition_stats(P0, Side::Companion), stats);
}

/// A Gigantic Character with `etb Draw a card.` enters both Expeditions at once: it draws
/// one card, not one per Expedition.
#[test]
fn cr_7_4_4_d_a_gigantic_characters_etb_triggers_once() {
    let mut sc = position(0, 3);
    let giant = sc.card(
        &written("Character — Giant", "Gigantic.\netb Draw a card.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let hand = g.state().count(Zone::Hand(P0));
    play(&mut g, giant, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().count(Zone::Hand(P0)), hand - 1 + 1);
    assert_eq!(g.state().count(Zone::Deck(P0)), 2);
}

/// CR 7.4.4.j: a Gigantic Character's two Expeditions are one subset of the Expedition zone
/// for a trigger that names one Expedition: a Character that switches from one to the other
/// does not join `my Expedition` of a Gigantic Amarok, while one played into either does.
#[test]
fn cr_7_4_4_j_switching_between_a_gigantic_characters_expeditions_is_not_joining() {
    let amarok = written(
        "Character — Animal",
        "Gigantic.\nWhen another Character joins my Expedition | Sacrifice it.\n",
    );
    // Switching.
    let mut sc = position(1, 0);
    sc.card(&amarok, P0, Zone::Expedition(P0, Side::Hero));
    let mover = sc.card(&free("Mover"), P0, Zone::Expedition(P0, Side::Companion));
    let switch = sc.card(
        &written("Spell", "Target Character switches Expeditions.\n"),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, switch, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mover));
    settled(&g);
    assert_eq!(
        g.state().card(mover).zone,
        Zone::Expedition(P0, Side::Hero),
        "switched, and not sacrificed"
    );
    // The control: played into the Companion Expedition, it joins and is sacrificed.
    let mut sc = position(1, 0);
    sc.card(&amarok, P0, Zone::Expedition(P0, Side::Hero));
    let newcomer = sc.card(&free("Newcomer"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, newcomer, Some(Side::Companion));
    settled(&g);
    assert_eq!(g.state().card(newcomer).zone, Zone::Discard(P0));
}
