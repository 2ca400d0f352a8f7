"""Setup of a real game (LRR 'Setup' steps, TI-BASESETUP): factions, galaxy, homes, units, tokens, decks."""

from __future__ import annotations

import pytest

from engines.core.options import OptionError
from engines.galaxy import GAME
from engines.galaxy.actions.rounds import (
    ChooseStartingTechnology,
    DraftFaction,
    KeepSecret,
    PickStrategyCard,
    PlaceStartingStructure,
)
from engines.galaxy.adjacency import DELTA_HOME
from engines.galaxy.board import count
from engines.galaxy.builder.actions import PickTile
from engines.galaxy.content.factions import factions
from engines.galaxy.content.objectives import objectives
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.flow import top
from engines.galaxy.layouts import LAYOUT_CHOICES, choices_for, layout, layout_for
from engines.galaxy.mapstring import OPEN
from engines.galaxy.state import NOBODY
from engines.galaxy.steps.setup import Setup
from tests.engines.galaxy.rounds import act, asked, finish_setup, first, new, options

EVERY_LAYOUT = sorted({(players, choice) for players in range(3, 9) for choice in LAYOUT_CHOICES
                       if choice in choices_for(players)})


@pytest.mark.rule("TI-SETUP-3", "TI-ALTHYPER-4", "TI-BIGGAL-3")
@pytest.mark.parametrize(("players", "choice"), EVERY_LAYOUT)
def test_every_layout_sets_up_homes_units_and_command_tokens(players: int, choice: str) -> None:
    """LRR Setup 4-10: homes on the layout's home positions, starting units there, tokens 3/3/2."""
    state = GAME.new_state(players, 5, {"layout": choice})
    plan = layout_for(players, choice)
    assert state.layout == plan.id and OPEN not in state.tokens
    for seat, player in enumerate(state.players):
        faction = factions()[player.faction]
        home = player.home
        assert home == (DELTA_HOME if faction.home_tile == "51" else plan.homes[seat])
        assert (player.tactic, player.fleet, player.strategy) == (3, 3, 2)
        assert all(state.planets[name].owner == seat for name in faction.home_planets)
        ships = {k: n for k, n in faction.starting_units.items() if k not in ("infantry", "mech", "pds", "space_dock")}
        for kind, number in ships.items():
            assert count(state.systems[str(home)].space, seat, [kind]) == number
        on_planets = [s for name in faction.home_planets for s in state.planets[name].units]
        assert count(on_planets, seat, ["infantry"]) == faction.starting_units.get("infantry", 0)
        docks = [*on_planets, *state.systems[str(home)].space]  # the Saar's docks float in the space area
        assert count(docks, seat, ["space_dock"]) == faction.starting_units.get("space_dock", 0)
    assert state.vp_goal == (14 if plan.id == "6p_large" else 10)


def test_factions_dealt_at_random_are_distinct_and_public() -> None:
    """LRR Setup 2: each player has a different faction; random ones differ from game to game."""
    states = [GAME.new_state(8, seed, {}) for seed in range(4)]
    for state in states:
        chosen = [p.faction for p in state.players]
        assert len(set(chosen)) == 8 and all(f in factions() for f in chosen)
    assert len({tuple(p.faction for p in s.players) for s in states}) > 1
    view = GAME.view(states[0], 3)
    assert [p.faction for p in view.players] == [p.faction for p in states[0].players]


def test_factions_named_in_seat_order() -> None:
    state = GAME.new_state(3, 1, {"factions": "hacan, Sol ,xxcha"})
    assert [p.faction for p in state.players] == ["hacan", "sol", "xxcha"]


