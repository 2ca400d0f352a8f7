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

from collections.abc import Callable, Collection, Iterable
from contextvars import ContextVar, Token
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar, overload

if TYPE_CHECKING:
    from engines.core.contract import Event
    from engines.galaxy.state import TIState

SCOPES = ("roll", "combat_round", "combat", "tactical", "turn", "agenda", "round", "game")
# A source in force for every seat at all times (rules of the game that answer hooks: the expansion's
# attachments and board tokens); a hook whose answers all come from it never works out ``in_force``.
ALWAYS = "always"


class Context:
    """What an effect function is told: the state, the seat it works for, and the hook's details (read
    only by convention). A plain class with slots: one is made for every answer an effect gives, and a
    frozen dataclass costs four times as much to make."""

    __slots__ = ("details", "seat", "source", "state")

    def __init__(self, state: TIState, seat: int, source: str, details: dict[str, Any] | None = None) -> None:
        self.state = state
        self.seat = seat
        self.source = source
        self.details = {} if details is None else details

    def __repr__(self) -> str:
        return f"Context(seat={self.seat}, source={self.source!r}, details={self.details!r})"

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
CouldYield = Callable[[str], bool]


@dataclass(frozen=True)
class _Finder:
    find: SourceFinder
    could_yield: CouldYield | None  # None: it may yield any source


_FINDERS: list[_Finder] = []
_FINDERS_FOR: dict[str, tuple[_Finder, ...]] = {}  # by hook: the finders that could put one of its sources in force
_FINDERS_OF: dict[str, tuple[_Finder, ...]] = {}  # by source: the finders that could yield it


def effect(source: str, hook: str, **when: Any) -> Callable[[Callable[[Context], Any]], Callable[[Context], Any]]:
    """Register ``function`` as ``source``'s answer to ``hook``; ``when`` filters by the hook's details."""

    def register(function: Callable[[Context], Any]) -> Callable[[Context], Any]:
        _BY_HOOK.setdefault(hook, []).append(Registered(source, hook, function, when))
        _SOURCES.add(source)
        _FINDERS_FOR.clear()
        _PLANS.pop(hook, None)
        return function

    return register


@overload
def source_finder(finder: SourceFinder) -> SourceFinder: ...


@overload
def source_finder(*, could_yield: CouldYield) -> Callable[[SourceFinder], SourceFinder]: ...


def source_finder(finder: SourceFinder | None = None, *,
                  could_yield: CouldYield | None = None) -> SourceFinder | Callable[[SourceFinder], SourceFinder]:
    """Register a function listing more sources in force for a seat (laws, notes, faction abilities).

    ``could_yield(source)`` says whether the finder can ever yield that source: a hook none of whose
    effects it could put in force does not run it (``collect`` is called a great many times)."""

    def register(function: SourceFinder) -> SourceFinder:
        _FINDERS.append(_Finder(function, could_yield))
        _FINDERS_FOR.clear()
        _FINDERS_OF.clear()
        _PLANS.clear()
        return function

    return register(finder) if finder is not None else register


def registered_sources() -> set[str]:
    return set(_SOURCES)


# While the game only answers "what is asked now?" the state does not change, so each finder runs at most
# once per seat and each question is answered once (``unchanged``); the driver uses it around its
# decisions. By state id, what the block worked out for that state (``_Facts``).
# The block is per thread: the desktop works on several games at once (a save being read, a table's
# engine, its record, its battle odds), and one thread's block must never answer another's questions.
# A context variable is per thread (each thread starts in its own empty context) and reads about three
# times faster than a ``threading.local`` attribute; it is read tens of times an action (ti-perf5).
_BLOCK: ContextVar[dict[int, _Facts] | None] = ContextVar("galaxy_unchanged_block", default=None)
_block = _BLOCK.get  # the current thread's block of ``unchanged``, or None outside one
current_block = _block  # the same, for modules that only need to know whether they ask inside a block


