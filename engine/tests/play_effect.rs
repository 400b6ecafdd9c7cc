//! Playing a card in the middle of an effect (CR 5.2.b, 7.3.29.a), with the real cards
//! Eros (`etb You may immediately play a Character for 3 less.`) and Coppélia (`… | You
//! may play me for free and I gain Asleep.`). Every decision is scripted.
mod common;

use common::{choose, filler, play, pool, position, real, settled, start, P0};

use altered_engine::*;
use std::sync::Arc;

const EROS: &str = "ALT_ALIZE_B_BR_40_C";
const COPPELIA: &str = "ALT_CORE_B_AX_14_R1";
const BLADEDANCER: &str = "ALT_CORE_B_BR_16_C";

fn character(name: &str, hand: u8, reserve: u8) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, hand, reserve, [1, 1, 1]))
}

fn ready_orbs(g: &Game) -> usize {
    g.state().ready_orbs(P0)
}

fn pending(g: &Game) -> &Decision {
    g.pending().expect("a decision")
}

fn offers(g: &Game, card: CardId) -> Vec<Opt> {
    pending(g)
        .options
        .iter()
        .copied()
        .filter(|o| matches!(o, Opt::Play { card: c, .. } if *c == card))
        .collect()
}

#[test]
fn cr_5_2_b_eros_plays_a_character_for_3_less_as_part_of_its_effect() {
    let mut sc = position(9, 0);
    let eros = sc.card(&real(EROS), P0, Zone::Hand(P0));
    let big = sc.card(&character("Big", 5, 9), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, eros, Some(Side::Hero)); // 7 of the 9 orbs
                                          // The etb reaction resolves: the choice of a card to play is a decision of the effect.
    let d = pending(&g);
    assert_eq!(d.kind, DecisionKind::EffectPlay, "{d:?}");
    assert_eq!(
        d.options[0],
        Opt::Skip,
        "`may`: playing nothing is allowed (CR 1.2.6.d)"
    );
    // CR 5.1.2.e.2: 5 - 3 = 2, in either Expedition (CR 5.2.1.a).
    assert_eq!(
        offers(&g, big),
        [Side::Hero, Side::Companion].map(|s| Opt::Play {
            card: big,
            from: PlayFrom::Hand,
            to: Some(s),
            cost: 2,
            scout: false,
            pay: None,
        })
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Companion), .. } if *card == big),
    );
    settled(&g);
    assert_eq!(g.state().card(big).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(ready_orbs(&g), 0, "2 paid for it (CR 5.1.2.h)");
    // Playing it was part of Eros's effect, not a turn of its own: the turn passed once
    // (after Eros), and player 0 plays again now.
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::Play { card, from: PlayFrom::Hand, .. } if *card == big)));
}

#[test]
fn cr_5_2_a_from_reserve_it_gains_fleeting_and_its_reactions_wait_for_the_check() {
    // Bravos Bladedancer: Reserve Cost 3, `etb I gain 1 boost`. For 3 less it costs 0, never
    // below (CR 5.1.2.e). Played from Reserve, it gains Fleeting (CR 5.2.1.b-c); its etb
    // reaction is activated by the play and resolves when Reactions are checked, after
    // Eros's effect (CR 5.2.b remark).
    let mut sc = position(7, 0);
    let eros = sc.card(&real(EROS), P0, Zone::Hand(P0));
    let dancer = sc.card(&real(BLADEDANCER), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, eros, Some(Side::Hero));
    assert!(offers(&g, dancer).iter().all(|o| matches!(
        o,
        Opt::Play {
            from: PlayFrom::Reserve,
            cost: 0,
            ..
        }
    )));
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == dancer),
    );
    settled(&g);
    let c = g.state().card(dancer);
    assert_eq!(c.zone, Zone::Expedition(P0, Side::Hero));
    assert!(c.status.fleeting, "played from Reserve (CR 5.2.1.b)");
    assert_eq!(c.boosts, 1, "its etb reaction resolved");
    let played = g
        .events()
        .iter()
        .position(|e| matches!(e, Event::ReactionPlayed { card, .. } if *card == dancer))
        .expect("its reaction was played");
    let eros_done = g
        .events()
        .iter()
        .position(|e| matches!(e, Event::Play { card, .. } if *card == dancer))
        .expect("it was played");
    assert!(
        eros_done < played,
        "the Bladedancer's reaction comes after it is played"
    );
}

