//! Passive abilities that alter statistics (CR 2.2.11, 2.3.1.g), with real cards: Winter
//! Outfits (`The forest, mountain and water of Characters in my Expedition are equal to
//! their highest statistic.`) and Bliss Bassist (`If I'm Boosted, the forest, mountain and
//! water of other Characters you control are equal to their highest statistic.`).
mod common;

use common::{position, real, P0, P1};

use altered_engine::*;
use std::sync::Arc;

const WINTER_OUTFITS: &str = "ALT_ALIZE_B_LY_43_C";
const BLISS_BASSIST: &str = "ALT_BISE_B_LY_49_R2";

fn character(name: &str, stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 1, 1, stats))
}

#[test]
fn cr_2_3_1_g_winter_outfits_makes_each_statistic_the_highest_in_its_expedition() {
    let mut sc = position(0, 0);
    sc.card(&real(WINTER_OUTFITS), P0, Zone::Expedition(P0, Side::Hero));
    let here = sc.card(&character("Here", [1, 3, 0]), P0, Zone::Expedition(P0, Side::Hero));
    let there = sc.card(
        &character("There", [1, 3, 0]),
        P0,
        Zone::Expedition(P0, Side::Companion),
    );
    let facing = sc.card(&character("Facing", [2, 0, 0]), P1, Zone::Expedition(P1, Side::Hero));
    sc.boosts(here, 1);
    let st = sc.build();
    // Boosts add to all three alike (CR 2.5.1.b): the highest with them.
    assert_eq!(st.stats(here), [4, 4, 4]);
    assert_eq!(st.stats(there), [1, 3, 0], "only in its Expedition");
    assert_eq!(st.stats(facing), [2, 0, 0], "not the Expedition facing it");
    // CR 4.2.4.b: Progress sums them.
    assert_eq!(st.expedition_stats(P0, Side::Hero), [4, 4, 4]);
}

#[test]
fn cr_2_3_1_g_bliss_bassist_boosted_equalizes_the_other_characters_you_control() {
    let stats_with = |boosted: bool| {
        let mut sc = position(0, 0);
        let bassist = sc.card(&real(BLISS_BASSIST), P0, Zone::Expedition(P0, Side::Hero));
        if boosted {
            sc.boosts(bassist, 1);
        }
        let mine = sc.card(&character("Mine", [0, 2, 1]), P0, Zone::Expedition(P0, Side::Companion));
        let theirs = sc.card(&character("Theirs", [0, 2, 1]), P1, Zone::Expedition(P1, Side::Hero));
        let st = sc.build();
        (st.stats(bassist), st.stats(mine), st.stats(theirs))
    };
    assert_eq!(stats_with(false), ([0, 0, 3], [0, 2, 1], [0, 2, 1]), "only if Boosted");
    assert_eq!(
        stats_with(true),
        ([1, 1, 4], [2, 2, 2], [0, 2, 1]),
        "other Characters you control, not itself nor an opponent's"
    );
}
