//! Rendering passive statements about keyword abilities, abilities given, statistics and characteristics (CR 7.4, 2.2).

use super::*;

impl R {
    /// Writes a passive statement of this kind: `HasKeyword`, `MyStatisticsEqualTo`, `StatisticsEqualHighest`, `SupportCounterLimit`, `AlsoConsidered`, `HasAbility`, `BeginWithCounters`.
    pub(super) fn keywords_statement(&mut self, s: &Statement) {
        match s {
            Statement::HasKeyword {
                who,
                keyword,
                also,
                where_x,
                unless,
            } => {
                self.subject_object(who);
                let plural = matches!(who, Object::Select(s) if s.plural);
                self.w(match who {
                    Object::Ref(Referent::This) => "am",
                    _ if plural => "are",
                    _ => "is",
                });
                let mut items = vec![keyword_item(&keyword.node)];
                items.extend(also.iter().map(|k| keyword_item(&k.node)));
                self.w(&join_and(&items, "and"));
                if let Some(q) = where_x {
                    self.w(",");
                    self.w("where X is");
                    self.quantity(q);
                }
                if let Some(u) = unless {
                    self.w("unless");
                    self.condition(&u.node);
                }
            }
            Statement::MyStatisticsEqualTo(q) => {
                self.w("My forest, mountain and water are equal to");
                self.quantity(q);
            }
            Statement::StatisticsEqualHighest(who) => {
                self.w("The forest, mountain and water of");
                self.selector(who);
                self.w("are equal to their highest statistic");
            }
            Statement::SupportCounterLimit(extra) => {
                self.w("The Support abilities of cards in Reserve can give them");
                match extra {
                    None => self.w("counters beyond their maximum"),
                    Some(n) => {
                        self.w(&number_word(*n));
                        self.w(&format!("more counter{}", plural_s(*n)));
                        self.w("than their maximum");
                    }
                }
            }
            Statement::AlsoConsidered(kinds) => {
                let first_is_vowel = kinds
                    .first()
                    .is_some_and(|k| kind(&k.node, false).starts_with(['A', 'E', 'I', 'O', 'U']));
                self.w(if first_is_vowel {
                    "I'm also considered an"
                } else {
                    "I'm also considered a"
                });
                let ks: Vec<String> = kinds.iter().map(|k| kind(&k.node, false)).collect();
                self.w(&join_and(&ks, "or"));
                self.w(", even when not in play");
            }
            Statement::HasAbility { who, ability } => {
                match who {
                    Object::Select(sel) => {
                        // `Your Characters have: "…"`: the qualifier `you control` is the `Your`
                        let mut rest = sel.clone();
                        rest.qualifiers.retain(|q| *q != Qualifier::YouControl);
                        self.w("Your");
                        self.selector(&rest);
                        self.w("have:");
                    }
                    Object::Ref(_) => self.w("I gain"),
                }
                self.quoted(ability);
            }
            Statement::BeginWithCounters { count, counter } => {
                self.w(&format!("I begin the game with {} {counter} counters", amount(*count)));
            }
            _ => {}
        }
    }
}
