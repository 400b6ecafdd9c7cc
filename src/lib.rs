//! `altered`: a rules engine for the Altered TCG whose cards are written in a small
//! language that reads like the printed card.
//!
//! This facade re-exports the small public API of the workspace crates and holds the
//! command-line front ends (`altered-check`, `altered`).
mod altered_cli;
mod check_cli;
mod deck_cli;
mod fmt;
mod import;
mod sim_cli;
mod uniques;

pub use altered_cli::run_altered;
pub use altered_engine::{
    check_deck, play, Agent, CardPool, Choice, ChoiceError, Decision, DecisionKind, Deck, DeckCheck, DeckError,
    DeckFormat, DeckViolation, Game, GameBuilder, GameState, LoadError, Opt, Outcome, PlayerId, PlayerView,
    RandomAgent, ScriptedAgent,
};
pub use altered_grammar::{parse_card, render_card, Card, ParseError};
pub use altered_interpreter::{check_source, CardReport, Status};
pub use check_cli::{render_report, run_check};
pub use fmt::{format_paths, format_source, FmtSummary};
pub use import::{import_cards, ImportError, ImportSummary};

/// What an engine with a game state of its own needs to run card scripts: the [`Host`](host::Host)
/// trait it implements (queries and [`Atomic`](host::Atomic) actions, CR 6.1.e), the lowering of
/// a card's abilities ([`compile_card`](host::compile_card)) and the runner that stops at each
/// decision ([`run`](host::run), or [`run_to_end`](host::run_to_end) with a closure that answers).
/// `examples/mini_host.rs` is a complete, small host.
pub mod host {
    pub use altered_grammar::{CardType, SymbolTrigger};
    pub use altered_interpreter::{
        compile_card, run, run_to_end, Answer, AnswerError, Atomic, CardKind, Compiled, Context, Destination, Frame,
        Host, HostError, Place, Program, Question, RunError, Side, StatusKind, Terrain, TokenSpec, Trigger, Yield,
        ZoneKind,
    };
}

pub use uniques::{
    check_parts, compose, read_parts, to_printed, unique_card, PartKind, PartResult, UniquePart, UniquesError,
};
