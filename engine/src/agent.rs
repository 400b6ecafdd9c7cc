//! Agents: whoever answers decisions. They see a [`PlayerView`] and the decision, nothing
//! more. A random agent for simulation; a strict scripted agent for tests.

use crate::decision::{Choice, ChoiceError, Decision, DecisionKind, Opt, Picks};
use crate::event::PlayFrom;
use crate::game::Game;
use crate::rng::{self, GameRng};
use crate::state::{Outcome, PlayerId, Side};
use crate::view::PlayerView;

/// An agent could not answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AgentError {
    /// A scripted agent met a decision its script did not expect.
    #[error("unexpected decision: script step {step} expected {expected}, the game asked {got:?} of {player}")]
    Unexpected {
        /// The script step.
        step: usize,
        /// What the script expected.
        expected: String,
        /// What the game asked.
        got: DecisionKind,
        /// Of whom.
        player: PlayerId,
    },
    /// A scripted agent's script ran out.
    #[error("the script is over, but the game asked {got:?} of {player}")]
    ScriptOver {
        /// What the game asked.
        got: DecisionKind,
        /// Of whom.
        player: PlayerId,
    },
    /// The scripted pick is not among the legal options.
    #[error("script step {step}: {pick} is not a legal option")]
    NoSuchOption {
        /// The script step.
        step: usize,
        /// The pick.
        pick: String,
    },
}

/// Answers decisions.
///
/// # Examples
///
/// An agent that always picks the first options:
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{play, Agent, AgentError, Choice, Decision, PlayerView};
/// struct First;
/// impl Agent for First {
///     fn choose(&mut self, _: &PlayerView<'_>, d: &Decision) -> Result<Choice, AgentError> {
///         Ok(Choice { player: d.player, picks: (0..d.picks).collect() })
///     }
/// }
/// let outcome = play(&mut game, &mut [&mut First, &mut First], Some(50)).unwrap();
/// assert!(outcome.is_none()); // stopped after 50 decisions, not over yet
/// assert_eq!(game.choices().len(), 50);
/// ```
pub trait Agent {
    /// Chooses for `decision`, seeing only `view`.
    fn choose(&mut self, view: &PlayerView<'_>, decision: &Decision) -> Result<Choice, AgentError>;
}

/// Picks uniformly among the legal options, from its own seed.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{play, RandomAgent};
/// let outcome = play(&mut game, &mut [&mut RandomAgent::new(1), &mut RandomAgent::new(2)], None).unwrap();
/// assert!(outcome.is_some() && game.pending().is_none());
/// ```
#[derive(Debug, Clone)]
pub struct RandomAgent {
    rng: GameRng,
    scratch: Vec<usize>,
}

impl RandomAgent {
    /// A random agent with its own seed.
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: rng::from_seed(seed),
            scratch: Vec::new(),
        }
    }
}

impl Agent for RandomAgent {
    fn choose(&mut self, _view: &PlayerView<'_>, d: &Decision) -> Result<Choice, AgentError> {
        // A partial Fisher–Yates: `picks` distinct indices.
        self.scratch.clear();
        self.scratch.extend(0..d.options.len());
        for i in 0..d.picks.min(d.options.len()) {
            let j = i + rng::below(&mut self.rng, d.options.len() - i);
            self.scratch.swap(i, j);
        }
        Ok(Choice {
            player: d.player,
            picks: Picks::from(&self.scratch[..d.picks.min(d.options.len())]),
        })
    }
}

/// One scripted answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// Pass the turn.
    Pass,
    /// Do not Expand.
    Skip,
    /// Play the card with this name from Hand or Reserve, into an Expedition if it needs one.
    Play(String, PlayFrom, Option<Side>),
    /// The cards with these names (one each, in the player's Hand, Reserve or Landmarks).
    Cards(Vec<String>),
    /// Option indices, as they are.
    Indices(Vec<usize>),
}

/// A strict scripted agent: each decision must be the next one of the script, of the
/// expected kind and for the expected player; anything else is an error that fails the test.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{play, DecisionKind, Pick, PlayError, PlayerId, ScriptedAgent};
/// let first = game.pending().unwrap().player;
/// let mut script = ScriptedAgent::new().then(first, DecisionKind::SetupMana, Pick::Indices(vec![0, 1, 2]));
/// let mut other = ScriptedAgent::new();
/// let agents: [&mut dyn altered_engine::Agent; 2] =
///     if first == PlayerId(0) { [&mut script, &mut other] } else { [&mut other, &mut script] };
/// let mut agents = agents;
/// // The script answers the first decision; the next one is not in any script: an error.
/// assert!(matches!(play(&mut game, &mut agents, None), Err(PlayError::Agent(_))));
/// assert!(script.finished());
/// ```
#[derive(Debug, Clone, Default)]
pub struct ScriptedAgent {
    steps: Vec<(PlayerId, DecisionKind, Pick)>,
    next: usize,
}

