use crate::parser::Rule;
use crate::span::Span;
use miette::Diagnostic;
use thiserror::Error;

/// A problem found while reading a card file: its header or the grammar of its text.
///
/// Every variant has a stable code (`altered::parse::…`), a span into the whole file, a
/// label and help; `docs/diagnostics.md` says what each catches and how to fix it.
///
/// # Examples
///
/// ```
/// use altered_grammar::{parse_card, ParseError};
/// use miette::Diagnostic;
/// let source = "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///               cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\netb Drow a card.\n";
/// let (card, errors) = parse_card(source);
/// assert!(card.is_some()); // the header reads; the bad line is left out and reported
/// let [error] = errors.as_slice() else { panic!("one error: {errors:?}") };
/// assert!(error.code().unwrap().to_string().starts_with("altered::parse::"));
/// let span = error.span();
/// assert!(source[span.start..span.end].contains("Drow"), "{}", &source[span.start..span.end]);
/// ```
#[derive(Debug, Clone, Error, Diagnostic, PartialEq)]
#[non_exhaustive]
pub enum ParseError {
    /// The text does not follow any template of the language.
    #[error("{message}")]
    #[diagnostic(code(altered::parse::syntax))]
    Syntax {
        /// What was expected where.
        message: String,
        /// Where the parser stopped.
        #[label("{label}")]
        span: Span,
        /// The label under the caret.
        label: String,
        /// How to fix it.
        #[help]
        help: Option<String>,
    },
    /// A word the language does not know.
    #[error("unknown word `{word}`")]
    #[diagnostic(code(altered::parse::unknown_word))]
    UnknownWord {
        /// The word.
        word: String,
        /// Where.
        #[label("not a word of the card language here")]
        span: Span,
        /// A suggestion.
        #[help]
        help: Option<String>,
    },
    /// A `"` opens a quoted ability that never closes.
    #[error("unclosed quote")]
    #[diagnostic(
        code(altered::parse::unclosed_quote),
        help("close the quoted ability with `\"` before the end of the line")
    )]
    UnclosedQuote {
        /// The opening quote.
        #[label("this quote is never closed")]
        span: Span,
    },
    /// A `[` or `(` that is never closed.
    #[error("unclosed `{open}`")]
    #[diagnostic(
        code(altered::parse::unclosed_bracket),
        help("add the closing `{close}` on the same line")
    )]
    UnclosedBracket {
        /// The bracket.
        open: char,
        /// Its partner.
        close: char,
        /// Where it opens.
        #[label("opened here")]
        span: Span,
    },
    /// `[`, `(` or `{` closed where none is open.
    #[error("unmatched `{close}`")]
    #[diagnostic(
        code(altered::parse::unmatched_bracket),
        help("remove it, or add the `{open}` it closes before it on the same line")
    )]
    UnmatchedBracket {
        /// The bracket it would close.
        open: char,
        /// The bracket.
        close: char,
        /// Where.
        #[label("no `{open}` before this is left open")]
        span: Span,
    },
    /// Quoted abilities, or brackets, nested deeper than the language allows.
    #[error("{what} nested {depth} deep")]
    #[diagnostic(code(altered::parse::too_deep), help("{what} may nest at most {max} levels deep"))]
    TooDeep {
        /// What nests.
        what: Nesting,
        /// How deep.
        depth: usize,
        /// The limit.
        max: usize,
        /// Where the nesting starts.
        #[label("nesting starts here")]
        span: Span,
    },
    /// A line longer than the language allows.
    #[error("line of {len} bytes is too long")]
    #[diagnostic(
        code(altered::parse::line_too_long),
        help("an ability is at most {max} bytes; split it or remove pasted junk")
    )]
    LineTooLong {
        /// Its length.
        len: usize,
        /// The limit.
        max: usize,
        /// The line.
        #[label("this line")]
        span: Span,
    },
    /// Too many lines of one file are in error (see
    /// [`MAX_EXPLAINED_LINES`](crate::MAX_EXPLAINED_LINES)): the lines after the last one
    /// explained are not checked, so that a file full of errors costs no more than a file
    /// of cards.
    #[error("too many lines in error: the {unchecked} lines after the first {explained} in error are not checked")]
    #[diagnostic(
        code(altered::parse::too_many_errors),
        help("fix the errors above, then check the file again")
    )]
    TooManyErrors {
        /// The lines in error reported.
        explained: usize,
        /// The lines of abilities left unchecked.
        unchecked: usize,
        /// The first line left unchecked.
        #[label("not checked from here on")]
        span: Span,
    },
    /// A bullet that follows no `Choose …:` or `Roll a die. On a:`.
    #[error("bullet without `Choose`")]
    #[diagnostic(code(altered::parse::bullet_without_choose), help("a bullet `•` is an option of the `Choose one:` (or a result of the `Roll a die. On a:`) line just above it"))]
    BulletWithoutChoose {
        /// The bullet.
        #[label("no `Choose …:` above this bullet")]
        span: Span,
    },
    /// A `Choose …:` or `On a:` line with no bullets after it.
    #[error("`{what}` has no options")]
    #[diagnostic(
        code(altered::parse::choose_without_options),
        help("write each option on its own line below, starting with `•`")
    )]
    ChooseWithoutOptions {
        /// `Choose one:`.
        what: String,
        /// The header.
        #[label("expects bullets below")]
        span: Span,
    },
    /// A bracketed keyword the language does not know.
    #[error("unknown keyword `{word}`")]
    #[diagnostic(code(altered::parse::unknown_keyword))]
    UnknownKeyword {
        /// The word.
        word: String,
        /// Where.
        #[label("not a keyword")]
        span: Span,
        /// A suggestion.
        #[help]
        help: Option<String>,
    },
    /// A status the language does not know.
    #[error("unknown status `{word}`")]
    #[diagnostic(code(altered::parse::unknown_status))]
    UnknownStatus {
        /// The word.
        word: String,
        /// Where.
        #[label("not a status")]
        span: Span,
        /// A suggestion.
        #[help]
        help: Option<String>,
    },
    /// `At <phase>` with a phase that does not exist.
    #[error("unknown trigger `At {word}`")]
    #[diagnostic(code(altered::parse::unknown_trigger))]
    UnknownTrigger {
        /// The word.
        word: String,
        /// Where.
        #[label("not a phase")]
        span: Span,
        /// A suggestion.
        #[help]
        help: Option<String>,
    },
    /// A token's statistics are not `forest/mountain/water`.
    #[error("bad token statistics `{text}`")]
    #[diagnostic(
        code(altered::parse::bad_token_stats),
        help("a token's statistics are three numbers, forest/mountain/water, as in `Brassbug 2/2/2 Robot token`")
    )]
    BadTokenStats {
        /// As written.
        text: String,
        /// Where.
        #[label("expected three numbers like `2/2/2`")]
        span: Span,
    },
    /// A header line that is not `key: value`.
    #[error("header line is not `key: value`")]
    #[diagnostic(
        code(altered::parse::bad_header_line),
        help("header lines look like `name: Sierra & Oddball`; a blank line ends the header")
    )]
    BadHeaderLine {
        /// The line.
        #[label("expected `key: value`")]
        span: Span,
    },
    /// A header key the language does not know.
    #[error("unknown header field `{key}`")]
    #[diagnostic(code(altered::parse::unknown_field))]
    UnknownField {
        /// The key.
        key: String,
        /// Where.
        #[label("not a header field")]
        span: Span,
        /// The field it is most likely a typo of.
        suggestion: Option<&'static str>,
        /// A suggestion, or the list of fields.
        #[help]
        help: Option<String>,
    },
    /// A header field given twice.
    #[error("header field `{key}` is given twice")]
    #[diagnostic(code(altered::parse::duplicate_field), help("keep one `{key}:` line"))]
    DuplicateField {
        /// The key.
        key: String,
        /// The second one.
        #[label("given again here")]
        span: Span,
        /// The first one.
        #[label("first given here")]
        first: Span,
    },
    /// A header field that every card needs is missing.
    #[error("missing header field `{key}`")]
    #[diagnostic(
        code(altered::parse::missing_field),
        help("add a line `{key}: …` to the header ({example})")
    )]
    MissingField {
        /// The key.
        key: &'static str,
        /// An example line.
        example: &'static str,
        /// The header.
        #[label("header without `{key}`")]
        span: Span,
    },
    /// A header value that does not read.
    #[error("bad value for `{key}`: {message}")]
    #[diagnostic(code(altered::parse::bad_value))]
    BadValue {
        /// The key.
        key: String,
        /// What is wrong.
        message: String,
        /// Where.
        #[label("{message}")]
        span: Span,
        /// How to fix it.
        #[help]
        help: Option<String>,
    },
    /// The file holds nothing.
    #[error("empty card file")]
    #[diagnostic(
        code(altered::parse::empty_file),
        help("a card file starts with a header such as `name: …` and `type: …`")
    )]
    EmptyFile {
        /// The start of the file.
        #[label("nothing here")]
        span: Span,
    },
    /// A line meant as the support separator, written otherwise.
    #[error("the support separator is written `--- support ---`")]
    #[diagnostic(
        code(altered::parse::bad_separator),
        help("write the line exactly `--- support ---` (three dashes, `support`, three dashes); the abilities below it are read as support abilities")
    )]
    BadSeparator {
        /// The line.
        #[label("read as the support separator")]
        span: Span,
    },
    /// A second `--- support ---` line.
    #[error("the support box is opened twice")]
    #[diagnostic(
        code(altered::parse::duplicate_support),
        help("put every support ability under the one `--- support ---` line")
    )]
    DuplicateSupport {
        /// The second separator.
        #[label("again here")]
        span: Span,
    },
}

