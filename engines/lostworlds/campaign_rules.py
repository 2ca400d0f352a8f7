"""Space Opera rules inside a game: claiming map worlds, gates, campaign powers, victory and defeat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engines.core.contract import Event
from engines.lostworlds import actions as A
from engines.lostworlds import log
from engines.lostworlds.content import SIDE_OF, campaign_data
from engines.lostworlds.rules import gain, ready, worlds_of
from engines.lostworlds.state import OVER, Campaign, LWState, Step
from engines.lostworlds.steps import AUTO, kind, performs


@dataclass(frozen=True)
class MapWorld:
    id: int
    sector: int
    kind: str
    icon: int
    below: int
    effect: str


def _load() -> tuple[tuple[MapWorld, ...], tuple[dict[str, Any], ...], tuple[tuple[int, int], ...]]:
    data = campaign_data()
    worlds = tuple(MapWorld(w["id"], w["sector"], w["kind"], SIDE_OF[w["icon"]], w.get("below", -1),
                            w.get("effect", "")) for w in data["worlds"])
    wormholes = tuple((w["sectors"][0], w["sectors"][1]) for w in data["wormholes"])
    return worlds, tuple(data["sectors"]), wormholes


MAP, SECTORS, WORMHOLES = _load()
LOST = next(s["id"] for s in SECTORS if s["lost"])
COLONY_OF = {s["id"]: [w.id for w in MAP if w.sector == s["id"] and w.kind == "colony"] for s in SECTORS}
LINKED = {c: [w.id for w in MAP if w.below == c] for w in MAP for c in [w.id] if w.kind == "colony"}
CP = campaign_data()["campaign_points"]
DEFEAT = campaign_data()["defeat_bonuses"]


def perk_count(camp: Campaign, seat: int, perk: str) -> int:
    """How many times a player holds a perk, from sector powers and defeat bonuses together."""
    from_powers = sum(1 for s in camp.powers[seat] if SECTORS[s]["power"] == perk)
    return from_powers + camp.bonuses[seat].count(perk)


def apply_setup_bonuses(state: LWState) -> None:
    """Setup bonuses from campaign powers and defeat bonuses (LW-NEXT-1)."""
    camp = state.camp
    assert camp is not None
    for seat, player in enumerate(state.ps):
        player.renown = min(5, player.renown + perk_count(camp, seat, "war_chest"))
        extra = min(player.hyper, perk_count(camp, seat, "vanguard") + perk_count(camp, seat, "reserves"))
        player.hyper -= extra
        player.home += extra
        _apply_play_perks(state, seat)


def _apply_play_perks(state: LWState, seat: int) -> None:
    camp = state.camp
    assert camp is not None
    player = state.ps[seat]
    player.champ_cost = 1 if perk_count(camp, seat, "patron") else 2
    player.dread_cost = 1 if perk_count(camp, seat, "warlord") else 2
    player.vp_bonus = 2 * perk_count(camp, seat, "glory")  # LW-WINLOSS-1


def _acquired(state: LWState, step: Step, events: list[Event]) -> None:
    """Record the world on the reference card, then claim map worlds (LW-CLAIM-1, -12, -13)."""
    camp = state.camp
    assert camp is not None
    seat = step.seat
    (camp.settled if step.a == 0 else camp.conquered)[seat] += 1
    claims = 2 if state.players >= 4 and worlds_of(state, seat) == 1 else 1
    state.steps += [Step("claim", seat, step.a)] * claims


AUTO["camp_acquired"] = _acquired


def legal_claims(camp: Campaign, seat: int, method: int) -> list[int]:
    """Map worlds ``seat`` may claim after acquiring by ``method`` (LW-CLAIM-2 to LW-CLAIM-10)."""
    mine = [w for w, owner in enumerate(camp.claims) if owner == seat]
    if not mine:  # LW-CLAIM-2
        return [w.id for w in MAP if w.kind == "colony" and SECTORS[w.sector]["starting"]
                and camp.claims[w.id] < 0]
    occupied = {MAP[w].sector for w in mine}
    strongholds = {MAP[w].sector for w in mine if MAP[w].kind == "stronghold"}
    reach = reachable(camp, seat, occupied)
    found = []
    for w in MAP:
        if camp.claims[w.id] >= 0 or w.icon != method:  # LW-CLAIM-10, LW-CLAIM-4
            continue
        if w.sector in occupied:  # LW-CLAIM-8, LW-CLAIM-9
            if (w.kind == "linked" and camp.claims[w.below] == seat) or (
                    w.kind == "stronghold" and w.sector not in strongholds):
                found.append(w.id)
        elif w.kind == "colony" and w.sector in reach:  # LW-CLAIM-5, LW-CLAIM-6
            found.append(w.id)
    return found


def reachable(camp: Campaign, seat: int, occupied: set[int]) -> set[int]:
    """Sectors joined by a wormhole to one ``seat`` occupies, plus those of its gate (LW-WINLOSS-10, -11)."""
    reach = set()
    for a, b in WORMHOLES:
        if a in occupied:
            reach.add(b)
        if b in occupied:
            reach.add(a)
    gate = camp.gates[seat]
    if gate >= 0:
        reach |= {*WORMHOLES[gate], LOST}
    return reach


def _gates() -> list[Any]:
    return [A.Gate(i) for i in range(len(WORMHOLES))]


@kind("claim", "{p%d}: place a faction sticker on the campaign map.", "LW-CLAIM-1")
def _claim_options(state: LWState, step: Step) -> list[Any]:
    camp = state.camp
    assert camp is not None
    found: list[Any] = [A.Claim(w) for w in legal_claims(camp, step.seat, step.a)]
    if not found and camp.gates[step.seat] < 0:  # LW-CLAIM-11
        return _gates()
    return found


@performs("claim")
def _claim(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    camp = state.camp
    assert camp is not None
    if isinstance(action, A.Gate):
        _place_gate(camp, step.seat, action.wormhole, events)
        return
    node = MAP[action.node]
    first_colony = node.kind == "colony" and all(camp.claims[c] < 0 for c in COLONY_OF[node.sector])
    camp.claims[node.id] = step.seat
    events.append(log.Claimed(seat=step.seat, node=node.id, sector_name=camp.names[node.sector]))
    if node.effect:
        _lost_sector_effect(state, step.seat, node.effect, events)  # LW-WINLOSS-12
    if node.kind == "linked":
        _check_power(state, step.seat, node.below, events)
    if all(any(camp.claims[c] >= 0 for c in COLONY_OF[s["id"]]) for s in SECTORS):
        camp.names[node.sector] = camp.names[node.sector] or SECTORS[node.sector]["names"][0]
        end_campaign(state, events)  # LW-CEND-1
    elif first_colony:
        state.steps.append(Step("name", step.seat, node.sector))  # LW-CLAIM-3


def _place_gate(camp: Campaign, seat: int, wormhole: int, events: list[Event]) -> None:
    camp.gates[seat] = wormhole
    events.append(log.GatePlaced(seat=seat, wormhole=wormhole))


def _check_power(state: LWState, seat: int, colony: int, events: list[Event]) -> None:
    """All worlds linked to a colony claimed: its owner gains the sector's power (LW-CPOWER-1)."""
    camp = state.camp
    assert camp is not None
    sector = MAP[colony].sector
    if camp.claims[colony] != seat or sector in camp.powers[seat] or not SECTORS[sector]["power"]:
        return
    if all(camp.claims[w] >= 0 for w in LINKED[colony]):
        camp.powers[seat].append(sector)
        events.append(log.PerkGained(seat=seat, perk=SECTORS[sector]["power"]))
        _apply_play_perks(state, seat)


