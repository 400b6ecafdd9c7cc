//! The checks run on a card that parsed: each looks for one kind of mistake a card file
//! can make while still following the grammar. One check per file under `checks/`, each
//! saying what it catches, why that is a problem, and how to fix it.

use std::fmt;

use altered_grammar::{Amount, Card, CardType, KeywordName, Span, StatusName};

use crate::lexicon::Lexicon;
use miette::Diagnostic;
use thiserror::Error;

mod bad_token_stats;
mod effect_without_trigger;
mod keyword_on_wrong_type;
mod limits_on_non_hero;
mod missing_cost;
mod missing_keyword_parameter;
mod missing_limits;
mod missing_stats;
mod no_behaviour;
mod reminder_contradicts_definition;
mod reminder_contradicts_keyword;
mod stats_on_non_character;
mod support_cost_outside_support;
mod support_needs_play;
mod token_contradicts_card;
mod token_without_subtype;
mod unexpected_cost;
mod unexpected_keyword_parameter;
mod unknown_counter;
mod unknown_keyword;
mod unknown_rarity;
mod unknown_subtype;
mod unknown_token;

/// Runs every check on `card`, given the pool's lexicon, in no particular order (the
/// caller sorts).
pub(crate) fn check_card(card: &Card, lexicon: &Lexicon, source: &str) -> Vec<CheckError> {
    let mut out = Vec::new();
    unknown_subtype::check(card, lexicon, &mut out);
    unknown_counter::check(card, lexicon, &mut out);
    unknown_token::check(card, lexicon, &mut out);
    token_contradicts_card::check(card, lexicon, &mut out);
    unknown_rarity::check(card, lexicon, &mut out);
    unknown_keyword::check(card, lexicon, &mut out);
    stats_on_non_character::check(card, &mut out);
    missing_stats::check(card, &mut out);
    unexpected_cost::check(card, &mut out);
    missing_cost::check(card, &mut out);
    limits_on_non_hero::check(card, &mut out);
    missing_limits::check(card, &mut out);
    support_needs_play::check(card, &mut out);
    support_cost_outside_support::check(card, &mut out);
    token_without_subtype::check(card, &mut out);
    bad_token_stats::check(card, &mut out);
    missing_keyword_parameter::check(card, &mut out);
    keyword_on_wrong_type::check(card, &mut out);
    unexpected_keyword_parameter::check(card, &mut out);
    reminder_contradicts_keyword::check(card, &mut out);
    reminder_contradicts_definition::check(card, lexicon, &mut out);
    effect_without_trigger::check(card, &mut out);
    no_behaviour::check(card, source, &mut out);
    out
}

/// Every code a [`CheckError`] can have, so documentation can be checked against it.
pub const CHECK_CODES: &[&str] = &[
    "altered::check::unknown_subtype",
    "altered::check::unknown_counter",
    "altered::check::unknown_token",
    "altered::check::token_contradicts_card",
    "altered::check::unknown_rarity",
    "altered::check::unknown_keyword",
    "altered::check::stats_on_non_character",
    "altered::check::missing_stats",
    "altered::check::unexpected_cost",
    "altered::check::missing_cost",
    "altered::check::limits_on_non_hero",
    "altered::check::missing_limits",
    "altered::check::support_needs_play",
    "altered::check::support_cost_outside_support",
    "altered::check::token_without_subtype",
    "altered::check::bad_token_stats",
    "altered::check::missing_keyword_parameter",
    "altered::check::keyword_on_wrong_type",
    "altered::check::unexpected_keyword_parameter",
    "altered::check::reminder_contradicts_keyword",
    "altered::check::reminder_contradicts_definition",
    "altered::check::effect_without_trigger",
    "altered::check::no_behaviour",
];

