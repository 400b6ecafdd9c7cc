//! Replacements: `If … would …, … instead` (CR 6.2).

use super::*;

/// A passive statement about replacements.
pub(super) fn replacements_passive(p: &AstPassive, low: &Lowerer, when: Option<Cond>, span: Span) -> Result<Passive> {
    Ok(match &p.statement {
        Statement::Replacement {
            would:
                Would {
                    who: WouldWho::Object(sel),
                    event:
                        WouldEvent::Leave {
                            from: Place::Expedition(ExpeditionRef::Mine),
                            during,
                            while_status: None,
                        },
                },
            instead: Sentence::Do(c),
            mode: ReplacementMode::Instead,
            otherwise: None,
            then,
        } if when.is_none() && then.is_empty() && matches!(sel.determiner, Some(Determiner::Count(Amount::N(1)))) => {
            let afternoon_only = match during {
                None => false,
                Some(p) if p.node == Phase::Afternoon => true,
                Some(p) => return unsupported(format!("a replacement during {}", p.node), p.span),
            };
            let loses = match c.links.as_slice() {
                [link]
                    if matches!(
                        link.clause.node.subject,
                        Some(Subject::Object(Object::Ref(Referent::Earlier)))
                    ) =>
                {
                    match &link.clause.node.action {
                        Action::LoseAllBoosts => Loses::AllBoosts,
                        Action::Lose {
                            loses,
                            gains,
                            until: None,
                        } if gains.is_empty() => match loses.as_slice() {
                            [g] => match &g.node {
                                Gainable::Status(s) => match super::super::status(*s) {
                                    Some(st) => Loses::Status(st),
                                    None => return unsupported(format!("losing `{s}` instead"), g.span),
                                },
                                _ => return unsupported("losing something other than a status instead", g.span),
                            },
                            _ => return unsupported("losing several things instead", span),
                        },
                        _ => return unsupported("this replacement", span),
                    }
                }
                _ => return unsupported("a replacement doing other than `it loses …`", span),
            };
            let mut who = low.filter(sel)?;
            who.zone = ZoneFilter::MyExpedition;
            Passive::LeaveInstead {
                who,
                afternoon_only,
                loses,
            }
        }
        Statement::Replacement {
            would:
                Would {
                    who: WouldWho::Me,
                    event:
                        WouldEvent::Leave {
                            from: Place::ExpeditionZone,
                            during: None,
                            while_status,
                        },
                },
            instead: Sentence::Do(c),
            mode: ReplacementMode::Instead,
            otherwise,
            then,
        } if when.is_none() && then.is_empty() => leave_to_mana(c, *while_status, otherwise.as_ref(), span)?,
        Statement::Replacement {
            would,
            instead: Sentence::Do(c),
            mode: ReplacementMode::Instead,
            otherwise: None,
            then,
        } if when.is_none() && replaced_by_effect(would, c, then) => {
            Passive::Modifier(effect_modifier(would, c, then, span)?)
        }
        Statement::Replacement { then, .. } if !then.is_empty() => {
            return unsupported("a replacement of several sentences", span)
        }
        Statement::Replacement {
            would,
            instead: Sentence::Do(c),
            mode,
            otherwise: None,
            ..
        } if when.is_none() => Passive::Modifier(modifier(would, c, *mode, span)?),
        _ => return unsupported("the passive statement", span),
    })
}
