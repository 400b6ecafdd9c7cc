//! `altered play`: a person plays a game against the random agent in a terminal.
//!
//! The person is player 0 (the first `--deck`), the random agent `altered sim` uses plays
//! every other seat: player 1 in a duel, players 1 to 3 with `--mode 2v2|ffa` (seated
//! clockwise; in 2v2 player 2 is the person's teammate, docs/multiplayer.md). At each of
//! the person's decisions the board is printed as player 0 sees it (the engine's
//! [`PlayerView`]: the other players' Hands and Mana Orbs are only counted, CR 1.2.3.f,
//! 3.2.9.d; a teammate's too, seeds 2v2), then the question and its legal options numbered
//! from 1. Any line
//! that is not a legal answer or a command is answered in one line and the question asked
//! again; end of input stops the game cleanly. The loop reads a [`BufRead`] and writes a
//! [`Write`], so tests drive it with a script.

use altered_engine::{
    derive_seed, Agent, CardId, Choice, Counter, Decision, DecisionKind, Event, Game, GameState, Kind, Mode, Opt,
    Phase, PlayFrom, PlayerId, PlayerView, RandomAgent, SeenCard, Side, Zone, SCOUT_ABILITY,
};
use std::cell::Cell;
use std::io::{self, BufRead, Read, Write};
use std::path::PathBuf;

/// The person's seat.
const ME: PlayerId = PlayerId(0);
/// How many events `log` prints.
const LOG_EVENTS: usize = 25;
/// Longer input lines are refused whole, so that a line without end cannot fill memory.
const MAX_LINE: u64 = 4096;

pub(crate) struct PlayArgs {
    pub decks: Vec<String>,
    pub seed: u64,
    pub cards: PathBuf,
    pub decks_dir: PathBuf,
    pub max_days: u32,
    /// `--mode`: the duel, 2v2 or Free for All.
    pub mode: Mode,
}

/// Returns the exit code: 0 when the game ends, is left (`quit`) or input ends; 2 on bad
/// arguments, files or decks, or when the terminal cannot be read or written.
///
/// With `echo`, each line read is written back after its prompt, so that a transcript of
/// input that is not a terminal reads like a session.
pub(crate) fn run_play(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    echo: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let fail = |stderr: &mut dyn Write, m: String| {
        let _ = writeln!(stderr, "error: {m}");
        2
    };
    let decks = match crate::sim_cli::load_decks(&args.decks, args.mode, &args.cards, &args.decks_dir) {
        Ok(d) => d,
        Err(m) => return fail(stderr, m),
    };
    // Seeded as `altered sim` seeds its first game: the same seed and the same answers
    // replay the same game.
    let game_seed = derive_seed(args.seed, 0);
    let mut builder = Game::builder().mode(args.mode).seed(game_seed).max_days(args.max_days);
    for d in &decks {
        builder = builder.deck(d.clone());
    }
    let game = match builder.build() {
        Ok(g) => g,
        Err(e) => return fail(stderr, e.to_string()),
    };
    let names = decks.iter().map(|d| d.name.clone()).collect();
    let mut session = Session::new(game, game_seed, names, echo);
    match session.run(args.seed, input, stdout) {
        Ok(()) => 0,
        Err(e) => fail(stderr, format!("the terminal: {e}")),
    }
}

/// A game in progress between the person and the agents.
struct Session {
    game: Game,
    /// The random agents, by seat; seat 0's is never asked (the person answers).
    agents: Vec<RandomAgent>,
    /// The decks' names, by seat.
    names: Vec<String>,
    /// Events already looked at for the running commentary.
    narrated: usize,
    /// Write each line read back (input that is not a terminal).
    echo: bool,
}

/// What became of a question.
enum Asked {
    /// Answered: the game moved on.
    Answered,
    /// The game stops here, with this message (end of input, `quit`).
    Left(String),
}

impl Session {
    /// The agents are seeded as `random_game` seeds each seat (from the game's seed and
    /// the seat + 1), so the same seed and answers give the same game.
    fn new(game: Game, game_seed: u64, names: Vec<String>, echo: bool) -> Session {
        let agents = (0..names.len() as u64)
            .map(|k| RandomAgent::new(derive_seed(game_seed, k + 1)))
            .collect();
        Session {
            game,
            agents,
            names,
            narrated: 0,
            echo,
        }
    }

    /// The seats, from player 0's side of the table.
    fn seats(&self) -> Seats {
        Seats(self.game.state().mode())
    }

