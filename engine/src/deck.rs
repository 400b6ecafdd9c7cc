//! Deck lists in the altered.gg export format: one `<count> <reference>` a line, the Hero
//! among them (CR 1.1.3.b). Lines are resolved against a [`CardPool`].

use crate::pool::{CardDef, CardPool, Kind};
use std::sync::Arc;

/// More copies than this on one line is not a deck list (CR 1.1.4.b: at most 60 cards).
const MAX_COUNT: u32 = 99;
/// More cards than this in one list is not a deck list either; it keeps hostile input small.
const MAX_CARDS: usize = 200;

/// A deck list line that could not be read or resolved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DeckError {
    /// Not `<count> <reference>`.
    #[error("line {line}: expected `<count> <reference>`, found `{text}`")]
    Malformed {
        /// 1-based line number.
        line: usize,
        /// The line as written (cut to 80 characters).
        text: String,
    },
    /// A count of zero or more than 99.
    #[error("line {line}: count {count} is not between 1 and {MAX_COUNT}")]
    BadCount {
        /// 1-based line number.
        line: usize,
        /// The count written.
        count: String,
    },
    /// No card of the pool has this reference.
    #[error("line {line}: unknown card reference `{reference}`")]
    UnknownReference {
        /// 1-based line number.
        line: usize,
        /// The reference written.
        reference: String,
    },
    /// A token is not a deck card.
    #[error("line {line}: `{reference}` ({name}) is a token, not a deck card")]
    NotADeckCard {
        /// 1-based line number.
        line: usize,
        /// The reference written.
        reference: String,
        /// The card's name.
        name: String,
    },
    /// More than one Hero (CR 1.1.4.b, 1.1.5.b: exactly 0 or 1).
    #[error("line {line}: a second Hero ({name}); a deck has at most one")]
    SecondHero {
        /// 1-based line number.
        line: usize,
        /// The second Hero's name.
        name: String,
    },
    /// More than 200 cards.
    #[error("line {line}: more than {MAX_CARDS} cards")]
    TooManyCards {
        /// 1-based line number.
        line: usize,
    },
    /// No card at all besides the Hero.
    #[error("the deck list has no cards besides its Hero")]
    Empty,
}

/// A resolved deck: its Hero (if any) and its other cards, in list order.
#[derive(Debug, Clone)]
pub struct Deck {
    /// A name for reports (the file stem, or what the caller gave).
    pub name: String,
    /// The Hero, if the list has one.
    pub hero: Option<Arc<CardDef>>,
    /// Every other card, one entry per copy.
    pub cards: Vec<Arc<CardDef>>,
}

impl Deck {
    /// Reads an altered.gg export. Blank lines and lines starting with `#` or `//` are
    /// skipped. Legality (40–60 cards, faction, copies) is not checked here.
    pub fn parse(name: &str, text: &str, pool: &CardPool) -> Result<Deck, DeckError> {
        let mut hero = None;
        let mut cards = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let trimmed = raw.trim().trim_start_matches('\u{feff}');
            if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
                continue;
            }
            let mut words = trimmed.split_whitespace();
            let (Some(count), Some(reference), None) = (words.next(), words.next(), words.next()) else {
                return Err(DeckError::Malformed {
                    line,
                    text: trimmed.chars().take(80).collect(),
                });
            };
            if !count.bytes().all(|b| b.is_ascii_digit()) {
                return Err(DeckError::Malformed {
                    line,
                    text: trimmed.chars().take(80).collect(),
                });
            }
            let n: u32 = match count.parse() {
                Ok(n) if (1..=MAX_COUNT).contains(&n) => n,
                _ => {
                    return Err(DeckError::BadCount {
                        line,
                        count: count.chars().take(20).collect(),
                    })
                }
            };
            let def = pool.get(reference).ok_or_else(|| DeckError::UnknownReference {
                line,
                reference: reference.chars().take(80).collect(),
            })?;
            if !def.kind.in_deck() {
                return Err(DeckError::NotADeckCard {
                    line,
                    reference: reference.to_owned(),
                    name: def.name.clone(),
                });
            }
            if def.kind == Kind::Hero {
                if hero.is_some() || n > 1 {
                    return Err(DeckError::SecondHero {
                        line,
                        name: def.name.clone(),
                    });
                }
                hero = Some(def.clone());
                continue;
            }
            if cards.len() + n as usize > MAX_CARDS {
                return Err(DeckError::TooManyCards { line });
            }
            cards.extend(std::iter::repeat_n(def.clone(), n as usize));
        }
        if cards.is_empty() {
            return Err(DeckError::Empty);
        }
        Ok(Deck {
            name: name.to_owned(),
            hero,
            cards,
        })
    }

    /// The list in altered.gg export format (Hero first, then one line per run of copies).
    pub fn to_export(&self) -> String {
        let mut out = String::new();
        if let Some(h) = &self.hero {
            out.push_str(&format!("1 {}\n", h.reference()));
        }
        let mut i = 0;
        while i < self.cards.len() {
            let mut j = i + 1;
            while j < self.cards.len() && Arc::ptr_eq(&self.cards[i], &self.cards[j]) {
                j += 1;
            }
            out.push_str(&format!("{} {}\n", j - i, self.cards[i].reference()));
            i = j;
        }
        out
    }
}
