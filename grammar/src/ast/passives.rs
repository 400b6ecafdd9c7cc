//! Passive abilities: statements about the game (CR 6.1), prohibitions and replacing modifiers (CR 6.2).

use super::*;

/// A passive ability (CR 2.2.12.c).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Passive {
    /// `If …, `.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condition: Option<Spanned<Condition>>,
    /// The statement.
    pub statement: Statement,
}

/// What a passive ability states.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Statement {
    /// `I am Defender [unless …]`, `Characters you control are Tough 2`.
    HasKeyword {
        /// Who.
        who: Object,
        /// Which keyword or status.
        keyword: Spanned<KeywordItem>,
        /// `… and Defender`: more keywords or statuses of the same subject.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        also: Vec<Spanned<KeywordItem>>,
        /// `, where X is …`: the `X` of a keyword's parameter.
        #[serde(skip_serializing_if = "Option::is_none")]
        where_x: Option<Quantity>,
        /// `unless …`.
        #[serde(skip_serializing_if = "Option::is_none")]
        unless: Option<Spanned<Condition>>,
    },
    /// `I cost 1 less if …`, `Cards played from Reserve cost 1 more`.
    CostChange {
        /// Whose cost.
        who: Object,
        /// More (true) or less.
        more: bool,
        /// By how much.
        by: Amount,
        /// Extra terms.
        tails: Vec<CostTail>,
    },
    /// `X can't …`.
    Cant {
        /// Who.
        who: Object,
        /// What.
        what: Cant,
    },
    /// `If I would …, … instead.` (CR 6.2.b replacement).
    Replacement {
        /// The event replaced.
        would: Would,
        /// What happens instead.
        instead: Sentence,
        /// Whether the event is replaced (`instead`), happens with something more
        /// (`also`), or happens changed (`you may add 1 to its result`).
        #[serde(skip_serializing_if = "ReplacementMode::is_instead")]
        mode: ReplacementMode,
        /// `If you don't, draw a card.`: the alternative of an optional replacement, a step
        /// added after the one not modified (CR 6.2.e).
        #[serde(skip_serializing_if = "Option::is_none")]
        otherwise: Option<Clauses>,
        /// The sentences after the first of what happens instead (`… instead reveal the top
        /// two cards of your deck. Put one in Reserve, and discard the other.`).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        then: Vec<Sentence>,
    },
    /// `During Morning, draw only one card. Then, put …`: the daily effects of a phase
    /// changed for the controller (CR 4.2.1).
    PhaseRules {
        /// Which phase.
        during: Spanned<Phase>,
        /// The changes, in the order printed.
        rules: Vec<PhaseRule>,
    },
    /// `You may play Characters with Hand Cost 7 or more for 1 less`.
    MayPlay {
        /// What.
        what: Selector,
        /// For less.
        #[serde(skip_serializing_if = "Option::is_none")]
        less: Option<Amount>,
        /// Down to a minimum.
        #[serde(skip_serializing_if = "Option::is_none")]
        minimum: Option<Amount>,
    },
    /// `Your Reserve limit is increased by one`.
    ReserveLimit {
        /// Whose (`None`: all).
        #[serde(skip_serializing_if = "Option::is_none")]
        whose: Option<PossessivePlayer>,
        /// Increased (true) or reduced.
        increased: bool,
        /// By how much.
        by: Amount,
    },
    /// `I don't count towards your Reserve limit`.
    NotCountedInReserveLimit,
    /// `My region is forest in addition to its other terrains`.
    RegionAlsoTerrain(Terrain),
    /// `The first Character you play each Afternoon gains 1 boost` (a lasting rule,
    /// not a one-time effect).
    FirstEachAfternoon {
        /// Which card.
        what: Selector,
        /// What it gets.
        then: Box<Action>,
    },
    /// `I can gain Fleeting even if I was already Fleeting` (an exception to CR 7.3.15.b).
    CanGainAgain {
        /// The status gained.
        gain: StatusName,
        /// The status it already had.
        already: StatusName,
    },
    /// `I begin the game with 5 Heroism counters`.
    BeginWithCounters {
        /// How many.
        count: Amount,
        /// Which.
        counter: String,
    },
    /// `[Defender] Characters don't prevent my Expedition from moving forward`.
    DontPreventMovingForward {
        /// Whose presence no longer blocks.
        who: Selector,
        /// The Expedition that may move.
        expedition: ExpeditionRef,
    },
    /// `You may keep one more card in Reserve during Night [if it's exhausted]` (CR 4.2.5).
    KeepMoreInReserve {
        /// How many more.
        count: Amount,
        /// Only cards with this status.
        #[serde(skip_serializing_if = "Option::is_none")]
        if_status: Option<StatusName>,
    },
    /// `The {j}, {h} and {r} abilities of Characters facing me can't activate`.
    AbilitiesCantActivate {
        /// Which abilities.
        triggers: Vec<SymbolTrigger>,
        /// Of what.
        of: Selector,
    },
    /// `Ignore the {j} abilities of Characters facing me`, `Ignore my abilities during Dusk`
    /// (CR 7.3.18).
    Ignore {
        /// Which abilities: every one when empty.
        triggers: Vec<SymbolTrigger>,
        /// Whose: mine when `None`.
        #[serde(skip_serializing_if = "Option::is_none")]
        of: Option<Selector>,
        /// During which phase, if only then.
        #[serde(skip_serializing_if = "Option::is_none")]
        during: Option<Spanned<Phase>>,
    },
    /// `The forest, mountain and water of … are equal to their highest statistic`.
    StatisticsEqualHighest(Selector),
    /// `My {V}, {M}, and {O} are equal to <quantity>` (CR 2.2.11).
    MyStatisticsEqualTo(Quantity),
    /// `All regions are water and lose their other terrains`.
    RegionsAre {
        /// Which regions.
        regions: Regions,
        /// The terrain they are.
        terrain: Terrain,
        /// `and lose their other terrains`.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        lose_others: bool,
    },
    /// `Exhausted Characters in Reserve remain exhausted during Morning`.
    Remain {
        /// Who.
        who: Selector,
        /// The status kept.
        status: StatusName,
        /// During which phase.
        during: Spanned<Phase>,
    },
    /// `You may discard a card from your Reserve to reduce my cost by 2` (while playing me).
    MayPayToReduceMyCost {
        /// The extra cost.
        pay: Cost,
        /// By how much.
        by: Amount,
    },
    /// `The Support abilities of cards in Reserve can give them counters beyond their maximum`
    /// (`None`) or `1 more counter than their maximum`.
    SupportCounterLimit(Option<Amount>),
    /// `Ignore my abilities during the first Day` (CR 7.3.18).
    IgnoreMyAbilitiesFirstDay,
    /// `I gain "…"` (usually under a condition), `Your Characters have: "…"`.
    HasAbility {
        /// Who has it.
        who: Object,
        /// The ability.
        ability: Box<Ability>,
    },
    /// `Your other Expedition and the Expedition facing it can't move forward`.
    ExpeditionsCant {
        /// Which.
        expeditions: Vec<ExpeditionRef>,
        /// What they can't do.
        what: Cant,
    },
    /// `I'm also considered a Spell, even when not in play.`
    AlsoConsidered(Vec<Spanned<Kind>>),
}

