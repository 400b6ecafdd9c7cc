//! Rulings on effects that choose a card in a Hand (CR 3.2.5.b–c, 6.1.h): Exchange (CR
//! 7.3.11), putting a card from a Hand in Reserve (CR 7.3.24), and Moonlight Jellyfish's
//! `Put me in Reserve` from the discard pile (CR 7.3.24.b, 2.1.f, 6.3.k).
use super::*;

/// `{J} Exchange target card from your Reserve with a card from your hand.`
const NYALA: &str = "ALT_ALIZE_B_LY_34_C";
/// `When one of your Expeditions moves forward due to forest | Draw a card, then put a card
/// from your hand in Reserve.`
const RIN_AND_ORCHID: &str = "ALT_CORE_B_MU_03_C";
/// `{H} Put a card from your hand in Reserve.`
const KELON_ELEMENTAL: &str = "ALT_CORE_B_AX_04_C";
/// `{R} You may put a card from your hand in Reserve. If it's a Permanent, draw a card.`
const ADA_LOVELACE: &str = "ALT_CORE_B_AX_13_C";
/// `When I go to Reserve from your hand | You may play me for free and I gain Asleep.`
const COPPELIA: &str = "ALT_CORE_B_AX_14_R1";
/// `When a card goes from your deck or hand to Reserve — I gain 1 Trial counter.`
const ICEBOUND_HOLLOW: &str = "ALT_ALIZE_B_AX_46_C";
/// `When I'm sacrificed, if I was not [[Fleeting]] — Put me in Reserve.`
const MOONLIGHT_JELLYFISH: &str = "ALT_CORE_B_YZ_05_C";
/// `Sacrifice a Character. If you do, draw 2 cards.`
const GIFT_OF_SELF: &str = "ALT_CORE_B_YZ_20_R2";

fn zone(g: &Game, c: CardId) -> Zone {
    g.state().card(c).zone
}

/// Whether `c` never changed zones.
fn never_moved(g: &Game, c: CardId) -> bool {
    !g.events()
        .iter()
        .any(|e| matches!(e, Event::Moved { card, .. } if *card == c))
}

/// The pending decision, which must be of this kind and player 0's.
fn asks(g: &Game, kind: DecisionKind) -> Decision {
    let d = g.pending().expect("a decision").clone();
    assert_eq!((d.kind, d.player), (kind, P0), "{d:?}");
    d
}

// --- Nyala, Gifted Conjurer: Exchange (CR 7.3.11) ---

/// Player 0 plays Nyala (Common) from Hand into their Hero Expedition, with 3 Mana Orbs and
/// the Spare of [`position`] in Hand.
fn nyala_in_hand(sc: &mut Scenario) -> CardId {
    sc.card(&ruled(NYALA), P0, Zone::Hand(P0))
}

/// Nyala, Gifted Conjurer — Q: Does the card placed in Reserve count for effects such as
/// Coppélia or Icebound Hollow? A: Yes. CR 7.3.11.a: to exchange is to move each card to
/// the other's zone, so the card of the Hand goes from Hand to Reserve: Coppélia's `When I
/// go to Reserve from your hand` and Icebound Hollow's `When a card goes from your deck or
/// hand to Reserve` both trigger (CR 6.3), and Coppélia is played for free.
#[test]
fn nyala_gifted_conjurer_ruling_the_exchanged_card_goes_from_hand_to_reserve() {
    let mut sc = position(3, 0);
    let nyala = nyala_in_hand(&mut sc);
    let hollow = sc.card(&ruled(ICEBOUND_HOLLOW), P0, Zone::Landmarks(P0));
    let coppelia = sc.card(&ruled(COPPELIA), P0, Zone::Hand(P0));
    let kept = sc.card(&free("Kept"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, nyala, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kept));
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(coppelia));
    assert_eq!(zone(&g, coppelia), Zone::Reserve(P0));
    assert_eq!(zone(&g, kept), Zone::Hand(P0));
    // Both reactions are in Limbo: player 0 orders them (CR 4.4); Icebound Hollow's first.
    choose(
        &mut g,
        DecisionKind::ChooseReaction,
        |o| matches!(o, Opt::Reaction { card, .. } if *card == hollow),
    );
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == coppelia),
    );
    settled(&g);
    assert_eq!(g.state().counter(hollow, "Trial"), 1, "Icebound Hollow counted it");
    let c = g.state().card(coppelia);
    assert_eq!(c.zone, Zone::Expedition(P0, Side::Hero), "Coppélia played for free");
    assert!(c.status.asleep);
    assert_eq!(g.state().ready_orbs(P0), 0, "only Nyala was paid for");
}

