//! Lowering effects into steps: sentences and how they chain (`then`, `if you do`, `otherwise`, CR 6.5), clauses and the actions they perform (CR 7.3).

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

/// How long a lasting effect lasts (CR 2.2.15.a): `this turn`, `this Afternoon`, `this Day`.
fn lasting(d: altered_grammar::Duration, span: Span) -> Result<crate::ir::Until> {
    use altered_grammar::Duration as D;
    Ok(match d {
        D::ThisTurn => crate::ir::Until::Turn,
        D::ThisAfternoon => crate::ir::Until::Afternoon,
        D::ThisDay => crate::ir::Until::Day,
        D::EachAfternoon | D::Dusk => return unsupported("this duration", span),
    })
}

/// The terrains of a Terrain Marker placed (CR 3.2.1.d), forest, mountain, water; a marker
/// of a terrain the player chooses (`{V} or {M}`) is lowered by `Lowerer::place_marker_one_of`
/// when it is a step of its own, `unsupported` elsewhere.
pub(super) fn marker_terrains(terrains: &altered_grammar::MarkerTerrains, span: Span) -> Result<[bool; 3]> {
    let altered_grammar::MarkerTerrains::All(list) = terrains else {
        return unsupported("a Terrain Marker of a terrain chosen by the player", span);
    };
    Ok(terrain_set(list))
}

/// Terrains as forest, mountain, water.
pub(crate) fn terrain_set(list: &[altered_grammar::Terrain]) -> [bool; 3] {
    let mut out = [false; 3];
    for &t in list {
        out[match crate::compile::forms::terrain(t) {
            crate::host::Terrain::Forest => 0,
            crate::host::Terrain::Mountain => 1,
            crate::host::Terrain::Water => 2,
        }] = true;
    }
    out
}

impl Lowerer {
    pub(super) fn effect(self, sentences: &[Sentence]) -> Result<Program> {
        let span = self.span;
        match self.effect_parts(sentences)? {
            (p, d) if d.is_empty() => Ok(p),
            _ => unsupported("a delayed effect (`after Rest`) outside a reaction", span),
        }
    }

    /// The program and its delayed parts.
    pub(super) fn effect_parts(mut self, sentences: &[Sentence]) -> Result<(Program, Vec<Program>)> {
        for (i, s) in sentences.iter().enumerate() {
            self.sentence(s)?;
            if i + 1 < sentences.len() {
                self.follow_across_sentences();
            }
        }
        Ok((
            Program {
                code: self.code,
                slots: self.slots,
                flags: self.flags,
            },
            self.delayed,
        ))
    }

    /// A defined keyword where an action is written: the one clause its definition stands
    /// for, one expansion deeper (a definition that reaches past [`defined::MAX_DEPTH`] is
    /// unsupported, never expanded without end). The prelude's (`Sabotage`, CR 7.3.30.a) and
    /// a pool's inside a longer sentence (`Draw a card, then Mend.`) alike.
    pub(super) fn keyword_clause(&mut self, name: &str, at: Span, pre: &mut Vec<Instr>) -> Result<Vec<Act>> {
        let Some(clause) = defined::clause(name) else {
            return unsupported(format!("the keyword `{name}`, which no declaration defines"), at);
        };
        match defined::deeper(|| self.clause(&clause.node, at)) {
            Some(lowered) => {
                let Lowered { pre: steps, acts } = lowered?;
                pre.extend(steps);
                Ok(acts)
            }
            None => unsupported(
                format!("keywords defined through more than {} others", defined::MAX_DEPTH),
                at,
            ),
        }
    }

    /// `Sabotage a Character with Reserve Cost 2 or less`: up to one target card in a
    /// Reserve (CR 7.3.30.a) that is also what the noun phrase names.
    pub(super) fn sabotage_what(&mut self, pre: &mut Vec<Instr>, what: &Selector) -> Result<Vec<Act>> {
        if !matches!(what.determiner, None | Some(Determiner::Count(Amount::N(1)))) {
            return unsupported("`Sabotage` with a number of cards", what.span);
        }
        let mut filter = self.filter(what)?;
        // in any player's Reserve, whatever the noun would say elsewhere (CR 7.3.30.a)
        if filter.zone != ZoneFilter::Reserve {
            filter.zone = ZoneFilter::Reserve;
            filter.whose = None;
        }
        let slot = self.new_slot();
        pre.push(Instr::Choose {
            slot,
            filter,
            min: 0,
            max: 1,
            target: true,
            by: Chooser::You,
        });
        Ok(vec![Act::Discard(Objs::Slot(slot))])
    }

    /// `Mend.`: the sentences its declaration defines it as, lowered in its place.
    pub(super) fn defined(&mut self, name: &Spanned<String>) -> Result<()> {
        let Some(sentences) = defined::expansion(&name.node) else {
            return unsupported(
                format!("the keyword `{}`, which no declaration defines", name.node),
                name.span,
            );
        };
        match defined::deeper(|| sentences.iter().try_for_each(|s| self.sentence(s))) {
            Some(done) => done,
            None => unsupported(
                format!("keywords defined through more than {} others", defined::MAX_DEPTH),
                name.span,
            ),
        }
    }

    pub(super) fn flag(&mut self) -> u16 {
        self.flags += 1;
        self.flags - 1
    }

