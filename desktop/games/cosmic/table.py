"""Laying out the table: where the grid, the seats, the Armory, the hand and the buttons go."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop import theme
from desktop.games.cosmic import art
from desktop.games.cosmic.board import GAP, TILE, PlanetTile, Standee, cell_origin, standee_layout
from desktop.games.cosmic.cards import CARD_H, CARD_W, ArmoryCard, CardBack, ContenderCard
from desktop.games.cosmic.info import LastCombat, Legend
from desktop.games.cosmic.items import Backdrop, Button, Caption, Chip
from desktop.games.cosmic.offers import instance_of
from desktop.games.cosmic.panels import FinalCount, Header, PickMark, SeatFrame, SeatHeader, phase_text
from engines.cosmic import actions as A
from engines.cosmic.actions import Awaken, ChooseCard

if TYPE_CHECKING:
    from desktop.games.cosmic.scene import CosmicScene

GRID_TOP = 104.0
GRID = 3 * TILE + 2 * GAP
RIGHT = GRID + 36
BLOCK_W = 12 + 3 * (CARD_W + 12)
BLOCK_H = 54 + CARD_H + 14
WIDTH = RIGHT + 2 * BLOCK_W + 20
STRIP_TOP = GRID_TOP + GRID + 26
STRIP_H = CARD_H + 64
MARKET_W = 40 + CARD_W * 0.7 + 5 * (CARD_W + 12)


def header(scene: CosmicScene, view: Any, prompt: str, last: str) -> None:
    name = scene.seat_name(view.draft.drafting if view.draft is not None else view.active)
    item = Header(view, WIDTH, phase_text(view, name), prompt, last)
    scene.place(item, QPointF(0, 0))


def grid(scene: CosmicScene, view: Any) -> None:
    """The nine planet tiles and, on each, the standees of every team there."""
    for planet in view.planets:
        controller = planet.controller
        colour = scene.seat_colour_index(controller) if controller >= 0 else None
        tile = PlanetTile(planet, colour, scene.seat_name(controller) if controller >= 0 else "")
        scene.place(tile, cell_origin(planet.cell, 0, GRID_TOP))
        scene.tiles[planet.cell] = tile
        keys = [key for team in planet.teams for key in team.contenders]
        owners = [team.seat for team in planet.teams for _ in team.contenders]
        spots, scale = standee_layout(owners)
        for key, spot in zip(keys, spots, strict=True):
            c = view.contenders[key]
            standee = Standee(c, scene.seat_colour_index(c.owner), scene.standee_clicked, scene.standee_dropped)
            standee.setScale(scale)
            scene.place(standee, tile.pos() + spot)
            scene.standees[key] = standee


def seats(scene: CosmicScene, view: Any, engaged: dict[int, str]) -> float:
    """Each seat's block: its line of counters and its three Contender cards. Returns the bottom."""
    bottom = GRID_TOP
    order = view.order or list(range(view.players))
    for index, seat in enumerate(order):
        col, row = index % 2, index // 2
        origin = QPointF(RIGHT + col * (BLOCK_W + 20), GRID_TOP + row * (BLOCK_H + 16))
        player = view.seats[seat]
        active = seat == (view.draft.drafting if view.draft is not None else view.active) and view.phase != "over"
        colour = scene.seat_colour_index(seat)
        scene.place(SeatFrame(BLOCK_W, BLOCK_H, colour, active), origin)
        scene.place(SeatHeader(player, scene.seat_name(seat), colour, BLOCK_W - 8, active, seat == view.seat),
                    origin + QPointF(4, 4))
        for n, key in enumerate(player.team):
            card = ContenderCard(view.contenders[key], colour, engaged.get(key, ""))
            scene.place(card, origin + QPointF(12 + n * (CARD_W + 12), 54))
            scene.cards[key] = card
            ability_chips(scene, card)
        bottom = max(bottom, origin.y() + BLOCK_H)
    return bottom


