"""What one seat sees: the whole table except the order and contents of the decks and the generator."""

from __future__ import annotations

import msgspec

from engines.lostworlds.campaign_view import CampaignView, campaign_view
from engines.lostworlds.content import (
    COLOURS,
    EVENTS,
    FACES,
    ICON_NAMES,
    MORALITY,
    POWER_FACES,
    SIDES,
    WORLDS,
)
from engines.lostworlds.rules import value, worlds_of
from engines.lostworlds.state import OVER, PHASES, LWState, Player
from engines.lostworlds.turn import WRAPUP, score, winners


class WorldView(msgspec.Struct):
    """A World card in play with the fleets on each side by seat; ``yours`` is reduced by your Champion."""

    slot: int
    id: int
    name: str
    value: list[int]
    vp: list[int]
    yours: list[int]
    power: str
    settle: list[int]
    conquer: list[int]
    champions: list[int]
    dreadnought: bool
    dreadnought_owner: int


class AcquiredView(msgspec.Struct):
    id: int
    name: str
    side: str
    value: int
    vp: int
    power: str
    token: bool


class PlayerView(msgspec.Struct):
    seat: int
    home: int
    hyperspace: int
    renown: int
    morality: int
    morality_name: str
    champion: int
    dreadnought: int
    settled: list[AcquiredView]
    conquered: list[AcquiredView]
    worlds: int
    vp: int
    reroll_dice: list[str]
    rerolls_per_turn: int
    may_champion: bool
    may_dreadnought: bool
    champion_cost: int
    dreadnought_cost: int


class DieView(msgspec.Struct):
    die: int
    colour: str
    face: int
    icons: list[str]
    join: str
    label: str
    spent: bool
    chosen: bool


class PowerDieView(msgspec.Struct):
    face: int
    key: str
    label: str
    text: str
    spent: bool


class EventView(msgspec.Struct):
    card: int
    name: str
    text: str
    tokens: int
    once_per_turn: bool
    used_this_turn: bool


class StepView(msgspec.Struct):
    kind: str
    seat: int
    a: int
    b: int


class MoralitySpaceView(msgspec.Struct):
    name: str
    dice: list[str]
    rerolls: int
    champion: bool
    dreadnought: bool
    bonus: int


class LWView(msgspec.Struct):
    """Everything the table draws, from one seat's point of view."""

    seat: int | None
    players: int
    active: int
    first: int
    turn: int
    phase: str
    threshold: int
    final_turns_left: int
    worlds: list[WorldView]
    deck: int
    hyperspace: list[int]
    dreadnought_in_hyperspace: bool
    panels: list[PlayerView]
    dice: list[DieView]
    rerolls_left: int
    free_rerolls: int
    double_next: bool
    power_die_enabled: bool
    power_die: PowerDieView | None
    events_enabled: bool
    events: list[EventView]
    event_deck: int
    event_discard: list[str]
    pending: list[StepView]
    morality_track: list[MoralitySpaceView]
    scores: list[int]
    winners: list[int]
    campaign: CampaignView | None = None


TRACK = [MoralitySpaceView(s.name, [COLOURS[d] for d in s.dice], s.rerolls, s.champion, s.dreadnought, s.bonus)
         for s in MORALITY]


def build(state: LWState, seat: int | None) -> LWView:
    n = state.players
    pdie = None
    if state.pdie >= 0:
        face = POWER_FACES[state.pdie]
        pdie = PowerDieView(state.pdie, face["key"], face["label"], face["text"], bool(state.spent >> 3 & 1))
    over = state.phase in (WRAPUP, OVER) and bool(state.scores)
    return LWView(
        seat=seat, players=n, active=state.active, first=state.first, turn=state.turn,
        phase="wrap-up" if state.phase == WRAPUP else PHASES[state.phase], threshold=state.threshold,
        final_turns_left=state.final_left, worlds=_worlds(state, seat), deck=len(state.deck),
        hyperspace=[p.hyper for p in state.ps], dreadnought_in_hyperspace=state.dread < 0,
        panels=[_panel(state, s, p) for s, p in enumerate(state.ps)], dice=_dice(state),
        rerolls_left=state.rerolls, free_rerolls=state.free_rerolls, double_next=state.double,
        power_die_enabled=state.power_die, power_die=pdie, events_enabled=state.events,
        events=_events(state), event_deck=len(state.ev_deck),
        event_discard=[EVENTS[c].name for c in state.ev_discard],
        pending=[StepView(s.kind, s.seat, s.a, s.b) for s in reversed(state.steps)],
        morality_track=TRACK, scores=[score(state, s) for s in range(n)],
        winners=winners(state) if over else [],
        campaign=_campaign(state),
    )


def _worlds(state: LWState, seat: int | None) -> list[WorldView]:
    n = state.players
    found = []
    for slot, s in enumerate(state.table):
        if s.world < 0:
            continue
        w = WORLDS[s.world]
        yours = [value(state, slot, seat, side) for side in (0, 1)] if seat is not None else list(w.value)
        champs = [q for q in range(n) if s.champs >> q & 1]
        here = state.dread == slot
        found.append(WorldView(slot, w.id, w.name, list(w.value), list(w.vp), yours, w.power, s.fleets[:n],
                               s.fleets[n:], champs, here, state.dread_owner if here else -1))
    return found


def _acquired(worlds: list[int], side: int, tokens: list[int]) -> list[AcquiredView]:
    return [AcquiredView(w, WORLDS[w].name, SIDES[side], WORLDS[w].value[side], WORLDS[w].vp[side],
                         WORLDS[w].power, w in tokens) for w in worlds]


def _panel(state: LWState, seat: int, p: Player) -> PlayerView:
    space = MORALITY[p.morality]
    champ = state.table[p.champ].world if p.champ >= 0 else -1
    dread = state.table[state.dread].world if state.dread >= 0 and state.dread_owner == seat else -1
    return PlayerView(seat, p.home, p.hyper, p.renown, p.morality, space.name, champ, dread,
                      _acquired(p.settled, 0, p.tokens), _acquired(p.conquered, 1, p.tokens),
                      worlds_of(state, seat), score(state, seat), [COLOURS[d] for d in space.dice],
                      space.rerolls, space.champion, space.dreadnought, p.champ_cost, p.dread_cost)


def _dice(state: LWState) -> list[DieView]:
    found = []
    for d in range(3):
        face = FACES[d][state.dice[d]] if state.dice else FACES[d][0]
        found.append(DieView(d, COLOURS[d], state.dice[d], [ICON_NAMES[i] for i in face.icons], face.join,
                             face.label, bool(state.spent >> d & 1), bool(state.chosen >> d & 1)))
    return found


def _events(state: LWState) -> list[EventView]:
    return [EventView(c, EVENTS[c].name, EVENTS[c].text, t, EVENTS[c].once_per_turn, c in state.ev_used)
            for c, t in zip(state.ev_table, state.ev_tokens, strict=True)]


def _campaign(state: LWState) -> CampaignView | None:
    return campaign_view(state.camp) if state.camp is not None else None
