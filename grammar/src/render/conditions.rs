//! Rendering conditions (CR 6.3).

use super::*;

impl R {
    /// What something is, after `I'm`, `it is`, `my Expedition is`, `your Expeditions are`.
    pub(super) fn is_what(&mut self, what: &IsWhat) {
        match what {
            IsWhat::InTerrain(t) => {
                self.w("in");
                self.w(t.as_str());
            }
            IsWhat::Status(s) => self.w(s.as_str()),
            IsWhat::Ready => self.w("ready"),
            IsWhat::InZone(z) => {
                self.w("in");
                self.w(&zone_text(z));
            }
            IsWhat::Keyword(k) => self.w(&keyword(k)),
            IsWhat::InContact => self.w("in contact"),
            IsWhat::InSingleTerrainRegion => self.w("in a single-terrain region"),
            IsWhat::InRegion(r) => self.in_region(*r),
            IsWhat::InExpedition(s) => {
                self.w(if s.as_str().starts_with(['A', 'E', 'I', 'O', 'U']) {
                    "in an"
                } else {
                    "in a"
                });
                self.w(s.as_str());
                self.w("Expedition");
            }
        }
    }

    pub(super) fn condition(&mut self, c: &Condition) {
        match c {
            Condition::Defined(name) => self.w(&name.node),
            Condition::AnyOf(parts) => {
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        self.w("or");
                    }
                    self.condition(&part.node);
                }
            }
            Condition::FirstPlayer => self.w("you are the first player"),
            Condition::ControlsMore { who, more, what, than } => {
                self.w(super::nouns::player(*who));
                self.w(if *who == PlayerRef::You { "control" } else { "controls" });
                self.w(if *more { "more" } else { "fewer" });
                self.selector(what);
                self.w("than");
                self.w(super::nouns::player(*than));
            }
            Condition::MarkerInMyRegion { negated } => self.w(if *negated {
                "there is no Terrain Marker in my region"
            } else {
                "there is a Terrain Marker in my region"
            }),
            Condition::HasPassed { who, negated } => {
                self.w(super::nouns::player(*who));
                self.w(if *who == PlayerRef::You { "have" } else { "has" });
                if *negated {
                    self.w("not");
                }
                self.w("passed");
            }
            Condition::YourTurn { negated } => self.w(if *negated {
                "it is not your turn"
            } else {
                "it is your turn"
            }),
            Condition::PhaseNow { phase, negated } => {
                self.w(if *negated { "it is not" } else { "it is" });
                self.w(phase.as_str());
            }
            Condition::Control { count, what } => {
                self.w("you control");
                match count {
                    Some(Comparison::Exactly(Amount::N(0))) => self.w("no"),
                    Some(n) => self.comparison(n),
                    None => {}
                }
                for (i, s) in what.iter().enumerate() {
                    if i == 1 {
                        self.w(",");
                    } else if i > 1 {
                        self.w("and");
                    }
                    self.selector(s);
                }
            }
            Condition::ThereAre { count, what } => {
                match count {
                    Some(n) => {
                        self.w(if matches!(n, Comparison::Exactly(Amount::N(1))) {
                            "there is"
                        } else {
                            "there are"
                        });
                        self.comparison(n);
                    }
                    None => self.w("there are no"),
                }
                self.selector(what);
            }
            Condition::IHave { count, counter } => {
                self.w("I have");
                match count {
                    Comparison::Exactly(Amount::N(0)) if counter.is_none() => self.w("no"),
                    _ => self.comparison(count),
                }
                match counter {
                    Some(c) => self.w(&format!("{c} counters")),
                    None => self.w("boosts"),
                }
            }
            Condition::YouHaveManaOrbs(n) => {
                self.w("you have");
                self.comparison(n);
                self.w("Mana Orbs");
            }
            Condition::YouHaveCardsIn { zone, count } => {
                self.w("you have");
                match count {
                    Comparison::Exactly(Amount::N(0)) => self.w("no"),
                    count => self.comparison(count),
                }
                self.w(match zone {
                    Zone::Reserve => "cards in Reserve",
                    Zone::Hand => "cards in your hand",
                    Zone::Deck => "cards in your deck",
                    Zone::Discard => "cards in your discard pile",
                    Zone::Landmarks => "cards in your Landmark zone",
                    Zone::Mana => "cards in your Mana zone",
                });
            }
            Condition::FewerCardsInReserveThan(p) => {
                self.w("you have less cards in Reserve than");
                self.w(player(*p));
            }
            Condition::Among { count, what, among } => {
                self.w("you have");
                self.comparison(count);
                self.w(match what {
                    Counted::Boosts => "boosts among",
                    Counted::BaseStatisticsZero => "base statistics of 0 among",
                });
                self.selector(among);
            }
            Condition::ZoneEmpty(z) => {
                self.w(&zone_text(z));
                self.w("is empty");
            }
            Condition::ExpeditionStanding { which, standing } => {
                self.w(expedition_subject(*which));
                self.w(standing_text(*standing));
            }
            Condition::Is { who, negated, what } => {
                match who {
                    Referent::This => self.w(if *negated { "I was" } else { "I'm" }),
                    _ => self.w("it is"),
                }
                if *negated {
                    self.w("not");
                }
                self.is_what(what);
            }
            Condition::OnlyOneCharacterInMyExpedition => self.w("there is only one Character in my Expedition"),
            Condition::Statistic { who, terrain, cmp } => {
                self.w(if *who == Referent::This { "my" } else { "its" });
                self.w(terrain.as_str());
                self.w("is");
                self.comparison(cmp);
            }
            Condition::ExpeditionIs { which, what } => {
                self.w(expedition_subject(*which));
                self.is_what(what);
            }
            Condition::ExpeditionStatus { which, status } => {
                self.w(expedition_subject(*which));
                self.w(status.as_str());
            }
            Condition::ItIsKind(kinds) => self.it_is(kinds, &[]),
            Condition::ItIsQualified { kinds, qualifiers } => self.it_is(kinds, qualifiers),
            Condition::ItsHandCostIsResult => self.w("its Hand Cost is equal to the die's result"),
            Condition::NotFirstPlayer => self.w("you are not the first player"),
            Condition::YouControlIt => self.w("you control it"),
            Condition::InTerrainWhereBaseStatisticZero(r) => {
                self.w(if *r == Referent::This { "I'm" } else { "it's" });
                self.w("in a terrain where");
                self.w(if *r == Referent::This { "my" } else { "its" });
                self.w("base statistic is 0");
            }
            Condition::ResultIs(r) => {
                self.w("the result is");
                self.w(&die_range(*r));
            }
            Condition::XHigherThanHandCostOf(o) => {
                self.w("X is higher than the Hand Cost of");
                match o {
                    Object::Ref(Referent::Earlier) => self.w("the target"),
                    other => self.object(other),
                }
            }
            Condition::ItsHandCost(c) => {
                self.w("its Hand Cost is");
                self.comparison(c);
            }
            Condition::YouPlayItFrom(z) => {
                self.w("you play it from");
                self.w(&zone_text(z));
            }
            Condition::ExpeditionIn { expedition, terrain } => {
                self.expedition(expedition);
                self.w("is in");
                self.w(terrain.as_str());
            }
            Condition::Facing { count, what } => {
                self.w("I'm facing");
                if let Some(n) = count {
                    if matches!(n, Comparison::Exactly(_)) {
                        self.w("only");
                    }
                    self.comparison(n);
                }
                self.selector(what);
            }
            Condition::YourExpeditions { quantifier, what } => {
                self.w(match quantifier {
                    ExpeditionsQuantifier::OneOrMore => "one or more of your Expeditions is",
                    ExpeditionsQuantifier::Both => "both of your Expeditions are",
                    ExpeditionsQuantifier::None => "none of your Expeditions are",
                });
                self.is_what(what);
            }
            Condition::YouDiscardedThisTurn(zones) => {
                self.w("you discarded a card from");
                for (i, z) in zones.iter().enumerate() {
                    if i > 0 {
                        self.w("or");
                    }
                    self.w(&zone_text(z));
                }
                self.w("this turn");
            }
            Condition::YouPlayedThisTurn(s) => {
                self.w("you played");
                self.selector(s);
                self.w("this turn");
            }
            Condition::AbilityActivatedThisTurn { symbol, negated } => {
                let symbol = ability_symbol(*symbol);
                self.w(match (*negated, symbol.starts_with(['a', 'e', 'i', 'o', 'u'])) {
                    (true, _) => "no",
                    (false, true) => "an",
                    (false, false) => "a",
                });
                self.w(symbol);
                self.w(if *negated {
                    "abilities were activated this turn"
                } else {
                    "ability was activated this turn"
                });
            }
            Condition::ItsBaseCost(c) => {
                self.w("its Base Cost is");
                self.comparison(c);
            }
            Condition::SingleTerrainRegionsVisible(n) => {
                self.comparison(n);
                self.w("single-terrain regions are visible");
            }
            Condition::YouPlayedThisWay(s) => {
                self.w("you played");
                self.selector(s);
                self.w("this way");
            }
            Condition::OpponentControls { count, what } => {
                self.w("an opponent controls");
                if let Some(n) = count {
                    self.comparison(n);
                }
                self.selector(what);
            }
            Condition::FewerCardsInHandThan(p) => {
                self.w("you have less cards in hand than");
                self.w(player(*p));
            }
        }
    }
}
