//! The word lists of the docs are the vocabulary table (issue 15, deliverable 5): the
//! keyword abilities, statuses and keyword actions that `docs/card-language.md` §8 lists
//! are exactly the entries of `altered_grammar::vocabulary_entries()`, so a word added to
//! the table and not documented (or documented and not in the table) fails here.

use std::collections::BTreeSet;

use altered_grammar::vocabulary_entries;

/// The text of `doc` from the heading `heading` to the next heading of any level.
fn section<'a>(doc: &'a str, heading: &str) -> &'a str {
    let start = doc
        .find(heading)
        .unwrap_or_else(|| panic!("docs/card-language.md has no heading `{heading}`"));
    let body = &doc[start + heading.len()..];
    let end = body.find("\n#").unwrap_or(body.len());
    &body[..end]
}

/// The word each row of the section's table names: the first code span of the first cell,
/// up to a parameter (`Tough N`, `Augment <obj>`), lower-cased.
fn documented_words(section: &str) -> BTreeSet<String> {
    section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .filter_map(|l| l.split('`').nth(1))
        .map(|w| w.split(" <").next().unwrap_or(w).trim_end_matches(" N").to_lowercase())
        .collect()
}

/// The table's spellings of one list, lower-cased.
fn table_words(list: &str) -> BTreeSet<String> {
    let words: BTreeSet<String> = vocabulary_entries()
        .into_iter()
        .filter(|e| e.list == list)
        .map(|e| e.spelling.to_lowercase())
        .collect();
    assert!(!words.is_empty(), "the table has a list `{list}`");
    words
}

#[test]
fn card_language_word_lists_are_the_vocabulary_table() {
    let doc = include_str!("../docs/card-language.md");
    for (heading, list) in [
        ("### 8.1 Keyword abilities", "keyword ability"),
        ("### 8.2 Statuses", "status"),
        ("### 8.3 Keyword actions", "keyword action"),
    ] {
        assert_eq!(
            documented_words(section(doc, heading)),
            table_words(list),
            "the rows of `{heading}` in docs/card-language.md and the `{list}` entries of grammar/src/vocab.rs"
        );
    }
}

#[test]
fn a_row_names_its_word_without_its_parameter() {
    let rows = "| `Tough N` | mana |\n| `Augment <obj>` | 7.3.4 |\n| `Rush`, `Rush <noun phrase>` | 7.3.29 |\nprose\n";
    assert_eq!(
        documented_words(rows),
        ["augment", "rush", "tough"].map(String::from).into()
    );
}
