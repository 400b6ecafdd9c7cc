//! The event log: every change to the game state, in order (CR 1.2.7).

pub use crate::ids::PlayFrom;
use crate::state::{CardId, GameState, ObjectId, Phase, PlayerId, Side, Zone};
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
    /// An effect made a player the first player (`You become the first player`, CR 4.2.1,
    /// 7.5.4).
    BecameFirstPlayer(PlayerId),
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
        /// From this place on its player's path: the region in a duel; at four players
        /// `Mode::region` names the region of the table.
        from: u8,
        /// To this place on its player's path.
        to: u8,
    },
    /// An Expedition gained Ascended (CR 7.3.3.a, 2.4.3).
    Ascended {
        /// Whose.
        player: PlayerId,
        /// Which.
        side: Side,
    },
    /// A Terrain Marker was placed on a region (CR 3.2.1.d).
    TerrainMarkerPlaced {
        /// The region.
        region: u8,
        /// The marker's terrains.
        terrains: crate::state::Terrains,
    },
    /// A Terrain Marker was moved (CR 7.3.20): a new object on region `to`.
    TerrainMarkerMoved {
        /// The region it was on.
        from: u8,
        /// The region it is on now (the same one is allowed, CR 7.3.20.a).
        to: u8,
        /// The marker's terrains.
        terrains: crate::state::Terrains,
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
    /// An effect gave an object a keyword ability or took one from it (CR 7.4).
    KeywordChanged {
        /// The object's card.
        card: CardId,
        /// Which keyword.
        keyword: altered_interpreter::KeywordAbility,
        /// Gained (true) or lost.
        gained: bool,
    },
    /// A lasting change to the rules started (CR 2.2.15): `Expeditions can't move forward
    /// this Day`, or on one Expedition (`Target Expedition can't …`).
    RuleStarted {
        /// Its controller.
        player: PlayerId,
        /// The Expedition it is on, if on one.
        expedition: Option<(PlayerId, Side)>,
    },
    /// An effect put a restriction on an object (`Target Character can't gain boosts this
    /// turn`, CR 1.4.1.a).
    Restricted {
        /// The object's card.
        card: CardId,
        /// What it can't do.
        rule: altered_interpreter::Rule,
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
    /// A player looked at a card of their Deck (CR 3.1.3.f): they alone see it.
    LookedAt {
        /// Who.
        player: PlayerId,
        /// The card.
        card: CardId,
    },
    /// An object defected (CR 7.3.6): it is in the Expedition facing the one it was in,
    /// the same object (CR 3.2.4.d), controlled by that Expedition's player.
    Defected {
        /// The card.
        card: CardId,
        /// Whose Expedition it is in now.
        player: PlayerId,
        /// Which.
        side: Side,
    },
    /// The game ended.
    GameOver {
        /// The winner, if any.
        winner: Option<PlayerId>,
        /// In 2v2, the team that won (`winner` is then `None`); absent otherwise.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        team: Option<crate::table::Team>,
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

/// One line of English per event, for logs and snapshots. Cards are written `#id`, or
/// `Name#id` when [`Event::describe`] is given the state; the id is the card's, which is
/// stable for the whole game (objects are written `obj N` where a move makes a new one).
impl std::fmt::Display for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.write(f, None)
    }
}

impl Event {
    /// The event as [`Display`](std::fmt::Display) writes it, with card names read from `state`.
    pub fn describe<'a>(&'a self, state: &'a GameState) -> impl std::fmt::Display + 'a {
        struct Described<'a>(&'a Event, &'a GameState);
        impl std::fmt::Display for Described<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.write(f, Some(self.1))
            }
        }
        Described(self, state)
    }

    fn write(&self, f: &mut std::fmt::Formatter<'_>, st: Option<&GameState>) -> std::fmt::Result {
        let c = |card: &CardId| CardName(*card, st);
        let p = |p: &PlayerId| format!("P{}", p.0);
        match self {
            Event::FirstPlayer(q) => write!(f, "{} is the first player", p(q)),
            Event::Day(n) => write!(f, "day {n} begins"),
            Event::Phase(ph) => write!(f, "{ph:?} begins"),
            Event::Succeed(q) => write!(f, "Succeed: {} is the first player", p(q)),
            Event::BecameFirstPlayer(q) => write!(f, "{} becomes the first player", p(q)),
            Event::Shuffled(q) => write!(f, "{} shuffles their Deck", p(q)),
            Event::Moved { card, from, to, obj } => {
                write!(f, "{} moves from {} to {}", c(card), ZoneName(*from), ZoneName(*to))?;
                if *obj != ObjectId::NONE {
                    write!(f, " (obj {})", obj.0)?;
                }
                Ok(())
            }
            Event::ManaOrb { player, card, cause } => {
                write!(f, "{} becomes a Mana Orb of {} ({cause:?})", c(card), p(player))
            }
            Event::Revealed(card) => write!(f, "{} is revealed", c(card)),
            Event::Exhausted { card, exhausted } => {
                write!(f, "{} is {}", c(card), if *exhausted { "exhausted" } else { "readied" })
            }
            Event::Fleeting { card, fleeting } => {
                write!(f, "{} {} Fleeting", c(card), if *fleeting { "gains" } else { "loses" })
            }
            Event::Woke(card) => write!(f, "{} loses Asleep and Anchored", c(card)),
            Event::Play { player, card, from, to } => {
                write!(f, "{} plays {} from {from:?}", p(player), c(card))?;
                if let Some(side) = to {
                    write!(f, " to their {side:?} Expedition")?;
                }
                Ok(())
            }
            Event::Paid { player, mana } => write!(f, "{} pays {mana} mana", p(player)),
            Event::Passed(q) => write!(f, "{} passes", p(q)),
            Event::NoExpand(q) => write!(f, "{} does not Expand", p(q)),
            Event::RegionRevealed { tumult } => write!(f, "Tumult card {tumult} is revealed"),
            Event::ExpeditionMoved { player, side, from, to } => {
                write!(
                    f,
                    "{}'s {side:?} Expedition moves from region {from} to {to}",
                    p(player)
                )
            }
            Event::Ascended { player, side } => write!(f, "{}'s {side:?} Expedition gains Ascended", p(player)),
            Event::TerrainMarkerPlaced { region, terrains } => {
                write!(f, "a {} Terrain Marker is placed on region {region}", terrains.glyphs())
            }
            Event::TerrainMarkerMoved { from, to, terrains } => write!(
                f,
                "a {} Terrain Marker moves from region {from} to {to}",
                terrains.glyphs()
            ),
            Event::Tiebreakers => f.write_str("tiebreakers begin"),
            Event::ReactionCreated { card, ability } => {
                write!(f, "{} activates {}", c(card), AbilityName(*ability))
            }
            Event::ReactionPlayed { card, ability } => {
                write!(f, "{}'s {} is played", c(card), AbilityName(*ability))
            }
            Event::ReactionLimit { card, ability } => {
                write!(
                    f,
                    "{}'s {} is not activated: limit reached",
                    c(card),
                    AbilityName(*ability)
                )
            }
            Event::EffectFailed { card, error } => write!(f, "{}'s effect stops: {error}", c(card)),
            Event::Boosts { card, boosts } => write!(f, "{} has {boosts} boost(s)", c(card)),
            Event::Status { card, status, gained } => {
                write!(f, "{} {} {status:?}", c(card), if *gained { "gains" } else { "loses" })
            }
            Event::Counters { card, name, count } => write!(f, "{} has {count} {name} counter(s)", c(card)),
            Event::TokenCreated {
                card,
                player,
                side,
                obj,
            } => write!(
                f,
                "token {} is created in {}'s {side:?} Expedition (obj {})",
                c(card),
                p(player),
                obj.0
            ),
            Event::OngoingCreated { player } => {
                write!(f, "a lasting effect waits for the next card {} plays", p(player))
            }
            Event::KeywordChanged { card, keyword, gained } => {
                let verb = if *gained { "gains" } else { "loses" };
                write!(f, "{} {verb} {keyword:?}", c(card))
            }
            Event::RuleStarted { player, expedition } => {
                write!(f, "{} starts a lasting change to the rules", p(player))?;
                match expedition {
                    Some((q, side)) => write!(f, " for {}'s {side:?} Expedition", p(q)),
                    None => Ok(()),
                }
            }
            Event::Restricted { card, rule } => write!(f, "{} is restricted: {rule:?}", c(card)),
            Event::QuickAction { player, card, ability } => {
                write!(
                    f,
                    "{} plays {}'s quick action {}",
                    p(player),
                    c(card),
                    AbilityName(*ability)
                )
            }
            Event::DieRolled { player, result } => write!(f, "{} rolls a die: {result}", p(player)),
            Event::SwitchedExpeditions { card, to } => {
                write!(f, "{} switches to the {to:?} Expedition", c(card))
            }
            Event::LookedAt { player, card } => write!(f, "{} looks at {}", p(player), c(card)),
            Event::Defected { card, player, side } => {
                write!(f, "{} defects to {}'s {side:?} Expedition", c(card), p(player))
            }
            Event::GameOver { winner: Some(w), .. } => write!(f, "game over: {} wins", p(w)),
            Event::GameOver { team: Some(t), .. } => write!(f, "game over: team {t} wins"),
            Event::GameOver { .. } => f.write_str("game over: no winner"),
        }
    }
}