/// Nyala, Gifted Conjurer — Q: If I exchange an exhausted card from my Reserve, does the new
/// card I place from my hand arrive ready or exhausted? A: Ready! CR 7.3.11.a (each card is
/// moved), 2.4.1.d (an object entering a zone has no status): the exhausted status stays
/// with nothing, and the new card in Reserve can be played from there (CR 2.4.6.c).
#[test]
fn nyala_gifted_conjurer_ruling_the_new_card_arrives_ready() {
    let mut sc = position(3, 0);
    let nyala = nyala_in_hand(&mut sc);
    let tired = sc.card(&free("Tired"), P0, Zone::Reserve(P0));
    sc.status(tired, |s| s.exhausted = true);
    let new = sc.card(&free("New"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, nyala, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(tired));
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(new));
    settled(&g);
    assert_eq!(zone(&g, tired), Zone::Hand(P0));
    assert_eq!(zone(&g, new), Zone::Reserve(P0));
    assert!(!g.state().card(new).status.exhausted, "ready");
    assert!(
        offered(
            &g,
            |o| matches!(o, Opt::Play { card, from: PlayFrom::Reserve, .. } if *card == new)
        ),
        "a ready card in Reserve can be played"
    );
}

/// Nyala, Gifted Conjurer — Q: If I have no card in hand or no card in Reserve when I play
/// this card, can I resolve this effect? A: No: you resolve effects as much as you can, but
/// you cannot do this step unless there is a card in your Reserve and one in your hand.
/// CR 7.3.11.b (an exchange with a card that can't be determined cannot happen), 1.2.6.f.
#[test]
fn nyala_gifted_conjurer_ruling_no_exchange_without_a_card_on_each_side() {
    // An empty Reserve: no target (CR 6.2.c), nothing asked of the Hand, nothing moves.
    let mut sc = position(3, 0);
    let nyala = nyala_in_hand(&mut sc);
    let held = sc.card(&free("Held"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, nyala, Some(Side::Hero));
    settled(&g);
    assert_eq!(zone(&g, held), Zone::Hand(P0));
    assert_eq!(g.state().count(Zone::Reserve(P0)), 0);
    assert_eq!(reactions_played(&g, nyala), 1, "the reaction resolved, doing nothing");

    // An empty Hand once Nyala is played: the target is chosen, but it has nothing to be
    // exchanged with and stays in Reserve.
    let mut sc = Scenario::new();
    sc.cards(&filler(), P0, Zone::Mana(P0), 3);
    sc.cards(&filler(), P0, Zone::Deck(P0), 2);
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    let nyala = nyala_in_hand(&mut sc);
    let kept = sc.card(&free("Kept"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play(&mut g, nyala, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kept));
    assert!(g.state().running().is_none(), "the effect is over");
    assert!(
        g.pending().is_none_or(|d| d.kind != DecisionKind::ChooseHidden),
        "nothing to choose in an empty Hand"
    );
    assert!(never_moved(&g, kept), "no exchange");
    assert_eq!(zone(&g, kept), Zone::Reserve(P0));
}

// --- Rin & Orchid: moving forward due to forest (CR 4.2.4.j) ---

/// Player 0's Hero Rin & Orchid at Dusk (every terrain in the Hero and Companion regions),
/// with a Character of these statistics in each of `sides`; player 1's Expeditions are
/// empty. Player 0 holds the Spare and `held`.
fn rin_at_dusk(stats: [i32; 3], sides: &[Side]) -> (Game, CardId, CardId) {
    let mut sc = position(0, 3);
    let rin = sc.card(&ruled(RIN_AND_ORCHID), P0, Zone::HeroZone(P0));
    for &side in sides {
        sc.card(&character("Walker", 1, stats), P0, Zone::Expedition(P0, side));
    }
    let held = sc.card(&free("Held"), P0, Zone::Hand(P0));
    sc.cards(&filler(), P1, Zone::Deck(P1), 3);
    (at(sc, Step::Dusk, Phase::Afternoon), rin, held)
}

/// Rin & Orchid — Q: If I move forward due to winning in {V} and {M} statistics, does it
/// activate the effect of Rin & Orchid? A: Yes: you move forward due to every statistic
/// where you have more than your opponent, if you were in that region type. CR 4.2.4.j,
/// 4.2.4.g (the Expedition moves forward once): the reaction triggers, once. A win in
/// mountain alone does not trigger it.
#[test]
fn rin_and_orchid_ruling_moving_forward_due_to_forest_and_mountain_triggers_it() {
    let (mut g, rin, held) = rin_at_dusk([2, 2, 0], &[Side::Hero]);
    asks(&g, DecisionKind::ChooseHidden);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(held));
    assert_eq!(zone(&g, held), Zone::Reserve(P0));
    assert_eq!(reactions_played(&g, rin), 1);
    let moves = g
        .events()
        .iter()
        .filter(|e| matches!(e, Event::ExpeditionMoved { player: P0, .. }))
        .count();
    assert_eq!(moves, 1, "once, for two statistics");

    let (g, rin, held) = rin_at_dusk([0, 2, 0], &[Side::Hero]);
    assert!(g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ExpeditionMoved { player: P0, .. })));
    assert_eq!(reactions_played(&g, rin), 0, "due to mountain only");
    assert_eq!(zone(&g, held), Zone::Hand(P0));
}

