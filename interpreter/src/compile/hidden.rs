//! Cards of a Hand (CR 3.2.5): a hidden zone, whose cards are not objects (CR 2.1.j). An
//! effect that acts on one (`Put a card from your hand in Reserve`, `Target opponent
//! discards a card from their hand`, `Exchange … with a card from your hand`) has the Hand's
//! owner choose it (CR 3.2.5.b–c: they may look at their own Hand), explicitly but without
//! revealing it to the others (CR 6.1.h): an [`Instr::Choose`] whose filter is in
//! [`ZoneFilter::Hand`]. A whole Hand (`Each player discards their hand`) needs no choice.

use altered_grammar::{
    Amount, Clause, Determiner, Kind, Object, PlayerRef, PossessivePlayer, PutWhat, Qualifier, Referent, Selector,
    Span, Spanned, Subject, Zone, ZoneRef,
};

use super::{unsupported, Lowerer, Result};
use crate::host::Destination;
use crate::ir::{Act, Chooser, Cond, Filter, Instr, Objs, Rel, Who, ZoneFilter};

/// Whose Hand a selector's cards are in (`a card from your hand`: `Your`), if they are in one.
pub(super) fn hand_of(sel: &Selector) -> Option<Option<PossessivePlayer>> {
    sel.qualifiers.iter().find_map(|q| match q {
        Qualifier::FromZone(z) | Qualifier::InZone(z) if z.zone == Zone::Hand => Some(z.whose),
        _ => None,
    })
}

/// The selector without the Hand its cards are in: what else it says of them.
pub(super) fn without_hand(sel: &Selector) -> Selector {
    let mut rest = sel.clone();
    rest.qualifiers
        .retain(|q| !matches!(q, Qualifier::FromZone(z) | Qualifier::InZone(z) if z.zone == Zone::Hand));
    rest
}

/// Whether an object phrase names cards of a Hand.
pub(super) fn in_hand(o: &Object) -> bool {
    matches!(o, Object::Select(sel) if hand_of(sel).is_some())
}

/// Who chooses for the players an action names.
fn chooser_for(who: Who) -> Option<Chooser> {
    match who {
        Who::You => Some(Chooser::You),
        Who::Chosen => Some(Chooser::Chosen),
        Who::EachPlayer => Some(Chooser::EachPlayer),
        Who::EachOpponent => Some(Chooser::EachOpponent),
        Who::ControllerOf(_) | Who::OwnerOf(_) => None,
    }
}

impl Lowerer {
    /// `a card from your hand` (chosen by `by` in their own Hand): the choice goes to
    /// `pre`, and the chosen cards fill a slot that later `it`s name.
    pub(super) fn hand_choice(&mut self, o: &Object, by: Chooser, pre: &mut Vec<Instr>, span: Span) -> Result<Objs> {
        let Object::Select(sel) = o else {
            return unsupported("this card of a Hand", span);
        };
        // CR 3.2.5.c: the player who chooses sees the Hand; here that is always its owner,
        // who may look at it (CR 3.2.5.b). `your hand` is the chooser's when they are the
        // controller, `their hand` when they are the players the sentence names.
        let own = matches!(
            (hand_of(sel), by),
            (Some(Some(PossessivePlayer::Your)), Chooser::You)
                | (
                    Some(Some(PossessivePlayer::Their)),
                    Chooser::Chosen | Chooser::EachPlayer | Chooser::EachOpponent
                )
        );
        if !own {
            return unsupported("choosing a card in another player's Hand", span);
        }
        let mut filter = self.filter(&without_hand(sel))?;
        filter.zone = ZoneFilter::Hand;
        filter.whose = None;
        let slot = self.choose_cards(sel.determiner.as_ref(), filter, by, pre, span, "cards of a Hand")?;
        Ok(Objs::Slot(slot))
    }

