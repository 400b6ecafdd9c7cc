//! A step another player does (issue 15: any player phrase is the subject of any player
//! verb): `Target opponent may [Resupply]`, `Each player exhausts a card in their
//! Reserve`, `Each player may return a card from their Reserve to their hand`. The step is
//! lowered as the controller would do it, with the subject's `their` as `your`, inside an
//! [`Instr::Acting`] block in which the runner makes that player `you`: they make its
//! decisions (CR 6.1.g), each player in turn in initiative order (CR 6.1.h).
//!
//! A step that names the controller (`you`, `your`) is not lowered so: there `you` is still
//! the controller (CR 7.2.3.a), whom the block would not name.

use altered_grammar::{
    Action, Clause, KeywordAction, Object, PlayerRef, PossessivePlayer, PutWhat, Qualifier, Selector, Span, Spanned,
    Subject, ZoneRef,
};

use super::{unsupported, Lowerer, Result};
use crate::ir::{Actor, Instr};

impl Lowerer {
    /// Who does the step when another player is its subject, if one is.
    pub(super) fn other_actor(&self, clauses: &[&Spanned<Clause>]) -> Option<PlayerRef> {
        if self.acting || self.starting_with_you {
            return None;
        }
        match clauses.first()?.node.subject {
            Some(Subject::Player(
                p @ (PlayerRef::TargetOpponent
                | PlayerRef::AnOpponent
                | PlayerRef::TargetPlayer
                | PlayerRef::EachPlayer
                | PlayerRef::EachOpponent
                | PlayerRef::YourOpponents
                | PlayerRef::YourTeammate
                | PlayerRef::FirstPlayer),
            )) => Some(p),
            Some(Subject::Player(PlayerRef::ThatOpponent)) if self.chose_player => Some(PlayerRef::ThatOpponent),
            _ => None,
        }
    }

    /// The step `clauses` (whose first subject is `p`) as that player's part of the effect:
    /// a target player chosen first (CR 1.2.6.c), then the block that player, or each
    /// player in turn, does as `you`.
    pub(super) fn acted_by(&mut self, clauses: &[&Spanned<Clause>], cost: bool, p: PlayerRef) -> Result<()> {
        let span = clauses.first().map_or(self.span, |c| c.span);
        let mut theirs = Vec::with_capacity(clauses.len());
        for (i, c) in clauses.iter().enumerate() {
            // The step's other clauses have the same subject, written or not.
            if i > 0 && c.node.subject.is_some() {
                return unsupported("a step whose clauses have different subjects", c.span);
            }
            theirs.push(Spanned {
                node: as_the_actor(&c.node, c.span)?,
                span: c.span,
            });
        }
        let who = match p {
            // `Your opponent may …`: one of the controller's opponents, chosen as the step
            // is about to happen (CR 1.2.1.b: in a two-player game, the other player; with
            // more, the controller picks which, as for `target opponent`).
            PlayerRef::TargetOpponent | PlayerRef::TargetPlayer | PlayerRef::AnOpponent => {
                self.code.push(Instr::ChoosePlayer {
                    opponent: p != PlayerRef::TargetPlayer,
                });
                self.chose_player = true;
                Actor::Chosen
            }
            PlayerRef::ThatOpponent => Actor::Chosen,
            PlayerRef::EachPlayer => Actor::EachPlayer,
            PlayerRef::EachOpponent | PlayerRef::YourOpponents => Actor::EachOpponent,
            PlayerRef::YourTeammate => Actor::EachTeammate,
            PlayerRef::FirstPlayer => Actor::FirstPlayer,
            _ => return unsupported("this player doing a step", span),
        };
        let start = self.code.len();
        self.code.push(Instr::Jump(start + 1)); // the `Acting`, patched below
        let first_slot = self.slots;
        self.acting = true;
        let refs: Vec<&Spanned<Clause>> = theirs.iter().collect();
        let lowered = self.group_direct(&refs, cost);
        self.acting = false;
        lowered?;
        self.code.push(Instr::ActingEnd {
            start,
            slots: (first_slot, self.slots),
        });
        self.code[start] = Instr::Acting {
            who,
            end: self.code.len(),
        };
        Ok(())
    }
}