#[test]
fn cr_1_2_5_c_a_card_whose_reduced_cost_cant_be_paid_is_not_offered() {
    let mut sc = position(7, 0); // all spent on Eros
    let eros = sc.card(&real(EROS), P0, Zone::Hand(P0));
    let big = sc.card(&character("Big", 5, 9), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, eros, Some(Side::Hero));
    assert_eq!(pending(&g).kind, DecisionKind::EffectPlay);
    assert!(offers(&g, big).is_empty(), "5 - 3 = 2 > 0 ready orbs");
    choose(&mut g, DecisionKind::EffectPlay, |o| *o == Opt::Skip);
    settled(&g);
    assert_eq!(g.state().card(big).zone, Zone::Hand(P0));
}

#[test]
fn cr_1_2_6_f_with_no_character_to_play_nothing_is_asked() {
    // Only a Landmark Permanent and a Spell in Hand: no Character to play.
    let mut sc = Scenario::new();
    sc.cards(&filler(), P0, Zone::Mana(P0), 7);
    let eros = sc.card(&real(EROS), P0, Zone::Hand(P0));
    let spare = Arc::new(CardDef::basic("Spare", Kind::LandmarkPermanent, 0, 0, [0; 3]));
    sc.card(&spare, P0, Zone::Hand(P0));
    sc.card(&filler(), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, eros, Some(Side::Hero));
    settled(&g);
}

#[test]
fn cr_1_2_6_d_declining_plays_nothing() {
    let mut sc = position(9, 0);
    let eros = sc.card(&real(EROS), P0, Zone::Hand(P0));
    let big = sc.card(&character("Big", 5, 9), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, eros, Some(Side::Hero));
    choose(&mut g, DecisionKind::EffectPlay, |o| *o == Opt::Skip);
    settled(&g);
    assert_eq!(g.state().card(big).zone, Zone::Hand(P0));
    assert_eq!(ready_orbs(&g), 2, "nothing paid");
}

#[test]
fn cr_7_3_23_a_coppelia_plays_herself_for_free_and_then_gains_asleep() {
    // Her reaction waits in Limbo as if she had just gone to Reserve from Hand; no mana.
    let mut sc = position(0, 0);
    let coppelia = sc.card(&real(COPPELIA), P0, Zone::Reserve(P0));
    sc.reaction(coppelia, 0);
    let mut g = start(sc);
    let d = pending(&g);
    assert_eq!(d.kind, DecisionKind::EffectPlay, "{d:?}");
    assert_eq!(
        offers(&g, coppelia).len(),
        2,
        "free, so playable without mana, in either Expedition"
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), cost: 0, .. } if *card == coppelia),
    );
    settled(&g);
    let c = g.state().card(coppelia);
    assert_eq!(c.zone, Zone::Expedition(P0, Side::Hero));
    // `I gain Asleep` names the card she became (official ruling: the effect finds her in
    // the Expedition zone because it mentions playing her; CR 2.1.g: through two zone
    // changes, Reserve to Limbo to the Expedition zone, both the ability's own).
    assert!(c.status.asleep, "{c:?}");
    // Played from Reserve, she gains Fleeting (official ruling, CR 5.2.1.b).
    assert!(c.status.fleeting);
}

#[test]
fn cr_7_3_29_b_declined_coppelia_stays_in_reserve_without_asleep() {
    let mut sc = position(0, 0);
    let coppelia = sc.card(&real(COPPELIA), P0, Zone::Reserve(P0));
    sc.reaction(coppelia, 0);
    let mut g = start(sc);
    choose(&mut g, DecisionKind::EffectPlay, |o| *o == Opt::Skip);
    settled(&g);
    let c = g.state().card(coppelia);
    assert_eq!(c.zone, Zone::Reserve(P0));
    assert!(!c.status.asleep);
}

