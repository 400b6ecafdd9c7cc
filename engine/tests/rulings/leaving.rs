//! Rulings on leaving the Expedition zone: Mighty Jinn and Tiny Jinn, whose own leaving is
//! replaced (CR 6.2), and Mana Reaping, which puts an object in its owner's Mana zone.
use super::*;

/// The Mighty Jinn whose printing has only the modifier (Lyra faction).
const MIGHTY_JINN: &str = "ALT_CORE_B_BR_19_R2";
/// The Rare Mighty Jinn: `… instead. If you don't, draw a card.`
const MIGHTY_JINN_RARE: &str = "ALT_CORE_B_BR_19_R1";
const TINY_JINN: &str = "ALT_CORE_B_BR_06_C";
/// `Return target Character or Permanent with Hand Cost 4 or less to its owner's hand.`
const INTIMIDATION: &str = "ALT_CORE_B_BR_28_C";
/// `Put target Character or Permanent in its owner's Mana zone (as an exhausted Mana Orb).`
const MANA_REAPING: &str = "ALT_CORE_B_MU_26_C";

/// Player 0 casts `spell` at player 1's `target` (with `boosts`), who has two cards in their
/// deck; returns the game at the first decision after the target is chosen.
fn cast_at(spell: &Arc<CardDef>, target: &Arc<CardDef>, boosts: u16) -> (Game, CardId) {
    let mut sc = position(5, 0);
    let spell = sc.card(spell, P0, Zone::Hand(P0));
    let target = sc.card(target, P1, Zone::Expedition(P1, Side::Hero));
    sc.boosts(target, boosts);
    sc.cards(&filler(), P1, Zone::Deck(P1), 2);
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
    (g, target)
}

/// Player 1, the Jinn's controller, decides whether its modifier applies (CR 6.2.d).
fn jinn_replaces(g: &mut Game, jinn: CardId, apply: bool) {
    let d = g.pending().expect("the modifier is asked").clone();
    assert_eq!((d.kind, d.player), (DecisionKind::Replace, P1), "{d:?}");
    // Asked before the step: the Jinn has not left yet (CR 6.2.b).
    assert_eq!(g.state().card(jinn).zone, Zone::Expedition(P1, Side::Hero));
    choose(g, DecisionKind::Replace, |o| {
        *o == if apply { Opt::Yes } else { Opt::No }
    });
}

fn joined(g: &Game, card: CardId, zone: fn(&Zone) -> bool) -> bool {
    g.events()
        .iter()
        .any(|e| matches!(e, Event::Moved { card: c, to, .. } if *c == card && zone(to)))
}

fn an_exhausted_orb(g: &Game, card: CardId, owner: PlayerId) {
    let c = g.state().card(card);
    assert_eq!(c.zone, Zone::Mana(owner));
    assert!(c.status.exhausted, "as an exhausted Mana Orb (CR 3.2.9.b)");
}

/// Mighty Jinn — Q: Did the wording of this card change? A: The first printing said "When I
/// leave the Expedition zone — You may put me in my owner's Mana zone. If you don't, draw a
/// card."; it now says "If I would leave the Expedition zone, you may put me in my owner's
/// Mana zone instead. If you don't, draw a card." CR 6.2.b, 6.2.d: a replacing modifier, its
/// controller asked before the Jinn leaves; applied, the Jinn never joins the Hand and
/// nothing waits in Limbo (no Reaction, CR 6.2.a); not applied, the card is drawn (6.2.e).
#[test]
fn mighty_jinn_ruling_the_new_wording_replaces_its_leaving() {
    let (mut g, jinn) = cast_at(&ruled(INTIMIDATION), &ruled(MIGHTY_JINN_RARE), 0);
    jinn_replaces(&mut g, jinn, true);
    settled(&g);
    an_exhausted_orb(&g, jinn, P1);
    assert!(
        !joined(&g, jinn, |z| matches!(z, Zone::Hand(_))),
        "it never joined the Hand"
    );
    assert_eq!(reactions_played(&g, jinn), 0, "not a Reaction");
    assert_eq!(g.state().count(Zone::Hand(P1)), 0, "applied: no card drawn");

    let (mut g, jinn) = cast_at(&ruled(INTIMIDATION), &ruled(MIGHTY_JINN_RARE), 0);
    jinn_replaces(&mut g, jinn, false);
    settled(&g);
    assert_eq!(g.state().card(jinn).zone, Zone::Hand(P1));
    assert_eq!(g.state().count(Zone::Hand(P1)), 2, "the Jinn and the card drawn");
}

