//! General templates a later set's cards will use (issue 15, deliverable 2), each in play on
//! a card written for the test: sentences chained on what another player or an object did,
//! cost changes for every way of playing, superlatives and places. Each test asserts what
//! the construct means, so that it fails when the construct is read another way; tests of a
//! rule are named after its number in the Complete Rules 4.0.
mod common;

use common::{choose, play, position, settled, start, written, P0, P1};

use altered_engine::*;

fn decide(g: &mut Game, kind: DecisionKind, player: PlayerId, pick: impl Fn(&Opt) -> bool) {
    let d = g.pending().expect("a decision").clone();
    assert_eq!((d.kind, d.player), (kind, player), "{d:?}");
    choose(g, kind, pick);
}

fn hand(g: &Game, p: PlayerId) -> usize {
    g.state().count(Zone::Hand(p))
}

/// CR 6.5.f with CR 7.2.4.a: `Target opponent may draw a card. If they do, I gain 2 boosts.
/// If they don't, draw a card.`: `they` is the opponent who decided; each answer leads to
/// its own sentence only.
#[test]
fn cr_6_5_f_if_they_do_reads_what_the_target_opponent_chose() {
    for accept in [true, false] {
        let mut sc = position(1, 2);
        sc.cards(&common::filler(), P1, Zone::Deck(P1), 2);
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb Target opponent may draw a card. If they do, I gain 2 boosts. If they don't, draw a card.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let hands = (hand(&g, P0), hand(&g, P1));
        play(&mut g, card, Some(Side::Hero));
        decide(&mut g, DecisionKind::ChoosePlayer, P0, |o| *o == Opt::Player(P1));
        decide(&mut g, DecisionKind::May, P1, |o| {
            *o == if accept { Opt::Yes } else { Opt::No }
        });
        settled(&g);
        let got = (g.state().card(card).boosts, hand(&g, P0), hand(&g, P1));
        let expected = if accept {
            (2, hands.0 - 1, hands.1 + 1)
        } else {
            (0, hands.0, hands.1)
        };
        assert_eq!(got, expected, "the opponent accepted: {accept}");
    }
}

/// CR 6.5.f with CR 7.2.5 and 7.3.21: `My Expedition moves backwards one region. If it does,
/// draw a card. If it doesn't, I gain 1 boost.`: `it` is my Expedition, which can't move
/// backwards from its starting region (CR 7.3.21.b).
#[test]
fn cr_6_5_f_if_it_does_reads_whether_the_expedition_moved() {
    for at in [0u8, 1] {
        let mut sc = position(1, 2);
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb My Expedition moves backwards one region. If it does, draw a card. If it doesn't, I gain 1 boost.",
            ),
            P0,
            Zone::Hand(P0),
        );
        sc.state_mut().player_mut(P0).markers[0] = at;
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let got = (
            g.state().player(P0).markers[0],
            hand(&g, P0),
            g.state().card(card).boosts,
        );
        let expected = if at == 1 { (0, before, 0) } else { (0, before - 1, 1) };
        assert_eq!(got, expected, "my Expedition was {at} regions forward");
    }
}

/// A card of `kind` written for a test, costing 3 from Hand and 3 from Reserve.
fn costing_three(kind: &str, body: &str) -> std::sync::Arc<CardDef> {
    common::written_costing(kind, 3, body)
}

/// CR 5.1.2.d-e: `I cost 1 less to play from Reserve.`: my cost decreases only when I am
/// played from Reserve, not from Hand.
#[test]
fn cr_5_1_2_e_i_cost_less_only_when_played_from_the_zone_named() {
    let me = costing_three("Character — Adventurer", "I cost 1 less to play from Reserve.");
    let mut sc = position(3, 0);
    let in_hand = sc.card(&me, P0, Zone::Hand(P0));
    let in_reserve = sc.card(&me, P0, Zone::Reserve(P0));
    let g = start(sc);
    assert_eq!(
        (
            common::cost_offered(&g, in_hand, Some(Side::Hero)),
            common::cost_offered(&g, in_reserve, Some(Side::Hero))
        ),
        (Some(3), Some(2))
    );
}

/// CR 5.1.2.d-e: `Spells you play from Reserve cost 1 more.` and `Characters you play from
/// your hand cost 1 less.`: each change only for its kind and the zone it names, and only
/// for the source's controller.
#[test]
fn cr_5_1_2_e_cards_you_play_from_a_zone_cost_more_or_less() {
    let source = written(
        "Character — Adventurer",
        "Spells you play from Reserve cost 1 more.\nCharacters you play from your hand cost 1 less.",
    );
    let spell = costing_three("Spell", "Draw a card.");
    let other = costing_three("Character — Adventurer", "");
    let mut sc = position(4, 1);
    sc.card(&source, P0, Zone::Expedition(P0, Side::Hero));
    let spell_in_reserve = sc.card(&spell, P0, Zone::Reserve(P0));
    let spell_in_hand = sc.card(&spell, P0, Zone::Hand(P0));
    let character_in_hand = sc.card(&other, P0, Zone::Hand(P0));
    let character_in_reserve = sc.card(&other, P0, Zone::Reserve(P0));
    let g = start(sc);
    let offered = |c, to| common::cost_offered(&g, c, to);
    assert_eq!(
        (
            offered(spell_in_reserve, None),
            offered(spell_in_hand, None),
            offered(character_in_hand, Some(Side::Hero)),
            offered(character_in_reserve, Some(Side::Hero)),
        ),
        (Some(4), Some(3), Some(2), Some(3))
    );
}

/// CR 5.1.2.e: `I cost X less, where X is the number of Plants you control.`: one less per
/// Plant its controller controls, counted when it is played; `Reduce my cost by 1.` is
/// `I cost 1 less.`
#[test]
fn cr_5_1_2_e_i_cost_x_less_where_x_counts_and_reduce_my_cost() {
    let counted = costing_three(
        "Character — Adventurer",
        "I cost X less, where X is the number of Plants you control.",
    );
    let reduced = costing_three("Character — Adventurer", "Reduce my cost by 1.");
    let plant = costing_three("Character — Plant", "");
    let mut sc = position(3, 0);
    sc.card(&plant, P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&plant, P0, Zone::Expedition(P0, Side::Companion));
    sc.card(&plant, P1, Zone::Expedition(P1, Side::Hero));
    let counted = sc.card(&counted, P0, Zone::Hand(P0));
    let reduced = sc.card(&reduced, P0, Zone::Hand(P0));
    let g = start(sc);
    assert_eq!(
        (
            common::cost_offered(&g, counted, Some(Side::Hero)),
            common::cost_offered(&g, reduced, Some(Side::Hero))
        ),
        (Some(1), Some(2)),
        "two Plants I control, not the opponent's"
    );
}

/// CR 5.1.2.e with CR 1.2.3.c: `I cost 1 less in an Expedition facing two or more
/// Characters.`: the price into each Expedition reads the one facing it (in a duel, the
/// opponent's Expedition of the same kind), not the other.
#[test]
fn cr_5_1_2_e_i_cost_less_in_an_expedition_facing_two_or_more_characters() {
    let me = costing_three(
        "Character — Adventurer",
        "I cost 1 less to play in an Expedition facing two or more Characters.",
    );
    let plain = costing_three("Character — Plant", "");
    let mut sc = position(3, 0);
    sc.card(&plain, P1, Zone::Expedition(P1, Side::Hero));
    sc.card(&plain, P1, Zone::Expedition(P1, Side::Hero));
    sc.card(&plain, P1, Zone::Expedition(P1, Side::Companion));
    let me = sc.card(&me, P0, Zone::Hand(P0));
    let g = start(sc);
    assert_eq!(
        (
            common::cost_offered(&g, me, Some(Side::Hero)),
            common::cost_offered(&g, me, Some(Side::Companion))
        ),
        (Some(2), Some(3))
    );
}

/// CR 5.1.2.e: `You may play me for 1 less in an Expedition that's in contact.`: only into
/// an Expedition whose counter shares its region with an opponent's (my Hero Expedition,
/// one region forward, is alone; my Companion Expedition shares the last region with the
/// opponent's).
#[test]
fn cr_5_1_2_e_i_cost_less_in_an_expedition_in_contact() {
    let me = costing_three(
        "Character — Adventurer",
        "You may play me for {1} less in an Expedition that's In Contact.",
    );
    let mut sc = position(3, 0);
    sc.state_mut().player_mut(P0).markers[0] = 1;
    let me = sc.card(&me, P0, Zone::Hand(P0));
    let g = start(sc);
    assert_eq!(
        (
            common::cost_offered(&g, me, Some(Side::Hero)),
            common::cost_offered(&g, me, Some(Side::Companion))
        ),
        (Some(3), Some(2))
    );
}

