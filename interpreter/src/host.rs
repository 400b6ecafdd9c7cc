//! The boundary between the interpreter and an engine: what the interpreter asks of the
//! game (queries), and the atomic actions (CR 6.1.e) it hands the game to perform, one
//! step at a time (CR 6.1.f).
//!
//! Nothing here names an engine type: an engine picks its own object and player types
//! ([`Host::Object`], [`Host::Player`]) and translates. Decisions are not asked through
//! the trait: [`crate::run`] stops and returns a [`Question`], so that an engine built as
//! a state machine (stop at a pending decision, resume on a choice) and a synchronous one
//! (answer at once, see [`crate::run_to_end`]) embed the interpreter the same way.

use std::fmt::Debug;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

/// One of a player's two Expeditions (CR 1.2.3.c).
///
/// # Examples
///
/// ```
/// use altered_interpreter::Side;
/// assert_eq!(Side::Hero.other(), Side::Companion);
/// assert_eq!(Side::Companion.other().other(), Side::Companion);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The hero Expedition.
    Hero,
    /// The companion Expedition.
    Companion,
}

impl Side {
    /// The other Expedition of the same player.
    pub fn other(self) -> Side {
        match self {
            Side::Hero => Side::Companion,
            Side::Companion => Side::Hero,
        }
    }
}

/// Where an object is (CR 3). Personal zones name their owner; an Expedition names its
/// controller and side.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{Place, Side};
/// // The host picks its player type; here players are numbers.
/// assert!(Place::Expedition(0u8, Side::Hero).in_play());
/// assert!(Place::Landmarks(1u8).in_play());
/// assert!(!Place::<u8>::Reserve(0).in_play() && !Place::<u8>::Limbo.in_play());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place<P> {
    /// A Hand (hidden: its cards are not objects, CR 2.1.j). Only a handle of
    /// [`Query::hidden`] is here, while its card is.
    Hand(P),
    /// A Deck (hidden; see [`Place::Hand`]).
    Deck(P),
    /// A Reserve.
    Reserve(P),
    /// A Landmark zone.
    Landmarks(P),
    /// One Expedition of the Expedition zone.
    Expedition(P, Side),
    /// A Discard pile.
    Discard(P),
    /// A Mana zone.
    Mana(P),
    /// A Hero zone.
    HeroZone(P),
    /// Limbo.
    Limbo,
}

impl<P: Copy> Place<P> {
    /// In play: the Expedition zone or a Landmark zone (CR 3.1.4.a).
    pub fn in_play(self) -> bool {
        matches!(self, Place::Expedition(..) | Place::Landmarks(_))
    }

    /// The player whose zone or Expedition it is; none for Limbo.
    pub fn player(self) -> Option<P> {
        match self {
            Place::Expedition(p, _)
            | Place::Landmarks(p)
            | Place::Reserve(p)
            | Place::Hand(p)
            | Place::Deck(p)
            | Place::Discard(p)
            | Place::HeroZone(p)
            | Place::Mana(p) => Some(p),
            Place::Limbo => None,
        }
    }
}

/// The kinds of zone whose size a condition may ask for.
///
/// Not `#[non_exhaustive]`, unlike [`Atomic`]: every host must answer
/// [`Query::zone_size`] for every kind, and that query has no way to refuse, so a kind added
/// here should stop a host from compiling until it answers it.
///
/// # Examples
///
/// A condition on the size of a zone asks the host through [`Query::zone_size`]:
///
/// ```
/// use altered_interpreter::{Query, ZoneKind};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// let table = Table { decks: [30, 28], hands: [6, 0], ..Table::default() };
/// assert_eq!(table.zone_size(1, ZoneKind::Deck), 28);
/// assert_eq!(table.zone_size(0, ZoneKind::Hand), 6);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ZoneKind {
    /// Hand.
    Hand,
    /// Deck.
    Deck,
    /// Reserve.
    Reserve,
    /// Landmark zone.
    Landmarks,
    /// Discard pile.
    Discard,
    /// Mana zone.
    Mana,
}

/// An object's type as effects read it (CR 2.2.1). A Character token is a `Character`
/// for which [`Query::is_token`] is true.
///
/// # Examples
///
/// A host reports each object's kind; from a card file's type it could be:
///
/// ```
/// use altered_grammar::CardType;
/// use altered_interpreter::CardKind;
/// fn kind(printed: CardType) -> CardKind {
///     match printed {
///         CardType::Character | CardType::Token => CardKind::Character,
///         CardType::Spell => CardKind::Spell,
///         CardType::LandmarkPermanent => CardKind::LandmarkPermanent,
///         CardType::ExpeditionPermanent => CardKind::ExpeditionPermanent,
///         CardType::Hero => CardKind::Hero,
///         CardType::ManaToken => CardKind::ManaToken,
///         // Both enums may grow: a kind the host does not know yet is "anything else".
///         _ => CardKind::Other,
///     }
/// }
/// assert_eq!(kind(CardType::Token), CardKind::Character);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[non_exhaustive]
pub enum CardKind {
    /// A Character (card or token).
    Character,
    /// A Spell.
    Spell,
    /// A Landmark Permanent.
    LandmarkPermanent,
    /// An Expedition Permanent.
    ExpeditionPermanent,
    /// A Hero.
    Hero,
    /// A Mana Token card (Mana Convergence): it can't be played, but it is a card that
    /// effects may discard or put in Reserve (its ruling).
    ManaToken,
    /// Anything else (a Mana Orb seen as such, an Emblem, a region).
    Other,
}

