//! Benchmark of parse + check over the real pool (being written; see the issue note).
fn main() {}
