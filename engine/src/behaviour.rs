//! What a card does, in words: the card is played (or used) in a small fixed position and
//! every event the game logs is written one per line. The card corpus snapshots this
//! beside each card's text (tests/cards.rs), so a change to the engine or the interpreter
//! shows up as a diff on the cards whose behaviour it changes.
//!
//! The position ([`fixture`]) is the same for every card: day 2, Afternoon, player 0 (P0)
//! first and to act with ten ready Mana Orbs (P1 has three); each player has a plain Hero,
//! two plain Characters in each Expedition (`Ally`, `Foe`), three cards in Deck, one in
//! Reserve, Landmarks and Discard pile, and cards in Hand (P0: three `Probe` cards costing
//! 3 and a free `Spare`). Fixture cards have no abilities, so every reaction is the card's.
//! The card under test is always card `#0`; the fixture's cards have the same ids for
//! every card, so `Ally#5` in one snapshot is `Ally#5` in all of them (one less for a
//! Hero under test, which takes the place of P0's plain Hero).
//!
//! Every decision after the first is answered by a strict script ([`strict`]): "yes" to
//! `may`, otherwise the first options offered, preferring ones that do something over
//! `Skip`, `No` and `Pass`, and other objects over the card under test. A scene ends at the next Turn decision (all effects resolved,
//! CR 4.2.3.d), when the game ends, at the phase after the one a phase reaction is about,
//! or after [`SCRIPT_CAP`] answered decisions: it never loops.

use crate::decision::{Choice, Decision, DecisionKind, Opt};
use crate::event::{Event, PlayFrom, ZoneName};
use crate::game::Game;
use crate::pool::{CardDef, Kind};
use crate::scenario::Scenario;
use crate::state::{CardId, Phase, PlayerId, Side, Step, Zone};
use altered_interpreter::{Compiled, Passive, QuickCost, Trigger};
use std::sync::Arc;

/// The most decisions the script answers in one scene; past it the scene stops with a line
/// saying so. Effects are bounded by the engine, but a scene must end whatever they ask.
pub const SCRIPT_CAP: usize = 20;

/// One scenario of a card's behaviour: where the card starts and what is done with it,
/// then what happened, one line each.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Scene {
    /// What the scene does, e.g. `from Hand` or `ability 2 (At Noon, in Reserve)`.
    pub scene: String,
    /// The events and answered decisions, in order.
    pub lines: Vec<String>,
}

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);

/// The words of an ability, as the card says them (its canonical text, first line), cut
/// after 60 characters: a scene that names a missing part says where it is.
fn ability_words(a: &altered_grammar::Ability) -> String {
    const LONGEST: usize = 60;
    let text = altered_grammar::render_ability(a);
    let line = text.lines().next().unwrap_or_default();
    match line.char_indices().nth(LONGEST) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_string(),
    }
}