    pub(super) fn sentence(&mut self, s: &Sentence) -> Result<()> {
        if let Some(name) = defined::alone(s) {
            return self.defined(name);
        }
        let open_if = self.open_if.take();
        let answered = self.answered.take();
        let last_plain = self.last_plain.take();
        match s {
            Sentence::Do(c) | Sentence::Then(c) => {
                let start = self.code.len();
                self.clauses(c)?;
                self.last_plain = Some(start);
                // `Sacrifice a Plant. If you can't, …`: the step ordered, unless the player
                // could decline it (`may`: not doing it is not being unable to).
                self.can_flag = self.last_flag.filter(|f| {
                    !self
                        .code
                        .iter()
                        .any(|i| matches!(i, Instr::May { flag, .. } if flag == f))
                });
                Ok(())
            }
            // CR 1.2.6.f: a part of an effect that can't happen is ignored; `If you can't`
            // is what follows when the step ordered before did not happen.
            Sentence::IfYouCant(c) => {
                let Some(f) = self.can_flag else {
                    return unsupported("`If you can't` after nothing the effect orders", self.span);
                };
                self.conditional(Cond::Not(Box::new(Cond::Flag(f))), c, None)
            }
            Sentence::IfYouDo(c) | Sentence::IfYouDont(c) => {
                let Some(f) = self.last_flag else {
                    return unsupported("`If you do` with nothing done before it", self.span);
                };
                let cond = if matches!(s, Sentence::IfYouDo(_)) {
                    Cond::Flag(f)
                } else {
                    Cond::Not(Box::new(Cond::Flag(f)))
                };
                self.conditional(cond, c, None)
            }
            // CR 6.5.f with another doer: `Target opponent may …. If they do, …` (7.2.4.a),
            // `My Expedition moves backwards one region. If it does, …` (7.2.5): whether the
            // step the sentence before orders happened, when that sentence names who does it.
            // `If they don't` right after `If they do, …` asks about the same step.
            Sentence::IfTheyDo(c) | Sentence::IfTheyDont(c) | Sentence::IfItDoes(c) | Sentence::IfItDoesnt(c) => {
                let (doer, did, words) = match s {
                    Sentence::IfTheyDo(_) => (Doer::OnePlayer, true, "`If they do`"),
                    Sentence::IfTheyDont(_) => (Doer::OnePlayer, false, "`If they don't`"),
                    Sentence::IfItDoes(_) => (Doer::It, true, "`If it does`"),
                    _ => (Doer::It, false, "`If it doesn't`"),
                };
                let asked = answered.filter(|&(_, d)| !did && d == doer).map(|(f, _)| f);
                let f = match (asked, self.last_flag) {
                    (Some(f), _) => f,
                    (None, Some(f)) if self.last_doer == doer => f,
                    _ => {
                        return unsupported(
                            format!("{words} after a sentence whose step is not done by one such subject"),
                            self.span,
                        )
                    }
                };
                let cond = if did {
                    Cond::Flag(f)
                } else {
                    Cond::Not(Box::new(Cond::Flag(f)))
                };
                self.conditional(cond, c, None)?;
                if did {
                    self.answered = Some((f, doer));
                }
                Ok(())
            }
            // `If you play it from your hand, …` after `The next … you play …` (CR 2.2.15).
            Sentence::If {
                condition:
                    Spanned {
                        node: Condition::YouPlayItFrom(zone),
                        span,
                    },
                then,
                otherwise: None,
            } => passives::next_play_if_from(self, zone, then, *span),
            Sentence::If {
                condition,
                then,
                otherwise,
            } => {
                // `If you have less cards in Reserve than target opponent`, `If target
                // Character has …`: what it targets is chosen before it is read.
                let cond = self.effect_condition(condition)?;
                self.conditional(cond, then, otherwise.as_ref())
            }
            Sentence::Unless { condition, then } => {
                let cond = Cond::Not(Box::new(self.condition(condition)?));
                self.conditional(cond, then, None)
            }
            Sentence::Instead { condition, then } => self.instead(condition, then, last_plain),
            Sentence::Otherwise(c) => {
                let Some(jump) = open_if else {
                    return unsupported("`Otherwise` after something other than a condition", self.span);
                };
                self.clauses(c)?;
                self.code[jump] = Instr::Jump(self.code.len());
                Ok(())
            }
            Sentence::IfThisWay { what, then } => self.if_this_way(what, then),
            Sentence::Choose(c) => self.modal(c),
            Sentence::Roll(r) => self.die_roll(r),
            Sentence::Depending(d) => self.depending(d),
            Sentence::When { trigger, effect } => self.when_this_way(trigger, effect),
            Sentence::AfterRest(effect) => self.after_rest(effect),
            Sentence::OnRoll { range, then } => self.on_roll(*range, then),
            Sentence::ForEach { each, then } => self.for_each(each, then),
            Sentence::StartingWithYou(c) => {
                self.starting_with_you = true;
                let done = self.clauses(c);
                self.starting_with_you = false;
                done
            }
            _ => unsupported("the sentence form", self.span),
        }
    }

    /// `Draw a card. If you control a Plant, draw two cards instead.`: when the condition
    /// holds, `then` replaces the steps of the sentence before (`before`: where its code
    /// starts); what that sentence chose first (its targets) is still chosen, so the
    /// condition may ask about `it`. The condition is read once, before either branch.
    pub(super) fn instead(
        &mut self,
        condition: &Spanned<Condition>,
        then: &Clauses,
        before: Option<usize>,
    ) -> Result<()> {
        let Some(start) = before else {
            return unsupported("`… instead` after a sentence other than plain steps", condition.span);
        };
        let Some(first_step) = (start..self.code.len()).find(|&i| matches!(self.code[i], Instr::Step { .. })) else {
            return unsupported("`… instead` after a sentence with no step", condition.span);
        };
        if !self.code[first_step..].iter().all(|i| matches!(i, Instr::Step { .. })) {
            return unsupported(
                "`… instead` after a sentence whose steps are not in one row",
                condition.span,
            );
        }
        let before_cond = self.code.len();
        let cond = self.condition(condition)?;
        if self.code.len() != before_cond {
            return unsupported("`… instead` with a condition that chooses", condition.span);
        }
        // test: unless the condition holds, go on to the steps before; else jump to `then`.
        self.insert_before(first_step, Instr::Jump(0));
        self.insert_before(first_step + 1, Instr::Jump(0));
        let skip_then = self.code.len();
        self.code.push(Instr::Jump(0));
        let then_start = self.code.len();
        self.clauses(then)?;
        let end = self.code.len();
        self.code[first_step] = Instr::JumpUnless {
            cond,
            to: first_step + 2,
        };
        self.code[first_step + 1] = Instr::Jump(then_start);
        self.code[skip_then] = Instr::Jump(end);
        Ok(())
    }

    /// `[Resupply]. If you put a Character in Reserve this way, …`: the step before is
    /// watched (`Instr::Moves`) for what it put there, which the condition and `it` read.
    pub(super) fn if_this_way(&mut self, what: &altered_grammar::ThisWay, then: &Clauses) -> Result<()> {
        let (what, zone) = match what {
            altered_grammar::ThisWay::PutInReserve(what) => (what, ZoneFilter::Reserve),
            // CR 7.3.7: a discarded card goes to its owner's Discard pile.
            altered_grammar::ThisWay::Discarded(what) => (what, ZoneFilter::Discard),
        };
        if !what.qualifiers.is_empty() {
            return unsupported("`this way` naming more than a kind", what.span);
        }
        let mut filter = self.filter(what)?;
        filter.zone = zone;
        let Some(slot) = self.watch_last_step(filter) else {
            return unsupported("`this way` after something other than one step", self.span);
        };
        self.conditional(Cond::Filled(slot), then, None)
    }

    /// Watches the step just lowered (`Instr::Moves`): the objects it puts where `filter`
    /// says fill a new slot, which `it` names from then on. `None` when the last
    /// instruction is not a step.
    pub(super) fn watch_last_step(&mut self, filter: Filter) -> Option<u16> {
        let at = match self.code.last() {
            Some(Instr::Step { .. }) => self.code.len() - 1,
            _ => return None,
        };
        let slot = self.new_slot();
        self.insert_before(at, Instr::Moves { slot, filter });
        Some(slot)
    }

    /// Inserts `instr` at `at`, before an instruction already lowered: everything that
    /// jumped past `at` now jumps past the insertion too.
    pub(super) fn insert_before(&mut self, at: usize, instr: Instr) {
        for i in &mut self.code {
            match i {
                Instr::Jump(to)
                | Instr::JumpUnless { to, .. }
                | Instr::May { skip_to: to, .. }
                | Instr::ModeDone(to)
                | Instr::Repeat { end: to, .. }
                | Instr::Acting { end: to, .. }
                    if *to > at =>
                {
                    *to += 1
                }
                Instr::ActingEnd { start, .. } if *start >= at => *start += 1,
                Instr::NextMode { blocks, end } => {
                    for to in blocks.iter_mut().map(|(_, start)| start).chain([end]) {
                        if *to > at {
                            *to += 1;
                        }
                    }
                }
                _ => {}
            }
        }
        self.code.insert(at, instr);
    }

    /// `Send target Character to Reserve, then exhaust it`, `Send each Character … to
    /// Reserve, then exhaust them`: the cards the step put in Reserve are new objects there
    /// (CR 1.4.4), which the sentence goes on naming (they are what the step moved, not
    /// the objects that left, CR 6.3.k). The step is watched for them, and `it` / `them`
    /// name them from now on.
    pub(super) fn follow_to_reserve(&mut self) {
        let moved_to_reserve = matches!(
            self.code.last(),
            Some(Instr::Step { acts, .. }) if !acts.is_empty()
                && acts.iter().all(|a| matches!(a, Act::MoveTo { to: Destination::Reserve, .. }))
        );
        if moved_to_reserve {
            self.watch_last_step(Filter {
                kinds: vec![KindFilter::Card],
                zone: ZoneFilter::Reserve,
                ..Filter::default()
            });
        }
    }

