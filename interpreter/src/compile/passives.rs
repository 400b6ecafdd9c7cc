//! Lowering of the abilities that are not run as effects when something happens: keyword
//! lines (CR 7.4), passive abilities (CR 2.2.12.c, read by the host's rules, CR 2.3) and
//! quick actions (CR 2.2.12.k, 5.3).

use altered_grammar::{
    Action, Adjective, Amount, Cant, CardType, Condition, Cost, CostTail, Determiner, Duration, ExpeditionRef,
    Gainable, Keyword, KeywordItem, KeywordName, Object, Passive as AstPassive, Phase, Place, PossessivePlayer,
    Qualifier, Quantity, QuickAction, Referent, ReplacementMode, Selector, Sentence, Span, Spanned, SpendWhat,
    Statement, StatusName, Subject, SymbolTrigger, Terrain, Would, WouldEvent, WouldWho, Zone,
};

use super::{unsupported, Lowerer, Result};

mod costs;
mod keywords;
mod replacements;
mod restrictions;
mod rules;
use crate::host::ZoneKind;
use crate::ir::{
    Act, Change, Cmp, Compiled, Cond, ExpeditionTest, Filter, Instr, KeywordAbility, KindFilter, Loses, Modifier,
    NearExpedition, NextEffect, NextPlay, Num, Objs, Passive, PlayedInto, Program, QuickCost, Rel, Rule, RuleChange,
    Until, Watched, ZoneFilter,
};

/// A keyword line. The playing rules read a Spell's Fleeting (CR 5.2.4.a) and Cooldown
/// (CR 5.2.4.b) from the card itself; the other keywords become a [`Passive::Keywords`].
pub(super) fn keywords(
    card_type: Option<CardType>,
    items: &[Spanned<KeywordItem>],
    where_x: Option<&Quantity>,
) -> Result<Compiled> {
    // `Tough X, where X is …`: the number of regions between your Hero and Companion, or
    // of <objects>, counted whenever the Tough cost is read.
    if let (
        [Spanned {
            node:
                KeywordItem::Keyword(Keyword {
                    name: KeywordName::Tough,
                    param: Some(Amount::X),
                }),
            span,
        }],
        Some(x),
    ) = (items, where_x)
    {
        match x {
            Quantity::RegionsBetweenHeroAndCompanion => return Ok(Compiled::Passive(Passive::ToughRegionsBetween)),
            Quantity::NumberOf(sel) => {
                return match Lowerer::new(*span).per(sel)? {
                    // Only where an object is and what it is: counting never reads keywords,
                    // which this one is among (no terrain, no Expedition of a Gigantic object).
                    Num::Count(f)
                        if matches!(f.zone, ZoneFilter::InPlay | ZoneFilter::Reserve)
                            && f.in_terrain.is_none()
                            && f.number_vs.is_none()
                            && f.hand_cost_vs_any.is_none() =>
                    {
                        Ok(Compiled::Passive(Passive::ToughCount(f)))
                    }
                    _ => unsupported("the keyword `Tough X, where X is …` counting this", *span),
                };
            }
            // Other numbers: as any keyword, below.
            _ => {}
        }
    }
    let mut list = Vec::new();
    for item in items {
        match &item.node {
            KeywordItem::Status(StatusName::Fleeting) if card_type == Some(CardType::Spell) => {}
            KeywordItem::Keyword(k) if k.name == KeywordName::Cooldown => {}
            KeywordItem::Status(s) => return unsupported(format!("the status `{s}` as an ability"), item.span),
            KeywordItem::Keyword(k) => list.push(keyword(k, where_x.is_some(), item.span)?),
        }
    }
    Ok(if list.is_empty() {
        Compiled::Static
    } else {
        Compiled::Passive(Passive::Keywords(list))
    })
}

pub(super) fn keyword(k: &Keyword, where_x: bool, span: Span) -> Result<KeywordAbility> {
    let n = || match k.param {
        Some(Amount::N(n)) => Ok(u32::from(n)),
        _ if where_x => unsupported(format!("the keyword `{} X, where X is …`", k.name), span),
        None => unsupported(format!("the keyword `{}` without its number", k.name), span),
        Some(_) => unsupported(format!("the keyword `{} X`", k.name), span),
    };
    Ok(match k.name {
        KeywordName::Defender => KeywordAbility::Defender,
        KeywordName::Eternal => KeywordAbility::Eternal,
        KeywordName::Gigantic => KeywordAbility::Gigantic,
        KeywordName::Seasoned => KeywordAbility::Seasoned,
        KeywordName::Tough => KeywordAbility::Tough(n()?),
        KeywordName::Scout => KeywordAbility::Scout(n()?),
        KeywordName::Cooldown => return unsupported("`Cooldown` given by an effect", span),
        // The keywords grow with the sets; one added to the grammar before it is lowered
        // here has no behaviour yet, and the check says so by name.
        other => return unsupported(format!("the keyword `{other}`"), span),
    })
}

