//! Clauses that give or take statuses (CR 2.4, 7.3.12, 7.3.15, 7.3.19, 7.3.25) and keyword
//! abilities (CR 7.4).

use super::*;

impl Lowerer {
    /// Lowers a clause whose action is one of `Gain`, `Lose`, `LoseAllStatuses`, `Exhaust`, `Ready`.
    pub(super) fn statuses_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            (
                Some(Subject::Object(o)),
                Action::Gain {
                    gains,
                    one_of,
                    loses,
                    until,
                },
            ) => {
                if *one_of {
                    return unsupported("a choice of what to gain (`… or …`)", span);
                }
                let until = until.map(|d| lasting(d, span)).transpose()?;
                let mut acts = Vec::new();
                for what in self.each_of(o, pre, span)? {
                    acts.extend(self.gainables_for(&what, gains, true, until, pre)?);
                    acts.extend(self.gainables_for(&what, loses, false, until, pre)?);
                }
                acts
            }
            (Some(Subject::Object(o)), Action::Lose { loses, gains, until }) => {
                let until = until.map(|d| lasting(d, span)).transpose()?;
                let mut acts = Vec::new();
                for what in self.each_of(o, pre, span)? {
                    acts.extend(self.gainables_for(&what, loses, false, until, pre)?);
                    acts.extend(self.gainables_for(&what, gains, true, until, pre)?);
                }
                acts
            }
            // CR 7.3.19, 2.4.1.a: each status it has; Boosted is never lost directly (CR
            // 2.4.5.b), and one it does not have is not lost (CR 2.4.1.h).
            (Some(Subject::Object(o)), Action::LoseAllStatuses) => {
                let what = self.objects(o, pre, span)?;
                [Status::Anchored, Status::Asleep, Status::Exhausted, Status::Fleeting]
                    .into_iter()
                    .map(|status| Act::Status {
                        what: what.clone(),
                        status,
                        gain: false,
                    })
                    .collect()
            }
            (None, Action::Exhaust(o)) | (None, Action::Ready(o)) => vec![Act::Status {
                what: self.objects(o, pre, span)?,
                status: Status::Exhausted,
                gain: matches!(c.action, Action::Exhaust(_)),
            }],
            (_, _) => return unsupported("the action", span),
        })
    }
}
