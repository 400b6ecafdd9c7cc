//! Lowering noun phrases into filters and choices: objects, players, Expeditions and zones (CR 2.1, 3, 7.2).

use super::*;

mod kinds;
mod numbers;
mod places;
mod relations;

impl Lowerer {
    /// The object `it` names: the last chosen, else the reaction's trigger object (CR
    /// 6.3.i).
    pub(crate) fn it(&self, span: Span) -> Result<It> {
        match (self.last_slot, self.trigger_object) {
            (Some(s), _) => Ok(It::Slot(s)),
            (None, true) => Ok(It::Trigger),
            (None, false) => unsupported("`it` without an object named before", span),
        }
    }

    /// `it`, as a noun phrase's filter holds it ([`Named`]).
    pub(super) fn named(&self, span: Span) -> Result<crate::ir::Named> {
        crate::ir::Named::of(self.it(span)?).map_or_else(|| unsupported("`it` after 256 choices", span), Ok)
    }

    pub(super) fn new_slot(&mut self) -> u16 {
        self.slots += 1;
        self.last_slot = Some(self.slots - 1);
        self.chose_player = false;
        self.slots - 1
    }

    pub(super) fn who(&self, s: &Option<Subject>, span: Span) -> Result<Who> {
        match s {
            None | Some(Subject::Player(PlayerRef::You)) => Ok(Who::You),
            Some(Subject::Player(PlayerRef::EachPlayer)) => Ok(Who::EachPlayer),
            Some(Subject::Player(PlayerRef::EachOpponent | PlayerRef::YourOpponents)) => Ok(Who::EachOpponent),
            Some(Subject::Player(PlayerRef::TargetOpponent | PlayerRef::TargetPlayer)) => Ok(Who::Chosen),
            // The player targeted before (see `chose_player`).
            Some(Subject::Player(PlayerRef::ThatOpponent)) if self.chose_player => Ok(Who::Chosen),
            Some(Subject::Player(PlayerRef::ItsController)) => Ok(Who::ControllerOf(self.it(span)?)),
            Some(Subject::Player(PlayerRef::ItsOwner)) => Ok(Who::OwnerOf(self.it(span)?)),
            Some(Subject::Player(_)) => unsupported("the player", span),
            Some(_) => unsupported("an object doing a player's action", span),
        }
    }

    /// Who chooses for a player named as a subject (CR 6.1.g–h).
    pub(super) fn chooser(&self, p: PlayerRef, span: Span) -> Result<Chooser> {
        match p {
            PlayerRef::You => Ok(Chooser::You),
            // `your opponent`: one opponent, chosen first (see `acted_by`).
            PlayerRef::TargetPlayer | PlayerRef::TargetOpponent | PlayerRef::AnOpponent => Ok(Chooser::Chosen),
            // The player targeted before (see `chose_player`).
            PlayerRef::ThatOpponent if self.chose_player => Ok(Chooser::Chosen),
            // `your opponent's Reserve …. When … | That opponent targets …`: the opponent
            // (of a 2-player game, the only one) that the creating effect named.
            PlayerRef::ThatOpponent if self.in_created_reaction => Ok(Chooser::EachOpponent),
            PlayerRef::EachPlayer => Ok(Chooser::EachPlayer),
            PlayerRef::EachOpponent | PlayerRef::YourOpponents => Ok(Chooser::EachOpponent),
            _ => unsupported("this chooser", span),
        }
    }

    /// The Expedition `e` names, chosen before the step (CR 1.2.6.c) when it is `target
    /// Expedition`, `an Ascended Expedition` or the like.
    pub(super) fn expedition_or_chosen(&self, e: &ExpeditionRef, pre: &mut Vec<Instr>, span: Span) -> Result<Exped> {
        match expedition_ref_choice(e, span)? {
            Some(choose) => {
                pre.push(choose);
                Ok(Exped::Chosen)
            }
            None => self.expedition(e, span),
        }
    }

