//! Rendering passive statements about replacements: `If … would …, … instead` (CR 6.2).

use super::*;

impl R {
    /// Writes a passive statement of this kind: `Replacement`.
    pub(super) fn replacements_statement(&mut self, s: &Statement) {
        if let Statement::Replacement {
            would,
            instead,
            mode,
            otherwise,
            then,
        } = s
        {
            self.w("If");
            match &would.who {
                WouldWho::Me => self.w("I"),
                WouldWho::You => self.w("you"),
                WouldWho::MyExpedition => self.w("my Expedition"),
                WouldWho::Expedition(e) => self.expedition(e),
                WouldWho::Object(s) => self.selector(s),
            }
            self.w("would");
            match &would.event {
                WouldEvent::GainStatus(s) => {
                    self.w("gain");
                    self.w(s.as_str());
                }
                WouldEvent::Leave {
                    from,
                    during,
                    while_status,
                } => {
                    self.w("leave");
                    match from {
                        Place::Expedition(e) => self.expedition(e),
                        _ => self.w("the Expedition zone"),
                    }
                    if let Some(d) = during {
                        self.w("during the");
                        self.w(d.node.as_str());
                    }
                    if let Some(s) = while_status {
                        self.w("while I'm");
                        self.w(s.as_str());
                    }
                }
                WouldEvent::MoveForward { during_dusk, due_to } => {
                    self.w("move forward");
                    if *during_dusk {
                        self.w("during Dusk");
                    }
                    match due_to {
                        Some(MoveCause::Terrain(t)) => {
                            self.w("due to");
                            self.w(t.as_str());
                        }
                        Some(MoveCause::Ascend) => self.w("due to Ascend"),
                        None => {}
                    }
                }
                WouldEvent::GoToReserve { from } => {
                    self.w("go to Reserve from");
                    self.place(from);
                }
                WouldEvent::RollADie => self.w("roll a die"),
                WouldEvent::RollDice => self.w("roll one or more dice"),
                WouldEvent::Resupply => self.keyword_action_word("resupply", false),
                WouldEvent::AttemptTo { action, again } => {
                    self.w("attempt to");
                    self.action(action, false);
                    if *again {
                        self.w("again");
                    }
                }
            }
            self.w(",");
            if *mode == ReplacementMode::Also {
                self.w("also");
            }
            // the replacement is the middle of a sentence: `…, it moves forward …`
            match instead {
                Sentence::Do(c) => self.clauses(c, false),
                // `…, roll a die:` and the results as bullets
                Sentence::Roll(d) if d.target.is_none() => {
                    self.w("roll a die:");
                    self.outcomes(&d.outcomes);
                    return;
                }
                other => self.sentence(other),
            }
            if *mode == ReplacementMode::Instead {
                self.w("instead");
            }
            if let Some(c) = otherwise {
                self.w(".");
                self.lead("If you don't,", c);
            }
            for s in then {
                self.w(".");
                self.sentence(s);
            }
            if *mode == ReplacementMode::InsteadAtEnd {
                self.w("instead");
            }
        }
    }
}
