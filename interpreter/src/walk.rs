//! A read-only walk over a card's tree, for checks that look for a kind of node wherever
//! it is written: in the ability box, the support box, a quoted ability
//! (`Gainable::Ability`, a token's `with "…"`), or an option of `Choose one:`.
//!
//! Every match below is exhaustive, with no `_ =>` arm: when the grammar gains a variant
//! that holds a selector, an effect or an ability, the compiler points here.

use altered_grammar::{
    Ability, AbilityKind, Action, Adjective, Cant, Card, Clause, Clauses, Comparison, Condition, Cost, CostTail,
    Determiner, Effect, Event, EventSubject, EventVerb, Gainable, Keyword, KeywordAction, KeywordItem, Kind, Object,
    Passive, PutWhat, Qualifier, Quantity, Reaction, Selector, Sentence, Span, Spanned, Statement, Subject,
    TokenTemplate, Trigger, WouldEvent, WouldWho,
};

/// Where an ability is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AbilityPlace {
    /// A top-level ability of the ability box.
    Main,
    /// A top-level ability of the support box.
    Support,
    /// A quoted ability given to something (`gains "…"`, a token's `with "…"`): it
    /// belongs to another object, wherever that is.
    Quoted,
    /// An option of `Choose one:`: part of the ability above it.
    ChooseOption,
}

/// Callbacks of a walk. Each is called on the way down, before the node's children; the
/// defaults do nothing, so a check overrides only what it looks for.
pub(crate) trait Visitor {
    /// Every ability, top-level or nested.
    fn ability(&mut self, _ability: &Ability, _place: AbilityPlace) {}
    /// Every noun phrase.
    fn selector(&mut self, _selector: &Selector) {}
    /// Every noun of a noun phrase, and the kinds of `it's a Spell`.
    fn kind(&mut self, _kind: &Spanned<Kind>) {}
    /// Every token template of a `create`.
    fn token(&mut self, _token: &TokenTemplate) {}
    /// Every keyword ability: on a keyword line, gained or lost, or stated by a passive
    /// (`Characters you control are Tough 1`). `span` covers the keyword as written.
    fn keyword(&mut self, _keyword: &Keyword, _span: Span) {}
    /// Every keyword a declaration defines (`Mend.`), as written.
    fn defined(&mut self, _name: &Spanned<String>) {}
    /// Every keyword action of the rules (CR 7.3) the grammar reads itself (`Sabotage`).
    fn keyword_action(&mut self, _action: &KeywordAction) {}
}

/// Walks the ability box, then the support box.
pub(crate) fn walk_card(card: &Card, v: &mut impl Visitor) {
    for a in &card.abilities {
        walk_ability(a, AbilityPlace::Main, v);
    }
    for a in &card.support {
        walk_ability(a, AbilityPlace::Support, v);
    }
}

/// Walks one ability and everything inside it.
pub(crate) fn walk_ability(a: &Ability, place: AbilityPlace, v: &mut impl Visitor) {
    v.ability(a, place);
    match &a.kind {
        AbilityKind::Keywords { items, where_x } => {
            for item in items {
                keyword_item(item, v);
            }
            if let Some(q) = where_x {
                quantity(q, v);
            }
        }
        AbilityKind::Reaction(r) => reaction(r, v),
        AbilityKind::QuickAction(q) => {
            for c in &q.costs {
                cost(&c.node, v);
            }
            effect(&q.effect, v);
            if let Some(c) = &q.only_if {
                condition(&c.node, v);
            }
            if let Some(m) = &q.costs_more_if {
                condition(&m.condition.node, v);
            }
        }
        AbilityKind::Passive(p) => passive(p, v),
        AbilityKind::Effect(e) => effect(e, v),
        // A template added to the grammar before it is walked here: its parts are not
        // visited, and `compile_ability` reports it as having no behaviour.
        _ => {}
    }
}

fn keyword_item(item: &Spanned<KeywordItem>, v: &mut impl Visitor) {
    match &item.node {
        KeywordItem::Status(_) => {}
        KeywordItem::Keyword(k) => v.keyword(k, item.span),
    }
}

