//! Lowering effects: sentences, clauses and the actions they perform (CR 6.5, 7.3).

use super::*;

mod abilities;
mod choices;
mod counters;
mod expeditions;
mod keywords;
mod moving;
mod players;
mod statuses;
mod tokens;

impl<'n> Lower<'n> {
    pub(crate) fn effect(&mut self, p: P<'_>) -> Effect {
        let sentences = inner(p)
            .filter(|c| c.as_rule() == Rule::effect_body)
            .map(|c| self.sentence(first(c)))
            .collect();
        Effect { sentences }
    }

    pub(super) fn sentence(&mut self, p: P<'_>) -> Sentence {
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
        let mut until = None;
        for d in inner(c) {
            match d.as_rule() {
                Rule::duration => until = Some(duration(d)),
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
            Rule::s_if_instead => Sentence::Instead {
                condition: condition.expect("condition"),
                then: next(),
            },
            Rule::s_unless => Sentence::Unless {
                condition: condition.expect("condition"),
                then: next(),
            },
            Rule::s_then => Sentence::Then(next()),
            Rule::s_starting_with_you => Sentence::StartingWithYou(next()),
            // `Until end of turn, …`: the gains and losses of the sentence last that long
            // (the grammar asks for one), as when the duration follows them (CR 2.2.15)
            Rule::s_duration_first => {
                let mut then = next();
                for link in &mut then.links {
                    if let Action::Gain { until: u @ None, .. }
                    | Action::Lose { until: u @ None, .. }
                    | Action::Cant { until: u @ None, .. } = &mut link.clause.node.action
                    {
                        *u = until;
                    }
                }
                Sentence::Do(then)
            }
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

    pub(super) fn clauses(&mut self, p: P<'_>) -> Clauses {
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
                    // `draw cards equal to …` is `draw X cards, where X is …`
                    if let Some(q) = self.equal_to.take() {
                        where_x.get_or_insert(q);
                    }
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

    pub(super) fn clause(&mut self, p: P<'_>) -> Clause {
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

    /// `… equal to <quantity>`: the amount is `X`, and the quantity is the clauses' `where X
    /// is …`, which [`Self::clauses`] takes once the clause is lowered.
    fn equal_to(&mut self, p: &P<'_>) -> Amount {
        let q = first(child(p, Rule::equal_to).expect("equal_to"));
        let q = if q.as_rule() == Rule::as_many_as {
            // `as many cards as I have boosts`, `… as there are <noun phrase>`, `… as <quantity>`
            let what = inner(q).last().expect("what");
            match what.as_rule() {
                Rule::as_i_have_boosts => Quantity::MyBoosts,
                Rule::selector => Quantity::NumberOf(self.selector(what)),
                _ => self.quantity(what),
            }
        } else {
            self.quantity(q)
        };
        self.equal_to = Some(q);
        Amount::X
    }

    pub(super) fn gainables(&mut self, p: P<'_>) -> Vec<Spanned<Gainable>> {
        let mut out = Vec::new();
        for g in inner(p).filter(|g| g.as_rule() == Rule::gainable) {
            let span = self.span(&g);
            if let Some(v) = self.gainable(first(g)) {
                out.push(Spanned::new(v, span));
            }
        }
        out
    }

    pub(super) fn gainable(&mut self, p: P<'_>) -> Option<Gainable> {
        Some(match p.as_rule() {
            Rule::g_boosts => Gainable::Boosts {
                count: match child(&p, Rule::number) {
                    Some(n) => amount(n),
                    None => self.equal_to(&p),
                },
                per: child(&p, Rule::per).map(|x| self.per(x)),
            },
            Rule::g_counters => Gainable::Counters {
                count: match child(&p, Rule::number) {
                    Some(n) => amount(n),
                    None => self.equal_to(&p),
                },
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

    pub(super) fn action(&mut self, p: P<'_>) -> Action {
        let text = lower_text(&p);
        let rule = p.as_rule();
        match rule {
            Rule::a_draw
            | Rule::a_send_reserve
            | Rule::a_send_zone
            | Rule::a_shuffle_into
            | Rule::a_discard
            | Rule::a_sacrifice
            | Rule::a_return
            | Rule::a_put_on_top
            | Rule::a_put_back
            | Rule::a_put_expedition
            | Rule::a_put
            | Rule::a_play
            | Rule::a_exchange
            | Rule::a_reveal
            | Rule::a_reveal_card
            | Rule::a_join
            | Rule::a_take_control => self.moving_action(p, rule, &text),
            Rule::a_gain | Rule::a_lose | Rule::a_cant | Rule::a_exhaust | Rule::a_ready => {
                self.statuses_action(p, rule)
            }
            Rule::a_create | Rule::a_create_only | Rule::a_create_one => self.tokens_action(p, rule, &text),
            Rule::a_keyword_action | Rule::a_defined => self.keywords_action(p, rule),
            Rule::a_move
            | Rule::a_not_move
            | Rule::a_switch
            | Rule::a_place_marker
            | Rule::a_move_marker
            | Rule::a_move_expedition => self.expeditions_action(p, rule, &text),
            Rule::a_choose | Rule::a_target => self.choices_action(p, rule),
            Rule::a_reduce_cost
            | Rule::a_do_again
            | Rule::a_activate
            | Rule::a_cost_next
            | Rule::a_pay_less_next
            | Rule::a_activate_one
            | Rule::a_next_gains => self.abilities_action(p, rule, &text),
            Rule::a_exchange_boosts
            | Rule::a_exchange_boosts_of
            | Rule::a_exchange_boosts_with
            | Rule::a_distribute
            | Rule::a_spend
            | Rule::a_give
            | Rule::a_remove
            | Rule::a_double => self.counters_action(p, rule, &text),
            Rule::a_roll_extra
            | Rule::a_modify_result
            | Rule::a_roll
            | Rule::a_pay
            | Rule::a_have
            | Rule::a_win
            | Rule::a_pass
            | Rule::a_become_first => self.players_action(p, rule),
            r => unreachable!("action {r:?}"),
        }
    }

    /// The zones an action names after its object: the last is where it goes, the one
    /// before (if any) where it comes from.
    fn source_and_destination(&mut self, p: P<'_>) -> (Option<ZoneRef>, ZoneRef) {
        let mut zones: Vec<ZoneRef> = inner(p)
            .filter(|c| c.as_rule() == Rule::zone_ref)
            .map(|z| self.zone_ref(z))
            .collect();
        let to = zones.pop().expect("to");
        (zones.pop(), to)
    }

    pub(super) fn keyword_action(&mut self, p: P<'_>) -> KeywordAction {
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

    pub(super) fn put_what(&mut self, p: P<'_>) -> PutWhat {
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

    pub(super) fn token_template(&mut self, p: P<'_>) -> TokenTemplate {
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

    pub(super) fn token_destination(&mut self, p: P<'_>) -> TokenDestination {
        if let Some(whose) = child(&p, Rule::possessive_player) {
            return TokenDestination::Landmarks(possessive(whose));
        }
        match child(&p, Rule::expedition_ref) {
            Some(e) => TokenDestination::In(self.expedition_ref(e)),
            None if lower_text(&p).contains("distributed") => TokenDestination::Distributed,
            None => TokenDestination::InIt,
        }
    }

    /// `If you would play a card from Reserve this way, you may pay its Hand Cost instead of its
    /// Reserve Cost.`
    pub(super) fn alternative_cost(&mut self, p: P<'_>) -> Sentence {
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
}

/// The last clauses of an effect, where a trailing `, up to a max of N` belongs.
/// `to the top of`, `on the bottom of` (`deck_end`): whether the action names the top or
/// the bottom of its zone.
fn deck_end(p: &P<'_>) -> (bool, bool) {
    match child(p, Rule::deck_end) {
        Some(end) => (has(&end, Rule::deck_top), has(&end, Rule::deck_bottom)),
        None => (false, false),
    }
}

pub(super) fn last_clauses(effect: &mut Effect) -> Option<&mut Clauses> {
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

pub(super) fn duration(p: P<'_>) -> Duration {
    let t = lower_text(&p);
    if t.contains("this afternoon") {
        Duration::ThisAfternoon
    } else if t.contains("each afternoon") {
        Duration::EachAfternoon
    } else if t.contains("day") {
        Duration::ThisDay
    } else {
        Duration::ThisTurn
    }
}
