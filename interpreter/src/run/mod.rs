//! Running a [`Program`] against a [`Host`], one decision at a time.
//!
//! [`run`] executes until the program ends or needs a decision, which it returns as a
//! [`Question`]; the host gets the answer from the player however it likes, gives it to
//! [`Frame::answer`], and calls [`run`] again. Everything needed to resume is in the
//! [`Frame`], which serializes, so a state-machine engine can keep it in its saved state.
//! No frame, however corrupted, makes [`run`] panic: out-of-range indices read as empty.

use serde::{Deserialize, Serialize};

use crate::host::{
    Atomic, CardKind, Destination, Host, HostError, KeywordActionKind, Place, Query, RegionView, RollChange, Side,
    Status, Terrain, ZoneKind,
};
use crate::ir::{
    Act, Actor, Chooser, Cmp, Compared, ComparedWith, Cond, Exped, ExpeditionTest, ExpeditionsAllowed, Filter, Instr,
    It, KindFilter, Num, ObjectNumber, Objs, PlayBy, PlayPrice, PlaySource, PlayWhat, Program, RegionSel, Rel, Total,
    Who, ZoneFilter, MAX_REPETITIONS,
};

mod actions;
mod choices;
mod conditions;
mod flow;
mod nouns;
mod quantities;
mod steps;

use actions::*;
use conditions::*;
use nouns::*;
use quantities::*;

pub use conditions::condition_holds;
pub use nouns::selects;
pub(crate) use nouns::{expedition_passes, matches_at, my_expeditions};

/// The position of a running program between two decisions.
///
/// # Examples
///
/// A frame can be kept, even serialized, while the game waits for a player:
///
/// ```
/// use altered_interpreter::{run, Answer, CardKind, Context, Frame, Place, Yield};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nYou may draw a card.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// let mut frame = Frame::new(&program);
/// assert!(matches!(run(&program, &ctx, &mut frame, &mut table), Ok(Yield::Ask(_))));
/// assert!(frame.is_waiting());
/// let question = frame.question(&ctx, &table); // what waits, asked again
/// assert!(question.is_some());
/// let saved = serde_json::to_string(&frame).unwrap();
/// let mut frame: Frame<usize> = serde_json::from_str(&saved).unwrap();
/// frame.answer(&program, Answer::Yes(true)).unwrap();
/// assert_eq!(run(&program, &ctx, &mut frame, &mut table), Ok(Yield::Done));
/// assert_eq!(table.hands, [1, 0]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame<O> {
    /// The next instruction.
    pc: usize,
    /// The objects chosen into each slot.
    slots: Vec<Vec<O>>,
    /// The `If you do` flags.
    flags: Vec<bool>,
    /// The question waiting for an answer, if any.
    asked: Option<Asked<O>>,
    /// The result of the last die rolled (CR 7.3.28.b); 0 before any roll.
    #[serde(default)]
    roll: u8,
    /// The chosen player, by their index in initiative order.
    #[serde(default)]
    player: Option<u8>,
    /// The chosen Expedition: its player's index in initiative order, and its side.
    #[serde(default)]
    expedition: Option<(u8, Side)>,
    /// The chosen Terrain Marker, by its id (`MarkerView::id`, CR 7.3.20).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    marker: Option<u32>,
    /// The chosen region, by its index among [`Query::regions`] (CR 3.2.1.d).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    region: Option<u8>,
    /// Targets whose Tough cost this effect paid: once per effect (CR 7.4.7.f).
    #[serde(default = "Vec::new", skip_serializing_if = "Vec::is_empty")]
    paid: Vec<O>,
    /// A Tough cost chosen with the last answer, paid when the run resumes (CR 7.4.7.e).
    #[serde(default, skip_serializing_if = "is_zero")]
    owed: u32,
    /// Where each object the effect named (chosen, or the trigger's) was last seen in an
    /// Expedition before a step: `its Expedition`, `if it is in forest` after it left (CR
    /// 2.1.h, 6.3.k: what was true just before it ceased to exist).
    #[serde(default = "Vec::new", skip_serializing_if = "Vec::is_empty")]
    known: Vec<Known<O>>,
    /// The kind of counter chosen for Augment (CR 7.3.4.a), if a choice was needed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    counter: Option<CounterKind>,
    /// While each player in turn makes a choice (CR 6.1.h): the one choosing now, by their
    /// index in [`Query::initiative`], and how many objects they chose so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    each: Option<(u8, u8)>,
    /// The Expeditions chosen for distributed tokens, one per token.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    distributed: Vec<(u8, Side)>,
    /// Whether each optional replacing modifier of the step about to happen is applied, as
    /// answered so far (CR 6.2.d).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    modifiers: Vec<bool>,
    /// For the step about to happen, the Expedition picked for each token it creates in a
    /// Gigantic object's Expedition, as answered so far (CR 7.4.4.h).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    placed: Vec<Side>,
    /// The dice of the roll under way, when a modifier made it several (CR 6.2.b), and the
    /// result the roller chose to keep.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    dice: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    kept: Option<u8>,
    /// The flags of the modes chosen and not yet resolved, in the order chosen (CR 6.5.g).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    modes: Vec<u16>,
    /// The repetitions left after the one running (`Do the following N times`, CR 6.5.i).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    left: Option<u32>,
    /// How many times the run went back for a repetition: never more than
    /// `MAX_REPETITIONS`, whatever the program or the frame says, so that a run ends.
    #[serde(default, skip_serializing_if = "is_zero")]
    laps: u32,
    /// The objects there were before a watched step ([`Instr::Moves`]), kept while its
    /// optional modifiers are asked.
    #[serde(default = "Option::default", skip_serializing_if = "Option::is_none")]
    before: Option<Vec<O>>,
    /// The number [`Instr::TallyBoosts`] noted: the boosts a step removed.
    #[serde(default, skip_serializing_if = "is_zero")]
    noted: u32,
    /// While another player does their part of the effect ([`Instr::Acting`]): that player,
    /// by their index among [`Query::players`], and their place in [`Query::initiative`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    acting: Option<(u8, u8)>,
    /// Whether each atomic action of the last step performed happened: the buffer
    /// [`Host::perform`] fills, its room kept from one step to the next.
    #[serde(skip)]
    done: StepBuffer,
}