/// A problem in a card that parses: its header fields disagree with its type, or an
/// ability says something that cannot work where it is written.
///
/// Every variant has a stable code (`altered::check::…`), a span into the whole file, a
/// label and help.
#[derive(Debug, Clone, Error, Diagnostic, PartialEq)]
#[non_exhaustive]
pub enum CheckError {
    /// A sub-type that neither the pool's declarations nor the bundled vocabulary know;
    /// most often a typo.
    #[error("unknown sub-type `{subtype}`")]
    #[diagnostic(code(altered::check::unknown_subtype))]
    UnknownSubtype {
        /// As written.
        subtype: String,
        /// Where.
        #[label("not a known sub-type")]
        span: Span,
        /// A suggestion, or how to declare it.
        #[help]
        help: WordHelp,
    },
    /// A counter name that no declaration knows; most often a typo.
    #[error("unknown counter `{counter}`")]
    #[diagnostic(code(altered::check::unknown_counter))]
    UnknownCounter {
        /// As written.
        counter: String,
        /// Where.
        #[label("not a known counter")]
        span: Span,
        /// A suggestion, or how to declare it.
        #[help]
        help: WordHelp,
    },
    /// A token template whose name is no token card of the pool.
    #[error("no token card is named `{name}`")]
    #[diagnostic(code(altered::check::unknown_token))]
    UnknownToken {
        /// As written.
        name: String,
        /// Where.
        #[label("not the name of a token card")]
        span: Span,
        /// A suggestion, or how to add the token card.
        #[help]
        help: WordHelp,
    },
    /// A token template whose statistics or sub-types are not its token card's.
    #[error("`{name}` {what}")]
    #[diagnostic(
        code(altered::check::token_contradicts_card),
        help("a token template repeats its token card (CR 7.3.5.b); write `{card}`, or fix `{path}`")
    )]
    TokenContradictsCard {
        /// The token's name.
        name: String,
        /// What differs (`is 2/2/2 in its card, not 1/1/1`).
        what: String,
        /// The template as its card says it (`Brassbug 2/2/2 Robot`).
        card: String,
        /// The token card's file.
        path: String,
        /// The template.
        #[label("not as its token card says")]
        span: Span,
    },
    /// A word alone as a sentence that is no keyword of the language or the pool.
    #[error("no keyword is named `{name}`")]
    #[diagnostic(code(altered::check::unknown_keyword))]
    UnknownKeyword {
        /// As written.
        name: String,
        /// Where.
        #[label("not a keyword")]
        span: Span,
        /// A suggestion, or how to define it.
        #[help]
        help: WordHelp,
    },
    /// A rarity that no declaration knows.
    #[error("unknown rarity `{rarity}`")]
    #[diagnostic(code(altered::check::unknown_rarity))]
    UnknownRarity {
        /// As written.
        rarity: String,
        /// Where.
        #[label("not a known rarity")]
        span: Span,
        /// A suggestion, or how to declare it.
        #[help]
        help: WordHelp,
    },
    /// `stats:` on a card that is not a Character or a token.
    #[error("a {card_type} has no statistics")]
    #[diagnostic(
        code(altered::check::stats_on_non_character),
        help("only Characters and tokens have forest, mountain and water statistics (CR 2.2.7); remove the `stats:` line")
    )]
    StatsOnNonCharacter {
        /// The card's type.
        card_type: CardType,
        /// The `stats:` value.
        #[label("statistics on a {card_type}")]
        span: Span,
    },
    /// A Character or token without `stats:`.
    #[error("a {card_type} needs statistics")]
    #[diagnostic(
        code(altered::check::missing_stats),
        help("add a header line such as `stats: forest 2, mountain 1, water 3`")
    )]
    MissingStats {
        /// The card's type.
        card_type: CardType,
        /// The `type:` value.
        #[label("a {card_type} without `stats:`")]
        span: Span,
    },
    /// `cost:` on a Hero or a token.
    #[error("a {card_type} has no cost")]
    #[diagnostic(
        code(altered::check::unexpected_cost),
        help("a {card_type} is never played from hand or Reserve, so it has no hand or reserve cost; remove the `cost:` line")
    )]
    UnexpectedCost {
        /// The card's type.
        card_type: CardType,
        /// The `cost:` value.
        #[label("a cost on a {card_type}")]
        span: Span,
    },
    /// A Character, Spell or Permanent without `cost:`.
    #[error("a {card_type} needs a cost")]
    #[diagnostic(
        code(altered::check::missing_cost),
        help("add a header line such as `cost: hand 3, reserve 2` (CR 2.2.4)")
    )]
    MissingCost {
        /// The card's type.
        card_type: CardType,
        /// The `type:` value.
        #[label("a {card_type} without `cost:`")]
        span: Span,
    },
    /// `limits:` on a card that is not a Hero.
    #[error("a {card_type} has no limits")]
    #[diagnostic(
        code(altered::check::limits_on_non_hero),
        help("only a Hero has reserve and landmark limits (CR 2.2.8); remove the `limits:` line")
    )]
    LimitsOnNonHero {
        /// The card's type.
        card_type: CardType,
        /// The `limits:` value.
        #[label("limits on a {card_type}")]
        span: Span,
    },
    /// A Hero without `limits:`.
    #[error("a Hero needs limits")]
    #[diagnostic(
        code(altered::check::missing_limits),
        help("add a header line such as `limits: reserve 2, landmarks 2` (CR 2.2.8)")
    )]
    MissingLimits {
        /// The `type:` value.
        #[label("a Hero without `limits:`")]
        span: Span,
    },
    /// A support ability that needs the card in play.
    #[error("a support ability {needs}")]
    #[diagnostic(
        code(altered::check::support_needs_play),
        help(
            "support abilities work only while the card is in Reserve (CR 2.2.12.i, 2.2.12.j), and not while it is \
             exhausted; move this ability above `--- support ---`, or give it a cost a card in Reserve can pay"
        )
    )]
    SupportNeedsPlay {
        /// What it needs that a card in Reserve cannot do.
        needs: NeedsPlay,
        /// The cost or trigger.
        #[label("only possible while I am in play")]
        span: Span,
    },
    /// `support` (`{D}`) as a cost in the ability box.
    #[error("`support` cost outside the support box")]
    #[diagnostic(
        code(altered::check::support_cost_outside_support),
        help(
            "`support` discards me from Reserve, which is only possible while I am in Reserve; move this \
             ability below `--- support ---`, or use another cost"
        )
    )]
    SupportCostOutsideSupport {
        /// The cost.
        #[label("I am not in Reserve when this ability works")]
        span: Span,
    },
    /// A token template without a sub-type.
    #[error("token `{name}` has no sub-type")]
    #[diagnostic(
        code(altered::check::token_without_subtype),
        severity(Warning),
        help("every printed token has a sub-type; write it after the statistics, as in `Brassbug 2/2/2 Robot token`")
    )]
    TokenWithoutSubtype {
        /// The token's name.
        name: String,
        /// The token's name as written.
        #[label("no sub-type")]
        span: Span,
    },
    /// A token statistic over 20.
    #[error("token `{name}` has statistics {forest}/{mountain}/{water}")]
    #[diagnostic(
        code(altered::check::bad_token_stats),
        help("a token's statistics are at most {max} each; check for a typo such as `22/2/2` for `2/2/2`")
    )]
    BadTokenStats {
        /// The token's name.
        name: String,
        /// Forest.
        forest: u8,
        /// Mountain.
        mountain: u8,
        /// Water.
        water: u8,
        /// The largest statistic allowed.
        max: u8,
        /// The token's name as written.
        #[label("a statistic over {max}")]
        span: Span,
    },
    /// A keyword ability printed on a card of a type the rules do not print it on (CR
    /// 7.4.x.a): Cooldown off a Spell, Eternal on a Permanent.
    #[error("`{keyword}` is printed on a {card_type}")]
    #[diagnostic(
        code(altered::check::keyword_on_wrong_type),
        severity(Warning),
        help("`{keyword}` appears on {expected} only (CR 7.4); elsewhere its rules never apply: correct the `type:` line or remove the keyword")
    )]
    KeywordOnWrongType {
        /// The keyword.
        keyword: KeywordName,
        /// The card's type (a token's, as its type line says).
        card_type: CardType,
        /// The types it appears on, as the help says them.
        expected: &'static str,
        /// The keyword as written.
        #[label("not a keyword of a {card_type}")]
        span: Span,
    },
    /// `Tough` or `Scout` without its number.
    #[error("`{keyword}` needs a number")]
    #[diagnostic(
        code(altered::check::missing_keyword_parameter),
        help("write the number after the keyword, as in `{keyword} 1`")
    )]
    MissingKeywordParameter {
        /// The keyword.
        keyword: KeywordName,
        /// Where.
        #[label("`{keyword}` without a number")]
        span: Span,
    },
    /// A number after a keyword that takes none.
    #[error("`{keyword}` takes no number")]
    #[diagnostic(
        code(altered::check::unexpected_keyword_parameter),
        help("remove the number after `{keyword}`")
    )]
    UnexpectedKeywordParameter {
        /// The keyword.
        keyword: KeywordName,
        /// Where.
        #[label("only `Tough` and `Scout` take a number")]
        span: Span,
    },
    /// Reminder text that says something else than its keyword.
    #[error("the reminder text of `{item}` {contradiction}")]
    #[diagnostic(
        code(altered::check::reminder_contradicts_keyword),
        help(
            "reminder text is never interpreted, so it must say what the keyword does; fix the keyword or its reminder"
        )
    )]
    ReminderContradictsKeyword {
        /// The keyword or status of the line.
        item: Named,
        /// What the reminder says instead.
        contradiction: Contradiction,
        /// The ability.
        #[label("reminder disagrees with `{item}`")]
        span: Span,
    },
    /// Reminder text that reads as another effect than the definition of the keyword it
    /// follows (a pool's keyword, or one of the prelude's).
    #[error("the reminder text of `{keyword}` says `{reminder}`, which is not what `{keyword}` is defined as: `{definition}`")]
    #[diagnostic(
        code(altered::check::reminder_contradicts_definition),
        severity(Warning),
        help(
            "reminder text is never interpreted (CR 2.2.12.c): the card does what the definition says; fix the reminder, or the definition in the pool's `*.vocab` file"
        )
    )]
    ReminderContradictsDefinition {
        /// The keyword.
        keyword: String,
        /// The reminder, as written.
        reminder: String,
        /// The keyword's definition.
        definition: String,
        /// The ability.
        #[label("reminder disagrees with the definition of `{keyword}`")]
        span: Span,
    },
    /// A plain effect line in the ability box of a card that is not a Spell.
    #[error("a {card_type}'s effect line has no trigger")]
    #[diagnostic(
        code(altered::check::effect_without_trigger),
        help(
            "only a Spell's effect happens when it is played; on a {card_type} this line never happens. Add its \
             trigger (`etb`, `hand`, `reserve`, `At Noon |`, `When … |`), or a cost to make it a quick action"
        )
    )]
    EffectWithoutTrigger {
        /// The card's type.
        card_type: CardType,
        /// The ability.
        #[label("nothing makes this happen")]
        span: Span,
    },
    /// An ability the interpreter cannot run yet.
    #[error("{what} has no behaviour yet: the interpreter does not support {missing}: `{words}`")]
    #[diagnostic(
        code(altered::check::no_behaviour),
        severity(Warning),
        help("the card is `unsupported` until the interpreter runs this part (docs/interpreter.md lists what runs)")
    )]
    NoBehaviour {
        /// Which template.
        what: Template,
        /// What kind of part the lowering could not translate (`the action`).
        missing: String,
        /// The card's own words for that part, as written (shortened when long).
        words: String,
        /// That part.
        #[label("not supported yet")]
        span: Span,
    },
}

