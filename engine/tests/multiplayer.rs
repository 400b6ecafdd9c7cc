//! The four-player modes, Free for All and 2v2: one test per sentence of their victory
//! conditions and tiebreakers, named after the sentence, and the table they are played on.
//! `docs/multiplayer.md` quotes each sentence and draws the table; this file reads no data
//! from outside the repository.
//! Positions are built with `Scenario::with_mode`; the flow then runs from the step set.
mod common;

use altered_engine::*;
use proptest::prelude::*;
use std::sync::Arc;

const P: [PlayerId; 4] = [PlayerId(0), PlayerId(1), PlayerId(2), PlayerId(3)];

fn character(stats: [i32; 3]) -> Arc<CardDef> {
    Arc::new(CardDef::basic("X", Kind::Character, 1, 1, stats))
}

/// A Character costing nothing: a player holding it always has a turn to take.
fn free() -> Arc<CardDef> {
    Arc::new(CardDef::basic("Free", Kind::Character, 0, 0, [0; 3]))
}

/// A card nobody can afford: held in Hand, it makes each Morning ask to Expand, so that the
/// flow stops there.
fn unaffordable() -> Arc<CardDef> {
    Arc::new(CardDef::basic("Filler", Kind::Spell, 9, 9, [0; 3]))
}

/// Markers `[hero, companion]` per seat (a total distance of 7 or more: the Expeditions met,
/// CR 1.3.3.a), Expeditions holding Characters of the given statistics, the flow at Check
/// Victory of day 2.
fn at_check_victory(mode: Mode, markers: [[u8; 2]; 4], stats: [[i32; 3]; 4]) -> Game {
    let mut sc = Scenario::with_mode(mode);
    let f = unaffordable();
    for p in P {
        sc.state_mut().player_mut(p).markers = markers[p.index()];
        sc.card(&character(stats[p.index()]), p, Zone::Expedition(p, Side::Hero));
        sc.card(&f, p, Zone::Hand(p));
        sc.cards(&f, p, Zone::Deck(p), 4);
    }
    let mut st = sc.build();
    st.set_step(Step::Night, Phase::Dusk);
    Game::from_state(st)
}

/// Answers every decision with its first options (passing, skipping) until the game ends
/// or `limit` decisions were answered; the players who were asked, in order.
fn run_passing(g: &mut Game, limit: usize) -> Vec<PlayerId> {
    let mut asked = Vec::new();
    for _ in 0..limit {
        let Some(d) = g.pending().cloned() else { break };
        asked.push(d.player);
        g.submit(Choice {
            player: d.player,
            picks: (0..d.picks).collect(),
        })
        .unwrap();
    }
    asked
}

const NONE: [i32; 3] = [0; 3];
/// A total distance of 7: Hero and Companion in the same region.
const MET: [u8; 2] = [4, 4];
/// A total of 8: one advance further than necessary.
const MET_PLUS_ONE: [u8; 2] = [5, 4];
/// At the origins: a total of 0.
const HOME: [u8; 2] = [0, 7];

// ---- Free for All: victory conditions ----

#[test]
fn ffa_the_first_player_whose_hero_and_companion_meet_in_the_same_region_wins_the_game() {
    let g = at_check_victory(Mode::FreeForAll, [HOME, HOME, MET, HOME], [NONE; 4]);
    let o = g.outcome().expect("game over");
    assert_eq!((o.winner, o.team, o.tiebreakers), (Some(P[2]), None, false));
}

#[test]
fn ffa_if_multiple_players_fulfill_the_victory_conditions_a_player_who_advanced_further_than_necessary_wins() {
    let g = at_check_victory(Mode::FreeForAll, [HOME, MET, HOME, MET_PLUS_ONE], [NONE; 4]);
    assert_eq!(g.outcome().expect("game over").winner, Some(P[3]));
}

#[test]
fn ffa_otherwise_play_a_tiebreaker_day_in_the_arena_with_only_the_players_who_advanced_the_furthest() {
    // Seats 1 and 3 advanced 8, seat 0 only 7: seats 1 and 3 play the tiebreaker day. Seat
    // 0's Characters beat everyone's but do not count; seat 1 wins forest alone.
    let mut g = at_check_victory(
        Mode::FreeForAll,
        [MET, MET_PLUS_ONE, HOME, MET_PLUS_ONE],
        [[9, 9, 9], [1, 0, 0], [9, 9, 9], NONE],
    );
    assert!(g.outcome().is_none());
    assert!(
        g.state().adventure().is_arena(),
        "CR 4.3.a: the Arena replaces the regions"
    );
    assert!(g.state().contends(P[1]) && g.state().contends(P[3]));
    assert!(!g.state().contends(P[0]) && !g.state().contends(P[2]));
    let asked = run_passing(&mut g, 200);
    let o = g.outcome().expect("the tiebreaker day decided it");
    assert_eq!((o.winner, o.tiebreakers), (Some(P[1]), true));
    assert!(
        !g.events()
            .iter()
            .any(|e| matches!(e, Event::Passed(p) if *p == P[0] || *p == P[2])),
        "the players who did not advance the furthest take no turn: {asked:?}"
    );
}

