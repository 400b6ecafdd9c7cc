//! `altered sim`: games between random agents, reported as text or JSON.

use altered_engine::{simulate, CardPool, Deck, SimConfig, SimReport};
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
    pub games: u64,
    pub seed: u64,
    pub decks: Vec<String>,
    pub format: Format,
    pub cards: PathBuf,
    pub decks_dir: PathBuf,
    pub max_days: u32,
}

/// Bundled decks played when none is given.
const DEFAULT_DECKS: [&str; 2] = ["axiom", "bravos"];
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

fn load_deck(arg: &str, dir: &Path, pool: &CardPool) -> Result<Deck, String> {
    let path = deck_path(arg, dir);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
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
    let decks: Vec<String> = if args.decks.is_empty() {
        DEFAULT_DECKS.iter().map(|s| s.to_string()).collect()
    } else {
        args.decks.clone()
    };
    if decks.len() != 2 {
        return fail(
            stderr,
            format!("--deck is given {} time(s); a game needs 2 decks", decks.len()),
        );
    }
    let pool = match CardPool::load_dir(&args.cards) {
        Ok((pool, _skipped)) => pool,
        Err(e) => return fail(stderr, e.to_string()),
    };
    let mut loaded = Vec::new();
    for d in &decks {
        match load_deck(d, &args.decks_dir, &pool) {
            Ok(d) => loaded.push(d),
            Err(m) => return fail(stderr, m),
        }
    }
    let mut config = SimConfig::new(args.games, args.seed, loaded);
    config.max_days = args.max_days.max(1);
    let bar = (std::io::stderr().is_terminal() && args.games >= PROGRESS_FROM).then(|| {
        let b = indicatif::ProgressBar::new(args.games);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    });
    let mut tick = |n: u64| {
        if let Some(b) = &bar {
            if n.is_multiple_of(256) || n == args.games {
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

fn text(r: &SimReport, max_days: u32) -> String {
    let pct = |n: u64| {
        if r.games == 0 {
            0.0
        } else {
            100.0 * n as f64 / r.games as f64
        }
    };
    let mut s = format!("{} games, seed {}\n", r.games, r.seed);
    for (i, (name, wins)) in r.decks.iter().zip(&r.wins).enumerate() {
        s.push_str(&format!("player {i} ({name}): {wins} wins ({:.1}%)\n", pct(*wins)));
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
