//! Lowering passive statements about restrictions: `can't` (CR 1.4.1), its exceptions, and what may happen again (CR 1.4.2.a).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers a passive statement of this kind: `p_can_only`, `p_cant`, `p_dont_prevent`, `p_abilities_cant`, `p_expeditions_cant`, `p_can_gain_again`.
    pub(super) fn restrictions_statement(&mut self, p: P<'_>) -> Statement {
        match p.as_rule() {
            Rule::p_can_only => {
                let who = if has(&p, Rule::me) {
                    Object::Ref(Referent::This)
                } else if has(&p, Rule::it) {
                    Object::Ref(Referent::Earlier)
                } else {
                    Object::Select(self.selector(child(&p, Rule::selector).expect("selector")))
                };
                Statement::Cant {
                    who,
                    what: Cant::MoveForward {
                        during: None,
                        except_due_to: Some(terrain(child(&p, Rule::terrain).expect("terrain"))),
                    },
                }
            }
            Rule::p_cant => {
                let mut who = Object::Ref(Referent::This);
                let mut what = Cant::Activate;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::me => who = Object::Ref(Referent::This),
                        Rule::it => who = Object::Ref(Referent::Earlier),
                        Rule::selector => who = Object::Select(self.selector(c)),
                        Rule::cant_what => what = self.cant(c),
                        _ => {}
                    }
                }
                Statement::Cant { who, what }
            }
            Rule::p_dont_prevent => Statement::DontPreventMovingForward {
                who: self.selector(child(&p, Rule::selector).expect("selector")),
                // `it` can only be the Expedition of the condition: `If my Expedition is behind`
                expedition: ExpeditionRef::Mine,
            },
            Rule::p_abilities_cant => {
                let triggers = inner(child(&p, Rule::symbol_list).expect("symbols"))
                    .map(|t| inline_symbol(t.as_str()))
                    .collect();
                Statement::AbilitiesCantActivate {
                    triggers,
                    of: self.selector(child(&p, Rule::selector).expect("selector")),
                }
            }
            Rule::p_ignore => {
                let symbols = child(&p, Rule::ignore_mine)
                    .and_then(|m| child(&m, Rule::symbol_list))
                    .or_else(|| child(&p, Rule::symbol_list));
                Statement::Ignore {
                    triggers: symbols
                        .map(|l| inner(l).map(|t| inline_symbol(t.as_str())).collect())
                        .unwrap_or_default(),
                    of: child(&p, Rule::selector).map(|s| self.selector(s)),
                    during: child(&p, Rule::during).map(|d| self.phase(first(d))),
                }
            }
            Rule::p_expeditions_cant => {
                let mut expeditions = Vec::new();
                let mut what = None;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::expedition_ref => expeditions.push(self.expedition_ref(c)),
                        Rule::facing_it => expeditions.push(ExpeditionRef::FacingIt),
                        Rule::cant_what => what = Some(self.cant(c)),
                        _ => {}
                    }
                }
                Statement::ExpeditionsCant {
                    expeditions,
                    what: what.expect("cant"),
                }
            }
            Rule::p_can_gain_again => {
                let statuses: Vec<StatusName> = inner(p)
                    .filter(|c| c.as_rule() == Rule::status)
                    .filter_map(|c| self.status(c))
                    .collect();
                let gain = statuses.first().copied().unwrap_or(StatusName::Fleeting);
                Statement::CanGainAgain {
                    gain,
                    already: statuses.get(1).copied().unwrap_or(gain),
                }
            }
            r => unreachable!("statement {r:?}"),
        }
    }
}
