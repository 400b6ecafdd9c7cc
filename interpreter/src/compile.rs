//! Lowering: an ability of the AST into the effect IR ([`crate::Program`]).
//!
//! Lowering is total on what it accepts and honest about the rest: any node it cannot
//! translate yet returns [`Unsupported`] saying what kind of part it is, in a designer's
//! words (never a Rust name), and its span, never an approximation. The check
//! `no_behaviour` reports exactly these, quoting the card's own words at that span.

pub(crate) mod forms;
mod play;

use std::fmt;
use std::sync::Arc;

use altered_grammar::{
    Ability, AbilityKind, Action, Adjective, Amount, Card, CardType, Clause, Clauses, Comparison, Condition, CostName,
    Create, Determiner, ExpeditionRef, Gainable, IsWhat, Joiner, KeywordAction, Kind, Object, PlayerRef,
    PossessivePlayer, Qualifier, Quantity, Referent, Selector, Sentence, Span, Spanned, StatusName, Subject,
    TokenDestination, Trigger, Zone,
};

use crate::host::{Destination, Status, TokenKind, TokenSpec, ZoneKind};
use crate::ir::{
    Act, Chooser, Cmp, Compiled, Cond, Exped, ExpeditionTest, Filter, Instr, It, KindFilter, Num, Objs, PlayBy,
    Program, RegionSel, Rel, Total, Who, ZoneFilter,
};

/// The terrains of a Terrain Marker placed (CR 3.2.1.d), forest, mountain, water; a marker
/// of a terrain the player chooses (`{V} or {M}`) is `unsupported`.
fn marker_terrains(terrains: &altered_grammar::MarkerTerrains, span: Span) -> Result<[bool; 3]> {
    let altered_grammar::MarkerTerrains::All(list) = terrains else {
        return unsupported("a Terrain Marker of a terrain chosen by the player", span);
    };
    Ok(terrain_set(list))
}

/// Terrains as forest, mountain, water.
fn terrain_set(list: &[altered_grammar::Terrain]) -> [bool; 3] {
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

/// A part of an ability that has no behaviour yet.
#[derive(Debug, Clone, PartialEq)]
pub struct Unsupported {
    /// What kind of part is missing, in words (`the action`); the card's own words are
    /// at `span` (the check `no_behaviour` quotes them).
    pub what: String,
    /// Where it is written.
    pub span: Span,
}

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.what)
    }
}

mod acting;
mod defined;
mod hidden;
mod statics;

pub(crate) type Result<T> = std::result::Result<T, Unsupported>;

pub(crate) fn unsupported<T>(what: impl Into<String>, span: Span) -> Result<T> {
    Err(Unsupported {
        what: what.into(),
        span,
    })
}

/// Every ability of a card, in order (ability box, then support box), lowered.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{compile_card, Compiled};
/// let (card, errors) = altered_grammar::parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n\
///      Defender.\netb Draw a card.\n",
/// );
/// assert!(errors.is_empty());
/// let compiled = compile_card(&card.unwrap());
/// assert_eq!(compiled.len(), 2);
/// assert!(matches!(compiled[0], Ok(Compiled::Passive(_))));
/// assert!(matches!(compiled[1], Ok(Compiled::Reaction { .. })));
/// ```
pub fn compile_card(card: &Card) -> Vec<Result<Compiled>> {
    if !defined::in_scope() {
        return compile_card_in(card, crate::Lexicon::bundled());
    }
    let card_type = card.header.card_type.as_ref().map(|t| t.node);
    let main = card.abilities.iter().map(|a| compile_ability(card_type, false, a));
    let support = card.support.iter().map(|a| compile_ability(card_type, true, a));
    main.chain(support).collect()
}

/// [`compile_card`] against a pool's lexicon: a keyword one of its declarations defines
/// (`keyword action Mend: Draw a card.`) compiles to exactly what its definition does.
///
/// # Examples
///
/// ```
/// use altered_interpreter::{compile_card, compile_card_in, Lexicon};
/// let mut pool = Lexicon::builder();
/// pool.declarations("set.vocab".as_ref(), "keyword action Mend: Draw a card.\n");
/// let (lexicon, problems) = pool.build();
/// assert!(problems.is_empty());
/// let spell = |text: &str| {
///     let card = format!("name: S\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n{text}\n");
///     altered_grammar::parse_card(&card).0.unwrap()
/// };
/// let mend = compile_card_in(&spell("Mend."), &lexicon);
/// let draw = compile_card(&spell("Draw a card."));
/// assert_eq!(format!("{mend:?}"), format!("{draw:?}"));
/// ```
pub fn compile_card_in(card: &Card, lexicon: &crate::Lexicon) -> Vec<Result<Compiled>> {
    let _definitions = defined::Scope::enter(lexicon);
    compile_card(card)
}

/// The pool's keyword definitions, in force for the compiles the checks make until the
/// value is dropped.
pub(crate) fn defined_scope(lexicon: &crate::Lexicon) -> impl Drop {
    defined::Scope::enter(lexicon)
}

/// Lowers one ability. `support`: it is in the support box.
pub fn compile_ability(card_type: Option<CardType>, support: bool, a: &Ability) -> Result<Compiled> {
    if matches!(&a.kind, AbilityKind::Effect(e) if e.sentences.is_empty()) {
        return Ok(Compiled::Nothing); // reminder text alone (CR 2.2.12.c)
    }
    if let (true, AbilityKind::Passive(p)) = (support, &a.kind) {
        return statics::support_passive(p, a.span);
    }
    if support && !matches!(a.kind, AbilityKind::Reaction(_) | AbilityKind::QuickAction(_)) {
        return unsupported(
            "support abilities other than reactions, quick actions and passives",
            a.span,
        );
    }
    match &a.kind {
        AbilityKind::Keywords { items, where_x } => statics::keywords(card_type, items, where_x.as_ref()),
        AbilityKind::Reaction(r) => reaction(r, support, a.span),
        AbilityKind::Effect(e) if card_type == Some(CardType::Spell) => {
            Ok(Compiled::Spell(Lowerer::new(a.span).effect(&e.sentences)?))
        }
        AbilityKind::Effect(_) => unsupported("an effect outside a Spell", a.span),
        AbilityKind::QuickAction(q) => statics::quick_action(q, support, a.span),
        AbilityKind::Passive(p) if card_type == Some(CardType::Spell) => statics::spell_statement(p, a.span),
        AbilityKind::Passive(p) => statics::passive(p, a.span),
        // A template added to the grammar before it is lowered here has no behaviour yet.
        _ => unsupported("this kind of ability", a.span),
    }
}

