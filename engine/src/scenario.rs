//! A small builder of positions for scenario tests: put cards where the test needs them,
//! set markers, regions, statuses and the flow's step, then run from there.

use crate::pool::{CardDef, Kind};
use crate::rng;
use crate::state::{
    Adventure, CardId, CardState, GameState, ObjectId, Phase, PlayerId, PlayerState, Region, RegionCard, Statuses,
    Step, Terrains, Zone, LAST_REGION,
};
use altered_grammar::{Card, Faction, Header};
use std::sync::Arc;

impl CardDef {
    /// A card with only what the engine reads, for tests and tools.
    pub fn basic(name: &str, kind: Kind, hand_cost: u8, reserve_cost: u8, stats: [i32; 3]) -> CardDef {
        CardDef {
            name: name.to_owned(),
            kind,
            subtypes: Vec::new(),
            faction: Faction::Neutral,
            rarity: None,
            hand_cost,
            reserve_cost,
            stats,
            limits: None,
            fleeting_spell: false,
            cooldown: false,
            gear: false,
            refs: vec![format!("TEST_{}", name.replace(' ', "_"))],
            card: Card {
                header: Header::default(),
                abilities: Vec::new(),
                support: Vec::new(),
                counter_names: Vec::new(),
            },
            compiled: Vec::new(),
            traits: Default::default(),
        }
    }
}

/// A position under construction (two players, or four: [`Scenario::with_mode`]). By default: day 2, player 0 first, the
/// Adventure's Tumult cards face down in the order V|MO, M|VO, O|VM (single-terrain half
/// towards the Hero region), markers at their origins, the flow at the start of Dusk.
#[derive(Debug, Clone)]
pub struct Scenario {
    defs: Vec<Arc<CardDef>>,
    state: GameState,
}

impl Default for Scenario {
    fn default() -> Self {
        Self::new()
    }
}

impl Scenario {
    /// An empty two-player position.
    pub fn new() -> Scenario {
        Scenario::with_mode(crate::table::Mode::Duel)
    }

    /// An empty position of a mode: two players for the duel, four for 2v2 and Free for
    /// All, the same defaults otherwise.
    pub fn with_mode(mode: crate::table::Mode) -> Scenario {
        // The duel's Adventure: the Hero region (object 1), Tumult cards 0, 1, 2 in that
        // order, each with its single-terrain half towards the Hero region (objects 2–7),
        // the Companion region (object 8). At four players the table's sixteen regions the
        // same way (`Mode::tumult_places`): card k % 3 in the k-th place, the second central
        // card the other way from the first (seeds, 2v2), objects numbered in region order.
        let mut regions = vec![
            Region {
                card: RegionCard::Hero,
                terrains: Terrains::ALL,
                face_up: true,
                obj: ObjectId(1),
            };
            mode.regions()
        ];
        let mut central = 0;
        for (k, place) in mode.tumult_places().iter().enumerate() {
            let card = (k % 3) as u8;
            let first = if place.central {
                central += 1;
                u8::from(central == 2)
            } else {
                0
            };
            for (h, &r) in place.regions.iter().enumerate() {
                let half = if h == 0 { first } else { 1 - first };
                regions[usize::from(r)] = Region {
                    card: RegionCard::Tumult { card, half },
                    terrains: crate::game::tumult_half_terrains(card, half),
                    face_up: false,
                    obj: ObjectId(0),
                };
            }
        }
        for &r in mode.companion_regions() {
            regions[usize::from(r)].card = RegionCard::Companion;
        }
        for (i, region) in regions.iter_mut().enumerate() {
            region.obj = ObjectId(i as u32 + 1);
        }
        let next_obj = regions.len() as u32;
        let player = PlayerState {
            deck: Vec::new(),
            markers: [0, LAST_REGION],
            moved_forward: [false; 2],
            ascended: [false; 2],
            passed: false,
        };
        let mut state = GameState::fresh(
            Arc::from(Vec::new()),
            Arc::from(Vec::new()),
            Vec::new(),
            vec![player; mode.players()],
            Adventure {
                len: regions.len() as u8,
                regions,
            },
            (2, Phase::Afternoon, Step::Dusk),
            next_obj,
            crate::game::DEFAULT_MAX_DAYS,
            rng::from_seed(0),
        );
        state.mode = mode;
        Scenario {
            defs: Vec::new(),
            state,
        }
    }

    /// Puts a card of `def` owned by `owner` in `zone` (on top of a Deck) and returns it.
    pub fn card(&mut self, def: &Arc<CardDef>, owner: PlayerId, zone: Zone) -> CardId {
        let d = match self.defs.iter().position(|x| Arc::ptr_eq(x, def)) {
            Some(i) => i,
            None => {
                self.defs.push(def.clone());
                self.defs.len() - 1
            }
        };
        let id = CardId(self.state.cards.len() as u16);
        let obj = if zone.is_visible() {
            self.state.new_obj()
        } else {
            ObjectId::NONE
        };
        self.state.cards.push(CardState {
            def: d as u16,
            owner,
            zone,
            obj,
            status: Statuses::default(),
            boosts: 0,
            token: def.is_created_token(),
        });
        // The zone index answers the helpers' questions before `build` reindexes.
        self.state.zones.pushed(id, zone);
        if let Zone::Deck(p) = zone {
            self.state.players[p.index()].deck.push(id);
        }
        if let Zone::HeroZone(_) = zone {
            // CR 2.5.e: as in a game's setup, from the moment it is placed.
            for (name, n) in def.begin_counters() {
                self.counters(id, &name, n);
            }
        }
        id
    }

