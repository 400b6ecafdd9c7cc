//! `altered::check::reminder_contradicts_keyword` (error).
//!
//! **Catches** a keyword line of one keyword or status whose reminder text says
//! something else: `Tough 2 (Opponents must pay {1} to target me.)`, or
//! `Eternal. (Send me to Discard instead of Reserve …)`, the standard reminder of
//! another keyword or status.
//!
//! **Why:** reminder text is never interpreted (CR 2.2.12.c), so when it disagrees with
//! the keyword the card behaves as the keyword says while reading as the reminder says.
//! One of the two is a copying mistake.
//!
//! **Fix:** correct the keyword or its reminder, comparing with the printed card.
//!
//! The check is deliberately narrow: it knows the standard reminders printed on real
//! cards (in their `I`, `it` and `they` forms) and fires only when the reminder holds
//! another keyword's and not its own, so paraphrases never trip it.

use altered_grammar::{Ability, AbilityKind, Amount, Card, KeywordName, StatusName};

use super::{CheckError, Contradiction, Named};
use crate::walk::{walk_card, AbilityPlace, Visitor};

/// A standard reminder: the keyword or status, phrases any of which mark it, and words
/// that, when present, mean the phrases belong to a longer reminder of another entry.
struct Standard {
    item: Item,
    phrases: &'static [&'static str],
    unless: &'static [&'static str],
}

/// A keyword or status, without its number.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Item {
    Keyword(KeywordName),
    Status(StatusName),
}

const STANDARD: &[Standard] = &[
    Standard {
        item: Item::Status(StatusName::Fleeting),
        phrases: &[
            "instead of reserve",
            "discard me instead",
            "discard it instead",
            "discard them instead",
        ],
        unless: &[],
    },
    Standard {
        item: Item::Status(StatusName::Anchored),
        phrases: &["lose anchored", "loses anchored"],
        unless: &[],
    },
    Standard {
        item: Item::Status(StatusName::Asleep),
        phrases: &[
            "ignore my statistics",
            "ignore its statistics",
            "ignore their statistics",
            "ignore the statistics of asleep",
            "lose asleep",
            "loses asleep",
        ],
        unless: &[],
    },
    // Anchored's and Asleep's reminders begin with Eternal's and go on to "lose …".
    Standard {
        item: Item::Keyword(KeywordName::Eternal),
        phrases: &[
            "during rest, i don't go to reserve",
            "during rest, it doesn't go to reserve",
            "during rest, they don't go to reserve",
        ],
        unless: &["lose"],
    },
    Standard {
        item: Item::Keyword(KeywordName::Defender),
        phrases: &["can't move forward during dusk", "can't advance during dusk"],
        unless: &[],
    },
    Standard {
        item: Item::Keyword(KeywordName::Gigantic),
        phrases: &["considered present in each of"],
        unless: &[],
    },
    Standard {
        item: Item::Keyword(KeywordName::Seasoned),
        phrases: &[
            "keep my boosts",
            "keeps its boosts",
            "keep its boosts",
            "keep their boosts",
        ],
        unless: &[],
    },
    Standard {
        item: Item::Keyword(KeywordName::Tough),
        phrases: &["opponents must pay"],
        unless: &[],
    },
    Standard {
        item: Item::Keyword(KeywordName::Cooldown),
        phrases: &["exhaust me"],
        unless: &[],
    },
    Standard {
        item: Item::Keyword(KeywordName::Scout),
        phrases: &["play me from hand for"],
        unless: &[],
    },
];

pub(super) fn check(card: &Card, out: &mut Vec<CheckError>) {
    walk_card(card, &mut Reminders { out });
}

struct Reminders<'a> {
    out: &'a mut Vec<CheckError>,
}

impl Visitor for Reminders<'_> {
    fn ability(&mut self, ability: &Ability, _: AbilityPlace) {
        let (AbilityKind::Keywords { items, .. }, Some(reminder)) = (&ability.kind, &ability.reminder) else {
            return;
        };
        let [item] = items.as_slice() else { return };
        let named = Named::of(&item.node);
        if let Some(contradiction) = contradiction(named, reminder) {
            self.out.push(CheckError::ReminderContradictsKeyword {
                item: named,
                contradiction,
                span: ability.span,
            });
        }
    }
}

fn contradiction(named: Named, reminder: &str) -> Option<Contradiction> {
    let text = normalise(reminder);
    if let Named::Keyword(KeywordName::Tough, Some(Amount::N(n))) = named {
        if let Some(paid) = paid_amounts(&text).find(|&m| m != n) {
            return Some(Contradiction::ToughPays(paid));
        }
    }
    let own = match named {
        Named::Keyword(k, _) => Item::Keyword(k),
        Named::Status(s) => Item::Status(s),
    };
    let said: Vec<Item> = STANDARD
        .iter()
        .filter(|s| s.phrases.iter().any(|p| text.contains(p)) && !s.unless.iter().any(|u| text.contains(u)))
        .map(|s| s.item)
        .collect();
    if said.contains(&own) {
        return None;
    }
    said.first().map(|other| {
        Contradiction::ReminderOf(match *other {
            Item::Keyword(k) => Named::Keyword(k, None),
            Item::Status(s) => Named::Status(s),
        })
    })
}

