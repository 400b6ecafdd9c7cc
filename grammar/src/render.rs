//! Rendering: the AST back to canonical text, which parses to the same tree.
//!
//! Canonical words replace the altered.gg markup (`etb` for `{J}`, `exhaust` for `{T}`,
//! `forest` for `{V}`, `Fleeting` for `[[Fleeting]]`, `|` for `—`) and `#…#` is gone.

use crate::ast::*;
use crate::vocab::{plural_subtype, Vocabulary};

/// A region an effect names, in words (CR 3.2.1).
fn region_words(r: RegionRef) -> &'static str {
    match r {
        RegionRef::Target => "target visible region",
        RegionRef::Each => "each visible region",
        RegionRef::Mine => "my region",
    }
}
use std::fmt::Write;

/// The canonical text of a whole card file.
///
/// # Examples
///
/// Rendering gives the canonical text, which parses back to the same card:
///
/// ```
/// use altered_grammar::{parse_card, render_card};
/// let (card, _) = parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n{J} Draw a card.\n",
/// );
/// let card = card.unwrap();
/// let text = render_card(&card);
/// assert!(text.contains("etb Draw a card."), "{text}");
/// assert_eq!(parse_card(&text).0, Some(card));
/// ```
pub fn render_card(card: &Card) -> String {
    let mut out = String::new();
    let h = &card.header;
    if let Some(n) = &h.name {
        let _ = writeln!(out, "name: {}", n.node);
    }
    if let Some(t) = &h.card_type {
        out.push_str("type: ");
        out.push_str(t.node.as_str());
        if let Some(of) = &h.token_of {
            out.push(' ');
            out.push_str(of.node.as_str());
        }
        if !h.subtypes.is_empty() {
            out.push_str(" — ");
            out.push_str(
                &h.subtypes
                    .iter()
                    .map(|s| s.node.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            );
        }
        out.push('\n');
    }
    if let Some(f) = &h.faction {
        let _ = writeln!(out, "faction: {}", f.node);
    }
    if let Some(r) = &h.rarity {
        let _ = writeln!(out, "rarity: {}", r.node);
    } else if let Some(r) = &h.other_rarity {
        let _ = writeln!(out, "rarity: {}", r.node);
    }
    if let Some(c) = &h.cost {
        let _ = writeln!(out, "cost: hand {}, reserve {}", c.node.hand, c.node.reserve);
    }
    if let Some(s) = &h.stats {
        let _ = writeln!(
            out,
            "stats: forest {}, mountain {}, water {}",
            s.node.forest, s.node.mountain, s.node.water
        );
    }
    if let Some(l) = &h.limits {
        let _ = writeln!(
            out,
            "limits: reserve {}, landmarks {}",
            l.node.reserve, l.node.landmarks
        );
    }
    if !h.refs.is_empty() {
        let _ = writeln!(
            out,
            "refs: {}",
            h.refs.iter().map(|r| r.node.to_string()).collect::<Vec<_>>().join(", ")
        );
    }
    if !card.abilities.is_empty() {
        out.push('\n');
        for a in &card.abilities {
            out.push_str(&render_ability(a));
            out.push('\n');
        }
    }
    if !card.support.is_empty() {
        out.push_str("\n--- support ---\n");
        for a in &card.support {
            out.push_str(&render_ability(a));
            out.push('\n');
        }
    }
    out
}

/// The canonical text of one ability: one line, then one line per bullet.
pub fn render_ability(a: &Ability) -> String {
    let mut r = R::default();
    r.kind(&a.kind);
    r.reminder(&a.reminder);
    let mut out = r.out;
    for b in r.bullets {
        out.push('\n');
        out.push_str(&b);
    }
    out
}

#[derive(Default)]
struct R {
    out: String,
    bullets: Vec<String>,
    /// The next clause's subject is the one before it and is not written again.
    elide_subject: bool,
    /// The clause being written is about me (`I lose all my boosts`).
    subject_is_me: bool,
}

fn amount(a: Amount) -> String {
    match a {
        Amount::N(n) => n.to_string(),
        Amount::X => "X".into(),
        Amount::XPlus(n) => format!("X+{n}"),
        Amount::ThatMany => "that many".into(),
    }
}

/// `a` for one of a singular noun, else the number.
fn count_word(a: Amount) -> String {
    match a {
        Amount::N(1) => "a".into(),
        other => amount(other),
    }
}

fn plural_s(a: Amount) -> &'static str {
    if a == Amount::N(1) {
        ""
    } else {
        "s"
    }
}

impl R {
    fn w(&mut self, s: &str) {
        if !self.out.is_empty() && !self.out.ends_with(' ') && !s.starts_with([',', '.', ':', ' ']) {
            self.out.push(' ');
        }
        self.out.push_str(s);
    }

    fn reminder(&mut self, rem: &Option<String>) {
        if let Some(r) = rem {
            self.w(r);
        }
    }

    fn kind(&mut self, k: &AbilityKind) {
        match k {
            AbilityKind::Keywords { items, where_x } => {
                let parts: Vec<String> = items.iter().map(|i| keyword_item(&i.node)).collect();
                self.w(&parts.join(", "));
                if let Some(q) = where_x {
                    self.w(",");
                    self.w("where X is");
                    self.quantity(q);
                }
                self.w(".");
            }
            AbilityKind::Reaction(r) => self.reaction(r),
            AbilityKind::QuickAction(q) => self.quick_action(q),
            AbilityKind::Passive(p) => self.passive(p),
            AbilityKind::Effect(e) => self.effect(e),
        }
    }

