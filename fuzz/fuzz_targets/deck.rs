//! Any text as a deck list: it reads or is refused with a typed error, and a list that
//! reads is written back (`to_export`) as a list that reads as the same deck.
#![no_main]

use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let pool = common::pool();
    let Ok(deck) = altered_engine::Deck::parse("fuzzed", text, pool) else {
        return;
    };
    let again = altered_engine::Deck::parse("fuzzed", &deck.to_export(), pool).expect("an exported list reads");
    let refs = |d: &altered_engine::Deck| -> Vec<String> {
        let mut r: Vec<String> = d
            .hero
            .iter()
            .chain(&d.cards)
            .map(|c| c.reference().to_owned())
            .collect();
        r.sort();
        r
    };
    assert_eq!(refs(&deck), refs(&again), "the export is another deck");
});
