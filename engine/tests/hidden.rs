//! Choices of cards in a Hand, a hidden zone (CR 3.1.3.d, 3.2.5): its cards are not
//! objects (CR 2.1.j), so an effect that acts on one has the Hand's owner choose it
//! (CR 3.2.5.b–c), explicitly but without revealing it (CR 6.1.h): a `ChooseHidden`
//! decision, asked of that player alone. Once the card is in a visible zone it is an object
//! (CR 1.4.4) that the effect names afterwards. Real cards: from `cards/`, and from the pool
//! under `engine/tests/hidden/cards/` (the importer's files, unchanged).
mod common;

use common::{choose, filler, play, real, settled, start, P0, P1};

use altered_engine::*;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

const SLEIGHT_LYRA: &str = "ALT_ALIZE_B_LY_39_C";
const SLEIGHT_YZMIR: &str = "ALT_ALIZE_B_LY_39_R2";
const RIN_AND_ORCHID: &str = "ALT_CORE_B_MU_03_C";

/// The pool cards these tests play, from `engine/tests/hidden/cards/`.
fn pool_card(reference: &str) -> Arc<CardDef> {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    let pool = POOL.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hidden/cards");
        let (pool, skipped) = CardPool::load_dir(&dir).expect("tests/hidden/cards loads");
        assert!(skipped.is_empty(), "{skipped:?}");
        pool
    });
    pool.get(reference)
        .unwrap_or_else(|| panic!("{reference} is in engine/tests/hidden/cards/"))
        .clone()
}

/// Every ability of the card runs: a test of a card doing nothing would pass as well for a
/// card whose ability is not supported (and so does nothing).
fn runs(def: &CardDef) {
    for r in altered_interpreter::compile_card(&def.card) {
        if let Err(u) = r {
            panic!("{} does not run: {}", def.name, u.what);
        }
    }
}

fn card(name: &str, kind: Kind) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, 1, 1, [1, 1, 1]))
}

/// A free card in P0's Hand (card `#0`), so that the turn comes back to them once effects
/// are resolved instead of the day ending.
const SPARE: CardId = CardId(0);

/// Player 0's turn with `mana` ready orbs, a few cards in each Deck, and the [`SPARE`] alone
/// in Hand.
fn bare(mana: usize) -> Scenario {
    let mut sc = Scenario::new();
    sc.card(
        &Arc::new(CardDef::basic("Spare", Kind::Character, 0, 0, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    with_decks(sc, mana)
}

/// [`bare`] with nothing in P0's Hand: after the effect the day goes on, so such tests read
/// the events rather than wait for P0's turn.
fn empty_handed(mana: usize) -> Scenario {
    with_decks(Scenario::new(), mana)
}

fn with_decks(mut sc: Scenario, mana: usize) -> Scenario {
    let f = filler();
    sc.cards(&f, P0, Zone::Mana(P0), mana);
    sc.cards(&f, P0, Zone::Deck(P0), 3);
    sc.cards(&f, P1, Zone::Deck(P1), 3);
    sc
}

fn pending(g: &Game) -> Decision {
    g.pending().expect("a decision").clone()
}

fn zone(g: &Game, c: CardId) -> Zone {
    g.state().card(c).zone
}

/// Whether `c` never moved.
fn never_moved(g: &Game, c: CardId) -> bool {
    !g.events()
        .iter()
        .any(|e| matches!(e, Event::Moved { card, .. } if *card == c))
}

/// The pending decision is `player`'s choice among exactly these cards of their Hand.
fn asks_hidden(g: &Game, player: PlayerId, options: &[Opt]) {
    let d = pending(g);
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseHidden, player), "{d:?}");
    assert_eq!(d.options, options);
}

/// Another player's answer to the pending decision is refused and changes nothing
/// (CR 6.1.h: the choice is the Hand's owner's).
fn refused_for(g: &mut Game, who: PlayerId) {
    let d = pending(g);
    let before = g.to_json();
    assert_eq!(
        g.submit(Choice::one(who, 0)),
        Err(ChoiceError::WrongPlayer {
            expected: d.player,
            got: who
        })
    );
    assert_eq!(g.to_json(), before, "the refused choice changed nothing");
    assert_eq!(g.pending(), Some(&d));
}

// --- Exchange (CR 7.3.11) ---------------------------------------------------------------

/// Sleight of Hand (Lyra) in P0's Hand with `reserve` in their Reserve and `hand` besides.
fn sleight(
    reference: &str,
    reserve: &[Arc<CardDef>],
    hand: &[Arc<CardDef>],
) -> (Game, CardId, Vec<CardId>, Vec<CardId>) {
    sleight_in(bare(1), reference, reserve, hand)
}

fn sleight_in(
    mut sc: Scenario,
    reference: &str,
    reserve: &[Arc<CardDef>],
    hand: &[Arc<CardDef>],
) -> (Game, CardId, Vec<CardId>, Vec<CardId>) {
    let spell = sc.card(&real(reference), P0, Zone::Hand(P0));
    let r = reserve.iter().map(|d| sc.card(d, P0, Zone::Reserve(P0))).collect();
    let h = hand.iter().map(|d| sc.card(d, P0, Zone::Hand(P0))).collect();
    let mut g = start(sc);
    play(&mut g, spell, None);
    (g, spell, r, h)
}

#[test]
fn cr_7_3_11_a_sleight_of_hand_exchanges_a_character_in_reserve_with_a_card_from_hand() {
    let (mut g, spell, r, h) = sleight(
        SLEIGHT_LYRA,
        &[card("Kept", Kind::Character), card("Other Spell", Kind::Spell)],
        &[card("Hidden A", Kind::Spell), card("Hidden B", Kind::Character)],
    );
    // The target first (CR 1.2.6.c): a Character in P0's Reserve, not the Spell.
    let d = pending(&g);
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P0));
    assert_eq!(d.options, vec![Opt::Card(r[0])]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(r[0]));
    // Then a card of P0's Hand: theirs to choose, any card (CR 3.2.5.b, 6.1.h).
    asks_hidden(&g, P0, &[Opt::Card(SPARE), Opt::Card(h[0]), Opt::Card(h[1])]);
    refused_for(&mut g, P1);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(h[0]));
    settled(&g);
    // CR 7.3.11.a: each to the other's zone.
    assert_eq!(zone(&g, r[0]), Zone::Hand(P0));
    assert_eq!(zone(&g, h[0]), Zone::Reserve(P0));
    assert_eq!(zone(&g, h[1]), Zone::Hand(P0));
    assert_eq!(zone(&g, r[1]), Zone::Reserve(P0));
    assert!(
        !g.state().card(h[0]).status.exhausted,
        "it arrives ready (Nyala's ruling)"
    );
    // Cooldown (CR 5.2.4.b): the Spell goes to Reserve exhausted.
    assert_eq!(zone(&g, spell), Zone::Reserve(P0));
    assert!(g.state().card(spell).status.exhausted);
}

