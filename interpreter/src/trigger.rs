//! Reaction triggers (CR 6.3): what activates a reaction, lowered from the AST, and whether
//! an event the host reports matches it.
//!
//! The host reports what happened as [`Happening`]s (a step's atomic actions, a card played,
//! a phase's daily effects) and asks [`activates`] for each reaction that may react; the
//! selectors of written triggers are matched here, so every host agrees on what they mean.
//! Which reactions may react is the host's part (CR 6.3.e, 6.3.f): a self-move reaction
//! ([`EventTrigger::self_move`]) of an object that exists after the event, any other of an
//! object that existed and worked before it.

use altered_grammar::{
    Event, EventSubject, EventVerb, ExpeditionRef, ExpeditionRelation, KeywordActionEvent, Phase, Place as APlace,
    PlayerRef, PossessivePlayer, Qualifier, Span, StatusName, SymbolTrigger, Zone,
};
use serde::{Deserialize, Serialize};

use crate::compile::{unsupported, Lowerer, Result};
use crate::host::{KeywordActionKind, Place, Query, Side, Status, Terrain};
use crate::ir::{Cmp, ExpeditionTest, Filter, Rel, Standing, ZoneFilter};
use crate::run::{matches_at, Context};

mod counters;
mod expeditions;
mod moving;
mod players;
mod statuses;

/// What activates a reaction.
///
/// # Examples
///
/// ```
/// use altered_grammar::SymbolTrigger;
/// use altered_interpreter::{compile_card, Compiled, Trigger};
/// let (card, _) = altered_grammar::parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n\
///      etb Draw a card.\nWhen you play a Spell — Draw a card.\n",
/// );
/// let triggers: Vec<Trigger> = compile_card(&card.unwrap())
///     .into_iter()
///     .filter_map(|c| match c {
///         Ok(Compiled::Reaction { trigger, .. }) => Some(trigger),
///         _ => None,
///     })
///     .collect();
/// assert_eq!(triggers[0], Trigger::Symbol(SymbolTrigger::Etb));
/// assert!(matches!(triggers[1], Trigger::Event(_)));
/// ```
// Compiled once per card and shared by every game (never copied per state or per step), so
// the size of the written triggers' variant costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Trigger {
    /// `etb`, `hand`, `reserve` (CR 7.1.1): the host activates them when the card is played
    /// or joins the Expedition or Landmark zone.
    Symbol(SymbolTrigger),
    /// `At Noon`, `At Dusk`, `At Night`: the event at the beginning of the phase (CR 4.2.b).
    Phase(Phase),
    /// `When …` (CR 6.3.b).
    Event(EventTrigger),
}

impl Trigger {
    /// Whether the trigger names an object that `it` in the effect refers to (CR 6.3.i).
    pub fn binds_object(&self) -> bool {
        matches!(self, Trigger::Event(e) if e.binds_object())
    }
}

/// The objects a written trigger is about.
#[derive(Debug, Clone, PartialEq)]
pub enum Subject {
    /// `I`.
    Me,
    /// `a Character`, `another Character you control`, …
    Objects(Filter),
}

/// Where a Terrain Marker of a trigger is, relative to the reaction's object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MarkerIn {
    /// Placed on or moved to the region of an Expedition I'm in.
    ToMyRegion,
    /// Moved from the region of an Expedition I'm in.
    FromMyRegion,
}

/// A place objects join, leave or come from, relative to the reaction's object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Where {
    /// `the Expedition zone`: any Expedition.
    ExpeditionZone,
    /// `my Expedition`: the Expedition of the reaction's object.
    MyExpedition,
    /// `the Expedition facing me`: the one facing the reaction's object's (CR 1.2.3.c).
    FacingMyExpedition,
    /// `your Expeditions`.
    YourExpeditions,
    /// `an opponent's Expedition`: any Expedition of the controller's opponents.
    OpponentsExpeditions,
    /// `your Hero Expedition`, `your Companion Expedition` (CR 1.2.3.c).
    YourSide(Side),
    /// `your other Expedition`: the controller's Expedition the reaction's object is not
    /// in (CR 7.3.34.a).
    YourOtherExpedition,
    /// `your Expeditions or Landmarks`: where the controller's Permanents are in play.
    YourExpeditionsOrLandmarks,
    /// `(your) Landmark zone`.
    Landmarks(Option<Rel>),
    /// `(your) Reserve`.
    Reserve(Option<Rel>),
    /// `your hand`.
    Hand,
    /// `their hand`, `a hand`: any player's.
    AnyHand,
    /// `(your) deck`.
    Deck(Option<Rel>),
    /// `the discard pile`.
    Discard,
    /// `anywhere`.
    Anywhere,
    /// `an Ascended Expedition`, `one of your Expeditions that's behind` (CR 2.4.3, 7.5.2):
    /// an Expedition of the players `whose` names (any player's when `None`) that passes the
    /// test and stands so when the event happens.
    ExpeditionThat {
        /// `You`, `Opponent` or `NotYou`.
        whose: Option<Rel>,
        /// What it is asked (`None`: nothing).
        test: Option<ExpeditionTest>,
        /// How it compares with the Expedition facing it.
        standing: Option<Standing>,
    },
}

