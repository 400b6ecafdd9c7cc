//! Conditions (`if`, `unless`, `as long as`, CR 6.3).

use super::*;

/// What [`Condition::Among`] counts on each object of the group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Counted {
    /// Its boosts (CR 2.5).
    Boosts,
    /// Its printed statistics that are 0 (CR 2.2.11).
    BaseStatisticsZero,
}

/// A condition (`if …`, `unless …`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// `you control it`: the object named before is in play, under your control.
    YouControlIt,
    /// `Bloodied`: a condition a declaration defines (`keyword condition Bloodied: I have
    /// two or more boosts`); it stands for its definition. Whether it is defined is the
    /// interpreter's check, against the pool's lexicon.
    Defined(Spanned<String>),
    /// `… or …`: any of the conditions holds.
    AnyOf(Vec<Spanned<Condition>>),
    /// `you are the first player`.
    FirstPlayer,
    /// `it's your turn` (CR 4.2.3.d), or `it is not your turn` when `negated`.
    YourTurn {
        /// `not`.
        negated: bool,
    },
    /// `it's Noon`: the phase of the Day now (CR 4.2), or any other when `negated`.
    PhaseNow {
        /// The phase.
        phase: Phase,
        /// `not`.
        negated: bool,
    },
    /// `you control two or more Landmarks [, another … and yet another …]`.
    Control {
        /// How many.
        #[serde(skip_serializing_if = "Option::is_none")]
        count: Option<Comparison>,
        /// What.
        what: Vec<Selector>,
    },
    /// `there are two or more exhausted cards in Reserve` / `there are no …`.
    ThereAre {
        /// How many (`None`: no).
        #[serde(skip_serializing_if = "Option::is_none")]
        count: Option<Comparison>,
        /// What.
        what: Selector,
    },
    /// `it has 2 or more boosts`: the object `it` names (`I have …` is [`Condition::IHave`]).
    Has {
        /// Who.
        who: Referent,
        /// How many.
        count: Comparison,
        /// Boosts (`None`) or a named counter.
        #[serde(skip_serializing_if = "Option::is_none")]
        counter: Option<String>,
    },
    /// `target Character has 2 or more boosts`, `target Character is Exhausted`: the object
    /// the noun phrase names is chosen as the effect begins (CR 1.2.6.c), and the condition,
    /// about `it`, is read of that object.
    OfChosen {
        /// The noun phrase (`target Character`).
        what: Selector,
        /// The condition, of `it` ([`Condition::Has`] or [`Condition::Is`]).
        cond: Box<Condition>,
    },
    /// `I have 2 or more boosts`.
    IHave {
        /// How many.
        count: Comparison,
        /// Boosts (`None`) or a named counter.
        #[serde(skip_serializing_if = "Option::is_none")]
        counter: Option<String>,
    },
    /// `you have less than 8 Mana Orbs`.
    YouHaveManaOrbs(Comparison),
    /// `you have two or more cards in Reserve`, `you have no cards in your hand`: how many
    /// cards are in one of the controller's zones (CR 3.1).
    YouHaveCardsIn {
        /// Which zone.
        zone: Zone,
        /// How many.
        count: Comparison,
    },
    /// `you have less cards in Reserve than target opponent`.
    FewerCardsInReserveThan(PlayerRef),
    /// `you have three or more base statistics of 0 among Characters you control`, `there
    /// are 7 or more boosts among Characters you control and in your Reserve`: a count
    /// over every object of a group.
    Among {
        /// How many.
        count: Comparison,
        /// What is counted on each object.
        what: Counted,
        /// The group.
        among: Selector,
    },
    /// `your hand is empty`, `your Reserve is empty`.
    ZoneEmpty(ZoneRef),
    /// `my Expedition is behind`.
    ExpeditionStanding {
        /// Which.
        which: ExpeditionSubject,
        /// Behind, ahead, behind or tied.
        standing: Standing,
    },
    /// `my mountain is 3 or more`, `its {V} is less than 2`: one statistic of the object,
    /// as it is now (CR 2.2.11).
    Statistic {
        /// `my` ([`Referent::This`]) or `its`.
        who: Referent,
        /// Which statistic.
        terrain: Terrain,
        /// How it compares.
        cmp: Comparison,
    },
    /// `my Expedition is in contact`, `my Expedition is in a single-terrain region`: where
    /// an Expedition is.
    ExpeditionIs {
        /// Which.
        which: ExpeditionSubject,
        /// Where it is ([`IsWhat::InContact`], [`IsWhat::InSingleTerrainRegion`]).
        what: IsWhat,
    },
    /// `my Expedition is Ascended` (CR 2.4.3): an Expedition with a status.
    ExpeditionStatus {
        /// Which.
        which: ExpeditionSubject,
        /// The status.
        status: StatusName,
    },
    /// `I'm Boosted`, `I'm in forest`, `it is Asleep`, `I was not Fleeting`.
    Is {
        /// Who.
        who: Referent,
        /// Negated.
        negated: bool,
        /// What.
        what: IsWhat,
    },
    /// `there is only one Character in my Expedition`.
    OnlyOneCharacterInMyExpedition,
    /// `it's a Spell`, `it's a Character with a base statistic of 0`.
    ItIsKind(Vec<Spanned<Kind>>),
    /// `it's a Character with a base statistic of 0`: a kind and what must hold of it.
    ItIsQualified {
        /// The kinds.
        kinds: Vec<Spanned<Kind>>,
        /// What must hold.
        qualifiers: Vec<Qualifier>,
    },
    /// `its Hand Cost is equal to the die's result`.
    ItsHandCostIsResult,
    /// `you are not the first player`.
    NotFirstPlayer,
    /// `it's in a terrain where its base statistic is 0`.
    InTerrainWhereBaseStatisticZero(Referent),
    /// `the result is 6+`.
    ResultIs(DieRange),
    /// `X is higher than the Hand Cost of the target`.
    XHigherThanHandCostOf(Object),
    /// `its Hand Cost was 3 or more`.
    ItsHandCost(Comparison),
    /// `its Reserve Cost is 3 or more` (CR 2.2.8).
    ItsReserveCost(Comparison),
    /// `you play it from your hand`.
    YouPlayItFrom(ZoneRef),
    /// `an Expedition facing me is in water`.
    ExpeditionIn {
        /// Which.
        expedition: ExpeditionRef,
        /// Where.
        terrain: Terrain,
    },
    /// `I'm facing a Character`, `I'm facing two or more Characters`: objects in the
    /// Expedition facing mine (CR 7.5.4).
    Facing {
        /// How many (`None`: at least one).
        #[serde(skip_serializing_if = "Option::is_none")]
        count: Option<Comparison>,
        /// What.
        what: Selector,
    },
    /// `one or more of your Expeditions is Ascended`, `neither of your Expeditions is in
    /// mountain`.
    YourExpeditions {
        /// How many of them.
        quantifier: ExpeditionsQuantifier,
        /// What they are.
        what: IsWhat,
    },
    /// `you discarded a card from your hand or your Reserve this turn`.
    YouDiscardedThisTurn(Vec<ZoneRef>),
    /// `you played another card this turn`.
    YouPlayedThisTurn(Selector),
    /// `a support ability was activated this turn`, `no … abilities were …`.
    AbilityActivatedThisTurn {
        /// The cost symbol of the ability.
        symbol: AbilitySymbol,
        /// `no`.
        negated: bool,
    },
    /// `its Base Cost was 3 or more`.
    ItsBaseCost(Comparison),
    /// `you have less cards in hand than target opponent`.
    FewerCardsInHandThan(PlayerRef),
    /// `three or more single-terrain regions are visible`.
    SingleTerrainRegionsVisible(Comparison),
    /// `you played a Character this way`.
    YouPlayedThisWay(Selector),
    /// `an opponent controls more Characters than you` (`fewer` when `!more`): what two
    /// players control, compared.
    ControlsMore {
        /// Who controls more (or fewer).
        who: PlayerRef,
        /// `more`, or `fewer`.
        more: bool,
        /// What they control.
        what: Selector,
        /// Than whom.
        than: PlayerRef,
    },
    /// `there is a Terrain Marker in my region` (CR 3.2.1.d), `there is no …` when
    /// `negated`.
    MarkerInMyRegion {
        /// `no`.
        negated: bool,
    },
    /// `an opponent has passed` (CR 4.2.3.d), `you have not passed` when `negated`.
    HasPassed {
        /// Who.
        who: PlayerRef,
        /// `not`.
        negated: bool,
    },
    /// `an opponent controls an Animal`, `… three Characters or more`.
    OpponentControls {
        /// How many (`None`: at least one).
        #[serde(skip_serializing_if = "Option::is_none")]
        count: Option<Comparison>,
        /// What.
        what: Selector,
    },
}

/// How many of your Expeditions a condition asks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExpeditionsQuantifier {
    /// `one or more of your Expeditions is`.
    OneOrMore,
    /// `both of your Expeditions are`.
    Both,
    /// `none of your Expeditions are`, `neither of your Expeditions is`.
    None,
}

/// What something is, in a condition.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum IsWhat {
    /// In a terrain.
    InTerrain(Terrain),
    /// Has a status.
    Status(StatusName),
    /// `in contact` (a later set's word, not in CR 4.0).
    InContact,
    /// `in a single-terrain region`: in a region with one terrain (CR 2.2.2.f).
    InSingleTerrainRegion,
    /// `in my region`, `in its starting region`, `in a region with a Terrain Marker`.
    InRegion(RegionIs),
    /// `in an Ascended Expedition`: in an Expedition with that status.
    InExpedition(StatusName),
    /// `ready`: not exhausted (CR 2.4.6).
    Ready,
    /// `in Reserve`, `in your Hand`: in that zone (CR 3.1).
    InZone(ZoneRef),
    /// `Defender`, `[Gigantic]`: having the keyword ability now (CR 7.4).
    Keyword(Keyword),
}
