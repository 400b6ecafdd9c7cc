//! `altered::check::unknown_subtype` (error).
//!
//! **Catches** a sub-type the pool's lexicon does not know, wherever one is written: the header's
//! `type: Character — Robot`, a token's `Brassbug 2/2/2 Robot token`, a noun such as
//! `Robots you control`, or an adjective such as `non-Illusion`.
//!
//! **Why:** sub-types are matched by name, so a misspelt one (`Robto`) silently matches
//! nothing: an ability that counts Robots counts none, and a Robot card is not one.
//!
//! **Fix:** use the spelling printed on the cards (the help suggests the closest known
//! sub-type). A sub-type from a new set is declared in a `*.vocab` file of the pool
//! (`subtypes: Golem`, docs/declarations.md).

use altered_grammar::{Adjective, Card, Kind, Selector, Span, Spanned, TokenTemplate};

use super::{CheckError, WordHelp};
use crate::lexicon::{Lexicon, WordKind};
use crate::walk::{walk_card, Visitor};

pub(super) fn check(card: &Card, lexicon: &Lexicon, out: &mut Vec<CheckError>) {
    let mut v = Subtypes { lexicon, out };
    for s in &card.header.subtypes {
        v.subtype(&s.node, s.span);
    }
    walk_card(card, &mut v);
}

struct Subtypes<'a> {
    lexicon: &'a Lexicon,
    out: &'a mut Vec<CheckError>,
}

impl Subtypes<'_> {
    fn subtype(&mut self, word: &str, span: Span) {
        if self.lexicon.knows(WordKind::Subtype, word) {
            return;
        }
        let help = WordHelp::for_word(self.lexicon.suggest(WordKind::Subtype, word), "subtypes", word);
        self.out.push(CheckError::UnknownSubtype {
            subtype: word.to_string(),
            span,
            help,
        });
    }
}

impl Visitor for Subtypes<'_> {
    fn selector(&mut self, selector: &Selector) {
        for a in &selector.adjectives {
            if let Adjective::Non(word) = a {
                if word != "token" {
                    // The adjective has no span of its own; the noun phrase holds it.
                    self.subtype(word, selector.span);
                }
            }
        }
    }

    fn kind(&mut self, kind: &Spanned<Kind>) {
        if let Kind::SubType(word) = &kind.node {
            self.subtype(word, kind.span);
        }
    }

    fn token(&mut self, token: &TokenTemplate) {
        for s in &token.subtypes {
            self.subtype(&s.node, s.span);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::unknown_subtype";

    #[test]
    fn flags_a_misspelt_header_subtype_and_suggests() {
        let bad = CHARACTER.replace("— Robot", "— Robott");
        let report = crate::check_source(&bad);
        let d = report
            .diagnostics
            .iter()
            .find(|d| d.code().unwrap().to_string() == CODE)
            .expect("warning");
        assert_eq!(d.help().unwrap().to_string(), "did you mean `Robot`?");
        assert!(codes(CHARACTER).iter().all(|c| c != CODE));
    }

    #[test]
    fn flags_subtypes_in_nouns_adjectives_and_tokens() {
        for line in [
            "etb Target Robto gains 1 boost.",
            "etb Target non-Ilusion Character gains 1 boost.",
            "etb Create a Brassbug 2/2/2 Robto token in my Expedition.",
        ] {
            let bad = format!("{CHARACTER}{line}\n");
            assert!(codes(&bad).iter().any(|c| c == CODE), "{line}");
            let good = format!(
                "{CHARACTER}{}\n",
                line.replace("Robto", "Robot").replace("Ilusion", "Illusion")
            );
            assert!(codes(&good).iter().all(|c| c != CODE), "{good}");
        }
    }

    #[test]
    fn non_token_is_not_a_subtype() {
        let good = format!("{CHARACTER}etb Target non-token Character gains 1 boost.\n");
        assert!(codes(&good).iter().all(|c| c != CODE));
    }
}
