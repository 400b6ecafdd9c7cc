//! The table: how many players sit at it, who faces whom, who is on whose team, and how
//! the results of Check Victory and of a tiebreaker day are read — per game mode. The
//! duel is the Complete Rules' (CR 1.1.2.a, 1.2.3.c, 1.3.3, 4.2.5.d, 4.3); 2v2 and Free
//! for All are the seeds' four-player modes (`docs/multiplayer.md`, which draws the layout).
//!
//! Every rule that depends on the seating goes through this module, so that the layout can
//! be corrected in one place. It only reads numbers (distances, totals): no game state.

use crate::state::{PlayerId, Side};
use serde::{Deserialize, Serialize};

/// The game mode: how many players, who faces whom, how the game is won.
///
/// # Examples
///
/// ```
/// use altered_engine::{Mode, PlayerId, Side};
/// assert_eq!(Mode::Duel.players(), 2);
/// assert_eq!("2v2".parse::<Mode>(), Ok(Mode::TwoVsTwo));
/// // Four players: each player's two Expeditions face their two neighbours.
/// assert_eq!(Mode::FreeForAll.facing(PlayerId(0), Side::Hero), (PlayerId(1), Side::Hero));
/// assert_eq!(Mode::FreeForAll.facing(PlayerId(0), Side::Companion), (PlayerId(3), Side::Companion));
/// // 2v2: teammates sit opposite each other.
/// assert!(Mode::TwoVsTwo.allied(PlayerId(0), PlayerId(2)));
/// assert!(!Mode::TwoVsTwo.allied(PlayerId(0), PlayerId(1)));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// Two players (CR 1.1.2.a).
    #[default]
    #[serde(rename = "duel")]
    Duel,
    /// Four players in two teams of two, teammates opposite each other (seeds, "2v2").
    #[serde(rename = "2v2")]
    TwoVsTwo,
    /// Four players, each for themselves (seeds, "Free for All").
    #[serde(rename = "ffa")]
    FreeForAll,
}

/// A mode name that is not one of `duel`, `2v2`, `ffa`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown mode `{0}`: expected `duel`, `2v2` or `ffa`")]
pub struct UnknownMode(pub String);

impl std::str::FromStr for Mode {
    type Err = UnknownMode;

    fn from_str(s: &str) -> Result<Mode, UnknownMode> {
        match s {
            "duel" => Ok(Mode::Duel),
            "2v2" => Ok(Mode::TwoVsTwo),
            "ffa" => Ok(Mode::FreeForAll),
            other => Err(UnknownMode(other.to_owned())),
        }
    }
}

impl std::fmt::Display for Mode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Mode::Duel => "duel",
            Mode::TwoVsTwo => "2v2",
            Mode::FreeForAll => "ffa",
        })
    }
}

/// A team of 2v2: team 0 is seats 0 and 2, team 1 seats 1 and 3.
pub type Team = u8;

/// What Check Victory (CR 4.2.5.d and the seeds' victory conditions) decides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Nobody's Expeditions met: the game goes on.
    GoOn,
    /// A player wins.
    Player(PlayerId),
    /// A team wins (2v2).
    Team(Team),
    /// A tiebreaker day in the Arena among these players (CR 4.3; Free for All: only the
    /// players who advanced the furthest).
    Tiebreak(Vec<PlayerId>),
}

impl Mode {
    /// Whether this is the two-player duel.
    pub fn is_duel(&self) -> bool {
        *self == Mode::Duel
    }

    /// How many players (and decks) the mode seats.
    pub fn players(self) -> usize {
        match self {
            Mode::Duel => 2,
            Mode::TwoVsTwo | Mode::FreeForAll => 4,
        }
    }

