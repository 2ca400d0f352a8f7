"""Where campaigns live on disk, and the seats and modules remembered beside each campaign file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from engines.core.match import Match, SeatConfig
from engines.core.paths import saves_dir
from engines.core.rng import new_seed
from engines.core.saves import write_atomic
from engines.lostworlds import GAME
from engines.lostworlds.campaign import SUFFIX, CampaignError, game_options, load_campaign, save_campaign
from engines.lostworlds.state import Campaign

EMPIRES = ["Azure Dominion", "Crimson Concord", "Verdant Accord", "Golden Throne", "Violet Syndicate"]
MODULES = {"power_die": True, "events": False}


class Table(msgspec.Struct):
    """What a campaign's next game starts with: its seats (name, colour, kind) and optional modules."""

    seats: list[SeatConfig]
    modules: dict[str, bool] = {}


# Campaigns opened from somewhere else than the campaigns folder, by campaign id (this session only).
KNOWN: dict[str, Path] = {}


def campaigns_dir() -> Path:
    return saves_dir() / "campaigns"


def campaign_path(camp: Campaign) -> Path:
    """The file a campaign is saved in: one found this session, else ``<id>.lwcampaign`` in the folder."""
    return KNOWN.get(camp.id) or campaigns_dir() / f"{camp.id}{SUFFIX}"


def table_path(path: Path) -> Path:
    return path.with_suffix(".table.json")


def save_table(path: Path, table: Table) -> None:
    write_atomic(table_path(path), msgspec.json.format(msgspec.json.encode(table), indent=1))


def load_table(path: Path, camp: Campaign) -> Table:
    """The remembered seats, or default human seats named after the empires."""
    try:
        table = msgspec.json.decode(table_path(path).read_bytes(), type=Table)
        if len(table.seats) == camp.players:
            return table
    except (OSError, msgspec.DecodeError, msgspec.ValidationError):
        pass
    return Table([SeatConfig(f"Player {i + 1}", i, "human") for i in range(camp.players)], dict(MODULES))


def open_campaign(path: Path) -> Campaign:
    """Load a campaign file and remember where it lives; CampaignError when it cannot be used."""
    camp = load_campaign(path)
    KNOWN[camp.id] = Path(path)
    return camp


def store(camp: Campaign, table: Table | None = None) -> Path:
    """Save the campaign (and its table) atomically; returns the campaign's path."""
    path = campaign_path(camp)
    save_campaign(camp, path)
    if table is not None:
        save_table(path, table)
    KNOWN[camp.id] = path
    return path


def next_match(camp: Campaign, table: Table, seed: int | None = None) -> Match:
    """The campaign's next game as a Match (the campaign travels in the game's options)."""
    if camp.over:
        raise CampaignError("this campaign is over; start a new one")
    modules = {**MODULES, **table.modules}
    options: dict[str, Any] = game_options(camp, **modules)
    return Match(GAME, camp.players, seed if seed is not None else new_seed(), options,
                 list(table.seats))


def list_campaigns() -> list[Path]:
    folder = campaigns_dir()
    return sorted(folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True) if folder.is_dir() else []
