"""What the action panel under the map shows, worked out from the view, the decision and the forecast:
the tactical action's movement, space cannon, combat (sides, planned dice with their modifiers, the last
rolls, hits to take, odds), invasion and production; otherwise the cards of a choice (factions,
technologies, secret objectives) or a payment in progress."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from desktop.games.galaxy.looks import entries
from desktop.games.galaxy.readings import place_words, tech_colour, tech_name, unit_name, unit_word
from desktop.games.galaxy.readings import units as units_words
from desktop.games.galaxy.system_layer import Entry
from engines.galaxy.actions import rounds as ac
from engines.galaxy.amounts import amount
from engines.galaxy.content.factions import factions
from engines.galaxy.content.objectives import objectives
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.tactical import actions as ta
from engines.galaxy.view import UnitView

Colour = Callable[[int], int]
Name = Callable[[int], str]
CHOICE_TYPES: tuple[type, ...] = (ac.DraftFaction, ac.ChooseStartingTechnology, ac.ResearchTechnology, ac.KeepSecret)


@dataclass(frozen=True)
class Chip:
    """A clickable option of the panel: its index among the decision's options and its words."""

    index: int
    label: str
    tone: str = "#2f4a3f"


@dataclass(frozen=True)
class Side:
    seat: int
    colour: int
    name: str
    units: tuple[Entry, ...]
    rolls: tuple[str, ...] = ()  # "Dreadnought ×2: 5+", with the modifier when there is one
    dice: tuple[tuple[int, bool], ...] = ()  # the last roll: (result, hit)
    dice_words: str = ""
    hits_to_take: int = 0


@dataclass(frozen=True)
class ActionLook:
    title: str
    lines: tuple[str, ...] = ()
    sides: tuple[Side, ...] = ()
    odds: str = ""
    chips: tuple[Chip, ...] = ()
    cards: tuple[tuple[Chip, str, str], ...] = ()  # (chip, title, line) for choices shown as cards
    summary: tuple[str, ...] = ()  # production and payment numbers
    order: tuple[Entry, ...] = ()  # units on a production order, drawn as the table draws units
    agenda: Any = None  # the agenda card (agenda_card.AgendaCard) while an agenda is decided

    @property
    def big(self) -> bool:
        """A combat, an invasion, a production or a choice of cards: it needs the room of the players' rows."""
        return bool(self.sides or self.cards or self.summary or self.order or len(self.chips) > 4
                    or len(self.lines) > 5 or self.agenda is not None)


@dataclass
class Roll:
    """A roll the table saw (a DiceRolled event): kept until the combat it belongs to is over."""

    seat: int
    purpose: str
    dice: list[tuple[int, bool]] = field(default_factory=list)
    hits: int = 0


@dataclass(frozen=True)
class Seen:
    """What a look is worked out from: the view, the decision's options and labels, the seat looking,
    the forecast (None while it is being worked out: ``pending``) and the rolls the table saw."""

    view: Any
    options: list[Any]
    labels: list[str]
    colour: Colour
    name: Name
    forecast: Any
    rolls: dict[int, Roll]
    seat: int | None
    pending: bool = False

    def who(self, seat: int) -> str:
        return "you" if seat == self.seat else self.name(seat)


def _percent(value: float) -> str:
    return f"{round(value * 100)}%"


def odds_words(odds: Any, attacker: str, defender: str) -> str:
    """The space combat's odds, each side named ("you" for the seat looking)."""
    if odds is None:
        return ""
    wins = "win" if attacker == "you" else "wins"
    holds = "win" if defender == "you" else "wins"
    return (f"Space combat odds: {attacker} {wins} {_percent(odds.attacker_win)} · {defender} {holds} "
            f"{_percent(odds.defender_win)} · nobody is left {_percent(odds.draw)} ({odds.trials:,} battles)")


PENDING = "Space combat odds: being worked out (a few thousand simulated battles)"


def _chips(options: list[Any], labels: list[str], types: tuple[type, ...]) -> tuple[Chip, ...]:
    found = []
    for index, action in enumerate(options):
        if isinstance(action, types):
            tone = "#6b2f2f" if isinstance(action, ta.AssignHit | ta.AnnounceRetreat) else "#2f4a3f"
            found.append(Chip(index, labels[index], tone))
    return tuple(found)


