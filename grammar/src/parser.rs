use pest::Parser;
use pest_derive::Parser;

#[derive(Parser)]
#[grammar = "card.pest"]
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
    let normalized = crate::normalize::Normalized::new(line);
    CardParser::parse(rule, &normalized.text)
        .map(|p| format!("{p:#?}").chars().take(0).collect())
        .map_err(|e| e.to_string())
}

/// Turns a pest failure on one line into a diagnostic with a whole-file span, the rule
/// names renamed into the words a designer would type.
/// `e` is a failure on the normalized line; positions are mapped back to `text`, the line as
/// written.
pub(crate) fn syntax_error(
    e: pest::error::Error<Rule>,
    text: &str,
    offset: usize,
    normalized: &crate::normalize::Normalized,
) -> crate::error::ParseError {
    use pest::error::{ErrorVariant, InputLocation};
    if let Some(typo) = crate::error::misspelled_word(text, offset) {
        return typo;
    }
    let pos = normalized.original(match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    });
    let rest = &text[pos.min(text.len())..];
    let word: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '\'' || *c == '-')
        .collect();
    let end = pos + word.len().max(rest.chars().next().map(char::len_utf8).unwrap_or(0));
    let span = crate::span::Span::new(offset + pos, offset + end.min(text.len()).max(pos));
    let expected: Vec<Rule> = match &e.variant {
        ErrorVariant::ParsingError { positives, .. } => positives.clone(),
        ErrorVariant::CustomError { .. } => Vec::new(),
    };
    crate::error::classify(expected, &word, rest, span)
}
