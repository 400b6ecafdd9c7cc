//! The card pool: card files compiled once into shared definitions (`Arc<CardDef>`), found
//! by their altered.gg references.
//!
//! A game uses what is printed around the text box (type, sub-types, costs, statistics, a
//! Hero's limits) and the two keywords the playing rules themselves read (Fleeting on a
//! Spell, CR 5.2.4.a; Cooldown, CR 5.2.4.b). The parsed card is kept for the interpreter.

use altered_grammar::{AbilityKind, Card, CardType, Faction, KeywordItem, KeywordName, Rarity, StatusName};
use altered_interpreter::{files, Compiled, Lexicon, TokenKind};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use crate::ids::CardId;

/// What kind of object a card makes, as the playing rules need it (CR 2.2.1, 2.2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub enum Kind {
    /// A Hero: starts in the Hero zone (CR 1.3.1.c).
    Hero,
    /// A Character: played to one of its controller's Expeditions (CR 5.2.1).
    Character,
    /// A Spell: resolves in Limbo, then goes to Reserve or, Fleeting, to the Discard pile (CR 5.2.4).
    Spell,
    /// A Landmark Permanent: joins the Landmark zone (CR 5.2.3).
    LandmarkPermanent,
    /// An Expedition Permanent: joins one of its controller's Expeditions (CR 5.2.2).
    ExpeditionPermanent,
    /// A token card (CR 1.1.7.b); it is never in a deck.
    Token,
    /// A card that can't be played but can be used as a Mana Orb (Mana Convergence).
    ManaToken,
}

impl Kind {
    /// Whether a deck may hold this card (Heroes are the deck's Hero line).
    pub fn in_deck(self) -> bool {
        !matches!(self, Kind::Token)
    }

    /// Whether a card of this kind can be played from Hand or Reserve (CR 5.2).
    pub fn playable(self) -> bool {
        matches!(
            self,
            Kind::Character | Kind::Spell | Kind::LandmarkPermanent | Kind::ExpeditionPermanent
        )
    }

    /// Whether playing it needs the choice of an Expedition (CR 5.1.2.c.2).
    pub fn goes_to_expedition(self) -> bool {
        matches!(self, Kind::Character | Kind::ExpeditionPermanent)
    }
}

/// The index of the ability "hand: Send me to Reserve" that a card played with Scout
/// gains (CR 7.4.5.c), in Emblems and options: it is not printed, so it has no place
/// among the card's abilities.
pub const SCOUT_ABILITY: u16 = u16::MAX;

/// The index, in Emblems and options, of the first Emblem-Reaction made from what a passive
/// ability or lasting effect gives a card as it is played (CR 5.2.c); the next ones count
/// down from it, one per effect, so that a player ordering them can tell them apart. They
/// are not printed, so they have no place among the card's abilities.
pub const ENTERING_ABILITY: u16 = u16::MAX - 1;

/// How many such Emblems one card played can have; more effects share the last index.
pub(crate) const ENTERING_ABILITIES: u16 = 16;

/// Whether `ability` is one of the [`ENTERING_ABILITY`] indices.
pub(crate) fn is_entering(ability: u16) -> bool {
    (ENTERING_ABILITY - (ENTERING_ABILITIES - 1)..=ENTERING_ABILITY).contains(&ability)
}

/// The reference prefix of a Landmark Permanent token (`token:` is a Character token's).
const LANDMARK_TOKEN_REF: &str = "landmark-token:";
/// The reference prefix of an Expedition Permanent token.
const EXPEDITION_PERMANENT_TOKEN_REF: &str = "expedition-permanent-token:";

/// A compiled card: what the engine reads, and the card file it came from.
#[derive(Debug, Clone)]
pub struct CardDef {
    /// The card's name.
    pub name: String,
    /// Its kind (type and, for Permanents, zone type).
    pub kind: Kind,
    /// Sub-types as written.
    pub subtypes: Vec<String>,
    /// Faction.
    pub faction: Faction,
    /// Rarity (none for Heroes and tokens).
    pub rarity: Option<Rarity>,
    /// Hand cost (CR 2.2.7); tokens 0.
    pub hand_cost: u8,
    /// Reserve cost (CR 2.2.8); tokens 0.
    pub reserve_cost: u8,
    /// Forest, mountain, water (CR 2.2.11); zero when the card has none (CR 1.1.6.d).
    pub stats: [i32; 3],
    /// A Hero's reserve and landmark limits (CR 2.2.13, 2.2.14).
    pub limits: Option<(u8, u8)>,
    /// A Spell with Fleeting printed in its text box (CR 5.2.4.a.2).
    pub fleeting_spell: bool,
    /// Has the Cooldown keyword (CR 5.2.4.b).
    pub cooldown: bool,
    /// An Expedition Permanent with the Gear sub-type, which rests with its Expedition (CR 4.2.5.b).
    pub gear: bool,
    /// altered.gg references of the printings; the first names the card in saved games.
    pub refs: Vec<String>,
    /// The parsed card file, for the interpreter.
    pub card: Card,
    /// Each ability (ability box, then support box) lowered into the effect IR; `None`
    /// where the interpreter does not support it yet (the check says why).
    pub compiled: Vec<Option<Compiled>>,
    /// What kinds of abilities `compiled` holds, worked out on first use: the engine asks
    /// at every step whether a card can react or alter anything, and most cannot.
    pub(crate) traits: OnceLock<Traits>,
}

