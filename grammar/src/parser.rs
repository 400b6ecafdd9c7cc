use pest::Parser;
use pest_derive::Parser;

use crate::error::ParseError;
use crate::normalize::Normalized;
use crate::span::Span;

#[derive(Parser)]
// The vocabulary rules are generated from `vocab.rs` (see `vocab::generated_grammar`).
#[grammar = "vocab.pest"]
#[grammar = "card.pest"]
#[grammar = "grammar/abilities.pest"]
#[grammar = "grammar/actions.pest"]
#[grammar = "grammar/conditions.pest"]
#[grammar = "grammar/nouns.pest"]
#[grammar = "grammar/passives.pest"]
#[grammar = "grammar/quantities.pest"]
#[grammar = "grammar/triggers.pest"]
pub(crate) struct CardParser;

/// Temporary: parse one line, return the error message if any.
#[doc(hidden)]
pub fn debug_parse_line(line: &str) -> Result<String, String> {
    let trimmed = line.trim_start();
    let rule = if trimmed.starts_with('•') {
        Rule::bullet_line
    } else {
        Rule::ability_line
    };
    let normalized = Normalized::new(line);
    CardParser::parse(rule, &normalized.text)
        .map(|p| format!("{p:#?}").chars().take(0).collect())
        .map_err(|e| e.to_string())
}

/// Turns a pest failure on one line into a diagnostic with a whole-file span, the rule
/// names renamed into the words a designer would type.
///
/// `e` is a failure of `rule` on the normalized line; positions are mapped back to `text`,
/// the line as written. In order: a misspelt word (most syntax errors are typos), a word
/// or token the classification recognises, then a [`repair`] (the line parses once a `:`,
/// `.` or `|` is added) if `may_repair` (on the file's first lines in error only:
/// `card_file::MAX_REPAIRED_LINES`), and only then "expected …".
pub(crate) fn syntax_error(
    e: pest::error::Error<Rule>,
    rule: Rule,
    text: &str,
    offset: usize,
    normalized: &Normalized,
    may_repair: bool,
) -> ParseError {
    use pest::error::{ErrorVariant, InputLocation};
    let at = match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let expected: Vec<Rule> = match &e.variant {
        ErrorVariant::ParsingError { positives, .. } => positives.clone(),
        ErrorVariant::CustomError { .. } => Vec::new(),
    };
    let pos = normalized.original(at).min(text.len());
    // `Draw a card. // note`: the words of the comment are no typos.
    if let Some(comment) = text.find("//").filter(|&c| c > 0 && c <= pos) {
        return ParseError::Syntax {
            message: "a comment goes on a line of its own".into(),
            span: Span::new(offset + comment, offset + text.trim_end().len()),
            label: "`//` only starts a comment at the start of a line".into(),
            help: Some("move the comment to a line of its own, above or below the ability".into()),
        };
    }
    if let Some(typo) = crate::error::misspelled_word(text, offset, pos, &expected) {
        return typo;
    }
    let rest = &text[pos..];
    let word: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '\'' || *c == '-')
        .collect();
    let end = pos + word.len().max(rest.chars().next().map(char::len_utf8).unwrap_or(0));
    let span = Span::new(offset + pos, offset + end.min(text.len()).max(pos));
    let classified = crate::error::classify(expected, &word, &text[..pos], rest, span);
    match &classified {
        ParseError::Syntax { .. } if may_repair => {
            if let Some(repaired) = repair(rule, normalized, at, offset, Repairs::All) {
                return repaired;
            }
        }
        // An unknown lower-case word with no suggestion may be a name written in lower
        // case (`Target robot …`): only that repair is better than the generic help.
        ParseError::UnknownWord { help, .. }
            if may_repair && !help.as_deref().is_some_and(|h| h.starts_with("did you mean")) =>
        {
            if let Some(repaired @ ParseError::UnknownWord { .. }) =
                repair(rule, normalized, at, offset, Repairs::UpToLowerCaseName)
            {
                return repaired;
            }
        }
        _ => {}
    }
    classified
}

/// Lines longer than this are not worth trying to repair: real abilities are under 400
/// bytes, and each attempt parses the line again.
const MAX_REPAIRED_LINE: usize = 1024;
/// How many places after the start of a line may be tried for a missing `:` or `,`: a
/// cost is at most a few words (`spend 2 of my boosts`, `exhaust, 1`).
const COST_PLACES: usize = 6;