def _lost_sector_effect(state: LWState, seat: int, effect: str, events: list[Event]) -> None:
    if effect == "windfall":
        ready(state, seat, state.ps[seat].hyper, events)
        gain(state, seat, 2, events)
    elif effect == "plunder":
        for q in range(state.players):
            if q != seat and state.ps[q].renown:
                state.ps[q].renown -= 1
                events.append(log.RenownStolen(seat=seat, victim=q))
                gain(state, seat, 1, events)


@kind("name", "{p%d}: you are the first to colonise this sector: name it.", "LW-CLAIM-3")
def _name_options(state: LWState, step: Step) -> list[Any]:
    return [A.NameSector(n) for n in SECTORS[step.a]["names"]]


NAME_LENGTH = 24


def name_refusal(state: LWState, name: str) -> str:
    """Why a sector name a player typed is refused ("" when it is fine): LW-CLAIM-3 lets them name it."""
    camp = state.camp
    if not name.strip():
        return "A sector needs a name: type one, or pick one of the names offered."
    if name != name.strip() or not name.isprintable():
        return "A sector's name is one line of plain text, with no spaces at either end."
    if len(name) > NAME_LENGTH:
        return f"Keep the sector's name to {NAME_LENGTH} letters at most."
    if camp is not None and name.casefold() in (n.casefold() for n in camp.names if n):
        return f"Another sector is already called {name}."
    return ""


