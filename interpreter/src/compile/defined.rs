//! Keywords a declaration defines (`keyword action Mend: Draw a card.`): a card that writes
//! `Mend.` compiles to exactly what its definition compiles to. And the pool's token cards,
//! which a template that names a token alone (`Create a [Lantern] token.`) stands for.
//!
//! The definitions in force are the lexicon's that [`crate::compile_card_in`] was given,
//! held for the duration of that call (a compile never outlives it); a compile outside it
//! reads the bundled lexicon's.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::sync::Arc;

use altered_grammar::{Clause, Clauses, Condition, Sentence, Spanned, Trigger};

use crate::lexicon::{KeywordDefinition, Lexicon, TokenCard};

/// Definitions expand inside definitions at most this deep. Recursive definitions are
/// refused when the lexicon is built; this bounds the work whatever the lexicon says.
pub(crate) const MAX_DEPTH: u8 = 8;

type Tokens = Arc<BTreeMap<String, TokenCard>>;

thread_local! {
    static KEYWORDS: RefCell<Option<Arc<BTreeMap<String, KeywordDefinition>>>> = const { RefCell::new(None) };
    static TOKENS: RefCell<Option<Tokens>> = const { RefCell::new(None) };
    static DEPTH: Cell<u8> = const { Cell::new(0) };
}

/// The definitions and token cards of a lexicon, in force until dropped.
pub(crate) struct Scope {
    previous: Option<Arc<BTreeMap<String, KeywordDefinition>>>,
    previous_tokens: Option<Tokens>,
}

impl Scope {
    pub(crate) fn enter(lexicon: &Lexicon) -> Scope {
        let previous = KEYWORDS.with(|k| k.replace(Some(lexicon.keyword_table())));
        let previous_tokens = TOKENS.with(|t| t.replace(Some(lexicon.token_table())));
        Scope {
            previous,
            previous_tokens,
        }
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        KEYWORDS.with(|k| *k.borrow_mut() = self.previous.take());
        TOKENS.with(|t| *t.borrow_mut() = self.previous_tokens.take());
    }
}

/// The token card a template names (`[Lantern]`, `MANA_MOTH`), in the lexicon in force.
pub(crate) fn token(name: &str) -> Option<TokenCard> {
    TOKENS.with(|t| match t.borrow().as_ref() {
        Some(table) => table.get(&crate::lexicon::token_key(name)).cloned(),
        None => Lexicon::bundled().token(name).cloned(),
    })
}

/// The keyword a sentence is, when it is one defined keyword alone (`Mend.`).
pub(crate) fn alone(s: &Sentence) -> Option<&Spanned<String>> {
    let Sentence::Do(c) = s else { return None };
    alone_in(c)
}

fn alone_in(c: &Clauses) -> Option<&Spanned<String>> {
    let [link] = c.links.as_slice() else { return None };
    let clause = &link.clause.node;
    match &clause.action {
        altered_grammar::Action::Defined(name)
            if clause.subject.is_none() && !clause.may && c.where_x.is_none() && c.max.is_none() =>
        {
            Some(name)
        }
        _ => None,
    }
}

/// The sentences `name` stands for, if it is defined.
pub(crate) fn expansion(name: &str) -> Option<Vec<Sentence>> {
    let key = name.to_lowercase();
    KEYWORDS.with(|k| match k.borrow().as_ref() {
        Some(table) => table.get(&key).and_then(KeywordDefinition::sentences),
        None => Lexicon::bundled().keyword(name).and_then(KeywordDefinition::sentences),
    })
}

/// The trigger a keyword trigger stands for (`Landfall`: `When a Character joins my
/// Expedition`) and the condition its definition adds, if it is defined as a trigger.
pub(crate) fn trigger(name: &str) -> Option<(Spanned<Trigger>, Option<Spanned<Condition>>)> {
    let key = name.to_lowercase();
    let of = |d: &KeywordDefinition| d.trigger().map(|(t, c)| (t.clone(), c.cloned()));
    KEYWORDS.with(|k| match k.borrow().as_ref() {
        Some(table) => table.get(&key).and_then(of),
        None => Lexicon::bundled().keyword(name).and_then(of),
    })
}

/// The condition a keyword condition stands for (`Bloodied`: `I have two or more boosts`),
/// if it is defined as a condition.
pub(crate) fn condition(name: &str) -> Option<Spanned<Condition>> {
    let key = name.to_lowercase();
    let of = |d: &KeywordDefinition| d.condition().cloned();
    KEYWORDS.with(|k| match k.borrow().as_ref() {
        Some(table) => table.get(&key).and_then(of),
        None => Lexicon::bundled().keyword(name).and_then(of),
    })
}

/// The one clause a defined keyword stands for (`Sabotage`, in the prelude: `Discard up to
/// one target card from a Reserve`), for a card that writes the keyword as an action of a
/// longer sentence (`Draw a card, then Mend.`) or with a delay (`Sabotage after Rest`);
/// `None` when it is not defined, or stands for more than one clause.
pub(crate) fn clause(name: &str) -> Option<Spanned<Clause>> {
    let sentences = expansion(name)?;
    let [Sentence::Do(c)] = sentences.as_slice() else {
        return None;
    };
    let [link] = c.links.as_slice() else { return None };
    (c.where_x.is_none() && c.max.is_none()).then(|| link.clause.clone())
}

/// Runs `f` one expansion deeper; `None` past [`MAX_DEPTH`].
pub(crate) fn deeper<T>(f: impl FnOnce() -> T) -> Option<T> {
    let depth = DEPTH.with(Cell::get);
    if depth >= MAX_DEPTH {
        return None;
    }
    DEPTH.with(|d| d.set(depth + 1));
    let out = f();
    DEPTH.with(|d| d.set(depth));
    Some(out)
}

/// Whether a lexicon's definitions are in force (inside [`crate::compile_card_in`]).
pub(crate) fn in_scope() -> bool {
    KEYWORDS.with(|k| k.borrow().is_some())
}