ROLL_WORDS = {"anti_fighter_barrage": "anti-fighter barrage", "space_cannon": "space cannon"}


def _aims(forecast: Any, seat: int, roll: str) -> tuple[str, ...]:
    if forecast is None:
        return ()
    found = []
    for side in forecast.rolls:
        if side.seat != seat or side.roll != roll:
            continue
        for aim in side.aims:
            dice = aim.units * aim.dice
            change = aim.printed - aim.hit_on
            modifier = f" ({'+' if change > 0 else ''}{change} to the roll)" if change else ""
            found.append(f"{unit_word(aim.kind)} ×{dice}: {aim.hit_on}+{modifier}")
        if side.extra:
            found.append(f"+{side.extra} extra die")
    return tuple(found)


def _side(seen: Seen, seat: int, units: list[Any], roll: str, hits: Any) -> Side:
    mine = [u for u in units if u.owner == seat]
    last = seen.rolls.get(seat)
    dice = tuple(last.dice) if last is not None else ()
    purpose = ROLL_WORDS.get(last.purpose, last.purpose.replace("_", " ")) if last is not None else ""
    words = f"last roll ({purpose}): {last.hits} hit{'s' if last.hits != 1 else ''}" \
        if last is not None else ""
    take = hits.hits if hits is not None and hits.seat == seat else 0
    return Side(seat, seen.colour(seat), seen.name(seat), entries(mine, seen.colour), _aims(seen.forecast, seat, roll),
                dice, words, take)


def action_look(view: Any, options: list[Any], labels: list[str], colour: Colour, name: Name, forecast: Any,
                rolls: dict[int, Roll], seat: int | None, pending: bool = False) -> ActionLook | None:
    """The panel's look, or None when there is nothing for it to show."""
    tactical = view.tactical
    choice = _choice(options, labels)
    if choice is not None:
        return choice
    from desktop.games.galaxy.politics_looks import politics_look, with_agenda_card, with_window

    seen = Seen(view, options, labels, colour, name, forecast, rolls, seat, pending)
    if tactical is not None and tactical.action is not None and tactical.action.system != -1:
        return with_window(_tactical(seen, tactical), view, options, labels, name, seat)
    if tactical is not None and tactical.production is not None:
        return with_window(_production(view, tactical, options, labels, name, colour), view, options, labels, name,
                           seat)
    politics = politics_look(view, options, labels, name, seat)
    if politics is not None:
        return with_agenda_card(politics, view, options, colour, name)
    if view.payment is not None:
        return _payment(view, name)
    return None


def _system_words(view: Any, node: int) -> str:
    system = next((s for s in view.systems if s.node == node), None)
    planets = " and ".join(system.planets) if system is not None and system.planets else ""
    where = place_words(node)
    return f"{planets} ({where})" if planets else where[0].upper() + where[1:]


def _space_odds(seen: Seen, attacker: int, defender: int, system: Any = None) -> str:
    odds = seen.forecast.space if seen.forecast is not None else None
    if odds is None:
        if seen.pending:
            return PENDING
        return _decided(seen, system, attacker, defender) if system is not None else ""
    return odds_words(odds, seen.who(attacker), seen.who(defender))


def _decided(seen: Seen, system: Any, attacker: int, defender: int) -> str:
    """A combat with no odds left to work out: one side (or both) has no ships in the system any more."""
    left = [s for s in (attacker, defender) if any(u.owner == s and u.kind in SHIPS and u.count for u in system.space)]
    if not left:
        return "Space combat decided: no ships are left on either side"
    winner, loser = left[0], defender if left[0] == attacker else attacker
    if len(left) == 2:
        return ""
    holds = "hold" if seen.who(winner) == "you" else "holds"
    has = "have" if seen.who(loser) == "you" else "has"
    return f"Space combat decided: {seen.who(winner)} {holds} the system · {seen.who(loser)} {has} no ships left here"


