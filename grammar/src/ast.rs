//! The typed, spanned tree of a card file.
//!
//! Every rules word of a card has a typed place here: there is no "unparsed text" node.
//! Reminder text `(…)` is kept as a string because it has no rules meaning (CR 2.2.12.c).
//! Spans are byte ranges into the whole card file; they never take part in equality, so
//! `parse(render(card)) == card` compares what the card says, not where it says it.

use crate::span::Span;
use crate::vocab::{CardType, Faction, KeywordName, Phase, Rarity, StatusName, Terrain};
use serde::Serialize;

/// A value with the span of the text it came from.
#[derive(Debug, Clone)]
pub struct Spanned<T> {
    /// The value.
    pub node: T,
    /// Where it was written (ignored by equality and serialization).
    pub span: Span,
}

impl<T: Serialize> Serialize for Spanned<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.node.serialize(s)
    }
}

impl<T: PartialEq> PartialEq for Spanned<T> {
    fn eq(&self, other: &Self) -> bool {
        self.node == other.node
    }
}

impl<T> Spanned<T> {
    /// Wraps a value with its span.
    pub fn new(node: T, span: Span) -> Self {
        Spanned { node, span }
    }
}

/// A whole card file.
///
/// # Examples
///
/// ```
/// use altered_grammar::{parse_card, CardType, Faction};
/// let (card, _) = parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n\
///      etb Draw a card.\n--- support ---\nDefender.\n",
/// );
/// let card = card.unwrap();
/// assert_eq!(card.header.card_type.unwrap().node, CardType::Character);
/// assert_eq!(card.header.faction.unwrap().node, Faction::Bravos);
/// assert_eq!(card.header.stats.unwrap().node.mountain, 3);
/// assert_eq!((card.abilities.len(), card.support.len()), (1, 1));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Card {
    /// The header fields.
    pub header: Header,
    /// The ability box, in printed order.
    pub abilities: Vec<Ability>,
    /// The support box (abilities that work while the card is in Reserve).
    pub support: Vec<Ability>,
    /// Every counter name the abilities write (`Kelon` of `2 Kelon counters`), in source
    /// order, with its span: counters are open vocabulary, and the interpreter checks each
    /// against the pool's lexicon. An index of the abilities, so not serialized.
    #[serde(skip)]
    pub counter_names: Vec<Spanned<String>>,
}

/// The header: what is printed around the text box.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Header {
    /// The card's name.
    pub name: Option<Spanned<String>>,
    /// The card type.
    pub card_type: Option<Spanned<CardType>>,
    /// For a token card (`card_type` is [`CardType::Token`]) whose type line names the
    /// type of its tokens (`type: Token Landmark Permanent — Relic`): that type. `None`
    /// for `type: Token` and `type: Token Character`, whose tokens are Characters (CR
    /// 2.2.1.d; tokens of later sets are Landmark Permanents too).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token_of: Option<Spanned<CardType>>,
    /// Sub-types, as written (the check validates them).
    pub subtypes: Vec<Spanned<String>>,
    /// The faction.
    pub faction: Option<Spanned<Faction>>,
    /// The rarity, when it is one the language names.
    pub rarity: Option<Spanned<Rarity>>,
    /// A rarity written as a word the language does not name (`rarity: Mythic`): a
    /// declaration may add it, so it is the interpreter's check, given the pool's lexicon,
    /// that decides whether it is an error.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other_rarity: Option<Spanned<String>>,
    /// Hand and reserve cost.
    pub cost: Option<Spanned<Costs>>,
    /// Forest, mountain and water statistics.
    pub stats: Option<Spanned<Stats>>,
    /// A Hero's reserve and landmark limits.
    pub limits: Option<Spanned<Limits>>,
    /// altered.gg references of the printings.
    pub refs: Vec<Spanned<Reference>>,
}

/// One printing's altered.gg reference (`ALT_CORE_B_AX_26_C`), with the faction and
/// rarity it is printed with when they differ from the header's: printings that differ only
/// in those labels are one card (`ALT_BISE_A_AX_56_R2 (Yzmir Rare)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    /// The reference.
    pub id: String,
    /// The faction this printing has, when not the header's (CR 2.2.10).
    pub faction: Option<Faction>,
    /// The rarity this printing has, when not the header's (CR 2.2.5).
    pub rarity: Option<Rarity>,
}

/// A reference with the header's labels is its id alone, as before labels existed (so the
/// JSON of the AST and its snapshots read `"ALT_CORE_B_AX_26_C"`); a labelled one is an
/// object `{"id", "faction", "rarity"}` without the absent labels.
impl Serialize for Reference {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        if self.faction.is_none() && self.rarity.is_none() {
            return s.serialize_str(&self.id);
        }
        let fields = 1 + usize::from(self.faction.is_some()) + usize::from(self.rarity.is_some());
        let mut st = s.serialize_struct("Reference", fields)?;
        st.serialize_field("id", &self.id)?;
        if let Some(f) = &self.faction {
            st.serialize_field("faction", f)?;
        }
        if let Some(r) = &self.rarity {
            st.serialize_field("rarity", r)?;
        }
        st.end()
    }
}

impl Reference {
    /// A reference printed with the header's faction and rarity.
    pub fn plain(id: impl Into<String>) -> Reference {
        Reference {
            id: id.into(),
            faction: None,
            rarity: None,
        }
    }
}

impl std::fmt::Display for Reference {
    /// As written in a card file: `ALT_BISE_A_AX_56_R2 (Yzmir Rare)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.id)?;
        let labels: Vec<String> = self
            .faction
            .map(|x| x.to_string())
            .into_iter()
            .chain(self.rarity.map(|x| x.to_string()))
            .collect();
        if !labels.is_empty() {
            write!(f, " ({})", labels.join(" "))?;
        }
        Ok(())
    }
}

/// Hand and reserve cost (CR 2.2.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Costs {
    /// Paid when played from hand.
    pub hand: u8,
    /// Paid when played from Reserve.
    pub reserve: u8,
}

/// Statistics (CR 2.2.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Forest statistic.
    pub forest: u8,
    /// Mountain statistic.
    pub mountain: u8,
    /// Water statistic.
    pub water: u8,
}

