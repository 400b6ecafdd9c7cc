//! The English variations of one template read as the same tree: each variant below renders
//! to the canonical line beside it (`altered fmt` would write it so). A variant that stops
//! parsing, or parses to another meaning, fails here.

use altered::{parse_card, render_card};

const HEADER: &str = "name: Variants\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Unique\n\
                      cost: hand 3, reserve 3\nstats: forest 2, mountain 2, water 2\n\n";

/// (as a designer may write it, canonical form)
const VARIANTS: &[(&str, &str)] = &[
    // Tokens `distributed among any Expeditions` are distributed as you choose.
    (
        "etb Create two Ordis Recruit 1/1/1 Soldier tokens distributed among any Expeditions.",
        "etb Create 2 Ordis Recruit 1/1/1 Soldier tokens, distributed as you choose among any number of target Expeditions.",
    ),
    // `put … on top of <zone>` is `return … to the top of <zone>`.
    (
        "etb Put a card from your hand on top of your deck.",
        "etb Return a card from your hand to the top of your deck.",
    ),
    // `If that player does`, `If they did` are `If they do`; `If it did` is `If it does`
    // (CR 6.5.f, 7.2.4.a).
    (
        "etb Target player may draw a card. If that player does, I gain 1 boost. If that opponent didn't, draw a card.",
        "etb Target player may draw a card. If they do, I gain 1 boost. If they don't, draw a card.",
    ),
    (
        "etb Target opponent may draw a card. If they did, draw a card. If they did not, I gain 1 boost.",
        "etb Target opponent may draw a card. If they do, draw a card. If they don't, I gain 1 boost.",
    ),
    (
        "etb My Expedition moves forward one region. If it did, draw a card. If it did not, I gain 1 boost.",
        "etb My Expedition moves forward one region. If it does, draw a card. If it doesn't, I gain 1 boost.",
    ),
    // `Double the Kelon counters of …` (CR 7.3.8.a's words) is `Double the number of Kelon
    // counters on …`, as for boosts.
    (
        "etb Double the Kelon counters of target Character.",
        "etb Double the number of Kelon counters on target Character.",
    ),
    (
        "etb Double the boosts on each Character you control.",
        "etb Double the number of boosts on each Character you control.",
    ),
    // `their` counters are the subject's own, as `its`.
    (
        "etb Each Character you control spends 1 of their Kelon counters.",
        "etb Each Character you control spends 1 of its Kelon counters.",
    ),
    // `until end of turn`, `until the end of the turn` are `this turn` (CR 2.2.15.a).
    (
        "exhaust: Target Character gains Tough 1 until end of turn.",
        "exhaust: Target Character gains Tough 1 this turn.",
    ),
    (
        "exhaust: Target Character loses Defender until the end of the turn.",
        "exhaust: Target Character loses Defender this turn.",
    ),
    // `Reduce my cost by N` is `I cost N less` (CR 5.1.2.e).
    ("Reduce my cost by 2.", "I cost 2 less."),
    (
        "Reduce my cost by X, where X is the number of Plants you control.",
        "I cost X less, where X is the number of Plants you control.",
    ),
    // `<noun phrase> has a {D} ability` is `there is <noun phrase> with a {D} ability`.
    (
        "etb If a card other than me in your Reserve has a {D} ability, draw a card.",
        "etb If there is 1 card other than me in your Reserve with a support ability, draw a card.",
    ),
    // `an Expedition you control` is `an Expedition controlled by you`.
    (
        "etb Create a Brassbug 2/2/2 Robot token in an Expedition you control.",
        "etb Create a Brassbug 2/2/2 Robot token in an Expedition controlled by you.",
    ),
    // A count among a group: `there are` is `you have`.
    (
        "etb If there are 7 or more boosts among Characters you control and in your Reserve, draw a card.",
        "etb If you have 7 or more boosts among Characters you control or in your Reserve, draw a card.",
    ),
    // `the Expedition I'm in` and `the Expedition I'm played in` are my Expedition.
    (
        "etb If there are no Characters in the Expedition I'm played in, draw a card.",
        "etb If there are no Characters in my Expedition, draw a card.",
    ),
    (
        "hand Each Character in the Expedition I'm in gains 1 boost.",
        "hand Each Character in my Expedition gains 1 boost.",
    ),
    // A player's Expedition named after the noun: `the Companion Expedition of its owner`.
    (
        "etb Create a Brassbug 2/2/2 Robot token in the Companion Expedition of its owner.",
        "etb Create a Brassbug 2/2/2 Robot token in its owner's Companion Expedition.",
    ),
    (
        "etb Each Character in the Expedition of target opponent gains 1 boost.",
        "etb Each Character in target opponent's Expedition gains 1 boost.",
    ),
    // `the rest` is `the others`; `from play and Reserve` is `in play or in Reserve`.
    (
        "etb Look at the top three cards of your deck. Put one in your hand and discard the rest.",
        "etb Look at the top three cards of your deck. Put one in your hand and discard the others.",
    ),
    (
        "etb Discard all other Spells from play and Reserve.",
        "etb Discard all other Spells in play or in Reserve.",
    ),
    // A status after the noun (`that's`, `that is`, `that are`) is the adjective before it.
    (
        "etb Target Character that's Boosted gains Anchored.",
        "etb Target Boosted Character gains Anchored.",
    ),
    (
        "etb Characters you control that are Fleeting or Asleep gain 1 boost.",
        "etb Fleeting or Asleep Characters you control gain 1 boost.",
    ),
    // Kinds joined by `and` after `each` name what is either.
    (
        "etb Each Animal and Adventurer in your Reserve gains 1 boost.",
        "etb Each Animal or Adventurer in your Reserve gains 1 boost.",
    ),
    // Places joined by `or`, with or without a second `in`.
    (
        "etb Target Character in your hand or Reserve gains 1 boost.",
        "etb Target Character in your hand or in Reserve gains 1 boost.",
    ),
    // `; if not,` and `If not,` are `otherwise` (CR 6.5.e).
    (
        "etb Draw a card. If it's a Character, I gain 1 boost; if not, I gain Fleeting.",
        "etb Draw a card. If it's a Character, I gain 1 boost, otherwise I gain Fleeting.",
    ),
    (
        "etb If I'm Boosted, draw a card. If not, I gain 1 boost.",
        "etb If I'm Boosted, draw a card. Otherwise, I gain 1 boost.",
    ),
    // The CR's own wording of CR 6.5.f, and the other negations.
    (
        "etb You may pay 1. If you did, draw a card.",
        "etb You may pay 1. If you do, draw a card.",
    ),
    (
        "etb You may pay 1. If you did not, I gain Fleeting.",
        "etb You may pay 1. If you don't, I gain Fleeting.",
    ),
    (
        "etb Sacrifice a Plant. If you couldn't, I gain Fleeting.",
        "etb Sacrifice a Plant. If you can't, I gain Fleeting.",
    ),
    // `any target` is `any number of target`.
    (
        "etb Distribute 2 boosts among any target Characters.",
        "etb Distribute 2 boosts among any number of target Characters.",
    ),
    // A status of Expeditions in printed markup; `for each of your <noun>` is `per <noun> you
    // control`; `the Expedition facing mine` is the one facing me; `gain control` is `take
    // control`.
    (
        "When I leave an [[Ascended]] Expedition — Draw a card.",
        "When I leave an Ascended Expedition | Draw a card.",
    ),
    (
        "I cost {1} less for each of your [[Ascended]] Expeditions.",
        "I cost 1 less per Ascended Expedition you control.",
    ),
    (
        "When a Character joins one of your Expeditions that is behind — Draw a card.",
        "When a Character joins one of your Expeditions that's behind | Draw a card.",
    ),
    (
        "etb An Expedition facing mine moves backwards one region.",
        "etb The Expedition facing me moves backwards one region.",
    ),
    (
        "etb You gain control of target token Permanent.",
        "etb You take control of target token Permanent.",
    ),
    (
        "When an exhaust ability was activated during your turn — Draw a card.",
        "When an exhaust ability is activated on your turn | Draw a card.",
    ),
    // `Do this once for each` is `For each` (CR 6.5.i); (`You may choose both, otherwise choose
    // one` is `Choose one or both`, CR 6.5.g: engine/tests/templates.rs); `that already have counters … can't gain more`
    // is `with counters … can't gain counters` (CR 2.5.1.a); `[Resupply] it` after `; if not,`.
    (
        "etb Do this once for each card in your discard pile: draw a card.",
        "etb For each card in your discard pile, draw a card.",
    ),
    (
        "Cards in play or in Reserve that already have counters can't gain more.",
        "Cards in play or in Reserve with counters can't gain counters.",
    ),
    (
        "etb Reveal the top card of your deck. If it's a Character, draw it; if not, [Resupply] it.",
        "etb Reveal the top card of your deck. If it's a Character, draw it, otherwise Resupply it.",
    ),
    (
        "etb [Sabotage] any number of Characters with total {V} less than or equal to my {V} stat.",
        "etb Sabotage any number of Characters with total forest less than or equal to my forest.",
    ),
    (
        "My {V}, {M}, and {O} are equal to my highest statistic.",
        "My forest, mountain and water are equal to my highest statistic.",
    ),
    (
        "hand I gain its subtype and X boosts, where X equals its highest statistic.",
        "hand I gain its sub-types and X boosts, where X is its highest statistic.",
    ),
    (
        "etb Discard target card in play with a higher {M}.",
        "etb Discard target card in play with greater mountain.",
    ),
    // A replacement by a die roll, in the words of a roll header; `with the same name as me`.
    (
        "If I would gain Asleep, roll a die. On a:\n• On a 1-3: I gain 1 boost instead.",
        "• 1-3: I gain 1 boost instead.",
    ),
    (
        "etb Discard target card with the same name as me from your Reserve.",
        "etb Discard target card with my name from your Reserve.",
    ),
    // Keywords of one subject joined by `and`; `I have` is `I am`.
    (
        "I am Gigantic, Defender and Eternal.",
        "I am Gigantic, Defender and Eternal.",
    ),
    (
        "I have Tough X, where X is the number of Plants you control.",
        "I am Tough X, where X is the number of Plants you control.",
    ),
    // Triggers: `go to Reserve` with no zone is from anywhere; `sent` and `returned` to
    // Reserve are going there (CR 7.3.27.c: put, return and send are synonyms).
    (
        "When I go to Reserve | Draw a card.",
        "When I go to Reserve from anywhere | Draw a card.",
    ),
    (
        "When I'm sent to Reserve | Draw a card.",
        "When I go to Reserve from anywhere | Draw a card.",
    ),
    (
        "When a Character is returned to Reserve from the Expedition zone | Draw a card.",
        "When a Character goes to Reserve from the Expedition zone | Draw a card.",
    ),
    // `gains boosts` with no number is one or more (CR 7.3.16); `roll a die` is a roll
    // (CR 7.3.28).
    (
        "When a Character gains boosts | Draw a card.",
        "When a Character gains 1 or more boosts | Draw a card.",
    ),
    (
        "When you roll a die | I gain 1 boost.",
        "When you roll one or more dice | I gain 1 boost.",
    ),
    // Counters after the noun (CR 2.5, 2.5.1): `at least N`, `a`, `without`, `exactly N`.
    (
        "hand Draw a card for each Character you control with at least 1 boost.",
        "hand Draw a card per Character you control with 1 or more boosts.",
    ),
    (
        "When a Character with a Kelon counter joins my Expedition | I gain 1 boost.",
        "When a Character with 1 or more Kelon counters joins my Expedition | I gain 1 boost.",
    ),
    (
        "etb Each Character without boosts gains 1 boost.",
        "etb Each Character with no boosts gains 1 boost.",
    ),
    (
        "reserve If you control a Character with exactly 2 Kelon counters, draw a card.",
        "reserve If you control a Character with 2 Kelon counters, draw a card.",
    ),
    // A status or a keyword after the noun is the adjective (CR 2.4, 7.4).
    (
        "etb Target Character without Fleeting gains Fleeting.",
        "etb Target non-Fleeting Character gains Fleeting.",
    ),
    (
        "When a Character with Fleeting leaves your Expeditions | Draw a card.",
        "When a Fleeting Character leaves your Expeditions | Draw a card.",
    ),
    (
        "reserve Target Character without Defender gains Defender.",
        "reserve Target non-[Defender] Character gains Defender.",
    ),
    (
        "When a Gigantic Character joins the Expedition facing me | I gain 1 boost.",
        "When a [Gigantic] Character joins the Expedition facing me | I gain 1 boost.",
    ),
    // The words of a comparison (`equal or lower than`, `at least`, `or fewer`, `fewer
    // than`) are its canonical form's.
    (
        "etb Target Character with Hand Cost equal or lower than 2 gains 1 boost.",
        "etb Target Character with Hand Cost 2 or less gains 1 boost.",
    ),
    (
        "hand Each Character with Base Cost at least 3 gains Asleep.",
        "hand Each Character with Base Cost 3 or more gains Asleep.",
    ),
    (
        "etb If you control 2 or fewer Characters, draw a card.",
        "etb If you control 2 or less Characters, draw a card.",
    ),
    // `your Expedition` as the subject of an Expedition's event is either of them.
    (
        "When your Expedition moves forward | I gain 1 boost.",
        "When one of your Expeditions moves forward | I gain 1 boost.",
    ),
    // `whose <number> is …` and `with a <number> of …` are `with <number> …` (CR 2.2.7-2.2.11).
    (
        "hand Each Character whose Base Cost is 2 or less gains Anchored.",
        "hand Each Character with Base Cost 2 or less gains Anchored.",
    ),
    (
        "etb Target Character with a Hand Cost of 3 or less gains 1 boost.",
        "etb Target Character with Hand Cost 3 or less gains 1 boost.",
    ),
    (
        "etb Target Character with a forest statistic of 3 or more gains 1 boost.",
        "etb Target Character with forest 3 or more gains 1 boost.",
    ),
];

#[test]
fn each_variant_renders_to_its_canonical_form() {
    let mut wrong = Vec::new();
    for (variant, canonical) in VARIANTS {
        let source = format!("{HEADER}{variant}\n");
        match parse_card(&source) {
            (Some(card), errors) if errors.is_empty() => {
                let rendered = render_card(&card);
                let line = rendered.lines().last().unwrap_or_default();
                if line != *canonical {
                    wrong.push(format!("{variant}\n  renders as {line}\n  expected   {canonical}"));
                }
            }
            (_, errors) => wrong.push(format!("{variant}\n  does not parse: {errors:?}")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
