//! Rendering noun phrases: objects, selectors and their qualifiers, Expeditions, regions, zones and players.

use super::*;

/// A region an effect names, in words (CR 3.2.1).
pub(super) fn region_words(r: RegionRef) -> &'static str {
    match r {
        RegionRef::Target => "target visible region",
        RegionRef::Each => "each visible region",
        RegionRef::Mine => "my region",
        RegionRef::Another => "another visible region",
    }
}

impl R {
    /// `forest`, `forest and mountain`, `forest, mountain or water` (CR 3.2.1.d).
    pub(super) fn marker_terrains(&mut self, terrains: &MarkerTerrains) {
        let (list, joiner) = match terrains {
            MarkerTerrains::All(l) => (l, "and"),
            MarkerTerrains::OneOf(l) => (l, "or"),
            MarkerTerrains::Unwritten => return,
        };
        for (i, t) in list.iter().enumerate() {
            if i > 0 {
                self.w(if i + 1 == list.len() { joiner } else { "," });
            }
            self.w(t.as_str());
        }
    }

    pub(super) fn object(&mut self, o: &Object) {
        match o {
            Object::Ref(r) => self.w(referent_object(*r)),
            Object::Select(s) => self.selector(s),
        }
    }

    pub(super) fn selector(&mut self, s: &Selector) {
        match &s.determiner {
            None => {}
            Some(Determiner::Target(n)) => {
                if *n != Amount::N(1) {
                    self.w(&number_word(*n));
                }
                self.w("target");
            }
            Some(Determiner::UpTo { count, target }) => {
                self.w("up to");
                self.w(&number_word(*count));
                if *target {
                    self.w("target");
                }
            }
            Some(Determiner::AnyNumber { target }) => {
                self.w("any number of");
                if *target {
                    self.w("target");
                }
            }
            Some(Determiner::AnotherTarget) => self.w("another target"),
            Some(Determiner::Each) => self.w("each"),
            Some(Determiner::All) => self.w("all"),
            Some(Determiner::Count(n)) => self.w(&count_article(*n, s)),
            Some(Determiner::OfYour(n)) => {
                self.w(&number_word(*n));
                self.w("of your");
            }
            Some(Determiner::The) => self.w("the"),
        }
        // `Robot tokens`: `token` goes before a type only (`token Character`), after a sub-type
        let token_after =
            s.adjectives.contains(&Adjective::Token) && s.kinds.iter().any(|k| matches!(k.node, Kind::SubType(_)));
        for a in &s.adjectives {
            match a {
                Adjective::Token if token_after => {}
                Adjective::Other => self.w("other"),
                Adjective::Another => self.w("another"),
                Adjective::Non(w) => self.w(&format!("non-{w}")),
                Adjective::Token => self.w("token"),
                Adjective::Ready => self.w("ready"),
                Adjective::Statuses(list) => {
                    let parts: Vec<String> = list.iter().map(|x| x.as_str().to_string()).collect();
                    self.w(&join_and(&parts, "or"));
                }
                Adjective::Keyword(k) => self.w(&format!("[{}]", keyword(k))),
                Adjective::NonStatus(s) => self.w(&format!("non-{}", s.as_str())),
                Adjective::NonKeyword(k) => self.w(&format!("non-[{}]", keyword(k))),
                Adjective::NonKind(k) => self.w(&format!("non-{}", kind(k, false))),
                Adjective::Random => self.w("random"),
            }
        }
        let kinds: Vec<String> = s
            .kinds
            .iter()
            .map(|k| kind(&k.node, s.plural && !token_after))
            .collect();
        self.w(&join_and(&kinds, "or"));
        if token_after {
            self.w(if s.plural { "tokens" } else { "token" });
        }
        for q in &s.qualifiers {
            match q {
                // `Expeditions that are behind`: the verb agrees with the noun
                Qualifier::Standing(st) if s.plural => {
                    self.w("that are");
                    self.w(standing_text(*st));
                }
                _ => self.qualifier(q),
            }
        }
        for alt in &s.alternatives {
            self.w("or");
            self.selector(alt);
        }
    }

