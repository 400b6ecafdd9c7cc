//! Official rulings (the `cardRulings` of the altered.gg card API), one test per ruling,
//! named after its card: each plays the ruled situation in a small `Scenario` position and
//! asserts the ruled outcome, so that it fails if the engine does the other thing. Every
//! decision is scripted. Cards come from `cards/`, or else from `tests/rulings/cards/` (the
//! importer's files, unchanged); supporting cards no printed card provides are written here.
//! Some topics have a module of their own under `tests/rulings/`.
mod common;
#[path = "rulings/costs.rs"]
mod costs;
#[path = "rulings/council.rs"]
mod council;
#[path = "rulings/expeditions.rs"]
mod expeditions;
#[path = "rulings/hand.rs"]
mod hand;
#[path = "rulings/leaving.rs"]
mod leaving;
#[path = "rulings/modifiers.rs"]
mod modifiers;
#[path = "rulings/pairs.rs"]
mod pairs;
#[path = "rulings/reveal.rs"]
mod reveal;

use common::{choose, filler, play, position, ruled, settled, start, P0, P1};

use altered_engine::*;
use std::path::Path;
use std::sync::Arc;

const QUETZALCOATL: &str = "ALT_CORE_B_OR_18_C";
const BOOM_RARE: &str = "ALT_CORE_B_AX_21_R1";
const HOOKED: &str = "ALT_CORE_B_AX_20_C";
const A_CAPPELLA_TRAINING: &str = "ALT_CORE_B_LY_22_C";

fn character(name: &str, cost: u8, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, cost, cost, stats))
}

fn free(name: &str) -> Arc<CardDef> {
    character(name, 0, [1, 1, 1])
}

/// A card written for one test, for an effect no printed card provides.
fn written(kind: &str, body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Card\ntype: {kind}\nfaction: Axiom\nrarity: Common\n\
         cost: hand 0, reserve 0\nstats: forest 1, mountain 1, water 1\nrefs: TEST_CARD\n\n{body}"
    );
    let mut pool = CardPool::new();
    pool.add_source(Path::new("test.card"), &source)
        .expect("the test card compiles")
}

fn at(sc: Scenario, step: Step, phase: Phase) -> Game {
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(step, phase);
    Game::from_state(st)
}

/// The tokens in a player's Expeditions.
fn tokens(g: &Game, p: PlayerId) -> Vec<CardId> {
    [Side::Hero, Side::Companion]
        .into_iter()
        .flat_map(|s| g.state().in_zone(Zone::Expedition(p, s)).collect::<Vec<_>>())
        .filter(|&c| g.state().card(c).token)
        .collect()
}

fn options(g: &Game, kind: DecisionKind) -> Vec<Opt> {
    let d = g.pending().expect("a decision");
    assert_eq!(d.kind, kind, "{d:?}");
    d.options.clone()
}

fn offered(g: &Game, f: impl Fn(&Opt) -> bool) -> bool {
    g.pending().is_some_and(|d| d.options.iter().any(f))
}

fn play_from_reserve(g: &mut Game, card: CardId, to: Option<Side>) {
    choose(
        g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card: c, from: PlayFrom::Reserve, to: t, .. } if *c == card && *t == to),
    );
}

/// Answers every `target Expedition` decision pending with the decider's Hero Expedition,
/// and plays the decider's Reactions in the order offered (they are the same reaction).
fn into_hero_expeditions(g: &mut Game) {
    while let Some(d) = g.pending() {
        let p = d.player;
        match d.kind {
            DecisionKind::ChooseExpedition => choose(g, d.kind, |o| {
                *o == Opt::Expedition {
                    player: p,
                    side: Side::Hero,
                }
            }),
            DecisionKind::ChooseReaction => choose(g, d.kind, |_| true),
            _ => break,
        }
    }
}

/// Answers `Target opponent may …`: player 1, who does it.
/// Player 0 targets player 1, who then decides to do it: the `may` is the target
/// opponent's decision, not the controller's (CR 6.1.g), and comes after the target is
/// chosen (CR 1.2.6.c).
fn target_opponent_does_it(g: &mut Game) {
    let d = g.pending().expect("the target is chosen first").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::ChoosePlayer, P0), "{d:?}");
    choose(g, d.kind, |o| *o == Opt::Player(P1));
    let d = g.pending().expect("then the opponent decides").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::May, P1), "{d:?}");
    choose(g, d.kind, |o| *o == Opt::Yes);
}

fn reactions_played(g: &Game, card: CardId) -> usize {
    g.events()
        .iter()
        .filter(|e| matches!(e, Event::ReactionPlayed { card: c, .. } if *c == card))
        .count()
}

// --- Resupply and Exhausted Resupply (CR 7.3.13, 7.3.26) ---

/// Player 1 controls Quetzalcóatl ("When an opponent draws one or more cards or does
/// Resupply — Create an Ordis Recruit token in target Expedition"); player 0 is about to act.
fn against_quetzalcoatl(mana: usize, deck: usize) -> (Scenario, CardId) {
    let mut sc = position(mana, deck);
    let q = sc.card(&ruled(QUETZALCOATL), P1, Zone::Expedition(P1, Side::Hero));
    (sc, q)
}

/// Daring Porter — Q: Does "Exhausted Resupply" count as Resupply (for effects such as
/// Quetzalcoatl)? A: Yes. CR 7.3.13.a (remark: a Reaction to Resupply also reacts to
/// Exhausted Resupply).
#[test]
fn daring_porter_ruling_exhausted_resupply_counts_as_resupply() {
    let (mut sc, q) = against_quetzalcoatl(3, 2);
    let porter = sc.card(&ruled("ALT_ALIZE_B_AX_37_R1"), P0, Zone::Hand(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let mut g = start(sc);
    play(&mut g, porter, Some(Side::Hero));
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P0));
    assert!(g.state().card(top).status.exhausted);
    assert_eq!(reactions_played(&g, q), 1);
    assert_eq!(tokens(&g, P1).len(), 1, "Quetzalcóatl's Recruit");
}

/// Frozen Delivery — Q: Does "Exhausted Resupply" count as Resupply? A: Yes. CR 7.3.13.a.
#[test]
fn frozen_delivery_ruling_exhausted_resupply_counts_as_resupply() {
    let (mut sc, q) = against_quetzalcoatl(1, 2);
    let delivery = sc.card(&ruled("ALT_ALIZE_B_AX_41_R1"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, delivery, None);
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(
        g.state().count(Zone::Reserve(P0)),
        2,
        "the Spell and the resupplied card"
    );
    assert_eq!(reactions_played(&g, q), 1);
    assert_eq!(tokens(&g, P1).len(), 1);
}

/// Kelonic Heater — Q: Does "Exhausted Resupply" count as Resupply? A: Yes. CR 7.3.13.a.
#[test]
fn kelonic_heater_ruling_exhausted_resupply_counts_as_resupply() {
    let (mut sc, q) = against_quetzalcoatl(2, 2);
    let heater = sc.card(&ruled("ALT_ALIZE_B_AX_43_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, heater, Some(Side::Hero));
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().count(Zone::Reserve(P0)), 1);
    assert_eq!(reactions_played(&g, q), 1);
    assert_eq!(tokens(&g, P1).len(), 1);
}

/// Nisse — Q: Does "Exhausted Resupply" count as Resupply? A: Yes. CR 7.3.13.a; on a 1-3
/// Nisse does Exhausted Resupply, on a 4+ Resupply (CR 7.3.28): Quetzalcóatl reacts to both.
#[test]
fn nisse_ruling_exhausted_resupply_counts_as_resupply() {
    let mut seen = [false; 2];
    for seed in 0..16 {
        let (mut sc, q) = against_quetzalcoatl(3, 2);
        let nisse = sc.card(&ruled("ALT_ALIZE_B_LY_36_R2"), P0, Zone::Hand(P0));
        let top = *sc.state_mut().player(P0).deck.last().unwrap();
        sc.seed(seed);
        let mut g = start(sc);
        play(&mut g, nisse, Some(Side::Hero));
        into_hero_expeditions(&mut g);
        settled(&g);
        let exhausted = g.state().card(top).status.exhausted;
        seen[usize::from(exhausted)] = true;
        assert_eq!(g.state().card(top).zone, Zone::Reserve(P0));
        assert_eq!(reactions_played(&g, q), 1, "seed {seed}, exhausted {exhausted}");
        assert_eq!(tokens(&g, P1).len(), 1);
    }
    assert_eq!(seen, [true, true], "both bullets were rolled");
}

/// The Snow Maiden — Q: Does "Exhausted Resupply" count as Resupply? A: Yes. Here the
/// opponent does it ("Target opponent may Exhausted Resupply"), so player 0's Quetzalcóatl
/// reacts. CR 7.3.13.a.
#[test]
fn the_snow_maiden_ruling_exhausted_resupply_counts_as_resupply() {
    let mut sc = position(4, 0);
    let maiden = sc.card(&ruled("ALT_ALIZE_B_MU_39_C"), P0, Zone::Hand(P0));
    let q = sc.card(&ruled(QUETZALCOATL), P0, Zone::Expedition(P0, Side::Companion));
    let top = sc.card(&filler(), P1, Zone::Deck(P1));
    let mut g = start(sc);
    play(&mut g, maiden, Some(Side::Hero));
    target_opponent_does_it(&mut g);
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P1));
    assert!(g.state().card(top).status.exhausted);
    assert_eq!(reactions_played(&g, q), 1);
    assert_eq!(tokens(&g, P0).len(), 1);
}

/// The Snow Maiden — the ruling above, "the player that receives the Exhausted Resupply
/// performs both steps", read with CR 6.1.g: "Target opponent may …" is the opponent's
/// decision. Player 0 cannot make it for them, and when they decline nothing happens.
#[test]
fn the_snow_maiden_ruling_the_target_opponent_decides_and_may_decline() {
    let mut sc = position(4, 0);
    let maiden = sc.card(&ruled("ALT_ALIZE_B_MU_39_C"), P0, Zone::Hand(P0));
    let top = sc.card(&filler(), P1, Zone::Deck(P1));
    let mut g = start(sc);
    play(&mut g, maiden, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    let d = g.pending().expect("the opponent decides").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::May, P1), "{d:?}");
    let no = d.options.iter().position(|o| *o == Opt::No).expect("no is offered");
    let before = serde_json::to_string(g.state()).unwrap();
    assert!(matches!(
        g.submit(Choice::one(P0, no)),
        Err(ChoiceError::WrongPlayer { .. })
    ));
    assert_eq!(
        serde_json::to_string(g.state()).unwrap(),
        before,
        "refused, nothing changed"
    );
    g.submit(Choice::one(P1, no)).unwrap();
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Deck(P1), "declined: no Resupply");
}

/// Player 0's Snow Maiden (`reference`) gives player 1 an Exhausted Resupply; both players
/// control an Icebound Pass ("When you exhaust a card in Reserve"): only player 1's reacts.
fn snow_maiden_the_opponent_exhausts(reference: &str) {
    let pass = ruled("ALT_ALIZE_B_YZ_46_R1");
    let mut sc = position(4, 0);
    let maiden = sc.card(&ruled(reference), P0, Zone::Hand(P0));
    let mine = sc.card(&pass, P0, Zone::Landmarks(P0));
    let theirs = sc.card(&pass, P1, Zone::Landmarks(P1));
    let top = sc.card(&filler(), P1, Zone::Deck(P1));
    let mut g = start(sc);
    play(&mut g, maiden, Some(Side::Hero));
    target_opponent_does_it(&mut g);
    settled(&g);
    assert!(g.state().card(top).status.exhausted);
    assert_eq!(g.state().counter(theirs, "Trial"), 1, "the opponent exhausted it");
    assert_eq!(g.state().counter(mine, "Trial"), 0);
}

/// The Snow Maiden (Ordis) — Q: When the effect of my card gives an "Exhausted Resupply" to
/// another player, who counts as "exhausting" the card? A: The player that receives the
/// Exhausted Resupply performs both steps of the action. CR 7.3.13.a, 1.4.7 (who does an
/// action): only the opponent's Icebound Pass ("When you exhaust a card in Reserve") reacts
/// (CR 1.4.7.b, 7.5.6.b: the effect says which player does it).
#[test]
fn the_snow_maiden_ruling_the_opponent_exhausts_the_resupplied_card() {
    snow_maiden_the_opponent_exhausts("ALT_ALIZE_B_MU_39_R2");
}

/// The Snow Maiden (Common) — Q: When the effect of my card gives an "Exhausted Resupply"
/// to another player, which player is "exhausting" the card? A: The player that receives
/// the Exhausted Resupply performs both steps of the action. CR 7.3.13.a, 1.4.7.
#[test]
fn the_snow_maiden_common_ruling_the_opponent_exhausts_the_resupplied_card() {
    snow_maiden_the_opponent_exhausts("ALT_ALIZE_B_MU_39_C");
}

/// The Little Match Girl — Q: If both my Reserve and Hand are empty as I play the Rare
/// version from Reserve, do I draw 2 cards at once or one then another (for Quetzalcoatl)?
/// A: You draw twice, as two separate instances (and finish resolving the Match Girl first).
/// CR 6.1.c (a step per verb), 6.3.h, 4.4 (Reactions are played after the effect).
#[test]
fn the_little_match_girl_ruling_draws_twice_as_two_instances() {
    let mut sc = Scenario::new();
    sc.cards(&filler(), P0, Zone::Mana(P0), 3);
    sc.cards(&free("Drawn"), P0, Zone::Deck(P0), 2);
    let girl = sc.card(&ruled("ALT_ALIZE_B_AX_34_R1"), P0, Zone::Reserve(P0));
    let q = sc.card(&ruled(QUETZALCOATL), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play_from_reserve(&mut g, girl, Some(Side::Hero));
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().count(Zone::Hand(P0)), 2, "both conditions held");
    assert_eq!(reactions_played(&g, q), 2, "one reaction per draw");
    assert_eq!(tokens(&g, P1).len(), 2);
    let ev = g.events();
    let last_draw = ev
        .iter()
        .rposition(|e| matches!(e, Event::Moved { to: Zone::Hand(P0), .. }))
        .unwrap();
    let first_token = ev.iter().position(|e| matches!(e, Event::TokenCreated { .. })).unwrap();
    assert!(last_draw < first_token, "the Match Girl's effect ends first");
}