#[test]
fn a_game_saved_while_choosing_the_card_to_play_resumes() {
    // Real cards only, so that the saved game loads against the pool.
    let dancer_def = real(BLADEDANCER);
    let mut sc = Scenario::new();
    sc.cards(&dancer_def, P0, Zone::Mana(P0), 8);
    let eros = sc.card(&real(EROS), P0, Zone::Hand(P0));
    let dancer = sc.card(&dancer_def, P0, Zone::Reserve(P0));
    sc.card(&dancer_def, P0, Zone::Hand(P0)); // 1 orb left for it: the turn comes back
    let mut g = start(sc);
    play(&mut g, eros, Some(Side::Hero));
    let mut g = Game::from_json(pool(), &g.to_json()).expect("the game loads");
    assert_eq!(pending(&g).kind, DecisionKind::EffectPlay);
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == dancer),
    );
    settled(&g);
    assert_eq!(g.state().card(dancer).zone, Zone::Expedition(P0, Side::Hero));
}

const MERRY_REUNION: &str = "ALT_BISE_B_LY_58_C";

/// Player 0 plays Merry Reunion (`[Resupply]. If you put a Character in Reserve this way,
/// you may immediately play it for 2 less.`) with `top` on top of their Deck.
fn reunion(top: &Arc<CardDef>, mana: usize) -> (Game, CardId) {
    let mut sc = position(mana, 0);
    let spell = sc.card(&common::ruled(MERRY_REUNION), P0, Zone::Hand(P0));
    let top = sc.card(top, P0, Zone::Deck(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    (g, top)
}

#[test]
fn cr_5_2_b_merry_reunion_plays_the_character_it_put_in_reserve_for_2_less() {
    // Bravos Bladedancer: Reserve Cost 3, so 1 here, with the 1 orb left after the Spell.
    let (mut g, dancer) = reunion(&real(BLADEDANCER), 3);
    assert_eq!(g.state().card(dancer).zone, Zone::Reserve(P0), "Resupplied");
    assert_eq!(
        offers(&g, dancer),
        [Side::Hero, Side::Companion].map(|s| Opt::Play {
            card: dancer,
            from: PlayFrom::Reserve,
            to: Some(s),
            cost: 1,
            scout: false,
            pay: None,
        })
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == dancer),
    );
    settled(&g);
    let c = g.state().card(dancer);
    assert_eq!(c.zone, Zone::Expedition(P0, Side::Hero));
    assert!(c.status.fleeting, "played from Reserve (CR 5.2.1.b)");
    assert_eq!(ready_orbs(&g), 0);
}

#[test]
fn cr_1_2_6_e_merry_reunion_offers_nothing_when_it_put_no_character_in_reserve() {
    // A Spell on top: `If you put a Character in Reserve this way` is false, though a
    // Character was in Reserve before (not put there this way).
    let mut sc = position(9, 0);
    let spell = sc.card(&common::ruled(MERRY_REUNION), P0, Zone::Hand(P0));
    let top = sc.card(&filler(), P0, Zone::Deck(P0));
    let before = sc.card(&real(BLADEDANCER), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(before).zone, Zone::Reserve(P0));
}

// --- A Spell played by an effect resolves inside it (CR 5.2.b) ---

/// Mana Flare (Yzmir): `Fleeting. Immediately play a Spell for 5 less.`
const MANA_FLARE_SPELL: &str = "ALT_ALIZE_B_BR_41_R2";
/// Freeze (Rare): `Cooldown. Send target Character to Reserve, then exhaust it.` (hand 4)
const FREEZE: &str = "ALT_ALIZE_B_YZ_40_R2";

/// Player 0 with five Mana Orbs, Mana Flare and Freeze in Hand, and a Character of player
/// 1's in play; all real cards, so that a saved game loads against the pool.
fn flare_position() -> (Scenario, CardId, CardId, CardId) {
    let dancer = real(BLADEDANCER);
    let mut sc = Scenario::new();
    sc.cards(&dancer, P0, Zone::Mana(P0), 5);
    let flare = sc.card(&real(MANA_FLARE_SPELL), P0, Zone::Hand(P0));
    let freeze = sc.card(&real(FREEZE), P0, Zone::Hand(P0));
    let theirs = sc.card(&dancer, common::P1, Zone::Expedition(common::P1, Side::Hero));
    sc.card(&dancer, P0, Zone::Hand(P0)); // 1 orb left for it: the turn comes back
    (sc, flare, freeze, theirs)
}

/// Plays Mana Flare, then Freeze through it (at 0), up to Freeze's choice of target.
fn flare_into_freeze(g: &mut Game, flare: CardId, freeze: CardId) {
    play(g, flare, None);
    let offered = offers(g, freeze);
    assert_eq!(offered.len(), 1, "{:?}", pending(g));
    assert!(matches!(offered[0], Opt::Play { cost: 0, .. }), "4 less 5: free");
    choose(
        g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, .. } if *card == freeze),
    );
    let d = pending(g);
    assert_eq!(
        (d.kind, d.player),
        (DecisionKind::ChooseObject, P0),
        "Freeze's target: {d:?}"
    );
}

