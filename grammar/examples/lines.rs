//! Development aid: parse every line of a file as a one-ability card and report
//! failures and round-trip mismatches.
fn main() {
    let path = std::env::args().nth(1).expect("a file of ability lines");
    let text = std::fs::read_to_string(path).expect("readable");
    let verbose = std::env::var("V").is_ok();
    let (mut ok, mut bad, mut rt) = (0, 0, 0);
    for l in text.lines().filter(|l| !l.trim().is_empty()) {
        let src = format!(
            "name: T\ntype: Spell\nfaction: Axiom\nrarity: Common\ncost: hand 1, reserve 1\n\n{}\n",
            l.replace("\\n", "\n")
        );
        let (card, errs) = altered_grammar::parse_card(&src);
        if !errs.is_empty() {
            bad += 1;
            if verbose {
                println!("FAIL {l}\n   {:?}", errs[0]);
            } else {
                println!("FAIL {l}");
            }
            continue;
        }
        let card = card.unwrap();
        let rendered = altered_grammar::render_card(&card);
        let (again, errs2) = altered_grammar::parse_card(&rendered);
        if !errs2.is_empty() || again.as_ref() != Some(&card) {
            rt += 1;
            println!(
                "ROUNDTRIP {l}\n   => {}\n   {:?}",
                rendered.lines().skip(6).collect::<Vec<_>>().join(" / "),
                errs2.first()
            );
            continue;
        }
        ok += 1;
    }
    println!("ok {ok} fail {bad} roundtrip {rt}");
}