impl ScriptedAgent {
    /// An empty script.
    pub fn new() -> Self {
        Self::default()
    }

    /// Expects `player` to be asked `kind` next, and answers `pick`.
    pub fn then(mut self, player: PlayerId, kind: DecisionKind, pick: Pick) -> Self {
        self.steps.push((player, kind, pick));
        self
    }

    /// Whether every step was used.
    pub fn finished(&self) -> bool {
        self.next == self.steps.len()
    }
}

impl Agent for ScriptedAgent {
    fn choose(&mut self, view: &PlayerView<'_>, d: &Decision) -> Result<Choice, AgentError> {
        let step = self.next;
        let Some((player, kind, pick)) = self.steps.get(step) else {
            return Err(AgentError::ScriptOver {
                got: d.kind,
                player: d.player,
            });
        };
        if *player != d.player || *kind != d.kind {
            return Err(AgentError::Unexpected {
                step,
                expected: format!("{kind:?} of {player}"),
                got: d.kind,
                player: d.player,
            });
        }
        let missing = || AgentError::NoSuchOption {
            step,
            pick: format!("{pick:?}"),
        };
        let name_of = |o: &Opt| match o {
            Opt::Card(c) | Opt::Play { card: c, .. } => view.card(*c).map(|s| s.name),
            _ => None,
        };
        let picks = match pick {
            Pick::Pass => vec![d.options.iter().position(|o| *o == Opt::Pass).ok_or_else(missing)?],
            Pick::Skip => vec![d.options.iter().position(|o| *o == Opt::Skip).ok_or_else(missing)?],
            Pick::Play(name, from, to) => vec![d
                .options
                .iter()
                .position(|o| {
                    matches!(o, Opt::Play { from: f, to: t, .. } if f == from && t == to)
                        && name_of(o) == Some(name.as_str())
                })
                .ok_or_else(missing)?],
            Pick::Cards(names) => {
                let mut out: Vec<usize> = Vec::new();
                for n in names {
                    let i = (0..d.options.len())
                        .find(|&i| !out.contains(&i) && name_of(&d.options[i]) == Some(n.as_str()))
                        .ok_or_else(missing)?;
                    out.push(i);
                }
                out
            }
            Pick::Indices(v) => v.clone(),
        };
        self.next += 1;
        Ok(Choice {
            player: d.player,
            picks: picks.into(),
        })
    }
}

/// A game could not be played to its end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// An agent could not answer.
    #[error(transparent)]
    Agent(#[from] AgentError),
    /// An agent's answer was refused.
    #[error(transparent)]
    Choice(#[from] ChoiceError),
    /// There is no agent for a player.
    #[error("no agent for {0}")]
    NoAgent(PlayerId),
}

/// Plays until the game is over or, with `stop_after`, that many decisions were answered.
/// `agents[i]` answers for player `i`.
///
/// # Examples
///
/// ```
/// # mod setup { include!(concat!(env!("CARGO_MANIFEST_DIR"), "/doc/setup.rs")); }
/// # let pool = setup::pool();
/// # let mut game = setup::game(&pool);
/// use altered_engine::{play, RandomAgent};
/// let mut a = RandomAgent::new(1);
/// let mut b = RandomAgent::new(2);
/// assert_eq!(play(&mut game, &mut [&mut a, &mut b], Some(10)).unwrap(), None);
/// let outcome = play(&mut game, &mut [&mut a, &mut b], None).unwrap().unwrap();
/// assert_eq!(Some(&outcome), game.outcome());
/// ```
pub fn play(
    game: &mut Game,
    agents: &mut [&mut dyn Agent],
    stop_after: Option<usize>,
) -> Result<Option<Outcome>, PlayError> {
    let mut answered = 0;
    while let Some(d) = game.pending() {
        if stop_after.is_some_and(|n| answered >= n) {
            return Ok(None);
        }
        let agent = agents.get_mut(d.player.index()).ok_or(PlayError::NoAgent(d.player))?;
        let choice = agent.choose(&game.view(d.player), d)?;
        game.submit(choice)?;
        answered += 1;
    }
    Ok(game.outcome().cloned())
}
