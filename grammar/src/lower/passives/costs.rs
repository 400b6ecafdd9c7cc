//! Lowering passive statements about the cost of playing cards and the ways cards are played (CR 5.1.2).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers a passive statement of this kind: `p_cost_change`, `p_play_me_for`, `p_may_play`, `p_first_each`, `p_may_reduce`.
    pub(super) fn costs_statement(&mut self, p: P<'_>, text: &str) -> Statement {
        match p.as_rule() {
            // `Play me for {1} less`: my cost changes, as `I cost {1} less`
            Rule::p_cost_change | Rule::p_play_me_for => {
                let mut who = Object::Ref(Referent::This);
                let mut by = Amount::N(0);
                let mut tails = Vec::new();
                let more = child(&p, Rule::more_word).is_some();
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::me => who = Object::Ref(Referent::This),
                        Rule::selector => who = Object::Select(self.selector(c)),
                        Rule::mana => by = amount(first(c)),
                        Rule::cost_tail => tails.push(self.cost_tail(c)),
                        _ => {}
                    }
                }
                Statement::CostChange { who, more, by, tails }
            }
            Rule::p_may_play => {
                let mut what = None;
                let mut manas = Vec::new();
                let mut base_cost = None;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::selector => what = Some(self.selector(c)),
                        Rule::mana => manas.push(amount(first(c))),
                        // `if their Base Cost is 4 or more`: a qualifier of the cards
                        Rule::may_play_if_cost => {
                            base_cost = Some(Qualifier::Cost {
                                which: CostName::Base,
                                cmp: self.comparison(child(&c, Rule::comparison).expect("cmp")),
                            })
                        }
                        _ => {}
                    }
                }
                let less = if text.contains(" less") {
                    manas.first().copied()
                } else {
                    None
                };
                let minimum = if text.contains("minimum") {
                    manas.last().copied()
                } else {
                    None
                };
                let mut what = what.expect("selector");
                what.qualifiers.extend(base_cost);
                Statement::MayPlay { what, less, minimum }
            }
            Rule::p_first_each => {
                let what = self.selector(child(&p, Rule::selector).expect("selector"));
                let then = Box::new(self.action(first(child(&p, Rule::clause_tail).expect("tail"))));
                Statement::FirstEachAfternoon { what, then }
            }
            Rule::p_may_reduce => Statement::MayPayToReduceMyCost {
                pay: self.cost(child(&p, Rule::cost_discard).expect("cost")),
                by: amount(first(child(&p, Rule::mana).expect("mana"))),
            },
            r => unreachable!("statement {r:?}"),
        }
    }
}
