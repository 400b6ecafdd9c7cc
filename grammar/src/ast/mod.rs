//! The typed, spanned tree of a card file.
//!
//! Every rules word of a card has a typed place here: there is no "unparsed text" node.
//! Reminder text `(…)` is kept as a string because it has no rules meaning (CR 2.2.12.c).
//! Spans are byte ranges into the whole card file; they never take part in equality, so
//! `parse(render(card)) == card` compares what the card says, not where it says it.

use crate::span::Span;
use crate::vocab::{CardType, Faction, KeywordName, Phase, Rarity, StatusName, Terrain};
use serde::Serialize;

mod abilities;
mod actions;
mod conditions;
mod nouns;
mod passives;
mod quantities;
mod triggers;

pub use abilities::*;
pub use actions::*;
pub use conditions::*;
pub use nouns::*;
pub use passives::*;
pub use quantities::*;
pub use triggers::*;

/// A value with the span of the text it came from.
#[derive(Debug, Clone)]
pub struct Spanned<T> {
    /// The value.
    pub node: T,
    /// Where it was written (ignored by equality and serialization).
    pub span: Span,
}

impl<T: Serialize> Serialize for Spanned<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.node.serialize(s)
    }
}

impl<T: PartialEq> PartialEq for Spanned<T> {
    fn eq(&self, other: &Self) -> bool {
        self.node == other.node
    }
}

impl<T> Spanned<T> {
    /// Wraps a value with its span.
    pub fn new(node: T, span: Span) -> Self {
        Spanned { node, span }
    }
}

/// A whole card file.
///
/// # Examples
///
/// ```
/// use altered_grammar::{parse_card, CardType, Faction};
/// let (card, _) = parse_card(
///     "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
///      cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\n\n\
///      etb Draw a card.\n--- support ---\nDefender.\n",
/// );
/// let card = card.unwrap();
/// assert_eq!(card.header.card_type.unwrap().node, CardType::Character);
/// assert_eq!(card.header.faction.unwrap().node, Faction::Bravos);
/// assert_eq!(card.header.stats.unwrap().node.mountain, 3);
/// assert_eq!((card.abilities.len(), card.support.len()), (1, 1));
/// ```
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Card {
    /// The header fields.
    pub header: Header,
    /// The ability box, in printed order.
    pub abilities: Vec<Ability>,
    /// The support box (abilities that work while the card is in Reserve).
    pub support: Vec<Ability>,
    /// Every counter name the abilities write (`Kelon` of `2 Kelon counters`), in source
    /// order, with its span: counters are open vocabulary, and the interpreter checks each
    /// against the pool's lexicon. An index of the abilities, so not serialized.
    #[serde(skip)]
    pub counter_names: Vec<Spanned<String>>,
}

/// The header: what is printed around the text box.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Header {
    /// The card's name.
    pub name: Option<Spanned<String>>,
    /// The card type.
    pub card_type: Option<Spanned<CardType>>,
    /// For a token card (`card_type` is [`CardType::Token`]) whose type line names the
    /// type of its tokens (`type: Token Landmark Permanent — Relic`): that type. `None`
    /// for `type: Token` and `type: Token Character`, whose tokens are Characters (CR
    /// 2.2.1.d; tokens of later sets are Landmark Permanents too).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token_of: Option<Spanned<CardType>>,
    /// Sub-types, as written (the check validates them).
    pub subtypes: Vec<Spanned<String>>,
    /// The faction.
    pub faction: Option<Spanned<Faction>>,
    /// The rarity, when it is one the language names.
    pub rarity: Option<Spanned<Rarity>>,
    /// A rarity written as a word the language does not name (`rarity: Mythic`): a
    /// declaration may add it, so it is the interpreter's check, given the pool's lexicon,
    /// that decides whether it is an error.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other_rarity: Option<Spanned<String>>,
    /// Hand and reserve cost.
    pub cost: Option<Spanned<Costs>>,
    /// Forest, mountain and water statistics.
    pub stats: Option<Spanned<Stats>>,
    /// A Hero's reserve and landmark limits.
    pub limits: Option<Spanned<Limits>>,
    /// altered.gg references of the printings.
    pub refs: Vec<Spanned<Reference>>,
}

/// One printing's altered.gg reference (`ALT_CORE_B_AX_26_C`), with the faction and
/// rarity it is printed with when they differ from the header's: printings that differ only
/// in those labels are one card (`ALT_BISE_A_AX_56_R2 (Yzmir Rare)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    /// The reference.
    pub id: String,
    /// The faction this printing has, when not the header's (CR 2.2.10).
    pub faction: Option<Faction>,
    /// The rarity this printing has, when not the header's (CR 2.2.5).
    pub rarity: Option<Rarity>,
}

/// A reference with the header's labels is its id alone, as before labels existed (so the
/// JSON of the AST and its snapshots read `"ALT_CORE_B_AX_26_C"`); a labelled one is an
/// object `{"id", "faction", "rarity"}` without the absent labels.
impl Serialize for Reference {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        if self.faction.is_none() && self.rarity.is_none() {
            return s.serialize_str(&self.id);
        }
        let fields = 1 + usize::from(self.faction.is_some()) + usize::from(self.rarity.is_some());
        let mut st = s.serialize_struct("Reference", fields)?;
        st.serialize_field("id", &self.id)?;
        if let Some(f) = &self.faction {
            st.serialize_field("faction", f)?;
        }
        if let Some(r) = &self.rarity {
            st.serialize_field("rarity", r)?;
        }
        st.end()
    }
}

impl Reference {
    /// A reference printed with the header's faction and rarity.
    pub fn plain(id: impl Into<String>) -> Reference {
        Reference {
            id: id.into(),
            faction: None,
            rarity: None,
        }
    }
}

impl std::fmt::Display for Reference {
    /// As written in a card file: `ALT_BISE_A_AX_56_R2 (Yzmir Rare)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.id)?;
        let labels: Vec<String> = self
            .faction
            .map(|x| x.to_string())
            .into_iter()
            .chain(self.rarity.map(|x| x.to_string()))
            .collect();
        if !labels.is_empty() {
            write!(f, " ({})", labels.join(" "))?;
        }
        Ok(())
    }
}

/// Hand and reserve cost (CR 2.2.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Costs {
    /// Paid when played from hand.
    pub hand: u8,
    /// Paid when played from Reserve.
    pub reserve: u8,
}

/// Statistics (CR 2.2.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Forest statistic.
    pub forest: u8,
    /// Mountain statistic.
    pub mountain: u8,
    /// Water statistic.
    pub water: u8,
}

/// A Hero's limits (CR 2.2.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Limits {
    /// Cards kept in Reserve at Clean-up.
    pub reserve: u8,
    /// Permanents kept in the Landmark zone at Clean-up.
    pub landmarks: u8,
}