/// Vaike, Energy Pioneer — Q: When I play an Exhausted Character from Reserve thanks to
/// Vaike, does it arrive ready or exhausted? A: Ready! CR 2.4.1.d (statuses are lost on a
/// move), 2.4.6.d.
#[test]
fn vaike_energy_pioneer_ruling_exhausted_card_arrives_ready() {
    let mut sc = position(1, 1);
    sc.card(&ruled("ALT_ALIZE_B_AX_35_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let tired = sc.card(&free("Tired"), P0, Zone::Reserve(P0));
    sc.status(tired, |s| s.exhausted = true);
    let mut g = start(sc);
    play_from_reserve(&mut g, tired, Some(Side::Companion));
    settled(&g);
    let c = g.state().card(tired);
    assert_eq!(c.zone, Zone::Expedition(P0, Side::Companion));
    assert!(!c.status.exhausted, "ready");
    assert!(c.status.fleeting, "CR 2.4.7.a: played from Reserve");
}

/// Kelonic Heater — Q: When I play an Exhausted Character from Reserve thanks to Kelonic
/// Heater, does it arrive ready or exhausted? A: Ready! CR 2.4.1.d, 2.4.6.d.
#[test]
fn kelonic_heater_ruling_exhausted_character_arrives_ready() {
    let mut sc = position(1, 0);
    sc.card(&ruled("ALT_ALIZE_B_AX_43_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let tired = sc.card(&free("Tired"), P0, Zone::Reserve(P0));
    sc.status(tired, |s| s.exhausted = true);
    let mut g = start(sc);
    assert!(
        !offered(
            &g,
            |o| matches!(o, Opt::Play { card, to: Some(Side::Companion), .. } if *card == tired)
        ),
        "only in my Expedition"
    );
    play_from_reserve(&mut g, tired, Some(Side::Hero));
    settled(&g);
    let c = g.state().card(tired);
    assert_eq!(c.zone, Zone::Expedition(P0, Side::Hero));
    assert!(!c.status.exhausted, "ready");
}

/// Rocket Puffin — Q: Can the effect of Rocket Puffin ready a card in another player's
/// Reserve? A: Yes. CR 7.3.25 ("an exhausted card in Reserve": any Reserve).
#[test]
fn rocket_puffin_ruling_readies_a_card_in_another_players_reserve() {
    let mut sc = position(2, 0);
    let puffin = sc.card(&ruled("ALT_ALIZE_B_AX_33_R2"), P0, Zone::Hand(P0));
    let theirs = sc.card(&filler(), P1, Zone::Reserve(P1));
    sc.status(theirs, |s| s.exhausted = true);
    let mut g = start(sc);
    play(&mut g, puffin, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert!(!g.state().card(theirs).status.exhausted);
    assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1));
    assert_eq!(g.state().card(puffin).boosts, 1, "If you do");
}

/// Avalanche — Q: Do the boosts of a Character count towards the stat limit? A: Yes.
/// CR 2.5.1 (a boost is +1/+1/+1), 2.2.7: a Character with {M} 3 and two boosts has {M} 5.
#[test]
fn avalanche_ruling_boosts_count_towards_the_stat_limit() {
    let mut sc = position(3, 0);
    let avalanche = sc.card(&ruled("ALT_ALIZE_B_AX_42_R2"), P0, Zone::Hand(P0));
    let boosted = sc.card(
        &character("Boosted", 3, [1, 3, 1]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.boosts(boosted, 2);
    let plain = sc.card(&character("Plain", 3, [1, 3, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, avalanche, None);
    let opts = options(&g, DecisionKind::ChooseObject);
    assert!(opts.contains(&Opt::Card(plain)));
    assert!(!opts.contains(&Opt::Card(boosted)), "{{M}} 5 is over 4: {opts:?}");
}

/// Tiny Jail — Q: Do the boosts of a Character count towards the stat limit? A: Yes.
/// CR 2.5.1: a 3/3/3 Character with a boost has statistics over 3.
#[test]
fn tiny_jail_ruling_boosts_count_towards_the_stat_limit() {
    let mut sc = position(2, 0);
    let jail = sc.card(&ruled("ALT_ALIZE_B_OR_42_C"), P0, Zone::Hand(P0));
    let boosted = sc.card(
        &character("Boosted", 3, [3, 3, 3]),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    sc.boosts(boosted, 1);
    let plain = sc.card(&character("Plain", 3, [3, 3, 3]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, jail, None);
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(plain)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(plain));
    settled(&g);
    assert_eq!(g.state().card(plain).zone, Zone::Reserve(P1));
    assert_eq!(g.state().card(boosted).zone, Zone::Expedition(P1, Side::Hero));
}

// --- The Icebound Landmarks ---

/// Icebound Peak — Q: If I sacrifice an Icebound Landmark via another effect, such as the
/// Rare version of Boom!, can I create a Dragon Shade? A: No: only when it is sacrificed
/// via its own effect. CR 7.3.31, 1.2.6.f ("If you do" refers to its own step).
#[test]
fn icebound_peak_ruling_sacrificed_by_another_effect_creates_no_dragon_shade() {
    let mut sc = position(3, 0);
    let boom = sc.card(&ruled(BOOM_RARE), P0, Zone::Hand(P0));
    let peak = sc.card(&ruled("ALT_ALIZE_B_BR_46_C"), P0, Zone::Landmarks(P0));
    sc.counters(peak, "Trial", 2);
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, boom, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(peak));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(peak).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
    assert!(tokens(&g, P0).is_empty(), "no Dragon Shade");
    assert_eq!(reactions_played(&g, peak), 0);
}

/// Icebound Peak — Q: If a Character which is already Fleeting gains Fleeting again, what
/// happens? A: A Character which already has a status cannot gain it again, so it adds no
/// Trial counter to the Icebound Peak. CR 7.3.15.b.
#[test]
fn icebound_peak_ruling_an_already_fleeting_character_does_not_gain_fleeting() {
    for already in [true, false] {
        let mut sc = position(1, 0);
        let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
        let peak = sc.card(&ruled("ALT_ALIZE_B_BR_46_C"), P0, Zone::Landmarks(P0));
        let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
        sc.status(mine, |s| s.fleeting = already);
        let mut g = start(sc);
        play(&mut g, training, None);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
        settled(&g);
        assert!(g.state().card(mine).status.fleeting);
        let expected = if already { 0 } else { 1 };
        assert_eq!(
            g.state().counter(peak, "Trial"),
            expected,
            "already Fleeting: {already}"
        );
    }
}

/// Icebound Pass — Q: If I sacrifice an Icebound Landmark via another effect, such as the
/// Rare version of Boom!, can I create a Dragon Shade? A: No. CR 7.3.31, 1.2.6.f.
#[test]
fn icebound_pass_ruling_sacrificed_by_another_effect_creates_no_dragon_shade() {
    let mut sc = position(3, 2);
    let boom = sc.card(&ruled(BOOM_RARE), P0, Zone::Hand(P0));
    let pass = sc.card(&ruled("ALT_ALIZE_B_YZ_46_R1"), P0, Zone::Landmarks(P0));
    sc.counters(pass, "Trial", 2);
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, boom, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(pass));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(pass).zone, Zone::Discard(P0));
    assert!(tokens(&g, P0).is_empty(), "no Dragon Shade");
    assert_eq!(g.state().count(Zone::Hand(P0)), 1, "no card drawn: only the spare");
}

/// Icebound Pass — Q: If I exhaust two cards in Reserve as part of the same effect, do I
/// gain 1 or 2 Trial counters? A: 1 counter for each card you exhaust. CR 6.1.e (one atomic
/// action per object), 6.3.h: Kuraokami Unbound's "Exhaust all cards in Reserve".
#[test]
fn icebound_pass_ruling_one_trial_counter_per_card_exhausted() {
    let mut sc = position(6, 0);
    let kuraokami = sc.card(&ruled("ALT_ALIZE_P_OR_48_C"), P0, Zone::Hand(P0));
    let pass = sc.card(&ruled("ALT_ALIZE_B_YZ_46_R1"), P0, Zone::Landmarks(P0));
    let reserve = sc.cards(&filler(), P0, Zone::Reserve(P0), 2);
    let mut g = start(sc);
    play(&mut g, kuraokami, Some(Side::Hero));
    assert_eq!(
        options(&g, DecisionKind::ChooseReaction).len(),
        2,
        "one reaction per card"
    );
    into_hero_expeditions(&mut g);
    settled(&g);
    assert!(reserve.iter().all(|&c| g.state().card(c).status.exhausted));
    assert_eq!(g.state().counter(pass, "Trial"), 2);
}

/// Icebound Taiga — Q: If I sacrifice an Icebound Landmark via another effect, such as the
/// Rare version of Boom!, can I create a Dragon Shade? A: No. CR 7.3.31, 1.2.6.f.
#[test]
fn icebound_taiga_ruling_sacrificed_by_another_effect_creates_no_dragon_shade() {
    let mut sc = position(3, 0);
    let boom = sc.card(&ruled(BOOM_RARE), P0, Zone::Hand(P0));
    let taiga = sc.card(&ruled("ALT_ALIZE_B_MU_45_R1"), P0, Zone::Landmarks(P0));
    sc.counters(taiga, "Trial", 2);
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, boom, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(taiga));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(taiga).zone, Zone::Discard(P0));
    assert!(tokens(&g, P0).is_empty(), "no Dragon Shade");
}

/// Icebound Lake — Q: If I sacrifice an Icebound Landmark via another effect, such as the
/// Rare version of Boom!, can I create a Dragon Shade? A: No. CR 7.3.31, 1.2.6.f.
#[test]
fn icebound_lake_ruling_sacrificed_by_another_effect_creates_no_dragon_shade() {
    let mut sc = position(3, 0);
    let boom = sc.card(&ruled(BOOM_RARE), P0, Zone::Hand(P0));
    let lake = sc.card(&ruled("ALT_ALIZE_B_OR_47_C"), P0, Zone::Landmarks(P0));
    sc.counters(lake, "Trial", 2);
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, boom, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(lake));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(lake).zone, Zone::Discard(P0));
    assert!(tokens(&g, P0).is_empty(), "no Dragon Shade");
}

// --- Reactions: order and timing (CR 4.4) ---

/// Fire Rabbit — Q: If I play a Fire Rabbit from hand in an Expedition with Arcolano Milk,
/// can I activate the {h} effect of the Rabbit? A: Both reactions are triggered at the same
/// time and you resolve them in the order of your choice, so you can first resolve the
/// Rabbit (it gains Fleeting, another Character gains 1 boost), then the Milk. CR 4.4.b;
/// the other order would leave the Rabbit unable to gain Fleeting (CR 7.3.15.b).
#[test]
fn fire_rabbit_ruling_its_reaction_may_resolve_before_arcolano_milk() {
    let mut sc = position(1, 0);
    let rabbit = sc.card(&ruled("ALT_ALIZE_B_BR_32_C"), P0, Zone::Hand(P0));
    let milk = sc.card(&ruled("ALT_ALIZE_B_BR_43_C"), P0, Zone::Expedition(P0, Side::Hero));
    let ally = sc.card(&free("Ally"), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    play(&mut g, rabbit, Some(Side::Hero));
    let opts = options(&g, DecisionKind::ChooseReaction);
    assert_eq!(opts.len(), 2, "{opts:?}");
    assert!(opts
        .iter()
        .any(|o| matches!(o, Opt::Reaction { card, .. } if *card == milk)));
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == rabbit),
    );
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    settled(&g);
    assert_eq!(g.state().card(ally).boosts, 1, "the Rabbit's effect happened");
    assert_eq!(g.state().card(rabbit).boosts, 1, "then the Milk's");
    assert!(g.state().card(rabbit).status.fleeting);
}

// --- Gigantic (CR 7.4.4) ---