/// A Hero's limits (CR 2.2.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Limits {
    /// Cards kept in Reserve at Clean-up.
    pub reserve: u8,
    /// Permanents kept in the Landmark zone at Clean-up.
    pub landmarks: u8,
}

/// One ability of a text box.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ability {
    /// What the ability is.
    pub kind: AbilityKind,
    /// Reminder text, kept but never interpreted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminder: Option<String>,
    /// The whole ability, bullets included.
    #[serde(skip)]
    pub span: Span,
}

/// The templates of CR 2.2.12.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum AbilityKind {
    /// `Defender.`, `Tough 1.`, `Fleeting.`, `Tough X, where X is …`.
    Keywords {
        /// The keywords and statuses of the line.
        items: Vec<Spanned<KeywordItem>>,
        /// What `X` stands for.
        #[serde(skip_serializing_if = "Option::is_none")]
        where_x: Option<Quantity>,
    },
    /// `Trigger | Effect`.
    Reaction(Reaction),
    /// `Cost: Effect`.
    QuickAction(QuickAction),
    /// A statement that is true while the card is where it works.
    Passive(Passive),
    /// A Spell's effect.
    Effect(Effect),
}

/// A keyword ability or a status given as an ability.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KeywordItem {
    /// `Fleeting`, …
    Status(StatusName),
    /// `Tough 1`, `Defender`, …
    Keyword(Keyword),
}

/// A keyword ability with its parameter (CR 7.4).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Keyword {
    /// Which keyword.
    pub name: KeywordName,
    /// `Tough 1`'s `1`, `Scout 2`'s `2`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub param: Option<Amount>,
}

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
    /// `When I gain my third Trial counter`.
    GainNthCounter {
        /// 3 for `third`.
        nth: u8,
        /// The counter.
        counter: String,
    },
    /// `When a {D} ability is activated [on your turn]`: any card's, by any player (CR 1.1.6).
    AbilityActivated {
        /// Which abilities.
        symbol: AbilitySymbol,
        /// `on your turn`: only during your turns.
        on_your_turn: bool,
    },
    /// `When <subject> <verb>`.
    Subject {
        /// Who or what.
        subject: EventSubject,
        /// What happens to it.
        verb: EventVerb,
    },
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
    /// `a player`, `any player`: whoever does it.
    APlayer,
    /// `one or more of your [[Ascended]] Expeditions`.
    Expedition(ExpeditionRef),
}

/// What happens in a written trigger.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EventVerb {
    /// `I'm sacrificed`.
    Sacrificed,
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
    /// `go to the discard pile`.
    GoesToDiscard,
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
    /// `defects` (CR 7.3.6.a).
    Defects,
    /// `switches Expeditions` (CR 7.3.34.a).
    SwitchesExpeditions,
    /// `moves backwards` (CR 7.3.21.a).
    MovesBackward,
    /// `loses Fleeting` (CR 7.3.19.a).
    LosesStatus(Spanned<StatusName>),
}

/// A place objects join or leave.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// `the Expedition zone`.
    ExpeditionZone,
    /// `your Landmark zone`.
    LandmarkZone,
    /// `anywhere`.
    Anywhere,
    /// `the discard pile`.
    DiscardPile,
    /// An Expedition.
    Expedition(ExpeditionRef),
    /// `your Expeditions or Landmarks`.
    ExpeditionsOrLandmarks(ExpeditionRef),
    /// A zone.
    Zone(ZoneRef),
}

/// `Cost, Cost: Effect` (CR 2.2.12.c).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct QuickAction {
    /// Paid together.
    pub costs: Vec<Spanned<Cost>>,
    /// What it does.
    pub effect: Effect,
    /// `You can only activate this if …`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub only_if: Option<Spanned<Condition>>,
    /// `This action costs 1 more if …`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub costs_more_if: Option<CostsMoreIf>,
}

/// `This action costs 1 more if you are not the first player.`
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostsMoreIf {
    /// How much more.
    pub by: Amount,
    /// When.
    pub condition: Spanned<Condition>,
}

/// A cost of a quick action.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cost {
    /// `{T}` / `exhaust`: exhaust me.
    Exhaust,
    /// `{D}` / `support`: discard me from Reserve.
    Support,
    /// `{2}` / `2`: pay mana.
    Mana(Amount),
    /// `Spend 2 of my Food counters`.
    Spend(Spend),
    /// `Discard a card from your Reserve`.
    Discard(Selector),
    /// `Sacrifice a Character`.
    Sacrifice(Object),
}

/// What a spend cost or action spends.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Spend {
    /// How many.
    pub count: Amount,
    /// Of what.
    pub what: SpendWhat,
}

/// The source of spent counters.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SpendWhat {
    /// `of my boosts`.
    MyBoosts,
    /// `of my Kelon counters`.
    MyCounters(String),
    /// `counter from a card you control or in your Reserve`.
    CounterFromControlledOrReserve,
    /// `counter from a card in your Reserve or Landmarks`.
    CounterFromReserveOrLandmarks,
    /// `boosts from a Character you control` (CR 7.3.33).
    BoostsFrom(Object),
}

/// An effect: sentences resolved in order (CR 6.1).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Effect {
    /// The sentences.
    pub sentences: Vec<Sentence>,
}

