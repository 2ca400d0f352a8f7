"""The Universities of Jol-Nar's leaders: Doctor Sucaban (agent), Ta Zern (commander) and Rin, The Master's
Legacy (hero).

- Doctor Sucaban: when a player is about to pay resources to research, the agent is exhausted and that player
  may take any of their infantry off the board, each one taking 1 off the cost (asked one infantry at a time).
- Ta Zern: after the Jol-Nar roll dice for a unit ability (BOMBARDMENT, SPACE CANNON, ANTI-FIGHTER BARRAGE),
  they may reroll any of those dice, each once (only the missed ones are offered: rerolling a hit never helps).
- Rin, Genetic Memory: each technology they own that is not a unit upgrade may be swapped, one after the other,
  for a technology of the same colour they may research and do not own (prerequisites ignored); then purged.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import count, planets_in, remove, system
from engines.galaxy.combat import dice
from engines.galaxy.content.technologies import all_technologies
from engines.galaxy.content.texts import name
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.argent import add_ability_hits
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.leaders.common import active, agent_window, hero_action
from engines.galaxy.research import gain_technology, pool
from engines.galaxy.state import TIState
from engines.galaxy.steps.combat import Die
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

SUCABAN, TA_ZERN, RIN = "doctor_sucaban", "ta_zern", "rin_the_masters_legacy"
KEEP = "keep:"
register_targets(SUCABAN)


def _rin_words(target: str) -> str:
    if target.startswith(KEEP):
        return f"keep {name('technologies', target.removeprefix(KEEP))}"
    old, _, new = target.partition(">")
    return f"{name('technologies', old)} becomes {name('technologies', new)}"


def _register_words() -> None:
    from engines.galaxy.words import TARGETS

    TARGETS[RIN] = _rin_words


_register_words()


def _infantry_places(state: TIState, seat: int) -> list[str]:
    """"infantry@planet:<key>" / "infantry@system:<n>" for each place holding the seat's infantry."""
    found = []
    for key, place in sorted(state.systems.items(), key=lambda item: int(item[0])):
        if count(place.space, seat, ["infantry"]):
            found.append(f"infantry@system:{key}")
        found += [f"infantry@planet:{p}" for p in planets_in(state, int(key))
                  if count(state.planets[p].units, seat, ["infantry"])]
    return found


def _sucaban_could(state: TIState, seat: int, window: Window) -> bool:
    researcher = active(window)
    return researcher >= 0 and window.amount > 0 and bool(_infantry_places(state, researcher))


@agent_window(SUCABAN, "when:research", could=_sucaban_could)
def doctor_sucaban(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    researcher = active(window)
    offer(state, researcher, SUCABAN, _infantry_places(state, researcher), other=seat)
    return [used(seat, SUCABAN, "{p%d} may trade infantry for resources" % researcher)]


@resolves(SUCABAN, prompt=lambda state, step: "{p%d}: Doctor Sucaban: take an infantry off the board for 1 resource "
          "off the research?" % step.seat)
def sucaban_infantry(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    where = target.partition("@")[2]
    kind, _, place = where.partition(":")
    remove(state.planets[place].units if kind == "planet" else system(state, int(place)).space, step.seat,
           "infantry", 1)
    paying = flow.parent(state, Pay)
    if paying is not None and paying.amount > 0:
        paying.amount -= 1
        if paying.amount > 0:
            offer(state, step.seat, SUCABAN, _infantry_places(state, step.seat), other=step.other)
    return [used(step.seat, SUCABAN, "an infantry leaves the board: the research costs 1 less")]


def _missed(state: TIState, seat: int, window: Window) -> list[str]:
    done = {u.rpartition("@")[2] for u in window.used if u.startswith(f"{seat}:{TA_ZERN}@")}
    return [f"die:{i}" for i, d in enumerate(window.dice) if d.result < d.hit_on and str(i) not in done]


@answer(TA_ZERN, "after:unit_ability_roll", by="you", could=lambda s, seat, w: bool(w.opponents) and bool(
    _missed(s, seat, w)), targets=_missed)
def ta_zern(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """One missed die is rolled again; a hit joins the roll's hits. The window asks again for the others."""
    index = int(target.removeprefix("die:"))
    old = window.dice[index]
    die = window.dice[index] = Die(old.kind, state.rng.roll(dice.SIDES), old.hit_on)  # the roll logged stays
    window.used.remove(f"{seat}:{TA_ZERN}")
    window.used.append(f"{seat}:{TA_ZERN}@{index}")
    if die.result >= die.hit_on:
        add_ability_hits(state, seat, window, 1)
        return [used(seat, TA_ZERN, f"a reroll hits ({die.result})")]
    return [used(seat, TA_ZERN, f"a reroll misses ({die.result})")]


def _swappable(state: TIState, seat: int) -> list[str]:
    techs = all_technologies()
    return [t for t in state.players[seat].technologies if t in techs and not techs[t].unit_upgrade
            and techs[t].colour]


def _swaps(state: TIState, seat: int, tech: str) -> list[str]:
    techs, owned = all_technologies(), set(state.players[seat].technologies)
    colour = techs[tech].colour
    return [f"{tech}>{t}" for t in pool(state, seat) if t in techs and t not in owned and techs[t].colour == colour
            and not techs[t].unit_upgrade]


def _offer_next(state: TIState, seat: int, left: list[str]) -> None:
    while left:
        tech, left = left[0], left[1:]
        choices = _swaps(state, seat, tech)
        if choices:
            offer(state, seat, RIN, [f"{KEEP}{tech}", *choices], planet=",".join(left), must=True)
            return


@hero_action(RIN, ready=lambda state, seat: bool(_swappable(state, seat)))
def rin_the_masters_legacy(state: TIState, seat: int, target: str) -> list[Event]:
    _offer_next(state, seat, _swappable(state, seat))
    return [used(seat, RIN, "rewrites their technologies")]


@resolves(RIN, prompt=lambda state, step: "{p%d}: Genetic Memory: keep this technology or swap it?" % step.seat)
def rin_swap(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    left = [t for t in step.planet.split(",") if t]
    if target.startswith(KEEP):
        _offer_next(state, step.seat, left)
        return []
    old, new = target.split(">")
    player = state.players[step.seat]
    player.technologies.remove(old)
    if old in player.exhausted:
        player.exhausted.remove(old)
    events = [used(step.seat, RIN, f"gives up {name('technologies', old)}"), *gain_technology(state, step.seat, new)]
    _offer_next(state, step.seat, left)
    return events

