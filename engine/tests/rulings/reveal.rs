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