    pub(super) fn qualifier(&mut self, q: &Qualifier) {
        match q {
            Qualifier::YouControl => self.w("you control"),
            Qualifier::ControlledBy(p) => match p {
                PossessivePlayer::Opponents => self.w("your opponents control"),
                PossessivePlayer::TargetOpponents => self.w("target opponent controls"),
                PossessivePlayer::Their => self.w("they control"),
                other => {
                    self.w(possessive(*other));
                    self.w("controls");
                }
            },
            Qualifier::ControlledByPlayer(p) => {
                self.w("controlled by");
                self.w(player(*p));
            }
            Qualifier::InPlay => self.w("in play"),
            Qualifier::InPlayOrReserve => self.w("in play or in Reserve"),
            Qualifier::InZone(z) => {
                self.w("in");
                self.w(&zone_text(z));
            }
            Qualifier::InAnyOf(places) => {
                for (i, place) in places.iter().enumerate() {
                    if i > 0 {
                        self.w("or");
                    }
                    self.qualifier(place);
                }
            }
            Qualifier::InExpedition(e) => {
                self.w("in");
                self.expedition(e);
            }
            Qualifier::InTerrain(t) => {
                self.w("in");
                self.w(t.as_str());
            }
            Qualifier::InRegion(r) => self.in_region(*r),
            Qualifier::FacingMe => self.w("facing me"),
            Qualifier::HandCost { total, cmp } => {
                self.w(if *total {
                    "with a total Hand Cost"
                } else {
                    "with Hand Cost"
                });
                self.comparison(cmp);
            }
            Qualifier::BaseStatisticZero => self.w("with a base statistic of 0"),
            Qualifier::NoStatisticOver(n) => {
                self.w("with no statistic over");
                self.w(&amount(*n));
            }
            Qualifier::WithCounters => self.w("with counters"),
            Qualifier::YouDontControl => self.w("you don't control"),
            Qualifier::Counted { counter, cmp } => {
                self.w("with");
                match cmp {
                    Comparison::Exactly(Amount::N(0)) => self.w("no"),
                    cmp => self.comparison(cmp),
                }
                match counter {
                    Some(name) => self.w(&format!("{name} counters")),
                    None => self.w("boosts"),
                }
            }
            Qualifier::FromZone(z) => {
                self.w("from");
                self.w(&zone_text(z));
            }
            Qualifier::Standing(s) => {
                self.w("that's");
                self.w(standing_text(*s));
            }
            Qualifier::ThatYouPlay => self.w("that you play"),
            Qualifier::YouPlay { from, terrain } => {
                self.w("you play");
                if let Some(z) = from {
                    self.w("from");
                    self.w(&zone_text(z));
                }
                if let Some(t) = terrain {
                    self.w("in");
                    self.w(t.as_str());
                }
            }
            Qualifier::Statistic { terrain, cmp } => {
                self.w("with");
                self.w(terrain.as_str());
                self.comparison(cmp);
            }
            Qualifier::TotalStatistic { terrain, cmp } => {
                self.w("with total");
                self.w(terrain.as_str());
                // `with total forest less than or equal to my forest`: `of` only before a number
                if !matches!(cmp, Comparison::Relative { .. }) {
                    self.w("of");
                }
                self.comparison(cmp);
            }
            Qualifier::YouControlOrInYourReserve => self.w("you control or in your Reserve"),
            Qualifier::AmongThese => self.w("from these cards"),
            Qualifier::PlayedBy(p) => {
                self.w(player(*p));
                self.w(if matches!(p, PlayerRef::YourOpponents) {
                    "play"
                } else {
                    "plays"
                });
            }
            Qualifier::PlayedFrom(z) => {
                self.w("played from");
                self.w(&zone_text(z));
            }
            Qualifier::InIt => self.w("in it"),
            Qualifier::OtherThanMe => self.w("other than me"),
            Qualifier::YouPlayedThisTurn => self.w("you played this turn"),
            Qualifier::StatisticAtMostMine(t) => {
                self.w("with");
                self.w(t.as_str());
                self.w("less than or equal to mine");
            }
            Qualifier::WithKeyword(k) => {
                self.w("with");
                self.w(&keyword(k));
            }
            Qualifier::WithAbility { symbol, negated } => {
                self.w(if *negated { "with no" } else { "with a" });
                self.w(ability_symbol(*symbol));
                self.w("ability");
            }
            Qualifier::Superlative { highest, of } => {
                self.w("with the");
                self.w(match (of, highest) {
                    (Superlative::Boosts, true) => "most",
                    (Superlative::Boosts, false) => "fewest",
                    (_, true) => "highest",
                    (_, false) => "lowest",
                });
                self.w(printed_number(*of));
            }
            Qualifier::WithMyName => self.w("with my name"),
            Qualifier::Compared { relation, of } => {
                self.w("with");
                self.w(match relation {
                    Relation::EqualOrLower => "equal or lower",
                    Relation::EqualOrGreater => "equal or greater",
                    Relation::Lower => "lower",
                    Relation::Greater => "greater",
                    Relation::Equal => "equal",
                });
                self.w(printed_number(*of));
            }
            Qualifier::Cost { which, cmp } => {
                self.w(match which {
                    CostName::Base => "with Base Cost",
                    CostName::Reserve => "with Reserve Cost",
                });
                self.comparison(cmp);
            }
        }
    }

