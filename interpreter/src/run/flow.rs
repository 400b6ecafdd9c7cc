//! Running the flow of a program (CR 6.1): jumps, repetitions (CR 6.5.i), parts done by
//! each player in turn (CR 6.1.g, 6.1.h), the modes chosen (CR 6.6).

use super::*;

/// Moves the program counter past a flow instruction; whether the run went back to
/// repeat a part (a new budget of instructions for it).
pub(super) fn go<H: Host>(
    program: &Program,
    instr: &Instr,
    outer: &Context<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    frame: &mut Frame<H::Object>,
    host: &mut H,
) -> bool {
    let mut again = false;
    match instr {
        Instr::Jump(to) => frame.pc = (*to).max(frame.pc + 1),
        Instr::Acting { who, end } => {
            let first = match who {
                // Nobody was chosen (no opponent to target): nobody does the part.
                Actor::Chosen => frame
                    .player
                    .filter(|&i| usize::from(i) < host.players().count())
                    .map(|i| (i, 0)),
                Actor::EachPlayer | Actor::EachOpponent | Actor::EachTeammate | Actor::FirstPlayer => {
                    next_actor(*who, 0, outer, host)
                }
            };
            frame.acting = first;
            frame.pc = if first.is_some() {
                frame.pc + 1
            } else {
                (*end).max(frame.pc + 1)
            };
        }
        Instr::ActingEnd { start, slots } => {
            // Only backward, to an `Acting` for several players, each player once: the
            // place in initiative order only grows.
            let next = match (program.code.get(*start), frame.acting) {
                (Some(Instr::Acting { who, .. }), Some((_, k))) if *start < frame.pc && *who != Actor::Chosen => {
                    next_actor(*who, usize::from(k) + 1, outer, host)
                }
                _ => None,
            };
            frame.acting = next;
            if next.is_some() {
                // CR 6.1.h: each player makes their own choices.
                frame.forget(*slots);
                frame.pc = start + 1;
                again = true;
            } else {
                frame.pc += 1;
            }
        }
        // CR 6.5.i: the repeated steps happen that many times, one after the other.
        Instr::Repeat { times, end } => {
            let n = number(times, ctx, frame, host).min(MAX_REPETITIONS);
            if n == 0 {
                frame.left = None;
                frame.pc = (*end).max(frame.pc + 1);
            } else {
                frame.left = Some(n - 1);
                frame.pc += 1;
            }
        }
        Instr::Again { start, slots } => match frame.left {
            // Only backward, and never more than `MAX_REPETITIONS` times a frame.
            Some(k) if k > 0 && *start < frame.pc && frame.laps < MAX_REPETITIONS => {
                frame.left = Some(k - 1);
                frame.laps += 1;
                // CR 6.5.i: each repetition makes its own choices.
                frame.forget(*slots);
                frame.pc = start + 1;
                again = true;
            }
            _ => {
                frame.left = None;
                frame.pc += 1;
            }
        },
        Instr::Forget { slots } => {
            frame.forget(*slots);
            frame.pc += 1;
        }
        Instr::SkipUnlessChosen { slot, skip } => {
            frame.pc += 1;
            if frame.slot(*slot).is_empty() {
                frame.pc += usize::from(*skip);
            }
        }
        Instr::ModeDone(dispatch) => frame.pc = *dispatch,
        Instr::NextMode { blocks, end } => {
            let next = (!frame.modes.is_empty()).then(|| frame.modes.remove(0));
            frame.pc = next
                .and_then(|f| blocks.iter().find(|&&(g, _)| g == f))
                .map_or(*end, |&(_, start)| start);
        }
        Instr::JumpUnless { cond, to } => {
            frame.pc = if eval(cond, ctx, frame, host) {
                frame.pc + 1
            } else {
                (*to).max(frame.pc + 1)
            };
        }
        _ => {}
    }
    again
}