/// The behaviour of `def`: one scene per way the card is used.
///
/// - A card with an ability the interpreter cannot lower is not played at all: the engine
///   would run its other abilities only, and the scene would pretend. Its one scene names
///   each missing part.
/// - A Character, Spell or Permanent is played from Hand and from Reserve (CR 5.1.2; from
///   Reserve it costs its Reserve Cost and gains Fleeting, CR 2.4.7.a, and its `reserve`
///   reactions rather than its `hand` ones are activated, CR 7.1.1). A Character or
///   Expedition Permanent goes to the Hero Expedition.
/// - A Hero, a token or a Mana Token is never played (CR 1.3.1.c, 1.1.7.b): a scene says so.
/// - Each quick action is played once (CR 5.3), from where it works: in play, the Hero
///   zone, or Reserve for a support one (CR 2.2.12.h, 2.2.12.i).
/// - Each `At [phase]` reaction is seen through its phase (CR 4.2.b), from where it works.
/// - A Hero, and a card with a written `When …` trigger or a passive ability other than
///   keywords, is put where it works while P0 plays a plain Character, Spell and Landmark
///   Permanent in turn, P1 passing in between: what Heroes' abilities are mostly about.
pub fn behaviour(def: &Arc<CardDef>) -> Vec<Scene> {
    // `compile_card` lowers the ability box, then the support box, one result each.
    let abilities = def.card.abilities.iter().chain(&def.card.support);
    let missing: Vec<String> = altered_interpreter::compile_card(&def.card)
        .into_iter()
        .zip(abilities)
        .filter_map(|(r, a)| r.err().map(|u| (u, a)))
        .map(|(u, a)| format!("unsupported: {}, in `{}`", u.what, ability_words(a)))
        .collect();
    if !missing.is_empty() {
        return vec![Scene {
            scene: "not played".into(),
            lines: missing,
        }];
    }
    let mut scenes = Vec::new();
    if def.kind.playable() {
        scenes.push(play_scene(def, PlayFrom::Hand));
        scenes.push(play_scene(def, PlayFrom::Reserve));
    } else {
        let why = match def.kind {
            Kind::Hero => "a Hero starts the game in its Hero zone and is never played (CR 1.3.1.c)",
            Kind::Token => "a token is created by an effect, never played (CR 1.1.7.b, 7.3.5)",
            Kind::ManaToken => "a Mana Token can't be played; it is only used as a Mana Orb",
            _ => "this kind of card can't be played (CR 5.2)",
        };
        scenes.push(Scene {
            scene: "from Hand".into(),
            lines: vec![format!("not played: {why}")],
        });
    }
    // Whether to watch the card while P0 plays the probes, and from where: a Hero always
    // (its abilities are mostly about the cards its player plays), a card with a written
    // trigger or a passive that is more than keywords (a cost change, a gained ability).
    let mut probes = (def.kind == Kind::Hero).then_some(false);
    for (ability, compiled) in def.programs() {
        match compiled {
            Compiled::QuickAction { costs, when, .. } => scenes.push(quick_scene(def, ability, costs, when.is_some())),
            Compiled::Reaction {
                trigger: Trigger::Phase(phase),
                support,
                ..
            } => scenes.push(phase_scene(def, ability, *phase, *support)),
            Compiled::Reaction {
                trigger: Trigger::Event(_),
                support,
                ..
            } => {
                probes.get_or_insert(*support);
            }
            Compiled::Passive(Passive::Keywords(_)) => {}
            // The passives of a Spell or a Mana Token are about itself (its cost, `I can't
            // be played`): its plays show them.
            Compiled::Passive(_) if in_play(def.kind).is_some() => {
                probes.get_or_insert(false);
            }
            _ => {}
        }
    }
    if let Some(support) = probes {
        scenes.push(probe_scene(def, support));
    }
    scenes
}

/// The fixture's own cards, after the card under test (`#0`), in this order.
struct Fixture {
    probe_character: CardId,
    probe_spell: CardId,
    probe_permanent: CardId,
}

fn plain(name: &str, kind: Kind, cost: u8) -> Arc<CardDef> {
    Arc::new(CardDef::basic(name, kind, cost, cost, [1, 1, 1]))
}