/// One sentence of an effect.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Sentence {
    /// Plain clauses.
    Do(Clauses),
    /// `If you do, …`.
    IfYouDo(Clauses),
    /// `If you don't, …`.
    IfYouDont(Clauses),
    /// `If it does, …`: if what the sentence before names did it.
    IfItDoes(Clauses),
    /// `If it doesn't, …`: if what the sentence before names did not do it.
    IfItDoesnt(Clauses),
    /// `If they do, …` (`If that player does`): if the player the sentence before names
    /// did it (CR 6.5.f, 7.2.4.a).
    IfTheyDo(Clauses),
    /// `If they don't, …`: if the player the sentence before names did not do it.
    IfTheyDont(Clauses),
    /// `If you can't, …`.
    IfYouCant(Clauses),
    /// `If you discarded a card this way, …`.
    IfThisWay {
        /// What was done.
        what: ThisWay,
        /// Then.
        then: Clauses,
    },
    /// `Otherwise, …`.
    Otherwise(Clauses),
    /// `If <condition>, … [, otherwise …]`.
    If {
        /// The condition.
        condition: Spanned<Condition>,
        /// When true.
        then: Clauses,
        /// When false.
        #[serde(skip_serializing_if = "Option::is_none")]
        otherwise: Option<Clauses>,
    },
    /// `Unless <condition>, …`.
    Unless {
        /// The condition.
        condition: Spanned<Condition>,
        /// When false.
        then: Clauses,
    },
    /// `Then, …`.
    Then(Clauses),
    /// `On a 4+, …`.
    OnRoll {
        /// The results.
        range: DieRange,
        /// What happens.
        then: Clauses,
    },
    /// `If you would play a card from Reserve this way, you may pay its Hand Cost instead of
    /// its Reserve Cost`: another cost for the play the sentence before allows.
    AlternativeCost {
        /// The card played.
        what: Selector,
        /// From where.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<ZoneRef>,
        /// The cost that may be paid.
        pay: Superlative,
        /// The cost it replaces.
        instead_of: Superlative,
    },
    /// `For each Permanent you control, …`.
    ForEach {
        /// Over what.
        each: Selector,
        /// What happens.
        then: Clauses,
    },
    /// `Choose one:` and its bullets.
    Choose(Choose),
    /// `Roll a die. On a:` and its bullets.
    Roll(DieRoll),
    /// `Then, depending on the number of boosts removed this way:` and its range bullets.
    Depending(Depending),
    /// `Starting with you, each player …`: the players act one after another, in turn
    /// order from you.
    StartingWithYou(Clauses),
    /// `After Rest: …`: the rest of the effect waits until after Rest (CR 4.2.5.b).
    AfterRest(Effect),
    /// `When you roll a 1-3 this way — …`: a delayed reaction the effect creates; every
    /// later sentence of the ability is its effect.
    When {
        /// What it waits for.
        trigger: Spanned<Trigger>,
        /// What it does.
        effect: Effect,
    },
}

/// What `this way` refers to: what the step before moved, of the kind named.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ThisWay {
    /// `If you discarded a card this way`, `If you discarded a Character this way`.
    Discarded(Selector),
    /// `If you put a Character in Reserve this way`.
    PutInReserve(Selector),
}

/// `Choose one:` with its options.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Choose {
    /// `one`, `two`, `up to one`.
    pub count: ChooseCount,
    /// `You may pick the same option multiple times`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub repeatable: bool,
    /// `If …, you may choose both`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub both_if: Option<Spanned<Condition>>,
    /// `, where X is …`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub where_x: Option<Quantity>,
    /// The bullets.
    pub options: Vec<Ability>,
}

/// How many options to choose.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChooseCount {
    /// Exactly.
    Exactly(Amount),
    /// Up to.
    UpTo(Amount),
    /// `one or both`, `You may choose both, otherwise choose one` (CR 6.5.g).
    OneOrBoth,
    /// `Do the following N times:` every option, in order, N times.
    DoTimes(Amount),
}

/// `Roll a die. On a:` and its outcomes (CR 7.3.28).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DieRoll {
    /// `Target a Character, then roll a die` / `Roll a die, then target a Character`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetFirst>,
    /// The bullets.
    pub outcomes: Vec<DieOutcome>,
}

/// A target chosen around a die roll.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TargetFirst {
    /// The target.
    pub selector: Selector,
    /// Chosen before the roll (`Target …, then roll a die`).
    pub before_roll: bool,
}

/// `depending on <quantity>:` and its bullets, read like a die roll's.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Depending {
    /// The number the bullets' ranges are read against.
    pub on: Quantity,
    /// The bullets.
    pub outcomes: Vec<DieOutcome>,
}

/// `• 4+: …`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DieOutcome {
    /// The results.
    pub range: DieRange,
    /// What happens.
    pub effect: Effect,
    /// Reminder text of the bullet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reminder: Option<String>,
    /// `… instead`: under a replacement's roll, the result replaces the event (CR 6.2).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub instead: bool,
}

/// Die results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DieRange {
    /// `1-3`.
    Between(u8, u8),
    /// `4+`.
    AtLeast(u8),
    /// `1`.
    Exactly(u8),
}

/// Clauses joined by `and`, `, then`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Clauses {
    /// The clauses, the first with [`Joiner::First`].
    pub links: Vec<Link>,
    /// `, where X is …`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub where_x: Option<Quantity>,
    /// `, up to a max of 3`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<Amount>,
}

/// A clause and how it joins the one before.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Link {
    /// How it joins.
    pub joiner: Joiner,
    /// The clause.
    pub clause: Spanned<Clause>,
}

/// How a clause joins the previous one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Joiner {
    /// The first clause.
    First,
    /// `and`: in the same step.
    And,
    /// `, then`: a later step.
    Then,
    /// `or`: one or the other, as the player chooses.
    Or,
    /// `, otherwise`: the next clause happens only if this one could not.
    Otherwise,
}

/// `[Subject] [may] action`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Clause {
    /// Who does it; `None` is the controller (`you`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub subject: Option<Subject>,
    /// `each` after a plural subject (`Up to two target Characters each gain …`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub each: bool,
    /// `may`: optional.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub may: bool,
    /// What is done.
    pub action: Action,
    /// `… to <clause>`: what doing it buys (`You may pay 1 to Resupply`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub purpose: Option<Box<Clause>>,
    /// `… per Plant you control`, `… for each card in your Reserve`: the action is done once
    /// per matching object (after an amount it multiplies, `Draw a card per …`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub per: Option<Selector>,
}

/// The subject of a clause.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Subject {
    /// A player.
    Player(PlayerRef),
    /// Objects.
    Object(Object),
    /// An Expedition (`My Expedition moves forward one region`).
    Expedition(ExpeditionRef),
}

/// An object: a pronoun resolved to its referent, or a selector.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Object {
    /// A pronoun.
    Ref(Referent),
    /// A noun phrase.
    Select(Selector),
}