/// A written trigger, lowered.
#[derive(Debug, Clone, PartialEq)]
pub enum EventTrigger {
    /// `When you play a Spell`, `When an opponent plays a Character` (CR 5.1.2); `it` is
    /// the card played.
    Plays {
        /// Who plays.
        by: Rel,
        /// What.
        what: Filter,
        /// `from your Reserve`, `from Reserve`, `from your hand`: where the card was played
        /// from; any zone when `None`.
        from: Option<Where>,
    },
    /// `When a Character joins my Expedition`; `it` is the object that joined.
    Joins {
        /// What joins.
        what: Subject,
        /// Where.
        to: Where,
    },
    /// `When I leave the Expedition zone`; `it` is the object that left (CR 6.3.k).
    Leaves {
        /// What leaves.
        what: Subject,
        /// From where.
        from: Where,
        /// `during the Afternoon`: only while the game is in that phase.
        during: Option<Phase>,
    },
    /// `When I go to Reserve from the Expedition zone`.
    GoesToReserve {
        /// What goes.
        what: Subject,
        /// From where.
        from: Where,
    },
    /// `When a card goes from your deck or hand to Reserve`; `it` is the object it
    /// became.
    GoesFromTo {
        /// What goes.
        what: Subject,
        /// From one of these.
        from: Vec<Where>,
        /// To there.
        to: Where,
    },
    /// `When a Character you control gains 1 or more boosts`; `it` is that object.
    GainsBoosts {
        /// Who gains.
        what: Subject,
        /// How many gained in one action.
        cmp: Cmp,
    },
    /// `When a Character you control gains Fleeting`; `it` is that object.
    GainsStatus {
        /// Who gains.
        what: Subject,
        /// Which status.
        status: Status,
    },
    /// `When I gain my third Trial counter`, `When I gain my second boost`.
    NthCounter {
        /// 3 for `third`.
        nth: u32,
        /// The counter; `None`: boosts (CR 2.5.1).
        counter: Option<String>,
    },
    /// `When my Expedition moves forward [due to forest]`, `When one of your Expeditions
    /// moves forward …`.
    MovesForward {
        /// The Expedition it happens to (CR 1.2.3): `my Expedition`, `one of your
        /// Expeditions`, `the Expedition facing me`, …
        which: Where,
        /// `due to forest`: only when it moves forward at Progress because of that
        /// terrain (CR 4.2.4.j).
        due_to: Option<Terrain>,
        /// `due to Ascend`: only when it moves forward at Progress due to a terrain tied
        /// with the Expedition facing it, which only an Ascended Expedition does (CR
        /// 4.2.4.k, 4.2.4.e).
        due_to_ascend: bool,
    },
    /// `When my Expedition Ascends`, `… gains Ascended` (CR 7.3.3.a, 2.4.3).
    Ascends {
        /// The Expedition it happens to (CR 1.2.3): `my Expedition`, `one of your
        /// Expeditions`, `the Expedition facing me`, …
        which: Where,
    },
    /// `When my Expedition fails to move forward during Dusk` (CR 4.2.4.i, 7.5.7.a).
    FailsToMoveForward {
        /// The Expedition it happens to (CR 1.2.3): `my Expedition`, `one of your
        /// Expeditions`, `the Expedition facing me`, …
        which: Where,
    },
    /// `When I'm sacrificed` (CR 7.3.31).
    IAmSacrificed,
    /// `When you sacrifice a non-Illusion Character`; `it` is the object sacrificed.
    Sacrifices {
        /// Who sacrifices (CR 1.4.7); any player when `None` (`a Character is sacrificed`).
        by: Option<Rel>,
        /// What.
        what: Filter,
    },
    /// `When an opponent draws one or more cards or Resupplies`.
    DrawsOrResupplies {
        /// Who.
        by: Rel,
    },
    /// `When you exhaust a card in Reserve`; `it` is the object exhausted.
    Exhausts {
        /// Who exhausts (CR 1.4.7).
        by: Rel,
        /// What.
        what: Filter,
    },
    /// `When you create a token Character`, `When a token is created`; `it` is the token.
    CreatesToken {
        /// Who creates; any player when `None` (`a token is created`).
        by: Option<Rel>,
        /// What is created; any token when `None`.
        what: Option<Subject>,
    },
    /// `When one or more tokens are created`: the trigger's event as a whole; it activates
    /// once for an event however many of its atomic actions match (CR 6.3.g), the host
    /// asking [`EventTrigger::once_per_event`].
    OncePerEvent(Box<EventTrigger>),
    /// `When a Terrain Marker is placed in my region` (CR 3.2.1.d), `When you move a {V}
    /// Terrain Marker` (CR 7.3.20).
    TerrainMarker {
        /// Who places or moves it; any player when `None`.
        by: Option<Rel>,
        /// Moved; else placed.
        moved: bool,
        /// The terrains it has (forest, mountain, water), one of them being enough (`any`)
        /// or all; `None`: any marker.
        terrains: Option<([bool; 3], bool)>,
        /// Where: on my region (placed on, moved to), or moved from my region.
        region: Option<MarkerIn>,
    },
    /// `When you roll one or more dice` (CR 7.3.28): `the result` in the effect is the
    /// roll's (see [`Frame::with_roll`](crate::Frame::with_roll)).
    RollsDice {
        /// Who rolls.
        by: Rel,
    },
    /// `When you draw a card` (once for each card drawn, CR 6.3.g), `When a player draws one
    /// or more cards` (once for each draw).
    Draws {
        /// Who draws; any player when `None`.
        by: Option<Rel>,
        /// `a card`: for each card; `one or more cards`: for each draw.
        each_card: bool,
    },
    /// `When you Resupply` (CR 7.3.26).
    Resupplies {
        /// Who; any player when `None`.
        by: Option<Rel>,
    },
    /// `When you discard a card from your hand` (CR 7.3.7.a); `it` is the card discarded,
    /// as it is in the discard pile.
    Discards {
        /// Whose zone it leaves (the player discarding it); any player when `None`.
        by: Option<Rel>,
        /// What.
        what: Filter,
        /// From one of these; from any zone when empty.
        from: Vec<Where>,
    },
    /// `When you become the first player` (CR 4.2.1.b: by Succeed or by an effect).
    BecomesFirstPlayer {
        /// Who; any player when `None`.
        by: Option<Rel>,
    },
    /// `When you pass`, `When an opponent passes first` (CR 4.2.3.d).
    Passes {
        /// Who; any player when `None`.
        by: Option<Rel>,
        /// `first`: before any other player this Afternoon.
        first: bool,
    },
    /// `When I gain a Kelon counter`, `When a Character gains 2 or more Kelon counters`
    /// (CR 7.3.14); `it` is that object.
    GainsCounters {
        /// Who gains.
        what: Subject,
        /// The counter.
        counter: String,
        /// How many gained in one action.
        cmp: Cmp,
    },
    /// `When I lose Asleep` (CR 7.3.19.a); `it` is that object.
    LosesStatus {
        /// Who loses.
        what: Subject,
        /// Which status.
        status: Status,
    },
    /// `When I become Boosted` (CR 2.4.5.a, 7.5.4.a): it had no boost and gains one; `it`
    /// is that object.
    BecomesBoosted {
        /// Who.
        what: Subject,
    },
    /// `When I lose Boosted` (CR 2.4.5.b, 7.3.19.a): its last boost is removed while it stays
    /// where it is (leaving, it is a new object, CR 1.4.4); `it` is that object.
    LosesBoosted {
        /// Who.
        what: Subject,
    },
    /// `When a Character defects` (CR 7.3.6.a), `When a Character switches Expeditions` (CR
    /// 7.3.34.a): the same object in another Expedition; `it` is that object.
    ChangesExpedition {
        /// What moves.
        what: Subject,
        /// Defects (to the Expedition facing it), or switches (to its controller's other).
        defects: bool,
    },
    /// `When you Sabotage`, `When an opponent Augments a Character`, `When I'm augmented`,
    /// `When you Exhausted Resupply` (CR 7.3.30, 7.3.4, 7.3.13): a player performed the
    /// keyword action; `it` is the object it was done to, as it is after.
    PerformsKeywordAction {
        /// Who; any player when `None` (`a Character is augmented`).
        by: Option<Rel>,
        /// Which keyword action.
        action: KeywordActionKind,
        /// Done to what; to anything, or to nothing, when `None`.
        what: Option<Subject>,
    },
    /// `When my Expedition moves backwards` (CR 7.3.21.a).
    MovesBackward {
        /// The Expedition it happens to (CR 1.2.3): `my Expedition`, `one of your
        /// Expeditions`, `the Expedition facing me`, …
        which: Where,
    },
    /// `When you reveal a card this way`: a card revealed by another ability of the
    /// reaction's object (CR 3.1.3.f), its step or its additive modifier of a roll (CR
    /// 6.2.c); `it` is the card revealed, and `the die's result` the die rolled with it (see
    /// [`Frame::with_roll`](crate::Frame::with_roll)).
    RevealsThisWay {
        /// Who reveals.
        by: Rel,
    },
}

