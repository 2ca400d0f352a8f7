"""A faction ability's chance to act: the ``FactionOffer`` step, asked of the ability's owner alone.

Effects act at hook points (``effects.fire``); one that leaves its owner a choice ("you may...")
pushes an offer instead of acting, and the procedure goes on once it is answered. Each ability
registers how it resolves (``@resolves("pillage")``): it is told the offer (its system, planet,
other seat and amount) and the chosen target. Faction abilities are public, so asking their owner
alone gives nothing away (action cards, which anyone may hold, are the politics issue's windows).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import flow
from engines.galaxy.actions.factions import DeclineFactionAbility, UseFactionAbility
from engines.galaxy.factions.base import name_of
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer

Resolve = Callable[[TIState, FactionOffer, str], list[Event]]
Prompt = Callable[[TIState, FactionOffer], str]

RESOLVERS: dict[str, tuple[Resolve, Prompt | None, str]] = {}


def resolves(source: str, prompt: Prompt | None = None, rule: str = "") -> Callable[[Resolve], Resolve]:
    """Register how ``source``'s offer resolves; ``prompt`` words the question (default: use it?)."""

    def register(function: Resolve) -> Resolve:
        RESOLVERS[source] = (function, prompt, rule)
        return function

    return register


def offer(state: TIState, seat: int, source: str, targets: list[str] | None = None, *, system: int = -1,
          planet: str = "", other: int = -1, amount: int = 0, must: bool = False) -> None:
    """Push ``source``'s offer to ``seat`` (nothing when it has no target: the chance does not arise)."""
    chosen = [""] if targets is None else list(targets)
    if not chosen:
        return
    flow.push(state, FactionOffer(seat=seat, source=source, targets=chosen, system=system, planet=planet,
                                  other=other, amount=amount, must=must))


@flow.handles(FactionOffer)
class FactionOfferHandler:
    def decisions(self, state: TIState, step: FactionOffer) -> list[Decision]:
        if not step.targets:
            return []
        options: list[Any] = [UseFactionAbility(step.source, t) for t in step.targets]
        if not step.must:
            options.append(DeclineFactionAbility(step.source))
        _, prompt, rule = RESOLVERS[step.source]
        text = prompt(state, step) if prompt is not None else "{p%d}: use %s?" % (step.seat, name_of(step.source))
        return [Decision(step.seat, text, options, rule or name_of(step.source))]

    def perform(self, state: TIState, step: FactionOffer, seat: int, action: Any) -> list[Event]:
        flow.pop(state, step)
        if isinstance(action, DeclineFactionAbility):
            return []
        resolve, _, _ = RESOLVERS[step.source]
        return resolve(state, step, action.target)

    def run(self, state: TIState, step: FactionOffer) -> list[Event]:
        flow.pop(state, step)
        return []
