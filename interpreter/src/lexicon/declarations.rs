//! Declaration files (`*.vocab`): the lines that add words to a pool's lexicon.
//!
//! ```text
//! # a comment
//! subtypes: Golem, Sprite
//! counters: Rune
//! rarities: Mythic
//! tokens: Aerolith
//! keyword action Sabotage: Discard up to one target card from a Reserve.
//! ```
//!
//! See `docs/declarations.md`.

use altered_grammar::{CardType, Faction, KeywordName, Phase, Span, StatusName, Vocabulary};
use miette::Diagnostic;
use thiserror::Error;

use super::WordKind;

/// The longest declaration file read, in bytes: a declaration file is a few lines.
const MAX_DECLARATION_BYTES: usize = 1 << 20;

/// Every code a [`DeclarationError`] can have.
pub const DECLARATION_CODES: &[&str] = &[
    "altered::declare::malformed",
    "altered::declare::duplicate",
    "altered::declare::duplicate_token",
    "altered::declare::shadows_rule_word",
    "altered::declare::recursive",
];

/// What a defined keyword abbreviates (CR 7.3, 7.4): it stands where an action, a
/// condition or a trigger is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeywordKind {
    /// `keyword action Sabotage: …` — an effect.
    Action,
    /// `keyword condition …: …` — a condition.
    Condition,
    /// `keyword trigger …: …` — a trigger.
    Trigger,
}

/// A problem in a declaration file (or a token card that clashes with another). Each
/// has a stable code `altered::declare::…` and a span into its file.
#[derive(Debug, Clone, Error, Diagnostic, PartialEq)]
#[non_exhaustive]
pub enum DeclarationError {
    /// A line that is no declaration.
    #[error("{what}")]
    #[diagnostic(
        code(altered::declare::malformed),
        help(
            "a declaration line is `subtypes: A, B`, `counters: A, B`, `rarities: A, B`, `tokens: A, B`, or `keyword action \
             Name: Effect.` (also `keyword condition` and `keyword trigger`); each word is capitalised letters"
        )
    )]
    Malformed {
        /// What is wrong.
        what: String,
        /// Where.
        #[label("not a declaration")]
        span: Span,
    },
    /// A word declared twice.
    #[error("`{word}` is declared twice among the {what}")]
    #[diagnostic(
        code(altered::declare::duplicate),
        help("it was first declared in {first}; remove one of the two")
    )]
    Duplicate {
        /// `sub-types`, `counters`, `rarities` or `keywords`.
        what: &'static str,
        /// The word.
        word: String,
        /// The file that declared it first.
        first: String,
        /// The second declaration.
        #[label("declared again here")]
        span: Span,
    },
    /// Two token cards with the same name.
    #[error("two token cards are named `{name}`")]
    #[diagnostic(
        code(altered::declare::duplicate_token),
        help("`{first}` is already the token card of that name; a token template names one card, so rename one")
    )]
    DuplicateToken {
        /// The name.
        name: String,
        /// The first card's file.
        first: String,
        /// The second card's `name:`.
        #[label("a second token card of this name")]
        span: Span,
    },
    /// A declared word that is already a word of the rules.
    #[error("`{word}` is {rule} of the rules, not a new word")]
    #[diagnostic(
        code(altered::declare::shadows_rule_word),
        help("a declaration adds words the Complete Rules do not have; choose another name")
    )]
    ShadowsRuleWord {
        /// The word.
        word: String,
        /// What it is in the rules (`a status`).
        rule: &'static str,
        /// Where.
        #[label("already a word of the rules")]
        span: Span,
    },
    /// A keyword defined through itself, directly or through others.
    #[error("the keyword `{name}` is defined through itself ({chain})")]
    #[diagnostic(
        code(altered::declare::recursive),
        help("a keyword stands for text that does not use it: write the definition without `{name}`")
    )]
    Recursive {
        /// The keyword.
        name: String,
        /// The chain of definitions back to it (`A → B → A`).
        chain: String,
        /// Its declaration.
        #[label("defined through itself")]
        span: Span,
    },
}

