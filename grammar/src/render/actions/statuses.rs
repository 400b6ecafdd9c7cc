//! Rendering actions about statuses and keyword abilities gained or lost (CR 2.4, 7.3.12, 7.3.15, 7.3.19, 7.3.25, 7.4).

use super::*;

impl R {
    /// Writes an action of this sub-area: `Gain`, `Lose`, `Cant`, `LoseAllStatuses`, `Exhaust`, `Ready`.
    pub(super) fn statuses_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::LoseAllStatuses => {
                self.verb("lose", third);
                let own = if self.subject_is_me {
                    "my"
                } else {
                    self.subject_own.unwrap_or("its")
                };
                self.w(&format!("all {own} statuses"));
            }
            Action::Gain {
                gains,
                loses,
                one_of,
                until,
            } => {
                self.verb("gain", third);
                if *one_of {
                    self.gainables_or(gains);
                } else {
                    self.gainables(gains);
                }
                if !loses.is_empty() {
                    self.w("and");
                    self.verb("lose", third);
                    self.gainables(loses);
                }
                if let Some(d) = until {
                    self.w(duration(*d));
                }
            }
            Action::Lose { loses, gains, until } => {
                self.verb("lose", third);
                self.gainables(loses);
                if !gains.is_empty() {
                    self.w("and");
                    self.verb("gain", third);
                    self.gainables(gains);
                }
                if let Some(d) = until {
                    self.w(duration(*d));
                }
            }
            Action::Cant { what, until } => {
                self.w("can't");
                self.statement_cant(what);
                if let Some(d) = until {
                    self.w(duration(*d));
                }
            }
            Action::Exhaust(o) => {
                self.verb("exhaust", third);
                self.object(o);
            }
            Action::Ready(o) => {
                self.w("ready");
                self.object(o);
            }
            _ => {}
        }
    }
}
