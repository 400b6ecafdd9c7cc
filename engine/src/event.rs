//! The event log: every change to the game state, in order (CR 1.2.7).

use crate::state::{CardId, ObjectId, Phase, PlayerId, Side, Zone};
use serde::{Deserialize, Serialize};

/// Why a Mana Orb was created: the only two ways without card abilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum OrbCause {
    /// The first day's three orbs (CR 4.1.i).
    Setup,
    /// Expand (CR 4.2.1.e).
    Expand,
    /// An effect put it there (CR 7.3.24), exhausted (CR 3.2.9.b).
    Effect,
}

/// Where a card was played from (CR 5.1.2.d).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayFrom {
    /// From Hand: pays the Hand Cost.
    Hand,
    /// From Reserve: pays the Reserve Cost and gains Fleeting (CR 2.4.7.a).
    Reserve,
}

/// One change to the game state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Event {
    /// The first player was chosen at random (CR 4.1.f).
    FirstPlayer(PlayerId),
    /// A new day began.
    Day(u32),
    /// A phase began (CR 4.2.b).
    Phase(Phase),
    /// Succeed: a new first player (CR 4.2.1.b).
    Succeed(PlayerId),
    /// A Deck was shuffled.
    Shuffled(PlayerId),
    /// A card changed zones: a new object if it is now in a visible zone (CR 2.1.d).
    Moved {
        /// The card.
        card: CardId,
        /// Where it was.
        from: Zone,
        /// Where it is now.
        to: Zone,
        /// The new object (or NONE in a hidden zone).
        obj: ObjectId,
    },
    /// A card entered a Mana zone as a Mana Orb (CR 3.2.9).
    ManaOrb {
        /// Whose.
        player: PlayerId,
        /// The card.
        card: CardId,
        /// Why.
        cause: OrbCause,
    },
    /// A card was revealed to all players (CR 5.1.2.c.1).
    Revealed(CardId),
    /// An object gained or lost Exhausted.
    Exhausted {
        /// The card.
        card: CardId,
        /// Exhausted (true) or readied (false).
        exhausted: bool,
    },
    /// An object gained or lost Fleeting.
    Fleeting {
        /// The card.
        card: CardId,
        /// Gained (true) or lost (false).
        fleeting: bool,
    },
    /// An object lost Asleep and/or Anchored at Rest (CR 2.4.2, 2.4.4).
    Woke(CardId),
    /// A player declared the play of a card (CR 5.1.2.c).
    Play {
        /// Who.
        player: PlayerId,
        /// The card.
        card: CardId,
        /// From where.
        from: PlayFrom,
        /// Into which Expedition, for Characters and Expedition Permanents.
        to: Option<Side>,
    },
    /// A mana cost was paid (CR 1.2.5.e).
    Paid {
        /// Who.
        player: PlayerId,
        /// How much.
        mana: u8,
    },
    /// A player passed (CR 4.2.3.d).
    Passed(PlayerId),
    /// A player chose not to Expand.
    NoExpand(PlayerId),
    /// A face-down Tumult card was revealed (CR 7.3.22.b).
    RegionRevealed {
        /// Which Tumult card.
        tumult: u8,
    },
    /// An Expedition moved (CR 7.3.21, 7.3.22).
    ExpeditionMoved {
        /// Whose.
        player: PlayerId,
        /// Which.
        side: Side,
        /// From region.
        from: u8,
        /// To region.
        to: u8,
    },
    /// Tiebreakers started: the Arena replaces the regions (CR 4.3.a).
    Tiebreakers,
    /// A reaction was activated: an Emblem-Reaction is created in Limbo (CR 6.3.h).
    ReactionCreated {
        /// The card whose ability it is.
        card: CardId,
        /// Which ability.
        ability: u16,
    },
    /// An Emblem-Reaction is played (CR 4.4.b); its effect resolves, then it ceases to exist.
    ReactionPlayed {
        /// The card whose ability it is.
        card: CardId,
        /// Which ability.
        ability: u16,
    },
    /// A reaction was not activated: it already activated a hundred times this day (CR
    /// 1.4.6.c), or the day's budget of reactions is spent.
    ReactionLimit {
        /// The card whose ability it is.
        card: CardId,
        /// Which ability.
        ability: u16,
    },
    /// An effect stopped because the engine could not perform a step; what happened before
    /// stays (the engine's own limits, e.g. too many tokens).
    EffectFailed {
        /// The card whose ability it is.
        card: CardId,
        /// Why.
        error: String,
    },
    /// An object's boosts changed (CR 2.5.1): its new number.
    Boosts {
        /// The card.
        card: CardId,
        /// Boosts now.
        boosts: u16,
    },
    /// An object gained or lost Anchored or Asleep (CR 7.3.15, 7.3.19).
    Status {
        /// The card.
        card: CardId,
        /// `Anchored` or `Asleep`.
        status: altered_interpreter::StatusKind,
        /// Gained (true) or lost.
        gained: bool,
    },
    /// An object's named counters changed (CR 7.3.14): the new number.
    Counters {
        /// The card.
        card: CardId,
        /// The counter.
        name: String,
        /// How many now.
        count: u32,
    },
    /// A token was created in an Expedition (CR 7.3.5).
    TokenCreated {
        /// The new card.
        card: CardId,
        /// Its controller.
        player: PlayerId,
        /// Which Expedition.
        side: Side,
        /// The object it is.
        obj: ObjectId,
    },
    /// A lasting effect started, waiting for the next card a player plays (CR 2.2.15).
    OngoingCreated {
        /// Whose next card.
        player: PlayerId,
    },
    /// A player played a quick action (CR 5.3) and paid its costs.
    QuickAction {
        /// Who.
        player: PlayerId,
        /// The card bearing it.
        card: CardId,
        /// Which ability.
        ability: u16,
    },
    /// A die was rolled (CR 7.3.28.a).
    DieRolled {
        /// Who rolled it.
        player: PlayerId,
        /// The result, 1 to 6.
        result: u8,
    },
    /// A Character switched Expeditions (CR 7.3.34): it neither left nor joined the
    /// Expedition zone (CR 7.3.34.b), so it is the same object.
    SwitchedExpeditions {
        /// The card.
        card: CardId,
        /// The Expedition it is in now.
        to: Side,
    },
    /// The game ended.
    GameOver {
        /// The winner, if any.
        winner: Option<PlayerId>,
    },
}

/// The log: events in order. Logging can be turned off for speed (bulk simulation).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct EventLog {
    /// Whether events are kept.
    pub enabled: bool,
    /// The events.
    pub events: Vec<Event>,
}

impl EventLog {
    /// Records an event (if enabled).
    #[inline]
    pub fn push(&mut self, e: Event) {
        if self.enabled {
            self.events.push(e);
        }
    }
}