fn reaction(r: &Reaction, v: &mut impl Visitor) {
    match &r.trigger.node {
        Trigger::Symbol(_) | Trigger::Phase(_) => {}
        Trigger::Event(e) => event(e, v),
        Trigger::Defined(name) => v.defined(name),
    }
    if let Some(c) = &r.condition {
        condition(&c.node, v);
    }
    effect(&r.effect, v);
}

fn event(e: &Event, v: &mut impl Visitor) {
    match e {
        Event::GainNthCounter { .. } | Event::AbilityActivated { .. } | Event::TerrainMarker { .. } => {}
        Event::Subject { subject, verb } => {
            match subject {
                EventSubject::Me
                | EventSubject::Player(_)
                | EventSubject::OneOfYourExpeditions
                | EventSubject::APlayer
                | EventSubject::MyExpedition
                | EventSubject::Expedition(_) => {}
                EventSubject::Object(s) | EventSubject::OneOrMore(s) => selector(s, v),
            }
            match verb {
                EventVerb::Plays(s) | EventVerb::Sacrifices(s) | EventVerb::Exhausts(s) => selector(s, v),
                EventVerb::GainsBoosts(c) | EventVerb::GainsCounters { count: c, .. } => comparison(c, v),
                EventVerb::Sacrificed
                | EventVerb::Discarded { .. }
                | EventVerb::Exhausted
                | EventVerb::Joins(_)
                | EventVerb::Leaves { .. }
                | EventVerb::GoesToReserve(_)
                | EventVerb::GoesFromTo { .. }
                | EventVerb::GainsStatus(_)
                | EventVerb::BecomesStatus(_)
                | EventVerb::MovesForward(_)
                | EventVerb::FailsToMoveForward
                | EventVerb::DrawsOrResupplies
                | EventVerb::RollsDice
                | EventVerb::RollsThisWay(_)
                | EventVerb::CreatesToken
                | EventVerb::RevealsThisWay
                | EventVerb::Passes { .. }
                | EventVerb::BecomesFirstPlayer
                | EventVerb::Resupplies
                | EventVerb::GoesToDiscard { .. }
                | EventVerb::CreatesAnyToken { .. }
                | EventVerb::DrawsCards
                | EventVerb::DrawsACard
                | EventVerb::Defects
                | EventVerb::SwitchesExpeditions
                | EventVerb::MovesBackward
                | EventVerb::LosesStatus(_)
                | EventVerb::Augmented
                | EventVerb::Created
                | EventVerb::PerformsKeywordAction { what: None, .. }
                | EventVerb::MovesForwardDueToAscend => {}
                EventVerb::PerformsKeywordAction { what: Some(s), .. } => selector(s, v),
                EventVerb::Discards { what, .. } | EventVerb::PutsFromTo { what, .. } => selector(what, v),
            }
        }
    }
}

fn cost(c: &Cost, v: &mut impl Visitor) {
    match c {
        Cost::Exhaust | Cost::Support | Cost::Mana(_) | Cost::Spend(_) => {}
        Cost::Discard(s) => selector(s, v),
        Cost::Sacrifice(o) => object(o, v),
    }
}

fn effect(e: &Effect, v: &mut impl Visitor) {
    for s in &e.sentences {
        sentence(s, v);
    }
}

fn sentence(s: &Sentence, v: &mut impl Visitor) {
    match s {
        Sentence::AlternativeCost { what, .. } => selector(what, v),
        Sentence::Do(c)
        | Sentence::IfYouDo(c)
        | Sentence::IfYouDont(c)
        | Sentence::IfItDoes(c)
        | Sentence::IfItDoesnt(c)
        | Sentence::IfTheyDo(c)
        | Sentence::IfTheyDont(c)
        | Sentence::IfYouCant(c)
        | Sentence::IfThisWay { then: c, .. }
        | Sentence::Otherwise(c)
        | Sentence::Then(c)
        | Sentence::StartingWithYou(c)
        | Sentence::OnRoll { then: c, .. } => clauses(c, v),
        Sentence::If {
            condition: cond,
            then,
            otherwise,
        } => {
            condition(&cond.node, v);
            clauses(then, v);
            if let Some(o) = otherwise {
                clauses(o, v);
            }
        }
        Sentence::Unless { condition: cond, then } | Sentence::Instead { condition: cond, then } => {
            condition(&cond.node, v);
            clauses(then, v);
        }
        Sentence::ForEach { each, then } => {
            selector(each, v);
            clauses(then, v);
        }
        Sentence::Choose(c) => {
            for o in &c.options {
                walk_ability(o, AbilityPlace::ChooseOption, v);
            }
        }
        Sentence::Roll(r) => {
            if let Some(t) = &r.target {
                selector(&t.selector, v);
            }
            for o in &r.outcomes {
                effect(&o.effect, v);
            }
        }
        Sentence::AfterRest(e) => effect(e, v),
        Sentence::When { trigger, effect: e } => {
            if let Trigger::Event(ev) = &trigger.node {
                event(ev, v);
            }
            effect(e, v);
        }
        Sentence::Depending(d) => {
            quantity(&d.on, v);
            for o in &d.outcomes {
                effect(&o.effect, v);
            }
        }
    }
}

