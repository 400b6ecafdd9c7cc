//! Rulings on effects that name an Expedition by where their object is: Sakarabru (`Your
//! opponent's Expedition facing me moves backwards one region`).
use super::*;

/// `{H} Your opponent's Expedition facing me moves backwards one region.`
const SAKARABRU: &str = "ALT_CORE_B_YZ_18_C";

/// Player 0 plays Sakarabru from Hand into `side` in the position `sc`.
fn sakarabru_into(side: Side, mut sc: Scenario) -> Game {
    let sakarabru = sc.card(&ruled(SAKARABRU), P0, Zone::Hand(P0));
    let mut g = start(sc);
    play(&mut g, sakarabru, Some(side));
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    settled(&g);
    g
}

/// Sakarabru — Q: Did the wording of this card change? A: "Your opponent's Expedition
/// facing mine" now reads "Your opponent's Expedition facing me". CR 1.2.3.c: the one facing
/// the Expedition Sakarabru is in moves back; the other does not.
#[test]
fn sakarabru_ruling_the_expedition_facing_it_moves_backwards() {
    for side in [Side::Hero, Side::Companion] {
        let mut sc = position(7, 0);
        sc.state_mut().player_mut(P1).markers = [2, 4];
        let before = sc.state_mut().player(P1).markers;
        let mine = sc.state_mut().player(P0).markers;
        let g = sakarabru_into(side, sc);
        let after = g.state().player(P1).markers;
        let moved = match side {
            Side::Hero => [before[0] - 1, before[1]],
            Side::Companion => [before[0], before[1] + 1],
        };
        assert_eq!(after, moved, "{side:?}: {:?}", g.events());
        assert_eq!(g.state().player(P0).markers, mine, "its controller's stay");
    }
}

/// Sakarabru — Q: What happens if Sakarabru is played during the tiebreaker? A: In the
/// Arena, Expeditions can't move forward nor backwards, since there's only one Region: the
/// effect does nothing. CR 4.3.d.
#[test]
fn sakarabru_ruling_nothing_moves_in_the_arena() {
    let mut sc = position(7, 0);
    let a = sc.state_mut().adventure_mut();
    a.regions[0].card = RegionCard::Arena;
    a.len = 1;
    for p in [P0, P1] {
        sc.state_mut().player_mut(p).markers = [0, 0];
    }
    let g = sakarabru_into(Side::Hero, sc);
    assert_eq!(g.state().player(P1).markers, [0, 0]);
    assert!(!g.events().iter().any(|e| matches!(e, Event::ExpeditionMoved { .. })));
}

/// Gibil (Rare) — Q: Can Rare Gibil create Brassbugs in two different Expeditions? A: No:
/// `create two [Brassbug 2/2/2] Robot tokens in target Expedition` has one target (CR
/// 1.2.6.c), both tokens join it; `Otherwise, create only one` creates one.
#[test]
fn gibil_ruling_both_brassbugs_join_the_one_target_expedition() {
    let brassbugs = |permanents: usize| {
        let mut sc = position(6, 0);
        let gibil = sc.card(&ruled("ALT_ALIZE_B_AX_40_R1"), P0, Zone::Hand(P0));
        let site = Arc::new(CardDef::basic("Site", Kind::LandmarkPermanent, 1, 1, [0; 3]));
        sc.cards(&site, P0, Zone::Landmarks(P0), permanents);
        let mut g = start(sc);
        play(&mut g, gibil, Some(Side::Hero));
        let mut targets = 0;
        while let Some(d) = g.pending().cloned() {
            match d.kind {
                DecisionKind::ChooseReaction => choose(&mut g, d.kind, |_| true),
                DecisionKind::ChooseExpedition => {
                    targets += 1;
                    choose(&mut g, d.kind, |o| {
                        *o == Opt::Expedition {
                            player: P0,
                            side: Side::Companion,
                        }
                    });
                }
                _ => break,
            }
        }
        settled(&g);
        let ts = tokens(&g, P0);
        assert!(ts
            .iter()
            .all(|&t| g.state().card(t).zone == Zone::Expedition(P0, Side::Companion)));
        (targets, ts.len())
    };
    assert_eq!(brassbugs(2), (1, 2), "one target, two Brassbugs in it");
    assert_eq!(brassbugs(1), (1, 1), "otherwise, only one");
}

/// `[Gigantic]. {J} Sacrifice two Characters. All regions are {O} and lose their other
/// terrains.` (forest 0, mountain 0, water 8)
const THE_KRAKEN: &str = "ALT_CORE_B_YZ_17_C";