#[test]
fn ffa_only_the_players_who_advanced_the_furthest_take_turns_in_the_tiebreaker_day() {
    // Every seat holds a free Character, so every seat playing the day would be asked to take
    // a turn; only seats 1 and 3 are.
    let mut sc = Scenario::with_mode(Mode::FreeForAll);
    for p in P {
        sc.state_mut().player_mut(p).markers = if p.0 % 2 == 1 { MET_PLUS_ONE } else { HOME };
        sc.card(&free(), p, Zone::Hand(p));
    }
    let mut st = sc.build();
    st.set_step(Step::Night, Phase::Dusk);
    let mut g = Game::from_state(st);
    let mut turns = Vec::new();
    while let Some(d) = g.pending().cloned() {
        if g.state().day() > 3 {
            break;
        }
        if d.kind == DecisionKind::Turn {
            turns.push(d.player);
        }
        g.submit(Choice {
            player: d.player,
            picks: (0..d.picks).collect(),
        })
        .unwrap();
    }
    assert!(!turns.is_empty());
    assert!(turns.iter().all(|p| p.0 % 2 == 1), "{turns:?}");
}

#[test]
fn ffa_tiebreaker_example_bob_and_camille_did_better_than_alice_but_neither_has_the_highest_score_alice_wins() {
    // Alice, Bob and Camille advanced the furthest (8); the fourth player only 7. Bob and
    // Camille tie for the highest forest and mountain, so nobody wins those; Alice has the
    // highest water.
    let (alice, bob, camille) = ([2, 2, 5], [4, 4, 0], [4, 4, 0]);
    let mut g = at_check_victory(
        Mode::FreeForAll,
        [MET_PLUS_ONE, MET_PLUS_ONE, MET_PLUS_ONE, MET],
        [alice, bob, camille, [9, 9, 9]],
    );
    run_passing(&mut g, 200);
    let o = g.outcome().expect("game over");
    assert_eq!((o.winner, o.tiebreakers), (Some(P[0]), true));
}

// ---- 2v2: victory conditions (teams: seats 0 and 2, seats 1 and 3) ----

#[test]
fn two_v_two_the_first_player_whose_hero_and_companion_meet_wins_the_game_for_their_team() {
    let g = at_check_victory(Mode::TwoVsTwo, [HOME, MET, HOME, HOME], [NONE; 4]);
    let o = g.outcome().expect("game over");
    assert_eq!((o.winner, o.team), (None, Some(1)));
    assert_eq!(Mode::TwoVsTwo.members(1), [P[1], P[3]]);
}

#[test]
fn two_v_two_if_two_players_from_different_teams_meet_one_who_advanced_further_than_necessary_wins_for_their_team() {
    let g = at_check_victory(Mode::TwoVsTwo, [MET, MET_PLUS_ONE, HOME, HOME], [NONE; 4]);
    assert_eq!(g.outcome().expect("game over").team, Some(1));
}

#[test]
fn two_v_two_if_two_players_from_different_teams_meet_otherwise_play_a_tiebreaker_day_in_the_arena() {
    let g = at_check_victory(Mode::TwoVsTwo, [HOME, MET, MET, HOME], [NONE; 4]);
    assert!(g.outcome().is_none());
    assert!(g.state().adventure().is_arena());
    assert!(P.iter().all(|&p| g.state().contends(p)), "every player plays it");
}

#[test]
fn two_v_two_if_three_players_fulfill_the_victory_conditions_the_two_allied_players_win() {
    // Seat 0 advanced the furthest, but seats 1 and 3 are allies who both met.
    let g = at_check_victory(Mode::TwoVsTwo, [[6, 4], MET, HOME, MET], [NONE; 4]);
    assert_eq!(g.outcome().expect("game over").team, Some(1));
}

#[test]
fn two_v_two_if_all_four_meet_a_team_with_at_least_one_additional_advance_wins() {
    // Team 0: 7 + 8 = 15; team 1: 7 + 7 = 14.
    let g = at_check_victory(Mode::TwoVsTwo, [MET, MET, MET_PLUS_ONE, MET], [NONE; 4]);
    assert_eq!(g.outcome().expect("game over").team, Some(0));
}

#[test]
fn two_v_two_if_all_four_meet_otherwise_play_a_tiebreaker_day_in_the_arena() {
    // Team 0: 8 + 7; team 1: 7 + 8.
    let g = at_check_victory(Mode::TwoVsTwo, [MET_PLUS_ONE, MET, MET, MET_PLUS_ONE], [NONE; 4]);
    assert!(g.outcome().is_none());
    assert!(g.state().adventure().is_arena());
}

// ---- 2v2: tiebreaker ----

#[test]
fn two_v_two_tiebreaker_each_team_totals_its_characters_statistics_and_the_team_beating_its_opponent_in_most_region_types_wins(
) {
    // Seat 1 alone has the highest forest and mountain, but teams count: team 0 totals 6/6/0
    // against team 1's 5/5/1, and wins forest and mountain.
    let mut g = at_check_victory(
        Mode::TwoVsTwo,
        [MET, MET, HOME, HOME],
        [[3, 3, 0], [5, 5, 1], [3, 3, 0], NONE],
    );
    assert!(g.state().adventure().is_arena());
    run_passing(&mut g, 200);
    let o = g.outcome().expect("game over");
    assert_eq!((o.winner, o.team, o.tiebreakers), (None, Some(0), true));
}

#[test]
fn two_v_two_tiebreaker_in_case_of_an_additional_tie_play_a_new_tiebreaker_day() {
    // One region type each, water tied: nobody wins; a new day follows.
    let mut g = at_check_victory(
        Mode::TwoVsTwo,
        [MET, MET, HOME, HOME],
        [[5, 1, 1], [1, 5, 1], NONE, NONE],
    );
    let tiebreak_day = g.state().day() + 1;
    while g.pending().is_some() && g.state().day() <= tiebreak_day {
        run_passing(&mut g, 1);
    }
    assert!(g.outcome().is_none(), "no team won the tiebreaker day");
    assert_eq!(g.state().day(), tiebreak_day + 1, "a new tiebreaker day");
    assert!(g.state().adventure().is_arena());
}

// ---- The table ----