fn clauses(c: &Clauses, v: &mut impl Visitor) {
    for link in &c.links {
        clause(&link.clause.node, v);
    }
    if let Some(q) = &c.where_x {
        quantity(q, v);
    }
}

fn clause(c: &Clause, v: &mut impl Visitor) {
    // Destructured, so that a field added to `Clause` is walked or said to hold nothing.
    let Clause {
        subject,
        each: _,
        may: _,
        action: what,
        purpose,
        per,
    } = c;
    match subject {
        None | Some(Subject::Player(_) | Subject::Expedition(_)) => {}
        Some(Subject::Object(o)) => object(o, v),
    }
    action(what, v);
    // `You may spend 1 of my boosts to discard target Character`: what the clause buys
    // is written like any clause, with its own noun phrases and tokens.
    if let Some(p) = purpose {
        clause(p, v);
    }
    if let Some(altered_grammar::Per::Each(per)) = per {
        selector(per, v);
    }
}

fn action(a: &Action, v: &mut impl Visitor) {
    match a {
        Action::Gain { gains, loses, .. } | Action::Lose { loses, gains, .. } => {
            for g in gains.iter().chain(loses) {
                gainable(g, v);
            }
        }
        Action::Cant { what, .. } => cant(what, v),
        Action::Create(c) => {
            token(&c.token, v);
            if let Some(altered_grammar::Per::Each(s)) = &c.per {
                selector(s, v);
            }
        }
        Action::Choose(s) => selector(s, v),
        Action::PutInExpedition { what: o, .. } | Action::Distribute { among: o, .. } => object(o, v),
        Action::ReduceCost { next, .. } => {
            if let Some(s) = next {
                selector(s, v);
            }
        }
        Action::SendToReserve(o)
        | Action::SendToDeckPosition(o)
        | Action::Sacrifice(o)
        | Action::Exhaust(o)
        | Action::Ready(o)
        | Action::DoubleBoosts(o)
        | Action::DoubleCounters { on: o, .. }
        | Action::ExchangeBoostsOf(o)
        | Action::TakeControl(o)
        | Action::Return { what: o, .. }
        | Action::SendTo { what: o, .. }
        | Action::ShuffleInto { what: o, .. }
        | Action::RemoveCounters { from: o, .. } => object(o, v),
        Action::Discard { what, .. } => object(what, v),
        Action::Keyword(k) => keyword_action(k, v),
        Action::Defined(name) => v.defined(name),
        Action::Put { what, .. } => match what {
            PutWhat::TopOfDeck { .. } => {}
            PutWhat::Object { what, .. } => object(what, v),
        },
        Action::Play { what, .. } | Action::RevealCard(what) => object(what, v),
        Action::Twice(a) => action(a, v),
        Action::Activate { of, .. } => {
            if let Some(o) = of {
                object(o, v);
            }
        }
        Action::Exchange { this, with } | Action::ExchangeBoostsWith { of: this, with } => {
            object(this, v);
            object(with, v);
        }
        Action::Give { to, gains } => {
            object(to, v);
            for g in gains {
                gainable(g, v);
            }
        }
        Action::Have { who, clause: c } => {
            object(who, v);
            clause(c, v);
        }
        Action::Target(s) => selector(s, v),
        Action::NextCosts { next, .. } => selector(next, v),
        Action::NextGets { next, then, .. } => {
            selector(next, v);
            action(then, v);
        }
        Action::Draw(_)
        | Action::DrawIt
        | Action::DrawThatMany
        | Action::Pay(_)
        | Action::Spend(_)
        | Action::LoseAllBoosts
        | Action::LoseAllStatuses
        | Action::DiscardHand { .. }
        | Action::DiscardTop { .. }
        | Action::Move { .. }
        | Action::SwitchExpeditions
        | Action::Reveal { .. }
        | Action::RollDie
        | Action::WinTheGame
        | Action::Pass
        | Action::PlaceTerrainMarker { .. }
        | Action::MoveTerrainMarker { .. }
        | Action::BecomeFirstPlayer
        | Action::Join(_)
        | Action::MoveExpedition { .. }
        | Action::DoesNotMove
        | Action::ActivateOneOf(_)
        | Action::CreateOne(_)
        | Action::CreateOnly(_)
        | Action::ExchangeBoosts
        | Action::RollExtraAndIgnoreOne(_)
        | Action::ModifyResult(_)
        | Action::DoItAgain => {}
    }
}