/// CR 3.1.2.b-c: `When you put a Character from your hand in Reserve`: a card of my hand
/// that goes to my Reserve, a Character only; a Spell put there, or a Character discarded
/// from my hand, is not.
#[test]
fn cr_3_1_2_b_when_you_put_a_character_from_your_hand_in_reserve() {
    for (put, kind, boosts) in [
        ("Put a card from your hand in Reserve.", "Character — Plant", 1),
        ("Put a card from your hand in Reserve.", "Spell", 0),
        ("Discard a card from your hand.", "Character — Plant", 0),
    ] {
        let mut sc = position(3, 0);
        let watcher = sc.card(
            &written(
                "Character — Adventurer",
                "When you put a Character from your hand in Reserve — I gain 1 boost.",
            ),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let spell = sc.card(&costing_three("Spell", put), P0, Zone::Hand(P0));
        // `position` also puts a Character in my hand: the card put is chosen by name.
        let mine = sc.card(&costing_three(kind, ""), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, spell, None);
        choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(mine));
        settled(&g);
        assert_eq!(g.state().card(watcher).boosts, boosts, "{put} a {kind}");
    }
}

/// CR 5.1.2.e: `Characters your opponents play from Reserve cost 1 more if you control a
/// Plant.`: the cards the source's opponents play from Reserve, while the condition holds;
/// never the source's controller's own.
#[test]
fn cr_5_1_2_e_cards_your_opponents_play_cost_more_while_a_condition_holds() {
    let taxing = written(
        "Character — Adventurer",
        "Characters your opponents play from Reserve cost 1 more if you control a Plant.",
    );
    let plant = costing_three("Character — Plant", "");
    let other = costing_three("Character — Adventurer", "");
    for (owner, with_plant, expected) in [(P1, true, 4), (P1, false, 3), (P0, true, 3)] {
        let mut sc = position(4, 0);
        sc.card(&taxing, owner, Zone::Expedition(owner, Side::Hero));
        if with_plant {
            sc.card(&plant, owner, Zone::Expedition(owner, Side::Companion));
        }
        let in_reserve = sc.card(&other, P0, Zone::Reserve(P0));
        let in_hand = sc.card(&other, P0, Zone::Hand(P0));
        let g = start(sc);
        assert_eq!(
            (
                common::cost_offered(&g, in_reserve, Some(Side::Hero)),
                common::cost_offered(&g, in_hand, Some(Side::Hero))
            ),
            (Some(expected), Some(3)),
            "the source's controller: {owner:?}, a Plant: {with_plant}"
        );
    }
}

/// CR 1.2.1.b with CR 6.1.g: `Your opponent may draw a card. If they don't, I gain 2
/// boosts.`: in a two-player game `your opponent` is the other player, who decides; `they`
/// names them (CR 7.2.4.a).
#[test]
fn cr_1_2_1_b_your_opponent_may_is_the_other_players_decision() {
    for accept in [true, false] {
        let mut sc = position(1, 1);
        sc.cards(&common::filler(), P1, Zone::Deck(P1), 2);
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb Your opponent may draw a card. If they don't, I gain 2 boosts.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let theirs = hand(&g, P1);
        play(&mut g, card, Some(Side::Hero));
        let d = g.pending().expect("a decision").clone();
        assert_eq!(d.kind, DecisionKind::ChoosePlayer, "{d:?}");
        assert_eq!(d.options, vec![Opt::Player(P1)], "only an opponent: {d:?}");
        decide(&mut g, DecisionKind::ChoosePlayer, P0, |o| *o == Opt::Player(P1));
        decide(&mut g, DecisionKind::May, P1, |o| {
            *o == if accept { Opt::Yes } else { Opt::No }
        });
        settled(&g);
        let got = (hand(&g, P1), g.state().card(card).boosts);
        let expected = if accept { (theirs + 1, 0) } else { (theirs, 2) };
        assert_eq!(got, expected, "the opponent accepted: {accept}");
    }
}

/// `For each <noun phrase>, <clause>` says what `<clause> for each <noun phrase>` says: the
/// clause done once per object counted, in one step (CR 1.2.6.b): with two cards in my
/// Reserve I draw two cards, with none I draw none.
#[test]
fn cr_1_2_6_b_for_each_first_draws_once_per_card_counted() {
    for in_reserve in [0, 2] {
        let drew = drawn_with_in_reserve("etb For each card in your Reserve, draw a card.\n", in_reserve);
        assert_eq!(drew, in_reserve, "{in_reserve} in Reserve");
    }
}

/// How many cards a Character with the ability `body` drew as it was played from Hand,
/// with `in_reserve` cards in its controller's Reserve.
fn drawn_with_in_reserve(body: &str, in_reserve: usize) -> usize {
    let mut sc = position(1, 5);
    let card = sc.card(&written("Character — Soldier", body), P0, Zone::Hand(P0));
    sc.cards(&common::filler(), P0, Zone::Reserve(P0), in_reserve);
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    hand(&g, P0) + 1 - before
}

/// CR 1.1.6.b: a division says which way it rounds: `half the number of cards in your
/// Reserve, rounded down` of three cards is one, `rounded up` two, and of none, none.
#[test]
fn cr_1_1_6_b_half_rounded_down_or_up() {
    for (rounding, in_reserve, drawn) in [("down", 3, 1), ("up", 3, 2), ("down", 4, 2), ("up", 0, 0)] {
        let body =
            format!("etb Draw X cards, where X is half the number of cards in your Reserve, rounded {rounding}.\n");
        assert_eq!(
            drawn_with_in_reserve(&body, in_reserve),
            drawn,
            "half of {in_reserve}, rounded {rounding}"
        );
    }
}

/// CR 7.3.22.a with CR 1.2.3: any Expedition a sentence names is the subject of `moves
/// forward`: `Your Companion Expedition moves forward one region` moves that one only.
#[test]
fn cr_7_3_22_a_any_named_expedition_moves_forward() {
    let mut sc = position(1, 2);
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Your Companion Expedition moves forward one region.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = g.state().player(P0).markers;
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let after = g.state().player(P0).markers;
    assert_eq!(after[0], before[0], "the Hero Expedition stays");
    assert_eq!(
        before[1].abs_diff(after[1]),
        1,
        "the Companion Expedition moved one region: {before:?} → {after:?}"
    );
}