#[test]
fn each_player_faces_a_different_opponent_for_each_of_their_expeditions() {
    // Progress (CR 4.2.4) compares each Expedition with the one facing it: seat 0's Hero
    // Expedition with seat 1's, seat 0's Companion Expedition with seat 3's; seat 2, across
    // the table, does not race seat 0.
    for mode in [Mode::TwoVsTwo, Mode::FreeForAll] {
        let mut sc = Scenario::with_mode(mode);
        sc.card(&character([1, 0, 0]), P[0], Zone::Expedition(P[0], Side::Hero));
        sc.card(&character([2, 0, 0]), P[3], Zone::Expedition(P[3], Side::Companion));
        sc.card(&character([9, 9, 9]), P[2], Zone::Expedition(P[2], Side::Hero));
        let mut st = sc.build();
        let day = st.day();
        st.set_day(day, day);
        let g = Game::from_state(st);
        let m = |p: PlayerId| g.state().player(p).markers;
        assert_eq!(
            m(P[0]),
            [1, 7],
            "{mode}: seat 0's Hero beat seat 1's; its Companion lost to seat 3's"
        );
        assert_eq!(m(P[3]), [0, 6], "{mode}: seat 3's Companion beat seat 0's");
        assert_eq!(m(P[1]), [0, 7]);
        assert_eq!(m(P[2]), [1, 7], "{mode}: seat 2's Hero beat seat 3's empty one");
    }
}

// ---- The table: the two central Tumult cards (docs/multiplayer.md draws it) ----

/// The regions a seat's Expedition travels, Hero region first (`Mode::region`).
fn path(mode: Mode, p: PlayerId) -> Vec<usize> {
    (0..=LAST_REGION).map(|k| mode.region(p, k)).collect()
}

/// The regions of the two central Tumult cards: the corners every path turns at, positions
/// 3 and 4 of each seat's path.
fn central_regions(mode: Mode) -> Vec<usize> {
    let mut c: Vec<usize> = P.iter().flat_map(|&p| [mode.region(p, 3), mode.region(p, 4)]).collect();
    c.sort_unstable();
    c.dedup();
    c
}

/// One terrain alone: the unique region type of a Tumult card (CR 1.1.7.f).
fn unique(t: Terrains) -> bool {
    t.0.iter().filter(|&&on| on).count() == 1
}

#[test]
fn when_a_player_reaches_one_of_the_central_tumult_cards_turn_both_cards_face_up() {
    // Every Expedition of every seat, one region before the central cards on its path, wins
    // Progress (CR 4.2.4.b) and moves onto a central card: both central cards are turned
    // face up, not only the one reached (CR 7.3.22.b alone would turn one), and no other
    // Tumult card is.
    for mode in [Mode::TwoVsTwo, Mode::FreeForAll] {
        let central = central_regions(mode);
        assert_eq!(central.len(), 4, "two central cards, four regions");
        for p in P {
            for side in Side::BOTH {
                let mut sc = Scenario::with_mode(mode);
                let before = match side {
                    Side::Hero => 2,
                    Side::Companion => 5,
                };
                sc.state_mut().player_mut(p).markers[side.index()] = before;
                // The region it leaves is face up, forest and mountain and water (a Terrain
                // would do; the test is about the cards ahead).
                let here = mode.region(p, before);
                let r = &mut sc.state_mut().adventure_mut().regions[here];
                r.face_up = true;
                r.terrains = Terrains::ALL;
                sc.card(&character([1, 1, 1]), p, Zone::Expedition(p, side));
                let mut st = sc.build();
                let day = st.day();
                st.set_day(day, day);
                let g = Game::from_state(st);
                let st = g.state();
                let to = match side {
                    Side::Hero => 3,
                    Side::Companion => 4,
                };
                assert_eq!(st.player(p).markers[side.index()], to, "{mode} {p:?} {side:?} moved");
                let regions = &st.adventure().regions;
                for &c in &central {
                    assert!(regions[c].face_up, "{mode} {p:?} {side:?}: central region {c} face up");
                }
                let others_down = (0..regions.len())
                    .filter(|r| !central.contains(r) && *r != here)
                    .filter(|&r| matches!(regions[r].card, RegionCard::Tumult { .. }))
                    .all(|r| !regions[r].face_up);
                assert!(others_down, "{mode} {p:?} {side:?}: the outer cards stay face down");
                let revealed = g
                    .events()
                    .iter()
                    .filter(|e| matches!(e, Event::RegionRevealed { .. }))
                    .count();
                assert_eq!(revealed, 2, "{mode} {p:?} {side:?}: both central cards revealed");
            }
        }
    }
}

#[test]
fn place_the_second_central_card_in_the_opposite_direction_so_that_the_two_unique_region_types_are_on_each_side() {
    // Over many set-ups (CR 4.1.c: random positions and orientations), the four regions of
    // the central cards hold two unique region types (one terrain alone, CR 1.1.7.f), and
    // each seat's path crosses exactly one of them: each side of the central square has a
    // unique region type. Placed the same way, one side would hold both and the opposite
    // side none.
    for mode in [Mode::TwoVsTwo, Mode::FreeForAll] {
        for seed in 0..40 {
            let b = ["axiom", "bravos", "lyra", "muna"]
                .iter()
                .fold(Game::builder().mode(mode).seed(seed), |b, f| b.deck(common::deck(f)));
            let g = b.build().unwrap();
            let regions = &g.state().adventure().regions;
            assert_eq!(
                regions.len(),
                16,
                "two Hero regions, two Companion regions, six Tumult cards"
            );
            let central = central_regions(mode);
            let uniques = central.iter().filter(|&&r| unique(regions[r].terrains)).count();
            assert_eq!(
                uniques, 2,
                "{mode} seed {seed}: two unique halves among the central cards"
            );
            for p in P {
                let on_path = [3, 4]
                    .iter()
                    .filter(|&&k| unique(regions[mode.region(p, k)].terrains))
                    .count();
                assert_eq!(on_path, 1, "{mode} seed {seed}: {p:?}'s side of the central cards");
            }
            // Face down until reached (CR 3.2.1.b remark): no terrain yet.
            assert!(central.iter().all(|&r| !regions[r].face_up));
            // Two of each Tumult card, each card's halves side by side on every path through
            // it (CR 1.1.7.f, one set per pair of players).
            let mut seen = [0; 3];
            for r in regions {
                if let RegionCard::Tumult { card, half: 0 } = r.card {
                    seen[usize::from(card)] += 1;
                }
            }
            assert_eq!(seen, [2, 2, 2], "{mode} seed {seed}");
        }
    }
}