/// The position every scene starts from, with `def` as card `#0` in `zone`. A Hero under
/// test is P0's Hero; otherwise P0 has a plain one.
fn fixture(def: &Arc<CardDef>, zone: Zone) -> (Scenario, Fixture) {
    let mut sc = Scenario::new();
    sc.card(def, P0, zone);
    let hero = plain("Fixture Hero", Kind::Hero, 0);
    if def.kind != Kind::Hero {
        sc.card(&hero, P0, Zone::HeroZone(P0));
    }
    sc.card(&hero, P1, Zone::HeroZone(P1));
    let (ally, foe) = (plain("Ally", Kind::Character, 2), plain("Foe", Kind::Character, 2));
    for side in Side::BOTH {
        sc.cards(&ally, P0, Zone::Expedition(P0, side), 2);
        sc.cards(&foe, P1, Zone::Expedition(P1, side), 2);
    }
    let probe_character = sc.card(&plain("Probe Character", Kind::Character, 3), P0, Zone::Hand(P0));
    let probe_spell = sc.card(&plain("Probe Spell", Kind::Spell, 3), P0, Zone::Hand(P0));
    let probe_permanent = sc.card(
        &plain("Probe Permanent", Kind::LandmarkPermanent, 3),
        P0,
        Zone::Hand(P0),
    );
    // A free card, so that P0's turns keep coming back rather than the engine passing for
    // them when nothing else can be played (the probes' scene plays three cards in a row).
    sc.card(&plain("Spare", Kind::Character, 0), P0, Zone::Hand(P0));
    let hand = plain("Hand Card", Kind::Character, 2);
    sc.cards(&hand, P1, Zone::Hand(P1), 2);
    let deck = plain("Deck Card", Kind::Character, 2);
    let reserve = plain("Reserve Card", Kind::Character, 2);
    let landmark = plain("Landmark", Kind::LandmarkPermanent, 2);
    let discarded = plain("Discarded Card", Kind::Spell, 2);
    for p in [P0, P1] {
        sc.cards(&deck, p, Zone::Deck(p), 3);
        sc.card(&reserve, p, Zone::Reserve(p));
        sc.card(&landmark, p, Zone::Landmarks(p));
        sc.card(&discarded, p, Zone::Discard(p));
    }
    let orb = plain("Orb", Kind::Spell, 0);
    sc.cards(&orb, P0, Zone::Mana(P0), 10);
    sc.cards(&orb, P1, Zone::Mana(P1), 3);
    let st = sc.state_mut();
    st.set_first_player(P0);
    st.set_step(Step::Turn(P0), Phase::Afternoon);
    (
        sc,
        Fixture {
            probe_character,
            probe_spell,
            probe_permanent,
        },
    )
}

/// Where a card of this kind is when it is in play, if it can be.
fn in_play(kind: Kind) -> Option<Zone> {
    match kind {
        Kind::Character | Kind::ExpeditionPermanent | Kind::Token => Some(Zone::Expedition(P0, Side::Hero)),
        Kind::LandmarkPermanent => Some(Zone::Landmarks(P0)),
        Kind::Hero => Some(Zone::HeroZone(P0)),
        Kind::Spell | Kind::ManaToken => None,
    }
}

/// Where an ability works: Reserve for support abilities (CR 2.2.12.i), else in play or a
/// Hero's Hero zone (CR 2.2.12.g, 2.2.12.h).
fn works_in(def: &CardDef, support: bool) -> Result<Zone, String> {
    if support {
        return Ok(Zone::Reserve(P0));
    }
    in_play(def.kind).ok_or_else(|| format!("not used: a {:?} is never in play", def.kind))
}

fn place_name(zone: Zone) -> String {
    match zone {
        Zone::Reserve(_) => "in Reserve".into(),
        z => format!("in {}", ZoneName(z)),
    }
}

/// Plays the card from `from`: to the Hero Expedition if it goes to one.
fn play_scene(def: &Arc<CardDef>, from: PlayFrom) -> Scene {
    let zone = match from {
        PlayFrom::Hand => Zone::Hand(P0),
        PlayFrom::Reserve => Zone::Reserve(P0),
        PlayFrom::Deck => Zone::Deck(P0),
        PlayFrom::Discard => Zone::Discard(P0),
    };
    let (sc, _) = fixture(def, zone);
    let mut run = Run::new(sc);
    let to = def.kind.goes_to_expedition().then_some(Side::Hero);
    let played = run.turn(|o| matches!(o, Opt::Play { card, from: f, to: t, scout: false, .. } if *card == CardId(0) && *f == from && *t == to));
    if played {
        run.drive(None);
    } else {
        run.lines
            .push(format!("not played: P0 may not play it from {from:?} here"));
    }
    Scene {
        scene: format!("from {from:?}"),
        lines: run.lines,
    }
}

