"""Small pending choices: each kind lists its options and performs the chosen one.

Dice icons, World Powers, Power Die faces and events all queue these steps, so a big choice
("move a fleet from one world to another") is always a short list of buttons at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.core.contract import Event
from engines.lostworlds import actions as A
from engines.lostworlds import eventcards, log
from engines.lostworlds.content import FACES, ICON_CODES, MORALITY, SIDE_OF, SIDES
from engines.lostworlds.rules import (
    acquire,
    gain,
    move,
    move_morality,
    occupies,
    place,
    place_champion,
    place_dreadnought,
    ready,
    world_slot,
    wreck,
)
from engines.lostworlds.state import LWState, Step

Options = Callable[[LWState, Step], list[Any]]
Perform = Callable[[LWState, Step, Any, list[Event]], None]


@dataclass(frozen=True)
class StepKind:
    prompt: str
    options: Options
    perform: Perform
    rule: str = ""


STEPS: dict[str, StepKind] = {}
AUTO: dict[str, Callable[[LWState, Step, list[Event]], None]] = {}


def kind(name: str, prompt: str, rule: str = "") -> Callable[[Options], Options]:
    """Register the options of a step kind; its performer is registered with ``performs``."""

    def register(options: Options) -> Options:
        STEPS[name] = StepKind(prompt, options, _unset, rule)
        return options

    return register


def performs(*names: str) -> Callable[[Perform], Perform]:
    def register(perform: Perform) -> Perform:
        for name in names:
            STEPS[name] = StepKind(STEPS[name].prompt, STEPS[name].options, perform, STEPS[name].rule)
        return perform

    return register


def _unset(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    raise AssertionError(f"step {step.kind} has no performer")


def live_slots(state: LWState) -> list[int]:
    return [i for i, s in enumerate(state.table) if s.world >= 0]


def viable(state: LWState, step: Step) -> bool:
    """False when a step could only be skipped: it is then dropped without asking (LW-ACTION-8)."""
    k = step.kind
    if k in ("settle", "conquer"):
        return state.ps[step.seat].home > 0 and bool(live_slots(state))
    if k == "move":
        return state.ps[step.seat].hyper > 0 or _own_sides(state, step.seat) != []
    options = STEPS[k].options(state, step)
    return bool(options) and options != [A.SKIP]


def _own_sides(state: LWState, seat: int) -> list[tuple[int, int]]:
    n = state.players
    return [(i, side) for i, s in enumerate(state.table) if s.world >= 0
            for side in (0, 1) if s.fleets[side * n + seat]]


# ----- dice icons ------------------------------------------------------------------------------
@kind("settle", "{p%d}: SETTLE: place a fleet from your Home Planet on the settle side of a world.",
      "LW-ROLL-7")
def _settle_options(state: LWState, step: Step) -> list[Any]:
    return [A.PLACE[state.table[i].world][0] for i in live_slots(state)] + [A.SKIP]


@kind("conquer", "{p%d}: CONQUER: place a fleet from your Home Planet on the conquer side of a world.",
      "LW-ROLL-8")
def _conquer_options(state: LWState, step: Step) -> list[Any]:
    return [A.PLACE[state.table[i].world][1] for i in live_slots(state)] + [A.SKIP]


@performs("settle", "conquer")
def _place(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.Place):
        place(state, step.seat, world_slot(state, action.world), SIDE_OF[action.side], events)


@kind("move", "{p%d}: MOVE: READY a fleet, or pick one of your fleets on a world to move.", "LW-ROLL-9")
def _move_options(state: LWState, step: Step) -> list[Any]:
    options: list[Any] = [A.READY] if state.ps[step.seat].hyper else []
    options += [A.MOVE_FROM[state.table[i].world][side] for i, side in _own_sides(state, step.seat)]
    return [*options, A.SKIP]


@performs("move")
def _move(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.Ready):
        ready(state, step.seat, 1, events)
    elif isinstance(action, A.MoveFrom):
        state.steps.append(Step("move_to", step.seat, world_slot(state, action.world), SIDE_OF[action.side]))


@kind("move_to", "{p%d}: MOVE: choose the world and side your fleet goes to.", "LW-ACQ-5")
def _move_to_options(state: LWState, step: Step) -> list[Any]:
    found = [A.MOVE_TO[state.table[i].world][side] for i in live_slots(state) for side in (0, 1)
             if (i, side) != (step.a, step.b)]
    return [*found, A.SKIP]


@kind("rally_to", "{p%d}: move your fleet to a world your Champion or Dreadnought occupies.", "LW-EVENT-17")
def _rally_to_options(state: LWState, step: Step) -> list[Any]:
    seat = step.seat
    targets = {state.ps[seat].champ} | ({state.dread} if state.dread_owner == seat else set())
    return [A.MOVE_TO[state.table[i].world][side] for i in sorted(targets) if i >= 0
            for side in (0, 1) if (i, side) != (step.a, step.b)] + [A.SKIP]


@performs("move_to", "rally_to")
def _move_to(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.MoveTo):
        move(state, step.seat, (step.a, step.b), (world_slot(state, action.world), SIDE_OF[action.side]), events)


@kind("rally_from", "{p%d}: pick one of your fleets on any world to move.", "LW-EVENT-17")
def _rally_from_options(state: LWState, step: Step) -> list[Any]:
    return [A.MOVE_FROM[state.table[i].world][side] for i, side in _own_sides(state, step.seat)] + [A.SKIP]


@performs("rally_from")
def _rally_from(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.MoveFrom):
        state.steps.append(Step("rally_to", step.seat, world_slot(state, action.world), SIDE_OF[action.side]))


def _renown(state: LWState, step: Step, events: list[Event]) -> None:
    gain(state, step.seat, 1, events)  # LW-ROLL-10: never harmful, so it is not asked


AUTO["renown"] = _renown


@kind("or", "{p%d}: this face offers a choice: which action do you take?", "LW-ACTION-7")
def _or_options(state: LWState, step: Step) -> list[Any]:
    icons = FACES[step.a][step.b].icons
    options: list[Any] = [A.CHOOSE[icons[0]], A.CHOOSE[icons[1]]]
    if eventcards.TWIN_MOONS in state.ev_table:
        options.append(A.UseEvent(eventcards.TWIN_MOONS))  # LW-EVENT-21
    return options


@performs("or")
def _or(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    from engines.lostworlds.turn import ICON_STEP

    icons = FACES[step.a][step.b].icons
    if isinstance(action, A.UseEvent):
        eventcards.spend_token(state, step.seat, action.card, events)
        chosen = list(icons)
    else:
        chosen = [ICON_CODES[action.icon]]
    for code in reversed(chosen):
        state.steps.append(Step(ICON_STEP[code], step.seat))


# ----- STEAL, WRECK ----------------------------------------------------------------------------
@kind("steal", "{p%d}: STEAL: take 1 Renown from a player.", "LW-GLOSS-3")
def _steal_options(state: LWState, step: Step) -> list[Any]:
    return [A.Steal(q) for q in range(state.players) if q != step.seat and state.ps[q].renown]


@performs("steal")
def _steal(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    state.ps[action.seat].renown -= 1
    events.append(log.RenownStolen(seat=step.seat, victim=action.seat))
    gain(state, step.seat, 1, events)


def _wrecks(state: LWState, seat: int, slots: list[int], only: int = -1) -> list[Any]:
    n = state.players
    found: list[Any] = []
    for i in slots:
        s = state.table[i]
        for index, count in enumerate(s.fleets):
            q = index % n
            if count and q != seat and (only < 0 or q == only):
                found.append(A.Wreck(s.world, SIDES[index // n], q))
    return found


@kind("wreck_any", "{p%d}: WRECK: choose an opponent's fleet on any world.", "LW-ACQ-11")
def _wreck_any_options(state: LWState, step: Step) -> list[Any]:
    return [*_wrecks(state, step.seat, live_slots(state)), A.SKIP]


@kind("wreck_at", "{p%d}: WRECK: choose an opponent's fleet on this world.", "LW-ACQ-11")
def _wreck_at_options(state: LWState, step: Step) -> list[Any]:
    slots = [step.a] if state.table[step.a].world >= 0 else []
    return [*_wrecks(state, step.seat, slots), A.SKIP]


@kind("wreck_of", "{p%d}: WRECK: choose a fleet of {p%d}.", "LW-ACQ-11")
def _wreck_of_options(state: LWState, step: Step) -> list[Any]:
    return [*_wrecks(state, step.seat, live_slots(state), step.a), A.SKIP]


@performs("wreck_any", "wreck_at", "wreck_of")
def _wreck(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.Wreck):
        wreck(state, world_slot(state, action.world), SIDE_OF[action.side], action.seat, step.seat, 1, events)


@kind("occupied", "{p%d}: choose a world you occupy to WRECK opponent fleets there.", "LW-GLOSS-1")
def _occupied_options(state: LWState, step: Step) -> list[Any]:
    return [A.PICK_WORLD[state.table[i].world] for i in live_slots(state)
            if occupies(state, i, step.seat) and eventcards.opponent_fleets(state, i, step.seat)] + [A.SKIP]


@performs("occupied")
def _occupied(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.PickWorld):
        slot = world_slot(state, action.world)
        for _ in range(step.a):
            state.steps.append(Step("wreck_at", step.seat, slot))


# ----- SET, pieces, tokens, morality -----------------------------------------------------------
@kind("set_die", "{p%d}: SET: choose one of your unspent action dice.", "LW-GLOSS-4")
def _set_die_options(state: LWState, step: Step) -> list[Any]:
    return [A.SET_DIE[d] for d in range(3) if not state.spent >> d & 1] + [A.SKIP]


@performs("set_die")
def _set_die(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.SetDie):
        state.steps.append(Step("set_face", step.seat, action.die))


@kind("set_face", "{p%d}: SET: choose the face the die shows.", "LW-GLOSS-4")
def _set_face_options(state: LWState, step: Step) -> list[Any]:
    return list(A.SET_FACE[: len(FACES[step.a])])


@performs("set_face")
def _set_face(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    state.dice[step.a] = action.face
    events.append(log.DieSet(seat=step.seat, die=step.a, face=action.face))


def champion_targets(state: LWState, seat: int) -> list[int]:
    return [state.table[i].world for i in live_slots(state) if not state.table[i].champs >> seat & 1]


def dreadnought_targets(state: LWState, seat: int) -> list[int]:
    return [state.table[i].world for i in live_slots(state) if not (state.dread == i and state.dread_owner == seat)]


@kind("free_champ", "{p%d}: place your Champion on a world for free.", "LW-CHAMP-3")
def _free_champ_options(state: LWState, step: Step) -> list[Any]:
    return [A.CHAMPION[w] for w in champion_targets(state, step.seat)] + [A.SKIP]


@kind("free_dread", "{p%d}: place the Dreadnought on a world for free.", "LW-DREAD-3")
def _free_dread_options(state: LWState, step: Step) -> list[Any]:
    return [A.DREADNOUGHT[w] for w in dreadnought_targets(state, step.seat)] + [A.SKIP]


@kind("free_piece", "{p%d}: place your Champion or the Dreadnought for free, whatever your morality.",
      "LW-PDIE-8")
def _free_piece_options(state: LWState, step: Step) -> list[Any]:
    return ([A.CHAMPION[w] for w in champion_targets(state, step.seat)]
            + [A.DREADNOUGHT[w] for w in dreadnought_targets(state, step.seat)] + [A.SKIP])


@performs("free_champ", "free_dread", "free_piece")
def _free_piece(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.Champion):
        place_champion(state, step.seat, world_slot(state, action.world), events)
    elif isinstance(action, A.Dreadnought):
        place_dreadnought(state, step.seat, world_slot(state, action.world), events)


@kind("token", "{p%d}: put a Power Token on one of your worlds that has none.", "LW-PDIE-10")
def _token_options(state: LWState, step: Step) -> list[Any]:
    return [A.TOKEN_ON[w] for w in token_targets(state, step.seat)] + [A.SKIP]


def token_targets(state: LWState, seat: int) -> list[int]:
    """Acquired worlds without a Power Token (LW-WPTOKEN-2, LW-WPTOKEN-3)."""
    player = state.ps[seat]
    return [w for w in player.settled + player.conquered if w not in player.tokens]


@performs("token")
def _token(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.TokenOn):
        state.ps[step.seat].tokens.append(action.world)
        events.append(log.TokenPlaced(seat=step.seat, world=action.world))


@kind("morality", "{p%d}: move your morality marker one space, or leave it.", "LW-GAP-5")
def _morality_options(state: LWState, step: Step) -> list[Any]:
    space = state.ps[step.seat].morality
    options: list[Any] = [A.Morality(-1)] if space > 0 else []
    return options + ([A.Morality(1)] if space < len(MORALITY) - 1 else []) + [A.SKIP]


@performs("morality")
def _morality(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.Morality):
        move_morality(state, step.seat, action.step, events)


@kind("acquire_side", "{p%d}: you meet both values of this world: take it by settling or by conquering?",
      "LW-GAP-22")
def _acquire_side_options(state: LWState, step: Step) -> list[Any]:
    return [A.AcquireBy("settle"), A.AcquireBy("conquer")]


@performs("acquire_side")
def _acquire_side(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    acquire(state, step.a, step.seat, SIDE_OF[action.side], events)
