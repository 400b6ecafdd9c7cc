//! Terrain Markers (CR 3.2.1.d–e, 7.3.20): placing one on a visible region and moving one.
//! What a marker does to its region is read in the one computation of a region's terrains
//! ([`GameState::region_terrains_given`]), before every other passive (CR 3.2.1.e).

use crate::event::{Event, EventLog};
use crate::state::{GameState, ObjectId, TerrainMarker, Terrains};

/// At most this many Terrain Markers are on the Adventure at once: a place beyond it does
/// nothing, so no loop of abilities can grow the state without bound (CR 1.4.6 bounds the
/// abilities; this bounds the state).
pub const TERRAIN_MARKER_LIMIT: usize = 64;

impl GameState {
    /// Whether region `r` is a visible region (CR 3.2.1.d): in the game and face up. The
    /// Arena is one (CR 4.3.c); a face-down region shows no terrain and takes no marker.
    pub(crate) fn region_visible(&self, r: usize) -> bool {
        self.adventure.regions().get(r).is_some_and(|region| region.face_up)
    }

    /// Places a Terrain Marker of `terrains` on region `r` (CR 3.2.1.d): a new object,
    /// with the latest timestamp. Nothing happens on a region that is not visible, for a
    /// marker of no terrain, or beyond [`TERRAIN_MARKER_LIMIT`]; returns whether it was placed.
    pub(crate) fn place_terrain_marker(&mut self, r: u8, terrains: Terrains, log: &mut EventLog) -> bool {
        if !self.region_visible(usize::from(r))
            || terrains == Terrains::NONE
            || self.terrain_markers.len() >= TERRAIN_MARKER_LIMIT
        {
            return false;
        }
        let obj = self.new_obj();
        self.terrain_markers.push(TerrainMarker {
            region: r,
            terrains,
            obj,
        });
        log.push(Event::TerrainMarkerPlaced { region: r, terrains });
        true
    }

    /// Moves the Terrain Marker `marker` to region `to` (CR 7.3.20): it may be moved to the
    /// region it is already in (7.3.20.a), and it becomes a new object with a new timestamp
    /// either way (7.3.20.b), so its passive now applies after those of the other markers
    /// there. Nothing happens if the marker is gone or `to` is not a visible region;
    /// returns the marker as it was before it moved, if it moved.
    pub(crate) fn move_terrain_marker(
        &mut self,
        marker: ObjectId,
        to: u8,
        log: &mut EventLog,
    ) -> Option<TerrainMarker> {
        if !self.region_visible(usize::from(to)) {
            return None;
        }
        let i = self.terrain_markers.iter().position(|m| m.obj == marker)?;
        let mut moved = self.terrain_markers.remove(i);
        let before = moved;
        let from = moved.region;
        moved.region = to;
        moved.obj = self.new_obj();
        // Kept in timestamp order: the newest last.
        self.terrain_markers.push(moved);
        log.push(Event::TerrainMarkerMoved {
            from,
            to,
            terrains: moved.terrains,
        });
        Some(before)
    }

    /// The Terrain Markers on region `r`, oldest first.
    pub fn terrain_markers_on(&self, r: u8) -> impl Iterator<Item = &TerrainMarker> + '_ {
        self.terrain_markers.iter().filter(move |m| m.region == r)
    }
}