/// CR 1.2.3.c with CR 7.3.22.a: `When the Expedition facing me moves forward` waits for the
/// opponent's Expedition facing the one the reaction's object is in, and no other.
#[test]
fn cr_1_2_3_c_a_trigger_on_the_expedition_facing_me_moving_forward() {
    for (side, reacts) in [(Side::Hero, true), (Side::Companion, false)] {
        let mut sc = position(1, 2);
        let watcher = sc.card(
            &written(
                "Character — Adventurer",
                "When the Expedition facing me moves forward | I gain 1 boost.",
            ),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let mover = sc.card(
            &written(
                "Character — Adventurer",
                "etb The Expedition facing me moves forward one region.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = g.state().player(P1).markers;
        play(&mut g, mover, Some(side));
        settled(&g);
        assert_ne!(g.state().player(P1).markers, before, "the opponent's Expedition moved");
        assert_eq!(
            g.state().card(watcher).boosts,
            u16::from(reacts),
            "the mover went to my {side:?} Expedition"
        );
    }
}

/// CR 1.2.3.c with CR 7.3.22.a: `When your Hero Expedition moves forward` waits for that
/// Expedition of the controller's only.
#[test]
fn cr_1_2_3_c_a_trigger_on_your_hero_expedition_moving_forward() {
    for (side, reacts) in [(Side::Hero, true), (Side::Companion, false)] {
        let mut sc = position(1, 2);
        let watcher = sc.card(
            &written(
                "Character — Adventurer",
                "When your Hero Expedition moves forward | I gain 1 boost.",
            ),
            P0,
            Zone::Expedition(P0, Side::Companion),
        );
        let mover = sc.card(
            &written("Character — Adventurer", "etb My Expedition moves forward one region."),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        play(&mut g, mover, Some(side));
        settled(&g);
        assert_eq!(
            g.state().card(watcher).boosts,
            u16::from(reacts),
            "my {side:?} Expedition moved forward"
        );
    }
}

/// CR 3.1 with CR 1.2.6.e: `If you have no cards in your hand`, `If you have 1 or more cards
/// in your hand`: how many cards one of the controller's zones holds, any zone named.
#[test]
fn cr_1_2_6_e_a_condition_counts_the_cards_of_any_of_your_zones() {
    // The scenario's Hand keeps one spare card after the tested card is played.
    for (condition, draws) in [
        ("you have no cards in your hand", false),
        ("you have 1 or more cards in your hand", true),
        ("you have exactly 1 card in your hand", true),
        ("you have no cards in your discard pile", true),
    ] {
        let mut sc = position(1, 2);
        let card = sc.card(
            &written("Character — Adventurer", &format!("etb If {condition}, draw a card.")),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        assert_eq!(hand(&g, P0), before - 1 + usize::from(draws), "`If {condition}`");
    }
}

/// `Draw cards equal to the number of …` is `Draw X cards, where X is …` (CR 1.2.6 a number
/// counted when the effect resolves); `draw another card` draws one more.
#[test]
fn cr_1_2_6_draw_cards_equal_to_a_count_and_another_card() {
    let mut sc = position(1, 6);
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Draw cards equal to the number of cards in your Reserve. Then, draw another card.",
        ),
        P0,
        Zone::Hand(P0),
    );
    sc.cards(&common::filler(), P0, Zone::Reserve(P0), 3);
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(hand(&g, P0), before - 1 + 3 + 1);
}

/// `Target Character gains boosts equal to my forest statistic` (CR 2.2.11: my statistic as
/// it is when the effect resolves, 1 here; not the target's, 3).
#[test]
fn cr_2_2_11_gains_boosts_equal_to_my_statistic() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Target other Character gains boosts equal to my forest statistic.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let other = sc.card(
        &std::sync::Arc::new(CardDef::basic("Strong", Kind::Character, 1, 1, [3, 0, 0])),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(other));
    settled(&g);
    assert_eq!(g.state().card(other).boosts, 1);
}

/// `Until end of turn, target Character gains Tough 1.`: the duration said first lasts as
/// when it follows the gain (CR 2.2.15.d): gained now, gone once the turn has ended.
#[test]
fn cr_2_2_15_d_a_duration_said_first_ends_with_the_turn() {
    let mut sc = position(1, 3);
    let stand = sc.card(
        &written(
            "Landmark Permanent — Construction",
            "exhaust: Until end of turn, target Character gains Tough 1.",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let character = |name| std::sync::Arc::new(CardDef::basic(name, Kind::Character, 0, 0, [1; 3]));
    let mine = sc.card(&character("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let spare = sc.card(&character("Spare"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == stand),
    );
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert!(
        g.state()
            .keywords(mine)
            .contains(&altered_interpreter::KeywordAbility::Tough(1)),
        "Tough 1 this turn"
    );
    // Playing a card ends the turn (CR 4.2.3.e.1).
    play(&mut g, spare, Some(Side::Hero));
    settled(&g);
    assert!(
        !g.state()
            .has_keyword(mine, altered_interpreter::KeywordAbility::Tough(0)),
        "the turn ended"
    );
}

/// `If it's your turn` (CR 4.2.3.d): whose turn it is when the effect resolves. A reaction
/// to an opponent's play resolves in the opponent's turn, so `it is not your turn` holds
/// there; an `etb` on one's own play resolves in one's own turn.
#[test]
fn cr_4_2_3_d_if_it_is_your_turn_reads_whose_turn_it_is() {
    let watcher = written(
        "Character — Adventurer",
        "When an opponent plays a Character | If it's your turn, draw a card. If it is not your turn, I gain 1 boost.",
    );
    let mut sc = position(0, 3);
    let mine = sc.card(&watcher, P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(
        &std::sync::Arc::new(CardDef::basic("Theirs", Kind::Character, 0, 0, [1; 3])),
        P1,
        Zone::Hand(P1),
    );
    let mut st = sc.build();
    st.set_first_player(P1);
    st.set_step(Step::Turn(P1), Phase::Afternoon);
    let mut g = Game::from_state(st);
    let before = hand(&g, P0);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card, to: Some(Side::Hero), .. } if *card == theirs),
    );
    while g
        .pending()
        .is_some_and(|d| d.player == P0 && d.kind != DecisionKind::Turn)
    {
        let d = g.pending().unwrap().clone();
        choose(&mut g, d.kind, |_| true);
    }
    assert_eq!(
        (g.state().card(mine).boosts, hand(&g, P0)),
        (1, before),
        "the opponent's turn"
    );

    let mut sc = position(1, 3);
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb If it's your turn, draw a card. If it is not your turn, I gain 1 boost.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(
        (g.state().card(card).boosts, hand(&g, P0)),
        (0, before - 1 + 1),
        "my turn"
    );
}

/// `If it is the Afternoon`, `If it is Noon` (CR 4.2): the phase of the Day when the effect
/// resolves; an `etb` played in a turn resolves in the Afternoon (CR 4.2.3).
#[test]
fn cr_4_2_if_it_is_a_phase_reads_the_phase_now() {
    let mut sc = position(1, 3);
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb If it is the Afternoon, I gain 1 boost. If it is Noon, draw a card.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!((g.state().card(card).boosts, hand(&g, P0)), (1, before - 1));
}

/// CR 7.3.27 with CR 3.2.2: `Put target Character on the bottom of its owner's Deck`,
/// `Return … to the top of …`, `Send … to the bottom of …`: the card goes to that end of its
/// owner's Deck (the last card of the list is the top, the one drawn next).
#[test]
fn cr_7_3_27_to_the_top_or_the_bottom_of_its_owners_deck() {
    for (sentence, on_top) in [
        "etb Put target Character on the bottom of its owner's Deck.",
        "etb Return target Character to the top of its owner's Deck.",
        "etb Send target Character to the bottom of its owner's deck.",
    ]
    .into_iter()
    .zip([false, true, false])
    {
        let mut sc = position(1, 3);
        sc.cards(&common::filler(), P1, Zone::Deck(P1), 3);
        let foe = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
        let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
        settled(&g);
        let deck = &g.state().player(P1).deck;
        assert_eq!(deck.len(), 4, "{sentence}");
        let at = if on_top { deck.last() } else { deck.first() };
        assert_eq!(at, Some(&foe), "{sentence}: on top {on_top}");
    }
}

/// CR 7.3.24.a, 3.2.5.b: `Put a card from your hand at the bottom of your deck`: the player
/// chooses it in their own Hand, and it goes under the others.
#[test]
fn cr_7_3_24_a_put_a_card_from_your_hand_at_the_bottom_of_your_deck() {
    let mut sc = position(1, 3);
    let kept = sc.card(&common::filler(), P0, Zone::Hand(P0));
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Put a card from your hand at the bottom of your deck.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(kept));
    settled(&g);
    let deck = &g.state().player(P0).deck;
    assert_eq!((deck.len(), deck.first()), (4, Some(&kept)));
}

/// CR 3.2.2: `Shuffle target Character into its owner's Deck`: it joins that Deck, which is
/// then shuffled, so it is not simply on top (with this game's seed it lands elsewhere; the
/// other cards of the Deck stay in it).
#[test]
fn cr_3_2_2_shuffle_target_character_into_its_owners_deck() {
    let mut sc = position(1, 3);
    sc.cards(&common::filler(), P1, Zone::Deck(P1), 12);
    let foe = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Shuffle target Character into its owner's Deck.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = g.state().player(P1).deck.clone();
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(foe));
    settled(&g);
    let deck = g.state().player(P1).deck.clone();
    assert_eq!(deck.len(), before.len() + 1);
    assert!(deck.contains(&foe) && before.iter().all(|c| deck.contains(c)));
    assert_ne!(deck.last(), Some(&foe), "shuffled, not put on top");
    let mut unshuffled = before.clone();
    unshuffled.push(foe);
    assert_ne!(deck, unshuffled, "the Deck was shuffled");
}

/// A plain Character to act on.
fn foe() -> std::sync::Arc<CardDef> {
    std::sync::Arc::new(CardDef::basic("Foe", Kind::Character, 1, 1, [1, 1, 1]))
}

/// CR 4.2.1.b: `When you become the first player`: at Succeed the player to the left of the
/// first player becomes it, and only their watcher reacts.
#[test]
fn cr_4_2_1_b_when_you_become_the_first_player_at_succeed() {
    let mut sc = Scenario::new();
    let watcher = written(
        "Character — Adventurer",
        "When you become the first player | I gain 1 boost.",
    );
    let mine = sc.card(&watcher, P0, Zone::Expedition(P0, Side::Hero));
    let theirs = sc.card(&watcher, P1, Zone::Expedition(P1, Side::Hero));
    for p in [P0, P1] {
        sc.cards(&common::filler(), p, Zone::Deck(p), 5);
    }
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Morning, Phase::Night);
    let g = Game::from_state(st);
    assert_eq!(g.state().first_player(), P1);
    let boosts = |c| g.state().card(c).boosts;
    assert_eq!((boosts(mine), boosts(theirs)), (0, 1));
}

/// CR 4.2.1 with CR 6.1.g: `The first player draws a card` is done by whoever is the first
/// player, here the opponent; `You become the first player` makes the controller it, and
/// their `When you become the first player` reacts.
#[test]
fn cr_4_2_1_the_first_player_acts_and_you_become_the_first_player() {
    let mut sc = position(2, 3);
    sc.cards(&common::filler(), P1, Zone::Deck(P1), 3);
    sc.card(
        &written(
            "Character — Adventurer",
            "When you become the first player | I gain 1 boost.",
        ),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb The first player draws a card. You become the first player. The first player draws a card.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut st = sc.build();
    st.set_first_player(P1);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    let mut g = Game::from_state(st);
    let hands = (hand(&g, P0), hand(&g, P1));
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().first_player(), P0);
    assert_eq!((hand(&g, P0), hand(&g, P1)), (hands.0 - 1 + 1, hands.1 + 1));
    let watcher = g
        .state()
        .in_zone(Zone::Expedition(P0, Side::Companion))
        .next()
        .expect("the watcher");
    assert_eq!(g.state().card(watcher).boosts, 1);
}

