//! `altered::check::reminder_contradicts_definition` (warning).
//!
//! **Catches** an ability that uses one defined keyword action (a pool's `keyword action
//! Mend: Draw a card.`, or one of the prelude's, such as `Sabotage`) and whose reminder text
//! reads as an effect that does something else than the definition: `etb Mend. (Draw two
//! cards.)`.
//!
//! **Why:** reminder text is never interpreted (CR 2.2.12.c): the card does what the
//! definition says while reading as the reminder says. One of the two is a mistake.
//!
//! **Fix:** correct the reminder, or the keyword's definition in the pool's `*.vocab` file.
//!
//! The comparison is of what the two compile to, not of their words: a reminder that says
//! the same thing in other words (`Discard up to one target card from a Reserve.` for
//! `Discard up to one target card in a Reserve`) agrees. A reminder that does not read as
//! an effect (`They put the top card of their deck in Reserve, then exhaust it.`), or that
//! the interpreter cannot run, is not compared: nothing is said about it.

use std::collections::BTreeSet;

use altered_grammar::{Ability, AbilityKind, Card, CardType, KeywordAction, Spanned};

use super::CheckError;
use crate::compile::compile_ability;
use crate::lexicon::{parse_effect, KeywordDefinition, Lexicon};
use crate::walk::{walk_ability, AbilityPlace, Visitor};

pub(super) fn check(card: &Card, lexicon: &Lexicon, out: &mut Vec<CheckError>) {
    for ability in card.abilities.iter().chain(&card.support) {
        let Some(reminder) = ability.reminder.as_deref() else {
            continue;
        };
        let mut used = Used::default();
        walk_ability(ability, AbilityPlace::Main, &mut used);
        // One keyword action: the reminder is its. With two (`Sabotage, then Resupply.`,
        // whose reminder explains both), which part explains which is a guess; a trigger
        // or condition keyword (`Landfall | …`) is not what a reminder of an effect
        // explains.
        if used.undefined_actions > 0 {
            continue;
        }
        let mut actions = used
            .defined
            .iter()
            .filter_map(|n| lexicon.keyword(n))
            .filter(|k| k.action().is_some());
        let (Some(definition), None) = (actions.next(), actions.next()) else {
            continue;
        };
        let said = inside_parentheses(reminder);
        if contradicts(definition, &said) {
            out.push(CheckError::ReminderContradictsDefinition {
                keyword: definition.name.clone(),
                reminder: said,
                definition: definition.text.clone(),
                span: ability.span,
            });
        }
    }
}

/// The words of a reminder without its parentheses: `(A.) (B.)` is `A. B.`.
fn inside_parentheses(reminder: &str) -> String {
    let mut depth = 0usize;
    let mut groups: Vec<String> = Vec::new();
    for c in reminder.chars() {
        match c {
            '(' => {
                if depth == 0 {
                    groups.push(String::new());
                } else if let Some(g) = groups.last_mut() {
                    g.push(c);
                }
                depth += 1;
            }
            ')' => {
                depth = depth.saturating_sub(1);
                if depth > 0 {
                    if let Some(g) = groups.last_mut() {
                        g.push(c);
                    }
                }
            }
            _ if depth > 0 => {
                if let Some(g) = groups.last_mut() {
                    g.push(c);
                }
            }
            _ => {}
        }
    }
    let words: Vec<&str> = groups.iter().map(|g| g.trim()).filter(|g| !g.is_empty()).collect();
    words.join(" ")
}

/// Whether the reminder, read as an effect, compiles to something else than the
/// definition. Either one that does not read or run is no contradiction.
fn contradicts(definition: &KeywordDefinition, reminder: &str) -> bool {
    let program = |a: &Ability| compile_ability(Some(CardType::Spell), false, a).ok();
    let Ok(written) = parse_effect(reminder) else {
        return false;
    };
    if !matches!(&written.kind, AbilityKind::Effect(_)) {
        return false;
    }
    match (definition.action().and_then(program), program(&written)) {
        (Some(defined), Some(said)) => defined != said,
        _ => false,
    }
}

/// The keywords an ability uses: the defined ones, a pool's (`Mend`) and the rules' own the
/// prelude defines (`Sabotage`), by name in lower case; and how many keyword actions the
/// language knows without a definition (`Resupply`, `Ascend`…) it uses besides.
#[derive(Default)]
struct Used {
    defined: BTreeSet<String>,
    undefined_actions: usize,
}

impl Visitor for Used {
    fn defined(&mut self, name: &Spanned<String>) {
        self.defined.insert(name.node.to_lowercase());
    }

    fn keyword_action(&mut self, action: &KeywordAction) {
        match action {
            KeywordAction::Sabotage { .. } => {
                self.defined.insert("sabotage".into());
            }
            _ => self.undefined_actions += 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};
    use crate::{check_source_in, Lexicon};

    const CODE: &str = "altered::check::reminder_contradicts_definition";

    #[test]
    fn a_reminder_that_says_another_effect_than_the_definition_is_a_warning() {
        // CR 7.3.30.a, as the prelude defines it: the pool's printed reminder agrees.
        let agrees = format!("{CHARACTER}hand Sabotage. (Discard up to one target card from a Reserve.)\n");
        assert!(!codes(&agrees).contains(&CODE.to_string()));
        let delayed =
            format!("{CHARACTER}At Night | Sabotage after Rest. (Discard up to one target card from a Reserve.)\n");
        assert!(!codes(&delayed).contains(&CODE.to_string()));
        // A reminder of another effect.
        let wrong = format!("{CHARACTER}hand Sabotage. (Discard up to two target cards from a Reserve.)\n");
        assert_eq!(codes(&wrong), [CODE]);
        // Two keyword actions: the reminder explains both, not Sabotage alone (the pool's
        // Spy Craft).
        let both = format!(
            "{CHARACTER}hand Sabotage, then Resupply. (Discard up to one target card from a Reserve. Put the top card of your deck in Reserve.)\n"
        );
        assert!(!codes(&both).contains(&CODE.to_string()));
        // A reminder that is no effect of the language says nothing either way.
        let prose = format!("{CHARACTER}hand Sabotage. (Pick a card in a Reserve and bin it.)\n");
        assert!(!codes(&prose).contains(&CODE.to_string()));
    }

    #[test]
    fn a_pool_keyword_is_compared_with_its_own_definition() {
        let mut pool = Lexicon::builder();
        pool.declarations(
            "set.vocab".as_ref(),
            "keyword action Mend: Draw a card.\nkeyword trigger Landfall: When a Character joins my Expedition\n",
        );
        let (lexicon, problems) = pool.build();
        assert!(problems.is_empty(), "{problems:?}");
        let code = |line: &str| {
            let report = check_source_in(&format!("{CHARACTER}{line}\n"), &lexicon);
            report
                .diagnostics
                .iter()
                .filter_map(|d| d.code().map(|c| c.to_string()))
                .collect::<Vec<_>>()
        };
        assert!(code("etb Mend. (Draw a card.)").is_empty());
        assert_eq!(code("etb Mend. (Draw two cards.)"), [CODE]);
        // A trigger keyword beside it does not hide which keyword the reminder explains.
        assert_eq!(code("Landfall | Mend. (Draw two cards.)"), [CODE]);
        assert!(code("Landfall | Mend. (Draw a card.)").is_empty());
        let report = check_source_in(&format!("{CHARACTER}etb Mend. (Draw two cards.)\n"), &lexicon);
        assert!(
            report.status == crate::Status::Ok,
            "a warning: the card still counts ok"
        );
    }
}
