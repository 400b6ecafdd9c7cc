//! Lowering the frame of an ability: its line, keywords and statuses, costs, quick actions, modal headers and quoted abilities.

use super::*;

impl<'n> Lower<'n> {
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

    pub(super) fn ability(&mut self, p: P<'_>) -> AbilityKind {
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

    pub(super) fn keyword_line(&mut self, p: P<'_>) -> AbilityKind {
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

    pub(super) fn keyword_item(&mut self, p: P<'_>) -> Option<Spanned<KeywordItem>> {
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
    pub(super) fn unknown_keyword(&mut self, k: &P<'_>) {
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

    pub(super) fn keyword(&mut self, p: P<'_>) -> Option<Keyword> {
        self.keyword_of(first(p))
    }

    /// The keyword ability `p` names (its `keyword_name` and `keyword_param`, wherever it is
    /// written: a keyword line, `[Defender] Characters`, `without Defender`); `None` for an
    /// unknown bracketed word, recorded for its error.
    pub(super) fn keyword_of(&mut self, p: P<'_>) -> Option<Keyword> {
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
        Some(Keyword {
            name: name.expect("keyword_name is a known keyword"),
            param,
        })
    }

    pub(super) fn status(&mut self, p: P<'_>) -> Option<StatusName> {
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

    pub(super) fn status_list(&mut self, p: P<'_>) -> Vec<StatusName> {
        inner(p)
            .filter(|c| c.as_rule() == Rule::status)
            .filter_map(|c| self.status(c))
            .collect()
    }

    pub(super) fn quick_action(&mut self, p: P<'_>) -> QuickAction {
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

    pub(super) fn cost(&mut self, p: P<'_>) -> Cost {
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

    pub(super) fn spend_of_my(&mut self, p: P<'_>) -> Spend {
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

    pub(super) fn modal_header(&mut self, p: P<'_>) -> AbilityKind {
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

    /// A quoted ability keeps its own pronoun context: `I` inside is the object that
    /// has the ability.
    pub(super) fn quoted(&mut self, p: P<'_>) -> Ability {
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
}

pub(super) fn reminder_text(p: &P<'_>) -> String {
    let s = p.as_str().trim();
    s.trim_end_matches('.').trim().to_string()
}

/// `{D}` / `support`, `{T}` / `exhaust` in `a {D} ability`.
pub(super) fn ability_symbol(p: P<'_>) -> AbilitySymbol {
    match first(p).as_rule() {
        Rule::symbol_exhaust => AbilitySymbol::Exhaust,
        _ => AbilitySymbol::Support,
    }
}
