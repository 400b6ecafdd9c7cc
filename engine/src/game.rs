//! A game: the state, the pending decision, the log, and the choices made so far.

use crate::decision::{Choice, ChoiceError, Decision, Opt};
use crate::deck::Deck;
use crate::event::{Event, EventLog};
use crate::pool::{CardDef, CardPool};
use crate::rng;
use crate::state::{
    Adventure, CardId, CardState, GameState, ObjectId, Outcome, Phase, PlayerId, PlayerState, Region, RegionCard,
    Statuses, Step, Terrains, Zone, LAST_REGION,
};
use crate::view::PlayerView;
use std::sync::Arc;

/// How many days a game may last before it is stopped without a winner. The rules have no
/// such limit; it keeps a game that nobody can win (both players passing forever) finite.
pub const DEFAULT_MAX_DAYS: u32 = 100;

/// Why a game could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum SetupError {
    /// Only two-player games are supported so far (CR 1.1.2.a).
    #[error("{0} decks given; a game needs exactly 2")]
    #[diagnostic(code(altered::setup::player_count))]
    PlayerCount(usize),
    /// A four-player mode given another number of decks than four (field `decks`).
    #[error("mode `{mode}` needs {needs} decks (field `decks`); {given} given")]
    #[diagnostic(code(altered::setup::mode_decks))]
    ModeDecks {
        /// The mode asked for.
        mode: crate::table::Mode,
        /// How many decks it needs.
        needs: usize,
        /// How many were given.
        given: usize,
    },
    /// More cards than a game can index.
    #[error("too many cards for one game ({0})")]
    #[diagnostic(code(altered::setup::too_many_cards))]
    TooManyCards(usize),
}

/// Why a saved game could not be loaded. Nothing is created.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{Game, LoadError};
/// assert!(matches!(Game::from_json(&pool, "{ not json"), Err(LoadError::Json(_))));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum LoadError {
    /// Not JSON of a saved game.
    #[error("not a saved game: {0}")]
    #[diagnostic(code(altered::load::not_a_saved_game))]
    Json(String),
    /// A card the pool does not have.
    #[error("the saved game uses card `{0}`, which the card pool does not have")]
    #[diagnostic(code(altered::load::unknown_card))]
    UnknownCard(String),
    /// JSON of the right shape whose values break the game's invariants.
    #[error("inconsistent saved game: {0}")]
    #[diagnostic(code(altered::load::inconsistent))]
    Invalid(String),
}

/// Why a replay stopped.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{Choice, Game, PlayerId, ReplayError};
/// let builder = Game::builder().seed(7).deck(setup::deck(&pool, "axiom")).deck(setup::deck(&pool, "bravos"));
/// // The Setup asks for three cards: a one-card choice is not that game's.
/// let wrong = [Choice::one(PlayerId(0), 0)];
/// let err = Game::replay(builder, &wrong).unwrap_err();
/// assert!(matches!(err, ReplayError::Choice { index: 0, .. }), "{err}");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum ReplayError {
    /// The builder does not make a game.
    #[error(transparent)]
    #[diagnostic(transparent)]
    Setup(#[from] SetupError),
    /// A recorded choice was refused: the seed, decks or choices are not those of the game.
    #[error("choice {index}: {error}")]
    #[diagnostic(code(altered::replay::refused_choice))]
    Choice {
        /// Its position in the list.
        index: usize,
        /// Why it was refused.
        error: ChoiceError,
    },
}

/// Options for a new game.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{Game, SetupError};
/// let game = Game::builder()
///     .seed(42)
///     .deck(setup::deck(&pool, "yzmir"))
///     .deck(setup::deck(&pool, "muna"))
///     .max_days(20)
///     .log(true)
///     .build()
///     .unwrap();
/// assert!(game.pending().is_some());
/// assert!(!game.events().is_empty()); // logging is on
/// // A game needs exactly two decks.
/// let one = Game::builder().deck(setup::deck(&pool, "yzmir")).build();
/// assert!(matches!(one, Err(SetupError::PlayerCount(1))));
/// ```
#[derive(Debug, Clone)]
pub struct GameBuilder {
    seed: u64,
    decks: Vec<Deck>,
    max_days: u32,
    log: bool,
    mode: crate::table::Mode,
}

