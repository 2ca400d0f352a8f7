"""The moment "after a player gains trade goods" at every kind of gain (branch ti-windows).

Artuno the Betrayer (the Nomad's agent) answers gains from the supply; the Mentak's Pillage answers a
neighbour's gain of trade goods, from anywhere, and a neighbour's transaction, when that player then holds 3 or
more trade goods (LRR 21.5c: commodities a player converts into its own trade goods are not gained; LRR 21.6:
commodities given to a player become its trade goods). Each gain opens one window.

The table: the Nomad at seat 0 (home 22) with a destroyer at 9, the Mentak at seat 1 (home 28) with one at 10
beside it: neighbours; the Hacan at seat 2 (home 34) neighbours nobody.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engines.galaxy import flow
from engines.galaxy.actions.rounds import AcceptTransaction, OfferAmount, UseAbility
from engines.galaxy.agenda.outcomes import OUTCOMES, Resolution
from engines.galaxy.agenda.riders import RIDERS
from engines.galaxy.cards.action_cards.registry import Play
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context
from engines.galaxy.promissory.actions import OfferNote
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda
from engines.galaxy.steps.cards import PlayCard
from engines.galaxy.steps.common import Transaction
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import could_act, options
from tests.engines.galaxy.pok import pok_table
from tests.engines.galaxy.tactics import put

NOMAD, MENTAK, HACAN = 0, 1, 2
GAINED = "after:gain_trade_goods"


def table() -> TIState:
    state = pok_table(factions=("nomad", "mentak", "hacan"))
    put(state, NOMAD, 9, "destroyer")
    put(state, MENTAK, 10, "destroyer")
    state.stack.clear()  # nothing under the windows these tests open
    return state


def windows(state: TIState) -> list[Window]:
    return [s for s in state.stack if isinstance(s, Window) and s.keys[0] == GAINED]


def answers(state: TIState, seat: int) -> dict[str, list[str]]:
    """What ``seat`` is offered in the gain windows on the stack: source -> targets."""
    found: dict[str, list[str]] = {}
    for window in windows(state):
        if could_act(state, window, seat):
            for option in options(state, window, seat):
                if isinstance(option, UseAbility):
                    found.setdefault(option.source, []).append(option.target)
    return found


def play(state: TIState, seat: int, card: str, target: str = "", window: Window | None = None) -> Play:
    return Play(state, seat, card, f"{card}:1", target, window, PlayCard(card=f"{card}:1", target=target))


def assert_artuno_and_pillage(state: TIState, goods: int) -> None:
    """One window for the Nomad's gain: Artuno for the goods from the supply, Pillage for the Mentak."""
    mine = [w for w in windows(state) if w.actors == [NOMAD]]
    assert len(mine) == 1 and mine[0].amount == goods
    assert len({w.actors[0] for w in windows(state)}) == len(windows(state))  # one window a gainer
    assert "artuno_the_betrayer" in answers(state, NOMAD)
    assert "trade_good" in answers(state, MENTAK).get("pillage", [])
    assert "pillage" not in answers(state, HACAN)


def assert_pillage_only(state: TIState) -> None:
    """One window, no amount from the supply: Pillage, not Artuno."""
    assert len(windows(state)) == 1 and windows(state)[0].amount == 0
    assert "artuno_the_betrayer" not in answers(state, NOMAD)
    assert "pillage" in answers(state, MENTAK)


# ----- gains from the supply: Artuno and Pillage ----------------------------------------------------------


def _trade(state: TIState) -> None:
    from engines.galaxy.steps.strategic import CardAbility
    from engines.galaxy.strategic.trade import TradePrimary

    TradePrimary().run(state, CardAbility(seat=NOMAD, card="trade", part="primary"))


def _mining_initiative(state: TIState) -> None:
    from engines.galaxy.cards.action_cards.component import mining_initiative

    mining_initiative(play(state, NOMAD, "mining_initiative"))  # Arcturus: 4 resources


def _trade_rider(state: TIState) -> None:
    RIDERS["trade_rider"](state, NOMAD, Agenda(agenda="mutiny"))


def _economic_equality(state: TIState) -> None:
    """Every player gains five: a window each."""
    OUTCOMES["economic_equality"](Resolution(state, Agenda(agenda="economic_equality"), "economic_equality", "for"))


def _minister_of_commerce(state: TIState) -> None:
    from engines.galaxy.agenda.outcomes.laws import _minister_of_commerce as minister

    state.players[NOMAD].trade_goods = 2
    minister(Context(state, NOMAD, "minister_of_commerce"))


