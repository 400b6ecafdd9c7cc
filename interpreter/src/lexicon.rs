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
use std::sync::Arc;

use altered_grammar::{suggest, Ability, AbilityKind, Card, CardType, Condition, Sentence, Span, Spanned, Trigger};

use crate::host::TokenKind;
use crate::walk::{walk_ability, AbilityPlace, Visitor};

pub use declarations::{DeclarationError, KeywordKind, DECLARATION_CODES};
pub use files::{declaration_root, DECLARATION_EXTENSION};

include!(concat!(env!("OUT_DIR"), "/bundled_tokens.rs"));

/// The bundled pool's declarations (`cards/vocabulary.vocab`), embedded.
const BUNDLED_VOCABULARY: &str = include_str!("../../cards/vocabulary.vocab");

/// The rules' own keyword actions that abbreviate an effect the language writes
/// (`Sabotage`, CR 7.3.30.a), defined as a declaration defines a new keyword.
const PRELUDE: &str = include_str!("lexicon/prelude.vocab");

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
    /// What its tokens are (`type: Token Landmark Permanent`: Landmark Permanents).
    pub kind: TokenKind,
    /// Its abilities, in canonical text: a token created by name alone has them (CR
    /// 1.1.7.b: the token card describes the token).
    pub abilities: Vec<String>,
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
    /// The definition parsed: an action's as the effect of a Spell, a trigger's as the
    /// reaction it heads, a condition's as the sentence `If <condition>, draw a card.`.
    definition: Ability,
    /// One of the Complete Rules' own keyword actions, defined in the prelude.
    pub rules: bool,
}

impl KeywordDefinition {
    /// The effect an action keyword stands for, as a Spell's ability.
    pub(crate) fn action(&self) -> Option<&Ability> {
        (self.kind == KeywordKind::Action).then_some(&self.definition)
    }

    /// The sentences an action keyword stands for.
    pub(crate) fn sentences(&self) -> Option<Vec<Sentence>> {
        match &self.definition.kind {
            AbilityKind::Effect(e) if self.kind == KeywordKind::Action => Some(e.sentences.clone()),
            _ => None,
        }
    }

    /// The trigger a trigger keyword stands for, and the condition its definition adds
    /// (`When a Character joins my Expedition, if it's a Plant`).
    pub(crate) fn trigger(&self) -> Option<(&Spanned<Trigger>, Option<&Spanned<Condition>>)> {
        match &self.definition.kind {
            AbilityKind::Reaction(r) if self.kind == KeywordKind::Trigger => Some((&r.trigger, r.condition.as_ref())),
            _ => None,
        }
    }

    /// The condition a condition keyword stands for.
    pub(crate) fn condition(&self) -> Option<&Spanned<Condition>> {
        match &self.definition.kind {
            AbilityKind::Effect(e) if self.kind == KeywordKind::Condition => match e.sentences.as_slice() {
                [Sentence::If { condition, .. }] => Some(condition),
                _ => None,
            },
            _ => None,
        }
    }

    /// The defined keywords its definition uses.
    fn uses(&self) -> Vec<String> {
        struct Uses(Vec<String>);
        impl Visitor for Uses {
            fn defined(&mut self, name: &Spanned<String>) {
                self.0.push(name.node.to_lowercase());
            }
        }
        let mut uses = Uses(Vec::new());
        walk_ability(&self.definition, AbilityPlace::Main, &mut uses);
        uses.0
    }
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
    /// Shared with the compiles that create tokens by name (`compile::defined`).
    tokens: Arc<BTreeMap<String, TokenCard>>,
    /// Shared with the compiles that expand them (`compile::defined`).
    keywords: Arc<BTreeMap<String, KeywordDefinition>>,
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
                prelude: true,
                problems: Vec::new(),
            };
            b.declarations(Path::new("prelude.vocab"), PRELUDE);
            b.prelude = false;
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
            prelude: false,
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

    /// The keyword closest to `name`, if close enough to be a typo of it.
    pub fn suggest_keyword(&self, name: &str) -> Option<&str> {
        suggest(name, self.keywords.values().map(|k| k.name.as_str()))
    }

    /// The token cards, for a compile to hold while it runs.
    pub(crate) fn token_table(&self) -> Arc<BTreeMap<String, TokenCard>> {
        self.tokens.clone()
    }

    /// The definitions, for a compile to hold while it runs.
    pub(crate) fn keyword_table(&self) -> Arc<BTreeMap<String, KeywordDefinition>> {
        self.keywords.clone()
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
        let kind = match h.token_of.as_ref().map(|t| t.node) {
            Some(CardType::LandmarkPermanent) => TokenKind::LandmarkPermanent,
            Some(CardType::ExpeditionPermanent) => TokenKind::ExpeditionPermanent,
            _ => TokenKind::Character,
        };
        let token = TokenCard {
            name: name.node.clone(),
            stats: h.stats.as_ref().map(|s| [s.node.forest, s.node.mountain, s.node.water]),
            subtypes: h.subtypes.iter().map(|s| s.node.clone()).collect(),
            kind,
            // A line of reminder text alone has no rules meaning (CR 2.2.12.c).
            abilities: card
                .abilities
                .iter()
                .filter(|a| !matches!(&a.kind, AbilityKind::Effect(e) if e.sentences.is_empty()))
                .map(altered_grammar::render_ability)
                .collect(),
            path: path.to_owned(),
            bundled,
        };
        Arc::make_mut(&mut self.tokens).insert(key, token);
        Ok(())
    }
}