impl GameBuilder {
    /// The seed of all the game's randomness.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// The game mode (the duel by default): with [`crate::Mode::TwoVsTwo`] or
    /// [`crate::Mode::FreeForAll`], four decks, seated clockwise in the order given (in
    /// 2v2, seats 0 and 2 are one team, 1 and 3 the other).
    pub fn mode(mut self, mode: crate::table::Mode) -> Self {
        self.mode = mode;
        self
    }

    /// Adds a player with this deck (seats in the order given).
    pub fn deck(mut self, deck: Deck) -> Self {
        self.decks.push(deck);
        self
    }

    /// The day after which the game stops without a winner (see [`DEFAULT_MAX_DAYS`]).
    pub fn max_days(mut self, days: u32) -> Self {
        self.max_days = days.max(1);
        self
    }

    /// Whether to keep the event log (on by default; off for bulk simulation).
    pub fn log(mut self, on: bool) -> Self {
        self.log = on;
        self
    }

    /// Sets the game up (CR 4.1) and runs it to the first decision.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// use altered_engine::{state_hash, Game};
    /// let build = |seed| {
    ///     Game::builder().seed(seed).deck(setup::deck(&pool, "muna")).deck(setup::deck(&pool, "ordis")).build().unwrap()
    /// };
    /// // The seed decides the shuffles, and so the opening hands.
    /// assert_eq!(state_hash(&build(1)), state_hash(&build(1)));
    /// assert_ne!(state_hash(&build(1)), state_hash(&build(2)));
    /// ```
    pub fn build(self) -> Result<Game, SetupError> {
        let needs = self.mode.players();
        if self.decks.len() != needs {
            if self.mode.is_duel() {
                return Err(SetupError::PlayerCount(self.decks.len()));
            }
            return Err(SetupError::ModeDecks {
                mode: self.mode,
                needs,
                given: self.decks.len(),
            });
        }
        let total: usize = self.decks.iter().map(|d| d.cards.len() + 1).sum();
        if total > usize::from(u16::MAX) {
            return Err(SetupError::TooManyCards(total));
        }
        let mut defs: Vec<Arc<CardDef>> = Vec::new();
        // Room for every card at once: grown from nothing, the map was rehashed about six
        // times a game (1.4 % of a random game's instructions).
        let mut seen: std::collections::HashMap<*const CardDef, u16> = std::collections::HashMap::with_capacity(total);
        let mut def_index = |d: &Arc<CardDef>| -> u16 {
            *seen.entry(Arc::as_ptr(d)).or_insert_with(|| {
                defs.push(d.clone());
                (defs.len() - 1) as u16
            })
        };
        let mut cards = Vec::with_capacity(total);
        let mut players = Vec::new();
        for (pi, deck) in self.decks.iter().enumerate() {
            let p = PlayerId(pi as u8);
            if let Some(h) = &deck.hero {
                cards.push(CardState {
                    def: def_index(h),
                    owner: p,
                    zone: Zone::HeroZone(p), // CR 1.3.1.c, 4.1.e; its object id is set below
                    obj: ObjectId::NONE,
                    status: Statuses::default(),
                    boosts: 0,
                    token: false,
                });
            }
            let mut deck_ids = Vec::with_capacity(deck.cards.len());
            for d in &deck.cards {
                deck_ids.push(CardId(cards.len() as u16));
                cards.push(CardState {
                    def: def_index(d),
                    owner: p,
                    zone: Zone::Deck(p),
                    obj: ObjectId::NONE,
                    status: Statuses::default(),
                    boosts: 0,
                    token: false,
                });
            }
            players.push(PlayerState {
                deck: deck_ids,
                markers: [0, LAST_REGION], // CR 4.1.d
                moved_forward: [false; 2],
                ascended: [false; 2],
                passed: false,
            });
        }
        let def_refs: Arc<[Arc<str>]> = defs.iter().map(|d| Arc::from(d.reference())).collect();
        let blank = Region {
            card: RegionCard::Hero,
            terrains: Terrains::ALL,
            face_up: true,
            obj: ObjectId::NONE,
        };
        let mut state = GameState::fresh(
            defs.into(),
            def_refs,
            cards,
            players,
            Adventure {
                regions: vec![blank; self.mode.regions()],
                len: self.mode.regions() as u8,
            },
            (0, Phase::Setup, Step::SetupMana(0)),
            0,
            self.max_days,
            rng::from_seed(self.seed),
        );
        state.mode = self.mode;
        let mut log = EventLog {
            enabled: self.log,
            events: Vec::new(),
        };
        setup(&mut state, &mut log);
        Ok(Game::start(state, log))
    }
}