/// Rin & Orchid — Q: If my Hero and Companion Expeditions both move forward due to {V},
/// what happens? A: They move forward simultaneously, then you resolve the effects in the
/// order of your choice: draw a card, put a card in Reserve, then draw a second card and
/// put a second card in Reserve. CR 4.2.4.h, 4.4 (each reaction resolved whole, one after
/// the other).
#[test]
fn rin_and_orchid_ruling_two_expeditions_trigger_it_twice_one_after_the_other() {
    let (mut g, rin, held) = rin_at_dusk([2, 0, 0], &[Side::Hero, Side::Companion]);
    let moved: Vec<usize> = g
        .events()
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::ExpeditionMoved { player: P0, .. }))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(moved.len(), 2, "both moved forward");
    if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    // The first reaction: one card drawn so far, then one put in Reserve.
    let first = asks(&g, DecisionKind::ChooseHidden);
    assert_eq!(first.options.len(), 3, "the Spare, Held and one card drawn");
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(held));
    assert_eq!(zone(&g, held), Zone::Reserve(P0));
    if g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    // The second: a second card drawn only now, then a second put in Reserve.
    let second = asks(&g, DecisionKind::ChooseHidden);
    assert_eq!(
        second.options.len(),
        3,
        "the Spare, the first card drawn and the second"
    );
    choose(&mut g, DecisionKind::ChooseHidden, |o| matches!(o, Opt::Card(_)));
    assert_eq!(reactions_played(&g, rin), 2);
    // The events of Dusk (the next day's draws come later).
    let ev: Vec<Event> = g
        .events()
        .iter()
        .take_while(|e| **e != Event::Phase(Phase::Night))
        .cloned()
        .collect();
    let draws: Vec<usize> = ev
        .iter()
        .enumerate()
        .filter(|(_, e)| {
            matches!(
                e,
                Event::Moved {
                    from: Zone::Deck(P0),
                    to: Zone::Hand(P0),
                    ..
                }
            )
        })
        .map(|(i, _)| i)
        .collect();
    let puts: Vec<usize> = ev
        .iter()
        .enumerate()
        .filter(|(_, e)| {
            matches!(
                e,
                Event::Moved {
                    from: Zone::Hand(P0),
                    to: Zone::Reserve(P0),
                    ..
                }
            )
        })
        .map(|(i, _)| i)
        .collect();
    assert_eq!((draws.len(), puts.len()), (2, 2), "{ev:?}");
    assert!(moved[1] < draws[0], "both moved before either effect");
    assert!(
        draws[0] < puts[0] && puts[0] < draws[1] && draws[1] < puts[1],
        "draw, put, draw, put: {ev:?}"
    );
}