/// What kinds of abilities a card has (see [`CardDef::traits`]): each flag says whether a
/// query that looks for such an ability can skip the card.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Traits {
    /// Any passive ability.
    pub passives: bool,
    /// A reaction with a written `When …` trigger (CR 6.3.b).
    pub written_triggers: bool,
    /// The kinds of event its written triggers can match (CR 6.3.b).
    pub listens: Kinds,
    /// A passive that grants Gigantic (CR 7.4.4.o).
    pub grants_gigantic: bool,
    /// `Ignore my abilities during the first Day` (CR 7.3.18).
    pub ignores_first_day: bool,
    /// A passive that alters what other abilities read: keywords, presence, terrains,
    /// statistics (CR 2.3.1.l; see `GameState::applied`).
    pub alters: bool,
    /// The phases it has an `At <phase>` reaction for (CR 4.2.b), a bit each
    /// ([`phase_bit`]).
    pub phases: u8,
}

impl Traits {
    /// A reaction with a written trigger or an `At <phase>` one: the card is among
    /// `GameState::listeners`, the cards matching events and phases look at.
    pub fn reacts(&self) -> bool {
        self.written_triggers || self.phases != 0
    }
}

/// The bit of a phase in [`Traits::phases`].
pub(crate) fn phase_bit(phase: altered_grammar::Phase) -> u8 {
    match phase {
        altered_grammar::Phase::Morning => 1,
        altered_grammar::Phase::Noon => 2,
        altered_grammar::Phase::Afternoon => 4,
        altered_grammar::Phase::Dusk => 8,
        altered_grammar::Phase::Night => 16,
    }
}

impl CardDef {
    /// The reference that names this card in saved games and deck lists.
    pub fn reference(&self) -> &str {
        self.refs.first().map(String::as_str).unwrap_or(&self.name)
    }

    /// Whether it describes a token created by an effect (CR 1.1.7.b): a Character token,
    /// or a Permanent token (its reference says which, see [`CardDef::token`]).
    pub fn is_created_token(&self) -> bool {
        let r = self.reference();
        self.kind == Kind::Token || r.starts_with(LANDMARK_TOKEN_REF) || r.starts_with(EXPEDITION_PERMANENT_TOKEN_REF)
    }

    /// The abilities the engine runs: `(index, compiled)` for every supported one.
    pub(crate) fn programs(&self) -> impl Iterator<Item = (u16, &Compiled)> {
        self.compiled
            .iter()
            .enumerate()
            .filter_map(|(i, c)| Some((i as u16, c.as_ref()?)))
    }

    /// The counters it begins the game with (`I begin the game with 5 Heroism counters`):
    /// on it from the moment it is placed in the Hero zone (CR 2.5.e).
    pub(crate) fn begin_counters(&self) -> Vec<(String, u32)> {
        self.programs()
            .filter_map(|(_, c)| match c {
                Compiled::Passive(altered_interpreter::Passive::BeginWithCounters { counter, count }) => {
                    Some((counter.clone(), *count))
                }
                _ => None,
            })
            .collect()
    }

    /// What kinds of abilities it has, worked out once from `compiled`.
    pub(crate) fn traits(&self) -> Traits {
        *self.traits.get_or_init(|| {
            let mut t = Traits::default();
            for (_, c) in self.programs() {
                match c {
                    Compiled::Reaction {
                        trigger: altered_interpreter::Trigger::Event(e),
                        ..
                    } => {
                        t.written_triggers = true;
                        t.listens = t.listens.or(Kinds::heard_by(e));
                    }
                    Compiled::Reaction {
                        trigger: altered_interpreter::Trigger::Phase(p),
                        ..
                    } => t.phases |= phase_bit(*p),
                    Compiled::Passive(p) => {
                        t.passives = true;
                        match p {
                            altered_interpreter::Passive::Grant {
                                keyword: altered_interpreter::KeywordAbility::Gigantic,
                                ..
                            } => t.grants_gigantic = true,
                            altered_interpreter::Passive::IgnoreMyAbilitiesFirstDay => t.ignores_first_day = true,
                            _ => {}
                        }
                        t.alters |= matches!(
                            p,
                            altered_interpreter::Passive::Grant { .. }
                                | altered_interpreter::Passive::RegionAlsoTerrain(_)
                                | altered_interpreter::Passive::AllRegionsAre(_)
                                | altered_interpreter::Passive::MyRegionsAre { .. }
                                | altered_interpreter::Passive::StatisticsEqualHighest { .. }
                        );
                    }
                    _ => {}
                }
            }
            t
        })
    }

    /// The program of ability `index`, if it is a reaction, a Spell's effect or a quick
    /// action; [`SCOUT_ABILITY`] is the reaction a card played with Scout gains.
    /// Part `part` of ability `index`: 0 is [`CardDef::program`], more a reaction's
    /// delayed part (`Sabotage after Rest`).
    pub(crate) fn program_part(&self, index: u16, part: u8) -> Option<&altered_interpreter::Program> {
        if part == 0 {
            return self.program(index);
        }
        match self.compiled.get(usize::from(index))?.as_ref()? {
            Compiled::Reaction { delayed, .. } => delayed.get(usize::from(part) - 1),
            _ => None,
        }
    }

