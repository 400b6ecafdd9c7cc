//! Lowering noun phrases: subjects, referents, selectors with their determiners, adjectives and qualifiers, zones, Expeditions, regions and players.

use super::*;

impl<'n> Lower<'n> {
    pub(super) fn subject(&mut self, p: P<'_>) -> Subject {
        match p.as_rule() {
            Rule::player_ref => Subject::Player(player_ref(first(p))),
            Rule::selector_subject => Subject::Object(Object::Select(self.selector(first(p)))),
            Rule::referent_subject_c => Subject::Object(Object::Ref(self.referent(first(p)))),
            Rule::ex_clause_subject => Subject::Expedition(self.expedition_ref(p)),
            r => unreachable!("subject {r:?}"),
        }
    }

    pub(super) fn referent(&mut self, p: P<'_>) -> Referent {
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
            Rule::any_number_of_them => Referent::AnyNumberOfThem,
            Rule::referent => self.referent(first(p)),
            r => unreachable!("referent {r:?}"),
        }
    }

    pub(super) fn object(&mut self, p: P<'_>) -> Object {
        match p.as_rule() {
            Rule::target_obj | Rule::target_obj_nozone => self.object(first(p)),
            Rule::selector_nozone => Object::Select(self.selector(p)),
            Rule::referent | Rule::me | Rule::it | Rule::them => Object::Ref(self.referent(p)),
            Rule::selector => Object::Select(self.selector(p)),
            r => unreachable!("object {r:?}"),
        }
    }

    /// `plants you control`: a sub-type printed in lower case is the sub-type (CR 2.2.2),
    /// capitalized as the vocabulary spells it; the check `unknown_subtype` reports a
    /// word that is none.
    pub(super) fn selector_lower(&mut self, p: P<'_>) -> Selector {
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
        // `target opponent's …` or `an opponent's …`, which reads differently before one
        // object and before a plural
        let mut owner = None;
        for c in inner(p) {
            // a qualifier after a verb that names its own zone is a qualifier all the same
            let c = if c.as_rule() == Rule::qualifier_nozone {
                first(c)
            } else {
                c
            };
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
                        // `each of your Characters`: each Character you control
                        Rule::det_each if lower_text(&d).starts_with("each of") => each_of = true,
                        _ => {}
                    }
                    determiner = Some(self.determiner(d));
                }
                Rule::adjective => {
                    if let Some(a) = self.adjective(first(c)) {
                        adjectives.push(a);
                    }
                }
                // `Robot tokens`: tokens of those kinds, as `token Character` says it
                Rule::kinds if first(c.clone()).as_rule() == Rule::typed_tokens => {
                    for k in inner(first(c)) {
                        if k.as_rule() == Rule::token_suffix {
                            plural |= lower_text(&k).ends_with('s');
                            continue;
                        }
                        let kspan = self.span(&k);
                        kinds.push(Spanned::new(kind(first(k)).0, kspan));
                    }
                    adjectives.push(Adjective::Token);
                }
                Rule::kinds => {
                    for k in inner(c) {
                        let kspan = self.span(&k);
                        let (kind, pl) = kind(first(k));
                        plural |= pl;
                        kinds.push(Spanned::new(kind, kspan));
                    }
                }
                // `that's Boosted`, `with Boosted` are the adjective `Boosted`; `without
                // Fleeting` is `non-Fleeting`; `without Defender` is `non-[Defender]`
                Rule::qualifier if matches!(first(c.clone()).as_rule(), Rule::q_that_is | Rule::q_with_status) => {
                    let list = self.status_list(first(first(c)));
                    if !list.is_empty() {
                        adjectives.push(Adjective::Statuses(list));
                    }
                }
                Rule::qualifier if first(c.clone()).as_rule() == Rule::q_without_status => {
                    if let Some(s) = child(&first(c), Rule::status).and_then(|s| self.status(s)) {
                        adjectives.push(Adjective::NonStatus(s));
                    }
                }
                Rule::qualifier if first(c.clone()).as_rule() == Rule::q_without_keyword => {
                    if let Some(k) = self.keyword_of(first(c)) {
                        adjectives.push(Adjective::NonKeyword(k));
                    }
                }
                Rule::qualifier => qualifiers.push(self.qualifier(first(c))),
                // `Your Characters` are the Characters you control
                Rule::your_det => qualifiers.push(Qualifier::YouControl),
                // `your opponent's Characters` are the Characters your opponents control
                Rule::owner_det => qualifiers.push(Qualifier::ControlledBy(PossessivePlayer::Opponents)),
                Rule::owner_target | Rule::owner_an => owner = Some(c.as_rule()),
                Rule::selector_alt => alternatives.push(self.selector(c)),
                _ => {}
            }
        }
        match (owner, plural) {
            // `target opponent's Characters`: every Character of the opponent targeted
            (Some(Rule::owner_target), true) => {
                qualifiers.push(Qualifier::ControlledByPlayer(PlayerRef::TargetOpponent))
            }
            // `target opponent's Character`: the Character is the target
            (Some(Rule::owner_target), false) => {
                determiner = Some(Determiner::Target(Amount::N(1)));
                qualifiers.push(Qualifier::ControlledBy(PossessivePlayer::Opponents));
            }
            // `an opponent's Character` is one of them, `an opponent's Characters` all
            (Some(_), _) => {
                if !plural {
                    determiner = Some(Determiner::Count(Amount::N(1)));
                }
                qualifiers.push(Qualifier::ControlledBy(PossessivePlayer::Opponents));
            }
            (None, _) => {}
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

    pub(super) fn determiner(&mut self, p: P<'_>) -> Determiner {
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

    pub(super) fn adjective(&mut self, p: P<'_>) -> Option<Adjective> {
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
            Rule::adj_keyword => Adjective::Keyword(self.keyword_of(p)?),
            Rule::adj_non_keyword => Adjective::NonKeyword(self.keyword_of(p)?),
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

    pub(super) fn qualifier(&mut self, p: P<'_>) -> Qualifier {
        let text = lower_text(&p);
        match p.as_rule() {
            Rule::q_you_control => Qualifier::YouControl,
            Rule::q_you_dont_control => Qualifier::YouDontControl,
            Rule::q_whose => {
                let cmp = self.comparison(child(&p, Rule::comparison).expect("cmp"));
                if has(&p, Rule::sup_hand_cost) {
                    Qualifier::HandCost { total: false, cmp }
                } else if has(&p, Rule::base_cost) {
                    Qualifier::Cost {
                        which: CostName::Base,
                        cmp,
                    }
                } else if has(&p, Rule::reserve_cost) {
                    Qualifier::Cost {
                        which: CostName::Reserve,
                        cmp,
                    }
                } else {
                    Qualifier::Statistic {
                        terrain: terrain(child(&p, Rule::terrain).expect("terrain")),
                        cmp,
                    }
                }
            }
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
            // `with no boosts`, `without boosts`: none; `with a boost`: one or more (`a` is
            // any, not exactly one, as in `a Character with a boost`)
            Rule::q_with_counted => Qualifier::Counted {
                counter: child(&p, Rule::counter_name).map(|n| self.counter_name(&n)),
                cmp: match child(&p, Rule::comparison) {
                    Some(c) if matches!(lower_text(&c).as_str(), "a" | "an") => Comparison::AtLeast(Amount::N(1)),
                    Some(c) => self.comparison(c),
                    None => Comparison::Exactly(Amount::N(0)),
                },
            },
            Rule::q_with_ability => Qualifier::WithAbility {
                symbol: ability_symbol(child(&p, Rule::ability_symbol).expect("symbol")),
                negated: has(&p, Rule::no_word),
            },
            Rule::q_superlative => Qualifier::Superlative {
                highest: has(&p, Rule::sup_highest) || has(&p, Rule::sup_most),
                of: if has(&p, Rule::w_boosts) {
                    Superlative::Boosts
                } else if has(&p, Rule::sup_any_statistic) {
                    Superlative::AnyStatistic
                } else if has(&p, Rule::base_cost) {
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
            Rule::q_in_region => Qualifier::InRegion(region_is(first(p))),
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

    pub(super) fn relative(&mut self, p: P<'_>) -> Comparison {
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

    pub(super) fn comparison(&mut self, p: P<'_>) -> Comparison {
        let c = first(p);
        let rule = c.as_rule();
        if rule == Rule::cmp_relative {
            return self.relative(first(c));
        }
        let n = amount(first(c));
        match rule {
            Rule::cmp_at_least | Rule::cmp_at_least_before => Comparison::AtLeast(n),
            Rule::cmp_at_most | Rule::cmp_at_most_before => Comparison::AtMost(n),
            Rule::cmp_less => Comparison::LessThan(n),
            Rule::cmp_more => Comparison::MoreThan(n),
            Rule::cmp_exactly => Comparison::Exactly(n),
            r => unreachable!("comparison {r:?}"),
        }
    }

    pub(super) fn zone_ref(&mut self, p: P<'_>) -> ZoneRef {
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
    pub(super) fn expedition_one(&mut self, c: P<'_>) -> ExpeditionRef {
        let standing = child(&c, Rule::q_behind_or_tied).map(|q| standing_in(&q));
        let e = ExpeditionRef::OneOfYours {
            or_more: has(&c, Rule::ex_one_or_more),
            standing,
        };
        self.with_status(&c, e)
    }

    /// The Expeditions named, with the status written before the noun if there is one.
    pub(super) fn with_status(&mut self, c: &P<'_>, e: ExpeditionRef) -> ExpeditionRef {
        match child(c, Rule::status).and_then(|s| self.status(s)) {
            Some(status) => ExpeditionRef::Having {
                status,
                of: Box::new(e),
            },
            None => e,
        }
    }

    /// `per Robot you control`; `for each of your Ascended Expeditions` is `per Ascended
    /// Expedition you control`: each one counted, so the noun is singular.
    pub(super) fn per(&mut self, p: P<'_>) -> Per {
        if let Some(c) = child(&p, Rule::per_counters) {
            return Per::Counters {
                its: has(&c, Rule::its_word),
                counter: (!has(&c, Rule::per_boosts)).then(|| self.counter_of(&c)),
            };
        }
        Per::Each(self.per_selector(p))
    }

    fn per_selector(&mut self, p: P<'_>) -> Selector {
        let of_your = lower_text(&p).starts_with("for each of");
        let mut s = self.selector(first(p));
        if of_your {
            s.plural = false;
        }
        s
    }

    pub(super) fn expedition_ref(&mut self, p: P<'_>) -> ExpeditionRef {
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
                plural: false,
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
                plural: has(&c, Rule::expeditions_word),
            },
            r => unreachable!("expedition {r:?}"),
        }
    }

    pub(super) fn it_referent(&self) -> Referent {
        if self.trigger_has_object && !self.named_object {
            Referent::TriggerObject
        } else {
            Referent::Earlier
        }
    }
}

/// `{V}`, `{V}{M}`, `forest and mountain`: one marker with all of them; `{V} or {M}`: one
/// of them (CR 3.2.1.d).
pub(super) fn marker_terrains(t: P<'_>) -> MarkerTerrains {
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
pub(super) fn region_ref(p: P<'_>) -> RegionRef {
    match first(p).as_rule() {
        Rule::rr_target => RegionRef::Target,
        Rule::rr_each => RegionRef::Each,
        Rule::rr_another => RegionRef::Another,
        _ => RegionRef::Mine,
    }
}

pub(super) fn terrain(p: P<'_>) -> Terrain {
    match first(p).as_rule() {
        Rule::terrain_forest => Terrain::Forest,
        Rule::terrain_mountain => Terrain::Mountain,
        _ => Terrain::Water,
    }
}

pub(super) fn kind(p: P<'_>) -> (Kind, bool) {
    if p.as_rule() == Rule::card_typed {
        let plural = child(&p, Rule::card_suffix).is_some_and(|s| s.as_str().to_lowercase().ends_with('s'));
        return (kind(first(p)).0, plural);
    }
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

/// `Hero` / `Companion` before `Expedition` (`target opponent's Companion Expedition`, `the
/// Hero Expedition of its owner`), if written.
pub(super) fn expedition_role(p: &P<'_>) -> Option<ExpeditionRole> {
    if has(p, Rule::ex_which_hero) {
        Some(ExpeditionRole::Hero)
    } else if has(p, Rule::ex_which_companion) {
        Some(ExpeditionRole::Companion)
    } else {
        None
    }
}

pub(super) fn player_ref(p: P<'_>) -> PlayerRef {
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
        Rule::pr_your_teammate => PlayerRef::YourTeammate,
        Rule::pr_first_player => PlayerRef::FirstPlayer,
        r => unreachable!("player {r:?}"),
    }
}

pub(super) fn possessive(p: P<'_>) -> PossessivePlayer {
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

/// The standing (CR 7.5.2) written in `p` (a `standing` rule below it).
pub(super) fn standing_in(p: &P<'_>) -> Standing {
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

/// `in my region`, `in its starting region`, `in a region with(out) a Terrain Marker`.
pub(super) fn region_is(p: P<'_>) -> RegionIs {
    match p.as_rule() {
        Rule::in_my_region => RegionIs::Mine,
        Rule::in_starting_region => RegionIs::Starting,
        _ => RegionIs::Marked(has(&p, Rule::with_marker)),
    }
}
