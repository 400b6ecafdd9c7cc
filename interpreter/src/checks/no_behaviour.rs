//! `altered::check::no_behaviour` (warning).
//!
//! **Catches** every ability with rules meaning, in the ability box and the support
//! box, that the interpreter cannot run yet: the ability is lowered into the effect IR
//! (`compile_ability`, the same lowering the engine uses), and every ability whose
//! lowering fails is reported with the part that failed. Lines of reminder text alone
//! have no rules meaning and lower to nothing.
//!
//! **Why:** a card whose abilities parse and check but do nothing in a game would play
//! as a vanilla card without saying so. The warning names each such ability and the
//! missing part, and makes the card `unsupported` rather than `ok`.
//!
//! **Fix:** nothing in the card: the ability needs behaviour in the interpreter. Until
//! then the card is reported `unsupported`.

use altered_grammar::{Ability, AbilityKind, Card, Phase, Span, SymbolTrigger, Trigger};

use super::{CheckError, Named, Template};
use crate::compile::compile_ability;

pub(super) fn check(card: &Card, source: &str, out: &mut Vec<CheckError>) {
    let card_type = card.header.card_type.as_ref().map(|t| t.node);
    let main = card.abilities.iter().map(|a| (a, false));
    let support = card.support.iter().map(|a| (a, true));
    for (a, in_support) in main.chain(support) {
        if let Err(u) = compile_ability(card_type, in_support, a) {
            out.push(CheckError::NoBehaviour {
                what: template(a),
                missing: u.what,
                words: quoted(source, u.span),
                span: u.span,
            });
        }
    }
}

/// The card's words at `span`, on one line, cut after `LONGEST` characters: the message
/// names the part as the designer wrote it, and the label shows it in place.
fn quoted(source: &str, span: Span) -> String {
    const LONGEST: usize = 60;
    let text = source.get(span.start..span.end).unwrap_or_default();
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match text.char_indices().nth(LONGEST) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

fn template(a: &Ability) -> Template {
    match &a.kind {
        AbilityKind::Keywords { items, .. } => Template::Keywords(items.iter().map(|i| Named::of(&i.node)).collect()),
        AbilityKind::Reaction(r) => Template::Reaction(match &r.trigger.node {
            Trigger::Symbol(SymbolTrigger::Etb) => "etb",
            Trigger::Symbol(SymbolTrigger::Hand) => "hand",
            Trigger::Symbol(SymbolTrigger::Reserve) => "reserve",
            Trigger::Phase(p) => match p.node {
                Phase::Morning => "At Morning",
                Phase::Noon => "At Noon",
                Phase::Afternoon => "At Afternoon",
                Phase::Dusk => "At Dusk",
                Phase::Night => "At Night",
            },
            Trigger::Event(_) => "When …",
            Trigger::Defined(_) => "keyword trigger",
        }),
        AbilityKind::QuickAction(_) => Template::QuickAction,
        AbilityKind::Passive(_) => Template::Passive,
        AbilityKind::Effect(_) => Template::Effect,
        // `AbilityKind` grows with the language; a template not named here yet is still
        // reported, as "the ability".
        _ => Template::Other,
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER, SPELL};
    use crate::Status;

    const CODE: &str = "altered::check::no_behaviour";

    #[test]
    fn names_each_ability_it_cannot_run_and_the_missing_part() {
        let source = format!(
            "{CHARACTER}Tough 1.\nI am Gigantic.\netb Draw a card.\netb You may reveal a Character from your hand.\nAt Noon — You may reveal a Character from your hand.\n\
             When an opponent puts a card from their hand in Reserve — Draw a card.\nexhaust: You may reveal a Character from your hand.\n\
             I don't count towards your Reserve limit.\n\
             (If I leave the Expedition zone, remove me from the game.)\n"
        );
        assert_eq!(
            codes(&source).iter().filter(|c| *c == CODE).count(),
            5,
            "keywords run: Tough 1, Gigantic"
        );
        let report = crate::check_source(&source);
        assert_eq!(report.status, Status::Unsupported);
        let messages: Vec<String> = report.diagnostics.iter().map(|d| d.to_string()).collect();
        for m in [
            // The card's own words, never the name of a Rust variant (issue 15).
            "the `etb` reaction has no behaviour yet: the interpreter does not support the action: \
             `You may reveal a Character from your hand`",
            "the `At Noon` reaction has no behaviour yet: the interpreter does not support the action: \
             `You may reveal a Character from your hand`",
            "the `When …` reaction has no behaviour yet: the interpreter does not support a card put from a \
             zone by this player: `When an opponent puts a card from their hand in Reserve`",
            "the quick action has no behaviour yet: the interpreter does not support the action: \
             `You may reveal a Character from your hand`",
            "the passive ability has no behaviour yet: the interpreter does not support the passive statement: \
             `I don't count towards your Reserve limit.`",
        ] {
            assert!(messages.iter().any(|x| x == m), "{m} not in {messages:?}");
        }
    }

    #[test]
    fn long_words_are_shortened_on_one_line() {
        let source = format!("{}\n  b", "a ".repeat(50));
        let words = super::quoted(&source, altered_grammar::Span::new(0, source.len()));
        assert!(words.ends_with('…') && !words.contains('\n'), "{words}");
        assert_eq!(words.chars().count(), 61);
        assert_eq!(super::quoted("Draw a card.", altered_grammar::Span::new(0, 4)), "Draw");
    }

    #[test]
    fn abilities_that_lower_make_the_card_ok() {
        let report = crate::check_source(CHARACTER);
        assert_eq!(report.status, Status::Ok, "{report:?}");
        let source = format!(
            "{CHARACTER}etb Draw a card.\nhand Target Character gains 1 boost.\nAt Noon — Draw a card.\n\
             When I'm sacrificed — Draw a card.\n"
        );
        let report = crate::check_source(&source);
        assert_eq!(report.status, Status::Ok, "{report:?}");
        assert!(!codes(&format!("{SPELL}Draw a card.\n")).iter().any(|c| c == CODE));
        assert!(codes(&format!("{CHARACTER}support: Draw a card.\n"))
            .iter()
            .any(|c| c == CODE));
    }
}