    pub(crate) fn program(&self, index: u16) -> Option<&altered_interpreter::Program> {
        if index == SCOUT_ABILITY {
            return Some(altered_interpreter::scout_reaction());
        }
        match self.compiled.get(usize::from(index))?.as_ref()? {
            Compiled::Reaction { program, .. }
            | Compiled::Spell(program)
            | Compiled::QuickAction { program, .. }
            // A reaction this card gives other objects (an Emblem's `granted`).
            | Compiled::Passive(altered_interpreter::Passive::GrantReaction { program, .. }) => Some(program),
            // The effect of a replacing modifier, resolving as an effect of its own (CR 6.2.b).
            Compiled::Passive(altered_interpreter::Passive::Modifier(altered_interpreter::Modifier {
                change: altered_interpreter::Change::Effect { program, .. },
                ..
            })) => Some(program),
            _ => None,
        }
    }

    /// A token created by an effect (CR 7.3.5): named by `token:` references in saved
    /// games, so that a loaded game rebuilds it without the pool.
    pub fn token(spec: &altered_interpreter::TokenSpec) -> CardDef {
        // A Character token is `Kind::Token`, whose statistics count (CR 2.2.1.d); a
        // Permanent token is of its Permanent kind, and has none (CR 1.1.6.d).
        let (kind, type_line, prefix) = match spec.kind {
            TokenKind::Character => (Kind::Token, "Token", "token:"),
            TokenKind::LandmarkPermanent => (Kind::LandmarkPermanent, "Token Landmark Permanent", LANDMARK_TOKEN_REF),
            TokenKind::ExpeditionPermanent => (
                Kind::ExpeditionPermanent,
                "Token Expedition Permanent",
                EXPEDITION_PERMANENT_TOKEN_REF,
            ),
        };
        let mut def = CardDef::basic(&spec.name, kind, 0, 0, spec.stats.map(i32::from));
        def.subtypes = spec.subtypes.clone();
        let [f, m, w] = spec.stats;
        def.refs = vec![format!("{prefix}{}:{f}/{m}/{w}:{}", spec.name, spec.subtypes.join(","))];
        if !spec.abilities.is_empty() {
            // CR 7.3.5.b: the quoted abilities are the token's own, parsed and lowered as
            // the abilities of a card file are; the reference keeps them for saved games.
            let text = format!(
                "name: {}\ntype: {type_line}\n\n{}\n",
                spec.name,
                spec.abilities.join("\n")
            );
            if let (Some(card), _) = altered_grammar::parse_card(&text) {
                def.compiled = altered_interpreter::compile_card(&card)
                    .into_iter()
                    .map(Result::ok)
                    .collect();
                def.card.abilities = card.abilities;
            }
            def.refs[0].push(':');
            def.refs[0].push_str(&spec.abilities.join("\n"));
        }
        def
    }

    /// The token a `token:` reference names (see [`CardDef::token`]).
    pub fn from_token_ref(r: &str) -> Option<CardDef> {
        // The abilities, last, may hold `:` themselves (`exhaust: …`).
        let (kind, rest) = [
            (TokenKind::Character, "token:"),
            (TokenKind::LandmarkPermanent, LANDMARK_TOKEN_REF),
            (TokenKind::ExpeditionPermanent, EXPEDITION_PERMANENT_TOKEN_REF),
        ]
        .into_iter()
        .find_map(|(kind, prefix)| Some((kind, r.strip_prefix(prefix)?)))?;
        let mut parts = rest.splitn(4, ':');
        let name = parts.next()?.to_owned();
        let stats: Vec<u8> = parts
            .next()?
            .split('/')
            .map(|x| x.parse().ok())
            .collect::<Option<_>>()?;
        let subtypes = parts
            .next()?
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .collect();
        let abilities = parts
            .next()
            .map(|a| a.split('\n').map(str::to_owned).collect())
            .unwrap_or_default();
        if name.is_empty() {
            return None;
        }
        let [f, m, w] = stats[..] else { return None };
        Some(CardDef::token(&altered_interpreter::TokenSpec {
            name,
            stats: [f, m, w],
            subtypes,
            abilities,
            kind,
        }))
    }

    /// Compiles a parsed card. Fails when the header lacks what a game needs.
    pub fn compile(card: Card) -> Result<CardDef, String> {
        CardDef::compile_in(card, Lexicon::bundled())
    }

