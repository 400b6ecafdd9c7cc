//! The effect IR: what an ability compiles to, once, and what [`crate::run`] executes.
//!
//! A [`Program`] is a flat list of instructions with forward jumps only, so every run
//! ends after at most `code.len()` instructions. Its state between two decisions is a
//! small [`crate::Frame`] (an instruction index, the objects chosen so far, the
//! `If you do` flags), which an engine can keep in its own serialized state.
//!
//! - [`Instr::Step`] is one step of CR 6.1: a set of atomic actions that happen
//!   simultaneously.
//! - [`Instr::Choose`] makes the decision a step needs (a target, CR 1.2.6.c, or a plain
//!   choice such as `Sacrifice a Character`), immediately before that step (CR 6.1.g).
//! - [`Instr::May`] asks the controller whether to do an optional step (CR 1.2.6.d).
//! - [`Instr::JumpUnless`] makes conditional steps (CR 1.2.6.e), `If you do`, `Otherwise`.
//! - [`Instr::Modes`] chooses the modes of a modal effect; [`Instr::NextMode`] resolves
//!   them in the order chosen (CR 6.5.g).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::host::{Destination, Status, Symbol, Terrain, TokenSpec, ZoneKind};

mod passive;
pub use passive::{
    scout_reaction, Change, KeywordAbility, Loses, Modifier, NearExpedition, NextEffect, NextPlay, Passive, PlayedInto,
    QuickCost, Rule, RuleChange, Until, Watched,
};

/// A compiled effect.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{compile_card, Compiled};
/// let (card, _) = altered_grammar::parse_card(
///     "name: Insight\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n\
///      You may draw a card.\n",
/// );
/// let Ok(Compiled::Spell(program)) = compile_card(&card.unwrap()).remove(0) else { panic!("a Spell") };
/// assert!(!program.code.is_empty());
/// // A program is data: a host may store it with its game.
/// assert!(serde_json::to_string(&program).is_ok());
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Program {
    /// The instructions.
    pub code: Vec<Instr>,
    /// How many object slots (chosen objects) the program uses.
    pub slots: u16,
    /// How many `If you do` flags it uses.
    pub flags: u16,
}

