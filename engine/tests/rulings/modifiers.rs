//! Rulings on replacing modifiers whose effect resolves as an effect of its own (CR 6.2.b):
//! the Axiom printing of The Ouroboros, Lyra Bastion, `If you would Resupply, reveal the top
//! two cards of your deck instead. Put one in Reserve and discard the other.`
use super::*;

/// The Ouroboros, Lyra Bastion (Axiom printing).
const OUROBOROS_AXIOM: &str = "ALT_CORE_B_LY_30_R2";
/// Daring Porter: `etb Exhausted Resupply.`
const DARING_PORTER: &str = "ALT_ALIZE_B_AX_37_R1";
/// Arcolano Milk, Hand Cost 1: something to play later.
const MILK: &str = "ALT_ALIZE_B_BR_43_R2";

/// Player 0 with `mana` orbs and one more, two cards on top of their Deck (`kept`, then
/// `other` on the very top) over one more, and the Ouroboros in their Landmarks when
/// `in_play`. Real cards only, so that a saved game loads against the pool.
fn ouroboros_position(mana: usize, in_play: bool) -> (Scenario, [CardId; 3]) {
    let mut sc = Scenario::new();
    let bastion = ruled(OUROBOROS_AXIOM);
    sc.cards(&bastion, P0, Zone::Mana(P0), mana + 1);
    // Something to play later, so that the turn comes back to player 0.
    sc.card(&ruled(MILK), P0, Zone::Hand(P0));
    sc.card(&bastion, P0, Zone::Deck(P0));
    let kept = sc.card(&bastion, P0, Zone::Deck(P0));
    let other = sc.card(&bastion, P0, Zone::Deck(P0));
    let source = if in_play {
        sc.card(&bastion, P0, Zone::Landmarks(P0))
    } else {
        sc.card(&bastion, P0, Zone::Hand(P0))
    };
    (sc, [source, kept, other])
}

/// Answers the replacement's choice of the card put in Reserve, and checks where the two
/// revealed cards went.
fn put_one_in_reserve(g: &mut Game, kept: CardId, other: CardId) {
    let d = g.pending().expect("a decision").clone();
    assert_eq!(d.kind, DecisionKind::ChooseHidden, "{d:?}");
    assert_eq!(d.player, P0, "its controller chooses");
    let mut offered = d.options.clone();
    offered.sort_by_key(|o| format!("{o:?}"));
    let mut both = vec![Opt::Card(kept), Opt::Card(other)];
    both.sort_by_key(|o| format!("{o:?}"));
    assert_eq!(offered, both, "the two cards revealed, and only them");
    choose(g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(kept));
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(g, DecisionKind::ChooseReaction, |_| true);
    }
    settled(g);
    assert_eq!(
        g.state().card(kept).zone,
        Zone::Reserve(P0),
        "the one chosen, in Reserve"
    );
    assert_eq!(g.state().card(other).zone, Zone::Discard(P0), "the other, discarded");
}

/// The Ouroboros, Lyra Bastion — Q: Do I get to choose the card I put in Reserve with the
/// {j} ability of the Axiom version? A: Yes. First you play the card, then its {j}
/// abilities activate, so the other effect is already active when the {j} effect takes
/// place. Note that you're not doing a "Resupply" effect. CR 6.2.b, 6.2.l.
#[test]
fn the_ouroboros_lyra_bastion_ruling_its_own_etb_resupply_is_replaced_and_you_choose() {
    let (sc, [bastion, kept, other]) = ouroboros_position(3, false);
    let mut g = start(sc);
    play(&mut g, bastion, None);
    put_one_in_reserve(&mut g, kept, other);
    assert_eq!(g.state().card(bastion).zone, Zone::Landmarks(P0));
}

/// The Ouroboros, Lyra Bastion — Q: Does the replacement effect of the Axiom version count
/// as Resupply for effects such as Quetzalcoatl? A: No. Note that it doesn't count as
/// drawing cards either. CR 6.2.b: the Resupply does not happen.
#[test]
fn the_ouroboros_lyra_bastion_ruling_the_replacement_is_no_resupply_for_quetzalcoatl() {
    let (mut sc, [bastion, kept, other]) = ouroboros_position(3, false);
    let q = sc.card(&ruled(QUETZALCOATL), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, bastion, None);
    put_one_in_reserve(&mut g, kept, other);
    assert_eq!(reactions_played(&g, q), 0, "Quetzalcóatl does not react");
    assert!(tokens(&g, P1).is_empty());
}

/// The Ouroboros, Lyra Bastion — Q: If I control the Rare, Axiom version and I do an
/// Exhausted Resupply, what happens? A: An Exhausted Resupply is a (special case of)
/// Resupply, and will get fully replaced by the effect of the Bastion. You'll therefore
/// reveal two cards, put one in Reserve, and won't exhaust it. CR 7.3.13, 6.2.b. The
/// Porter's reaction waits while the replacement resolves; a game saved there resumes.
#[test]
fn the_ouroboros_lyra_bastion_ruling_an_exhausted_resupply_is_fully_replaced() {
    let (mut sc, [_, kept, other]) = ouroboros_position(3, true);
    let porter = sc.card(&ruled(DARING_PORTER), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, porter, Some(Side::Hero));
    // Saved in the middle of the replacement's effect, with the Porter's waiting.
    let mut g = Game::from_json(common::pool(), &g.to_json()).expect("the game loads");
    put_one_in_reserve(&mut g, kept, other);
    assert!(!g.state().card(kept).status.exhausted, "not exhausted: fully replaced");
    assert_eq!(g.state().card(porter).zone, Zone::Expedition(P0, Side::Hero));
}
