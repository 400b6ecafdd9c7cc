//! Clauses that only choose: `Choose …`, `Target …` (CR 1.2.6.c, 6.1.g).

use super::*;
use crate::compile::acting::rewrite_zone;

impl Lowerer {
    /// Lowers a clause whose action is one of `Choose`, `Target`.
    pub(super) fn choices_clause(
        &mut self,
        c: &Clause,
        subject: &Option<Subject>,
        span: Span,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        Ok(match (subject, &c.action) {
            // `Each player chooses a Character they control. It …`: each player chooses for
            // themselves, in initiative order (CR 6.1.h); `it` names every chosen object.
            (Some(Subject::Player(p)), Action::Choose(sel)) => {
                let by = self.chooser(*p, span)?;
                let mut sel = sel.clone();
                // `a card in their Reserve`: the chooser's, whom the choice's filter reads
                // as `you`.
                for q in &mut sel.qualifiers {
                    if let Qualifier::InZone(z) | Qualifier::FromZone(z) = q {
                        rewrite_zone(z);
                    }
                }
                let before = sel.qualifiers.len();
                sel.qualifiers
                    .retain(|q| !matches!(q, Qualifier::ControlledBy(PossessivePlayer::Their)));
                let theirs = sel.qualifiers.len() < before;
                let what = self.objects(&Object::Select(sel), pre, span)?;
                if !matches!(what, Objs::Slot(_)) {
                    return unsupported("choosing every object of a kind", span);
                }
                if theirs {
                    restrict_to_controlled(pre, &what);
                }
                chosen_by(pre, &what, by);
                Vec::new()
            }
            // `Choose up to two Characters from these cards`: among the cards revealed.
            (None, Action::Choose(sel)) if sel.qualifiers.contains(&Qualifier::AmongThese) => {
                self.choose_among_revealed(sel, pre, span)?;
                Vec::new()
            }
            // `Target an Expedition [that's ahead].` (CR 1.2.6.c): chosen now; `in it`
            // names it later.
            (None, Action::Target(sel)) if expedition_choice(sel).is_some() => {
                pre.extend(expedition_choice(sel));
                self.chose_expedition = true;
                Vec::new()
            }
            // `You may target an opponent, they …` (CR 1.2.6.c): chosen now, named later.
            (None, Action::Target(sel)) if self.is_a_player(sel).is_some() => {
                let opponent = self.is_a_player(sel) == Some(true);
                pre.push(Instr::ChoosePlayer { opponent });
                self.chose_player = true;
                Vec::new()
            }
            // `You may target another Character, it loses Fleeting`: the verb makes it a
            // target (CR 1.2.6.c), chosen now; `it` names it in the step or sentences after.
            // `That opponent targets a card in your Reserve. Exhaust it.`: the player named
            // chooses (CR 6.1.g), among `your` cards, the controller's.
            (None | Some(Subject::Player(_)), Action::Target(sel)) if !matches!(&sel.kinds[..], [k] if k.node == Kind::Expedition) =>
            {
                let by = match subject {
                    Some(Subject::Player(p)) => self.chooser(*p, span)?,
                    _ => Chooser::You,
                };
                let Objs::Slot(s) = self.objects(&Object::Select(sel.clone()), pre, span)? else {
                    return unsupported("targeting every object of a kind", span);
                };
                for i in pre.iter_mut() {
                    if let Instr::Choose {
                        slot,
                        target,
                        filter,
                        by: b,
                        ..
                    } = i
                    {
                        if *slot != s {
                            continue;
                        }
                        *target = true;
                        if by == Chooser::You {
                            continue;
                        }
                        if by != Chooser::EachOpponent {
                            return unsupported("a player other than an opponent targeting", span);
                        }
                        *b = by;
                        // The filter's `you` is the chooser; the printed `your` is the
                        // controller: for an opponent of a 2-player game, their opponent.
                        filter.whose = match filter.whose {
                            Some(Rel::You) => Some(Rel::Opponent),
                            Some(Rel::Opponent) => Some(Rel::You),
                            other => other,
                        };
                    }
                }
                Vec::new()
            }
            // `Choose a Character you control. It gains 2 boosts.`: the controller chooses
            // now, without targeting (CR 1.2.6.c: only `target` targets); `it` names the
            // object chosen.
            (None, Action::Choose(sel)) if !matches!(&sel.kinds[..], [k] if k.node == Kind::Expedition) => {
                if !matches!(self.objects(&Object::Select(sel.clone()), pre, span)?, Objs::Slot(_)) {
                    return unsupported("choosing every object of a kind", span);
                }
                Vec::new()
            }
            (_, _) => return unsupported("the action", span),
        })
    }
}
