//! What keyword lines, passive abilities (CR 2.2.12.c) and quick actions (CR 2.2.12.k)
//! compile to. Unlike effects, passives do not run: the host reads them whenever a rule
//! needs them (CR 2.3), so they are data with conditions the host evaluates with
//! [`crate::holds`].

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::{Act, Cond, Filter, Instr, Objs, Program};

use crate::host::Destination;

/// The Expedition a card's own cost change asks to be played into (CR 5.1.2.e: the cost is
/// known once the Expedition is chosen, CR 5.1.2.b).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum PlayedInto {
    /// `in an Expedition with no Characters`.
    Empty,
    /// `in an Expedition that's in contact` (and any other test of an Expedition).
    That(super::ExpeditionTest),
    /// `in an Expedition facing two or more Characters`: the objects in the Expedition
    /// facing it (CR 1.2.3.c) that match, counted, compare so.
    Facing {
        /// How many.
        count: super::Cmp,
        /// Which objects.
        what: Box<Filter>,
    },
}

/// A keyword ability (CR 7.4) that the playing rules read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum KeywordAbility {
    /// CR 7.4.2: my Expedition can't move forward during Dusk.
    Defender,
    /// CR 7.4.3: I am not sent to Reserve during Rest.
    Eternal,
    /// CR 7.4.4: I am present in both of my controller's Expeditions.
    Gigantic,
    /// CR 7.4.6: I keep my boosts when I move from the Expedition zone to the Reserve.
    Seasoned,
    /// CR 7.4.7: an opponent must pay this much more to target me.
    Tough(u32),
    /// CR 7.4.5: I may be played from Hand for this much, gaining "hand: Send me to Reserve".
    Scout(u32),
}

impl KeywordAbility {
    /// Whether two keywords are the same ability, parameters aside.
    pub fn same(self, other: KeywordAbility) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }
}

