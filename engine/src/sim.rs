//! Many games between random agents, for `altered sim` and the benchmarks.

use crate::agent::{play, PlayError, RandomAgent};
use crate::deck::Deck;
use crate::game::{Game, SetupError, DEFAULT_MAX_DAYS};
use crate::invariants::Violation;
use crate::rng::derive_seed;
use crate::table::Mode;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Instant;

/// What to simulate.
#[derive(Debug, Clone)]
pub struct SimConfig {
    /// How many games the study has in all: games `0..games`.
    pub games: u64,
    /// The seed of the whole run: game `i` is seeded from it and `i`, so a game is the same
    /// whichever range or thread plays it.
    pub seed: u64,
    /// The two decks, by seat.
    pub decks: Vec<Deck>,
    /// The day limit of each game.
    pub max_days: u32,
    /// The games this run plays: `range.0..range.1`, within `0..games` (all by default). A
    /// study split by range across machines merges its reports with [`SimReport::merge`].
    pub range: (u64, u64),
    /// How many threads play games at once (at least 1). The results are the same for any
    /// number.
    pub jobs: usize,
    /// Check [`Game::check_invariants`] after every decision of every game (a soak); the
    /// first broken invariant stops the run with [`SimError::Invariant`].
    pub check_invariants: bool,
    /// The game mode: the duel (two decks) or a four-player mode (four decks).
    pub mode: Mode,
}

impl SimConfig {
    /// `games` games seeded by `seed` between `decks`, on one thread.
    pub fn new(games: u64, seed: u64, decks: Vec<Deck>) -> Self {
        SimConfig {
            games,
            seed,
            decks,
            max_days: DEFAULT_MAX_DAYS,
            range: (0, games),
            jobs: 1,
            check_invariants: false,
            mode: Mode::Duel,
        }
    }
}

/// Results of a run. Everything but `seconds` and `games_per_second` is the same for the
/// same configuration, whatever the number of jobs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SimReport {
    /// Games played (`to - from`).
    pub games: u64,
    /// The seed.
    pub seed: u64,
    /// Deck names by seat.
    pub decks: Vec<String>,
    /// The day limit of each game.
    pub max_days: u32,
    /// The first game played (its index in the study).
    pub from: u64,
    /// One past the last game played.
    pub to: u64,
    /// The study's number of games (of which `from..to` were played).
    pub of: u64,
    /// The game mode; absent for the duel, so a duel's report reads as before modes.
    #[serde(default, skip_serializing_if = "Mode::is_duel")]
    pub mode: Mode,
    /// Wins by seat (in 2v2, where a team wins, all zero: see `team_wins`).
    pub wins: Vec<u64>,
    /// In 2v2, wins by team: team 0 is seats 0 and 2, team 1 seats 1 and 3. Absent in the
    /// other modes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub team_wins: Vec<u64>,
    /// Games stopped by the day limit without a winner.
    pub unfinished: u64,
    /// Games that went to tiebreakers (CR 4.3).
    pub tiebreaks: u64,
    /// Days played, over all games.
    pub days: u64,
    /// Mean days per game.
    pub mean_days: f64,
    /// Total decisions answered.
    pub decisions: u64,
    /// Wall-clock time (the only part that varies between runs, with the speed below).
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
}

/// Reports that cannot be merged: not parts of one study.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MergeError {
    /// No report.
    #[error("no report to merge")]
    Empty,
    /// Another seed, other decks, another day limit or another study size.
    #[error("report {index} is of another study ({what} differs)")]
    OtherStudy {
        /// Which report (0-based, in the order given).
        index: usize,
        /// What differs.
        what: &'static str,
    },
    /// Two reports played the same games.
    #[error("reports {first} and {second} both played games {from}..{to}")]
    Overlap {
        /// The earlier report.
        first: usize,
        /// The later one.
        second: usize,
        /// The games played twice.
        from: u64,
        /// One past them.
        to: u64,
    },
}