def ability_chips(scene: CosmicScene, card: ContenderCard) -> None:
    """UseAbility options drawn as chips over the card's ability lines; Awaken as a chip too."""
    for option in scene.offer.of(Awaken):
        if option.contender == card.c.key:
            chip = Chip("Awaken", CARD_W - 12, 30, art.GOLD, card)
            chip.setToolTip(scene.offer.label(option))
            chip.setPos(6, 136)
            chip.set_options([option], scene.send)
            scene.chips.append(chip)
    for option in scene.offer.abilities(card.c.key):
        ability = card.c.combat if option.kind == "combat" else card.c.support
        mark = "⚔ " if option.kind == "combat" else "✚ "
        colour = art.RED_DIE if option.kind == "combat" else QColor("#2e8b57")
        chip = Chip(mark + ability.name, CARD_W - 12, 26, colour, card)
        chip.setToolTip(scene.offer.label(option))
        chip.setPos(6, 137 if option.kind == "combat" else 161)
        chip.set_options([option], scene.send)
        scene.chips.append(chip)


def market(scene: CosmicScene, view: Any) -> None:
    """The Armory: the deck, the five face-up cards (buy by clicking) and the discard pile's size."""
    left = QPointF(0, STRIP_TOP)
    scene.place(Backdrop(MARKET_W, STRIP_H, "Armory"), left)
    deck = CardBack(f"Deck\n{view.deck_count}")
    scene.place(deck, left + QPointF(16, 58))
    scene.place(Caption(f"Discard: {len(view.discard)}", CARD_W * 0.7 + 10, 16, theme.MUTED),
                left + QPointF(14, 58 + CARD_H * 0.7 + 8))
    for slot, card in enumerate(view.market):
        if card is None:
            continue
        options = scene.offer.buy(slot)
        price = scene.offer.label(options[0]).rsplit("(", 1)[-1].rstrip(")") if options else ""
        item = ArmoryCard(card, f"buy for {price}" if price else "")
        item.set_options(options, scene.send)
        scene.stands_for(item, A.Buy(slot))  # a card you cannot buy now says why when clicked
        scene.place(item, left + QPointF(28 + CARD_W * 0.7 + slot * (CARD_W + 12), 50))
        scene.market_cards.append(item)


def hand(scene: CosmicScene, view: Any) -> None:
    """The seat's own hand, face up (playable cards are lit); a spectator sees only counts."""
    left = QPointF(MARKET_W + 24, STRIP_TOP)
    width = WIDTH - left.x()
    title = "Your hand" if view.seat is not None else "Hands are hidden"
    scene.place(Backdrop(width, STRIP_H, f"{title} ({len(view.hand)})" if view.seat is not None else title), left)
    cards = view.hand
    if not cards:
        scene.place(Caption("No Armory cards in hand." if view.seat is not None else "", width - 40, 20,
                            theme.MUTED), left + QPointF(20, 60))
        return
    step = min(CARD_W + 12, (width - 40 - CARD_W) / max(1, len(cards) - 1))
    for index, card in enumerate(cards):
        item = ArmoryCard(card)
        item.set_options(scene.offer.play(instance_of(card.id)), scene.send)
        scene.stands_for(item, A.PlayCard(instance_of(card.id)))
        scene.place(item, left + QPointF(20 + index * step, 50), z=3 + index)
        scene.hand_cards.append(item)


def action_bar(scene: CosmicScene, origin: QPointF, width: float, z: float = 2) -> float:
    """Buttons for the options with no place on the table (Done, Recycle, Re-roll, Keep, Traverse...).

    Returns the height the buttons take."""
    options = scene.offer.bar()
    if not options:
        return 0.0
    gap = 12.0
    widths = [min(360.0, max(150.0, 13.5 * len(scene.offer.label(o)) + 30)) for o in options]
    rows: list[list[int]] = [[]]
    used = 0.0
    for index, w in enumerate(widths):
        if rows[-1] and used + w > width:
            rows.append([])
            used = 0.0
        rows[-1].append(index)
        used += w + gap
    for r, row in enumerate(rows):
        x = origin.x()
        for index in row:
            option = options[index]
            button = Button(scene.offer.label(option), widths[index], 52, primary=type(option).__name__ == "Done")
            button.set_options([option], scene.send)
            scene.place(button, QPointF(x, origin.y() + r * 62), z=z)
            scene.buttons.append(button)
            x += widths[index] + gap
    return len(rows) * 62.0


