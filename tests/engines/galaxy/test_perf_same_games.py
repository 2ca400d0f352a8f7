"""The engine's speed shortcuts change no game: a hook runs only the source finders that could yield one
of its sources, a block of asking remembers its answers (``effects.unchanged``: finders, hooks, the
barred seats, the neighbours), the decisions a ``settle`` found are handed out again while the state is
the same (``flow``), a window skips the answers of a kind its gate shuts for a seat and takes the
driver's word for the seat it just found unable to act (``windows.ask``), and the balanced generator
draws its swaps at once (``Rng.rolls``). Fixed-seed games played
with every shortcut and with none must ask the same questions, in the same order, and end in the same
state; and the expansion's finder must say it could yield every source it yields, including effects
registered after it (new leaders, mechs, relics, legendary cards need no list edited by hand)."""

from __future__ import annotations

import contextlib
import hashlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engines.core.bots import BotTurn, make_bot
from engines.core.contract import Decision
from engines.galaxy import GAME, effects, flow
from engines.galaxy.content.decks import decks
from engines.galaxy.effects import collect, effect, in_force, source_in_force
from engines.galaxy.expansion.sources import FRAGMENTS, expansion_source_ids, legendary_source, mech_of
from engines.galaxy.leaders.base import ALLIANCE, commander_of
from engines.galaxy.state import TIState
from engines.galaxy.windows import ask

pytestmark = pytest.mark.slow


