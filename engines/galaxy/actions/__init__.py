"""Every action a player of the game may choose and every event it reports, by procedure.

The game's ``action_type`` and ``event_type`` are the unions of ``ACTION_TYPES`` and
``EVENT_TYPES``; a module that adds actions or events (the tactical action's, the cards') lists
its tuple here.
"""

from __future__ import annotations

from typing import Any, Union

from engines.core.contract import Action, Event
from engines.galaxy.actions.events import ROUND_EVENTS
from engines.galaxy.actions.expansion import EXPANSION_ACTIONS, EXPANSION_EVENTS
from engines.galaxy.actions.factions import FACTION_ACTIONS, FACTION_EVENTS
from engines.galaxy.actions.rounds import ROUND_ACTIONS
from engines.galaxy.agenda.actions import AGENDA_ACTIONS, AGENDA_EVENTS
from engines.galaxy.builder.actions import (
    GalaxyComplete,
    PickTile,
    PlaceTile,
    PutBack,
    TilePicked,
    TilePlaced,
    TilePutBack,
)
from engines.galaxy.cards.action_cards.actions import CARD_ACTIONS, CARD_EVENTS
from engines.galaxy.promissory.actions import NOTE_ACTIONS, NOTE_EVENTS
from engines.galaxy.tactical.actions import TACTICAL_ACTIONS
from engines.galaxy.tactical.events import TACTICAL_EVENTS
from engines.galaxy.windows.actions import WINDOW_ACTIONS

BUILD_ACTIONS: tuple[type[Action], ...] = (PickTile, PlaceTile, PutBack)
BUILD_EVENTS: tuple[type[Event], ...] = (TilePicked, TilePutBack, TilePlaced, GalaxyComplete)

ACTION_TYPES: tuple[type[Action], ...] = (*BUILD_ACTIONS, *ROUND_ACTIONS, *TACTICAL_ACTIONS, *WINDOW_ACTIONS,
                                         *CARD_ACTIONS, *AGENDA_ACTIONS,
                                         *NOTE_ACTIONS, *FACTION_ACTIONS, *EXPANSION_ACTIONS)
EVENT_TYPES: tuple[type[Event], ...] = (*BUILD_EVENTS, *ROUND_EVENTS, *TACTICAL_EVENTS, *CARD_EVENTS,
                                       *AGENDA_EVENTS, *NOTE_EVENTS, *FACTION_EVENTS, *EXPANSION_EVENTS)


def union(types: tuple[type[Any], ...]) -> Any:
    return Union[types]  # noqa: UP007
