fn main() {
    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    let mut ok = 0; let mut bad = 0;
    for l in text.lines() { if l.trim().is_empty() {continue;}
        match altered_grammar::debug_parse_line(l) { Ok(_) => ok+=1, Err(e) => { bad+=1; if std::env::var("V").is_ok() { println!("FAIL {l}\n{e}"); } else { println!("FAIL {l}"); } } }
    }
    println!("ok {ok} bad {bad}");
}
