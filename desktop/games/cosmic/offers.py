"""The current options sorted by what on the table sends them (a tile, a card, a die, a button...)."""

from __future__ import annotations

from typing import Any

from engines.cosmic import actions as A

# Options with no natural place on the table: buttons in the action bar (labelled as the engine labels them).
BAR_TYPES = (A.Done, A.Recycle, A.Reroll, A.Keep, A.Traverse, A.ChooseMode)
TILE_TYPES = (A.Place, A.ChoosePlanet, A.Conquer, A.Overthrow)
CARD_TYPES = (A.Draft, A.Awaken, A.ChooseContender)


class Offer:
    """Index of one decision's options; every lookup returns options only, never invents one."""

    def __init__(self, options: list[Any], labels: dict[Any, str] | None = None, prompt: str = "") -> None:
        self.all = list(options)
        self.prompt = prompt
        self.labels = labels or {}
        self.moves: dict[int, dict[int, Any]] = {}
        self.attacks: dict[int, dict[int, Any]] = {}
        self.by_type: dict[type, list[Any]] = {}
        for option in options:
            self.by_type.setdefault(type(option), []).append(option)
            if isinstance(option, A.Move):
                self.moves.setdefault(option.contender, {})[option.cell] = option
            elif isinstance(option, A.Attack):
                self.attacks.setdefault(option.attacker, {})[option.target] = option

    def of(self, *types: type) -> list[Any]:
        return [option for kind in types for option in self.by_type.get(kind, [])]

    def has(self, option: Any) -> bool:
        return option in self.all

    def label(self, option: Any) -> str:
        return self.labels.get(option, type(option).__name__)

    # ----- by place on the table ---------------------------------------------------------------
    def tile(self, cell: int, unit: int | None) -> list[Any]:
        """A click on a planet: place, choose it, take it, or move the selected standee there."""
        found = [o for o in self.of(*TILE_TYPES) if o.cell == cell]
        if unit is not None and cell in self.moves.get(unit, {}):
            found.append(self.moves[unit][cell])
        return found

    def card(self, key: int) -> list[Any]:
        """A click on a Contender card: draft it, awaken it, or choose it for an effect."""
        return [o for o in self.of(*CARD_TYPES) if o.contender == key]

    def abilities(self, key: int) -> list[Any]:
        return [o for o in self.of(A.UseAbility) if o.contender == key]

    def buy(self, slot: int) -> list[Any]:
        return [o for o in self.of(A.Buy) if o.slot == slot]

    def play(self, card: int) -> list[Any]:
        return [o for o in self.of(A.PlayCard) if o.card == card]

    def die(self, index: int) -> list[Any]:
        return [o for o in self.of(A.ToggleDie, A.ChooseDie) if o.die == index]

    def choose_card(self, card: int) -> list[Any]:
        return [o for o in self.of(A.ChooseCard) if o.card == card]

    def bar(self) -> list[Any]:
        return self.of(*BAR_TYPES)

    def unit_of(self, key: int, team_moves: bool) -> int:
        """The unit a standee moves as: itself, or its whole team (-1) under the team-move rule."""
        return -1 if team_moves else key

    def movable(self, unit: int) -> bool:
        return bool(self.moves.get(unit))

    def targets(self, attacker: int) -> dict[int, Any]:
        return self.attacks.get(attacker, {})


def instance_of(card_id: str) -> int:
    """'cc-armory-07' -> 6: the card instance number an action names."""
    return int(card_id.rsplit("-", 1)[1]) - 1