/// The path from `start` back to itself through the keywords each definition uses, if
/// there is one (`[start, …, start]`). Depth-first, each keyword visited once.
fn cycle_through(start: &str, uses: &BTreeMap<&str, Vec<String>>) -> Option<Vec<String>> {
    let mut stack = vec![(start.to_string(), vec![start.to_string()])];
    let mut seen = std::collections::BTreeSet::new();
    while let Some((at, path)) = stack.pop() {
        for next in uses.get(at.as_str()).into_iter().flatten() {
            let mut longer = path.clone();
            longer.push(next.clone());
            if next == start {
                return Some(longer);
            }
            if seen.insert(next.clone()) {
                stack.push((next.clone(), longer));
            }
        }
    }
    None
}

/// `text` read as the one effect line of a Spell (a keyword's definition, a reminder).
pub(crate) fn parse_effect(text: &str) -> Result<Ability, String> {
    let card =
        format!("name: Definition\ntype: Spell\nfaction: Neutral\nrarity: Common\ncost: hand 0, reserve 0\n\n{text}\n");
    let (parsed, errors) = altered_grammar::parse_card(&card);
    if let Some(e) = errors.first() {
        return Err(e.to_string());
    }
    let mut abilities = parsed.map(|c| c.abilities).unwrap_or_default();
    match (abilities.len(), abilities.pop()) {
        (1, Some(a)) if matches!(&a.kind, AbilityKind::Effect(e) if !e.sentences.is_empty()) => Ok(a),
        _ => Err("an action keyword stands for an effect (`Draw a card.`), on one line".into()),
    }
}

/// `text` read as the trigger of a reaction (`When a Character joins my Expedition`, `At
/// Noon`, with or without a condition after it), as a keyword trigger's definition. Kept
/// as the reaction it would head, with an effect that stands for the card's.
fn parse_trigger(text: &str) -> Result<Ability, String> {
    let trigger = text.trim().trim_end_matches(['.', ':', '|', '—', '–']).trim_end();
    let card = format!(
        "name: Definition\ntype: Character\nfaction: Neutral\nrarity: Common\ncost: hand 0, reserve 0\n\
         stats: forest 0, mountain 0, water 0\n\n{trigger} | Draw a card.\n"
    );
    let (parsed, errors) = altered_grammar::parse_card(&card);
    if let Some(e) = errors.first() {
        return Err(e.to_string());
    }
    let mut abilities = parsed.map(|c| c.abilities).unwrap_or_default();
    match (abilities.len(), abilities.pop()) {
        (1, Some(a)) if matches!(&a.kind, AbilityKind::Reaction(_)) => Ok(a),
        _ => Err("a trigger keyword stands for a trigger (`When a Character joins my Expedition`), on one line".into()),
    }
}

/// `text` read as a condition (`I have two or more boosts`), as a keyword condition's
/// definition. Kept as the sentence `If <text>, draw a card.` of a Spell.
fn parse_condition(text: &str) -> Result<Ability, String> {
    let condition = text.trim().trim_end_matches(['.', ',', ':']).trim_end();
    let condition = condition
        .strip_prefix("If ")
        .or_else(|| condition.strip_prefix("if "))
        .unwrap_or(condition);
    let effect = parse_effect(&format!("If {condition}, draw a card."))?;
    match &effect.kind {
        AbilityKind::Effect(e) if matches!(e.sentences.as_slice(), [Sentence::If { otherwise: None, .. }]) => {
            Ok(effect)
        }
        _ => Err("a condition keyword stands for a condition (`I have two or more boosts`)".into()),
    }
}

