"""Relics and relic fragments (TI-RELIC-1..5), purging (TI-PURGE-1), and every relic, one test named after each."""

from __future__ import annotations

from typing import Any

import pytest

from engines.galaxy import flow
from engines.galaxy.abilities import find, offered
from engines.galaxy.actions.expansion import ComponentPurged, RelicGained
from engines.galaxy.actions.rounds import TakeComponentAction
from engines.galaxy.content.decks import decks
from engines.galaxy.economy import commodity_value, influence, resources, token_reinforcements
from engines.galaxy.effects import Context
from engines.galaxy.expansion.rulings import ruling
from engines.galaxy.exploration.attachments import legendary
from engines.galaxy.hands import secret_limit
from engines.galaxy.phases.action import action_options
from engines.galaxy.relics.deck import take_relic
from engines.galaxy.relics.fragments import combinations
from engines.galaxy.scoring import meets
from engines.galaxy.state import Modifier
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.movement import leaves_tokens
from engines.galaxy.tokens import spend_strategy_token
from engines.galaxy.windows.registry import BY_SOURCE
from tests.engines.galaxy.pok import events_of, gain, offer, on_top, pok_table, relic_on_top, take
from tests.engines.galaxy.tactics import on, put

LODOR = "Lodor"


def holding(relic: str, seat: int = 0, tiles: dict[int, str] | None = None) -> Any:
    state = pok_table(tiles or {9: "26", 10: "27"})
    if relic in state.relic_deck:
        state.relic_deck.remove(relic)
    take_relic(state, seat, relic)
    flow.settle(state)
    return state


def act(state: Any, source: str, target: str = "", seat: int = 0) -> list[Any]:
    events = find(source, ("action",)).use(state, seat, target)
    return events + flow.settle(state)


def window(state: Any, keys: str, seat: int = 0, **fields: Any) -> Window:
    return Window(keys=[keys], actors=[seat], **fields)


def answer(source: str, key: str) -> Any:
    return next(a for a in BY_SOURCE[source] if key in a.keys)


# ----- fragments ------------------------------------------------------------------------------------------


@pytest.mark.rule("TI-RELIC-2", "TI-RELIC-3", "TI-RELIC-4", "TI-PURGE-1", "TI-GAP-7")
def test_three_fragments_of_a_type_are_purged_for_the_top_relic_as_a_component_action() -> None:
    state = pok_table()
    state.players[0].fragments = ["cultural_relic_fragment"] * 2 + ["hazardous_relic_fragment"]
    assert TakeComponentAction("relic_fragments", "cultural") not in action_options(state, 0)
    state.players[0].fragments.append("unknown_relic_fragment")
    assert combinations(state, 0) == ["cultural"]
    assert TakeComponentAction("relic_fragments", "cultural") in action_options(state, 0)
    relic_on_top(state, "codex")
    events = act(state, "relic_fragments", "cultural")
    assert RelicGained(seat=0, relic="codex") in events and state.players[0].relics == ["codex"]
    assert state.players[0].fragments == ["hazardous_relic_fragment"]
    assert state.purged.count("fragment:cultural_relic_fragment") == 2
    assert "fragment:unknown_relic_fragment" in state.purged
    assert len(events_of(events, ComponentPurged)) == 3
    assert ruling("fragments") == {"source": "house", "gaps": ["TI-GAP-7"], "needed": 3, "wild": "unknown",
                                   "when": "as a component action on your turn"}


@pytest.mark.rule("TI-RELIC-2")
def test_unknown_fragments_alone_make_a_relic_and_fill_any_type() -> None:
    state = pok_table()
    state.players[0].fragments = ["unknown_relic_fragment"] * 3
    assert combinations(state, 0) == ["unknown"]
    state.players[0].fragments = ["industrial_relic_fragment", "unknown_relic_fragment", "unknown_relic_fragment"]
    assert combinations(state, 0) == ["industrial"]