def _core_mine(state: TIState) -> None:
    from engines.galaxy.exploration.cards import _core_mine as mine
    from engines.galaxy.steps.factions import FactionOffer

    mine(state, FactionOffer(seat=NOMAD, source="core_mine", planet="Arcturus"), "with_your_mech")


def _psychoarchaeology(state: TIState) -> None:
    from engines.galaxy.cards.technologies import psychoarchaeology

    psychoarchaeology(state, NOMAD, "Arcturus")


def _dynamis_core(state: TIState) -> None:
    from engines.galaxy.relics.cards import dynamis_core_purge

    state.players[NOMAD].relics.append("dynamis_core")
    dynamis_core_purge(state, NOMAD, "")


def _future_sight(state: TIState) -> None:
    from engines.galaxy.factions.nomad import future_sight

    future_sight(Context(state, NOMAD, "future_sight"))


def _strategy_card(state: TIState) -> None:
    from engines.galaxy.actions.rounds import PickStrategyCard
    from engines.galaxy.phases.strategy import StrategyHandler
    from engines.galaxy.state import StrategySlot
    from engines.galaxy.steps.phases import StrategyPhase

    state.strategy = [StrategySlot(card, trade_goods=2 if card == "trade" else 0)
                      for card in ("leadership", "trade", "warfare")]
    StrategyHandler().perform(state, StrategyPhase(), NOMAD, PickStrategyCard("trade"))


SUPPLY = {
    "trade": (_trade, 3),
    "unchosen_strategy_card": (_strategy_card, 2),
    "mining_initiative": (_mining_initiative, 4),
    "trade_rider": (_trade_rider, 5),
    "economic_equality": (_economic_equality, 5),
    "minister_of_commerce": (_minister_of_commerce, 1),
    "core_mine": (_core_mine, 1),
    "psychoarchaeology": (_psychoarchaeology, 1),
    "dynamis_core": (_dynamis_core, 6),
    "future_sight": (_future_sight, 1),
}


@pytest.mark.parametrize("gain", sorted(SUPPLY))
def test_each_gain_from_the_supply_offers_artuno_and_the_neighbours_pillage_once(gain: str) -> None:
    """LRR 93.1 (a gain takes goods from the supply); Artuno, Pillage (factions' facts)."""
    state = table()
    state.players[NOMAD].trade_goods = max(state.players[NOMAD].trade_goods, 2)  # 3 or more after any gain
    make, goods = SUPPLY[gain]
    make(state)
    assert_artuno_and_pillage(state, goods)


def test_forward_supply_base_opens_a_window_for_each_of_its_two_gainers() -> None:
    """Forward Supply Base: 3 trade goods to its player, 1 to the player chosen; each gain its own window."""
    from engines.galaxy.cards.action_cards.tactical import forward_supply_base

    state = table()
    put(state, HACAN, 11, "destroyer")  # the Hacan now neighbour the Mentak too
    state.players[NOMAD].trade_goods = 2
    activated = Window(keys=["after:activation"], actors=[MENTAK], system=10)
    forward_supply_base(play(state, HACAN, "forward_supply_base", f"seat:{NOMAD}", activated))
    assert sorted((w.actors[0], w.amount) for w in windows(state)) == [(NOMAD, 1), (HACAN, 3)]
    assert "artuno_the_betrayer" in answers(state, NOMAD)
    assert answers(state, MENTAK)["pillage"] == ["trade_good", "trade_good"]  # one in each window


def test_scuttle_asks_after_the_first_ships_goods_before_the_second_ship() -> None:
    """Scuttle: the first ship's goods open their window before the card asks for a second ship."""
    from engines.galaxy.cards.action_cards.component import scuttle
    from engines.galaxy.steps.cards import CardStep

    state = table()
    state.players[NOMAD].trade_goods = 1
    put(state, NOMAD, 9, "cruiser")
    scuttle(play(state, NOMAD, "scuttle", "unit:cruiser@9"))
    assert isinstance(state.stack[-1], Window) and isinstance(state.stack[-2], CardStep)
    assert_artuno_and_pillage(state, 2)  # a cruiser costs 2


def test_a_leaders_and_an_abilitys_goods_from_the_supply_offer_artuno() -> None:
    """Tungstantus (a leader) and Scavenge (a faction ability) gain from the supply: one window each gain."""
    from engines.galaxy.factions.saar import scavenge
    from engines.galaxy.leaders.titans import tungstantus

    state = table()
    state.players[NOMAD].trade_goods = 2
    tungstantus(state, NOMAD, Window(keys=["after:production"], actors=[NOMAD]), "")
    assert_artuno_and_pillage(state, 1)
    state.stack.clear()
    scavenge(Context(state, NOMAD, "scavenge"))
    assert_artuno_and_pillage(state, 1)