    fn run(&mut self, seed: u64, input: &mut dyn BufRead, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.seats().introduction(&self.names, seed))?;
        loop {
            self.narrate(out)?;
            let Some(d) = self.game.pending().cloned() else {
                break;
            };
            if d.player != ME {
                let line = self.agent_move(&d);
                writeln!(out, "  {} > {line}", self.seats().who(d.player))?;
                continue;
            }
            if let Asked::Left(message) = self.ask(&d, input, out)? {
                writeln!(out, "{message}")?;
                out.flush()?;
                return Ok(());
            }
        }
        writeln!(out, "{}", self.result())?;
        out.flush()
    }

    /// The lines of the game's new events worth telling as they happen: what the board
    /// does not show by itself (a new day, Expeditions moving, regions revealed).
    fn narrate(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let events = self.game.events();
        let new = &events[self.narrated.min(events.len())..];
        self.narrated = events.len();
        for e in new {
            let notable = matches!(
                e,
                Event::Day(_)
                    | Event::ExpeditionMoved { .. }
                    | Event::RegionRevealed { .. }
                    | Event::Tiebreakers
                    | Event::EffectFailed { .. }
            );
            if !notable {
                continue;
            }
            if let Some(line) = visible_event(e, &self.game, ME) {
                match e {
                    Event::Day(_) => writeln!(out, "--- {line} ---")?,
                    _ => writeln!(out, "  * {line}")?,
                }
            }
        }
        Ok(())
    }

    /// Lets the agent answer its decision; returns what it did as player 0 may see it.
    fn agent_move(&mut self, d: &Decision) -> String {
        let agent = &mut self.agents[d.player.index()];
        let choice = match agent.choose(&self.game.view(d.player), d) {
            Ok(c) => c,
            // The random agent always answers; if that ever changed, its first options
            // are still legal and the game goes on.
            Err(_) => Choice {
                player: d.player,
                picks: (0..d.picks.min(d.options.len())).collect(),
            },
        };
        // A card is named if player 0 could see it before the choice (in Reserve) or can
        // after it (played into an Expedition); a card going from Hand to Mana stays hidden.
        let (before, about) = {
            let desc = Describer::new(&self.game, ME);
            let about = desc.source_name();
            desc.hid_something(); // reset: only the picks' cards count below
            let before = choice
                .picks
                .iter()
                .map(|&i| {
                    let text = d.options.get(i).map(|o| desc.option(d, o)).unwrap_or_default();
                    (!desc.hid_something()).then_some(text)
                })
                .collect::<Vec<Option<String>>>();
            (before, about)
        };
        if let Err(e) = self.game.submit(choice.clone()) {
            return format!("made an illegal choice ({e})");
        }
        let desc = Describer::new(&self.game, ME);
        let picked: Vec<String> = choice
            .picks
            .iter()
            .zip(before)
            .map(|(&i, seen)| seen.unwrap_or_else(|| d.options.get(i).map(|o| desc.option(d, o)).unwrap_or_default()))
            .collect();
        match d.kind {
            DecisionKind::SetupMana => format!("puts {} cards from Hand into Mana", choice.picks.len()),
            DecisionKind::Expand => match choice.picks.first().and_then(|&i| d.options.get(i)) {
                Some(Opt::Skip) | None => "does not Expand".to_owned(),
                Some(_) => "Expands: puts a card from Hand into Mana".to_owned(),
            },
            DecisionKind::Turn => match choice.picks.first().and_then(|&i| d.options.get(i)) {
                Some(Opt::Pass) => "passes (no more turns this day)".to_owned(),
                _ => picked.join("; "),
            },
            DecisionKind::KeepInReserve => format!("keeps in Reserve: {}", list_or_nothing(&picked)),
            DecisionKind::KeepInLandmarks => format!("keeps in Landmarks: {}", list_or_nothing(&picked)),
            _ => match about {
                Some(card) => format!("chooses for {card}: {}", list_or_nothing(&picked)),
                None => format!("chooses: {}", list_or_nothing(&picked)),
            },
        }
    }

    /// Asks player 0 until the answer is legal, the person leaves, or input ends.
    fn ask(&mut self, d: &Decision, input: &mut dyn BufRead, out: &mut dyn Write) -> io::Result<Asked> {
        self.show(d, out)?;
        loop {
            write!(out, "{}", prompt(d))?;
            out.flush()?;
            let line = match read_line(input)? {
                Line::End => {
                    return Ok(Asked::Left(format!(
                        "\nend of input: the game stops unfinished {}.",
                        self.when()
                    )))
                }
                Line::TooLong => {
                    if self.echo {
                        writeln!(out)?;
                    }
                    writeln!(out, "  ! that line is too long; {}", how_to_answer(d))?;
                    continue;
                }
                Line::Text(t) => t,
            };
            if self.echo {
                writeln!(out, "{line}")?;
            }
            match parse_answer(&line, d) {
                Ok(Command::Help(None)) => write!(out, "{}", help(d, &self.seats()))?,
                Ok(Command::Help(Some(n))) => writeln!(out, "{}", self.option_card_text(d, n))?,
                Ok(Command::Board) => self.show(d, out)?,
                Ok(Command::Log) => {
                    let lines = self.log(LOG_EVENTS);
                    if lines.is_empty() {
                        writeln!(out, "  (nothing yet)")?;
                    }
                    for l in lines {
                        writeln!(out, "  {l}")?;
                    }
                }
                Ok(Command::Quit) => return Ok(Asked::Left(format!("you left the game {}.", self.when()))),
                Ok(Command::Picks(picks)) => match self.game.submit(Choice {
                    player: ME,
                    picks: picks.into(),
                }) {
                    Ok(()) => return Ok(Asked::Answered),
                    // `parse_answer` checked the count and the range; the engine's own
                    // check is the last word, and it leaves the state as it was.
                    Err(e) => writeln!(out, "  ! {e}; {}", how_to_answer(d))?,
                },
                Err(message) => writeln!(out, "  ! {message}")?,
            }
        }
    }

    /// The board, then the question and its options.
    fn show(&self, d: &Decision, out: &mut dyn Write) -> io::Result<()> {
        write!(out, "{}", board(&self.game, &self.names))?;
        let desc = Describer::new(&self.game, ME);
        writeln!(out, "{}", desc.question(d))?;
        for (i, o) in d.options.iter().enumerate() {
            writeln!(out, "  {:>2}. {}", i + 1, desc.option(d, o))?;
        }
        Ok(())
    }

    /// `? N`: the text of the card option N is about, when there is one player 0 may see.
    fn option_card_text(&self, d: &Decision, n: usize) -> String {
        let view = self.game.view(ME);
        let card = match d.options.get(n.wrapping_sub(1)) {
            None => return format!("  ! there is no option {n}: the options are 1 to {}", d.options.len()),
            Some(Opt::Card(c) | Opt::Play { card: c, .. } | Opt::Quick { card: c, .. }) => *c,
            Some(Opt::Reaction { card, .. }) => *card,
            Some(_) => return format!("  option {n} is not about a card"),
        };
        if !view.can_see(card) {
            return format!("  option {n} is about a card you cannot see");
        }
        let text = altered_grammar::render_card(&self.game.state().def(card).card);
        text.lines()
            .map(|l| format!("  | {l}\n"))
            .collect::<String>()
            .trim_end()
            .to_owned()
    }

    /// The last `n` events player 0 may see, oldest first.
    fn log(&self, n: usize) -> Vec<String> {
        let seen: Vec<String> = self
            .game
            .events()
            .iter()
            .filter_map(|e| visible_event(e, &self.game, ME))
            .collect();
        seen[seen.len().saturating_sub(n)..].to_vec()
    }

    /// `on day 3`, or `during the Setup` (day 0, CR 4.1).
    fn when(&self) -> String {
        match self.game.state().day() {
            0 => "during the Setup".to_owned(),
            d => format!("on day {d}"),
        }
    }

    fn result(&self) -> String {
        let day = self.game.state().day();
        match self.game.outcome() {
            Some(o) => {
                let how = if o.tiebreakers { " after tiebreakers" } else { "" };
                let seats = self.seats();
                let name = |p: PlayerId| self.names.get(p.index()).map_or("?", String::as_str);
                match (o.winner, o.team) {
                    (Some(w), _) if w == ME => format!("result: you win ({}) on day {}{how}.", name(ME), o.day),
                    (Some(w), _) => format!("result: {} wins ({}) on day {}{how}.", seats.player(w), name(w), o.day),
                    // 2v2: the team wins, not one player (seeds).
                    (None, Some(t)) => {
                        let [a, b] = seats.0.members(t);
                        let whose = if a == ME || b == ME {
                            "your team wins"
                        } else {
                            "the other team wins"
                        };
                        format!(
                            "result: {whose} ({} and {}: {} + {}) on day {}{how}.",
                            seats.who(a),
                            seats.who(b),
                            name(a),
                            name(b),
                            o.day
                        )
                    }
                    (None, None) => format!("result: no winner after {} day{}.", o.day, plural(o.day as usize)),
                }
            }
            None => format!("result: the game stopped on day {day}."),
        }
    }
}

/// One line of input.
enum Line {
    End,
    TooLong,
    Text(String),
}

/// Reads a line, at most [`MAX_LINE`] bytes (the rest of a longer one is skipped); bytes
/// that are not UTF-8 are replaced, so they are answered like any other wrong text.
fn read_line(input: &mut dyn BufRead) -> io::Result<Line> {
    let mut buf = Vec::new();
    let n = (&mut *input).take(MAX_LINE).read_until(b'\n', &mut buf)?;
    if n == 0 {
        return Ok(Line::End);
    }
    if buf.last() != Some(&b'\n') && n as u64 == MAX_LINE {
        loop {
            buf.clear();
            let m = (&mut *input).take(MAX_LINE).read_until(b'\n', &mut buf)?;
            if m == 0 || buf.last() == Some(&b'\n') {
                return Ok(Line::TooLong);
            }
        }
    }
    Ok(Line::Text(String::from_utf8_lossy(&buf).trim().to_owned()))
}

/// What a line of input asks.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    /// Option indices (from 0), as many as the decision asks, distinct.
    Picks(Vec<usize>),
    /// `?` / `help`, or `? N`: the text of option N's card.
    Help(Option<usize>),
    Board,
    Log,
    Quit,
}