/// Room a frame keeps for its steps ([`Host::perform`]'s answers), not part of what the
/// frame is: never saved, a clone starts without it, and any two compare equal.
#[derive(Default)]
struct StepBuffer(Vec<bool>);

impl Clone for StepBuffer {
    fn clone(&self) -> StepBuffer {
        StepBuffer::default()
    }
}

impl PartialEq for StepBuffer {
    fn eq(&self, _: &StepBuffer) -> bool {
        true
    }
}

impl Eq for StepBuffer {}

impl std::fmt::Debug for StepBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("StepBuffer")
    }
}

/// An object last seen in an Expedition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Known<O> {
    object: O,
    /// Its controller then, by index in initiative order.
    player: u8,
    side: Side,
    /// Whether it was in forest, mountain, water (CR 7.5.8).
    terrains: [bool; 3],
    /// Whether it was Fleeting: its Base Cost was then its Reserve Cost (CR 2.2.9.b).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    fleeting: bool,
}

/// A kind of counter (CR 2.5): boosts are counters too (CR 7.3.4.a, remark).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum CounterKind {
    Boosts,
    Named(String),
}

impl CounterKind {
    fn name(&self) -> Option<String> {
        match self {
            CounterKind::Boosts => None,
            CounterKind::Named(n) => Some(n.clone()),
        }
    }
}

/// Expeditions as (player index, side) for the frame, and named for the question.
type ExpeditionOptions<P> = (Vec<(u8, Side)>, Vec<(P, Side)>);

/// What the frame waits for (the question without its player, which the context gives).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum Asked<O> {
    May,
    /// A `may` decided by the chosen player (by their index among the players), not the
    /// controller (CR 6.1.g–h).
    MayBy(u8),
    Object {
        candidates: Vec<O>,
        optional: bool,
        /// The Tough cost of each candidate, when any has one (CR 7.4.7.c).
        #[serde(default = "Vec::new", skip_serializing_if = "Vec::is_empty")]
        costs: Vec<u32>,
        /// Who chooses, by their index in initiative order, when not the controller
        /// (CR 6.1.h).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<u8>,
        /// The candidates are cards of the chooser's Hand, not objects (CR 2.1.j): asked as
        /// [`Question::Hidden`], answered with [`Answer::Hidden`].
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        hidden: bool,
        /// The hidden cards are revealed cards of the chooser's Deck, not of their Hand.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        deck: bool,
    },
    Mode {
        options: Vec<u8>,
        optional: bool,
    },
    Player {
        options: Vec<u8>,
    },
    Expedition {
        options: Vec<(u8, Side)>,
    },
    /// A visible region, by its index among [`Query::regions`].
    Region {
        options: Vec<u8>,
    },
    /// A Terrain Marker, by its id; with where each is and its terrains for the question.
    TerrainMarker {
        options: Vec<(u32, u8, [bool; 3])>,
    },
    Counter {
        object: O,
        options: Vec<CounterKind>,
    },
    /// An Expedition for one more distributed token.
    Distribute {
        options: Vec<(u8, Side)>,
    },
    /// Which of a Gigantic object's Expeditions the next token created in it goes to (CR
    /// 7.4.4.h), or which of the controller's Expeditions the next card put in `your
    /// Expeditions` goes to (CR 7.3.24.a).
    Place {
        options: Vec<(u8, Side)>,
    },
    /// Whether to apply the optional replacing modifier of `object` (CR 6.2.d), decided by
    /// the player at index `by` among the players.
    Modifier {
        object: O,
        by: u8,
    },
    /// Which of the dice rolled to keep (CR 6.2.b).
    Die {
        results: Vec<u8>,
    },
    /// A card to play (CR 5.2.b).
    Play {
        objects: Vec<O>,
        kinds: Vec<KindFilter>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hand_cost: Option<Cmp>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        base_cost: Option<Cmp>,
        price: PlayPrice,
        optional: bool,
        /// Who plays, by their index among the players, when not the controller.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<u8>,
        #[serde(default)]
        from: PlaySource,
    },
}

/// Who runs the program: the object it belongs to and its controller.
///
/// # Examples
///
/// The card the effect belongs to, and who controls it (who draws for `Draw a card.`):
///
/// ```
/// use altered_interpreter::{run_to_end, Answer, CardKind, Context, Place};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nDraw a card.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// let theirs = Context { this: 0, controller: 1, side: None, trigger: None };
/// run_to_end(&program, &theirs, &mut table, |_| Answer::Yes(false)).unwrap();
/// assert_eq!(table.hands, [0, 1]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Context<O, P> {
    /// `I`, `me` (CR 6.3.j): bound to this object even after it stops existing (CR 6.3.k).
    pub this: O,
    /// `you`: the controller of the effect, who makes its decisions (CR 6.1.g).
    pub controller: P,
    /// The Expedition `I` was in when the effect started, for `my Expedition` (CR 6.3.k).
    pub side: Option<Side>,
    /// The object the reaction's trigger names (`it`, CR 6.3.i), if any.
    pub trigger: Option<O>,
}

