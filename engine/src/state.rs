//! Game state (CR 1.2, 2, 3): players, the ten zones, objects, the Adventure.
//!
//! Layout, for cheap clones: every card of the game (Heroes and deck cards, then tokens as
//! they are created) is one fixed-size entry of `cards`, indexed by [`CardId`], carrying
//! the zone it is in. Only the Decks, whose order matters (CR 3.2.2.b), are kept as lists
//! as well. Definitions are shared by `Arc` and never copied. A clone is a handful of
//! allocations and a memcpy.

pub use crate::ids::{CardId, ObjectId, PlayFrom, PlayerId, Side};
use crate::pool::{CardDef, Hearing};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Where a card is (CR 1.2.3, 3.1): the ten kinds of zones, with the owner of personal zones
/// and the Expedition within the Expedition zone. The Adventure holds regions, not cards
/// (see [`Adventure`]).
///
/// # Examples
///
/// ```
/// use altered_engine::{PlayerId, Side, Zone};
/// assert!(!Zone::Hand(PlayerId(0)).is_visible());
/// assert!(Zone::Expedition(PlayerId(1), Side::Hero).is_visible());
/// assert_eq!(Zone::Reserve(PlayerId(1)).personal_owner(), Some(PlayerId(1)));
/// assert_eq!(Zone::Limbo.personal_owner(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    /// A Deck (personal, hidden).
    Deck(PlayerId),
    /// A Hand (personal, hidden).
    Hand(PlayerId),
    /// A Discard pile (personal, visible).
    Discard(PlayerId),
    /// A Reserve (personal, visible).
    Reserve(PlayerId),
    /// A Landmark zone (personal, visible).
    Landmarks(PlayerId),
    /// A Mana zone (personal, visible; face-down Mana Orbs).
    Mana(PlayerId),
    /// A Hero zone (personal, visible).
    HeroZone(PlayerId),
    /// One Expedition of the shared Expedition zone.
    Expedition(PlayerId, Side),
    /// Limbo (shared, visible).
    Limbo,
    /// A token that left the Expedition zone and ceased to exist (CR 2.1.e).
    Gone,
}

impl Zone {
    /// Visible zones hold objects (CR 1.2.3.f); Deck and Hand are hidden (CR 1.2.3.g).
    pub fn is_visible(self) -> bool {
        !matches!(self, Zone::Deck(_) | Zone::Hand(_) | Zone::Gone)
    }

    /// The owner of a personal zone (CR 3.1.2.b); `None` for shared zones.
    pub fn personal_owner(self) -> Option<PlayerId> {
        match self {
            Zone::Deck(p)
            | Zone::Hand(p)
            | Zone::Discard(p)
            | Zone::Reserve(p)
            | Zone::Landmarks(p)
            | Zone::Mana(p)
            | Zone::HeroZone(p) => Some(p),
            Zone::Expedition(..) | Zone::Limbo | Zone::Gone => None,
        }
    }

    /// The same kind of personal zone, but `owner`'s (CR 1.4.3, 3.1.2.c).
    pub fn owned_by(self, owner: PlayerId) -> Zone {
        match self {
            Zone::Deck(_) => Zone::Deck(owner),
            Zone::Hand(_) => Zone::Hand(owner),
            Zone::Discard(_) => Zone::Discard(owner),
            Zone::Reserve(_) => Zone::Reserve(owner),
            Zone::Landmarks(_) => Zone::Landmarks(owner),
            Zone::Mana(_) => Zone::Mana(owner),
            Zone::HeroZone(_) => Zone::HeroZone(owner),
            z => z,
        }
    }

    /// In play: the Expedition zone or a Landmark zone (CR 3.1.4.a).
    pub fn in_play(self) -> bool {
        matches!(self, Zone::Expedition(..) | Zone::Landmarks(_))
    }

    /// Where passive abilities work (CR 2.3.1.h: in play, and a Hero in its Hero zone) and
    /// where reactions other than support ones may (CR 2.2.12.g–h).
    pub fn abilities_work(self) -> bool {
        matches!(self, Zone::Expedition(..) | Zone::Landmarks(_) | Zone::HeroZone(_))
    }

    /// Objects here may have statuses and counters (CR 2.4.1.b, 2.5.a, 2.5.b).
    pub fn holds_statuses(self) -> bool {
        self.is_visible() && !matches!(self, Zone::Discard(_))
    }
}

/// The statuses an object may have (CR 2.4). Boosted is not stored: an object is Boosted
/// exactly when it has a boost (CR 2.4.5). Ascended belongs to Expeditions ([`PlayerState`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Statuses {
    /// Exhausted (CR 2.4.6); otherwise ready.
    #[serde(default, skip_serializing_if = "is_false")]
    pub exhausted: bool,
    /// Fleeting (CR 2.4.7).
    #[serde(default, skip_serializing_if = "is_false")]
    pub fleeting: bool,
    /// Anchored (CR 2.4.2).
    #[serde(default, skip_serializing_if = "is_false")]
    pub anchored: bool,
    /// Asleep (CR 2.4.4).
    #[serde(default, skip_serializing_if = "is_false")]
    pub asleep: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One card of the game, wherever it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardState {
    /// Index into the game's definition table.
    pub def: u16,
    /// Its owner (CR 1.1.3.c): never changes.
    pub owner: PlayerId,
    /// Where it is.
    pub zone: Zone,
    /// The object it currently is, or [`ObjectId::NONE`] in a hidden zone.
    pub obj: ObjectId,
    /// Its statuses.
    #[serde(default)]
    pub status: Statuses,
    /// Boost counters (CR 2.5.1).
    #[serde(default)]
    pub boosts: u16,
    /// A token (CR 1.1.7.b): ceases to exist when it leaves the Expedition zone.
    #[serde(default)]
    pub token: bool,
}

/// Named counters other than boosts (CR 2.5), kept out of [`CardState`] so that a state
/// without any (every game until abilities are interpreted) clones them for free.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    /// The object carrying them.
    pub card: CardId,
    /// The counter's name.
    pub name: String,
    /// How many.
    pub count: u32,
}

/// A set of terrains (CR 2.2.2.f): forest, mountain, water.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Terrains(pub [bool; 3]);

impl Terrains {
    /// Forest, mountain and water: the Hero and Companion regions and the Arena (CR 2.2.2.k, 4.3.c).
    pub const ALL: Terrains = Terrains([true, true, true]);
    /// No terrain: a face-down region (CR 2.2.2.k remark).
    pub const NONE: Terrains = Terrains([false, false, false]);

    /// As printed: `{V}{M}` (CR 7.1.2.c–e), forest, mountain, water in that order.
    pub fn glyphs(&self) -> String {
        self.0
            .iter()
            .zip(["{V}", "{M}", "{O}"])
            .filter(|(on, _)| **on)
            .map(|(_, g)| g)
            .collect()
    }
}

/// A Terrain Marker (CR 3.2.1.d): placed on a visible region, of one or more terrains, with
/// the passive ability "The region I am placed on gains my terrains and loses its other
/// terrain". Markers are objects of their own: `obj` is the marker's id, which doubles as
/// its timestamp (CR 2.3.1.m); moving one makes a new object (CR 7.3.20.b).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TerrainMarker {
    /// The region it is placed on (an index of the Adventure's regions).
    pub region: u8,
    /// Its terrains: never none.
    pub terrains: Terrains,
    /// The object it is, and its timestamp.
    pub obj: ObjectId,
}

/// What represents a region (CR 2.1.b, 3.2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RegionCard {
    /// The Hero Region card.
    Hero,
    /// Half `half` (0 or 1) of Tumult card `card` (0: V|MO, 1: M|VO, 2: O|VM; CR 1.1.7.f).
    Tumult {
        /// Which Tumult card.
        card: u8,
        /// Which half.
        half: u8,
    },
    /// The Companion Region card.
    Companion,
    /// The Arena, the back of the Companion card (CR 4.3.b).
    Arena,
}

/// A region of the Adventure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    /// What represents it.
    pub card: RegionCard,
    /// Its terrains, once face up.
    pub terrains: Terrains,
    /// Face-down regions have no terrain until revealed (CR 3.2.1.b, 7.3.22.b).
    pub face_up: bool,
    /// The region is an object of the Adventure.
    pub obj: ObjectId,
}

impl Region {
    /// The terrains the rules see: none while face down.
    pub fn visible_terrains(&self) -> Terrains {
        if self.face_up {
            self.terrains
        } else {
            Terrains::NONE
        }
    }
}

/// The number of regions of the Adventure in regular play (CR 3.2.1.b).
pub const REGIONS: usize = 8;
/// The Companion region's index; the Hero region is 0.
pub const LAST_REGION: u8 = (REGIONS - 1) as u8;

