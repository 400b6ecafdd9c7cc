//! Lowering of effect forms beyond a plain sequence of steps: modal effects (CR 5.1.2.c.3),
//! die rolls (CR 7.3.28), amounts computed in play (`per …`, `where X is …`), and the
//! actions, qualifiers and conditions that need them.

use altered_grammar::{
    Amount, Choose, ChooseCount, Condition, DieOutcome, DieRange, DieRoll, ExpeditionSubject, IsWhat, Object,
    PossessivePlayer, PutWhat, Quantity, Referent, Selector, Sentence, Span, Standing as AstStanding, SymbolTrigger,
    Terrain as AstTerrain, WhichStatistic, ZoneRef,
};

use super::{unsupported, Lowerer, Result};
use crate::host::{Destination, Terrain};
use crate::ir::{Act, Chooser, Cmp, Cond, Exped, Instr, Num, ObjectNumber, Objs, Standing, Total, Who};

/// How many times one option of `Choose X+1, where X is …. You may pick the same option
/// multiple times` may be chosen: X is not bounded by the card, the frame's flags are.
const MAX_MODE_REPEATS: u8 = 100;

impl Lowerer {
    /// `Choose one:` and its bullets (CR 5.1.2.c.3): the modes are chosen at the
    /// declaration of intent, so the choice must be the effect's first instruction; the
    /// chosen modes then resolve in the order they were chosen (CR 6.5.g), through an
    /// [`Instr::NextMode`] that each mode's code returns to.
    pub(super) fn modal(&mut self, c: &Choose) -> Result<()> {
        if let ChooseCount::DoTimes(times) = &c.count {
            return self.do_times(times, c);
        }
        if !self.code.is_empty() {
            return unsupported("a modal choice after other steps", self.span);
        }
        // `Choose X+1, where X is my number of Arcane counters`: X is read as the modes
        // are chosen.
        let x = match &c.where_x {
            Some(q) => match self.quantity_choosing(q, self.span)? {
                (x, false) => Some(x),
                (_, true) => return unsupported("modes counted by a chosen player's cards", self.span),
            },
            None => None,
        };
        let n = |a: &Amount| match (a, &x) {
            (Amount::N(n), _) => Ok((*n, false)),
            (Amount::X, Some(_)) => Ok((0, true)),
            (Amount::XPlus(k), Some(_)) => Ok((*k, true)),
            _ => unsupported("`X` options without `where X is …`", self.span),
        };
        let ((min, _), (max, with_x)) = match &c.count {
            ChooseCount::Exactly(a) => (n(a)?, n(a)?),
            ChooseCount::UpTo(a) => ((0, false), n(a)?),
            // CR 6.5.g: one mode, or both of the two
            ChooseCount::OneOrBoth => ((1, false), (2, false)),
            ChooseCount::DoTimes(_) => return unsupported("`Do the following N times:`", self.span),
        };
        let extra = match (with_x, x) {
            (true, x) => x,
            (false, Some(_)) => return unsupported("`where X is …` that no count reads", self.span),
            (false, None) => None,
        };
        // CR 6.5.g: each mode at most once, unless the effect says the same mode may be
        // chosen more than once; then an option may take every choice: all N of them, or,
        // for `X+1` choices, up to `MAX_MODE_REPEATS` (a bound, as on repetitions, so
        // that no frame grows without end).
        let copies = match (c.repeatable, &extra) {
            (false, _) => 1,
            (true, None) => max.max(1),
            (true, Some(_)) => MAX_MODE_REPEATS,
        };
        let all_if = c
            .both_if
            .as_ref()
            .map(|cond| self.condition(cond).map(Box::new))
            .transpose()?;
        let count = u8::try_from(c.options.len()).unwrap_or(u8::MAX);
        let first = self.flags;
        self.flags = self.flags.saturating_add(u16::from(count) * u16::from(copies));
        // `• exhaust: I gain 2 boosts`: a mode with a cost. CR 5.1.2.c.3-4: modes and
        // costs are chosen at the declaration of intent and the costs paid before the
        // effect, so each chosen mode's cost is paid right after the choice.
        let mut costs = Vec::new();
        let mut effects = Vec::new();
        for (i, option) in c.options.iter().enumerate() {
            match &option.kind {
                altered_grammar::AbilityKind::Effect(e) => effects.push(&e.sentences),
                altered_grammar::AbilityKind::QuickAction(q) if q.only_if.is_none() && q.costs_more_if.is_none() => {
                    let acts = q.costs.iter().map(|c| self.mode_cost(c)).collect::<Result<Vec<_>>>()?;
                    costs.push((u8::try_from(i).unwrap_or(u8::MAX), acts));
                    effects.push(&q.effect.sentences);
                }
                _ => return unsupported("a modal option that is not an effect", option.span),
            }
        }
        self.code.push(Instr::Modes {
            first,
            count,
            min,
            max,
            costs: costs.clone(),
            extra,
            all_if,
            copies,
        });
        let flag = |i: u16, j: u8| first.saturating_add(i * u16::from(copies) + u16::from(j));
        for (i, acts) in costs {
            for j in 0..copies {
                let test = self.code.len();
                self.code.push(Instr::JumpUnless {
                    cond: Cond::Flag(flag(u16::from(i), j)),
                    to: test + 2,
                });
                self.code.push(Instr::Cost {
                    acts: acts.clone(),
                    did: None,
                });
            }
        }
        // A mode chosen twice happens twice, its choices made anew (CR 6.5.i): each of its
        // choices dispatches to its one block, which forgets what it chose before
        // returning, so that the next time makes its own choices.
        let dispatch = self.code.len();
        self.code.push(Instr::Jump(0)); // the `NextMode`, once the blocks are known
        let mut blocks = Vec::new();
        for (i, sentences) in effects.into_iter().enumerate() {
            let start = self.code.len();
            let first_slot = self.slots;
            // Choosing an option sets its first flag first, so the block runs once chosen.
            self.guarded(Cond::Flag(flag(i as u16, 0)), sentences)?;
            if copies > 1 {
                self.code.push(Instr::Forget {
                    slots: (first_slot, self.slots),
                });
            }
            self.code.push(Instr::ModeDone(dispatch));
            blocks.extend((0..copies).map(|j| (flag(i as u16, j), start)));
        }
        let end = self.code.len();
        self.code[dispatch] = Instr::NextMode { blocks, end };
        Ok(())
    }

    /// `Do the following N times:` and its bullets (CR 6.5.i): every bullet, in printed
    /// order, N times, one repetition after the other; each repetition makes its own
    /// choices. N (`X+1, where X is …`) is read once, as the repetitions begin.
    fn do_times(&mut self, times: &Amount, c: &Choose) -> Result<()> {
        let span = self.span;
        if c.repeatable || c.both_if.is_some() {
            return unsupported("`Do the following N times:` with options to choose", span);
        }
        let x = match &c.where_x {
            Some(q) => Some(self.quantity(q, span)?),
            None => None,
        };
        let times = match (times, x) {
            (Amount::N(n), None) => Num::Const(u32::from(*n)),
            (Amount::X, Some(x)) => x,
            (Amount::XPlus(k), Some(x)) => Num::Plus(Box::new(x), u32::from(*k)),
            _ => return unsupported("`X` repetitions without `where X is …`", span),
        };
        let start = self.code.len();
        self.code.push(Instr::Jump(0)); // the `Repeat`, once its end is known
        let first_slot = self.slots;
        let (slot, flag) = (self.last_slot, self.last_flag);
        self.open_if = None;
        for option in &c.options {
            let altered_grammar::AbilityKind::Effect(e) = &option.kind else {
                return unsupported("a repeated bullet that is not an effect", option.span);
            };
            for s in &e.sentences {
                self.sentence(s)?;
            }
        }
        if self.code[start + 1..]
            .iter()
            .any(|i| matches!(i, Instr::Repeat { .. } | Instr::Modes { .. }))
        {
            return unsupported("repetitions inside repetitions", span);
        }
        // `it`, `If you do` and `Otherwise` do not reach out of the repetitions.
        self.open_if = None;
        self.last_flag = flag;
        self.last_slot = slot;
        self.code.push(Instr::Again {
            start,
            slots: (first_slot, self.slots),
        });
        let end = self.code.len();
        self.code[start] = Instr::Repeat { times, end };
        Ok(())
    }

