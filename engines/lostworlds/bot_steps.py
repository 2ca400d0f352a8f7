"""The heuristic bot's answers to each kind of pending step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.lostworlds import actions as A
from engines.lostworlds.bot_eval import Assess, fleets, lean, side_code
from engines.lostworlds.content import FACES
from engines.lostworlds.view import StepView

Handler = Callable[[Assess, list[Any], StepView], Any]
STEP_CHOICES: dict[str, Handler] = {}


def answers(*kinds: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        for kind in kinds:
            STEP_CHOICES[kind] = handler
        return handler

    return register


def _utility(ctx: Assess, world: int, side: str) -> float:
    t = ctx.target(world, side_code(side))
    return t.utility() if t else 0.0


@answers("settle", "conquer")
def _place(ctx: Assess, options: list[Any], step: StepView) -> Any:
    places = [o for o in options if isinstance(o, A.Place)]
    return max(places, key=lambda o: _utility(ctx, o.world, o.side), default=A.SKIP)


@answers("move")
def _move(ctx: Assess, options: list[Any], step: StepView) -> Any:
    gain, src, _dst = ctx.move()
    if src is not None and gain > ctx.ready_value():
        option = A.MOVE_FROM[src.world][src.side]
        if option in options:
            return option
    return A.READY if A.READY in options else A.SKIP


@answers("move_to", "rally_to")
def _move_to(ctx: Assess, options: list[Any], step: StepView) -> Any:
    moves = [o for o in options if isinstance(o, A.MoveTo)]
    return max(moves, key=lambda o: _utility(ctx, o.world, o.side), default=A.SKIP)


@answers("rally_from")
def _rally_from(ctx: Assess, options: list[Any], step: StepView) -> Any:
    moves = [o for o in options if isinstance(o, A.MoveFrom)]
    return min(moves, key=lambda o: _utility(ctx, o.world, o.side), default=A.SKIP)


@answers("or")
def _or(ctx: Assess, options: list[Any], step: StepView) -> Any:
    for option in options:
        if isinstance(option, A.UseEvent):
            return option
    codes = {"settle": "S", "conquer": "C", "move": "M", "renown": "R"}
    return max(options, key=lambda o: ctx.icon_value(codes[o.icon]))


@answers("steal")
def _steal(ctx: Assess, options: list[Any], step: StepView) -> Any:
    panels = ctx.view.panels
    return max(options, key=lambda o: (panels[o.seat].renown, panels[o.seat].vp) if isinstance(o, A.Steal) else (-1, 0))


def _danger(ctx: Assess, option: A.Wreck) -> tuple[int, int]:
    """How close the fleet's owner is to taking that world side, and how far ahead they are."""
    for w in ctx.view.worlds:
        if w.id == option.world:
            side = side_code(option.side)
            value = max(1, w.value[side] - (1 if option.seat in w.champions else 0))
            need = value - fleets(w, side)[option.seat]
            return -need, ctx.view.panels[option.seat].vp
    return -99, 0


@answers("wreck_any", "wreck_at", "wreck_of")
def _wreck(ctx: Assess, options: list[Any], step: StepView) -> Any:
    wrecks = [o for o in options if isinstance(o, A.Wreck)]
    return max(wrecks, key=lambda o: _danger(ctx, o), default=A.SKIP)


@answers("occupied")
def _occupied(ctx: Assess, options: list[Any], step: StepView) -> Any:
    picks = [o for o in options if isinstance(o, A.PickWorld)]

    def enemy_fleets(o: A.PickWorld) -> int:
        w = next(w for w in ctx.view.worlds if w.id == o.world)
        return sum(c for q, c in enumerate(w.settle + w.conquer) if q % ctx.view.players != ctx.seat)

    return max(picks, key=enemy_fleets, default=A.SKIP)


@answers("set_die")
def _set_die(ctx: Assess, options: list[Any], step: StepView) -> Any:
    values = ctx.die_values()
    dice = [o for o in options if isinstance(o, A.SetDie)]

    def gain(o: A.SetDie) -> float:
        return max(ctx.face_value(o.die, f) for f in range(len(FACES[o.die]))) - values[o.die]

    return max(dice, key=gain, default=A.SKIP)


