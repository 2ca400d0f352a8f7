"""The bundle keeps the Qt that Starboard uses and drops the rest, on each OS's file layout."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
import qt_filter


@pytest.mark.parametrize(
    ("platform", "dest"),
    [
        ("linux", "PySide6/Qt/plugins/platforms/libqxcb.so"),
        ("linux", "PySide6/Qt/plugins/platforms/libqwayland.so"),
        ("linux", "PySide6/Qt/plugins/platforms/libqoffscreen.so"),
        ("linux", "PySide6/Qt/plugins/imageformats/libqsvg.so"),
        ("linux", "PySide6/Qt/plugins/iconengines/libqsvgicon.so"),
        ("linux", "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so"),
        ("linux", "PySide6/Qt/lib/libQt6Core.so.6"),
        ("linux", "PySide6/Qt/lib/libQt6Svg.so.6"),
        ("linux", "PySide6/Qt/lib/libicudata.so.73"),
        ("linux", "libQt6Widgets.so.6"),
        ("linux", "PySide6/QtWidgets.abi3.so"),
        ("linux", "libssl.so.3"),
        ("win32", "PySide6/plugins/platforms/qwindows.dll"),
        ("win32", "PySide6/plugins/styles/qmodernwindowsstyle.dll"),
        ("win32", "PySide6\\Qt6Gui.dll"),
        ("win32", "PySide6/plugins/imageformats/qsvg.dll"),
        ("darwin", "PySide6/Qt/plugins/platforms/libqcocoa.dylib"),
        ("darwin", "PySide6/Qt/plugins/styles/libqmacstyle.dylib"),
        ("darwin", "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets"),
        ("darwin", "assets/ui/icon.svg"),
    ],
)
def test_what_starboard_uses_is_kept(platform: str, dest: str) -> None:
    assert qt_filter.keep(dest, platform)


@pytest.mark.parametrize(
    ("platform", "dest"),
    [
        ("linux", "PySide6/Qt/plugins/platforms/libqeglfs.so"),
        ("linux", "PySide6/Qt/plugins/platforms/libqvnc.so"),
        ("linux", "PySide6/Qt/plugins/platforms/libqlinuxfb.so"),
        ("linux", "PySide6/Qt/plugins/platformthemes/libqgtk3.so"),
        ("linux", "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so"),
        ("linux", "PySide6/Qt/plugins/imageformats/libqpdf.so"),
        ("linux", "PySide6/Qt/plugins/tls/libqopensslbackend.so"),
        ("linux", "PySide6/Qt/plugins/sqldrivers/libqsqlite.so"),
        ("linux", "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so"),
        ("linux", "PySide6/Qt/translations/qtbase_de.qm"),
        ("linux", "PySide6/Qt/lib/libQt6Quick.so.6"),
        ("linux", "PySide6/Qt/lib/libQt6Network.so.6"),
        ("linux", "libQt6Network.so.6"),  # PyInstaller's top-level symlink to a dropped library
        ("linux", "libstdc++.so.6"),
        ("linux", "libfontconfig.so.1"),
        ("win32", "PySide6/plugins/platforms/qminimal.dll"),
        ("win32", "PySide6/opengl32sw.dll"),
        ("win32", "PySide6/Qt6Qml.dll"),
        ("win32", "PySide6/translations/qt_fr.qm"),
        ("darwin", "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick"),
        ("darwin", "PySide6/Qt/plugins/platforms/libqminimal.dylib"),
        ("darwin", "PySide6/Qt/plugins/permissions/libqdarwinlocationpermission.dylib"),
    ],
)
def test_unused_qt_is_dropped(platform: str, dest: str) -> None:
    assert not qt_filter.keep(dest, platform)


def test_system_libraries_are_only_dropped_on_linux() -> None:
    assert qt_filter.keep("libz.so.1", "darwin")
    assert not qt_filter.keep("libz.so.1", "linux")


def test_qt_module_names_libraries_frameworks_and_dlls() -> None:
    assert qt_filter.qt_module("PySide6/Qt/lib/libQt6Core.so.6") == "Core"
    assert qt_filter.qt_module("Qt6Widgets.dll") == "Widgets"
    assert qt_filter.qt_module("@rpath/QtGui.framework/Versions/A/QtGui") == "Gui"
    assert qt_filter.qt_module("PySide6/QtCore.abi3.so") is None
    assert qt_filter.qt_module("libicuuc.so.73") is None


def test_filter_toc_keeps_entries_whole() -> None:
    toc = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/src/a", "BINARY"),
        ("PySide6/Qt/lib/libQt6Pdf.so.6", "/src/b", "BINARY"),
    ]
    assert qt_filter.filter_toc(toc, "linux") == toc[:1]
    assert qt_filter.dropped(toc, "linux") == ["PySide6/Qt/lib/libQt6Pdf.so.6"]


def test_a_kept_plugin_that_links_a_dropped_library_is_reported() -> None:
    kept = [("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/qxcb", "BINARY")]
    links = {"/src/qxcb": ["libQt6Core.so.6", "libQt6Network.so.6", "libc.so.6"]}
    assert qt_filter.missing_qt_dependencies(kept, links.__getitem__) == [
        "PySide6/Qt/plugins/platforms/libqxcb.so -> QtNetwork"
    ]


def test_orphaned_top_level_libraries_are_pruned() -> None:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui", "BINARY"),
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libpng16.so.16", "/s/png", "BINARY"),  # linked by Gui: kept
        ("libpcre2-8.so.0", "/s/pcre", "BINARY"),  # only glib linked it, and glib was dropped
        ("libpython3.11.so.1.0", "/s/py", "BINARY"),  # never pruned
    ]
    links = {"/s/QtGui": ["libQt6Gui.so.6"], "/s/libQt6Gui": ["libpng16.so.16"], "/s/png": [], "/s/py": []}
    kept = qt_filter.prune_orphans(binaries, lambda src: links.get(src, []))
    assert [entry[0] for entry in kept] == [
        "PySide6/QtGui.abi3.so",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "libQt6Gui.so.6",
        "libpng16.so.16",
        "libpython3.11.so.1.0",
    ]


@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("objdump"), reason="ELF and binutils")
def test_elf_needed_reads_only_direct_dependencies() -> None:
    import PySide6

    core = Path(PySide6.__file__).parent / "QtCore.abi3.so"
    needed = qt_filter.elf_needed(str(core))
    assert "libQt6Core.so.6" in needed
    assert "libicudata.so.73" not in needed  # linked by libQt6Core, not by the extension itself
