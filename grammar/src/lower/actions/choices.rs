//! Lowering actions about clauses that only choose: `Choose …`, `Target …` (CR 1.2.6.c, 6.1.g).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_choose`, `a_target`.
    pub(super) fn choices_action(&mut self, p: P<'_>, rule: Rule) -> Action {
        match rule {
            Rule::a_choose => {
                let s = self.selector(first(p));
                self.named_object = true;
                Action::Choose(s)
            }
            Rule::a_target => {
                let s = self.selector(first(p));
                self.named_object = true;
                Action::Target(s)
            }
            r => unreachable!("action {r:?}"),
        }
    }
}
