//! Lowering actions about keyword actions written as their keyword (CR 7.3), and declared keywords.

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_keyword_action`, `a_defined`.
    pub(super) fn keywords_action(&mut self, p: P<'_>, rule: Rule) -> Action {
        match rule {
            Rule::a_keyword_action if has(&p, Rule::twice_word) => {
                Action::Twice(Box::new(Action::Keyword(self.keyword_action(first(p)))))
            }
            Rule::a_keyword_action => Action::Keyword(self.keyword_action(first(p))),
            Rule::a_defined => Action::Defined(Spanned::new(p.as_str().to_string(), self.span(&p))),
            r => unreachable!("action {r:?}"),
        }
    }
}