    pub(super) fn expedition(&self, e: &ExpeditionRef, span: Span) -> Result<Exped> {
        match e {
            ExpeditionRef::Mine => Ok(Exped::Mine),
            ExpeditionRef::YourOther => Ok(Exped::YourOther),
            ExpeditionRef::YourHero => Ok(Exped::YourHero),
            ExpeditionRef::YourCompanion => Ok(Exped::YourCompanion),
            ExpeditionRef::EachOfYours(None) | ExpeditionRef::Yours => Ok(Exped::EachOfYours),
            ExpeditionRef::EachOfYours(Some(s)) => Ok(Exped::EachOfYoursThat(forms::standing(*s))),
            ExpeditionRef::Its => Ok(Exped::Its(self.it(span)?)),
            // CR 1.2.3.c: the Expedition facing mine is an opponent's, so `the Expedition
            // facing me` and `your opponent's Expedition facing me` are the same one.
            ExpeditionRef::OpponentsFacingMe | ExpeditionRef::FacingMe => Ok(Exped::OpponentsFacingMe),
            _ => unsupported("the Expedition", span),
        }
    }

    pub(super) fn objects(&mut self, o: &Object, pre: &mut Vec<Instr>, span: Span) -> Result<Objs> {
        self.objects_in(o, None, pre, span)
    }

    /// The objects a phrase names; choices go to `pre`. `from`: a zone written after the
    /// verb (`discard a card from your Reserve`).
    pub(super) fn objects_in(
        &mut self,
        o: &Object,
        from: Option<&altered_grammar::ZoneRef>,
        pre: &mut Vec<Instr>,
        span: Span,
    ) -> Result<Objs> {
        let sel = match o {
            Object::Ref(Referent::This) => return Ok(self.played_me.map_or(Objs::This, Objs::Slot)),
            Object::Ref(Referent::Earlier | Referent::EarlierAll) => {
                return match (self.last_slot, &self.last_per) {
                    (Some(s), _) => Ok(Objs::Slot(match self.followed {
                        Some((named, new)) if named == s => new,
                        _ => s,
                    })),
                    // `I gain 1 boost per other Character in my Expedition, then send them
                    // to Reserve`: the objects counted, as they match when the step happens.
                    (None, Some(f)) => Ok(Objs::All(f.clone())),
                    (None, None) => Ok(match self.it(span)? {
                        It::Trigger => Objs::Trigger,
                        It::Slot(s) => Objs::Slot(s),
                    }),
                };
            }
            Object::Ref(Referent::TriggerObject) if self.trigger_object => return Ok(Objs::Trigger),
            Object::Ref(Referent::TheOthers | Referent::TheOther) => return self.the_others(span),
            Object::Ref(Referent::OneOfThem) => return self.one_of_revealed(1, 1, pre, span),
            Object::Ref(Referent::AnyNumberOfThem) => return self.one_of_revealed(0, u8::MAX, pre, span),
            Object::Ref(_) => return unsupported("the pronoun", span),
            Object::Select(sel) => sel,
        };
        // `in target Expedition`, `controlled by target player`: the Expedition or player
        // is chosen before the objects (CR 1.2.6.c), and the filter names the choice.
        let mut stripped = sel.clone();
        let (mut in_chosen, mut chosen_player, mut chosen_place) = (false, None, None);
        stripped.qualifiers.retain(|q| match q {
            Qualifier::InExpedition(ExpeditionRef::Target(None)) => {
                in_chosen = true;
                false
            }
            Qualifier::ControlledByPlayer(p @ (PlayerRef::TargetPlayer | PlayerRef::TargetOpponent)) => {
                chosen_player = Some(*p == PlayerRef::TargetOpponent);
                false
            }
            // `in target opponent's Hero Expedition`: the player chosen first, then the
            // objects in that player's Expedition(s).
            Qualifier::InExpedition(ExpeditionRef::Of {
                whose: whose @ (PossessivePlayer::TargetPlayers | PossessivePlayer::TargetOpponents),
                which,
                ..
            }) => {
                chosen_player = Some(*whose == PossessivePlayer::TargetOpponents);
                chosen_place = Some(expeditions_of(*which));
                false
            }
            _ => true,
        });
        let mut filter = self.filter(&stripped)?;
        if in_chosen {
            pre.push(Instr::ChooseExpedition {
                standing: None,
                only: None,
                having: None,
            });
            filter.zone = ZoneFilter::ChosenExpedition;
        }
        if let Some(opponent) = chosen_player {
            pre.push(Instr::ChoosePlayer { opponent });
            filter.whose = Some(Rel::Chosen);
            filter.zone = chosen_place.unwrap_or(ZoneFilter::InPlay);
        }
        if let Some(z) = from {
            filter.zone = match z.zone {
                altered_grammar::Zone::Reserve => ZoneFilter::Reserve,
                altered_grammar::Zone::Discard => ZoneFilter::Discard,
                _ => return unsupported("objects taken from this zone", sel.span),
            };
            filter.whose = zone_owner(z, sel.span)?;
        }
        let (min, max, target, other) = match &sel.determiner {
            Some(Determiner::Target(n)) => {
                let n = self.amount(*n, sel.span)?;
                (n, n, true, false)
            }
            Some(Determiner::UpTo { count, target }) => (0, self.amount(*count, sel.span)?, *target, false),
            Some(Determiner::AnotherTarget) => (1, 1, true, true),
            Some(Determiner::AnyNumber { target }) => (0, u32::from(u8::MAX), *target, false),
            Some(Determiner::Count(n)) => {
                let n = self.amount(*n, sel.span)?;
                (n, n, false, false)
            }
            // `one of your Mana Orbs`: a number of the objects you control, chosen (not
            // targets, CR 1.2.6.c)
            Some(Determiner::OfYour(n)) => {
                filter.whose = Some(Rel::You);
                let n = self.amount(*n, sel.span)?;
                (n, n, false, false)
            }
            Some(Determiner::Each | Determiner::All) => return Ok(Objs::All(filter)),
            // `the Character with the highest Base Cost`: one object, chosen among those tied
            // for it (not a target, CR 1.2.6.c)
            Some(Determiner::The) => (1, 1, false, false),
            None if sel.plural => return Ok(Objs::All(filter)),
            // `return another card from your Reserve`: one, chosen, other than me.
            None if sel.adjectives.contains(&Adjective::Another) => (1, 1, false, false),
            None => return unsupported("an object without a determiner", sel.span),
        };
        filter.other |= other;
        let slot = self.new_slot();
        pre.push(Instr::Choose {
            slot,
            filter,
            min: u8::try_from(min).unwrap_or(u8::MAX),
            max: u8::try_from(max).unwrap_or(u8::MAX),
            target,
            by: Chooser::You,
        });
        Ok(Objs::Slot(slot))
    }