# ----- gains from another player or a card: Pillage, not Artuno -----------------------------------------


def test_trade_agreement_commodities_handed_over_are_gained_but_not_from_the_supply() -> None:
    """LRR 21.6: the owner's commodities become the holder's trade goods (Pillage, not Artuno)."""
    from engines.galaxy.promissory.generic import trade_agreement

    state = table()
    state.players[NOMAD].trade_goods = 1
    state.players[HACAN].commodities = 3
    trade_agreement(state, NOMAD, "2:trade_agreement", Window(keys=["when:replenish_commodities"], actors=[HACAN]))
    assert state.players[NOMAD].trade_goods == 4
    assert_pillage_only(state)


def test_salvage_card_the_losers_commodities_are_gained_but_not_from_the_supply() -> None:
    """LRR 21.6 and the action card Salvage: Pillage, not Artuno."""
    from engines.galaxy.cards.action_cards.combat import salvage

    state = table()
    state.players[NOMAD].trade_goods = 2
    state.players[HACAN].commodities = 2
    won = Window(keys=["after:combat_won"], actors=[NOMAD], opponents=[HACAN], subject="space")
    salvage(play(state, NOMAD, "salvage", window=won))
    assert state.players[NOMAD].trade_goods == 4
    assert_pillage_only(state)


def test_artunos_own_goods_paid_when_it_readies_open_pillage_but_not_artuno() -> None:
    """Artuno's goods come off the card, not from the supply."""
    from engines.galaxy.leaders.nomad import collect_artuno
    from engines.galaxy.state import Modifier

    state = table()
    state.players[NOMAD].trade_goods = 1
    state.modifiers.append(Modifier("artuno_goods", NOMAD, "game", amount=3))
    collect_artuno(state, NOMAD)
    assert state.players[NOMAD].trade_goods == 4
    assert_pillage_only(state)


def transact(state: TIState, seat: int, partner: int, goods: int) -> None:
    """``seat`` gives ``partner`` ``goods`` trade goods for nothing, and the partner accepts."""
    flow.push(state, Transaction(seat=seat, partner=partner))
    flow.perform(state, seat, OfferAmount(goods))
    while isinstance(flow.top(state), Transaction):
        asked = flow.decisions(state)[0]
        none = next((o for o in asked.options if o in (OfferAmount(0), OfferNote(""))), AcceptTransaction())
        flow.perform(state, asked.seat, none)


def test_a_transaction_opens_one_window_for_each_side_with_pillage_but_never_artuno() -> None:
    """LRR 94 and Pillage ("or resolves a transaction"): each side's window once; the Nomad received goods from
    a player, so Artuno is not offered."""
    state = table()
    state.players[NOMAD].trade_goods = 3
    state.players[HACAN].trade_goods = 2
    transact(state, HACAN, NOMAD, 2)  # two trade goods given
    # The Hacan's moment has nobody to ask (they neighbour no Mentak), so only the Nomad's window is open.
    assert [(w.actors, w.amount) for w in windows(state)] == [([NOMAD], 0)]
    assert "artuno_the_betrayer" not in answers(state, NOMAD)
    assert "pillage" in answers(state, MENTAK)
    state.stack.clear()
    state.players[NOMAD].trade_goods = 3
    transact(state, NOMAD, HACAN, 1)  # a transaction that gives the Nomad nothing
    assert state.players[NOMAD].trade_goods == 2 and "pillage" not in answers(state, MENTAK)  # 2: under three


# ----- when Pillage and Artuno stay silent ---------------------------------------------------------------


def test_pillage_answers_only_a_neighbour_holding_three_after_the_gain() -> None:
    """Pillage: a neighbour, 3 or more trade goods; one trade good or one commodity taken."""
    state = table()
    state.players[HACAN].trade_goods = 5
    gain_trade_goods(state, HACAN, 1, "test")  # the Hacan are no neighbour of the Mentak
    assert "pillage" not in answers(state, MENTAK)
    state.stack.clear()
    gain_trade_goods(state, NOMAD, 2, "test")  # a neighbour, but only 2 trade goods
    assert "pillage" not in answers(state, MENTAK)
    state.stack.clear()
    state.players[NOMAD].commodities = 1
    gain_trade_goods(state, NOMAD, 1, "test")
    assert sorted(answers(state, MENTAK)["pillage"]) == ["commodity", "trade_good"]
    assert "pillage" not in answers(state, NOMAD)  # the Mentak's own gains are nobody's to pillage