/// The fix that makes a failed line parse, if a small one does: the most common slips
/// (a `:` left out after a cost, a `.` at the end, `-` or `:` between a trigger and its
/// effect, a number word as a keyword's parameter, two abilities on one line) read as what
/// they are rather than as the rules the parser happened to try last. `at` is where pest
/// stopped, in the normalized text. At most about twenty attempts, each one parse of the
/// line.
fn repair(rule: Rule, normalized: &Normalized, at: usize, offset: usize, repairs: Repairs) -> Option<ParseError> {
    let text = normalized.text.as_str();
    if text.len() > MAX_REPAIRED_LINE || at > text.len() {
        return None;
    }
    let r = Repair {
        rule,
        normalized,
        text,
        offset,
        body_start: text.len() - text.trim_start_matches(['•', '-', '*', ' ']).len(),
    };
    // One kind of mistake after another, in this order: the first whose fix parses is
    // the one reported.
    let first = r
        .separator(at)
        .or_else(|| r.number_word(at))
        .or_else(|| r.lower_case_name(at));
    if repairs == Repairs::UpToLowerCaseName {
        return first;
    }
    first
        .or_else(|| r.quoted_keyword(at))
        .or_else(|| r.missing_period())
        .or_else(|| r.missing_colon())
        .or_else(|| r.missing_cost_mark())
        .or_else(|| r.missing_token(at))
        .or_else(|| r.token_ability_order(at))
        .or_else(|| r.two_sentences(at))
        .or_else(|| r.two_abilities(at))
}

/// Which of [`repair`]'s kinds of mistake are tried.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Repairs {
    /// All of them, in order: the first whose fix parses is the one reported.
    All,
    /// Those up to the lower-case name, in the same order. For a caller that only takes the
    /// lower-case name's repair (an unknown word's): when an earlier one's fix parses, it is
    /// reported and the name's is not; the later ones are never reported instead of it, so
    /// parsing their fixes (some ten parses of the line, half the cost of checking a file
    /// full of unknown words) was work nobody read.
    UpToLowerCaseName,
}

/// A line being repaired: what each kind of mistake [`repair`] tries reads.
#[derive(Clone, Copy)]
struct Repair<'a> {
    /// The rule the line is parsed with.
    rule: Rule,
    normalized: &'a Normalized,
    /// The line, normalized.
    text: &'a str,
    /// Where the line starts in the file.
    offset: usize,
    /// Where the ability starts, after a bullet (`•`, `-`, `*`).
    body_start: usize,
}

/// A syntax error with its help.
fn syntax(message: &str, span: Span, label: &str, help: &str) -> Option<ParseError> {
    Some(ParseError::Syntax {
        message: message.into(),
        span,
        label: label.into(),
        help: Some(help.into()),
    })
}

