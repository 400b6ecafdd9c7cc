//! Rendering actions about keyword actions written as their keyword (CR 7.3), and declared keywords.

use super::*;

impl R {
    /// Writes an action of this sub-area: `Keyword`, `Defined`, `Twice`.
    pub(super) fn keywords_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::Keyword(k) => self.keyword_action(k, third),
            Action::Defined(name) => self.w(&name.node),
            Action::Twice(a) => {
                self.action(a, third);
                self.w("twice");
            }
            _ => {}
        }
    }
}