/// `events`: the log covers the whole play (not a game loaded in the middle).
fn assert_flare_done(g: &Game, flare: CardId, freeze: CardId, theirs: CardId, events: bool) {
    settled(g);
    assert_eq!(
        g.state().card(theirs).zone,
        Zone::Reserve(common::P1),
        "Freeze resolved"
    );
    assert_eq!(g.state().card(freeze).zone, Zone::Reserve(P0), "CR 5.2.4.b");
    assert!(g.state().card(freeze).status.exhausted, "Cooldown");
    assert_eq!(g.state().card(flare).zone, Zone::Discard(P0), "Fleeting");
    if !events {
        return;
    }
    // Freeze finished resolving before Mana Flare did: its move to Reserve comes first.
    let moved = |c: CardId| {
        g.events()
            .iter()
            .rposition(|e| matches!(e, Event::Moved { card, .. } if *card == c))
            .unwrap()
    };
    assert!(
        moved(freeze) < moved(flare),
        "the Spell played resolves inside Mana Flare's effect"
    );
}

/// CR 5.1.1.d: an effect instructs the player to play a card (Mana Flare's `Immediately
/// play a Spell`), and Freeze is played and resolves.
#[test]
fn cr_5_2_b_mana_flare_plays_a_spell_that_resolves_inside_its_effect() {
    let (sc, flare, freeze, theirs) = flare_position();
    let mut g = start(sc);
    flare_into_freeze(&mut g, flare, freeze);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    assert_flare_done(&g, flare, freeze, theirs, true);
}

#[test]
fn a_game_saved_while_a_spell_played_by_an_effect_resolves_resumes() {
    let (sc, flare, freeze, theirs) = flare_position();
    let mut g = start(sc);
    flare_into_freeze(&mut g, flare, freeze);
    let mut g = Game::from_json(pool(), &g.to_json()).expect("the game loads");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    assert_flare_done(&g, flare, freeze, theirs, false);
}

/// CR 5.2.b: while Freeze resolves inside Mana Flare's effect, both Spells wait in Limbo,
/// and the invariants hold (`check_invariants` once took Mana Flare for a card left in
/// Limbo: found by the `game` fuzz target on a deck of `fuzz/decks/`, RELIABILITY.md).
#[test]
fn the_invariants_hold_while_a_spell_played_by_an_effect_resolves_inside_it() {
    let (mut sc, flare, freeze, theirs) = flare_position();
    // A Hero each (CR 1.3.1.c), without abilities, for the game to be whole.
    let hero = Arc::new(CardDef::basic("Hero", Kind::Hero, 0, 0, [0; 3]));
    sc.card(&hero, P0, Zone::HeroZone(P0));
    sc.card(&hero, common::P1, Zone::HeroZone(common::P1));
    let mut g = start(sc);
    assert_eq!(g.check_invariants(), Ok(()));
    flare_into_freeze(&mut g, flare, freeze);
    assert_eq!(g.state().card(flare).zone, Zone::Limbo, "Mana Flare waits");
    assert_eq!(g.state().card(freeze).zone, Zone::Limbo, "Freeze resolves");
    assert_eq!(g.check_invariants(), Ok(()));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    assert_eq!(g.check_invariants(), Ok(()));
    assert_flare_done(&g, flare, freeze, theirs, true);
}

// --- Each player plays a card (Santa Claus, CR 6.1.h) ---

