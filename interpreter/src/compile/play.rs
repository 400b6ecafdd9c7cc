//! Lowering of `play …` inside an effect (CR 5.2.b, 7.3.29): `You may immediately play a
//! Character for 3 less`, `You may play me for free and I gain Asleep`.

use altered_grammar::{
    Action, Amount, Clause, Determiner, KeywordAction, Kind, Object, PlayPrice as AstPrice, PossessivePlayer, Referent,
    Selector, Span, Spanned,
};

use super::hidden::{hand_of, without_hand};
use super::{unsupported, Lowerer, Result};
use crate::ir::{Filter, Instr, KindFilter, Objs, PlayBy, PlayPrice, PlaySource, PlayWhat, Rel, ZoneFilter};

impl Lowerer {
    /// The [`Instr::Play`] of `play <what> [for free | for N less]`; its `optional` and `did`
    /// are set by the step it opens (see `Lowerer::group`).
    pub(super) fn play(&mut self, what: &Object, price: Option<&AstPrice>, span: Span) -> Result<Instr> {
        let price = match price {
            None => PlayPrice::Cost,
            Some(AstPrice::Free) => PlayPrice::Free,
            Some(AstPrice::Less(n)) => PlayPrice::Less(self.amount(*n, span)?),
        };
        let (mut hand_cost, mut base_cost) = (None, None);
        let mut from = PlaySource::HandOrReserve;
        let what = match what {
            // `play me` (from Reserve, where the trigger found me): after it, `I` is the
            // card played (official ruling on Coppélia: the effect finds her in the
            // Expedition zone because it mentions playing her).
            Object::Ref(Referent::This) => PlayWhat::Objects(Objs::This),
            Object::Ref(Referent::Earlier) => {
                let mut pre = Vec::new();
                let o = self.objects(what, &mut pre, span)?;
                if !pre.is_empty() {
                    return unsupported("playing an object chosen by the same sentence", span);
                }
                PlayWhat::Objects(o)
            }
            Object::Ref(_) => return unsupported("playing this", span),
            Object::Select(sel) => {
                if !matches!(sel.determiner, Some(Determiner::Count(altered_grammar::Amount::N(1)))) || sel.plural {
                    return unsupported("playing other than `a <kind>`", sel.span);
                }
                // `from your Hand`: the zone the effect specifies (CR 5.2.a); cards in a
                // Hand are not objects (CR 2.1.j), so the host's offer reads it.
                let sel = &match hand_of(sel) {
                    None => sel.clone(),
                    Some(None | Some(PossessivePlayer::Your)) => {
                        from = PlaySource::Hand;
                        without_hand(sel)
                    }
                    Some(_) => return unsupported("playing a card from another player's Hand", sel.span),
                };
                let mut f = self.filter(sel)?;
                let visible = matches!(f.zone, ZoneFilter::Reserve | ZoneFilter::Discard);
                // `from Reserve` with no owner is the player's own, as the rules write it
                // (CR 1.1.6.g `played from Reserve`, 2.4.7.a); so is `from the Discard pile`.
                if visible && f.whose.is_none() {
                    f.whose = Some(Rel::You);
                }
                // `play a Spell from your Reserve for free`, `play an Exhausted Character
                // from your Reserve`, `play a card from your Discard pile`: cards in a
                // Reserve or a Discard pile are objects (CR 3.2.10.a, 3.2.3, visible zones),
                // so the whole noun phrase says which may be played; a card is played from
                // its owner's zone by that player (CR 5.2.a).
                if visible && f.or.is_empty() {
                    if f.whose != Some(Rel::You) {
                        return unsupported("playing a card from another player's zone", sel.span);
                    }
                    let slot = self.new_slot();
                    return Ok(Instr::Play {
                        what: PlayWhat::Objects(Objs::All(f)),
                        price,
                        optional: false,
                        slot,
                        did: None,
                        hand_cost: None,
                        base_cost: None,
                        by: PlayBy::You,
                        from,
                    });
                }
                let plain = Filter {
                    kinds: f.kinds.clone(),
                    zone: f.zone,
                    hand_cost: f.hand_cost,
                    base_cost: f.base_cost,
                    ..Filter::default()
                };
                if f != plain {
                    return unsupported("playing a card described by more than its kind and costs", sel.span);
                }
                (hand_cost, base_cost) = (f.hand_cost, f.base_cost);
                // `a card`: any kind. A Spell played now resolves as part of this effect
                // (CR 5.2.b), which the host runs before going on with it.
                let kinds = if f.kinds.is_empty() {
                    vec![KindFilter::Card]
                } else {
                    f.kinds
                };
                PlayWhat::Kinds(kinds)
            }
        };
        let me = matches!(what, PlayWhat::Objects(Objs::This));
        let slot = self.new_slot();
        if me {
            self.played_me = Some(slot);
        }
        Ok(Instr::Play {
            what,
            price,
            optional: false,
            slot,
            did: None,
            hand_cost,
            base_cost,
            by: PlayBy::You,
            from,
        })
    }
}

/// Whether the clause Rushes (CR 7.3.29).
pub(super) fn rushes(c: &Clause) -> bool {
    matches!(c.action, Action::Keyword(KeywordAction::Rush(_)))
}

/// `Rush`, `Rush a Character`: CR 7.3.29.a, "play a card immediately", the clause that says
/// it (`play a card immediately`, `play a Character immediately`), with the same subject and
/// `may`; `If you do` then asks whether a card was played (CR 7.3.29.b).
pub(super) fn rush_as_play(c: &Spanned<Clause>) -> Spanned<Clause> {
    let Action::Keyword(KeywordAction::Rush(what)) = &c.node.action else {
        return c.clone();
    };
    let what = what.clone().unwrap_or_else(|| {
        Object::Select(Selector {
            determiner: Some(Determiner::Count(Amount::N(1))),
            adjectives: Vec::new(),
            kinds: vec![Spanned {
                node: Kind::Card,
                span: c.span,
            }],
            plural: false,
            qualifiers: Vec::new(),
            alternatives: Vec::new(),
            span: c.span,
        })
    });
    Spanned {
        node: Clause {
            action: Action::Play {
                immediately: true,
                what,
                price: None,
            },
            ..c.node.clone()
        },
        span: c.span,
    }
}