/// Mighty Jinn — Q: If my (Rare) Mighty Jinn is sent to the Mana zone by another effect
/// (such as Mana Reaping), can I choose to draw a card? A: Yes: you may choose not to use
/// its ability and draw the card; it still goes to the Mana zone because of Mana Reaping.
/// CR 6.2.d (optional: its controller chooses), 6.2.e (not applied, the alternative).
#[test]
fn mighty_jinn_ruling_sent_to_mana_by_mana_reaping_it_may_decline_and_draw() {
    let (mut g, jinn) = cast_at(&ruled(MANA_REAPING), &ruled(MIGHTY_JINN_RARE), 0);
    jinn_replaces(&mut g, jinn, false);
    settled(&g);
    an_exhausted_orb(&g, jinn, P1);
    assert_eq!(g.state().count(Zone::Hand(P1)), 1, "the card drawn");
}

/// Mighty Jinn — Q: What happens if Mighty Jinn is the target of a card that sends it to a
/// player's hand or deck? A: Its controller still may send it to their Mana zone. CR 6.2.b:
/// it replaces any leaving of the Expedition zone, whatever the destination.
#[test]
fn mighty_jinn_ruling_returned_to_hand_it_may_go_to_mana_instead() {
    let (mut g, jinn) = cast_at(&ruled(INTIMIDATION), &ruled(MIGHTY_JINN), 0);
    jinn_replaces(&mut g, jinn, true);
    settled(&g);
    an_exhausted_orb(&g, jinn, P1);
    assert_eq!(g.state().count(Zone::Hand(P1)), 0);
}

/// Tiny Jinn — Q: Did the wording of this card change? A: The first printing said "When I
/// leave the Expedition zone, if I'm Boosted — Put me in my owner's Mana zone."; it now says
/// "If I would leave the Expedition zone while I'm Boosted, put me in my owner's Mana zone
/// instead." CR 6.2.b: a mandatory modifier of the leaving itself, so the boosts (lost
/// when it leaves, CR 2.5.j) are still there when it applies; at Rest it never joins the
/// Reserve, and nothing is asked.
#[test]
fn tiny_jinn_ruling_the_new_wording_replaces_its_leaving() {
    let mut sc = position(0, 0);
    let jinn = sc.card(&ruled(TINY_JINN), P1, Zone::Expedition(P1, Side::Hero));
    sc.boosts(jinn, 1);
    let mut st = sc.build();
    st.player_mut(P1).moved_forward = [true, false];
    st.set_day(1, 5);
    st.set_first_player(P0);
    st.set_step(Step::Night, Phase::Dusk);
    let g = Game::from_state(st);
    assert_ne!(g.pending().map(|d| d.kind), Some(DecisionKind::Replace));
    // (Readied since, by the next Morning's Prepare.)
    assert_eq!(g.state().card(jinn).zone, Zone::Mana(P1));
    assert!(!joined(&g, jinn, |z| matches!(z, Zone::Reserve(_))));
    assert_eq!(reactions_played(&g, jinn), 0, "not a Reaction");
}

/// Tiny Jinn — Q: If a Boosted Tiny Jinn is sent to the Hand or Deck of its controller via
/// an effect such as "Prison Paint" or "Intimidation", is it put in Mana instead? A: Yes.
/// CR 6.2.b.
#[test]
fn tiny_jinn_ruling_a_boosted_tiny_jinn_returned_to_hand_goes_to_mana() {
    let (g, jinn) = cast_at(&ruled(INTIMIDATION), &ruled(TINY_JINN), 1);
    settled(&g);
    an_exhausted_orb(&g, jinn, P1);
    assert_eq!(g.state().count(Zone::Hand(P1)), 0);
    // Not Boosted, it is returned as usual.
    let (g, jinn) = cast_at(&ruled(INTIMIDATION), &ruled(TINY_JINN), 0);
    settled(&g);
    assert_eq!(g.state().card(jinn).zone, Zone::Hand(P1));
}

