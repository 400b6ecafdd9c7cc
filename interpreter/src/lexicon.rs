//! The lexicon: the open vocabulary a card pool may use, as data. Sub-types, counter
//! names and rarities come from declaration files (`*.vocab`, see `docs/declarations.md`);
//! token names are the names of the pool's token cards (`type: Token — Robot`), so that
//! `Create a Brassbug 2/2/2 Robot token` resolves to `cards/axiom/brassbug.card`.
//!
//! Checking and compiling take a lexicon. [`Lexicon::bundled`] is the bundled pool's
//! (`cards/vocabulary.vocab` and the token cards of `cards/`, embedded at build time);
//! [`LexiconBuilder`] adds a pool's own declarations and token cards on top of it.
//!
//! A card's own header never declares a word: `type: Character — Robto` would otherwise
//! declare its own typo.

mod declarations;
mod files;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use altered_grammar::{suggest, Card, CardType, Span};

pub use declarations::{DeclarationError, KeywordKind, DECLARATION_CODES};
pub use files::{declaration_root, DECLARATION_EXTENSION};

include!(concat!(env!("OUT_DIR"), "/bundled_tokens.rs"));

/// The bundled pool's declarations (`cards/vocabulary.vocab`), embedded.
const BUNDLED_VOCABULARY: &str = include_str!("../../cards/vocabulary.vocab");

/// What kind of word a declaration adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum WordKind {
    /// A sub-type (CR 2.2.3).
    Subtype,
    /// A counter name (CR 2.5).
    Counter,
    /// A rarity (CR 2.2.5).
    Rarity,
    /// A token name whose token card is not in the pool (a later set's token, known only
    /// by the templates that create it): `tokens: Aerolith`.
    Token,
}

impl WordKind {
    /// The plural noun, as messages say it.
    pub fn plural(self) -> &'static str {
        match self {
            WordKind::Subtype => "sub-types",
            WordKind::Counter => "counters",
            WordKind::Rarity => "rarities",
            WordKind::Token => "tokens",
        }
    }
}

/// A token card of the pool (CR 1.1.7.b): what a token template of that name stands for.
#[derive(Debug, Clone)]
pub struct TokenCard {
    /// The card's name (`Brassbug`).
    pub name: String,
    /// Forest, mountain, water, if the card has statistics.
    pub stats: Option<[u8; 3]>,
    /// Its sub-types.
    pub subtypes: Vec<String>,
    /// The file it came from (the bundled ones are relative to `cards/`).
    pub path: PathBuf,
    /// One of the bundled pool's, which a pool's own token card of that name replaces.
    bundled: bool,
}

/// A keyword defined by a declaration: `keyword action Sabotage: Discard up to one target
/// card from a Reserve.`
#[derive(Debug, Clone)]
pub struct KeywordDefinition {
    /// Its name as declared.
    pub name: String,
    /// What it abbreviates.
    pub kind: KeywordKind,
    /// The text it stands for, in the card language.
    pub text: String,
    /// The declaration file.
    pub path: PathBuf,
    /// Where in it.
    pub span: Span,
}

/// The open vocabulary of a card pool. See the module documentation.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{Lexicon, WordKind};
/// let bundled = Lexicon::bundled();
/// assert!(bundled.knows(WordKind::Subtype, "Robot"));
/// assert!(!bundled.knows(WordKind::Subtype, "Robto"));
/// assert_eq!(bundled.suggest(WordKind::Subtype, "Robto"), Some("Robot"));
/// assert_eq!(bundled.token("Brassbug").unwrap().stats, Some([2, 2, 2]));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Lexicon {
    words: BTreeMap<WordKind, BTreeMap<String, Origin>>,
    tokens: BTreeMap<String, TokenCard>,
    keywords: BTreeMap<String, KeywordDefinition>,
}

/// Where a word was declared: the bundled vocabulary, or a pool file and line span.
#[derive(Debug, Clone)]
struct Origin {
    /// `None` for the bundled vocabulary.
    pool: Option<(PathBuf, Span)>,
}

