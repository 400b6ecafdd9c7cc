//! fmt never changes a card (issue 18): whatever the text, `format_checked` either
//! refuses it or gives a text that parses to the same card, that a second fmt leaves as
//! it is, and that keeps every `//` comment line of the original.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(formatted) = altered::format_checked(source) else {
        return;
    };
    let (before, errors_before) = altered::parse_card(source);
    let (after, errors_after) = altered::parse_card(&formatted);
    assert!(
        errors_before.is_empty() && errors_after.is_empty(),
        "fmt rewrote a file with errors"
    );
    assert_eq!(
        before, after,
        "fmt changed what the card says:\n{source}\n---\n{formatted}"
    );
    assert_eq!(
        altered::format_checked(&formatted).as_deref(),
        Ok(formatted.as_str()),
        "fmt is not idempotent"
    );
    let comments = |t: &str| -> Vec<String> {
        t.lines()
            .map(str::trim)
            .filter(|l| l.starts_with("//"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(comments(source), comments(&formatted), "fmt lost or moved a comment");
});
