"""Names every installer shares: one place for the app id, the save-file type and the version."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

APP_NAME = "Starboard"
PACKAGE = "starboard"  # executable, .deb package, icon and .desktop file name
APP_ID = "io.github.starboard.Starboard"  # reverse-DNS id: macOS bundle id, AppStream id
SUMMARY = "Five board games on one table: hot-seat, bots and LAN play"
DESCRIPTION = (
    "Starboard is a desktop tabletop: five board games on one screen, played hot-seat, against bots "
    "or across the local network. The rules are enforced by the game engines."
)
MIME_TYPE = "application/x-starboard"
EXTENSION = ".starboard"
FILE_TYPE_NAME = "Starboard saved game"
WINDOWS_PROGID = "Starboard.SavedGame"
# Fixed forever: Windows identifies the installed product (upgrades, uninstall entry) by this GUID.
WINDOWS_APP_GUID = "{6F1C7A52-3B0E-4C8D-9A41-5E2B7D0F8C13}"
MAINTAINER = "Starboard maintainers <starboard@users.noreply.github.com>"
HOMEPAGE = "https://github.com/starboard/starboard"


def version() -> str:
    """The app version, read from desktop/__init__.py without importing it."""
    text = (ROOT / "desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__ = "([^"]+)"', text)
    if match is None:
        raise RuntimeError("desktop/__init__.py has no __version__")
    return match.group(1)