fn keyword_action(k: &KeywordAction, v: &mut impl Visitor) {
    v.keyword_action(k);
    match k {
        KeywordAction::Augment(o) | KeywordAction::Rush(Some(o)) => object(o, v),
        KeywordAction::Sabotage { what: Some(s), .. } => selector(s, v),
        KeywordAction::Resupply
        | KeywordAction::ResupplyIt
        | KeywordAction::ExhaustedResupply
        | KeywordAction::Sabotage { what: None, .. }
        | KeywordAction::AfterYou
        | KeywordAction::Ascend
        | KeywordAction::Defect
        | KeywordAction::Rush(None) => {}
    }
}

fn token(t: &TokenTemplate, v: &mut impl Visitor) {
    v.token(t);
    for a in &t.abilities {
        walk_ability(a, AbilityPlace::Quoted, v);
    }
}

fn gainable(g: &Spanned<Gainable>, v: &mut impl Visitor) {
    match &g.node {
        Gainable::Boosts { per, .. } | Gainable::Counters { per, .. } => {
            if let Some(altered_grammar::Per::Each(s)) = per {
                selector(s, v);
            }
        }
        Gainable::Status(_) | Gainable::SubtypesOfIt => {}
        Gainable::Keyword(k) => v.keyword(k, g.span),
        Gainable::Ability(a) => walk_ability(a, AbilityPlace::Quoted, v),
    }
}

fn object(o: &Object, v: &mut impl Visitor) {
    match o {
        Object::Ref(_) => {}
        Object::Select(s) => selector(s, v),
    }
}

fn selector(s: &Selector, v: &mut impl Visitor) {
    v.selector(s);
    match &s.determiner {
        None
        | Some(
            Determiner::Target(_)
            | Determiner::UpTo { .. }
            | Determiner::AnyNumber { .. }
            | Determiner::AnotherTarget
            | Determiner::Each
            | Determiner::All
            | Determiner::Count(_)
            | Determiner::OfYour(_)
            | Determiner::The,
        ) => {}
    }
    for a in &s.adjectives {
        match a {
            Adjective::Other
            | Adjective::Another
            | Adjective::Non(_)
            | Adjective::Token
            | Adjective::Ready
            | Adjective::Statuses(_)
            | Adjective::NonStatus(_)
            | Adjective::NonKind(_)
            | Adjective::Random => {}
            Adjective::Keyword(k) | Adjective::NonKeyword(k) => v.keyword(k, s.span),
        }
    }
    for k in &s.kinds {
        v.kind(k);
    }
    for q in &s.qualifiers {
        qualifier(q, v);
    }
    for alt in &s.alternatives {
        selector(alt, v);
    }
}

