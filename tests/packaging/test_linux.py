"""Linux: the menu launcher, the MIME type, the .deb (built, installed in a scratch root, purged) and the AppDir."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import metadata
import pytest
import smoke
from linux import appimage, deb

from engines.core.saves import SUFFIX

LINUX = Path(deb.HERE)
DESKTOP_FILE = LINUX / "starboard.desktop"
MIME_FILE = LINUX / "starboard-mime.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"

# Desktop Entry Specification 1.5: the keys a [Desktop Entry] group may hold, and the main categories.
KNOWN_KEYS = {
    "Type", "Version", "Name", "GenericName", "NoDisplay", "Comment", "Icon", "Hidden", "OnlyShowIn",
    "NotShowIn", "DBusActivatable", "TryExec", "Exec", "Path", "Terminal", "Actions", "MimeType", "Categories",
    "Implements", "Keywords", "StartupNotify", "StartupWMClass", "URL", "PrefersNonDefaultGPU", "SingleMainWindow",
}
BOOLEAN_KEYS = {"NoDisplay", "Hidden", "DBusActivatable", "Terminal", "StartupNotify", "PrefersNonDefaultGPU",
                "SingleMainWindow"}
LIST_KEYS = {"OnlyShowIn", "NotShowIn", "Actions", "MimeType", "Categories", "Implements", "Keywords"}
MAIN_CATEGORIES = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics", "Network",
                   "Office", "Science", "Settings", "System", "Utility"}
needs_dpkg = pytest.mark.skipif(not shutil.which("dpkg-deb") or not shutil.which("dpkg"), reason="needs dpkg")
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packages: symlinks, shell scripts")


def desktop_entry(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group as a dict; fails on duplicate keys or lines outside a key=value form."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    assert lines[0] == "[Desktop Entry]"
    entry: dict[str, str] = {}
    for line in lines[1:]:
        key, sep, value = line.partition("=")
        assert sep and key == key.strip() and re.fullmatch(r"[A-Za-z0-9-]+(\[[^\]]+\])?", key), line
        assert key not in entry, f"duplicate key {key}"
        entry[key] = value
    return entry


def test_the_launcher_uses_only_keys_the_spec_defines() -> None:
    entry = desktop_entry(DESKTOP_FILE)
    unknown = {key for key in entry if key.split("[")[0] not in KNOWN_KEYS and not key.startswith("X-")}
    assert not unknown
    assert {"Type", "Name", "Exec"} <= entry.keys() and entry["Type"] == "Application"
    assert all(entry[key] in ("true", "false") for key in BOOLEAN_KEYS & entry.keys())
    assert all(entry[key].endswith(";") for key in LIST_KEYS & entry.keys())


def test_the_launcher_opens_a_double_clicked_save() -> None:
    entry = desktop_entry(DESKTOP_FILE)
    command, *arguments = entry["Exec"].split()
    assert command == metadata.PACKAGE and entry["TryExec"] == metadata.PACKAGE  # /usr/bin/starboard
    assert arguments == ["%f"]  # one file: the CLI turns a lone *.starboard argument into `load`
    assert entry["MimeType"] == f"{metadata.MIME_TYPE};"
    assert entry["Terminal"] == "false"


def test_the_launcher_sits_in_the_games_menu_with_the_theme_icon() -> None:
    entry = desktop_entry(DESKTOP_FILE)
    categories = set(entry["Categories"].rstrip(";").split(";"))
    assert categories & MAIN_CATEGORIES == {"Game"} and "BoardGame" in categories
    assert entry["Icon"] == metadata.PACKAGE  # a theme name: no path, no extension
    assert entry["StartupWMClass"] == metadata.APP_NAME  # Qt's WM_CLASS class is the application name


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils not installed")
def test_desktop_file_validate_accepts_the_launcher() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


def test_the_mime_type_claims_starboard_saves() -> None:
    root = ET.parse(MIME_FILE).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    (mime,) = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == metadata.MIME_TYPE
    assert [glob.get("pattern") for glob in mime.findall(f"{MIME_NS}glob")] == [f"*{SUFFIX}"]
    assert mime.find(f"{MIME_NS}comment").text == metadata.FILE_TYPE_NAME  # type: ignore[union-attr]
    assert mime.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"  # type: ignore[union-attr]
    assert mime.find(f"{MIME_NS}icon").get("name") == "application-x-starboard"  # type: ignore[union-attr]


@linux_only
def test_desktop_integration_puts_every_file_where_freedesktop_looks(tmp_path: Path, icon_dir: Path) -> None:
    deb.stage_desktop_integration(tmp_path, icon_dir)
    share = tmp_path / "usr" / "share"
    assert (share / "applications" / "starboard.desktop").read_bytes() == DESKTOP_FILE.read_bytes()
    assert (share / "mime" / "packages" / "starboard.xml").read_bytes() == MIME_FILE.read_bytes()
    for size in deb.HICOLOR_SIZES:
        for context, name in (("apps", "starboard"), ("mimetypes", "application-x-starboard")):
            png = share / "icons" / "hicolor" / f"{size}x{size}" / context / f"{name}.png"
            assert png.read_bytes() == (icon_dir / f"starboard-{size}.png").read_bytes()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "starboard.svg").is_file()


def test_the_control_file_names_the_package_and_its_system_libraries() -> None:
    text = deb.control("1.2.3", 4096, "amd64")
    assert text.endswith("\n") and all(len(line) <= 80 for line in text.split("Description:")[1].splitlines())
    fields = dict(line.split(": ", 1) for line in text.splitlines() if ": " in line and not line.startswith(" "))
    assert fields["Package"] == "starboard" and fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64" and fields["Installed-Size"] == "4096"
    assert fields["Section"] == "games" and "@" in fields["Maintainer"]
    depends = [item.split(" (")[0] for item in fields["Depends"].split(", ")]
    assert depends[0] == "libc6"
    wanted = {"libxcb-cursor0", "libxkbcommon-x11-0", "libfontconfig1", "libstdc++6", "libwayland-client0"}
    assert wanted <= set(depends)


def test_every_library_left_to_the_system_has_its_package_in_depends() -> None:
    # what the PySide6 6.11 bundle's binaries link and do not ship (make_dist.py recomputes it every build)
    from_system = [
        "libEGL.so.1", "libGL.so.1", "libX11-xcb.so.1", "libX11.so.6", "libc.so.6", "libdbus-1.so.3",
        "libfontconfig.so.1", "libfreetype.so.6", "libgcc_s.so.1", "libglib-2.0.so.0", "libgthread-2.0.so.0",
        "libm.so.6", "libstdc++.so.6", "libwayland-client.so.0", "libwayland-cursor.so.0", "libwayland-egl.so.1",
        "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb.so.1", "libz.so.1", "ld-linux-x86-64.so.2",
    ]
    assert deb.undeclared(from_system) == []
    assert deb.undeclared(["libunheard-of.so.1"]) == ["libunheard-of.so.1"]


@linux_only
def test_the_package_installs_the_folder_under_opt(tmp_path: Path, fake_bundle: Path, icon_dir: Path) -> None:
    staging = deb.stage(fake_bundle, icon_dir, tmp_path / "pkg", "1.2.3", "amd64")
    assert os.access(staging / "opt" / "starboard" / "starboard", os.X_OK)
    assert os.readlink(staging / "usr" / "bin" / "starboard") == "/opt/starboard/starboard"
    assert not (staging / "DEBIAN" / "postinst").exists()  # dpkg triggers refresh the caches
    assert oct((staging / "usr/share/applications/starboard.desktop").stat().st_mode & 0o777) == "0o644"


@linux_only
@needs_dpkg
def test_the_deb_installs_runs_and_purges_cleanly_in_a_scratch_root(
    tmp_path: Path, fake_bundle: Path, icon_dir: Path
) -> None:
    package = deb.build_deb(fake_bundle, icon_dir, tmp_path / "out", "1.2.3", compression="gzip")
    assert package.name == f"starboard_1.2.3_{deb.deb_architecture()}.deb"
    contents = subprocess.run(["dpkg-deb", "--contents", str(package)], capture_output=True, text=True).stdout
    assert "root/root" in contents and "./opt/starboard/starboard" in contents
    check = deb.check_install(package, run=lambda exe: smoke.run_self_test(exe).problems, root=tmp_path / "root")
    assert check.ok, check.problems
    assert any("--self-test from the scratch root: passed" in step for step in check.steps)
    assert deb.leftovers(tmp_path / "root") == []


@linux_only
@needs_dpkg
def test_a_broken_installed_app_fails_the_install_check(tmp_path: Path, fake_bundle: Path, icon_dir: Path) -> None:
    (fake_bundle / "starboard").write_text("#!/bin/sh\necho 'FAIL  toy: boom'\nexit 1\n", encoding="utf-8")
    package = deb.build_deb(fake_bundle, icon_dir, tmp_path / "out", "1.2.3", compression="gzip")
    check = deb.check_install(package, run=lambda exe: smoke.run_self_test(exe).problems, root=tmp_path / "root")
    assert not check.ok and "exit status 1" in check.problems


@linux_only
def test_the_appdir_runs_the_bundle_through_apprun(tmp_path: Path, fake_bundle: Path, icon_dir: Path) -> None:
    appdir = appimage.assemble_appdir(fake_bundle, icon_dir, tmp_path / "Starboard.AppDir")
    assert (appdir / "starboard.desktop").read_bytes() == DESKTOP_FILE.read_bytes()
    assert (appdir / ".DirIcon").resolve() == (appdir / "starboard.png").resolve()
    assert (appdir / "usr" / "bin" / "starboard").resolve() == (appdir / "usr/lib/starboard/starboard").resolve()
    assert smoke.run_self_test(appdir / "AppRun").ok


def test_appimagetool_missing_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("APPIMAGETOOL", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(FileNotFoundError, match="appimagetool"):
        appimage.build_appimage(tmp_path, tmp_path, "1.2.3")