#[test]
fn cr_7_3_11_a_sleight_of_hand_yzmir_exchanges_a_spell_in_reserve() {
    let (mut g, _, r, h) = sleight(
        SLEIGHT_YZMIR,
        &[card("A Character", Kind::Character), card("A Spell", Kind::Spell)],
        &[card("Hidden", Kind::Character)],
    );
    let d = pending(&g);
    assert_eq!(d.options, vec![Opt::Card(r[1])], "a Spell in your Reserve");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(r[1]));
    asks_hidden(&g, P0, &[Opt::Card(SPARE), Opt::Card(h[0])]);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(h[0]));
    settled(&g);
    assert_eq!(zone(&g, r[1]), Zone::Hand(P0));
    assert_eq!(zone(&g, h[0]), Zone::Reserve(P0));
    assert_eq!(zone(&g, r[0]), Zone::Reserve(P0));
}

#[test]
fn cr_7_3_11_b_sleight_of_hand_with_no_target_in_reserve_asks_nothing_and_exchanges_nothing() {
    // The CR's own example: with an empty Reserve (here: no Character in it) nothing happens,
    // and no card of the Hand is chosen for an exchange that can't happen.
    runs(&real(SLEIGHT_LYRA));
    let (g, _, r, h) = sleight(
        SLEIGHT_LYRA,
        &[card("Only a Spell", Kind::Spell)],
        &[card("Hidden", Kind::Character)],
    );
    settled(&g);
    assert_eq!(zone(&g, h[0]), Zone::Hand(P0));
    assert_eq!(zone(&g, r[0]), Zone::Reserve(P0));
}

#[test]
fn cr_7_3_11_b_sleight_of_hand_with_an_empty_hand_exchanges_nothing() {
    let (mut g, _, r, _) = sleight_in(empty_handed(1), SLEIGHT_LYRA, &[card("Kept", Kind::Character)], &[]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(r[0]));
    assert!(g.state().running().is_none());
    assert!(never_moved(&g, r[0]), "the target stays: nothing to exchange it with");
}

#[test]
fn cr_7_3_11_nyala_exchanges_a_card_of_the_reserve_with_one_of_the_hand_when_she_joins() {
    let mut sc = bare(3);
    let nyala = sc.card(&pool_card("ALT_ALIZE_B_LY_34_C"), P0, Zone::Hand(P0));
    let tired = sc.card(&card("Tired", Kind::Spell), P0, Zone::Reserve(P0));
    sc.status(tired, |s| s.exhausted = true);
    let hidden = sc.card(&card("Hidden", Kind::LandmarkPermanent), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, nyala, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(tired));
    asks_hidden(&g, P0, &[Opt::Card(SPARE), Opt::Card(hidden)]);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(hidden));
    settled(&g);
    assert_eq!(zone(&g, tired), Zone::Hand(P0));
    assert_eq!(zone(&g, hidden), Zone::Reserve(P0));
    // Official ruling: the card put in Reserve arrives ready (CR 1.4.4: a new object).
    assert!(!g.state().card(hidden).status.exhausted);
}

// --- Put a card from a Hand in Reserve (CR 7.3.24) -------------------------------------

