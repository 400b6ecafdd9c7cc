//! `altered sim`: games between random agents, reported as text or JSON; `--save-log` and
//! `altered replay`: one game recorded and played again.

use altered_engine::{
    derive_seed, random_game_in, simulate, state_hash, CardPool, Deck, GameLog, Mode, SimConfig, SimReport,
};
use altered_interpreter::files;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

/// Output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    /// Lines for people.
    Text,
    /// One JSON document.
    Json,
}

pub(crate) struct SimArgs {
    /// `None`: 100, or 1 with `save_log`.
    pub games: Option<u64>,
    pub save_log: Option<PathBuf>,
    pub seed: u64,
    pub decks: Vec<String>,
    pub format: Format,
    pub cards: PathBuf,
    pub decks_dir: PathBuf,
    pub max_days: u32,
    /// `None`: every core.
    pub jobs: Option<usize>,
    /// `--from`, `--to`: the games of the study this run plays.
    pub range: (Option<u64>, Option<u64>),
    /// `--check-invariants`.
    pub check_invariants: bool,
    /// `--mode`: the duel, 2v2 or Free for All.
    pub mode: Mode,
}

/// Bundled decks played when none is given.
const DEFAULT_DECKS: [&str; 2] = ["axiom", "bravos"];
/// Bundled decks played in a four-player mode when none is given, by seat.
const DEFAULT_FOUR_DECKS: [&str; 4] = ["axiom", "bravos", "lyra", "muna"];
/// Runs shorter than this finish before a progress bar would be worth drawing.
const PROGRESS_FROM: u64 = 2_000;

fn deck_path(arg: &str, dir: &Path) -> PathBuf {
    let p = PathBuf::from(arg);
    if p.exists() {
        return p;
    }
    let bundled = dir.join(format!("{arg}.txt"));
    if bundled.exists() {
        bundled
    } else {
        p
    }
}

/// The decks of a game of `mode`, from `--deck` arguments (the bundled [`DEFAULT_DECKS`],
/// or [`DEFAULT_FOUR_DECKS`] for four players, when there are none), resolved against the
/// card folder: shared by `altered sim` and `altered play`. The error is a line for people.
pub(crate) fn load_decks(args: &[String], mode: Mode, cards: &Path, decks_dir: &Path) -> Result<Vec<Deck>, String> {
    let names: Vec<String> = match (args.is_empty(), mode) {
        (false, _) => args.to_vec(),
        (true, Mode::Duel) => DEFAULT_DECKS.iter().map(|s| s.to_string()).collect(),
        (true, _) => DEFAULT_FOUR_DECKS.iter().map(|s| s.to_string()).collect(),
    };
    let needs = mode.players();
    if names.len() != needs {
        return Err(match mode {
            Mode::Duel => format!("--deck is given {} time(s); a game needs 2 decks", names.len()),
            _ => format!(
                "--deck is given {} time(s); mode `{mode}` needs {needs} decks, one per seat clockwise",
                names.len()
            ),
        });
    }
    let pool = CardPool::load_dir(cards)
        .map_err(|e| crate::hints::cards_error(cards, e))?
        .0;
    names.iter().map(|d| load_deck(d, decks_dir, &pool)).collect()
}

/// The most bytes a game log or a sim report may have: a log of a long game is a few
/// hundred kilobytes; the bound keeps a wrong path (`/dev/zero`) from taking the memory.
const MAX_JSON_BYTES: u64 = 64 * 1024 * 1024;

fn load_deck(arg: &str, dir: &Path, pool: &CardPool) -> Result<Deck, String> {
    let path = deck_path(arg, dir);
    // The one bounded reader: a deck list is small, and a FIFO or a device is refused.
    let text = files::read_card_file(&path).map_err(|e| {
        if path.exists() || arg.contains(['/', '\\', '.']) {
            format!("{}: {e}", path.display())
        } else {
            crate::hints::unknown_deck(arg, dir)
        }
    })?;
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| arg.to_owned());
    Deck::parse(&name, &text, pool).map_err(|e| format!("{}: {e}", path.display()))
}