/// What a pronoun refers to (CR 7.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Referent {
    /// `I`, `me`: the card whose ability this is (CR 7.2.1).
    This,
    /// `it`, `that Character`: the object of the trigger (`When a Robot joins … — It gains …`).
    TriggerObject,
    /// `it`: the object chosen or named earlier in this ability (CR 7.2.5).
    Earlier,
    /// `them`: the objects chosen or named earlier in this ability (CR 7.2.4).
    EarlierAll,
    /// `we both`: this card and the object named earlier.
    MeAndEarlier,
    /// `the other cards`, `the others`: the looked-at or revealed cards not chosen.
    TheOthers,
    /// `the other`: the one looked-at or revealed card not chosen.
    TheOther,
    /// `one` (`Put one in Reserve`): one of the cards looked at or revealed, chosen.
    OneOfThem,
}

/// An action (CR 7.3 keyword actions and the plain verbs).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// `Mend`: a keyword action a declaration defines (`keyword action Mend: Draw a
    /// card.`); it stands for its definition. Whether it is defined is the interpreter's
    /// check, against the pool's lexicon.
    Defined(Spanned<String>),
    /// `draw 2 cards` (CR 7.3.9).
    Draw(Amount),
    /// `draw it`.
    DrawIt,
    /// `gain 1 boost and Fleeting [and lose …]` (CR 7.3.14, 7.3.15).
    Gain {
        /// Gained.
        gains: Vec<Spanned<Gainable>>,
        /// `Fleeting, Anchored or Asleep`: one of them, as the player chooses.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        one_of: bool,
        /// Lost in the same clause.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        loses: Vec<Spanned<Gainable>>,
    },
    /// `lose Fleeting [and gain …]` (CR 7.3.19).
    Lose {
        /// Lost.
        loses: Vec<Spanned<Gainable>>,
        /// Gained in the same clause.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        gains: Vec<Spanned<Gainable>>,
    },
    /// `loses all its boosts`.
    LoseAllBoosts,
    /// `create a Brassbug 2/2/2 Robot token in target Expedition` (CR 7.3.5).
    Create(Create),
    /// `send target Character to Reserve` (CR 7.3.32).
    SendToReserve(Object),
    /// `send target Character to the Xth position of its owner's deck`.
    SendToDeckPosition(Object),
    /// `send target Character to its owner's hand`: to another zone than a bare `Reserve`
    /// (CR 7.3.32.b: what `put` and `return` say).
    SendTo {
        /// What.
        what: Object,
        /// Where.
        to: ZoneRef,
    },
    /// `discard target Character` (CR 7.3.7).
    Discard {
        /// What.
        what: Object,
        /// From where.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<ZoneRef>,
    },
    /// `draw that many cards` (as many as were discarded).
    DrawThatMany,
    /// `discard their hand [and their Reserve]`.
    DiscardHand {
        /// Whose.
        whose: PossessivePlayer,
        /// And their Reserve too.
        and_reserve: bool,
        /// `discard their Reserve`: the Reserve, not the hand.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        reserve_only: bool,
    },
    /// `discard the top 2 cards of your deck` (CR 7.3.7.a).
    DiscardTop {
        /// How many.
        count: Amount,
        /// Whose deck.
        whose: PossessivePlayer,
    },
    /// `sacrifice a Character` (CR 7.3.31).
    Sacrifice(Object),
    /// `return target Character to its owner's hand` (CR 7.3.27).
    Return {
        /// What.
        what: Object,
        /// From where.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<ZoneRef>,
        /// To the top of the zone.
        top_of: bool,
        /// To where.
        to: ZoneRef,
    },
    /// `exhaust target card in Reserve` (CR 7.3.12).
    Exhaust(Object),
    /// `ready target card` (CR 7.3.25).
    Ready(Object),
    /// `Resupply`, `Sabotage`, … (CR 7.3).
    Keyword(KeywordAction),
    /// `moves forward one region` (CR 7.3.21, 7.3.22).
    Move {
        /// Forward or backwards.
        forward: bool,
        /// How many regions.
        regions: Amount,
        /// `one more region`: on top of the move being replaced.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        more: bool,
    },
    /// `switch Expeditions` (CR 7.3.34).
    SwitchExpeditions,
    /// `put the top card of your deck in your Mana zone` (CR 7.3.24).
    Put {
        /// What.
        what: PutWhat,
        /// Where.
        to: ZoneRef,
        /// `(as an exhausted Mana Orb)`: `Some(true)` exhausted, `Some(false)` ready.
        #[serde(skip_serializing_if = "Option::is_none")]
        as_exhausted_orb: Option<bool>,
    },
    /// `play a Character for 3 less` (CR 7.3.23).
    Play {
        /// `immediately`.
        immediately: bool,
        /// What.
        what: Object,
        /// The price.
        #[serde(skip_serializing_if = "Option::is_none")]
        price: Option<PlayPrice>,
    },
    /// `activate the etb abilities of target Permanent` (CR 7.3.1).
    Activate {
        /// Which symbol abilities.
        triggers: Vec<SymbolTrigger>,
        /// Whose (`None`: its, the subject's).
        #[serde(skip_serializing_if = "Option::is_none")]
        of: Option<Object>,
    },
    /// `exchange target card in your Reserve with a card from your hand` (CR 7.3.11).
    Exchange {
        /// One.
        this: Object,
        /// The other.
        with: Object,
    },
    /// `reveal the top 2 cards of your deck`, `look at the top 4 cards of your deck`.
    Reveal {
        /// How many.
        count: Amount,
        /// Whose deck.
        whose: PossessivePlayer,
        /// `look at`: seen by the player only, not shown to all (CR 3.1.3.f).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        look: bool,
    },
    /// `roll a die` (CR 7.3.28).
    RollDie,
    /// `pay 1`.
    Pay(Amount),
    /// `spend 1 of my boosts` (CR 7.3.33).
    Spend(Spend),
    /// `give target Character 2 boosts` (CR 7.3.16).
    Give {
        /// To what.
        to: Object,
        /// What.
        gains: Vec<Spanned<Gainable>>,
    },
    /// `have target Character gain Asleep` (CR 7.3.17).
    Have {
        /// Who does it.
        who: Object,
        /// What they do.
        clause: Box<Clause>,
    },
    /// `target a Character`.
    Target(Selector),
    /// `remove 3 counters from target card`.
    RemoveCounters {
        /// How many (`None`: all).
        #[serde(skip_serializing_if = "Option::is_none")]
        count: Option<ChooseCount>,
        /// Only boosts.
        boosts: bool,
        /// From what.
        from: Object,
    },
    /// `double the number of boosts on …` (CR 7.3.8).
    DoubleBoosts(Object),
    /// `win the game`.
    WinTheGame,
    /// `the next Spell you play this turn costs 1 less` / `is free`.
    NextCosts {
        /// Which card.
        next: Selector,
        /// For how long the offer lasts.
        duration: Duration,
        /// `None`: free.
        #[serde(skip_serializing_if = "Option::is_none")]
        less: Option<Amount>,
        /// `, down to a minimum of 1`.
        #[serde(skip_serializing_if = "Option::is_none")]
        minimum: Option<Amount>,
    },
    /// `pass` (CR 4.3.3): the player passes.
    Pass,
    /// `move a {V} Terrain Marker from any region to my region` (CR 7.3.20).
    MoveTerrainMarker {
        /// The terrains the marker has (one of them with `or`); `None`: any marker.
        #[serde(skip_serializing_if = "Option::is_none")]
        terrains: Option<MarkerTerrains>,
        /// From where; `None`: `from any region`.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<RegionRef>,
        /// To where.
        to: RegionRef,
    },
    /// `place a {V} Terrain Marker on target visible region` (CR 3.2.1.d).
    PlaceTerrainMarker {
        /// The marker's terrains, or the terrains it may have.
        terrains: MarkerTerrains,
        /// Where.
        on: RegionRef,
    },
    /// `become the first player` (CR 4.2.1, 7.5.4): the player is the first player now.
    BecomeFirstPlayer,
    /// `it joins my Expedition`.
    Join(ExpeditionRef),
    /// `reveal a Character with Hand Cost 4 or more from your hand`.
    RevealCard(Object),
    /// `… twice`: the action two times.
    Twice(Box<Action>),
    /// `it activates one of its etb abilities`.
    ActivateOneOf(Vec<SymbolTrigger>),
    /// `create one in my Expedition`: one of the tokens just described, elsewhere.
    CreateOne(TokenDestination),
    /// `the next Character you play this turn gains 1 boost`.
    NextGets {
        /// `first` rather than `next`.
        first: bool,
        /// Which card.
        next: Selector,
        /// For how long.
        #[serde(skip_serializing_if = "Option::is_none")]
        duration: Option<Duration>,
        /// What it gets.
        then: Box<Action>,
    },
    /// `choose a Character they control` (choosing, not targeting).
    Choose(Selector),
    /// `put them in your Expeditions`.
    PutInExpedition {
        /// What.
        what: Object,
        /// Where.
        to: ExpeditionRef,
    },
    /// `reduce my cost by 2`, `reduce the cost of the next Permanent you play this
    /// Afternoon by 2`.
    ReduceCost {
        /// The card: `None` is me.
        #[serde(skip_serializing_if = "Option::is_none")]
        next: Option<Selector>,
        /// For how long, for the next card.
        #[serde(skip_serializing_if = "Option::is_none")]
        duration: Option<Duration>,
        /// By how much.
        by: Amount,
    },
    /// `create only one`: the tokens just described, fewer of them.
    CreateOnly(Amount),
    /// `exchange their boosts`.
    ExchangeBoosts,
    /// `roll that many dice plus one and ignore the roll of your choice`.
    RollExtraAndIgnoreOne(Amount),
    /// `add 1 to its result`, `increase the result by 2`.
    ModifyResult(Amount),
    /// `distribute 3 boosts among any Characters in Reserve`.
    Distribute {
        /// How many boosts.
        boosts: Amount,
        /// Among what.
        among: Object,
    },
    /// `do it again`.
    DoItAgain,
    /// `exchange its boosts with target Character` (CR 7.3.10).
    ExchangeBoostsWith {
        /// Whose boosts (`its`, `my`).
        of: Object,
        /// With what.
        with: Object,
    },
    /// `it doesn't move`: the move a replacement replaces does not happen (CR 6.2).
    DoesNotMove,
    /// `take control of target Permanent` (CR 1.1.3.d: its owner does not change).
    TakeControl(Object),
    /// `its controller moves their other Expedition forward one region`: the subject moves an
    /// Expedition (CR 7.3.21, 7.3.22).
    MoveExpedition {
        /// Which Expedition.
        which: ExpeditionRef,
        /// Forward (else backwards).
        forward: bool,
        /// How many regions.
        regions: Amount,
    },
}

