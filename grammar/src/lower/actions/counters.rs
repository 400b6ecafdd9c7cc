//! Lowering actions about counters and boosts (CR 2.4.5, 2.5, 7.3.4, 7.3.8, 7.3.10, 7.3.14, 7.3.16, 7.3.33).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_exchange_boosts`, `a_exchange_boosts_of`, `a_exchange_boosts_with`, `a_distribute`, `a_spend`, `a_give`, `a_remove`, `a_double`.
    pub(super) fn counters_action(&mut self, p: P<'_>, rule: Rule, text: &str) -> Action {
        match rule {
            Rule::a_exchange_boosts => Action::ExchangeBoosts,
            Rule::a_exchange_boosts_of => Action::ExchangeBoostsOf(self.object(first(p))),
            Rule::a_exchange_boosts_with => {
                let of = if has(&p, Rule::my_word) {
                    Object::Ref(Referent::This)
                } else {
                    Object::Ref(Referent::Earlier)
                };
                let with = self.object(child(&p, Rule::target_obj).expect("with"));
                Action::ExchangeBoostsWith { of, with }
            }
            Rule::a_distribute => Action::Distribute {
                boosts: amount(child(&p, Rule::number).expect("n")),
                among: self.object(child(&p, Rule::target_obj).expect("among")),
            },
            Rule::a_spend => Action::Spend(self.spend_of_my(p)),
            Rule::a_give => {
                let to = self.object(child(&p, Rule::target_obj).expect("obj"));
                let gains = self.gainables(child(&p, Rule::gainables).expect("gains"));
                self.named_object = true;
                Action::Give { to, gains }
            }
            Rule::a_remove => {
                let count = if text.starts_with("remove all") {
                    None
                } else if text.starts_with("remove up to") {
                    Some(ChooseCount::UpTo(amount(child(&p, Rule::number).expect("n"))))
                } else {
                    child(&p, Rule::comparison).map(|c| ChooseCount::Exactly(amount(first(first(c)))))
                };
                let from = self.object(child(&p, Rule::target_obj).expect("obj"));
                Action::RemoveCounters {
                    count,
                    boosts: text.contains("boosts"),
                    from,
                }
            }
            Rule::a_double => {
                let on = match child(&p, Rule::target_obj) {
                    Some(o) => self.object(o),
                    None if has(&p, Rule::its_word) => Object::Ref(self.it_referent()),
                    None => Object::Ref(Referent::This),
                };
                match child(&p, Rule::double_what).and_then(|w| child(&w, Rule::counter_name)) {
                    Some(n) => Action::DoubleCounters {
                        counter: self.counter_name(&n),
                        on,
                    },
                    None => Action::DoubleBoosts(on),
                }
            }
            r => unreachable!("action {r:?}"),
        }
    }
}
