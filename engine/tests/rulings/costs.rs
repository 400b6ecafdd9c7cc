//! Rulings on Robin Hood (`Characters your opponents play can't cost less than {2}.`; its
//! Rare: `Cards …`): a restriction on the final cost (CR 5.1.2.e.3), which a card played
//! for free skips (CR 7.3.23.a; CR 5.1.2.e, remark: "When playing a card for free, payment
//! of costs is skipped, regardless of the cost alterations").
use super::*;

const ROBIN_HOOD: &str = "ALT_CORE_B_OR_21_C";
const ROBIN_HOOD_RARE: &str = "ALT_CORE_B_OR_21_R1";
/// Support: `The next card you play this turn costs 1 less.`
const MARTENGALE: &str = "ALT_CORE_B_LY_04_C";
/// `{T}: The next Spell you play this turn is free.`
const THE_KADIGIR: &str = "ALT_CORE_B_YZ_30_C";
const COPPELIA: &str = "ALT_CORE_B_AX_14_R1";

fn costing(name: &str, kind: Kind, cost: u8) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, cost, cost, [1, 1, 1]))
}

/// Player 0's turn (with 5 ready Mana Orbs) against player 1's `robin` in their Hero
/// Expedition.
fn against(robin: &str) -> Scenario {
    let mut sc = position(5, 0);
    sc.card(&ruled(robin), P1, Zone::Expedition(P1, Side::Hero));
    sc
}

/// The cost player 0's turn offers to play `card` from Hand.
fn offered_cost(g: &Game, card: CardId) -> u8 {
    options(g, DecisionKind::Turn)
        .iter()
        .find_map(|o| match o {
            Opt::Play {
                card: c,
                from: PlayFrom::Hand,
                cost,
                ..
            } if *c == card => Some(*cost),
            _ => None,
        })
        .expect("the card is offered")
}

/// Robin Hood — Q: Was this card updated? A: Yes: "Characters your opponents play cost {1}
/// more" now reads "Characters your opponents play can't cost less than {2}. (If they would
/// cost less, they cost {2} instead.)" CR 5.1.2.e.3: an opponent's cheap Characters cost 2,
/// the others their cost (not one more); the Common leaves Spells alone; the Rare's `Cards`
/// includes them; Robin Hood's controller is not affected.
#[test]
fn robin_hood_ruling_opponents_characters_cost_at_least_two() {
    let mut sc = against(ROBIN_HOOD);
    let free = sc.card(&costing("Free", Kind::Character, 0), P0, Zone::Hand(P0));
    let one = sc.card(&costing("One", Kind::Character, 1), P0, Zone::Hand(P0));
    let three = sc.card(&costing("Three", Kind::Character, 3), P0, Zone::Hand(P0));
    let spell = sc.card(&costing("Spell", Kind::Spell, 1), P0, Zone::Hand(P0));
    let g = start(sc);
    assert_eq!(offered_cost(&g, free), 2);
    assert_eq!(offered_cost(&g, one), 2);
    assert_eq!(offered_cost(&g, three), 3, "not one more");
    assert_eq!(offered_cost(&g, spell), 1, "Characters only");

    let mut sc = against(ROBIN_HOOD_RARE);
    let spell = sc.card(&costing("Spell", Kind::Spell, 1), P0, Zone::Hand(P0));
    let g = start(sc);
    assert_eq!(offered_cost(&g, spell), 2, "the Rare: Cards");

    // Its controller's own Characters cost what they cost.
    let mut sc = position(5, 0);
    sc.card(&ruled(ROBIN_HOOD), P0, Zone::Expedition(P0, Side::Hero));
    let one = sc.card(&costing("One", Kind::Character, 1), P0, Zone::Hand(P0));
    let g = start(sc);
    assert_eq!(offered_cost(&g, one), 1);
}

/// Robin Hood — Q: If I control Robin Hood, can my opponent reduce the cost of a card using
/// an effect such as Martengale? A: They can, but if this would bring the card's cost under
/// 2, the cost remains 2. CR 5.1.2.e: decreases first, then the restriction.
#[test]
fn robin_hood_ruling_a_reduction_stops_at_two() {
    let mut sc = against(ROBIN_HOOD);
    let martengale = sc.card(&ruled(MARTENGALE), P0, Zone::Reserve(P0));
    let two = sc.card(&costing("Two", Kind::Character, 2), P0, Zone::Hand(P0));
    let four = sc.card(&costing("Four", Kind::Character, 4), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == martengale),
    );
    assert_eq!(offered_cost(&g, four), 3, "the reduction applies");
    assert_eq!(offered_cost(&g, two), 2, "not under 2");
    play(&mut g, two, Some(Side::Hero));
    assert!(paid(&g, 2), "{:?}", g.events());
}

