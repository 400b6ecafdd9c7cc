//! The engine's modules import each other one way (issue 16, deliverable 4): the import graph
//! among the modules of `engine/src` is read from the sources (every `crate::module` path, and
//! `crate::{Name, …}` through the re-exports of `lib.rs`), outside `#[cfg(test)]` modules and
//! comments, and a circle of imports fails this test with its modules named. Every module
//! also has its layer in [`LAYERS`], and none imports a layer above its own.
//!
//! What the graph does not see: a method of `GameState` defined in another module's
//! `impl GameState` block is called without an import (docs/engine.md, "Layers").

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, lowest first: a module imports its own layer and those below, never one above
/// (docs/engine.md, "Layers").
const LAYERS: &[(&str, &[&str])] = &[
    ("terms", &["ids", "rng", "pool", "table", "deck", "legality"]),
    ("state", &["state", "event", "decision", "view"]),
    ("queries", &["statics", "applying"]),
    (
        "actions",
        &[
            "effects",
            "replacing",
            "lasting",
            "gained",
            "triggers",
            "terrain",
            "quick",
            "effect_play",
        ],
    ),
    (
        "flow",
        &[
            "flow",
            "game",
            "agent",
            "scenario",
            "behaviour",
            "invariants",
            "replay",
            "sim",
        ],
    ),
];

/// Module name → the engine modules its code names.
type Graph = BTreeMap<String, BTreeSet<String>>;

/// A source without its comments and its `#[cfg(test)]` items: what the library itself imports.
fn library_code(src: &str) -> String {
    let mut out = String::new();
    let mut skip_depth: Option<usize> = None;
    let mut depth = 0usize;
    let mut cfg_test = false;
    for line in src.lines() {
        let code = line.split("//").next().unwrap_or("");
        let trimmed = code.trim();
        if skip_depth.is_none() && trimmed.starts_with("#[cfg(test)]") {
            cfg_test = true;
            continue;
        }
        let opens = code.matches('{').count();
        let closes = code.matches('}').count();
        if cfg_test && skip_depth.is_none() {
            cfg_test = false;
            if opens > closes {
                skip_depth = Some(depth);
            } else if opens == closes {
                // A one-line item under `#[cfg(test)]` (a `use`, a `mod x;`).
                continue;
            }
        }
        depth = depth + opens - closes.min(depth + opens);
        if let Some(d) = skip_depth {
            if depth <= d {
                skip_depth = None;
            }
            continue;
        }
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// The names `lib.rs` re-exports, each with the module it comes from (`Game` → `game`).
fn reexports(lib: &str, modules: &BTreeSet<String>) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    let code = library_code(lib);
    for item in code.split(';') {
        let item = item.trim();
        let Some(rest) = item.strip_prefix("pub use ") else {
            continue;
        };
        let Some((module, list)) = rest.split_once("::") else {
            continue;
        };
        if !modules.contains(module) {
            continue;
        }
        for name in list.trim_matches(|c| c == '{' || c == '}').split(',') {
            let name = name.trim();
            if !name.is_empty() {
                names.insert(name.to_string(), module.to_string());
            }
        }
    }
    names
}

/// Identifiers that follow `crate::` in `code`, with the names inside `crate::{…}` groups.
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for part in group[..end].split(',') {
                let head: String = part
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                out.push(head);
            }
        } else {
            out.push(rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect());
        }
    }
    out
}

fn graph() -> Graph {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(&src).expect("engine/src") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().expect("a file name").to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            files.insert(name, text);
        }
    }
    let modules: BTreeSet<String> = files.keys().filter(|m| *m != "lib").cloned().collect();
    let names = reexports(&files["lib"], &modules);
    let mut graph = Graph::new();
    for (module, text) in files.iter().filter(|(m, _)| *m != "lib") {
        let deps = graph.entry(module.clone()).or_default();
        for head in crate_paths(&library_code(text)) {
            let target = if modules.contains(&head) {
                Some(&head)
            } else {
                names.get(&head)
            };
            if let Some(t) = target.filter(|t| *t != module) {
                deps.insert(t.clone());
            }
        }
    }
    graph
}