def reference(scene: CosmicScene, view: Any, top: float) -> None:
    """The dice key and the last combat, in the room left under the seats (when there is room)."""
    width = WIDTH - RIGHT
    room = GRID_TOP + GRID - top
    if view.last_combat is not None and room >= 150:
        names = [scene.seat_name(s) for s in range(view.players)]
        colours = [scene.seat_colour_index(s) for s in range(view.players)]
        scene.place(LastCombat(view, names, colours, width), QPointF(RIGHT, top))
        top += 162
        room -= 162
    if room >= 176:
        scene.place(Legend(view, width), QPointF(RIGHT, top))


def draft(scene: CosmicScene, view: Any) -> None:
    """The snake draft over the grid: pick order, then all 18 Contenders by class (taken ones marked)."""
    scene.place(Backdrop(GRID, GRID, "Snake draft: pick one Sentinel, one Savior and one Destroyer"),
                QPointF(0, GRID_TOP), z=250)
    order = view.draft.order
    step = min(56.0, (GRID - 60) / max(1, len(order)))
    for index, seat in enumerate(order):
        mark = PickMark(index + 1, scene.seat_colour_index(seat), index < view.draft.picks,
                        index == view.draft.picks, step - 6)
        mark.setToolTip(f"Pick {index + 1}: {scene.seat_name(seat)}")
        scene.place(mark, QPointF(30 + index * step, GRID_TOP + 50), z=260)
    for row, klass in enumerate(("sentinel", "savior", "destroyer")):
        keys = [c.key for c in view.contenders if c.klass == klass]
        for col, key in enumerate(keys):
            c = view.contenders[key]
            card = ContenderCard(c, scene.seat_colour_index(c.owner) if c.owner >= 0 else 0)
            card.set_options(scene.offer.card(key), scene.send)
            if c.owner >= 0:
                card.setOpacity(0.55)
            scene.place(card, QPointF(30 + col * (CARD_W + 14), GRID_TOP + 140 + row * (CARD_H + 12)), z=260)
            scene.draft_cards[key] = card


def dim(scene: CosmicScene, z: float) -> None:
    """Shade the grid under a panel that takes the players' attention (combat, a choice, the end)."""
    scene.place(Backdrop(GRID, GRID, "", QColor(0, 0, 0, 0), QColor(5, 8, 16, 170)), QPointF(0, GRID_TOP), z=z)


def card_choice(scene: CosmicScene, view: Any) -> None:
    """A pending choice of an Armory card (a Weapon from the discard pile): the candidates in a tray."""
    options = scene.offer.of(ChooseCard)
    if not options:
        return
    wanted = {o.card for o in options}
    cards = [c for c in view.discard if instance_of(c.id) in wanted]
    step = min(CARD_W + 12, (GRID - 60 - CARD_W) / max(1, len(cards) - 1))
    width = 60 + CARD_W + step * (len(cards) - 1)
    origin = QPointF((GRID - width) / 2, GRID_TOP + (GRID - CARD_H - 80) / 2)
    dim(scene, 390)
    scene.place(Backdrop(width, CARD_H + 80, scene.offer.prompt or "Choose a card", art.GOLD), origin, z=400)
    for index, card in enumerate(cards):
        item = ArmoryCard(card)
        item.set_options(scene.offer.choose_card(instance_of(card.id)), scene.send)
        scene.place(item, origin + QPointF(30 + index * step, 60), z=410 + index)
        scene.tray_cards.append(item)


def final(scene: CosmicScene, view: Any) -> None:
    colours = [scene.seat_colour_index(s) for s in range(view.players)]
    names = [scene.seat_name(s) for s in range(view.players)]
    item = FinalCount(view.final, view.seats, names, colours, GRID - 40)
    dim(scene, 490)
    scene.place(item, QPointF(20, GRID_TOP + (GRID - item.boundingRect().height()) / 2), z=500)


def rect(players: int) -> QRectF:
    rows = math.ceil(players / 2)
    bottom = max(STRIP_TOP + STRIP_H, GRID_TOP + rows * (BLOCK_H + 16) + 140)
    return QRectF(-10, -10, WIDTH + 20, bottom + 20)