/// Robin Hood — Q: What happens if a player plays a Character for free, such as with Auraq
/// & Kibble's effect, while their opponent controls Robin Hood? A: A free card remains
/// free: playing it for free bypasses its cost entirely, which is different from reducing
/// it to zero. CR 7.3.23.a. (Here played for free by Coppélia's `You may play me for
/// free`.)
#[test]
fn robin_hood_ruling_a_character_played_for_free_stays_free() {
    let mut sc = against(ROBIN_HOOD);
    let coppelia = sc.card(&ruled(COPPELIA), P0, Zone::Reserve(P0));
    sc.reaction(coppelia, 0);
    let g = start(sc);
    assert!(offered(
        &g,
        |o| matches!(o, Opt::Play { card, cost: 0, .. } if *card == coppelia)
    ));
    assert!(!offered(
        &g,
        |o| matches!(o, Opt::Play { card, cost, .. } if *card == coppelia && *cost > 0)
    ));
}

/// Player 0 taps The Kadigir and plays a 1-cost Spell against player 1's Rare Robin Hood
/// (`Cards your opponents play …`); returns the game and the Spell, its cost before the
/// Kadigir checked.
fn kadigir_against_robin_hood() -> (Game, CardId) {
    let mut sc = against(ROBIN_HOOD_RARE);
    let kadigir = sc.card(&ruled(THE_KADIGIR), P0, Zone::Landmarks(P0));
    let spell = sc.card(&costing("Spell", Kind::Spell, 1), P0, Zone::Hand(P0));
    let mut g = start(sc);
    assert_eq!(offered_cost(&g, spell), 2, "Robin Hood's restriction");
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == kadigir),
    );
    assert_eq!(offered_cost(&g, spell), 0, "free");
    play(&mut g, spell, None);
    (g, spell)
}

/// Robin Hood — Q: What happens if a player plays a card for free, such as with The
/// Kadigir, Yzmir Bastion, while their opponent controls Robin Hood? A: A free card remains
/// free even against Robin Hood. CR 7.3.23.a; CR 5.1.2.e, remark.
#[test]
fn robin_hood_ruling_a_card_played_for_free_with_the_kadigir_stays_free() {
    let (g, _) = kadigir_against_robin_hood();
    assert!(paid(&g, 0), "{:?}", g.events());
    assert_eq!(g.state().ready_orbs(P0), 5);
}

/// The Kadigir, Yzmir Bastion — Q: What happens if I play a card for free with The
/// Kadigir while my opponent controls a card that increases the cost of my Spells, such as
/// the Rare Robin Hood? A: A free Spell remains free: its cost is bypassed entirely. CR
/// 7.3.23.a.
#[test]
fn the_kadigir_yzmir_bastion_ruling_a_free_spell_stays_free_against_robin_hood() {
    let (g, spell) = kadigir_against_robin_hood();
    settled(&g);
    assert_eq!(g.state().ready_orbs(P0), 5, "no Mana Orb exhausted");
    assert_ne!(g.state().card(spell).zone, Zone::Hand(P0), "played");
}

/// Coppélia — Q: If my opponent controls a card such as Robin Hood that affects the cost of
/// Characters when Coppélia is supposed to be played "for free", will I need to pay mana?
/// A: No: she is played for free, bypassing her cost entirely. CR 7.3.23.a.
#[test]
fn coppelia_ruling_free_against_robin_hood() {
    let mut sc = against(ROBIN_HOOD);
    let coppelia = sc.card(&ruled(COPPELIA), P0, Zone::Reserve(P0));
    sc.reaction(coppelia, 0);
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == coppelia),
    );
    settled(&g);
    assert_eq!(g.state().card(coppelia).zone, Zone::Expedition(P0, Side::Hero));
    assert_eq!(g.state().ready_orbs(P0), 5, "nothing paid");
}
