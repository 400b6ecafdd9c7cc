//! Many games between random agents, for `altered sim` and the benchmarks.

use crate::agent::{play, PlayError, RandomAgent};
use crate::deck::Deck;
use crate::game::{Game, SetupError, DEFAULT_MAX_DAYS};
use crate::rng::derive_seed;
use serde::Serialize;
use std::time::Instant;

/// What to simulate.
#[derive(Debug, Clone)]
pub struct SimConfig {
    /// How many games.
    pub games: u64,
    /// The seed of the whole run: game `i` is seeded from it and `i`.
    pub seed: u64,
    /// The two decks, by seat.
    pub decks: Vec<Deck>,
    /// The day limit of each game.
    pub max_days: u32,
}

impl SimConfig {
    /// `games` games seeded by `seed` between `decks`.
    pub fn new(games: u64, seed: u64, decks: Vec<Deck>) -> Self {
        SimConfig {
            games,
            seed,
            decks,
            max_days: DEFAULT_MAX_DAYS,
        }
    }
}

/// Results of a run. Everything but `seconds` is the same for the same configuration.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SimReport {
    /// Games played.
    pub games: u64,
    /// The seed.
    pub seed: u64,
    /// Deck names by seat.
    pub decks: Vec<String>,
    /// Wins by seat.
    pub wins: Vec<u64>,
    /// Games stopped by the day limit without a winner.
    pub unfinished: u64,
    /// Games that went to tiebreakers (CR 4.3).
    pub tiebreaks: u64,
    /// Mean days per game.
    pub mean_days: f64,
    /// Total decisions answered.
    pub decisions: u64,
    /// Wall-clock time (the only part that varies between runs).
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
}

/// A simulation could not run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SimError {
    /// The decks do not make a game.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A game failed (an engine bug: random agents only pick legal options).
    #[error("game {game}: {error}")]
    Play {
        /// Which game.
        game: u64,
        /// What went wrong.
        error: PlayError,
    },
}

/// One game between two random agents, without the event log; returns it finished.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{random_game, state_hash};
/// let decks = [setup::deck(&pool, "yzmir"), setup::deck(&pool, "bravos")];
/// let game = random_game(&decks, 5, 100).unwrap();
/// assert!(game.outcome().is_some());
/// // The seed decides everything.
/// assert_eq!(state_hash(&random_game(&decks, 5, 100).unwrap()), state_hash(&game));
/// ```
pub fn random_game(decks: &[Deck], seed: u64, max_days: u32) -> Result<Game, SimError> {
    let mut b = Game::builder().seed(seed).max_days(max_days).log(false);
    for d in decks {
        b = b.deck(d.clone());
    }
    let mut game = b.build()?;
    let mut a0 = RandomAgent::new(derive_seed(seed, 1));
    let mut a1 = RandomAgent::new(derive_seed(seed, 2));
    play(&mut game, &mut [&mut a0, &mut a1], None).map_err(|error| SimError::Play { game: seed, error })?;
    Ok(game)
}

/// Plays `config.games` games; `progress` is told after each one.
pub fn simulate(config: &SimConfig, progress: &mut dyn FnMut(u64)) -> Result<SimReport, SimError> {
    let start = Instant::now();
    let seats = config.decks.len();
    let mut report = SimReport {
        games: config.games,
        seed: config.seed,
        decks: config.decks.iter().map(|d| d.name.clone()).collect(),
        wins: vec![0; seats],
        unfinished: 0,
        tiebreaks: 0,
        mean_days: 0.0,
        decisions: 0,
        seconds: 0.0,
        games_per_second: 0.0,
    };
    let mut days = 0u64;
    for i in 0..config.games {
        let game = random_game(&config.decks, derive_seed(config.seed, i), config.max_days).map_err(|e| match e {
            SimError::Play { error, .. } => SimError::Play { game: i, error },
            e => e,
        })?;
        let outcome = game.outcome().cloned().unwrap_or_else(|| unreachable_outcome(&game));
        match outcome.winner {
            Some(w) => report.wins[w.index()] += 1,
            None => report.unfinished += 1,
        }
        report.tiebreaks += u64::from(outcome.tiebreakers);
        days += u64::from(outcome.day);
        report.decisions += game.choices().len() as u64;
        progress(i + 1);
    }
    report.seconds = start.elapsed().as_secs_f64();
    if config.games > 0 {
        report.mean_days = days as f64 / config.games as f64;
        report.games_per_second = config.games as f64 / report.seconds.max(1e-9);
    }
    Ok(report)
}

// `play` returns only when the game is over, so an outcome always exists; this keeps the
// report total rather than panicking if that ever changed.
fn unreachable_outcome(game: &Game) -> crate::state::Outcome {
    crate::state::Outcome {
        winner: None,
        day: game.state().day(),
        tiebreakers: false,
    }
}
