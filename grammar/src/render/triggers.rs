//! Rendering triggers: reactions and the events cards react to.

use super::*;

impl R {
    pub(super) fn reaction(&mut self, r: &Reaction) {
        match &r.trigger.node {
            Trigger::Symbol(s) => self.w(symbol(*s)),
            Trigger::Phase(p) => {
                self.w("At");
                self.w(p.node.as_str());
            }
            Trigger::Event(e) => {
                self.w("When");
                self.event(e);
            }
            Trigger::Defined(name) => self.w(&name.node),
        }
        if let Some(c) = &r.condition {
            self.w(",");
            self.w("if");
            self.condition(&c.node);
        }
        if r.per_boost {
            self.w(",");
            self.w("for each of my boosts");
        }
        if !matches!(r.trigger.node, Trigger::Symbol(_)) {
            self.w("|");
        }
        self.effect(&r.effect);
    }

    /// `a Terrain Marker is placed on my region`, `an opponent moves one or more forest
    /// Terrain Markers from my region` (CR 3.2.1.d, 7.3.20).
    /// `from <zone> [or <zone> …]`; nothing when no zone is named (from any).
    fn w_from_zones(&mut self, from: &[ZoneRef]) {
        if !from.is_empty() {
            self.w("from");
            self.zones_or(from);
        }
    }

    /// `<zone> [or <zone> …]`.
    fn zones_or(&mut self, zones: &[ZoneRef]) {
        let zones: Vec<String> = zones.iter().map(zone_text).collect();
        self.w(&zones.join(" or "));
    }

    fn marker_event(&mut self, e: &Event) {
        let Event::TerrainMarker {
            by,
            one_or_more,
            terrains,
            moved,
            region,
        } = e
        else {
            return;
        };
        let what = |r: &mut Self| {
            r.w(if *one_or_more { "one or more" } else { "a" });
            if let Some(t) = terrains {
                r.marker_terrains(t);
            }
            r.w(if *one_or_more {
                "Terrain Markers"
            } else {
                "Terrain Marker"
            });
        };
        match by {
            None => {
                what(self);
                self.w(if *one_or_more { "are" } else { "is" });
                self.w(if *moved { "moved" } else { "placed" });
            }
            Some(p) => {
                self.w(player(*p));
                let third = !matches!(p, PlayerRef::You | PlayerRef::YourOpponents);
                self.verb(if *moved { "move" } else { "place" }, third);
                what(self);
            }
        }
        match region {
            Some(MarkerRegion::To(r)) => {
                self.w(if *moved { "to" } else { "on" });
                self.w(region_words(*r));
            }
            Some(MarkerRegion::From(r)) => {
                self.w("from");
                self.w(region_words(*r));
            }
            None => {}
        }
    }