class _Facts:
    """What a block of asking worked out for one state: each seat's finders' yields (by seat, then finder
    id), the whole set ``in_force`` gives (by seat), a hook's effects in force (by (seat, hook)) and the
    values of ``once`` (by name). It holds the state while the block lasts, so that its id is not reused."""

    __slots__ = ("found", "live", "once", "sources", "state")

    def __init__(self, state: TIState) -> None:
        self.state = state
        self.found: dict[int, dict[int, Collection[str]]] = {}
        self.sources: dict[int, frozenset[str]] = {}
        self.live: dict[tuple[Any, ...], list[Registered]] = {}  # by (seat, hook), or with the details filtered by
        self.once: dict[str, Any] = {}


def _facts(cache: dict[int, _Facts], state: TIState) -> _Facts:
    facts = cache.get(id(state))
    if facts is None:
        facts = cache[id(state)] = _Facts(state)
    return facts


def _seat_found(state: TIState, seat: int) -> dict[int, Collection[str]]:
    """Where the finders' yields for ``seat`` are kept: the block's (by finder id), or a fresh dict outside one."""
    cache = _block()
    if cache is None:
        return {}
    facts = _facts(cache, state)
    found = facts.found.get(seat)
    if found is None:
        found = facts.found[seat] = {}
    return found


class _Unchanged:
    """The ``unchanged`` block (a class rather than a generator: it is entered tens of thousands of times)."""

    __slots__ = ("token",)

    def __init__(self) -> None:
        self.token: Token[dict[int, _Facts] | None] | None = None

    def __enter__(self) -> None:
        if _block() is None:
            self.token = _BLOCK.set({})

    def __exit__(self, *exc: object) -> None:
        if self.token is not None:
            _BLOCK.reset(self.token)
            self.token = None


