//! Checks Altered card scripts, lowers their abilities into an effect IR, and runs that IR
//! against a [`Host`]: the engine that embeds it.
//!
//! Depends only on `altered-grammar`; never names engine types. See `docs/interpreter.md`.
mod check;
mod checks;
mod compile;
pub mod files;
mod host;
mod ir;
mod lexicon;
mod run;
mod trigger;
mod walk;

pub use check::{check_source, check_source_in, CardReport, Status, TooManyDiagnostics, MAX_DIAGNOSTICS};
pub use checks::{CheckError, Contradiction, Named, NeedsPlay, Template, WordHelp, CHECK_CODES};
pub use compile::{compile_ability, compile_card, compile_card_in, Unsupported};
pub use host::{
    Atomic, CardKind, CostSymbol, Destination, Host, HostError, KeywordActionKind, MarkerView, Place, Query,
    RegionView, RollChange, RollModifier, Side, Status as StatusKind, Symbol, Terrain, TokenKind, TokenSpec, ZoneKind,
};
pub use ir::{
    scout_reaction, Act, Actor, Change, Chooser, Cmp, Compared, ComparedWith, Compiled, Cond, Exped, ExpeditionTest,
    Filter, Instr, It, KeywordAbility, KindFilter, Loses, Modifier, Moment, NearExpedition, NextEffect, NextPlay, Num,
    ObjectNumber, Objs, Order, Passive, PlayBy, PlayPrice, PlaySource, PlayWhat, PlayedInto, Program, QuickCost,
    RegionSel, Rel, Rule, RuleChange, Standing, Total, Until, Watched, Who, ZoneFilter,
};
pub use lexicon::{
    declaration_root, DeclarationError, DeclarationProblem, KeywordDefinition, KeywordKind, Lexicon, LexiconBuilder,
    TokenCard, WordKind, DECLARATION_CODES, DECLARATION_EXTENSION,
};
pub use run::{
    condition_holds, count, expedition_is, modifier_step, run, run_to_end, selects, Answer, AnswerError, Context,
    Frame, Question, RunError, Yield,
};
pub use trigger::{activates, EventTrigger, Happening, Subject as TriggerSubject, Trigger, Where};
