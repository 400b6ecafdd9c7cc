//! Rulings on cards revealed from the top of a Deck (CR 3.1.3.f) and then put in play
//! without being played (CR 7.3.24.a, 7.1.1.c remark) or played (CR 5.2.b, 7.3.23).
use super::*;

/// `Reveal the top four cards of your deck. Choose up to two Characters from these cards
/// and put them in your Expeditions. They gain Fleeting. Discard the others.`
const MIND_APOTHEOSIS: &str = "ALT_CORE_B_LY_27_C";
/// `When you play a Character with a base statistic of 0 | I gain 1 Performance counter.`
const AURAQ_AND_KIBBLE: &str = "ALT_CORE_B_LY_02_C";

/// A Character with a reaction of each symbol: `etb` gains a boost, `hand` draws two cards,
/// `reserve` gains Asleep; its forest is 0.
fn symbols() -> Arc<CardDef> {
    let source = "name: Symbols\ntype: Character\nfaction: Lyra\nrarity: Common\n\
                  cost: hand 1, reserve 1\nstats: forest 0, mountain 1, water 1\nrefs: TEST_SYMBOLS\n\n\
                  etb I gain 1 boost.\nhand Draw 2 cards.\nreserve I gain Asleep.\n";
    let mut pool = CardPool::new();
    pool.add_source(Path::new("symbols.card"), source)
        .expect("the test card compiles")
}

/// P0 casts Mind Apotheosis (9 mana) with `hero` in their Hero zone, `symbols()` on top of
/// their Deck above three fillers, and puts it in their Hero Expedition. Returns the game,
/// settled, and the Character.
fn apotheosis_puts_symbols(hero: Option<&str>) -> (Game, CardId) {
    let mut sc = position(9, 3);
    if let Some(h) = hero {
        sc.card(&ruled(h), P0, Zone::HeroZone(P0));
    }
    let spell = sc.card(&ruled(MIND_APOTHEOSIS), P0, Zone::Hand(P0));
    let put = sc.card(&symbols(), P0, Zone::Deck(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(put));
    choose(&mut g, DecisionKind::ChooseExpedition, |o| {
        *o == Opt::Expedition {
            player: P0,
            side: Side::Hero,
        }
    });
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    settled(&g);
    assert_eq!(g.state().card(put).zone, Zone::Expedition(P0, Side::Hero));
    (g, put)
}

/// Mind Apotheosis — Q: Did the wording of this card change? A: The first printing said
/// "(Don't activate any {h} triggers.)"; later ones say "(Don't activate any {h}
/// abilities.)". Either way the cards are put, not played from Hand (CR 7.3.24.a, 7.1.1.b):
/// the `hand` reaction of a Character put in play does not activate.
#[test]
fn mind_apotheosis_ruling_no_hand_ability_activates() {
    let (g, put) = apotheosis_puts_symbols(None);
    assert_eq!(
        g.state().count(Zone::Hand(P0)),
        1,
        "no card drawn: only the spare in Hand"
    );
    assert_eq!(reactions_played(&g, put), 1, "its etb reaction alone");
}

/// Mind Apotheosis — Q: Do the {j} and {r} abilities of the Characters put in play by Mind
/// Apotheosis activate? A: {j} ("when I join the Expedition zone or Landmark zone") does;
/// the cards are not played, so {r} does not. CR 7.1.1.c remark.
#[test]
fn mind_apotheosis_ruling_etb_activates_and_reserve_does_not() {
    let (g, put) = apotheosis_puts_symbols(None);
    let c = g.state().card(put);
    assert_eq!(c.boosts, 1, "the etb reaction resolved");
    assert!(!c.status.asleep, "no reserve reaction");
}

/// Mind Apotheosis — Q: What does "put in the Expedition" mean? A: The cards are not
/// considered played, so they don't trigger effects such as Auraq & Kibble's. CR 7.3.24.a,
/// 5.1.2 (`When you play …`, CR 6.3, matches a card played only).
#[test]
fn mind_apotheosis_ruling_put_is_not_played() {
    let (g, _) = apotheosis_puts_symbols(Some(AURAQ_AND_KIBBLE));
    let hero = g.state().in_zone(Zone::HeroZone(P0)).next().expect("the Hero");
    assert_eq!(g.state().counter(hero, "Performance"), 0);
}

/// `At Noon | I gain 1 boost.`: a Character whose Noon reaction would show.
fn noon_booster() -> Arc<CardDef> {
    written("Character", "At Noon | I gain 1 boost.\n")
}

/// Auraq & Kibble in P0's Hero zone with 5 Performance counters and `mana` ready orbs, `top`
/// on top of P0's Deck; P1 controls `against` in their Hero Expedition, if any. Noon begins:
/// P0 spends the counters, reveals `top` and plays it for free in their Hero Expedition;
/// every Reaction is then played. Returns the game on P0's Afternoon turn, Auraq and `top`.
fn auraq_plays(top: &Arc<CardDef>, mana: usize, against: Option<&str>) -> (Game, CardId, CardId) {
    let mut sc = position(mana, 3);
    let auraq = sc.card(&ruled(AURAQ_AND_KIBBLE), P0, Zone::HeroZone(P0));
    sc.counters(auraq, "Performance", 5);
    let top = sc.card(top, P0, Zone::Deck(P0));
    if let Some(r) = against {
        sc.card(&ruled(r), P1, Zone::Expedition(P1, Side::Hero));
    }
    let mut g = at(sc, Step::Noon, Phase::Morning);
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    assert!(g.events().contains(&Event::Revealed(top)));
    choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(0));
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, from: PlayFrom::Deck, to: Some(Side::Hero), cost: 0, .. } if *card == top),
    );
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Expedition(P0, Side::Hero));
    (g, auraq, top)
}