// --- Putting a card from a Hand in Reserve (CR 7.3.24) ---

/// Kelon Elemental — Q: Can I play Kelon Elemental if I have no other card in hand? A: Yes:
/// you always resolve the effects "as much as you can". CR 1.2.6.f, 6.1.g: it is offered,
/// played, and its reaction resolves without a card to choose.
#[test]
fn kelon_elemental_ruling_playable_with_no_other_card_in_hand() {
    let mut sc = Scenario::new();
    sc.cards(&filler(), P0, Zone::Mana(P0), 2);
    sc.cards(&filler(), P0, Zone::Deck(P0), 2);
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    let kelon = sc.card(&ruled(KELON_ELEMENTAL), P0, Zone::Hand(P0));
    // A free card in Reserve, not in Hand: the turn comes back to player 0 afterwards.
    let later = sc.card(&free("Later"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    assert_eq!(g.state().count(Zone::Hand(P0)), 1, "Kelon Elemental alone");
    play(&mut g, kelon, Some(Side::Hero));
    assert_eq!(zone(&g, kelon), Zone::Expedition(P0, Side::Hero));
    assert_eq!(reactions_played(&g, kelon), 1, "its reaction resolved");
    settled(&g);
    assert_eq!(g.state().count(Zone::Reserve(P0)), 1);
    assert!(never_moved(&g, later));
}

/// Ada Lovelace — Q: If Ada Lovelace places a card in Reserve such as Coppélia, is Coppélia
/// played for free, even though that would mean two cards are played in the same turn?
/// A: Yes (one card per turn is a rule of thumb; specific effects make exceptions).
/// CR 4.2.3.c (a turn's action is one play), 7.3.23 (an effect may play a card, beyond
/// that action), 7.3.24: Ada's `reserve` ability puts Coppélia from Hand in Reserve, which
/// triggers her `When I go to Reserve from your hand` (CR 6.3.c: a self-move Reaction, which
/// the card has as the object it is in Reserve after the move).
#[test]
fn ada_lovelace_ruling_coppelia_put_in_reserve_is_played_for_free_the_same_turn() {
    let mut sc = position(2, 2);
    let ada = sc.card(&ruled(ADA_LOVELACE), P0, Zone::Reserve(P0));
    let coppelia = sc.card(&ruled(COPPELIA), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play_from_reserve(&mut g, ada, Some(Side::Hero));
    choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(coppelia));
    assert_eq!(zone(&g, coppelia), Zone::Reserve(P0));
    choose(
        &mut g,
        DecisionKind::EffectPlay,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Companion), .. } if *card == coppelia),
    );
    settled(&g);
    let c = g.state().card(coppelia);
    assert_eq!(c.zone, Zone::Expedition(P0, Side::Companion));
    assert!(c.status.asleep);
    let plays: Vec<CardId> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Play { player: P0, card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(plays, vec![ada, coppelia], "two cards played in the turn");
    let coppelia_played = g
        .events()
        .iter()
        .position(|e| matches!(e, Event::Play { card, .. } if *card == coppelia))
        .unwrap();
    assert!(
        !g.events()[..coppelia_played]
            .iter()
            .any(|e| matches!(e, Event::Passed(_))),
        "in Ada's turn, before the next player's"
    );
    assert_eq!(g.state().ready_orbs(P0), 0, "Ada's 2 paid, Coppélia free");
}

