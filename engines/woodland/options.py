"""The woodland game options: faction seats and the house rulings players may change."""

from __future__ import annotations

from typing import Any

from engines.core.options import GameOption, OptionError
from engines.woodland.maps import MAP_KEYS

FACTION_IDS = ("lost_powers", "marquise", "eyrie", "alliance", "vagabond")
DEFAULT_FACTIONS = "lost_powers,marquise,vagabond,eyrie,alliance"  # every prefix keeps the Lost Powers in
HEAD_START = ("marquise_vs_lost_powers=6,vagabond_vs_lost_powers=9,vagabond_vs_marquise=12,"
              "lost_powers_vs_eyrie=6,lost_powers_vs_alliance=4,marquise_vs_eyrie=1,alliance_vs_marquise=11,"
              "alliance_vs_eyrie=5,vagabond_vs_eyrie=14,vagabond_vs_alliance=11")

OPTIONS = (
    GameOption("factions", "Factions in seat order", DEFAULT_FACTIONS, source="house",
               per_seat=True, choices=FACTION_IDS,
               words=(("lost_powers", "the Lost Powers"), ("marquise", "the Marquise de Cat"),
                      ("eyrie", "the Eyrie Dynasties"), ("alliance", "the Woodland Alliance"),
                      ("vagabond", "the Vagabond")),
               help="Faction ids in seat order, comma separated (lost_powers, marquise, eyrie, alliance, "
                    "vagabond); the first N are used for N players."),
    GameOption("map", "Map", "autumn", choices=MAP_KEYS, source="rulebook",
               words=(("autumn", "Autumn (printed suits)"), ("winter", "Winter (suits dealt at random)")),
               help="Autumn (printed suits) or Winter (suits dealt at random from the suit markers, Law C.1)."),
    GameOption("head_start", "Two-player head starts (VP)", HEAD_START, source="house", printed="",
               help="Balance for two-player games, measured with the bots (docs/balance-woodland.md): "
                    "FACTION_vs_OPPONENT=VP entries give FACTION that many points at the start when the two "
                    "play each other; empty for none."),
    GameOption("first_player", "First player", "random", choices=("random", "seat1"), source="rulebook",
               words=(("random", "Drawn at random"), ("seat1", "The first seat")),
               help="Law 5.1: the first player is chosen at random; seat1 lets the first seat start."),
    GameOption("round_limit", "Round limit", 50, minimum=0, maximum=500, source="house", words=(("0", "none"),),
               help="A safety net for bot games: after this many rounds the highest score wins."),
    GameOption("lp_start_elders", "Lost Powers starting Elders", 0, minimum=0, maximum=5, source="house",
               help="LP-GAP-4: the rulebook places no Elder at setup; this many may be placed when the Lost Powers "
                    "set up, last of all factions."),
    GameOption("lp_evening_draw", "Lost Powers Evening draw", 0, minimum=0, maximum=3, source="house",
               help="LP-GAP-5: LP.6 has no draw step; this many cards are drawn after Cycle."),
    GameOption("retire_limit", "Lost Powers retires per Evening", 1, minimum=1, maximum=4, source="house",
               help="LP-GAP-14: 'spend a follower' reads as one follower per Evening."),
    GameOption("seek_return", "Seek returns", "drawn", choices=("drawn", "any"), source="house",
               words=(("drawn", "the card just drawn"), ("any", "any card from hand")),
               help="LP-GAP-13: after drawing, put any card from hand (any) or the drawn card (drawn) on the "
                    "top or bottom of the deck."),
    GameOption("retire_items", "Retired items score", False, source="house",
               help="LP-GAP-14: a retired item card's 'take the item and score it' counts as an immediate effect "
                    "(LP-6.1-b); off: items are not immediate effects, so only Uprisings resolve."),
    GameOption("fallen_rule", "Fallen Elder counts for rule", 0, minimum=0, maximum=1, source="house",
               help="LP-GAP-8: an upright Elder counts three; a fallen one counts this much."),
)


REACH_WANTED = {2: 17, 3: 18, 4: 21, 5: 25}  # Root's suggested least total reach by player count


def reach_note(text: str, players: int) -> str:
    """Each chosen faction's reach, their sum, and Root's suggested least sum for this many players: a setup
    hint only, never a rule (the Lost Powers' reach is a house value, LP-GAP-2). Raises ValueError for
    factions that cannot play."""
    from engines.woodland.factions.base import FACTIONS

    ids = parse_factions(text, players)  # a bad set is refused with its reason (the dialog shows it)
    parts = ", ".join(f"{FACTIONS[key].name} {FACTIONS[key].reach}" for key in ids)
    total = sum(FACTIONS[key].reach for key in ids)
    wanted = REACH_WANTED.get(players, 0)
    verdict = "met" if total >= wanted else "below it; a hint, not a rule"
    return f"Reach: {parts}; total {total}. Root suggests at least {wanted} for {players} players ({verdict})."


def parse_head_start(text: str) -> dict[tuple[str, str], int]:
    """``vagabond_vs_marquise=11`` -> {("vagabond", "marquise"): 11}; refuses unknown factions or bad numbers."""
    found: dict[tuple[str, str], int] = {}
    for entry in (p.strip() for p in text.split(",") if p.strip()):
        pair, _, value = entry.partition("=")
        who, _, against = pair.strip().partition("_vs_")
        if who not in FACTION_IDS or against not in FACTION_IDS or not value.strip().isdigit():
            raise OptionError(f"head_start takes FACTION_vs_OPPONENT=VP entries, not {entry!r}")
        found[(who, against)] = int(value)
    return found


def faction_words(faction: str) -> str:
    """'the Lost Powers' for 'lost_powers'."""
    return dict(OPTIONS[0].words).get(faction, faction)


def head_start_rules(players: int, options: dict[str, Any]) -> list[str]:
    """The head starts in play, in words: only two-player games have them."""
    if players != 2:
        return []
    factions = parse_factions(str(options.get("factions", "")), players)[:2]
    start = parse_head_start(str(options.get("head_start", "")))
    names = {key: faction_words(key) for key in FACTION_IDS}
    given = [f"{names[who]} starts with {start[(who, against)]} VP against {names[against]}"
             for who, against in (factions, factions[::-1]) if start.get((who, against))]
    return [f"Two-player head start (not printed): {', '.join(given)}."] if given else []


def parse_factions(text: str, players: int) -> list[str]:
    """The faction ids of the seats; refuses unknown or repeated ids and too few for the players."""
    ids = [t.strip() for t in text.split(",") if t.strip()]
    unknown = [t for t in ids if t not in FACTION_IDS]
    if unknown:
        raise OptionError(f"unknown faction {unknown[0]!r} (factions: {', '.join(FACTION_IDS)})")
    if len(set(ids)) != len(ids):
        raise OptionError("each faction can be played by one seat only")
    if len(ids) < players:
        raise OptionError(f"{players} players need {players} factions, not {len(ids)}: {text}")
    return ids[:players]