    /// The cost of a mode (`exhaust`, mana, `spend N of my boosts / counters`).
    fn mode_cost(&self, c: &altered_grammar::Spanned<altered_grammar::Cost>) -> Result<Act> {
        use altered_grammar::Cost;
        Ok(match &c.node {
            // CR 7.3.12.b: exhaust me.
            Cost::Exhaust => Act::Status {
                what: crate::ir::Objs::This,
                status: crate::host::Status::Exhausted,
                gain: true,
            },
            Cost::Mana(a) => Act::PayMana(self.amount(*a, c.span)?),
            Cost::Spend(sp) => self.spend(sp, c.span)?,
            _ => return unsupported("the cost of a mode", c.span),
        })
    }

    /// Sentences run only when `cond` holds; `it`, `If you do` and `Otherwise` do not
    /// reach across the guard.
    fn guarded(&mut self, cond: Cond, sentences: &[Sentence]) -> Result<()> {
        let test = self.code.len();
        self.code.push(Instr::Jump(0)); // patched below
        let (slot, flag) = (self.last_slot, self.last_flag);
        self.open_if = None;
        for s in sentences {
            self.sentence(s)?;
        }
        self.open_if = None;
        self.last_flag = flag;
        self.last_slot = slot;
        self.code[test] = Instr::JumpUnless {
            cond,
            to: self.code.len(),
        };
        Ok(())
    }

    /// `Roll a die. On a:` and its bullets (CR 7.3.28), with a target chosen before the
    /// roll (`Target a Character, then roll a die`) that the bullets call `it`.
    pub(super) fn die_roll(&mut self, r: &DieRoll) -> Result<()> {
        let target = match &r.target {
            Some(t) if t.before_roll => {
                let mut pre = Vec::new();
                let objs = self.objects(&Object::Select(t.selector.clone()), &mut pre, t.selector.span)?;
                self.code.extend(pre);
                Some(objs)
            }
            Some(_) => None,
            None => None,
        };
        self.code.push(Instr::Roll);
        // `Roll a die, then target a Character`: chosen knowing the result.
        let target = match &r.target {
            Some(t) if !t.before_roll => {
                let mut pre = Vec::new();
                let objs = self.objects(&Object::Select(t.selector.clone()), &mut pre, t.selector.span)?;
                self.code.extend(pre);
                Some(objs)
            }
            _ => target,
        };
        self.rolled = true;
        let slot = self.last_slot;
        for DieOutcome {
            range, effect, instead, ..
        } in &r.outcomes
        {
            // `… instead` belongs under a replacement's roll (CR 6.2); no event to replace here
            if *instead {
                return unsupported("`instead` after a die result outside a replacement", self.span);
            }
            let (lo, hi) = die_range(*range);
            if target.is_some() {
                self.last_slot = slot;
            }
            self.guarded(Cond::Rolled { lo, hi }, &effect.sentences)?;
        }
        Ok(())
    }

    /// `Remove all boosts from …. Then, depending on the number of boosts removed this
    /// way:` and its bullets: the step before is tallied (`Instr::TallyBoosts`, before and
    /// after it, CR 2.5.g), then every bullet whose range holds the number happens, in
    /// printed order (open ranges such as `1+` and `5+` may both hold).
    pub(super) fn depending(&mut self, d: &altered_grammar::Depending) -> Result<()> {
        if d.on != Quantity::BoostsRemovedThisWay {
            return unsupported("`depending on` this quantity", self.span);
        }
        let what = match self.code.last() {
            Some(Instr::Step { acts, .. }) => match &acts[..] {
                [Act::Boosts { what, delta }] if *delta < 0 => what.clone(),
                _ => return unsupported("`boosts removed this way` after another step", self.span),
            },
            _ => return unsupported("`boosts removed this way` after something other than a step", self.span),
        };
        let at = self.code.len() - 1;
        self.insert_before(
            at,
            Instr::TallyBoosts {
                what: what.clone(),
                after: false,
            },
        );
        self.code.push(Instr::TallyBoosts { what, after: true });
        for DieOutcome {
            range, effect, instead, ..
        } in &d.outcomes
        {
            if *instead {
                return unsupported("`instead` after a result outside a replacement", self.span);
            }
            let (lo, hi) = match *range {
                DieRange::Between(lo, hi) => (u32::from(lo), u32::from(hi)),
                DieRange::AtLeast(lo) => (u32::from(lo), u32::MAX),
                DieRange::Exactly(n) => (u32::from(n), u32::from(n)),
            };
            self.guarded(Cond::Noted { lo, hi }, &effect.sentences)?;
        }
        Ok(())
    }

    /// `…, then roll a die. When you roll a 1-3 this way | <effect>`: the effect creates a
    /// reaction to its own roll. Its trigger matches as the roll happens, so the reaction is
    /// activated then (CR 6.3.h: an Emblem-Reaction in Limbo, `Moment::Now`), and its
    /// effect resolves when Reactions are next checked (CR 4.4), its choices made then.
    /// `After Rest: …` (CR 4.2.5.b): the sentences after it are a delayed part of the
    /// effect, run after Rest with their choices made then (CR 1.2.6.c).
    pub(super) fn after_rest(&mut self, effect: &altered_grammar::Effect) -> Result<()> {
        let mut later = Lowerer::new(self.span);
        for s in &effect.sentences {
            later.sentence(s)?;
        }
        if !later.delayed.is_empty() {
            return unsupported("a delayed part inside `After Rest:`", self.span);
        }
        let code = std::mem::take(&mut later.code);
        let act = self.delay_after_rest(later, code);
        self.code.push(Instr::Step {
            acts: vec![act],
            did: None,
        });
        Ok(())
    }

    pub(super) fn when_this_way(
        &mut self,
        trigger: &altered_grammar::Spanned<altered_grammar::Trigger>,
        effect: &altered_grammar::Effect,
    ) -> Result<()> {
        use altered_grammar::{Event, EventSubject, EventVerb, PlayerRef, Trigger};
        let range = match &trigger.node {
            Trigger::Event(Event::Subject {
                subject: EventSubject::Player(PlayerRef::You),
                verb: EventVerb::RollsThisWay(r),
            }) if self.rolled => *r,
            _ => {
                return unsupported(
                    "a reaction the effect creates, other than to its own roll",
                    trigger.span,
                )
            }
        };
        let mut later = Lowerer::new(self.span);
        later.in_created_reaction = true;
        for s in &effect.sentences {
            later.sentence(s)?;
        }
        if !later.delayed.is_empty() {
            return unsupported("a delayed part inside a reaction the effect creates", self.span);
        }
        let code = std::mem::take(&mut later.code);
        let act = self.delay(later, code, crate::ir::Moment::Now);
        let (lo, hi) = die_range(range);
        let test = self.code.len();
        self.code.push(Instr::Jump(0));
        self.code.push(Instr::Step {
            acts: vec![act],
            did: None,
        });
        self.code[test] = Instr::JumpUnless {
            cond: Cond::Rolled { lo, hi },
            to: self.code.len(),
        };
        Ok(())
    }

    /// `On a 4+, …` after `Roll a die.`
    pub(super) fn on_roll(&mut self, range: DieRange, then: &altered_grammar::Clauses) -> Result<()> {
        if !self.rolled {
            return unsupported("`On a …` without a die rolled before it", self.span);
        }
        let (lo, hi) = die_range(range);
        let test = self.code.len();
        self.code.push(Instr::Jump(0));
        self.clauses(then)?;
        self.code[test] = Instr::JumpUnless {
            cond: Cond::Rolled { lo, hi },
            to: self.code.len(),
        };
        Ok(())
    }

