//! A whole card file: the header (`key: value` lines), a blank line, the ability box one
//! ability per line (bullets `•` continue the ability above), then `--- support ---` and
//! the support box. `//` starts a comment line.

use crate::ast::*;
use crate::error::{Nesting, ParseError};
use crate::lower::{BulletBody, Lower};
use crate::normalize::Normalized;
use crate::parser::{syntax_error, CardParser, Rule};
use crate::span::Span;
use crate::vocab::{suggest, CardType, Faction, Rarity, Vocabulary};
use pest::Parser;

/// The longest ability line the parser accepts; real abilities are under 400 bytes.
pub const MAX_LINE: usize = 4096;
/// The lines in error of one file that are reported; the lines after the last of them are
/// not checked, and one [`ParseError::TooManyErrors`] says how many. Explaining a line in
/// error (did-you-mean, the small repairs that make it parse) costs some twenty parses of
/// it, and even failing once costs several times a good line (the parser tries every
/// template), so a megabyte of bad lines took a minute; now it takes what its first
/// hundred errors take.
pub const MAX_EXPLAINED_LINES: usize = 100;
/// The lines in error of one file for which the parser looks for the small fix that makes
/// the line parse (a `|`, `.` or `:` left out, a number word, a name in lower case: see
/// `parser::repair`); later lines get the parser's own message. A repair costs a dozen
/// parses of the line, so a file full of errors cost several times what a good file of its
/// size does; a card has a handful of abilities, so a designer's file never reaches this.
pub const MAX_REPAIRED_LINES: usize = 4;
/// How deep quoted abilities may nest (`I gain "… gains \"…\""`).
pub const MAX_QUOTE_DEPTH: usize = 4;
/// How many quoted abilities one line may hold, nested or side by side: a bound on the
/// parser's recursion checked before parsing, generous enough never to be the limit a
/// real ability meets (the depth limit is).
const MAX_QUOTE_PAIRS: usize = 2 * MAX_QUOTE_DEPTH;
/// How deep brackets of one kind (`[`, `(` or `{`) may nest on a line; real lines nest
/// two (`[[Fleeting]]`). Also bounds the parser's recursion.
pub const MAX_BRACKET_DEPTH: usize = 8;

const SUPPORT_SEPARATOR: &str = "--- support ---";
const FIELDS: &[&str] = &["name", "type", "faction", "rarity", "cost", "stats", "limits", "refs"];

/// Parses a card file. Returns the card when the header could be read (even if some
/// ability lines failed: those are left out and reported), and every problem found.
///
/// # Examples
///
/// ```
/// use altered_grammar::{parse_card, AbilityKind};
/// let (card, errors) = parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\netb Draw a card.\n",
/// );
/// assert!(errors.is_empty());
/// let card = card.unwrap();
/// assert_eq!(card.header.name.unwrap().node, "Ogre");
/// assert!(matches!(card.abilities[0].kind, AbilityKind::Reaction(_)));
/// // Every problem is reported, never a panic.
/// let (_, errors) = parse_card("name: Ogre\nDraw a card.\n");
/// assert!(!errors.is_empty());
/// ```
pub fn parse_card(source: &str) -> (Option<Card>, Vec<ParseError>) {
    parse_card_in(source, Errors::Explain)
}

/// The card a file says, only if it has no problem at all: `Some` exactly when
/// [`parse_card`] gives a card and no error, and then the same card. For a caller that
/// needs no diagnostics (`altered fmt`, which leaves a file with errors as it is): it stops
/// at the first problem and does not explain it, where explaining a line in error (the
/// did-you-mean, the repairs that each parse the line again) costs ten times parsing it.
///
/// # Examples
///
/// ```
/// use altered_grammar::{parse_card, parse_card_without_errors};
/// let card = "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///             cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\netb Draw a card.\n";
/// assert_eq!(parse_card_without_errors(card), parse_card(card).0);
/// assert_eq!(parse_card_without_errors(&card.replace("Draw", "Drow")), None);
/// ```
pub fn parse_card_without_errors(source: &str) -> Option<Card> {
    match parse_card_in(source, Errors::StopAtFirst) {
        (Some(card), errors) if errors.is_empty() => Some(card),
        _ => None,
    }
}

/// What [`parse_card_in`] does with the problems it finds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Errors {
    /// Reports every one, each explained ([`parse_card`]).
    Explain,
    /// Stops at the first, unexplained: only whether there is one is read
    /// ([`parse_card_without_errors`]).
    StopAtFirst,
}