    pub(crate) fn filter(&self, sel: &Selector) -> Result<Filter> {
        let span = sel.span;
        // `a card in your Expeditions or your Reserve`: the noun phrase in each place, an
        // object matching it in any of them (as a choice between noun phrases).
        if let Some((i, places)) = sel.qualifiers.iter().enumerate().find_map(|(i, q)| match q {
            Qualifier::InAnyOf(places) => Some((i, places)),
            _ => None,
        }) {
            return self.filter_in_any_of(sel, i, places);
        }
        // `a Permanent you control or a card in your Reserve`, `target Permanent or target
        // card in Reserve`: one choice among what any of the noun phrases names, so each
        // is written with the same determiner (or none, sharing the first one's; the first
        // one's is outside the phrase in `If there's a Spell in your Reserve or a …`).
        let mut f = Filter {
            or: self.alternatives_filter(sel)?,
            ..Filter::default()
        };
        for k in &sel.kinds {
            let kind = Self::kind_filter(&mut f, k)?;
            f.kinds.push(kind);
        }
        for a in &sel.adjectives {
            Self::adjective_filter(&mut f, a, span)?;
        }
        for q in &sel.qualifiers {
            // `with Base Cost X or less, where X is …`, `with forest X+1 or more`: X read
            // with the filter, whatever number it bounds.
            if f.number_vs.is_none() {
                if let Some(vs) = self.number_vs_x(q) {
                    f.number_vs = Some(Box::new(vs));
                    continue;
                }
            }
            // By what the qualifier tests, one file each.
            match q {
                Qualifier::YouControl
                | Qualifier::YouDontControl
                | Qualifier::ControlledBy(_)
                | Qualifier::InPlay
                | Qualifier::YouControlOrInYourReserve
                | Qualifier::InPlayOrReserve
                | Qualifier::InZone(_)
                | Qualifier::FromZone(_)
                | Qualifier::InExpedition(_)
                | Qualifier::ControlledByPlayer(_)
                | Qualifier::InIt
                | Qualifier::FacingMe
                | Qualifier::InTerrain(_)
                | Qualifier::InRegion(_) => self.place_qualifier(&mut f, q, span)?,
                Qualifier::Counted { .. }
                | Qualifier::HandCost { .. }
                | Qualifier::Cost { .. }
                | Qualifier::NoStatisticOver(_)
                | Qualifier::BaseStatisticZero
                | Qualifier::TotalStatistic { .. }
                | Qualifier::StatisticAtMostMine(_)
                | Qualifier::Statistic { .. }
                | Qualifier::Compared { .. }
                | Qualifier::Superlative { .. } => self.number_qualifier(&mut f, q, span)?,
                Qualifier::OtherThanMe
                | Qualifier::YouPlayedThisTurn
                | Qualifier::WithMyName
                | Qualifier::WithKeyword(_)
                | Qualifier::WithAbility { .. } => self.relation_qualifier(&mut f, q, span)?,
                _ => return unsupported("the qualifier", span),
            }
        }
        if !f.or.is_empty()
            && matches!(
                f.zone,
                ZoneFilter::Hand | ZoneFilter::Among(_) | ZoneFilter::AmongOthers { .. }
            )
        {
            return unsupported("a choice between noun phrases naming cards in a hand", span);
        }
        Ok(f)
    }

