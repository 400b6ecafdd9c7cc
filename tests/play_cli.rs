//! `altered play` driven through the real binary: a script reads what it prints up to each
//! prompt and answers on its standard input, as a person at a terminal would.
//!
//! Nothing here measures time: a game is bounded by the engine's day limit, and the driver
//! by a count of prompts.

use altered::{CardPool, Deck};
use std::io::{BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
/// More prompts than any game to the day limit asks: past it the driver is looping.
const MAX_PROMPTS: usize = 50_000;

struct Driver {
    child: Child,
    stdin: Option<ChildStdin>,
    out: BufReader<ChildStdout>,
    /// Everything printed so far (answers are echoed: the input is not a terminal).
    transcript: String,
    /// The line just sent, which the game echoes before anything else.
    sent: Option<String>,
}

/// A prompt: how many numbers, out of how many options.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Prompt {
    picks: usize,
    options: usize,
}

impl Driver {
    /// A duel, axiom against bravos.
    fn start(seed: u64, extra: &[&str]) -> Driver {
        let mut args = vec!["--deck", "axiom", "--deck", "bravos"];
        args.extend_from_slice(extra);
        Driver::spawn(seed, &args)
    }

    /// `--mode 2v2|ffa` with the default four decks.
    fn start_four(seed: u64, mode: &str) -> Driver {
        Driver::spawn(seed, &["--mode", mode])
    }

    fn spawn(seed: u64, extra: &[&str]) -> Driver {
        let mut child = Command::new(env!("CARGO_BIN_EXE_altered"))
            .args(["play", "--seed"])
            .arg(seed.to_string())
            .args([
                "--cards",
                &format!("{ROOT}/cards"),
                "--decks-dir",
                &format!("{ROOT}/decks"),
            ])
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the altered binary starts");
        let stdin = child.stdin.take();
        let out = BufReader::new(child.stdout.take().unwrap());
        Driver {
            child,
            stdin,
            out,
            transcript: String::new(),
            sent: None,
        }
    }

    /// What is printed up to the next prompt (the prompt included) and the prompt; `None`
    /// as the prompt when the output ends first. The echo of the line sent is checked and
    /// left out.
    fn next(&mut self) -> (String, Option<Prompt>) {
        let (text, prompt) = self.read_to_prompt();
        let Some(sent) = self.sent.take() else {
            return (text, prompt);
        };
        let echo = format!("{sent}\n");
        assert!(text.starts_with(&echo), "{sent:?} is not echoed:\n{text}");
        (text[echo.len()..].to_owned(), prompt)
    }

    fn read_to_prompt(&mut self) -> (String, Option<Prompt>) {
        let mut chunk = Vec::new();
        let mut byte = [0u8; 1];
        loop {
            match self.out.read(&mut byte) {
                Ok(0) | Err(_) => break,
                Ok(_) => chunk.push(byte[0]),
            }
            if chunk.ends_with(b"> ") {
                let text = String::from_utf8_lossy(&chunk);
                if let Some(p) = parse_prompt(text.rsplit('\n').next().unwrap_or("")) {
                    let text = text.into_owned();
                    self.transcript.push_str(&text);
                    return (text, Some(p));
                }
            }
        }
        let text = String::from_utf8_lossy(&chunk).into_owned();
        self.transcript.push_str(&text);
        (text, None)
    }

    fn send(&mut self, line: &str) {
        // The game trims what it reads and echoes that.
        self.sent = Some(line.trim().to_owned());
        let stdin = self.stdin.as_mut().expect("stdin is open");
        writeln!(stdin, "{line}").expect("the game reads its input");
        stdin.flush().unwrap();
    }

    /// Closes the input, reads the rest, and returns the exit code and standard error.
    fn finish(mut self) -> (i32, String, String) {
        drop(self.stdin.take());
        let (rest, prompt) = self.next();
        assert_eq!(prompt, None, "a prompt after the input ended:\n{rest}");
        let status = self.child.wait().unwrap();
        let mut err = String::new();
        self.child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
        (status.code().unwrap_or(-1), self.transcript, err)
    }
}

/// `choose 3 of 1-7 (e.g. 1 2 3) > ` or `choose 1 of 1-7 > `.
fn parse_prompt(line: &str) -> Option<Prompt> {
    let rest = line.strip_prefix("choose ")?;
    let (picks, rest) = rest.split_once(" of 1-")?;
    let options: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some(Prompt {
        picks: picks.parse().ok()?,
        options: options.parse().ok()?,
    })
}

/// A small deterministic generator for the script's own choices.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Plays a whole duel: `mix` picks options at random (seeded), otherwise the first ones.
fn whole_game(seed: u64, mix: Option<u64>) -> (i32, String, String, usize) {
    play_out(Driver::start(seed, &[]), mix)
}