/// A passive ability. The statements lowered are those the engine's rules read.
pub(super) fn passive(p: &AstPassive, span: Span) -> Result<Compiled> {
    let low = Lowerer::new(span);
    // `If there is only one Character in my Expedition, it is Gigantic`: `it` is that
    // Character, so the Characters of my Expedition have it while they are one.
    if let (
        Some(Spanned {
            node: Condition::OnlyOneCharacterInMyExpedition,
            ..
        }),
        Statement::HasKeyword {
            who: Object::Ref(Referent::Earlier),
            keyword: k,
            also,
            where_x: None,
            unless: None,
        },
    ) = (&p.condition, &p.statement)
    {
        if let Some(more) = also.first() {
            return unsupported("more than one keyword given in one sentence", more.span);
        }
        let KeywordItem::Keyword(kw) = &k.node else {
            return unsupported("having a status", k.span);
        };
        let filter = Filter {
            kinds: vec![KindFilter::Character],
            zone: ZoneFilter::MyExpedition,
            ..Filter::default()
        };
        return Ok(Compiled::Passive(Passive::Grant {
            who: Objs::All(filter.clone()),
            keyword: keyword(kw, false, k.span)?,
            when: Some(Cond::Count {
                filter,
                cmp: Cmp::Exactly(1),
            }),
        }));
    }
    // `If the Expedition facing me is in water, it can't move forward during Dusk except
    // due to water`: `it` is the Expedition the condition names.
    if let (
        Some(Spanned {
            node: Condition::ExpeditionIn { expedition, .. },
            ..
        }),
        Statement::Cant {
            who: Object::Ref(Referent::Earlier),
            what:
                Cant::MoveForward {
                    during: Some(Duration::Dusk),
                    except_due_to: Some(t),
                },
        },
    ) = (&p.condition, &p.statement)
    {
        let expedition = match expedition {
            ExpeditionRef::Mine => NearExpedition::Mine,
            ExpeditionRef::YourOther => NearExpedition::YourOther,
            ExpeditionRef::FacingMe => NearExpedition::FacingMine,
            _ => return unsupported("the Expedition here", span),
        };
        return Ok(Compiled::Passive(Passive::DuskOnlyDueTo {
            expedition,
            terrain: super::forms::terrain(*t),
            when: p.condition.as_ref().map(|c| low.condition(c)).transpose()?,
        }));
    }
    let when = p.condition.as_ref().map(|c| low.condition(c)).transpose()?;
    // `If I have 5 or more Scrap counters, I gain "exhaust: Draw a card, …"`: the object has
    // the quick action while the condition holds (CR 2.2.12.k, 5.3.b).
    if let Statement::HasAbility {
        who: Object::Ref(Referent::This),
        ability,
    } = &p.statement
    {
        if let altered_grammar::AbilityKind::QuickAction(q) = &ability.kind {
            return match quick_action(q, false, ability.span)? {
                Compiled::QuickAction {
                    costs,
                    program,
                    when: None,
                } => Ok(Compiled::QuickAction { costs, program, when }),
                _ => unsupported("a quick action given under two conditions", span),
            };
        }
    }
    // `Your Characters have: "reserve I gain 1 boost."`: a reaction given to other objects
    // (CR 2.3), run as theirs.
    if let Statement::HasAbility {
        who: Object::Select(sel),
        ability,
    } = &p.statement
    {
        if sel.determiner.is_some() || !sel.plural {
            return unsupported("an ability given to chosen objects", sel.span);
        }
        let altered_grammar::AbilityKind::Reaction(r) = &ability.kind else {
            return unsupported("an ability other than a reaction given to other objects", ability.span);
        };
        let Compiled::Reaction {
            trigger: crate::trigger::Trigger::Symbol(t),
            condition: None,
            per_boost: false,
            program,
            delayed,
            ..
        } = super::reaction(r, false, ability.span)?
        else {
            return unsupported("a given reaction other than an etb, hand or reserve one", ability.span);
        };
        if !delayed.is_empty() {
            return unsupported("a given reaction with a delayed part", ability.span);
        }
        return Ok(Compiled::Passive(Passive::GrantReaction {
            who: low.filter(sel)?,
            trigger: super::trigger_symbol(t),
            program,
            when,
        }));
    }
    // By what the passive is about, one file each.
    Ok(Compiled::Passive(match &p.statement {
        Statement::HasKeyword { .. }
        | Statement::SupportCounterLimit { .. }
        | Statement::BeginWithCounters { .. }
        | Statement::StatisticsEqualHighest { .. } => keywords::keywords_passive(p, &low, when, span)?,
        Statement::MayPayToReduceMyCost { .. } | Statement::CostChange { .. } => {
            costs::costs_passive(p, &low, when, span)?
        }
        Statement::MayPlay { .. } | Statement::FirstEachAfternoon { .. } => {
            costs::playing_passive(p, &low, when, span)?
        }
        Statement::Cant { .. }
        | Statement::DontPreventMovingForward { .. }
        | Statement::ExpeditionsCant { .. }
        | Statement::CanGainAgain { .. }
        | Statement::AbilitiesCantActivate { .. }
        | Statement::Ignore { .. } => restrictions::restrictions_passive(p, &low, when, span)?,
        Statement::Replacement { .. } => replacements::replacements_passive(p, &low, when, span)?,
        Statement::ReserveLimit { .. }
        | Statement::KeepMoreInReserve { .. }
        | Statement::RegionsAre { .. }
        | Statement::RegionAlsoTerrain { .. }
        | Statement::PhaseRules { .. }
        | Statement::IgnoreMyAbilitiesFirstDay
        | Statement::Remain { .. } => rules::rules_passive(p, &low, when, span)?,
        _ => return unsupported("the passive statement", span),
    }))
}

