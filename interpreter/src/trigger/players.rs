//! Triggers on what players do and on the turn's structure: drawing (CR 7.3.9), Resupply
//! (CR 7.3.26), passing (CR 4.2.3.d), becoming the first player (CR 4.2.1.b), keyword
//! actions (CR 7.3), die rolls (CR 7.3.28), cards revealed (CR 3.1.3.f).

use super::*;

/// Whether `h` activates a trigger on a player's action (see [`super::activates`]).
pub(super) fn activates<H: Query>(
    t: &EventTrigger,
    h: &Happening<H::Object, H::Player>,
    ctx: &Context<H::Object, H::Player>,
    host: &H,
) -> Option<Option<H::Object>> {
    let rel = |p: H::Player, r: Rel| related(host, p, r, ctx.controller);
    // `a player`: anyone.
    let who = |p: H::Player, r: Option<Rel>| r.is_none_or(|r| rel(p, r));
    let subject = |s: &Subject, o: H::Object, at: Place<H::Player>| is_subject(s, o, at, ctx, host);
    match (t, h) {
        (
            EventTrigger::DrawsOrResupplies { by },
            Happening::Drew { player: p, first: true } | Happening::Resupplied(p),
        ) => hit(rel(*p, *by), None),
        (EventTrigger::Draws { by, each_card }, Happening::Drew { player, first }) => {
            hit(who(*player, *by) && (*each_card || *first), None)
        }
        (EventTrigger::Resupplies { by }, Happening::Resupplied(p)) => hit(who(*p, *by), None),
        (
            EventTrigger::Passes { by, first },
            Happening::Passed {
                player,
                first: was_first,
            },
        ) => hit(who(*player, *by) && (!first || *was_first), None),
        (EventTrigger::BecomesFirstPlayer { by }, Happening::BecameFirstPlayer(p)) => hit(who(*p, *by), None),
        // CR 7.3: the keyword action by that player, done to such an object when one is named.
        (
            EventTrigger::PerformsKeywordAction { by, action, what },
            Happening::PerformedKeywordAction {
                player,
                action: done,
                object,
            },
        ) => {
            let on = match (what, object) {
                (None, _) => true,
                (Some(w), Some(o)) => host.place(*o).is_some_and(|at| subject(w, *o, at)),
                (Some(_), None) => false,
            };
            hit(action == done && who(*player, *by) && on, *object)
        }
        (EventTrigger::RollsDice { by }, Happening::DieRolled { player, .. }) => hit(rel(*player, *by), None),
        // `this way`: by this very object's ability.
        (
            EventTrigger::RevealsThisWay { by },
            Happening::Revealed {
                player, card, source, ..
            },
        ) => hit(rel(*player, *by) && *source == ctx.this, Some(*card)),
        _ => None,
    }
}
