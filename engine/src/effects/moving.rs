//! Moving cards between zones (CR 3.1, 7.3): drawing, putting, returning, discarding,
//! sacrificing, revealing and looking at hidden cards.

use altered_grammar::SymbolTrigger;
use altered_interpreter::{Atomic, Destination, Happening, HostError};

use crate::event::Event;
use crate::state::{alive, controller_of, hidden_card, side_out, zone_place, Obj, PlayerId, Zone};

use super::{movable, EngineHost};

/// Performs an atomic action that moves or shows a card.
pub(super) fn perform(host: &mut EngineHost<'_>, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
    let st = &mut *host.st;
    let log = &mut *host.log;
    Ok(match a {
        Atomic::Draw { player, count } => {
            let before = st.count(Zone::Hand(*player));
            st.draw(*player, *count as usize, log);
            st.count(Zone::Hand(*player)) > before
        }
        Atomic::MoveTo { object, to } => {
            let Some(c) = movable(st, *object) else {
                return Ok(false);
            };
            // Where it goes is settled before a replacement may change anything, so that
            // an unknown destination is refused with nothing done.
            let zone = match to {
                // CR 2.4.7.d: Fleeting, from the Expedition zone, it is discarded instead.
                Destination::Reserve if c.status.fleeting && matches!(c.zone, Zone::Expedition(..)) => {
                    Zone::Discard(c.owner)
                }
                Destination::Reserve => Zone::Reserve(c.owner),
                Destination::Hand => Zone::Hand(c.owner),
                Destination::Mana | Destination::ReadyMana => Zone::Mana(c.owner),
                // The last card of a Deck is its top (`draw` takes it).
                Destination::DeckTop | Destination::DeckBottom | Destination::DeckShuffled => Zone::Deck(c.owner),
                _ => return Err(HostError::Unsupported("this destination")),
            };
            if st.leave_replaced(*object, log) || st.leave_to_mana(*object, log) {
                return Ok(false); // CR 6.2: replaced
            }
            if c.zone == zone {
                // CR 7.3.24.a: put at the bottom of (on top of) the Deck it is in, a card
                // changes its place in the Deck, not its zone (`Look at the top three
                // cards of your Deck. Put … the rest at the bottom of your Deck.`).
                let (Zone::Deck(p), Destination::DeckBottom | Destination::DeckTop) = (zone, to) else {
                    return Ok(false);
                };
                let deck = &mut st.players[p.index()].deck;
                let Some(at) = deck.iter().position(|&id| id == object.card) else {
                    return Ok(false);
                };
                let card = deck.remove(at);
                if *to == Destination::DeckBottom {
                    deck.insert(0, card);
                } else {
                    deck.push(card);
                }
                return Ok(true);
            }
            if matches!(to, Destination::Mana | Destination::ReadyMana) {
                // CR 3.2.9.b: a card put in the Mana zone otherwise than by Expand enters
                // exhausted, unless the effect says it is ready. (A token put there is
                // removed from the game instead, CR 2.1.e: no orb to exhaust.)
                if st.put_orb(object.card, crate::event::OrbCause::Effect, log) && *to == Destination::Mana {
                    st.exhaust(object.card, log);
                }
            } else {
                let arrived = st.move_card(object.card, zone, log) == zone;
                // It went on top (CR 3.2.2: the last card of the list); to the bottom, or
                // the whole Deck shuffled, as the effect says.
                if let (true, Zone::Deck(p)) = (arrived, zone) {
                    let fields = &mut **st;
                    let deck = &mut fields.players[p.index()].deck;
                    match to {
                        Destination::DeckBottom => deck.rotate_right(1),
                        Destination::DeckShuffled => crate::rng::shuffle(&mut fields.rng, deck),
                        _ => {}
                    }
                }
                // `draw it` (CR 7.3.9.a): a card of the Deck put in its owner's Hand.
                if let (Zone::Deck(p), Zone::Hand(_)) = (c.zone, zone) {
                    st.note(Happening::Drew { player: p, first: true });
                }
            }
            true
        }
        // CR 3.1.3.f: every player sees it; it stays where it is.
        Atomic::Reveal(o) => {
            if hidden_card(st, *o).is_none() {
                return Ok(false);
            }
            log.push(Event::Revealed(o.card));
            st.show(o.card, None);
            true
        }
        Atomic::Look { object, player } => {
            if hidden_card(st, *object).is_none() {
                return Ok(false);
            }
            log.push(Event::LookedAt {
                player: *player,
                card: object.card,
            });
            st.show(object.card, Some(*player));
            true
        }
        // CR 7.3.24.a: put in play without being played, from a zone out of play.
        Atomic::PutInExpedition { object, player, side } => {
            if movable(st, *object).is_none_or(|c| c.zone.in_play() || c.zone == Zone::Limbo)
                || !st.def(object.card).kind.goes_to_expedition()
            {
                return Ok(false);
            }
            st.move_card(object.card, Zone::Expedition(*player, side_out(*side)), log);
            // CR 7.1.1.c remark: it joined the Expedition zone, so its `etb` reactions
            // activate; it was not played, so its `hand` and `reserve` ones do not.
            st.activate(object.card, SymbolTrigger::Etb, log);
            true
        }
        // CR 7.3.32: to its owner's Deck, `position` cards from the top.
        Atomic::ToDeck { object, position } => {
            let Some(c) = alive(st, *object) else { return Ok(false) };
            if st.leave_replaced(*object, log) {
                return Ok(false); // CR 6.2: replaced
            }
            let deck = Zone::Deck(c.owner);
            if st.move_card(object.card, deck, log) == deck {
                // It went on top; it goes down to its position, or to the bottom.
                let list = &mut st.players[c.owner.index()].deck;
                if let Some(card) = list.pop() {
                    let below = usize::try_from(position.saturating_sub(1)).unwrap_or(usize::MAX);
                    list.insert(list.len().saturating_sub(below), card);
                }
            }
            true
        }
        Atomic::DeckToMana { player } => {
            let Some(&top) = st.players[player.index()].deck.last() else {
                return Ok(false);
            };
            st.put_orb(top, crate::event::OrbCause::Effect, log);
            st.exhaust(top, log); // CR 3.2.9.b
            true
        }
        Atomic::Discard(o) => {
            let Some(c) = movable(st, *o) else { return Ok(false) };
            if st.leave_replaced(*o, log) || st.leave_to_mana(*o, log) {
                return Ok(false); // CR 6.2: replaced
            }
            if matches!(c.zone, Zone::Discard(_)) {
                return Ok(false);
            }
            st.move_card(o.card, Zone::Discard(c.owner), log);
            true
        }
        Atomic::Sacrifice(o) => {
            // CR 7.3.31.a: discard an object in play.
            let Some(c) = alive(st, *o).filter(|c| c.zone.in_play()) else {
                return Ok(false);
            };
            if st.leave_replaced(*o, log) {
                return Ok(false); // CR 6.2: replaced
            }
            if let Some(from) = zone_place(c.zone) {
                // CR 1.4.7.d: its controller sacrifices it.
                st.note(Happening::Sacrificed {
                    player: controller_of(&c),
                    object: *o,
                    from,
                });
            }
            if st.leave_to_mana(*o, log) {
                return Ok(true); // CR 7.3.31.b: modified, still a sacrifice
            }
            st.move_card(o.card, Zone::Discard(c.owner), log);
            true
        }
        _ => return Err(HostError::Unsupported("this atomic action")),
    })
}