/// CR 4.2.3.d: `If an opponent has passed`: read this Afternoon, when the effect resolves.
#[test]
fn cr_4_2_3_d_if_an_opponent_has_passed() {
    for passed in [false, true] {
        let mut sc = position(1, 3);
        let card = sc.card(
            &written("Character — Adventurer", "etb If an opponent has passed, draw a card."),
            P0,
            Zone::Hand(P0),
        );
        sc.state_mut().player_mut(P1).passed = passed;
        assert_eq!(drew_on_play(sc, card, Side::Hero), passed, "passed: {passed}");
    }
}

/// CR 1.1.3.d: `If an opponent controls more Characters than you` compares what each
/// controls when the effect resolves (the card itself is then in play, one of yours); `you
/// control fewer … than an opponent` says the same.
#[test]
fn cr_1_1_3_d_if_an_opponent_controls_more_characters_than_you() {
    for sentence in [
        "etb If an opponent controls more Characters than you, draw a card.",
        "etb If you control fewer Characters than an opponent, draw a card.",
    ] {
        for theirs in [1usize, 2] {
            let mut sc = position(1, 3);
            sc.cards(&foe(), P1, Zone::Expedition(P1, Side::Hero), theirs);
            let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
            assert_eq!(
                drew_on_play(sc, card, Side::Hero),
                theirs > 1,
                "{sentence} against {theirs}"
            );
        }
    }
}

/// CR 3.2.1.d: `If there is a Terrain Marker in my region`: the region my Expedition is
/// in. A marker on the Hero region (where both Hero Expeditions start) is in my region when
/// I join my Hero Expedition, not when I join my Companion Expedition.
#[test]
fn cr_3_2_1_d_if_there_is_a_terrain_marker_in_my_region() {
    for side in [Side::Hero, Side::Companion] {
        let mut sc = position(1, 3);
        assert!(sc.terrain_marker(0, Terrains([false, true, false])));
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb If there is a Terrain Marker in my region, draw a card.",
            ),
            P0,
            Zone::Hand(P0),
        );
        assert_eq!(drew_on_play(sc, card, side), side == Side::Hero, "{side:?}");
    }
}

/// Plays `card` (an `etb … draw a card` under test) into `side` on player 0's turn: whether
/// it drew a card.
fn drew_on_play(sc: Scenario, card: CardId, side: Side) -> bool {
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, card, Some(side));
    settled(&g);
    hand(&g, P0) == before // one card played, one drawn
}

/// CR 1.3.1.b: `Each Character in my region gains 1 boost.`: every Character in an
/// Expedition whose counter is on my region, anyone's. Both Hero Expeditions start on the
/// Hero region, both Companion Expeditions on the Companion region.
#[test]
fn cr_1_3_1_b_each_character_in_my_region() {
    let mut sc = position(1, 3);
    let beside = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
    let far = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Companion));
    let mine_far = sc.card(&foe(), P0, Zone::Expedition(P0, Side::Companion));
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Each Character in my region gains 1 boost.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    let boosts = [card, beside, far, mine_far].map(|c| g.state().card(c).boosts);
    assert_eq!(
        boosts,
        [1, 1, 0, 0],
        "me, the opponent's Hero Expedition's, the Companion Expeditions'"
    );
}

/// CR 1.3.1.b: `If your Companion Expedition is in its starting region` holds until it moves
/// from the Companion region; `If I'm in my starting region` asks of the Expedition I'm in.
#[test]
fn cr_1_3_1_b_if_an_expedition_is_in_its_starting_region() {
    for moved in [false, true] {
        for (sentence, side, which) in [
            (
                "etb If your Companion Expedition is in its starting region, draw a card.",
                Side::Hero,
                1,
            ),
            ("etb If I'm in my starting region, draw a card.", Side::Hero, 0),
        ] {
            let mut sc = position(1, 3);
            let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
            let markers = &mut sc.state_mut().player_mut(P0).markers;
            if moved {
                // forward: away from the Hero region for the Hero Expedition, towards it for
                // the Companion Expedition
                markers[which] = if which == 0 { 1 } else { markers[1] - 1 };
            }
            assert_eq!(drew_on_play(sc, card, side), !moved, "{sentence} (moved: {moved})");
        }
    }
}

/// CR 3.2.1.d: `Characters in regions with a Terrain Marker gain 1 boost.`: a marker on the
/// Hero region puts the Characters of both Hero Expeditions there, and no other.
#[test]
fn cr_3_2_1_d_characters_in_regions_with_a_terrain_marker() {
    let mut sc = position(1, 3);
    assert!(sc.terrain_marker(0, Terrains([false, true, false])));
    let beside = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
    let far = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Companion));
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Characters in regions with a Terrain Marker gain 1 boost.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Companion));
    settled(&g);
    let boosts = [card, beside, far].map(|c| g.state().card(c).boosts);
    assert_eq!(
        boosts,
        [0, 1, 0],
        "me (Companion region), the Hero region's, the Companion region's"
    );
}

/// CR 1.4.1.a with CR 7.3.21: `Your Expeditions can't move backward.` beats an effect that
/// moves one of them backward; without it the Expedition moves.
#[test]
fn cr_1_4_1_a_your_expeditions_cant_move_backward() {
    for restricted in [false, true] {
        let mut sc = position(1, 3);
        if restricted {
            sc.card(
                &written("Character — Adventurer", "Your Expeditions can't move backward."),
                P0,
                Zone::Expedition(P0, Side::Companion),
            );
        }
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb Your Hero Expedition moves backward one region.",
            ),
            P0,
            Zone::Hand(P0),
        );
        sc.state_mut().player_mut(P0).markers[0] = 1;
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let expected = if restricted { 1 } else { 0 };
        assert_eq!(g.state().player(P0).markers[0], expected, "restricted: {restricted}");
    }
}

/// CR 1.4.1.a with CR 2.5.1: `Characters facing me can't gain boosts.`: the Characters of
/// the Expedition facing the source's don't gain the boost an effect gives every Character;
/// the others do.
#[test]
fn cr_1_4_1_a_characters_facing_me_cant_gain_boosts() {
    let mut sc = position(1, 3);
    let watcher = sc.card(
        &written("Character — Adventurer", "Characters facing me can't gain boosts."),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let facing = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
    let other = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Companion));
    let card = sc.card(
        &written("Character — Adventurer", "etb Each Character gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Companion));
    settled(&g);
    let boosts = [watcher, facing, other, card].map(|c| g.state().card(c).boosts);
    assert_eq!(boosts, [1, 0, 1, 1], "the watcher, the Character facing it, the others");
}

/// CR 7.3.24 with CR 6.1.g: `Look at the top three cards of your Deck. Put one in your Hand
/// and the rest at the bottom of your Deck.`: the verb is left out before `the rest`; the
/// card chosen goes to the Hand, the two others under the Deck's other cards.
#[test]
fn cr_7_3_24_put_one_in_your_hand_and_the_rest_at_the_bottom() {
    for sentence in [
        "etb Look at the top three cards of your Deck. Put one in your Hand and the rest at the bottom of your Deck.",
        "etb Look at the top three cards of your Deck. Put one in your Hand and put the rest on the bottom of your Deck.",
    ] {
        let mut sc = position(1, 5);
        let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
        let mut g = start(sc);
        let deck = g.state().player(P0).deck.clone();
        let [.., below, second, third, top] = deck[..] else {
            panic!("a deck of five: {deck:?}");
        };
        play(&mut g, card, Some(Side::Hero));
        let d = g.pending().expect("the choice of one card").clone();
        choose(&mut g, d.kind, |o| *o == Opt::Card(top));
        settled(&g);
        let after = &g.state().player(P0).deck;
        assert_eq!(g.state().card(top).zone, Zone::Hand(P0), "{sentence}: the one chosen");
        assert_eq!(after.len(), 4, "{sentence}");
        let mut bottom = after[..2].to_vec();
        bottom.sort();
        let mut rest = vec![second, third];
        rest.sort();
        assert_eq!(bottom, rest, "{sentence}: the rest at the bottom");
        assert_eq!(after.last(), Some(&below), "{sentence}: the card below them is now on top");
    }
}

/// CR 7.3.24.a, 7.3.26: `Put the top two cards of your Deck in your Reserve` moves the two
/// top cards, one by one; it is not a Resupply, so with one card left only that card moves
/// and the discard pile is not shuffled back into the Deck (CR 7.3.26.b is Resupply's alone).
#[test]
fn cr_7_3_24_a_put_the_top_cards_of_your_deck_in_your_reserve() {
    let sentence = "etb Put the top two cards of your Deck in your Reserve.";
    let mut sc = position(1, 3);
    let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let deck = g.state().player(P0).deck.clone();
    let [bottom, second, top] = deck[..] else {
        panic!("a deck of three: {deck:?}");
    };
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(top).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(second).zone, Zone::Reserve(P0));
    assert_eq!(g.state().player(P0).deck, vec![bottom]);

    let mut sc = position(1, 1);
    let discarded = sc.card(&common::filler(), P0, Zone::Discard(P0));
    let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let [only] = g.state().player(P0).deck[..] else {
        panic!("a deck of one");
    };
    play(&mut g, card, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().card(only).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(discarded).zone, Zone::Discard(P0), "not shuffled back");
    assert!(g.state().player(P0).deck.is_empty());
}