/// One instruction.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Instr {
    /// One step (CR 6.1): its atomic actions happen simultaneously. `did`: set the flag
    /// to whether any of them happened (for `If you do`).
    Step {
        /// The actions, resolved against the frame when the step happens.
        acts: Vec<Act>,
        /// The flag recording whether the step happened.
        did: Option<u16>,
    },
    /// The controller chooses objects for a slot (CR 6.1.g): `min..=max` distinct objects
    /// matching `filter`. With no candidate the slot stays empty and the steps using it do
    /// nothing (CR 6.1.g: all options impossible).
    Choose {
        /// The slot filled.
        slot: u16,
        /// What may be chosen.
        filter: Filter,
        /// At least this many, when there are enough candidates.
        min: u8,
        /// At most this many.
        max: u8,
        /// A target (CR 1.2.6.c) rather than a plain choice; informative.
        target: bool,
        /// Who chooses (CR 6.1.g–h); the filter's `you` is that player.
        #[serde(default, skip_serializing_if = "Chooser::is_you")]
        by: Chooser,
    },
    /// Asks whether to do what follows (CR 1.2.6.d); on "no", clears `flag` and jumps to
    /// `skip_to`.
    May {
        /// The `If you do` flag of this optional part.
        flag: u16,
        /// Where "no" continues.
        skip_to: usize,
        /// Who decides: the controller, or the player the step names (`Target opponent
        /// may …`, chosen before, CR 6.1.g–h). Only `You` and `Chosen` are lowered.
        #[serde(default, skip_serializing_if = "Chooser::is_you")]
        by: Chooser,
    },
    /// Continues at `to` when the condition is false.
    JumpUnless {
        /// The condition, evaluated now.
        cond: Cond,
        /// Where to continue otherwise (always forward).
        to: usize,
    },
    /// Continues at `to` (always forward).
    Jump(usize),
    /// Fills `slot` with the top `count` cards of the controller's Deck (handles of
    /// [`crate::Query::hidden`], CR 2.1.j), for the step that reveals them (`reveal the top
    /// card of your deck`); later `it`s name them.
    TopCards {
        /// The slot filled.
        slot: u16,
        /// How many.
        count: u32,
    },
    /// Skips the next `skip` instructions unless an object was chosen into `slot`: the card
    /// of the other side of an Exchange is not chosen when the first side can't be, since
    /// the exchange can't happen (CR 7.3.11.b). Relative, so that it can stand among the
    /// choices a clause lowers before they are placed.
    SkipUnlessChosen {
        /// The slot that must not be empty.
        slot: u16,
        /// How many instructions to skip.
        skip: u8,
    },
    /// The controller chooses modes (CR 5.1.2.c.3: at the declaration of intent, so it is
    /// the program's first instruction), one at a time: `min..=max` distinct options of
    /// `count`. Choosing option `i` sets flag `first + i`; each option's steps are guarded
    /// by its flag and run in the order chosen ([`Instr::NextMode`]).
    Modes {
        /// The flag of the first option.
        first: u16,
        /// How many options are printed.
        count: u8,
        /// At least this many (fewer when there are not enough options).
        min: u8,
        /// At most this many.
        max: u8,
        /// The options with a cost (`• exhaust: I gain 2 boosts`), by index: an option
        /// whose cost can't be paid in full can't be chosen (CR 5.1.2.f, 6.4.c), and a
        /// chosen one's cost is paid by an [`Instr::Cost`] right after the choice.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        costs: Vec<(u8, Vec<Act>)>,
        /// `Choose X+1, where X is …`: added to `min` and `max` when the modes are chosen.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        extra: Option<Num>,
        /// `If each of your Expeditions is behind or tied, you may choose both`: while it
        /// holds, `max` is every option.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        all_if: Option<Box<Cond>>,
        /// `You may pick the same option multiple times` (CR 6.5.g): each option has this
        /// many flags, `first + i * copies + j` for its `j`-th choice; 1 otherwise.
        #[serde(default = "one", skip_serializing_if = "is_one")]
        copies: u8,
    },
    /// CR 6.5.g: the next of the chosen modes, in the order they were chosen: a jump to the
    /// block of its flag (which ends with [`Instr::ModeDone`]), or to `end` once all have
    /// resolved.
    NextMode {
        /// Each mode's flag, and where its block starts.
        blocks: Vec<(u16, usize)>,
        /// After the last block.
        end: usize,
    },
    /// The end of a mode's block: back to its [`Instr::NextMode`]. The only jump back in a
    /// program besides a repetition's, and bounded the same way: each return follows a
    /// mode taken off the list of those chosen, which only `Modes` fills, once.
    ModeDone(usize),
    /// A cost (CR 1.2.5, 6.4): one step whose actions are paid in full or not at all (CR
    /// 1.2.5.c); `did` is set to whether it was paid, for what it pays for (`You may pay 1
    /// and spend 1 of my Kelon counters to create …`, `If you do`).
    Cost {
        /// The actions, all happening in one step (CR 6.1.d, 1.2.5.d).
        acts: Vec<Act>,
        /// The flag recording whether the cost was paid.
        did: Option<u16>,
    },
    /// Rolls a die (CR 7.3.28.a) and notes the result for the steps after it (CR 7.3.28.b).
    Roll,
    /// Adds to the result of the die rolled (`add 2 to its result`, CR 7.3.28.c): the steps
    /// after it read the final result.
    AddToRoll(u8),
    /// Counts the boosts of the objects named, around a step that removes them (`the
    /// number of boosts removed this way`): before the step (`after: false`) the count is
    /// noted; after it, the noted number becomes what the step took away (CR 2.5.g), which
    /// [`Cond::Noted`] reads.
    TallyBoosts {
        /// Whose boosts.
        what: Objs,
        /// After the step rather than before it.
        after: bool,
    },
    /// The controller chooses a player (`target player`, `target opponent`, CR 1.2.6.c),
    /// whom [`Who::Chosen`] then names.
    ChoosePlayer {
        /// Only an opponent.
        opponent: bool,
    },
    /// The controller chooses a Terrain Marker (`a {V} Terrain Marker from any region`, CR
    /// 7.3.20), which [`Act::MoveTerrainMarker`] then moves; with none that fits, none is
    /// chosen and nothing moves.
    ChooseTerrainMarker {
        /// The terrains it has (forest, mountain, water).
        having: [bool; 3],
        /// Having one of them is enough (`{V} or {M}`); else it has them all.
        any: bool,
        /// Only a marker on these regions; `None`: any region.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<RegionSel>,
    },
    /// The controller chooses a visible region (`target visible region`, CR 1.2.6.c,
    /// 3.2.1.d), which [`RegionSel::Chosen`] then names; with none visible, none is chosen.
    ChooseRegion,
    /// As [`Instr::ChooseRegion`], but not the region the Terrain Marker chosen by
    /// [`Instr::ChooseTerrainMarker`] is on (`to another region`, CR 7.3.20.a).
    ChooseOtherRegion,
    /// The controller chooses an Expedition (`target Expedition`, CR 1.2.6.c), which
    /// [`Exped::Chosen`] then names; with `standing`, only one that stands so against the
    /// Expedition facing it (`target an Expedition that's ahead`, CR 7.5.2). With no such
    /// Expedition, none is chosen and what is `in it` is nothing.
    ChooseExpedition {
        /// `that's ahead`.
        standing: Option<Standing>,
        /// `controlled by an opponent`, `I'm not in`: only such Expeditions.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        only: Option<ExpeditionsAllowed>,
        /// `target Ascended Expedition` (CR 2.4.3), `an Expedition in forest`: only one that
        /// passes the test.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        having: Option<ExpeditionTest>,
    },
    /// The next instruction is a step creating tokens (CR 7.3.5): the tokens it creates
    /// fill `slot`, which a later `it` names (`create a token …, then it gains Anchored`).
    Creates {
        /// The slot filled.
        slot: u16,
    },
    /// The next instruction is a step that moves cards (`Resupply`): the objects it put
    /// somewhere, new since the step (CR 1.4.4) and matching `filter`, fill `slot`, which
    /// `If you put a Character in Reserve this way` ([`Cond::Filled`]) and a later `it` read.
    Moves {
        /// The slot filled.
        slot: u16,
        /// What counts (`a Character` in Reserve).
        filter: Filter,
    },
    /// For Augment (CR 7.3.4.a: "a (single) counter"): when the object chosen into
    /// `slot` has several kinds of counters, the controller chooses which one it gains
    /// (CR 6.1.g); [`Act::Augment`] reads the choice.
    ChooseCounter {
        /// The slot of the object augmented.
        slot: u16,
    },
    /// `Create 3 … tokens, distributed as you choose among any number of target
    /// Expeditions`: the controller chooses an Expedition for each of `count` tokens (CR
    /// 1.2.6.c: the targets are the Expeditions chosen), which [`Exped::Distributed`] names.
    Distribute {
        /// How many tokens.
        count: u8,
    },
    /// `Do the following N times:` (CR 6.5.i): the instructions after it, up to the
    /// [`Instr::Again`] that closes them, happen `times` times, one repetition after the
    /// other. `times` is read once, here; when it is 0, the run continues at `end`.
    Repeat {
        /// How many repetitions (at most a hundred, see `MAX_REPETITIONS`).
        times: Num,
        /// Where the run continues after the last repetition (after the `Again`).
        end: usize,
    },
    /// The end of a repetition of the [`Instr::Repeat`] at `start`. While repetitions are
    /// left, the objects chosen into `slots` (those the repeated instructions choose) are
    /// forgotten, so that each repetition makes its own choices (CR 6.5.i), and the run
    /// goes back to the instruction after `start`; otherwise it goes on. A jump backward
    /// (as [`Instr::ModeDone`]): a frame makes at most a hundred of them, so every run ends.
    Again {
        /// The `Repeat` instruction.
        start: usize,
        /// The slots `slots.0..slots.1` chosen anew in each repetition.
        slots: (u16, u16),
    },
    /// The objects chosen into `slots.0..slots.1` are forgotten (and the Expeditions of
    /// distributed tokens): at the end of a mode that may be chosen again, so that the next
    /// time it happens it makes its own choices (CR 6.5.i).
    Forget {
        /// The slots emptied.
        slots: (u16, u16),
    },
    /// The controller plays a card now, as part of this effect (CR 5.2.b, 7.3.29.a: `play a
    /// Character for 3 less`, `play me for free`). The host offers what can be played and
    /// plays the card chosen through its own play procedure (CR 5.1.2); the object the card
    /// became fills `slot` (a later `it`), and `did` notes whether a card was played (`If
    /// you do`, CR 7.3.29.b).
    Play {
        /// Which cards.
        what: PlayWhat,
        /// The price (CR 7.3.23, 5.1.2.e).
        price: PlayPrice,
        /// `may`: playing nothing is allowed (CR 1.2.6.d).
        optional: bool,
        /// The slot the played object fills.
        slot: u16,
        /// The flag recording whether a card was played.
        did: Option<u16>,
        /// `with Hand Cost 3 or less` (CR 2.2.7): the cards of `PlayWhat::Kinds` offered.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hand_cost: Option<Cmp>,
        /// `with Base Cost 3 or less` (CR 2.2.9.b): the cards of `PlayWhat::Kinds` offered,
        /// by the Reserve Cost of those in Reserve and the Hand Cost of those in Hand.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        base_cost: Option<Cmp>,
        /// Who plays: the controller, or each player in turn (`Starting with you, each
        /// player may …`), each choosing for themselves (CR 6.1.h).
        #[serde(default, skip_serializing_if = "PlayBy::is_you")]
        by: PlayBy,
        /// Where the cards of `PlayWhat::Kinds` are played from: Hand or Reserve unless the
        /// effect says otherwise (CR 5.2.a).
        #[serde(default, skip_serializing_if = "PlaySource::is_hand_or_reserve")]
        from: PlaySource,
    },
    /// The instructions from here to the [`Instr::ActingEnd`] just before `end` are
    /// another player's part of the effect (`Target opponent may Resupply`, `Each player
    /// exhausts a card in their Reserve`): while they run, `you` is that player, who makes
    /// their decisions (CR 6.1.g), so that `their`, the subject's, is theirs. With each
    /// player, every one does the part in turn, in initiative order (CR 6.1.h, 1.4.5.a),
    /// making their own choices; when no player was chosen, nobody does it and the run
    /// continues at `end`.
    Acting {
        /// Who does the part.
        who: Actor,
        /// After the [`Instr::ActingEnd`].
        end: usize,
    },
    /// The end of the part the [`Instr::Acting`] at `start` opened: the next player in
    /// initiative order does it (the objects chosen into `slots.0..slots.1` forgotten, so
    /// that each makes their own choices), or, after the last, the controller is `you`
    /// again and the run goes on. A jump backward, at most once per player.
    ActingEnd {
        /// The `Acting` instruction.
        start: usize,
        /// The slots chosen anew by each player.
        slots: (u16, u16),
    },
}

/// Who does a part of an effect another player does (see [`Instr::Acting`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Actor {
    /// The player chosen by [`Instr::ChoosePlayer`] (`Target opponent may …`).
    Chosen,
    /// Each player, in initiative order (`Each player may …`).
    EachPlayer,
    /// Each opponent of the controller, in initiative order (`Each opponent …`).
    EachOpponent,
    /// The controller's teammate (`Your teammate may …`): each player allied with the
    /// controller but the controller ([`crate::Query::allied`]; in 2v2 the one across the
    /// table, seeds), in initiative order. Nobody in a duel or Free for All.
    EachTeammate,
    /// The first player (`The first player draws a card`, CR 4.2.1): the first of
    /// [`crate::Query::players`] when the step happens.
    FirstPlayer,
}