/// A keyword definition as written.
#[derive(Debug)]
pub(super) struct Keyword {
    pub name: String,
    pub name_span: Span,
    pub kind: KeywordKind,
    pub text: String,
    /// The whole line.
    pub span: Span,
}

/// What one declaration file says.
#[derive(Debug, Default)]
pub(super) struct Parsed {
    pub words: Vec<(WordKind, String, Span)>,
    pub keywords: Vec<Keyword>,
    pub errors: Vec<DeclarationError>,
}

/// Reads a declaration file. Every line is read; a bad one is reported and skipped.
pub(super) fn parse(text: &str) -> Parsed {
    let mut out = Parsed::default();
    if text.len() > MAX_DECLARATION_BYTES {
        out.errors.push(DeclarationError::Malformed {
            what: format!(
                "a declaration file of {} bytes (at most {MAX_DECLARATION_BYTES})",
                text.len()
            ),
            span: Span::new(0, 0),
        });
        return out;
    }
    let mut start = 0;
    for raw in text.split_inclusive('\n') {
        let line_start = start;
        start += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let lead = line.len() - line.trim_start().len();
        let at = line_start + lead;
        let span = Span::new(at, at + trimmed.len());
        if let Some(rest) = trimmed.strip_prefix("keyword ") {
            match keyword(rest, at + "keyword ".len(), span) {
                Ok(k) => out.keywords.push(k),
                Err(e) => out.errors.push(e),
            }
            continue;
        }
        let Some((key, list)) = trimmed.split_once(':') else {
            out.errors.push(DeclarationError::Malformed {
                what: "a line that is no declaration".into(),
                span,
            });
            continue;
        };
        let kind = match key.trim() {
            "subtypes" | "sub-types" => WordKind::Subtype,
            "counters" => WordKind::Counter,
            "rarities" => WordKind::Rarity,
            "tokens" => WordKind::Token,
            other => {
                out.errors.push(DeclarationError::Malformed {
                    what: format!(
                        "`{other}` is not a kind of declaration (subtypes, counters, rarities, tokens, keyword)"
                    ),
                    span: Span::new(at, at + key.len()),
                });
                continue;
            }
        };
        let mut item_start = at + key.len() + 1;
        for item in list.split(',') {
            let lead = item.len() - item.trim_start().len();
            let word = item.trim();
            let span = Span::new(item_start + lead, item_start + lead + word.len());
            item_start += item.len() + 1;
            if is_word(word) {
                out.words.push((kind, word.to_string(), span));
            } else {
                out.errors.push(DeclarationError::Malformed {
                    what: format!("`{word}` is not a word: capitalised letters, as `Golem`"),
                    span,
                });
            }
        }
    }
    out
}

/// `action Sabotage: Discard …` (after `keyword `).
fn keyword(rest: &str, at: usize, span: Span) -> Result<Keyword, DeclarationError> {
    let malformed = |what: &str| DeclarationError::Malformed {
        what: what.into(),
        span,
    };
    let (kind_word, after) = rest
        .split_once(' ')
        .ok_or_else(|| malformed("a keyword without a name"))?;
    let kind = match kind_word {
        "action" => KeywordKind::Action,
        "condition" => KeywordKind::Condition,
        "trigger" => KeywordKind::Trigger,
        _ => return Err(malformed("a keyword is an `action`, a `condition` or a `trigger`")),
    };
    let (name, text) = after
        .split_once(':')
        .ok_or_else(|| malformed("a keyword definition is `keyword action Name: Effect.`"))?;
    let name_at = at + kind_word.len() + 1 + (name.len() - name.trim_start().len());
    let name = name.trim();
    if !is_word(name) {
        return Err(malformed(
            "a keyword's name is capitalised words of letters (`Sabotage`)",
        ));
    }
    let text = text.trim();
    if text.is_empty() {
        return Err(malformed("a keyword that stands for nothing"));
    }
    Ok(Keyword {
        name: name.to_string(),
        name_span: Span::new(name_at, name_at + name.len()),
        kind,
        text: text.to_string(),
        span,
    })
}