@contextlib.contextmanager
def no_shortcuts(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every finder runs for every question, nothing asked is remembered."""
    with monkeypatch.context() as patch:
        patch.setattr(effects, "_FINDERS", [effects._Finder(f.find, None) for f in effects._FINDERS])
        patch.setattr(effects, "_FINDERS_FOR", {})
        patch.setattr(effects, "_FINDERS_OF", {})
        patch.setattr(effects, "_PLANS", {})
        patch.setattr(flow, "unchanged", contextlib.nullcontext)
        patch.setattr(flow, "_remember", lambda state, asked: None)
        patch.setattr(effects._Unchanged, "__enter__", lambda self: None)  # no block remembers anything
        patch.setattr(effects._Unchanged, "__exit__", lambda self, *exc: None)
        patch.setattr(ask, "GATES", False)
        patch.setattr(ask, "TRUST_DECISIONS", False)
        patch.setattr(flow, "ASKS", False)  # every step's decisions worked out by settle (ti-perf3)
        flow._asked.clear()
        yield
    flow._asked.clear()


def _digest(state: TIState, asked: list[Any]) -> str:
    return hashlib.blake2b(repr(asked).encode() + GAME.encode_state(state), digest_size=16).hexdigest()


def random_game(seed: int, actions: int, factions: str = "") -> str:
    options = GAME.resolve_options({"factions": factions} if factions else {})
    state = GAME.new_state(6, seed, options)
    rng = random.Random(seed)
    asked = []
    for _ in range(actions):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        asked.append((decisions[0].seat, decisions[0].rule, len(decisions[0].options)))
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
    return _digest(state, asked)


def heuristic_game(seed: int, until_round: int) -> str:
    state = GAME.new_state(6, seed, GAME.resolve_options({}))
    bots = [make_bot(GAME, "heuristic") for _ in range(6)]
    rng = random.Random(seed)
    asked = []
    while (decisions := GAME.decisions(state)) and state.round < until_round:
        decision = decisions[0]
        action = bots[decision.seat].choose(BotTurn(GAME, decision.seat, decision, GAME.view(state, decision.seat),
                                                    rng))
        asked.append((decision.seat, decision.rule, len(decision.options)))
        GAME.perform(state, decision.seat, action)
    return _digest(state, asked)


def test_a_random_game_is_the_same_without_the_shortcuts(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = random_game(5, 500)
    with no_shortcuts(monkeypatch):
        slow = random_game(5, 500)
    assert fast == slow


def test_a_heuristic_game_is_the_same_without_the_shortcuts(monkeypatch: pytest.MonkeyPatch) -> None:
    fast = heuristic_game(3, until_round=2)
    with no_shortcuts(monkeypatch):
        slow = heuristic_game(3, until_round=2)
    assert fast == slow


def _holding_everything(seed: int) -> TIState:
    """A six-player game a little way in where each seat holds every kind of expansion source."""
    state = GAME.new_state(6, seed, GAME.resolve_options({"factions": "yssaril,mahact,arborec,creuss,sol,nekro"}))
    cards = decks()
    relics, kept = sorted(cards.relics), sorted(cards.exploration_cards())
    for seat, player in enumerate(state.players):
        player.relics = relics[seat::6]
        player.kept = kept[seat::6]
        player.legendary = sorted(cards.legendary_planets)[seat % 4:seat % 4 + 1]
        player.fragments = ["cultural_relic_fragment"]
        extras = cards.factions[player.faction].leaders
        player.unlocked = [extras.commander.id, extras.hero.id]
    state.players[1].promissory = [f"2:{ALLIANCE}"]
    return state


def test_the_expansion_finder_could_yield_everything_it_yields() -> None:
    """Relics, kept exploration cards, legendary abilities, fragments, mechs, every leader (Ssruu's borrowed
    agents, an Alliance commander): each is one the finder says it could yield, so no hook misses it."""
    state = _holding_everything(2)
    finder = next(f for f in effects._FINDERS if f.find.__name__ == "_expansion_sources")
    assert finder.could_yield is not None
    yielded = {s for seat in range(6) for s in finder.find(state, seat)}
    assert yielded >= {FRAGMENTS, legendary_source("primor"), mech_of("sol"), commander_of("arborec")}
    assert all(finder.could_yield(source) for source in yielded)
    assert yielded <= expansion_source_ids()
    for seat in range(6):
        everything = in_force(state, seat)
        for hook in effects.hooks():
            wanted = {e.source for e in effects._BY_HOOK[hook]}
            assert effects.hook_sources_in_force(state, seat, hook) == wanted & everything, (hook, seat)
        assert all(source_in_force(state, seat, s) for s in everything)


def test_an_effect_registered_later_is_found_by_its_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    """A leader, a relic and a legendary card given an effect after the hooks were first asked: each hook
    runs the expansion finder for it without anyone listing it, and answers only while it is in force."""
    monkeypatch.setattr(effects, "_BY_HOOK", {k: list(v) for k, v in effects._BY_HOOK.items()})
    monkeypatch.setattr(effects, "_SOURCES", set(effects._SOURCES))
    monkeypatch.setattr(effects, "_FINDERS_FOR", {})
    monkeypatch.setattr(effects, "_PLANS", {})
    state = _holding_everything(4)
    commander = commander_of(state.players[3].faction)
    relic = state.players[2].relics[0]
    legendary = legendary_source(state.players[0].legendary[0])
    for source in (commander, relic, legendary):
        assert collect(state, "perf_test_hook", 0) == []
        effect(source, hook="perf_test_hook")(lambda ctx: ctx.source)
    assert collect(state, "perf_test_hook", 3) == [commander]
    assert collect(state, "perf_test_hook", 2) == [relic]
    assert collect(state, "perf_test_hook", 0) == [legendary]
    state.players[3].unlocked = []
    assert collect(state, "perf_test_hook", 3) == []


def test_a_remembered_question_is_forgotten_when_the_state_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The decisions a settle found (those slow to work out) are handed out again only while the state
    encodes the same: a state changed by hand (as tests and tools do) is asked afresh, and so is any state
    once an action is taken."""
    monkeypatch.setattr(flow, "_WORTH_REMEMBERING", 0.0)
    state = GAME.new_state(6, 1, GAME.resolve_options({}))
    first = GAME.decisions(state)
    kept, encoded, _ = flow._asked[id(state)]
    marked = [Decision(first[0].seat, "remembered", first[0].options, first[0].rule)]
    flow._asked[id(state)] = (kept, encoded, marked)
    assert GAME.decisions(state)[0].prompt == "remembered"  # handed out again, not worked out
    GAME.decisions(state)[0].options.clear()  # what a caller does with its copy reaches no other caller
    assert GAME.decisions(state)[0].options == first[0].options
    state.players[first[0].seat].trade_goods += 5
    assert GAME.decisions(state)[0].prompt == first[0].prompt
    state.players[first[0].seat].trade_goods -= 5
    GAME.perform(state, first[0].seat, first[0].options[0])
    assert id(state) not in flow._asked or flow._asked[id(state)][1] == GAME.encode_state(state)


def test_a_finder_runs_once_a_seat_in_a_block_of_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Inside ``effects.unchanged`` a seat's sources are found once, however many questions and details ask
    (its answers are still worked out each time); after the block they are found anew."""
    state = GAME.new_state(6, 1, GAME.resolve_options({}))
    found: list[int] = []

    def counting(state: TIState, seat: int) -> list[str]:
        found.append(seat)
        return ["perf_source"]

    finder = effects._Finder(counting, lambda source: source == "perf_source")
    monkeypatch.setattr(effects, "_FINDERS", [*effects._FINDERS, finder])
    monkeypatch.setattr(effects, "_FINDERS_FOR", {})
    monkeypatch.setattr(effects, "_FINDERS_OF", {})
    monkeypatch.setattr(effects, "_PLANS", {})
    monkeypatch.setattr(effects, "_BY_HOOK", {**effects._BY_HOOK, "perf_hook": [
        effects.Registered("perf_source", "perf_hook", lambda ctx: ctx.planet, {})]})
    with effects.unchanged():
        assert collect(state, "perf_hook", 0, planet="a") == ["a"]
        assert collect(state, "perf_hook", 0, planet="b") == ["b"]
        assert source_in_force(state, 0, "perf_source") and "perf_source" in in_force(state, 0)
        assert collect(state, "perf_hook", 1, planet="a") == ["a"]
    assert found == [0, 1]
    assert collect(state, "perf_hook", 0, planet="c") == ["c"]
    assert found == [0, 1, 0]


def test_a_kinds_gate_shuts_only_what_its_answers_would_refuse() -> None:
    """``Kind.gate`` is False only when ``public_holds`` is False for every source of the kind: checked for
    every seat and every registered answer of the hidden kinds along a random game."""
    from engines.galaxy.windows.registry import BY_SOURCE, KINDS

    state = GAME.new_state(6, 7, GAME.resolve_options({}))
    rng = random.Random(7)
    window = ask.Window(keys=["after:activation"], actors=[0], opponents=[1], order=list(range(6)))
    checked = 0
    for _ in range(400):
        for name, kind in KINDS.items():
            if kind.gate is None:
                continue
            sources = [s for s, entries in BY_SOURCE.items() if any(e.kind == name for e in entries)]
            for seat in range(6):
                if not kind.gate(state, seat):
                    checked += 1
                    assert not any(kind.public_holds(state, seat, s, window) for s in sources), (name, seat)
        decisions = GAME.decisions(state)
        if not decisions:
            break
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
    assert checked > 100


def test_rolls_at_once_are_the_draws_one_at_a_time() -> None:
    """The balanced generator draws its swaps with ``rolls``: the same numbers, and the same count of draws,
    as ``choice`` after ``choice`` on the keyed generator (and on the old unkeyed one)."""
    from engines.core.rng import Rng, seeding_like

    for legacy in (False, True):
        with seeding_like(Rng(seed=1) if legacy else None):
            at_once, one_by_one = Rng.from_seed(11), Rng.from_seed(11)
        spots = list(range(37))
        picks = at_once.rolls(3000, len(spots))
        assert [spots[p - 1] for p in picks] == [one_by_one.choice(spots) for _ in range(3000)]
        assert at_once.draws == one_by_one.draws and at_once.next64() == one_by_one.next64()
