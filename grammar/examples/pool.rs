//! Development aid: parse every `.card` under a folder; print the failing lines.
fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, out)
        } else if p.extension().is_some_and(|x| x == "card") {
            out.push(p)
        }
    }
}
fn main() {
    let mut files = Vec::new();
    walk(std::path::Path::new(&std::env::args().nth(1).unwrap()), &mut files);
    let (mut ok, mut bad, mut rt) = (0, 0, 0);
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        let (card, errs) = altered_grammar::parse_card(&src);
        if !errs.is_empty() {
            bad += 1;
            for e in &errs {
                let s = e.span();
                let line = src[..s.start].lines().count();
                let text = src.lines().nth(line.saturating_sub(1)).unwrap_or("");
                println!("ERR {} | {} | {}", f.display(), e, text);
            }
            continue;
        }
        let card = card.unwrap();
        let r = altered_grammar::render_card(&card);
        let (again, e2) = altered_grammar::parse_card(&r);
        if !e2.is_empty() || again.as_ref() != Some(&card) {
            rt += 1;
            println!("RT {} | {:?}", f.display(), e2.first());
            continue;
        }
        ok += 1;
    }
    println!("files {} ok {ok} error {bad} roundtrip {rt}", files.len());
}
