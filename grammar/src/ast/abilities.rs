//! The frame of an ability: keywords, costs, quick actions and ability symbols.

use super::*;

/// One ability of a text box.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ability {
    /// What the ability is.
    pub kind: AbilityKind,
    /// Reminder text, kept but never interpreted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminder: Option<String>,
    /// The whole ability, bullets included.
    #[serde(skip)]
    pub span: Span,
}

/// The templates of CR 2.2.12.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum AbilityKind {
    /// `Defender.`, `Tough 1.`, `Fleeting.`, `Tough X, where X is …`.
    Keywords {
        /// The keywords and statuses of the line.
        items: Vec<Spanned<KeywordItem>>,
        /// What `X` stands for.
        #[serde(skip_serializing_if = "Option::is_none")]
        where_x: Option<Quantity>,
    },
    /// `Trigger | Effect`.
    Reaction(Reaction),
    /// `Cost: Effect`.
    QuickAction(QuickAction),
    /// A statement that is true while the card is where it works.
    Passive(Passive),
    /// A Spell's effect.
    Effect(Effect),
}

/// A keyword ability or a status given as an ability.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KeywordItem {
    /// `Fleeting`, …
    Status(StatusName),
    /// `Tough 1`, `Defender`, …
    Keyword(Keyword),
}

/// A keyword ability with its parameter (CR 7.4).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Keyword {
    /// Which keyword.
    pub name: KeywordName,
    /// `Tough 1`'s `1`, `Scout 2`'s `2`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub param: Option<Amount>,
}

/// `Cost, Cost: Effect` (CR 2.2.12.c).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct QuickAction {
    /// Paid together.
    pub costs: Vec<Spanned<Cost>>,
    /// What it does.
    pub effect: Effect,
    /// `You can only activate this if …`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub only_if: Option<Spanned<Condition>>,
    /// `This action costs 1 more if …`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub costs_more_if: Option<CostsMoreIf>,
}

/// `This action costs 1 more if you are not the first player.`
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostsMoreIf {
    /// How much more.
    pub by: Amount,
    /// When.
    pub condition: Spanned<Condition>,
}

/// A cost of a quick action.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cost {
    /// `{T}` / `exhaust`: exhaust me.
    Exhaust,
    /// `{D}` / `support`: discard me from Reserve.
    Support,
    /// `{2}` / `2`: pay mana.
    Mana(Amount),
    /// `Spend 2 of my Food counters`.
    Spend(Spend),
    /// `Discard a card from your Reserve`.
    Discard(Selector),
    /// `Sacrifice a Character`.
    Sacrifice(Object),
}

/// What a spend cost or action spends.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Spend {
    /// How many.
    pub count: Amount,
    /// Of what.
    pub what: SpendWhat,
}

/// The source of spent counters.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SpendWhat {
    /// `of my boosts`.
    MyBoosts,
    /// `of my Kelon counters`.
    MyCounters(String),
    /// `counter from a card you control or in your Reserve`.
    CounterFromControlledOrReserve,
    /// `counter from a card in your Reserve or Landmarks`.
    CounterFromReserveOrLandmarks,
    /// `boosts from a Character you control` (CR 7.3.33).
    BoostsFrom(Object),
}

/// The cost symbol that names a kind of ability (`a {D} ability`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AbilitySymbol {
    /// `{D}`, `support`: a support ability's cost (CR 2.2.10.d).
    Support,
    /// `{T}`, `exhaust`.
    Exhaust,
}
