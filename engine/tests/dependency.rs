//! The order in which passive abilities apply (CR 2.3): one at a time, each with those
//! applied before it, the one with the smallest timestamp among those free from dependency
//! first (CR 2.3.1.l, 2.3.2, 2.3.3). Real cards from `cards/`, in positions where the
//! dependent ability has the smaller timestamp (objects' ids are their timestamps: the
//! scenario creates them in the order written), so that timestamp or card order alone
//! would give another answer.
mod common;

use common::{filler, play, position, real, settled, start, P0, P1};

use altered_engine::*;
use altered_interpreter::KeywordAbility;
use std::sync::Arc;

const DEMETER: &str = "ALT_ALIZE_B_MU_40_R2"; // If I'm in forest, I am Eternal.
const MAGIC_BEANS: &str = "ALT_ALIZE_B_MU_43_C"; // My region is forest in addition to its other terrains.
const EAT_ME: &str = "ALT_ALIZE_B_BR_45_R1"; // If there is only one Character in my Expedition, it is Gigantic.
const THE_STEW: &str = "ALT_BISE_B_BR_62_R2"; // Characters in my Expedition are Seasoned.
const THE_HUNGER: &str = "ALT_BISE_B_YZ_56_R1"; // If I'm Fleeting, I am Gigantic.
const SON_OF_YGGDRASIL: &str = "ALT_CORE_B_MU_21_C"; // Gigantic.
const AMAROK: &str = "ALT_ALIZE_B_BR_39_C"; // When another Character joins my Expedition | Sacrifice it.

fn character(name: &str) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, Kind::Character, 1, 1, [1, 1, 1]))
}

/// Neither of player 0's regions has forest: only a passive ability can make one so.
fn no_forest(st: &mut GameState) {
    for side in Side::BOTH {
        let r = usize::from(st.player(P0).markers[side.index()]);
        st.adventure_mut().regions[r].terrains = Terrains([false, true, true]);
        st.adventure_mut().regions[r].face_up = true;
    }
}

/// Night of the last day, both of player 0's Expeditions having moved: Rest (CR 4.3.3)
/// sends their Characters to Reserve unless they are Eternal.
fn rest(mut st: GameState) -> Game {
    st.player_mut(P0).moved_forward = [true, true];
    st.set_day(1, 1);
    st.set_first_player(P0);
    st.set_step(Step::Night, Phase::Dusk);
    Game::from_state(st)
}

/// CR 2.3.1.m: the order of application is decided by dependency before timestamps;
/// CR 2.3.2.c: Demeter directly depends on Magic Beans, as 2.3.2.f says (CR 2.3.2.a-b: a
/// relation between two passive abilities, through direct dependency).
#[test]
fn cr_2_3_2_f_magic_beans_applies_before_demeter_if_im_in_forest() {
    // Demeter is older, but what its ability does depends on Magic Beans' making the
    // region forest: Magic Beans applies first, and Demeter is Eternal.
    let mut sc = Scenario::new();
    let demeter = sc.card(&real(DEMETER), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&real(MAGIC_BEANS), P0, Zone::Expedition(P0, Side::Hero));
    let mut st = sc.build();
    no_forest(&mut st);
    let hero = usize::from(st.player(P0).markers[Side::Hero.index()]);
    assert!(st.region_terrains(hero).0[0], "Magic Beans: my region is forest");
    assert!(st.has_keyword(demeter, KeywordAbility::Eternal));
    let g = rest(st);
    assert_eq!(
        g.state().card(demeter).zone,
        Zone::Expedition(P0, Side::Hero),
        "CR 7.4.3.b: Eternal, it stays"
    );
}