#[test]
fn the_expedition_markers_continue_to_move_towards_each_other_following_the_indicated_path() {
    // Seats 0 and 1's Hero Expeditions face each other and share their way from the Hero
    // region to the first central corner; then seat 0's goes on along the north of the
    // central cards, seat 1's along the east. In the scenario's layout region 4 (seat 0's
    // 5th) is mountain alone, region 12 (seat 1's 5th) water alone, both face up. Progress
    // (CR 4.2.4.b) reads the terrains of the region each Expedition is in on its own path:
    // seat 0 wins in mountain, seat 1 in water, and both move forward.
    for mode in [Mode::TwoVsTwo, Mode::FreeForAll] {
        assert_eq!(path(mode, P[0])[..4], path(mode, P[1])[..4], "the shared way");
        assert_ne!(path(mode, P[0])[4], path(mode, P[1])[4], "the parting");
        let mut sc = Scenario::with_mode(mode);
        for r in central_regions(mode) {
            sc.state_mut().adventure_mut().regions[r].face_up = true;
        }
        for p in [P[0], P[1]] {
            sc.state_mut().player_mut(p).markers[0] = 4;
        }
        let (r0, r1) = (mode.region(P[0], 4), mode.region(P[1], 4));
        assert_eq!(
            sc.state_mut().adventure().regions[r0].terrains,
            Terrains([false, true, false])
        );
        assert_eq!(
            sc.state_mut().adventure().regions[r1].terrains,
            Terrains([false, false, true])
        );
        sc.card(&character([0, 3, 0]), P[0], Zone::Expedition(P[0], Side::Hero));
        sc.card(&character([0, 0, 3]), P[1], Zone::Expedition(P[1], Side::Hero));
        let mut st = sc.build();
        assert_eq!(
            (st.region_of(P[0], Side::Hero), st.region_of(P[1], Side::Hero)),
            (r0, r1)
        );
        let day = st.day();
        st.set_day(day, day);
        let g = Game::from_state(st);
        let st = g.state();
        assert_eq!(
            st.player(P[0]).markers[0],
            5,
            "{mode}: seat 0 won in its region's mountain"
        );
        assert_eq!(
            st.player(P[1]).markers[0],
            5,
            "{mode}: seat 1 won in its region's water"
        );
        // On to the outer card of each one's own path: the one shared with the neighbour its
        // Companion Expedition faces.
        assert_eq!(st.region_of(P[0], Side::Hero), mode.region(P[3], 5));
        assert_eq!(st.region_of(P[1], Side::Hero), mode.region(P[2], 5));
        assert_ne!(st.region_of(P[0], Side::Hero), st.region_of(P[1], Side::Hero));
    }
}

#[test]
fn players_take_turns_clockwise_until_everyone_has_passed() {
    // Every seat holds a free Character: seat 0 plays its own, the others pass at once;
    // seat 0 then passes too. The turns go 1, 2, 3, 0, … clockwise from the first player.
    let mut sc = Scenario::with_mode(Mode::FreeForAll);
    for p in P {
        sc.card(&free(), p, Zone::Hand(p));
    }
    let mut st = sc.build();
    st.set_first_player(P[1]);
    st.set_step(Step::Afternoon, Phase::Noon);
    let mut g = Game::from_state(st);
    let mut turns = Vec::new();
    while let Some(d) = g.pending().cloned() {
        if d.kind != DecisionKind::Turn {
            break;
        }
        turns.push(d.player.0);
        // Seat 0 plays its card on its first turn (option 1); everyone else passes.
        let pick = usize::from(d.player == P[0] && turns.iter().filter(|&&t| t == 0).count() == 1);
        g.submit(Choice {
            player: d.player,
            picks: vec![pick].into(),
        })
        .unwrap();
    }
    assert_eq!(turns, [1, 2, 3, 0]);
    let passes: Vec<u8> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Passed(p) => Some(p.0),
            _ => None,
        })
        .collect();
    assert_eq!(
        passes,
        [1, 2, 3, 0],
        "seat 0 played, then had the only turn left and passed"
    );
    let dusk = g.events().iter().position(|e| *e == Event::Phase(Phase::Dusk));
    let last_pass = g.events().iter().rposition(|e| matches!(e, Event::Passed(_)));
    assert!(dusk > last_pass, "once everyone passed, Dusk came");
}