/// CR 7.3.7, 6.5.f: `Discard any number of cards from your Hand, then draw that many
/// cards.`: the player chooses in their own Hand as many cards as they like (none too), and
/// draws as many as they discarded.
#[test]
fn cr_7_3_7_discard_any_number_of_cards_then_draw_that_many() {
    for discarding in [2, 0] {
        let mut sc = position(1, 5);
        let kept: Vec<CardId> = (0..3).map(|_| sc.card(&common::filler(), P0, Zone::Hand(P0))).collect();
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb Discard any number of cards from your Hand, then draw that many cards.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        for &c in &kept[..discarding] {
            choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Card(c));
        }
        choose(&mut g, DecisionKind::ChooseHidden, |o| *o == Opt::Skip);
        settled(&g);
        let st = g.state();
        assert_eq!(st.count(Zone::Discard(P0)), discarding, "{discarding} discarded");
        assert_eq!(st.count(Zone::Deck(P0)), 5 - discarding, "{discarding} drawn");
        // The Spare of `position` and the three kept: as many drawn as discarded.
        assert_eq!(hand(&g, P0), 4, "{discarding}: as many drawn as discarded");
    }
}

/// CR 2.2.9, 6.5.f: `with Base Cost X or less, …, where X is the number of cards in your
/// Reserve`: X is read when the target is chosen, and bounds the Base Cost (the Hand Cost of
/// a Character in play, CR 2.2.9.b) as a number would.
#[test]
fn cr_2_2_9_base_cost_x_or_less_where_x_is_read_when_chosen() {
    let mut sc = position(1, 3);
    sc.cards(&common::filler(), P0, Zone::Reserve(P0), 2);
    let cheap = std::sync::Arc::new(CardDef::basic("Cheap", Kind::Character, 2, 2, [1, 1, 1]));
    let dear = std::sync::Arc::new(CardDef::basic("Dear", Kind::Character, 3, 3, [1, 1, 1]));
    let cheap = sc.card(&cheap, P1, Zone::Expedition(P1, Side::Hero));
    let dear = sc.card(&dear, P1, Zone::Expedition(P1, Side::Hero));
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Return target Character with Base Cost X or less to its owner's Hand, where X is the number of cards in your Reserve.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let d = g.pending().expect("the target").clone();
    assert!(d.options.contains(&Opt::Card(cheap)), "{d:?}");
    assert!(
        !d.options.contains(&Opt::Card(dear)),
        "Base Cost 3 is over X = 2: {d:?}"
    );
    choose(&mut g, d.kind, |o| *o == Opt::Card(cheap));
    settled(&g);
    assert_eq!(g.state().card(cheap).zone, Zone::Hand(P1));
    assert_eq!(g.state().card(dear).zone, Zone::Expedition(P1, Side::Hero));
}

/// CR 3.2.2: each player has a Hero and a Companion Expedition; `in target opponent's Hero
/// Expedition`, `in your opponents' Companion Expeditions`, `in your Hero Expedition`,
/// `in target player's Expeditions` name those places only (the player chosen first, CR
/// 1.2.6.c).
#[test]
fn cr_3_2_2_characters_in_a_players_hero_or_companion_expedition() {
    use Side::{Companion, Hero};
    for (place, gains) in [
        ("target opponent's Hero Expedition", [(P1, Hero)].as_slice()),
        ("your opponents' Companion Expeditions", &[(P1, Companion)]),
        ("your Hero Expedition", &[(P0, Hero)]),
        ("target opponent's Expeditions", &[(P1, Hero), (P1, Companion)]),
    ] {
        let sentence = format!("etb Each Character in {place} gains 1 boost.");
        let mut sc = position(1, 3);
        let mut all = Vec::new();
        for p in [P0, P1] {
            for side in [Hero, Companion] {
                all.push(((p, side), sc.card(&foe(), p, Zone::Expedition(p, side))));
            }
        }
        let card = sc.card(&written("Character — Adventurer", &sentence), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, card, Some(Companion));
        if let Some(d) = g.pending().filter(|d| d.kind == DecisionKind::ChoosePlayer).cloned() {
            choose(&mut g, d.kind, |o| *o == Opt::Player(P1));
        }
        settled(&g);
        for (at, c) in all {
            let boosted = g.state().card(c).boosts == 1;
            assert_eq!(boosted, gains.contains(&at), "{sentence}: the Character at {at:?}");
        }
    }
}

/// CR 3.1, 6.2: `If I'm in Reserve, I cost 1 less.`: the condition reads where the card
/// is, so the card costs 1 less played from Reserve and its full cost from Hand.
#[test]
fn cr_3_1_if_im_in_reserve_i_cost_1_less() {
    let def = common::written_costing("Character — Adventurer", 3, "If I'm in Reserve, I cost 1 less.");
    let mut sc = position(5, 3);
    let in_reserve = sc.card(&def, P0, Zone::Reserve(P0));
    let in_hand = sc.card(&def, P0, Zone::Hand(P0));
    let g = start(sc);
    assert_eq!(
        common::cost_offered(&g, in_reserve, Some(Side::Hero)),
        Some(2),
        "from Reserve"
    );
    assert_eq!(
        common::cost_offered(&g, in_hand, Some(Side::Hero)),
        Some(3),
        "from Hand"
    );
}

/// CR 2.3.1.i and 2.3.1.k: a passive's condition may come first (`If …,` `As long as …,`
/// `While …,`) or after the statement (`… as long as …`, `… while …`, `… if …`); each
/// applies the statement exactly while the condition holds.
#[test]
fn cr_2_3_1_k_a_conditional_passive_reads_the_same_in_every_position() {
    for sentence in [
        "If you control a Landmark, I have Defender.",
        "As long as you control a Landmark, I have Defender.",
        "While you control a Landmark, I have [[Defender]].",
        "I have Defender as long as you control a Landmark.",
        "I have [Defender] while you control a Landmark.",
        "I have Defender if you control a Landmark.",
    ] {
        for landmark in [false, true] {
            let mut sc = position(1, 0);
            let me = sc.card(
                &written("Character — Adventurer", sentence),
                P0,
                Zone::Expedition(P0, Side::Hero),
            );
            if landmark {
                sc.card(
                    &written("Landmark Permanent — Construction", ""),
                    P0,
                    Zone::Landmarks(P0),
                );
            }
            let g = start(sc);
            assert_eq!(
                g.state().has_keyword(me, altered_interpreter::KeywordAbility::Defender),
                landmark,
                "{sentence} (with a Landmark: {landmark})"
            );
        }
    }
}

/// CR 1.4.1.a with CR 2.5.1: `I can't gain boosts.`: the source alone gains no boost from an
/// effect that gives every Character one.
#[test]
fn cr_1_4_1_a_i_cant_gain_boosts() {
    let mut sc = position(1, 3);
    let me = sc.card(
        &written("Character — Adventurer", "I can't gain boosts."),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let beside = sc.card(&foe(), P0, Zone::Expedition(P0, Side::Hero));
    let card = sc.card(
        &written("Character — Adventurer", "etb Each Character gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Companion));
    settled(&g);
    let boosts = [me, beside, card].map(|c| g.state().card(c).boosts);
    assert_eq!(boosts, [0, 1, 1], "the source, another Character, the one played");
}

/// CR 2.5.1 (boosts are counters) with CR 6.3.b: `When I gain my second boost —`: it
/// activates when the count of my boosts reaches the number, however many are gained at
/// once, and not before.
#[test]
fn cr_2_5_1_when_i_gain_my_nth_boost() {
    for (ordinal, draws) in [("second", 1), ("third", 0)] {
        let mut sc = position(1, 3);
        let me = sc.card(
            &written(
                "Character — Adventurer",
                &format!("When I gain my {ordinal} boost — Draw a card."),
            ),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let card = sc.card(
            &written("Character — Adventurer", "etb Target Character gains 2 boosts."),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, card, Some(Side::Companion));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(me));
        settled(&g);
        assert_eq!(g.state().card(me).boosts, 2);
        // the card played left the Hand
        assert_eq!(hand(&g, P0) + 1 - before, draws, "my {ordinal} boost");
    }
}

/// Another Character of player 0 with `already` boosts is the target of a card played with
/// `ability`: the target's boosts afterwards, and the cards player 0 drew.
fn targeting_one_with_boosts(already: u16, ability: &str) -> (u16, usize) {
    let mut sc = position(1, 3);
    let other = sc.card(&foe(), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(other, already);
    let card = sc.card(&written("Character — Adventurer", ability), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, card, Some(Side::Companion));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(other));
    settled(&g);
    // the card played left the Hand
    (g.state().card(other).boosts, hand(&g, P0) + 1 - before)
}

/// CR 2.5 with CR 6.5.f: `If it has 2 or more boosts` reads the boosts of the object `it`
/// names, after the sentence before it: the target with one boost already draws, the one
/// with none does not.
#[test]
fn cr_2_5_if_it_has_n_boosts_reads_the_object_it_names() {
    for (already, draws) in [(1, 1), (0, 0)] {
        let ability = "etb Target Character gains 1 boost. If it has 2 or more boosts, draw a card.";
        assert_eq!(
            targeting_one_with_boosts(already, ability),
            (already + 1, draws),
            "with {already} boost(s) before"
        );
    }
}

/// CR 1.2.6.c with CR 2.5: `If target Character has 2 or more boosts, …`: the target is
/// chosen as the effect begins, the condition is read of it, and `it` after names it.
#[test]
fn cr_1_2_6_c_a_condition_on_a_target_chooses_it_first() {
    for (already, after, draws) in [(2, 3, 1), (1, 1, 0)] {
        let ability = "etb If target Character has 2 or more boosts, draw a card and it gains 1 boost.";
        assert_eq!(
            targeting_one_with_boosts(already, ability),
            (after, draws),
            "with {already} boost(s) before"
        );
    }
    let ability = "etb If target Character has no boosts, it gains 2 boosts.";
    assert_eq!(targeting_one_with_boosts(0, ability), (2, 0));
    assert_eq!(targeting_one_with_boosts(1, ability), (1, 0));
}

/// Player 1's Characters: three in the Hero Expedition (the first is the target), one in the
/// Companion Expedition; player 0 plays a Character with `ability` targeting the first. The
/// boosts of the four afterwards.
fn boosts_around_target(ability: &str) -> [u16; 4] {
    let mut sc = position(1, 3);
    let theirs = [
        sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero)),
        sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero)),
        sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero)),
        sc.card(&foe(), P1, Zone::Expedition(P1, Side::Companion)),
    ];
    let card = sc.card(&written("Character — Adventurer", ability), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs[0]));
    settled(&g);
    theirs.map(|c| g.state().card(c).boosts)
}

