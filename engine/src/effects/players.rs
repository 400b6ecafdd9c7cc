//! What players do and are: mana, passing (CR 4.2.3), the first player (CR 4.2.1), Resupply
//! (CR 7.3.26), After You (CR 7.3.2), winning.

use altered_interpreter::{self as interp, Atomic, Happening, HostError};

use crate::event::Event;
use crate::state::{Obj, PlayerId};

use super::EngineHost;

/// Performs an atomic action of a player.
pub(super) fn perform(host: &mut EngineHost<'_>, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
    let st = &mut *host.st;
    let log = &mut *host.log;
    Ok(match a {
        // CR 4.2.3.d: only a player taking turns can pass, once an Afternoon.
        Atomic::Pass(player) => st.pass_by_effect(*player, log),
        // CR 4.2.1, 7.5.4: the first player already does not become it.
        Atomic::BecomeFirstPlayer(player) => {
            if st.first_player == *player {
                return Ok(false);
            }
            st.first_player = *player;
            log.push(Event::BecameFirstPlayer(*player));
            st.note(Happening::BecameFirstPlayer(*player));
            true
        }
        Atomic::Resupply { player, exhausted } => {
            // CR 6.2.b: replaced, the Resupply does not happen (official ruling on The
            // Ouroboros, Lyra Bastion: it is no Resupply).
            if st.replace_with_effect(st.resupply_replacement(*player), log) {
                return Ok(false);
            }
            let done = st.resupply(*player, *exhausted, log);
            if done {
                st.note(Happening::Resupplied(*player));
                // CR 7.3.13.a: Exhausted Resupply is also a Resupply (its remark).
                if *exhausted {
                    st.note(Happening::PerformedKeywordAction {
                        player: *player,
                        action: interp::KeywordActionKind::ExhaustedResupply,
                        object: None,
                    });
                }
            }
            done
        }
        Atomic::PayMana { player, amount } => st.pay_mana(*player, *amount, log),
        Atomic::WinGame(player) => {
            if st.outcome.is_some() {
                return Ok(false);
            }
            st.end_game(Some(*player), log);
            true
        }
        // CR 7.3.2.a: "End the turn once there are no Reactions": the turn being taken,
        // whoever's effect says it; outside a turn there is none to end.
        Atomic::AfterYou(_) => match st.step {
            crate::state::Step::Turn(t) => {
                st.turn_ends = Some(t);
                true
            }
            _ => false,
        },
        _ => return Err(HostError::Unsupported("this atomic action")),
    })
}
