"""Faction abilities, technologies, units and notes of the Nekro Virus, the Naaz-Rokha Alliance and the Nomad that
session 4 made real (one test named after each): Galactic Threat, Distant Suns, Fabrication, Pre-Fab Arcologies,
the Eidolon and the Z-Grav Eidolon, Black Market Forgery, The Company, Future Sight and Temporal Command Suite."""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import UseAbility
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.flow import top
from tests.engines.galaxy.cards import pass_until
from tests.engines.galaxy.council import reveal, vote
from tests.engines.galaxy.pok import take
from tests.engines.galaxy.rounds import known

# ----- the Nekro Virus -------------------------------------------------------------------------------------


def nekro_council() -> object:
    state = known("leadership", factions=["sol", "yin", "nekro"])
    state.speaker = 0
    return state


def test_galactic_threat_the_nekro_cannot_vote() -> None:
    from engines.galaxy.agenda.actions import Abstained
    from engines.galaxy.agenda.phase import may_vote
    from tests.engines.galaxy.council import agenda_step, pass_all

    state = nekro_council()
    reveal(state, "economic_equality")
    pass_all(state)
    step = agenda_step(state)
    assert step is not None and not may_vote(state, step, 2) and may_vote(state, step, 0)
    events = vote(state, {0: "for", 1: "for", 2: "for"})
    assert Abstained(seat=2, why="barred") in events
    assert {v.seat for v in step.votes} == {0, 1}


def test_galactic_threat_prediction_come_true_gains_a_technology_of_a_player_who_voted_for_it() -> None:
    state = nekro_council()
    sol_techs = set(state.players[0].technologies)
    state.players[1].technologies = []  # only Sol's can be taken
    reveal(state, "economic_equality")
    decision = pass_until(state, 2)  # the Nekro are asked after the agenda is revealed
    assert UseAbility("galactic_threat", "for") in decision.options
    assert UseAbility("galactic_threat", "against") in decision.options
    GAME.apply(state, 2, UseAbility("galactic_threat", "for"))
    vote(state, {0: "for", 1: "for"})
    offer = top(state)
    for _ in range(50):  # windows of the resolution passed until the Nekro's offer
        if isinstance(offer, FactionOffer):
            break
        from tests.engines.galaxy.council import pass_all

        pass_all(state)
        offer = top(state)
    assert isinstance(offer, FactionOffer) and offer.source == "galactic_threat" and offer.seat == 2
    assert set(offer.targets) <= sol_techs and offer.targets
    tech = offer.targets[0]
    take(state, tech)
    assert tech in state.players[2].technologies


def test_galactic_threat_is_used_once_per_agenda_phase_and_a_wrong_prediction_gains_nothing() -> None:
    from tests.engines.galaxy.council import pass_all

    state = nekro_council()
    reveal(state, "economic_equality")
    pass_until(state, 2)
    GAME.apply(state, 2, UseAbility("galactic_threat", "against"))
    techs = list(state.players[2].technologies)
    vote(state, {0: "for", 1: "for"})
    for _ in range(20):
        pass_all(state)
        assert not isinstance(top(state), FactionOffer)
        if not GAME.decisions(state):
            break
    assert state.players[2].technologies == techs
    reveal(state, "incentive_program")
    for _ in range(50):  # the second agenda of the phase: no prediction offered any more
        found = GAME.decisions(state)
        if not found:
            break
        assert not any(isinstance(o, UseAbility) and o.source == "galactic_threat" for d in found for o in d.options)
        pass_all(state)
        if GAME.decisions(state) == found:
            break