/// A passive ability, as the host reads it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Passive {
    /// A keyword line (`Seasoned.`, `Scout 3.`): the card has these keywords.
    Keywords(Vec<KeywordAbility>),
    /// `I am Defender unless …`, `Characters you control are Tough 2`: while `when`
    /// holds (always when `None`), what `who` names has `keyword`. `who` is
    /// [`Objs::This`] or [`Objs::All`].
    Grant {
        /// Who has it.
        who: Objs,
        /// The keyword.
        keyword: KeywordAbility,
        /// While this holds.
        when: Option<Cond>,
    },
    /// `Your Characters have: "reserve I gain 1 boost."` (CR 2.3): while the source works
    /// and `when` holds, each object `who` names (`you` being the source's controller) has
    /// this symbol reaction. The host activates it as that object's own (`I` is that object,
    /// CR 6.3.j), running `program`; a self-move reaction, it exists if the object has it
    /// after the event (CR 6.3.e).
    GrantReaction {
        /// Who has it (in play, CR 2.3.1.h).
        who: Filter,
        /// Its symbol trigger (CR 7.1.1).
        trigger: crate::host::Symbol,
        /// Its effect.
        program: Program,
        /// While this holds.
        when: Option<Cond>,
    },
    /// `Your Reserve limit is increased by 1` (CR 3.2.10.b): the controller's limit
    /// changes by `delta` while `when` holds; `All Reserve limits are reduced by 1`: every
    /// player's (`all`).
    ReserveLimit {
        /// By how much (negative: reduced).
        delta: i32,
        /// While this holds.
        when: Option<Cond>,
        /// Every player's limit, not only the controller's.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        all: bool,
    },
    /// `Tough X, where X is the number of regions between your Hero and Companion` (CR
    /// 7.4.7): X is read whenever the Tough cost is.
    ToughRegionsBetween,
    /// `Tough X, where X is the number of Plants you control` (CR 7.4.7): X is how many
    /// objects match, `you` being the object's controller, read whenever the Tough cost is.
    ToughCount(Filter),
    /// `My region is forest in addition to its other terrains`: the region of the source's
    /// Expedition has this terrain too (0 forest, 1 mountain, 2 water).
    RegionAlsoTerrain(u8),
    /// `Your other Expedition and the Expedition facing it can't move forward`, `Your
    /// Expeditions can't move backward` (CR 1.4.1.a: can't beats can): these Expeditions
    /// don't move forward (at Progress or by an effect), or backward (CR 7.3.21).
    ExpeditionsCantMove {
        /// Which Expeditions, named from the source.
        which: Vec<NearExpedition>,
        /// Backward rather than forward.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        backward: bool,
    },
    /// `If the Expedition facing me is in water, it can't move forward during Dusk except
    /// due to water` (CR 1.4.1.a, 4.2.4.j): during Dusk, this Expedition, named from the
    /// one the source is in, moves forward only at Progress and due to that terrain.
    DuskOnlyDueTo {
        /// Which Expedition.
        expedition: NearExpedition,
        /// The terrain it may still move forward due to.
        terrain: super::Terrain,
        /// While this holds.
        when: Option<Cond>,
    },
    /// `I can gain Fleeting even if I was already Fleeting` (CR 1.4.2.a, an exception to
    /// CR 7.3.15.b): the object gains the status again, which its triggers see.
    CanGainAgain(super::Status),
    /// `All regions are water and lose their other terrains`: every region has only this
    /// terrain (0 forest, 1 mountain, 2 water), the Arena included; a later terrain change
    /// applies over it (CR 2.3.3, timestamps).
    AllRegionsAre(u8),
    /// `Exhausted Characters in Reserve remain Exhausted during Morning`: Prepare (CR
    /// 4.2.1.c) does not ready the objects this selects.
    RemainExhausted(Filter),
    /// A support ability that is a passive (CR 2.2.12.i): it works while its card is in
    /// Reserve and not exhausted (CR 2.4.6.e), never in play.
    Support(Box<Passive>),
    /// `You may keep one more card in Reserve during Night if it's Exhausted` (CR 4.2.5.c):
    /// at Clean-up, once the controller has chosen as many cards as their Reserve limit,
    /// they may keep `count` more of those left, with `status` if one is named.
    KeepMoreInReserve {
        /// How many more.
        count: u32,
        /// Only cards with this status (as Clean-up happens).
        status: Option<crate::host::Status>,
    },
    /// `The Support abilities of cards in Reserve can give them one more counter than their
    /// maximum` / `… counters beyond their maximum`: the `up to a max of N` of a support
    /// ability (CR 2.2.12.i) giving its own card in Reserve counters is N + `extra`, or
    /// no maximum (`None`). Any Reserve's cards, as printed.
    SupportCounterLimit {
        /// How many more; `None`: no maximum.
        extra: Option<u32>,
    },
    /// `You may discard a card from your Reserve to reduce my cost by 2`: an optional cost
    /// chosen as the card is played (CR 5.1.2.c.3) and paid with its mana (CR 5.1.2.h),
    /// a decrease of `by` in its final cost (CR 5.1.2.e.2: never below zero).
    MayPayToReduceCost {
        /// The cost: a [`QuickCost::Discard`] or [`QuickCost::Sacrifice`] of one object.
        pay: QuickCost,
        /// By how much.
        by: u32,
    },
    /// `During Morning, draw only one card. Then, put the top card of your deck in your Mana
    /// zone instead of a card from your hand` (CR 4.2.1): the Morning's daily effects
    /// changed for the source's controller.
    MorningChanges {
        /// Draw (CR 4.2.1.d): this many cards instead of two.
        draw: Option<u32>,
        /// Expand (CR 4.2.1.e): the player may put the top card of their Deck in their Mana
        /// zone, ready, instead of a card from their Hand.
        expand_from_deck: bool,
    },
    /// `Ignore my abilities during the first Day` (CR 7.3.18): during Day 1 the source's
    /// other abilities exist but have no effect: its passives change nothing, its quick
    /// actions can't be played and its reactions don't activate (CR 7.3.18.b); this one
    /// works (the remark of CR 7.3.18.b).
    IgnoreMyAbilitiesFirstDay,
    /// `I don't count towards your Reserve limit` (a support passive, CR 3.2.10.b): the
    /// card is not counted against the Reserve limit at Clean-up (CR 4.2.5.c).
    NotCountedInReserveLimit,
    /// `My region and the region of the Expedition facing me are forest and lose their
    /// other terrains` (CR 7.5.8.a, 4.3.e): the region of the source's Expedition (and
    /// that of the Expedition facing it) has only this terrain (0 forest, 1 mountain, 2
    /// water); terrain changes apply in timestamp order (CR 2.3.3).
    MyRegionsAre {
        /// The terrain.
        terrain: u8,
        /// Also the region of the Expedition facing the source's (CR 1.2.3.c).
        and_facing: bool,
    },
    /// `If an Anchored Character would leave my Expedition during the Afternoon, it loses
    /// Anchored instead` (CR 6.2: a replacement): an effect moving such an object out of
    /// the Expedition zone does not; the object loses the status instead.
    LeaveInstead {
        /// The objects protected (`in my Expedition` is `ZoneFilter::MyExpedition`).
        who: Filter,
        /// Only during the Afternoon.
        afternoon_only: bool,
        /// What it loses instead.
        loses: Loses,
    },
    /// `If I would leave the Expedition zone [while I'm Boosted], [you may] put me in my
    /// owner's Mana zone instead` (CR 6.2.b replacing modifier): wherever the object was
    /// going from the Expedition zone, it goes to its owner's Mana zone as an exhausted Mana
    /// Orb (CR 3.2.9.b) instead.
    LeaveToMana {
        /// `you may`: the object's controller says whether it applies, when it is about to
        /// (CR 6.2.d).
        optional: bool,
        /// `while I'm Boosted`: read as it would leave.
        when: Option<Cond>,
        /// `If you don't, draw a card.`: when an optional one is not applied, a step added
        /// right after the step it would have modified (CR 6.2.e); a program without
        /// decisions.
        otherwise: Option<Program>,
    },
    /// `I can't be played` (CR 1.4.1.a: can't beats can); `I can't be played if you have
    /// less than seven Mana Orbs`: while `when` holds.
    CantBePlayed {
        /// While this holds (always when `None`).
        when: Option<Cond>,
    },
    /// `[If my Expedition is behind,] Defender Characters don't prevent my Expedition from
    /// moving forward`: an exception to CR 7.4.2.b for the Expedition the source is in,
    /// while `when` holds.
    DefendersDontPrevent {
        /// While this holds (always when `None`).
        when: Option<Cond>,
    },
    /// `I begin the game with 5 Heroism counters` (CR 2.5.e): the host puts them on the
    /// Hero as it is placed in the Hero zone at setup (CR 4.1.e).
    BeginWithCounters {
        /// The counter.
        counter: String,
        /// How many.
        count: u32,
    },
    /// `You may play Exhausted <kinds> from your Reserve [in my Expedition]` (CR 2.4.6.d):
    /// an exception to CR 2.4.6.c for the controller's cards of these kinds (empty: any).
    MayPlayExhausted {
        /// Which cards.
        kinds: Vec<super::KindFilter>,
        /// Only into the Expedition the source is in.
        in_my_expedition: bool,
    },
    /// `I cost 2 less to play in an Expedition with no Characters`, `I cost 1 less per
    /// Exhausted card in Reserve`: a change to the card's own cost while it is played
    /// (CR 5.1.2.e).
    CostChange {
        /// Positive: more; negative: less (per matching object when `per` is given).
        delta: i32,
        /// `per <objects>`, `for each of your Ascended Expeditions`: how many times.
        per: Option<super::Num>,
        /// Only when played into such an Expedition (`in an Expedition with no Characters`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        into: Option<PlayedInto>,
        /// `down to a minimum of N`.
        minimum: Option<u32>,
        /// While this holds.
        when: Option<Cond>,
        /// Only when I am played from this zone (`I cost 1 less to play from Reserve`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<crate::host::ZoneKind>,
    },
    /// `You may play Characters with Hand Cost 7 or more for 1 less`, `[If I'm Boosted,]
    /// you may play Robots from your Reserve for 1 less, down to a minimum of 1`, `Cards
    /// played from Reserve cost 1 more`: the cards of these kinds that the controller (or
    /// anyone) plays cost that much less or more (CR 5.1.2.e).
    PlayCostChange {
        /// Which cards.
        kinds: Vec<super::KindFilter>,
        /// `with Hand Cost …`.
        hand_cost: Option<super::Cmp>,
        /// `with Base Cost …`, `if their Base Cost is …` (CR 2.2.9.b: the Reserve Cost of a
        /// card played from Reserve, the Hand Cost otherwise).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        base_cost: Option<super::Cmp>,
        /// Positive: more; negative: less.
        delta: i32,
        /// `down to a minimum of N`: a restriction on this decrease only, not on the final
        /// cost (CR 5.1.2.e, remark).
        minimum: Option<u32>,
        /// Only cards played from this zone (`from your Reserve`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<crate::host::ZoneKind>,
        /// Whoever plays them (`Cards played from Reserve cost …`), not only the source's
        /// controller (`you may play …`).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        anyone: bool,
        /// Only the cards the source's controller's opponents play (`Characters your
        /// opponents play cost 1 more`).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        opponents: bool,
        /// While this holds (always when `None`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        when: Option<Cond>,
    },
    /// `Cards in your opponent's Reserve can't gain counters`, `Cards in play or in Reserve
    /// with counters can't gain counters` (CR 1.4.1.a: can't beats can): boosts are
    /// counters too (CR 2.5.1); `Characters facing me can't gain boosts`: boosts only.
    CantGainCounters {
        /// Which objects.
        who: Filter,
        /// Only those that already have counters.
        with_counters: bool,
        /// Boosts only, not the other counters.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        boosts_only: bool,
    },
    /// `Spells you play with Hand Cost 1 or less are Fleeting` (CR 5.2.4.a.3): a card of
    /// these kinds its controller plays gains Fleeting as it enters Limbo.
    PlayedFleeting {
        /// Which cards.
        kinds: Vec<super::KindFilter>,
        /// `with Hand Cost …`.
        hand_cost: Option<super::Cmp>,
    },
    /// `Characters your opponents play can't cost less than {2}` (CR 5.1.2.e.3): a
    /// restriction on the final cost of the cards of these kinds that the source's
    /// controller's opponents play, applied after every increase and decrease; a card
    /// played for free skips its cost and stays free (CR 7.3.23.a, 5.1.2.e remark).
    PlayCostMinimum {
        /// Which cards.
        kinds: Vec<super::KindFilter>,
        /// The least they cost.
        minimum: u32,
    },
    /// `The {j}, {h} and {r} abilities of Characters facing me can't activate` (CR 1.4.1.a:
    /// can't beats can): when such an ability of an object `who` selects would activate
    /// (CR 7.1.1) — played, or told to by an effect (CR 7.3.1) — it does not.
    AbilitiesCantActivate {
        /// Which symbol abilities.
        triggers: Vec<crate::host::Symbol>,
        /// Whose.
        who: Filter,
    },
    /// `The forest, mountain and water of Characters in my Expedition are equal to their
    /// highest statistic`, `If I'm Boosted, the … of other Characters you control are …`
    /// (CR 2.3.1.g, 2.2.11): while `when` holds, each statistic of the Characters in play
    /// `who` selects is their highest. The host applies it with the other passives that
    /// alter characteristics, in dependency then timestamp order (CR 2.3.3).
    StatisticsEqualHighest {
        /// Which Characters.
        who: Filter,
        /// While this holds (always when `None`).
        when: Option<Cond>,
    },
    /// `If I would gain Asleep, I gain Anchored instead`, `If you would roll a die, you may
    /// add 1 to its result`, `If my Expedition would move forward during Dusk, it moves
    /// forward one more region instead` (CR 6.2): a modifier of the events of one kind that
    /// concern the source. The host applies it when such an event is about to happen (CR
    /// 6.2.g), at most once to each (CR 6.2.j, k).
    Modifier(Modifier),
    /// `The first <kind> you play each Afternoon gains N boosts`: as the first card of
    /// these kinds its controller plays in an Afternoon enters play, it gains the boosts.
    FirstEachAfternoon {
        /// Which cards.
        kinds: Vec<super::KindFilter>,
        /// How many boosts.
        boosts: u32,
    },
}

