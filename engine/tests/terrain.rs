//! Terrain Markers (CR 3.2.1.d–e, 7.3.20): what a marker does to its region's terrains,
//! in what order, and what moving one does; every reader of a region's terrains (Progress,
//! `in forest`) sees the markers.
mod common;

use common::{real, P0, P1};

use altered_engine::*;
use std::sync::Arc;

const FOREST: Terrains = Terrains([true, false, false]);
const MOUNTAIN: Terrains = Terrains([false, true, false]);
const WATER: Terrains = Terrains([false, false, true]);

fn character(stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic("Walker", Kind::Character, 1, 1, stats))
}

/// A position at the start of Dusk on the last allowed day: the game runs Progress and
/// stops at Check Victory.
fn dusk(sc: Scenario) -> Game {
    let mut st = sc.build();
    let day = st.day();
    st.set_day(day, day);
    Game::from_state(st)
}

/// CR 3.2.1.d: a marker's region gains the marker's terrains and loses its other terrain:
/// the Hero region (forest, mountain and water) with a {M} marker is mountain only.
#[test]
fn cr_3_2_1_d_a_terrain_marker_makes_its_region_its_terrains_only() {
    let mut sc = Scenario::new();
    assert!(sc.terrain_marker(0, MOUNTAIN));
    let st = sc.build();
    assert_eq!(st.region_terrains(0), MOUNTAIN);
    assert_eq!(st.region_terrains(7), Terrains::ALL, "not another region");
    assert_eq!(st.terrain_markers().len(), 1);
}

/// CR 3.2.1.d: a marker of more than one terrain gives them all.
#[test]
fn cr_3_2_1_d_a_marker_of_two_terrains_gives_both() {
    let mut sc = Scenario::new();
    assert!(sc.terrain_marker(7, Terrains([true, false, true])));
    assert_eq!(sc.build().region_terrains(7), Terrains([true, false, true]));
}

/// CR 3.2.1.d: only visible regions take markers: a face-down Tumult region does not, and
/// a marker of no terrain is none.
#[test]
fn cr_3_2_1_d_only_a_visible_region_takes_a_marker() {
    let mut sc = Scenario::new();
    assert!(!sc.terrain_marker(1, FOREST), "region 1 is face down");
    assert!(!sc.terrain_marker(0, Terrains::NONE));
    assert!(!sc.terrain_marker(9, FOREST), "no such region");
    let st = sc.build();
    assert!(st.terrain_markers().is_empty());
    assert_eq!(st.region_terrains(1), Terrains::NONE);
}

/// CR 3.2.1.d, 4.2.4.b: Progress reads the region's terrains with the markers: 5 forest
/// moves forward from the Hero region, not once a {M} marker is on it.
#[test]
fn cr_3_2_1_d_progress_counts_only_the_terrains_the_marker_leaves() {
    for (marker, moves) in [(None, true), (Some(MOUNTAIN), false), (Some(FOREST), true)] {
        let mut sc = Scenario::new();
        sc.card(&character([5, 0, 0]), P0, Zone::Expedition(P0, Side::Hero));
        if let Some(t) = marker {
            assert!(sc.terrain_marker(0, t));
        }
        let g = dusk(sc);
        assert_eq!(g.state().player(P0).markers[0] == 1, moves, "{marker:?}");
    }
}

/// CR 3.2.1.e: markers apply before every other passive, whatever the timestamps: with
/// Persephone's `My region is forest in addition to its other terrains` in the Hero region
/// and a {M} marker placed after her, the region is mountain (the marker) and forest
/// (Persephone after it), not mountain alone.
#[test]
fn cr_3_2_1_e_markers_apply_before_other_passives_whatever_their_timestamps() {
    let mut sc = Scenario::new();
    sc.card(&real("ALT_ALIZE_B_MU_33_C"), P0, Zone::Expedition(P0, Side::Hero));
    assert!(sc.terrain_marker(0, MOUNTAIN));
    let st = sc.build();
    assert_eq!(st.region_terrains(0), Terrains([true, true, false]));
    // The facing Expedition's Characters are in forest too (CR 7.5.8.a): P1's Hero
    // Expedition is on the same region.
    assert_eq!(st.player(P1).markers[0], 0);
}

/// CR 3.2.1.e: among markers, timestamp order: on one region a {V} marker then a {O}
/// marker leave water; CR 7.3.20.a–b: moving the {V} marker to the region it is already
/// in makes it a new object with a new timestamp, so it applies last: forest.
#[test]
fn cr_7_3_20_b_a_moved_marker_is_a_new_object_applied_after_the_others() {
    let mut sc = Scenario::new();
    assert!(sc.terrain_marker(0, FOREST));
    assert!(sc.terrain_marker(0, WATER));
    assert_eq!(sc.state_mut().region_terrains(0), WATER, "the later one decides");
    let before = sc.state_mut().terrain_markers()[0].obj;
    assert!(sc.move_terrain_marker(0, 0), "CR 7.3.20.a: to the region it is in");
    let st = sc.build();
    let moved = st.terrain_markers().iter().find(|m| m.terrains == FOREST).unwrap();
    assert!(moved.obj > before, "a new object, a new timestamp");
    assert_eq!(st.region_terrains(0), FOREST);
}

/// CR 7.3.20: a marker moved to another visible region leaves its old one as it was
/// printed, and changes the new one; not to a face-down region.
#[test]
fn cr_7_3_20_a_a_marker_moved_to_another_region_takes_its_terrains_along() {
    let mut sc = Scenario::new();
    assert!(sc.terrain_marker(0, WATER));
    assert!(!sc.move_terrain_marker(0, 2), "region 2 is face down");
    assert!(sc.move_terrain_marker(0, 7));
    let st = sc.build();
    assert_eq!(st.region_terrains(0), Terrains::ALL);
    assert_eq!(st.region_terrains(7), WATER);
}

/// A game with markers saves and loads with them; a saved game from before markers (no
/// `terrain_markers` field) loads with none.
#[test]
fn terrain_markers_are_saved_and_a_game_without_any_saves_as_before() {
    let mut sc = Scenario::new();
    sc.card(&real("ALT_ALIZE_B_MU_33_C"), P0, Zone::Hand(P0));
    let plain = common::start(sc.clone()).to_json();
    assert!(!plain.contains("terrain_markers"), "no field when there is none");
    assert!(sc.terrain_marker(0, WATER));
    let g = common::start(sc);
    let json = g.to_json();
    let loaded = Game::from_json(common::pool(), &json).unwrap();
    assert_eq!(loaded.state().terrain_markers(), g.state().terrain_markers());
    assert_eq!(loaded.state().region_terrains(0), WATER);
    assert_eq!(loaded.to_json(), json);
    // A marker on a face-down region is a broken save, refused with its reason.
    let broken = json.replace("\"region\":0", "\"region\":3");
    assert!(
        matches!(Game::from_json(common::pool(), &broken), Err(LoadError::Invalid(m)) if m.contains("terrain marker"))
    );
}
