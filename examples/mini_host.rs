//! A second, minimal engine on the interpreter's `Query` and `Host` traits.
//!
//! `altered-engine` is not the only game the card scripts can run in. This example keeps a
//! small game state of its own — two players, their Decks and Hands as lists of card names
//! (hidden zones: not objects, CR 2.1.j), and a table of objects for the visible zones —
//! implements [`Query`] (what is true now) and [`Host`] (the actions) for it, and plays
//! real card files from `cards/` through the interpreter. It knows nothing of `altered-engine`: no days, no phases, no mana, no
//! Expedition counters. Atomic actions it does not model are refused with
//! [`HostError::Unsupported`] before anything changes, and the runner stops with that
//! error: a step is never half-applied.
//!
//! Run it with `cargo run --example mini_host`; `cargo test --example mini_host` (also part
//! of `cargo test --workspace`) checks that the cards' effects land in this state.

use std::cmp::Ordering;
use std::path::Path;

use altered::host::{
    compile_card, run_to_end, Answer, Atomic, CardKind, CardType, Compiled, Context, Destination, Host, HostError,
    Place, Program, Query, Question, RunError, Side, StatusKind, SymbolTrigger, Terrain, Trigger, ZoneKind,
};
use altered::{parse_card, Card};

/// A player: 0 or 1.
type Player = u8;
/// An object: its index in [`Table::things`]. A card that moves gets a new index, because
/// it becomes a new object (CR 1.4.4).
type Object = usize;

/// One object in a visible zone.
#[derive(Debug, Clone)]
struct Thing {
    name: String,
    kind: CardKind,
    subtypes: Vec<String>,
    stats: [i32; 3],
    hand_cost: u32,
    owner: Player,
    place: Place<Player>,
    boosts: u32,
    statuses: Vec<StatusKind>,
}

/// The whole game state of this little engine.
#[derive(Debug, Default)]
struct Table {
    /// Every object there ever was; `None` once it left (moved, or a token gone).
    things: Vec<Option<Thing>>,
    /// Hands, as card names (hidden zone, CR 3.2.5.a).
    hands: [Vec<String>; 2],
    /// Decks, top card last (hidden zone, CR 3.2.2.a).
    decks: [Vec<String>; 2],
    /// Discard piles, as card names (what was discarded no longer matters here).
    discards: [Vec<String>; 2],
}

/// What a card file says that this table needs.
struct Printed {
    card: Card,
    kind: CardKind,
}

fn load(path: impl AsRef<Path>) -> Printed {
    let path = path.as_ref();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (card, errors) = parse_card(&text);
    assert!(errors.is_empty(), "{}: {errors:?}", path.display());
    let card = card.expect("a card with no errors parses");
    let kind = match card.header.card_type.as_ref().map(|t| t.node) {
        Some(CardType::Character) => CardKind::Character,
        Some(CardType::Spell) => CardKind::Spell,
        Some(CardType::LandmarkPermanent) => CardKind::LandmarkPermanent,
        Some(CardType::ExpeditionPermanent) => CardKind::ExpeditionPermanent,
        Some(CardType::Hero) => CardKind::Hero,
        _ => CardKind::Other,
    };
    Printed { card, kind }
}

impl Table {
    /// Puts a card into a visible zone as a new object.
    fn put(&mut self, printed: &Printed, owner: Player, place: Place<Player>) -> Object {
        let header = &printed.card.header;
        let stats = header.stats.as_ref().map(|s| {
            [
                i32::from(s.node.forest),
                i32::from(s.node.mountain),
                i32::from(s.node.water),
            ]
        });
        self.things.push(Some(Thing {
            name: header.name.as_ref().map(|n| n.node.clone()).unwrap_or_default(),
            kind: printed.kind,
            subtypes: header.subtypes.iter().map(|s| s.node.clone()).collect(),
            stats: stats.unwrap_or_default(),
            hand_cost: header.cost.as_ref().map_or(0, |c| u32::from(c.node.hand)),
            owner,
            place,
            boosts: 0,
            statuses: Vec::new(),
        }));
        self.things.len() - 1
    }

    fn thing(&self, object: Object) -> Option<&Thing> {
        self.things.get(object).and_then(Option::as_ref)
    }

