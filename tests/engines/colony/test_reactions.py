"""Reaction windows and BLOCK (LSF-TERM-30..32, LSF-GAP-21, LSF-GAP-24)."""

from __future__ import annotations

import pytest

from engines.colony import actions as ev
from engines.colony.content import CARDS
from tests.engines.colony.helpers import GAME, a, act, keys, options, react, table


def reveal(state: object, players: int) -> list[object]:
    """Every player adds a person, so the planet turn starts and its first window (if any) opens."""
    events: list[object] = []
    for _ in range(players):
        decision = GAME.decisions(state)[0]
        events += act(state, decision.seat, a.AddPerson())
    return events


@pytest.mark.rule("LSF-TERM-30", "LSF-GAP-21")
def test_every_seat_with_a_legal_reaction_is_asked_at_once_before_the_card_acts() -> None:
    state = table(("bastion", "mender", "wayfarer"), hands={0: ["deflector_screen"], 1: ["antidote"],
                  2: ["hold_pattern"]}, deck=["choking_pollen", "calm_season", "clear_skies"])
    before = [s.people for s in state.ships]
    reveal(state, 3)
    decisions = GAME.decisions(state)
    assert [d.seat for d in decisions] == [1], "only the Mender holds a reaction to organic ship damage"
    assert a.NoReaction() in decisions[0].options
    assert [s.people for s in state.ships] == [p + 1 for p in before], "nothing has happened yet"
    act(state, 1, a.NoReaction())
    assert [s.people for s in state.ships] == before


@pytest.mark.rule("LSF-GAP-21")
def test_several_seats_are_asked_together_and_each_may_play_several_reactions() -> None:
    state = table(("bastion", "lancer"), planet="cinderfall", hands={0: ["deflector_screen", "deflector_screen"],
                  1: ["point_defense"]}, deck=["tremor", "quiet_crater"], people={0: 5, 1: 5})
    reveal(state, 2)
    assert sorted(d.seat for d in GAME.decisions(state)) == [0, 1]
    hand = len(state.ships[0].hand)
    react(state, 0, "deflector_screen")
    assert len(state.ships[0].hand) == hand - 1, "a reaction costs the card and nothing else"
    assert sorted(d.seat for d in GAME.decisions(state)) == [0, 1], "still holding another one"
    act(state, 0, a.NoReaction())
    act(state, 1, a.NoReaction())
    assert [s.people for s in state.ships] == [6, 6], "armor 2 against the tremor's 1"


@pytest.mark.rule("LSF-GAP-21")
def test_the_window_is_skipped_when_nobody_can_react() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["escort_wing"], 1: ["bulwark"]},
                  deck=["choking_pollen", "calm_season"])
    events = reveal(state, 2)
    assert not any(isinstance(e, ev.Reacted) for e in events)
    assert [d.seat for d in GAME.decisions(state)] == [0] and a.AddPerson() in options(state, 0)


@pytest.mark.rule("LSF-TERM-31", "LSF-TERM-32", "LSF-COMP-14")
def test_a_block_stops_the_effect_and_discards_the_planet_card() -> None:
    state = table(("bastion", "wayfarer"), planet="cinderfall", hands={0: ["bulwark"], 1: ["escort_wing"]},
                  deck=["magma_bomb", "quiet_crater"], people={0: 5, 1: 9})
    reveal(state, 2)
    events = react(state, 0, "bulwark")
    assert any(isinstance(e, ev.Blocked) for e in events)
    assert state.ships[1].people == 10, "the bomb never fell"
    assert "magma_bomb" in keys(state.discard) and not GAME.decisions(state)[0].seat


@pytest.mark.rule("LSF-GAP-24")
def test_a_blocked_docking_card_never_docks_and_a_blocked_docked_card_leaves() -> None:
    state = table(("lancer", "wayfarer"), hands={0: ["interceptors", "flak_screen"]},
                  deck=["hive_cloud", "calm_season"], slots={3: "pirate_raider"}, people={1: 9})
    reveal(state, 2)
    react(state, 0, "interceptors")
    assert state.slots[1].card == "" and "hive_cloud" in keys(state.discard)
    assert GAME.decisions(state)[0].seat == 0, "the orbit block answers the raider's attack"
    react(state, 0, "flak_screen")
    assert state.slots[2].card == "" and "pirate_raider" in keys(state.discard)
    assert state.ships[1].people == 10


@pytest.mark.rule("LSF-GAP-24", "LSF-TERM-32")
def test_early_warning_puts_the_blocked_card_at_the_bottom_instead() -> None:
    state = table(("pathfinder", "wayfarer"), hands={0: ["early_warning"]},
                  deck=["stinger_swarm", "calm_season", "clear_skies"])
    reveal(state, 2)
    react(state, 0, "early_warning")
    assert CARDS[state.deck[0]].key == "stinger_swarm" and "stinger_swarm" not in keys(state.discard)


@pytest.mark.rule("LSF-TERM-30")
def test_evading_or_shielding_happens_before_the_damage() -> None:
    state = table(("pathfinder", "bastion"), hands={0: ["evasive_burn"], 1: ["shield_dome"]}, planet="cinderfall",
                  deck=["magma_bomb", "lava_surge"], people={0: 9, 1: 3}, surface={2: 4})
    reveal(state, 2)
    react(state, 0, "evasive_burn")
    if GAME.decision_for(state, 0) is not None:  # it may have drawn a second one
        act(state, 0, a.NoReaction())
    assert state.ships[0].people == 10
    assert [d.seat for d in GAME.decisions(state)] == [1]
    react(state, 1, "shield_dome")
    assert state.surface[2] == 4


def test_a_reaction_that_does_not_apply_is_refused_with_the_reason() -> None:
    state = table(("bastion", "mender"), hands={0: ["bulwark"], 1: ["antidote", "vaccine_mist"]},
                  deck=["choking_pollen", "calm_season"])
    reveal(state, 2)
    bulwark = state.ships[0].hand[0]
    with pytest.raises(Exception, match="not your decision"):
        act(state, 0, a.React(bulwark))
    mist = next(c for c in state.ships[1].hand if CARDS[c].key == "vaccine_mist")
    with pytest.raises(Exception, match="does not apply"):
        act(state, 1, a.React(mist))
