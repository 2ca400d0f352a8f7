"""Build Starboard for this OS: icons, the PyInstaller one-folder app, its checks and the installers.

    python packaging/make_dist.py            # make dist: the app in dist/starboard plus this OS's installers
    python packaging/make_dist.py --check    # make dist-check: also smoke-test the frozen app (and, on Linux,
                                         # install the .deb into a scratch root, self-test it, purge it)

Artefacts in dist/: Linux starboard-VERSION-linux-ARCH.tar.gz and starboard_VERSION_ARCH.deb (and the
AppImage with --appimage); Windows Starboard-VERSION-windows-ARCH.zip and the Inno Setup installer when
ISCC is found; macOS Starboard.app and the .dmg (signed and notarised when the variables are set).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

import icons
import measure
import metadata
import qt_filter
import smoke

ROOT = metadata.ROOT
PACKAGING = ROOT / "packaging"
IS_LINUX, IS_WIN, IS_MAC = sys.platform.startswith("linux"), sys.platform == "win32", sys.platform == "darwin"


def log(message: str) -> None:
    print(f"[dist] {message}", flush=True)


def executables(dist: Path) -> tuple[Path, Path]:
    """(the app users start, the one with a console for --self-test); the same file except on Windows."""
    if IS_WIN:
        return dist / "starboard" / "starboard.exe", dist / "starboard" / "starboard-cli.exe"
    if IS_MAC:
        app = dist / "Starboard.app" / "Contents" / "MacOS" / "starboard"
        return app, app
    return dist / "starboard" / "starboard", dist / "starboard" / "starboard"


def run_pyinstaller(dist: Path, work: Path, icon_dir: Path) -> None:
    env = dict(os.environ, STARBOARD_ICONS=str(icon_dir))
    command = [sys.executable, "-m", "PyInstaller", str(PACKAGING / "starboard.spec"), "--noconfirm",
               "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work / "pyinstaller")]
    subprocess.run(command, check=True, cwd=ROOT, env=env)


def _plugin_files(internal: Path) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for plugins in internal.rglob("plugins"):
        if plugins.is_dir() and "PySide6" in plugins.parts:
            for path in plugins.glob("*/*"):
                found.setdefault(path.parent.name, set()).add(qt_filter.plugin_stem(path.name))
    return found


def required_plugins(key: str) -> dict[str, set[str]]:
    """Every kept plugin must be there, except styles (the style plugin's name changes between Qt versions)."""
    return {kind: stems for kind, stems in qt_filter.KEEP_PLUGINS[key].items() if kind != "styles"}


def bundle_problems(bundle: Path, platform_name: str = sys.platform) -> list[str]:
    """What is wrong with a one-folder build: missing app files, or Qt files the filter should have dropped."""
    key = qt_filter.platform_key(platform_name)
    internal = bundle / "_internal"
    problems = []
    wanted_assets = {p.relative_to(ROOT / "assets").as_posix() for p in (ROOT / "assets").rglob("*") if p.is_file()}
    shipped = {p.relative_to(internal / "assets").as_posix() for p in (internal / "assets").rglob("*") if p.is_file()}
    problems += [f"asset missing: {name}" for name in sorted(wanted_assets - shipped)]
    plugins = _plugin_files(internal)
    for kind, stems in plugins.items():
        extra = stems - qt_filter.KEEP_PLUGINS[key].get(kind, set())
        problems += [f"unwanted Qt plugin: {kind}/{stem}" for stem in sorted(extra)]
    for kind, stems in required_plugins(key).items():
        problems += [f"Qt plugin missing: {kind}/{stem}" for stem in sorted(stems - plugins.get(kind, set()))]
    problems += [f"Qt translation shipped: {p.name}" for p in internal.rglob("*.qm")]
    for path in internal.rglob("*"):
        module = qt_filter.qt_module(path.relative_to(internal).as_posix())
        if module is not None and module not in qt_filter.KEEP_LIBS and path.is_file():
            problems.append(f"unwanted Qt library: {path.relative_to(bundle)}")
    return problems


def system_libraries_needed(bundle: Path) -> list[str]:
    """Libraries the bundle's binaries link (their own NEEDED entries) that it does not ship: the system's."""
    if not IS_LINUX or not shutil.which("objdump"):
        return []
    internal = bundle / "_internal"
    shipped = {path.name for path in internal.rglob("*")}
    binaries = [bundle / "starboard", *(p for p in internal.rglob("*.so*") if p.is_file() and not p.is_symlink())]
    needed = {name for path in binaries for name in qt_filter.elf_needed(str(path))}
    return sorted(needed - shipped)


def check_bundle(dist: Path) -> list[str]:
    bundle = dist / "starboard"
    problems = bundle_problems(bundle)
    needed = system_libraries_needed(bundle)
    qt_missing = [name for name in needed if qt_filter.qt_module(name)]
    problems += [f"Qt library missing from the bundle: {name}" for name in qt_missing]
    if needed:
        from linux import deb

        system = [name for name in needed if not name.startswith(deb.GLIBC)]
        log(f"from the system at run time (the .deb depends on them): {', '.join(system)}")
        problems += [f"{name} comes from the system but no package in deb.DEPENDS provides it (deb.SONAME_PACKAGES)"
                     for name in deb.undeclared(needed)]
    disk, packed = measure.disk_bytes(bundle), measure.compressed_bytes(bundle)
    log(f"size: {disk / measure.MB:.1f} MB on disk (target < {measure.DISK_TARGET_MB}), "
        f"{packed / measure.MB:.1f} MB as .tar.gz (target < {measure.COMPRESSED_TARGET_MB})")
    if disk >= measure.DISK_TARGET_MB * measure.MB:
        problems.append(f"bundle is {disk / measure.MB:.1f} MB on disk, over {measure.DISK_TARGET_MB} MB")
    if packed >= measure.COMPRESSED_TARGET_MB * measure.MB:
        problems.append(f"bundle is {packed / measure.MB:.1f} MB compressed, over {measure.COMPRESSED_TARGET_MB} MB")
    return problems


def smoke_problems(dist: Path) -> list[str]:
    """The frozen self-test (console twin with output checks; the windowed app by exit status on Windows)."""
    app, console = executables(dist)
    result = smoke.run_self_test(console)
    log(result.report())
    problems = list(result.problems)
    if app != console:
        windowed = smoke.run_self_test(app, check_output=False)
        log(f"windowed {app.name} --self-test: exit {windowed.returncode}")
        problems += [f"{app.name}: {p}" for p in windowed.problems]
    report = smoke.bundle_report(console)
    references = report["references"]
    log(f"frozen paths: root {report['app_root']}, games {', '.join(report['games'])}, rules references "
        + ", ".join(f"{game} {entries}" for game, entries in references.items()))
    if not report["frozen"] or not report["icon"]:
        problems.append(f"the frozen app does not find its assets: {report}")
    problems += [f"the frozen app has no rules reference for {game}" for game, n in references.items() if not n]
    try:  # the GUI path, not only the self-test: the launcher window must open and paint
        timing = smoke.startup(app)
        log(f"start-up to the launcher window (offscreen): {timing['total']:.2f} s "
            f"({timing['interpreter']:.2f} s to the first Python line); bench/bench_startup.py holds the target")
    except RuntimeError as error:
        problems.append(str(error))
    return problems


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x64", "x86_64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def linux_packages(dist: Path, icon_dir: Path, version: str, args: argparse.Namespace) -> list[Path]:
    from linux import appimage, deb

    bundle = dist / "starboard"
    made = [measure.write_tarball(bundle, dist / f"starboard-{version}-linux-{arch()}.tar.gz")]
    if shutil.which("dpkg-deb"):
        made.append(deb.build_deb(bundle, icon_dir, dist, version, args.deb_compression))
    else:
        log("dpkg-deb not found: no .deb")
    if args.appimage:
        appdir = appimage.assemble_appdir(bundle, icon_dir, ROOT / "build" / "Starboard.AppDir")
        made.append(appimage.build_appimage(appdir, dist, version))
    return made


def find_iscc() -> str | None:
    """Inno Setup's compiler: $ISCC, iscc on PATH, or Inno Setup 6's default folder."""
    default = Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)")) / "Inno Setup 6" / "ISCC.exe"
    for candidate in (os.environ.get("ISCC"), shutil.which("iscc"), str(default)):
        if candidate and Path(candidate).is_file():
            return candidate
    return None