/// What nests too deep in [`ParseError::TooDeep`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nesting {
    /// Quoted abilities (`"…"` or `“…”`).
    Quotes,
    /// Brackets of one kind: `[`, `(` or `{`.
    Brackets,
}

impl std::fmt::Display for Nesting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Nesting::Quotes => "quoted abilities",
            Nesting::Brackets => "brackets",
        })
    }
}

impl ParseError {
    /// The primary span of the problem.
    pub fn span(&self) -> Span {
        use ParseError::*;
        match self {
            Syntax { span, .. }
            | UnknownWord { span, .. }
            | UnclosedQuote { span }
            | UnclosedBracket { span, .. }
            | UnmatchedBracket { span, .. }
            | TooDeep { span, .. }
            | LineTooLong { span, .. }
            | TooManyErrors { span, .. }
            | BulletWithoutChoose { span }
            | ChooseWithoutOptions { span, .. }
            | UnknownKeyword { span, .. }
            | UnknownStatus { span, .. }
            | UnknownTrigger { span, .. }
            | BadTokenStats { span, .. }
            | BadHeaderLine { span }
            | UnknownField { span, .. }
            | DuplicateField { span, .. }
            | MissingField { span, .. }
            | BadValue { span, .. }
            | EmptyFile { span }
            | BadSeparator { span }
            | DuplicateSupport { span } => *span,
        }
    }
}