/// Reads an answer to `d`; an `Err` is the one line telling what is wrong.
fn parse_answer(line: &str, d: &Decision) -> Result<Command, String> {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    match words.as_slice() {
        ["?" | "help"] => return Ok(Command::Help(None)),
        ["?" | "help", n] => {
            return n
                .parse::<usize>()
                .map(|n| Command::Help(Some(n)))
                .map_err(|_| format!("`{n}` is not an option number; `? N` shows the card of option N"))
        }
        ["board"] => return Ok(Command::Board),
        ["log"] => return Ok(Command::Log),
        ["quit" | "exit"] => return Ok(Command::Quit),
        _ => {}
    }
    let len = d.options.len();
    if words.is_empty() {
        if d.picks == 0 {
            return Ok(Command::Picks(Vec::new()));
        }
        return Err(format!("no answer; {}", how_to_answer(d)));
    }
    let mut picks = Vec::with_capacity(words.len());
    for w in &words {
        let Ok(n) = w.parse::<usize>() else {
            return Err(format!("`{w}` is not a number or a command; {}", how_to_answer(d)));
        };
        if n == 0 || n > len {
            return Err(format!("there is no option {n}; {}", how_to_answer(d)));
        }
        if picks.contains(&(n - 1)) {
            return Err(format!("option {n} is given twice; {}", how_to_answer(d)));
        }
        picks.push(n - 1);
    }
    if picks.len() != d.picks {
        return Err(format!(
            "this question takes {} number{}, not {}; {}",
            d.picks,
            plural(d.picks),
            picks.len(),
            how_to_answer(d)
        ));
    }
    Ok(Command::Picks(picks))
}

fn how_to_answer(d: &Decision) -> String {
    let len = d.options.len();
    match d.picks {
        0 => "press Enter (there is nothing to choose), or ? for help".to_owned(),
        1 => format!("type a number from 1 to {len}, or ? for help"),
        n => format!("type {n} different numbers from 1 to {len} on one line, or ? for help"),
    }
}

/// The prompt, on the line the answer is typed: how many numbers, from which range.
fn prompt(d: &Decision) -> String {
    match d.picks {
        0 => "press Enter > ".to_owned(),
        1 => format!("choose 1 of 1-{} > ", d.options.len()),
        n => format!(
            "choose {n} of 1-{} (e.g. {}) > ",
            d.options.len(),
            (1..=n).map(|i| i.to_string()).collect::<Vec<_>>().join(" ")
        ),
    }
}

fn help(d: &Decision, seats: &Seats) -> String {
    format!(
        "  Answer with option numbers: {}.\n\
         \x20 ? N      the text of option N's card\n\
         \x20 board    the board and the question again\n\
         \x20 log      the last {LOG_EVENTS} events you could see ({})\n\
         \x20 quit     leave the game\n\
         \x20 The board: costs [hand|reserve]; statistics F(orest) M(ountain) W(ater), boosts included;\n\
         \x20 terrains of a region F M W, - without, ??? face down; H and C mark the Hero and\n\
         \x20 Companion Expeditions. At Dusk an Expedition moves forward when it is greater than\n\
         \x20 the one facing it in a terrain of its region (CR 4.2.4.b).\n",
        how_to_answer(d),
        seats.who_is_who(),
    )
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn list_or_nothing(items: &[String]) -> String {
    if items.is_empty() {
        "nothing".to_owned()
    } else {
        items.join("; ")
    }
}

/// Writes options, questions and cards as player `me` may see them.
struct Describer<'a> {
    view: PlayerView<'a>,
    state: &'a GameState,
    /// Who is who, from player 0's side (the person is always player 0).
    seats: Seats,
    /// Set when a card was written as hidden.
    hid: Cell<bool>,
}

impl<'a> Describer<'a> {
    fn new(game: &'a Game, me: PlayerId) -> Self {
        Describer {
            view: game.view(me),
            state: game.state(),
            seats: Seats(game.state().mode()),
            hid: Cell::new(false),
        }
    }

    /// Whether a card was written as hidden since the last call.
    fn hid_something(&self) -> bool {
        self.hid.replace(false)
    }

