//! Helpers shared by the integration tests (each test file that needs one says `mod common;`).

use std::fs;
use std::path::{Path, PathBuf};

/// Every `*.card` file below `dir`, sorted, so that a test walks them in the same order on
/// every machine.
pub fn card_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "card") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}
