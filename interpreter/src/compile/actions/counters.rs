//! Clauses about counters and boosts (CR 2.4.5, 2.5, 7.3.8, 7.3.10, 7.3.14, 7.3.16, 7.3.33).

use super::*;

impl Lowerer {
    /// Lowers a clause whose action is one of `LoseAllBoosts`, `Give`, `RemoveCounters`, `ExchangeBoosts`, `Distribute`, `DoubleBoosts`, `DoubleCounters`, `ExchangeBoostsOf`, `Spend`.
    pub(super) fn counters_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            (Some(Subject::Object(o)), Action::LoseAllBoosts) => vec![Act::Boosts {
                what: self.objects(o, pre, span)?,
                delta: -i32::from(u16::MAX),
            }],
            (None, Action::Give { to, gains }) => {
                let what = self.objects(to, pre, span)?;
                self.gainables(&what, gains, true, pre)?
            }
            // CR 2.5.g: `Remove all boosts from …`, `Remove 2 boosts from …`: as many as
            // there are, at most N.
            (
                None,
                Action::RemoveCounters {
                    count,
                    boosts: true,
                    from,
                },
            ) => {
                let n = match count {
                    None => i32::from(u16::MAX),
                    Some(altered_grammar::ChooseCount::Exactly(a)) => {
                        i32::try_from(self.amount(*a, span)?).unwrap_or(i32::MAX)
                    }
                    Some(_) => return unsupported("this removal of boosts", span),
                };
                vec![Act::Boosts {
                    what: self.objects(from, pre, span)?,
                    delta: -n,
                }]
            }
            // CR 7.3.10: `Target two Characters … and exchange their boosts`.
            (None, Action::ExchangeBoosts) => match self.it(span)? {
                It::Slot(s) => vec![Act::ExchangeBoosts(Objs::Slot(s))],
                It::Trigger => return unsupported("exchanging the boosts of the trigger's object", span),
            },
            // `Distribute 3 boosts among any number of Characters in Reserve` (CR 2.4.5.b:
            // a Character in Reserve keeps boosts): the objects are not targets, so they are
            // chosen as the step is about to happen (CR 6.1.g), one per boost, the same one
            // as often as the controller likes; then all gain theirs in one step (CR 6.1.f).
            (
                None,
                Action::Distribute {
                    boosts,
                    among: Object::Select(sel),
                },
            ) if matches!(sel.determiner, Some(Determiner::AnyNumber { .. })) => {
                let target = matches!(sel.determiner, Some(Determiner::AnyNumber { target: true }));
                let mut one = sel.clone();
                one.plural = false;
                one.determiner = Some(if target {
                    Determiner::Target(Amount::N(1))
                } else {
                    Determiner::Count(Amount::N(1))
                });
                let first = self.slots;
                for _ in 0..self.amount(*boosts, span)? {
                    self.objects(&Object::Select(one.clone()), pre, span)?;
                }
                vec![Act::DistributeBoosts {
                    slots: (first, self.slots),
                }]
            }
            // CR 7.3.8: `Double the number of boosts on each Character you control`.
            (None, Action::DoubleBoosts(o)) => vec![Act::DoubleBoosts(self.objects(o, pre, span)?)],
            // CR 7.3.8.a: `Double the Kelon counters of target Character`.
            (None, Action::DoubleCounters { counter, on }) => vec![Act::DoubleCounters {
                what: self.objects(on, pre, span)?,
                name: counter.clone(),
            }],
            // CR 7.3.10.a: `Exchange the boosts of two target Characters`; nothing unless two
            // are named (the runner's check, as for `exchange their boosts`).
            (None, Action::ExchangeBoostsOf(o)) => vec![Act::ExchangeBoosts(self.objects(o, pre, span)?)],
            // CR 7.3.33: `Target Permanent spends 2 of its Kelon counters`: the subject spends
            // its own, all or none (CR 7.3.33.b).
            (
                Some(Subject::Object(o)),
                Action::Spend(
                    sp @ altered_grammar::Spend {
                        what: altered_grammar::SpendWhat::MyBoosts | altered_grammar::SpendWhat::MyCounters(_),
                        ..
                    },
                ),
            ) => {
                let Act::Spend { counter, count, .. } = self.spend(sp, span)? else {
                    return unsupported("spending this", span);
                };
                vec![Act::Spend {
                    what: self.objects(o, pre, span)?,
                    counter,
                    count,
                }]
            }
            (None, Action::Spend(sp)) => match &sp.what {
                // CR 7.3.33: the card is chosen among those with counters, then the kind of
                // counter when it has several (CR 6.1.g).
                altered_grammar::SpendWhat::CounterFromControlledOrReserve
                | altered_grammar::SpendWhat::CounterFromReserveOrLandmarks
                    if sp.count == Amount::N(1) =>
                {
                    let zone = match sp.what {
                        altered_grammar::SpendWhat::CounterFromControlledOrReserve => ZoneFilter::ControlledOrReserve,
                        _ => ZoneFilter::ReserveOrLandmarks,
                    };
                    let slot = self.new_slot();
                    pre.push(Instr::Choose {
                        slot,
                        filter: Filter {
                            zone,
                            whose: Some(Rel::You),
                            with_counters: true,
                            ..Filter::default()
                        },
                        min: 1,
                        max: 1,
                        target: false,
                        by: Chooser::You,
                    });
                    pre.push(Instr::ChooseCounter { slot });
                    vec![Act::SpendCounter(Objs::Slot(slot))]
                }
                _ => vec![self.spend(sp, span)?],
            },
            (_, _) => return unsupported("the action", span),
        })
    }
}