    /// The choice by `by` of cards that are not objects (CR 2.1.j: of a Hand, or revealed on
    /// a Deck), so never targets (CR 1.2.6.c): exactly N (`a card`, `two cards`) or up to N.
    /// The cards chosen fill the slot returned.
    fn choose_cards(
        &mut self,
        determiner: Option<&Determiner>,
        filter: Filter,
        by: Chooser,
        pre: &mut Vec<Instr>,
        span: Span,
        what: &str,
    ) -> Result<u16> {
        let (min, max) = match determiner {
            Some(Determiner::Count(n)) => {
                let n = self.amount(*n, span)?;
                (n, n)
            }
            Some(Determiner::UpTo { count, target: false }) => (0, self.amount(*count, span)?),
            // `any number of cards from your Hand`: none, some or all (never targets).
            Some(Determiner::AnyNumber { target: false }) => (0, u32::from(u8::MAX)),
            _ => return unsupported(format!("this determiner for {what}"), span),
        };
        let slot = self.new_slot();
        pre.push(Instr::Choose {
            slot,
            filter,
            min: u8::try_from(min).unwrap_or(u8::MAX),
            max: u8::try_from(max).unwrap_or(u8::MAX),
            target: false,
            by,
        });
        Ok(slot)
    }

    /// `Put a card from your hand in Reserve`, `Target opponent puts a card from their hand
    /// in Reserve` (CR 7.3.24: moved to that zone of its owner, CR 1.4.3).
    pub(super) fn put_from_hand(
        &mut self,
        who: Who,
        what: &PutWhat,
        to: &ZoneRef,
        pre: &mut Vec<Instr>,
        span: Span,
    ) -> Result<Act> {
        let to_whose = to.whose;
        let to = match to.zone {
            Zone::Reserve => Destination::Reserve,
            Zone::Hand => Destination::Hand,
            _ => return unsupported("putting in a zone other than the Mana zone, Reserve or a Hand", span),
        };
        match what {
            PutWhat::Object { what, from: None } if in_hand(what) => {
                let Some(by) = chooser_for(who) else {
                    return unsupported("a card of a Hand chosen by this player", span);
                };
                Ok(Act::MoveTo {
                    what: self.hand_choice(what, by, pre, span)?,
                    to,
                })
            }
            // `Put me in Reserve` after I left play binds `me` to an object that no longer
            // exists (CR 6.3.k), which would silently do nothing.
            PutWhat::Object {
                what: Object::Ref(Referent::This),
                ..
            } => unsupported("putting me in Reserve or a Hand", span),
            PutWhat::Object { what, from: None } if who == Who::You => Ok(Act::MoveTo {
                what: self.objects(what, pre, span)?,
                to,
            }),
            // `Put the top two cards of your Deck in your Reserve` (CR 7.3.24.a): moved one
            // by one from the top; not a Resupply (CR 7.3.26), so an empty Deck is not
            // shuffled back first and fewer cards move (CR 1.2.6.f).
            PutWhat::TopOfDeck { count, whose }
                if who == Who::You && matches!(to_whose, None | Some(PossessivePlayer::Your)) =>
            {
                match self.reveal(*count, *whose, pre, span)? {
                    Act::Reveal(top) => Ok(Act::MoveTo { what: top, to }),
                    _ => unsupported("this `put`", span),
                }
            }
            _ => unsupported("this `put`", span),
        }
    }

    /// `Target opponent discards a card from their hand`, `discard a card from your hand`
    /// (CR 7.3.7), chosen by the Hand's owner.
    pub(super) fn discard_from_hand(
        &mut self,
        subject: &Option<Subject>,
        what: &Object,
        pre: &mut Vec<Instr>,
        span: Span,
    ) -> Result<Act> {
        let by = match subject {
            None => Chooser::You,
            Some(Subject::Player(p)) => self.chooser(*p, span)?,
            Some(_) => return unsupported("an object discarding", span),
        };
        Ok(Act::Discard(self.hand_choice(what, by, pre, span)?))
    }