fn qualifier(q: &Qualifier, v: &mut impl Visitor) {
    match q {
        Qualifier::HandCost { cmp, .. } | Qualifier::TotalStatistic { cmp, .. } | Qualifier::Statistic { cmp, .. } => {
            comparison(cmp, v)
        }
        Qualifier::Superlative { .. }
        | Qualifier::Compared { .. }
        | Qualifier::WithMyName
        | Qualifier::YouControl
        | Qualifier::YouDontControl
        | Qualifier::ControlledBy(_)
        | Qualifier::ControlledByPlayer(_)
        | Qualifier::InPlay
        | Qualifier::InPlayOrReserve
        | Qualifier::InZone(_)
        | Qualifier::InExpedition(_)
        | Qualifier::InTerrain(_)
        | Qualifier::InRegion(_)
        | Qualifier::FacingMe
        | Qualifier::BaseStatisticZero
        | Qualifier::NoStatisticOver(_)
        | Qualifier::WithCounters
        | Qualifier::FromZone(_)
        | Qualifier::Standing(_)
        | Qualifier::ThatYouPlay
        | Qualifier::YouPlay { .. }
        | Qualifier::YouControlOrInYourReserve
        | Qualifier::AmongThese
        | Qualifier::PlayedBy(_)
        | Qualifier::PlayedFrom(_)
        | Qualifier::InIt
        | Qualifier::OtherThanMe
        | Qualifier::YouPlayedThisTurn
        | Qualifier::StatisticAtMostMine(_)
        // `with Tough`: the keyword named, with any number (no parameter to check)
        | Qualifier::WithKeyword(_)
        | Qualifier::WithAbility { .. } => {}
        Qualifier::Cost { cmp, .. } | Qualifier::Counted { cmp, .. } => comparison(cmp, v),
        Qualifier::InAnyOf(places) => {
            for q in places {
                qualifier(q, v);
            }
        }
    }
}

fn comparison(c: &Comparison, v: &mut impl Visitor) {
    match c {
        Comparison::Relative { to, .. } => quantity(to, v),
        Comparison::AtLeast(_)
        | Comparison::AtMost(_)
        | Comparison::LessThan(_)
        | Comparison::MoreThan(_)
        | Comparison::Exactly(_) => {}
    }
}

fn quantity(q: &Quantity, v: &mut impl Visitor) {
    match q {
        Quantity::NumberOf(s) | Quantity::HandCostOf(s) => selector(s, v),
        Quantity::Half { of, .. } => quantity(of, v),
        Quantity::Result
        | Quantity::FinalResult
        | Quantity::MyCounters(_)
        | Quantity::NumberOfCounters(_)
        | Quantity::RegionsBetweenHeroAndCompanion
        | Quantity::MyBoosts
        | Quantity::BoostsRemovedThisWay
        | Quantity::Statistic { .. } => {}
    }
}

fn condition(c: &Condition, v: &mut impl Visitor) {
    match c {
        Condition::Defined(name) => v.defined(name),
        Condition::AnyOf(parts) => {
            for part in parts {
                condition(&part.node, v);
            }
        }
        Condition::Control { count, what } => {
            if let Some(cmp) = count {
                comparison(cmp, v);
            }
            for s in what {
                selector(s, v);
            }
        }
        Condition::ThereAre { count, what } => {
            if let Some(cmp) = count {
                comparison(cmp, v);
            }
            selector(what, v);
        }
        Condition::IHave { count: cmp, .. }
        | Condition::Has { count: cmp, .. }
        | Condition::YouHaveManaOrbs(cmp)
        | Condition::YouHaveCardsIn { count: cmp, .. } => comparison(cmp, v),
        Condition::Among { count, among, .. } => {
            comparison(count, v);
            selector(among, v);
        }
        Condition::ItIsKind(kinds) => {
            for k in kinds {
                v.kind(k);
            }
        }
        Condition::ItIsQualified { kinds, qualifiers } => {
            for k in kinds {
                v.kind(k);
            }
            for q in qualifiers {
                qualifier(q, v);
            }
        }
        Condition::ControlsMore { what, .. } => selector(what, v),
        Condition::OfChosen { what, cond } => {
            selector(what, v);
            condition(cond, v);
        }
        Condition::FirstPlayer
        | Condition::HasPassed { .. }
        | Condition::MarkerInMyRegion { .. }
        | Condition::YourTurn { .. }
        | Condition::PhaseNow { .. }
        | Condition::FewerCardsInReserveThan(_)
        | Condition::ZoneEmpty(_)
        | Condition::ExpeditionStanding { .. }
        | Condition::ExpeditionStatus { .. }
        | Condition::ExpeditionIs { .. }
        | Condition::Is { .. }
        | Condition::OnlyOneCharacterInMyExpedition
        | Condition::ItsHandCostIsResult
        | Condition::NotFirstPlayer
        | Condition::YouControlIt
        | Condition::InTerrainWhereBaseStatisticZero(_)
        | Condition::ResultIs(_)
        | Condition::YouPlayItFrom(_)
        | Condition::ExpeditionIn { .. }
        | Condition::YourExpeditions { .. }
        | Condition::YouDiscardedThisTurn(_)
        | Condition::AbilityActivatedThisTurn { .. }
        | Condition::FewerCardsInHandThan(_) => {}
        Condition::Facing { count, what } => {
            if let Some(cmp) = count {
                comparison(cmp, v);
            }
            selector(what, v);
        }
        Condition::YouPlayedThisTurn(s) | Condition::YouPlayedThisWay(s) => selector(s, v),
        Condition::SingleTerrainRegionsVisible(cmp) => comparison(cmp, v),
        Condition::OpponentControls { count, what } => {
            if let Some(cmp) = count {
                comparison(cmp, v);
            }
            selector(what, v);
        }
        Condition::ItsBaseCost(cmp) | Condition::Statistic { cmp, .. } => comparison(cmp, v),
        Condition::XHigherThanHandCostOf(o) => object(o, v),
        Condition::ItsHandCost(cmp) | Condition::ItsReserveCost(cmp) => comparison(cmp, v),
    }
}