/// Player 0 sends player 1's Tiny Jinn (with `boosts`) to Reserve with a written Spell.
fn tiny_jinn_sent_to_reserve(boosts: u16) -> (Game, CardId) {
    let send = written("Spell — Disruption", "Send target Character to Reserve.\n");
    let (g, jinn) = cast_at(&send, &ruled(TINY_JINN), boosts);
    settled(&g);
    (g, jinn)
}

/// Tiny Jinn — Q: When is the effect of "Tiny Jinn" resolved? If it's after the card leaves
/// the Expedition zone, is it still boosted? A: It is resolved as if it said "If I would
/// leave the Expedition zone while I am boosted — Put me in your Mana zone instead". CR
/// 6.2.b: before it leaves, while its boosts are on it; here, sent to Reserve by an effect.
#[test]
fn tiny_jinn_ruling_it_applies_before_leaving_while_boosted() {
    let (g, jinn) = tiny_jinn_sent_to_reserve(1);
    an_exhausted_orb(&g, jinn, P1);
    assert!(!joined(&g, jinn, |z| matches!(z, Zone::Reserve(_))));
    let (g, jinn) = tiny_jinn_sent_to_reserve(0);
    assert_eq!(g.state().card(jinn).zone, Zone::Reserve(P1));
}

/// Tiny Jinn — Q: When is the effect of Tiny Jinn resolved? If it's after the card leaves
/// the Expedition zone, is it still boosted? (the other printings' wording) A: The same: as
/// the Jinn would leave, while Boosted. CR 6.2.b. Its boosts are read before any leaves (a
/// Boosted Jinn with a Reaction waiting does not wait for it to resolve).
#[test]
fn tiny_jinn_ruling_the_modifier_reads_the_boosts_it_has_as_it_would_leave() {
    let (g, jinn) = tiny_jinn_sent_to_reserve(3);
    an_exhausted_orb(&g, jinn, P1);
    assert_eq!(g.state().card(jinn).boosts, 0, "a Mana Orb has no boosts");
    assert!(g.events().iter().all(
        |e| !matches!(e, Event::Moved { card, from: Zone::Expedition(..), to, .. }
            if *card == jinn && *to != Zone::Mana(P1))
    ));
}

/// Mana Reaping — Q: Can I target a token Character with Mana Reaping? A: Yes, but a token
/// is removed from the game when it leaves the Expedition zone, so its controller gains no
/// Mana Orb. CR 2.1.e.
#[test]
fn mana_reaping_ruling_a_token_is_removed_and_gives_no_mana_orb() {
    let (g, recruit) = cast_at(&ruled(MANA_REAPING), &ruled(ORDIS_RECRUIT), 0);
    settled(&g);
    assert_eq!(g.state().card(recruit).zone, Zone::Gone);
    assert_eq!(g.state().count(Zone::Mana(P1)), 0, "no Mana Orb");
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::ManaOrb { player: P1, .. })));
    // A card is put there, exhausted.
    let (g, card) = cast_at(&ruled(MANA_REAPING), &free("Card"), 0);
    settled(&g);
    an_exhausted_orb(&g, card, P1);
}

/// Yong-Su, Verdant Weaver (Rare) — Q: If its controller has a Character in Reserve with
/// base statistics of zero, do they count towards Yong-Su's effect? A: No: cards in Reserve
/// are not controlled (the reminder of its other printings): only objects in play (CR
/// 3.1.4.a) are counted by `If you have three or more base statistics of 0 among Characters
/// you control`.
#[test]
fn yong_su_verdant_weaver_ruling_characters_in_reserve_do_not_count() {
    let boosts = |zone: Zone| {
        let mut sc = position(3, 0);
        let yong_su = sc.card(&ruled("ALT_CORE_B_MU_10_R2"), P0, Zone::Hand(P0));
        sc.card(&character("Zeros", 1, [0, 0, 0]), P0, zone);
        let mut g = start(sc);
        play(&mut g, yong_su, Some(Side::Hero));
        while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
            choose(&mut g, DecisionKind::ChooseReaction, |_| true);
        }
        settled(&g);
        g.state().card(yong_su).boosts
    };
    assert_eq!(boosts(Zone::Reserve(P0)), 0, "in Reserve, not controlled");
    assert_eq!(
        boosts(Zone::Expedition(P0, Side::Companion)),
        2,
        "controlled, they count"
    );
}

