//! `altered::check::unknown_rarity` (error).
//!
//! **Catches** `rarity: Comon` or `rarity: Mythic` when no declaration of the pool adds
//! that rarity.
//!
//! **Why:** a deck's construction rules read the rarity (CR 1.1.4.e); a misspelt one is
//! none of them.
//!
//! **Fix:** use a known rarity (the help suggests the closest). A new set's rarity is
//! declared in a `*.vocab` file of the pool (`rarities: Mythic`, docs/declarations.md).

use altered_grammar::Card;

use super::{CheckError, WordHelp};
use crate::lexicon::{Lexicon, WordKind};

pub(super) fn check(card: &Card, lexicon: &Lexicon, out: &mut Vec<CheckError>) {
    let Some(r) = &card.header.other_rarity else { return };
    if lexicon.knows(WordKind::Rarity, &r.node) {
        return;
    }
    out.push(CheckError::UnknownRarity {
        rarity: r.node.clone(),
        span: r.span,
        help: WordHelp::for_word(lexicon.suggest(WordKind::Rarity, &r.node), "rarities", &r.node),
    });
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::unknown_rarity";

    #[test]
    fn a_misspelt_or_undeclared_rarity_is_an_error_until_declared() {
        let typo = CHARACTER.replace("rarity: Common", "rarity: Comon");
        let report = crate::check_source(&typo);
        assert_eq!(report.status, crate::Status::Error);
        let d = report
            .diagnostics
            .iter()
            .find(|d| d.code().unwrap().to_string() == CODE)
            .expect("error");
        assert_eq!(d.help().unwrap().to_string(), "did you mean `Common`?");
        let mythic = CHARACTER.replace("rarity: Common", "rarity: Mythic");
        assert!(codes(&mythic).iter().any(|c| c == CODE));
        let mut b = crate::Lexicon::builder();
        b.declarations("set.vocab".as_ref(), "rarities: Mythic\n");
        let (lexicon, _) = b.build();
        assert_eq!(crate::check_source_in(&mythic, &lexicon).status, crate::Status::Ok);
    }
}