    fn seen(&self, id: CardId) -> Option<SeenCard<'a>> {
        let c = self.view.card(id);
        if c.is_none() {
            self.hid.set(true);
        }
        c
    }

    fn name(&self, id: CardId) -> String {
        self.seen(id)
            .map_or_else(|| "a hidden card".to_owned(), |c| c.name.to_owned())
    }

    /// A card with its kind, costs and statistics: `Ogre [3|2] F2 M3 W1`.
    fn card_detail(&self, id: CardId) -> String {
        self.seen(id).map_or_else(|| "a hidden card".to_owned(), |c| detail(&c))
    }

    /// The text of a card's ability, on one line.
    fn ability(&self, card: CardId, ability: u16) -> String {
        if ability == SCOUT_ABILITY {
            return "Scout: send me to Reserve (CR 7.4.5.c)".to_owned();
        }
        if !self.view.can_see(card) {
            return "an ability".to_owned();
        }
        let printed = &self.state.def(card).card;
        let i = usize::from(ability);
        let a = printed
            .abilities
            .get(i)
            .or_else(|| printed.support.get(i.wrapping_sub(printed.abilities.len())));
        match a {
            Some(a) => altered_grammar::render_ability(a).replace('\n', " "),
            None => format!("ability {}", i + 1),
        }
    }

    /// The card whose effect is being resolved, if any.
    fn source_name(&self) -> Option<String> {
        Some(self.name(self.state.running()?.emblem.source.card))
    }

    /// The effect being resolved, if any: `Kelon Burst: "Choose one: …"`.
    fn source(&self) -> Option<String> {
        let r = self.state.running()?;
        let card = r.emblem.granted.unwrap_or(r.emblem.source.card);
        Some(format!(
            "{}: \"{}\"",
            self.name(card),
            self.ability(card, r.emblem.ability)
        ))
    }

    fn question(&self, d: &Decision) -> String {
        let n = d.picks;
        let from = |what: &str| match self.source() {
            Some(s) => format!("{s}\n{what}"),
            None => what.to_owned(),
        };
        match d.kind {
            DecisionKind::SetupMana => {
                format!("Setup: choose {n} cards of your Hand to put into your Mana zone (CR 4.1.i).")
            }
            DecisionKind::Expand => {
                "Morning, Expand: put a card from your Hand into your Mana zone, or not (CR 4.2.1.e).".to_owned()
            }
            DecisionKind::Turn => "Your turn: play a card or a quick action, or pass (CR 4.2.3.d).".to_owned(),
            DecisionKind::KeepInReserve => format!(
                "Night, clean-up: choose the {n} card{} that stay in your Reserve; the others are discarded (CR 4.2.5.c).",
                plural(n)
            ),
            DecisionKind::KeepInLandmarks => format!(
                "Night, clean-up: choose the {n} card{} that stay in your Landmarks; the others are discarded (CR 4.2.5.c).",
                plural(n)
            ),
            DecisionKind::ChooseReaction => {
                "Your reactions wait in Limbo: which one is played next (CR 4.4.b)?".to_owned()
            }
            DecisionKind::ChooseObject => from(&format!("Choose {n} for this effect.")),
            DecisionKind::May => from("Do it (you may, CR 1.2.6.d)?"),
            DecisionKind::ChooseMode => from("Choose a mode (CR 5.1.2.c.3)."),
            DecisionKind::ChoosePlayer => from("Choose a player."),
            DecisionKind::ChooseExpedition => from("Choose an Expedition."),
            DecisionKind::ChooseCounter => from("Which kind of counter (CR 7.3.4.a)?"),
            DecisionKind::ChooseRegion => from("Choose a visible region (CR 3.2.1.d)."),
            DecisionKind::ChooseTerrainMarker => from("Choose a Terrain Marker (CR 7.3.20)."),
            DecisionKind::EffectPlay => from("Play a card this way (CR 5.2.b)?"),
            DecisionKind::Replace => from("Do it instead (CR 6.2.d)?"),
            DecisionKind::ChooseModifier => from("Which of these modifiers applies first (CR 6.2.h)?"),
            other => from(&format!("Decide: {other:?}.")),
        }
    }

    /// One option, in words; cards by name, never by id.
    fn option(&self, d: &Decision, o: &Opt) -> String {
        match *o {
            Opt::Card(c) => format!("{} ({})", self.card_detail(c), self.where_is(c)),
            Opt::Skip => match d.kind {
                DecisionKind::Expand => "don't Expand".to_owned(),
                DecisionKind::ChooseMode => "no more modes".to_owned(),
                DecisionKind::EffectPlay => "play nothing".to_owned(),
                DecisionKind::ChooseObject => "none".to_owned(),
                _ => "skip".to_owned(),
            },
            Opt::Pass => "pass (no more turns this day)".to_owned(),
            Opt::Yes => "yes".to_owned(),
            Opt::No => "no".to_owned(),
            Opt::Reaction { card, ability } => format!("{}: \"{}\"", self.name(card), self.ability(card, ability)),
            Opt::Mode(i) => {
                // The modes are the bullets of the ability being resolved, in printed order.
                let bullet = self.state.running().and_then(|r| {
                    let text = self.ability(r.emblem.granted.unwrap_or(r.emblem.source.card), r.emblem.ability);
                    text.split(" • ").nth(usize::from(i) + 1).map(str::to_owned)
                });
                match bullet {
                    Some(b) => format!("mode {}: {b}", i + 1),
                    None => format!("mode {}", i + 1),
                }
            }
            Opt::Counter(i) => format!("counter kind {}", i + 1),
            Opt::Die(r) => format!("keep the die of {r}"),
            Opt::TerrainMarker { region, terrains } => {
                format!("the {} Terrain Marker on region {region}", terrains.glyphs())
            }
            Opt::Region(r) => match path_end(self.state.mode(), usize::from(r)) {
                _ if self.state.adventure().is_arena() => "the Arena".to_owned(),
                Some(Side::Hero) => "the Hero region".to_owned(),
                Some(Side::Companion) => "the Companion region".to_owned(),
                None => format!("region {r}"),
            },
            Opt::Player(p) => self.player(p),
            Opt::Expedition { player, side } => format!("{} {}", self.possessive(player), side_name(side)),
            Opt::Play {
                card,
                from,
                to,
                cost,
                scout,
                pay,
            } => {
                let from = match from {
                    PlayFrom::Hand => "Hand",
                    PlayFrom::Reserve => "Reserve",
                    PlayFrom::Deck => "Deck",
                    PlayFrom::Discard => "Discard pile",
                };
                let to = to.map(|s| format!(" to {}", side_name(s))).unwrap_or_default();
                let scout = if scout { ", Scout" } else { "" };
                let pay = pay
                    .map(|p| format!(", discarding {}", self.name(p)))
                    .unwrap_or_default();
                format!(
                    "play {} from {from}{to}: {cost} mana{scout}{pay}",
                    self.card_detail(card)
                )
            }
            Opt::Quick { card, ability, pay } => {
                let pay = pay
                    .map(|p| format!(", paying with {}", self.name(p)))
                    .unwrap_or_default();
                format!(
                    "quick action of {}: \"{}\"{pay}",
                    self.name(card),
                    self.ability(card, ability)
                )
            }
            other => format!("{other:?}"),
        }
    }

    fn player(&self, p: PlayerId) -> String {
        self.seats.player(p)
    }

    fn possessive(&self, p: PlayerId) -> String {
        self.seats.possessive(p)
    }

    /// Where a card is, from `me`'s side of the table: `your Hand`, `the opponent's Hero
    /// Expedition`.
    fn where_is(&self, c: CardId) -> String {
        match self.view.card(c).map(|s| s.zone) {
            Some(z) => zone_name(z, |p| self.possessive(p)),
            None => "hidden".to_owned(),
        }
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Hero => "Hero Expedition",
        Side::Companion => "Companion Expedition",
    }
}

fn zone_name(z: Zone, whose: impl Fn(PlayerId) -> String) -> String {
    let (p, what) = match z {
        Zone::Deck(p) => (p, "Deck"),
        Zone::Hand(p) => (p, "Hand"),
        Zone::Discard(p) => (p, "Discard pile"),
        Zone::Reserve(p) => (p, "Reserve"),
        Zone::Landmarks(p) => (p, "Landmarks"),
        Zone::Mana(p) => (p, "Mana zone"),
        Zone::HeroZone(p) => (p, "Hero zone"),
        Zone::Expedition(p, s) => (p, side_name(s)),
        Zone::Limbo => return "Limbo".to_owned(),
        Zone::Gone => return "gone".to_owned(),
    };
    format!("{} {what}", whose(p))
}

/// Whether player `me` sees the faces of a zone's cards (CR 1.2.3.f, 1.2.3.g; Mana Orbs
/// are face down, seen by their owner, CR 3.2.9.d).
fn zone_visible(z: Zone, me: PlayerId) -> bool {
    match z {
        Zone::Deck(_) | Zone::Gone => false,
        Zone::Hand(p) | Zone::Mana(p) => p == me,
        _ => true,
    }
}

fn stats(s: [i32; 3]) -> String {
    format!("F{} M{} W{}", s[0], s[1], s[2])
}

fn kind_name(k: Kind) -> Option<&'static str> {
    match k {
        Kind::Character => None,
        Kind::Spell => Some("Spell"),
        Kind::LandmarkPermanent => Some("Landmark"),
        Kind::ExpeditionPermanent => Some("Expedition Permanent"),
        Kind::Token => Some("token"),
        Kind::ManaToken => Some("Mana token"),
        Kind::Hero => Some("Hero"),
        _ => Some("card"),
    }
}

/// A card out of play: name, costs, and what it is (statistics for a Character).
fn detail(c: &SeenCard<'_>) -> String {
    match kind_name(c.kind) {
        None => format!("{} [{}|{}] {}", c.name, c.costs.0, c.costs.1, stats(c.stats)),
        Some(k) => format!("{} [{}|{}] {k}", c.name, c.costs.0, c.costs.1),
    }
}

/// An object in play: name, statistics (boosts included), statuses, boosts and named
/// counters (CR 7.3.14; they are on objects in visible zones, so everyone sees them).
fn in_play(c: &SeenCard<'_>, counters: &[Counter]) -> String {
    let mut s = c.name.to_owned();
    match c.kind {
        Kind::Character | Kind::Token => s.push_str(&format!(" {}", stats(c.stats))),
        // Only in the Landmark zone, which says so.
        Kind::LandmarkPermanent => {}
        k => {
            if let Some(k) = kind_name(k) {
                s.push_str(&format!(" ({k})"));
            }
        }
    }
    with_marks(s, c, counters)
}

