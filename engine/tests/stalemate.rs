//! Games that reach the day bound (issue 18): about 2 % of random games of the Ordis and
//! Yzmir mirrors, and about 1 % of Ordis against Yzmir, never end (the soak's million games:
//! RELIABILITY.md). Each is a stalemate the rules make, not an engine bug: every card is
//! in play or in a Mana zone, so neither player has anything left to play, and no
//! Expedition can ever move forward again, because each one that is ahead of the
//! Expedition facing it holds a Defender (CR 7.4.2.b) and the others are not ahead (CR
//! 4.2.4.e). The rules have no day limit (CR 1.3.3): without `max_days` such a game would
//! go on for ever, which is why the engine stops it without a winner.
mod common;

use altered_engine::*;
use altered_interpreter::KeywordAbility;

/// Every game of `a` against `b` among `seeds` that reaches the day bound is the stalemate
/// above; at least one does.
fn assert_day_bound_games_are_defender_stalemates(a: &str, b: &str, seeds: std::ops::Range<u64>) {
    let decks = [common::deck(a), common::deck(b)];
    let mut stalled = 0;
    for seed in seeds {
        let g = random_game(&decks, seed, DEFAULT_MAX_DAYS).unwrap();
        if g.outcome().unwrap().winner.is_some() {
            continue;
        }
        stalled += 1;
        let st = g.state();
        for p in [PlayerId(0), PlayerId(1)] {
            for zone in [Zone::Deck(p), Zone::Hand(p), Zone::Reserve(p), Zone::Discard(p)] {
                assert_eq!(st.count(zone), 0, "seed {seed}: a card left to play in {zone:?}");
            }
            for side in [Side::Hero, Side::Companion] {
                assert!(
                    !st.moves_forward(p, side),
                    "seed {seed}: {p:?}'s {side:?} Expedition would move"
                );
                let (q, qs) = st.facing(p, side);
                let (mine, theirs) = (st.expedition_stats(p, side), st.expedition_stats(q, qs));
                // Ahead on a terrain of the region it is in (CR 4.2.4.b, e, f).
                let region = st.region_terrains(usize::from(st.player(p).markers[side.index()]));
                let ahead = (0..3).any(|t| region.0[t] && mine[t] > 0 && mine[t] > theirs[t]);
                let defender = st
                    .in_zone(Zone::Expedition(p, side))
                    .any(|c| st.has_keyword(c, KeywordAbility::Defender));
                assert!(
                    !ahead || defender,
                    "seed {seed}: {p:?}'s {side:?} Expedition is ahead ({mine:?} against {theirs:?}) with no Defender"
                );
            }
        }
    }
    assert!(stalled > 0, "the sample has a game at the day bound");
}

#[test]
fn cr_7_4_2_b_a_game_at_the_day_bound_is_a_defender_stalemate_with_nothing_left_to_play() {
    assert_day_bound_games_are_defender_stalemates("ordis", "ordis", 0..60);
}

#[test]
fn cr_7_4_2_b_the_yzmir_mirror_stalls_the_same_way() {
    assert_day_bound_games_are_defender_stalemates("yzmir", "yzmir", 0..60);
}

#[test]
fn cr_7_4_2_b_ordis_against_yzmir_stalls_the_same_way() {
    assert_day_bound_games_are_defender_stalemates("ordis", "yzmir", 200..400);
}