    /// `in my region`, `in its starting region`, `in a region with a Terrain Marker`.
    pub(super) fn in_region(&mut self, r: RegionIs) {
        self.w(match r {
            RegionIs::Mine => "in my region",
            RegionIs::Starting => "in its starting region",
            RegionIs::Marked(true) => "in a region with a Terrain Marker",
            RegionIs::Marked(false) => "in a region without Terrain Markers",
        });
    }

    pub(super) fn expedition(&mut self, e: &ExpeditionRef) {
        let (text, q) = match e {
            // `an Ascended Expedition`: the status just before the noun
            ExpeditionRef::Having { status, of } => {
                let mut inner = R::default();
                inner.expedition(of);
                let text = inner
                    .out
                    .replacen("Expedition", &format!("{} Expedition", status.as_str()), 1);
                self.w(&text);
                return;
            }
            ExpeditionRef::OneOfYours { or_more, standing } => (
                if *or_more {
                    "one or more of your Expeditions"
                } else {
                    "one of your Expeditions"
                },
                standing.as_ref(),
            ),
            ExpeditionRef::OtherOf(whose) => {
                self.w(possessive(*whose));
                ("other Expedition", None)
            }
            ExpeditionRef::Mine => ("my Expedition", None),
            ExpeditionRef::FacingMe => ("the Expedition facing me", None),
            ExpeditionRef::OpponentsFacingMe => ("your opponent's Expedition facing me", None),
            ExpeditionRef::Its => ("its Expedition", None),
            ExpeditionRef::YourOther => ("your other Expedition", None),
            ExpeditionRef::Target(q) => ("target Expedition", q.as_ref()),
            ExpeditionRef::An(q) => ("an Expedition", q.as_ref()),
            ExpeditionRef::Relative { target, relation } => {
                self.w(if *target { "target Expedition" } else { "an Expedition" });
                match relation {
                    ExpeditionRelation::ControlledBy(p) => {
                        self.w("controlled by");
                        self.w(player(*p));
                    }
                    ExpeditionRelation::MeIn { negated } => self.w(if *negated { "I'm not in" } else { "I'm in" }),
                }
                return;
            }
            ExpeditionRef::EachOfYours(q) => ("each of your Expeditions", q.as_ref()),
            ExpeditionRef::YourHero => ("your Hero Expedition", None),
            ExpeditionRef::YourCompanion => ("your Companion Expedition", None),
            ExpeditionRef::Yours => ("your Expeditions", None),
            ExpeditionRef::FacingIt => ("the Expedition facing it", None),
            ExpeditionRef::Of { whose, which, plural } => {
                match (whose, plural) {
                    (PossessivePlayer::Opponents, true) => self.w("your opponents'"),
                    _ => self.w(possessive(*whose)),
                }
                match which {
                    Some(ExpeditionRole::Hero) => self.w("Hero"),
                    Some(ExpeditionRole::Companion) => self.w("Companion"),
                    None => {}
                }
                (if *plural { "Expeditions" } else { "Expedition" }, None)
            }
        };
        self.w(text);
        if let Some(s) = q {
            // `one or more of your Expeditions that are behind`: the verb agrees
            let plural = matches!(e, ExpeditionRef::OneOfYours { or_more: true, .. });
            self.w(if plural { "that are" } else { "that's" });
            self.w(standing_text(*s));
        }
    }

    pub(super) fn comparison(&mut self, c: &Comparison) {
        match c {
            Comparison::AtLeast(n) => self.w(&format!("{} or more", amount(*n))),
            Comparison::AtMost(n) => self.w(&format!("{} or less", amount(*n))),
            Comparison::LessThan(n) => self.w(&format!("less than {}", amount(*n))),
            Comparison::MoreThan(n) => self.w(&format!("more than {}", amount(*n))),
            Comparison::Exactly(n) => self.w(&amount(*n)),
            Comparison::Relative { at_most, to } => {
                self.w(if *at_most {
                    "less than or equal to"
                } else {
                    "greater than or equal to"
                });
                self.quantity(to);
            }
        }
    }
}