    /// After a sentence whose last step put `it` in Reserve: the cards it moved are watched,
    /// for the actions of later sentences on `it` (see `followed`).
    pub(super) fn follow_across_sentences(&mut self) {
        let Some(named) = self.last_slot else { return };
        let moved_to_reserve = matches!(
            self.code.last(),
            Some(Instr::Step { acts, .. }) if !acts.is_empty()
                && acts.iter().all(|a| matches!(a, Act::MoveTo { what: Objs::Slot(s), to: Destination::Reserve } if *s == named))
        );
        if !moved_to_reserve {
            return;
        }
        let watched = self.watch_last_step(Filter {
            kinds: vec![KindFilter::Card],
            zone: ZoneFilter::Reserve,
            ..Filter::default()
        });
        if let Some(new) = watched {
            self.followed = Some((named, new));
        }
        self.last_slot = Some(named);
    }

    /// `If <cond>, <then> [, otherwise <else>]`: the then-branch ends with a jump that a
    /// later `Otherwise` sentence can extend.
    pub(super) fn conditional(&mut self, cond: Cond, then: &Clauses, otherwise: Option<&Clauses>) -> Result<()> {
        let test = self.code.len();
        self.code.push(Instr::Jump(0)); // patched below
        self.clauses(then)?;
        let close = self.code.len();
        self.code.push(Instr::Jump(close + 1));
        self.code[test] = Instr::JumpUnless { cond, to: close + 1 };
        if let Some(e) = otherwise {
            self.clauses(e)?;
            self.code[close] = Instr::Jump(self.code.len());
        } else {
            self.open_if = Some(close);
        }
        Ok(())
    }

    /// Clauses joined by `and` share a step; `then` starts a new one (CR 6.1.c).
    pub(super) fn clauses(&mut self, c: &Clauses) -> Result<()> {
        let x = match &c.where_x {
            Some(q) => {
                let (x, choose_player) = self.quantity_choosing(q, self.span)?;
                if choose_player {
                    // `the number of cards in target player's Reserve`: the player is
                    // chosen before the step that reads X (CR 1.2.6.c, 6.1.g).
                    self.code.push(Instr::ChoosePlayer { opponent: false });
                }
                Some(x)
            }
            None => None,
        };
        if x.is_some() {
            self.last_x.clone_from(&x);
        }
        let x = x.or_else(|| self.x.clone());
        let outer = std::mem::replace(&mut self.x, x);
        let lowered = self.clauses_with_x(c);
        self.x = outer;
        lowered
    }

    pub(super) fn clauses_with_x(&mut self, c: &Clauses) -> Result<()> {
        let from = self.code.len();
        let max = match c.max {
            Some(m) => Some(self.amount(m, self.span)?),
            None => None,
        };
        self.clause_groups(c)?;
        match max {
            Some(m) => self.cap(from, m),
            None => Ok(()),
        }
    }

    pub(super) fn clause_groups(&mut self, c: &Clauses) -> Result<()> {
        if let Some(k) = c.links.iter().position(|l| l.joiner == Joiner::Otherwise) {
            return self.otherwise_clauses(c, k);
        }
        if c.links.len() > 1 && c.links.iter().skip(1).all(|l| l.joiner == Joiner::Or) {
            return self.either(&c.links);
        }
        let mut groups: Vec<Vec<&Spanned<Clause>>> = Vec::new();
        for link in &c.links {
            match link.joiner {
                Joiner::First | Joiner::Then => groups.push(vec![&link.clause]),
                Joiner::And => match groups.last_mut() {
                    Some(g) => g.push(&link.clause),
                    None => groups.push(vec![&link.clause]),
                },
                Joiner::Or => return unsupported("a choice between clauses (`or`)", link.clause.span),
                Joiner::Otherwise => return unsupported("`, otherwise` between clauses", link.clause.span),
            }
        }
        let last = groups.len().saturating_sub(1);
        let mut prev: Option<Vec<&Spanned<Clause>>> = None;
        for (i, g) in groups.into_iter().enumerate() {
            if let [c] = &g[..] {
                if matches!(c.node.action, Action::DoItAgain) {
                    self.do_it_again(c, prev.as_deref())?;
                    continue;
                }
            }
            prev = Some(g.clone());
            if g.last().is_some_and(|c| c.node.purpose.is_some()) {
                self.purposed(&g)?;
            } else {
                let cost = g.iter().any(|c| matches!(c.node.action, Action::Pay(_)));
                match &g[..] {
                    [c] if is_counters_removal(&c.node) => self.remove_counters(c)?,
                    [c] if matches!(c.node.action, Action::Gain { one_of: true, .. }) => self.gain_one_of(c)?,
                    [c] if matches!(
                        c.node.action,
                        Action::PlaceTerrainMarker {
                            terrains: altered_grammar::MarkerTerrains::OneOf(_)
                                | altered_grammar::MarkerTerrains::Unwritten,
                            ..
                        }
                    ) =>
                    {
                        self.place_marker_one_of(c)?
                    }
                    _ => self.group(&g, cost)?,
                }
                if i < last {
                    self.follow_to_reserve();
                }
            }
        }
        Ok(())
    }

    /// `[Exhausted Resupply] twice`, `Target opponent may [Resupply] twice` (CR 6.5.i): the
    /// step happens two times, one after the other, each time with its own choices and its
    /// own `may` (CR 6.5.i, example: once, twice or not at all, deciding the second time
    /// after the first).
    pub(super) fn twice(&mut self, c: &Spanned<Clause>, once: &Action, cost: bool) -> Result<()> {
        if cost {
            return unsupported("a cost paid twice", c.span);
        }
        let start = self.code.len();
        self.code.push(Instr::Jump(start + 1)); // the `Repeat`, patched below
        let first_slot = self.slots;
        let one = Spanned {
            node: Clause {
                action: once.clone(),
                ..c.node.clone()
            },
            span: c.span,
        };
        self.group_direct(&[&one], cost)?;
        if self.code[start + 1..]
            .iter()
            .any(|i| matches!(i, Instr::Repeat { .. } | Instr::Modes { .. }))
        {
            return unsupported("repetitions inside repetitions", c.span);
        }
        self.code.push(Instr::Again {
            start,
            slots: (first_slot, self.slots),
        });
        let end = self.code.len();
        self.code[start] = Instr::Repeat {
            times: Num::Const(2),
            end,
        };
        Ok(())
    }

    /// `X, otherwise Y` (the link at `k` is `, otherwise`): Y happens only when X did not
    /// (CR 6.5.h: a part of an effect that cannot be performed is ignored; `otherwise`
    /// names what happens in its place), or when X was optional and the player declined it
    /// (`You may discard target Character, otherwise send it to Reserve`). This is the
    /// `If you don't` of CR 6.5.f written inside one sentence.
    pub(super) fn otherwise_clauses(&mut self, c: &Clauses, k: usize) -> Result<()> {
        let (before, after) = c.links.split_at(k);
        let first = Clauses {
            links: before.to_vec(),
            where_x: None,
            max: None,
        };
        let mut rest = Clauses {
            links: after.to_vec(),
            where_x: None,
            max: None,
        };
        rest.links[0].joiner = Joiner::First;
        self.last_flag = None;
        self.clause_groups(&first)?;
        let Some(flag) = self.last_flag else {
            return unsupported(
                "`, otherwise` after something that is not done in one step",
                after[0].clause.span,
            );
        };
        let test = self.code.len();
        self.code.push(Instr::Jump(0)); // patched below
        self.clause_groups(&rest)?;
        self.code[test] = Instr::JumpUnless {
            cond: Cond::Not(Box::new(Cond::Flag(flag))),
            to: self.code.len(),
        };
        Ok(())
    }