    /// The number `X` stands for (`where X is …`).
    pub(super) fn quantity(&self, q: &Quantity, span: Span) -> Result<Num> {
        match q {
            // The result as modified so far (CR 7.3.28.c, `Instr::AddToRoll`).
            Quantity::Result | Quantity::FinalResult if self.rolled => Ok(Num::Roll),
            Quantity::NumberOf(sel) => self.per(sel),
            Quantity::MyCounters(name) => Ok(Num::MyCounters(name.clone())),
            // `my number of boosts`: boosts are counters (CR 2.5)
            Quantity::MyBoosts => Ok(Num::MyNumber(ObjectNumber::Boosts)),
            // `my forest statistic`, `my highest statistic` (CR 2.2.11)
            Quantity::Statistic { its: false, which } => Ok(Num::MyNumber(match which {
                WhichStatistic::Highest => ObjectNumber::HighestStatistic,
                WhichStatistic::Lowest => ObjectNumber::LowestStatistic,
                WhichStatistic::Of(t) => ObjectNumber::Statistic(terrain(*t)),
            })),
            Quantity::Half { of, up } => Ok(Num::Half(Box::new(self.quantity(of, span)?), *up)),
            _ => unsupported("the quantity", span),
        }
    }

    /// [`Lowerer::quantity`], and whether a player must be chosen first for it (`the
    /// number of cards in target player's Reserve`: `Rel::Chosen`).
    pub(super) fn quantity_choosing(&self, q: &Quantity, span: Span) -> Result<(Num, bool)> {
        use altered_grammar::{Kind, Qualifier, Zone};
        if let Quantity::NumberOf(sel) = q {
            if let ([k], [Qualifier::InZone(z)], []) = (&sel.kinds[..], &sel.qualifiers[..], &sel.adjectives[..]) {
                if k.node == Kind::Card
                    && z.zone == Zone::Reserve
                    && z.whose == Some(PossessivePlayer::TargetPlayers)
                    && sel.determiner.is_none()
                {
                    let filter = crate::ir::Filter {
                        kinds: vec![crate::ir::KindFilter::Card],
                        zone: crate::ir::ZoneFilter::Reserve,
                        whose: Some(crate::ir::Rel::Chosen),
                        ..Default::default()
                    };
                    return Ok((Num::Count(filter), true));
                }
            }
        }
        Ok((self.quantity(q, span)?, false))
    }

    /// `per Boosted Character you control`, `per card in your Reserve`: how many match.
    pub(super) fn per(&self, sel: &Selector) -> Result<Num> {
        if sel.determiner.is_some() {
            return unsupported("`per …` with a determiner", sel.span);
        }
        if matches!(&sel.kinds[..], [k] if k.node == altered_grammar::Kind::Expedition) {
            return expeditions_counted(sel);
        }
        if let Some(zone) = hidden_zone_of_yours(sel) {
            return Ok(Num::ZoneSize(zone));
        }
        Ok(Num::Count(self.filter(sel)?))
    }

    /// What `per …` or `for each …` counts: matching objects, or the counters I have
    /// (`for each of my boosts`, CR 2.5).
    pub(super) fn per_of(&self, per: &altered_grammar::Per, span: Span) -> Result<Num> {
        match per {
            altered_grammar::Per::Each(sel) => self.per(sel),
            altered_grammar::Per::Counters {
                its: false,
                counter: None,
            } => Ok(Num::MyNumber(ObjectNumber::Boosts)),
            altered_grammar::Per::Counters {
                its: false,
                counter: Some(name),
            } => Ok(Num::MyCounters(name.clone())),
            altered_grammar::Per::Counters { its: true, .. } => unsupported("`for each of its …` counters", span),
        }
    }

    /// An action with an amount: a number as printed, or `X` as `where X is …` says.
    pub(super) fn counted(&self, a: Amount, span: Span, make: impl Fn(u32) -> Act) -> Result<Act> {
        match (a, &self.x) {
            (Amount::N(n), _) => Ok(make(u32::from(n))),
            (Amount::X, Some(x)) => Ok(Act::Per {
                per: x.clone(),
                act: Box::new(make(1)),
            }),
            (Amount::XPlus(k), Some(x)) => Ok(Act::Per {
                per: Num::Plus(Box::new(x.clone()), u32::from(k)),
                act: Box::new(make(1)),
            }),
            // `Sacrifice up to two Characters. Draw that many cards.`, `discard any number of
            // cards to give me that many boosts`: as many as were chosen for the step before.
            (Amount::ThatMany, _) => match self.last_slot {
                Some(slot) => Ok(Act::Per {
                    per: Num::Chosen(slot),
                    act: Box::new(make(1)),
                }),
                None => unsupported("`that many` with nothing chosen before it", span),
            },
            _ => unsupported("`X` amounts", span),
        }
    }

    /// `Put the top two cards of your deck in your Mana zone`, `put me in your Mana zone`
    /// (CR 7.3.24), as exhausted Mana Orbs; `put a card from your Reserve in your Mana zone
    /// as a ready Mana Orb`; `put a card from your hand in Reserve` (see `hidden.rs`).
    pub(super) fn put(
        &mut self,
        who: Who,
        what: &PutWhat,
        to: &ZoneRef,
        exhausted: Option<bool>,
        pre: &mut Vec<Instr>,
        span: Span,
    ) -> Result<Act> {
        // `Put me in Reserve` (CR 7.3.24.b: put, return and send are synonyms): to its
        // owner's Reserve (CR 1.4.3), the only one `me` can go to.
        if to.zone == altered_grammar::Zone::Reserve
            && exhausted.is_none()
            && matches!(
                what,
                PutWhat::Object {
                    what: Object::Ref(Referent::This),
                    from: None
                }
            )
            && matches!(
                to.whose,
                None | Some(PossessivePlayer::Your | PossessivePlayer::MyOwners)
            )
            && who == Who::You
        {
            return Ok(Act::MoveTo {
                what: Objs::This,
                to: Destination::Reserve,
            });
        }
        if to.zone != altered_grammar::Zone::Mana {
            return self.put_from_hand(who, what, to, pre, span);
        }
        // CR 3.2.9.b: exhausted unless the effect says otherwise.
        if exhausted == Some(false) {
            return match what {
                PutWhat::Object {
                    what: what @ Object::Select(sel),
                    from: None,
                } if who == Who::You
                    && matches!(to.whose, Some(PossessivePlayer::Your))
                    && !super::hidden::in_hand(what)
                    && sel.determiner.is_some() =>
                {
                    Ok(Act::MoveTo {
                        what: self.objects(what, pre, span)?,
                        to: Destination::ReadyMana,
                    })
                }
                _ => unsupported("putting this in a Mana zone as a ready Mana Orb", span),
            };
        }
        match what {
            PutWhat::TopOfDeck { count, whose } => {
                let ok = matches!(
                    (who, whose, to.whose),
                    (Who::You, PossessivePlayer::Your, Some(PossessivePlayer::Your))
                        | (_, PossessivePlayer::Their, Some(PossessivePlayer::Their))
                );
                if !ok {
                    return unsupported("putting cards in another player's Mana zone", span);
                }
                self.counted(*count, span, |count| Act::DeckToMana { who, count })
            }
            PutWhat::Object { what, from: None }
                if matches!(
                    to.whose,
                    Some(PossessivePlayer::Your | PossessivePlayer::MyOwners | PossessivePlayer::ItsOwners)
                ) && who == Who::You =>
            {
                // The host moves it to its owner's Mana zone (CR 1.4.3): `my owner's` and
                // `its owner's` as written, and `your` is right for `me`, which the
                // controller owns while it resolves (another object's `your` would not be).
                // A card in your Reserve is yours too (CR 3.1.2.c: a card goes only to its
                // owner's personal zones).
                let mine = matches!(what, Object::Ref(Referent::This)) || in_your_reserve(what);
                if mine == (to.whose == Some(PossessivePlayer::ItsOwners)) {
                    return unsupported("putting an object in a Mana zone other than its owner's", span);
                }
                Ok(Act::MoveTo {
                    what: self.objects(what, pre, span)?,
                    to: Destination::Mana,
                })
            }
            _ => unsupported("this `put`", span),
        }
    }

