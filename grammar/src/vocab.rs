//! The closed vocabularies of the language: one table of spellings per enum, used by
//! the parser, the renderer and the did-you-mean suggestions.

use serde::Serialize;

/// A closed vocabulary: every value with its canonical spelling.
pub trait Vocabulary: Sized + Copy + 'static {
    /// Every value with its canonical spelling.
    const TABLE: &'static [(Self, &'static str)];

    /// The canonical spelling.
    fn as_str(self) -> &'static str
    where
        Self: PartialEq,
    {
        Self::TABLE
            .iter()
            .find(|(v, _)| *v == self)
            .map(|(_, s)| *s)
            .unwrap_or("?")
    }

    /// The value spelled `word` (case-insensitive).
    fn from_word(word: &str) -> Option<Self> {
        Self::TABLE
            .iter()
            .find(|(_, s)| s.eq_ignore_ascii_case(word))
            .map(|(v, _)| *v)
    }

    /// The spelling closest to `word`, if it is close enough to be a likely typo.
    fn suggest(word: &str) -> Option<&'static str> {
        suggest(word, Self::TABLE.iter().map(|(_, s)| *s))
    }
}

/// The candidate closest to `word`, if close enough to be a typo of it (see `suggest_ranked`).
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    suggest_ranked(word, candidates.into_iter().map(|c| (c, 0, 0)))
}

/// The candidate closest to `word`, if close enough to be a typo of it.
///
/// Closeness is the Damerau–Levenshtein distance, case-insensitive, so a transposition
/// (`Fleetign`) costs one edit like a missing letter; a candidate is close enough within a
/// third of its length (at least one edit), and for a word under five letters only with
/// the same first letter. Among equally close candidates, in order:
/// the lower `tier` (callers give 0 to the words expected where the typo stands, such as
/// the statuses after `[[`); the same case as `word` (`bost` is `boost`, not `Cost`); the
/// same first letter (typos rarely hit it); the nearer length; the more common word
/// (`commonness`, 0 when unknown); then the spelling, so the answer never depends on the
/// order of the candidates.
pub(crate) fn suggest_ranked<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = (&'a str, u8, u32)>,
) -> Option<&'a str> {
    // No vocabulary word is longer than this; a longer word is never one typo away, and
    // edit distance on pasted junk would cost time proportional to its length.
    const LONGEST_WORTH_SUGGESTING: usize = 48;
    let len = word.chars().count();
    if len > LONGEST_WORTH_SUGGESTING {
        return None;
    }
    let lower = word.to_lowercase();
    let first = word.chars().next();
    candidates
        .into_iter()
        .filter_map(|(c, tier, commonness)| {
            let c_len = c.chars().count();
            if c_len.abs_diff(len) > (c_len / 3).max(1) {
                return None;
            }
            let distance = strsim::damerau_levenshtein(&lower, &c.to_lowercase());
            let c_first = c.chars().next();
            let case_differs = first.map(char::is_uppercase) != c_first.map(char::is_uppercase);
            let first_differs =
                first.map(|f| f.to_lowercase().eq(c_first.into_iter().flat_map(char::to_lowercase))) != Some(true);
            // A short word with another first letter is most often another word
            // (`even` is not a typo of `seven`).
            let close = distance <= (c_len / 3).max(1) && !(first_differs && len < 5 && distance > 0);
            close.then_some((
                (
                    distance,
                    tier,
                    case_differs,
                    first_differs,
                    c_len.abs_diff(len),
                    std::cmp::Reverse(commonness),
                    c,
                ),
                c,
            ))
        })
        .min_by(|(a, _), (b, _)| a.cmp(b))
        .map(|(_, c)| c)
}

