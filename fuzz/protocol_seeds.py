#!/usr/bin/env python3
"""Writes the protocol target's game seeds (fuzz/seeds/protocol/game-*.jsonl).

Each is a session that plays part of a real game through `altered serve --stdio`: a
`new_game` of two bundled decks (their comment lines left out, to leave room), a `state`,
then `submit`s of legal picks (random, from the seed) until 64 requests or 4 KiB (the volume
mode's `-max_len`), and an `events`. Without them the target's inputs almost never made a
game, and it fuzzed the card checker the card targets already fuzz (RELIABILITY.md,
session 14).

    cargo build && python3 fuzz/protocol_seeds.py target/debug/altered
"""
import json
import random
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GAMES = [("axiom", "bravos", 7), ("lyra", "muna", 11), ("ordis", "yzmir", 23)]
MAX_BYTES = 4000


def deck(name):
    lines = (REPO / "decks" / f"{name}.txt").read_text().splitlines()
    return "".join(l + "\n" for l in lines if l.strip() and not l.startswith(("#", "//")))


def session(altered, deck_a, deck_b, seed):
    rng = random.Random(seed)
    server = subprocess.Popen(
        [altered, "serve", "--stdio", "--cards", str(REPO / "cards")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    lines = []

    def ask(request):
        line = json.dumps(request, separators=(",", ":"))
        lines.append(line)
        server.stdin.write(line + "\n")
        server.stdin.flush()
        answer = json.loads(server.stdout.readline())
        assert "ok" in answer, answer
        return answer["ok"]

    game = ask({"type": "new_game", "seed": seed, "decks": [deck(deck_a), deck(deck_b)]})
    ask({"type": "state", "game": game["game"], "player": 0})
    pending = game["pending"]
    size = lambda: sum(len(l) + 1 for l in lines)
    while pending and len(lines) < 62:
        picks = rng.sample(range(len(pending["options"])), pending["picks"])
        request = {"type": "submit", "game": game["game"], "player": pending["player"], "picks": picks}
        if size() + len(json.dumps(request, separators=(",", ":"))) + 1 > MAX_BYTES:
            break
        pending = ask(request)["pending"]
    ask({"type": "events", "game": game["game"], "since": 0, "limit": 5})
    server.stdin.close()
    server.wait()
    return "".join(l + "\n" for l in lines)


def main():
    altered = sys.argv[1] if len(sys.argv) > 1 else str(REPO / "target/debug/altered")
    for a, b, seed in GAMES:
        path = REPO / "fuzz/seeds/protocol" / f"game-{a}-{b}.jsonl"
        text = session(altered, a, b, seed)
        path.write_text(text)
        print(f"{path.relative_to(REPO)}: {text.count(chr(10))} requests, {len(text)} bytes")


if __name__ == "__main__":
    main()