    /// Compiles a parsed card against a pool's lexicon: the keywords its declarations
    /// define compile to their definitions (docs/declarations.md).
    pub fn compile_in(card: Card, lexicon: &Lexicon) -> Result<CardDef, String> {
        let h = &card.header;
        let name = h.name.as_ref().ok_or("no `name:`")?.node.clone();
        let card_type = h.card_type.as_ref().ok_or("no `type:`")?.node;
        let subtypes: Vec<String> = h.subtypes.iter().map(|s| s.node.clone()).collect();
        let has_sub = |s: &str| subtypes.iter().any(|t| t.eq_ignore_ascii_case(s));
        let kind = match card_type {
            CardType::Hero => Kind::Hero,
            CardType::Character => Kind::Character,
            CardType::Spell => Kind::Spell,
            CardType::LandmarkPermanent => Kind::LandmarkPermanent,
            CardType::ExpeditionPermanent => Kind::ExpeditionPermanent,
            // The first set printed "Permanent — Landmark" and "Permanent — Gear": the zone
            // type was written as a sub-type (CR 2.2.3.c).
            CardType::Permanent if has_sub("Gear") => Kind::ExpeditionPermanent,
            CardType::Permanent => Kind::LandmarkPermanent,
            CardType::Token => Kind::Token,
            CardType::ManaToken => Kind::ManaToken,
            other => return Err(format!("the card type {other} is not played by this engine yet")),
        };
        let (hand_cost, reserve_cost) = match (&h.cost, kind) {
            (Some(c), _) => (c.node.hand, c.node.reserve),
            (None, Kind::Hero | Kind::Token | Kind::ManaToken) => (0, 0),
            (None, _) => return Err(format!("a {card_type} needs `cost:`")),
        };
        let stats = match &h.stats {
            Some(s) => [s.node.forest.into(), s.node.mountain.into(), s.node.water.into()],
            None if kind == Kind::Character => return Err("a Character needs `stats:`".into()),
            None => [0, 0, 0],
        };
        let limits = h.limits.as_ref().map(|l| (l.node.reserve, l.node.landmarks));
        let keyword_lines = card.abilities.iter().filter_map(|a| match &a.kind {
            AbilityKind::Keywords { items, .. } => Some(items),
            _ => None,
        });
        let (mut fleeting, mut cooldown) = (false, false);
        for items in keyword_lines {
            for item in items {
                match &item.node {
                    KeywordItem::Status(StatusName::Fleeting) => fleeting = true,
                    KeywordItem::Keyword(k) if k.name == KeywordName::Cooldown => cooldown = true,
                    _ => {}
                }
            }
        }
        Ok(CardDef {
            name,
            kind,
            gear: kind == Kind::ExpeditionPermanent && has_sub("Gear"),
            subtypes,
            faction: h.faction.as_ref().map(|f| f.node).unwrap_or(Faction::Neutral),
            rarity: h.rarity.as_ref().map(|r| r.node),
            hand_cost,
            reserve_cost,
            stats,
            limits,
            fleeting_spell: fleeting && kind == Kind::Spell,
            cooldown,
            // The printings with the header's labels; the others become cards of their own
            // (see `labelled_printings`).
            refs: h
                .refs
                .iter()
                .filter(|r| r.node.faction.is_none() && r.node.rarity.is_none())
                .map(|r| r.node.id.clone())
                .collect(),
            compiled: altered_interpreter::compile_card_in(&card, lexicon)
                .into_iter()
                .map(Result::ok)
                .collect(),
            traits: OnceLock::new(),
            card,
        })
    }
}

impl CardDef {
    /// The printings of this card file whose faction or rarity label differs from its header
    /// (`refs: …, ALT_BISE_A_AX_56_R2 (Yzmir Rare)`), one card each per distinct pair of
    /// labels: the same text and statistics, with the faction (CR 2.2.10) and rarity (CR
    /// 2.2.5) a deck's construction rules read (CR 1.1.4.c, 1.1.4.e).
    fn labelled_printings(&self) -> Vec<CardDef> {
        let mut out: Vec<CardDef> = Vec::new();
        for r in &self.card.header.refs {
            let r = &r.node;
            if r.faction.is_none() && r.rarity.is_none() {
                continue;
            }
            let faction = r.faction.unwrap_or(self.faction);
            let rarity = r.rarity.or(self.rarity);
            if faction == self.faction && rarity == self.rarity {
                // Labels that repeat the header's: the printing is the header's own.
                continue;
            }
            match out.iter_mut().find(|d| d.faction == faction && d.rarity == rarity) {
                Some(d) => d.refs.push(r.id.clone()),
                None => out.push(CardDef {
                    faction,
                    rarity,
                    refs: vec![r.id.clone()],
                    ..self.clone()
                }),
            }
        }
        out
    }
}

/// A card file that could not become a card of the pool.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
#[non_exhaustive]
pub enum PoolError {
    /// The file could not be read.
    #[error("{path}: {message}")]
    #[diagnostic(code(altered::pool::unreadable))]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        message: String,
    },
    /// The header could not be read or lacks what a game needs.
    #[error("{path}: not a playable card: {reason}")]
    #[diagnostic(code(altered::pool::bad_card))]
    BadCard {
        /// The file.
        path: PathBuf,
        /// What is missing.
        reason: String,
    },
    /// A declaration file (or token card) of the pool's lexicon has a problem
    /// (docs/declarations.md); the rest of it still applies.
    #[error("{path}: {reason}")]
    #[diagnostic(code(altered::pool::bad_declaration))]
    BadDeclaration {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// Two files claim the same altered.gg reference.
    #[error("{path}: reference {reference} is also claimed by {other}")]
    #[diagnostic(code(altered::pool::duplicate_reference))]
    DuplicateRef {
        /// The later file.
        path: PathBuf,
        /// The reference.
        reference: String,
        /// The card that claimed it first.
        other: String,
    },
}

/// Every compiled card, found by reference. Built once; games share it by `Arc`.
///
/// # Examples
///
/// ```
/// use altered_engine::CardPool;
/// let cards = concat!(env!("CARGO_MANIFEST_DIR"), "/../cards");
/// let (pool, skipped) = CardPool::load_dir(cards.as_ref()).unwrap();
/// assert!(skipped.is_empty());
/// assert_eq!(pool.len(), pool.cards().len());
/// // Every printing's reference finds its card.
/// let ogre = pool.get("ALT_CORE_B_BR_10_C").or_else(|| pool.cards().first()).unwrap();
/// assert!(!ogre.name.is_empty());
/// ```
// Clone: the definitions are shared (`Arc`), a clone copies the index and the lexicon.
#[derive(Debug, Clone)]
pub struct CardPool {
    cards: Vec<Arc<CardDef>>,
    by_ref: HashMap<String, usize>,
    /// The words the pool's cards may use: the bundled ones, its declarations and its
    /// token cards (docs/declarations.md).
    lexicon: Lexicon,
}

