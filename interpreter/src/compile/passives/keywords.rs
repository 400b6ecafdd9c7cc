//! Passives about keyword abilities and statistics: what an object has (CR 7.4, 2.2.11),
//! the counters it begins with (CR 2.5.e), its support limit of counters.

use super::*;

/// A passive statement about keyword abilities and statistics.
pub(super) fn keywords_passive(p: &AstPassive, low: &Lowerer, when: Option<Cond>, span: Span) -> Result<Passive> {
    Ok(match &p.statement {
        Statement::HasKeyword {
            who: Object::Select(sel),
            keyword:
                Spanned {
                    node: KeywordItem::Status(StatusName::Fleeting),
                    ..
                },
            also,
            where_x: None,
            unless: None,
        } if also.is_empty() && when.is_none() && sel.qualifiers.iter().any(is_you_play) => {
            let mut rest = sel.clone();
            rest.qualifiers.retain(|q| !is_you_play(q));
            let f = low.filter(&rest)?;
            let plain = Filter {
                kinds: f.kinds.clone(),
                hand_cost: f.hand_cost,
                ..Filter::default()
            };
            if f != plain {
                return unsupported("a played card described by more than its kind and Hand Cost", sel.span);
            }
            Passive::PlayedFleeting {
                kinds: f.kinds,
                hand_cost: f.hand_cost,
            }
        }
        // `I am Gigantic and Defender`, always: the keywords of a keyword line (CR 1.2.4.b).
        Statement::HasKeyword {
            who: Object::Ref(Referent::This),
            keyword: k,
            also,
            where_x: None,
            unless: None,
        } if !also.is_empty() && when.is_none() => {
            let mut list = Vec::new();
            for item in std::iter::once(k).chain(also) {
                match &item.node {
                    KeywordItem::Keyword(kw) => list.push(keyword(kw, false, item.span)?),
                    KeywordItem::Status(s) => return unsupported(format!("having the status `{s}`"), item.span),
                }
            }
            Passive::Keywords(list)
        }
        Statement::HasKeyword {
            who,
            keyword: k,
            also,
            where_x,
            unless,
        } => {
            if let Some(more) = also.first() {
                return unsupported("more than one keyword given in one sentence", more.span);
            }
            if where_x.is_some() {
                return unsupported("a keyword given with `, where X is …`", k.span);
            }
            let keyword = match &k.node {
                KeywordItem::Keyword(kw) => keyword(kw, false, k.span)?,
                KeywordItem::Status(s) => return unsupported(format!("having the status `{s}`"), k.span),
            };
            let who = match who {
                Object::Ref(Referent::This) => Objs::This,
                Object::Select(sel) if sel.determiner.is_none() && sel.plural => Objs::All(low.filter(sel)?),
                Object::Ref(_) => return unsupported("a keyword given to this", span),
                Object::Select(sel) => return unsupported("a keyword given to chosen objects", sel.span),
            };
            let unless = unless
                .as_ref()
                .map(|u| Ok(Cond::Not(Box::new(low.condition(u)?))))
                .transpose()?;
            let when = match (when, unless) {
                (Some(_), Some(_)) => return unsupported("both `If …` and `unless …`", span),
                (a, b) => a.or(b),
            };
            Passive::Grant { who, keyword, when }
        }
        Statement::SupportCounterLimit(extra) if when.is_none() => Passive::SupportCounterLimit {
            extra: extra.map(|n| low.amount(n, span)).transpose()?,
        },
        // CR 2.5.e: on the Hero from the moment it is placed in the Hero zone.
        Statement::BeginWithCounters { count, counter } if when.is_none() => Passive::BeginWithCounters {
            counter: counter.clone(),
            count: low.amount(*count, span)?,
        },
        Statement::StatisticsEqualHighest(sel) => {
            let mut who = low.filter(sel)?;
            // Only Characters have statistics (CR 2.2.11.c).
            if who.kinds.is_empty() {
                who.kinds.push(KindFilter::Character);
            }
            if who.kinds != [KindFilter::Character] {
                return unsupported("statistics of objects other than Characters", sel.span);
            }
            Passive::StatisticsEqualHighest { who, when }
        }
        _ => return unsupported("the passive statement", span),
    })
}