/// The price of a `play` action.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayPrice {
    /// `for free`.
    Free,
    /// `for 3 less`.
    Less(Amount),
}

/// What is put somewhere.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PutWhat {
    /// `the top 2 cards of your deck`.
    TopOfDeck {
        /// How many.
        count: Amount,
        /// Whose.
        whose: PossessivePlayer,
    },
    /// An object, optionally from a zone.
    Object {
        /// What.
        what: Object,
        /// From where.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<ZoneRef>,
    },
}

/// How long a lasting effect lasts (CR 2.2.15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// `this turn`.
    ThisTurn,
    /// `this Afternoon`.
    ThisAfternoon,
    /// `each Afternoon`.
    EachAfternoon,
    /// `this Day`.
    ThisDay,
    /// `during Dusk`.
    Dusk,
}

/// A keyword action (CR 7.3).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KeywordAction {
    /// `Resupply` (CR 7.3.26).
    Resupply,
    /// `Resupply it`: the card named before is the top card Resupply puts in Reserve.
    ResupplyIt,
    /// `Exhausted Resupply` (CR 7.3.13).
    ExhaustedResupply,
    /// `Sabotage` (CR 7.3.30), possibly delayed `after Rest`.
    Sabotage {
        /// `after Rest`.
        after_rest: bool,
        /// `Sabotage a card with Reserve Cost 2 or less`: only such a card.
        #[serde(skip_serializing_if = "Option::is_none")]
        what: Option<Selector>,
    },
    /// `Augment target card` (CR 7.3.4).
    Augment(Object),
    /// `After You` (CR 7.3.2).
    AfterYou,
    /// `My Expedition Ascends` (CR 7.3.3): the clause's subject gains Ascended.
    Ascend,
    /// `Defect` (CR 7.3.6): the subject moves to the Expedition facing it.
    Defect,
    /// `Rush`, `Rush a Character` (CR 7.3.29): play a card (of that kind) immediately.
    Rush(Option<Object>),
}