/// The statuses an object can gain and lose (CR 2.4). Boosted is not one of them: an
/// object is Boosted exactly when it has a boost (CR 2.4.5).
///
/// # Examples
///
/// `[[Exhausted]]`, `[[Asleep]]`… in a card's text become steps that gain or lose one:
///
/// ```
/// use altered_interpreter::{Atomic, StatusKind};
/// let step = Atomic::<usize, u8>::Status { object: 3, status: StatusKind::Exhausted, gain: true };
/// assert!(matches!(step, Atomic::Status { status: StatusKind::Exhausted, gain: true, .. }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// CR 2.4.6.
    Exhausted,
    /// CR 2.4.7.
    Fleeting,
    /// CR 2.4.2.
    Anchored,
    /// CR 2.4.4.
    Asleep,
}

/// A terrain (CR 2.2.2.k): also the name of a statistic (CR 2.2.11).
///
/// # Examples
///
/// ```
/// use altered_interpreter::{Query, Terrain};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// let table = Table { objects: vec![(0, altered_interpreter::CardKind::Character, None)], ..Table::default() };
/// // This table has no regions, so nothing is ever in a terrain.
/// assert!(!table.in_terrain(0, Terrain::Forest));
/// assert_ne!(Terrain::Water, Terrain::Mountain);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    /// Forest.
    Forest,
    /// Mountain.
    Mountain,
    /// Water.
    Water,
}

/// The symbol triggers (CR 7.1.1), for actions that name reactions by them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symbol {
    /// `etb`: when I join the Expedition zone or the Landmark zone.
    Etb,
    /// `hand`: when I am played from Hand.
    Hand,
    /// `reserve`: when I am played from Reserve.
    Reserve,
}

/// A token to create (CR 7.3.5.b): name, statistics, sub-types, and the abilities its
/// template quotes (`with "When you sacrifice a Character | I gain 2 boosts."`).
///
/// # Examples
///
/// ```
/// use altered_interpreter::TokenSpec;
/// let brassbug = TokenSpec {
///     name: "Brassbug".into(),
///     stats: [2, 2, 2],
///     subtypes: vec!["Robot".into()],
///     abilities: Vec::new(),
///     kind: Default::default(),
/// };
/// assert_eq!(brassbug.stats.iter().sum::<u8>(), 6);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TokenSpec {
    /// `Brassbug`.
    pub name: String,
    /// Forest, mountain, water.
    pub stats: [u8; 3],
    /// `Robot`.
    pub subtypes: Vec<String>,
    /// The quoted abilities, one per entry, in canonical text: each lowers as an ability
    /// of a card would (`compile_ability`, checked when the creating card is compiled), so
    /// the host gives the token a card made of them (CR 7.3.5.b).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<String>,
    /// What the token is: a Character (CR 2.2.1.d, 7.3.5.a), or the Permanent its token card
    /// says (`type: Token Landmark Permanent`).
    #[serde(default, skip_serializing_if = "TokenKind::is_character")]
    pub kind: TokenKind,
}

/// The type of a token (CR 2.2.1.d: a Character, unless its token card says otherwise).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    /// A Character, created in an Expedition (CR 7.3.5.a).
    #[default]
    Character,
    /// A Landmark Permanent, created in its controller's Landmarks (CR 5.2.2).
    LandmarkPermanent,
    /// An Expedition Permanent, created in an Expedition like a Character (CR 5.2.2).
    ExpeditionPermanent,
}

impl TokenKind {
    /// Whether it is a Character token (the rules' only kind, CR 2.2.1.d).
    pub fn is_character(&self) -> bool {
        *self == TokenKind::Character
    }
}

/// Where a moved object goes (CR 7.3.27, 7.3.32: put, return and send are synonyms).
///
/// # Examples
///
/// `Return target Character to its owner's hand.` moves the chosen object to
/// `Destination::Hand`:
///
/// ```
/// use altered_interpreter::{run_to_end, Answer, CardKind, Context, Place, Question, Side};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nReturn target Character to its owner's hand.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// let mut table = Table {
///     objects: vec![(0, CardKind::Spell, Some(Place::Limbo)), (1, CardKind::Character, Some(Place::Expedition(1, Side::Hero)))],
///     ..Table::default()
/// };
/// let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// run_to_end(&program, &ctx, &mut table, |question| match question {
///     Question::Object { candidates, .. } => Answer::Object(candidates.first().copied()),
///     _ => Answer::Yes(false),
/// })
/// .unwrap();
/// assert_eq!(table.hands, [0, 1]); // back in its owner's Hand
/// assert_eq!(table.objects[1].2, None); // and no longer that object
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Destination {
    /// Its owner's Reserve (a Fleeting object from the Expedition zone is discarded
    /// instead, CR 2.4.7.d: the host applies that rule).
    Reserve,
    /// Its owner's Hand.
    Hand,
    /// Its owner's Mana zone, as an exhausted Mana Orb (CR 7.3.24, 3.2.9).
    Mana,
    /// The top of its owner's Deck (CR 7.3.27, 3.2.2).
    DeckTop,
    /// The bottom of its owner's Deck (CR 7.3.27, 3.2.2).
    DeckBottom,
    /// Its owner's Deck, which is then shuffled (CR 3.2.2).
    DeckShuffled,
    /// Its owner's Mana zone, as a ready Mana Orb (`as a ready Mana Orb`: CR 3.2.9.b, the
    /// effect specifies otherwise).
    ReadyMana,
}

