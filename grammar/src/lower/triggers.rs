//! Lowering triggers: reactions, phases, the events cards react to, and the symbol triggers.

use super::*;

impl<'n> Lower<'n> {
    pub(super) fn reaction(&mut self, p: P<'_>) -> Reaction {
        let mut trigger = None;
        let mut condition = None;
        let mut per_boost = false;
        let mut effect = None;
        for c in inner(p) {
            match c.as_rule() {
                Rule::trigger => trigger = Some(self.trigger(c)),
                Rule::reaction_condition => condition = Some(self.condition(first(c))),
                Rule::for_each_trigger => per_boost = true,
                Rule::effect => effect = Some(self.effect(c)),
                _ => {}
            }
        }
        Reaction {
            trigger: trigger.expect("trigger"),
            condition,
            per_boost,
            effect: effect.expect("effect"),
        }
    }

    pub(super) fn trigger(&mut self, p: P<'_>) -> Spanned<Trigger> {
        let span = self.span(&p);
        let c = first(p);
        let t = match c.as_rule() {
            Rule::trigger_symbol => Trigger::Symbol(symbol(first(c))),
            Rule::trigger_phase => Trigger::Phase(self.phase(first(c))),
            Rule::trigger_event => Trigger::Event(self.event(first(c))),
            Rule::trigger_defined => Trigger::Defined(Spanned::new(c.as_str().to_string(), self.span(&c))),
            r => unreachable!("trigger {r:?}"),
        };
        Spanned::new(t, span)
    }

    pub(super) fn phase(&mut self, p: P<'_>) -> Spanned<Phase> {
        let span = self.span(&p);
        let word = p.as_str();
        match Phase::from_word(word) {
            Some(ph) => Spanned::new(ph, span),
            None => {
                self.errors.push(ParseError::UnknownTrigger {
                    help: Phase::suggest(word)
                        .map(|s| format!("did you mean `At {s}`?"))
                        .or_else(|| Some("written phase triggers are `At Noon`, `At Dusk` and `At Night`".into())),
                    span,
                    word: word.to_string(),
                });
                Spanned::new(Phase::Noon, span)
            }
        }
    }

    pub(super) fn event(&mut self, p: P<'_>) -> Event {
        let c = first(p);
        match c.as_rule() {
            Rule::ev_gain_nth => {
                let nth = child(&c, Rule::ordinal).map(|o| ordinal(o.as_str())).unwrap_or(1);
                let counter = child(&c, Rule::counter_name).map(|n| self.counter_name(&n));
                Event::GainNthCounter { nth, counter }
            }
            Rule::ev_marker => {
                let form = first(c);
                let what = child(&form, Rule::ev_marker_what).expect("the marker");
                let region = child(&form, Rule::ev_marker_where).map(|w| {
                    let r = region_ref(child(&w, Rule::region_ref).expect("region"));
                    if has(&w, Rule::ev_marker_from) {
                        MarkerRegion::From(r)
                    } else {
                        MarkerRegion::To(r)
                    }
                });
                let by = match child(&form, Rule::player_subject).map(|s| self.event_subject(s)) {
                    Some(EventSubject::Player(p)) => Some(p),
                    _ => None,
                };
                Event::TerrainMarker {
                    by,
                    one_or_more: has(&what, Rule::ev_marker_one_or_more),
                    terrains: child(&what, Rule::marker_terrains).map(marker_terrains),
                    moved: has(&form, Rule::w_moved) || has(&form, Rule::w_move),
                    region,
                }
            }
            Rule::ev_ability_activated => Event::AbilityActivated {
                symbol: ability_symbol(child(&c, Rule::ability_symbol).expect("symbol")),
                on_your_turn: has(&c, Rule::on_your_turn),
            },
            Rule::ev_subject_event => {
                let mut subject = None;
                let mut verb = None;
                for d in inner(c) {
                    match d.as_rule() {
                        Rule::event_subject => subject = Some(self.event_subject(first(d))),
                        Rule::event_verb => verb = Some(self.event_verb(first(d))),
                        _ => {}
                    }
                }
                let subject = subject.expect("subject");
                let verb = verb.expect("verb");
                self.trigger_has_object = matches!(subject, EventSubject::Object(_) | EventSubject::OneOrMore(_))
                    || matches!(verb, EventVerb::Plays(_));
                Event::Subject { subject, verb }
            }
            r => unreachable!("event {r:?}"),
        }
    }

