"""Battle (Law 4.3): ambushes, two dice, caps, extra hits, defenseless, removal order, excess hits lost."""

from __future__ import annotations

import pytest

from engines.woodland import actions as A
from engines.woodland.battle import start_battle
from tests.engines.woodland.helpers import LP, MQ, VB, act, asked, bump, give, options, put, rig_dice, settle, table


def fight(state, attacker: int, cid: int, defender: int, high: int = 3, low: int = 0) -> None:  # type: ignore[no-untyped-def]
    rig_dice(state, high, low)
    events: list = []
    start_battle(state, attacker, cid, defender, events)
    bump(state)
    from engines.woodland.flow import advance

    advance(state, events)
    bump(state)


def current(state):  # type: ignore[no-untyped-def]
    battle = state.battle or state.last_battle
    assert battle is not None
    return battle


def test_the_attacker_deals_the_higher_die_and_the_defender_the_lower() -> None:
    """Law 4.3.2: two 0-3 dice; attacker hits = higher, defender hits = lower, each capped by warriors."""
    state = table(MQ, LP)
    put(state, 0, 9, warriors=3)
    put(state, 1, 9, warriors=1)
    fight(state, 0, 9, 1, high=2, low=3)
    assert current(state).dice == [2, 3]
    assert current(state).rolled == [3, 1], "the defender's roll is capped by its one Elder"


def test_rolled_hits_are_capped_but_extra_hits_are_not() -> None:
    """Law 4.3.2.II and 4.3.3: the defenseless extra hit is not capped."""
    state = table(MQ, LP)
    put(state, 1, 5, warriors=1)
    put(state, 0, 5, buildings=("sawmill", "workshop"))
    put(state, 1, 5, warriors=0)
    state.clearings[5 - 1].warriors[1] = 1
    # the Elder attacks the defenceless buildings: one rolled hit (one Elder) plus one for defenceless
    fight(state, 1, 5, 0, high=3, low=3)
    assert current(state).dealt[0] == 2
    assert options(state) == [A.Lose("sawmill"), A.Lose("workshop")] and asked(state) == 0
    act(state, A.Lose("workshop"))
    assert state.vp[1] == 2, "1 VP for each building removed (Law 3.2.1)"
    assert not state.clearings[5 - 1].buildings


def test_warriors_go_before_buildings_and_excess_hits_are_lost() -> None:
    """Law 4.3.4: each side removes warriors first, then chooses buildings and tokens; excess is lost."""
    state = table(LP, MQ)
    put(state, 0, 1, warriors=2)
    put(state, 1, 1, warriors=1, tokens=("wood",))
    state.vp = [0, 0]
    fight(state, 0, 1, 1, high=3, low=0)
    assert state.clearings[0].warriors[1] == 0 and not state.clearings[0].tokens
    assert state.vp[0] == 1 and not state.stack


def test_an_ambush_deals_two_hits_before_the_dice_and_can_end_the_battle() -> None:
    """Law 4.3.1.II: an ambush of the clearing's suit (or a bird) deals two hits at once."""
    state = table(MQ, LP)
    put(state, 0, 2, warriors=2)
    put(state, 1, 2, warriors=1)
    give(state, 1, "fox_ambush", "mouse_ambush")
    fight(state, 0, 2, 1)
    assert asked(state) == 1 and options(state) == [A.PlayCard(state.hands[1][1]), A.Done()]
    act(state, A.PlayCard(state.hands[1][1]))
    assert state.clearings[2 - 1].warriors[0] == 0
    assert state.battle is None and state.last_battle is not None and state.last_battle.dice == []


def test_a_matching_ambush_from_the_attacker_cancels_it() -> None:
    """Law 4.3.1.II: the attacker may cancel with a matching ambush; both are discarded."""
    state = table(MQ, LP)
    put(state, 0, 2, warriors=2)
    put(state, 1, 2, warriors=1)
    mine = give(state, 0, "bird_ambush")[0]
    theirs = give(state, 1, "mouse_ambush")[0]
    fight(state, 0, 2, 1)
    act(state, A.PlayCard(theirs))
    assert asked(state) == 0 and A.PlayCard(mine) in options(state)
    act(state, A.PlayCard(mine))
    assert state.clearings[2 - 1].warriors[0] == 2 and theirs in state.discard and mine in state.discard