/// A keyword action (CR 7.3) that reactions can wait for: the host reports it performed
/// with [`crate::Happening::PerformedKeywordAction`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KeywordActionKind {
    /// Sabotage (CR 7.3.30.a): discard up to one target card in a Reserve.
    Sabotage,
    /// Augment (CR 7.3.4.a): one more of a single counter the object has.
    Augment,
    /// Exhausted Resupply (CR 7.3.13.a): Resupply, then exhaust the resupplied card.
    ExhaustedResupply,
}

/// One atomic action (CR 6.1.e). A step hands the host several at once; they happen
/// simultaneously (CR 6.1.f). Each one either happens or cannot happen and is ignored
/// (CR 1.2.6.f); the host says which.
///
/// # Examples
///
/// The host receives a step, a slice of these, in [`Host::perform`]:
///
/// ```
/// use altered_interpreter::{Atomic, Destination};
/// let step: [Atomic<usize, u8>; 2] = [
///     Atomic::Draw { player: 0, count: 2 },
///     Atomic::MoveTo { object: 7, to: Destination::Reserve },
/// ];
/// // The enum grows with the language: a host matches what it models and refuses the rest.
/// let modelled = step.iter().all(|a| matches!(a, Atomic::Draw { .. } | Atomic::MoveTo { .. }));
/// assert!(modelled);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Atomic<O, P> {
    /// Draw cards (CR 7.3.9).
    Draw {
        /// Who draws.
        player: P,
        /// How many.
        count: u32,
    },
    /// The Terrain Marker `marker` (its [`MarkerView::id`]) moves to the region at this
    /// index of [`Query::regions`] (CR 7.3.20): a new object, the same region allowed.
    MoveTerrainMarker {
        /// Which.
        marker: u32,
        /// Where to.
        to: u8,
    },
    /// A Terrain Marker of these terrains (forest, mountain, water) is placed on the
    /// region at this index of [`Query::regions`] (CR 3.2.1.d); on a region that is not
    /// visible it cannot happen.
    PlaceTerrainMarker {
        /// The region.
        region: u8,
        /// Its terrains.
        terrains: [bool; 3],
    },
    /// A player passes (CR 4.2.3.d): they take no more turns this Afternoon (CR 4.2.3.e).
    /// Only during the Afternoon; at another time it cannot happen.
    Pass(P),
    /// A player becomes the first player (CR 4.2.1, 7.5.4); the first player already, it
    /// cannot happen.
    BecomeFirstPlayer(P),
    /// Resupply (CR 7.3.26); `exhausted`: Exhausted Resupply (CR 7.3.13).
    Resupply {
        /// Who.
        player: P,
        /// Exhaust the resupplied card.
        exhausted: bool,
    },
    /// Move an object, or a card of a hidden zone ([`Query::hidden`]), to a zone of its
    /// owner (CR 7.3.24, 7.3.27, 7.3.32).
    MoveTo {
        /// What.
        object: O,
        /// Where.
        to: Destination,
    },
    /// Reveal a card of a hidden zone (a handle of [`Query::hidden`], CR 3.1.3.f): every
    /// player sees it, and it stays where it is.
    Reveal(O),
    /// `player` looks at a card of their hidden zone (a handle of [`Query::hidden`], CR
    /// 3.1.3.f): they alone see it, and it stays where it is.
    Look {
        /// The card.
        object: O,
        /// Who sees it.
        player: P,
    },
    /// Put a card (a handle of [`Query::hidden`], or an object out of play) in one of
    /// `player`'s Expeditions without playing it (CR 7.3.24.a): it joins the Expedition zone,
    /// so its `etb` reactions activate, but not its `hand` or `reserve` ones (CR 7.1.1.c
    /// remark). Only a Character or an Expedition Permanent can be put there.
    PutInExpedition {
        /// What.
        object: O,
        /// Whose Expedition.
        player: P,
        /// Which.
        side: Side,
    },
    /// Send an object to a position of its owner's Deck (CR 7.3.32): `position` cards from
    /// the top (1: on top), at the bottom when the Deck has fewer.
    ToDeck {
        /// What.
        object: O,
        /// Which position, from 1.
        position: u32,
    },
    /// Discard an object, or a card of a hidden zone ([`Query::hidden`]): to its owner's
    /// Discard pile (CR 7.3.7).
    Discard(O),
    /// `atomic`, done by `player` as a keyword action (CR 7.3): Sabotage discards (CR
    /// 7.3.30.a), Augment adds a counter (CR 7.3.4.a). The host performs `atomic` as it is,
    /// modifiers included, and when it happens reports that the player performed the
    /// keyword action ([`crate::Happening::PerformedKeywordAction`]), which triggers such as
    /// `When you Sabotage` wait for.
    KeywordAction {
        /// Who performs it.
        player: P,
        /// Which keyword action.
        action: KeywordActionKind,
        /// What it does.
        atomic: Box<Atomic<O, P>>,
    },
    /// Sacrifice an object (CR 7.3.31): discard it from play.
    Sacrifice(O),
    /// Gain or lose a status (CR 7.3.15, 7.3.19; exhaust and ready, CR 7.3.12, 7.3.25).
    Status {
        /// What.
        object: O,
        /// Which status.
        status: Status,
        /// Gained (true) or lost.
        gain: bool,
    },
    /// Gain or lose a keyword ability (CR 7.4), for as long as the object exists or until
    /// the duration ends (CR 2.2.15); a duration that can't start now (CR 2.2.15.d–e) makes
    /// it not happen.
    Keyword {
        /// What.
        object: O,
        /// Which (a numbered one with its number).
        keyword: crate::KeywordAbility,
        /// Gained (true) or lost.
        gain: bool,
        /// How long, if not for as long as the object exists.
        until: Option<crate::Until>,
    },
    /// Gain (positive) or lose boosts (CR 7.3.14, 7.3.16, 2.5.1).
    Boosts {
        /// What.
        object: O,
        /// How many; a loss is capped at what the object has.
        delta: i32,
    },
    /// Gain (positive) or lose named counters (CR 7.3.14).
    Counters {
        /// What.
        object: O,
        /// The counter's name.
        name: String,
        /// How many.
        delta: i32,
    },
    /// Create a Character token in an Expedition (CR 7.3.5).
    CreateToken {
        /// Its controller.
        controller: P,
        /// Which of the controller's Expeditions.
        side: Side,
        /// What it is.
        token: Arc<TokenSpec>,
    },
    /// Put the top card of a player's Deck in their Mana zone as an exhausted Mana Orb
    /// (CR 7.3.24); it cannot happen with an empty Deck.
    DeckToMana {
        /// Whose.
        player: P,
    },
    /// Switch Expeditions (CR 7.3.34): from the Expedition it is in to its controller's
    /// other one, neither leaving nor joining the Expedition zone (CR 7.3.34.b).
    SwitchExpeditions(O),
    /// Defect (CR 7.3.6.a): from the Expedition it is in to the Expedition facing it, whose
    /// controller then controls it; it does not change zones (CR 3.2.4.d). A Gigantic
    /// Character's card moves to the Expedition facing the one the card is in (CR 7.4.4.i).
    Defect(O),
    /// Activate an object's reactions with this symbol trigger (CR 7.3.1.b): the host
    /// creates their Emblem-Reactions as if the trigger had happened to it (CR 7.3.1.d).
    Activate {
        /// Whose reactions.
        object: O,
        /// Which.
        trigger: Symbol,
    },
    /// Ascend (CR 7.3.3.a): the Expedition gains Ascended (CR 2.4.3); an Expedition that
    /// is Ascended already cannot gain it again (CR 7.3.15.b), so nothing happens.
    Ascend {
        /// Whose.
        player: P,
        /// Which.
        side: Side,
    },
    /// Move an Expedition forward (CR 7.3.22) or backward (CR 7.3.21).
    MoveExpedition {
        /// Whose.
        player: P,
        /// Which.
        side: Side,
        /// Forward (true) or backward.
        forward: bool,
        /// How many regions.
        regions: u8,
    },
    /// Start a lasting effect on the next card `player` plays (CR 2.2.15): an Ongoing
    /// Emblem the host keeps until it applies or its duration ends.
    NextPlay {
        /// Whose next card.
        player: P,
        /// The effect.
        next: crate::ir::NextPlay,
    },
    /// Pay mana (CR 1.2.5.e): exhaust that many of the player's ready Mana Orbs. Used for
    /// Tough costs chosen with a target (CR 7.4.7.e).
    PayMana {
        /// Who pays.
        player: P,
        /// How much.
        amount: u32,
    },
    /// Start a lasting change to the rules (CR 2.2.15), controlled by `player`.
    Rule {
        /// Its controller.
        player: P,
        /// The change.
        change: crate::ir::RuleChange,
    },
    /// Start a lasting change to the rules for one Expedition (CR 2.2.15), controlled by
    /// `player`: `Target Expedition can't move forward this Day`.
    ExpeditionRule {
        /// Its controller.
        player: P,
        /// Whose Expedition.
        owner: P,
        /// Which.
        side: Side,
        /// The change.
        change: crate::ir::RuleChange,
    },
    /// Start a restriction on one object (CR 1.4.1.a), controlled by `player`: for the
    /// duration (CR 2.2.15) or, without one, as long as it is that object (CR 1.4.4).
    ObjectRule {
        /// Its controller.
        player: P,
        /// On which object.
        object: O,
        /// What it can't do.
        rule: crate::ir::Rule,
        /// How long.
        until: Option<crate::Until>,
    },
    /// After You (CR 7.3.2.a): end `player`'s turn once there are no Reactions in Limbo;
    /// it is not passing (CR 7.3.2.b).
    AfterYou(P),
    /// `player` wins the game, which ends (CR 1.3.2).
    WinGame(P),
    /// A delayed part of the running reaction (`Sabotage after Rest`): when `until` comes,
    /// the host creates an Emblem-Reaction of the same source, controller and Expedition
    /// that runs the reaction's `delayed[part - 1]` program.
    Delay {
        /// Which delayed program, from 1.
        part: u8,
        /// When.
        until: crate::ir::Moment,
    },
}

