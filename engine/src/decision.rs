//! Decisions: what the engine waits for, and what a player submits.

use crate::event::PlayFrom;
use crate::state::{CardId, PlayerId, Side};
use serde::{Deserialize, Serialize};

/// What is being decided.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::DecisionKind;
/// // A game starts with each player putting three cards into their Mana zone (CR 4.1.i).
/// let decision = game.pending().unwrap();
/// assert_eq!((decision.kind, decision.picks), (DecisionKind::SetupMana, 3));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[non_exhaustive]
pub enum DecisionKind {
    /// Put three cards from Hand into the Mana zone, ready (CR 4.1.i).
    SetupMana,
    /// Expand: put a card from Hand into the Mana zone, or not (CR 4.2.1.e).
    Expand,
    /// A turn: play a card or pass (CR 4.2.3.d).
    Turn,
    /// Clean-up: the objects that stay in Reserve (CR 4.2.5.c); then, one at a time with
    /// `Skip` first, any extra places a passive gives (`You may keep one more card in
    /// Reserve during Night if it's Exhausted`).
    KeepInReserve,
    /// Clean-up: the objects that stay in the Landmark zone (CR 4.2.5.c).
    KeepInLandmarks,
    /// Which of one's Emblem-Reactions in Limbo to play next (CR 4.4.b).
    ChooseReaction,
    /// An object for a step of an effect: a target (CR 1.2.6.c) or a plain choice (CR
    /// 6.1.g); `Skip` is offered when choosing none is allowed (`up to`).
    ChooseObject,
    /// A card of the deciding player's own Hand for a step of an effect (`Put a card from
    /// your hand in Reserve`, `Target opponent discards a card from their hand`): the Hand is
    /// hidden (CR 3.1.3.d), its cards are not objects (CR 2.1.j), so the options are that
    /// player's `Opt::Card`s, which they alone may see (CR 3.2.5.b); their choice is explicit
    /// but not revealed to the others (CR 6.1.h). `Skip` is offered when choosing none is
    /// allowed (`Each player may …`).
    ChooseHidden,
    /// Whether to do an optional step (`may`, CR 1.2.6.d).
    May,
    /// One more mode of a modal effect (`Choose one:`, CR 5.1.2.c.3); `Skip` is offered
    /// when enough are chosen.
    ChooseMode,
    /// A player for an effect (`target opponent`, CR 1.2.6.c).
    ChoosePlayer,
    /// An Expedition for an effect (`target Expedition`, CR 1.2.6.c).
    ChooseExpedition,
    /// Which kind of counter an augmented object gains (CR 7.3.4.a), when it has several:
    /// `Opt::Counter(i)`, the i-th of its kinds, boosts first, then its named counters in
    /// alphabetical order.
    ChooseCounter,
    /// A card to play as part of an effect (CR 5.2.b: `play a Character for 3 less`): an
    /// `Opt::Play` per card and Expedition whose cost with the effect's price can be paid;
    /// `Skip` first when playing none is allowed (`may`).
    EffectPlay,
    /// Whether to apply an optional replacing modifier (`you may … instead`, CR 6.2.d) to
    /// the step about to happen: `Yes` / `No`.
    Replace,
    /// Which of several modifiers that apply to the step about to happen applies first (CR
    /// 6.2.h: `you may discard me to draw 2 cards instead` and `… to look at the top four
    /// cards …` of one Expedition moving forward): an `Opt::Card` per object whose
    /// modifier it is.
    ChooseModifier,
    /// Which die to keep, of the several a modifier made the player roll (`roll that many
    /// dice plus one and ignore the roll of your choice`, CR 6.2.b): an `Opt::Die` per die.
    ChooseDie,
    /// A visible region for an effect (`target visible region`, CR 3.2.1.d): an
    /// `Opt::Region` per region.
    ChooseRegion,
    /// A Terrain Marker to move (CR 7.3.20): an `Opt::TerrainMarker` per marker that fits.
    ChooseTerrainMarker,
}