impl CheckError {
    /// The primary span of the problem.
    pub fn span(&self) -> Span {
        use CheckError::*;
        match self {
            UnknownSubtype { span, .. }
            | UnknownCounter { span, .. }
            | UnknownToken { span, .. }
            | TokenContradictsCard { span, .. }
            | UnknownRarity { span, .. }
            | UnknownKeyword { span, .. }
            | StatsOnNonCharacter { span, .. }
            | MissingStats { span, .. }
            | UnexpectedCost { span, .. }
            | MissingCost { span, .. }
            | LimitsOnNonHero { span, .. }
            | MissingLimits { span }
            | SupportNeedsPlay { span, .. }
            | SupportCostOutsideSupport { span }
            | TokenWithoutSubtype { span, .. }
            | BadTokenStats { span, .. }
            | MissingKeywordParameter { span, .. }
            | KeywordOnWrongType { span, .. }
            | UnexpectedKeywordParameter { span, .. }
            | ReminderContradictsKeyword { span, .. }
            | ReminderContradictsDefinition { span, .. }
            | EffectWithoutTrigger { span, .. }
            | NoBehaviour { span, .. } => *span,
        }
    }
}

/// The help of an unknown word of the open vocabulary (sub-type, counter, token, rarity).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WordHelp {
    /// A known word close to what was written.
    DidYouMean(String),
    /// Nothing close: how a new word is declared (`subtypes: Golem` in a `*.vocab` file).
    Declare(String),
    /// Nothing close to a token name: a token is a token card of the pool.
    AddTokenCard,
}

