"""Generic technologies of the turn and the economy (LRR 90; docs/galaxy.md says who does which), component
actions (LRR 22) and transactions (LRR 94)."""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import (
    AcceptTransaction,
    DoneChoosing,
    EndTurn,
    OfferAmount,
    OfferTransaction,
    PickUpForce,
    RefuseTransaction,
    ResearchTechnology,
    SetDownForce,
    SetPool,
    TakeComponentAction,
    TakeStrategicAction,
    UseAbility,
    UseAlgorithm,
)
from engines.galaxy.board import add, count
from engines.galaxy.flow import top
from engines.galaxy.promissory.actions import OfferNote
from engines.galaxy.seats import neighbours
from engines.galaxy.state import TIState
from engines.galaxy.steps.phases import PlayerTurn
from engines.galaxy.steps.production import Production
from tests.engines.galaxy.rounds import act, first, give, known, options


def at_turn_end(state: TIState) -> None:
    """Take the strategic action (everyone declining) so the turn reaches its end."""
    act(state, TakeStrategicAction("technology"))
    act(state, ResearchTechnology(options(state, ResearchTechnology)[0].technology))
    while not (isinstance(top(state), PlayerTurn) and top(state).stage == "end"):  # type: ignore[union-attr]
        decision = first(state)
        GAME.apply(state, decision.seat, decision.options[-1])


def test_psychoarchaeology_turns_a_specialty_planet_into_a_trade_good() -> None:
    """Psychoarchaeology: exhaust a planet with a technology specialty to gain a trade good (a free ability)."""
    state = known("technology")
    state.players[0].technologies.append("psychoarchaeology")
    give(state, 0, "Wellon")
    assert UseAbility("psychoarchaeology", "Wellon") in first(state).options
    act(state, UseAbility("psychoarchaeology", "Wellon"))
    assert state.planets["Wellon"].exhausted and state.players[0].trade_goods == 1
    assert UseAbility("psychoarchaeology", "Wellon") not in first(state).options
    assert first(state).seat == 0 and isinstance(top(state), PlayerTurn)


def test_psychoarchaeology_lets_specialties_ignore_prerequisites_without_exhausting() -> None:
    """Psychoarchaeology: specialties work without exhausting, even exhausted planets."""
    state = known("technology")
    state.players[0].technologies.append("psychoarchaeology")
    give(state, 0, "Thibah")
    state.planets["Thibah"].exhausted = True
    act(state, TakeStrategicAction("technology"))
    assert ResearchTechnology("fleet_logistics") in first(state).options
    act(state, ResearchTechnology("fleet_logistics"))
    assert "fleet_logistics" in state.players[0].technologies


def test_ai_development_algorithm_ignores_a_prerequisite_of_a_unit_upgrade() -> None:
    """AI Development Algorithm: exhaust it to ignore one prerequisite of a unit upgrade (the Yin: the Sol's
    own Advanced Carrier replaces Carrier II: the Letnev start with a blue technology)."""
    state = known("technology", factions=["letnev", "sol", "arborec"])
    state.players[0].technologies.append("ai_development_algorithm")
    act(state, TakeStrategicAction("technology"))
    assert ResearchTechnology("carrier_2") in first(state).options  # two blue, one owned
    assert ResearchTechnology("fleet_logistics") not in first(state).options  # not a unit upgrade
    act(state, ResearchTechnology("carrier_2"))
    assert "carrier_2" in state.players[0].technologies and "ai_development_algorithm" in state.players[0].exhausted
    assert UseAlgorithm() not in options(state)


def test_bio_stims_readies_a_technology_at_the_end_of_the_turn() -> None:
    """Bio-Stims: at the end of your turn exhaust it to ready a specialty planet or another technology."""
    state = known("technology")
    state.players[0].technologies += ["bio_stims", "predictive_intelligence"]
    state.players[0].exhausted = ["predictive_intelligence"]
    give(state, 0, "Wellon")
    state.planets["Wellon"].exhausted = True
    at_turn_end(state)
    offered = [o for o in first(state).options if isinstance(o, UseAbility)]
    assert UseAbility("bio_stims", "planet:Wellon") in offered
    assert UseAbility("bio_stims", "technology:predictive_intelligence") in offered
    act(state, UseAbility("bio_stims", "technology:predictive_intelligence"))
    assert state.players[0].exhausted == ["bio_stims"]
    assert UseAbility("predictive_intelligence", "") in first(state).options