/// CR 4.1: the Adventure, markers, Heroes, first player, shuffled Decks, six cards each.
fn setup(st: &mut GameState, log: &mut EventLog) {
    // CR 4.1.b, 4.1.c: Hero region, three Tumult cards in random position and orientation,
    // face down, then the Companion region. Tumult card k has a half of terrain k alone and
    // a half of the other two (CR 1.1.7.f). At four players the table has two of each
    // (`Mode::tumult_places`), and the second central card lies the other way from the
    // first (seeds, 2v2).
    let mode = st.mode;
    let mut order: Vec<u8> = (0..mode.tumult_places().len()).map(|k| (k % 3) as u8).collect();
    rng::shuffle(&mut st.rng, &mut order);
    let mut regions = std::mem::take(&mut st.adventure.regions);
    for &r in mode.hero_regions() {
        regions[usize::from(r)].obj = st.new_obj();
    }
    let mut first_central = None;
    for (place, &card) in mode.tumult_places().iter().zip(&order) {
        // Which half lies first in the place (an outer card: facing the Hero region).
        let first = match (place.central, first_central) {
            // "Place the second card in the opposite direction to the first, so that the
            // two unique region types are on each side."
            (true, Some(f)) => 1 - f,
            _ => rng::below(&mut st.rng, 2) as u8,
        };
        if place.central {
            first_central = Some(first);
        }
        for (h, &r) in place.regions.iter().enumerate() {
            let half = if h == 0 { first } else { 1 - first };
            regions[usize::from(r)] = Region {
                card: RegionCard::Tumult { card, half },
                terrains: tumult_half_terrains(card, half),
                face_up: false,
                obj: st.new_obj(),
            };
        }
    }
    for &r in mode.companion_regions() {
        regions[usize::from(r)] = Region {
            card: RegionCard::Companion,
            terrains: Terrains::ALL,
            face_up: true,
            obj: st.new_obj(),
        };
    }
    st.adventure.regions = regions;
    for i in 0..st.cards.len() {
        if matches!(st.cards[i].zone, Zone::HeroZone(_)) {
            st.cards[i].obj = st.new_obj();
            // CR 2.5.e: `I begin the game with N … counters`, from the moment it is placed.
            let card = CardId(i as u16);
            for (counter, count) in st.def(card).begin_counters() {
                st.set_counter(card, &counter, count, log);
            }
        }
    }
    // CR 4.1.f
    let players = st.players.len();
    st.first_player = PlayerId(rng::below(&mut st.rng, players) as u8);
    log.push(Event::FirstPlayer(st.first_player));
    // CR 4.1.g
    for pi in 0..st.players.len() {
        let mut deck = std::mem::take(&mut st.players[pi].deck);
        rng::shuffle(&mut st.rng, &mut deck);
        st.players[pi].deck = deck;
        log.push(Event::Shuffled(PlayerId(pi as u8)));
    }
    // CR 4.1.h
    for k in 0..st.players.len() {
        let p = st.nth_initiative(k);
        st.draw(p, 6, log);
    }
    st.step = Step::SetupMana(0); // CR 4.1.i
}

/// A game in progress (or over).
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{Choice, Game, PlayerId, Zone};
/// let mut game = Game::builder()
///     .seed(7)
///     .deck(setup::deck(&pool, "axiom"))
///     .deck(setup::deck(&pool, "bravos"))
///     .build()
///     .unwrap();
/// // Answer the first options of every decision for a while.
/// for _ in 0..20 {
///     let Some(decision) = game.pending() else { break };
///     let choice = Choice { player: decision.player, picks: (0..decision.picks).collect() };
///     game.submit(choice).unwrap();
/// }
/// assert_eq!(game.choices().len(), 20);
/// assert!(game.state().day() >= 1);
/// // Each player sees their own Hand; the other's only by its size.
/// let view = game.view(PlayerId(0));
/// assert!(view.zone(Zone::Hand(PlayerId(1))).is_empty());
/// assert_eq!(view.count(Zone::Hand(PlayerId(1))), game.state().count(Zone::Hand(PlayerId(1))));
/// ```
#[derive(Debug, Clone)]
pub struct Game {
    state: GameState,
    pending: Option<Decision>,
    log: EventLog,
    choices: Vec<Choice>,
    /// An empty list with room for the options of the next turn (see `GameState::advance`):
    /// not part of the game, always empty between two calls, so a clone copies nothing.
    options_room: Vec<Opt>,
}