impl WordHelp {
    /// The suggestion if there is one, else how to declare `word` in the line `key:`.
    pub(crate) fn for_word(suggestion: Option<&str>, key: &str, word: &str) -> WordHelp {
        match suggestion {
            Some(s) => WordHelp::DidYouMean(s.to_string()),
            None => WordHelp::Declare(format!("{key}: {word}")),
        }
    }
}

impl fmt::Display for WordHelp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WordHelp::DidYouMean(s) => write!(f, "did you mean `{s}`?"),
            WordHelp::Declare(line) => write!(
                f,
                "a new word is declared in a `*.vocab` file of the pool: `{line}` (docs/declarations.md)"
            ),
            WordHelp::AddTokenCard => f.write_str(
                "a token is a card of the pool with `type: Token — <sub-type>` and that name (docs/declarations.md)",
            ),
        }
    }
}

/// Why a support ability cannot work from Reserve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NeedsPlay {
    /// An `exhaust` cost: an exhausted card in Reserve has no support abilities.
    Exhaust,
    /// Spends my boosts, which I lose when I go to Reserve (unless Seasoned).
    SpendBoosts,
    /// Sacrifices me, which needs me in play.
    SacrificeMe,
    /// An `etb` trigger: a card in Reserve never joins the Expedition zone from there.
    EtbTrigger,
}