/// Paint Prison — Q: Can I target a token Character with Paint Prison? A: Yes, but a token
/// is removed from the game when it leaves the Expedition zone, so its controller won't keep
/// it on their deck. CR 2.1.e. (Paint Prison's `You may discard a card from your Reserve to
/// reduce my cost` is not run yet; it is played at its full cost here.)
#[test]
fn paint_prison_ruling_a_token_is_removed_and_not_put_on_the_deck() {
    let paint_prison = ruled("ALT_CORE_B_LY_26_C");
    let (g, recruit) = cast_at(&paint_prison, &ruled(ORDIS_RECRUIT), 0);
    settled(&g);
    assert_eq!(g.state().card(recruit).zone, Zone::Gone);
    assert!(!g.state().player(P1).deck.contains(&recruit));
    assert_eq!(g.state().count(Zone::Deck(P1)), 2, "the two cards it had");
    // A card is put on top of its owner's deck.
    let (g, card) = cast_at(&paint_prison, &free("Card"), 0);
    settled(&g);
    assert_eq!(g.state().player(P1).deck.last(), Some(&card), "on top");
}

/// Icebound Tundra — Q: If I sacrifice an Icebound Landmark via another effect, such as the
/// Rare version of Boom!, can I create a Dragon Shade? A: No: only when it is sacrificed by
/// its own effect. CR 7.3.31, 1.2.6.f. Its own way still works: a Character played into a
/// terrain where its base statistic is 0 gives the third Trial counter, and then the Tundra
/// sacrifices itself and creates the Dragon Shade.
#[test]
fn icebound_tundra_ruling_sacrificed_by_another_effect_creates_no_dragon_shade() {
    const TUNDRA: &str = "ALT_ALIZE_B_LY_45_R2";
    let mut sc = position(3, 0);
    let boom = sc.card(&ruled(BOOM_RARE), P0, Zone::Hand(P0));
    let tundra = sc.card(&ruled(TUNDRA), P0, Zone::Landmarks(P0));
    sc.counters(tundra, "Trial", 2);
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, boom, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(tundra));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(tundra).zone, Zone::Discard(P0));
    assert!(tokens(&g, P0).is_empty(), "no Dragon Shade");
    assert_eq!(reactions_played(&g, tundra), 0);

    // Its own effect: a forest 0 Character played in the Hero region (every terrain).
    let mut sc = position(0, 0);
    let tundra = sc.card(&ruled(TUNDRA), P0, Zone::Landmarks(P0));
    sc.counters(tundra, "Trial", 2);
    let zero = sc.card(&character("Zero", 0, [0, 2, 2]), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, zero, Some(Side::Hero));
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().card(tundra).zone, Zone::Discard(P0), "it sacrificed itself");
    assert_eq!(tokens(&g, P0).len(), 1, "the Dragon Shade");
}