/// A change to a phase's daily effects (CR 4.2.1).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseRule {
    /// `draw only one card` instead of the two of CR 4.2.1.d.
    DrawOnly(Amount),
    /// `put the top card of your deck in your Mana zone instead of a card from your hand`:
    /// the printed action instead of the one the phase's rule names (CR 4.2.1.e).
    InsteadOf {
        /// What is done.
        instead: Clauses,
        /// In place of what.
        of: Object,
    },
}

/// How a replacement effect treats the event it watches (CR 6.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReplacementMode {
    /// `…, <effect> instead`: the event does not happen, the effect does.
    Instead,
    /// `…, also <effect>`: the event happens and the effect too.
    Also,
    /// `…, <effect>. <effect> instead`: the effect happens, and its last sentence, when
    /// it happens, replaces the event (`…, roll a die. On a 4+: it moves forward one more
    /// region instead.`); otherwise the event happens as it would.
    InsteadAtEnd,
    /// `…, <effect>` with neither word: the event happens, changed by the effect
    /// (`If you would roll a die, you may add 1 to its result`).
    Modifies,
}

impl ReplacementMode {
    /// The default mode, left out of the serialized tree.
    pub fn is_instead(&self) -> bool {
        *self == ReplacementMode::Instead
    }
}

/// Regions named by a passive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Regions {
    /// `All regions`.
    All,
    /// `My region`.
    Mine,
    /// `My region and the region of the Expedition facing me`.
    MineAndFacing,
}