/// Who plays a card by an effect (see [`Instr::Play`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayBy {
    /// The controller of the effect (CR 6.1.g).
    #[default]
    You,
    /// Each player, one after the other, starting with the controller and then in turn
    /// order (`Starting with you, each player may …`).
    EachStartingWithYou,
}

impl PlayBy {
    fn is_you(&self) -> bool {
        *self == PlayBy::You
    }
}

/// Where an effect's `play a <kind>` finds the card (see [`Instr::Play`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaySource {
    /// The player's Hand or Reserve (CR 5.2.a: unless specified otherwise).
    #[default]
    HandOrReserve,
    /// The player's Hand alone (`play a Spell from your Hand`).
    Hand,
}

impl PlaySource {
    fn is_hand_or_reserve(&self) -> bool {
        *self == PlaySource::HandOrReserve
    }
}

/// The most repetitions an effect makes (`Do the following X times`, [`Instr::Repeat`]),
/// however large X is: as a quick action or a reaction may happen only a hundred times a
/// day (CR 1.4.6.b–c), so that no effect, whatever its numbers, runs without end.
pub(crate) const MAX_REPETITIONS: u32 = 100;

/// The cards an effect lets its controller play (see [`Instr::Play`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum PlayWhat {
    /// These objects (`play me`, `play it`): cards in Reserve, still there when the step
    /// happens.
    Objects(Objs),
    /// A card of one of these kinds from the controller's Hand or Reserve (CR 5.2.a).
    Kinds(Vec<KindFilter>),
}

/// What playing a card by an effect costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayPrice {
    /// Its usual cost (CR 5.1.2.d) with the cost alterations in force (CR 5.1.2.e).
    Cost,
    /// `for free` (CR 7.3.23.a): no cost is paid, whatever alterations apply (CR 5.1.2.e,
    /// remark).
    Free,
    /// `for 3 less`: one more cost decrease (CR 5.1.2.e.2).
    Less(u32),
}

/// Who makes a choice of objects.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chooser {
    /// The controller of the effect (CR 6.1.g).
    #[default]
    You,
    /// The player chosen by [`Instr::ChoosePlayer`]: `Target player sacrifices a
    /// Character` (CR 7.3.31.a: an object that player controls).
    Chosen,
    /// Each player, in initiative order, each choosing for themselves (CR 6.1.h): `Each
    /// player chooses a Character they control`. Every choice goes into the same slot, and
    /// the step using it happens once, for all of them (CR 6.1.f).
    EachPlayer,
    /// Each opponent of the controller, in initiative order (CR 6.1.h).
    EachOpponent,
}

impl Chooser {
    fn is_you(&self) -> bool {
        *self == Chooser::You
    }
}

/// An atomic action with its objects still to be resolved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Act {
    /// Draw (CR 7.3.9).
    Draw {
        /// Who.
        who: Who,
        /// How many.
        count: u32,
    },
    /// `You pass` (CR 4.2.3.d): each player named passes.
    Pass(Who),
    /// `You become the first player` (CR 4.2.1, 7.5.4): the player named is the first
    /// player now.
    BecomeFirstPlayer(Who),
    /// Resupply (CR 7.3.26) or Exhausted Resupply (CR 7.3.13).
    Resupply {
        /// Who.
        who: Who,
        /// Exhausted Resupply.
        exhausted: bool,
    },
    /// Send, return, put (CR 7.3.27, 7.3.32).
    MoveTo {
        /// What.
        what: Objs,
        /// Where.
        to: Destination,
    },
    /// Discard (CR 7.3.7).
    Discard(Objs),
    /// Each player named discards their Hand (CR 7.3.7): every card of it, one atomic
    /// action each, in one step (CR 6.1.e–f).
    DiscardHand(Who),
    /// Reveal cards of a hidden zone (CR 3.1.3.f): every player sees them; they stay where
    /// they are.
    Reveal(Objs),
    /// Look at cards of the controller's hidden zone (CR 3.1.3.f): they alone see them;
    /// they stay where they are.
    Look(Objs),
    /// Put cards in the controller's Expeditions without playing them (CR 7.3.24.a: `put
    /// them in your Expeditions`), each in the one the controller picks for it (CR 6.1.g),
    /// asked before the step as for tokens in a Gigantic object's Expedition.
    PutInExpedition(Objs),
    /// Send objects to a position of their owner's Deck, counted from the top (1: the top
    /// card; CR 7.3.32).
    ToDeck {
        /// What.
        what: Objs,
        /// Which position (`the Xth position, where X is the result`).
        position: Num,
    },
    /// Exchange (CR 7.3.11): each of the two moves to the zone the other is in, in one
    /// step; when either side is not exactly one object or card, nothing happens (CR
    /// 7.3.11.b).
    Exchange(Objs, Objs),
    /// Sacrifice (CR 7.3.31).
    Sacrifice(Objs),
    /// Gain or lose a status (CR 7.3.15, 7.3.19, 7.3.12, 7.3.25).
    Status {
        /// What.
        what: Objs,
        /// Which.
        status: Status,
        /// Gained or lost.
        gain: bool,
    },
    /// Gain or lose a keyword ability (CR 7.4): `I gain Eternal`, `Target Character loses
    /// Defender`, `… gains Tough 1 this turn` (CR 2.2.15: until the duration ends; for as
    /// long as the object exists otherwise, as a gained status, CR 7.3.15.a).
    Keyword {
        /// What.
        what: Objs,
        /// Which (a numbered one with its number).
        keyword: KeywordAbility,
        /// Gained or lost.
        gain: bool,
        /// `this turn`, `this Afternoon`, `this Day`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        until: Option<Until>,
    },
    /// Gain or lose boosts (CR 7.3.14, 7.3.16).
    Boosts {
        /// What.
        what: Objs,
        /// How many (negative: lose).
        delta: i32,
    },
    /// Gain or lose named counters (CR 7.3.14).
    Counters {
        /// What.
        what: Objs,
        /// Which.
        name: String,
        /// How many.
        delta: i32,
    },
    /// Create tokens (CR 7.3.5), one atomic action each (CR 6.1.e).
    Create {
        /// How many.
        count: u8,
        /// In which Expedition.
        into: Exped,
        /// What.
        token: Arc<TokenSpec>,
    },
    /// The inner action, its amount multiplied by a number computed when the step happens
    /// (`1 boost per Boosted Character you control`, `X boosts, where X is the result`).
    Per {
        /// The multiplier.
        per: Num,
        /// The action for one.
        act: Box<Act>,
    },
    /// The inner gain of boosts or counters, stopping at `max` on each object (`I gain 1
    /// boost, up to a max of 3`).
    UpToMax {
        /// The most an object may have after the gain.
        max: u32,
        /// In a support ability (CR 2.2.12.i): on its own card in Reserve, the maximum is the
        /// one passives make it ([`crate::Query::support_max`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        support: bool,
        /// A gain of [`Act::Boosts`] or [`Act::Counters`].
        act: Box<Act>,
    },
    /// Put the top cards of players' Decks in their Mana zones as exhausted Mana Orbs (CR
    /// 7.3.24), one atomic action per card.
    DeckToMana {
        /// Whose.
        who: Who,
        /// How many cards each.
        count: u32,
    },
    /// Spend counters (CR 7.3.33): all of them or none, since an object can't spend more
    /// than it has (CR 7.3.33.b).
    Spend {
        /// Whose.
        what: Objs,
        /// Which counters; boosts when `None`.
        counter: Option<String>,
        /// How many.
        count: u32,
    },
    /// Switch Expeditions (CR 7.3.34).
    SwitchExpeditions(Objs),
    /// Defect (CR 7.3.6): move to the Expedition facing it.
    Defect(Objs),
    /// `<obj> joins <Expedition>` (CR 7.5.9.a): each object not in that Expedition goes
    /// there: from the controller's other Expedition it switches Expeditions (CR 7.3.34.a,
    /// 7.5.9.c), from outside the Expedition zone it is put there without being played (as
    /// [`Act::PutInExpedition`]). An object already there, one an opponent controls in
    /// play (joining would change its controller, which no rule here does), and an
    /// Expedition reference naming other than one Expedition leave nothing to do.
    Join {
        /// What.
        what: Objs,
        /// Which Expedition (one of the controller's).
        to: Exped,
    },
    /// Activate the symbol reactions of objects (CR 7.3.1.b).
    Activate {
        /// Whose reactions (the reaction is created by that object, CR 7.3.1.d).
        what: Objs,
        /// Which trigger's reactions.
        trigger: Symbol,
    },
    /// Ascend (CR 7.3.3.a): the Expedition gains the Ascended status (CR 2.4.3).
    Ascend(Exped),
    /// Move an Expedition (CR 7.3.21, 7.3.22).
    MoveExpedition {
        /// Which.
        which: Exped,
        /// Forward or backward.
        forward: bool,
        /// How many regions.
        regions: u8,
    },
    /// A lasting effect on the next card the controller plays (CR 2.2.15).
    NextPlay(NextPlay),
    /// A lasting change to the rules (CR 2.2.15).
    Rule(RuleChange),
    /// Start a lasting change to the rules for one Expedition (CR 2.2.15: `Target
    /// Expedition can't move forward this Day`), controlled by the ability's controller.
    ExpeditionRule {
        /// Which Expedition(s).
        which: Exped,
        /// The change, its rule naming that Expedition.
        change: RuleChange,
    },
    /// Start a restriction on each object (`Target Character can't gain boosts this turn`),
    /// controlled by the ability's controller: for the duration (CR 2.2.15) or, without
    /// one, as long as it is that object (CR 1.4.4).
    ObjectRule {
        /// On which objects.
        what: Objs,
        /// What they can't do.
        rule: Rule,
        /// How long (`None`: as long as each is that object).
        until: Option<Until>,
    },
    /// After You (CR 7.3.2): the controller's turn ends once no Reaction is left in Limbo.
    AfterYou,
    /// Move the Terrain Marker chosen by [`Instr::ChooseTerrainMarker`] to the region
    /// named (CR 7.3.20): a new object there, the same region allowed (7.3.20.a–b).
    MoveTerrainMarker {
        /// Where: one region.
        to: RegionSel,
    },
    /// Place a Terrain Marker of these terrains (forest, mountain, water) on the regions
    /// named (CR 3.2.1.d).
    PlaceTerrainMarker {
        /// Its terrains: at least one.
        terrains: [bool; 3],
        /// Where.
        on: RegionSel,
    },
    /// `You win the game`: the controller wins, and the game ends (CR 1.3.2).
    WinGame,
    /// The controller pays mana (CR 1.2.5.e: exhausts that many ready Mana Orbs), all or
    /// nothing (CR 1.2.5.c).
    PayMana(u32),
    /// `act`, done by the controller as a keyword action (CR 7.3): Sabotage's discard (CR
    /// 7.3.30.a). Its atomic actions are [`crate::Atomic::KeywordAction`]s, so that the
    /// host reports the keyword action performed when they happen.
    KeywordAction {
        /// Which.
        action: crate::KeywordActionKind,
        /// What it does.
        act: Box<Act>,
    },
    /// Augment (CR 7.3.4.a): each object gains one more of a single kind of counter it
    /// already has (boosts included); the kind chosen by [`Instr::ChooseCounter`] when it
    /// has several.
    Augment(Objs),
    /// `Spend 1 counter from a card …` (CR 7.3.33): each object loses one counter of a
    /// single kind it has (boosts included), the kind chosen by [`Instr::ChooseCounter`]
    /// when it has several.
    SpendCounter(Objs),
    /// Exchange the boosts of two Characters (CR 7.3.10): each gains or loses the
    /// difference, in one step; nothing when they have as many (CR 7.3.10.b), or unless
    /// exactly two objects are named and both still exist (as CR 7.3.11.b for objects).
    ExchangeBoosts(Objs),
    /// Double the boosts of each object (CR 7.3.8): it gains as many as it has; nothing
    /// for one with none (CR 7.3.8.b).
    DoubleBoosts(Objs),
    /// Double the named counters of each object (CR 7.3.8.a): it gains as many of them as
    /// it has; nothing for one with none (CR 7.3.8.b).
    DoubleCounters {
        /// Whose.
        what: Objs,
        /// Which counters.
        name: String,
    },
    /// `Distribute 3 boosts among any number of Characters in Reserve`: each of the slots
    /// `slots.0..slots.1` holds the object one boost goes to (the same object may be in
    /// several); each object gains as many as it was chosen for, all in this one step.
    DistributeBoosts {
        /// One slot per boost.
        slots: (u16, u16),
    },
    /// A delayed part of the reaction (`Sabotage after Rest`): the host runs
    /// [`Compiled::Reaction`]'s `delayed[part - 1]` as an Emblem-Reaction of the same
    /// source when `until` comes.
    Delay {
        /// Which delayed program, from 1.
        part: u8,
        /// When.
        until: Moment,
    },
}

