//! A pool's lexicon from its folder: where the declarations are, and reading them.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use super::{Lexicon, LexiconBuilder};
use crate::lexicon::DeclarationProblem;

/// The extension of declaration files.
pub const DECLARATION_EXTENSION: &str = "vocab";

/// The folder whose declarations apply to `path` (a card file or a folder of them): the
/// nearest folder, from `path` itself up through its ancestors, that holds a declaration
/// file (`*.vocab`), as cargo finds `Cargo.toml`. `None` when no ancestor has one.
///
/// # Examples
///
/// ```
/// use altered_interpreter::declaration_root;
/// let cards = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../cards"));
/// let root = declaration_root(&cards.join("axiom/brassbug.card")).unwrap();
/// assert_eq!(root.canonicalize().unwrap(), cards.canonicalize().unwrap());
/// ```
pub fn declaration_root(path: &Path) -> Option<PathBuf> {
    let start = if path.is_dir() {
        path.to_path_buf()
    } else {
        path.parent().map(Path::to_path_buf).unwrap_or_default()
    };
    // A relative path's ancestors end at `""`; the folders above are the current
    // folder's, found through its absolute path.
    let absolute = std::path::absolute(&start).ok();
    let candidates = start
        .ancestors()
        .filter(|p| !p.as_os_str().is_empty())
        .map(Path::to_path_buf)
        .chain(absolute.iter().flat_map(|a| a.ancestors().map(Path::to_path_buf)));
    let mut seen = HashSet::new();
    for dir in candidates {
        let key = std::path::absolute(&dir).unwrap_or_else(|_| dir.clone());
        if !seen.insert(key) {
            continue;
        }
        if has_declarations(&dir) {
            return Some(dir);
        }
    }
    if start.as_os_str().is_empty() && has_declarations(Path::new(".")) {
        return Some(PathBuf::from("."));
    }
    None
}

fn has_declarations(dir: &Path) -> bool {
    std::fs::read_dir(if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    })
    .into_iter()
    .flatten()
    .flatten()
    .any(|e| e.path().extension().is_some_and(|x| x == DECLARATION_EXTENSION) && e.path().is_file())
}

impl LexiconBuilder {
    /// Adds every declaration file (`*.vocab`) and token card (`*.card` of type Token)
    /// under `root`, in sorted order, through the one bounded walk and reader
    /// ([`crate::files`]); a file or folder that cannot be read is skipped (the card check
    /// reports it).
    pub fn add_dir(&mut self, root: &Path) {
        for f in crate::files::walk(root, &[DECLARATION_EXTENSION, "card"]).files {
            let Ok(text) = crate::files::read_card_file(&f) else {
                continue;
            };
            if f.extension().is_some_and(|x| x == DECLARATION_EXTENSION) {
                self.declarations(&f, &text);
            } else {
                self.card_source(&f, &text);
            }
        }
    }
}

impl Lexicon {
    /// The lexicon that applies to `path` (a card file or a folder): the bundled one, plus
    /// the declarations and token cards under [`declaration_root`]`(path)`, or, when no
    /// folder above has declarations, the token cards under `path`'s own folder.
    pub fn for_path(path: &Path) -> (Lexicon, Vec<DeclarationProblem>) {
        let root = declaration_root(path).unwrap_or_else(|| {
            if path.is_dir() {
                path.to_path_buf()
            } else {
                path.parent().map(Path::to_path_buf).unwrap_or_default()
            }
        });
        let mut b = Lexicon::builder();
        b.add_dir(if root.as_os_str().is_empty() {
            Path::new(".")
        } else {
            &root
        });
        b.build()
    }
}
