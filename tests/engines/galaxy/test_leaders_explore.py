"""The Clan of Saar's and the Embers of Muaat's last leaders (TI-LEADER-*), one test named after each: Captain
Mendosa (agent), Rowl Sarrig (commander), Adjudicator Ba'al (hero).

The table (tests/engines/galaxy/pok.py): the Saar at 22 (Lisis II, Ragh), the Hacan at 28, the Muaat at 34;
every other system an empty red tile unless a test names its tile.
"""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import GAME, flow
from engines.galaxy.actions.rounds import ExhaustPlanet, UseAbility
from engines.galaxy.board import galaxy
from engines.galaxy.leaders.base import status
from engines.galaxy.leaders.saar import fastest
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical.actions import Activate, EndMovement, FinishProduction, MoveFrom, MoveShip, Produce
from tests.engines.galaxy.cards import pass_until
from tests.engines.galaxy.pok import offer, pok_table, take
from tests.engines.galaxy.tactics import choose, on, options, put, space, start
from tests.engines.galaxy.test_exploration import drive_quietly

SAAR_MUAAT = ("saar", "hacan", "muaat")


def use_in_window(state: Any, seat: int, source: str, target: str = "") -> list[Any]:
    """Pass the windows until ``seat`` is asked with ``source`` on ``target``; use it."""
    for _ in range(50):
        decision = pass_until(state, seat)
        wanted = UseAbility(source, target)
        if wanted in decision.options:
            return GAME.apply(state, seat, wanted)
        GAME.apply(state, seat, next(o for o in decision.options if type(o).__name__ == "PassWindow"))
    raise AssertionError(f"{source} never offered to seat {seat}")


# ----- Captain Mendosa -------------------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-4")
def test_captain_mendosa_gives_one_ship_of_the_activating_player_the_move_of_the_fastest_ship() -> None:
    state = pok_table(factions=SAAR_MUAAT)
    state.players[2].technologies.append("prototype_war_sun_ii")
    put(state, 2, 7, "war_sun")  # move 3: the fastest ship on the board
    put(state, 1, 28, "carrier=2")  # move 1, three systems from position 3
    assert fastest(state) == 3
    start(state, 1)
    choose(state, Activate(3))
    use_in_window(state, 0, "captain_mendosa", "1:carrier@system:28")
    assert status(state, 0, "captain_mendosa") == "exhausted"
    choose(state, MoveFrom(28))
    choose(state, MoveShip("carrier"))
    assert MoveShip("carrier") not in options(state)  # the second carrier keeps its own move of 1
    choose(state, EndMovement())
    assert space(state, 3, 1) == {"carrier": 1} and space(state, 28, 1) == {"carrier": 1}


def test_captain_mendosa_offers_only_ships_slower_than_the_fastest_and_free_to_move() -> None:
    state = pok_table(factions=SAAR_MUAAT)
    put(state, 1, 28, "carrier,cruiser")
    put(state, 1, 9, "carrier")
    state.systems["9"].tokens.append(1)  # a command token of the mover: those ships cannot move
    start(state, 1)
    choose(state, Activate(3))
    decision = pass_until(state, 0)
    offered = [o.target for o in decision.options if isinstance(o, UseAbility) and o.source == "captain_mendosa"]
    assert offered == ["1:carrier@system:28"]  # the cruiser is already as fast as the fastest (2)


# ----- Rowl Sarrig -----------------------------------------------------------------------------------------


def _produce_at_home(state: Any) -> None:
    """The Saar produce 2 fighters and 2 infantry at home, paying with Ragh and Lisis II."""
    flow.push(state, Production(seat=0, system=22))
    flow.settle(state)
    for action in (Produce("fighter", ""), Produce("fighter", ""), Produce("infantry", "Ragh"),
                   Produce("infantry", "Ragh"), FinishProduction(), ExhaustPlanet("Ragh", "resources")):
        choose(state, action)


