//! Restrictions: what can't happen (`can't`, CR 1.4.1), its exceptions, and what may happen
//! again (CR 1.4.2.a).

use super::*;

/// A passive statement about what can't happen.
pub(super) fn restrictions_passive(p: &AstPassive, low: &Lowerer, when: Option<Cond>, span: Span) -> Result<Passive> {
    Ok(match &p.statement {
        Statement::Cant {
            who: Object::Select(sel),
            what: what @ (Cant::GainCounters | Cant::GainBoosts),
        } if when.is_none() && sel.determiner.is_none() && sel.plural => {
            let mut rest = sel.clone();
            let with_counters = rest.qualifiers.iter().any(|q| matches!(q, Qualifier::WithCounters));
            rest.qualifiers.retain(|q| !matches!(q, Qualifier::WithCounters));
            Passive::CantGainCounters {
                who: low.filter(&rest)?,
                with_counters,
                boosts_only: *what == Cant::GainBoosts,
            }
        }
        // `I can't gain boosts` (CR 1.4.1.a: can't beats can)
        Statement::Cant {
            who: Object::Ref(Referent::This),
            what: what @ (Cant::GainCounters | Cant::GainBoosts),
        } if when.is_none() => Passive::CantGainCounters {
            who: Filter {
                only_this: true,
                ..Filter::default()
            },
            with_counters: false,
            boosts_only: *what == Cant::GainBoosts,
        },
        Statement::Cant {
            who: Object::Ref(Referent::This),
            what: Cant::BePlayed { condition, .. },
        } => Passive::CantBePlayed {
            when: match (when, condition) {
                (Some(_), Some(c)) => return unsupported("two conditions on `I can't be played`", c.span),
                (w, c) => w.map(Ok).or(c.as_ref().map(|c| low.condition(c))).transpose()?,
            },
        },
        // CR 7.4.2.b: an exception for the Expedition the source is in (`it`, after `If my
        // Expedition is behind`, is that Expedition: the grammar lowers it so).
        Statement::DontPreventMovingForward {
            who,
            expedition: ExpeditionRef::Mine,
        } if is_defender_characters(who) => Passive::DefendersDontPrevent { when },
        // `Characters your opponents play can't cost less than {2}`: a restriction on the
        // final cost (CR 5.1.2.e.3).
        Statement::Cant {
            who: Object::Select(sel),
            what: Cant::CostLessThan(n),
        } if when.is_none() && sel.determiner.is_none() && sel.plural => {
            let mut kinds_only = sel.clone();
            let before = kinds_only.qualifiers.len();
            kinds_only
                .qualifiers
                .retain(|q| !matches!(q, Qualifier::PlayedBy(altered_grammar::PlayerRef::YourOpponents)));
            if kinds_only.qualifiers.len() + 1 != before {
                return unsupported("a minimum cost of cards other than those your opponents play", sel.span);
            }
            Passive::PlayCostMinimum {
                kinds: kinds_of(low, &kinds_only, span)?,
                minimum: low.amount(*n, span)?,
            }
        }
        Statement::ExpeditionsCant {
            expeditions,
            what: Cant::MoveForward {
                during: None,
                except_due_to: None,
            },
        } if when.is_none() => {
            let mut near = Vec::new();
            for e in expeditions {
                near.push(match (e, near.last()) {
                    (ExpeditionRef::Mine, _) => NearExpedition::Mine,
                    (ExpeditionRef::YourOther, _) => NearExpedition::YourOther,
                    (ExpeditionRef::FacingMe, _) | (ExpeditionRef::FacingIt, Some(NearExpedition::Mine)) => {
                        NearExpedition::FacingMine
                    }
                    (ExpeditionRef::FacingIt, Some(NearExpedition::YourOther)) => NearExpedition::FacingYourOther,
                    (_, _) => return unsupported("the Expedition here", span),
                });
            }
            Passive::ExpeditionsCantMove {
                which: near,
                backward: false,
            }
        }
        // `Your Expeditions can't move backward`, `Expeditions can't move forward`: a
        // restriction on whole groups of Expeditions (CR 1.4.1.a; CR 7.3.21 backward).
        Statement::Cant {
            who: Object::Select(sel),
            what:
                what @ (Cant::MoveBackward
                | Cant::MoveForward {
                    during: None,
                    except_due_to: None,
                }),
        } if when.is_none()
            && sel.determiner.is_none()
            && sel.plural
            && sel.adjectives.is_empty()
            && sel.alternatives.is_empty()
            && matches!(sel.kinds.as_slice(), [k] if k.node == altered_grammar::Kind::Expedition) =>
        {
            let which = match sel.qualifiers.as_slice() {
                [] => NearExpedition::Every,
                [Qualifier::YouControl] => NearExpedition::Yours,
                [Qualifier::ControlledBy(PossessivePlayer::Opponents)] => NearExpedition::Opponents,
                _ => return unsupported("these Expeditions", sel.span),
            };
            Passive::ExpeditionsCantMove {
                which: vec![which],
                backward: *what == Cant::MoveBackward,
            }
        }
        // CR 1.4.2.a: specific beats general, over CR 7.3.15.b.
        Statement::CanGainAgain { gain, already } if when.is_none() && gain == already => {
            match super::super::status(*gain) {
                Some(s) if s != crate::host::Status::Exhausted => Passive::CanGainAgain(s),
                _ => return unsupported(format!("gaining `{gain}` again"), span),
            }
        }
        // CR 1.4.1.a: can't beats can; the host reads it whenever one of these abilities of
        // an object would activate (CR 7.1.1), whatever asks for it.
        Statement::AbilitiesCantActivate { triggers, of } if when.is_none() && of.determiner.is_none() && of.plural => {
            Passive::AbilitiesCantActivate {
                triggers: triggers.iter().map(|&t| super::super::trigger_symbol(t)).collect(),
                who: low.filter(of)?,
            }
        }
        // CR 7.3.18.b: an ignored Reaction does not activate; ignoring only the `{j}`, `{h}`
        // and `{r}` Reactions of other objects is their not activating.
        Statement::Ignore {
            triggers,
            of: Some(of),
            during: None,
        } if !triggers.is_empty() && when.is_none() && of.determiner.is_none() && of.plural => {
            Passive::AbilitiesCantActivate {
                triggers: triggers.iter().map(|&t| super::super::trigger_symbol(t)).collect(),
                who: low.filter(of)?,
            }
        }
        Statement::Ignore { .. } => {
            return unsupported(
                "ignoring abilities other than the `{j}`, `{h}` and `{r}` Reactions of others (CR 7.3.18)",
                span,
            )
        }
        _ => return unsupported("the passive statement", span),
    })
}
