"""Around the map: the prompt bar with its buttons, the score track, the boards, the hand, piles and battle."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from desktop import theme
from desktop.games.woodland import al_board, art, compact, ey_board, lp_board, mq_board, vb_board
from desktop.games.woodland import geometry as geo
from desktop.games.woodland.boards import FACTION_NAMES, SeatHeader, Seats, label
from desktop.games.woodland.cards import BackCard, WoodCard
from desktop.games.woodland.hud import Button, Caption, Panel, button_width, die_face
from desktop.games.woodland.map_items import PieceItem
from desktop.widgets.die import DieItem
from desktop.widgets.hand import HandItem
from desktop.widgets.track import TrackItem
from engines.core.contract import names_in
from engines.core.words import plural
from engines.woodland.deck import DESIGNS

if TYPE_CHECKING:
    from desktop.games.woodland.scene import WoodlandScene

BUILDERS = {"lost_powers": lp_board.build, "marquise": mq_board.build, "vagabond": vb_board.build,
            "eyrie": ey_board.build, "alliance": al_board.build}
HAND_W = 860.0
CARD_W, CARD_H = 132.0, 190.0
PILE_W = 74.0  # the draw deck and the discard pile: "Discard" reads on one line at the smallest table
PHASES = {"setup": "Setup", "birdsong": "Birdsong", "daylight": "Daylight", "evening": "Evening"}


# ----- the top: status, prompt, buttons, score track ---------------------------------------------------
def draw_top(scene: WoodlandScene, envelope: Any) -> None:
    view = envelope.view
    names = envelope.names
    active = scene.seat_name(view.active)
    faction = FACTION_NAMES.get(view.seats[view.active].faction, "")
    status = f"Round {view.round} · {active} ({faction}) · {PHASES.get(view.phase, view.phase)}"
    if view.over or envelope.result is not None:
        status = f"Game over after {view.round} rounds"
    top = Caption(status, geo.WIDTH, 20, theme.MUTED, bold=True)
    scene.addItem(top)
    prompt = _prompt_words(scene, envelope)
    colour = art.LOSE if scene.loss is not None and envelope.decision is not None else theme.ACCENT
    words = Caption(prompt, geo.MAP_W - 20, 26, colour, bold=True, lines=2)
    scene.addItem(words)
    words.setPos(0, 30)
    _bar(scene, names)
    track = TrackItem([str(n) for n in range(31)], geo.MAP_W / 31, 42,
                      [QColor("#3c5148") if n % 5 else QColor("#5a6e4f") for n in range(31)])
    track.set_markers(_vp_markers(scene, view))
    scene.addItem(track)
    track.setPos(0, geo.TOP_H - 54)
    track.setToolTip("Victory points: 30 wins")


def _prompt_words(scene: WoodlandScene, envelope: Any) -> str:
    result = envelope.result
    if result is not None:
        winners = " and ".join(envelope.names[w] for w in result.winners) or "Nobody"
        return f"{winners} win{'s' if len(result.winners) == 1 else ''}! {names_in(result.summary, envelope.names)}"
    if envelope.decision is not None:
        return str(envelope.decision.prompt)
    view = envelope.view
    if view.waiting and view.prompt:
        return "Waiting: " + names_in(view.prompt, envelope.names)
    return ""


def _vp_markers(scene: WoodlandScene, view: Any) -> dict[int, list[int]]:
    markers: dict[int, list[int]] = {}
    for seat in view.seats:
        if not seat.dominance:
            markers.setdefault(min(30, max(0, seat.vp)), []).append(scene.colour_of(seat.seat))
    return markers


def _bar(scene: WoodlandScene, names: list[str]) -> None:
    """Buttons for options with no place of their own: done/skip, quest rewards, characters, counts..."""
    x = geo.MAP_W + geo.GAP
    y = 26.0
    for key, label_text in scene.bar_entries():
        width = button_width(label_text, 19, 110, 320)
        if x + width > geo.WIDTH:
            x, y = geo.MAP_W + geo.GAP, y + 50
        tone = "warn" if key == ("button", "done") else "plain"
        button = Button(key, label_text, width, 44, tone=tone)
        scene.addItem(button)
        button.setPos(x, y)
        x += width + 8


# ----- boards ------------------------------------------------------------------------------------------
def draw_boards(scene: WoodlandScene, view: Any, seats: Seats) -> None:
    """One board per seat beside the map; from four seats on, the seat in focus (deciding, else watching,
    else active) gets its full board and the others a compact one, so every board stays readable."""
    x = geo.MAP_W + geo.GAP
    count = len(view.seats)
    gap = 12.0
    heights = board_heights(count, focus_seat(view, seats))
    y = geo.TOP_H
    for seat, height in zip(view.seats, heights, strict=True):
        if height >= compact.FULL_AT:
            panel = BUILDERS[seat.faction](seat, seats, geo.BOARD_W, height)
        else:
            panel = compact.build(seat, seats, geo.BOARD_W, height)
        scene.addItem(panel)
        panel.setPos(x, y)
        y += height + gap
        scene.boards[seat.seat] = panel
    if scene.loss is not None:
        _loss_banner(scene, view)


def focus_seat(view: Any, seats: Seats) -> int:
    for seat in (seats.deciding, seats.viewer, view.active):
        if seat is not None and seat >= 0:
            return int(seat)
    return 0


def board_heights(count: int, focus: int, gap: float = 12.0) -> list[float]:
    """Equal boards for up to three seats; from four on, compact boards and one full board in focus."""
    if count <= 3:
        return [(geo.MAP_H - gap * (count - 1)) / count] * count
    rest = geo.MAP_H - gap * (count - 1) - compact.HEIGHT * (count - 1)
    return [rest if seat == focus else compact.HEIGHT for seat in range(count)]


def _loss_banner(scene: WoodlandScene, view: Any) -> None:
    """The board of the seat that must choose what it loses says so too."""
    assert scene.loss is not None
    cid, chooser, loser = scene.loss
    panel = scene.boards.get(chooser)
    if panel is None:
        return
    whose = "your" if loser == chooser else f"{scene.seat_name(loser)}'s"
    what = "item to damage" if view.seats[loser].faction == "vagabond" and view.task != "vb_strike" else "piece to lose"
    for child in panel.childItems():
        if isinstance(child, SeatHeader):
            child.alert_text = f"⚠ choose {whose} {what} in clearing {cid}"
            child.alert_short = [f"⚠ choose {whose} {what} ({cid})", f"⚠ {what} in clearing {cid}"]
            child.update()

# ----- the bottom: hand, piles, battle -------------------------------------------------------------------
def draw_bottom(scene: WoodlandScene, view: Any) -> None:
    y = geo.TOP_H + geo.MAP_H + geo.GAP
    _hand(scene, view, QPointF(0, y))
    _piles(scene, view, QPointF(HAND_W + 20, y))
    _battle(scene, view, QPointF(geo.MAP_W + geo.GAP, y))


def _hand(scene: WoodlandScene, view: Any, pos: QPointF) -> None:
    if view.seat is None:
        label_item = Caption("Watching: every hand is hidden", 400, 18, theme.MUTED)
        scene.addItem(label_item)
        label_item.setPos(pos)
        return
    caption = Caption(f"Your hand ({len(view.hand)})", 300, 17, theme.MUTED, bold=True)
    scene.addItem(caption)
    caption.setPos(pos)
    hand = HandItem(HAND_W)
    scene.addItem(hand)
    hand.setPos(pos + QPointF(0, 28))
    hand.set_cards([WoodCard(("hand", ref.id), ref.key, CARD_W, CARD_H, ref.id) for ref in view.hand])


def _piles(scene: WoodlandScene, view: Any, pos: QPointF) -> None:
    deck = BackCard(("pile", -1, "deck"), PILE_W, 100, "Draw deck", view.deck_count)
    scene.addItem(deck)
    deck.setPos(pos + QPointF(0, 28))
    # its name and count, its top card in the tooltip: a card this narrow shows its top card's name cut short
    top = BackCard(("pile", -1, "discard"), PILE_W, 100, "Discard", len(view.discard), QColor("#6b5b3e"))
    design = DESIGNS.get(view.discard[-1].key) if view.discard else None
    on_top = f"; on top: {design.name}" if design is not None else ""
    top.setToolTip(f"Discard pile: {plural(len(view.discard), 'card')}, face up{on_top}. Click to see them all."
                   if view.discard else "Discard pile: empty so far")
    scene.addItem(top)
    top.setPos(pos + QPointF(PILE_W + 6, 28))
    caption = Caption(f"Deck {view.deck_count} · Discard {len(view.discard)}", 200, 14, theme.MUTED)
    scene.addItem(caption)
    caption.setPos(pos)
    for n, ref in enumerate(view.available_dominance):
        card = WoodCard(("dominance", ref.id), ref.key, 150, 32, ref.id)
        card.setToolTip(card.toolTip() + "\nAvailable: take it in Daylight by spending a card of its suit (Law 3.3.3)")
        scene.addItem(card)
        card.setPos(pos + QPointF(2 * PILE_W + 12, 28 + n * 36))
    _supply(scene, view, pos + QPointF(0, 182))


def _supply(scene: WoodlandScene, view: Any, pos: QPointF) -> None:
    words = ", ".join(f"{kind} {count}" for kind, count in sorted(view.item_supply.items()) if count)
    caption = Caption(f"Item supply: {words or 'empty'}", 300, 13.5, theme.MUTED, floor=geo.FLOOR_PX)
    scene.addItem(caption)
    caption.setPos(pos)


def _battle(scene: WoodlandScene, view: Any, pos: QPointF) -> None:
    battle = view.battle or view.last_battle
    if battle is None:
        return
    live = view.battle is not None
    width = geo.BOARD_W
    title = f"Battle in clearing {battle.clearing}" if live else f"Last battle: clearing {battle.clearing}"
    panel = Panel(width, geo.BOTTOM_H - 20, title, accent=art.LOSE if live else None)
    panel.glow = live
    scene.addItem(panel)
    panel.setPos(pos)
    scene.battle_panel = panel
    stage = STAGE_WORDS.get(battle.stage, battle.stage) if live else "over"
    if live and view.task == "hits":
        stage = f"{scene.seat_name(view.waiting[0]) if view.waiting else 'a side'} takes hits"
    wordings = [stage, STAGE_SHORT[battle.stage]] if live and battle.stage in STAGE_SHORT and stage == \
        STAGE_WORDS.get(battle.stage) else [stage]
    label(panel, wordings, width - 220, 10, 13, theme.ACCENT if live else theme.MUTED, 206)
    rolled = len(battle.dice) == 2
    for row, (seat, side) in enumerate(((battle.attacker, 0), (battle.defender, 1))):
        _side(scene, panel, view, battle, seat, side, QPointF(14, 44 + row * 86), rolled)
    if battle.ambush is not None:
        label(panel, f"Ambush: {battle.ambush.key.replace('_', ' ')}" + (" (cancelled)" if battle.countered else ""),
              14, geo.BOTTOM_H - 48, 13, art.LOSE, 400)


STAGE_WORDS = {"ambush": "the defender may ambush", "counter": "the attacker may counter the ambush",
               "after_ambush": "the ambush hits", "roll": "rolling", "att_effects": "attacker's battle effects",
               "def_effects": "defender's battle effects", "hits": "hits are dealt", "end": "ending"}
STAGE_SHORT = {"ambush": "defender may ambush", "counter": "attacker may counter", "att_effects": "attacker's effects",
               "def_effects": "defender's effects"}  # where the whole words would be cut


def _side(scene: WoodlandScene, panel: Panel, view: Any, battle: Any, seat: int, side: int, pos: QPointF,
          rolled: bool) -> None:
    name = scene.seat_name(seat)
    role = "Attacker" if side == 0 else "Defender"
    faction = FACTION_NAMES.get(view.seats[seat].faction, "")
    mark = PieceItem(("mark", seat), "warrior", scene.colour_of(seat), 1, name, panel)
    mark.setPos(pos.x() + 74, pos.y() + 12)
    label(panel, f"{role}: {name} ({faction})", pos.x() + 92, pos.y(), 16, theme.INK, 400)
    if rolled:
        higher = (side == 0) != battle.guerrilla  # Guerrilla War: the defender takes the higher die (Law 8.2.3)
        value = max(battle.dice) if higher else min(battle.dice)
        words = f"rolls {value}, deals {battle.rolled[side]}"
    else:
        value, words = -1, "has not rolled yet"
    extra = f" + {battle.extra[side]} extra" if battle.extra[side] else ""
    ignored = " (its rolled hits are ignored)" if battle.ignore[1 - side] else ""
    dealt = f" · {plural(battle.dealt[side], 'hit')} dealt" if battle.dealt[side] else ""
    label(panel, words + extra + ignored + dealt, pos.x() + 92, pos.y() + 24, 14, theme.MUTED, 520)
    if battle.ally >= 0 and side == 0:
        label(panel, f"with {scene.seat_name(battle.ally)}'s allied warriors", pos.x() + 92, pos.y() + 46, 13,
              theme.MUTED, 400)
    colour = theme.seat_colour(scene.colour_of(seat)).lighter(120)
    die = DieItem(62, colour, ["0", "1", "2", "3"], str(value) if value >= 0 else "?", die_face)
    die.setParentItem(panel)
    die.setPos(pos)
    higher = (side == 0) != battle.guerrilla
    die.setToolTip(f"{role}'s die: the {'higher' if higher else 'lower'} of the two rolls"
                   + (" (Guerrilla War)" if battle.guerrilla else ""))
    scene.dice[side] = die
