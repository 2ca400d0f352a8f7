"""What a click means when it is not one of the options: the action of the decision's kind that the
clicked thing would stand for, sent to the engine as a probe so the player reads why it is refused.

Only kinds the decision asks about are probed (a click on a system while choosing a system to move
from means "move from there"); anything else is just a look at the table.
"""

from __future__ import annotations

from typing import Any

from engines.galaxy.actions import rounds as ac
from engines.galaxy.agenda.actions import ExhaustForVotes
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.promissory.actions import PlayNote
from engines.galaxy.tactical import actions as ta


def _first(options: list[Any], kind: type) -> Any:
    return next((o for o in options if isinstance(o, kind)), None)


def probe_for_system(options: list[Any], node: int) -> Any:
    for kind in (ta.Activate, ta.MoveFrom, ta.RetreatTo, ta.ProduceAt, ac.ChooseSystem):
        if _first(options, kind) is not None:
            return kind(system=node)
    return None


def probe_for_zone(options: list[Any], kind: str, key: Any) -> Any:
    if kind == "card":
        if _first(options, ac.PickStrategyCard) is not None:
            return ac.PickStrategyCard(str(key))
        if _first(options, ac.TakeTacticalAction) is not None or _first(options, ac.Pass) is not None:
            return ac.TakeStrategicAction(str(key))
    if kind == "objective" and _first(options, ac.DoneScoring) is not None:
        return ac.ScoreObjective(str(key))
    if kind == "planet" and _first(options, ExhaustForVotes) is not None:
        return ExhaustForVotes(str(key))
    if kind == "planet":
        exhaust = _first(options, ac.ExhaustPlanet)
        if exhaust is not None or _first(options, ac.StopPaying) is not None:
            return ac.ExhaustPlanet(str(key), exhaust.use if exhaust is not None else "")
    if kind == "seat":
        for choice in (ac.ChoosePlayer, ac.ChooseSpeaker):
            if _first(options, choice) is not None:
                return choice(int(key))
        if _first(options, ac.OfferTransaction) is not None:
            return ac.OfferTransaction(int(key))
    if kind == "hand" and _first(options, ac.DiscardActionCard) is not None:
        return ac.DiscardActionCard(str(key))
    if kind == "hand" and _first(options, PlayActionCard) is not None:
        return PlayActionCard(card_of(str(key)))
    if kind == "note" and _first(options, PlayNote) is not None:
        return PlayNote(str(key))
    return None


def probe_for_part(options: list[Any], view: Any, node: int, part: tuple[object, ...]) -> Any:
    kind = part[0]
    if kind == "space":
        unit, damaged = str(part[2]), bool(part[3])
        if _first(options, ta.MoveShip) is not None or _first(options, ta.FinishOrigin) is not None:
            return ta.MoveShip(unit, damaged)
        if _first(options, ta.Load) is not None:
            return ta.Load(unit, node, "", damaged)
        if _first(options, ta.AssignHit) is not None:
            return ta.AssignHit(unit, False)
        if _first(options, ta.Remove) is not None:
            return ta.Remove(unit, damaged)
    if kind == "ground" and _first(options, ta.Load) is not None:
        return ta.Load(str(part[3]), node, str(part[1]), bool(part[4]))
    if kind in ("planet", "control"):
        land = _first(options, ta.Land)
        if land is not None:
            return ta.Land(land.kind, str(part[1]), land.damaged)
        return probe_for_zone(options, "planet", part[1])
    if kind == "token" and _first(options, ac.RemoveCommandToken) is not None:
        return ac.RemoveCommandToken(node)
    return None
