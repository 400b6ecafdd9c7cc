//! Game logs: what reproduces a game, and the hash that proves it was reproduced.
//!
//! A game is a function of its seed, its two decks and the choices made in it (the seed
//! drives every shuffle and die, CR 4.1; the choices every decision). A [`GameLog`]
//! records exactly those, plus the day limit and the hash of the final state, so that
//! [`GameLog::replay`] can rebuild the game from a card pool and say whether it ended in
//! the very same state. Decks are kept as their altered.gg export lists (card references),
//! so a log does not depend on the deck files it came from; it does depend on the cards'
//! text, and a card that plays differently since gives another hash.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::{CardPool, Choice, Deck, DeckError, Game, Outcome, ReplayError};

/// The `format` field of every log, so that another JSON file is refused by name.
pub const LOG_FORMAT: &str = "altered-game-log";
/// The version of the log's layout.
pub const LOG_VERSION: u32 = 1;

/// Everything that reproduces one game.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{random_game, state_hash, GameLog};
/// let decks = [setup::deck(&pool, "lyra"), setup::deck(&pool, "ordis")];
/// let game = random_game(&decks, 3, 100).unwrap();
/// let log = GameLog::record(&game, 3, &decks, 100);
/// // A log is a JSON file; read back, it replays to the same state.
/// let text = serde_json::to_string(&log).unwrap();
/// let read: GameLog = serde_json::from_str(&text).unwrap();
/// assert_eq!(state_hash(&read.replay(&pool).unwrap()), log.state_hash);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLog {
    /// Always [`LOG_FORMAT`].
    pub format: String,
    /// Always [`LOG_VERSION`] for logs this version writes.
    pub version: u32,
    /// The game's own seed.
    pub seed: u64,
    /// The day limit it was played with.
    pub max_days: u32,
    /// The game mode; absent for a duel, so a duel's log reads and writes as before modes.
    #[serde(default, skip_serializing_if = "crate::Mode::is_duel")]
    pub mode: crate::Mode,
    /// The decks by seat (two, or four in 2v2 and Free for All).
    pub decks: Vec<LoggedDeck>,
    /// Every accepted choice, in order.
    pub choices: Vec<Choice>,
    /// How it ended (for people reading the file; the hash is what is checked).
    pub outcome: Option<Outcome>,
    /// [`state_hash`] of the final state.
    pub state_hash: String,
}

/// A deck as a log keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoggedDeck {
    /// Its name in reports.
    pub name: String,
    /// Its list in altered.gg export format.
    pub list: String,
}

/// Why a log does not replay.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{random_game, GameLog, LogError};
/// let decks = [setup::deck(&pool, "lyra"), setup::deck(&pool, "ordis")];
/// let mut log = GameLog::record(&random_game(&decks, 3, 2).unwrap(), 3, &decks, 2);
/// log.version += 1; // a log from a later version
/// assert!(matches!(log.replay(&pool), Err(LogError::Format { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum LogError {
    /// Not a game log, or a version this build does not read.
    #[error("not an altered game log of version {LOG_VERSION} (format `{format}`, version {version})")]
    #[diagnostic(code(altered::log::not_a_game_log))]
    Format {
        /// The file's `format`.
        format: String,
        /// The file's `version`.
        version: u32,
    },
    /// A game needs two decks (four in a four-player mode).
    #[error("the log has {0} deck(s); a game of its mode needs {1} (field `decks`)")]
    #[diagnostic(code(altered::log::deck_count))]
    Decks(usize, usize),
    /// A deck's list names a card the pool does not have, or is malformed.
    #[error("deck {index} (`{name}`): {error}")]
    #[diagnostic(code(altered::log::bad_deck))]
    Deck {
        /// Which deck, from 0.
        index: usize,
        /// Its name.
        name: String,
        /// What is wrong with its list.
        error: DeckError,
    },
    /// The seed, decks and choices do not make a game (a choice is refused).
    #[error(transparent)]
    #[diagnostic(transparent)]
    Replay(#[from] ReplayError),
}

/// A hash of everything the game state holds (SHA-256 of its JSON, which lists cards by
/// reference and has no maps, so it is the same on every machine and run), in hex.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{state_hash, Choice};
/// let before = state_hash(&game);
/// assert_eq!(before, state_hash(&setup::game(&pool))); // same seed and decks, same state
/// let d = game.pending().unwrap().clone();
/// game.submit(Choice { player: d.player, picks: (0..d.picks).collect() }).unwrap();
/// assert_ne!(state_hash(&game), before);
/// ```
pub fn state_hash(game: &Game) -> String {
    let digest = Sha256::digest(game.to_json().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

impl GameLog {
    /// The log of `game`, played with this seed, these decks and this day limit from the
    /// start (the choices are the game's own).
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// use altered_engine::{random_game, GameLog};
    /// let decks = [setup::deck(&pool, "axiom"), setup::deck(&pool, "muna")];
    /// let game = random_game(&decks, 8, 100).unwrap();
    /// let log = GameLog::record(&game, 8, &decks, 100);
    /// assert_eq!(log.choices, game.choices());
    /// assert_eq!(log.outcome.as_ref(), game.outcome());
    /// ```
    pub fn record(game: &Game, seed: u64, decks: &[Deck], max_days: u32) -> GameLog {
        GameLog {
            format: LOG_FORMAT.to_owned(),
            version: LOG_VERSION,
            seed,
            max_days,
            mode: game.state().mode(),
            decks: decks
                .iter()
                .map(|d| LoggedDeck {
                    name: d.name.clone(),
                    list: d.to_export(),
                })
                .collect(),
            choices: game.choices().to_vec(),
            outcome: game.outcome().cloned(),
            state_hash: state_hash(game),
        }
    }

    /// Plays the log again with the cards of `pool`: the same seed, decks and choices.
    /// Compare [`state_hash`] of the result with [`GameLog::state_hash`] to know whether it
    /// is the same game.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// use altered_engine::{random_game, state_hash, GameLog, LogError};
    /// let decks = [setup::deck(&pool, "axiom"), setup::deck(&pool, "muna")];
    /// let log = GameLog::record(&random_game(&decks, 8, 100).unwrap(), 8, &decks, 100);
    /// assert_eq!(state_hash(&log.replay(&pool).unwrap()), log.state_hash);
    /// // Another seed with the same choices is another game: a choice is refused.
    /// let other = GameLog { seed: 9, ..log };
    /// assert!(matches!(other.replay(&pool), Err(LogError::Replay(_))));
    /// ```
    pub fn replay(&self, pool: &CardPool) -> Result<Game, LogError> {
        if self.format != LOG_FORMAT || self.version != LOG_VERSION {
            return Err(LogError::Format {
                format: self.format.clone(),
                version: self.version,
            });
        }
        if self.decks.len() != self.mode.players() {
            return Err(LogError::Decks(self.decks.len(), self.mode.players()));
        }
        let mut builder = Game::builder()
            .mode(self.mode)
            .seed(self.seed)
            .max_days(self.max_days)
            .log(false);
        for (index, d) in self.decks.iter().enumerate() {
            let deck = Deck::parse(&d.name, &d.list, pool).map_err(|error| LogError::Deck {
                index,
                name: d.name.clone(),
                error,
            })?;
            builder = builder.deck(deck);
        }
        Ok(Game::replay(builder, &self.choices)?)
    }
}