@pytest.mark.rule("TI-LEADER-14")
def test_rowl_sarrig_sends_fighters_and_infantry_just_produced_to_another_unblockaded_dock() -> None:
    """The Saar's docks float: a unit sent on goes into the other dock's space area, carried by it."""
    state = pok_table({9: "26", 23: "25"}, factions=SAAR_MUAAT)  # Lodor beside the Saar home, Quann at 23
    state.players[0].unlocked.append("rowl_sarrig")
    for node, planet in ((22, "Ragh"), (9, "Lodor"), (23, "Quann")):
        state.planets[planet].owner = 0
        put(state, 0, node, "space_dock")  # Floating Factory I: capacity 4
    put(state, 1, 23, "destroyer")  # Quann's dock is blockaded
    _produce_at_home(state)
    use_in_window(state, 0, "rowl_sarrig")
    found = offer(state)
    assert found.targets == ["0:fighter@system:22>system:9", "0:infantry@planet:Ragh>system:9"]
    take(state, "0:infantry@planet:Ragh>system:9")
    take(state, "0:fighter@system:22>system:9")
    take(state, "0:fighter@system:22>system:9")
    assert space(state, 9, 0) == {"space_dock": 1, "infantry": 1, "fighter": 2}
    assert on(state, "Ragh", 0) == {"infantry": 1} and space(state, 22, 0) == {"space_dock": 1}
    assert space(state, 23, 0) == {"space_dock": 1}


def test_rowl_sarrig_shared_by_alliance_sends_infantry_onto_a_planets_dock() -> None:
    """A player holding the Saar's Alliance has docks on planets: infantry go onto the other dock's planet."""
    state = pok_table({9: "26"}, factions=("hacan", "saar", "muaat"))
    state.players[1].unlocked.append("rowl_sarrig")
    state.players[0].promissory = ["1:alliance"]
    home = state.players[0].home
    planet = state.systems[str(home)].planets[0]
    put(state, 0, home, "space_dock", planet=planet)
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "space_dock", planet="Lodor")
    flow.push(state, Production(seat=0, system=home))
    flow.settle(state)
    choose(state, Produce("infantry", planet))
    choose(state, Produce("infantry", planet))
    choose(state, FinishProduction())
    choose(state, ExhaustPlanet(planet, "resources"))
    use_in_window(state, 0, "rowl_sarrig")
    take(state, f"0:infantry@planet:{planet}>planet:Lodor")
    assert on(state, "Lodor", 0) == {"space_dock": 1, "infantry": 1}


def test_rowl_sarrig_locked_is_not_offered() -> None:
    state = pok_table({9: "26"}, factions=SAAR_MUAAT)
    put(state, 0, 22, "space_dock")
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "space_dock")
    _produce_at_home(state)
    assert not any(isinstance(o, UseAbility) and o.source == "rowl_sarrig"
                   for d in flow.decisions(state) for o in d.options)


# ----- Adjudicator Ba'al -----------------------------------------------------------------------------------


def _war_sun_into_lodor(state: Any) -> list[Any]:
    """The Muaat (seat 2, home 34) move their war sun into Lodor's system (17) and answer with Nova Seed."""
    start(state, 2)
    choose(state, Activate(17))
    choose(state, MoveFrom(34))
    choose(state, MoveShip("war_sun"))
    return choose(state, EndMovement())