#[test]
fn a_four_player_game_is_set_up_for_four_and_a_teammate_does_not_see_your_hand() {
    let decks: Vec<Deck> = ["axiom", "bravos", "lyra", "muna"]
        .iter()
        .map(|f| common::deck(f))
        .collect();
    let mut b = Game::builder().mode(Mode::TwoVsTwo).seed(3);
    for d in &decks {
        b = b.deck(d.clone());
    }
    let g = b.build().unwrap();
    let st = g.state();
    assert_eq!((st.player_count(), st.mode()), (4, Mode::TwoVsTwo));
    for p in P {
        assert_eq!(st.count(Zone::Hand(p)), 6, "CR 4.1.h: six cards each");
        assert_eq!(st.player(p).markers, [0, LAST_REGION], "CR 4.1.d");
    }
    // "It is forbidden to show your hand of cards to your teammate."
    let view = g.view(P[0]);
    let teammate_hand: Vec<CardId> = st.in_zone(Zone::Hand(P[2])).collect();
    assert!(teammate_hand.iter().all(|&c| !view.can_see(c)));
    assert!(st.in_zone(Zone::Hand(P[0])).all(|c| view.can_see(c)));
}

#[test]
fn a_mode_with_the_wrong_number_of_decks_is_a_typed_error_naming_the_field() {
    for (mode, given) in [(Mode::TwoVsTwo, 2), (Mode::FreeForAll, 3), (Mode::FreeForAll, 5)] {
        let mut b = Game::builder().mode(mode);
        for _ in 0..given {
            b = b.deck(common::deck("axiom"));
        }
        let err = b.build().unwrap_err();
        assert_eq!(err, SetupError::ModeDecks { mode, needs: 4, given });
        assert!(err.to_string().contains("field `decks`"), "{err}");
    }
    // The duel's error is as before.
    let four = (0..4).fold(Game::builder(), |b, _| b.deck(common::deck("axiom")));
    assert_eq!(four.build().unwrap_err(), SetupError::PlayerCount(4));
}

