//! Lowering: an ability of the AST into the effect IR ([`crate::Program`]).
//!
//! Lowering is total on what it accepts and honest about the rest: any node it cannot
//! translate yet returns [`Unsupported`] saying what kind of part it is, in a designer's
//! words (never a Rust name), and its span, never an approximation. The check
//! `no_behaviour` reports exactly these, quoting the card's own words at that span.

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
    Act, Chooser, Cmp, Compared, ComparedWith, Compiled, Cond, Exped, ExpeditionTest, Filter, Instr, It, KindFilter,
    Num, ObjectNumber, Objs, Order, PlayBy, Program, RegionSel, Rel, Total, Who, ZoneFilter,
};

// The same areas as the grammar's (`altered_grammar`'s `ast`, `lower` and `render`):
mod actions;
pub(crate) use actions::terrain_set;
pub(crate) use forms::{expeditions_named, standing};
mod conditions;
mod nouns;
mod passives;
mod quantities;
mod triggers;
// Parts of effects that need more than a sequence of steps.
mod acting;
mod defined;
pub(crate) mod forms;
mod hidden;
mod play;

use nouns::*;
use triggers::*;

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
        return passives::support_passive(p, a.span);
    }
    if support && !matches!(a.kind, AbilityKind::Reaction(_) | AbilityKind::QuickAction(_)) {
        return unsupported(
            "support abilities other than reactions, quick actions and passives",
            a.span,
        );
    }
    match &a.kind {
        AbilityKind::Keywords { items, where_x } => passives::keywords(card_type, items, where_x.as_ref()),
        AbilityKind::Reaction(r) => reaction(r, support, a.span),
        AbilityKind::Effect(e) if card_type == Some(CardType::Spell) => {
            Ok(Compiled::Spell(Lowerer::new(a.span).effect(&e.sentences)?))
        }
        AbilityKind::Effect(_) => unsupported("an effect outside a Spell", a.span),
        AbilityKind::QuickAction(q) => passives::quick_action(q, support, a.span),
        AbilityKind::Passive(p) if card_type == Some(CardType::Spell) => passives::spell_statement(p, a.span),
        AbilityKind::Passive(p) => passives::passive(p, a.span),
        // A template added to the grammar before it is lowered here has no behaviour yet.
        _ => unsupported("this kind of ability", a.span),
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
    /// Where the code of the sentence just before starts, when it was plain clauses: what
    /// `If …, … instead` replaces.
    last_plain: Option<usize>,
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
            last_plain: None,
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
}