/// The Kraken — Q: What happens if the Kraken is played during the tiebreaker? A: Its
/// statistics count twice (once for each Expedition), and the Arena is now only water, so
/// forest and mountain statistics won't help. CR 7.4.4.m, 4.3.e, 7.5.8.a: 16 water against
/// 9/9/9 wins; with the Arena's three terrains, 9 forest and 9 mountain would have won.
#[test]
fn the_kraken_ruling_the_arena_is_only_water_and_it_counts_twice() {
    let mut sc = Scenario::new();
    sc.card(&ruled(THE_KRAKEN), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&character("Theirs", 1, [9, 9, 9]), P1, Zone::Expedition(P1, Side::Hero));
    let g = in_the_arena(sc);
    let o = g.outcome().expect("the game ended");
    assert!(o.tiebreakers);
    assert_eq!(o.winner, Some(P0));
}

/// Player 0's turn: their Hero Expedition is in region 1, face up and only mountain; Magic
/// Beans (`My region is forest in addition to its other terrains`) and The Kraken are in
/// it, created in this order (their timestamps, CR 2.2.16) when `beans_first`.
fn kraken_and_beans(beans_first: bool) -> (Game, CardId) {
    let mut sc = position(0, 0);
    let region = &mut sc.state_mut().adventure_mut().regions[1];
    region.terrains = Terrains([false, true, false]);
    region.face_up = true;
    sc.state_mut().player_mut(P0).markers[0] = 1;
    let beans = ruled("ALT_ALIZE_B_MU_43_C");
    let kraken = if beans_first {
        sc.card(&beans, P0, Zone::Expedition(P0, Side::Hero));
        sc.card(&ruled(THE_KRAKEN), P0, Zone::Expedition(P0, Side::Hero))
    } else {
        let k = sc.card(&ruled(THE_KRAKEN), P0, Zone::Expedition(P0, Side::Hero));
        sc.card(&beans, P0, Zone::Expedition(P0, Side::Hero));
        k
    };
    sc.card(
        &written("Spell — Disruption", "Send target Character to Reserve.\n"),
        P0,
        Zone::Hand(P0),
    );
    (start(sc), kraken)
}

/// The Kraken — Q: What happens if two different effects change the Region type of a
/// Region? A: The last one played prevails; if it stops applying (the Kraken leaves the
/// Expedition zone), the Region reverts to the previous state. CR 2.3.3 (timestamp order),
/// 7.5.8.a.
#[test]
fn the_kraken_ruling_the_last_region_change_prevails_and_reverts() {
    let (g, _) = kraken_and_beans(true);
    assert_eq!(
        g.state().region_terrains(1),
        Terrains([false, false, true]),
        "the Kraken last"
    );
    assert_eq!(
        g.state().region_terrains(3),
        Terrains([false, false, true]),
        "all regions"
    );

    let (mut g, kraken) = kraken_and_beans(false);
    assert_eq!(
        g.state().region_terrains(1),
        Terrains([true, false, true]),
        "the Beans last"
    );
    let spell = g
        .state()
        .in_zone(Zone::Hand(P0))
        .find(|&c| g.state().def(c).kind == Kind::Spell)
        .expect("the spell");
    play(&mut g, spell, None);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(kraken));
    settled(&g);
    assert_eq!(g.state().card(kraken).zone, Zone::Reserve(P0));
    assert_eq!(g.state().region_terrains(1), Terrains([true, true, false]), "reverted");
}

/// `At Dusk, if you control a Fleeting Character, another Anchored Character and yet another
/// Asleep Character — You win the game.`
const LYRA_FESTIVAL: &str = "ALT_CORE_B_LY_29_C";

/// Gives player `p` Lyra Festival and three Characters: Fleeting, Anchored and Asleep, but
/// for the last when `asleep` is false. Returns the last Character.
fn festival(sc: &mut Scenario, p: PlayerId, asleep: bool) -> CardId {
    sc.card(&ruled(LYRA_FESTIVAL), p, Zone::Landmarks(p));
    let a = sc.card(&free("A"), p, Zone::Expedition(p, Side::Hero));
    let b = sc.card(&free("B"), p, Zone::Expedition(p, Side::Hero));
    let c = sc.card(&free("C"), p, Zone::Expedition(p, Side::Companion));
    sc.status(a, |s| s.fleeting = true);
    sc.status(b, |s| s.anchored = true);
    sc.status(c, |s| s.asleep = asleep);
    c
}

