//! Lowering actions about abilities and lasting effects: activating reactions (CR 7.3.1), the next card played, doing
//! it again.

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_reduce_cost`, `a_do_again`, `a_activate`, `a_cost_next`, `a_pay_less_next`, `a_activate_one`, `a_next_gains`.
    pub(super) fn abilities_action(&mut self, p: P<'_>, rule: Rule, text: &str) -> Action {
        match rule {
            Rule::a_reduce_cost => Action::ReduceCost {
                next: child(&p, Rule::selector).map(|s| self.selector(s)),
                duration: child(&p, Rule::duration).map(duration),
                by: amount(first(child(&p, Rule::mana).expect("mana"))),
            },
            Rule::a_do_again => Action::DoItAgain,
            Rule::a_activate => {
                let triggers = child(&p, Rule::symbol_list)
                    .map(|l| inner(l).map(|s| inline_symbol(s.as_str())).collect())
                    .unwrap_or_default();
                let of = child(&p, Rule::target_obj).map(|o| self.object(o));
                Action::Activate { triggers, of }
            }
            Rule::a_cost_next | Rule::a_pay_less_next => {
                let next = self.selector(child(&p, Rule::selector).expect("sel"));
                let duration = duration(child(&p, Rule::duration).expect("duration"));
                let less = child(&p, Rule::mana).map(|m| amount(first(m)));
                let minimum = child(&p, Rule::cost_minimum).map(|m| amount(first(first(m))));
                Action::NextCosts {
                    next,
                    duration,
                    less,
                    minimum,
                }
            }
            Rule::a_activate_one => Action::ActivateOneOf(
                child(&p, Rule::symbol_list)
                    .map(|l| inner(l).map(|s| inline_symbol(s.as_str())).collect())
                    .unwrap_or_default(),
            ),
            Rule::a_next_gains => {
                let mut next = self.selector(child(&p, Rule::selector).expect("sel"));
                // `… this turn with Hand Cost 3 or less`: a qualifier of the card, written
                // after the duration
                if let Some(tail) = child(&p, Rule::selector_tail) {
                    next.qualifiers.push(match child(&tail, Rule::comparison) {
                        Some(c) => Qualifier::HandCost {
                            total: false,
                            cmp: self.comparison(c),
                        },
                        None => Qualifier::ThatYouPlay,
                    });
                }
                let duration = child(&p, Rule::duration).map(duration);
                let then = Box::new(self.action(first(child(&p, Rule::clause_tail).expect("tail"))));
                Action::NextGets {
                    first: text.starts_with("the first"),
                    next,
                    duration,
                    then,
                }
            }
            r => unreachable!("action {r:?}"),
        }
    }
}
