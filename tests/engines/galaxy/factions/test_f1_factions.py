"""The ti-f1 factions' parts made real in play: Zeal (Argent Flight), Arbiters (Hacan), Super-Dreadnought II
(L1Z1X), Imperia, Hubris and Genetic Recombination (Mahact)."""

from __future__ import annotations

import pytest

from engines.galaxy import GAME
from engines.galaxy.agenda.actions import Abstain, CastVotes, DoneVoting, ExhaustForVotes, VotesCast
from engines.galaxy.state import Stack, TIState
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


# ----- Hacan: Arbiters (and the Pride of Kenara's planets, the same machinery) -----------------------------------


def offer_goods(state: TIState, wanted: dict[str, str]) -> list[object]:
    """Seat 0 offers a transaction to seat 1 naming only the goods ``wanted`` ("give_arbiters": "1"...); the rest
    is none. Returns the events of the offer."""
    from engines.galaxy import flow
    from engines.galaxy.actions.rounds import OfferAmount, OfferTransaction
    from engines.galaxy.promissory.actions import OfferGood, OfferNote
    from engines.galaxy.steps.common import Transaction
    from tests.engines.galaxy.rounds import act

    events = list(act(state, OfferTransaction(1)))
    for _ in range(30):
        step = flow.top(state)
        if not isinstance(step, Transaction) or step.stage == "answer":
            return events
        options = GAME.decisions(state)[0].options
        if OfferAmount(0) in options:
            events += act(state, OfferAmount(0))
        elif OfferNote("") in options:
            events += act(state, OfferNote(""))
        else:
            events += act(state, OfferGood(wanted.get(step.stage, "")))
    raise AssertionError("the offer never ended")


def test_arbiters_let_action_cards_change_hands_in_a_hacan_transaction_unseen_by_the_table() -> None:
    from engines.galaxy import flow
    from engines.galaxy.actions.events import TransactionOffered
    from engines.galaxy.actions.factions import UseFactionAbility
    from engines.galaxy.actions.rounds import AcceptTransaction
    from engines.galaxy.steps.common import Transaction
    from tests.engines.galaxy.cards import hand

    state = known("technology", factions=["hacan", "yin", "arborec"])
    for player in state.players:
        player.action_cards = []
    mine = hand(state, 0, "direct_hit", "sabotage")
    theirs = hand(state, 1, "skilled_retreat")
    events = offer_goods(state, {"give_arbiters": "2", "get_arbiters": "1"})
    public = [e for e in events if isinstance(e, TransactionOffered) and e.only is None]
    assert public and public[0].goods == ["give_arbiters:2", "get_arbiters:1"]  # counts, never the cards
    GAME.apply(state, 1, AcceptTransaction())
    for _ in range(3):  # the Yin give theirs first (the last pushed), then the Hacan pick theirs one by one
        decision = GAME.decisions(state)[0]
        use = next(o for o in decision.options if isinstance(o, UseFactionAbility))
        assert GAME.view(state, 2).steps[-1].targets == []  # type: ignore[attr-defined]  # a third seat sees none
        GAME.apply(state, decision.seat, use)
    assert sorted(state.players[1].action_cards) == sorted(mine)
    assert state.players[0].action_cards == theirs
    # Without the Hacan at either side, no action card is ever a good.
    state = known("technology", factions=["sol", "yin", "arborec"])
    state.systems["13"].space.append(Stack(0, "cruiser"))  # beside the Yin's home: neighbours
    hand(state, 0, "direct_hit")
    events = offer_goods(state, {"give_arbiters": "1"})
    assert not isinstance(flow.top(state), Transaction)  # an empty offer: nothing to agree on
    assert [e for e in events if isinstance(e, TransactionOffered)] == []


# ----- Mahact: Imperia and Hubris ----------------------------------------------------------------------------


@pytest.mark.rule("TI-LEADER-7")
def test_imperia_gives_the_mahact_the_unlocked_commander_of_a_player_whose_token_they_hold() -> None:
    from engines.galaxy.economy import HELD_TOKEN
    from engines.galaxy.effects import in_force
    from engines.galaxy.state import Modifier

    state = known(None, factions=["mahact", "hacan", "yin"])
    state.players[1].unlocked.append("gila_the_silvertongue")
    assert "gila_the_silvertongue" not in in_force(state, 0)
    state.modifiers.append(Modifier(HELD_TOKEN, 0, "game", target=1))  # a Hacan token in the Mahact fleet pool
    assert "gila_the_silvertongue" in in_force(state, 0)
    state.players[1].unlocked.remove("gila_the_silvertongue")  # locked: nothing to share
    assert "gila_the_silvertongue" not in in_force(state, 0)
    state.players[1].unlocked.append("gila_the_silvertongue")
    state.modifiers.append(Modifier(HELD_TOKEN, 2, "game", target=1))  # a Yin holding it: no Imperia
    assert "gila_the_silvertongue" not in in_force(state, 2)


