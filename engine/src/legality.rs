//! Deck legality: the construction rules of Standard (Constructed, CR 1.1.4) and Limited
//! (CR 1.1.5) play, checked on a deck list as written, every violation at once and each
//! pointing at the lines it is about.
//!
//! Neutral cards (CR 2.2.10.b: objects with no faction) are not allowed in a Standard deck.
//! CR 1.1.4.c allows only "cards of the same faction as its Hero", and a card with no faction
//! is not of the Hero's faction. The only neutral deck card, Mana Convergence, says so itself
//! ("In Draft or Sealed format, you may add any number of 'Mana Convergence' cards to your
//! deck"), and CR 1.1.5.a grants it to Limited play alone. In a Limited deck a neutral card
//! adds no faction to the three of CR 1.1.5.c.

use crate::deck::{read_lines, DeckError, Line};
use crate::pool::{CardDef, CardPool, Kind};
use altered_grammar::{Faction, Rarity};
use miette::{Diagnostic, LabeledSpan, SourceSpan};
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// The play format a deck is built for.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{check_deck, DeckFormat};
/// // A bundled deck has 40 cards: legal in Standard and in Limited.
/// for format in [DeckFormat::Standard, DeckFormat::Limited] {
///     assert!(check_deck(&setup::list("lyra"), &pool, format).unwrap().violations.is_empty());
/// }
/// assert_eq!(DeckFormat::Limited.to_string(), "Limited");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DeckFormat {
    /// Constructed play (CR 1.1.4): 40–60 cards, one Hero, its faction only, at most 3 of a
    /// name, 15 Rares and 3 Uniques.
    Standard,
    /// Limited play (CR 1.1.5): at least 30 cards, 0 or 1 Hero, at most 3 factions.
    Limited,
}

impl fmt::Display for DeckFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DeckFormat::Standard => "Standard",
            DeckFormat::Limited => "Limited",
        })
    }
}

/// A deck list that reads, judged in a format.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{check_deck, DeckFormat};
/// let check = check_deck(&setup::list("muna"), &pool, DeckFormat::Standard).unwrap();
/// assert_eq!(check.cards, 40);
/// assert!(check.hero.is_some() && check.violations.is_empty());
/// ```
#[derive(Debug, Clone)]
pub struct DeckCheck {
    /// Cards in the deck, its Heroes included (CR 1.1.4.b counts the Hero).
    pub cards: usize,
    /// The deck's (first) Hero.
    pub hero: Option<Arc<CardDef>>,
    /// Every rule the deck breaks, in rule order, then line order; empty when legal.
    pub violations: Vec<DeckViolation>,
}

