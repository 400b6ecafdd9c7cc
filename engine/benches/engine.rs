//! Engine benchmarks (DESIGN.md budgets): a whole random game, and a mid-game clone.
//!
//! `cargo bench -p altered-engine --bench engine`
use altered_engine::{play, random_game, CardPool, Deck, Game, RandomAgent};
use criterion::{black_box, Criterion};
use std::alloc::{GlobalAlloc, Layout, System};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// The system allocator, counting the allocations (and reallocations) made: how many a
/// clone or a game makes is printed before the timings (BENCHMARKS.md, issue 16).
struct Counting;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

// SAFETY: every call is passed on to the system allocator unchanged; only a counter is added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.alloc_zeroed(layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// The allocations `f` makes.
fn allocations<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let out = f();
    (out, ALLOCATIONS.load(Ordering::Relaxed) - before)
}

fn decks() -> Vec<Deck> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let (pool, _) = CardPool::load_dir(&root.join("cards")).expect("cards/");
    ["axiom", "bravos"]
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(root.join("decks").join(format!("{f}.txt"))).expect("deck");
            Deck::parse(f, &text, &pool).expect("deck resolves")
        })
        .collect()
}

/// A game on day 5 or later, in an Afternoon, with cards in every zone.
fn mid_game(decks: &[Deck]) -> Game {
    for seed in 0.. {
        let mut g = Game::builder()
            .seed(seed)
            .deck(decks[0].clone())
            .deck(decks[1].clone())
            .log(false)
            .build()
            .unwrap();
        let (mut a, mut b) = (RandomAgent::new(1), RandomAgent::new(2));
        while g.pending().is_some() && g.state().day() < 5 {
            play(&mut g, &mut [&mut a, &mut b], Some(1)).unwrap();
        }
        if g.pending().is_some() {
            return g;
        }
    }
    unreachable!()
}

fn benches(c: &mut Criterion) {
    let decks = decks();
    let games = 300u64;
    let ((), made) = allocations(|| {
        for seed in 1..=games {
            black_box(random_game(&decks, seed, 100).unwrap());
        }
    });
    eprintln!("random games: {} allocations a game ({games} games)", made / games);
    let mut seed = 0u64;
    c.bench_function("random_game/axiom_vs_bravos", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&decks, seed, 100).unwrap())
        })
    });
    let g = mid_game(&decks);
    let st = g.state().clone();
    eprintln!(
        "mid-game state: day {}, {} cards, {} bytes of card entries",
        st.day(),
        st.cards().count(),
        st.cards().count() * std::mem::size_of::<altered_engine::CardState>()
    );
    let (copy, made) = allocations(|| st.clone());
    drop(copy);
    eprintln!("a clone of that state: {made} allocations");
    c.bench_function("clone/mid_game_state", |b| b.iter(|| black_box(st.clone())));
    c.bench_function("clone/mid_game_game", |b| b.iter(|| black_box(g.clone())));
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    benches(&mut c);
    c.final_summary();
}