#[test]
fn cr_7_3_24_a_kelon_elemental_puts_a_card_from_your_hand_in_reserve() {
    let mut sc = bare(2);
    let kelon = sc.card(&pool_card("ALT_CORE_B_AX_04_C"), P0, Zone::Hand(P0));
    let a = sc.card(&card("A", Kind::Spell), P0, Zone::Hand(P0));
    let b = sc.card(&card("B", Kind::Character), P0, Zone::Hand(P0));
    let theirs = sc.card(&card("Theirs", Kind::Character), P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, kelon, Some(Side::Hero));
    // Only P0's own Hand is offered, to P0 alone.
    asks_hidden(&g, P0, &[Opt::Card(SPARE), Opt::Card(a), Opt::Card(b)]);
    refused_for(&mut g, P1);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(b));
    settled(&g);
    assert_eq!(zone(&g, b), Zone::Reserve(P0));
    assert_eq!(zone(&g, a), Zone::Hand(P0));
    assert_eq!(zone(&g, theirs), Zone::Hand(P1));
}

#[test]
fn cr_1_2_6_f_kelon_elemental_with_no_other_card_in_hand_does_nothing() {
    // Official ruling: Kelon Elemental can be played with no other card in hand; the effect
    // resolves as much as it can (nothing to choose, CR 6.1.g).
    let mut sc = empty_handed(2);
    let kelon = sc.card(&pool_card("ALT_CORE_B_AX_04_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, kelon, Some(Side::Hero));
    // No decision: the day goes on to P1's Expand.
    assert_eq!(pending(&g).player, P1);
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ReactionPlayed { card, .. } if *card == kelon)));
    assert!(!g.events().iter().any(|e| matches!(
        e,
        Event::Moved {
            from: Zone::Hand(_),
            to: Zone::Reserve(_),
            ..
        }
    )));
}

/// Ada Lovelace played from Reserve with `put` in P0's Hand; answers `may` with `yes`.
fn ada(put: Arc<CardDef>, yes: bool) -> (Game, CardId) {
    let mut sc = bare(2);
    let ada = sc.card(&pool_card("ALT_CORE_B_AX_13_C"), P0, Zone::Reserve(P0));
    let put = sc.card(&put, P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, from: PlayFrom::Reserve, to: Some(Side::Hero), .. } if *card == ada),
    );
    let answer = if yes { Opt::Yes } else { Opt::No };
    choose(&mut g, DecisionKind::May, |o| *o == answer);
    if yes {
        asks_hidden(&g, P0, &[Opt::Card(SPARE), Opt::Card(put)]);
        choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(put));
    }
    settled(&g);
    (g, put)
}

#[test]
fn cr_1_4_4_ada_lovelace_draws_when_the_card_she_put_in_reserve_is_a_permanent() {
    let (g, put) = ada(card("A Landmark", Kind::LandmarkPermanent), true);
    assert_eq!(zone(&g, put), Zone::Reserve(P0));
    // `it` is the object the card became in Reserve (CR 1.4.4), a Permanent: draw a card.
    assert_eq!(g.state().count(Zone::Hand(P0)), 2, "the Spare and the card drawn");
    assert_eq!(g.state().count(Zone::Deck(P0)), 2);
}

#[test]
fn cr_1_4_4_ada_lovelace_does_not_draw_for_a_character() {
    let (g, put) = ada(card("A Character", Kind::Character), true);
    assert_eq!(zone(&g, put), Zone::Reserve(P0));
    assert_eq!(g.state().count(Zone::Hand(P0)), 1, "the Spare: no draw");
    assert_eq!(g.state().count(Zone::Deck(P0)), 3);
}

#[test]
fn cr_1_2_6_d_ada_lovelace_may_put_nothing() {
    let (g, put) = ada(card("A Landmark", Kind::LandmarkPermanent), false);
    assert_eq!(zone(&g, put), Zone::Hand(P0));
    assert_eq!(g.state().count(Zone::Deck(P0)), 3, "nothing put, no draw");
}

#[test]
fn cr_6_1_h_kuraokami_target_opponent_puts_a_card_from_their_hand_in_reserve() {
    let mut sc = bare(7);
    let kura = sc.card(&pool_card("ALT_ALIZE_P_OR_48_R2"), P0, Zone::Hand(P0));
    let mine = sc.card(&card("Mine", Kind::Spell), P0, Zone::Hand(P0));
    let a = sc.card(&card("A", Kind::Spell), P1, Zone::Hand(P1));
    let b = sc.card(&card("B", Kind::Character), P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, kura, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    // CR 6.1.h: the target opponent chooses among the cards of their own Hand.
    asks_hidden(&g, P1, &[Opt::Card(a), Opt::Card(b)]);
    refused_for(&mut g, P0);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(a));
    settled(&g);
    assert_eq!(zone(&g, a), Zone::Reserve(P1));
    assert_eq!(zone(&g, b), Zone::Hand(P1));
    assert_eq!(zone(&g, mine), Zone::Hand(P0));
    // Then every card in Reserve is exhausted, the one just put there included.
    assert!(g.state().card(a).status.exhausted);
}

