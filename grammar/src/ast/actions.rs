//! Effects: sentences, clauses and the actions they perform (CR 6.5, 7.3).

use super::*;

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
    /// `If <condition>, … instead.`: when the condition holds, these clauses replace what
    /// the sentence before orders.
    Instead {
        /// The condition.
        condition: Spanned<Condition>,
        /// What is done instead.
        then: Clauses,
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
    pub per: Option<Per>,
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
        /// `… this turn` (CR 2.2.15): how long what is gained or lost stays so.
        #[serde(skip_serializing_if = "Option::is_none")]
        until: Option<Duration>,
    },
    /// `lose Fleeting [and gain …]` (CR 7.3.19).
    Lose {
        /// Lost.
        loses: Vec<Spanned<Gainable>>,
        /// Gained in the same clause.
        #[serde(skip_serializing_if = "Vec::is_empty")]
        gains: Vec<Spanned<Gainable>>,
        /// `… this turn` (CR 2.2.15): how long what is lost or gained stays so.
        #[serde(skip_serializing_if = "Option::is_none")]
        until: Option<Duration>,
    },
    /// `can't gain boosts this turn` (CR 1.4.1.a: can't beats can): a restriction on what
    /// the clause names, for the duration (CR 2.2.15) or, without one, as long as each is
    /// that object (CR 1.4.4).
    Cant {
        /// What it can't do.
        what: Cant,
        /// `… this turn`: how long.
        #[serde(skip_serializing_if = "Option::is_none")]
        until: Option<Duration>,
    },
    /// `loses all its boosts`.
    LoseAllBoosts,
    /// `loses all its statuses` (CR 7.3.19): every status it can lose (CR 2.4.1.a; not
    /// Boosted, which is never lost directly, CR 2.4.5.b).
    LoseAllStatuses,
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
        /// To the top of the zone (a Deck).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        top_of: bool,
        /// To the bottom of the zone (a Deck).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        bottom_of: bool,
    },
    /// `shuffle target Character into its owner's deck`: moved there, then that Deck is
    /// shuffled (CR 3.2.2).
    ShuffleInto {
        /// What (`all cards`, for a whole zone).
        what: Object,
        /// `Shuffle your Discard pile into …`: the zone `from` itself was named, meaning every
        /// card in it.
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        whole_zone: bool,
        /// From where.
        #[serde(skip_serializing_if = "Option::is_none")]
        from: Option<ZoneRef>,
        /// Into which Deck.
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
        /// To the bottom of the zone (a Deck).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        bottom_of: bool,
        /// To where.
        to: ZoneRef,
        /// `in any order`: several cards put at an end of a Deck in the order their
        /// controller chooses.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        any_order: bool,
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
    /// `double the number of Kelon counters on …`, `double the Kelon counters of …` (CR
    /// 7.3.8.a).
    DoubleCounters {
        /// Which counters.
        counter: String,
        /// Whose.
        on: Object,
    },
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
    /// `exchange the boosts of two target Characters` (CR 7.3.10.a).
    ExchangeBoostsOf(Object),
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

/// What `per …` and `for each …` count: the action is done once per each.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Per {
    /// `per Plant you control`, `for each card in your Reserve`: the matching objects.
    Each(Selector),
    /// `for each of my boosts`, `for each of its Kelon counters`: the counters an object
    /// has (CR 2.5).
    Counters {
        /// `its` (the object named before), else `my`.
        its: bool,
        /// The counter's name; `None` for boosts.
        #[serde(skip_serializing_if = "Option::is_none")]
        counter: Option<String>,
    },
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
    pub per: Option<Per>,
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
        per: Option<Per>,
    },
    /// `1 Kelon counter [per …]`.
    Counters {
        /// How many.
        count: Amount,
        /// Which.
        counter: String,
        /// `per Character you control`.
        #[serde(skip_serializing_if = "Option::is_none")]
        per: Option<Per>,
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
