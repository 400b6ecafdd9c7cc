//! What players do and are: mana, passing (CR 4.2.3), the first player (CR 4.2.1), Resupply
//! (CR 7.3.26), After You (CR 7.3.2), winning.

use super::*;

/// The host's atomic actions for `act`, if it is of this area, added to `out`.
pub(super) fn atomics<H: Query>(
    act: &Act,
    ctx: &Context<H::Object, H::Player>,
    frame: &Frame<H::Object>,
    host: &H,
    out: &mut Vec<Atomic<H::Object, H::Player>>,
) {
    match act {
        Act::Pass(who) => out.extend(players_in(*who, ctx, frame, host).into_iter().map(Atomic::Pass)),
        Act::BecomeFirstPlayer(who) => out.extend(
            players_in(*who, ctx, frame, host)
                .into_iter()
                .map(Atomic::BecomeFirstPlayer),
        ),
        Act::Resupply { who, exhausted } => {
            out.extend(
                players_in(*who, ctx, frame, host)
                    .into_iter()
                    .map(|player| Atomic::Resupply {
                        player,
                        exhausted: *exhausted,
                    }),
            )
        }
        Act::AfterYou => out.push(Atomic::AfterYou(ctx.controller)),
        Act::WinGame => out.push(Atomic::WinGame(ctx.controller)),
        Act::PayMana(amount) => out.push(Atomic::PayMana {
            player: ctx.controller,
            amount: *amount,
        }),
        _ => {}
    }
}
