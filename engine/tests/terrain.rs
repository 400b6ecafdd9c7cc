//! Terrain Markers (CR 3.2.1.d–e, 7.3.20): what a marker does to its region's terrains,
//! in what order, and what moving one does; every reader of a region's terrains (Progress,
//! `in forest`) sees the markers.
mod common;

use common::{cr, real, P0, P1};

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

// ---- the language: placing markers (CR 3.2.1.d) ---------------------------------------

/// Player 0 plays `card` from Hand (to their Hero Expedition if it is a Character), with
/// two ready Mana Orbs.
fn played(card: &str) -> Game {
    let mut sc = common::position(3, 3);
    let c = sc.card(&cr(card), P0, Zone::Hand(P0));
    let mut g = common::start(sc);
    let to = (g.state().def(c).kind == Kind::Character).then_some(Side::Hero);
    common::play(&mut g, c, to);
    g
}

/// CR 3.2.1.d, 1.2.6.c: `Place a {M} Terrain Marker on target visible region`: the player
/// chooses among the face-up regions only (the Hero and Companion regions here, the Tumult
/// regions being face down), and the one chosen is mountain only.
#[test]
fn cr_3_2_1_d_place_a_terrain_marker_on_target_visible_region() {
    let mut g = played("place-terrain-marker");
    let d = g.pending().expect("a decision").clone();
    assert_eq!(d.kind, DecisionKind::ChooseRegion, "{d:?}");
    assert_eq!(d.options, vec![Opt::Region(0), Opt::Region(7)], "only visible regions");
    common::choose(&mut g, DecisionKind::ChooseRegion, |o| *o == Opt::Region(7));
    common::settled(&g);
    assert_eq!(g.state().region_terrains(7), MOUNTAIN);
    assert_eq!(g.state().region_terrains(0), Terrains::ALL, "not the other one");
    assert_eq!(g.state().terrain_markers().len(), 1);
}

/// CR 3.2.1.d: `etb Place a {O} Terrain Marker on my region`: the region of the Expedition
/// I joined, and no other.
#[test]
fn cr_3_2_1_d_place_a_terrain_marker_on_my_region() {
    let g = played("place-terrain-marker-my");
    common::settled(&g);
    assert_eq!(g.state().region_terrains(0), WATER, "my Hero Expedition's region");
    assert_eq!(g.state().region_terrains(7), Terrains::ALL);
}

/// CR 3.2.1.d: `Place a {V}{M} Terrain Marker on each visible region`: one marker of both
/// terrains on each face-up region, none on the face-down ones.
#[test]
fn cr_3_2_1_d_place_a_two_terrain_marker_on_each_visible_region() {
    let g = played("place-terrain-marker-each");
    common::settled(&g);
    let both = Terrains([true, true, false]);
    assert_eq!(g.state().region_terrains(0), both);
    assert_eq!(g.state().region_terrains(7), both);
    assert_eq!(g.state().terrain_markers().len(), 2);
    assert!(g
        .state()
        .terrain_markers()
        .iter()
        .all(|m| m.region == 0 || m.region == 7));
}

/// CR 3.2.1.d, 6.1.g: `Place a {V} or {M} Terrain Marker on target visible region`: the
/// region is chosen (CR 1.2.6.c), then one of the two terrains; the marker has that one
/// alone, and no marker of the other is placed.
#[test]
fn cr_3_2_1_d_place_a_terrain_marker_of_a_terrain_the_player_chooses() {
    for (mode, terrains) in [(0, FOREST), (1, MOUNTAIN)] {
        let mut g = played("place-terrain-marker-choice");
        common::choose(&mut g, DecisionKind::ChooseRegion, |o| *o == Opt::Region(7));
        let d = g.pending().expect("a decision").clone();
        assert_eq!(d.kind, DecisionKind::ChooseMode, "{d:?}");
        assert_eq!(d.options, vec![Opt::Mode(0), Opt::Mode(1)], "two terrains, one chosen");
        common::choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(mode));
        common::settled(&g);
        assert_eq!(g.state().region_terrains(7), terrains, "mode {mode}");
        assert_eq!(g.state().region_terrains(0), Terrains::ALL, "not the other region");
        assert_eq!(g.state().terrain_markers().len(), 1);
    }
}

// ---- the language: moving markers (CR 7.3.20) -----------------------------------------

