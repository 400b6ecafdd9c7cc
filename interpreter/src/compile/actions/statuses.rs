//! Clauses that give or take statuses (CR 2.4, 7.3.12, 7.3.15, 7.3.19, 7.3.25) and keyword
//! abilities (CR 7.4).

use super::*;
use crate::ir::{Rule, RuleChange};
use altered_grammar::Cant;

impl Lowerer {
    /// Lowers a clause whose action is one of `Gain`, `Lose`, `Cant`, `LoseAllStatuses`, `Exhaust`, `Ready`.
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
            (Some(Subject::Object(_) | Subject::Expedition(_)), Action::Cant { what, until }) => {
                self.restriction(subject, what, *until, span, pre)?
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

    /// `<objects> can't gain boosts [this turn]`, `<Expedition> can't move forward this
    /// Day`: a restriction (CR 1.4.1.a: can't beats can) that lasts the duration (CR
    /// 2.2.15) or, on objects and without one, as long as each is that object (CR 1.4.4).
    fn restriction(
        &mut self,
        subject: &Option<Subject>,
        what: &Cant,
        until: Option<altered_grammar::Duration>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        let until = until.map(|d| lasting(d, span)).transpose()?;
        let expedition_rule = match what {
            Cant::MoveForward {
                during: None,
                except_due_to: None,
            } => Some(Rule::ItCantMoveForward),
            Cant::MoveBackward => Some(Rule::ItCantMoveBackward),
            _ => None,
        };
        Ok(match (subject, expedition_rule) {
            // An Expedition is there the whole game: its restriction needs a duration.
            (_, Some(_)) if until.is_none() => {
                return unsupported("an Expedition's restriction without a duration", span)
            }
            (Some(Subject::Expedition(e)), Some(rule)) => vec![Act::ExpeditionRule {
                which: self.expedition_or_chosen(e, pre, span)?,
                change: RuleChange {
                    rule,
                    until: until.expect("checked above"),
                },
            }],
            // `Target Expedition can't …`: chosen before the step (CR 1.2.6.c).
            (Some(Subject::Object(Object::Select(sel))), Some(rule)) if expedition_choice(sel).is_some() => {
                pre.extend(expedition_choice(sel));
                vec![Act::ExpeditionRule {
                    which: Exped::Chosen,
                    change: RuleChange {
                        rule,
                        until: until.expect("checked above"),
                    },
                }]
            }
            (Some(Subject::Object(o)), None) => {
                let rule = match what {
                    Cant::GainCounters => Rule::ItCantGainCounters { boosts_only: false },
                    Cant::GainBoosts => Rule::ItCantGainCounters { boosts_only: true },
                    _ => return unsupported("this restriction on objects", span),
                };
                vec![Act::ObjectRule {
                    what: self.objects(o, pre, span)?,
                    rule,
                    until,
                }]
            }
            _ => return unsupported("this restriction", span),
        })
    }
}