#[test]
fn cr_6_4_subhash_and_marmo_pays_1_and_puts_a_card_from_hand_in_reserve_to_create_a_brassbug() {
    let mut sc = bare(2);
    sc.card(&pool_card("ALT_CORE_B_AX_03_C"), P0, Zone::HeroZone(P0));
    let put = sc.card(&card("Put", Kind::Spell), P0, Zone::Hand(P0));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Noon, Phase::Morning);
    let mut g = Game::from_state(st);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    // The card of the cost is chosen (CR 6.1.g), then the cost is paid in one step (CR 6.1.d).
    asks_hidden(&g, P0, &[Opt::Card(SPARE), Opt::Card(put)]);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(put));
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Hero,
        }
    });
    let st = g.state();
    assert_eq!(st.card(put).zone, Zone::Reserve(P0));
    assert_eq!(st.ready_orbs(P0), 1, "1 paid");
    let tokens: Vec<CardId> = st
        .in_zone(Zone::Expedition(P0, Side::Hero))
        .filter(|&c| st.card(c).token)
        .collect();
    assert_eq!(tokens.len(), 1);
    assert_eq!(st.def(tokens[0]).name, "Brassbug");
}

#[test]
fn cr_1_2_5_c_subhash_and_marmo_with_an_empty_hand_pays_nothing_and_creates_nothing() {
    let mut sc = bare(2);
    sc.card(&pool_card("ALT_CORE_B_AX_03_C"), P0, Zone::HeroZone(P0));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Noon, Phase::Morning);
    let mut g = Game::from_state(st);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    // No card to put: the cost can't be paid in full, so none of it is (CR 1.2.5.c).
    let st = g.state();
    assert_eq!(st.ready_orbs(P0), 2);
    assert_eq!(st.count(Zone::Expedition(P0, Side::Hero)), 0);
}

#[test]
fn cr_3_2_9_b_swift_jinn_puts_a_card_from_reserve_in_the_mana_zone_ready() {
    let mut sc = bare(6);
    let jinn = sc.card(&pool_card("ALT_BISE_B_BR_57_R1"), P0, Zone::Hand(P0));
    let r = sc.card(&card("Reserved", Kind::Character), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, jinn, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(r));
    settled(&g);
    assert_eq!(zone(&g, r), Zone::Mana(P0));
    assert!(!g.state().card(r).status.exhausted, "as a ready Mana Orb, as written");
}

#[test]
fn cr_6_1_h_repotter_otter_each_player_may_put_a_card_from_their_hand_in_reserve() {
    let mut sc = bare(3);
    let otter = sc.card(&pool_card("ALT_ALIZE_B_MU_34_R2"), P0, Zone::Hand(P0));
    let mine = sc.card(&card("Mine", Kind::Spell), P0, Zone::Hand(P0));
    let a = sc.card(&card("A", Kind::Spell), P1, Zone::Hand(P1));
    let b = sc.card(&card("B", Kind::Character), P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, otter, Some(Side::Hero));
    // In initiative order (CR 1.4.5.a, 6.1.h), each from their own Hand, and each may put
    // nothing (CR 1.2.6.d): `Skip`.
    asks_hidden(&g, P0, &[Opt::Skip, Opt::Card(SPARE), Opt::Card(mine)]);
    refused_for(&mut g, P1);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(mine));
    assert_eq!(
        zone(&g, mine),
        Zone::Hand(P0),
        "nothing moves before every player chose"
    );
    asks_hidden(&g, P1, &[Opt::Skip, Opt::Card(a), Opt::Card(b)]);
    refused_for(&mut g, P0);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(b));
    settled(&g);
    assert_eq!(zone(&g, mine), Zone::Reserve(P0));
    assert_eq!(zone(&g, b), Zone::Reserve(P1));
    assert_eq!(zone(&g, a), Zone::Hand(P1));
}

#[test]
fn cr_1_2_6_d_repotter_otter_a_player_may_decline() {
    let mut sc = bare(3);
    let otter = sc.card(&pool_card("ALT_ALIZE_B_MU_34_R2"), P0, Zone::Hand(P0));
    let mine = sc.card(&card("Mine", Kind::Spell), P0, Zone::Hand(P0));
    let a = sc.card(&card("A", Kind::Spell), P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, otter, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Skip);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(a));
    settled(&g);
    assert_eq!(zone(&g, mine), Zone::Hand(P0));
    assert_eq!(zone(&g, a), Zone::Reserve(P1));
}

#[test]
fn rin_and_orchid_draws_then_puts_a_card_from_hand_in_reserve_after_moving_forward_due_to_forest() {
    let mut sc = bare(0);
    sc.card(&real(RIN_AND_ORCHID), P0, Zone::HeroZone(P0));
    sc.card(
        &Arc::new(CardDef::basic("Walker", Kind::Character, 1, 1, [3, 0, 0])),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let held = sc.card(&card("Held", Kind::Spell), P0, Zone::Hand(P0));
    sc.state_mut().adventure_mut().regions[0].terrains = Terrains([true, true, true]);
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let mut g = Game::from_state(st);
    // CR 4.2.4.j: the Hero Expedition moves forward due to forest; then draw a card, then
    // choose a card of the Hand, the one just drawn among them (CR 6.1.c: a new step).
    let drawn = g
        .state()
        .in_zone(Zone::Hand(P0))
        .find(|&c| c != held && c != SPARE)
        .expect("a card was drawn");
    let mut hand = [SPARE, held, drawn];
    hand.sort();
    asks_hidden(&g, P0, &hand.map(Opt::Card));
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(held));
    assert_eq!(zone(&g, held), Zone::Reserve(P0));
    assert_eq!(zone(&g, drawn), Zone::Hand(P0));
}