    /// Moves an object to another zone: the old object ceases to exist and a new one
    /// appears, with no boosts or statuses (CR 1.4.4). Hand and Deck are hidden zones, so a
    /// card going there is just its name (CR 2.1.j).
    fn relocate(&mut self, object: Object, to: Place<Player>) -> bool {
        let Some(old) = self.things.get_mut(object).and_then(Option::take) else {
            return false;
        };
        let owner = old.owner;
        match to {
            Place::Hand(p) => self.hands[usize::from(p)].push(old.name),
            Place::Deck(p) => self.decks[usize::from(p)].push(old.name),
            Place::Discard(p) => self.discards[usize::from(p)].push(old.name),
            _ => self.things.push(Some(Thing {
                place: to,
                boosts: 0,
                statuses: Vec::new(),
                owner,
                ..old
            })),
        }
        true
    }

    fn with_thing(&mut self, object: Object, change: impl FnOnce(&mut Thing)) -> bool {
        match self.things.get_mut(object).and_then(Option::as_mut) {
            Some(thing) => {
                change(thing);
                true
            }
            None => false,
        }
    }

    /// One atomic action; whether it happened (CR 1.2.6.f).
    fn apply(&mut self, atomic: &Atomic<Object, Player>) -> bool {
        match atomic {
            Atomic::Draw { player, count } => {
                let p = usize::from(*player);
                let mut drew = false;
                for _ in 0..*count {
                    if let Some(card) = self.decks[p].pop() {
                        self.hands[p].push(card);
                        drew = true;
                    }
                }
                drew
            }
            // Resupply (CR 7.3.26): the top card of the Deck goes to Reserve, as an object
            // of a Character kind we cannot know without the card's file: this table only
            // names it.
            Atomic::Resupply { player, exhausted } => {
                let p = usize::from(*player);
                let Some(name) = self.decks[p].pop() else { return false };
                self.things.push(Some(Thing {
                    name,
                    kind: CardKind::Other,
                    subtypes: Vec::new(),
                    stats: [0; 3],
                    hand_cost: 0,
                    owner: *player,
                    place: Place::Reserve(*player),
                    boosts: 0,
                    statuses: if *exhausted {
                        vec![StatusKind::Exhausted]
                    } else {
                        Vec::new()
                    },
                }));
                true
            }
            Atomic::MoveTo { object, to } => {
                let Some(owner) = self.thing(*object).map(|t| t.owner) else {
                    return false;
                };
                let place = match to {
                    Destination::Reserve => Place::Reserve(owner),
                    Destination::Hand => Place::Hand(owner),
                    // This table keeps no orb's status: ready or exhausted, it is an orb.
                    Destination::Mana | Destination::ReadyMana => Place::Mana(owner),
                    // This table keeps no order in a Deck: its top is just the Deck.
                    Destination::DeckTop => Place::Deck(owner),
                    // `supported` refused every other destination before the step began.
                    _ => return false,
                };
                self.relocate(*object, place)
            }
            Atomic::Discard(object) | Atomic::Sacrifice(object) => {
                let Some(owner) = self.thing(*object).map(|t| t.owner) else {
                    return false;
                };
                self.relocate(*object, Place::Discard(owner))
            }
            Atomic::Status { object, status, gain } => self.with_thing(*object, |t| {
                t.statuses.retain(|s| s != status);
                if *gain {
                    t.statuses.push(*status);
                }
            }),
            Atomic::Boosts { object, delta } => {
                self.with_thing(*object, |t| t.boosts = t.boosts.saturating_add_signed(*delta))
            }
            _ => false,
        }
    }
}

/// Whether this table models an atomic action at all.
fn supported(atomic: &Atomic<Object, Player>) -> Result<(), HostError> {
    match atomic {
        Atomic::Draw { .. }
        | Atomic::Resupply { .. }
        | Atomic::MoveTo {
            to: Destination::Reserve | Destination::Hand | Destination::Mana | Destination::DeckTop,
            ..
        }
        | Atomic::Discard(_)
        | Atomic::Sacrifice(_)
        | Atomic::Status { .. }
        | Atomic::Boosts { .. } => Ok(()),
        Atomic::CreateToken { .. } => Err(HostError::Unsupported("creating tokens")),
        Atomic::MoveExpedition { .. } | Atomic::Ascend { .. } => Err(HostError::Unsupported("Expeditions")),
        _ => Err(HostError::Unsupported("this atomic action")),
    }
}

