//! `altered`: the project's multi-command front end (`import`, `fmt`, `sim`, `play`,
//! `replay`, `uniques`, `deck check`, `serve`).

use clap::{Parser, Subcommand};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "altered",
    version,
    about = "The Altered card language: import, format and check card files; simulate games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Write one card file per distinct card from altered.gg API JSON files.
    Import {
        /// altered.gg API files (a JSON array of card records each).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The folder to write `<faction>/<slug>.card` files into.
        #[arg(long)]
        out: PathBuf,
        /// Overwrite files that were edited by hand.
        #[arg(long)]
        force: bool,
    },
    /// Rewrite card files into canonical form.
    Fmt {
        /// Report files that would change and exit 1, writing nothing.
        #[arg(long)]
        check: bool,
        /// Files or folders (default `cards/`).
        paths: Vec<PathBuf>,
    },
    /// Play games between random agents and report wins, tiebreaks, days and speed.
    Sim {
        /// How many games (default 100; 1 with `--save-log`).
        #[arg(long)]
        games: Option<u64>,
        /// The seed of the whole run (the same arguments give the same results).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// A deck list (altered.gg export), or a bundled deck's name (`axiom`, …). Twice.
        #[arg(long = "deck", num_args = 1)]
        decks: Vec<String>,
        /// `text` or `json`.
        #[arg(long, value_enum, default_value_t = crate::sim_cli::Format::Text)]
        format: crate::sim_cli::Format,
        /// The card folder the decks are resolved against.
        #[arg(long, default_value = "cards")]
        cards: PathBuf,
        /// The folder of bundled decks.
        #[arg(long = "decks-dir", default_value = "decks")]
        decks_dir: PathBuf,
        /// Stop a game without a winner after this many days.
        #[arg(long = "max-days", default_value_t = altered_engine::DEFAULT_MAX_DAYS)]
        max_days: u32,
        /// Write the game's log (seed, decks, every choice, final state hash) to this file,
        /// for `altered replay`. Records one game.
        #[arg(long = "save-log")]
        save_log: Option<PathBuf>,
        /// Threads playing games at once (default: every core). Any number gives the same
        /// results: game `i` is seeded from the run's seed and `i`.
        #[arg(long)]
        jobs: Option<usize>,
        /// Play only games `FROM..TO` of the `--games` (for a study split across machines;
        /// merge the JSON reports with `--merge`).
        #[arg(long)]
        from: Option<u64>,
        /// One past the last game to play (default: `--games`).
        #[arg(long)]
        to: Option<u64>,
        /// Merge the JSON reports of parts of one study (`--format json` runs with `--from`
        /// and `--to`) instead of playing: the counts add up.
        #[arg(long, num_args = 1.., conflicts_with_all = ["save_log", "from", "to", "decks"])]
        merge: Vec<PathBuf>,
        /// Check the engine's invariants before every decision of every game; the first
        /// broken one stops the run (exit 2). The games are the same.
        #[arg(long = "check-invariants")]
        check_invariants: bool,
        /// `duel`, `2v2` or `ffa` (Free for All): four decks for the four-player modes,
        /// seated clockwise in the order given (default: the bundled axiom, bravos, lyra,
        /// muna). See docs/multiplayer.md.
        #[arg(long, default_value = "duel")]
        mode: altered_engine::Mode,
    },
    /// Random games over every pair of bundled decks (mirrors included), with the engine's
    /// invariants checked before every decision: exit 1, with the command that plays the
    /// game again, when one breaks.
    Soak {
        /// Games for each pair of decks.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// The seed of each pair's run.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The card folder the decks are resolved against.
        #[arg(long, default_value = "cards")]
        cards: PathBuf,
        /// The folder of deck lists (every `*.txt`).
        #[arg(long = "decks-dir", default_value = "decks")]
        decks_dir: PathBuf,
        /// Stop a game without a winner after this many days.
        #[arg(long = "max-days", default_value_t = altered_engine::DEFAULT_MAX_DAYS)]
        max_days: u32,
        /// Threads playing games at once (default: every core).
        #[arg(long)]
        jobs: Option<usize>,
    },
    /// Play a game in the terminal against the random agent: you are player 0 (the first
    /// `--deck`); the board at each decision, options by number, `?` for help. With
    /// `--mode 2v2|ffa`, the random agent plays the three other seats.
    Play {
        /// A deck list (altered.gg export), or a bundled deck's name (`axiom`, …). Twice:
        /// yours, then the agent's (default `axiom` against `bravos`); four times, by seat
        /// clockwise, for `--mode 2v2|ffa` (default axiom, bravos, lyra, muna).
        #[arg(long = "deck", num_args = 1)]
        decks: Vec<String>,
        /// The seed of the game: the same seed and the same answers give the same game.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The card folder the decks are resolved against.
        #[arg(long, default_value = "cards")]
        cards: PathBuf,
        /// The folder of bundled decks.
        #[arg(long = "decks-dir", default_value = "decks")]
        decks_dir: PathBuf,
        /// Stop the game without a winner after this many days.
        #[arg(long = "max-days", default_value_t = altered_engine::DEFAULT_MAX_DAYS)]
        max_days: u32,
        /// `duel`, `2v2` (you and player 2 against players 1 and 3) or `ffa` (Free for
        /// All). See docs/multiplayer.md.
        #[arg(long, default_value = "duel")]
        mode: altered_engine::Mode,
    },
    /// Play a game log written by `altered sim --save-log` again and check that it ends in
    /// the same state (its hash).
    Replay {
        /// The log file.
        file: PathBuf,
        /// The card folder the decks' references are resolved against.
        #[arg(long, default_value = "cards")]
        cards: PathBuf,
    },
    /// Deck lists.
    Deck {
        #[command(subcommand)]
        command: DeckCommand,
    },
    /// Answer JSON-lines requests (check cards, play games) until the end of input; see
    /// docs/protocol.md.
    Serve {
        /// Read requests from stdin and write responses to stdout (the only transport).
        #[arg(long, required = true)]
        stdio: bool,
        /// A card folder to load before the first request, as `load_cards {"dir": …}`.
        #[arg(long)]
        cards: Option<PathBuf>,
    },
    /// Parse and check the parts Unique abilities are built from, each in its place.
    Uniques {
        /// The parts file (JSON lines with `idGd`, `type`, `text`); by default the copy
        /// bundled in the repository (`tests/data/uniques/unique_ability_parts.jsonl`).
        file: Option<PathBuf>,
        /// `text` or `json`.
        #[arg(long, value_enum, default_value_t = crate::sim_cli::Format::Text)]
        format: crate::sim_cli::Format,
        /// Also list every part that is `error`, with the ability it was tried in.
        #[arg(short, long)]
        verbose: bool,
    },
}

