"""Words for players: option labels, log lines and the reasons an action is refused."""

from __future__ import annotations

from typing import Any

from engines.lostworlds import actions as A
from engines.lostworlds import log
from engines.lostworlds.campaign_rules import MAP, SECTORS, WORMHOLES
from engines.lostworlds.content import (
    COLOURS,
    COSTS,
    EVENTS,
    FACES,
    MORALITY,
    POWER_DIE,
    POWER_FACES,
    RENOWN_MAX,
    SIDES,
    campaign_data,
    world_name,
)
from engines.lostworlds.state import ROLLING, LWState

PERKS = campaign_data()["perks"]


def _die(die: int) -> str:
    return "the Power Die" if die == POWER_DIE else f"the {COLOURS[die]} die"


def _where(world: int, side: str) -> str:
    return f"{world_name(world)} ({side} side)"


def _named(sector: int, name: str) -> str:
    label = str(SECTORS[sector]["label"])
    return f"{name} ({label})" if name else label


def _sector(sector: int, state: LWState | None = None) -> str:
    """A sector by the name a player gave it (LW-CLAIM-3), else its letter."""
    label = str(SECTORS[sector]["label"])
    camp = state.camp if state is not None else None
    named = camp.names[sector] if camp is not None and sector < len(camp.names) else ""
    return f"{named} ({label})" if named else label


def describe(state: LWState, action: Any) -> str:
    """A short button label for an option."""
    label = _LABELS.get(type(action))
    return label(state, action) if label else type(action).__name__


def _activate_label(state: LWState, a: A.Activate) -> str:
    if a.die == POWER_DIE:
        return f"Activate the Power Die ({POWER_FACES[state.pdie]['label']})"
    return f"Activate {_die(a.die)} ({FACES[a.die][state.dice[a.die]].label})"


def _toggle_label(state: LWState, a: A.Toggle) -> str:
    if state.chosen >> a.die & 1:
        return f"Keep {_die(a.die)}"
    return f"Choose {_die(a.die)} for a re-roll"


def _set_face_label(state: LWState, a: A.SetFace) -> str:
    die = state.steps[-1].a if state.steps else 0
    return f"Show {FACES[die][a.face].label}"


def _claim_label(state: LWState, a: A.Claim) -> str:
    node = MAP[a.node]
    return f"Claim a {node.kind} world ({SIDES[node.icon]}) in {_sector(node.sector, state)}"


def _gate_label(state: LWState, a: A.Gate) -> str:
    one, two = WORMHOLES[a.wormhole]
    return f"Wormhole gate between {_sector(one, state)} and {_sector(two, state)}"


def _piece_label(state: LWState, a: A.PickPiece) -> str:
    piece = "the Dreadnought" if a.seat < 0 else "the Champion of {p%d}" % a.seat
    return f"Move {piece} from {world_name(a.world)}"


_LABELS: dict[type, Any] = {
    A.Toggle: _toggle_label,
    A.Reroll: lambda st, a: "Re-roll the chosen dice",
    A.BuyPowerDie: lambda st, a: f"Roll the Power Die ({COSTS['power_die']} Renown)",
    A.Activate: _activate_label,
    A.Pass: lambda st, a: "Pass: READY two fleets" if a.gain == "ready" else "Pass: gain 1 Renown",
    A.EndTurn: lambda st, a: "End your turn",
    A.Choose: lambda st, a: f"Take {a.icon.upper()}",
    A.Place: lambda st, a: f"Fleet to {_where(a.world, a.side)}",
    A.Skip: lambda st, a: "Skip",
    A.Ready: lambda st, a: "READY one fleet",
    A.MoveFrom: lambda st, a: f"Move a fleet from {_where(a.world, a.side)}",
    A.MoveTo: lambda st, a: f"Move it to {_where(a.world, a.side)}",
    A.Champion: lambda st, a: f"Champion to {world_name(a.world)}",
    A.Dreadnought: lambda st, a: f"Dreadnought to {world_name(a.world)}",
    A.BuyToken: lambda st, a: f"Power Token on {world_name(a.world)} ({COSTS['power_token']} Renown)",
    A.TokenOn: lambda st, a: f"Power Token on {world_name(a.world)}",
    A.UsePower: lambda st, a: f"Power of {world_name(a.world)}",
    A.Steal: lambda st, a: "STEAL from {p%d}" % a.seat,
    A.Wreck: lambda st, a: "WRECK a fleet of {p%d} on %s" % (a.seat, _where(a.world, a.side)),
    A.SetDie: lambda st, a: f"SET {_die(a.die)}",
    A.SetFace: _set_face_label,
    A.Morality: lambda st, a: "One space toward the Savior" if a.step < 0 else "One space toward the Tyrant",
    A.AcquireBy: lambda st, a: "Settle it" if a.side == "settle" else "Conquer it",
    A.UseEvent: lambda st, a: f"Event: {EVENTS[a.card].name}",
    A.Ally: lambda st, a: "{p%d} gains 1 Renown too" % a.seat,
    A.Senate: lambda st, a: {"renown": "Gain 3 Renown", "ready": "READY two fleets",
                             "wreck": "WRECK two opponent fleets"}[a.choice],
    A.Discard: lambda st, a: f"Discard {_die(a.die)}",
    A.PickWorld: lambda st, a: world_name(a.world),
    A.PickPiece: _piece_label,
    A.Claim: _claim_label,
    A.Gate: _gate_label,
    A.NameSector: lambda st, a: f"Name it {a.name}",
    A.Unlock: lambda st, a: f"Unlock {PERKS[a.bonus]['label']}",
}