fn parse_card_in(source: &str, mode: Errors) -> (Option<Card>, Vec<ParseError>) {
    let stop_at_first = mode == Errors::StopAtFirst;
    let mut errors = Vec::new();
    let lines = split_lines(source);
    if lines.iter().all(|l| l.text.trim().is_empty() || is_comment(l.text)) {
        errors.push(ParseError::EmptyFile { span: Span::new(0, 0) });
        return (None, errors);
    }
    let mut i = 0;
    while i < lines.len() && (lines[i].text.trim().is_empty() || is_comment(lines[i].text)) {
        i += 1;
    }
    let header_start = i;
    let mut header_lines = Vec::new();
    while i < lines.len() && !lines[i].text.trim().is_empty() {
        if !is_comment(lines[i].text) {
            header_lines.push(lines[i]);
        }
        i += 1;
    }
    let header_span = Span::new(
        lines[header_start].start,
        lines[i.saturating_sub(1).max(header_start)].end(),
    );
    let header = parse_header(&header_lines, header_span, &mut errors);
    if stop_at_first && !errors.is_empty() {
        return (None, errors);
    }

    let mut abilities: Vec<Ability> = Vec::new();
    let mut support: Vec<Ability> = Vec::new();
    let mut in_support = false;
    // The last ability line did not parse: the bullets under it are its options, not
    // bullets without a `Choose`.
    let mut failed_parent = false;
    let mut counter_names = Vec::new();
    let mut lines_in_error = 0;
    let body = &lines[i..];
    for (n, line) in body.iter().enumerate() {
        let text = line.text.trim_end();
        if text.trim().is_empty() || is_comment(text) {
            continue;
        }
        if lines_in_error == MAX_EXPLAINED_LINES {
            let unchecked = body[n..]
                .iter()
                .filter(|l| !l.text.trim().is_empty() && !is_comment(l.text))
                .count();
            errors.push(ParseError::TooManyErrors {
                explained: MAX_EXPLAINED_LINES,
                unchecked,
                span: line.span(),
            });
            break;
        }
        let separator = text.trim() == SUPPORT_SEPARATOR;
        if separator || looks_like_separator(text) {
            if !separator {
                // Read as the separator all the same, so the abilities below are checked
                // as the support abilities they are meant to be.
                errors.push(ParseError::BadSeparator { span: line.span() });
            }
            if in_support {
                errors.push(ParseError::DuplicateSupport { span: line.span() });
            }
            in_support = true;
            failed_parent = false;
            continue;
        }
        let target = if in_support { &mut support } else { &mut abilities };
        let before = errors.len();
        let line_errors = LineErrors {
            list: &mut errors,
            repair: lines_in_error < MAX_REPAIRED_LINES,
            explain: !stop_at_first,
        };
        let parsed = parse_body_line(line.start, text, target, line_errors, &mut counter_names, failed_parent);
        if errors.len() > before {
            if stop_at_first {
                return (None, errors);
            }
            lines_in_error += 1;
        }
        if !is_bullet(text) {
            failed_parent = !parsed;
        }
    }
    for a in abilities.iter().chain(support.iter()) {
        check_options(a, &mut errors);
    }
    errors.sort_by_key(|e| e.span().start);
    (
        Some(Card {
            header,
            abilities,
            support,
            counter_names,
        }),
        errors,
    )
}

fn check_options(a: &Ability, errors: &mut Vec<ParseError>) {
    let effect = match &a.kind {
        AbilityKind::Effect(e) => e,
        AbilityKind::Reaction(r) => &r.effect,
        AbilityKind::QuickAction(q) => &q.effect,
        _ => return,
    };
    match effect.sentences.last() {
        Some(Sentence::Choose(c)) if c.options.is_empty() => errors.push(ParseError::ChooseWithoutOptions {
            what: "Choose".into(),
            span: a.span,
        }),
        Some(Sentence::Roll(r)) if r.outcomes.is_empty() => errors.push(ParseError::ChooseWithoutOptions {
            what: "On a:".into(),
            span: a.span,
        }),
        Some(Sentence::Depending(d)) if d.outcomes.is_empty() => errors.push(ParseError::ChooseWithoutOptions {
            what: "depending on …:".into(),
            span: a.span,
        }),
        _ => {}
    }
}

/// Whether `value` has the shape of a rarity: capitalised words of letters (`Mythic`,
/// `Ultra Rare`), so that a typo or a new rarity is told apart from a value that is no
/// word at all.
fn is_rarity_word(value: &str) -> bool {
    !value.is_empty()
        && value.len() <= 40
        && value.split(' ').all(|w| {
            w.chars().next().is_some_and(|c| c.is_ascii_uppercase()) && w.chars().all(|c| c.is_ascii_alphabetic())
        })
}

/// Whether a body line is a bullet, an option of the ability above.
fn is_bullet(text: &str) -> bool {
    let text = text.trim_start();
    text.starts_with(['•', '*']) || text.starts_with("- ")
}

/// A line meant as `--- support ---` but written otherwise: `-- support --`,
/// `---support---`, `--- Support ---`, `--- support`.
fn looks_like_separator(text: &str) -> bool {
    let t = text.trim();
    t.starts_with("--") && t.trim_matches(['-', ' ']).eq_ignore_ascii_case("support")
}

