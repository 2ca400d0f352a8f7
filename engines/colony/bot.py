"""The co-operative heuristic bot: lands when safe, armors against the planet, blocks the worst cards."""

from __future__ import annotations

from typing import Any

from engines.colony import actions as a
from engines.colony import threat
from engines.colony.content import CARDS, C, CardDef
from engines.colony.view import ColonyView, ShipView
from engines.core.bots import Bot, BotTurn

SHIP_PREFERENCE = ("wayfarer", "bastion", "mender", "foundry", "lancer", "pathfinder")
BLOCK_AT = 3.5  # people at stake before a block card is spent
GUARD_AT = 2.0


class HeuristicBot(Bot):
    """Plays one seat of the team from that seat's view only."""

    name = "heuristic"

    def choose(self, turn: BotTurn) -> Any:
        options = turn.options
        first = options[0]
        view: ColonyView = turn.view
        seat = turn.seat
        if isinstance(first, a.PickShip):
            return self._pick(view, options)
        if isinstance(options[-1], a.NoReaction):
            return self._react(view, seat, options)
        if isinstance(options[-1], a.AddPerson):
            return self._turn(view, seat, options)
        return self._step(view, seat, options)

    # ----- draft ------------------------------------------------------------------------------
    def _pick(self, view: ColonyView, options: list[Any]) -> Any:
        free = {o.ship: o for o in options}
        for key in (view.planet.nemesis, *SHIP_PREFERENCE):
            if key in free:
                return free[key]
        return options[0]

    # ----- reactions -----------------------------------------------------------------------------
    def _react(self, view: ColonyView, seat: int, options: list[Any]) -> Any:
        pend = view.resolving
        if pend is None:
            return options[-1]
        if pend.origin in ("play", "ghost"):
            return options[0]  # escorting a landing always helps
        danger = threat.card_threat(view, pend.card.id, pend.origin)
        best, score = options[-1], 0.0
        for option in options[:-1]:
            value = self._reaction_value(view, seat, CARDS[option.card], pend.card.id, pend.origin, danger)
            if value > score:
                best, score = option, value
        return best

    def _reaction_value(self, view: ColonyView, seat: int, card: CardDef, source: str, origin: str,
                        danger: float) -> float:
        ops = card.ops
        if any(op.op == "block" for op in ops):
            return danger if danger >= BLOCK_AT else 0.0
        planet = CARDS[source]
        effect = planet.action if origin == "atmo" else planet.ops
        saved = 0.0
        for op in ops:
            if op.op == "evade":
                saved += sum(threat.op_loss(view, e) for e in effect if e.target in ("ships", "top_ship")
                             and e.op == "damage") / max(1, len([s for s in view.ships if not s.ghost]))
            elif op.op == "guard":
                saved += self._guard_saving(view, seat, op.target, op.kind, op.amount, effect)
        return saved if saved >= GUARD_AT else 0.0

    def _guard_saving(self, view: ColonyView, seat: int, target: str, kind: int, amount: int,
                      effect: tuple[Any, ...]) -> float:
        saved = 0.0
        for op in effect:
            if op.op != "damage" or op.kind != kind:
                continue
            hit = op.amount + view.planet_bonus
            if target == "surface" and op.target in ("spaces", "top_space", "random_space", "random_area"):
                saved += threat.op_loss(view, op) * min(1.0, amount / max(1, hit))
            elif target == "ships" and op.target == "ships":
                saved += sum(threat.ship_loss(view, s.seat, hit, kind)
                             - threat.ship_loss(view, s.seat, hit, kind, amount) for s in view.ships)
            elif target == "self" and (op.target == "ships" or threat.top_ship(view) == seat):
                saved += threat.ship_loss(view, seat, hit, kind) - threat.ship_loss(view, seat, hit, kind, amount)
        return saved

    # ----- own turn ---------------------------------------------------------------------------------
    def _turn(self, view: ColonyView, seat: int, options: list[Any]) -> Any:
        ship = view.ships[seat]
        plays = [(CARDS[o.card], o) for o in options if isinstance(o, a.PlayCard)]
        best, score = options[-1], self._add_value(view, ship)
        for card, option in plays:
            value = self._play_value(view, ship, card)
            if value > score:
                best, score = option, value
        return best

    def _reserve(self, view: ColonyView, ship: ShipView) -> int:
        """People to keep aboard so the next cycle cannot ghost the ship."""
        pressure = threat.ship_pressure(view.planet.key, view.players) * view.planet_draws
        for slot in view.slots:
            if slot.card is not None and slot.owner < 0:
                pressure += threat.effect_loss(view, CARDS[slot.card.id].action) / max(1, view.players)
        return max(3, round(pressure + 1.5 - min(ship.armor)))

    def _add_value(self, view: ColonyView, ship: ShipView) -> float:
        return 2.0 if ship.people <= self._reserve(view, ship) else 0.5

    def _play_value(self, view: ColonyView, ship: ShipView, card: CardDef) -> float:
        kind = card.kind
        if card.lands or card.key in ("homestead", "nurture"):
            return self._landing_value(view, ship, card)
        if card.icon == "ship":
            return self._upgrade_value(view, ship, card)
        if card.icon == "atmosphere":
            return self._satellite_value(view)
        if kind == "attack":
            return self._attack_value(view)
        if kind == "repair":
            return self._repair_value(view, ship, card)
        if card.key in ("long_range_scan",):
            return 0.8 if view.top_card is None else 0.1
        if card.key == "forage":
            return 1.2
        return 0.3

    def _landing_value(self, view: ColonyView, ship: ShipView, card: CardDef) -> float:
        spare = ship.people - self._reserve(view, ship)
        need = view.goal - view.total
        op = next((o for o in card.ops if o.op == "land"), None)
        if op is None:
            return 2.5 if view.total else 0.0
        reach = min(op.max, ship.people) + op.add
        if reach >= need:
            return 100.0
        if spare < 1:
            return 0.0
        return 3.0 + min(spare, op.max) + op.add

    def _upgrade_value(self, view: ColonyView, ship: ShipView, card: CardDef) -> float:
        upgrade = card.upgrade
        if upgrade is None or len(ship.docked) >= 3:
            return 0.2
        dominant = threat.dominant_kind(view.planet.key)
        value = 1.0 + 2.5 * upgrade.armor[dominant] + 1.0 * upgrade.armor[1 - dominant]
        return value + 1.5 * upgrade.land_max + 2.0 * upgrade.turn_add + 1.0 * upgrade.bonus

    def _satellite_value(self, view: ColonyView) -> float:
        worst = max((threat.docked_threat(view, CARDS[s.card.id]) for s in view.slots
                     if s.card is not None and s.owner < 0), default=0.0)
        empty = any(s.card is None for s in view.slots)
        return max(worst, 3.5 if empty else 0.0)

    def _attack_value(self, view: ColonyView) -> float:
        worst = max((threat.docked_threat(view, CARDS[s.card.id]) for s in view.slots
                     if s.card is not None and s.owner < 0 and s.hp > 0), default=0.0)
        return worst * 0.8

    def _repair_value(self, view: ColonyView, ship: ShipView, card: CardDef) -> float:
        ghosts = any(s.ghost for s in view.ships)
        op = card.ops[0] if card.ops else None
        if op is not None and op.op == "transfer":
            spare = ship.people - self._reserve(view, ship)
            needy = ghosts or any(not s.ghost and s.people <= 2 for s in view.ships)
            return 6.0 if needy and spare >= 3 else 0.0
        if op is not None and op.to in ("any", "ghost") and ghosts:
            return 8.0
        reserve = self._reserve(view, ship)
        if op is not None and op.op == "transfer":
            return 0.0
        if op is not None and op.to in ("any", "ghost"):
            needy = any(not s.ghost and s.people <= reserve for s in view.ships)
            return 4.0 if needy else 1.5
        return 4.5 if ship.people <= reserve + 1 else 2.0 if ship.people <= reserve + 5 else 0.8

    # ----- the choices a card asks for ----------------------------------------------------------------
    def _step(self, view: ColonyView, seat: int, options: list[Any]) -> Any:
        first = options[0]
        if isinstance(first, a.ChooseSpace):
            return self._space(view, options)
        if isinstance(first, a.ChooseCount):
            return self._count(view, seat, options)
        if isinstance(first, a.ChooseShip):
            return self._ship(view, seat, options)
        if isinstance(first, a.ChooseSlot):
            return self._slot(view, options)
        if isinstance(first, a.ChooseTarget):
            return self._target(view, options)
        if isinstance(first, a.PlaceTop):
            top = view.top_card
            danger = threat.card_threat(view, top.id, "planet") if top is not None and top.id else 0.0
            return options[1] if danger >= 2.0 else options[0]
        return self._salvage(options)

    def _space(self, view: ColonyView, options: list[Any]) -> Any:
        surface = view.surface
        occupied = sum(1 for p in surface if p)
        spread = occupied < max(2, len(surface) // 2)

        def rank(option: Any) -> tuple[int, int]:
            people = surface[option.space - 1]
            return ((0 if people or spread else 1), people)

        return min(options, key=rank)

    def _count(self, view: ColonyView, seat: int, options: list[Any]) -> Any:
        ship = view.ships[seat]
        pend = view.resolving
        need = view.goal - view.total
        card = CARDS[pend.card.id] if pend is not None and pend.card.id else None
        if card is not None and card.lands:
            added = sum(o.add for o in card.ops)
            if options[-1].count + added >= need:
                return next(o for o in options if o.count + added >= need)
        spare = ship.people - self._reserve(view, ship)
        if card is not None and not card.lands and pend is not None and view.ships[pend.ship].ghost:
            spare = max(spare, 2)
        wanted = max(1, min(spare, options[-1].count))
        return options[wanted - 1]

    def _ship(self, view: ColonyView, seat: int, options: list[Any]) -> Any:
        ghosts = [o for o in options if view.ships[o.seat].ghost]
        if ghosts:
            return ghosts[0]
        pend = view.resolving
        if pend is not None and pend.card.key == "aegis_relay":
            top = threat.top_ship(view)
            return next((o for o in options if o.seat == top), options[0])
        return min(options, key=lambda o: view.ships[o.seat].people)

    def _slot(self, view: ColonyView, options: list[Any]) -> Any:
        def rank(option: Any) -> float:
            slot = view.slots[option.slot - 1]
            if slot.card is None:
                return 1.0
            if slot.owner >= 0:
                return -5.0
            return 1.0 + threat.docked_threat(view, CARDS[slot.card.id])

        return max(options, key=rank)

    def _target(self, view: ColonyView, options: list[Any]) -> Any:
        def rank(option: Any) -> float:
            slot = view.slots[option.slot - 1]
            if slot.card is None:
                return 0.0
            if slot.owner >= 0:
                return float(slot.max_hp - slot.hp)
            return float(threat.docked_threat(view, CARDS[slot.card.id]) - slot.hp * 0.3)

        return max(options, key=rank)

    def _salvage(self, options: list[Any]) -> Any:
        wanted = ("landing", "block", "repair")
        for kind in wanted:
            for option in options:
                if CARDS[option.card].kind == kind:
                    return option
        return options[0]


__all__ = ["C", "HeuristicBot"]
