//! `altered::check::unknown_token` (error).
//!
//! **Catches** a token template whose name is no token card of the pool:
//! `Create a Brasbug 2/2/2 Robot token`.
//!
//! **Why:** a token is defined by its token card (CR 1.1.7.b, 7.3.5): a misspelt name
//! creates a token no card describes, which nothing that names the real one finds.
//!
//! **Fix:** use the name of a token card (the help suggests the closest); a new token is
//! a card of the pool with `type: Token — <sub-type>` (docs/declarations.md).

use altered_grammar::{Card, TokenTemplate};

use super::{CheckError, WordHelp};
use crate::lexicon::Lexicon;
use crate::walk::{walk_card, Visitor};

pub(super) fn check(card: &Card, lexicon: &Lexicon, out: &mut Vec<CheckError>) {
    walk_card(card, &mut Tokens { lexicon, out });
}

struct Tokens<'a> {
    lexicon: &'a Lexicon,
    out: &'a mut Vec<CheckError>,
}

impl Visitor for Tokens<'_> {
    fn token(&mut self, token: &TokenTemplate) {
        let name = &token.name.node;
        if self.lexicon.token(name).is_some() {
            return;
        }
        let help = match self.lexicon.suggest_token(name) {
            Some(s) => WordHelp::DidYouMean(s.to_string()),
            None => WordHelp::AddTokenCard,
        };
        self.out.push(CheckError::UnknownToken {
            name: name.clone(),
            span: token.name.span,
            help,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::unknown_token";

    #[test]
    fn a_misspelt_token_name_is_an_error_with_a_suggestion() {
        let bad = format!("{CHARACTER}etb Create a Brasbug 2/2/2 Robot token in my Expedition.\n");
        let report = crate::check_source(&bad);
        assert_eq!(report.status, crate::Status::Error);
        let d = report
            .diagnostics
            .iter()
            .find(|d| d.code().unwrap().to_string() == CODE)
            .expect("error");
        assert_eq!(d.help().unwrap().to_string(), "did you mean `Brassbug`?");
        let good = bad.replace("Brasbug", "Brassbug");
        assert!(codes(&good).iter().all(|c| c != CODE));
        // A reference by constant resolves to the card too.
        let by_ref = format!("{CHARACTER}etb Create a [MANA_MOTH] Illusion token in my Expedition.\n");
        assert!(codes(&by_ref).iter().all(|c| c != CODE));
    }

    #[test]
    fn a_token_card_of_the_pool_defines_the_name() {
        let mut b = crate::Lexicon::builder();
        b.card_source(
            "golem.card".as_ref(),
            "name: Clay Golem\ntype: Token — Robot\nfaction: Axiom\nstats: forest 3, mountain 3, water 3\n\n",
        );
        let (lexicon, _) = b.build();
        let card = format!("{CHARACTER}etb Create a Clay Golem 3/3/3 Robot token in my Expedition.\n");
        assert_eq!(crate::check_source_in(&card, &lexicon).status, crate::Status::Ok);
        assert_eq!(crate::check_source(&card).status, crate::Status::Error);
    }
}