/// A moment a delayed effect waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Moment {
    /// Right after the Rest daily effect of the Night (CR 4.2.5.b), before Clean-up.
    AfterRest,
    /// At once, as the step happens: a reaction the effect creates to an event of its own
    /// (`When you roll a 1-3 this way`), activated by it (CR 6.3.h) and played when
    /// Reactions are next checked (CR 4.4).
    Now,
}

/// The objects an action acts on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Objs {
    /// `I`, `me`: the object the ability belongs to (CR 6.3.j).
    This,
    /// The objects chosen into a slot (`target Character`, then `it`).
    Slot(u16),
    /// The object the reaction's trigger names (`When a Character joins … | It gains …`,
    /// CR 6.3.i).
    Trigger,
    /// Every object matching, when the step happens (`Characters you control`).
    All(Filter),
    /// `the others`: the cards of slot `among` (revealed, [`Instr::TopCards`]) not chosen
    /// into slot `except`, as they are when the step happens.
    Others {
        /// The cards revealed.
        among: u16,
        /// The cards chosen among them.
        except: u16,
    },
}

/// Players an action names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Who {
    /// `you`: the controller of the effect.
    You,
    /// `each player`, in initiative order.
    EachPlayer,
    /// `each opponent`.
    EachOpponent,
    /// The player chosen by [`Instr::ChoosePlayer`] (`target opponent`).
    Chosen,
    /// `its controller`: of the object `it` names (when last seen, if it has left, CR
    /// 2.1.h).
    ControllerOf(It),
    /// `its owner`: of the object `it` names (CR 1.4.3), wherever it is.
    OwnerOf(It),
}

/// An Expedition an action names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exped {
    /// `my Expedition`: the one the object the ability belongs to is (or was) in.
    Mine,
    /// `your other Expedition`.
    YourOther,
    /// `your hero Expedition`.
    YourHero,
    /// `your companion Expedition`.
    YourCompanion,
    /// `each of your Expeditions`.
    EachOfYours,
    /// The Expedition chosen by [`Instr::ChooseExpedition`] (`target Expedition`).
    Chosen,
    /// `each of your Expeditions that's behind or tied` (CR 7.5.2): those of the
    /// controller's Expeditions that compare so with the one facing them when the step
    /// happens.
    EachOfYoursThat(Standing),
    /// `its Expedition`: the Expedition the object `it` names is in, or was last in when
    /// it has left (CR 6.3.k: the effect uses what it last knew of the object).
    Its(It),
    /// The Expeditions chosen by [`Instr::Distribute`], one per token: the same one as
    /// often as it was chosen.
    Distributed,
    /// `Your opponent's Expedition facing me` (CR 1.2.3.c): the opponent's Expedition facing
    /// the one the ability's object is in (both facing ones for a Gigantic object, CR
    /// 7.4.4.g).
    OpponentsFacingMe,
}