    /// `a card in your Expeditions or your Reserve`: the noun phrase in each place (its
    /// qualifier `i` being one of `places`), an object matching it in any of them (as a
    /// choice between noun phrases).
    fn filter_in_any_of(&self, sel: &Selector, i: usize, places: &[Qualifier]) -> Result<Filter> {
        let span = sel.span;
        let mut f: Option<Filter> = None;
        for place in places {
            let mut one = sel.clone();
            one.qualifiers[i] = place.clone();
            match &mut f {
                None => f = Some(self.filter(&one)?),
                Some(f) => {
                    one.alternatives.clear();
                    let g = self.filter(&one)?;
                    f.or = f.or.iter().cloned().chain([g]).collect();
                }
            }
        }
        let Some(f) = f else {
            return unsupported("the qualifier", span);
        };
        if std::iter::once(&f).chain(f.or.iter()).any(|g| {
            matches!(
                g.zone,
                ZoneFilter::Hand | ZoneFilter::Among(_) | ZoneFilter::AmongOthers { .. }
            )
        }) {
            return unsupported("places joined by `or` with a hand among them", span);
        }
        Ok(f)
    }

    /// `a Permanent you control or a card in your Reserve`: the filters of the noun phrases
    /// after the first, one choice among what any of them names.
    fn alternatives_filter(&self, sel: &Selector) -> Result<Box<[Filter]>> {
        let mut or = Vec::new();
        for alt in &sel.alternatives {
            if alt.determiner.is_some() && sel.determiner.is_some() && alt.determiner != sel.determiner {
                return unsupported("a choice between noun phrases with different determiners", alt.span);
            }
            let g = self.filter(alt)?;
            // A card in a hand or among revealed cards is not an object (CR 2.1.j): those
            // are chosen from another list than the objects'.
            if matches!(
                g.zone,
                ZoneFilter::Hand | ZoneFilter::Among(_) | ZoneFilter::AmongOthers { .. }
            ) {
                return unsupported("a choice between noun phrases naming cards in a hand", alt.span);
            }
            or.push(g);
        }
        Ok(or.into_boxed_slice())
    }

