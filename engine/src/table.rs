//! The table: how many players sit at it, who faces whom, who is on whose team, and how
//! the results of Check Victory and of a tiebreaker day are read — per game mode. The
//! duel is the Complete Rules' (CR 1.1.2.a, 1.2.3.c, 1.3.3, 4.2.5.d, 4.3); 2v2 and Free
//! for All are the seeds' four-player modes (`docs/multiplayer.md`, which draws the layout).
//!
//! Every rule that depends on the seating goes through this module, so that the layout can
//! be corrected in one place. It only reads numbers (distances, totals): no game state.

use crate::ids::{PlayerId, Side};
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

/// The four-player table (docs/multiplayer.md draws it): sixteen regions. Each player's
/// path is eight of them, from the Hero region they share with the neighbour their Hero
/// Expedition faces to the Companion region they share with the neighbour their Companion
/// Expedition faces: that region, the half nearer to it of an outer Tumult card shared with
/// the same neighbour, the other half, a corner of the two central Tumult cards, the next
/// corner, then the same on the Companion side. The central cards lie side by side, card 3–4
/// to the north (seat 0's side), card 11–12 to the south (seat 2's); every player's path
/// runs along the side of that square nearest to them: seat 0 the north row, seat 1 the
/// east column, seat 2 the south row, seat 3 the west column. Regions, by index:
///
/// - 0 and 8: the Hero regions (seats 0 and 1; seats 2 and 3);
/// - 7 and 15: the Companion regions (seats 3 and 0; seats 1 and 2);
/// - 1–2, 5–6, 9–10, 13–14: the outer Tumult cards;
/// - 3 (north-east), 4 (north-west), 11 (south-west), 12 (south-east): the central cards.
const FOUR_PLAYER_PATHS: [[u8; 8]; 4] = [
    [0, 1, 2, 3, 4, 5, 6, 7],
    [0, 1, 2, 3, 12, 13, 14, 15],
    [8, 9, 10, 11, 12, 13, 14, 15],
    [8, 9, 10, 11, 4, 5, 6, 7],
];

/// The duel's path: the Adventure's eight regions in a row (CR 3.2.1.b).
const DUEL_PATH: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// Where a Tumult card lies on the table: its two regions, and whether it is one of the
/// two central cards of the four-player table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TumultPlace {
    /// Its two regions. An outer card's in the order of the paths through it (the half
    /// nearer to the Hero region first); a central card's from west to east, so that
    /// "the opposite direction" is the other half first.
    pub(crate) regions: [u8; 2],
    /// One of the two central Tumult cards (seeds, 2v2).
    pub(crate) central: bool,
}

const fn outer(a: u8, b: u8) -> TumultPlace {
    TumultPlace {
        regions: [a, b],
        central: false,
    }
}

/// The duel's three Tumult cards between the Hero and Companion regions (CR 4.1.c).
const DUEL_TUMULTS: [TumultPlace; 3] = [outer(1, 2), outer(3, 4), outer(5, 6)];

/// The four-player table's six Tumult cards (two of each, CR 1.1.7.f for each pair of
/// players): four outer ones, then the two central ones, the north card first.
const FOUR_PLAYER_TUMULTS: [TumultPlace; 6] = [
    outer(1, 2),
    outer(5, 6),
    outer(9, 10),
    outer(13, 14),
    TumultPlace {
        regions: [4, 3],
        central: true,
    },
    TumultPlace {
        regions: [11, 12],
        central: true,
    },
];

impl Mode {
    /// How many regions the table has in regular play: the duel's Adventure of eight (CR
    /// 3.2.1.b); sixteen at four (two Hero regions, two Companion regions, six Tumult cards).
    pub fn regions(self) -> usize {
        match self {
            Mode::Duel => 8,
            Mode::TwoVsTwo | Mode::FreeForAll => 16,
        }
    }

    /// The region of the table a player's Expedition is on when it is `position` regions
    /// from the Hero region along that player's path (0: the Hero region, 7: the Companion
    /// region). Markers count positions on the path (CR 4.2.5.d distances); this names the
    /// region whose terrains the Expedition reads (CR 4.2.4.b). The duel's path is the
    /// Adventure itself.
    ///
    /// ```
    /// use altered_engine::{Mode, PlayerId};
    /// assert_eq!(Mode::Duel.region(PlayerId(1), 4), 4);
    /// // Four players: seats 0 and 1 start their Hero Expeditions on the same region and
    /// // share the way to the first central corner, then part.
    /// assert_eq!(Mode::TwoVsTwo.region(PlayerId(0), 3), Mode::TwoVsTwo.region(PlayerId(1), 3));
    /// assert_ne!(Mode::TwoVsTwo.region(PlayerId(0), 4), Mode::TwoVsTwo.region(PlayerId(1), 4));
    /// ```
    pub fn region(self, p: PlayerId, position: u8) -> usize {
        let path = match self {
            Mode::Duel => &DUEL_PATH,
            Mode::TwoVsTwo | Mode::FreeForAll => &FOUR_PLAYER_PATHS[p.index() % 4],
        };
        usize::from(path[usize::from(position).min(path.len() - 1)])
    }