impl Default for CardPool {
    fn default() -> Self {
        CardPool {
            cards: Vec::new(),
            by_ref: HashMap::new(),
            lexicon: Lexicon::bundled().clone(),
        }
    }
}

impl CardPool {
    /// An empty pool, with the bundled lexicon.
    pub fn new() -> Self {
        Self::default()
    }

    /// The pool's lexicon: what its cards are checked against.
    pub fn lexicon(&self) -> &Lexicon {
        &self.lexicon
    }

    /// Compiles one card file's text and adds it. `path` names it in errors.
    ///
    /// # Examples
    ///
    /// ```
    /// use altered_engine::CardPool;
    /// let mut pool = CardPool::new();
    /// let ogre = "name: Ogre\ntype: Character\nfaction: Bravos\nrarity: Common\n\
    ///             cost: hand 3, reserve 2\nstats: forest 2, mountain 3, water 1\nrefs: MY_OGRE\n\n\
    ///             etb Draw a card.\n";
    /// let def = pool.add_source("ogre.card".as_ref(), ogre).unwrap();
    /// assert_eq!(def.name, "Ogre");
    /// assert!(pool.get("MY_OGRE").is_some());
    /// // A card that does not check is refused, with why.
    /// assert!(pool.add_source("bad.card".as_ref(), "name: Ogre\n").is_err());
    /// assert_eq!(pool.len(), 1);
    /// ```
    pub fn add_source(&mut self, path: &Path, source: &str) -> Result<Arc<CardDef>, PoolError> {
        let (card, errors) = altered_grammar::parse_card(source);
        let card = card.ok_or_else(|| PoolError::BadCard {
            path: path.to_owned(),
            reason: errors
                .first()
                .map(|e| e.to_string())
                .unwrap_or_else(|| "no header".into()),
        })?;
        // A token card defines the token of its name; a clash with another is refused.
        // (Only token cards change the lexicon: the others spare the copy.)
        let mut lexicon = None;
        if card.header.card_type.as_ref().map(|t| t.node) == Some(CardType::Token) {
            let mut with_token = self.lexicon.clone();
            with_token.add_token_card(path, &card).map_err(|e| PoolError::BadCard {
                path: path.to_owned(),
                reason: e.to_string(),
            })?;
            lexicon = Some(with_token);
        }
        let mut def = CardDef::compile_in(card, lexicon.as_ref().unwrap_or(&self.lexicon)).map_err(|reason| {
            PoolError::BadCard {
                path: path.to_owned(),
                reason,
            }
        })?;
        // Labels that repeat the header's are the header's printings.
        for r in &def.card.header.refs {
            let r = &r.node;
            let labelled = r.faction.is_some() || r.rarity.is_some();
            if labelled && r.faction.unwrap_or(def.faction) == def.faction && r.rarity.or(def.rarity) == def.rarity {
                def.refs.push(r.id.clone());
            }
        }
        let labelled = def.labelled_printings();
        // Every reference of the file is checked before any is added: a file is added whole
        // or not at all.
        let mut seen = std::collections::HashSet::new();
        for r in def.refs.iter().chain(labelled.iter().flat_map(|d| &d.refs)) {
            if !seen.insert(r.as_str()) {
                return Err(PoolError::DuplicateRef {
                    path: path.to_owned(),
                    reference: r.clone(),
                    other: def.name.clone(),
                });
            }
            if let Some(&i) = self.by_ref.get(r) {
                return Err(PoolError::DuplicateRef {
                    path: path.to_owned(),
                    reference: r.clone(),
                    other: self.cards[i].name.clone(),
                });
            }
        }
        let main = self.add(def).expect("references checked above");
        if let Some(lexicon) = lexicon {
            self.lexicon = lexicon;
        }
        for d in labelled {
            self.add(d).expect("references checked above");
        }
        Ok(main)
    }

    /// Adds a compiled card; on a reference already taken returns it and the other card's name.
    pub fn add(&mut self, def: CardDef) -> Result<Arc<CardDef>, (String, String)> {
        for r in &def.refs {
            if let Some(&i) = self.by_ref.get(r) {
                return Err((r.clone(), self.cards[i].name.clone()));
            }
        }
        let i = self.cards.len();
        for r in &def.refs {
            self.by_ref.insert(r.clone(), i);
        }
        let def = Arc::new(def);
        self.cards.push(def.clone());
        Ok(def)
    }