/// The regions an action names (CR 3.2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RegionSel {
    /// The region of these Expeditions (`my region`: of the Expedition I'm in).
    Of(Exped),
    /// The region chosen by [`Instr::ChooseRegion`] (`target visible region`).
    Chosen,
    /// Every visible region (`each visible region`, CR 3.2.1.d).
    EachVisible,
}

/// The object `it` names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum It {
    /// The objects chosen into a slot (the first of them).
    Slot(u16),
    /// The object the reaction's trigger names (CR 6.3.i).
    Trigger,
}

/// The object `it` names, in two bytes, as a [`Filter`] holds it: a filter is in many IR
/// nodes, and its size is theirs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Named {
    /// The first object chosen into this slot.
    Slot(u8),
    /// The object the reaction's trigger names.
    Trigger,
}

impl Named {
    /// `it` in two bytes; `None` for a slot past the 256th.
    pub fn of(it: It) -> Option<Named> {
        match it {
            It::Slot(s) => u8::try_from(s).ok().map(Named::Slot),
            It::Trigger => Some(Named::Trigger),
        }
    }

    /// The object `it` this names.
    pub fn it(self) -> It {
        match self {
            Named::Slot(s) => It::Slot(u16::from(s)),
            Named::Trigger => It::Trigger,
        }
    }
}

/// A description of objects, matched against the host's state when needed.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Filter {
    /// Any of these kinds (empty: any object).
    pub kinds: Vec<KindFilter>,
    /// Where.
    pub zone: ZoneFilter,
    /// Whose.
    pub whose: Option<Rel>,
    /// Not the object the ability belongs to (`other`, `another`).
    pub other: bool,
    /// Only the object the ability belongs to (`I`, as the subject of a passive that the
    /// statement shares with groups: `I can't gain boosts`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub only_this: bool,
    /// `token` (`Some(true)`), `non-token` (`Some(false)`).
    pub token: Option<bool>,
    /// `ready`.
    pub ready: bool,
    /// Having any of these statuses (`Fleeting`; `Boosted` is [`Filter::boosted`]).
    pub statuses: Vec<Status>,
    /// `Boosted`: with [`Filter::statuses`], any of them (`Fleeting or Boosted`).
    pub boosted: bool,
    /// Not having these sub-types (`non-Robot`).
    /// (A boxed slice, as [`Filter::or`]: a filter is in many IR nodes, most with none.)
    pub not_subtypes: Box<[String]>,
    /// `with Hand Cost 3 or less` (CR 2.2.7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_cost: Option<Cmp>,
    /// `with Base Cost 3 or less` (CR 2.2.9): the Reserve Cost of a Fleeting object or of
    /// one in Reserve, the Hand Cost otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_cost: Option<Cmp>,
    /// `with Reserve Cost 2 or less` (CR 2.2.8).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reserve_cost: Option<Cmp>,
    /// `with no statistic over 3` (CR 2.2.11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_statistic_over: Option<u32>,
    /// `with Hand Cost greater than or equal to my number of Heroism counters`, `with Base
    /// Cost X or less, where X is …`, `with forest X+1 or more`: one of the object's numbers
    /// (CR 2.2.7–2.2.11, 2.5) compared, when matched, with a number the effect reads then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number_vs: Option<Box<(ObjectNumber, Order, Num)>>,
    /// Hand Cost (CR 2.2.7) compared with the Hand Cost of some object matching the inner
    /// filter (`at_most`: less than or equal): `with Hand Cost less than or equal to the
    /// Hand Cost of a Character you control`. With no such object, nothing matches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_cost_vs_any: Option<Box<(bool, Filter)>>,
    /// Having a counter (CR 2.5; boosts included, CR 2.5.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub with_counters: bool,
    /// `with a base statistic of 0`: a printed statistic of 0 (CR 2.2.11).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub base_statistic_zero: bool,
    /// `you played this turn`: a card the controller played this turn (CR 5.1.2), see
    /// [`Query::played_this_turn`](crate::Query::played_this_turn).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub played_this_turn: bool,
    /// `with a total Hand Cost 6 or less`, `with total mountain of 4 or less`: what the
    /// objects chosen together may add up to, at most.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<(Total, u32)>,
    /// `in forest`: in play in an Expedition whose region has the terrain (CR 7.5.8.b).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_terrain: Option<Terrain>,
    /// `with forest 2 or more`: one statistic as it is now compared (CR 2.2.11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub statistic: Option<(Terrain, Cmp)>,
    /// `with forest less than or equal to mine`: one statistic, as it is now, at most the
    /// same statistic of the object the ability belongs to (CR 2.2.11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub statistic_at_most_mine: Option<Terrain>,
    /// `[Defender] Characters` (`true`), `non-[Defender] Characters`, `without Gigantic`
    /// (`false`): it has (does not have) each of these keyword abilities now (CR 7.4). A
    /// numbered one written without its number (`with Tough`) is here with 0 and names any
    /// number; with one (`with Tough 2`), an instance with exactly that number (CR 7.4.7.b:
    /// Tough is always followed by a number; two `Tough 1` are not `Tough 2`).
    /// (A boxed slice, as [`Filter::not_subtypes`].)
    #[serde(default, skip_serializing_if = "no_keyword")]
    pub keywords: Box<[(KeywordAbility, bool)]>,
    /// `with 2 or more boosts`, `with no Kelon counters`: how many of one counter it has now
    /// (CR 2.5; boosts are counters, CR 2.5.1); boosts when the name is `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counted: Option<Box<(Option<String>, Cmp)>>,
    /// `non-Fleeting`, `non-Exhausted`: not having this status now (CR 2.4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_status: Option<Status>,
    /// `with a {D} ability` (`true`), `with no {D} ability` (`false`): having an ability
    /// whose cost has this symbol now, see [`Query::has_ability`](crate::Query::has_ability).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ability: Option<(crate::host::CostSymbol, bool)>,
    /// `non-Boosted`: having no boost now (CR 2.4.5.a: Boosted is having a boost).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_boosted: bool,
    /// `with my name`: having the same name as the object the ability belongs to, the
    /// whole name however many words it has (CR 2.2.4.a–b).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub named_like_me: bool,
    /// `with equal or lower Hand Cost`, `with greater forest`: one number of the object
    /// compared with the same number of another object (CR 2.2.7-2.2.9 costs, 2.2.11
    /// statistics), see [`Compared`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compared: Option<Compared>,
    /// `a Permanent you control or a card in your Reserve`: the other noun phrases of a
    /// choice between noun phrases; an object matches the filter when it matches this one
    /// or any of these (each complete: its own kinds, place and qualifiers).
    /// (A boxed slice: a filter is in many IR nodes, most with no alternative.)
    #[serde(default, skip_serializing_if = "no_alternative")]
    pub or: Box<[Filter]>,
}

fn no_alternative(or: &[Filter]) -> bool {
    or.is_empty()
}

fn no_keyword(k: &[(KeywordAbility, bool)]) -> bool {
    k.is_empty()
}

/// A number of an object compared with the same number of another one (`with equal or
/// lower Hand Cost`): of the object named before in the effect, else of the object the
/// ability belongs to (CR 7.2.1: `me`), as they are when the filter is matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Compared {
    /// Which number.
    pub number: ObjectNumber,
    /// How the candidate's number stands against the other's.
    pub order: Order,
    /// What the number is compared with.
    pub with: ComparedWith,
}

/// What a [`Compared`] number is compared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ComparedWith {
    /// The object the ability belongs to (`me`, CR 7.2.1).
    Me,
    /// The object named before in the effect.
    Named(It),
    /// Every other object the rest of the filter names (`the Character with the highest
    /// Base Cost`): the candidate stands so against each of them, so objects tied for the
    /// highest all match, and the player who chooses picks among them (CR 1.2.6).
    Group,
}