/// The strongly connected components of more than one module: each a circle of imports.
fn circles(graph: &Graph) -> Vec<Vec<String>> {
    // Kosaraju: finish order on the graph, then components on the reversed graph.
    fn visit<'a>(g: &'a Graph, v: &'a str, seen: &mut BTreeSet<&'a str>, order: &mut Vec<&'a str>) {
        if !seen.insert(v) {
            return;
        }
        for w in &g[v] {
            visit(g, w, seen, order);
        }
        order.push(v);
    }
    let mut seen = BTreeSet::new();
    let mut order = Vec::new();
    for v in graph.keys() {
        visit(graph, v, &mut seen, &mut order);
    }
    let mut reversed = Graph::new();
    for (v, ws) in graph {
        reversed.entry(v.clone()).or_default();
        for w in ws {
            reversed.entry(w.clone()).or_default().insert(v.clone());
        }
    }
    let mut assigned = BTreeSet::new();
    let mut found = Vec::new();
    for v in order.into_iter().rev() {
        let mut component = Vec::new();
        let mut stack = vec![v.to_string()];
        while let Some(x) = stack.pop() {
            if !assigned.insert(x.clone()) {
                continue;
            }
            stack.extend(reversed[&x].iter().filter(|w| !assigned.contains(*w)).cloned());
            component.push(x);
        }
        if component.len() > 1 {
            component.sort();
            found.push(component);
        }
    }
    found.sort();
    found
}

/// One circle spelled out: a path of imports from the first module back to it.
fn spelled(graph: &Graph, component: &[String]) -> String {
    let inside: BTreeSet<&String> = component.iter().collect();
    let start = &component[0];
    // Breadth-first from `start` inside the component until an edge comes back to it.
    let mut parent: BTreeMap<&String, &String> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for w in graph[v].iter().filter(|w| inside.contains(w)) {
            if w == start {
                let mut chain = Vec::new();
                let mut x = v;
                while x != start {
                    chain.push(x.clone());
                    x = parent[x];
                }
                chain.reverse();
                let mut path = vec![start.clone()];
                path.extend(chain);
                path.push(start.clone());
                return path.join(" → ");
            }
            if !parent.contains_key(w) {
                parent.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    component.join(", ")
}

#[test]
fn the_reader_sees_imports_and_skips_tests_and_comments() {
    let src = "use crate::state::{GameState};\n// crate::flow::x\nfn f() { crate::effects::alive(); }\n\
               #[cfg(test)]\nmod tests {\n    use crate::scenario::Scenario;\n}\nuse crate::{Game, rng};\n";
    let heads = crate_paths(&library_code(src));
    assert_eq!(heads, ["state", "effects", "Game", "rng"]);
}

#[test]
fn the_circle_finder_names_a_circle() {
    let mut g = Graph::new();
    for (a, b) in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")] {
        g.entry(a.into()).or_default().insert(b.into());
        g.entry(b.into()).or_default();
    }
    let found = circles(&g);
    assert_eq!(found, [["a", "b", "c"]]);
    assert_eq!(spelled(&g, &found[0]), "a → b → c → a");
}

#[test]
fn no_circle_of_imports_among_engine_modules() {
    let graph = graph();
    assert!(
        graph.contains_key("state") && graph["flow"].contains("state"),
        "the graph reads the engine's imports"
    );
    let found = circles(&graph);
    let report: Vec<String> = found
        .iter()
        .map(|c| format!("  {{{}}}: {}", c.join(", "), spelled(&graph, c)))
        .collect();
    assert!(
        found.is_empty(),
        "circles of imports among engine modules (a module imports a layer above it):\n{}",
        report.join("\n")
    );
}

#[test]
fn every_module_imports_only_its_layer_and_those_below() {
    let graph = graph();
    let layer_of = |m: &str| LAYERS.iter().position(|(_, ms)| ms.contains(&m));
    let unplaced: Vec<&String> = graph.keys().filter(|m| layer_of(m).is_none()).collect();
    assert!(unplaced.is_empty(), "modules with no layer in LAYERS: {unplaced:?}");
    let mut upward = Vec::new();
    for (m, deps) in &graph {
        for d in deps {
            if layer_of(d) > layer_of(m) {
                let name = |x: &str| LAYERS[layer_of(x).expect("placed")].0;
                upward.push(format!("{m} ({}) imports {d} ({})", name(m), name(d)));
            }
        }
    }
    assert!(upward.is_empty(), "imports up the layers:\n{}", upward.join("\n"));
}