/// One construction rule a deck breaks. Spans are byte ranges of the deck list's lines.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{check_deck, DeckFormat, DeckViolation};
/// // The Hero's line alone: too few cards.
/// let hero_line = setup::list("axiom").lines().find(|l| l.starts_with("1 ")).unwrap().to_string();
/// let check = check_deck(&hero_line, &pool, DeckFormat::Standard).unwrap();
/// let first = &check.violations[0];
/// assert!(matches!(first, DeckViolation::TooFewCards { count: 1, min: 40, .. }), "{first:?}");
/// assert_eq!(first.rule(), "1.1.4.b");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DeckViolation {
    /// Fewer cards than the format's minimum (CR 1.1.4.b: 40; CR 1.1.5.b: 30).
    #[error("the deck has {count} cards; a {format} deck has at least {min} (CR {rule})", rule = rule_size(*.format))]
    TooFewCards {
        /// Cards in the deck, the Hero included.
        count: usize,
        /// The minimum.
        min: usize,
        /// The format.
        format: DeckFormat,
    },
    /// More than 60 cards in a Standard deck (CR 1.1.4.b).
    #[error("the deck has {count} cards; a Standard deck has at most {max} (CR 1.1.4.b)")]
    TooManyCards {
        /// Cards in the deck, the Hero included.
        count: usize,
        /// The maximum.
        max: usize,
    },
    /// A Standard deck without a Hero (CR 1.1.4.b).
    #[error("the deck has no Hero; a Standard deck has exactly 1 (CR 1.1.4.b)")]
    NoHero,
    /// A Hero beyond the first (CR 1.1.4.b: exactly 1; CR 1.1.5.b: 0 or 1).
    #[error("{extra} Hero card{s} too many ({name}); a {format} deck has {allowed} (CR {rule})",
        s = if *.extra == 1 { "" } else { "s" },
        allowed = if *.format == DeckFormat::Standard { "exactly 1 Hero" } else { "at most 1 Hero" },
        rule = rule_size(*.format))]
    ExtraHero {
        /// The extra Hero's name.
        name: String,
        /// Copies on its line beyond the one Hero allowed.
        extra: u32,
        /// The format.
        format: DeckFormat,
        /// Its line.
        at: SourceSpan,
        /// The line of the deck's first Hero, when another.
        first: Option<SourceSpan>,
    },
    /// A card of another faction than the Hero's in a Standard deck (CR 1.1.4.c).
    #[error("{name} is {faction}, not {hero_faction} like the Hero (CR 1.1.4.c)")]
    OffFaction {
        /// The card's name.
        name: String,
        /// Its faction (`Neutral` for none).
        faction: Faction,
        /// The Hero's faction.
        hero_faction: Faction,
        /// Its line.
        at: SourceSpan,
        /// The Hero's line.
        hero_at: SourceSpan,
    },
    /// More than 3 cards of one name in a Standard deck, all versions together (CR 1.1.4.d).
    #[error("{count} cards named {name}; a Standard deck has at most 3 of a name, all versions together (CR 1.1.4.d)")]
    TooManyCopies {
        /// The name.
        name: String,
        /// Cards of that name.
        count: u32,
        /// Each line holding it, with its count.
        lines: Vec<(SourceSpan, u32)>,
    },
    /// More than 15 Rare cards in a Standard deck (CR 1.1.4.e).
    #[error("{count} Rare cards; a Standard deck has at most 15 (CR 1.1.4.e)")]
    TooManyRares {
        /// Rare cards in the deck.
        count: u32,
        /// Each line holding Rares, with its count.
        lines: Vec<(SourceSpan, u32)>,
    },
    /// More than 3 Unique cards in a Standard deck (CR 1.1.4.f).
    #[error("{count} Unique cards; a Standard deck has at most 3 (CR 1.1.4.f)")]
    TooManyUniques {
        /// Unique cards in the deck.
        count: u32,
        /// Each line holding Uniques, with its count.
        lines: Vec<(SourceSpan, u32)>,
    },
    /// Cards of more than 3 factions in a Limited deck, the Hero's counted (CR 1.1.5.c).
    #[error("cards of {} factions ({}); a Limited deck has at most 3, the Hero's among them (CR 1.1.5.c)",
        .factions.len(), .factions.iter().map(|(f, _)| f.to_string()).collect::<Vec<_>>().join(", "))]
    TooManyFactions {
        /// Each faction, in the order it first appears, with its first line.
        factions: Vec<(Faction, SourceSpan)>,
    },
}

fn rule_size(format: DeckFormat) -> &'static str {
    match format {
        DeckFormat::Standard => "1.1.4.b",
        DeckFormat::Limited => "1.1.5.b",
    }
}

impl DeckViolation {
    /// The Complete Rules paragraph the deck breaks (`1.1.4.d`).
    pub fn rule(&self) -> &'static str {
        match self {
            DeckViolation::TooFewCards { format, .. } | DeckViolation::ExtraHero { format, .. } => rule_size(*format),
            DeckViolation::TooManyCards { .. } | DeckViolation::NoHero => "1.1.4.b",
            DeckViolation::OffFaction { .. } => "1.1.4.c",
            DeckViolation::TooManyCopies { .. } => "1.1.4.d",
            DeckViolation::TooManyRares { .. } => "1.1.4.e",
            DeckViolation::TooManyUniques { .. } => "1.1.4.f",
            DeckViolation::TooManyFactions { .. } => "1.1.5.c",
        }
    }
}