    /// One step. A step another player does (`Target opponent may [Resupply]`) is lowered
    /// as the step itself where the IR says it for all players at once (`Each player draws
    /// a card`, one step for all, CR 6.1.f); otherwise as that player's part of the effect
    /// ([`Lowerer::acted_by`]), each player doing it in turn.
    pub(super) fn group(&mut self, clauses: &[&Spanned<Clause>], cost: bool) -> Result<()> {
        self.last_doer = clauses.first().map_or(Doer::You, |c| Doer::of(&c.node));
        let Some(actor) = self.other_actor(clauses) else {
            return self.group_direct(clauses, cost);
        };
        let before = self.clone();
        match self.group_direct(clauses, cost) {
            Err(direct) => {
                *self = before;
                // The reason the step itself can't be lowered is the one a designer sees
                // when neither way works.
                self.acted_by(clauses, cost, actor).map_err(|_| direct)
            }
            done => done,
        }
    }

    /// One step: an optional `may`, the choices of its clauses, then its actions. `cost`:
    /// the step is a cost (`pay 1`, what is done `to` do something, CR 1.2.5), paid in
    /// full or not at all, and not offered when it can't be (CR 6.4.c).
    pub(super) fn group_direct(&mut self, clauses: &[&Spanned<Clause>], cost: bool) -> Result<()> {
        if clauses.iter().any(|c| play::rushes(&c.node)) {
            let played: Vec<Spanned<Clause>> = clauses.iter().map(|c| play::rush_as_play(c)).collect();
            let played: Vec<&Spanned<Clause>> = played.iter().collect();
            return self.group_direct(&played, cost);
        }
        if let [c] = clauses {
            if let Action::Twice(once) = &c.node.action {
                return self.twice(c, once, cost);
            }
        }
        let may = clauses.first().is_some_and(|c| c.node.may);
        if let Some(c) = clauses.iter().skip(1).find(|c| c.node.may) {
            return unsupported("`may` inside a step", c.span);
        }
        // Who decides the `may`: the player the step names (CR 6.1.g: the decision is that
        // player's), chosen first so that they are known when asked.
        let by = match clauses.first().map(|c| (&c.node.subject, c.span)) {
            Some((Some(Subject::Player(p)), span)) if may => self.chooser(*p, span)?,
            _ => Chooser::You,
        };
        let plays = clauses
            .iter()
            .position(|c| matches!(c.node.action, Action::Play { .. }));
        // `Starting with you, each player may play …`: each in turn (CR 6.1.h).
        if by == Chooser::EachPlayer && self.starting_with_you && plays == Some(0) && !cost {
            let flag = self.flag();
            return self.play_group(clauses, may, flag, PlayBy::EachStartingWithYou);
        }
        if self.starting_with_you {
            return unsupported(
                "`Starting with you, …` other than each player playing a card",
                clauses[0].span,
            );
        }
        if matches!(by, Chooser::EachPlayer | Chooser::EachOpponent) {
            return self.each_may(clauses, by);
        }
        if by == Chooser::Chosen {
            let mut pre = Vec::new();
            self.choose_player(&clauses[0].node.subject, &mut pre);
            self.code.extend(pre);
        }
        // CR 5.2.b: a card played by the step is its first part (`play me … and I gain
        // Asleep`); `may` lets the player play nothing, and `If you do` asks whether a card
        // was played (CR 7.3.29.b).
        match plays {
            Some(0) if cost => return unsupported("playing a card as a cost", clauses[0].span),
            Some(0) | None => {}
            Some(_) => return unsupported("playing a card after another part of a step", clauses[0].span),
        }
        if plays.is_some() && by != Chooser::You {
            return unsupported("another player playing a card", clauses[0].span);
        }
        let flag = self.flag();
        if plays.is_some() {
            return self.play_group(clauses, may, flag, PlayBy::You);
        }
        let guard_at = self.code.len();
        if may && cost {
            self.code.push(Instr::Jump(guard_at + 1)); // patched below
        }
        let may_at = self.code.len();
        if may {
            self.code.push(Instr::May { flag, skip_to: 0, by });
        }
        let mut acts = Vec::new();
        let mut creates = Vec::new();
        let mut chooses = false;
        for (i, c) in clauses.iter().enumerate() {
            let mut l = self.clause(&c.node, c.span)?;
            if i == 0 && by == Chooser::Chosen {
                // The player was chosen before the `may`, above.
                if let Some(k) = l.pre.iter().position(|i| matches!(i, Instr::ChoosePlayer { .. })) {
                    l.pre.remove(k);
                }
            }
            chooses |= l.pre.iter().any(|i| !matches!(i, Instr::Creates { .. }));
            // `Creates` must come right before its step, after every choice.
            let (c, pre): (Vec<Instr>, Vec<Instr>) =
                l.pre.into_iter().partition(|i| matches!(i, Instr::Creates { .. }));
            self.code.extend(pre);
            creates.extend(c);
            acts.extend(l.acts);
        }
        // Whether the cost can be paid is known before the `may` only when it chooses
        // nothing first; otherwise a cost left unpaid after the choices does nothing.
        if may && cost && !chooses {
            self.code[guard_at] = Instr::JumpUnless {
                cond: Cond::CanPay(acts.clone()),
                to: 0, // patched below
            };
        }
        self.code.extend(creates.pop());
        self.code.push(if cost {
            Instr::Cost { acts, did: Some(flag) }
        } else {
            Instr::Step { acts, did: Some(flag) }
        });
        let end = self.code.len();
        if let Instr::JumpUnless { to, .. } = &mut self.code[guard_at] {
            if may && cost {
                *to = end;
            }
        }
        if may {
            self.code[may_at] = Instr::May { flag, skip_to: end, by };
        }
        self.last_flag = Some(flag);
        Ok(())
    }

