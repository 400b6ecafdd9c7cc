//! `altered serve --stdio`: the engine behind a JSON-lines protocol, for programs in any
//! language. One request object a line in, one response object a line out, in order;
//! `docs/protocol.md` documents every message.
//!
//! The server is built to outlive its client's mistakes: a line that is too long, not
//! JSON, of an unknown type, with a missing or mistyped field, or about a game that does
//! not exist gets an error response with a stable code (`altered::protocol::…`) and the
//! server reads the next line. Everything it holds is bounded: a line is read into at most
//! [`MAX_LINE`] bytes whatever its length, at most [`MAX_GAMES`] games are kept, an
//! `events` response carries at most [`MAX_EVENTS`] events.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use altered_engine::{
    CardPool, Choice, ChoiceError, Deck, DeckError, Game, Mode, PlayerId, PlayerView, PoolError, SetupError, Side, Zone,
};
use miette::Diagnostic;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

/// The longest request line read, in bytes (1 MiB, the size limit of a card file). A
/// longer line is skipped to its end without being held, and answered with
/// `altered::protocol::line_too_long`.
///
/// # Examples
///
/// ```
/// use altered::serve::{Server, MAX_LINE};
/// let mut input = vec![b' '; MAX_LINE + 1];
/// input.extend_from_slice(b"\n{\"type\": \"hello\"}\n");
/// let mut output = Vec::new();
/// Server::new().serve(&input[..], &mut output).unwrap();
/// let text = String::from_utf8(output).unwrap();
/// let lines: Vec<&str> = text.lines().collect();
/// assert!(lines[0].contains("altered::protocol::line_too_long"), "{}", lines[0]);
/// assert!(lines[1].contains(r#""ok":"#)); // and the next line is read
/// ```
pub const MAX_LINE: usize = 1 << 20;
/// The most games held at once; `end_game` frees a place.
///
/// # Examples
///
/// `hello` reports it:
///
/// ```
/// use altered::serve::{Server, MAX_GAMES};
/// let hello: serde_json::Value = serde_json::from_str(&Server::new().handle_line(br#"{"type": "hello"}"#)).unwrap();
/// assert_eq!(hello["ok"]["limits"]["games"], MAX_GAMES as u64);
/// ```
pub const MAX_GAMES: usize = 64;
/// The most events one `events` response carries; ask again from `next` for more.
///
/// # Examples
///
/// `hello` reports it:
///
/// ```
/// use altered::serve::{Server, MAX_EVENTS};
/// let hello: serde_json::Value = serde_json::from_str(&Server::new().handle_line(br#"{"type": "hello"}"#)).unwrap();
/// assert_eq!(hello["ok"]["limits"]["events"], MAX_EVENTS as u64);
/// ```
pub const MAX_EVENTS: usize = 1000;
/// The protocol's version, reported by `hello`; raised on incompatible changes.
///
/// # Examples
///
/// `hello` reports it:
///
/// ```
/// use altered::serve::{Server, PROTOCOL_VERSION};
/// let hello: serde_json::Value = serde_json::from_str(&Server::new().handle_line(br#"{"type": "hello"}"#)).unwrap();
/// assert_eq!(hello["ok"]["protocol"], PROTOCOL_VERSION as u64);
/// ```
pub const PROTOCOL_VERSION: u32 = 1;
/// The longest game a client may ask for. The engine's own default is 100 days; a game
/// longer than this would let one client grow a game's event log far past any real game.
const MAX_DAYS: u32 = 1000;
/// The most cards one pool may hold: ten times the whole real card pool.
const MAX_POOL: usize = 20_000;

/// Every request type, for the `unknown_type` message.
const TYPES: &[&str] = &[
    "hello",
    "check_card",
    "load_cards",
    "new_game",
    "pending",
    "submit",
    "state",
    "events",
    "end_game",
];