/// Returns the exit code: 0, or 2 on bad arguments, files or decks.
pub(crate) fn run_sim(args: &SimArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let fail = |stderr: &mut dyn Write, m: String| {
        let _ = writeln!(stderr, "error: {m}");
        2
    };
    let loaded = match load_decks(&args.decks, args.mode, &args.cards, &args.decks_dir) {
        Ok(d) => d,
        Err(m) => return fail(stderr, m),
    };
    if let Some(path) = &args.save_log {
        return save_log(args, path, &loaded, stdout, stderr);
    }
    let games = args.games.unwrap_or(100);
    let mut config = SimConfig::new(games, args.seed, loaded);
    config.max_days = args.max_days.max(1);
    config.check_invariants = args.check_invariants;
    config.mode = args.mode;
    config.range = (args.range.0.unwrap_or(0), args.range.1.unwrap_or(games));
    if config.range.0 > config.range.1 || config.range.1 > games {
        return fail(
            stderr,
            format!(
                "--from {} --to {}: the range must lie within the {games} games of --games",
                config.range.0, config.range.1
            ),
        );
    }
    config.jobs = match args.jobs {
        Some(0) => return fail(stderr, "--jobs 0: at least one thread plays".to_owned()),
        Some(n) => n,
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    let playing = config.range.1 - config.range.0;
    let bar = (std::io::stderr().is_terminal() && playing >= PROGRESS_FROM).then(|| {
        let b = indicatif::ProgressBar::new(playing);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    });
    let mut tick = |n: u64| {
        if let Some(b) = &bar {
            if n.is_multiple_of(256) || n == playing {
                b.set_position(n);
            }
        }
    };
    let report = match simulate(&config, &mut tick) {
        Ok(r) => r,
        Err(e) => return fail(stderr, e.to_string()),
    };
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let _ = match args.format {
        Format::Json => writeln!(stdout, "{}", serde_json::to_string_pretty(&report).unwrap_or_default()),
        Format::Text => write!(stdout, "{}", text(&report, config.max_days)),
    };
    0
}

/// `--save-log`: plays the run's first game (the same game `altered sim` plays first with
/// these arguments) and writes its log.
fn save_log(args: &SimArgs, path: &Path, decks: &[Deck], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    if args.games.is_some_and(|g| g != 1) {
        let _ = writeln!(
            stderr,
            "error: --save-log records one game; drop --games or give --games 1"
        );
        return 2;
    }
    let max_days = args.max_days.max(1);
    let seed = derive_seed(args.seed, 0);
    let game = match random_game_in(args.mode, decks, seed, max_days) {
        Ok(g) => g,
        Err(e) => {
            let _ = writeln!(stderr, "error: {e}");
            return 2;
        }
    };
    let log = GameLog::record(&game, seed, decks, max_days);
    let json = serde_json::to_string_pretty(&log).unwrap_or_default();
    if let Err(e) = std::fs::write(path, json + "\n") {
        let _ = writeln!(stderr, "error: {}: {e}", path.display());
        return 2;
    }
    let _ = writeln!(
        stdout,
        "{}, seed {}: {}; {} choices\nlog written to {}\nfinal state hash {}",
        versus(&log),
        args.seed,
        ending(&log),
        log.choices.len(),
        path.display(),
        log.state_hash
    );
    0
}

fn ending(log: &GameLog) -> String {
    // The log's own outcome may name a seat it has no deck for (a hand-edited file).
    let name = |seat: usize| log.decks.get(seat).map_or("?", |d| d.name.as_str());
    match &log.outcome {
        Some(o) => match (o.winner, o.team) {
            (Some(w), _) => format!("player {} ({}) won on day {}", w.index(), name(w.index()), o.day),
            (None, Some(t)) => {
                let [a, b] = log.mode.members(t);
                format!(
                    "team {t} (players {} and {}: {} + {}) won on day {}",
                    a.index(),
                    b.index(),
                    name(a.index()),
                    name(b.index()),
                    o.day
                )
            }
            (None, None) => format!("no winner after {} days", o.day),
        },
        None => "not over".to_owned(),
    }
}

/// The decks of a log, `a vs b` (`a vs b vs c vs d` for four players).
fn versus(log: &GameLog) -> String {
    let names: Vec<&str> = log.decks.iter().map(|d| d.name.as_str()).collect();
    let mode = if log.mode.is_duel() {
        String::new()
    } else {
        format!(" ({})", log.mode)
    };
    format!("{}{mode}", names.join(" vs "))
}

/// `altered replay FILE`: exit 0 when the replayed game ends in the logged state, 1 when it
/// ends elsewhere, 2 when the log cannot be read or does not replay.
pub(crate) fn run_replay(file: &Path, cards: &Path, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let fail = |stderr: &mut dyn Write, m: String| {
        let _ = writeln!(stderr, "error: {m}");
        2
    };
    let text = match files::read_text(file, MAX_JSON_BYTES) {
        Ok(t) => t,
        Err(e) => return fail(stderr, format!("{}: {e}", file.display())),
    };
    // serde_path_to_error names the field that is wrong (`choices[12].picks`), not just a column.
    let de = &mut serde_json::Deserializer::from_str(&text);
    let log: GameLog = match serde_path_to_error::deserialize(de) {
        Ok(l) => l,
        Err(e) => return fail(stderr, format!("{}: at `{}`: {}", file.display(), e.path(), e.inner())),
    };
    let pool = match CardPool::load_dir(cards) {
        Ok((pool, _skipped)) => pool,
        Err(e) => return fail(stderr, crate::hints::cards_error(cards, e)),
    };
    let game = match log.replay(&pool) {
        Ok(g) => g,
        Err(e) => return fail(stderr, format!("{}: {e}", file.display())),
    };
    let hash = state_hash(&game);
    let _ = writeln!(
        stdout,
        "replayed {} choices: {}, {}\nfinal state hash {hash}",
        log.choices.len(),
        versus(&log),
        ending(&GameLog {
            outcome: game.outcome().cloned(),
            ..log.clone()
        }),
    );
    // CR 3.2.1.d: the Terrain Markers the game ended with, when there are any.
    let markers = game.state().terrain_markers();
    if !markers.is_empty() {
        let listed: Vec<String> = markers
            .iter()
            .map(|m| format!("{} on region {}", m.terrains.glyphs(), m.region))
            .collect();
        let _ = writeln!(stdout, "terrain markers: {}", listed.join(", "));
    }
    // Both the state and the recorded outcome must agree: a log whose outcome was edited
    // (or left out) claims a game that did not happen, even when its hash is right.
    let outcome_matches = log.outcome.as_ref() == game.outcome();
    if hash == log.state_hash && outcome_matches {
        let _ = writeln!(stdout, "matches the log");
        return 0;
    }
    if hash != log.state_hash {
        let _ = writeln!(stdout, "does NOT match the log's state hash {}", log.state_hash);
    }
    if !outcome_matches {
        let recorded = match &log.outcome {
            Some(_) => ending(&log),
            None => "no outcome".to_string(),
        };
        let _ = writeln!(stdout, "does NOT match the log's outcome: it records {recorded}");
    }
    1
}

/// `altered sim --merge FILE…`: the report of parts of one study together. Exit 0, or 2
/// when a report cannot be read or the reports are not parts of one study.
pub(crate) fn run_merge(files: &[PathBuf], format: Format, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let mut parts = Vec::new();
    for file in files {
        let text = match files::read_text(file, MAX_JSON_BYTES) {
            Ok(t) => t,
            Err(e) => {
                let _ = writeln!(stderr, "error: {}: {e}", file.display());
                return 2;
            }
        };
        let de = &mut serde_json::Deserializer::from_str(&text);
        match serde_path_to_error::deserialize::<_, SimReport>(de) {
            Ok(r) => parts.push(r),
            Err(e) => {
                let _ = writeln!(
                    stderr,
                    "error: {}: not a report of `altered sim --format json`: at `{}`: {}",
                    file.display(),
                    e.path(),
                    e.inner()
                );
                return 2;
            }
        }
    }
    let report = match SimReport::merge(&parts) {
        Ok(r) => r,
        Err(e) => {
            let _ = writeln!(stderr, "error: {e}");
            return 2;
        }
    };
    let _ = match format {
        Format::Json => writeln!(stdout, "{}", serde_json::to_string_pretty(&report).unwrap_or_default()),
        Format::Text => write!(stdout, "{}", text(&report, report.max_days)),
    };
    0
}

fn text(r: &SimReport, max_days: u32) -> String {
    let pct = |n: u64| {
        if r.games == 0 {
            0.0
        } else {
            100.0 * n as f64 / r.games as f64
        }
    };
    let mut s = format!("{} games, seed {}\n", r.games, r.seed);
    if !r.mode.is_duel() {
        s.push_str(&format!("mode {}\n", r.mode));
    }
    if (r.from, r.to) != (0, r.of) || r.games != r.of {
        s.push_str(&format!("games {}..{} of {}\n", r.from, r.to, r.of));
    }
    if r.team_wins.is_empty() {
        for (i, (name, wins)) in r.decks.iter().zip(&r.wins).enumerate() {
            s.push_str(&format!("player {i} ({name}): {wins} wins ({:.1}%)\n", pct(*wins)));
        }
    }
    for (t, wins) in r.team_wins.iter().enumerate() {
        let seats = r.mode.members(t as u8);
        let name = |k: usize| r.decks.get(seats[k].index()).map_or("?", String::as_str);
        s.push_str(&format!(
            "team {t} (players {} and {}: {} + {}): {wins} wins ({:.1}%)\n",
            seats[0].index(),
            seats[1].index(),
            name(0),
            name(1),
            pct(*wins)
        ));
    }
    s.push_str(&format!(
        "unfinished after {max_days} days: {}\ntiebreaks: {} games ({:.1}%)\nmean days per game: {:.2}\n",
        r.unfinished,
        r.tiebreaks,
        pct(r.tiebreaks),
        r.mean_days
    ));
    s.push_str(&format!(
        "speed: {:.0} games/s ({:.3} s)\n",
        r.games_per_second, r.seconds
    ));
    s
}
