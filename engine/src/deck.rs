//! Deck lists in the altered.gg export format: one `<count> <reference>` a line, the Hero
//! among them (CR 1.1.3.b). Lines are resolved against a [`CardPool`].

use crate::pool::{CardDef, CardPool, Kind};
use std::ops::Range;
use std::sync::Arc;

/// More copies than this on one line is not a deck list (CR 1.1.4.b: at most 60 cards).
const MAX_COUNT: u32 = 99;
/// More cards than this in one list is not a deck list either; it keeps hostile input small.
const MAX_CARDS: usize = 200;

/// A deck list line that could not be read or resolved.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{Deck, DeckError};
/// let err = Deck::parse("mine", "1 ALT_NOT_A_CARD\n", &pool).unwrap_err();
/// assert!(matches!(err, DeckError::UnknownReference { line: 1, .. }));
/// assert_eq!(err.line(), Some(1));
/// assert_eq!(err.to_string(), "line 1: unknown card reference `ALT_NOT_A_CARD`");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum DeckError {
    /// Not `<count> <reference>`.
    #[error("line {line}: expected `<count> <reference>`, found `{text}`")]
    #[diagnostic(code(altered::deck::malformed_line))]
    Malformed {
        /// 1-based line number.
        line: usize,
        /// The line as written (cut to 80 characters).
        text: String,
    },
    /// A count of zero or more than 99.
    #[error("line {line}: count {count} is not between 1 and {MAX_COUNT}")]
    #[diagnostic(code(altered::deck::bad_count))]
    BadCount {
        /// 1-based line number.
        line: usize,
        /// The count written.
        count: String,
    },
    /// No card of the pool has this reference.
    #[error("line {line}: unknown card reference `{reference}`")]
    #[diagnostic(code(altered::deck::unknown_card))]
    UnknownReference {
        /// 1-based line number.
        line: usize,
        /// The reference written.
        reference: String,
    },
    /// A token is not a deck card.
    #[error("line {line}: `{reference}` ({name}) is a token, not a deck card")]
    #[diagnostic(code(altered::deck::not_a_deck_card))]
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
    #[diagnostic(code(altered::deck::extra_hero))]
    SecondHero {
        /// 1-based line number.
        line: usize,
        /// The second Hero's name.
        name: String,
    },
    /// More than 200 cards.
    #[error("line {line}: more than {MAX_CARDS} cards")]
    #[diagnostic(code(altered::deck::over_200_cards))]
    TooManyCards {
        /// 1-based line number.
        line: usize,
    },
    /// No card at all besides the Hero.
    #[error("the deck list has no cards besides its Hero")]
    #[diagnostic(code(altered::deck::empty))]
    Empty,
}

impl DeckError {
    /// The 1-based line the error is about (`None` for the whole list).
    pub fn line(&self) -> Option<usize> {
        match self {
            DeckError::Malformed { line, .. }
            | DeckError::BadCount { line, .. }
            | DeckError::UnknownReference { line, .. }
            | DeckError::NotADeckCard { line, .. }
            | DeckError::SecondHero { line, .. }
            | DeckError::TooManyCards { line } => Some(*line),
            DeckError::Empty => None,
        }
    }

    /// The byte range of that line in `text` (the list it was read from), without the
    /// spaces around it, for a diagnostic to point at.
    pub fn span(&self, text: &str) -> Option<Range<usize>> {
        let line = self.line()?;
        split_lines(text).nth(line - 1).map(|(_, span)| span)
    }
}

/// One card line of a list, resolved.
#[derive(Debug, Clone)]
pub(crate) struct Line {
    /// 1-based line number.
    pub(crate) line: usize,
    /// Byte range of the line's text (trimmed) in the list.
    pub(crate) span: Range<usize>,
    /// Copies (1–99).
    pub(crate) count: u32,
    pub(crate) def: Arc<CardDef>,
}

