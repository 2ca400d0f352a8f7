"""The searching bot never profits from the real hidden cards (one test per game).

For each game a position is played to, and a second one made from it by moving hidden cards the
bot's seat cannot see (another hand against the deck, the deck's order). Both look the same to the
seat; the bot's whole search, every future of every option, must then be the same too. As a
control, a search handed the real state instead of the seat's knowledge tells the two apart.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from engines.core.bots import BotTurn, make_bot
from engines.core.contract import Game
from engines.core.hidden import Seen
from engines.core.search import SearchBot
from engines.registry import get_game

SEAT = 0


def _play_until(game: Game[Any], players: int, seed: int, ready: Callable[[Any], bool],
                options: dict[str, Any] | None = None) -> Any:
    """Normal bots play until the bot seat has a real choice in a position ``ready`` accepts."""
    state = game.new_state(players, seed, options or {})
    bots = [make_bot(game, "normal") for _ in range(players)]
    rng = random.Random(seed)
    while game.decisions(state):
        decision = game.decisions(state)[0]
        if decision.seat == SEAT and len(decision.options) > 2 and ready(state):
            return state
        action = bots[decision.seat].choose(BotTurn(game, decision.seat, decision, game.view(state, decision.seat),
                                                    rng))
        game.perform(state, decision.seat, action)
    raise AssertionError("the game ended before the position was reached")


def _swap_hand_and_deck(hand: list[Any], deck: list[Any]) -> None:
    """Trade a card of the hand with the deck's top card (the next one drawn)."""
    hand[0], deck[-1] = deck[-1], hand[0]


def lostworlds() -> tuple[Game[Any], Any, Any]:
    game = get_game("lostworlds")
    state = _play_until(game, 2, 4, lambda s: s.turn >= 4 and len(set(s.deck)) > 2)
    other = game.clone(state)
    other.deck.reverse()
    return game, state, other


def cosmic() -> tuple[Game[Any], Any, Any]:
    game = get_game("cosmic")
    state = _play_until(game, 2, 4, lambda s: s.phase == "action" and s.hands[1] and s.deck)
    other = game.clone(state)
    _swap_hand_and_deck(other.hands[1], other.deck)
    return game, state, other


def woodland() -> tuple[Game[Any], Any, Any]:
    game = get_game("woodland")
    state = _play_until(game, 2, 4, lambda s: s.turn >= 2 and s.hands[1] and s.deck)
    other = game.clone(state)
    _swap_hand_and_deck(other.hands[1], other.deck)
    return game, state, other


def woodland_eyrie() -> tuple[Game[Any], Any, Any]:
    """The bot plays the Eyrie against the Alliance, whose supporters it cannot see (Law 8.2.1): one of
    them trades places with the deck's top card."""
    game = get_game("woodland")
    state = _play_until(game, 2, 4, lambda s: s.turn >= 2 and s.boards[1].supporters and s.deck,
                        {"factions": "eyrie,alliance"})
    other = game.clone(state)
    _swap_hand_and_deck(other.boards[1].supporters, other.deck)
    return game, state, other


def woodland_alliance() -> tuple[Game[Any], Any, Any]:
    """The bot plays the Alliance against the Eyrie: a card of the Eyrie's hand trades places with the
    deck's top card."""
    game = get_game("woodland")
    state = _play_until(game, 2, 4, lambda s: s.turn >= 2 and s.hands[1] and s.deck and s.boards[0].supporters,
                        {"factions": "alliance,eyrie"})
    other = game.clone(state)
    _swap_hand_and_deck(other.hands[1], other.deck)
    return game, state, other


def colony() -> tuple[Game[Any], Any, Any]:
    game = get_game("colony")
    state = _play_until(game, 2, 4, lambda s: s.phase == "turns" and s.ships[1].hand and s.ships[1].deck)
    other = game.clone(state)
    _swap_hand_and_deck(other.ships[1].hand, other.ships[1].deck)
    return game, state, other


def galaxy() -> tuple[Game[Any], Any, Any]:
    """Three players in the status phase: another player's secret objective trades places with one in the
    secret deck it would meet at once (so a search that saw the real secrets would see it score)."""
    from engines.galaxy.scoring import meets, objective

    def scorable_in_deck(s: Any) -> list[str]:
        return [o for o in s.secret_deck if objective(o).phase == "status" and meets(s, 1, o)]

    class EveryDecision(type(get_game("galaxy"))):  # type: ignore[misc]
        """Hard plays the token step as Normal (engines/galaxy/bots/searched.py); searched here all the same."""

        def worth_searching(self, decision: Any) -> bool:
            return True

    game = EveryDecision()
    state = _play_until(game, 3, 6, lambda s: s.phase == "status" and s.players[1].secrets and scorable_in_deck(s))
    other = game.clone(state)
    at = other.secret_deck.index(scorable_in_deck(other)[0])
    other.players[1].secrets[0], other.secret_deck[at] = other.secret_deck[at], other.players[1].secrets[0]
    return game, state, other


POSITIONS = {"lostworlds": lostworlds, "cosmic": cosmic, "woodland": woodland, "woodland-eyrie": woodland_eyrie,
             "woodland-alliance": woodland_alliance, "colony": colony, "galaxy": galaxy}


def _search(game: Game[Any], state: Any, seen: Seen[Any]) -> tuple[Any, dict[int, list[float]], int]:
    """A small fixed search (two futures per option): its move, every future's value and the number
    of steps its futures took."""
    bot = SearchBot(game, futures=2)
    decision = game.decision_for(state, SEAT)
    assert decision is not None
    turn = BotTurn(game, SEAT, decision, game.view(state, SEAT), random.Random(7), seen=seen)
    action = bot.choose(turn)
    return action, bot.stats.values, bot.stats.steps


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_search_is_the_same_whatever_the_hidden_cards_are(name: str) -> None:
    game, state, other = POSITIONS[name]()
    assert game.encode_state(state) != game.encode_state(other)
    assert game.view(state, SEAT) == game.view(other, SEAT), "both positions look the same to the seat"
    assert game.decision_for(state, SEAT) == game.decision_for(other, SEAT)
    assert _search(game, state, game.seen(state, SEAT)) == _search(game, other, game.seen(other, SEAT))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_a_game_that_hid_nothing_would_let_the_search_tell_them_apart(name: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The control: were the hook to forget the hidden cards, the comparison above would fail."""
    game, state, other = POSITIONS[name]()
    monkeypatch.setattr(game, "hidden", lambda state, seat: [])
    assert _search(game, state, game.seen(state, SEAT))[1:] != _search(game, other, game.seen(other, SEAT))[1:]
