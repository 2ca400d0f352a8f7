"""The heuristic bot in politics, from its seat's view only: it votes for outcomes that help it, plays combat cards
when the fight is open, cancels cards aimed at it, and accepts trades that bring more than they cost."""

from __future__ import annotations

import random
from typing import Any

from engines.core.bots import BotTurn
from engines.galaxy import GAME
from engines.galaxy.actions.rounds import AcceptTransaction, OfferAmount, OfferTransaction, RefuseTransaction
from engines.galaxy.agenda.actions import Abstain, CastVotes
from engines.galaxy.board import add
from engines.galaxy.bots.choices import choose
from engines.galaxy.bots.memory import Memory
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.promissory.actions import OfferNote
from engines.galaxy.state import TIState
from engines.galaxy.windows.actions import PassWindow
from tests.engines.galaxy.cards import hand
from tests.engines.galaxy.council import pass_all, reveal, table
from tests.engines.galaxy.rounds import act, first, known, options


def bot_choice(state: TIState, seat: int) -> Any:
    decision = next(d for d in GAME.decisions(state) if d.seat == seat)
    turn = BotTurn(GAME, seat, decision, GAME.view(state, seat), random.Random(1))
    return choose(turn, Memory())


def test_the_bot_votes_to_elect_itself_to_a_ministry() -> None:
    state = table()
    reveal(state, "minister_of_commerce")
    pass_all(state)
    assert bot_choice(state, 1) == CastVotes("seat:1")


def test_the_bot_votes_against_a_law_that_hurts_it_and_abstains_on_nothing_to_gain() -> None:
    state = table()
    reveal(state, "fleet_regulations")
    pass_all(state)
    assert bot_choice(state, 1) == CastVotes("against")
    state = table()
    reveal(state, "armed_forces_standardization")
    pass_all(state)
    assert bot_choice(state, 1) == Abstain()


def test_the_bot_plays_a_combat_card_in_an_open_fight() -> None:
    from tests.engines.galaxy.tactics import put
    from tests.engines.galaxy.tactics import table as battle
    from tests.engines.galaxy.test_cards_combat import arrive

    state = battle()
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "cruiser")
    hand(state, 0, "morale_boost")
    arrive(state, "cruiser")
    while PlayActionCard("morale_boost") not in GAME.decisions(state)[0].options:
        GAME.apply(state, GAME.decisions(state)[0].seat, PassWindow())
    assert bot_choice(state, 0) == PlayActionCard("morale_boost")


def test_the_bot_cancels_a_card_aimed_at_it_and_lets_others_be() -> None:
    for target_seat, cancels in ((1, True), (2, False)):
        state = known("leadership")
        hand(state, 0, "insubordination")
        hand(state, 1, "sabotage")
        GAME.apply(state, 0, PlayActionCard("insubordination", f"seat:{target_seat}"))
        assert first_seat(state) == 1
        assert (bot_choice(state, 1) == PlayActionCard("sabotage")) is cancels


def first_seat(state: TIState) -> int:
    return GAME.decisions(state)[0].seat


def test_the_bot_accepts_a_trade_that_brings_more_than_it_costs() -> None:
    for given, asked, accepted in ((2, 1, True), (1, 3, False)):
        state = known("leadership")
        add(state.systems["13"].space, 0, "cruiser")  # neighbours with the Yin
        for player in state.players[:2]:
            player.trade_goods, player.commodities = 3, 2  # every stage of the offer is asked
        act(state, OfferTransaction(1))
        for amount in (given, 0, asked, 0):
            if options(state, OfferAmount):
                act(state, OfferAmount(amount))
        act(state, OfferNote(""))
        act(state, OfferNote(""))
        assert first(state).seat == 1
        assert bot_choice(state, 1) == (AcceptTransaction() if accepted else RefuseTransaction())
