//! The Altered card language: a pest grammar for the printed templates, lowered at once
//! into a typed, spanned AST, and rendered back to canonical text.
//!
//! ```
//! let source = "name: Kelon Cylinder\ntype: Permanent — Landmark\nfaction: Axiom\nrarity: Common\n\
//!               cost: hand 1, reserve 1\n\n{T} : I gain 2 Kelon counters.\n";
//! let (card, errors) = altered_grammar::parse_card(source);
//! assert!(errors.is_empty());
//! let text = altered_grammar::render_card(&card.unwrap());
//! assert!(text.contains("exhaust: I gain 2 Kelon counters."));
//! ```
// The AST is built once per card and read in place; boxing its large variants would only
// add indirection to every match for no measurable gain.
#![allow(clippy::large_enum_variant)]

mod ast;
mod card_file;
mod error;
mod lower;
mod normalize;
mod parser;
mod render;
mod span;
mod vocab;

pub use ast::*;
pub use card_file::{
    parse_card, parse_card_without_errors, reads_as_structure, MAX_BRACKET_DEPTH, MAX_EXPLAINED_LINES, MAX_LINE,
    MAX_QUOTE_DEPTH,
};
pub use error::{Nesting, ParseError};
pub use parser::debug_parse_line;
pub use render::{render_ability, render_card};
pub use span::Span;
pub use vocab::{
    generated_grammar, keyword_action, plural_subtype, reserved_words, singular_subtype, suggest, vocabulary_entries,
    CardType, Faction, KeywordActionWord, KeywordName, Phase, Rarity, StatusName, Terrain, Vocabulary, VocabularyEntry,
    KEYWORD_ACTIONS, RESERVED_WORDS,
};