/// Plays the game `d` runs to its end, answering as [`whole_game`] does.
fn play_out(mut d: Driver, mix: Option<u64>) -> (i32, String, String, usize) {
    let mut rng = mix.map(Lcg);
    let mut prompts = 0;
    while let (_, Some(p)) = d.next() {
        prompts += 1;
        assert!(prompts < MAX_PROMPTS, "the game does not end");
        let mut picks: Vec<usize> = (1..=p.options).collect();
        if let Some(r) = rng.as_mut() {
            for i in 0..picks.len() {
                let j = i + r.below(picks.len() - i);
                picks.swap(i, j);
            }
        }
        let answer: Vec<String> = picks[..p.picks].iter().map(|n| n.to_string()).collect();
        d.send(&answer.join(" "));
    }
    let (code, out, err) = d.finish();
    (code, out, err, prompts)
}

#[test]
fn a_whole_game_answering_the_first_options_ends_with_a_result() {
    let (code, out, err, prompts) = whole_game(1, None);
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    let last = out.trim_end().lines().last().unwrap();
    assert!(last.starts_with("result: "), "{last}");
    assert!(prompts > 3, "{prompts} prompts");
}

#[test]
fn a_whole_game_answering_at_random_ends_with_a_result_and_shows_the_play() {
    let (code, out, err, _) = whole_game(2, Some(9));
    assert_eq!(code, 0, "{err}");
    let last = out.trim_end().lines().last().unwrap();
    assert!(
        last.starts_with("result: you win") || last.starts_with("result: the opponent wins"),
        "{last}"
    );
    // The agent's moves are lines of their own; cards are named, never numbered.
    assert!(
        out.lines().any(|l| l.starts_with("  opponent > play ")),
        "no move of the agent"
    );
    assert!(out.contains("--- day 2 begins ---"), "no new day told");
    // Options and the agent's moves name cards, never by the engine's ids (`Name#12`, which
    // only the `log` command prints, to tell copies apart).
    let numbered = |l: &&str| {
        l.trim_start()
            .split_once(". ")
            .is_some_and(|(n, _)| n.parse::<usize>().is_ok())
    };
    for line in out.lines().filter(|l| l.starts_with("  opponent > ") || numbered(l)) {
        assert!(!line.contains('#'), "a card id: {line}");
    }
    assert!(!out.contains("  ! "), "a legal answer was refused");
}

#[test]
fn illegal_answers_are_refused_one_line_each_and_the_question_stays() {
    let mut d = Driver::start(5, &[]);
    let mut multi_checked = false;
    // Through the Setup (three cards at once) to the first question of one number.
    let (asked, prompt) = loop {
        let (text, p) = d.next();
        let p = p.expect("the game asks something");
        if p.picks == 1 {
            break (text, p);
        }
        if !multi_checked {
            d.send("1");
            let (reply, again) = d.next();
            assert_eq!(again, Some(p));
            assert!(
                reply.starts_with(&format!("  ! this question takes {} numbers, not 1", p.picks)),
                "{reply}"
            );
            multi_checked = true;
        }
        let all: Vec<String> = (1..=p.picks).map(|n| n.to_string()).collect();
        d.send(&all.join(" "));
    };
    assert!(multi_checked);
    let prompt_line = asked.rsplit('\n').next().unwrap().to_owned();
    let too_many = prompt.options + 998;
    for (input, says) in [
        ("abc", "`abc` is not a number or a command".to_owned()),
        ("0", "there is no option 0".to_owned()),
        (&too_many.to_string(), format!("there is no option {too_many}")),
        ("", "no answer".to_owned()),
        ("1 2 3", "this question takes 1 number, not 3".to_owned()),
        ("-2", "`-2` is not a number".to_owned()),
        ("\u{1F600}", "is not a number or a command".to_owned()),
    ] {
        d.send(input);
        let (reply, again) = d.next();
        assert_eq!(again, Some(prompt), "after {input:?}:\n{reply}");
        let lines: Vec<&str> = reply.split('\n').collect();
        assert_eq!(lines.len(), 2, "after {input:?}, one line then the prompt:\n{reply}");
        assert!(
            lines[0].starts_with("  ! ") && lines[0].contains(&says),
            "after {input:?}: {}",
            lines[0]
        );
        assert_eq!(lines[1], prompt_line);
    }
    // The state did not change: the same board and question, to the character.
    d.send("board");
    let (board, again) = d.next();
    assert_eq!(again, Some(prompt));
    let start = asked.find("\n=== Day").expect("a board");
    assert_eq!(board, asked[start..]);
    // Help and the log answer without deciding anything.
    d.send("?");
    let (help, again) = d.next();
    assert_eq!(again, Some(prompt));
    assert!(help.contains("? N"), "{help}");
    d.send("log");
    let (_, again) = d.next();
    assert_eq!(again, Some(prompt));
    // A legal answer goes on.
    d.send("1");
    let (_, next) = d.next();
    assert!(next.is_some());
    d.send("quit");
    let (code, out, err) = d.finish();
    assert_eq!(code, 0, "{err}");
    let last = out.trim_end().lines().last().unwrap();
    assert!(last.starts_with("you left the game on day "), "{last}");
}