/// `Mana Moth` and `MANA_MOTH` name the same token.
pub(crate) fn token_key(name: &str) -> String {
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
    /// Reading the prelude: the rules' own keyword actions may be defined.
    prelude: bool,
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
        Arc::make_mut(&mut self.lexicon.tokens).insert(
            key,
            TokenCard {
                name,
                stats: None,
                subtypes: Vec::new(),
                kind: TokenKind::Character,
                abilities: Vec::new(),
                path: path.to_owned(),
                bundled: self.bundled,
            },
        );
    }

    fn keyword(&mut self, path: &Path, def: declarations::Keyword) {
        let rule_word = declarations::rule_word(&def.name);
        if let Some(rule) = rule_word.filter(|_| !self.prelude) {
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
            if !self.bundled {
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
        let parsed = match def.kind {
            KeywordKind::Action => parse_effect(&def.text),
            KeywordKind::Trigger => parse_trigger(&def.text),
            KeywordKind::Condition => parse_condition(&def.text),
        };
        let definition = match parsed {
            Ok(a) => a,
            Err(why) => {
                self.problem(
                    path,
                    DeclarationError::Malformed {
                        what: format!("the definition of `{}` does not read: {why}", def.name),
                        span: def.span,
                    },
                );
                return;
            }
        };
        Arc::make_mut(&mut self.lexicon.keywords).insert(
            key,
            KeywordDefinition {
                name: def.name,
                kind: def.kind,
                text: def.text,
                path: path.to_owned(),
                span: def.span,
                definition,
                rules: self.prelude,
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
    pub fn build(mut self) -> (Lexicon, Vec<DeclarationProblem>) {
        self.refuse_recursive_keywords();
        (self.lexicon, self.problems)
    }

    /// A keyword defined through itself, directly or through others, would expand without
    /// end: each is an error, and is dropped.
    fn refuse_recursive_keywords(&mut self) {
        let table = self.lexicon.keywords.clone();
        let uses: BTreeMap<&str, Vec<String>> = table.iter().map(|(k, d)| (k.as_str(), d.uses())).collect();
        for (key, def) in table.iter() {
            if let Some(chain) = cycle_through(key, &uses) {
                let chain: Vec<&str> = chain
                    .iter()
                    .map(|k| table.get(k.as_str()).map_or(k.as_str(), |d| d.name.as_str()))
                    .collect();
                self.problem(
                    &def.path.clone(),
                    DeclarationError::Recursive {
                        name: def.name.clone(),
                        chain: chain.join(" → "),
                        span: def.span,
                    },
                );
                Arc::make_mut(&mut self.lexicon.keywords).remove(key.as_str());
            }
        }
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
    fn a_keyword_defined_through_itself_is_refused_and_the_others_apply() {
        let mut b = Lexicon::builder();
        b.declarations(
            Path::new("k.vocab"),
            "keyword action Loop: Loop.\nkeyword action Ping: Pong.\nkeyword action Pong: Ping.\n\
             keyword action Mend: Draw a card.\nkeyword action Junk: Frobnicate the widget.\n\
             keyword action Fleeting: Draw a card.\nkeyword action Mend: Draw a card.\n",
        );
        let (l, problems) = b.build();
        let mut codes: Vec<String> = problems
            .iter()
            .map(|p| miette::Diagnostic::code(&p.error).unwrap().to_string())
            .collect();
        codes.sort();
        assert_eq!(
            codes,
            [
                "altered::declare::duplicate",
                "altered::declare::malformed",
                "altered::declare::recursive",
                "altered::declare::recursive",
                "altered::declare::recursive",
                "altered::declare::shadows_rule_word",
            ],
            "{problems:?}"
        );
        assert!(l.keyword("Mend").is_some());
        for dropped in ["Loop", "Ping", "Pong", "Junk", "Fleeting"] {
            assert!(l.keyword(dropped).is_none(), "{dropped}");
        }
    }

    #[test]
    fn expansion_stops_at_its_depth_bound() {
        // A chain of twelve keywords, each defined by the next: no cycle, but deeper than
        // any expansion may go.
        let names: Vec<String> = (0..12u8).map(|i| format!("Step{}", char::from(b'a' + i))).collect();
        let mut text = String::new();
        for pair in names.windows(2) {
            text.push_str(&format!("keyword action {}: {}.\n", pair[0], pair[1]));
        }
        text.push_str(&format!("keyword action {}: Draw a card.\n", names[11]));
        let mut b = Lexicon::builder();
        b.declarations(Path::new("k.vocab"), &text);
        let (l, problems) = b.build();
        assert!(problems.is_empty(), "{problems:?}");
        let spell = |t: &str| {
            let card =
                format!("name: S\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n{t}\n");
            altered_grammar::parse_card(&card).0.unwrap()
        };
        let deep = crate::compile_card_in(&spell("Stepa."), &l);
        let err = deep[0].as_ref().expect_err("past the bound");
        assert!(err.to_string().contains("more than 8"), "{err}");
        // Within the bound, the chain is its last definition.
        let shallow = crate::compile_card_in(&spell("Stepf."), &l);
        assert_eq!(
            format!("{shallow:?}"),
            format!("{:?}", crate::compile_card(&spell("Draw a card.")))
        );
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