impl EventTrigger {
    /// Whether it activates at most once for an event (`one or more`, CR 6.3.g): the host
    /// stops matching it against the event's happenings at the first that activates it.
    pub fn once_per_event(&self) -> bool {
        matches!(self, EventTrigger::OncePerEvent(_))
    }

    /// A self-move reaction (CR 6.3.c, 6.3.d): activated when its object exists after the
    /// event, without needing to work (CR 6.3.e).
    pub fn self_move(&self) -> bool {
        match self {
            EventTrigger::OncePerEvent(t) => t.self_move(),
            EventTrigger::Joins { what: Subject::Me, .. } => true,
            EventTrigger::GoesToReserve {
                what: Subject::Me,
                from,
            } => *from != Where::ExpeditionZone,
            // `When I'm discarded`, `When I go to the discard pile from …`: I enter a
            // visible zone (CR 6.3.c); not the hand nor the Deck, which are hidden.
            EventTrigger::GoesFromTo {
                what: Subject::Me, to, ..
            } => !matches!(to, Where::Hand | Where::AnyHand | Where::Deck(_)),
            _ => false,
        }
    }

    fn binds_object(&self) -> bool {
        if let EventTrigger::OncePerEvent(t) = self {
            return t.binds_object();
        }
        !matches!(
            self,
            EventTrigger::NthCounter { .. }
                | EventTrigger::MovesForward { .. }
                | EventTrigger::FailsToMoveForward { .. }
                | EventTrigger::Ascends { .. }
                | EventTrigger::DrawsOrResupplies { .. }
                | EventTrigger::Draws { .. }
                | EventTrigger::Resupplies { .. }
                | EventTrigger::Passes { .. }
                | EventTrigger::BecomesFirstPlayer { .. }
                | EventTrigger::MovesBackward { .. }
                | EventTrigger::IAmSacrificed
                | EventTrigger::RollsDice { .. }
                | EventTrigger::TerrainMarker { .. }
        )
    }
}