/// Santa Claus: `{H} Starting with you, each player may immediately play a card with Hand
/// Cost 3 or less for free.` (hand 5)
const SANTA_CLAUS: &str = "ALT_ALIZE_B_LY_37_C";

#[test]
fn santa_claus_lets_each_player_starting_with_you_play_a_card_with_hand_cost_3_or_less_for_free() {
    let mut sc = position(5, 0);
    let santa = sc.card(&real(SANTA_CLAUS), P0, Zone::Hand(P0));
    let cheap = sc.card(&character("Cheap", 3, 3), P0, Zone::Hand(P0));
    let pricey = sc.card(&character("Pricey", 4, 1), P0, Zone::Reserve(P0));
    let theirs = sc.card(&character("Theirs", 2, 2), common::P1, Zone::Hand(common::P1));
    let mut g = start(sc);
    play(&mut g, santa, Some(Side::Hero));
    let d = pending(&g).clone();
    assert_eq!((d.kind, d.player), (DecisionKind::EffectPlay, P0), "you first: {d:?}");
    assert_eq!(d.options[0], Opt::Skip, "may");
    assert!(offers(&g, pricey).is_empty(), "Hand Cost 4, even from Reserve at 1");
    assert!(offers(&g, theirs).is_empty(), "the other player's card");
    assert!(
        offers(&g, cheap).iter().all(|o| matches!(o, Opt::Play { cost: 0, .. })),
        "for free"
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Companion), .. } if *card == cheap),
    );
    let d = pending(&g).clone();
    assert_eq!(
        (d.kind, d.player),
        (DecisionKind::EffectPlay, common::P1),
        "then the opponent: {d:?}"
    );
    assert!(offers(&g, cheap).is_empty());
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == theirs),
    );
    settled(&g);
    assert_eq!(g.state().card(cheap).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(g.state().card(theirs).zone, Zone::Expedition(common::P1, Side::Hero));
    assert_eq!(g.state().ready_orbs(P0), 0, "Santa Claus's 5; the card played was free");
}

#[test]
fn santa_claus_declined_by_both_plays_nothing() {
    let mut sc = position(5, 0);
    let santa = sc.card(&real(SANTA_CLAUS), P0, Zone::Hand(P0));
    let cheap = sc.card(&character("Cheap", 1, 1), P0, Zone::Hand(P0));
    let theirs = sc.card(&character("Theirs", 1, 1), common::P1, Zone::Hand(common::P1));
    let mut g = start(sc);
    play(&mut g, santa, Some(Side::Hero));
    choose(&mut g, DecisionKind::EffectPlay, |o| *o == Opt::Skip);
    let d = pending(&g).clone();
    assert_eq!((d.kind, d.player), (DecisionKind::EffectPlay, common::P1), "{d:?}");
    choose(&mut g, DecisionKind::EffectPlay, |o| *o == Opt::Skip);
    settled(&g);
    assert_eq!(g.state().card(cheap).zone, Zone::Hand(P0));
    assert_eq!(g.state().card(theirs).zone, Zone::Hand(common::P1));
}

// --- A card revealed on top of the Deck, played or put in Hand (CR 3.1.3.f, 5.2.b) -----

const AURAQ_AND_KIBBLE: &str = "ALT_CORE_B_LY_02_C";

/// Auraq & Kibble in P0's Hero zone with `counters` Performance counters, a 5-cost
/// Character on top of P0's Deck (above two fillers); Noon is next.
fn auraq_at_noon(counters: u32) -> (Game, CardId, CardId) {
    let mut sc = position(0, 2);
    let auraq = sc.card(&real(AURAQ_AND_KIBBLE), P0, Zone::HeroZone(P0));
    sc.counters(auraq, "Performance", counters);
    let top = sc.card(&character("Top", 5, 5), P0, Zone::Deck(P0));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Noon, Phase::Morning);
    (Game::from_state(st), auraq, top)
}

