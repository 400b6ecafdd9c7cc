//! Lowering passive abilities: statements about the game (CR 6.1), cost tails, prohibitions and replacing modifiers (`would … instead`, CR 6.2).

use super::*;

impl<'n> Lower<'n> {
    pub(super) fn passive(&mut self, p: P<'_>) -> Passive {
        let c = first(p);
        match c.as_rule() {
            Rule::passive_conditional => {
                let mut condition = None;
                let mut statement = None;
                for d in inner(c) {
                    match d.as_rule() {
                        Rule::passive_if => condition = Some(self.condition(first(d))),
                        Rule::passive_body => statement = Some(self.statement(first(d))),
                        _ => {}
                    }
                }
                Passive {
                    condition,
                    statement: statement.expect("statement"),
                }
            }
            Rule::passive_body => Passive {
                condition: None,
                statement: self.statement(first(c)),
            },
            Rule::passive_quoted => {
                let condition = child(&c, Rule::passive_if).map(|d| self.condition(first(d)));
                Passive {
                    condition,
                    statement: self.statement(child(&c, Rule::p_has_ability).expect("has ability")),
                }
            }
            r => unreachable!("passive {r:?}"),
        }
    }

    pub(super) fn statement(&mut self, p: P<'_>) -> Statement {
        let text = lower_text(&p);
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
            // `Play me for {1} less`: my cost changes, as `I cost {1} less`
            Rule::p_cost_change | Rule::p_play_me_for => {
                let mut who = Object::Ref(Referent::This);
                let mut by = Amount::N(0);
                let mut tails = Vec::new();
                let more = child(&p, Rule::more_word).is_some();
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::me => who = Object::Ref(Referent::This),
                        Rule::selector => who = Object::Select(self.selector(c)),
                        Rule::mana => by = amount(first(c)),
                        Rule::cost_tail => tails.push(self.cost_tail(c)),
                        _ => {}
                    }
                }
                Statement::CostChange { who, more, by, tails }
            }
            Rule::p_can_only => {
                let who = if has(&p, Rule::me) {
                    Object::Ref(Referent::This)
                } else if has(&p, Rule::it) {
                    Object::Ref(Referent::Earlier)
                } else {
                    Object::Select(self.selector(child(&p, Rule::selector).expect("selector")))
                };
                Statement::Cant {
                    who,
                    what: Cant::MoveForward {
                        during: None,
                        except_due_to: Some(terrain(child(&p, Rule::terrain).expect("terrain"))),
                    },
                }
            }
            Rule::p_cant => {
                let mut who = Object::Ref(Referent::This);
                let mut what = Cant::Activate;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::me => who = Object::Ref(Referent::This),
                        Rule::it => who = Object::Ref(Referent::Earlier),
                        Rule::selector => who = Object::Select(self.selector(c)),
                        Rule::cant_what => what = self.cant(c),
                        _ => {}
                    }
                }
                Statement::Cant { who, what }
            }
            Rule::p_replacement => {
                let mut would = None;
                let mut sentences = Vec::new();
                let mut otherwise = None;
                let mode = if has(&p, Rule::also_word) {
                    ReplacementMode::Also
                } else if has(&p, Rule::instead_at_end) {
                    ReplacementMode::InsteadAtEnd
                } else if lower_text(&p).contains("instead") {
                    ReplacementMode::Instead
                } else {
                    ReplacementMode::Modifies
                };
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::would_clause => would = Some(self.would(c)),
                        Rule::effect_body => sentences.push(self.sentence(first(c))),
                        Rule::s_if_you_dont => {
                            otherwise = inner(c).find(|x| x.as_rule() == Rule::clauses).map(|x| self.clauses(x))
                        }
                        _ => {}
                    }
                }
                let mut sentences = sentences.into_iter();
                Statement::Replacement {
                    would: would.expect("would"),
                    instead: sentences.next().expect("instead"),
                    mode,
                    otherwise,
                    then: sentences.collect(),
                }
            }
            Rule::p_phase_rules => {
                let during = self.phase(child(&p, Rule::phase_name).expect("phase"));
                let mut rules = Vec::new();
                for r in inner(p).filter(|r| r.as_rule() == Rule::phase_rule) {
                    let r = first(r);
                    rules.push(match r.as_rule() {
                        Rule::pr_draw_only => PhaseRule::DrawOnly(amount(child(&r, Rule::number).expect("number"))),
                        _ => PhaseRule::InsteadOf {
                            instead: self.clauses(child(&r, Rule::clauses).expect("clauses")),
                            of: self.object(child(&r, Rule::target_obj).expect("object")),
                        },
                    });
                }
                Statement::PhaseRules { during, rules }
            }
            Rule::p_may_play => {
                let mut what = None;
                let mut manas = Vec::new();
                let mut base_cost = None;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::selector => what = Some(self.selector(c)),
                        Rule::mana => manas.push(amount(first(c))),
                        // `if their Base Cost is 4 or more`: a qualifier of the cards
                        Rule::may_play_if_cost => {
                            base_cost = Some(Qualifier::Cost {
                                which: CostName::Base,
                                cmp: self.comparison(child(&c, Rule::comparison).expect("cmp")),
                            })
                        }
                        _ => {}
                    }
                }
                let less = if text.contains(" less") {
                    manas.first().copied()
                } else {
                    None
                };
                let minimum = if text.contains("minimum") {
                    manas.last().copied()
                } else {
                    None
                };
                let mut what = what.expect("selector");
                what.qualifiers.extend(base_cost);
                Statement::MayPlay { what, less, minimum }
            }
            Rule::p_reserve_limit => {
                if text.contains("count towards") {
                    return Statement::NotCountedInReserveLimit;
                }
                let whose = child(&p, Rule::possessive_player).map(possessive);
                let by = child(&p, Rule::number).map(amount).unwrap_or(Amount::N(1));
                Statement::ReserveLimit {
                    whose,
                    increased: text.contains("increased"),
                    by,
                }
            }
            Rule::p_terrain => Statement::RegionAlsoTerrain(terrain(first(p))),
            Rule::p_first_each => {
                let what = self.selector(child(&p, Rule::selector).expect("selector"));
                let then = Box::new(self.action(first(child(&p, Rule::clause_tail).expect("tail"))));
                Statement::FirstEachAfternoon { what, then }
            }
            Rule::p_dont_prevent => Statement::DontPreventMovingForward {
                who: self.selector(child(&p, Rule::selector).expect("selector")),
                // `it` can only be the Expedition of the condition: `If my Expedition is behind`
                expedition: ExpeditionRef::Mine,
            },
            Rule::p_keep_more => Statement::KeepMoreInReserve {
                count: amount(child(&p, Rule::number).expect("n")),
                if_status: child(&p, Rule::status).and_then(|s| self.status(s)),
            },
            Rule::p_abilities_cant => {
                let triggers = inner(child(&p, Rule::symbol_list).expect("symbols"))
                    .map(|t| inline_symbol(t.as_str()))
                    .collect();
                Statement::AbilitiesCantActivate {
                    triggers,
                    of: self.selector(child(&p, Rule::selector).expect("selector")),
                }
            }
            Rule::p_stats_equal => {
                Statement::MyStatisticsEqualTo(self.quantity(child(&p, Rule::quantity).expect("quantity")))
            }
            Rule::p_stats_highest => {
                Statement::StatisticsEqualHighest(self.selector(child(&p, Rule::selector).expect("selector")))
            }
            Rule::p_regions_are => {
                let r = child(&p, Rule::regions).expect("regions");
                let regions = if lower_text(&r).starts_with("all") {
                    Regions::All
                } else if has(&r, Rule::and_facing_region) {
                    Regions::MineAndFacing
                } else {
                    Regions::Mine
                };
                Statement::RegionsAre {
                    regions,
                    terrain: terrain(child(&p, Rule::terrain).expect("terrain")),
                    lose_others: has(&p, Rule::lose_other_terrains),
                }
            }
            Rule::p_remain => Statement::Remain {
                who: self.selector(child(&p, Rule::selector).expect("selector")),
                status: self
                    .status(child(&p, Rule::status).expect("status"))
                    .unwrap_or(StatusName::Exhausted),
                during: self.phase(first(child(&p, Rule::during).expect("during"))),
            },
            Rule::p_may_reduce => Statement::MayPayToReduceMyCost {
                pay: self.cost(child(&p, Rule::cost_discard).expect("cost")),
                by: amount(first(child(&p, Rule::mana).expect("mana"))),
            },
            Rule::p_support_max => Statement::SupportCounterLimit(child(&p, Rule::number).map(amount)),
            Rule::p_ignore_first_day => Statement::IgnoreMyAbilitiesFirstDay,
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
            Rule::p_expeditions_cant => {
                let mut expeditions = Vec::new();
                let mut what = None;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::expedition_ref => expeditions.push(self.expedition_ref(c)),
                        Rule::facing_it => expeditions.push(ExpeditionRef::FacingIt),
                        Rule::cant_what => what = Some(self.cant(c)),
                        _ => {}
                    }
                }
                Statement::ExpeditionsCant {
                    expeditions,
                    what: what.expect("cant"),
                }
            }
            Rule::p_can_gain_again => {
                let statuses: Vec<StatusName> = inner(p)
                    .filter(|c| c.as_rule() == Rule::status)
                    .filter_map(|c| self.status(c))
                    .collect();
                let gain = statuses.first().copied().unwrap_or(StatusName::Fleeting);
                Statement::CanGainAgain {
                    gain,
                    already: statuses.get(1).copied().unwrap_or(gain),
                }
            }
            Rule::p_other_rules => Statement::BeginWithCounters {
                count: amount(child(&p, Rule::number).expect("n")),
                counter: self.counter_name(&child(&p, Rule::counter_name).expect("counter")),
            },
            r => unreachable!("statement {r:?}"),
        }
    }

    pub(super) fn cost_tail(&mut self, p: P<'_>) -> CostTail {
        let text = lower_text(&p);
        for c in inner(p.clone()) {
            match c.as_rule() {
                Rule::cost_also => {
                    return CostTail::AlsoLessIf {
                        by: amount(first(child(&c, Rule::mana).expect("by"))),
                        condition: self.condition(child(&c, Rule::condition).expect("condition")),
                    }
                }
                Rule::where_x => return CostTail::WhereX(self.quantity(first(c))),
                Rule::mana => return CostTail::Minimum(amount(first(c))),
                Rule::condition => return CostTail::If(self.condition(c)),
                Rule::per => return CostTail::Per(self.per(c)),
                Rule::cost_to_play_from => return CostTail::ToPlayFrom(self.zone_ref(first(c))),
                Rule::cost_in_expedition if has(&c, Rule::in_contact) => return CostTail::InExpeditionInContact,
                Rule::cost_in_expedition => {
                    return CostTail::InExpeditionFacing {
                        count: child(&c, Rule::control_count).map(|x| self.comparison(x)),
                        what: self.selector(child(&c, Rule::selector).expect("what")),
                    }
                }
                _ => {}
            }
        }
        debug_assert!(text.contains("no characters"));
        CostTail::InEmptyExpedition
    }

    pub(super) fn cant(&mut self, p: P<'_>) -> Cant {
        let text = lower_text(&p);
        // `can't gain more`: more counters (boosts are counters too, CR 2.5.1.a)
        if text.starts_with("gain counters") || text.starts_with("gain more") {
            Cant::GainCounters
        } else if text.starts_with("gain boosts") {
            Cant::GainBoosts
        } else if text.starts_with("cost less than") {
            Cant::CostLessThan(amount(first(child(&p, Rule::mana).expect("mana"))))
        } else if text.starts_with("move backward") {
            Cant::MoveBackward
        } else if text.starts_with("move forward") {
            let during = child(&p, Rule::during_word).map(|d| {
                if lower_text(&d).contains("dusk") {
                    Duration::Dusk
                } else {
                    Duration::ThisDay
                }
            });
            Cant::MoveForward {
                during,
                except_due_to: child(&p, Rule::terrain).map(terrain),
            }
        } else if text.starts_with("be played") {
            let condition = child(&p, Rule::condition).map(|c| self.condition(c));
            Cant::BePlayed {
                usable_as_mana: text.contains("used as a mana orb"),
                condition,
            }
        } else {
            Cant::Activate
        }
    }

    pub(super) fn would(&mut self, p: P<'_>) -> Would {
        let mut who = WouldWho::Me;
        let mut event = WouldEvent::RollADie;
        for c in inner(p) {
            match c.as_rule() {
                Rule::me => who = WouldWho::Me,
                Rule::pr_you => who = WouldWho::You,
                Rule::ex_my => who = WouldWho::MyExpedition,
                Rule::expedition_ref => who = WouldWho::Expedition(self.expedition_ref(c)),
                Rule::ex_one_of_your => who = WouldWho::Expedition(self.expedition_one(c)),
                Rule::selector => who = WouldWho::Object(self.selector(c)),
                Rule::would_event => event = self.would_event(c),
                _ => {}
            }
        }
        Would { who, event }
    }

    pub(super) fn would_event(&mut self, p: P<'_>) -> WouldEvent {
        let text = lower_text(&p);
        if let Some(a) = child(&p, Rule::would_attempt) {
            let action = self.action(first(child(&a, Rule::action).expect("action")));
            return WouldEvent::AttemptTo {
                action: Box::new(action),
                again: lower_text(&a).ends_with("again"),
            };
        }
        if text.starts_with("gain") {
            return WouldEvent::GainStatus(
                self.status(child(&p, Rule::status).expect("status"))
                    .unwrap_or(StatusName::Fleeting),
            );
        }
        if text.starts_with("leave") {
            let from = match child(&p, Rule::expedition_ref) {
                Some(e) => Place::Expedition(self.expedition_ref(e)),
                None => Place::ExpeditionZone,
            };
            let during = child(&p, Rule::during).map(|d| self.phase(first(d)));
            let while_status = child(&p, Rule::status).and_then(|s| self.status(s));
            return WouldEvent::Leave {
                from,
                during,
                while_status,
            };
        }
        if let Some(g) = child(&p, Rule::would_go_to_reserve) {
            let from = if let Some(e) = child(&g, Rule::expedition_ref) {
                Place::Expedition(self.expedition_ref(e))
            } else if let Some(z) = child(&g, Rule::zone_ref) {
                Place::Zone(self.zone_ref(z))
            } else {
                Place::ExpeditionZone
            };
            return WouldEvent::GoToReserve { from };
        }
        if text.starts_with("move forward") {
            let due_to = child(&p, Rule::move_cause).map(|c| match child(&c, Rule::terrain) {
                Some(t) => MoveCause::Terrain(terrain(t)),
                None => MoveCause::Ascend,
            });
            return WouldEvent::MoveForward {
                during_dusk: text.contains("dusk"),
                due_to,
            };
        }
        if text.starts_with("roll a die") {
            return WouldEvent::RollADie;
        }
        if text.starts_with("roll one or more") {
            return WouldEvent::RollDice;
        }
        WouldEvent::Resupply
    }
}