    pub(super) fn event(&mut self, e: &Event) {
        match e {
            Event::GainNthCounter { nth, counter } => {
                let ord = ["first", "second", "third", "fourth", "fifth"][(*nth as usize).clamp(1, 5) - 1];
                match counter {
                    Some(counter) => self.w(&format!("I gain my {ord} {counter} counter")),
                    None => self.w(&format!("I gain my {ord} boost")),
                }
            }
            Event::TerrainMarker { .. } => self.marker_event(e),
            Event::AbilityActivated { symbol, on_your_turn } => {
                self.w(match symbol {
                    AbilitySymbol::Exhaust => "an",
                    AbilitySymbol::Support => "a",
                });
                self.w(ability_symbol(*symbol));
                self.w("ability is activated");
                if *on_your_turn {
                    self.w("on your turn");
                }
            }
            Event::Subject { subject, verb } => {
                let third = match subject {
                    EventSubject::Me => {
                        if verb.is_passive() {
                            self.w("I'm");
                        } else {
                            self.w("I");
                        }
                        false
                    }
                    EventSubject::Player(p) => {
                        self.w(player(*p));
                        !matches!(p, PlayerRef::You | PlayerRef::YourOpponents)
                    }
                    EventSubject::OneOfYourExpeditions => {
                        self.w("one of your Expeditions");
                        true
                    }
                    EventSubject::MyExpedition => {
                        self.w("my Expedition");
                        true
                    }
                    EventSubject::Object(s) => {
                        self.selector(s);
                        !s.plural
                    }
                    EventSubject::OneOrMore(s) => {
                        self.w("one or more");
                        self.selector(s);
                        false
                    }
                    EventSubject::APlayer => {
                        self.w("a player");
                        true
                    }
                    EventSubject::Expedition(e) => {
                        self.expedition(e);
                        true
                    }
                };
                let s = if third { "s" } else { "" };
                // The passive voice: `is` or `are` after any subject but `I'm`.
                if verb.is_passive() && *subject != EventSubject::Me {
                    self.w(if third { "is" } else { "are" });
                }
                match verb {
                    EventVerb::Sacrificed => self.w("sacrificed"),
                    EventVerb::Discarded { from } => {
                        self.w("discarded");
                        self.w_from_zones(from);
                    }
                    EventVerb::Exhausted => self.w("exhausted"),
                    EventVerb::Augmented => self.w("augmented"),
                    EventVerb::Created => self.w("created"),
                    EventVerb::PerformsKeywordAction { action, what } => {
                        self.keyword_action_word(action.rule(), third);
                        if let Some(w) = what {
                            self.selector(w);
                        }
                    }
                    EventVerb::Joins(p) => {
                        self.w(&format!("join{s}"));
                        self.place(p);
                    }
                    EventVerb::Leaves { from, during } => {
                        self.w(&format!("leave{s}"));
                        self.place(from);
                        if let Some(d) = during {
                            self.w("during the");
                            self.w(d.node.as_str());
                        }
                    }
                    EventVerb::GoesToReserve(p) => {
                        self.w(if third {
                            "goes to Reserve from"
                        } else {
                            "go to Reserve from"
                        });
                        self.place(p);
                    }
                    EventVerb::GoesFromTo { from, to } => {
                        self.w(if third { "goes from" } else { "go from" });
                        self.zones_or(from);
                        self.w("to");
                        self.w(&zone_text(to));
                    }
                    EventVerb::Plays(sel) => {
                        self.w(&format!("play{s}"));
                        self.selector(sel);
                    }
                    EventVerb::GainsBoosts(c) => {
                        self.w(&format!("gain{s}"));
                        self.comparison(c);
                        self.w("boosts");
                    }
                    EventVerb::GainsStatus(st) => {
                        self.w(&format!("gain{s}"));
                        self.w(st.node.as_str());
                    }
                    EventVerb::BecomesStatus(st) => {
                        self.w(&format!("become{s}"));
                        self.w(st.node.as_str());
                    }
                    EventVerb::GainsCounters { count, counter } => {
                        self.w(&format!("gain{s}"));
                        if *count == Comparison::Exactly(Amount::N(1)) {
                            self.w(&format!("a {counter} counter"));
                        } else {
                            self.comparison(count);
                            self.w(&format!("{counter} counters"));
                        }
                    }
                    EventVerb::MovesForward(t) => {
                        self.w("moves forward");
                        if let Some(t) = t {
                            self.w("due to");
                            self.w(t.as_str());
                        }
                    }
                    EventVerb::FailsToMoveForward => self.w("fails to move forward during Dusk"),
                    EventVerb::DrawsOrResupplies => {
                        self.w(&format!("draw{s} one or more cards or"));
                        self.keyword_action_word("resupply", third);
                    }
                    EventVerb::RollsDice => self.w("roll one or more dice"),
                    EventVerb::RollsThisWay(r) => {
                        self.w("roll a");
                        self.w(&die_range(*r));
                        self.w("this way");
                    }
                    EventVerb::Sacrifices(sel) => {
                        self.w(&format!("sacrifice{s}"));
                        self.selector(sel);
                    }
                    EventVerb::CreatesToken => {
                        self.w(&format!("create{s}"));
                        self.w("a token Character");
                    }
                    EventVerb::Exhausts(sel) => {
                        self.w(&format!("exhaust{}", if third { "es" } else { "" }));
                        self.selector(sel);
                    }
                    EventVerb::RevealsThisWay => self.w("reveal a card this way"),
                    EventVerb::Discards { what, from } => {
                        self.w(if third { "discards" } else { "discard" });
                        self.selector(what);
                        self.w_from_zones(from);
                    }
                    EventVerb::PutsFromTo { what, from, to } => {
                        self.w(if third { "puts" } else { "put" });
                        self.selector(what);
                        self.w("from");
                        self.w(&zone_text(from));
                        self.w("in");
                        self.w(&zone_text(to));
                    }
                    EventVerb::Resupplies => self.keyword_action_word("resupply", third),
                    EventVerb::GoesToDiscard { from } => {
                        self.w(if third {
                            "goes to the discard pile"
                        } else {
                            "go to the discard pile"
                        });
                        self.w_from_zones(from);
                    }
                    EventVerb::CreatesAnyToken { one_or_more } => {
                        self.w(&format!("create{s}"));
                        self.w(if *one_or_more { "one or more tokens" } else { "a token" });
                    }
                    EventVerb::DrawsCards => self.w(&format!("draw{s} one or more cards")),
                    EventVerb::DrawsACard => self.w(&format!("draw{s} a card")),
                    EventVerb::Defects => self.w(&format!("defect{s}")),
                    EventVerb::SwitchesExpeditions => self.w(if third {
                        "switches Expeditions"
                    } else {
                        "switch Expeditions"
                    }),
                    EventVerb::MovesBackward => self.w(if third { "moves backwards" } else { "move backwards" }),
                    EventVerb::LosesStatus(st) => {
                        self.w(&format!("lose{s}"));
                        self.w(st.node.as_str());
                    }
                    EventVerb::MovesForwardDueToAscend => self.w("moves forward due to Ascend"),
                    EventVerb::BecomesFirstPlayer => {
                        self.w(if third { "becomes" } else { "become" });
                        self.w("the first player");
                    }
                    EventVerb::Passes { first } => {
                        self.w(if third { "passes" } else { "pass" });
                        if *first {
                            self.w("first");
                        }
                    }
                }
            }
        }
    }
}