    /// `I'm …` (the object the ability belongs to) or `it's …` (the object named before)
    /// matches the filter.
    pub(super) fn object_matches(&self, who: Referent, filter: Filter, span: Span) -> Result<Cond> {
        match who {
            Referent::This => Ok(Cond::IMatch(filter)),
            Referent::Earlier | Referent::TriggerObject => Ok(Cond::ItIs {
                it: self.it(span)?,
                filter,
            }),
            _ => unsupported("the condition on this object", span),
        }
    }

    /// `an opponent` (`Some(true)`), `a player` (`Some(false)`) as what `Target …` chooses.
    pub(super) fn is_a_player(&self, sel: &Selector) -> Option<bool> {
        let one = matches!(
            sel.determiner,
            Some(Determiner::Count(Amount::N(1)) | Determiner::Target(Amount::N(1)))
        );
        match &sel.kinds[..] {
            [k] if one && sel.adjectives.is_empty() && sel.qualifiers.is_empty() => match k.node {
                Kind::Opponent => Some(true),
                Kind::Player => Some(false),
                _ => None,
            },
            _ => None,
        }
    }
}

/// The keyword ability a noun phrase or a condition says an object has (CR 7.4), without
/// its number: `Tough` with any number (see [`keyword_filter`] for `with Tough 2`).
pub(super) fn keyword_held(k: &altered_grammar::Keyword, span: Span) -> Result<crate::KeywordAbility> {
    use altered_grammar::KeywordName as N;
    Ok(match (k.name, k.param) {
        (N::Defender, None) => crate::KeywordAbility::Defender,
        (N::Eternal, None) => crate::KeywordAbility::Eternal,
        (N::Gigantic, None) => crate::KeywordAbility::Gigantic,
        (N::Seasoned, None) => crate::KeywordAbility::Seasoned,
        (N::Tough, None) => crate::KeywordAbility::Tough(0),
        (N::Scout, None) => crate::KeywordAbility::Scout(0),
        _ => return unsupported(format!("having `{}`", k.name), span),
    })
}

/// A keyword ability a noun phrase or a condition asks for (CR 7.4): `with Tough` (any
/// number) or `with Tough 2`, `If I'm Tough 2` (an instance whose number is 2, CR 7.4.7.b).
/// Adds the keyword ability `k` to what `f` asks an object to have (`held`) or not to have.
pub(super) fn keyword_filter(f: &mut Filter, k: &altered_grammar::Keyword, held: bool, span: Span) -> Result<()> {
    use altered_grammar::KeywordName as N;
    let ability = match (k.name, k.param) {
        (N::Tough, Some(Amount::N(n))) => crate::KeywordAbility::Tough(u32::from(n)),
        (N::Scout, Some(Amount::N(n))) => crate::KeywordAbility::Scout(u32::from(n)),
        _ => keyword_held(k, span)?,
    };
    f.keywords = f.keywords.iter().copied().chain([(ability, held)]).collect();
    Ok(())
}

impl Lowerer {
    /// A qualifier that bounds one of an object's numbers by `X` (`with Base Cost X or less`,
    /// `with forest X+1 or more`, `with X or more boosts`), when `where X is …` defines X:
    /// the number, how it stands against X, and X as the effect reads it.
    fn number_vs_x(&self, q: &Qualifier) -> Option<(ObjectNumber, Order, Num)> {
        let x = self.x.as_ref()?;
        let (number, cmp) = match q {
            Qualifier::HandCost { total: false, cmp } => (ObjectNumber::HandCost, cmp),
            Qualifier::Cost {
                which: CostName::Base,
                cmp,
            } => (ObjectNumber::BaseCost, cmp),
            Qualifier::Cost {
                which: CostName::Reserve,
                cmp,
            } => (ObjectNumber::ReserveCost, cmp),
            Qualifier::Statistic { terrain, cmp } => (ObjectNumber::Statistic(forms::terrain(*terrain)), cmp),
            Qualifier::Counted { counter: None, cmp } => (ObjectNumber::Boosts, cmp),
            _ => return None,
        };
        let (order, amount) = match cmp {
            Comparison::AtLeast(a) => (Order::EqualOrGreater, a),
            Comparison::AtMost(a) => (Order::EqualOrLower, a),
            Comparison::Exactly(a) => (Order::Equal, a),
            Comparison::MoreThan(a) => (Order::Greater, a),
            Comparison::LessThan(a) => (Order::Lower, a),
            Comparison::Relative { .. } => return None,
        };
        let n = match amount {
            Amount::X => x.clone(),
            Amount::XPlus(k) => Num::Plus(Box::new(x.clone()), u32::from(*k)),
            _ => return None,
        };
        Some((number, order, n))
    }
}