#[test]
fn end_of_input_in_the_middle_of_a_game_stops_it_cleanly() {
    let mut d = Driver::start(4, &[]);
    for _ in 0..12 {
        let (_, p) = d.next();
        let p = p.expect("the game asks something");
        let all: Vec<String> = (1..=p.picks).map(|n| n.to_string()).collect();
        d.send(&all.join(" "));
    }
    let (_, p) = d.next();
    assert!(p.is_some());
    let (code, out, err) = d.finish();
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    let last = out.trim_end().lines().last().unwrap();
    assert!(
        last.starts_with("end of input: the game stops unfinished on day "),
        "{last}"
    );
}

/// CR 1.2.3.f, 3.2.9.d: the opponent's Hand is only counted. Up to the first question no
/// card of the opponent's deck has been played, so none of its names (but its Hero's and
/// those in player 0's deck too) may be printed, though seven of them are in its Hand.
#[test]
fn cr_1_2_3_f_the_opponents_hand_is_only_counted() {
    let (pool, _) = CardPool::load_dir(format!("{ROOT}/cards").as_ref()).unwrap();
    let list = |n: &str| std::fs::read_to_string(format!("{ROOT}/decks/{n}.txt")).unwrap();
    let mine = Deck::parse("axiom", &list("axiom"), &pool).unwrap();
    let theirs = Deck::parse("bravos", &list("bravos"), &pool).unwrap();
    let hidden: Vec<&str> = theirs
        .cards
        .iter()
        .map(|c| c.name.as_str())
        .filter(|n| !mine.cards.iter().any(|c| c.name == *n))
        .collect();
    assert!(hidden.len() > 20);
    for seed in 0..6 {
        let mut d = Driver::start(seed, &[]);
        let (first, p) = d.next();
        assert!(p.is_some());
        for n in &hidden {
            assert!(!first.contains(n), "seed {seed}: {n} is named:\n{first}");
        }
        let opponent = first.lines().find(|l| l.starts_with("Opponent (")).unwrap();
        let count = opponent.split(" - Hand ").nth(1).and_then(|r| r.split(' ').next());
        assert!(
            count.is_some_and(|n| n.parse::<usize>().is_ok_and(|n| n >= 3)),
            "{opponent}"
        );
        assert_eq!(first.matches("  Hand (").count(), 1, "{first}");
        let (code, _, err) = d.finish();
        assert_eq!(code, 0, "{err}");
    }
    // Over a whole game, each board counts the opponent's Hand and lists only the player's.
    let (_, out, _, _) = whole_game(3, Some(3));
    let boards = out.matches("\n=== Day").count();
    assert!(boards > 10);
    assert_eq!(out.matches("  Hand (").count(), boards);
    let counted = out
        .lines()
        .filter(|l| l.starts_with("Opponent (") && l.contains(" - Hand "))
        .count();
    assert_eq!(counted, boards);
}

#[test]
fn the_same_seed_and_answers_give_the_same_game() {
    let (_, a, _, _) = whole_game(8, Some(1));
    let (_, b, _, _) = whole_game(8, Some(1));
    assert_eq!(a, b);
    let (_, c, _, _) = whole_game(9, Some(1));
    assert_ne!(a, c, "the seed changes nothing");
}

#[test]
fn a_day_limit_bounds_a_game() {
    let mut d = Driver::start(1, &["--max-days", "1"]);
    let mut prompts = 0;
    while let (_, Some(p)) = d.next() {
        prompts += 1;
        assert!(prompts < MAX_PROMPTS);
        let all: Vec<String> = (1..=p.picks).map(|n| n.to_string()).collect();
        d.send(&all.join(" "));
    }
    let (code, out, _) = d.finish();
    assert_eq!(code, 0);
    assert!(out.trim_end().ends_with("result: no winner after 1 day."), "{out}");
}

#[test]
fn bad_decks_are_an_error() {
    let (code, out, err) = Driver::start(0, &["--deck", "nope"]).finish();
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("a game needs 2 decks"), "{err}");
}

// ---- Four players (docs/multiplayer.md): you against three random agents ----