    /// Loads every `*.card` file under `dir` (sorted, so the pool is the same on every
    /// machine). Files that are not playable cards, or cannot be read (not a regular file,
    /// larger than [`files::MAX_CARD_FILE_BYTES`], not UTF-8), and folders that cannot be
    /// walked are returned beside the pool with their paths, not fatal; only a `dir` that
    /// is not a readable folder is an error.
    ///
    /// # Examples
    ///
    /// ```
    /// use altered_engine::CardPool;
    /// let (pool, skipped) = CardPool::load_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../cards").as_ref()).unwrap();
    /// assert!(pool.len() > 200 && skipped.is_empty());
    /// assert!(CardPool::load_dir("no/such/folder".as_ref()).is_err());
    /// ```
    pub fn load_dir(dir: &Path) -> Result<(CardPool, Vec<PoolError>), PoolError> {
        let io = |path: &Path, e: &dyn std::fmt::Display| PoolError::Io {
            path: path.to_owned(),
            message: e.to_string(),
        };
        match std::fs::metadata(dir) {
            Ok(meta) if meta.is_dir() => {}
            Ok(_) => return Err(io(dir, &"not a folder of card files")),
            Err(e) => return Err(io(dir, &e)),
        }
        // The one bounded walk and reader of card files (altered_interpreter::files): a
        // link loop, a FIFO or a never-ending file is skipped with its path, not waited on.
        let listing = files::walk(dir, &["card"]);
        let (lexicon, problems) = Lexicon::for_path(dir);
        let mut pool = CardPool {
            lexicon,
            ..CardPool::new()
        };
        let mut skipped: Vec<PoolError> = listing.problems.iter().map(|(path, e)| io(path, e)).collect();
        skipped.extend(problems.into_iter().map(|p| PoolError::BadDeclaration {
            path: p.path,
            reason: p.error.to_string(),
        }));
        for f in listing.files {
            match files::read_card_file(&f) {
                Ok(source) => {
                    if let Err(e) = pool.add_source(&f, &source) {
                        skipped.push(e);
                    }
                }
                Err(e) => skipped.push(io(&f, &e)),
            }
        }
        Ok((pool, skipped))
    }

    /// The card printed with this reference.
    ///
    /// # Examples
    ///
    /// ```
    /// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
    /// # let pool = setup::pool();
    /// // Any printing's reference finds the card it prints.
    /// let hero = setup::deck(&pool, "axiom").hero.unwrap();
    /// assert_eq!(pool.get(hero.reference()).unwrap().name, hero.name);
    /// assert!(pool.get("ALT_NOT_A_CARD").is_none());
    /// ```
    pub fn get(&self, reference: &str) -> Option<&Arc<CardDef>> {
        self.by_ref.get(reference).map(|&i| &self.cards[i])
    }

    /// Every card, in load order.
    pub fn cards(&self) -> &[Arc<CardDef>] {
        &self.cards
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether the pool has no card.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

/// How many kinds of happening [`Kinds`] tells apart: its bits are `0..KIND_COUNT`.
const KIND_COUNT: usize = 22;
/// The slots of [`Hearing`]: one for each kind of happening, then one for each phase.
const HEARING_SLOTS: usize = KIND_COUNT + 5;

/// The cards whose reactions listen to each kind of event (CR 6.3.b) and each phase (CR
/// 4.2.b): for every 64 card ids, a bitset of those cards for each kind and each phase. A
/// batch of events then visits only the cards that can match one of its kinds, in card
/// order, without reading every reacting card's definition (about 50 of them at each of
/// ~140 batches a game). A card keeps its definition for the whole game, so the index only
/// grows, with the cards (tokens); `GameState::hearing` holds it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Hearing {
    chunks: Vec<[u64; HEARING_SLOTS]>,
}

impl Hearing {
    /// An empty index with room for `cards` card ids.
    pub(crate) fn with_room(cards: usize) -> Hearing {
        Hearing {
            chunks: Vec::with_capacity(cards.div_ceil(64)),
        }
    }

    /// Notes the reactions of `card`, whose definition has the traits `t`.
    pub(crate) fn add(&mut self, card: CardId, t: Traits) {
        debug_assert!(t.listens.0 >> KIND_COUNT == 0, "a kind past the index's slots");
        let slots = Hearing::slots(t);
        if slots == 0 {
            return;
        }
        let (chunk, bit) = (card.index() / 64, 1u64 << (card.index() % 64));
        if self.chunks.len() <= chunk {
            self.chunks.resize(chunk + 1, [0; HEARING_SLOTS]);
        }
        for s in bits(slots) {
            self.chunks[chunk][s] |= bit;
        }
    }

    /// The slots a definition with the traits `t` is noted in, a bit each.
    fn slots(t: Traits) -> u64 {
        u64::from(t.listens.0) | u64::from(t.phases) << KIND_COUNT
    }

    /// The cards whose written triggers can match one of `kinds`, in card order.
    pub(crate) fn hearing(&self, kinds: Kinds) -> Heard<'_> {
        self.cards(u64::from(kinds.0))
    }

    /// The cards with an `At <phase>` reaction for the phase of `bit` ([`phase_bit`]), in
    /// card order.
    pub(crate) fn at_phase(&self, bit: u8) -> Heard<'_> {
        self.cards(u64::from(bit) << KIND_COUNT)
    }

    fn cards(&self, slots: u64) -> Heard<'_> {
        Heard {
            chunks: &self.chunks,
            slots,
            next: 0,
            base: 0,
            word: 0,
        }
    }

    /// Whether the entries of `card` are exactly those of a definition with the traits `t`
    /// (none for a card that does not react).
    pub(crate) fn agrees(&self, card: CardId, t: Traits) -> bool {
        let (chunk, bit) = (card.index() / 64, 1u64 << (card.index() % 64));
        let want = Hearing::slots(t);
        let Some(chunk) = self.chunks.get(chunk) else {
            return want == 0;
        };
        (0..HEARING_SLOTS).all(|s| (chunk[s] & bit != 0) == (want >> s & 1 != 0))
    }

    /// How many entries (a card in a slot) the index holds: with [`Hearing::agrees`] for
    /// every card, that it holds no other (`GameState::check_cards`).
    pub(crate) fn entries(&self) -> u32 {
        self.chunks.iter().flatten().map(|w| w.count_ones()).sum()
    }

    /// How many entries a card whose definition has the traits `t` has.
    pub(crate) fn entries_of(t: Traits) -> u32 {
        Hearing::slots(t).count_ones()
    }
}