    /// `Remove 3 counters from target card`, `Remove up to 2 counters from …` (CR 2.5.g):
    /// counters of any kind, boosts included (CR 2.5.1.a), from one object chosen first.
    /// They are removed one at a time (a bounded [`Instr::Repeat`]), the controller choosing
    /// the kind of each when the object has several (CR 6.1.g), and, with `up to`, whether
    /// to remove one more; the removals stop when the object has no counter left.
    pub(super) fn remove_counters(&mut self, c: &Spanned<Clause>) -> Result<()> {
        let span = c.span;
        let Action::RemoveCounters {
            count: Some(count),
            boosts: false,
            from,
        } = &c.node.action
        else {
            return unsupported("this removal of counters", span);
        };
        if c.node.may || c.node.subject.is_some() || c.node.each {
            return unsupported("a removal of counters with a subject or `may`", span);
        }
        let (n, up_to) = match count {
            altered_grammar::ChooseCount::Exactly(a) => (self.amount(*a, span)?, false),
            altered_grammar::ChooseCount::UpTo(a) => (self.amount(*a, span)?, true),
            altered_grammar::ChooseCount::DoTimes(_) | altered_grammar::ChooseCount::OneOrBoth => {
                return unsupported("this removal of counters", span)
            }
        };
        let mut pre = Vec::new();
        let what = self.objects(from, &mut pre, span)?;
        let one = |i: &Instr| matches!(i, Instr::Choose { slot, max: 1, .. } if Objs::Slot(*slot) == what);
        let Objs::Slot(slot) = what else {
            return unsupported("removing counters from several objects", span);
        };
        if !pre.iter().any(one) {
            return unsupported("removing counters from several objects", span);
        }
        self.code.extend(pre);
        let start = self.code.len();
        self.code.push(Instr::Jump(0)); // the `Repeat`, patched below
        let guard = self.code.len();
        self.code.push(Instr::Jump(0)); // patched below: stop when no counter is left
        let flag = self.flag();
        let may = up_to.then(|| {
            self.code.push(Instr::Jump(0)); // the `May`, patched below
            self.code.len() - 1
        });
        self.code.push(Instr::ChooseCounter { slot });
        self.code.push(Instr::Step {
            acts: vec![Act::SpendCounter(Objs::Slot(slot))],
            did: Some(flag),
        });
        self.code.push(Instr::Again {
            start,
            slots: (self.slots, self.slots),
        });
        let end = self.code.len();
        self.code[start] = Instr::Repeat {
            times: Num::Const(n),
            end,
        };
        self.code[guard] = Instr::JumpUnless {
            cond: Cond::ItIs {
                it: It::Slot(slot),
                filter: Filter {
                    zone: ZoneFilter::Anywhere,
                    with_counters: true,
                    ..Filter::default()
                },
            },
            to: end,
        };
        if let Some(at) = may {
            // Declining stops the removals.
            self.code[at] = Instr::May {
                flag,
                skip_to: end,
                by: Chooser::You,
            };
        }
        // `If you do` would read only the last removal.
        self.last_flag = None;
        self.last_slot = Some(slot);
        Ok(())
    }

    /// `Target opponent may Exhausted Resupply, then may do it again`: the step before,
    /// once more, by the same player (chosen once), its choices made anew (CR 6.5.i: the
    /// opponent decides whether to do it a second time after the first), with the `may`
    /// written here.
    pub(super) fn do_it_again(&mut self, c: &Spanned<Clause>, prev: Option<&[&Spanned<Clause>]>) -> Result<()> {
        let span = c.span;
        let Some([before]) = prev else {
            return unsupported("`do it again` after other than one action", span);
        };
        if before.node.purpose.is_some() || c.node.subject.is_some() {
            return unsupported("`do it again` after other than one action", span);
        }
        let mut again = (*before).clone();
        again.node.may = c.node.may;
        let same_player = matches!(
            again.node.subject,
            Some(Subject::Player(PlayerRef::TargetOpponent | PlayerRef::TargetPlayer))
        );
        if same_player {
            again.node.subject = Some(Subject::Player(PlayerRef::ThatOpponent));
        }
        let was = self.chose_player;
        self.chose_player |= same_player;
        let cost = matches!(again.node.action, Action::Pay(_));
        let lowered = self.group(&[&again], cost);
        self.chose_player = was;
        lowered
    }

    /// `Target Character gains Fleeting, Anchored or Asleep`: the objects are chosen, then
    /// what they gain, one of the options (CR 6.1.g: the decisions a step needs are made
    /// as it is about to happen), asked as a [`Instr::Modes`] of one; the step then gains
    /// the option chosen.
    pub(super) fn gain_one_of(&mut self, c: &Spanned<Clause>) -> Result<()> {
        let span = c.span;
        let (Some(Subject::Object(o)), Action::Gain { gains, loses, .. }) = (&c.node.subject, &c.node.action) else {
            return unsupported("a choice of what to gain (`… or …`)", span);
        };
        if c.node.may || c.node.each || !loses.is_empty() || gains.len() < 2 {
            return unsupported("a choice of what to gain (`… or …`) with `may` or losses", span);
        }
        let mut pre = Vec::new();
        let what = self.objects(o, &mut pre, span)?;
        let mut options = Vec::new();
        for g in gains {
            options.push(self.gainables(&what, std::slice::from_ref(g), true, &mut pre)?);
        }
        self.code.extend(pre);
        self.one_of(options);
        Ok(())
    }

    /// `Place a {V} or {M} Terrain Marker on target visible region`: the region is chosen
    /// (CR 1.2.6.c), then the terrain, one of those written, by the controller as the step
    /// is about to happen (CR 6.1.g), asked as an [`Instr::Modes`] of one; the marker placed
    /// has that terrain alone (CR 3.2.1.d).
    pub(super) fn place_marker_one_of(&mut self, c: &Spanned<Clause>) -> Result<()> {
        use altered_grammar::{MarkerTerrains, Terrain};
        let span = c.span;
        let (list, on) = match &c.node.action {
            Action::PlaceTerrainMarker {
                terrains: MarkerTerrains::OneOf(list),
                on,
            } => (list.clone(), on),
            // `a Terrain Marker`: of one terrain, any (CR 3.2.1.d).
            Action::PlaceTerrainMarker {
                terrains: MarkerTerrains::Unwritten,
                on,
            } => (vec![Terrain::Forest, Terrain::Mountain, Terrain::Water], on),
            _ => return unsupported("a Terrain Marker of a terrain chosen by the player", span),
        };
        if c.node.may || c.node.each || list.len() < 2 {
            return unsupported("a Terrain Marker of a terrain chosen by the player, with `may`", span);
        }
        let mut one = c.node.clone();
        one.action = Action::PlaceTerrainMarker {
            terrains: altered_grammar::MarkerTerrains::All(vec![list[0]]),
            on: *on,
        };
        let lowered = self.clause(&one, span)?;
        self.code.extend(lowered.pre);
        let options = list
            .iter()
            .map(|&t| {
                lowered
                    .acts
                    .iter()
                    .map(|a| match a {
                        Act::PlaceTerrainMarker { on, .. } => Act::PlaceTerrainMarker {
                            terrains: terrain_set(&[t]),
                            on: *on,
                        },
                        other => other.clone(),
                    })
                    .collect()
            })
            .collect();
        self.one_of(options);
        Ok(())
    }

    /// `You may pay 1 to have target Character gain 1 boost or lose Fleeting`: clauses
    /// joined by `or`, one of which happens, chosen by the controller as the step is about
    /// to happen (CR 6.1.g). The objects the first clause names are chosen first; the
    /// others, written without a subject, act on them. A first clause that is a cost paid
    /// `to` do something keeps the choice for its purpose, done only if it is paid (CR
    /// 1.2.5).
    pub(super) fn either(&mut self, links: &[altered_grammar::Link]) -> Result<()> {
        let Some((first, alternatives)) = links.split_first() else {
            return Ok(());
        };
        let span = first.clause.span;
        let own_step = matches!(first.clause.node.subject, None | Some(Subject::Player(PlayerRef::You)))
            && !matches!(first.clause.node.action, Action::Have { .. });
        if own_step && first.clause.node.purpose.is_none() {
            return self.either_clauses(links);
        }
        match &first.clause.node.purpose {
            Some(purpose) => {
                let mut paying = first.clause.clone();
                paying.node.purpose = None;
                self.group(&[&paying], true)?;
                let Some(flag) = self.last_flag else {
                    return unsupported("a purpose with nothing done for it", span);
                };
                let test = self.code.len();
                self.code.push(Instr::Jump(0)); // patched below
                let mut then = (**purpose).clone();
                then.may = false;
                self.either_now(&then, alternatives, span)?;
                self.code[test] = Instr::JumpUnless {
                    cond: Cond::Flag(flag),
                    to: self.code.len(),
                };
                self.last_flag = Some(flag);
                Ok(())
            }
            None => self.either_now(&first.clause.node, alternatives, span),
        }
    }

