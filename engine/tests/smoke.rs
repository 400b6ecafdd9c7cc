mod common;
use altered_engine::*;

#[test]
fn a_random_game_ends() {
    let decks = [common::deck("axiom"), common::deck("bravos")];
    for seed in 0..20 {
        let g = random_game(&decks, seed, 100).unwrap();
        let o = g.outcome().unwrap();
        eprintln!("seed {seed}: {:?} decisions {}", o, g.choices().len());
    }
}