/// An Expedition named from the one a passive's source is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NearExpedition {
    /// `my Expedition`.
    Mine,
    /// `your other Expedition`.
    YourOther,
    /// `the Expedition facing me` (CR 1.2.3.c).
    FacingMine,
    /// `the Expedition facing it`, after `your other Expedition`.
    FacingYourOther,
    /// `your Expeditions`: both of the source's controller's, wherever the source is.
    Yours,
    /// `your opponents' Expeditions`: each of every opponent's (CR 1.1.3.d).
    Opponents,
    /// `Expeditions`: every Expedition.
    Every,
}

/// A cost of a quick action; all of them are paid together (CR 5.1.2.h).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum QuickCost {
    /// `exhaust` (`{T}`): exhaust the object bearing it (CR 5.3.d).
    Exhaust,
    /// `support` (`{D}`): discard me from Reserve; the quick action is a support ability,
    /// played only from a ready card in Reserve (CR 2.2.12.i, 2.4.6.e).
    Support,
    /// Pay this much mana (CR 1.2.5).
    Mana(u32),
    /// `spend N of my boosts` (`None`) or `of my <name> counters` (CR 2.5.h).
    Spend {
        /// How many.
        count: u32,
        /// Which counters; boosts when `None`.
        counter: Option<String>,
    },
    /// `sacrifice a <filter>` (CR 7.3.31): an object the player chooses when playing it.
    Sacrifice(Filter),
    /// `discard a <filter>` (CR 7.3.7): a card the player chooses when playing it.
    Discard(Filter),
    /// `This action costs 1 more if you are not the first player`: this much more mana
    /// while `when` holds, read as the action is offered and played (CR 5.1.2.e.1).
    ManaIf {
        /// How much more.
        mana: u32,
        /// When.
        when: Cond,
    },
}