    /// `You may play it for free or put it in your hand`: clauses joined by `or`, each a
    /// step of its own, of which the controller chooses one as it is about to happen (CR
    /// 6.1.g), or none with `may` (CR 1.2.6.d): an [`Instr::Modes`] of the clauses, each
    /// guarded by its flag. Each clause names what was named before the choice; when every
    /// one acts on `it` and nothing is there (the card was not revealed), nothing is asked.
    pub(super) fn either_clauses(&mut self, links: &[altered_grammar::Link]) -> Result<()> {
        let span = links.first().map_or(self.span, |l| l.clause.span);
        let may = links.first().is_some_and(|l| l.clause.node.may);
        if links
            .iter()
            .skip(1)
            .any(|l| l.clause.node.may || l.clause.node.subject.is_some())
            || links.iter().any(|l| l.clause.node.purpose.is_some())
        {
            return unsupported("a choice between clauses (`or`)", span);
        }
        let named = self.last_slot;
        let guard = match named {
            Some(slot) if links.iter().all(|l| acts_on_it(&l.clause.node)) => {
                self.code.push(Instr::Jump(0)); // patched below
                Some((self.code.len() - 1, slot))
            }
            _ => None,
        };
        let count = u8::try_from(links.len()).unwrap_or(u8::MAX);
        let first = self.flags;
        self.flags = self.flags.saturating_add(u16::from(count));
        self.code.push(Instr::Modes {
            first,
            count,
            min: u8::from(!may),
            max: 1,
            costs: Vec::new(),
            extra: None,
            all_if: None,
            copies: 1,
        });
        let mut closes = Vec::new();
        for (i, l) in links.iter().enumerate() {
            let mut c = l.clause.clone();
            c.node.may = false;
            self.last_slot = named;
            let test = self.code.len();
            self.code.push(Instr::Jump(0)); // patched below
            self.group(&[&c], false)?;
            closes.push(self.code.len());
            self.code.push(Instr::Jump(0)); // patched below: past the other options
            self.code[test] = Instr::JumpUnless {
                cond: Cond::Flag(first.saturating_add(i as u16)),
                to: self.code.len(),
            };
        }
        let end = self.code.len();
        for at in closes {
            self.code[at] = Instr::Jump(end);
        }
        if let Some((at, slot)) = guard {
            self.code[at] = Instr::JumpUnless {
                cond: Cond::Filled(slot),
                to: end,
            };
        }
        self.last_slot = named;
        // `If you do` would have to say which clause it asks about.
        self.last_flag = None;
        Ok(())
    }

    /// The choice of [`Lowerer::either`], after any cost: the objects of `first`, then
    /// which clause, then its step.
    pub(super) fn either_now(
        &mut self,
        first: &Clause,
        alternatives: &[altered_grammar::Link],
        span: Span,
    ) -> Result<()> {
        let unsupported_or = || unsupported("a choice between clauses (`or`)", span);
        let (who, inner) = match (&first.subject, &first.action) {
            (None, Action::Have { who, clause }) => (who, (**clause).clone()),
            (Some(Subject::Object(o)), _) => {
                let mut inner = first.clone();
                inner.subject = None;
                (o, inner)
            }
            _ => return unsupported_or(),
        };
        if first.may || first.each || inner.purpose.is_some() {
            return unsupported_or();
        }
        let mut pre = Vec::new();
        let Objs::Slot(_) = self.objects(who, &mut pre, span)? else {
            return unsupported_or();
        };
        self.code.extend(pre);
        let mut clauses = vec![inner];
        for l in alternatives {
            let c = &l.clause.node;
            if c.subject.is_some() || c.may || c.purpose.is_some() {
                return unsupported_or();
            }
            clauses.push(c.clone());
        }
        let mut options = Vec::new();
        for mut c in clauses {
            c.subject = Some(Subject::Object(Object::Ref(Referent::Earlier)));
            c.may = false;
            let l = self.clause(&c, span)?;
            if !l.pre.is_empty() {
                return unsupported("a choice between clauses that choose objects of their own", span);
            }
            options.push(l.acts);
        }
        self.one_of(options);
        Ok(())
    }

    /// One of `options` (the actions of a step each), chosen by the controller: an
    /// [`Instr::Modes`] of one, then each option's step guarded by its flag. `If you do`
    /// reads whether the step chosen happened.
    pub(super) fn one_of(&mut self, options: Vec<Vec<Act>>) {
        let count = u8::try_from(options.len()).unwrap_or(u8::MAX);
        let first = self.flags;
        self.flags = self.flags.saturating_add(u16::from(count));
        self.code.push(Instr::Modes {
            first,
            count,
            min: 1,
            max: 1,
            costs: Vec::new(),
            extra: None,
            all_if: None,
            copies: 1,
        });
        let did = self.flag();
        let mut closes = Vec::new();
        for (i, acts) in options.into_iter().enumerate() {
            let test = self.code.len();
            self.code.push(Instr::JumpUnless {
                cond: Cond::Flag(first.saturating_add(i as u16)),
                to: test + 3,
            });
            self.code.push(Instr::Step { acts, did: Some(did) });
            closes.push(self.code.len());
            self.code.push(Instr::Jump(0)); // patched below: past the other options
        }
        let end = self.code.len();
        for at in closes {
            self.code[at] = Instr::Jump(end);
        }
        self.last_flag = Some(did);
    }

    /// A step opening with `play …` (CR 5.2.b): the [`Instr::Play`], then the rest of the
    /// step's actions, which happen after the card is played.
    pub(super) fn play_group(&mut self, clauses: &[&Spanned<Clause>], may: bool, flag: u16, who: PlayBy) -> Result<()> {
        let mut acts = Vec::new();
        for c in clauses {
            let l = self.clause(&c.node, c.span)?;
            for mut i in l.pre {
                if let Instr::Play { optional, did, by, .. } = &mut i {
                    *optional = may;
                    *did = Some(flag);
                    *by = who;
                }
                self.code.push(i);
            }
            acts.extend(l.acts);
        }
        if !acts.is_empty() {
            self.code.push(Instr::Step { acts, did: None });
        }
        self.last_flag = Some(flag);
        Ok(())
    }

    /// A part of the effect that happens after Rest (CR 1.2.6.c: its choices made then),
    /// lowered by `later` into `code`: kept as a delayed part, and the action that
    /// schedules it.
    pub(super) fn delay_after_rest(&mut self, later: Lowerer, code: Vec<Instr>) -> Act {
        self.delay(later, code, crate::ir::Moment::AfterRest)
    }

    /// A part of the effect that runs as an Emblem-Reaction of its own when `until`
    /// comes: kept as a delayed part, and the action that schedules it.
    pub(super) fn delay(&mut self, later: Lowerer, code: Vec<Instr>, until: crate::ir::Moment) -> Act {
        self.delayed.push(Program {
            code,
            slots: later.slots,
            flags: later.flags,
        });
        Act::Delay {
            part: u8::try_from(self.delayed.len()).unwrap_or(u8::MAX),
            until,
        }
    }