/// One legal option.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{Opt, Zone};
/// let decision = game.pending().unwrap();
/// let me = decision.player;
/// // The Setup's options are the cards of the player's Hand.
/// assert!(decision.options.iter().all(|o| matches!(o, Opt::Card(_))));
/// assert_eq!(decision.options.len(), game.state().count(Zone::Hand(me)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Opt {
    /// A card (of the deciding player's Hand, Reserve or Landmark zone).
    Card(CardId),
    /// Do nothing (do not Expand).
    Skip,
    /// Pass the turn (CR 4.2.3.d).
    Pass,
    /// Yes: do the optional step.
    Yes,
    /// No: don't.
    No,
    /// An Emblem-Reaction in Limbo: the card whose ability it is and which of its
    /// abilities (for a reaction an object has from another card's passive ability, `Your
    /// Characters have: "…"`, that card and the ability that gives it, CR 2.3).
    Reaction {
        /// The card.
        card: CardId,
        /// The ability's index (ability box, then support box).
        ability: u16,
    },
    /// A mode of a modal effect: its index in printed order (CR 5.1.2.c.3).
    Mode(u8),
    /// A kind of counter of an augmented object, by its index (see
    /// [`DecisionKind::ChooseCounter`]).
    Counter(u8),
    /// A die rolled, by its result (see [`DecisionKind::ChooseDie`]).
    Die(u8),
    /// A region of the Adventure, by its index from the Hero region (see
    /// [`DecisionKind::ChooseRegion`]).
    Region(u8),
    /// A Terrain Marker (see [`DecisionKind::ChooseTerrainMarker`]): the region it is on,
    /// and its terrains.
    TerrainMarker {
        /// The region, by its index from the Hero region.
        region: u8,
        /// Its terrains.
        terrains: crate::state::Terrains,
    },
    /// A player.
    Player(PlayerId),
    /// One Expedition of a player.
    Expedition {
        /// Whose.
        player: PlayerId,
        /// Which.
        side: Side,
    },
    /// Play a card (CR 5.1.2): from where, into which Expedition, for how much mana.
    Play {
        /// The card.
        card: CardId,
        /// From Hand or Reserve.
        from: PlayFrom,
        /// The Expedition for a Character or Expedition Permanent.
        to: Option<Side>,
        /// The mana it costs (CR 5.1.2.d).
        cost: u8,
        /// Played from Hand for its Scout cost (CR 7.4.5.c): it gains "hand: Send me to
        /// Reserve".
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        scout: bool,
        /// The object an optional cost of the card takes, chosen at declaration (CR
        /// 5.1.2.c.3: `You may discard a card from your Reserve to reduce my cost by 2`);
        /// `cost` is then the reduced one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<CardId>,
    },
    /// Play a quick action (CR 5.3) of a card in play or a Hero: which ability, and the
    /// object a `sacrifice …` or `discard …` cost takes, if it has one.
    Quick {
        /// The card bearing it.
        card: CardId,
        /// The ability's index (ability box, then support box).
        ability: u16,
        /// The object its cost sacrifices or discards.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay: Option<CardId>,
    },
}

/// A pending decision: who, what, the legal options, and how many of them to pick.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{Choice, ChoiceError};
/// let decision = game.pending().unwrap().clone();
/// // Checked without being applied.
/// assert_eq!(decision.validate(&Choice { player: decision.player, picks: vec![0, 1, 2].into() }), Ok(()));
/// assert_eq!(
///     decision.validate(&Choice::one(decision.player, 0)),
///     Err(ChoiceError::WrongCount { expected: 3, got: 1 })
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The player who decides.
    pub player: PlayerId,
    /// What is decided.
    pub kind: DecisionKind,
    /// The legal options.
    pub options: Vec<Opt>,
    /// Exactly this many distinct options are to be picked.
    pub picks: usize,
}