    /// `Each player discards their hand [and their Reserve]`, `discard your hand`, `discard
    /// their Reserve` (CR 7.3.7): every card of it (and every object of the Reserve), in one
    /// step. `(hand, reserve)` says which of the two.
    pub(super) fn discard_hand(
        &self,
        subject: &Option<Subject>,
        whose: PossessivePlayer,
        (hand, and_reserve): (bool, bool),
        span: Span,
    ) -> Result<Vec<Act>> {
        let who = self.who(subject, span)?;
        let ok = match whose {
            PossessivePlayer::Your => who == Who::You,
            PossessivePlayer::Their => matches!(
                subject,
                Some(Subject::Player(
                    PlayerRef::EachPlayer
                        | PlayerRef::EachOpponent
                        | PlayerRef::YourOpponents
                        | PlayerRef::TargetOpponent
                        | PlayerRef::TargetPlayer
                ))
            ),
            _ => false,
        };
        if !ok {
            return unsupported("discarding another player's Hand", span);
        }
        let mut acts = if hand { vec![Act::DiscardHand(who)] } else { Vec::new() };
        if and_reserve {
            let whose = match who {
                Who::You => Some(Rel::You),
                Who::EachPlayer => None,
                Who::EachOpponent => Some(Rel::Opponent),
                Who::Chosen => Some(Rel::Chosen),
                Who::ControllerOf(_) | Who::OwnerOf(_) => return unsupported("discarding this player's Reserve", span),
            };
            acts.push(Act::Discard(Objs::All(Filter {
                zone: ZoneFilter::Reserve,
                whose,
                ..Filter::default()
            })));
        }
        Ok(acts)
    }

    /// `Exchange target card in your Reserve with a card from your hand` (CR 7.3.11): the
    /// target first (CR 1.2.6.c), then the card of the Hand, which is not chosen when there
    /// is no target, since the exchange can't happen (CR 7.3.11.b).
    pub(super) fn exchange(&mut self, this: &Object, with: &Object, pre: &mut Vec<Instr>, span: Span) -> Result<Act> {
        let reserve = matches!(this, Object::Select(sel) if hand_of(sel).is_none());
        if !reserve || !in_hand(with) {
            return unsupported("this exchange", span);
        }
        let a = self.objects(this, pre, span)?;
        let Objs::Slot(first) = a else {
            return unsupported("this exchange", span);
        };
        let filter_ok = pre.iter().any(|i| {
            matches!(i, Instr::Choose { slot, filter, max: 1, .. }
                if *slot == first && filter.zone == ZoneFilter::Reserve)
        });
        if !filter_ok {
            return unsupported("exchanging something other than one card of a Reserve", span);
        }
        pre.push(Instr::SkipUnlessChosen { slot: first, skip: 1 });
        let b = self.hand_choice(with, Chooser::You, pre, span)?;
        Ok(Act::Exchange(a, b))
    }

    /// `Each player may put a card from their hand in Reserve` (CR 1.2.6.d, 6.1.h): each
    /// player's `may` is their own choice, in initiative order, of up to as many as the
    /// step takes: choosing none declines. Every choice is made before the step, which
    /// then happens once for all (CR 6.1.f). Only a step whose one decision is that choice
    /// is lowered so (`Each player may Resupply` is not).
    pub(super) fn each_may(&mut self, clauses: &[&Spanned<Clause>], by: Chooser) -> Result<()> {
        let unsupported_here = |span| unsupported("`may` decided by each player (CR 6.1.h)", span);
        let [c] = clauses else {
            return unsupported_here(clauses.first().map_or(self.span, |c| c.span));
        };
        let mut clause = c.node.clone();
        clause.may = false;
        let mut l = self.clause(&clause, c.span)?;
        match &mut l.pre[..] {
            [Instr::Choose { by: b, min, .. }] if *b == by => *min = 0,
            _ => return unsupported_here(c.span),
        }
        let flag = self.flag();
        self.code.extend(l.pre);
        self.code.push(Instr::Step {
            acts: l.acts,
            did: Some(flag),
        });
        self.last_flag = Some(flag);
        Ok(())
    }

