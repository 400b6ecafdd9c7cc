//! Rendering passive abilities: statements about the game (CR 6.1), prohibitions and replacing modifiers.

use super::*;

impl R {
    pub(super) fn passive(&mut self, p: &Passive) {
        if let Some(c) = &p.condition {
            self.w("If");
            self.condition(&c.node);
            self.w(",");
            // the statement goes on the sentence: `If …, it is Gigantic`, `…, your Reserve …`
            let start = self.out.len() + 1;
            self.statement(&p.statement);
            lowercase_sentence_word(&mut self.out, start);
        } else {
            self.statement(&p.statement);
        }
        // `I gain "…."`: the quote closes the sentence, as printed; `roll a die:` ends the line
        let roll_header = matches!(
            &p.statement,
            Statement::Replacement {
                instead: Sentence::Roll(_),
                ..
            }
        );
        if !matches!(p.statement, Statement::HasAbility { .. }) && !roll_header {
            self.w(".");
        }
    }

    pub(super) fn statement(&mut self, s: &Statement) {
        match s {
            Statement::HasKeyword {
                who,
                keyword,
                also,
                where_x,
                unless,
            } => {
                self.subject_object(who);
                let plural = matches!(who, Object::Select(s) if s.plural);
                self.w(match who {
                    Object::Ref(Referent::This) => "am",
                    _ if plural => "are",
                    _ => "is",
                });
                let mut items = vec![keyword_item(&keyword.node)];
                items.extend(also.iter().map(|k| keyword_item(&k.node)));
                self.w(&join_and(&items, "and"));
                if let Some(q) = where_x {
                    self.w(",");
                    self.w("where X is");
                    self.quantity(q);
                }
                if let Some(u) = unless {
                    self.w("unless");
                    self.condition(&u.node);
                }
            }
            Statement::CostChange { who, more, by, tails } => {
                self.subject_object(who);
                let plural = matches!(who, Object::Select(s) if s.plural) || matches!(who, Object::Ref(Referent::This));
                self.w(if plural { "cost" } else { "costs" });
                self.w(&amount(*by));
                self.w(if *more { "more" } else { "less" });
                for t in tails {
                    match t {
                        CostTail::Minimum(m) => {
                            self.w(",");
                            self.w("down to a minimum of");
                            self.w(&amount(*m));
                        }
                        CostTail::InEmptyExpedition => self.w("to play in an Expedition with no Characters"),
                        CostTail::If(c) => {
                            self.w("if");
                            self.condition(&c.node);
                        }
                        CostTail::Per(sel) => {
                            self.w("per");
                            self.selector(sel);
                        }
                        CostTail::ToPlayFrom(z) => {
                            self.w("to play from");
                            self.w(&zone_text(z));
                        }
                        CostTail::InExpeditionInContact => self.w("in an Expedition that's in contact"),
                        CostTail::WhereX(q) => {
                            self.w(",");
                            self.w("where X is");
                            self.quantity(q);
                        }
                        CostTail::AlsoLessIf { by, condition } => {
                            self.w(",");
                            self.w("and also");
                            self.w(&amount(*by));
                            self.w("less if");
                            self.condition(&condition.node);
                        }
                        CostTail::InExpeditionFacing { count, what } => {
                            self.w("in an Expedition facing");
                            if let Some(n) = count {
                                self.comparison(n);
                            }
                            self.selector(what);
                        }
                    }
                }
            }
            Statement::Cant { who, what } => {
                self.subject_object(who);
                self.w("can't");
                self.statement_cant(what);
            }
            Statement::Replacement {
                would,
                instead,
                mode,
                otherwise,
                then,
            } => {
                self.w("If");
                match &would.who {
                    WouldWho::Me => self.w("I"),
                    WouldWho::You => self.w("you"),
                    WouldWho::MyExpedition => self.w("my Expedition"),
                    WouldWho::Expedition(e) => self.expedition(e),
                    WouldWho::Object(s) => self.selector(s),
                }
                self.w("would");
                match &would.event {
                    WouldEvent::GainStatus(s) => {
                        self.w("gain");
                        self.w(s.as_str());
                    }
                    WouldEvent::Leave {
                        from,
                        during,
                        while_status,
                    } => {
                        self.w("leave");
                        match from {
                            Place::Expedition(e) => self.expedition(e),
                            _ => self.w("the Expedition zone"),
                        }
                        if let Some(d) = during {
                            self.w("during the");
                            self.w(d.node.as_str());
                        }
                        if let Some(s) = while_status {
                            self.w("while I'm");
                            self.w(s.as_str());
                        }
                    }
                    WouldEvent::MoveForward { during_dusk, due_to } => {
                        self.w("move forward");
                        if *during_dusk {
                            self.w("during Dusk");
                        }
                        match due_to {
                            Some(MoveCause::Terrain(t)) => {
                                self.w("due to");
                                self.w(t.as_str());
                            }
                            Some(MoveCause::Ascend) => self.w("due to Ascend"),
                            None => {}
                        }
                    }
                    WouldEvent::GoToReserve { from } => {
                        self.w("go to Reserve from");
                        self.place(from);
                    }
                    WouldEvent::RollADie => self.w("roll a die"),
                    WouldEvent::RollDice => self.w("roll one or more dice"),
                    WouldEvent::Resupply => self.keyword_action_word("resupply", false),
                    WouldEvent::AttemptTo { action, again } => {
                        self.w("attempt to");
                        self.action(action, false);
                        if *again {
                            self.w("again");
                        }
                    }
                }
                self.w(",");
                if *mode == ReplacementMode::Also {
                    self.w("also");
                }
                // the replacement is the middle of a sentence: `…, it moves forward …`
                match instead {
                    Sentence::Do(c) => self.clauses(c, false),
                    // `…, roll a die:` and the results as bullets
                    Sentence::Roll(d) if d.target.is_none() => {
                        self.w("roll a die:");
                        self.outcomes(&d.outcomes);
                        return;
                    }
                    other => self.sentence(other),
                }
                if *mode == ReplacementMode::Instead {
                    self.w("instead");
                }
                if let Some(c) = otherwise {
                    self.w(".");
                    self.lead("If you don't,", c);
                }
                for s in then {
                    self.w(".");
                    self.sentence(s);
                }
                if *mode == ReplacementMode::InsteadAtEnd {
                    self.w("instead");
                }
            }
            Statement::PhaseRules { during, rules } => {
                self.w("During");
                self.w(during.node.as_str());
                self.w(",");
                for (i, r) in rules.iter().enumerate() {
                    if i > 0 {
                        self.w(". Then,");
                    }
                    match r {
                        PhaseRule::DrawOnly(n) => {
                            self.w("draw only");
                            self.w(&number_word(*n));
                            self.w(&format!("card{}", plural_s(*n)));
                        }
                        PhaseRule::InsteadOf { instead, of } => {
                            self.clauses(instead, false);
                            self.w("instead of");
                            self.object(of);
                        }
                    }
                }
            }
            Statement::MayPlay { what, less, minimum } => {
                self.w("You may play");
                self.selector(what);
                if let Some(l) = less {
                    self.w("for");
                    self.w(&amount(*l));
                    self.w("less");
                }
                if let Some(m) = minimum {
                    self.w(",");
                    self.w("down to a minimum of");
                    self.w(&amount(*m));
                }
            }
            Statement::ReserveLimit { whose, increased, by } => {
                match whose {
                    Some(p) => {
                        self.w(&capitalize(possessive(*p)));
                        self.w("Reserve limit is");
                    }
                    None => self.w("All Reserve limits are"),
                }
                self.w(if *increased { "increased by" } else { "reduced by" });
                self.w(&amount(*by));
            }
            Statement::FirstEachAfternoon { what, then } => {
                self.w("The first");
                self.selector(what);
                self.w("each Afternoon");
                self.action(then, true);
            }
            Statement::NotCountedInReserveLimit => self.w("I don't count towards your Reserve limit"),
            Statement::DontPreventMovingForward { who, expedition } => {
                self.selector(who);
                self.w("don't prevent");
                self.expedition(expedition);
                self.w("from moving forward");
            }
            Statement::KeepMoreInReserve { count, if_status } => {
                self.w("You may keep");
                self.w(&number_word(*count));
                self.w(&format!("more card{}", plural_s(*count)));
                self.w("in Reserve during Night");
                if let Some(st) = if_status {
                    self.w("if it's");
                    self.w(st.as_str());
                }
            }
            Statement::AbilitiesCantActivate { triggers, of } => {
                self.w("The");
                self.w(&symbol_list(triggers));
                self.w("abilities of");
                self.selector(of);
                self.w("can't activate");
            }
            Statement::MyStatisticsEqualTo(q) => {
                self.w("My forest, mountain and water are equal to");
                self.quantity(q);
            }
            Statement::StatisticsEqualHighest(who) => {
                self.w("The forest, mountain and water of");
                self.selector(who);
                self.w("are equal to their highest statistic");
            }
            Statement::RegionsAre {
                regions,
                terrain,
                lose_others,
            } => {
                let plural = !matches!(regions, Regions::Mine);
                self.w(match regions {
                    Regions::All => "All regions",
                    Regions::Mine => "My region",
                    Regions::MineAndFacing => "My region and the region of the Expedition facing me",
                });
                self.w(if plural { "are" } else { "is" });
                self.w(terrain.as_str());
                if *lose_others {
                    self.w(if plural {
                        "and lose their other terrains"
                    } else {
                        "and loses its other terrains"
                    });
                }
            }
            Statement::Remain { who, status, during } => {
                let start = self.out.len();
                self.selector(who);
                capitalize_from(&mut self.out, start);
                self.w(if who.plural { "remain" } else { "remains" });
                self.w(status.as_str());
                self.w("during");
                self.w(during.node.as_str());
            }
            Statement::MayPayToReduceMyCost { pay, by } => {
                self.w("You may");
                self.w(&cost(pay));
                self.w("to reduce my cost by");
                self.w(&amount(*by));
            }
            Statement::SupportCounterLimit(extra) => {
                self.w("The Support abilities of cards in Reserve can give them");
                match extra {
                    None => self.w("counters beyond their maximum"),
                    Some(n) => {
                        self.w(&number_word(*n));
                        self.w(&format!("more counter{}", plural_s(*n)));
                        self.w("than their maximum");
                    }
                }
            }
            Statement::IgnoreMyAbilitiesFirstDay => self.w("Ignore my abilities during the first Day"),
            Statement::AlsoConsidered(kinds) => {
                let first_is_vowel = kinds
                    .first()
                    .is_some_and(|k| kind(&k.node, false).starts_with(['A', 'E', 'I', 'O', 'U']));
                self.w(if first_is_vowel {
                    "I'm also considered an"
                } else {
                    "I'm also considered a"
                });
                let ks: Vec<String> = kinds.iter().map(|k| kind(&k.node, false)).collect();
                self.w(&join_and(&ks, "or"));
                self.w(", even when not in play");
            }
            Statement::HasAbility { who, ability } => {
                match who {
                    Object::Select(sel) => {
                        // `Your Characters have: "…"`: the qualifier `you control` is the `Your`
                        let mut rest = sel.clone();
                        rest.qualifiers.retain(|q| *q != Qualifier::YouControl);
                        self.w("Your");
                        self.selector(&rest);
                        self.w("have:");
                    }
                    Object::Ref(_) => self.w("I gain"),
                }
                self.quoted(ability);
            }
            Statement::ExpeditionsCant { expeditions, what } => {
                let start = self.out.len();
                for (i, e) in expeditions.iter().enumerate() {
                    if i > 0 {
                        self.w("and");
                    }
                    self.expedition(e);
                }
                capitalize_from(&mut self.out, start);
                self.w("can't");
                self.statement_cant(what);
            }
            Statement::RegionAlsoTerrain(t) => {
                self.w("My region is");
                self.w(t.as_str());
                self.w("in addition to its other terrains");
            }
            Statement::CanGainAgain { gain, already } => {
                self.w("I can gain");
                self.w(gain.as_str());
                self.w("even if I was already");
                self.w(already.as_str());
            }
            Statement::BeginWithCounters { count, counter } => {
                self.w(&format!("I begin the game with {} {counter} counters", amount(*count)));
            }
        }
    }

    pub(super) fn statement_cant(&mut self, what: &Cant) {
        match what {
            Cant::GainCounters => self.w("gain counters"),
            Cant::GainBoosts => self.w("gain boosts"),
            Cant::CostLessThan(a) => {
                self.w("cost less than");
                self.w(&amount(*a));
            }
            Cant::MoveForward { during, except_due_to } => {
                self.w("move forward");
                match during {
                    Some(Duration::Dusk) => self.w("during Dusk"),
                    Some(_) => self.w("this Day"),
                    None => {}
                }
                if let Some(t) = except_due_to {
                    self.w("except due to");
                    self.w(t.as_str());
                }
            }
            Cant::BePlayed {
                usable_as_mana,
                condition,
            } => {
                self.w("be played");
                if *usable_as_mana {
                    self.w(",");
                    self.w("but I can be used as a Mana Orb");
                }
                if let Some(c) = condition {
                    self.w("if");
                    self.condition(&c.node);
                }
            }
            Cant::Activate => self.w("activate"),
            Cant::MoveBackward => self.w("move backward"),
        }
    }
}
