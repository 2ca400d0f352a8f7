"""The AppImage recipe: assemble an AppDir from the one-folder build, then run appimagetool on it.

appimagetool is not available on every machine (CI downloads it; see .github/workflows/build.yml), so
assembling the AppDir (checked by the tests) and packing it are separate steps:

    python packaging/make_dist.py --skip-build --appimage     # needs appimagetool on PATH or $APPIMAGETOOL
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
from pathlib import Path

import metadata
from linux.deb import stage_desktop_integration

APPRUN = """#!/bin/sh
# AppImage entry point: run the one-folder build inside the mounted image, passing every argument on.
here="$(dirname "$(readlink -f "$0")")"
exec "$here/usr/lib/starboard/starboard" "$@"
"""


def assemble_appdir(bundle: Path, icons: Path, appdir: Path) -> Path:
    """Starboard.AppDir: AppRun, the .desktop file and icon at the top, the build in usr/lib/starboard."""
    if appdir.exists():
        shutil.rmtree(appdir)
    shutil.copytree(bundle, appdir / "usr" / "lib" / "starboard", symlinks=True)
    (appdir / "usr" / "bin").mkdir(parents=True)
    (appdir / "usr" / "bin" / "starboard").symlink_to("../lib/starboard/starboard")
    stage_desktop_integration(appdir, icons)  # usr/share/{applications,mime,icons} for desktop integrators
    shutil.copyfile(appdir / "usr/share/applications/starboard.desktop", appdir / "starboard.desktop")
    shutil.copyfile(icons / "starboard-256.png", appdir / "starboard.png")
    (appdir / ".DirIcon").symlink_to("starboard.png")
    apprun = appdir / "AppRun"
    apprun.write_text(APPRUN, encoding="utf-8")
    apprun.chmod(0o755)
    return appdir


def appimage_name(version: str) -> str:
    return f"{metadata.APP_NAME}-{version}-{platform.machine()}.AppImage"


def build_appimage(appdir: Path, out_dir: Path, version: str) -> Path:
    """Pack the AppDir with appimagetool ($APPIMAGETOOL or on PATH); FUSE is not needed (extract-and-run)."""
    tool = os.environ.get("APPIMAGETOOL") or shutil.which("appimagetool")
    if not tool:
        raise FileNotFoundError("appimagetool not found: put it on PATH or set APPIMAGETOOL")
    out = out_dir / appimage_name(version)
    env = dict(os.environ, ARCH=platform.machine(), APPIMAGE_EXTRACT_AND_RUN="1", VERSION=version)
    subprocess.run([tool, "--no-appstream", str(appdir), str(out)], check=True, env=env)
    return out
