//! Rendering actions about abilities and lasting effects: activating reactions (CR 7.3.1), the next card played, doing
//! it again.

use super::*;

impl R {
    /// Writes an action of this sub-area: `Activate`, `ActivateOneOf`, `ReduceCost`, `DoItAgain`, `NextCosts`, `NextGets`.
    pub(super) fn abilities_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::Activate { triggers, of } => {
                self.verb("activate", third);
                self.w(if of.is_some() { "the" } else { "its" });
                self.w(&symbol_list(triggers));
                self.w("abilities");
                if let Some(o) = of {
                    self.w("of");
                    self.object(o);
                }
            }
            Action::ActivateOneOf(triggers) => {
                self.verb("activate", third);
                self.w("one of its");
                self.w(&symbol_list(triggers));
                self.w("abilities");
            }
            Action::ReduceCost { next, duration: d, by } => {
                self.verb("reduce", third);
                match next {
                    None => self.w("my cost"),
                    Some(sel) => {
                        self.w("the cost of the next");
                        self.selector(sel);
                        if let Some(d) = d {
                            self.w(duration(*d));
                        }
                    }
                }
                self.w("by");
                self.w(&amount(*by));
            }
            Action::DoItAgain => {
                self.verb("do", third);
                self.w("it again");
            }
            Action::NextCosts {
                next,
                duration: d,
                less,
                minimum,
            } => {
                self.w("the next");
                self.selector(next);
                self.w(duration(*d));
                match less {
                    Some(n) => {
                        self.w("costs");
                        self.w(&amount(*n));
                        self.w("less");
                    }
                    None => self.w("is free"),
                }
                if let Some(m) = minimum {
                    self.w(",");
                    self.w("down to a minimum of");
                    self.w(&amount(*m));
                }
            }
            Action::NextGets {
                first,
                next,
                duration: d,
                then,
            } => {
                self.w(if *first { "the first" } else { "the next" });
                self.selector(next);
                if let Some(d) = d {
                    self.w(duration(*d));
                }
                self.action(then, true);
            }
            _ => {}
        }
    }
}