impl fmt::Display for NeedsPlay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NeedsPlay::Exhaust => "cannot exhaust me: an exhausted card has no support abilities",
            NeedsPlay::SpendBoosts => "cannot spend my boosts: I lose them when I go to Reserve",
            NeedsPlay::SacrificeMe => "cannot sacrifice me: I am in Reserve, not in play",
            NeedsPlay::EtbTrigger => "never triggers on `etb`: I do not join the Expedition zone while in Reserve",
        })
    }
}

/// A keyword or a status, named in a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Named {
    /// A keyword ability, with its number if it has one.
    Keyword(KeywordName, Option<Amount>),
    /// A status.
    Status(StatusName),
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Named::Keyword(k, Some(Amount::N(n))) => write!(f, "{k} {n}"),
            Named::Keyword(k, Some(Amount::X)) => write!(f, "{k} X"),
            Named::Keyword(k, Some(Amount::XPlus(n))) => write!(f, "{k} X+{n}"),
            Named::Keyword(k, Some(Amount::ThatMany)) => write!(f, "{k} that many"),
            Named::Keyword(k, None) => write!(f, "{k}"),
            Named::Status(s) => write!(f, "{s}"),
        }
    }
}

/// How a reminder disagrees with its keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Contradiction {
    /// `Tough 2 (Opponents must pay {1} …)`.
    ToughPays(u8),
    /// The standard reminder of another keyword or status.
    ReminderOf(Named),
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::ToughPays(n) => write!(f, "says opponents pay {n}"),
            Contradiction::ReminderOf(other) => write!(f, "is the reminder of `{other}`"),
        }
    }
}

/// The template of an ability, named in a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Template {
    /// A reaction, with its trigger as written canonically (`etb`, `At Noon`, `When …`).
    Reaction(&'static str),
    /// `Cost: Effect`.
    QuickAction,
    /// A passive ability.
    Passive,
    /// A keyword line.
    Keywords(Vec<Named>),
    /// A plain effect (a Spell's).
    Effect,
    /// A template this message does not name yet.
    Other,
}

