"""The content files: provenance, names, and a registered function for every behaviour."""

from __future__ import annotations

import json

import pytest

from engines.core.paths import game_assets
from engines.cosmic import GAME
from engines.cosmic.content import CARDS, CONTENDERS, PLANETS
from engines.cosmic.effects import HOOKS, REGISTRY


@pytest.mark.rule("CC-GAP-2", "CC-GAP-3", "CC-GAP-4")
def test_every_entry_says_where_it_comes_from() -> None:
    for name, key in (("contenders.json", "contenders"), ("armory.json", "cards"), ("planets.json", "planets")):
        entries = json.loads((game_assets("cosmic") / name).read_text())[key]
        assert all(entry["source"] in ("rulebook", "house") for entry in entries), name
    assert {c.name for c in CONTENDERS if c.source == "rulebook"} == {"Clarity"}
    assert {c.name for c in CARDS if c.source == "rulebook"} == {
        "Bad Intentions", "Amplification", "Collective Intelligence", "Battle Mace"}
    assert {p.name for p in PLANETS if p.source == "rulebook"} == {"Evelon"}


@pytest.mark.rule("CC-EXCARD-1", "CC-EXCARD-2", "CC-EXCARD-3", "CC-EXCARD-4")
def test_the_rulebooks_example_cards_keep_their_printed_costs_and_types() -> None:
    printed = {"bad_intentions": (5, "non_combat"), "amplification": (3, "combat"),
               "collective_intelligence": (2, "support"), "battle_mace": (4, "weapon")}
    for card in CARDS:
        if card.key in printed:
            assert (card.cost, card.type) == printed[card.key]
    assert all(2 <= card.cost <= 6 for card in CARDS)
    assert 18 <= len(CARDS) <= 25


@pytest.mark.rule("CC-GAP-2", "CC-GAP-3", "CC-GAP-4")
def test_every_card_ability_and_planet_passive_has_a_function_named_after_it() -> None:
    names = [card.effect.key for card in CARDS] + [p.passive.key for p in PLANETS]
    for c in CONTENDERS:
        names += [c.passive.key, c.combat.key, c.support.key]
    assert len(names) == len(set(names)), "names must be unique"
    missing = [name for name in names if name not in REGISTRY]
    assert missing == []
    hooks = {h for c in CONTENDERS for h in c.passive.hooks} | {h for card in CARDS for h in card.effect.hooks}
    assert hooks <= set(HOOKS)


def test_names_are_our_own_and_every_text_is_written() -> None:
    for c in CONTENDERS:
        assert c.lore and c.passive.text and c.combat.text and c.support.text
    assert all(card.text for card in CARDS)


def test_the_balance_tool_runs_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from engines.cosmic import balance

    report, presence = balance.run(2, 2, ["heuristic", "random"])
    assert report["errors"] == 0 and presence.wins == 2
    assert GAME.tools(["nothing"]) == 2
