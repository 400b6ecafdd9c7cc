//! `altered`: a rules engine for the Altered TCG whose cards are written in a small
//! language that reads like the printed card.
//!
//! This facade re-exports the small public API of the workspace crates and holds the
//! command-line front ends (`altered-check`, `altered`). Everything an embedding program
//! needs is below, each step a doc test that runs; the AST and the IR stay reachable as the
//! modules [`grammar`] and [`interpreter`].
//!
//! The front ends are behind the `cli` feature, on by default. An engine that embeds the
//! library turns it off and does not build clap, indicatif or miette's graphical reports:
//!
//! ```toml
//! [dependencies]
//! altered = { version = "0.1", default-features = false }
//! ```
//!
//! # Check a card
//!
//! ```
//! use altered::{check_source, Status};
//! let report = check_source(
//!     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
//!      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\netb Draw a card.\n",
//! );
//! assert_eq!(report.status, Status::Ok);
//! ```
//!
//! # Load a card pool, from a folder or from strings
//!
//! ```
//! use altered::CardPool;
//! let cards = concat!(env!("CARGO_MANIFEST_DIR"), "/cards");
//! let (pool, skipped) = CardPool::load_dir(cards.as_ref()).unwrap();
//! assert!(pool.len() > 200 && skipped.is_empty());
//!
//! let mut mine = CardPool::new();
//! let source = "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
//!               cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\
//!               refs: MY_OGRE\n\netb Draw a card.\n";
//! mine.add_source("ogre.card".as_ref(), source).unwrap();
//! assert_eq!(mine.get("MY_OGRE").unwrap().name, "Ogre");
//! ```
//!
//! # Play a game: decks and a seed, the pending decision, a choice, what a player sees
//!
//! ```
//! use altered::{CardPool, Choice, Deck, Game, PlayerId, Zone};
//! let root = env!("CARGO_MANIFEST_DIR");
//! let (pool, _) = CardPool::load_dir(format!("{root}/cards").as_ref()).unwrap();
//! let list = |name: &str| std::fs::read_to_string(format!("{root}/decks/{name}.txt")).unwrap();
//! let axiom = Deck::parse("axiom", &list("axiom"), &pool).unwrap();
//! let bravos = Deck::parse("bravos", &list("bravos"), &pool).unwrap();
//! let mut game = Game::builder().seed(7).deck(axiom).deck(bravos).build().unwrap();
//!
//! // The game stops at each decision: who decides, what, and the legal options.
//! let decision = game.pending().unwrap().clone();
//! assert!(!decision.options.is_empty());
//! // An illegal choice is refused and changes nothing.
//! assert!(game.submit(Choice::one(decision.player, decision.options.len())).is_err());
//! assert_eq!(game.pending(), Some(&decision));
//! // Picking the first options (as many as asked) is always legal.
//! let picks = (0..decision.picks).collect();
//! game.submit(Choice { player: decision.player, picks }).unwrap();
//!
//! // A player sees their own Hand, and only the size of the other's.
//! let view = game.view(PlayerId(0));
//! let hand = view.zone(Zone::Hand(PlayerId(0)));
//! assert_eq!(hand.len(), view.count(Zone::Hand(PlayerId(0))));
//! assert!(view.zone(Zone::Hand(PlayerId(1))).is_empty());
//! assert!(view.count(Zone::Hand(PlayerId(1))) > 0);
//! ```
//!
//! # Save and restore a game; replay one from its seed and choices
//!
//! ```
//! use altered::{random_game, state_hash, CardPool, Deck, Game, GameLog};
//! let root = env!("CARGO_MANIFEST_DIR");
//! let (pool, _) = CardPool::load_dir(format!("{root}/cards").as_ref()).unwrap();
//! let list = |name: &str| std::fs::read_to_string(format!("{root}/decks/{name}.txt")).unwrap();
//! let decks = [Deck::parse("lyra", &list("lyra"), &pool).unwrap(),
//!              Deck::parse("ordis", &list("ordis"), &pool).unwrap()];
//! let game = random_game(&decks, 11, 100).unwrap(); // two random agents, to the end
//!
//! // The whole state as JSON (cards by reference), loaded back against the same pool.
//! let restored = Game::from_json(&pool, &game.to_json()).unwrap();
//! assert_eq!(restored.to_json(), game.to_json());
//!
//! // A log keeps the seed, the decks and every choice; replaying it ends in the same state.
//! let log = GameLog::record(&game, 11, &decks, 100);
//! let replayed = log.replay(&pool).unwrap();
//! assert_eq!(state_hash(&replayed), log.state_hash);
//! ```
//!
//! # Run card scripts in an engine of your own
//!
//! Implement [`host::Query`] (what is true now) and [`host::Host`] (the actions) for your
//! game state and run a card's compiled abilities with
//! [`host::run`]; `examples/mini_host.rs` is a complete small host.
mod diagnostic_json;
mod fmt;
mod import;
pub mod serve;

