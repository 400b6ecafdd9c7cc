//! Words the Complete Rules make synonyms compile to the same program: a card that says
//! one does exactly what the card that says the other does.

use altered_interpreter::compile_card;

fn program(text: &str) -> String {
    let card = format!("name: S\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n{text}\n");
    let (card, errors) = altered_grammar::parse_card(&card);
    assert!(errors.is_empty(), "{text}: {errors:?}");
    let compiled = format!("{:?}", compile_card(&card.expect("the card parses")));
    assert!(!compiled.contains("Unsupported"), "{text}: {compiled}");
    compiled
}

/// CR 7.3.27.c and 7.3.32.b: "Put", "return" and "send" are synonyms rules-wise (and CR
/// 7.3.27.a, 7.3.32.a: each moves the object to the zone), whatever the zone.
#[test]
fn cr_7_3_27_c_put_return_and_send_are_synonyms() {
    let to_reserve = program("Send target Character to Reserve.");
    assert!(
        to_reserve.contains("MoveTo") && to_reserve.contains("Reserve"),
        "{to_reserve}"
    );
    for other in [
        "Return target Character to Reserve.",
        "Put target Character in Reserve.",
        "Return target Character to its owner's Reserve.",
    ] {
        assert_eq!(program(other), to_reserve, "{other}");
    }
    let to_hand = program("Return target Character to its owner's hand.");
    assert!(to_hand.contains("Hand"), "{to_hand}");
    assert_eq!(program("Put target Character in its owner's hand."), to_hand);
    let to_mana = program("Put target Character in its owner's Mana zone.");
    assert!(to_mana.contains("Mana"), "{to_mana}");
    assert_eq!(program("Return target Character to its owner's Mana zone."), to_mana);
}

/// CR 7.3.32.b: `send` reaches every zone `put` and `return` do.
#[test]
fn cr_7_3_32_b_send_reaches_the_zones_put_and_return_do() {
    assert_eq!(
        program("Send target Character to its owner's hand."),
        program("Return target Character to its owner's hand.")
    );
    assert_eq!(
        program("Send target Character to its owner's Mana zone."),
        program("Put target Character in its owner's Mana zone.")
    );
    assert_eq!(
        program("Send target Character to its owner's Reserve."),
        program("Send target Character to Reserve.")
    );
}

/// CR 7.3.1.c: earlier printings say "activate [a trigger]" for "activate a Reaction with
/// that trigger": `its etb triggers` and `its etb abilities` are one program.
#[test]
fn cr_7_3_1_c_activating_triggers_is_activating_abilities() {
    assert_eq!(
        program("For each Permanent you control, you may activate its etb triggers."),
        program("For each Permanent you control, you may activate its etb abilities.")
    );
}