def windows_packages(dist: Path, icon_dir: Path, version: str) -> list[Path]:
    """The Inno Setup installer (when ISCC is found; it signs the programs when WINDOWS_SIGN_COMMAND is set),
    then a .zip of the folder."""
    made = []
    iscc = find_iscc()
    if iscc:
        defines = [f"/DAppVersion={version}", f"/DSourceDir={dist / 'starboard'}",
                   f"/DIconFile={icon_dir / 'starboard.ico'}", f"/DOutputDir={dist}", f"/DAppArch={arch()}"]
        sign = os.environ.get("WINDOWS_SIGN_COMMAND")
        if sign:  # an Inno Setup sign-tool command line; $f stands for the file to sign
            defines += ["/DSignTool=starboard", f"/Sstarboard={sign}"]
        subprocess.run([iscc, "/Q", *defines, str(PACKAGING / "windows" / "starboard.iss")], check=True)
        made.append(dist / f"Starboard-{version}-windows-{arch()}-setup.exe")
    else:
        log("Inno Setup (ISCC) not found: no installer; install it or set ISCC")
    zipped = shutil.make_archive(str(dist / f"Starboard-{version}-windows-{arch()}"), "zip", dist, "starboard")
    return [*made, Path(zipped)]


def macos_packages(dist: Path, version: str) -> list[Path]:
    dmg = dist / f"Starboard-{version}-macos-{arch()}.dmg"
    subprocess.run(["bash", str(PACKAGING / "macos" / "dmg.sh"), str(dist / "Starboard.app"), str(dmg)], check=True)
    return [dmg]