/// `create two Brassbug 2/2/2 Robot tokens in …` (CR 7.3.5).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Create {
    /// How many.
    pub count: Amount,
    /// The token.
    pub token: TokenTemplate,
    /// Where.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub destination: Option<TokenDestination>,
    /// `after Rest`: a delayed creation.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub after_rest: bool,
    /// `per Bureaucrat you control`: that many times.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub per: Option<Selector>,
}

/// A token's printed template.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TokenTemplate {
    /// `Brassbug`.
    pub name: Spanned<String>,
    /// `2/2/2`; `None` for a reference to a known token (`[MANA_MOTH]`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stats: Option<Stats>,
    /// `Robot`.
    pub subtypes: Vec<Spanned<String>>,
    /// `with "…"`.
    pub abilities: Vec<Ability>,
}

/// Where tokens are created.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenDestination {
    /// `in target Expedition`.
    In(ExpeditionRef),
    /// `in it` (a previously targeted Expedition).
    InIt,
    /// `in your Landmarks`, `in target player's Landmarks`: a Landmark Permanent token
    /// (later sets' Aerolith and Manaseed; CR 4.0 7.3.5.a only creates Character tokens
    /// in Expeditions).
    Landmarks(PossessivePlayer),
    /// `, distributed as you choose among any number of target Expeditions`.
    Distributed,
}

/// Something gained or lost.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Gainable {
    /// `2 boosts [per …]`.
    Boosts {
        /// How many.
        count: Amount,
        /// `per Character you control`.
        #[serde(skip_serializing_if = "Option::is_none")]
        per: Option<Selector>,
    },
    /// `1 Kelon counter [per …]`.
    Counters {
        /// How many.
        count: Amount,
        /// Which.
        counter: String,
        /// `per Character you control`.
        #[serde(skip_serializing_if = "Option::is_none")]
        per: Option<Selector>,
    },
    /// A status.
    Status(StatusName),
    /// A keyword ability.
    Keyword(Keyword),
    /// A quoted ability: `"exhaust: Draw a card."`.
    Ability(Box<Ability>),
    /// `its sub-types`: those of the object named before (CR 2.2.2).
    SubtypesOfIt,
}

/// A number as printed, or `X`, or `X+2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    /// A fixed number.
    N(u8),
    /// `X`.
    X,
    /// `X+N`.
    XPlus(u8),
    /// `that many`: as many as the step before did (`discard any number of cards to give
    /// me that many boosts`).
    ThatMany,
}

/// A comparison with a number (`two or more`, `less than 7`, `3 or less`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Comparison {
    /// `N or more`.
    AtLeast(Amount),
    /// `N or less`.
    AtMost(Amount),
    /// `less than N`.
    LessThan(Amount),
    /// `more than N`.
    MoreThan(Amount),
    /// `N`.
    Exactly(Amount),
    /// `less than or equal to the Hand Cost of …` / `greater than or equal to …`.
    Relative {
        /// `less than or equal to` when true.
        at_most: bool,
        /// Compared with what.
        to: Box<Quantity>,
    },
}

/// A number computed in play.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Quantity {
    /// `the result` of the die.
    Result,
    /// `the final result`.
    FinalResult,
    /// `my number of Arcane counters`.
    MyCounters(String),
    /// `the number of Characters you control`.
    NumberOf(Selector),
    /// `the number of Arcane counters`.
    NumberOfCounters(String),
    /// `the Hand Cost of a Character you control`.
    HandCostOf(Selector),
    /// `the number of regions between your Hero and Companion`.
    RegionsBetweenHeroAndCompanion,
    /// `each of my boosts`.
    EachOfMyBoosts,
    /// `the number of boosts removed this way`.
    BoostsRemovedThisWay,
    /// `my highest statistic`, `its {V}` (CR 2.2.11).
    Statistic {
        /// `its` (the object named before), else `my`.
        its: bool,
        /// Which statistic.
        which: WhichStatistic,
    },
}

/// Which statistic of an object ([`Quantity::Statistic`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WhichStatistic {
    /// The highest of the three.
    Highest,
    /// The lowest of the three.
    Lowest,
    /// The statistic of a terrain.
    Of(Terrain),
}

/// A noun phrase naming objects, cards or players.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Selector {
    /// `target`, `up to two target`, `each`, `a`, …
    #[serde(skip_serializing_if = "Option::is_none")]
    pub determiner: Option<Determiner>,
    /// `other`, `Fleeting`, `non-token`, …
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub adjectives: Vec<Adjective>,
    /// `Character or Permanent`.
    pub kinds: Vec<Spanned<Kind>>,
    /// Whether the noun was plural (`Characters you control`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub plural: bool,
    /// `you control`, `in Reserve`, `with Hand Cost 3 or less`, …
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub qualifiers: Vec<Qualifier>,
    /// `… or a card in your Reserve`: other noun phrases, each with its own determiner;
    /// the phrase names what any of them names.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub alternatives: Vec<Selector>,
    /// Where the phrase was written.
    #[serde(skip)]
    pub span: Span,
}

/// The determiner of a noun phrase.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Determiner {
    /// `target`, `two target`.
    Target(Amount),
    /// `up to two [target]`.
    UpTo {
        /// How many.
        count: Amount,
        /// Targeted.
        target: bool,
    },
    /// `any number of [target]`.
    AnyNumber {
        /// Targeted.
        target: bool,
    },
    /// `another target`.
    AnotherTarget,
    /// `each`.
    Each,
    /// `all`.
    All,
    /// `a`, `one`, `two`.
    Count(Amount),
    /// `one of your`.
    OfYour(Amount),
    /// `the`, before a superlative (`the Character with the highest Base Cost`).
    The,
}