#[test]
fn cr_2_3_2_f_demeter_without_magic_beans_in_its_region_is_not_eternal() {
    // The control: Magic Beans in the other Expedition makes another region forest.
    let mut sc = Scenario::new();
    let demeter = sc.card(&real(DEMETER), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&real(MAGIC_BEANS), P0, Zone::Expedition(P0, Side::Companion));
    let mut st = sc.build();
    no_forest(&mut st);
    assert!(!st.has_keyword(demeter, KeywordAbility::Eternal));
    let g = rest(st);
    assert_eq!(g.state().card(demeter).zone, Zone::Reserve(P0));
}

/// CR 2.3.2.c: The Stew directly depends on Eat Me Energy Bars, as 2.3.2.e says.
#[test]
fn cr_2_3_2_e_eat_me_energy_bars_applies_before_the_stew_in_my_expedition() {
    // The Stew (older, companion Expedition) applies to Characters in its Expedition;
    // Eat Me Energy Bars makes the only Character of the hero Expedition Gigantic, so
    // present in the companion Expedition too (CR 7.4.4.b): it changes what The Stew
    // applies to, and applies first. The Character is Seasoned and keeps its boosts.
    let mut sc = Scenario::new();
    sc.card(&real(THE_STEW), P0, Zone::Expedition(P0, Side::Companion));
    let lone = sc.card(&character("Lone"), P0, Zone::Expedition(P0, Side::Hero));
    sc.boosts(lone, 2);
    sc.card(&real(EAT_ME), P0, Zone::Expedition(P0, Side::Hero));
    let st = sc.build();
    assert!(st.has_keyword(lone, KeywordAbility::Gigantic));
    assert!(st.has_keyword(lone, KeywordAbility::Seasoned));
    let g = rest(st);
    assert_eq!(g.state().card(lone).zone, Zone::Reserve(P0));
    assert_eq!(g.state().card(lone).boosts, 2, "CR 7.4.6.b: Seasoned keeps its boosts");
}

#[test]
fn cr_2_3_2_e_the_hunger_fleeting_is_gigantic_so_the_stew_makes_it_seasoned() {
    let mut sc = Scenario::new();
    sc.card(&real(THE_STEW), P0, Zone::Expedition(P0, Side::Companion));
    let hunger = sc.card(&real(THE_HUNGER), P0, Zone::Expedition(P0, Side::Hero));
    let st = sc.build();
    assert!(
        !st.has_keyword(hunger, KeywordAbility::Seasoned),
        "not Fleeting: not Gigantic"
    );
    let mut sc = Scenario::new();
    sc.card(&real(THE_STEW), P0, Zone::Expedition(P0, Side::Companion));
    let hunger = sc.card(&real(THE_HUNGER), P0, Zone::Expedition(P0, Side::Hero));
    sc.status(hunger, |s| s.fleeting = true);
    let st = sc.build();
    assert!(st.has_keyword(hunger, KeywordAbility::Seasoned));
}

/// CR 2.3.3.b: each time, the oldest ability free from dependency is the next applied.
#[test]
fn cr_2_3_3_c_dependencies_are_evaluated_again_after_each_ability_applied() {
    // Timestamps: Magic Beans (companion), then Demeter, then Eat Me Energy Bars (both
    // hero). At first Demeter depends on neither (Gigantic alone leaves it out of forest,
    // the forest alone is not its region), so the oldest, Magic Beans, applies. Then
    // applying Eat Me would make Demeter Gigantic, so in forest through its companion
    // Expedition (CR 7.5.8.b): Demeter now depends on it, and it applies first.
    let mut sc = Scenario::new();
    sc.card(&real(MAGIC_BEANS), P0, Zone::Expedition(P0, Side::Companion));
    let demeter = sc.card(&real(DEMETER), P0, Zone::Expedition(P0, Side::Hero));
    sc.card(&real(EAT_ME), P0, Zone::Expedition(P0, Side::Hero));
    let mut st = sc.build();
    no_forest(&mut st);
    assert!(st.has_keyword(demeter, KeywordAbility::Gigantic));
    assert!(st.has_keyword(demeter, KeywordAbility::Eternal));
    let g = rest(st);
    assert_eq!(g.state().card(demeter).zone, Zone::Expedition(P0, Side::Hero));
}

