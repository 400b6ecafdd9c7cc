//! Checks Altered card scripts and (later) evaluates them against a [`Host`].
//!
//! Depends only on `altered-grammar`; never names engine types.
mod check;
mod checks;
mod host;
mod walk;

pub use check::{check_source, CardReport, Status};
pub use checks::{CheckError, Contradiction, Named, NeedsPlay, SubtypeHelp, Template, CHECK_CODES};
pub use host::Host;
