//! Rendering conditions about objects: what they are and where, their numbers, what a
//! player controls (CR 7.5.5) or faces.

use super::*;

impl R {
    /// Writes a condition about objects (see [`R::condition`]).
    pub(super) fn objects_condition(&mut self, c: &Condition) {
        match c {
            Condition::ControlsMore { who, more, what, than } => {
                self.w(super::nouns::player(*who));
                self.w(if *who == PlayerRef::You { "control" } else { "controls" });
                self.w(if *more { "more" } else { "fewer" });
                self.selector(what);
                self.w("than");
                self.w(super::nouns::player(*than));
            }
            Condition::Control { count, what } => {
                self.w("you control");
                match count {
                    Some(Comparison::Exactly(Amount::N(0))) => self.w("no"),
                    Some(n) => self.comparison(n),
                    None => {}
                }
                for (i, s) in what.iter().enumerate() {
                    if i == 1 {
                        self.w(",");
                    } else if i > 1 {
                        self.w("and");
                    }
                    self.selector(s);
                }
            }
            Condition::ThereAre { count, what } => {
                match count {
                    Some(n) => {
                        self.w(if matches!(n, Comparison::Exactly(Amount::N(1))) {
                            "there is"
                        } else {
                            "there are"
                        });
                        self.comparison(n);
                    }
                    None => self.w("there are no"),
                }
                self.selector(what);
            }
            Condition::Has { count, counter, .. } => {
                self.w("it has");
                self.counted(count, counter.as_deref());
            }
            // The grammar reads only `has …` and `is …` after a chosen noun phrase.
            Condition::OfChosen { what, cond } => {
                self.selector(what);
                match &**cond {
                    Condition::Is { negated, what, .. } => {
                        self.w("is");
                        if *negated {
                            self.w("not");
                        }
                        self.is_what(what);
                    }
                    Condition::Has { count, counter, .. } => {
                        self.w("has");
                        self.counted(count, counter.as_deref());
                    }
                    other => self.condition(other),
                }
            }
            Condition::IHave { count, counter } => {
                self.w("I have");
                self.counted(count, counter.as_deref());
            }
            Condition::Is { who, negated, what } => {
                match who {
                    Referent::This => self.w(if *negated { "I was" } else { "I'm" }),
                    _ => self.w("it is"),
                }
                if *negated {
                    self.w("not");
                }
                self.is_what(what);
            }
            Condition::OnlyOneCharacterInMyExpedition => self.w("there is only one Character in my Expedition"),
            Condition::Statistic { who, terrain, cmp } => {
                self.w(if *who == Referent::This { "my" } else { "its" });
                self.w(terrain.as_str());
                self.w("is");
                self.comparison(cmp);
            }
            Condition::ItIsKind(kinds) => self.it_is(kinds, &[]),
            Condition::ItIsQualified { kinds, qualifiers } => self.it_is(kinds, qualifiers),
            Condition::ItsHandCostIsResult => self.w("its Hand Cost is equal to the die's result"),
            Condition::YouControlIt => self.w("you control it"),
            Condition::InTerrainWhereBaseStatisticZero(r) => {
                self.w(if *r == Referent::This { "I'm" } else { "it's" });
                self.w("in a terrain where");
                self.w(if *r == Referent::This { "my" } else { "its" });
                self.w("base statistic is 0");
            }
            Condition::XHigherThanHandCostOf(o) => {
                self.w("X is higher than the Hand Cost of");
                match o {
                    Object::Ref(Referent::Earlier) => self.w("the target"),
                    other => self.object(other),
                }
            }
            Condition::ItsHandCost(c) => {
                self.w("its Hand Cost is");
                self.comparison(c);
            }
            Condition::Facing { count, what } => {
                self.w("I'm facing");
                if let Some(n) = count {
                    if matches!(n, Comparison::Exactly(_)) {
                        self.w("only");
                    }
                    self.comparison(n);
                }
                self.selector(what);
            }
            Condition::ItsReserveCost(c) => {
                self.w("its Reserve Cost is");
                self.comparison(c);
            }
            Condition::ItsBaseCost(c) => {
                self.w("its Base Cost is");
                self.comparison(c);
            }
            Condition::OpponentControls { count, what } => {
                self.w("an opponent controls");
                if let Some(n) = count {
                    self.comparison(n);
                }
                self.selector(what);
            }
            _ => unreachable!("not a condition about objects: `R::condition` routes it elsewhere"),
        }
    }
}
