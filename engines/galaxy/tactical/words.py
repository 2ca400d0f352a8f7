"""Option labels and log lines of the tactical action, in our own words (``engines/galaxy/words.py`` asks here)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.galaxy.amounts import amount
from engines.galaxy.state import TIState
from engines.galaxy.tactical import actions as ac
from engines.galaxy.tactical import events as ev

UNIT_NAMES = {"war_sun": "war sun", "space_dock": "space dock", "pds": "PDS"}
PURPOSES = {"space_combat": "space combat", "ground_combat": "ground combat", "combat": "combat",
            "anti_fighter_barrage": "ANTI-FIGHTER BARRAGE", "space_cannon": "SPACE CANNON",
            "bombardment": "BOMBARDMENT"}
REASONS = {"capacity": "over capacity", "fleet": "over the fleet pool", "gravity rift": "lost in a gravity rift",
           "retreat": "left behind in a retreat"}


def _reason(reason: str) -> str:
    """Why units left the board: a rule's words, else the card or ability that took them, by its name."""
    if reason in REASONS:
        return REASONS[reason]
    from engines.galaxy.words import source_name  # that module asks this one for the tactical lines

    return source_name(reason)


def _name(kind: str) -> str:
    return UNIT_NAMES.get(kind, kind.replace("_", " "))


def with_article(name: str) -> str:
    """"an Industrial Relic Fragment", "a cruiser"."""
    return ("an " if name[:1].lower() in "aeiou" else "a ") + name


def a_unit(kind: str, damaged: bool = False) -> str:
    return with_article(("damaged " if damaged else "") + _name(kind))


def units(counts: dict[str, int]) -> str:
    parts = []
    for label, count in counts.items():
        kind, _, planet = label.partition("@")
        name = _name(kind)
        plural = name if count == 1 or name in ("PDS", "infantry") else name + "s"
        parts.append(f"{count} {plural}" + (f" on {planet}" if planet else ""))
    return ", ".join(parts) or "nothing"


def place(node: int) -> str:
    return f"position {node}" if node >= 0 else {-82: "the wormhole nexus", -51: "the Creuss home system"}.get(
        node, f"system {node}")


def _system(state: TIState, node: int) -> str:
    from engines.galaxy.words import system

    return system(state, node)


def _technology(tech: str) -> str:
    from engines.galaxy.words import technology

    if tech.startswith("amalgamation:"):  # the Vuil'raith's Amalgamation offered as a discount
        return "Amalgamation: a captured %s builds one free" % _name(tech.removeprefix("amalgamation:"))
    if ":" in tech:  # a card used on something (Hegemonic Trade Policy on a planet)
        card, _, what = tech.partition(":")
        return f"{technology(card)} on {what}"
    return technology(tech)


def _produce(state: TIState, action: ac.Produce) -> str:
    from engines.galaxy.board import stats
    from engines.galaxy.flow import top

    step = top(state)
    seat = step.seat if step is not None else 0
    unit = stats(state, seat, action.kind)
    cost = f" (cost {unit.cost}{' for two' if (unit.units_per_cost or 1) > 1 else ''})" if unit.cost else ""
    where = f" on {action.place}" if action.place else ""
    return f"Produce {a_unit(action.kind)}{where}{cost}"


_LABELS: dict[type[Any], Callable[[TIState, Any], str]] = {
    ac.Activate: lambda s, a: f"Activate {_system(s, a.system)}",
    ac.MoveFrom: lambda s, a: f"Move ships from {_system(s, a.system)}",
    ac.MoveShip: lambda s, a: f"Move {a_unit(a.kind, a.damaged)}"
                              + (f" through {_system(s, a.via)} (to pick up units)" if a.via != -1 else ""),
    ac.Load: lambda s, a: f"Pick up {a_unit(a.kind, a.damaged)} from "
                          + (a.planet if a.planet else f"space at {_system(s, a.system)}"),
    ac.FinishOrigin: lambda s, a: "Done with this system",
    ac.EndMovement: lambda s, a: "End movement: the declared ships move",
    ac.Remove: lambda s, a: f"Remove {a_unit(a.kind, a.damaged)}",
    ac.Fire: lambda s, a: "Fire SPACE CANNON at {p%d}'s units" % a.target
                          + (" (exhaust Graviton Laser System)" if a.graviton else ""),
    ac.HoldFire: lambda s, a: "Hold fire",
    ac.AssignHit: lambda s, a: (f"{_name(a.kind).capitalize()} sustains the hit" if a.sustain
                                else f"Lose {a_unit(a.kind)}"),
    ac.AnnounceRetreat: lambda s, a: "Announce a retreat",
    ac.Stay: lambda s, a: "Stay and fight",
    ac.RetreatTo: lambda s, a: f"Retreat to {_system(s, a.system)}",
    ac.Bombard: lambda s, a: f"Bombard {a.planet} with {a_unit(a.kind)}",
    ac.FinishBombardment: lambda s, a: "Roll the declared bombardment",
    ac.TakeCustodians: lambda s, a: "Take the custodians token (6 influence, 1 victory point)",
    ac.Decline: lambda s, a: "No",
    ac.Land: lambda s, a: f"Land {a_unit(a.kind, a.damaged)} on {a.planet}",
    ac.FinishLanding: lambda s, a: "Done landing",
    ac.ProduceAt: lambda s, a: f"Produce at {_system(s, a.system)}",
    ac.Produce: _produce,
    ac.Unproduce: lambda s, a: f"Take {a_unit(a.kind)} off the order" + (f" ({a.place})" if a.place else ""),
    ac.UseTechnology: lambda s, a: f"Exhaust {_technology(a.technology)}",
    ac.FinishProduction: lambda s, a: "Done: pay and place the units",
    ac.PlaceMech: lambda s, a: f"Place a mech on {a.planet}",
}