    /// `put a card from your hand on top of your deck`, `return target Character to the
    /// bottom of its owner's deck`, `shuffle me into my owner's deck` (CR 7.3.24.a, 7.3.27):
    /// to `end` of its owner's Deck (CR 3.1.2.c: a card goes only to its owner's personal
    /// zones). A card of your Hand is chosen by you (CR 3.2.5.b).
    pub(super) fn put_in_deck(
        &mut self,
        what: &Object,
        from: Option<&ZoneRef>,
        to: &ZoneRef,
        end: Destination,
        pre: &mut Vec<Instr>,
        span: Span,
    ) -> Result<Act> {
        use altered_grammar::{Qualifier, Zone};
        if to.zone != Zone::Deck {
            return unsupported("putting on top of or at the bottom of a zone other than a Deck", span);
        }
        let from_your_hand = |sel: &Selector| match from {
            Some(z) => z.zone == Zone::Hand && z.whose == Some(PossessivePlayer::Your),
            None => super::hidden::hand_of(sel) == Some(Some(PossessivePlayer::Your)),
        };
        match (what, to.whose) {
            (Object::Select(sel), Some(PossessivePlayer::Your)) if from_your_hand(sel) => {
                let mut sel = sel.clone();
                sel.qualifiers.extend(from.cloned().map(Qualifier::FromZone));
                Ok(Act::MoveTo {
                    what: self.hand_choice(&Object::Select(sel), Chooser::You, pre, span)?,
                    to: end,
                })
            }
            // Its owner's Deck as written; `your deck` is its owner's for `me` (which the
            // controller owns while it resolves), for a card of your Reserve, and for the
            // cards looked at or revealed on top of your Deck (`the rest`, `the other`, `one`:
            // only your own Deck's top cards are, see `reveal`).
            (_, Some(PossessivePlayer::ItsOwners | PossessivePlayer::MyOwners)) | (_, Some(PossessivePlayer::Your))
                if to.whose != Some(PossessivePlayer::Your)
                    || matches!(what, Object::Ref(Referent::This))
                    || (from.is_none() && in_your_own_zone(what))
                    || from.is_some_and(your_own_zone)
                    || (from.is_none() && self.names_revealed(what)) =>
            {
                Ok(Act::MoveTo {
                    what: self.objects_in(what, from, pre, span)?,
                    to: end,
                })
            }
            _ => unsupported("putting this in a Deck that may not be its owner's", span),
        }
    }

    /// `You may spend 1 of my boosts to Resupply`, `discard a card from your Reserve to …`:
    /// the first part is a step of its own, and the purpose happens only if it did (CR
    /// 1.2.6.f: a part that can't happen, such as spending boosts one doesn't have, CR
    /// 7.3.33.b, is ignored, and then nothing was done to pay for the purpose).
    pub(super) fn purposed(&mut self, g: &[&altered_grammar::Spanned<altered_grammar::Clause>]) -> Result<()> {
        let Some((c, before)) = g.split_last() else {
            return Ok(());
        };
        let Some(purpose) = &c.node.purpose else {
            return self.group(g, false);
        };
        // What is done `to` do something is a cost (CR 1.2.5.a): `pay 1 and spend 1 of my
        // Kelon counters` is one step (CR 6.1.d), paid in full or not at all (CR 1.2.5.c).
        let mut first = (*c).clone();
        first.node.purpose = None;
        let mut paying: Vec<&altered_grammar::Spanned<altered_grammar::Clause>> = before.to_vec();
        paying.push(&first);
        self.group(&paying, true)?;
        let Some(flag) = self.last_flag else {
            return unsupported("a purpose with nothing done for it", c.span);
        };
        let test = self.code.len();
        self.code.push(Instr::Jump(0));
        let mut then = (**purpose).clone();
        then.may = false;
        let then = altered_grammar::Spanned {
            node: then,
            span: c.span,
        };
        match (&then.node.subject, &then.node.action) {
            // `discard any number of cards from your Reserve to draw that many cards`: as
            // many as the cost chose.
            (None, altered_grammar::Action::DrawThatMany) => {
                let Some(slot) = self.last_slot else {
                    return unsupported("`that many` with nothing chosen before it", c.span);
                };
                self.code.push(Instr::Step {
                    acts: vec![Act::Per {
                        per: Num::Chosen(slot),
                        act: Box::new(Act::Draw {
                            who: Who::You,
                            count: 1,
                        }),
                    }],
                    did: None,
                });
            }
            // `… to add 2 to its result` (CR 7.3.28.c): the result of the die rolled before.
            (None, altered_grammar::Action::ModifyResult(n)) if self.rolled => {
                let n = u8::try_from(self.amount(*n, c.span)?).unwrap_or(u8::MAX);
                self.code.push(Instr::AddToRoll(n));
            }
            _ => self.group(&[&then], false)?,
        }
        self.code[test] = Instr::JumpUnless {
            cond: Cond::Flag(flag),
            to: self.code.len(),
        };
        // `If you do` after the sentence reads whether the purpose was paid for.
        self.last_flag = Some(flag);
        Ok(())
    }

    /// `spend 1 of my boosts`, `spend 2 of my Kelon counters` (CR 7.3.33).
    pub(super) fn spend(&self, sp: &altered_grammar::Spend, span: Span) -> Result<Act> {
        use altered_grammar::SpendWhat;
        let count = self.amount(sp.count, span)?;
        let counter = match &sp.what {
            SpendWhat::MyBoosts => None,
            SpendWhat::MyCounters(name) => Some(name.clone()),
            _ => return unsupported("spending this", span),
        };
        Ok(Act::Spend {
            what: crate::ir::Objs::This,
            counter,
            count,
        })
    }

    /// `, up to a max of 3`: every gain of boosts or counters in the code from `from` on
    /// stops at `max` on each object.
    pub(super) fn cap(&mut self, from: usize, max: u32) -> Result<()> {
        let mut capped = false;
        for i in self.code.iter_mut().skip(from) {
            if let Instr::Step { acts, .. } = i {
                for a in acts.iter_mut() {
                    if matches!(a, Act::Boosts { delta, .. } | Act::Counters { delta, .. } if *delta > 0) {
                        let inner = std::mem::replace(
                            a,
                            Act::Draw {
                                who: Who::You,
                                count: 0,
                            },
                        );
                        *a = Act::UpToMax {
                            max,
                            support: false,
                            act: Box::new(inner),
                        };
                        capped = true;
                    }
                }
            }
        }
        if capped {
            Ok(())
        } else {
            unsupported(
                "`up to a max of …` on something other than gaining boosts or counters",
                self.span,
            )
        }
    }

    /// `Target opponent Resupplies.`: the player is chosen before the step (CR 1.2.6.c).
    pub(super) fn choose_player(&mut self, subject: &Option<altered_grammar::Subject>, pre: &mut Vec<Instr>) {
        use altered_grammar::{PlayerRef, Subject};
        if let Some(Subject::Player(
            p @ (PlayerRef::TargetOpponent | PlayerRef::TargetPlayer | PlayerRef::AnOpponent),
        )) = subject
        {
            pre.push(Instr::ChoosePlayer {
                opponent: *p != PlayerRef::TargetPlayer,
            });
        }
    }

    /// A creation, `in target Expedition` (chosen before the step, CR 1.2.6.c) or as
    /// [`Lowerer::create`] lowers it.
    pub(super) fn create_in(&mut self, cr: &altered_grammar::Create, pre: &mut Vec<Instr>, span: Span) -> Result<Act> {
        use altered_grammar::{ExpeditionRef, TokenDestination};
        let mut mine = cr.clone();
        mine.destination = Some(TokenDestination::In(ExpeditionRef::Mine));
        if let Some(TokenDestination::Distributed) = cr.destination {
            // One choice per token (CR 1.2.6.c, 6.1.g), before the step.
            let count = self.amount(cr.count, span)?;
            let act = self.create(cr, span)?;
            pre.push(Instr::Distribute {
                count: u8::try_from(count).unwrap_or(u8::MAX),
            });
            return Ok(act);
        }
        let choose = match &cr.destination {
            Some(TokenDestination::In(e)) => super::nouns::expedition_ref_choice(e, span)?,
            _ => None,
        };
        let Some(choose) = choose else {
            return self.create(cr, span);
        };
        match self.create(&mine, span)? {
            Act::Create { count, token, .. } => {
                pre.push(choose);
                Ok(Act::Create {
                    count,
                    into: Exped::Chosen,
                    token,
                })
            }
            _ => unsupported("this creation", span),
        }
    }