@pytest.mark.rule("TI-LEADER-8", "TI-PURGE-1")
def test_adjudicator_baal_destroys_the_system_and_leaves_the_muaat_supernova() -> None:
    state = pok_table({17: "26"}, factions=SAAR_MUAAT)
    state.players[2].unlocked.append("adjudicator_baal")
    state.planets["Lodor"].owner = 1
    state.planets["Lodor"].attachments.append("paradise_world")
    put(state, 1, 17, "cruiser,fighter=2")
    put(state, 1, 17, "infantry=2,pds", planet="Lodor")
    put(state, 2, 34, "war_sun")
    _war_sun_into_lodor(state)
    events = use_in_window(state, 2, "adjudicator_baal")
    assert space(state, 17, 2) == {"war_sun": 1} and space(state, 17, 1) == {}
    assert "Lodor" not in state.planets and state.systems["17"].planets == []
    assert state.tokens[17] == "81" and galaxy(state).anomalies(17) == ("supernova",)
    assert {"planet:Lodor", "attachment:paradise_world", "leader:adjudicator_baal"} <= set(state.purged)
    assert status(state, 2, "adjudicator_baal") == "purged"
    assert any("supernova" in str(getattr(e, "detail", "")) for e in events)
    drive_quietly(state)  # the tactical action goes on in the supernova: nothing to fight, invade or produce
    assert state.stack == [] and space(state, 17, 2) == {"war_sun": 1}


def test_adjudicator_baal_is_not_offered_for_a_war_sun_already_there_or_a_home_system() -> None:
    state = pok_table({17: "26"}, factions=SAAR_MUAAT)
    state.players[2].unlocked.append("adjudicator_baal")
    put(state, 2, 17, "war_sun")  # there before the activation: it does not enter the system
    put(state, 2, 34, "carrier")
    start(state, 2)
    choose(state, Activate(17))
    choose(state, MoveFrom(34))
    choose(state, MoveShip("carrier"))
    choose(state, EndMovement())
    assert not any(isinstance(o, UseAbility) and o.source == "adjudicator_baal"
                   for d in flow.decisions(state) for o in d.options)
    state = pok_table({17: "26"}, factions=SAAR_MUAAT)
    state.players[2].unlocked.append("adjudicator_baal")
    put(state, 2, 17, "war_sun")
    start(state, 2)
    choose(state, Activate(34))  # back into the Muaat's home
    choose(state, MoveFrom(17))
    choose(state, MoveShip("war_sun"))
    choose(state, EndMovement())
    assert not any(isinstance(o, UseAbility) and o.source == "adjudicator_baal"
                   for d in flow.decisions(state) for o in d.options)
    assert "Muaat" in state.planets


# ----- the heuristic bot -----------------------------------------------------------------------------------


def _bot(state: Any, seat: int) -> Any:
    import random

    from engines.core.bots import BotTurn
    from engines.galaxy.bots.choices import choose as bot_choose
    from engines.galaxy.bots.memory import Memory

    decision = next(d for d in GAME.decisions(state) if d.seat == seat)
    return bot_choose(BotTurn(GAME, seat, decision, GAME.view(state, seat), random.Random(1)), Memory())


def test_the_heuristic_bot_uses_captain_mendosa_on_its_own_ships_only_and_nova_seed_when_offered() -> None:
    from engines.galaxy.windows.actions import PassWindow

    state = pok_table(factions=SAAR_MUAAT)
    put(state, 2, 7, "cruiser")
    put(state, 1, 28, "carrier")
    start(state, 1)
    choose(state, Activate(3))
    pass_until(state, 0)
    assert _bot(state, 0) == PassWindow()  # the Hacan's carrier: no help to the Saar
    state = pok_table(factions=SAAR_MUAAT)
    put(state, 2, 7, "cruiser")
    put(state, 0, 22, "carrier")
    start(state, 0)
    choose(state, Activate(3))
    pass_until(state, 0)
    assert _bot(state, 0) == UseAbility("captain_mendosa", "0:carrier@system:22")
    state = pok_table({17: "26"}, factions=SAAR_MUAAT)
    state.players[2].unlocked.append("adjudicator_baal")
    put(state, 1, 17, "cruiser")
    put(state, 2, 34, "war_sun")
    _war_sun_into_lodor(state)
    pass_until(state, 2)
    assert _bot(state, 2) == UseAbility("adjudicator_baal", "")
