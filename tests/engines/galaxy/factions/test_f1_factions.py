"""The ti-f1 factions' parts made real in play: Zeal (Argent Flight), Arbiters (Hacan), Super-Dreadnought II
(L1Z1X), Imperia, Hubris and Genetic Recombination (Mahact)."""

from __future__ import annotations

import pytest

from engines.galaxy import GAME
from engines.galaxy.agenda.actions import Abstain, CastVotes, DoneVoting, ExhaustForVotes, VotesCast
from engines.galaxy.state import TIState
from tests.engines.galaxy.council import agenda_step, pass_all, reveal
from tests.engines.galaxy.rounds import known


def council(*factions: str, speaker: int = 0) -> TIState:
    state = known("leadership", factions=list(factions))
    state.speaker = speaker
    return state


# ----- Argent Flight: Zeal -----------------------------------------------------------------------------------


def test_zeal_makes_the_argent_vote_first_and_adds_a_vote_per_player() -> None:
    """Zeal (Argent faction sheet; LRR 7.7 otherwise puts the speaker's left first): the Argent are asked
    first, and their votes grow by the number of players in the game."""
    state = council("sol", "yin", "argent", speaker=0)
    reveal(state, "incentive_program")
    pass_all(state)
    step = agenda_step(state)
    assert step is not None and step.order == [2, 1, 0]  # without Zeal: 1, 2, 0
    assert GAME.decisions(state)[0].seat == 2
    GAME.apply(state, 2, CastVotes("for"))
    planet = next(p for p in ("Avar", "Valk", "Ylir") if state.planets[p].owner == 2
                  and ExhaustForVotes(p) in GAME.decisions(state)[0].options and p != "Valk")
    influence = {"Avar": 1, "Ylir": 2}[planet]
    GAME.apply(state, 2, ExhaustForVotes(planet))
    events = GAME.apply(state, 2, DoneVoting())
    assert VotesCast(seat=2, outcome="for", count=influence + 3) in events


def test_zeal_adds_nothing_when_the_argent_abstain_or_cast_no_vote() -> None:
    state = council("sol", "yin", "argent", speaker=0)
    reveal(state, "incentive_program")
    pass_all(state)
    GAME.apply(state, 2, Abstain())
    step = agenda_step(state)
    assert step is not None and step.votes == []
    pass_all(state)
    GAME.apply(state, 1, CastVotes("for"))  # another player's vote is not touched
    GAME.apply(state, 1, ExhaustForVotes("Darien"))
    assert VotesCast(seat=1, outcome="for", count=4) in GAME.apply(state, 1, DoneVoting())


@pytest.mark.rule("LRR 7.7")
def test_zeal_under_representative_government_the_argent_still_vote_first_with_one_vote() -> None:
    state = council("sol", "yin", "argent", speaker=0)
    state.laws.append("representative_government")
    reveal(state, "incentive_program")
    pass_all(state)
    assert GAME.decisions(state)[0].seat == 2
    assert VotesCast(seat=2, outcome="for", count=1) in GAME.apply(state, 2, CastVotes("for"))


# ----- L1Z1X: Super-Dreadnought II (and Dreadnought II against Direct Hit) -------------------------------------


def _direct_hit_offered(faction: str, tech: str) -> bool:
    """Sol attacks an upgraded dreadnought, which sustains the hit: is Direct Hit offered against it?"""
    from engines.galaxy.cards.action_cards.actions import PlayActionCard
    from engines.galaxy.tactical.actions import AssignHit
    from tests.engines.galaxy.cards import hand
    from tests.engines.galaxy.tactics import choose, put, script, table
    from tests.engines.galaxy.test_cards_combat import arrive, stay_all

    state = table(factions=("sol", faction, "letnev"))
    state.players[1].technologies.append(tech)
    put(state, 1, 9, "dreadnought")
    put(state, 0, 22, "cruiser")
    hand(state, 0, "direct_hit")
    arrive(state, "cruiser")
    script(state, 9, 1)
    stay_all(state)
    choose(state, AssignHit("dreadnought", sustain=True))
    for _ in range(20):
        found = GAME.decisions(state)
        if not found or found[0].seat != 0 or not any(isinstance(o, PlayActionCard) for o in found[0].options):
            break
        if PlayActionCard("direct_hit", "unit:dreadnought") in found[0].options:
            return True
        from engines.galaxy.windows.actions import PassWindow

        GAME.apply(state, 0, PassWindow())
    return False


def test_super_dreadnought_ii_has_its_statistics_and_withstands_direct_hit() -> None:
    from engines.galaxy.board import stats
    from tests.engines.galaxy.tactics import table

    state = table(factions=("l1z1x", "sol", "letnev"))
    before = stats(state, 0, "dreadnought")
    state.players[0].technologies.append("super_dreadnought_ii")
    after = stats(state, 0, "dreadnought")
    assert (before.combat.hit_on, before.move, before.capacity) == (5, 1, 2)  # type: ignore[union-attr]
    assert (after.combat.hit_on, after.move, after.capacity, after.cost) == (4, 2, 2, 4)  # type: ignore[union-attr]
    assert after.bombardment is not None and after.bombardment.hit_on == 4 and after.sustain_damage
    assert _direct_hit_offered("hacan", "dreadnought_2") is False  # PoK's Dreadnought II
    assert _direct_hit_offered("l1z1x", "super_dreadnought_ii") is False
    assert _direct_hit_offered("l1z1x", "gravity_drive") is True  # Super-Dreadnought I is fair game