/// A submitted choice: indices into the pending decision's options.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::Choice;
/// let decision = game.pending().unwrap().clone();
/// let picks = (0..decision.picks).collect(); // the first options, as many as asked
/// game.submit(Choice { player: decision.player, picks }).unwrap();
/// assert_ne!(game.pending(), Some(&decision));
/// assert_eq!(game.choices().len(), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// Who chooses.
    pub player: PlayerId,
    /// Indices of the chosen options, distinct.
    pub picks: Picks,
}

/// The indices of the options a [`Choice`] picks, read as a slice (`Deref<Target =
/// [usize]>`) and saved as a list. Up to [`Picks::INLINE`] are held in place, so that a
/// choice of a few options (most pick one) allocates nothing; more spill into a `Vec`.
///
/// # Examples
///
/// ```
/// use altered_engine::Picks;
/// let picks: Picks = (0..3).collect();
/// assert_eq!(&picks[..], &[0, 1, 2]);
/// assert_eq!(picks, Picks::from(vec![0, 1, 2]));
/// assert_eq!(serde_json::to_string(&picks).unwrap(), "[0,1,2]");
/// ```
#[derive(Clone)]
pub struct Picks(PicksRepr);

#[derive(Clone)]
enum PicksRepr {
    Inline { len: u8, items: [usize; Picks::INLINE] },
    Spilled(Vec<usize>),
}

impl Picks {
    /// How many picks are held without an allocation.
    pub const INLINE: usize = 4;

    /// No pick.
    pub const fn new() -> Picks {
        Picks(PicksRepr::Inline {
            len: 0,
            items: [0; Picks::INLINE],
        })
    }

    /// Adds a pick at the end.
    pub fn push(&mut self, index: usize) {
        match &mut self.0 {
            PicksRepr::Inline { len, items } if usize::from(*len) < Picks::INLINE => {
                items[usize::from(*len)] = index;
                *len += 1;
            }
            PicksRepr::Inline { len, items } => {
                let mut spilled = items[..usize::from(*len)].to_vec();
                spilled.push(index);
                self.0 = PicksRepr::Spilled(spilled);
            }
            PicksRepr::Spilled(v) => v.push(index),
        }
    }
}

impl Default for Picks {
    fn default() -> Self {
        Picks::new()
    }
}

impl std::ops::Deref for Picks {
    type Target = [usize];

    fn deref(&self) -> &[usize] {
        match &self.0 {
            PicksRepr::Inline { len, items } => &items[..usize::from(*len)],
            PicksRepr::Spilled(v) => v,
        }
    }
}

impl std::fmt::Debug for Picks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for Picks {
    fn eq(&self, other: &Picks) -> bool {
        **self == **other
    }
}

impl Eq for Picks {}

impl PartialEq<Vec<usize>> for Picks {
    fn eq(&self, other: &Vec<usize>) -> bool {
        **self == **other
    }
}

impl FromIterator<usize> for Picks {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut picks = Picks::new();
        for i in iter {
            picks.push(i);
        }
        picks
    }
}

impl From<Vec<usize>> for Picks {
    fn from(v: Vec<usize>) -> Self {
        if v.len() <= Picks::INLINE {
            v.into_iter().collect()
        } else {
            Picks(PicksRepr::Spilled(v))
        }
    }
}

impl<const N: usize> From<[usize; N]> for Picks {
    fn from(v: [usize; N]) -> Self {
        v.into_iter().collect()
    }
}

impl From<&[usize]> for Picks {
    fn from(v: &[usize]) -> Self {
        v.iter().copied().collect()
    }
}

impl<'a> IntoIterator for &'a Picks {
    type Item = &'a usize;
    type IntoIter = std::slice::Iter<'a, usize>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Serialize for Picks {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Picks {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<usize>::deserialize(d).map(Picks::from)
    }
}

