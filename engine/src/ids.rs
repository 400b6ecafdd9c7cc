//! The game's identifiers and first terms, below every other module (issue 16: the layers
//! go one way): players by seat, cards, objects, the two Expeditions, where a card is played
//! from. [`crate::table`] and [`crate::state`] build on them.

use serde::{Deserialize, Serialize};

/// A player, by seat: `0..players`. A list, not a pair, so that 2v2 and Free for All fit.
///
/// # Examples
///
/// ```
/// use altered_engine::PlayerId;
/// assert_eq!(PlayerId(1).index(), 1);
/// assert_eq!(PlayerId(0).to_string(), "player 0");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    /// The seat as an index.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl std::fmt::Display for PlayerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "player {}", self.0)
    }
}

/// A physical card (or token) of this game. Stable for the whole game, unlike objects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u16);

impl CardId {
    /// As an index of the card table.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// An object (CR 2.1): a card in a visible zone. A card that moves becomes a new object
/// with a new id (CR 1.4.4, 2.1.d). Ids only grow, so they double as timestamps (CR 2.3):
/// a later object has a larger id. [`ObjectId::NONE`] marks a card in a hidden zone,
/// which is not an object (CR 2.1.j).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ObjectId(pub u32);

impl ObjectId {
    /// Not an object: a card in the Deck or a Hand.
    pub const NONE: ObjectId = ObjectId(0);
}

/// One of a player's two Expeditions (CR 1.2.3.c).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// Starts at the Hero region, moves towards the Companion region.
    Hero,
    /// Starts at the Companion region, moves towards the Hero region.
    Companion,
}

impl Side {
    /// Both sides.
    pub const BOTH: [Side; 2] = [Side::Hero, Side::Companion];

    /// 0 for Hero, 1 for Companion.
    pub fn index(self) -> usize {
        match self {
            Side::Hero => 0,
            Side::Companion => 1,
        }
    }
}

/// Where a card was played from (CR 5.1.2.d).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayFrom {
    /// From Hand: pays the Hand Cost.
    Hand,
    /// From Reserve: pays the Reserve Cost and gains Fleeting (CR 2.4.7.a).
    Reserve,
    /// From the top of its owner's Deck, revealed, by an effect (`You may play it for
    /// free`, CR 5.2.b): neither from Hand nor from Reserve, so neither its `hand` nor its
    /// `reserve` reactions activate (CR 7.1.1.b–c); its cost is its Hand Cost.
    Deck,
    /// From its owner's Discard pile, by an effect that says so (`You may play a card from
    /// your Discard pile`, CR 5.2.a): like [`PlayFrom::Deck`], neither its `hand` nor its
    /// `reserve` reactions activate, it does not gain Fleeting, and its cost is its Hand
    /// Cost.
    Discard,
}