/// The Adventure (CR 3.2.1): eight regions in a row, or the Arena alone during tiebreakers.
/// At four players, the sixteen regions of the table (`Mode::regions`; each player's
/// Expeditions travel eight of them, `Mode::region`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adventure {
    /// The regions, Hero region first; only the first `len` are in the game.
    pub regions: Vec<Region>,
    /// All of them in regular play, 1 (the Arena) during tiebreakers.
    pub len: u8,
}

impl Adventure {
    /// The regions in the game.
    pub fn regions(&self) -> &[Region] {
        self.regions.get(..usize::from(self.len)).unwrap_or(&self.regions)
    }

    /// Whether the regions were replaced by the Arena (CR 4.3.a).
    pub fn is_arena(&self) -> bool {
        self.len == 1 && self.regions[0].card == RegionCard::Arena
    }
}

/// What happened during the turn (CR 4.2.3.d): kept until the next turn begins, so that the
/// Reactions a turn's action activated still read it while they resolve (CR 4.2.3.e), and
/// cleared when a phase begins (outside the Afternoon, `this turn` is read as since the
/// phase began).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    /// The cards played (CR 5.1.2), by whom.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plays: Vec<(PlayerId, CardId)>,
    /// The quick actions played (CR 5.3), by whom, and whether their cost has `{T}` and
    /// whether it has `{D}`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub quick_actions: Vec<(PlayerId, bool, bool)>,
    /// The cards discarded from a Hand or a Reserve (CR 7.3.7): who discarded, the zone's
    /// owner, and whether it was a Reserve.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discards: Vec<(PlayerId, PlayerId, bool)>,
    /// The turn ended: the record is cleared when the next one begins.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ended: bool,
}

impl TurnRecord {
    /// Nothing recorded.
    pub fn is_empty(&self) -> bool {
        *self == TurnRecord::default()
    }

    /// Forgets what was recorded, keeping the lists' room: each turn records again into
    /// it rather than allocating anew.
    pub(crate) fn clear(&mut self) {
        // Every field named, so that a new one is not forgotten here.
        let TurnRecord {
            plays,
            quick_actions,
            discards,
            ended,
        } = self;
        plays.clear();
        quick_actions.clear();
        discards.clear();
        *ended = false;
    }
}

/// One player's part of the state besides their cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// The Deck, bottom first: the top card is the last (CR 3.2.2.b).
    pub deck: Vec<CardId>,
    /// Region index of the hero and companion Expedition markers (CR 1.3.1.b).
    pub markers: [u8; 2],
    /// Whether each Expedition moved forward this day (CR 4.2.5.b).
    pub moved_forward: [bool; 2],
    /// Whether each Expedition is Ascended (CR 2.4.3).
    pub ascended: [bool; 2],
    /// Passed this Afternoon: takes no more turns this day (CR 4.2.3.e).
    pub passed: bool,
}

impl PlayerState {
    /// Distance of an Expedition from its starting region (CR 4.2.5.d).
    pub fn distance(&self, side: Side) -> u8 {
        match side {
            Side::Hero => self.markers[0],
            Side::Companion => LAST_REGION - self.markers[1],
        }
    }
}

/// The phases of a day (CR 4.2.a), with the game's setup before the first day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Beginning of the game (CR 4.1).
    Setup,
    /// Morning (CR 4.2.1).
    Morning,
    /// Noon (CR 4.2.2).
    Noon,
    /// Afternoon (CR 4.2.3).
    Afternoon,
    /// Dusk (CR 4.2.4).
    Dusk,
    /// Night (CR 4.2.5).
    Night,
    /// The game is over.
    Over,
}

/// Where the flow stands: the state machine's position. Variants that name a decision wait
/// for it; the others are run through by the engine at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// CR 4.1.i: the `n`-th player in initiative order puts three cards in Mana.
    SetupMana(u8),
    /// The Morning's daily effects are next (CR 4.2.1).
    Morning,
    /// CR 4.2.1.e: the `n`-th player in initiative order may Expand.
    Expand(u8),
    /// Noon is next (CR 4.2.2).
    Noon,
    /// Afternoon begins (CR 4.2.3).
    Afternoon,
    /// A player's turn (CR 4.2.3.d).
    Turn(PlayerId),
    /// Dusk is next (CR 4.2.4).
    Dusk,
    /// Night begins: Rest (CR 4.2.5.b).
    Night,
    /// Clean-up (CR 4.2.5.c): the `n`-th player in initiative order chooses what stays in
    /// Reserve (`landmarks` false) then in the Landmark zone; `keep` gathers every choice
    /// so that all are applied at once.
    Cleanup {
        /// Position in initiative order.
        n: u8,
        /// Choosing for the Landmark zone rather than the Reserve.
        landmarks: bool,
        /// Objects chosen to stay so far.
        keep: Vec<CardId>,
        /// After the Reserve's choice, the extra cards a passive lets the player keep
        /// (`You may keep one more card in Reserve …`): how many of those places have been
        /// offered so far; `None` before the Reserve's choice is made.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        extra: Option<u8>,
    },
    /// The game has ended.
    Over,
}

/// How a game ended.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::random_game;
/// let decks = [setup::deck(&pool, "axiom"), setup::deck(&pool, "lyra")];
/// let game = random_game(&decks, 9, 100).unwrap();
/// let outcome = game.outcome().unwrap();
/// assert!(outcome.day >= 1);
/// if let Some(winner) = outcome.winner {
///     assert!(winner.index() < 2);
/// }
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner; `None` if the day limit stopped the game first.
    pub winner: Option<PlayerId>,
    /// The day on which it ended.
    pub day: u32,
    /// Whether tiebreakers had started (CR 4.3).
    pub tiebreakers: bool,
    /// In 2v2, the team that won (see [`crate::Mode::members`]); `winner` is then `None`.
    /// Absent in the other modes, so a duel's outcome reads and saves as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<crate::table::Team>,
}

impl Outcome {
    /// Whether the game ended with a result (a player or a team won), not at the day limit.
    pub fn decided(&self) -> bool {
        self.winner.is_some() || self.team.is_some()
    }
}

/// An object as effects name it (CR 2.1): a card and the object it was when named. Once
/// the card moves it is a new object, and this one no longer exists (CR 1.4.4, 6.3.k).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Obj {
    /// The card.
    pub card: CardId,
    /// The object it was.
    pub obj: ObjectId,
}

/// An Emblem-Reaction in Limbo (CR 2.2.2.m): a reaction that was activated and waits to
/// be played when Reactions are checked (CR 4.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Emblem {
    /// The object whose reaction it is: `I` in its effect (CR 6.3.j).
    pub source: Obj,
    /// Which ability of the card (ability box, then support box).
    pub ability: u16,
    /// Who controls it and makes its decisions (CR 6.1.g).
    pub controller: PlayerId,
    /// The Expedition the source was in when activated (`my Expedition`, CR 6.3.k).
    pub side: Option<Side>,
    /// The object the trigger named, `it` in the effect (CR 6.3.i).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<Obj>,
    /// A delayed part of the reaction (`Sabotage after Rest`): its program is the
    /// ability's `delayed[part - 1]`; 0 is the ability's own effect.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub part: u8,
    /// The result of the die roll that activated it (`When you roll one or more dice`),
    /// which `the result` in its effect reads (CR 7.3.28.b); 0 for other triggers.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub roll: u8,
    /// A reaction the source has from another card's passive ability (`Your Characters
    /// have: "reserve I gain 1 boost."`, CR 2.3): that card, whose ability `ability` holds
    /// the program; `None` for the source's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub granted: Option<CardId>,
    /// What a passive ability or lasting effect gives the card being played (`The next
    /// Character you play this turn gains 2 boosts`), resolved as this Emblem's effect
    /// instead of a program (CR 5.2.c); `ability` is then an [`ENTERING_ABILITY`] index.
    ///
    /// [`ENTERING_ABILITY`]: crate::ENTERING_ABILITY
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entering: Option<altered_interpreter::NextEffect>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// An effect being resolved: a played Reaction (CR 5.1.2.i) or a Spell in Limbo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Running {
    /// Whose ability, and which.
    pub emblem: Emblem,
    /// A Spell's effect: when done, the Spell leaves Limbo (CR 5.2.4.b).
    pub spell: bool,
    /// Where the Spell was played from: `When you play …` reactions activate as it leaves
    /// Limbo, at the end of its resolution (CR 5.1.2.j).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_from: Option<PlayFrom>,
    /// Where the program stands.
    pub frame: altered_interpreter::Frame<Obj>,
}

// What a game keeps of effects, passives and triggers (their actions are in `gained`,
// `lasting`, `triggers` and `applying`).