// --- Discard from a Hand (CR 7.3.7) ----------------------------------------------------

#[test]
fn cr_7_3_7_a_baku_target_opponent_discards_a_card_from_their_hand() {
    let mut sc = bare(4);
    let baku = sc.card(&pool_card("ALT_CORE_B_YZ_10_R2"), P0, Zone::Hand(P0));
    let a = sc.card(&card("A", Kind::Spell), P1, Zone::Hand(P1));
    let b = sc.card(&card("B", Kind::Character), P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, baku, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    // The opponent chooses which (CR 3.2.5.c, 6.1.h), not the controller.
    asks_hidden(&g, P1, &[Opt::Card(a), Opt::Card(b)]);
    refused_for(&mut g, P0);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(b));
    settled(&g);
    assert_eq!(zone(&g, b), Zone::Discard(P1));
    assert_eq!(zone(&g, a), Zone::Hand(P1));
}

#[test]
fn cr_6_1_g_baku_an_opponent_with_an_empty_hand_discards_nothing() {
    let mut sc = bare(4);
    let baku = sc.card(&pool_card("ALT_CORE_B_YZ_10_R2"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, baku, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert_eq!(g.state().count(Zone::Discard(P1)), 0);
}

#[test]
fn cr_6_1_f_loki_each_player_discards_their_hand_then_draws_three() {
    let mut sc = bare(7);
    let loki = sc.card(&pool_card("ALT_CORE_B_LY_21_C"), P0, Zone::Hand(P0));
    let mine = sc.card(&card("Mine", Kind::Spell), P0, Zone::Hand(P0));
    let theirs = sc.cards(&card("Theirs", Kind::Spell), P1, Zone::Hand(P1), 2);
    // Free cards on top of P0's Deck, so that P0 has something to play after drawing.
    let free = Arc::new(CardDef::basic("Free", Kind::Character, 0, 0, [0; 3]));
    let top = sc.cards(&free, P0, Zone::Deck(P0), 3);
    let mut g = start(sc);
    play(&mut g, loki, Some(Side::Hero));
    // No choice: every card of each Hand, in one step (CR 6.1.e–f).
    settled(&g);
    let st = g.state();
    assert_eq!(st.card(mine).zone, Zone::Discard(P0));
    assert!(theirs.iter().all(|&c| st.card(c).zone == Zone::Discard(P1)));
    assert_eq!(st.card(SPARE).zone, Zone::Discard(P0));
    // Then each draws three (CR 6.1.c: a new step, after the discards).
    assert!(top.iter().all(|&c| st.card(c).zone == Zone::Hand(P0)));
    assert_eq!(st.count(Zone::Hand(P0)), 3);
    assert_eq!(st.count(Zone::Hand(P1)), 3);
}

#[test]
fn cr_6_1_f_loki_rare_each_player_discards_their_hand_and_their_reserve() {
    let mut sc = bare(7);
    let loki = sc.card(&pool_card("ALT_CORE_B_LY_21_R1"), P0, Zone::Hand(P0));
    let mine = sc.card(&card("Mine", Kind::Spell), P0, Zone::Reserve(P0));
    let theirs = sc.card(&card("Theirs", Kind::Spell), P1, Zone::Reserve(P1));
    let in_hand = sc.card(&card("In Hand", Kind::Spell), P1, Zone::Hand(P1));
    let free = Arc::new(CardDef::basic("Free", Kind::Character, 0, 0, [0; 3]));
    sc.cards(&free, P0, Zone::Deck(P0), 3);
    let mut g = start(sc);
    play(&mut g, loki, Some(Side::Hero));
    settled(&g);
    let st = g.state();
    for (c, p) in [(mine, P0), (theirs, P1), (in_hand, P1), (SPARE, P0)] {
        assert_eq!(st.card(c).zone, Zone::Discard(p));
    }
    assert_eq!(
        st.card(loki).zone,
        Zone::Expedition(P0, Side::Hero),
        "in play, not in Reserve"
    );
    assert_eq!(st.count(Zone::Hand(P0)), 3);
    assert_eq!(st.count(Zone::Hand(P1)), 3);
}

// --- The random agent ------------------------------------------------------------------

#[test]
fn a_random_agent_answers_a_choice_in_hand() {
    let mut sc = bare(2);
    let kelon = sc.card(&pool_card("ALT_CORE_B_AX_04_C"), P0, Zone::Hand(P0));
    sc.cards(&card("A", Kind::Spell), P0, Zone::Hand(P0), 2);
    let mut g = start(sc);
    play(&mut g, kelon, Some(Side::Hero));
    let d = pending(&g);
    assert_eq!(d.kind, DecisionKind::ChooseHidden);
    let mut agent = RandomAgent::new(7);
    let choice = agent.choose(&g.view(P0), &d).unwrap();
    g.submit(choice).unwrap();
    settled(&g);
    assert_eq!(g.state().count(Zone::Reserve(P0)), 1);
    assert_eq!(g.state().count(Zone::Hand(P0)), 2);
}

// --- Cards of a Deck: revealed, sent to a position (CR 3.1.3.f, 7.3.32) ---------------

/// BLISS Keytarist (`print`) with `boosts` in P0's Hero Expedition at the beginning of Dusk,
/// `top` on top of P0's Deck. Returns the game once the Dusk reaction resolved, and `top`.
fn bliss_at_dusk(print: &str, boosts: u16, top: Arc<CardDef>) -> (Game, CardId) {
    let mut sc = bare(0);
    let bliss = sc.card(&pool_card(print), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(bliss, boosts);
    let top = sc.card(&top, P0, Zone::Deck(P0));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    (Game::from_state(st), top)
}

/// The events about `card`, up to the end of the Dusk reaction (Progress comes next).
fn dusk_events(g: &Game, card: CardId) -> Vec<Event> {
    g.events()
        .iter()
        .take_while(|e| !matches!(e, Event::ExpeditionMoved { .. } | Event::Phase(Phase::Night)))
        .filter(|e| match e {
            Event::Revealed(c) => *c == card,
            Event::Moved { card: c, .. } => *c == card,
            _ => false,
        })
        .cloned()
        .collect()
}

fn moved(card: CardId, from: Zone, to: Zone) -> impl Fn(&Event) -> bool {
    move |e| matches!(e, Event::Moved { card: c, from: f, to: t, .. } if *c == card && *f == from && *t == to)
}

#[test]
fn cr_3_1_3_f_bliss_keytarist_reveals_the_top_card_and_draws_a_permanent() {
    let (g, top) = bliss_at_dusk("ALT_BISE_B_LY_52_R2", 1, card("A Landmark", Kind::LandmarkPermanent));
    let events = dusk_events(&g, top);
    assert_eq!(events.len(), 2, "{events:?}");
    assert_eq!(events[0], Event::Revealed(top), "revealed where it is");
    assert!(
        moved(top, Zone::Deck(P0), Zone::Hand(P0))(&events[1]),
        "then drawn: {events:?}"
    );
}

#[test]
fn cr_3_1_3_f_bliss_keytarist_discards_a_revealed_spell() {
    let (g, top) = bliss_at_dusk("ALT_BISE_B_LY_52_R2", 1, card("A Spell", Kind::Spell));
    let events = dusk_events(&g, top);
    assert_eq!(events.len(), 2, "{events:?}");
    assert_eq!(events[0], Event::Revealed(top));
    assert!(moved(top, Zone::Deck(P0), Zone::Discard(P0))(&events[1]), "{events:?}");
}

#[test]
fn cr_2_2_11_bliss_keytarist_lyra_draws_a_character_with_a_base_statistic_of_0() {
    let zero = Arc::new(CardDef::basic("Zero", Kind::Character, 1, 1, [0, 2, 2]));
    let (g, top) = bliss_at_dusk("ALT_BISE_B_LY_52_C", 1, zero);
    let events = dusk_events(&g, top);
    assert!(moved(top, Zone::Deck(P0), Zone::Hand(P0))(&events[1]), "{events:?}");
    let (g, top) = bliss_at_dusk("ALT_BISE_B_LY_52_C", 1, card("Ones", Kind::Character));
    let events = dusk_events(&g, top);
    assert!(moved(top, Zone::Deck(P0), Zone::Discard(P0))(&events[1]), "{events:?}");
}

#[test]
fn cr_1_2_6_e_bliss_keytarist_not_boosted_reveals_nothing() {
    runs(&pool_card("ALT_BISE_B_LY_52_R2"));
    let (g, top) = bliss_at_dusk("ALT_BISE_B_LY_52_R2", 0, card("A Landmark", Kind::LandmarkPermanent));
    assert_eq!(dusk_events(&g, top), Vec::<Event>::new());
}

/// CR 3.2.2.c: the step says where in the Deck (the Xth from the top); CR 3.2.2.f: with
/// fewer cards than that, the card goes to the bottom.
#[test]
fn cr_7_3_32_x_marks_the_spot_sends_a_character_to_the_xth_position_of_its_owners_deck() {
    let mut past_the_bottom = 0;
    for seed in 0..6 {
        let mut sc = bare(3);
        let spell = sc.card(&pool_card("ALT_BISE_B_LY_60_C"), P0, Zone::Hand(P0));
        let foe = sc.card(&card("Foe", Kind::Character), P1, Zone::Expedition(P1, Side::Hero));
        sc.seed(seed);
        let mut g = start(sc);
        play(&mut g, spell, None);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
        settled(&g);
        let x = g
            .events()
            .iter()
            .find_map(|e| match e {
                Event::DieRolled { result, .. } => Some(usize::from(*result)),
                _ => None,
            })
            .expect("a die was rolled");
        let st = g.state();
        assert_eq!(st.card(foe).zone, Zone::Deck(P1));
        // P1's Deck had 3 cards: the Xth from the top, or the bottom when X is past it.
        let deck = &st.player(P1).deck;
        let from_top = deck.len() - deck.iter().position(|&c| c == foe).unwrap();
        assert_eq!(from_top, x.min(deck.len()), "seed {seed}: X = {x}");
        past_the_bottom += usize::from(x > deck.len());
    }
    assert!(past_the_bottom > 0, "some seed rolled past the bottom");
}

// --- Choosing among revealed cards, put in the Expeditions (CR 3.1.3.f, 7.3.24.a) --------

/// Mind Apotheosis (`print`) in P0's Hand with 9 mana, on a Deck of three fillers under
/// `top` (the last one on top). Returns the game, the Spell, and the cards of `top`.
fn apotheosis(print: &str, top: &[Arc<CardDef>]) -> (Game, CardId, Vec<CardId>) {
    let mut sc = bare(9);
    let spell = sc.card(&real(print), P0, Zone::Hand(P0));
    let top = top.iter().map(|d| sc.card(d, P0, Zone::Deck(P0))).collect();
    (start(sc), spell, top)
}

#[test]
fn cr_7_3_24_a_mind_apotheosis_puts_chosen_characters_in_your_expeditions_fleeting() {
    for print in ["ALT_CORE_B_LY_27_C", "ALT_CORE_B_LY_27_R1", "ALT_CORE_B_LY_27_R2"] {
        let (c, s) = (card("C", Kind::Character), card("S", Kind::Spell));
        let (mut g, spell, top) = apotheosis(print, &[c.clone(), s, c.clone(), c]);
        let [a, spell_card, b, d] = top[..] else { unreachable!() };
        play(&mut g, spell, None);
        // CR 3.1.3.f: the four are revealed, where they are.
        for &t in &top {
            assert!(g.events().contains(&Event::Revealed(t)), "{print}: {t:?} revealed");
        }
        // Only the Characters among them are offered, up to two (CR 6.1.g).
        let dcs = pending(&g);
        assert_eq!(dcs.kind, DecisionKind::ChooseHidden);
        assert_eq!(dcs.options, vec![Opt::Skip, Opt::Card(d), Opt::Card(b), Opt::Card(a)]);
        choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(d));
        choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(a));
        // The controller picks each one's Expedition.
        for side in [Side::Companion, Side::Hero] {
            choose(&mut g, DecisionKind::ChooseExpedition, |o| {
                *o == Opt::Expedition { player: P0, side }
            });
        }
        settled(&g);
        let st = g.state();
        assert_eq!(st.card(d).zone, Zone::Expedition(P0, Side::Companion), "{print}");
        assert_eq!(st.card(a).zone, Zone::Expedition(P0, Side::Hero), "{print}");
        assert!(
            st.card(d).status.fleeting && st.card(a).status.fleeting,
            "{print}: they gain Fleeting"
        );
        // The others are discarded; the rest of the Deck stays.
        assert_eq!(st.card(b).zone, Zone::Discard(P0), "{print}");
        assert_eq!(st.card(spell_card).zone, Zone::Discard(P0), "{print}");
        assert_eq!(st.player(P0).deck.len(), 3, "{print}");
        // Put, not played (CR 7.3.24.a).
        assert!(!g
            .events()
            .iter()
            .any(|e| matches!(e, Event::Play { card, .. } if *card == a || *card == d)));
    }
}

#[test]
fn cr_6_1_g_mind_apotheosis_choosing_no_character_discards_all_four() {
    let c = card("C", Kind::Character);
    let (mut g, spell, top) = apotheosis("ALT_CORE_B_LY_27_C", &[c.clone(), c.clone(), c.clone(), c]);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Skip);
    settled(&g);
    for t in top {
        assert_eq!(g.state().card(t).zone, Zone::Discard(P0));
    }
}