def _tactical(seen: Seen, tactical: Any) -> ActionLook:
    view, options, labels = seen.view, seen.options, seen.labels
    action = tactical.action
    node = action.system
    title = f"{seen.name(action.seat)}'s tactical action · active system: {_system_words(view, node)}"
    if tactical.production is not None:
        return _production(view, tactical, options, labels, seen.name, seen.colour, title)
    if tactical.ground_combat is not None:
        return _ground(seen, tactical, title)
    system = next(s for s in view.systems if s.node == node)
    if tactical.space_combat is not None:
        combat = tactical.space_combat
        roll = "anti_fighter_barrage" if combat.round <= 1 and combat.stage in ("before", "start_round", "barrage") \
            else "combat"
        sides = tuple(_side(seen, s, system.space, roll, tactical.hits) for s in (combat.seat, combat.defender))
        retreat = f" · {seen.name(combat.retreat)} has announced a retreat" if combat.retreat >= 0 else ""
        lines = (f"Space combat, round {max(1, combat.round)}{retreat}",)
        return ActionLook(title, lines, sides, _space_odds(seen, combat.seat, combat.defender, system),
                          _chips(options, labels, (ta.AssignHit, ta.AnnounceRetreat, ta.Stay)))
    if tactical.invasion is not None:
        return _invasion(seen, tactical, title)
    defender = _defender(system, action.seat)
    if tactical.space_cannon is not None:
        lines = ("Space cannon offence: players with SPACE CANNON in range may fire at the ships in the active "
                 "system.",)
        return ActionLook(title, lines, odds=_space_odds(seen, action.seat, defender) if defender >= 0 else "",
                          chips=_chips(options, labels, (ta.Fire, ta.HoldFire)))
    return _movement(seen, tactical, system, defender, title)


def _defender(system: Any, seat: int) -> int:
    """The seat whose ships the active player's fleet would fight in ``system`` (-1: none)."""
    owners = sorted({u.owner for u in system.space if u.owner != seat and u.kind in SHIPS and u.count})
    return owners[0] if owners else -1


def _arriving(system: Any, movement: Any, seat: int) -> list[UnitView]:
    """The active player's units in ``system`` once the declared ships and their cargo have arrived."""
    counts: dict[tuple[str, bool], int] = {}
    for unit in system.space:
        if unit.owner == seat:
            counts[(unit.kind, False)] = counts.get((unit.kind, False), 0) + unit.count - unit.damaged
            counts[(unit.kind, True)] = counts.get((unit.kind, True), 0) + unit.damaged
    for moving in [*movement.ships, *movement.cargo]:
        counts[(moving.kind, moving.damaged)] = counts.get((moving.kind, moving.damaged), 0) + 1
    found: dict[str, UnitView] = {}
    for (kind, damaged), count in counts.items():
        unit = found.setdefault(kind, UnitView(seat, kind, 0, 0))
        unit.count += count
        unit.damaged += count if damaged else 0
    return [u for u in found.values() if u.count]


def _movement(seen: Seen, tactical: Any, system: Any, defender: int, title: str) -> ActionLook:
    """Movement as it is declared; with enemy ships in the active system, the battle it heads for (both
    fleets as they would meet, and the odds) before the player ends movement."""
    view, movement = seen.view, tactical.movement
    seat = tactical.action.seat
    lines: list[str] = []
    if movement is None:
        lines.append("Activation: the system is active; movement comes next.")
    else:
        by_origin: dict[int, list[str]] = {}
        for ship in movement.ships:
            by_origin.setdefault(ship.origin, []).append(unit_name(ship.kind) + (" (damaged)" if ship.damaged
                                                                                        else ""))
        cargo = [f"{unit_name(c.kind)} from {c.planet or 'space'}" for c in movement.cargo]
        if movement.origin != -1:
            lines.append(f"Choosing ships in {_system_words(view, movement.origin)}: click the lit ships on the map.")
        else:
            lines.append("Click a lit system on the map to move ships from it, or end movement.")
        for origin, ships in by_origin.items():
            lines.append(f"From {_system_words(view, origin)}: " + _counted(ships))
        if cargo:
            lines.append("Carried: " + _counted(cargo))
        if not movement.ships:
            lines.append("No ships declared yet.")
    sides: tuple[Side, ...] = ()
    odds = ""
    if defender >= 0 and movement is not None and movement.ships:
        lines.append(f"Ending movement here starts a space combat against {seen.who(defender)}: the fleets as they "
                     "would meet")
        ours = _arriving(system, movement, seat)
        sides = (_side(seen, seat, ours, "combat", None), _side(seen, defender, list(system.space), "combat", None))
        odds = _space_odds(seen, seat, defender)
    return ActionLook(title, tuple(lines), sides, odds)


