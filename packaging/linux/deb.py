"""The Linux packages: a .deb (dpkg-deb) installing under /opt/starboard, and the scratch-root install check.

The package ships no maintainer scripts: Debian's shared-mime-info, desktop-file-utils and
hicolor-icon-theme watch /usr/share/{mime/packages,applications,icons/hicolor} with dpkg triggers and
refresh their caches themselves on install and removal.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import tempfile
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import metadata  # packaging/ is on sys.path (make_dist.py runs from there; the tests add it)

HERE = Path(__file__).resolve().parent
INSTALL_DIR = "opt/starboard"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

# What the bundle takes from the system (qt_filter.LINUX_SYSTEM_LIBS) and what Qt's xcb and wayland
# platforms load at run time (desktop/qtcheck.py names the same libraries for `make run`).
DEPENDS = (
    "libstdc++6",
    "libgcc-s1",
    "zlib1g",
    "libexpat1",
    "libglib2.0-0",
    "libdbus-1-3",
    "libfontconfig1",
    "libfreetype6",
    "libx11-6",
    "libx11-xcb1",
    "libxcb1",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-randr0",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-xkb1",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libegl1",
    "libgl1",
    "libwayland-client0",
    "libwayland-cursor0",
    "libwayland-egl1",
)

# The Debian package of each library the bundle's Qt plugins may load from the system; make_dist.py checks
# that every library a build reports as "from the system" is here and its package is in DEPENDS.
SONAME_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libexpat.so.1": "libexpat1",
}


GLIBC = ("libc.so.", "libm.so.", "libdl.so.", "libpthread.so.", "librt.so.", "libutil.so.", "ld-linux")


def undeclared(sonames: list[str]) -> list[str]:
    """Libraries the bundle needs from the system that the Depends line does not cover (glibc is libc6's)."""
    return [name for name in sonames if not name.startswith(GLIBC) and SONAME_PACKAGES.get(name) not in DEPENDS]


def deb_architecture() -> str:
    """dpkg's name for this machine's architecture (amd64, arm64...)."""
    if shutil.which("dpkg"):
        done = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True)
        return done.stdout.strip()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def _glibc() -> str:
    name, version = platform.libc_ver()
    return version if name == "glibc" and version else "2.31"


def control(version: str, installed_kib: int, architecture: str) -> str:
    """The DEBIAN/control file."""
    summary = metadata.SUMMARY
    body = "\n".join(" " + line for line in textwrap.wrap(metadata.DESCRIPTION, 79, break_on_hyphens=False))
    return (
        f"Package: {metadata.PACKAGE}\n"
        f"Version: {version}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Architecture: {architecture}\n"
        f"Maintainer: {metadata.MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: libc6 (>= {_glibc()}), {', '.join(DEPENDS)}\n"
        f"Homepage: {metadata.HOMEPAGE}\n"
        f"Description: {summary}\n{body}\n"
    )


def _copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def stage_desktop_integration(root: Path, icons: Path) -> None:
    """The menu launcher, the MIME type and the hicolor icons (app and save-file type) under ``root``."""
    share = root / "usr" / "share"
    _copy(HERE / "starboard.desktop", share / "applications" / "starboard.desktop")
    _copy(HERE / "starboard-mime.xml", share / "mime" / "packages" / "starboard.xml")
    for size in HICOLOR_SIZES:
        theme = share / "icons" / "hicolor" / f"{size}x{size}"
        _copy(icons / f"starboard-{size}.png", theme / "apps" / "starboard.png")
        _copy(icons / f"starboard-{size}.png", theme / "mimetypes" / "application-x-starboard.png")
    scalable = share / "icons" / "hicolor" / "scalable"
    _copy(icons / "starboard.svg", scalable / "apps" / "starboard.svg")
    _copy(icons / "starboard.svg", scalable / "mimetypes" / "application-x-starboard.svg")


def _installed_kib(root: Path) -> int:
    total = sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    return (total + 1023) // 1024


def stage(bundle: Path, icons: Path, staging: Path, version: str, architecture: str) -> Path:
    """The package tree: the one-folder build in /opt/starboard, /usr/bin/starboard, desktop integration."""
    if staging.exists():
        shutil.rmtree(staging)
    shutil.copytree(bundle, staging / INSTALL_DIR, symlinks=True)
    (staging / "usr" / "bin").mkdir(parents=True)
    (staging / "usr" / "bin" / "starboard").symlink_to(f"/{INSTALL_DIR}/starboard")
    stage_desktop_integration(staging, icons)
    doc = staging / "usr" / "share" / "doc" / metadata.PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        f"{metadata.APP_NAME} {version}\nLicense: Proprietary. Rulebook texts belong to their publishers.\n",
        encoding="utf-8",
    )
    for path in [staging, *staging.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or os.access(path, os.X_OK) else 0o644)
    debian = staging / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control(version, _installed_kib(staging), architecture), encoding="utf-8")
    return staging