impl Game {
    /// Options for a new game: `Game::builder().seed(7).deck(a).deck(b).build()`.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// use altered_engine::Game;
    /// let game = Game::builder().deck(setup::deck(&pool, "lyra")).deck(setup::deck(&pool, "yzmir")).build().unwrap();
    /// assert_eq!(game.state().player_count(), 2);
    /// ```
    pub fn builder() -> GameBuilder {
        GameBuilder {
            seed: 0,
            decks: Vec::new(),
            max_days: DEFAULT_MAX_DAYS,
            log: true,
            mode: crate::table::Mode::Duel,
        }
    }

    fn start(mut state: GameState, mut log: EventLog) -> Game {
        // Derived data is not saved: worked out again for a loaded or hand-built state.
        state.reindex();
        // Nothing happens once the game is over (CR 1.3.3): a finished game loads as it
        // was saved, its last events' pending triggers never matched.
        if state.outcome.is_some() {
            return Game {
                state,
                pending: None,
                log,
                choices: Vec::new(),
                options_room: Vec::new(),
            };
        }
        // The Characters Gigantic by a passive now, for CR 7.4.4.o–p from here on.
        state.note_presence();
        let mut options_room = Vec::new();
        let pending = state.advance(&mut log, &mut options_room);
        Game {
            state,
            pending,
            log,
            choices: Vec::new(),
            options_room,
        }
    }

    /// A game from a state built directly (see [`crate::Scenario`]), run to its first decision.
    pub fn from_state(state: GameState) -> Game {
        Game::start(
            state,
            EventLog {
                enabled: true,
                events: Vec::new(),
            },
        )
    }

    /// The state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The decision the game waits for; `None` once the game is over.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// let decision = game.pending().unwrap();
    /// assert!(!decision.options.is_empty() && decision.picks <= decision.options.len());
    /// assert!(game.outcome().is_none()); // a pending decision means the game goes on
    /// ```
    pub fn pending(&self) -> Option<&Decision> {
        self.pending.as_ref()
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.state.outcome.as_ref()
    }

    /// Every event so far (empty when logging is off).
    pub fn events(&self) -> &[Event] {
        &self.log.events
    }

    /// Every accepted choice so far: with the seed and decks, they replay the game.
    pub fn choices(&self) -> &[Choice] {
        &self.choices
    }