/// Every line of `text` with its trimmed byte range. Lines end at `\n`, `\r\n` or a lone
/// `\r`, as miette counts them, so a line number here is the one a rendered report shows.
fn split_lines(text: &str) -> impl Iterator<Item = (&str, Range<usize>)> {
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let rest = &bytes[start..];
        let (end, next) = match rest.iter().position(|&b| b == b'\n' || b == b'\r') {
            Some(i) if rest[i] == b'\r' && rest.get(i + 1) == Some(&b'\n') => (start + i, start + i + 2),
            Some(i) => (start + i, start + i + 1),
            None => {
                done = true;
                (bytes.len(), bytes.len())
            }
        };
        let raw = &text[start..end];
        // A byte-order mark opens some exported files; it is not part of the first line.
        let lead = raw.len()
            - raw
                .trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
                .len();
        let trimmed = raw[lead..].trim_end();
        let span = start + lead..start + lead + trimmed.len();
        start = next;
        // No line after a final line break, as `str::lines`.
        if start == bytes.len() && !done {
            done = true;
        }
        Some((trimmed, span))
    })
}

/// Reads every line of a list: the card lines resolved, in order, and every line that could
/// not be read. Heroes are lines like the others (how many a deck may have is the caller's
/// rule: the reader's one Hero, or CR 1.1.4.b / 1.1.5.b in the legality check).
pub(crate) fn read_lines(text: &str, pool: &CardPool) -> (Vec<Line>, Vec<DeckError>) {
    let mut lines = Vec::new();
    let mut errors = Vec::new();
    let mut cards = 0usize;
    for (i, (trimmed, span)) in split_lines(text).enumerate() {
        let line = i + 1;
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
            continue;
        }
        let malformed = || DeckError::Malformed {
            line,
            text: trimmed.chars().take(80).collect(),
        };
        let mut words = trimmed.split_whitespace();
        let (Some(count), Some(reference), None) = (words.next(), words.next(), words.next()) else {
            errors.push(malformed());
            continue;
        };
        if !count.bytes().all(|b| b.is_ascii_digit()) {
            errors.push(malformed());
            continue;
        }
        let n: u32 = match count.parse() {
            Ok(n) if (1..=MAX_COUNT).contains(&n) => n,
            _ => {
                errors.push(DeckError::BadCount {
                    line,
                    count: count.chars().take(20).collect(),
                });
                continue;
            }
        };
        let Some(def) = pool.get(reference) else {
            errors.push(DeckError::UnknownReference {
                line,
                reference: reference.chars().take(80).collect(),
            });
            continue;
        };
        if !def.kind.in_deck() {
            errors.push(DeckError::NotADeckCard {
                line,
                reference: reference.to_owned(),
                name: def.name.clone(),
            });
            continue;
        }
        if def.kind != Kind::Hero {
            if cards + n as usize > MAX_CARDS {
                errors.push(DeckError::TooManyCards { line });
                continue;
            }
            cards += n as usize;
        }
        lines.push(Line {
            line,
            span,
            count: n,
            def: def.clone(),
        });
    }
    (lines, errors)
}