@answers("set_face")
def _set_face(ctx: Assess, options: list[Any], step: StepView) -> Any:
    return max(options, key=lambda o: ctx.face_value(step.a, o.face))


@answers("free_champ", "free_dread", "free_piece", "showdown")
def _free_piece(ctx: Assess, options: list[Any], step: StepView) -> Any:
    t = ctx.best()
    worlds = [o for o in options if not isinstance(o, A.Skip)]
    if t is not None:
        for option in worlds:
            if getattr(option, "world", -1) == t.world:
                return option
    return worlds[0] if worlds else A.SKIP


@answers("morality")
def _morality(ctx: Assess, options: list[Any], step: StepView) -> Any:
    panel = ctx.panel
    want = -1 if len(panel.settled) > len(panel.conquered) else 1 if len(panel.conquered) > len(panel.settled) else 0
    choice = A.Morality(want)
    return choice if want and choice in options else A.SKIP


@answers("acquire_side")
def _acquire_side(ctx: Assess, options: list[Any], step: StepView) -> Any:
    world = next((w for w in ctx.view.worlds if w.slot == step.a), None)
    if world is None:
        return options[0]
    return max(options, key=lambda o: world.vp[side_code(o.side)] + lean(ctx.view, ctx.seat, side_code(o.side)))


@answers("ally")
def _ally(ctx: Assess, options: list[Any], step: StepView) -> Any:
    return min(options, key=lambda o: ctx.view.panels[o.seat].vp)


@answers("senate")
def _senate(ctx: Assess, options: list[Any], step: StepView) -> Any:
    if ctx.panel.hyperspace >= 2 and ctx.panel.home <= 1:
        return A.Senate("ready")
    if any(t.threat <= 1 for t in ctx.targets):
        return A.Senate("wreck")
    return A.Senate("renown")


@answers("discard")
def _discard(ctx: Assess, options: list[Any], step: StepView) -> Any:
    values = ctx.die_values()
    dice = [o for o in options if isinstance(o, A.Discard)]
    return min(dice, key=lambda o: values[o.die], default=A.SKIP)


@answers("relic")
def _relic(ctx: Assess, options: list[Any], step: StepView) -> Any:
    values = ctx.die_values()
    dice = [o for o in options if isinstance(o, A.Activate)]
    return max(dice, key=lambda o: values[o.die], default=A.SKIP)


@answers("piece")
def _piece(ctx: Assess, options: list[Any], step: StepView) -> Any:
    mine = [o for o in options if o.seat == ctx.seat]
    if step.a == 1 and mine:
        return mine[0]
    others = [o for o in options if o.seat not in (ctx.seat,)]
    return others[0] if others else options[0]


@answers("piece_to")
def _piece_to(ctx: Assess, options: list[Any], step: StepView) -> Any:
    ours = step.a == ctx.seat or (step.a == ctx.view.players and step.seat == ctx.seat)
    best = ctx.best()
    if ours and best is not None:
        for option in options:
            if option.world == best.world:
                return option

    def interest(o: A.PickWorld) -> float:
        return max(_utility(ctx, o.world, "settle"), _utility(ctx, o.world, "conquer"))

    return (max if ours else min)(options, key=interest)


@answers("claim")
def _claim(ctx: Assess, options: list[Any], step: StepView) -> Any:
    camp = ctx.view.campaign
    if camp is None:
        return options[0]
    colonised = {s.id for s in camp.sectors if s.colonised}

    def worth(o: Any) -> float:
        if not isinstance(o, A.Claim):
            return 0.0
        node = camp.worlds[o.node]
        if node.kind == "colony":  # expand last: a fast spread ends the campaign early
            return 2.5 if node.sector not in colonised else 1.5
        return 3.0 if node.kind == "linked" else 2.0

    return max(options, key=worth)


@answers("zone")
def _zone(ctx: Assess, options: list[Any], step: StepView) -> Any:
    order = ["war_chest", "reserves", "momentum", "wormhole"]
    return min(options, key=lambda o: order.index(o.bonus) if o.bonus in order else 99)


@answers("token", "name", "gate")
def _first(ctx: Assess, options: list[Any], step: StepView) -> Any:
    return options[0]
