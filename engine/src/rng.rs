//! Seeded randomness: ChaCha8 and nothing else (no thread or OS randomness), with our own
//! uniform sampling so that a seed replays the same game whatever the `rand` version.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The game's random number generator.
pub type GameRng = ChaCha8Rng;

/// A generator from a 64-bit seed.
pub fn from_seed(seed: u64) -> GameRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A uniform number in `0..n` (`n > 0`), by Lemire's multiply-and-reject.
pub fn below(rng: &mut GameRng, n: usize) -> usize {
    debug_assert!(n > 0 && n <= u32::MAX as usize);
    let n = n as u32;
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as usize
}

/// Fisher–Yates shuffle.
pub fn shuffle<T>(rng: &mut GameRng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i + 1);
        items.swap(i, j);
    }
}

/// A well-mixed seed for the `index`-th sub-game or agent of a run seeded with `seed`
/// (SplitMix64's finaliser), so neighbouring indices get unrelated streams.
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_is_reproducible() {
        let mut a = from_seed(3);
        let mut b = from_seed(3);
        for n in 1..200 {
            let x = below(&mut a, n);
            assert!(x < n);
            assert_eq!(x, below(&mut b, n));
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = from_seed(9);
        let mut v: Vec<u32> = (0..50).collect();
        shuffle(&mut rng, &mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(
            v, sorted,
            "a 50-card shuffle that changes nothing is astronomically unlikely"
        );
    }
}