/// Player 0 plays the `move-terrain-marker` Character (`etb You may move a forest or water
/// Terrain Marker from any region to my region`) into their Hero Expedition (region 0),
/// with these markers placed first; `pick` answers the choice of a marker (`None`: the
/// controller declines the `may`). The game once it is resolved.
fn moved(markers: &[(u8, Terrains)], pick: Option<(u8, Terrains)>, offered: &[(u8, Terrains)]) -> Game {
    let mut sc = common::position(3, 3);
    for &(r, t) in markers {
        assert!(sc.terrain_marker(r, t));
    }
    let c = sc.card(&cr("move-terrain-marker"), P0, Zone::Hand(P0));
    let mut g = common::start(sc);
    common::play(&mut g, c, Some(Side::Hero));
    let mut asked_marker = false;
    while let Some(d) = g.pending().cloned() {
        match d.kind {
            DecisionKind::May => common::choose(&mut g, DecisionKind::May, |o| {
                *o == if pick.is_some() { Opt::Yes } else { Opt::No }
            }),
            DecisionKind::ChooseTerrainMarker => {
                let listed: Vec<(u8, Terrains)> = d
                    .options
                    .iter()
                    .filter_map(|o| match *o {
                        Opt::TerrainMarker { region, terrains } => Some((region, terrains)),
                        _ => None,
                    })
                    .collect();
                assert_eq!(listed, offered, "the markers that fit, oldest first");
                let (region, terrains) = pick.expect("asked only when moving");
                common::choose(&mut g, DecisionKind::ChooseTerrainMarker, |o| {
                    *o == Opt::TerrainMarker { region, terrains }
                });
                asked_marker = true;
            }
            _ => break,
        }
    }
    common::settled(&g);
    assert_eq!(asked_marker, pick.is_some());
    g
}

/// CR 7.3.20: `move a forest or water Terrain Marker from any region to my region`: only a
/// marker with one of those terrains is offered; the one moved leaves its region (which
/// the other marker there decides again) and makes mine its terrains.
#[test]
fn cr_7_3_20_you_may_move_a_forest_or_water_marker_from_any_region_to_my_region() {
    let markers = [(7, FOREST), (7, MOUNTAIN)];
    let g = moved(&markers, Some((7, FOREST)), &[(7, FOREST)]);
    assert_eq!(g.state().region_terrains(0), FOREST, "my region");
    assert_eq!(g.state().region_terrains(7), MOUNTAIN, "the marker left there");
    // Declined: nothing moves.
    let g = moved(&markers, None, &[(7, FOREST)]);
    assert_eq!(g.state().region_terrains(0), Terrains::ALL);
    assert_eq!(g.state().region_terrains(7), MOUNTAIN);
}

/// CR 7.3.20.a–b: a marker moved to the region it is already in becomes a new object with a
/// new timestamp, so it now applies after the other marker there: {V} then {O} on my
/// region is water; moving the {V} marker to my region makes it forest.
#[test]
fn cr_7_3_20_b_moving_a_marker_to_its_own_region_applies_it_last() {
    let markers = [(0, FOREST), (0, WATER)];
    let g = moved(&markers, Some((0, FOREST)), &[(0, FOREST), (0, WATER)]);
    assert_eq!(g.state().region_terrains(0), FOREST);
    assert_eq!(g.state().terrain_markers().len(), 2);
}

/// Player 0 plays a Character with `text` into their Hero Expedition (region 0), with these
/// markers placed first.
fn played_written(text: &str, markers: &[(u8, Terrains)]) -> Game {
    let mut sc = common::position(3, 3);
    for &(r, t) in markers {
        assert!(sc.terrain_marker(r, t));
    }
    let c = sc.card(&common::written("Character — Adventurer", text), P0, Zone::Hand(P0));
    let mut g = common::start(sc);
    common::play(&mut g, c, Some(Side::Hero));
    g
}

/// CR 3.2.1.d: `Put a Terrain Marker in my region`: no terrain is written, and a marker has
/// at least one, so the player placing it chooses one of the three; the marker has that one.
#[test]
fn cr_3_2_1_d_put_a_terrain_marker_of_no_written_terrain_in_my_region() {
    for (mode, terrains) in [(0, FOREST), (2, WATER)] {
        let mut g = played_written("etb Put a Terrain Marker in my region.", &[]);
        let d = g.pending().expect("a decision").clone();
        assert_eq!(d.kind, DecisionKind::ChooseMode, "{d:?}");
        assert_eq!(
            d.options,
            vec![Opt::Mode(0), Opt::Mode(1), Opt::Mode(2)],
            "one of three terrains"
        );
        common::choose(&mut g, DecisionKind::ChooseMode, |o| *o == Opt::Mode(mode));
        common::settled(&g);
        assert_eq!(g.state().region_terrains(0), terrains, "my region, mode {mode}");
        assert_eq!(g.state().region_terrains(7), Terrains::ALL);
    }
}