/// The boards of a transcript, each from its `=== Day` line to the question.
fn boards(out: &str) -> Vec<&str> {
    out.split("\n=== Day")
        .skip(1)
        .map(|b| b.split("\n   1. ").next().unwrap_or(b))
        .collect()
}

#[test]
fn a_2v2_game_against_three_agents_shows_the_teams_and_the_table_and_ends_with_a_team_result() {
    let (code, out, err, prompts) = play_out(Driver::start_four(1, "2v2"), Some(5));
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(prompts > 3, "{prompts} prompts");
    assert!(
        out.starts_with(
            "altered play (2v2: you and P2 against P1 and P3): you are P0 (axiom), random agents are \
             P1 (bravos, opponent), P2 (lyra, your teammate) and P3 (muna, opponent)"
        ),
        "{out}"
    );
    // A player's win is the team's (seeds, 2v2): the result names a team.
    let last = out.trim_end().lines().last().unwrap();
    assert!(
        last.starts_with("result: your team wins (you and P2: axiom + lyra)")
            || last.starts_with("result: the other team wins (P1 and P3: bravos + muna)")
            || last.starts_with("result: no winner"),
        "{last}"
    );
    // The three agents play their own seats.
    for seat in ["P1", "P2", "P3"] {
        assert!(
            out.lines().any(|l| l.starts_with(&format!("  {seat} > play "))),
            "{seat} never plays"
        );
    }
    let boards = boards(&out);
    assert!(boards.len() > 10, "{} boards", boards.len());
    for b in &boards {
        assert!(b.contains("\nteams: you and P2 against P1 and P3"), "{b}");
        // Who faces whom (Mode::facing): each player's Expeditions face its two neighbours.
        assert!(
            b.contains("\nHero Expeditions, facing you ↔ P1, P2 ↔ P3 ")
                && b.contains("\nCompanion Expeditions, facing you ↔ P3, P1 ↔ P2 "),
            "{b}"
        );
        // Every seat's markers, Expeditions and summary; only player 0's Hand is listed,
        // the others' (the teammate's too, seeds 2v2) are counted.
        for row in ["\nyou       |", "\nP1        |", "\nP2        |", "\nP3        |"] {
            assert!(b.contains(row) || b.contains("tiebreakers: the Arena"), "{row}: {b}");
        }
        // Each seat's path through the table's sixteen regions, the two central Tumult
        // cards starred (docs/multiplayer.md): seat 1's runs down the east side.
        assert!(
            b.contains("\nP1        |0     |1     |2     |3*    |12*   |13    |14    |15    |")
                || b.contains("tiebreakers: the Arena"),
            "{b}"
        );
        assert_eq!(b.matches("\n  Hand (").count(), 1, "{b}");
        for seat in [
            "P1 (bravos, opponent)",
            "P2 (lyra, your teammate)",
            "P3 (muna, opponent)",
        ] {
            let line = b
                .lines()
                .find(|l| l.starts_with(seat))
                .unwrap_or_else(|| panic!("{seat}: {b}"));
            assert!(line.contains(" - Hand "), "{line}");
        }
    }
}

#[test]
fn a_free_for_all_game_against_three_agents_ends_with_one_player_winning_or_the_day_limit() {
    let (code, out, err, _) = play_out(Driver::start_four(2, "ffa"), Some(3));
    assert_eq!(code, 0, "{err}");
    let last = out.trim_end().lines().last().unwrap();
    assert!(
        last.starts_with("result: you win (axiom)")
            || ["P1 wins (bravos)", "P2 wins (lyra)", "P3 wins (muna)"]
                .iter()
                .any(|w| last.starts_with(&format!("result: {w}")))
            || last.starts_with("result: no winner"),
        "{last}"
    );
    let boards = boards(&out);
    assert!(boards.len() > 10);
    for b in &boards {
        assert!(b.contains("\nFree for All: each for themselves"), "{b}");
        assert!(!b.contains("teammate"), "no teammates in Free for All: {b}");
        assert!(b.lines().any(|l| l.starts_with("P2 (lyra): ")), "{b}");
    }
}

#[test]
fn a_four_player_game_replays_the_same_from_the_same_seed_and_answers() {
    let (_, a, _, _) = play_out(Driver::start_four(4, "2v2"), Some(7));
    let (_, b, _, _) = play_out(Driver::start_four(4, "2v2"), Some(7));
    assert_eq!(a, b);
}

#[test]
fn a_four_player_mode_with_two_decks_is_an_error_naming_the_flag() {
    let (code, out, err) = Driver::spawn(0, &["--mode", "2v2", "--deck", "axiom", "--deck", "bravos"]).finish();
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("--deck is given 2 time(s); mode `2v2` needs 4 decks"),
        "{err}"
    );
}