def build_deb(bundle: Path, icons: Path, out_dir: Path, version: str, compression: str = "xz") -> Path:
    """dpkg-deb --build the staged tree; files owned by root without needing fakeroot."""
    architecture = deb_architecture()
    out_dir.mkdir(parents=True, exist_ok=True)
    deb = out_dir / f"{metadata.PACKAGE}_{version}_{architecture}.deb"
    with tempfile.TemporaryDirectory(prefix="starboard-deb-") as work:
        staging = stage(bundle, icons, Path(work) / "pkg", version, architecture)
        level = ["-z6"] if compression in ("xz", "gzip") else []
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", f"-Z{compression}", *level, "--build", str(staging), str(deb)],
            check=True, capture_output=True, text=True,
        )
    return deb


@dataclass
class InstallCheck:
    """What installing, running and removing the .deb in a scratch root showed."""

    steps: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def _dpkg(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    # --force-depends: the scratch root's database knows no other package, so Depends cannot be met there;
    # --force-not-root lets a non-root user (a CI runner) install into a folder it owns.
    force = ["--force-depends"] + (["--force-not-root"] if os.geteuid() != 0 else [])
    command = ["dpkg", f"--root={root}", "--log=/dev/null", *force, *args]
    return subprocess.run(command, capture_output=True, text=True)


EXPECTED = (
    f"{INSTALL_DIR}/starboard",
    f"{INSTALL_DIR}/_internal/assets/ui/icon.svg",
    "usr/bin/starboard",
    "usr/share/applications/starboard.desktop",
    "usr/share/mime/packages/starboard.xml",
    "usr/share/icons/hicolor/scalable/apps/starboard.svg",
    "usr/share/icons/hicolor/48x48/apps/starboard.png",
)


def leftovers(root: Path) -> list[str]:
    """Files and folders under ``root`` other than dpkg's own database."""
    found = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root).as_posix()
        if relative in ("var", "var/lib") or relative.startswith("var/lib/dpkg"):
            continue
        found.append(relative)
    return found


def check_install(deb: Path, run: Any = None, root: Path | None = None) -> InstallCheck:
    """dpkg -i into a scratch root, check the files, ``run(executable)`` the installed app, dpkg -P, check empty.

    ``run`` returns a list of problems (empty when the installed app works); None skips running it.
    """
    check = InstallCheck()
    owned = root is None
    root = root or Path(tempfile.mkdtemp(prefix="starboard-dpkg-root-"))
    try:
        done = _dpkg(root, "-i", str(deb))
        check.steps.append(f"dpkg --root={root} -i {deb.name}: exit {done.returncode}")
        if done.returncode != 0:
            check.problems.append(f"dpkg -i failed: {done.stderr.strip() or done.stdout.strip()}")
            return check
        missing = [name for name in EXPECTED if not (root / name).exists() and not (root / name).is_symlink()]
        check.problems += [f"not installed: /{name}" for name in missing]
        link = root / "usr" / "bin" / "starboard"
        if link.is_symlink() and os.readlink(link) != f"/{INSTALL_DIR}/starboard":
            check.problems.append(f"/usr/bin/starboard points to {os.readlink(link)}")
        if run is not None and not missing:
            problems = run(root / INSTALL_DIR / "starboard")
            check.steps.append(f"/{INSTALL_DIR}/starboard --self-test from the scratch root: "
                               f"{'passed' if not problems else 'FAILED'}")
            check.problems += problems
        done = _dpkg(root, "--purge", metadata.PACKAGE)
        check.steps.append(f"dpkg --root={root} --purge {metadata.PACKAGE}: exit {done.returncode}")
        if done.returncode != 0:
            check.problems.append(f"dpkg --purge failed: {done.stderr.strip() or done.stdout.strip()}")
        left = leftovers(root)
        check.steps.append(f"left after purge (outside /var/lib/dpkg): {len(left)}")
        check.problems += [f"left behind after purge: /{name}" for name in left[:20]]
        return check
    finally:
        if owned:
            shutil.rmtree(root, ignore_errors=True)