/// Whether a replacement is one whose effect runs as an effect of its own
/// ([`Change::Effect`]): of a Resupply, or of an Expedition's moving forward by something
/// other than more regions; or of several sentences, or bought with a cost (`… to …`).
fn replaced_by_effect(would: &Would, c: &altered_grammar::Clauses, then: &[Sentence]) -> bool {
    let event_runs = match &would.event {
        WouldEvent::Resupply => would.who == WouldWho::You,
        WouldEvent::MoveForward { .. } => would.who == WouldWho::MyExpedition,
        // CR 7.5.3.a: every attempt is replaced by an effect of its own; which attempts
        // run is `attempted`'s to say.
        WouldEvent::AttemptTo { .. } => true,
        _ => false,
    };
    let more_regions = matches!(
        c.links.as_slice(),
        [l] if matches!(l.clause.node.action, Action::Move { more: true, .. }) && l.clause.node.purpose.is_none()
    );
    event_runs && !(more_regions && then.is_empty())
}

/// `If you would Resupply, reveal the top two cards of your deck instead. Put one in
/// Reserve and discard the other.`, `If my Expedition would move forward, you may discard
/// me to draw 2 cards instead.` (CR 6.2.b, d): a replacing modifier whose effect resolves as
/// an effect of its own, after what it costs (`discard me`) is paid.
fn effect_modifier(would: &Would, c: &altered_grammar::Clauses, then: &[Sentence], span: Span) -> Result<Modifier> {
    let [link] = c.links.as_slice() else {
        return unsupported("a replacement doing several things", span);
    };
    if c.where_x.is_some() || c.max.is_some() {
        return unsupported("a replacement with `where X is` or `up to a max of`", span);
    }
    let clause = &link.clause.node;
    if !matches!(
        clause.subject,
        None | Some(Subject::Player(altered_grammar::PlayerRef::You))
    ) {
        return unsupported("a replacement done by another player", span);
    }
    let event = match would.event {
        WouldEvent::Resupply => Watched::Resupply,
        WouldEvent::MoveForward {
            during_dusk,
            due_to: None,
        } => Watched::MoveForward { dusk_only: during_dusk },
        WouldEvent::AttemptTo { ref action, .. } => attempted(&would.who, action, clause.may, span)?,
        _ => return unsupported("a replacement of this event", span),
    };
    let sentence = |clause: altered_grammar::Clause| {
        Sentence::Do(altered_grammar::Clauses {
            links: vec![altered_grammar::Link {
                joiner: link.joiner,
                clause: Spanned {
                    node: clause,
                    span: link.clause.span,
                },
            }],
            where_x: None,
            max: None,
        })
    };
    let mut done = clause.clone();
    done.may = false;
    done.subject = None;
    let (cost, first) = match done.purpose.take() {
        Some(bought) => {
            // The cost is paid as the modifier applies, where nobody is asked anything: one
            // step of actions that need no decision.
            let program = Lowerer::new(span).effect(&[sentence(done)])?;
            let [Instr::Step { acts, .. }] = program.code.as_slice() else {
                return unsupported("a replacement whose cost needs a decision", span);
            };
            (acts.clone(), sentence(*bought))
        }
        None => (Vec::new(), sentence(done)),
    };
    let mut sentences = vec![first];
    sentences.extend(then.iter().cloned());
    let program = Lowerer::new(span).effect(&sentences)?;
    Ok(Modifier {
        event,
        optional: clause.may,
        change: Change::Effect {
            cost,
            program: Box::new(program),
        },
    })
}

/// The attempt a replacement watches (CR 7.5.3.a): an Expedition's attempt to Ascend when
/// it is Ascended already (CR 7.3.15.b), the one action whose `cannot` the rules decide
/// and the host knows; `unsupported` for any other, and for an optional one (nobody would
/// be asked before the attempt).
fn attempted(who: &WouldWho, action: &Action, optional: bool, span: Span) -> Result<Watched> {
    if !matches!(action, Action::Keyword(altered_grammar::KeywordAction::Ascend)) {
        return unsupported("a replacement of attempting this action", span);
    }
    if optional {
        return unsupported("an optional replacement of an attempt", span);
    }
    // The Expeditions watched: `my Expedition`, or the controller's (`one of your
    // [Ascended] Expeditions`: attempting to Ascend, it is Ascended already).
    let yours = |e: &ExpeditionRef| {
        matches!(
            e,
            ExpeditionRef::OneOfYours {
                or_more: false,
                standing: None
            }
        )
    };
    match who {
        WouldWho::MyExpedition => Ok(Watched::AttemptAscend { mine: true }),
        WouldWho::Expedition(e) if yours(e) => Ok(Watched::AttemptAscend { mine: false }),
        WouldWho::Expedition(ExpeditionRef::Having {
            status: altered_grammar::StatusName::Ascended,
            of,
        }) if yours(of) => Ok(Watched::AttemptAscend { mine: false }),
        _ => unsupported("an attempt to Ascend by these Expeditions", span),
    }
}

/// A passive of the support box (CR 2.2.12.i), read by the host while its card is in
/// Reserve and not exhausted: `I don't count towards your Reserve limit`, `You may play
/// Exhausted cards from your Reserve`.
pub(super) fn support_passive(p: &AstPassive, span: Span) -> Result<Compiled> {
    if let Some(c) = &p.condition {
        return unsupported("a support passive with a condition", c.span);
    }
    let inner = match &p.statement {
        Statement::NotCountedInReserveLimit => Passive::NotCountedInReserveLimit,
        // CR 3.2.10.b: `All Reserve limits are reduced by 1`, every player's.
        Statement::ReserveLimit {
            whose: whose @ (Some(PossessivePlayer::Your) | None),
            increased,
            by,
        } => reserve_limit(&Lowerer::new(span), whose.is_none(), *increased, *by, None, span)?,
        Statement::MayPlay {
            what,
            less: None,
            minimum: None,
        } => match may_play_exhausted(&Lowerer::new(span), what)? {
            // `in my Expedition` names no Expedition from Reserve.
            m @ Passive::MayPlayExhausted {
                in_my_expedition: false,
                ..
            } => m,
            _ => return unsupported("the support passive `MayPlay` into my Expedition", span),
        },
        _ => return unsupported("the support passive", span),
    };
    Ok(Compiled::Passive(Passive::Support(Box::new(inner))))
}