/// Capitalised words of letters (`Golem`, `Ultra Rare`, `Gear-Smith`), not too long.
fn is_word(word: &str) -> bool {
    !word.is_empty()
        && word.len() <= 40
        && word.split(' ').all(|w| {
            w.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                && w.chars().all(|c| c.is_ascii_alphabetic() || c == '-' || c == '\'')
        })
}

/// What `word` already is in the rules, if it is one of their words: a declaration may
/// not give it another meaning.
pub(super) fn rule_word(word: &str) -> Option<&'static str> {
    const NOUNS: &[&str] = &[
        "Card",
        "Character",
        "Expedition",
        "Hand",
        "Reserve",
        "Deck",
        "Mana",
        "Player",
        "Opponent",
        "Boost",
        "Region",
        "Tumult",
        "Adventure",
        "Discard",
    ];
    if CardType::from_word(word).is_some() {
        Some("a card type")
    } else if StatusName::from_word(word).is_some() {
        Some("a status")
    } else if KeywordName::from_word(word).is_some() {
        Some("a keyword ability")
    } else if altered_grammar::KEYWORD_ACTIONS
        .iter()
        .any(|k| k.spellings().iter().any(|s| s.eq_ignore_ascii_case(word)))
    {
        Some("a keyword action")
    } else if Phase::from_word(word).is_some() {
        Some("a phase")
    } else if Faction::from_word(word).is_some() {
        Some("a faction")
    } else if NOUNS.iter().any(|n| n.eq_ignore_ascii_case(word)) {
        Some("a noun")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_lists_keywords_and_reports_bad_lines_with_their_place() {
        let text = "# words\nsubtypes: Golem, Sprite\nkeyword action Mend: Draw a card.\nfrobs: X\ncounters: rune\n";
        let p = parse(text);
        let words: Vec<&str> = p.words.iter().map(|(_, w, _)| w.as_str()).collect();
        assert_eq!(words, ["Golem", "Sprite"]);
        let (_, _, span) = &p.words[1];
        assert_eq!(&text[span.start..span.end], "Sprite");
        assert_eq!(p.keywords.len(), 1);
        assert_eq!(p.keywords[0].text, "Draw a card.");
        assert_eq!(
            &text[p.keywords[0].name_span.start..p.keywords[0].name_span.end],
            "Mend"
        );
        assert_eq!(p.errors.len(), 2, "{:?}", p.errors);
        let spans: Vec<&str> = p
            .errors
            .iter()
            .map(|e| {
                let s = *e.labels().unwrap().next().unwrap().inner();
                &text[s.offset()..s.offset() + s.len()]
            })
            .collect();
        assert_eq!(spans, ["frobs", "rune"]);
    }

    #[test]
    fn rule_words_are_named() {
        assert_eq!(rule_word("Fleeting"), Some("a status"));
        assert_eq!(rule_word("Character"), Some("a card type"));
        assert_eq!(rule_word("Noon"), Some("a phase"));
        assert_eq!(rule_word("Sabotage"), Some("a keyword action"));
        assert_eq!(rule_word("Exhausted Resupply"), Some("a keyword action"));
        assert_eq!(rule_word("Golem"), None);
    }

    #[test]
    fn codes_are_listed_and_documented() {
        let span = Span::new(0, 1);
        let all = [
            DeclarationError::Malformed { what: "x".into(), span },
            DeclarationError::Duplicate {
                what: "counters",
                word: "Rune".into(),
                first: "a".into(),
                span,
            },
            DeclarationError::DuplicateToken {
                name: "Golem".into(),
                first: "a".into(),
                span,
            },
            DeclarationError::ShadowsRuleWord {
                word: "Noon".into(),
                rule: "a phase",
                span,
            },
            DeclarationError::Recursive {
                name: "A".into(),
                chain: "A → A".into(),
                span,
            },
        ];
        assert_eq!(all.len(), DECLARATION_CODES.len());
        for e in &all {
            let code = e.code().unwrap().to_string();
            assert!(DECLARATION_CODES.contains(&code.as_str()), "{code}");
            assert!(
                include_str!("../../../docs/diagnostics.md").contains(&format!("`{code}`")),
                "{code}"
            );
            assert!(e.help().is_some());
        }
    }
}
