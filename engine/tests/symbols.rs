//! CR 7.1 Symbols and CR 2.2.12 abilities: each printed symbol reads as the same card as its
//! canonical word (the grammar's markup table, docs/card-language.md §2.1) and does what
//! the rule says when the card is played; the support box's abilities exist only where
//! the rules say.
mod common;

use common::{choose, play, position, settled, start, P0, P1};

use altered_engine::*;
use altered_grammar::parse_card;
use std::path::Path;
use std::sync::Arc;

const HEADER: &str = "name: Test Symbol\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
                      cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: TEST_SYMBOL\n\n";

fn written(body: &str) -> Arc<CardDef> {
    CardPool::new()
        .add_source(Path::new("test.card"), &format!("{HEADER}{body}"))
        .expect("the test card compiles")
}

/// The printed `markup` and the canonical `words` are the same card.
fn same_card(markup: &str, words: &str) {
    let (a, errors_a) = parse_card(&format!("{HEADER}{markup}"));
    let (b, errors_b) = parse_card(&format!("{HEADER}{words}"));
    assert!(errors_a.is_empty() && errors_b.is_empty(), "{errors_a:?} {errors_b:?}");
    assert_eq!(a, b, "`{markup}` reads as `{words}`");
}

fn quick_offered(g: &Game, card: CardId) -> bool {
    g.pending().is_some_and(|d| {
        d.options
            .iter()
            .any(|o| matches!(o, Opt::Quick { card: c, .. } if *c == card))
    })
}

fn use_quick(g: &mut Game, card: CardId) {
    choose(
        g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card: c, .. } if *c == card),
    );
}

fn unit(name: &str, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 9, 9, stats))
}

