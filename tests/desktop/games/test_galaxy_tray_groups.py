"""The galaxy table's tray: options whose labels share what comes before their last ": " (one card on each of
several players) are drawn under that shared part as short buttons, so a long list keeps to a few rows; every
option keeps its button, and a lone option keeps its whole label."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage, QPainter

from desktop.games.galaxy.tray import Tray, TrayLook

NAMES = ("Ada", "Bram", "Dario", "Esme", "Farid", "Gwen", "Hiro")


def painted(tray: Tray, look: TrayLook) -> list[Any]:
    tray.show_data(look, size=(1100.0, tray.needed_height(look)))
    image = QImage(1100, int(tray.height), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    tray.zones.clear()
    tray.paint_content(painter)
    painter.end()
    return list(tray.zones)


def test_shared_labels_become_one_heading_over_short_buttons(qtbot: Any) -> None:
    mageon = tuple((i + 1, f"Component action: Mageon Implants: {name}") for i, name in enumerate(NAMES))
    buttons = ((0, "Tactical action"), *mageon, (8, "Component action: Umbat: 3 in the system at position 48 (ring 4)"))
    look = TrayLook("Choices", buttons)
    tray = Tray(1100, 150)
    rows = tray._rows(look)
    assert "Component action: Mageon Implants" in rows
    labels = [label for row in rows if not isinstance(row, str) for _, label, _ in row]
    assert "Tactical action" in labels and "Ada" in labels and "Hiro" in labels
    assert buttons[-1][1] in labels, "a lone option keeps its whole label"
    assert "Component action: Umbat" not in rows
    zones = painted(tray, look)
    assert sorted(z.key for z in zones if z.kind == "option") == list(range(9)), "every option keeps its button"
    ungrouped = TrayLook("Choices", tuple((i, label.replace(": ", " - ")) for i, label in buttons))  # nothing shared
    assert tray.needed_height(look) < tray.needed_height(ungrouped)