/// The cards of some slots of a [`Hearing`], in card order: a chunk's bitsets of those
/// slots together, then that word's bits.
pub(crate) struct Heard<'a> {
    chunks: &'a [[u64; HEARING_SLOTS]],
    slots: u64,
    /// The next chunk to read.
    next: usize,
    /// The first card id of the chunk read last.
    base: usize,
    /// Its cards not yet given.
    word: u64,
}

impl Iterator for Heard<'_> {
    type Item = CardId;

    fn next(&mut self) -> Option<CardId> {
        while self.word == 0 {
            let chunk = self.chunks.get(self.next)?;
            self.base = self.next * 64;
            self.next += 1;
            self.word = bits(self.slots).fold(0, |w, s| w | chunk[s]);
        }
        let b = self.word.trailing_zeros() as usize;
        self.word &= self.word - 1;
        Some(CardId((self.base + b) as u16))
    }
}

/// The set bits of `w`, lowest first.
fn bits(mut w: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (w != 0).then(|| {
            let b = w.trailing_zeros() as usize;
            w &= w - 1;
            b
        })
    })
}

/// A set of kinds of [`altered_interpreter::Happening`] (one bit per variant): what the written triggers of a
/// card can match, worked out once per card definition (see `Traits::listens`), so that
/// matching a batch of events looks only at the reactions that may match one of them (CR
/// 6.3.b: a trigger names the kind of event it reacts to).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Kinds(u32);

impl Kinds {
    /// No kind: a card without written triggers.
    pub(crate) const NONE: Kinds = Kinds(0);
    const MOVED: Kinds = Kinds(1 << 0);
    const PLAYED: Kinds = Kinds(1 << 1);
    const SACRIFICED: Kinds = Kinds(1 << 2);
    const BOOSTS: Kinds = Kinds(1 << 3);
    const LOST_STATUS: Kinds = Kinds(1 << 4);
    const STATUS: Kinds = Kinds(1 << 5);
    const COUNTERS: Kinds = Kinds(1 << 6);
    const MOVED_FORWARD: Kinds = Kinds(1 << 7);
    const ASCENDED: Kinds = Kinds(1 << 8);
    const FAILED_TO_MOVE_FORWARD: Kinds = Kinds(1 << 9);
    const DREW: Kinds = Kinds(1 << 10);
    const RESUPPLIED: Kinds = Kinds(1 << 11);
    const PASSED: Kinds = Kinds(1 << 12);
    const CHANGED_EXPEDITION: Kinds = Kinds(1 << 13);
    const MOVED_BACKWARD: Kinds = Kinds(1 << 14);
    const TOKEN_CREATED: Kinds = Kinds(1 << 15);
    const PRESENCE: Kinds = Kinds(1 << 16);
    const DIE_ROLLED: Kinds = Kinds(1 << 17);
    const REVEALED: Kinds = Kinds(1 << 18);
    const BECAME_FIRST_PLAYER: Kinds = Kinds(1 << 19);
    const KEYWORD_ACTION: Kinds = Kinds(1 << 20);
    const TERRAIN_MARKER: Kinds = Kinds(1 << 21);

    /// Both sets.
    pub(crate) const fn or(self, other: Kinds) -> Kinds {
        Kinds(self.0 | other.0)
    }

    /// Every kind: what a card with any written trigger listens to (a trigger hears at
    /// least one kind, see [`Kinds::heard_by`]).
    pub(crate) const ALL: Kinds = Kinds((1 << KIND_COUNT) - 1);

    /// Whether the two sets share a kind.
    pub(crate) fn meets(self, other: Kinds) -> bool {
        self.0 & other.0 != 0
    }