def narrate(event: Any) -> str:
    """One log line; seats appear as {p0}, {p1}..."""
    line = _LINES.get(type(event))
    return line(event) if line else ""


def _p(seat: int) -> str:
    return "{p%d}" % seat


_LINES: dict[type, Any] = {
    log.TurnBegan: lambda e: f"── Turn {e.turn + 1}: {_p(e.seat)} ──",
    log.DiceRolled: lambda e: f"{_p(e.seat)} rolls: " + ", ".join(
        f"{COLOURS[d]} {FACES[d][e.dice[d]].label}" for d in e.rolled) + ".",
    log.PowerDieRolled: lambda e: f"{_p(e.seat)} rolls the Power Die: {POWER_FACES[e.face]['label']}.",
    log.DieActivated: lambda e: f"{_p(e.seat)} activates {_die(e.die)}" + (" twice." if e.times > 1 else "."),
    log.DieSet: lambda e: f"{_p(e.seat)} sets {_die(e.die)} to {FACES[e.die][e.face].label}.",
    log.DieDiscarded: lambda e: f"{_p(e.seat)} discards {_die(e.die)}.",
    log.Passed: lambda e: f"{_p(e.seat)} passes." + (
        f" The Power Die ({POWER_FACES[e.power_die_lost]['label']}) goes unused and is lost."
        if e.power_die_lost >= 0 else ""),
    log.FleetPlaced: lambda e: f"{_p(e.seat)} places a fleet on {_where(e.world, SIDES[e.side])}.",
    log.FleetMoved: lambda e: f"{_p(e.seat)} moves a fleet from {_where(e.world, SIDES[e.side])} to "
                              f"{_where(e.to_world, SIDES[e.to_side])}.",
    log.FleetsReadied: lambda e: f"{_p(e.seat)} readies {e.count} fleet{'s' if e.count > 1 else ''}.",
    log.FleetWrecked: lambda e: f"A fleet of {_p(e.seat)} on {world_name(e.world)} is wrecked.",
    log.RenownChanged: lambda e: _renown_line(e),
    log.RenownStolen: lambda e: f"{_p(e.seat)} steals 1 Renown from {_p(e.victim)}.",
    log.ChampionPlaced: lambda e: f"{_p(e.seat)} places the Champion on {world_name(e.world)}.",
    log.DreadnoughtPlaced: lambda e: f"{_p(e.seat)} sends the Dreadnought to {world_name(e.world)}.",
    log.WorldAcquired: lambda e: f"{_p(e.seat)} {'settles' if e.side == 0 else 'conquers'} "
                                 f"{world_name(e.world)}!",
    log.WorldDealt: lambda e: f"A new world is revealed: {world_name(e.world)}.",
    log.TokenPlaced: lambda e: f"{_p(e.seat)} puts a Power Token on {world_name(e.world)}.",
    log.PowerUsed: lambda e: f"{_p(e.seat)} uses the power of {world_name(e.world)}.",
    log.MoralityMoved: lambda e: f"{_p(e.seat)} is now {MORALITY[e.space].name}.",
    log.EventCardDealt: lambda e: f"Event: {EVENTS[e.card].name}.",
    log.EventCardUsed: lambda e: f"{_p(e.seat)} acts on the event {EVENTS[e.card].name}.",
    log.EventCardDiscarded: lambda e: f"The event {EVENTS[e.card].name} is over.",
    log.EndTriggered: lambda e: f"{_p(e.seat)} holds {e.worlds} worlds: the final round begins.",
    log.GameEnded: lambda e: "The game ends. " + ", ".join(f"{_p(s)} {v} VP" for s, v in enumerate(e.scores)),
    log.Claimed: lambda e: f"{_p(e.seat)} claims a {MAP[e.node].kind} world in "
                           f"{_named(MAP[e.node].sector, e.sector_name)}.",
    log.GatePlaced: lambda e: f"{_p(e.seat)} opens a wormhole gate.",
    log.SectorNamed: lambda e: f"{_p(e.seat)} names {_sector(e.sector)} {e.name}.",
    log.PerkGained: lambda e: f"{_p(e.seat)} gains {PERKS[e.perk]['label']}.",
    log.CampaignEnded: lambda e: "The last sector is colonised: the campaign is over.",
}