impl Choice {
    /// A choice of one option.
    ///
    /// # Examples
    ///
    /// ```
    /// use altered_engine::{Choice, PlayerId};
    /// assert_eq!(Choice::one(PlayerId(1), 4), Choice { player: PlayerId(1), picks: vec![4].into() });
    /// ```
    pub fn one(player: PlayerId, index: usize) -> Choice {
        Choice {
            player,
            picks: Picks::from([index]),
        }
    }
}

/// Why a submitted choice was refused. The state is left exactly as it was.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{Choice, ChoiceError, PlayerId};
/// let decision = game.pending().unwrap().clone();
/// let other = PlayerId(1 - decision.player.0);
/// let refused = game.submit(Choice { player: other, picks: vec![0, 1, 2].into() });
/// assert_eq!(refused, Err(ChoiceError::WrongPlayer { expected: decision.player, got: other }));
/// let twice = game.submit(Choice { player: decision.player, picks: vec![0, 0, 1].into() });
/// assert_eq!(twice, Err(ChoiceError::Duplicate { index: 0 }));
/// assert_eq!(game.pending(), Some(&decision)); // nothing changed
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum ChoiceError {
    /// The game is over; nothing is pending.
    #[error("no decision is pending: the game is over")]
    #[diagnostic(code(altered::choice::no_decision))]
    NoDecision,
    /// Another player is to decide.
    #[error("{expected} is to decide, not {got}")]
    #[diagnostic(code(altered::choice::wrong_player))]
    WrongPlayer {
        /// Who is to decide.
        expected: PlayerId,
        /// Who submitted.
        got: PlayerId,
    },
    /// Too many or too few picks.
    #[error("expected {expected} pick(s), got {got}")]
    #[diagnostic(code(altered::choice::wrong_count))]
    WrongCount {
        /// Picks required.
        expected: usize,
        /// Picks given.
        got: usize,
    },
    /// An index past the options.
    #[error("option {index} does not exist (there are {len})")]
    #[diagnostic(code(altered::choice::out_of_range))]
    OutOfRange {
        /// The index given.
        index: usize,
        /// How many options there are.
        len: usize,
    },
    /// The same option twice.
    #[error("option {index} was picked twice")]
    #[diagnostic(code(altered::choice::duplicate))]
    Duplicate {
        /// The index given twice.
        index: usize,
    },
}

impl Decision {
    /// Checks a choice against this decision without applying it.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// use altered_engine::{Choice, ChoiceError, PlayerId};
    /// let decision = game.pending().unwrap();
    /// let ok = Choice { player: decision.player, picks: (0..decision.picks).collect() };
    /// assert_eq!(decision.validate(&ok), Ok(()));
    /// let late = Choice { player: PlayerId(9), ..ok };
    /// assert!(matches!(decision.validate(&late), Err(ChoiceError::WrongPlayer { .. })));
    /// ```
    pub fn validate(&self, choice: &Choice) -> Result<(), ChoiceError> {
        if choice.player != self.player {
            return Err(ChoiceError::WrongPlayer {
                expected: self.player,
                got: choice.player,
            });
        }
        if choice.picks.len() != self.picks {
            return Err(ChoiceError::WrongCount {
                expected: self.picks,
                got: choice.picks.len(),
            });
        }
        for (k, &i) in choice.picks.iter().enumerate() {
            if i >= self.options.len() {
                return Err(ChoiceError::OutOfRange {
                    index: i,
                    len: self.options.len(),
                });
            }
            if choice.picks[..k].contains(&i) {
                return Err(ChoiceError::Duplicate { index: i });
            }
        }
        Ok(())
    }
}

/// The decision whether to apply an optional modifier (CR 6.2.d): `Yes` / `No`.
pub(crate) fn replace_decision(player: PlayerId) -> Decision {
    Decision {
        player,
        kind: DecisionKind::Replace,
        options: vec![Opt::Yes, Opt::No],
        picks: 1,
    }
}
