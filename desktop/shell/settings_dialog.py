"""The settings dialog: name, animations, bot pace, autosaves, hot-seat curtain."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from desktop.settings import BOT_PACES, DEFAULT_PACE, Settings

PACE_LABELS = {
    "instant": "Instant: bots move at once",
    "brisk": "Brisk: a short pause before each bot move",
    "relaxed": "Relaxed: time to follow every bot move",
}


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.settings = settings
        form = QFormLayout(self)
        self.name = QLineEdit(settings.player_name)
        self.animations = QCheckBox("Animate dice, moves and acquisitions")
        self.animations.setChecked(settings.animations)
        self.animations.setToolTip("A click on the table ends whatever is still moving.")
        self.speed = QDoubleSpinBox()
        self.speed.setRange(0.25, 4.0)
        self.speed.setSingleStep(0.25)
        self.speed.setValue(settings.animation_speed)
        self.bot_pace = QComboBox()
        for pace in BOT_PACES:
            self.bot_pace.addItem(PACE_LABELS[pace], pace)
        self.bot_pace.setCurrentIndex(self.bot_pace.findData(settings.bot_pace if settings.bot_pace in BOT_PACES
                                                             else DEFAULT_PACE))
        self.bot_budget = QDoubleSpinBox()
        self.bot_budget.setRange(0.1, 10.0)
        self.bot_budget.setSingleStep(0.5)
        self.bot_budget.setDecimals(1)
        self.bot_budget.setSuffix(" s")
        self.bot_budget.setValue(settings.bot_budget_s)
        self.bot_budget.setToolTip("The longest a Hard bot thinks about one decision (new tables).")
        self.autosaves = QSpinBox()
        self.autosaves.setRange(1, 50)
        self.autosaves.setValue(settings.autosaves_kept)
        self.curtain = QCheckBox("Show “pass to …” before revealing another seat's hidden cards")
        self.curtain.setChecked(settings.curtain)
        form.addRow("Your name", self.name)
        form.addRow("Animations", self.animations)
        form.addRow("Animation speed", self.speed)
        form.addRow("Bot pace", self.bot_pace)
        form.addRow("Hard bot thinks up to", self.bot_budget)
        form.addRow("Autosaves kept", self.autosaves)
        form.addRow("Hot-seat", self.curtain)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def result_settings(self) -> Settings:
        s = self.settings
        s.player_name = self.name.text().strip() or "Player"
        s.animations = self.animations.isChecked()
        s.animation_speed = self.speed.value()
        s.bot_pace = self.bot_pace.currentData()
        s.bot_budget_s = self.bot_budget.value()
        s.autosaves_kept = self.autosaves.value()
        s.curtain = self.curtain.isChecked()
        return s
