# Writes fuzz/decks/: for each faction, decks of the faction's cards that no bundled deck
# (decks/*.txt) holds, one copy of each card file, so that the `game` target plays every
# card of the pool and not only the bundled decks' third of it.
#
#     python3 fuzz/decks_gen.py        # from the repository's root
#
# Each deck is one of the faction's Heroes (those of no bundled deck first, one print of each
# name before another) and up to 39 cards, in the order of the file names; the last deck is
# filled up to 39 with the faction's bundled cards. They are legal in Limited (CR 1.1.5: 30
# cards or more, one Hero, one faction), not in Standard (more than 15 Rares).
import glob, os, re

FACTIONS = ["axiom", "bravos", "lyra", "muna", "ordis", "yzmir"]
NOT_IN_DECKS = ("Hero", "Token", "Mana")


def card(path):
    fields = {}
    for line in open(path):
        m = re.match(r"^(name|type|refs): (.*)$", line)
        if m:
            fields[m[1]] = m[2]
    # The card's own print: the first reference (a Rare's shifted print names another faction).
    return {"file": path, "name": fields["name"], "type": fields["type"].split()[0], "ref": fields["refs"].split(",")[0].split()[0],
            "refs": {r.split()[0] for r in fields["refs"].split(",")}}


def bundled_refs():
    refs = set()
    for path in glob.glob("decks/*.txt"):
        for line in open(path):
            if line.strip() and not line.startswith(("#", "//")):
                refs.add(line.split()[1])
    return refs


def main():
    used = bundled_refs()
    os.makedirs("fuzz/decks", exist_ok=True)
    for faction in FACTIONS:
        cards = [card(p) for p in sorted(glob.glob(f"cards/{faction}/*.card"))]
        # The Heroes no bundled deck has first, one print of each name before a second.
        heroes, rank = [], {}
        for c in cards:
            if c["type"] == "Hero":
                rank[c["name"]] = rank.get(c["name"], -1) + 1
                heroes.append((bool(c["refs"] & used), rank[c["name"]], c))
        heroes = [c for _, _, c in sorted(heroes, key=lambda h: h[:2])]
        playable = [c for c in cards if c["type"] not in NOT_IN_DECKS]
        fresh = [c for c in playable if not (c["refs"] & used)]
        bundled = [c for c in playable if c["refs"] & used]
        decks = [fresh[i:i + 39] for i in range(0, len(fresh), 39)]
        if decks and len(decks[-1]) < 39:
            decks[-1] += bundled[: 39 - len(decks[-1])]
        for n, deck in enumerate(decks, 1):
            hero = heroes[(n - 1) % len(heroes)]
            name = f"fuzz/decks/{faction}-{n}.txt"
            with open(name, "w") as out:
                out.write(f"# {faction.capitalize()} {n}: made by fuzz/decks_gen.py, cards no bundled deck holds\n")
                out.write(f"1 {hero['ref']}\n")
                for c in deck:
                    out.write(f"1 {c['ref']}\n")
            print(name, len(deck), "cards +", os.path.basename(hero["file"]))


main()