// --- Revealed `this way` with a die (CR 6.2.c, 7.3.28.b) --------------------------------

const WAYFARER_LYRA: &str = "ALT_BISE_B_LY_62_C";
const WAYFARER_LYRA_RARE: &str = "ALT_BISE_B_LY_62_R1";
const WAYFARER_ORDIS: &str = "ALT_BISE_B_LY_62_R2";
/// `etb Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost.` (cost 2)
const OUROBOROS_TRICKSTER: &str = "ALT_CORE_B_LY_06_C";
/// A Bureaucrat (cost 3) whose one reaction watches cards played from Reserve.
const STAFF_CLERK: &str = "ALT_BISE_B_OR_51_R2";

/// The Wayfarer (`print`) in P0's Landmark zone, a 3-cost Character on top of P0's Deck,
/// and `played` in P0's Hand, played into the Hero Expedition with the die's `seed`; every
/// Reaction then played, first offered first, up to a decision of another kind. Returns the
/// game, the Wayfarer, the top card and the die's result.
fn wayfarer_rolls(print: &str, played: &str, seed: u64) -> (Game, CardId, CardId, u32) {
    let mut sc = bare(3);
    let wayfarer = sc.card(&real(print), P0, Zone::Landmarks(P0));
    let hand = sc.card(&real(played), P0, Zone::Hand(P0));
    let top = sc.card(
        &Arc::new(CardDef::basic("Three", Kind::Character, 3, 3, [1; 3])),
        P0,
        Zone::Deck(P0),
    );
    sc.seed(seed);
    let mut g = start(sc);
    play(&mut g, hand, Some(Side::Hero));
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    let roll = g
        .events()
        .iter()
        .find_map(|e| match e {
            Event::DieRolled { result, .. } => Some(u32::from(*result)),
            _ => None,
        })
        .expect("a die was rolled");
    assert!(g.events().contains(&Event::Revealed(top)), "revealed with the roll");
    (g, wayfarer, top, roll)
}