/// The places of `in a player's Expeditions` (either) or `in a player's Hero Expedition`
/// (CR 3.2.2: one of each per player).
fn expeditions_of(which: Option<altered_grammar::ExpeditionRole>) -> ZoneFilter {
    match which {
        None => ZoneFilter::Expeditions,
        Some(altered_grammar::ExpeditionRole::Hero) => {
            ZoneFilter::ExpeditionsThat(ExpeditionTest::Is(crate::Side::Hero))
        }
        Some(altered_grammar::ExpeditionRole::Companion) => {
            ZoneFilter::ExpeditionsThat(ExpeditionTest::Is(crate::Side::Companion))
        }
    }
}

/// The number a comparison between two objects reads (CR 2.2.7-2.2.9, 2.2.11).
fn object_number(of: altered_grammar::Superlative) -> ObjectNumber {
    use altered_grammar::Superlative as S;
    match of {
        S::HandCost => ObjectNumber::HandCost,
        S::Cost(CostName::Base) => ObjectNumber::BaseCost,
        S::Cost(CostName::Reserve) => ObjectNumber::ReserveCost,
        S::Statistic(t) => ObjectNumber::Statistic(forms::terrain(t)),
        S::AnyStatistic => ObjectNumber::HighestStatistic,
        S::Boosts => ObjectNumber::Boosts,
    }
}

/// `equal or lower`, `greater`, … as an order between two numbers.
fn order(r: altered_grammar::Relation) -> Order {
    use altered_grammar::Relation as R;
    match r {
        R::EqualOrLower => Order::EqualOrLower,
        R::EqualOrGreater => Order::EqualOrGreater,
        R::Lower => Order::Lower,
        R::Greater => Order::Greater,
        R::Equal => Order::Equal,
    }
}

/// `target Expedition`, `an Ascended Expedition`, `target Expedition you control that's
/// behind`, written as an object phrase: one Expedition chosen (CR 1.2.6.c), as the
/// instruction that chooses it; `None` when the phrase names no such choice.
pub(super) fn expedition_choice(sel: &Selector) -> Option<Instr> {
    if !matches!(&sel.kinds[..], [k] if k.node == Kind::Expedition)
        || !matches!(
            sel.determiner,
            Some(Determiner::Count(Amount::N(1)) | Determiner::Target(Amount::N(1)))
        )
    {
        return None;
    }
    let (whose, tests, standing) = forms::expeditions_named(sel).ok()?;
    let only = match whose {
        None => None,
        Some(Rel::You) => Some(crate::ir::ExpeditionsAllowed::Yours),
        Some(Rel::Opponent) => Some(crate::ir::ExpeditionsAllowed::Opponents),
        Some(_) => return None,
    };
    let having = match tests[..] {
        [] => None,
        [t] => Some(t),
        _ => return None,
    };
    Some(Instr::ChooseExpedition { standing, only, having })
}

/// `target Expedition`, `an Expedition that's ahead`, `target Expedition controlled by an
/// opponent`, `target Ascended Expedition`: one Expedition chosen (CR 1.2.6.c), as the
/// instruction that chooses it; `None` for an Expedition named without a choice.
pub(super) fn expedition_ref_choice(e: &ExpeditionRef, span: Span) -> Result<Option<Instr>> {
    Ok(match e {
        ExpeditionRef::Target(s) | ExpeditionRef::An(s) => Some(Instr::ChooseExpedition {
            standing: s.map(forms::standing),
            only: None,
            having: None,
        }),
        ExpeditionRef::Relative { relation, .. } => Some(Instr::ChooseExpedition {
            standing: None,
            only: Some(forms::expeditions_allowed(*relation, span)?),
            having: None,
        }),
        ExpeditionRef::Having {
            status: altered_grammar::StatusName::Ascended,
            of,
        } => match expedition_ref_choice(of, span)? {
            Some(Instr::ChooseExpedition {
                standing,
                only,
                having: None,
            }) => Some(Instr::ChooseExpedition {
                standing,
                only,
                having: Some(ExpeditionTest::Ascended),
            }),
            _ => None,
        },
        _ => None,
    })
}