/// A number printed on an object and changed by effects: a cost or a statistic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ObjectNumber {
    /// Hand Cost (CR 2.2.7).
    HandCost,
    /// Reserve Cost (CR 2.2.8).
    ReserveCost,
    /// Base Cost (CR 2.2.9).
    BaseCost,
    /// One statistic (CR 2.2.11).
    Statistic(Terrain),
    /// The highest of its three statistics (CR 2.2.11).
    HighestStatistic,
    /// The lowest of its three statistics (CR 2.2.11).
    LowestStatistic,
    /// How many boosts it has (CR 2.5).
    Boosts,
}

/// How one number stands against another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Order {
    /// Strictly lower.
    Lower,
    /// Lower or equal.
    EqualOrLower,
    /// Equal.
    Equal,
    /// Greater or equal.
    EqualOrGreater,
    /// Strictly greater.
    Greater,
}

impl Order {
    /// Whether `a` stands so against `b`.
    pub fn holds(self, a: i64, b: i64) -> bool {
        match self {
            Order::Lower => a < b,
            Order::EqualOrLower => a <= b,
            Order::Equal => a == b,
            Order::EqualOrGreater => a >= b,
            Order::Greater => a > b,
        }
    }
}

/// What a `total` qualifier adds up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Total {
    /// Hand Costs (CR 2.2.7).
    HandCost,
    /// One statistic (CR 2.2.11).
    Statistic(Terrain),
}

/// A number computed when a step happens.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Num {
    /// How many objects match (`per Boosted Character you control`).
    Count(Filter),
    /// How many cards are in one of the controller's zones (`per card in your Reserve`).
    ZoneSize(ZoneKind),
    /// The result of the last die rolled (CR 7.3.28.b); 0 before any roll.
    Roll,
    /// `my number of Arcane counters`: of the object the ability belongs to (CR 2.5; a
    /// card played from Reserve keeps them in Limbo, CR 2.5.k).
    MyCounters(String),
    /// `my forest statistic`, `my highest statistic`: a number of the object the ability
    /// belongs to, as it is now (CR 2.2.11); a negative statistic counts 0.
    MyNumber(ObjectNumber),
    /// `X+2`: the number plus a constant.
    Plus(Box<Num>, u32),
    /// `half …, rounded up` (`true`) or `rounded down` (CR 1.1.6.b).
    Half(Box<Num>, bool),
    /// How many Expeditions pass every test and stand so: every player's (`per Expedition in
    /// forest`, CR 7.5.8.a) or those of the players `whose` names (`for each of your
    /// Ascended Expeditions`, CR 2.4.3; `per Expedition that's ahead you control`, CR 7.5.2).
    Expeditions {
        /// `You`, `Opponent` or `NotYou`; every player's when `None`.
        whose: Option<Rel>,
        /// What each is asked.
        tests: Vec<ExpeditionTest>,
        /// How it compares with the Expedition facing it.
        standing: Option<Standing>,
    },
    /// A number as printed (`Do the following 2 times`).
    Const(u32),
    /// How many objects or cards were chosen into the slot (`discard any number of cards
    /// … to draw that many cards`).
    Chosen(u16),
}

/// A kind an object may be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum KindFilter {
    /// Character.
    Character,
    /// Any Permanent.
    Permanent,
    /// Expedition Permanent.
    ExpeditionPermanent,
    /// Landmark Permanent.
    LandmarkPermanent,
    /// Spell.
    Spell,
    /// Any card (not a Hero, not an Emblem).
    Card,
    /// A sub-type (`Robot`).
    SubType(String),
    /// A Mana Orb (CR 3.2.9): a card in a Mana zone.
    ManaOrb,
}

/// Where matching objects are.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ZoneFilter {
    /// In play (CR 3.1.4.a): the default of `Character`, `Permanent`.
    #[default]
    InPlay,
    /// In a Reserve.
    Reserve,
    /// In play or in a Reserve.
    InPlayOrReserve,
    /// In the Expedition of the object the ability belongs to.
    MyExpedition,
    /// Wherever it is (a written trigger's subject: the place is the trigger's verb's).
    Anywhere,
    /// In the Expedition facing the one the ability's object is in (CR 1.2.3.c).
    FacingMe,
    /// In the controller's Expedition other than the one the ability's object is (or was)
    /// in: `your other Expedition`.
    YourOtherExpedition,
    /// In the Expedition chosen by [`Instr::ChooseExpedition`] (`in target Expedition`).
    ChosenExpedition,
    /// In the Expedition the object `it` names is in, or was last in (`in its
    /// Expedition`; a Gigantic one's is both of its controller's, CR 7.4.4.f). `but_it`:
    /// not that object itself (`each other Character in its Expedition`).
    ItsExpedition {
        /// The object.
        it: Named,
        /// Not the object itself.
        but_it: bool,
    },
    /// In a Mana zone (CR 3.2.9).
    Mana,
    /// In a Discard pile (CR 3.2.3).
    Discard,
    /// In a Landmark zone (CR 3.2.6).
    Landmarks,
    /// In an Expedition, either of its player's (CR 3.2.2): `in your Expeditions`.
    Expeditions,
    /// In an Expedition that passes the test now: `in an Ascended Expedition` (CR 2.4.3; a
    /// Gigantic object, present in both of its controller's, CR 7.4.4.b, in either).
    ExpeditionsThat(ExpeditionTest),
    /// In play, in a Hero zone or in a Reserve (`a card you control or in your Reserve`).
    ControlledOrReserve,
    /// In a Reserve or a Landmark zone (`a card in your Reserve or Landmarks`).
    ReserveOrLandmarks,
    /// In the chooser's Hand (`a card from your hand`, `… from their hand`): a hidden zone,
    /// whose cards are not objects (CR 2.1.j). An [`Instr::Choose`] with it chooses among
    /// the cards [`crate::Query::hidden`] lists, asked as [`crate::Question::Hidden`] of
    /// the chooser alone (CR 3.2.5.b, 6.1.h).
    Hand,
    /// Among the cards of a slot filled by [`Instr::TopCards`] and still on the Deck
    /// (`Choose up to two Characters from these cards`): revealed cards (CR 3.1.3.f), not
    /// objects (CR 2.1.j), asked as [`crate::Question::Hidden`] in the Deck.
    Among(u16),
    /// As [`ZoneFilter::Among`] the cards of slot `among`, but not those of slot `except`
    /// (`the rest`: not the one chosen before). The slots are bytes so that a filter, which
    /// is in many IR nodes, stays as small as before (the compiler refuses higher slots).
    AmongOthers {
        /// The slot of the cards revealed.
        among: u8,
        /// The slot of the cards left out.
        except: u8,
    },
}

/// A player relative to the effect's controller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rel {
    /// The controller (`you control`, `your Reserve`).
    You,
    /// An opponent.
    Opponent,
    /// Any player but the controller (`you don't control`): an opponent, or in 2v2 a
    /// teammate (seeds' 2v2 clarifications: a teammate's cards are not yours).
    NotYou,
    /// The player chosen by [`Instr::ChoosePlayer`] (`controlled by target player`).
    Chosen,
    /// The controller of the object `it` names, in an effect (`each Landmark its
    /// controller controls`, CR 1.1.3.d).
    ControllerOf(Named),
}

