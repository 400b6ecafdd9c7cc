//! Triggers: reactions, phases, and the events cards react to (CR 6.3).

use super::*;

/// `Trigger [, if Condition] | Effect` (CR 2.2.12.c).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reaction {
    /// What activates it.
    pub trigger: Spanned<Trigger>,
    /// A condition checked when it would activate.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condition: Option<Spanned<Condition>>,
    /// `for each of my boosts`: activates once per boost.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub per_boost: bool,
    /// What it does.
    pub effect: Effect,
}

/// A trigger (CR 1.1.6, 7.1).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// `etb` `hand` `reserve`.
    Symbol(SymbolTrigger),
    /// `At Noon`, `At Dusk`, `At Night`.
    Phase(Spanned<Phase>),
    /// `When …`.
    Event(Event),
    /// `Landfall`: a trigger a declaration defines (`keyword trigger Landfall: When a
    /// Character joins my Expedition`); it stands for its definition. Whether it is defined
    /// is the interpreter's check, against the pool's lexicon.
    Defined(Spanned<String>),
}

/// The three symbol triggers.
///
/// # Examples
///
/// ```
/// use altered_grammar::{parse_card, AbilityKind, SymbolTrigger, Trigger};
/// let (card, _) = parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n{R} Draw a card.\n",
/// );
/// let AbilityKind::Reaction(reaction) = &card.unwrap().abilities[0].kind else { panic!("a reaction") };
/// assert_eq!(reaction.trigger.node, Trigger::Symbol(SymbolTrigger::Reserve));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SymbolTrigger {
    /// `{J}`: when I join the Expedition (or Landmark) zone.
    Etb,
    /// `{H}`: when I am played from hand.
    Hand,
    /// `{R}`: when I am played from Reserve.
    Reserve,
}

/// A written trigger's event.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// `When I gain my third Trial counter`, `When I gain my second boost`.
    GainNthCounter {
        /// 3 for `third`.
        nth: u8,
        /// The counter; `None`: boosts (CR 2.5.1).
        counter: Option<String>,
    },
    /// `When a {D} ability is activated [on your turn]`: any card's, by any player (CR 1.1.6).
    AbilityActivated {
        /// Which abilities.
        symbol: AbilitySymbol,
        /// `on your turn`: only during your turns.
        on_your_turn: bool,
    },
    /// `When a Terrain Marker is placed in my region` (CR 3.2.1.d), `When you move a {V}
    /// Terrain Marker` (CR 7.3.20).
    TerrainMarker {
        /// Who places or moves it; any player when `None` (the passive voice).
        #[serde(skip_serializing_if = "Option::is_none")]
        by: Option<PlayerRef>,
        /// `one or more`: the markers of one event taken together (CR 6.3.g).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        one_or_more: bool,
        /// The terrains the marker has; any marker when `None`.
        #[serde(skip_serializing_if = "Option::is_none")]
        terrains: Option<MarkerTerrains>,
        /// Moved (CR 7.3.20); else placed.
        moved: bool,
        /// Where: the region it is placed on or moved to, or moved `from`.
        #[serde(skip_serializing_if = "Option::is_none")]
        region: Option<MarkerRegion>,
    },
    /// `When <subject> <verb>`.
    Subject {
        /// Who or what.
        subject: EventSubject,
        /// What happens to it.
        verb: EventVerb,
    },
}

/// Where a Terrain Marker of a trigger is placed or moved ([`Event::TerrainMarker`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerRegion {
    /// Placed on, or moved to, the region.
    To(RegionRef),
    /// Moved from the region.
    From(RegionRef),
}

/// The subject of a written trigger.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EventSubject {
    /// `I`.
    Me,
    /// `you`, `an opponent`, …
    Player(PlayerRef),
    /// `one of your Expeditions`.
    OneOfYourExpeditions,
    /// `my Expedition`.
    MyExpedition,
    /// `a Robot`, `another Character`, …
    Object(Selector),
    /// `one or more tokens`: the objects of one event taken together; the reaction
    /// activates once for the event, however many of them it is about (CR 6.3.g).
    OneOrMore(Selector),
    /// `a player`, `any player`: whoever does it.
    APlayer,
    /// `one or more of your [[Ascended]] Expeditions`.
    Expedition(ExpeditionRef),
}