/// Lower case, straight apostrophes, single spaces.
fn normalise(text: &str) -> String {
    text.to_lowercase()
        .replace(['’', '‘'], "'")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The numbers written after `pay`: `pay {2}`, `pay 2`.
fn paid_amounts(text: &str) -> impl Iterator<Item = u8> + '_ {
    text.match_indices("pay ").filter_map(|(i, w)| {
        let rest = text[i + w.len()..].trim_start_matches('{');
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checks::test_util::{codes, CHARACTER};

    const CODE: &str = "altered::check::reminder_contradicts_keyword";

    fn says(named: Named, reminder: &str) -> Option<Contradiction> {
        contradiction(named, reminder)
    }

    #[test]
    fn flags_tough_paying_another_number() {
        let bad = format!("{CHARACTER}Tough 2. (Opponents must pay {{1}} to target me.)\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        let good = format!("{CHARACTER}Tough 2. (Opponents must pay {{2}} to target me.)\n");
        assert!(codes(&good).iter().all(|c| c != CODE));
    }

    #[test]
    fn flags_the_reminder_of_another_keyword() {
        let bad = format!("{CHARACTER}Eternal. (Send me to Discard instead of Reserve after my effect resolves.)\n");
        assert!(codes(&bad).iter().any(|c| c == CODE));
        let good = format!("{CHARACTER}Eternal. (During Rest, I don't go to Reserve.)\n");
        assert!(codes(&good).iter().all(|c| c != CODE));
        let eternal = Named::Keyword(KeywordName::Eternal, None);
        let anchored = Named::Status(StatusName::Anchored);
        assert_eq!(
            says(eternal, "(During Rest, I don't go to Reserve and I lose Anchored.)"),
            Some(Contradiction::ReminderOf(anchored))
        );
        assert_eq!(
            says(anchored, "(During Rest, I don't go to Reserve.)"),
            Some(Contradiction::ReminderOf(Named::Keyword(KeywordName::Eternal, None)))
        );
    }

    /// Every reminder printed after a lone keyword or status on the real cards.
    #[test]
    fn no_false_positive_on_real_reminders() {
        use KeywordName::*;
        use StatusName::*;
        let k = |k, n: Option<u8>| Named::Keyword(k, n.map(Amount::N));
        let real = [
            (Named::Status(Fleeting), "(Send me to Discard instead of Reserve after my effect resolves.)"),
            (Named::Status(Fleeting), "(If I would be sent to Reserve, discard me instead.)"),
            (Named::Status(Fleeting), "(If it would be sent to Reserve, discard it instead.)"),
            (Named::Status(Anchored), "(During Rest, it doesn't go to Reserve and it loses Anchored.)"),
            (Named::Status(Anchored), "(During Rest, I don't go to Reserve and I lose Anchored.)"),
            (Named::Status(Asleep), "(During Dusk, ignore my statistics. During Rest, I don't go to Reserve and I lose Asleep.)"),
            (Named::Status(Asleep), "(During Dusk, ignore its statistics. During Rest, it doesn't go to Reserve and it loses Asleep.)"),
            (Named::Status(Asleep), "(You choose first. Ignore the statistics of Asleep Characters during Dusk. At Rest, they don't go to Reserve and lose Asleep.)"),
            (Named::Status(Asleep), "(Ignore its statistics during Dusk. During Rest, it doesn't go to Reserve and it loses Asleep.)"),
            (Named::Status(Asleep), "(This only affects one player's Characters. During Dusk, ignore their statistics. During Rest, they don't go to Reserve and they lose Asleep.)"),
            (k(Gigantic, None), "(I am considered present in each of your Expeditions.)"),
            (k(Gigantic, None), "(It is considered present in each of your Expeditions.)"),
            (k(Defender, None), "(My Expedition can't move forward during Dusk.)"),
            (k(Defender, None), "(Their Expeditions can't move forward during Dusk.)"),
            (k(Defender, None), "(Their Expeditions can't advance during Dusk.)"),
            (k(Eternal, None), "(During Rest, I don't go to Reserve.)"),
            (k(Cooldown, None), "(If I go to Reserve after my effect resolves, exhaust me {T}.)"),
            (k(Cooldown, None), "(If I go to Reserve after my effect resolves, exhaust me {T}. Exhausted cards can't be played and have no Support abilities.)"),
            (k(Scout, Some(3)), "(You may play me from hand for {3} with \"{h} Send me to Reserve\".)"),
            (k(Seasoned, None), "(I keep my boosts when I go to Reserve.)"),
            (k(Seasoned, None), "(They keep their boosts when they go to Reserve.)"),
            (k(Tough, Some(1)), "(Opponents must pay {1} to target me.)"),
            (k(Tough, Some(2)), "(Opponents must pay {2} to target them.)"),
            (k(Tough, Some(2)), "(Opponents must pay {2} to target them. Cards in Reserve are not controlled.)"),
        ];
        for (named, reminder) in real {
            assert_eq!(says(named, reminder), None, "{named}: {reminder}");
        }
    }
}