    /// What `player` may see.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// use altered_engine::{PlayerId, Zone};
    /// let view = game.view(PlayerId(0));
    /// assert_eq!(view.me(), PlayerId(0));
    /// assert_eq!(view.zone(Zone::Hand(PlayerId(0))).len(), view.count(Zone::Hand(PlayerId(0))));
    /// assert!(view.zone(Zone::Hand(PlayerId(1))).is_empty());
    /// ```
    pub fn view(&self, player: PlayerId) -> PlayerView<'_> {
        PlayerView::new(&self.state, player)
    }

    /// Submits a choice for the pending decision. An illegal one is refused with the
    /// reason and changes nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// use altered_engine::{Choice, ChoiceError};
    /// let decision = game.pending().unwrap().clone();
    /// let len = decision.options.len();
    /// // Refused, and nothing changes.
    /// let past_the_end = Choice { player: decision.player, picks: vec![0, 1, len].into() };
    /// assert_eq!(game.submit(past_the_end), Err(ChoiceError::OutOfRange { index: len, len }));
    /// assert_eq!(game.pending(), Some(&decision));
    /// // Accepted: the game runs to its next decision.
    /// game.submit(Choice { player: decision.player, picks: vec![0, 1, 2].into() }).unwrap();
    /// assert_ne!(game.pending(), Some(&decision));
    /// ```
    pub fn submit(&mut self, choice: Choice) -> Result<(), ChoiceError> {
        let decision = self.pending.take().ok_or(ChoiceError::NoDecision)?;
        if let Err(e) = decision.validate(&choice) {
            self.pending = Some(decision);
            return Err(e);
        }
        self.state.apply(&decision, &choice, &mut self.log);
        self.choices.push(choice);
        // The answered decision's options give their room to the next turn's options.
        if decision.options.capacity() > self.options_room.capacity() {
            self.options_room = decision.options;
            self.options_room.clear();
        }
        self.pending = self.state.advance(&mut self.log, &mut self.options_room);
        Ok(())
    }

    /// Replays a game: the same builder (seed and decks) and the same choices give the same game.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// use altered_engine::{play, state_hash, Game, RandomAgent};
    /// play(&mut game, &mut [&mut RandomAgent::new(1), &mut RandomAgent::new(2)], Some(30)).unwrap();
    /// // The same builder and the same choices make the same game.
    /// let builder = Game::builder().seed(7).deck(setup::deck(&pool, "axiom")).deck(setup::deck(&pool, "bravos"));
    /// let replayed = Game::replay(builder, game.choices()).unwrap();
    /// assert_eq!(state_hash(&replayed), state_hash(&game));
    /// ```
    pub fn replay(builder: GameBuilder, choices: &[Choice]) -> Result<Game, ReplayError> {
        let mut game = builder.build()?;
        for (index, c) in choices.iter().enumerate() {
            game.submit(c.clone())
                .map_err(|error| ReplayError::Choice { index, error })?;
        }
        Ok(game)
    }

    /// The state as JSON (cards named by reference; the pool is not included).
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// use altered_engine::Game;
    /// let json = game.to_json();
    /// let restored = Game::from_json(&pool, &json).unwrap();
    /// assert_eq!(restored.to_json(), json);
    /// assert_eq!(restored.pending(), game.pending());
    /// ```
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.state).unwrap_or_default()
    }

    /// Loads a state saved by [`Game::to_json`], resolving its cards against `pool` and
    /// checking every invariant the engine relies on, so that no file, however broken,
    /// makes the engine panic later.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// use altered_engine::{CardPool, Game, LoadError};
    /// assert!(Game::from_json(&pool, &game.to_json()).is_ok());
    /// // The cards are saved by reference: another pool must have them.
    /// assert!(matches!(Game::from_json(&CardPool::new(), &game.to_json()), Err(LoadError::UnknownCard(_))));
    /// ```
    pub fn from_json(pool: &CardPool, json: &str) -> Result<Game, LoadError> {
        let mut state: GameState = serde_json::from_str(json).map_err(|e| LoadError::Json(e.to_string()))?;
        let defs: Vec<Arc<CardDef>> = state
            .def_refs
            .iter()
            .map(|r| {
                pool.get(r)
                    .cloned()
                    .or_else(|| CardDef::from_token_ref(r).map(Arc::new))
                    .ok_or_else(|| LoadError::UnknownCard(r.to_string()))
            })
            .collect::<Result<_, _>>()?;
        state.defs = defs.into();
        validate(&state).map_err(LoadError::Invalid)?;
        Ok(Game::start(state, EventLog::default()))
    }
}