/// `text` followed by what is on the card, in parentheses: statuses, boosts and named
/// counters. Cards in Reserve have them too (an exhausted card can't be played, CR 2.4.6.c;
/// boosts stay, CR 2.4.5.b), and so does a Hero.
fn with_marks(mut text: String, c: &SeenCard<'_>, counters: &[Counter]) -> String {
    let mut marks: Vec<String> = Vec::new();
    for (on, name) in [
        (c.status.exhausted, "exhausted"),
        (c.status.fleeting, "fleeting"),
        (c.status.anchored, "anchored"),
        (c.status.asleep, "asleep"),
    ] {
        if on {
            marks.push(name.to_owned());
        }
    }
    if c.boosts > 0 {
        marks.push(format!("+{} boost{}", c.boosts, plural(usize::from(c.boosts))));
    }
    marks.extend(counted(c.id, counters));
    if !marks.is_empty() {
        text.push_str(&format!(" ({})", marks.join(", ")));
    }
    text
}

/// `2 Trial counters` for each kind of named counter on a card.
fn counted(card: CardId, counters: &[Counter]) -> Vec<String> {
    counters
        .iter()
        .filter(|k| k.card == card && k.count > 0)
        .map(|k| format!("{} {} counter{}", k.count, k.name, plural(k.count as usize)))
        .collect()
}

fn terrains(t: Option<altered_engine::Terrains>) -> String {
    match t {
        None => "???".to_owned(),
        Some(t) => ["F", "M", "W"]
            .iter()
            .zip(t.0)
            .map(|(l, on)| if on { *l } else { "-" })
            .collect(),
    }
}

fn phase_name(p: Phase) -> String {
    format!("{p:?}")
}

/// Who sits where, from player 0's side of the table: the words the board, the options and
/// the agents' moves name players with. A duel says "the opponent"; four players are P1 to
/// P3 clockwise after the person, the 2v2 teammate (P2, across the table) said to be one.
#[derive(Debug, Clone, Copy)]
struct Seats(Mode);

impl Seats {
    fn all(self) -> impl Iterator<Item = PlayerId> {
        (0..self.0.players() as u8).map(PlayerId)
    }

    /// A short name, for the board's rows and the agents' moves: `you`, `opponent` (duel),
    /// `P1`.
    fn who(self, p: PlayerId) -> String {
        match p {
            ME => "you".to_owned(),
            _ if self.0.is_duel() => "opponent".to_owned(),
            _ => format!("P{}", p.0),
        }
    }

    /// In a sentence: `you`, `the opponent` (duel), `P1`, `P2 (your teammate)`.
    fn player(self, p: PlayerId) -> String {
        match p {
            ME => "you".to_owned(),
            _ if self.0.is_duel() => "the opponent".to_owned(),
            _ if self.0.allied(ME, p) => format!("P{} (your teammate)", p.0),
            _ => format!("P{}", p.0),
        }
    }

    /// `your`, `the opponent's` (duel), `P1's`.
    fn possessive(self, p: PlayerId) -> String {
        match p {
            ME => "your".to_owned(),
            _ if self.0.is_duel() => "the opponent's".to_owned(),
            _ => format!("P{}'s", p.0),
        }
    }

    /// The head of a seat's summary on the board: `You (axiom)`, `Opponent (bravos)`,
    /// `P2 (lyra, your teammate)`, `P1 (bravos, opponent)` (2v2), `P1 (bravos)` (Free for
    /// All).
    fn title(self, p: PlayerId, deck: &str) -> String {
        let relation = match (p, self.0) {
            (ME, _) | (_, Mode::Duel | Mode::FreeForAll) => "",
            _ if self.0.allied(ME, p) => ", your teammate",
            _ => ", opponent",
        };
        match p {
            ME => format!("You ({deck})"),
            _ if self.0.is_duel() => format!("Opponent ({deck})"),
            _ => format!("P{} ({deck}{relation})", p.0),
        }
    }

    /// For the help: `you are P0, the opponent P1`.
    fn who_is_who(self) -> String {
        match self.0 {
            Mode::Duel => "you are P0, the opponent P1".to_owned(),
            Mode::TwoVsTwo => "you are P0, your teammate P2, your opponents P1 and P3".to_owned(),
            Mode::FreeForAll => "you are P0, the others P1 to P3 clockwise".to_owned(),
        }
    }

    /// The first lines printed: who plays which deck.
    fn introduction(self, names: &[String], seed: u64) -> String {
        let name = |p: PlayerId| names.get(p.index()).map_or("?", String::as_str);
        let agents: Vec<String> = self
            .all()
            .filter(|&p| p != ME)
            .map(|p| match self.0 {
                Mode::Duel => format!("P{} ({})", p.0, name(p)),
                _ => self.title(p, name(p)),
            })
            .collect();
        let mode = match self.0 {
            Mode::Duel => String::new(),
            Mode::TwoVsTwo => " (2v2: you and P2 against P1 and P3)".to_owned(),
            Mode::FreeForAll => " (Free for All)".to_owned(),
        };
        let agents = match agents.as_slice() {
            [one] => format!("the random agent is {one}"),
            [init @ .., last] => format!("random agents are {} and {last}", init.join(", ")),
            [] => "nobody else plays".to_owned(),
        };
        format!(
            "altered play{mode}: you are P0 ({}), {agents}; seed {seed}.\n\
             Answer with the numbers of options; ? for help.",
            name(ME)
        )
    }

    /// The facing Expeditions (CR 1.2.3.c, `Mode::facing`), each pair once, the lower seat
    /// first: in a duel both pairs are you and the opponent; with four players each pair is
    /// two neighbours.
    fn facing_pairs(self) -> Vec<(Side, PlayerId, PlayerId)> {
        let mut pairs = Vec::new();
        for p in self.all() {
            for side in Side::BOTH {
                let (q, _) = self.0.facing(p, side);
                if p < q {
                    pairs.push((side, p, q));
                }
            }
        }
        pairs
    }
}