/// Why a request was refused. Each variant has a stable code; the server goes on after
/// every one of them.
#[derive(Debug, thiserror::Error, Diagnostic)]
enum ServeError {
    #[error("the request line is longer than {MAX_LINE} bytes; it was skipped")]
    #[diagnostic(code(altered::protocol::line_too_long))]
    LineTooLong,
    #[error("the request line is not UTF-8")]
    #[diagnostic(code(altered::protocol::not_utf8))]
    NotUtf8,
    #[error("not JSON: {0}")]
    #[diagnostic(code(altered::protocol::bad_json))]
    BadJson(String),
    #[error("a request is a JSON object, not {0}")]
    #[diagnostic(code(altered::protocol::not_an_object))]
    NotAnObject(&'static str),
    #[error("the request has no `type`; one of: {types}", types = TYPES.join(", "))]
    #[diagnostic(code(altered::protocol::missing_type))]
    MissingType,
    #[error("unknown request type `{0}`; one of: {types}", types = TYPES.join(", "))]
    #[diagnostic(code(altered::protocol::unknown_type))]
    UnknownType(String),
    #[error("`{field}`: {message}")]
    #[diagnostic(code(altered::protocol::invalid_field))]
    InvalidField { field: String, message: String },
    #[error("there is no game {0}")]
    #[diagnostic(code(altered::protocol::unknown_game))]
    UnknownGame(u64),
    #[error("{MAX_GAMES} games are already held; end one with `end_game` first")]
    #[diagnostic(code(altered::protocol::too_many_games))]
    TooManyGames,
    #[error("there is no player {player}: the game has {players}")]
    #[diagnostic(code(altered::protocol::unknown_player))]
    UnknownPlayer { player: u8, players: usize },
    #[error("deck {index}: {error}")]
    #[diagnostic(code(altered::protocol::bad_deck))]
    BadDeck { index: usize, error: DeckError },
    #[error("{0}")]
    #[diagnostic(code(altered::protocol::bad_setup))]
    Setup(SetupError),
    #[error("{0}")]
    #[diagnostic(code(altered::protocol::cards_not_read))]
    CardsNotRead(PoolError),
    #[error("card {index}: {error}")]
    #[diagnostic(code(altered::protocol::bad_card))]
    BadCard { index: usize, error: PoolError },
    #[error("no card file (`*.card`) was found: the pool is left as it was")]
    #[diagnostic(code(altered::protocol::no_cards))]
    NoCards,
    #[error("more than {MAX_POOL} cards in one pool")]
    #[diagnostic(code(altered::protocol::too_many_cards))]
    TooManyCards,
    #[error("{0}")]
    #[diagnostic(code(altered::protocol::no_decision))]
    NoDecision(ChoiceError),
    #[error("{0}")]
    #[diagnostic(code(altered::protocol::wrong_player))]
    WrongPlayer(ChoiceError),
    #[error("{0}")]
    #[diagnostic(code(altered::protocol::wrong_count))]
    WrongCount(ChoiceError),
    #[error("{0}")]
    #[diagnostic(code(altered::protocol::option_out_of_range))]
    OptionOutOfRange(ChoiceError),
    #[error("{0}")]
    #[diagnostic(code(altered::protocol::duplicate_pick))]
    DuplicatePick(ChoiceError),
    /// A refusal of the engine this server does not know yet (`ChoiceError` grows).
    #[error("{0}")]
    #[diagnostic(code(altered::protocol::illegal_choice))]
    IllegalChoice(ChoiceError),
    #[error("a bug in altered: handling this request panicked ({0}); the game it was about, if any, was ended")]
    #[diagnostic(code(altered::protocol::internal))]
    Internal(String),
}

impl From<ChoiceError> for ServeError {
    fn from(e: ChoiceError) -> Self {
        match e {
            ChoiceError::NoDecision => ServeError::NoDecision(e),
            ChoiceError::WrongPlayer { .. } => ServeError::WrongPlayer(e),
            ChoiceError::WrongCount { .. } => ServeError::WrongCount(e),
            ChoiceError::OutOfRange { .. } => ServeError::OptionOutOfRange(e),
            ChoiceError::Duplicate { .. } => ServeError::DuplicatePick(e),
            e => ServeError::IllegalChoice(e),
        }
    }
}

impl ServeError {
    fn code(&self) -> String {
        Diagnostic::code(self).map(|c| c.to_string()).unwrap_or_default()
    }

