"""The campaign map and reference cards as a seat sees them (everything is public)."""

from __future__ import annotations

import msgspec

from engines.lostworlds.campaign_rules import (
    DEFEAT,
    MAP,
    SECTORS,
    WORMHOLES,
    campaign_morality,
    campaign_points,
    perk_count,
)
from engines.lostworlds.content import SIDES, campaign_data
from engines.lostworlds.state import Campaign


class SectorView(msgspec.Struct):
    id: int
    label: str
    name: str
    starting: bool
    lost: bool
    power: str
    x: float
    y: float
    colonised: bool


class MapWorldView(msgspec.Struct):
    id: int
    sector: int
    kind: str
    icon: str
    below: int
    row: int
    col: int
    effect: str
    owner: int


class WormholeView(msgspec.Struct):
    id: int
    sectors: list[int]
    gates: list[int]


class EmpireView(msgspec.Struct):
    """One player's campaign reference card (LW-OPERA-5)."""

    seat: int
    empire: str
    wins: int
    losses: int
    settled: int
    conquered: int
    morality: str
    powers: list[str]
    bonuses: list[str]
    perks: dict[str, int]
    points: int


class CampaignView(msgspec.Struct):
    games: int
    over: bool
    sectors: list[SectorView]
    worlds: list[MapWorldView]
    wormholes: list[WormholeView]
    empires: list[EmpireView]
    defeat_bonuses: list[str]
    defeat_spaces: int
    perk_text: dict[str, str]


PERKS: dict[str, str] = {k: v["text"] for k, v in campaign_data()["perks"].items()}
SPACES = campaign_data()["campaign_morality"]["spaces"]


def campaign_view(camp: Campaign) -> CampaignView:
    colonised = {MAP[w].sector for w, owner in enumerate(camp.claims) if owner >= 0 and MAP[w].kind == "colony"}
    sectors = [SectorView(s["id"], s["label"], camp.names[s["id"]], s["starting"], s["lost"], s["power"],
                          s["x"], s["y"], s["id"] in colonised) for s in SECTORS]
    data = campaign_data()["worlds"]
    worlds = [MapWorldView(w.id, w.sector, w.kind, SIDES[w.icon], w.below, data[w.id]["row"], data[w.id]["col"],
                           w.effect, camp.claims[w.id]) for w in MAP]
    holes = [WormholeView(i, list(pair), [s for s in range(camp.players) if camp.gates[s] == i])
             for i, pair in enumerate(WORMHOLES)]
    points = campaign_points(camp)
    empires = [_empire(camp, s, points[s]) for s in range(camp.players)]
    return CampaignView(camp.games, camp.over, sectors, worlds, holes, empires, list(DEFEAT["bonuses"]),
                        DEFEAT["spaces"][str(camp.players)], PERKS)


def _empire(camp: Campaign, seat: int, points: int) -> EmpireView:
    perks = {k: perk_count(camp, seat, k) for k in PERKS}
    return EmpireView(seat, camp.empires[seat], camp.wins[seat], camp.losses[seat], camp.settled[seat],
                      camp.conquered[seat], SPACES[campaign_morality(camp, seat)],
                      [SECTORS[s]["power"] for s in camp.powers[seat]], list(camp.bonuses[seat]),
                      {k: v for k, v in perks.items() if v}, points)

