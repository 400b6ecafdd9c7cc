//! Lowering reactions (CR 6.3): their trigger, condition and effect, and reactions a declared keyword stands for.

use super::*;

/// Lowers a reaction (CR 6.3): its trigger, its condition, its effect. `support`: in the
/// support box, it works only in Reserve (CR 2.2.12.i).
pub(super) fn reaction(r: &altered_grammar::Reaction, support: bool, span: Span) -> Result<Compiled> {
    let lowerer = Lowerer::new(span);
    let trigger = match &r.trigger.node {
        Trigger::Symbol(_) if support => {
            return unsupported("a symbol trigger in the support box", r.trigger.span);
        }
        Trigger::Symbol(s) => crate::trigger::Trigger::Symbol(*s),
        Trigger::Phase(p) => crate::trigger::Trigger::Phase(p.node),
        Trigger::Event(e) => crate::trigger::Trigger::Event(lowerer.event_trigger(e, r.trigger.span)?),
        Trigger::Defined(name) => return defined_reaction(r, name, support, span),
    };
    let condition = match &r.condition {
        Some(c) => Some(lowerer.condition(c)?),
        None => None,
    };
    let mut lowerer = lowerer;
    lowerer.trigger_object = trigger.binds_object();
    // `When you roll one or more dice | If the result is 6+`: the roll that activated it;
    // `When you reveal a card this way | If its Hand Cost is equal to the die's result`: the
    // roll the card was revealed with.
    lowerer.rolled = matches!(
        trigger,
        crate::trigger::Trigger::Event(
            crate::trigger::EventTrigger::RollsDice { .. } | crate::trigger::EventTrigger::RevealsThisWay { .. }
        )
    );
    lowerer.revealed_trigger = matches!(
        trigger,
        crate::trigger::Trigger::Event(crate::trigger::EventTrigger::RevealsThisWay { .. })
    );
    let (mut program, delayed) = lowerer.effect_parts(&r.effect.sentences)?;
    if support {
        // The maximum of its gains on its own card may be changed by passives.
        for i in &mut program.code {
            if let Instr::Step { acts, .. } = i {
                for a in acts {
                    if let Act::UpToMax { support, .. } = a {
                        *support = true;
                    }
                }
            }
        }
    }
    Ok(Compiled::Reaction {
        trigger,
        condition,
        per_boost: r.per_boost,
        support,
        program,
        delayed,
    })
}

/// `Landfall | Draw a card.`: the reaction with the trigger the keyword stands for (and the
/// condition its definition adds), one expansion deeper. What the definition cannot run is
/// reported at the keyword, where the card writes it.
pub(super) fn defined_reaction(
    r: &altered_grammar::Reaction,
    name: &Spanned<String>,
    support: bool,
    span: Span,
) -> Result<Compiled> {
    let Some((trigger, condition)) = defined::trigger(&name.node) else {
        return unsupported(
            format!("the keyword `{}`, which no declaration defines as a trigger", name.node),
            name.span,
        );
    };
    let condition = match (condition, &r.condition) {
        (Some(_), Some(c)) => {
            return unsupported("a condition after a keyword trigger whose definition has one", c.span)
        }
        (Some(c), None) => Some(c),
        (None, c) => c.clone(),
    };
    let expanded = altered_grammar::Reaction {
        trigger,
        condition,
        per_boost: r.per_boost,
        effect: r.effect.clone(),
    };
    match defined::deeper(|| reaction(&expanded, support, span)) {
        Some(compiled) => compiled.map_err(|mut e| {
            if !(span.start <= e.span.start && e.span.end <= span.end) {
                e.span = name.span; // a part of the definition, not of the card
            }
            e
        }),
        None => unsupported(
            format!("keywords defined through more than {} others", defined::MAX_DEPTH),
            name.span,
        ),
    }
}
