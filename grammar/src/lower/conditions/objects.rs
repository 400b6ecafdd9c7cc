//! Conditions about objects: what they are and where (`I'm Fleeting`, `it's in your
//! Reserve`), their numbers, what a player controls (CR 7.5.5) or faces.

use super::*;

impl<'n> Lower<'n> {
    /// Lowers a condition about objects: `if I'm exhausted`, `if you control a Plant`, `if
    /// there are 2 or more …`, `if its Hand Cost is 3 or less`.
    pub(super) fn objects_condition(&mut self, c: P<'_>, text: &str) -> Condition {
        match c.as_rule() {
            Rule::cond_zero_terrain => Condition::InTerrainWhereBaseStatisticZero(if has(&c, Rule::me) {
                Referent::This
            } else {
                self.it_referent()
            }),
            Rule::cond_x_higher => Condition::XHigherThanHandCostOf(match child(&c, Rule::target_obj) {
                Some(o) => self.object(o),
                // `the target`: the object targeted earlier
                None => Object::Ref(Referent::Earlier),
            }),
            Rule::cond_its_hand_cost => {
                let cmp = self.comparison(child(&c, Rule::comparison).expect("comparison"));
                if has(&c, Rule::base_cost) {
                    Condition::ItsBaseCost(cmp)
                } else if has(&c, Rule::reserve_cost_word) {
                    Condition::ItsReserveCost(cmp)
                } else {
                    Condition::ItsHandCost(cmp)
                }
            }
            Rule::cond_facing => {
                if let Some(e) = child(&c, Rule::facing_ex_in) {
                    // the Expedition I face is the Expedition facing me (CR 7.5.4)
                    return Condition::ExpeditionIn {
                        expedition: ExpeditionRef::FacingMe,
                        terrain: terrain(child(&e, Rule::terrain).expect("terrain")),
                    };
                }
                let count = child(&c, Rule::control_count)
                    .map(|x| self.comparison(x))
                    .or_else(|| child(&c, Rule::facing_only).map(|x| self.comparison(x)));
                let what = self.selector(child(&c, Rule::selector).expect("selector"));
                Condition::Facing { count, what }
            }
            Rule::cond_controls_more => {
                let mut players = inner(c.clone())
                    .filter(|x| x.as_rule() == Rule::cmp_player)
                    .map(|x| player_ref(first(x)));
                let who = players.next().expect("who");
                let than = players.next().expect("than");
                Condition::ControlsMore {
                    who,
                    more: has(&c, Rule::more_than),
                    what: self.selector(child(&c, Rule::selector).expect("what")),
                    than,
                }
            }
            Rule::cond_opponent_controls => match child(&c, Rule::opp_count_after) {
                Some(after) => Condition::OpponentControls {
                    count: Some(Comparison::AtLeast(amount(child(&after, Rule::number).expect("n")))),
                    what: self.selector(child(&after, Rule::selector_rest).expect("what")),
                },
                None => Condition::OpponentControls {
                    count: child(&c, Rule::control_count).map(|x| self.comparison(x)),
                    what: self.selector(child(&c, Rule::selector).expect("what")),
                },
            },
            Rule::cond_you_control_it => Condition::YouControlIt,
            Rule::cond_control => {
                // `control_count` has the shape of `comparison`: one `cmp_*` child
                let count = match child(&c, Rule::control_count) {
                    Some(x) => Some(self.comparison(x)),
                    // `you control no Permanents`
                    None if has(&c, Rule::no_word) => Some(Comparison::Exactly(Amount::N(0))),
                    None => None,
                };
                let what = inner(c)
                    .filter(|x| x.as_rule() == Rule::selector)
                    .map(|s| self.selector(s))
                    .collect();
                Condition::Control { count, what }
            }
            Rule::cond_there_are if has(&c, Rule::have_stats) => {
                self.among(child(&c, Rule::have_stats).expect("stats"))
            }
            Rule::cond_has_ability => {
                let mut what = self.selector(child(&c, Rule::selector).expect("sel"));
                what.determiner = None;
                what.qualifiers.push(Qualifier::WithAbility {
                    symbol: ability_symbol(child(&c, Rule::ability_symbol).expect("symbol")),
                    negated: has(&c, Rule::no_word),
                });
                Condition::ThereAre {
                    count: Some(Comparison::Exactly(Amount::N(1))),
                    what,
                }
            }
            Rule::cond_there_are => {
                let count = child(&c, Rule::comparison).map(|x| self.comparison(x));
                let what = self.selector(child(&c, Rule::selector).expect("sel"));
                Condition::ThereAre { count, what }
            }
            Rule::cond_me_in_zone => Condition::Is {
                who: Referent::This,
                negated: has(&c, Rule::not_word),
                what: IsWhat::InZone(self.zone_ref(child(&c, Rule::zone_ref).expect("zone"))),
            },
            Rule::cond_is => {
                let who = if has(&c, Rule::me) {
                    Referent::This
                } else {
                    self.it_referent()
                };
                let negated = has(&c, Rule::not_word);
                let status = child(&c, Rule::status).map(|s| self.status(s).unwrap_or(StatusName::Fleeting));
                // `it's in my region`, `I'm in my starting region`
                let what = if let Some(r) = region_in(&c) {
                    IsWhat::InRegion(r)
                } else {
                    match (child(&c, Rule::terrain), status) {
                        _ if has(&c, Rule::in_contact) => IsWhat::InContact,
                        _ if has(&c, Rule::in_single_terrain) => IsWhat::InSingleTerrainRegion,
                        _ if has(&c, Rule::adj_ready) => IsWhat::Ready,
                        // an unknown `[Word]` is an error already; the tree is not used
                        (None, None) if has(&c, Rule::keyword) => child(&c, Rule::keyword)
                            .and_then(|k| self.keyword(k))
                            .map_or(IsWhat::Ready, IsWhat::Keyword),
                        (Some(t), _) => IsWhat::InTerrain(terrain(t)),
                        // `in an Ascended Expedition`
                        (None, Some(s)) if text.ends_with("expedition") => IsWhat::InExpedition(s),
                        (None, s) => IsWhat::Status(s.unwrap_or(StatusName::Fleeting)),
                    }
                };
                Condition::Is { who, negated, what }
            }
            Rule::cond_it_has => {
                let (count, counter) = self.have_counters(&child(&c, Rule::have_counters).expect("counters"));
                Condition::Has {
                    who: self.it_referent(),
                    count,
                    counter,
                }
            }
            Rule::cond_only_one => Condition::OnlyOneCharacterInMyExpedition,
            Rule::cond_statistic => Condition::Statistic {
                who: if has(&c, Rule::my_word) {
                    Referent::This
                } else {
                    self.it_referent()
                },
                terrain: terrain(child(&c, Rule::terrain).expect("terrain")),
                cmp: self.comparison(child(&c, Rule::comparison).expect("comparison")),
            },
            Rule::cond_it_is => {
                if has(&c, Rule::cond_equal_result) {
                    Condition::ItsHandCostIsResult
                } else if let Some(t) = child(&c, Rule::terrain) {
                    Condition::Is {
                        who: self.it_referent(),
                        negated: text.starts_with("it wasn't"),
                        what: IsWhat::InTerrain(terrain(t)),
                    }
                } else {
                    // `it's in your Reserve`: no noun, only qualifiers
                    let kinds = child(&c, Rule::kinds)
                        .map(|k| {
                            inner(k)
                                .map(|x| {
                                    let s = self.span(&x);
                                    Spanned::new(kind(first(x)).0, s)
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    let qualifiers: Vec<Qualifier> = inner(c)
                        .filter(|q| q.as_rule() == Rule::qualifier)
                        .map(|q| self.qualifier(first(q)))
                        .collect();
                    if qualifiers.is_empty() {
                        Condition::ItIsKind(kinds)
                    } else {
                        Condition::ItIsQualified { kinds, qualifiers }
                    }
                }
            }
            r => unreachable!("condition {r:?}"),
        }
    }
}
