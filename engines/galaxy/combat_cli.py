"""`starboard galaxy combat`: the odds of a battle, played many times with the game's own combat rules.

    starboard galaxy combat --attacker "dreadnought=2,fighter=3" --defender "cruiser=3" [--ground]
        [--attacker-upgrades cruiser_2,fighter_2] [--defender-upgrades ...] [--trials N] [--json]
        [--attacker-technologies assault_cannon] [--defender-technologies ...]
        [--attacker-faction argent] [--defender-faction ...]

prints ``{"attacker_win": ..., "defender_win": ..., "draw": ...}`` (fractions of the trials) with
``--json``, else one sentence. Units are the unit ids, upgrades the unit upgrade ids; technologies are any
technology ids (those the odds play: ``combat.seen``, e.g. Assault Cannon, Magen Defense Grid) and a faction
brings its faction units and the combat abilities ``combat.seen`` counts (Ambush, Raid Formation...).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from engines.galaxy.combat.odds import DEFAULT_TRIALS, Odds, odds, side_of
from engines.galaxy.content.factions import factions
from engines.galaxy.content.technologies import every_technology
from engines.galaxy.content.units import GROUND_FORCES, KINDS, SHIPS, STRUCTURES, upgrades


class BattleError(ValueError):
    """A battle the tool cannot play, said in one line."""


def add_combat_parser(commands: Any) -> None:
    fight = commands.add_parser("combat", help="the odds of a space combat or an invasion")
    fight.add_argument("--attacker", required=True, help='units, e.g. "dreadnought=2,fighter=3"')
    fight.add_argument("--defender", required=True, help='units, e.g. "cruiser=3"')
    fight.add_argument("--ground", action="store_true", help="an invasion: bombardment, PDS, ground combat")
    fight.add_argument("--attacker-upgrades", default="", help="unit upgrade ids, e.g. cruiser_2,fighter_2")
    fight.add_argument("--defender-upgrades", default="", help="unit upgrade ids")
    fight.add_argument("--attacker-technologies", default="", help="technology ids, e.g. assault_cannon")
    fight.add_argument("--defender-technologies", default="", help="technology ids")
    fight.add_argument("--attacker-faction", default="", help="a faction id, e.g. argent")
    fight.add_argument("--defender-faction", default="", help="a faction id")
    fight.add_argument("--trials", type=int, default=DEFAULT_TRIALS)
    fight.add_argument("--seed", type=int, default=1)
    fight.add_argument("--json", action="store_true", help="print one JSON line")


def parse_units(text: str, side: str) -> dict[str, int]:
    """"dreadnought=2,fighter=3" -> {"dreadnought": 2, "fighter": 3}; a mistake names the side and the part."""
    found: dict[str, int] = {}
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        kind, sep, number = part.partition("=")
        kind = kind.strip()
        if kind not in KINDS:
            raise BattleError(f"{side}: unknown unit {kind!r} (units: {', '.join(KINDS)})")
        if not sep:
            number = "1"
        if not number.strip().isdigit() or int(number) <= 0:
            raise BattleError(f"{side}: {part!r} needs a positive count, as in {kind}=2")
        found[kind] = found.get(kind, 0) + int(number)
    if not found:
        raise BattleError(f"{side}: no units given")
    return found


def parse_upgrades(text: str, side: str) -> list[str]:
    chosen = [u.strip() for u in text.split(",") if u.strip()]
    unknown = [u for u in chosen if u not in upgrades()]
    if unknown:
        raise BattleError(f"{side}: unknown upgrade {unknown[0]!r} (upgrades: {', '.join(upgrades())})")
    return chosen


def parse_technologies(text: str, side: str) -> list[str]:
    chosen = [t.strip() for t in text.split(",") if t.strip()]
    unknown = [t for t in chosen if t not in every_technology()]
    if unknown:
        raise BattleError(f"{side}: unknown technology {unknown[0]!r} (for example assault_cannon)")
    return chosen


def parse_faction(text: str, side: str) -> str:
    faction = text.strip()
    if faction and faction not in factions():
        raise BattleError(f"{side}: unknown faction {faction!r} (factions: {', '.join(sorted(factions()))})")
    return faction


def check_battle(attacker: dict[str, int], defender: dict[str, int], ground: bool) -> None:
    if not ground:
        for side, units in (("attacker", attacker), ("defender", defender)):
            wrong = [k for k in units if k not in SHIPS]
            if wrong:
                raise BattleError(f"{side}: {wrong[0]} does not fight in space; use --ground for an invasion")
        return
    wrong = [k for k in attacker if k in STRUCTURES]
    if wrong:
        raise BattleError(f"attacker: a {wrong[0]} cannot invade")
    if not any(k in GROUND_FORCES for k in attacker):
        raise BattleError("attacker: an invasion needs infantry or mechs")
    wrong = [k for k in defender if k in SHIPS]
    if wrong:
        raise BattleError(f"defender: ships ({wrong[0]}) take no part in an invasion; list ground forces and PDS")


def battle_odds(args: argparse.Namespace) -> Odds:
    attacker = parse_units(args.attacker, "attacker")
    defender = parse_units(args.defender, "defender")
    check_battle(attacker, defender, args.ground)
    if args.trials <= 0:
        raise BattleError("--trials must be at least 1")
    combat = "ground" if args.ground else "space"
    ours = side_of(0, attacker, [*parse_upgrades(args.attacker_upgrades, "attacker"),
                                 *parse_technologies(args.attacker_technologies, "attacker")],
                   parse_faction(args.attacker_faction, "attacker"), combat)
    theirs = side_of(1, defender, [*parse_upgrades(args.defender_upgrades, "defender"),
                                   *parse_technologies(args.defender_technologies, "defender")],
                     parse_faction(args.defender_faction, "defender"), combat)
    return odds(ours, theirs, ground=args.ground, trials=args.trials, seed=args.seed)


def run_combat(args: argparse.Namespace) -> str:
    result = battle_odds(args)
    if args.json:
        return json.dumps({"attacker_win": result.attacker_win, "defender_win": result.defender_win,
                           "draw": result.draw})
    return (f"attacker wins {result.attacker_win:.1%}, defender wins {result.defender_win:.1%}, "
            f"draw {result.draw:.1%} ({result.trials} battles)")
