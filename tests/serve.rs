//! `altered serve --stdio` driven as a subprocess, as a program in another language would:
//! a whole game played to its end, and bad requests of every kind, each answered with its
//! code while the server goes on.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running server and the two ends of its pipes.
struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Client {
    fn start() -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_altered"))
            .args(["serve", "--stdio"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the altered binary starts");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Client { child, stdin, stdout }
    }

    /// Sends raw bytes as one line and reads the one response line.
    fn raw(&mut self, line: &[u8]) -> Value {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(line).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
        let mut out = String::new();
        let n = self.stdout.read_line(&mut out).unwrap();
        assert!(
            n > 0,
            "the server closed its output after {:?}",
            String::from_utf8_lossy(&line[..line.len().min(200)])
        );
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("not one JSON line: {e}: {out}"))
    }

    fn ask(&mut self, request: Value) -> Value {
        self.raw(request.to_string().as_bytes())
    }

    /// The `ok` member of a response, failing the test on an error.
    fn ok(&mut self, request: Value) -> Value {
        let r = self.ask(request.clone());
        assert_eq!(r["id"], request["id"], "the id is echoed: {r}");
        assert!(r.get("error").is_none(), "{request} was refused: {r}");
        r["ok"].clone()
    }

    /// Closes the server's input and returns its exit code.
    fn finish(mut self) -> Option<i32> {
        drop(self.stdin.take());
        let mut rest = String::new();
        self.stdout.read_line(&mut rest).unwrap();
        assert_eq!(rest, "", "nothing is written after the end of input");
        self.child.wait().unwrap().code()
    }
}

fn deck(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("decks")
            .join(format!("{name}.txt")),
    )
    .unwrap()
}