/// The ability a card played with Scout gains (CR 7.4.5.c): "hand: Send me to Reserve".
pub fn scout_reaction() -> &'static Program {
    static PROGRAM: OnceLock<Program> = OnceLock::new();
    PROGRAM.get_or_init(|| Program {
        code: vec![Instr::Step {
            acts: vec![Act::MoveTo {
                what: Objs::This,
                to: Destination::Reserve,
            }],
            did: None,
        }],
        slots: 0,
        flags: 0,
    })
}

/// A lasting effect on the next card a player plays (CR 2.2.15): `The next Character you
/// play from your Reserve this turn gains 1 boost`, `The next Spell you play this turn is
/// free`. The host keeps it as an Ongoing Emblem until it applies (to the first card played
/// that matches) or its duration ends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextPlay {
    /// The card is any of these kinds (empty: any card).
    pub kinds: Vec<super::KindFilter>,
    /// Played from this zone (`Hand` or `Reserve`; `None`: either).
    pub from: Option<crate::host::ZoneKind>,
    /// Played into an Expedition whose region has this terrain (`in forest`): 0 forest,
    /// 1 mountain, 2 water.
    pub terrain: Option<u8>,
    /// `with a base statistic of 0`: one of its printed statistics is 0.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub base_statistic_zero: bool,
    /// `with Hand Cost 3 or less`: its Hand Cost (CR 2.2.7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_cost: Option<super::Cmp>,
    /// When the offer ends.
    pub until: Until,
    /// What it does to the card.
    pub effect: NextEffect,
    /// What it also does to the card when it is played from a zone (`If you play it from
    /// your hand, it loses Fleeting`): read as it is played, the offer being one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub if_from: Vec<(crate::host::ZoneKind, NextEffect)>,
}