def deb_install_problems(debs: list[Path]) -> list[str]:
    """The .deb in a scratch root: installs, its /opt/starboard/starboard passes --self-test, purges cleanly."""
    from linux import deb

    if not debs or not shutil.which("dpkg"):
        log("dpkg not available: .deb install check skipped")
        return []
    check = deb.check_install(debs[0], run=lambda exe: smoke.run_self_test(exe).problems)
    for step in check.steps:
        log(step)
    return check.problems


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python packaging/make_dist.py", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="smoke-test the frozen app (and the .deb on Linux)")
    parser.add_argument("--skip-build", action="store_true", help="reuse dist/starboard as it is")
    parser.add_argument("--no-installers", action="store_true", help="stop after the one-folder app")
    parser.add_argument("--appimage", action="store_true", help="also pack an AppImage (needs appimagetool)")
    parser.add_argument("--deb-compression", default="xz", choices=["xz", "gzip", "zstd", "none"])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    started = time.monotonic()
    version, dist, icon_dir = metadata.version(), args.dist.resolve(), ROOT / "build" / "icons"
    log(f"Starboard {version} for {sys.platform}")
    icons.render_all(icon_dir)
    if not args.skip_build:
        run_pyinstaller(dist, ROOT / "build", icon_dir)
        log(f"PyInstaller done in {time.monotonic() - started:.0f} s: {dist / 'starboard'}")
    problems = check_bundle(dist)
    if args.check:
        problems += smoke_problems(dist)
    made: list[Path] = []
    if not args.no_installers:
        if IS_LINUX:
            made = linux_packages(dist, icon_dir, version, args)
        elif IS_WIN:
            made = windows_packages(dist, icon_dir, version)
        elif IS_MAC:
            made = macos_packages(dist, version)
        for path in made:
            log(f"made {path} ({path.stat().st_size / measure.MB:.1f} MB)")
    if args.check and IS_LINUX and not args.no_installers:
        problems += deb_install_problems([p for p in made if p.suffix == ".deb"])
    for problem in problems:
        log(f"PROBLEM: {problem}")
    log(f"{'FAILED' if problems else 'ok'} in {time.monotonic() - started:.0f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