#[test]
fn a_four_player_game_saves_loads_and_plays_on_identically() {
    let decks: Vec<Deck> = ["ordis", "yzmir", "axiom", "lyra"]
        .iter()
        .map(|f| common::deck(f))
        .collect();
    let build = || {
        let b = decks
            .iter()
            .fold(Game::builder().mode(Mode::FreeForAll).seed(11), |b, d| {
                b.deck(d.clone())
            });
        b.build().unwrap()
    };
    let agents = || (1..=4).map(RandomAgent::new).collect::<Vec<_>>();
    let run = |g: &mut Game, agents: &mut Vec<RandomAgent>, n: Option<usize>| {
        let mut seats: Vec<&mut dyn Agent> = agents.iter_mut().map(|a| a as &mut dyn Agent).collect();
        play(g, &mut seats, n).unwrap();
    };
    let (mut g, mut a) = (build(), agents());
    run(&mut g, &mut a, Some(60));
    let json = g.to_json();
    let mut loaded = Game::from_json(common::pool(), &json).unwrap();
    assert_eq!(loaded.state().mode(), Mode::FreeForAll);
    assert_eq!(loaded.to_json(), json);
    let mut b = a.clone();
    run(&mut g, &mut a, None);
    run(&mut loaded, &mut b, None);
    assert_eq!(g.to_json(), loaded.to_json());
    // The same seed plays the same game.
    let (mut again, mut c) = (build(), agents());
    run(&mut again, &mut c, None);
    assert_eq!(state_hash(&again), state_hash(&g));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Random four-player games: every invariant holds before every decision (every card
    /// in exactly one zone: none lost or duplicated), and each game ends with exactly one
    /// result — a player (Free for All), a team (2v2), or the day limit.
    #[test]
    fn random_four_player_games_keep_every_invariant_and_end_with_one_result(
        seed in any::<u64>(), two_v_two in any::<bool>(), factions in prop::array::uniform4(0usize..6)
    ) {
        let mode = if two_v_two { Mode::TwoVsTwo } else { Mode::FreeForAll };
        let decks: Vec<Deck> = factions.iter().map(|&f| common::deck(common::FACTIONS[f])).collect();
        let config = SimConfig { check_invariants: true, mode, max_days: 30, ..SimConfig::new(1, seed, decks.clone()) };
        let report = simulate(&config, &mut |_| {}).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let results = report.wins.iter().sum::<u64>() + report.team_wins.iter().sum::<u64>() + report.unfinished;
        prop_assert_eq!(results, 1);
        let g = random_game_in(mode, &decks, derive_seed(seed, 0), 30).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let o = g.outcome().expect("over");
        prop_assert!(o.winner.is_none() || o.team.is_none());
        match mode {
            Mode::TwoVsTwo => prop_assert!(o.winner.is_none()),
            _ => prop_assert!(o.team.is_none()),
        }
        prop_assert!(o.decided() || o.day == 30, "no result only at the day bound: {:?}", o);
    }
}

// ---- Cards in four-player games: the seeds' clarifications ----

/// Seat `p`'s turn in a four-player position: `mana` ready orbs, four cards in every Deck,
/// and an unaffordable card in every Hand (so the day does not end by itself).
fn turn_of(mode: Mode, p: PlayerId, mana: usize, add: impl FnOnce(&mut Scenario)) -> Game {
    let mut sc = Scenario::with_mode(mode);
    let f = unaffordable();
    for q in P {
        sc.cards(&f, q, Zone::Deck(q), 4);
        sc.card(&f, q, Zone::Hand(q));
    }
    sc.cards(&f, p, Zone::Mana(p), mana);
    add(&mut sc);
    let mut st = sc.build();
    st.set_first_player(p);
    st.set_step(Step::Turn(p), Phase::Afternoon);
    Game::from_state(st)
}

/// The players a `ChoosePlayer` decision offers.
fn players_offered(g: &Game) -> Vec<PlayerId> {
    let d = g.pending().expect("a decision");
    assert_eq!(d.kind, DecisionKind::ChoosePlayer, "{d:?}");
    d.options
        .iter()
        .filter_map(|o| match o {
            Opt::Player(p) => Some(*p),
            _ => None,
        })
        .collect()
}

#[test]
fn when_a_card_mentions_targeted_opponent_choose_one_of_your_opponents() {
    // Daughter of Yggdrasil: `hand Target opponent draws a card.` In 2v2 the teammate
    // (seat 2) is not an opponent; in Free for All every other player is.
    for (mode, expected) in [
        (Mode::TwoVsTwo, vec![P[1], P[3]]),
        (Mode::FreeForAll, vec![P[1], P[2], P[3]]),
    ] {
        let mut card = None;
        let mut g = turn_of(mode, P[0], 5, |sc| {
            card = Some(sc.card(&common::real("ALT_CORE_B_MU_12_C"), P[0], Zone::Hand(P[0])));
        });
        common::play(&mut g, card.unwrap(), Some(Side::Hero));
        assert_eq!(players_offered(&g), expected, "{mode}");
    }
}

#[test]
fn when_a_card_mentions_your_opponent_it_refers_to_each_of_your_opponents_not_your_teammate() {
    // Robin Hood (seat 0): `Characters your opponents play can't cost less than 2.` A free
    // Character costs 2 for seat 1, an opponent, and stays free for seat 2, a teammate in
    // 2v2 — but not in Free for All, where seat 2 is an opponent too.
    for (mode, teammate_cost) in [(Mode::TwoVsTwo, 0), (Mode::FreeForAll, 2)] {
        for (seat, cost) in [(P[1], 2), (P[2], teammate_cost)] {
            let mut card = None;
            let g = turn_of(mode, seat, 3, |sc| {
                sc.card(
                    &common::real("ALT_CORE_B_OR_21_C"),
                    P[0],
                    Zone::Expedition(P[0], Side::Hero),
                );
                card = Some(sc.card(&free(), seat, Zone::Hand(seat)));
            });
            assert_eq!(
                common::cost_offered(&g, card.unwrap(), Some(Side::Hero)),
                Some(cost),
                "{mode}, {seat}"
            );
        }
    }
}

#[test]
fn first_player_effects_activate_if_one_of_the_team_members_has_the_first_player_token() {
    // Kojo & Booda (seat 2's Hero): `At Noon | If you are the first player, create a Booda
    // 2/2/2 Companion token in your Companion Expedition.` Seat 0 has the token: in 2v2 it
    // is seat 2's teammate and the token is created; in Free for All it is not ("only
    // activate if you have the first player token").
    for (mode, created) in [(Mode::TwoVsTwo, 1), (Mode::FreeForAll, 0)] {
        let mut sc = Scenario::with_mode(mode);
        let f = unaffordable();
        for q in P {
            sc.cards(&f, q, Zone::Deck(q), 4);
            sc.card(&f, q, Zone::Hand(q));
        }
        sc.card(&common::real("ALT_CORE_B_BR_01_C"), P[2], Zone::HeroZone(P[2]));
        let mut st = sc.build();
        st.set_first_player(P[0]);
        st.set_step(Step::Noon, Phase::Morning);
        let g = Game::from_state(st);
        // The day runs on (nobody can play): the Booda token is read from the log.
        let tokens = g
            .events()
            .iter()
            .filter(|e| matches!(e, Event::TokenCreated { player, side: Side::Companion, .. } if *player == P[2]))
            .count();
        assert_eq!(tokens, created, "{mode}");
    }
}

/// The cards in a zone.
fn in_zone(g: &Game, zone: Zone) -> Vec<CardId> {
    g.state().in_zone(zone).collect()
}

/// [`turn_of`], with a free Character in seat `p`'s Hand: once `p` has played, the others
/// (who cannot play) pass and the turn comes back to `p`, so the day does not end and the
/// position after the card is read as it resolved.
fn own_turn(mode: Mode, p: PlayerId, mana: usize, add: impl FnOnce(&mut Scenario)) -> Game {
    turn_of(mode, p, mana, |sc| {
        sc.card(&free(), p, Zone::Hand(p));
        add(sc);
    })
}

/// Back to seat `p`'s turn: what was played has resolved.
fn back_to(g: &Game, p: PlayerId) {
    let d = g.pending().expect("a decision");
    assert_eq!((d.kind, d.player), (DecisionKind::Turn, p), "{d:?}");
}

#[test]
fn when_a_card_mentions_targeted_expedition_or_targeted_character_it_can_refer_to_any_allied_or_enemy_one() {
    // Break the Ice (seat 0): `Send target Character to Reserve, then exhaust it.` Every
    // seat's Character is a candidate (CR 1.2.6.c), the teammate's (seat 2, 2v2) too; the
    // one chosen goes to its owner's Reserve (CR 7.3.32).
    for mode in [Mode::TwoVsTwo, Mode::FreeForAll] {
        let mut characters = Vec::new();
        let mut spell = None;
        let mut g = own_turn(mode, P[0], 4, |sc| {
            let x = character([1; 3]);
            for q in P {
                characters.push(sc.card(&x, q, Zone::Expedition(q, Side::Hero)));
            }
            spell = Some(sc.card(&common::real("ALT_ALIZE_B_LY_42_R2"), P[0], Zone::Hand(P[0])));
        });
        common::play(&mut g, spell.unwrap(), None);
        let mut offered = common::offered_objects(&g);
        offered.sort();
        assert_eq!(offered, characters, "{mode}: every seat's Character is offered");
        common::choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(characters[2]));
        back_to(&g, P[0]);
        let sent = g.state().card(characters[2]);
        assert_eq!(
            (sent.zone, sent.status.exhausted),
            (Zone::Reserve(P[2]), true),
            "{mode}"
        );
    }

    // Gibil (seat 0): `etb Create a Brassbug 2/2/2 Robot token in target Expedition.` Each of
    // the eight Expeditions is offered; in the teammate's, the token is created there ("some
    // effects or abilities may allow creating tokens", the seeds' 2v2 section).
    for mode in [Mode::TwoVsTwo, Mode::FreeForAll] {
        let mut gibil = None;
        let mut g = own_turn(mode, P[0], 6, |sc| {
            gibil = Some(sc.card(&common::real("ALT_ALIZE_B_AX_40_C"), P[0], Zone::Hand(P[0])));
        });
        common::play(&mut g, gibil.unwrap(), Some(Side::Hero));
        let d = g.pending().expect("the target").clone();
        assert_eq!(d.kind, DecisionKind::ChooseExpedition, "{mode}: {d:?}");
        let every: Vec<Opt> = P
            .iter()
            .flat_map(|&player| [Side::Hero, Side::Companion].map(|side| Opt::Expedition { player, side }))
            .collect();
        assert_eq!(d.options, every, "{mode}: all eight Expeditions are offered");
        let teammates = Opt::Expedition {
            player: P[2],
            side: Side::Companion,
        };
        common::choose(&mut g, DecisionKind::ChooseExpedition, |o| *o == teammates);
        back_to(&g, P[0]);
        assert_eq!(in_zone(&g, Zone::Expedition(P[2], Side::Companion)).len(), 1, "{mode}");
    }
}