impl Lexicon {
    /// The bundled pool's lexicon: `cards/vocabulary.vocab` and the token cards of `cards/`,
    /// embedded in the binary. Built once.
    pub fn bundled() -> &'static Lexicon {
        static BUNDLED: std::sync::OnceLock<Lexicon> = std::sync::OnceLock::new();
        BUNDLED.get_or_init(|| {
            let mut b = LexiconBuilder {
                lexicon: Lexicon::default(),
                bundled: true,
                problems: Vec::new(),
            };
            b.declarations(Path::new("vocabulary.vocab"), BUNDLED_VOCABULARY);
            for (path, text) in BUNDLED_TOKEN_CARDS {
                b.card_source(Path::new(path), text);
            }
            debug_assert!(b.problems.is_empty(), "{:?}", b.problems);
            b.lexicon
        })
    }

    /// A builder that starts from the bundled lexicon and adds a pool's declarations and
    /// token cards.
    pub fn builder() -> LexiconBuilder {
        LexiconBuilder {
            lexicon: Lexicon::bundled().clone(),
            bundled: false,
            problems: Vec::new(),
        }
    }

    /// Whether `word` is a known word of that kind (exact spelling).
    pub fn knows(&self, kind: WordKind, word: &str) -> bool {
        self.words.get(&kind).is_some_and(|w| w.contains_key(word))
    }

    /// Every known word of that kind, sorted.
    pub fn words(&self, kind: WordKind) -> impl Iterator<Item = &str> {
        self.words
            .get(&kind)
            .into_iter()
            .flat_map(|w| w.keys().map(String::as_str))
    }

    /// The known word of that kind closest to `word`, if close enough to be a typo of it.
    pub fn suggest(&self, kind: WordKind, word: &str) -> Option<&str> {
        suggest(word, self.words(kind))
    }

    /// The token card named `name`, or written as a constant (`MANA_MOTH`).
    pub fn token(&self, name: &str) -> Option<&TokenCard> {
        self.tokens.get(&token_key(name))
    }

    /// The token name closest to `name`, if close enough to be a typo of it.
    pub fn suggest_token(&self, name: &str) -> Option<&str> {
        suggest(name, self.tokens.values().map(|t| t.name.as_str()))
    }

    /// Every token card, by name.
    pub fn tokens(&self) -> impl Iterator<Item = &TokenCard> {
        self.tokens.values()
    }

    /// The keyword defined with this name (case-insensitive).
    pub fn keyword(&self, name: &str) -> Option<&KeywordDefinition> {
        self.keywords.get(&name.to_lowercase())
    }

    /// Every defined keyword.
    pub fn keywords(&self) -> impl Iterator<Item = &KeywordDefinition> {
        self.keywords.values()
    }

    /// Adds a token card read after the lexicon was built (a card a server is sent); a
    /// card that is no token changes nothing. Reading the same file again is no clash.
    ///
    /// # Errors
    ///
    /// Another token card of the pool has that name.
    pub fn add_token_card(&mut self, path: &Path, card: &Card) -> Result<(), DeclarationError> {
        self.insert_token(path, card, false)
    }

    fn insert_token(&mut self, path: &Path, card: &Card, bundled: bool) -> Result<(), DeclarationError> {
        let h = &card.header;
        if h.card_type.as_ref().map(|t| t.node) != Some(CardType::Token) {
            return Ok(());
        }
        let Some(name) = &h.name else { return Ok(()) };
        let key = token_key(&name.node);
        if let Some(first) = self.tokens.get(&key) {
            // The bundled pool's token cards give way to the pool's own (checking `cards/`
            // reads the same cards again); two of the pool's own clash.
            if !bundled && !first.bundled && first.path != path {
                return Err(DeclarationError::DuplicateToken {
                    name: name.node.clone(),
                    first: first.path.display().to_string(),
                    span: name.span,
                });
            }
        }
        let token = TokenCard {
            name: name.node.clone(),
            stats: h.stats.as_ref().map(|s| [s.node.forest, s.node.mountain, s.node.water]),
            subtypes: h.subtypes.iter().map(|s| s.node.clone()).collect(),
            path: path.to_owned(),
            bundled,
        };
        self.tokens.insert(key, token);
        Ok(())
    }
}

/// `Mana Moth` and `MANA_MOTH` name the same token.
fn token_key(name: &str) -> String {
    name.trim().replace('_', " ").to_lowercase()
}

