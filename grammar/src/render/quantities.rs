//! Rendering quantities: amounts, number words, die ranges and printed statistics.

use super::*;

pub(super) fn amount(a: Amount) -> String {
    match a {
        Amount::N(n) => n.to_string(),
        Amount::X => "X".into(),
        Amount::XPlus(n) => format!("X+{n}"),
        Amount::ThatMany => "that many".into(),
    }
}

/// `a` for one of a singular noun, else the number.
pub(super) fn count_word(a: Amount) -> String {
    match a {
        Amount::N(1) => "a".into(),
        other => amount(other),
    }
}

impl R {
    pub(super) fn quantity(&mut self, q: &Quantity) {
        match q {
            Quantity::Result => self.w("the result"),
            Quantity::FinalResult => self.w("the final result"),
            Quantity::MyCounters(c) => self.w(&format!("my number of {c} counters")),
            Quantity::NumberOf(s) => {
                self.w("the number of");
                self.selector(s);
            }
            Quantity::NumberOfCounters(c) => self.w(&format!("the number of {c} counters")),
            Quantity::HandCostOf(s) => {
                self.w("the Hand Cost of");
                self.selector(s);
            }
            Quantity::RegionsBetweenHeroAndCompanion => self.w("the number of regions between your Hero and Companion"),
            Quantity::MyBoosts => self.w("my number of boosts"),
            Quantity::Half { of, up } => {
                self.w("half");
                self.quantity(of);
                self.w(",");
                self.w(if *up { "rounded up" } else { "rounded down" });
            }
            Quantity::BoostsRemovedThisWay => self.w("the number of boosts removed this way"),
            Quantity::Statistic { its, which } => {
                self.w(if *its { "its" } else { "my" });
                match which {
                    WhichStatistic::Highest => self.w("highest statistic"),
                    WhichStatistic::Lowest => self.w("lowest statistic"),
                    WhichStatistic::Of(t) => self.w(t.as_str()),
                }
            }
        }
    }
}

pub(super) fn number_word(a: Amount) -> String {
    match a {
        Amount::N(n @ 1..=10) => [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        ][n as usize - 1]
            .into(),
        other => amount(other),
    }
}

pub(super) fn count_article(n: Amount, s: &Selector) -> String {
    if n == Amount::N(1) && !s.plural {
        let first = s
            .adjectives
            .first()
            .map(|a| match a {
                Adjective::Other | Adjective::Another => "o".to_string(),
                Adjective::Non(_) | Adjective::NonStatus(_) | Adjective::NonKind(_) | Adjective::NonKeyword(_) => {
                    "n".into()
                }
                Adjective::Token => "t".into(),
                Adjective::Ready | Adjective::Random => "r".into(),
                // `a [Defender] Character`
                Adjective::Keyword(_) => "[".into(),
                Adjective::Statuses(l) => l.first().map(|x| x.as_str().to_string()).unwrap_or_default(),
            })
            .or_else(|| s.kinds.first().map(|k| kind(&k.node, false)))
            .unwrap_or_default();
        if first.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) {
            "an".into()
        } else {
            "a".into()
        }
    } else {
        number_word(n)
    }
}

pub(super) fn die_range(r: DieRange) -> String {
    match r {
        DieRange::Between(a, b) => format!("{a}-{b}"),
        DieRange::AtLeast(a) => format!("{a}+"),
        DieRange::Exactly(a) => a.to_string(),
    }
}

/// A cost (CR 2.2.7-2.2.9) or a statistic (CR 2.2.11) by its name.
pub(super) fn printed_number(of: Superlative) -> &'static str {
    match of {
        Superlative::Cost(CostName::Base) => "Base Cost",
        Superlative::Cost(CostName::Reserve) => "Reserve Cost",
        Superlative::HandCost => "Hand Cost",
        Superlative::Statistic(t) => t.as_str(),
        Superlative::AnyStatistic => "statistic",
        Superlative::Boosts => "boosts",
    }
}
