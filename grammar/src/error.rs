use crate::span::Span;
use miette::Diagnostic;
use thiserror::Error;

/// A problem found while reading a card file: its header or the grammar of its text.
///
/// Every variant has a stable code (`altered::parse::…`), a span into the whole file, a
/// label and help; `docs/diagnostics.md` says what each catches and how to fix it.
#[derive(Debug, Clone, Error, Diagnostic, PartialEq)]
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
    /// Quoted abilities nested deeper than the language allows.
    #[error("quoted abilities nested {depth} deep")]
    #[diagnostic(
        code(altered::parse::too_deep),
        help("a quoted ability may hold another at most {max} levels deep")
    )]
    TooDeep {
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
        /// A suggestion.
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

impl ParseError {
    /// The primary span of the problem.
    pub fn span(&self) -> Span {
        use ParseError::*;
        match self {
            Syntax { span, .. }
            | UnknownWord { span, .. }
            | UnclosedQuote { span }
            | UnclosedBracket { span, .. }
            | TooDeep { span, .. }
            | LineTooLong { span, .. }
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
            | DuplicateSupport { span } => *span,
        }
    }
}

/// Every word the grammar spells, for did-you-mean on an unknown word.
fn grammar_words() -> &'static [String] {
    static WORDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let grammar = include_str!("card.pest");
        let mut words: Vec<String> = Vec::new();
        for lit in grammar.split('"').skip(1).step_by(2) {
            for w in lit.split(|c: char| !c.is_alphabetic() && c != '\'') {
                if w.len() > 1 && !words.iter().any(|x| x.eq_ignore_ascii_case(w)) {
                    words.push(w.to_string());
                }
            }
        }
        words
    })
}

/// What a designer would call the thing the parser expected.
fn describe(rule: crate::parser::Rule) -> String {
    use crate::parser::Rule::*;
    match rule {
        effect | effect_body | sentence | clauses | clause => "an effect such as `Draw a card.`".into(),
        action => "an action such as `draw`, `gain`, `send … to Reserve`".into(),
        trigger => "a trigger (`etb`, `At Noon`, `When …`)".into(),
        selector | kinds | kind => "a noun such as `target Character`".into(),
        number | mana | digits => "a number".into(),
        status => "a status (Fleeting, Anchored, Asleep, Boosted, Exhausted)".into(),
        keyword => "a keyword (Defender, Eternal, Gigantic, Seasoned, Tough N, Scout N, Cooldown)".into(),
        condition => "a condition such as `you control two or more Landmarks`".into(),
        cost => "a cost (`exhaust`, `support`, a mana amount, …)".into(),
        EOI => "the end of the ability".into(),
        other => format!("{other:?}").replace('_', " "),
    }
}

/// The first word of a failed line that the language does not know but that is one typo
/// away from a word it does: most syntax errors are misspellings, and a capitalised typo
/// at the start of a sentence (`Draww a card`) would otherwise read as a sub-type name.
pub(crate) fn misspelled_word(text: &str, offset: usize) -> Option<ParseError> {
    let mut start = None;
    for (i, c) in text.char_indices().chain(std::iter::once((text.len(), ' '))) {
        match (start, c.is_alphabetic() || c == '\'') {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                start = None;
                let word = &text[s..i];
                let inside_brackets = text[..s].matches('[').count() > text[..s].matches(']').count();
                if word.len() < 3 || inside_brackets || is_known(word) {
                    continue;
                }
                if let Some(sugg) = crate::vocab::suggest(word, grammar_words().iter().map(String::as_str)) {
                    return Some(ParseError::UnknownWord {
                        word: word.to_string(),
                        span: Span::new(offset + s, offset + i),
                        help: Some(format!("did you mean `{sugg}`?")),
                    });
                }
            }
            _ => {}
        }
    }
    None
}

fn is_known(w: &str) -> bool {
    grammar_words().iter().any(|g| g.eq_ignore_ascii_case(w))
        || crate::vocab::KNOWN_SUBTYPES
            .iter()
            .any(|s| s.eq_ignore_ascii_case(w) || crate::vocab::plural_subtype(s).eq_ignore_ascii_case(w))
}

pub(crate) fn classify(expected: Vec<crate::parser::Rule>, word: &str, rest: &str, span: Span) -> ParseError {
    let known = |w: &str| {
        grammar_words().iter().any(|g| g.eq_ignore_ascii_case(w))
            || crate::vocab::KNOWN_SUBTYPES
                .iter()
                .any(|s| s.eq_ignore_ascii_case(w) || crate::vocab::plural_subtype(s).eq_ignore_ascii_case(w))
    };
    let is_word = word.len() > 1 && word.chars().all(|c| c.is_alphabetic());
    let capitalised_name = word.chars().next().is_some_and(char::is_uppercase);
    if is_word && !known(word) && !capitalised_name {
        let help = Some(
            match crate::vocab::suggest(word, grammar_words().iter().map(String::as_str)) {
                Some(s) => format!("did you mean `{s}`?"),
                None => "see docs/card-language.md for the words an ability can use".to_string(),
            },
        );
        return ParseError::UnknownWord {
            word: word.to_string(),
            span,
            help,
        };
    }
    let stats_like = rest.split_whitespace().next().unwrap_or("");
    if stats_like.contains('/') && stats_like.split('/').count() != 3 {
        let end = span.start + stats_like.trim_end_matches([']', '.', ',']).len();
        return ParseError::BadTokenStats {
            text: stats_like.trim_end_matches([']', '.', ',']).to_string(),
            span: Span::new(span.start, end),
        };
    }
    let mut names: Vec<String> = expected.into_iter().map(describe).collect();
    names.dedup();
    names.truncate(4);
    let found = if rest.is_empty() {
        "the end of the line".to_string()
    } else if word.is_empty() {
        format!("`{}`", rest.chars().next().unwrap_or(' '))
    } else {
        format!("`{word}`")
    };
    let message = if names.is_empty() {
        format!("unexpected {found}")
    } else {
        format!("expected {}", names.join(", or "))
    };
    let help = if is_word && capitalised_name && !known(word) {
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
            ParseError::TooDeep {
                depth: 9,
                max: 4,
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
            ParseError::DuplicateSupport { span: s },
        ]
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
