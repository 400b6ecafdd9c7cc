//! Parsing and checking the whole card pool of the API records, in memory.
//!
//! Setup (not timed): the altered.gg API records in `tests/data/api/*.json` are
//! imported into a temporary directory with `altered::import_cards`, and every `.card`
//! file written there is read into memory. The timed loops then run over those sources:
//!
//! - `parse_pool`: `altered::parse_card` on every source;
//! - `check_pool`: `altered::check_source` on every source, which is what `altered-check`
//!   does per file (parse, then the checks), without the file system and the output;
//! - `compile_pool`: `altered::CardPool::add_source` on every source into a new pool: parse,
//!   then lower every ability into the effect IR, which is what a game's engine loads.
//!
//! - `errors/<n>`: `check_source` on one card whose body is `n` lines in error, for `n`
//!   growing by four: the cost is bounded (issue 18): the lines after the first hundred in
//!   error (`altered_grammar::MAX_EXPLAINED_LINES`) are counted, not checked.
//!
//! - `typos/check_pool_with_typos`: `check_source` on every source with the middle
//!   character of each ability line dropped: the error path on lines like real ones.
//!
//! Run with `cargo bench --bench check_pool`; see BENCHMARKS.md for recorded numbers.

// `criterion_group!` defines a public function that cannot carry a doc comment.
#![allow(missing_docs)]

use std::fs;
use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// The altered.gg API records, relative to the repository root.
const API_DIR: &str = "tests/data/api";

/// Imports the API records into a temporary directory and returns every card file's
/// source, sorted by path so runs are comparable. `None` (after a note on stderr) when
/// the records are missing.
fn load_pool() -> Option<Vec<String>> {
    let api = Path::new(env!("CARGO_MANIFEST_DIR")).join(API_DIR);
    let mut inputs: Vec<PathBuf> = match fs::read_dir(&api) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect(),
        Err(e) => {
            eprintln!(
                "check_pool: the API records are not at {} ({e}); nothing to benchmark",
                api.display()
            );
            return None;
        }
    };
    if inputs.is_empty() {
        let dir = api.display();
        eprintln!("check_pool: no *.json in {dir}; nothing to benchmark");
        return None;
    }
    inputs.sort();

    let out = tempfile::tempdir().expect("create a temporary directory");
    let summary = altered::import_cards(&inputs, out.path(), false)
        .unwrap_or_else(|e| panic!("importing {}: {e}", api.display()));

    let mut paths: Vec<PathBuf> = summary
        .written
        .into_iter()
        .chain(summary.unchanged)
        .filter(|p| p.extension().is_some_and(|x| x == "card"))
        .collect();
    paths.sort();
    let sources: Vec<String> = paths
        .iter()
        .map(|p| fs::read_to_string(p).unwrap_or_else(|e| panic!("reading {}: {e}", p.display())))
        .collect();
    let bytes: usize = sources.iter().map(String::len).sum();
    eprintln!(
        "check_pool: {} card files ({} printings, {bytes} bytes) imported from {}",
        sources.len(),
        summary.printings,
        api.display()
    );
    Some(sources)
}

fn bench_pool(c: &mut Criterion) {
    let Some(sources) = load_pool() else {
        return;
    };

    let mut group = c.benchmark_group("pool");
    // One iteration is the whole pool; criterion's throughput line gives cards per second.
    group.throughput(Throughput::Elements(sources.len() as u64));

    group.bench_function("parse_pool", |b| {
        b.iter(|| {
            for source in &sources {
                black_box(altered::parse_card(black_box(source)));
            }
        })
    });

    group.bench_function("check_pool", |b| {
        b.iter(|| {
            for source in &sources {
                black_box(altered::check_source(black_box(source)));
            }
        })
    });

    group.bench_function("compile_pool", |b| {
        b.iter(|| {
            let mut pool = altered::CardPool::new();
            for (i, source) in sources.iter().enumerate() {
                // A card that is not playable (a parse error) is skipped, as `load_dir` does.
                let _ = pool.add_source(Path::new(&format!("{i}.card")), black_box(source));
            }
            black_box(pool)
        })
    });

    group.finish();
}

/// One card whose body is `lines` lines that do not parse.
fn card_in_error(lines: usize) -> String {
    let header = "name: Big\ntype: Character\nfaction: Axiom\nrarity: Common\n\
                  cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\n\n";
    format!("{header}{}", "a a\n".repeat(lines))
}

/// `source` with a slip in every ability line: the character at the middle of the line
/// is dropped, which leaves a misspelt word, two words run together or a lost `.` or `|`:
/// the lines in error a designer's typos and the fuzzer's mutations make.
fn with_typos(source: &str) -> String {
    let (header, body) = source.split_once("\n\n").unwrap_or((source, ""));
    let body: Vec<String> = body
        .lines()
        .map(|line| {
            let middle = line.char_indices().nth(line.chars().count() / 2);
            match middle {
                Some((i, c)) if !line.trim().is_empty() => format!("{}{}", &line[..i], &line[i + c.len_utf8()..]),
                _ => line.to_string(),
            }
        })
        .collect();
    format!("{header}\n\n{}\n", body.join("\n"))
}

fn bench_typos(c: &mut Criterion) {
    let Some(sources) = load_pool() else {
        return;
    };
    let sources: Vec<String> = sources.iter().map(|s| with_typos(s)).collect();
    let mut group = c.benchmark_group("typos");
    group.throughput(Throughput::Elements(sources.len() as u64));
    group.bench_function("check_pool_with_typos", |b| {
        b.iter(|| {
            for source in &sources {
                black_box(altered::check_source(black_box(source)));
            }
        })
    });
    group.finish();
}

fn bench_errors(c: &mut Criterion) {
    let mut group = c.benchmark_group("errors");
    group.sample_size(10);
    for lines in [1_000, 4_000, 16_000, 64_000] {
        let source = card_in_error(lines);
        group.throughput(Throughput::Bytes(source.len() as u64));
        group.bench_function(lines.to_string(), |b| {
            b.iter(|| black_box(altered::check_source(black_box(&source))))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_pool, bench_typos, bench_errors);
criterion_main!(benches);
