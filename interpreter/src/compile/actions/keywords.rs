//! Keyword actions (CR 7.3) written as their keyword, and keywords defined in declarations.

use super::*;

impl Lowerer {
    /// Lowers a clause whose action is one of `Keyword`, `Defined`.
    pub(super) fn keyword_actions_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
        // CR 7.3.6.a: `Target Character defects`.
        (Some(Subject::Object(o)), Action::Keyword(KeywordAction::Defect)) => {
            vec![Act::Defect(self.objects(o, pre, span)?)]
        }
        // CR 7.3.3.a: `Target Expedition Ascends`, chosen before the step (CR 1.2.6.c).
        (Some(Subject::Object(Object::Select(sel))), Action::Keyword(KeywordAction::Ascend))
            if expedition_choice(sel).is_some() =>
        {
            pre.extend(expedition_choice(sel));
            vec![Act::Ascend(Exped::Chosen)]
        }
        // `My Expedition Ascends`, `Each of your Expeditions Ascends`.
        (Some(Subject::Expedition(e)), Action::Keyword(KeywordAction::Ascend)) => {
            vec![Act::Ascend(self.expedition_or_chosen(e, pre, span)?)]
        }
        // A bare `Ascend.`: only an Expedition ascends (CR 7.3.3.a), so the one the
        // imperative speaks of is the source's own, as in `My Expedition Ascends`.
        (None, Action::Keyword(KeywordAction::Ascend)) => vec![Act::Ascend(Exped::Mine)],
        (None | Some(Subject::Player(_)), Action::Keyword(k)) => match k {
            // CR 7.3.2.a: end the turn once no Reaction is left in Limbo.
            KeywordAction::AfterYou if subject.is_none() => vec![Act::AfterYou],
            KeywordAction::Resupply | KeywordAction::ExhaustedResupply => vec![Act::Resupply {
                who: self.who(&c.subject, span)?,
                exhausted: matches!(k, KeywordAction::ExhaustedResupply),
            }],
            // CR 7.3.30.a: discard up to one target card in a Reserve, as the prelude
            // defines it.
            KeywordAction::Sabotage {
                after_rest: false,
                what: None,
            } if subject.is_none() => sabotaging(self.keyword_clause("Sabotage", span, pre)?),
            KeywordAction::Sabotage {
                after_rest: false,
                what: Some(sel),
            } if subject.is_none() => sabotaging(self.sabotage_what(pre, sel)?),
            // `Sabotage after Rest`: a delayed part, its target chosen when it happens,
            // after Rest (CR 1.2.6.c, 6.1.g), so among the cards Rest sent to Reserve.
            KeywordAction::Sabotage {
                after_rest: true,
                what: None,
            } if subject.is_none() => {
                let mut later = Lowerer::new(self.span);
                let mut code = Vec::new();
                let acts = sabotaging(later.keyword_clause("Sabotage", span, &mut code)?);
                code.push(Instr::Step { acts, did: None });
                vec![self.delay_after_rest(later, code)]
            }
            // CR 7.3.4.a: one more of a single kind of counter it has, chosen when it
            // has several.
            KeywordAction::Augment(o) if subject.is_none() => {
                let what = self.objects(o, pre, span)?;
                if let Objs::Slot(slot) = what {
                    pre.push(Instr::ChooseCounter { slot });
                }
                vec![Act::Augment(what)]
            }
            _ => return unsupported("the keyword action", span),
        },
        // `Draw a card, then Mend.`: a keyword that stands for one clause is that clause
        // in its place; a longer definition only stands alone as a sentence.
        (None, Action::Defined(name)) if defined::clause(&name.node).is_some() => {
            self.keyword_clause(&name.node, name.span, pre)?
        }
        (_, Action::Defined(name)) => {
            return unsupported(
                format!(
                    "the keyword `{}` inside a longer sentence, when its definition is more than one clause (alone, it stands for its definition)",
                    name.node
                ),
                span,
            )
        }
            (_, _) => return unsupported("the action", span),
        })
    }
}