/// A decision the program needs before it can go on.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{run, Answer, CardKind, Context, Frame, Place, Question, Yield};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nYou may draw a card.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// let mut frame = Frame::new(&program);
/// let Ok(Yield::Ask(question)) = run(&program, &ctx, &mut frame, &mut table) else { panic!("a question") };
/// // The question says who decides; the host asks that player, then answers.
/// assert_eq!(question, Question::May { player: 0 });
/// frame.answer(&program, Answer::Yes(false)).unwrap();
/// assert_eq!(run(&program, &ctx, &mut frame, &mut table), Ok(Yield::Done));
/// assert_eq!(table.hands, [0, 0]); // declined
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Question<O, P> {
    /// Do the optional step or not (CR 1.2.6.d)?
    May {
        /// Who decides.
        player: P,
    },
    /// Choose one of these objects (CR 6.1.g), or none if `optional`.
    Object {
        /// Who decides.
        player: P,
        /// The legal choices, never empty.
        candidates: Vec<O>,
        /// Whether choosing none is allowed (`up to`, or enough already chosen).
        optional: bool,
    },
    /// Choose one of these cards of `player`'s own hidden zone, or none if `optional`. They
    /// are not objects (CR 2.1.j) but handles of [`Query::hidden`]; in a Hand only `player`
    /// may see them (CR 3.2.5.b), and their choice is explicit but need not be revealed to
    /// the other players (CR 6.1.h); in a Deck they are cards the effect revealed (`from
    /// these cards`, CR 3.1.3.f). Answered with [`Answer::Hidden`].
    Hidden {
        /// Who decides: the player whose zone it is.
        player: P,
        /// Which zone.
        zone: ZoneKind,
        /// The legal choices, never empty.
        candidates: Vec<O>,
        /// Whether choosing none is allowed (`up to`, `Each player may …`).
        optional: bool,
    },
    /// Choose one more mode of a modal effect (CR 5.1.2.c.3), or stop if `optional`.
    Mode {
        /// Who decides.
        player: P,
        /// The options not chosen yet, by their index in printed order; never empty.
        options: Vec<u8>,
        /// Whether stopping now is allowed (enough chosen, or `up to`).
        optional: bool,
    },
    /// Choose a player (`target opponent`).
    Player {
        /// Who decides.
        player: P,
        /// The legal choices, never empty.
        options: Vec<P>,
    },
    /// Choose an Expedition (`target Expedition`).
    Expedition {
        /// Who decides.
        player: P,
        /// The legal choices (whose, which), never empty.
        options: Vec<(P, Side)>,
    },
    /// Choose a Terrain Marker (CR 7.3.20), answered with [`Answer::Index`] of one of
    /// `options`: each the region it is on (by index among [`Query::regions`]) and its
    /// terrains (forest, mountain, water), oldest first.
    TerrainMarker {
        /// Who decides.
        player: P,
        /// The legal choices, never empty.
        options: Vec<(u8, [bool; 3])>,
    },
    /// Choose a visible region (`target visible region`, CR 3.2.1.d), answered with
    /// [`Answer::Index`] of one of `options`.
    Region {
        /// Who decides.
        player: P,
        /// The legal choices, by their index among [`Query::regions`], never empty.
        options: Vec<u8>,
    },
    /// Choose which kind of counter `object` gains when augmented (CR 7.3.4.a).
    Counter {
        /// Who decides.
        player: P,
        /// The object augmented.
        object: O,
        /// Its kinds of counters: `None` for boosts, else the counter's name; at least two.
        options: Vec<Option<String>>,
    },
    /// Apply the optional replacing modifier of `object` (`you may … instead`) to the step
    /// about to happen (CR 6.2.d)? Answered with [`Answer::Yes`].
    Modifier {
        /// Who decides: the controller of `object` (CR 6.2.d).
        player: P,
        /// The object whose ability it is.
        object: O,
    },
    /// Which die to keep, of the several a modifier made `player` roll (`roll that many dice
    /// plus one and ignore the roll of your choice`, CR 6.2.b)? Answered with
    /// [`Answer::Index`] of one of `results`.
    Die {
        /// Who decides: the player who rolled.
        player: P,
        /// The results of the dice rolled, at least two.
        results: Vec<u8>,
    },
    /// Play a card now, as part of the effect (CR 5.2.b): one of `objects` (cards in
    /// Reserve, `play me`, or a card revealed on top of a Deck, `play it`, a handle of
    /// [`Query::hidden`]) or, when `objects` is empty, a card of one of `kinds` from the
    /// player's Hand or Reserve (CR 5.2.a), for `price`. The host offers the cards it can
    /// play (their cost payable with the price applied, CR 1.2.5.c), plays the one chosen
    /// through its play procedure, and answers [`Answer::Played`]; with nothing playable,
    /// or `optional` and declined, it answers `Played(None)` (CR 1.2.6.f).
    Play {
        /// Who plays.
        player: P,
        /// The very cards to play, if the effect names them.
        objects: Vec<O>,
        /// Otherwise, the kinds of card.
        kinds: Vec<KindFilter>,
        /// And, for `kinds`, the Hand Cost (CR 2.2.7) they must have (`a card with Hand
        /// Cost 3 or less`).
        hand_cost: Option<Cmp>,
        /// And the Base Cost (CR 2.2.9.b: the Reserve Cost of a card in Reserve, the Hand
        /// Cost of one in Hand) they must have (`a Character with Base Cost 2 or less`).
        base_cost: Option<Cmp>,
        /// The price.
        price: PlayPrice,
        /// Whether playing nothing is allowed (`may`).
        optional: bool,
        /// Where the cards of `kinds` are: Hand or Reserve, or Hand alone (CR 5.2.a).
        from: PlaySource,
    },
}