    /// The Expedition facing `(p, side)` (CR 1.2.3.c). Duel: the opponent's Expedition of
    /// the same kind. Four players, seats clockwise 0–3: the Hero Expeditions of seats 0
    /// and 1 face each other, and those of 2 and 3; the Companion Expeditions of 1 and 2,
    /// and of 3 and 0. So each player faces their left neighbour with one Expedition and
    /// their right neighbour with the other (seeds: "Each player faces a different opponent
    /// for each of their Expeditions"; Free for All: "you can only race with … the player
    /// on your right and the player on your left"), and facing Expeditions are of the same
    /// kind, on the same regions of the Adventure as in a duel.
    pub fn facing(self, p: PlayerId, side: Side) -> (PlayerId, Side) {
        let q = match (self, side) {
            (Mode::Duel, _) => (p.0 + 1) % 2,
            (_, Side::Hero) => p.0 ^ 1,
            (_, Side::Companion) => (3 - (p.0 % 4)) % 4,
        };
        (PlayerId(q), side)
    }

    /// A player's team in 2v2; `None` in the other modes.
    pub fn team(self, p: PlayerId) -> Option<Team> {
        match self {
            Mode::TwoVsTwo => Some(p.0 % 2),
            _ => None,
        }
    }

    /// The players of a team in 2v2, by seat.
    pub fn members(self, team: Team) -> [PlayerId; 2] {
        [PlayerId(team % 2), PlayerId(team % 2 + 2)]
    }

    /// Whether `p` and `q` are on the same side of the game: the same player, or teammates
    /// in 2v2. Every other player is an opponent (seeds, 2v2 clarifications).
    pub fn allied(self, p: PlayerId, q: PlayerId) -> bool {
        p == q || self.team(p).is_some_and(|t| self.team(q) == Some(t))
    }

    /// Check Victory from each player's total distance (CR 4.2.5.d): a player whose Hero and
    /// Companion Expeditions met or crossed has a total of at least `met`.
    pub(crate) fn judge(self, distances: &[u8], met: u8) -> Verdict {
        let qualified: Vec<usize> = (0..distances.len()).filter(|&p| distances[p] >= met).collect();
        let best = qualified.iter().map(|&p| distances[p]).max().unwrap_or(0);
        let furthest: Vec<PlayerId> = qualified
            .iter()
            .filter(|&&p| distances[p] == best)
            .map(|&p| PlayerId(p as u8))
            .collect();
        match self {
            _ if qualified.is_empty() => Verdict::GoOn,
            // CR 1.3.3.b–c (duel) and Free for All: "If multiple players fulfill the victory
            // conditions at the same time, first check if a player has advanced further than
            // necessary. If so, that player wins the game. Otherwise, play a tiebreaker day
            // in the Arena with only the players who have advanced the furthest."
            Mode::Duel | Mode::FreeForAll => match furthest[..] {
                [w] => Verdict::Player(w),
                _ => Verdict::Tiebreak(furthest),
            },
            Mode::TwoVsTwo => {
                let team_of = |p: usize| p as u8 % 2;
                let teams: Vec<Team> = qualified.iter().map(|&p| team_of(p)).collect();
                if teams.iter().all(|&t| t == teams[0]) {
                    // "The first player whose Hero and Companion Expeditions meet in the same
                    // Region wins the game for their team" (one player, or both allies).
                    return Verdict::Team(teams[0]);
                }
                match qualified.len() {
                    // "If two players from different teams fulfill the victory conditions at
                    // the same time, first check if one of the players has advanced further
                    // than necessary. If so, their team wins the game; otherwise, play a
                    // tiebreaker day in the Arena."
                    2 => match furthest[..] {
                        [w] => Verdict::Team(team_of(w.index())),
                        _ => Verdict::Tiebreak(all(distances.len())),
                    },
                    // "If three players fulfill the victory conditions, the two allied players
                    // win the game."
                    3 => {
                        let t0 = teams.iter().filter(|&&t| t == 0).count();
                        Verdict::Team(if t0 == 2 { 0 } else { 1 })
                    }
                    // "If all four players fulfill the victory conditions and one team has at
                    // least one additional advance over the other, that team wins the game;
                    // otherwise, play a tiebreaker day in the Arena."
                    _ => {
                        let total = |t: Team| -> u32 {
                            (0..distances.len())
                                .filter(|&p| team_of(p) == t)
                                .map(|p| u32::from(distances[p]))
                                .sum()
                        };
                        match total(0).cmp(&total(1)) {
                            std::cmp::Ordering::Greater => Verdict::Team(0),
                            std::cmp::Ordering::Less => Verdict::Team(1),
                            std::cmp::Ordering::Equal => Verdict::Tiebreak(all(distances.len())),
                        }
                    }
                }
            }
        }
    }