    pub(super) fn clause(&mut self, c: &Clause, span: Span) -> Result<Lowered> {
        // `Draw a card per Plant you control`: each action of the clause, once per match.
        if let Some(per) = &c.per {
            let times = self.per_of(per, span)?;
            let mut once = c.clone();
            once.per = None;
            let mut lowered = self.clause(&once, span)?;
            lowered.acts = lowered
                .acts
                .into_iter()
                .map(|act| Act::Per {
                    per: times.clone(),
                    act: Box::new(act),
                })
                .collect();
            return Ok(lowered);
        }
        if c.purpose.is_some() {
            return unsupported("`… to …` (doing something to pay for another)", span);
        }
        // `You may target an opponent, they draw a card`: `they` is the player targeted.
        if self.chose_player
            && matches!(
                c.subject,
                Some(Subject::Object(Object::Ref(Referent::Earlier | Referent::EarlierAll)))
            )
        {
            let mut inner = c.clone();
            inner.subject = Some(Subject::Player(PlayerRef::ThatOpponent));
            return self.clause(&inner, span);
        }
        let mut pre = Vec::new();
        self.choose_player(&c.subject, &mut pre);
        // `You may send …`: `you` is the controller, as when no subject is written.
        let subject = match &c.subject {
            Some(Subject::Player(PlayerRef::You)) => &None,
            s => s,
        };
        let acts = match &c.action {
            // `Have target opponent draw a card` (CR 7.3.17): a clause of its own.
            Action::Have { who, clause } => {
                if subject.is_some() {
                    return unsupported("`have` with a subject", span);
                }
                let mut inner = (**clause).clone();
                // `have target opponent draw a card`: that player does it, as if written
                // `Target opponent draws a card` (the player is the subject of the verb)
                inner.subject = Some(match who {
                    Object::Select(sel) => match (self.is_a_player(sel), &sel.determiner) {
                        (Some(opp), Some(Determiner::Target(_))) => Subject::Player(if opp {
                            PlayerRef::TargetOpponent
                        } else {
                            PlayerRef::TargetPlayer
                        }),
                        (Some(true), _) => Subject::Player(PlayerRef::AnOpponent),
                        _ => Subject::Object(who.clone()),
                    },
                    _ => Subject::Object(who.clone()),
                });
                inner.may = false;
                return self.clause(&inner, span);
            }
            Action::Draw { .. }
            | Action::Put { .. }
            | Action::Join { .. }
            | Action::Exchange { .. }
            | Action::Reveal { .. }
            | Action::DrawIt
            | Action::PutInExpedition { .. }
            | Action::Play { .. } => self.moving_clause(c, subject, span, &mut pre)?,
            Action::SendToReserve { .. }
            | Action::Return { .. }
            | Action::ShuffleInto { .. }
            | Action::SendTo { .. }
            | Action::SendToDeckPosition { .. } => self.returning_clause(c, subject, span, &mut pre)?,
            Action::Discard { .. }
            | Action::DiscardTop { .. }
            | Action::DiscardHand { .. }
            | Action::Sacrifice { .. } => self.discarding_clause(c, subject, span, &mut pre)?,
            Action::LoseAllBoosts
            | Action::Give { .. }
            | Action::RemoveCounters { .. }
            | Action::ExchangeBoosts
            | Action::Distribute { .. }
            | Action::DoubleBoosts { .. }
            | Action::DoubleCounters { .. }
            | Action::ExchangeBoostsOf { .. }
            | Action::Spend { .. } => self.counters_clause(c, subject, span, &mut pre)?,
            Action::Gain { .. }
            | Action::Lose { .. }
            | Action::Cant { .. }
            | Action::LoseAllStatuses
            | Action::Exhaust { .. }
            | Action::Ready { .. } => self.statuses_clause(c, subject, span, &mut pre)?,
            Action::Pass | Action::BecomeFirstPlayer | Action::RollDie | Action::Pay { .. } | Action::WinTheGame => {
                self.players_clause(c, subject, span, &mut pre)?
            }
            Action::Create { .. } | Action::CreateOnly { .. } => self.tokens_clause(c, subject, span, &mut pre)?,
            Action::PlaceTerrainMarker { .. }
            | Action::MoveTerrainMarker { .. }
            | Action::SwitchExpeditions
            | Action::Move { .. } => self.expeditions_clause(c, subject, span, &mut pre)?,
            Action::Keyword { .. } | Action::Defined { .. } => {
                self.keyword_actions_clause(c, subject, span, &mut pre)?
            }
            Action::Activate { .. }
            | Action::NextCosts { .. }
            | Action::NextGets { .. }
            | Action::ReduceCost { .. } => self.abilities_clause(c, subject, span, &mut pre)?,
            Action::Choose { .. } | Action::Target { .. } => self.choices_clause(c, subject, span, &mut pre)?,
            _ => return unsupported("the action", span),
        };
        if c.each && !matches!(c.subject, Some(Subject::Object(_))) {
            return unsupported("`each` after a subject that is not objects", span);
        }
        for a in &acts {
            if let Act::Per { per: Num::Count(f), .. } = a {
                self.last_per = Some(f.clone());
            }
        }
        Ok(Lowered { pre, acts })
    }

    /// `… per <selector>`: the action that many times over. `per Character controlled by
    /// target opponent`: the player is chosen before the step (CR 1.2.6.c), and the count
    /// reads the choice.
    pub(super) fn per_act(&self, per: Option<&altered_grammar::Per>, act: Act, pre: &mut Vec<Instr>) -> Result<Act> {
        let sel = match per {
            None => return Ok(act),
            Some(altered_grammar::Per::Each(sel)) => sel,
            Some(counters) => {
                return Ok(Act::Per {
                    per: self.per_of(counters, self.span)?,
                    act: Box::new(act),
                })
            }
        };
        let mut stripped = sel.clone();
        let mut chosen = None;
        stripped.qualifiers.retain(|q| match q {
            Qualifier::ControlledByPlayer(p @ (PlayerRef::TargetPlayer | PlayerRef::TargetOpponent)) => {
                chosen = Some(*p == PlayerRef::TargetOpponent);
                false
            }
            _ => true,
        });
        let per = match chosen {
            Some(opponent) => {
                let mut filter = self.filter(&stripped)?;
                if stripped.determiner.is_some() || chosen_player_named(pre) {
                    return unsupported("`per …` controlled by a second player chosen", sel.span);
                }
                pre.push(Instr::ChoosePlayer { opponent });
                filter.whose = Some(Rel::Chosen);
                filter.zone = ZoneFilter::InPlay;
                Num::Count(filter)
            }
            None => self.per(sel)?,
        };
        Ok(Act::Per {
            per,
            act: Box::new(act),
        })
    }

    /// The objects a subject names, as one or more groups that act together in the step
    /// (CR 6.1.f): `we both` is me and the object named before.
    pub(super) fn each_of(&mut self, o: &Object, pre: &mut Vec<Instr>, span: Span) -> Result<Vec<Objs>> {
        match o {
            Object::Ref(Referent::MeAndEarlier) => Ok(vec![
                self.objects(&Object::Ref(Referent::This), pre, span)?,
                self.objects(&Object::Ref(Referent::Earlier), pre, span)?,
            ]),
            _ => Ok(vec![self.objects(o, pre, span)?]),
        }
    }