/// What a [`NextPlay`] does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NextEffect {
    /// The card gains this many boosts as it enters play.
    Boosts(u32),
    /// Its cost is reduced by this much (CR 5.1.2.e: never below zero).
    CostsLess(u32),
    /// `for 1 less, down to a minimum of 1`: its cost is reduced by `less`, this decrease
    /// stopping at `minimum` (a restriction on the decrease only, CR 5.1.2.e remark).
    CostsLessDownTo {
        /// By how much.
        less: u32,
        /// The least this decrease leaves.
        minimum: u32,
    },
    /// It is free (CR 7.3.23).
    Free,
    /// It loses Fleeting as it enters play.
    LosesFleeting,
    /// Its `reserve` abilities activate as if it had been played from Reserve.
    ActivatesReserve,
    /// It gains this status as it enters play (`gains Anchored`).
    GainsStatus(super::Status),
}

/// The duration of a lasting effect (CR 2.2.15), ordered shortest first: the end of a
/// period ends the effects lasting it and the shorter ones (a turn ends within an Afternoon,
/// an Afternoon within a Day).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Until {
    /// `this turn`: until the end of the current turn.
    Turn,
    /// `this Afternoon`.
    Afternoon,
    /// `this Day`.
    Day,
}

/// A lasting change to the rules (CR 2.2.15): an Ongoing Emblem with a duration, created
/// by a Spell whose text is a statement (`Expeditions can't move forward this Day`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleChange {
    /// What the rules now say.
    pub rule: Rule,
    /// Until when.
    pub until: Until,
}