    fn reaction(&mut self, r: &Reaction) {
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

    fn event(&mut self, e: &Event) {
        match e {
            Event::GainNthCounter { nth, counter } => {
                let ord = ["first", "second", "third", "fourth", "fifth"][(*nth as usize).clamp(1, 5) - 1];
                self.w(&format!("I gain my {ord} {counter} counter"));
            }
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
                        if matches!(verb, EventVerb::Sacrificed) {
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
                match verb {
                    EventVerb::Sacrificed => self.w("sacrificed"),
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
                        let zs: Vec<String> = from.iter().map(zone_text).collect();
                        self.w(&zs.join(" or "));
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
                    EventVerb::CreatesToken => self.w("create a token Character"),
                    EventVerb::Exhausts(sel) => {
                        self.w(&format!("exhaust{}", if third { "es" } else { "" }));
                        self.selector(sel);
                    }
                    EventVerb::RevealsThisWay => self.w("reveal a card this way"),
                    EventVerb::Discards { what, from } => {
                        self.w(if third { "discards" } else { "discard" });
                        self.selector(what);
                        if !from.is_empty() {
                            self.w("from");
                            let zones: Vec<String> = from.iter().map(zone_text).collect();
                            self.w(&zones.join(" or "));
                        }
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
                    EventVerb::GoesToDiscard => self.w(if third {
                        "goes to the discard pile"
                    } else {
                        "go to the discard pile"
                    }),
                    EventVerb::CreatesAnyToken { one_or_more } => self.w(if *one_or_more {
                        "create one or more tokens"
                    } else {
                        "create a token"
                    }),
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

    /// `the top card of your deck`, `the top two cards of their deck`.
    fn top_of_deck(&mut self, count: Amount, whose: PossessivePlayer) {
        if count == Amount::N(1) {
            self.w("the top card of");
        } else {
            self.w(&format!("the top {} cards of", number_word(count)));
        }
        self.w(possessive(whose));
        self.w("deck");
    }

    fn place(&mut self, p: &Place) {
        match p {
            Place::ExpeditionZone => self.w("the Expedition zone"),
            Place::LandmarkZone => self.w("your Landmark zone"),
            Place::Anywhere => self.w("anywhere"),
            Place::DiscardPile => self.w("the discard pile"),
            Place::Expedition(e) => self.expedition(e),
            Place::ExpeditionsOrLandmarks(e) => {
                self.expedition(e);
                self.w("or Landmarks");
            }
            Place::Zone(z) => self.w(&zone_text(z)),
        }
    }

    fn quick_action(&mut self, q: &QuickAction) {
        let costs: Vec<String> = q.costs.iter().map(|c| cost(&c.node)).collect();
        self.w(&costs.join(", "));
        self.w(":");
        self.effect(&q.effect);
        if let Some(c) = &q.only_if {
            self.w("You can only activate this if");
            self.condition(&c.node);
            self.w(".");
        }
        if let Some(m) = &q.costs_more_if {
            self.w("This action costs");
            self.w(&amount(m.by));
            self.w("more if");
            self.condition(&m.condition.node);
            self.w(".");
        }
    }

    fn passive(&mut self, p: &Passive) {
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

    fn statement(&mut self, s: &Statement) {
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

    fn statement_cant(&mut self, what: &Cant) {
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
        }
    }

    fn subject_object(&mut self, o: &Object) {
        match o {
            Object::Ref(r) => self.w(&capitalize(referent_subject(*r))),
            Object::Select(s) => {
                let mut sub = R::default();
                sub.selector(s);
                self.w(&capitalize(&sub.out));
            }
        }
    }

    fn effect(&mut self, e: &Effect) {
        if e.sentences.is_empty() {
            // A line of reminder text alone: nothing but the reminder is printed.
            return;
        }
        for (i, s) in e.sentences.iter().enumerate() {
            if i > 0 {
                self.w(".");
                if matches!(s, Sentence::Depending(_)) {
                    self.w("Then,");
                }
            }
            self.sentence(s);
        }
        let ends_in_header = matches!(
            e.sentences.last(),
            Some(Sentence::Choose(_) | Sentence::Roll(_) | Sentence::Depending(_))
        );
        if !ends_in_header {
            self.w(".");
        }
    }

    fn sentence(&mut self, s: &Sentence) {
        match s {
            Sentence::Do(c) => self.clauses(c, true),
            Sentence::IfYouDo(c) => self.lead("If you do,", c),
            Sentence::IfItDoes(c) => self.lead("If it does,", c),
            Sentence::IfItDoesnt(c) => self.lead("If it doesn't,", c),
            Sentence::IfTheyDo(c) => self.lead("If they do,", c),
            Sentence::IfTheyDont(c) => self.lead("If they don't,", c),
            Sentence::IfYouDont(c) => self.lead("If you don't,", c),
            Sentence::IfYouCant(c) => self.lead("If you can't,", c),
            Sentence::IfThisWay { what, then } => {
                self.w("If you");
                match what {
                    ThisWay::Discarded(sel) => {
                        self.w("discarded");
                        self.selector(sel);
                    }
                    ThisWay::PutInReserve(sel) => {
                        self.w("put");
                        self.selector(sel);
                        self.w("in Reserve");
                    }
                }
                self.lead("this way,", then);
            }
            Sentence::Otherwise(c) => self.lead("Otherwise,", c),
            Sentence::If {
                condition,
                then,
                otherwise,
            } => {
                self.w("If");
                self.condition(&condition.node);
                self.w(",");
                self.clauses(then, false);
                if let Some(o) = otherwise {
                    self.w(",");
                    self.w("otherwise");
                    self.clauses(o, false);
                }
            }
            Sentence::Unless { condition, then } => {
                self.w("Unless");
                self.condition(&condition.node);
                self.w(",");
                self.clauses(then, false);
            }
            Sentence::Then(c) => self.lead("Then,", c),
            Sentence::OnRoll { range, then } => {
                self.w("On a");
                self.w(&die_range(*range));
                self.w(",");
                self.clauses(then, false);
            }
            Sentence::AlternativeCost {
                what,
                from,
                pay,
                instead_of,
            } => {
                self.w("If you would play");
                self.selector(what);
                if let Some(z) = from {
                    self.w("from");
                    self.w(&zone_text(z));
                }
                self.w("this way, you may pay its");
                self.w(printed_number(*pay));
                self.w("instead of its");
                self.w(printed_number(*instead_of));
            }
            Sentence::ForEach { each, then } => {
                self.w("For each");
                self.selector(each);
                self.w(",");
                self.clauses(then, false);
            }
            Sentence::Choose(c) => {
                match &c.count {
                    ChooseCount::Exactly(a) => {
                        self.w("Choose");
                        self.w(&number_word(*a));
                    }
                    ChooseCount::UpTo(a) => {
                        self.w("Choose up to");
                        self.w(&number_word(*a));
                    }
                    ChooseCount::OneOrBoth => self.w("Choose one or both"),
                    ChooseCount::DoTimes(a) => {
                        self.w("Do the following");
                        self.w(&number_word(*a));
                        self.w("times");
                    }
                }
                if let Some(q) = &c.where_x {
                    self.w(",");
                    self.w("where X is");
                    self.quantity(q);
                }
                if c.repeatable {
                    self.w(".");
                    self.w("You may pick the same option multiple times");
                }
                if let Some(cond) = &c.both_if {
                    self.w(".");
                    self.w("If");
                    self.condition(&cond.node);
                    self.w(",");
                    self.w("you may choose both");
                }
                self.w(":");
                for o in &c.options {
                    let mut r = R::default();
                    r.kind(&o.kind);
                    r.reminder(&o.reminder);
                    self.bullets.push(format!("• {}", r.out));
                    self.bullets.extend(r.bullets);
                }
            }
            Sentence::StartingWithYou(c) => self.lead("Starting with you,", c),
            Sentence::AfterRest(effect) => {
                self.w("After Rest:");
                for (i, s) in effect.sentences.iter().enumerate() {
                    if i > 0 {
                        self.w(".");
                    }
                    self.sentence(s);
                }
            }
            Sentence::When { trigger, effect } => {
                self.w("When");
                if let Trigger::Event(e) = &trigger.node {
                    self.event(e);
                }
                self.w("|");
                for (i, s) in effect.sentences.iter().enumerate() {
                    if i > 0 {
                        self.w(".");
                    }
                    self.sentence(s);
                }
            }
            Sentence::Depending(d) => {
                self.w(if self.out.ends_with("Then,") {
                    "depending on"
                } else {
                    "Depending on"
                });
                self.quantity(&d.on);
                self.w(":");
                self.outcomes(&d.outcomes);
            }
            Sentence::Roll(d) => {
                match &d.target {
                    Some(t) if t.before_roll => {
                        self.w("Target");
                        self.selector(&t.selector);
                        self.w(",");
                        self.w("then roll a die");
                    }
                    Some(t) => {
                        self.w("Roll a die, then target");
                        self.selector(&t.selector);
                    }
                    None => self.w("Roll a die"),
                }
                self.w(".");
                self.w("On a:");
                self.outcomes(&d.outcomes);
            }
        }
    }

    /// `it's a Spell`, `it's an Artist or Song`, `it's a Character with a base statistic of 0`.
    fn it_is(&mut self, kinds: &[Spanned<Kind>], qualifiers: &[Qualifier]) {
        // `it's in your Reserve`, `it's facing me`: only what is said after the noun
        if kinds.is_empty() {
            self.w("it's");
            for q in qualifiers {
                self.qualifier(q);
            }
            return;
        }
        let first_is_vowel = kinds
            .first()
            .map(|k| kind(&k.node, false).starts_with(['A', 'E', 'I', 'O', 'U']))
            .unwrap_or(false);
        self.w(if first_is_vowel { "it's an" } else { "it's a" });
        let ks: Vec<String> = kinds.iter().map(|k| kind(&k.node, false)).collect();
        self.w(&join_and(&ks, "or"));
        for q in qualifiers {
            self.qualifier(q);
        }
    }

    fn outcomes(&mut self, outcomes: &[DieOutcome]) {
        for o in outcomes {
            let mut r = R::default();
            r.effect(&o.effect);
            if o.instead {
                // `• 4+: it moves forward one more region instead.`
                if r.out.ends_with('.') {
                    r.out.pop();
                }
                r.w("instead.");
            }
            r.reminder(&o.reminder);
            self.bullets.push(format!("• {}: {}", die_range(o.range), r.out));
        }
    }

    fn lead(&mut self, lead: &str, c: &Clauses) {
        self.w(lead);
        self.clauses(c, false);
    }

    fn clauses(&mut self, c: &Clauses, capital: bool) {
        for (i, link) in c.links.iter().enumerate() {
            match link.joiner {
                Joiner::First => {}
                Joiner::And => self.w("and"),
                Joiner::Then => {
                    self.w(",");
                    self.w("then");
                }
                Joiner::Or => self.w("or"),
                Joiner::Otherwise => {
                    self.w(",");
                    self.w("otherwise");
                }
            }
            // a subject said once serves the clauses after it: `…, then draws 3 cards`
            let shared = i > 0
                && link.clause.node.subject.is_some()
                && link.clause.node.subject == c.links[i - 1].clause.node.subject;
            self.elide_subject = shared;
            self.clause(&link.clause.node, capital && i == 0);
            self.elide_subject = false;
        }
        if let Some(q) = &c.where_x {
            self.w(",");
            self.w("where X is");
            self.quantity(q);
        }
        if let Some(m) = c.max {
            self.w(",");
            self.w("up to a max of");
            self.w(&amount(m));
        }
    }

    fn clause(&mut self, c: &Clause, capital: bool) {
        let start = self.out.len();
        self.subject_is_me = matches!(c.subject, Some(Subject::Object(Object::Ref(Referent::This))));
        let third = match &c.subject {
            None => false,
            Some(Subject::Player(p)) => {
                self.w(player(*p));
                !matches!(p, PlayerRef::You | PlayerRef::YourOpponents)
            }
            Some(Subject::Object(Object::Ref(r))) => {
                self.w(referent_subject(*r));
                !matches!(
                    r,
                    Referent::This | Referent::EarlierAll | Referent::MeAndEarlier | Referent::TheOthers
                )
            }
            Some(Subject::Expedition(e)) => {
                self.expedition(e);
                true
            }
            Some(Subject::Object(Object::Select(s))) => {
                self.selector(s);
                !s.plural
            }
        };
        if self.elide_subject && third && !c.may {
            // the verb still agrees with it, which is how it is read back: `…, then draws 3
            // cards` (a bare `gain` would read as `you gain`)
            self.out.truncate(start);
        }
        if c.each {
            self.w("each");
        }
        if c.may {
            self.w("may");
        }
        let third = third && !c.may;
        self.action(&c.action, third);
        if let Some(per) = &c.per {
            self.w("per");
            self.selector(per);
        }
        if let Some(p) = &c.purpose {
            self.w("to");
            self.clause(p, false);
        }
        if capital {
            capitalize_from(&mut self.out, start);
        }
    }

    fn verb(&mut self, base: &str, third: bool) {
        if third {
            let v = if base.ends_with("sh") || base.ends_with('s') || base.ends_with("ch") {
                format!("{base}es")
            } else {
                format!("{base}s")
            };
            self.w(&v);
        } else {
            self.w(base);
        }
    }

    /// `forest`, `forest and mountain`, `forest, mountain or water` (CR 3.2.1.d).
    fn marker_terrains(&mut self, terrains: &MarkerTerrains) {
        let (list, joiner) = match terrains {
            MarkerTerrains::All(l) => (l, "and"),
            MarkerTerrains::OneOf(l) => (l, "or"),
        };
        for (i, t) in list.iter().enumerate() {
            if i > 0 {
                self.w(if i + 1 == list.len() { joiner } else { "," });
            }
            self.w(t.as_str());
        }
    }

    fn action(&mut self, a: &Action, third: bool) {
        match a {
            Action::Draw(n) => {
                self.verb("draw", third);
                self.w(&count_word(*n));
                self.w(&format!("card{}", plural_s(*n)));
            }
            Action::DrawIt => {
                self.verb("draw", third);
                self.w("it");
            }
            Action::Gain { gains, loses, one_of } => {
                self.verb("gain", third);
                if *one_of {
                    self.gainables_or(gains);
                } else {
                    self.gainables(gains);
                }
                if !loses.is_empty() {
                    self.w("and");
                    self.verb("lose", third);
                    self.gainables(loses);
                }
            }
            Action::Lose { loses, gains } => {
                self.verb("lose", third);
                self.gainables(loses);
                if !gains.is_empty() {
                    self.w("and");
                    self.verb("gain", third);
                    self.gainables(gains);
                }
            }
            Action::LoseAllBoosts => {
                self.verb("lose", third);
                self.w(if self.subject_is_me {
                    "all my boosts"
                } else {
                    "all its boosts"
                });
            }
            Action::Create(c) => {
                self.verb("create", third);
                if c.count != Amount::N(1) {
                    self.w(&amount(c.count));
                } else if c.token.name.node.starts_with(['A', 'E', 'I', 'O', 'U']) {
                    self.w("an");
                } else {
                    self.w("a");
                }
                self.token(&c.token, c.count != Amount::N(1));
                if let Some(d) = &c.destination {
                    self.token_destination(d);
                }
                if let Some(sel) = &c.per {
                    self.w("per");
                    self.selector(sel);
                }
                if c.after_rest {
                    self.w("after Rest");
                }
            }
            Action::SendToReserve(o) => {
                self.verb("send", third);
                self.object(o);
                self.w("to Reserve");
            }
            Action::SendToDeckPosition(o) => {
                self.verb("send", third);
                self.object(o);
                self.w("to the Xth position of its owner's deck");
            }
            Action::SendTo { what, to } => {
                self.verb("send", third);
                self.object(what);
                self.w("to");
                self.w(&zone_text(to));
            }
            Action::Discard { what, from } => {
                self.verb("discard", third);
                self.object(what);
                if let Some(z) = from {
                    self.w("from");
                    self.w(&zone_text(z));
                }
            }
            Action::DrawThatMany => self.w("draw that many cards"),
            Action::DiscardHand {
                whose,
                and_reserve,
                reserve_only,
            } => {
                self.verb("discard", third);
                self.w(possessive(*whose));
                self.w(if *reserve_only { "Reserve" } else { "hand" });
                if *and_reserve {
                    self.w("and");
                    self.w(possessive(*whose));
                    self.w("Reserve");
                }
            }
            Action::DiscardTop { count, whose } => {
                self.verb("discard", third);
                self.top_of_deck(*count, *whose);
            }
            Action::Sacrifice(o) => {
                self.verb("sacrifice", third);
                self.object(o);
            }
            Action::Return { what, from, top_of, to } => {
                self.verb("return", third);
                self.object(what);
                if let Some(z) = from {
                    self.w("from");
                    self.w(&zone_text(z));
                }
                self.w("to");
                if *top_of {
                    self.w("the top of");
                }
                self.w(&zone_text(to));
            }
            Action::Exhaust(o) => {
                self.verb("exhaust", third);
                self.object(o);
            }
            Action::Ready(o) => {
                self.w("ready");
                self.object(o);
            }
            Action::Keyword(k) => self.keyword_action(k, third),
            Action::Defined(name) => self.w(&name.node),
            Action::Move { forward, regions, more } => {
                self.w(if *forward { "moves forward" } else { "moves backwards" });
                self.w(&number_word(*regions));
                if *more {
                    self.w("more");
                }
                self.w(if *regions == Amount::N(1) { "region" } else { "regions" });
            }
            Action::SwitchExpeditions => {
                self.verb("switch", third);
                self.w("Expeditions");
            }
            Action::Put {
                what,
                to,
                as_exhausted_orb,
            } => {
                self.verb("put", third);
                match what {
                    PutWhat::TopOfDeck { count, whose } => self.top_of_deck(*count, *whose),
                    PutWhat::Object { what, from } => {
                        self.object(what);
                        if let Some(z) = from {
                            self.w("from");
                            self.w(&zone_text(z));
                        }
                    }
                }
                self.w("in");
                self.w(&zone_text(to));
                match as_exhausted_orb {
                    Some(true) => self.w("(as an exhausted Mana Orb)"),
                    Some(false) => self.w("as a ready Mana Orb"),
                    None => {}
                }
            }
            Action::Play {
                immediately,
                what,
                price,
            } => {
                if *immediately {
                    self.w("immediately");
                }
                self.w("play");
                self.object(what);
                match price {
                    Some(PlayPrice::Free) => self.w("for free"),
                    Some(PlayPrice::Less(n)) => {
                        self.w("for");
                        self.w(&amount(*n));
                        self.w("less");
                    }
                    None => {}
                }
            }
            Action::Activate { triggers, of } => {
                self.verb("activate", third);
                self.w(if of.is_some() { "the" } else { "its" });
                self.w(&symbol_list(triggers));
                self.w("abilities");
                if let Some(o) = of {
                    self.w("of");
                    self.object(o);
                }
            }
            Action::Exchange { this, with } => {
                self.w("exchange");
                self.object(this);
                self.w("with");
                self.object(with);
            }
            Action::Reveal { count, whose, look } => {
                self.w(if *look { "look at" } else { "reveal" });
                if *count == Amount::N(1) {
                    self.w("the top card of");
                } else {
                    self.w(&format!("the top {} cards of", number_word(*count)));
                }
                self.w(possessive(*whose));
                self.w("deck");
            }
            Action::RollDie => self.w("roll a die"),
            Action::Pay(mana) => {
                self.w("pay");
                self.w(&amount(*mana));
            }
            Action::Spend(spend) => {
                self.w("spend");
                self.spend(spend);
            }
            Action::Give { to, gains } => {
                self.w("give");
                self.object(to);
                self.gainables(gains);
            }
            Action::Have { who, clause } => {
                self.w("have");
                self.object(who);
                self.clause(clause, false);
            }
            Action::Target(s) => {
                self.verb("target", third);
                self.selector(s);
            }
            Action::RemoveCounters { count, boosts, from } => {
                self.w("remove");
                match count {
                    None => self.w("all"),
                    Some(ChooseCount::UpTo(n)) => {
                        self.w("up to");
                        self.w(&amount(*n));
                    }
                    Some(ChooseCount::Exactly(n) | ChooseCount::DoTimes(n)) => self.w(&amount(*n)),
                    // not a count of counters: no removal lowers to it
                    Some(ChooseCount::OneOrBoth) => self.w("one or both"),
                }
                self.w(if *boosts { "boosts from" } else { "counters from" });
                self.object(from);
            }
            Action::DoubleBoosts(o) => {
                self.w("double the number of boosts on");
                self.object(o);
            }
            Action::WinTheGame => self.w("win the game"),
            Action::Pass => self.w(if third { "passes" } else { "pass" }),
            Action::PlaceTerrainMarker { terrains, on } => {
                self.verb("place", third);
                self.w("a");
                self.marker_terrains(terrains);
                self.w("Terrain Marker on");
                self.w(region_words(*on));
            }
            Action::MoveTerrainMarker { terrains, from, to } => {
                self.verb("move", third);
                self.w("a");
                if let Some(t) = terrains {
                    self.marker_terrains(t);
                }
                self.w("Terrain Marker from");
                self.w(from.map_or("any region", region_words));
                self.w("to");
                self.w(region_words(*to));
            }
            Action::BecomeFirstPlayer => self.w(if third {
                "becomes the first player"
            } else {
                "become the first player"
            }),
            Action::RevealCard(o) => {
                self.verb("reveal", third);
                self.object(o);
            }
            Action::Twice(a) => {
                self.action(a, third);
                self.w("twice");
            }
            Action::Join(e) => {
                self.verb("join", third);
                self.expedition(e);
            }
            Action::DoesNotMove => self.w(if third { "doesn't move" } else { "don't move" }),
            Action::TakeControl(o) => {
                self.verb("take", third);
                self.w("control of");
                self.object(o);
            }
            Action::MoveExpedition {
                which,
                forward,
                regions,
            } => {
                self.verb("move", third);
                self.expedition(which);
                self.w(if *forward { "forward" } else { "backwards" });
                self.w(&number_word(*regions));
                self.w(if *regions == Amount::N(1) { "region" } else { "regions" });
            }
            Action::ActivateOneOf(triggers) => {
                self.verb("activate", third);
                self.w("one of its");
                self.w(&symbol_list(triggers));
                self.w("abilities");
            }
            Action::CreateOne(d) => {
                self.verb("create", third);
                self.w("one");
                self.token_destination(d);
            }
            Action::Choose(sel) => {
                self.verb("choose", third);
                self.selector(sel);
            }
            Action::PutInExpedition { what, to } => {
                self.verb("put", third);
                self.object(what);
                self.w("in");
                self.expedition(to);
            }
            Action::ReduceCost { next, duration: d, by } => {
                self.verb("reduce", third);
                match next {
                    None => self.w("my cost"),
                    Some(sel) => {
                        self.w("the cost of the next");
                        self.selector(sel);
                        if let Some(d) = d {
                            self.w(duration(*d));
                        }
                    }
                }
                self.w("by");
                self.w(&amount(*by));
            }
            Action::CreateOnly(n) => {
                self.verb("create", third);
                self.w("only");
                self.w(&number_word(*n));
            }
            Action::ExchangeBoostsWith { of, with } => {
                self.verb("exchange", third);
                self.w(match of {
                    Object::Ref(Referent::This) => "my boosts with",
                    _ => "its boosts with",
                });
                self.object(with);
            }
            Action::ExchangeBoosts => {
                self.verb("exchange", third);
                self.w("their boosts");
            }
            Action::RollExtraAndIgnoreOne(n) => {
                self.verb("roll", third);
                self.w("that many dice plus");
                self.w(&number_word(*n));
                self.w("and ignore the roll of your choice");
            }
            Action::ModifyResult(n) => {
                self.verb("add", third);
                self.w(&amount(*n));
                self.w("to its result");
            }
            Action::Distribute { boosts, among } => {
                self.verb("distribute", third);
                self.w(&amount(*boosts));
                self.w("boosts among");
                self.object(among);
            }
            Action::DoItAgain => {
                self.verb("do", third);
                self.w("it again");
            }
            Action::NextCosts {
                next,
                duration: d,
                less,
                minimum,
            } => {
                self.w("the next");
                self.selector(next);
                self.w(duration(*d));
                match less {
                    Some(n) => {
                        self.w("costs");
                        self.w(&amount(*n));
                        self.w("less");
                    }
                    None => self.w("is free"),
                }
                if let Some(m) = minimum {
                    self.w(",");
                    self.w("down to a minimum of");
                    self.w(&amount(*m));
                }
            }
            Action::NextGets {
                first,
                next,
                duration: d,
                then,
            } => {
                self.w(if *first { "the first" } else { "the next" });
                self.selector(next);
                if let Some(d) = d {
                    self.w(duration(*d));
                }
                self.action(then, true);
            }
        }
    }

    fn spend(&mut self, s: &Spend) {
        self.w(&amount(s.count));
        match &s.what {
            SpendWhat::MyBoosts => self.w("of my boosts"),
            SpendWhat::MyCounters(c) => self.w(&format!("of my {c} counters")),
            SpendWhat::CounterFromControlledOrReserve => self.w("counter from a card you control or in your Reserve"),
            SpendWhat::CounterFromReserveOrLandmarks => self.w("counter from a card in your Reserve or Landmarks"),
            SpendWhat::BoostsFrom(o) => {
                self.w(if s.count == Amount::N(1) {
                    "boost from"
                } else {
                    "boosts from"
                });
                self.object(o);
            }
        }
    }

    /// A keyword action's word as the table spells it (`vocab::KEYWORD_ACTIONS`).
    fn keyword_action_word(&mut self, rule: &str, third: bool) {
        let k = crate::vocab::keyword_action(rule);
        self.w(if third {
            k.third_person.unwrap_or(k.spelling)
        } else {
            k.spelling
        });
    }

    fn keyword_action(&mut self, k: &KeywordAction, third: bool) {
        match k {
            KeywordAction::Resupply => self.keyword_action_word("resupply", third),
            KeywordAction::ResupplyIt => {
                self.keyword_action_word("resupply", third);
                self.w("it");
            }
            KeywordAction::ExhaustedResupply => self.keyword_action_word("exhausted_resupply", third),
            KeywordAction::Sabotage { after_rest, what } => {
                self.keyword_action_word("sabotage", third);
                if let Some(s) = what {
                    self.selector(s);
                }
                if *after_rest {
                    self.w("after Rest");
                }
            }
            KeywordAction::Augment(o) => {
                self.keyword_action_word("augment", third);
                self.object(o);
            }
            KeywordAction::AfterYou => self.keyword_action_word("after_you", third),
            KeywordAction::Defect => self.keyword_action_word("defect", third),
            KeywordAction::Ascend => self.keyword_action_word("ascend", third),
            KeywordAction::Rush(what) => {
                self.keyword_action_word("rush", third);
                if let Some(o) = what {
                    self.object(o);
                }
            }
        }
    }

    fn token_destination(&mut self, d: &TokenDestination) {
        match d {
            TokenDestination::In(e) => {
                self.w("in");
                self.expedition(e);
            }
            TokenDestination::InIt => self.w("in it"),
            TokenDestination::Landmarks(whose) => {
                self.w("in");
                self.w(possessive(*whose));
                self.w("Landmarks");
            }
            TokenDestination::Distributed => {
                self.w(",");
                self.w("distributed as you choose among any number of target Expeditions");
            }
        }
    }

    fn token(&mut self, t: &TokenTemplate, plural: bool) {
        match t.stats {
            Some(s) => self.w(&format!("{} {}/{}/{}", t.name.node, s.forest, s.mountain, s.water)),
            None => self.w(&format!("[{}]", t.name.node)),
        }
        for s in &t.subtypes {
            self.w(&s.node);
        }
        self.w(if plural { "tokens" } else { "token" });
        for a in &t.abilities {
            self.w("with");
            self.quoted(a);
        }
    }

    fn quoted(&mut self, a: &Ability) {
        let text = render_ability(a);
        self.w(&format!("\"{text}\""));
    }

    fn gainables(&mut self, g: &[Spanned<Gainable>]) {
        self.gainable_list(g, "and");
    }

    /// `Fleeting, Anchored or Asleep`: one of them.
    fn gainables_or(&mut self, g: &[Spanned<Gainable>]) {
        self.gainable_list(g, "or");
    }

    fn gainable_list(&mut self, g: &[Spanned<Gainable>], last: &str) {
        let parts: Vec<String> = g
            .iter()
            .map(|x| {
                let mut r = R::default();
                r.gainable(&x.node);
                r.out
            })
            .collect();
        self.w(&join_and(&parts, last));
    }

    fn gainable(&mut self, g: &Gainable) {
        match g {
            Gainable::Boosts { count, per } => {
                self.w(&format!("{} boost{}", amount(*count), plural_s(*count)));
                if let Some(p) = per {
                    self.w("per");
                    self.selector(p);
                }
            }
            Gainable::Counters { count, counter, per } => {
                self.w(&format!("{} {counter} counter{}", amount(*count), plural_s(*count)));
                if let Some(p) = per {
                    self.w("per");
                    self.selector(p);
                }
            }
            Gainable::Status(s) => self.w(s.as_str()),
            Gainable::Keyword(k) => self.w(&keyword(k)),
            Gainable::Ability(a) => self.quoted(a),
            Gainable::SubtypesOfIt => self.w("its sub-types"),
        }
    }

    fn object(&mut self, o: &Object) {
        match o {
            Object::Ref(r) => self.w(referent_object(*r)),
            Object::Select(s) => self.selector(s),
        }
    }

    fn selector(&mut self, s: &Selector) {
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
        for a in &s.adjectives {
            match a {
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
                Adjective::NonKind(k) => self.w(&format!("non-{}", kind(k, false))),
                Adjective::Random => self.w("random"),
            }
        }
        let kinds: Vec<String> = s.kinds.iter().map(|k| kind(&k.node, s.plural)).collect();
        self.w(&join_and(&kinds, "or"));
        for q in &s.qualifiers {
            self.qualifier(q);
        }
        for alt in &s.alternatives {
            self.w("or");
            self.selector(alt);
        }
    }

    fn qualifier(&mut self, q: &Qualifier) {
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
                self.w(if *highest { "highest" } else { "lowest" });
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

    fn expedition(&mut self, e: &ExpeditionRef) {
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
            ExpeditionRef::Of { whose, which } => {
                self.w(possessive(*whose));
                match which {
                    Some(ExpeditionRole::Hero) => self.w("Hero"),
                    Some(ExpeditionRole::Companion) => self.w("Companion"),
                    None => {}
                }
                ("Expedition", None)
            }
        };
        self.w(text);
        if let Some(s) = q {
            self.w("that's");
            self.w(standing_text(*s));
        }
    }

    fn comparison(&mut self, c: &Comparison) {
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

    fn quantity(&mut self, q: &Quantity) {
        match q {
            Quantity::Result => self.w("the result"),
            Quantity::FinalResult => self.w("the final result"),
            Quantity::MyCounters(c) => self.w(&format!("my number of {c} counters")),
            Quantity::NumberOf(s) => {
                self.w("the number of");
                self.selector(s);
            }
            Quantity::NumberOfCounters(c) => self.w(&format!("the number of {c} counters")),
            Quantity::HandCostOf(s) => {
                self.w("the Hand Cost of");
                self.selector(s);
            }
            Quantity::RegionsBetweenHeroAndCompanion => self.w("the number of regions between your Hero and Companion"),
            Quantity::EachOfMyBoosts => self.w("each of my boosts"),
            Quantity::BoostsRemovedThisWay => self.w("the number of boosts removed this way"),
            Quantity::Statistic { its, which } => {
                self.w(if *its { "its" } else { "my" });
                match which {
                    WhichStatistic::Highest => self.w("highest statistic"),
                    WhichStatistic::Lowest => self.w("lowest statistic"),
                    WhichStatistic::Of(t) => self.w(t.as_str()),
                }
            }
        }
    }

    /// What something is, after `I'm`, `it is`, `my Expedition is`, `your Expeditions are`.
    fn is_what(&mut self, what: &IsWhat) {
        match what {
            IsWhat::InTerrain(t) => {
                self.w("in");
                self.w(t.as_str());
            }
            IsWhat::Status(s) => self.w(s.as_str()),
            IsWhat::Ready => self.w("ready"),
            IsWhat::Keyword(k) => self.w(&keyword(k)),
            IsWhat::InContact => self.w("in contact"),
            IsWhat::InSingleTerrainRegion => self.w("in a single-terrain region"),
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

    fn condition(&mut self, c: &Condition) {
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
            Condition::YouHaveCardsInReserve(n) => {
                self.w("you have");
                self.comparison(n);
                self.w("cards in Reserve");
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

/// Lowercases the word at `start` if it is capitalised only for starting a sentence
/// (`It`, `Your`, `The`, …), not a name, a card type or a status, which keep their capital.
fn lowercase_sentence_word(out: &mut String, start: usize) {
    const SENTENCE_WORDS: [&str; 14] = [
        "It", "Its", "Your", "The", "All", "My", "You", "Each", "Target", "Up", "Any", "They", "Their", "Another",
    ];
    let Some(rest) = out.get(start..) else {
        return;
    };
    let word = rest.split(|c: char| !c.is_alphabetic()).next().unwrap_or("");
    if SENTENCE_WORDS.contains(&word) {
        let lower = word.to_lowercase();
        out.replace_range(start..start + word.len(), &lower);
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn capitalize_from(out: &mut String, start: usize) {
    let rest = out[start..].trim_start();
    let offset = out.len() - rest.len();
    let cap = capitalize(rest);
    out.truncate(offset);
    out.push_str(&cap);
}

fn join_and(parts: &[String], word: &str) -> String {
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => format!("{} {word} {}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

fn number_word(a: Amount) -> String {
    match a {
        Amount::N(n @ 1..=10) => [
            "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        ][n as usize - 1]
            .into(),
        other => amount(other),
    }
}

fn count_article(n: Amount, s: &Selector) -> String {
    if n == Amount::N(1) && !s.plural {
        let first = s
            .adjectives
            .first()
            .map(|a| match a {
                Adjective::Other | Adjective::Another => "o".to_string(),
                Adjective::Non(_) | Adjective::NonStatus(_) | Adjective::NonKind(_) => "n".into(),
                Adjective::Token => "t".into(),
                Adjective::Ready | Adjective::Random => "r".into(),
                // `a [Defender] Character`
                Adjective::Keyword(_) => "[".into(),
                Adjective::Statuses(l) => l.first().map(|x| x.as_str().to_string()).unwrap_or_default(),
            })
            .or_else(|| s.kinds.first().map(|k| kind(&k.node, false)))
            .unwrap_or_default();
        if first.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) {
            "an".into()
        } else {
            "a".into()
        }
    } else {
        number_word(n)
    }
}

fn symbol(s: SymbolTrigger) -> &'static str {
    match s {
        SymbolTrigger::Etb => "etb",
        SymbolTrigger::Hand => "hand",
        SymbolTrigger::Reserve => "reserve",
    }
}

fn symbol_list(t: &[SymbolTrigger]) -> String {
    let parts: Vec<String> = t.iter().map(|s| symbol(*s).to_string()).collect();
    join_and(&parts, "and")
}

/// `my Expedition is`, `each of your Expeditions is`: the subject of a condition on
/// Expeditions, with its verb.
fn expedition_subject(which: ExpeditionSubject) -> &'static str {
    match which {
        ExpeditionSubject::Mine => "my Expedition is",
        ExpeditionSubject::Its => "its Expedition is",
        ExpeditionSubject::EachOfYours => "each of your Expeditions is",
        ExpeditionSubject::YourHero => "your Hero Expedition is",
        ExpeditionSubject::YourCompanion => "your Companion Expedition is",
    }
}

fn keyword(k: &Keyword) -> String {
    match k.param {
        Some(p) => format!("{} {}", k.name.as_str(), amount(p)),
        None => k.name.as_str().to_string(),
    }
}

fn keyword_item(k: &KeywordItem) -> String {
    match k {
        KeywordItem::Status(s) => s.as_str().to_string(),
        KeywordItem::Keyword(k) => keyword(k),
    }
}

fn cost(c: &Cost) -> String {
    match c {
        Cost::Exhaust => "exhaust".into(),
        Cost::Support => "support".into(),
        Cost::Mana(a) => amount(*a),
        Cost::Spend(s) => {
            let mut r = R::default();
            r.w("spend");
            r.spend(s);
            r.out
        }
        Cost::Discard(s) => {
            let mut r = R::default();
            r.w("discard");
            r.selector(s);
            r.out
        }
        Cost::Sacrifice(o) => {
            let mut r = R::default();
            r.w("sacrifice");
            r.object(o);
            r.out
        }
    }
}

fn die_range(r: DieRange) -> String {
    match r {
        DieRange::Between(a, b) => format!("{a}-{b}"),
        DieRange::AtLeast(a) => format!("{a}+"),
        DieRange::Exactly(a) => a.to_string(),
    }
}

fn duration(d: Duration) -> &'static str {
    match d {
        Duration::ThisTurn => "this turn",
        Duration::ThisAfternoon => "this Afternoon",
        Duration::EachAfternoon => "each Afternoon",
        Duration::ThisDay => "this Day",
        Duration::Dusk => "during Dusk",
    }
}

/// A cost (CR 2.2.7-2.2.9) or a statistic (CR 2.2.11) by its name.
fn printed_number(of: Superlative) -> &'static str {
    match of {
        Superlative::Cost(CostName::Base) => "Base Cost",
        Superlative::Cost(CostName::Reserve) => "Reserve Cost",
        Superlative::HandCost => "Hand Cost",
        Superlative::Statistic(t) => t.as_str(),
    }
}

fn kind(k: &Kind, plural: bool) -> String {
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

fn player(p: PlayerRef) -> &'static str {
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
    }
}

fn possessive(p: PossessivePlayer) -> &'static str {
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

fn zone_text(z: &ZoneRef) -> String {
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

fn referent_subject(r: Referent) -> &'static str {
    match r {
        Referent::This => "I",
        Referent::TriggerObject | Referent::Earlier => "it",
        Referent::EarlierAll => "they",
        Referent::MeAndEarlier => "we both",
        Referent::TheOthers => "the others",
        Referent::TheOther => "the other",
        Referent::OneOfThem => "one",
    }
}

fn referent_object(r: Referent) -> &'static str {
    match r {
        Referent::This => "me",
        Referent::TriggerObject | Referent::Earlier => "it",
        Referent::EarlierAll => "them",
        Referent::MeAndEarlier => "us both",
        Referent::TheOthers => "the others",
        Referent::TheOther => "the other",
        Referent::OneOfThem => "one",
    }
}

fn ability_symbol(s: AbilitySymbol) -> &'static str {
    match s {
        AbilitySymbol::Support => "support",
        AbilitySymbol::Exhaust => "exhaust",
    }
}

/// How a standing (CR 7.5.2) is written.
fn standing_text(s: Standing) -> &'static str {
    match s {
        Standing::Behind => "behind",
        Standing::Ahead => "ahead",
        Standing::BehindOrTied => "behind or tied",
        Standing::Tied => "tied",
        Standing::AheadOrTied => "ahead or tied",
    }
}