    /// `reveal the top card of your deck` (CR 3.1.3.f): the cards are noted in a slot that
    /// later `it`s name (`If it's a Permanent, draw it. Otherwise, discard it.`), then
    /// revealed in one step.
    pub(super) fn reveal(
        &mut self,
        count: Amount,
        whose: PossessivePlayer,
        pre: &mut Vec<Instr>,
        span: Span,
    ) -> Result<Act> {
        if whose != PossessivePlayer::Your {
            return unsupported("revealing another player's cards", span);
        }
        let count = self.amount(count, span)?;
        let slot = self.new_slot();
        pre.push(Instr::TopCards { slot, count });
        Ok(Act::Reveal(Objs::Slot(slot)))
    }

    /// Whether `what` names cards revealed or looked at on top of the controller's Deck:
    /// `the rest`, `the other`, `one` after them, or `it`, `them` right after them.
    pub(super) fn names_revealed(&self, what: &Object) -> bool {
        match what {
            Object::Ref(Referent::TheOthers | Referent::TheOther | Referent::OneOfThem | Referent::AnyNumberOfThem) => {
                self.revealed().is_some()
            }
            Object::Ref(Referent::Earlier | Referent::EarlierAll) => {
                self.last_slot.is_some() && self.last_slot == self.revealed()
            }
            _ => false,
        }
    }

    /// `Put the rest at the bottom of your Deck in any order`, `Put them back in any order`:
    /// the controller, who looked at them, chooses the order (CR 3.2.2.b: a Deck is a pile
    /// in order), as they choose the cards one at a time until none is left; `put` then puts
    /// them there one after the other in that order (the last chosen ends at that end).
    /// Only cards looked at or revealed on top of the Deck, still there, are put in order.
    pub(super) fn in_any_order(&mut self, put: Act, pre: &mut Vec<Instr>, span: Span) -> Result<Act> {
        let Act::MoveTo { what, to } = put else {
            return unsupported("`in any order` of these cards", span);
        };
        let zone = match what {
            Objs::Others { among, except } => match (u8::try_from(among), u8::try_from(except)) {
                (Ok(among), Ok(except)) => ZoneFilter::AmongOthers { among, except },
                _ => return unsupported("`in any order` after so many choices", span),
            },
            Objs::Slot(s) if self.revealed() == Some(s) => ZoneFilter::Among(s),
            _ => return unsupported("`in any order` of cards not looked at on top of your Deck", span),
        };
        let slot = self.new_slot();
        pre.push(Instr::Choose {
            slot,
            filter: Filter {
                zone,
                ..Filter::default()
            },
            min: u8::MAX,
            max: u8::MAX,
            target: false,
            by: Chooser::You,
        });
        Ok(Act::MoveTo {
            what: Objs::Slot(slot),
            to,
        })
    }

    /// The slot of the cards the effect revealed last (`these cards`).
    fn revealed(&self) -> Option<u16> {
        self.code.iter().rev().find_map(|i| match i {
            Instr::TopCards { slot, .. } => Some(*slot),
            _ => None,
        })
    }

    /// `Choose up to two Characters from these cards` (CR 6.1.g): the controller chooses
    /// among the cards revealed (CR 3.1.3.f), still on their Deck; they are cards, not
    /// objects (CR 2.1.j), so not targets. Later `them` names the cards chosen.
    pub(super) fn choose_among_revealed(&mut self, sel: &Selector, pre: &mut Vec<Instr>, span: Span) -> Result<()> {
        let Some(among) = self.revealed() else {
            return unsupported("`from these cards` with no card revealed before", span);
        };
        let mut rest = sel.clone();
        rest.qualifiers.retain(|q| *q != Qualifier::AmongThese);
        rest.determiner = None;
        let mut filter = self.filter(&rest)?;
        if filter.zone != ZoneFilter::InPlay || filter.whose.is_some() {
            return unsupported("a choice among these cards with another place", span);
        }
        filter.zone = ZoneFilter::Among(among);
        let what = "a choice among these cards";
        self.choose_cards(sel.determiner.as_ref(), filter, Chooser::You, pre, span, what)?;
        Ok(())
    }

