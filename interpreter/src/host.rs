/// What an engine offers the interpreter: queries of its state and the atomic actions
/// (CR 6.1) it must perform. The interpreter issue fills this in; the boundary exists now
/// so that the engine depends on the interpreter and never the other way round.
pub trait Host {
    /// An object (card or token) in the host's game.
    type ObjectId: Copy + Eq;
}