/// The board as player 0 sees it, from the engine's player view only.
fn board(game: &Game, names: &[String]) -> String {
    let view = game.view(ME);
    let seats = Seats(game.state().mode());
    // Counters are read from the state: the view does not list them, and they are only
    // written for objects the view shows.
    let counters = game.state().counters();
    let mut s = String::new();
    s.push_str(&format!(
        "\n=== Day {} - {} - first player: {} ===\n",
        view.day(),
        phase_name(view.phase()),
        seats.player(view.first_player())
    ));
    if seats.0 == Mode::TwoVsTwo {
        // Seeds, 2v2: teammates sit across the table; a player's win is the team's.
        s.push_str("teams: you and P2 against P1 and P3 (seats clockwise P0 P1 P2 P3)\n");
    } else if seats.0 == Mode::FreeForAll {
        s.push_str("Free for All: each for themselves (seats clockwise P0 P1 P2 P3)\n");
    }
    let regions = view.regions();
    const W: usize = 6;
    let cell = |text: &str| format!("{text:<W$}|");
    let label = |text: &str| format!("{text:<10}|");
    if regions.len() > 1 && !seats.0.is_duel() {
        // Four players: the table's sixteen regions are drawn in docs/multiplayer.md; each
        // seat's row is the path its Expeditions travel, Hero region first, `*` marking
        // the two central Tumult cards (turned face up together, seeds 2v2), then the
        // terrains (as the rules see them now, with any Terrain Marker, CR 3.2.1.e) and
        // where its markers stand.
        s.push_str("paths (region, terrains, markers; * central Tumult cards):\n");
        let now = view.region_terrains();
        let central: Vec<usize> = seats
            .all()
            .flat_map(|p| [seats.0.region(p, 3), seats.0.region(p, 4)])
            .collect();
        for p in seats.all() {
            let mut ids = label(&seats.who(p));
            let mut ter = label("");
            let mut marks = label("");
            for k in 0..=altered_engine::LAST_REGION {
                let r = seats.0.region(p, k);
                let star = if central.contains(&r) { "*" } else { "" };
                ids.push_str(&cell(&format!("{r}{star}")));
                let shown = regions.get(r).copied().flatten().and_then(|_| now.get(r).copied());
                ter.push_str(&cell(&terrains(shown)));
                let mut m = String::new();
                for (side, tag) in [(Side::Hero, "H"), (Side::Companion, "C")] {
                    if view.position(p, side) == k {
                        m.push_str(tag);
                    }
                }
                marks.push_str(&cell(&m));
            }
            s.push_str(&format!("{ids}\n{ter}\n{marks}\n"));
        }
    } else if regions.len() > 1 {
        let last = regions.len() - 1;
        let mut row = label("region");
        let mut ter = label("terrains");
        for (i, t) in regions.iter().enumerate() {
            let name = match i {
                0 => "Hero".to_owned(),
                i if i == last => "Comp".to_owned(),
                i => i.to_string(),
            };
            row.push_str(&cell(&name));
            ter.push_str(&cell(&terrains(*t)));
        }
        s.push_str(&format!("{row}\n{ter}\n"));
        // CR 3.2.1.d: Terrain Markers, with the terrains each region has now that they
        // apply (CR 3.2.1.e); the rows are shown only once a marker is on the Adventure.
        let placed = view.terrain_markers();
        if !placed.is_empty() {
            let now = view.region_terrains();
            let mut on = label("markers");
            let mut applied = label("now");
            for (i, t) in now.iter().enumerate() {
                let here: Vec<String> = placed
                    .iter()
                    .filter(|m| usize::from(m.region) == i)
                    .map(|m| terrains(Some(m.terrains)).replace('-', ""))
                    .collect();
                on.push_str(&cell(&here.join("+")));
                applied.push_str(&cell(&terrains(Some(*t))));
            }
            s.push_str(&format!("{on}\n{applied}\n"));
        }
        for p in seats.all() {
            let mut line = label(&seats.who(p));
            for i in 0..regions.len() {
                let mut marks = String::new();
                for (side, m) in [(Side::Hero, "H"), (Side::Companion, "C")] {
                    if usize::from(view.marker(p, side)) == i {
                        marks.push_str(m);
                    }
                }
                line.push_str(&cell(&marks));
            }
            s.push_str(&format!("{line}\n"));
        }
    } else {
        s.push_str(&format!(
            "tiebreakers: the Arena ({}) alone (CR 4.3)\n",
            terrains(regions.first().copied().flatten())
        ));
    }
    // By side, in facing pairs (CR 1.2.3.c): in a duel the Hero Expeditions face each other,
    // and the Companion ones; with four players each pair is two neighbours.
    let pairs = seats.facing_pairs();
    for side in Side::BOTH {
        let of_side: Vec<(PlayerId, PlayerId)> = pairs
            .iter()
            .filter(|(s, ..)| *s == side)
            .map(|&(_, p, q)| (p, q))
            .collect();
        let heading = if seats.0.is_duel() {
            "facing each other".to_owned()
        } else {
            let listed: Vec<String> = of_side
                .iter()
                .map(|&(p, q)| format!("{} ↔ {}", seats.who(p), seats.who(q)))
                .collect();
            format!("facing {}", listed.join(", "))
        };
        s.push_str(&format!(
            "{}s, {heading} (region, terrains, statistics):\n",
            side_name(side)
        ));
        for p in of_side.iter().flat_map(|&(p, q)| [p, q]) {
            let who = seats.who(p);
            let region = usize::from(view.marker(p, side));
            let here = terrains(regions.get(region).copied().flatten());
            let position = view.position(p, side);
            let objects: Vec<String> = view
                .zone(Zone::Expedition(p, side))
                .iter()
                .map(|c| in_play(c, counters))
                .collect();
            let at = if regions.len() > 1 {
                region_name(position, region)
            } else {
                "Arena".to_owned()
            };
            s.push_str(&format!(
                "  {who:<9} {at:<11} {here} | {:<11} | {}\n",
                stats(view.expedition_stats(p, side)),
                if objects.is_empty() {
                    "-".to_owned()
                } else {
                    objects.join("; ")
                }
            ));
        }
    }
    for p in seats.all() {
        let hero = view.zone(Zone::HeroZone(p)).first().map_or_else(
            || "no Hero".to_owned(),
            |h| with_marks(format!("Hero {}", h.name), h, counters),
        );
        let (ready, exhausted) = view.orbs(p);
        // CR 1.2.3.g, 3.2.9.d: another player's Hand is only counted (a teammate's too).
        let hand = if p == ME {
            String::new()
        } else {
            format!(
                " - Hand {} card{}",
                view.count(Zone::Hand(p)),
                plural(view.count(Zone::Hand(p)))
            )
        };
        s.push_str(&format!(
            "{}: {hero} - Mana {ready}/{} ready{hand} - Deck {} - Discard {}\n",
            seats.title(p, names.get(p.index()).map_or("?", String::as_str)),
            ready + exhausted,
            view.count(Zone::Deck(p)),
            view.count(Zone::Discard(p)),
        ));
        if p == ME {
            let cards: Vec<String> = view.zone(Zone::Hand(p)).iter().map(detail).collect();
            s.push_str(&wrap(&format!("  Hand ({}): ", cards.len()), &cards));
        }
        let reserve: Vec<String> = view
            .zone(Zone::Reserve(p))
            .iter()
            .map(|c| with_marks(detail(c), c, counters))
            .collect();
        s.push_str(&wrap(&format!("  Reserve ({}): ", reserve.len()), &reserve));
        let landmarks: Vec<String> = view
            .zone(Zone::Landmarks(p))
            .iter()
            .map(|c| in_play(c, counters))
            .collect();
        s.push_str(&wrap(&format!("  Landmarks ({}): ", landmarks.len()), &landmarks));
    }
    s
}

/// An Expedition's region: named by its place on its path (0 and 7: the Hero and
/// Companion regions), numbered as the table numbers it otherwise.
fn region_name(position: u8, region: usize) -> String {
    match position {
        0 => "Hero region".to_owned(),
        altered_engine::LAST_REGION => "Comp region".to_owned(),
        _ => format!("region {region}"),
    }
}

/// Whether region `r` is the Hero or Companion region at an end of some seat's path.
fn path_end(mode: Mode, r: usize) -> Option<Side> {
    let seats = (0..mode.players() as u8).map(PlayerId);
    seats
        .clone()
        .any(|p| mode.region(p, 0) == r)
        .then_some(Side::Hero)
        .or_else(|| {
            seats
                .clone()
                .any(|p| mode.region(p, altered_engine::LAST_REGION) == r)
                .then_some(Side::Companion)
        })
}