#[test]
fn cr_7_3_23_a_auraq_and_kibble_plays_the_revealed_card_for_free_from_the_deck() {
    let (mut g, auraq, top) = auraq_at_noon(5);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    assert_eq!(g.state().counter(auraq, "Performance"), 0, "5 spent");
    assert!(g.events().contains(&Event::Revealed(top)), "CR 3.1.3.f");
    // `You may play it for free or put it in your hand`: one of the two, or neither.
    assert_eq!(pending(&g).options, vec![Opt::Skip, Opt::Mode(0), Opt::Mode(1)]);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
    // Only that card, from the Deck, for nothing though P0 has no mana (CR 7.3.23.a).
    assert_eq!(
        offers(&g, top),
        [Side::Hero, Side::Companion].map(|s| Opt::Play {
            card: top,
            from: PlayFrom::Deck,
            to: Some(s),
            cost: 0,
            scout: false,
            pay: None,
        })
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Companion), .. } if *card == top),
    );
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Expedition(P0, Side::Companion));
}

#[test]
fn cr_7_3_24_a_auraq_and_kibble_puts_the_revealed_card_in_hand() {
    let (mut g, _, top) = auraq_at_noon(5);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(1));
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Hand(P0));
    assert!(!g.events().iter().any(|e| matches!(e, Event::Play { .. })));
}

#[test]
fn cr_1_2_6_d_auraq_and_kibble_may_neither_play_nor_take_the_revealed_card() {
    let (mut g, _, top) = auraq_at_noon(5);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Skip);
    settled(&g);
    assert_eq!(g.state().player(P0).deck.last(), Some(&top), "still on top");
}

#[test]
fn cr_1_2_5_c_auraq_and_kibble_reveals_nothing_without_spending_the_counters() {
    // Declined: nothing revealed, nothing asked about it.
    let (mut g, auraq, top) = auraq_at_noon(5);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::No);
    settled(&g);
    assert_eq!(g.state().counter(auraq, "Performance"), 5);
    assert!(!g.events().contains(&Event::Revealed(top)));
    // Four counters: the cost can't be paid, so it is not offered (CR 6.4.c).
    let (g, _, top) = auraq_at_noon(4);
    settled(&g);
    assert!(!g.events().contains(&Event::Revealed(top)));
}

/// `You may play a Spell from your Reserve for free`: the effect says where from (CR 5.2.a,
/// "unless specified otherwise"), so only a Spell of the Reserve is offered, not one in Hand
/// nor a Character in Reserve; `for free`: no Mana Orb is exhausted for it (CR 7.3.23.a).
#[test]
fn cr_5_2_a_play_a_spell_from_your_reserve_for_free_not_from_hand() {
    // `from Reserve` with no owner is the player's own, as the rules write it (CR 1.1.6.g).
    for text in [
        "etb You may play a Spell from your Reserve for free.",
        "etb You may play a Spell from Reserve for free.",
    ] {
        from_reserve_for_free(text);
    }
}

fn from_reserve_for_free(text: &str) {
    let mut sc = position(3, 0);
    let caller = sc.card(&common::written("Character — Adventurer", text), P0, Zone::Hand(P0));
    let spell = |name| Arc::new(CardDef::basic(name, Kind::Spell, 2, 2, [0, 0, 0]));
    let in_reserve = sc.card(&spell("Kept"), P0, Zone::Reserve(P0));
    let in_hand = sc.card(&spell("Held"), P0, Zone::Hand(P0));
    let resting = sc.card(&character("Resting", 1, 1), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, caller, Some(Side::Hero));
    let d = pending(&g);
    assert_eq!(d.kind, DecisionKind::EffectPlay, "{d:?}");
    assert!(offers(&g, in_hand).is_empty(), "not from Hand");
    assert!(offers(&g, resting).is_empty(), "not a Character");
    assert_eq!(
        offers(&g, in_reserve),
        [Opt::Play {
            card: in_reserve,
            from: PlayFrom::Reserve,
            to: None,
            cost: 0,
            scout: false,
            pay: None,
        }]
    );
    let orbs = ready_orbs(&g);
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, .. } if *card == in_reserve),
    );
    settled(&g);
    assert_ne!(g.state().card(in_reserve).zone, Zone::Reserve(P0), "played");
    assert_eq!(g.state().card(in_hand).zone, Zone::Hand(P0));
    assert_eq!(ready_orbs(&g), orbs, "for free");
}