/// A problem in a pool's declarations or token cards, with the file it is in.
#[derive(Debug, Clone, PartialEq)]
pub struct DeclarationProblem {
    /// The declaration file or token card.
    pub path: PathBuf,
    /// What is wrong, with a span into that file.
    pub error: DeclarationError,
}

/// Builds a pool's [`Lexicon`]: the bundled one, then the pool's declaration files and
/// token cards. A problem in one declaration is collected and the rest still applies.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{Lexicon, WordKind};
/// let mut b = Lexicon::builder();
/// b.declarations("set.vocab".as_ref(), "subtypes: Golem\ncounters: Rune\n");
/// let (lexicon, problems) = b.build();
/// assert!(problems.is_empty());
/// assert!(lexicon.knows(WordKind::Subtype, "Golem") && lexicon.knows(WordKind::Subtype, "Robot"));
/// assert!(lexicon.knows(WordKind::Counter, "Rune"));
/// ```
#[derive(Debug)]
pub struct LexiconBuilder {
    lexicon: Lexicon,
    /// Building the bundled lexicon itself (origins are not pool files).
    bundled: bool,
    problems: Vec<DeclarationProblem>,
}

impl LexiconBuilder {
    /// Adds the declarations of the file `path` whose text is `text`.
    pub fn declarations(&mut self, path: &Path, text: &str) {
        let parsed = declarations::parse(text);
        for e in parsed.errors {
            self.problem(path, e);
        }
        for (kind, word, span) in parsed.words {
            self.word(path, kind, word, span);
        }
        for def in parsed.keywords {
            self.keyword(path, def);
        }
    }

    /// Adds a card file: a token card defines the token of its name; other cards add
    /// nothing. A card that does not parse is skipped (its own check reports it).
    pub fn card_source(&mut self, path: &Path, source: &str) {
        // Only token cards matter: a cheap look at the header spares parsing the others.
        let token = source.lines().take_while(|l| !l.trim().is_empty()).any(|l| {
            l.strip_prefix("type:")
                .is_some_and(|t| t.trim_start().starts_with("Token"))
        });
        if !token {
            return;
        }
        if let (Some(card), _) = altered_grammar::parse_card(source) {
            self.card(path, &card);
        }
    }

    /// Adds a parsed card (see [`LexiconBuilder::card_source`]).
    pub fn card(&mut self, path: &Path, card: &Card) {
        if let Err(e) = self.lexicon.insert_token(path, card, self.bundled) {
            self.problem(path, e);
        }
    }

    fn word(&mut self, path: &Path, kind: WordKind, word: String, span: Span) {
        if let Some(rule) = declarations::rule_word(&word) {
            self.problem(path, DeclarationError::ShadowsRuleWord { word, rule, span });
            return;
        }
        if kind == WordKind::Token {
            return self.declared_token(path, word, span);
        }
        let words = self.lexicon.words.entry(kind).or_default();
        match words.get(&word) {
            // Repeating a word of the bundled vocabulary is harmless (a pool that copies
            // `cards/vocabulary.vocab`, or is `cards/` itself).
            Some(Origin { pool: None }) if !self.bundled => {}
            Some(Origin { pool }) => {
                let first = pool
                    .as_ref()
                    .map(|(p, _)| p.display().to_string())
                    .unwrap_or_else(|| "vocabulary.vocab".into());
                self.problem(
                    path,
                    DeclarationError::Duplicate {
                        what: kind.plural(),
                        word,
                        first,
                        span,
                    },
                );
            }
            None => {
                let pool = (!self.bundled).then(|| (path.to_owned(), span));
                words.insert(word, Origin { pool });
            }
        }
    }

    /// `tokens: Aerolith`: a token known by name only; its card, if the pool has one,
    /// says more.
    fn declared_token(&mut self, path: &Path, name: String, span: Span) {
        let key = token_key(&name);
        if let Some(first) = self.lexicon.tokens.get(&key) {
            if !first.bundled || self.bundled {
                let first = first.path.display().to_string();
                self.problem(
                    path,
                    DeclarationError::Duplicate {
                        what: "tokens",
                        word: name,
                        first,
                        span,
                    },
                );
            }
            return;
        }
        self.lexicon.tokens.insert(
            key,
            TokenCard {
                name,
                stats: None,
                subtypes: Vec::new(),
                path: path.to_owned(),
                bundled: self.bundled,
            },
        );
    }