impl Diagnostic for DeckViolation {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(match self {
            DeckViolation::TooFewCards { .. } => "altered::deck::too_few_cards",
            DeckViolation::TooManyCards { .. } => "altered::deck::too_many_cards",
            DeckViolation::NoHero => "altered::deck::no_hero",
            DeckViolation::ExtraHero { .. } => "altered::deck::extra_hero",
            DeckViolation::OffFaction { .. } => "altered::deck::off_faction",
            DeckViolation::TooManyCopies { .. } => "altered::deck::too_many_copies",
            DeckViolation::TooManyRares { .. } => "altered::deck::too_many_rares",
            DeckViolation::TooManyUniques { .. } => "altered::deck::too_many_uniques",
            DeckViolation::TooManyFactions { .. } => "altered::deck::too_many_factions",
        }))
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        let help = match self {
            DeckViolation::TooFewCards { count, min, .. } => {
                format!("add {} card{}", min - count, if min - count == 1 { "" } else { "s" })
            }
            DeckViolation::TooManyCards { count, max } => format!("remove {} cards", count - max),
            DeckViolation::NoHero => "add a line `1 <reference>` with the Hero whose faction the cards share".into(),
            DeckViolation::ExtraHero { .. } => "keep one Hero line with a count of 1; remove the others".into(),
            DeckViolation::OffFaction {
                faction: Faction::Neutral,
                name,
                ..
            } => format!("remove it: {name} has no faction, and only Limited decks may add neutral cards (CR 1.1.5.a)"),
            DeckViolation::OffFaction { hero_faction, .. } => {
                format!("remove it, or replace it with a card of {hero_faction}")
            }
            DeckViolation::TooManyCopies { count, .. } => {
                format!("remove {} of them", count - 3)
            }
            DeckViolation::TooManyRares { count, .. } => {
                format!("replace {} Rares with Commons", count - 15)
            }
            DeckViolation::TooManyUniques { count, .. } => format!("remove {} Uniques", count - 3),
            DeckViolation::TooManyFactions { factions } => format!(
                "keep the cards of 3 factions (the Hero's and 2 others) and remove the other {}",
                factions.len() - 3
            ),
        };
        Some(Box::new(help))
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let counted = |lines: &[(SourceSpan, u32)], one: &str, many: &str| -> Vec<LabeledSpan> {
            lines
                .iter()
                .map(|(at, n)| {
                    LabeledSpan::new_with_span(Some(format!("{n} {}", if *n == 1 { one } else { many })), *at)
                })
                .collect()
        };
        let labels = match self {
            DeckViolation::TooFewCards { .. } | DeckViolation::TooManyCards { .. } | DeckViolation::NoHero => {
                return None
            }
            DeckViolation::ExtraHero { at, first, .. } => {
                let mut v = vec![LabeledSpan::new_primary_with_span(
                    Some("one Hero too many".into()),
                    *at,
                )];
                if let Some(first) = first {
                    v.push(LabeledSpan::new_with_span(Some("the deck's Hero".into()), *first));
                }
                v
            }
            DeckViolation::OffFaction {
                faction,
                hero_faction,
                at,
                hero_at,
                ..
            } => vec![
                LabeledSpan::new_primary_with_span(Some(format!("{faction}")), *at),
                LabeledSpan::new_with_span(Some(format!("the Hero is {hero_faction}")), *hero_at),
            ],
            DeckViolation::TooManyCopies { lines, .. } => counted(lines, "here", "here"),
            DeckViolation::TooManyRares { lines, .. } => counted(lines, "Rare", "Rares"),
            DeckViolation::TooManyUniques { lines, .. } => counted(lines, "Unique", "Uniques"),
            DeckViolation::TooManyFactions { factions } => factions
                .iter()
                .map(|(f, at)| LabeledSpan::new_with_span(Some(format!("first {f} card")), *at))
                .collect(),
        };
        Some(Box::new(labels.into_iter()))
    }
}