def _renown_line(e: log.RenownChanged) -> str:
    cap = f"{e.lost} Renown beyond the maximum of {RENOWN_MAX} is lost" if e.lost else ""
    if e.amount == 0:
        return f"{_p(e.seat)} already has {e.renown} Renown: {cap}."
    line = f"{_p(e.seat)} {'gains' if e.amount > 0 else 'spends'} {abs(e.amount)} Renown (now {e.renown})"
    return f"{line}; {cap}." if cap else f"{line}."


def refusal(state: LWState, seat: int, action: Any, step_prompt: str = "", offered: tuple[type, ...] = ()) -> str:
    """Why an action is not allowed now, with the rule where there is one.
    ``step_prompt`` and ``offered`` (the option types) describe a pending small choice."""
    if state.steps:
        asked = step_prompt.partition(": ")[2] or step_prompt
        if isinstance(action, offered):
            return f"Not that one: {describe(state, action)} is not among the choices. {asked}"
        skip = ", or skip it" if A.Skip in offered else ""
        return f"First finish this step{skip}: {asked}"
    reason = _REASONS.get(type(action))
    found = reason(state, seat, action) if reason else None
    return found or f"That is not allowed now: {describe(state, action)}."


def _reroll_reason(state: LWState, seat: int, action: Any) -> str | None:
    if state.phase != ROLLING:
        return "The rolling phase ended when a die was spent: no more re-rolls (LW-ROLL-6)."
    if not (state.rerolls or state.free_rerolls):
        return "You have no re-rolls left this turn (LW-ROLL-2, LW-GAP-19)."
    space = MORALITY[state.ps[seat].morality]
    allowed = ", ".join(COLOURS[d] for d in space.dice)
    return f"As {space.name} you may re-roll only: {allowed} (LW-ROLL-2)."


def _power_die_reason(state: LWState, seat: int, action: Any) -> str | None:
    if not state.power_die:
        return "The Power Die is not used in this game."
    if state.phase != ROLLING:
        return "The Power Die may be bought only in the rolling phase (LW-PDIE-5)."
    if state.pdie >= 0:
        return "You already rolled the Power Die this turn."
    return f"The Power Die costs {COSTS['power_die']} Renown (LW-PDIE-2)."


def _champion_reason(state: LWState, seat: int, action: Any) -> str | None:
    player = state.ps[seat]
    if not MORALITY[player.morality].champion:
        return "Only a Scoundrel, Hero, Saint or Savior may place the Champion (LW-CHAMP-2)."
    return f"Placing your Champion costs {player.champ_cost} Renown (LW-CHAMP-1)."


def _dread_reason(state: LWState, seat: int, action: Any) -> str | None:
    player = state.ps[seat]
    if not MORALITY[player.morality].dreadnought:
        return "Only a Scoundrel, Villain, Scourge or Tyrant may place the Dreadnought (LW-DREAD-2)."
    return f"Placing the Dreadnought costs {player.dread_cost} Renown (LW-DREAD-1)."


_REASONS: dict[type, Any] = {
    A.Reroll: _reroll_reason,
    A.Toggle: _reroll_reason,
    A.BuyPowerDie: _power_die_reason,
    A.Champion: _champion_reason,
    A.Dreadnought: _dread_reason,
    A.Pass: lambda st, s, a: "You may pass only instead of activating dice (LW-ACTION-1, LW-GAP-21).",
    A.EndTurn: lambda st, s, a: "Activate a die or pass to end the rolling phase (LW-ACTION-1).",
    A.Activate: lambda st, s, a: "That die is already spent (LW-ACTION-5).",
    A.BuyToken: lambda st, s, a: "A Power Token costs 5 Renown and goes on one of your worlds without one "
                                 "(LW-WPTOKEN-1 to LW-WPTOKEN-3).",
    A.UsePower: lambda st, s, a: "A power needs its Power Token; re-roll powers work only in the rolling "
                                 "phase (LW-POWER-2, LW-ROLL-4).",
}