/// Lowers a reaction (CR 6.3): its trigger, its condition, its effect. `support`: in the
/// support box, it works only in Reserve (CR 2.2.12.i).
fn reaction(r: &altered_grammar::Reaction, support: bool, span: Span) -> Result<Compiled> {
    let lowerer = Lowerer::new(span);
    let trigger = match &r.trigger.node {
        Trigger::Symbol(_) if support => {
            return unsupported("a symbol trigger in the support box", r.trigger.span);
        }
        Trigger::Symbol(s) => crate::trigger::Trigger::Symbol(*s),
        Trigger::Phase(p) => crate::trigger::Trigger::Phase(p.node),
        Trigger::Event(e) => crate::trigger::Trigger::Event(lowerer.event_trigger(e, r.trigger.span)?),
        Trigger::Defined(name) => return defined_reaction(r, name, support, span),
    };
    let condition = match &r.condition {
        Some(c) => Some(lowerer.condition(c)?),
        None => None,
    };
    let mut lowerer = lowerer;
    lowerer.trigger_object = trigger.binds_object();
    // `When you roll one or more dice | If the result is 6+`: the roll that activated it;
    // `When you reveal a card this way | If its Hand Cost is equal to the die's result`: the
    // roll the card was revealed with.
    lowerer.rolled = matches!(
        trigger,
        crate::trigger::Trigger::Event(
            crate::trigger::EventTrigger::RollsDice { .. } | crate::trigger::EventTrigger::RevealsThisWay { .. }
        )
    );
    lowerer.revealed_trigger = matches!(
        trigger,
        crate::trigger::Trigger::Event(crate::trigger::EventTrigger::RevealsThisWay { .. })
    );
    let (mut program, delayed) = lowerer.effect_parts(&r.effect.sentences)?;
    if support {
        // The maximum of its gains on its own card may be changed by passives.
        for i in &mut program.code {
            if let Instr::Step { acts, .. } = i {
                for a in acts {
                    if let Act::UpToMax { support, .. } = a {
                        *support = true;
                    }
                }
            }
        }
    }
    Ok(Compiled::Reaction {
        trigger,
        condition,
        per_boost: r.per_boost,
        support,
        program,
        delayed,
    })
}

/// `Landfall | Draw a card.`: the reaction with the trigger the keyword stands for (and the
/// condition its definition adds), one expansion deeper. What the definition cannot run is
/// reported at the keyword, where the card writes it.
fn defined_reaction(
    r: &altered_grammar::Reaction,
    name: &Spanned<String>,
    support: bool,
    span: Span,
) -> Result<Compiled> {
    let Some((trigger, condition)) = defined::trigger(&name.node) else {
        return unsupported(
            format!("the keyword `{}`, which no declaration defines as a trigger", name.node),
            name.span,
        );
    };
    let condition = match (condition, &r.condition) {
        (Some(_), Some(c)) => {
            return unsupported("a condition after a keyword trigger whose definition has one", c.span)
        }
        (Some(c), None) => Some(c),
        (None, c) => c.clone(),
    };
    let expanded = altered_grammar::Reaction {
        trigger,
        condition,
        per_boost: r.per_boost,
        effect: r.effect.clone(),
    };
    match defined::deeper(|| reaction(&expanded, support, span)) {
        Some(compiled) => compiled.map_err(|mut e| {
            if !(span.start <= e.span.start && e.span.end <= span.end) {
                e.span = name.span; // a part of the definition, not of the card
            }
            e
        }),
        None => unsupported(
            format!("keywords defined through more than {} others", defined::MAX_DEPTH),
            name.span,
        ),
    }
}

/// Lowers the sentences of one ability into one program.
#[derive(Clone)]
pub(crate) struct Lowerer {
    code: Vec<Instr>,
    slots: u16,
    flags: u16,
    /// The slot `it` refers to: the last objects chosen.
    last_slot: Option<u16>,
    /// `Send target Character to Reserve. Then, return it …`: the objects of `last_slot`
    /// (the first) as the cards a sentence's last step put in Reserve became there (the
    /// second). An action on `it` in a later sentence acts on those (CR 2.1.f: the ability
    /// finds the new object in its destination zone); a question about `it` still reads
    /// the object that left (CR 2.1.h).
    followed: Option<(u16, u16)>,
    /// The flag `If you do` reads: whether the last step happened.
    last_flag: Option<u16>,
    /// Who did the last step: what `If you do`, `If they do` and `If it does` may ask.
    last_doer: Doer,
    /// The step the sentence just before asked about (`If they do, …`), which the
    /// opposite question right after it asks about too (`If they don't, …`), whatever the
    /// first one's own steps did.
    answered: Option<(u16, Doer)>,
    /// The `Jump` closing the last conditional's branch, which `Otherwise` extends.
    open_if: Option<usize>,
    /// The ability's span, for sentence-level problems.
    span: Span,
    /// A reaction whose trigger names an object: `it` may refer to it (CR 6.3.i).
    trigger_object: bool,
    /// A die was rolled before (`On a 4+`, `X is the result` read it).
    rolled: bool,
    /// What `X` stands for in the clauses being lowered (`where X is …`).
    x: Option<Num>,
    /// The reaction's trigger object is a card revealed on top of a Deck (`When you reveal
    /// a card this way`), which `draw it` may draw.
    revealed_trigger: bool,
    /// What the last `where X is …` said X stands for, which a later sentence may name
    /// (`If X is higher than …`).
    last_x: Option<Num>,
    /// The objects the last `per …` counted, which a later `them` may name.
    last_per: Option<Filter>,
    /// Delayed parts (`Sabotage after Rest`), programs of their own.
    delayed: Vec<Program>,
    /// An Expedition was chosen (`Target an Expedition`) that `in it` names.
    chose_expedition: bool,
    /// The slot of the card `play me` played: `I` names it from then on.
    played_me: Option<u16>,
    /// A player was targeted (`You may target an opponent, they draw a card`) after the
    /// last objects chosen: `they` names that player.
    chose_player: bool,
    /// The last creation described, which `create only one` repeats with fewer tokens.
    last_create: Option<Create>,
    /// Lowering the clauses of `Starting with you, …`: each player acts in turn, the
    /// controller first.
    starting_with_you: bool,
    /// The flag of the last step the effect orders outside a condition, not optional:
    /// what `If you can't` asks about (CR 1.2.6.f).
    can_flag: Option<u16>,
    /// Lowering the effect of a reaction the effect creates (`When you roll a 1-3 this way
    /// | That opponent …`): `that opponent` is the opponent the creating effect named.
    in_created_reaction: bool,
    /// Lowering a step another player does ([`Instr::Acting`]): `you` is that player.
    acting: bool,
}

/// Who does a step, as the sentence after it names them: `If you do`, `If they do`, `If it
/// does` (CR 6.5.f; 7.2.3 you, 7.2.4 they, 7.2.5 it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Doer {
    /// The controller, or a step without a subject.
    You,
    /// One other player: `target opponent`, `that opponent` (CR 7.2.4.a `they`).
    OnePlayer,
    /// Several players (`each opponent`), each of whom did or did not do it: no one `they`.
    Players,
    /// An object or an Expedition (`My Expedition moves backwards`): `it`.
    It,
}

impl Doer {
    fn of(c: &Clause) -> Doer {
        match &c.subject {
            None | Some(Subject::Player(PlayerRef::You)) => Doer::You,
            Some(Subject::Player(
                PlayerRef::TargetOpponent | PlayerRef::TargetPlayer | PlayerRef::ThatOpponent | PlayerRef::AnOpponent,
            )) => Doer::OnePlayer,
            Some(Subject::Player(_)) => Doer::Players,
            Some(Subject::Object(_) | Subject::Expedition(_)) => Doer::It,
        }
    }
}

/// One clause, lowered: the choices it needs, then its atomic actions.
struct Lowered {
    pre: Vec<Instr>,
    acts: Vec<Act>,
}

