//! `altered::check::unknown_keyword` (error).
//!
//! **Catches** a word written alone as a sentence (`Mend.`, `Sabotge.`) that is neither a
//! keyword action of the language nor a keyword a declaration of the pool defines.
//!
//! **Why:** a capitalised word alone as a sentence is read as a defined keyword; one no
//! declaration defines does nothing, and is most often a typo of a keyword action.
//!
//! **Fix:** use the keyword as printed (the help suggests the closest), or define it in a
//! `*.vocab` file of the pool (`keyword action Mend: Draw a card.`, docs/declarations.md).

use altered_grammar::{suggest, vocabulary_entries, Card, Spanned};

use super::{CheckError, WordHelp};
use crate::lexicon::Lexicon;
use crate::walk::{walk_card, Visitor};

pub(super) fn check(card: &Card, lexicon: &Lexicon, out: &mut Vec<CheckError>) {
    walk_card(card, &mut Keywords { lexicon, out });
}

struct Keywords<'a> {
    lexicon: &'a Lexicon,
    out: &'a mut Vec<CheckError>,
}

impl Visitor for Keywords<'_> {
    fn defined(&mut self, name: &Spanned<String>) {
        if self.lexicon.keyword(&name.node).is_some() {
            return;
        }
        // The keywords the grammar reads itself (CR 7.3 actions, CR 7.4 abilities: a lone
        // `Defnedr.` is most likely `Defender`) and the pool's own.
        let entries = vocabulary_entries();
        let built_in = entries
            .iter()
            .filter(|e| matches!(e.list, "keyword action" | "keyword ability"))
            .map(|e| e.spelling);
        let declared = self.lexicon.keywords().map(|k| k.name.as_str());
        let help = match suggest(&name.node, built_in.chain(declared)) {
            Some(s) => WordHelp::DidYouMean(s.to_string()),
            None => WordHelp::Declare(format!("keyword action {}: <what it does>.", name.node)),
        };
        self.out.push(CheckError::UnknownKeyword {
            name: name.node.clone(),
            span: name.span,
            help,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::CHARACTER;

    const CODE: &str = "altered::check::unknown_keyword";

    #[test]
    fn a_misspelt_or_undefined_keyword_is_an_error_until_defined() {
        // A keyword action (CR 7.3) or a keyword ability (CR 7.4) misspelt alone.
        for (line, meant) in [("etb Sabotge.", "Sabotage"), ("Defnedr.", "Defender")] {
            let report = crate::check_source(&format!("{CHARACTER}{line}\n"));
            assert_eq!(report.status, crate::Status::Error, "{line}");
            let d = report
                .diagnostics
                .iter()
                .find(|d| d.code().unwrap().to_string() == CODE)
                .expect("error");
            assert_eq!(d.help().unwrap().to_string(), format!("did you mean `{meant}`?"));
        }

        let mend = format!("{CHARACTER}etb Mend.\n");
        assert_eq!(crate::check_source(&mend).status, crate::Status::Error);
        let mut b = crate::Lexicon::builder();
        b.declarations("set.vocab".as_ref(), "keyword action Mend: Draw a card.\n");
        let (lexicon, problems) = b.build();
        assert!(problems.is_empty(), "{problems:?}");
        let report = crate::check_source_in(&mend, &lexicon);
        assert_eq!(report.status, crate::Status::Ok, "{report:?}");
    }
}