/// An answer to a [`Question`].
///
/// # Examples
///
/// An answer of the wrong kind is refused, and the question still waits:
///
/// ```
/// use altered_interpreter::{run, Answer, AnswerError, CardKind, Context, Frame, Place};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nYou may draw a card.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// let mut frame = Frame::new(&program);
/// run(&program, &ctx, &mut frame, &mut table).unwrap();
/// assert_eq!(frame.answer(&program, Answer::Index(0)), Err(AnswerError::Illegal));
/// assert!(frame.is_waiting());
/// assert_eq!(frame.answer(&program, Answer::Yes(true)), Ok(()));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Answer<O> {
    /// To [`Question::May`] and [`Question::Modifier`].
    Yes(bool),
    /// To [`Question::Object`]: one candidate, or `None` to stop choosing.
    Object(Option<O>),
    /// To [`Question::Hidden`]: one of the cards, or `None` to stop choosing.
    Hidden(Option<O>),
    /// To [`Question::Mode`]: one of the options, or `None` to stop choosing.
    Mode(Option<u8>),
    /// To [`Question::Player`], [`Question::Expedition`], [`Question::Counter`] and
    /// [`Question::Die`]: the index of an option.
    Index(usize),
    /// To [`Question::Play`]: the object the played card became (in its Expedition or
    /// Landmark zone), or `None` when nothing was played. The host has played it already.
    Played(Option<O>),
}

/// Where a run stopped.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{run, CardKind, Context, Frame, Place, Yield};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nDraw a card.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// // Nothing to decide: the first run goes to the end.
/// let mut frame = Frame::new(&program);
/// assert_eq!(run(&program, &ctx, &mut frame, &mut table), Ok(Yield::Done));
/// assert_eq!(table.hands, [1, 0]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Yield<O, P> {
    /// The program is done.
    Done,
    /// It needs this decision: answer it with [`Frame::answer`], then [`run`] again.
    Ask(Question<O, P>),
    /// The host asked it to stop after a step ([`Host::pause`]): something that step
    /// started (the effect of a replacing modifier, CR 6.2.b) resolves first. [`run`] again
    /// goes on with the next instruction.
    Paused,
}

/// Why a run failed. The effect stops where it was; what already happened stays.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{run, CardKind, Context, Frame, Place, RunError};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nYou may draw a card.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// let mut frame = Frame::new(&program);
/// run(&program, &ctx, &mut frame, &mut table).unwrap(); // asks
/// // Running on without answering is refused.
/// assert_eq!(run(&program, &ctx, &mut frame, &mut table), Err(RunError::Unanswered));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum RunError {
    /// The host refused a step.
    #[error(transparent)]
    #[diagnostic(transparent)]
    Host(#[from] HostError),
    /// `run` was called while a question waits for its answer.
    #[error("a question waits for its answer")]
    #[diagnostic(code(altered::run::unanswered))]
    Unanswered,
}

/// Why an answer was refused. The frame is unchanged.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{Answer, AnswerError, Frame};
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nDraw a card.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// let mut frame = Frame::<usize>::new(&program);
/// assert_eq!(frame.answer(&program, Answer::Yes(true)), Err(AnswerError::NotAsked));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum AnswerError {
    /// Nothing was asked.
    #[error("no question is waiting")]
    #[diagnostic(code(altered::run::not_asked))]
    NotAsked,
    /// An answer of the wrong kind, or an object that is not a candidate.
    #[error("that answer is not one of the options")]
    #[diagnostic(code(altered::run::illegal_answer))]
    Illegal,
}

impl<O: Copy + Eq> Frame<O> {
    /// A frame at the start of `program`.
    pub fn new(program: &Program) -> Frame<O> {
        Frame {
            slots: vec![Vec::new(); usize::from(program.slots)],
            flags: vec![false; usize::from(program.flags)],
            ..Frame::empty()
        }
    }

    /// Makes this frame the one [`Frame::new`] makes for `program`, keeping the room of
    /// its lists (the slots, the flags, the answers of a step), so that a host resolving
    /// one effect after another with one frame allocates nothing for the next.
    ///
    /// # Examples
    ///
    /// ```
    /// use altered_interpreter::{run, Context, Frame, Place, CardKind, Yield};
    /// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
    /// # use tiny::Table;
    /// # let (card, _) = altered_grammar::parse_card(&format!(
    /// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nDraw a card.\n"
    /// # ));
    /// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
    /// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
    /// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
    /// let mut frame = Frame::new(&program);
    /// assert_eq!(run(&program, &ctx, &mut frame, &mut table), Ok(Yield::Done));
    /// frame.restart(&program);
    /// assert_eq!(frame, Frame::new(&program));
    /// assert_eq!(run(&program, &ctx, &mut frame, &mut table), Ok(Yield::Done));
    /// assert_eq!(table.hands, [2, 0]);
    /// ```
    pub fn restart(&mut self, program: &Program) {
        let mut slots = std::mem::take(&mut self.slots);
        slots.truncate(usize::from(program.slots));
        slots.iter_mut().for_each(Vec::clear);
        slots.resize_with(usize::from(program.slots), Vec::new);
        let mut flags = std::mem::take(&mut self.flags);
        flags.clear();
        flags.resize(usize::from(program.flags), false);
        *self = Frame {
            slots,
            flags,
            done: std::mem::take(&mut self.done),
            ..Frame::empty()
        };
    }