impl Lowerer {
    fn new(span: Span) -> Self {
        Lowerer {
            code: Vec::new(),
            slots: 0,
            flags: 0,
            last_slot: None,
            followed: None,
            last_flag: None,
            last_doer: Doer::You,
            answered: None,
            open_if: None,
            span,
            trigger_object: false,
            rolled: false,
            x: None,
            last_x: None,
            revealed_trigger: false,
            last_per: None,
            delayed: Vec::new(),
            chose_expedition: false,
            played_me: None,
            chose_player: false,
            last_create: None,
            starting_with_you: false,
            can_flag: None,
            in_created_reaction: false,
            acting: false,
        }
    }

    fn effect(self, sentences: &[Sentence]) -> Result<Program> {
        let span = self.span;
        match self.effect_parts(sentences)? {
            (p, d) if d.is_empty() => Ok(p),
            _ => unsupported("a delayed effect (`after Rest`) outside a reaction", span),
        }
    }

    /// The program and its delayed parts.
    fn effect_parts(mut self, sentences: &[Sentence]) -> Result<(Program, Vec<Program>)> {
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
    fn keyword_clause(&mut self, name: &str, at: Span, pre: &mut Vec<Instr>) -> Result<Vec<Act>> {
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
    fn sabotage_what(&mut self, pre: &mut Vec<Instr>, what: &Selector) -> Result<Vec<Act>> {
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
    fn defined(&mut self, name: &Spanned<String>) -> Result<()> {
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

    fn flag(&mut self) -> u16 {
        self.flags += 1;
        self.flags - 1
    }

    fn sentence(&mut self, s: &Sentence) -> Result<()> {
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
            } => statics::next_play_if_from(self, zone, then, *span),
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
    fn if_this_way(&mut self, what: &altered_grammar::ThisWay, then: &Clauses) -> Result<()> {
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
    fn watch_last_step(&mut self, filter: Filter) -> Option<u16> {
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
    fn insert_before(&mut self, at: usize, instr: Instr) {
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
    fn follow_to_reserve(&mut self) {
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
    fn follow_across_sentences(&mut self) {
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
    fn conditional(&mut self, cond: Cond, then: &Clauses, otherwise: Option<&Clauses>) -> Result<()> {
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
    fn clauses(&mut self, c: &Clauses) -> Result<()> {
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

    fn clauses_with_x(&mut self, c: &Clauses) -> Result<()> {
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

    fn clause_groups(&mut self, c: &Clauses) -> Result<()> {
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
    fn twice(&mut self, c: &Spanned<Clause>, once: &Action, cost: bool) -> Result<()> {
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
    fn otherwise_clauses(&mut self, c: &Clauses, k: usize) -> Result<()> {
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
    fn group(&mut self, clauses: &[&Spanned<Clause>], cost: bool) -> Result<()> {
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
    fn group_direct(&mut self, clauses: &[&Spanned<Clause>], cost: bool) -> Result<()> {
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
    fn remove_counters(&mut self, c: &Spanned<Clause>) -> Result<()> {
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
    fn do_it_again(&mut self, c: &Spanned<Clause>, prev: Option<&[&Spanned<Clause>]>) -> Result<()> {
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
    fn gain_one_of(&mut self, c: &Spanned<Clause>) -> Result<()> {
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

    /// `You may pay 1 to have target Character gain 1 boost or lose Fleeting`: clauses
    /// joined by `or`, one of which happens, chosen by the controller as the step is about
    /// to happen (CR 6.1.g). The objects the first clause names are chosen first; the
    /// others, written without a subject, act on them. A first clause that is a cost paid
    /// `to` do something keeps the choice for its purpose, done only if it is paid (CR
    /// 1.2.5).
    fn either(&mut self, links: &[altered_grammar::Link]) -> Result<()> {
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
    fn either_clauses(&mut self, links: &[altered_grammar::Link]) -> Result<()> {
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
    fn either_now(&mut self, first: &Clause, alternatives: &[altered_grammar::Link], span: Span) -> Result<()> {
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
    fn one_of(&mut self, options: Vec<Vec<Act>>) {
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
    fn play_group(&mut self, clauses: &[&Spanned<Clause>], may: bool, flag: u16, who: PlayBy) -> Result<()> {
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
    fn delay_after_rest(&mut self, later: Lowerer, code: Vec<Instr>) -> Act {
        self.delay(later, code, crate::ir::Moment::AfterRest)
    }

    /// A part of the effect that runs as an Emblem-Reaction of its own when `until`
    /// comes: kept as a delayed part, and the action that schedules it.
    fn delay(&mut self, later: Lowerer, code: Vec<Instr>, until: crate::ir::Moment) -> Act {
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

    fn clause(&mut self, c: &Clause, span: Span) -> Result<Lowered> {
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
                } if subject.is_none() => self.keyword_clause("Sabotage", span, &mut pre)?,
                KeywordAction::Sabotage {
                    after_rest: false,
                    what: Some(sel),
                } if subject.is_none() => self.sabotage_what(&mut pre, sel)?,
                // `Sabotage after Rest`: a delayed part, its target chosen when it happens,
                // after Rest (CR 1.2.6.c, 6.1.g), so among the cards Rest sent to Reserve.
                KeywordAction::Sabotage {
                    after_rest: true,
                    what: None,
                } if subject.is_none() => {
                    let mut later = Lowerer::new(self.span);
                    let mut code = Vec::new();
                    let acts = later.keyword_clause("Sabotage", span, &mut code)?;
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
            (Some(Subject::Object(o)), Action::Gain { gains, one_of, loses }) => {
                if *one_of {
                    return unsupported("a choice of what to gain (`… or …`)", span);
                }
                let mut acts = Vec::new();
                for what in self.each_of(o, &mut pre, span)? {
                    acts.extend(self.gainables(&what, gains, true, &mut pre)?);
                    acts.extend(self.gainables(&what, loses, false, &mut pre)?);
                }
                acts
            }
            (Some(Subject::Object(o)), Action::Lose { loses, gains }) => {
                let mut acts = Vec::new();
                for what in self.each_of(o, &mut pre, span)? {
                    acts.extend(self.gainables(&what, loses, false, &mut pre)?);
                    acts.extend(self.gainables(&what, gains, true, &mut pre)?);
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
                    to,
                },
            ) if to.zone == Zone::Hand && matches!(to.whose, Some(PossessivePlayer::ItsOwners)) => {
                vec![Act::MoveTo {
                    what: self.objects(what, &mut pre, span)?,
                    to: Destination::Hand,
                }]
            }
            // CR 7.3.24.a: `put a card from your hand on top of your deck`: chosen by the
            // Hand's owner (CR 3.2.5.b), to the top of their own Deck, where only their own
            // cards go (CR 3.1.2.c).
            (
                None,
                Action::Return {
                    what: Object::Select(sel),
                    from,
                    top_of: true,
                    to,
                },
            ) if to.zone == Zone::Deck
                && to.whose == Some(PossessivePlayer::Your)
                && match from {
                    Some(z) => z.zone == Zone::Hand && z.whose == Some(PossessivePlayer::Your),
                    None => hidden::hand_of(sel) == Some(Some(PossessivePlayer::Your)),
                } =>
            {
                let mut sel = sel.clone();
                sel.qualifiers.extend(from.clone().map(Qualifier::FromZone));
                vec![Act::MoveTo {
                    what: self.hand_choice(&Object::Select(sel), Chooser::You, &mut pre, span)?,
                    to: Destination::DeckTop,
                }]
            }
            // `Return target Character or Permanent to the top of its owner's deck`.
            (
                None,
                Action::Return {
                    what,
                    from: None,
                    top_of: true,
                    to,
                },
            ) if to.zone == Zone::Deck && matches!(to.whose, Some(PossessivePlayer::ItsOwners)) => {
                vec![Act::MoveTo {
                    what: self.objects(what, &mut pre, span)?,
                    to: Destination::DeckTop,
                }]
            }
            // CR 7.3.27.a: `return another card from your Reserve to your hand`.
            (
                None,
                Action::Return {
                    what,
                    from,
                    top_of: false,
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
            (None, Action::SendTo { what, to }) => {
                let what = altered_grammar::PutWhat::Object {
                    what: what.clone(),
                    from: None,
                };
                vec![self.put(Who::You, &what, to, None, &mut pre, span)?]
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
                vec![statics::next_play(self, a, span)?]
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
    fn per_act(&self, per: Option<&Selector>, act: Act, pre: &mut Vec<Instr>) -> Result<Act> {
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
    fn each_of(&mut self, o: &Object, pre: &mut Vec<Instr>, span: Span) -> Result<Vec<Objs>> {
        match o {
            Object::Ref(Referent::MeAndEarlier) => Ok(vec![
                self.objects(&Object::Ref(Referent::This), pre, span)?,
                self.objects(&Object::Ref(Referent::Earlier), pre, span)?,
            ]),
            _ => Ok(vec![self.objects(o, pre, span)?]),
        }
    }

    /// The object `it` names: the last chosen, else the reaction's trigger object (CR
    /// 6.3.i).
    pub(crate) fn it(&self, span: Span) -> Result<It> {
        match (self.last_slot, self.trigger_object) {
            (Some(s), _) => Ok(It::Slot(s)),
            (None, true) => Ok(It::Trigger),
            (None, false) => unsupported("`it` without an object named before", span),
        }
    }

    fn new_slot(&mut self) -> u16 {
        self.slots += 1;
        self.last_slot = Some(self.slots - 1);
        self.chose_player = false;
        self.slots - 1
    }

    fn amount(&self, a: Amount, span: Span) -> Result<u32> {
        match a {
            Amount::N(n) => Ok(u32::from(n)),
            Amount::ThatMany => unsupported("`that many` here", span),
            _ => unsupported("`X` amounts", span),
        }
    }

    fn who(&self, s: &Option<Subject>, span: Span) -> Result<Who> {
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
    fn chooser(&self, p: PlayerRef, span: Span) -> Result<Chooser> {
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

    fn expedition(&self, e: &ExpeditionRef, span: Span) -> Result<Exped> {
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

    fn create(&self, cr: &Create, span: Span) -> Result<Act> {
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

    fn gainables(&self, what: &Objs, list: &[Spanned<Gainable>], gain: bool, pre: &mut Vec<Instr>) -> Result<Vec<Act>> {
        let sign = if gain { 1 } else { -1 };
        list.iter()
            .map(|g| match &g.node {
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
                Gainable::Keyword(_) | Gainable::Ability(_) => {
                    unsupported("gaining a keyword or an ability (a lasting effect)", g.span)
                }
                // CR 2.2.2: the objects have no sub-types of their own in the runner's state yet
                Gainable::SubtypesOfIt => unsupported("gaining another object's sub-types", g.span),
            })
            .collect()
    }

    fn objects(&mut self, o: &Object, pre: &mut Vec<Instr>, span: Span) -> Result<Objs> {
        self.objects_in(o, None, pre, span)
    }

    /// The objects a phrase names; choices go to `pre`. `from`: a zone written after the
    /// verb (`discard a card from your Reserve`).
    fn objects_in(
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
            Object::Ref(Referent::OneOfThem) => return self.one_of_revealed(pre, span),
            Object::Ref(_) => return unsupported("the pronoun", span),
            Object::Select(sel) => sel,
        };
        // `in target Expedition`, `controlled by target player`: the Expedition or player
        // is chosen before the objects (CR 1.2.6.c), and the filter names the choice.
        let mut stripped = sel.clone();
        let (mut in_chosen, mut chosen_player) = (false, None);
        stripped.qualifiers.retain(|q| match q {
            Qualifier::InExpedition(ExpeditionRef::Target(None)) => {
                in_chosen = true;
                false
            }
            Qualifier::ControlledByPlayer(p @ (PlayerRef::TargetPlayer | PlayerRef::TargetOpponent)) => {
                chosen_player = Some(*p == PlayerRef::TargetOpponent);
                false
            }
            _ => true,
        });
        let mut filter = self.filter(&stripped)?;
        if in_chosen {
            pre.push(Instr::ChooseExpedition {
                standing: None,
                only: None,
            });
            filter.zone = ZoneFilter::ChosenExpedition;
        }
        if let Some(opponent) = chosen_player {
            pre.push(Instr::ChoosePlayer { opponent });
            filter.whose = Some(Rel::Chosen);
            filter.zone = ZoneFilter::InPlay;
        }
        if let Some(z) = from {
            filter.zone = ZoneFilter::Reserve;
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
            Some(Determiner::The) => return unsupported("a superlative (`the … with the highest …`)", sel.span),
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
            if std::iter::once(&f)
                .chain(f.or.iter())
                .any(|g| matches!(g.zone, ZoneFilter::Hand | ZoneFilter::Among(_)))
            {
                return unsupported("places joined by `or` with a hand among them", span);
            }
            return Ok(f);
        }
        let mut f = Filter::default();
        let mut or = Vec::new();
        // `a Permanent you control or a card in your Reserve`, `target Permanent or target
        // card in Reserve`: one choice among what any of the noun phrases names, so each
        // is written with the same determiner (or none, sharing the first one's; the first
        // one's is outside the phrase in `If there's a Spell in your Reserve or a …`).
        for alt in &sel.alternatives {
            if alt.determiner.is_some() && sel.determiner.is_some() && alt.determiner != sel.determiner {
                return unsupported("a choice between noun phrases with different determiners", alt.span);
            }
            let g = self.filter(alt)?;
            // A card in a hand or among revealed cards is not an object (CR 2.1.j): those
            // are chosen from another list than the objects'.
            if matches!(g.zone, ZoneFilter::Hand | ZoneFilter::Among(_)) {
                return unsupported("a choice between noun phrases naming cards in a hand", alt.span);
            }
            or.push(g);
        }
        f.or = or.into_boxed_slice();
        for k in &sel.kinds {
            f.kinds.push(match &k.node {
                Kind::Character => KindFilter::Character,
                Kind::Permanent => KindFilter::Permanent,
                Kind::ExpeditionPermanent => KindFilter::ExpeditionPermanent,
                Kind::LandmarkPermanent | Kind::Landmark => KindFilter::LandmarkPermanent,
                Kind::Spell => KindFilter::Spell,
                Kind::Card => KindFilter::Card,
                Kind::Token => {
                    f.token = Some(true);
                    KindFilter::Character
                }
                Kind::SubType(s) => KindFilter::SubType(s.clone()),
                // CR 3.2.9: the cards in a Mana zone, face down. With no possessive, the
                // player's own (`ready a Mana Orb`, `you have 8 Mana Orbs`): the Mana zone is
                // personal (CR 3.2.9.a); `in your opponent's Mana zone` says otherwise.
                Kind::ManaOrb => {
                    f.zone = ZoneFilter::Mana;
                    f.whose = Some(Rel::You);
                    KindFilter::ManaOrb
                }
                _ => return unsupported("the noun", k.span),
            });
        }
        for a in &sel.adjectives {
            match a {
                Adjective::Other | Adjective::Another => f.other = true,
                Adjective::Token => f.token = Some(true),
                Adjective::Non(s) if s.eq_ignore_ascii_case("token") => f.token = Some(false),
                Adjective::Non(s) => f.not_subtypes.push(s.clone()),
                Adjective::Ready => f.ready = true,
                Adjective::Statuses(list) => {
                    for s in list {
                        match status(*s) {
                            Some(st) => f.statuses.push(st),
                            None if *s == StatusName::Boosted => f.boosted = true,
                            None => return unsupported(format!("the adjective `{s}`"), span),
                        }
                    }
                }
                // `[Defender] Characters`, `[Tough] Characters`
                Adjective::Keyword(k) => f.keywords.push(keyword_held(k, span)?),
                // `non-Fleeting`, `non-[[Boosted]]` (CR 2.4)
                Adjective::NonStatus(s) => match status(*s) {
                    Some(st) if f.not_status.is_none() => f.not_status = Some(st),
                    Some(_) => return unsupported("two statuses excluded (`non-… non-…`)", span),
                    None if *s == StatusName::Boosted => f.not_boosted = true,
                    None => return unsupported(format!("the adjective `non-{s}`"), span),
                },
                Adjective::NonKind(_) => return unsupported("a kind excluded (`non-<kind>`)", span),
                // CR 1.2.6: a random choice is made by no player; the interpreter has no
                // random choice of an object yet
                Adjective::Random => return unsupported("the adjective `random`", span),
            }
        }
        for q in &sel.qualifiers {
            match q {
                Qualifier::YouControl => {
                    f.whose = Some(Rel::You);
                    f.zone = ZoneFilter::InPlay;
                }
                Qualifier::ControlledBy(PossessivePlayer::Opponents) => {
                    f.whose = Some(Rel::Opponent);
                    f.zone = ZoneFilter::InPlay;
                }
                Qualifier::InPlay => f.zone = ZoneFilter::InPlay,
                // `Characters you control or in your Reserve`: yours, in play or in Reserve.
                Qualifier::YouControlOrInYourReserve => {
                    f.whose = Some(Rel::You);
                    f.zone = ZoneFilter::ControlledOrReserve;
                }
                Qualifier::InPlayOrReserve => f.zone = ZoneFilter::InPlayOrReserve,
                // `in your Reserve`, `from a Reserve` (any player's), `in each player's Reserve`.
                Qualifier::InZone(z) | Qualifier::FromZone(z) if z.zone == Zone::Reserve => {
                    f.zone = ZoneFilter::Reserve;
                    f.whose = zone_owner(z, span)?;
                }
                // `cards in your discard pile`, `a Character from an opponent's discard pile`
                // (CR 3.2.3: a visible zone, its cards are objects).
                Qualifier::InZone(z) | Qualifier::FromZone(z) if z.zone == Zone::Discard => {
                    f.zone = ZoneFilter::Discard;
                    f.whose = zone_owner(z, span)?;
                }
                // `a card in your Landmarks`, `Feats in your Landmark zone` (CR 3.2.6).
                Qualifier::InZone(z) if z.zone == Zone::Landmarks => {
                    f.zone = ZoneFilter::Landmarks;
                    f.whose = zone_owner(z, span)?;
                }
                // `an Animal in your Expeditions`: in either of them (CR 3.2.2), not in the
                // Landmark zone.
                Qualifier::InExpedition(ExpeditionRef::Yours) => {
                    f.zone = ZoneFilter::Expeditions;
                    f.whose = Some(Rel::You);
                }
                // `Mana Orb in your Mana zone` (CR 3.2.9).
                Qualifier::InZone(z) if z.zone == Zone::Mana => {
                    f.zone = ZoneFilter::Mana;
                    f.whose = zone_owner(z, span)?;
                }
                Qualifier::InExpedition(ExpeditionRef::Mine) => f.zone = ZoneFilter::MyExpedition,
                // `Target an Expedition …. Each Character in it …`: the one chosen.
                Qualifier::InIt if self.chose_expedition => f.zone = ZoneFilter::ChosenExpedition,
                Qualifier::InExpedition(ExpeditionRef::YourOther) => f.zone = ZoneFilter::YourOtherExpedition,
                Qualifier::InExpedition(ExpeditionRef::FacingMe) | Qualifier::FacingMe => f.zone = ZoneFilter::FacingMe,
                Qualifier::HandCost {
                    total: false,
                    cmp: Comparison::Relative { at_most, to },
                } => match &**to {
                    // `the Hand Cost of a Character you control`: of any one of them.
                    Quantity::HandCostOf(of)
                        if matches!(of.determiner, Some(Determiner::Count(Amount::N(1)))) && !of.plural =>
                    {
                        f.hand_cost_vs_any = Some(Box::new((*at_most, self.filter(of)?)))
                    }
                    to => f.hand_cost_vs = Some(Box::new((*at_most, self.quantity(to, span)?))),
                },
                // `with Hand Cost X or less, where X is …`: X read with the filter.
                Qualifier::HandCost {
                    total: false,
                    cmp: Comparison::AtMost(Amount::X),
                } if self.x.is_some() => f.hand_cost_vs = self.x.clone().map(|x| Box::new((true, x))),
                // `with Hand Cost X+2 or less, where X is …`.
                Qualifier::HandCost {
                    total: false,
                    cmp: Comparison::AtMost(Amount::XPlus(k)),
                } if self.x.is_some() => {
                    f.hand_cost_vs = self
                        .x
                        .clone()
                        .map(|x| Box::new((true, Num::Plus(Box::new(x), u32::from(*k)))))
                }
                Qualifier::HandCost { total: false, cmp } => f.hand_cost = Some(self.cmp(cmp, span)?),
                Qualifier::Cost {
                    which: CostName::Base,
                    cmp,
                } if f.base_cost.is_none() => f.base_cost = Some(self.cmp(cmp, span)?),
                Qualifier::Cost {
                    which: CostName::Reserve,
                    cmp,
                } if f.reserve_cost.is_none() => f.reserve_cost = Some(self.cmp(cmp, span)?),
                Qualifier::NoStatisticOver(n) => f.no_statistic_over = Some(self.amount(*n, span)?),
                // `Characters you control other than me`: the same as `other` (CR 7.2.1: `me`
                // is the object the ability belongs to).
                Qualifier::OtherThanMe => f.other = true,
                // `other card you played this turn` (CR 5.1.2): wherever the card went since.
                Qualifier::YouPlayedThisTurn => {
                    f.played_this_turn = true;
                    f.zone = ZoneFilter::Anywhere;
                }
                Qualifier::BaseStatisticZero => f.base_statistic_zero = true,
                // `target Character in forest` (CR 7.5.8.b); nothing outside an Expedition
                // is in a terrain, so the zone stays what the kind says
                Qualifier::InTerrain(t) if f.in_terrain.is_none() => f.in_terrain = Some(forms::terrain(*t)),
                Qualifier::HandCost { total: true, cmp } => f.total = Some(self.total(Total::HandCost, cmp, span)?),
                Qualifier::TotalStatistic { terrain, cmp } => {
                    f.total = Some(self.total(Total::Statistic(forms::terrain(*terrain)), cmp, span)?)
                }
                Qualifier::StatisticAtMostMine(t) if f.statistic_at_most_mine.is_none() => {
                    f.statistic_at_most_mine = Some(forms::terrain(*t))
                }
                Qualifier::Statistic { terrain, cmp } if f.statistic.is_none() => {
                    f.statistic = Some((forms::terrain(*terrain), self.cmp(cmp, span)?))
                }
                // `Characters with Tough`
                Qualifier::WithKeyword(k) => f.keywords.push(keyword_held(k, span)?),
                // `a card with a {D} ability`, `with no {D} ability`
                Qualifier::WithAbility { symbol, negated } if f.ability.is_none() => {
                    f.ability = Some((cost_symbol(*symbol), !negated))
                }
                _ => return unsupported("the qualifier", span),
            }
        }
        if !f.or.is_empty() && matches!(f.zone, ZoneFilter::Hand | ZoneFilter::Among(_)) {
            return unsupported("a choice between noun phrases naming cards in a hand", span);
        }
        Ok(f)
    }

    /// A condition comparing the controller with a player the effect targets (`you have
    /// less cards in Reserve than target opponent`): whether that player is an opponent,
    /// and the condition, which reads the player chosen. `None` for other conditions.
    fn player_condition(&self, c: &Spanned<Condition>) -> Result<Option<(bool, Cond)>> {
        let (zone, p) = match &c.node {
            Condition::FewerCardsInReserveThan(p) => (ZoneKind::Reserve, p),
            Condition::FewerCardsInHandThan(p) => (ZoneKind::Hand, p),
            _ => return Ok(None),
        };
        Ok(match p {
            PlayerRef::TargetOpponent | PlayerRef::TargetPlayer => Some((
                *p == PlayerRef::TargetOpponent,
                Cond::FewerCards {
                    zone,
                    than: Who::Chosen,
                },
            )),
            _ => None,
        })
    }

    /// `you control two or more <noun>`, `I'm facing a <noun>`: the objects the noun phrase
    /// names, of `whose` (when given) and in `zone`, counted; at least one when no number is
    /// written.
    fn count_cond(
        &self,
        what: &Selector,
        whose: Option<Rel>,
        zone: ZoneFilter,
        count: Option<&Comparison>,
        span: Span,
    ) -> Result<Cond> {
        let mut filter = self.filter(what)?;
        if whose.is_some() {
            filter.whose = whose;
        }
        filter.zone = zone;
        let cmp = match count {
            Some(cmp) => self.cmp(cmp, span)?,
            None => Cmp::AtLeast(1),
        };
        Ok(Cond::Count { filter, cmp })
    }

    pub(crate) fn condition(&self, c: &Spanned<Condition>) -> Result<Cond> {
        let span = c.span;
        if let Some(cond) = self.form_condition(&c.node, span) {
            return cond;
        }
        Ok(match &c.node {
            // `If Bloodied, …`: the condition the keyword stands for, one expansion deeper.
            Condition::Defined(name) => {
                let Some(defined) = defined::condition(&name.node) else {
                    return unsupported(
                        format!(
                            "the keyword `{}`, which no declaration defines as a condition",
                            name.node
                        ),
                        name.span,
                    );
                };
                match defined::deeper(|| self.condition(&defined)) {
                    Some(cond) => cond.map_err(|mut e| {
                        e.span = name.span; // a part of the definition, not of the card
                        e
                    })?,
                    None => {
                        return unsupported(
                            format!("keywords defined through more than {} others", defined::MAX_DEPTH),
                            name.span,
                        )
                    }
                }
            }
            // `If there's … or you control …`: either holds (each read as it would be alone).
            Condition::AnyOf(parts) => Cond::Any(parts.iter().map(|p| self.condition(p)).collect::<Result<_>>()?),
            Condition::YouHaveManaOrbs(cmp) => Cond::ZoneSize {
                zone: ZoneKind::Mana,
                cmp: self.cmp(cmp, span)?,
            },
            Condition::ThereAre { count, what } => {
                let cmp = match count {
                    Some(c) => self.cmp(c, span)?,
                    None => Cmp::Exactly(0),
                };
                // `there are two or more cards in your hand`: the size of a hidden zone.
                match forms::hidden_zone_of_yours(what) {
                    Some(zone) => Cond::ZoneSize { zone, cmp },
                    None => Cond::Count {
                        filter: self.filter(what)?,
                        cmp,
                    },
                }
            }
            Condition::FirstPlayer => Cond::FirstPlayer,
            // `If it's a Permanent`: the object `it` names, wherever it is now.
            Condition::ItIsKind(kinds) => self.it_is(kinds, &[], span)?,
            Condition::ItIsQualified { kinds, qualifiers } => self.it_is(kinds, qualifiers, span)?,
            Condition::NotFirstPlayer => Cond::Not(Box::new(Cond::FirstPlayer)),
            Condition::YouControlIt => self.it_is(&[], &[Qualifier::YouControl], span)?,
            // `you control a Fleeting Character, another Anchored Character and yet another
            // Asleep Character`: `another` means other than those before, not than me.
            Condition::Control { count: None, what } if what.len() > 1 => Cond::Distinct(
                what.iter()
                    .enumerate()
                    .map(|(i, sel)| {
                        let mut filter = self.filter(sel)?;
                        filter.other &= i == 0;
                        filter.whose = Some(Rel::You);
                        filter.zone = ZoneFilter::InPlay;
                        Ok(filter)
                    })
                    .collect::<Result<Vec<_>>>()?,
            ),
            Condition::Control { count, what } if what.len() == 1 => {
                self.count_cond(&what[0], Some(Rel::You), ZoneFilter::InPlay, count.as_ref(), span)?
            }
            // `an opponent controls an Animal` (CR 1.2.1.b: in a two-player game, the other
            // player).
            Condition::OpponentControls { count, what } => {
                self.count_cond(what, Some(Rel::Opponent), ZoneFilter::InPlay, count.as_ref(), span)?
            }
            // `I'm facing two or more Characters`: in the Expedition facing mine (CR 7.5.4).
            Condition::Facing { count, what } => {
                self.count_cond(what, None, ZoneFilter::FacingMe, count.as_ref(), span)?
            }
            // `I'm the only Character in my Expedition`, `there is only one Character in my
            // Expedition`.
            Condition::OnlyOneCharacterInMyExpedition => Cond::Count {
                filter: Filter {
                    kinds: vec![KindFilter::Character],
                    zone: ZoneFilter::MyExpedition,
                    ..Filter::default()
                },
                cmp: Cmp::Exactly(1),
            },
            Condition::IHave { count, counter } => Cond::IHave {
                cmp: self.cmp(count, span)?,
                counter: counter.clone(),
            },
            Condition::ZoneEmpty(z) if matches!(z.whose, Some(PossessivePlayer::Your)) => Cond::ZoneSize {
                zone: zone_kind(z.zone),
                cmp: Cmp::Exactly(0),
            },
            // `than each opponent`: fewer than each of them. A targeted player is chosen by
            // the effect (see `player_condition`); elsewhere there is nobody to choose.
            Condition::FewerCardsInReserveThan(PlayerRef::EachOpponent) => Cond::FewerCards {
                zone: ZoneKind::Reserve,
                than: Who::EachOpponent,
            },
            Condition::FewerCardsInHandThan(PlayerRef::EachOpponent) => Cond::FewerCards {
                zone: ZoneKind::Hand,
                than: Who::EachOpponent,
            },
            // `If the Expedition facing me is in water` (CR 1.2.3.c: the opponent's facing
            // mine).
            Condition::ExpeditionIn { expedition, terrain } => Cond::ExpeditionIn {
                exped: match expedition {
                    ExpeditionRef::FacingMe => Exped::OpponentsFacingMe,
                    e => self.expedition(e, span)?,
                },
                terrain: forms::terrain(*terrain),
            },
            // `If its Hand Cost was 3 or more`: the printed cost (CR 2.2.7) of the object
            // `it` names, also after it left (its last known information, CR 2.1.h).
            Condition::ItsHandCost(cmp) => Cond::ItsHandCost {
                it: self.it(span)?,
                cmp: self.cmp(cmp, span)?,
            },
            // `If its Hand Cost is equal to the die's result` (CR 7.3.28.b): the die rolled
            // before, or the one the reaction's trigger came with.
            Condition::ItsHandCostIsResult if self.rolled => Cond::ResultVsHandCost {
                it: self.it(span)?,
                higher: false,
            },
            // `…, where X is the result. If X is higher than the Hand Cost of the target`:
            // the target's printed Hand Cost as it was before it moved (CR 2.1.h).
            Condition::XHigherThanHandCostOf(Object::Ref(Referent::Earlier))
                if self.rolled && self.last_x == Some(Num::Roll) =>
            {
                Cond::ResultVsHandCost {
                    it: self.it(span)?,
                    higher: true,
                }
            }
            Condition::YouHaveCardsInReserve(cmp) => Cond::ZoneSize {
                zone: ZoneKind::Reserve,
                cmp: self.cmp(cmp, span)?,
            },
            // `If I'm Defender`, `If it's ready`, `If my mountain is 3 or more`: the object
            // matches what is said of it, wherever it is.
            Condition::Is {
                who,
                negated,
                what: what @ (IsWhat::Ready | IsWhat::Keyword(_)),
            } => {
                let mut filter = Filter {
                    zone: ZoneFilter::Anywhere,
                    ..Filter::default()
                };
                match what {
                    IsWhat::Keyword(k) => filter.keywords.push(keyword_held(k, span)?),
                    _ => filter.ready = true,
                }
                let c = self.object_matches(*who, filter, span)?;
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            Condition::Statistic { who, terrain, cmp } => {
                let filter = Filter {
                    zone: ZoneFilter::Anywhere,
                    statistic: Some((forms::terrain(*terrain), self.cmp(cmp, span)?)),
                    ..Filter::default()
                };
                self.object_matches(*who, filter, span)?
            }
            // CR 2.4.3: only Expeditions are Ascended.
            Condition::ExpeditionStatus {
                which: altered_grammar::ExpeditionSubject::Mine,
                status: StatusName::Ascended,
            } => Cond::MyExpeditionIs {
                test: ExpeditionTest::Ascended,
                every: true,
            },
            // `one or more of your Expeditions is Ascended`, `neither of your Expeditions is
            // in mountain` (CR 7.5.8.a).
            Condition::YourExpeditions { quantifier, what } => {
                let Some(test) = expedition_test(what) else {
                    return unsupported("the condition", span);
                };
                match quantifier {
                    altered_grammar::ExpeditionsQuantifier::OneOrMore => Cond::YourExpeditionsAre { test, at_least: 1 },
                    altered_grammar::ExpeditionsQuantifier::Both => Cond::YourExpeditionsAre { test, at_least: 2 },
                    altered_grammar::ExpeditionsQuantifier::None => {
                        Cond::Not(Box::new(Cond::YourExpeditionsAre { test, at_least: 1 }))
                    }
                }
            }
            // `I'm in contact`, `I'm in an Ascended Expedition`, `I'm in a single-terrain
            // region`: one of the Expeditions I'm in is (a Gigantic Character is in both, as
            // it is in a terrain if one of them is, CR 7.5.8.b).
            Condition::Is {
                who: Referent::This,
                negated,
                what: what @ (IsWhat::InContact | IsWhat::InSingleTerrainRegion | IsWhat::InExpedition(_)),
            } => {
                let Some(test) = expedition_test(what) else {
                    return unsupported("the condition", span);
                };
                let c = Cond::MyExpeditionIs { test, every: false };
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            // `my Expedition is in contact`: each Expedition I'm in (both for a Gigantic
            // Character, CR 7.4.4.k), like `my Expedition is Ascended`; `each of your
            // Expeditions is …`: both of the controller's.
            Condition::ExpeditionIs {
                which:
                    which @ (altered_grammar::ExpeditionSubject::Mine | altered_grammar::ExpeditionSubject::EachOfYours),
                what,
            } => {
                let Some(test) = expedition_test(what) else {
                    return unsupported("the condition", span);
                };
                if *which == altered_grammar::ExpeditionSubject::Mine {
                    Cond::MyExpeditionIs { test, every: true }
                } else {
                    Cond::YourExpeditionsAre { test, at_least: 2 }
                }
            }
            // `you played another card this turn`: the controller's plays this turn (CR
            // 5.1.2), read as the cards are now wherever they went.
            Condition::YouPlayedThisTurn(sel) => {
                let mut filter = self.filter(sel)?;
                filter.zone = ZoneFilter::Anywhere;
                filter.whose = None;
                let at_least = match &sel.determiner {
                    None => 1,
                    Some(Determiner::Count(n)) => self.amount(*n, sel.span)?,
                    Some(_) => return unsupported("the condition", span),
                };
                Cond::PlayedThisTurn {
                    filter,
                    cmp: Cmp::AtLeast(at_least),
                }
            }
            Condition::AbilityActivatedThisTurn { symbol, negated } => {
                let c = Cond::ActivatedThisTurn(cost_symbol(*symbol));
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            // `you discarded a card from your hand [or your Reserve] this turn` (CR 7.3.7).
            Condition::YouDiscardedThisTurn(zones) => {
                if zones.iter().any(|z| z.whose != Some(PossessivePlayer::Your)) {
                    return unsupported("the condition", span);
                }
                Cond::DiscardedThisTurn(zones.iter().map(|z| zone_kind(z.zone)).collect())
            }
            // `If its Base Cost was 3 or more` (CR 2.2.9), also of an object that left.
            Condition::ItsBaseCost(cmp) => Cond::ItsBaseCost {
                it: self.it(span)?,
                cmp: self.cmp(cmp, span)?,
            },
            // CR 3.2.1: the regions of the Adventure, face-up ones with one terrain.
            Condition::SingleTerrainRegionsVisible(cmp) => Cond::SingleTerrainRegions(self.cmp(cmp, span)?),
            // CR 7.3.29.b: `you played a Character this way`, after a step that plays a card
            // (`You may Rush`): the card it played is one (nothing played: it is not).
            Condition::YouPlayedThisWay(sel) => {
                let played = self.code.iter().rev().find_map(|i| match i {
                    Instr::Play { slot, .. } => Some(*slot),
                    _ => None,
                });
                let Some(slot) = played else {
                    return unsupported("`played … this way` with no card played before", span);
                };
                let mut filter = self.filter(sel)?;
                if filter.zone != ZoneFilter::InPlay || filter.whose.is_some() {
                    return unsupported("`played … this way` naming a place", span);
                }
                // What it is, wherever it went (a Spell is in Reserve by now, CR 5.1.2.i).
                filter.zone = ZoneFilter::Anywhere;
                Cond::ItIs {
                    it: It::Slot(slot),
                    filter,
                }
            }
            Condition::Is {
                who: Referent::This,
                negated,
                what: IsWhat::Status(s),
            } => {
                let c = match status(*s) {
                    Some(st) => Cond::IAm(Some(st)),
                    None if *s == StatusName::Boosted => Cond::IAm(None),
                    None => return unsupported(format!("the condition on `{s}`"), span),
                };
                if *negated {
                    Cond::Not(Box::new(c))
                } else {
                    c
                }
            }
            _ => return unsupported("the condition", span),
        })
    }

    /// `I'm …` (the object the ability belongs to) or `it's …` (the object named before)
    /// matches the filter.
    fn object_matches(&self, who: Referent, filter: Filter, span: Span) -> Result<Cond> {
        match who {
            Referent::This => Ok(Cond::IMatch(filter)),
            Referent::Earlier | Referent::TriggerObject => Ok(Cond::ItIs {
                it: self.it(span)?,
                filter,
            }),
            _ => unsupported("the condition on this object", span),
        }
    }

    pub(crate) fn cmp(&self, c: &Comparison, span: Span) -> Result<Cmp> {
        Ok(match c {
            Comparison::AtLeast(n) => Cmp::AtLeast(self.amount(*n, span)?),
            Comparison::AtMost(n) => Cmp::AtMost(self.amount(*n, span)?),
            Comparison::Exactly(n) => Cmp::Exactly(self.amount(*n, span)?),
            Comparison::MoreThan(n) => Cmp::AtLeast(self.amount(*n, span)?.saturating_add(1)),
            Comparison::LessThan(n) => match self.amount(*n, span)? {
                0 => return unsupported("`less than 0`", span),
                n => Cmp::AtMost(n - 1),
            },
            Comparison::Relative { .. } => return unsupported("a comparison with another quantity", span),
        })
    }
}

impl Lowerer {
    /// `an opponent` (`Some(true)`), `a player` (`Some(false)`) as what `Target …` chooses.
    fn is_a_player(&self, sel: &Selector) -> Option<bool> {
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

/// What a condition asks of an Expedition: `in contact`, `in a single-terrain region`, `in
/// forest`, `Ascended` (after `an`, `in an Ascended Expedition`: CR 2.4.3, only Expeditions
/// are Ascended); `None` for what an Expedition can't be.
fn expedition_test(what: &IsWhat) -> Option<ExpeditionTest> {
    Some(match what {
        IsWhat::Status(StatusName::Ascended) | IsWhat::InExpedition(StatusName::Ascended) => ExpeditionTest::Ascended,
        IsWhat::InTerrain(t) => ExpeditionTest::In(forms::terrain(*t)),
        IsWhat::InContact => ExpeditionTest::InContact,
        IsWhat::InSingleTerrainRegion => ExpeditionTest::SingleTerrain,
        _ => return None,
    })
}

/// The keyword ability a noun phrase or a condition says an object has (CR 7.4): `Tough`
/// with any number; a number written (`with Tough 2`) is a reading the language does not
/// have.
fn keyword_held(k: &altered_grammar::Keyword, span: Span) -> Result<crate::KeywordAbility> {
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

/// `an Expedition`, `target Expedition` as what `Target …` chooses.
fn is_an_expedition(sel: &Selector) -> bool {
    matches!(&sel.kinds[..], [k] if k.node == Kind::Expedition)
        && matches!(
            sel.determiner,
            Some(Determiner::Count(Amount::N(1)) | Determiner::Target(Amount::N(1)))
        )
        && sel.adjectives.is_empty()
        && sel.qualifiers.is_empty()
}

/// `an Expedition` (`Some(None)`), `an Expedition that's ahead` (`Some(Some(Ahead))`,
/// CR 7.5.2): one Expedition, of any player, standing so against the one facing it.
fn expedition_standing(sel: &Selector) -> Option<Option<crate::ir::Standing>> {
    let mut one = sel.clone();
    let standing = match &sel.qualifiers[..] {
        [] => None,
        [Qualifier::Standing(s)] => Some(forms::standing(*s)),
        _ => return None,
    };
    one.qualifiers.clear();
    is_an_expedition(&one).then_some(standing)
}

/// `target Expedition`, written as an object phrase.
pub(super) fn is_target_expedition(sel: &Selector) -> bool {
    matches!(&sel.kinds[..], [k] if k.node == Kind::Expedition)
        && matches!(sel.determiner, Some(Determiner::Target(Amount::N(1))))
        && sel.adjectives.is_empty()
        && sel.qualifiers.is_empty()
}

/// `Sacrifice a Character`: only objects in play their controller controls (CR 7.3.31.a).
/// `Remove N counters from …` / `Remove up to N counters from …` (not only boosts):
/// lowered as removals one at a time, by [`Lowerer::remove_counters`].
fn is_counters_removal(c: &Clause) -> bool {
    matches!(
        c.action,
        Action::RemoveCounters {
            count: Some(_),
            boosts: false,
            ..
        }
    )
}

fn restrict_to_controlled(pre: &mut [Instr], what: &Objs) {
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
fn chosen_by(pre: &mut [Instr], what: &Objs, by: Chooser) {
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

fn zone_owner(z: &altered_grammar::ZoneRef, span: Span) -> Result<Option<Rel>> {
    match z.whose {
        // `a Reserve`, `each player's Reserve`: any player's.
        None | Some(PossessivePlayer::EachPlayers) => Ok(None),
        Some(PossessivePlayer::Your) => Ok(Some(Rel::You)),
        Some(PossessivePlayer::Opponents) => Ok(Some(Rel::Opponent)),
        Some(_) => unsupported("this zone", span),
    }
}

/// Whether a player was chosen by one of these instructions already.
fn chosen_player_named(pre: &[Instr]) -> bool {
    pre.iter().any(|i| matches!(i, Instr::ChoosePlayer { .. }))
}

fn zone_kind(z: Zone) -> ZoneKind {
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
fn cost_symbol(s: altered_grammar::AbilitySymbol) -> crate::host::CostSymbol {
    match s {
        altered_grammar::AbilitySymbol::Support => crate::host::CostSymbol::Support,
        altered_grammar::AbilitySymbol::Exhaust => crate::host::CostSymbol::Exhaust,
    }
}

fn status(s: StatusName) -> Option<Status> {
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

/// Whether a clause acts on `it` / `them` (the objects named before it): `play it`, `put it
/// in your hand`, `discard it`, `draw it`.
fn acts_on_it(c: &Clause) -> bool {
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