macro_rules! vocabulary {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident => $spelling:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
        pub enum $name { $($(#[$vm])* $variant),+ }
        impl Vocabulary for $name {
            const TABLE: &'static [(Self, &'static str)] = &[$(($name::$variant, $spelling)),+];
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

vocabulary! {
    /// Card types (CR 2.2.2).
    ///
    /// # Examples
    ///
    /// ```
    /// use altered_grammar::{CardType, Vocabulary};
    /// assert_eq!(CardType::from_word("landmark permanent"), Some(CardType::LandmarkPermanent));
    /// assert_eq!(CardType::Spell.to_string(), "Spell");
    /// assert_eq!(CardType::suggest("Charcter"), Some("Character"));
    /// ```
    #[non_exhaustive]
    CardType {
        /// A Hero.
        Hero => "Hero",
        /// A Character.
        Character => "Character",
        /// A Spell.
        Spell => "Spell",
        /// A Permanent (printed with a Landmark or Gear sub-type in the first set).
        Permanent => "Permanent",
        /// A Landmark Permanent.
        LandmarkPermanent => "Landmark Permanent",
        /// An Expedition Permanent.
        ExpeditionPermanent => "Expedition Permanent",
        /// A token (a Character created by an effect, CR 7.3.5).
        Token => "Token",
        /// A token used only as a Mana Orb.
        ManaToken => "Mana Token",
    }
}

vocabulary! {
    /// The factions.
    Faction {
        /// Axiom.
        Axiom => "Axiom",
        /// Bravos.
        Bravos => "Bravos",
        /// Lyra.
        Lyra => "Lyra",
        /// Muna.
        Muna => "Muna",
        /// Ordis.
        Ordis => "Ordis",
        /// Yzmir.
        Yzmir => "Yzmir",
        /// No faction.
        Neutral => "Neutral",
    }
}

vocabulary! {
    /// Rarities.
    #[non_exhaustive]
    Rarity {
        /// Common.
        Common => "Common",
        /// Rare.
        Rare => "Rare",
        /// Unique.
        Unique => "Unique",
    }
}

vocabulary! {
    /// Statuses (CR 2.4).
    StatusName {
        /// Sent to the discard pile instead of Reserve.
        Fleeting => "Fleeting",
        /// Does not go to Reserve during Rest.
        Anchored => "Anchored",
        /// Ignored during Dusk, does not go to Reserve during Rest.
        Asleep => "Asleep",
        /// Has one or more boosts.
        Boosted => "Boosted",
        /// Can't be played; no support abilities.
        Exhausted => "Exhausted",
        /// An Expedition's: it may move forward when tied, and loses it during Rest
        /// (CR 2.4.3).
        Ascended => "Ascended",
    }
}

vocabulary! {
    /// Keyword abilities (CR 7.4).
    #[non_exhaustive]
    KeywordName {
        /// CR 7.4.1.
        Cooldown => "Cooldown",
        /// CR 7.4.2.
        Defender => "Defender",
        /// CR 7.4.3.
        Eternal => "Eternal",
        /// CR 7.4.4.
        Gigantic => "Gigantic",
        /// CR 7.4.5, with a mana parameter.
        Scout => "Scout",
        /// CR 7.4.6.
        Seasoned => "Seasoned",
        /// CR 7.4.7, with a number parameter.
        Tough => "Tough",
    }
}

impl KeywordName {
    /// Whether the keyword takes a number (`Tough 1`, `Scout 2`).
    pub fn takes_parameter(self) -> bool {
        matches!(self, KeywordName::Tough | KeywordName::Scout)
    }
}

vocabulary! {
    /// Phases a trigger can name (CR 4.1).
    Phase {
        /// Morning.
        Morning => "Morning",
        /// Noon.
        Noon => "Noon",
        /// Afternoon.
        Afternoon => "Afternoon",
        /// Dusk.
        Dusk => "Dusk",
        /// Night.
        Night => "Night",
    }
}

vocabulary! {
    /// Terrains and statistics (CR 2.2.7).
    Terrain {
        /// `{V}`.
        Forest => "forest",
        /// `{M}`.
        Mountain => "mountain",
        /// `{O}`.
        Water => "water",
    }
}

/// Sub-types printed on the real cards. A sub-type outside this list is reported by
/// the check with a suggestion, since it is most often a typo.
pub const KNOWN_SUBTYPES: &[&str] = &[
    "Adventurer",
    "Animal",
    "Apprentice",
    "Artist",
    "Boon",
    "Bureaucrat",
    "Citizen",
    "Companion",
    "Conjuration",
    "Construction",
    "Deity",
    "Disruption",
    "Dragon",
    "Druid",
    "Elemental",
    "Engineer",
    "Fairy",
    "Gear",
    "Illusion",
    "Landmark",
    "Leviathan",
    "Mage",
    "Maneuver",
    "Messenger",
    "Noble",
    "Plant",
    "Robot",
    "Scholar",
    "Site",
    "Soldier",
    "Song",
    "Spirit",
    "Titan",
    "Trainer",
];

/// The singular of a sub-type written in the plural (`Robots`, `Fairies`).
pub fn singular_subtype(word: &str) -> String {
    if KNOWN_SUBTYPES.contains(&word) {
        return word.to_string();
    }
    if let Some(stem) = word.strip_suffix("ies") {
        let y = format!("{stem}y");
        if KNOWN_SUBTYPES.contains(&y.as_str()) {
            return y;
        }
    }
    if let Some(stem) = word.strip_suffix('s') {
        if KNOWN_SUBTYPES.contains(&stem) || !stem.ends_with('s') {
            return stem.to_string();
        }
    }
    word.to_string()
}

/// The plural of a sub-type.
pub fn plural_subtype(word: &str) -> String {
    if let Some(stem) = word.strip_suffix('y') {
        if !stem.ends_with(['a', 'e', 'i', 'o', 'u']) {
            return format!("{stem}ies");
        }
    }
    format!("{word}s")
}
