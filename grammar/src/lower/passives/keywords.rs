//! Lowering passive statements about keyword abilities, abilities given, statistics and characteristics (CR 7.4, 2.2).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers a passive statement of this kind: `p_has_keyword`, `p_stats_equal`, `p_stats_highest`, `p_support_max`, `p_also_considered`, `p_has_ability`, `p_other_rules`.
    pub(super) fn keywords_statement(&mut self, p: P<'_>) -> Statement {
        match p.as_rule() {
            Rule::p_has_keyword => {
                let mut who = Object::Ref(Referent::This);
                let mut keyword = None;
                let mut unless = None;
                let mut also = Vec::new();
                let mut where_x = None;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::me => who = Object::Ref(Referent::This),
                        Rule::selector => who = Object::Select(self.selector(c)),
                        Rule::it_is => who = Object::Ref(Referent::Earlier),
                        Rule::keyword_item => keyword = self.keyword_item(c),
                        Rule::also_keywords => also.extend(inner(c).filter_map(|k| self.keyword_item(k))),
                        Rule::where_x => where_x = Some(self.quantity(first(c))),
                        Rule::p_unless | Rule::p_unless_first => unless = Some(self.condition(first(c))),
                        _ => {}
                    }
                }
                let keyword =
                    keyword.unwrap_or_else(|| Spanned::new(KeywordItem::Status(StatusName::Fleeting), Span::default()));
                Statement::HasKeyword {
                    who,
                    keyword,
                    also,
                    where_x,
                    unless,
                }
            }
            Rule::p_stats_equal => {
                Statement::MyStatisticsEqualTo(self.quantity(child(&p, Rule::quantity).expect("quantity")))
            }
            Rule::p_stats_highest => {
                Statement::StatisticsEqualHighest(self.selector(child(&p, Rule::selector).expect("selector")))
            }
            Rule::p_support_max => Statement::SupportCounterLimit(child(&p, Rule::number).map(amount)),
            Rule::p_also_considered => {
                let k = child(&p, Rule::kinds).expect("kinds");
                Statement::AlsoConsidered(
                    inner(k)
                        .map(|x| {
                            let s = self.span(&x);
                            Spanned::new(kind(first(x)).0, s)
                        })
                        .collect(),
                )
            }
            Rule::p_has_ability => {
                let who = match child(&p, Rule::selector_rest) {
                    Some(rest) => {
                        let mut sel = self.selector(rest);
                        sel.qualifiers.insert(0, Qualifier::YouControl);
                        Object::Select(sel)
                    }
                    None => Object::Ref(Referent::This),
                };
                let g = child(&p, Rule::g_ability).expect("ability");
                Statement::HasAbility {
                    who,
                    ability: Box::new(self.quoted(first(g))),
                }
            }
            Rule::p_other_rules => Statement::BeginWithCounters {
                count: amount(child(&p, Rule::number).expect("n")),
                counter: self.counter_name(&child(&p, Rule::counter_name).expect("counter")),
            },
            r => unreachable!("statement {r:?}"),
        }
    }
}