impl fmt::Display for Template {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Template::Reaction(t) => write!(f, "the `{t}` reaction"),
            Template::QuickAction => f.write_str("the quick action"),
            Template::Passive => f.write_str("the passive ability"),
            Template::Keywords(items) => {
                let statuses = items.iter().all(|i| matches!(i, Named::Status(_)));
                let noun = match (statuses, items.len() > 1) {
                    (true, false) => "status",
                    (true, true) => "statuses",
                    (false, false) => "keyword",
                    (false, true) => "keywords",
                };
                let list: Vec<String> = items.iter().map(ToString::to_string).collect();
                write!(f, "the {noun} `{}`", list.join(", "))
            }
            Template::Effect => f.write_str("the effect"),
            Template::Other => f.write_str("the ability"),
        }
    }
}

impl Named {
    /// The name of a keyword line's item.
    pub(crate) fn of(item: &altered_grammar::KeywordItem) -> Named {
        match item {
            altered_grammar::KeywordItem::Status(s) => Named::Status(*s),
            altered_grammar::KeywordItem::Keyword(k) => Named::Keyword(k.name, k.param),
        }
    }
}

/// The card's type, if the header gave one that reads.
pub(crate) fn card_type(card: &Card) -> Option<(CardType, Span)> {
    card.header.card_type.as_ref().map(|t| (t.node, t.span))
}

#[cfg(test)]
pub(crate) mod test_util {
    /// A Character header with a blank line after it: append ability lines.
    pub(crate) const CHARACTER: &str = "name: Test\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\n\
                                        cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\n\n";
    /// A Spell header.
    pub(crate) const SPELL: &str =
        "name: Test\ntype: Spell — Boon\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n";
    /// A Hero header.
    pub(crate) const HERO: &str =
        "name: Test\ntype: Hero\nfaction: Axiom\nrarity: Common\nlimits: reserve 2, landmarks 2\n\n";

