//! `altered`: a rules engine for the Altered TCG whose cards are written in a small
//! language that reads like the printed card.
//!
//! This facade re-exports the small public API of the workspace crates and holds the
//! command-line front ends (`altered-check`, `altered`).
mod check_cli;
mod import;

pub use altered_interpreter::{check_source, CardReport, Status};
pub use check_cli::{render_report, run_check};
pub use import::{import_cards, ImportError, ImportSummary};
