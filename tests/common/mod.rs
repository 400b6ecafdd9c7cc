//! Helpers shared by the integration tests (each test file that needs one says `mod common;`).

use std::path::{Path, PathBuf};

/// Every `*.card` file below `dir`, sorted, so that a test walks them in the same order on
/// every machine: the same walk the tools use (`altered_interpreter::files`).
pub fn card_files(dir: &Path) -> Vec<PathBuf> {
    assert!(dir.is_dir(), "{} is not a folder", dir.display());
    let listing = altered_interpreter::files::walk(dir, &["card"]);
    assert!(listing.problems.is_empty(), "{}: {:?}", dir.display(), listing.problems);
    listing.files
}
