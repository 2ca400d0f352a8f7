"""The choices cards ask of players while they resolve: registered parts of the ``AgendaStep``.

A part answers ``ask(state, step)`` with (prompt, [(value, label)]) for the first seat of ``step.order``
(None or no option: that seat is done), and ``chosen(state, step, value)``; an optional ``finish(state,
step)`` acts when every seat is done. The shared parts: each seat
destroys some of its own units ("destroy_own"), returns command tokens from its sheet
("remove_tokens"), exhausts planets of its own ("exhaust_own"). Agendas, action cards and notes use
them through ``ask_each``.
"""

from __future__ import annotations

from typing import Any, Protocol

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import CommandTokenSpent
from engines.galaxy.agenda.actions import AgendaChoice
from engines.galaxy.board import planets_in, system
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.forces import destroy
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import AgendaStep

POOLS = ("tactic", "fleet", "strategy")


class Part(Protocol):
    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None: ...

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]: ...


PARTS: dict[str, Part] = {}


def part(name: str) -> Any:
    def register(cls: type[Any]) -> type[Any]:
        PARTS[name] = cls()
        return cls

    return register


def ask_each(state: TIState, source: str, name: str, seats: list[int], counts: list[int],
             picks: list[str] | None = None, target: str = "") -> None:
    """Push a choice ``name`` asked of each seat in turn, ``counts[i]`` times of ``seats[i]``."""
    wanted = [(s, c) for s, c in zip(seats, counts, strict=True) if c > 0]
    if not wanted:
        return
    push(state, AgendaStep(seat=wanted[0][0], agenda=source, part=name, stage=wanted[0][1],
                           order=[s for s, _ in wanted], counts=[c for _, c in wanted[1:]], picks=picks or [],
                           target=target))


def next_seat(step: AgendaStep) -> None:
    step.order.pop(0)
    if step.order:
        step.seat = step.order[0]
        step.stage = step.counts.pop(0)


@handles(AgendaStep)
class AgendaStepHandler:
    def decisions(self, state: TIState, step: AgendaStep) -> list[Decision]:
        while step.order:
            asked = PARTS[step.part].ask(state, step) if step.stage > 0 else None
            if asked is not None and asked[1]:
                prompt, choices = asked
                seat = step.order[0]
                return [Decision(seat, "{p%d}: %s" % (seat, prompt), [AgendaChoice(v, label) for v, label in choices],
                                 "LRR 7")]
            return []
        return []

    def perform(self, state: TIState, step: AgendaStep, seat: int, action: Any) -> list[Event]:
        step.stage -= 1
        events = PARTS[step.part].chosen(state, step, action.value)
        if step.stage <= 0 and step.order:
            next_seat(step)
        return events

    def run(self, state: TIState, step: AgendaStep) -> list[Event]:
        if step.order:
            next_seat(step)  # the first seat has nothing (more) to choose
        if step.order:
            return []
        pop(state, step)
        finish = getattr(PARTS[step.part], "finish", None)
        return finish(state, step) if finish is not None else []


def _unit_label(state: TIState, kind: str, node: int, planet: str) -> str:
    from engines.galaxy import words

    return f"{words.unit(kind).capitalize()} " + (f"on {planet}" if planet else f"in {words.system(state, node)}")


@part("destroy_own")
class DestroyOwn:
    """Destroy one of your units of ``picks`` kinds (in ``target`` when set)."""

    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        seat = step.order[0]
        kinds = set(step.picks)
        nodes = [int(step.target)] if step.target else [int(k) for k in state.systems]
        found: list[tuple[str, str]] = []
        for node in nodes:
            places = [("", system(state, node).space)] + [(p, state.planets[p].units) for p in planets_in(state, node)]
            for planet, stacks in places:
                for stack in stacks:
                    if stack.owner == seat and stack.kind in kinds:
                        found.append((f"{node}|{planet}|{stack.kind}", _unit_label(state, stack.kind, node, planet)))
        return f"destroy one of your units ({step.stage} to go)", found

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        node, planet, kind = value.split("|")
        return destroy(state, step.order[0], int(node), planet, kind, cause=step.agenda)


@part("remove_tokens")
class RemoveTokens:
    """Return a command token from a pool of your command sheet (``picks``: the pools allowed)."""

    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        player = state.players[step.order[0]]
        pools = step.picks or list(POOLS)
        return "return a command token from your command sheet", [
            (p, f"From your {p} pool ({getattr(player, p)})") for p in pools if getattr(player, p) > 0]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        seat = step.order[0]
        player = state.players[seat]
        setattr(player, value, getattr(player, value) - 1)
        return [CommandTokenSpent(seat=seat, pool=value, why=step.agenda)]


@part("exhaust_own")
class ExhaustOwn:
    """Exhaust one of your ready planets."""

    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        seat = step.order[0]
        ready = [k for k, p in state.planets.items() if p.owner == seat and not p.exhausted]
        return f"exhaust one of your planets ({step.stage} to go)", [(k, k) for k in ready]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        from engines.galaxy.agenda.actions import AgendaEffect

        state.planets[value].exhausted = True
        return [AgendaEffect(agenda=step.agenda, what="{p%d} exhausts %s" % (step.order[0], value))]