/// Icebound Hollow — Q: If I sacrifice an Icebound Landmark via another effect, such as the
/// Rare version of Boom!, can I create a Dragon Shade? A: No: only when it is sacrificed by
/// its own effect. CR 7.3.31, 1.2.6.f. Its own way still works: a card Resupplied from the
/// deck to Reserve gives the third Trial counter, and the Hollow sacrifices itself and
/// creates the Dragon Shade.
#[test]
fn icebound_hollow_ruling_sacrificed_by_another_effect_creates_no_dragon_shade() {
    const HOLLOW: &str = "ALT_ALIZE_B_AX_46_C";
    let mut sc = position(3, 0);
    let boom = sc.card(&ruled(BOOM_RARE), P0, Zone::Hand(P0));
    let hollow = sc.card(&ruled(HOLLOW), P0, Zone::Landmarks(P0));
    sc.counters(hollow, "Trial", 2);
    let theirs = sc.card(&free("Theirs"), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, boom, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(hollow));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(hollow).zone, Zone::Discard(P0));
    assert!(tokens(&g, P0).is_empty(), "no Dragon Shade");
    assert_eq!(reactions_played(&g, hollow), 0);

    // Its own effect: Resupply puts the top card of the deck in Reserve.
    let mut sc = position(0, 2);
    let hollow = sc.card(&ruled(HOLLOW), P0, Zone::Landmarks(P0));
    sc.counters(hollow, "Trial", 2);
    let resupply = sc.card(&written("Spell — Boon", "Resupply.\n"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, resupply, None);
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().card(hollow).zone, Zone::Discard(P0), "it sacrificed itself");
    assert_eq!(tokens(&g, P0).len(), 1, "the Dragon Shade");
}

/// Treyst & Rossum — Q: If a token is sent to Treyst & Rossum's controller's Reserve during
/// the Afternoon, does Treyst gain a counter as the token is removed from the game? A: No:
/// the token leaves the Expedition zone, but being removed from the game is not "leaving the
/// Reserve". CR 2.1.e: it never joins the Reserve. (A card that does leave the Reserve in
/// the Afternoon, played from it, gives the counter. Treyst's passive, which grants a quick
/// action at 5 counters, is not run yet and plays no part here.)
#[test]
fn treyst_and_rossum_ruling_a_token_sent_to_reserve_gives_no_counter() {
    const TREYST: &str = "ALT_CORE_B_AX_02_C";
    let send = written("Spell — Disruption", "Send target Character to Reserve.\n");
    let mut sc = position(0, 0);
    let treyst = sc.card(&ruled(TREYST), P0, Zone::HeroZone(P0));
    let recruit = sc.card(&ruled(ORDIS_RECRUIT), P0, Zone::Expedition(P0, Side::Hero));
    let spell = sc.card(&send, P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(recruit));
    settled(&g);
    assert_eq!(g.state().card(recruit).zone, Zone::Gone);
    assert_eq!(g.state().counter(treyst, "Scrap"), 0);
    assert_eq!(reactions_played(&g, treyst), 0);

    let mut sc = position(0, 0);
    let treyst = sc.card(&ruled(TREYST), P0, Zone::HeroZone(P0));
    let card = sc.card(&free("Card"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play_from_reserve(&mut g, card, Some(Side::Hero));
    into_hero_expeditions(&mut g);
    settled(&g);
    assert_eq!(g.state().counter(treyst, "Scrap"), 1, "a card that leaves the Reserve");
}

/// Gericht, Revered Duelist — Q: What happens if Gericht is already Fleeting and should
/// gain Fleeting due to another effect? A: It gains Fleeting again (which in general changes
/// nothing, but gives him a boost): the Common's `I can gain Fleeting even if I was already
/// Fleeting` is an exception to the rule that a Character can't gain Fleeting it has. CR
/// 1.4.2.a over CR 7.3.15.b; its `When I gain Fleeting — I gain 1 boost` reacts (CR 2.4.1.g).
#[test]
fn gericht_revered_duelist_ruling_already_fleeting_it_gains_fleeting_again() {
    let fleeting_to = |target: &Arc<CardDef>| {
        let mut sc = position(0, 0);
        let card = sc.card(target, P0, Zone::Expedition(P0, Side::Hero));
        sc.status(card, |s| s.fleeting = true);
        let spell = sc.card(
            &written("Spell — Boon", "Target Character gains Fleeting.\n"),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        play(&mut g, spell, None);
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(card));
        into_hero_expeditions(&mut g);
        settled(&g);
        let gained = g
            .events()
            .iter()
            .any(|e| matches!(e, Event::Fleeting { card: c, fleeting: true } if *c == card));
        (gained, g.state().card(card).boosts)
    };
    assert_eq!(
        fleeting_to(&ruled("ALT_ALIZE_B_BR_37_C")),
        (true, 1),
        "Gericht gains it again"
    );
    assert_eq!(fleeting_to(&free("Other")), (false, 0), "another Character can't");
}