/// CR 3.2.2: `in its Expedition` is the Expedition of the object `it` names (here the
/// target, player 1's Hero Expedition), not the ability's; `each other Character` there is
/// other than that object.
#[test]
fn cr_3_2_2_in_its_expedition_names_the_targets_expedition() {
    assert_eq!(
        boosts_around_target("etb Target Character gains 1 boost for each other Character in its Expedition."),
        [2, 0, 0, 0]
    );
    assert_eq!(
        boosts_around_target(
            "etb Target Character gains 1 boost. Each other Character in its Expedition gains 1 boost."
        ),
        [1, 1, 1, 0]
    );
}

/// CR 1.1.3.d: `each Landmark its controller controls` counts the Landmarks of the target's
/// controller: two for player 1's Character, one for player 0's own.
#[test]
fn cr_1_1_3_d_its_controller_controls_names_the_targets_controller() {
    for (whose, boosts) in [(P1, 2), (P0, 1)] {
        let mut sc = position(1, 3);
        let site = std::sync::Arc::new(CardDef::basic("Site", Kind::LandmarkPermanent, 1, 1, [0; 3]));
        sc.cards(&site, P1, Zone::Landmarks(P1), 2);
        sc.card(&site, P0, Zone::Landmarks(P0));
        let target = sc.card(&foe(), whose, Zone::Expedition(whose, Side::Hero));
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb Target Character gains 1 boost for each Landmark its controller controls.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Companion));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(target));
        settled(&g);
        assert_eq!(g.state().card(target).boosts, boosts, "player {whose:?}'s Character");
    }
}