class _Nested:
    """A block inside a block: it shares the outer block's cache and ends nothing (one object for all)."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


_NESTED = _Nested()


def unchanged() -> _Unchanged | _Nested:
    """A block in which no state changes: ``in_force`` answers from a cache (nested blocks share it)."""
    return _Unchanged() if _block() is None else _NESTED


T = TypeVar("T")


def once(state: TIState, name: str, compute: Callable[[], T]) -> T:
    """``compute()``, worked out once per state inside a block of ``unchanged`` (every call outside one)."""
    cache = _block()
    if cache is None:
        return compute()
    facts = cache.get(id(state))
    if facts is None:
        facts = cache[id(state)] = _Facts(state)
    known = facts.once
    if name in known:
        return known[name]  # type: ignore[no-any-return]
    found = known[name] = compute()
    return found


def in_force(state: TIState, seat: int) -> frozenset[str] | set[str]:
    """Every effect source in force for ``seat`` right now (never change the answer: it may be shared)."""
    cache = _block()
    if cache is not None:
        known = _facts(cache, state).sources
        found = known.get(seat)
        if found is None:
            found = known[seat] = frozenset(_in_force(state, seat, _FINDERS))
        return found
    return _in_force(state, seat, _FINDERS)


def source_in_force(state: TIState, seat: int, source: str) -> bool:
    """Whether ``source`` is in force for ``seat`` (``source in in_force(...)``, asking only the finders
    that could yield it)."""
    if source == ALWAYS or source in state.players[seat].technologies:
        return True
    for modifier in state.modifiers:
        if modifier.effect == source and modifier.owner == seat:
            return True
    finders = _FINDERS_OF.get(source)
    if finders is None:
        finders = _finders_of(source)
    cache = _block()  # ``_seat_found`` and ``_found_by``, inline: windows ask this for every seat and answer
    found: dict[int, Collection[str]]
    if cache is None:
        found = {}
    else:
        facts = cache.get(id(state))
        if facts is None:
            facts = cache[id(state)] = _Facts(state)
        seat_found = facts.found.get(seat)
        if seat_found is None:
            seat_found = facts.found[seat] = {}
        found = seat_found
    for finder in finders:
        key = id(finder)
        yielded = found.get(key)
        if yielded is None:
            yielded = found[key] = frozenset(finder.find(state, seat))
        if source in yielded:
            return True
    return False


def _found_by(state: TIState, seat: int, finder: _Finder, found: dict[int, Collection[str]]) -> Collection[str]:
    """What ``finder`` yields for ``seat``, kept in ``found`` (``_seat_found``: once per block of ``unchanged``)."""
    yielded = found.get(id(finder))
    if yielded is None:
        yielded = found[id(finder)] = frozenset(finder.find(state, seat))
    return yielded


def _in_force(state: TIState, seat: int, finders: Iterable[_Finder]) -> set[str]:
    player = state.players[seat]
    sources = set(player.technologies)
    sources.add(ALWAYS)
    if state.modifiers:
        sources.update(m.effect for m in state.modifiers if m.owner == seat)
    found = _seat_found(state, seat)
    for finder in finders:
        sources.update(_found_by(state, seat, finder, found))
    return sources


def _finders_for(hook: str, entries: list[Registered]) -> tuple[_Finder, ...]:
    found = _FINDERS_FOR.get(hook)
    if found is None:
        wanted = {entry.source for entry in entries}
        found = tuple(f for f in _FINDERS if f.could_yield is None or any(f.could_yield(s) for s in wanted))
        _FINDERS_FOR[hook] = found
    return found


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
    plan = _PLANS.get(hook)
    if plan is None or plan.listed is not entries or plan.size != len(entries):
        plan = _plan(hook, entries)
    live: list[Registered] | None
    cache = _block()  # read once: the thread's own block (see ``_BLOCK``)
    if cache is None:
        live = _live(state, seat, [item for item in plan.pairs if _matches(item[0], details)]
                     if plan.filtered else plan.pairs, {})
    else:
        facts = cache.get(id(state))
        if facts is None:
            facts = cache[id(state)] = _Facts(state)
        found = facts.found.get(seat)
        if found is None:
            found = facts.found[seat] = {}
        if plan.filtered:
            # The entries that match depend only on the details some entry filters by (``plan.filters``).
            picked = tuple(details.get(name) for name in plan.filters)
            try:
                live = facts.live.get((seat, hook, picked))
            except TypeError:  # a detail that cannot be a key (a list): worked out each time
                live = _live(state, seat, [item for item in plan.pairs if _matches(item[0], details)], found)
            else:
                if live is None:
                    live = facts.live[seat, hook, picked] = _live(
                        state, seat, [item for item in plan.pairs if _matches(item[0], details)], found)
        else:  # asking only: the same effects are in force for every detail
            live = facts.live.get((seat, hook))
            if live is None:
                live = facts.live[seat, hook] = _live(state, seat, plan.pairs, found)
    if not live:
        return []
    # Which sources are in force is settled before any answer runs (an answer at a hook point may act).
    answers = []
    for entry in live:
        answer = entry.function(Context(state, seat, entry.source, details))
        if answer is not None:
            answers.append(answer)
    return answers


# A hook's entry with its source and the finders that could yield it, each as (its id: the key of its yields
# in a block, its function), read off once so that ``_live`` looks nothing up per entry.
_PlanItem = tuple[Registered, str, tuple[tuple[int, SourceFinder], ...]]


@dataclass(frozen=True)
class _Plan:
    """How a hook is answered, worked out once: its entries, each with the finders that could yield its
    source, and whether any entry filters by the hook's details."""

    listed: list[Registered]  # the registry's list it was made from (a changed list makes a new plan)
    size: int
    pairs: tuple[_PlanItem, ...]
    filtered: bool
    sources: frozenset[str]  # every entry's source
    filters: tuple[str, ...] = ()  # the details any entry filters by (``when``), in a fixed order


_PLANS: dict[str, _Plan] = {}


def _plan(hook: str, entries: list[Registered]) -> _Plan:
    plan = _PLANS.get(hook)
    if plan is None or plan.listed is not entries or plan.size != len(entries):
        pairs = tuple((entry, entry.source, tuple((id(f), f.find) for f in _finders_of(entry.source)))
                      for entry in entries)
        plan = _PLANS[hook] = _Plan(entries, len(entries), pairs, any(entry.when for entry in entries),
                                    frozenset(entry.source for entry in entries),
                                    tuple(sorted({name for entry in entries for name in entry.when})))
    return plan