    /// `with a total Hand Cost 6 or less`: the most the chosen objects may add up to.
    pub(super) fn total(&self, t: Total, cmp: &altered_grammar::Comparison, span: Span) -> Result<(Total, u32)> {
        match self.cmp(cmp, span)? {
            Cmp::AtMost(n) => Ok((t, n)),
            _ => unsupported("a total other than `N or less`", span),
        }
    }

    /// `For each Permanent you control, you may activate its {j} abilities` (CR 7.3.1): one
    /// optional step per object (CR 1.2.6.d), none of which reads what another did, so the
    /// controller chooses the objects it is done for (any number, not targets, CR 6.1.g)
    /// and their abilities activate.
    ///
    /// `For each card in your Reserve, draw a card`: the same as `Draw a card for each card
    /// in your Reserve` ([`Clause::per`]), when what the clause does can be done that many
    /// times at once: drawing, putting cards from the deck in the Mana zone, creating
    /// tokens, or giving boosts or counters to the ability's own object. Any other `For
    /// each` sentence (one about the object counted, `its …`) stays unsupported.
    pub(super) fn for_each(&mut self, each: &Selector, then: &altered_grammar::Clauses) -> Result<()> {
        let span = self.span;
        let [link] = &then.links[..] else {
            return unsupported("`For each …` with more than one clause", span);
        };
        let c = &link.clause.node;
        if !matches!(c.action, altered_grammar::Action::Activate { .. }) {
            return self.for_each_as_per(each, then);
        }
        let you = matches!(
            c.subject,
            None | Some(altered_grammar::Subject::Player(altered_grammar::PlayerRef::You))
        );
        // `activate its {j} abilities`: `its` (the grammar's `of: None`) is the object.
        let triggers = match &c.action {
            altered_grammar::Action::Activate { triggers, of: None }
                if c.may && you && c.purpose.is_none() && then.where_x.is_none() && then.max.is_none() =>
            {
                triggers
            }
            _ => return unsupported("`For each …` other than `you may activate its … abilities`", span),
        };
        if each.determiner.is_some() {
            return unsupported("`For each` with a determiner", each.span);
        }
        let filter = self.filter(each)?;
        let slot = self.new_slot();
        self.code.push(Instr::Choose {
            slot,
            filter,
            min: 0,
            max: u8::MAX,
            target: false,
            by: Chooser::You,
        });
        let acts = self.activate(triggers, Some(&Object::Ref(Referent::Earlier)), &mut Vec::new(), span)?;
        self.code.push(Instr::Step { acts, did: None });
        Ok(())
    }

    /// [`Lowerer::for_each`] of a clause that is done that many times at once: the clause
    /// with `per`, checked to be one of the actions a count multiplies.
    fn for_each_as_per(&mut self, each: &Selector, then: &altered_grammar::Clauses) -> Result<()> {
        let span = self.span;
        let c = &then.links[0].clause.node;
        if c.per.is_some() || c.purpose.is_some() || then.where_x.is_some() || then.max.is_some() {
            return unsupported("`For each …` with another count in its clause", span);
        }
        let mut counted = then.clone();
        counted.links[0].clause.node.per = Some(altered_grammar::Per::Each(each.clone()));
        let mark = self.code.len();
        self.clauses(&counted)?;
        let multiplied = |a: &Act| match a {
            Act::Per { act, .. } => match &**act {
                Act::Draw { .. } | Act::DeckToMana { .. } | Act::Create { .. } => true,
                Act::Boosts { what, .. } | Act::Counters { what, .. } => *what == Objs::This,
                _ => false,
            },
            _ => false,
        };
        let all = self.code[mark..].iter().all(|i| match i {
            Instr::Step { acts, .. } => acts.iter().all(multiplied),
            _ => true,
        });
        if !all {
            return unsupported("`For each …` with an action not done that many times at once", span);
        }
        Ok(())
    }

    /// `Activate the etb abilities of target Permanent you control` (CR 7.3.1.b).
    pub(super) fn activate(
        &mut self,
        triggers: &[SymbolTrigger],
        of: Option<&Object>,
        pre: &mut Vec<Instr>,
        span: Span,
    ) -> Result<Vec<Act>> {
        let Some(of) = of else {
            return unsupported("`activate` without whose abilities", span);
        };
        let what = self.objects(of, pre, span)?;
        Ok(triggers
            .iter()
            .map(|t| Act::Activate {
                what: what.clone(),
                trigger: super::trigger_symbol(*t),
            })
            .collect())
    }

    /// The conditions of this module; `None` for the others.
    pub(super) fn form_condition(&self, c: &Condition, span: Span) -> Option<Result<Cond>> {
        Some(match c {
            Condition::Is {
                who: Referent::This,
                negated,
                what: IsWhat::InTerrain(t),
            } => Ok(negate(*negated, Cond::InTerrain(terrain(*t)))),
            Condition::Is {
                who: Referent::Earlier | Referent::TriggerObject,
                negated,
                what: IsWhat::InTerrain(t),
            } => self.it(span).map(|it| {
                negate(
                    *negated,
                    Cond::ItIn {
                        it,
                        terrain: terrain(*t),
                    },
                )
            }),
            Condition::InTerrainWhereBaseStatisticZero(Referent::Earlier | Referent::TriggerObject) => {
                self.it(span).map(Cond::ItInZeroTerrain)
            }
            Condition::Is {
                who: Referent::Earlier,
                negated,
                what: IsWhat::Status(s),
            } => match (self.last_slot, super::status(*s)) {
                (Some(slot), st) if st.is_some() || *s == altered_grammar::StatusName::Boosted => {
                    Ok(negate(*negated, Cond::SlotIs { slot, status: st }))
                }
                (None, _) => unsupported("`it` without an object named before", span),
                _ => unsupported(format!("the condition on `{s}`"), span),
            },
            Condition::ExpeditionStanding {
                which: ExpeditionSubject::Mine,
                standing: s,
            } => Ok(Cond::MyExpedition(standing(*s))),
            Condition::ExpeditionStanding {
                which: ExpeditionSubject::EachOfYours,
                standing: s,
            } => Ok(Cond::EachOfYourExpeditions(standing(*s))),
            // `your Hero Expedition is behind` (CR 3.2.2: each player has a Hero and a
            // Companion Expedition).
            Condition::ExpeditionStanding {
                which: which @ (ExpeditionSubject::YourHero | ExpeditionSubject::YourCompanion),
                standing: s,
            } => Ok(Cond::YourExpedition {
                side: if *which == ExpeditionSubject::YourHero {
                    crate::host::Side::Hero
                } else {
                    crate::host::Side::Companion
                },
                standing: standing(*s),
            }),
            Condition::ExpeditionStanding {
                which: ExpeditionSubject::Its,
                standing: s,
            } => self.it(span).map(|it| Cond::ItsExpedition {
                it,
                standing: standing(*s),
            }),
            // CR 2.2.11: printed statistics; a Character with two of them at 0 counts twice.
            // CR 2.5: boosts, added up over the group.
            Condition::Among { count, what, among } => self.cmp(count, span).and_then(|cmp| {
                let filter = self.filter(among)?;
                Ok(match what {
                    altered_grammar::Counted::BaseStatisticsZero => Cond::BaseStatisticsZero { filter, cmp },
                    altered_grammar::Counted::Boosts => Cond::BoostsAmong { filter, cmp },
                })
            }),
            Condition::ResultIs(r) if self.rolled => {
                let (lo, hi) = die_range(*r);
                Ok(Cond::Rolled { lo, hi })
            }
            _ => return None,
        })
    }
}

/// `per Expedition in forest` (CR 7.5.8.a), `for each of your Ascended Expeditions` (CR
/// 2.4.3), `the number of Expeditions that are behind your opponents control` (CR 7.5.2):
/// how many Expeditions, every player's unless the noun phrase says whose, are so.
fn expeditions_counted(sel: &Selector) -> Result<Num> {
    let (whose, tests, standing) = expeditions_named(sel)?;
    Ok(Num::Expeditions { whose, tests, standing })
}