/// Why a host could not do what the interpreter asked. The interpreter stops the effect
/// and returns it; it never panics.
///
/// # Examples
///
/// A step the host does not model is refused; the run stops with that error:
///
/// ```
/// use altered_interpreter::{run_to_end, Answer, CardKind, Context, HostError, Place, RunError};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nResupply.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// let mut table = Table { objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// let result = run_to_end(&program, &ctx, &mut table, |_| Answer::Yes(false));
/// assert!(matches!(result, Err(RunError::Host(HostError::Unsupported(_)))));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum HostError {
    /// The host does not implement this atomic action.
    #[error("the host cannot perform {0}")]
    #[diagnostic(code(altered::host::unsupported))]
    Unsupported(&'static str),
    /// The host's own limits (too many objects, …).
    #[error("{0}")]
    #[diagnostic(code(altered::host::limit))]
    Limit(String),
}

/// What the interpreter reads of an engine's game: what is true now (CR 2.1 objects, their
/// characteristics and statuses, the players, the Adventure). Every method takes `&self`:
/// a query never changes the game. Conditions, filters and trigger matching
/// ([`crate::condition_holds`], [`crate::selects`], [`crate::activates`]) need only this,
/// so an engine evaluating a passive ability (CR 2.3.1) hands them a `Query`, and the
/// compiler refuses any action there.
///
/// Objects are those of CR 2.1: a card that moves becomes a new object (CR 1.4.4), so an
/// `Object` value names one appearance of a card, and [`Query::place`] returns `None` once
/// it no longer exists. An effect bound to such an object cannot change it (CR 6.3.k).
///
/// What a new engine must implement, in order of need: the methods without a default
/// (players, objects and their place, owner, controller, kind, token, name, sub-types,
/// statuses, boosts and counters, zone sizes, costs, statistics, terrains, standing,
/// facing); then the defaulted ones for the words its cards use (`mana` and
/// `target_cost` for Tough, `hidden` and `became` for hidden zones, `regions` for the
/// Adventure, the keyword and turn queries). A default answers as a game without that
/// notion would.
///
/// # Examples
///
/// A whole host, [`Query`] and [`Host`]: two players with a Deck and a Hand (counts only)
/// and a few objects. It models drawing and returning to Hand, and refuses every other
/// action.
///
/// ```
#[doc = include_str!("../doc/tiny_host.rs")]
/// use altered_interpreter::{run_to_end, Answer, Context};
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nDraw 2 cards.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// let mut table = Table { decks: [10, 10], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// run_to_end(&program, &ctx, &mut table, |_| Answer::Yes(false)).unwrap();
/// assert_eq!((table.decks, table.hands), ([8, 10], [2, 0]));
/// ```
///
/// What only answers queries can't run an effect, which acts: the runner wants a [`Host`].
///
/// ```compile_fail
/// use altered_interpreter::{run_to_end, Answer, Context, Program, Query};
/// fn only_reads<Q: Query<Object = usize, Player = u8>>(game: &mut Q, program: &Program) {
///     let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
///     let _ = run_to_end(program, &ctx, game, |_| Answer::Yes(false)); // `Q` is not a `Host`
/// }
/// ```
pub trait Query {
    /// An object of the host's game.
    type Object: Copy + Eq + Debug;
    /// A player of the host's game.
    type Player: Copy + Eq + Debug;