/// Where the errors of one line go, whether a syntax error there may be repaired
/// ([`MAX_REPAIRED_LINES`]), and whether it is explained at all ([`Errors`]).
struct LineErrors<'a> {
    list: &'a mut Vec<ParseError>,
    repair: bool,
    explain: bool,
}

impl LineErrors<'_> {
    /// The syntax error of a line that `rule` failed on: explained (see
    /// [`syntax_error`]), or, when nobody reads it, only where the line is.
    fn syntax(&mut self, e: pest::error::Error<Rule>, rule: Rule, text: &str, start: usize, normalized: &Normalized) {
        self.list.push(if self.explain {
            syntax_error(e, rule, text, start, normalized, self.repair)
        } else {
            ParseError::Syntax {
                message: "the line does not parse".into(),
                span: Span::new(start, start + text.len()),
                label: String::new(),
                help: None,
            }
        });
    }
}

/// Parses one ability (or bullet) line and adds it to `target`; whether it did. The
/// bullets of an ability that did not parse (`failed_parent`) are parsed for their own
/// mistakes, and dropped.
fn parse_body_line(
    start: usize,
    text: &str,
    target: &mut Vec<Ability>,
    errors: LineErrors<'_>,
    counter_names: &mut Vec<Spanned<String>>,
    failed_parent: bool,
) -> bool {
    let mut line_errors = errors;
    let errors = &mut *line_errors.list;
    let line_span = Span::new(start, start + text.len());
    if text.len() > MAX_LINE {
        errors.push(ParseError::LineTooLong {
            len: text.len(),
            max: MAX_LINE,
            span: line_span,
        });
        return false;
    }
    if let Some(e) = pre_check(start, text) {
        errors.push(e);
        return false;
    }
    if is_bullet(text) {
        let parent = target.last_mut().filter(|a| !failed_parent && open_modal(a));
        if parent.is_none() && !failed_parent {
            errors.push(ParseError::BulletWithoutChoose { span: line_span });
            return false;
        }
        let normalized = Normalized::new(text);
        return match CardParser::parse(Rule::bullet_line, &normalized.text) {
            Ok(pairs) if too_deep(&pairs, start, &normalized, errors) => false,
            Ok(mut pairs) => {
                let mut lower = Lower::new(start, &normalized);
                let bullet = lower.bullet_line(pairs.next().expect("bullet_line"));
                errors.extend(lower.errors.drain(..).map(ParseError::with_default_help));
                counter_names.append(&mut lower.counters);
                match parent {
                    Some(parent) => {
                        attach_bullet(parent, bullet, errors);
                        true
                    }
                    None => false,
                }
            }
            Err(e) => {
                line_errors.syntax(e, Rule::bullet_line, text, start, &normalized);
                false
            }
        };
    }
    if text.trim_start().starts_with('(') && text.trim_end().trim_end_matches('.').ends_with(')') {
        // A line of reminder text alone (a token's `(If I leave …)`): kept, no rules.
        target.push(Ability {
            kind: AbilityKind::Effect(Effect { sentences: Vec::new() }),
            reminder: Some(text.trim().to_string()),
            span: line_span,
        });
        return true;
    }
    let normalized = Normalized::new(text);
    match CardParser::parse(Rule::ability_line, &normalized.text) {
        Ok(pairs) if too_deep(&pairs, start, &normalized, errors) => false,
        Ok(mut pairs) => {
            let mut lower = Lower::new(start, &normalized);
            let ability = lower.ability_line(pairs.next().expect("ability_line"));
            errors.extend(lower.errors.drain(..).map(ParseError::with_default_help));
            counter_names.append(&mut lower.counters);
            target.push(ability);
            true
        }
        Err(e) => {
            line_errors.syntax(e, Rule::ability_line, text, start, &normalized);
            false
        }
    }
}