pub(super) fn restrict_to_controlled(pre: &mut [Instr], what: &Objs) {
    if let Objs::Slot(s) = what {
        for i in pre.iter_mut() {
            if let Instr::Choose { slot, filter, .. } = i {
                if slot == s {
                    filter.whose = Some(Rel::You);
                    if filter.zone != ZoneFilter::MyExpedition {
                        filter.zone = ZoneFilter::InPlay;
                    }
                }
            }
        }
    }
}

/// The choice of the objects in `what` is made by `by` (CR 6.1.h).
pub(super) fn chosen_by(pre: &mut [Instr], what: &Objs, by: Chooser) {
    if let Objs::Slot(s) = what {
        for i in pre.iter_mut() {
            if let Instr::Choose { slot, by: b, .. } = i {
                if slot == s {
                    *b = by;
                }
            }
        }
    }
}

pub(super) fn zone_owner(z: &altered_grammar::ZoneRef, span: Span) -> Result<Option<Rel>> {
    match z.whose {
        // `a Reserve`, `each player's Reserve`: any player's.
        None | Some(PossessivePlayer::EachPlayers) => Ok(None),
        Some(PossessivePlayer::Your) => Ok(Some(Rel::You)),
        Some(PossessivePlayer::Opponents) => Ok(Some(Rel::Opponent)),
        Some(_) => unsupported("this zone", span),
    }
}

/// Whether a player was chosen by one of these instructions already.
pub(super) fn chosen_player_named(pre: &[Instr]) -> bool {
    pre.iter().any(|i| matches!(i, Instr::ChoosePlayer { .. }))
}

pub(super) fn zone_kind(z: Zone) -> ZoneKind {
    match z {
        Zone::Reserve => ZoneKind::Reserve,
        Zone::Hand => ZoneKind::Hand,
        Zone::Deck => ZoneKind::Deck,
        Zone::Mana => ZoneKind::Mana,
        Zone::Discard => ZoneKind::Discard,
        Zone::Landmarks => ZoneKind::Landmarks,
    }
}

/// The cost symbol an ability is named by (`a {D} ability`, CR 1.1.6).
pub(super) fn cost_symbol(s: altered_grammar::AbilitySymbol) -> crate::host::CostSymbol {
    match s {
        altered_grammar::AbilitySymbol::Support => crate::host::CostSymbol::Support,
        altered_grammar::AbilitySymbol::Exhaust => crate::host::CostSymbol::Exhaust,
    }
}

/// The ability symbol a trigger symbol names (CR 1.1.6.e–g).
pub(super) fn trigger_symbol(t: altered_grammar::SymbolTrigger) -> crate::host::Symbol {
    match t {
        altered_grammar::SymbolTrigger::Etb => crate::host::Symbol::Etb,
        altered_grammar::SymbolTrigger::Hand => crate::host::Symbol::Hand,
        altered_grammar::SymbolTrigger::Reserve => crate::host::Symbol::Reserve,
    }
}

pub(super) fn status(s: StatusName) -> Option<Status> {
    match s {
        StatusName::Fleeting => Some(Status::Fleeting),
        StatusName::Anchored => Some(Status::Anchored),
        StatusName::Asleep => Some(Status::Asleep),
        StatusName::Exhausted => Some(Status::Exhausted),
        // Boosted is having boosts, not a status the host keeps; Ascended belongs to
        // Expeditions (CR 2.4.3), which the host does not give statuses yet
        StatusName::Boosted | StatusName::Ascended => None,
    }
}