/// `head` then the items separated by semicolons (names have commas: `Aroro, Savior of
/// Asgartha`), wrapped under the first item.
fn wrap(head: &str, items: &[String]) -> String {
    const WIDTH: usize = 100;
    if items.is_empty() {
        return format!("{head}-\n");
    }
    let indent = " ".repeat(head.chars().count());
    let mut out = head.to_owned();
    let mut col = out.chars().count();
    for (i, item) in items.iter().enumerate() {
        let piece = if i + 1 < items.len() {
            format!("{item};")
        } else {
            item.clone()
        };
        let len = piece.chars().count();
        if i > 0 {
            if col + 1 + len > WIDTH {
                out.push('\n');
                out.push_str(&indent);
                col = indent.len();
            } else {
                out.push(' ');
                col += 1;
            }
        }
        out.push_str(&piece);
        col += len;
    }
    out.push('\n');
    out
}

/// An event as player `me` may know it: cards named only where `me` may see them, a card
/// moving between hidden zones as "a card"; `None` for what `me` may not know at all.
fn visible_event(e: &Event, game: &Game, me: PlayerId) -> Option<String> {
    let state = game.state();
    let view = game.view(me);
    let named = || Some(e.describe(state).to_string());
    let p = |q: PlayerId| format!("P{}", q.0);
    match e {
        Event::Moved { from, to, .. } => {
            if zone_visible(*from, me) || zone_visible(*to, me) {
                named()
            } else {
                let whose = |q: PlayerId| {
                    if q == me {
                        "your".to_owned()
                    } else {
                        format!("P{}'s", q.0)
                    }
                };
                Some(format!(
                    "a card moves from {} to {}",
                    zone_name(*from, whose),
                    zone_name(*to, whose)
                ))
            }
        }
        Event::ManaOrb { player, cause, .. } => {
            if *player == me {
                named()
            } else {
                Some(format!("a card becomes a Mana Orb of {} ({cause:?})", p(*player)))
            }
        }
        // Played and revealed cards are shown to all (CR 5.1.2.c.1).
        Event::Play { .. } | Event::Revealed(_) | Event::TokenCreated { .. } => named(),
        Event::Exhausted { card, .. }
        | Event::Fleeting { card, .. }
        | Event::Woke(card)
        | Event::Boosts { card, .. }
        | Event::Status { card, .. }
        | Event::Counters { card, .. }
        | Event::SwitchedExpeditions { card, .. }
        | Event::Defected { card, .. }
        | Event::LookedAt { card, .. }
        | Event::EffectFailed { card, .. }
        | Event::ReactionCreated { card, .. }
        | Event::ReactionPlayed { card, .. }
        | Event::ReactionLimit { card, .. }
        | Event::QuickAction { card, .. }
        | Event::Restricted { card, .. } => view.can_see(*card).then(|| e.describe(state).to_string()),
        Event::FirstPlayer(_)
        | Event::Day(_)
        | Event::Phase(_)
        | Event::Succeed(_)
        | Event::BecameFirstPlayer(_)
        | Event::Shuffled(_)
        | Event::Paid { .. }
        | Event::Passed(_)
        | Event::NoExpand(_)
        | Event::RegionRevealed { .. }
        | Event::ExpeditionMoved { .. }
        | Event::Tiebreakers
        | Event::OngoingCreated { .. }
        | Event::RuleStarted { .. }
        | Event::DieRolled { .. }
        | Event::GameOver { .. } => named(),
        // An event of a later engine: not shown until it is known what it reveals.
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use altered_engine::{CardPool, Deck};
    use std::io::Cursor;

    fn decision(picks: usize, n: usize) -> Decision {
        Decision {
            player: ME,
            kind: DecisionKind::Turn,
            options: vec![Opt::Pass; n],
            picks,
        }
    }

    #[test]
    fn answers_are_numbers_from_one_as_many_as_asked() {
        let one = decision(1, 5);
        assert_eq!(parse_answer("3", &one), Ok(Command::Picks(vec![2])));
        assert_eq!(parse_answer(" 5 ", &one), Ok(Command::Picks(vec![4])));
        let three = decision(3, 5);
        assert_eq!(parse_answer("1 4,2", &three), Ok(Command::Picks(vec![0, 3, 1])));
        assert_eq!(parse_answer("? 2", &one), Ok(Command::Help(Some(2))));
        assert_eq!(parse_answer("help", &one), Ok(Command::Help(None)));
        assert_eq!(parse_answer("board", &one), Ok(Command::Board));
        assert_eq!(parse_answer("log", &one), Ok(Command::Log));
        assert_eq!(parse_answer("quit", &one), Ok(Command::Quit));
    }

    #[test]
    fn wrong_answers_say_what_is_wrong() {
        let one = decision(1, 5);
        let err = |line: &str, d: &Decision| parse_answer(line, d).unwrap_err();
        assert!(
            err("abc", &one).starts_with("`abc` is not a number"),
            "{}",
            err("abc", &one)
        );
        assert!(err("0", &one).starts_with("there is no option 0"));
        assert!(err("6", &one).starts_with("there is no option 6"));
        assert!(err("99999999999999999999999", &one).contains("is not a number"));
        assert!(err("-1", &one).contains("is not a number"));
        assert!(err("", &one).starts_with("no answer"));
        assert!(err("1 2 3", &one).starts_with("this question takes 1 number, not 3"));
        let three = decision(3, 5);
        assert!(err("1 1 2", &three).starts_with("option 1 is given twice"));
        assert!(err("1", &three).starts_with("this question takes 3 numbers, not 1"));
        assert!(err("? x", &one).contains("not an option number"));
    }

    #[test]
    fn long_lines_are_refused_whole_and_the_next_one_is_read() {
        let mut text = "9".repeat(10_000);
        text.push_str("\n2\n");
        let mut input = Cursor::new(text.into_bytes());
        assert!(matches!(read_line(&mut input).unwrap(), Line::TooLong));
        assert!(matches!(read_line(&mut input).unwrap(), Line::Text(t) if t == "2"));
        assert!(matches!(read_line(&mut input).unwrap(), Line::End));
        let mut bad = Cursor::new(b"\xff\xfe\n".to_vec());
        assert!(matches!(read_line(&mut bad).unwrap(), Line::Text(_)));
    }

    fn root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
    }

    fn args(seed: u64) -> PlayArgs {
        PlayArgs {
            decks: vec!["axiom".into(), "bravos".into()],
            seed,
            cards: root().join("cards"),
            decks_dir: root().join("decks"),
            max_days: altered_engine::DEFAULT_MAX_DAYS,
            mode: Mode::Duel,
        }
    }

    fn play_text(seed: u64, input: &str) -> (i32, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_play(
            &args(seed),
            &mut Cursor::new(input.as_bytes().to_vec()),
            false,
            &mut out,
            &mut err,
        );
        (code, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
    }

    #[test]
    fn end_of_input_and_quit_stop_the_game_cleanly() {
        let (code, out, err) = play_text(3, "");
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("end of input: the game stops unfinished during the Setup."),
            "{out}"
        );
        let (code, out, _) = play_text(3, "board\nlog\nquit\n");
        assert_eq!(code, 0);
        assert!(out.trim_end().ends_with("you left the game during the Setup."), "{out}");
    }

    #[test]
    fn unknown_decks_are_an_error_not_a_game() {
        let mut a = args(1);
        a.decks = vec!["axiom".into(), "no-such-deck".into()];
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run_play(&a, &mut Cursor::new(Vec::new()), false, &mut out, &mut err);
        assert_eq!(code, 2);
        assert!(String::from_utf8(err).unwrap().contains("no-such-deck"));
    }

    /// Statuses, boosts and counters show wherever a card is shown: an exhausted card in
    /// Reserve can't be played (CR 2.4.6.c), a Character in Reserve keeps its boosts (CR
    /// 2.4.5.b), and a Hero can carry counters.
    #[test]
    fn reserve_cards_and_the_hero_show_their_statuses_boosts_and_counters() {
        use altered_engine::{CardDef, Kind, Phase, PlayerId, Scenario, Step, Zone};
        use std::sync::Arc;
        let me = PlayerId(0);
        let mut sc = Scenario::new();
        // Player 0's turn with a card to play, so that the game stops at their decision.
        let spare = Arc::new(CardDef::basic("Spare", Kind::Character, 0, 0, [0; 3]));
        sc.card(&spare, me, Zone::Hand(me));
        let troll = Arc::new(CardDef::basic("Troll", Kind::Character, 3, 2, [2, 2, 2]));
        let hero = Arc::new(CardDef::basic("Captain", Kind::Hero, 0, 0, [0, 0, 0]));
        let tired = sc.card(&troll, me, Zone::Reserve(me));
        sc.status(tired, |s| s.exhausted = true).boosts(tired, 2);
        let captain = sc.card(&hero, me, Zone::HeroZone(me));
        sc.status(captain, |s| s.exhausted = true).counters(captain, "Trial", 2);
        let mut state = sc.build();
        state.set_first_player(me);
        state.set_step(Step::Turn(me), Phase::Afternoon);
        let game = Game::from_state(state);
        let shown = board(&game, &["mine".into(), "theirs".into()]);
        assert!(shown.contains("Troll [3|2] F4 M4 W4 (exhausted, +2 boosts)"), "{shown}");
        assert!(shown.contains("Hero Captain (exhausted, 2 Trial counters)"), "{shown}");
        assert!(!shown.contains("markers"), "no marker row without markers: {shown}");
    }

    /// CR 3.2.1.d–e: the board shows the Terrain Markers on each region, and the terrains
    /// each region has with them.
    #[test]
    fn cr_3_2_1_d_the_board_shows_terrain_markers_and_what_they_make_of_the_region() {
        use altered_engine::{CardDef, Kind, Phase, PlayerId, Scenario, Step, Terrains, Zone};
        use std::sync::Arc;
        let me = PlayerId(0);
        let mut sc = Scenario::new();
        let spare = Arc::new(CardDef::basic("Spare", Kind::Character, 0, 0, [0; 3]));
        sc.card(&spare, me, Zone::Hand(me));
        assert!(sc.terrain_marker(7, Terrains([false, true, false])));
        let mut state = sc.build();
        state.set_first_player(me);
        state.set_step(Step::Turn(me), Phase::Afternoon);
        let game = Game::from_state(state);
        let shown = board(&game, &["mine".into(), "theirs".into()]);
        let row = |name: &str| {
            shown
                .lines()
                .find(|l| l.starts_with(name))
                .unwrap_or_default()
                .to_owned()
        };
        assert!(row("markers").ends_with("|M     |"), "{shown}");
        assert!(row("now").ends_with("|-M-   |"), "{shown}");
        assert!(row("now").starts_with("now       |FMW   |"), "{shown}");
    }

    /// CR 1.2.3.f, 3.2.9.d: the board and the opponent's moves never name a card of the
    /// opponent's Hand or Mana zone that player 0 cannot see elsewhere.
    #[test]
    fn cr_1_2_3_f_the_opponents_hidden_cards_are_never_named() {
        let checked = hidden_names_checked(Mode::Duel, &["axiom", "bravos"], 0..4);
        assert!(checked > 100, "only {checked} hidden names were checked");
    }

    /// CR 1.2.3.f, 3.2.9.d and the seeds' 2v2 ("It is forbidden to show your hand of cards
    /// to your teammate"): with four players, no other player's hidden card is named, the
    /// teammate's neither.
    #[test]
    fn cr_1_2_3_f_in_2v2_no_other_players_hidden_cards_are_named_not_even_the_teammates() {
        let checked = hidden_names_checked(Mode::TwoVsTwo, &["axiom", "bravos", "lyra", "muna"], 0..2);
        assert!(checked > 100, "only {checked} hidden names were checked");
    }

    /// Plays games of `mode` with these decks by seat, player 0 answering with the first
    /// options, and checks that nothing printed (board, question, the agents' moves) names
    /// a card still in another player's Hand or Mana zone that player 0 cannot see elsewhere
    /// (nor has in their own deck). Driven by the session itself, so that the hidden cards
    /// can be read from the full state at each step. Returns how many names were checked.
    fn hidden_names_checked(mode: Mode, factions: &[&str], seeds: std::ops::Range<u64>) -> usize {
        let pool = CardPool::load_dir(&root().join("cards")).unwrap().0;
        let list = |n: &str| std::fs::read_to_string(root().join(format!("decks/{n}.txt"))).unwrap();
        let decks: Vec<Deck> = factions
            .iter()
            .map(|f| Deck::parse(f, &list(f), &pool).unwrap())
            .collect();
        let mine: Vec<String> = decks[0].cards.iter().map(|c| c.name.clone()).collect();
        let others: Vec<PlayerId> = (1..factions.len() as u8).map(PlayerId).collect();
        // The names in the other players' Hands and Mana zones.
        let hidden_of = |st: &GameState| -> Vec<String> {
            others
                .iter()
                .flat_map(|&p| st.in_zone(Zone::Hand(p)).chain(st.in_zone(Zone::Mana(p))))
                .map(|c| st.def(c).name.clone())
                .collect()
        };
        let mut checked = 0;
        for seed in seeds {
            let mut builder = Game::builder().mode(mode).seed(seed);
            for d in &decks {
                builder = builder.deck(d.clone());
            }
            let names = factions.iter().map(|f| f.to_string()).collect();
            let mut s = Session::new(builder.build().unwrap(), seed, names, false);
            let mut out = Vec::new();
            while let Some(d) = s.game.pending().cloned() {
                // The names of the others' hidden cards that no visible card shares.
                let visible = |game: &Game| -> Vec<String> {
                    let view = game.view(ME);
                    game.state()
                        .cards()
                        .filter_map(|(c, _)| view.card(c).map(|c| c.name.to_owned()))
                        .collect()
                };
                let seen = visible(&s.game);
                let hidden: Vec<String> = hidden_of(s.game.state())
                    .into_iter()
                    .filter(|n| !seen.contains(n) && !mine.contains(n))
                    .collect();
                let text = if d.player == ME {
                    let mut b = Vec::new();
                    s.show(&d, &mut b).unwrap();
                    let picks = (0..d.picks).collect();
                    s.game.submit(Choice { player: ME, picks }).unwrap();
                    String::from_utf8(b).unwrap()
                } else {
                    s.agent_move(&d)
                };
                // After the move, a card still hidden must not have been named.
                let (still_hidden, seen) = (hidden_of(s.game.state()), visible(&s.game));
                for n in hidden.iter().filter(|n| still_hidden.contains(n) && !seen.contains(n)) {
                    assert!(
                        !text.contains(n.as_str()),
                        "{mode}, seed {seed}: {n} is hidden but named in:\n{text}"
                    );
                    checked += 1;
                }
                s.narrate(&mut out).unwrap();
            }
            let narration = String::from_utf8(out).unwrap();
            assert!(!narration.is_empty());
        }
        checked
    }
}
