//! The language on sentences it was not grown on (issue 15): `tests/data/general_sentences.txt`
//! holds ability lines the team wrote from the Complete Rules' vocabulary and plain English,
//! not from the pool's wording. Each is checked on a Character. A line marked `ok` must stay
//! `ok`, so a change to the grammar or the interpreter that loses a general construct fails
//! here; a line marked `todo` that has become `ok` fails too, so that the file (and the figure
//! it gives) stays current.

use altered::{check_source, Status};

const HEADER: &str = "name: General Sentence\ntype: Character — Adventurer\nfaction: Axiom\nrarity: Common\n\
                      cost: hand 1, reserve 1\nstats: forest 1, mountain 1, water 1\n\n";

#[test]
fn general_sentences_keep_their_status() {
    let text = include_str!("data/general_sentences.txt");
    let (mut ok, mut total) = (0, 0);
    let mut wrong = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let (mark, sentence) = line.split_once("| ").expect("`ok   | …` or `todo | …`");
        let expected_ok = match mark.trim() {
            "ok" => true,
            "todo" => false,
            other => panic!("unknown mark `{other}` in: {line}"),
        };
        let status = check_source(&format!("{HEADER}{sentence}\n")).status;
        total += 1;
        if status == Status::Ok {
            ok += 1;
        }
        match (expected_ok, status == Status::Ok) {
            (true, false) => wrong.push(format!("no longer ok ({status:?}): {sentence}")),
            (false, true) => wrong.push(format!("now ok, mark it `ok`: {sentence}")),
            _ => {}
        }
    }
    println!("{ok} of {total} general sentences are ok");
    assert!(total > 0, "the file has sentences");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