/// The game at Dusk with `first` as the first player, every Reaction played in the order
/// offered.
fn at_dusk(sc: Scenario, first: PlayerId) -> Game {
    let mut st = sc.build();
    st.set_first_player(first);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let mut g = Game::from_state(st);
    while g.pending().is_some_and(|d| d.kind == DecisionKind::ChooseReaction) {
        choose(&mut g, DecisionKind::ChooseReaction, |_| true);
    }
    g
}

/// Lyra Festival — Q: What happens if two players meet the victory conditions of Lyra
/// Festival the same Dusk? A: All "At Dusk" effects go to Limbo together at the beginning
/// of Dusk, then each player in turn order resolves theirs: the player earlier in turn
/// order wins. CR 4.2.4.a, 6.3, 1.4.5.
#[test]
fn lyra_festival_ruling_the_first_player_wins_first() {
    for first in [P0, P1] {
        let mut sc = position(0, 0);
        festival(&mut sc, P0, true);
        festival(&mut sc, P1, true);
        let g = at_dusk(sc, first);
        let o = g.outcome().expect("the game ended");
        assert_eq!(o.winner, Some(first));
    }
}

/// Lyra Festival — Q: When do we check the resolution of Lyra Festival? A: "At Dusk"
/// effects are triggered at the beginning of Dusk, before Progress; the three Characters
/// are checked upon triggering (before the —), not upon resolution: other "At Dusk" effects
/// can't change the result for this Day. CR 6.3.b. Here another At Dusk effect makes the
/// third Character Asleep, resolved first: too late, no win.
#[test]
fn lyra_festival_ruling_the_condition_is_checked_as_dusk_begins() {
    let mut sc = position(0, 0);
    let third = festival(&mut sc, P0, false);
    let lullaby = sc.card(
        &written(
            "Landmark Permanent — Site",
            "At Dusk | Target Character gains Asleep.\n",
        ),
        P0,
        Zone::Landmarks(P0),
    );
    let mut st = sc.build();
    st.set_first_player(P0);
    st.set_step(Step::Dusk, Phase::Afternoon);
    let mut g = Game::from_state(st);
    // Only the other At Dusk Reaction is in Limbo: the Festival did not activate.
    let reactions: Vec<CardId> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::ReactionCreated { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(reactions, [lullaby]);
    choose(&mut g, DecisionKind::ChooseObject, |o| *o == Opt::Card(third));
    assert!(g.events().iter().any(|e| matches!(e,
        Event::Status { card, status: altered_interpreter::StatusKind::Asleep, gained: true } if *card == third)));
    assert!(g.outcome().is_none(), "the condition was false as Dusk began");

    // Met as Dusk begins, it wins.
    let mut sc = position(0, 0);
    festival(&mut sc, P0, true);
    let g = at_dusk(sc, P0);
    assert_eq!(g.outcome().map(|o| o.winner), Some(Some(P0)));
}

/// `Your other Expedition and the Expedition facing it can't move forward.` (4/4/4)
const ISSITOQ: &str = "ALT_CORE_B_OR_19_C";

/// Issitoq — Q: What happens if Issitoq is played during a tiebreaker day? A: In the Arena,
/// Expeditions can't move forward nor backwards, since there's only one Region: such an
/// effect becomes irrelevant, and Issitoq doesn't block anything — the tiebreaker is won
/// as usual. CR 4.3.d–e. (Out of the Arena, it stops its controller's other Expedition and
/// the one facing it.)
#[test]
fn issitoq_ruling_it_blocks_nothing_in_the_arena() {
    let mut sc = Scenario::new();
    sc.card(&ruled(ISSITOQ), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(
        &character("Theirs", 1, [6, 6, 6]),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    let g = in_the_arena(sc);
    let o = g.outcome().expect("the game ended");
    assert!(o.tiebreakers);
    assert_eq!(o.winner, Some(P1), "facing Issitoq's other Expedition, and it wins");

    // In regular play, the same Companion Expedition can't move forward; the Hero can.
    let mut sc = position(0, 0);
    sc.card(&ruled(ISSITOQ), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(
        &character("Theirs", 1, [6, 6, 6]),
        P1,
        Zone::Expedition(P1, Side::Companion),
    );
    sc.card(&character("Theirs", 1, [6, 6, 6]), P1, Zone::Expedition(P1, Side::Hero));
    let g = start(sc);
    assert!(
        !g.state().moves_forward(P1, Side::Companion),
        "6 against nothing, yet stopped"
    );
    assert!(g.state().moves_forward(P1, Side::Hero), "6 against 4");
}
