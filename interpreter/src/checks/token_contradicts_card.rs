//! `altered::check::token_contradicts_card` (error).
//!
//! **Catches** a token template whose statistics or sub-types are not its token card's:
//! `Create an Ordis Recruit 2/2/2 Soldier token` when `ordis-recruit.card` is 1/1/1.
//!
//! **Why:** the template repeats what its token card says (CR 7.3.5.b); two different
//! statements of one token are a typo in one of them, and the token created would not be
//! the one printed.
//!
//! **Fix:** write the template as the card says (the help gives it), or fix the card.

use altered_grammar::{Card, TokenTemplate};

use super::CheckError;
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
        let Some(card) = self.lexicon.token(&token.name.node) else {
            return;
        };
        let stat_text = |s: [u8; 3]| format!("{}/{}/{}", s[0], s[1], s[2]);
        let mut what = Vec::new();
        if let (Some(t), Some(c)) = (token.stats, card.stats) {
            let t = [t.forest, t.mountain, t.water];
            if t != c {
                what.push(format!("is {} in its card, not {}", stat_text(c), stat_text(t)));
            }
        }
        let written: Vec<&str> = token.subtypes.iter().map(|s| s.node.as_str()).collect();
        let printed: Vec<&str> = card.subtypes.iter().map(String::as_str).collect();
        let same = |a: &[&str], b: &[&str]| a.len() == b.len() && a.iter().all(|x| b.contains(x));
        // A template without sub-types has its own warning (`token_without_subtype`).
        if !written.is_empty() && !printed.is_empty() && !same(&written, &printed) {
            what.push(format!(
                "is a {} in its card, not a {}",
                printed.join(" "),
                written.join(" ")
            ));
        }
        if what.is_empty() {
            return;
        }
        let stats = card.stats.map(|s| format!(" {}", stat_text(s))).unwrap_or_default();
        self.out.push(CheckError::TokenContradictsCard {
            name: token.name.node.clone(),
            what: what.join(", and "),
            card: format!("{}{stats} {}", card.name, printed.join(" ")),
            path: card.path.display().to_string(),
            span: token.name.span,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::token_contradicts_card";

    #[test]
    fn stats_or_subtypes_other_than_the_token_cards_are_an_error() {
        let good = format!("{CHARACTER}etb Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.\n");
        assert!(codes(&good).iter().all(|c| c != CODE), "{good}");
        for bad in [good.replace("1/1/1", "2/1/1"), good.replace("Soldier", "Robot")] {
            let report = crate::check_source(&bad);
            assert_eq!(report.status, crate::Status::Error, "{bad}");
            let d = report
                .diagnostics
                .iter()
                .find(|d| d.code().unwrap().to_string() == CODE)
                .expect("error");
            assert!(
                d.help().unwrap().to_string().contains("Ordis Recruit 1/1/1 Soldier"),
                "{d}"
            );
        }
    }
}