/// `my Expedition is`, `each of your Expeditions is`: the subject of a condition on
/// Expeditions, with its verb.
pub(super) fn expedition_subject(which: ExpeditionSubject) -> &'static str {
    match which {
        ExpeditionSubject::Mine => "my Expedition is",
        ExpeditionSubject::Its => "its Expedition is",
        ExpeditionSubject::EachOfYours => "each of your Expeditions is",
        ExpeditionSubject::YourHero => "your Hero Expedition is",
        ExpeditionSubject::YourCompanion => "your Companion Expedition is",
    }
}

pub(super) fn kind(k: &Kind, plural: bool) -> String {
    let base = match k {
        Kind::Character => "Character",
        Kind::Permanent => "Permanent",
        Kind::ExpeditionPermanent => "Expedition Permanent",
        Kind::LandmarkPermanent => "Landmark Permanent",
        Kind::Spell => "Spell",
        Kind::Card => "card",
        Kind::Token => "token",
        Kind::Landmark => "Landmark",
        Kind::Hero => "Hero",
        Kind::ManaOrb => "Mana Orb",
        Kind::Expedition => "Expedition",
        Kind::Player => "player",
        Kind::Opponent => "opponent",
        Kind::SubType(s) => {
            return if plural { plural_subtype(s) } else { s.clone() };
        }
    };
    if plural {
        if *k == Kind::Hero {
            "Heroes".into()
        } else {
            format!("{base}s")
        }
    } else {
        base.into()
    }
}

pub(super) fn player(p: PlayerRef) -> &'static str {
    match p {
        PlayerRef::You => "you",
        PlayerRef::TargetOpponent => "target opponent",
        PlayerRef::TargetPlayer => "target player",
        PlayerRef::EachPlayer => "each player",
        PlayerRef::EachOpponent => "each opponent",
        PlayerRef::ItsController => "its controller",
        PlayerRef::ItsOwner => "its owner",
        PlayerRef::ThatOpponent => "that opponent",
        PlayerRef::AnOpponent => "an opponent",
        PlayerRef::YourOpponents => "your opponents",
        PlayerRef::YourTeammate => "your teammate",
        PlayerRef::FirstPlayer => "the first player",
    }
}

pub(super) fn possessive(p: PossessivePlayer) -> &'static str {
    match p {
        PossessivePlayer::Your => "your",
        PossessivePlayer::Their => "their",
        PossessivePlayer::ItsOwners => "its owner's",
        PossessivePlayer::ItsControllers => "its controller's",
        PossessivePlayer::Opponents => "your opponent's",
        PossessivePlayer::EachPlayers => "each player's",
        PossessivePlayer::TargetPlayers => "target player's",
        PossessivePlayer::TargetOpponents => "target opponent's",
        PossessivePlayer::MyOwners => "my owner's",
    }
}

pub(super) fn zone_text(z: &ZoneRef) -> String {
    let name = match z.zone {
        Zone::Reserve => "Reserve",
        Zone::Hand => "hand",
        Zone::Deck => "deck",
        Zone::Mana => "Mana zone",
        Zone::Discard => "discard pile",
        Zone::Landmarks => "Landmarks",
    };
    match (z.whose, z.any_one) {
        (_, true) => format!("a {name}"),
        (Some(p), _) => format!("{} {name}", possessive(p)),
        (None, _) => name.to_string(),
    }
}

pub(super) fn referent_subject(r: Referent) -> &'static str {
    match r {
        Referent::This => "I",
        Referent::TriggerObject | Referent::Earlier => "it",
        Referent::EarlierAll => "they",
        Referent::MeAndEarlier => "we both",
        Referent::TheOthers => "the others",
        Referent::TheOther => "the other",
        Referent::OneOfThem => "one",
        Referent::AnyNumberOfThem => "any number of them",
    }
}

pub(super) fn referent_object(r: Referent) -> &'static str {
    match r {
        Referent::This => "me",
        Referent::TriggerObject | Referent::Earlier => "it",
        Referent::EarlierAll => "them",
        Referent::MeAndEarlier => "us both",
        Referent::TheOthers => "the others",
        Referent::TheOther => "the other",
        Referent::OneOfThem => "one",
        Referent::AnyNumberOfThem => "any number of them",
    }
}

/// How a standing (CR 7.5.2) is written.
pub(super) fn standing_text(s: Standing) -> &'static str {
    match s {
        Standing::Behind => "behind",
        Standing::Ahead => "ahead",
        Standing::BehindOrTied => "behind or tied",
        Standing::Tied => "tied",
        Standing::AheadOrTied => "ahead or tied",
    }
}
