//! Quantities: amounts, comparisons, counts, statistics and die ranges.

use super::*;

/// Die results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DieRange {
    /// `1-3`.
    Between(u8, u8),
    /// `4+`.
    AtLeast(u8),
    /// `1`.
    Exactly(u8),
}

/// A number as printed, or `X`, or `X+2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    /// A fixed number.
    N(u8),
    /// `X`.
    X,
    /// `X+N`.
    XPlus(u8),
    /// `that many`: as many as the step before did (`discard any number of cards to give
    /// me that many boosts`).
    ThatMany,
}

/// A comparison with a number (`two or more`, `less than 7`, `3 or less`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Comparison {
    /// `N or more`.
    AtLeast(Amount),
    /// `N or less`.
    AtMost(Amount),
    /// `less than N`.
    LessThan(Amount),
    /// `more than N`.
    MoreThan(Amount),
    /// `N`.
    Exactly(Amount),
    /// `less than or equal to the Hand Cost of …` / `greater than or equal to …`.
    Relative {
        /// `less than or equal to` when true.
        at_most: bool,
        /// Compared with what.
        to: Box<Quantity>,
    },
}

/// A number computed in play.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Quantity {
    /// `the result` of the die.
    Result,
    /// `the final result`.
    FinalResult,
    /// `my number of Arcane counters`.
    MyCounters(String),
    /// `the number of Characters you control`.
    NumberOf(Selector),
    /// `the number of Arcane counters`.
    NumberOfCounters(String),
    /// `the Hand Cost of a Character you control`.
    HandCostOf(Selector),
    /// `the number of regions between your Hero and Companion`.
    RegionsBetweenHeroAndCompanion,
    /// `my number of boosts`, `the number of boosts I have` (CR 2.5: boosts are counters).
    MyBoosts,
    /// `the number of boosts removed this way`.
    BoostsRemovedThisWay,
    /// `half <quantity>, rounded up` (or `down`): a division says which way it rounds (CR
    /// 1.1.6.b).
    Half {
        /// The quantity halved.
        of: Box<Quantity>,
        /// `rounded up`, else `rounded down`.
        up: bool,
    },
    /// `my highest statistic`, `its {V}` (CR 2.2.11).
    Statistic {
        /// `its` (the object named before), else `my`.
        its: bool,
        /// Which statistic.
        which: WhichStatistic,
    },
}

/// Which statistic of an object ([`Quantity::Statistic`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WhichStatistic {
    /// The highest of the three.
    Highest,
    /// The lowest of the three.
    Lowest,
    /// The statistic of a terrain.
    Of(Terrain),
}