def test_predictive_intelligence_redistributes_at_the_end_of_the_turn() -> None:
    state = known("technology")
    state.players[0].technologies.append("predictive_intelligence")
    at_turn_end(state)
    act(state, UseAbility("predictive_intelligence", ""))
    act(state, SetPool("tactic", 6))
    act(state, SetPool("fleet", 1))
    sheet = state.players[0]
    assert (sheet.tactic, sheet.fleet, sheet.strategy) == (6, 1, 1) and "predictive_intelligence" in sheet.exhausted


def test_transit_diodes_moves_up_to_four_ground_forces_at_the_start_of_the_turn() -> None:
    state = known("technology")
    state.players[0].technologies.append("transit_diodes")
    give(state, 0, "Wellon")
    act(state, UseAbility("transit_diodes", ""))
    act(state, PickUpForce("infantry", "Jord"))
    assert set(options(state, SetDownForce)) == {SetDownForce("Wellon"), SetDownForce("Jord")}
    act(state, SetDownForce("Wellon"))
    act(state, PickUpForce("infantry", "Jord"))
    act(state, SetDownForce("Wellon"))
    act(state, DoneChoosing())
    assert count(state.planets["Wellon"].units, 0, ["infantry"]) == 2
    assert count(state.planets["Jord"].units, 0, ["infantry"]) == 3
    assert UseAbility("transit_diodes", "") not in first(state).options


def test_sling_relay_is_a_component_action_that_produces() -> None:
    """LRR 22: a component action offered while its source is in force; Sling Relay produces a ship."""
    state = known("technology")
    state.players[0].technologies.append("sling_relay")
    assert TakeComponentAction("sling_relay") in first(state).options
    act(state, TakeComponentAction("sling_relay"))
    step = top(state)
    assert isinstance(step, Production) and step.purpose == "one_ship"
    assert "sling_relay" in state.players[0].exhausted


# ----- transactions (LRR 94, 60, 21) --------------------------------------------------------------------


def neighbourly(state: TIState) -> None:
    """Seat 0 gets a ship beside the Yin's home: the two become neighbours (LRR 60)."""
    add(state.systems["13"].space, 0, "cruiser")


def test_transactions_need_neighbours() -> None:
    state = known("technology")
    state.players[0].trade_goods = 2
    assert neighbours(state, 0) == [] and not options(state, OfferTransaction)
    neighbourly(state)
    assert neighbours(state, 0) == [1] and options(state, OfferTransaction) == [OfferTransaction(1)]


def test_a_transaction_moves_nothing_until_accepted_and_commodities_become_trade_goods() -> None:
    """LRR 94.2-94.4, 21.5: one offer each way; the receiver's commodities become trade goods."""
    state = known("technology")
    neighbourly(state)
    mine, theirs = state.players[0], state.players[1]
    mine.trade_goods, mine.commodities = 3, 4
    theirs.trade_goods, theirs.commodities = 1, 2
    act(state, OfferTransaction(1))
    act(state, OfferAmount(2))  # trade goods given
    act(state, OfferAmount(4))  # commodities given
    act(state, OfferAmount(1))  # trade goods asked
    act(state, OfferAmount(0))  # commodities asked
    act(state, OfferNote(""))  # no note given
    act(state, OfferNote(""))  # none asked
    assert (mine.trade_goods, mine.commodities, theirs.trade_goods) == (3, 4, 1)
    assert first(state).seat == 1 and first(state).options == [AcceptTransaction(), RefuseTransaction()]
    act(state, AcceptTransaction())
    assert (mine.trade_goods, mine.commodities) == (2, 0)
    assert (theirs.trade_goods, theirs.commodities) == (1 - 1 + 2 + 4, 2)
    assert state.tally.transactions == 1
    assert not options(state, OfferTransaction)  # once per neighbour per turn


def test_a_refused_transaction_changes_nothing() -> None:
    state = known("technology")
    neighbourly(state)
    state.players[0].trade_goods = 3
    act(state, OfferTransaction(1))
    act(state, OfferAmount(3))
    for _ in range(5):
        if options(state, OfferNote) or options(state, OfferAmount):
            act(state, (options(state, OfferNote) or [OfferAmount(0)])[0])
    act(state, RefuseTransaction())
    assert state.players[0].trade_goods == 3 and state.players[1].trade_goods == 0
    assert state.tally.transactions == 0 and first(state).seat == 0


def test_transactions_are_offered_after_the_action_too() -> None:
    state = known("technology")
    neighbourly(state)
    state.players[0].trade_goods = 1
    at_turn_end(state)
    assert OfferTransaction(1) in first(state).options and EndTurn() in first(state).options