/// A keyword ability an effect gave an object or took from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeywordChange {
    /// The object.
    pub object: Obj,
    /// Which keyword (a numbered one with its number when gained).
    pub keyword: altered_interpreter::KeywordAbility,
    /// Gained (true) or lost.
    pub gained: bool,
    /// How long (CR 2.2.15); `None`: for as long as the object exists (CR 1.4.4).
    pub until: Option<altered_interpreter::Until>,
}

/// A restriction an effect put on an object (`Target Character can't gain boosts this
/// turn`, CR 1.4.1.a).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectRule {
    /// The effect's controller.
    pub controller: PlayerId,
    /// The object.
    pub object: Obj,
    /// What it can't do.
    pub rule: altered_interpreter::Rule,
    /// How long (CR 2.2.15); `None`: for as long as the object exists (CR 1.4.4).
    pub until: Option<altered_interpreter::Until>,
}

/// An Ongoing Emblem (CR 2.2.2, 2.2.15) waiting for the next card its controller plays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ongoing {
    /// Whose next card.
    pub controller: PlayerId,
    /// What it applies to, for how long, and what it does.
    pub next: altered_interpreter::NextPlay,
}

/// The Characters in Expeditions that a passive ability makes Gigantic, as last seen, and
/// the next object id then: a later object is new, not one that gained Gigantic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct GrantedGigantic {
    pub(crate) mark: u32,
    /// Shared by clones: replaced whole, never changed in place.
    pub(crate) objects: Arc<[Obj]>,
}

/// What the altering passive abilities give, once applied: the whole result, or the part
/// applied so far while they are being applied.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Applied {
    /// Keywords granted to objects (CR 7.4).
    pub(crate) keywords: Vec<(CardId, altered_interpreter::KeywordAbility)>,
    /// Terrain changes, in the order applied: (the region, or every region; 0 forest / 1
    /// mountain / 2 water; whether the region loses its other terrains).
    pub(crate) terrains: Vec<(Option<usize>, u8, bool)>,
    /// Characters whose statistics are each their highest (CR 2.2.11).
    pub(crate) equalized: Vec<CardId>,
}

/// Nothing applied: what most states give (no altering passive in play), read without an
/// allocation (`Vec::new` allocates nothing).
static NOTHING_APPLIED: Applied = Applied {
    keywords: Vec::new(),
    terrains: Vec::new(),
    equalized: Vec::new(),
};

/// The applied passives as kept with a state ([`GameState::applied`]): nothing, shared by
/// every state without allocating, or a result shared by the clones of the state.
#[derive(Debug, Clone)]
pub(crate) enum AppliedNow {
    /// No passive gives anything.
    Nothing,
    /// What the passives give.
    Kept(Arc<Applied>),
}

impl std::ops::Deref for AppliedNow {
    type Target = Applied;

    fn deref(&self) -> &Applied {
        match self {
            AppliedNow::Nothing => &NOTHING_APPLIED,
            AppliedNow::Kept(applied) => applied,
        }
    }
}

impl Applied {
    pub(crate) fn extend(&mut self, other: Applied) {
        self.keywords.extend(other.keywords);
        self.terrains.extend(other.terrains);
        self.equalized.extend(other.equalized);
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.keywords.is_empty() && self.terrains.is_empty() && self.equalized.is_empty()
    }

    /// The keywords granted to a card.
    pub(crate) fn keywords_of(&self, card: CardId) -> impl Iterator<Item = altered_interpreter::KeywordAbility> + '_ {
        self.keywords.iter().filter(move |(c, _)| *c == card).map(|(_, k)| *k)
    }
}

/// The most players a table seats (the four-player modes, docs/multiplayer.md): the zone
/// index has a place for each of their personal zones and Expeditions.
pub(crate) const INDEXED_PLAYERS: usize = 4;
/// The zones of one player in the zone index: Deck, Hand, Discard, Reserve, Landmark zone,
/// Mana zone, Hero zone, and the two Expeditions, which are adjacent so that a player's
/// Expedition zone (CR 3.1.4) is one run of cards.
const ZONES_PER_PLAYER: usize = 9;
/// Places in the zone index: every player's zones, then Limbo, the tokens that ceased to
/// exist, and a last place for a zone of a player the table does not seat (only a state
/// that fails validation has one; its questions are answered by a scan).
const ZONE_SLOTS: usize = INDEXED_PLAYERS * ZONES_PER_PLAYER + 3;
const SLOT_LIMBO: usize = INDEXED_PLAYERS * ZONES_PER_PLAYER;
const SLOT_GONE: usize = SLOT_LIMBO + 1;
const SLOT_UNSEATED: usize = SLOT_GONE + 1;
/// After the zones' places, the index's last run: the cards where abilities work (see
/// [`Zone::abilities_work`]), in card order. The same cards as the Landmark, Hero and
/// Expedition runs, but merged once here for the questions about passives in play.
const RUN_ACTIVE: usize = ZONE_SLOTS;
/// The runs of the index: every zone place, then the active cards.
const RUNS: usize = ZONE_SLOTS + 1;

/// Which place of the zone index holds `zone`'s cards.
fn zone_slot(zone: Zone) -> usize {
    let (p, k) = match zone {
        Zone::Deck(p) => (p, 0),
        Zone::Hand(p) => (p, 1),
        Zone::Discard(p) => (p, 2),
        Zone::Reserve(p) => (p, 3),
        Zone::Landmarks(p) => (p, 4),
        Zone::Mana(p) => (p, 5),
        Zone::HeroZone(p) => (p, 6),
        Zone::Expedition(p, side) => (p, 7 + side.index()),
        Zone::Limbo => return SLOT_LIMBO,
        Zone::Gone => return SLOT_GONE,
    };
    if p.index() < INDEXED_PLAYERS {
        p.index() * ZONES_PER_PLAYER + k
    } else {
        SLOT_UNSEATED
    }
}

/// The cards of each zone (CR 3.1), derived from the cards' own zones: every card id once,
/// grouped by zone, in card order within a zone, and then once more each card where
/// abilities work (the active cards). Most questions about the state are about one zone
/// (this Hand, this Mana zone, this Expedition) or about the passives in play; the index
/// answers them without walking every card of the game. One list, so that a clone of the
/// state copies it with one allocation. Kept by [`GameState::set_zone`] and
/// [`GameState::push_card`], the only places a card's zone is set; not saved, rebuilt on
/// load; `check_invariants` compares it with the cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ZoneIndex {
    /// Every card, grouped by zone place, in card order within each; then the active cards.
    order: Vec<CardId>,
    /// Where each run begins in `order`; the last entry is `order.len()`.
    starts: [u32; RUNS + 1],
}

impl Default for ZoneIndex {
    fn default() -> Self {
        ZoneIndex {
            order: Vec::new(),
            starts: [0; RUNS + 1],
        }
    }
}

impl ZoneIndex {
    /// The index of `cards` (a counting sort by zone place: card order is kept).
    pub(crate) fn of(cards: &[CardState]) -> ZoneIndex {
        let mut starts = [0u32; RUNS + 1];
        for c in cards {
            starts[zone_slot(c.zone) + 1] += 1;
            if c.zone.abilities_work() {
                starts[RUN_ACTIVE + 1] += 1;
            }
        }
        for s in 1..=RUNS {
            starts[s] += starts[s - 1];
        }
        let mut next = starts;
        let mut order = vec![CardId(0); starts[RUNS] as usize];
        for (i, c) in cards.iter().enumerate() {
            let mut slot = zone_slot(c.zone);
            order[next[slot] as usize] = CardId(i as u16);
            next[slot] += 1;
            if c.zone.abilities_work() {
                slot = RUN_ACTIVE;
                order[next[slot] as usize] = CardId(i as u16);
                next[slot] += 1;
            }
        }
        ZoneIndex { order, starts }
    }

    /// Whether this is the index of `cards`: `*self == ZoneIndex::of(cards)`, decided
    /// without building that index (it is what `check_invariants` asks before every
    /// decision). `of` writes each card, in card order, at the next free entry of its
    /// place's run and, if abilities work there, of the active run; this walks the cards in
    /// the same order and reads those entries instead. Why it is the same question: the
    /// runs are slices that cover `order` (`starts` begins at 0, never decreases and ends at
    /// `order.len()`); each card is the next unread entry of its runs, so what is read of a
    /// run is its cards in card order; and every run is read to its end, so a run holds
    /// nothing else. Those are `of`'s runs, and equal runs have equal starts. Any index
    /// `of` would not build fails one of these steps (tested against the comparison on
    /// indexes broken at random).
    pub(crate) fn agrees_with(&self, cards: &[CardState]) -> bool {
        if !self.runs_cover_entries() {
            return false;
        }
        let starts = &self.starts;
        // The next unread entry of each run.
        let mut next = *starts;
        let mut read = |run: usize, id: CardId| {
            let at = next[run];
            let found = at < starts[run + 1] && self.order[at as usize] == id;
            next[run] += 1;
            found
        };
        for (i, c) in cards.iter().enumerate() {
            let id = CardId(i as u16);
            if !read(zone_slot(c.zone), id) || (c.zone.abilities_work() && !read(RUN_ACTIVE, id)) {
                return false;
            }
        }
        next[..RUNS] == starts[1..]
    }

