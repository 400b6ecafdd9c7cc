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
    // The same acts, each done as the keyword action Sabotage (CR 7.3.30.a), which the host
    // reports for `When you Sabotage`: nothing else differs.
    let sabotaged = program("Sabotage.");
    assert!(sabotaged.contains(SABOTAGING), "{sabotaged}");
    assert_eq!(unmarked(&sabotaged), written);
    // With `then`, inside a longer sentence, the keyword is the same clause.
    assert_eq!(
        unmarked(&program("Draw a card, then Sabotage.")),
        program(&format!("Draw a card, then {}", sabotage.text.to_lowercase()))
    );
}

/// How an act done as the keyword action Sabotage starts in a program's `Debug` text.
const SABOTAGING: &str = "KeywordAction { action: Sabotage, act: ";

/// A program's `Debug` text without the marks of the acts done as Sabotage: each
/// `KeywordAction { action: Sabotage, act: A }` becomes `A`.
fn unmarked(program: &str) -> String {
    let mut out = String::new();
    let mut rest = program;
    while let Some(at) = rest.find(SABOTAGING) {
        out.push_str(&rest[..at]);
        rest = &rest[at + SABOTAGING.len()..];
        // The act ends where its braces and parentheses close; the mark's ` }` follows.
        let mut depth = 0i32;
        let end = rest
            .char_indices()
            .find(|&(_, c)| {
                match c {
                    '(' | '{' | '[' => depth += 1,
                    ')' | '}' | ']' => depth -= 1,
                    _ => {}
                }
                depth < 0
            })
            .map_or(rest.len(), |(i, _)| i);
        out.push_str(rest[..end].trim_end());
        rest = rest.get(end + 1..).unwrap_or("");
    }
    out.push_str(rest);
    out
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

fn character(ability: &str) -> altered_grammar::Card {
    let card = format!(
        "name: C\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
         stats: forest 1, mountain 1, water 1\n\n{ability}\n"
    );
    let (card, errors) = altered_grammar::parse_card(&card);
    assert!(errors.is_empty(), "{ability}: {errors:?}");
    card.expect("the card parses")
}

/// `keyword trigger Landfall: When …`: a reaction headed by the keyword is the reaction
/// headed by its definition, with the definition's condition and the card's effect.
#[test]
fn a_keyword_trigger_is_the_trigger_it_stands_for() {
    let mut pool = Lexicon::builder();
    pool.declarations(
        "set.vocab".as_ref(),
        "keyword trigger Landfall: When a Character joins my Expedition\n\
         keyword trigger Nightfall: At Night, if I'm Boosted.\n\
         keyword trigger Echo: Landfall\n\
         keyword action Mend: Draw a card.\n",
    );
    let (lexicon, problems) = pool.build();
    assert!(problems.is_empty(), "{problems:?}");
    let compiled = |text: &str| format!("{:?}", altered_interpreter::compile_card_in(&character(text), &lexicon));
    for (keyword, written) in [
        (
            "Landfall | Draw a card.",
            "When a Character joins my Expedition | Draw a card.",
        ),
        (
            "Landfall — Draw a card.",
            "When a Character joins my Expedition — Draw a card.",
        ),
        (
            "Nightfall | I gain 1 boost.",
            "At Night, if I'm Boosted | I gain 1 boost.",
        ),
        (
            "Echo | Draw a card.",
            "When a Character joins my Expedition | Draw a card.",
        ),
        (
            "Landfall, if I'm Boosted | Mend.",
            "When a Character joins my Expedition, if I'm Boosted | Draw a card.",
        ),
    ] {
        let (k, w) = (compiled(keyword), compiled(written));
        assert!(!k.contains("Unsupported"), "{keyword}: {k}");
        assert_eq!(k, w, "{keyword} against {written}");
    }
    // Two conditions, one from the definition and one from the card: said, not guessed.
    let both = compiled("Nightfall, if you control a Robot | Draw a card.");
    assert!(both.contains("Unsupported"), "{both}");
    // An action keyword is no trigger.
    let wrong = compiled("Mend | Draw a card.");
    assert!(
        wrong.contains("Unsupported") && wrong.contains("as a trigger"),
        "{wrong}"
    );
}

/// A keyword trigger that no declaration defines is an error with a did-you-mean, like any
/// unknown word; one defined through itself is refused where it is declared.
#[test]
fn an_unknown_or_recursive_keyword_trigger_is_an_error() {
    let mut pool = Lexicon::builder();
    pool.declarations(
        "set.vocab".as_ref(),
        "keyword trigger Landfall: When a Character joins my Expedition\nkeyword trigger Loop: Loop\n\
         keyword trigger Bad: When frobnication\n",
    );
    let (lexicon, problems) = pool.build();
    let mut codes: Vec<String> = problems
        .iter()
        .map(|p| miette::Diagnostic::code(&p.error).unwrap().to_string())
        .collect();
    codes.sort();
    assert_eq!(codes, ["altered::declare::malformed", "altered::declare::recursive"]);
    let source = "name: C\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
                  stats: forest 1, mountain 1, water 1\n\nLandfal | Draw a card.\n";
    let report = altered_interpreter::check_source_in(source, &lexicon);
    let messages: Vec<String> = report
        .diagnostics
        .iter()
        .map(|d| {
            format!(
                "{} {}",
                d.code().unwrap(),
                d.help().map(|h| h.to_string()).unwrap_or_default()
            )
        })
        .collect();
    assert_eq!(report.status, altered_interpreter::Status::Error, "{messages:?}");
    assert!(
        messages
            .iter()
            .any(|m| m.contains("unknown_keyword") && m.contains("Landfall")),
        "{messages:?}"
    );
}

/// `keyword condition Crowded: …`: the keyword is the condition it stands for wherever a
/// condition is written: an effect's `If …,`, a reaction's `, if …`, a passive's `If …,`.
#[test]
fn a_keyword_condition_is_the_condition_it_stands_for() {
    let mut pool = Lexicon::builder();
    pool.declarations(
        "set.vocab".as_ref(),
        "keyword condition Crowded: you control two or more Characters\n\
         keyword condition Empowered: If I'm Boosted.\n\
         keyword condition Packed: Crowded\n",
    );
    let (lexicon, problems) = pool.build();
    assert!(problems.is_empty(), "{problems:?}");
    let compiled = |text: &str| format!("{:?}", altered_interpreter::compile_card_in(&character(text), &lexicon));
    for (keyword, written) in [
        (
            "etb If Crowded, draw a card.",
            "etb If you control two or more Characters, draw a card.",
        ),
        (
            "At Noon, if Crowded | Draw a card.",
            "At Noon, if you control two or more Characters | Draw a card.",
        ),
        ("If Empowered, I am Eternal.", "If I'm Boosted, I am Eternal."),
        (
            "etb If Packed, draw a card.",
            "etb If you control two or more Characters, draw a card.",
        ),
    ] {
        let (k, w) = (compiled(keyword), compiled(written));
        assert!(!k.contains("Unsupported"), "{keyword}: {k}");
        assert_eq!(k, w, "{keyword} against {written}");
    }
    // A condition keyword that no declaration defines is an error, with a did-you-mean.
    let source = "name: C\ntype: Character — Robot\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\
                  stats: forest 1, mountain 1, water 1\n\netb If Crowdd, draw a card.\n";
    let report = altered_interpreter::check_source_in(source, &lexicon);
    assert_eq!(report.status, altered_interpreter::Status::Error);
    let help: Vec<String> = report
        .diagnostics
        .iter()
        .filter_map(|d| d.help().map(|h| h.to_string()))
        .collect();
    assert!(help.iter().any(|h| h.contains("Crowded")), "{help:?}");
}