/// Something that happened, as the host reports it for triggers to match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Happening<O, P> {
    /// An object changed zones, or a token was created (`old` and `from` `None`) or ceased
    /// to exist (`new` and `to` `None`).
    Moved {
        /// The object before the move; `None` when it was a card in a hidden zone (CR
        /// 2.1.j), which `from` then names.
        old: Option<O>,
        /// Where it was.
        from: Option<Place<P>>,
        /// The object it became.
        new: Option<O>,
        /// Where it is.
        to: Option<Place<P>>,
    },
    /// A player played a card (CR 5.1.2); `object` is what it became.
    Played {
        /// Who.
        player: P,
        /// The card's object after the play.
        object: O,
        /// Where the card was played from: a Hand, a Reserve or a Deck (CR 5.1.2.g).
        from: Place<P>,
    },
    /// An object was sacrificed by a player (CR 7.3.31); `object` is the object before.
    Sacrificed {
        /// Who.
        player: P,
        /// The object sacrificed.
        object: O,
        /// Where it was.
        from: Place<P>,
    },
    /// An object gained boosts.
    Boosts {
        /// Which.
        object: O,
        /// How many.
        gained: u32,
        /// How many it had before: 0 when it became Boosted (CR 2.4.5.a).
        before: u32,
    },
    /// An object lost a status (CR 7.3.19.a); Exhausted included: it was readied (CR
    /// 7.3.25.a).
    LostStatus {
        /// Which.
        object: O,
        /// Which status.
        status: Status,
    },
    /// An object lost its last boost, staying where it is: it is no longer Boosted (CR
    /// 2.4.5.b).
    LostBoosted {
        /// Which.
        object: O,
    },
    /// An object gained a status.
    Status {
        /// Which.
        object: O,
        /// Which status.
        status: Status,
        /// Who did it (CR 1.4.7).
        by: P,
    },
    /// An object's named counters went from `before` to `now`.
    Counters {
        /// Which.
        object: O,
        /// The counter.
        name: String,
        /// Before.
        before: u32,
        /// After.
        now: u32,
    },
    /// An Expedition moved forward (CR 7.3.22).
    MovedForward {
        /// Whose.
        player: P,
        /// Which.
        side: Side,
        /// At Progress, the terrains it moved forward due to (CR 4.2.4.j); empty for a
        /// move by an effect.
        due_to: Vec<Terrain>,
        /// At Progress, whether it moved forward due to Ascend: due to a terrain tied with
        /// the Expedition facing it (CR 4.2.4.k).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        due_to_ascend: bool,
    },
    /// An Expedition gained Ascended (CR 7.3.3.a).
    Ascended {
        /// Whose.
        player: P,
        /// Which.
        side: Side,
    },
    /// An Expedition did not move forward during Progress (CR 4.2.4.i); never during
    /// tiebreakers.
    FailedToMoveForward {
        /// Whose.
        player: P,
        /// Which.
        side: Side,
    },
    /// A player drew a card (CR 7.3.9): one for each card drawn.
    Drew {
        /// Who.
        player: P,
        /// The first card of its draw (`draws one or more cards` matches only these).
        first: bool,
    },
    /// A player Resupplied (CR 7.3.26).
    Resupplied(P),
    /// A player became the first player (CR 4.2.1.b: by Succeed, or by an effect).
    BecameFirstPlayer(P),
    /// A player performed a keyword action (CR 7.3), noted when its atomic action happened
    /// (see [`Atomic::KeywordAction`](crate::Atomic::KeywordAction)): a Sabotage that
    /// discarded a card, an Augment that added a counter, an Exhausted Resupply.
    PerformedKeywordAction {
        /// Who.
        player: P,
        /// Which.
        action: KeywordActionKind,
        /// What it was done to, as it is after (the card discarded, the object augmented).
        object: Option<O>,
    },
    /// A player passed (CR 4.2.3.d).
    Passed {
        /// Who.
        player: P,
        /// No other player had passed yet this Afternoon.
        first: bool,
    },
    /// An object in an Expedition moved to another Expedition and stayed the same object:
    /// it defected (CR 7.3.6.a) or switched Expeditions (CR 7.3.34.a).
    ChangedExpedition {
        /// The object.
        object: O,
        /// Where it was.
        from: Place<P>,
        /// Where it is.
        to: Place<P>,
        /// It defected, or it switched Expeditions.
        defected: bool,
    },
    /// An Expedition moved backward (CR 7.3.21.a).
    MovedBackward {
        /// Whose.
        player: P,
        /// Which.
        side: Side,
    },
    /// A player placed (`from` `None`, CR 3.2.1.d) or moved (CR 7.3.20) a Terrain Marker
    /// to the region at index `to` of [`Query::regions`].
    TerrainMarker {
        /// Who: the controller of the effect.
        player: P,
        /// Where it was, when it moved.
        from: Option<u8>,
        /// Where it is.
        to: u8,
        /// Its terrains (forest, mountain, water).
        terrains: [bool; 3],
    },
    /// A player created a token (CR 7.3.5).
    TokenCreated {
        /// Who.
        player: P,
        /// The token.
        object: O,
    },
    /// A Character joined (`joined`) or left one of its controller's Expeditions without
    /// moving: it gained or lost Gigantic, and its card stays in the other (CR 7.4.4.o–p).
    Presence {
        /// The Character.
        object: O,
        /// Its controller.
        player: P,
        /// The Expedition it joined or left.
        side: Side,
        /// Joined, or left.
        joined: bool,
    },
    /// A player rolled one or more dice (CR 7.3.28.a), with this result (the die kept,
    /// modifiers applied).
    DieRolled {
        /// Who.
        player: P,
        /// The result.
        result: u8,
    },
    /// A player revealed a card of a hidden zone (CR 3.1.3.f) by an ability of `source`
    /// (see [`crate::Host::revealed`]).
    Revealed {
        /// Who.
        player: P,
        /// The card (a handle of [`Query::hidden`]).
        card: O,
        /// The object whose ability revealed it.
        source: O,
        /// The result of the die rolled with it; 0 when none was.
        roll: u8,
    },
}

