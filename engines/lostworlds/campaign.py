"""The Space Opera campaign as its own saved object spanning several games.

A campaign travels into a game as the string option ``campaign`` (its JSON), so match saves,
replays and LAN play need nothing new; the game changes its own copy (claims, gates, wins) and
``fold`` takes that copy back once the game is over.

    camp = new_campaign(3, ["Azure Dominion", "Red Concord", "Free Drift"])
    options = game_options(camp, events=True)        # -> Match(GAME, 3, seed, options)
    ...play the match to its end...
    camp = fold(camp, match.state)                   # claims, wins, bonuses, next first player
    save_campaign(camp, path)
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import msgspec

from engines.core.saves import write_atomic
from engines.lostworlds.campaign_rules import MAP, SECTORS, campaign_points
from engines.lostworlds.state import OVER, Campaign, LWState

FORMAT = "starboard-lostworlds-campaign"
FORMAT_VERSION = 1
SUFFIX = ".lwcampaign"


class CampaignError(Exception):
    """A campaign file or game that cannot be used; the message says why in a player's words."""


class _Header(msgspec.Struct):
    format: str = ""
    format_version: int = 0


def new_campaign(players: int, empires: list[str] | None = None, campaign_id: str = "") -> Campaign:
    """A fresh campaign: every player's reference card blank, the map unclaimed (LW-OPERA-9, -10)."""
    if not 2 <= players <= 5:
        raise CampaignError(f"a campaign takes 2 to 5 players, not {players}")
    names = list(empires or [f"Empire {i + 1}" for i in range(players)])
    if len(names) != players:
        raise CampaignError(f"{players} players need {players} empire names, not {len(names)}")
    zeros = [0] * players
    return Campaign(
        id=campaign_id or uuid.uuid4().hex[:12], players=players, empires=names, claims=[-1] * len(MAP),
        names=[""] * len(SECTORS), gates=[-1] * players, powers=[[] for _ in names],
        bonuses=[[] for _ in names], wins=list(zeros), losses=list(zeros), settled=list(zeros),
        conquered=list(zeros), format=FORMAT, format_version=FORMAT_VERSION,
    )


def game_options(campaign: Campaign, **options: Any) -> dict[str, Any]:
    """Options for the campaign's next game; its first player is already in the campaign (LW-NEXT-2)."""
    if campaign.over:
        raise CampaignError("this campaign is over; start a new one")
    return {**options, "campaign": msgspec.json.encode(campaign).decode()}


def fold(campaign: Campaign, state: LWState) -> Campaign:
    """The campaign after a finished game of it (LW-OPERA-2, LW-OPERA-6)."""
    played = state.camp
    if played is None or played.id != campaign.id:
        raise CampaignError("that game does not belong to this campaign")
    if state.phase != OVER:
        raise CampaignError("that game is not over yet")
    if played.games != campaign.games + 1:
        raise CampaignError("that game was already folded into this campaign, or another came between")
    result: Campaign = msgspec.json.decode(msgspec.json.encode(played), type=Campaign)
    return result


def standings(campaign: Campaign) -> list[tuple[str, int]]:
    """Empires and their campaign points, best first (LW-CEND-3)."""
    points = campaign_points(campaign)
    return sorted(zip(campaign.empires, points, strict=True), key=lambda pair: -pair[1])


def campaign_to_bytes(campaign: Campaign) -> bytes:
    return msgspec.json.format(msgspec.json.encode(campaign), indent=1)


def save_campaign(campaign: Campaign, path: Path) -> None:
    """Write the campaign atomically: a crash never leaves half a file."""
    write_atomic(Path(path), campaign_to_bytes(campaign))


def load_campaign(path: Path) -> Campaign:
    """Read a campaign; damaged, foreign or newer files are refused with CampaignError."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise CampaignError(f"Cannot read {path}: {error.strerror or error}") from None
    return campaign_from_bytes(data, str(path))


def campaign_from_bytes(data: bytes, name: str = "this file") -> Campaign:
    try:
        header = msgspec.json.decode(data, type=_Header)
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise CampaignError(f"{name} is damaged or is not a Lost Worlds campaign.") from None
    if header.format != FORMAT:
        raise CampaignError(f"{name} is not a Lost Worlds campaign.")
    if header.format_version > FORMAT_VERSION:
        raise CampaignError(f"{name} was saved by a newer Starboard (campaign format {header.format_version}; "
                            f"this version reads up to {FORMAT_VERSION}). Update Starboard to open it.")
    try:
        campaign = msgspec.json.decode(data, type=Campaign)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise CampaignError(f"{name} is damaged: {error}") from None
    _check_shape(campaign, name)
    return campaign


def _check_shape(campaign: Campaign, name: str) -> None:
    n = campaign.players
    lists = (campaign.empires, campaign.gates, campaign.powers, campaign.bonuses, campaign.wins,
             campaign.losses, campaign.settled, campaign.conquered)
    if not 2 <= n <= 5 or any(len(x) != n for x in lists):
        raise CampaignError(f"{name} is damaged: its player records do not match {n} players.")
    if len(campaign.claims) != len(MAP) or len(campaign.names) != len(SECTORS):
        raise CampaignError(f"{name} is damaged: its map does not match this version's campaign map.")
    if any(not -1 <= c < n for c in campaign.claims):
        raise CampaignError(f"{name} is damaged: a claim names a player who is not in the campaign.")
