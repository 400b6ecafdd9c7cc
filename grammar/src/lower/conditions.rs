//! Lowering conditions (`if`, `unless`, `as long as`, CR 6.3).

use super::*;

impl<'n> Lower<'n> {
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
    pub(super) fn among(&mut self, p: P<'_>) -> Condition {
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

    pub(super) fn condition_one(&mut self, p: P<'_>) -> Spanned<Condition> {
        let span = self.span(&p);
        let c = first(p);
        let text = lower_text(&c);
        let cond = match c.as_rule() {
            Rule::cond_defined => Condition::Defined(Spanned::new(c.as_str().to_string(), self.span(&c))),
            Rule::cond_first_player if has(&c, Rule::not_word) => Condition::NotFirstPlayer,
            Rule::cond_first_player => Condition::FirstPlayer,
            Rule::cond_your_turn => Condition::YourTurn {
                negated: has(&c, Rule::not_word),
            },
            Rule::cond_phase_now => Condition::PhaseNow {
                phase: self.phase(child(&c, Rule::phase_now).expect("phase")).node,
                negated: has(&c, Rule::not_word),
            },
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
                let what = match (region_in(&c), child(&c, Rule::terrain)) {
                    _ if has(&c, Rule::in_contact) => IsWhat::InContact,
                    _ if has(&c, Rule::in_single_terrain) => IsWhat::InSingleTerrainRegion,
                    (Some(r), _) => IsWhat::InRegion(r),
                    (None, Some(t)) => IsWhat::InTerrain(terrain(t)),
                    (None, None) => IsWhat::Status(
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
            Rule::cond_marker_in => Condition::MarkerInMyRegion {
                negated: has(&c, Rule::no_word),
            },
            Rule::cond_has_passed => Condition::HasPassed {
                who: player_ref(first(child(&c, Rule::cmp_player).expect("who"))),
                negated: has(&c, Rule::not_word),
            },
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
                            Condition::YouHaveCardsIn {
                                zone: zone_word(&h),
                                count: match child(&h, Rule::comparison) {
                                    Some(c) => self.comparison(c),
                                    None => Comparison::Exactly(Amount::N(0)),
                                },
                            }
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
                match (region_in(&c), child(&c, Rule::status)) {
                    _ if has(&c, Rule::in_contact) => Condition::ExpeditionIs {
                        which,
                        what: IsWhat::InContact,
                    },
                    _ if has(&c, Rule::in_single_terrain) => Condition::ExpeditionIs {
                        which,
                        what: IsWhat::InSingleTerrainRegion,
                    },
                    (Some(r), _) => Condition::ExpeditionIs {
                        which,
                        what: IsWhat::InRegion(r),
                    },
                    // `my Expedition is Ascended` (CR 2.4.3)
                    (None, Some(s)) => Condition::ExpeditionStatus {
                        which,
                        status: self.status(s).unwrap_or(StatusName::Ascended),
                    },
                    (None, None) => Condition::ExpeditionStanding {
                        which,
                        standing: standing_in(&c),
                    },
                }
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
}

/// The zone a `zone_*` word inside `p` names (`Reserve` when none does).
fn zone_word(p: &P<'_>) -> Zone {
    inner(p.clone())
        .find_map(|z| match z.as_rule() {
            Rule::zone_hand => Some(Zone::Hand),
            Rule::zone_deck => Some(Zone::Deck),
            Rule::zone_discard => Some(Zone::Discard),
            Rule::zone_landmarks => Some(Zone::Landmarks),
            Rule::zone_mana => Some(Zone::Mana),
            Rule::zone_reserve => Some(Zone::Reserve),
            _ => None,
        })
        .unwrap_or(Zone::Reserve)
}

/// The region a condition's `… is in my region`, `… in its starting region`, `… in a region
/// with a Terrain Marker` names, if it names one.
fn region_in(c: &P<'_>) -> Option<RegionIs> {
    c.clone()
        .into_inner()
        .find(|p| {
            matches!(
                p.as_rule(),
                Rule::in_my_region | Rule::in_starting_region | Rule::in_marked_region
            )
        })
        .map(super::nouns::region_is)
}
