//! Playing a card as part of an effect (CR 5.2.b, 7.3.29.a: `You may immediately play a
//! Character for 3 less`): the options offered, and the play itself, which is the usual
//! play procedure (CR 5.1.2) with the effect's price.

use altered_interpreter::{Cmp, KindFilter, PlayPrice, PlaySource};

use crate::decision::{Decision, DecisionKind, Opt};
use crate::event::{EventLog, PlayFrom};
use crate::state::{CardId, GameState, Obj, PlayerId, Side, Zone};

impl GameState {
    /// The decision for an effect's `play …`: an `Opt::Play` for each card `p` may play now
    /// (the `objects` named, or a card of `kinds` from Hand or Reserve, or Hand alone when the
    /// effect says so, CR 5.2.a, with the Hand Cost and Base Cost asked, CR 2.2.7, 2.2.9.b),
    /// into each Expedition it may go to, whose cost with the
    /// effect's price the ready Mana Orbs can pay (CR 1.2.5.c); `Skip` first when playing
    /// none is allowed (`may`). A Spell played so resolves inside the effect (CR 5.2.b; see
    /// `apply_effect_choice`).
    pub(crate) fn effect_play_decision(
        &self,
        p: PlayerId,
        objects: &[Obj],
        (kinds, hand_cost, base_cost, source): (&[KindFilter], Option<Cmp>, Option<Cmp>, PlaySource),
        price: PlayPrice,
        optional: bool,
    ) -> Decision {
        let mana = self.ready_orbs(p);
        let pricing = self.pricing();
        let mut options = Vec::new();
        if optional {
            options.push(Opt::Skip);
        }
        let cards: Vec<CardId> = if objects.is_empty() {
            // CR 5.2.a: Hand or Reserve unless the effect says where.
            let reserve = (source == PlaySource::HandOrReserve).then_some(Zone::Reserve(p));
            self.in_zones(std::iter::once(Zone::Hand(p)).chain(reserve))
                .filter(|&id| {
                    self.is_kind(id, kinds)
                        // CR 2.2.7: the printed Hand Cost, wherever the card is.
                        && hand_cost.is_none_or(|cmp| cmp.holds(u32::from(self.def(id).hand_cost)))
                        // CR 2.2.9.b: in Reserve, the Reserve Cost; in Hand, the Hand Cost.
                        && base_cost.is_none_or(|cmp| {
                            let def = self.def(id);
                            let base = if matches!(self.card(id).zone, Zone::Reserve(_)) { def.reserve_cost } else { def.hand_cost };
                            cmp.holds(u32::from(base))
                        })
                })
                .collect()
        } else {
            objects
                .iter()
                .filter(|o| self.cards.get(o.card.index()).is_some_and(|c| c.obj == o.obj))
                .map(|o| o.card)
                .collect()
        };
        for id in cards {
            let c = self.cards[id.index()];
            let from = match c.zone {
                Zone::Hand(q) if q == p => PlayFrom::Hand,
                Zone::Reserve(q) if q == p => PlayFrom::Reserve,
                // A revealed card on top of the Deck, which the effect names (`play it`).
                Zone::Deck(q) if q == p && !objects.is_empty() => PlayFrom::Deck,
                // A card of a Discard pile the effect names (`play a card from your
                // Discard pile`, CR 5.2.a).
                Zone::Discard(q) if q == p && !objects.is_empty() => PlayFrom::Discard,
                _ => continue,
            };
            let def = self.def(id);
            // CR 1.4.1.a: `I can't be played` beats the effect that plays it.
            if !def.kind.playable() || self.cant_be_played(id) {
                continue;
            }
            let printed = match from {
                PlayFrom::Hand | PlayFrom::Deck | PlayFrom::Discard => def.hand_cost,
                PlayFrom::Reserve => def.reserve_cost,
            };
            let sides: &[Option<Side>] = if def.kind.goes_to_expedition() {
                &[Some(Side::Hero), Some(Side::Companion)]
            } else {
                &[None]
            };
            for &to in sides {
                // CR 2.4.6.c: an exhausted card in Reserve can't be played, unless a
                // passive ability allows it (CR 2.4.6.d).
                if c.status.exhausted && !self.may_play_exhausted(p, id, to) {
                    continue;
                }
                let prices: Vec<(u8, Option<CardId>)> = match price {
                    // CR 7.3.23.a, 5.1.2.e remark: no cost at all, whatever alters it.
                    PlayPrice::Free => vec![(0, None)],
                    PlayPrice::Cost => pricing.priced(p, id, from, to, printed, 0).collect(),
                    // CR 5.1.2.e.2: one more decrease, applied with the others.
                    PlayPrice::Less(n) => pricing.priced(p, id, from, to, printed, n).collect(),
                };
                for (cost, pay) in prices {
                    if usize::from(cost) <= mana {
                        options.push(Opt::Play {
                            card: id,
                            from,
                            to,
                            cost,
                            scout: false,
                            pay,
                        });
                    }
                }
            }
        }
        Decision {
            player: p,
            kind: DecisionKind::EffectPlay,
            options,
            picks: 1,
        }
    }

    /// Plays the card of an `Opt::Play` chosen for an effect (CR 5.2.b): the play is part
    /// of the effect's resolution, and the Reactions it activates wait in Limbo until
    /// Reactions are checked (CR 5.2.b remark). Returns the object the card became.
    pub(crate) fn effect_play(&mut self, p: PlayerId, pick: Opt, log: &mut EventLog) -> Option<Obj> {
        let Opt::Play {
            card,
            from,
            to,
            cost,
            pay,
            ..
        } = pick
        else {
            return None;
        };
        self.play(p, card, from, to, (cost, false, pay), log);
        let c = self.cards.get(card.index())?;
        // A Spell is in Limbo, its effect about to resolve (CR 5.1.2.i).
        matches!(c.zone, Zone::Expedition(..) | Zone::Landmarks(_) | Zone::Limbo).then_some(Obj { card, obj: c.obj })
    }
}
