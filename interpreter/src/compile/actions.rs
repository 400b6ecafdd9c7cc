//! Lowering effects into steps: sentences and how they chain (`then`, `if you do`, `otherwise`, CR 6.5), clauses and the actions they perform (CR 7.3).

use super::*;

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
pub(super) fn terrain_set(list: &[altered_grammar::Terrain]) -> [bool; 3] {
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
        match s {
            Sentence::Do(c) | Sentence::Then(c) => {
                self.clauses(c)?;
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
                // `If you have less cards in Reserve than target opponent`: the player is
                // chosen before the condition is read (CR 1.2.6.c).
                let cond = match self.player_condition(condition)? {
                    Some((opponent, cond)) => {
                        self.code.push(Instr::ChoosePlayer { opponent });
                        cond
                    }
                    None => self.condition(condition)?,
                };
                self.conditional(cond, then, otherwise.as_ref())
            }
            Sentence::Unless { condition, then } => {
                let cond = Cond::Not(Box::new(self.condition(condition)?));
                self.conditional(cond, then, None)
            }
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
                            terrains: altered_grammar::MarkerTerrains::OneOf(_),
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
        let span = c.span;
        let Action::PlaceTerrainMarker {
            terrains: altered_grammar::MarkerTerrains::OneOf(list),
            on,
        } = &c.node.action
        else {
            return unsupported("a Terrain Marker of a terrain chosen by the player", span);
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
            let times = self.per(per)?;
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
        let acts = match (subject, &c.action) {
            (_, Action::Have { who, clause }) => {
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
            // CR 3.2.1.d: `Place a {V} Terrain Marker on target visible region`.
            (
                None | Some(Subject::Player(PlayerRef::You)),
                Action::PlaceTerrainMarker { terrains, on },
            ) => vec![Act::PlaceTerrainMarker {
                terrains: marker_terrains(terrains, span)?,
                on: match on {
                    altered_grammar::RegionRef::Target => {
                        pre.push(Instr::ChooseRegion);
                        RegionSel::Chosen
                    }
                    altered_grammar::RegionRef::Each => RegionSel::EachVisible,
                    altered_grammar::RegionRef::Mine => RegionSel::Of(Exped::Mine),
                },
            }],
            // CR 7.3.20: `You may move a {V} Terrain Marker from any region to my region`.
            (
                None | Some(Subject::Player(PlayerRef::You)),
                Action::MoveTerrainMarker { terrains, from, to },
            ) => {
                let (having, any) = match terrains {
                    None => ([true; 3], true),
                    Some(altered_grammar::MarkerTerrains::OneOf(list)) => (terrain_set(list), true),
                    Some(altered_grammar::MarkerTerrains::All(list)) => (terrain_set(list), list.len() == 1),
                };
                let region = |r: &altered_grammar::RegionRef, pre: &mut Vec<Instr>| match r {
                    altered_grammar::RegionRef::Target => {
                        pre.push(Instr::ChooseRegion);
                        Ok(RegionSel::Chosen)
                    }
                    altered_grammar::RegionRef::Mine => Ok(RegionSel::Of(Exped::Mine)),
                    altered_grammar::RegionRef::Each => unsupported("a Terrain Marker moved to each region", span),
                };
                let from = match from {
                    None => None,
                    Some(altered_grammar::RegionRef::Mine) => Some(RegionSel::Of(Exped::Mine)),
                    Some(_) => return unsupported("a Terrain Marker moved from a region chosen", span),
                };
                pre.push(Instr::ChooseTerrainMarker { having, any, from });
                vec![Act::MoveTerrainMarker { to: region(to, &mut pre)? }]
            }
            // CR 4.2.3.d: `You pass`; CR 4.2.1, 7.5.4: `Target player becomes the first player`.
            (None | Some(Subject::Player(_)), Action::Pass) => vec![Act::Pass(self.who(&c.subject, span)?)],
            (None | Some(Subject::Player(_)), Action::BecomeFirstPlayer) => {
                vec![Act::BecomeFirstPlayer(self.who(&c.subject, span)?)]
            }
            (None | Some(Subject::Player(_)), Action::Draw(n)) => {
                let who = self.who(&c.subject, span)?;
                vec![self.counted(*n, span, |count| Act::Draw { who, count })?]
            }
            (None, Action::RollDie) => {
                // CR 7.3.28.b: the result is noted for the steps after this one.
                pre.push(Instr::Roll);
                self.rolled = true;
                Vec::new()
            }
            (
                None | Some(Subject::Player(_)),
                Action::Put {
                    what,
                    to,
                    as_exhausted_orb,
                },
            ) => {
                let who = self.who(&c.subject, span)?;
                vec![self.put(who, what, to, *as_exhausted_orb, &mut pre, span)?]
            }
            (Some(Subject::Object(o)), Action::SwitchExpeditions) => {
                vec![Act::SwitchExpeditions(self.objects(o, &mut pre, span)?)]
            }
            // CR 7.5.9.a: `Target Character you control joins your other Expedition`, `I join
            // my Expedition`: one of the controller's Expeditions (CR 3.2.2).
            (Some(Subject::Object(o)), Action::Join(e)) => {
                let to = self.expedition(e, span)?;
                if !matches!(
                    to,
                    Exped::Mine | Exped::YourOther | Exped::YourHero | Exped::YourCompanion
                ) {
                    return unsupported("joining an Expedition not named as yours", span);
                }
                vec![Act::Join {
                    what: self.objects(o, &mut pre, span)?,
                    to,
                }]
            }
            // CR 7.3.6.a: `Target Character defects`.
            (Some(Subject::Object(o)), Action::Keyword(KeywordAction::Defect)) => {
                vec![Act::Defect(self.objects(o, &mut pre, span)?)]
            }
            // CR 7.3.3.a: `Target Expedition Ascends`, chosen before the step (CR 1.2.6.c).
            (Some(Subject::Object(Object::Select(sel))), Action::Keyword(KeywordAction::Ascend))
                if is_target_expedition(sel) =>
            {
                pre.push(Instr::ChooseExpedition { standing: None, only: None });
                vec![Act::Ascend(Exped::Chosen)]
            }
            // `My Expedition Ascends`, `Each of your Expeditions Ascends`.
            (Some(Subject::Expedition(e)), Action::Keyword(KeywordAction::Ascend)) => vec![Act::Ascend(match e {
                ExpeditionRef::Target(None) => {
                    pre.push(Instr::ChooseExpedition { standing: None, only: None });
                    Exped::Chosen
                }
                e => self.expedition(e, span)?,
            })],
            // A bare `Ascend.`: only an Expedition ascends (CR 7.3.3.a), so the one the
            // imperative speaks of is the source's own, as in `My Expedition Ascends`.
            (None, Action::Keyword(KeywordAction::Ascend)) => vec![Act::Ascend(Exped::Mine)],
            (None, Action::Activate { triggers, of }) => self.activate(triggers, of.as_ref(), &mut pre, span)?,
            // CR 7.3.1: `Target Character activates its etb abilities`: the subject's own
            // (the reaction is created by that object, CR 7.3.1.d).
            (Some(Subject::Object(o)), Action::Activate { triggers, of: None }) => {
                self.activate(triggers, Some(o), &mut pre, span)?
            }
            (None | Some(Subject::Player(_)), Action::Keyword(k)) => match k {
                // CR 7.3.2.a: end the turn once no Reaction is left in Limbo.
                KeywordAction::AfterYou if subject.is_none() => vec![Act::AfterYou],
                KeywordAction::Resupply | KeywordAction::ExhaustedResupply => vec![Act::Resupply {
                    who: self.who(&c.subject, span)?,
                    exhausted: matches!(k, KeywordAction::ExhaustedResupply),
                }],
                // CR 7.3.30.a: discard up to one target card in a Reserve, as the prelude
                // defines it.
                KeywordAction::Sabotage {
                    after_rest: false,
                    what: None,
                } if subject.is_none() => sabotaging(self.keyword_clause("Sabotage", span, &mut pre)?),
                KeywordAction::Sabotage {
                    after_rest: false,
                    what: Some(sel),
                } if subject.is_none() => sabotaging(self.sabotage_what(&mut pre, sel)?),
                // `Sabotage after Rest`: a delayed part, its target chosen when it happens,
                // after Rest (CR 1.2.6.c, 6.1.g), so among the cards Rest sent to Reserve.
                KeywordAction::Sabotage {
                    after_rest: true,
                    what: None,
                } if subject.is_none() => {
                    let mut later = Lowerer::new(self.span);
                    let mut code = Vec::new();
                    let acts = sabotaging(later.keyword_clause("Sabotage", span, &mut code)?);
                    code.push(Instr::Step { acts, did: None });
                    vec![self.delay_after_rest(later, code)]
                }
                // CR 7.3.4.a: one more of a single kind of counter it has, chosen when it
                // has several.
                KeywordAction::Augment(o) if subject.is_none() => {
                    let what = self.objects(o, &mut pre, span)?;
                    if let Objs::Slot(slot) = what {
                        pre.push(Instr::ChooseCounter { slot });
                    }
                    vec![Act::Augment(what)]
                }
                _ => return unsupported("the keyword action", span),
            },
            (
                Some(Subject::Object(o)),
                Action::Gain {
                    gains,
                    one_of,
                    loses,
                    until,
                },
            ) => {
                if *one_of {
                    return unsupported("a choice of what to gain (`… or …`)", span);
                }
                let until = until.map(|d| lasting(d, span)).transpose()?;
                let mut acts = Vec::new();
                for what in self.each_of(o, &mut pre, span)? {
                    acts.extend(self.gainables_for(&what, gains, true, until, &mut pre)?);
                    acts.extend(self.gainables_for(&what, loses, false, until, &mut pre)?);
                }
                acts
            }
            (Some(Subject::Object(o)), Action::Lose { loses, gains, until }) => {
                let until = until.map(|d| lasting(d, span)).transpose()?;
                let mut acts = Vec::new();
                for what in self.each_of(o, &mut pre, span)? {
                    acts.extend(self.gainables_for(&what, loses, false, until, &mut pre)?);
                    acts.extend(self.gainables_for(&what, gains, true, until, &mut pre)?);
                }
                acts
            }
            (Some(Subject::Object(o)), Action::LoseAllBoosts) => vec![Act::Boosts {
                what: self.objects(o, &mut pre, span)?,
                delta: -i32::from(u16::MAX),
            }],
            (None, Action::Give { to, gains }) => {
                let what = self.objects(to, &mut pre, span)?;
                self.gainables(&what, gains, true, &mut pre)?
            }
            // CR 2.5.g: `Remove all boosts from …`, `Remove 2 boosts from …`: as many as
            // there are, at most N.
            (
                None,
                Action::RemoveCounters {
                    count,
                    boosts: true,
                    from,
                },
            ) => {
                let n = match count {
                    None => i32::from(u16::MAX),
                    Some(altered_grammar::ChooseCount::Exactly(a)) => {
                        i32::try_from(self.amount(*a, span)?).unwrap_or(i32::MAX)
                    }
                    Some(_) => return unsupported("this removal of boosts", span),
                };
                vec![Act::Boosts {
                    what: self.objects(from, &mut pre, span)?,
                    delta: -n,
                }]
            }
            // CR 7.3.10: `Target two Characters … and exchange their boosts`.
            (None, Action::ExchangeBoosts) => match self.it(span)? {
                It::Slot(s) => vec![Act::ExchangeBoosts(Objs::Slot(s))],
                It::Trigger => return unsupported("exchanging the boosts of the trigger's object", span),
            },
            // `Distribute 3 boosts among any number of Characters in Reserve` (CR 2.4.5.b:
            // a Character in Reserve keeps boosts): the objects are not targets, so they are
            // chosen as the step is about to happen (CR 6.1.g), one per boost, the same one
            // as often as the controller likes; then all gain theirs in one step (CR 6.1.f).
            (
                None,
                Action::Distribute {
                    boosts,
                    among: Object::Select(sel),
                },
            ) if matches!(sel.determiner, Some(Determiner::AnyNumber { .. })) => {
                let target = matches!(sel.determiner, Some(Determiner::AnyNumber { target: true }));
                let mut one = sel.clone();
                one.plural = false;
                one.determiner = Some(if target {
                    Determiner::Target(Amount::N(1))
                } else {
                    Determiner::Count(Amount::N(1))
                });
                let first = self.slots;
                for _ in 0..self.amount(*boosts, span)? {
                    self.objects(&Object::Select(one.clone()), &mut pre, span)?;
                }
                vec![Act::DistributeBoosts {
                    slots: (first, self.slots),
                }]
            }
            // CR 7.3.8: `Double the number of boosts on each Character you control`.
            (None, Action::DoubleBoosts(o)) => vec![Act::DoubleBoosts(self.objects(o, &mut pre, span)?)],
            // CR 7.3.8.a: `Double the Kelon counters of target Character`.
            (None, Action::DoubleCounters { counter, on }) => vec![Act::DoubleCounters {
                what: self.objects(on, &mut pre, span)?,
                name: counter.clone(),
            }],
            // CR 7.3.10.a: `Exchange the boosts of two target Characters`; nothing unless two
            // are named (the runner's check, as for `exchange their boosts`).
            (None, Action::ExchangeBoostsOf(o)) => vec![Act::ExchangeBoosts(self.objects(o, &mut pre, span)?)],
            // CR 7.3.33: `Target Permanent spends 2 of its Kelon counters`: the subject spends
            // its own, all or none (CR 7.3.33.b).
            (
                Some(Subject::Object(o)),
                Action::Spend(
                    sp @ altered_grammar::Spend {
                        what: altered_grammar::SpendWhat::MyBoosts | altered_grammar::SpendWhat::MyCounters(_),
                        ..
                    },
                ),
            ) => {
                let Act::Spend { counter, count, .. } = self.spend(sp, span)? else {
                    return unsupported("spending this", span);
                };
                vec![Act::Spend {
                    what: self.objects(o, &mut pre, span)?,
                    counter,
                    count,
                }]
            }
            (None, Action::SendToReserve(o)) => vec![Act::MoveTo {
                what: self.objects(o, &mut pre, span)?,
                to: Destination::Reserve,
            }],
            (
                None,
                Action::Return {
                    what,
                    from: None,
                    top_of: false,
                    bottom_of: false,
                    to,
                },
            ) if to.zone == Zone::Hand && matches!(to.whose, Some(PossessivePlayer::ItsOwners)) => {
                vec![Act::MoveTo {
                    what: self.objects(what, &mut pre, span)?,
                    to: Destination::Hand,
                }]
            }
            // CR 7.3.24.a, 7.3.27: to an end of a Deck (`put a card from your hand on top of
            // your deck`, `return target Character to the bottom of its owner's deck`), or
            // shuffled into it.
            (
                None,
                Action::Return {
                    what,
                    from,
                    top_of,
                    bottom_of,
                    to,
                },
            ) if *top_of || *bottom_of => {
                let end = if *top_of { Destination::DeckTop } else { Destination::DeckBottom };
                vec![self.put_in_deck(what, from.as_ref(), to, end, &mut pre, span)?]
            }
            (None, Action::ShuffleInto { what, from, to }) => {
                vec![self.put_in_deck(what, from.as_ref(), to, Destination::DeckShuffled, &mut pre, span)?]
            }
            // CR 7.3.27.a: `return another card from your Reserve to your hand`.
            (
                None,
                Action::Return {
                    what,
                    from,
                    top_of: false,
                    bottom_of: false,
                    to,
                },
            ) if to.zone == Zone::Hand && matches!(to.whose, Some(PossessivePlayer::Your)) => {
                // `your hand` is its owner's only for a card in your Reserve (CR 3.2.6).
                let yours = match (from, what) {
                    (Some(z), _) => z.zone == Zone::Reserve && matches!(z.whose, Some(PossessivePlayer::Your)),
                    (None, Object::Select(sel)) => {
                        let f = self.filter(sel)?;
                        f.zone == ZoneFilter::Reserve && f.whose == Some(Rel::You)
                    }
                    _ => false,
                };
                if !yours {
                    return unsupported("returning to your hand a card that may be another player's", span);
                }
                vec![Act::MoveTo {
                    what: self.objects_in(what, from.as_ref(), &mut pre, span)?,
                    to: Destination::Hand,
                }]
            }
            // CR 7.3.27.c: "put", "return" and "send" are synonyms rules-wise: any other
            // `return … to <zone>` is the `put … in <zone>` it means (`Return target Character
            // to Reserve`, `… to its owner's Mana zone`), with the cautions of `put`.
            (
                None,
                Action::Return {
                    what,
                    from,
                    top_of: false,
                    bottom_of: false,
                    to,
                },
            ) => {
                let what = altered_grammar::PutWhat::Object {
                    what: what.clone(),
                    from: from.clone(),
                };
                vec![self.put(Who::You, &what, to, None, &mut pre, span)?]
            }
            // CR 7.3.32.b: `send … to <zone>` likewise.
            (
                None,
                Action::SendTo {
                    what,
                    to,
                    top_of,
                    bottom_of,
                },
            ) => {
                if *top_of || *bottom_of {
                    let end = if *top_of { Destination::DeckTop } else { Destination::DeckBottom };
                    vec![self.put_in_deck(what, None, to, end, &mut pre, span)?]
                } else {
                    let what = altered_grammar::PutWhat::Object {
                        what: what.clone(),
                        from: None,
                    };
                    vec![self.put(Who::You, &what, to, None, &mut pre, span)?]
                }
            }
            // A card of a Hand, chosen by the Hand's owner (CR 3.2.5.c, 6.1.h).
            (None | Some(Subject::Player(_)), Action::Discard { what, from: None }) if hidden::in_hand(what) => {
                vec![self.discard_from_hand(&c.subject, what, &mut pre, span)?]
            }
            // CR 7.3.7.a: the top cards of your Deck, to your discard pile.
            (None, Action::DiscardTop { count, whose }) => match self.reveal(*count, *whose, &mut pre, span)? {
                Act::Reveal(top) => vec![Act::Discard(top)],
                _ => return unsupported("this discard", span),
            },
            (
                None | Some(Subject::Player(_)),
                Action::DiscardHand {
                    whose,
                    and_reserve,
                    reserve_only,
                },
            ) => self.discard_hand(
                &c.subject,
                *whose,
                (!*reserve_only, *and_reserve || *reserve_only),
                span,
            )?,
            (None, Action::Exchange { this, with }) => vec![self.exchange(this, with, &mut pre, span)?],
            (
                None,
                Action::Reveal {
                    count,
                    whose,
                    look: false,
                },
            ) => vec![self.reveal(*count, *whose, &mut pre, span)?],
            // CR 3.1.3.f: looked at, the cards are seen by the controller alone.
            (
                None,
                Action::Reveal {
                    count,
                    whose,
                    look: true,
                },
            ) => vec![match self.reveal(*count, *whose, &mut pre, span)? {
                Act::Reveal(what) => Act::Look(what),
                other => other,
            }],
            (None, Action::DrawIt) => vec![self.draw_it(span)?],
            (None, Action::SendToDeckPosition(o)) => vec![self.send_to_deck(o, &mut pre, span)?],
            (None, Action::Discard { what, from }) => {
                let what = match from {
                    None => self.objects(what, &mut pre, span)?,
                    Some(z) if z.zone == Zone::Reserve => self.objects_in(what, Some(z), &mut pre, span)?,
                    Some(_) => return unsupported("discarding from a zone other than Reserve", span),
                };
                vec![Act::Discard(what)]
            }
            (None, Action::Sacrifice(o)) => {
                // CR 7.3.31.a: an object in play its controller controls.
                let what = self.objects(o, &mut pre, span)?;
                let what = match what {
                    Objs::This => Objs::This,
                    _ => {
                        restrict_to_controlled(&mut pre, &what);
                        what
                    }
                };
                vec![Act::Sacrifice(what)]
            }
            // CR 7.3.31.a: the player sacrifices an object in play they control, and chooses
            // it themselves; several players choose in initiative order (CR 6.1.h).
            (Some(Subject::Player(p)), Action::Sacrifice(o)) => {
                let by = self.chooser(*p, span)?;
                let what = self.objects(o, &mut pre, span)?;
                if !matches!(what, Objs::Slot(_)) {
                    return unsupported("another player sacrificing objects they do not choose", span);
                }
                restrict_to_controlled(&mut pre, &what);
                chosen_by(&mut pre, &what, by);
                vec![Act::Sacrifice(what)]
            }
            // `Each player chooses a Character they control. It …`: each player chooses for
            // themselves, in initiative order (CR 6.1.h); `it` names every chosen object.
            (Some(Subject::Player(p)), Action::Choose(sel)) => {
                let by = self.chooser(*p, span)?;
                let mut sel = sel.clone();
                let before = sel.qualifiers.len();
                sel.qualifiers
                    .retain(|q| !matches!(q, Qualifier::ControlledBy(PossessivePlayer::Their)));
                let theirs = sel.qualifiers.len() < before;
                let what = self.objects(&Object::Select(sel), &mut pre, span)?;
                if !matches!(what, Objs::Slot(_)) {
                    return unsupported("choosing every object of a kind", span);
                }
                if theirs {
                    restrict_to_controlled(&mut pre, &what);
                }
                chosen_by(&mut pre, &what, by);
                Vec::new()
            }
            // `Choose up to two Characters from these cards`: among the cards revealed.
            (None, Action::Choose(sel)) if sel.qualifiers.contains(&Qualifier::AmongThese) => {
                self.choose_among_revealed(sel, &mut pre, span)?;
                Vec::new()
            }
            // CR 7.3.24.a: put in the controller's Expeditions, not played.
            (
                None,
                Action::PutInExpedition {
                    what,
                    to: ExpeditionRef::Yours,
                },
            ) => vec![Act::PutInExpedition(self.objects(what, &mut pre, span)?)],
            (None, Action::Exhaust(o)) | (None, Action::Ready(o)) => vec![Act::Status {
                what: self.objects(o, &mut pre, span)?,
                status: Status::Exhausted,
                gain: matches!(c.action, Action::Exhaust(_)),
            }],
            // CR 7.3.22: `Target Expedition moves forward one region`, chosen before the step
            // (CR 1.2.6.c).
            (
                Some(Subject::Object(Object::Select(sel))),
                Action::Move {
                    forward,
                    regions,
                    more: false,
                },
            ) if is_target_expedition(sel) => {
                pre.push(Instr::ChooseExpedition { standing: None, only: None });
                vec![Act::MoveExpedition {
                    which: Exped::Chosen,
                    forward: *forward,
                    regions: u8::try_from(self.amount(*regions, span)?).unwrap_or(u8::MAX),
                }]
            }
            (
                Some(Subject::Expedition(e)),
                Action::Move {
                    forward,
                    regions,
                    more: false,
                },
            ) => vec![Act::MoveExpedition {
                which: match e {
                    // CR 1.2.6.c: chosen before the step.
                    ExpeditionRef::Target(None) => {
                        pre.push(Instr::ChooseExpedition { standing: None, only: None });
                        Exped::Chosen
                    }
                    e => self.expedition(e, span)?,
                },
                forward: *forward,
                regions: u8::try_from(self.amount(*regions, span)?).unwrap_or(u8::MAX),
            }],
            (None, Action::Spend(sp)) => match &sp.what {
                // CR 7.3.33: the card is chosen among those with counters, then the kind of
                // counter when it has several (CR 6.1.g).
                altered_grammar::SpendWhat::CounterFromControlledOrReserve
                | altered_grammar::SpendWhat::CounterFromReserveOrLandmarks
                    if sp.count == Amount::N(1) =>
                {
                    let zone = match sp.what {
                        altered_grammar::SpendWhat::CounterFromControlledOrReserve => ZoneFilter::ControlledOrReserve,
                        _ => ZoneFilter::ReserveOrLandmarks,
                    };
                    let slot = self.new_slot();
                    pre.push(Instr::Choose {
                        slot,
                        filter: Filter {
                            zone,
                            whose: Some(Rel::You),
                            with_counters: true,
                            ..Filter::default()
                        },
                        min: 1,
                        max: 1,
                        target: false,
                        by: Chooser::You,
                    });
                    pre.push(Instr::ChooseCounter { slot });
                    vec![Act::SpendCounter(Objs::Slot(slot))]
                }
                _ => vec![self.spend(sp, span)?],
            },
            // CR 1.2.5.e: exhaust that many ready Mana Orbs; a cost, lowered by `group`.
            (None, Action::Pay(n)) => vec![Act::PayMana(self.amount(*n, span)?)],
            (None | Some(Subject::Player(PlayerRef::You)), Action::WinTheGame) => vec![Act::WinGame],
            // CR 7.3.5: `after Rest`, a delayed part, its target chosen then.
            (None, Action::Create(cr)) if cr.after_rest => {
                let mut now = cr.clone();
                now.after_rest = false;
                let mut later = Lowerer::new(self.span);
                let mut code = Vec::new();
                let act = later.create_in(&now, &mut code, span)?;
                code.push(Instr::Step {
                    acts: vec![act],
                    did: None,
                });
                vec![self.delay_after_rest(later, code)]
            }
            // `Target an Expedition [that's ahead].` (CR 1.2.6.c): chosen now; `in it`
            // names it later.
            (None, Action::Target(sel)) if expedition_standing(sel).is_some() => {
                let standing = expedition_standing(sel).flatten();
                pre.push(Instr::ChooseExpedition { standing, only: None });
                self.chose_expedition = true;
                Vec::new()
            }
            // `You may target an opponent, they …` (CR 1.2.6.c): chosen now, named later.
            (None, Action::Target(sel)) if self.is_a_player(sel).is_some() => {
                let opponent = self.is_a_player(sel) == Some(true);
                pre.push(Instr::ChoosePlayer { opponent });
                self.chose_player = true;
                Vec::new()
            }
            // `You may target another Character, it loses Fleeting`: the verb makes it a
            // target (CR 1.2.6.c), chosen now; `it` names it in the step or sentences after.
            // `That opponent targets a card in your Reserve. Exhaust it.`: the player named
            // chooses (CR 6.1.g), among `your` cards, the controller's.
            (None | Some(Subject::Player(_)), Action::Target(sel)) if !matches!(&sel.kinds[..], [k] if k.node == Kind::Expedition) =>
            {
                let by = match subject {
                    Some(Subject::Player(p)) => self.chooser(*p, span)?,
                    _ => Chooser::You,
                };
                let Objs::Slot(s) = self.objects(&Object::Select(sel.clone()), &mut pre, span)? else {
                    return unsupported("targeting every object of a kind", span);
                };
                for i in pre.iter_mut() {
                    if let Instr::Choose {
                        slot,
                        target,
                        filter,
                        by: b,
                        ..
                    } = i
                    {
                        if *slot != s {
                            continue;
                        }
                        *target = true;
                        if by == Chooser::You {
                            continue;
                        }
                        if by != Chooser::EachOpponent {
                            return unsupported("a player other than an opponent targeting", span);
                        }
                        *b = by;
                        // The filter's `you` is the chooser; the printed `your` is the
                        // controller: for an opponent of a 2-player game, their opponent.
                        filter.whose = match filter.whose {
                            Some(Rel::You) => Some(Rel::Opponent),
                            Some(Rel::Opponent) => Some(Rel::You),
                            other => other,
                        };
                    }
                }
                Vec::new()
            }
            (None, Action::Create(cr)) => {
                self.last_create = Some(cr.clone());
                let act = self.create_in(cr, &mut pre, span)?;
                // A later `it` names the tokens created (after `its Expedition` above was
                // read).
                let slot = self.new_slot();
                pre.push(Instr::Creates { slot });
                vec![act]
            }
            // `Otherwise, create only one`: the tokens just described (in a target
            // Expedition chosen for this step, CR 1.2.6.c), fewer of them.
            (None, Action::CreateOnly(n)) => {
                let Some(mut cr) = self.last_create.clone() else {
                    return unsupported("`create only …` with no creation before it", span);
                };
                cr.count = *n;
                cr.per = None;
                let act = self.create_in(&cr, &mut pre, span)?;
                // A later `it` names the tokens created (after `its Expedition` above was
                // read).
                let slot = self.new_slot();
                pre.push(Instr::Creates { slot });
                vec![act]
            }
            // `each player may play …` after `Starting with you`: who plays is the step's
            // (see `group`).
            (None, Action::Play { what, price, .. })
            | (Some(Subject::Player(PlayerRef::EachPlayer)), Action::Play { what, price, .. })
                if subject.is_none() || self.starting_with_you =>
            {
                pre.push(self.play(what, price.as_ref(), span)?);
                Vec::new()
            }
            (
                None,
                a @ (Action::NextGets { .. }
                | Action::NextCosts { .. }
                | Action::ReduceCost {
                    next: Some(_),
                    duration: Some(_),
                    ..
                }),
            ) => {
                vec![passives::next_play(self, a, span)?]
            }
            // `Draw a card, then Mend.`: a keyword that stands for one clause is that clause
            // in its place; a longer definition only stands alone as a sentence.
            (None, Action::Defined(name)) if defined::clause(&name.node).is_some() => {
                self.keyword_clause(&name.node, name.span, &mut pre)?
            }
            (_, Action::Defined(name)) => {
                return unsupported(
                    format!(
                        "the keyword `{}` inside a longer sentence, when its definition is more than one clause (alone, it stands for its definition)",
                        name.node
                    ),
                    span,
                )
            }
            (_, _) => return unsupported("the action", span),
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
    pub(super) fn per_act(&self, per: Option<&Selector>, act: Act, pre: &mut Vec<Instr>) -> Result<Act> {
        let Some(sel) = per else { return Ok(act) };
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
                    per: self.per(sel)?,
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
