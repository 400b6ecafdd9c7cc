//! Clauses that create tokens (CR 7.3.5).

use super::*;

impl Lowerer {
    /// Lowers a clause whose action is one of `Create`, `CreateOnly`.
    pub(super) fn tokens_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            // CR 7.3.5: `after Rest`, a delayed part, its target chosen then.
            (None, Action::Create(cr)) if cr.after_rest => {
                let mut now = cr.clone();
                now.after_rest = false;
                let mut later = Lowerer::new(self.span);
                let mut code = Vec::new();
                let act = later.create_in(&now, &mut code, span)?;
                code.push(Instr::Step {
                    acts: vec![act],
                    did: None,
                });
                vec![self.delay_after_rest(later, code)]
            }
            (None, Action::Create(cr)) => {
                self.last_create = Some(cr.clone());
                let act = self.create_in(cr, pre, span)?;
                // A later `it` names the tokens created (after `its Expedition` above was
                // read).
                let slot = self.new_slot();
                pre.push(Instr::Creates { slot });
                vec![act]
            }
            // `Otherwise, create only one`: the tokens just described (in a target
            // Expedition chosen for this step, CR 1.2.6.c), fewer of them.
            (None, Action::CreateOnly(n)) => {
                let Some(mut cr) = self.last_create.clone() else {
                    return unsupported("`create only …` with no creation before it", span);
                };
                cr.count = *n;
                cr.per = None;
                let act = self.create_in(&cr, pre, span)?;
                // A later `it` names the tokens created (after `its Expedition` above was
                // read).
                let slot = self.new_slot();
                pre.push(Instr::Creates { slot });
                vec![act]
            }
            (_, _) => return unsupported("the action", span),
        })
    }
}