    /// The players in initiative order (CR 1.4.5): the first player first. An iterator,
    /// not a list, like [`Query::objects`]: the interpreter asks at nearly every step (a
    /// player's place, how many there are) and need not allocate for it; it may be walked
    /// several times and must give the same players each time.
    fn players(&self) -> impl Iterator<Item = Self::Player> + '_;
    /// The players in initiative order now (CR 1.4.5.a): during the Afternoon the player
    /// taking their turn first. Choices made by several players are asked in this order
    /// (CR 6.1.h). A host without turns keeps the default, [`Query::players`].
    fn initiative(&self) -> impl Iterator<Item = Self::Player> + '_ {
        self.players()
    }
    /// Whether two players are on the same side of the game: the same player, or teammates
    /// (2v2, seeds). Every player not allied with you is your opponent (`your opponents`,
    /// `target opponent`); a teammate's cards are not yours (`you control`). A host without
    /// teams keeps the default: only a player is allied with themselves.
    fn allied(&self, a: Self::Player, b: Self::Player) -> bool {
        a == b
    }
    /// Every object that exists now, in a stable order (CR 2.1). An iterator, not a list:
    /// conditions and counts (`for each Character you control`) walk it at every
    /// evaluation, most stopping early, and need not allocate for it.
    fn objects(&self) -> impl Iterator<Item = Self::Object> + '_;
    /// The objects in play (CR 3.1.4.a: in an Expedition or a Landmark zone), in the order
    /// of [`Query::objects`]. Most filters name only objects in play (`a Character you
    /// control`), and a game has far more objects elsewhere (Mana Orbs, Discard piles,
    /// Reserves): the interpreter walks these for such filters. The default walks every
    /// object; a host that keeps its objects by zone can answer without doing so.
    fn objects_in_play(&self) -> impl Iterator<Item = Self::Object> + '_ {
        self.objects().filter(|&o| self.place(o).is_some_and(Place::in_play))
    }
    /// Where an object is; `None` if it no longer exists.
    fn place(&self, object: Self::Object) -> Option<Place<Self::Player>>;
    /// Its owner (CR 1.1.3.c).
    fn owner(&self, object: Self::Object) -> Self::Player;
    /// Its controller: for an object in play, the player whose zone or Expedition it is
    /// in; otherwise its owner.
    fn controller(&self, object: Self::Object) -> Self::Player;
    /// Its type.
    fn kind(&self, object: Self::Object) -> CardKind;
    /// Whether it is a token (CR 1.1.7.b).
    fn is_token(&self, object: Self::Object) -> bool;
    /// Its name (CR 2.2.4: one name, however many words it has); `None` for an object
    /// without one (an Emblem, CR 2.2.4.g), which no name matches (CR 2.3.1.f).
    fn name(&self, object: Self::Object) -> Option<&str>;
    /// Whether it has this sub-type (singular, as printed: `Robot`).
    fn has_subtype(&self, object: Self::Object, subtype: &str) -> bool;
    /// Whether it has this status.
    fn has_status(&self, object: Self::Object, status: Status) -> bool;
    /// Its boosts (CR 2.5.1).
    fn boosts(&self, object: Self::Object) -> u32;
    /// Its counters with this name (CR 2.5).
    fn counters(&self, object: Self::Object, name: &str) -> u32;
    /// Whether a player's Expedition is in the terrain (CR 7.5.8.a): its Expedition counter
    /// is on a region with it (in tiebreakers, the Arena). A host without terrains keeps
    /// the default, false.
    fn expedition_in(&self, player: Self::Player, side: Side, terrain: Terrain) -> bool {
        let _ = (player, side, terrain);
        false
    }
    /// The regions of the Adventure now (CR 3.2.1.b), from the Hero region to the Companion
    /// region (the Arena alone during tiebreakers, CR 3.2.1.c), with their terrains as the
    /// rules see them and the Expeditions whose counter is on each. A host without regions
    /// keeps the default, none: no Expedition is then in contact or in a single-terrain
    /// region.
    fn regions(&self) -> Vec<RegionView<Self::Player>> {
        Vec::new()
    }
    /// The Terrain Markers on the regions (CR 3.2.1.d), oldest first. A host without
    /// markers keeps the default, none.
    fn terrain_markers(&self) -> Vec<MarkerView> {
        Vec::new()
    }
    /// The cards `player` played this turn (CR 5.1.2; `this turn`, CR 2.2.15.a), each as the
    /// object it is now (its kind and sub-types are read, wherever it went since), for `you
    /// played another card this turn`. A host without turns keeps the default, none.
    fn played_this_turn(&self, player: Self::Player) -> Vec<Self::Object> {
        let _ = player;
        Vec::new()
    }
    /// How many quick actions whose cost has the symbol were played this turn, by any player
    /// (CR 5.3; `a {D} ability was activated this turn`). A host without turns keeps the
    /// default, none.
    fn activated_this_turn(&self, symbol: CostSymbol) -> usize {
        let _ = symbol;
        0
    }
    /// How many cards `player` discarded this turn from their own `zone` (a Hand or a
    /// Reserve; CR 7.3.7, and CR 1.4.7 for who discards). A host without turns keeps the
    /// default, none.
    fn discarded_this_turn(&self, player: Self::Player, zone: ZoneKind) -> usize {
        let _ = (player, zone);
        0
    }
    /// Whether two objects are appearances of the same card (CR 1.4.4: a card that moved
    /// is a new object). `other` / `another` exclude the card the ability belongs to in
    /// any of its appearances, so that a Reaction of a card that just moved (`When I go
    /// to Reserve … | return another card from your Reserve`) can't pick that card in
    /// its new zone. A host without that notion keeps the default, object identity.
    fn same_card(&self, a: Self::Object, b: Self::Object) -> bool {
        a == b
    }
    /// The maximum `up to a max of N` allows when a support ability gives counters to its
    /// own card (CR 2.2.12.i), after the passives that change it (`The Support abilities of
    /// cards in Reserve can give them one more counter than their maximum`; `u32::MAX`: no
    /// maximum). A host without such passives keeps the default: `max`.
    fn support_max(&self, object: Self::Object, max: u32) -> u32 {
        let _ = object;
        max
    }
    /// The names of the counters it has (boosts not included), for Augment (CR 7.3.4.a).
    /// A host without named counters keeps the default: none.
    fn counter_names(&self, object: Self::Object) -> Vec<String> {
        let _ = object;
        Vec::new()
    }
    /// How many cards are in a player's zone (hidden ones included).
    fn zone_size(&self, player: Self::Player, zone: ZoneKind) -> usize;
    /// The cards of one of `player`'s hidden zones (CR 3.1.3.d: `Hand`, `Deck`), for a
    /// choice that only `player` makes (`Put a card from your hand in Reserve`, `Target
    /// opponent discards a card from their hand`): they may look at their own Hand (CR
    /// 3.2.5.b) and make their choice explicit without revealing it (CR 6.1.h).
    ///
    /// These cards are not objects (CR 2.1.j), so each is a *handle* of the `Object` type,
    /// which the interpreter only uses in three ways: it reads the card's printed
    /// characteristics (`kind`, `is_token`, `has_subtype`, `hand_cost`,
    /// `base_statistics`) to match the effect's filter; it asks its `place`, which must be
    /// `Place::Hand` / `Place::Deck` while the card is still there (and `None` once it has
    /// left); and it hands it back in [`Atomic::MoveTo`] and [`Atomic::Discard`], which
    /// move the card. A host without hidden zones keeps the default, none: such a choice
    /// has no candidate and its step does nothing (CR 6.1.g).
    fn hidden(&self, player: Self::Player, zone: ZoneKind) -> Vec<Self::Object> {
        let _ = (player, zone);
        Vec::new()
    }
    /// The object a card of a hidden zone (a handle of [`Query::hidden`]) became by moving to
    /// a visible zone (CR 1.4.4, 3.1.3.a), so that the effect names it afterwards (`Put a
    /// card from your hand in Reserve. If it's a Permanent, …`); `None` while it is hidden.
    /// Never asked of an object: an object that moved is not followed (CR 6.3.k). The
    /// default, `None`, suits a host without hidden zones.
    fn became(&self, card: Self::Object) -> Option<Self::Object> {
        let _ = card;
        None
    }
    /// Its Hand Cost (CR 2.2.7); `None` for an object that has none (a Hero, an Emblem).
    fn hand_cost(&self, object: Self::Object) -> Option<u32>;
    /// Its Reserve Cost (CR 2.2.8; 0 for a token, CR 2.2.8.c); `None` for an object that
    /// has none (a Hero, an Emblem). The Base Cost (CR 2.2.9) is read from it and the Hand
    /// Cost.
    fn reserve_cost(&self, object: Self::Object) -> Option<u32>;
    /// Its forest, mountain and water statistics as they are now (CR 2.2.11, boosts
    /// included); zeros for an object without statistics (CR 1.1.6.d).
    fn statistics(&self, object: Self::Object) -> [i32; 3];
    /// Its printed forest, mountain and water statistics (CR 2.2.11), before boosts and
    /// effects; `None` for an object without statistics (only Characters have them).
    fn base_statistics(&self, object: Self::Object) -> Option<[i32; 3]>;
    /// Whether it is in the terrain (CR 7.5.8.b): in play in an Expedition whose region
    /// has it (CR 7.5.8.a).
    fn in_terrain(&self, object: Self::Object, terrain: Terrain) -> bool;
    /// How a player's Expedition compares with the one facing it (CR 7.5.2): `Greater`
    /// when it is further from its starting region (ahead), `Equal` when tied (always
    /// during tiebreakers, CR 7.5.2.d).
    fn standing(&self, player: Self::Player, side: Side) -> std::cmp::Ordering;
    /// Whether a player's Expedition is Ascended (CR 2.4.3). A host without Ascended keeps
    /// the default, false.
    fn ascended(&self, player: Self::Player, side: Side) -> bool {
        let _ = (player, side);
        false
    }
    /// The phase of the day now (CR 4.2), for triggers written `during the Afternoon`; a
    /// host without phases keeps the default, `None`, and such triggers never match.
    fn phase(&self) -> Option<altered_grammar::Phase> {
        None
    }
    /// Whose turn it is in the Afternoon (CR 4.2.3.d), for `if it's your turn`; `None`
    /// outside the Afternoon's turns. A host without turns keeps the default, `None`, and
    /// `it's your turn` never holds.
    fn turn(&self) -> Option<Self::Player> {
        None
    }
    /// Whether `player` has passed this Afternoon (CR 4.2.3.d); outside the Afternoon,
    /// nobody has. A host without turns keeps the default: nobody.
    fn has_passed(&self, player: Self::Player) -> bool {
        let _ = player;
        false
    }
    /// The Expedition facing a player's Expedition (CR 1.2.3.c: in a two-player game, the
    /// other player's Expedition of the same side).
    fn facing(&self, player: Self::Player, side: Side) -> (Self::Player, Side);
    /// The modifiers that would apply to a die roll of `player` (CR 6.2: `If you would roll
    /// a die, you may add 1 to its result`), from the passive abilities that work now, in
    /// the order the runner applies them. A host without them keeps the default: none.
    fn roll_modifiers(&self, player: Self::Player) -> Vec<RollModifier<Self::Object, Self::Player>> {
        let _ = player;
        Vec::new()
    }
    /// The mana `chooser` must also pay to choose `object` as a target: its Tough total
    /// when its controller is an opponent of `chooser` (CR 7.4.7.c). A host without Tough
    /// keeps the default, 0.
    fn target_cost(&self, chooser: Self::Player, object: Self::Object) -> u32 {
        let _ = (chooser, object);
        0
    }
    /// Whether it has a keyword ability of this kind now (CR 7.4; a numbered one such as
    /// Tough with any number), printed or given by a passive ability. A host without keyword
    /// abilities keeps the default, false.
    fn has_keyword(&self, object: Self::Object, keyword: crate::KeywordAbility) -> bool {
        let _ = (object, keyword);
        false
    }
    /// The numbers of its keyword abilities of this kind now, one per instance (`Tough 2`
    /// and `Tough 1`: `[2, 1]`; CR 7.4.7.b), printed or given by a passive ability. A host
    /// without numbered keyword abilities keeps the default, none.
    fn keyword_numbers(&self, object: Self::Object, keyword: crate::KeywordAbility) -> Vec<u32> {
        let _ = (object, keyword);
        Vec::new()
    }
    /// Whether it has an ability whose cost has this symbol now (`with a {D} ability`): `{D}`
    /// a support ability that discards it from Reserve (CR 2.2.12.d; an exhausted card in
    /// Reserve has none, CR 2.2.12.j), `{T}` a quick action that exhausts it (CR 7.1.4.a). A
    /// host without such abilities keeps the default, false.
    fn has_ability(&self, object: Self::Object, symbol: CostSymbol) -> bool {
        let _ = (object, symbol);
        false
    }
    /// Whether it is a Gigantic Character now (CR 7.4.4.b): present in both of its
    /// controller's Expeditions. A host without Gigantic keeps the default, false.
    fn gigantic(&self, object: Self::Object) -> bool {
        let _ = object;
        false
    }
    /// The mana `player` could pay now (their ready Mana Orbs, CR 1.2.5).
    fn mana(&self, player: Self::Player) -> u32 {
        let _ = player;
        0
    }
}

