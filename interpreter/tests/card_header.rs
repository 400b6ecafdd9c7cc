//! The characteristics a card file's header gives (CR 2.2): the values the Complete Rules
//! allow are read, anything else is an error that names the field, so that a card with a
//! characteristic the rules do not have never checks `ok`.

use altered_interpreter::{check_source, Status};

/// A one-ability Spell whose header line `field` is `value`.
fn with(field: &str, value: &str) -> Status {
    let mut lines = vec![
        ("name", "Header Test".to_owned()),
        ("type", "Spell".to_owned()),
        ("faction", "Axiom".to_owned()),
        ("rarity", "Common".to_owned()),
        ("cost", "hand 1, reserve 1".to_owned()),
    ];
    for (f, v) in &mut lines {
        if *f == field {
            *v = value.to_owned();
        }
    }
    let mut source: String = lines.iter().map(|(f, v)| format!("{f}: {v}\n")).collect();
    if value.contains("Character") {
        source.push_str("stats: forest 1, mountain 1, water 1\n");
    }
    source.push_str("\nDraw a card.\n");
    if value.contains("Character") || value.contains("Permanent") {
        source = source.replace("\nDraw a card.\n", "\netb Draw a card.\n");
    }
    check_source(&source).status
}

/// CR 2.2.1.a and 2.2.1.b: one type per object, and the types printed on cards are read;
/// two at once is no type. CR 2.2.1.g: Emblem is no printed type (nor are Mana Orb and
/// Region, which only the game makes of cards).
#[test]
fn cr_2_2_1_b_a_card_has_exactly_one_printed_type() {
    for printed in [
        "Spell",
        "Character — Soldier",
        "Landmark Permanent",
        "Expedition Permanent — Gear",
    ] {
        assert_eq!(with("type", printed), Status::Ok, "{printed}");
    }
    for not in ["Character Spell", "Spell Character", "Emblem", "Mana Orb", "Region"] {
        assert_eq!(with("type", not), Status::Error, "{not}");
    }
}

/// CR 2.2.5.a: a rarity is common, rare or unique (the bundled pool declares no other).
#[test]
fn cr_2_2_5_a_rarity_is_common_rare_or_unique() {
    for r in ["Common", "Rare", "Unique"] {
        assert_eq!(with("rarity", r), Status::Ok, "{r}");
    }
    for not in ["Epic", "Legendary", "Uncommon"] {
        assert_eq!(with("rarity", not), Status::Error, "{not}");
    }
}

/// CR 2.2.10.a: a faction is one of the six; CR 2.2.10.b: or none, neutral.
#[test]
fn cr_2_2_10_a_a_faction_is_one_of_the_six_or_neutral() {
    for f in ["Axiom", "Bravos", "Lyra", "Muna", "Ordis", "Yzmir", "Neutral"] {
        assert_eq!(with("faction", f), Status::Ok, "{f}");
    }
    for not in ["Purple", "Axion", "Neutral Axiom"] {
        assert_eq!(with("faction", not), Status::Error, "{not}");
    }
}

/// CR 1.1.6.a: numbers are integers; CR 2.2.7.a and 2.2.8.a: the Hand and Reserve Costs are
/// numbers.
#[test]
fn cr_1_1_6_a_costs_are_whole_numbers() {
    assert_eq!(with("cost", "hand 0, reserve 9"), Status::Ok);
    for not in [
        "hand 1.5, reserve 1",
        "hand 1, reserve -1",
        "hand two, reserve 1",
        "hand X, reserve 1",
    ] {
        assert_eq!(with("cost", not), Status::Error, "{not}");
    }
}

/// The status of a plain Character whose one ability is `line`.
fn character_with(line: &str) -> Status {
    check_source(&format!(
        "name: T\ntype: Character — Soldier\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
         stats: forest 1, mountain 1, water 1\n\n{line}\n"
    ))
    .status
}

/// CR 7.4.7.b: Tough is always followed by a number.
#[test]
fn cr_7_4_7_b_tough_needs_a_number() {
    assert_eq!(character_with("Tough 2."), Status::Ok);
    assert_eq!(character_with("Tough."), Status::Error);
}

/// CR 2.4.1.a: the statuses are Anchored, Ascended, Asleep, Boosted, exhausted and
/// Fleeting: each is a word of the language, and a status the rules do not have is an
/// error.
#[test]
fn cr_2_4_1_a_the_statuses_are_the_rules_six() {
    for known in [
        "etb Target Character gains Anchored.",
        "etb Target Character gains Asleep.",
        "etb Target Character gains Fleeting.",
        "etb Exhaust target Character.",
        "When I become Boosted | Draw a card.",
        "When my Expedition Ascends | Draw a card.",
    ] {
        assert_eq!(character_with(known), Status::Ok, "{known}");
    }
    for unknown in [
        "etb Target Character gains Sleepy.",
        "etb Target Character gains [[Frozen]].",
    ] {
        assert_eq!(character_with(unknown), Status::Error, "{unknown}");
    }
}