impl ParseError {
    /// The error with a help when it has none: lowering reports unknown keywords,
    /// statuses and phases with a did-you-mean when one is close, and otherwise says
    /// nothing about what would be right.
    pub(crate) fn with_default_help(mut self) -> Self {
        use crate::vocab::{KeywordName, Phase, StatusName, Vocabulary};
        fn list<V: Vocabulary>() -> String {
            V::TABLE.iter().map(|(_, s)| *s).collect::<Vec<_>>().join(", ")
        }
        match &mut self {
            ParseError::UnknownKeyword {
                word,
                help: help @ None,
                ..
            } => {
                let mut parts = word.split_whitespace();
                let keyword = parts.next().and_then(KeywordName::from_word);
                let number = parts.next().and_then(|w| {
                    [
                        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                    ]
                    .iter()
                    .position(|n| n.eq_ignore_ascii_case(w))
                });
                *help = Some(match (keyword, number) {
                    (Some(k), Some(n)) => format!("write the number in digits: `[{k} {}]`", n + 1),
                    _ => format!(
                        "the keywords are {} (CR 7.4); keyword actions such as `[Resupply]` and `[Sabotage]` are \
                         verbs (CR 7.3)",
                        list::<KeywordName>()
                    ),
                });
            }
            ParseError::UnknownStatus { help: help @ None, .. } => {
                *help = Some(format!("the statuses are {}", list::<StatusName>()));
            }
            ParseError::UnknownTrigger { help: help @ None, .. } => {
                *help = Some(format!("the phases are {}", list::<Phase>()));
            }
            _ => {}
        }
        self
    }

    /// The header field this error leaves unset although the file does give it: a value
    /// that does not read (`cost: hand x`), or a misspelt key whose suggestion is the
    /// field (`cots: …`). Checks that would report the field as missing stay quiet.
    pub fn unread_field(&self) -> Option<&str> {
        match self {
            ParseError::BadValue { key, .. } => Some(key),
            ParseError::UnknownField {
                suggestion: Some(field),
                ..
            } => Some(field),
            _ => None,
        }
    }
}

/// Every word the grammar spells, for did-you-mean on an unknown word, with how many
/// times it appears in the grammar: the more common of two equally close words is the
/// likelier one (`Maw` is sooner `may` than `max`).
fn grammar_words() -> &'static [(String, u32)] {
    static WORDS: std::sync::OnceLock<Vec<(String, u32)>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let grammar = concat!(
            include_str!("vocab.pest"),
            include_str!("card.pest"),
            include_str!("grammar/abilities.pest"),
            include_str!("grammar/actions.pest"),
            include_str!("grammar/conditions.pest"),
            include_str!("grammar/nouns.pest"),
            include_str!("grammar/passives.pest"),
            include_str!("grammar/quantities.pest"),
            include_str!("grammar/triggers.pest"),
        );
        let mut words: Vec<(String, u32)> = Vec::new();
        for lit in grammar.split('"').skip(1).step_by(2) {
            for w in lit.split(|c: char| !c.is_alphabetic() && c != '\'') {
                if w.len() < 2 {
                    continue;
                }
                match words.iter_mut().find(|(x, _)| x.eq_ignore_ascii_case(w)) {
                    Some((_, n)) => *n += 1,
                    None => words.push((w.to_string(), 1)),
                }
            }
        }
        words
    })
}