/// CR 7.3.20.a: `Move a Terrain Marker in my region to another region`: only the markers on
/// my region are offered, and `another` states otherwise than the rule's default, so the
/// region the marker is on is not offered; the marker takes its terrain along.
#[test]
fn cr_7_3_20_a_move_a_terrain_marker_in_my_region_to_another_region() {
    let mut g = played_written(
        "etb Move a Terrain Marker in my region to another region.",
        &[(0, FOREST), (7, MOUNTAIN)],
    );
    let d = g.pending().expect("a decision").clone();
    assert_eq!(d.kind, DecisionKind::ChooseTerrainMarker, "{d:?}");
    assert_eq!(
        d.options,
        vec![Opt::TerrainMarker {
            region: 0,
            terrains: FOREST
        }],
        "only the marker in my region"
    );
    common::choose(&mut g, DecisionKind::ChooseTerrainMarker, |_| true);
    let d = g.pending().expect("a decision").clone();
    assert_eq!(d.kind, DecisionKind::ChooseRegion, "{d:?}");
    assert_eq!(d.options, vec![Opt::Region(7)], "not the region it is on");
    common::choose(&mut g, DecisionKind::ChooseRegion, |o| *o == Opt::Region(7));
    common::settled(&g);
    assert_eq!(g.state().region_terrains(0), Terrains::ALL, "the marker left my region");
    assert_eq!(
        g.state().region_terrains(7),
        FOREST,
        "moved last, it applies last (CR 7.3.20.b)"
    );
}

/// Player 0 has a watcher with `reaction` in their Hero Expedition (region 0), with these
/// markers placed, and plays a Character with `text` there; `region` answers the choice
/// of a region, if any. The watcher's boosts once all is resolved.
fn watcher_boosts(reaction: &str, markers: &[(u8, Terrains)], text: &str, region: u8) -> u16 {
    let mut sc = common::position(3, 3);
    for &(r, t) in markers {
        assert!(sc.terrain_marker(r, t));
    }
    let watcher = sc.card(
        &common::written("Character — Adventurer", reaction),
        P0,
        Zone::Expedition(P0, Side::Hero),
    );
    let c = sc.card(&common::written("Character — Adventurer", text), P0, Zone::Hand(P0));
    let mut g = common::start(sc);
    common::play(&mut g, c, Some(Side::Hero));
    while let Some(d) = g.pending().cloned() {
        match d.kind {
            DecisionKind::ChooseRegion => {
                common::choose(&mut g, d.kind, |o| *o == Opt::Region(region));
            }
            DecisionKind::ChooseTerrainMarker | DecisionKind::ChooseReaction => {
                common::choose(&mut g, d.kind, |_| true);
            }
            _ => break,
        }
    }
    common::settled(&g);
    g.state().card(watcher).boosts
}

/// CR 3.2.1.d: `When a Terrain Marker is placed in my region`: a marker placed on the
/// region of my Expedition activates it, one placed on another region does not.
#[test]
fn cr_3_2_1_d_when_a_terrain_marker_is_placed_in_my_region() {
    let reaction = "When a Terrain Marker is placed in my region | I gain 1 boost.";
    let place = "etb Place a {V} Terrain Marker on target visible region.";
    assert_eq!(watcher_boosts(reaction, &[], place, 0), 1, "on my region");
    assert_eq!(watcher_boosts(reaction, &[], place, 7), 0, "on the Companion region");
    let anywhere = "When you place a Terrain Marker | I gain 1 boost.";
    assert_eq!(watcher_boosts(anywhere, &[], place, 7), 1, "by me, anywhere");
    let moving = "When a Terrain Marker is moved | I gain 1 boost.";
    assert_eq!(watcher_boosts(moving, &[], place, 0), 0, "placing is not moving");
}

/// CR 7.3.20: `When a Terrain Marker is moved`: moving one activates it, wherever it goes;
/// `moved to my region` only when it comes to the region of my Expedition.
#[test]
fn cr_7_3_20_when_a_terrain_marker_is_moved() {
    let mv = "etb Move a Terrain Marker from any region to target visible region.";
    let markers = [(7, FOREST)];
    assert_eq!(
        watcher_boosts("When a Terrain Marker is moved | I gain 1 boost.", &markers, mv, 7),
        1,
        "moved to its own region is moved too (CR 7.3.20.a)"
    );
    let to_mine = "When a Terrain Marker is moved to my region | I gain 1 boost.";
    assert_eq!(watcher_boosts(to_mine, &markers, mv, 0), 1, "to my region");
    assert_eq!(watcher_boosts(to_mine, &markers, mv, 7), 0, "not to my region");
    let placed = "When a Terrain Marker is placed | I gain 1 boost.";
    assert_eq!(watcher_boosts(placed, &markers, mv, 0), 0, "moving is not placing");
}