/// What an engine does for the interpreter: the atomic actions (CR 6.1.e) of a step, all
/// at once (CR 6.1.f), and the dice and reveals that go with them. A host is also a
/// [`Query`]: an effect reads the game through the same answers a passive ability reads,
/// and [`crate::run`] needs `&mut` of a `Host` only to act.
///
/// A new engine implements [`Host::perform`] (refusing with [`HostError::Unsupported`] what
/// it does not model, before changing anything) and [`Host::roll_die`]; the other methods
/// have defaults for a game without replacing modifiers or dice reactions. See [`Query`]
/// for a whole host.
pub trait Host: Query {
    /// Rolls a fair six-sided die (CR 7.3.28.a): 1 to 6.
    fn roll_die(&mut self, player: Self::Player) -> Result<u8, HostError>;
    /// A roll of `player` is over (CR 7.3.28.a: one or more dice rolled, the die kept and
    /// the modifiers applied) with this result, which steps after it read. A host with
    /// `When you roll one or more dice` reactions reports it to its triggers; the default
    /// does nothing.
    fn rolled(&mut self, player: Self::Player, result: u8) -> Result<(), HostError> {
        let _ = (player, result);
        Ok(())
    }
    /// `player` revealed `card` (a handle of [`Query::hidden`], CR 3.1.3.f) by an ability of
    /// `source`: a step of its effect, or its additive modifier of a roll (CR 6.2.c). `roll`
    /// is the result of the die rolled with it, 0 when none was. A host with `When you reveal
    /// a card this way` reactions reports it to its triggers; the default does nothing.
    fn revealed(
        &mut self,
        player: Self::Player,
        card: Self::Object,
        source: Self::Object,
        roll: u8,
    ) -> Result<(), HostError> {
        let _ = (player, card, source, roll);
        Ok(())
    }
    /// Performs one step: every atomic action in it, simultaneously (CR 6.1.f). Pushes onto
    /// `done`, for each action in the order given, whether it happened (CR 1.2.6.f: a part
    /// that cannot happen is ignored). `done` is the caller's buffer, empty when called and
    /// kept from one step to the next, so that performing a step allocates nothing.
    fn perform(&mut self, step: &[Atomic<Self::Object, Self::Player>], done: &mut Vec<bool>) -> Result<(), HostError>;
    /// The optional replacing modifiers (`you may … instead`, CR 6.2.d) that would apply to
    /// this step, each as the player who says whether it applies and the object whose
    /// ability it is, in the order [`Host::perform_deciding`] reads the answers. A host
    /// without them keeps the default: none.
    fn optional_modifiers(&self, step: &[Atomic<Self::Object, Self::Player>]) -> Vec<(Self::Player, Self::Object)> {
        let _ = step;
        Vec::new()
    }
    /// Whether the effect running must stop before its next instruction ([`Yield::Paused`]),
    /// because a step it performed started an effect that resolves first: that of a
    /// replacing modifier applied to one of its atomic actions (CR 6.2.b). A host without
    /// such modifiers keeps the default, never.
    ///
    /// [`Yield::Paused`]: crate::Yield::Paused
    fn pause(&self) -> bool {
        false
    }
    /// [`Host::perform`], with whether each optional modifier [`Host::optional_modifiers`]
    /// listed is applied (CR 6.2.d); one not answered is not applied.
    fn perform_deciding(
        &mut self,
        step: &[Atomic<Self::Object, Self::Player>],
        applied: &[bool],
        done: &mut Vec<bool>,
    ) -> Result<(), HostError> {
        let _ = applied;
        self.perform(step, done)
    }
}