/// Plays quick action `ability` once, from where it works. The card has the boosts and
/// counters its costs spend (CR 2.5.h), so that the action can be played: the scene is
/// about what it does, not about gathering them.
fn quick_scene(def: &Arc<CardDef>, ability: u16, costs: &[QuickCost], conditional: bool) -> Scene {
    let support = costs.contains(&QuickCost::Support);
    let mut spent = Vec::new();
    for cost in costs {
        if let QuickCost::Spend { count, counter } = cost {
            let what = counter
                .as_ref()
                .map_or("boost(s)".to_owned(), |c| format!("{c} counter(s)"));
            spent.push((*count, counter.clone(), what));
        }
    }
    let title = |place: &str| {
        let with: Vec<String> = spent.iter().map(|(n, _, what)| format!(", with {n} {what}")).collect();
        format!("ability {ability} (quick action, {place}{})", with.concat())
    };
    let zone = match works_in(def, support) {
        Ok(z) => z,
        Err(why) => {
            return Scene {
                scene: title("never in play"),
                lines: vec![why],
            }
        }
    };
    let (mut sc, _) = fixture(def, zone);
    for (count, counter, _) in &spent {
        match counter {
            Some(name) => sc.counters(CardId(0), name, *count),
            None => sc.boosts(CardId(0), u16::try_from(*count).unwrap_or(u16::MAX)),
        };
    }
    let mut run = Run::new(sc);
    if run.turn(|o| matches!(o, Opt::Quick { card, ability: a, .. } if *card == CardId(0) && *a == ability)) {
        run.drive(None);
    } else {
        run.lines.push(if conditional {
            "not played: not among P0's options here (its costs can't be paid, or its condition does not hold)".into()
        } else {
            "not played: not among P0's options here (its costs can't be paid)".into()
        });
    }
    Scene {
        scene: title(&place_name(zone)),
        lines: run.lines,
    }
}

/// Runs the flow from the beginning of `phase` (CR 4.2.b) to the beginning of the next.
fn phase_scene(def: &Arc<CardDef>, ability: u16, phase: altered_grammar::Phase, support: bool) -> Scene {
    use altered_grammar::Phase as P;
    let title = |place: &str| format!("ability {ability} (At {phase:?}, {place})");
    let zone = match works_in(def, support) {
        Ok(z) => z,
        Err(why) => {
            return Scene {
                scene: title("never in play"),
                lines: vec![why],
            }
        }
    };
    // Where the flow stands just before the phase begins, and the event that ends the scene.
    let (step, before, until) = match phase {
        P::Morning => (Step::Morning, Phase::Night, Event::Phase(Phase::Noon)),
        P::Noon => (Step::Noon, Phase::Morning, Event::Phase(Phase::Afternoon)),
        P::Afternoon => (Step::Afternoon, Phase::Noon, Event::Phase(Phase::Dusk)),
        P::Dusk => (Step::Dusk, Phase::Afternoon, Event::Phase(Phase::Night)),
        P::Night => (Step::Night, Phase::Dusk, Event::Phase(Phase::Morning)),
    };
    let (mut sc, _) = fixture(def, zone);
    sc.state_mut().set_step(step, before);
    let mut run = Run::new(sc);
    run.drive(Some(&until));
    Scene {
        scene: title(&place_name(zone)),
        lines: run.lines,
    }
}

/// With the card where its abilities work, P0 plays a plain Character, Spell and Landmark
/// Permanent in turn; P1 passes in between.
fn probe_scene(def: &Arc<CardDef>, support: bool) -> Scene {
    let title = |place: &str| format!("{place}, P0 plays Probe Character, Probe Spell, Probe Permanent");
    let zone = match works_in(def, support) {
        Ok(z) => z,
        Err(why) => {
            return Scene {
                scene: title("never in play"),
                lines: vec![why],
            }
        }
    };
    let (sc, fx) = fixture(def, zone);
    let mut run = Run::new(sc);
    for (probe, to) in [
        (fx.probe_character, Some(Side::Hero)),
        (fx.probe_spell, None),
        (fx.probe_permanent, None),
    ] {
        if run.pending_player() == Some(P1) && !run.turn(|o| *o == Opt::Pass) {
            break;
        }
        if run.pending_player() != Some(P0)
            || !run.turn(|o| matches!(o, Opt::Play { card, to: t, scout: false, .. } if *card == probe && *t == to))
        {
            run.lines.push("stop: P0 can't play the next probe".into());
            break;
        }
        if !run.drive(None) {
            break;
        }
    }
    Scene {
        scene: title(&place_name(zone)),
        lines: run.lines,
    }
}