#[derive(Subcommand)]
enum DeckCommand {
    /// Check a deck list's legality: Standard (CR 1.1.4) or Limited (CR 1.1.5) construction
    /// rules, every violation at once. Exit 0 legal, 1 not legal, 2 when it cannot be read.
    Check {
        /// The deck list (altered.gg export: `<count> <reference>` a line, the Hero among them).
        file: PathBuf,
        /// The construction rules: `standard` (Constructed, CR 1.1.4) or `limited` (CR 1.1.5).
        #[arg(long, value_enum)]
        rules: Option<crate::deck_cli::PlayFormat>,
        /// The card folder the list is resolved against.
        #[arg(long, default_value = "cards")]
        cards: PathBuf,
        /// `text` or `json`, as for every command (`standard` and `limited` are still read
        /// as `--rules`, as they were before `--rules`).
        #[arg(long, value_enum)]
        format: Option<crate::deck_cli::FormatArg>,
        /// The same as `--format` (`human` is `text`), kept for the scripts that use it.
        #[arg(long, value_enum, hide = true)]
        output: Option<crate::deck_cli::Output>,
    },
}

/// Runs `altered` with `args` (the first is the program name); returns the exit code.
pub fn run_altered<I, T>(args: I, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let text = e.render().to_string();
            let _ = if code == 0 {
                write!(stdout, "{text}")
            } else {
                write!(stderr, "{text}")
            };
            return code;
        }
    };
    match cli.command {
        Command::Sim {
            games,
            seed,
            decks,
            format,
            cards,
            decks_dir,
            max_days,
            save_log,
            jobs,
            from,
            to,
            merge,
            check_invariants,
            mode,
        } if merge.is_empty() => crate::sim_cli::run_sim(
            &crate::sim_cli::SimArgs {
                games,
                save_log,
                seed,
                decks,
                format,
                cards,
                decks_dir,
                max_days,
                jobs,
                range: (from, to),
                check_invariants,
                mode,
            },
            stdout,
            stderr,
        ),
        Command::Sim { merge, format, .. } => crate::sim_cli::run_merge(&merge, format, stdout, stderr),
        Command::Soak {
            games,
            seed,
            cards,
            decks_dir,
            max_days,
            jobs,
        } => crate::soak_cli::run_soak(
            &crate::soak_cli::SoakArgs {
                games,
                seed,
                cards,
                decks_dir,
                max_days,
                jobs,
            },
            stdout,
            stderr,
        ),
        Command::Deck {
            command:
                DeckCommand::Check {
                    file,
                    rules,
                    cards,
                    format,
                    output,
                },
        } => match crate::deck_cli::resolve_formats(rules, format, output) {
            Ok((format, output)) => crate::deck_cli::run_deck_check(
                &crate::deck_cli::CheckArgs {
                    file: &file,
                    format,
                    cards: &cards,
                    output,
                },
                stdout,
                stderr,
            ),
            Err(message) => {
                let _ = writeln!(stderr, "error: {message}");
                2
            }
        },
        Command::Play {
            decks,
            seed,
            cards,
            decks_dir,
            max_days,
            mode,
        } => crate::play_cli::run_play(
            &crate::play_cli::PlayArgs {
                decks,
                seed,
                cards,
                decks_dir,
                max_days,
                mode,
            },
            &mut std::io::stdin().lock(),
            !std::io::stdin().is_terminal(),
            stdout,
            stderr,
        ),
        Command::Serve { stdio: _, cards } => run_serve(cards.as_deref(), stdout, stderr),
        Command::Replay { file, cards } => crate::sim_cli::run_replay(&file, &cards, stdout, stderr),
        Command::Uniques { file, format, verbose } => {
            let file = file.unwrap_or_else(crate::uniques::default_parts_path);
            run_uniques(&file, format, verbose, stdout, stderr)
        }
        Command::Import { files, out, force } => match crate::import_cards(&files, &out, force) {
            Ok(summary) => {
                let _ = writeln!(stdout, "{summary}");
                0
            }
            Err(e) => {
                let _ = writeln!(stderr, "error: {e}");
                2
            }
        },
        Command::Fmt { check, paths } => {
            let paths = if paths.is_empty() {
                vec![PathBuf::from("cards")]
            } else {
                paths
            };
            match crate::fmt::format_paths(&paths, check) {
                Ok(s) => {
                    for f in &s.changed {
                        let _ = writeln!(
                            stdout,
                            "{} {}",
                            if check { "would reformat" } else { "reformatted" },
                            f.display()
                        );
                    }
                    for f in &s.not_parsed {
                        let _ = writeln!(stderr, "skipped {} (does not parse; see altered-check)", f.display());
                    }
                    for (f, why) in &s.refused {
                        let _ = writeln!(stderr, "left {} as it was: {why}", f.display());
                    }
                    for (f, why) in &s.not_read {
                        let _ = writeln!(stderr, "error: cannot read {}: {why}", f.display());
                    }
                    let mut counts = format!(
                        "{} files: {} {}, {} unchanged, {} not parsed",
                        s.changed.len() + s.unchanged.len() + s.not_parsed.len() + s.refused.len() + s.not_read.len(),
                        s.changed.len(),
                        if check { "would change" } else { "reformatted" },
                        s.unchanged.len(),
                        s.not_parsed.len()
                    );
                    if !s.refused.is_empty() {
                        counts.push_str(&format!(", {} left as they were", s.refused.len()));
                    }
                    if !s.not_read.is_empty() {
                        counts.push_str(&format!(", {} not read", s.not_read.len()));
                    }
                    let _ = writeln!(stdout, "{counts}");
                    let unclean = !s.changed.is_empty() || !s.not_parsed.is_empty() || !s.refused.is_empty();
                    if !s.not_read.is_empty() {
                        2
                    } else {
                        i32::from(check && unclean)
                    }
                }
                Err(e) => {
                    let _ = writeln!(stderr, "error: {e}");
                    2
                }
            }
        }
    }
}