    /// The runs are slices that cover `order`: `starts` begins at 0, never decreases and
    /// ends at `order.len()`. (Any index `of` builds; one that is not may be named, for a
    /// message, only by its entries.)
    pub(crate) fn runs_cover_entries(&self) -> bool {
        let starts = &self.starts;
        starts[0] == 0 && starts[RUNS] as usize == self.order.len() && starts.windows(2).all(|w| w[0] <= w[1])
    }

    /// The cards where abilities work, in card order.
    pub(crate) fn active(&self) -> &[CardId] {
        self.run(RUN_ACTIVE, RUN_ACTIVE)
    }

    /// The cards of the places `first..=last`, in card order within each place.
    fn run(&self, first: usize, last: usize) -> &[CardId] {
        &self.order[self.starts[first] as usize..self.starts[last + 1] as usize]
    }

    /// The cards in `zone`, in card order. A player the table does not seat has no zones
    /// (a state with a card in one fails validation and is never played).
    pub(crate) fn cards_in(&self, zone: Zone) -> &[CardId] {
        match zone_slot(zone) {
            SLOT_UNSEATED => &[],
            slot => self.run(slot, slot),
        }
    }

    /// The cards in either of a player's Expeditions (their Expedition zone, CR 3.1.4), those
    /// of the Hero Expedition first.
    pub(crate) fn in_expeditions(&self, p: PlayerId) -> &[CardId] {
        match zone_slot(Zone::Expedition(p, Side::Hero)) {
            SLOT_UNSEATED => &[],
            hero => self.run(hero, hero + 1),
        }
    }

    /// Card `id` goes from `from` to `to`.
    fn moved(&mut self, id: CardId, from: Zone, to: Zone) {
        match (from.abilities_work(), to.abilities_work()) {
            (true, false) => self.leave(RUN_ACTIVE, id),
            (false, true) => self.enter(RUN_ACTIVE, id),
            _ => {}
        }
        let (a, b) = (zone_slot(from), zone_slot(to));
        if a != b {
            self.leave(a, id);
            self.enter(b, id);
        }
    }

    /// Card `id` leaves run `run` (if it is there).
    fn leave(&mut self, run: usize, id: CardId) {
        let lo = self.starts[run] as usize;
        if let Ok(i) = self.run(run, run).binary_search(&id) {
            self.order.remove(lo + i);
            for s in &mut self.starts[run + 1..] {
                *s -= 1;
            }
        }
    }

    /// Card `id` joins run `run`, in card order.
    fn enter(&mut self, run: usize, id: CardId) {
        let lo = self.starts[run] as usize;
        let j = self.run(run, run).binary_search(&id).unwrap_or_else(|j| j);
        self.order.insert(lo + j, id);
        for s in &mut self.starts[run + 1..] {
            *s += 1;
        }
    }

    /// A new card, `id` larger than every other, comes into `zone`.
    pub(crate) fn pushed(&mut self, id: CardId, zone: Zone) {
        let mut append = |run: usize| {
            self.order.insert(self.starts[run + 1] as usize, id);
            for s in &mut self.starts[run + 1..] {
                *s += 1;
            }
        };
        append(zone_slot(zone));
        if zone.abilities_work() {
            append(RUN_ACTIVE);
        }
    }
}

/// The cards of several zones in card order, as the zone index holds them (each zone's
/// cards in card order): a merge of those runs, so that a question about a few zones meets
/// their cards in the order a walk over every card would.
pub(crate) struct InZones<'a> {
    runs: [&'a [CardId]; MERGED_ZONES],
}

/// The most zones [`GameState::in_zones`] merges: every Expedition and Landmark zone of a
/// four-player table.
const MERGED_ZONES: usize = 3 * INDEXED_PLAYERS;

impl Iterator for InZones<'_> {
    type Item = CardId;

    fn next(&mut self) -> Option<CardId> {
        let run = self.runs.iter_mut().filter(|r| !r.is_empty()).min_by_key(|r| r[0])?;
        let (&first, rest) = run.split_first()?;
        *run = rest;
        Some(first)
    }
}

/// The whole game state.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{PlayerId, Zone};
/// let state = game.state();
/// assert_eq!(state.player_count(), 2);
/// // The Setup: each player drew six cards and has a Deck left (CR 4.1).
/// assert_eq!(state.count(Zone::Hand(PlayerId(0))), 6);
/// assert!(state.count(Zone::Deck(PlayerId(0))) > 0);
/// ```
#[derive(Debug, Clone, Serialize, Deserialize)]
// Saved exactly as its fields: the derived answers are not part of the saved game.
#[serde(transparent)]
pub struct GameState {
    /// What the game is: every field of the state.
    fields: StateFields,
    /// Answers derived from `fields`, kept until the state next changes.
    #[serde(skip)]
    pub(crate) derived: Derived,
    /// What a step needs only while it runs: not the game's state, not saved.
    #[serde(skip)]
    pub(crate) scratch: Scratch,
}

/// What an atomic action or an effect needs only while it runs (CR 6.2.e, 6.2.k): empty
/// between two steps, never saved, and read by no derived answer, so it changes without
/// going through [`GameState`]'s `DerefMut` (the kept answers stay true).
#[derive(Debug, Clone, Default)]
pub(crate) struct Scratch {
    /// The Emblem of the effect running, while it runs (for its delayed parts).
    pub(crate) resolving: Option<Emblem>,
    /// The alternatives (`If you don't, …`) of optional modifiers not applied to the step
    /// happening, by the object whose ability it is and its controller: steps added right
    /// after it (CR 6.2.e).
    pub(crate) added_steps: Vec<(CardId, PlayerId)>,
    /// The sources whose modifier is being applied (CR 6.2.k: one applies once to an atomic
    /// action, so not again to what it makes happen): at most every card once.
    pub(crate) modifying: Vec<CardId>,
    /// An empty list of events with room, kept between two matches of triggers (CR 6.3) so
    /// that the events of the next batch are noted without allocating.
    pub(crate) events: Vec<altered_interpreter::Happening<Obj, PlayerId>>,
    /// The objects that may react to a batch of events, emptied after each match, kept
    /// for its room (`fire_triggers`).
    pub(crate) reactors: Vec<Reactor>,
    /// An empty list of cards with room, for a step that lists cards before acting on
    /// them (the Mana Orbs a payment exhausts).
    pub(crate) cards: Vec<CardId>,
    /// The frame of the last effect done resolving, no effect's any more: the next effect
    /// to start restarts it (`Frame::restart`) and keeps the room of its lists.
    pub(crate) frame: SpareFrame,
}

/// A frame kept only for its room ([`Scratch::frame`]): a clone of the state starts without
/// one, so cloning copies nothing for it.
#[derive(Debug, Default)]
pub(crate) struct SpareFrame(Option<altered_interpreter::Frame<Obj>>);

impl SpareFrame {
    /// Keeps `frame`, that of an effect done resolving.
    pub(crate) fn keep(&mut self, frame: altered_interpreter::Frame<Obj>) {
        self.0 = Some(frame);
    }

    /// The kept frame, if any, leaving none: taken before the program it will run is
    /// looked up (a borrow of the state).
    pub(crate) fn take(&mut self) -> SpareFrame {
        SpareFrame(self.0.take())
    }

    /// A frame at the start of `program`: the kept one restarted, or a new one.
    pub(crate) fn start(self, program: &altered_interpreter::Program) -> altered_interpreter::Frame<Obj> {
        match self.0 {
            Some(mut frame) => {
                frame.restart(program);
                frame
            }
            None => altered_interpreter::Frame::new(program),
        }
    }
}

impl Clone for SpareFrame {
    fn clone(&self) -> SpareFrame {
        SpareFrame(None)
    }
}

/// An object that may react to a batch of events (CR 6.3): where it is (or was, for one
/// that left, CR 6.3.k) and whether it existed before the events being matched.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reactor {
    pub(crate) obj: Obj,
    pub(crate) place: altered_interpreter::Place<PlayerId>,
    pub(crate) exhausted: bool,
    pub(crate) existed_before: bool,
    /// The object `obj` became in a visible zone by the event that triggered (CR 2.1.f).
    pub(crate) moved_to: Option<Obj>,
}

/// Answers worked out from the state and kept until it changes: every change of the state
/// goes through [`GameState`]'s `DerefMut`, the one place that forgets them, so a cached
/// answer is always the one the state would give now.
#[derive(Debug, Clone, Default)]
pub(crate) struct Derived {
    /// The altering passive abilities applied (CR 2.3.3), shared by clones of the state:
    /// see `GameState::applied`.
    pub(crate) applied: std::sync::OnceLock<AppliedNow>,
}

