"""The turn: rolling phase, re-rolls, the Power Die, activating dice, passing and the end of the game."""

from __future__ import annotations

from engines.core.contract import Event
from engines.lostworlds import eventcards, log
from engines.lostworlds.content import FACES, MORALITY, POWER_DIE, POWER_KEYS, RENOWN_MAX, WORLDS, Face
from engines.lostworlds.rules import gain, ready, spend, worlds_of
from engines.lostworlds.state import ACTION, OVER, ROLLING, LWState, Step

ICON_STEP = {"S": "settle", "C": "conquer", "M": "move", "R": "renown"}
WRAPUP = 3


def begin_turn(state: LWState, events: list[Event]) -> None:
    """Refill the events, then roll all three action dice (LW-EVENT-7, LW-ROLL-1)."""
    seat = state.active
    state.phase = ROLLING
    state.spent = state.chosen = 0
    state.pdie = -1
    state.double = state.explorer = False
    state.invasion = 0
    state.ev_used = []
    state.rerolls = MORALITY[state.ps[seat].morality].rerolls
    state.free_rerolls = _first_turn_rerolls(state, seat)
    events.append(log.TurnBegan(seat=seat, turn=state.turn))
    if state.events:
        eventcards.refill(state, events)
    state.dice = [state.rng.below(len(FACES[d])) for d in range(3)]
    events.append(log.DiceRolled(seat=seat, dice=list(state.dice), rolled=[0, 1, 2]))


def _first_turn_rerolls(state: LWState, seat: int) -> int:
    """Campaign 'momentum': one extra free re-roll on a player's first turn of each game."""
    if state.camp is None or state.turn >= state.players:
        return 0
    from engines.lostworlds.campaign_rules import perk_count

    return perk_count(state.camp, seat, "momentum")


def allowed_mask(state: LWState) -> int:
    """Dice the player's morality space may re-roll (LW-ROLL-2)."""
    mask = 0
    for d in MORALITY[state.ps[state.active].morality].dice:
        mask |= 1 << d
    return mask


def rerollable(state: LWState) -> int:
    """Dice that some remaining re-roll could include: any with a power's re-roll, else morality's."""
    if state.phase != ROLLING:
        return 0
    if state.free_rerolls:
        return 0b111
    return allowed_mask(state) if state.rerolls else 0


def can_reroll(state: LWState) -> bool:
    chosen = state.chosen
    if not chosen or state.phase != ROLLING:
        return False
    return bool(state.free_rerolls or (state.rerolls and chosen & ~allowed_mask(state) == 0))


def reroll(state: LWState, events: list[Event]) -> None:
    """Re-roll the chosen dice together; morality's re-rolls first, then the powers' (LW-ROLL-3)."""
    chosen = state.chosen
    if state.rerolls and chosen & ~allowed_mask(state) == 0:
        state.rerolls -= 1
    else:
        state.free_rerolls -= 1
    rolled = [d for d in range(3) if chosen >> d & 1]
    for d in rolled:
        state.dice[d] = state.rng.below(len(FACES[d]))
    state.chosen = 0
    events.append(log.DiceRolled(seat=state.active, dice=list(state.dice), rolled=rolled))


def buy_power_die(state: LWState, events: list[Event]) -> None:
    """Spend 3 Renown in the rolling phase to roll the Power Die (LW-PDIE-2)."""
    spend(state, state.active, 3, events)
    state.pdie = state.rng.below(len(POWER_KEYS))
    events.append(log.PowerDieRolled(seat=state.active, face=state.pdie))


def end_rolling(state: LWState) -> None:
    """Spending a die ends the rolling phase (LW-ROLL-6, LW-PDIE-5)."""
    state.phase = ACTION
    state.chosen = 0


def activate(state: LWState, die: int, events: list[Event], times: int = 1) -> None:
    """Spend a die and queue each of its icons (LW-ACTION-5); 2X resolves an action die twice."""
    seat = state.active
    state.spent |= 1 << die
    end_rolling(state)
    if die == POWER_DIE:
        events.append(log.DieActivated(seat=seat, die=die, face=state.pdie))
        _power_face(state, POWER_KEYS[state.pdie], events)
        return
    if state.double:
        state.double = False
        times = 2
    face = FACES[die][state.dice[die]]
    events.append(log.DieActivated(seat=seat, die=die, face=state.dice[die], times=times))
    for _ in range(times):
        push_face(state, seat, die, state.dice[die], face)