/// Checks a deck list (altered.gg export, see [`Deck::parse`](crate::Deck::parse)) against
/// the construction rules of `format`. Every line that does not read is an `Err`, all of
/// them (legality is not judged on a list that does not read); otherwise every rule the
/// deck breaks is in [`DeckCheck::violations`].
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// use altered_engine::{check_deck, DeckFormat};
/// let check = check_deck(&setup::list("ordis"), &pool, DeckFormat::Standard).unwrap();
/// assert!(check.violations.is_empty());
/// // A list that does not read is every bad line, not a verdict.
/// let errors = check_deck("1 ALT_NOT_A_CARD\nthree cards\n", &pool, DeckFormat::Standard).unwrap_err();
/// assert_eq!(errors.len(), 2);
/// ```
pub fn check_deck(text: &str, pool: &CardPool, format: DeckFormat) -> Result<DeckCheck, Vec<DeckError>> {
    let (lines, errors) = read_lines(text, pool);
    if !errors.is_empty() {
        return Err(errors);
    }
    if lines.is_empty() {
        return Err(vec![DeckError::Empty]);
    }
    let span = |l: &Line| SourceSpan::from(l.span.clone());
    let cards: usize = lines.iter().map(|l| l.count as usize).sum();
    let mut v = Vec::new();

    // CR 1.1.4.b, 1.1.5.b: the size, the Hero included.
    let (min, max) = match format {
        DeckFormat::Standard => (40, Some(60)),
        DeckFormat::Limited => (30, None),
    };
    if cards < min {
        v.push(DeckViolation::TooFewCards {
            count: cards,
            min,
            format,
        });
    }
    if let Some(max) = max.filter(|&m| cards > m) {
        v.push(DeckViolation::TooManyCards { count: cards, max });
    }

    // CR 1.1.4.b, 1.1.5.b: one Hero (Standard), at most one (Limited).
    let mut hero: Option<&Line> = None;
    for l in lines.iter().filter(|l| l.def.kind == Kind::Hero) {
        let extra = if hero.is_some() { l.count } else { l.count - 1 };
        let first = hero.map(span);
        hero.get_or_insert(l);
        if extra > 0 {
            v.push(DeckViolation::ExtraHero {
                name: l.def.name.clone(),
                extra,
                format,
                at: span(l),
                first,
            });
        }
    }
    if hero.is_none() && format == DeckFormat::Standard {
        v.push(DeckViolation::NoHero);
    }
    let others = || lines.iter().filter(|l| l.def.kind != Kind::Hero);

    match format {
        DeckFormat::Standard => {
            // CR 1.1.4.c: the Hero's faction only; without a Hero there is none to compare
            // with (NoHero says so). Neutral cards are not of it: see the module comment.
            if let Some(h) = hero {
                for l in others().filter(|l| l.def.faction != h.def.faction) {
                    v.push(DeckViolation::OffFaction {
                        name: l.def.name.clone(),
                        faction: l.def.faction,
                        hero_faction: h.def.faction,
                        at: span(l),
                        hero_at: span(h),
                    });
                }
            }
            // CR 1.1.4.d: by name, all versions together (its remark). Extra Heroes are
            // already reported above, so Heroes are left out here.
            let mut by_name: Vec<(&str, Vec<&Line>)> = Vec::new();
            let mut index: HashMap<&str, usize> = HashMap::new();
            for l in others() {
                let i = *index.entry(&l.def.name).or_insert_with(|| {
                    by_name.push((&l.def.name, Vec::new()));
                    by_name.len() - 1
                });
                by_name[i].1.push(l);
            }
            for (name, ls) in by_name {
                let count: u32 = ls.iter().map(|l| l.count).sum();
                if count > 3 {
                    v.push(DeckViolation::TooManyCopies {
                        name: name.to_owned(),
                        count,
                        lines: ls.iter().map(|l| (span(l), l.count)).collect(),
                    });
                }
            }
            // CR 1.1.4.e, 1.1.4.f.
            let of = |rarity: Rarity| {
                let ls: Vec<(SourceSpan, u32)> = lines
                    .iter()
                    .filter(|l| l.def.rarity == Some(rarity))
                    .map(|l| (span(l), l.count))
                    .collect();
                (ls.iter().map(|(_, n)| n).sum::<u32>(), ls)
            };
            let (count, lines) = of(Rarity::Rare);
            if count > 15 {
                v.push(DeckViolation::TooManyRares { count, lines });
            }
            let (count, lines) = of(Rarity::Unique);
            if count > 3 {
                v.push(DeckViolation::TooManyUniques { count, lines });
            }
        }
        DeckFormat::Limited => {
            // CR 1.1.5.c: the Hero's faction first, then in list order; neutral cards
            // (Mana Convergence, any number of them, CR 1.1.5.a) have none.
            let mut factions: Vec<(Faction, SourceSpan)> = Vec::new();
            for l in hero.into_iter().chain(others()) {
                if l.def.faction != Faction::Neutral && factions.iter().all(|(f, _)| *f != l.def.faction) {
                    factions.push((l.def.faction, span(l)));
                }
            }
            if factions.len() > 3 {
                v.push(DeckViolation::TooManyFactions { factions });
            }
        }
    }
    Ok(DeckCheck {
        cards,
        hero: hero.map(|h| h.def.clone()),
        violations: v,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pool::PoolError;
    use std::path::Path;

    /// A small pool: two Heroes, Commons, Rares and Uniques of four factions and Mana
    /// Convergence.
    fn pool() -> CardPool {
        let mut pool = CardPool::new();
        let mut add = |text: String| {
            pool.add_source(Path::new("t.card"), &text).expect("test card compiles");
        };
        let hero = |name: &str, faction: &str, r: &str| {
            format!("name: {name}\ntype: Hero\nfaction: {faction}\nrarity: Common\nlimits: reserve 2, landmarks 2\nrefs: {r}\n")
        };
        let character = |name: &str, faction: &str, rarity: &str, r: &str| {
            format!(
                "name: {name}\ntype: Character — Bureaucrat\nfaction: {faction}\nrarity: {rarity}\ncost: hand 1, reserve 1\n\
                 stats: forest 1, mountain 1, water 1\nrefs: {r}\n"
            )
        };
        add(hero("Axiom Hero", "Axiom", "H_AX"));
        add(hero("Bravos Hero", "Bravos", "H_BR"));
        for (faction, code) in [("Axiom", "AX"), ("Bravos", "BR"), ("Lyra", "LY"), ("Muna", "MU")] {
            for i in 0..20 {
                add(character(
                    &format!("{faction} C{i}"),
                    faction,
                    "Common",
                    &format!("{code}_C{i}"),
                ));
                add(character(
                    &format!("{faction} R{i}"),
                    faction,
                    "Rare",
                    &format!("{code}_R{i}"),
                ));
                add(character(
                    &format!("{faction} U{i}"),
                    faction,
                    "Unique",
                    &format!("{code}_U{i}"),
                ));
            }
        }
        add("name: Mana Convergence\ntype: Mana Token\nfaction: Neutral\nrarity: Common\nrefs: MANA\n\nI can't be played.\n".into());
        pool
    }

    /// `1 H_AX` and `n` lines of one copy each of Axiom Commons, with `extra` lines after.
    fn axiom(n: usize, extra: &str) -> String {
        let mut s = String::from("1 H_AX\n");
        for i in 0..n {
            s.push_str(&format!("1 AX_C{}\n", i % 20));
        }
        s + extra
    }

    fn check(text: &str, format: DeckFormat) -> Vec<DeckViolation> {
        check_deck(text, &pool(), format).expect("the list reads").violations
    }

    fn codes(v: &[DeckViolation]) -> Vec<String> {
        v.iter().map(|d| d.code().unwrap().to_string()).collect()
    }

    /// Lines as `3 AX_C0` lines: `n` copies of each of `refs`.
    fn copies(n: u32, refs: &[&str]) -> String {
        refs.iter().map(|r| format!("{n} {r}\n")).collect()
    }

    #[test]
    fn cr_1_1_4_b_forty_to_sixty_cards_with_the_hero() {
        let ok = |n: usize| {
            // 20 distinct Commons × up to 3 copies: n non-Hero cards, no name over 3.
            let mut s = String::from("1 H_AX\n");
            for i in 0..n {
                s.push_str(&format!("1 AX_C{}\n", i % 20));
            }
            s
        };
        assert_eq!(check(&ok(39), DeckFormat::Standard), vec![]);
        assert_eq!(check(&ok(59), DeckFormat::Standard), vec![]);
        assert_eq!(
            check(&ok(38), DeckFormat::Standard),
            vec![DeckViolation::TooFewCards {
                count: 39,
                min: 40,
                format: DeckFormat::Standard
            }]
        );
        let mut big = String::from("1 H_AX\n");
        for i in 0..20 {
            big.push_str(&format!("3 AX_C{i}\n1 BR_C{i}\n"));
        }
        let v = check(&big, DeckFormat::Standard);
        assert_eq!(v[0], DeckViolation::TooManyCards { count: 81, max: 60 });
    }

    #[test]
    fn cr_1_1_4_b_exactly_one_hero() {
        let v = check(&axiom(39, "").replace("1 H_AX\n", "1 AX_C0\n"), DeckFormat::Standard);
        assert!(v.contains(&DeckViolation::NoHero), "{v:?}");
        // A second Hero line, and a Hero line counting 2: each is named by its line.
        let text = axiom(38, "1 H_BR\n");
        let v = check(&text, DeckFormat::Standard);
        let at = text.find("1 H_BR").unwrap();
        assert!(
            matches!(&v[0], DeckViolation::ExtraHero { extra: 1, at: a, first: Some(f), .. }
                if a.offset() == at && f.offset() == 0),
            "{v:?}"
        );
        let v = check(&axiom(39, "").replace("1 H_AX", "2 H_AX"), DeckFormat::Standard);
        assert!(
            matches!(
                &v[..],
                [DeckViolation::ExtraHero {
                    extra: 1,
                    first: None,
                    ..
                }]
            ),
            "{v:?}"
        );
    }

    #[test]
    fn cr_1_1_4_c_only_the_heros_faction() {
        let text = axiom(37, "1 BR_C0\n1 LY_C0\n");
        let v = check(&text, DeckFormat::Standard);
        assert_eq!(codes(&v), ["altered::deck::off_faction", "altered::deck::off_faction"]);
        assert!(
            matches!(&v[0], DeckViolation::OffFaction { faction: Faction::Bravos, hero_faction: Faction::Axiom, at, .. }
            if &text[at.offset()..at.offset() + at.len()] == "1 BR_C0")
        );
    }

    #[test]
    fn cr_1_1_4_c_a_neutral_card_is_not_of_the_heros_faction() {
        let v = check(&axiom(38, "1 MANA\n"), DeckFormat::Standard);
        assert!(
            matches!(
                &v[..],
                [DeckViolation::OffFaction {
                    faction: Faction::Neutral,
                    ..
                }]
            ),
            "{v:?}"
        );
        assert!(v[0].help().unwrap().to_string().contains("1.1.5.a"));
    }

    #[test]
    fn cr_1_1_4_d_at_most_three_of_a_name() {
        // Axiom C0 is on lines 2 and 22 once each, and twice at the end: 4, on 3 lines.
        let text = axiom(37, "2 AX_C0\n");
        let v = check(&text, DeckFormat::Standard);
        let [DeckViolation::TooManyCopies { name, count, lines }] = &v[..] else {
            panic!("{v:?}")
        };
        assert_eq!((name.as_str(), *count), ("Axiom C0", 4));
        let named: Vec<&str> = lines
            .iter()
            .map(|(at, _)| &text[at.offset()..at.offset() + at.len()])
            .collect();
        assert_eq!(named, ["1 AX_C0", "1 AX_C0", "2 AX_C0"]);
        assert_eq!(check(&axiom(37, "1 AX_C0\n1 AX_C1\n"), DeckFormat::Standard), vec![]);
    }

    #[test]
    fn cr_1_1_4_d_a_name_shared_by_versions_of_different_factions_counts_together() {
        let mut pool = pool();
        pool.add_source(
            Path::new("t.card"),
            "name: Axiom C5\ntype: Character — Bureaucrat\nfaction: Bravos\nrarity: Common\ncost: hand 1, reserve 1\n\
             stats: forest 1, mountain 1, water 1\nrefs: OTHER_C5\n",
        )
        .unwrap();
        let text = axiom(37, "2 OTHER_C5\n");
        let v = check_deck(&text, &pool, DeckFormat::Standard).unwrap().violations;
        assert_eq!(
            codes(&v),
            ["altered::deck::off_faction", "altered::deck::too_many_copies"]
        );
        assert!(matches!(&v[1], DeckViolation::TooManyCopies { count: 4, .. }));
    }

    /// One card file, two printings: a Common of Axiom and the same card printed as a Rare of
    /// Bravos (`refs: …, X_R (Bravos Rare)`). A deck is judged by the printing it lists.
    #[test]
    fn cr_1_1_4_c_e_a_labelled_printing_has_its_own_faction_and_rarity() {
        let mut pool = pool();
        pool.add_source(
            Path::new("t.card"),
            "name: Twin\ntype: Character — Bureaucrat\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
             stats: forest 1, mountain 1, water 1\nrefs: TWIN_C, TWIN_R (Bravos Rare)\n",
        )
        .unwrap();
        let common = pool.get("TWIN_C").unwrap();
        let rare = pool.get("TWIN_R").unwrap();
        assert_eq!((common.faction, common.rarity), (Faction::Axiom, Some(Rarity::Common)));
        assert_eq!((rare.faction, rare.rarity), (Faction::Bravos, Some(Rarity::Rare)));
        assert_eq!((rare.name.as_str(), rare.reference()), ("Twin", "TWIN_R"));
        let ok = check_deck(&axiom(37, "2 TWIN_C\n"), &pool, DeckFormat::Standard).unwrap();
        assert_eq!(ok.violations, vec![]);
        let v = check_deck(&axiom(37, "1 TWIN_C\n1 TWIN_R\n"), &pool, DeckFormat::Standard)
            .unwrap()
            .violations;
        assert!(
            matches!(
                &v[..],
                [DeckViolation::OffFaction {
                    faction: Faction::Bravos,
                    ..
                }]
            ),
            "{v:?}"
        );
        // Fifteen Rares of the Hero's faction and a sixteenth that is the labelled printing.
        let mut pool = CardPool::new();
        pool.add_source(
            Path::new("h.card"),
            "name: Hero\ntype: Hero\nfaction: Axiom\nrarity: Common\nlimits: reserve 2, landmarks 2\nrefs: H_AX\n",
        )
        .unwrap();
        for i in 0..20 {
            pool.add_source(
                Path::new("t.card"),
                &format!(
                    "name: Card {i}\ntype: Character — Bureaucrat\nfaction: Axiom\nrarity: Common\n\
                     cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\nrefs: C{i}, R{i} (Rare)\n"
                ),
            )
            .unwrap();
        }
        let rares: String = (0..16).map(|i| format!("1 R{i}\n")).collect();
        let commons: String = (0..23).map(|i| format!("1 C{}\n", i % 20)).collect();
        let v = check_deck(&format!("1 H_AX\n{rares}{commons}"), &pool, DeckFormat::Standard)
            .unwrap()
            .violations;
        assert!(
            matches!(&v[..], [DeckViolation::TooManyRares { count: 16, .. }]),
            "{v:?}"
        );
    }

    /// A file is added whole or not at all: a reference taken by another card refuses it,
    /// and none of its printings is added.
    #[test]
    fn a_card_file_with_a_taken_reference_adds_no_printing() {
        let mut pool = pool();
        let before = pool.len();
        let err = pool
            .add_source(
                Path::new("dup.card"),
                "name: Dup\ntype: Character — Bureaucrat\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
                 stats: forest 1, mountain 1, water 1\nrefs: NEW_1, NEW_2 (Rare), AX_C0 (Lyra)\n",
            )
            .unwrap_err();
        assert!(
            matches!(&err, PoolError::DuplicateRef { reference, .. } if reference == "AX_C0"),
            "{err}"
        );
        assert_eq!(pool.len(), before);
        assert!(pool.get("NEW_1").is_none() && pool.get("NEW_2").is_none());
    }

    #[test]
    fn cr_1_1_4_e_at_most_fifteen_rares() {
        let rares: Vec<String> = (0..16).map(|i| format!("AX_R{i}")).collect();
        let refs: Vec<&str> = rares.iter().map(String::as_str).collect();
        let fifteen = axiom(24, &copies(1, &refs[..15]));
        assert_eq!(check(&fifteen, DeckFormat::Standard), vec![]);
        let sixteen = axiom(23, &copies(1, &refs));
        let v = check(&sixteen, DeckFormat::Standard);
        assert!(
            matches!(&v[..], [DeckViolation::TooManyRares { count: 16, lines }] if lines.len() == 16),
            "{v:?}"
        );
    }

    #[test]
    fn cr_1_1_4_f_at_most_three_uniques() {
        let v = check(
            &axiom(36, &copies(1, &["AX_U0", "AX_U1", "AX_U2"])),
            DeckFormat::Standard,
        );
        assert_eq!(v, vec![]);
        let v = check(
            &axiom(35, &copies(1, &["AX_U0", "AX_U1", "AX_U2", "AX_U3"])),
            DeckFormat::Standard,
        );
        assert!(
            matches!(&v[..], [DeckViolation::TooManyUniques { count: 4, .. }]),
            "{v:?}"
        );
    }

    #[test]
    fn cr_1_1_5_b_thirty_cards_and_zero_or_one_hero() {
        let thirty: String = copies(1, &["AX_C0"]).repeat(30);
        assert_eq!(check(&thirty, DeckFormat::Limited), vec![]);
        let v = check(&copies(1, &["AX_C0"]).repeat(29), DeckFormat::Limited);
        assert_eq!(
            v,
            vec![DeckViolation::TooFewCards {
                count: 29,
                min: 30,
                format: DeckFormat::Limited
            }]
        );
        let v = check(&format!("1 H_AX\n1 H_BR\n{thirty}"), DeckFormat::Limited);
        assert!(
            matches!(
                &v[..],
                [DeckViolation::ExtraHero {
                    format: DeckFormat::Limited,
                    ..
                }]
            ),
            "{v:?}"
        );
        assert!(v[0].to_string().contains("CR 1.1.5.b"));
    }

    #[test]
    fn cr_1_1_5_c_at_most_three_factions_counting_the_heros() {
        let three = format!("1 H_AX\n{}{}", copies(10, &["BR_C0", "LY_C0"]), copies(9, &["MANA"]));
        assert_eq!(check(&three, DeckFormat::Limited), vec![]);
        // The Hero's faction counts even with no other card of it.
        let four = format!("1 H_AX\n{}", copies(10, &["BR_C0", "LY_C0", "MU_C0"]));
        let v = check(&four, DeckFormat::Limited);
        let [DeckViolation::TooManyFactions { factions }] = &v[..] else {
            panic!("{v:?}")
        };
        let names: Vec<Faction> = factions.iter().map(|(f, _)| *f).collect();
        assert_eq!(names, [Faction::Axiom, Faction::Bravos, Faction::Lyra, Faction::Muna]);
    }

    #[test]
    fn cr_1_1_5_a_any_number_of_mana_convergence_and_no_name_or_rarity_limit() {
        let text = format!("{}{}", copies(40, &["MANA"]), copies(20, &["AX_R0", "AX_U0"]));
        assert_eq!(check(&text, DeckFormat::Limited), vec![]);
    }

    #[test]
    fn every_violation_is_reported_at_once_in_rule_order() {
        let text = format!(
            "1 H_AX\n1 H_BR\n4 BR_C0\n{}1 MANA\n",
            copies(
                1,
                &(0..16)
                    .map(|i| format!("AX_R{i}"))
                    .collect::<Vec<_>>()
                    .iter()
                    .map(String::as_str)
                    .collect::<Vec<_>>()
            )
        );
        let v = check(&text, DeckFormat::Standard);
        let rules: Vec<&str> = v.iter().map(DeckViolation::rule).collect();
        assert_eq!(
            rules,
            ["1.1.4.b", "1.1.4.b", "1.1.4.c", "1.1.4.c", "1.1.4.d", "1.1.4.e"]
        );
    }

    #[test]
    fn a_list_that_does_not_read_is_every_bad_line() {
        let errors = check_deck("1 H_AX\nnope\n3 NOPE\n0 AX_C0\n", &pool(), DeckFormat::Standard).unwrap_err();
        let lines: Vec<Option<usize>> = errors.iter().map(DeckError::line).collect();
        assert_eq!(lines, [Some(2), Some(3), Some(4)]);
        assert_eq!(
            check_deck("# only a comment\n", &pool(), DeckFormat::Limited).unwrap_err(),
            [DeckError::Empty]
        );
        assert_eq!(
            check_deck("", &pool(), DeckFormat::Limited).unwrap_err(),
            [DeckError::Empty]
        );
    }

    #[test]
    fn codes_are_unique_and_documented() {
        let span = SourceSpan::from(0..1);
        let all = [
            DeckViolation::TooFewCards {
                count: 1,
                min: 40,
                format: DeckFormat::Standard,
            },
            DeckViolation::TooManyCards { count: 61, max: 60 },
            DeckViolation::NoHero,
            DeckViolation::ExtraHero {
                name: "H".into(),
                extra: 1,
                format: DeckFormat::Standard,
                at: span,
                first: None,
            },
            DeckViolation::OffFaction {
                name: "C".into(),
                faction: Faction::Lyra,
                hero_faction: Faction::Axiom,
                at: span,
                hero_at: span,
            },
            DeckViolation::TooManyCopies {
                name: "C".into(),
                count: 4,
                lines: vec![],
            },
            DeckViolation::TooManyRares {
                count: 16,
                lines: vec![],
            },
            DeckViolation::TooManyUniques {
                count: 4,
                lines: vec![],
            },
            DeckViolation::TooManyFactions {
                factions: vec![(Faction::Axiom, span); 4],
            },
        ];
        let codes = codes(&all);
        let unique: std::collections::HashSet<&String> = codes.iter().collect();
        assert_eq!(unique.len(), codes.len());
        let docs = include_str!("../../docs/diagnostics.md");
        for (d, code) in all.iter().zip(&codes) {
            assert!(
                docs.contains(&format!("`{code}`")),
                "{code} is not in docs/diagnostics.md"
            );
            assert!(d.to_string().contains(&format!("(CR {})", d.rule())), "{d}");
        }
    }
}