/// `Your Reserve limit is increased by N`, `All Reserve limits are reduced by N` (CR
/// 3.2.10.b).
fn reserve_limit(
    low: &Lowerer,
    all: bool,
    increased: bool,
    by: Amount,
    when: Option<Cond>,
    span: Span,
) -> Result<Passive> {
    let by = low.amount(by, span)?;
    let by = i32::try_from(by).unwrap_or(i32::MAX);
    Ok(Passive::ReserveLimit {
        delta: if increased { by } else { -by },
        when,
        all,
    })
}

/// `During Morning, draw only N cards. Then, put the top card of your deck in your Mana
/// zone instead of a card from your hand` (CR 4.2.1.d, 4.2.1.e): each change in the order
/// printed, at most one of each.
fn morning_changes(low: &Lowerer, rules: &[altered_grammar::PhaseRule], span: Span) -> Result<Passive> {
    let (mut draw, mut expand_from_deck) = (None, false);
    for r in rules {
        match r {
            altered_grammar::PhaseRule::DrawOnly(n) if draw.is_none() => draw = Some(low.amount(*n, span)?),
            altered_grammar::PhaseRule::InsteadOf {
                instead,
                of: Object::Select(of),
            } if !expand_from_deck => {
                // The Expand's card (CR 4.2.1.e: one card from the Hand) comes from the top of
                // the Deck instead.
                let mut rest = of.clone();
                rest.qualifiers.clear();
                let one_card_from_hand = matches!(of.determiner, Some(Determiner::Count(Amount::N(1))))
                    && super::hidden::hand_of(of) == Some(Some(PossessivePlayer::Your))
                    && of.qualifiers.len() == 1
                    && low.filter(&rest)?.kinds == [KindFilter::Card]
                    && of.adjectives.is_empty();
                let program = Lowerer::new(span).effect(&[Sentence::Do(instead.clone())])?;
                let top_to_mana = matches!(
                    program.code.as_slice(),
                    [Instr::Step { acts, .. }]
                        if matches!(acts.as_slice(), [Act::DeckToMana { who: crate::ir::Who::You, count: 1 }])
                );
                if !(one_card_from_hand && top_to_mana) {
                    return unsupported("a change to the Expand other than the top card of your deck", span);
                }
                expand_from_deck = true;
            }
            _ => return unsupported("this change to the daily effects of Morning", span),
        }
    }
    Ok(Passive::MorningChanges { draw, expand_from_deck })
}

/// `[Defender] Characters`, and nothing more.
fn is_defender_characters(sel: &Selector) -> bool {
    sel.determiner.is_none()
        && sel.qualifiers.is_empty()
        && matches!(&sel.kinds[..], [k] if k.node == altered_grammar::Kind::Character)
        && matches!(&sel.adjectives[..], [Adjective::Keyword(k)] if k.name == KeywordName::Defender && k.param.is_none())
}

/// `… you play …` with nothing more: the card being played.
fn is_you_play(q: &Qualifier) -> bool {
    matches!(
        q,
        Qualifier::YouPlay {
            from: None,
            terrain: None
        }
    )
}

/// `You may play Exhausted <kinds> from your Reserve [in my Expedition]` (CR 2.4.6.d).
fn may_play_exhausted(low: &Lowerer, what: &Selector) -> Result<Passive> {
    let span = what.span;
    let exhausted =
        matches!(what.adjectives.as_slice(), [Adjective::Statuses(s)] if s.as_slice() == [StatusName::Exhausted]);
    if !exhausted {
        return unsupported("`You may play …` other than exhausted cards from Reserve", span);
    }
    let (mut from_reserve, mut in_my_expedition) = (false, false);
    for q in &what.qualifiers {
        match q {
            Qualifier::FromZone(z) if z.zone == Zone::Reserve && matches!(z.whose, Some(PossessivePlayer::Your)) => {
                from_reserve = true
            }
            Qualifier::InExpedition(ExpeditionRef::Mine) => in_my_expedition = true,
            _ => return unsupported("the qualifier on what may be played", span),
        }
    }
    if !from_reserve {
        return unsupported("playing exhausted cards from elsewhere than your Reserve", span);
    }
    let mut kinds_only = what.clone();
    kinds_only.qualifiers.clear();
    kinds_only.adjectives.clear();
    Ok(Passive::MayPlayExhausted {
        kinds: kinds_of(low, &kinds_only, span)?,
        in_my_expedition,
    })
}