/// What is true now in this table: what conditions, filters and counts read.
impl Query for Table {
    type Object = Object;
    type Player = Player;

    fn players(&self) -> impl Iterator<Item = Player> + '_ {
        0..2
    }
    fn objects(&self) -> impl Iterator<Item = Object> + '_ {
        (0..self.things.len()).filter(|&o| self.things[o].is_some())
    }
    fn place(&self, object: Object) -> Option<Place<Player>> {
        self.thing(object).map(|t| t.place)
    }
    fn owner(&self, object: Object) -> Player {
        self.thing(object).map_or(0, |t| t.owner)
    }
    fn controller(&self, object: Object) -> Player {
        match self.place(object) {
            Some(Place::Expedition(p, _) | Place::Landmarks(p)) => p,
            _ => self.owner(object),
        }
    }
    fn kind(&self, object: Object) -> CardKind {
        self.thing(object).map_or(CardKind::Other, |t| t.kind)
    }
    fn is_token(&self, _object: Object) -> bool {
        false
    }
    fn name(&self, object: Object) -> Option<&str> {
        self.thing(object).map(|t| t.name.as_str())
    }
    fn has_subtype(&self, object: Object, subtype: &str) -> bool {
        self.thing(object)
            .is_some_and(|t| t.subtypes.iter().any(|s| s == subtype))
    }
    fn has_status(&self, object: Object, status: StatusKind) -> bool {
        self.thing(object).is_some_and(|t| t.statuses.contains(&status))
    }
    fn boosts(&self, object: Object) -> u32 {
        self.thing(object).map_or(0, |t| t.boosts)
    }
    fn counters(&self, _object: Object, _name: &str) -> u32 {
        0
    }
    fn zone_size(&self, player: Player, zone: ZoneKind) -> usize {
        let p = usize::from(player);
        let visible = |f: fn(Place<Player>) -> bool| {
            self.things
                .iter()
                .flatten()
                .filter(|t| t.owner == player && f(t.place))
                .count()
        };
        match zone {
            ZoneKind::Hand => self.hands[p].len(),
            ZoneKind::Deck => self.decks[p].len(),
            ZoneKind::Discard => self.discards[p].len(),
            ZoneKind::Reserve => visible(|pl| matches!(pl, Place::Reserve(_))),
            ZoneKind::Landmarks => visible(|pl| matches!(pl, Place::Landmarks(_))),
            ZoneKind::Mana => visible(|pl| matches!(pl, Place::Mana(_))),
        }
    }
    fn hand_cost(&self, object: Object) -> Option<u32> {
        self.thing(object).map(|t| t.hand_cost)
    }
    fn reserve_cost(&self, object: Object) -> Option<u32> {
        // This tiny game prints one cost on its cards: the Reserve Cost is the same.
        self.thing(object).map(|t| t.hand_cost)
    }
    fn statistics(&self, object: Object) -> [i32; 3] {
        // Boosts add 1 to each statistic (CR 2.5.1.b).
        self.thing(object)
            .map_or([0; 3], |t| t.stats.map(|s| s + t.boosts as i32))
    }
    fn base_statistics(&self, object: Object) -> Option<[i32; 3]> {
        self.thing(object)
            .filter(|t| t.kind == CardKind::Character)
            .map(|t| t.stats)
    }
    fn in_terrain(&self, _object: Object, _terrain: Terrain) -> bool {
        false // this table has no regions
    }
    fn standing(&self, _player: Player, _side: Side) -> Ordering {
        Ordering::Equal // nor Expedition counters
    }
    fn facing(&self, player: Player, side: Side) -> (Player, Side) {
        (1 - player, side) // CR 1.2.3.c, two players
    }
}

/// The actions this table models (CR 6.1.e).
impl Host for Table {
    fn roll_die(&mut self, _player: Player) -> Result<u8, HostError> {
        Err(HostError::Unsupported("dice"))
    }
    fn perform(&mut self, step: &[Atomic<Object, Player>], done: &mut Vec<bool>) -> Result<(), HostError> {
        // Refuse the whole step before changing anything, so that it is never half-done.
        step.iter().try_for_each(supported)?;
        done.extend(step.iter().map(|a| self.apply(a)));
        Ok(())
    }
}

