"""The Winnu's leaders: Berekar Berekon (agent), Rickar Rickani (commander) and Mathis Mathinus (hero: the primary
of any strategy card, then the secondary for the other players the Winnu choose)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.actions.events import SecondaryResolved
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.economy import MECATOL_REX, printed
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.leaders.common import active, agent_window, hero_action, others, seat_of
from engines.galaxy.seats import clockwise_from
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.steps.windows import Window
from engines.galaxy.tokens import spend_strategy_token

BEREKON, RICKAR, MATHIS = "berekar_berekon", "rickar_rickani", "mathis_mathinus"
SEAL_PLAYERS, SEAL_SECONDARY = "imperial_seal_players", "imperial_seal_secondary"
DONE = "done"
register_targets(MATHIS, SEAL_PLAYERS)
CHEAPER = "berekon_discount"  # the producer's 2 resources off, for this turn's production
BEREKON_DISCOUNT = 2


@agent_window(BEREKON, "when:production", by="any")
def berekar_berekon(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player producing pays 2 resources less for the units."""
    state.modifiers.append(Modifier(CHEAPER, active(window), "turn", amount=BEREKON_DISCOUNT))
    return [used(seat, BEREKON, "{p%d} pays 2 less for this production" % active(window))]


@effect(CHEAPER, hook="production_discount")
def berekon_discount(ctx: Context) -> int:
    return sum(m.amount for m in ctx.state.modifiers if m.effect == CHEAPER and m.owner == ctx.seat)


def _rickar_system(state: TIState, seat: int, node: int) -> bool:
    if node == state.players[seat].home:
        return True
    return any(k == MECATOL_REX or printed(k).legendary for k, p in state.planets.items() if p.system == node)


@effect(RICKAR, hook="roll_modifier", roll="combat")
def rickar_rickani(ctx: Context) -> int:
    """+2 to the Winnu's combat rolls in the Mecatol Rex system, at home, and where a legendary planet is."""
    node = ctx.details.get("system")
    return 2 if isinstance(node, int) and node != -1 and _rickar_system(ctx.state, ctx.seat, node) else 0


# ----- Mathis Mathinus --------------------------------------------------------------------------------------


def _cards(state: TIState, seat: int) -> list[str]:
    return list(strategy_cards())


@hero_action(MATHIS, targets=_cards)
def mathis_mathinus(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: the Winnu resolve the primary of any strategy card, then choose other players, each of whom may
    resolve its secondary (as a secondary: a strategy token, unless the card's is free)."""
    card = target
    _choose_next(state, seat, card, [])
    flow.push(state, CardAbility(seat=seat, card=card, part="primary"))  # on top: the primary first
    return [used(seat, MATHIS, "resolves the primary of %s" % strategy_cards()[card].name)]


def _choose_next(state: TIState, seat: int, card: str, chosen: list[int]) -> None:
    left = [f"seat:{s}" for s in others(state, seat) if s not in chosen]
    if left:
        flow.push(state, FactionOffer(seat=seat, source=SEAL_PLAYERS, targets=[DONE, *left], planet=card,
                                      amount=sum(1 << s for s in chosen), must=True))
    else:
        _offer_secondaries(state, seat, card, chosen)


def _offer_secondaries(state: TIState, winnu: int, card: str, chosen: list[int]) -> None:
    from engines.galaxy.strategic import can_resolve_secondary

    asked = [s for s in clockwise_from(state, winnu, include=False) if s in chosen]
    for seat in reversed(asked):  # pushed last-first: asked in seat order
        if can_resolve_secondary(state, seat, card):
            offer(state, seat, SEAL_SECONDARY, [""], planet=card)


@resolves(SEAL_PLAYERS, prompt=lambda state, step: "{p%d}: Imperial Seal: a player who may resolve the secondary of "
          "%s, or done" % (step.seat, strategy_cards()[step.planet].name))
def _seal_player(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    chosen = [s for s in range(len(state.players)) if step.amount & (1 << s)]
    if target == DONE:
        _offer_secondaries(state, step.seat, step.planet, chosen)
        return []
    _choose_next(state, step.seat, step.planet, [*chosen, seat_of(target)])
    return []


@resolves(SEAL_SECONDARY, prompt=lambda state, step: "{p%d}: resolve the secondary of %s (Imperial Seal)?" % (
    step.seat, strategy_cards()[step.planet].name))
def _seal_secondary(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    from engines.galaxy.strategic import costs_token

    paying = costs_token(step.planet, state, step.seat)
    events: list[Event] = [SecondaryResolved(seat=step.seat, card=step.planet, free=not paying)]
    if paying:
        events += spend_strategy_token(state, step.seat, step.planet)
    flow.push(state, CardAbility(seat=step.seat, card=step.planet, part="secondary"))
    return events