/// A condition evaluated when the program reaches it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Cond {
    /// An `If you do` flag.
    Flag(u16),
    /// Negation.
    Not(Box<Cond>),
    /// `… or …`: any of them holds.
    Any(Vec<Cond>),
    /// The controller is the first player (CR 4.2.1.b).
    FirstPlayer,
    /// It is the controller's turn (CR 4.2.3.d), as [`Query::turn`](crate::Query::turn)
    /// says.
    YourTurn,
    /// A Terrain Marker is on one of these regions (CR 3.2.1.d).
    MarkerIn(RegionSel),
    /// `an opponent has passed` (CR 4.2.3.d: this Afternoon): the players `who` names
    /// have passed, every one of them or, when `!every`, one at least; never when nobody is
    /// named.
    Passed {
        /// Whose passing counts.
        who: Who,
        /// All of them, or one at least.
        every: bool,
    },
    /// `an opponent controls more Characters than you`: the objects in play that `filter`
    /// allows, counted for the controller and for each opponent. `opponent_more`: an
    /// opponent's count is the greater one (else the controller's); `every`: for each
    /// opponent (else for one at least).
    ControlsMore {
        /// What is counted (in play, whoever controls it).
        filter: Filter,
        /// Which count must be the greater.
        opponent_more: bool,
        /// Each opponent, or one at least.
        every: bool,
    },
    /// The phase of the Day now is this one (CR 4.2), as [`Query::phase`](crate::Query::phase)
    /// says.
    PhaseNow(altered_grammar::Phase),
    /// `you control a Fleeting Character, another Anchored Character and yet another
    /// Asleep Character`: distinct objects, one matching each filter.
    Distinct(Vec<Filter>),
    /// The number of objects matching compares.
    Count {
        /// What is counted.
        filter: Filter,
        /// How.
        cmp: Cmp,
    },
    /// The object the ability belongs to has `cmp` boosts (`None`) or named counters.
    IHave {
        /// How many.
        cmp: Cmp,
        /// Which counters; boosts when `None`.
        counter: Option<String>,
    },
    /// The number of cards in one of the controller's zones compares.
    ZoneSize {
        /// Which zone.
        zone: ZoneKind,
        /// How.
        cmp: Cmp,
    },
    /// The object the ability belongs to has a status (`Boosted`: `None`).
    IAm(Option<Status>),
    /// The object the ability belongs to, wherever it is, matches the filter now: `If I'm
    /// Defender` (CR 7.4), `If I'm ready` (CR 2.4.6), `If my mountain is 3 or more` (CR
    /// 2.2.11).
    IMatch(Filter),
    /// The Expeditions the ability's object is in (both for a Gigantic one, CR 7.4.4.k; the
    /// one it was in if it has left, CR 6.3.k), as [`Cond::MyExpedition`] reads them, pass
    /// the test: every one of them (`my Expedition is Ascended`, CR 2.4.3) or at least one
    /// (`I'm in an Ascended Expedition`, `I'm in contact`, `I'm in a single-terrain
    /// region`: like being in a terrain, CR 7.5.8.b).
    MyExpeditionIs {
        /// What each is asked.
        test: ExpeditionTest,
        /// Every one of them must pass; otherwise one is enough.
        every: bool,
    },
    /// `one or more of your Expeditions is Ascended` (1), `both of your Expeditions are
    /// Ascended` (2), `neither of your Expeditions is in mountain` (not 1): at least that
    /// many of the controller's Expeditions pass the test.
    YourExpeditionsAre {
        /// What each is asked.
        test: ExpeditionTest,
        /// How many must pass.
        at_least: u8,
    },
    /// `your Companion Expedition is in its starting region`: the controller's Expedition
    /// on that side passes the test.
    YourExpeditionIs {
        /// Which of the controller's two Expeditions (CR 3.2.2).
        side: crate::host::Side,
        /// What it is asked.
        test: ExpeditionTest,
    },
    /// `you played another card this turn` (CR 5.1.2, 2.2.15.a): the cards the controller
    /// played this turn that match (kinds, sub-types, `other`: wherever they are now)
    /// compare.
    PlayedThisTurn {
        /// Which cards.
        filter: Filter,
        /// How many.
        cmp: Cmp,
    },
    /// `a {D} ability was activated this turn`: a quick action whose cost has the symbol was
    /// played this turn, by any player (CR 5.3).
    ActivatedThisTurn(crate::host::CostSymbol),
    /// `you discarded a card from your hand or your Reserve this turn` (CR 7.3.7): the
    /// controller discarded a card from one of these zones of theirs this turn.
    DiscardedThisTurn(Vec<ZoneKind>),
    /// `its Base Cost was 3 or more` (CR 2.2.9): the Base Cost of the object `it` names, as
    /// it was if it has left (its statuses then, CR 6.3.k); false when it has none.
    ItsBaseCost {
        /// Which object.
        it: It,
        /// How.
        cmp: Cmp,
    },
    /// `three or more single-terrain regions are visible` (CR 3.2.1): the regions of the
    /// Adventure with exactly one terrain (a face-down region has none, CR 2.2.2.k remark;
    /// the Hero and Companion regions have three) compare.
    SingleTerrainRegions(Cmp),
    /// The last die rolled shows `lo..=hi` (CR 7.3.28.b).
    Rolled {
        /// Lowest.
        lo: u8,
        /// Highest.
        hi: u8,
    },
    /// The number noted by [`Instr::TallyBoosts`] is in `lo..=hi` (`depending on the
    /// number of boosts removed this way: • 1-4: …`).
    Noted {
        /// Lowest.
        lo: u32,
        /// Highest.
        hi: u32,
    },
    /// Something went into the slot: `If you put a Character in Reserve this way` (see
    /// [`Instr::Moves`]).
    Filled(u16),
    /// Every object chosen into the slot (at least one) has the status (`Boosted`: `None`):
    /// `If it is Asleep`.
    SlotIs {
        /// The slot.
        slot: u16,
        /// Which status.
        status: Option<Status>,
    },
    /// The object the ability belongs to is in play in an Expedition whose region has
    /// the terrain (CR 7.5.8.b): `If I'm in mountain`.
    InTerrain(Terrain),
    /// `my Expedition is behind` / `ahead` / `behind or tied` (CR 7.5.2): every
    /// Expedition the ability's object is in compares so with the one facing it.
    MyExpedition(Standing),
    /// `it is in forest` (CR 7.5.8.b): the object `it` names, or as it was when last seen
    /// in an Expedition if it has left (CR 2.1.h).
    ItIn {
        /// Which object.
        it: It,
        /// The terrain.
        terrain: Terrain,
    },
    /// `it's in a terrain where its base statistic is 0` (CR 7.5.8.b, 2.2.11): the object
    /// `it` names is in a terrain for which its printed statistic is 0 (as last seen, like
    /// [`Cond::ItIn`]).
    ItInZeroTerrain(It),
    /// `each of your Expeditions is behind or tied` (CR 7.5.2): both of the controller's
    /// Expeditions compare so with the ones facing them.
    EachOfYourExpeditions(Standing),
    /// `your Hero Expedition is behind` (CR 7.5.2, 3.2.2): that one of the controller's
    /// Expeditions compares so with the one facing it.
    YourExpedition {
        /// Which of the two.
        side: crate::host::Side,
        /// How it compares.
        standing: Standing,
    },
    /// `its Expedition is behind` (CR 7.5.2): the Expedition of [`Exped::Its`] compares
    /// so with the one facing it; false when the object was never seen in one.
    ItsExpedition {
        /// Whose Expedition.
        it: It,
        /// How it compares.
        standing: Standing,
    },
    /// `you have three or more base statistics of 0 among Characters you control`: the
    /// printed statistics (CR 2.2.11) of 0 of the objects matching, added up.
    BaseStatisticsZero {
        /// Among what.
        filter: Filter,
        /// How many.
        cmp: Cmp,
    },
    /// `there are 7 or more boosts among Characters you control and in your Reserve`: the
    /// boosts (CR 2.5) of the objects matching, added up.
    BoostsAmong {
        /// Among what.
        filter: Filter,
        /// How many.
        cmp: Cmp,
    },
    /// One of the Expeditions named is in the terrain (CR 7.5.8.a): `If the Expedition
    /// facing me is in water`.
    ExpeditionIn {
        /// Which.
        exped: Exped,
        /// The terrain.
        terrain: Terrain,
    },
    /// The controller has fewer cards in one of their zones than each of the players named
    /// (at least one): `you have less cards in Reserve than target opponent`.
    FewerCards {
        /// Which zone, of each player.
        zone: ZoneKind,
        /// Compared with whom.
        than: Who,
    },
    /// The printed Hand Cost (CR 2.2.7) of the object `it` names compares (`If its Hand
    /// Cost was 3 or more`); false when it names nothing or something without a cost.
    ItsHandCost {
        /// Which object.
        it: It,
        /// How.
        cmp: Cmp,
    },
    /// The printed Reserve Cost (CR 2.2.8) of the object `it` names, as it was if it has
    /// left (CR 2.1.h), compares.
    ItsReserveCost {
        /// Which object.
        it: It,
        /// How.
        cmp: Cmp,
    },
    /// The result of the die rolled (CR 7.3.28.b) compared with the printed Hand Cost (CR
    /// 2.2.7) of the object `it` names, as it was if it has left (CR 2.1.h): `its Hand Cost
    /// is equal to the die's result`, or (`higher`) `X is higher than the Hand Cost of the
    /// target, where X is the result`. False when no die was rolled, or when `it` names
    /// nothing with a Hand Cost.
    ResultVsHandCost {
        /// Which object.
        it: It,
        /// The result is higher than the Hand Cost; otherwise equal to it.
        higher: bool,
    },
    /// The cost could be paid in full now (CR 6.4.c): asked before `You may pay …`, so that
    /// a player is not offered a cost they can't pay.
    CanPay(Vec<Act>),
    /// `If it's a Permanent`: the object `it` names exists and matches the filter, wherever
    /// it is (a card put from a Hand in Reserve is read as the object it became there, CR
    /// 1.4.4, 3.1.3.f).
    ItIs {
        /// Which object.
        it: It,
        /// What it must be.
        filter: Filter,
    },
}

