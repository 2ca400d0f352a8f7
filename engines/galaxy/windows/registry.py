"""What can answer a timing window: sources registered by window key, and the kinds of source.

An ``Answer`` is one source's way to act in windows of some keys ("after:activation"...): which
seats may use it (``by``), a condition on public information (``could``), the targets it is
offered with and what it does (``use``). A ``Kind`` says how a kind of source is held: action
cards and promissory notes sit in hidden hands, so whether a seat is *asked* may depend only on
what the table can see (how many cards it holds, what is in the discard pile), never on which
cards; technologies, faction abilities, laws and notes in play areas are public, so their owner
is asked when the source is in force.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engines.core.contract import Event
from engines.galaxy.effects import source_in_force

if TYPE_CHECKING:
    from engines.galaxy.state import TIState
    from engines.galaxy.steps.windows import Window

Could = Callable[["TIState", int, "Window"], bool]
Targets = Callable[["TIState", int, "Window"], list[str]]
Use = Callable[["TIState", int, "Window", str], list[Event]]

# Who may answer, relative to the window: one of its actors, anyone else, the actors' opponents, anyone;
# for promissory notes "owner" (the note's owner is an actor: the holder answers) and "holder" (the
# holder is an actor).
ROLES = ("you", "other", "opponent", "any", "owner", "holder")


def always(state: TIState, seat: int, window: Window) -> bool:
    return True


@dataclass(frozen=True)
class Answer:
    source: str
    kind: str
    keys: tuple[str, ...]
    by: str
    could: Could
    targets: Targets | None
    use: Use
    label: str = ""


@dataclass(frozen=True)
class Kind:
    """How sources of one kind are held and offered.

    ``public_holds(state, seat, source, window)``: whether the seat might hold the source as far as
    the table can tell (hidden kinds: never looks at the hand's contents). ``holds(state, seat,
    source)``: whether it really does (for the seat's own options). ``option(source, target)``: the
    action offered; ``read(action)``: (source, target) of such an action, or None. ``use(state, seat,
    answer, window, target)``: resolve it (a hidden card is played and may be cancelled first).
    ``gate(state, seat)``, when given: False only when ``public_holds`` is False for every source of the kind
    (the seat holds no card at all, say), so a window skips the kind's answers for that seat unasked.
    """

    name: str
    hidden: bool
    public_holds: Callable[[TIState, int, str, Window], bool]
    holds: Callable[[TIState, int, str], bool]
    option: Callable[[str, str], Any]
    read: Callable[[Any], tuple[str, str] | None]
    use: Callable[[TIState, int, Answer, Window, str], list[Event]]
    gate: Callable[[TIState, int], bool] | None = None


BY_KEY: dict[str, list[Answer]] = {}
BY_SOURCE: dict[str, list[Answer]] = {}
_ANSWERS: dict[tuple[str, ...], tuple[Answer, ...]] = {}  # answers() by keys, cleared by each registration
KINDS: dict[str, Kind] = {}


def kind(entry: Kind) -> Kind:
    """Register a kind of source (the action cards, promissory notes and later leaders register theirs)."""
    KINDS[entry.name] = entry
    return entry


def answer(source: str, keys: tuple[str, ...] | str, kind: str = "source", by: str = "you", could: Could = always,
           targets: Targets | None = None, label: str = "") -> Callable[[Use], Use]:
    """Register ``use`` as ``source``'s answer to windows of ``keys`` ("after:activation", ...)."""
    if by not in ROLES:
        raise ValueError(f"unknown role {by!r}")
    listed = (keys,) if isinstance(keys, str) else tuple(keys)
    for key in listed:
        if ":" not in key:
            raise ValueError(f"a window key is 'when:event', not {key!r}")

    def register(use: Use) -> Use:
        entry = Answer(source, kind, listed, by, could, targets, use, label)
        for key in listed:
            BY_KEY.setdefault(key, []).append(entry)
        BY_SOURCE.setdefault(source, []).append(entry)
        _ANSWERS.clear()
        return use

    return register


def answers(keys: list[str]) -> tuple[Answer, ...]:
    """Every answer registered for one of ``keys`` (each once, in the order of the keys)."""
    label = tuple(keys)
    found = _ANSWERS.get(label)
    if found is None:
        seen: set[int] = set()
        listed = []
        for key in keys:
            for entry in BY_KEY.get(key, ()):
                if id(entry) not in seen:  # Answers hold functions: compare them by identity, not by value
                    seen.add(id(entry))
                    listed.append(entry)
        found = _ANSWERS[label] = tuple(listed)
    return found


def registered(keys: list[str]) -> bool:
    return any(key in BY_KEY for key in keys)


def fits(by: str, seat: int, window: Window) -> bool:
    """Whether ``seat`` has the role ``by`` in this window (notes' roles are checked by their kind). ``ask``'s
    ``_could_act`` has it inline: keep the two alike."""
    if by in ("you", "holder"):
        return seat in window.actors
    if by == "other":
        return seat not in window.actors
    if by == "opponent":
        return seat in window.opponents
    return True


# ----- the kind every public source uses: in force for the seat (technologies, abilities, laws, notes in play)


def _in_force(state: TIState, seat: int, source: str, window: Window | None = None) -> bool:
    return source_in_force(state, seat, source)


def _read_ability(action: Any) -> tuple[str, str] | None:
    from engines.galaxy.actions.rounds import UseAbility

    return (action.source, action.target) if isinstance(action, UseAbility) else None


def _ability_option(source: str, target: str) -> Any:
    from engines.galaxy.actions.rounds import UseAbility

    return UseAbility(source, target)


def _use_now(state: TIState, seat: int, entry: Answer, window: Window, target: str) -> list[Event]:
    from engines.galaxy.actions.events import AbilityUsed

    return [AbilityUsed(seat=seat, source=entry.source, target=target), *entry.use(state, seat, window, target)]


SOURCE = kind(Kind("source", False, _in_force, _in_force, _ability_option, _read_ability, _use_now))