fn passive(p: &Passive, v: &mut impl Visitor) {
    if let Some(c) = &p.condition {
        condition(&c.node, v);
    }
    match &p.statement {
        Statement::HasKeyword {
            who,
            keyword,
            also,
            where_x,
            unless,
        } => {
            object(who, v);
            keyword_item(keyword, v);
            for k in also {
                keyword_item(k, v);
            }
            if let Some(q) = where_x {
                quantity(q, v);
            }
            if let Some(c) = unless {
                condition(&c.node, v);
            }
        }
        Statement::CostChange { who, tails, .. } => {
            object(who, v);
            for t in tails {
                match t {
                    CostTail::If(c) => condition(&c.node, v),
                    CostTail::Per(altered_grammar::Per::Each(s)) => selector(s, v),
                    CostTail::Per(altered_grammar::Per::Counters { .. }) => {}
                    CostTail::WhereX(q) => quantity(q, v),
                    CostTail::Minimum(_)
                    | CostTail::InEmptyExpedition
                    | CostTail::ToPlayFrom(_)
                    | CostTail::InExpeditionInContact => {}
                    CostTail::AlsoLessIf { condition: c, .. } => condition(&c.node, v),
                    CostTail::InExpeditionFacing { what, .. } => selector(what, v),
                }
            }
        }
        Statement::Cant { who, what } => {
            object(who, v);
            cant(what, v);
        }
        Statement::ExpeditionsCant { what, .. } => cant(what, v),
        Statement::Ignore { of, .. } => {
            if let Some(of) = of {
                selector(of, v);
            }
        }
        Statement::DontPreventMovingForward { who, .. }
        | Statement::AbilitiesCantActivate { of: who, .. }
        | Statement::StatisticsEqualHighest(who)
        | Statement::Remain { who, .. } => selector(who, v),
        Statement::MayPayToReduceMyCost { pay, .. } => cost(pay, v),
        Statement::MyStatisticsEqualTo(q) => quantity(q, v),
        Statement::HasAbility { who, ability } => {
            object(who, v);
            walk_ability(ability, AbilityPlace::Quoted, v);
        }
        Statement::KeepMoreInReserve { .. }
        | Statement::RegionsAre { .. }
        | Statement::SupportCounterLimit(_)
        | Statement::IgnoreMyAbilitiesFirstDay => {}
        Statement::Replacement {
            would,
            instead,
            otherwise,
            then,
            ..
        } => {
            match &would.who {
                WouldWho::Me | WouldWho::You | WouldWho::MyExpedition | WouldWho::Expedition(_) => {}
                WouldWho::Object(s) => selector(s, v),
            }
            match &would.event {
                WouldEvent::GainStatus(_)
                | WouldEvent::Leave { .. }
                | WouldEvent::MoveForward { .. }
                | WouldEvent::GoToReserve { .. }
                | WouldEvent::RollADie
                | WouldEvent::RollDice
                | WouldEvent::Resupply => {}
                WouldEvent::AttemptTo { action: a, .. } => action(a, v),
            }
            sentence(instead, v);
            if let Some(c) = otherwise {
                clauses(c, v);
            }
            for s in then {
                sentence(s, v);
            }
        }
        Statement::PhaseRules { rules, .. } => {
            for r in rules {
                match r {
                    altered_grammar::PhaseRule::DrawOnly(_) => {}
                    altered_grammar::PhaseRule::InsteadOf { instead, of } => {
                        clauses(instead, v);
                        object(of, v);
                    }
                }
            }
        }
        Statement::MayPlay { what, .. } => selector(what, v),
        Statement::FirstEachAfternoon { what, then } => {
            selector(what, v);
            action(then, v);
        }
        Statement::ReserveLimit { .. }
        | Statement::NotCountedInReserveLimit
        | Statement::RegionAlsoTerrain(_)
        | Statement::BeginWithCounters { .. }
        | Statement::CanGainAgain { .. } => {}
        Statement::AlsoConsidered(kinds) => {
            for k in kinds {
                v.kind(k);
            }
        }
    }
}