/// Whether a line that parsed nests quoted abilities deeper than [`MAX_QUOTE_DEPTH`]; if so
/// the error is pushed. Straight quotes both open and close, so only the parse tree tells
/// how deep they really nest; [`pre_check`] has already bounded the count of quotes, and
/// with it the parser's recursion.
fn too_deep(
    pairs: &pest::iterators::Pairs<'_, Rule>,
    start: usize,
    normalized: &Normalized,
    errors: &mut Vec<ParseError>,
) -> bool {
    let mut deepest = 0;
    let mut outermost = None;
    let mut stack: Vec<(pest::iterators::Pair<'_, Rule>, usize)> = pairs.clone().map(|p| (p, 0)).collect();
    while let Some((pair, depth)) = stack.pop() {
        let depth = depth + usize::from(pair.as_rule() == Rule::g_ability);
        if pair.as_rule() == Rule::g_ability && depth == 1 {
            let at = pair.as_span().start();
            outermost = Some(outermost.map_or(at, |o: usize| o.min(at)));
        }
        deepest = deepest.max(depth);
        stack.extend(pair.into_inner().map(|p| (p, depth)));
    }
    if deepest <= MAX_QUOTE_DEPTH {
        return false;
    }
    let at = start + normalized.original(outermost.unwrap_or(0));
    errors.push(ParseError::TooDeep {
        what: Nesting::Quotes,
        depth: deepest,
        max: MAX_QUOTE_DEPTH,
        span: Span::new(at, at + 1),
    });
    true
}

/// The byte length of the character at byte `at` of `text` (a curly quote is three).
fn char_len(text: &str, at: usize) -> usize {
    text[at..].chars().next().map_or(1, char::len_utf8)
}

/// Problems worth a precise message before the grammar runs: unclosed quotes and
/// brackets, and far too many quotes (which bounds the parser's recursion; how deep the
/// quotes really nest is known once the line parses, see [`too_deep`]).
fn pre_check(start: usize, text: &str) -> Option<ParseError> {
    let quotes: Vec<usize> = text.match_indices(['"', '“', '”']).map(|(i, _)| i).collect();
    if quotes.len() % 2 == 1 {
        let at = *quotes.last().expect("odd count");
        return Some(ParseError::UnclosedQuote {
            span: Span::new(start + at, start + at + char_len(text, at)),
        });
    }
    // More pairs of quotes than twice the depth limit: nested or not, this is no ability
    // (real lines hold one or two), and parsing it would recurse as deep as it nests.
    if quotes.len() > 2 * MAX_QUOTE_PAIRS {
        let at = quotes.first().copied().unwrap_or(0);
        return Some(ParseError::TooDeep {
            what: Nesting::Quotes,
            depth: quotes.len() / 2,
            max: MAX_QUOTE_DEPTH,
            span: Span::new(start + at, start + at + char_len(text, at)),
        });
    }
    for (open, close) in [('[', ']'), ('(', ')'), ('{', '}')] {
        let mut stack = Vec::new();
        for (i, c) in text.char_indices() {
            if c == open {
                stack.push(i);
                if stack.len() > MAX_BRACKET_DEPTH {
                    return Some(ParseError::TooDeep {
                        what: Nesting::Brackets,
                        depth: stack.len(),
                        max: MAX_BRACKET_DEPTH,
                        span: Span::new(start + i, start + i + 1),
                    });
                }
            } else if c == close && stack.pop().is_none() {
                return Some(ParseError::UnmatchedBracket {
                    open,
                    close,
                    span: Span::new(start + i, start + i + 1),
                });
            }
        }
        if let Some(at) = stack.first() {
            return Some(ParseError::UnclosedBracket {
                open,
                close,
                span: Span::new(start + at, start + at + 1),
            });
        }
    }
    None
}

/// Whether the ability ends in a `Choose …:` or `On a:` that takes bullets.
fn open_modal(a: &Ability) -> bool {
    let effect = match &a.kind {
        AbilityKind::Effect(e) => e,
        AbilityKind::Reaction(r) => &r.effect,
        AbilityKind::QuickAction(q) => &q.effect,
        AbilityKind::Passive(p) => return replacement_roll(&p.statement).is_some(),
        _ => return false,
    };
    matches!(
        effect.sentences.last(),
        Some(Sentence::Choose(_) | Sentence::Roll(_) | Sentence::Depending(_))
    )
}

/// `If … would …, roll a die:`: the roll that takes the bullets.
fn replacement_roll(s: &Statement) -> Option<&DieRoll> {
    match s {
        Statement::Replacement {
            instead: Sentence::Roll(d),
            ..
        } => Some(d),
        _ => None,
    }
}

fn attach_bullet(parent: &mut Ability, bullet: crate::lower::Bullet, errors: &mut Vec<ParseError>) {
    parent.span.end = bullet.span.end;
    if let AbilityKind::Passive(Passive {
        statement: Statement::Replacement {
            instead: Sentence::Roll(d),
            ..
        },
        ..
    }) = &mut parent.kind
    {
        match bullet.body {
            BulletBody::Outcome(range, effect, instead) => d.outcomes.push(DieOutcome {
                range,
                effect,
                reminder: bullet.reminder,
                instead,
            }),
            BulletBody::Option(_) => errors.push(ParseError::Syntax {
                message: "an option under `roll a die:` without a die result".into(),
                span: bullet.span,
                label: "expected a die result such as `1-3:` or `4+:`".into(),
                help: Some("write each result as `• 1-3: …`".into()),
            }),
        }
        return;
    }
    let effect = match &mut parent.kind {
        AbilityKind::Effect(e) => e,
        AbilityKind::Reaction(r) => &mut r.effect,
        AbilityKind::QuickAction(q) => &mut q.effect,
        _ => return,
    };
    match (effect.sentences.last_mut(), bullet.body) {
        (Some(Sentence::Choose(c)), BulletBody::Option(kind)) => {
            c.options.push(Ability {
                kind,
                reminder: bullet.reminder,
                span: bullet.span,
            });
        }
        (
            Some(Sentence::Roll(DieRoll { outcomes, .. }) | Sentence::Depending(Depending { outcomes, .. })),
            BulletBody::Outcome(range, effect, instead),
        ) => {
            outcomes.push(DieOutcome {
                range,
                effect,
                reminder: bullet.reminder,
                instead,
            });
        }
        (Some(Sentence::Choose(_)), BulletBody::Outcome(..)) => errors.push(ParseError::Syntax {
            message: "a die result under `Choose`".into(),
            span: bullet.span,
            label: "this bullet starts with a die result".into(),
            help: Some("die results like `4+:` belong under `Roll a die. On a:`".into()),
        }),
        (_, _) => errors.push(ParseError::Syntax {
            message: "an option under `Roll a die. On a:` without a die result".into(),
            span: bullet.span,
            label: "expected a die result such as `1-3:` or `4+:`".into(),
            help: Some("write each result as `• 1-3: …`".into()),
        }),
    }
}

#[derive(Clone, Copy)]
struct Line<'a> {
    start: usize,
    text: &'a str,
}

