//! Keyword abilities (CR 7.4) an effect gives an object or takes from it: `I gain Eternal`,
//! `Target Character loses Defender`, `… gains Tough 1 this turn`. The change belongs to the
//! object: it has the keyword from that point onwards (as a gained status, CR 7.3.15.a) for
//! as long as it is that object (a card that changes zones is a new object, CR 1.4.4), or
//! until the duration ends (CR 2.2.15). The changes amend the object's own keywords in the
//! order they happened; the keywords passive abilities give are applied on top of them (CR
//! 2.3), so `Characters you control have Defender` still gives Defender to one that lost it.

use altered_interpreter::{KeywordAbility, Until};

use crate::event::{Event, EventLog};
use crate::state::{CardId, GameState, KeywordChange, Obj};

impl GameState {
    /// An object gains or loses a keyword ability (CR 7.4), for as long as it exists or
    /// until the duration ends. A duration that can't start now (CR 2.2.15.d–e) makes it
    /// not happen. Whether the object's keywords changed.
    pub(crate) fn change_keyword(
        &mut self,
        object: Obj,
        keyword: KeywordAbility,
        gained: bool,
        until: Option<Until>,
        log: &mut EventLog,
    ) -> bool {
        if !self.can_start_lasting(until) {
            return false;
        }
        // A change that changes nothing (gaining Eternal when Eternal, losing Defender
        // without it) does not happen; a numbered keyword is gained again with another number
        // (CR 7.4.7: each Tough is paid).
        let before = self.keywords(object.card);
        let changes = if gained {
            !before.contains(&keyword)
        } else {
            before.iter().any(|k| k.same(keyword))
        };
        if !changes {
            return false;
        }
        self.keyword_changes.push(KeywordChange {
            object,
            keyword,
            gained,
            until,
        });
        log.push(Event::KeywordChanged {
            card: object.card,
            keyword,
            gained,
        });
        true
    }

    /// A card's own keywords (`own`: printed and `Tough X` read now) as the effects that
    /// changed its object leave them, in the order they happened.
    pub(crate) fn keywords_changed(&self, card: CardId, own: &mut Vec<KeywordAbility>) {
        let obj = self.card(card).obj;
        for c in self
            .keyword_changes
            .iter()
            .filter(|c| c.object.card == card && c.object.obj == obj)
        {
            if c.gained {
                own.push(c.keyword);
            } else {
                own.retain(|k| !k.same(c.keyword));
            }
        }
    }

    /// Whether effects changed this card's current object's keywords.
    pub(crate) fn has_keyword_changes(&self, card: CardId) -> bool {
        !self.keyword_changes.is_empty() && {
            let obj = self.card(card).obj;
            self.keyword_changes
                .iter()
                .any(|c| c.object.card == card && c.object.obj == obj)
        }
    }

    /// The changes a card made while it was another object are gone (CR 1.4.4).
    pub(crate) fn forget_keyword_changes(&mut self, card: CardId) {
        if !self.keyword_changes.is_empty() {
            self.keyword_changes.retain(|c| c.object.card != card);
        }
    }
}