/// The program of a card's reaction with this symbol trigger, if it has one that lowers.
fn reaction(card: &Card, symbol: SymbolTrigger) -> Option<Program> {
    compile_card(card).into_iter().find_map(|c| match c {
        Ok(Compiled::Reaction {
            trigger: Trigger::Symbol(s),
            program,
            ..
        }) if s == symbol => Some(program),
        _ => None,
    })
}

/// The decisions of this example's only player: yes to every `may`, the first candidate.
fn first_choice(question: &Question<Object, Player>) -> Answer<Object> {
    match question {
        Question::May { .. } => Answer::Yes(true),
        Question::Object { candidates, .. } => Answer::Object(candidates.first().copied()),
        Question::Mode { options, .. } => Answer::Mode(options.first().copied()),
        // This table has no play procedure: it plays nothing (CR 1.2.6.f).
        Question::Play { .. } => Answer::Played(None),
        _ => Answer::Index(0),
    }
}

/// Plays a card from `player`'s Hand into their hero Expedition and runs its `hand` and
/// `etb` reactions (CR 7.1.1), answering every question with [`first_choice`]. This table
/// pays no costs: it has no mana.
fn play_from_hand(table: &mut Table, printed: &Printed, player: Player) -> Result<Object, RunError> {
    play(table, printed, player, SymbolTrigger::Hand)
}

/// The same from Reserve: its `reserve` and `etb` reactions.
fn play_from_reserve(table: &mut Table, printed: &Printed, player: Player) -> Result<Object, RunError> {
    play(table, printed, player, SymbolTrigger::Reserve)
}

fn play(table: &mut Table, printed: &Printed, player: Player, from: SymbolTrigger) -> Result<Object, RunError> {
    let place = match printed.kind {
        CardKind::LandmarkPermanent => Place::Landmarks(player),
        _ => Place::Expedition(player, Side::Hero),
    };
    let this = table.put(printed, player, place);
    for symbol in [from, SymbolTrigger::Etb] {
        if let Some(program) = reaction(&printed.card, symbol) {
            let ctx = Context {
                this,
                controller: player,
                side: Some(Side::Hero),
                trigger: None,
            };
            run_to_end(&program, &ctx, table, first_choice)?;
        }
    }
    Ok(this)
}