def test_artuno_answers_only_the_nomads_own_gain() -> None:
    state = table()
    state.players[MENTAK].trade_goods = 5
    gain_trade_goods(state, MENTAK, 2, "test")
    assert "artuno_the_betrayer" not in answers(state, NOMAD)


def test_replenishing_commodities_is_no_gain_of_trade_goods() -> None:
    """Pillage watches trade goods, not commodities: a refill opens no gain window."""
    from engines.galaxy.strategic.trade import replenished

    state = table()
    state.players[NOMAD].trade_goods = 5
    replenished(state, NOMAD)
    assert state.players[NOMAD].commodities > 0 and windows(state) == []


def _merchant_station(state: TIState) -> None:
    from engines.galaxy.exploration.cards import convert

    convert(state, NOMAD, 4, "merchant_station")


def _crimson_legionnaire(state: TIState) -> None:
    from engines.galaxy.factions.mahact import legion_pays
    from engines.galaxy.steps.factions import FactionOffer

    legion_pays(state, FactionOffer(seat=NOMAD, source="crimson_legionnaire_i", targets=["trade_good"]),
                "trade_good")


def _stillness_of_stars(state: TIState) -> None:
    from engines.galaxy.leaders.vuilraith import the_stillness_of_stars

    the_stillness_of_stars(state, HACAN, Window(keys=["after:replenish_commodities"], actors=[NOMAD]), "")


CONVERSIONS = {"merchant_station": _merchant_station, "crimson_legionnaire": _crimson_legionnaire,
               "the_stillness_of_stars": _stillness_of_stars}


@pytest.mark.parametrize("conversion", sorted(CONVERSIONS))
def test_commodities_converted_into_their_owners_trade_goods_open_no_window(conversion: str) -> None:
    """LRR 21.5c: converted trade goods are not gained for other abilities (no Pillage, no Artuno)."""
    state = table()
    state.players[NOMAD].trade_goods = 4
    state.players[NOMAD].commodities = 3
    CONVERSIONS[conversion](state)
    assert state.players[NOMAD].trade_goods > 4 and windows(state) == []


# ----- every gain goes through the one helper -------------------------------------------------------------

# Where a module may still add to a player's trade goods itself, and why.
OWN_ADDITIONS = {
    "economy.py": "the helpers themselves",
    "phases/strategy.py": "a picked card's goods: the pick's event tells them, the helper's window opens",
    "transactions.py": "a transaction: the helper's window opens for each side",
    "factions/mentak.py": "Pillage's own take, from another player: no answer exists to it",
}


def test_no_module_adds_trade_goods_without_the_gain_helper() -> None:
    root = Path(__file__).resolve().parents[3] / "engines" / "galaxy"
    found = set()
    for path in root.rglob("*.py"):
        if re.search(r"^(?!.*(unpicked|slot|s\.card)).*\.trade_goods \+=", path.read_text(), re.M):
            found.add(str(path.relative_to(root)))
    assert found == set(OWN_ADDITIONS), found


# ----- the heuristic bot answers these windows -----------------------------------------------------------


def _bot_answer(state: TIState, seat: int) -> object:
    import random

    from engines.core.bots import BotTurn
    from engines.galaxy import GAME
    from engines.galaxy.bots import HeuristicBot
    from engines.galaxy.windows.actions import PassWindow

    for _ in range(20):
        asked = flow.decisions(state)[0]
        if asked.seat == seat:
            return HeuristicBot().choose(BotTurn(GAME, seat, asked, GAME.view(state, seat), random.Random(1)))
        flow.perform(state, asked.seat, PassWindow())
    raise AssertionError("never asked")


@pytest.mark.parametrize(("goods", "used"), [(3, True), (1, False)])
def test_the_heuristic_bot_uses_artuno_on_a_gain_of_two_or_more(goods: int, used: bool) -> None:
    state = table()
    gain_trade_goods(state, NOMAD, goods, "test")
    assert (_bot_answer(state, NOMAD) == UseAbility("artuno_the_betrayer", "")) is used


def test_the_heuristic_bot_pillages_a_neighbour_in_the_gain_window() -> None:
    state = table()
    state.players[NOMAD].trade_goods = 2
    gain_trade_goods(state, NOMAD, 1, "test")
    assert _bot_answer(state, MENTAK) == UseAbility("pillage", "trade_good")