    /// Where the Tumult cards lie.
    pub(crate) fn tumult_places(self) -> &'static [TumultPlace] {
        match self {
            Mode::Duel => &DUEL_TUMULTS,
            Mode::TwoVsTwo | Mode::FreeForAll => &FOUR_PLAYER_TUMULTS,
        }
    }

    /// The Hero regions (CR 4.1.b; one per pair of facing Hero Expeditions at four).
    pub(crate) fn hero_regions(self) -> &'static [u8] {
        match self {
            Mode::Duel => &[0],
            Mode::TwoVsTwo | Mode::FreeForAll => &[0, 8],
        }
    }

    /// The Companion regions (CR 4.1.b; one per pair of facing Companion Expeditions).
    pub(crate) fn companion_regions(self) -> &'static [u8] {
        match self {
            Mode::Duel => &[7],
            Mode::TwoVsTwo | Mode::FreeForAll => &[7, 15],
        }
    }

    /// The Tumult cards turned face up when an Expedition moves into or passes region `r`
    /// (CR 7.3.22.b: the card `r` is half of; seeds, 2v2: "When a player reaches one of the
    /// central Tumult cards, turn both cards face up").
    pub(crate) fn revealed_with(self, r: usize) -> impl Iterator<Item = TumultPlace> {
        let places = self.tumult_places();
        let hit = places.iter().find(|t| t.regions.iter().any(|&x| usize::from(x) == r));
        places
            .iter()
            .copied()
            .filter(move |t| hit.is_some_and(|h| *t == *h || (h.central && t.central)))
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
    fn facing_expeditions_start_on_the_same_region_and_every_path_runs_from_a_hero_to_a_companion_region() {
        // CR 4.1.d: Hero markers on a Hero region, Companion markers on a Companion region;
        // facing Expeditions start together (CR 1.2.3.c), as in a duel; each path is eight
        // distinct regions (CR 3.2.1.b) and every region of the table is on one.
        for mode in [Mode::Duel, Mode::TwoVsTwo, Mode::FreeForAll] {
            let mut on_a_path = vec![false; mode.regions()];
            for p in 0..mode.players() as u8 {
                let p = PlayerId(p);
                let path: Vec<usize> = (0..8).map(|k| mode.region(p, k)).collect();
                assert!(mode.hero_regions().contains(&(path[0] as u8)));
                assert!(mode.companion_regions().contains(&(path[7] as u8)));
                let mut distinct = path.clone();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), 8, "{mode} {p:?}");
                for &r in &path {
                    on_a_path[r] = true;
                }
                let (q, _) = mode.facing(p, Side::Hero);
                assert_eq!(
                    mode.region(q, 0),
                    path[0],
                    "{mode}: facing Hero Expeditions start together"
                );
                let (q, _) = mode.facing(p, Side::Companion);
                assert_eq!(mode.region(q, 7), path[7], "{mode}: facing Companion Expeditions too");
                // Each Tumult card's halves are side by side on every path through it.
                for t in mode.tumult_places() {
                    let at: Vec<usize> = t
                        .regions
                        .iter()
                        .filter_map(|&x| path.iter().position(|&r| r == usize::from(x)))
                        .collect();
                    if at.len() == 2 {
                        assert_eq!(at[0].abs_diff(at[1]), 1, "{mode} {p:?} {t:?}");
                    }
                }
            }
            assert!(on_a_path.iter().all(|&x| x), "{mode}: no region off every path");
        }
    }

    #[test]
    fn the_duel_keeps_its_adventure_of_eight_regions_in_a_row() {
        // CR 3.2.1.b: the Hero region, three Tumult cards, the Companion region.
        assert_eq!(Mode::Duel.regions(), 8);
        for p in 0..2 {
            let path: Vec<usize> = (0..8).map(|k| Mode::Duel.region(PlayerId(p), k)).collect();
            assert_eq!(path, (0..8).collect::<Vec<_>>());
        }
        assert_eq!(Mode::Duel.tumult_places().len(), 3);
        assert!(Mode::Duel.tumult_places().iter().all(|t| !t.central));
        // CR 7.3.22.b: reaching a half turns its card alone.
        let turned: Vec<TumultPlace> = Mode::Duel.revealed_with(4).collect();
        assert_eq!(turned, [outer(3, 4)]);
        // Seeds, 2v2: reaching a central card turns both; an outer one, itself alone.
        assert_eq!(Mode::TwoVsTwo.revealed_with(12).count(), 2);
        assert_eq!(Mode::TwoVsTwo.revealed_with(13).count(), 1);
        assert_eq!(Mode::TwoVsTwo.revealed_with(0).count(), 0);
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
