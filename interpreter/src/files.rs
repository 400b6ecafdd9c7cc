//! Reading card files from disk: the one directory walk and the one file reader every tool
//! goes through (check, fmt, the engine's pool, the lexicon, sim, play, replay, serve,
//! deck), so that none of them trusts the file system more than the others.
//!
//! The walk follows links, but each folder at most once (by its canonical path), so a link
//! loop ends; it goes at most [`MAX_DEPTH`] folders deep. The reader reads only regular
//! files (a FIFO would block forever, a device such as `/dev/zero` never ends) and at most a
//! bound of bytes, decided before and while reading. Every refusal names its path.

use std::collections::HashSet;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// The most bytes a card file (or a declaration file, or a deck list) may have: a card is a
/// few hundred bytes, and a bound keeps one bad path from taking the memory.
pub const MAX_CARD_FILE_BYTES: u64 = 1024 * 1024;

/// Folders nest at most this deep under the folder walked: deeper is a loop the canonical
/// paths did not catch (bind mounts), or not a folder of cards.
pub const MAX_DEPTH: usize = 32;

/// Why a path was not read.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum FileError {
    /// The path is not a regular file (a FIFO, a socket, a device, a folder).
    #[error("not a regular file ({kind}): only regular files are read")]
    NotAFile {
        /// What it is instead: `a FIFO`, `a device`, `a folder`...
        kind: &'static str,
    },
    /// The file is larger than the bound.
    #[error("file is too large: {size} bytes, more than the {limit} bytes allowed")]
    TooLarge {
        /// Its size in bytes (at least `limit + 1`: reading stops there).
        size: u64,
        /// The bound in bytes.
        limit: u64,
    },
    /// The file is not UTF-8 text.
    #[error("file is not valid UTF-8 (first invalid byte at offset {valid_up_to})")]
    NotUtf8 {
        /// The length of the valid prefix, in bytes.
        valid_up_to: usize,
        /// The file's text with each invalid sequence replaced by U+FFFD, to show the
        /// problem against.
        lossy: String,
    },
    /// A folder nested deeper than [`MAX_DEPTH`].
    #[error("folder nested more than {MAX_DEPTH} deep: not walked")]
    TooDeep,
    /// The operating system refused.
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// The files a walk found, in sorted order, and the paths it could not walk.
#[derive(Debug, Default)]
pub struct Listing {
    /// Every file with one of the wanted extensions, sorted by path. A link to a file is
    /// listed under its own name; a broken link is listed too, so that reading it reports it.
    pub files: Vec<PathBuf>,
    /// Folders that could not be listed, each with why.
    pub problems: Vec<(PathBuf, FileError)>,
}

/// Lists the files under `root` whose extension is one of `extensions`: `root` itself when it
/// is not a folder (whatever its extension: the user named it), else every such file in the
/// folders below it, in sorted order.
///
/// # Examples
///
/// ```
/// use altered_interpreter::files;
/// let cards = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../cards"));
/// let listing = files::walk(cards, &["card"]);
/// assert!(listing.files.len() > 800 && listing.problems.is_empty());
/// assert!(listing.files.windows(2).all(|w| w[0] < w[1]));
/// ```
pub fn walk(root: &Path, extensions: &[&str]) -> Listing {
    let mut listing = Listing::default();
    match fs::metadata(root) {
        Ok(meta) if meta.is_dir() => {
            let mut visited = HashSet::new();
            walk_dir(root, extensions, 0, &mut visited, &mut listing);
        }
        // A file, a broken link, a FIFO: listed, and reading it says what it is.
        _ => listing.files.push(root.to_path_buf()),
    }
    listing
}

fn walk_dir(dir: &Path, extensions: &[&str], depth: usize, visited: &mut HashSet<PathBuf>, out: &mut Listing) {
    if depth > MAX_DEPTH {
        out.problems.push((dir.to_path_buf(), FileError::TooDeep));
        return;
    }
    // Each folder once, however many links lead to it: a link loop ends here.
    match fs::canonicalize(dir) {
        Ok(canonical) => {
            if !visited.insert(canonical) {
                return;
            }
        }
        Err(e) => {
            out.problems.push((dir.to_path_buf(), e.into()));
            return;
        }
    }
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            out.problems.push((dir.to_path_buf(), e.into()));
            return;
        }
    };
    // One folder's names are held at a time (needed to sort them); sorting within each
    // folder gives sorted order over the whole tree.
    let mut names = Vec::new();
    for entry in entries {
        match entry {
            Ok(entry) => names.push(entry.file_name()),
            Err(e) => {
                out.problems.push((dir.to_path_buf(), e.into()));
                return;
            }
        }
    }
    names.sort();
    for name in names {
        let path = dir.join(&name);
        // `metadata` follows links: a link to a folder is walked (once), a broken link
        // is a file that will not read.
        if fs::metadata(&path).is_ok_and(|m| m.is_dir()) {
            walk_dir(&path, extensions, depth + 1, visited, out);
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| extensions.contains(&e))
        {
            out.files.push(path);
        }
    }
}