/// `altered serve --stdio`: 0 at the end of input, 2 when the card folder cannot be
/// loaded or stdin or stdout fail.
fn run_serve(cards: Option<&std::path::Path>, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let mut server = match cards {
        Some(dir) => match altered_engine::CardPool::load_dir(dir) {
            Ok((pool, _skipped)) => crate::serve::Server::with_pool(pool),
            Err(e) => {
                let _ = writeln!(stderr, "error: {}", crate::hints::cards_error(dir, e));
                return 2;
            }
        },
        None => crate::serve::Server::new(),
    };
    match server.serve(std::io::stdin().lock(), stdout) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(stderr, "error: {e}");
            2
        }
    }
}

/// `altered uniques`: counts per part kind of `ok` / `unsupported` / `error`, and the share
/// that parses (not `error`).
fn run_uniques(
    file: &std::path::Path,
    format: crate::sim_cli::Format,
    verbose: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    use crate::uniques::PartKind;
    let parts = match crate::uniques::read_parts(file) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "error: {e}");
            return 2;
        }
    };
    let results = crate::uniques::check_parts(&parts);
    let count = |kind: Option<PartKind>, status: &str| {
        results
            .iter()
            .filter(|r| kind.is_none_or(|k| r.kind == k) && r.status == status)
            .count()
    };
    if matches!(format, crate::sim_cli::Format::Json) {
        let mut kinds = serde_json::Map::new();
        for kind in [PartKind::Trigger, PartKind::Condition, PartKind::Output] {
            kinds.insert(
                kind.to_string(),
                serde_json::json!({
                    "ok": count(Some(kind), "ok"),
                    "unsupported": count(Some(kind), "unsupported"),
                    "error": count(Some(kind), "error"),
                }),
            );
        }
        let doc = serde_json::json!({ "kinds": kinds, "parts": results });
        let _ = writeln!(stdout, "{doc}");
        return 0;
    }
    for kind in [PartKind::Trigger, PartKind::Condition, PartKind::Output] {
        let total = results.iter().filter(|r| r.kind == kind).count();
        let _ = writeln!(
            stdout,
            "{kind:<9} {total:>4} parts: {} ok, {} unsupported, {} error",
            count(Some(kind), "ok"),
            count(Some(kind), "unsupported"),
            count(Some(kind), "error")
        );
    }
    let errors = count(None, "error");
    let total = results.len();
    let parsed = total - errors;
    let _ = writeln!(
        stdout,
        "{total} parts: {} ok, {} unsupported, {errors} error; {:.1} % parse",
        count(None, "ok"),
        count(None, "unsupported"),
        if total == 0 {
            100.0
        } else {
            100.0 * parsed as f64 / total as f64
        }
    );
    if verbose {
        for r in results.iter().filter(|r| r.status == "error") {
            let _ = writeln!(
                stdout,
                "error {} #{}: {}
    tried: {}
    {}",
                r.kind,
                r.id,
                r.text,
                r.ability,
                r.error.as_deref().unwrap_or("")
            );
        }
    }
    0
}