#[test]
fn cr_6_2_c_the_wayfarer_also_reveals_and_draws_a_card_whose_hand_cost_is_the_result() {
    let mut seen = [false; 2];
    for seed in 0..24 {
        let (g, _, top, roll) = wayfarer_rolls(WAYFARER_LYRA, OUROBOROS_TRICKSTER, seed);
        settled(&g);
        let drawn = g.state().card(top).zone == Zone::Hand(P0);
        assert_eq!(drawn, roll == 3, "seed {seed}: the die's result {roll}");
        seen[usize::from(drawn)] = true;
    }
    assert_eq!(seen, [true, true], "both results tried");
}

#[test]
fn cr_7_3_23_a_the_wayfarer_rare_may_exhaust_to_play_the_revealed_card_for_free() {
    let mut seen = [false; 2];
    for seed in 0..24 {
        let (mut g, wayfarer, top, roll) = wayfarer_rolls(WAYFARER_LYRA_RARE, OUROBOROS_TRICKSTER, seed);
        if roll == 3 {
            choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
            choose(
                &mut g,
                DecisionKind::EffectPlay,
                |o| matches!(o, Opt::Play { card, from: PlayFrom::Deck, cost: 0, to: Some(Side::Hero), .. } if *card == top),
            );
            settled(&g);
            assert_eq!(g.state().card(top).zone, Zone::Expedition(P0, Side::Hero));
            assert!(g.state().card(wayfarer).status.exhausted, "the cost paid");
        } else {
            settled(&g);
            assert_eq!(
                g.state().player(P0).deck.last(),
                Some(&top),
                "seed {seed}: stays on top"
            );
        }
        seen[usize::from(roll == 3)] = true;
    }
    assert_eq!(seen, [true, true], "both results tried");
}

