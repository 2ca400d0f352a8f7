"""Windows (Inno Setup script) and macOS (Info.plist, dmg script): checked as text here, built in CI."""

from __future__ import annotations

import plistlib
import re
import shutil
import subprocess

import icons
import metadata
import pytest

from engines.core.saves import SUFFIX

PACKAGING = metadata.ROOT / "packaging"
ISS = PACKAGING / "windows" / "starboard.iss"
DMG = PACKAGING / "macos" / "dmg.sh"
RTHOOK = PACKAGING / "hooks" / "rthook_starboard.py"


def iss_sections() -> dict[str, list[str]]:
    """The script's sections as lists of their non-comment lines."""
    sections: dict[str, list[str]] = {}
    current = None
    for raw in ISS.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith((";", "#")):  # comments and preprocessor lines
            continue
        header = re.fullmatch(r"\[(\w+)\]", line)
        if header:
            current = sections.setdefault(header.group(1), [])
        elif current is not None:
            current.append(line)
    return sections


def iss_setup() -> dict[str, str]:
    return dict(line.split("=", 1) for line in iss_sections()["Setup"])


def iss_entries(section: str) -> list[dict[str, str]]:
    """`Name: "x"; Flags: a b` lines as dicts (quotes removed, doubled quotes kept as one)."""
    entries = []
    for line in iss_sections()[section]:
        params = re.findall(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)\s*(?:;|$)', line)
        entries.append({key: _unquote(value.strip()) for key, value in params})
    return entries


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    return value.replace('""', '"')


def iss_defines() -> dict[str, str]:
    text = ISS.read_text(encoding="utf-8")
    return dict(re.findall(r'#define (\w+) "([^"]*)"', text))


def mutex_names() -> tuple[str, ...]:
    namespace: dict[str, object] = {}
    match = re.search(r"^MUTEX_NAMES = .*$", RTHOOK.read_text(encoding="utf-8"), re.MULTILINE)
    assert match is not None
    exec(match.group(0), namespace)
    return namespace["MUTEX_NAMES"]  # type: ignore[return-value]


def test_the_installer_refuses_to_run_over_a_running_copy() -> None:
    assert iss_setup()["AppMutex"].split(",") == list(mutex_names())  # the frozen app holds exactly these


def test_the_installer_keeps_one_product_identity() -> None:
    setup = iss_setup()
    assert setup["AppId"] == "{" + metadata.WINDOWS_APP_GUID  # "{{" is Inno's escaped brace
    assert iss_defines()["ProgId"] == metadata.WINDOWS_PROGID
    assert iss_defines()["AppExe"] == f"{metadata.PACKAGE}.exe"


def test_start_menu_shortcut_and_an_optional_desktop_one() -> None:
    icons_ = iss_entries("Icons")
    start_menu = [icon for icon in icons_ if icon["Name"].startswith("{autoprograms}")]
    desktop = [icon for icon in icons_ if icon["Name"].startswith("{autodesktop}")]
    assert start_menu and "Tasks" not in start_menu[0]
    assert desktop and desktop[0]["Tasks"] == "desktopicon"
    (task,) = [t for t in iss_entries("Tasks") if t["Name"] == "desktopicon"]
    assert "unchecked" in task["Flags"]


def test_starboard_saves_open_in_the_app() -> None:
    setup, registry = iss_setup(), iss_entries("Registry")
    assert setup["ChangesAssociations"] == "yes"
    extension = [r for r in registry if r["Subkey"] == rf"Software\Classes\{SUFFIX}" and r["ValueName"] == ""]
    assert extension[0]["ValueData"] == "{#ProgId}"
    (command,) = [r for r in registry if r["Subkey"].endswith(r"{#ProgId}\shell\open\command")]
    assert command["ValueData"] == '"{app}\\{#AppExe}" "%1"'
    (progid,) = [r for r in registry if r["Subkey"] == r"Software\Classes\{#ProgId}"]
    assert "uninsdeletekey" in progid["Flags"]  # the uninstaller removes the association