/// Amarok — Q: What happens if a Gigantic Character is played in the other Expedition (the
/// one Amarok is not in)? A: It gets sacrificed. CR 7.4.4.b/c: a Gigantic Character played
/// in one Expedition joins both.
#[test]
fn amarok_ruling_a_gigantic_character_played_in_the_other_expedition_is_sacrificed() {
    let mut sc = position(6, 0);
    let amarok = sc.card(&ruled("ALT_ALIZE_B_BR_39_C"), P0, Zone::Expedition(P0, Side::Hero));
    let son = sc.card(&ruled("ALT_CORE_B_MU_21_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, son, Some(Side::Companion));
    settled(&g);
    assert_eq!(reactions_played(&g, amarok), 1);
    assert_eq!(g.state().card(son).zone, Zone::Discard(P0), "sacrificed");
}

/// Amarok — Q: What happens if Amarok is Gigantic, for example thanks to Eat Me Energy
/// Bars? A: For a Gigantic Character, "my Expedition" means "the Expeditions I'm in": any
/// Character played in either Expedition of a Gigantic Amarok is sacrificed. When you play
/// Amarok, "an Expedition with no Characters" is checked as you pay, before it's Gigantic.
/// CR 7.4.4.f/j, 5.1.2.e.
#[test]
fn amarok_ruling_a_gigantic_amarok_sacrifices_characters_joining_either_expedition() {
    let mut sc = position(3, 0);
    sc.card(&ruled("ALT_ALIZE_B_BR_45_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let there = sc.card(&free("There"), P0, Zone::Expedition(P0, Side::Companion));
    let amarok = sc.card(&ruled("ALT_ALIZE_B_BR_39_C"), P0, Zone::Hand(P0));
    let joiner = sc.card(&free("Joiner"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let cost = |g: &Game, side: Side| {
        g.pending().unwrap().options.iter().find_map(|o| match o {
            Opt::Play {
                card,
                to: Some(s),
                cost,
                ..
            } if *card == amarok && *s == side => Some(*cost),
            _ => None,
        })
    };
    assert_eq!(cost(&g, Side::Hero), Some(3), "no Characters there yet");
    assert_eq!(cost(&g, Side::Companion), None, "5 there: more than the 3 orbs");
    play(&mut g, amarok, Some(Side::Hero));
    settled(&g);
    assert_eq!(
        g.state().card(there).zone,
        Zone::Expedition(P0, Side::Companion),
        "no join"
    );
    play(&mut g, joiner, Some(Side::Companion));
    settled(&g);
    assert_eq!(reactions_played(&g, amarok), 1);
    assert_eq!(g.state().card(joiner).zone, Zone::Discard(P0), "sacrificed");
}

/// Amarok (Yzmir) — Q: What happens if Amarok is Gigantic, for example thanks to Eat Me
/// Energy Bars? A: Any Character played in either Expedition of a Gigantic Amarok will be
/// sacrificed. CR 7.4.4.f/j.
#[test]
fn amarok_yzmir_ruling_a_gigantic_amarok_sacrifices_characters_joining_either_expedition() {
    let mut sc = position(0, 0);
    sc.card(&ruled("ALT_ALIZE_B_BR_45_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let amarok = sc.card(&ruled("ALT_ALIZE_B_BR_39_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let joiner = sc.card(&free("Joiner"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, joiner, Some(Side::Companion));
    settled(&g);
    assert_eq!(reactions_played(&g, amarok), 1);
    assert_eq!(g.state().card(joiner).zone, Zone::Discard(P0), "sacrificed");
}

/// Eat Me Energy Bars — Q: If there's an Eat Me Energy Bars in both of my Expeditions, and
/// I play one Character in each, what happens? A: The first becomes Gigantic, so the second
/// is not alone in its Expedition and the other Bars have no effect. CR 7.4.4.b, 2.3.
#[test]
fn eat_me_energy_bars_ruling_the_second_character_is_not_alone() {
    use altered_interpreter::KeywordAbility::Gigantic;
    let bars = ruled("ALT_ALIZE_B_BR_45_C");
    let mut sc = position(0, 0);
    sc.card(&bars, P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&bars, P0, Zone::Expedition(P0, Side::Companion));
    let first = sc.card(&free("First"), P0, Zone::Hand(P0));
    let second = sc.card(&free("Second"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, first, Some(Side::Hero));
    settled(&g);
    assert!(g.state().has_keyword(first, Gigantic));
    play(&mut g, second, Some(Side::Companion));
    settled(&g);
    assert!(
        g.state().has_keyword(first, Gigantic),
        "still alone in the Hero Expedition"
    );
    assert!(
        !g.state().has_keyword(second, Gigantic),
        "not alone: the first is present"
    );
    assert_eq!(g.state().expedition_stats(P0, Side::Companion), [2, 2, 2]);
}

/// Eat Me Energy Bars — Q: If a Gigantic Character has an effect referring to "my
/// Expedition", which Expedition is it? A: Its effects affecting its Expedition affect both
/// Expeditions it's in. CR 7.4.4.f: Kuwat, alone with the Bars, sacrifices from either.
#[test]
fn eat_me_energy_bars_ruling_my_expedition_of_a_gigantic_character_is_both() {
    let mut sc = position(4, 0);
    sc.card(&ruled("ALT_ALIZE_B_BR_45_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let kuwat = sc.card(&ruled("ALT_CORE_B_YZ_15_C"), P0, Zone::Hand(P0));
    let there = sc.card(&free("There"), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    play(&mut g, kuwat, Some(Side::Hero));
    let opts = options(&g, DecisionKind::ChooseObject);
    assert!(opts.contains(&Opt::Card(there)), "{opts:?}");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(there));
    settled(&g);
    assert_eq!(g.state().card(there).zone, Zone::Discard(P0));
}

/// Eat Me Energy Bars (Lyra) — Q: If a Gigantic Character has an effect referring to "my
/// Expedition", which Expedition is it? A: Its effects affecting its Expedition affect its
/// Expeditions instead. CR 7.4.4.f: Fiore dei Liberi, alone with the Bars, counts and
/// sends to Reserve the other Characters of both Expeditions.
#[test]
fn eat_me_energy_bars_ruling_a_gigantic_characters_expedition_means_its_expeditions() {
    let mut sc = position(4, 0);
    sc.card(&ruled("ALT_ALIZE_B_BR_45_R2"), P0, Zone::Expedition(P0, Side::Hero));
    let fiore = sc.card(&ruled("ALT_BISE_B_OR_56_R2"), P0, Zone::Hand(P0));
    let there = sc.card(
        &character("There", 1, [1, 1, 1]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let mut g = start(sc);
    play(&mut g, fiore, Some(Side::Hero));
    settled(&g);
    assert_eq!(
        g.state().card(fiore).boosts,
        1,
        "one other Character in its Expeditions"
    );
    assert_eq!(g.state().card(there).zone, Zone::Reserve(P0));
}

/// Snoozer Shroom ("{h} You may pay 2. If you do, target Character in the Expedition facing
/// me gains Asleep") played alone with Eat Me Energy Bars, so Gigantic: a Character in the
/// opponent's Companion Expedition, facing player 0's other Expedition, is a target.
fn gigantic_snoozer_shroom_targets_both_facing_expeditions(bars: &str, shroom: &str) {
    let mut sc = position(4, 0);
    sc.card(&ruled(bars), P0, Zone::Expedition(P0, Side::Hero));
    let snoozer = sc.card(&ruled(shroom), P0, Zone::Hand(P0));
    let facing_hero = sc.card(&free("Facing Hero"), P1, Zone::Expedition(P1, Side::Hero));
    let facing_other = sc.card(&free("Facing Other"), P1, Zone::Expedition(P1, Side::Companion));
    let mut g = start(sc);
    play(&mut g, snoozer, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let opts = options(&g, DecisionKind::ChooseObject);
    assert!(
        opts.contains(&Opt::Card(facing_hero)) && opts.contains(&Opt::Card(facing_other)),
        "{opts:?}"
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(facing_other));
    settled(&g);
    assert!(g.state().card(facing_other).status.asleep);
}

/// Eat Me Energy Bars — Q: If a Gigantic Character has an effect referring to "the
/// Expedition facing me", which Expedition is it? A: The Expeditions facing each of its
/// controller's Expeditions. CR 7.4.4.g.
#[test]
fn eat_me_energy_bars_ruling_the_expedition_facing_a_gigantic_character_is_both() {
    gigantic_snoozer_shroom_targets_both_facing_expeditions("ALT_ALIZE_B_BR_45_C", "ALT_ALIZE_B_MU_32_R2");
}

/// Eat Me Energy Bars (Lyra) — Q: If a Gigantic Character has an effect referring to "the
/// Expedition facing me", which Expedition is it? A: Both of the Expeditions facing it.
/// CR 7.4.4.g.
#[test]
fn eat_me_energy_bars_lyra_ruling_the_expeditions_facing_a_gigantic_character() {
    gigantic_snoozer_shroom_targets_both_facing_expeditions("ALT_ALIZE_B_BR_45_R2", "ALT_ALIZE_B_MU_32_R1");
}

// --- Joining and leaving (CR 7.5.9, 7.5.10, 7.3.34) ---

/// Yeti — Q: What happens if my Character switches Expeditions? A: "Your Expeditions" is the
/// set of your two Expeditions; switching inside it doesn't count as joining it.
/// CR 7.3.34.b, 7.5.9.
#[test]
fn yeti_ruling_switching_expeditions_is_not_joining_your_expeditions() {
    let mut sc = position(1, 0);
    let yeti = sc.card(&ruled("ALT_ALIZE_B_MU_36_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let mover = sc.card(&free("Mover"), P0, Zone::Expedition(P0, Side::Hero));
    let hooked = sc.card(&ruled(HOOKED), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, hooked, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mover));
    settled(&g);
    assert_eq!(g.state().card(mover).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(g.state().card(mover).boosts, 0);
    assert_eq!(reactions_played(&g, yeti), 0);
}

/// Persephone — Q: If an opponent's Expedition is in the same region as the Expedition in
/// which I played Persephone, are they in Forest too? A: Yes. CR 7.5.8, 4.2.4.b: the region
/// itself is Forest, for every Expedition in it.
#[test]
fn persephone_ruling_an_opponents_expedition_in_her_region_is_in_forest_too() {
    for with in [true, false] {
        let mut sc = Scenario::new();
        // Region 2 is face up with Mountain and Water only.
        sc.state_mut().adventure_mut().regions[2].face_up = true;
        sc.state_mut().player_mut(P0).markers[0] = 2;
        sc.state_mut().player_mut(P1).markers[1] = 2;
        if with {
            sc.card(&ruled("ALT_ALIZE_B_MU_33_C"), P0, Zone::Expedition(P0, Side::Hero));
        }
        sc.card(
            &character("Forester", 1, [2, 0, 0]),
            P1,
            Zone::Expedition(P1, Side::Companion),
        );
        let g = at(sc, Step::Dusk, Phase::Afternoon);
        let moved = g.events().iter().any(|e| {
            matches!(
                e,
                Event::ExpeditionMoved {
                    player: P1,
                    side: Side::Companion,
                    ..
                }
            )
        });
        assert_eq!(moved, with, "Persephone in the region: {with}");
    }
}

/// Jeanne d'Arc — Q: What happens if Jeanne d'Arc moves from an Expedition to another,
/// because of Hooked for example? A: Nothing special: the Expedition zone includes all the
/// Expeditions, so she does not leave it. CR 7.3.34.b, 7.5.10.
#[test]
fn jeanne_darc_ruling_switching_expeditions_is_not_leaving_the_expedition_zone() {
    let mut sc = position(1, 0);
    let jeanne = sc.card(&ruled("ALT_CORE_B_OR_17_C"), P0, Zone::Expedition(P0, Side::Hero));
    let hooked = sc.card(&ruled(HOOKED), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, hooked, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(jeanne));
    settled(&g);
    assert_eq!(g.state().card(jeanne).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(reactions_played(&g, jeanne), 0);
    assert!(tokens(&g, P0).is_empty());
}

/// Jeanne d'Arc — Q: What happens when Jeanne d'Arc goes to Reserve at Night? A: She goes to
/// Reserve with the other Characters during Rest, which triggers her; once Rest is over the
/// tokens are created, and since the Characters already left, they stay until the next
/// Rest. CR 4.2.5.b, 6.3.k, 4.4.
#[test]
fn jeanne_darc_ruling_tokens_created_after_rest_stay_in_the_expeditions() {
    let mut sc = position(0, 0);
    let jeanne = sc.card(&ruled("ALT_CORE_B_OR_17_C"), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&free("Other"), P0, Zone::Expedition(P0, Side::Hero));
    sc.state_mut().player_mut(P0).moved_forward = [true, true];
    let g = at(sc, Step::Night, Phase::Dusk);
    assert_eq!(g.state().card(jeanne).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(other).zone, Zone::Reserve(P0));
    let recruits = tokens(&g, P0);
    assert_eq!(recruits.len(), 2, "one in each Expedition, still there after Rest");
    let ev = g.events();
    let rested = ev
        .iter()
        .position(|e| matches!(e, Event::Moved { card, to: Zone::Reserve(_), .. } if *card == jeanne))
        .unwrap();
    let created = ev.iter().position(|e| matches!(e, Event::TokenCreated { .. })).unwrap();
    assert!(rested < created);
}

// --- Boosts given as a Character joins (CR 2.2.15, 6.3) ---

/// A card that reacts to its boosts: Akhlut ("When I gain 1 or more boosts — You may exhaust
/// target card in Reserve").
const AKHLUT: &str = "ALT_ALIZE_B_BR_38_C";

fn akhlut_reacted(g: &Game, akhlut: CardId) -> bool {
    g.events()
        .iter()
        .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == akhlut))
}

/// Issun-bōshi — Q: If I discard Issun-bōshi for its Support Ability, then play a
/// Character, when is the boost placed on the Character? A: After the card has joined the
/// Expedition (it can therefore trigger "When I gain 1 or more boosts"). CR 2.2.15, 6.3.f.
#[test]
fn issun_boshi_ruling_the_boost_comes_after_joining_and_triggers() {
    let mut sc = position(4, 0);
    let issun = sc.card(&ruled("ALT_CORE_B_BR_05_C"), P0, Zone::Reserve(P0));
    let akhlut = sc.card(&ruled(AKHLUT), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == issun),
    );
    assert_eq!(g.state().card(issun).zone, Zone::Discard(P0));
    play(&mut g, akhlut, Some(Side::Hero));
    assert_eq!(g.state().card(akhlut).boosts, 1);
    assert!(akhlut_reacted(&g, akhlut), "its boost reaction activated");
    choose(&mut g, DecisionKind::May, |o| *o == Opt::No);
    settled(&g);
}

/// Teija & Nauraa — Q: When is Teija & Nauraa's boost placed on the Character? A: After the
/// card has joined the Expedition (it can therefore trigger "When I gain 1 or more
/// boosts"). CR 2.3, 6.3.f.
#[test]
fn teija_and_nauraa_ruling_the_boost_comes_after_joining_and_triggers() {
    let mut sc = position(4, 0);
    sc.card(&ruled("ALT_CORE_B_MU_01_C"), P0, Zone::HeroZone(P0));
    let akhlut = sc.card(&ruled(AKHLUT), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, akhlut, Some(Side::Hero));
    assert_eq!(g.state().card(akhlut).boosts, 1);
    assert!(akhlut_reacted(&g, akhlut), "its boost reaction activated");
    choose(&mut g, DecisionKind::May, |o| *o == Opt::No);
    settled(&g);
}

/// Brassbug Hive (Rare) — Q: Does the first Brassbug created by the card benefit from the
/// boost? A: Yes: the card is played, then its {j} resolves while its "When a Robot joins
/// your Expeditions" is already active. CR 6.3.f, 4.4.
#[test]
fn brassbug_hive_ruling_the_first_brassbug_gets_the_boost() {
    let mut sc = position(6, 0);
    let hive = sc.card(&ruled("ALT_CORE_B_AX_30_R1"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, hive, None);
    into_hero_expeditions(&mut g);
    settled(&g);
    let bugs = tokens(&g, P0);
    assert_eq!(bugs.len(), 1);
    assert_eq!(g.state().card(bugs[0]).boosts, 1);
}

/// Bravos Vanguard (Rare) — Q: Can it target a non-Fleeting Character to give it one boost?
/// A: Yes! CR 1.2.6.f: the part that can't happen (losing Fleeting) is ignored, the rest
/// happens.
#[test]
fn bravos_vanguard_ruling_a_non_fleeting_target_still_gains_the_boost() {
    let mut sc = position(3, 0);
    let vanguard = sc.card(&ruled("ALT_CORE_B_BR_14_R1"), P0, Zone::Hand(P0));
    let ally = sc.card(&free("Ally"), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    play(&mut g, vanguard, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    settled(&g);
    assert_eq!(g.state().card(ally).boosts, 1);
    assert!(!g.state().card(ally).status.fleeting);
}

// --- Conditions checked on resolution (CR 1.2.6.e, 4.4) ---

/// At Dusk, another Reaction: target Character gains 1 boost.
fn dusk_booster() -> Arc<CardDef> {
    written(
        "Landmark Permanent — Site",
        "At Dusk | Target Character gains 1 boost.\n",
    )
}

/// Plays player 0's Dusk Reactions: the booster's first, on `target`.
fn boost_first_at_dusk(g: &mut Game, booster: CardId, target: CardId) {
    choose(
        g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == booster),
    );
    choose(g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
}

fn drew_before_night(g: &Game) -> usize {
    let ev = g.events();
    let night = ev.iter().position(|e| *e == Event::Phase(Phase::Night)).unwrap();
    ev[..night]
        .iter()
        .filter(|e| matches!(e, Event::Moved { to: Zone::Hand(P0), .. }))
        .count()
}

/// Red (Rare) — Q: Can I draw a card thanks to Red's ability if she gains her 3rd boost at
/// Dusk, thanks to another effect? A: Yes: the number of boosts is checked when her effect
/// resolves, not when it's triggered. CR 1.2.6.e, 4.4.b.
#[test]
fn red_ruling_boosts_are_counted_when_her_dusk_effect_resolves() {
    let mut sc = position(0, 2);
    let red = sc.card(&ruled("ALT_CORE_B_BR_10_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(red, 2);
    let booster = sc.card(&dusk_booster(), P0, Zone::Landmarks(P0));
    let mut g = at(sc, Step::Dusk, Phase::Afternoon);
    boost_first_at_dusk(&mut g, booster, red);
    assert_eq!(drew_before_night(&g), 1);
}

/// Kadigiran Mage-Dancer (Rare) — Q: Can I draw a card thanks to its ability if it gains
/// its 3rd boost at Dusk, thanks to another effect? A: Yes: the number of boosts is checked
/// when the effect resolves. CR 1.2.6.e, 4.4.b.
#[test]
fn kadigiran_mage_dancer_ruling_boosts_are_counted_when_its_dusk_effect_resolves() {
    let mut sc = position(0, 2);
    let dancer = sc.card(&ruled("ALT_CORE_B_YZ_07_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(dancer, 2);
    let booster = sc.card(&dusk_booster(), P0, Zone::Landmarks(P0));
    let mut g = at(sc, Step::Dusk, Phase::Afternoon);
    boost_first_at_dusk(&mut g, booster, dancer);
    assert_eq!(drew_before_night(&g), 1);
}

/// Spindle Harvesters (Rare) — Q: With a Rare Spindle Harvesters and a Rare The Spindle,
/// Muna Bastion, can I first boost the Harvesters, then benefit from that extra boost? A:
/// Yes! At Noon all "At Noon" effects trigger, then resolve in the order of their
/// controller's choice; the Harvesters' condition is checked when it resolves.
/// CR 4.2.b, 4.4.b, 1.2.6.e.
#[test]
fn spindle_harvesters_ruling_boosted_first_at_noon_it_resupplies() {
    let mut sc = position(0, 2);
    let harvesters = sc.card(&ruled("ALT_CORE_B_MU_06_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(harvesters, 1);
    let spindle = sc.card(&ruled("ALT_CORE_B_MU_30_R1"), P0, Zone::Landmarks(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let mut g = at(sc, Step::Noon, Phase::Morning);
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == spindle),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(harvesters));
    settled(&g);
    assert_eq!(g.state().card(harvesters).boosts, 2);
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P0), "Resupply");
}

/// Bravos Bladedancer (Rare) — Q: Can I first resolve the "When I'm played from Reserve"
/// ability, to have her lose Fleeting, before the "When I enter play" ability gives her a
/// 5th boost? A: You resolve all your reactions in the order of your choice! CR 4.4.b;
/// Seasoned kept her 4 boosts in Reserve (CR 7.4.6.b).
#[test]
fn bravos_bladedancer_ruling_reserve_reaction_first_loses_fleeting() {
    let mut sc = position(3, 0);
    let dancer = sc.card(&ruled("ALT_CORE_B_BR_16_R1"), P0, Zone::Reserve(P0));
    sc.boosts(dancer, 4);
    let mut g = start(sc);
    play_from_reserve(&mut g, dancer, Some(Side::Hero));
    assert!(g.state().card(dancer).status.fleeting, "CR 2.4.7.a");
    assert_eq!(g.state().card(dancer).boosts, 4);
    let opts = options(&g, DecisionKind::ChooseReaction);
    assert_eq!(opts.len(), 2, "{opts:?}");
    // The {r} ability is printed after the {j} one.
    let last = opts
        .iter()
        .filter_map(|o| match o {
            Opt::Reaction { ability, .. } => Some(*ability),
            _ => None,
        })
        .max()
        .unwrap();
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { ability, .. } if *ability == last),
    );
    settled(&g);
    assert!(!g.state().card(dancer).status.fleeting);
    assert_eq!(g.state().card(dancer).boosts, 5);
}

// --- Controlled objects: Characters in Reserve are not controlled (CR 7.5.5) ---

/// Ogun — Q: Does Ogun boost the Robots in Reserve? A: No: Characters in Reserve are not
/// "controlled". CR 7.5.5, 1.4.5.
#[test]
fn ogun_ruling_robots_in_reserve_are_not_boosted() {
    let robot = {
        let mut d = CardDef::basic("Robot", Kind::Character, 1, 1, [1, 1, 1]);
        d.subtypes = vec!["Robot".into()];
        Arc::new(d)
    };
    let mut sc = position(2, 0);
    let ogun = sc.card(&ruled("ALT_CORE_B_AX_06_C"), P0, Zone::Hand(P0));
    let in_play = sc.card(&robot, P0, Zone::Expedition(P0, Side::Hero));
    let in_reserve = sc.card(&robot, P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, ogun, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(in_play).boosts, 1);
    assert_eq!(g.state().card(in_reserve).boosts, 0);
}

/// Ogun (Muna) — Q: Does Ogun boost the Plants in Reserve? A: No: Characters in Reserve are
/// not "controlled". CR 7.5.5.
#[test]
fn ogun_ruling_plants_in_reserve_are_not_boosted() {
    let plant = {
        let mut d = CardDef::basic("Plant", Kind::Character, 1, 1, [1, 1, 1]);
        d.subtypes = vec!["Plant".into()];
        Arc::new(d)
    };
    let mut sc = position(2, 0);
    let ogun = sc.card(&ruled("ALT_CORE_B_AX_06_R2"), P0, Zone::Hand(P0));
    let in_play = sc.card(&plant, P0, Zone::Expedition(P0, Side::Companion));
    let in_reserve = sc.card(&plant, P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, ogun, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(in_play).boosts, 1);
    assert_eq!(g.state().card(in_reserve).boosts, 0);
}

/// Kelon Cylinder — Q: What happens to the Kelon counters if the card is sent to hand or
/// deck? A: All counters disappear when a card is sent to discard or to a hidden zone.
/// CR 2.5.k, 1.4.4.
#[test]
fn kelon_cylinder_ruling_counters_disappear_in_hand() {
    let mut sc = position(2, 0);
    let kelon = sc.card(&ruled("ALT_CORE_B_AX_26_R1"), P0, Zone::Landmarks(P0));
    sc.counters(kelon, "Kelon", 2);
    let intimidation = sc.card(&ruled("ALT_CORE_B_BR_28_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, intimidation, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kelon));
    settled(&g);
    assert_eq!(g.state().card(kelon).zone, Zone::Hand(P0));
    assert_eq!(g.state().counter(kelon, "Kelon"), 0);
}

/// The Foundry, Axiom Bastion — Q: If I have several copies of the Foundry, can I activate
/// the {r} effect of a Character multiple times? A: No. CR 7.3.1.b: "activates its {r}
/// abilities" makes them activate, once; a second lasting effect adds nothing.
#[test]
fn the_foundry_axiom_bastion_ruling_two_foundries_activate_the_reserve_ability_once() {
    let foundry = ruled("ALT_CORE_B_AX_29_R2");
    let mut sc = position(2, 0);
    let a = sc.card(&foundry, P0, Zone::Landmarks(P0));
    let b = sc.card(&foundry, P0, Zone::Landmarks(P0));
    let trainee = sc.card(&ruled("ALT_CORE_B_BR_09_R1"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == a),
    );
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == b),
    );
    play(&mut g, trainee, Some(Side::Hero));
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(
        g.state().card(trainee).boosts,
        2,
        "\"reserve I gain 2 boosts\" once: {:?}",
        g.events()
    );
}

// --- Tough (CR 7.4.7) ---

const ACHILLES: &str = "ALT_CORE_B_BR_21_C";
const SPINDLE: &str = "ALT_CORE_B_MU_30_C";

/// Whether player 0 paid a Tough cost of `mana` (beyond the card's own cost).
fn paid(g: &Game, mana: u8) -> bool {
    g.events().contains(&Event::Paid { player: P0, mana })
}

/// Achilles — Q: If my opponent uses a Spell or ability saying "target Character" and all my
/// Characters are Tough, what happens? A: They decide whether to pay; if they don't (or
/// can't), the effect resolves as if the Characters were untargettable: they may have to
/// target one of their own. CR 7.4.7.c/d.
#[test]
fn achilles_ruling_an_opponent_who_does_not_pay_targets_their_own_character() {
    // Exactly the Spell's cost: Achilles can't be chosen, the caster's own Character must be.
    let mut sc = position(1, 0);
    let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, training, None);
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(mine)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert!(g.state().card(mine).status.fleeting);
    assert!(!g.state().card(achilles).status.fleeting);
    // With one more orb, paying makes Achilles a valid target.
    let mut sc = position(2, 0);
    let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, training, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(achilles));
    settled(&g);
    assert!(g.state().card(achilles).status.fleeting);
    assert!(paid(&g, 1), "Tough 1");
    assert_eq!(g.state().ready_orbs(P0), 0);
}

/// Achilles — Q: If the Tough Character of my opponent is the only possible target of my
/// Spell or ability, do I have to pay extra mana? A: No. If you don't, there's no valid
/// target and the effect might do nothing. CR 7.4.7.d ("never forced to pay").
#[test]
fn achilles_ruling_the_only_target_need_not_be_paid_for() {
    let mut sc = position(2, 0);
    let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, training, None);
    let opts = options(&g, DecisionKind::ChooseObject);
    assert!(opts.contains(&Opt::Card(achilles)));
    assert!(opts.contains(&Opt::Skip), "not paying is a choice: {opts:?}");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Skip);
    settled(&g);
    assert!(!g.state().card(achilles).status.fleeting);
    assert_eq!(g.state().ready_orbs(P0), 1, "nothing paid beyond the Spell");
}

/// Achilles — Q: Does Tough protect Achilles from Sabotage? A: No: cards in Reserve have no
/// effect save their Support Ability. CR 2.2.12.g, 7.3.30: Armored Jammer's Sabotage
/// targets Achilles in Reserve for free.
#[test]
fn achilles_ruling_tough_does_not_protect_it_in_reserve() {
    let mut sc = position(2, 0);
    let jammer = sc.card(&ruled("ALT_CORE_B_AX_28_R1"), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Reserve(P1));
    let mut g = start(sc);
    play(&mut g, jammer, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(achilles));
    settled(&g);
    assert_eq!(g.state().card(achilles).zone, Zone::Discard(P1));
}

/// Shenlong (Rare) — Q: If my opponent uses a "target Character" ability and all my
/// Characters are Tough, what happens? A: They decide whether to pay; if not, the effect
/// resolves as if the Characters were untargettable, and may do nothing. CR 7.4.7.c/d:
/// The Sandman's "Up to one target Character" with no mana to spare finds no target.
#[test]
fn shenlong_ruling_an_opponent_who_cannot_pay_finds_no_target() {
    let mut sc = position(3, 0);
    let sandman = sc.card(&ruled("ALT_CORE_B_LY_15_R1"), P0, Zone::Hand(P0));
    let shenlong = sc.card(&ruled("ALT_CORE_B_BR_22_R1"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, sandman, Some(Side::Hero));
    // The Sandman itself is the only Character it may target.
    let opts = options(&g, DecisionKind::ChooseObject);
    assert!(!opts.contains(&Opt::Card(shenlong)), "{opts:?}");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Skip);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::No);
    settled(&g);
    assert!(!g.state().card(shenlong).status.asleep);
}

/// Kaibara, Asgarthan Leviathan — Q: If my opponent uses a "target Character" ability and
/// all my Characters are Tough, what happens? A: They decide whether to pay X. CR 7.4.7.c:
/// here X is the number of regions between its controller's Hero and Companion (two).
#[test]
fn kaibara_asgarthan_leviathan_ruling_the_opponent_pays_tough_x_or_cannot_target() {
    for (mana, can) in [(2, false), (3, true)] {
        let mut sc = position(mana, 0);
        let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
        let kaibara = sc.card(&ruled("ALT_CORE_B_BR_24_C"), P1, Zone::Expedition(P1, Side::Hero));
        sc.state_mut().player_mut(P1).markers = [2, 5]; // regions 3 and 4 between them
        let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        play(&mut g, training, None);
        let opts = options(&g, DecisionKind::ChooseObject);
        assert_eq!(opts.contains(&Opt::Card(kaibara)), can, "{mana} mana: {opts:?}");
        let pick = if can { kaibara } else { mine };
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(pick));
        settled(&g);
        assert_eq!(paid(&g, 2), can);
    }
}

/// Hydracaena (Rare) — Q: If my opponent uses a "target Character" ability and all my
/// Characters are Tough, what happens? A: They decide whether to pay X. CR 7.4.7.c: here X
/// is the number of Plants its controller controls, counted when it would be targeted
/// (Hydracaena, a Plant, and one more: two).
#[test]
fn hydracaena_ruling_the_opponent_pays_tough_x_or_cannot_target() {
    let mut fern = CardDef::basic("Fern", Kind::Character, 1, 1, [1, 1, 1]);
    fern.subtypes = vec!["Plant".to_owned()];
    let plant = Arc::new(fern);
    for (mana, can) in [(2, false), (3, true)] {
        let mut sc = position(mana, 0);
        let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
        let hydracaena = sc.card(&ruled("ALT_CORE_B_MU_22_R1"), P1, Zone::Expedition(P1, Side::Hero));
        sc.card(&plant, P1, Zone::Expedition(P1, Side::Companion));
        let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        play(&mut g, training, None);
        let opts = options(&g, DecisionKind::ChooseObject);
        assert_eq!(opts.contains(&Opt::Card(hydracaena)), can, "{mana} mana: {opts:?}");
        let pick = if can { hydracaena } else { mine };
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(pick));
        settled(&g);
        assert_eq!(paid(&g, 2), can);
    }
}

/// Son of Yggdrasil (Rare) — Q: If my opponent uses a "target Character" effect and all my
/// Characters are Tough, what happens? A: They decide whether to pay; if not, the effect
/// resolves as if they were untargettable. CR 7.4.7.c/d: Twinkle Twinkle with no mana to
/// spare may only target the caster's Character.
#[test]
fn son_of_yggdrasil_ruling_an_opponent_who_does_not_pay_cannot_target_it() {
    let mut sc = position(2, 0);
    let twinkle = sc.card(&ruled("ALT_CORE_B_LY_23_C"), P0, Zone::Hand(P0));
    sc.card(&ruled("ALT_CORE_B_MU_21_R1"), P1, Zone::Expedition(P1, Side::Hero));
    let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, twinkle, None);
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(mine)]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert!(g.state().card(mine).status.asleep);
}

/// The Spindle, Muna Bastion — Q: If my opponent uses a "target Character" ability and all
/// my Characters are Tough, what happens? A: If they don't pay, the effect resolves as if
/// they were untargettable. CR 7.4.7.c/d, 2.3: the Spindle makes them Tough 2; Lyra Cloth
/// Dancer may then target only its own side.
#[test]
fn the_spindle_muna_bastion_ruling_an_opponent_who_cannot_pay_targets_their_own() {
    let mut sc = position(3, 0);
    let dancer = sc.card(&ruled("ALT_CORE_B_LY_14_C"), P0, Zone::Hand(P0));
    sc.card(&ruled(SPINDLE), P1, Zone::Landmarks(P1));
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, dancer, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let opts = options(&g, DecisionKind::ChooseObject);
    assert!(!opts.contains(&Opt::Card(theirs)), "{opts:?}");
    assert!(opts.contains(&Opt::Card(dancer)));
}

/// The Spindle, Muna Bastion — Q: What happens if a card gets Tough from different sources?
/// A: The effects stack! With two Spindles your cards have Tough 4. CR 7.4.7.c, 2.3.
#[test]
fn the_spindle_muna_bastion_ruling_two_spindles_make_tough_4() {
    for (mana, can) in [(4, false), (5, true)] {
        let mut sc = position(mana, 0);
        let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
        sc.card(&ruled(SPINDLE), P1, Zone::Landmarks(P1));
        sc.card(&ruled(SPINDLE), P1, Zone::Landmarks(P1));
        let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
        let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        play(&mut g, training, None);
        let opts = options(&g, DecisionKind::ChooseObject);
        assert_eq!(opts.contains(&Opt::Card(theirs)), can, "{mana} mana: {opts:?}");
        let pick = if can { theirs } else { mine };
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(pick));
        settled(&g);
        assert_eq!(paid(&g, 4), can);
    }
}

/// Dorothy Gale (Rare) — Q: What happens if I use Dorothy to target a Tough Character? A:
/// You either pay extra Mana, target another Character, or don't use her power.
/// CR 7.4.7.c/d, 1.2.6.d.
#[test]
fn dorothy_gale_ruling_pay_target_another_or_decline() {
    let mut sc = position(6, 0);
    let dorothy = sc.card(&ruled("ALT_CORE_B_YZ_16_R1"), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    let other = sc.card(&free("Other"), P1, Zone::Expedition(P1, Side::Companion));
    let mut g = start(sc);
    play(&mut g, dorothy, Some(Side::Hero));
    assert_eq!(options(&g, DecisionKind::May), vec![Opt::Yes, Opt::No], "or not use it");
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let opts = options(&g, DecisionKind::ChooseObject);
    assert!(opts.contains(&Opt::Card(achilles)) && opts.contains(&Opt::Card(other)));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(achilles));
    settled(&g);
    assert_eq!(g.state().card(achilles).zone, Zone::Reserve(P1));
    assert!(paid(&g, 1), "the extra mana");
}

/// Lyra Cloth Dancer — Q: What happens if I play it when my opponent has a Tough Character?
/// A: You either pay extra Mana, target another Character, or target no Character at all.
/// CR 7.4.7.c/d, 1.2.6.d.
#[test]
fn lyra_cloth_dancer_ruling_a_tough_character_is_targeted_only_if_paid() {
    let mut sc = position(3, 0);
    let dancer = sc.card(&ruled("ALT_CORE_B_LY_14_C"), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    let other = sc.card(&free("Other"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, dancer, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    let opts = options(&g, DecisionKind::ChooseObject);
    assert!(!opts.contains(&Opt::Card(achilles)), "no orb left to pay: {opts:?}");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(other));
    settled(&g);
    assert!(g.state().card(other).status.fleeting);
}

/// Lyra Cloth Dancer (Muna) — Q: What happens if my opponent has a Tough Character? A: You
/// either pay extra Mana, target another Character, or target no Character at all.
/// CR 7.4.7.c/e: with an orb to spare, paying it makes the Tough Character a target.
#[test]
fn lyra_cloth_dancer_ruling_paying_the_extra_mana_targets_the_tough_character() {
    let mut sc = position(4, 0);
    let dancer = sc.card(&ruled("ALT_CORE_B_LY_14_R2"), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, dancer, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(achilles));
    settled(&g);
    assert!(g.state().card(achilles).status.fleeting);
    assert!(paid(&g, 1));
    assert_eq!(g.state().ready_orbs(P0), 0);
}

/// Lyra Cloth Dancer (Rare) — Q: What happens if I play it when my opponent has a Tough
/// Character? A: If you target your opponent, all their Characters gain Fleeting, for no
/// extra cost: this version targets the player, not their Characters. CR 7.4.7.c (Tough
/// is a cost to target the object).
#[test]
fn lyra_cloth_dancer_rare_ruling_targeting_the_player_costs_no_tough() {
    let mut sc = position(3, 0);
    let dancer = sc.card(&ruled("ALT_CORE_B_LY_14_R1"), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    let other = sc.card(&free("Other"), P1, Zone::Expedition(P1, Side::Companion));
    let mut g = start(sc);
    play(&mut g, dancer, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChoosePlayer, |o| *o == Opt::Player(P1));
    settled(&g);
    assert!(g.state().card(achilles).status.fleeting);
    assert!(g.state().card(other).status.fleeting);
    assert!(!g.state().card(dancer).status.fleeting, "only target player's");
    assert!(!paid(&g, 1), "no Tough cost");
}

/// Kraken's Wrath — Q: What happens if I use Kraken's Wrath against Characters with Tough?
/// A: You pay extra mana for each Character with Tough. CR 7.4.7.c/f (once per object).
#[test]
fn krakens_wrath_ruling_pays_for_each_tough_target() {
    let mut sc = position(9, 0);
    let wrath = sc.card(&ruled("ALT_CORE_B_YZ_26_R1"), P0, Zone::Hand(P0));
    sc.card(&ruled(SPINDLE), P1, Zone::Landmarks(P1));
    let a = sc.card(&character("A", 1, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let b = sc.card(&character("B", 1, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Companion));
    let mut g = start(sc);
    play(&mut g, wrath, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(a));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(b));
    if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseObject) {
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Skip);
    }
    settled(&g);
    assert_eq!(g.state().card(a).zone, Zone::Reserve(P1));
    assert_eq!(g.state().card(b).zone, Zone::Reserve(P1));
    let tough: u32 = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Paid { player: P0, mana } if *mana != 5 => Some(u32::from(*mana)),
            _ => None,
        })
        .sum();
    assert_eq!(tough, 4, "Tough 2 twice");
    assert_eq!(g.state().ready_orbs(P0), 0);
}

/// Celestial Blast — Q: What happens if I use Celestial Blast against Tough Characters or
/// Permanents? A: You pay extra mana for each Tough target. CR 7.4.7.c/f.
#[test]
fn celestial_blast_ruling_pays_for_each_tough_target() {
    let mut sc = position(9, 0);
    let blast = sc.card(&ruled("ALT_CORE_B_YZ_27_C"), P0, Zone::Hand(P0));
    let a = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    let b = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Companion));
    let mut g = start(sc);
    play(&mut g, blast, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(a));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(b));
    settled(&g);
    assert_eq!(g.state().card(a).zone, Zone::Discard(P1));
    assert_eq!(g.state().card(b).zone, Zone::Discard(P1));
    assert_eq!(g.state().ready_orbs(P0), 0, "7 for the Spell, 1 for each Achilles");
}

// --- Spells and their targets (CR 1.2.6.c, 6.1.g) ---

/// Geyser — Q: If I play Geyser from Reserve and it gains Fleeting, do I still put it in my
/// Mana Orbs? A: Yes. CR 7.3.24, 3.2.9.b: the effect moves it before Fleeting would send it
/// to the Discard pile (CR 5.2.4.b).
#[test]
fn geyser_ruling_played_from_reserve_it_still_goes_to_mana() {
    let mut sc = position(4, 0);
    let geyser = sc.card(&ruled("ALT_ALIZE_B_BR_42_C"), P0, Zone::Reserve(P0));
    let theirs = sc.card(&character("Theirs", 1, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play_from_reserve(&mut g, geyser, None);
    assert!(g.events().contains(&Event::Fleeting {
        card: geyser,
        fleeting: true
    }));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(theirs).zone, Zone::Hand(P1));
    assert_eq!(g.state().card(geyser).zone, Zone::Mana(P0));
    assert!(g.state().card(geyser).status.exhausted, "an exhausted Mana Orb");
}

/// Geyser (Rare) — Q: If I play Geyser from Reserve and it gains Fleeting, can I still put
/// it in my Mana Orbs? A: Yes. CR 7.3.24, 3.2.9.b.
#[test]
fn geyser_rare_ruling_played_from_reserve_it_may_still_go_to_mana() {
    let mut sc = position(3, 0);
    let geyser = sc.card(&ruled("ALT_ALIZE_B_BR_42_R1"), P0, Zone::Reserve(P0));
    let theirs = sc.card(&character("Theirs", 1, [1, 1, 1]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play_from_reserve(&mut g, geyser, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    settled(&g);
    assert_eq!(g.state().card(geyser).zone, Zone::Mana(P0));
}

/// Whether player 0 may play `card` from Hand now.
fn playable(g: &Game, card: CardId) -> bool {
    offered(g, |o| matches!(o, Opt::Play { card: c, .. } if *c == card))
}

/// Helping Hand — Q: Can I play Helping Hand on a non-Fleeting Character? A: Yes. CR
/// 1.2.6.f: losing Fleeting can't happen and is ignored, the boost happens.
#[test]
fn helping_hand_ruling_a_non_fleeting_target_gains_the_boost() {
    let mut sc = position(1, 0);
    let hand = sc.card(&ruled("ALT_CORE_B_BR_25_C"), P0, Zone::Hand(P0));
    let ally = sc.card(&free("Ally"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, hand, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(ally));
    settled(&g);
    assert_eq!(g.state().card(ally).boosts, 1);
}

/// Helping Hand — Q: Can I play a Spell if there's no valid target? A: Yes. Note that your
/// opponent's Characters are valid targets for this Spell. CR 6.1.g (no option: the
/// actions do not happen), 1.2.6.c.
#[test]
fn helping_hand_ruling_playable_without_a_target_and_opponents_are_targets() {
    let mut sc = position(1, 0);
    let hand = sc.card(&ruled("ALT_CORE_B_BR_25_R2"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(playable(&g, hand));
    play(&mut g, hand, None);
    settled(&g);
    assert_eq!(g.state().card(hand).zone, Zone::Reserve(P0), "it resolved");
    let mut sc = position(1, 0);
    let hand = sc.card(&ruled("ALT_CORE_B_BR_25_R2"), P0, Zone::Hand(P0));
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, hand, None);
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(theirs)]);
}

/// Physical Training — Q: Can I play a Spell if there's no valid target? A: Yes (the rest
/// of its effect happens: the Rare draws a card). CR 6.1.g, 1.2.6.f.
#[test]
fn physical_training_ruling_playable_without_a_target() {
    let mut sc = position(3, 1);
    let training = sc.card(&ruled("ALT_CORE_B_BR_26_R1"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(playable(&g, training));
    play(&mut g, training, None);
    settled(&g);
    assert_eq!(g.state().count(Zone::Hand(P0)), 2, "drew a card beside the spare");
    assert_eq!(g.state().card(training).zone, Zone::Reserve(P0));
}

/// A Cappella Training — Q: Can I play a Spell if there's no valid target? A: Yes. Note that
/// your Characters are valid targets for this Spell. CR 6.1.g, 1.2.6.c.
#[test]
fn a_cappella_training_ruling_playable_without_a_target_and_yours_are_targets() {
    let mut sc = position(1, 0);
    let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(playable(&g, training));
    play(&mut g, training, None);
    settled(&g);
    assert_eq!(g.state().card(training).zone, Zone::Reserve(P0));
    let mut sc = position(1, 0);
    let training = sc.card(&ruled(A_CAPPELLA_TRAINING), P0, Zone::Hand(P0));
    let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, training, None);
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(mine)]);
}

/// Twinkle Twinkle — Q: Can I play a Spell if there's no valid target? A: Yes. CR 6.1.g.
#[test]
fn twinkle_twinkle_ruling_playable_without_a_target() {
    let mut sc = position(2, 0);
    let twinkle = sc.card(&ruled("ALT_CORE_B_LY_23_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(playable(&g, twinkle));
    play(&mut g, twinkle, None);
    settled(&g);
    assert_eq!(g.state().card(twinkle).zone, Zone::Reserve(P0));
}

/// Off You Go! (Rare) — Q: Can I play a Spell if there's no valid target? A: Yes. CR 6.1.g:
/// with only a Character of Hand Cost 6 in play, nothing is sent to Reserve.
#[test]
fn off_you_go_ruling_playable_without_a_valid_target() {
    let mut sc = position(3, 0);
    let spell = sc.card(&ruled("ALT_CORE_B_YZ_21_R1"), P0, Zone::Hand(P0));
    let big = sc.card(&character("Big", 6, [6, 6, 6]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    assert!(playable(&g, spell));
    play(&mut g, spell, None);
    settled(&g);
    assert_eq!(g.state().card(big).zone, Zone::Expedition(P1, Side::Hero));
    assert_eq!(g.state().card(spell).zone, Zone::Reserve(P0));
}

/// Intimidation — Q: Can I target a token with Intimidation? A: Yes! Tokens have a cost of
/// 0, but they are removed from the game upon leaving the Expedition zone. CR 2.1.e,
/// 2.2.7.
#[test]
fn intimidation_ruling_a_token_is_returned_and_removed_from_the_game() {
    let mut sc = position(2, 0);
    let spell = sc.card(&ruled("ALT_CORE_B_BR_28_C"), P0, Zone::Hand(P0));
    let recruit = sc.card(&ruled(ORDIS_RECRUIT), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(recruit));
    settled(&g);
    assert_eq!(g.state().card(recruit).zone, Zone::Gone);
    assert_eq!(g.state().count(Zone::Hand(P1)), 0);
}

/// All In! — Q: Can I first check the result of the die, then pick a target? A: Yes. CR
/// 1.2.6.c, 6.1.g: the target is chosen immediately before the step that uses it.
#[test]
fn all_in_ruling_the_die_is_rolled_before_the_target_is_chosen() {
    let mut sc = position(3, 0);
    let spell = sc.card(&ruled("ALT_CORE_B_LY_25_C"), P0, Zone::Hand(P0));
    let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(mine)]);
    let rolled: Vec<u8> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::DieRolled { result, .. } => Some(*result),
            _ => None,
        })
        .collect();
    assert_eq!(rolled.len(), 1, "the result is known when choosing");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert_eq!(g.state().card(mine).boosts, u16::from(rolled[0]));
}

/// The Sandman (Rare) — Q: Can I give 2 boosts to a Character without having it gain
/// Asleep? A: No; but if it cannot gain Asleep (it is already Asleep), it still gains the 2
/// boosts. CR 7.3.15.b, 1.2.6.f.
#[test]
fn the_sandman_ruling_an_already_asleep_target_still_gains_the_boosts() {
    let mut sc = position(3, 0);
    let sandman = sc.card(&ruled("ALT_CORE_B_LY_15_R1"), P0, Zone::Hand(P0));
    let sleeper = sc.card(&free("Sleeper"), P0, Zone::Expedition(P0, Side::Companion));
    sc.status(sleeper, |s| s.asleep = true);
    let mut g = start(sc);
    play(&mut g, sandman, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(sleeper));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    settled(&g);
    assert_eq!(g.state().card(sleeper).boosts, 2);
    assert!(g.state().card(sleeper).status.asleep);
}

/// Nevenka & Blotch — Q: Can I target a Character in my Reserve? A: No: Characters in
/// Reserve are not controlled. CR 7.5.5.
#[test]
fn nevenka_and_blotch_ruling_a_character_in_reserve_is_not_a_target() {
    let mut sc = position(0, 0);
    let hero = sc.card(&ruled("ALT_CORE_B_LY_01_C"), P0, Zone::HeroZone(P0));
    let in_play = sc.card(&free("In Play"), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&free("In Reserve"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == hero),
    );
    assert_eq!(options(&g, DecisionKind::ChooseObject), vec![Opt::Card(in_play)]);
}

/// Nevenka & Blotch — Q: What kind of dice should I use? A: A (balanced) six-sided die; "On
/// a 6+" is there because some cards increase the result. CR 7.3.28.a: every result is 1 to
/// 6, and each leads to its own bullet.
#[test]
fn nevenka_and_blotch_ruling_a_six_sided_die_picks_the_bullet() {
    let mut seen = [false; 3];
    for seed in 0..40 {
        let mut sc = position(0, 0);
        sc.seed(seed);
        let hero = sc.card(&ruled("ALT_CORE_B_LY_01_C"), P0, Zone::HeroZone(P0));
        let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
        let mut g = start(sc);
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Quick { card, .. } if *card == hero),
        );
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
        let result = g
            .events()
            .iter()
            .find_map(|e| match e {
                Event::DieRolled { result, .. } => Some(*result),
                _ => None,
            })
            .expect("a die was rolled");
        let c = g.state().card(mine);
        match result {
            6 => assert!(c.status.anchored, "6+"),
            2..=5 => assert_eq!(c.boosts, 1, "2-5"),
            1 => assert_eq!(c.zone, Zone::Reserve(P0), "1"),
            r => panic!("not a six-sided die: {r}"),
        }
        seen[match result {
            6 => 0,
            1 => 2,
            _ => 1,
        }] = true;
    }
    assert_eq!(seen, [true; 3], "every bullet was rolled");
}

/// Kuwat, the Dissenter — Q: What does it mean to "sacrifice a Character"? A: To discard a
/// Character that you control; you only control Characters in your Expeditions. CR
/// 7.3.31.a, 7.5.5: here "a Character in my Expedition".
#[test]
fn kuwat_the_dissenter_ruling_sacrifice_discards_a_character_you_control() {
    let mut sc = position(4, 0);
    let kuwat = sc.card(&ruled("ALT_CORE_B_YZ_15_C"), P0, Zone::Hand(P0));
    let here = sc.card(&free("Here"), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&free("There"), P0, Zone::Expedition(P0, Side::Companion));
    sc.card(&free("In Reserve"), P0, Zone::Reserve(P0));
    sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, kuwat, Some(Side::Hero));
    let opts = options(&g, DecisionKind::ChooseObject);
    assert_eq!(opts.len(), 2, "Kuwat and the other one in its Expedition: {opts:?}");
    assert!(opts.contains(&Opt::Card(here)) && opts.contains(&Opt::Card(kuwat)));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(here));
    settled(&g);
    assert_eq!(g.state().card(here).zone, Zone::Discard(P0));
}

// --- Tokens (CR 2.1.e, 7.3.5) ---

const MAW: &str = "ALT_CORE_B_YZ_31_C";

/// Maw — Q: What happens if Maw leaves the Expedition zone? A: It's removed from the game,
/// like any other token. CR 2.1.e.
#[test]
fn maw_ruling_leaving_the_expedition_zone_removes_it_from_the_game() {
    let mut sc = position(2, 0);
    let maw = sc.card(&ruled(MAW), P0, Zone::Expedition(P0, Side::Hero));
    let spell = sc.card(&ruled("ALT_CORE_B_BR_28_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(maw));
    settled(&g);
    assert_eq!(g.state().card(maw).zone, Zone::Gone);
}

/// Maw — Q: If I sacrifice two Characters simultaneously, what happens to Maw? A: Maw gains
/// 4 boosts. CR 6.1.e (one atomic action per object), 6.3.g (one activation per match).
#[test]
fn maw_ruling_two_characters_sacrificed_at_once_give_four_boosts() {
    let mut sc = position(0, 0);
    let maw = sc.card(&ruled(MAW), P0, Zone::Expedition(P0, Side::Hero));
    let a = sc.card(&free("A"), P0, Zone::Expedition(P0, Side::Hero));
    let b = sc.card(&free("B"), P0, Zone::Expedition(P0, Side::Companion));
    let spell = sc.card(&written("Spell", "Sacrifice two Characters.\n"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(a));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(b));
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().card(a).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(b).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(maw).boosts, 4);
}

/// The Monolith, Ordis Bastion — Q: Does The Monolith (common version) affect Character
/// tokens? A: Yes. CR 7.3.5.a: a created token joins the Expedition.
#[test]
fn the_monolith_ordis_bastion_ruling_tokens_gain_the_boost() {
    let mut sc = position(1, 0);
    sc.card(&ruled("ALT_CORE_B_OR_28_C"), P0, Zone::Landmarks(P0));
    let armory = sc.card(&ruled("ALT_ALIZE_B_OR_45_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, armory, Some(Side::Hero));
    settled(&g);
    let recruits = tokens(&g, P0);
    assert_eq!(recruits.len(), 1);
    assert_eq!(g.state().card(recruits[0]).boosts, 1);
}

/// The Monolith, Ordis Bastion — Q: What happens if a Character moves from the Hero
/// Expedition to the Companion Expedition, or vice-versa? A: Nothing special, since it was
/// already in your Expeditions. CR 7.3.34.b, 7.5.9.
#[test]
fn the_monolith_ordis_bastion_ruling_switching_expeditions_gives_no_boost() {
    let mut sc = position(1, 0);
    let monolith = sc.card(&ruled("ALT_CORE_B_OR_28_R2"), P0, Zone::Landmarks(P0));
    let mover = sc.card(&free("Mover"), P0, Zone::Expedition(P0, Side::Companion));
    let hooked = sc.card(&ruled(HOOKED), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, hooked, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mover));
    settled(&g);
    assert_eq!(g.state().card(mover).zone, Zone::Expedition(P0, Side::Hero));
    assert_eq!(g.state().card(mover).boosts, 0);
    assert_eq!(reactions_played(&g, monolith), 0);
}

/// Brassbug Hive — Q: If a Robot switches Expedition (because of Hooked! or Ride the
/// Bifröst), can the Brassbug Hive boost it again? A: No: switching inside your Expeditions
/// is not joining them. CR 7.3.34.b. (The ruling is printed with the Yzmir version; the
/// boost is the Rare's "When a Robot joins your Expeditions — It gains 1 boost".)
#[test]
fn brassbug_hive_ruling_a_robot_switching_expeditions_gets_no_boost() {
    let mut robot = CardDef::basic("Robot", Kind::Character, 1, 1, [1, 1, 1]);
    robot.subtypes = vec!["Robot".into()];
    let mut sc = position(1, 0);
    let hive = sc.card(&ruled("ALT_CORE_B_AX_30_R1"), P0, Zone::Landmarks(P0));
    let bot = sc.card(&Arc::new(robot), P0, Zone::Expedition(P0, Side::Hero));
    let hooked = sc.card(&ruled(HOOKED), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, hooked, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(bot));
    settled(&g);
    assert_eq!(g.state().card(bot).zone, Zone::Expedition(P0, Side::Companion));
    assert_eq!(g.state().card(bot).boosts, 0);
    assert_eq!(reactions_played(&g, hive), 0);
}

// --- Quetzalcóatl (CR 7.3.9, 7.3.26) ---

/// Quetzalcóatl — Q: Do I create tokens for the Morning draws of my opponents? A: If
/// Quetzalcóatl is in your Expeditions (Asleep or Anchored, for example), you create a
/// token for each opponent that draws during Morning. CR 4.2.1.d, 6.3.
#[test]
fn quetzalcoatl_ruling_an_opponents_morning_draw_creates_a_token() {
    let mut sc = Scenario::new();
    sc.cards(&filler(), P0, Zone::Deck(P0), 2);
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    sc.card(&ruled(QUETZALCOATL), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&free("Spare"), P0, Zone::Hand(P0)); // stops the flow at player 0's turn
    let mut g = at(sc, Step::Morning, Phase::Night);
    while let Some(kind) = g.pending().map(|d| d.kind) {
        match kind {
            DecisionKind::Expand => choose(&mut g, kind, |o| *o == Opt::Skip),
            DecisionKind::ChooseExpedition | DecisionKind::ChooseReaction => into_hero_expeditions(&mut g),
            _ => break,
        }
    }
    assert_eq!(g.state().phase(), Phase::Afternoon);
    assert_eq!(g.state().count(Zone::Hand(P1)), 2);
    assert_eq!(
        tokens(&g, P0).len(),
        1,
        "player 1 drew; player 0's own draw is not an opponent's"
    );
}

/// Quetzalcóatl — Q: Do I create one or two tokens if my opponent Resupplies twice, for
/// example thanks to the rare version of Harvest? A: Two: they resupply one card, then the
/// other. CR 6.1.c (a step per verb), 6.3.h.
#[test]
fn quetzalcoatl_ruling_two_resupplies_create_two_tokens() {
    let mut sc = Scenario::new();
    sc.cards(&filler(), P1, Zone::Mana(P1), 2);
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    let harvest = sc.card(&ruled("ALT_CORE_B_MU_29_R1"), P1, Zone::Hand(P1));
    sc.card(&free("Their Spare"), P1, Zone::Hand(P1));
    sc.card(&ruled(QUETZALCOATL), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = at(sc, Step::Turn(P1), Phase::Afternoon);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, .. } if *card == harvest),
    );
    into_hero_expeditions(&mut g);
    assert_eq!(g.state().count(Zone::Reserve(P1)), 3, "two resupplied, and Harvest");
    assert_eq!(tokens(&g, P0).len(), 2);
}

// --- Tiebreakers (CR 4.3) ---

const GULRANG_AND_TOCSIN: &str = "ALT_CORE_B_OR_03_C";
const ORDIS_RECRUIT: &str = "ALT_CORE_B_OR_31_C";

/// Tiebreakers in the Arena (CR 4.3), from Dusk of the last day.
fn in_the_arena(mut sc: Scenario) -> Game {
    let st = sc.state_mut();
    let a = st.adventure_mut();
    a.regions[0].card = RegionCard::Arena;
    a.regions[0].terrains = Terrains::ALL;
    a.len = 1;
    for p in [P0, P1] {
        st.player_mut(p).markers = [0, 0];
    }
    let mut st = sc.build();
    let day = st.day();
    st.set_day(day, day);
    Game::from_state(st)
}

/// Player 0's `mine` against player 1's `theirs` in their Hero Expeditions, in the Arena.
fn arena(mine: &Arc<CardDef>, theirs: [i32; 3]) -> Game {
    let mut sc = Scenario::new();
    sc.card(mine, P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("Theirs", 1, theirs), P1, Zone::Expedition(P1, Side::Hero));
    in_the_arena(sc)
}

/// Atlas — Q: What happens if a Gigantic Character is played during the tiebreaker? A: Its
/// statistics are counted twice. CR 7.4.4.m: Atlas's 3/3/3 counts 6/6/6 against 5/5/5.
#[test]
fn atlas_ruling_gigantic_statistics_count_twice_in_tiebreakers() {
    let g = arena(&ruled("ALT_CORE_B_BR_20_C"), [5, 5, 5]);
    let o = g.outcome().expect("the game ended");
    assert!(o.tiebreakers);
    assert_eq!(o.winner, Some(P0));
}

/// Son of Yggdrasil — Q: What happens if a Gigantic Character is played during the
/// tiebreaker? A: Its statistics are counted twice. CR 7.4.4.m: 6/3/3 counts 12/6/6
/// against 7/5/5.
#[test]
fn son_of_yggdrasil_ruling_gigantic_statistics_count_twice_in_tiebreakers() {
    let g = arena(&ruled("ALT_CORE_B_MU_21_C"), [7, 5, 5]);
    assert_eq!(g.outcome().expect("the game ended").winner, Some(P0));
}

/// Kaibara, Asgarthan Leviathan — Q: What happens if a Gigantic Character is played during
/// the tiebreaker? A: Its statistics are counted twice. CR 7.4.4.m: 6/6/6 counts 12/12/12
/// against 8/8/8.
#[test]
fn kaibara_asgarthan_leviathan_ruling_gigantic_statistics_count_twice_in_tiebreakers() {
    let g = arena(&ruled("ALT_CORE_B_BR_24_R2"), [8, 8, 8]);
    assert_eq!(g.outcome().expect("the game ended").winner, Some(P0));
}

/// Monolith Archivist — Q: What happens if it is played in the Arena (during a tiebreaker)?
/// A: Expeditions can't move in the Arena, so Defender isn't a drawback anymore.
/// CR 4.3.d/e, 7.4.2.
#[test]
fn monolith_archivist_ruling_defender_is_no_drawback_in_the_arena() {
    let g = arena(&ruled("ALT_CORE_B_OR_10_R1"), [2, 2, 2]);
    assert_eq!(g.outcome().expect("the game ended").winner, Some(P0));
}

/// Verdantback — Q: What happens if Verdantback is played in the Arena (during a
/// tie-breaker)? A: Defender isn't a drawback anymore. CR 4.3.d/e, 7.4.2.
#[test]
fn verdantback_ruling_defender_is_no_drawback_in_the_arena() {
    let g = arena(&ruled("ALT_CORE_B_MU_19_R1"), [3, 3, 3]);
    assert_eq!(g.outcome().expect("the game ended").winner, Some(P0));
}

/// Gulrang & Tocsin — Q: What happens if my tokens are Defender during a tie-breaker? A: In
/// the Arena, Expeditions can't move, so Defender isn't a drawback anymore. CR 4.3.d/e,
/// 7.4.2.
#[test]
fn gulrang_and_tocsin_ruling_defender_tokens_are_no_drawback_in_the_arena() {
    use altered_interpreter::KeywordAbility::Defender;
    let mut sc = Scenario::new();
    sc.card(&ruled(GULRANG_AND_TOCSIN), P0, Zone::HeroZone(P0));
    let recruit = sc.card(&ruled(ORDIS_RECRUIT), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(recruit, 2);
    sc.card(&character("Theirs", 1, [2, 2, 2]), P1, Zone::Expedition(P1, Side::Hero));
    let g = in_the_arena(sc);
    assert!(
        g.state().has_keyword(recruit, Defender),
        "a Boosted token, fewer than eight orbs"
    );
    let o = g.outcome().expect("the game ended");
    assert!(o.tiebreakers);
    assert_eq!(o.winner, Some(P0), "3/3/3 against 2/2/2");
}

/// Gulrang & Tocsin — Q: If a Character is both Gigantic and Defender, for example because I
/// control both Atlas (Rare, Ordis version) and Gulrang & Tocsin, what happens? A: "My
/// Expedition", for a Gigantic Character, means "my Expeditions": a Defender, Gigantic
/// Character prevents both of its Expeditions from moving forward. CR 7.4.4.f, 7.4.2.b.
#[test]
fn gulrang_and_tocsin_ruling_a_gigantic_defender_token_holds_back_both_expeditions() {
    for with_atlas in [true, false] {
        let mut sc = Scenario::new();
        sc.card(&ruled(GULRANG_AND_TOCSIN), P0, Zone::HeroZone(P0));
        let recruit = sc.card(&ruled(ORDIS_RECRUIT), P0, Zone::Expedition(P0, Side::Hero));
        sc.boosts(recruit, 1);
        let other = if with_atlas {
            ruled("ALT_CORE_B_BR_20_R2")
        } else {
            character("Other", 1, [1, 1, 1])
        };
        sc.card(&other, P0, Zone::Expedition(P0, Side::Companion));
        let g = at(sc, Step::Dusk, Phase::Afternoon);
        let moved: Vec<Side> = g
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::ExpeditionMoved { player: P0, side, .. } => Some(*side),
                _ => None,
            })
            .collect();
        let expected = if with_atlas { vec![] } else { vec![Side::Companion] };
        assert_eq!(moved, expected, "with Atlas: {with_atlas}");
    }
}

/// Ordis Attorney — Q: What happens during tie-breaker if Ordis Attorney is in my
/// Expedition, but neither player wins and there's a second tiebreaker Day? A: Expeditions
/// don't move in the Arena, so its Expedition cannot "fail to move forward": it has no
/// effect. CR 4.3.d, 7.5.7.
#[test]
fn ordis_attorney_ruling_no_expedition_fails_to_move_forward_in_the_arena() {
    let mut sc = Scenario::new();
    sc.cards(&filler(), P0, Zone::Deck(P0), 1);
    let attorney = sc.card(&ruled("ALT_CORE_B_OR_16_C"), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("Theirs", 1, [2, 3, 3]), P1, Zone::Expedition(P1, Side::Hero));
    let g = in_the_arena(sc);
    assert_eq!(g.outcome().expect("stopped").winner, None, "all tied: no winner");
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == attorney)));
    assert_eq!(g.state().count(Zone::Hand(P0)), 0, "no card drawn");
}

/// Small Step, Giant Leap played in the Arena on player 0's Hero Expedition: nothing moves.
fn small_step_in_the_arena(small_step: &str) {
    let mut sc = position(6, 0);
    let leap = sc.card(&ruled(small_step), P0, Zone::Hand(P0));
    let a = sc.state_mut().adventure_mut();
    a.regions[0].card = RegionCard::Arena;
    a.len = 1;
    for p in [P0, P1] {
        sc.state_mut().player_mut(p).markers = [0, 0];
    }
    let mut g = start(sc);
    play(&mut g, leap, None);
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Hero,
        }
    });
    settled(&g);
    assert_eq!(g.state().player(P0).markers, [0, 0]);
    assert!(!g.events().iter().any(|e| matches!(e, Event::ExpeditionMoved { .. })));
}