def _finders_of(source: str) -> tuple[_Finder, ...]:
    finders = _FINDERS_OF.get(source)
    if finders is None:
        finders = _FINDERS_OF[source] = tuple(f for f in _FINDERS if f.could_yield is None or f.could_yield(source))
    return finders


def _live(state: TIState, seat: int, pairs: Iterable[_PlanItem], found: dict[int, Collection[str]]) -> list[Registered]:
    """The entries whose source is in force for ``seat``; ``found`` keeps the finders' yields (``_seat_found``)."""
    techs = state.players[seat].technologies
    modifiers = state.modifiers
    mine: set[str] | None = None
    live = []
    for entry, source, finders in pairs:
        if source == ALWAYS or source in techs:
            live.append(entry)
            continue
        if modifiers:
            if mine is None:
                mine = {m.effect for m in modifiers if m.owner == seat}
            if source in mine:
                live.append(entry)
                continue
        for key, find in finders:
            yielded = found.get(key)
            if yielded is None:
                yielded = found[key] = frozenset(find(state, seat))
            if source in yielded:
                live.append(entry)
                break
    return live


def answered_only_by(state: TIState, hook: str, seat: int, functions: Collection[Callable[[Context], Any]]) -> bool:
    """Whether every effect of ``hook`` in force for ``seat`` is one of ``functions``, for a hook no effect filters
    by its details (False for one that does): a caller that knows what those functions answer may skip asking."""
    entries = _BY_HOOK.get(hook)
    if not entries:
        return True
    plan = _plan(hook, entries)
    if plan.filtered:
        return False
    cache = _block()
    live: list[Registered] | None
    if cache is None:
        live = _live(state, seat, plan.pairs, {})
    else:  # the same effects ``collect`` keeps for the block
        facts = _facts(cache, state)
        live = facts.live.get((seat, hook))
        if live is None:
            found = facts.found.get(seat)
            if found is None:
                found = facts.found[seat] = {}
            live = facts.live[seat, hook] = _live(state, seat, plan.pairs, found)
    return all(entry.function in functions for entry in live)


def hook_sources_in_force(state: TIState, seat: int, hook: str, entries: list[Registered] | None = None) -> set[str]:
    """The sources of ``entries`` (by default every effect of ``hook``) in force for ``seat``: what
    ``in_force`` would say of them, running only the finders that could yield one of the hook's sources."""
    listed = _BY_HOOK.get(hook, []) if entries is None else entries
    finders = _finders_for(hook, _BY_HOOK.get(hook, []))
    techs = state.players[seat].technologies
    found = {entry.source for entry in listed if entry.source in techs or entry.source == ALWAYS}
    if state.modifiers:
        mine = {m.effect for m in state.modifiers if m.owner == seat}
        found.update(entry.source for entry in listed if entry.source in mine)
    seat_found = _seat_found(state, seat)
    for finder in finders:
        yielded = _found_by(state, seat, finder, seat_found)
        found.update(entry.source for entry in listed if entry.source in yielded)
    return found


def hooks() -> list[str]:
    return sorted(_BY_HOOK)


def anyone_could(state: TIState, hook: str) -> bool:
    """Whether any seat might have a source in force answering ``hook``: False only when every source of
    the hook comes from technologies or modifiers and no seat has one (a cheap test before asking each
    seat in turn)."""
    entries = _BY_HOOK.get(hook)
    if not entries:
        return False
    if _finders_for(hook, entries):
        return True
    wanted = _plan(hook, entries).sources  # worked out once a hook, not once a question
    if ALWAYS in wanted:
        return True
    for player in state.players:
        if not wanted.isdisjoint(player.technologies):
            return True
    return any(m.effect in wanted for m in state.modifiers)


def total(state: TIState, hook: str, seat: int, **details: Any) -> int:
    """The sum of numeric answers (combat modifiers, extra dice, extra moves)."""
    found = 0
    for answer in collect(state, hook, seat, **details):
        found += int(answer)
    return found


def any_true(state: TIState, hook: str, seat: int, **details: Any) -> bool:
    return any(collect(state, hook, seat, **details))


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