/// Extra terms of a cost change.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CostTail {
    /// `, down to a minimum of 1`.
    Minimum(Amount),
    /// `to play in an Expedition with no Characters`.
    InEmptyExpedition,
    /// `if …`.
    If(Spanned<Condition>),
    /// `per …`.
    Per(Per),
    /// `to play from Reserve`: only when played from that zone.
    ToPlayFrom(ZoneRef),
    /// `in an Expedition that's in contact`: only when played there.
    InExpeditionInContact,
    /// `, and also 1 less if …`: a second change, with its own condition.
    AlsoLessIf {
        /// By how much.
        by: Amount,
        /// When.
        condition: Spanned<Condition>,
    },
    /// `, where X is …`: what the `X` of the change stands for.
    WhereX(Quantity),
    /// `in an Expedition facing two or more Characters`: only when played there.
    InExpeditionFacing {
        /// How many (`None`: at least one).
        #[serde(skip_serializing_if = "Option::is_none")]
        count: Option<Comparison>,
        /// What the Expedition faces.
        what: Selector,
    },
}

/// What something can't do.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cant {
    /// `gain counters`.
    GainCounters,
    /// `gain boosts` (boosts are counters, CR 2.5.1).
    GainBoosts,
    /// `cost less than 2`.
    CostLessThan(Amount),
    /// `move forward [during Dusk | this Day] [except due to water]`.
    MoveForward {
        /// When.
        #[serde(skip_serializing_if = "Option::is_none")]
        during: Option<Duration>,
        /// `except due to water`: it may still move forward through that terrain.
        #[serde(skip_serializing_if = "Option::is_none")]
        except_due_to: Option<Terrain>,
    },
    /// `be played [, but I can be used as a Mana Orb | if …]`.
    BePlayed {
        /// `but I can be used as a Mana Orb`.
        usable_as_mana: bool,
        /// `if …`.
        #[serde(skip_serializing_if = "Option::is_none")]
        condition: Option<Spanned<Condition>>,
    },
    /// `activate` (triggers).
    Activate,
    /// `move backward` (CR 7.3.21).
    MoveBackward,
}

/// The event a replacement watches.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Would {
    /// Who.
    pub who: WouldWho,
    /// What would happen.
    pub event: WouldEvent,
}

/// The subject of a `would`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WouldWho {
    /// I.
    Me,
    /// You.
    You,
    /// My Expedition.
    MyExpedition,
    /// Other Expeditions: `one of your Ascended Expeditions`.
    Expedition(ExpeditionRef),
    /// Objects.
    Object(Selector),
}

/// Why an Expedition moves forward (CR 4.2.4.k): the terrain it won at Progress, or Ascend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveCause {
    /// `due to forest`.
    Terrain(Terrain),
    /// `due to Ascend` (CR 7.3.3.b).
    Ascend,
}

/// What would happen.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WouldEvent {
    /// `gain Asleep`.
    GainStatus(StatusName),
    /// `leave the Expedition zone [during …] [while I'm Boosted]`.
    Leave {
        /// From where.
        from: Place,
        /// During which phase.
        #[serde(skip_serializing_if = "Option::is_none")]
        during: Option<Spanned<Phase>>,
        /// While I have this status.
        #[serde(skip_serializing_if = "Option::is_none")]
        while_status: Option<StatusName>,
    },
    /// `move forward [during Dusk] [due to forest / Ascend]`.
    MoveForward {
        /// Only during Dusk.
        during_dusk: bool,
        /// Only when it moves forward for this reason (CR 4.2.4.k).
        #[serde(skip_serializing_if = "Option::is_none")]
        due_to: Option<MoveCause>,
    },
    /// `go to Reserve from the Expedition zone`.
    GoToReserve {
        /// From where.
        from: Place,
    },
    /// `roll a die`.
    RollADie,
    /// `roll one or more dice`.
    RollDice,
    /// `Resupply`.
    Resupply,
    /// `attempt to Ascend again` (CR 7.5.3.a): an effect says the object should do the
    /// action, but a rule or an effect prevents it.
    AttemptTo {
        /// The action attempted.
        action: Box<Action>,
        /// `again`: said of an action the object did before (`Ascend again`).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        again: bool,
    },
}