/// A resolved deck: its Hero (if any) and its other cards, in list order.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::Deck;
/// let deck = Deck::parse("axiom", &setup::list("axiom"), &pool).unwrap();
/// assert!(deck.hero.is_some());
/// assert_eq!(deck.cards.len(), 39);
/// // Its export lists the same cards, and reads back to the same deck.
/// let again = Deck::parse("again", &deck.to_export(), &pool).unwrap();
/// assert_eq!(again.cards.len(), deck.cards.len());
/// ```
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
    /// skipped. Legality (40–60 cards, faction, copies) is not checked here; see
    /// [`check_deck`](crate::check_deck). Of several bad lines, the first is reported.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// use altered_engine::Deck;
    /// let bravos = setup::deck(&pool, "bravos");
    /// let (hero, card) = (bravos.hero.unwrap(), bravos.cards[0].clone());
    /// let list = format!("1 {}\n// far too small a deck, but it reads\n3 {}\n", hero.reference(), card.reference());
    /// let deck = Deck::parse("mine", &list, &pool).unwrap();
    /// assert_eq!(deck.hero.unwrap().name, hero.name);
    /// assert_eq!(deck.cards.len(), 3); // one entry per copy; legality is `check_deck`'s
    /// assert!(Deck::parse("mine", "1 ALT_NOT_A_CARD\n", &pool).is_err());
    /// ```
    pub fn parse(name: &str, text: &str, pool: &CardPool) -> Result<Deck, DeckError> {
        let (lines, errors) = read_lines(text, pool);
        let mut hero: Option<Arc<CardDef>> = None;
        let mut second_hero = None;
        let mut cards = Vec::new();
        for l in &lines {
            if l.def.kind == Kind::Hero {
                if hero.is_some() || l.count > 1 {
                    second_hero.get_or_insert(DeckError::SecondHero {
                        line: l.line,
                        name: l.def.name.clone(),
                    });
                }
                hero.get_or_insert_with(|| l.def.clone());
                continue;
            }
            cards.extend(std::iter::repeat_n(l.def.clone(), l.count as usize));
        }
        // The first problem in line order, as when the reader stopped at the first.
        let first = errors
            .into_iter()
            .chain(second_hero)
            .min_by_key(|e| e.line().unwrap_or(usize::MAX));
        if let Some(e) = first {
            return Err(e);
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
            // A line holds at most MAX_COUNT copies: a list may name a card on several
            // lines whose sum is more (found by the `deck` fuzz target).
            let mut left = (j - i) as u32;
            while left > 0 {
                let n = left.min(MAX_COUNT);
                out.push_str(&format!("{n} {}\n", self.cards[i].reference()));
                left -= n;
            }
            i = j;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by the `deck` fuzz target: two lines of 82 of one card read as 164 copies, and
    /// the export wrote them on one line of 164, over the count a line may have.
    #[test]
    fn an_export_splits_more_copies_than_a_line_may_count() {
        let pool = crate::CardPool::load_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../cards").as_ref())
            .unwrap()
            .0;
        let deck = Deck::parse("many", "82 ALT_ALIZE_B_OR_38_C\n82 ALT_ALIZE_B_OR_38_C\n", &pool).unwrap();
        assert_eq!(deck.cards.len(), 164);
        let export = deck.to_export();
        let reference = deck.cards[0].reference();
        assert_eq!(export, format!("99 {reference}\n65 {reference}\n"));
        assert_eq!(Deck::parse("again", &export, &pool).unwrap().cards.len(), 164);
    }

    #[test]
    fn lines_end_at_lf_crlf_or_a_lone_cr_and_spans_leave_out_spaces_and_the_bom() {
        let text = "\u{feff}1 A\r\n  2 B  \r3 C\n\n";
        let lines: Vec<(&str, Range<usize>)> = split_lines(text).collect();
        let words: Vec<&str> = lines.iter().map(|(t, _)| *t).collect();
        assert_eq!(words, ["1 A", "2 B", "3 C", ""]);
        for (t, span) in &lines {
            assert_eq!(&text[span.clone()], *t);
        }
        assert_eq!(split_lines("x").count(), 1);
        assert_eq!(split_lines("x\n").count(), 1);
    }

    #[test]
    fn an_error_points_at_its_line() {
        let text = "# c\r\n  nope here \n";
        let e = DeckError::Malformed {
            line: 2,
            text: "nope here".into(),
        };
        assert_eq!(&text[e.span(text).unwrap()], "nope here");
        assert_eq!(DeckError::Empty.span(text), None);
        assert_eq!(
            DeckError::TooManyCards { line: 9 }.span(text),
            None,
            "a line past the end has no span"
        );
    }
}