impl Repair<'_> {
    /// Whether the line, fixed, parses.
    fn parses(&self, s: &str) -> bool {
        CardParser::parse(self.rule, s).is_ok()
    }

    /// The span in the file of the bytes `start..end` of the normalized line.
    fn span(&self, start: usize, end: usize) -> Span {
        let start = self.offset + self.normalized.original(start);
        Span::new(start, (self.offset + self.normalized.original_end(end)).max(start))
    }

    /// Where the word that ends at `end` starts.
    fn word_start(&self, end: usize) -> usize {
        self.text[..end]
            .rfind(|c: char| c.is_whitespace() || c == ',')
            .map_or(self.body_start, |i| i + 1)
    }

    /// Where the ability ends: before its reminder text `(…)`, if any, else at the end of
    /// the line (trailing spaces left out).
    fn core_end(&self) -> usize {
        let text = self.text;
        let trimmed = text.trim_end();
        let reminder_at = text
            .rfind(" (")
            .filter(|_| trimmed.ends_with(')') || trimmed.ends_with(")."))
            .filter(|&i| i > self.body_start);
        reminder_at.unwrap_or(trimmed.len())
    }

    /// A separator that is not the bar between a trigger and its effect.
    fn separator(&self, at: usize) -> Option<ParseError> {
        let Repair { text, .. } = *self;
        const BAR_HELP: &str = "a reaction is written `trigger | effect`, as in `At Noon | Draw a card.` (`—` also \
                                works, as printed); `:` follows a cost, not a trigger";

        // `At Noon - Draw a card.`, `etb: Draw a card.`: a separator that is not the bar,
        // where the parser stopped or at the last comma before it (`When …, draw a card.`).
        let stop = text[at..].chars().next().filter(|c| matches!(c, '-' | ':' | ','));
        let comma = text[..at].rfind(',').filter(|_| stop.is_none());
        for (i, c) in stop.map(|c| (at, c)).into_iter().chain(comma.map(|i| (i, ','))) {
            let fixed = format!("{} |{}", &text[..i], &text[i + c.len_utf8()..]);
            if self.parses(&fixed) {
                return syntax(
                    "expected `|` between the trigger and the effect",
                    self.span(i, i + c.len_utf8()),
                    &format!("`{c}` where the trigger ends"),
                    BAR_HELP,
                );
            }
        }
        None
    }

    /// A number written as a word where digits are wanted.
    fn number_word(&self, at: usize) -> Option<ParseError> {
        let Repair { text, .. } = *self;
        // `Tough two.`: a number written as a word where digits are wanted.
        let word_at: String = text[at..].chars().take_while(|c| c.is_ascii_alphabetic()).collect();
        let digit = [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        ]
        .iter()
        .position(|w| w.eq_ignore_ascii_case(&word_at))
        .map(|i| i + 1);
        if let Some(n) = digit {
            let fixed = format!("{}{n}{}", &text[..at], &text[at + word_at.len()..]);
            if self.parses(&fixed) {
                return syntax(
                    &format!("expected the number `{n}` in digits"),
                    self.span(at, at + word_at.len()),
                    "a number word here",
                    &format!(
                        "a keyword's number and a mana amount are written in digits, as printed: `Tough {n}`, \
                         `Scout {n}`, `{n}: …`"
                    ),
                );
            }
        }
        None
    }

    /// A name written in lower case.
    fn lower_case_name(&self, at: usize) -> Option<ParseError> {
        let Repair { text, .. } = *self;
        // `Target robot gains 1 boost.`, `for each robots you control`: a name (a sub-type, a
        // token's or a counter's) in lower case, where the language reads names by their capital
        // (docs/card-language.md §2.2). The word is the one where the parser stopped or one of the
        // few after it (a phrase that failed whole stops at its first word).
        const NAME_PLACES: usize = 4;
        let mut from = at;
        for _ in 0..NAME_PLACES {
            let rest = &text[from..];
            let Some(start) = rest.find(|c: char| c.is_ascii_alphabetic()).map(|i| from + i) else {
                break;
            };
            let len = text[start..].chars().take_while(char::is_ascii_alphabetic).count();
            let word = &text[start..start + len];
            from = start + len;
            // The parser may stop inside a word (`to` matched in `token`): the rest of it is
            // no word the card wrote.
            let mid_word = text[..start].ends_with(|c: char| c.is_ascii_alphabetic());
            if len < 3 || mid_word || !word.starts_with(|c: char| c.is_ascii_lowercase()) {
                continue;
            }
            let name = format!("{}{}", word[..1].to_ascii_uppercase(), &word[1..]);
            let fixed = format!("{}{name}{}", &text[..start], &text[start + len..]);
            if self.parses(&fixed) {
                return Some(ParseError::UnknownWord {
                    word: word.to_string(),
                    span: self.span(start, start + len),
                    help: Some(format!(
                        "did you mean `{name}`? A sub-type, a token's name and a counter's name are written with a \
                         capital letter"
                    )),
                });
            }
        }
        None
    }

    /// A keyword or status in quotes.
    fn quoted_keyword(&self, at: usize) -> Option<ParseError> {
        let Repair { text, .. } = *self;
        // `gains "Defender".`: a keyword or status in quotes.
        if let (Some(open), Some(close)) = (text[..at].rfind(['"', '“']), text[at..].find(['"', '”'])) {
            let close = at + close;
            let quote_len = |i: usize| text[i..].chars().next().map_or(1, char::len_utf8);
            let inner = &text[open + quote_len(open)..close];
            let fixed = format!(
                "{}{}{}",
                &text[..open],
                inner.trim_end_matches('.'),
                &text[close + quote_len(close)..]
            );
            if self.parses(&fixed) {
                return syntax(
                    "a keyword or status is given without quotes",
                    self.span(open, close + quote_len(close)),
                    "quoted, so read as an ability",
                    "quotes hold a whole ability (`gains \"exhaust: Draw a card.\"`); a keyword or status is \
                     given as it is: `gains Defender`, `gains [[Fleeting]]`",
                );
            }
        }
        None
    }

    /// The `.` missing at the end of the ability.
    fn missing_period(&self) -> Option<ParseError> {
        let Repair { text, .. } = *self;
        // `… reduced by 1`: the `.` at the end, before any reminder text.
        let trimmed = text.trim_end();
        let core_end = self.core_end();
        let fixed = format!("{}.{}", &text[..core_end], &text[core_end..]);
        if self.parses(&fixed) {
            let (message, help) = if trimmed.ends_with(").") {
                (
                    "expected `.` before the reminder text",
                    "the reminder text `(…)` follows the ability's `.`: write `… instead. (as …)`",
                )
            } else {
                (
                    "expected `.` at the end of the ability",
                    "every ability ends with `.`, as printed",
                )
            };
            return syntax(
                message,
                self.span(self.word_start(core_end), core_end),
                "`.` missing after this",
                help,
            );
        }
        None
    }

    /// The `:` missing at the end of a header.
    fn missing_colon(&self) -> Option<ParseError> {
        let Repair { text, .. } = *self;
        let core_end = self.core_end();
        // `Choose one`: the `:` at the end of a header.
        let fixed = format!("{}:{}", &text[..core_end], &text[core_end..]);
        if self.parses(&fixed) {
            return syntax(
                "expected `:` at the end of the line",
                self.span(self.word_start(core_end), core_end),
                "`:` missing after this",
                "`Choose one:` and `Roll a die. On a:` end with `:`; their options follow, one per line, each \
                 starting with `•`",
            );
        }
        None
    }

    /// The `:` missing after a cost, or the `,` between two.
    fn missing_cost_mark(&self) -> Option<ParseError> {
        let Repair { text, body_start, .. } = *self;
        let core_end = self.core_end();
        // `exhaust Draw a card.`, `exhaust 1: …`: the `:` after a cost, or the `,` between two.
        let word_ends: Vec<usize> = text[body_start..]
            .char_indices()
            .map(|(i, c)| (body_start + i, c))
            .filter(|&(i, c)| {
                let next = text[i + c.len_utf8()..].chars().next();
                (c.is_alphanumeric() || c == '}') && !next.is_some_and(|n| n.is_alphanumeric() || n == '\'')
            })
            .map(|(i, c)| i + c.len_utf8())
            .filter(|&end| end < core_end)
            .take(COST_PLACES)
            .collect();
        for (mark, message, label) in [
            (
                ":",
                "expected `:` between the cost and the effect",
                "`:` missing after this cost",
            ),
            (",", "expected `,` between two costs", "`,` missing after this cost"),
        ] {
            for &end in &word_ends {
                // The message says the words before the mark are a cost: only then is the
                // whole line worth parsing again (the prefix alone is a short parse).
                if CardParser::parse(Rule::cost_head, &format!("{}{mark}", &text[body_start..end])).is_err() {
                    continue;
                }
                let fixed = format!("{}{mark}{}", &text[..end], &text[end..]);
                if self.parses(&fixed) {
                    return syntax(
                        message,
                        self.span(self.word_start(end), end),
                        label,
                        "a quick action is written `cost: effect`, the costs separated by commas, as in \
                         `exhaust: Draw a card.` or `exhaust, 1: Draw a card.`",
                    );
                }
            }
        }
        None
    }

    /// The word `token` missing after the sub-types.
    fn missing_token(&self, at: usize) -> Option<ParseError> {
        let Repair { text, .. } = *self;
        // `Create a Brassbug 2/2/2 Robot in …`: the word `token` after the sub-types.
        let fixed = format!("{}token {}", &text[..at], &text[at..]);
        if self.parses(&fixed) {
            return syntax(
                "expected `token` after the token's sub-types",
                self.span(self.word_start(at.saturating_sub(1)), at.saturating_sub(1)),
                "`token` missing after this",
                "a token is written `Create a Brassbug 2/2/2 Robot token …` (CR 7.3.5)",
            );
        }
        None
    }

    /// A token's ability written after where it goes.
    fn token_ability_order(&self, at: usize) -> Option<ParseError> {
        let Repair { text, .. } = *self;
        // `Create a Maw 0/0/0 token in my Expedition with "…".`: the token's ability after
        // where it goes.
        if text[at..].starts_with("with ") {
            let quoted_end = text[at..]
                .char_indices()
                .filter(|&(_, c)| matches!(c, '"' | '”'))
                .nth(1)
                .map(|(i, c)| at + i + c.len_utf8());
            if let (Some(end), Some(dest)) = (quoted_end, text[..at].rfind(" in ")) {
                let fixed = format!(
                    "{} {} {}{}",
                    &text[..dest],
                    &text[at..end],
                    text[dest..at].trim(),
                    &text[end..]
                );
                if self.parses(&fixed) {
                    return syntax(
                        "the token's ability comes before where the token goes",
                        self.span(at, end),
                        "move this before `in …`",
                        "a token is written `Create a Maw 0/0/0 Companion token with \"…\" in your Companion \
                         Expedition.` (CR 7.3.3)",
                    );
                }
            }
        }
        None
    }

    /// Two sentences of one ability with no `.` between them.
    fn two_sentences(&self, at: usize) -> Option<ParseError> {
        let Repair {
            text, body_start, rule, ..
        } = *self;
        // `etb Draw a card I gain 1 boost.`: a sentence, then another of the same ability with
        // no `.` between them.
        if at > body_start && rule == Rule::ability_line {
            let (first, second) = text.split_at(at);
            let first = first.trim_end();
            if !first.ends_with('.') && self.parses(&format!("{first}. {second}")) {
                return syntax(
                    "expected `.` between two sentences",
                    self.span(self.word_start(first.len()), first.len()),
                    "`.` missing after this",
                    "end each sentence with `.`: `etb Draw a card. I gain 1 boost.`",
                );
            }
        }
        None
    }

    /// Two abilities on one line.
    fn two_abilities(&self, at: usize) -> Option<ParseError> {
        let Repair {
            text, body_start, rule, ..
        } = *self;
        // `etb Draw a card. At Noon | Resupply.`: a whole ability, then another.
        if at > body_start && rule == Rule::ability_line {
            let (first, second) = text.split_at(at);
            if self.parses(first.trim_end()) && self.parses(second) {
                return syntax(
                    "two abilities on one line",
                    self.span(at, text.len()),
                    "a second ability starts here",
                    "put each ability on its own line, in the order they are printed",
                );
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where pest stopped on a line that does not parse, in its normalized text.
    fn stop(normalized: &Normalized) -> Option<usize> {
        let e = CardParser::parse(Rule::ability_line, &normalized.text).err()?;
        Some(match e.location {
            pest::error::InputLocation::Pos(p) => p,
            pest::error::InputLocation::Span((s, _)) => s,
        })
    }

    /// An unknown word takes only the lower-case name's repair, and only when it is the
    /// first of the whole chain whose fix parses: trying the repairs up to it gives the
    /// same answer as trying them all.
    #[test]
    fn an_unknown_word_gets_the_same_repair_from_the_repairs_up_to_the_lower_case_name() {
        let name_repair = |r: Option<ParseError>| r.filter(|e| matches!(e, ParseError::UnknownWord { .. }));
        let (mut named, mut other) = (0, 0);
        for line in [
            "Target robot gains 1 boost.",
            "etb Target robot gains 1 boost",
            "For each robots you control, draw a card.",
            "At Noon - Draw a card.",
            "Tough two.",
            "exhaust Draw a card.",
            "etb Draw a card I gain 1 boost.",
            "Choose one",
            "etb Create a Brassbug 2/2/2 Robot in my Expedition.",
            "etb Frobnicate the widget.",
        ] {
            let normalized = Normalized::new(line);
            // (Some of these slips the grammar reads as they are.)
            let Some(at) = stop(&normalized) else {
                continue;
            };
            let all = repair(Rule::ability_line, &normalized, at, 0, Repairs::All);
            let up_to = repair(Rule::ability_line, &normalized, at, 0, Repairs::UpToLowerCaseName);
            assert_eq!(name_repair(all.clone()), name_repair(up_to), "{line}");
            match all {
                Some(ParseError::UnknownWord { .. }) => named += 1,
                Some(_) => other += 1,
                None => {}
            }
        }
        // Both cases are met: the name's repair, and a later one the unknown word ignores.
        assert!(named >= 2 && other >= 3, "{named} {other}");
    }
}