/// A game being scripted, and what it has logged so far.
struct Run {
    game: Game,
    lines: Vec<String>,
    seen: usize,
    answered: usize,
}

impl Run {
    fn new(sc: Scenario) -> Run {
        let game = Game::from_state(sc.build());
        // What happens before the scene's first choice is the fixture's, not the card's;
        // the phase scenes start with no choice, so they keep it.
        Run {
            game,
            lines: Vec::new(),
            seen: 0,
            answered: 0,
        }
    }

    fn pending_player(&self) -> Option<PlayerId> {
        self.game
            .pending()
            .filter(|d| d.kind == DecisionKind::Turn)
            .map(|d| d.player)
    }

    /// At a Turn decision, picks the first option `want` accepts; false if there is none.
    fn turn(&mut self, want: impl Fn(&Opt) -> bool) -> bool {
        let Some(d) = self.game.pending().filter(|d| d.kind == DecisionKind::Turn) else {
            return false;
        };
        let Some(i) = d.options.iter().position(want) else {
            return false;
        };
        let choice = Choice::one(d.player, i);
        self.submit(choice)
    }

    fn submit(&mut self, choice: Choice) -> bool {
        match self.game.submit(choice) {
            Ok(()) => true,
            Err(e) => {
                self.lines.push(format!("stop: the choice was refused: {e}"));
                false
            }
        }
    }

    /// Writes the events logged since the last call; true if `until` was among them (the
    /// lines stop there).
    fn flush(&mut self, until: Option<&Event>) -> bool {
        let events = self.game.events();
        for e in &events[self.seen..] {
            self.lines.push(e.describe(self.game.state()).to_string());
            if until == Some(e) {
                self.seen = events.len();
                return true;
            }
        }
        self.seen = events.len();
        false
    }

    /// Answers decisions by the strict script until a Turn decision, the end of the game,
    /// the event `until`, or the cap. True when it stopped at a Turn decision.
    fn drive(&mut self, until: Option<&Event>) -> bool {
        loop {
            if self.flush(until) {
                return false;
            }
            let Some(d) = self.game.pending().cloned() else {
                return false; // the game is over: its last event says so
            };
            if d.kind == DecisionKind::Turn {
                self.lines.push(format!("= P{}'s turn", d.player.0));
                return true;
            }
            if self.answered >= SCRIPT_CAP {
                self.lines
                    .push(format!("stop: the script's cap of {SCRIPT_CAP} decisions is reached"));
                return false;
            }
            let choice = strict(&d);
            self.lines.push(self.decision_line(&d, &choice));
            self.answered += 1;
            if !self.submit(choice) {
                return false;
            }
        }
    }

    fn decision_line(&self, d: &Decision, choice: &Choice) -> String {
        let opts: Vec<String> = d.options.iter().map(|o| self.opt_name(o)).collect();
        let picked: Vec<String> = choice.picks.iter().map(|&i| self.opt_name(&d.options[i])).collect();
        format!(
            "? P{} {:?} [{}] -> {}",
            d.player.0,
            d.kind,
            opts.join(", "),
            picked.join(", ")
        )
    }

    fn opt_name(&self, o: &Opt) -> String {
        let st = self.game.state();
        let card = |c: &CardId| format!("{}#{}", st.def(*c).name, c.0);
        match o {
            Opt::Card(c) => card(c),
            Opt::Skip => "Skip".into(),
            Opt::Pass => "Pass".into(),
            Opt::Yes => "Yes".into(),
            Opt::No => "No".into(),
            Opt::Reaction { card: c, ability } => format!("{}'s ability {ability}", card(c)),
            Opt::Mode(m) => format!("mode {m}"),
            Opt::Counter(k) => format!("counter kind {k}"),
            Opt::Die(r) => format!("the die of {r}"),
            Opt::Region(r) => format!("region {r}"),
            Opt::TerrainMarker { region, terrains } => {
                format!("the {} Terrain Marker on region {region}", terrains.glyphs())
            }
            Opt::Player(p) => format!("P{}", p.0),
            Opt::Expedition { player, side } => format!("P{}'s {side:?} Expedition", player.0),
            Opt::Play { card: c, from, to, .. } => format!("play {} from {from:?} to {to:?}", card(c)),
            Opt::Quick { card: c, ability, pay } => match pay {
                Some(p) => format!("{}'s ability {ability} paying {}", card(c), card(p)),
                None => format!("{}'s ability {ability}", card(c)),
            },
        }
    }
}

