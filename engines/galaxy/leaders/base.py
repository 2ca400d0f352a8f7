"""Leaders (TI-LEADER-1..14): each faction's agents, commander and hero on its leader sheet.

- An agent is ready from the start (TI-LEADER-11); using it exhausts it (``exhaust_agent``: in the
  seat's ``exhausted``, readied in the status phase with the other cards, TI-LEADER-4, 5).
- A commander and a hero start locked (TI-LEADER-12, TI-GAP-19); the engine turns them over when their
  condition holds (``engines/galaxy/leaders/unlock.py``, TI-LEADER-13, 14). A commander's ability then
  works all the time (TI-LEADER-6), also for the holder of its owner's Alliance note (TI-LEADER-7) and
  for the Mahact while they hold a command token of its owner (Imperia). A hero is used once and purged
  (``purge_hero``, TI-LEADER-8, TI-GAP-7).

A leader's ability is in force for a seat while it can be used (an agent while ready, a commander
unlocked, a hero unlocked and not purged): each leader module registers it like any other source, by
the leader's id (component actions with ``abilities.ability``, timing windows with ``windows.answer``,
hooks with ``effects.effect``). The Yssaril agent Ssruu holds every other player's agent ability while it
is ready; using one of them exhausts Ssruu (``exhaust_agent`` finds which card turns over).
"""

from __future__ import annotations

from functools import cache

from engines.core.contract import Event
from engines.galaxy.actions.expansion import LeaderExhausted, LeaderPurged
from engines.galaxy.content.decks import Leader, Leaders, decks
from engines.galaxy.economy import HELD_TOKEN
from engines.galaxy.expansion.purge import purge
from engines.galaxy.state import TIState

SSRUU = "ssruu"
ALLIANCE = "alliance"
IMPERIA = "imperia"
# Factions whose sheets hold other factions' leaders: Ssruu (every agent), Imperia (commanders).
SHARING = ("yssaril", "mahact")


@cache
def leaders_of(faction: str) -> Leaders | None:
    extras = decks().factions.get(faction)
    return extras.leaders if extras is not None else None


@cache
def leader(leader_id: str) -> Leader:
    return decks().leaders()[leader_id]


@cache
def faction_of(leader_id: str) -> str:
    return leader(leader_id).faction


def agents_of(faction: str) -> tuple[str, ...]:
    found = leaders_of(faction)
    return tuple(a.id for a in found.agents) if found is not None else ()


def commander_of(faction: str) -> str:
    found = leaders_of(faction)
    return found.commander.id if found is not None else ""


def hero_of(faction: str) -> str:
    found = leaders_of(faction)
    return found.hero.id if found is not None else ""


def status(state: TIState, seat: int, leader_id: str) -> str:
    """"ready" or "exhausted" (agents), "locked" or "unlocked" (commanders, heroes), "purged" (a used hero)."""
    player = state.players[seat]
    kind = leader(leader_id).type
    if kind == "agent":
        return "exhausted" if leader_id in player.exhausted else "ready"
    if leader_id in player.purged:
        return "purged"
    return "unlocked" if leader_id in player.unlocked else "locked"


def sheet(state: TIState, seat: int) -> list[tuple[str, str, str]]:
    """The seat's leader sheet: (leader id, type, status) for its agents, commander and hero (TI-LEADER-9)."""
    found = leaders_of(state.players[seat].faction)
    return [(x.id, x.type, status(state, seat, x.id)) for x in found.all()] if found is not None else []


@cache
def _imperial(faction: str) -> bool:
    """The faction has Imperia (the Mahact): held command tokens share their owners' commanders."""
    extras = decks().factions.get(faction)
    return extras is not None and any(a.id == IMPERIA for a in extras.abilities)


_IN_ALLIANCE = f":{ALLIANCE}"  # how an Alliance note's text ends


def _shared_commanders(state: TIState, seat: int) -> list[str]:
    """Other players' unlocked commanders the seat may use: Alliance notes in its play area, Imperia."""
    player = state.players[seat]
    owners = {int(n.split(":", 1)[0]) for n in player.promissory if n.endswith(_IN_ALLIANCE)}
    if _imperial(player.faction):
        owners |= {m.target for m in state.modifiers if m.effect == HELD_TOKEN and m.owner == seat}
    found = []
    for owner in sorted(owners):
        if 0 <= owner < len(state.players) and owner != seat:
            commander = commander_of(state.players[owner].faction)
            if commander and commander in state.players[owner].unlocked:
                found.append(commander)
    return found


@cache
def _sheet_ids(faction: str) -> tuple[tuple[str, ...], str, str]:
    return agents_of(faction), commander_of(faction), hero_of(faction)


def leader_sources(state: TIState, seat: int) -> list[str]:
    """The leaders whose abilities are in force for the seat now (see the module's docstring)."""
    player = state.players[seat]
    agents, commander, hero = _sheet_ids(player.faction)
    exhausted = player.exhausted
    found = [a for a in agents if a not in exhausted] if exhausted else list(agents)
    if SSRUU in found:
        for other in state.players:
            if other.seat != seat and not other.eliminated:
                found += _sheet_ids(other.faction)[0]
    if player.unlocked:
        if commander in player.unlocked:
            found.append(commander)
        if hero in player.unlocked and hero not in player.purged:
            found.append(hero)
    if player.promissory or _imperial(player.faction):
        found += _shared_commanders(state, seat)
    return found


def agent_ready(state: TIState, seat: int, agent: str) -> bool:
    """The seat may use ``agent`` now: its own and ready, or another player's through a ready Ssruu."""
    player = state.players[seat]
    own = agents_of(player.faction)
    if agent in own:
        return agent not in player.exhausted
    return SSRUU in own and SSRUU not in player.exhausted


def exhaust_agent(state: TIState, seat: int, agent: str) -> list[Event]:
    """The agent used turns face down (Ssruu, when the seat used another player's agent through it)."""
    player = state.players[seat]
    from engines.galaxy.effects import fire

    card = agent if agent in agents_of(player.faction) else SSRUU
    player.exhausted.append(card)
    seats = [p.seat for p in state.players if not p.eliminated]  # hook "agent_exhausted" (Temporal Command Suite)
    return [LeaderExhausted(seat=seat, leader=card), *fire(state, "agent_exhausted", seats, agent=card, owner=seat)]


def purge_hero(state: TIState, seat: int, hero: str) -> list[Event]:
    """A hero's one use is over: out of the game (TI-LEADER-8, TI-PURGE-1)."""
    state.players[seat].purged.append(hero)
    return [LeaderPurged(seat=seat, leader=hero), *purge(state, f"leader:{hero}", seat)]
