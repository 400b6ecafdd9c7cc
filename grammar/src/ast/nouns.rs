//! Noun phrases: subjects, referents, selectors with their determiners, adjectives and qualifiers, places, Expeditions, regions and players.

use super::*;

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
    /// `any number of them`: the cards looked at or revealed that are chosen, none to all.
    AnyNumberOfThem,
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
    /// `non-[Defender]`, `without Defender`: not having that keyword ability (CR 7.4).
    NonKeyword(Keyword),
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
    /// `you don't control`: any other player's (CR 7.5.5.a).
    YouDontControl,
    /// `with 2 or more boosts`, `with no Kelon counters`: how many of one counter it has
    /// now (CR 2.5; boosts are counters, CR 2.5.1).
    Counted {
        /// The counter's name; boosts when `None`.
        counter: Option<String>,
        /// How many.
        cmp: Comparison,
    },
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
    /// `in my region`, `in its starting region`, `in a region with a Terrain Marker`.
    InRegion(RegionIs),
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
    /// `the highest statistic`: an object's highest statistic (its lowest for `the lowest
    /// statistic`), CR 2.2.11.
    AnyStatistic,
    /// `the most boosts`: how many boosts it has now (CR 2.5). Only a superlative reads it.
    Boosts,
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
    /// `your teammate`: in 2v2 the controller's ally (seeds, "Multiplayer 2v2"); in a
    /// duel or Free for All, nobody.
    YourTeammate,
    /// `the first player` (CR 4.2.1).
    FirstPlayer,
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
    /// `target opponent's Companion Expedition`, `an opponent's Expedition`, `target
    /// player's Expeditions`.
    Of {
        /// Whose.
        whose: PossessivePlayer,
        /// Which of them (`None`: either).
        #[serde(skip_serializing_if = "Option::is_none")]
        which: Option<ExpeditionRole>,
        /// Written in the plural (`your opponents' Hero Expeditions`): the same places,
        /// kept so that the card is written back as it was.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        plural: bool,
    },
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

/// The terrains of a Terrain Marker placed (CR 3.2.1.d).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerTerrains {
    /// `{V}`, `{V}{M}`, `forest and mountain`: one marker with all of them.
    All(Vec<Terrain>),
    /// `{V} or {M}`: one of them, chosen by the player who places it.
    OneOf(Vec<Terrain>),
    /// No terrain written (`Put a Terrain Marker in my region`): a marker has at least one
    /// terrain (CR 3.2.1.d), so it is one terrain chosen by the player who places it.
    Unwritten,
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
    /// `another [visible] region`: one other than the region the Terrain Marker moved is
    /// on, chosen (CR 7.3.20.a: the same region is allowed unless stated otherwise).
    Another,
}

/// Which region an Expedition's counter is on (CR 1.3.1.b), in `in my region`, `I'm in my
/// starting region`, `Characters in regions with a Terrain Marker`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RegionIs {
    /// `in my region`: the region of the Expedition the ability's object is in.
    Mine,
    /// `in its starting region`: the Hero region for a Hero Expedition, the Companion
    /// region for a Companion Expedition (CR 1.3.1.b).
    Starting,
    /// `in a region with a Terrain Marker` (`true`), `… without Terrain Markers` (`false`)
    /// (CR 3.2.1.d).
    Marked(bool),
}