/// The Expeditions a noun phrase of Expeditions names (`Ascended Expeditions you control`,
/// `an Expedition in forest that's ahead`): whose (every player's when `None`), what each is
/// (CR 2.4.3, 7.5.8.a, 3.2.1) and how it stands against the one facing it (CR 7.5.2).
pub(crate) fn expeditions_named(
    sel: &Selector,
) -> Result<(Option<crate::ir::Rel>, Vec<crate::ir::ExpeditionTest>, Option<Standing>)> {
    use altered_grammar::{Adjective, Qualifier, StatusName};
    let (mut whose, mut tests, mut stands) = (None, Vec::new(), None);
    for a in &sel.adjectives {
        match a {
            Adjective::Statuses(list) if list[..] == [StatusName::Ascended] => {
                tests.push(crate::ir::ExpeditionTest::Ascended)
            }
            _ => return unsupported("this adjective of Expeditions counted", sel.span),
        }
    }
    for q in &sel.qualifiers {
        let rel = match q {
            Qualifier::YouControl => Some(crate::ir::Rel::You),
            Qualifier::ControlledBy(PossessivePlayer::Opponents) => Some(crate::ir::Rel::Opponent),
            Qualifier::YouDontControl => Some(crate::ir::Rel::NotYou),
            Qualifier::InTerrain(t) => {
                tests.push(crate::ir::ExpeditionTest::In(terrain(*t)));
                None
            }
            Qualifier::InRegion(r) => {
                tests.push(super::conditions::region_test(*r));
                None
            }
            Qualifier::Standing(s) if stands.is_none() => {
                stands = Some(standing(*s));
                None
            }
            _ => return unsupported("this qualifier of Expeditions counted", sel.span),
        };
        if rel.is_some() {
            if whose.is_some() {
                return unsupported("Expeditions of two players counted", sel.span);
            }
            whose = rel;
        }
    }
    Ok((whose, tests, stands))
}

/// `a card from your Reserve`: objects that can only be in the controller's Reserve.
/// `your Reserve`, `your Discard pile`: a card there is yours (CR 3.1.2.c: a card that
/// would go to another player's personal zone goes to its owner's).
fn your_own_zone(z: &ZoneRef) -> bool {
    use altered_grammar::Zone;
    z.whose == Some(PossessivePlayer::Your) && matches!(z.zone, Zone::Reserve | Zone::Discard)
}

/// `… from your Reserve`, `… in your Discard pile`: see [`your_own_zone`].
fn in_your_own_zone(o: &Object) -> bool {
    use altered_grammar::Qualifier;
    matches!(o, Object::Select(sel) if sel.qualifiers.iter().any(|q| matches!(q,
        Qualifier::FromZone(z) | Qualifier::InZone(z) if your_own_zone(z))))
}

fn in_your_reserve(o: &Object) -> bool {
    use altered_grammar::{Qualifier, Zone};
    matches!(o, Object::Select(sel) if sel.qualifiers.iter().any(|q| matches!(q,
        Qualifier::FromZone(z) | Qualifier::InZone(z)
            if z.zone == Zone::Reserve && z.whose == Some(PossessivePlayer::Your))))
}

/// `target Expedition controlled by an opponent`, `target Expedition I'm not in`: the
/// Expeditions the relative clause allows (CR 1.2.6.c: a target is chosen among them).
pub(super) fn expeditions_allowed(
    relation: altered_grammar::ExpeditionRelation,
    span: Span,
) -> Result<crate::ir::ExpeditionsAllowed> {
    use crate::ir::ExpeditionsAllowed;
    use altered_grammar::{ExpeditionRelation, PlayerRef};
    Ok(match relation {
        ExpeditionRelation::ControlledBy(PlayerRef::You) => ExpeditionsAllowed::Yours,
        ExpeditionRelation::ControlledBy(PlayerRef::AnOpponent | PlayerRef::YourOpponents) => {
            ExpeditionsAllowed::Opponents
        }
        ExpeditionRelation::ControlledBy(_) => return unsupported("an Expedition controlled by this player", span),
        ExpeditionRelation::MeIn { negated: true } => ExpeditionsAllowed::NotMine,
        ExpeditionRelation::MeIn { negated: false } => ExpeditionsAllowed::Mine,
    })
}

pub(crate) fn standing(s: AstStanding) -> Standing {
    match s {
        AstStanding::Behind => Standing::Behind,
        AstStanding::Ahead => Standing::Ahead,
        AstStanding::BehindOrTied => Standing::BehindOrTied,
        AstStanding::Tied => Standing::Tied,
        AstStanding::AheadOrTied => Standing::AheadOrTied,
    }
}

fn negate(negated: bool, c: Cond) -> Cond {
    if negated {
        Cond::Not(Box::new(c))
    } else {
        c
    }
}

fn die_range(r: DieRange) -> (u8, u8) {
    match r {
        DieRange::Between(lo, hi) => (lo, hi),
        // A modifier may add to the result (CR 6.2.b: `add 1 to its result`): 7 is `6+`.
        DieRange::AtLeast(lo) => (lo, u8::MAX),
        DieRange::Exactly(n) => (n, n),
    }
}

pub(crate) fn terrain(t: AstTerrain) -> Terrain {
    match t {
        AstTerrain::Forest => Terrain::Forest,
        AstTerrain::Mountain => Terrain::Mountain,
        AstTerrain::Water => Terrain::Water,
    }
}

