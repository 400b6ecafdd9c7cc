//! The closed vocabularies of the language: one table of spellings per enum, used by
//! the parser, the renderer and the did-you-mean suggestions.

use serde::{Deserialize, Serialize};

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
    let letters = LetterCounts::of(&lower);
    let first = word.chars().next();
    candidates
        .into_iter()
        .filter_map(|(c, tier, commonness)| {
            let c_len = c.chars().count();
            let most = (c_len / 3).max(1);
            if c_len.abs_diff(len) > most {
                return None;
            }
            // Most candidates share few letters with the word: the bound rules them out
            // without the edit distance, which costs a table per pair (the grammar has
            // hundreds of words, and a line in error may hold several unknown ones).
            if let (Some(a), Some(b)) = (&letters, LetterCounts::of(c)) {
                if a.distance_at_least(&b) > most {
                    return None;
                }
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

/// How many times each letter occurs in an ASCII word, case-insensitive (other characters
/// share one count): a lower bound of the edit distance between two words, far cheaper than
/// the distance itself.
struct LetterCounts([u8; 27]);

impl LetterCounts {
    /// `None` for a word that is not ASCII, whose lower case may change its length.
    fn of(word: &str) -> Option<Self> {
        if !word.is_ascii() {
            return None;
        }
        let mut counts = [0u8; 27];
        for b in word.bytes() {
            let i = if b.is_ascii_alphabetic() {
                usize::from(b.to_ascii_lowercase() - b'a')
            } else {
                26
            };
            counts[i] = counts[i].saturating_add(1);
        }
        Some(Self(counts))
    }

    /// A lower bound of the Damerau–Levenshtein distance between the two words: an
    /// insertion, a deletion or a substitution changes the letters one word has more of,
    /// and those the other has more of, by at most one each; a transposition changes
    /// neither.
    fn distance_at_least(&self, other: &Self) -> usize {
        let (mut more, mut fewer) = (0usize, 0usize);
        for (a, b) in self.0.iter().zip(&other.0) {
            more += usize::from(a.saturating_sub(*b));
            fewer += usize::from(b.saturating_sub(*a));
        }
        more.max(fewer)
    }
}

// `Deserialize` too: the interpreter's compiled programs, which are saved, hold some of
// these words (a phase in `Cond::PhaseNow`).
macro_rules! vocabulary {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident => $spelling:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
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

/// The singular of a sub-type written in the plural (`Robots`, `Fairies`), by English
/// spelling alone: which sub-types exist is data (the pool's lexicon), not the grammar's.
///
/// # Examples
///
/// ```
/// use altered_grammar::singular_subtype;
/// assert_eq!(singular_subtype("Robots"), "Robot");
/// assert_eq!(singular_subtype("Fairies"), "Fairy");
/// assert_eq!(singular_subtype("Robot"), "Robot");
/// ```
pub fn singular_subtype(word: &str) -> String {
    if let Some(stem) = word.strip_suffix("ies") {
        return format!("{stem}y");
    }
    if let Some(stem) = word.strip_suffix('s') {
        // `Colossus`, `Boss`: an `s` that is no plural's.
        if !stem.ends_with(['s', 'u']) {
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

/// A keyword action (CR 7.3) as the grammar reads it: one entry per action, from which the
/// word rule of the grammar (`kaw_<rule>` in `vocab.pest`), the renderer's spellings and the
/// list of keyword actions in suggestions and docs all come. Adding a keyword action's
/// words is adding an entry here (then regenerating `vocab.pest`, see [`generated_grammar`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeywordActionWord {
    /// The grammar's name for it: the generated word rule is `kaw_<rule>`.
    pub rule: &'static str,
    /// The canonical spelling (`Resupply`).
    pub spelling: &'static str,
    /// The third person, read the same (`Resupplies`), when the action has one.
    pub third_person: Option<&'static str>,
    /// The rule of the Complete Rules that defines it.
    pub cr: &'static str,
}

impl KeywordActionWord {
    /// Every spelling the grammar reads, longest first (so that a PEG choice never stops
    /// at a prefix: `Resupplies` before `Resupply`).
    pub fn spellings(&self) -> Vec<&'static str> {
        let mut all: Vec<&'static str> = std::iter::once(self.spelling).chain(self.third_person).collect();
        longest_first(&mut all);
        all
    }
}

/// The keyword actions the grammar knows (CR 7.3).
pub const KEYWORD_ACTIONS: &[KeywordActionWord] = &[
    KeywordActionWord {
        rule: "after_you",
        spelling: "After You",
        third_person: None,
        cr: "7.3.2",
    },
    KeywordActionWord {
        rule: "ascend",
        spelling: "Ascend",
        third_person: Some("Ascends"),
        cr: "7.3.3",
    },
    KeywordActionWord {
        rule: "augment",
        spelling: "Augment",
        // `When an opponent Augments a card` (a trigger's subject, CR 7.3.4)
        third_person: Some("Augments"),
        cr: "7.3.4",
    },
    KeywordActionWord {
        rule: "defect",
        // a verb inside a sentence (`Target token Character defects.`)
        spelling: "defect",
        third_person: Some("defects"),
        cr: "7.3.6",
    },
    KeywordActionWord {
        rule: "exhausted_resupply",
        spelling: "Exhausted Resupply",
        third_person: Some("Exhausted Resupplies"),
        cr: "7.3.13",
    },
    KeywordActionWord {
        rule: "resupply",
        spelling: "Resupply",
        third_person: Some("Resupplies"),
        cr: "7.3.26",
    },
    KeywordActionWord {
        rule: "rush",
        spelling: "Rush",
        third_person: None,
        cr: "7.3.29",
    },
    KeywordActionWord {
        rule: "sabotage",
        spelling: "Sabotage",
        // `When an opponent Sabotages` (a trigger's subject, CR 7.3.30)
        third_person: Some("Sabotages"),
        cr: "7.3.30",
    },
];

/// The keyword action whose grammar rule is `rule` (see [`KeywordActionWord::rule`]).
///
/// # Panics
///
/// When no entry has that rule: a caller names an entry of [`KEYWORD_ACTIONS`] by a
/// literal, so this is a mistake in the code, caught by any test that renders it.
pub fn keyword_action(rule: &str) -> &'static KeywordActionWord {
    KEYWORD_ACTIONS
        .iter()
        .find(|k| k.rule == rule)
        .unwrap_or_else(|| panic!("no keyword action `{rule}` in KEYWORD_ACTIONS"))
}

/// The capitalised words of the language that are not in one of the tables above (verbs,
/// determiners, pronouns, zones and the plural kinds): with the tables' one-word spellings
/// they make the grammar's `reserved` rule, the words that are never read as a sub-type
/// name at the start of a noun phrase.
pub const RESERVED_WORDS: &[&str] = &[
    "Expedition's",
    "Expeditions",
    "Immediately",
    "Characters",
    "Distribute",
    "Expedition",
    "Permanents",
    "Sacrifices",
    "Companion",
    "Landmarks",
    "Otherwise",
    "Sacrifice",
    "Activate",
    "Activates",
    "Discards",
    "Exchange",
    "Increase",
    "Landmark",
    "Reserves",
    "Shuffles",
    "Starting",
    "Another",
    "Becomes",
    "Shuffle",
    "Chooses",
    "Creates",
    "Discard",
    "Exhaust",
    "Reserve",
    "Returns",
    "Support",
    "Choose",
    "Create",
    "Double",
    "During",
    "Ignore",
    "Become",
    "Reduce",
    "Remove",
    "Return",
    "Reveal",
    "Reveals",
    "Spells",
    "Switch",
    "Target",
    "Tokens",
    "Unless",
    "After",
    "Cards",
    "Draws",
    "Gains",
    "Loses",
    "Moves",
    "Plays",
    "Ready",
    "Sends",
    "Takes",
    "Spend",
    "Spends",
    "Joins",
    "These",
    "Those",
    "Cost",
    "Deck",
    "Draw",
    "Each",
    "Gain",
    "Give",
    "Join",
    "Hand",
    "Have",
    "Look",
    "Lose",
    "Mana",
    "Move",
    "Play",
    "Puts",
    "Rest",
    "Roll",
    "Send",
    "Take",
    "That",
    "Then",
    "They",
    "This",
    "When",
    "Your",
    "Add",
    "All",
    "Any",
    "Day",
    "For",
    "Pay",
    "Put",
    "The",
    "Win",
    "Wins",
    "You",
    "At",
    "Do",
    "If",
    "It",
    "My",
    "On",
    "Up",
    "I",
];

/// Sorts words longest first, then alphabetically: the order in which a PEG choice of
/// words must try them, so that no word stops the choice at a prefix of a longer one.
fn longest_first(words: &mut Vec<&'static str>) {
    words.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    words.dedup();
}

/// The spellings of a [`Vocabulary`].
fn spellings<V: Vocabulary>() -> impl Iterator<Item = &'static str> {
    V::TABLE.iter().map(|(_, s)| *s)
}

/// The words of the `reserved` rule: [`RESERVED_WORDS`] and every one-word spelling of the
/// statuses, keywords, phases, card types and keyword actions.
pub fn reserved_words() -> Vec<String> {
    let mut words: Vec<String> = RESERVED_WORDS
        .iter()
        .copied()
        .chain(spellings::<StatusName>())
        .chain(spellings::<KeywordName>())
        .chain(spellings::<Phase>())
        .chain(spellings::<CardType>())
        // A keyword action written as a verb (`defects`) starts a sentence capitalised.
        .chain(KEYWORD_ACTIONS.iter().flat_map(KeywordActionWord::spellings))
        .filter(|w| !w.contains(' '))
        .map(capitalised)
        .collect();
    words.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    words.dedup();
    words
}

/// `word` with its first letter upper-case, as a word is at the start of a sentence.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// One word of the closed vocabularies: the list it is in and its canonical spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VocabularyEntry {
    /// The list, in words (`status`, `keyword ability`, `keyword action`, …).
    pub list: &'static str,
    /// Where the Complete Rules define the list (`2.4`).
    pub cr: &'static str,
    /// The canonical spelling.
    pub spelling: &'static str,
}

/// Every entry of the closed vocabularies, list by list in table order: what docs and
/// tools that show the language's words read, so that none of them keeps a copy.
///
/// # Examples
///
/// ```
/// let entries = altered_grammar::vocabulary_entries();
/// assert!(entries.iter().any(|e| e.list == "status" && e.spelling == "Fleeting"));
/// assert!(entries.iter().any(|e| e.list == "keyword action" && e.spelling == "Resupply"));
/// ```
pub fn vocabulary_entries() -> Vec<VocabularyEntry> {
    fn list<V: Vocabulary>(list: &'static str, cr: &'static str) -> impl Iterator<Item = VocabularyEntry> {
        spellings::<V>().map(move |spelling| VocabularyEntry { list, cr, spelling })
    }
    list::<CardType>("card type", "2.2.1")
        .chain(list::<Faction>("faction", "2.2.10"))
        .chain(list::<Rarity>("rarity", "2.2.5"))
        .chain(list::<StatusName>("status", "2.4"))
        .chain(list::<KeywordName>("keyword ability", "7.4"))
        .chain(KEYWORD_ACTIONS.iter().map(|k| VocabularyEntry {
            list: "keyword action",
            cr: k.cr,
            spelling: k.spelling,
        }))
        .chain(list::<Phase>("phase", "4.2"))
        .chain(list::<Terrain>("terrain", "2.2.11"))
        .collect()
}

/// A choice of words for pest: `^"a" | ^"b"` (case-insensitive) or `"a" | "b"`.
fn choice(words: &[impl AsRef<str>], case_insensitive: bool) -> String {
    let caret = if case_insensitive { "^" } else { "" };
    words
        .iter()
        .map(|w| format!("{caret}\"{}\"", w.as_ref()))
        .collect::<Vec<_>>()
        .join(" | ")
}

/// The vocabulary rules of the grammar, generated from the tables of this module: the text
/// of `grammar/src/vocab.pest`, which the parser reads beside `card.pest`. pest reads
/// grammar files, not Rust, so the file is generated and kept in the repository; the test
/// `vocab_pest_is_generated_from_the_tables` fails when it is out of date, and
/// `VOCAB_UPDATE=1 cargo test -p altered-grammar vocab_pest` rewrites it.
pub fn generated_grammar() -> String {
    let mut out = String::from(
        "// GENERATED from the tables of grammar/src/vocab.rs by `generated_grammar()`: do not edit.\n\
         // `VOCAB_UPDATE=1 cargo test -p altered-grammar vocab_pest` rewrites this file; a test fails\n\
         // when it is out of date. Word choices are longest first, so that no word stops a choice\n\
         // at a prefix of a longer one.\n\n",
    );
    let mut statuses: Vec<&'static str> = spellings::<StatusName>().collect();
    longest_first(&mut statuses);
    out.push_str("// Statuses (CR 2.4): `StatusName`.\n");
    out.push_str(&format!("status_word = @{{ {} }}\n\n", choice(&statuses, true)));

    let mut keywords: Vec<&'static str> = spellings::<KeywordName>().collect();
    longest_first(&mut keywords);
    out.push_str("// Keyword abilities (CR 7.4): `KeywordName`.\n");
    out.push_str(&format!("keyword_name = @{{ ({}) ~ B }}\n\n", choice(&keywords, true)));

    let mut actions: Vec<&'static str> = KEYWORD_ACTIONS.iter().flat_map(KeywordActionWord::spellings).collect();
    longest_first(&mut actions);
    out.push_str(
        "// Keyword actions (CR 7.3): `KEYWORD_ACTIONS`. Any of them, as `[…]` never names a keyword ability.\n",
    );
    out.push_str(&format!("keyword_action_name = @{{ {} }}\n", choice(&actions, true)));
    out.push_str("// Each keyword action's word, bare or in brackets (`Resupply`, `[Resupply]`).\n");
    for action in KEYWORD_ACTIONS {
        let forms = choice(&action.spellings(), true);
        out.push_str(&format!(
            "kaw_{} = @{{ \"[\" ~ ({forms}) ~ \"]\" | ({forms}) ~ B }}\n",
            action.rule
        ));
    }

    out.push_str(
        "\n// The capitalised words of the language, never read as a sub-type name (`named`):\n\
         // `RESERVED_WORDS` and the one-word spellings of the tables (`reserved_words()`).\n",
    );
    out.push_str(&format!(
        "reserved = @{{ ({}) ~ B }}\n",
        choice(&reserved_words(), false)
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `vocab.pest` is what [`generated_grammar`] makes of the tables; `VOCAB_UPDATE=1`
    /// rewrites it.
    #[test]
    fn vocab_pest_is_generated_from_the_tables() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/vocab.pest");
        let generated = generated_grammar();
        if std::env::var_os("VOCAB_UPDATE").is_some() {
            std::fs::write(path, &generated).expect("vocab.pest is writable");
        }
        let on_disk = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            on_disk == generated,
            "grammar/src/vocab.pest is out of date with the tables of vocab.rs: run \
             `VOCAB_UPDATE=1 cargo test -p altered-grammar vocab_pest` and commit the file"
        );
    }

    /// A verb that starts an action is never read as a sub-type: `Shuffle target Character
    /// into …` would otherwise read as a `Shuffle` doing `target Character`, and fail.
    #[test]
    fn every_verb_that_starts_an_action_is_reserved() {
        let words = reserved_words();
        let actions = include_str!("grammar/actions.pest");
        let mut missing = Vec::new();
        for line in actions.lines().filter(|l| l.starts_with("a_")) {
            let Some(body) = line.split_once("{ ^\"").map(|(_, b)| b) else {
                continue;
            };
            let verb: String = body.chars().take_while(char::is_ascii_alphabetic).collect();
            let mut capitalised = verb.clone();
            capitalised[..1].make_ascii_uppercase();
            let inflected = body[verb.len()..].starts_with("\" ~ \"s\"?");
            for w in [Some(capitalised.clone()), inflected.then(|| format!("{capitalised}s"))]
                .into_iter()
                .flatten()
            {
                if !words.contains(&w) {
                    missing.push(w);
                }
            }
        }
        assert!(missing.is_empty(), "verbs to add to RESERVED_WORDS: {missing:?}");
    }

    #[test]
    fn reserved_words_are_longest_first_and_hold_every_table_word() {
        let words = reserved_words();
        assert!(words.windows(2).all(|w| w[0].len() >= w[1].len()), "{words:?}");
        for w in [
            "Fleeting",
            "Ascended",
            "Tough",
            "Dusk",
            "Hero",
            "Resupply",
            "Resupplies",
            "Defects",
            "Draw",
        ] {
            assert!(words.iter().any(|x| x == w), "{w}");
        }
        assert!(!words.iter().any(|w| w.contains(' ')));
    }

    #[test]
    fn each_keyword_action_is_named_once() {
        for (i, a) in KEYWORD_ACTIONS.iter().enumerate() {
            assert!(KEYWORD_ACTIONS[..i]
                .iter()
                .all(|b| b.rule != a.rule && b.spelling != a.spelling));
            assert_eq!(keyword_action(a.rule), a);
            assert_eq!(
                a.spellings().first().map(|s| s.len()),
                a.spellings().iter().map(|s| s.len()).max()
            );
        }
    }
}