/// What happens in a written trigger.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EventVerb {
    /// `I'm sacrificed`, `a Character is sacrificed` (CR 7.3.31): by any player.
    Sacrificed,
    /// `I'm discarded from Reserve`, `a card is discarded` (CR 7.3.7): by any player.
    Discarded {
        /// From one of these zones; from anywhere when empty.
        from: Vec<ZoneRef>,
    },
    /// `a Character is exhausted` (CR 7.3.12): it gains Exhausted.
    Exhausted,
    /// `joins your Expeditions`.
    Joins(Place),
    /// `leaves the Expedition zone`.
    Leaves {
        /// From where.
        from: Place,
        /// Only during this phase.
        #[serde(skip_serializing_if = "Option::is_none")]
        during: Option<Spanned<Phase>>,
    },
    /// `go to Reserve from …`.
    GoesToReserve(Place),
    /// `goes from your deck or hand to Reserve`.
    GoesFromTo {
        /// The zones it leaves.
        from: Vec<ZoneRef>,
        /// The zone it joins.
        to: ZoneRef,
    },
    /// `play a Spell`.
    Plays(Selector),
    /// `gains 1 or more boosts`.
    GainsBoosts(Comparison),
    /// `gains Fleeting`; `Ascends` is `gains Ascended` (CR 7.3.3.a).
    GainsStatus(Spanned<StatusName>),
    /// `becomes Exhausted` (CR 7.5.4.a).
    BecomesStatus(Spanned<StatusName>),
    /// `gains 1 or more Trial counters`.
    GainsCounters {
        /// How many.
        count: Comparison,
        /// Which counter.
        counter: String,
    },
    /// `moves forward [due to forest]`.
    MovesForward(Option<Terrain>),
    /// `fails to move forward during Dusk`.
    FailsToMoveForward,
    /// `draws one or more cards or Resupplies`.
    DrawsOrResupplies,
    /// `roll one or more dice`.
    RollsDice,
    /// `roll a 1-3 this way`.
    RollsThisWay(DieRange),
    /// `sacrifice a Character`.
    Sacrifices(Selector),
    /// `create a token Character`.
    CreatesToken,
    /// `exhaust a card in Reserve`.
    Exhausts(Selector),
    /// `reveal a card this way`.
    RevealsThisWay,
    /// `discard a card from your hand or your Reserve`, `discard a card`.
    Discards {
        /// What.
        what: Selector,
        /// From where (any of them); from anywhere when empty.
        from: Vec<ZoneRef>,
    },
    /// `put a card from your hand in Reserve`.
    PutsFromTo {
        /// What.
        what: Selector,
        /// From.
        from: ZoneRef,
        /// To.
        to: ZoneRef,
    },
    /// `Resupply` (CR 7.3.26).
    Resupplies,
    /// `go to the discard pile [from your hand]`: from one of these zones; from any
    /// zone when empty.
    GoesToDiscard {
        /// From.
        from: Vec<ZoneRef>,
    },
    /// `create a token`, `create one or more tokens`: of any kind.
    CreatesAnyToken {
        /// `one or more`: once for all the tokens one effect creates.
        one_or_more: bool,
    },
    /// `draws one or more cards`.
    DrawsCards,
    /// `moves forward due to Ascend` (CR 4.2.4.k).
    MovesForwardDueToAscend,
    /// `pass`, `pass first` (CR 4.3.3).
    Passes {
        /// `first`: before the other players.
        first: bool,
    },
    /// `draw a card` (CR 7.3.9.b): once for each card drawn.
    DrawsACard,
    /// `become the first player` (CR 4.2.1.b).
    BecomesFirstPlayer,
    /// `defects` (CR 7.3.6.a).
    Defects,
    /// `switches Expeditions` (CR 7.3.34.a).
    SwitchesExpeditions,
    /// `moves backwards` (CR 7.3.21.a).
    MovesBackward,
    /// `loses Fleeting` (CR 7.3.19.a).
    LosesStatus(Spanned<StatusName>),
    /// `Sabotage [a Character]`, `Augment a card`, `Exhausted Resupply`: the subject performs
    /// a keyword action (CR 7.3.30, 7.3.4, 7.3.13), on such an object when one is named.
    PerformsKeywordAction {
        /// Which.
        action: KeywordActionEvent,
        /// On what it is done: `Augment a card`; any when `None`.
        #[serde(skip_serializing_if = "Option::is_none")]
        what: Option<Selector>,
    },
    /// `I'm augmented`, `a Character is augmented` (CR 7.3.4.a): by any player.
    Augmented,
    /// `a token is created` (CR 7.3.5.a): by any player.
    Created,
}

/// A keyword action a trigger waits for (CR 7.3): those the engine notes as performed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KeywordActionEvent {
    /// `Sabotage` (CR 7.3.30.a).
    Sabotage,
    /// `Augment` (CR 7.3.4.a).
    Augment,
    /// `Exhausted Resupply` (CR 7.3.13.a).
    ExhaustedResupply,
}

impl KeywordActionEvent {
    /// Its rule in [`crate::vocab::KEYWORD_ACTIONS`].
    pub fn rule(self) -> &'static str {
        match self {
            KeywordActionEvent::Sabotage => "sabotage",
            KeywordActionEvent::Augment => "augment",
            KeywordActionEvent::ExhaustedResupply => "exhausted_resupply",
        }
    }
}

impl EventVerb {
    /// Whether it is in the passive voice (`I'm sacrificed`, `a card is discarded`): the
    /// subject is what the action is done to.
    pub fn is_passive(&self) -> bool {
        matches!(
            self,
            EventVerb::Sacrificed
                | EventVerb::Discarded { .. }
                | EventVerb::Exhausted
                | EventVerb::Augmented
                | EventVerb::Created
        )
    }
}