    /// The codes of every diagnostic of `source`, which must parse without error.
    pub(crate) fn codes(source: &str) -> Vec<String> {
        let report = crate::check_source(source);
        let codes: Vec<String> = report
            .diagnostics
            .iter()
            .map(|d| d.code().map(|c| c.to_string()).unwrap_or_default())
            .collect();
        assert!(
            codes.iter().all(|c| !c.starts_with("altered::parse::")),
            "parse errors in\n{source}\n{report:?}"
        );
        codes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// One value of every variant. The match makes a new variant a compile error here
    /// until it is added.
    fn one_of_each() -> Vec<CheckError> {
        let span = Span::new(0, 1);
        let all = vec![
            CheckError::UnknownSubtype {
                subtype: "Robto".into(),
                span,
                help: WordHelp::DidYouMean("Robot".into()),
            },
            CheckError::UnknownCounter {
                counter: "Kelonn".into(),
                span,
                help: WordHelp::DidYouMean("Kelon".into()),
            },
            CheckError::UnknownToken {
                name: "Brasbug".into(),
                span,
                help: WordHelp::AddTokenCard,
            },
            CheckError::TokenContradictsCard {
                name: "Brassbug".into(),
                what: "is 2/2/2 in its card".into(),
                card: "Brassbug 2/2/2 Robot".into(),
                path: "brassbug.card".into(),
                span,
            },
            CheckError::UnknownKeyword {
                name: "Mend".into(),
                span,
                help: WordHelp::DidYouMean("Mend".into()),
            },
            CheckError::UnknownRarity {
                rarity: "Mythic".into(),
                span,
                help: WordHelp::Declare("rarities: Mythic".into()),
            },
            CheckError::StatsOnNonCharacter {
                card_type: CardType::Spell,
                span,
            },
            CheckError::MissingStats {
                card_type: CardType::Character,
                span,
            },
            CheckError::UnexpectedCost {
                card_type: CardType::Hero,
                span,
            },
            CheckError::MissingCost {
                card_type: CardType::Spell,
                span,
            },
            CheckError::LimitsOnNonHero {
                card_type: CardType::Spell,
                span,
            },
            CheckError::MissingLimits { span },
            CheckError::SupportNeedsPlay {
                needs: NeedsPlay::Exhaust,
                span,
            },
            CheckError::SupportCostOutsideSupport { span },
            CheckError::TokenWithoutSubtype {
                name: "Brassbug".into(),
                span,
            },
            CheckError::BadTokenStats {
                name: "Brassbug".into(),
                forest: 22,
                mountain: 2,
                water: 2,
                max: 20,
                span,
            },
            CheckError::MissingKeywordParameter {
                keyword: KeywordName::Tough,
                span,
            },
            CheckError::UnexpectedKeywordParameter {
                keyword: KeywordName::Defender,
                span,
            },
            CheckError::KeywordOnWrongType {
                keyword: KeywordName::Eternal,
                card_type: CardType::Spell,
                expected: "Characters",
                span,
            },
            CheckError::ReminderContradictsKeyword {
                item: Named::Keyword(KeywordName::Tough, Some(Amount::N(2))),
                contradiction: Contradiction::ToughPays(1),
                span,
            },
            CheckError::ReminderContradictsDefinition {
                keyword: "Mend".into(),
                reminder: "Draw two cards.".into(),
                definition: "Draw a card.".into(),
                span,
            },
            CheckError::EffectWithoutTrigger {
                card_type: CardType::Character,
                span,
            },
            CheckError::NoBehaviour {
                what: Template::Effect,
                missing: "quick actions".into(),
                words: "exhaust: Draw a card.".into(),
                span,
            },
        ];
        for e in &all {
            match e {
                CheckError::UnknownSubtype { .. }
                | CheckError::UnknownCounter { .. }
                | CheckError::UnknownToken { .. }
                | CheckError::TokenContradictsCard { .. }
                | CheckError::UnknownRarity { .. }
                | CheckError::UnknownKeyword { .. }
                | CheckError::StatsOnNonCharacter { .. }
                | CheckError::MissingStats { .. }
                | CheckError::UnexpectedCost { .. }
                | CheckError::MissingCost { .. }
                | CheckError::LimitsOnNonHero { .. }
                | CheckError::MissingLimits { .. }
                | CheckError::SupportNeedsPlay { .. }
                | CheckError::SupportCostOutsideSupport { .. }
                | CheckError::TokenWithoutSubtype { .. }
                | CheckError::BadTokenStats { .. }
                | CheckError::MissingKeywordParameter { .. }
                | CheckError::KeywordOnWrongType { .. }
                | CheckError::UnexpectedKeywordParameter { .. }
                | CheckError::ReminderContradictsKeyword { .. }
                | CheckError::ReminderContradictsDefinition { .. }
                | CheckError::EffectWithoutTrigger { .. }
                | CheckError::NoBehaviour { .. } => {}
            }
        }
        all
    }

    #[test]
    fn codes_are_unique_prefixed_and_listed() {
        let all = one_of_each();
        let codes: Vec<String> = all
            .iter()
            .map(|e| e.code().expect("every check error has a code").to_string())
            .collect();
        let unique: HashSet<&String> = codes.iter().collect();
        assert_eq!(unique.len(), codes.len(), "duplicate code in {codes:?}");
        for code in &codes {
            assert!(code.starts_with("altered::check::"), "{code}");
            assert!(CHECK_CODES.contains(&code.as_str()), "{code} missing from CHECK_CODES");
            assert!(
                include_str!("../../docs/diagnostics.md").contains(&format!("`{code}`")),
                "{code} is not in docs/diagnostics.md"
            );
        }
        assert_eq!(
            CHECK_CODES.len(),
            codes.len(),
            "CHECK_CODES lists a code no variant has"
        );
    }

    #[test]
    fn every_variant_has_a_label_and_help() {
        for e in one_of_each() {
            assert!(e.help().is_some(), "{e:?} has no help");
            let labels: Vec<_> = e.labels().expect("labels").collect();
            assert_eq!(labels.len(), 1, "{e:?}");
            assert!(labels[0].label().is_some(), "{e:?} has an empty label");
        }
    }
}
