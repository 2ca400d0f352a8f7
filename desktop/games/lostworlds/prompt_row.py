"""The prompt and buttons beside the dice (pass, skip, end turn, choices), and the result banner."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop import theme
from desktop.games.lostworlds import art, bar, tray
from desktop.games.lostworlds.items import Area, Button, Caption
from desktop.games.lostworlds.layout import WORLDS_W
from engines.core.match import Envelope
from engines.lostworlds import actions as A

if TYPE_CHECKING:
    from desktop.games.lostworlds.scene import LostWorldsScene


def draw_bar(scene: LostWorldsScene, envelope: Envelope) -> None:
    """The prompt, then a button for every option with no place on the table (and any left over)."""
    decision = envelope.decision
    prompt = decision.prompt if decision is not None else waiting(envelope)
    caption = Caption(prompt, tray.TRAY_W, 21, art.GOLD if decision is not None else theme.MUTED, bold=True)
    scene.addItem(caption)
    caption.setPos(scene.layout.right_x, scene.layout.bar_y)
    if decision is None:
        return
    labels = {option.action: option.label for option in decision.options}
    items: list[QGraphicsItem] = [_button(scene, labels[a], a) for a in bar.bar_options(scene.options)]
    items += _face_chips(scene)
    if scene.options_of(A.NameSector):  # LW-CLAIM-3: the player names the sector; the three are suggestions
        own = bar.button_for("Another name…", None)
        own.setToolTip("Type a name of your own for this sector")
        own.set_legal(True)
        scene.addItem(own)
        scene.ui[own] = scene.name_sector_yourself
        items.append(own)
    reached = set(scene.targets.values())
    for action in scene.options:
        if action not in reached:  # never expected: the tests check every option has its own item
            scene.fallbacks.append(action)
            items.append(_button(scene, labels[action], action))
    bar.lay_out(items, scene.layout.right_x, scene.layout.bar_y + caption.height + 8, tray.TRAY_W)


def _button(scene: LostWorldsScene, label: str, action: Any) -> Button:
    button = bar.button_for(label, action)
    scene.addItem(button)
    scene.target(button, action)
    scene.buttons.append(button)
    return button


def _face_chips(scene: LostWorldsScene) -> list[QGraphicsItem]:
    """Small dice showing each face a SET die may be turned to."""
    faces = scene.options_of(A.SetFace)
    step = scene.step()
    if not faces or step is None or scene.envelope is None:
        return []
    colour = scene.envelope.view.dice[step.a].colour
    chips: list[QGraphicsItem] = []
    for action in faces:
        chip = tray.face_chip(step.a, action.face, colour)
        scene.addItem(chip)
        scene.target(chip, action)
        chip.set_state(chip.face, legal=True)
        chips.append(chip)
    return chips


def waiting(envelope: Envelope) -> str:
    if envelope.result is not None:
        return "The game is over."
    names = [envelope.names[s] for s in envelope.waiting_for]
    return "Waiting for " + ", ".join(names) + "…" if names else ""


def draw_result(scene: LostWorldsScene, envelope: Envelope) -> None:
    """A banner over the worlds: who won and every score."""
    result = envelope.result
    assert result is not None
    names = envelope.names
    winners = [names[w] for w in result.winners]
    head = " and ".join(winners) + (" win!" if len(winners) > 1 else " wins!") if winners else "No one wins."
    scores = "   ".join(f"{names[i]}: {score:g}".replace(" ", "\u00a0") for i, score in enumerate(result.scores))
    words = f"{head}\n{scores}\n{result.summary}"

    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(art.GOLD, 3))
        painter.setBrush(QColor(16, 20, 30, 235))
        painter.drawRoundedRect(rect, 16, 16)
        art.text(painter, rect.adjusted(20, 14, -20, -14), words, 26, theme.INK, bold=True, fit=False)

    if scene.map is not None:  # the map stays readable: the banner takes the dice tray's place
        banner = Area(QRectF(0, 0, tray.TRAY_W, 300), paint, 16)
        banner.setPos(scene.layout.right_x, scene.layout.middle_y)
    else:
        banner = Area(QRectF(0, 0, WORLDS_W - 200, 190), paint, 16)
        banner.setPos(100, scene.layout.middle_y + 120)
    banner.setZValue(900)
    scene.addItem(banner)