/// A rule a lasting effect changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Rule {
    /// No Expedition can move forward (CR 1.4.1.a: can't beats can).
    ExpeditionsCantMoveForward,
    /// The Expedition it was started on can't move forward (CR 1.4.1.a), at Progress or
    /// by an effect ([`super::Act::ExpeditionRule`]).
    ItCantMoveForward,
    /// The Expedition it was started on can't move backward (CR 7.3.21, 1.4.1.a).
    ItCantMoveBackward,
    /// The object it was started on can't gain counters (CR 1.4.1.a; boosts are counters,
    /// CR 2.5.1), or only boosts (`boosts_only`), by [`super::Act::ObjectRule`].
    ItCantGainCounters {
        /// Only boosts.
        boosts_only: bool,
    },
}

/// What an object loses instead of leaving (see [`Passive::LeaveInstead`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loses {
    /// A status (`it loses Anchored instead`).
    Status(super::Status),
    /// All its boosts (`it loses all its boosts instead`).
    AllBoosts,
}

/// A modifier of an event (CR 6.2), see [`Passive::Modifier`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Modifier {
    /// The kind of event it watches, named from the source.
    pub event: Watched,
    /// `you may`: the source's controller says whether it applies when it is about to
    /// (CR 6.2.d).
    pub optional: bool,
    /// What it does to the event.
    pub change: Change,
}

/// The events a [`Modifier`] watches, each named from the modifier's source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Watched {
    /// `If I would gain <status>`: the source gains the status (CR 7.3.15).
    GainStatus(super::Status),
    /// `If you would roll a die` / `one or more dice`: the source's controller rolls (CR
    /// 7.3.28).
    RollDice,
    /// `If my Expedition would move forward [during Dusk]`: the Expedition the source is
    /// in moves forward (CR 7.3.22), at Progress or by an effect.
    MoveForward {
        /// Only while the phase is Dusk.
        dusk_only: bool,
    },
    /// `If you would Resupply`: the source's controller Resupplies (CR 7.3.26), an
    /// Exhausted Resupply included (CR 7.3.13 is a Resupply; official ruling on The
    /// Ouroboros, Lyra Bastion).
    Resupply,
    /// `If one of your Ascended Expeditions would attempt to Ascend again` (CR 7.5.3.a): an
    /// effect says an Expedition Ascends and it cannot, being Ascended already (CR
    /// 7.3.15.b). `mine`: only the source's own Expedition (`my Expedition`); otherwise
    /// any Expedition of the source's controller.
    AttemptAscend {
        /// Only the Expedition the source is in.
        mine: bool,
    },
}

/// What a [`Modifier`] does to the event it applies to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Change {
    /// `…, <step> instead` (a replacing modifier, CR 6.2.b): the event does not happen;
    /// these atomic actions, without decisions, happen in its place, `I` the source and
    /// `you` its controller.
    Instead(Vec<Act>),
    /// `it moves forward N more regions instead`: the Expedition moves that many regions
    /// more (CR 6.2.b).
    MoreRegions(u8),
    /// `roll that many dice plus N and ignore the roll of your choice instead`: N more dice
    /// are rolled, and the roller keeps the one they choose (CR 6.2.b).
    MoreDice(u8),
    /// `add N to its result`: the result kept is N higher (CR 6.2.b).
    AddToResult(u8),
    /// `…, [you may] <cost> to <effect> instead. <more sentences>` (CR 6.2.b, d): the event
    /// does not happen. As the modifier applies, the cost's actions (no decision: `discard
    /// me`) are done, and only if all of them are does it apply; then the effect resolves
    /// right after the step the event was in, as an effect of its own whose decisions are
    /// asked (like the added step of an alternative, CR 6.2.e), `I` the source and `you`
    /// its controller.
    Effect {
        /// What applying it costs: actions without decisions; none when no `to`.
        cost: Vec<Act>,
        /// What happens instead.
        program: Box<Program>,
    },
    /// `also reveal the top N cards of your deck` (an additive modifier, CR 6.2.c): the
    /// roll's step also reveals them, `this way` for the source's reactions.
    AlsoReveal(u8),
}