    /// Forgets the objects chosen into slots `from..to` and the counters distributed, so
    /// that a repeated part chooses anew (CR 6.5.i).
    fn forget(&mut self, (from, to): (u16, u16)) {
        for s in from..to {
            if let Some(chosen) = self.slots.get_mut(usize::from(s)) {
                chosen.clear();
            }
        }
        self.distributed.clear();
    }

    /// This frame, knowing the result of a die already rolled (CR 7.3.28.b): a reaction to
    /// the roll (`When you roll one or more dice | If the result is 6+, …`) starts so.
    pub fn with_roll(mut self, result: u8) -> Frame<O> {
        // A modifier may have added to it (`6+` holds of a 7).
        self.roll = result.max(1);
        self
    }

    /// A frame of no program: nothing chosen, no die rolled (for conditions and filters
    /// read outside a run).
    fn empty() -> Frame<O> {
        Frame {
            pc: 0,
            slots: Vec::new(),
            flags: Vec::new(),
            asked: None,
            roll: 0,
            player: None,
            expedition: None,
            region: None,
            marker: None,
            paid: Vec::new(),
            owed: 0,
            known: Vec::new(),
            counter: None,
            distributed: Vec::new(),
            each: None,
            modifiers: Vec::new(),
            placed: Vec::new(),
            dice: Vec::new(),
            kept: None,
            modes: Vec::new(),
            left: None,
            laps: 0,
            before: None,
            noted: 0,
            acting: None,
            done: StepBuffer::default(),
        }
    }

    /// The buffer for the answers of the next step performed, emptied.
    fn done_buffer(&mut self) -> &mut Vec<bool> {
        self.done.0.clear();
        &mut self.done.0
    }

    /// Notes where the objects the effect names are, before a step may move them.
    fn note_places<H: Query<Object = O>>(&mut self, ctx: &Context<O, H::Player>, host: &H) {
        // Walked in place: the loop changes only `known`, not the slots.
        for o in self.slots.iter().flatten().copied().chain(ctx.trigger) {
            let Some(Place::Expedition(p, side)) = host.place(o) else {
                continue;
            };
            let Some(i) = place_of(host, p) else {
                continue;
            };
            let seen = Known {
                object: o,
                player: u8::try_from(i).unwrap_or(u8::MAX),
                side,
                terrains: TERRAINS.map(|t| host.in_terrain(o, t)),
                fleeting: host.has_status(o, Status::Fleeting),
            };
            if let Some(k) = self.known.iter_mut().find(|k| k.object == o) {
                *k = seen;
            } else if self.known.len() < 4096 {
                // Bounded anyway by the objects a program can name (its slots, each up to
                // 255 objects).
                self.known.push(seen);
            }
        }
    }

    /// After a step: a card chosen in a hidden zone that moved to a visible one is now the
    /// object it became (CR 1.4.4), which later `it`s name. Objects are never followed.
    fn follow<H: Query<Object = O>>(&mut self, host: &H) {
        for o in self.slots.iter_mut().flatten() {
            if host.place(*o).is_none() {
                if let Some(now) = host.became(*o) {
                    *o = now;
                }
            }
        }
    }

    /// Whether a question waits for its answer.
    pub fn is_waiting(&self) -> bool {
        self.asked.is_some()
    }

    /// The question waiting for its answer, as [`run`] returned it (for a host that
    /// saved the frame and must ask again after loading).
    pub fn question<H: Query<Object = O>>(
        &self,
        ctx: &Context<O, H::Player>,
        host: &H,
    ) -> Option<Question<O, H::Player>> {
        let player = ctx.controller;
        let at = |i: u8| player_at(host, usize::from(i));
        Some(match self.asked.as_ref()? {
            Asked::May => Question::May { player },
            Asked::MayBy(i) => Question::May {
                player: at(*i).unwrap_or(player),
            },
            Asked::Object {
                candidates,
                optional,
                by,
                hidden,
                deck,
                ..
            } => {
                let player = by.and_then(at).unwrap_or(player);
                if *hidden {
                    Question::Hidden {
                        player,
                        zone: if *deck { ZoneKind::Deck } else { ZoneKind::Hand },
                        candidates: candidates.clone(),
                        optional: *optional,
                    }
                } else {
                    Question::Object {
                        player,
                        candidates: candidates.clone(),
                        optional: *optional,
                    }
                }
            }
            Asked::Mode { options, optional } => Question::Mode {
                player,
                options: options.clone(),
                optional: *optional,
            },
            Asked::Player { options } => Question::Player {
                player,
                options: options.iter().filter_map(|&i| at(i)).collect(),
            },
            // A distributed token's Expedition is asked as any other Expedition.
            Asked::Expedition { options } | Asked::Distribute { options } | Asked::Place { options } => {
                Question::Expedition {
                    player,
                    options: options.iter().filter_map(|&(i, s)| at(i).map(|p| (p, s))).collect(),
                }
            }
            Asked::Region { options } => Question::Region {
                player,
                options: options.clone(),
            },
            Asked::TerrainMarker { options } => Question::TerrainMarker {
                player,
                options: options.iter().map(|&(_, r, t)| (r, t)).collect(),
            },
            Asked::Counter { object, options } => Question::Counter {
                player,
                object: *object,
                options: options.iter().map(CounterKind::name).collect(),
            },
            Asked::Modifier { object, by } => Question::Modifier {
                player: at(*by).unwrap_or(player),
                object: *object,
            },
            Asked::Die { results } => Question::Die {
                player,
                results: results.clone(),
            },
            Asked::Play {
                objects,
                kinds,
                hand_cost,
                base_cost,
                price,
                optional,
                by,
                from,
            } => Question::Play {
                player: by.and_then(at).unwrap_or(player),
                objects: objects.clone(),
                kinds: kinds.clone(),
                hand_cost: *hand_cost,
                base_cost: *base_cost,
                price: *price,
                optional: *optional,
                from: *from,
            },
        })
    }