    pub(super) fn event_subject(&mut self, p: P<'_>) -> EventSubject {
        match p.as_rule() {
            Rule::referent_subject => EventSubject::Me,
            Rule::player_subject if has(&p, Rule::pr_a_player) => EventSubject::APlayer,
            Rule::player_subject => {
                if lower_text(&p).starts_with("one of your expeditions") {
                    EventSubject::OneOfYourExpeditions
                } else {
                    EventSubject::Player(player_ref(first(p)))
                }
            }
            Rule::ex_subject => {
                let e = first(p.clone());
                match e.as_rule() {
                    Rule::ex_one_of_your => EventSubject::Expedition(self.expedition_one(e)),
                    Rule::ex_my => EventSubject::MyExpedition,
                    Rule::ex_an_expedition => EventSubject::Expedition(ExpeditionRef::An(None)),
                    // `your Expedition(s) moves forward`: whichever of them it happens to, so
                    // `one of your Expeditions`, which `altered fmt` writes.
                    Rule::ex_your_one | Rule::ex_your => {
                        let one = ExpeditionRef::OneOfYours {
                            or_more: false,
                            standing: None,
                        };
                        match self.with_status(&e, one) {
                            ExpeditionRef::OneOfYours { .. } => EventSubject::OneOfYourExpeditions,
                            e => EventSubject::Expedition(e),
                        }
                    }
                    _ => EventSubject::Expedition(self.expedition_ref(p)),
                }
            }
            Rule::selector => EventSubject::Object(self.selector(p)),
            Rule::one_or_more_subject => EventSubject::OneOrMore(self.selector(first(p))),
            r => unreachable!("event_subject {r:?}"),
        }
    }