impl SimReport {
    /// The report of the games of all `parts` together: parts of one study (same seed,
    /// decks, day limit and size) that played disjoint ranges. The counts add up; the
    /// range is from the first game to one past the last (`games` says how many were
    /// played, if the parts leave a gap); the time is the parts' total.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// use altered_engine::{simulate, SimConfig, SimReport};
    /// let decks = vec![setup::deck(&pool, "axiom"), setup::deck(&pool, "bravos")];
    /// let whole = simulate(&SimConfig::new(6, 3, decks.clone()), &mut |_| {}).unwrap();
    /// let part = |from, to| simulate(&SimConfig { range: (from, to), ..SimConfig::new(6, 3, decks.clone()) }, &mut |_| {}).unwrap();
    /// let merged = SimReport::merge(&[part(4, 6), part(0, 4)]).unwrap();
    /// assert_eq!((merged.wins, merged.days, merged.from, merged.to), (whole.wins, whole.days, 0, 6));
    /// ```
    pub fn merge(parts: &[SimReport]) -> Result<SimReport, MergeError> {
        let first = parts.first().ok_or(MergeError::Empty)?;
        let mut order: Vec<usize> = (0..parts.len()).collect();
        order.sort_by_key(|&i| (parts[i].from, parts[i].to));
        for pair in order.windows(2) {
            let (a, b) = (&parts[pair[0]], &parts[pair[1]]);
            if b.from < a.to && b.to > b.from && a.to > a.from {
                return Err(MergeError::Overlap {
                    first: pair[0].min(pair[1]),
                    second: pair[0].max(pair[1]),
                    from: b.from,
                    to: a.to.min(b.to),
                });
            }
        }
        let mut merged = SimReport {
            games: 0,
            from: parts[order[0]].from,
            to: 0,
            wins: vec![0; first.wins.len()],
            team_wins: vec![0; first.team_wins.len()],
            unfinished: 0,
            tiebreaks: 0,
            days: 0,
            decisions: 0,
            seconds: 0.0,
            ..first.clone()
        };
        for (index, p) in parts.iter().enumerate() {
            let what = if p.seed != first.seed {
                Some("the seed")
            } else if p.decks != first.decks || p.wins.len() != first.wins.len() {
                Some("the decks")
            } else if p.mode != first.mode || p.team_wins.len() != first.team_wins.len() {
                Some("the mode")
            } else if p.max_days != first.max_days {
                Some("the day limit")
            } else if p.of != first.of {
                Some("the number of games")
            } else {
                None
            };
            if let Some(what) = what {
                return Err(MergeError::OtherStudy { index, what });
            }
            merged.games += p.games;
            merged.to = merged.to.max(p.to);
            for (w, n) in merged.wins.iter_mut().zip(&p.wins) {
                *w += n;
            }
            for (w, n) in merged.team_wins.iter_mut().zip(&p.team_wins) {
                *w += n;
            }
            merged.unfinished += p.unfinished;
            merged.tiebreaks += p.tiebreaks;
            merged.days += p.days;
            merged.decisions += p.decisions;
            merged.seconds += p.seconds;
        }
        merged.finish();
        Ok(merged)
    }

