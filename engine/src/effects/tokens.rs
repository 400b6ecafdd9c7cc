//! Tokens and their creation (CR 7.3.5).

use altered_interpreter::{Atomic, HostError};

use crate::state::{side_out, Obj, PlayerId};

use super::EngineHost;

/// Performs an atomic action that creates a token.
pub(super) fn perform(host: &mut EngineHost<'_>, a: &Atomic<Obj, PlayerId>) -> Result<bool, HostError> {
    let st = &mut *host.st;
    let log = &mut *host.log;
    Ok(match a {
        Atomic::CreateToken {
            controller,
            side,
            token,
        } => st.create_token(*controller, side_out(*side), token, log)?,
        _ => return Err(HostError::Unsupported("this atomic action")),
    })
}