@pytest.mark.rule("TI-COMP-4")
def test_thirteen_relics_lie_in_the_deck_and_the_three_codex_iv_ones_stay_out() -> None:
    state = pok_table()
    assert len(state.relic_deck) == 13 and len(decks().relics) == 16
    assert not {"book_of_latvinia", "circlet_of_void", "neuraloop"} & set(state.relic_deck)


def test_destroy_heretical_works_is_scorable_with_two_fragments_and_purges_them() -> None:
    from engines.galaxy.scoring import score

    state = pok_table()
    state.players[0].secrets = ["destroy_heretical_works"]
    state.players[0].fragments = ["cultural_relic_fragment"]
    assert not meets(state, 0, "destroy_heretical_works")
    state.players[0].fragments.append("hazardous_relic_fragment")
    assert meets(state, 0, "destroy_heretical_works")
    score(state, 0, "destroy_heretical_works")
    take(state, "hazardous_relic_fragment")
    take(state, "cultural_relic_fragment")
    assert state.players[0].fragments == [] and state.players[0].vp == 1


# ----- every relic ------------------------------------------------------------------------------------------


def test_dominus_orb() -> None:
    state = holding("dominus_orb")
    assert answer("dominus_orb", "before:movement").could(state, 0, window(state, "before:movement"))
    answer("dominus_orb", "before:movement").use(state, 0, window(state, "before:movement"), "")
    assert leaves_tokens(state, 0) and "relic:dominus_orb" in state.purged and state.players[0].relics == []


def test_maw_of_worlds() -> None:
    state = holding("maw_of_worlds")
    state.planets["Jord"].owner = 0
    maw = answer("maw_of_worlds", "start:agenda_phase")
    choices = maw.targets(state, 0, window(state, "start:agenda_phase"))
    assert "war_sun" in choices and "gravity_drive" in choices
    maw.use(state, 0, window(state, "start:agenda_phase"), "war_sun")
    assert "war_sun" in state.players[0].technologies and state.planets["Jord"].exhausted
    assert "relic:maw_of_worlds" in state.purged


def test_scepter_of_emelpar() -> None:
    state = holding("scepter_of_emelpar")
    before = token_reinforcements(state, 0)
    spend_strategy_token(state, 0, "warfare")
    assert state.players[0].strategy == 2 and "scepter_of_emelpar" in state.players[0].exhausted
    assert token_reinforcements(state, 0) == before
    spend_strategy_token(state, 0, "warfare")  # exhausted: the strategy pool pays
    assert state.players[0].strategy == 1


def test_shard_of_throne() -> None:
    state = holding("shard_of_throne", tiles={9: "65"})
    assert state.players[0].vp == 1
    state.planets["Primor"].owner = 0
    gain(state, 1, "Primor")
    assert state.players[1].relics == ["shard_of_throne"] and (state.players[0].vp, state.players[1].vp) == (0, 1)


def test_stellar_converter() -> None:
    state = holding("stellar_converter", tiles={9: "26"})
    assert "stellar_converter" not in [a.source for a, _ in offered(state, 0, ("action",))]
    put(state, 0, 22, "dreadnought")  # next to Lodor's system (9)
    gain(state, 1, LODOR)
    put(state, 1, 9, "infantry", planet=LODOR)
    assert TakeComponentAction("stellar_converter", f"planet:{LODOR}") in action_options(state, 0)
    act(state, "stellar_converter", f"planet:{LODOR}")
    assert LODOR not in state.planets and LODOR not in state.systems["9"].planets
    assert "planet:Lodor" in state.purged and "relic:stellar_converter" in state.purged


def test_codex() -> None:
    state = holding("codex")
    state.action_discard = ["sabotage:1", "sabotage:2", "upgrade:1"]
    act(state, "codex")
    take(state, "sabotage:1")
    take(state, "upgrade:1")
    assert sorted(state.players[0].action_cards) == ["sabotage:1", "upgrade:1"]
    assert offer(state).amount == 1


