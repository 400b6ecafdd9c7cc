//! Rendering effects: sentences, clauses and the actions they perform (CR 6.5, 7.3).

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

impl R {
    /// `the top card of your deck`, `the top two cards of their deck`.
    /// `the top of`, `the bottom of`: an end of a Deck.
    fn deck_end(&mut self, top: bool, bottom: bool) {
        if top {
            self.w("the top of");
        } else if bottom {
            self.w("the bottom of");
        }
    }

    pub(super) fn top_of_deck(&mut self, count: Amount, whose: PossessivePlayer) {
        if count == Amount::N(1) {
            self.w("the top card of");
        } else {
            self.w(&format!("the top {} cards of", number_word(count)));
        }
        self.w(possessive(whose));
        self.w("deck");
    }

    pub(super) fn place(&mut self, p: &Place) {
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

    pub(super) fn subject_object(&mut self, o: &Object) {
        match o {
            Object::Ref(r) => self.w(&capitalize(referent_subject(*r))),
            Object::Select(s) => {
                let mut sub = R::default();
                sub.selector(s);
                self.w(&capitalize(&sub.out));
            }
        }
    }

    pub(super) fn effect(&mut self, e: &Effect) {
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

    pub(super) fn sentence(&mut self, s: &Sentence) {
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
            Sentence::Instead { condition, then } => {
                self.w("If");
                self.condition(&condition.node);
                self.w(",");
                self.clauses(then, false);
                self.w("instead");
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
    pub(super) fn it_is(&mut self, kinds: &[Spanned<Kind>], qualifiers: &[Qualifier]) {
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

    pub(super) fn outcomes(&mut self, outcomes: &[DieOutcome]) {
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

    pub(super) fn lead(&mut self, lead: &str, c: &Clauses) {
        self.w(lead);
        self.clauses(c, false);
    }

    pub(super) fn clauses(&mut self, c: &Clauses, capital: bool) {
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

    pub(super) fn clause(&mut self, c: &Clause, capital: bool) {
        let start = self.out.len();
        self.subject_is_me = matches!(c.subject, Some(Subject::Object(Object::Ref(Referent::This))));
        self.subject_own = match &c.subject {
            Some(Subject::Object(Object::Ref(Referent::This)))
            | None
            | Some(Subject::Player(_) | Subject::Expedition(_)) => None,
            Some(Subject::Object(Object::Ref(Referent::EarlierAll | Referent::MeAndEarlier | Referent::TheOthers))) => {
                Some("their")
            }
            Some(Subject::Object(Object::Select(s))) if s.plural => Some("their"),
            Some(Subject::Object(_)) => Some("its"),
        };
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
            self.per(per);
        }
        if let Some(p) = &c.purpose {
            self.w("to");
            self.clause(p, false);
        }
        if capital {
            capitalize_from(&mut self.out, start);
        }
    }

    pub(super) fn verb(&mut self, base: &str, third: bool) {
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

    pub(super) fn action(&mut self, a: &Action, third: bool) {
        match a {
            Action::Draw { .. }
            | Action::DrawIt
            | Action::SendToReserve { .. }
            | Action::SendToDeckPosition { .. }
            | Action::SendTo { .. }
            | Action::ShuffleInto { .. }
            | Action::Discard { .. }
            | Action::DrawThatMany
            | Action::DiscardHand { .. }
            | Action::DiscardTop { .. }
            | Action::Sacrifice { .. }
            | Action::Return { .. }
            | Action::Put { .. }
            | Action::Play { .. }
            | Action::Exchange { .. }
            | Action::Reveal { .. }
            | Action::RevealCard { .. }
            | Action::Join { .. }
            | Action::TakeControl { .. }
            | Action::PutInExpedition { .. } => self.moving_action(a, third),
            Action::Gain { .. }
            | Action::Lose { .. }
            | Action::Cant { .. }
            | Action::LoseAllStatuses
            | Action::Exhaust { .. }
            | Action::Ready { .. } => self.statuses_action(a, third),
            Action::LoseAllBoosts
            | Action::Spend { .. }
            | Action::Give { .. }
            | Action::RemoveCounters { .. }
            | Action::DoubleBoosts { .. }
            | Action::DoubleCounters { .. }
            | Action::ExchangeBoostsWith { .. }
            | Action::ExchangeBoosts
            | Action::ExchangeBoostsOf { .. }
            | Action::Distribute { .. } => self.counters_action(a, third),
            Action::Create { .. } | Action::CreateOne { .. } | Action::CreateOnly { .. } => {
                self.tokens_action(a, third)
            }
            Action::Keyword { .. } | Action::Defined { .. } | Action::Twice { .. } => self.keywords_action(a, third),
            Action::Move { .. }
            | Action::SwitchExpeditions
            | Action::PlaceTerrainMarker { .. }
            | Action::MoveTerrainMarker { .. }
            | Action::DoesNotMove
            | Action::MoveExpedition { .. } => self.expeditions_action(a, third),
            Action::Activate { .. }
            | Action::ActivateOneOf { .. }
            | Action::ReduceCost { .. }
            | Action::DoItAgain
            | Action::NextCosts { .. }
            | Action::NextGets { .. } => self.abilities_action(a, third),
            Action::RollDie
            | Action::Pay { .. }
            | Action::Have { .. }
            | Action::WinTheGame
            | Action::Pass
            | Action::BecomeFirstPlayer
            | Action::RollExtraAndIgnoreOne { .. }
            | Action::ModifyResult { .. } => self.players_action(a, third),
            Action::Target { .. } | Action::Choose { .. } => self.choices_action(a, third),
        }
    }

    pub(super) fn spend(&mut self, s: &Spend) {
        self.spend_of(s, "my");
    }

    /// What is spent, `whose` (`my`, `its`) the counters of the one spending them.
    fn spend_of(&mut self, s: &Spend, whose: &str) {
        self.w(&amount(s.count));
        match &s.what {
            SpendWhat::MyBoosts => self.w(&format!("of {whose} boosts")),
            SpendWhat::MyCounters(c) => self.w(&format!("of {whose} {c} counters")),
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
    pub(super) fn keyword_action_word(&mut self, rule: &str, third: bool) {
        let k = crate::vocab::keyword_action(rule);
        self.w(if third {
            k.third_person.unwrap_or(k.spelling)
        } else {
            k.spelling
        });
    }

    pub(super) fn keyword_action(&mut self, k: &KeywordAction, third: bool) {
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

    pub(super) fn token_destination(&mut self, d: &TokenDestination) {
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

    pub(super) fn token(&mut self, t: &TokenTemplate, plural: bool) {
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

    pub(super) fn gainables(&mut self, g: &[Spanned<Gainable>]) {
        self.gainable_list(g, "and");
    }

    /// `Fleeting, Anchored or Asleep`: one of them.
    pub(super) fn gainables_or(&mut self, g: &[Spanned<Gainable>]) {
        self.gainable_list(g, "or");
    }

    pub(super) fn gainable_list(&mut self, g: &[Spanned<Gainable>], last: &str) {
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

    /// `per Plant you control`; `for each of my boosts`.
    pub(super) fn per(&mut self, per: &Per) {
        match per {
            Per::Each(sel) => {
                self.w("per");
                self.selector(sel);
            }
            Per::Counters { its, counter } => {
                self.w("for each of");
                self.w(if *its { "its" } else { "my" });
                match counter {
                    Some(c) => self.w(&format!("{c} counters")),
                    None => self.w("boosts"),
                }
            }
        }
    }

    pub(super) fn gainable(&mut self, g: &Gainable) {
        match g {
            Gainable::Boosts { count, per } => {
                self.w(&format!("{} boost{}", amount(*count), plural_s(*count)));
                if let Some(p) = per {
                    self.per(p);
                }
            }
            Gainable::Counters { count, counter, per } => {
                self.w(&format!("{} {counter} counter{}", amount(*count), plural_s(*count)));
                if let Some(p) = per {
                    self.per(p);
                }
            }
            Gainable::Status(s) => self.w(s.as_str()),
            Gainable::Keyword(k) => self.w(&keyword(k)),
            Gainable::Ability(a) => self.quoted(a),
            Gainable::SubtypesOfIt => self.w("its sub-types"),
        }
    }
}

pub(super) fn duration(d: Duration) -> &'static str {
    match d {
        Duration::ThisTurn => "this turn",
        Duration::ThisAfternoon => "this Afternoon",
        Duration::EachAfternoon => "each Afternoon",
        Duration::ThisDay => "this Day",
        Duration::Dusk => "during Dusk",
    }
}
