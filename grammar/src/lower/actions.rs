//! Lowering effects: sentences, clauses and the actions they perform (CR 6.5, 7.3).

use super::*;

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
                    if let Action::Gain { until: u @ None, .. } | Action::Lose { until: u @ None, .. } =
                        &mut link.clause.node.action
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
        let q = child(p, Rule::equal_to).expect("equal_to");
        let q = self.quantity(first(q));
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
            Rule::a_draw => match child(&p, Rule::number) {
                Some(n) => Action::Draw(amount(n)),
                None if has(&p, Rule::draw_another) => Action::Draw(Amount::N(1)),
                None if has(&p, Rule::equal_to) => Action::Draw(self.equal_to(&p)),
                None => Action::DrawIt,
            },
            Rule::a_gain | Rule::a_lose => {
                let mut lists = inner(p.clone()).filter(|c| c.as_rule() == Rule::gainables);
                let a = lists.next();
                let b = lists.next();
                let a = a.map(|x| self.gainables(x)).unwrap_or_default();
                let b = b.map(|x| self.gainables(x)).unwrap_or_default();
                let until = child(&p, Rule::duration).map(duration);
                if rule == Rule::a_gain {
                    let one_of = inner(p.clone())
                        .find(|c| c.as_rule() == Rule::gainables)
                        .is_some_and(|g| has(&g, Rule::or_word));
                    Action::Gain {
                        gains: a,
                        loses: b,
                        one_of,
                        until,
                    }
                } else if has(&p, Rule::all_boosts) {
                    Action::LoseAllBoosts
                } else {
                    Action::Lose {
                        loses: a,
                        gains: b,
                        until,
                    }
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
                let (top_of, bottom_of) = deck_end(&p);
                self.named_object = true;
                Action::SendTo {
                    what,
                    to,
                    top_of,
                    bottom_of,
                }
            }
            Rule::a_shuffle_into => {
                let what = self.object(child(&p, Rule::target_obj_nozone).expect("obj"));
                let (from, to) = self.source_and_destination(p);
                self.named_object = true;
                Action::ShuffleInto { what, from, to }
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
                let (top_of, bottom_of) = deck_end(&p);
                let (from, to) = self.source_and_destination(p);
                self.named_object = true;
                Action::Return {
                    what,
                    from,
                    top_of,
                    bottom_of,
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
            Rule::a_exchange_boosts_of => Action::ExchangeBoostsOf(self.object(first(p))),
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
            Rule::a_double => {
                let on = self.object(child(&p, Rule::target_obj).expect("on"));
                match child(&p, Rule::double_what).and_then(|w| child(&w, Rule::counter_name)) {
                    Some(n) => Action::DoubleCounters {
                        counter: self.counter_name(&n),
                        on,
                    },
                    None => Action::DoubleBoosts(on),
                }
            }
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