def _counted(words: list[str]) -> str:
    counts: dict[str, int] = {}
    for word in words:
        counts[word] = counts.get(word, 0) + 1
    return ", ".join(f"{n} × {w}" if n > 1 else w for w, n in counts.items())


def _invasion(seen: Seen, tactical: Any, title: str) -> ActionLook:
    view, forecast, name = seen.view, seen.forecast, seen.name
    invasion = tactical.invasion
    stage = {"bombard": "Bombardment: choose units to bombard with, then roll", "custodians": "The custodians token",
             "commit": "Commit ground forces: land them on planets", "defence": "Space cannon defence",
             "combat": "Ground combat", "control": "Establishing control"}.get(invasion.stage, "Invasion")
    lines = [stage]
    planets = [p for p in view.planets if p.system == invasion.system]
    for planet in planets:
        held = [u for u in planet.units if u.owner != invasion.seat]
        landed = [u for u in planet.units if u.owner == invasion.seat]
        who = name(planet.owner) if planet.owner >= 0 else "nobody"
        words = f"{planet.name} (held by {who}): " + (_units(held) or "no defenders")
        if landed:
            words += f" · landed: {_units(landed)}"
        odds = forecast.landings.get(planet.key) if forecast is not None else None
        if odds is not None:
            words += " · invasion odds: " + _taking(odds, seen.who(invasion.seat),
                                                    seen.who(planet.owner) if planet.owner >= 0 else "nobody")
        elif seen.pending and held:
            words += " · invasion odds being worked out"
        lines.append(words)
    chips = _chips(seen.options, seen.labels, (ta.Bombard, ta.FinishBombardment, ta.Land, ta.FinishLanding, ta.Fire,
                                               ta.HoldFire, ta.AssignHit))
    return ActionLook(title, tuple(lines), chips=chips)


def _taking(odds: Any, attacker: str, defender: str) -> str:
    """An invasion's odds, each side named ("you" for the seat looking)."""
    takes = "take it" if attacker == "you" else "takes it"
    holds = "hold it" if defender == "you" else "holds it"
    return (f"{attacker} {takes} {_percent(odds.attacker_win)} · {defender} {holds} {_percent(odds.defender_win)}"
            f" · nobody is left {_percent(odds.draw)}")


def _units(units: list[Any]) -> str:
    return ", ".join(units_words(u.count, u.kind) for u in units)


def _ground(seen: Seen, tactical: Any, title: str) -> ActionLook:
    combat = tactical.ground_combat
    planet = next(p for p in seen.view.planets if p.key == combat.planet)
    sides = tuple(_side(seen, s, planet.units, "combat", tactical.hits) for s in (combat.seat, combat.defender))
    lines = (f"Ground combat on {planet.name}, round {max(1, combat.round)}",)
    odds = seen.forecast.landings.get(combat.planet) if seen.forecast is not None else None
    words = f"Invasion odds of {planet.name}: " + _taking(odds, seen.who(combat.seat), seen.who(combat.defender)) \
        if odds is not None else "Invasion odds: being worked out" if seen.pending else \
        _ground_decided(seen, planet, combat.seat, combat.defender)
    return ActionLook(title, lines, sides, words, _chips(seen.options, seen.labels, (ta.AssignHit,)))


