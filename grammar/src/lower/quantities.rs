//! Lowering quantities: amounts, numbers, die ranges, ordinals and printed statistics.

use super::*;

impl<'n> Lower<'n> {
    pub(super) fn quantity(&mut self, p: P<'_>) -> Quantity {
        let c = if p.as_rule() == Rule::quantity { first(p) } else { p };
        match c.as_rule() {
            Rule::q_result => {
                if lower_text(&c).contains("final") {
                    Quantity::FinalResult
                } else {
                    Quantity::Result
                }
            }
            Rule::my_counter_count => Quantity::MyCounters(self.counter_of(&c)),
            Rule::q_number_of => match (child(&c, Rule::selector), child(&c, Rule::selector_lower)) {
                (Some(s), _) => Quantity::NumberOf(self.selector(s)),
                (None, Some(s)) => Quantity::NumberOf(self.selector_lower(s)),
                (None, None) => Quantity::NumberOfCounters(self.counter_of(&c)),
            },
            Rule::q_half => Quantity::Half {
                of: Box::new(self.quantity(child(&c, Rule::quantity).expect("quantity"))),
                up: has(&c, Rule::round_up),
            },
            Rule::q_regions_between => Quantity::RegionsBetweenHeroAndCompanion,
            Rule::q_my_boosts => Quantity::MyBoosts,
            Rule::q_removed_this_way => Quantity::BoostsRemovedThisWay,
            Rule::q_statistic_of => Quantity::Statistic {
                its: has(&c, Rule::its_word),
                which: if has(&c, Rule::stat_highest) {
                    WhichStatistic::Highest
                } else if has(&c, Rule::stat_lowest) {
                    WhichStatistic::Lowest
                } else {
                    WhichStatistic::Of(terrain(child(&c, Rule::terrain).expect("terrain")))
                },
            },
            r => unreachable!("quantity {r:?}"),
        }
    }
}

pub(super) fn ordinal(s: &str) -> u8 {
    match s.to_lowercase().as_str() {
        "first" => 1,
        "second" => 2,
        "third" => 3,
        "fourth" => 4,
        _ => 5,
    }
}

pub(crate) fn amount(p: P<'_>) -> Amount {
    match p.as_rule() {
        Rule::number | Rule::mana => amount(first(p)),
        Rule::digits => Amount::N(p.as_str().parse().unwrap_or(u8::MAX)),
        Rule::var_x => Amount::X,
        Rule::that_many => Amount::ThatMany,
        Rule::x_plus => Amount::XPlus(
            child(&p, Rule::digits)
                .map(|d| d.as_str().parse().unwrap_or(u8::MAX))
                .unwrap_or(0),
        ),
        Rule::num_word => Amount::N(match p.as_str().to_lowercase().as_str() {
            "a" | "an" | "one" => 1,
            "two" => 2,
            "three" => 3,
            "four" => 4,
            "five" => 5,
            "six" => 6,
            "seven" => 7,
            "eight" => 8,
            "nine" => 9,
            _ => 10,
        }),
        r => unreachable!("amount {r:?}"),
    }
}

pub(super) fn die_range(p: P<'_>) -> DieRange {
    let c = first(p);
    let nums: Vec<u8> = inner(c.clone())
        .map(|d| d.as_str().parse().unwrap_or(u8::MAX))
        .collect();
    match c.as_rule() {
        Rule::die_range_between => DieRange::Between(nums[0], nums[1]),
        Rule::die_range_plus => DieRange::AtLeast(nums[0]),
        _ => DieRange::Exactly(nums[0]),
    }
}

/// The printed number a comparison or a cost names: a cost (CR 2.2.7-2.2.9) or a statistic
/// (CR 2.2.11).
pub(super) fn printed_number(p: &P<'_>) -> Superlative {
    if has(p, Rule::base_cost) {
        Superlative::Cost(CostName::Base)
    } else if has(p, Rule::reserve_cost) {
        Superlative::Cost(CostName::Reserve)
    } else if has(p, Rule::sup_hand_cost) {
        Superlative::HandCost
    } else {
        Superlative::Statistic(terrain(child(p, Rule::terrain).expect("terrain")))
    }
}

pub(crate) fn parse_stats(s: &str) -> Stats {
    let mut it = s.split('/').map(|n| n.trim().parse::<u8>().unwrap_or(u8::MAX));
    Stats {
        forest: it.next().unwrap_or(0),
        mountain: it.next().unwrap_or(0),
        water: it.next().unwrap_or(0),
    }
}
