"""Packaging tests import packaging/*.py as top-level modules, the way packaging/make_dist.py runs them."""

import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))

from typing import Any  # noqa: E402

import pytest  # noqa: E402

FAKE_APP = """#!/bin/sh
# A stand-in for the frozen app: answers --self-test like the real one.
if [ "$1" = "--self-test" ]; then
    echo "ok    toy: 20 actions"
    echo "self-test passed"
    exit 0
fi
exit 2
"""


@pytest.fixture(scope="session")
def rendered_icons(tmp_path_factory: pytest.TempPathFactory, qapp: Any) -> dict[str, Path]:
    """The icons rendered once for the session (what make_dist.py writes to build/icons), by name."""
    import icons

    return icons.render_all(tmp_path_factory.mktemp("icons"))


@pytest.fixture(scope="session")
def icon_dir(rendered_icons: dict[str, Path]) -> Path:
    return rendered_icons["svg"].parent


@pytest.fixture
def fake_bundle(tmp_path: Path) -> Path:
    """A one-folder layout with a shell-script app, for recipes that only move the folder around."""
    bundle = tmp_path / "starboard"
    (bundle / "_internal" / "assets" / "ui").mkdir(parents=True)
    (bundle / "_internal" / "assets" / "ui" / "icon.svg").write_text("<svg/>", encoding="utf-8")
    app = bundle / "starboard"
    app.write_text(FAKE_APP, encoding="utf-8")
    app.chmod(0o755)
    return bundle