/// Asserts that `r` is an error with `code` (and the echoed id).
fn assert_error(r: &Value, id: &Value, code: &str) {
    assert_eq!(r["error"]["code"], code, "{r}");
    assert!(r["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "{r}");
    assert_eq!(&r["id"], id, "{r}");
    assert!(r.get("ok").is_none(), "{r}");
}

/// Every card id a view shows a face of.
fn seen_ids(view: &Value) -> Vec<u64> {
    let mut ids = Vec::new();
    fn walk(v: &Value, ids: &mut Vec<u64>) {
        match v {
            Value::Object(m) => {
                if let (Some(id), Some(_)) = (m.get("id").and_then(Value::as_u64), m.get("name")) {
                    ids.push(id);
                }
                m.values().for_each(|v| walk(v, ids));
            }
            Value::Array(a) => a.iter().for_each(|v| walk(v, ids)),
            _ => {}
        }
    }
    walk(view, &mut ids);
    ids
}

#[test]
fn a_whole_game_is_played_through_the_protocol() {
    let mut c = Client::start();
    let hello = c.ok(json!({"id": "hi", "type": "hello"}));
    assert_eq!(hello["protocol"], 1);
    let loaded = c.ok(json!({"id": 1, "type": "load_cards", "dir": "cards"}));
    assert!(loaded["cards"].as_u64().unwrap() > 200, "{loaded}");

    let started = c.ok(json!({"id": 2, "type": "new_game", "decks": [deck("axiom"), deck("bravos")], "seed": 7}));
    let game = started["game"].clone();
    assert_eq!(started["players"], 2);
    let mut pending = started["pending"].clone();
    assert!(pending.is_object(), "a new game waits for a decision: {started}");
    // `pending` answers what `new_game` did.
    assert_eq!(
        c.ok(json!({"id": 3, "type": "pending", "game": game}))["pending"],
        pending
    );

    let mut submitted = 0u64;
    let mut hidden_checked = 0;
    while !pending.is_null() {
        assert!(submitted < 20_000, "the game does not end");
        let player = pending["player"].as_u64().unwrap();
        let picks: Vec<u64> = (0..pending["picks"].as_u64().unwrap()).collect();

        // Hidden information stays hidden: the cards offered from a Hand are seen by
        // their owner and by nobody else.
        if pending["kind"] == "SetupMana" || pending["kind"] == "Expand" {
            let mine = c.ok(json!({"id": "s", "type": "state", "game": game, "player": player}));
            let theirs = c.ok(json!({"id": "t", "type": "state", "game": game, "player": 1 - player}));
            assert_eq!(mine["to_decide"], player);
            let hand: Vec<u64> = mine["players"][player as usize]["hand"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["id"].as_u64().unwrap())
                .collect();
            assert_eq!(
                hand.len() as u64,
                theirs["players"][player as usize]["hand_count"].as_u64().unwrap()
            );
            assert!(theirs["players"][player as usize].get("hand").is_none(), "{theirs}");
            let seen_by_them = seen_ids(&theirs);
            for opt in pending["options"].as_array().unwrap() {
                if let Some(card) = opt["Card"].as_u64() {
                    assert!(hand.contains(&card), "option {opt} is in the decider's hand");
                    assert!(!seen_by_them.contains(&card), "the opponent sees card {card}");
                }
            }
            hidden_checked += 1;
        }

        let r = c.ok(json!({"id": submitted, "type": "submit", "game": game, "player": player, "picks": picks}));
        pending = r["pending"].clone();
        submitted += 1;
        if pending.is_null() {
            assert!(r["outcome"].is_object(), "a game without a decision is over: {r}");
        }
    }
    assert!(hidden_checked >= 2, "the setup's decisions were checked");
    assert!(submitted > 20, "a whole game takes more than {submitted} choices");

    let over = c.ok(json!({"id": "p", "type": "pending", "game": game}));
    assert!(over["pending"].is_null());
    let outcome = over["outcome"].clone();
    assert!(outcome["day"].as_u64().unwrap() >= 1, "{outcome}");
    let state = c.ok(json!({"id": "s", "type": "state", "game": game, "player": 0}));
    assert_eq!(state["phase"], "Over");
    assert_eq!(state["outcome"], outcome);
    let r = c.ask(json!({"id": "late", "type": "submit", "game": game, "player": 0, "picks": [0]}));
    assert_error(&r, &json!("late"), "altered::protocol::no_decision");

    // The events, page by page, add up to the whole log.
    let mut since = 0u64;
    let mut events = Vec::new();
    let total = loop {
        let page = c.ok(json!({"id": "e", "type": "events", "game": game, "since": since, "limit": 400}));
        let got = page["events"].as_array().unwrap();
        assert!(got.len() <= 400);
        events.extend(got.iter().cloned());
        let next = page["next"].as_u64().unwrap();
        assert_eq!(next, since + got.len() as u64);
        if next == page["total"].as_u64().unwrap() {
            break next;
        }
        assert!(!got.is_empty(), "a page before the end has events");
        since = next;
    };
    assert_eq!(events.len() as u64, total);
    assert!(total > 100, "{total} events");
    assert!(
        events
            .iter()
            .any(|e| e.get("Passed").is_some() || e.get("Play").is_some()),
        "turns were played"
    );

    c.ok(json!({"id": "end", "type": "end_game", "game": game}));
    assert_eq!(c.finish(), Some(0), "the end of input ends the server with 0");
}

/// After a bad request the server still answers: `hello` proves it is alive.
fn alive(c: &mut Client) {
    assert_eq!(c.ok(json!({"id": "alive", "type": "hello"}))["protocol"], 1);
}

#[test]
fn bad_requests_get_coded_errors_and_the_server_goes_on() {
    let mut c = Client::start();
    let null = Value::Null;

    assert_error(&c.raw(b"this is not json"), &null, "altered::protocol::bad_json");
    alive(&mut c);
    assert_error(&c.raw(b"{\"id\": 1, \"type\": "), &null, "altered::protocol::bad_json");
    alive(&mut c);
    let huge = vec![b'x'; 3 << 20];
    assert_error(&c.raw(&huge), &null, "altered::protocol::line_too_long");
    alive(&mut c);
    let mut huge_json = b"{\"id\": 9, \"type\": \"check_card\", \"source\": \"".to_vec();
    huge_json.extend(std::iter::repeat_n(b'a', 2 << 20));
    huge_json.extend_from_slice(b"\"}");
    assert_error(&c.raw(&huge_json), &null, "altered::protocol::line_too_long");
    alive(&mut c);
    assert_error(&c.raw(b"\xff\xfe{}"), &null, "altered::protocol::not_utf8");
    alive(&mut c);
    assert_error(&c.raw(b"[1, 2]"), &null, "altered::protocol::not_an_object");
    assert_error(&c.ask(json!({"id": 1})), &json!(1), "altered::protocol::missing_type");
    assert_error(
        &c.ask(json!({"id": 2, "type": "fly"})),
        &json!(2),
        "altered::protocol::unknown_type",
    );
    let r = c.ask(json!({"id": 3, "type": 5}));
    assert_error(&r, &json!(3), "altered::protocol::invalid_field");
    assert_eq!(r["error"]["field"], "type");
    alive(&mut c);

    // Out of order: a submit, a pending and a state before any game.
    let r = c.ask(json!({"id": 4, "type": "submit", "game": 1, "player": 0, "picks": [0]}));
    assert_error(&r, &json!(4), "altered::protocol::unknown_game");
    assert_error(
        &c.ask(json!({"id": 5, "type": "pending", "game": 1})),
        &json!(5),
        "altered::protocol::unknown_game",
    );
    // A game cannot start before cards are loaded: the deck's references are unknown.
    let r = c.ask(json!({"id": 6, "type": "new_game", "decks": [deck("axiom"), deck("bravos")]}));
    assert_error(&r, &json!(6), "altered::protocol::bad_deck");
    assert_eq!(r["error"]["field"], "decks[0]");
    alive(&mut c);

    // Wrong types and missing fields are named.
    let r = c.ask(json!({"id": 7, "type": "pending", "game": "one"}));
    assert_error(&r, &json!(7), "altered::protocol::invalid_field");
    assert_eq!(r["error"]["field"], "game");
    let r = c.ask(json!({"id": 8, "type": "submit", "game": 1, "player": 0, "picks": [-1]}));
    assert_eq!(r["error"]["field"], "picks[0]", "{r}");
    let r = c.ask(json!({"id": 9, "type": "check_card"}));
    assert_error(&r, &json!(9), "altered::protocol::invalid_field");
    assert_eq!(r["error"]["field"], "source");
    let r = c.ask(json!({"id": 10, "type": "load_cards"}));
    assert_error(&r, &json!(10), "altered::protocol::invalid_field");
    let r = c.ask(json!({"id": 11, "type": "load_cards", "dir": "no/such/folder"}));
    assert_error(&r, &json!(11), "altered::protocol::cards_not_read");
    alive(&mut c);

    // A card with mistakes is checked, not refused.
    let r = c.ok(json!({"id": 12, "type": "check_card", "source": "name: X\n\netb Draww a card.\n"}));
    assert_eq!(r["status"], "error");
    assert!(!r["diagnostics"].as_array().unwrap().is_empty());

    c.ok(json!({"id": 13, "type": "load_cards", "dir": "cards"}));
    let r = c.ask(json!({"id": 14, "type": "new_game", "decks": [deck("axiom")]}));
    assert_error(&r, &json!(14), "altered::protocol::bad_setup");
    let r = c.ask(json!({"id": 15, "type": "new_game", "decks": [deck("axiom"), "1 ALT_NOPE_1\n"]}));
    assert_error(&r, &json!(15), "altered::protocol::bad_deck");
    assert_eq!(r["error"]["field"], "decks[1]");
    assert_eq!(r["error"]["line"], 1);
    let r = c.ask(json!({"id": 16, "type": "new_game", "decks": [deck("axiom"), deck("lyra")], "max_days": 0}));
    assert_error(&r, &json!(16), "altered::protocol::invalid_field");
    assert_eq!(r["error"]["field"], "max_days");

    let started = c.ok(json!({"id": 17, "type": "new_game", "decks": [deck("axiom"), deck("lyra")], "seed": 3}));
    let game = started["game"].clone();
    let pending = started["pending"].clone();
    let player = pending["player"].as_u64().unwrap();
    let picks = pending["picks"].as_u64().unwrap();
    let len = pending["options"].as_array().unwrap().len() as u64;
    let right: Vec<u64> = (0..picks).collect();

    let r = c.ask(json!({"id": 18, "type": "submit", "game": game, "player": 1 - player, "picks": right}));
    assert_error(&r, &json!(18), "altered::protocol::wrong_player");
    let r = c.ask(json!({"id": 19, "type": "submit", "game": game, "player": player, "picks": []}));
    assert_error(&r, &json!(19), "altered::protocol::wrong_count");
    let mut out_of_range = right.clone();
    out_of_range[0] = len;
    let r = c.ask(json!({"id": 20, "type": "submit", "game": game, "player": player, "picks": out_of_range}));
    assert_error(&r, &json!(20), "altered::protocol::option_out_of_range");
    if picks >= 2 {
        let mut twice = right.clone();
        twice[1] = twice[0];
        let r = c.ask(json!({"id": 21, "type": "submit", "game": game, "player": player, "picks": twice}));
        assert_error(&r, &json!(21), "altered::protocol::duplicate_pick");
    }
    let r = c.ask(json!({"id": 22, "type": "state", "game": game, "player": 9}));
    assert_error(&r, &json!(22), "altered::protocol::unknown_player");
    let r = c.ask(json!({"id": 23, "type": "submit", "game": 999, "player": player, "picks": right}));
    assert_error(&r, &json!(23), "altered::protocol::unknown_game");
    // None of the refusals changed the game: the same decision waits, and the right choice
    // is taken.
    assert_eq!(
        c.ok(json!({"id": 24, "type": "pending", "game": game}))["pending"],
        pending
    );
    c.ok(json!({"id": 25, "type": "submit", "game": game, "player": player, "picks": right}));

    // Games are capped; ending one frees a place, and its id is not reused.
    let mut last = game.clone();
    let mut refused = None;
    for i in 0..70 {
        let r = c.ask(json!({"id": i, "type": "new_game", "decks": [deck("axiom"), deck("lyra")]}));
        if r.get("error").is_some() {
            refused = Some(r);
            break;
        }
        last = r["ok"]["game"].clone();
    }
    let refused = refused.expect("the number of games is capped");
    assert_eq!(refused["error"]["code"], "altered::protocol::too_many_games");
    c.ok(json!({"id": 26, "type": "end_game", "game": game}));
    let r = c.ask(json!({"id": 27, "type": "pending", "game": game}));
    assert_error(&r, &json!(27), "altered::protocol::unknown_game");
    let again = c.ok(json!({"id": 28, "type": "new_game", "decks": [deck("axiom"), deck("lyra")]}));
    assert!(again["game"].as_u64() > last.as_u64(), "ids are not reused");

    // Blank lines are skipped without a response; the next request is answered.
    assert_eq!(c.raw(b"\n  \n{\"id\": 29, \"type\": \"hello\"}")["id"], 29);
    assert_eq!(c.finish(), Some(0));
}

/// Issue 17, bad input "a team list that does not split four players in two": teams are
/// fixed by seat (2v2: seats 0 and 2 against 1 and 3, docs/multiplayer.md), so `new_game`
/// takes no team list; one is refused as a coded error naming the field, and no game is
/// created (the next game's id follows the last one's).
#[test]
fn a_team_list_is_refused_naming_the_field_as_teams_are_fixed_by_seat() {
    let mut c = Client::start();
    c.ok(json!({"id": 1, "type": "load_cards", "dir": "cards"}));
    let decks = [deck("axiom"), deck("bravos"), deck("lyra"), deck("muna")];
    let first = c.ok(json!({"id": 2, "type": "new_game", "mode": "2v2", "decks": decks}))["game"].clone();
    for teams in [json!([[0, 1], [2, 3]]), json!([[0, 1, 2], [3]])] {
        let r = c.ask(json!({"id": 3, "type": "new_game", "mode": "2v2", "decks": decks, "teams": teams}));
        assert_error(&r, &json!(3), "altered::protocol::invalid_field");
        assert_eq!(r["error"]["field"], "teams", "{r}");
    }
    let next = c.ok(json!({"id": 4, "type": "new_game", "mode": "2v2", "decks": decks}))["game"].clone();
    assert_eq!(
        next.as_u64(),
        first.as_u64().map(|g| g + 1),
        "no game was created in between"
    );
    assert_eq!(c.finish(), Some(0));
}

/// Issue 17: `new_game` with a mode and four decks; `state` as one player sees it (a
/// teammate's Hand is hidden); a choice from a seat that is not deciding is refused; a
/// wrong number of decks or an unknown mode is a coded error naming the field.
#[test]
fn a_2v2_game_is_played_through_the_protocol() {
    let mut c = Client::start();
    c.ok(json!({"id": 1, "type": "load_cards", "dir": "cards"}));
    let decks = [deck("axiom"), deck("bravos"), deck("lyra"), deck("muna")];
    let r = c.ask(json!({"id": 2, "type": "new_game", "mode": "2v2", "decks": decks[..2]}));
    assert_error(&r, &json!(2), "altered::protocol::bad_setup");
    assert_eq!(r["error"]["field"], "decks", "{r}");
    let r = c.ask(json!({"id": 3, "type": "new_game", "mode": "3v3", "decks": decks}));
    assert_error(&r, &json!(3), "altered::protocol::invalid_field");
    assert_eq!(r["error"]["field"], "mode", "{r}");

    let started = c.ok(json!({"id": 4, "type": "new_game", "mode": "2v2", "decks": decks, "seed": 3}));
    assert_eq!(
        (started["players"].clone(), started["mode"].clone()),
        (json!(4), json!("2v2"))
    );
    let game = started["game"].clone();
    let mut pending = started["pending"].clone();
    let mut submitted = 0u64;
    while !pending.is_null() {
        assert!(submitted < 40_000, "the game does not end");
        let player = pending["player"].as_u64().unwrap();
        if submitted == 0 {
            let other = (player + 1) % 4;
            let r = c.ask(json!({"id": 5, "type": "submit", "game": game, "player": other, "picks": [0, 1, 2]}));
            assert_error(&r, &json!(5), "altered::protocol::wrong_player");
            let view = c.ok(json!({"id": 6, "type": "state", "game": game, "player": 0}));
            assert_eq!(view["mode"], "2v2");
            let seats = view["players"].as_array().unwrap();
            assert_eq!(seats.len(), 4);
            assert!(seats[0].get("hand").is_some());
            assert!(seats[2].get("hand").is_none(), "a teammate's Hand is hidden");
            assert_eq!(
                (seats[0]["team"].clone(), seats[2]["team"].clone()),
                (json!(0), json!(0))
            );
            assert_eq!(seats[0]["expeditions"]["hero"]["facing"], 1);
            assert_eq!(seats[0]["expeditions"]["companion"]["facing"], 3);
            // The table's sixteen regions and each seat's path through them, the Hero
            // region first (docs/multiplayer.md); the markers stand on its ends.
            assert_eq!(view["regions"].as_array().unwrap().len(), 16);
            assert_eq!(seats[1]["path"], json!([0, 1, 2, 3, 12, 13, 14, 15]));
            assert_eq!(seats[3]["path"], json!([8, 9, 10, 11, 4, 5, 6, 7]));
            assert_eq!(seats[3]["expeditions"]["hero"]["region"], 8);
            assert_eq!(seats[3]["expeditions"]["companion"]["region"], 7);
        }
        let picks: Vec<u64> = (0..pending["picks"].as_u64().unwrap()).collect();
        let r = c.ok(json!({"id": 7, "type": "submit", "game": game, "player": player, "picks": picks}));
        pending = r["pending"].clone();
        submitted += 1;
        if pending.is_null() {
            let o = &r["outcome"];
            assert!(o["winner"].is_null(), "in 2v2 a team wins: {o}");
            assert!(o["team"].is_u64() || o["day"] == 100, "{o}");
        }
    }
    assert_eq!(c.finish(), Some(0));
}
