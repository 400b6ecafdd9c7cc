//! Lowering: pest pairs of one line into the typed AST, at once, walking children by
//! rule. Spans are shifted by the line's offset so they point into the whole file.

use crate::ast::*;
use crate::error::ParseError;
use crate::normalize::Normalized;
use crate::parser::Rule;
use crate::span::Span;
use crate::vocab::{singular_subtype, KeywordName, Phase, StatusName, Terrain, Vocabulary};
use pest::iterators::Pair;

type P<'i> = Pair<'i, Rule>;

/// Lowering state for one line.
pub(crate) struct Lower<'n> {
    /// Byte offset of the line in the file.
    pub offset: usize,
    /// The line as parsed, and the way back to its bytes as written.
    normalized: &'n Normalized,
    /// Problems found while lowering (unknown keywords, statuses, phases).
    pub errors: Vec<ParseError>,
    /// Whether the reaction being lowered names an object in its trigger, so that a
    /// first `it` refers to that object (CR 7.2.5).
    trigger_has_object: bool,
    /// Whether the effect being lowered has already named an object.
    named_object: bool,
    /// Every counter name the line writes (`Kelon` of `2 Kelon counters`), with its span:
    /// counter names are open vocabulary, checked against the pool's lexicon.
    pub counters: Vec<Spanned<String>>,
}

fn inner(p: P<'_>) -> impl Iterator<Item = P<'_>> {
    p.into_inner()
}

fn first(p: P<'_>) -> P<'_> {
    p.into_inner().next().expect("grammar guarantees a child")
}

fn child<'i>(p: &P<'i>, rule: Rule) -> Option<P<'i>> {
    p.clone().into_inner().find(|c| c.as_rule() == rule)
}

fn has(p: &P<'_>, rule: Rule) -> bool {
    child(p, rule).is_some()
}

fn lower_text(p: &P<'_>) -> String {
    p.as_str().to_lowercase()
}

impl<'n> Lower<'n> {
    pub(crate) fn new(offset: usize, normalized: &'n Normalized) -> Self {
        Lower {
            offset,
            normalized,
            errors: Vec::new(),
            trigger_has_object: false,
            named_object: false,
            counters: Vec::new(),
        }
    }

    /// The counter name of `p`'s `counter_noun` (`Arcane counters`), recorded.
    fn counter_of(&mut self, p: &P<'_>) -> String {
        child(p, Rule::counter_noun)
            .and_then(|c| child(&c, Rule::counter_name))
            .map(|n| self.counter_name(&n))
            .unwrap_or_default()
    }

    /// The counter name `p` (a `counter_name`), recorded for the lexicon check.
    fn counter_name(&mut self, p: &P<'_>) -> String {
        let name = p.as_str().to_string();
        self.counters.push(Spanned::new(name.clone(), self.span(p)));
        name
    }

    fn span(&self, p: &P<'_>) -> Span {
        let s = p.as_span();
        let n = self.normalized;
        Span::new(n.original(s.start()), n.original_end(s.end())).shift(self.offset)
    }

    // ------------------------------------------------------------ abilities

    pub(crate) fn ability_line(&mut self, p: P<'_>) -> Ability {
        let span = self.span(&p);
        let mut kind = None;
        let mut reminder = None;
        for c in inner(p) {
            match c.as_rule() {
                Rule::ability => kind = Some(self.ability(first(c))),
                Rule::reminder => reminder = Some(reminder_text(&c)),
                _ => {}
            }
        }
        Ability {
            kind: kind.expect("ability_line has an ability"),
            reminder,
            span,
        }
    }

    fn ability(&mut self, p: P<'_>) -> AbilityKind {
        self.trigger_has_object = false;
        self.named_object = false;
        match p.as_rule() {
            Rule::keyword_line => self.keyword_line(p),
            Rule::reaction => AbilityKind::Reaction(self.reaction(p)),
            Rule::quick_action => AbilityKind::QuickAction(self.quick_action(p)),
            Rule::choose_header | Rule::roll_header | Rule::depending_header => self.modal_header(p),
            Rule::passive => AbilityKind::Passive(self.passive(p)),
            Rule::replacement_roll => AbilityKind::Passive(Passive {
                condition: None,
                statement: Statement::Replacement {
                    would: self.would(child(&p, Rule::would_clause).expect("would")),
                    instead: Sentence::Roll(DieRoll {
                        target: None,
                        outcomes: Vec::new(),
                    }),
                    mode: ReplacementMode::Instead,
                    otherwise: None,
                    then: Vec::new(),
                },
            }),
            Rule::effect => AbilityKind::Effect(self.effect(p)),
            r => unreachable!("ability {r:?}"),
        }
    }

    /// A bullet: an option of the `Choose` above, or a die outcome.
    pub(crate) fn bullet_line(&mut self, p: P<'_>) -> Bullet {
        let span = self.span(&p);
        let mut reminder = None;
        let mut body = None;
        for c in inner(p) {
            match c.as_rule() {
                Rule::reminder => reminder = Some(reminder_text(&c)),
                Rule::die_outcome => {
                    let mut range = None;
                    let mut effect = None;
                    let mut instead = false;
                    for d in inner(c) {
                        match d.as_rule() {
                            Rule::die_range => range = Some(die_range(d)),
                            Rule::effect => effect = Some(self.effect(d)),
                            Rule::effect_body => {
                                effect = Some(Effect {
                                    sentences: vec![self.sentence(first(d))],
                                })
                            }
                            Rule::outcome_instead => instead = true,
                            _ => {}
                        }
                    }
                    body = Some(BulletBody::Outcome(
                        range.expect("range"),
                        effect.expect("effect"),
                        instead,
                    ));
                }
                Rule::quick_action => body = Some(BulletBody::Option(AbilityKind::QuickAction(self.quick_action(c)))),
                Rule::effect => body = Some(BulletBody::Option(AbilityKind::Effect(self.effect(c)))),
                _ => {}
            }
        }
        Bullet {
            body: body.expect("bullet body"),
            reminder,
            span,
        }
    }

    fn keyword_line(&mut self, p: P<'_>) -> AbilityKind {
        let mut items = Vec::new();
        let mut where_x = None;
        for c in inner(p) {
            match c.as_rule() {
                Rule::keyword_item => {
                    if let Some(item) = self.keyword_item(c) {
                        items.push(item);
                    }
                }
                Rule::where_x => where_x = Some(self.quantity(first(c))),
                _ => {}
            }
        }
        AbilityKind::Keywords { items, where_x }
    }

    fn keyword_item(&mut self, p: P<'_>) -> Option<Spanned<KeywordItem>> {
        let span = self.span(&p);
        let c = first(p);
        let item = match c.as_rule() {
            Rule::status => KeywordItem::Status(self.status(c)?),
            Rule::keyword => KeywordItem::Keyword(self.keyword(c)?),
            r => unreachable!("keyword_item {r:?}"),
        };
        Some(Spanned::new(item, span))
    }

    /// `[Toughh 1]`, `[Defnder] Characters`: a bracketed word that is no keyword.
    fn unknown_keyword(&mut self, k: &P<'_>) {
        let word = k.as_str().trim().to_string();
        let span = self.span(k);
        // `[Toughh 1]`: the name takes the space before the number; the span stops at the word
        let trailing = k.as_str().len() - k.as_str().trim_end().len();
        self.errors.push(ParseError::UnknownKeyword {
            help: KeywordName::suggest(&word).map(|s| format!("did you mean `{s}`?")),
            span: Span::new(span.start, span.end.saturating_sub(trailing).max(span.start)),
            word,
        });
    }

    fn keyword(&mut self, p: P<'_>) -> Option<Keyword> {
        let c = first(p);
        let mut name = None;
        let mut param = None;
        for k in inner(c) {
            match k.as_rule() {
                Rule::keyword_name => name = KeywordName::from_word(k.as_str()),
                Rule::keyword_param => param = Some(amount(first(k))),
                Rule::unknown_name => {
                    self.unknown_keyword(&k);
                    return None;
                }
                _ => {}
            }
        }
        Some(Keyword {
            name: name.expect("keyword_name is a known keyword"),
            param,
        })
    }

    fn status(&mut self, p: P<'_>) -> Option<StatusName> {
        let word = child(&p, Rule::status_word)
            .map(|w| w.as_str().to_string())
            .unwrap_or_default();
        match StatusName::from_word(&word) {
            Some(s) => Some(s),
            None => {
                self.errors.push(ParseError::UnknownStatus {
                    help: StatusName::suggest(&word).map(|s| format!("did you mean `{s}`?")),
                    span: self.span(&p),
                    word,
                });
                None
            }
        }
    }

    fn status_list(&mut self, p: P<'_>) -> Vec<StatusName> {
        inner(p)
            .filter(|c| c.as_rule() == Rule::status)
            .filter_map(|c| self.status(c))
            .collect()
    }

    // ------------------------------------------------------------ reactions