def test_crown_of_emphidia() -> None:
    state = holding("crown_of_emphidia")
    gain(state, 0, LODOR)
    while flow.top(state) is not None:
        flow.perform(state, 0, flow.decisions(state)[0].options[-1])
    crown = answer("crown_of_emphidia", "end:tactical_action")
    assert f"planet:{LODOR}" in crown.targets(state, 0, window(state, "end:tactical_action"))
    on_top(state, "cultural", "cultural_relic_fragment")
    crown.use(state, 0, window(state, "end:tactical_action"), f"planet:{LODOR}")
    assert "crown_of_emphidia" in state.players[0].exhausted and "cultural_relic_fragment" in state.players[0].fragments
    point = answer("crown_of_emphidia", "end:status_phase")
    assert not point.could(state, 0, window(state, "end:status_phase"))
    state.planets[LODOR].attachments.append("tomb_of_emphidia")
    assert point.could(state, 0, window(state, "end:status_phase"))
    point.use(state, 0, window(state, "end:status_phase"), "")
    assert state.players[0].vp == 1 and "relic:crown_of_emphidia" in state.purged


def test_crown_of_thalnos() -> None:
    from engines.galaxy.steps.combat import Die, SpaceCombat

    state = holding("crown_of_thalnos")
    put(state, 0, 9, "cruiser=2")
    combat = SpaceCombat(seat=0, system=9, defender=1, dice=[Die("cruiser", 3, 7), Die("cruiser", 9, 7)])
    flow.push(state, combat)
    thalnos = answer("crown_of_thalnos", "after:combat_roll")
    assert thalnos.could(state, 0, window(state, "after:combat_roll"))
    state.rng.script = [5]  # type: ignore[attr-defined]
    thalnos.use(state, 0, window(state, "after:combat_roll"), "")  # 5 + 1 misses: that cruiser dies
    assert [d.result for d in combat.dice] == [6, 9]
    assert state.systems["9"].space[0].count == 1


def test_obsidian() -> None:
    state = holding("obsidian")
    assert len(state.players[0].secrets) == 1 and secret_limit(state, 0) == 4


def test_prophets_tears() -> None:
    from engines.galaxy.relics.cards import prophets_tears, prophets_tears_used

    state = holding("prophets_tears")
    assert prophets_tears(Context(state, 0, "prophets_tears", {})) == 1
    prophets_tears_used(Context(state, 0, "prophets_tears", {"waived": False}))
    assert "prophets_tears" in state.players[0].exhausted and len(state.players[0].action_cards) == 1
    assert prophets_tears(Context(state, 0, "prophets_tears", {})) == 0


def test_prophets_tears_lets_a_prerequisite_go_in_research() -> None:
    from engines.galaxy.research import researchable

    state = holding("prophets_tears")
    state.planets["Jord"].owner = 0
    assert "gravity_drive" in researchable(state, 0)  # one blue prerequisite, ignored by the Tears
    state.players[0].exhausted.append("prophets_tears")
    assert "gravity_drive" not in researchable(state, 0)


def test_dynamis_core() -> None:
    state = holding("dynamis_core")
    assert commodity_value(state, 0) == 6  # Sol: 4
    act(state, "dynamis_core")
    assert state.players[0].trade_goods == 6 and commodity_value(state, 0) == 4


def test_jr_xs455_o() -> None:
    state = holding("jr_xs455_o")
    for planet in state.planets.values():
        planet.exhausted = planet.owner == 1
    act(state, "jr_xs455_o", "seat:1")
    assert state.players[1].trade_goods == 1  # Hacan could not pay for a structure: a trade good
    state.players[0].exhausted.remove("jr_xs455_o")
    state.planets["Jord"].owner = 0
    act(state, "jr_xs455_o", "seat:0")
    take(state, "pay_3_resources_for_a_structure")
    flow.perform(state, 0, flow.decisions(state)[0].options[0])  # pay with Jord
    structure = flow.decisions(state)[0].options[0]
    flow.perform(state, 0, structure)
    assert on(state, "Jord", 0)


def test_nano_forge() -> None:
    state = holding("nano_forge")
    gain(state, 0, LODOR)
    assert TakeComponentAction("nano_forge", f"planet:{LODOR}") in action_options(state, 0)
    act(state, "nano_forge", f"planet:{LODOR}")
    assert legendary(state, LODOR) and (resources(state, LODOR), influence(state, LODOR)) == (5, 3)
    assert "nano_forge" not in state.players[0].relics and state.planets[LODOR].attachments == ["nano_forge"]