/// What a designer would call the thing the parser expected, or `None` for the rules
/// that are only ever optional extras (`reminder`, `where X is …`) or inner machinery with
/// no name a designer would know: those are left out of "expected …" rather than shown
/// by their rule name.
fn describe(rule: Rule) -> Option<&'static str> {
    // Matched by name, so that a rule added or renamed in the grammar falls back to
    // `None` here instead of breaking the build.
    let name = format!("{rule:?}");
    let has = |prefix: &str| name.starts_with(prefix);
    Some(match name.as_str() {
        "EOI" => "the end of the ability",
        "ability" | "ability_body" | "quoted_ability" => "an ability",
        "effect" | "effect_body" | "sentence" | "clauses" | "clause" | "clauses_only" | "action" | "clause_tail" => {
            "an effect such as `Draw a card.`"
        }
        "trigger" | "trigger_symbol" | "trigger_event" | "trigger_phase" | "reaction_prefix" => {
            "a trigger (`etb`, `At Noon`, `When …`)"
        }
        "event" | "event_subject" | "event_verb" => "an event such as `I join an Expedition` or `you play a Spell`",
        "selector" | "selector_nozone" | "kinds" | "kind" | "target_obj" | "target_obj_nozone" | "selector_subject" => {
            "a noun such as `target Character`"
        }
        "referent" | "me" | "it" | "them" => "`me`, `it` or `them`",
        "player_ref" | "player_subject" => "a player such as `you` or `target opponent`",
        "possessive_player" => "`your`, `their` or `its owner's`",
        "zone_ref" => "a zone such as `your Reserve` or `your hand`",
        "expedition_ref" => "an Expedition such as `my Expedition` or `target Expedition`",
        "number" | "mana" | "digits" | "var_x" | "x_plus" | "num_word" | "num_word_count" | "keyword_param" => {
            "a number"
        }
        "comparison" => "an amount such as `two or more`",
        "quantity" => "a quantity such as `the number of Characters you control`",
        "status" | "status_word" | "status_list" | "g_status" => table_words().0.as_str(),
        "keyword" | "keyword_name" | "bracket_keyword" | "bare_keyword" | "unknown_name" | "g_keyword" => {
            table_words().1.as_str()
        }
        "keyword_item" => "a keyword or a status",
        "gainable" | "gainables" => "something to gain: boosts, counters, a status, a keyword or a quoted ability",
        "counter_name" | "counter_noun" => "a counter name such as `Kelon`",
        "condition" | "reaction_condition" | "passive_if" => "a condition such as `you control two or more Landmarks`",
        "cost" | "costs" => "a cost (`exhaust`, `support`, a mana amount, …)",
        "terrain" | "terrain_forest" | "terrain_mountain" | "terrain_water" => {
            "a terrain (`forest`, `mountain`, `water`)"
        }
        "marker_word" => "`Terrain Marker`",
        "marker_and" | "marker_or" => "`and` or `or` between terrains",
        "region_ref" | "region_word" | "rr_target" | "rr_each" | "rr_my" | "any_region" | "visible_word" => {
            "a region such as `target visible region` or `my region`"
        }
        "phase_name" => "a phase (`Noon`, `Dusk`, `Night`)",
        "die_range" | "die_outcome" => "a die result such as `1-3:` or `4+:`",
        "stats" => "statistics such as `2/2/2`",
        "token_name_stats" | "token_template" => "a token such as `Brassbug 2/2/2 Robot token`",
        "token_subtype" | "named_list" => "a sub-type such as `Robot`",
        "token_dest" => "where the token goes, such as `in my Expedition`",
        "choose_count" => "how many to choose, such as `one`",
        "passive" | "passive_body" => "a passive statement such as `I have Defender.`",
        _ if has("a_") => "an effect such as `Draw a card.`",
        _ if has("ev_") => "an event such as `I join an Expedition` or `you play a Spell`",
        _ if has("cond_") || has("have_") => "a condition such as `you control two or more Landmarks`",
        _ if has("q_") => "a qualifier such as `you control` or `in your Reserve`",
        _ if has("kind_") || has("det_") || has("adj_") => "a noun such as `target Character`",
        _ if has("pr_") => "a player such as `you` or `target opponent`",
        _ if has("zone_") => "a zone such as `your Reserve` or `your hand`",
        _ if has("ex_") => "an Expedition such as `my Expedition` or `target Expedition`",
        _ if has("p_") => "a passive statement such as `I have Defender.`",
        _ if has("cost_") => "a cost (`exhaust`, `support`, a mana amount, …)",
        _ => return None,
    })
}

/// "a status (…)" and "a keyword (…)" with the words of the tables (`vocab.rs`), made once.
fn table_words() -> &'static (String, String) {
    use crate::vocab::{KeywordName, StatusName, Vocabulary};
    static WORDS: std::sync::OnceLock<(String, String)> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let statuses: Vec<&str> = StatusName::TABLE.iter().map(|(_, s)| *s).collect();
        let keywords: Vec<String> = KeywordName::TABLE
            .iter()
            .map(|(k, s)| {
                if k.takes_parameter() {
                    format!("{s} N")
                } else {
                    s.to_string()
                }
            })
            .collect();
        (
            format!("a status ({})", statuses.join(", ")),
            format!("a keyword ({})", keywords.join(", ")),
        )
    })
}

/// The words of the closed vocabularies the parser expected at a position, for a
/// suggestion that fits there (`[[Sleepy]]` is a typo of a status, not of any word).
fn expected_words(expected: &[Rule]) -> Vec<&'static str> {
    use crate::vocab::{KeywordName, Phase, StatusName, Terrain, Vocabulary};
    fn spellings<V: Vocabulary>() -> impl Iterator<Item = &'static str> {
        V::TABLE.iter().map(|(_, s)| *s)
    }
    let mut words = Vec::new();
    for rule in expected {
        match format!("{rule:?}").as_str() {
            "status" | "status_word" | "status_list" | "g_status" => words.extend(spellings::<StatusName>()),
            "keyword" | "keyword_name" | "bare_keyword" | "bracket_keyword" | "g_keyword" => {
                words.extend(spellings::<KeywordName>())
            }
            "keyword_item" | "gainable" | "gainables" => {
                words.extend(spellings::<StatusName>().chain(spellings::<KeywordName>()))
            }
            "terrain" | "terrain_forest" | "terrain_mountain" | "terrain_water" => words.extend(spellings::<Terrain>()),
            "phase_name" | "trigger_phase" => words.extend(spellings::<Phase>()),
            _ => {}
        }
    }
    words
}