/// Small Step, Giant Leap — Q: What happens if it is played during the tiebreaker? A: In the
/// Arena, Expeditions can't move forward nor backwards: the effect is irrelevant.
/// CR 4.3.d, 7.3.22.e.
#[test]
fn small_step_giant_leap_ruling_nothing_moves_in_the_arena() {
    small_step_in_the_arena(SMALL_STEP_LYRA);
}

/// Small Step, Giant Leap (Yzmir) — Q: What happens if it is played during the tiebreaker?
/// A: In the Arena, Expeditions can't move: the effect is irrelevant. CR 7.3.22.e.
#[test]
fn small_step_giant_leap_yzmir_ruling_nothing_moves_in_the_arena() {
    small_step_in_the_arena(SMALL_STEP_YZMIR);
}

/// Grand Endeavor — Q: What is its effect in the Arena? A: Expeditions can't move forward
/// nor backwards there: the effect is irrelevant. CR 4.3.d, 7.3.22.e.
#[test]
fn grand_endeavor_ruling_nothing_moves_in_the_arena() {
    let mut sc = position(0, 0);
    sc.card(&ruled("ALT_CORE_B_OR_29_R1"), P0, Zone::Landmarks(P0));
    let a = sc.state_mut().adventure_mut();
    a.regions[0].card = RegionCard::Arena;
    a.len = 1;
    for p in [P0, P1] {
        sc.state_mut().player_mut(p).markers = [0, 0];
    }
    let mut g = at(sc, Step::Noon, Phase::Morning);
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Hero,
        }
    });
    settled(&g);
    assert_eq!(g.state().player(P0).markers, [0, 0]);
    assert!(!g.events().iter().any(|e| matches!(e, Event::ExpeditionMoved { .. })));
}

