"""Which Qt files a Starboard bundle keeps: the spec filters PyInstaller's collected files through here.

Starboard uses QtCore, QtGui, QtWidgets and (through the icon plugins) QtSvg. Everything else Qt ships
(QML, Quick, Network, PDF, translations, embedded-Linux platforms) is dropped. A TOC entry is a
``(dest_name, src_name, typecode)`` tuple; only ``dest_name`` decides.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterable

# Qt shared libraries kept (by module name without the Qt6 prefix); any other Qt library is dropped.
KEEP_LIBS = frozenset(
    {
        "Core",
        "Gui",
        "Widgets",
        "Svg",  # the svg image-format and icon-engine plugins
        "DBus",  # linked by QtGui on Linux (accessibility, portals)
        "XcbQpa",  # the xcb platform plugin
        "WaylandClient",  # the wayland platform plugin
        "OpenGL",  # the wayland-egl client buffer integration (GPU-backed Wayland sessions)
    }
)

_COMMON = {"iconengines": {"qsvgicon"}, "imageformats": {"qsvg"}}
# Plugins kept per platform: plugin type -> file stems (without "lib" prefix, debug suffix or extension).
KEEP_PLUGINS: dict[str, dict[str, set[str]]] = {
    "linux": {
        **_COMMON,
        "platforms": {"qoffscreen", "qxcb", "qwayland"},
        "xcbglintegrations": {"qxcb-glx-integration", "qxcb-egl-integration"},
        "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
        "platformthemes": {"qxdgdesktopportal"},
        "wayland-shell-integration": {"xdg-shell"},
        "wayland-decoration-client": {"bradient", "adwaita"},
        "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    },
    "win32": {
        **_COMMON,
        "platforms": {"qwindows", "qoffscreen"},
        "styles": {"qmodernwindowsstyle", "qwindowsvistastyle"},
    },
    "darwin": {
        **_COMMON,
        "platforms": {"qcocoa", "qoffscreen"},
        "styles": {"qmacstyle"},
    },
}

# Large optional Qt runtime files that a raster-painted widgets app never loads.
DROP_FILES = frozenset({"opengl32sw.dll"})

# Linux libraries every desktop already has, taken from the system rather than the build machine (the
# AppImage project's exclude list makes the same call). A bundled libstdc++ older than the system's breaks
# Mesa's GPU drivers when they load into the process; a bundled fontconfig misreads newer config files.
# The .deb depends on their packages (packaging/linux/deb.py).
LINUX_SYSTEM_LIBS = frozenset(
    {
        "libstdc++.so.6",
        "libgcc_s.so.1",
        "libX11.so.6",
        "libX11-xcb.so.1",
        "libxcb.so.1",
        "libXau.so.6",
        "libXdmcp.so.6",
        "libXext.so.6",
        "libXrender.so.1",
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "libexpat.so.1",
        "libz.so.1",
        "libdbus-1.so.3",
        "libglib-2.0.so.0",
        "libgthread-2.0.so.0",
        "libgobject-2.0.so.0",
        "libgio-2.0.so.0",
        "libgmodule-2.0.so.0",
        "libsystemd.so.0",
    }
)

_QT_LIB = re.compile(r"^(?:lib)?Qt6([A-Za-z0-9]+)(?:\.so\.6.*|\.dll|\.\d+\.dylib|\.dylib)$")
_QT_FRAMEWORK = re.compile(r"(?:^|/)Qt([A-Za-z0-9]+)\.framework(?:/|$)")
_PLUGIN = re.compile(r"(?:^|/)plugins/([^/]+)/([^/]+)$")


def platform_key(platform: str = sys.platform) -> str:
    """'linux', 'win32' or 'darwin' for a sys.platform value."""
    if platform.startswith("linux"):
        return "linux"
    if platform in ("win32", "cygwin"):
        return "win32"
    if platform == "darwin":
        return "darwin"
    raise ValueError(f"no Qt plugin list for platform {platform!r}")


def plugin_stem(filename: str) -> str:
    """``libqxcb.so`` -> ``qxcb``; ``qwindowsd.dll`` stays ``qwindowsd`` (debug builds are not shipped)."""
    stem = filename.split(".", 1)[0]
    return stem.removeprefix("lib")


def qt_module(dest: str) -> str | None:
    """The Qt module a library path belongs to (``Core`` for libQt6Core.so.6), or None for non-Qt files."""
    dest = dest.replace("\\", "/")
    framework = _QT_FRAMEWORK.search(dest)
    if framework:
        return framework.group(1)
    match = _QT_LIB.match(dest.rsplit("/", 1)[-1])
    return match.group(1) if match else None


def _in_pyside(dest: str) -> bool:
    return dest.startswith(("PySide6/", "shiboken6/"))


def keep(dest: str, platform: str = sys.platform) -> bool:
    """Whether a collected file (by its destination inside the bundle) stays in the build."""
    dest = dest.replace("\\", "/")
    name = dest.rsplit("/", 1)[-1]
    if name in DROP_FILES or (platform_key(platform) == "linux" and name in LINUX_SYSTEM_LIBS):
        return False
    module = qt_module(dest)  # also PyInstaller's top-level symlinks to Qt libraries
    if module is not None and module not in KEEP_LIBS:
        return False
    if not _in_pyside(dest):
        return True
    if "/translations/" in dest or dest.endswith(".qm"):
        return False
    plugin = _PLUGIN.search(dest)
    if plugin:
        kind, filename = plugin.groups()
        return plugin_stem(filename) in KEEP_PLUGINS[platform_key(platform)].get(kind, set())
    return True


def filter_toc(toc: Iterable[tuple[str, str, str]], platform: str = sys.platform) -> list[tuple[str, str, str]]:
    """The entries of a PyInstaller TOC that ``keep`` accepts."""
    return [entry for entry in toc if keep(entry[0], platform)]


def dropped(toc: Iterable[tuple[str, str, str]], platform: str = sys.platform) -> list[str]:
    """Destination names ``filter_toc`` removes (for the build log)."""
    return [entry[0] for entry in toc if not keep(entry[0], platform)]


def missing_qt_dependencies(kept: Iterable[tuple[str, str, str]], imports_of: object) -> list[str]:
    """Kept Qt plugins/libraries that link a Qt library the filter dropped: ``"plugin -> QtX"`` lines.

    ``imports_of(src_path)`` returns the library names a binary links (PyInstaller's bindepend.get_imports).
    """
    problems = []
    for dest, src, typecode in kept:
        if typecode != "BINARY" or not _in_pyside(dest.replace("\\", "/")):
            continue
        for name in imports_of(src):  # type: ignore[operator]
            module = qt_module(str(name))
            if module is not None and module not in KEEP_LIBS:
                problems.append(f"{dest} -> Qt{module}")
    return problems


def elf_needed(path: str) -> list[str]:
    """The libraries an ELF file links directly (its DT_NEEDED entries), read with binutils' objdump."""
    out = subprocess.run(["objdump", "-p", path], capture_output=True, text=True, check=True).stdout
    return [line.split()[1] for line in out.splitlines() if line.strip().startswith("NEEDED")]


def _loose_library(dest: str) -> bool:
    """A shared library PyInstaller put in the bundle's top folder only because something linked it."""
    return "/" not in dest and dest.startswith("lib") and ".so" in dest and not dest.startswith("libpython")


def prune_orphans(binaries: list[tuple[str, str, str]], imports_of: object) -> list[tuple[str, str, str]]:
    """Drop top-level Linux libraries no kept binary links any more (dependencies of dropped files).

    Besides the space, an orphan is a hazard: with the bundle first on the library path, a system library
    the bundle does not ship (glib, freetype) would load the bundle's older copy of its own dependency.
    """
    by_name: dict[str, list[tuple[str, str, str]]] = {}
    for entry in binaries:
        by_name.setdefault(entry[0].replace("\\", "/").rsplit("/", 1)[-1], []).append(entry)
    stack = [entry for entry in binaries if not _loose_library(entry[0])]
    reached: set[str] = set()
    while stack:
        dest, src, typecode = stack.pop()
        if dest in reached:
            continue
        reached.add(dest)
        if typecode == "SYMLINK":
            continue
        for name in imports_of(src):  # type: ignore[operator]
            stack += by_name.get(str(name).rsplit("/", 1)[-1], [])
    return [entry for entry in binaries if entry[0] in reached]