@pytest.mark.parametrize(("text", "message"), [
    ("sol,hacan,klingon", "there is no faction 'klingon'"),
    ("sol,hacan", "3 players need 3 factions, not 2"),
    ("sol,sol,hacan", "sol is chosen twice"),
])
def test_bad_faction_ids_are_refused_clearly(text: str, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        GAME.new_state(3, 1, {"factions": text})


def test_faction_draft_is_a_decision_per_seat_with_the_speaker_last() -> None:
    """House draft: players + 3 factions face up; picks go anticlockwise from the speaker's right."""
    state = GAME.new_state(4, 2, {"factions": "draft"})
    setup = top(state)
    assert isinstance(setup, Setup) and len(setup.pool) == 7
    speaker = state.speaker
    order = [(speaker - 1 - step) % 4 for step in range(4)]
    assert GAME.view(state, None).draft == setup.pool
    taken = []
    for seat in order:
        decision = first(state)
        assert decision.seat == seat and len(decision.options) == 7 - len(taken)
        assert all(DraftFaction(f) not in decision.options for f in taken)
        pick = decision.options[-1]
        taken.append(pick.faction)
        GAME.apply(state, seat, pick)
    assert [state.players[s].faction for s in order] == taken


def test_the_speaker_is_random_and_picks_the_first_strategy_card() -> None:
    """LRR Setup 1, 84.2: a random speaker, who chooses first."""
    speakers = set()
    for seed in range(30):
        state = new(3, seed=seed)
        speakers.add(state.speaker)
        finish_setup(state)
        assert first(state).seat == state.speaker and isinstance(first(state).options[0], PickStrategyCard)
    assert len(speakers) == 3


def test_colours_are_distinct() -> None:
    state = new(8)
    assert len({p.colour for p in state.players}) == 8


def test_creuss_home_lies_beyond_its_gate() -> None:
    """The Creuss gate (17) takes the home position; the home system (51) is off the board (facts note 5)."""
    state = GAME.new_state(3, 1, {"factions": "creuss,sol,hacan"})
    gate = layout("3p").homes[0]
    assert state.tokens[gate] == "17" and state.players[0].home == DELTA_HOME
    assert state.planets["Creuss"].system == DELTA_HOME and state.planets["Creuss"].owner == 0


def test_the_custodians_token_starts_on_mecatol_rex() -> None:
    """LRR Setup 12, 27.1: nobody holds the custodians token and nobody controls Mecatol Rex."""
    state = new(6)
    assert state.custodians == NOBODY and state.planets[MECATOL_REX].owner == NOBODY


def test_five_stage_one_dealt_two_revealed_and_five_stage_two() -> None:
    """LRR 61.14: five stage I and five stage II face down; two stage I revealed at setup."""
    state = new(6)
    assert len(state.public) == 2 and all(objectives()[o].stage == "I" for o in state.public)
    assert len(state.stage1) == 3 and len(state.stage2) == 5
    assert all(objectives()[o].stage == "II" for o in state.stage2)
    view = GAME.view(state, 0)
    assert (view.stage1_left, view.stage2_left) == (3, 5)
    text = GAME.state_json(state).decode()
    shown = str(GAME.view_from(GAME.action_to(view)))
    assert all(o in text and o not in shown for o in state.stage1 + state.stage2)


def test_two_secrets_dealt_each_keeps_one_at_the_same_time() -> None:
    """LRR Setup 16, 61.20: every seat is asked at once to keep one of two secret objectives."""
    state = new(4)
    decisions = asked(state)
    assert sorted(d.seat for d in decisions) == [0, 1, 2, 3]
    dealt = {d.seat: [o.objective for o in d.options] for d in decisions}
    assert all(len(v) == 2 for v in dealt.values())
    kept = dealt[2][1]
    act(state, KeepSecret(kept), seat=2)
    assert state.players[2].secrets == [kept] and dealt[2][0] in state.secret_deck
    assert 2 not in [d.seat for d in asked(state)]
    assert GAME.view(state, 2).secrets == [kept] and GAME.view(state, 1).secrets == dealt[1]
    assert GAME.view(state, 1).players[2].secret_objectives == 1


def test_decks_are_shuffled_from_the_games_generator() -> None:
    """LRR Setup 13: the action and secret decks are shuffled; the seed decides their order."""
    a, b, c = new(6, seed=1), new(6, seed=1), new(6, seed=2)
    assert a.action_deck == b.action_deck and a.action_deck != c.action_deck
    assert len(a.action_deck) == 120 and len(set(a.action_deck)) == 120
    assert a.secret_deck != c.secret_deck


def test_argent_chooses_two_of_three_technologies_and_winnu_one_of_eight() -> None:
    """Faction sheets with a choice of starting technologies get a Decision (facts note 4)."""
    state = GAME.new_state(3, 4, {"factions": "argent,winnu,sol"})
    argent = factions()["argent"].technology_choice
    assert argent is not None
    decision = first(state)
    assert decision.seat == 0 and {o.technology for o in decision.options} == set(argent.options)
    act(state, ChooseStartingTechnology("plasma_scoring"))
    assert ChooseStartingTechnology("plasma_scoring") not in first(state).options
    act(state, ChooseStartingTechnology("neural_motivator"))
    decision = first(state)
    assert decision.seat == 1 and len(decision.options) == 8
    act(state, ChooseStartingTechnology("psychoarchaeology"))
    assert state.players[0].technologies == ["plasma_scoring", "neural_motivator"]
    assert state.players[1].technologies == ["psychoarchaeology"]


def test_starting_structures_of_several_home_planets_are_placed_by_choice() -> None:
    """LRR Setup 8: the player chooses the home planets of its starting PDS and space dock."""
    state = GAME.new_state(3, 4, {"factions": "jolnar,sol,yin"})
    decision = first(state)
    assert decision.seat == 0 and {o.planet for o in decision.options} == {"Jol", "Nar"}
    act(state, PlaceStartingStructure("pds", "Nar"))
    act(state, PlaceStartingStructure("pds", "Nar"))
    # Nar holds two PDS now: the space dock may still go on either planet.
    act(state, PlaceStartingStructure("space_dock", "Jol"))
    assert count(state.planets["Nar"].units, 0, ["pds"]) == 2
    assert count(state.planets["Jol"].units, 0, ["pds"]) == 0
    assert count(state.planets["Jol"].units, 0, ["space_dock"]) == 1
    assert isinstance(first(state).options[0], KeepSecret)


def test_extra_trade_goods_where_the_layout_gives_them() -> None:
    """TI-GAP-4 ruling: the base five-player galaxy gives 2, 4 and 2 trade goods to three homes."""
    state = new(5)
    plan = layout("5p")
    assert [p.trade_goods for p in state.players] == [plan.trade_goods.get(str(h), 0) for h in plan.homes]
    assert sorted(p.trade_goods for p in state.players) == [0, 0, 2, 2, 4]


def test_a_map_string_with_a_repeated_tile_loads_with_a_warning() -> None:
    """Community strings sometimes repeat a tile: kept, named in a warning; its planets get a (2)."""
    tokens = list(GAME.new_state(3, 1, {"galaxy": "random"}).tokens)
    plan = layout("3p")
    for position in plan.homes:
        tokens[position] = "0"
    tokens = ["19" if t == "26" else t for t in tokens]  # keep tile 26 (Lodor) for the repeat
    if tokens.count("19") > 1:
        tokens = ["48" if t == "19" else t for t in tokens]
    one, two = plan.systems[0], plan.systems[1]
    tokens[one] = tokens[two] = "26"
    state = new(3, map=" ".join(tokens[1:]))
    assert any("tile 26" in w for w in state.warnings)
    assert {"Lodor", "Lodor (2)"} <= set(state.planets)
    assert state.planets["Lodor (2)"].system == two
    assert any("tile 26" in w for w in GAME.view(state, 0).warnings)


def test_a_map_string_with_open_positions_is_refused_unless_the_players_build() -> None:
    with pytest.raises(OptionError, match="still open"):
        new(3, map="-1 -1 -1")
    state = new(3, map="-1 -1 -1", galaxy="build")
    assert state.build is not None and isinstance(first(state).options[0], PickTile)


def test_the_players_can_build_the_galaxy_first_the_speaker_placing_first() -> None:
    """TI-GAP-1 placement: with galaxy=build the builder runs first, starting with the speaker."""
    state = new(3, galaxy="build")
    assert state.build is not None and first(state).seat == state.speaker
    while options(state, PickTile) or isinstance(first(state).options[0], PickTile) or state.build is not None:
        decision = first(state)
        GAME.apply(state, decision.seat, decision.options[0])
    assert OPEN not in state.tokens and state.players and state.players[0].home >= 0
    assert isinstance(first(state).options[0], KeepSecret)


def test_build_mode_is_the_galaxy_builder_alone() -> None:
    state = GAME.new_state(4, 1, {"mode": "build"})
    assert state.mode == "build" and not state.players
    while GAME.decisions(state):
        decision = first(state)
        GAME.apply(state, decision.seat, decision.options[0])
    result = GAME.result(state)
    assert result is not None and result.winners == [] and "complete" in result.summary