/// Monolith Legate — Q: What is its effect during a tie-breaker round in the Arena? A: An
/// Expedition cannot "fail to move forward" in the Arena: the effect is irrelevant.
/// CR 4.3.d, 7.5.7.
#[test]
fn monolith_legate_ruling_no_expedition_fails_to_move_forward_in_the_arena() {
    let mut sc = Scenario::new();
    let legate = sc.card(&ruled("ALT_CORE_B_OR_08_C"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs", 1, [2, 1, 2]), P1, Zone::Reserve(P1));
    sc.card(&character("Tied", 1, [2, 1, 2]), P1, Zone::Expedition(P1, Side::Hero));
    let g = in_the_arena(sc);
    assert_eq!(g.outcome().expect("stopped").winner, None, "all tied: no winner");
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == legate)));
    assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1), "no Sabotage");
}

/// Monolith Legate — Q: What does "after Rest" mean? A: After Characters have returned to
/// Reserve, but before the Clean-Up. CR 4.2.5.b/c: a Character that rested can be
/// sabotaged.
#[test]
fn monolith_legate_ruling_sabotage_after_rest_sees_the_rested_characters() {
    let mut sc = Scenario::new();
    sc.card(&ruled("ALT_CORE_B_OR_08_C"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs", 1, [5, 5, 5]), P1, Zone::Expedition(P1, Side::Hero));
    sc.cards(&filler(), P1, Zone::Deck(P1), 4); // so that the Discard pile is not reshuffled
    let mut g = at(sc, Step::Dusk, Phase::Afternoon);
    // Player 1's Hero Expedition moved forward, player 0's failed to: Rest sends player 1's
    // Character to Reserve, then the Sabotage may discard it.
    assert_eq!(g.state().phase(), Phase::Night);
    assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1), "Rest happened");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
    let ev = g.events();
    let night = ev.iter().position(|e| *e == Event::Phase(Phase::Night)).unwrap();
    let discarded = ev
        .iter()
        .position(|e| matches!(e, Event::Moved { card, to: Zone::Discard(_), .. } if *card == theirs))
        .unwrap();
    assert!(night < discarded, "after Rest, at Night");
}

