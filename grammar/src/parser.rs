use pest::Parser;
use pest_derive::Parser;

#[derive(Parser)]
#[grammar = "card.pest"]
pub(crate) struct CardParser;

/// Temporary: parse one line, return the error message if any.
pub fn debug_parse_line(line: &str) -> Result<String, String> {
    let trimmed = line.trim_start();
    let rule = if trimmed.starts_with('•') { Rule::bullet_line } else { Rule::ability_line };
    CardParser::parse(rule, line).map(|p| format!("{p:#?}").chars().take(0).collect()).map_err(|e| e.to_string())
}