/// A card as events name it: `Name#id` with the state, `#id` without.
struct CardName<'a>(CardId, Option<&'a GameState>);

impl std::fmt::Display for CardName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let CardName(card, st) = *self;
        if let Some(def) = st.and_then(|st| st.defs.get(usize::from(st.cards.get(card.index())?.def))) {
            f.write_str(&def.name)?;
        }
        write!(f, "#{}", card.0)
    }
}

/// An ability by its index: the ability box first, then the support box (the index the
/// engine uses everywhere); Scout's gained reaction has none printed.
struct AbilityName(u16);

impl std::fmt::Display for AbilityName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            crate::pool::SCOUT_ABILITY => f.write_str("Scout reaction"),
            i if crate::pool::is_entering(i) => f.write_str("effect given as it was played"),
            i => write!(f, "ability {i}"),
        }
    }
}

/// A zone in words: `P0 Hand`, `P1 Hero Expedition`, `Limbo`.
pub(crate) struct ZoneName(pub(crate) Zone);

impl std::fmt::Display for ZoneName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (p, what) = match self.0 {
            Zone::Deck(p) => (p, "Deck"),
            Zone::Hand(p) => (p, "Hand"),
            Zone::Discard(p) => (p, "Discard pile"),
            Zone::Reserve(p) => (p, "Reserve"),
            Zone::Landmarks(p) => (p, "Landmarks"),
            Zone::Mana(p) => (p, "Mana"),
            Zone::HeroZone(p) => (p, "Hero zone"),
            Zone::Expedition(p, Side::Hero) => (p, "Hero Expedition"),
            Zone::Expedition(p, Side::Companion) => (p, "Companion Expedition"),
            Zone::Limbo => return f.write_str("Limbo"),
            Zone::Gone => return f.write_str("nowhere (gone)"),
        };
        write!(f, "P{} {what}", p.0)
    }
}