fn main() {
    let cards = Path::new(env!("CARGO_MANIFEST_DIR")).join("cards");
    let theseus = load(cards.join("bravos/theseus.card"));
    let bouncer = load(cards.join("bravos/haven-bouncer-rare.card"));
    let mut table = Table {
        decks: [vec!["Tech Lab Unit".into()], vec![]],
        ..Table::default()
    };
    let victim = table.put(&bouncer, 1, Place::Expedition(1, Side::Hero));
    println!(
        "player 1 has {} in play (object {victim})",
        table.thing(victim).map_or("?", |t| &t.name)
    );
    play_from_hand(&mut table, &theseus, 0).expect("Theseus runs on this table");
    println!("player 0 plays Theseus: `etb Return target Character to its owner's hand.`");
    println!("player 1's hand is now {:?}", table.hands[1]);
    let again = play_from_reserve(&mut table, &bouncer, 1).expect("Haven Bouncer runs on this table");
    println!(
        "player 1 plays Haven Bouncer from Reserve: it has {} boosts",
        table.boosts(again)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(path: &str) -> Printed {
        load(Path::new(env!("CARGO_MANIFEST_DIR")).join("cards").join(path))
    }

    fn in_play(table: &Table, player: Player) -> Vec<&str> {
        let names = table.things.iter().flatten();
        names
            .filter(|t| t.place.in_play() && t.owner == player)
            .map(|t| t.name.as_str())
            .collect()
    }

    /// `etb Return target Character to its owner's hand.`: the target leaves this table's
    /// Expedition, becomes a name in its owner's Hand (CR 2.1.j), and the old object is
    /// gone (CR 1.4.4). Theseus itself is the first candidate it could pick, so the
    /// opponent's Character is put first in the table.
    #[test]
    fn theseus_returns_a_character_to_its_owners_hand() {
        let mut table = Table::default();
        let victim = table.put(
            &card("bravos/haven-bouncer-rare.card"),
            1,
            Place::Expedition(1, Side::Hero),
        );
        let theseus = play_from_hand(&mut table, &card("bravos/theseus.card"), 0).unwrap();
        assert_eq!(table.place(victim), None);
        assert_eq!(table.hands[1], ["Haven Bouncer"]);
        assert_eq!(in_play(&table, 0), ["Theseus"]);
        assert_eq!(table.place(theseus), Some(Place::Expedition(0, Side::Hero)));
    }

    /// `reserve I gain 2 boosts.` runs when played from Reserve and not from Hand
    /// (CR 7.1.1); boosts add to every statistic (CR 2.5.1.b).
    #[test]
    fn haven_bouncer_gains_two_boosts_from_reserve_only() {
        let mut table = Table::default();
        let bouncer = card("bravos/haven-bouncer-rare.card");
        let from_reserve = play_from_reserve(&mut table, &bouncer, 0).unwrap();
        assert_eq!(table.boosts(from_reserve), 2);
        assert_eq!(table.statistics(from_reserve), [4, 4, 4]);
        // From Hand its `hand` reaction is a Sabotage with no target here: nothing happens.
        let from_hand = play_from_hand(&mut table, &bouncer, 0).unwrap();
        assert_eq!(table.boosts(from_hand), 0);
    }

    /// `hand You may send target Character to Reserve.`: the interpreter asks the `may`
    /// and the target of this table's objects; the card lands in the Reserve as a new
    /// object (CR 1.4.4) without its boosts.
    #[test]
    fn merlin_sends_a_character_to_reserve() {
        let mut table = Table::default();
        let victim = table.put(
            &card("bravos/haven-bouncer-rare.card"),
            1,
            Place::Expedition(1, Side::Hero),
        );
        table.with_thing(victim, |t| t.boosts = 3);
        play_from_hand(&mut table, &card("yzmir/merlin.card"), 0).unwrap();
        assert_eq!(table.place(victim), None);
        let reserve: Vec<_> = table
            .things
            .iter()
            .flatten()
            .filter(|t| t.place == Place::Reserve(1))
            .collect();
        assert_eq!(reserve.len(), 1);
        assert_eq!((reserve[0].name.as_str(), reserve[0].boosts), ("Haven Bouncer", 0));
    }

    /// `etb Resupply.` (CR 7.3.26) on a Landmark Permanent: the top card of the Deck goes
    /// to the Reserve, and the Permanent is in the Landmark zone.
    #[test]
    fn tech_lab_unit_resupplies() {
        let mut table = Table {
            decks: [vec!["Under".into(), "Top".into()], vec![]],
            ..Table::default()
        };
        let lab = play_from_hand(&mut table, &card("axiom/tech-lab-unit-rare.card"), 0).unwrap();
        assert_eq!(table.place(lab), Some(Place::Landmarks(0)));
        assert_eq!(table.decks[0], ["Under"]);
        assert_eq!(table.zone_size(0, ZoneKind::Reserve), 1);
    }

    /// `etb Draw a card.` with an empty Deck cannot happen and is ignored (CR 1.2.6.f); the
    /// effect still ends.
    #[test]
    fn drawing_from_an_empty_deck_is_ignored() {
        let mut table = Table::default();
        play_from_hand(&mut table, &card("yzmir/babas-isba.card"), 0).unwrap();
        assert!(table.hands[0].is_empty());
        table.decks[0].push("Something".into());
        play_from_hand(&mut table, &card("yzmir/babas-isba.card"), 0).unwrap();
        assert_eq!(table.hands[0], ["Something"]);
    }

    /// A step with an atomic action this table does not model is refused as a typed error
    /// and changes nothing: the runner stops with `RunError::Host`.
    #[test]
    fn an_unmodelled_action_is_a_typed_error_and_changes_nothing() {
        // `etb Create a … token in my Expedition.`
        let gatekeeper = card("ordis/ordis-gatekeeper.card");
        let mut table = Table::default();
        let err = play_from_hand(&mut table, &gatekeeper, 0).unwrap_err();
        assert_eq!(err, RunError::Host(HostError::Unsupported("creating tokens")));
        assert_eq!(table.objects().count(), 1, "only the card itself: no token was made");
    }
}