fn cant(what: &Cant, v: &mut impl Visitor) {
    match what {
        Cant::BePlayed { condition: Some(c), .. } => condition(&c.node, v),
        Cant::BePlayed { condition: None, .. }
        | Cant::GainCounters
        | Cant::GainBoosts
        | Cant::CostLessThan(_)
        | Cant::MoveForward { .. }
        | Cant::Activate
        | Cant::MoveBackward => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default)]
    struct Count {
        abilities: Vec<AbilityPlace>,
        selectors: usize,
        kinds: Vec<String>,
        tokens: Vec<String>,
        keywords: usize,
    }

    impl Visitor for Count {
        fn ability(&mut self, _: &Ability, place: AbilityPlace) {
            self.abilities.push(place);
        }
        fn selector(&mut self, _: &Selector) {
            self.selectors += 1;
        }
        fn kind(&mut self, kind: &Spanned<Kind>) {
            self.kinds.push(format!("{:?}", kind.node));
        }
        fn token(&mut self, token: &TokenTemplate) {
            self.tokens.push(token.name.node.clone());
        }
        fn keyword(&mut self, _: &Keyword, _: Span) {
            self.keywords += 1;
        }
    }

    fn walk(source: &str) -> Count {
        let (card, errors) = altered_grammar::parse_card(source);
        assert!(errors.is_empty(), "{errors:?}");
        let mut count = Count::default();
        walk_card(&card.expect("card"), &mut count);
        count
    }

    #[test]
    fn reaches_quoted_abilities_tokens_and_their_selectors() {
        let c = walk(
            "name: T\ntype: Spell — Boon\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n\
             Create a Maw 0/0/0 Companion token with \"When you sacrifice a Character — I gain 2 boosts\" in my Expedition.\n",
        );
        assert_eq!(c.abilities, [AbilityPlace::Main, AbilityPlace::Quoted]);
        assert_eq!(c.tokens, ["Maw"]);
        assert!(c.kinds.contains(&"Character".to_string()), "{:?}", c.kinds);
    }

    #[test]
    fn reaches_choose_options_and_support_box() {
        let c = walk(
            "name: T\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
             stats: forest 1, mountain 1, water 1\n\nTough 1.\netb Choose one:\n• Target Robot gains Tough 2.\n\
             • Draw a card.\n--- support ---\nsupport: Target Character gains 1 boost.\n",
        );
        assert_eq!(
            c.abilities,
            [
                AbilityPlace::Main,
                AbilityPlace::Main,
                AbilityPlace::ChooseOption,
                AbilityPlace::ChooseOption,
                AbilityPlace::Support
            ]
        );
        assert_eq!(c.keywords, 2);
        assert!(c.kinds.contains(&"SubType(\"Robot\")".to_string()), "{:?}", c.kinds);
        assert_eq!(c.selectors, 2);
    }
}