def test_hubris_purges_the_mahact_alliance_and_refuses_every_other() -> None:
    from engines.galaxy import flow
    from engines.galaxy.actions.rounds import AcceptTransaction, OfferAmount, OfferTransaction
    from engines.galaxy.promissory.actions import OfferNote
    from engines.galaxy.promissory.notes import give
    from engines.galaxy.steps.common import Transaction
    from tests.engines.galaxy.rounds import act

    state = known("technology", factions=["mahact", "yin", "hacan"])
    assert "0:alliance" not in state.players[0].notes and "note:0:alliance" in state.purged
    assert "1:alliance" in state.players[1].notes and "2:alliance" in state.players[2].notes
    state.systems["13"].space.append(Stack(0, "cruiser"))  # beside the Yin's home: neighbours
    act(state, OfferTransaction(1))
    asked: list[object] = []
    for _ in range(10):
        step = flow.top(state)
        if not isinstance(step, Transaction) or step.stage not in ("give_tg", "give_commodities", "get_tg",
                                                                   "get_commodities", "give_note", "get_note"):
            break
        options = GAME.decisions(state)[0].options if GAME.decisions(state) else []
        if step.stage == "get_note":
            asked = options
            act(state, OfferNote("any"))
            break
        if options:
            act(state, OfferAmount(0) if OfferAmount(0) in options else OfferNote(""))
    assert OfferNote("1/alliance") not in asked and OfferNote("1/ceasefire") in asked
    while isinstance(flow.top(state), Transaction) and flow.top(state).stage != "answer":  # type: ignore[union-attr]
        act(state, GAME.decisions(state)[0].options[0])
    accepts = [o for o in GAME.decisions(state)[0].options if isinstance(o, AcceptTransaction)]
    assert AcceptTransaction("1:alliance") not in accepts and AcceptTransaction("1:ceasefire") in accepts
    give(state, 2, 0, "2:alliance")  # an effect handing it over: it goes back to the Hacan
    assert "2:alliance" in state.players[2].notes and "2:alliance" not in state.players[0].notes


# ----- Mahact: Genetic Recombination -------------------------------------------------------------------------


def _recombine(state: TIState, answer: str) -> None:
    """Seat 1 votes first; the Mahact (seat 0) use Genetic Recombination on it naming "against"; seat 1 answers."""
    from engines.galaxy.actions.factions import UseFactionAbility
    from engines.galaxy.actions.rounds import UseAbility

    state.players[0].technologies.append("genetic_recombination")
    reveal(state, "incentive_program")
    pass_all_but(state, 0)
    assert UseAbility("genetic_recombination", "against") in GAME.decisions(state)[0].options
    GAME.apply(state, 0, UseAbility("genetic_recombination", "against"))
    pass_all(state)
    decision = GAME.decisions(state)[0]
    assert decision.seat == 1
    GAME.apply(state, 1, UseFactionAbility("genetic_recombination", answer))


def pass_all_but(state: TIState, seat: int) -> None:
    """Pass windows until ``seat`` is asked in one."""
    from engines.galaxy import flow
    from engines.galaxy.steps.windows import Window
    from engines.galaxy.windows.actions import PassWindow

    for _ in range(50):
        found = GAME.decisions(state)
        assert found and isinstance(flow.top(state), Window), "never asked"
        if found[0].seat == seat:
            return
        GAME.apply(state, found[0].seat, PassWindow())


def test_genetic_recombination_binds_the_voter_to_the_outcome_named_or_costs_a_fleet_token() -> None:
    state = council("mahact", "yin", "arborec", speaker=0)
    _recombine(state, "against")
    pass_all(state)
    decision = GAME.decisions(state)[0]
    assert decision.seat == 1 and CastVotes("against") in decision.options
    assert CastVotes("for") not in decision.options and Abstain() not in decision.options
    GAME.apply(state, 1, CastVotes("against"))
    assert DoneVoting() not in GAME.decisions(state)[0].options  # at least one vote
    GAME.apply(state, 1, ExhaustForVotes("Darien"))
    assert VotesCast(seat=1, outcome="against", count=4) in GAME.apply(state, 1, DoneVoting())
    assert "genetic_recombination" in state.players[0].exhausted

    state = council("mahact", "yin", "arborec", speaker=0)
    fleet = state.players[1].fleet
    _recombine(state, "token")
    pass_all(state)
    assert state.players[1].fleet == fleet - 1
    assert {CastVotes("for"), CastVotes("against"), Abstain()} <= set(GAME.decisions(state)[0].options)


# ----- the heuristic bot answers these choices -----------------------------------------------------------------


def test_the_heuristic_bot_votes_as_genetic_recombination_binds_it_and_names_an_outcome_for_the_mahact() -> None:
    import random

    from engines.core.bots import BotTurn
    from engines.galaxy.actions.rounds import UseAbility
    from engines.galaxy.bots.choices import choose
    from engines.galaxy.bots.memory import Memory

    def bot(seat: int) -> object:
        decision = GAME.decisions(state)[0]
        assert decision.seat == seat
        return choose(BotTurn(GAME, seat, decision, GAME.view(state, seat), random.Random(1)), Memory())

    state = council("mahact", "yin", "arborec", speaker=0)
    state.players[0].technologies.append("genetic_recombination")
    reveal(state, "incentive_program")
    pass_all_but(state, 0)
    picked = bot(0)  # the Mahact name the outcome they want most ("for" Incentive Program: objectives), or pass
    assert picked in GAME.decisions(state)[0].options
    assert not isinstance(picked, UseAbility) or picked.target in ("for", "against")
    state = council("mahact", "yin", "arborec", speaker=0)
    _recombine(state, "against")
    pass_all(state)
    assert bot(1) == CastVotes("against")  # no abstaining: the only vote it may cast


@pytest.mark.slow
def test_random_and_heuristic_games_with_these_factions_end_without_an_error() -> None:
    """The fuzz of every decision with the six factions of this work at the table (random bots), and a short
    heuristic game (its bots answer every choice these abilities ask)."""
    from engines.core.simulate import simulate

    factions = "mahact,hacan,l1z1x,jolnar,arborec,argent"
    report = simulate(GAME, 3, 6, ["random"] * 6, seed=31, options={"factions": factions})
    assert report["errors"] == 0, report["first_error"]
    assert report["completed"] == 3
    report = simulate(GAME, 1, 6, ["heuristic"] * 6, seed=32, options={"factions": factions, "round_limit": 2})
    assert report["errors"] == 0, report["first_error"]