impl Derived {
    /// Forgets every answer: the state is about to change. Cheap when nothing is kept (a
    /// run of changes with no question between them).
    fn forget(&mut self) {
        if self.applied.get().is_some() {
            self.applied = std::sync::OnceLock::new();
        }
    }
}

impl std::ops::Deref for GameState {
    type Target = StateFields;

    fn deref(&self) -> &StateFields {
        &self.fields
    }
}

impl std::ops::DerefMut for GameState {
    /// Every change of the game state passes here: what was derived from the state is
    /// forgotten.
    fn deref_mut(&mut self) -> &mut StateFields {
        self.derived.forget();
        &mut self.fields
    }
}

/// A part of the state that clones share until one of them changes it: reading it reads
/// the shared value; changing it (its `DerefMut`) first copies it if another clone still
/// shares it (`Arc::make_mut`), and costs nothing more when none does (a game that is not
/// cloned). For the lists that change less often than a state is cloned (the players with
/// their Decks, the Adventure, an Afternoon's plays), so that a clone copies none of them.
/// Saved as the value itself: the saved format is the same as without it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub(crate) struct Shared<T>(Arc<T>);

impl<T> Shared<T> {
    pub(crate) fn new(value: T) -> Self {
        Shared(Arc::new(value))
    }
}

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> std::ops::DerefMut for Shared<T> {
    fn deref_mut(&mut self) -> &mut T {
        Arc::make_mut(&mut self.0)
    }
}

/// The fields of the game state, reached through [`GameState`] (its `Deref`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StateFields {
    /// Card definitions used by this game, by reference; resolved against a pool on load.
    /// Each an `Arc<str>` (saved as a string): a token's new definition copies the list,
    /// and copies no name.
    pub(crate) def_refs: Arc<[Arc<str>]>,
    #[serde(skip)]
    pub(crate) defs: Arc<[Arc<CardDef>]>,
    pub(crate) cards: Vec<CardState>,
    /// Shared by clones until one changes them.
    pub(crate) players: Shared<Vec<PlayerState>>,
    /// Named counters (CR 2.5), shared by clones until one changes them (`Arc::make_mut`):
    /// few change in a game, and a clone copies none of their names.
    pub(crate) counters: Arc<Vec<Counter>>,
    /// Shared by clones until one changes it.
    pub(crate) adventure: Shared<Adventure>,
    pub(crate) day: u32,
    pub(crate) phase: Phase,
    pub(crate) first_player: PlayerId,
    pub(crate) step: Step,
    pub(crate) next_obj: u32,
    pub(crate) max_days: u32,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) rng: GameRng,
    /// The game mode (who faces whom, how the game is won). Left out of a duel's saved
    /// state, so a duel saves, loads and hashes as before modes existed.
    #[serde(default, skip_serializing_if = "crate::table::Mode::is_duel")]
    pub(crate) mode: crate::table::Mode,
    /// The players of the tiebreaker days when not everyone plays them (Free for All: only
    /// those who advanced the furthest); empty when every player does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) contenders: Vec<PlayerId>,
    /// Emblem-Reactions in Limbo, in creation order (CR 2.2.2.m).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) limbo: Vec<Emblem>,
    /// The effect being resolved, if it waits for a decision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) running: Option<Running>,
    /// Effects waiting for the Spell one of them played to resolve (CR 5.2.b: its steps
    /// are steps of that effect), innermost last; `running` goes on with the last once
    /// the Spell is done.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) suspended: Vec<Running>,
    /// The cards each player played this Afternoon, in order (`The first Character you
    /// play each Afternoon …`). Shared by clones until one changes them.
    #[serde(default, skip_serializing_if = "shared_is_empty")]
    pub(crate) afternoon_plays: Shared<Vec<(PlayerId, CardId)>>,
    /// What happened this turn, for the conditions that read it (`you played another card
    /// this turn`, CR 2.2.15.a).
    #[serde(default, skip_serializing_if = "TurnRecord::is_empty")]
    pub(crate) this_turn: TurnRecord,
    /// A player whose turn ends once no Reaction is left in Limbo: after the card they
    /// played or their passing and the resulting Reactions (CR 4.2.3.e), or After You (CR
    /// 7.3.2.a).
    #[serde(default, alias = "after_you", skip_serializing_if = "Option::is_none")]
    pub(crate) turn_ends: Option<PlayerId>,
    /// Lasting changes to the rules, with their controllers (CR 2.2.15).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) rules: Vec<(PlayerId, altered_interpreter::RuleChange)>,
    /// Lasting changes to the rules for one Expedition (`Target Expedition can't move
    /// forward this Day`), with their controllers and the Expedition (CR 2.2.15).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) expedition_rules: Vec<(PlayerId, (PlayerId, Side), altered_interpreter::RuleChange)>,
    /// Lasting effects waiting for a player's next card (CR 2.2.15).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) ongoing: Vec<Ongoing>,
    /// Keyword abilities effects gave objects or took from them (CR 7.4, 2.2.15).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) keyword_changes: Vec<KeywordChange>,
    /// Restrictions effects put on objects (CR 1.4.1.a, 2.2.15).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) object_rules: Vec<ObjectRule>,
    /// Activations this day per (object, ability), for CR 1.4.6.c.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) activations: Vec<(ObjectId, u16, u8)>,
    /// Reactions activated this day by all objects together, for the step budget.
    #[serde(default)]
    pub(crate) reactions_today: u32,
    /// What happened since triggers were last matched (CR 6.3), see `triggers.rs`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) happened: Vec<altered_interpreter::Happening<Obj, PlayerId>>,
    /// The statuses of objects that left a zone since triggers were last matched, as they
    /// were (CR 6.3.k), for the triggers' conditions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) left_statuses: Vec<(Obj, Statuses)>,
    /// The next object id when the first of `happened` was recorded: objects above it are
    /// new since (CR 6.3.f).
    #[serde(default)]
    pub(crate) trigger_mark: u32,
    /// The Characters Gigantic by a passive ability, as last seen (CR 7.4.4.o–p); `None` in
    /// a game where no passive grants Gigantic. See `triggers.rs`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) granted_gigantic: Option<GrantedGigantic>,
    /// The controller of the effect running, who does its actions (CR 1.4.7.c).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) actor: Option<PlayerId>,
    /// Delayed parts of reactions waiting for their moment (`Sabotage after Rest`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) delayed: Vec<(altered_interpreter::Moment, Emblem)>,
    /// Whether the optional replacing modifier of each object is applied to the step about
    /// to happen (CR 6.2.d), as answered: during an effect's step, or before Rest.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) modifier_answers: Vec<(Obj, bool)>,
    /// The objects whose modifier the player deciding chose to apply first, of several
    /// that apply to the step about to happen (CR 6.2.h): before Progress.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) modifier_first: Vec<Obj>,
    /// The cards of a Deck shown while they stay there (CR 3.1.3.f): revealed (`None`, seen
    /// by every player) or looked at by one player. A card leaves the list as it leaves its
    /// Deck or the Deck is shuffled; each card is in it at most once per viewer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) shown: Vec<(CardId, Option<PlayerId>)>,
    /// The effects of replacing modifiers applied (`Change::Effect`, CR 6.2.b), waiting to
    /// resolve right after the step they replaced something in, before the effect running
    /// goes on. Bounded: see `GameState::queue_replacement`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) replacing: Vec<Emblem>,
    /// The Terrain Markers on regions (CR 3.2.1.d), in the order placed: by timestamp.
    /// Left out of the saved state when there is none, so a game without markers saves,
    /// loads and hashes as it did before markers existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) terrain_markers: Vec<TerrainMarker>,
    /// The cards of each zone and the cards where abilities work (see [`ZoneIndex`]):
    /// derived from `cards` and kept with it by [`GameState::set_zone`] and
    /// [`GameState::push_card`], so that the queries about one zone and about the passive
    /// abilities in play do not walk every card of the game. Not saved (the saved game and
    /// its hash are the same with or without it): rebuilt on load.
    #[serde(skip)]
    pub(crate) zones: ZoneIndex,
    /// The cards whose definition has a written trigger (CR 6.3.b) or an `At <phase>` one
    /// (CR 4.2.b), by card id: the only cards whose reactions matching a batch of events
    /// (`fire_triggers`) or the beginning of a phase (`activate_phase`) looks at.
    /// Derived from `cards` (a card keeps its definition for the whole game), added to by
    /// [`GameState::push_card`], shared by clones; not saved, rebuilt on load.
    #[serde(skip)]
    pub(crate) listeners: Arc<[CardId]>,
    /// The cards whose definition has a passive ability that grants Gigantic (CR 7.4.4.o),
    /// by card id: the only cards `note_presence` looks at to know whether a grant may be
    /// in play after a batch of events. Kept like `listeners`: added to by
    /// [`GameState::push_card`], shared by clones, not saved, rebuilt on load.
    #[serde(skip)]
    pub(crate) granters: Arc<[CardId]>,
    /// The cards of `listeners` by the kinds of event and the phases they listen to (see
    /// [`Hearing`]): matching a batch of events visits only the cards that can match one of
    /// its kinds. Kept like `listeners`: added to by [`GameState::push_card`], shared by
    /// clones, not saved, rebuilt on load, checked by `check_invariants`.
    #[serde(skip)]
    pub(crate) hearing: Arc<Hearing>,
}