/// Brassbug Hub — Q: What happens to the counters when the card leaves the Landmark zone?
/// A: All counters disappear, whether it is sent to Reserve, hand, deck, or discard.
/// CR 2.5.k, 1.4.4.
#[test]
fn brassbug_hub_ruling_counters_disappear_when_it_leaves() {
    let mut sc = position(7, 0);
    let hub = sc.card(&ruled("ALT_CORE_B_AX_24_R1"), P0, Zone::Landmarks(P0));
    sc.counters(hub, "Kelon", 3);
    let blast = sc.card(&ruled("ALT_CORE_B_YZ_27_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, blast, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(hub));
    settled(&g);
    assert_eq!(g.state().card(hub).zone, Zone::Discard(P0));
    assert_eq!(g.state().counter(hub, "Kelon"), 0);
}

/// Two Ouroboros Inkcasters go to Reserve together at Rest; each may return the other.
fn inkcasters_return_each_other(inkcaster: &str) {
    let ink = ruled(inkcaster);
    let mut sc = Scenario::new();
    let a = sc.card(&ink, P0, Zone::Expedition(P0, Side::Hero));
    let b = sc.card(&ink, P0, Zone::Expedition(P0, Side::Hero));
    sc.state_mut().player_mut(P0).moved_forward = [true, false];
    let mut g = at(sc, Step::Night, Phase::Dusk);
    assert_eq!(g.state().card(a).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(b).zone, Zone::Reserve(P0));
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == a),
    );
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(b));
    assert_eq!(g.state().card(b).zone, Zone::Hand(P0));
    // The second reaction is still pending although its card left the Reserve.
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(a));
    assert_eq!(g.state().card(a).zone, Zone::Hand(P0));
}

/// Ouroboros Inkcaster — Q: When 2 Ouroboros Inkcasters go to Reserve at the same time, can
/// they send each other back to hand? A: Yes: both trigger as they leave the Expedition
/// zone, resolve in the order of your choice, and the second's effect is still pending
/// after its card returned to hand. CR 6.3.e, 6.3.h, 4.4.b.
#[test]
fn ouroboros_inkcaster_ruling_two_inkcasters_return_each_other() {
    inkcasters_return_each_other("ALT_CORE_B_LY_10_R2");
}

/// Ouroboros Inkcaster (Lyra) — Q: When 2 Ouroboros Inkcasters go to Reserve at the same
/// time, can they send each other back to hand? A: Yes. CR 6.3.e, 6.3.h, 4.4.b.
#[test]
fn ouroboros_inkcaster_lyra_ruling_two_inkcasters_return_each_other() {
    inkcasters_return_each_other("ALT_CORE_B_LY_10_R1");
}

/// Atlas (Ordis) — Q: If a Character is both Gigantic and Defender, what happens? A: "My
/// Expedition", for a Gigantic Character, means "my Expeditions": a Gigantic Defender
/// prevents both of its Expeditions from moving forward. CR 7.4.4.f, 7.4.2.b; Atlas makes
/// the Defender token Gigantic.
#[test]
fn atlas_ruling_a_gigantic_defender_holds_back_both_expeditions() {
    let guard = written("Token — Soldier", "Defender.\n");
    for with_atlas in [true, false] {
        let mut sc = Scenario::new();
        sc.card(&guard, P0, Zone::Expedition(P0, Side::Hero));
        let other = if with_atlas {
            ruled("ALT_CORE_B_BR_20_R2")
        } else {
            character("Other", 1, [1, 1, 1])
        };
        sc.card(&other, P0, Zone::Expedition(P0, Side::Companion));
        let g = at(sc, Step::Dusk, Phase::Afternoon);
        let moved: Vec<Side> = g
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::ExpeditionMoved { player: P0, side, .. } => Some(*side),
                _ => None,
            })
            .collect();
        let expected = if with_atlas { vec![] } else { vec![Side::Companion] };
        assert_eq!(moved, expected, "with Atlas: {with_atlas}");
    }
}

/// Celebration Day — Q: Does it prevent an Expedition from moving through special effects
/// such as Small Step, Giant Leap? A: If an effect tells you to do something and another
/// tells you that you cannot, the negative effect wins. CR 1.4.1.a.
#[test]
fn celebration_day_ruling_effects_cannot_move_expeditions_forward_either() {
    celebration_day_stops(SMALL_STEP_LYRA);
}

const SMALL_STEP_LYRA: &str = "ALT_CORE_B_YZ_25_R2";
const SMALL_STEP_YZMIR: &str = "ALT_CORE_B_YZ_25_C";

/// Celebration Day ("Expeditions can't move forward this Day") then Small Step, Giant Leap
/// on player 0's Hero Expedition: it stays; without Celebration Day, it moves.
fn celebration_day_stops(small_step: &str) {
    for celebrate in [true, false] {
        let mut sc = position(14, 0);
        let day = sc.card(&ruled("ALT_CORE_B_OR_27_R2"), P0, Zone::Hand(P0));
        let leap = sc.card(&ruled(small_step), P0, Zone::Hand(P0));
        let mut g = start(sc);
        if celebrate {
            play(&mut g, day, None);
            settled(&g);
        }
        play(&mut g, leap, None);
        choose(&mut g, DecisionKind::ChooseExpedition, |o| {
            *o == Opt::Expedition {
                player: P0,
                side: Side::Hero,
            }
        });
        settled(&g);
        let expected = if celebrate { 0 } else { 1 };
        assert_eq!(
            g.state().player(P0).markers[0],
            expected,
            "Celebration Day: {celebrate}"
        );
    }
}

/// Small Step, Giant Leap — Q: Can Celebration Day stop Small Step, Giant Leap? A: Yes: the
/// negative effect wins; played on that Expedition during that Day, it has no effect.
/// CR 1.4.1.a.
#[test]
fn small_step_giant_leap_ruling_celebration_day_stops_it() {
    celebration_day_stops(SMALL_STEP_LYRA);
}

/// Small Step, Giant Leap (Yzmir) — Q: Can "Celebration Day" stop "Small Step, Giant Leap"?
/// A: Yes. CR 1.4.1.a.
#[test]
fn small_step_giant_leap_yzmir_ruling_celebration_day_stops_it() {
    celebration_day_stops(SMALL_STEP_YZMIR);
}

// --- Rulings of cards that run since the rulings list (docs/rulings.md) ---

/// Answers the decisions of the running effects until player 0's next turn (or any other
/// decision kind, which the caller then answers): `may` with `yes`, an object choice with
/// the first of `picks` offered (else skipping when allowed), Reactions in the order offered,
/// Expeditions with the decider's Hero Expedition.
fn resolve(g: &mut Game, yes: bool, picks: &[CardId]) {
    while let Some(d) = g.pending().cloned() {
        match d.kind {
            DecisionKind::May => choose(g, d.kind, |o| *o == if yes { Opt::Yes } else { Opt::No }),
            DecisionKind::ChooseObject => {
                let pick = d
                    .options
                    .iter()
                    .position(|o| matches!(o, Opt::Card(c) if picks.contains(c)));
                let i = pick
                    .or_else(|| d.options.iter().position(|o| *o == Opt::Skip))
                    .unwrap_or_else(|| panic!("no pick offered: {d:?}"));
                g.submit(Choice::one(d.player, i)).unwrap();
            }
            DecisionKind::ChooseReaction | DecisionKind::ChooseExpedition => into_hero_expeditions(g),
            _ => break,
        }
    }
}

/// A Landmark that draws a card when it joins (its `etb` ability).
fn drawing_landmark() -> Arc<CardDef> {
    written("Landmark Permanent — Site", "etb Draw a card.\n")
}

const ANUBIS: &str = "ALT_CORE_B_OR_20_C";

/// Anubis — Q: Can I play Anubis if I have no Characters in my Expeditions? A: Yes, but you
/// will sacrifice Anubis. CR 7.3.31.a (each player sacrifices a Character they control): by
/// then Anubis is player 0's only Character.
#[test]
fn anubis_ruling_playable_without_characters_and_sacrifices_itself() {
    let mut sc = position(5, 0);
    let anubis = sc.card(&ruled(ANUBIS), P0, Zone::Hand(P0));
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    assert!(offered(&g, |o| matches!(o, Opt::Play { card, .. } if *card == anubis)));
    play(&mut g, anubis, Some(Side::Hero));
    resolve(&mut g, true, &[anubis, theirs]);
    settled(&g);
    assert_eq!(g.state().card(anubis).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
}

/// Anubis — Q: Who chooses first the Character to sacrifice? A: When a single effect requires
/// every player to choose at the same moment, the controller of the effect chooses first,
/// then turn order. CR 6.1.h, 1.4.5.a: here player 1 is the first player, but it is player
/// 0's turn and effect, and player 0 chooses first.
#[test]
fn anubis_ruling_its_controller_chooses_first() {
    let mut sc = position(5, 0);
    let anubis = sc.card(&ruled(ANUBIS), P0, Zone::Hand(P0));
    let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Companion));
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut st = sc.build();
    st.set_first_player(P1);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    play(&mut g, anubis, Some(Side::Hero));
    let d = g.pending().unwrap().clone();
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P0), "{d:?}");
    choose(&mut g, d.kind, |o| *o == Opt::Card(mine));
    let d = g.pending().unwrap().clone();
    assert_eq!((d.kind, d.player), (DecisionKind::ChooseObject, P1), "{d:?}");
    choose(&mut g, d.kind, |o| *o == Opt::Card(theirs));
    assert_eq!(g.state().card(mine).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(theirs).zone, Zone::Discard(P1));
    assert_eq!(g.state().card(anubis).zone, Zone::Expedition(P0, Side::Hero));
}