/// The kinds a selector names, when it names nothing else.
/// The cards a change to the cost of the cards played names (`Robots from your Reserve`,
/// `Cards played from Reserve`, `Characters with Hand Cost 7 or more`): their kinds,
/// Hand Cost and Base Cost, the zone they are played from, and whether whoever plays them (`played
/// from`, no player named) rather than the source's controller.
/// The cards a cost change applies to, from its noun phrase: their filter (kinds and costs),
/// the zone they are played from, whether anyone's plays count (not only the controller's),
/// and whether only the controller's opponents' plays do.
fn played_cards(low: &Lowerer, sel: &Selector) -> Result<(Filter, Option<ZoneKind>, bool, bool)> {
    let mut rest = sel.clone();
    let (mut from, mut anyone, mut opponents) = (None, false, false);
    let zone = |z: Zone| match z {
        Zone::Reserve => Ok(ZoneKind::Reserve),
        Zone::Hand => Ok(ZoneKind::Hand),
        _ => unsupported("cards played from a zone other than a Hand or Reserve", sel.span),
    };
    let mut kept = Vec::new();
    for q in &sel.qualifiers {
        match q {
            // `from your Reserve`; `Characters your opponents play from Reserve` (or `from
            // their Reserve`): a card is played from its owner's zone (CR 5.1.2.d)
            Qualifier::FromZone(z)
                if !z.any_one
                    && matches!(
                        z.whose,
                        None | Some(PossessivePlayer::Your) | Some(PossessivePlayer::Their)
                    ) =>
            {
                from = Some(zone(z.zone)?)
            }
            Qualifier::PlayedFrom(z) if z.whose.is_none() && !z.any_one => {
                from = Some(zone(z.zone)?);
                anyone = true;
            }
            // `Spells you play from Reserve`, `Characters you play from your hand`: the
            // controller's own plays from that zone (CR 5.1.2.d).
            Qualifier::YouPlay {
                from: Some(z),
                terrain: None,
            } if matches!(z.whose, None | Some(PossessivePlayer::Your)) && !z.any_one => from = Some(zone(z.zone)?),
            // `Characters your opponents play`: only the cards the source's opponents play
            // (CR 5.1.2.e applies the change when they play them).
            Qualifier::PlayedBy(
                altered_grammar::PlayerRef::YourOpponents
                | altered_grammar::PlayerRef::EachOpponent
                | altered_grammar::PlayerRef::AnOpponent,
            ) => {
                anyone = true;
                opponents = true;
            }
            // `Characters you play`: the controller's, as every change here is unless it
            // says `played` (whoever plays them).
            Qualifier::YouPlay {
                from: None,
                terrain: None,
            } => {}
            q => kept.push(q.clone()),
        }
    }
    // `other Characters`, `Characters other than me`: a card being played is never the
    // source in play (CR 7.2.1: `me` is the object the passive belongs to).
    rest.qualifiers = kept.into_iter().filter(|q| *q != Qualifier::OtherThanMe).collect();
    rest.adjectives.retain(|a| *a != Adjective::Other);
    let f = low.filter(&rest)?;
    let plain = Filter {
        kinds: f.kinds.clone(),
        hand_cost: f.hand_cost,
        base_cost: f.base_cost,
        ..Filter::default()
    };
    if f != plain {
        return unsupported("cheaper cards described by more than their kind and costs", sel.span);
    }
    Ok((f, from, anyone, opponents))
}

fn kinds_of(low: &Lowerer, sel: &Selector, span: Span) -> Result<Vec<KindFilter>> {
    let filter = low.filter(sel)?;
    if filter
        != (Filter {
            kinds: filter.kinds.clone(),
            ..Filter::default()
        })
    {
        return unsupported("a card described by more than its kind", span);
    }
    Ok(filter.kinds)
}

/// A Spell whose text is a statement with a duration (`Expeditions can't move forward this
/// Day`): resolving it starts a lasting effect (CR 2.2.15).
pub(super) fn spell_statement(p: &AstPassive, span: Span) -> Result<Compiled> {
    let until = |d: &Duration| match d {
        Duration::ThisTurn => Ok(Until::Turn),
        Duration::ThisAfternoon => Ok(Until::Afternoon),
        Duration::ThisDay => Ok(Until::Day),
        _ => unsupported("the duration", span),
    };
    let code = match &p.statement {
        Statement::Cant {
            who: Object::Select(sel),
            what:
                Cant::MoveForward {
                    during: Some(d),
                    except_due_to: None,
                },
        } if p.condition.is_none()
            && sel.determiner.is_none()
            && sel.plural
            && sel.adjectives.is_empty()
            && sel.qualifiers.is_empty()
            && matches!(sel.kinds.as_slice(), [k] if k.node == altered_grammar::Kind::Expedition) =>
        {
            let change = RuleChange {
                rule: Rule::ExpeditionsCantMoveForward,
                until: until(d)?,
            };
            vec![Instr::Step {
                acts: vec![Act::Rule(change)],
                did: None,
            }]
        }
        // `Target Expedition can't move forward this Day`: the Expedition is chosen as the
        // Spell resolves (CR 1.2.6.c), then the lasting effect names it (CR 2.2.15).
        Statement::Cant {
            who: Object::Select(sel),
            what:
                Cant::MoveForward {
                    during: Some(d),
                    except_due_to: None,
                },
        } if p.condition.is_none() && super::expedition_choice(sel).is_some() => {
            let change = RuleChange {
                rule: Rule::ItCantMoveForward,
                until: until(d)?,
            };
            super::expedition_choice(sel)
                .into_iter()
                .chain([Instr::Step {
                    acts: vec![Act::ExpeditionRule {
                        which: crate::ir::Exped::Chosen,
                        change,
                    }],
                    did: None,
                }])
                .collect()
        }
        // Statements without a duration are the Spell's passive abilities (`I cost 1 less`).
        _ => return passive(p, span),
    };
    Ok(Compiled::Spell(Program {
        code,
        slots: 0,
        flags: 0,
    }))
}