/// The best suggestion for `word`: the words expected where it stands first, then every
/// word of the grammar.
fn suggestion(word: &str, expected: &[Rule]) -> Option<&'static str> {
    let fitting = expected_words(expected);
    crate::vocab::suggest_ranked(
        word,
        fitting
            .into_iter()
            .map(|w| (w, 0, 0))
            .chain(grammar_words().iter().map(|(w, n)| (w.as_str(), 1, *n))),
    )
}

fn is_status(word: &str) -> bool {
    use crate::vocab::{StatusName, Vocabulary};
    StatusName::from_word(word).is_some()
}

/// An unknown word, reported as an unknown status when a status was expected there and
/// a status is what it most resembles.
fn unknown_word(word: &str, span: Span, expected: &[Rule], at_error: bool) -> Option<(ParseError, &'static str)> {
    let sugg = suggestion(word, if at_error { expected } else { &[] })?;
    let help = Some(format!("did you mean `{sugg}`?"));
    let word = word.to_string();
    let error = if at_error && is_status(sugg) && !expected_words(expected).is_empty() {
        ParseError::UnknownStatus { word, span, help }
    } else {
        ParseError::UnknownWord { word, span, help }
    };
    Some((error, sugg))
}

/// The first word of a failed line that the language does not know but that is one typo
/// away from a word it does: most syntax errors are misspellings, and a capitalised typo
/// at the start of a sentence (`Draww a card`) would otherwise read as a sub-type name.
/// The word where the parser stopped (at byte `pos` of `text`) is matched first against
/// the words expected there.
pub(crate) fn misspelled_word(text: &str, offset: usize, pos: usize, expected: &[Rule]) -> Option<ParseError> {
    let mut start = None;
    for (i, c) in text.char_indices().chain(std::iter::once((text.len(), ' '))) {
        match (start, c.is_alphabetic() || c == '\'') {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                start = None;
                let word = &text[s..i];
                let inside_brackets = text[..s].matches('[').count() > text[..s].matches(']').count();
                // reminder text `(…)` has no rules meaning (CR 2.2.10.c): a word there is
                // never the mistake, and `leaves` in a reminder is not worth a did-you-mean
                let inside_reminder = text[..s].matches('(').count() > text[..s].matches(')').count();
                if word.len() < 3 || inside_brackets || inside_reminder || is_known(word) {
                    continue;
                }
                let span = Span::new(offset + s, offset + i);
                let Some((e, meant)) = unknown_word(word, span, expected, s == pos) else {
                    continue;
                };
                // A capitalised word inside a sentence is most often a name (a token's,
                // a sub-type, a counter): only a capitalised word of the language, such
                // as a status or keyword, is a likely meaning for it.
                let mid_sentence = !starts_sentence(&text[..s]);
                let capitalised = word.starts_with(char::is_uppercase);
                if mid_sentence && capitalised && !meant.starts_with(char::is_uppercase) {
                    continue;
                }
                return Some(e);
            }
            _ => {}
        }
    }
    None
}

/// Whether a word after `before` starts a sentence, where the printed text capitalises
/// it: at the start of the line, after `.`, `:`, `|`, `—`, an opening quote, or a trigger
/// symbol (`etb Draw a card.`).
fn starts_sentence(before: &str) -> bool {
    let before = before.trim_end();
    let last_word = before
        .rsplit(|c: char| !c.is_alphanumeric() && c != '{' && c != '}')
        .next()
        .unwrap_or("");
    before.is_empty()
        || before.ends_with(['.', ':', '|', '—', '–', '"', '“', '•', '*', '-'])
        || ["etb", "hand", "reserve", "{J}", "{H}", "{R}", "{I}"]
            .iter()
            .any(|t| t.eq_ignore_ascii_case(last_word))
}

fn is_known(w: &str) -> bool {
    // Asked of every word of every line in error: a set, not a scan of the grammar's words.
    static KNOWN: std::sync::OnceLock<std::collections::HashSet<String>> = std::sync::OnceLock::new();
    let known = KNOWN.get_or_init(|| grammar_words().iter().map(|(g, _)| g.to_ascii_lowercase()).collect());
    known.contains(&w.to_ascii_lowercase())
}

