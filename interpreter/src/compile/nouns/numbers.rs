//! Qualifiers of a noun phrase that test an object's numbers: counters (CR 2.5), costs (CR
//! 2.2.7, 2.2.8), statistics (CR 2.2.9, 2.2.11), compared with another object's or with
//! the group's.

use super::*;

impl Lowerer {
    /// Adds a qualifier on a number of the object to `f`: `with 2 or more boosts`, `with
    /// Hand Cost 3 or less`, `with forest 2`, `with the highest Base Cost`.
    pub(super) fn number_qualifier(&self, f: &mut Filter, q: &Qualifier, span: Span) -> Result<()> {
        match q {
            // `with 2 or more boosts`, `with a Kelon counter` (CR 2.5, 2.5.1)
            Qualifier::Counted { counter, cmp } if f.counted.is_none() => {
                f.counted = Some(Box::new((counter.clone(), self.cmp(cmp, span)?)));
            }
            Qualifier::HandCost {
                total: false,
                cmp: Comparison::Relative { at_most, to },
            } => match &**to {
                // `the Hand Cost of a Character you control`: of any one of them.
                Quantity::HandCostOf(of)
                    if matches!(of.determiner, Some(Determiner::Count(Amount::N(1)))) && !of.plural =>
                {
                    f.hand_cost_vs_any = Some(Box::new((*at_most, self.filter(of)?)))
                }
                to => {
                    let order = if *at_most {
                        Order::EqualOrLower
                    } else {
                        Order::EqualOrGreater
                    };
                    f.number_vs = Some(Box::new((ObjectNumber::HandCost, order, self.quantity(to, span)?)))
                }
            },
            Qualifier::HandCost { total: false, cmp } => f.hand_cost = Some(self.cmp(cmp, span)?),
            Qualifier::Cost {
                which: CostName::Base,
                cmp,
            } if f.base_cost.is_none() => f.base_cost = Some(self.cmp(cmp, span)?),
            Qualifier::Cost {
                which: CostName::Reserve,
                cmp,
            } if f.reserve_cost.is_none() => f.reserve_cost = Some(self.cmp(cmp, span)?),
            Qualifier::NoStatisticOver(n) => f.no_statistic_over = Some(self.amount(*n, span)?),
            Qualifier::BaseStatisticZero => f.base_statistic_zero = true,
            Qualifier::HandCost { total: true, cmp } => f.total = Some(self.total(Total::HandCost, cmp, span)?),
            Qualifier::TotalStatistic { terrain, cmp } => {
                f.total = Some(self.total(Total::Statistic(forms::terrain(*terrain)), cmp, span)?)
            }
            Qualifier::StatisticAtMostMine(t) if f.statistic_at_most_mine.is_none() => {
                f.statistic_at_most_mine = Some(forms::terrain(*t))
            }
            Qualifier::Statistic { terrain, cmp } if f.statistic.is_none() => {
                f.statistic = Some((forms::terrain(*terrain), self.cmp(cmp, span)?))
            }
            // `with equal or lower Hand Cost`, `with greater forest`: against the object
            // named before in the effect, else against me (CR 7.2.1); the numbers are
            // the object's own (CR 2.2.7-2.2.9, 2.2.11).
            Qualifier::Compared { relation, of } if f.compared.is_none() => {
                f.compared = Some(Compared {
                    number: object_number(*of),
                    order: order(*relation),
                    with: self
                        .last_slot
                        .map_or(ComparedWith::Me, |s| ComparedWith::Named(It::Slot(s))),
                })
            }
            // `with the highest Base Cost`: at least (at most) that of every other object
            // the phrase names, ties included (CR 2.2.7-2.2.9, 2.2.11)
            Qualifier::Superlative { highest, of } if f.compared.is_none() => {
                f.compared = Some(Compared {
                    number: match of {
                        // the highest of each object's highest statistics; the lowest of
                        // each one's lowest (CR 2.2.11)
                        altered_grammar::Superlative::AnyStatistic if *highest => ObjectNumber::HighestStatistic,
                        altered_grammar::Superlative::AnyStatistic => ObjectNumber::LowestStatistic,
                        _ => object_number(*of),
                    },
                    order: if *highest {
                        Order::EqualOrGreater
                    } else {
                        Order::EqualOrLower
                    },
                    with: ComparedWith::Group,
                })
            }
            _ => return unsupported("the qualifier", span),
        }
        Ok(())
    }
}