/// Activates the `etb` abilities of a Landmark through `how`, and checks that it drew.
fn activates_the_landmarks_etb(how: impl FnOnce(&mut Scenario) -> Box<dyn FnOnce(&mut Game)>) {
    let mut sc = position(5, 1);
    let site = sc.card(&drawing_landmark(), P0, Zone::Landmarks(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let act = how(&mut sc);
    let mut g = start(sc);
    act(&mut g);
    resolve(&mut g, true, &[site]);
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Hand(P0), "the Landmark's etb drew");
}

/// Dr. Frankenstein — Q: Did the wording of this card change? A: "activate the {j} triggers
/// of target Permanent you control" now reads "activate the {j} abilities": the same
/// meaning. CR 7.5.1.b, 7.3.1.b: played from Reserve, he activates a Landmark's etb.
#[test]
fn dr_frankenstein_ruling_activates_the_etb_abilities_of_a_permanent() {
    activates_the_landmarks_etb(|sc| {
        let doctor = sc.card(&ruled("ALT_CORE_B_AX_17_C"), P0, Zone::Reserve(P0));
        Box::new(move |g| play_from_reserve(g, doctor, Some(Side::Hero)))
    });
}

/// Inari (Axiom) — Q: Did the wording of this card change? A: "{D}: Activate the {j}
/// triggers" now reads "the {j} abilities" of target Permanent you control: the same
/// meaning. CR 7.5.1.b, 2.2.12.i (a support quick action from Reserve).
#[test]
fn inari_ruling_support_activates_the_etb_abilities_of_a_permanent() {
    activates_the_landmarks_etb(|sc| {
        let inari = sc.card(&ruled("ALT_CORE_B_MU_11_R2"), P0, Zone::Reserve(P0));
        Box::new(move |g| {
            choose(
                g,
                DecisionKind::Turn,
                |o| matches!(o, Opt::Quick { card, .. } if *card == inari),
            );
            assert_eq!(g.state().card(inari).zone, Zone::Discard(P0), "discarded to do it");
        })
    });
}

/// Jian, Assembly Overseer (Rare) — Q: Did the wording of this card change? A: "{D}:
/// Activate the {j} triggers" now reads "the {j} abilities": the same meaning. CR 7.5.1.b.
#[test]
fn jian_assembly_overseer_ruling_support_activates_the_etb_abilities_of_a_permanent() {
    activates_the_landmarks_etb(|sc| {
        let jian = sc.card(&ruled("ALT_CORE_B_AX_10_R1"), P0, Zone::Reserve(P0));
        Box::new(move |g| {
            choose(
                g,
                DecisionKind::Turn,
                |o| matches!(o, Opt::Quick { card, .. } if *card == jian),
            );
        })
    });
}

/// Mechanical Training — Q: Did the wording of this card change? A: "Activate the {j}
/// triggers" now reads "the {j} abilities" of target Permanent you control. CR 7.5.1.b.
#[test]
fn mechanical_training_ruling_activates_the_etb_abilities_of_a_permanent() {
    activates_the_landmarks_etb(|sc| {
        let spell = sc.card(&ruled("ALT_CORE_B_AX_22_C"), P0, Zone::Hand(P0));
        Box::new(move |g| play(g, spell, None))
    });
}

/// A Landmark whose phase reaction takes a boost from target Character.
fn unbooster(phase: &str) -> Arc<CardDef> {
    written(
        "Landmark Permanent — Site",
        &format!("At {phase} | Target Character loses 1 boost.\n"),
    )
}

/// `card` starts Dusk with 3 boosts; another At Dusk Reaction takes one first. The card's
/// reaction was activated at the beginning of Dusk, and finds 2 boosts when it resolves.
fn three_boosts_at_dusk_then_two(reference: &str) -> Game {
    let mut sc = position(0, 2);
    let card = sc.card(&ruled(reference), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(card, 3);
    let thief = sc.card(&unbooster("Dusk"), P0, Zone::Landmarks(P0));
    let mut g = at(sc, Step::Dusk, Phase::Afternoon);
    boost_first_at_dusk(&mut g, thief, card);
    assert_eq!(reactions_played(&g, card), 1, "activated at Dusk whatever its boosts");
    g
}

/// Kadigiran Mage-Dancer (Rare) — Q: Did the wording of this card change? A: "At Dusk, if I
/// have 3 or more boosts — …" now reads "At Dusk — If I have 3 or more boosts, …": the
/// number of boosts is checked when the effect resolves. CR 1.2.6.e: with 3 boosts at the
/// beginning of Dusk but 2 when it resolves, it draws nothing.
#[test]
fn kadigiran_mage_dancer_ruling_the_boosts_are_checked_on_resolution_only() {
    let g = three_boosts_at_dusk_then_two("ALT_CORE_B_YZ_07_R1");
    assert_eq!(drew_before_night(&g), 0);
}

/// Red (Rare) — Q: Did the wording of this card change? A: "At Dusk, if I have 3 or more
/// boosts — Draw a card" now reads "At Dusk — If I have 3 or more boosts, draw a card".
/// CR 1.2.6.e: the condition is read on resolution.
#[test]
fn red_ruling_the_boosts_are_checked_on_resolution_only() {
    let g = three_boosts_at_dusk_then_two("ALT_CORE_B_BR_10_R1");
    assert_eq!(drew_before_night(&g), 0);
}

/// Spindle Harvesters — Q: Did the wording of this card change? A: The Rare's "At Noon, if
/// I have 2 or more boosts — Resupply" now reads "At Noon — If I have 2 or more boosts,
/// Resupply". CR 1.2.6.e: with 2 boosts at the beginning of Noon but 1 when it resolves, it
/// does not Resupply. (The ruling is filed under the Yzmir printing, which has no such
/// ability; the Rare is the card it speaks of.)
#[test]
fn spindle_harvesters_ruling_the_boosts_are_checked_on_resolution_only() {
    let mut sc = position(0, 2);
    let harvesters = sc.card(&ruled("ALT_CORE_B_MU_06_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(harvesters, 2);
    let thief = sc.card(&unbooster("Noon"), P0, Zone::Landmarks(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let mut g = at(sc, Step::Noon, Phase::Morning);
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == thief),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(harvesters));
    settled(&g);
    assert_eq!(g.state().card(harvesters).boosts, 1);
    assert_eq!(reactions_played(&g, harvesters), 1);
    assert_eq!(g.state().card(top).zone, Zone::Deck(P0), "no Resupply");
}

/// Kojo & Booda — Q: Did the wording of this card change? A: "At Noon, if you are the first
/// player — Create …" now reads "At Noon — If you are the first player, create …". CR 4.2.b,
/// 1.2.6.e: the reaction is activated at every Noon and creates the token only when its
/// controller is the first player.
#[test]
fn kojo_and_booda_ruling_the_first_player_is_checked_on_resolution() {
    for first in [P0, P1] {
        let mut sc = position(0, 2);
        let hero = sc.card(&ruled("ALT_CORE_B_BR_01_C"), P0, Zone::HeroZone(P0));
        let mut st = sc.build();
        st.set_first_player(first);
        st.set_step(Step::Noon, Phase::Morning);
        let g = Game::from_state(st);
        assert_eq!(reactions_played(&g, hero), 1, "first player {first:?}");
        let made = tokens(&g, P0);
        assert_eq!(made.len(), usize::from(first == P0), "first player {first:?}");
        for t in made {
            assert_eq!(g.state().card(t).zone, Zone::Expedition(P0, Side::Companion));
        }
    }
}

/// Sets every region face up, Forest only in region 3: player 1's two Expeditions are there
/// (markers are region indices), player 0's are in regions 1 and 6.
fn forest_only_where_player_1_is(sc: &mut Scenario) {
    let a = sc.state_mut().adventure_mut();
    for (i, r) in a.regions.iter_mut().enumerate() {
        r.face_up = true;
        r.terrains = if i == 3 {
            Terrains::ALL
        } else {
            Terrains([false, true, true])
        };
    }
    sc.state_mut().player_mut(P0).markers = [1, 6];
    sc.state_mut().player_mut(P1).markers = [3, 3];
}

/// Leshy — Q: Do the Expeditions of my opponent count towards the power of Leshy? A: Yes. In
/// a 1vs1 game there can be up to 4 Expeditions in forest. CR 7.5.8.a: "per Expedition in
/// forest" counts every player's.
#[test]
fn leshy_ruling_the_opponents_expeditions_count() {
    let mut sc = position(5, 0);
    forest_only_where_player_1_is(&mut sc);
    let leshy = sc.card(&ruled("ALT_ALIZE_B_MU_38_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, leshy, Some(Side::Hero));
    resolve(&mut g, true, &[]);
    settled(&g);
    assert_eq!(g.state().card(leshy).boosts, 2, "player 1's two Expeditions in forest");
}

/// Leshy — Q: During a tiebreaker day, how many Expeditions are in Forest? A: In a 1vs1
/// game there are 4 Expeditions in the Arena, which has Forest, Water and Mountain. CR 4.3.d.
#[test]
fn leshy_ruling_four_expeditions_are_in_forest_in_the_arena() {
    let mut sc = position(5, 0);
    let leshy = sc.card(&ruled("ALT_ALIZE_B_MU_38_C"), P0, Zone::Hand(P0));
    let a = sc.state_mut().adventure_mut();
    a.regions[0].card = RegionCard::Arena;
    a.regions[0].terrains = Terrains::ALL;
    a.regions[0].face_up = true;
    a.len = 1;
    for p in [P0, P1] {
        sc.state_mut().player_mut(p).markers = [0, 0];
    }
    let mut g = start(sc);
    play(&mut g, leshy, Some(Side::Hero));
    resolve(&mut g, true, &[]);
    settled(&g);
    assert_eq!(g.state().card(leshy).boosts, 4);
}

const MANA_CONVERGENCE: &str = "ALT_CORE_B_NE_01_C";

/// Mana Convergence — Q: What happens if a Mana Convergence somehow ends up in Reserve? A:
/// Nothing special. It cannot be played, but can still be discarded during Clean-Up or
/// through another effect. CR 1.4.1.a ("I can't be played"), 4.2.5.c.
#[test]
fn mana_convergence_ruling_in_reserve_it_cannot_be_played_but_is_discarded() {
    let mut sc = position(9, 4);
    let mc = sc.card(&ruled(MANA_CONVERGENCE), P0, Zone::Reserve(P0));
    let kept = sc.cards(&free("Kept"), P0, Zone::Reserve(P0), 2);
    let g = start(sc);
    assert!(!offered(&g, |o| matches!(o, Opt::Play { card, .. } if *card == mc)));
    let mut st = g.state().clone();
    st.set_step(Step::Night, Phase::Dusk);
    let mut g = Game::from_state(st);
    let d = g.pending().expect("Clean-up").clone();
    assert_eq!((d.kind, d.picks), (DecisionKind::KeepInReserve, 2), "{d:?}");
    let picks = kept
        .iter()
        .map(|k| d.options.iter().position(|o| *o == Opt::Card(*k)).unwrap())
        .collect();
    g.submit(Choice { player: P0, picks }).unwrap();
    assert_eq!(g.state().card(mc).zone, Zone::Discard(P0));
}

/// Mana Convergence — Q: Can I choose Mana Convergence if an effect asks me to discard a card
/// or to put it in Reserve? A: Yes. CR 7.3.15: Lyra Skald's "You may discard a card from
/// your Reserve to Resupply" may discard it.
#[test]
fn mana_convergence_ruling_it_may_be_chosen_to_discard() {
    let mut sc = position(2, 1);
    let mc = sc.card(&ruled(MANA_CONVERGENCE), P0, Zone::Reserve(P0));
    let skald = sc.card(&ruled("ALT_CORE_B_LY_08_R2"), P0, Zone::Hand(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let mut g = start(sc);
    play(&mut g, skald, Some(Side::Hero));
    resolve(&mut g, true, &[mc]);
    settled(&g);
    assert_eq!(g.state().card(mc).zone, Zone::Discard(P0));
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P0), "then Resupply");
}

/// Ordis Recruit — Q: What are the differences between the two Ordis Recruits? A: Only the
/// gender of the Character and the illustration; no game effect. CR 2.2.1: both printings
/// are one card, with one name, type and statistics.
#[test]
fn ordis_recruit_ruling_the_two_recruits_are_the_same_card() {
    let a = ruled("ALT_CORE_B_OR_31_C");
    let b = ruled("ALT_CORE_B_OR_32_C");
    assert!(Arc::ptr_eq(&a, &b), "one definition for both printings");
    let c = ruled("ALT_COREKS_B_OR_32_C");
    assert!(Arc::ptr_eq(&a, &c));
}

/// Small Step, Giant Leap — Q: If I play it while my Expeditions are adjacent, do I win
/// immediately? A (ruling): As soon as the effect has fully resolved, yes. CR 4.2.5.d has
/// victory checked only at Night, after Rest: the engine follows the CR (docs/rulings.md):
/// the Expeditions meet, the game goes on through the Afternoon, and player 0 wins at Night.
#[test]
fn small_step_giant_leap_ruling_meeting_wins_at_the_check_of_victory() {
    let mut sc = position(6, 0);
    let leap = sc.card(&ruled(SMALL_STEP_YZMIR), P0, Zone::Hand(P0));
    sc.state_mut().player_mut(P0).markers = [3, 4]; // adjacent: distances 3 + 3
    let mut g = start(sc);
    play(&mut g, leap, None);
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Hero,
        }
    });
    settled(&g);
    assert_eq!(g.state().player(P0).markers, [4, 4], "the Expeditions met");
    assert!(g.outcome().is_none(), "not won during the Afternoon");
    choose(&mut g, DecisionKind::Turn, |o| *o == Opt::Pass);
    while let Some(d) = g.pending().cloned() {
        g.submit(Choice::one(d.player, 0)).unwrap();
    }
    assert_eq!(g.outcome().expect("over").winner, Some(P0));
}

/// Teamwork Training (Rare) — Q: If I create a token in my Expeditions with it, does it count
/// towards the X limit of Hand Cost? A: Yes. CR 6.1.c: the token is created in the first
/// step, and X is read when the second happens.
#[test]
fn teamwork_training_ruling_the_token_counts_towards_x() {
    let mut sc = position(3, 0);
    let spell = sc.card(&ruled("ALT_CORE_B_OR_24_R1"), P0, Zone::Hand(P0));
    sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs", 2, [2, 2, 2]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    into_hero_expeditions(&mut g);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(tokens(&g, P0).len(), 1);
    assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1), "X = 2");
}

/// The Foundry, Axiom Bastion — Q: Did the wording of this card change? A: "{T}: Activate the
/// {r} triggers of the next Character you play from your hand this turn" now reads "The
/// next Character you play from your hand this turn activates its {r} abilities (as if it
/// had been played from Reserve)". CR 7.5.1.b: the next Character from Hand gets its
/// `reserve` boosts, the one after it does not.
#[test]
fn the_foundry_axiom_bastion_ruling_the_next_character_activates_its_reserve_abilities() {
    let mut sc = position(4, 0);
    let foundry = sc.card(&ruled("ALT_CORE_B_AX_29_C"), P0, Zone::Landmarks(P0));
    let trainees = sc.cards(&ruled("ALT_CORE_B_BR_09_R1"), P0, Zone::Hand(P0), 2);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == foundry),
    );
    play(&mut g, trainees[0], Some(Side::Hero));
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().card(trainees[0]).boosts, 2);
    let mut st = g.state().clone();
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    play(&mut g, trainees[1], Some(Side::Hero));
    into_hero_expeditions(&mut g);
    assert_eq!(g.state().card(trainees[1]).boosts, 0, "only the next one");
}

/// The Kadigir makes player 0's next Spell free; `spell` targets player 1's Tough 1 Achilles.
/// CR 7.4.7 (remark): since CR 2.0, a Spell played for free still pays Tough costs.
fn kadigir_spell_on_a_tough_target(kadigir: &str, spell: &str, mode: Option<u8>) {
    let mut sc = position(1, 0);
    let bastion = sc.card(&ruled(kadigir), P0, Zone::Landmarks(P0));
    let spell = sc.card(&ruled(spell), P0, Zone::Hand(P0));
    let achilles = sc.card(&ruled(ACHILLES), P1, Zone::Expedition(P1, Side::Hero));
    sc.status(achilles, |s| s.fleeting = true);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == bastion),
    );
    play(&mut g, spell, None);
    if let Some(m) = mode {
        choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(m));
    }
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(achilles));
    resolve(&mut g, true, &[]);
    settled(&g);
    assert!(paid(&g, 1), "Tough 1 paid: {:?}", g.events());
    assert_eq!(g.state().ready_orbs(P0), 0);
    assert_ne!(g.state().card(achilles).zone, Zone::Expedition(P1, Side::Hero));
}

/// The Kadigir, Yzmir Bastion (Lyra) — Q: What happens if I use the Kadigir to cast a Spell
/// such as Cloth Cocoon on a Tough target? A (ruling): You cast it for free! CR 7.4.7's
/// remark says otherwise (a free Spell still pays Tough, since CR 2.0): the engine follows
/// the CR (docs/rulings.md). The Spell is free; the Tough 1 is paid.
#[test]
fn the_kadigir_yzmir_bastion_ruling_a_free_spell_still_pays_tough() {
    kadigir_spell_on_a_tough_target("ALT_CORE_B_YZ_30_R2", "ALT_CORE_B_LY_24_R2", Some(0));
}

/// The Kadigir, Yzmir Bastion — Q: What happens if I use the Kadigir to cast a Spell such as
/// Off You Go! or Kraken's Wrath on a Tough target? A (ruling): You cast it for free! The
/// engine follows CR 7.4.7's remark, as above: Kraken's Wrath is free, the Tough 1 is paid.
#[test]
fn the_kadigir_yzmir_bastion_ruling_a_free_krakens_wrath_still_pays_tough() {
    kadigir_spell_on_a_tough_target("ALT_CORE_B_YZ_30_C", "ALT_CORE_B_YZ_26_R1", None);
}

/// Thoth — Q: What does "after Rest" mean? A: After Characters have returned to Reserve, but
/// before the Clean-Up. CR 4.2.5.b/c: Thoth's Expedition fails to move forward; the two
/// Recruits are created after Rest, so they stay in the Expedition through the Night.
#[test]
fn thoth_ruling_tokens_created_after_rest_stay() {
    let mut sc = Scenario::new();
    sc.card(&ruled("ALT_CORE_B_OR_22_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&character("Theirs", 1, [5, 5, 5]), P1, Zone::Expedition(P1, Side::Hero));
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    st.set_day(1, 1); // the game stops after this Night, with the tokens where they are
    let mut g = Game::from_state(st);
    assert_eq!(g.state().card(theirs).zone, Zone::Reserve(P1), "Rest happened");
    into_hero_expeditions(&mut g);
    assert_eq!(tokens(&g, P0).len(), 2, "created after Rest, not rested");
    assert!(g.outcome().is_some(), "the last day ended with the tokens in play");
}

/// Thoth — Q: What happens during tie-breaker if Thoth is in my Expedition, but neither player
/// wins and there's a second tiebreaker Day? A: Expeditions don't move in the Arena and
/// cannot "fail to move forward": no token. CR 4.3.d, 7.5.7.
#[test]
fn thoth_ruling_no_expedition_fails_to_move_forward_in_the_arena() {
    let mut sc = Scenario::new();
    sc.cards(&filler(), P0, Zone::Deck(P0), 1);
    let thoth = sc.card(&ruled("ALT_CORE_B_OR_22_R1"), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("Theirs", 1, [3, 3, 2]), P1, Zone::Expedition(P1, Side::Hero));
    let g = in_the_arena(sc);
    assert_eq!(g.outcome().expect("stopped").winner, None, "all tied: no winner");
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ReactionCreated { card, .. } if *card == thoth)));
    assert!(tokens(&g, P0).is_empty());
}