#[test]
fn when_a_card_mentions_in_your_expedition_or_a_character_you_control_it_only_applies_to_your_side_not_your_teammates()
{
    // Break the Ice (seat 0): `I cost 2 less if you control 3 or more Characters.` The
    // teammate's three Characters (seat 2) do not count: it costs 4; seat 0's own three do.
    for (owner, cost) in [(P[2], 4), (P[0], 2)] {
        let mut spell = None;
        let g = own_turn(Mode::TwoVsTwo, P[0], 4, |sc| {
            sc.cards(&character([1; 3]), owner, Zone::Expedition(owner, Side::Hero), 3);
            spell = Some(sc.card(&common::real("ALT_ALIZE_B_LY_42_R2"), P[0], Zone::Hand(P[0])));
        });
        assert_eq!(
            common::cost_offered(&g, spell.unwrap(), None),
            Some(cost),
            "three Characters of {owner}"
        );
    }

    // Yeti (seat 0): `When another Character joins your Expeditions | It gains 1 boost.`
    // Bravos Pathfinder joining the teammate's Expedition gains nothing; joining seat 0's,
    // it gains the boost: the trigger reads seat 0's Expeditions alone.
    for (player, boosts) in [(P[2], 0), (P[0], 1)] {
        let mut pathfinder = None;
        let mut g = own_turn(Mode::TwoVsTwo, player, 2, |sc| {
            sc.card(
                &common::real("ALT_ALIZE_B_MU_36_C"),
                P[0],
                Zone::Expedition(P[0], Side::Hero),
            );
            pathfinder = Some(sc.card(&common::real("ALT_CORE_B_BR_08_C"), player, Zone::Hand(player)));
        });
        let pathfinder = pathfinder.unwrap();
        common::play(&mut g, pathfinder, Some(Side::Hero));
        back_to(&g, player);
        let joined = g.state().card(pathfinder);
        assert_eq!(joined.zone, Zone::Expedition(player, Side::Hero));
        assert_eq!(joined.boosts, boosts, "Pathfinder played by {player}");
    }
}

#[test]
fn it_is_not_possible_to_directly_play_a_card_in_your_teammates_expedition_or_landmark_zone() {
    // CR 5.1.2.c.2, 5.1.2.i, 2.2.3.d-e: a Character or Expedition Permanent is played into
    // one of its controller's Expeditions, a Landmark Permanent into their Landmark zone. In 2v2, seat 0's Bravos
    // Pathfinder, Bug-Out Bag and Sap Extractor are offered only seat 0's places, and land
    // there; the teammate's (seat 2) zones stay empty.
    for (reference, sides, lands) in [
        (
            "ALT_CORE_B_BR_08_C",
            vec![Some(Side::Hero), Some(Side::Companion)],
            Zone::Expedition(P[0], Side::Companion),
        ),
        (
            "ALT_BISE_B_AX_62_C",
            vec![Some(Side::Hero), Some(Side::Companion)],
            Zone::Expedition(P[0], Side::Companion),
        ),
        ("ALT_BISE_B_AX_60_C", vec![None], Zone::Landmarks(P[0])),
    ] {
        let mut card = None;
        let mut g = own_turn(Mode::TwoVsTwo, P[0], 2, |sc| {
            card = Some(sc.card(&common::real(reference), P[0], Zone::Hand(P[0])));
        });
        let card = card.unwrap();
        let offered: Vec<Option<Side>> = g
            .pending()
            .expect("seat 0's turn")
            .options
            .iter()
            .filter_map(|o| match o {
                Opt::Play { card: c, to, .. } if *c == card => Some(*to),
                _ => None,
            })
            .collect();
        assert_eq!(offered, sides, "{reference}");
        let to = *sides.last().unwrap();
        common::play(&mut g, card, to);
        back_to(&g, P[0]);
        assert_eq!(g.state().card(card).zone, lands, "{reference}");
        for zone in [
            Zone::Expedition(P[2], Side::Hero),
            Zone::Expedition(P[2], Side::Companion),
            Zone::Landmarks(P[2]),
        ] {
            assert_eq!(in_zone(&g, zone), vec![], "{reference}: {zone:?}");
        }
    }
}