/// The invariants of a state: every index in range, every Deck card in exactly one Deck list.
pub(crate) fn validate(st: &GameState) -> Result<(), String> {
    let n = st.players.len();
    let needs = st.mode.players();
    if n != needs {
        return Err(format!("{n} players; a game of mode `{}` has {needs}", st.mode));
    }
    if st.contenders.iter().any(|p| p.index() >= n) {
        return Err("a tiebreaker contender does not exist".into());
    }
    if st.cards.len() > usize::from(u16::MAX) {
        return Err("too many cards".into());
    }
    let player_ok = |p: PlayerId| p.index() < n;
    let zone_ok = |z: Zone| match z {
        Zone::Expedition(p, _) => player_ok(p),
        Zone::Limbo | Zone::Gone => true,
        z => z.personal_owner().is_some_and(player_ok),
    };
    let mut in_deck_lists = vec![0u8; st.cards.len()];
    for (pi, pl) in st.players.iter().enumerate() {
        for &id in &pl.deck {
            // The message is made only when it is needed: this runs for every Deck card
            // before every decision of a checked game (`check_invariants`).
            let c = st
                .cards
                .get(id.index())
                .ok_or_else(|| format!("deck card {} does not exist", id.0))?;
            if c.zone != Zone::Deck(PlayerId(pi as u8)) {
                return Err(format!(
                    "card {} is in player {pi}'s Deck list but not in that Deck",
                    id.0
                ));
            }
            in_deck_lists[id.index()] = in_deck_lists[id.index()].saturating_add(1);
        }
        if pl.markers.iter().any(|&m| m > LAST_REGION) {
            return Err(format!("player {pi}'s markers are off the Adventure"));
        }
    }
    for (i, c) in st.cards.iter().enumerate() {
        if usize::from(c.def) >= st.defs.len() {
            return Err(format!("card {i} has no definition"));
        }
        if !player_ok(c.owner) || !zone_ok(c.zone) {
            return Err(format!("card {i} has an owner or zone of a player who does not exist"));
        }
        if matches!(c.zone, Zone::Deck(_)) && in_deck_lists[i] != 1 {
            return Err(format!("card {i} is in a Deck but not once in its Deck list"));
        }
        if c.obj.0 > st.next_obj {
            return Err(format!("card {i} has an object id from the future"));
        }
    }
    let len = usize::from(st.adventure.len);
    let all = st.mode.regions();
    if st.adventure.regions.len() != all
        || !(len == all || (len == 1 && st.adventure.regions[0].card == RegionCard::Arena))
    {
        return Err(format!("the Adventure has neither {all} regions nor the Arena alone"));
    }
    if st.next_obj > u32::MAX / 2 {
        return Err("object ids exhausted".into());
    }
    // CR 3.2.1.d: Terrain Markers on visible regions of the Adventure, each of a terrain
    // at least, in timestamp order, bounded.
    if st.terrain_markers.len() > crate::terrain::TERRAIN_MARKER_LIMIT {
        return Err("too many Terrain Markers".into());
    }
    let mut last = ObjectId::NONE;
    for (i, m) in st.terrain_markers.iter().enumerate() {
        if !st.region_visible(usize::from(m.region)) {
            return Err(format!("terrain marker {i} is not on a visible region"));
        }
        if m.terrains == Terrains::NONE {
            return Err(format!("terrain marker {i} has no terrain"));
        }
        if m.obj <= last || m.obj.0 > st.next_obj {
            return Err(format!("terrain marker {i} is out of timestamp order"));
        }
        last = m.obj;
    }
    if !player_ok(st.first_player) {
        return Err("the first player does not exist".into());
    }
    match &st.step {
        Step::Turn(p) if !player_ok(*p) => return Err("the turn belongs to a player who does not exist".into()),
        Step::SetupMana(k) | Step::Expand(k) if usize::from(*k) > n => return Err("step past the last player".into()),
        Step::Cleanup { n: k, keep, .. }
            if usize::from(*k) > n || keep.iter().any(|id| id.index() >= st.cards.len()) =>
        {
            return Err("clean-up refers to players or cards that do not exist".into());
        }
        Step::Over if st.outcome.is_none() => return Err("over without an outcome".into()),
        _ => {}
    }
    if !st
        .expedition_rules
        .iter()
        .all(|(c, (o, _), _)| player_ok(*c) && player_ok(*o))
    {
        return Err("a lasting effect names a player who does not exist".into());
    }
    if let Some(o) = &st.outcome {
        if o.winner.is_some_and(|w| !player_ok(w)) {
            return Err("the winner does not exist".into());
        }
        if o.team.is_some_and(|t| st.mode.team(PlayerId(t)).is_none() || t > 1) {
            return Err("the winning team does not exist".into());
        }
    }
    let emblem_ok = |e: &crate::state::Emblem| e.source.card.index() < st.cards.len() && player_ok(e.controller);
    if !st.limbo.iter().chain(&st.replacing).all(emblem_ok)
        || !st.running.iter().chain(&st.suspended).all(|r| emblem_ok(&r.emblem))
    {
        return Err("an Emblem-Reaction refers to cards or players that do not exist".into());
    }
    if st.counters.iter().any(|k| k.card.index() >= st.cards.len()) {
        return Err("a counter is on a card that does not exist".into());
    }
    Ok(())
}

/// The terrains of half `half` of Tumult card `card` (CR 1.1.7.f): half 0 has terrain
/// `card` alone, half 1 the other two.
pub(crate) fn tumult_half_terrains(card: u8, half: u8) -> Terrains {
    let mut t = [half != 0; 3];
    t[usize::from(card.min(2))] = half == 0;
    Terrains(t)
}
