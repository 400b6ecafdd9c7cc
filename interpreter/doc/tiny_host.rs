// The smallest host the rustdoc examples run card scripts in: two players with a Deck and
// a Hand (counts only) and a few objects. The `Host` example shows it whole; the other
// examples include it as hidden lines so that each stays a few lines long.
// `examples/mini_host.rs` at the repository root is a fuller host.

pub use altered_interpreter::{
    Atomic, CardKind, Destination, Host, HostError, Place, Query, Side, StatusKind, Terrain, ZoneKind,
};

/// The whole game state: cards in Deck and Hand per player, and each object as its owner,
/// its type and where it is (`None` once it left: it is no longer that object, CR 1.4.4).
#[derive(Debug, Default)]
pub struct Table {
    pub decks: [usize; 2],
    pub hands: [usize; 2],
    pub objects: Vec<(u8, CardKind, Option<Place<u8>>)>,
}

impl Query for Table {
    type Object = usize;
    type Player = u8;

    fn players(&self) -> impl Iterator<Item = u8> + '_ {
        0..2
    }
    fn objects(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.objects.len()).filter(|&o| self.objects[o].2.is_some())
    }
    fn place(&self, object: usize) -> Option<Place<u8>> {
        self.objects.get(object)?.2
    }
    fn owner(&self, object: usize) -> u8 {
        self.objects[object].0
    }
    fn controller(&self, object: usize) -> u8 {
        self.objects[object].0
    }
    fn kind(&self, object: usize) -> CardKind {
        self.objects[object].1
    }
    fn is_token(&self, _: usize) -> bool {
        false
    }
    fn name(&self, _: usize) -> Option<&str> {
        None // this tiny game's cards have no names
    }
    fn has_subtype(&self, _: usize, _: &str) -> bool {
        false
    }
    fn has_status(&self, _: usize, _: StatusKind) -> bool {
        false
    }
    fn boosts(&self, _: usize) -> u32 {
        0
    }
    fn counters(&self, _: usize, _: &str) -> u32 {
        0
    }
    fn zone_size(&self, player: u8, zone: ZoneKind) -> usize {
        match zone {
            ZoneKind::Deck => self.decks[usize::from(player)],
            ZoneKind::Hand => self.hands[usize::from(player)],
            _ => 0,
        }
    }
    fn hand_cost(&self, _: usize) -> Option<u32> {
        Some(1)
    }
    fn reserve_cost(&self, _: usize) -> Option<u32> {
        Some(1)
    }
    fn statistics(&self, _: usize) -> [i32; 3] {
        [1, 1, 1]
    }
    fn base_statistics(&self, _: usize) -> Option<[i32; 3]> {
        Some([1, 1, 1])
    }
    fn in_terrain(&self, _: usize, _: Terrain) -> bool {
        false
    }
    fn standing(&self, _: u8, _: Side) -> std::cmp::Ordering {
        std::cmp::Ordering::Equal
    }
    fn facing(&self, player: u8, side: Side) -> (u8, Side) {
        (1 - player, side)
    }
}

/// The actions this table models (CR 6.1.e).
impl Host for Table {
    fn roll_die(&mut self, _: u8) -> Result<u8, HostError> {
        // Not a die: the examples roll none, and a fixed result keeps them deterministic.
        Ok(6)
    }
    fn perform(&mut self, step: &[Atomic<usize, u8>], done: &mut Vec<bool>) -> Result<(), HostError> {
        // Refuse a step with an action this table does not model before changing anything,
        // so that a step is never half applied.
        for action in step {
            if !matches!(
                action,
                Atomic::Draw { .. }
                    | Atomic::MoveTo {
                        to: Destination::Hand,
                        ..
                    }
            ) {
                return Err(HostError::Unsupported("an action other than draw or return to Hand"));
            }
        }
        for action in step {
            done.push(match *action {
                Atomic::Draw { player, count } => {
                    let p = usize::from(player);
                    let n = self.decks[p].min(count as usize);
                    self.decks[p] -= n;
                    self.hands[p] += n;
                    n > 0
                }
                Atomic::MoveTo { object, .. } => {
                    let (owner, _, place) = &mut self.objects[object];
                    let was_there = place.take().is_some();
                    if was_there {
                        self.hands[usize::from(*owner)] += 1;
                    }
                    was_there
                }
                _ => false,
            });
        }
        Ok(())
    }
}
