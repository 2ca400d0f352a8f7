"""The end of the game: bonus Gambit Points, the tie-breakers and the final roll-offs."""

from __future__ import annotations

from collections.abc import Callable

from engines.core.contract import Event
from engines.cosmic.actions import GameEnded
from engines.cosmic.chance import roll
from engines.cosmic.content import CONTENDERS, DOUBLE, HIT, NUM, PLANETS, RED_FACES, design
from engines.cosmic.state import CosmicState, Final

PER_GP: int = NUM["bonus_xp_per_gp"]


def homes(state: CosmicState, seat: int) -> int:
    """CC-BONUS-3, CC-GAP-5: controlled planets named as home by a Contender you control."""
    named = [CONTENDERS[k].home for k in state.teams[seat]]
    mine = [state.grid[cell] for cell, owner in enumerate(state.control) if owner == seat]
    if state.rules.home_bonus == "per_contender":
        return sum(1 for home in named if home in mine)
    return sum(1 for planet in mine if planet in named)


def bonuses(state: CosmicState, seat: int) -> dict[str, int]:
    """CC-BONUS-1 to CC-BONUS-5."""
    contenders = state.contenders
    return {
        "awakened": sum(contenders[k].awakened for k in state.teams[seat]),
        "planets": state.control.count(seat),
        "homes": homes(state, seat),
        "xp": state.xp[seat] // PER_GP,
        "cards": sum(design(card).cost for card in state.hands[seat]) // PER_GP,
    }


def weapons(state: CosmicState, seat: int) -> int:
    """CC-TIE-5, CC-GAP-26: attached Weapons."""
    return sum(len(state.contenders[k].weapons) for k in state.teams[seat])


def attack_value(state: CosmicState, dice: list[int]) -> int:
    """CC-TIE-7, CC-GAP-6: the Hits on the dice, a Double Hit counting as the house rule says."""
    return dice.count(HIT) + state.rules.double_hit * dice.count(DOUBLE)


def _breakers(state: CosmicState) -> list[tuple[str, Callable[[int], int]]]:
    return [
        ("planets", lambda s: state.control.count(s)),  # CC-TIE-2
        ("awakened", lambda s: sum(state.contenders[k].awakened for k in state.teams[s])),  # CC-TIE-3
        ("xp", lambda s: state.xp[s]),  # CC-TIE-4
        ("weapons", lambda s: weapons(state, s)),  # CC-TIE-5
    ]


def finish(state: CosmicState, events: list[Event]) -> None:
    """CC-WIN-1: most Gambit Points after the bonuses wins; ties go down the list (CC-TIE-1)."""
    found = [bonuses(state, seat) for seat in range(state.players)]
    totals = [state.gp[seat] + sum(found[seat].values()) for seat in range(state.players)]
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    decided_by = "points"
    for name, key in _breakers(state):
        if len(tied) == 1:
            break
        top = max(key(seat) for seat in tied)
        tied = [seat for seat in tied if key(seat) == top]
        decided_by = name
    rolloffs: list[list[int]] = []
    while len(tied) > 1:  # CC-TIE-6 to CC-TIE-8: 6 Attack dice each, again until one is highest
        decided_by = "rolloff"
        values = {seat: attack_value(state, roll(state, RED_FACES, 6)) for seat in tied}
        rolloffs.append([values.get(seat, -1) for seat in range(state.players)])
        top = max(values.values())
        tied = [seat for seat in tied if values[seat] == top]
    state.final = Final(totals, found, rolloffs, tied[0], decided_by)
    state.phase = "over"
    state.pending = []
    events.append(GameEnded(totals=totals, winner=tied[0], decided_by=decided_by, rolloffs=rolloffs))


def planet_name(state: CosmicState, cell: int) -> str:
    return PLANETS[state.grid[cell]].name


BONUS_WORDS = {"awakened": "Awakened Contenders", "planets": "planets held", "homes": "home planets held",
               "xp": "XP left", "cards": "Armory cards in hand"}
DECIDED_WORDS = {"points": "most Gambit Points after the bonuses",
                 "planets": "a tie on points, broken by the most planets held",
                 "awakened": "a tie on points and planets, broken by the most Awakened Contenders",
                 "xp": "a tie broken by the most XP", "weapons": "a tie broken by the most Weapons attached",
                 "rolloff": "a tie settled by a roll-off of Attack dice"}


def final_words(final: Final) -> str:
    """The result in words; seats as {p0}, {p1}… for the names."""
    how = DECIDED_WORDS.get(final.decided_by, final.decided_by)
    return "{p%d} wins with %d Gambit Points: %s." % (final.winner, final.totals[final.winner], how)


def final_parts(state: CosmicState) -> list[list[tuple[str, float]]]:
    """Each seat's Gambit Points: those scored in play, then every end-game bonus (CC-BONUS-1 to 5)."""
    final = state.final
    assert final is not None
    parts = []
    for seat, found in enumerate(final.bonuses):
        bonus = [(BONUS_WORDS.get(key, key), float(value)) for key, value in found.items() if value]
        parts.append([("scored in play", float(final.totals[seat] - sum(found.values()))), *bonus])
    return parts
