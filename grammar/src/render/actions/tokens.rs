//! Rendering actions about creating tokens (CR 7.3.5).

use super::*;

impl R {
    /// Writes an action of this sub-area: `Create`, `CreateOne`, `CreateOnly`.
    pub(super) fn tokens_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::Create(c) => {
                self.verb("create", third);
                if c.count != Amount::N(1) {
                    self.w(&amount(c.count));
                } else if c.token.name.node.starts_with(['A', 'E', 'I', 'O', 'U']) {
                    self.w("an");
                } else {
                    self.w("a");
                }
                self.token(&c.token, c.count != Amount::N(1));
                if let Some(d) = &c.destination {
                    self.token_destination(d);
                }
                if let Some(per) = &c.per {
                    self.per(per);
                }
                if c.after_rest {
                    self.w("after Rest");
                }
            }
            Action::CreateOne(d) => {
                self.verb("create", third);
                self.w("one");
                self.token_destination(d);
            }
            Action::CreateOnly(n) => {
                self.verb("create", third);
                self.w("only");
                self.w(&number_word(*n));
            }
            _ => {}
        }
    }
}