/// A diagnostic for the parser stopping at `word` (or at the first character of `rest`
/// when no word starts there), `before` being the text before it on the line.
pub(crate) fn classify(expected: Vec<Rule>, word: &str, before: &str, rest: &str, span: Span) -> ParseError {
    // The parser may stop inside a word (`play` matched in `played`): the rest of it is not
    // a word the card wrote, so it is no unknown word either.
    let mid_word = before.ends_with(char::is_alphanumeric);
    let is_word = !mid_word && word.len() > 1 && word.chars().all(|c| c.is_alphabetic());
    if before.ends_with("[[") && expected.contains(&Rule::status_word) {
        use crate::vocab::{StatusName, Vocabulary};
        let help = Some(match StatusName::suggest(word) {
            Some(s) => format!("did you mean `{s}`?"),
            None => format!(
                "the statuses are {}",
                StatusName::TABLE.iter().map(|(_, s)| *s).collect::<Vec<_>>().join(", ")
            ),
        });
        return ParseError::UnknownStatus {
            word: word.to_string(),
            span,
            help,
        };
    }
    let capitalised_name = word.chars().next().is_some_and(char::is_uppercase);
    if is_word && !is_known(word) && !capitalised_name {
        return unknown_word(word, span, &expected, true).map_or_else(
            || ParseError::UnknownWord {
                word: word.to_string(),
                span,
                help: Some("see docs/card-language.md for the words an ability can use".to_string()),
            },
            |(e, _)| e,
        );
    }
    // `2/2` or `2/2/2/2`: the parser stops after what it could take as statistics, so
    // gather the digits and slashes on both sides.
    let head = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit() || c == '/').len();
    let tail = rest
        .split_whitespace()
        .next()
        .unwrap_or("")
        .trim_end_matches([']', '.', ',']);
    let stats_like = format!("{}{tail}", &before[before.len() - head..]);
    if stats_like.contains('/') && stats_like.split('/').count() != 3 {
        return ParseError::BadTokenStats {
            span: Span::new(span.start - head, span.start + tail.len()),
            text: stats_like,
        };
    }
    let mut names: Vec<&str> = Vec::new();
    for name in expected.into_iter().filter_map(describe) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    names.truncate(3);
    // Stopped inside a word (`to` matched in `token`): the word the card wrote is the whole
    // of it, from its start.
    let word_head = before.len() - before.trim_end_matches(char::is_alphanumeric).len();
    let span = if mid_word && !word.is_empty() {
        Span::new(span.start - word_head, span.end)
    } else {
        span
    };
    let found = if rest.is_empty() {
        "end of line".to_string()
    } else if word.is_empty() {
        format!("`{}`", rest.chars().next().unwrap_or(' '))
    } else if mid_word {
        format!("`{}{word}`", &before[before.len() - word_head..])
    } else {
        format!("`{word}`")
    };
    let at_start = before.trim_start_matches(['•', '-', '*', ' ']).is_empty();
    if at_start {
        return ParseError::Syntax {
            message: format!("no ability starts with {found}"),
            label: "no template starts like this".into(),
            span,
            help: Some(
                "an ability is a keyword list (`Defender.`), a reaction (`etb …`, `At Noon | …`, \
                 `When … | …`), a quick action (`cost: effect`), a passive statement or an effect; compare \
                 with the templates in docs/card-language.md"
                    .into(),
            ),
        };
    }
    let message = match names.as_slice() {
        [] => format!("unexpected {found}"),
        [one] => format!("expected {one}"),
        [init @ .., last] => format!("expected {}, or {last}", init.join(", ")),
    };
    let help = if is_word && capitalised_name && !is_known(word) {
        Some(format!(
            "`{word}` is not a word of the card language here; if it is a sub-type, check its spelling"
        ))
    } else {
        Some("see docs/card-language.md for the templates an ability can follow".into())
    };
    ParseError::Syntax {
        message,
        label: format!("unexpected {found}"),
        span,
        help,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use miette::Diagnostic;

    /// One value of every variant: a new variant must be added here (the match in
    /// `ParseError::span` makes the compiler list it), so its code is checked too.
    fn every_variant() -> Vec<ParseError> {
        let s = Span::new(0, 1);
        let w = || "w".to_string();
        vec![
            ParseError::Syntax {
                message: w(),
                span: s,
                label: w(),
                help: None,
            },
            ParseError::UnknownWord {
                word: w(),
                span: s,
                help: None,
            },
            ParseError::UnclosedQuote { span: s },
            ParseError::UnclosedBracket {
                open: '[',
                close: ']',
                span: s,
            },
            ParseError::UnmatchedBracket {
                open: '[',
                close: ']',
                span: s,
            },
            ParseError::TooDeep {
                what: Nesting::Quotes,
                depth: 9,
                max: 4,
                span: s,
            },
            ParseError::TooManyErrors {
                explained: 1,
                unchecked: 1,
                span: s,
            },
            ParseError::LineTooLong {
                len: 9,
                max: 4,
                span: s,
            },
            ParseError::BulletWithoutChoose { span: s },
            ParseError::ChooseWithoutOptions { what: w(), span: s },
            ParseError::UnknownKeyword {
                word: w(),
                span: s,
                help: None,
            },
            ParseError::UnknownStatus {
                word: w(),
                span: s,
                help: None,
            },
            ParseError::UnknownTrigger {
                word: w(),
                span: s,
                help: None,
            },
            ParseError::BadTokenStats { text: w(), span: s },
            ParseError::BadHeaderLine { span: s },
            ParseError::UnknownField {
                key: w(),
                span: s,
                suggestion: None,
                help: None,
            },
            ParseError::DuplicateField {
                key: w(),
                span: s,
                first: s,
            },
            ParseError::MissingField {
                key: "name",
                example: "name: X",
                span: s,
            },
            ParseError::BadValue {
                key: w(),
                message: w(),
                span: s,
                help: None,
            },
            ParseError::EmptyFile { span: s },
            ParseError::BadSeparator { span: s },
            ParseError::DuplicateSupport { span: s },
        ]
    }

    /// The first error of one ability line under a Character header.
    fn first_error(line: &str) -> ParseError {
        first_error_if_any(line).unwrap_or_else(|| panic!("`{line}` parses"))
    }

    /// The first error of one ability line under a Character header, if any.
    fn first_error_if_any(line: &str) -> Option<ParseError> {
        let source = format!(
            "name: T\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
             stats: forest 1, mountain 1, water 1\n\n{line}\n"
        );
        let (_, errors) = crate::parse_card(&source);
        errors.into_iter().next()
    }

    fn help_of(e: &ParseError) -> String {
        e.help().map(|h| h.to_string()).unwrap_or_default()
    }

    /// Issue 15: a word the language does not know is an error with a did-you-mean in any
    /// position: a keyword in brackets with its number, a keyword as an adjective, a name
    /// written in lower case.
    /// The parser stopping inside a word (`to` matched in `token`) names the whole word the
    /// card wrote, never the rest of it as an unknown word (`ken`, which capitalised as
    /// `toKen` would read as `to Ken`).
    #[test]
    fn a_stop_inside_a_word_names_the_whole_word() {
        for line in [
            "etb Discard target Spell token.",
            "etb Send target Spell token to Reserve.",
        ] {
            let e = first_error(line);
            assert!(!matches!(e, ParseError::UnknownWord { .. }), "{line}: {e:?}");
            let ParseError::Syntax { label, span, .. } = &e else {
                panic!("{line}: {e:?}");
            };
            assert_eq!(label, "unexpected `token`", "{line}");
            assert_eq!(span.end - span.start, "token".len(), "{line}: {span:?}");
        }
    }

    #[test]
    fn unknown_words_in_brackets_and_lower_case_names_have_a_did_you_mean() {
        for (line, word, meant) in [
            ("etb Target Character gains [Toughh 1].", "Toughh", "Tough"),
            ("[Toughh 2].", "Toughh", "Tough"),
            ("etb Target Character gains [Scoutt] 2.", "Scoutt", "Scout"),
            (
                "[Defnder] Characters don't prevent my Expedition from moving forward.",
                "Defnder",
                "Defender",
            ),
        ] {
            let e = first_error(line);
            assert!(
                matches!(&e, ParseError::UnknownKeyword { word: w, .. } if w == word),
                "{line}: {e:?}"
            );
            assert_eq!(help_of(&e), format!("did you mean `{meant}`?"), "{line}");
        }
        for (line, word, meant) in [
            ("etb Target robot gains 1 boost.", "robot", "Robot"),
            ("etb I gain 1 boost for each robot you control.", "robot", "Robot"),
        ] {
            let e = first_error(line);
            assert!(
                matches!(&e, ParseError::UnknownWord { word: w, .. } if w == word),
                "{line}: {e:?}"
            );
            assert!(
                help_of(&e).starts_with(&format!("did you mean `{meant}`?")),
                "{line}: {e:?}"
            );
        }
    }

    #[test]
    fn did_you_mean_prefers_the_same_case_transpositions_and_the_expected_vocabulary() {
        for (line, word, meant) in [
            // `boost` and `Cost` are both one edit away: the lower-case word wins.
            ("etb I gain 1 bost.", "bost", "boost"),
            // A transposition is one edit, not two.
            ("etb Target Character gains Fleetign.", "Fleetign", "Fleeting"),
            ("etb Target Character gains [[Sleepy]].", "Sleepy", "Asleep"),
            ("etb Darw a card.", "Darw", "Draw"),
        ] {
            let e = first_error(line);
            assert!(e.to_string().contains(&format!("`{word}`")), "{line}: {e}");
            assert_eq!(help_of(&e), format!("did you mean `{meant}`?"), "{line}");
        }
        // Header keys and values use the same ranking.
        assert_eq!(crate::vocab::suggest("cots", ["name", "cost", "stats"]), Some("cost"));
        assert_eq!(crate::vocab::suggest("Axoim", ["Axiom", "Lyra"]), Some("Axiom"));
        // A short word that starts otherwise is another word, not a typo.
        assert_eq!(crate::vocab::suggest("even", ["seven"]), None);
        // Equally close, same case and first letter: the word more common in the
        // grammar, never the order of the candidates.
        assert_eq!(
            crate::vocab::suggest_ranked("maw", [("max", 0, 1), ("may", 0, 5)]),
            Some("may")
        );
        assert_eq!(
            crate::vocab::suggest_ranked("maw", [("may", 0, 5), ("max", 0, 1)]),
            Some("may")
        );
    }

    #[test]
    fn a_misspelt_status_is_an_unknown_status() {
        for line in [
            "etb Target Character gains [[Sleepy]].",
            "etb Target Character gains Fleetign.",
        ] {
            assert!(matches!(first_error(line), ParseError::UnknownStatus { .. }), "{line}");
        }
        // Nothing close: the statuses are listed.
        let e = first_error("etb Target Character gains [[Zonked]].");
        assert!(matches!(e, ParseError::UnknownStatus { .. }), "{e:?}");
        assert!(
            help_of(&e).contains("Fleeting, Anchored, Asleep, Boosted, Exhausted, Ascended"),
            "{e:?}"
        );
    }

    /// No message, label or help of a syntax error names a rule of the grammar (`var x`,
    /// `clause_joiner`): a designer never sees the grammar's insides.
    #[test]
    fn syntax_errors_never_show_rule_names() {
        let names: Vec<String> = Rule::all_rules()
            .iter()
            .map(|r| format!("{r:?}"))
            .filter(|n| n.contains('_'))
            .collect();
        for line in [
            "exhaust I gain 2 Kelon counters.",
            "exhaust, 1 Draw a card.",
            "All Reserve limits are reduced by 1",
            "At Noon - Resupply.",
            "When I join the Expedition, draw a card.",
            "Draw a card. At Noon | Resupply.",
            "Choose one",
            "etb",
            "The Hero can't do that.",
            "etb Draw a card. and I gain 1 boost.",
            "Draw a card: exhaust.",
            "etb Create a Brassbug 2/2/2/2 Robot token.",
            "Tough two.",
            "I can't be targeted by Spells.",
        ] {
            // A line the grammar has learnt to read since has nothing to show.
            let Some(e) = first_error_if_any(line) else {
                continue;
            };
            let label = e
                .labels()
                .into_iter()
                .flatten()
                .filter_map(|l| l.label().map(str::to_string));
            let text = std::iter::once(e.to_string())
                .chain(label)
                .chain(std::iter::once(help_of(&e)))
                .collect::<Vec<_>>()
                .join(" / ");
            // Words of the rules themselves (CR 2.2.12) may be said, as a designer says them.
            let designer_words = ["quick action"];
            for name in &names {
                let spaced = name.replace('_', " ");
                assert!(
                    !text.contains(name.as_str())
                        && (designer_words.contains(&spaced.as_str()) || !text.contains(&spaced)),
                    "`{line}` shows the rule name `{name}`: {text}"
                );
            }
        }
    }

    #[test]
    fn the_common_slips_say_what_is_missing() {
        for (line, message) in [
            (
                "exhaust I gain 2 Kelon counters.",
                "expected `:` between the cost and the effect",
            ),
            ("{D} Draw a card.", "expected `:` between the cost and the effect"),
            ("exhaust 1: Draw a card.", "expected `,` between two costs"),
            (
                "exhaust, 1 Draw a card.",
                "expected `:` between the cost and the effect",
            ),
            (
                "spend 2 of my boosts Draw a card.",
                "expected `:` between the cost and the effect",
            ),
            (
                "discard a card from your hand Draw a card.",
                "expected `:` between the cost and the effect",
            ),
            (
                "All Reserve limits are reduced by 1",
                "expected `.` at the end of the ability",
            ),
            ("At Noon: Resupply.", "expected `|` between the trigger and the effect"),
            ("etb: Draw a card.", "expected `|` between the trigger and the effect"),
            ("Tough two.", "expected the number `2` in digits"),
            ("Draw a card. At Noon | Resupply.", "two abilities on one line"),
            ("etb Choose one", "expected `:` at the end of the line"),
            ("etb Draw a card I gain 1 boost.", "expected `.` between two sentences"),
            ("Draw a card I gain 1 boost.", "expected `.` between two sentences"),
        ] {
            assert_eq!(first_error(line).to_string(), message, "{line}");
        }
    }

    /// A line that stops where more is expected says so in plain words.
    #[test]
    fn a_line_that_ends_too_soon_says_end_of_line() {
        let e = first_error("At Noon |");
        let ParseError::Syntax { label, .. } = &e else {
            panic!("{e:?}")
        };
        assert_eq!(label, "unexpected end of line");
    }

    /// A slip before a reminder is reported where it is, not as a word of the reminder.
    #[test]
    fn words_of_reminder_text_are_not_taken_for_typos() {
        let e = first_error("etb I gain 1 boost.. (A boost is a +1/+1/+1 counter. Remove it when it leaves the zone.)");
        assert!(!e.to_string().contains("leaves"), "{e}");
        assert!(!matches!(e, ParseError::UnknownWord { .. }), "{e:?}");
    }

    #[test]
    fn parse_codes_are_unique_and_documented() {
        let docs = include_str!("../../docs/diagnostics.md");
        let mut seen = std::collections::HashSet::new();
        for e in every_variant() {
            let code = e.code().expect("every parse error has a code").to_string();
            assert!(code.starts_with("altered::parse::"), "{code}");
            assert!(seen.insert(code.clone()), "duplicate code {code}");
            assert!(
                docs.contains(&format!("`{code}`")),
                "{code} is not in docs/diagnostics.md"
            );
        }
    }
}
