//! The prelude (`interpreter/src/lexicon/prelude.vocab`): the Complete Rules' keyword
//! actions that abbreviate an effect the language writes are defined as a pool's
//! declaration defines a new keyword, and a card that writes the keyword compiles to
//! exactly what its definition does.

use altered_interpreter::{compile_card, Lexicon};

fn spell(text: &str) -> altered_grammar::Card {
    let card = format!("name: S\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n{text}\n");
    let (card, errors) = altered_grammar::parse_card(&card);
    assert!(errors.is_empty(), "{text}: {errors:?}");
    card.expect("the card parses")
}

fn program(text: &str) -> String {
    format!("{:?}", compile_card(&spell(text)))
}

/// CR 7.3.30.a: "To sabotage means to discard up to one target card in a Reserve".
#[test]
fn cr_7_3_30_a_sabotage_is_defined_in_the_prelude_and_compiles_to_its_definition() {
    let sabotage = Lexicon::bundled()
        .keyword("Sabotage")
        .expect("the prelude defines Sabotage");
    assert!(sabotage.rules, "a keyword of the Complete Rules");
    assert_eq!(sabotage.text, "Discard up to one target card from a Reserve.");
    let written = program(&sabotage.text);
    assert!(written.contains("Discard"), "{written}");
    assert_eq!(program("Sabotage."), written);
    // With `then`, inside a longer sentence, the keyword is the same clause.
    assert_eq!(
        program("Draw a card, then Sabotage."),
        program(&format!("Draw a card, then {}", sabotage.text.to_lowercase()))
    );
}

/// A pool may not give a rules keyword action another meaning (docs/declarations.md):
/// `Sabotage` stays what CR 7.3.30.a says.
#[test]
fn a_pool_cannot_redefine_a_keyword_action_of_the_rules() {
    let mut pool = Lexicon::builder();
    pool.declarations("set.vocab".as_ref(), "keyword action Sabotage: Draw a card.\n");
    let (lexicon, problems) = pool.build();
    let codes: Vec<String> = problems
        .iter()
        .map(|p| miette::Diagnostic::code(&p.error).unwrap().to_string())
        .collect();
    assert_eq!(codes, ["altered::declare::shadows_rule_word"]);
    assert_eq!(
        lexicon.keyword("Sabotage").map(|k| k.text.as_str()),
        Some("Discard up to one target card from a Reserve.")
    );
}

/// A pool's keyword that stands for one clause is that clause wherever an action is
/// written: after `then`, after `may`, alone.
#[test]
fn a_defined_keyword_inside_a_longer_sentence_is_its_clause() {
    let mut pool = Lexicon::builder();
    pool.declarations(
        "set.vocab".as_ref(),
        "keyword action Mend: Draw a card.\nkeyword action Salvage: Draw a card. Then Sabotage.\n",
    );
    let (lexicon, problems) = pool.build();
    assert!(problems.is_empty(), "{problems:?}");
    let with_pool = |text: &str| format!("{:?}", altered_interpreter::compile_card_in(&spell(text), &lexicon));
    for (keyword, written) in [
        ("Sabotage, then Mend.", "Sabotage, then draw a card."),
        ("You may Mend.", "You may draw a card."),
        ("Mend.", "Draw a card."),
    ] {
        let (k, w) = (with_pool(keyword), with_pool(written));
        assert!(!k.contains("Unsupported"), "{keyword}: {k}");
        assert_eq!(k, w, "{keyword} against {written}");
    }
    // Two sentences do not fit in a clause's place: said, not guessed.
    let longer = with_pool("Draw a card, then Salvage.");
    assert!(longer.contains("Unsupported") && longer.contains("Salvage"), "{longer}");
}
