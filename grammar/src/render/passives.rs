//! Rendering passive abilities: statements about the game (CR 6.1), prohibitions and replacing modifiers.

use super::*;

mod costs;
mod keywords;
mod replacements;
mod restrictions;
mod rules;

impl R {
    pub(super) fn passive(&mut self, p: &Passive) {
        if let Some(c) = &p.condition {
            self.w("If");
            self.condition(&c.node);
            self.w(",");
            // the statement goes on the sentence: `If …, it is Gigantic`, `…, your Reserve …`
            let start = self.out.len() + 1;
            self.statement(&p.statement);
            lowercase_sentence_word(&mut self.out, start);
        } else {
            self.statement(&p.statement);
        }
        // `I gain "…."`: the quote closes the sentence, as printed; `roll a die:` ends the line
        let roll_header = matches!(
            &p.statement,
            Statement::Replacement {
                instead: Sentence::Roll(_),
                ..
            }
        );
        if !matches!(p.statement, Statement::HasAbility { .. }) && !roll_header {
            self.w(".");
        }
    }

    pub(super) fn statement(&mut self, s: &Statement) {
        match s {
            Statement::HasKeyword { .. }
            | Statement::MyStatisticsEqualTo { .. }
            | Statement::StatisticsEqualHighest { .. }
            | Statement::SupportCounterLimit { .. }
            | Statement::AlsoConsidered { .. }
            | Statement::HasAbility { .. }
            | Statement::BeginWithCounters { .. } => self.keywords_statement(s),
            Statement::CostChange { .. }
            | Statement::MayPlay { .. }
            | Statement::FirstEachAfternoon { .. }
            | Statement::MayPayToReduceMyCost { .. } => self.costs_statement(s),
            Statement::Cant { .. }
            | Statement::DontPreventMovingForward { .. }
            | Statement::AbilitiesCantActivate { .. }
            | Statement::Ignore { .. }
            | Statement::ExpeditionsCant { .. }
            | Statement::CanGainAgain { .. } => self.restrictions_statement(s),
            Statement::Replacement { .. } => self.replacements_statement(s),
            Statement::PhaseRules { .. }
            | Statement::ReserveLimit { .. }
            | Statement::NotCountedInReserveLimit
            | Statement::KeepMoreInReserve { .. }
            | Statement::RegionsAre { .. }
            | Statement::Remain { .. }
            | Statement::IgnoreMyAbilitiesFirstDay
            | Statement::RegionAlsoTerrain { .. } => self.rules_statement(s),
        }
    }

    pub(super) fn statement_cant(&mut self, what: &Cant) {
        match what {
            Cant::GainCounters => self.w("gain counters"),
            Cant::GainBoosts => self.w("gain boosts"),
            Cant::CostLessThan(a) => {
                self.w("cost less than");
                self.w(&amount(*a));
            }
            Cant::MoveForward { during, except_due_to } => {
                self.w("move forward");
                match during {
                    Some(Duration::Dusk) => self.w("during Dusk"),
                    Some(_) => self.w("this Day"),
                    None => {}
                }
                if let Some(t) = except_due_to {
                    self.w("except due to");
                    self.w(t.as_str());
                }
            }
            Cant::BePlayed {
                usable_as_mana,
                condition,
            } => {
                self.w("be played");
                if *usable_as_mana {
                    self.w(",");
                    self.w("but I can be used as a Mana Orb");
                }
                if let Some(c) = condition {
                    self.w("if");
                    self.condition(&c.node);
                }
            }
            Cant::Activate => self.w("activate"),
            Cant::MoveBackward => self.w("move backward"),
        }
    }
}