fn shared_is_empty<T>(list: &Shared<Vec<T>>) -> bool {
    list.is_empty()
}

impl GameState {
    /// A state at the start of `phase`/`step` with nothing yet in motion: no Emblem in
    /// Limbo, no effect running, no lasting effect, nothing happened. The game builder and
    /// the test scenarios both start from here.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn fresh(
        defs: Arc<[Arc<CardDef>]>,
        def_refs: Arc<[Arc<str>]>,
        cards: Vec<CardState>,
        players: Vec<PlayerState>,
        adventure: Adventure,
        (day, phase, step): (u32, Phase, Step),
        next_obj: u32,
        max_days: u32,
        rng: GameRng,
    ) -> Self {
        let mut state = GameState {
            derived: Derived::default(),
            scratch: Scratch::default(),
            fields: StateFields {
                def_refs,
                defs,
                cards,
                players: Shared::new(players),
                counters: Arc::default(),
                adventure: Shared::new(adventure),
                day,
                phase,
                first_player: PlayerId(0),
                step,
                next_obj,
                max_days,
                outcome: None,
                rng,
                mode: crate::table::Mode::Duel,
                contenders: Vec::new(),
                limbo: Vec::new(),
                running: None,
                suspended: Vec::new(),
                activations: Vec::new(),
                ongoing: Vec::new(),
                keyword_changes: Vec::new(),
                object_rules: Vec::new(),
                rules: Vec::new(),
                expedition_rules: Vec::new(),
                turn_ends: None,
                afternoon_plays: Shared::default(),
                this_turn: TurnRecord::default(),
                reactions_today: 0,
                happened: Vec::new(),
                left_statuses: Vec::new(),
                trigger_mark: 0,
                granted_gigantic: None,
                actor: None,
                delayed: Vec::new(),
                modifier_answers: Vec::new(),
                modifier_first: Vec::new(),
                replacing: Vec::new(),
                shown: Vec::new(),
                terrain_markers: Vec::new(),
                zones: ZoneIndex::default(),
                listeners: Arc::from([]),
                granters: Arc::from([]),
                hearing: Arc::default(),
            },
        };
        state.reindex();
        state
    }

    /// Works out the zone index and the listeners from the cards: after a load, or a state
    /// built by hand.
    pub(crate) fn reindex(&mut self) {
        self.zones = ZoneIndex::of(&self.cards);
        self.listeners = self.listeners_from_cards().into();
        self.granters = self.granters_from_cards().into();
        self.hearing = Arc::new(self.hearing_from_cards());
    }

    /// What [`GameState::hearing`] must be, read from the cards themselves.
    pub(crate) fn hearing_from_cards(&self) -> Hearing {
        let mut hearing = Hearing::with_room(self.cards.len());
        for (id, _) in self.cards() {
            hearing.add(id, self.def(id).traits());
        }
        hearing
    }

    /// What [`GameState::granters`] must be: the cards whose definition grants Gigantic,
    /// read from the cards themselves.
    pub(crate) fn granters_from_cards(&self) -> Vec<CardId> {
        self.cards()
            .filter(|&(id, _)| self.def(id).traits().grants_gigantic)
            .map(|(id, _)| id)
            .collect()
    }

    /// What [`GameState::listeners`] must be: the cards whose definition has a written
    /// or a phase trigger, read from the cards themselves.
    pub(crate) fn listeners_from_cards(&self) -> Vec<CardId> {
        self.cards()
            .filter(|&(id, _)| self.def(id).traits().reacts())
            .map(|(id, _)| id)
            .collect()
    }

    /// Moves a card's entry to `zone`, keeping [`GameState::zones`] in step: every change
    /// of a card's zone goes through here.
    pub(crate) fn set_zone(&mut self, id: CardId, zone: Zone) {
        let card = &mut self.cards[id.index()];
        let from = card.zone;
        card.zone = zone;
        self.zones.moved(id, from, zone);
    }

    /// Adds a card (a token created, CR 7.3.5) and returns its id.
    pub(crate) fn push_card(&mut self, card: CardState) -> CardId {
        let id = CardId(self.cards.len() as u16);
        self.cards.push(card);
        self.zones.pushed(id, card.zone);
        if self.def(id).traits().reacts() {
            // The largest id too; a new list, as the old one may be shared with a clone.
            self.listeners = self.listeners.iter().copied().chain([id]).collect();
            let traits = self.def(id).traits();
            Arc::make_mut(&mut self.hearing).add(id, traits);
        }
        if self.def(id).traits().grants_gigantic {
            self.granters = self.granters.iter().copied().chain([id]).collect();
        }
        id
    }

    /// The cards where abilities work, in card order (see [`Zone::abilities_work`]).
    pub(crate) fn active_cards(&self) -> impl Iterator<Item = (CardId, &CardState)> + '_ {
        self.zones.active().iter().map(|&id| (id, &self.cards[id.index()]))
    }

    /// The definition of a card.
    pub fn def(&self, card: CardId) -> &CardDef {
        &self.defs[usize::from(self.cards[card.index()].def)]
    }

    /// A card's state.
    pub fn card(&self, card: CardId) -> &CardState {
        &self.cards[card.index()]
    }

    /// Every card with its id.
    pub fn cards(&self) -> impl Iterator<Item = (CardId, &CardState)> {
        self.cards.iter().enumerate().map(|(i, c)| (CardId(i as u16), c))
    }

    /// Cards in a zone, in card order (the Deck: use [`PlayerState::deck`] for its order).
    pub fn in_zone(&self, zone: Zone) -> impl Iterator<Item = CardId> + '_ {
        self.zones.cards_in(zone).iter().copied()
    }

    /// The cards in a zone with their states, in card order.
    pub(crate) fn in_zone_with(&self, zone: Zone) -> impl Iterator<Item = (CardId, &CardState)> + '_ {
        self.zones
            .cards_in(zone)
            .iter()
            .map(|&id| (id, &self.cards[id.index()]))
    }

    /// The cards in any of `zones` (at most [`MERGED_ZONES`], the others are left out), in
    /// card order: the order of a walk over every card that keeps those in the zones.
    pub(crate) fn in_zones(&self, zones: impl IntoIterator<Item = Zone>) -> InZones<'_> {
        let mut runs: [&[CardId]; MERGED_ZONES] = [&[]; MERGED_ZONES];
        for (i, zone) in zones.into_iter().enumerate() {
            debug_assert!(i < MERGED_ZONES, "more zones than `in_zones` merges");
            if let Some(run) = runs.get_mut(i) {
                *run = self.zones.cards_in(zone);
            }
        }
        debug_assert!(runs.iter().all(|r| r.is_sorted()));
        InZones { runs }
    }

    /// The Expeditions of every player (CR 3.1.4), hero side first.
    pub(crate) fn every_expedition(&self) -> impl Iterator<Item = Zone> + '_ {
        (0..self.players.len()).flat_map(|p| Side::BOTH.map(|side| Zone::Expedition(PlayerId(p as u8), side)))
    }

    /// How many cards are in a zone.
    pub fn count(&self, zone: Zone) -> usize {
        self.zones.cards_in(zone).len()
    }

    /// The players.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }

    /// A player.
    pub fn player(&self, p: PlayerId) -> &PlayerState {
        &self.players[p.index()]
    }

    /// The Adventure.
    pub fn adventure(&self) -> &Adventure {
        &self.adventure
    }

    /// The current day (1 is the first).
    pub fn day(&self) -> u32 {
        self.day
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The first player of the day (CR 4.2.1.b).
    pub fn first_player(&self) -> PlayerId {
        self.first_player
    }

    /// Where the flow stands.
    pub fn step(&self) -> &Step {
        &self.step
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The named counters of every object.
    pub fn counters(&self) -> &[Counter] {
        &self.counters
    }

    /// The Terrain Markers on regions (CR 3.2.1.d), oldest first.
    pub fn terrain_markers(&self) -> &[TerrainMarker] {
        &self.terrain_markers
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Players from the first player, then the others in turn order: the initiative order
    /// outside the Afternoon (CR 1.4.5.a). During the Afternoon the player taking their turn
    /// has the initiative instead; the interpreter's `Query::initiative` answers that.
    pub fn initiative(&self) -> impl Iterator<Item = PlayerId> + '_ {
        let n = self.players.len();
        (0..n).map(move |k| PlayerId(((self.first_player.index() + k) % n) as u8))
    }

    /// The `k`-th player in initiative order.
    pub(crate) fn nth_initiative(&self, k: usize) -> PlayerId {
        PlayerId(((self.first_player.index() + k) % self.players.len()) as u8)
    }

    /// The Expedition facing another (CR 1.2.3.c), as the mode seats the players (see
    /// [`crate::Mode::facing`]).
    pub fn facing(&self, p: PlayerId, side: Side) -> (PlayerId, Side) {
        self.mode.facing(p, side)
    }

    /// The region of the Adventure an Expedition is on (CR 1.3.1.b): its marker's place on
    /// its player's path, as the mode lays the table out ([`crate::Mode::region`]); the
    /// Arena during tiebreakers (CR 4.3.a).
    pub fn region_of(&self, p: PlayerId, side: Side) -> usize {
        if self.adventure.is_arena() {
            return 0;
        }
        self.mode.region(p, self.player(p).markers[side.index()])
    }

    /// The game mode.
    pub fn mode(&self) -> crate::table::Mode {
        self.mode
    }

    /// Whether a player plays the current tiebreaker day (all do, but in Free for All only
    /// those who advanced the furthest).
    pub fn contends(&self, p: PlayerId) -> bool {
        self.contenders.is_empty() || self.contenders.contains(&p)
    }

    /// The Hero in a player's Hero zone.
    pub fn hero(&self, p: PlayerId) -> Option<CardId> {
        self.in_zone(Zone::HeroZone(p)).next()
    }

    /// Reserve and landmark limits: the Hero's, or 2 and 2 without one (CR 3.2.7.b, 3.2.10.b).
    /// The Reserve limit is changed by passive abilities (`Your Reserve limit is increased
    /// by 1`), never below zero.
    pub fn limits(&self, p: PlayerId) -> (usize, usize) {
        let (r, l) = match self.hero(p).and_then(|h| self.def(h).limits) {
            Some((r, l)) => (usize::from(r), usize::from(l)),
            None => (2, 2),
        };
        let change = self.reserve_limit_change(p);
        let r = (i64::try_from(r).unwrap_or(i64::MAX) + i64::from(change)).max(0);
        (usize::try_from(r).unwrap_or(usize::MAX), l)
    }

    /// A Character's statistics with its boosts (CR 2.2.11, 2.5.1.b) and what passive
    /// abilities do to them (CR 2.3); zero for others (CR 1.1.6.d).
    pub fn stats(&self, card: CardId) -> [i32; 3] {
        if self.card(card).zone.in_play() {
            self.stats_given(card, &self.applied())
        } else {
            self.stats_given(card, &Applied::default())
        }
    }

    /// An Expedition's statistics for Progress: its Characters' sums, Asleep ones left out
    /// (CR 4.2.4.b, 2.4.4).
    pub fn expedition_stats(&self, p: PlayerId, side: Side) -> [i32; 3] {
        let mut sum = [0; 3];
        let applied = self.applied();
        for &id in self.zones.in_expeditions(p) {
            // CR 7.4.4.e: a Gigantic Character is counted in both Expeditions.
            if !self.present_in_given(id, p, side, &applied) || self.card(id).status.asleep {
                continue;
            }
            let s = self.stats_given(id, &applied);
            for t in 0..3 {
                sum[t] += s[t];
            }
        }
        sum
    }

    /// Ready Mana Orbs of a player.
    pub fn ready_orbs(&self, p: PlayerId) -> usize {
        self.in_zone_with(Zone::Mana(p))
            .filter(|(_, c)| !c.status.exhausted)
            .count()
    }

    /// The sum of a player's Expeditions' distances from their starting regions (CR 4.2.5.d).
    pub fn distance(&self, p: PlayerId) -> u8 {
        let pl = self.player(p);
        pl.distance(Side::Hero) + pl.distance(Side::Companion)
    }

    /// The definitions this game uses.
    pub fn defs(&self) -> &[Arc<CardDef>] {
        &self.defs
    }

    /// The day limit after which the game stops without a winner.
    pub fn max_days(&self) -> u32 {
        self.max_days
    }

    /// The Emblem-Reactions waiting in Limbo (CR 2.2.2.m).
    pub fn limbo_reactions(&self) -> &[Emblem] {
        &self.limbo
    }

    /// The effect being resolved while a decision about it is pending.
    pub fn running(&self) -> Option<&Running> {
        self.running.as_ref()
    }

    /// A card's named counter.
    pub fn counter(&self, card: CardId, name: &str) -> u32 {
        self.counters
            .iter()
            .find(|k| k.card == card && k.name == name)
            .map_or(0, |k| k.count)
    }
}

// The terms the interpreter reads an object and a place by, and what exists now: the
// first queries, below every other (issue 16: the layers go one way).

/// An Expedition in the interpreter's terms.
pub(crate) fn side_in(s: Side) -> altered_interpreter::Side {
    match s {
        Side::Hero => altered_interpreter::Side::Hero,
        Side::Companion => altered_interpreter::Side::Companion,
    }
}

/// An Expedition in the engine's terms.
pub(crate) fn side_out(s: altered_interpreter::Side) -> Side {
    match s {
        altered_interpreter::Side::Hero => Side::Hero,
        altered_interpreter::Side::Companion => Side::Companion,
    }
}

/// Where a card in `zone` is, for the interpreter (`None`: it no longer exists).
pub(crate) fn zone_place(zone: Zone) -> Option<altered_interpreter::Place<PlayerId>> {
    Some(match zone {
        Zone::Deck(p) => altered_interpreter::Place::Deck(p),
        Zone::Hand(p) => altered_interpreter::Place::Hand(p),
        Zone::Discard(p) => altered_interpreter::Place::Discard(p),
        Zone::Reserve(p) => altered_interpreter::Place::Reserve(p),
        Zone::Landmarks(p) => altered_interpreter::Place::Landmarks(p),
        Zone::Mana(p) => altered_interpreter::Place::Mana(p),
        Zone::HeroZone(p) => altered_interpreter::Place::HeroZone(p),
        Zone::Expedition(p, s) => altered_interpreter::Place::Expedition(p, side_in(s)),
        Zone::Limbo => altered_interpreter::Place::Limbo,
        Zone::Gone => return None,
    })
}

/// The card of an object that still exists (CR 6.3.k: one that moved can't be changed).
pub(crate) fn alive(st: &GameState, o: Obj) -> Option<CardState> {
    let c = *st.cards.get(o.card.index())?;
    (c.obj == o.obj && c.obj != ObjectId::NONE && c.zone.is_visible()).then_some(c)
}

/// The card a handle of a hidden zone names (`Query::hidden`: the card with no object,
/// CR 2.1.j), while it is still in a Hand or a Deck.
pub(crate) fn hidden_card(st: &GameState, o: Obj) -> Option<CardState> {
    let c = *st.cards.get(o.card.index())?;
    (o.obj == ObjectId::NONE && c.obj == ObjectId::NONE && matches!(c.zone, Zone::Hand(_) | Zone::Deck(_))).then_some(c)
}

/// The controller of an object: in play, whoever's zone or Expedition it is in; otherwise
/// its owner.
pub(crate) fn controller_of(c: &CardState) -> PlayerId {
    match c.zone {
        Zone::Expedition(p, _) | Zone::Landmarks(p) => p,
        _ => c.owner,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A card of no particular definition in `zone`.
    fn card_in(zone: Zone) -> CardState {
        CardState {
            def: 0,
            owner: PlayerId(0),
            zone,
            obj: ObjectId::NONE,
            status: Statuses::default(),
            boosts: 0,
            token: false,
        }
    }

    /// Every zone of a four-player table (CR 3.1), Limbo and the tokens that ceased to exist.
    fn every_zone() -> Vec<Zone> {
        let mut zones = vec![Zone::Limbo, Zone::Gone];
        for p in 0..4 {
            let p = PlayerId(p);
            zones.extend([
                Zone::Deck(p),
                Zone::Hand(p),
                Zone::Discard(p),
                Zone::Reserve(p),
                Zone::Landmarks(p),
                Zone::Mana(p),
                Zone::HeroZone(p),
                Zone::Expedition(p, Side::Hero),
                Zone::Expedition(p, Side::Companion),
            ]);
        }
        zones
    }

    /// CR 1.2.3: every card is in one zone. The zone index kept move by move (and card by
    /// card as tokens are created, CR 7.3.5) is the index worked out from the cards' zones,
    /// and each zone's run is that zone's cards in card order, as a walk over every card finds
    /// them; a merge of runs is the walk over the cards of those zones.
    #[test]
    fn zone_index_kept_by_moves_is_the_cards_own() {
        let zones = every_zone();
        let mut cards: Vec<CardState> = (0..60).map(|i| card_in(zones[i % zones.len()])).collect();
        let mut index = ZoneIndex::of(&cards);
        let mut seed = 7u64;
        let mut next = |n: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize % n
        };
        for step in 0..2000 {
            if step % 50 == 0 {
                let id = CardId(cards.len() as u16);
                let zone = zones[next(zones.len())];
                cards.push(card_in(zone));
                index.pushed(id, zone);
            } else {
                let id = next(cards.len());
                let (from, to) = (cards[id].zone, zones[next(zones.len())]);
                cards[id].zone = to;
                index.moved(CardId(id as u16), from, to);
            }
            assert_eq!(index, ZoneIndex::of(&cards), "after step {step}");
            assert!(index.agrees_with(&cards), "after step {step}");
        }
        // CR 2.3.1.h: the active run is the cards where abilities work, in card order.
        let working: Vec<CardId> = (0..cards.len())
            .filter(|&i| cards[i].zone.abilities_work())
            .map(|i| CardId(i as u16))
            .collect();
        assert!(!working.is_empty());
        assert_eq!(index.active(), working.as_slice());
        for &zone in &zones {
            let walked: Vec<CardId> = (0..cards.len())
                .filter(|&i| cards[i].zone == zone)
                .map(|i| CardId(i as u16))
                .collect();
            assert_eq!(index.cards_in(zone), walked.as_slice(), "{zone:?}");
        }
        let p = PlayerId(2);
        let both: Vec<CardId> = [Side::Hero, Side::Companion]
            .iter()
            .flat_map(|&side| index.cards_in(Zone::Expedition(p, side)).iter().copied())
            .collect();
        assert_eq!(index.in_expeditions(p), both.as_slice());
        let merged = InZones {
            runs: std::array::from_fn(|i| index.cards_in(zones[i])),
        };
        let walked: Vec<CardId> = (0..cards.len())
            .filter(|&i| zones[..MERGED_ZONES].contains(&cards[i].zone))
            .map(|i| CardId(i as u16))
            .collect();
        assert_eq!(merged.collect::<Vec<_>>(), walked);
    }

    /// A player the table does not seat has no zones: the index answers with no card rather
    /// than failing (a state with such a zone fails validation, CR 1.2.3).
    #[test]
    fn zone_index_of_an_unseated_player_is_empty() {
        let cards = vec![card_in(Zone::Hand(PlayerId(9))), card_in(Zone::Hand(PlayerId(0)))];
        let index = ZoneIndex::of(&cards);
        assert!(index.cards_in(Zone::Hand(PlayerId(9))).is_empty());
        assert_eq!(index.cards_in(Zone::Hand(PlayerId(0))), &[CardId(1)]);
    }

    /// Breaks `index` so that its last run, the active one, ends two entries past the end.
    pub(crate) fn end_active_run_past_the_entries(index: &mut ZoneIndex) {
        index.starts[RUNS] = index.order.len() as u32 + 2;
    }

    /// One way to break an index or its cards, from three numbers (see `break_index`).
    pub(crate) type Break = (u8, u16, u16);

    /// Breaks `index` or `cards` one way: two entries swapped, an entry replaced (perhaps by
    /// an id past the cards), one dropped, one added to a run, a run's start set anywhere
    /// (perhaps past the entries) or moved by one, an entry added before every run, a card
    /// moved without its index, an entry added past every run. Any of them may happen to
    /// leave the index right (a swap of equal entries, a card moved to its own zone).
    pub(crate) fn break_index(index: &mut ZoneIndex, cards: &mut [CardState], (kind, a, b): Break) {
        let (a, b) = (usize::from(a), usize::from(b));
        let len = index.order.len();
        let any_id = CardId((b % (cards.len() + 2)) as u16);
        match kind % 9 {
            0 if len > 0 => index.order.swap(a % len, b % len),
            1 if len > 0 => index.order[a % len] = any_id,
            2 if len > 0 => {
                let at = a % len;
                index.order.remove(at);
                for s in index.starts.iter_mut().filter(|s| **s as usize > at) {
                    *s -= 1;
                }
            }
            3 => {
                let run = a % RUNS;
                index.order.insert((index.starts[run + 1] as usize).min(len), any_id);
                for s in &mut index.starts[run + 1..] {
                    *s += 1;
                }
            }
            4 => index.starts[a % (RUNS + 1)] = (b % (len + 3)) as u32,
            5 => {
                let s = &mut index.starts[a % (RUNS + 1)];
                *s = (*s + 1).saturating_sub((b % 3) as u32);
            }
            6 => {
                index.order.insert(0, any_id);
                for s in &mut index.starts {
                    *s += 1;
                }
            }
            7 if !cards.is_empty() => {
                let zones = every_zone();
                cards[a % cards.len()].zone = zones[b % zones.len()];
            }
            _ => index.order.push(any_id),
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 2000,
            ..proptest::prelude::ProptestConfig::default()
        })]

        /// `agrees_with`, which `check_invariants` asks before every decision, answers what
        /// comparing with the index rebuilt from the cards answers: on the cards' own index,
        /// and on indexes or cards broken at random in one to three ways (a player the
        /// table does not seat among the zones). It never panics on a broken index.
        #[test]
        fn zone_index_agrees_with_its_cards_when_it_is_the_rebuilt_one(
            places in proptest::collection::vec(0usize..1000, 0..48),
            breaks in proptest::collection::vec(proptest::prelude::any::<Break>(), 0..4),
        ) {
            let mut zones = every_zone();
            zones.push(Zone::Hand(PlayerId(9)));
            let mut cards: Vec<CardState> =
                places.iter().map(|&z| card_in(zones[z % zones.len()])).collect();
            let mut index = ZoneIndex::of(&cards);
            proptest::prop_assert!(index.agrees_with(&cards));
            for &b in &breaks {
                break_index(&mut index, &mut cards, b);
            }
            proptest::prop_assert_eq!(index.agrees_with(&cards), index == ZoneIndex::of(&cards));
        }
    }

    /// Each way an index can be wrong, on a small table: `agrees_with` says so, as the
    /// comparison with the rebuilt index does.
    #[test]
    fn zone_index_that_differs_does_not_agree() {
        let p = PlayerId(0);
        let cards: Vec<CardState> = [
            Zone::Hand(p),
            Zone::Expedition(p, Side::Hero),
            Zone::Hand(p),
            Zone::Landmarks(p),
            Zone::Deck(p),
        ]
        .into_iter()
        .map(card_in)
        .collect();
        let right = ZoneIndex::of(&cards);
        assert!(right.agrees_with(&cards));
        let hand = zone_slot(Zone::Hand(p));
        /// One way to break an index, named.
        type Breaking<'a> = (&'a str, &'a dyn Fn(&mut ZoneIndex));
        let broken: [Breaking; 9] = [
            ("a Hand out of card order", &|i: &mut ZoneIndex| {
                i.order.swap(i.starts[hand] as usize, i.starts[hand] as usize + 1)
            }),
            ("a card named twice", &|i: &mut ZoneIndex| {
                let first = i.starts[hand] as usize;
                i.order[first + 1] = i.order[first];
            }),
            ("a card in the wrong run", &|i: &mut ZoneIndex| {
                let first = i.starts[hand] as usize;
                i.order[first] = CardId(1);
            }),
            ("a card past the cards", &|i: &mut ZoneIndex| {
                let last = i.order.len() - 1;
                i.order[last] = CardId(40);
            }),
            ("an active card missing", &|i: &mut ZoneIndex| {
                i.order.pop();
                i.starts[RUNS] -= 1;
            }),
            ("a run's start moved", &|i: &mut ZoneIndex| i.starts[hand + 1] += 1),
            ("an entry past the runs", &|i: &mut ZoneIndex| i.order.push(CardId(0))),
            ("an entry before the runs", &|i: &mut ZoneIndex| {
                i.order.insert(0, CardId(0));
                i.starts.iter_mut().for_each(|s| *s += 1);
            }),
            ("a run past the entries", &|i: &mut ZoneIndex| {
                i.starts[hand] = i.order.len() as u32;
                i.starts[hand + 1] = i.order.len() as u32 + 2;
            }),
        ];
        for (what, break_it) in broken {
            let mut index = right.clone();
            break_it(&mut index);
            assert_ne!(index, right, "{what}");
            assert!(!index.agrees_with(&cards), "{what}");
        }
        let mut moved = cards.clone();
        moved[4].zone = Zone::Mana(p);
        assert!(!right.agrees_with(&moved), "a card moved without its index");
    }
}
