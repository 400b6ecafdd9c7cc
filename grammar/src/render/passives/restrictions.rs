//! Rendering passive statements about restrictions: `can't` (CR 1.4.1), its exceptions, and what may happen again (CR 1.4.2.a).

use super::*;

impl R {
    /// Writes a passive statement of this kind: `Cant`, `DontPreventMovingForward`, `AbilitiesCantActivate`, `ExpeditionsCant`, `CanGainAgain`.
    pub(super) fn restrictions_statement(&mut self, s: &Statement) {
        match s {
            Statement::Cant { who, what } => {
                self.subject_object(who);
                self.w("can't");
                self.statement_cant(what);
            }
            Statement::DontPreventMovingForward { who, expedition } => {
                self.selector(who);
                self.w("don't prevent");
                self.expedition(expedition);
                self.w("from moving forward");
            }
            Statement::AbilitiesCantActivate { triggers, of } => {
                self.w("The");
                self.w(&symbol_list(triggers));
                self.w("abilities of");
                self.selector(of);
                self.w("can't activate");
            }
            Statement::Ignore { triggers, of, during } => {
                self.w("Ignore");
                match of {
                    Some(of) => {
                        self.w("the");
                        if !triggers.is_empty() {
                            self.w(&symbol_list(triggers));
                        }
                        self.w("abilities of");
                        self.selector(of);
                    }
                    None => {
                        self.w("my");
                        if !triggers.is_empty() {
                            self.w(&symbol_list(triggers));
                        }
                        self.w("abilities");
                    }
                }
                if let Some(d) = during {
                    self.w("during");
                    self.w(d.node.as_str());
                }
            }
            Statement::ExpeditionsCant { expeditions, what } => {
                let start = self.out.len();
                for (i, e) in expeditions.iter().enumerate() {
                    if i > 0 {
                        self.w("and");
                    }
                    self.expedition(e);
                }
                capitalize_from(&mut self.out, start);
                self.w("can't");
                self.statement_cant(what);
            }
            Statement::CanGainAgain { gain, already } => {
                self.w("I can gain");
                self.w(gain.as_str());
                self.w("even if I was already");
                self.w(already.as_str());
            }
            _ => {}
        }
    }
}
