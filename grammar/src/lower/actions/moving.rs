//! Lowering actions about cards between zones: draw, put, join, play, reveal, exchange, return, send, shuffle,
//! discard, sacrifice, take control (CR 3.1, 7.3).

use super::*;

impl<'n> Lower<'n> {
    /// Lowers an action of this sub-area: `a_draw`, `a_send_reserve`, `a_send_zone`, `a_shuffle_into`, `a_discard`, `a_sacrifice`, `a_return`, `a_put_on_top`, `a_put_back`, `a_put_expedition`, `a_put`, `a_play`, `a_exchange`, `a_reveal`, `a_reveal_card`, `a_join`, `a_take_control`.
    pub(super) fn moving_action(&mut self, p: P<'_>, rule: Rule, text: &str) -> Action {
        match rule {
            Rule::a_draw => match child(&p, Rule::number) {
                Some(n) => Action::Draw(amount(n)),
                None if has(&p, Rule::draw_another) => Action::Draw(Amount::N(1)),
                None if has(&p, Rule::equal_to) => Action::Draw(self.equal_to(&p)),
                None => Action::DrawIt,
            },
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
                if let Some(whole) = child(&p, Rule::shuffle_whole_zone) {
                    let span = self.span(&whole);
                    let from = self.zone_ref(child(&whole, Rule::zone_ref).expect("zone"));
                    let (_, to) = self.source_and_destination(p);
                    // Every card of the zone, as `all cards from <zone>` would name them.
                    let every_card = Selector {
                        determiner: Some(Determiner::All),
                        adjectives: Vec::new(),
                        kinds: vec![Spanned::new(Kind::Card, span)],
                        plural: true,
                        qualifiers: Vec::new(),
                        alternatives: Vec::new(),
                        span,
                    };
                    self.named_object = true;
                    return Action::ShuffleInto {
                        what: Object::Select(every_card),
                        whole_zone: true,
                        from: Some(from),
                        to,
                    };
                }
                let what = self.object(child(&p, Rule::target_obj_nozone).expect("obj"));
                let (from, to) = self.source_and_destination(p);
                self.named_object = true;
                Action::ShuffleInto {
                    what,
                    whole_zone: false,
                    from,
                    to,
                }
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
                let any_order = has(&p, Rule::in_any_order);
                let (from, to) = self.source_and_destination(p);
                self.named_object = true;
                Action::Return {
                    what,
                    from,
                    top_of,
                    bottom_of,
                    to,
                    any_order,
                }
            }
            // `Put them back`: on top of the controller's Deck, where the cards looked at are.
            Rule::a_put_back => {
                let what = self.object(child(&p, Rule::target_obj_nozone).expect("what"));
                let any_order = has(&p, Rule::in_any_order);
                let to = child(&p, Rule::zone_ref).map_or(
                    ZoneRef {
                        whose: Some(PossessivePlayer::Your),
                        any_one: false,
                        zone: Zone::Deck,
                    },
                    |z| self.zone_ref(z),
                );
                self.named_object = true;
                Action::Return {
                    what,
                    from: None,
                    top_of: true,
                    bottom_of: false,
                    to,
                    any_order,
                }
            }
            Rule::a_put_expedition => {
                let what = self.object(child(&p, Rule::target_obj_nozone).expect("what"));
                let to = self.expedition_ref(child(&p, Rule::expedition_ref).expect("to"));
                Action::PutInExpedition { what, to }
            }
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
            Rule::a_reveal_card => Action::RevealCard(self.object(child(&p, Rule::target_obj).expect("what"))),
            Rule::a_join => Action::Join(self.expedition_ref(first(p))),
            Rule::a_take_control => Action::TakeControl(self.object(first(p))),
            r => unreachable!("action {r:?}"),
        }
    }
}