    /// Gives the answer to the question [`run`] returned.
    pub fn answer(&mut self, program: &Program, answer: Answer<O>) -> Result<(), AnswerError> {
        let asked = self.asked.as_ref().ok_or(AnswerError::NotAsked)?;
        match (asked, answer) {
            (Asked::May | Asked::MayBy(_), Answer::Yes(yes)) => {
                if let Some(Instr::May { flag, skip_to, .. }) = program.code.get(self.pc) {
                    if yes {
                        self.pc += 1;
                    } else {
                        self.set_flag(*flag, false);
                        self.pc = *skip_to;
                    }
                }
            }
            (
                Asked::Object {
                    candidates,
                    optional,
                    costs,
                    hidden,
                    ..
                },
                Answer::Object(pick) | Answer::Hidden(pick),
            ) => {
                // A card of a Hand is answered as such, an object as an object.
                if *hidden != matches!(answer, Answer::Hidden(_)) {
                    return Err(AnswerError::Illegal);
                }
                let (slot, by) = match program.code.get(self.pc) {
                    Some(Instr::Choose { slot, by, .. }) => (*slot, *by),
                    _ => return Err(AnswerError::Illegal),
                };
                let each = matches!(by, Chooser::EachPlayer | Chooser::EachOpponent);
                match pick {
                    // CR 6.1.h: this player is done; the next in initiative order chooses.
                    None if *optional && each => {
                        let (i, _) = self.each.unwrap_or((0, 0));
                        self.each = Some((i.saturating_add(1), 0));
                    }
                    None if *optional => {
                        // Stop choosing: the step comes next.
                        self.pc += 1;
                    }
                    Some(o) if candidates.contains(&o) => {
                        // CR 7.4.7.e: a Tough cost is chosen with the target, paid once
                        // per effect (CR 7.4.7.f).
                        let cost = candidates
                            .iter()
                            .position(|&c| c == o)
                            .and_then(|i| costs.get(i).copied())
                            .unwrap_or(0);
                        if cost > 0 {
                            self.owed = self.owed.saturating_add(cost);
                            self.paid.push(o);
                        }
                        if let Some(s) = self.slots.get_mut(usize::from(slot)) {
                            s.push(o);
                        }
                        if let (true, Some((_, picked))) = (each, self.each.as_mut()) {
                            *picked = picked.saturating_add(1);
                        }
                    }
                    _ => return Err(AnswerError::Illegal),
                }
            }
            (Asked::Mode { options, optional }, Answer::Mode(pick)) => {
                let (first, copies) = match program.code.get(self.pc) {
                    Some(Instr::Modes { first, copies, .. }) => (*first, *copies),
                    _ => return Err(AnswerError::Illegal),
                };
                match pick {
                    None if *optional => self.pc += 1,
                    Some(i) if options.contains(&i) => {
                        // The option's next choice: its first flag not yet set.
                        let base = first.saturating_add(u16::from(i) * u16::from(copies));
                        if let Some(f) = (0..u16::from(copies))
                            .map(|j| base.saturating_add(j))
                            .find(|&f| !self.flag(f))
                        {
                            self.set_flag(f, true);
                            self.modes.push(f);
                        }
                    }
                    _ => return Err(AnswerError::Illegal),
                }
            }
            (Asked::Player { options }, Answer::Index(i)) => {
                self.player = Some(*options.get(i).ok_or(AnswerError::Illegal)?);
                self.pc += 1;
            }
            (Asked::Expedition { options }, Answer::Index(i)) => {
                self.expedition = Some(*options.get(i).ok_or(AnswerError::Illegal)?);
                self.pc += 1;
            }
            (Asked::Region { options }, Answer::Index(i)) => {
                self.region = Some(*options.get(i).ok_or(AnswerError::Illegal)?);
                self.pc += 1;
            }
            (Asked::TerrainMarker { options }, Answer::Index(i)) => {
                self.marker = Some(options.get(i).ok_or(AnswerError::Illegal)?.0);
                self.pc += 1;
            }
            (Asked::Distribute { options }, Answer::Index(i)) => {
                let e = *options.get(i).ok_or(AnswerError::Illegal)?;
                self.distributed.push(e);
                // The instruction asks again until every token has its Expedition.
            }
            (Asked::Place { options }, Answer::Index(i)) => {
                let (_, side) = *options.get(i).ok_or(AnswerError::Illegal)?;
                self.placed.push(side);
                // The step asks again until every token has its Expedition, then happens.
            }
            (Asked::Counter { options, .. }, Answer::Index(i)) => {
                self.counter = Some(options.get(i).ok_or(AnswerError::Illegal)?.clone());
                self.pc += 1;
            }
            (Asked::Die { results }, Answer::Index(i)) => {
                // The roll resumes with this result (`run`).
                self.kept = Some(*results.get(i).ok_or(AnswerError::Illegal)?);
            }
            (Asked::Modifier { .. }, Answer::Yes(applied)) => {
                // The step asks again for the next one, then happens (`run`).
                self.modifiers.push(applied);
            }
            (Asked::Play { .. }, Answer::Played(played)) => {
                // Which cards could be played is the host's to know (cards in Hand are not
                // objects, CR 2.1.j): the object it reports is what the card became.
                let (slot, did, by) = match program.code.get(self.pc) {
                    Some(Instr::Play { slot, did, by, .. }) => (*slot, *did, *by),
                    _ => return Err(AnswerError::Illegal),
                };
                if let Some(s) = self.slots.get_mut(usize::from(slot)) {
                    s.extend(played);
                }
                if let Some(f) = did {
                    // Each player's: whether any of them played a card.
                    let before = by != PlayBy::You && self.flags.get(usize::from(f)).copied().unwrap_or(false);
                    self.set_flag(f, before || played.is_some());
                }
                match (by, self.each) {
                    // The next player plays; the instruction moves on after the last (`run`).
                    (PlayBy::EachStartingWithYou, Some((i, _))) => self.each = Some((i.saturating_add(1), 0)),
                    _ => self.pc += 1,
                }
            }
            _ => return Err(AnswerError::Illegal),
        }
        self.asked = None;
        Ok(())
    }

