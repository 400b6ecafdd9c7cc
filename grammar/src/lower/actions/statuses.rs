//! Lowering actions about statuses and keyword abilities gained or lost (CR 2.4, 7.3.12, 7.3.15, 7.3.19, 7.3.25, 7.4).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_gain`, `a_lose`, `a_cant`, `a_exhaust`, `a_ready`.
    pub(super) fn statuses_action(&mut self, p: P<'_>, rule: Rule) -> Action {
        match rule {
            Rule::a_gain | Rule::a_lose => {
                let mut lists = inner(p.clone()).filter(|c| c.as_rule() == Rule::gainables);
                let a = lists.next();
                let b = lists.next();
                let a = a.map(|x| self.gainables(x)).unwrap_or_default();
                let b = b.map(|x| self.gainables(x)).unwrap_or_default();
                let until = child(&p, Rule::duration).map(duration);
                if rule == Rule::a_gain {
                    let one_of = inner(p.clone())
                        .find(|c| c.as_rule() == Rule::gainables)
                        .is_some_and(|g| has(&g, Rule::or_word));
                    Action::Gain {
                        gains: a,
                        loses: b,
                        one_of,
                        until,
                    }
                } else if has(&p, Rule::all_boosts) {
                    Action::LoseAllBoosts
                } else if has(&p, Rule::all_statuses) {
                    Action::LoseAllStatuses
                } else {
                    Action::Lose {
                        loses: a,
                        gains: b,
                        until,
                    }
                }
            }
            Rule::a_cant => {
                let mut what = self.cant(child(&p, Rule::cant_what).expect("cant_what"));
                let mut until = child(&p, Rule::duration).map(duration);
                // `can't move forward this Day`: `this Day` is the restriction's duration,
                // whichever rule read it.
                if let Cant::MoveForward {
                    during: during @ Some(Duration::ThisDay),
                    ..
                } = &mut what
                {
                    until = until.or(during.take());
                }
                Action::Cant { what, until }
            }
            Rule::a_exhaust => {
                let o = self.object(child(&p, Rule::target_obj).expect("obj"));
                self.named_object = true;
                Action::Exhaust(o)
            }
            Rule::a_ready => {
                let o = self.object(first(p));
                self.named_object = true;
                Action::Ready(o)
            }
            r => unreachable!("action {r:?}"),
        }
    }
}