/// Reads `path` as UTF-8 text of at most `limit` bytes. Only a regular file is opened (a
/// link is followed to one); the bound holds even when the file grows while it is read or
/// its size is not known in advance.
///
/// # Examples
///
/// ```
/// use altered_interpreter::files::{self, FileError, MAX_CARD_FILE_BYTES};
/// let card = concat!(env!("CARGO_MANIFEST_DIR"), "/../cards/axiom/brassbug.card");
/// assert!(files::read_text(card.as_ref(), MAX_CARD_FILE_BYTES).unwrap().contains("Brassbug"));
/// assert!(matches!(files::read_text(card.as_ref(), 10), Err(FileError::TooLarge { limit: 10, .. })));
/// assert!(matches!(files::read_text("/dev/null".as_ref(), 10), Err(FileError::NotAFile { .. })));
/// ```
pub fn read_text(path: &Path, limit: u64) -> Result<String, FileError> {
    let meta = fs::metadata(path)?;
    if !meta.is_file() {
        return Err(FileError::NotAFile {
            kind: kind_of(&meta.file_type()),
        });
    }
    if meta.len() > limit {
        return Err(FileError::TooLarge {
            size: meta.len(),
            limit,
        });
    }
    let file = fs::File::open(path)?;
    let mut bytes = Vec::new();
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(FileError::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    String::from_utf8(bytes).map_err(|e| FileError::NotUtf8 {
        valid_up_to: e.utf8_error().valid_up_to(),
        lossy: String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}

/// Reads a card, declaration or deck file: [`read_text`] with [`MAX_CARD_FILE_BYTES`].
pub fn read_card_file(path: &Path) -> Result<String, FileError> {
    read_text(path, MAX_CARD_FILE_BYTES)
}

fn kind_of(kind: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "a device";
        }
    }
    if kind.is_dir() {
        "a folder"
    } else {
        "not a file"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch folder in the temporary folder, removed when dropped.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(name: &str) -> Scratch {
            let dir = std::env::temp_dir().join(format!("altered-files-{name}-{}", std::process::id()));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).unwrap();
            Scratch(dir)
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_link_loop_is_walked_once_and_ends() {
        let s = Scratch::new("loop");
        fs::create_dir_all(s.0.join("a/b")).unwrap();
        fs::write(s.0.join("a/b/one.card"), "x").unwrap();
        std::os::unix::fs::symlink("../..", s.0.join("a/b/up")).unwrap();
        std::os::unix::fs::symlink(s.0.join("a"), s.0.join("again")).unwrap();
        let listing = walk(&s.0, &["card"]);
        assert_eq!(listing.files, vec![s.0.join("a/b/one.card")]);
        assert!(listing.problems.is_empty(), "{:?}", listing.problems);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_to_a_folder_elsewhere_is_followed() {
        let s = Scratch::new("follow");
        fs::create_dir_all(s.0.join("elsewhere")).unwrap();
        fs::create_dir_all(s.0.join("pool")).unwrap();
        fs::write(s.0.join("elsewhere/two.card"), "x").unwrap();
        std::os::unix::fs::symlink(s.0.join("elsewhere"), s.0.join("pool/linked")).unwrap();
        let listing = walk(&s.0.join("pool"), &["card"]);
        assert_eq!(listing.files, vec![s.0.join("pool/linked/two.card")]);
    }

    #[test]
    fn folders_deeper_than_the_bound_are_a_problem_not_a_walk() {
        let s = Scratch::new("deep");
        let mut deep = s.0.clone();
        for _ in 0..=MAX_DEPTH + 1 {
            deep.push("d");
        }
        fs::create_dir_all(&deep).unwrap();
        fs::write(deep.join("far.card"), "x").unwrap();
        let listing = walk(&s.0, &["card"]);
        assert!(listing.files.is_empty());
        assert!(matches!(listing.problems.as_slice(), [(_, FileError::TooDeep)]));
    }

    #[test]
    fn only_wanted_extensions_are_listed_but_a_named_file_always_is() {
        let s = Scratch::new("ext");
        fs::write(s.0.join("a.card"), "x").unwrap();
        fs::write(s.0.join("b.vocab"), "x").unwrap();
        fs::write(s.0.join("c.txt"), "x").unwrap();
        assert_eq!(walk(&s.0, &["card"]).files, vec![s.0.join("a.card")]);
        assert_eq!(walk(&s.0, &["card", "vocab"]).files.len(), 2);
        assert_eq!(walk(&s.0.join("c.txt"), &["card"]).files, vec![s.0.join("c.txt")]);
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_blocking_and_dev_zero_is_bounded() {
        let s = Scratch::new("fifo");
        let fifo = s.0.join("fifo.card");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
        assert!(made.success());
        assert!(matches!(
            read_card_file(&fifo),
            Err(FileError::NotAFile { kind: "a FIFO" })
        ));
        let zero = s.0.join("zero.card");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        assert!(matches!(
            read_card_file(&zero),
            Err(FileError::NotAFile { kind: "a device" })
        ));
    }

    #[test]
    fn not_utf8_keeps_the_lossy_text_and_where_it_broke() {
        let s = Scratch::new("utf8");
        fs::write(s.0.join("bad.card"), b"ab\xffcd").unwrap();
        match read_card_file(&s.0.join("bad.card")) {
            Err(FileError::NotUtf8 { valid_up_to, lossy }) => {
                assert_eq!(valid_up_to, 2);
                assert_eq!(lossy, "ab\u{fffd}cd");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_missing_file_is_an_io_error() {
        assert!(matches!(
            read_card_file(Path::new("no/such/file.card")),
            Err(FileError::Io(e)) if e.kind() == io::ErrorKind::NotFound
        ));
    }
}
