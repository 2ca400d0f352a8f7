"""Before a window opens on Linux: name the system package Qt's xcb platform is missing.

Without this, a missing library shows up as a long Qt stack trace that ends in
"Could not load the Qt platform plugin xcb". `make run` and the app call this first.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

# Libraries Qt's xcb plugin links or loads at run time, and the Debian/Ubuntu package of each.
PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}
_NOT_FOUND = re.compile(r"^\s*(\S+) => not found", re.MULTILINE)


def _plugin_files() -> list[Path]:
    try:
        import PySide6
    except ImportError:
        return []
    qt = Path(PySide6.__file__).parent / "Qt"
    return [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"]


def loads(library: str) -> bool:
    """Whether the dynamic loader finds ``library`` and everything it links, as Qt will load it."""
    import ctypes

    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def missing_xcb_libraries() -> list[str]:
    """Sonames Qt's xcb platform needs and this system lacks (empty off Linux or when all present).

    The usual case costs a few library loads Qt makes anyway; only when one fails does ``ldd`` run to name
    what is missing (two processes, too slow for every start).
    """
    if not sys.platform.startswith("linux"):
        return []
    plugins = [str(path) for path in _plugin_files() if path.exists()]
    if all(loads(plugin) for plugin in plugins) and loads("libxcb-cursor.so.0"):
        return []
    return missing_by_ldd()


def missing_by_ldd() -> list[str]:
    """What ``ldd`` finds missing for Qt's xcb platform, and libxcb-cursor if the loader cache lacks it."""
    import ctypes.util
    import subprocess

    missing: set[str] = set()
    for path in _plugin_files():
        if not path.exists():
            continue
        try:
            out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, timeout=10).stdout
        except (OSError, subprocess.SubprocessError):
            return []
        missing.update(_NOT_FOUND.findall(out))
    if ctypes.util.find_library("xcb-cursor") is None:
        missing.add("libxcb-cursor.so.0")
    return sorted(missing)


def needs_xcb() -> bool:
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.startswith("xcb")
    return sys.platform.startswith("linux") and not os.environ.get("WAYLAND_DISPLAY")


def advice() -> str | None:
    """A message naming the packages to install, or None when the display can start."""
    if not needs_xcb():
        return None
    missing = missing_xcb_libraries()
    if not missing:
        if not os.environ.get("DISPLAY"):
            return ("Starboard found no display to open its window on (DISPLAY is not set).\n"
                    "Run it from a desktop session, or offscreen with QT_QPA_PLATFORM=offscreen.")
        return None
    packages = sorted({PACKAGES.get(name, name) for name in missing})
    return (
        "Starboard needs a few system libraries to open a window (Qt's xcb platform).\n"
        f"Missing: {', '.join(missing)}\n"
        f"Install them with:  sudo apt install {' '.join(packages)}\n"
        "(or run offscreen with QT_QPA_PLATFORM=offscreen)"
    )


def main() -> int:
    message = advice()
    if message:
        print(message, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
