//! What one player may see (CR 1.2.3.f, 1.2.3.g, 3.1.3): every visible zone, the number of
//! cards in hidden zones, their own Hand and Mana Orbs (CR 3.2.5.b, 3.2.9.d), and face-up
//! regions. Agents get only this, never the state.

use crate::pool::Kind;
use crate::state::{CardId, GameState, Phase, PlayerId, Side, Statuses, Terrains, Zone};

/// A card as a player sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeenCard<'a> {
    /// The card.
    pub id: CardId,
    /// Its name.
    pub name: &'a str,
    /// Its kind.
    pub kind: Kind,
    /// Hand and reserve cost.
    pub costs: (u8, u8),
    /// Statistics with boosts.
    pub stats: [i32; 3],
    /// Statuses.
    pub status: Statuses,
    /// Boosts.
    pub boosts: u16,
    /// Where it is.
    pub zone: Zone,
}

/// A player's window on the game.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{PlayerId, Zone};
/// let me = PlayerId(1);
/// let view = game.view(me);
/// let hand = view.zone(Zone::Hand(me));
/// assert_eq!(hand.len(), view.count(Zone::Hand(me)));
/// assert!(hand.iter().all(|card| !card.name.is_empty() && view.can_see(card.id)));
/// // The other player's Hand and both Decks: only their sizes.
/// assert!(view.zone(Zone::Hand(PlayerId(0))).is_empty() && view.count(Zone::Hand(PlayerId(0))) > 0);
/// assert!(view.zone(Zone::Deck(me)).is_empty());
/// ```
#[derive(Debug, Clone, Copy)]
pub struct PlayerView<'a> {
    state: &'a GameState,
    me: PlayerId,
}

impl<'a> PlayerView<'a> {
    pub(crate) fn new(state: &'a GameState, me: PlayerId) -> Self {
        PlayerView { state, me }
    }

    /// Whose view this is.
    pub fn me(&self) -> PlayerId {
        self.me
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.state.player_count()
    }

    /// The day.
    pub fn day(&self) -> u32 {
        self.state.day()
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.state.phase()
    }

    /// The first player.
    pub fn first_player(&self) -> PlayerId {
        self.state.first_player()
    }

    /// Whether this player may see the card's face: in a visible zone (face-down Mana Orbs
    /// only to their owner), or in their own Hand.
    pub fn can_see(&self, id: CardId) -> bool {
        let Some(c) = self.state.cards.get(id.index()) else {
            return false;
        };
        match c.zone {
            Zone::Hand(p) | Zone::Mana(p) => p == self.me,
            // CR 3.1.3.f: a card of a Deck revealed, or looked at by this player, while it
            // stays there.
            Zone::Deck(_) => self
                .state
                .shown
                .iter()
                .any(|&(c, p)| c == id && p.is_none_or(|p| p == self.me)),
            Zone::Gone => false,
            _ => true,
        }
    }

    /// A card, if this player may see it.
    pub fn card(&self, id: CardId) -> Option<SeenCard<'a>> {
        if !self.can_see(id) {
            return None;
        }
        let c = self.state.card(id);
        let def = self.state.def(id);
        Some(SeenCard {
            id,
            name: &def.name,
            kind: def.kind,
            costs: (def.hand_cost, def.reserve_cost),
            stats: self.state.stats(id),
            status: c.status,
            boosts: c.boosts,
            zone: c.zone,
        })
    }

    /// The cards of a zone this player may see into (their Hand, any visible zone; a Mana
    /// zone's faces only their own). Hidden zones of others give nothing: use [`Self::count`].
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// use altered_engine::{PlayerId, Zone};
    /// let view = game.view(PlayerId(0));
    /// let hand = view.zone(Zone::Hand(PlayerId(0)));
    /// assert_eq!(hand.len(), 6);
    /// assert!(hand.iter().all(|card| card.zone == Zone::Hand(PlayerId(0))));
    /// assert!(view.zone(Zone::Hand(PlayerId(1))).is_empty()); // hidden from player 0
    /// ```
    pub fn zone(&self, zone: Zone) -> Vec<SeenCard<'a>> {
        self.state.in_zone(zone).filter_map(|id| self.card(id)).collect()
    }

    /// How many cards a zone has (CR 1.2.3.g: known for hidden zones too).
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// # let mut game = setup::game(&pool);
    /// use altered_engine::{PlayerId, Zone};
    /// let view = game.view(PlayerId(0));
    /// // Hidden zones are counted all the same.
    /// assert_eq!(view.count(Zone::Hand(PlayerId(1))), 6);
    /// assert_eq!(view.count(Zone::Deck(PlayerId(1))), game.state().count(Zone::Deck(PlayerId(1))));
    /// ```
    pub fn count(&self, zone: Zone) -> usize {
        self.state.count(zone)
    }

    /// Ready and exhausted Mana Orbs of a player (CR 3.2.9: visible, face down).
    pub fn orbs(&self, p: PlayerId) -> (usize, usize) {
        let total = self.state.count(Zone::Mana(p));
        let ready = self.state.ready_orbs(p);
        (ready, total - ready)
    }

    /// Each region's terrains, `None` while face down; empty regions list never happens.
    pub fn regions(&self) -> Vec<Option<Terrains>> {
        self.state
            .adventure()
            .regions()
            .iter()
            .map(|r| r.face_up.then_some(r.terrains))
            .collect()
    }

    /// The Terrain Markers on the regions (CR 3.2.1.d: on visible regions, seen by all),
    /// oldest first.
    pub fn terrain_markers(&self) -> &'a [crate::state::TerrainMarker] {
        self.state.terrain_markers()
    }

    /// Each region's terrains as the rules see them now: face-down regions have none,
    /// Terrain Markers first, then the passive abilities that change terrains (CR 3.2.1.e).
    pub fn region_terrains(&self) -> Vec<Terrains> {
        (0..self.state.adventure().regions().len())
            .map(|r| self.state.region_terrains(r))
            .collect()
    }

    /// Region index of a player's Expedition: the region of the Adventure it is on (at
    /// four players, of the table's sixteen: `Mode::region`).
    pub fn marker(&self, p: PlayerId, side: Side) -> u8 {
        u8::try_from(self.state.region_of(p, side)).unwrap_or(u8::MAX)
    }

    /// How far along its player's path an Expedition is: 0 on the Hero region, 7 on the
    /// Companion region (CR 4.2.5.d counts distances on it).
    pub fn position(&self, p: PlayerId, side: Side) -> u8 {
        self.state.player(p).markers[side.index()]
    }

    /// An Expedition's statistics as Progress would count them.
    pub fn expedition_stats(&self, p: PlayerId, side: Side) -> [i32; 3] {
        self.state.expedition_stats(p, side)
    }
}