/// CR 2.3.1.m, 2.3.3.b: with dependency no help, the smaller timestamp applies first.
#[test]
fn cr_2_3_3_a_two_eat_me_energy_bars_depend_on_each_other_so_the_older_applies_first() {
    // Each makes the only Character of its Expedition Gigantic, which puts a second
    // Character in the other's Expedition (CR 7.4.4.b): a cycle, so timestamps decide.
    for hero_first in [true, false] {
        let mut sc = Scenario::new();
        let sides = if hero_first {
            [Side::Hero, Side::Companion]
        } else {
            [Side::Companion, Side::Hero]
        };
        for side in sides {
            sc.card(&real(EAT_ME), P0, Zone::Expedition(P0, side));
        }
        let hero = sc.card(&character("Hero side"), P0, Zone::Expedition(P0, Side::Hero));
        let companion = sc.card(&character("Companion side"), P0, Zone::Expedition(P0, Side::Companion));
        let st = sc.build();
        assert_eq!(st.has_keyword(hero, KeywordAbility::Gigantic), hero_first);
        assert_eq!(st.has_keyword(companion, KeywordAbility::Gigantic), !hero_first);
    }
}

#[test]
fn cr_2_3_1_l_a_gigantic_character_does_not_join_amaroks_expedition_again() {
    // The Complete Rules' example with Son of Yggdrasil (printed Gigantic) for Atlas, and
    // with The Hunger (Gigantic through its own passive while Fleeting): events that make
    // passives be evaluated again never make it leave nor join Amarok's Expedition.
    for (gigantic, fleeting) in [(SON_OF_YGGDRASIL, false), (THE_HUNGER, true)] {
        let mut sc = position(1, 0);
        let big = sc.card(&real(gigantic), P0, Zone::Expedition(P0, Side::Hero));
        sc.status(big, |s| s.fleeting = fleeting);
        sc.card(&real(AMAROK), P0, Zone::Expedition(P0, Side::Companion));
        let newcomer = sc.card(&character("Newcomer"), P0, Zone::Hand(P0));
        sc.card(&filler(), P1, Zone::Hand(P1));
        let mut g = start(sc);
        assert!(g.state().has_keyword(big, KeywordAbility::Gigantic), "{gigantic}");
        play(&mut g, newcomer, Some(Side::Hero));
        settled(&g);
        assert_eq!(g.state().card(big).zone, Zone::Expedition(P0, Side::Hero), "{gigantic}");
        assert_eq!(g.state().card(newcomer).zone, Zone::Expedition(P0, Side::Hero));
    }
}

/// Persephone (Rare): `My region and the region of the Expedition facing me are forest and
/// lose their other terrains.` CR 7.5.8.a, 4.3.e: those two regions have forest only; the
/// other regions keep theirs.
#[test]
fn cr_7_5_8_a_persephone_makes_her_region_and_the_facing_one_forest_only() {
    let mut sc = Scenario::new();
    sc.card(&real("ALT_ALIZE_B_MU_33_R1"), P0, Zone::Expedition(P0, Side::Hero));
    let mut st = sc.build();
    st.player_mut(P1).markers[Side::Hero.index()] = 3; // another region than hers
    let named = [(P0, Side::Hero), (P1, Side::Hero), (P0, Side::Companion)]
        .map(|(p, s)| usize::from(st.player(p).markers[s.index()]));
    for &r in &named {
        st.adventure_mut().regions[r].terrains = Terrains([false, true, true]);
        st.adventure_mut().regions[r].face_up = true;
    }
    assert_ne!(named[0], named[1]);
    assert_eq!(st.region_terrains(named[0]), Terrains([true, false, false]), "hers");
    assert_eq!(
        st.region_terrains(named[1]),
        Terrains([true, false, false]),
        "the one facing her"
    );
    assert_eq!(
        st.region_terrains(named[2]),
        Terrains([false, true, true]),
        "not the other"
    );
}
