"""A tactical action and its parts (LRR 89): the struct other procedures push to start one."""

from __future__ import annotations

from engines.galaxy.steps.base import Step


class TacticalAction(Step, kw_only=True):
    """``seat`` activates a system and goes through movement, combat, invasion and production.

    ``system`` is -1 until a system is activated; ``stage`` names the part in progress; ``moved``
    says ships moved into the system in the movement step; ``gained`` the planets the active player
    gained control of during it (the Winnu's Reclaimer reads them at its end); ``free``: no command token is
    spent or placed and only a system outside every home may be activated (the Naalu agent Z'eu).
    """

    system: int = -1
    stage: str = "activate"
    moved: bool = False
    gained: list[str] = []
    free: bool = False
