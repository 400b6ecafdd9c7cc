//! Rendering actions about clauses that only choose: `Choose …`, `Target …` (CR 1.2.6.c, 6.1.g).

use super::*;

impl R {
    /// Writes an action of this sub-area: `Target`, `Choose`.
    pub(super) fn choices_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::Target(s) => {
                self.verb("target", third);
                self.selector(s);
            }
            Action::Choose(sel) => {
                self.verb("choose", third);
                self.selector(sel);
            }
            _ => {}
        }
    }
}
