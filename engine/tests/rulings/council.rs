//! Rulings on The Council (`The {j}, {h} and {r} abilities of Characters facing me can't
//! activate.`) and the cards that tell abilities to activate: Ganesha (`For each …, you may
//! activate its {j} abilities`) and The Foundry, Axiom Bastion. CR 1.4.1.a: can't beats can.
use super::*;

const THE_COUNCIL: &str = "ALT_CORE_B_OR_12_C";
/// `{J} For each Permanent you control, you may activate its {j} abilities.`
const GANESHA: &str = "ALT_CORE_B_AX_19_C";
/// `{J} For each other Character you control, you may activate its {j} abilities.`
const GANESHA_OTHER_CHARACTERS: &str = "ALT_CORE_B_AX_19_R2";
/// `{T}: The next Character you play from your hand this turn activates its {r} abilities.`
const THE_FOUNDRY: &str = "ALT_CORE_B_AX_29_C";
/// `{R} I gain 2 boosts.`
const HAVEN_TRAINEE: &str = "ALT_CORE_B_BR_09_R1";

/// A Character with a `{J}`, a `{H}` and a `{R}` ability, giving it 1, 2 and 4 boosts.
fn eager() -> Arc<CardDef> {
    written(
        "Character — Robot",
        "etb I gain 1 boost.\nhand I gain 2 boosts.\nreserve I gain 4 boosts.\n",
    )
}

/// Player 0's turn; player 1 controls The Council in their Hero Expedition, which faces
/// player 0's Hero Expedition (CR 1.2.3.c).
fn against_the_council() -> Scenario {
    let mut sc = position(8, 2);
    sc.card(&ruled(THE_COUNCIL), P1, Zone::Expedition(P1, Side::Hero));
    sc
}

/// Plays the Reactions and answers every choice until player 0's turn comes back: each
/// `ChooseObject` picks the first of `picks` offered, then stops (`Skip`).
fn resolve_choosing(g: &mut Game, picks: &[CardId]) {
    while let Some(d) = g.pending().cloned() {
        match d.kind {
            DecisionKind::ChooseReaction => choose(g, d.kind, |_| true),
            DecisionKind::ChooseObject => {
                let pick = d.options.iter().find_map(|o| match o {
                    Opt::Card(c) if picks.contains(c) => Some(*o),
                    _ => None,
                });
                match pick {
                    Some(p) => choose(g, d.kind, |o| *o == p),
                    None => choose(g, d.kind, |o| *o == Opt::Skip),
                }
            }
            _ => break,
        }
    }
    settled(g);
}

/// The boosts of `eager()` played from Hand into player 0's `side` facing The Council.
fn eager_played_in(side: Side) -> u16 {
    let mut sc = against_the_council();
    let card = sc.card(&eager(), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, card, Some(side));
    resolve_choosing(&mut g, &[]);
    g.state().card(card).boosts
}

/// The Council — Q: Did the wording of this card change? A: The first printing said "The
/// {j}, {h} and {r} triggers of Characters facing me don't activate."; it now says "The {j},
/// {h} and {r} abilities of Characters facing me can't activate." CR 1.4.1.a: a Character
/// played facing it activates none of them; in the other Expedition, both activate
/// (CR 7.3.1.e: a Reaction whose trigger cannot activate does not, naturally).
#[test]
fn the_council_ruling_abilities_of_characters_facing_it_cant_activate() {
    assert_eq!(eager_played_in(Side::Hero), 0, "facing The Council: neither activates");
    assert_eq!(
        eager_played_in(Side::Companion),
        1 + 2,
        "not facing it: {{j}} and {{h}}"
    );
    // Its {r} abilities neither.
    let mut sc = against_the_council();
    let trainee = sc.card(&ruled(HAVEN_TRAINEE), P0, Zone::Reserve(P0));
    let mut g = start(sc);
    play_from_reserve(&mut g, trainee, Some(Side::Hero));
    resolve_choosing(&mut g, &[]);
    assert_eq!(g.state().card(trainee).boosts, 0);
    assert_eq!(reactions_played(&g, trainee), 0);
}

/// Player 0, against The Council, has `eager()` Characters in both Expeditions and plays
/// `ganesha` into `side`, choosing every Character offered; returns (Ganesha, the one
/// facing The Council, the other), with the game settled.
fn ganesha_against_the_council(ganesha: &str, side: Side) -> (Game, CardId, CardId, CardId) {
    let mut sc = against_the_council();
    let ganesha = sc.card(&ruled(ganesha), P0, Zone::Hand(P0));
    let facing = sc.card(&eager(), P0, Zone::Expedition(P0, Side::Hero));
    let other = sc.card(&eager(), P0, Zone::Expedition(P0, Side::Companion));
    let mut g = start(sc);
    play(&mut g, ganesha, Some(side));
    resolve_choosing(&mut g, &[facing, other]);
    (g, ganesha, facing, other)
}

