//! Lowering passive abilities: statements about the game (CR 6.1), cost tails, prohibitions and replacing modifiers (`would … instead`, CR 6.2).

use super::*;

mod costs;
mod keywords;
mod replacements;
mod restrictions;
mod rules;

impl<'n> Lower<'n> {
    pub(super) fn passive(&mut self, p: P<'_>) -> Passive {
        let c = first(p);
        match c.as_rule() {
            Rule::passive_conditional | Rule::passive_trailing => {
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
            Rule::p_has_keyword
            | Rule::p_stats_equal
            | Rule::p_stats_highest
            | Rule::p_support_max
            | Rule::p_also_considered
            | Rule::p_has_ability
            | Rule::p_other_rules => self.keywords_statement(p),
            Rule::p_cost_change | Rule::p_play_me_for | Rule::p_may_play | Rule::p_first_each | Rule::p_may_reduce => {
                self.costs_statement(p, &text)
            }
            Rule::p_can_only
            | Rule::p_cant
            | Rule::p_dont_prevent
            | Rule::p_abilities_cant
            | Rule::p_ignore
            | Rule::p_expeditions_cant
            | Rule::p_can_gain_again => self.restrictions_statement(p),
            Rule::p_replacement => self.replacements_statement(p),
            Rule::p_phase_rules
            | Rule::p_reserve_limit
            | Rule::p_terrain
            | Rule::p_keep_more
            | Rule::p_regions_are
            | Rule::p_remain
            | Rule::p_ignore_first_day => self.rules_statement(p, &text),
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