/// A quick action (CR 2.2.12.k). In the support box (`support`) it must have the cost
/// `support` (discard me from Reserve): such a quick action is played from Reserve
/// (CR 2.2.12.i, 5.3.b); in the ability box that cost has no meaning.
pub(super) fn quick_action(q: &QuickAction, support: bool, span: Span) -> Result<Compiled> {
    let low = Lowerer::new(span);
    let when = q.only_if.as_ref().map(|c| low.condition(c)).transpose()?;
    let has_support = q.costs.iter().any(|c| matches!(c.node, Cost::Support));
    if support != has_support {
        return unsupported(
            if support {
                "a support quick action without the cost `support`"
            } else {
                "the cost `support` outside the support box"
            },
            span,
        );
    }
    let mut costs = q.costs.iter().map(|c| cost(&low, c)).collect::<Result<Vec<_>>>()?;
    if let Some(more) = &q.costs_more_if {
        costs.push(QuickCost::ManaIf {
            mana: low.amount(more.by, more.condition.span)?,
            when: low.condition(&more.condition)?,
        });
    }
    let takes = costs
        .iter()
        .filter(|c| matches!(c, QuickCost::Sacrifice(_) | QuickCost::Discard(_)))
        .count();
    if takes > 1 {
        return unsupported("costs that take several objects", span);
    }
    let program = Lowerer::new(span).effect(&q.effect.sentences)?;
    Ok(Compiled::QuickAction { costs, program, when })
}

fn cost(low: &Lowerer, c: &Spanned<Cost>) -> Result<QuickCost> {
    let span = c.span;
    Ok(match &c.node {
        Cost::Exhaust => QuickCost::Exhaust,
        Cost::Support => QuickCost::Support,
        Cost::Mana(a) => QuickCost::Mana(low.amount(*a, span)?),
        Cost::Spend(s) => {
            let count = low.amount(s.count, span)?;
            match &s.what {
                SpendWhat::MyBoosts => QuickCost::Spend { count, counter: None },
                SpendWhat::MyCounters(name) => QuickCost::Spend {
                    count,
                    counter: Some(name.clone()),
                },
                _ => return unsupported("spending this", span),
            }
        }
        Cost::Sacrifice(Object::Select(sel)) => {
            let mut f = one_of(low, sel)?;
            // CR 7.3.31: a player sacrifices objects in play they control.
            f.zone = ZoneFilter::InPlay;
            f.whose = Some(Rel::You);
            QuickCost::Sacrifice(f)
        }
        Cost::Discard(sel) => {
            let mut f = one_of(low, sel)?;
            if f.whose.is_none() {
                f.whose = Some(Rel::You);
            }
            if f.zone != ZoneFilter::Reserve {
                return unsupported("discarding from elsewhere than a Reserve as a cost", span);
            }
            QuickCost::Discard(f)
        }
        _ => return unsupported("the cost", span),
    })
}

/// The filter of `a <selector>`: a cost names exactly one object.
fn one_of(low: &Lowerer, sel: &Selector) -> Result<Filter> {
    match sel.determiner {
        Some(Determiner::Count(Amount::N(1))) => low.filter(sel),
        _ => unsupported("a cost naming other than one object", sel.span),
    }
}

/// `The next Character you play [from your Reserve] [in forest] this turn gains 1 boost`,
/// `The next Spell you play this turn is free / costs 1 less` (CR 2.2.15).
pub(super) fn next_play(low: &Lowerer, a: &Action, span: Span) -> Result<Act> {
    let (next, duration, effect) = match a {
        Action::NextGets {
            first: false,
            next,
            duration: Some(d),
            then,
        } => {
            let effect = next_effect(low, then, span)?;
            (next, d, effect)
        }
        Action::NextGets { first: true, .. } => return unsupported("`the first … you play`", span),
        Action::NextGets { duration: None, .. } => return unsupported("`the next … you play` with no duration", span),
        // `reduce the cost of the next Permanent you play this Afternoon by 2`.
        Action::ReduceCost {
            next: Some(next),
            duration: Some(duration),
            by,
        } => (next, duration, NextEffect::CostsLess(low.amount(*by, span)?)),
        Action::NextCosts {
            next,
            duration,
            less,
            minimum,
        } => {
            let effect = match (less, minimum) {
                (None, None) => NextEffect::Free,
                (None, Some(_)) => return unsupported("a minimum to a free card's cost", span),
                (Some(n), None) => NextEffect::CostsLess(low.amount(*n, span)?),
                // `Pay 1 less for the next card you play this turn, down to a minimum of 1`.
                (Some(n), Some(m)) => NextEffect::CostsLessDownTo {
                    less: low.amount(*n, span)?,
                    minimum: low.amount(*m, span)?,
                },
            };
            (next, duration, effect)
        }
        _ => return unsupported("the action", span),
    };
    let until = match duration {
        Duration::ThisTurn => Until::Turn,
        Duration::ThisAfternoon => Until::Afternoon,
        Duration::ThisDay => Until::Day,
        _ => return unsupported("the duration", span),
    };
    let (mut from, mut terrain, mut base_statistic_zero) = (None, None, false);
    let mut kinds_only = next.clone();
    kinds_only.qualifiers.clear();
    for q in &next.qualifiers {
        match q {
            Qualifier::YouPlay { from: f, terrain: t } => {
                from = match f {
                    None => None,
                    Some(z) if matches!(z.whose, Some(PossessivePlayer::Your)) && z.zone == Zone::Hand => {
                        Some(ZoneKind::Hand)
                    }
                    Some(z) if matches!(z.whose, Some(PossessivePlayer::Your)) && z.zone == Zone::Reserve => {
                        Some(ZoneKind::Reserve)
                    }
                    Some(_) => return unsupported("the next card played from this zone", span),
                };
                terrain = t.map(|t| match t {
                    Terrain::Forest => 0,
                    Terrain::Mountain => 1,
                    Terrain::Water => 2,
                });
            }
            Qualifier::ThatYouPlay => {}
            Qualifier::BaseStatisticZero => base_statistic_zero = true,
            // `with Hand Cost 3 or less`: read by the filter below.
            q @ Qualifier::HandCost { .. } => kinds_only.qualifiers.push(q.clone()),
            _ => return unsupported("the qualifier on the next card", span),
        }
    }
    let filter = low.filter(&kinds_only)?;
    if filter
        != (Filter {
            kinds: filter.kinds.clone(),
            hand_cost: filter.hand_cost,
            ..Filter::default()
        })
    {
        return unsupported("an adjective on the next card played", span);
    }
    Ok(Act::NextPlay(NextPlay {
        kinds: filter.kinds,
        from,
        terrain,
        base_statistic_zero,
        hand_cost: filter.hand_cost,
        until,
        effect,
        if_from: Vec::new(),
    }))
}