def _ground_decided(seen: Seen, planet: Any, attacker: int, defender: int) -> str:
    """A ground combat with no odds left to work out: one side (or both) has no ground forces on the planet."""
    left = [s for s in (attacker, defender) if any(u.owner == s and u.kind in GROUND_FORCES and u.count
                                                   for u in planet.units)]
    if len(left) == 2:
        return ""
    if not left:
        return f"Ground combat on {planet.name} decided: no ground forces are left on either side"
    winner, loser = left[0], defender if left[0] == attacker else attacker
    holds = "hold" if seen.who(winner) == "you" else "holds"
    has = "have" if seen.who(loser) == "you" else "has"
    return f"Ground combat on {planet.name} decided: {seen.who(winner)} {holds} it · {seen.who(loser)} {has} no " \
           "ground forces left there"


def _production(view: Any, tactical: Any, options: list[Any], labels: list[str], name: Name, colour: Colour,
                title: str = "") -> ActionLook:
    step = tactical.production
    sums = tactical.sums
    where = _system_words(view, step.system) if step.system != -1 else "a system with your space dock"
    title = title or f"{name(step.seat)} produces units"
    lines = [f"Production at {where}"]
    order = ", ".join(f"{o.count} × {unit_name(o.kind)}" + (f" on {o.place}" if o.place else "")
                      for o in step.order) or "nothing yet"
    lines.append(f"Order: {order}")
    player = view.players[step.seat]
    ready = [p for p in view.planets if p.owner == step.seat and not p.exhausted]
    payers = ", ".join(f"{p.name} {p.resources}" for p in sorted(ready, key=lambda p: -p.resources))
    lines.append(f"Pays for it: ready planets' resources ({payers or 'none'}) and "
                 f"{amount(player.trade_goods, 'trade good')}")
    summary: list[str] = []
    if sums is not None:
        allowed = f" of {sums.allowed} allowed" if sums.allowed >= 0 else ""
        discount = f" (before discounts {sums.cost})" if sums.cost != sums.price else ""
        summary.append(f"{amount(sums.ordered, 'unit')}{allowed} · cost {sums.price}{discount}")
        summary.append(f"You can spend {sums.spendable}: ready planets' resources and trade goods")
    payment = view.payment
    if payment is not None and payment.seat == step.seat:
        summary.extend(_paying(payment))
    chips = _chips(options, labels, (ta.Produce, ta.Unproduce, ta.UseTechnology, ta.FinishProduction))
    units = tuple(Entry(step.seat, colour(step.seat), o.kind, o.count) for o in step.order)
    return ActionLook(title, tuple(lines), chips=chips, summary=tuple(summary), order=units)


def _paying(payment: Any) -> tuple[str, str]:
    """The payment under way and, on a line of its own (one line was cut at 1280x800), how it is paid."""
    noun = "resource" if payment.kind == "resources" else payment.kind
    return (f"Paying {amount(payment.amount, noun)}" + (f" for {payment.why}" if payment.why else "")
            + f": {payment.paid} paid, {max(0, payment.amount - payment.paid)} to go",
            "Exhaust planet cards or spend trade goods to pay")


def _payment(view: Any, name: Name) -> ActionLook:
    payment = view.payment
    return ActionLook(f"{name(payment.seat)} pays", _paying(payment))


def _choice(options: list[Any], labels: list[str]) -> ActionLook | None:
    cards = []
    for index, action in enumerate(options):
        if not isinstance(action, CHOICE_TYPES):
            continue
        chip = Chip(index, labels[index])
        if isinstance(action, ac.DraftFaction):
            faction = factions()[action.faction]
            cards.append((chip, faction.name, f"commodities {faction.commodities} · hover for the sheet"))
        elif isinstance(action, ac.KeepSecret):
            card = objectives()[action.objective]
            cards.append((chip, card.name, f"secret objective · {card.vp} VP · hover for the text"))
        else:
            tech = str(cast(Any, action).technology)
            group = tech_colour(tech)
            cards.append((Chip(index, labels[index], group), tech_name(tech),
                          "unit upgrade" if group == "unit" else f"{group} technology"))
    if not cards:
        return None
    kind = options[cards[0][0].index]
    title = {ac.DraftFaction: "Choose your faction", ac.KeepSecret: "Keep one secret objective",
             ac.ChooseStartingTechnology: "Choose a starting technology",
             ac.ResearchTechnology: "Research a technology"}.get(type(kind), "Choose")
    return ActionLook(title, cards=tuple(cards))
