//! Rendering passive statements about the cost of playing cards and the ways cards are played (CR 5.1.2).

use super::*;

impl R {
    /// Writes a passive statement of this kind: `CostChange`, `MayPlay`, `FirstEachAfternoon`, `MayPayToReduceMyCost`.
    pub(super) fn costs_statement(&mut self, s: &Statement) {
        match s {
            Statement::CostChange { who, more, by, tails } => {
                self.subject_object(who);
                let plural = matches!(who, Object::Select(s) if s.plural) || matches!(who, Object::Ref(Referent::This));
                self.w(if plural { "cost" } else { "costs" });
                self.w(&amount(*by));
                self.w(if *more { "more" } else { "less" });
                for t in tails {
                    match t {
                        CostTail::Minimum(m) => {
                            self.w(",");
                            self.w("down to a minimum of");
                            self.w(&amount(*m));
                        }
                        CostTail::InEmptyExpedition => self.w("to play in an Expedition with no Characters"),
                        CostTail::If(c) => {
                            self.w("if");
                            self.condition(&c.node);
                        }
                        CostTail::Per(per) => self.per(per),
                        CostTail::ToPlayFrom(z) => {
                            self.w("to play from");
                            self.w(&zone_text(z));
                        }
                        CostTail::InExpeditionInContact => self.w("in an Expedition that's in contact"),
                        CostTail::WhereX(q) => {
                            self.w(",");
                            self.w("where X is");
                            self.quantity(q);
                        }
                        CostTail::AlsoLessIf { by, condition } => {
                            self.w(",");
                            self.w("and also");
                            self.w(&amount(*by));
                            self.w("less if");
                            self.condition(&condition.node);
                        }
                        CostTail::InExpeditionFacing { count, what } => {
                            self.w("in an Expedition facing");
                            if let Some(n) = count {
                                self.comparison(n);
                            }
                            self.selector(what);
                        }
                    }
                }
            }
            Statement::MayPlay { what, less, minimum } => {
                self.w("You may play");
                self.selector(what);
                if let Some(l) = less {
                    self.w("for");
                    self.w(&amount(*l));
                    self.w("less");
                }
                if let Some(m) = minimum {
                    self.w(",");
                    self.w("down to a minimum of");
                    self.w(&amount(*m));
                }
            }
            Statement::FirstEachAfternoon { what, then } => {
                self.w("The first");
                self.selector(what);
                self.w("each Afternoon");
                self.action(then, true);
            }
            Statement::MayPayToReduceMyCost { pay, by } => {
                self.w("You may");
                self.w(&cost(pay));
                self.w("to reduce my cost by");
                self.w(&amount(*by));
            }
            _ => {}
        }
    }
}
