"""The ``Window`` step: opening a window, who is asked, what they are offered, passing and answering.

Who is asked ("could plausibly act") depends only on public information, so that being asked tells
the table nothing: a seat is asked when some registered answer to one of the window's keys fits its
role (``by``), its kind says the seat might hold the source (hidden hands: the hand is not empty and
not every copy of the card is in the open; public sources: in force) and the answer's public
condition holds. Every asked seat gets the pass options, whatever it holds; the answers it really
holds are its other options. Seats are asked one at a time in resolution order; a seat that answers
is asked again (it may answer with another source, or pass). A window nobody could answer is never
opened.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.effects import current_block, source_in_force, unchanged
from engines.galaxy.flow import handles, parent, pop, push
from engines.galaxy.seats import speaker_order
from engines.galaxy.state import TIState
from engines.galaxy.steps.combat import Die
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows.actions import PassWindow
from engines.galaxy.windows.autopass import autopassed, set_autopass
from engines.galaxy.windows.order import resolution_order
from engines.galaxy.windows.registry import KINDS, SOURCE, Answer, answers, fits, registered
from engines.galaxy.windows.words import moment

RULE = "LRR 1.13-1.20"


def open_window(state: TIState, keys: list[str] | str, actors: list[int] | tuple[int, ...] = (),
                opponents: list[int] | tuple[int, ...] = (), system: int = -1, planet: str = "", subject: str = "",
                amount: int = 0, dice: list[Die] | None = None) -> bool:
    """Push a window for the moment ``keys`` if any seat could act in it; True if one was pushed.

    The caller's step has already moved to its next stage: the window runs first, then the caller
    resumes. ``keys[0]`` is the window's kind ("after:activation"), the rest coinciding moments.
    """
    listed = [keys] if isinstance(keys, str) else list(keys)
    if not registered(listed):
        return False
    seats = speaker_order(state)  # the seats of the resolution order: that order is worked out only if needed
    window = Window(keys=listed, actors=list(actors), opponents=list(opponents), system=system, planet=planet,
                    subject=subject, amount=amount, dice=dice or [], order=seats)
    with unchanged():  # only asking, for every seat: the discard pile's counts and the galaxy are worked out once
        if not any(could_act(state, window, seat) for seat in seats):
            return False
        window.order = resolution_order(state)  # still asking: the seats' sources are known by now
    push(state, window)
    return True


def current_window(state: TIState) -> Window | None:
    """The innermost window on the stack (the one a card being played answers)."""
    return parent(state, Window)


def could_act(state: TIState, window: Window, seat: int) -> bool:
    """Whether ``seat`` is asked in ``window``: public information only (see the module's docstring)."""
    player = state.players[seat]
    if player.eliminated or (player.autopass and autopassed(state, seat, window)):
        return False
    if current_block() is None:  # only asking: what the seat's cards and sources answer is worked out once
        with unchanged():
            return _could_act(state, window, seat)
    return _could_act(state, window, seat)  # the callers ask inside a block already: no nested one


def _could_act(state: TIState, window: Window, seat: int) -> bool:
    gated: dict[str, bool] = {}  # by kind, whether its gate is open for the seat (shut: it holds none)
    acting = seat in window.actors
    for entry in answers(window.keys):
        by = entry.by  # ``fits``, inline (asked for every answer, seat and window)
        if by in ("you", "holder"):
            if not acting:
                continue
        elif by == "other":
            if acting:
                continue
        elif by == "opponent" and seat not in window.opponents:
            continue
        kind = KINDS[entry.kind]
        if GATES and kind.gate is not None:
            open_ = gated.get(entry.kind)
            if open_ is None:
                open_ = gated[entry.kind] = kind.gate(state, seat)
            if not open_:
                continue
        held = source_in_force(state, seat, entry.source) if kind is SOURCE else kind.public_holds(
            state, seat, entry.source, window)  # the public sources' kind asks ``source_in_force`` itself
        if held and entry.could(state, seat, window):
            return True
    return False


# Whether ``could_act`` asks a kind's gate before its answers, and whether a window's ``run`` takes the driver's
# word for the seat its ``decisions`` just found unable to act (the same-games guard turns both off).
GATES = True
TRUST_DECISIONS = True


def usable(state: TIState, window: Window, seat: int) -> list[Answer]:
    """The answers ``seat`` really holds and may use here now (its own options; private)."""
    found = []
    for entry in answers(window.keys):
        if f"{seat}:{entry.source}" in window.used or not fits(entry.by, seat, window):
            continue
        kind = KINDS[entry.kind]
        if kind.holds(state, seat, entry.source) and kind.public_holds(state, seat, entry.source, window) \
                and entry.could(state, seat, window):
            found.append(entry)
    return found


def pass_options(state: TIState) -> list[PassWindow]:
    if state.phase == "agenda":
        return [PassWindow(), PassWindow(until="agenda"), PassWindow(until="agenda", every=True)]
    return [PassWindow(), PassWindow(until="round"), PassWindow(until="game")]


def options(state: TIState, window: Window, seat: int) -> list[Any]:
    found: list[Any] = []
    for entry in usable(state, window, seat):
        kind = KINDS[entry.kind]
        targets = entry.targets(state, seat, window) if entry.targets is not None else [""]
        found += [kind.option(entry.source, target) for target in targets]
    return found + pass_options(state)


def _answer_of(state: TIState, window: Window, seat: int, action: Any) -> tuple[Answer, str]:
    for entry in usable(state, window, seat):
        read = KINDS[entry.kind].read(action)
        if read is not None and read[0] == entry.source:
            return entry, read[1]
    raise RuntimeError(f"{action!r} answers nothing in this window")


@handles(Window)
class WindowHandler:
    def asks(self, state: TIState, step: Window) -> bool:
        """Whether ``decisions`` asks the seat whose turn it is (the same test, without its options)."""
        return not step.closed and step.turn < len(step.order) and could_act(state, step, step.order[step.turn])

    def decisions(self, state: TIState, step: Window) -> list[Decision]:
        if step.closed or step.turn >= len(step.order):
            return []
        seat = step.order[step.turn]
        if not could_act(state, step, seat):
            return []
        prompt = "{p%d}: %s. Use a card or an ability, or pass" % (seat, moment(state, step))
        return [Decision(seat, prompt, options(state, step, seat), RULE)]

    def perform(self, state: TIState, step: Window, seat: int, action: Any) -> list[Event]:
        if isinstance(action, PassWindow):
            if action.until:
                set_autopass(state, seat, "*" if action.every else step.keys[0], action.until)
            step.turn += 1
            return []
        entry, target = _answer_of(state, step, seat, action)
        step.used.append(f"{seat}:{entry.source}")
        return KINDS[entry.kind].use(state, seat, entry, step, target)

    def run(self, state: TIState, step: Window) -> list[Event]:
        # The driver runs a step only when its ``decisions`` (just now, on this state) asked nobody: the seat
        # whose turn it is could not act, so it is not asked again.
        turn = step.turn
        if TRUST_DECISIONS and not step.closed and turn < len(step.order):
            turn += 1
        with unchanged():  # only asking until a seat could act
            while not step.closed and turn < len(step.order) and not could_act(state, step, step.order[turn]):
                turn += 1
        step.turn = turn
        if step.closed or step.turn >= len(step.order):
            pop(state, step)
        return []