    pub(super) fn event_verb(&mut self, p: P<'_>) -> EventVerb {
        match p.as_rule() {
            Rule::ev_sacrificed => EventVerb::Sacrificed,
            Rule::ev_discarded => EventVerb::Discarded {
                from: inner(p)
                    .filter(|z| z.as_rule() == Rule::zone_ref)
                    .map(|z| self.zone_ref(z))
                    .collect(),
            },
            Rule::ev_exhausted => EventVerb::Exhausted,
            Rule::ev_join => {
                let mut place = Place::DiscardPile;
                let mut landmarks = false;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::expedition_ref => place = Place::Expedition(self.expedition_ref(c)),
                        Rule::zone_ref => place = Place::Zone(self.zone_ref(c)),
                        Rule::zone_landmarks => landmarks = true,
                        _ => {}
                    }
                }
                if let (true, Place::Expedition(e)) = (landmarks, &place) {
                    place = Place::ExpeditionsOrLandmarks(e.clone());
                }
                EventVerb::Joins(place)
            }
            Rule::ev_leave => {
                let text = lower_text(&p);
                let mut from = if text.contains("the expedition zone") {
                    Place::ExpeditionZone
                } else if text.contains("your landmark zone") {
                    Place::LandmarkZone
                } else {
                    Place::Anywhere
                };
                let mut during = None;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::expedition_ref => from = Place::Expedition(self.expedition_ref(c)),
                        Rule::zone_ref => from = Place::Zone(self.zone_ref(c)),
                        Rule::during => during = Some(self.phase(first(c))),
                        _ => {}
                    }
                }
                EventVerb::Leaves { from, during }
            }
            Rule::ev_go_to_reserve => {
                let text = lower_text(&p);
                let from = match child(&p, Rule::zone_ref) {
                    Some(z) => Place::Zone(self.zone_ref(z)),
                    None if text.contains("from the expedition zone") => Place::ExpeditionZone,
                    // `from anywhere`, or no zone at all.
                    None => Place::Anywhere,
                };
                EventVerb::GoesToReserve(from)
            }
            Rule::ev_goes_from => {
                let mut zones: Vec<ZoneRef> = inner(p)
                    .filter(|c| c.as_rule() == Rule::zone_ref)
                    .map(|z| self.zone_ref(z))
                    .collect();
                let to = zones.pop().expect("to zone");
                EventVerb::GoesFromTo { from: zones, to }
            }
            Rule::ev_play => EventVerb::Plays(self.selector(child(&p, Rule::selector).expect("selector"))),
            Rule::ev_gain_boosts => EventVerb::GainsBoosts(match child(&p, Rule::comparison) {
                Some(c) => self.comparison(c),
                None => Comparison::AtLeast(Amount::N(1)),
            }),
            Rule::ev_gain_status => {
                let span = self.span(&p);
                let s = self.status(first(p)).unwrap_or(StatusName::Fleeting);
                EventVerb::GainsStatus(Spanned::new(s, span))
            }
            Rule::ev_become_status => {
                let span = self.span(&p);
                let s = self.status(first(p)).unwrap_or(StatusName::Fleeting);
                EventVerb::BecomesStatus(Spanned::new(s, span))
            }
            Rule::ev_ascends => EventVerb::GainsStatus(Spanned::new(StatusName::Ascended, self.span(&p))),
            Rule::ev_gain_counter => {
                let count = self.comparison(child(&p, Rule::comparison).expect("cmp"));
                let counter = self.counter_name(&child(&p, Rule::counter_name).expect("name"));
                EventVerb::GainsCounters { count, counter }
            }
            Rule::ev_moves_forward if has(&p, Rule::due_to_ascend) => EventVerb::MovesForwardDueToAscend,
            Rule::ev_moves_forward => EventVerb::MovesForward(child(&p, Rule::terrain).map(terrain)),
            Rule::ev_fails_forward => EventVerb::FailsToMoveForward,
            Rule::ev_draws_or_resupplies if has(&p, Rule::ka_resupply) => EventVerb::DrawsOrResupplies,
            Rule::ev_draws_or_resupplies => EventVerb::DrawsCards,
            Rule::ev_discard => {
                let what = self.selector(child(&p, Rule::selector_bare).expect("what"));
                let from = inner(p).filter(|z| z.as_rule() == Rule::zone_ref).collect::<Vec<_>>();
                EventVerb::Discards {
                    what,
                    from: from.into_iter().map(|z| self.zone_ref(z)).collect(),
                }
            }
            Rule::ev_put_from => {
                let what = self.selector(child(&p, Rule::selector_bare).expect("what"));
                let mut zones = inner(p).filter(|z| z.as_rule() == Rule::zone_ref);
                let from = self.zone_ref(zones.next().expect("from"));
                let to = self.zone_ref(zones.next().expect("to"));
                EventVerb::PutsFromTo { what, from, to }
            }
            Rule::ev_resupply => EventVerb::Resupplies,
            Rule::ev_goes_to_discard => EventVerb::GoesToDiscard {
                from: inner(p)
                    .filter(|z| z.as_rule() == Rule::zone_ref)
                    .map(|z| self.zone_ref(z))
                    .collect(),
            },
            Rule::ev_roll => match child(&p, Rule::die_range) {
                Some(r) => EventVerb::RollsThisWay(die_range(r)),
                None => EventVerb::RollsDice,
            },
            Rule::ev_sacrifice => EventVerb::Sacrifices(self.selector(first(p))),
            Rule::ev_create_token => match child(&p, Rule::any_token) {
                Some(a) => EventVerb::CreatesAnyToken {
                    one_or_more: lower_text(&a).contains("one or more"),
                },
                None => EventVerb::CreatesToken,
            },
            Rule::ev_exhaust => EventVerb::Exhausts(self.selector(first(p))),
            Rule::ev_reveal => EventVerb::RevealsThisWay,
            Rule::ev_pass => EventVerb::Passes {
                first: has(&p, Rule::first_word),
            },
            Rule::ev_draw_a_card => EventVerb::DrawsACard,
            Rule::ev_become_first => EventVerb::BecomesFirstPlayer,
            Rule::ev_keyword_action => {
                let action = match first(p.clone()).as_rule() {
                    Rule::kaw_sabotage => KeywordActionEvent::Sabotage,
                    Rule::kaw_augment => KeywordActionEvent::Augment,
                    _ => KeywordActionEvent::ExhaustedResupply,
                };
                EventVerb::PerformsKeywordAction {
                    action,
                    what: child(&p, Rule::selector).map(|s| self.selector(s)),
                }
            }
            Rule::ev_augmented => EventVerb::Augmented,
            Rule::ev_created => EventVerb::Created,
            Rule::ev_defect => EventVerb::Defects,
            Rule::ev_switch => EventVerb::SwitchesExpeditions,
            Rule::ev_moves_backward => EventVerb::MovesBackward,
            Rule::ev_lose_status => {
                let span = self.span(&p);
                let s = self.status(first(p)).unwrap_or(StatusName::Fleeting);
                EventVerb::LosesStatus(Spanned::new(s, span))
            }
            r => unreachable!("event_verb {r:?}"),
        }
    }
}

pub(super) fn symbol(p: P<'_>) -> SymbolTrigger {
    match p.as_rule() {
        Rule::sym_etb => SymbolTrigger::Etb,
        Rule::sym_hand => SymbolTrigger::Hand,
        Rule::sym_reserve => SymbolTrigger::Reserve,
        r => unreachable!("symbol {r:?}"),
    }
}

pub(super) fn inline_symbol(s: &str) -> SymbolTrigger {
    match s.trim().to_lowercase().as_str() {
        "{j}" | "etb" => SymbolTrigger::Etb,
        "{h}" | "hand" => SymbolTrigger::Hand,
        _ => SymbolTrigger::Reserve,
    }
}
