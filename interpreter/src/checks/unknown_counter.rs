//! `altered::check::unknown_counter` (error).
//!
//! **Catches** a counter name the pool's lexicon does not know, wherever one is written:
//! `gains 2 Kelonn counters`, `my number of Arcane counters`, `Spend 2 of my Food counters`.
//!
//! **Why:** counters are matched by name (CR 2.5): a misspelt one is a counter of its own,
//! so an ability that spends Kelon counters never finds the Kelonn counters another put.
//!
//! **Fix:** use the name printed on the cards (the help suggests the closest known one). A
//! counter of a new set is declared in a `*.vocab` file of the pool (`counters: Rune`,
//! docs/declarations.md).

use altered_grammar::Card;

use super::{CheckError, WordHelp};
use crate::lexicon::{Lexicon, WordKind};

pub(super) fn check(card: &Card, lexicon: &Lexicon, out: &mut Vec<CheckError>) {
    for c in &card.counter_names {
        if lexicon.knows(WordKind::Counter, &c.node) {
            continue;
        }
        out.push(CheckError::UnknownCounter {
            counter: c.node.clone(),
            span: c.span,
            help: WordHelp::for_word(lexicon.suggest(WordKind::Counter, &c.node), "counters", &c.node),
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::unknown_counter";

    #[test]
    fn flags_a_misspelt_counter_in_every_position_and_suggests() {
        for line in [
            "etb I gain 2 Kelonn counters.",
            "exhaust: Spend 2 of my Kelonn counters: Draw a card.",
            "etb Draw a card for each of my number of Kelonn counters.",
            "When I gain my third Kelonn counter | Draw a card.",
        ] {
            let bad = format!("{CHARACTER}{line}\n");
            let report = crate::check_source(&bad);
            let d = report
                .diagnostics
                .iter()
                .find(|d| d.code().unwrap().to_string() == CODE);
            if let Some(d) = d {
                assert_eq!(d.help().unwrap().to_string(), "did you mean `Kelon`?", "{line}");
                let label = d.labels().unwrap().next().unwrap();
                assert_eq!(&bad[label.offset()..label.offset() + label.len()], "Kelonn", "{line}");
            } else {
                // The sentence is not a template of the language: it must not be `ok`.
                assert_eq!(report.status, crate::Status::Error, "{line}: {report:?}");
            }
        }
        let bad = format!("{CHARACTER}etb I gain 2 Kelonn counters.\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        let good = format!("{CHARACTER}etb I gain 2 Kelon counters.\n");
        assert!(codes(&good).iter().all(|c| c != CODE));
    }

    #[test]
    fn a_declared_counter_is_known() {
        let mut b = crate::Lexicon::builder();
        b.declarations("set.vocab".as_ref(), "counters: Rune\n");
        let (lexicon, _) = b.build();
        let card = format!("{CHARACTER}etb I gain 2 Rune counters.\n");
        assert_eq!(crate::check_source_in(&card, &lexicon).status, crate::Status::Ok);
        assert_eq!(crate::check_source(&card).status, crate::Status::Error);
    }
}