/// The cost symbol that names a kind of quick action: `a {T} ability`, `a {D} ability` (CR
/// 1.1.6, 2.2.12.i).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum CostSymbol {
    /// `{T}`: exhaust me.
    Exhaust,
    /// `{D}`: discard me from Reserve (a support ability).
    Support,
}

/// A region of the Adventure (CR 3.2.1), as [`Query::regions`] reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegionView<P> {
    /// Forest, mountain and water: which the region has now (none while it is face down,
    /// CR 2.2.2.k remark; Terrain Markers and passive abilities applied, CR 3.2.1.d-e).
    pub terrains: [bool; 3],
    /// The Expeditions whose Expedition counter is on it (CR 1.3.1.b).
    pub expeditions: Vec<(P, Side)>,
}

/// A Terrain Marker (CR 3.2.1.d), as [`Query::terrain_markers`] reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarkerView {
    /// The host's id of it, stable until it moves (a moved marker is a new object, CR
    /// 7.3.20.b).
    pub id: u32,
    /// The region it is on, by its index among [`Query::regions`].
    pub region: u8,
    /// Its terrains: forest, mountain, water.
    pub terrains: [bool; 3],
}

impl<P> RegionView<P> {
    /// Whether it has exactly one terrain (a single-terrain region).
    pub fn single_terrain(&self) -> bool {
        self.terrains.iter().filter(|&&t| t).count() == 1
    }
}

/// A modifier of a die roll (CR 6.2), as [`Query::roll_modifiers`] reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollModifier<O, P> {
    /// The object whose passive ability it is.
    pub source: O,
    /// Who says whether an optional one applies: the source's controller (CR 6.2.d).
    pub controller: P,
    /// `you may`.
    pub optional: bool,
    /// What it does.
    pub change: RollChange,
}

/// What a [`RollModifier`] does to a die roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum RollChange {
    /// `roll that many dice plus N and ignore the roll of your choice instead`: N more dice,
    /// the roller keeping one of their choice.
    MoreDice(u8),
    /// `add N to its result`.
    Add(u8),
    /// `also reveal the top N cards of your deck` (CR 6.2.c): the roller reveals them with
    /// the roll, which [`Host::revealed`] reports.
    AlsoReveal(u8),
}