/// CR 7.1.4.a (and 1.1.6.h): `{T}` means "exhaust me".
#[test]
fn cr_7_1_4_a_t_means_exhaust_me() {
    same_card("{T} : I gain 1 boost.\n", "exhaust: I gain 1 boost.\n");
    let mut sc = position(0, 0);
    let me = sc.card(
        &written("{T} : I gain 1 boost.\n"),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let mut g = start(sc);
    use_quick(&mut g, me);
    settled(&g);
    assert!(g.state().card(me).status.exhausted, "exhausted as its cost");
    assert_eq!(g.state().card(me).boosts, 1);
    assert!(!quick_offered(&g, me), "an exhausted object cannot pay {{T}} again");
}

/// CR 7.1.4.b (and 1.1.6.i): `{D}` means "discard me from the Reserve".
#[test]
fn cr_7_1_4_b_d_means_discard_me_from_the_reserve() {
    same_card(
        "--- support ---\n{D} : Draw a card.\n",
        "--- support ---\nsupport: Draw a card.\n",
    );
    let mut sc = position(0, 1);
    let me = sc.card(&written("--- support ---\n{D} : Draw a card.\n"), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    let hand = g.state().count(Zone::Hand(P0));
    use_quick(&mut g, me);
    settled(&g);
    assert_eq!(
        g.state().card(me).zone,
        Zone::Discard(P0),
        "discarded from the Reserve as its cost"
    );
    assert_eq!(g.state().count(Zone::Hand(P0)), hand + 1);
}

/// CR 7.1.4.c (and 1.1.6.k, 3.2.9.f): `{2}` in a cost is "pay 2 mana" (two Mana Orbs
/// exhausted); and CR 6.4.c: a
/// cost is paid in full or not at all, so with one orb the quick action is not offered.
#[test]
fn cr_7_1_4_c_a_number_in_a_cost_is_mana_and_cr_6_4_c_paid_in_full() {
    same_card("{2} : I gain 1 boost.\n", "2: I gain 1 boost.\n");
    let card = written("{2} : I gain 1 boost.\n");
    let mut sc = position(2, 0);
    let me = sc.card(&card, P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    assert_eq!(g.state().ready_orbs(P0), 2);
    use_quick(&mut g, me);
    settled(&g);
    assert_eq!(g.state().ready_orbs(P0), 0, "two orbs paid");
    assert_eq!(g.state().card(me).boosts, 1);

    let mut sc = position(1, 0);
    let poor = sc.card(&card, P0, Zone::Expedition(P0, Side::Hero));
    let g = start(sc);
    assert!(!quick_offered(&g, poor), "one orb cannot pay {{2}}");
}

/// CR 7.1.2.c-e: `{V}`, `{M}`, `{O}` are the Forest, Mountain and Water statistics: a
/// target `with {M} 3 or more` is chosen by its mountain alone.
#[test]
fn cr_7_1_2_c_v_m_o_are_forest_mountain_and_water() {
    for (symbol, word) in [("{V}", "forest"), ("{M}", "mountain"), ("{O}", "water")] {
        same_card(
            &format!("etb Target Character with {symbol} 3 or more gains 1 boost.\n"),
            &format!("etb Target Character with {word} 3 or more gains 1 boost.\n"),
        );
    }
    let mut sc = position(1, 0);
    let me = sc.card(
        &written("etb Target Character with {M} 3 or more gains 1 boost.\n"),
        P0,
        Zone::Hand(P0),
    );
    let high = sc.card(&unit("High mountain", [0, 3, 0]), P1, Zone::Expedition(P1, Side::Hero));
    sc.card(&unit("High forest", [3, 0, 3]), P1, Zone::Expedition(P1, Side::Hero));
    let mut g = start(sc);
    common::play(&mut g, me, Some(Side::Hero));
    let d = g.pending().expect("a target").clone();
    assert_eq!(d.kind, DecisionKind::ChooseObject);
    assert_eq!(d.options, [Opt::Card(high)], "only the Character with mountain 3");
}

/// CR 7.1.5.a: `{I}` only marks a support ability that is not a quick action: the card is
/// the same without it.
#[test]
fn cr_7_1_5_a_i_only_marks_a_support_reaction() {
    same_card(
        "--- support ---\n{I} At Noon | Draw a card.\n",
        "--- support ---\nAt Noon | Draw a card.\n",
    );
}

/// CR 2.2.12.c: reminder text `(…)` has no rules existence: the card does what the
/// ability says, not what the reminder says.
#[test]
fn cr_2_2_12_c_reminder_text_does_nothing() {
    let mut sc = position(1, 2);
    let me = sc.card(&written("etb Draw a card. (Discard your hand.)\n"), P0, Zone::Hand(P0));
    let mut g = start(sc);
    let hand = g.state().count(Zone::Hand(P0));
    common::play(&mut g, me, Some(Side::Hero));
    settled(&g);
    assert_eq!(g.state().count(Zone::Hand(P0)), hand - 1 + 1, "played one, drew one");
    assert_eq!(g.state().count(Zone::Discard(P0)), 0);
}

/// CR 2.2.12.d-e and 2.2.12.j: the support box works only in the Reserve, and not while
/// the object there is Exhausted.
#[test]
fn cr_2_2_12_j_an_exhausted_object_in_reserve_has_no_support_abilities() {
    let card = written("--- support ---\nsupport: Draw a card.\n");
    let mut sc = position(0, 3);
    let ready = sc.card(&card, P0, Zone::Reserve(P0));
    let tired = sc.card(&card, P0, Zone::Reserve(P0));
    sc.status(tired, |s| s.exhausted = true);
    let in_play = sc.card(&card, P0, Zone::Expedition(P0, Side::Hero));
    let g = start(sc);
    assert!(
        quick_offered(&g, ready),
        "a ready object in Reserve has its support ability"
    );
    assert!(!quick_offered(&g, tired), "CR 2.2.12.j: not while Exhausted");
    assert!(!quick_offered(&g, in_play), "CR 2.2.12.e: not outside the Reserve");
}

/// The template an ability follows, by name.
fn kinds(source: &str) -> Vec<&'static str> {
    use altered_grammar::AbilityKind;
    let (card, errors) = parse_card(source);
    assert!(errors.is_empty(), "{errors:?}");
    card.expect("a card")
        .abilities
        .iter()
        .map(|a| match a.kind {
            AbilityKind::Keywords { .. } => "keywords",
            AbilityKind::Reaction(_) => "reaction",
            AbilityKind::QuickAction(_) => "quick action",
            AbilityKind::Passive(_) => "passive",
            AbilityKind::Effect(_) => "effect",
            _ => "other",
        })
        .collect()
}

/// CR 2.2.12.a, k-n: the kinds of ability, each written its way (`Cost: Effect`, `Trigger
/// | Effect`, a statement, an instruction), are read as such.
#[test]
fn cr_2_2_12_a_abilities_are_quick_actions_reactions_passives_or_effects() {
    let spell = "name: Test Spell\ntype: Spell — Boon\nfaction: Axiom\nrarity: Common\n\
                 cost: hand 1, reserve 1\n\nDraw a card.\n";
    assert_eq!(kinds(spell), ["effect"], "CR 2.2.12.n: an instruction");
    assert_eq!(
        kinds(&format!(
            "{HEADER}exhaust: Draw a card.\nAt Noon | Draw a card.\nIf I'm Boosted, I am Eternal.\n"
        )),
        ["quick action", "reaction", "passive"],
        "CR 2.2.12.k `Cost: Effect`, 2.2.12.l `Trigger | Effect`, 2.2.12.m a statement"
    );
}

/// CR 1.1.6.e-g (and 7.1.1.a-c): `{J}` is "when I join the Expedition zone", `{H}` "when I
/// am played from Hand", `{R}` "when I am played from Reserve". Played from Hand, the
/// `{J}` and `{H}` reactions resolve and the `{R}` one does not; played from Reserve, `{J}`
/// and `{R}` do and `{H}` does not. CR 7.5.1.a: a `{J}` (`{H}`, `{R}`) ability is the Reaction
/// whose trigger is that symbol.
#[test]
fn cr_1_1_6_e_f_g_join_hand_and_reserve_symbols_trigger_where_they_say() {
    let body = "{J} I gain 1 boost.\n{H} Draw a card.\n{R} Draw 2 cards.\n";
    same_card(body, "etb I gain 1 boost.\nhand Draw a card.\nreserve Draw 2 cards.\n");
    let card = written(body);
    for (from, drawn) in [(Zone::Hand(P0), 1), (Zone::Reserve(P0), 2)] {
        let mut sc = position(3, 5);
        let me = sc.card(&card, P0, from);
        let mut g = start(sc);
        let hand = g.state().count(Zone::Hand(P0));
        play(&mut g, me, Some(Side::Hero));
        // Two reactions at once: their controller orders them (CR 1.4.5); any order.
        while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
            choose(&mut g, DecisionKind::ChooseReaction, |_| true);
        }
        settled(&g);
        assert_eq!(g.state().card(me).boosts, 1, "{{J}} from {from:?}");
        // The played card left the Hand when it came from there.
        let left = usize::from(from == Zone::Hand(P0));
        assert_eq!(
            g.state().count(Zone::Hand(P0)) + left,
            hand + drawn,
            "played from {from:?}: only its own symbol's reaction draws"
        );
    }
}