// --- Moonlight Jellyfish: `Put me in Reserve` from the discard pile (CR 7.3.24.b) ---

/// Player 0's Moonlight Jellyfish (Fleeting or not) sacrificed by Gift of Self (`Sacrifice
/// a Character. If you do, draw 2 cards.`); returns the game once settled and the Jellyfish.
fn jellyfish_sacrificed(fleeting: bool) -> (Game, CardId) {
    let mut sc = position(2, 2);
    let jelly = sc.card(&ruled(MOONLIGHT_JELLYFISH), P0, Zone::Expedition(P0, Side::Hero));
    sc.status(jelly, |s| s.fleeting = fleeting);
    let gift = sc.card(&ruled(GIFT_OF_SELF), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, gift, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(jelly));
    settled(&g);
    (g, jelly)
}

/// Moonlight Jellyfish — Q: Did the wording of this card change? A: "When I'm sacrificed,
/// if I'm not Fleeting — Put me in Reserve" now reads "if I was not Fleeting". In the
/// discard pile it has no status (CR 2.4.1.d), so the condition reads the statuses it had
/// as it left (CR 6.3.k): not Fleeting, it goes back to Reserve (CR 7.3.24.b, 2.1.f); a
/// Fleeting one stays in the discard pile.
#[test]
fn moonlight_jellyfish_ruling_it_returns_unless_it_was_fleeting() {
    let (g, jelly) = jellyfish_sacrificed(false);
    assert_eq!(zone(&g, jelly), Zone::Reserve(P0));
    assert_eq!(reactions_played(&g, jelly), 1);

    let (g, jelly) = jellyfish_sacrificed(true);
    assert_eq!(zone(&g, jelly), Zone::Discard(P0), "it was Fleeting");
    assert_eq!(reactions_played(&g, jelly), 0);
}

/// Moonlight Jellyfish — Q: In which order does its effect resolve when it's sacrificed?
/// A: It is sacrificed; its reaction triggers (whether it was Fleeting decides); it goes to
/// the discard pile; after the effect that sacrificed it is resolved, its reaction resolves.
/// CR 7.3.28 (sacrifice: to the discard pile), 6.3.k, 4.4 (reactions are played once the
/// effect is over): Gift of Self's two draws come before the Jellyfish leaves the discard
/// pile for Reserve.
#[test]
fn moonlight_jellyfish_ruling_it_returns_after_the_sacrificing_effect() {
    let (g, jelly) = jellyfish_sacrificed(false);
    let ev = g.events();
    let sacrificed = ev
        .iter()
        .position(|e| {
            matches!(e, Event::Moved { card, from: Zone::Expedition(P0, Side::Hero), to: Zone::Discard(P0), .. } if *card == jelly)
        })
        .expect("sacrificed to the discard pile");
    let returned = ev
        .iter()
        .position(|e| {
            matches!(e, Event::Moved { card, from: Zone::Discard(P0), to: Zone::Reserve(P0), .. } if *card == jelly)
        })
        .expect("put in Reserve from the discard pile");
    let draws: Vec<usize> = ev
        .iter()
        .enumerate()
        .filter(|(_, e)| {
            matches!(
                e,
                Event::Moved {
                    from: Zone::Deck(P0),
                    to: Zone::Hand(P0),
                    ..
                }
            )
        })
        .map(|(i, _)| i)
        .collect();
    assert_eq!(draws.len(), 2, "{ev:?}");
    assert!(sacrificed < draws[0], "the draws follow the sacrifice");
    assert!(
        draws[1] < returned,
        "the reaction waits for the end of the effect: {ev:?}"
    );
}
