//! Rendering actions about cards between zones: draw, put, join, play, reveal, exchange, return, send, shuffle,
//! discard, sacrifice, take control (CR 3.1, 7.3).

use super::*;

impl R {
    /// Writes an action of this sub-area: `Draw`, `DrawIt`, `SendToReserve`, `SendToDeckPosition`, `SendTo`, `ShuffleInto`, `Discard`, `DrawThatMany`, `DiscardHand`, `DiscardTop`, `Sacrifice`, `Return`, `Put`, `Play`, `Exchange`, `Reveal`, `RevealCard`, `Join`, `TakeControl`, `PutInExpedition`.
    pub(super) fn moving_action(&mut self, a: &Action, third: bool) {
        match a {
            Action::Draw(n) => {
                self.verb("draw", third);
                self.w(&count_word(*n));
                self.w(&format!("card{}", plural_s(*n)));
            }
            Action::DrawIt => {
                self.verb("draw", third);
                self.w("it");
            }
            Action::SendToReserve(o) => {
                self.verb("send", third);
                self.object(o);
                self.w("to Reserve");
            }
            Action::SendToDeckPosition(o) => {
                self.verb("send", third);
                self.object(o);
                self.w("to the Xth position of its owner's deck");
            }
            Action::SendTo {
                what,
                to,
                top_of,
                bottom_of,
            } => {
                self.verb("send", third);
                self.object(what);
                self.w("to");
                self.deck_end(*top_of, *bottom_of);
                self.w(&zone_text(to));
            }
            Action::ShuffleInto {
                what,
                whole_zone,
                from,
                to,
            } => {
                self.verb("shuffle", third);
                match from {
                    Some(z) if *whole_zone => self.w(&zone_text(z)),
                    _ => {
                        self.object(what);
                        // `in`: after the noun, `from <zone>` would be read as part of it.
                        if let Some(z) = from {
                            self.w("in");
                            self.w(&zone_text(z));
                        }
                    }
                }
                self.w("into");
                self.w(&zone_text(to));
            }
            Action::Discard { what, from } => {
                self.verb("discard", third);
                self.object(what);
                if let Some(z) = from {
                    self.w("from");
                    self.w(&zone_text(z));
                }
            }
            Action::DrawThatMany => self.w("draw that many cards"),
            Action::DiscardHand {
                whose,
                and_reserve,
                reserve_only,
            } => {
                self.verb("discard", third);
                self.w(possessive(*whose));
                self.w(if *reserve_only { "Reserve" } else { "hand" });
                if *and_reserve {
                    self.w("and");
                    self.w(possessive(*whose));
                    self.w("Reserve");
                }
            }
            Action::DiscardTop { count, whose } => {
                self.verb("discard", third);
                self.top_of_deck(*count, *whose);
            }
            Action::Sacrifice(o) => {
                self.verb("sacrifice", third);
                self.object(o);
            }
            Action::Return {
                what,
                from,
                top_of,
                bottom_of,
                to,
                any_order,
            } => {
                self.verb("return", third);
                self.object(what);
                if let Some(z) = from {
                    self.w("from");
                    self.w(&zone_text(z));
                }
                self.w("to");
                self.deck_end(*top_of, *bottom_of);
                self.w(&zone_text(to));
                if *any_order {
                    self.w("in any order");
                }
            }
            Action::Put {
                what,
                to,
                as_exhausted_orb,
            } => {
                self.verb("put", third);
                match what {
                    PutWhat::TopOfDeck { count, whose } => self.top_of_deck(*count, *whose),
                    PutWhat::Object { what, from } => {
                        self.object(what);
                        if let Some(z) = from {
                            self.w("from");
                            self.w(&zone_text(z));
                        }
                    }
                }
                self.w("in");
                self.w(&zone_text(to));
                match as_exhausted_orb {
                    Some(true) => self.w("(as an exhausted Mana Orb)"),
                    Some(false) => self.w("as a ready Mana Orb"),
                    None => {}
                }
            }
            Action::Play {
                immediately,
                what,
                price,
            } => {
                if *immediately {
                    self.w("immediately");
                }
                self.w("play");
                self.object(what);
                match price {
                    Some(PlayPrice::Free) => self.w("for free"),
                    Some(PlayPrice::Less(n)) => {
                        self.w("for");
                        self.w(&amount(*n));
                        self.w("less");
                    }
                    None => {}
                }
            }
            Action::Exchange { this, with } => {
                self.w("exchange");
                self.object(this);
                self.w("with");
                self.object(with);
            }
            Action::Reveal { count, whose, look } => {
                self.w(if *look { "look at" } else { "reveal" });
                if *count == Amount::N(1) {
                    self.w("the top card of");
                } else {
                    self.w(&format!("the top {} cards of", number_word(*count)));
                }
                self.w(possessive(*whose));
                self.w("deck");
            }
            Action::RevealCard(o) => {
                self.verb("reveal", third);
                self.object(o);
            }
            Action::Join(e) => {
                self.verb("join", third);
                self.expedition(e);
            }
            Action::TakeControl(o) => {
                self.verb("take", third);
                self.w("control of");
                self.object(o);
            }
            Action::PutInExpedition { what, to } => {
                self.verb("put", third);
                self.object(what);
                self.w("in");
                self.expedition(to);
            }
            _ => {}
        }
    }
}