#[test]
fn cr_7_3_28_b_the_wayfarer_ordis_rolls_and_reveals_when_you_play_a_bureaucrat() {
    let mut seen = [false; 2];
    for seed in 0..24 {
        let (g, _, top, roll) = wayfarer_rolls(WAYFARER_ORDIS, STAFF_CLERK, seed);
        settled(&g);
        let drawn = g.state().card(top).zone == Zone::Hand(P0);
        assert_eq!(drawn, roll == 3, "seed {seed}: the die's result {roll}");
        seen[usize::from(drawn)] = true;
    }
    assert_eq!(seen, [true, true], "both results tried");
}

#[test]
fn cr_3_1_3_f_the_wayfarer_reacts_only_to_its_own_reveals() {
    // BLISS Keytarist reveals at Dusk without The Wayfarer: no draw by The Wayfarer, whose
    // `this way` is its own ability's reveal. The card is a Spell, which Keytarist discards.
    let mut sc = bare(0);
    sc.card(&real(WAYFARER_LYRA), P0, Zone::Landmarks(P0));
    let bliss = sc.card(&pool_card("ALT_BISE_B_LY_52_R2"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(bliss, 1);
    let top = sc.card(&card("A Spell", Kind::Spell), P0, Zone::Deck(P0));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let g = Game::from_state(st);
    assert_eq!(g.state().card(top).zone, Zone::Discard(P0));
    let plays = |c| {
        g.events()
            .iter()
            .filter(|e| matches!(e, Event::ReactionPlayed { card, .. } if *card == c))
            .count()
    };
    assert_eq!(plays(bliss), 1);
    assert_eq!(g.state().in_zone(Zone::Landmarks(P0)).map(plays).sum::<usize>(), 0);
}

#[test]
fn cr_2_1_h_x_marks_the_spot_rare_readies_an_orb_when_x_is_higher_than_the_targets_hand_cost() {
    let mut seen = [false; 2];
    for seed in 0..24 {
        let mut sc = bare(3);
        let spell = sc.card(&real("ALT_BISE_B_LY_60_R1"), P0, Zone::Hand(P0));
        let foe = sc.card(
            &Arc::new(CardDef::basic("Foe", Kind::Character, 3, 3, [1; 3])),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        sc.seed(seed);
        let mut g = start(sc);
        play(&mut g, spell, None);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
        let x = g
            .events()
            .iter()
            .find_map(|e| match e {
                Event::DieRolled { result, .. } => Some(*result),
                _ => None,
            })
            .expect("a die was rolled");
        // The target is in its owner's Deck now: its Hand Cost is read as it was (CR 2.1.h).
        assert_eq!(g.state().card(foe).zone, Zone::Deck(P1));
        let higher = x > 3;
        if higher {
            let orb = g.state().in_zone(Zone::Mana(P0)).next().unwrap();
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(orb));
        }
        settled(&g);
        assert_eq!(g.state().ready_orbs(P0), usize::from(higher), "seed {seed}: X = {x}");
        seen[usize::from(higher)] = true;
    }
    assert_eq!(seen, [true, true], "both results tried");
}
