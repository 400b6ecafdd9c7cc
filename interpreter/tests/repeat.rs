//! `Do the following N times` (CR 6.5.i) and each player's part of an effect (CR 6.1.h) in the
//! runner: the backward jumps, bounded so that no program or frame, however large its numbers,
//! runs without end (CR 1.4.6.a).
mod tiny {
    include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/tiny_host.rs"));
}

use altered_interpreter::{run_to_end, Act, Answer, CardKind, Context, Instr, Num, Place, Program, Who};
use tiny::Table;

fn draw_times(times: Num, again_to: usize) -> Program {
    Program {
        code: vec![
            Instr::Repeat { times, end: 3 },
            Instr::Step {
                acts: vec![Act::Draw {
                    who: Who::You,
                    count: 1,
                }],
                did: None,
            },
            Instr::Again {
                start: again_to,
                slots: (0, 0),
            },
        ],
        slots: 0,
        flags: 0,
    }
}

/// Both players' hands after `program` ran, controlled by player 0, from decks of `decks`.
fn hands_after(program: &Program, decks: [usize; 2]) -> [usize; 2] {
    let mut table = Table {
        decks,
        objects: vec![(0, CardKind::Spell, Some(Place::Limbo))],
        ..Table::default()
    };
    let ctx = Context {
        this: 0,
        controller: 0,
        side: None,
        trigger: None,
    };
    run_to_end(program, &ctx, &mut table, |_| Answer::Yes(true)).expect("runs");
    table.hands
}

fn hand_after(program: &Program) -> usize {
    hands_after(program, [1000, 0])[0]
}

#[test]
fn cr_6_5_i_the_steps_happen_n_times() {
    assert_eq!(hand_after(&draw_times(Num::Const(3), 0)), 3);
    assert_eq!(hand_after(&draw_times(Num::Const(0), 0)), 0, "none: skipped");
}

#[test]
fn cr_1_4_6_a_repetitions_stop_at_a_hundred_whatever_the_number() {
    assert_eq!(hand_after(&draw_times(Num::Const(u32::MAX), 0)), 100);
}

#[test]
fn an_again_that_does_not_point_back_to_a_repeat_does_not_loop() {
    // Pointing at itself or forward: not a repetition, the run goes on and ends.
    assert_eq!(hand_after(&draw_times(Num::Const(5), 2)), 1);
    assert_eq!(hand_after(&draw_times(Num::Const(5), 7)), 1);
    // No `Repeat` ran: nothing is left to repeat.
    let lone = Program {
        code: vec![
            Instr::Step {
                acts: vec![Act::Draw {
                    who: Who::You,
                    count: 1,
                }],
                did: None,
            },
            Instr::Again {
                start: 0,
                slots: (0, 9),
            },
        ],
        slots: 0,
        flags: 0,
    };
    assert_eq!(hand_after(&lone), 1);
}

/// Each player's part of an effect (`Each player draws a card` done as each player's own
/// step, CR 6.1.h), for the players from `who`, with its end pointing back to `start`.
fn each_draws(who: altered_interpreter::Actor, start: usize) -> Program {
    Program {
        code: vec![
            Instr::Acting { who, end: 3 },
            Instr::Step {
                acts: vec![Act::Draw {
                    who: Who::You,
                    count: 1,
                }],
                did: None,
            },
            Instr::ActingEnd { start, slots: (0, 0) },
        ],
        slots: 0,
        flags: 0,
    }
}

#[test]
fn cr_6_1_h_each_players_part_is_done_by_each_player_once() {
    use altered_interpreter::Actor;
    let hands = |p: &Program| hands_after(p, [10, 10]);
    assert_eq!(
        hands(&each_draws(Actor::EachPlayer, 0)),
        [1, 1],
        "`you` is each player in turn"
    );
    assert_eq!(hands(&each_draws(Actor::EachOpponent, 0)), [0, 1], "the opponents only");
    // No player chosen: nobody does the part.
    assert_eq!(hands(&each_draws(Actor::Chosen, 0)), [0, 0]);
    // An end that does not point back to a part for several players does not loop.
    assert_eq!(hands(&each_draws(Actor::EachPlayer, 2)), [1, 0]);
}
