//! Lowering actions about creating tokens (CR 7.3.5).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_create`, `a_create_only`, `a_create_one`.
    pub(super) fn tokens_action(&mut self, p: P<'_>, rule: Rule, text: &str) -> Action {
        match rule {
            Rule::a_create => {
                let mut count = Amount::N(1);
                let mut token = None;
                let mut destination = None;
                let mut per = None;
                let mut late_abilities = Vec::new();
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::number => count = amount(c),
                        Rule::token_template => token = Some(self.token_template(c)),
                        Rule::token_dest => destination = Some(self.token_destination(c)),
                        // `… in your Companion Expedition with "…"`: the same template
                        Rule::token_abilities => {
                            for g in inner(c) {
                                late_abilities.push(self.quoted(first(g)));
                            }
                        }
                        Rule::per => per = Some(self.per(c)),
                        _ => {}
                    }
                }
                let mut token = token.expect("token");
                token.abilities.extend(late_abilities);
                self.named_object = true;
                Action::Create(Create {
                    count,
                    token,
                    destination,
                    after_rest: text.contains("after rest"),
                    per,
                })
            }
            Rule::a_create_only => Action::CreateOnly(amount(first(p))),
            Rule::a_create_one => Action::CreateOne(self.token_destination(first(p))),
            r => unreachable!("action {r:?}"),
        }
    }
}