    /// `Put one in Reserve` (`one`, of the cards just revealed or looked at): the controller
    /// chooses exactly one of them (CR 6.1.g), still on their Deck, as it is about to
    /// happen; `the other(s)` are then the rest ([`Lowerer::the_others`]). `Discard any
    /// number of them`: from none to all of them (`min`, `max`).
    pub(super) fn one_of_revealed(&mut self, min: u8, max: u8, pre: &mut Vec<Instr>, span: Span) -> Result<Objs> {
        let Some(among) = self.revealed() else {
            return unsupported("`one` with no card revealed or looked at before", span);
        };
        let slot = self.new_slot();
        pre.push(Instr::Choose {
            slot,
            filter: Filter {
                zone: ZoneFilter::Among(among),
                ..Filter::default()
            },
            min,
            max,
            target: false,
            by: Chooser::You,
        });
        Ok(Objs::Slot(slot))
    }

    /// `Discard the others`: the cards revealed that were not chosen among them.
    pub(super) fn the_others(&self, span: Span) -> Result<Objs> {
        let among = self.revealed();
        let chosen = self.code.iter().rev().find_map(|i| match i {
            Instr::Choose { slot, filter, .. }
                if among.is_some_and(|among| filter.zone == ZoneFilter::Among(among)) =>
            {
                Some(*slot)
            }
            _ => None,
        });
        match (among, chosen) {
            (Some(among), Some(except)) => Ok(Objs::Others { among, except }),
            _ => unsupported("`the others` without a choice among cards revealed", span),
        }
    }

    /// `draw it`, of a card revealed on top of your Deck: it goes to your Hand (CR 7.3.9.a:
    /// drawing moves the top card of the Deck to the Hand).
    pub(super) fn draw_it(&self, span: Span) -> Result<Act> {
        let revealed = self.last_slot.filter(|&s| {
            self.code
                .iter()
                .any(|i| matches!(i, Instr::TopCards { slot, .. } if *slot == s))
        });
        match revealed {
            Some(slot) => Ok(Act::MoveTo {
                what: Objs::Slot(slot),
                to: Destination::Hand,
            }),
            // `When you reveal a card this way | … draw it`: the card the trigger names.
            None if self.revealed_trigger && self.last_slot.is_none() => Ok(Act::MoveTo {
                what: Objs::Trigger,
                to: Destination::Hand,
            }),
            None => unsupported("`draw it` of a card not revealed from your deck", span),
        }
    }

    /// `Send target Character to the Xth position of its owner's deck, where X is the
    /// result` (CR 7.3.32).
    pub(super) fn send_to_deck(&mut self, o: &Object, pre: &mut Vec<Instr>, span: Span) -> Result<Act> {
        let Some(position) = self.x.clone() else {
            return unsupported("a position in a deck other than `the Xth`", span);
        };
        Ok(Act::ToDeck {
            what: self.objects(o, pre, span)?,
            position,
        })
    }

    /// `it's a Permanent`, `it's a Character with a base statistic of 0`: the object `it`
    /// names, wherever it is when the condition is read (after a card of a Hand was put in
    /// Reserve, the object it became there, CR 1.4.4).
    pub(super) fn it_is(&self, kinds: &[Spanned<Kind>], qualifiers: &[Qualifier], span: Span) -> Result<Cond> {
        let it = self.it(span)?;
        let sel = Selector {
            determiner: None,
            adjectives: Vec::new(),
            kinds: kinds.to_vec(),
            plural: false,
            qualifiers: qualifiers.to_vec(),
            alternatives: Vec::new(),
            span,
        };
        let mut filter = self.filter(&sel)?;
        // `If it's a Character`: what it is, wherever it is now; `If it's in your Reserve`,
        // `If it's facing me`, `If you control it`: where it is now, as the words say
        if filter.zone == ZoneFilter::InPlay && filter.whose.is_none() {
            filter.zone = ZoneFilter::Anywhere;
        }
        Ok(Cond::ItIs { it, filter })
    }
}