/// The strict script's answer: "yes" to `may` (CR 1.2.6.d); no Expand (the fixture's
/// mana stays as it is); otherwise the first options offered, those that do something
/// (not `Skip`, `No` or `Pass`) before those that don't, so that `up to` choices choose,
/// and the card under test (`#0`) after the others, so that its own effects do not
/// mostly target itself (returning or sacrificing it hides the rest of what it does).
pub(crate) fn strict(d: &Decision) -> Choice {
    let rank = |o: &Opt| match (d.kind, o) {
        (DecisionKind::May, Opt::Yes) | (DecisionKind::Expand, Opt::Skip) => 0,
        (DecisionKind::May | DecisionKind::Expand, _) => 2,
        (_, Opt::Skip | Opt::No | Opt::Pass) => 2,
        (_, Opt::Card(CardId(0))) => 1,
        _ => 0,
    };
    let mut picks: Vec<usize> = (0..d.options.len()).collect();
    picks.sort_by_key(|&i| rank(&d.options[i])); // stable: offered order within a rank
    picks.truncate(d.picks);
    Choice {
        player: d.player,
        picks: picks.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decision(kind: DecisionKind, options: Vec<Opt>, picks: usize) -> Decision {
        Decision {
            player: P0,
            kind,
            options,
            picks,
        }
    }

    #[test]
    fn cr_1_2_6_d_the_script_says_yes_to_may() {
        let d = decision(DecisionKind::May, vec![Opt::No, Opt::Yes], 1);
        assert_eq!(strict(&d).picks, vec![1]);
    }

    #[test]
    fn the_script_chooses_rather_than_skips_an_up_to_choice() {
        let d = decision(
            DecisionKind::ChooseObject,
            vec![Opt::Skip, Opt::Card(CardId(4)), Opt::Card(CardId(3))],
            1,
        );
        assert_eq!(strict(&d).picks, vec![1]);
        let d = decision(
            DecisionKind::KeepInReserve,
            vec![Opt::Card(CardId(4)), Opt::Card(CardId(3))],
            2,
        );
        assert_eq!(strict(&d).picks, vec![0, 1]);
        let d = decision(DecisionKind::Expand, vec![Opt::Skip, Opt::Card(CardId(4))], 1);
        assert_eq!(strict(&d).picks, vec![0], "no Expand");
        let d = decision(
            DecisionKind::ChooseObject,
            vec![Opt::Card(CardId(0)), Opt::Card(CardId(4))],
            1,
        );
        assert_eq!(strict(&d).picks, vec![1], "not the card under test first");
        let d = decision(DecisionKind::ChooseObject, vec![Opt::Skip, Opt::Card(CardId(0))], 1);
        assert_eq!(strict(&d).picks, vec![1], "the card under test rather than nothing");
    }

    #[test]
    fn cr_2_4_7_a_a_plain_character_is_played_from_hand_and_from_reserve_with_fleeting() {
        // No ability: no decision, each scene ends at P1's turn.
        let def = plain("Test Character", Kind::Character, 2);
        let scenes = behaviour(&def);
        assert_eq!(scenes.len(), 2);
        for s in &scenes {
            assert_eq!(s.lines.last().map(String::as_str), Some("= P1's turn"), "{s:?}");
        }
        assert!(
            scenes[1].lines.iter().any(|l| l == "Test Character#0 gains Fleeting"),
            "{:?}",
            scenes[1]
        );
    }
}