def test_lookouts_make_ambushes_useless_against_the_attacker() -> None:
    """Law 4.3.1.II with Lookouts (our Scouting Party): ambushes do nothing against its owner."""
    state = table(MQ, LP)
    put(state, 0, 2, warriors=2)
    put(state, 1, 2, warriors=1)
    state.crafted[0].append(give(state, 0, "lookouts")[0])
    state.hands[0].clear()
    give(state, 1, "mouse_ambush")
    fight(state, 0, 2, 1)
    assert state.battle is None or state.battle.stage != "ambush"


def test_savage_charge_adds_a_hit_and_gives_the_defender_a_point() -> None:
    """Law 4.3.3: Savage Charge adds an uncapped hit and the defender scores 1; the attacker goes first."""
    state = table(MQ, LP)
    put(state, 0, 7, warriors=1)
    put(state, 1, 7, warriors=2)
    state.crafted[0] += give(state, 0, "savage_charge")
    state.hands[0].clear()
    fight(state, 0, 7, 1, high=1, low=0)
    assert asked(state) == 0 and options(state)[0] == A.UseCard(state.crafted[0][0])
    act(state, options(state)[0])
    assert state.vp[1] == 1 and current(state).dealt[0] == 2


def test_shield_smiths_ignore_rolled_hits_and_tunnel_diggers_add_one() -> None:
    """Law 4.3.3: Shield Smiths ignore rolled hits; Tunnel Diggers give the defender an extra hit."""
    state = table(MQ, LP)
    put(state, 0, 7, warriors=3)
    put(state, 1, 7, warriors=0, buildings=())
    state.clearings[7 - 1].warriors[1] = 2
    state.crafted[0] += give(state, 0, "shield_smiths")
    state.crafted[1] += give(state, 1, "tunnel_diggers")
    state.hands[0].clear()
    state.hands[1].clear()
    fight(state, 0, 7, 1, high=3, low=2)
    act(state, A.UseCard(state.crafted[0][0]))
    assert asked(state) == 1
    act(state, A.UseCard(state.crafted[1][0]))
    assert current(state).dealt == [3, 1], "no rolled hit reaches the shielded attacker, one extra does"
    settle(state)
    assert state.clearings[7 - 1].warriors[0] == 2


@pytest.mark.rule("LP-GAP-1")
def test_the_vagabond_caps_at_undamaged_swords_and_is_defenseless_without_one() -> None:
    """Law 9.2.6: rolled hits capped by undamaged swords; none undamaged means defenseless (+1 hit)."""
    from tests.engines.woodland.helpers import pawn

    state = table(MQ, VB)
    pawn(state, 1, 3, items=("boot", "torch", "crossbow", "hammer"))
    put(state, 0, 3, warriors=2)
    fight(state, 0, 3, 1, high=1, low=1)
    battle = current(state)
    assert battle.rolled == [1, 0]
    assert battle.dealt[0] == 2, "one rolled hit plus one for the defenseless Vagabond"


def test_being_asked_about_an_ambush_reveals_nothing_about_the_hand() -> None:
    """Law 1.2: a defender with any card is asked, so the question does not show an ambush card."""
    state = table(MQ, LP)
    put(state, 0, 2, warriors=2)
    put(state, 1, 2, warriors=1)
    give(state, 1, "lookouts")
    fight(state, 0, 2, 1)
    assert asked(state) == 1 and options(state) == [A.Done()]
    empty = table(MQ, LP)
    put(empty, 0, 2, warriors=2)
    put(empty, 1, 2, warriors=1)
    fight(empty, 0, 2, 1)
    assert empty.battle is None or empty.battle.stage != "ambush", "an empty hand is public: no question"
