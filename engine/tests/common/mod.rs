//! Shared helpers: the real card pool and bundled decks, loaded once, and the small
//! scenario steps the ability tests share (a position, playing a card, answering a decision).
#![allow(dead_code)]

use altered_engine::*;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

pub const P0: PlayerId = PlayerId(0);
pub const P1: PlayerId = PlayerId(1);

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

pub fn pool() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| CardPool::load_dir(&root().join("cards")).expect("cards/ loads").0)
}

pub fn deck(faction: &str) -> Deck {
    let text = std::fs::read_to_string(root().join("decks").join(format!("{faction}.txt"))).expect("deck file");
    Deck::parse(faction, &text, pool()).expect("bundled deck resolves")
}

pub const FACTIONS: [&str; 6] = ["axiom", "bravos", "lyra", "muna", "ordis", "yzmir"];

pub fn real(reference: &str) -> Arc<CardDef> {
    pool().get(reference).expect("the card is in cards/").clone()
}

/// A card written for a test: type `kind` (`Character — Soldier`, `Spell`, `Landmark
/// Permanent — Construction`), costing 1 from Hand or Reserve, with the abilities `body`,
/// compiled as a card file is.
pub fn written(kind: &str, body: &str) -> Arc<CardDef> {
    written_costing(kind, 1, body)
}

/// [`written`], costing `cost` from Hand and from Reserve.
pub fn written_costing(kind: &str, cost: u8, body: &str) -> Arc<CardDef> {
    let source = format!(
        "name: Test Card\ntype: {kind}\nfaction: Axiom\nrarity: Common\n\
         cost: hand {cost}, reserve {cost}\nstats: forest 1, mountain 1, water 1\nrefs: TEST_CARD\n\n{body}"
    );
    let mut pool = CardPool::new();
    pool.add_source(std::path::Path::new("test.card"), &source)
        .expect("the test card compiles")
}

pub fn filler() -> Arc<CardDef> {
    Arc::new(CardDef::basic("Filler", Kind::Spell, 9, 9, [0; 3]))
}

pub fn choose(g: &mut Game, kind: DecisionKind, f: impl Fn(&Opt) -> bool) {
    let d = g.pending().expect("a decision").clone();
    assert_eq!(d.kind, kind, "{d:?}");
    let i = d
        .options
        .iter()
        .position(f)
        .unwrap_or_else(|| panic!("option not offered: {d:?}"));
    g.submit(Choice::one(d.player, i)).unwrap();
}

pub fn play(g: &mut Game, card: CardId, to: Option<Side>) {
    choose(
        g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Play { card: c, to: t, .. } if *c == card && *t == to),
    );
}

/// The results of the dice rolled so far, in order (CR 7.3.28).
pub fn rolled(g: &Game) -> Vec<u8> {
    g.events()
        .iter()
        .filter_map(|e| match e {
            Event::DieRolled { result, .. } => Some(*result),
            _ => None,
        })
        .collect()
}

/// The cards offered by the pending choice of an object (CR 1.2.6.c: a target's candidates).
pub fn offered_objects(g: &Game) -> Vec<CardId> {
    let d = g.pending().expect("a decision");
    assert_eq!(d.kind, DecisionKind::ChooseObject, "{d:?}");
    d.options
        .iter()
        .filter_map(|o| match o {
            Opt::Card(c) => Some(*c),
            _ => None,
        })
        .collect()
}

/// Back to player 0's turn: every effect resolved.
pub fn settled(g: &Game) {
    let d = g.pending().expect("a decision");
    assert_eq!((d.kind, d.player), (DecisionKind::Turn, P0), "{d:?}");
    assert!(g.state().limbo_reactions().is_empty() && g.state().running().is_none());
}

/// The cost offered for playing `card` (not Scouted) into `to`, if it is offered now.
pub fn cost_offered(g: &Game, card: CardId, to: Option<Side>) -> Option<u8> {
    g.pending()?.options.iter().find_map(|o| match o {
        Opt::Play {
            card: c,
            to: t,
            cost,
            scout: false,
            ..
        } if *c == card && *t == to => Some(*cost),
        _ => None,
    })
}

pub fn start(sc: Scenario) -> Game {
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    Game::from_state(st)
}

/// Player 0's turn, with `mana` ready orbs, `deck` cards in their Deck, and in Hand a
/// free card to play later (so that the turn comes back to them instead of the day ending).
pub fn position(mana: usize, deck: usize) -> Scenario {
    let mut sc = Scenario::new();
    let f = filler();
    sc.cards(&f, P0, Zone::Mana(P0), mana);
    sc.cards(&f, P0, Zone::Deck(P0), deck);
    sc.card(
        &Arc::new(CardDef::basic("Spare", Kind::Character, 0, 0, [0; 3])),
        P0,
        Zone::Hand(P0),
    );
    sc
}

/// The cards of `tests/templates/cr/`, the team's cards for `docs/vocabulary.md`.
pub fn cr_pool() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| {
        let (pool, skipped) = CardPool::load_dir(&root().join("tests/templates/cr")).expect("tests/templates/cr loads");
        assert!(skipped.is_empty(), "{skipped:?}");
        pool
    })
}

/// The card of `tests/templates/cr/<file>.card`.
pub fn cr(file: &str) -> Arc<CardDef> {
    let reference = format!("TEST_CR_{}", file.to_uppercase().replace('-', "_"));
    cr_pool()
        .get(&reference)
        .unwrap_or_else(|| panic!("{reference} is in tests/templates/cr/"))
        .clone()
}

/// The cards the ruling tests need that are not in `cards/`: the importer's files, unchanged,
/// under `engine/tests/rulings/cards/`.
pub fn rulings_pool() -> &'static CardPool {
    static POOL: OnceLock<CardPool> = OnceLock::new();
    POOL.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/rulings/cards");
        let (pool, skipped) = CardPool::load_dir(&dir).expect("tests/rulings/cards loads");
        assert!(skipped.is_empty(), "{skipped:?}");
        pool
    })
}

/// A card by reference, from `cards/` or else from the ruling tests' own cards.
pub fn ruled(reference: &str) -> Arc<CardDef> {
    pool()
        .get(reference)
        .or_else(|| rulings_pool().get(reference))
        .unwrap_or_else(|| panic!("{reference} is in cards/ or engine/tests/rulings/cards/"))
        .clone()
}

/// How many Emblem-Reactions the reactions of `card` created so far (CR 6.3).
pub fn reactions_of(g: &Game, card: CardId) -> usize {
    g.events()
        .iter()
        .filter(|e| matches!(e, Event::ReactionCreated { card: c, .. } if *c == card))
        .count()
}