/// What the next card played gains or loses (`gains 1 boost`, `loses Fleeting`, `activates
/// its reserve abilities`).
fn next_effect(low: &Lowerer, then: &Action, span: Span) -> Result<NextEffect> {
    Ok(match then {
        Action::Gain {
            gains,
            one_of: false,
            loses,
            until: None,
        } if loses.is_empty() => match gains.as_slice() {
            [g] => match &g.node {
                Gainable::Boosts { count, per: None } => NextEffect::Boosts(low.amount(*count, span)?),
                Gainable::Status(s) => match super::status(*s) {
                    Some(st) => NextEffect::GainsStatus(st),
                    None => return unsupported(format!("the next card gaining `{s}`"), g.span),
                },
                _ => return unsupported("the next card gaining this", g.span),
            },
            _ => return unsupported("the next card gaining several things", span),
        },
        Action::Lose {
            loses,
            gains,
            until: None,
        } if gains.is_empty() => match loses.as_slice() {
            [g] if matches!(g.node, Gainable::Status(StatusName::Fleeting)) => NextEffect::LosesFleeting,
            _ => return unsupported("the next card losing other than Fleeting", span),
        },
        Action::Activate { triggers, of: None } if triggers.as_slice() == [SymbolTrigger::Reserve] => {
            NextEffect::ActivatesReserve
        }
        _ => return unsupported("this change of the next card", span),
    })
}

/// `The next Spell you play this turn is free. If you play it from your hand, it loses
/// Fleeting.`: the sentence after a lasting effect on the next card played, `it` being
/// that card, adds to what that effect does when the card is played from the zone. The
/// step before (`last`) must be that lasting effect alone.
pub(super) fn next_play_if_from(
    low: &mut Lowerer,
    zone: &altered_grammar::ZoneRef,
    then: &altered_grammar::Clauses,
    span: Span,
) -> Result<()> {
    let from = match (zone.whose, zone.zone) {
        (Some(PossessivePlayer::Your), Zone::Hand) => ZoneKind::Hand,
        (Some(PossessivePlayer::Your), Zone::Reserve) => ZoneKind::Reserve,
        _ => return unsupported("`If you play it from` a zone other than your hand or Reserve", span),
    };
    let clause = match then.links.as_slice() {
        [l] if then.where_x.is_none() && then.max.is_none() => &l.clause.node,
        _ => return unsupported("`If you play it from …` with several clauses", span),
    };
    if clause.may
        || clause.each
        || clause.purpose.is_some()
        || !matches!(clause.subject, Some(Subject::Object(Object::Ref(Referent::Earlier))))
    {
        return unsupported("`If you play it from …` with something other than `it` doing it", span);
    }
    let effect = next_effect(low, &clause.action, span)?;
    match low.code.last_mut() {
        Some(Instr::Step { acts, .. }) => match acts.as_mut_slice() {
            [Act::NextPlay(next)] => {
                next.if_from.push((from, effect));
                Ok(())
            }
            _ => unsupported(
                "`If you play it from …` after something other than the next card played",
                span,
            ),
        },
        _ => unsupported(
            "`If you play it from …` after something other than the next card played",
            span,
        ),
    }
}