/// A Character played into player 0's Hero Expedition whose `{J}`, `{H}` and `{R}` abilities
/// give it 1, 2 and 4 boosts, facing a card of player 1 with the passive `passive`: its
/// boosts once everything resolved.
fn boosts_facing(passive: &str) -> u16 {
    let mut sc = position(8, 2);
    sc.card(
        &written("Character — Adventurer", passive),
        P1,
        Zone::Expedition(P1, Side::Hero),
    );
    let card = sc.card(
        &written(
            "Character — Robot",
            "etb I gain 1 boost.\nhand I gain 2 boosts.\nreserve I gain 4 boosts.\n",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    while let Some(d) = g.pending().cloned() {
        if d.kind != DecisionKind::ChooseReaction {
            break;
        }
        choose(&mut g, d.kind, |_| true);
    }
    settled(&g);
    g.state().card(card).boosts
}

/// CR 7.3.18.b: an ignored Reaction does not activate. `Ignore the {j} and {h} abilities of
/// Characters facing me` stops those two and not the others; the first printings' `… triggers
/// … don't activate` (CR 7.3.1.e), the markup in capitals and an Oxford comma say the same.
#[test]
fn cr_7_3_18_b_ignored_reactions_of_characters_facing_me_do_not_activate() {
    assert_eq!(boosts_facing("Defender."), 1 + 2, "nothing stops them: {{j}} and {{h}}");
    assert_eq!(
        boosts_facing("Ignore the {j} abilities of Characters facing me."),
        2,
        "the {{h}} one still activates"
    );
    assert_eq!(
        boosts_facing("Ignore the {j} and {h} abilities of Characters facing me."),
        0
    );
    assert_eq!(
        boosts_facing("The {J}, {H}, and {R} triggers of Characters facing me don't activate."),
        0
    );
    assert_eq!(
        boosts_facing("The {r} abilities of Characters facing me can't activate."),
        1 + 2
    );
}

/// `X. If <condition>, Y instead.` (CR 6.5.f reads the step before): when the condition holds
/// Y replaces X, else X happens; the target X chose is what `it` names in the condition, read
/// once before either step.
#[test]
fn cr_6_5_f_if_instead_replaces_the_step_before() {
    for (already, after) in [(2, 5), (0, 1)] {
        let ability = "etb Target Character gains 1 boost. If it has 2 or more boosts, it gains 3 boosts instead.";
        assert_eq!(
            targeting_one_with_boosts(already, ability),
            (after, 0),
            "with {already} boost(s) before"
        );
    }
}

/// CR 2.5: `for each of my boosts` counts the boosts the object has when the step happens.
#[test]
fn cr_2_5_draw_a_card_for_each_of_my_boosts() {
    let mut sc = position(1, 5);
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb I gain 2 boosts. Then, draw a card for each of my boosts.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    let before = hand(&g, P0);
    play(&mut g, card, Some(Side::Companion));
    settled(&g);
    assert_eq!(g.state().card(card).boosts, 2);
    // the card played left the Hand
    assert_eq!(hand(&g, P0) + 1 - before, 2);
}

/// CR 7.3.27.a, 3.2.4: `Return a Spell from your discard pile to your hand`, `Return target
/// Character card from …`: only a card of that type in your own Discard pile is offered,
/// and it joins your Hand; a `Character card` is a Character (the word `card` adds nothing).
#[test]
fn cr_7_3_27_a_return_a_card_of_a_type_from_your_discard_pile() {
    for (sentence, spell) in [
        ("etb Return a Spell from your discard pile to your hand.", true),
        (
            "etb Return target Character card from your Discard pile to your Hand.",
            false,
        ),
    ] {
        let mut sc = position(1, 3);
        let filler = sc.card(&common::filler(), P0, Zone::Discard(P0));
        let character = sc.card(&foe(), P0, Zone::Discard(P0));
        let theirs = sc.card(&foe(), P1, Zone::Discard(P1));
        let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        let (wanted, other) = if spell {
            (filler, character)
        } else {
            (character, filler)
        };
        if g.pending()
            .is_some_and(|d| d.player == P0 && d.kind == DecisionKind::ChooseObject)
        {
            let offered = common::offered_objects(&g);
            assert!(
                !offered.contains(&other) && !offered.contains(&theirs),
                "{sentence}: {offered:?}"
            );
            choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(wanted));
        }
        settled(&g);
        let zone = |c| g.state().card(c).zone;
        assert_eq!(zone(wanted), Zone::Hand(P0), "{sentence}");
        assert_eq!(
            (zone(other), zone(theirs)),
            (Zone::Discard(P0), Zone::Discard(P1)),
            "{sentence}"
        );
    }
}

/// CR 1.4.3.a: `Return target Character to your hand` on an opponent's Character: a card
/// that would go to a zone of a player other than its owner goes to its owner's instead.
#[test]
fn cr_1_4_3_a_a_card_returned_to_your_hand_goes_to_its_owners() {
    let mut sc = position(1, 3);
    let theirs = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
    let card = sc.card(
        &written("Character — Adventurer", "etb Return target Character to your hand."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(theirs));
    settled(&g);
    assert_eq!(g.state().card(theirs).zone, Zone::Hand(P1));
}

/// CR 1.2.1.b, 7.3.27.a: `Each player returns a Character they control to their hand`:
/// each player chooses one of their own Characters, and it joins their Hand.
#[test]
fn cr_7_3_27_a_each_player_returns_a_character_they_control() {
    let mut sc = position(1, 3);
    let theirs = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
    let mine = sc.card(&foe(), P0, Zone::Expedition(P0, Side::Companion));
    let card = sc.card(
        &written(
            "Spell — Song",
            "Each player returns a Character they control to their hand.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, None);
    while let Some(d) = g.pending().cloned() {
        if d.kind != DecisionKind::ChooseObject {
            break;
        }
        let offered = common::offered_objects(&g);
        let own = if d.player == P0 { mine } else { theirs };
        assert_eq!(offered, [own], "{d:?}");
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(own));
    }
    settled(&g);
    assert_eq!(g.state().card(mine).zone, Zone::Hand(P0));
    assert_eq!(g.state().card(theirs).zone, Zone::Hand(P1));
}

/// CR 2.5 (boosts are counters), 1.2.6: `Draw as many cards as I have boosts` and `I gain as
/// many boosts as there are cards in your Reserve`: `as many … as` is `… equal to`, counted
/// when the effect resolves.
#[test]
fn cr_2_5_draw_as_many_cards_as_i_have_boosts() {
    for (sentence, drawn) in [
        ("etb I gain 2 boosts. Draw as many cards as I have boosts.", 2),
        (
            "etb I gain 1 boost. Draw cards equal to the number of boosts I have.",
            1,
        ),
        (
            "etb I gain as many boosts as there are cards in your Reserve. Draw cards equal to my number of boosts.",
            3,
        ),
    ] {
        let mut sc = position(1, 6);
        sc.cards(&common::filler(), P0, Zone::Reserve(P0), 3);
        let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        assert_eq!(hand(&g, P0), before - 1 + drawn, "{sentence}");
    }
}

/// CR 6.1.h, 7.3.7.a: `Your opponents each discard a card from their Reserve` is `Each
/// opponent discards …`, and `Each opponent chooses a card in their Reserve and discards
/// it`: the opponent chooses among their own Reserve's cards, and the one chosen goes to
/// the Discard pile; the controller's Reserve is not touched.
#[test]
fn cr_6_1_h_each_opponent_chooses_a_card_in_their_reserve_and_discards_it() {
    for sentence in [
        "etb Your opponents each discard a card from their Reserve.",
        "etb Each opponent chooses a card in their Reserve and discards it.",
    ] {
        let mut sc = position(1, 3);
        let mine = sc.card(&foe(), P0, Zone::Reserve(P0));
        let kept = sc.card(&foe(), P1, Zone::Reserve(P1));
        let chosen = sc.card(&foe(), P1, Zone::Reserve(P1));
        let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        let d = g.pending().expect("the opponent chooses").clone();
        assert_eq!(d.player, P1, "{sentence}: {d:?}");
        let mut offered = common::offered_objects(&g);
        offered.sort();
        assert_eq!(offered, [kept, chosen], "{sentence}");
        choose(&mut g, d.kind, |o| *o == Opt::Card(chosen));
        settled(&g);
        let zone = |c| g.state().card(c).zone;
        assert_eq!(zone(chosen), Zone::Discard(P1), "{sentence}");
        assert_eq!(
            (zone(kept), zone(mine)),
            (Zone::Reserve(P1), Zone::Reserve(P0)),
            "{sentence}"
        );
    }
}

/// CR 1.2.6.c, 7.2.4: `Choose a Character you control. It gains 2 boosts.`: the controller
/// chooses among their own Characters (the one just played among them), and `it` is the
/// Character chosen, which alone gains the boosts.
#[test]
fn cr_1_2_6_c_choose_a_character_you_control_then_it() {
    let mut sc = position(1, 3);
    let mine = sc.card(&foe(), P0, Zone::Expedition(P0, Side::Companion));
    let theirs = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Choose a Character you control. It gains 2 boosts.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let mut offered = common::offered_objects(&g);
    offered.sort();
    let mut expected = vec![mine, card];
    expected.sort();
    assert_eq!(offered, expected, "only the controller's Characters");
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    let boosts = |c| g.state().card(c).boosts;
    assert_eq!((boosts(mine), boosts(card), boosts(theirs)), (2, 0, 0));
}

/// CR 6.3.g: `When one or more of your Expeditions move forward` activates once when both
/// move at once; `When one of your Expeditions moves forward` once for each.
#[test]
fn cr_6_3_g_one_or_more_of_your_expeditions_move_forward_once() {
    for (trigger, boosts) in [
        ("When one or more of your Expeditions move forward | I gain 1 boost.", 1),
        ("When one of your Expeditions moves forward | I gain 1 boost.", 2),
    ] {
        let mut sc = position(1, 2);
        let watcher = sc.card(
            &written("Character — Adventurer", trigger),
            P0,
            Zone::Expedition(P0, Side::Hero),
        );
        let mover = sc.card(
            &written(
                "Character — Adventurer",
                "etb Each of your Expeditions moves forward one region.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let mut g = start(sc);
        let before = g.state().player(P0).markers;
        play(&mut g, mover, Some(Side::Companion));
        // Several reactions waiting: the controller orders them (CR 4.4).
        while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
            choose(&mut g, DecisionKind::ChooseReaction, |_| true);
        }
        settled(&g);
        let after = g.state().player(P0).markers;
        assert!(
            after[0] != before[0] && after[1] != before[1],
            "both moved: {before:?} {after:?}"
        );
        assert_eq!(g.state().card(watcher).boosts, boosts, "{trigger}");
    }
}

/// CR 1.1.3.d, 7.3.22.a: `When an opponent's Expedition moves forward` (also `an Expedition
/// controlled by an opponent`) waits for the opponent's Expeditions only.
#[test]
fn cr_1_1_3_d_when_an_opponents_expedition_moves_forward() {
    for trigger in [
        "When an opponent's Expedition moves forward | I gain 1 boost.",
        "When an Expedition controlled by an opponent moves forward | I gain 1 boost.",
    ] {
        for (mover, reacts) in [
            ("etb The Expedition facing me moves forward one region.", true),
            ("etb My Expedition moves forward one region.", false),
        ] {
            let mut sc = position(1, 2);
            let watcher = sc.card(
                &written("Character — Adventurer", trigger),
                P0,
                Zone::Expedition(P0, Side::Hero),
            );
            let mover = sc.card(&written("Character — Adventurer", mover), P0, Zone::Hand(P0));
            let mut g = start(sc);
            play(&mut g, mover, Some(Side::Companion));
            settled(&g);
            assert_eq!(
                g.state().card(watcher).boosts,
                u16::from(reacts),
                "{trigger} / {reacts}"
            );
        }
    }
}

/// CR 7.3.19 with CR 2.4.1.a: `loses all its statuses`: Anchored, Asleep and Exhausted go
/// (and Fleeting, when it has it); Boosted is not a status one loses (CR 2.4.5.b), so its
/// boosts stay.
#[test]
fn cr_7_3_19_losing_all_its_statuses() {
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("Character — Adventurer", "etb Target Character loses all its statuses."),
        P0,
        Zone::Hand(P0),
    );
    let other = sc.card(&foe(), P1, Zone::Expedition(P1, Side::Hero));
    sc.status(other, |s| {
        s.anchored = true;
        s.asleep = true;
        s.exhausted = true;
    });
    sc.boosts(other, 2);
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(other));
    settled(&g);
    let c = g.state().card(other);
    assert!(
        !c.status.anchored && !c.status.asleep && !c.status.exhausted,
        "{:?}",
        c.status
    );
    assert_eq!(c.boosts, 2, "boosts are counters, not a status");
}

/// `target Robot token`: a token (CR 2.1.b) with that sub-type, as `token Character` is a
/// token Character; a Robot that is a card, or a token of another sub-type, is not one.
#[test]
fn cr_2_1_b_a_sub_type_token_is_a_token_of_that_sub_type() {
    let token = |name: &str, subtype: &str| {
        std::sync::Arc::new(CardDef::token(&altered_interpreter::TokenSpec {
            name: name.into(),
            stats: [2, 2, 2],
            subtypes: vec![subtype.into()],
            abilities: Vec::new(),
            kind: Default::default(),
        }))
    };
    let mut sc = position(1, 0);
    let card = sc.card(
        &written("Character — Adventurer", "etb Target Robot token gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let robot_token = sc.card(&token("Brassbug", "Robot"), P1, Zone::Expedition(P1, Side::Hero));
    let soldier_token = sc.card(&token("Recruit", "Soldier"), P1, Zone::Expedition(P1, Side::Hero));
    let mut robot_card = CardDef::basic("Robot Card", Kind::Character, 1, 1, [1, 1, 1]);
    robot_card.subtypes = vec!["Robot".into()];
    let robot_card = sc.card(&std::sync::Arc::new(robot_card), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    let offered = common::offered_objects(&g);
    assert!(offered.contains(&robot_token), "{offered:?}");
    assert!(
        !offered.contains(&soldier_token) && !offered.contains(&robot_card),
        "{offered:?}"
    );
}

/// `If its Reserve Cost is 3 or more`: the printed Reserve Cost (CR 2.2.8) of the object
/// named before, read as it was after it left (CR 2.1.h); its Hand Cost does not count.
#[test]
fn cr_2_2_8_a_condition_on_its_reserve_cost() {
    for (reserve_cost, draws) in [(3, 1), (2, 0)] {
        let mut sc = position(1, 2);
        let card = sc.card(
            &written(
                "Character — Adventurer",
                "etb Discard target Character. If its Reserve Cost is 3 or more, draw a card.",
            ),
            P0,
            Zone::Hand(P0),
        );
        let victim = sc.card(
            &std::sync::Arc::new(CardDef::basic(
                "Victim",
                Kind::Character,
                5 - reserve_cost,
                reserve_cost,
                [1, 1, 1],
            )),
            P1,
            Zone::Expedition(P1, Side::Hero),
        );
        let mut g = start(sc);
        let before = hand(&g, P0);
        play(&mut g, card, Some(Side::Hero));
        choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(victim));
        settled(&g);
        assert!(matches!(g.state().card(victim).zone, Zone::Discard(P1)));
        assert_eq!(hand(&g, P0), before - 1 + draws, "Reserve Cost {reserve_cost}");
    }
}

fn basic(name: &str) -> std::sync::Arc<CardDef> {
    std::sync::Arc::new(CardDef::basic(name, Kind::Character, 0, 0, [1; 3]))
}

/// CR 1.4.1.a with CR 2.2.15 and 2.5.1: `Target Character can't gain boosts this turn.`: a
/// restriction an effect puts on one object. In the same effect the target gains no boost
/// and the others do; once the turn has ended, it gains boosts again.
#[test]
fn cr_1_4_1_a_target_character_cant_gain_boosts_this_turn() {
    let mut sc = position(2, 3);
    let mine = sc.card(&basic("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&basic("Other"), P0, Zone::Expedition(P0, Side::Companion));
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Target Character can't gain boosts this turn. Each Character gains 1 boost.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let later = sc.card(
        &written("Character — Adventurer", "etb Each Character gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    let boosts = |g: &Game| [mine, other].map(|c| g.state().card(c).boosts);
    assert_eq!(boosts(&g), [0, 1], "the target, another Character");
    // Playing a card ended the turn (CR 4.2.3.e.1): the restriction is gone.
    play(&mut g, later, Some(Side::Hero));
    settled(&g);
    assert_eq!(boosts(&g), [1, 2], "the next turn");
}

/// CR 1.4.1.a with CR 1.4.4: `It can't gain counters.` with no duration: the object keeps
/// the restriction turn after turn, for as long as it is that object.
#[test]
fn cr_1_4_4_a_restriction_without_duration_lasts_while_the_object_is_in_play() {
    let mut sc = position(2, 3);
    let mine = sc.card(&basic("Mine"), P0, Zone::Expedition(P0, Side::Hero));
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Target Character gains 1 boost. It can't gain counters.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let later = sc.card(
        &written("Character — Adventurer", "etb Each Character gains 1 boost."),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Hero));
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(mine));
    settled(&g);
    assert_eq!(g.state().card(mine).boosts, 1, "gained before the restriction");
    play(&mut g, later, Some(Side::Hero));
    settled(&g);
    assert_eq!(
        [mine, card].map(|c| g.state().card(c).boosts),
        [1, 1],
        "the restricted one, the source"
    );
}

/// CR 1.4.1.a with CR 7.3.21 and 2.2.15: `Your Hero Expedition can't move backward this
/// Day.` beats an effect that moves it backward; without it the Expedition moves.
#[test]
fn cr_1_4_1_a_an_expedition_cant_move_backward_this_day() {
    for restricted in [false, true] {
        let mut sc = position(1, 3);
        let text = if restricted {
            "etb Your Hero Expedition can't move backward this Day. Your Hero Expedition moves backward one region."
        } else {
            "etb Your Hero Expedition moves backward one region."
        };
        let card = sc.card(&written("Character — Adventurer", text), P0, Zone::Hand(P0));
        sc.state_mut().player_mut(P0).markers[0] = 1;
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let expected = if restricted { 1 } else { 0 };
        assert_eq!(g.state().player(P0).markers[0], expected, "restricted: {restricted}");
    }
}

/// CR 1.4.1.a with CR 1.2.6.c and 2.2.15: `Target Expedition can't move forward this Day.`
/// in a Character's `etb`: the Expedition chosen as it resolves can't move forward; the
/// other one still can.
#[test]
fn cr_1_4_1_a_target_expedition_cant_move_forward_in_a_reaction() {
    let mut sc = position(1, 3);
    for side in [Side::Hero, Side::Companion] {
        sc.card(&basic("Walker"), P0, Zone::Expedition(P0, side));
    }
    let card = sc.card(
        &written(
            "Character — Adventurer",
            "etb Target Expedition can't move forward this Day.",
        ),
        P0,
        Zone::Hand(P0),
    );
    let mut g = start(sc);
    play(&mut g, card, Some(Side::Companion));
    let hero = Opt::Expedition {
        player: P0,
        side: Side::Hero,
    };
    choose(&mut g, DecisionKind::ChooseExpedition, |o| *o == hero);
    settled(&g);
    assert!(!g.state().moves_forward(P0, Side::Hero), "the chosen Expedition");
    assert!(g.state().moves_forward(P0, Side::Companion), "the other one");
}

/// CR 3.2.2.d with CR 3.1.2.c: `Shuffle your Discard pile into your Deck.`: every card of
/// the zone goes into the Deck, which is shuffled; `Each player shuffles their Discard pile
/// into their Deck.` does it for each player, each into their own.
#[test]
fn cr_3_2_2_d_shuffle_a_discard_pile_into_a_deck() {
    for (text, both) in [
        ("etb Shuffle your Discard pile into your Deck.", false),
        ("etb Each player shuffles their Discard pile into their Deck.", true),
    ] {
        let mut sc = position(1, 3);
        sc.cards(&common::filler(), P0, Zone::Discard(P0), 2);
        sc.cards(&common::filler(), P1, Zone::Discard(P1), 4);
        sc.cards(&common::filler(), P1, Zone::Deck(P1), 1);
        let card = sc.card(&written("Character — Adventurer", text), P0, Zone::Hand(P0));
        let mut g = start(sc);
        play(&mut g, card, Some(Side::Hero));
        settled(&g);
        let counts = |p| (g.state().count(Zone::Discard(p)), g.state().count(Zone::Deck(p)));
        assert_eq!(counts(P0), (0, 5), "{text}");
        let theirs = if both { (0, 5) } else { (4, 1) };
        assert_eq!(counts(P1), theirs, "{text}");
    }
}

/// Answers the choices of an `in any order` one card at a time, in `order`.
fn order_cards(g: &mut Game, order: &[CardId]) {
    for &c in order {
        let d = g.pending().expect("the choice of the next card").clone();
        assert!(d.options.contains(&Opt::Card(c)), "{c:?} is offered: {:?}", d.options);
        assert!(!d.options.contains(&Opt::Skip), "every card is put back");
        choose(g, d.kind, |o| *o == Opt::Card(c));
    }
}

/// CR 3.2.2.b with CR 6.1.g: `Put one in your Hand and the others at the bottom of your Deck
/// in any order`: a Deck is a pile in order, and its controller chooses the order of the
/// cards put back, one card at a time; they go under the Deck in the order chosen (the last
/// one chosen at the very bottom).
#[test]
fn cr_3_2_2_b_the_others_at_the_bottom_of_your_deck_in_any_order() {
    let sentence = "etb Look at the top three cards of your Deck. Put one in your Hand and the others at the bottom of your Deck in any order.";
    for reversed in [false, true] {
        let mut sc = position(1, 5);
        let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
        let mut g = start(sc);
        let deck = g.state().player(P0).deck.clone();
        let [first, below, second, third, top] = deck[..] else {
            panic!("a deck of five: {deck:?}");
        };
        play(&mut g, card, Some(Side::Hero));
        let d = g.pending().expect("the choice of one card").clone();
        choose(&mut g, d.kind, |o| *o == Opt::Card(top));
        let order = if reversed { [third, second] } else { [second, third] };
        order_cards(&mut g, &order);
        settled(&g);
        assert_eq!(g.state().card(top).zone, Zone::Hand(P0), "the one chosen");
        assert_eq!(
            g.state().player(P0).deck,
            vec![order[1], order[0], first, below],
            "reversed: {reversed}"
        );
    }
}

/// CR 3.2.2.b: `Look at the top three cards of your Deck. Put them back in any order.`: the
/// three go back on top in the order chosen, the last one chosen on top.
#[test]
fn cr_3_2_2_b_put_them_back_in_any_order() {
    for sentence in [
        "etb Look at the top three cards of your Deck. Put them back in any order.",
        "etb Look at the top three cards of your Deck. Put them back on top of your Deck in any order.",
    ] {
        let mut sc = position(1, 4);
        let card = sc.card(&written("Character — Adventurer", sentence), P0, Zone::Hand(P0));
        let mut g = start(sc);
        let deck = g.state().player(P0).deck.clone();
        let [below, second, third, top] = deck[..] else {
            panic!("a deck of four: {deck:?}");
        };
        play(&mut g, card, Some(Side::Hero));
        order_cards(&mut g, &[top, third, second]);
        settled(&g);
        assert_eq!(
            g.state().player(P0).deck,
            vec![below, top, third, second],
            "{sentence}: the last chosen on top"
        );
    }
}