#[test]
fn you_can_only_sacrifice_cards_you_control_not_those_controlled_by_your_teammate() {
    // Gift of Self (seat 0): `Sacrifice a Character. If you do, draw 2 cards.` (CR 7.3.31.a:
    // one sacrifices an object in play one controls.) In 2v2 only seat 0's two Characters are
    // offered, not the teammate's (seat 2) nor an opponent's.
    let mut mine = Vec::new();
    let mut gift = None;
    let mut g = own_turn(Mode::TwoVsTwo, P[0], 2, |sc| {
        let x = character([1; 3]);
        for q in P {
            sc.card(&x, q, Zone::Expedition(q, Side::Companion));
        }
        mine.push(sc.card(&x, P[0], Zone::Expedition(P[0], Side::Hero)));
        mine.push(sc.card(&x, P[0], Zone::Expedition(P[0], Side::Hero)));
        gift = Some(sc.card(&common::real("ALT_CORE_B_YZ_20_C"), P[0], Zone::Hand(P[0])));
    });
    let own_companion = in_zone(&g, Zone::Expedition(P[0], Side::Companion));
    common::play(&mut g, gift.unwrap(), None);
    let mut offered = common::offered_objects(&g);
    offered.sort();
    let mut expected = [own_companion, mine].concat();
    expected.sort();
    assert_eq!(offered, expected, "seat 0's Characters alone");

    // Seat 0 controls no Character, the teammate one: nothing is sacrificed, so nothing is
    // drawn (`If you do`, CR 6.5.f) and the teammate's Character stays.
    let mut teammates = None;
    let mut gift = None;
    let mut g = own_turn(Mode::TwoVsTwo, P[0], 2, |sc| {
        teammates = Some(sc.card(&character([1; 3]), P[2], Zone::Expedition(P[2], Side::Hero)));
        gift = Some(sc.card(&common::real("ALT_CORE_B_YZ_20_C"), P[0], Zone::Hand(P[0])));
    });
    let hand_before = in_zone(&g, Zone::Hand(P[0])).len();
    common::play(&mut g, gift.unwrap(), None);
    back_to(&g, P[0]);
    assert_eq!(
        g.state().card(teammates.unwrap()).zone,
        Zone::Expedition(P[2], Side::Hero)
    );
    assert_eq!(in_zone(&g, Zone::Hand(P[0])).len(), hand_before - 1, "no card drawn");
}

#[test]
fn your_teammate_names_the_ally_across_the_table_in_2v2_and_nobody_in_a_duel_or_free_for_all() {
    // `etb Your teammate may draw a card.` (seat 0, issue 17's `teammate`): in 2v2 seat 2
    // (Mode::allied) decides their own `may` (CR 6.1.g) and draws; in Free for All and in a
    // duel there is no teammate, so nobody is asked and nobody draws.
    let card = common::written("Character — Soldier", "etb Your teammate may draw a card.");
    for (mode, teammate) in [
        (Mode::TwoVsTwo, Some(P[2])),
        (Mode::FreeForAll, None),
        (Mode::Duel, None),
    ] {
        let seats = mode.players();
        let mut sc = if mode.is_duel() {
            Scenario::new()
        } else {
            Scenario::with_mode(mode)
        };
        let f = unaffordable();
        for q in &P[..seats] {
            sc.cards(&f, *q, Zone::Deck(*q), 4);
        }
        sc.card(&free(), P[0], Zone::Hand(P[0]));
        sc.cards(&f, P[0], Zone::Mana(P[0]), 1);
        let played = sc.card(&card, P[0], Zone::Hand(P[0]));
        let mut st = sc.build();
        st.set_first_player(P[0]);
        st.set_step(Step::Turn(P[0]), Phase::Afternoon);
        let mut g = Game::from_state(st);
        common::play(&mut g, played, Some(Side::Hero));
        if let Some(t) = teammate {
            let d = g.pending().expect("the teammate's `may`").clone();
            assert_eq!((d.kind, d.player), (DecisionKind::May, t), "{mode}: {d:?}");
            common::choose(&mut g, DecisionKind::May, |o| *o == Opt::Yes);
        }
        back_to(&g, P[0]);
        let hands: Vec<usize> = P[..seats].iter().map(|&q| in_zone(&g, Zone::Hand(q)).len()).collect();
        let mut expected = vec![0; seats];
        expected[0] = 1; // the free Character still held
        if let Some(t) = teammate {
            expected[t.index()] = 1;
        }
        assert_eq!(hands, expected, "{mode}");
    }
}

/// CR 7.4.7.c: Tough X means "your opponent must also pay X". In 2v2 the teammate is not an
/// opponent (seeds: "you and your teammate face another team"): seat 0, with no mana left
/// after its Spell, may target its teammate's Tough 1 Character, not an opponent's.
#[test]
fn cr_7_4_7_c_a_teammate_does_not_pay_for_tough_in_2v2() {
    let tough = common::written("Character — Adventurer", "Tough 1.");
    let mut ids = Vec::new();
    let mut g = own_turn(Mode::TwoVsTwo, P[0], 1, |sc| {
        for q in [P[1], P[2]] {
            ids.push(sc.card(&tough, q, Zone::Expedition(q, Side::Hero)));
        }
        ids.push(sc.card(
            &common::written("Spell", "Target Character gains 1 boost."),
            P[0],
            Zone::Hand(P[0]),
        ));
    });
    let (opponents, teammates, spell) = (ids[0], ids[1], ids[2]);
    common::play(&mut g, spell, None);
    assert_eq!(
        common::offered_objects(&g),
        vec![teammates],
        "the teammate's Tough Character costs nothing more; the opponent's 1 more, unaffordable"
    );
    common::choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(teammates));
    back_to(&g, P[0]);
    assert_eq!(
        (g.state().card(teammates).boosts, g.state().card(opponents).boosts),
        (1, 0)
    );
}