@performs("name")
def _name(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    camp = state.camp
    assert camp is not None
    camp.names[step.a] = action.name
    events.append(log.SectorNamed(seat=step.seat, sector=step.a, name=action.name))


@kind("gate", "{p%d}: place your wormhole gate on a wormhole line.", "LW-WINLOSS-9")
def _gate_options(state: LWState, step: Step) -> list[Any]:
    camp = state.camp
    assert camp is not None
    return _gates() if camp.gates[step.seat] < 0 else []


@performs("gate")
def _gate(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    assert state.camp is not None
    _place_gate(state.camp, step.seat, action.wormhole, events)


def free_bonuses(camp: Campaign, seat: int) -> list[str]:
    """Defeat bonuses with a space left that ``seat`` has not unlocked (LW-WINLOSS-6 to -8)."""
    spaces = DEFEAT["spaces"][str(camp.players)]
    found = []
    for bonus in DEFEAT["bonuses"]:
        taken = sum(b.count(bonus) for b in camp.bonuses)
        gate_ok = bonus != "wormhole" or camp.gates[seat] < 0
        if taken < spaces and bonus not in camp.bonuses[seat] and gate_ok:
            found.append(bonus)
    return found


@kind("zone", "{p%d}: defeated this game: choose the defeat bonus your sticker unlocks.", "LW-WINLOSS-5")
def _zone_options(state: LWState, step: Step) -> list[Any]:
    assert state.camp is not None
    return [A.Unlock(b) for b in free_bonuses(state.camp, step.seat)]


@performs("zone")
def _zone(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    assert state.camp is not None
    state.camp.bonuses[step.seat].append(action.bonus)
    events.append(log.PerkGained(seat=step.seat, perk=action.bonus))
    if action.bonus == "wormhole":
        state.steps.append(Step("gate", step.seat))


def begin_wrapup(state: LWState, events: list[Event]) -> None:
    """Winners to the Victory zone; the defeated, lowest VP first, to the Defeat zone (LW-WINLOSS-2, -4)."""
    from engines.lostworlds.turn import winners

    camp = state.camp
    assert camp is not None
    won = winners(state)
    camp.games += 1  # counted with the wins and losses it records, so the wrap-up's standings agree
    for seat in range(state.players):
        if seat in won:
            camp.wins[seat] += 1
        else:
            camp.losses[seat] += 1
    defeated = sorted((s for s in range(state.players) if s not in won), key=lambda s: (state.scores[s], s))
    state.steps = [Step("zone", s) for s in reversed(defeated)]


def finish_wrapup(state: LWState, events: list[Event]) -> None:
    """Close the game for the campaign; the lowest scorer starts the next one (LW-NEXT-2)."""
    from engines.lostworlds.turn import conclude

    camp = state.camp
    assert camp is not None
    camp.last_vp = list(state.scores)
    camp.first = min(range(state.players), key=lambda s: (state.scores[s], s))
    conclude(state, events)


def end_campaign(state: LWState, events: list[Event]) -> None:
    """The last sector is colonised: the campaign ends now and this game is not scored (LW-CEND-2)."""
    camp = state.camp
    assert camp is not None
    camp.over = True
    camp.games += 1
    state.steps = []
    state.scores = []
    state.phase = OVER
    events.append(log.CampaignEnded(points=campaign_points(camp)))


def campaign_morality(camp: Campaign, seat: int) -> int:
    """The campaign morality space from settled minus conquered records (LW-CLAIM-12, LW-GAP-13)."""
    bounds = campaign_data()["campaign_morality"]["bounds"]
    diff = camp.settled[seat] - camp.conquered[seat]
    for space, bound in enumerate(bounds):
        if diff >= bound:
            return space
    return len(bounds)


def campaign_points(camp: Campaign) -> list[int]:
    """Games won, colonies, strongholds and campaign morality (LW-CEND-3, LW-WINLOSS-3)."""
    points = []
    for seat in range(camp.players):
        mine = [MAP[w] for w, owner in enumerate(camp.claims) if owner == seat]
        total = CP["victory"] * camp.wins[seat]
        total += CP["colony"] * sum(1 for w in mine if w.kind == "colony")
        total += CP["stronghold"] * sum(1 for w in mine if w.kind == "stronghold")
        points.append(total + CP["morality"][campaign_morality(camp, seat)])
    return points