    /// The error member of a response: `code`, `message`, and `field` when one field of
    /// the request is at fault.
    fn to_json(&self) -> Value {
        let mut e = Map::new();
        e.insert("code".into(), self.code().into());
        e.insert("message".into(), self.to_string().into());
        let field = match self {
            ServeError::InvalidField { field, .. } => Some(field.clone()),
            ServeError::UnknownGame(_) => Some("game".into()),
            ServeError::UnknownPlayer { .. } => Some("player".into()),
            ServeError::BadDeck { index, .. } => Some(format!("decks[{index}]")),
            ServeError::Setup(SetupError::ModeDecks { .. }) => Some("decks".into()),
            ServeError::BadCard { index, .. } => Some(format!("cards[{index}]")),
            ServeError::CardsNotRead(_) | ServeError::NoCards => Some("dir".into()),
            ServeError::WrongPlayer(_) => Some("player".into()),
            ServeError::WrongCount(_) | ServeError::OptionOutOfRange(_) | ServeError::DuplicatePick(_) => {
                Some("picks".into())
            }
            _ => None,
        };
        if let Some(f) = field {
            e.insert("field".into(), f.into());
        }
        if let ServeError::BadDeck { error, .. } = self {
            if let Some(line) = error.line() {
                e.insert("line".into(), line.into());
            }
        }
        Value::Object(e)
    }
}

// The parameters of each request type. Unknown fields are refused, so that a misspelt
// optional field (`sead`) is an error rather than silently ignored.

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NoParams {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CheckCard {
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LoadCards {
    dir: Option<PathBuf>,
    cards: Option<Vec<CardSource>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardSource {
    name: String,
    source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    decks: Vec<String>,
    #[serde(default)]
    seed: u64,
    max_days: Option<u32>,
    /// `duel` (default), `2v2` or `ffa`: see docs/multiplayer.md.
    mode: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GameRef {
    game: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Submit {
    game: u64,
    player: u8,
    picks: Vec<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StateReq {
    game: u64,
    player: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EventsReq {
    game: u64,
    #[serde(default)]
    since: usize,
    limit: Option<usize>,
}

/// The protocol's state: the card pool new games are dealt from, and the games held.
///
/// [`Server::handle_line`] answers one request line; [`Server::serve`] runs the loop over
/// a reader and a writer (stdin and stdout for `altered serve --stdio`).
///
/// # Examples
///
/// ```
/// use altered::serve::Server;
/// let mut server = Server::new();
/// let hello = server.handle_line(br#"{"id": 1, "type": "hello"}"#);
/// assert!(hello.starts_with(r#"{"id":1,"ok":"#), "{hello}");
/// // A mistake is an error response, and the server goes on.
/// let bad = server.handle_line(b"not json");
/// assert!(bad.contains(r#""error":"#) && bad.contains("altered::protocol::"), "{bad}");
/// ```
#[derive(Default)]
pub struct Server {
    /// Shared, not owned: a pool is never changed in place (`load_cards` replaces it), so
    /// servers made from one pool need not copy its index and lexicon each.
    pool: Arc<CardPool>,
    games: BTreeMap<u64, Game>,
    /// The id of the last game created; ids are never reused, so a stale id cannot reach
    /// a newer game.
    last_id: u64,
}

impl Server {
    /// A server with an empty card pool and no game (send `load_cards` first).
    pub fn new() -> Server {
        Server::default()
    }

    /// A server whose card pool is `pool`, as `load_cards` would have made it. Give an
    /// `Arc<CardPool>` to share one pool between servers without copying it.
    ///
    /// # Examples
    ///
    /// ```
    /// use altered::{serve::Server, CardPool};
    /// let (pool, _) = CardPool::load_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/cards").as_ref()).unwrap();
    /// let mut server = Server::with_pool(pool);
    /// let list = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/decks/axiom.txt")).unwrap();
    /// let request = serde_json::json!({"id": 1, "type": "new_game", "seed": 7, "decks": [list.clone(), list]});
    /// let response: serde_json::Value = serde_json::from_str(&server.handle_line(request.to_string().as_bytes())).unwrap();
    /// assert!(response.get("ok").is_some(), "{response}");
    /// ```
    pub fn with_pool(pool: impl Into<Arc<CardPool>>) -> Server {
        Server {
            pool: pool.into(),
            ..Server::default()
        }
    }

    /// Answers every line of `input` on `output`, one response line per request line
    /// (blank lines are skipped), until the end of `input`. Only an I/O error of the
    /// reader or the writer stops it early.
    ///
    /// # Examples
    ///
    /// ```
    /// use altered::serve::Server;
    /// let input = b"{\"id\": 1, \"type\": \"hello\"}\n\n{\"id\": 2, \"type\": \"no_such_request\"}\n";
    /// let mut output = Vec::new();
    /// Server::new().serve(&input[..], &mut output).unwrap();
    /// let lines: Vec<&str> = std::str::from_utf8(&output).unwrap().lines().collect();
    /// assert_eq!(lines.len(), 2); // the blank line is skipped
    /// assert!(lines[0].contains(r#""ok":"#) && lines[1].contains(r#""error":"#), "{lines:?}");
    /// ```
    pub fn serve(&mut self, mut input: impl BufRead, mut output: impl Write) -> io::Result<()> {
        let mut line = Vec::new();
        loop {
            let response = match read_line(&mut input, &mut line)? {
                Line::Eof => return Ok(()),
                Line::TooLong => respond(Value::Null, Err(ServeError::LineTooLong)),
                Line::Complete => {
                    if line.iter().all(u8::is_ascii_whitespace) {
                        continue;
                    }
                    self.handle_line(&line)
                }
            };
            output.write_all(response.as_bytes())?;
            output.write_all(b"\n")?;
            output.flush()?;
        }
    }

    /// Answers one request line (without its newline) with one response line (without
    /// one). Never panics: a panic of the engine is answered with
    /// `altered::protocol::internal` and the game it happened in is ended.
    ///
    /// # Examples
    ///
    /// ```
    /// use altered::serve::Server;
    /// let mut server = Server::new();
    /// let source = "name: X\n\netb Draww a card.\n";
    /// let request = serde_json::json!({"id": 2, "type": "check_card", "source": source});
    /// let response: serde_json::Value = serde_json::from_str(&server.handle_line(request.to_string().as_bytes())).unwrap();
    /// assert_eq!(response["ok"]["status"], "error");
    /// assert_eq!(response["ok"]["diagnostics"][0]["code"], "altered::parse::missing_field");
    /// ```
    pub fn handle_line(&mut self, line: &[u8]) -> String {
        if line.len() > MAX_LINE {
            return respond(Value::Null, Err(ServeError::LineTooLong));
        }
        let Ok(text) = std::str::from_utf8(line) else {
            return respond(Value::Null, Err(ServeError::NotUtf8));
        };
        let request: Value = match serde_json::from_str(text) {
            Ok(v) => v,
            Err(e) => return respond(Value::Null, Err(ServeError::BadJson(e.to_string()))),
        };
        let mut fields = match request {
            Value::Object(m) => m,
            other => return respond(Value::Null, Err(ServeError::NotAnObject(json_kind(&other)))),
        };
        let id = fields.remove("id").unwrap_or(Value::Null);
        let kind = match fields.remove("type") {
            None => return respond(id, Err(ServeError::MissingType)),
            Some(Value::String(s)) => s,
            Some(other) => {
                let e = ServeError::InvalidField {
                    field: "type".into(),
                    message: format!("expected a string, found {}", json_kind(&other)),
                };
                return respond(id, Err(e));
            }
        };
        let game = fields.get("game").and_then(Value::as_u64);
        let result = panic::catch_unwind(AssertUnwindSafe(|| self.dispatch(&kind, fields)));
        let result = result.unwrap_or_else(|payload| {
            // The game may have been left half-changed: it cannot be trusted any more.
            if let Some(g) = game {
                self.games.remove(&g);
            }
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "no message".into());
            Err(ServeError::Internal(what))
        });
        respond(id, result)
    }

    fn dispatch(&mut self, kind: &str, fields: Map<String, Value>) -> Result<Value, ServeError> {
        match kind {
            "hello" => {
                params::<NoParams>(fields)?;
                Ok(json!({
                    "protocol": PROTOCOL_VERSION,
                    "server": concat!("altered ", env!("CARGO_PKG_VERSION")),
                    "limits": { "line_bytes": MAX_LINE, "games": MAX_GAMES, "events": MAX_EVENTS },
                }))
            }
            "check_card" => Ok(check_card(&params::<CheckCard>(fields)?.source, self.pool.lexicon())),
            "load_cards" => self.load_cards(params(fields)?),
            "new_game" => self.new_game(params(fields)?),
            "pending" => {
                let r: GameRef = params(fields)?;
                Ok(progress(self.game(r.game)?))
            }
            "submit" => {
                let r: Submit = params(fields)?;
                let game = self.game_mut(r.game)?;
                game.submit(Choice {
                    player: PlayerId(r.player),
                    picks: r.picks.into(),
                })?;
                Ok(progress(game))
            }
            "state" => {
                let r: StateReq = params(fields)?;
                let game = self.game(r.game)?;
                let players = game.state().player_count();
                if usize::from(r.player) >= players {
                    return Err(ServeError::UnknownPlayer {
                        player: r.player,
                        players,
                    });
                }
                Ok(view_json(game, game.view(PlayerId(r.player))))
            }
            "events" => {
                let r: EventsReq = params(fields)?;
                let events = self.game(r.game)?.events();
                let total = events.len();
                let start = r.since.min(total);
                let end = start + r.limit.unwrap_or(MAX_EVENTS).min(MAX_EVENTS).min(total - start);
                Ok(json!({ "events": &events[start..end], "next": end, "total": total }))
            }
            "end_game" => {
                let r: GameRef = params(fields)?;
                self.games.remove(&r.game).ok_or(ServeError::UnknownGame(r.game))?;
                Ok(json!({}))
            }
            other => Err(ServeError::UnknownType(other.to_owned())),
        }
    }

    fn game(&self, id: u64) -> Result<&Game, ServeError> {
        self.games.get(&id).ok_or(ServeError::UnknownGame(id))
    }

    fn game_mut(&mut self, id: u64) -> Result<&mut Game, ServeError> {
        self.games.get_mut(&id).ok_or(ServeError::UnknownGame(id))
    }

    /// Builds a new pool from the folder and then the listed cards, and puts it in place
    /// of the old one only if every listed card compiled: a bad request changes nothing.
    /// Games already started keep their cards.
    fn load_cards(&mut self, r: LoadCards) -> Result<Value, ServeError> {
        if r.dir.is_none() && r.cards.is_none() {
            return Err(ServeError::InvalidField {
                field: "dir".into(),
                message: "give `dir`, `cards` or both".into(),
            });
        }
        let (mut pool, skipped) = match &r.dir {
            Some(dir) => CardPool::load_dir(dir).map_err(ServeError::CardsNotRead)?,
            None => (CardPool::new(), Vec::new()),
        };
        for (index, card) in r.cards.iter().flatten().enumerate() {
            pool.add_source(Path::new(&card.name), &card.source)
                .map_err(|error| ServeError::BadCard { index, error })?;
        }
        if pool.len() > MAX_POOL {
            return Err(ServeError::TooManyCards);
        }
        // A folder with no card in it (a wrong path, an empty checkout) would leave the
        // server with no cards, and the next `new_game` failing on an unknown card.
        if pool.is_empty() {
            return Err(ServeError::NoCards);
        }
        self.pool = Arc::new(pool);
        let skipped: Vec<Value> = skipped.iter().map(|e| json!({ "message": e.to_string() })).collect();
        Ok(json!({ "cards": self.pool.len(), "skipped": skipped }))
    }

    fn new_game(&mut self, r: NewGame) -> Result<Value, ServeError> {
        if self.games.len() >= MAX_GAMES {
            return Err(ServeError::TooManyGames);
        }
        if let Some(days) = r.max_days {
            if !(1..=MAX_DAYS).contains(&days) {
                return Err(ServeError::InvalidField {
                    field: "max_days".into(),
                    message: format!("{days} is not between 1 and {MAX_DAYS}"),
                });
            }
        }
        let mode: Mode = match r.mode.as_deref().map(str::parse) {
            None => Mode::Duel,
            Some(Ok(mode)) => mode,
            Some(Err(e)) => {
                return Err(ServeError::InvalidField {
                    field: "mode".into(),
                    message: e.to_string(),
                })
            }
        };
        let mut builder = Game::builder().seed(r.seed).mode(mode);
        if let Some(days) = r.max_days {
            builder = builder.max_days(days);
        }
        for (index, text) in r.decks.iter().enumerate() {
            let deck = Deck::parse(&format!("deck {index}"), text, &self.pool)
                .map_err(|error| ServeError::BadDeck { index, error })?;
            builder = builder.deck(deck);
        }
        let game = builder.build().map_err(ServeError::Setup)?;
        self.last_id += 1;
        let id = self.last_id;
        let mut answer = progress(&game);
        answer["game"] = id.into();
        answer["players"] = game.state().player_count().into();
        if !mode.is_duel() {
            answer["mode"] = mode.to_string().into();
        }
        self.games.insert(id, game);
        Ok(answer)
    }
}

/// Deserializes a request's fields (without `id` and `type`) into its parameters; a
/// missing, unknown or mistyped field is named by its path (`cards[2].source`).
fn params<T: DeserializeOwned>(fields: Map<String, Value>) -> Result<T, ServeError> {
    serde_path_to_error::deserialize(Value::Object(fields)).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let message = inner.to_string();
        // serde names a missing or unknown field in its message, not in the path.
        let field = if path == "." {
            backticked(&message).unwrap_or_else(|| ".".into())
        } else {
            path
        };
        ServeError::InvalidField { field, message }
    })
}

/// The first `` `name` `` of a serde message: the field it is about.
fn backticked(message: &str) -> Option<String> {
    let start = message.find('`')? + 1;
    let len = message[start..].find('`')?;
    Some(message[start..start + len].to_owned())
}

fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn respond(id: Value, result: Result<Value, ServeError>) -> String {
    let body = match result {
        Ok(ok) => json!({ "id": id, "ok": ok }),
        Err(e) => json!({ "id": id, "error": e.to_json() }),
    };
    body.to_string()
}

/// Where a game stands: the decision it waits for (null once over) and how it ended.
fn progress(game: &Game) -> Value {
    json!({ "pending": game.pending(), "outcome": game.outcome() })
}

/// The report on one card file, checked against the server's pool's lexicon (its
/// declarations and token cards, docs/declarations.md).
fn check_card(source: &str, lexicon: &altered_interpreter::Lexicon) -> Value {
    let report = altered_interpreter::check_source_in(source, lexicon);
    let lines = crate::diagnostic_json::LineIndex::new(source);
    let diagnostics: Vec<_> = report
        .diagnostics
        .iter()
        .map(|d| crate::diagnostic_json::diagnostic_json(&lines, d.as_ref()))
        .collect();
    json!({ "status": report.status.as_str(), "diagnostics": diagnostics })
}

/// A card whose face the player may see.
#[derive(Serialize)]
struct CardJson<'a> {
    id: u16,
    name: &'a str,
    kind: altered_engine::Kind,
    hand_cost: u8,
    reserve_cost: u8,
    stats: [i32; 3],
    status: altered_engine::Statuses,
    boosts: u16,
}

fn cards_json<'a>(view: &PlayerView<'a>, zone: Zone) -> Vec<CardJson<'a>> {
    view.zone(zone)
        .into_iter()
        .map(|c| CardJson {
            id: c.id.0,
            name: c.name,
            kind: c.kind,
            hand_cost: c.costs.0,
            reserve_cost: c.costs.1,
            stats: c.stats,
            status: c.status,
            boosts: c.boosts,
        })
        .collect()
}

/// A player's view as JSON: only what [`PlayerView`] shows (their own Hand and Mana Orbs'
/// faces, every visible zone, counts of the rest).
fn view_json(game: &Game, view: PlayerView<'_>) -> Value {
    let me = view.me();
    let players: Vec<Value> = (0..view.players())
        .map(|i| {
            let p = PlayerId(i as u8);
            let (ready, exhausted) = view.orbs(p);
            let expedition = |side: Side| {
                json!({
                    "region": view.marker(p, side),
                    "stats": view.expedition_stats(p, side),
                    "cards": cards_json(&view, Zone::Expedition(p, side)),
                })
            };
            let mut seat = json!({
                "player": i,
                "hero": cards_json(&view, Zone::HeroZone(p)),
                "deck": view.count(Zone::Deck(p)),
                "hand_count": view.count(Zone::Hand(p)),
                "reserve": cards_json(&view, Zone::Reserve(p)),
                "landmarks": cards_json(&view, Zone::Landmarks(p)),
                "discard": cards_json(&view, Zone::Discard(p)),
                "mana": { "ready": ready, "exhausted": exhausted },
                "expeditions": { "hero": expedition(Side::Hero), "companion": expedition(Side::Companion) },
            });
            // A player's own Hand and Mana Orbs' faces; nobody else's (CR 3.2.5.b, 3.2.9.d).
            if p == me {
                seat["hand"] = json!(cards_json(&view, Zone::Hand(p)));
                seat["mana"]["cards"] = json!(cards_json(&view, Zone::Mana(p)));
            }
            seat
        })
        .collect();
    let mut shown = json!({
        "me": me,
        "day": view.day(),
        "phase": view.phase(),
        "first_player": view.first_player(),
        "regions": view.regions(),
        "players": players,
        "limbo": cards_json(&view, Zone::Limbo),
        "to_decide": game.pending().map(|d| d.player),
        "outcome": game.outcome(),
    });
    // Four players: the mode, who faces whom and (2v2) the teams; a duel's view is as it
    // was before modes.
    let mode = game.state().mode();
    if !mode.is_duel() {
        shown["mode"] = mode.to_string().into();
        for (i, seat) in shown["players"].as_array_mut().into_iter().flatten().enumerate() {
            let p = PlayerId(i as u8);
            for (side, key) in [(Side::Hero, "hero"), (Side::Companion, "companion")] {
                seat["expeditions"][key]["facing"] = mode.facing(p, side).0 .0.into();
            }
            if let Some(team) = mode.team(p) {
                seat["team"] = team.into();
            }
            // The eight regions of the table this seat's Expeditions travel, Hero region
            // first (docs/multiplayer.md draws the table).
            seat["path"] = json!((0..=altered_engine::LAST_REGION)
                .map(|k| mode.region(p, k))
                .collect::<Vec<_>>());
        }
    }
    // CR 3.2.1.d: the Terrain Markers, oldest first, only once there is one (a view of a
    // game without markers is as it was).
    let markers = view.terrain_markers();
    if !markers.is_empty() {
        shown["terrain_markers"] = json!(markers
            .iter()
            .map(|m| json!({ "region": m.region, "terrains": m.terrains }))
            .collect::<Vec<_>>());
        shown["region_terrains"] = json!(view.region_terrains());
    }
    shown
}

enum Line {
    Complete,
    TooLong,
    Eof,
}

/// Reads one line into `buf` (without its `\n`), holding at most [`MAX_LINE`] bytes: the
/// rest of a longer line is read and dropped, so no line can grow memory.
fn read_line<R: BufRead>(input: &mut R, buf: &mut Vec<u8>) -> io::Result<Line> {
    buf.clear();
    // The line itself, then its `\r\n`: a line of exactly MAX_LINE bytes ended by `\r\n`
    // is accepted, as docs/protocol.md says.
    let limit = MAX_LINE as u64 + 2;
    let n = io::Read::take(&mut *input, limit).read_until(b'\n', buf)?;
    if n == 0 {
        return Ok(Line::Eof);
    }
    let ended = buf.last() == Some(&b'\n');
    if ended {
        buf.pop();
        if buf.last() == Some(&b'\r') {
            buf.pop();
        }
    }
    if buf.len() <= MAX_LINE {
        // A whole line, or the last one without a newline before the end of input.
        return Ok(Line::Complete);
    }
    if ended {
        buf.clear();
        return Ok(Line::TooLong);
    }
    buf.clear();
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(Line::TooLong);
        }
        match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => {
                input.consume(i + 1);
                return Ok(Line::TooLong);
            }
            None => {
                let len = chunk.len();
                input.consume(len);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(server: &mut Server, line: &str) -> Value {
        serde_json::from_str(&server.handle_line(line.as_bytes())).unwrap()
    }

    fn code(v: &Value) -> &str {
        v["error"]["code"].as_str().unwrap_or("")
    }

    #[test]
    fn every_code_is_documented() {
        let docs = include_str!("../docs/protocol.md");
        let errors = [
            ServeError::LineTooLong,
            ServeError::NotUtf8,
            ServeError::BadJson(String::new()),
            ServeError::NotAnObject(""),
            ServeError::MissingType,
            ServeError::UnknownType(String::new()),
            ServeError::InvalidField {
                field: String::new(),
                message: String::new(),
            },
            ServeError::UnknownGame(0),
            ServeError::TooManyGames,
            ServeError::UnknownPlayer { player: 0, players: 0 },
            ServeError::BadDeck {
                index: 0,
                error: DeckError::Empty,
            },
            ServeError::Setup(SetupError::PlayerCount(0)),
            ServeError::CardsNotRead(PoolError::Io {
                path: PathBuf::new(),
                message: String::new(),
            }),
            ServeError::BadCard {
                index: 0,
                error: PoolError::Io {
                    path: PathBuf::new(),
                    message: String::new(),
                },
            },
            ServeError::TooManyCards,
            ServeError::NoDecision(ChoiceError::NoDecision),
            ServeError::WrongPlayer(ChoiceError::NoDecision),
            ServeError::WrongCount(ChoiceError::NoDecision),
            ServeError::OptionOutOfRange(ChoiceError::NoDecision),
            ServeError::DuplicatePick(ChoiceError::NoDecision),
            ServeError::IllegalChoice(ChoiceError::NoDecision),
            ServeError::Internal(String::new()),
        ];
        let mut seen = std::collections::HashSet::new();
        for e in &errors {
            let code = e.code();
            assert!(code.starts_with("altered::protocol::"), "{code}");
            assert!(seen.insert(code.clone()), "{code} is used twice");
            assert!(docs.contains(&format!("`{code}`")), "{code} is not in docs/protocol.md");
        }
        for t in TYPES {
            assert!(
                docs.contains(&format!("\"type\": \"{t}\"")),
                "no example of `{t}` in docs/protocol.md"
            );
        }
    }

    #[test]
    fn a_field_of_the_wrong_type_is_named_by_its_path() {
        let mut s = Server::new();
        let r = ask(
            &mut s,
            r#"{"id":1,"type":"load_cards","cards":[{"name":"a","source":7}]}"#,
        );
        assert_eq!(code(&r), "altered::protocol::invalid_field");
        assert_eq!(r["error"]["field"], "cards[0].source");
        assert_eq!(r["id"], 1);
    }

    #[test]
    fn a_missing_or_unknown_field_is_named() {
        let mut s = Server::new();
        let r = ask(&mut s, r#"{"id":"a","type":"submit","game":1,"player":0}"#);
        assert_eq!(r["error"]["field"], "picks", "{r}");
        let r = ask(&mut s, r#"{"id":"b","type":"new_game","decks":[],"sead":3}"#);
        assert_eq!(r["error"]["field"], "sead", "{r}");
        assert_eq!(r["id"], "b");
    }

    #[test]
    fn a_long_line_is_skipped_without_being_held() {
        let mut input = vec![b'x'; MAX_LINE * 3];
        input.extend_from_slice(b"\n{\"id\":2,\"type\":\"hello\"}\n");
        let mut reader = io::BufReader::with_capacity(4096, &input[..]);
        let mut buf = Vec::new();
        assert!(matches!(read_line(&mut reader, &mut buf).unwrap(), Line::TooLong));
        assert!(buf.capacity() <= 2 * (MAX_LINE + 1), "held {} bytes", buf.capacity());
        assert!(matches!(read_line(&mut reader, &mut buf).unwrap(), Line::Complete));
        assert_eq!(buf, br#"{"id":2,"type":"hello"}"#);
        assert!(matches!(read_line(&mut reader, &mut buf).unwrap(), Line::Eof));
    }

    #[test]
    fn a_line_of_exactly_the_limit_is_read() {
        let mut input = vec![b' '; MAX_LINE];
        input.push(b'\n');
        let mut buf = Vec::new();
        assert!(matches!(read_line(&mut &input[..], &mut buf).unwrap(), Line::Complete));
        assert_eq!(buf.len(), MAX_LINE);
    }

    #[test]
    fn a_line_of_exactly_the_limit_ended_by_crlf_is_read() {
        let mut input = vec![b' '; MAX_LINE];
        input.extend_from_slice(b"\r\n{\"id\":2}\n");
        let mut reader = &input[..];
        let mut buf = Vec::new();
        assert!(matches!(read_line(&mut reader, &mut buf).unwrap(), Line::Complete));
        assert_eq!(buf.len(), MAX_LINE);
        assert!(matches!(read_line(&mut reader, &mut buf).unwrap(), Line::Complete));
        assert_eq!(buf, br#"{"id":2}"#);
    }

    #[test]
    fn a_line_one_byte_over_the_limit_is_too_long_whatever_its_ending() {
        for ending in [&b"\n"[..], b"\r\n", b""] {
            let mut input = vec![b' '; MAX_LINE + 1];
            input.extend_from_slice(ending);
            input.extend_from_slice(b"{}\n");
            let mut reader = &input[..];
            let mut buf = Vec::new();
            assert!(matches!(read_line(&mut reader, &mut buf).unwrap(), Line::TooLong));
            if !ending.is_empty() {
                assert!(matches!(read_line(&mut reader, &mut buf).unwrap(), Line::Complete));
                assert_eq!(buf, b"{}");
            }
        }
    }

    #[test]
    fn a_folder_without_cards_leaves_the_pool_as_it_was() {
        let mut s = Server::new();
        let r = ask(
            &mut s,
            &json!({"id": 1, "type": "load_cards", "dir": "cards"}).to_string(),
        );
        let before = r["ok"]["cards"].as_u64().expect("cards/ loads");
        assert!(before > 800, "{r}");
        let empty = tempfile::tempdir().unwrap();
        let req = json!({"id": 2, "type": "load_cards", "dir": empty.path().to_str().unwrap()});
        let r = ask(&mut s, &req.to_string());
        assert_eq!(code(&r), "altered::protocol::no_cards", "{r}");
        assert_eq!(r["error"]["field"], "dir");
        assert_eq!(s.pool.len() as u64, before);
    }

    #[test]
    fn a_bad_card_list_leaves_the_pool_as_it_was() {
        let mut s = Server::new();
        let good = std::fs::read_to_string("cards/axiom/dredger-drone.card").unwrap();
        let req = json!({"id": 1, "type": "load_cards", "cards": [{"name": "drone.card", "source": good}]});
        let r = ask(&mut s, &req.to_string());
        assert_eq!(r["ok"]["cards"], 1, "{r}");
        let req = json!({"id": 2, "type": "load_cards",
            "cards": [{"name": "drone.card", "source": good}, {"name": "bad.card", "source": "name: x"}]});
        let r = ask(&mut s, &req.to_string());
        assert_eq!(code(&r), "altered::protocol::bad_card", "{r}");
        assert_eq!(r["error"]["field"], "cards[1]");
        assert_eq!(s.pool.len(), 1);
    }
}