    fn set_flag(&mut self, flag: u16, value: bool) {
        if let Some(f) = self.flags.get_mut(usize::from(flag)) {
            *f = value;
        }
    }

    fn flag(&self, flag: u16) -> bool {
        self.flags.get(usize::from(flag)).copied().unwrap_or(false)
    }

    fn slot(&self, slot: u16) -> &[O] {
        self.slots.get(usize::from(slot)).map(Vec::as_slice).unwrap_or(&[])
    }
}

/// Runs `program` from where `frame` stands until it ends or needs a decision.
///
/// # Examples
///
/// A host built as a state machine runs until a question, stores the frame, and resumes
/// once the player has answered:
///
/// ```
/// use altered_interpreter::{run, Answer, CardKind, Context, Frame, Place, Question, Yield};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nYou may draw 2 cards.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// let mut frame = Frame::new(&program);
/// loop {
///     match run(&program, &ctx, &mut frame, &mut table).unwrap() {
///         Yield::Done => break,
///         Yield::Ask(Question::May { .. }) => frame.answer(&program, Answer::Yes(true)).unwrap(),
///         other => panic!("not asked by this effect: {other:?}"),
///     }
/// }
/// assert_eq!((table.decks, table.hands), ([3, 5], [2, 0]));
/// ```
pub fn run<H: Host>(
    program: &Program,
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> Result<Yield<H::Object, H::Player>, RunError> {
    if frame.asked.is_some() {
        return Err(RunError::Unanswered);
    }
    // `you` of the effect, whatever part of it runs (each player's part starts from them).
    let outer = *ctx;
    let here = acting_context(&outer, frame, host);
    let ctx = &here;
    if frame.owed > 0 {
        let amount = std::mem::take(&mut frame.owed);
        host.perform(
            &[Atomic::PayMana {
                player: ctx.controller,
                amount,
            }],
            frame.done_buffer(),
        )?;
    }
    // Jumps only go forward (the lowering makes them so; a corrupted frame or program
    // going backward is stopped by this bound), so a run ends.
    // A choice by each player (CR 6.1.h) passes over its instruction once per player.
    let full = (program.code.len() * 2 + 2) * (host.players().count() + 1);
    let mut budget = full;
    // The first instruction of a run is never paused before, so that every run advances.
    let mut first = true;
    while let Some(instr) = program.code.get(frame.pc) {
        budget = budget.saturating_sub(1);
        if budget == 0 {
            return Ok(Yield::Done);
        }
        if !std::mem::take(&mut first) && host.pause() {
            return Ok(Yield::Paused);
        }
        // In another player's part of the effect, `you` is that player (CR 6.1.g).
        let here = acting_context(&outer, frame, host);
        let ctx = &here;
        match instr {
            Instr::Jump(_)
            | Instr::Acting { .. }
            | Instr::ActingEnd { .. }
            | Instr::Repeat { .. }
            | Instr::Again { .. }
            | Instr::Forget { .. }
            | Instr::SkipUnlessChosen { .. }
            | Instr::ModeDone(_)
            | Instr::NextMode { .. }
            | Instr::JumpUnless { .. } => {
                if flow::go(program, instr, &outer, ctx, frame, host) {
                    budget = full;
                }
            }
            Instr::May { .. }
            | Instr::Choose { .. }
            | Instr::Modes { .. }
            | Instr::ChoosePlayer { .. }
            | Instr::ChooseExpedition { .. }
            | Instr::ChooseTerrainMarker { .. }
            | Instr::ChooseRegion
            | Instr::ChooseOtherRegion
            | Instr::Distribute { .. }
            | Instr::ChooseCounter { .. } => {
                if let Some(asked) = choices::ask(program, instr, ctx, frame, host)? {
                    return Ok(asked);
                }
            }
            Instr::TopCards { .. }
            | Instr::Cost { .. }
            | Instr::Roll
            | Instr::AddToRoll(_)
            | Instr::TallyBoosts { .. }
            | Instr::Step { .. }
            | Instr::Play { .. }
            | Instr::Moves { .. }
            | Instr::Creates { .. } => {
                if let Some(asked) = steps::perform(program, instr, ctx, frame, host)? {
                    return Ok(asked);
                }
            }
        }
    }
    Ok(Yield::Done)
}

/// A question of a run against `H`.
type HostQuestion<H> = Question<<H as Query>::Object, <H as Query>::Player>;

/// What a choice or a step instruction ends in: the decision the run returns, or `None`
/// and the run goes on.
type Next<H> = Result<Option<Yield<<H as Query>::Object, <H as Query>::Player>>, RunError>;

/// CR 6.2.d: before a step happens, the controller of each optional replacing modifier
/// that would apply to it says whether it does; the next such question, if any is left.
/// `step` is the step's atomic actions, as [`step`] then performs them.
fn ask_modifier<H: Host>(
    step: &[Atomic<H::Object, H::Player>],
    frame: &mut Frame<H::Object>,
    host: &H,
) -> Option<Question<H::Object, H::Player>> {
    let mods = host.optional_modifiers(step);
    let &(player, object) = mods.get(frame.modifiers.len())?;
    let by = place_of(host, player).unwrap_or(0);
    frame.asked = Some(Asked::Modifier {
        object,
        by: u8::try_from(by).unwrap_or(u8::MAX),
    });
    Some(Question::Modifier { player, object })
}

/// One step (CR 6.1): its atomic actions (`step`, made by [`atomics`] from the state as
/// it is now), performed together; `did` notes whether any happened.
fn step<H: Host>(
    step: &[Atomic<H::Object, H::Player>],
    did: Option<u16>,
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> Result<(), RunError> {
    // Noting the places does not change the step: an object's last place (`Frame::known`)
    // is read only once it has left the Expedition noted, and a step is made before it
    // moves anything.
    frame.note_places(ctx, host);
    let applied = std::mem::take(&mut frame.modifiers);
    frame.placed.clear();
    let done = frame.done_buffer();
    if !step.is_empty() {
        host.perform_deciding(step, &applied, done)?;
    }
    let happened = frame.done.0.iter().any(|&h| h);
    // A card revealed by the effect is revealed `this way` for its source's reactions,
    // with the die rolled before it (CR 7.3.28.b), if any.
    for (a, _) in step.iter().zip(&frame.done.0).filter(|(_, d)| **d) {
        if let Atomic::Reveal(card) = a {
            host.revealed(ctx.controller, *card, ctx.this, frame.roll)?;
        }
    }
    frame.follow(&*host);
    if let Some(f) = did {
        frame.set_flag(f, happened);
    }
    Ok(())
}

/// Runs a whole program, answering its questions with `decide` (for synchronous hosts
/// and tests). An answer refused by the frame is a [`RunError`]-free retry: `decide` is
/// asked again.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{run_to_end, Answer, CardKind, Context, Place};
/// # mod tiny { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs")); }
/// # use tiny::Table;
/// # let (card, _) = altered_grammar::parse_card(&format!(
/// #     "name: Test\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\nYou may draw a card.\n"
/// # ));
/// # let Ok(altered_interpreter::Compiled::Spell(program)) = altered_interpreter::compile_card(&card.unwrap()).remove(0) else { unreachable!() };
/// # let mut table = Table { decks: [5, 5], objects: vec![(0, CardKind::Spell, Some(Place::Limbo))], ..Table::default() };
/// # let ctx = Context { this: 0, controller: 0, side: None, trigger: None };
/// run_to_end(&program, &ctx, &mut table, |_| Answer::Yes(true)).unwrap();
/// assert_eq!(table.hands, [1, 0]);
/// ```
pub fn run_to_end<H: Host>(
    program: &Program,
    ctx: &Context<H::Object, H::Player>,
    host: &mut H,
    mut decide: impl FnMut(&Question<H::Object, H::Player>) -> Answer<H::Object>,
) -> Result<(), RunError> {
    let mut frame = Frame::new(program);
    // Every question either advances the program or adds an object to a slot, so this
    // ends; the bound only guards against a `decide` that keeps answering illegally.
    for _ in 0..100_000 {
        match run(program, ctx, &mut frame, host)? {
            Yield::Done => return Ok(()),
            // What the host paused for resolves later; this program goes on.
            Yield::Paused => {}
            Yield::Ask(q) => {
                let a = decide(&q);
                if frame.answer(program, a).is_err() {
                    // An illegal answer: ask again.
                    continue;
                }
            }
        }
    }
    Ok(())
}

const TERRAINS: [Terrain; 3] = [Terrain::Forest, Terrain::Mountain, Terrain::Water];

/// A number as it is now, seen from `ctx` (`per Character you control` in a passive's cost
/// change, CR 5.1.2.e): nothing has been chosen or rolled, so those count 0.
pub fn count<H: Query>(n: &Num, ctx: &Context<H::Object, H::Player>, host: &H) -> u32 {
    quantities::number(n, ctx, &Frame::empty(), host)
}

/// Whether a player's Expedition passes a test now, seen from `ctx` (`in an Expedition
/// that's in contact` in a passive's cost change).
pub fn expedition_is<H: Query>(
    test: ExpeditionTest,
    expedition: (H::Player, Side),
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> bool {
    let regions = if test.reads_regions() {
        host.regions()
    } else {
        Vec::new()
    };
    expedition_passes(test, expedition, &regions, ctx, host)
}

/// The atomic actions of a step that a modifier makes happen instead of an event (CR
/// 6.2.b, [`crate::Change::Instead`]), with `I` the modifier's source and `you` its
/// controller: for the host to perform in the event's place. Nothing is chosen in such a
/// step, so none is asked.
pub fn modifier_step<H: Query>(
    acts: &[Act],
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> Vec<Atomic<H::Object, H::Player>> {
    atomics(acts, ctx, &Frame::empty(), host)
}
