//! Rendering actions about counters and boosts (CR 2.4.5, 2.5, 7.3.4, 7.3.8, 7.3.10, 7.3.14, 7.3.16, 7.3.33).

use super::*;

impl R {
    /// Writes an action of this sub-area: `LoseAllBoosts`, `Spend`, `Give`, `RemoveCounters`, `DoubleBoosts`, `DoubleCounters`, `ExchangeBoostsWith`, `ExchangeBoosts`, `ExchangeBoostsOf`, `Distribute`.
    pub(super) fn counters_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::LoseAllBoosts => {
                self.verb("lose", third);
                let own = if self.subject_is_me {
                    "my"
                } else {
                    self.subject_own.unwrap_or("its")
                };
                self.w(&format!("all {own} boosts"));
            }
            Action::Spend(spend) => {
                self.verb("spend", third);
                // `Target Permanent spends 2 of its Kelon counters`: the subject's own.
                self.spend_of(spend, self.subject_own.unwrap_or("my"));
            }
            Action::Give { to, gains } => {
                self.w("give");
                self.object(to);
                self.gainables(gains);
            }
            Action::RemoveCounters { count, boosts, from } => {
                self.w("remove");
                match count {
                    None => self.w("all"),
                    Some(ChooseCount::UpTo(n)) => {
                        self.w("up to");
                        self.w(&amount(*n));
                    }
                    Some(ChooseCount::Exactly(n) | ChooseCount::DoTimes(n)) => self.w(&amount(*n)),
                    // not a count of counters: no removal lowers to it
                    Some(ChooseCount::OneOrBoth) => self.w("one or both"),
                }
                self.w(if *boosts { "boosts from" } else { "counters from" });
                self.object(from);
            }
            Action::DoubleBoosts(o) => {
                self.w("double the number of boosts on");
                self.object(o);
            }
            Action::DoubleCounters { counter, on } => {
                self.w(&format!("double the number of {counter} counters on"));
                self.object(on);
            }
            Action::ExchangeBoostsWith { of, with } => {
                self.verb("exchange", third);
                self.w(match of {
                    Object::Ref(Referent::This) => "my boosts with",
                    _ => "its boosts with",
                });
                self.object(with);
            }
            Action::ExchangeBoosts => {
                self.verb("exchange", third);
                self.w("their boosts");
            }
            Action::ExchangeBoostsOf(o) => {
                self.verb("exchange", third);
                self.w("the boosts of");
                self.object(o);
            }
            Action::Distribute { boosts, among } => {
                self.verb("distribute", third);
                self.w(&amount(*boosts));
                self.w("boosts among");
                self.object(among);
            }
            _ => {}
        }
    }
}
