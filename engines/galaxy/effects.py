"""Card and ability effects: small registered functions named after their card, found by hook.

Rules code never asks "does this player own Plasma Scoring?". It asks a hook ("space cannon dice
for this unit") and every effect in force for that seat answers. An effect is in force for a seat
when its source is: a technology the seat owns, an ability of the seat's faction, a law in play, a
promissory note in the seat's play area, or a ``Modifier`` in ``state.modifiers`` (an action card
played this combat, a bonus for this tactical action...). The modifier's scope says when the
engine drops it; ``end_scope`` is called by the procedure that ends (a roll, a combat, a tactical
action, a turn, a round).

Registering::

    @effect("plasma_scoring", hook="extra_dice", kinds=("bombardment", "space_cannon"))
    def plasma_scoring(ctx: Context) -> int:
        return 1

A hook's meaning (what the function receives in ``ctx`` and what it returns) is written beside the
code that collects it: ``collect(state, "extra_dice", seat, roll="space_cannon", ...)``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engines.core.contract import Event
    from engines.galaxy.state import TIState

SCOPES = ("roll", "combat_round", "combat", "tactical", "turn", "agenda", "round", "game")
# A source in force for every seat at all times (rules of the game that answer hooks: the expansion's
# attachments and board tokens); a hook whose answers all come from it never works out ``in_force``.
ALWAYS = "always"


@dataclass(frozen=True)
class Context:
    """What an effect function is told: the state, the seat it works for, and the hook's details."""

    state: TIState
    seat: int
    source: str
    details: dict[str, Any] = field(default_factory=dict)

    def __getattr__(self, name: str) -> Any:
        try:
            return self.details[name]
        except KeyError:
            raise AttributeError(name) from None


@dataclass(frozen=True)
class Registered:
    source: str
    hook: str
    function: Callable[[Context], Any]
    when: dict[str, Any]


_BY_HOOK: dict[str, list[Registered]] = {}
_SOURCES: set[str] = set()
# Where a seat's sources come from besides technologies; the cards and factions modules add theirs.
SourceFinder = Callable[["TIState", int], Iterable[str]]
_FINDERS: list[SourceFinder] = []


def effect(source: str, hook: str, **when: Any) -> Callable[[Callable[[Context], Any]], Callable[[Context], Any]]:
    """Register ``function`` as ``source``'s answer to ``hook``; ``when`` filters by the hook's details."""

    def register(function: Callable[[Context], Any]) -> Callable[[Context], Any]:
        _BY_HOOK.setdefault(hook, []).append(Registered(source, hook, function, when))
        _SOURCES.add(source)
        return function

    return register


def source_finder(finder: SourceFinder) -> SourceFinder:
    """Register a function listing more sources in force for a seat (laws, notes, faction abilities)."""
    _FINDERS.append(finder)
    return finder


def registered_sources() -> set[str]:
    return set(_SOURCES)


# While the game only answers "what is asked now?" the state does not change, so each seat's sources are
# worked out once (``unchanged``); the driver uses it around its decisions. Keyed by (state id, seat).
_UNCHANGED: dict[tuple[int, int], frozenset[str]] | None = None


@contextmanager
def unchanged() -> Iterator[None]:
    """A block in which no state changes: ``in_force`` answers from a cache (nested blocks share it)."""
    global _UNCHANGED
    outer = _UNCHANGED
    if outer is None:
        _UNCHANGED = {}
    try:
        yield
    finally:
        if outer is None:
            _UNCHANGED = None


def in_force(state: TIState, seat: int) -> frozenset[str] | set[str]:
    """Every effect source in force for ``seat`` right now (never change the answer: it may be shared)."""
    cache = _UNCHANGED
    if cache is not None:
        found = cache.get((id(state), seat))
        if found is None:
            found = cache[(id(state), seat)] = frozenset(_in_force(state, seat))
        return found
    return _in_force(state, seat)


def _in_force(state: TIState, seat: int) -> set[str]:
    player = state.players[seat]
    sources = set(player.technologies)
    sources.add(ALWAYS)
    sources.update(m.effect for m in state.modifiers if m.owner == seat)
    for finder in _FINDERS:
        sources.update(finder(state, seat))
    return sources


def _matches(entry: Registered, details: dict[str, Any]) -> bool:
    for name, wanted in entry.when.items():
        value = details.get(name)
        if isinstance(wanted, tuple):
            if value not in wanted:
                return False
        elif value != wanted:
            return False
    return True


def collect(state: TIState, hook: str, seat: int, **details: Any) -> list[Any]:
    """Every answer to ``hook`` from the effects in force for ``seat`` (None answers are dropped)."""
    entries = _BY_HOOK.get(hook)
    if not entries:
        return []
    sources: frozenset[str] | set[str] | None = None
    answers = []
    for entry in entries:
        if entry.source != ALWAYS:
            if sources is None:
                sources = in_force(state, seat)
            if entry.source not in sources:
                continue
        if _matches(entry, details):
            answer = entry.function(Context(state, seat, entry.source, details))
            if answer is not None:
                answers.append(answer)
    return answers


def total(state: TIState, hook: str, seat: int, **details: Any) -> int:
    """The sum of numeric answers (combat modifiers, extra dice, extra moves)."""
    return sum(int(a) for a in collect(state, hook, seat, **details))


def any_true(state: TIState, hook: str, seat: int, **details: Any) -> bool:
    return any(bool(a) for a in collect(state, hook, seat, **details))


def fire(state: TIState, hook: str, seats: Iterable[int], **details: Any) -> list[Event]:
    """Run a hook point for each seat in turn; answers that are lists of events are joined in order.

    Hook functions at such points act (change the state, push a step) and may return events for the log.
    """
    events: list[Event] = []
    for seat in seats:
        for answer in collect(state, hook, seat, **details):
            if isinstance(answer, list):
                events.extend(answer)
    return events


def end_scope(state: TIState, scope: str) -> None:
    """Drop the modifiers that last only until the end of ``scope``."""
    if scope not in SCOPES:
        raise ValueError(f"unknown scope {scope!r}")
    state.modifiers = [m for m in state.modifiers if m.scope != scope]
