//! Any text as a card file: parsing and checking never panic, and every diagnostic's span
//! lies within the text (a span past the end would panic the report's renderer).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = std::str::from_utf8(data) else {
        return;
    };
    let report = altered::check_source(source);
    for d in &report.diagnostics {
        for label in d.labels().into_iter().flatten() {
            let end = label.offset() + label.len();
            assert!(end <= source.len(), "a span past the end: {end} > {}", source.len());
            assert!(
                source.is_char_boundary(label.offset()) && source.is_char_boundary(end),
                "a span inside a character"
            );
        }
    }
});