    /// The kind of one happening. Exhaustive on purpose: a new kind of happening gets a bit
    /// of its own, and the triggers that match it must say so in [`Kinds::heard_by`].
    pub(crate) fn of<O, P>(h: &altered_interpreter::Happening<O, P>) -> Kinds {
        match h {
            altered_interpreter::Happening::Moved { .. } => Kinds::MOVED,
            altered_interpreter::Happening::Played { .. } => Kinds::PLAYED,
            altered_interpreter::Happening::Sacrificed { .. } => Kinds::SACRIFICED,
            altered_interpreter::Happening::Boosts { .. } => Kinds::BOOSTS,
            // Boosted is a status lost with the last boost (CR 2.4.5.b).
            altered_interpreter::Happening::LostStatus { .. } | altered_interpreter::Happening::LostBoosted { .. } => {
                Kinds::LOST_STATUS
            }
            altered_interpreter::Happening::Status { .. } => Kinds::STATUS,
            altered_interpreter::Happening::Counters { .. } => Kinds::COUNTERS,
            altered_interpreter::Happening::MovedForward { .. } => Kinds::MOVED_FORWARD,
            altered_interpreter::Happening::Ascended { .. } => Kinds::ASCENDED,
            altered_interpreter::Happening::FailedToMoveForward { .. } => Kinds::FAILED_TO_MOVE_FORWARD,
            altered_interpreter::Happening::Drew { .. } => Kinds::DREW,
            altered_interpreter::Happening::Resupplied(_) => Kinds::RESUPPLIED,
            altered_interpreter::Happening::Passed { .. } => Kinds::PASSED,
            altered_interpreter::Happening::BecameFirstPlayer(_) => Kinds::BECAME_FIRST_PLAYER,
            altered_interpreter::Happening::PerformedKeywordAction { .. } => Kinds::KEYWORD_ACTION,
            altered_interpreter::Happening::ChangedExpedition { .. } => Kinds::CHANGED_EXPEDITION,
            altered_interpreter::Happening::MovedBackward { .. } => Kinds::MOVED_BACKWARD,
            altered_interpreter::Happening::TokenCreated { .. } => Kinds::TOKEN_CREATED,
            altered_interpreter::Happening::Presence { .. } => Kinds::PRESENCE,
            altered_interpreter::Happening::DieRolled { .. } => Kinds::DIE_ROLLED,
            altered_interpreter::Happening::Revealed { .. } => Kinds::REVEALED,
            altered_interpreter::Happening::TerrainMarker { .. } => Kinds::TERRAIN_MARKER,
        }
    }

    /// The kinds of happening a written trigger can match: every kind
    /// [`altered_interpreter::activates`] pairs it with. Exhaustive on purpose, like [`Kinds::of`];
    /// debug builds check every pair left out against `activates` (see `match_triggers`).
    pub(crate) fn heard_by(t: &altered_interpreter::EventTrigger) -> Kinds {
        match t {
            altered_interpreter::EventTrigger::OncePerEvent(t) => Kinds::heard_by(t),
            altered_interpreter::EventTrigger::Plays { .. } => Kinds::PLAYED,
            // Joining and leaving are also a change of Expedition (CR 7.5.9.c, 7.5.10.c)
            // and a Gigantic presence gained or lost (CR 7.4.4.o–p).
            altered_interpreter::EventTrigger::Joins { .. } | altered_interpreter::EventTrigger::Leaves { .. } => {
                Kinds::MOVED.or(Kinds::CHANGED_EXPEDITION).or(Kinds::PRESENCE)
            }
            altered_interpreter::EventTrigger::GoesToReserve { .. }
            | altered_interpreter::EventTrigger::GoesFromTo { .. }
            | altered_interpreter::EventTrigger::Discards { .. } => Kinds::MOVED,
            altered_interpreter::EventTrigger::GainsBoosts { .. }
            | altered_interpreter::EventTrigger::BecomesBoosted { .. } => Kinds::BOOSTS,
            altered_interpreter::EventTrigger::GainsStatus { .. }
            | altered_interpreter::EventTrigger::Exhausts { .. } => Kinds::STATUS,
            altered_interpreter::EventTrigger::LosesStatus { .. }
            | altered_interpreter::EventTrigger::LosesBoosted { .. } => Kinds::LOST_STATUS,
            altered_interpreter::EventTrigger::NthCounter { counter: None, .. } => Kinds::BOOSTS,
            altered_interpreter::EventTrigger::NthCounter { .. }
            | altered_interpreter::EventTrigger::GainsCounters { .. } => Kinds::COUNTERS,
            altered_interpreter::EventTrigger::MovesForward { .. } => Kinds::MOVED_FORWARD,
            altered_interpreter::EventTrigger::Ascends { .. } => Kinds::ASCENDED,
            altered_interpreter::EventTrigger::FailsToMoveForward { .. } => Kinds::FAILED_TO_MOVE_FORWARD,
            altered_interpreter::EventTrigger::MovesBackward { .. } => Kinds::MOVED_BACKWARD,
            altered_interpreter::EventTrigger::IAmSacrificed | altered_interpreter::EventTrigger::Sacrifices { .. } => {
                Kinds::SACRIFICED
            }
            altered_interpreter::EventTrigger::DrawsOrResupplies { .. } => Kinds::DREW.or(Kinds::RESUPPLIED),
            altered_interpreter::EventTrigger::Draws { .. } => Kinds::DREW,
            altered_interpreter::EventTrigger::Resupplies { .. } => Kinds::RESUPPLIED,
            altered_interpreter::EventTrigger::Passes { .. } => Kinds::PASSED,
            altered_interpreter::EventTrigger::BecomesFirstPlayer { .. } => Kinds::BECAME_FIRST_PLAYER,
            altered_interpreter::EventTrigger::PerformsKeywordAction { .. } => Kinds::KEYWORD_ACTION,
            altered_interpreter::EventTrigger::ChangesExpedition { .. } => Kinds::CHANGED_EXPEDITION,
            altered_interpreter::EventTrigger::CreatesToken { .. } => Kinds::TOKEN_CREATED,
            altered_interpreter::EventTrigger::RollsDice { .. } => Kinds::DIE_ROLLED,
            altered_interpreter::EventTrigger::RevealsThisWay { .. } => Kinds::REVEALED,
            altered_interpreter::EventTrigger::TerrainMarker { .. } => Kinds::TERRAIN_MARKER,
        }
    }
}
