//! `altered::check::no_behaviour` (warning).
//!
//! **Catches** every ability with rules meaning, in the ability box and the support
//! box, that the interpreter cannot run yet. Lines of reminder text alone have no rules
//! meaning and are skipped.
//!
//! **Why:** a card whose abilities parse and check but do nothing in a game would play
//! as a vanilla card without saying so. The warning names each such ability, and makes
//! the card `unsupported` rather than `ok`.
//!
//! **Fix:** nothing in the card: the ability needs behaviour in the interpreter. Until
//! then the card is reported `unsupported`.

use altered_grammar::{Ability, AbilityKind, Card, Phase, SymbolTrigger, Trigger};

use super::{is_reminder_only, CheckError, Named, Template};

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    for a in card.abilities.iter().chain(&card.support) {
        if !is_reminder_only(a) {
            out.push(CheckError::NoBehaviour {
                what: template(a),
                span: a.span,
            });
        }
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
        }),
        AbilityKind::QuickAction(_) => Template::QuickAction,
        AbilityKind::Passive(_) => Template::Passive,
        AbilityKind::Effect(_) => Template::Effect,
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER, SPELL};
    use crate::Status;

    const CODE: &str = "altered::check::no_behaviour";

    #[test]
    fn names_each_ability_and_makes_the_card_unsupported() {
        let source = format!(
            "{CHARACTER}Tough 1.\netb Draw a card.\nAt Noon — Draw a card.\nWhen I'm sacrificed — Draw a card.\n\
             exhaust: Draw a card.\nI am Defender.\n(If I leave the Expedition zone, remove me from the game.)\n"
        );
        assert_eq!(codes(&source).iter().filter(|c| *c == CODE).count(), 6);
        let report = crate::check_source(&source);
        assert_eq!(report.status, Status::Unsupported);
        let messages: Vec<String> = report.diagnostics.iter().map(|d| d.to_string()).collect();
        for m in [
            "the keyword `Tough 1` has no behaviour yet",
            "the `etb` reaction has no behaviour yet",
            "the `At Noon` reaction has no behaviour yet",
            "the `When …` reaction has no behaviour yet",
            "the quick action has no behaviour yet",
            "the passive ability has no behaviour yet",
        ] {
            assert!(messages.iter().any(|x| x == m), "{m} not in {messages:?}");
        }
    }

    #[test]
    fn a_card_without_abilities_is_ok() {
        let report = crate::check_source(CHARACTER);
        assert_eq!(report.status, Status::Ok, "{report:?}");
        assert!(report.diagnostics.is_empty());
        assert!(codes(&format!("{SPELL}Draw a card.\n")).iter().any(|c| c == CODE));
    }
}
