//! Rendering: the AST back to canonical text, which parses to the same tree.
//!
//! Canonical words replace the altered.gg markup (`etb` for `{J}`, `exhaust` for `{T}`,
//! `forest` for `{V}`, `Fleeting` for `[[Fleeting]]`, `|` for `—`) and `#…#` is gone.

use crate::ast::*;
use crate::vocab::{plural_subtype, Vocabulary};
use std::fmt::Write;

mod abilities;
mod actions;
mod conditions;
mod nouns;
mod passives;
mod quantities;
mod triggers;

use abilities::*;
use nouns::*;
use quantities::*;

/// The canonical text of a whole card file.
///
/// # Examples
///
/// Rendering gives the canonical text, which parses back to the same card:
///
/// ```
/// use altered_grammar::{parse_card, render_card};
/// let (card, _) = parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n{J} Draw a card.\n",
/// );
/// let card = card.unwrap();
/// let text = render_card(&card);
/// assert!(text.contains("etb Draw a card."), "{text}");
/// assert_eq!(parse_card(&text).0, Some(card));
/// ```
pub fn render_card(card: &Card) -> String {
    let mut out = String::new();
    let h = &card.header;
    if let Some(n) = &h.name {
        let _ = writeln!(out, "name: {}", n.node);
    }
    if let Some(t) = &h.card_type {
        out.push_str("type: ");
        out.push_str(t.node.as_str());
        if let Some(of) = &h.token_of {
            out.push(' ');
            out.push_str(of.node.as_str());
        }
        if !h.subtypes.is_empty() {
            out.push_str(" — ");
            out.push_str(
                &h.subtypes
                    .iter()
                    .map(|s| s.node.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            );
        }
        out.push('\n');
    }
    if let Some(f) = &h.faction {
        let _ = writeln!(out, "faction: {}", f.node);
    }
    if let Some(r) = &h.rarity {
        let _ = writeln!(out, "rarity: {}", r.node);
    } else if let Some(r) = &h.other_rarity {
        let _ = writeln!(out, "rarity: {}", r.node);
    }
    if let Some(c) = &h.cost {
        let _ = writeln!(out, "cost: hand {}, reserve {}", c.node.hand, c.node.reserve);
    }
    if let Some(s) = &h.stats {
        let _ = writeln!(
            out,
            "stats: forest {}, mountain {}, water {}",
            s.node.forest, s.node.mountain, s.node.water
        );
    }
    if let Some(l) = &h.limits {
        let _ = writeln!(
            out,
            "limits: reserve {}, landmarks {}",
            l.node.reserve, l.node.landmarks
        );
    }
    if !h.refs.is_empty() {
        let _ = writeln!(
            out,
            "refs: {}",
            h.refs.iter().map(|r| r.node.to_string()).collect::<Vec<_>>().join(", ")
        );
    }
    if !card.abilities.is_empty() {
        out.push('\n');
        for a in &card.abilities {
            out.push_str(&render_ability(a));
            out.push('\n');
        }
    }
    if !card.support.is_empty() {
        out.push_str("\n--- support ---\n");
        for a in &card.support {
            out.push_str(&render_ability(a));
            out.push('\n');
        }
    }
    out
}

/// The canonical text of one ability: one line, then one line per bullet.
pub fn render_ability(a: &Ability) -> String {
    let mut r = R::default();
    r.kind(&a.kind);
    r.reminder(&a.reminder);
    let mut out = r.out;
    for b in r.bullets {
        out.push('\n');
        out.push_str(&b);
    }
    out
}

#[derive(Default)]
struct R {
    out: String,
    bullets: Vec<String>,
    /// The next clause's subject is the one before it and is not written again.
    elide_subject: bool,
    /// The clause being written is about me (`I lose all my boosts`).
    subject_is_me: bool,
    /// The possessive of the objects the clause being written is about (`its`, `their`),
    /// `None` when it is about me or a player (`Target Permanent spends 2 of its Kelon
    /// counters`, `Spend 2 of my Kelon counters`).
    subject_own: Option<&'static str>,
}

fn plural_s(a: Amount) -> &'static str {
    if a == Amount::N(1) {
        ""
    } else {
        "s"
    }
}

impl R {
    fn w(&mut self, s: &str) {
        if !self.out.is_empty() && !self.out.ends_with(' ') && !s.starts_with([',', '.', ':', ' ']) {
            self.out.push(' ');
        }
        self.out.push_str(s);
    }
}

/// Lowercases the word at `start` if it is capitalised only for starting a sentence
/// (`It`, `Your`, `The`, …), not a name, a card type or a status, which keep their capital.
fn lowercase_sentence_word(out: &mut String, start: usize) {
    const SENTENCE_WORDS: [&str; 14] = [
        "It", "Its", "Your", "The", "All", "My", "You", "Each", "Target", "Up", "Any", "They", "Their", "Another",
    ];
    let Some(rest) = out.get(start..) else {
        return;
    };
    let word = rest.split(|c: char| !c.is_alphabetic()).next().unwrap_or("");
    if SENTENCE_WORDS.contains(&word) {
        let lower = word.to_lowercase();
        out.replace_range(start..start + word.len(), &lower);
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn capitalize_from(out: &mut String, start: usize) {
    let rest = out[start..].trim_start();
    let offset = out.len() - rest.len();
    let cap = capitalize(rest);
    out.truncate(offset);
    out.push_str(&cap);
}

fn join_and(parts: &[String], word: &str) -> String {
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => format!("{} {word} {}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}