def test_the_uninstaller_is_registered_and_upgrades_replace_the_bundle() -> None:
    setup = iss_setup()
    assert setup.get("Uninstallable", "yes") != "no" and setup["UninstallDisplayIcon"] == r"{app}\{#AppExe}"
    programs, console, rest = iss_entries("Files")
    assert programs["Source"] == r"{#SourceDir}\{#AppExe}" and "sign" in programs["Flags"].split()
    assert console["Source"] == r"{#SourceDir}\starboard-cli.exe" and "sign" in console["Flags"].split()
    assert rest["Source"] == r"{#SourceDir}\*" and "recursesubdirs" in rest["Flags"]
    assert rest["Excludes"] == r"\{#AppExe},\starboard-cli.exe"
    (stale,) = iss_entries("InstallDelete")
    assert stale["Name"] == r"{app}\_internal"


def test_build_py_passes_every_define_the_script_expects() -> None:
    build_text = (PACKAGING / "make_dist.py").read_text(encoding="utf-8")
    passed = set(re.findall(r"/D(\w+)=", build_text))
    expected = set(re.findall(r"#ifn?def (\w+)", ISS.read_text(encoding="utf-8")))
    assert passed == expected == {"AppVersion", "SourceDir", "IconFile", "OutputDir", "AppArch", "SignTool"}
    assert 'f"/Sstarboard={sign}"' in build_text  # the sign tool that SignTool names
    assert iss_setup()["OutputBaseFilename"] == "Starboard-{#AppVersion}-windows-{#AppArch}-setup"
    assert 'f"Starboard-{version}-windows-{arch()}-setup.exe"' in build_text


@pytest.mark.skipif(not shutil.which("iscc"), reason="Inno Setup is Windows-only; CI compiles the script")
def test_inno_setup_compiles_the_script() -> None:
    done = subprocess.run(["iscc", "/O-", str(ISS)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout


def _plist() -> dict:
    import importlib.util

    spec = importlib.util.spec_from_file_location("plist_under_test", PACKAGING / "macos" / "plist.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return plistlib.loads(plistlib.dumps(module.info_plist("1.2.3")))


def test_the_app_declares_the_save_document_type() -> None:
    info = _plist()
    (document,) = info["CFBundleDocumentTypes"]
    (exported,) = info["UTExportedTypeDeclarations"]
    assert document["CFBundleTypeExtensions"] == [SUFFIX.lstrip(".")]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert exported["UTTypeIdentifier"].startswith(metadata.APP_ID)
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == [SUFFIX.lstrip(".")]
    assert "public.json" in exported["UTTypeConformsTo"]
    assert document["CFBundleTypeIconFile"] == f"{icons.NAME}.icns"  # PyInstaller copies the icon by this name
    assert info["CFBundleShortVersionString"] == "1.2.3" and info["NSHighResolutionCapable"] is True


def test_the_entitlements_file_is_a_valid_plist() -> None:
    assert plistlib.loads((PACKAGING / "macos" / "entitlements.plist").read_bytes()) == {}


@pytest.mark.skipif(not shutil.which("bash"), reason="needs bash")
def test_the_dmg_script_is_valid_bash_and_skips_signing_without_credentials() -> None:
    assert subprocess.run(["bash", "-n", str(DMG)]).returncode == 0
    text = DMG.read_text(encoding="utf-8")
    for variable in ("MACOS_SIGN_IDENTITY", "MACOS_NOTARY_PROFILE", "MACOS_NOTARY_APPLE_ID", "MACOS_NOTARY_PASSWORD",
                     "MACOS_NOTARY_TEAM_ID"):
        assert f"${{{variable}:-}}" in text  # tested for emptiness, so an absent variable skips the step
    assert "notarytool submit" in text and "stapler staple" in text


def test_every_build_variable_and_secret_is_documented() -> None:
    docs = (metadata.ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    used = set(re.findall(r"\b(MACOS_[A-Z_]+|WINDOWS_[A-Z_]+)\b", DMG.read_text(encoding="utf-8")))
    workflow = metadata.ROOT / ".github" / "workflows" / "build.yml"
    for path in (PACKAGING / "starboard.spec", PACKAGING / "make_dist.py", workflow):
        used |= set(re.findall(r"\b(MACOS_[A-Z_0-9]+|WINDOWS_[A-Z_0-9]+|RULES_[A-Z_]+|STARBOARD_[A-Z_]+)\b",
                               path.read_text(encoding="utf-8")))
    assert used and [name for name in sorted(used) if name not in docs] == []
