"""The generator: random galaxies that follow the placement rules, and balanced ones with seat scores."""

from __future__ import annotations

import pytest

from engines.core.rng import Rng
from engines.galaxy.balance import layout_shares, seat_scores, spread
from engines.galaxy.generator import generate
from engines.galaxy.layouts import all_layouts, layout, layout_links
from engines.galaxy.mapstring import parse_map
from engines.galaxy.placement import violations
from engines.galaxy.tiles import catalogue


@pytest.mark.rule("TI-GAP-1", "TI-GAP-3")
@pytest.mark.parametrize("name", sorted(all_layouts()))
def test_a_random_galaxy_fills_the_layout_with_its_tiles_and_breaks_no_placement_rule(name: str) -> None:
    chosen = layout(name)
    made = generate(chosen, Rng.from_seed(7))
    tokens = parse_map(made.map_string).tokens
    kinds = [catalogue()[tokens[p]].kind for p in chosen.systems]
    assert kinds.count("blue") == chosen.total("blue") and kinds.count("red") == chosen.total("red")
    assert [tokens[h] for h in chosen.homes] == ["0"] * chosen.players
    assert all(tokens[int(p)] == t for p, t in chosen.hyperlanes.items())
    assert violations(tokens, layout_links(name)) == [] and made.clashes == 0


@pytest.mark.parametrize("name", ["6p", "8p_alternate", "6p_large"])
def test_a_balanced_galaxy_is_fairer_than_a_random_one(name: str) -> None:
    chosen = layout(name)
    for seed in range(3):
        plain = generate(chosen, Rng.from_seed(seed))
        fair = generate(chosen, Rng.from_seed(seed), balanced=True)
        assert spread(fair.scores) < spread(plain.scores)
        assert spread(fair.scores) < 0.5 and fair.clashes == 0


def test_the_same_seed_gives_the_same_galaxy_and_scores_match_the_map() -> None:
    chosen = layout("7p")
    first = generate(chosen, Rng.from_seed(11), balanced=True)
    assert generate(chosen, Rng.from_seed(11), balanced=True) == first
    tokens = parse_map(first.map_string).tokens
    assert seat_scores(tokens, layout_shares("7p")) == first.scores and len(first.scores) == 7


def test_a_seat_near_rich_systems_scores_higher() -> None:
    tokens = list(layout("6p").skeleton_map().tokens)
    poor = list(tokens)
    tokens[20] = "69"  # a rich tile beside the first home (position 19)
    shares = layout_shares("6p")
    assert seat_scores(tokens, shares)[0] > seat_scores(poor, shares)[0]
    assert seat_scores(tokens, shares)[3] == seat_scores(poor, shares)[3]