/// Auraq & Kibble — Q: Can the "At Noon —" effects of a card played via Auraq & Kibble
/// activate the same Noon it is played? A: No: they all activate at the beginning of Noon
/// (CR 4.2.b, 6.3), before the card is played; it is too late for its own.
#[test]
fn auraq_and_kibble_ruling_the_played_cards_noon_reaction_waits_for_the_next_noon() {
    let (g, _, top) = auraq_plays(&noon_booster(), 0, None);
    assert_eq!(g.state().card(top).boosts, 0);
}

/// Auraq & Kibble — Q: Do the "When played from Hand/Reserve" abilities of the card played
/// by Auraq activate? A: Cards played from the top of the deck activate their {j}
/// abilities, not those from Hand nor Reserve. CR 7.1.1.b–c.
#[test]
fn auraq_and_kibble_ruling_no_hand_or_reserve_ability_activates() {
    let (g, _, top) = auraq_plays(&symbols(), 0, None);
    assert_eq!(
        g.state().count(Zone::Hand(P0)),
        1,
        "no card drawn: only the spare in Hand"
    );
    assert!(!g.state().card(top).status.asleep, "no reserve reaction");
}

/// Auraq & Kibble — Q: Do the {j} and {r} abilities of the card played by Auraq activate?
/// A: Cards played from the top of the deck activate their {j} abilities (not those from
/// Hand nor Reserve). CR 7.1.1.a–c. It was played (CR 5.2.b): Auraq's own `When you play a
/// Character with a base statistic of 0` sees it.
#[test]
fn auraq_and_kibble_ruling_etb_activates_and_reserve_does_not() {
    let (g, auraq, top) = auraq_plays(&symbols(), 0, None);
    assert_eq!(g.state().card(top).boosts, 1, "its etb reaction resolved");
    assert!(!g.state().card(top).status.asleep, "no reserve reaction");
    assert_eq!(
        g.state().counter(auraq, "Performance"),
        1,
        "5 spent, 1 gained: it was played"
    );
}

/// Auraq & Kibble — Q: If an effect, such as Robin Hood, increases the cost of my cards, do
/// I need to pay mana when I play them via Auraq & Kibble's effect? A: A free card remains
/// free: playing it for free bypasses its cost entirely. CR 7.3.23.a, 5.1.2.e remark.
#[test]
fn auraq_and_kibble_ruling_free_stays_free_under_robin_hood() {
    // `Characters your opponents play can't cost less than {2}`: the spare in P0's Hand
    // costs 2 now; P0's two orbs stay ready.
    let (g, _, top) = auraq_plays(&free("Free"), 2, Some("ALT_CORE_B_OR_21_C"));
    assert_eq!(g.state().ready_orbs(P0), 2, "nothing paid");
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::Play { card, from: PlayFrom::Deck, .. } if *card == top)));
}
