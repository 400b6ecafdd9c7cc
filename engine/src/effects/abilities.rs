//! Abilities and lasting effects: activating a reaction (CR 7.3.1), delayed parts (CR 6.3.h), rules
//! that last, the next card played.

use altered_grammar::SymbolTrigger;
use altered_interpreter::{Atomic, HostError, Symbol};

use crate::event::Event;
use crate::state::{alive, side_out, Emblem, Obj, PlayerId};

use super::EngineHost;

/// Performs an atomic action that activates an ability or starts a lasting effect.
pub(super) fn perform(host: &mut EngineHost<'_>, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
    let st = &mut *host.st;
    let log = &mut *host.log;
    Ok(match a {
        Atomic::Activate { object, trigger } => {
            if alive(st, *object).is_none() {
                return Ok(false);
            }
            let before = st.limbo.len();
            st.activate(
                object.card,
                match trigger {
                    Symbol::Etb => SymbolTrigger::Etb,
                    Symbol::Hand => SymbolTrigger::Hand,
                    Symbol::Reserve => SymbolTrigger::Reserve,
                },
                log,
            );
            st.limbo.len() > before
        }
        Atomic::Delay { part, until } => {
            let Some(e) = st.scratch.resolving else {
                return Ok(false);
            };
            let e = Emblem { part: *part, ..e };
            if *until == altered_interpreter::Moment::Now {
                // CR 6.3.h: activated as the step happens, an Emblem-Reaction in Limbo.
                log.push(Event::ReactionCreated {
                    card: e.source.card,
                    ability: e.ability,
                });
                st.limbo.push(e);
            } else {
                // Bounded: each running effect delays at most its few written parts.
                st.delayed.push((*until, e));
            }
            true
        }
        Atomic::Rule { player, change } => {
            st.start_rule(*player, change.clone(), log);
            true
        }
        Atomic::ExpeditionRule {
            player,
            owner,
            side,
            change,
        } => {
            st.start_expedition_rule(*player, (*owner, side_out(*side)), change.clone(), log);
            true
        }
        Atomic::ObjectRule {
            player,
            object,
            rule,
            until,
        } => st.start_object_rule(*player, *object, *rule, *until, log),
        Atomic::NextPlay { player, next } => {
            st.start_ongoing(*player, next.clone(), log);
            true
        }
        _ => return Err(HostError::Unsupported("this atomic action")),
    })
}