    fn reaction(&mut self, p: P<'_>) -> Reaction {
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

    fn trigger(&mut self, p: P<'_>) -> Spanned<Trigger> {
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

    fn phase(&mut self, p: P<'_>) -> Spanned<Phase> {
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

    fn event(&mut self, p: P<'_>) -> Event {
        let c = first(p);
        match c.as_rule() {
            Rule::ev_gain_nth => {
                let nth = child(&c, Rule::ordinal).map(|o| ordinal(o.as_str())).unwrap_or(1);
                let counter = child(&c, Rule::counter_name)
                    .map(|n| self.counter_name(&n))
                    .unwrap_or_default();
                Event::GainNthCounter { nth, counter }
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
                self.trigger_has_object =
                    matches!(subject, EventSubject::Object(_)) || matches!(verb, EventVerb::Plays(_));
                Event::Subject { subject, verb }
            }
            r => unreachable!("event {r:?}"),
        }
    }

    fn event_subject(&mut self, p: P<'_>) -> EventSubject {
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
            Rule::ex_subject => match child(&p, Rule::ex_one_of_your) {
                Some(e) => EventSubject::Expedition(self.expedition_one(e)),
                None => EventSubject::MyExpedition,
            },
            Rule::selector => EventSubject::Object(self.selector(p)),
            r => unreachable!("event_subject {r:?}"),
        }
    }

    fn event_verb(&mut self, p: P<'_>) -> EventVerb {
        match p.as_rule() {
            Rule::ev_sacrificed => EventVerb::Sacrificed,
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
                    None if text.contains("anywhere") => Place::Anywhere,
                    None => Place::ExpeditionZone,
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
            Rule::ev_gain_boosts => EventVerb::GainsBoosts(self.comparison(first(p))),
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
            Rule::ev_goes_to_discard => EventVerb::GoesToDiscard,
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

    // ------------------------------------------------------------ quick actions

    fn quick_action(&mut self, p: P<'_>) -> QuickAction {
        let mut costs = Vec::new();
        let mut effect = None;
        let mut max = None;
        let mut only_if = None;
        let mut costs_more_if = None;
        for c in inner(p) {
            match c.as_rule() {
                Rule::costs => {
                    for cost in inner(c) {
                        let span = self.span(&cost);
                        costs.push(Spanned::new(self.cost(first(cost)), span));
                    }
                }
                Rule::effect => effect = Some(self.effect(c)),
                Rule::max_limit => max = Some(amount(first(c))),
                Rule::only_if => only_if = Some(self.condition(first(c))),
                Rule::costs_more_if => {
                    let by = amount(first(child(&c, Rule::mana).expect("mana")));
                    let condition = self.condition(child(&c, Rule::condition).expect("condition"));
                    costs_more_if = Some(CostsMoreIf { by, condition });
                }
                _ => {}
            }
        }
        let mut effect = effect.expect("effect");
        if let Some(m) = max {
            if let Some(cl) = last_clauses(&mut effect) {
                cl.max = Some(m);
            }
        }
        QuickAction {
            costs,
            effect,
            only_if,
            costs_more_if,
        }
    }

    fn cost(&mut self, p: P<'_>) -> Cost {
        match p.as_rule() {
            Rule::cost_exhaust => Cost::Exhaust,
            Rule::cost_support => Cost::Support,
            Rule::cost_mana => Cost::Mana(amount(first(p))),
            Rule::cost_spend => Cost::Spend(self.spend_of_my(p)),
            Rule::cost_discard => Cost::Discard(self.selector(first(p))),
            Rule::cost_sacrifice => Cost::Sacrifice(self.object(first(p))),
            r => unreachable!("cost {r:?}"),
        }
    }

    fn spend_of_my(&mut self, p: P<'_>) -> Spend {
        let count = amount(child(&p, Rule::number).expect("number"));
        if let Some(from) = child(&p, Rule::spend_boosts_from) {
            let what = SpendWhat::BoostsFrom(self.object(first(from)));
            return Spend { count, what };
        }
        let what = match child(&p, Rule::counter_name) {
            Some(n) => SpendWhat::MyCounters(self.counter_name(&n)),
            None => {
                let t = lower_text(&p);
                if t.contains("you control or in your reserve") {
                    SpendWhat::CounterFromControlledOrReserve
                } else if t.contains("in your reserve or landmarks") {
                    SpendWhat::CounterFromReserveOrLandmarks
                } else {
                    SpendWhat::MyBoosts
                }
            }
        };
        Spend { count, what }
    }

    // ------------------------------------------------------------ modal headers

    fn modal_header(&mut self, p: P<'_>) -> AbilityKind {
        let is_choose = p.as_rule() == Rule::choose_header;
        let is_depending = p.as_rule() == Rule::depending_header;
        let mut lead = Vec::new();
        let mut on = None;
        let mut trigger = None;
        let mut costs = None;
        let mut sentence = None;
        let mut where_x = None;
        let mut both_if = None;
        let mut target = None;
        let mut target_before = false;
        let mut count = None;
        let mut repeatable = false;
        let text = lower_text(&p);
        let header_start = p.as_span().start();
        for c in inner(p) {
            match c.as_rule() {
                Rule::modal_prefix => {
                    let d = first(c);
                    if d.as_rule() == Rule::reaction_prefix {
                        trigger = Some(self.trigger(first(d)));
                    } else {
                        let mut list = Vec::new();
                        for cost in inner(d) {
                            let span = self.span(&cost);
                            list.push(Spanned::new(self.cost(first(cost)), span));
                        }
                        costs = Some(list);
                    }
                }
                Rule::do_times => count = Some(ChooseCount::DoTimes(amount(first(c)))),
                Rule::modal_lead => {
                    for body in inner(c).filter(|b| b.as_rule() == Rule::effect_body) {
                        lead.push(self.sentence(first(body)));
                    }
                }
                Rule::quantity => on = Some(self.quantity(first(c))),
                Rule::where_x => where_x = Some(self.quantity(first(c))),
                Rule::choose_count if has(&c, Rule::choose_one_or_both) => count = Some(ChooseCount::OneOrBoth),
                Rule::choose_both_otherwise => count = Some(ChooseCount::OneOrBoth),
                Rule::choose_count => {
                    let up_to = lower_text(&c).starts_with("up to");
                    let n = amount(first(c));
                    count = Some(if up_to {
                        ChooseCount::UpTo(n)
                    } else {
                        ChooseCount::Exactly(n)
                    });
                }
                Rule::choose_extra => match child(&c, Rule::condition) {
                    Some(cond) => both_if = Some(self.condition(cond)),
                    None => repeatable = true,
                },
                Rule::target_clause => {
                    // `Target …, then roll a die` or `Roll a die, then target …`.
                    let roll_at = text.rfind("roll a die").unwrap_or(0) + header_start;
                    target_before = c.as_span().start() < roll_at;
                    target = Some(self.selector(first(c)));
                }
                _ => {}
            }
        }
        if is_depending {
            sentence = Some(Sentence::Depending(Depending {
                on: on.expect("quantity"),
                outcomes: Vec::new(),
            }));
        }
        if is_choose {
            sentence = Some(Sentence::Choose(Choose {
                count: count.expect("count"),
                repeatable,
                both_if,
                where_x,
                options: Vec::new(),
            }));
        }
        let sentence = sentence.unwrap_or_else(|| {
            Sentence::Roll(DieRoll {
                target: target.map(|selector| TargetFirst {
                    selector,
                    before_roll: target_before,
                }),
                outcomes: Vec::new(),
            })
        });
        lead.push(sentence);
        let effect = Effect { sentences: lead };
        match (trigger, costs) {
            (Some(trigger), _) => AbilityKind::Reaction(Reaction {
                trigger,
                condition: None,
                per_boost: false,
                effect,
            }),
            (None, Some(costs)) => AbilityKind::QuickAction(QuickAction {
                costs,
                effect,
                only_if: None,
                costs_more_if: None,
            }),
            (None, None) => AbilityKind::Effect(effect),
        }
    }

    // ------------------------------------------------------------ passives

    fn passive(&mut self, p: P<'_>) -> Passive {
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

    fn statement(&mut self, p: P<'_>) -> Statement {
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

    fn cost_tail(&mut self, p: P<'_>) -> CostTail {
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

    fn cant(&mut self, p: P<'_>) -> Cant {
        let text = lower_text(&p);
        // `can't gain more`: more counters (boosts are counters too, CR 2.5.1.a)
        if text.starts_with("gain counters") || text.starts_with("gain more") {
            Cant::GainCounters
        } else if text.starts_with("gain boosts") {
            Cant::GainBoosts
        } else if text.starts_with("cost less than") {
            Cant::CostLessThan(amount(first(child(&p, Rule::mana).expect("mana"))))
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

    fn would(&mut self, p: P<'_>) -> Would {
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

    fn would_event(&mut self, p: P<'_>) -> WouldEvent {
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

    // ------------------------------------------------------------ effects

    pub(crate) fn effect(&mut self, p: P<'_>) -> Effect {
        let sentences = inner(p)
            .filter(|c| c.as_rule() == Rule::effect_body)
            .map(|c| self.sentence(first(c)))
            .collect();
        Effect { sentences }
    }

    fn sentence(&mut self, p: P<'_>) -> Sentence {
        let c = first(p);
        let rule = c.as_rule();
        if rule == Rule::s_alternative_cost {
            return self.alternative_cost(c);
        }
        let mut clauses: Vec<Clauses> = Vec::new();
        let mut condition = None;
        let mut range = None;
        let mut each = None;
        let mut when_effect = Vec::new();
        let p_when = (rule == Rule::s_when).then(|| c.clone());
        let (mut bare, mut discarded) = (None, false);
        for d in inner(c) {
            match d.as_rule() {
                Rule::effect_body => when_effect.push(self.sentence(first(d))),
                Rule::clauses => clauses.push(self.clauses(d)),
                Rule::condition => condition = Some(self.condition(d)),
                Rule::die_range => range = Some(die_range(d)),
                Rule::selector => each = Some(self.selector(d)),
                Rule::selector_bare => bare = Some(self.selector(d)),
                Rule::this_way_discarded => discarded = true,
                _ => {}
            }
        }
        let mut clauses = clauses.into_iter();
        let mut next = || clauses.next().expect("clauses");
        match rule {
            Rule::clauses_only => Sentence::Do(next()),
            Rule::s_if_you_do => Sentence::IfYouDo(next()),
            Rule::s_if_it_does => Sentence::IfItDoes(next()),
            Rule::s_if_it_doesnt => Sentence::IfItDoesnt(next()),
            Rule::s_if_they_do => Sentence::IfTheyDo(next()),
            Rule::s_if_they_dont => Sentence::IfTheyDont(next()),
            Rule::s_if_you_dont => Sentence::IfYouDont(next()),
            Rule::s_if_you_cant => Sentence::IfYouCant(next()),
            Rule::s_if_this_way => {
                let what = bare.expect("what");
                Sentence::IfThisWay {
                    what: if discarded {
                        ThisWay::Discarded(what)
                    } else {
                        ThisWay::PutInReserve(what)
                    },
                    then: next(),
                }
            }
            Rule::s_otherwise => Sentence::Otherwise(next()),
            Rule::s_if | Rule::s_then_if => {
                let mut then = next();
                let mut otherwise = clauses.next();
                // `If …, X, otherwise Y`: the `otherwise` belongs to the `If`
                if otherwise.is_none() {
                    if let Some(k) = then.links.iter().position(|l| l.joiner == Joiner::Otherwise) {
                        let mut rest: Vec<Link> = then.links.split_off(k);
                        rest[0].joiner = Joiner::First;
                        otherwise = Some(Clauses {
                            links: rest,
                            where_x: None,
                            max: None,
                        });
                    }
                }
                Sentence::If {
                    condition: condition.expect("condition"),
                    then,
                    otherwise,
                }
            }
            Rule::s_unless => Sentence::Unless {
                condition: condition.expect("condition"),
                then: next(),
            },
            Rule::s_then => Sentence::Then(next()),
            Rule::s_starting_with_you => Sentence::StartingWithYou(next()),
            Rule::s_after_rest => Sentence::AfterRest(Effect { sentences: when_effect }),
            Rule::s_when => {
                let t = first(p_when.expect("s_when"));
                let span = self.span(&t);
                let trigger = Spanned::new(Trigger::Event(self.event(first(t))), span);
                Sentence::When {
                    trigger,
                    effect: Effect { sentences: when_effect },
                }
            }
            Rule::s_on_roll => Sentence::OnRoll {
                range: range.expect("range"),
                then: next(),
            },
            Rule::s_for_each => Sentence::ForEach {
                each: each.expect("each"),
                then: next(),
            },
            r => unreachable!("sentence {r:?}"),
        }
    }

    fn clauses(&mut self, p: P<'_>) -> Clauses {
        let mut links = Vec::new();
        let mut joiner = Joiner::First;
        let mut where_x = None;
        let mut max = None;
        for c in inner(p) {
            match c.as_rule() {
                Rule::clause => {
                    let span = self.span(&c);
                    // `Each player discards their hand, then draws three cards`: a clause that
                    // starts with a verb in the third person shares the subject before it
                    let third_person = lower_text(&c)
                        .split(' ')
                        .next()
                        .is_some_and(|w| w.len() > 2 && w.ends_with('s') && !w.ends_with("ss"));
                    let mut clause = self.clause(c);
                    if clause.subject.is_none() && !clause.may && third_person {
                        clause.subject = links.last().and_then(|l: &Link| l.clause.node.subject.clone());
                    }
                    links.push(Link {
                        joiner,
                        clause: Spanned::new(clause, span),
                    });
                }
                Rule::clause_joiner => {
                    joiner = if has(&c, Rule::otherwise_word) {
                        Joiner::Otherwise
                    } else if lower_text(&c).contains("then") {
                        Joiner::Then
                    } else if has(&c, Rule::or_word) {
                        Joiner::Or
                    } else {
                        Joiner::And
                    }
                }
                Rule::where_x => where_x = Some(self.quantity(first(c))),
                Rule::max_limit => max = Some(amount(first(c))),
                _ => {}
            }
        }
        Clauses { links, where_x, max }
    }

    fn clause(&mut self, p: P<'_>) -> Clause {
        let mut subject = None;
        let mut may = false;
        let mut action = None;
        let mut purpose = None;
        let mut each = false;
        let mut per = None;
        for c in inner(p) {
            match c.as_rule() {
                Rule::clause_subject => subject = Some(self.subject(first(c))),
                Rule::per => per = Some(self.per(c)),
                Rule::may => may = true,
                Rule::each_word => each = true,
                Rule::action => action = Some(self.action(first(c))),
                Rule::purpose => {
                    let c = first(c);
                    purpose = Some(Box::new(if c.as_rule() == Rule::draw_that_many {
                        Clause {
                            subject: None,
                            each: false,
                            may: false,
                            action: Action::DrawThatMany,
                            purpose: None,
                            per: None,
                        }
                    } else {
                        self.clause(c)
                    }));
                }
                _ => {}
            }
        }
        Clause {
            subject,
            each,
            may,
            action: action.expect("action"),
            purpose,
            per,
        }
    }

    fn subject(&mut self, p: P<'_>) -> Subject {
        match p.as_rule() {
            Rule::player_ref => Subject::Player(player_ref(first(p))),
            Rule::selector_subject => Subject::Object(Object::Select(self.selector(first(p)))),
            Rule::referent_subject_c => Subject::Object(Object::Ref(self.referent(first(p)))),
            Rule::ex_clause_subject => Subject::Expedition(self.expedition_ref(p)),
            r => unreachable!("subject {r:?}"),
        }
    }

    fn referent(&mut self, p: P<'_>) -> Referent {
        match p.as_rule() {
            Rule::me => Referent::This,
            Rule::it => {
                if self.trigger_has_object && !self.named_object {
                    Referent::TriggerObject
                } else {
                    Referent::Earlier
                }
            }
            Rule::them => Referent::EarlierAll,
            Rule::we_both => Referent::MeAndEarlier,
            Rule::the_others => Referent::TheOthers,
            Rule::the_other => Referent::TheOther,
            Rule::one_of_them => Referent::OneOfThem,
            Rule::referent => self.referent(first(p)),
            r => unreachable!("referent {r:?}"),
        }
    }

    fn object(&mut self, p: P<'_>) -> Object {
        match p.as_rule() {
            Rule::target_obj | Rule::target_obj_nozone => self.object(first(p)),
            Rule::selector_nozone => Object::Select(self.selector(p)),
            Rule::referent | Rule::me | Rule::it | Rule::them => Object::Ref(self.referent(p)),
            Rule::selector => Object::Select(self.selector(p)),
            r => unreachable!("object {r:?}"),
        }
    }

    fn gainables(&mut self, p: P<'_>) -> Vec<Spanned<Gainable>> {
        let mut out = Vec::new();
        for g in inner(p).filter(|g| g.as_rule() == Rule::gainable) {
            let span = self.span(&g);
            if let Some(v) = self.gainable(first(g)) {
                out.push(Spanned::new(v, span));
            }
        }
        out
    }

    fn gainable(&mut self, p: P<'_>) -> Option<Gainable> {
        Some(match p.as_rule() {
            Rule::g_boosts => Gainable::Boosts {
                count: amount(child(&p, Rule::number).expect("n")),
                per: child(&p, Rule::per).map(|x| self.per(x)),
            },
            Rule::g_counters => Gainable::Counters {
                count: amount(child(&p, Rule::number).expect("n")),
                counter: self.counter_name(&child(&p, Rule::counter_name).expect("counter")),
                per: child(&p, Rule::per).map(|x| self.per(x)),
            },
            Rule::g_status => Gainable::Status(self.status(first(p))?),
            Rule::g_keyword => Gainable::Keyword(self.keyword(first(p))?),
            Rule::g_ability => Gainable::Ability(Box::new(self.quoted(first(p)))),
            Rule::g_subtypes => Gainable::SubtypesOfIt,
            r => unreachable!("gainable {r:?}"),
        })
    }

    /// A quoted ability keeps its own pronoun context: `I` inside is the object that
    /// has the ability.
    fn quoted(&mut self, p: P<'_>) -> Ability {
        let span = self.span(&p);
        let saved = (self.trigger_has_object, self.named_object);
        let mut kind = None;
        let mut reminder = None;
        for c in inner(p) {
            match c.as_rule() {
                Rule::ability_body => kind = Some(self.ability(first(c))),
                Rule::reminder => reminder = Some(reminder_text(&c)),
                _ => {}
            }
        }
        (self.trigger_has_object, self.named_object) = saved;
        Ability {
            kind: kind.expect("ability"),
            reminder,
            span,
        }
    }

    fn action(&mut self, p: P<'_>) -> Action {
        let text = lower_text(&p);
        let rule = p.as_rule();
        match rule {
            Rule::a_draw => match child(&p, Rule::number) {
                Some(n) => Action::Draw(amount(n)),
                None => Action::DrawIt,
            },
            Rule::a_gain | Rule::a_lose => {
                let mut lists = inner(p.clone()).filter(|c| c.as_rule() == Rule::gainables);
                let a = lists.next();
                let b = lists.next();
                let a = a.map(|x| self.gainables(x)).unwrap_or_default();
                let b = b.map(|x| self.gainables(x)).unwrap_or_default();
                if rule == Rule::a_gain {
                    let one_of = inner(p.clone())
                        .find(|c| c.as_rule() == Rule::gainables)
                        .is_some_and(|g| has(&g, Rule::or_word));
                    Action::Gain {
                        gains: a,
                        loses: b,
                        one_of,
                    }
                } else if has(&p, Rule::all_boosts) {
                    Action::LoseAllBoosts
                } else {
                    Action::Lose { loses: a, gains: b }
                }
            }
            Rule::a_create => {
                let mut count = Amount::N(1);
                let mut token = None;
                let mut destination = None;
                let mut per = None;
                let mut late_abilities = Vec::new();
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::number => count = amount(c),
                        Rule::token_template => token = Some(self.token_template(c)),
                        Rule::token_dest => destination = Some(self.token_destination(c)),
                        // `… in your Companion Expedition with "…"`: the same template
                        Rule::token_abilities => {
                            for g in inner(c) {
                                late_abilities.push(self.quoted(first(g)));
                            }
                        }
                        Rule::per => per = Some(self.per(c)),
                        _ => {}
                    }
                }
                let mut token = token.expect("token");
                token.abilities.extend(late_abilities);
                self.named_object = true;
                Action::Create(Create {
                    count,
                    token,
                    destination,
                    after_rest: text.contains("after rest"),
                    per,
                })
            }
            Rule::a_send_reserve => {
                let obj = self.object(child(&p, Rule::target_obj).expect("obj"));
                self.named_object = true;
                if text.contains("position") {
                    Action::SendToDeckPosition(obj)
                } else {
                    Action::SendToReserve(obj)
                }
            }
            Rule::a_send_zone => {
                let what = self.object(child(&p, Rule::target_obj).expect("obj"));
                let to = self.zone_ref(child(&p, Rule::zone_ref).expect("to"));
                self.named_object = true;
                Action::SendTo { what, to }
            }
            Rule::a_discard => {
                if let Some(h) = child(&p, Rule::discard_hand) {
                    let whose = possessive(child(&h, Rule::possessive_player).expect("whose"));
                    let hand = has(&h, Rule::zone_hand);
                    return Action::DiscardHand {
                        whose,
                        and_reserve: hand && has(&h, Rule::zone_reserve),
                        reserve_only: !hand,
                    };
                }
                if let Some(t) = child(&p, Rule::discard_top) {
                    return Action::DiscardTop {
                        count: child(&t, Rule::number).map(amount).unwrap_or(Amount::N(1)),
                        whose: possessive(child(&t, Rule::possessive_player).expect("whose")),
                    };
                }
                let what = self.object(child(&p, Rule::target_obj_nozone).expect("obj"));
                let from = child(&p, Rule::zone_ref).map(|z| self.zone_ref(z));
                self.named_object = true;
                Action::Discard { what, from }
            }
            Rule::a_sacrifice => {
                let o = self.object(first(p));
                self.named_object = true;
                Action::Sacrifice(o)
            }
            Rule::a_return | Rule::a_put_on_top => {
                let what = self.object(
                    child(&p, Rule::target_obj)
                        .or_else(|| child(&p, Rule::target_obj_nozone))
                        .expect("obj"),
                );
                let mut zones: Vec<ZoneRef> = inner(p)
                    .filter(|c| c.as_rule() == Rule::zone_ref)
                    .map(|z| self.zone_ref(z))
                    .collect();
                let to = zones.pop().expect("to");
                self.named_object = true;
                Action::Return {
                    what,
                    from: zones.pop(),
                    top_of: text.contains("top of"),
                    to,
                }
            }
            Rule::a_exhaust => {
                let o = self.object(child(&p, Rule::target_obj).expect("obj"));
                self.named_object = true;
                Action::Exhaust(o)
            }
            Rule::a_ready => {
                let o = self.object(first(p));
                self.named_object = true;
                Action::Ready(o)
            }
            Rule::a_keyword_action if has(&p, Rule::twice_word) => {
                Action::Twice(Box::new(Action::Keyword(self.keyword_action(first(p)))))
            }
            Rule::a_keyword_action => Action::Keyword(self.keyword_action(first(p))),
            Rule::a_defined => Action::Defined(Spanned::new(p.as_str().to_string(), self.span(&p))),
            Rule::a_move => Action::Move {
                forward: text.contains("forward"),
                regions: amount(child(&p, Rule::number).expect("n")),
                more: has(&p, Rule::more_word),
            },
            Rule::a_choose => {
                let s = self.selector(first(p));
                self.named_object = true;
                Action::Choose(s)
            }
            Rule::a_put_expedition => {
                let what = self.object(child(&p, Rule::target_obj_nozone).expect("what"));
                let to = self.expedition_ref(child(&p, Rule::expedition_ref).expect("to"));
                Action::PutInExpedition { what, to }
            }
            Rule::a_reduce_cost => Action::ReduceCost {
                next: child(&p, Rule::selector).map(|s| self.selector(s)),
                duration: child(&p, Rule::duration).map(duration),
                by: amount(first(child(&p, Rule::mana).expect("mana"))),
            },
            Rule::a_create_only => Action::CreateOnly(amount(first(p))),
            Rule::a_exchange_boosts => Action::ExchangeBoosts,
            Rule::a_exchange_boosts_with => {
                let of = if has(&p, Rule::my_word) {
                    Object::Ref(Referent::This)
                } else {
                    Object::Ref(Referent::Earlier)
                };
                let with = self.object(child(&p, Rule::target_obj).expect("with"));
                Action::ExchangeBoostsWith { of, with }
            }
            Rule::a_roll_extra => Action::RollExtraAndIgnoreOne(amount(first(p))),
            Rule::a_modify_result => Action::ModifyResult(amount(first(p))),
            Rule::a_distribute => Action::Distribute {
                boosts: amount(child(&p, Rule::number).expect("n")),
                among: self.object(child(&p, Rule::target_obj).expect("among")),
            },
            Rule::a_do_again => Action::DoItAgain,
            Rule::a_not_move => Action::DoesNotMove,
            Rule::a_switch => Action::SwitchExpeditions,
            Rule::a_put => {
                let mut what = None;
                let mut to = None;
                let mut as_exhausted_orb = None;
                for c in inner(p) {
                    match c.as_rule() {
                        Rule::put_what => what = Some(self.put_what(c)),
                        Rule::zone_ref => to = Some(self.zone_ref(c)),
                        Rule::mana_orb_note => as_exhausted_orb = Some(lower_text(&c).contains("exhausted")),
                        _ => {}
                    }
                }
                Action::Put {
                    what: what.expect("what"),
                    to: to.expect("to"),
                    as_exhausted_orb,
                }
            }
            Rule::a_play => {
                let what = self.object(child(&p, Rule::target_obj).expect("obj"));
                let price = if text.contains("for free") {
                    Some(PlayPrice::Free)
                } else {
                    child(&p, Rule::mana).map(|m| PlayPrice::Less(amount(first(m))))
                };
                self.named_object = true;
                Action::Play {
                    immediately: text.starts_with("immediately"),
                    what,
                    price,
                }
            }
            Rule::a_activate => {
                let triggers = child(&p, Rule::symbol_list)
                    .map(|l| inner(l).map(|s| inline_symbol(s.as_str())).collect())
                    .unwrap_or_default();
                let of = child(&p, Rule::target_obj).map(|o| self.object(o));
                Action::Activate { triggers, of }
            }
            Rule::a_exchange => {
                let mut objs = inner(p).filter(|c| c.as_rule() == Rule::target_obj);
                let a = objs.next().expect("a");
                let b = objs.next().expect("b");
                let this = self.object(a);
                let with = self.object(b);
                Action::Exchange { this, with }
            }
            Rule::a_reveal => Action::Reveal {
                count: child(&p, Rule::number).map(amount).unwrap_or(Amount::N(1)),
                whose: possessive(child(&p, Rule::possessive_player).expect("whose")),
                look: has(&p, Rule::look_at),
            },
            Rule::a_roll => Action::RollDie,
            Rule::a_pay => Action::Pay(amount(first(child(&p, Rule::mana).expect("mana")))),
            Rule::a_spend => Action::Spend(self.spend_of_my(p)),
            Rule::a_give => {
                let to = self.object(child(&p, Rule::target_obj).expect("obj"));
                let gains = self.gainables(child(&p, Rule::gainables).expect("gains"));
                self.named_object = true;
                Action::Give { to, gains }
            }
            Rule::a_have => {
                let who = self.object(child(&p, Rule::target_obj).expect("obj"));
                self.named_object = true;
                let clause = Box::new(self.clause(child(&p, Rule::clause).expect("clause")));
                Action::Have { who, clause }
            }
            Rule::a_target => {
                let s = self.selector(first(p));
                self.named_object = true;
                Action::Target(s)
            }
            Rule::a_remove => {
                let count = if text.starts_with("remove all") {
                    None
                } else if text.starts_with("remove up to") {
                    Some(ChooseCount::UpTo(amount(child(&p, Rule::number).expect("n"))))
                } else {
                    child(&p, Rule::comparison).map(|c| ChooseCount::Exactly(amount(first(first(c)))))
                };
                let from = self.object(child(&p, Rule::target_obj).expect("obj"));
                Action::RemoveCounters {
                    count,
                    boosts: text.contains("boosts"),
                    from,
                }
            }
            Rule::a_double => Action::DoubleBoosts(self.object(first(p))),
            Rule::a_win => Action::WinTheGame,
            Rule::a_cost_next | Rule::a_pay_less_next => {
                let next = self.selector(child(&p, Rule::selector).expect("sel"));
                let duration = duration(child(&p, Rule::duration).expect("duration"));
                let less = child(&p, Rule::mana).map(|m| amount(first(m)));
                let minimum = child(&p, Rule::cost_minimum).map(|m| amount(first(first(m))));
                Action::NextCosts {
                    next,
                    duration,
                    less,
                    minimum,
                }
            }
            Rule::a_pass => Action::Pass,
            Rule::a_place_marker => Action::PlaceTerrainMarker {
                terrains: marker_terrains(child(&p, Rule::marker_terrains).expect("terrains")),
                on: region_ref(child(&p, Rule::region_ref).expect("region")),
            },
            Rule::a_move_marker => {
                let mut regions = inner(p.clone())
                    .filter(|c| c.as_rule() == Rule::region_ref)
                    .map(region_ref);
                let (first_named, second) = (regions.next(), regions.next());
                let (from, to) = match second {
                    Some(to) => (first_named, to),
                    None => (None, first_named.unwrap_or(RegionRef::Mine)),
                };
                Action::MoveTerrainMarker {
                    terrains: child(&p, Rule::marker_terrains).map(marker_terrains),
                    from,
                    to,
                }
            }
            Rule::a_become_first => Action::BecomeFirstPlayer,
            Rule::a_reveal_card => Action::RevealCard(self.object(child(&p, Rule::target_obj).expect("what"))),
            Rule::a_join => Action::Join(self.expedition_ref(first(p))),
            Rule::a_take_control => Action::TakeControl(self.object(first(p))),
            Rule::a_move_expedition => Action::MoveExpedition {
                which: self.expedition_ref(child(&p, Rule::expedition_ref).expect("which")),
                forward: text.contains("forward"),
                regions: amount(child(&p, Rule::number).expect("n")),
            },
            Rule::a_activate_one => Action::ActivateOneOf(
                child(&p, Rule::symbol_list)
                    .map(|l| inner(l).map(|s| inline_symbol(s.as_str())).collect())
                    .unwrap_or_default(),
            ),
            Rule::a_create_one => Action::CreateOne(self.token_destination(first(p))),
            Rule::a_next_gains => {
                let mut next = self.selector(child(&p, Rule::selector).expect("sel"));
                // `… this turn with Hand Cost 3 or less`: a qualifier of the card, written
                // after the duration
                if let Some(tail) = child(&p, Rule::selector_tail) {
                    next.qualifiers.push(match child(&tail, Rule::comparison) {
                        Some(c) => Qualifier::HandCost {
                            total: false,
                            cmp: self.comparison(c),
                        },
                        None => Qualifier::ThatYouPlay,
                    });
                }
                let duration = child(&p, Rule::duration).map(duration);
                let then = Box::new(self.action(first(child(&p, Rule::clause_tail).expect("tail"))));
                Action::NextGets {
                    first: text.starts_with("the first"),
                    next,
                    duration,
                    then,
                }
            }
            r => unreachable!("action {r:?}"),
        }
    }

    fn keyword_action(&mut self, p: P<'_>) -> KeywordAction {
        match p.as_rule() {
            Rule::ka_resupply => KeywordAction::Resupply,
            Rule::ka_resupply_it => KeywordAction::ResupplyIt,
            Rule::ka_exhausted_resupply => KeywordAction::ExhaustedResupply,
            Rule::ka_sabotage => KeywordAction::Sabotage {
                after_rest: lower_text(&p).contains("after rest"),
                what: child(&p, Rule::selector).map(|s| self.selector(s)),
            },
            Rule::ka_augment => {
                KeywordAction::Augment(self.object(child(&p, Rule::target_obj).expect("grammar guarantees a target")))
            }
            Rule::ka_after_you => KeywordAction::AfterYou,
            Rule::ka_ascend => KeywordAction::Ascend,
            Rule::ka_defect => KeywordAction::Defect,
            Rule::ka_rush => KeywordAction::Rush(child(&p, Rule::target_obj).map(|o| self.object(o))),
            r => unreachable!("keyword action {r:?}"),
        }
    }

    fn put_what(&mut self, p: P<'_>) -> PutWhat {
        if let Some(o) = child(&p, Rule::target_obj_nozone) {
            let what = self.object(o);
            let from = child(&p, Rule::zone_ref).map(|z| self.zone_ref(z));
            return PutWhat::Object { what, from };
        }
        PutWhat::TopOfDeck {
            count: child(&p, Rule::number).map(amount).unwrap_or(Amount::N(1)),
            whose: possessive(child(&p, Rule::possessive_player).expect("whose")),
        }
    }

    fn token_template(&mut self, p: P<'_>) -> TokenTemplate {
        let mut name = None;
        let mut stats = None;
        let mut subtypes = Vec::new();
        let mut abilities = Vec::new();
        for c in inner(p) {
            match c.as_rule() {
                Rule::token_name_stats => {
                    for d in inner(c) {
                        match d.as_rule() {
                            Rule::token_name | Rule::token_const => {
                                name = Some(Spanned::new(d.as_str().trim().to_string(), self.span(&d)));
                            }
                            Rule::stats => stats = Some(parse_stats(d.as_str())),
                            _ => {}
                        }
                    }
                }
                Rule::named_list => {
                    for n in inner(c) {
                        subtypes.push(Spanned::new(singular_subtype(n.as_str()), self.span(&n)));
                    }
                }
                Rule::token_abilities => {
                    for g in inner(c) {
                        abilities.push(self.quoted(first(g)));
                    }
                }
                _ => {}
            }
        }
        TokenTemplate {
            name: name.expect("name"),
            stats,
            subtypes,
            abilities,
        }
    }

    fn token_destination(&mut self, p: P<'_>) -> TokenDestination {
        if let Some(whose) = child(&p, Rule::possessive_player) {
            return TokenDestination::Landmarks(possessive(whose));
        }
        match child(&p, Rule::expedition_ref) {
            Some(e) => TokenDestination::In(self.expedition_ref(e)),
            None if lower_text(&p).contains("distributed") => TokenDestination::Distributed,
            None => TokenDestination::InIt,
        }
    }

    // ------------------------------------------------------------ noun phrases

    /// `plants you control`: a sub-type printed in lower case is the sub-type (CR 2.2.2),
    /// capitalized as the vocabulary spells it; the check `unknown_subtype` reports a
    /// word that is none.
    fn selector_lower(&mut self, p: P<'_>) -> Selector {
        let span = self.span(&p);
        let mut kinds = Vec::new();
        let mut plural = false;
        let mut qualifiers = Vec::new();
        for c in inner(p) {
            match c.as_rule() {
                Rule::kind_lower => {
                    let text = c.as_str();
                    let mut word = text[..1].to_uppercase();
                    word.push_str(&text[1..]);
                    let single = singular_subtype(&word);
                    plural |= single != word;
                    kinds.push(Spanned::new(Kind::SubType(single), self.span(&c)));
                }
                Rule::qualifier => qualifiers.push(self.qualifier(first(c))),
                _ => {}
            }
        }
        Selector {
            determiner: None,
            adjectives: Vec::new(),
            kinds,
            plural,
            qualifiers,
            alternatives: Vec::new(),
            span,
        }
    }

    pub(crate) fn selector(&mut self, p: P<'_>) -> Selector {
        let span = self.span(&p);
        let mut determiner = None;
        let mut adjectives = Vec::new();
        let mut kinds = Vec::new();
        let mut plural = false;
        let mut qualifiers = Vec::new();
        let mut alternatives = Vec::new();
        // `each of its Characters` names the Characters one at a time: `each Character in it`
        let mut each_of = false;
        for c in inner(p) {
            match c.as_rule() {
                Rule::determiner => {
                    let d = first(c);
                    match d.as_rule() {
                        // `any number of other target Characters`
                        Rule::det_any_number if has(&d, Rule::adj_other) => adjectives.push(Adjective::Other),
                        // `Each of its Characters`
                        Rule::det_each_of_its => {
                            qualifiers.push(Qualifier::InIt);
                            each_of = true;
                        }
                        _ => {}
                    }
                    determiner = Some(self.determiner(d));
                }
                Rule::adjective => {
                    if let Some(a) = self.adjective(first(c)) {
                        adjectives.push(a);
                    }
                }
                Rule::kinds => {
                    for k in inner(c) {
                        let kspan = self.span(&k);
                        let (kind, pl) = kind(first(k));
                        plural |= pl;
                        kinds.push(Spanned::new(kind, kspan));
                    }
                }
                // `that's Boosted` is the adjective `Boosted`
                Rule::qualifier if first(c.clone()).as_rule() == Rule::q_that_is => {
                    let list = self.status_list(first(first(c)));
                    if !list.is_empty() {
                        adjectives.push(Adjective::Statuses(list));
                    }
                }
                Rule::qualifier | Rule::qualifier_nozone => qualifiers.push(self.qualifier(first(c))),
                // `Your Characters` are the Characters you control
                Rule::your_det => qualifiers.push(Qualifier::YouControl),
                Rule::selector_alt => alternatives.push(self.selector(c)),
                _ => {}
            }
        }
        Selector {
            determiner,
            adjectives,
            kinds,
            plural: plural && !each_of,
            qualifiers,
            alternatives,
            span,
        }
    }

    fn determiner(&mut self, p: P<'_>) -> Determiner {
        match p.as_rule() {
            Rule::det_up_to => Determiner::UpTo {
                count: amount(child(&p, Rule::number).expect("n")),
                target: lower_text(&p).contains("target"),
            },
            Rule::det_any_number => Determiner::AnyNumber {
                target: lower_text(&p).contains("target"),
            },
            Rule::det_target => Determiner::Target(
                child(&p, Rule::num_word_count)
                    .map(|n| amount(first(n)))
                    .unwrap_or(Amount::N(1)),
            ),
            Rule::det_each => Determiner::Each,
            Rule::det_the_superlative => Determiner::The,
            Rule::det_all => Determiner::All,
            Rule::det_another_target => Determiner::AnotherTarget,
            Rule::det_count if has(&p, Rule::of_your) => Determiner::OfYour(amount(first(p))),
            Rule::det_count => Determiner::Count(amount(first(p))),
            Rule::det_each_of_its => Determiner::Each,
            r => unreachable!("determiner {r:?}"),
        }
    }

    fn adjective(&mut self, p: P<'_>) -> Option<Adjective> {
        Some(match p.as_rule() {
            Rule::adj_other => Adjective::Other,
            Rule::adj_another => Adjective::Another,
            Rule::adj_non_status => Adjective::NonStatus(self.status(first(p)).unwrap_or(StatusName::Boosted)),
            Rule::adj_non if has(&p, Rule::non_kind) => {
                Adjective::NonKind(kind(first(child(&p, Rule::non_kind).expect("kind"))).0)
            }
            Rule::adj_non => {
                let word = p.as_str()[4..].trim().to_string();
                Adjective::Non(if word.eq_ignore_ascii_case("token") {
                    "token".into()
                } else {
                    singular_subtype(&word)
                })
            }
            Rule::adj_token => Adjective::Token,
            Rule::adj_ready => Adjective::Ready,
            Rule::adj_random => Adjective::Random,
            Rule::adj_keyword => {
                let mut name = None;
                let mut param = None;
                for k in inner(p) {
                    match k.as_rule() {
                        Rule::keyword_name => name = KeywordName::from_word(k.as_str()),
                        Rule::keyword_param => param = Some(amount(first(k))),
                        Rule::unknown_name => {
                            self.unknown_keyword(&k);
                            return None;
                        }
                        _ => {}
                    }
                }
                Adjective::Keyword(Keyword {
                    name: name.expect("keyword_name is a known keyword"),
                    param,
                })
            }
            Rule::status_list => {
                let list = self.status_list(p);
                if list.is_empty() {
                    return None;
                }
                Adjective::Statuses(list)
            }
            r => unreachable!("adjective {r:?}"),
        })
    }

    fn qualifier(&mut self, p: P<'_>) -> Qualifier {
        let text = lower_text(&p);
        match p.as_rule() {
            Rule::q_you_control => Qualifier::YouControl,
            Rule::q_you_control_or_reserve => Qualifier::YouControlOrInYourReserve,
            Rule::q_they_control => Qualifier::ControlledBy(PossessivePlayer::Their),
            Rule::q_among_these => Qualifier::AmongThese,
            Rule::q_in_it => Qualifier::InIt,
            Rule::q_other_than_me => Qualifier::OtherThanMe,
            Rule::q_you_played_this_turn => Qualifier::YouPlayedThisTurn,
            Rule::q_stat_at_most_mine => {
                Qualifier::StatisticAtMostMine(terrain(child(&p, Rule::terrain).expect("terrain")))
            }
            Rule::q_with_keyword => Qualifier::WithKeyword(Keyword {
                name: child(&p, Rule::keyword_name)
                    .and_then(|k| KeywordName::from_word(k.as_str()))
                    .expect("keyword_name is a known keyword"),
                param: child(&p, Rule::keyword_param).map(|k| amount(first(k))),
            }),
            Rule::q_with_ability => Qualifier::WithAbility {
                symbol: ability_symbol(child(&p, Rule::ability_symbol).expect("symbol")),
                negated: has(&p, Rule::no_word),
            },
            Rule::q_superlative => Qualifier::Superlative {
                highest: has(&p, Rule::sup_highest),
                of: if has(&p, Rule::base_cost) {
                    Superlative::Cost(CostName::Base)
                } else if has(&p, Rule::reserve_cost) {
                    Superlative::Cost(CostName::Reserve)
                } else if has(&p, Rule::sup_hand_cost) {
                    Superlative::HandCost
                } else {
                    Superlative::Statistic(terrain(child(&p, Rule::terrain).expect("terrain")))
                },
            },
            Rule::q_cost => Qualifier::Cost {
                which: if has(&p, Rule::base_cost) {
                    CostName::Base
                } else {
                    CostName::Reserve
                },
                cmp: self.comparison(child(&p, Rule::comparison).expect("cmp")),
            },
            Rule::q_played_by => Qualifier::PlayedBy(player_ref(first(p))),
            Rule::q_played_from => Qualifier::PlayedFrom(self.zone_ref(first(p))),
            Rule::q_opponents_control => match child(&p, Rule::possessive_player) {
                Some(pp) => Qualifier::ControlledBy(possessive(pp)),
                None => Qualifier::ControlledBy(PossessivePlayer::Opponents),
            },
            Rule::q_controlled_by => Qualifier::ControlledByPlayer(player_ref(first(first(p)))),
            Rule::q_player_controls => Qualifier::ControlledByPlayer(player_ref(first(p))),
            Rule::q_in_play_or_reserve => {
                if text.contains("reserve") {
                    Qualifier::InPlayOrReserve
                } else {
                    Qualifier::InPlay
                }
            }
            Rule::q_in_zone => Qualifier::InZone(self.zone_ref(first(p))),
            Rule::q_in_places => Qualifier::InAnyOf(
                inner(p)
                    .map(|place| {
                        let r = first(place);
                        match r.as_rule() {
                            Rule::expedition_ref => Qualifier::InExpedition(self.expedition_ref(r)),
                            _ => Qualifier::InZone(self.zone_ref(r)),
                        }
                    })
                    .collect(),
            ),
            Rule::q_in_expedition => Qualifier::InExpedition(self.expedition_ref(first(p))),
            Rule::q_in_terrain => Qualifier::InTerrain(terrain(first(p))),
            Rule::q_facing_me => Qualifier::FacingMe,
            Rule::q_hand_cost => {
                let total = text.contains("total");
                let c = child(&p, Rule::comparison).map(|c| self.comparison(c));
                let cmp = match c {
                    Some(c) => c,
                    None => self.relative(child(&p, Rule::cost_compare_ref).expect("ref")),
                };
                Qualifier::HandCost { total, cmp }
            }
            Rule::q_base_stat_zero => Qualifier::BaseStatisticZero,
            Rule::q_no_stat_over => Qualifier::NoStatisticOver(amount(first(p))),
            Rule::q_with_counters | Rule::q_that_have_counters => Qualifier::WithCounters,
            Rule::q_with_my_name => Qualifier::WithMyName,
            Rule::q_compared => Qualifier::Compared {
                relation: match inner(p.clone()).next().map(|r| r.as_rule()) {
                    Some(Rule::cmp_equal_or_lower) => Relation::EqualOrLower,
                    Some(Rule::cmp_equal_or_greater) => Relation::EqualOrGreater,
                    Some(Rule::cmp_lower) => Relation::Lower,
                    Some(Rule::cmp_greater) => Relation::Greater,
                    _ => Relation::Equal,
                },
                of: printed_number(&p),
            },
            Rule::q_from_zone => Qualifier::FromZone(self.zone_ref(first(p))),
            Rule::q_behind_or_tied => Qualifier::Standing(standing_in(&p)),
            Rule::q_that_you_play => Qualifier::ThatYouPlay,
            Rule::q_you_play => Qualifier::YouPlay {
                from: child(&p, Rule::zone_ref).map(|z| self.zone_ref(z)),
                terrain: child(&p, Rule::terrain).map(terrain),
            },
            Rule::q_statistic => Qualifier::Statistic {
                terrain: terrain(child(&p, Rule::terrain).expect("terrain")),
                cmp: self.comparison(child(&p, Rule::comparison).expect("cmp")),
            },
            Rule::q_total => Qualifier::TotalStatistic {
                terrain: terrain(child(&p, Rule::terrain).expect("terrain")),
                cmp: self.comparison(child(&p, Rule::comparison).expect("cmp")),
            },
            r => unreachable!("qualifier {r:?}"),
        }
    }

    fn relative(&mut self, p: P<'_>) -> Comparison {
        let at_most = lower_text(&p).starts_with("less");
        let to = match (child(&p, Rule::selector), child(&p, Rule::q_statistic_of)) {
            (Some(s), _) => Quantity::HandCostOf(self.selector(s)),
            (None, Some(q)) => self.quantity(q),
            (None, None) => self.quantity(child(&p, Rule::my_counter_count).expect("count")),
        };
        Comparison::Relative {
            at_most,
            to: Box::new(to),
        }
    }

    fn comparison(&mut self, p: P<'_>) -> Comparison {
        let c = first(p);
        let rule = c.as_rule();
        if rule == Rule::cmp_relative {
            return self.relative(first(c));
        }
        let n = amount(first(c));
        match rule {
            Rule::cmp_at_least => Comparison::AtLeast(n),
            Rule::cmp_at_most | Rule::cmp_at_most_before => Comparison::AtMost(n),
            Rule::cmp_less => Comparison::LessThan(n),
            Rule::cmp_more => Comparison::MoreThan(n),
            Rule::cmp_exactly => Comparison::Exactly(n),
            r => unreachable!("comparison {r:?}"),
        }
    }

    fn quantity(&mut self, p: P<'_>) -> Quantity {
        let c = if p.as_rule() == Rule::quantity { first(p) } else { p };
        match c.as_rule() {
            Rule::q_result => {
                if lower_text(&c).contains("final") {
                    Quantity::FinalResult
                } else {
                    Quantity::Result
                }
            }
            Rule::my_counter_count => Quantity::MyCounters(self.counter_of(&c)),
            Rule::q_number_of => match (child(&c, Rule::selector), child(&c, Rule::selector_lower)) {
                (Some(s), _) => Quantity::NumberOf(self.selector(s)),
                (None, Some(s)) => Quantity::NumberOf(self.selector_lower(s)),
                (None, None) => Quantity::NumberOfCounters(self.counter_of(&c)),
            },
            Rule::q_regions_between => Quantity::RegionsBetweenHeroAndCompanion,
            Rule::q_my_boosts => Quantity::EachOfMyBoosts,
            Rule::q_removed_this_way => Quantity::BoostsRemovedThisWay,
            Rule::q_statistic_of => Quantity::Statistic {
                its: has(&c, Rule::its_word),
                which: if has(&c, Rule::stat_highest) {
                    WhichStatistic::Highest
                } else if has(&c, Rule::stat_lowest) {
                    WhichStatistic::Lowest
                } else {
                    WhichStatistic::Of(terrain(child(&c, Rule::terrain).expect("terrain")))
                },
            },
            r => unreachable!("quantity {r:?}"),
        }
    }

    fn zone_ref(&mut self, p: P<'_>) -> ZoneRef {
        // `a Reserve`, `any Reserve`, `any player's Reserve`: one Reserve, whichever
        let any_one = lower_text(&p).starts_with("a ") || lower_text(&p).starts_with("any");
        let mut whose = None;
        let mut zone = Zone::Reserve;
        for c in inner(p) {
            match c.as_rule() {
                Rule::possessive_player => whose = Some(possessive(c)),
                Rule::zone_reserve => zone = Zone::Reserve,
                Rule::zone_hand => zone = Zone::Hand,
                Rule::zone_deck => zone = Zone::Deck,
                Rule::zone_mana => zone = Zone::Mana,
                Rule::zone_discard => zone = Zone::Discard,
                Rule::zone_landmarks => zone = Zone::Landmarks,
                _ => {}
            }
        }
        ZoneRef { whose, any_one, zone }
    }

    /// `one or more of your [[Ascended]] Expeditions that are behind`.
    fn expedition_one(&mut self, c: P<'_>) -> ExpeditionRef {
        let standing = child(&c, Rule::q_behind_or_tied).map(|q| standing_in(&q));
        let e = ExpeditionRef::OneOfYours {
            or_more: has(&c, Rule::ex_one_or_more),
            standing,
        };
        self.with_status(&c, e)
    }

    /// The Expeditions named, with the status written before the noun if there is one.
    fn with_status(&mut self, c: &P<'_>, e: ExpeditionRef) -> ExpeditionRef {
        match child(c, Rule::status).and_then(|s| self.status(s)) {
            Some(status) => ExpeditionRef::Having {
                status,
                of: Box::new(e),
            },
            None => e,
        }
    }

    /// `If you would play a card from Reserve this way, you may pay its Hand Cost instead of its
    /// Reserve Cost.`
    fn alternative_cost(&mut self, p: P<'_>) -> Sentence {
        let what = self.selector(child(&p, Rule::selector_nozone).expect("what"));
        let from = child(&p, Rule::zone_ref).map(|z| self.zone_ref(z));
        let mut costs = inner(p)
            .filter(|c| c.as_rule() == Rule::alt_cost_name)
            .map(|c| printed_number(&c));
        let pay = costs.next().expect("pay");
        let instead_of = costs.next().expect("instead of");
        Sentence::AlternativeCost {
            what,
            from,
            pay,
            instead_of,
        }
    }

    /// `per Robot you control`; `for each of your Ascended Expeditions` is `per Ascended
    /// Expedition you control`: each one counted, so the noun is singular.
    fn per(&mut self, p: P<'_>) -> Selector {
        let of_your = lower_text(&p).starts_with("for each of");
        let mut s = self.selector(first(p));
        if of_your {
            s.plural = false;
        }
        s
    }

    fn expedition_ref(&mut self, p: P<'_>) -> ExpeditionRef {
        let c = first(p);
        let q = child(&c, Rule::q_behind_or_tied).map(|q| standing_in(&q));
        match c.as_rule() {
            Rule::ex_one_of_your => self.expedition_one(c),
            Rule::ex_other_of => ExpeditionRef::OtherOf(possessive(child(&c, Rule::possessive_player).expect("whose"))),
            Rule::ex_my | Rule::ex_played_in => ExpeditionRef::Mine,
            Rule::ex_of_player => ExpeditionRef::Of {
                whose: match inner(c.clone()).last().map(|w| w.as_rule()) {
                    Some(Rule::pp_of_its_owner) => PossessivePlayer::ItsOwners,
                    Some(Rule::pp_of_its_controller) => PossessivePlayer::ItsControllers,
                    Some(Rule::pp_of_target_player) => PossessivePlayer::TargetPlayers,
                    Some(Rule::pp_of_target_opponent) => PossessivePlayer::TargetOpponents,
                    _ => PossessivePlayer::Opponents,
                },
                which: expedition_role(&c),
            },
            Rule::ex_facing_me => {
                if lower_text(&c).starts_with("your opponent") {
                    ExpeditionRef::OpponentsFacingMe
                } else {
                    ExpeditionRef::FacingMe
                }
            }
            Rule::ex_its => ExpeditionRef::Its,
            Rule::ex_your_other => ExpeditionRef::YourOther,
            Rule::ex_target if has(&c, Rule::ex_relation) => {
                let r = child(&c, Rule::ex_relation).map(first).expect("relation");
                let e = ExpeditionRef::Relative {
                    target: lower_text(&c).starts_with("target"),
                    relation: match r.as_rule() {
                        Rule::exr_me_in => ExpeditionRelation::MeIn {
                            negated: lower_text(&r).contains("not"),
                        },
                        _ => ExpeditionRelation::ControlledBy(player_ref(first(r))),
                    },
                };
                self.with_status(&c, e)
            }
            Rule::ex_target => {
                let e = if lower_text(&c).starts_with("target") {
                    ExpeditionRef::Target(q)
                } else {
                    ExpeditionRef::An(q)
                };
                self.with_status(&c, e)
            }
            Rule::ex_each_of_your => self.with_status(&c, ExpeditionRef::EachOfYours(q)),
            Rule::ex_your_hero => ExpeditionRef::YourHero,
            Rule::ex_your_companion => ExpeditionRef::YourCompanion,
            Rule::ex_your => self.with_status(&c, ExpeditionRef::Yours),
            Rule::ex_players => ExpeditionRef::Of {
                whose: possessive(child(&c, Rule::possessive_player).expect("whose")),
                which: expedition_role(&c),
            },
            r => unreachable!("expedition {r:?}"),
        }
    }

    // ------------------------------------------------------------ conditions

    /// A condition, or conditions joined by `or` ([`Condition::AnyOf`]).
    pub(crate) fn condition(&mut self, p: P<'_>) -> Spanned<Condition> {
        let span = self.span(&p);
        let mut parts: Vec<Spanned<Condition>> = inner(p).map(|c| self.condition_one(c)).collect();
        match parts.len() {
            1 => parts.pop().expect("one condition"),
            _ => Spanned::new(Condition::AnyOf(parts), span),
        }
    }

    /// `7 or more boosts among …` ([`Condition::Among`]).
    fn among(&mut self, p: P<'_>) -> Condition {
        Condition::Among {
            count: self.comparison(child(&p, Rule::comparison).expect("cmp")),
            what: if child(&p, Rule::among_what).is_some_and(|w| has(&w, Rule::among_boosts)) {
                Counted::Boosts
            } else {
                Counted::BaseStatisticsZero
            },
            among: self.selector(child(&p, Rule::selector).expect("among")),
        }
    }

    fn condition_one(&mut self, p: P<'_>) -> Spanned<Condition> {
        let span = self.span(&p);
        let c = first(p);
        let text = lower_text(&c);
        let cond = match c.as_rule() {
            Rule::cond_defined => Condition::Defined(Spanned::new(c.as_str().to_string(), self.span(&c))),
            Rule::cond_first_player if has(&c, Rule::not_word) => Condition::NotFirstPlayer,
            Rule::cond_first_player => Condition::FirstPlayer,
            Rule::cond_zero_terrain => Condition::InTerrainWhereBaseStatisticZero(if has(&c, Rule::me) {
                Referent::This
            } else {
                self.it_referent()
            }),
            Rule::cond_result_is => Condition::ResultIs(die_range(first(c))),
            Rule::cond_x_higher => Condition::XHigherThanHandCostOf(match child(&c, Rule::target_obj) {
                Some(o) => self.object(o),
                // `the target`: the object targeted earlier
                None => Object::Ref(Referent::Earlier),
            }),
            Rule::cond_its_hand_cost => {
                let cmp = self.comparison(child(&c, Rule::comparison).expect("comparison"));
                if has(&c, Rule::base_cost) {
                    Condition::ItsBaseCost(cmp)
                } else {
                    Condition::ItsHandCost(cmp)
                }
            }
            Rule::cond_facing => {
                if let Some(e) = child(&c, Rule::facing_ex_in) {
                    // the Expedition I face is the Expedition facing me (CR 7.5.4)
                    return Spanned::new(
                        Condition::ExpeditionIn {
                            expedition: ExpeditionRef::FacingMe,
                            terrain: terrain(child(&e, Rule::terrain).expect("terrain")),
                        },
                        span,
                    );
                }
                let count = child(&c, Rule::control_count)
                    .map(|x| self.comparison(x))
                    .or_else(|| child(&c, Rule::facing_only).map(|x| self.comparison(x)));
                let what = self.selector(child(&c, Rule::selector).expect("selector"));
                Condition::Facing { count, what }
            }
            Rule::cond_your_expeditions => {
                let q = first(child(&c, Rule::ye_quantifier).expect("quantifier"));
                let quantifier = match q.as_rule() {
                    Rule::ye_one_or_more => ExpeditionsQuantifier::OneOrMore,
                    Rule::ye_both => ExpeditionsQuantifier::Both,
                    _ => ExpeditionsQuantifier::None,
                };
                let what = match child(&c, Rule::terrain) {
                    _ if has(&c, Rule::in_contact) => IsWhat::InContact,
                    _ if has(&c, Rule::in_single_terrain) => IsWhat::InSingleTerrainRegion,
                    Some(t) => IsWhat::InTerrain(terrain(t)),
                    None => IsWhat::Status(
                        self.status(child(&c, Rule::status).expect("status"))
                            .unwrap_or(StatusName::Ascended),
                    ),
                };
                Condition::YourExpeditions { quantifier, what }
            }
            Rule::cond_you_discarded => {
                let zones = inner(c).filter(|z| z.as_rule() == Rule::zone_ref).collect::<Vec<_>>();
                Condition::YouDiscardedThisTurn(zones.into_iter().map(|z| self.zone_ref(z)).collect())
            }
            Rule::cond_you_played if has(&c, Rule::this_way) => Condition::YouPlayedThisWay(self.selector(first(c))),
            Rule::cond_you_played => Condition::YouPlayedThisTurn(self.selector(first(c))),
            Rule::cond_regions_visible => Condition::SingleTerrainRegionsVisible(self.comparison(first(c))),
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
            Rule::cond_ability_activated => Condition::AbilityActivatedThisTurn {
                symbol: ability_symbol(child(&c, Rule::ability_symbol).expect("symbol")),
                negated: has(&c, Rule::no_word),
            },
            Rule::cond_you_play_it => Condition::YouPlayItFrom(self.zone_ref(first(c))),
            Rule::cond_expedition_in => Condition::ExpeditionIn {
                expedition: self.expedition_ref(child(&c, Rule::expedition_ref).expect("expedition")),
                terrain: terrain(child(&c, Rule::terrain).expect("terrain")),
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
            Rule::cond_have => {
                let h = child(&c, Rule::have_what).map(first).expect("have");
                let htext = lower_text(&h);
                match h.as_rule() {
                    Rule::have_counters => {
                        let counter = child(&h, Rule::counter_name).map(|n| self.counter_name(&n));
                        let count = match child(&h, Rule::comparison) {
                            Some(x) => self.comparison(x),
                            // `I have no boosts`
                            None if has(&h, Rule::no_word) => Comparison::Exactly(Amount::N(0)),
                            None => Comparison::AtMost(amount(child(&h, Rule::number).expect("n"))),
                        };
                        Condition::IHave { count, counter }
                    }
                    Rule::have_mana => Condition::YouHaveManaOrbs(self.comparison(first(h))),
                    Rule::have_cards => {
                        if htext.starts_with("less cards in hand") {
                            Condition::FewerCardsInHandThan(player_ref(first(first(h))))
                        } else if htext.starts_with("less cards") {
                            Condition::FewerCardsInReserveThan(player_ref(first(first(h))))
                        } else {
                            Condition::YouHaveCardsInReserve(self.comparison(first(h)))
                        }
                    }
                    Rule::have_stats => self.among(h),
                    r => unreachable!("have {r:?}"),
                }
            }
            Rule::cond_hand_empty => {
                let whose = possessive(child(&c, Rule::possessive_player).expect("whose"));
                let zone = if has(&c, Rule::zone_hand) {
                    Zone::Hand
                } else {
                    Zone::Reserve
                };
                Condition::ZoneEmpty(ZoneRef {
                    whose: Some(whose),
                    any_one: false,
                    zone,
                })
            }
            Rule::cond_expedition => {
                let which = if text.starts_with("my") {
                    ExpeditionSubject::Mine
                } else if text.starts_with("its") {
                    ExpeditionSubject::Its
                } else if text.starts_with("your hero") {
                    ExpeditionSubject::YourHero
                } else if text.starts_with("your companion") {
                    ExpeditionSubject::YourCompanion
                } else {
                    ExpeditionSubject::EachOfYours
                };
                match child(&c, Rule::status) {
                    _ if has(&c, Rule::in_contact) => Condition::ExpeditionIs {
                        which,
                        what: IsWhat::InContact,
                    },
                    _ if has(&c, Rule::in_single_terrain) => Condition::ExpeditionIs {
                        which,
                        what: IsWhat::InSingleTerrainRegion,
                    },
                    // `my Expedition is Ascended` (CR 2.4.3)
                    Some(s) => Condition::ExpeditionStatus {
                        which,
                        status: self.status(s).unwrap_or(StatusName::Ascended),
                    },
                    None => Condition::ExpeditionStanding {
                        which,
                        standing: standing_in(&c),
                    },
                }
            }
            Rule::cond_is => {
                let who = if has(&c, Rule::me) {
                    Referent::This
                } else {
                    self.it_referent()
                };
                let negated = has(&c, Rule::not_word);
                let status = child(&c, Rule::status).map(|s| self.status(s).unwrap_or(StatusName::Fleeting));
                let what = match (child(&c, Rule::terrain), status) {
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
                };
                Condition::Is { who, negated, what }
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
        };
        Spanned::new(cond, span)
    }

    fn it_referent(&self) -> Referent {
        if self.trigger_has_object && !self.named_object {
            Referent::TriggerObject
        } else {
            Referent::Earlier
        }
    }
}

/// A lowered bullet line, before it is attached to the ability above it.
pub(crate) struct Bullet {
    pub body: BulletBody,
    pub reminder: Option<String>,
    pub span: Span,
}

pub(crate) enum BulletBody {
    /// A die result, what happens, and whether it says `instead`.
    Outcome(DieRange, Effect, bool),
    Option(AbilityKind),
}

/// The last clauses of an effect, where a trailing `, up to a max of N` belongs.
fn last_clauses(effect: &mut Effect) -> Option<&mut Clauses> {
    match effect.sentences.last_mut()? {
        Sentence::Do(c)
        | Sentence::IfYouDo(c)
        | Sentence::IfTheyDo(c)
        | Sentence::IfItDoes(c)
        | Sentence::Then(c)
        | Sentence::Otherwise(c) => Some(c),
        Sentence::If { then, .. } => Some(then),
        _ => None,
    }
}

fn reminder_text(p: &P<'_>) -> String {
    let s = p.as_str().trim();
    s.trim_end_matches('.').trim().to_string()
}

fn symbol(p: P<'_>) -> SymbolTrigger {
    match p.as_rule() {
        Rule::sym_etb => SymbolTrigger::Etb,
        Rule::sym_hand => SymbolTrigger::Hand,
        Rule::sym_reserve => SymbolTrigger::Reserve,
        r => unreachable!("symbol {r:?}"),
    }
}

fn inline_symbol(s: &str) -> SymbolTrigger {
    match s.trim().to_lowercase().as_str() {
        "{j}" | "etb" => SymbolTrigger::Etb,
        "{h}" | "hand" => SymbolTrigger::Hand,
        _ => SymbolTrigger::Reserve,
    }
}

fn ordinal(s: &str) -> u8 {
    match s.to_lowercase().as_str() {
        "first" => 1,
        "second" => 2,
        "third" => 3,
        "fourth" => 4,
        _ => 5,
    }
}

pub(crate) fn amount(p: P<'_>) -> Amount {
    match p.as_rule() {
        Rule::number | Rule::mana => amount(first(p)),
        Rule::digits => Amount::N(p.as_str().parse().unwrap_or(u8::MAX)),
        Rule::var_x => Amount::X,
        Rule::that_many => Amount::ThatMany,
        Rule::x_plus => Amount::XPlus(
            child(&p, Rule::digits)
                .map(|d| d.as_str().parse().unwrap_or(u8::MAX))
                .unwrap_or(0),
        ),
        Rule::num_word => Amount::N(match p.as_str().to_lowercase().as_str() {
            "a" | "an" | "one" => 1,
            "two" => 2,
            "three" => 3,
            "four" => 4,
            "five" => 5,
            "six" => 6,
            "seven" => 7,
            "eight" => 8,
            "nine" => 9,
            _ => 10,
        }),
        r => unreachable!("amount {r:?}"),
    }
}

fn die_range(p: P<'_>) -> DieRange {
    let c = first(p);
    let nums: Vec<u8> = inner(c.clone())
        .map(|d| d.as_str().parse().unwrap_or(u8::MAX))
        .collect();
    match c.as_rule() {
        Rule::die_range_between => DieRange::Between(nums[0], nums[1]),
        Rule::die_range_plus => DieRange::AtLeast(nums[0]),
        _ => DieRange::Exactly(nums[0]),
    }
}

/// `{V}`, `{V}{M}`, `forest and mountain`: one marker with all of them; `{V} or {M}`: one
/// of them (CR 3.2.1.d).
fn marker_terrains(t: P<'_>) -> MarkerTerrains {
    let list: Vec<Terrain> = inner(t.clone())
        .filter(|c| c.as_rule() == Rule::terrain)
        .map(terrain)
        .collect();
    if has(&t, Rule::marker_or) {
        MarkerTerrains::OneOf(list)
    } else {
        MarkerTerrains::All(list)
    }
}

/// `target [visible] region`, `each [visible] region`, `my region` (CR 3.2.1).
fn region_ref(p: P<'_>) -> RegionRef {
    match first(p).as_rule() {
        Rule::rr_target => RegionRef::Target,
        Rule::rr_each => RegionRef::Each,
        _ => RegionRef::Mine,
    }
}

fn terrain(p: P<'_>) -> Terrain {
    match first(p).as_rule() {
        Rule::terrain_forest => Terrain::Forest,
        Rule::terrain_mountain => Terrain::Mountain,
        _ => Terrain::Water,
    }
}

fn duration(p: P<'_>) -> Duration {
    let t = lower_text(&p);
    if t.contains("this turn") {
        Duration::ThisTurn
    } else if t.contains("this afternoon") {
        Duration::ThisAfternoon
    } else if t.contains("each afternoon") {
        Duration::EachAfternoon
    } else {
        Duration::ThisDay
    }
}

fn kind(p: P<'_>) -> (Kind, bool) {
    let text = p.as_str().trim();
    let lower = text.to_lowercase();
    let plural = lower.ends_with('s') && !lower.ends_with("ss");
    let k = match p.as_rule() {
        Rule::kind_character => Kind::Character,
        Rule::kind_permanent => {
            if lower.starts_with("expedition") {
                Kind::ExpeditionPermanent
            } else if lower.starts_with("landmark") {
                Kind::LandmarkPermanent
            } else {
                Kind::Permanent
            }
        }
        Rule::kind_spell => Kind::Spell,
        Rule::kind_card => Kind::Card,
        Rule::kind_token => Kind::Token,
        Rule::kind_landmark => Kind::Landmark,
        Rule::kind_hero => return (Kind::Hero, lower.ends_with("es")),
        Rule::kind_mana_orb => Kind::ManaOrb,
        Rule::kind_expedition => Kind::Expedition,
        Rule::kind_player => Kind::Player,
        Rule::kind_opponent => Kind::Opponent,
        Rule::kind_named => {
            let single = singular_subtype(text);
            let plural = single != text;
            return (Kind::SubType(single), plural);
        }
        r => unreachable!("kind {r:?}"),
    };
    (k, plural)
}

/// The printed number a comparison or a cost names: a cost (CR 2.2.7-2.2.9) or a statistic
/// (CR 2.2.11).
fn printed_number(p: &P<'_>) -> Superlative {
    if has(p, Rule::base_cost) {
        Superlative::Cost(CostName::Base)
    } else if has(p, Rule::reserve_cost) {
        Superlative::Cost(CostName::Reserve)
    } else if has(p, Rule::sup_hand_cost) {
        Superlative::HandCost
    } else {
        Superlative::Statistic(terrain(child(p, Rule::terrain).expect("terrain")))
    }
}

/// `Hero` / `Companion` before `Expedition` (`target opponent's Companion Expedition`, `the
/// Hero Expedition of its owner`), if written.
fn expedition_role(p: &P<'_>) -> Option<ExpeditionRole> {
    if has(p, Rule::ex_which_hero) {
        Some(ExpeditionRole::Hero)
    } else if has(p, Rule::ex_which_companion) {
        Some(ExpeditionRole::Companion)
    } else {
        None
    }
}

fn player_ref(p: P<'_>) -> PlayerRef {
    match p.as_rule() {
        Rule::player_ref => player_ref(first(p)),
        Rule::pr_you => PlayerRef::You,
        Rule::pr_target_opponent => PlayerRef::TargetOpponent,
        Rule::pr_target_player => PlayerRef::TargetPlayer,
        Rule::pr_each_player => PlayerRef::EachPlayer,
        Rule::pr_each_opponent => PlayerRef::EachOpponent,
        Rule::pr_its_controller => PlayerRef::ItsController,
        Rule::pr_its_owner => PlayerRef::ItsOwner,
        Rule::pr_that_opponent => PlayerRef::ThatOpponent,
        Rule::pr_an_opponent => PlayerRef::AnOpponent,
        Rule::pr_opponents => PlayerRef::YourOpponents,
        r => unreachable!("player {r:?}"),
    }
}

fn possessive(p: P<'_>) -> PossessivePlayer {
    let c = if p.as_rule() == Rule::possessive_player {
        first(p)
    } else {
        p
    };
    match c.as_rule() {
        Rule::pp_your => PossessivePlayer::Your,
        Rule::pp_their => PossessivePlayer::Their,
        Rule::pp_its_owners => PossessivePlayer::ItsOwners,
        Rule::pp_its_controllers => PossessivePlayer::ItsControllers,
        Rule::pp_opponents => PossessivePlayer::Opponents,
        Rule::pp_each_players => PossessivePlayer::EachPlayers,
        Rule::pp_target_players => PossessivePlayer::TargetPlayers,
        Rule::pp_target_opponents => PossessivePlayer::TargetOpponents,
        Rule::pp_my_owners => PossessivePlayer::MyOwners,
        r => unreachable!("possessive {r:?}"),
    }
}

pub(crate) fn parse_stats(s: &str) -> Stats {
    let mut it = s.split('/').map(|n| n.trim().parse::<u8>().unwrap_or(u8::MAX));
    Stats {
        forest: it.next().unwrap_or(0),
        mountain: it.next().unwrap_or(0),
        water: it.next().unwrap_or(0),
    }
}

/// `{D}` / `support`, `{T}` / `exhaust` in `a {D} ability`.
fn ability_symbol(p: P<'_>) -> AbilitySymbol {
    match first(p).as_rule() {
        Rule::symbol_exhaust => AbilitySymbol::Exhaust,
        _ => AbilitySymbol::Support,
    }
}

/// The standing (CR 7.5.2) written in `p` (a `standing` rule below it).
fn standing_in(p: &P<'_>) -> Standing {
    let rule = p.clone().into_inner().flatten().map(|q| q.as_rule()).find(|r| {
        matches!(
            r,
            Rule::st_behind_or_tied | Rule::st_ahead_or_tied | Rule::st_behind | Rule::st_ahead | Rule::st_tied
        )
    });
    match rule {
        Some(Rule::st_behind_or_tied) => Standing::BehindOrTied,
        Some(Rule::st_ahead_or_tied) => Standing::AheadOrTied,
        Some(Rule::st_behind) => Standing::Behind,
        Some(Rule::st_tied) => Standing::Tied,
        _ => Standing::Ahead,
    }
}