/// An adjective before the noun.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Adjective {
    /// `other`.
    Other,
    /// `another`.
    Another,
    /// `non-token`, `non-Illusion`.
    Non(String),
    /// `token` (as in `token Character`).
    Token,
    /// `ready`.
    Ready,
    /// `Fleeting`, `Fleeting or Asleep` (any of them).
    Statuses(Vec<StatusName>),
    /// `[Defender]`: having that keyword ability.
    Keyword(Keyword),
    /// `non-Boosted`: not having that status.
    NonStatus(StatusName),
    /// `non-Character`: not of that kind (CR 2.2.2).
    NonKind(Kind),
    /// `random`: chosen at random, not by a player.
    Random,
}

/// What a noun names.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Character.
    Character,
    /// Permanent (any).
    Permanent,
    /// Expedition Permanent.
    ExpeditionPermanent,
    /// Landmark Permanent.
    LandmarkPermanent,
    /// Spell.
    Spell,
    /// Card.
    Card,
    /// Token.
    Token,
    /// Landmark.
    Landmark,
    /// Hero.
    Hero,
    /// Mana Orb.
    ManaOrb,
    /// Expedition.
    Expedition,
    /// Player.
    Player,
    /// Opponent.
    Opponent,
    /// A sub-type, singular (`Robot`, `Bureaucrat`).
    SubType(String),
}

/// A qualifier after the noun.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Qualifier {
    /// `you control`.
    YouControl,
    /// `your opponents control` / `target opponent controls`.
    ControlledBy(PossessivePlayer),
    /// `controlled by target player`.
    ControlledByPlayer(PlayerRef),
    /// `in play`.
    InPlay,
    /// `in play or in Reserve`.
    InPlayOrReserve,
    /// `in Reserve`, `in your hand`.
    InZone(ZoneRef),
    /// `in your hand or Reserve`, `in your Expeditions or your Reserve`: in any of these
    /// places (each an [`Qualifier::InZone`] or [`Qualifier::InExpedition`]).
    InAnyOf(Vec<Qualifier>),
    /// `in my Expedition`, `from target Expedition`.
    InExpedition(ExpeditionRef),
    /// `in forest`.
    InTerrain(Terrain),
    /// `facing me`.
    FacingMe,
    /// `with Hand Cost 3 or less` / `with a total Hand Cost 5 or less`.
    HandCost {
        /// Summed over the chosen targets.
        total: bool,
        /// The comparison.
        cmp: Comparison,
    },
    /// `with a base statistic of 0`.
    BaseStatisticZero,
    /// `with no statistic over 3`.
    NoStatisticOver(Amount),
    /// `with counters`.
    WithCounters,
    /// `from your Reserve`.
    FromZone(ZoneRef),
    /// `that's ahead`, `that's tied`, `that is behind or tied` (CR 7.5.2).
    Standing(Standing),
    /// `that you play`.
    ThatYouPlay,
    /// `you play [from your Reserve] [in forest]`.
    YouPlay {
        /// From where.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<ZoneRef>,
        /// In which terrain.
        #[serde(skip_serializing_if = "Option::is_none")]
        terrain: Option<Terrain>,
    },
    /// `with forest 2 or more`: one statistic compared (CR 2.2.11).
    Statistic {
        /// Which statistic.
        terrain: Terrain,
        /// The comparison.
        cmp: Comparison,
    },
    /// `with total mountain of 4 or less`.
    TotalStatistic {
        /// Which statistic.
        terrain: Terrain,
        /// The comparison.
        cmp: Comparison,
    },
    /// `you control and in your Reserve`.
    YouControlOrInYourReserve,
    /// `from these cards`: among the cards revealed or looked at.
    AmongThese,
    /// `your opponents play`.
    PlayedBy(PlayerRef),
    /// `played from Reserve`.
    PlayedFrom(ZoneRef),
    /// `in it` (`Each of its Characters`): in the Expedition named before.
    InIt,
    /// `other than me`.
    OtherThanMe,
    /// `you played this turn`.
    YouPlayedThisTurn,
    /// `with forest less than or equal to mine`.
    StatisticAtMostMine(Terrain),
    /// `with Tough`, `with [Defender]`: having the keyword ability now (CR 7.4).
    WithKeyword(Keyword),
    /// `with a support ability`, `with no support ability`.
    WithAbility {
        /// The cost symbol of the ability.
        symbol: AbilitySymbol,
        /// `no`.
        negated: bool,
    },
    /// `with the highest Base Cost`, `with the lowest forest`.
    Superlative {
        /// `highest` (else `lowest`).
        highest: bool,
        /// Of what.
        of: Superlative,
    },
    /// `with my name`: the same name as mine (CR 2.2.4).
    WithMyName,
    /// `with equal or lower Hand Cost`: compared with the same number of the object named
    /// before.
    Compared {
        /// How it compares.
        relation: Relation,
        /// Which number.
        of: Superlative,
    },
    /// `with Base Cost 3 or less`, `with Reserve Cost 2 or less`.
    Cost {
        /// Which cost.
        which: CostName,
        /// The comparison.
        cmp: Comparison,
    },
}

/// How a number compares with the same number of another object ([`Qualifier::Compared`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Relation {
    /// `equal or lower`.
    EqualOrLower,
    /// `equal or greater`.
    EqualOrGreater,
    /// `lower`.
    Lower,
    /// `greater`.
    Greater,
    /// `equal`.
    Equal,
}

/// A printed number of an object: what a superlative ([`Qualifier::Superlative`]) or a
/// comparison with another object ([`Qualifier::Compared`]) reads, or a cost paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Superlative {
    /// A cost other than the Hand Cost.
    Cost(CostName),
    /// The Hand Cost.
    HandCost,
    /// A statistic (CR 2.2.11).
    Statistic(Terrain),
}

/// A printed cost other than the Hand Cost (`with Hand Cost …` is [`Qualifier::HandCost`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CostName {
    /// The Base Cost.
    Base,
    /// The Reserve Cost.
    Reserve,
}

/// A player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerRef {
    /// `you`: my controller.
    You,
    /// `target opponent`.
    TargetOpponent,
    /// `target player`.
    TargetPlayer,
    /// `each player`.
    EachPlayer,
    /// `each opponent`.
    EachOpponent,
    /// `its controller`.
    ItsController,
    /// `its owner`.
    ItsOwner,
    /// `that opponent`.
    ThatOpponent,
    /// `an opponent`.
    AnOpponent,
    /// `your opponents`.
    YourOpponents,
}