impl Line<'_> {
    fn end(&self) -> usize {
        self.start + self.text.len()
    }
    fn span(&self) -> Span {
        Span::new(self.start, self.end())
    }
}

fn split_lines(source: &str) -> Vec<Line<'_>> {
    let mut out = Vec::new();
    let mut start = 0;
    for piece in source.split_inclusive('\n') {
        let text = piece.trim_end_matches(['\n', '\r']);
        out.push(Line { start, text });
        start += piece.len();
    }
    out
}

fn is_comment(text: &str) -> bool {
    text.trim_start().starts_with("//")
}

/// Whether `line`, written as a line of a card file's body, would be read as the file's
/// structure rather than as an ability: the support box's separator (or a near miss of
/// it) or a comment. A tool that writes text from elsewhere into a card file (`altered
/// import`) must not let such text add a section or hide what follows.
///
/// ```
/// use altered_grammar::reads_as_structure;
/// assert!(reads_as_structure("--- support ---"));
/// assert!(reads_as_structure("-- Support --"));
/// assert!(reads_as_structure("  // a note"));
/// assert!(!reads_as_structure("Draw a card."));
/// ```
pub fn reads_as_structure(line: &str) -> bool {
    line.trim() == SUPPORT_SEPARATOR || looks_like_separator(line) || is_comment(line)
}

