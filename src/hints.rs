//! What the command-line tools add to an error when the likely cause is where they were run
//! from: the bundled `cards/` and `decks/` are looked up from the current folder.

use std::path::Path;

/// `error` as the tool prints it, followed, when `cards` is not a folder, by how to point
/// the tool at the cards (`--cards DIR`, or running from the repository's root).
pub(crate) fn cards_error(cards: &Path, error: impl std::fmt::Display) -> String {
    if cards.is_dir() {
        return error.to_string();
    }
    format!(
        "{error}\n  help: the card folder `{}` is not here; run from the repository's root (where \
         `cards/` is) or pass --cards DIR",
        cards.display()
    )
}

/// The error for a `--deck` argument that is neither a file nor a bundled deck's name: the
/// closest bundled name, and the list of them.
pub(crate) fn unknown_deck(arg: &str, decks_dir: &Path) -> String {
    let mut names: Vec<String> = std::fs::read_dir(decks_dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    if names.is_empty() {
        return format!(
            "--deck {arg}: no such deck file, and no bundled decks in `{}` (run from the repository's \
             root, or pass --decks-dir DIR)",
            decks_dir.display()
        );
    }
    let closest = altered_grammar::suggest(arg, names.iter().map(String::as_str))
        .map(|s| format!("did you mean `{s}`? "))
        .unwrap_or_default();
    format!(
        "--deck {arg}: no such deck file or bundled deck; {closest}the bundled decks (in `{}`) are: {}",
        decks_dir.display(),
        names.join(", ")
    )
}