    /// The mean and the speed, from the totals.
    fn finish(&mut self) {
        if self.games > 0 {
            self.mean_days = self.days as f64 / self.games as f64;
            self.games_per_second = self.games as f64 / self.seconds.max(1e-9);
        } else {
            self.mean_days = 0.0;
            self.games_per_second = 0.0;
        }
    }
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
    /// An invariant broke (an engine bug), before the given decision of a game.
    #[error("game {game}, before decision {decision}: {violation}")]
    Invariant {
        /// Which game.
        game: u64,
        /// How many decisions had been answered.
        decision: usize,
        /// What broke.
        violation: Violation,
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
    played(Mode::Duel, decks, seed, max_days, false)
}

/// [`random_game`] in a mode: four decks for 2v2 and Free for All, seated clockwise in the
/// order given.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{random_game_in, Mode};
/// let decks = ["axiom", "bravos", "lyra", "muna"].map(|f| setup::deck(&pool, f));
/// let game = random_game_in(Mode::TwoVsTwo, &decks, 5, 100).unwrap();
/// let outcome = game.outcome().unwrap();
/// assert!(outcome.winner.is_none(), "in 2v2 a team wins");
/// ```
pub fn random_game_in(mode: Mode, decks: &[Deck], seed: u64, max_days: u32) -> Result<Game, SimError> {
    played(mode, decks, seed, max_days, false)
}

/// [`random_game`], checking the invariants before every decision and at the end when
/// `checked`. The agents see the same decisions either way, so the games are the same.
fn played(mode: Mode, decks: &[Deck], seed: u64, max_days: u32, checked: bool) -> Result<Game, SimError> {
    let mut b = Game::builder().mode(mode).seed(seed).max_days(max_days).log(false);
    for d in decks {
        b = b.deck(d.clone());
    }
    let mut game = b.build()?;
    // Seat `k`'s agent is seeded from the game's seed and `k + 1` (the duel's two as ever).
    let mut agents: Vec<RandomAgent> = (0..decks.len() as u64)
        .map(|k| RandomAgent::new(derive_seed(seed, k + 1)))
        .collect();
    let mut seats: Vec<&mut dyn crate::agent::Agent> =
        agents.iter_mut().map(|a| a as &mut dyn crate::agent::Agent).collect();
    let fail = |error| SimError::Play { game: seed, error };
    if !checked {
        play(&mut game, &mut seats, None).map_err(fail)?;
        return Ok(game);
    }
    let mut decision = 0;
    loop {
        game.check_invariants().map_err(|violation| SimError::Invariant {
            game: seed,
            decision,
            violation,
        })?;
        if game.pending().is_none() {
            return Ok(game);
        }
        play(&mut game, &mut seats, Some(1)).map_err(fail)?;
        decision += 1;
    }
}

/// Plays the games of `config.range` on `config.jobs` threads; `progress` is told, on the
/// calling thread, how many are done as they finish. Game `i` is seeded with
/// `derive_seed(config.seed, i)` and the counts are sums, so the report is the same for
/// any number of jobs. If games fail, the error is the one of the first failing game.
pub fn simulate(config: &SimConfig, progress: &mut dyn FnMut(u64)) -> Result<SimReport, SimError> {
    let start = Instant::now();
    let seats = config.decks.len();
    let (from, to) = (config.range.0.min(config.games), config.range.1.min(config.games));
    let to = to.max(from);
    let mut report = SimReport {
        games: to - from,
        seed: config.seed,
        decks: config.decks.iter().map(|d| d.name.clone()).collect(),
        max_days: config.max_days,
        from,
        to,
        of: config.games,
        mode: config.mode,
        wins: vec![0; seats],
        team_wins: if config.mode == Mode::TwoVsTwo {
            vec![0; 2]
        } else {
            Vec::new()
        },
        unfinished: 0,
        tiebreaks: 0,
        days: 0,
        mean_days: 0.0,
        decisions: 0,
        seconds: 0.0,
        games_per_second: 0.0,
    };
    let jobs = config.jobs.clamp(1, 256);
    let next = AtomicU64::new(from);
    let (done, finished) = mpsc::channel::<Result<Played, (u64, SimError)>>();
    let mut first_error: Option<(u64, SimError)> = None;
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let done = done.clone();
            let next = &next;
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= to {
                    break;
                }
                let result = play_one(config, i).map_err(|e| (i, e));
                if done.send(result).is_err() {
                    break;
                }
            });
        }
        drop(done);
        let mut count = 0;
        for result in finished {
            match result {
                Ok(game) => report.add(&game),
                Err((i, e)) => {
                    if first_error.as_ref().is_none_or(|(j, _)| i < *j) {
                        first_error = Some((i, e));
                    }
                }
            }
            count += 1;
            progress(count);
        }
    });
    if let Some((_, e)) = first_error {
        return Err(e);
    }
    report.seconds = start.elapsed().as_secs_f64();
    report.finish();
    Ok(report)
}

/// What the report needs of one game.
struct Played {
    winner: Option<usize>,
    team: Option<usize>,
    day: u32,
    tiebreakers: bool,
    decisions: u64,
}

impl SimReport {
    fn add(&mut self, game: &Played) {
        match (game.winner, game.team) {
            (Some(w), _) => self.wins[w] += 1,
            (None, Some(t)) => {
                if let Some(n) = self.team_wins.get_mut(t) {
                    *n += 1;
                }
            }
            (None, None) => self.unfinished += 1,
        }
        self.tiebreaks += u64::from(game.tiebreakers);
        self.days += u64::from(game.day);
        self.decisions += game.decisions;
    }
}

/// Game `i` of the study.
fn play_one(config: &SimConfig, i: u64) -> Result<Played, SimError> {
    let seed = derive_seed(config.seed, i);
    let game = played(
        config.mode,
        &config.decks,
        seed,
        config.max_days,
        config.check_invariants,
    )
    .map_err(|e| match e {
        SimError::Play { error, .. } => SimError::Play { game: i, error },
        SimError::Invariant {
            decision, violation, ..
        } => SimError::Invariant {
            game: i,
            decision,
            violation,
        },
        e => e,
    })?;
    let outcome = game.outcome().cloned().unwrap_or_else(|| unreachable_outcome(&game));
    Ok(Played {
        winner: outcome.winner.map(|w| w.index()),
        team: outcome.team.map(usize::from),
        day: outcome.day,
        tiebreakers: outcome.tiebreakers,
        decisions: game.choices().len() as u64,
    })
}

// `play` returns only when the game is over, so an outcome always exists; this keeps the
// report total rather than panicking if that ever changed.
fn unreachable_outcome(game: &Game) -> crate::state::Outcome {
    crate::state::Outcome {
        winner: None,
        day: game.state().day(),
        tiebreakers: false,
        team: None,
    }
}