/// Ganesha — Q: How does Ganesha interact with the Council? A: The negative effect wins:
/// played facing The Council, Ganesha has no effect (its own {j} can't activate); played
/// facing the other Expedition, it still can't activate the abilities of Characters facing
/// The Council. CR 1.4.1.a.
#[test]
fn ganesha_ruling_facing_the_council_it_does_nothing() {
    let (g, ganesha, facing, other) = ganesha_against_the_council(GANESHA_OTHER_CHARACTERS, Side::Hero);
    assert_eq!(reactions_played(&g, ganesha), 0, "its own {{j}} can't activate");
    assert_eq!(g.state().card(facing).boosts, 0);
    assert_eq!(g.state().card(other).boosts, 0, "nothing activated");
}

/// Ganesha — Q: How does Ganesha interacts with the Council? (another printing's wording)
/// A: The same: in the other Expedition, Ganesha activates the {j} abilities of the other
/// Characters, except those of the Characters facing The Council. CR 1.4.1.a.
#[test]
fn ganesha_ruling_it_cannot_activate_characters_facing_the_council() {
    let (g, ganesha, facing, other) = ganesha_against_the_council(GANESHA_OTHER_CHARACTERS, Side::Companion);
    assert_eq!(reactions_played(&g, ganesha), 1);
    assert_eq!(g.state().card(facing).boosts, 0, "facing The Council: can't activate");
    assert_eq!(g.state().card(other).boosts, 1, "its {{j}} activated by Ganesha");
}

/// The Council — Q: How does Ganesha interact with the Council? A: Ganesha has no effect
/// played opposite The Council; in a different Expedition it still can't make a Character
/// facing The Council activate: "you can't" applies. CR 1.4.1.a.
#[test]
fn the_council_ruling_ganesha_is_stopped_facing_it_and_cant_reach_across() {
    let (g, _, facing, other) = ganesha_against_the_council(GANESHA_OTHER_CHARACTERS, Side::Hero);
    assert_eq!((g.state().card(facing).boosts, g.state().card(other).boosts), (0, 0));
    let (g, _, facing, other) = ganesha_against_the_council(GANESHA_OTHER_CHARACTERS, Side::Companion);
    assert_eq!((g.state().card(facing).boosts, g.state().card(other).boosts), (0, 1));
}

/// The Council — Q: How does a card that says "activate the ability of a Character" such as
/// Ganesha (Muna) interact with the Council? A: The same; the Character facing The Council
/// does not activate, even when it is the only one chosen. CR 1.4.1.a, 7.3.1 (CR 7.3.1.e:
/// nor through another effect that would activate it).
#[test]
fn the_council_ruling_an_effect_cant_activate_a_character_facing_it() {
    let mut sc = against_the_council();
    let ganesha = sc.card(&ruled(GANESHA_OTHER_CHARACTERS), P0, Zone::Hand(P0));
    let facing = sc.card(&eager(), P0, Zone::Expedition(P0, Side::Hero));
    let mut g = start(sc);
    play(&mut g, ganesha, Some(Side::Companion));
    resolve_choosing(&mut g, &[facing]);
    assert_eq!(g.state().card(facing).boosts, 0);
    assert_eq!(reactions_played(&g, facing), 0, "no Reaction was created");
}

/// Ganesha — Q: Did the wording of this card change? A: The first printing said "For each
/// Permanent you control, you may activate its {j} triggers"; it now says "… its {j}
/// abilities". CR 7.3.1: the Permanents chosen activate their {j} abilities again; those
/// not chosen do not.
#[test]
fn ganesha_ruling_it_activates_the_etb_abilities_of_the_permanents_chosen() {
    let mut sc = position(8, 4);
    let ganesha = sc.card(&ruled(GANESHA), P0, Zone::Hand(P0));
    let site = written("Landmark Permanent — Site", "etb Draw a card.\n");
    let chosen = sc.card(&site, P0, Zone::Landmarks(P0));
    let skipped = sc.card(&site, P0, Zone::Landmarks(P0));
    let mut g = start(sc);
    let deck = g.state().count(Zone::Deck(P0));
    play(&mut g, ganesha, Some(Side::Hero));
    resolve_choosing(&mut g, &[chosen]);
    assert_eq!(reactions_played(&g, chosen), 1);
    assert_eq!(reactions_played(&g, skipped), 0, "you may: not chosen");
    assert_eq!(g.state().count(Zone::Deck(P0)), deck - 1, "one card drawn");
}