    fn keyword(&mut self, path: &Path, def: declarations::Keyword) {
        if let Some(rule) = declarations::rule_word(&def.name) {
            self.problem(
                path,
                DeclarationError::ShadowsRuleWord {
                    word: def.name,
                    rule,
                    span: def.name_span,
                },
            );
            return;
        }
        let key = def.name.to_lowercase();
        if let Some(first) = self.lexicon.keywords.get(&key) {
            if first.path != path || !self.bundled {
                let first = first.path.display().to_string();
                self.problem(
                    path,
                    DeclarationError::Duplicate {
                        what: "keywords",
                        word: def.name,
                        first,
                        span: def.name_span,
                    },
                );
                return;
            }
        }
        self.lexicon.keywords.insert(
            key,
            KeywordDefinition {
                name: def.name,
                kind: def.kind,
                text: def.text,
                path: path.to_owned(),
                span: def.span,
            },
        );
    }

    fn problem(&mut self, path: &Path, error: DeclarationError) {
        self.problems.push(DeclarationProblem {
            path: path.to_owned(),
            error,
        });
    }

    /// The lexicon, and every problem found in the declarations and token cards.
    pub fn build(self) -> (Lexicon, Vec<DeclarationProblem>) {
        (self.lexicon, self.problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_lexicon_has_the_printed_words_and_token_cards() {
        let l = Lexicon::bundled();
        for s in ["Robot", "Fairy", "Soldier", "Gear", "Landmark"] {
            assert!(l.knows(WordKind::Subtype, s), "{s}");
        }
        assert!(l.knows(WordKind::Counter, "Kelon"));
        assert!(l.knows(WordKind::Rarity, "Unique"));
        let recruit = l
            .token("Ordis Recruit")
            .expect("the token card cards/ordis/ordis-recruit.card");
        assert_eq!(
            (recruit.stats, recruit.subtypes.as_slice()),
            (Some([1, 1, 1]), &["Soldier".to_string()][..])
        );
        assert_eq!(l.token("MANA_MOTH").map(|t| t.name.as_str()), Some("Mana Moth"));
        assert_eq!(l.suggest_token("Brasbug"), Some("Brassbug"));
        assert_eq!(l.suggest(WordKind::Counter, "Kelonn"), Some("Kelon"));
        // Mana Convergence is a Mana Token: never created by a template.
        assert!(l.token("Mana Convergence").is_none());
    }

    #[test]
    fn a_pool_adds_to_the_bundled_words_and_reads_cards_again_without_clash() {
        let mut b = Lexicon::builder();
        b.declarations(Path::new("/pool/cards/vocabulary.vocab"), BUNDLED_VOCABULARY);
        b.declarations(Path::new("/pool/new.vocab"), "subtypes: Golem\n");
        b.card_source(
            Path::new("/pool/brassbug.card"),
            "name: Brassbug\ntype: Token — Robot\nfaction: Axiom\nstats: forest 2, mountain 2, water 2\n\n",
        );
        let (l, problems) = b.build();
        assert!(problems.is_empty(), "{problems:?}");
        assert!(l.knows(WordKind::Subtype, "Golem"));
        assert_eq!(l.token("Brassbug").unwrap().path, Path::new("/pool/brassbug.card"));
    }

    #[test]
    fn two_token_cards_of_one_name_and_a_word_declared_twice_are_errors() {
        let token = "name: Golem\ntype: Token — Robot\nfaction: Axiom\nstats: forest 2, mountain 2, water 2\n\n";
        let mut b = Lexicon::builder();
        b.card_source(Path::new("/pool/a.card"), token);
        b.card_source(Path::new("/pool/b.card"), token);
        b.declarations(Path::new("/pool/x.vocab"), "counters: Rune\ncounters: Rune\n");
        let (_, problems) = b.build();
        let codes: Vec<String> = problems
            .iter()
            .map(|p| miette::Diagnostic::code(&p.error).unwrap().to_string())
            .collect();
        assert_eq!(
            codes,
            ["altered::declare::duplicate_token", "altered::declare::duplicate"],
            "{problems:?}"
        );
        assert_eq!(problems[0].path, Path::new("/pool/b.card"));
    }
}
