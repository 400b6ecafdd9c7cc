//! The Altered card language.
mod parser;
pub use parser::debug_parse_line;