/// Player 0 uses The Foundry, then plays a Haven Trainee (`{R} I gain 2 boosts`) from Hand
/// into `side`, against The Council; returns its boosts.
fn foundry_trainee_against_the_council(side: Side) -> u16 {
    let mut sc = against_the_council();
    let foundry = sc.card(&ruled(THE_FOUNDRY), P0, Zone::Landmarks(P0));
    let trainee = sc.card(&ruled(HAVEN_TRAINEE), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == foundry),
    );
    play(&mut g, trainee, Some(side));
    resolve_choosing(&mut g, &[]);
    g.state().card(trainee).boosts
}

/// The Council — Q: How does the Foundry, Axiom Bastion interact with the Council? A: "You
/// can't" applies: a Character played facing The Council activates none of its abilities,
/// with or without the Foundry. CR 1.4.1.a.
#[test]
fn the_council_ruling_the_foundry_cant_activate_a_character_facing_it() {
    assert_eq!(foundry_trainee_against_the_council(Side::Hero), 0);
    assert_eq!(foundry_trainee_against_the_council(Side::Companion), 2);
}

/// The Foundry, Axiom Bastion — Q: How does the Foundry interact with an effect that
/// prevents the activation of abilities, such as the Council? A: The negative effect wins:
/// the Foundry has no effect on Characters played in front of the Council. CR 1.4.1.a.
#[test]
fn the_foundry_axiom_bastion_ruling_no_effect_in_front_of_the_council() {
    assert_eq!(foundry_trainee_against_the_council(Side::Hero), 0);
}

/// The Foundry, Axiom Bastion — Q: How does the Foundry interacts with an effect that
/// prevents the activation of abilities, such as the Council? (another printing's wording)
/// A: The same. CR 1.4.1.a. In the other Expedition, the Foundry works as usual.
#[test]
fn the_foundry_axiom_bastion_ruling_a_prevention_wins_only_facing_it() {
    assert_eq!(foundry_trainee_against_the_council(Side::Hero), 0);
    assert_eq!(foundry_trainee_against_the_council(Side::Companion), 2);
}

/// The Foundry, Axiom Bastion — Q: How does the Foundry, Axiom Bastion interact with the
/// Council? A: The Foundry has no effect on Characters played in front of the Council. CR
/// 1.4.1.a: no `{r}` Reaction is even created.
#[test]
fn the_foundry_axiom_bastion_ruling_the_council_wins() {
    let mut sc = against_the_council();
    let foundry = sc.card(&ruled(THE_FOUNDRY), P0, Zone::Landmarks(P0));
    let trainee = sc.card(&ruled(HAVEN_TRAINEE), P0, Zone::Hand(P0));
    let mut g = start(sc);
    choose(
        &mut g,
        DecisionKind::Turn,
        |o| matches!(o, Opt::Quick { card, .. } if *card == foundry),
    );
    play(&mut g, trainee, Some(Side::Hero));
    assert!(g.state().limbo_reactions().is_empty(), "nothing activated");
    resolve_choosing(&mut g, &[]);
    assert_eq!(reactions_played(&g, trainee), 0);
}

/// The Foundry, Axiom Bastion — Q: How does the Foundry interacts with the Council? A: The
/// same (another printing's wording). CR 1.4.1.a: the Character facing The Council gets
/// nothing from the Foundry, and neither its {j} nor its {h} activate; in the other
/// Expedition all three do.
#[test]
fn the_foundry_axiom_bastion_ruling_the_council_stops_every_ability() {
    let with_the_foundry = |side: Side| {
        let mut sc = against_the_council();
        let foundry = sc.card(&ruled(THE_FOUNDRY), P0, Zone::Landmarks(P0));
        let card = sc.card(&eager(), P0, Zone::Hand(P0));
        let mut g = start(sc);
        choose(
            &mut g,
            DecisionKind::Turn,
            |o| matches!(o, Opt::Quick { card, .. } if *card == foundry),
        );
        play(&mut g, card, Some(side));
        resolve_choosing(&mut g, &[]);
        g.state().card(card).boosts
    };
    assert_eq!(with_the_foundry(Side::Hero), 0);
    assert_eq!(with_the_foundry(Side::Companion), 1 + 2 + 4);
}