    /// The result of a tiebreaker day's Dusk from the players' totals in the Arena (each
    /// player's Characters' statistics summed, CR 4.3.e); only the `contenders` count.
    /// Duel and Free for All (CR 4.3.e; seeds' Free for All example: a terrain is won by
    /// the one player with the highest positive total in it, and the player who wins more
    /// terrains than every other contender wins). 2v2: "each team totals the statistics of
    /// its Characters for each type of Region in the Arena … The team that beats its
    /// opponent in the most region types wins the game." `GoOn` on a tie: "play a new
    /// tiebreaker day" (CR 1.3.3.f).
    pub(crate) fn judge_arena(self, totals: &[[i32; 3]], arena: [bool; 3], contenders: &[PlayerId]) -> Verdict {
        let sides: Vec<[i32; 3]> = match self {
            Mode::TwoVsTwo => (0..2u8)
                .map(|t| {
                    let mut sum = [0; 3];
                    for m in self.members(t) {
                        for (k, s) in sum.iter_mut().enumerate() {
                            *s += totals.get(m.index()).map_or(0, |x| x[k]);
                        }
                    }
                    sum
                })
                .collect(),
            _ => contenders
                .iter()
                .map(|p| totals.get(p.index()).copied().unwrap_or([0; 3]))
                .collect(),
        };
        let n = sides.len();
        let won: Vec<usize> = (0..n)
            .map(|i| {
                (0..3)
                    .filter(|&t| arena[t] && sides[i][t] > 0 && (0..n).all(|j| j == i || sides[i][t] > sides[j][t]))
                    .count()
            })
            .collect();
        match (0..n).find(|&i| (0..n).all(|j| j == i || won[i] > won[j])) {
            Some(i) if self == Mode::TwoVsTwo => Verdict::Team(i as u8),
            Some(i) => Verdict::Player(contenders[i]),
            None => Verdict::GoOn,
        }
    }
}

fn all(n: usize) -> Vec<PlayerId> {
    (0..n).map(|p| PlayerId(p as u8)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facing_is_a_pairing_of_neighbours_with_expeditions_of_the_same_kind() {
        for mode in [Mode::TwoVsTwo, Mode::FreeForAll] {
            for p in 0..4u8 {
                let mut faced = Vec::new();
                for side in Side::BOTH {
                    let (q, qs) = mode.facing(PlayerId(p), side);
                    assert_eq!(qs, side);
                    assert_eq!(mode.facing(q, qs), (PlayerId(p), side), "facing is mutual");
                    faced.push(q.0);
                }
                faced.sort_unstable();
                let mut neighbours = vec![(p + 1) % 4, (p + 3) % 4];
                neighbours.sort_unstable();
                assert_eq!(faced, neighbours, "seat {p} faces both neighbours, one each");
            }
        }
        assert_eq!(Mode::Duel.facing(PlayerId(1), Side::Hero), (PlayerId(0), Side::Hero));
    }

    #[test]
    fn in_2v2_every_player_faces_two_opponents() {
        for p in 0..4u8 {
            for side in Side::BOTH {
                let (q, _) = Mode::TwoVsTwo.facing(PlayerId(p), side);
                assert!(!Mode::TwoVsTwo.allied(PlayerId(p), q));
            }
        }
    }
}
