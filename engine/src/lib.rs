//! The Altered rules engine: game state, the day's flow as a state machine that stops at
//! decisions, agents, deck lists and simulation.
//!
//! A game uses each card's printed type, costs, statistics, sub-types and Hero limits, and
//! runs its abilities through `altered-interpreter` (this crate implements its `Host`); an
//! ability the interpreter does not run yet does nothing. The rules cited are the Complete
//! Rules 4.0.
//!
//! ```no_run
//! use altered_engine::{CardPool, Deck, Game, RandomAgent, play};
//! let (pool, _skipped) = CardPool::load_dir("cards".as_ref()).unwrap();
//! let a = Deck::parse("axiom", &std::fs::read_to_string("decks/axiom.txt").unwrap(), &pool).unwrap();
//! let b = Deck::parse("bravos", &std::fs::read_to_string("decks/bravos.txt").unwrap(), &pool).unwrap();
//! let mut game = Game::builder().seed(7).deck(a).deck(b).build().unwrap();
//! let (mut x, mut y) = (RandomAgent::new(1), RandomAgent::new(2));
//! let outcome = play(&mut game, &mut [&mut x, &mut y], None).unwrap();
//! ```

mod agent;
mod applying;
mod behaviour;
mod decision;
mod deck;
mod effect_play;
mod effects;
mod event;
mod flow;
mod gained;
mod game;
mod ids;
mod invariants;
mod lasting;
mod legality;
mod pool;
mod quick;
mod replacing;
mod replay;
mod rng;
mod scenario;
mod sim;
mod state;
mod statics;
mod table;
mod terrain;
mod triggers;
mod view;

pub use agent::{play, Agent, AgentError, Pick, PlayError, RandomAgent, ScriptedAgent};
pub use behaviour::{behaviour, Scene, SCRIPT_CAP};
pub use decision::{Choice, ChoiceError, Decision, DecisionKind, Opt, Picks};
pub use deck::{Deck, DeckError};
pub use effects::{DAY_REACTION_BUDGET, REACTION_LIMIT};
pub use event::{Event, EventLog, OrbCause, PlayFrom};
pub use game::{Game, GameBuilder, LoadError, ReplayError, SetupError, DEFAULT_MAX_DAYS};
pub use invariants::Violation;
pub use legality::{check_deck, DeckCheck, DeckFormat, DeckViolation};
pub use pool::{CardDef, CardPool, Kind, PoolError, ENTERING_ABILITY, SCOUT_ABILITY};
pub use quick::QUICK_ACTION_LIMIT;
pub use replay::{state_hash, GameLog, LogError, LoggedDeck, LOG_FORMAT, LOG_VERSION};
pub use rng::derive_seed;
pub use scenario::Scenario;
pub use sim::{random_game, random_game_in, simulate, MergeError, SimConfig, SimError, SimReport};
pub use state::Ongoing;
pub use state::{
    Adventure, CardId, CardState, Counter, Emblem, GameState, Obj, ObjectId, Outcome, Phase, PlayerId, PlayerState,
    Region, RegionCard, Running, Side, Statuses, Step, TerrainMarker, Terrains, Zone, LAST_REGION, REGIONS,
};
pub use table::{Mode, Team, UnknownMode};
pub use terrain::TERRAIN_MARKER_LIMIT;
pub use view::{PlayerView, SeenCard};