    pub(super) fn create(&self, cr: &Create, span: Span) -> Result<Act> {
        if cr.after_rest {
            return unsupported("a delayed creation (`after Rest`) here", span);
        }
        // `Create a … token in my Expedition per Bureaucrat you control`: the creation that
        // many times over, counted when the step happens.
        if let Some(sel) = &cr.per {
            let once = Create {
                per: None,
                ..cr.clone()
            };
            return match self.create(&once, span)? {
                act @ Act::Create { .. } => Ok(Act::Per {
                    per: self.per_of(sel, span)?,
                    act: Box::new(act),
                }),
                _ => unsupported("`per …` on a creation of X tokens", span),
            };
        }
        let t = &cr.token;
        let mut subtypes: Vec<String> = t.subtypes.iter().map(|s| s.node.clone()).collect();
        let mut kind = TokenKind::Character;
        let mut abilities = Vec::new();
        let (name, stats) = match t.stats {
            Some(s) => (t.name.node.clone(), [s.forest, s.mountain, s.water]),
            // `Create a [Lantern] token.`: the token card of that name describes the token
            // (CR 1.1.7.b), its statistics, sub-types, abilities and type; the template's
            // sub-types, if it writes some, are the token's (CR 2.2.2.j).
            None => match defined::token(&t.name.node) {
                Some(card) if card.stats.is_some() || !card.kind.is_character() => {
                    if subtypes.is_empty() {
                        subtypes = card.subtypes.clone();
                    }
                    kind = card.kind;
                    abilities = card.abilities.clone();
                    (card.name.clone(), card.stats.unwrap_or_default())
                }
                Some(_) => {
                    return unsupported(
                        "a token whose token card is not in the pool (declared by `tokens:` only)",
                        t.name.span,
                    )
                }
                // `altered::check::unknown_token` reports the name.
                None => return unsupported("a token no token card describes", t.name.span),
            },
        };
        // `with "When you sacrifice a Character | I gain 2 boosts."` (CR 7.3.5.b): the
        // token has these abilities as a card would; each must lower, or the card that
        // creates it is unsupported, naming the part.
        for a in &t.abilities {
            compile_ability(Some(CardType::Token), false, a)?;
            abilities.push(altered_grammar::render_ability(a));
        }
        let into = match &cr.destination {
            // A Permanent token whose card says Landmark joins its controller's Landmarks
            // (CR 5.2.2), wherever the template would put a Character: the host reads
            // the token's kind, and the Expedition named here is not used.
            _ if kind == TokenKind::LandmarkPermanent => match &cr.destination {
                None | Some(TokenDestination::Landmarks(PossessivePlayer::Your)) => Exped::YourHero,
                _ => {
                    return unsupported(
                        "a Landmark Permanent token created elsewhere than in your Landmarks",
                        span,
                    )
                }
            },
            Some(TokenDestination::In(e)) => self.expedition(e, span)?,
            // `Target an Expedition. Create … in it.`
            Some(TokenDestination::InIt) if self.chose_expedition => Exped::Chosen,
            // `distributed as you choose among any number of target Expeditions`: one
            // token each to the Expeditions `Instr::Distribute` chose.
            Some(TokenDestination::Distributed) => Exped::Distributed,
            _ => return unsupported("this token destination", span),
        };
        let token = Arc::new(TokenSpec {
            name,
            stats,
            subtypes,
            abilities,
            kind,
        });
        if into == Exped::Distributed {
            return Ok(Act::Create { count: 1, into, token });
        }
        // `Create X … tokens, where X is …`: X computed when the step happens.
        self.counted(cr.count, span, |n| Act::Create {
            count: u8::try_from(n).unwrap_or(u8::MAX),
            into,
            token: token.clone(),
        })
    }

    pub(super) fn gainables(
        &self,
        what: &Objs,
        list: &[Spanned<Gainable>],
        gain: bool,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        self.gainables_for(what, list, gain, None, pre)
    }

    /// What `gain`/`lose` do; `until`: `… this turn` (CR 2.2.15), which only a keyword
    /// ability runs with (statuses and counters have no duration: CR 7.3.15.a, 2.5).
    fn gainables_for(
        &self,
        what: &Objs,
        list: &[Spanned<Gainable>],
        gain: bool,
        until: Option<crate::ir::Until>,
        pre: &mut Vec<Instr>,
    ) -> Result<Vec<Act>> {
        let sign = if gain { 1 } else { -1 };
        list.iter()
            .map(|g| match &g.node {
                // CR 7.4: a keyword ability gained or lost, by the object for as long as it
                // exists or for the duration. Lost, its number does not matter (`loses
                // Tough`: every Tough it has).
                Gainable::Keyword(k) => Ok(Act::Keyword {
                    what: what.clone(),
                    keyword: match (gain, k.name, k.param) {
                        (false, altered_grammar::KeywordName::Tough, None) => crate::KeywordAbility::Tough(0),
                        (false, altered_grammar::KeywordName::Scout, None) => crate::KeywordAbility::Scout(0),
                        _ => super::passives::keyword(k, false, g.span)?,
                    },
                    gain,
                    until,
                }),
                _ if until.is_some() => unsupported("a status or counters gained or lost for a duration", g.span),
                // (`pre` is borrowed by one arm at a time.)
                Gainable::Boosts { count, per } => {
                    let act = self.counted(*count, g.span, |n| Act::Boosts {
                        what: what.clone(),
                        delta: sign * n.min(u32::from(u16::MAX)) as i32,
                    })?;
                    self.per_act(per.as_ref(), act, pre)
                }
                Gainable::Counters { count, counter, per } => {
                    let act = self.counted(*count, g.span, |n| Act::Counters {
                        what: what.clone(),
                        name: counter.clone(),
                        delta: sign * n.min(u32::from(u16::MAX)) as i32,
                    })?;
                    self.per_act(per.as_ref(), act, pre)
                }
                Gainable::Status(s) => Ok(Act::Status {
                    what: what.clone(),
                    status: status(*s).ok_or_else(|| Unsupported {
                        what: format!("gaining or losing `{s}`"),
                        span: g.span,
                    })?,
                    gain,
                }),
                Gainable::Ability(_) => unsupported("gaining an ability (a lasting effect)", g.span),
                // CR 2.2.2: the objects have no sub-types of their own in the runner's state yet
                Gainable::SubtypesOfIt => unsupported("gaining another object's sub-types", g.span),
            })
            .collect()
    }
}

/// `Sacrifice a Character`: only objects in play their controller controls (CR 7.3.31.a).
/// `Remove N counters from …` / `Remove up to N counters from …` (not only boosts):
/// lowered as removals one at a time, by [`Lowerer::remove_counters`].
pub(super) fn is_counters_removal(c: &Clause) -> bool {
    matches!(
        c.action,
        Action::RemoveCounters {
            count: Some(_),
            boosts: false,
            ..
        }
    )
}

/// Whether a clause acts on `it` / `them` (the objects named before it): `play it`, `put it
/// in your hand`, `discard it`, `draw it`.
pub(super) fn acts_on_it(c: &Clause) -> bool {
    let it = |o: &Object| matches!(o, Object::Ref(Referent::Earlier | Referent::EarlierAll));
    match &c.action {
        Action::Play { what, .. } | Action::SendToReserve(what) | Action::Discard { what, .. } => it(what),
        Action::Put {
            what: altered_grammar::PutWhat::Object { what, .. },
            ..
        } => it(what),
        Action::Return { what, .. } => it(what),
        Action::DrawIt => true,
        _ => false,
    }
}

/// The acts of a Sabotage, done as that keyword action (CR 7.3.30.a), so that the host
/// reports it (`When you Sabotage`).
fn sabotaging(acts: Vec<Act>) -> Vec<Act> {
    acts.into_iter()
        .map(|act| Act::KeywordAction {
            action: crate::KeywordActionKind::Sabotage,
            act: Box::new(act),
        })
        .collect()
}