/// A possessive naming a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PossessivePlayer {
    /// `your`.
    Your,
    /// `their` (the subject's).
    Their,
    /// `its owner's`.
    ItsOwners,
    /// `its controller's`.
    ItsControllers,
    /// `your opponent's`.
    Opponents,
    /// `each player's`.
    EachPlayers,
    /// `target player's`.
    TargetPlayers,
    /// `target opponent's`.
    TargetOpponents,
    /// `my owner's`.
    MyOwners,
}

/// A zone named in text.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ZoneRef {
    /// Whose; `None` for "any" (`in Reserve`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub whose: Option<PossessivePlayer>,
    /// `a Reserve`: any one player's.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub any_one: bool,
    /// Which zone.
    pub zone: Zone,
}

/// The zones text names (CR 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// Reserve.
    Reserve,
    /// Hand.
    Hand,
    /// Deck.
    Deck,
    /// Mana zone.
    Mana,
    /// Discard pile.
    Discard,
    /// Landmark zone.
    Landmarks,
}

/// An Expedition named in text.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExpeditionRef {
    /// `my Expedition`.
    Mine,
    /// `the Expedition facing me`.
    FacingMe,
    /// `your opponent's Expedition facing me`.
    OpponentsFacingMe,
    /// `its Expedition`.
    Its,
    /// `your other Expedition`.
    YourOther,
    /// `target Expedition [that's …]`.
    Target(Option<Standing>),
    /// `an Expedition [that's ahead]` (chosen, not targeted).
    An(Option<Standing>),
    /// `one of your Expeditions [that's behind]`, `one or more of your Expeditions`: any of
    /// them.
    OneOfYours {
        /// `one or more`: once for all of them that an event concerns at the same time.
        or_more: bool,
        /// Only one that is so.
        #[serde(skip_serializing_if = "Option::is_none")]
        standing: Option<Standing>,
    },
    /// `an [[Ascended]] Expedition`, `each of your Ascended Expeditions`: the Expeditions
    /// named that have the status (CR 2.4.3).
    Having {
        /// The status.
        status: StatusName,
        /// The Expeditions named, before the status is taken into account.
        of: Box<ExpeditionRef>,
    },
    /// `their other Expedition`, `target opponent's other Expedition`: the one of that
    /// player's two Expeditions (CR 3.2.2) that is not the one named before.
    OtherOf(PossessivePlayer),
    /// `target Expedition controlled by an opponent`, `an Expedition I'm not in`: chosen
    /// among the Expeditions the relative clause allows.
    Relative {
        /// `target` (else `an`, chosen, not targeted).
        target: bool,
        /// The relative clause.
        relation: ExpeditionRelation,
    },
    /// `each of your Expeditions [that's behind or tied]`.
    EachOfYours(Option<Standing>),
    /// `your Hero Expedition`.
    YourHero,
    /// `your Companion Expedition`.
    YourCompanion,
    /// `your Expeditions`.
    Yours,
    /// `the Expedition facing it`: facing the Expedition named before.
    FacingIt,
    /// `target opponent's Companion Expedition`, `an opponent's Expedition`.
    Of {
        /// Whose.
        whose: PossessivePlayer,
        /// Which of them (`None`: either).
        #[serde(skip_serializing_if = "Option::is_none")]
        which: Option<ExpeditionRole>,
    },
}

/// What [`Condition::Among`] counts on each object of the group.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Counted {
    /// Its boosts (CR 2.5).
    Boosts,
    /// Its printed statistics that are 0 (CR 2.2.11).
    BaseStatisticsZero,
}

/// The relative clause of an Expedition ([`ExpeditionRef::Relative`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExpeditionRelation {
    /// `controlled by an opponent`, `you control` (CR 3.2.2: each player has two
    /// Expeditions).
    ControlledBy(PlayerRef),
    /// `I'm in`, `I'm not in`.
    MeIn {
        /// `not`.
        negated: bool,
    },
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
    /// `you have two or more cards in Reserve`.
    YouHaveCardsInReserve(Comparison),
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

/// The cost symbol that names a kind of ability (`a {D} ability`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AbilitySymbol {
    /// `{D}`, `support`: a support ability's cost (CR 2.2.10.d).
    Support,
    /// `{T}`, `exhaust`.
    Exhaust,
}

/// Which of a player's Expeditions (CR 3.2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExpeditionRole {
    /// The Hero Expedition.
    Hero,
    /// The Companion Expedition.
    Companion,
}

/// The Expedition a standing condition names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ExpeditionSubject {
    /// `my Expedition`.
    Mine,
    /// `its Expedition`.
    Its,
    /// `each of your Expeditions`.
    EachOfYours,
    /// `your Hero Expedition`.
    YourHero,
    /// `your Companion Expedition`.
    YourCompanion,
}

/// An Expedition's standing (CR 7.5.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// Behind.
    Behind,
    /// Ahead.
    Ahead,
    /// Behind or tied.
    BehindOrTied,
    /// Tied: as far from its starting region as the Expedition facing it (CR 7.5.2.c).
    Tied,
    /// Ahead or tied.
    AheadOrTied,
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
    /// `in an Ascended Expedition`: in an Expedition with that status.
    InExpedition(StatusName),
    /// `ready`: not exhausted (CR 2.4.6).
    Ready,
    /// `Defender`, `[Gigantic]`: having the keyword ability now (CR 7.4).
    Keyword(Keyword),
}

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
    Per(Selector),
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
}

/// The terrains of a Terrain Marker placed (CR 3.2.1.d).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerTerrains {
    /// `{V}`, `{V}{M}`, `forest and mountain`: one marker with all of them.
    All(Vec<Terrain>),
    /// `{V} or {M}`: one of them, chosen by the player who places it.
    OneOf(Vec<Terrain>),
}

/// A region an effect names (CR 3.2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RegionRef {
    /// `target [visible] region`: chosen among the visible regions (CR 1.2.6.c).
    Target,
    /// `each [visible] region`.
    Each,
    /// `my region`: the region of the Expedition I'm in.
    Mine,
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