def label(state: TIState, action: Any) -> str | None:
    """A button label for a tactical action's option, or None for other options."""
    found = _LABELS.get(type(action))
    return found(state, action) if found is not None else None


def _combat_end(e: ev.CombatEnded) -> str:
    what = f"ground combat on {e.planet}" if e.planet else f"space combat at {place(e.system)}"
    if e.winner < 0:
        return f"The {what} ends with nobody left"
    return "{p%d} wins the %s against {p%d}" % (e.winner, what, e.loser)


def _rolled(e: ev.DiceRolled) -> str:
    faces = " ".join(str(d.result) for d in e.dice)
    return "{p%d} rolls for %s: %s (%d hit%s)" % (e.seat, PURPOSES.get(e.purpose, e.purpose), faces, e.hits,
                                                "" if e.hits == 1 else "s")


_LINES: dict[type[Any], Callable[[Any], str]] = {
    ev.SystemActivated: lambda e: "{p%d} activates %s" % (e.seat, place(e.system)),
    ev.ShipsMoved: lambda e: "{p%d} moves %s into %s" % (e.seat, units(e.units), place(e.system)),
    ev.RiftRoll: lambda e: "{p%d}'s %s leaves a gravity rift: %d, %s" % (
        e.seat, _name(e.kind), e.result, "lost" if e.lost else "through"),
    ev.UnitsRemoved: lambda e: "{p%d} removes %s (%s)" % (e.seat, units({e.kind: e.number}), _reason(e.reason)),
    ev.DiceRolled: _rolled,
    ev.HitSustained: lambda e: "{p%d}'s %s sustains damage" % (e.seat, _name(e.kind)),
    ev.UnitDestroyed: lambda e: "{p%d} loses %s" % (e.seat, a_unit(e.kind)),
    ev.UnitRepaired: lambda e: "{p%d} repairs %s" % (e.seat, a_unit(e.kind)),
    ev.RetreatAnnounced: lambda e: "{p%d} announces a retreat" % e.seat,
    ev.Retreated: lambda e: "{p%d} retreats to %s" % (e.seat, place(e.system)),
    ev.CombatEnded: _combat_end,
    ev.GroundForcesLanded: lambda e: "{p%d} lands %s on %s" % (e.seat, units(e.units), e.planet),
    ev.PlanetGained: lambda e: "{p%d} gains control of %s" % (e.seat, e.planet),
    ev.StructuresTakenOver: lambda e: "{p%d}'s %s on %s become {p%d}'s" % (
        e.owner, units({e.kind: e.number}), e.planet, e.seat),
    ev.CustodiansTaken: lambda e: "{p%d} takes the custodians token from Mecatol Rex" % e.seat,
    ev.UnitsProduced: lambda e: "{p%d} produces %s at %s for %s" % (
        e.seat, units(e.units), place(e.system), amount(e.cost, "resource")),
    ev.UnitPlaced: lambda e: "{p%d} places %s %s%s" % (e.seat, a_unit(e.kind),
                                                       f"on {e.planet}" if e.planet else "in space",
                                                       f" ({_technology(e.source)})" if e.source else ""),
}


def line(event: Any) -> str | None:
    """A log line for a tactical action's event, or None for other events."""
    found = _LINES.get(type(event))
    return found(event) if found is not None else None