/// Whether `h` activates the written trigger `t` of the reaction described by `ctx` (its
/// object `ctx.this` at `here`, its controller, its Expedition). `Some(it)`: it does, with
/// the object `it` refers to; `None`: it does not.
pub fn activates<H: Query>(
    t: &EventTrigger,
    h: &Happening<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> Option<Option<H::Object>> {
    // By what the event is about, one file each; the match is exhaustive, so a new
    // trigger is routed here before it compiles.
    match t {
        EventTrigger::Plays { .. }
        | EventTrigger::Joins { .. }
        | EventTrigger::Leaves { .. }
        | EventTrigger::GoesToReserve { .. }
        | EventTrigger::GoesFromTo { .. }
        | EventTrigger::Sacrifices { .. }
        | EventTrigger::IAmSacrificed
        | EventTrigger::Discards { .. }
        | EventTrigger::CreatesToken { .. } => moving::activates(t, h, ctx, host),
        EventTrigger::GainsStatus { .. }
        | EventTrigger::LosesStatus { .. }
        | EventTrigger::Exhausts { .. }
        | EventTrigger::BecomesBoosted { .. }
        | EventTrigger::LosesBoosted { .. } => statuses::activates(t, h, ctx, host),
        EventTrigger::GainsBoosts { .. } | EventTrigger::NthCounter { .. } | EventTrigger::GainsCounters { .. } => {
            counters::activates(t, h, ctx, host)
        }
        EventTrigger::DrawsOrResupplies { .. }
        | EventTrigger::Draws { .. }
        | EventTrigger::Resupplies { .. }
        | EventTrigger::Passes { .. }
        | EventTrigger::BecomesFirstPlayer { .. }
        | EventTrigger::PerformsKeywordAction { .. }
        | EventTrigger::RollsDice { .. }
        | EventTrigger::RevealsThisWay { .. } => players::activates(t, h, ctx, host),
        EventTrigger::MovesForward { .. }
        | EventTrigger::Ascends { .. }
        | EventTrigger::FailsToMoveForward { .. }
        | EventTrigger::MovesBackward { .. }
        | EventTrigger::ChangesExpedition { .. }
        | EventTrigger::TerrainMarker { .. } => expeditions::activates(t, h, ctx, host),
        EventTrigger::OncePerEvent(t) => activates(t, h, ctx, host),
    }
}

/// Whether the object `o` at `at` is what the trigger's subject `s` names for the reaction
/// described by `ctx`: the reaction's object itself (`I`), or an object its filter matches.
fn is_subject<H: Query>(
    s: &Subject,
    o: H::Object,
    at: Place<H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> bool {
    match s {
        Subject::Me => o == ctx.this,
        Subject::Objects(f) => matches_at(f, o, at, ctx, host),
    }
}

/// What [`activates`] answers: when `yes`, the trigger activates with `o` as its `it`.
fn hit<O>(yes: bool, o: Option<O>) -> Option<Option<O>> {
    yes.then_some(o)
}

/// Whether player `p` is `r` to `controller`: `you` is the controller alone; an opponent is
/// any player not on the controller's side ([`Query::allied`]: in 2v2 a teammate is neither
/// `you` nor an opponent, seeds' 2v2 clarifications).
fn related<H: Query>(host: &H, p: H::Player, r: Rel, controller: H::Player) -> bool {
    match r {
        Rel::You => p == controller,
        Rel::Opponent | Rel::Chosen => !host.allied(p, controller),
        Rel::NotYou => p != controller,
        // Named in effects only: a trigger has no object named before its event.
        Rel::ControllerOf(_) => false,
    }
}

/// Whether `at` is in the place `w` names for the reaction described by `ctx`.
fn place_in<H: Query>(host: &H, w: Where, at: Place<H::Player>, ctx: &Context<H::Object, H::Player>) -> bool {
    let rel = |p: H::Player, r: Option<Rel>| r.is_none_or(|r| related(host, p, r, ctx.controller));
    match (w, at) {
        (Where::Anywhere, _) => true,
        (Where::ExpeditionZone, Place::Expedition(..)) => true,
        (Where::MyExpedition, Place::Expedition(p, s)) => p == ctx.controller && ctx.side == Some(s),
        (Where::FacingMyExpedition, Place::Expedition(p, s)) => {
            ctx.side.is_some_and(|mine| host.facing(ctx.controller, mine) == (p, s))
        }
        (Where::YourExpeditions, Place::Expedition(p, _)) => p == ctx.controller,
        (Where::OpponentsExpeditions, Place::Expedition(p, _)) => related(host, p, Rel::Opponent, ctx.controller),
        (Where::YourSide(mine), Place::Expedition(p, s)) => p == ctx.controller && s == mine,
        (Where::YourOtherExpedition, Place::Expedition(p, s)) => {
            p == ctx.controller && ctx.side.is_some_and(|m| m != s)
        }
        (Where::YourExpeditionsOrLandmarks, Place::Expedition(p, _) | Place::Landmarks(p)) => p == ctx.controller,
        (Where::Landmarks(r), Place::Landmarks(p)) => rel(p, r),
        (Where::Reserve(r), Place::Reserve(p)) => rel(p, r),
        (Where::Hand, Place::Hand(p)) => p == ctx.controller,
        (Where::AnyHand, Place::Hand(_)) => true,
        (Where::Deck(r), Place::Deck(p)) => rel(p, r),
        (Where::Discard, Place::Discard(_)) => true,
        (Where::ExpeditionThat { whose, test, standing }, Place::Expedition(p, s)) => {
            rel(p, whose)
                && standing.is_none_or(|st| st.holds(host.standing(p, s)))
                && test.is_none_or(|t| crate::run::expedition_is(t, (p, s), ctx, host))
        }
        _ => false,
    }
}

impl Lowerer {
    /// Lowers a written trigger (CR 6.3.b).
    pub(crate) fn event_trigger(&self, e: &Event, span: Span) -> Result<EventTrigger> {
        let (subject, verb) = match e {
            Event::GainNthCounter { nth, counter } => {
                return Ok(EventTrigger::NthCounter {
                    nth: u32::from(*nth),
                    counter: counter.clone(),
                })
            }
            // The engine records no event for an ability's activation yet.
            Event::AbilityActivated { .. } => return unsupported("a trigger on an ability's activation", span),
            Event::TerrainMarker { .. } => return expeditions::marker_trigger(e, span),
            // `one or more tokens are created`, `one or more of your Expeditions move
            // forward`: the event of each one, taken as a whole (CR 6.3.g): several at once
            // activate the reaction once.
            Event::Subject { subject, verb } => {
                if let Some(one) = one_of_one_or_more(subject) {
                    let each = Event::Subject {
                        subject: one,
                        verb: verb.clone(),
                    };
                    return Ok(EventTrigger::OncePerEvent(Box::new(self.event_trigger(&each, span)?)));
                }
                (subject, verb)
            }
        };
        // By what the event is about, one file each.
        match verb {
            EventVerb::Plays(_)
            | EventVerb::Joins(_)
            | EventVerb::Leaves { .. }
            | EventVerb::GoesToReserve(_)
            | EventVerb::GoesFromTo { .. }
            | EventVerb::PutsFromTo { .. }
            | EventVerb::GoesToDiscard { .. }
            | EventVerb::Sacrifices(_)
            | EventVerb::Sacrificed
            | EventVerb::Discarded { .. }
            | EventVerb::Discards { .. }
            | EventVerb::CreatesToken
            | EventVerb::Created
            | EventVerb::CreatesAnyToken { .. } => self.moving_event(subject, verb, span),
            // CR 7.3.3.a: an Expedition that Ascends gains Ascended.
            EventVerb::GainsStatus(s) | EventVerb::BecomesStatus(s) if s.node == StatusName::Ascended => {
                self.expeditions_event(subject, verb, span)
            }
            EventVerb::GainsStatus(_)
            | EventVerb::BecomesStatus(_)
            | EventVerb::Exhausted
            | EventVerb::LosesStatus(_)
            | EventVerb::Exhausts(_) => self.statuses_event(subject, verb, span),
            EventVerb::GainsBoosts(_) | EventVerb::GainsCounters { .. } => self.counters_event(subject, verb, span),
            EventVerb::DrawsOrResupplies
            | EventVerb::RollsDice
            | EventVerb::RevealsThisWay
            | EventVerb::DrawsACard
            | EventVerb::DrawsCards
            | EventVerb::Resupplies
            | EventVerb::BecomesFirstPlayer
            | EventVerb::PerformsKeywordAction { .. }
            | EventVerb::Augmented
            | EventVerb::Passes { .. } => self.players_event(subject, verb, span),
            EventVerb::MovesForward(_)
            | EventVerb::MovesForwardDueToAscend
            | EventVerb::FailsToMoveForward
            | EventVerb::Defects
            | EventVerb::SwitchesExpeditions
            | EventVerb::MovesBackward => self.expeditions_event(subject, verb, span),
            _ => unsupported("the trigger event", span),
        }
    }

    /// The objects a trigger's subject names: `I`, or a noun phrase, whose place is the
    /// verb's (`a Character joins …` is not only in play).
    fn trigger_objects(&self, s: &EventSubject, span: Span) -> Result<Subject> {
        match s {
            EventSubject::Me => Ok(Subject::Me),
            EventSubject::Object(sel) => {
                let mut f = self.filter(sel)?;
                // The place is the verb's: `a Character joins …` is not only in play.
                if sel.qualifiers.is_empty() {
                    f.zone = ZoneFilter::Anywhere;
                }
                for (g, alt) in f.or.iter_mut().zip(&sel.alternatives) {
                    if alt.qualifiers.is_empty() {
                        g.zone = ZoneFilter::Anywhere;
                    }
                }
                Ok(Subject::Objects(f))
            }
            _ => unsupported("this subject of a trigger", span),
        }
    }

    /// The Expedition an Expedition event happens to: any Expedition the trigger can name
    /// as a place (`my Expedition`, `the Expedition facing me`, `your Hero Expedition`, …).
    fn trigger_expedition(&self, s: &EventSubject, span: Span) -> Result<Where> {
        match s {
            EventSubject::MyExpedition => Ok(Where::MyExpedition),
            EventSubject::OneOfYourExpeditions => Ok(Where::YourExpeditions),
            EventSubject::Expedition(e) => self.place(&APlace::Expedition(e.clone()), span),
            // `an Ascended Expedition`, `an Expedition in forest`: written as a noun phrase
            EventSubject::Object(sel)
                if matches!(
                    sel.determiner,
                    None | Some(altered_grammar::Determiner::Count(altered_grammar::Amount::N(1)))
                ) && matches!(&sel.kinds[..], [k] if k.node == altered_grammar::Kind::Expedition) =>
            {
                match crate::compile::expeditions_named(sel)? {
                    (whose, tests, standing) if tests.len() <= 1 => Ok(Where::ExpeditionThat {
                        whose,
                        test: tests.first().copied(),
                        standing,
                    }),
                    _ => unsupported("an Expedition with two qualities in a trigger", span),
                }
            }
            _ => unsupported("this subject of an Expedition's event", span),
        }
    }

    /// The objects a noun phrase names, wherever they are.
    fn filter_anywhere(&self, sel: &altered_grammar::Selector) -> Result<Filter> {
        let mut f = self.filter(sel)?;
        f.zone = ZoneFilter::Anywhere;
        Ok(f)
    }

    fn place(&self, p: &APlace, span: Span) -> Result<Where> {
        Ok(match p {
            APlace::ExpeditionZone => Where::ExpeditionZone,
            APlace::Anywhere => Where::Anywhere,
            APlace::DiscardPile => Where::Discard,
            APlace::LandmarkZone => Where::Landmarks(Some(Rel::You)),
            APlace::Expedition(ExpeditionRef::Mine) => Where::MyExpedition,
            APlace::Expedition(ExpeditionRef::FacingMe | ExpeditionRef::OpponentsFacingMe) => Where::FacingMyExpedition,
            APlace::Expedition(ExpeditionRef::YourHero) => Where::YourSide(Side::Hero),
            APlace::Expedition(ExpeditionRef::YourCompanion) => Where::YourSide(Side::Companion),
            APlace::Expedition(ExpeditionRef::YourOther) => Where::YourOtherExpedition,
            // `an Expedition`: any (CR 3.2.2).
            APlace::Expedition(ExpeditionRef::An(None)) => Where::ExpeditionZone,
            // `one of your Expeditions`: whichever of them it joins or leaves (CR 7.5.9.a, 7.5.10.a)
            APlace::Expedition(
                ExpeditionRef::Yours
                | ExpeditionRef::EachOfYours(None)
                | ExpeditionRef::OneOfYours {
                    or_more: false,
                    standing: None,
                },
            ) => Where::YourExpeditions,
            // `an Expedition that's behind`, `one of your Expeditions that's tied` (CR 7.5.2)
            APlace::Expedition(ExpeditionRef::An(Some(s))) => Where::ExpeditionThat {
                whose: None,
                test: None,
                standing: Some(crate::compile::standing(*s)),
            },
            APlace::Expedition(ExpeditionRef::OneOfYours {
                or_more: false,
                standing: Some(s),
            }) => Where::ExpeditionThat {
                whose: Some(Rel::You),
                test: None,
                standing: Some(crate::compile::standing(*s)),
            },
            // `an Ascended Expedition`, `one of your Ascended Expeditions` (CR 2.4.3)
            APlace::Expedition(ExpeditionRef::Having {
                status: StatusName::Ascended,
                of,
            }) => {
                let (whose, standing) = match self.place(&APlace::Expedition((**of).clone()), span)? {
                    Where::ExpeditionZone => (None, None),
                    Where::YourExpeditions => (Some(Rel::You), None),
                    Where::OpponentsExpeditions => (Some(Rel::Opponent), None),
                    Where::ExpeditionThat {
                        whose,
                        test: None,
                        standing,
                    } => (whose, standing),
                    _ => return unsupported("the place in a trigger", span),
                };
                Where::ExpeditionThat {
                    whose,
                    test: Some(ExpeditionTest::Ascended),
                    standing,
                }
            }
            APlace::ExpeditionsOrLandmarks(ExpeditionRef::Yours) => Where::YourExpeditionsOrLandmarks,
            // `an opponent's Expedition`, `an Expedition controlled by an opponent`: any of
            // theirs (CR 1.1.3.d).
            APlace::Expedition(
                ExpeditionRef::Of {
                    whose: PossessivePlayer::Opponents,
                    which: None,
                    ..
                }
                | ExpeditionRef::Relative {
                    target: false,
                    relation: ExpeditionRelation::ControlledBy(PlayerRef::AnOpponent | PlayerRef::YourOpponents),
                },
            ) => Where::OpponentsExpeditions,
            APlace::Zone(z) if z.zone == Zone::Reserve && !z.any_one => Where::Reserve(rel_of(z.whose)),
            APlace::Zone(z) if z.zone == Zone::Hand && !z.any_one => Where::Hand,
            APlace::Zone(z) if z.zone == Zone::Landmarks && !z.any_one => Where::Landmarks(rel_of(z.whose)),
            APlace::Zone(z) if z.zone == Zone::Discard => Where::Discard,
            _ => return unsupported("the place in a trigger", span),
        })
    }
}

/// The player a trigger's subject names: `you`, `an opponent`.
/// One of the objects a `one or more …` subject names (`one or more tokens` → `a token`,
/// `one or more of your Expeditions` → `one of your Expeditions`); `None` for any other
/// subject.
fn one_of_one_or_more(subject: &EventSubject) -> Option<EventSubject> {
    match subject {
        EventSubject::OneOrMore(sel) => Some(EventSubject::Object(sel.clone())),
        EventSubject::Expedition(ExpeditionRef::OneOfYours {
            or_more: true,
            standing: None,
        }) => Some(EventSubject::OneOfYourExpeditions),
        // `one or more of your Expeditions that are behind`, `one or more of your Ascended
        // Expeditions`: one of them that is so
        EventSubject::Expedition(ExpeditionRef::OneOfYours {
            or_more: true,
            standing,
        }) => Some(EventSubject::Expedition(ExpeditionRef::OneOfYours {
            or_more: false,
            standing: *standing,
        })),
        EventSubject::Expedition(ExpeditionRef::Having { status, of }) => {
            match one_of_one_or_more(&EventSubject::Expedition((**of).clone()))? {
                EventSubject::Expedition(one) => Some(EventSubject::Expedition(ExpeditionRef::Having {
                    status: *status,
                    of: Box::new(one),
                })),
                EventSubject::OneOfYourExpeditions => Some(EventSubject::Expedition(ExpeditionRef::Having {
                    status: *status,
                    of: Box::new(ExpeditionRef::OneOfYours {
                        or_more: false,
                        standing: None,
                    }),
                })),
                _ => None,
            }
        }
        _ => None,
    }
}

fn trigger_player(s: &EventSubject, span: Span) -> Result<Rel> {
    match s {
        EventSubject::Player(PlayerRef::You) => Ok(Rel::You),
        EventSubject::Player(PlayerRef::AnOpponent | PlayerRef::EachOpponent | PlayerRef::YourOpponents) => {
            Ok(Rel::Opponent)
        }
        _ => unsupported("this player in a trigger", span),
    }
}

/// The player a trigger's subject names, or `None` for `a player`, `each player`: anyone.
fn trigger_who(s: &EventSubject, span: Span) -> Result<Option<Rel>> {
    match s {
        EventSubject::APlayer | EventSubject::Player(PlayerRef::EachPlayer) => Ok(None),
        s => trigger_player(s, span).map(Some),
    }
}

/// A zone of `goes from … to …`: `your deck or hand` (one `your` for both), `Reserve` (a
/// card goes to its owner's, CR 3.1.2.c).
fn zone_where(z: &altered_grammar::ZoneRef, span: Span) -> Result<Where> {
    Ok(match z.zone {
        Zone::Deck if !z.any_one => Where::Deck(rel_of(z.whose)),
        Zone::Hand if !z.any_one => Where::Hand,
        Zone::Reserve if !z.any_one => Where::Reserve(rel_of(z.whose)),
        _ => return unsupported("this zone in `goes from … to …`", span),
    })
}

/// A zone of `discard … from …`: `your hand`, `your Reserve`, `an opponent's Reserve`.
fn discard_where(z: &altered_grammar::ZoneRef, span: Span) -> Result<Where> {
    Ok(match z.zone {
        Zone::Hand if z.whose == Some(altered_grammar::PossessivePlayer::Your) => Where::Hand,
        Zone::Hand => Where::AnyHand,
        Zone::Reserve => Where::Reserve(rel_of(z.whose)),
        Zone::Landmarks if !z.any_one => Where::Landmarks(rel_of(z.whose)),
        _ => return unsupported("this zone in `discards … from …`", span),
    })
}

fn rel_of(p: Option<altered_grammar::PossessivePlayer>) -> Option<Rel> {
    match p {
        Some(altered_grammar::PossessivePlayer::Your) => Some(Rel::You),
        Some(altered_grammar::PossessivePlayer::Opponents) => Some(Rel::Opponent),
        _ => None,
    }
}
