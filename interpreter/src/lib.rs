//! Checks Altered card scripts and (later) evaluates them against a [`Host`].
//!
//! Depends only on `altered-grammar`; never names engine types.
mod check;
mod host;

pub use check::{check_source, CardReport, Status};
pub use host::Host;
