//! `altered soak`: random games over every pair of bundled decks, with the engine's
//! invariants checked before every decision (RELIABILITY.md records the runs).

use std::io::Write;
use std::path::{Path, PathBuf};

use altered_engine::{simulate, CardPool, Deck, SimConfig, SimError};
use altered_interpreter::files;

/// What `altered soak` was asked.
pub(crate) struct SoakArgs {
    /// Games for each pair of decks.
    pub games: u64,
    pub seed: u64,
    pub cards: PathBuf,
    pub decks_dir: PathBuf,
    pub max_days: u32,
    /// `None`: every core.
    pub jobs: Option<usize>,
}

/// Returns the exit code: 0 when every invariant held in every game, 1 when one broke
/// (with the command that plays that game again), 2 on bad arguments or files.
pub(crate) fn run_soak(args: &SoakArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let fail = |stderr: &mut dyn Write, m: String| {
        let _ = writeln!(stderr, "error: {m}");
        2
    };
    let decks = match bundled_decks(&args.cards, &args.decks_dir) {
        Ok(d) if d.is_empty() => return fail(stderr, format!("{}: no deck list (*.txt)", args.decks_dir.display())),
        Ok(d) => d,
        Err(m) => return fail(stderr, m),
    };
    let jobs = match args.jobs {
        Some(0) => return fail(stderr, "--jobs 0: at least one thread plays".to_owned()),
        Some(n) => n,
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    let (mut games, mut decisions, mut unfinished, mut seconds) = (0u64, 0u64, 0u64, 0f64);
    // Every unordered pair, mirrors included: seats are symmetric but for who starts,
    // which the seed decides.
    for (i, a) in decks.iter().enumerate() {
        for b in &decks[i..] {
            let mut config = SimConfig::new(args.games, args.seed, vec![a.clone(), b.clone()]);
            config.max_days = args.max_days.max(1);
            config.jobs = jobs;
            config.check_invariants = true;
            let report = match simulate(&config, &mut |_| {}) {
                Ok(r) => r,
                Err(e @ (SimError::Invariant { game, .. } | SimError::Play { game, .. })) => {
                    let _ = writeln!(
                        stderr,
                        "error: {} vs {}: {e}\nplay it again: altered sim --deck {} --deck {} --seed {} --games {} \
                         --from {game} --to {} --max-days {} --check-invariants",
                        a.name,
                        b.name,
                        a.name,
                        b.name,
                        args.seed,
                        args.games,
                        game + 1,
                        config.max_days
                    );
                    return 1;
                }
                Err(e) => return fail(stderr, format!("{} vs {}: {e}", a.name, b.name)),
            };
            let _ = writeln!(
                stdout,
                "{:>7} vs {:<7} {} games, {} at the day bound, {:.1} decisions a game: every invariant held",
                a.name,
                b.name,
                report.games,
                report.unfinished,
                report.decisions as f64 / report.games.max(1) as f64
            );
            games += report.games;
            decisions += report.decisions;
            unfinished += report.unfinished;
            seconds += report.seconds;
        }
    }
    let _ = writeln!(
        stdout,
        "{games} games, {decisions} decisions, {unfinished} at the day bound: every invariant held before every \
         decision ({seconds:.1} s)"
    );
    0
}

/// Every deck list of `dir` (`*.txt`, by name), resolved against the card folder.
fn bundled_decks(cards: &Path, dir: &Path) -> Result<Vec<Deck>, String> {
    let pool = CardPool::load_dir(cards)
        .map_err(|e| crate::hints::cards_error(cards, e))?
        .0;
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let text = files::read_card_file(p).map_err(|e| format!("{}: {e}", p.display()))?;
            let name = p
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
            Deck::parse(&name, &text, &pool).map_err(|e| format!("{}: {e}", p.display()))
        })
        .collect()
}