/// `If I would leave the Expedition zone [while I'm <status>], [you may] put me in my
/// owner's Mana zone instead[. If you don't, …]` (CR 6.2.b, 6.2.d, 6.2.e).
fn leave_to_mana(
    c: &altered_grammar::Clauses,
    while_status: Option<StatusName>,
    otherwise: Option<&altered_grammar::Clauses>,
    span: Span,
) -> Result<Passive> {
    let [link] = c.links.as_slice() else {
        return unsupported("a replacement doing several things", span);
    };
    let clause = &link.clause.node;
    let to_my_mana = matches!(
        &clause.action,
        Action::Put {
            what: altered_grammar::PutWhat::Object {
                what: Object::Ref(Referent::This),
                from: None,
            },
            to: altered_grammar::ZoneRef {
                whose: Some(PossessivePlayer::MyOwners),
                zone: Zone::Mana,
                ..
            },
            as_exhausted_orb: None | Some(true),
        }
    );
    if !to_my_mana
        || !matches!(
            clause.subject,
            None | Some(Subject::Player(altered_grammar::PlayerRef::You))
        )
    {
        return unsupported(
            "a replacement of my leaving other than `put me in my owner's Mana zone`",
            span,
        );
    }
    let when = match while_status {
        None => None,
        Some(StatusName::Boosted) => Some(Cond::IAm(None)),
        Some(s) => match super::status(s) {
            Some(st) => Some(Cond::IAm(Some(st))),
            None => return unsupported(format!("a replacement while I'm `{s}`"), span),
        },
    };
    let otherwise = match otherwise {
        None => None,
        Some(_) if !clause.may => return unsupported("`If you don't` after a replacement without `may`", span),
        Some(alt) => {
            let program = Lowerer::new(span).effect(&[Sentence::Do(alt.clone())])?;
            // CR 6.2.e: the added step happens inside a move, where nobody is asked.
            let plain = program
                .code
                .iter()
                .all(|i| matches!(i, Instr::Step { .. } | Instr::Jump(_) | Instr::JumpUnless { .. }));
            if !plain {
                return unsupported("an alternative (`If you don't, …`) that needs a decision", span);
            }
            Some(program)
        }
    };
    Ok(Passive::LeaveToMana {
        optional: clause.may,
        when,
        otherwise,
    })
}

/// `If I would gain <status>, <step> instead`, `If my Expedition would move forward [during
/// Dusk], it moves forward N more regions instead`, `If you would roll a die, you may add N
/// to its result`, `If you would roll one or more dice, roll that many dice plus N and ignore
/// the roll of your choice instead`, `If you would roll one or more dice, also reveal the
/// top card of your deck` (CR 6.2): the printed templates of modifiers, each of an event of
/// one kind named from the source.
fn modifier(would: &Would, c: &altered_grammar::Clauses, mode: ReplacementMode, span: Span) -> Result<Modifier> {
    let [link] = c.links.as_slice() else {
        return unsupported("a replacement doing several things", span);
    };
    let clause = &link.clause.node;
    let optional = clause.may;
    let n = |a: &Amount| match a {
        Amount::N(n) => Ok(*n),
        _ => unsupported("a replacement by an amount other than a number", span),
    };
    let (event, change) = match (&would.who, &would.event, mode, &clause.action) {
        // CR 6.2.b: the status is not gained; the step happens in its place.
        (WouldWho::Me, WouldEvent::GainStatus(s), ReplacementMode::Instead, _) if !optional => {
            let Some(status) = super::status(*s) else {
                return unsupported(format!("a replacement of gaining `{s}`"), span);
            };
            let program = Lowerer::new(span).effect(&[Sentence::Do(c.clone())])?;
            // It happens inside the step that would have given the status, where nobody is
            // asked anything: one step of actions that need no decision.
            let [Instr::Step { acts, .. }] = program.code.as_slice() else {
                return unsupported("a replacement of gaining a status that needs a decision", span);
            };
            (Watched::GainStatus(status), Change::Instead(acts.clone()))
        }
        (
            WouldWho::MyExpedition,
            WouldEvent::MoveForward {
                during_dusk,
                due_to: None,
            },
            ReplacementMode::Instead,
            Action::Move {
                forward: true,
                regions,
                more: true,
            },
        ) if !optional
            && matches!(
                clause.subject,
                None | Some(Subject::Object(Object::Ref(Referent::Earlier)))
            ) =>
        {
            (
                Watched::MoveForward {
                    dusk_only: *during_dusk,
                },
                Change::MoreRegions(n(regions)?),
            )
        }
        (
            WouldWho::You,
            WouldEvent::RollADie | WouldEvent::RollDice,
            ReplacementMode::Modifies,
            Action::ModifyResult(by),
        ) => (Watched::RollDice, Change::AddToResult(n(by)?)),
        (
            WouldWho::You,
            WouldEvent::RollADie | WouldEvent::RollDice,
            ReplacementMode::Instead,
            Action::RollExtraAndIgnoreOne(more),
        ) if !optional => (Watched::RollDice, Change::MoreDice(n(more)?)),
        (
            WouldWho::You,
            WouldEvent::RollADie | WouldEvent::RollDice,
            ReplacementMode::Also,
            Action::Reveal {
                count,
                whose: altered_grammar::PossessivePlayer::Your,
                look: false,
            },
        ) if !optional && clause.subject.is_none() => (Watched::RollDice, Change::AlsoReveal(n(count)?)),
        (_, _, mode, _) => {
            let what = match mode {
                ReplacementMode::Also => "an additive modifier (`also …`)",
                ReplacementMode::Modifies => "a modifier",
                ReplacementMode::Instead if clause.purpose.is_some() => "a replacement with a cost (`… to …`)",
                ReplacementMode::Instead => "a replacement",
                ReplacementMode::InsteadAtEnd => "a replacement by the last sentence only",
            };
            return unsupported(format!("{what} of this event"), span);
        }
    };
    if !matches!(
        clause.subject,
        None | Some(Subject::Player(altered_grammar::PlayerRef::You)) | Some(Subject::Object(Object::Ref(_)))
    ) {
        return unsupported("a replacement done by another player", span);
    }
    Ok(Modifier {
        event,
        optional,
        change,
    })
}
