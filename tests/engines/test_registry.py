"""The registry's catalogue says of each game what its Game object says, so the launcher can trust it."""

from __future__ import annotations

import dataclasses

import pytest

from engines.registry import CATALOGUE, GAME_MODULES, game_info, get_game


@pytest.mark.parametrize("info", CATALOGUE, ids=lambda info: info.id)
def test_catalogue_entry_matches_the_game(info):
    game = get_game(info.id)
    assert game.id == info.id
    assert type(game).__module__.startswith(info.module + ".") or type(game).__module__ == info.module
    shown = {field.name: getattr(info, field.name) for field in dataclasses.fields(info) if field.name != "module"}
    told = {name: getattr(game, name) for name in shown}
    assert shown == told, f"engines/registry.py says {shown}, {info.module} says {told}"
    assert info.full_title == game.full_title


def test_every_game_module_has_a_catalogue_entry():
    assert list(GAME_MODULES) == [info.id for info in CATALOGUE]
    assert len(set(GAME_MODULES)) == len(CATALOGUE)


def test_a_registered_game_is_described_from_its_game_object():
    from engines import registry
    from tests.engines.core.toy import TOY

    registry.register(TOY)
    info = game_info(TOY.id)
    assert (info.title, info.min_players, info.max_players) == (TOY.title, TOY.min_players, TOY.max_players)


def test_an_unknown_game_is_refused_with_the_known_ids():
    with pytest.raises(KeyError, match="lostworlds"):
        game_info("no-such-game")