/// Waru & Mack — Q: If I have two Bureaucrats in my Expeditions at Noon, do I get several
/// Ordis Recruits? A: No. CR 6.3: Waru & Mack reacts to playing a Bureaucrat, and nothing
/// of theirs reacts to Noon; two Bureaucrats at Noon create no Recruit.
#[test]
fn waru_and_mack_ruling_two_bureaucrats_at_noon_make_no_recruits() {
    let mut sc = position(0, 2);
    sc.card(&ruled("ALT_CORE_B_OR_02_C"), P0, Zone::HeroZone(P0));
    let bureaucrat = ruled("ALT_BISE_B_OR_52_C");
    sc.cards(&bureaucrat, P0, Zone::Expedition(P0, Side::Hero), 2);
    let g = at(sc, Step::Noon, Phase::Morning);
    assert!(tokens(&g, P0).is_empty());
}

/// Frozen Reprocessor — Q: Does "Exhausted Resupply" count as Resupply (for effects such as
/// Quetzalcoatl)? A: Yes. CR 7.3.13.a: its At Noon Exhausted Resupply makes player 1's
/// Quetzalcóatl react. (Its passive about Clean-up, not run yet, plays no part here.)
#[test]
fn frozen_reprocessor_ruling_exhausted_resupply_counts_as_resupply() {
    let (mut sc, q) = against_quetzalcoatl(0, 2);
    sc.card(&ruled("ALT_ALIZE_B_AX_45_C"), P0, Zone::Landmarks(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let mut g = at(sc, Step::Noon, Phase::Morning);
    into_hero_expeditions(&mut g);
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P0));
    assert!(g.state().card(top).status.exhausted);
    assert_eq!(reactions_played(&g, q), 1);
    assert_eq!(tokens(&g, P1).len(), 1, "Quetzalcóatl's Recruit");
}

/// Nyala, Gifted Conjurer (Rare) — Q: Does "Exhausted Resupply" count as Resupply? A: Yes.
/// CR 7.3.13.a: her `hand` Exhausted Resupply makes player 1's Quetzalcóatl react. (Her
/// Exchange, not run yet, is another ability.)
#[test]
fn nyala_gifted_conjurer_ruling_exhausted_resupply_counts_as_resupply() {
    let (mut sc, q) = against_quetzalcoatl(3, 2);
    let nyala = sc.card(&ruled("ALT_ALIZE_B_LY_34_R1"), P0, Zone::Hand(P0));
    let top = *sc.state_mut().player(P0).deck.last().unwrap();
    let mut g = start(sc);
    play(&mut g, nyala, Some(Side::Hero));
    resolve(&mut g, true, &[]);
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P0));
    assert!(g.state().card(top).status.exhausted);
    assert_eq!(reactions_played(&g, q), 1);
    assert_eq!(tokens(&g, P1).len(), 1);
}

/// The Kraken — Q: Can I play the Kraken if I have no Characters in my Expeditions? A: Yes,
/// but you will sacrifice the Kraken. CR 7.3.31.a, 1.2.6.f: "Sacrifice two Characters" with
/// only the Kraken sacrifices it, and as much as can be done is done.
#[test]
fn the_kraken_ruling_playable_without_characters_and_sacrifices_itself() {
    let mut sc = position(7, 0);
    let kraken = sc.card(&ruled("ALT_CORE_B_YZ_17_C"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert!(offered(&g, |o| matches!(o, Opt::Play { card, .. } if *card == kraken)));
    play(&mut g, kraken, Some(Side::Hero));
    resolve(&mut g, true, &[kraken]);
    settled(&g);
    assert_eq!(g.state().card(kraken).zone, Zone::Discard(P0));
}

// --- Playing a card in the middle of an effect (CR 5.2.b, 7.3.29) ---

const COPPELIA: &str = "ALT_CORE_B_AX_14_R1";

/// A Landmark that draws a card when its controller plays a `what`.
fn watcher(what: &str) -> Arc<CardDef> {
    written(
        "Landmark Permanent — Site",
        &format!("When you play a {what} | Draw a card.\n"),
    )
}

/// A free Character that boosts itself when it joins.
fn self_booster() -> Arc<CardDef> {
    written("Character — Soldier", "etb I gain 1 boost.\n")
}

/// The cards whose Reactions a `ChooseReaction` decision offers.
fn offered_reactions(g: &Game) -> Vec<CardId> {
    options(g, DecisionKind::ChooseReaction)
        .iter()
        .filter_map(|o| match o {
            Opt::Reaction { card, .. } => Some(*card),
            _ => None,
        })
        .collect()
}

/// Eros — Q: In which order are the effects triggered by playing Eros and by playing the
/// Character thanks to Eros's effect resolved? A: Eros is played; the effects it triggers
/// join Limbo; the active player resolves them in the order of their choice; when Eros's
/// effect resolves, the second Character is played and the effects it triggers join Limbo;
/// the active player may then resolve any of theirs, including those. CR 4.4.b-c, 5.2.b
/// (remark).
#[test]
fn eros_ruling_the_second_characters_reactions_join_those_in_limbo() {
    let mut sc = position(9, 3);
    let eros = sc.card(&ruled("ALT_ALIZE_B_BR_40_C"), P0, Zone::Hand(P0));
    let watch = sc.card(&watcher("Character"), P0, Zone::Landmarks(P0));
    let second = sc.card(&self_booster(), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, eros, Some(Side::Hero));
    let first = offered_reactions(&g);
    assert!(first.contains(&eros) && first.contains(&watch), "{first:?}");
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == eros),
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == second),
    );
    // Eros's effect is over: the watcher's reaction to Eros is still waiting, beside the
    // two the second Character triggered; player 0 picks the second Character's first.
    let now = offered_reactions(&g);
    assert!(now.contains(&second), "{now:?}");
    assert_eq!(now.iter().filter(|c| **c == watch).count(), 2, "{now:?}");
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == second),
    );
    assert_eq!(g.state().card(second).boosts, 1);
    resolve(&mut g, true, &[]);
    settled(&g);
    assert_eq!(g.state().count(Zone::Hand(P0)), 1 + 2, "the Spare and two draws");
}

/// Mana Flare — Q: If I play a Character with a {j} ability using Mana Flare, while I have
/// an effect triggered by playing a Spell, in which order do I resolve them? A: First you
/// finish resolving the Spell (playing the Character); then you resolve all the reactions
/// triggered by playing the Spell and the Character, in the order of your choice. CR 5.1.2.i,
/// 4.4.b.
#[test]
fn mana_flare_ruling_the_spell_resolves_then_both_reactions_in_any_order() {
    let mut sc = position(4, 2);
    let flare = sc.card(&ruled("ALT_ALIZE_B_BR_41_C"), P0, Zone::Hand(P0));
    let watch = sc.card(&watcher("Spell"), P0, Zone::Landmarks(P0));
    let second = sc.card(&self_booster(), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, flare, None);
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == second),
    );
    assert_eq!(g.state().card(flare).zone, Zone::Discard(P0), "the Spell has resolved");
    let now = offered_reactions(&g);
    assert!(now.contains(&watch) && now.contains(&second), "{now:?}");
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == second),
    );
    resolve(&mut g, true, &[]);
    settled(&g);
    assert_eq!(g.state().card(second).boosts, 1);
    assert_eq!(
        g.state().count(Zone::Hand(P0)),
        1 + 1,
        "the Spare and the watcher's draw"
    );
}

/// Coppélia — Q: Does Coppélia gain Fleeting when played for free via her effect? A: Yes:
/// a card played for free follows the other rules, such as becoming Fleeting when played
/// from Reserve. CR 7.3.23.a, 5.2.1.b. (Her reaction waits in Limbo as if she had just gone
/// to Reserve from Hand.)
#[test]
fn coppelia_ruling_played_for_free_from_reserve_she_gains_fleeting() {
    let mut sc = position(0, 0);
    let coppelia = sc.card(&ruled(COPPELIA), P0, Zone::Reserve(P0));
    sc.reaction(coppelia, 0);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), cost: 0, .. } if *card == coppelia),
    );
    settled(&g);
    let c = g.state().card(coppelia);
    assert_eq!(c.zone, Zone::Expedition(P0, Side::Hero));
    assert!(c.status.fleeting && c.status.asleep, "{c:?}");
}

/// Coppélia — Q: If another effect sends Coppélia to the discard pile after she joins the
/// Reserve from hand but before she's played, can she be played from discard? A: No: her
/// effect finds her in Reserve (and then in the Expedition), but nothing in it refers to the
/// discard pile. CR 6.3.k, 1.4.4: a Sabotage resolved first discards her, and her reaction
/// then plays nothing.
#[test]
fn coppelia_ruling_discarded_first_she_cannot_be_played() {
    let mut sc = position(0, 0);
    let coppelia = sc.card(&ruled(COPPELIA), P0, Zone::Reserve(P0));
    let saboteur = sc.card(
        &written("Landmark Permanent — Site", "At Noon | Sabotage.\n"),
        P0,
        Zone::Landmarks(P0),
    );
    sc.reaction(coppelia, 0);
    sc.reaction(saboteur, 0);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == saboteur),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(coppelia));
    assert_eq!(g.state().card(coppelia).zone, Zone::Discard(P0));
    settled(&g);
    assert_eq!(g.state().card(coppelia).zone, Zone::Discard(P0), "not played");
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::Play { card, .. } if *card == coppelia)));
}

/// Santa Claus — Q: In which order do we resolve the {h}, {j}, {r} abilities of the
/// Characters played thanks to Santa Claus's effect? A: Each player plays their free card;
/// then the active player resolves all of their reactions, then the next player in turn
/// order. CR 5.2.b (the plays are part of the effect, their reactions wait in Limbo), CR
/// 4.4, 1.4.5.a (initiative order).
#[test]
fn santa_claus_ruling_each_player_plays_then_reactions_resolve_in_turn_order() {
    let mut sc = position(5, 0);
    let santa = sc.card(&ruled("ALT_ALIZE_B_LY_37_C"), P0, Zone::Hand(P0));
    let mine = sc.card(&self_booster(), P0, Zone::Hand(P0));
    let theirs = sc.card(&self_booster(), P1, Zone::Hand(P1));
    let mut g = start(sc);
    play(&mut g, santa, Some(Side::Hero));
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == mine),
    );
    let d = g.pending().unwrap().clone();
    assert_eq!((d.kind, d.player), (DecisionKind::EffectPlay, P1), "{d:?}");
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == theirs),
    );
    settled(&g);
    let at = |f: &dyn Fn(&Event) -> bool| g.events().iter().position(f).expect("it happened");
    let played = |c: CardId| at(&|e| matches!(e, Event::Play { card, .. } if *card == c));
    let reacted = |c: CardId| at(&|e| matches!(e, Event::ReactionPlayed { card, .. } if *card == c));
    assert!(played(mine) < played(theirs), "starting with you");
    assert!(played(theirs) < reacted(mine), "both play before any reaction resolves");
    assert!(reacted(mine) < reacted(theirs), "the active player's reactions first");
    assert_eq!(g.state().card(mine).boosts, 1);
    assert_eq!(g.state().card(theirs).boosts, 1);
}

// --- "this Afternoon" outside the Afternoon (CR 2.2.15) ---

/// Player 0's `card` is played from Reserve at `phase` (by a written Landmark's "At
/// <phase> | You may immediately play a Character for 3 less."), so that its `reserve`
/// ability makes the next `next` player 0 plays "this Afternoon" cost 1 less. Returns the
/// cost player 0's next Afternoon turn offers for `next` (a 2-cost card in Hand).
fn this_afternoon_from(phase: &str, reference: &str, next: Kind) -> u8 {
    let mut sc = position(4, 4);
    sc.cards(&filler(), P1, Zone::Deck(P1), 4);
    sc.card(
        &written(
            "Landmark Permanent — Site",
            &format!("At {phase} | You may immediately play a Character for 3 less.\n"),
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let card = sc.card(&ruled(reference), P0, Zone::Reserve(P0));
    let next = sc.card(
        &Arc::new(CardDef::basic("Next", next, 2, 2, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    let mut g = if phase == "Noon" {
        at(sc, Step::Noon, Phase::Morning)
    } else {
        at(sc, Step::Dusk, Phase::Afternoon)
    };
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card: c, from: PlayFrom::Reserve, to: Some(Side::Hero), .. } if *c == card),
    );
    while let Some(d) = g.pending().cloned() {
        match d.kind {
            DecisionKind::Turn if d.player == P0 => break,
            DecisionKind::Expand => choose(&mut g, d.kind, |o| *o == Opt::Skip),
            _ => g.submit(Choice::one(d.player, 0)).unwrap(),
        }
    }
    assert_eq!(g.state().phase(), Phase::Afternoon);
    options(&g, DecisionKind::Turn)
        .iter()
        .find_map(|o| match o {
            Opt::Play { card, cost, .. } if *card == next => Some(*cost),
            _ => None,
        })
        .expect("the next card is offered")
}

/// Foundry Engineer — Q: If a card that has an effect over the next card played "this
/// Afternoon" is played outside of the Afternoon, what happens? A: "This Afternoon" is the
/// Afternoon of the current day: played before it (at Noon), it applies to the next
/// corresponding card of the Afternoon; played after it (at Dusk or Night), it has no
/// effect. CR 2.2.15, 4.2.
#[test]
fn foundry_engineer_ruling_this_afternoon_is_the_current_days() {
    assert_eq!(
        this_afternoon_from("Noon", "ALT_CORE_B_AX_05_C", Kind::LandmarkPermanent),
        1
    );
    assert_eq!(
        this_afternoon_from("Dusk", "ALT_CORE_B_AX_05_C", Kind::LandmarkPermanent),
        2
    );
}

/// Studious Disciple (Rare) — Q: If a card that has an effect over the next card played
/// "this Afternoon" is played outside of the Afternoon, what happens? A: At Noon it applies
/// to the next Spell of the Afternoon; at Dusk or Night it has no effect. CR 2.2.15.
#[test]
fn studious_disciple_ruling_this_afternoon_is_the_current_days() {
    assert_eq!(this_afternoon_from("Noon", "ALT_CORE_B_YZ_04_R1", Kind::Spell), 1);
    assert_eq!(this_afternoon_from("Dusk", "ALT_CORE_B_YZ_04_R1", Kind::Spell), 2);
}

/// The Ouroboros, Lyra Bastion — Q: What happens if I have two "The Ouroboros, Lyra
/// Bastion" in play when I roll a die? A: Roll three dice, then pick the one you'd like to
/// keep. CR 6.2.i: once one modifier applied (two dice, one ignored), the other applies to
/// the modified roll (three dice); CR 6.2.j: each once.
#[test]
fn the_ouroboros_lyra_bastion_ruling_two_of_them_roll_three_dice_and_keep_one() {
    let mut sc = position(3, 0);
    // `Roll a die. Target Character gains X boosts, where X is the result.`
    let spell = sc.card(&ruled("ALT_CORE_B_LY_25_C"), P0, Zone::Hand(P0));
    sc.card(&ruled("ALT_CORE_B_LY_30_C"), P0, Zone::Landmarks(P0));
    sc.card(&ruled("ALT_CORE_B_LY_30_R1"), P0, Zone::Landmarks(P0));
    let mine = sc.card(&free("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, spell, None);
    let dice: Vec<u8> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::DieRolled { result, .. } => Some(*result),
            _ => None,
        })
        .collect();
    assert_eq!(dice.len(), 3, "three dice");
    let d = g.pending().expect("a decision").clone();
    assert_eq!(
        (d.kind, d.player, d.options.len()),
        (DecisionKind::ChooseDie, P0, 3),
        "{d:?}"
    );
    let kept = dice[2];
    choose(&mut g, DecisionKind::ChooseDie, |o| *o == Opt::Die(kept));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert_eq!(g.state().card(mine).boosts, u16::from(kept), "the die picked");
}

/// Coppélia — Q: If Coppélia is played for free thanks to a Quick Action, such as the power
/// of Treyst & Rossum, does it end the turn? A: No. If the resolution of a Quick Action
/// includes playing a card, the turn continues normally. CR 4.2.3.e.1: a quick action does
/// not end the turn; CR 5.2.b: a card played by an effect is part of it. (Treyst & Rossum's
/// `exhaust: Draw a card, then put a card from your hand in Reserve.` puts Coppélia there.)
#[test]
fn coppelia_ruling_played_by_treyst_and_rossums_quick_action_the_turn_goes_on() {
    let mut sc = position(0, 2);
    let treyst = sc.card(&ruled("ALT_CORE_B_AX_02_C"), P0, Zone::HeroZone(P0));
    sc.counters(treyst, "Scrap", 5);
    let coppelia = sc.card(&ruled(COPPELIA), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == treyst),
    );
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(coppelia));
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), cost: 0, .. } if *card == coppelia),
    );
    settled(&g); // still player 0's turn, nothing left to resolve
    assert_eq!(g.state().card(coppelia).zone, Zone::Expedition(P0, Side::Hero));
}