fn parse_header(lines: &[Line<'_>], header_span: Span, errors: &mut Vec<ParseError>) -> Header {
    let mut h = Header::default();
    let mut seen: Vec<(&str, Span)> = Vec::new();
    for line in lines {
        let Some((key, value)) = line.text.split_once(':') else {
            errors.push(ParseError::BadHeaderLine { span: line.span() });
            continue;
        };
        let key_trim = key.trim();
        let key_span = Span::new(
            line.start + (key.len() - key.trim_start().len()),
            line.start + key.trim_end().len(),
        );
        let value_offset = line.start + key.len() + 1 + (value.len() - value.trim_start().len());
        let value = value.trim();
        let vspan = Span::new(value_offset, value_offset + value.len());
        let Some(&field) = FIELDS.iter().find(|f| f.eq_ignore_ascii_case(key_trim)) else {
            let suggestion = suggest(key_trim, FIELDS.iter().copied());
            errors.push(ParseError::UnknownField {
                key: key_trim.to_string(),
                span: key_span,
                suggestion,
                help: Some(match suggestion {
                    Some(s) => format!("did you mean `{s}`?"),
                    None => format!("header fields are {}", FIELDS.join(", ")),
                }),
            });
            continue;
        };
        if let Some((_, first)) = seen.iter().find(|(k, _)| *k == field) {
            errors.push(ParseError::DuplicateField {
                key: field.to_string(),
                span: key_span,
                first: *first,
            });
            continue;
        }
        seen.push((field, key_span));
        match field {
            "name" => {
                if value.is_empty() {
                    errors.push(bad(field, "the name is empty", vspan, None));
                } else {
                    h.name = Some(Spanned::new(value.to_string(), vspan));
                }
            }
            "type" => {
                let (ty, subs) = match value.split_once(['—', '–']).or_else(|| value.split_once(" - ")) {
                    Some((t, s)) => (t.trim(), Some(s)),
                    None => (value, None),
                };
                // `Token Landmark Permanent`: a token card whose tokens are of the type
                // after the word (CR 1.1.7.b; `Token` alone is a Character's, 2.2.1.d).
                let token_of = ty
                    .split_once(' ')
                    .filter(|(first, _)| first.eq_ignore_ascii_case("Token"))
                    .map(|(_, of)| of.trim());
                match token_of {
                    Some(of) => match CardType::from_word(of) {
                        Some(CardType::Character) => h.card_type = Some(Spanned::new(CardType::Token, vspan)),
                        Some(t @ (CardType::LandmarkPermanent | CardType::ExpeditionPermanent)) => {
                            h.card_type = Some(Spanned::new(CardType::Token, vspan));
                            h.token_of = Some(Spanned::new(t, vspan));
                        }
                        _ => errors.push(bad(
                            field,
                            &format!("`{of}` is not a type a token can have"),
                            vspan,
                            Some("a token is a `Token` (a Character), `Token Landmark Permanent` or `Token Expedition Permanent`".into()),
                        )),
                    },
                    None => match CardType::from_word(ty) {
                        Some(t) => h.card_type = Some(Spanned::new(t, vspan)),
                        None => errors.push(bad(
                            field,
                            &format!("`{ty}` is not a card type"),
                            vspan,
                            vocab_help::<CardType>(ty),
                        )),
                    },
                }
                if let Some(subs) = subs {
                    let base = value_offset + (value.len() - subs.len());
                    h.subtypes = comma_list(subs, base);
                }
            }
            "faction" => match Faction::from_word(value) {
                Some(f) => h.faction = Some(Spanned::new(f, vspan)),
                None => errors.push(bad(
                    field,
                    &format!("`{value}` is not a faction"),
                    vspan,
                    vocab_help::<Faction>(value),
                )),
            },
            "rarity" => match Rarity::from_word(value) {
                Some(r) => h.rarity = Some(Spanned::new(r, vspan)),
                // A word that names no rarity of the language may be one a declaration
                // adds (`rarities: Mythic`): the interpreter's check decides.
                None if is_rarity_word(value) => h.other_rarity = Some(Spanned::new(value.to_string(), vspan)),
                None => errors.push(bad(
                    field,
                    &format!("`{value}` is not a rarity"),
                    vspan,
                    vocab_help::<Rarity>(value),
                )),
            },
            "cost" => match pairs(value, value_offset, &["hand", "reserve"]) {
                Ok(v) => {
                    h.cost = Some(Spanned::new(
                        Costs {
                            hand: v[0],
                            reserve: v[1],
                        },
                        vspan,
                    ))
                }
                Err((message, span)) => errors.push(bad(
                    field,
                    &message,
                    span,
                    Some("for example `cost: hand 3, reserve 2`".into()),
                )),
            },
            "stats" => match pairs(value, value_offset, &["forest", "mountain", "water"]) {
                Ok(v) => {
                    h.stats = Some(Spanned::new(
                        Stats {
                            forest: v[0],
                            mountain: v[1],
                            water: v[2],
                        },
                        vspan,
                    ))
                }
                Err((message, span)) => errors.push(bad(
                    field,
                    &message,
                    span,
                    Some("for example `stats: forest 2, mountain 1, water 3`".into()),
                )),
            },
            "limits" => match pairs(value, value_offset, &["reserve", "landmarks"]) {
                Ok(v) => {
                    h.limits = Some(Spanned::new(
                        Limits {
                            reserve: v[0],
                            landmarks: v[1],
                        },
                        vspan,
                    ))
                }
                Err((message, span)) => errors.push(bad(
                    field,
                    &message,
                    span,
                    Some("for example `limits: reserve 2, landmarks 2`".into()),
                )),
            },
            "refs" => {
                h.refs = comma_list(value, value_offset)
                    .into_iter()
                    .filter_map(|item| match reference(&item.node, item.span) {
                        Ok(r) => Some(Spanned::new(r, item.span)),
                        Err(e) => {
                            errors.push(e);
                            None
                        }
                    })
                    .collect()
            }
            _ => unreachable!("field list"),
        }
    }
    for (key, example) in [
        ("name", "name: Sierra & Oddball"),
        ("type", "type: Character — Robot"),
        ("faction", "faction: Axiom"),
        ("rarity", "rarity: Common"),
    ] {
        if !seen.iter().any(|(k, _)| *k == key) {
            errors.push(ParseError::MissingField {
                key,
                example,
                span: Span::new(header_span.start, header_span.start),
            });
        }
    }
    h
}

/// One item of `refs:`: `ALT_CORE_B_AX_26_C`, or with the labels of a printing that differs
/// from the header only in faction or rarity: `ALT_BISE_A_AX_56_R2 (Yzmir Rare)`.
fn reference(item: &str, span: Span) -> Result<Reference, ParseError> {
    let help = || Some("for example `refs: ALT_CORE_B_AX_26_C, ALT_BISE_A_AX_56_R2 (Yzmir Rare)`".into());
    let (id, labels) = match item.split_once('(') {
        None => (item, None),
        Some((id, rest)) => match rest.strip_suffix(')') {
            Some(labels) => (id.trim_end(), Some(labels)),
            None => {
                let what = if rest.contains(')') {
                    "has text after its labels: they end the item"
                } else {
                    "opens a `(` it does not close"
                };
                return Err(bad("refs", &format!("`{item}` {what}"), span, help()));
            }
        },
    };
    if id.is_empty() || id.contains(char::is_whitespace) || id.contains(')') {
        return Err(bad(
            "refs",
            &format!("`{item}` is not a reference: one word, then labels in parentheses"),
            span,
            help(),
        ));
    }
    let mut r = Reference::plain(id);
    for word in labels.unwrap_or("").split_whitespace() {
        if let (Some(f), None) = (Faction::from_word(word), r.faction) {
            r.faction = Some(f);
        } else if let (Some(x), None) = (Rarity::from_word(word), r.rarity) {
            r.rarity = Some(x);
        } else {
            return Err(bad(
                "refs",
                &format!("`{word}` in `{item}` is not a faction or rarity, or is given twice"),
                span,
                Some("a printing's labels are its faction and/or rarity: `(Yzmir Rare)`".into()),
            ));
        }
    }
    if labels.is_some() && r.faction.is_none() && r.rarity.is_none() {
        return Err(bad("refs", &format!("`{item}` has empty parentheses"), span, help()));
    }
    Ok(r)
}

/// `a, b, c` starting at byte `offset` of the file: each non-empty item with its span.
fn comma_list(text: &str, offset: usize) -> Vec<Spanned<String>> {
    let mut items = Vec::new();
    let mut at = offset;
    for piece in text.split(',') {
        let trimmed = piece.trim();
        if !trimmed.is_empty() {
            let start = at + (piece.len() - piece.trim_start().len());
            items.push(Spanned::new(
                trimmed.to_string(),
                Span::new(start, start + trimmed.len()),
            ));
        }
        at += piece.len() + 1;
    }
    items
}

fn bad(key: &str, message: &str, span: Span, help: Option<String>) -> ParseError {
    ParseError::BadValue {
        key: key.to_string(),
        message: message.to_string(),
        span,
        help,
    }
}

fn vocab_help<V: Vocabulary + PartialEq>(word: &str) -> Option<String> {
    Some(match V::suggest(word) {
        Some(s) => format!("did you mean `{s}`?"),
        None => format!(
            "one of: {}",
            V::TABLE.iter().map(|(_, s)| *s).collect::<Vec<_>>().join(", ")
        ),
    })
}

/// `hand 3, reserve 2` → `[3, 2]`, in the order of `names`; else what is wrong and where
/// (`offset` is the file offset of `value`), the whole value when the shape is wrong.
fn pairs(value: &str, offset: usize, names: &[&str]) -> Result<Vec<u8>, (String, Span)> {
    let whole = || {
        let expected: Vec<String> = names.iter().map(|n| format!("{n} N")).collect();
        (
            format!("expected `{}`", expected.join(", ")),
            Span::new(offset, offset + value.len()),
        )
    };
    let parts = comma_list(value, offset);
    if parts.len() != names.len() || value.split(',').count() != names.len() {
        return Err(whole());
    }
    let order = names.join(", ");
    let mut out = Vec::with_capacity(names.len());
    for (part, name) in parts.iter().zip(names) {
        let Some((k, v)) = part.node.split_once(char::is_whitespace) else {
            return Err(whole());
        };
        let k_span = Span::new(part.span.start, part.span.start + k.len());
        if !k.eq_ignore_ascii_case(name) {
            let message = if names.iter().any(|n| n.eq_ignore_ascii_case(k)) {
                format!("`{k}` is out of order: expected `{name}` here (the order is {order})")
            } else if let Some(meant) = suggest(k, names.iter().copied()) {
                format!("`{k}` is not `{meant}`")
            } else {
                format!("expected `{name}` here, not `{k}` (the order is {order})")
            };
            return Err((message, k_span));
        }
        let v_trim = v.trim();
        let v_start = part.span.end - v_trim.len();
        match v_trim.parse::<u8>() {
            Ok(n) => out.push(n),
            Err(_) => {
                return Err((
                    format!("`{v_trim}` is not a number from 0 to 255"),
                    Span::new(v_start, part.span.end),
                ))
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(refs: &str) -> (Option<Card>, Vec<ParseError>) {
        parse_card(&format!(
            "name: Twin\ntype: Character\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
             stats: forest 1, mountain 1, water 1\nrefs: {refs}\n"
        ))
    }

    /// CR 1.1.6.e–g: a trigger symbol spelled as the rules define it is that symbol.
    #[test]
    fn a_trigger_symbol_may_be_spelled_as_the_rules_define_it() {
        let ability = |line: &str| {
            let (card, errors) = parse_card(&format!(
                "name: Twin\ntype: Character\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
                 stats: forest 1, mountain 1, water 1\n\n{line}\n"
            ));
            assert!(errors.is_empty(), "{line}: {errors:?}");
            crate::render_ability(&card.expect("a card").abilities[0])
        };
        for (spelled, symbol) in [
            (
                "When I join the Expedition zone or the Landmark zone — Draw a card.",
                "{J} Draw a card.",
            ),
            ("When I am played from Hand — Draw a card.", "{H} Draw a card."),
            ("When I'm played from your hand | Draw a card.", "{H} Draw a card."),
            ("When I am played from Reserve — Draw a card.", "{R} Draw a card."),
        ] {
            assert_eq!(ability(spelled), ability(symbol), "{spelled}");
        }
        assert_ne!(
            ability("When I am played from Reserve — Draw a card."),
            ability("{H} Draw a card.")
        );
    }

    #[test]
    fn a_reference_may_carry_its_printings_faction_and_rarity() {
        let (card, errors) = header("ALT_C, ALT_R2 (Yzmir Rare), ALT_R1 (Rare), ALT_X (Lyra)");
        assert!(errors.is_empty(), "{errors:?}");
        let card = card.unwrap();
        let refs: Vec<&Reference> = card.header.refs.iter().map(|r| &r.node).collect();
        assert_eq!(refs[0], &Reference::plain("ALT_C"));
        assert_eq!(
            (refs[1].id.as_str(), refs[1].faction, refs[1].rarity),
            ("ALT_R2", Some(Faction::Yzmir), Some(Rarity::Rare))
        );
        assert_eq!((refs[2].faction, refs[2].rarity), (None, Some(Rarity::Rare)));
        assert_eq!((refs[3].faction, refs[3].rarity), (Some(Faction::Lyra), None));
        // Written back as read.
        assert!(crate::render_card(&card).contains("refs: ALT_C, ALT_R2 (Yzmir Rare), ALT_R1 (Rare), ALT_X (Lyra)\n"));
    }

    /// Issue 18: only the first lines in error of a file get the search for the small fix
    /// that makes them parse (a dozen parses each); the others get the parser's message.
    #[test]
    fn only_the_first_lines_in_error_are_repaired() {
        let header = "name: Big\ntype: Character\nfaction: Axiom\nrarity: Common\n\
                      cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\n\n";
        let source = format!(
            "{header}{}",
            "All Reserve limits are reduced by 1\n".repeat(MAX_REPAIRED_LINES + 2)
        );
        let (_, errors) = parse_card(&source);
        let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(messages.len(), MAX_REPAIRED_LINES + 2, "{messages:?}");
        let repaired = messages
            .iter()
            .filter(|m| *m == "expected `.` at the end of the ability")
            .count();
        assert_eq!(repaired, MAX_REPAIRED_LINES, "{messages:?}");
        assert!(
            messages[MAX_REPAIRED_LINES..].iter().all(|m| m.starts_with("expected")),
            "{messages:?}"
        );
    }

    /// Issue 18: a file full of errors is bounded: the first hundred lines in error are
    /// reported, the rest counted and not checked.
    #[test]
    fn a_file_of_errors_reports_the_first_hundred_and_counts_the_rest() {
        let header = "name: Big\ntype: Character\nfaction: Axiom\nrarity: Common\n\
                      cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\n\n";
        let source = format!(
            "{header}{}// a note\n{}",
            "a a\n".repeat(150),
            "Draw a card.\n".repeat(3)
        );
        let (card, errors) = parse_card(&source);
        let syntax = errors.iter().filter(|e| matches!(e, ParseError::Syntax { .. })).count();
        assert_eq!(syntax, MAX_EXPLAINED_LINES);
        let last = errors.last().unwrap();
        assert!(
            matches!(
                last,
                ParseError::TooManyErrors {
                    explained: 100,
                    unchecked: 53,
                    ..
                }
            ),
            "{last:?}"
        );
        // The label is on the first line not checked: the 101st `a a`.
        let at = last.span().start;
        assert_eq!(&source[at..at + 3], "a a");
        assert_eq!(source[..at].matches("a a").count(), 100);
        assert!(
            card.unwrap().abilities.is_empty(),
            "the good lines after the cut are not read"
        );
        // Under the limit, every line is reported.
        let (_, errors) = parse_card(&format!("{header}{}", "a a\n".repeat(99)));
        assert_eq!(errors.len(), 99);
        assert!(!errors.iter().any(|e| matches!(e, ParseError::TooManyErrors { .. })));
    }

    #[test]
    fn bad_labels_are_errors_naming_the_item() {
        for (refs, says) in [
            ("ALT_C, ALT_R (Yzmir", "does not close"),
            ("ALT_R (Yzmir) x", "text after its labels"),
            ("ALT_R (Blue)", "`Blue` in `ALT_R (Blue)` is not a faction or rarity"),
            ("ALT_R (Rare Rare)", "given twice"),
            ("ALT_R ()", "empty parentheses"),
            ("ALT R", "is not a reference"),
        ] {
            let (_, errors) = header(refs);
            assert_eq!(errors.len(), 1, "{refs}: {errors:?}");
            let message = errors[0].to_string();
            assert!(message.contains(says), "{refs}: {message}");
        }
    }
}