/// Which Expeditions a relative clause allows (`target Expedition controlled by an
/// opponent`, `target Expedition I'm not in`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExpeditionsAllowed {
    /// The controller's own (CR 3.2.2).
    Yours,
    /// Its opponents'.
    Opponents,
    /// Every Expedition but the one I'm in.
    NotMine,
    /// The one I'm in (both, for a Gigantic object, CR 7.4.4).
    Mine,
}

/// What a condition asks of one Expedition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExpeditionTest {
    /// It is Ascended (CR 2.4.3).
    Ascended,
    /// It is in contact: its Expedition counter shares its region with an opponent's
    /// (a later set's word, not in CR 4.0: the regions of the Adventure are where
    /// Expeditions meet, CR 3.2.1.b; during tiebreakers every Expedition is in the Arena,
    /// CR 3.2.1.c).
    InContact,
    /// Its region has exactly one terrain (CR 2.2.2.f, 3.2.1.d).
    SingleTerrain,
    /// Its region has the terrain (CR 7.5.8.a).
    In(Terrain),
    /// Its counter is on the region of an Expedition the ability's object is in (`in my
    /// region`; both of a Gigantic object's, CR 7.4.4.b).
    InMyRegion,
    /// Its counter is on its starting region: the Hero region for a Hero Expedition, the
    /// Companion region for a Companion Expedition (CR 1.3.1.b). None is during tiebreakers,
    /// when the Arena replaces every region (CR 1.3.3.c).
    AtStart,
    /// Its region has a Terrain Marker on it (`true`) or none (`false`) (CR 3.2.1.d).
    Marked(bool),
    /// It is its player's Hero (Companion) Expedition (CR 3.2.2: each player has one of
    /// each).
    Is(crate::Side),
}

impl ExpeditionTest {
    /// Whether the test reads where the Expedition counters are ([`crate::Query::regions`],
    /// a list built on each call); the others ask the host about the Expedition alone.
    pub fn reads_regions(self) -> bool {
        !matches!(
            self,
            ExpeditionTest::Ascended | ExpeditionTest::In(_) | ExpeditionTest::Is(_)
        )
    }
}

/// An Expedition's standing against the one facing it (CR 7.5.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    /// Closer to its starting region (CR 7.5.2.b).
    Behind,
    /// Further (CR 7.5.2.a).
    Ahead,
    /// Behind or tied (CR 7.5.2.c).
    BehindOrTied,
    /// Tied (CR 7.5.2.c; every Expedition is, during tiebreakers, CR 7.5.2.d).
    Tied,
    /// Ahead or tied.
    AheadOrTied,
}

impl Standing {
    /// Whether an Expedition that compares so with the one facing it (`Greater`: further
    /// from its starting region) has this standing.
    pub fn holds(self, o: std::cmp::Ordering) -> bool {
        use std::cmp::Ordering::*;
        matches!(
            (self, o),
            (Standing::Behind, Less)
                | (Standing::Ahead, Greater)
                | (Standing::BehindOrTied, Less | Equal)
                | (Standing::Tied, Equal)
                | (Standing::AheadOrTied, Greater | Equal)
        )
    }
}

/// A comparison with a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cmp {
    /// `n or more`.
    AtLeast(u32),
    /// `n or less`.
    AtMost(u32),
    /// Exactly `n`.
    Exactly(u32),
}

impl Cmp {
    /// Whether `x` satisfies it.
    pub fn holds(self, x: u32) -> bool {
        match self {
            Cmp::AtLeast(n) => x >= n,
            Cmp::AtMost(n) => x <= n,
            Cmp::Exactly(n) => x == n,
        }
    }
}

/// What an ability compiles to, and what the host must do with it for the ability to
/// behave as written.
// One per ability, compiled once and read in place (as the grammar's AST): boxing the
// reaction's trigger would only add an indirection to every trigger check.
///
/// # Examples
///
/// What a host does with each ability depends on what it compiled to:
///
/// ```
/// use altered_interpreter::{compile_card, Compiled, Trigger};
/// let (card, _) = altered_grammar::parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\netb Draw a card.\n",
/// );
/// for ability in compile_card(&card.unwrap()) {
///     match ability {
///         Ok(Compiled::Reaction { trigger, .. }) => assert!(matches!(trigger, Trigger::Symbol(_))),
///         Ok(other) => panic!("not on this card: {other:?}"),
///         Err(unsupported) => panic!("no behaviour yet: {unsupported}"),
///     }
/// }
/// ```
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Compiled {
    /// A reaction (CR 6.3): when its trigger happens, the host creates an Emblem-Reaction
    /// in Limbo (CR 2.2.2.m) that runs `program` when played (CR 4.4).
    Reaction {
        /// What activates it.
        trigger: crate::trigger::Trigger,
        /// `Trigger, if …`: checked when it would activate (CR 6.3.b); not activated when false.
        condition: Option<Cond>,
        /// `for each of my boosts`: activated once per boost of its object.
        per_boost: bool,
        /// A support reaction: it works only in Reserve (CR 2.2.12.i) and not while
        /// exhausted (CR 2.2.12.j); otherwise only in play (CR 2.2.12.g), a Hero's in the
        /// Hero zone (CR 2.2.12.h).
        support: bool,
        /// The effect.
        program: Program,
        /// Delayed parts of the effect ([`Act::Delay`]), run later as Reactions of their own.
        delayed: Vec<Program>,
    },
    /// A Spell's effect, run during its resolution (CR 5.1.2.i).
    Spell(Program),
    /// A keyword line whose every item the playing rules read themselves (a Spell's
    /// Fleeting, CR 5.2.4.a; Cooldown, CR 5.2.4.b): nothing to run.
    Static,
    /// Reminder text alone: no rules meaning (CR 2.2.12.c).
    Nothing,
    /// A keyword line or a passive ability: read by the host's rules (CR 2.3).
    Passive(Passive),
    /// A quick action (CR 2.2.12.k, 5.3): offered to its controller during their turn;
    /// when played, `costs` are paid together, then `program` runs.
    QuickAction {
        /// The costs.
        costs: Vec<QuickCost>,
        /// The effect.
        program: Program,
        /// `You can only activate this if …`, or the condition of a passive that gives
        /// the object the quick action (`If I have 5 or more Scrap counters, I gain
        /// "exhaust: …"`): it is offered only while this holds (CR 5.3.b).
        when: Option<Cond>,
    },
}

fn one() -> u8 {
    1
}

fn is_one(n: &u8) -> bool {
    *n == 1
}
