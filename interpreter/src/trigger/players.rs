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

impl Lowerer {
    /// Lowers a trigger on a player's action (see [`Lowerer::event_trigger`]).
    pub(super) fn players_event(&self, subject: &EventSubject, verb: &EventVerb, span: Span) -> Result<EventTrigger> {
        let objects = |s: &EventSubject| self.trigger_objects(s, span);
        let player = |s: &EventSubject| trigger_player(s, span);
        let who = |s: &EventSubject| trigger_who(s, span);
        let anywhere = |sel| self.filter_anywhere(sel);
        Ok(match verb {
            EventVerb::DrawsOrResupplies => EventTrigger::DrawsOrResupplies { by: player(subject)? },
            EventVerb::RollsDice => EventTrigger::RollsDice { by: player(subject)? },
            EventVerb::RevealsThisWay => EventTrigger::RevealsThisWay { by: player(subject)? },
            EventVerb::DrawsACard => EventTrigger::Draws {
                by: who(subject)?,
                each_card: true,
            },
            EventVerb::DrawsCards => EventTrigger::Draws {
                by: who(subject)?,
                each_card: false,
            },
            EventVerb::Resupplies => EventTrigger::Resupplies { by: who(subject)? },
            EventVerb::BecomesFirstPlayer => EventTrigger::BecomesFirstPlayer { by: who(subject)? },
            EventVerb::PerformsKeywordAction { action, what } => EventTrigger::PerformsKeywordAction {
                by: who(subject)?,
                action: match action {
                    KeywordActionEvent::Sabotage => KeywordActionKind::Sabotage,
                    KeywordActionEvent::Augment => KeywordActionKind::Augment,
                    KeywordActionEvent::ExhaustedResupply => KeywordActionKind::ExhaustedResupply,
                },
                what: what.as_ref().map(|w| anywhere(w).map(Subject::Objects)).transpose()?,
            },
            // The passive voice: augmented by any player (CR 7.3.4.a).
            EventVerb::Augmented => EventTrigger::PerformsKeywordAction {
                by: None,
                action: KeywordActionKind::Augment,
                what: Some(objects(subject)?),
            },
            EventVerb::Passes { first } => EventTrigger::Passes {
                by: who(subject)?,
                first: *first,
            },
            _ => return unsupported("the trigger event", span),
        })
    }
}