/// `cards in your hand`, `cards in your deck`: the cards of one of the controller's hidden
/// zones, which are not objects (CR 2.1.j) and so are counted by the zone's size.
pub(super) fn hidden_zone_of_yours(sel: &Selector) -> Option<crate::host::ZoneKind> {
    match (&sel.kinds[..], &sel.qualifiers[..], &sel.adjectives[..]) {
        ([k], [altered_grammar::Qualifier::InZone(z)], [])
            if k.node == altered_grammar::Kind::Card
                && z.whose == Some(PossessivePlayer::Your)
                && matches!(z.zone, altered_grammar::Zone::Hand | altered_grammar::Zone::Deck) =>
        {
            Some(super::zone_kind(z.zone))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::host::{Destination, Terrain};
    use crate::ir::{Act, Chooser, Cmp, Compiled, Cond, Instr, Num, Program, Standing, Who};

    const SPELL: &str = "name: T\ntype: Spell — Boon\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n";
    const CHARACTER: &str = "name: T\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\n\
                             cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\n\n";

    fn program(header: &str, body: &str) -> Program {
        let (card, errors) = altered_grammar::parse_card(&format!("{header}{body}\n"));
        assert!(errors.is_empty(), "{errors:?}");
        let compiled = crate::compile_card(&card.unwrap());
        match compiled.into_iter().last().unwrap() {
            Ok(Compiled::Spell(p)) | Ok(Compiled::Reaction { program: p, .. }) => p,
            other => panic!("{other:?}"),
        }
    }

    fn unsupported(header: &str, body: &str) -> String {
        let (card, _) = altered_grammar::parse_card(&format!("{header}{body}\n"));
        match crate::compile_card(&card.unwrap()).into_iter().last().unwrap() {
            Err(u) => u.what,
            ok => panic!("lowered: {ok:?}"),
        }
    }

    /// CR 3.2.1.d: a marker of a terrain the player chooses (`{V} or {M}`) runs on its own
    /// (engine/tests/terrain.rs) but is `unsupported` where the choice would have to wait on
    /// another (`may`); a marker moved to each region too.
    #[test]
    fn cr_3_2_1_d_a_marker_of_a_chosen_terrain_is_unsupported_with_may() {
        let chosen = unsupported(
            SPELL,
            "You may place a {V} or {M} Terrain Marker on target visible region.",
        );
        assert!(chosen.contains("terrain chosen"), "{chosen}");
        let each = unsupported(SPELL, "Move a Terrain Marker from any region to each visible region.");
        assert!(each.contains("each region"), "{each}");
    }

    /// CR 7.5.3.a: an attempt runs only where the host decides the `cannot` by a rule it
    /// knows (an Ascended Expedition's Ascend, CR 7.3.15.b); any other attempted action, an
    /// optional replacement of one, or an attempt by Expeditions not the controller's, is
    /// `unsupported`, never silently nothing.
    #[test]
    fn cr_7_5_3_a_attempts_other_than_to_ascend_are_unsupported() {
        for (body, what) in [
            (
                "If you would attempt to draw a card, gain 1 boost instead.",
                "attempting this action",
            ),
            (
                "If one of your Ascended Expeditions would attempt to Ascend again, you may draw a card instead.",
                "optional replacement of an attempt",
            ),
            (
                "If the Expedition facing me would attempt to Ascend, draw a card instead.",
                "by these Expeditions",
            ),
        ] {
            assert!(unsupported(CHARACTER, body).contains(what), "{body}");
        }
    }

    #[test]
    fn cr_5_1_2_c_3_modes_are_chosen_first_and_guard_their_options() {
        let p = program(SPELL, "Choose one:\n• Draw a card.\n• Resupply.");
        assert_eq!(
            p.code[0],
            Instr::Modes {
                first: 0,
                count: 2,
                min: 1,
                max: 1,
                costs: vec![],
                extra: None,
                all_if: None,
                copies: 1,
            }
        );
        // CR 6.5.g: then the chosen modes, in the order chosen, each block returning to
        // the dispatch.
        assert_eq!(
            p.code[1],
            Instr::NextMode {
                blocks: vec![(0, 2), (1, 5)],
                end: 8
            }
        );
        assert!(matches!(
            p.code[2],
            Instr::JumpUnless {
                cond: Cond::Flag(0),
                to: 4
            }
        ));
        assert_eq!(p.code[4], Instr::ModeDone(1));
        assert!(matches!(
            p.code[5],
            Instr::JumpUnless {
                cond: Cond::Flag(1),
                to: 7
            }
        ));
        assert_eq!(p.code[7], Instr::ModeDone(1));
        assert_eq!(p.code.len(), 8);
    }

    #[test]
    fn a_modal_choice_after_a_step_is_unsupported() {
        assert_eq!(
            unsupported(SPELL, "Draw a card. Choose one:\n• Draw a card.\n• Resupply."),
            "a modal choice after other steps"
        );
    }

    #[test]
    fn cr_7_3_28_on_a_reads_the_roll() {
        let p = program(
            CHARACTER,
            "etb Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost.",
        );
        assert_eq!(p.code[0], Instr::Roll);
        assert!(matches!(
            p.code[2],
            Instr::JumpUnless {
                cond: Cond::Rolled { lo: 4, hi: u8::MAX },
                ..
            }
        ));
        assert!(p.code.iter().any(|i| matches!(
            i,
            Instr::JumpUnless {
                cond: Cond::Rolled { lo: 1, hi: 3 },
                ..
            }
        )));
        assert_eq!(
            unsupported(CHARACTER, "etb On a 4+, draw a card."),
            "`On a …` without a die rolled before it"
        );
    }

    #[test]
    fn x_is_the_result_and_per_multiply_the_action() {
        let p = program(
            SPELL,
            "Roll a die. Target Character gains X boosts, where X is the result.",
        );
        assert!(p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::Per { per: Num::Roll, act }] if matches!(**act, Act::Boosts { delta: 1, .. })))));
        let p = program(CHARACTER, "etb I gain 1 boost per card in your Reserve.");
        assert!(
            p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::Per { per: Num::Count(f), .. }] if f.zone == crate::ir::ZoneFilter::Reserve)))
        );
        assert_eq!(unsupported(SPELL, "Target Character gains X boosts."), "`X` amounts");
    }

    #[test]
    fn cr_7_3_24_put_in_the_mana_zone() {
        let p = program(
            SPELL,
            "Each player puts the top card of their deck in their Mana zone (as an exhausted Mana Orb).",
        );
        assert!(matches!(&p.code[..], [Instr::Step { acts, .. }]
            if acts[..] == [Act::DeckToMana { who: Who::EachPlayer, count: 1 }]));
        let p = program(SPELL, "You may put me in your Mana zone (as an exhausted Mana Orb).");
        assert!(p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::MoveTo { to: Destination::Mana, .. }]))));
        // Mana Reaping: another object, to its owner's Mana zone.
        let p = program(
            SPELL,
            "Put target Character or Permanent in its owner's Mana zone (as an exhausted Mana Orb).",
        );
        assert!(matches!(&p.code[0], Instr::Choose { .. }));
        assert!(p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::MoveTo { to: Destination::Mana, .. }]))));
        assert_eq!(
            unsupported(
                SPELL,
                "Put target Character in your Mana zone (as an exhausted Mana Orb)."
            ),
            "putting an object in a Mana zone other than its owner's"
        );
    }

    #[test]
    fn cr_7_3_1_for_each_you_may_activate_its_abilities() {
        // Ganesha: the objects it is done for are chosen, any number, then activated.
        let p = program(
            CHARACTER,
            "etb For each other Character you control, you may activate its etb abilities.",
        );
        assert!(
            matches!(&p.code[0], Instr::Choose { slot: 0, min: 0, max: u8::MAX, target: false, filter, .. }
            if filter.other && filter.kinds == [crate::ir::KindFilter::Character]),
            "{:?}",
            p.code
        );
        assert!(matches!(&p.code[1], Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::Activate { trigger: crate::host::Symbol::Etb, what: crate::ir::Objs::Slot(0) }])));
        // A clause done that many times at once: the same as `… for each Plant you control`.
        let p = program(CHARACTER, "etb For each Plant you control, draw a card.");
        assert!(
            p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
                if matches!(&acts[..], [Act::Per { act, .. }] if matches!(**act, Act::Draw { .. })))),
            "{:?}",
            p.code
        );
        // Any other clause is not guessed at.
        assert_eq!(
            unsupported(CHARACTER, "etb For each Plant you control, exhaust target Character."),
            "`For each …` with an action not done that many times at once"
        );
    }

    #[test]
    fn return_to_the_top_of_the_deck_and_create_only() {
        let p = program(SPELL, "Return target Character to the top of its owner's deck.");
        assert!(p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::MoveTo { to: Destination::DeckTop, .. }]))));
        // `create only one`: the tokens described before, one, in a target chosen for it.
        let p = program(
            CHARACTER,
            "etb If you control two or more Permanents, create two [Brassbug 2/2/2] Robot tokens in target \
             Expedition. Otherwise, create only one.",
        );
        let creations: Vec<u8> = p
            .code
            .iter()
            .filter_map(|i| match i {
                Instr::Step { acts, .. } => acts.iter().find_map(|a| match a {
                    Act::Create { count, .. } => Some(*count),
                    _ => None,
                }),
                _ => None,
            })
            .collect();
        assert_eq!(creations, [2, 1], "{:?}", p.code);
        assert_eq!(
            p.code
                .iter()
                .filter(|i| matches!(i, Instr::ChooseExpedition { .. }))
                .count(),
            2
        );
    }

    #[test]
    fn switch_activate_and_qualifiers() {
        let p = program(CHARACTER, "hand You may have target Character switch Expeditions.");
        assert!(p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::SwitchExpeditions(_)]))));
        let p = program(SPELL, "Activate the etb abilities of target Permanent you control.");
        assert!(p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::Activate { trigger: crate::host::Symbol::Etb, .. }]))));
        let p = program(SPELL, "Send target Character with Hand Cost 3 or less to Reserve.");
        assert!(matches!(&p.code[0], Instr::Choose { filter, .. } if filter.hand_cost == Some(Cmp::AtMost(3))));
        let p = program(SPELL, "Send target Character with no statistic over 3 to Reserve.");
        assert!(matches!(&p.code[0], Instr::Choose { filter, .. } if filter.no_statistic_over == Some(3)));
    }

    #[test]
    fn cr_7_5_conditions_of_terrain_standing_and_it() {
        let p = program(CHARACTER, "reserve If I'm in mountain, draw a card.");
        assert!(matches!(
            &p.code[0],
            Instr::JumpUnless {
                cond: Cond::InTerrain(Terrain::Mountain),
                ..
            }
        ));
        let p = program(CHARACTER, "etb If my Expedition is behind, draw a card.");
        assert!(matches!(
            &p.code[0],
            Instr::JumpUnless {
                cond: Cond::MyExpedition(Standing::Behind),
                ..
            }
        ));
        let p = program(
            SPELL,
            "Target Character gains 1 boost. If it is Asleep, it gains Anchored.",
        );
        assert!(p.code.iter().any(|i| matches!(
            i,
            Instr::JumpUnless {
                cond: Cond::SlotIs {
                    slot: 0,
                    status: Some(_)
                },
                ..
            }
        )));
    }

    #[test]
    fn cr_1_2_6_c_target_players_and_expeditions_are_chosen_before_their_step() {
        let p = program(CHARACTER, "hand Target opponent Resupplies.");
        assert!(matches!(&p.code[0], Instr::ChoosePlayer { opponent: true }));
        assert!(
            matches!(&p.code[1], Instr::Step { acts, .. } if matches!(&acts[..], [Act::Resupply { who: Who::Chosen, .. }]))
        );
        let p = program(SPELL, "Create a Brassbug 2/2/2 Robot token in target Expedition.");
        assert!(matches!(&p.code[0], Instr::ChooseExpedition { .. }));
        // The step's tokens fill a slot for a later `it`, right before the step.
        assert!(matches!(&p.code[1], Instr::Creates { slot: 0 }));
        assert!(matches!(&p.code[2], Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::Create { into: crate::ir::Exped::Chosen, .. }])));
    }

    #[test]
    fn cr_2_1_h_it_after_leaving_and_the_tokens_created() {
        let p = program(
            SPELL,
            "Send target Character to Reserve. If it is not in forest, its controller draws a card.",
        );
        assert!(p
            .code
            .iter()
            .any(|i| matches!(i, Instr::JumpUnless { cond: Cond::Not(c), .. }
            if matches!(**c, Cond::ItIn { it: crate::ir::It::Slot(0), terrain: Terrain::Forest }))));
        assert!(p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::Draw { who: Who::ControllerOf(crate::ir::It::Slot(0)), .. }]))));
        let p = program(
            SPELL,
            "Create a Brassbug 2/2/2 Robot token in target Expedition, then it gains Anchored.",
        );
        assert!(p.code.iter().any(|i| matches!(i, Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::Status { what: crate::ir::Objs::Slot(0), .. }]))));
    }

    #[test]
    fn total_qualifiers_bound_what_is_chosen_together() {
        use crate::ir::Total;
        let p = program(
            SPELL,
            "Send up to four target Characters with a total Hand Cost 6 or less to Reserve.",
        );
        assert!(
            matches!(&p.code[0], Instr::Choose { filter, max: 4, .. } if filter.total == Some((Total::HandCost, 6)))
        );
        let p = program(
            SPELL,
            "Send any number of target Characters with total mountain of 4 or less to Reserve.",
        );
        assert!(matches!(&p.code[0], Instr::Choose { filter, min: 0, max: 255, .. }
            if filter.total == Some((Total::Statistic(Terrain::Mountain), 4))));
    }

    #[test]
    fn cr_6_1_g_a_may_is_decided_by_the_player_the_step_names() {
        // The opponent is targeted first (CR 1.2.6.c), then decides (CR 6.1.g).
        let p = program(CHARACTER, "hand Target opponent may Resupply.");
        assert!(matches!(&p.code[0], Instr::ChoosePlayer { opponent: true }));
        assert!(matches!(
            &p.code[1],
            Instr::May {
                by: Chooser::Chosen,
                ..
            }
        ));
        assert!(
            matches!(&p.code[2], Instr::Step { acts, .. } if matches!(&acts[..], [Act::Resupply { who: Who::Chosen, .. }]))
        );
        assert_eq!(p.code.len(), 3, "the player is chosen once: {:?}", p.code);
        let p = program(CHARACTER, "hand You may Resupply.");
        assert!(matches!(&p.code[0], Instr::May { by: Chooser::You, .. }));
        // CR 6.1.h: each player decides for themselves, in their own part of the effect
        // (`you` is each of them in turn), not the controller for all.
        let p = program(CHARACTER, "hand Each player may Resupply.");
        assert!(matches!(
            &p.code[0],
            Instr::Acting {
                who: crate::ir::Actor::EachPlayer,
                end: 4
            }
        ));
        assert!(matches!(&p.code[1], Instr::May { by: Chooser::You, .. }));
        assert!(
            matches!(&p.code[2], Instr::Step { acts, .. } if matches!(&acts[..], [Act::Resupply { who: Who::You, .. }]))
        );
        assert!(matches!(&p.code[3], Instr::ActingEnd { start: 0, .. }));
    }

    #[test]
    fn cr_7_2_3_a_you_in_a_step_another_player_does_is_not_that_player() {
        // `your` there is still the controller's: not lowered as the acting player's.
        unsupported(
            CHARACTER,
            "hand Target opponent may return a Character from your Reserve to their hand.",
        );
        let p = program(
            CHARACTER,
            "hand Target opponent may return a card from their Reserve to their hand.",
        );
        assert!(matches!(&p.code[1], Instr::Acting { .. }));
    }

    #[test]
    fn a_purpose_happens_only_if_what_pays_for_it_did() {
        let p = program(CHARACTER, "reserve You may spend 1 of my boosts to Resupply.");
        // The optional cost is offered only when it can be paid in full (the outcome: the
        // engine's `cr_7_3_33_b_dredger_drone_resupplies_only_if_it_could_spend_a_boost`).
        assert!(matches!(
            &p.code[0],
            Instr::JumpUnless {
                cond: Cond::CanPay(_),
                to: 3
            }
        ));
        assert!(matches!(
            &p.code[1],
            Instr::May {
                flag: 0,
                skip_to: 3,
                ..
            }
        ));
        // What is done to pay for the purpose is a cost, all or nothing (the outcome: the
        // engine's `cr_1_2_5_a_dredger_drone_spends_a_boost_in_order_to_resupply`).
        assert!(matches!(&p.code[2], Instr::Cost { acts, did: Some(0) }
            if matches!(&acts[..], [Act::Spend { counter: None, count: 1, .. }])));
        assert!(matches!(
            &p.code[3],
            Instr::JumpUnless {
                cond: Cond::Flag(0),
                to: 5
            }
        ));
        assert!(matches!(&p.code[4], Instr::Step { acts, .. } if matches!(&acts[..], [Act::Resupply { .. }])));
    }

    #[test]
    fn cr_1_2_5_c_a_cost_of_several_parts_is_one_step_offered_only_when_payable() {
        let p = program(
            CHARACTER,
            "etb You may pay 1 and spend 1 of my Kelon counters to create a Brassbug 2/2/2 Robot token in target Expedition.",
        );
        assert!(
            matches!(&p.code[0], Instr::JumpUnless { cond: Cond::CanPay(acts), .. } if acts.len() == 2),
            "{:?}",
            p.code
        );
        assert!(matches!(&p.code[2], Instr::Cost { acts, .. }
            if matches!(&acts[..], [Act::PayMana(1), Act::Spend { count: 1, .. }])));
        assert!(p.code.iter().any(|i| matches!(i, Instr::ChooseExpedition { .. })));
    }

    #[test]
    fn cr_7_3_30_sabotage_after_rest_is_a_delayed_part() {
        let (card, _) = altered_grammar::parse_card(&format!("{CHARACTER}At Night | Sabotage after Rest.\n"));
        match crate::compile_card(&card.unwrap()).pop() {
            Some(Ok(Compiled::Reaction { program, delayed, .. })) => {
                assert!(matches!(&program.code[..], [Instr::Step { acts, .. }]
                    if acts[..] == [Act::Delay { part: 1, until: crate::ir::Moment::AfterRest }]));
                assert_eq!(delayed.len(), 1);
                assert!(matches!(
                    &delayed[0].code[0],
                    Instr::Choose {
                        min: 0,
                        max: 1,
                        target: true,
                        ..
                    }
                ));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            unsupported(SPELL, "Sabotage after Rest."),
            "a delayed effect (`after Rest`) outside a reaction"
        );
    }

    #[test]
    fn up_to_a_max_of_caps_each_gain_of_boosts() {
        let p = program(CHARACTER, "etb I gain 1 boost, up to a max of 3.");
        assert!(matches!(&p.code[0], Instr::Step { acts, .. }
            if matches!(&acts[..], [Act::UpToMax { max: 3, act, .. }] if matches!(**act, Act::Boosts { delta: 1, .. }))));
        assert_eq!(
            unsupported(CHARACTER, "etb Draw a card, up to a max of 3."),
            "`up to a max of …` on something other than gaining boosts or counters"
        );
    }
}