def test_book_of_latvinia() -> None:
    state = holding("book_of_latvinia")
    take(state, offer(state).targets[0])
    assert len(state.players[0].technologies) == 1
    act(state, "book_of_latvinia")
    assert state.speaker == 0 and "relic:book_of_latvinia" in state.purged


def test_circlet_of_void() -> None:
    state = holding("circlet_of_void")
    node = state.frontier[0]
    on_top(state, "frontier", "lost_crew")
    act(state, "circlet_of_void", f"system:{node}")
    assert node not in state.frontier and len(state.players[0].action_cards) == 2


def test_neuraloop() -> None:
    state = holding("neuraloop")
    take_relic(state, 0, "codex")
    state.public = ["erect_a_monument"]
    state.stage1 = ["expand_borders"]
    loop = answer("neuraloop", "after:objective_revealed")
    assert loop.targets(state, 0, window(state, "after:objective_revealed")) == ["codex", "neuraloop"]
    loop.use(state, 0, Window(keys=["after:objective_revealed"], subject="erect_a_monument"), "codex")
    assert "erect_a_monument" not in state.public and len(state.public) == 1


def test_every_relic_of_the_facts_does_something() -> None:
    from engines.galaxy.abilities import ABILITIES
    from engines.galaxy.effects import _BY_HOOK

    hooked = {e.source for entries in _BY_HOOK.values() for e in entries}
    for relic in decks().relics:
        assert relic in ABILITIES or relic in BY_SOURCE or relic in hooked, relic
    assert Modifier("dominus_orb_move", 0, "tactical").scope == "tactical"


@pytest.mark.rule("TI-RELIC-5")
def test_relic_fragments_change_hands_in_a_transaction_one_each_way() -> None:
    from engines.galaxy.actions.events import TransactionOffered
    from engines.galaxy.actions.rounds import AcceptTransaction, OfferAmount, OfferTransaction
    from engines.galaxy.board import add
    from engines.galaxy.promissory.actions import OfferGood, OfferNote
    from engines.galaxy.words import describe, narrate
    from tests.engines.galaxy.rounds import act, first, known
    from tests.engines.galaxy.rounds import options as asked

    state = known("technology")
    add(state.systems["13"].space, 0, "cruiser")  # beside the Yin's home: neighbours
    mine, theirs = state.players[0], state.players[1]
    mine.fragments = ["cultural_relic_fragment", "cultural_relic_fragment"]
    theirs.fragments = ["hazardous_relic_fragment"]
    act(state, OfferTransaction(1))
    while asked(state, OfferAmount) or asked(state, OfferNote):  # no trade goods, commodities or notes
        act(state, OfferAmount(0) if asked(state, OfferAmount) else OfferNote(""))
    assert asked(state, OfferGood) == [OfferGood(""), OfferGood("cultural_relic_fragment")]  # one of each kind held
    assert describe(state, OfferGood("cultural_relic_fragment")) == "Cultural Relic Fragment"
    assert describe(state, OfferGood("")) == "No fragment"  # not "None"
    act(state, OfferGood("cultural_relic_fragment"))
    assert asked(state, OfferGood) == [OfferGood(""), OfferGood("hazardous_relic_fragment")]
    events = act(state, OfferGood("hazardous_relic_fragment"))
    offer_line = narrate(next(e for e in events if isinstance(e, TransactionOffered) and e.only is None))
    assert "Cultural Relic Fragment for " in offer_line and offer_line.endswith("Hazardous Relic Fragment")
    assert mine.fragments.count("cultural_relic_fragment") == 2  # nothing moves before the answer
    assert first(state).seat == 1
    assert "offers Cultural Relic Fragment for Hazardous Relic Fragment; accept it?" in first(state).prompt
    act(state, AcceptTransaction())
    assert sorted(mine.fragments) == ["cultural_relic_fragment", "hazardous_relic_fragment"]
    assert theirs.fragments == ["cultural_relic_fragment"]