/// The clause as the player it names would say it of themselves: no subject, and the
/// subject's `their` (`their Reserve`, `a Permanent they control`) as `your`. A clause
/// that also names the controller (`you`, `your`: CR 7.2.3.a) or keeps a `their` this does
/// not rewrite is not supported.
fn as_the_actor(c: &Clause, span: Span) -> Result<Clause> {
    if matches!(c.action, Action::WinTheGame) {
        // The rules say how a player wins by the Adventure (CR 1.3.3), not which of
        // several players an effect makes win at once.
        return unsupported("another player winning the game", span);
    }
    let mut c = c.clone();
    c.subject = None;
    // `Your opponents each discard …`: the block is done by each of them in turn already.
    c.each = false;
    if mentions(&c, "you") {
        return unsupported(
            "`you` or `your` in a step another player does (there, `you` is still the controller, CR 7.2.3.a)",
            span,
        );
    }
    rewrite_action(&mut c.action);
    if let Some(altered_grammar::Per::Each(per)) = &mut c.per {
        rewrite_selector(per);
    }
    if mentions(&c, "their") || mentions(&c, "they") {
        return unsupported("`their` here, in a step another player does", span);
    }
    Ok(c)
}

/// Whether a word starting so (`you`: `you`, `your`, `you_control`, `yours` …) is in the
/// clause's tree, whatever node holds it: the tree as data, so that no node is forgotten.
fn mentions(c: &Clause, prefix: &str) -> bool {
    fn walk(v: &serde_json::Value, prefix: &str) -> bool {
        let starts = |s: &str| s.to_ascii_lowercase().starts_with(prefix);
        match v {
            serde_json::Value::String(s) => starts(s),
            serde_json::Value::Array(items) => items.iter().any(|i| walk(i, prefix)),
            serde_json::Value::Object(map) => map.iter().any(|(k, v)| starts(k) || walk(v, prefix)),
            _ => false,
        }
    }
    // A tree that can't be read as data is taken to name the controller: not supported.
    serde_json::to_value(c).map_or(true, |v| walk(&v, prefix))
}

fn rewrite_action(a: &mut Action) {
    match a {
        Action::Put { what, to, .. } => {
            match what {
                PutWhat::TopOfDeck { whose, .. } => rewrite_possessive(whose),
                PutWhat::Object { what, from } => {
                    rewrite_object(what);
                    if let Some(z) = from {
                        rewrite_zone(z);
                    }
                }
            }
            rewrite_zone(to);
        }
        Action::Return { what, from, to, .. } | Action::ShuffleInto { what, from, to, .. } => {
            rewrite_object(what);
            if let Some(z) = from {
                rewrite_zone(z);
            }
            rewrite_zone(to);
        }
        Action::SendTo { what, to, .. } => {
            rewrite_object(what);
            rewrite_zone(to);
        }
        Action::Discard { what, from } => {
            rewrite_object(what);
            if let Some(z) = from {
                rewrite_zone(z);
            }
        }
        Action::DiscardHand { whose, .. } | Action::DiscardTop { whose, .. } | Action::Reveal { whose, .. } => {
            rewrite_possessive(whose)
        }
        Action::SendToReserve(o)
        | Action::Sacrifice(o)
        | Action::Exhaust(o)
        | Action::Ready(o)
        | Action::RevealCard(o)
        | Action::Keyword(KeywordAction::Rush(Some(o)))
        | Action::Play { what: o, .. } => rewrite_object(o),
        Action::Choose(sel) | Action::Target(sel) => rewrite_selector(sel),
        Action::Twice(inner) => rewrite_action(inner),
        _ => {}
    }
}

fn rewrite_object(o: &mut Object) {
    if let Object::Select(sel) = o {
        rewrite_selector(sel);
    }
}

fn rewrite_selector(sel: &mut Selector) {
    for q in &mut sel.qualifiers {
        match q {
            Qualifier::InZone(z) | Qualifier::FromZone(z) => rewrite_zone(z),
            Qualifier::ControlledBy(PossessivePlayer::Their) => *q = Qualifier::YouControl,
            _ => {}
        }
    }
    for alt in &mut sel.alternatives {
        rewrite_selector(alt);
    }
}

/// `their Reserve` in a step another player does: that player's, whom the step reads as
/// `your`.
pub(super) fn rewrite_zone(z: &mut ZoneRef) {
    if let Some(p) = &mut z.whose {
        rewrite_possessive(p);
    }
}

fn rewrite_possessive(p: &mut PossessivePlayer) {
    if *p == PossessivePlayer::Their {
        *p = PossessivePlayer::Your;
    }
}