    /// Puts `n` cards of `def` in `zone`.
    pub fn cards(&mut self, def: &Arc<CardDef>, owner: PlayerId, zone: Zone, n: usize) -> Vec<CardId> {
        (0..n).map(|_| self.card(def, owner, zone)).collect()
    }

    /// Changes a card's statuses.
    pub fn status(&mut self, id: CardId, f: impl FnOnce(&mut Statuses)) -> &mut Self {
        f(&mut self.state.cards[id.index()].status);
        self
    }

    /// Sets a card's boosts.
    pub fn boosts(&mut self, id: CardId, n: u16) -> &mut Self {
        self.state.cards[id.index()].boosts = n;
        self
    }

    /// Sets a card's named counters (CR 2.5).
    pub fn counters(&mut self, id: CardId, name: &str, n: u32) -> &mut Self {
        let counters = Arc::make_mut(&mut self.state.counters);
        counters.retain(|k| !(k.card == id && k.name == name));
        if n > 0 {
            counters.push(crate::state::Counter {
                card: id,
                name: name.into(),
                count: n,
            });
        }
        self
    }

    /// An Emblem-Reaction of `card`'s ability `ability` (ability box, then support box)
    /// waiting in Limbo, as if its trigger had just happened (CR 6.3.h): a test of its
    /// effect alone, whatever the trigger.
    pub fn reaction(&mut self, card: CardId, ability: u16) -> &mut Self {
        let c = self.state.cards[card.index()];
        self.state.limbo.push(crate::state::Emblem {
            source: crate::state::Obj { card, obj: c.obj },
            ability,
            controller: crate::state::controller_of(&c),
            side: match c.zone {
                Zone::Expedition(_, s) => Some(s),
                _ => None,
            },
            trigger: None,
            part: 0,
            roll: 0,
            granted: None,
            entering: None,
        });
        self
    }

    /// Places a Terrain Marker of `terrains` on region `r` (CR 3.2.1.d) as an effect would:
    /// the newest object, so the latest timestamp. Returns whether it was placed (only on a
    /// visible region).
    pub fn terrain_marker(&mut self, r: u8, terrains: Terrains) -> bool {
        self.state
            .place_terrain_marker(r, terrains, &mut crate::event::EventLog::default())
    }

    /// Moves the `i`-th Terrain Marker (oldest first) to region `to` (CR 7.3.20) as an
    /// effect would. Returns whether it moved.
    pub fn move_terrain_marker(&mut self, i: usize, to: u8) -> bool {
        let Some(m) = self.state.terrain_markers.get(i) else {
            return false;
        };
        let obj = m.obj;
        self.state
            .move_terrain_marker(obj, to, &mut crate::event::EventLog::default())
            .is_some()
    }

    /// Seeds the game's randomness (die rolls, shuffles), for a test that needs a given roll.
    pub fn seed(&mut self, seed: u64) -> &mut Self {
        self.state.rng = rng::from_seed(seed);
        self
    }

    /// Direct access to the state being built, for what the helpers do not cover.
    pub fn state_mut(&mut self) -> &mut GameState {
        &mut self.state
    }

    /// Builds the state.
    pub fn build(mut self) -> GameState {
        self.state.def_refs = self.defs.iter().map(|d| Arc::from(d.reference())).collect();
        self.state.defs = self.defs.into();
        self.state.reindex();
        self.state
    }
}

impl GameState {
    /// Mutable access to a player's part, for scenario tests and tools.
    // Hidden from the API documentation: a way for scenario tests and tools to set a
    // position up, not a way to play (a game changes only through `Game::submit`).
    #[doc(hidden)]
    pub fn player_mut(&mut self, p: PlayerId) -> &mut PlayerState {
        &mut self.players[p.index()]
    }

    /// Mutable access to the Adventure.
    // Hidden from the API documentation: a way for scenario tests and tools to set a
    // position up, not a way to play (a game changes only through `Game::submit`).
    #[doc(hidden)]
    pub fn adventure_mut(&mut self) -> &mut Adventure {
        &mut self.adventure
    }

    /// Sets where the flow stands and the phase it is in.
    // Hidden from the API documentation: a way for scenario tests and tools to set a
    // position up, not a way to play (a game changes only through `Game::submit`).
    #[doc(hidden)]
    pub fn set_step(&mut self, step: Step, phase: Phase) {
        self.step = step;
        self.phase = phase;
    }

    /// Sets the first player.
    // Hidden from the API documentation: a way for scenario tests and tools to set a
    // position up, not a way to play (a game changes only through `Game::submit`).
    #[doc(hidden)]
    pub fn set_first_player(&mut self, p: PlayerId) {
        self.first_player = p;
    }

    /// Sets the day and the day limit.
    // Hidden from the API documentation: a way for scenario tests and tools to set a
    // position up, not a way to play (a game changes only through `Game::submit`).
    #[doc(hidden)]
    pub fn set_day(&mut self, day: u32, max_days: u32) {
        self.day = day;
        self.max_days = max_days;
    }
}
