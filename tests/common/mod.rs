//! Helpers shared by the integration tests (each test file that needs one says `mod common;`).
#![allow(dead_code)] // each test file uses some of the helpers

use std::path::{Path, PathBuf};

/// Every `*.card` file below `dir`, sorted, so that a test walks them in the same order on
/// every machine: the same walk the tools use (`altered_interpreter::files`).
pub fn card_files(dir: &Path) -> Vec<PathBuf> {
    assert!(dir.is_dir(), "{} is not a folder", dir.display());
    let listing = altered_interpreter::files::walk(dir, &["card"]);
    assert!(listing.problems.is_empty(), "{}: {:?}", dir.display(), listing.problems);
    listing.files
}

/// Run a binary's front end (`altered-check` or `altered`) in process with `args`: exit
/// code, stdout, stderr.
pub fn run_tool(binary: &str, args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let argv = std::iter::once(binary).chain(args.iter().copied());
    let code = if binary == "altered-check" {
        altered::run_check(argv, &mut out, &mut err)
    } else {
        altered::run_altered(argv, &mut out, &mut err)
    };
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("output is UTF-8");
    (code, text(out), text(err))
}
