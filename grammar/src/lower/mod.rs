//! Lowering: pest pairs of one line into the typed AST, at once, walking children by
//! rule. Spans are shifted by the line's offset so they point into the whole file.

use crate::ast::*;
use crate::error::ParseError;
use crate::normalize::Normalized;
use crate::parser::Rule;
use crate::span::Span;
use crate::vocab::{singular_subtype, KeywordName, Phase, StatusName, Terrain, Vocabulary};
use pest::iterators::Pair;

mod abilities;
mod actions;
mod conditions;
mod nouns;
mod passives;
mod quantities;
mod triggers;

use abilities::*;
use actions::*;
use nouns::*;
use quantities::*;
use triggers::*;

type P<'i> = Pair<'i, Rule>;

/// Lowering state for one line.
pub(crate) struct Lower<'n> {
    /// Byte offset of the line in the file.
    pub offset: usize,
    /// The line as parsed, and the way back to its bytes as written.
    normalized: &'n Normalized,
    /// Problems found while lowering (unknown keywords, statuses, phases).
    pub errors: Vec<ParseError>,
    /// Whether the reaction being lowered names an object in its trigger, so that a
    /// first `it` refers to that object (CR 7.2.5).
    trigger_has_object: bool,
    /// Whether the effect being lowered has already named an object.
    named_object: bool,
    /// Every counter name the line writes (`Kelon` of `2 Kelon counters`), with its span:
    /// counter names are open vocabulary, checked against the pool's lexicon.
    pub counters: Vec<Spanned<String>>,
    /// The quantity of an `equal to …` amount just lowered, waiting for its clauses to take
    /// it as their `where X is …`.
    equal_to: Option<Quantity>,
}

fn inner(p: P<'_>) -> impl Iterator<Item = P<'_>> {
    p.into_inner()
}

fn first(p: P<'_>) -> P<'_> {
    p.into_inner().next().expect("grammar guarantees a child")
}

fn child<'i>(p: &P<'i>, rule: Rule) -> Option<P<'i>> {
    p.clone().into_inner().find(|c| c.as_rule() == rule)
}

fn has(p: &P<'_>, rule: Rule) -> bool {
    child(p, rule).is_some()
}

fn lower_text(p: &P<'_>) -> String {
    p.as_str().to_lowercase()
}

impl<'n> Lower<'n> {
    pub(crate) fn new(offset: usize, normalized: &'n Normalized) -> Self {
        Lower {
            offset,
            normalized,
            errors: Vec::new(),
            trigger_has_object: false,
            named_object: false,
            counters: Vec::new(),
            equal_to: None,
        }
    }

    /// The counter name of `p`'s `counter_noun` (`Arcane counters`), recorded.
    fn counter_of(&mut self, p: &P<'_>) -> String {
        child(p, Rule::counter_noun)
            .and_then(|c| child(&c, Rule::counter_name))
            .map(|n| self.counter_name(&n))
            .unwrap_or_default()
    }

    /// The counter name `p` (a `counter_name`), recorded for the lexicon check.
    fn counter_name(&mut self, p: &P<'_>) -> String {
        let name = p.as_str().to_string();
        self.counters.push(Spanned::new(name.clone(), self.span(p)));
        name
    }

    fn span(&self, p: &P<'_>) -> Span {
        let s = p.as_span();
        let n = self.normalized;
        Span::new(n.original(s.start()), n.original_end(s.end())).shift(self.offset)
    }
}

/// A lowered bullet line, before it is attached to the ability above it.
pub(crate) struct Bullet {
    pub body: BulletBody,
    pub reminder: Option<String>,
    pub span: Span,
}

pub(crate) enum BulletBody {
    /// A die result, what happens, and whether it says `instead`.
    Outcome(DieRange, Effect, bool),
    Option(AbilityKind),
}