// The command-line front ends, behind the `cli` feature (on by default; see Cargo.toml).
#[cfg(feature = "cli")]
mod altered_cli;
#[cfg(feature = "cli")]
mod check_cli;
#[cfg(feature = "cli")]
mod deck_cli;
#[cfg(feature = "cli")]
mod hints;
#[cfg(feature = "cli")]
mod play_cli;
#[cfg(feature = "cli")]
mod sim_cli;
#[cfg(feature = "cli")]
mod soak_cli;
#[cfg(feature = "cli")]
mod uniques;

// The front ends of the binaries and the tools behind `altered` subcommands. They stay
// reachable because `src/bin/*.rs` call them and the CLI tests drive them in process
// (STYLE.md), but they are not part of the documented library API: their signatures follow
// the command lines, not an embedding program's needs.
#[cfg(feature = "cli")]
#[doc(hidden)]
pub use altered_cli::run_altered;
#[cfg(feature = "cli")]
#[doc(hidden)]
pub use check_cli::{render_report, run_check};
#[doc(hidden)]
pub use fmt::{format_checked, format_paths, FmtSummary, Refusal};
#[cfg(feature = "cli")]
#[doc(hidden)]
pub use uniques::{
    check_parts, compose, default_parts_path, read_parts, to_printed, unique_card, PartKind, PartResult, UniquePart,
    UniquesError,
};

/// The game engine: state, flow, agents, decks, simulation (the `altered-engine` crate).
pub use altered_engine as engine;
/// The card language: a card file's typed, spanned AST, its parser, renderer and vocabulary
/// (the `altered-grammar` crate), for tools that read or write cards.
pub use altered_grammar as grammar;
/// The checks, the effect IR, the compiler from AST to IR and the runner (the
/// `altered-interpreter` crate); [`host`] gathers what an engine of its own needs.
pub use altered_interpreter as interpreter;

pub use altered_engine::{
    check_deck, play, random_game, state_hash, Agent, CardPool, Choice, ChoiceError, Decision, DecisionKind, Deck,
    DeckCheck, DeckError, DeckFormat, DeckViolation, Game, GameBuilder, GameLog, GameState, LoadError, LogError, Opt,
    Outcome, PlayerId, PlayerView, RandomAgent, ReplayError, ScriptedAgent, Zone,
};
pub use altered_grammar::{parse_card, render_card, Card, ParseError};
pub use altered_interpreter::{check_source, check_source_in, CardReport, Lexicon, Status};
pub use fmt::format_source;
pub use import::{import_cards, ImportError, ImportSummary};

/// What an engine with a game state of its own needs to run card scripts: the traits it
/// implements, [`Query`](host::Query) (what is true now) and [`Host`](host::Host) (the
/// [`Atomic`](host::Atomic) actions, CR 6.1.e), the lowering of
/// a card's abilities ([`compile_card`](host::compile_card)) and the runner that stops at each
/// decision ([`run`](host::run), or [`run_to_end`](host::run_to_end) with a closure that answers).
/// `examples/mini_host.rs` is a complete, small host.
///
/// # Examples
///
/// What a host gets from a card: one compiled form per ability, or why it has no
/// behaviour yet.
///
/// ```
/// use altered::host::{compile_card, Compiled, Trigger};
/// let (card, _) = altered::parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\netb Draw a card.\n",
/// );
/// let compiled = compile_card(&card.unwrap());
/// let Ok(Compiled::Reaction { trigger, program, .. }) = &compiled[0] else { panic!("{compiled:?}") };
/// assert!(matches!(trigger, Trigger::Symbol(_)));
/// assert!(!program.code.is_empty());
/// ```
pub mod host {
    pub use altered_grammar::{CardType, SymbolTrigger};
    pub use altered_interpreter::{
        compile_card, compile_card_in, run, run_to_end, Answer, AnswerError, Atomic, CardKind, Compiled, Context,
        Destination, Frame, Host, HostError, Place, Program, Query, Question, RunError, Side, StatusKind, Terrain,
        TokenKind, TokenSpec, Trigger, Yield, ZoneKind,
    };
}
