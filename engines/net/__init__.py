"""LAN play: the protocol, the authoritative host, the client, discovery and the headless commands.

No Qt here. The desktop's Host and Join dialogs use ``LanHost``, ``LanClient`` and ``LanBrowser``,
which run the network on a background thread and report through listener callbacks. Names are
imported on first use, so `starboard --help` does not load the network stack.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "Client": "engines.net.client",
    "ClientListener": "engines.net.listener",
    "RoomListener": "engines.net.listener",
    "Advert": "engines.net.discovery",
    "Found": "engines.net.discovery",
    "LanBrowser": "engines.net.discovery",
    "lan_addresses": "engines.net.discovery",
    "Hosting": "engines.net.host",
    "LanHost": "engines.net.host",
    "LanClient": "engines.net.remote",
    "Room": "engines.net.room",
    "NetError": "engines.net.protocol",
    "Limits": "engines.net.protocol",
    "PROTOCOL": "engines.net.protocol",
    "DEFAULT_PORT": "engines.net.protocol",
    "DISCOVERY_PORT": "engines.net.protocol",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'engines.net' has no attribute {name!r}")
    return getattr(importlib.import_module(_WHERE[name]), name)
