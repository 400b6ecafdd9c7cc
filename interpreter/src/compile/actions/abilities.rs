//! Clauses about abilities and lasting effects: activating a reaction (CR 7.3.1), changes
//! to the cost of the next card played.

use super::*;

impl Lowerer {
    /// Lowers a clause whose action is one of `Activate`, `NextCosts`, `NextGets`, `ReduceCost`.
    pub(super) fn abilities_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            (None, Action::Activate { triggers, of }) => self.activate(triggers, of.as_ref(), pre, span)?,
            // CR 7.3.1: `Target Character activates its etb abilities`: the subject's own
            // (the reaction is created by that object, CR 7.3.1.d).
            (Some(Subject::Object(o)), Action::Activate { triggers, of: None }) => {
                self.activate(triggers, Some(o), pre, span)?
            }
            (
                None,
                a @ (Action::NextGets { .. }
                | Action::NextCosts { .. }
                | Action::ReduceCost {
                    next: Some(_),
                    duration: Some(_),
                    ..
                }),
            ) => {
                vec![passives::next_play(self, a, span)?]
            }
            (_, _) => return unsupported("the action", span),
        })
    }
}