def push_face(state: LWState, seat: int, die: int, index: int, face: Face) -> None:
    """Queue a face's icons so they resolve in printed order; a '/' face first asks which one."""
    if face.join == "or" and face.icons[0] != face.icons[1]:
        state.steps.append(Step("or", seat, die, index))
        return
    icons = face.icons[:1] if face.join == "or" else face.icons
    for code in reversed(icons):
        state.steps.append(Step(ICON_STEP[code], seat))


def _power_face(state: LWState, key: str, events: list[Event]) -> None:
    """The six Power Die faces (LW-PDIE-6 to LW-PDIE-10, LW-GAP-6, LW-GAP-26)."""
    seat = state.active
    if key == "double":
        state.double = True
    elif key == "ready_all":
        ready(state, seat, state.ps[seat].hyper, events)
    elif key == "champ_or_dread":
        state.steps.append(Step("free_piece", seat))
    elif key == "max_renown":
        gain(state, seat, RENOWN_MAX, events)
    elif key == "power_token":
        state.steps.append(Step("token", seat))
    elif key == "set":
        state.steps.append(Step("set_die", seat))


def pass_turn(state: LWState, gain_kind: str, events: list[Event]) -> None:
    """PASS: READY two fleets or gain 1 Renown; an unused Power Die is lost (LW-ACTION-2, LW-PDIE-4)."""
    seat = state.active
    unused = state.pdie if state.pdie >= 0 and not state.spent >> POWER_DIE & 1 else -1
    events.append(log.Passed(seat=seat, gain=gain_kind, power_die_lost=unused))
    if gain_kind == "ready":
        ready(state, seat, 2, events)
    else:
        gain(state, seat, 1, events)
    state.pdie = -1
    end_turn(state, events)


def end_turn(state: LWState, events: list[Event]) -> None:
    """Hand on to the next player clockwise, or end the game after the final round (LW-END-4)."""
    if state.final_left > 0:
        state.final_left -= 1
    if state.final_left == 0:
        finish(state, events)
        return
    state.active = (state.active + 1) % state.players
    state.turn += 1
    begin_turn(state, events)


def score(state: LWState, seat: int) -> int:
    """Victory points: each world's VP for the side it was taken by, morality and campaign bonuses."""
    return sum(points for _, points in score_parts(state, seat))


def score_parts(state: LWState, seat: int) -> list[tuple[str, int]]:
    """The victory points by where they come from (the parts sum to ``score``)."""
    player = state.ps[seat]
    morality = MORALITY[player.morality]
    return [("settled worlds", sum(WORLDS[w].vp[0] for w in player.settled)),
            ("conquered worlds", sum(WORLDS[w].vp[1] for w in player.conquered)),
            (f"morality ({morality.name})", morality.bonus), ("campaign bonus", player.vp_bonus)]


def ranking_key(state: LWState, seat: int) -> tuple[int, int, int]:
    """Tie-breaks after victory points: more worlds, then more Renown (LW-GAP-2)."""
    return state.scores[seat], worlds_of(state, seat), state.ps[seat].renown


def winners(state: LWState) -> list[int]:
    best = max(ranking_key(state, s) for s in range(state.players))
    return [s for s in range(state.players) if ranking_key(state, s) == best]


def finish(state: LWState, events: list[Event]) -> None:
    """Score the game; a campaign game first asks for the victory and defeat placements."""
    state.scores = [score(state, s) for s in range(state.players)]
    state.steps = []
    if state.camp is not None:
        from engines.lostworlds.campaign_rules import begin_wrapup

        state.phase = WRAPUP
        begin_wrapup(state, events)
        return
    conclude(state, events)


def conclude(state: LWState, events: list[Event]) -> None:
    state.phase = OVER
    events.append(log.GameEnded(scores=list(state.scores), winners=winners(state)))
