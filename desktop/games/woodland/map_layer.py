"""The map as the view shows it now: clearings with their pieces, forests, pawns, the pending loss."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF

from desktop.games.woodland import art
from desktop.games.woodland import geometry as geo
from desktop.games.woodland.boards import FACTION_NAMES
from desktop.games.woodland.hud import Caption
from desktop.games.woodland.map_items import Arrow, ClearingItem, ForestItem, MapBoard, PieceItem
from engines.core.words import plural

if TYPE_CHECKING:
    from desktop.games.woodland.scene import WoodlandScene

LOSS_TASKS = ("disarm_piece", "hits", "vb_strike")


def draw_map(scene: WoodlandScene, view: Any, origin: QPointF) -> None:
    board = scene.board_item
    if not isinstance(board, MapBoard) or board.key != view.map.key:
        if board is not None and board.scene() is scene:
            scene.removeItem(board)
        board = MapBoard(view.map)
        scene.addItem(board)
        board.setPos(origin)
        scene.board_item = board
    scene.centres = {cid: origin + c for cid, c in board.centres.items()}
    for forest, outline, spot in zip(view.map.forests, board.forests, board.spots, strict=True):
        item = ForestItem(forest.id, [origin + p for p in outline], origin + spot)
        scene.addItem(item)
        scene.forests_items[forest.id] = item
        scene.forest_middles[forest.id] = item.middle
    for clearing in view.clearings:
        _clearing(scene, view, clearing)
    for forest, seat in view.pawn_forests.items():
        pawn = PieceItem(("piece", 0, seat, "pawn"), "pawn", scene.colour_of(seat), 1,
                         f"{scene.seat_name(seat)} (Vagabond) in forest {forest}")
        scene.addItem(pawn)
        pawn.setPos(scene.forest_middles.get(forest, QPointF()))
    _loss_callout(scene, view)
    _battle_mark(scene, view)
    _pending_move(scene, view)


def _clearing(scene: WoodlandScene, view: Any, clearing: Any) -> None:
    centre = scene.centres[clearing.id]
    ruler = clearing.ruler
    item = ClearingItem(clearing, scene.colour_of(ruler) if ruler >= 0 else None, _tip(scene, view, clearing))
    scene.addItem(item)
    item.setPos(centre)
    scene.clearing_items[clearing.id] = item
    stacks = _warrior_stacks(scene, view, clearing)
    for spot, (key, kind, seat, count, tip) in zip(geo.warrior_spots(len(stacks)), stacks, strict=True):
        piece = PieceItem(key, kind, scene.colour_of(seat), count, tip, item)
        piece.setPos(spot)
    slots = geo.slot_rects(clearing.slots)
    filled: list[tuple[tuple[Any, ...], str, int, str]] = [
        (("piece", clearing.id, b.seat, b.kind), "building", b.seat, f"{scene.seat_name(b.seat)}'s {b.kind}")
        for b in clearing.buildings]
    if clearing.ruin:
        filled.append((("ruin", clearing.id), "ruin", -1, "A ruin: the Vagabond may explore it (torch)"))
    for rect, (key, kind, seat, tip) in zip(slots, filled, strict=False):
        piece = PieceItem(key, kind, scene.colour_of(seat) if seat >= 0 else 0, 1, tip, item)
        piece.setPos(rect.center())
    _tokens(scene, clearing, item)
    for n, seat in enumerate(clearing.pawns):
        pawn = PieceItem(("piece", clearing.id, seat, "pawn"), "pawn", scene.colour_of(seat), 1,
                         f"{scene.seat_name(seat)} (Vagabond)", item)
        pawn.setPos(geo.rim(-42 + n * 24, 10))


def _warrior_stacks(scene: WoodlandScene, view: Any, clearing: Any) -> list[tuple[Any, str, int, int, str]]:
    stacks = []
    for seat, count in enumerate(clearing.warriors):
        if not count:
            continue
        name = scene.seat_name(seat)
        if view.seats[seat].faction == "lost_powers":
            upright = count - clearing.fallen
            if upright:
                stacks.append((("piece", clearing.id, seat, "upright"), "upright", seat, upright,
                               f"{name}: {upright} upright Elder{'s' if upright > 1 else ''}"))
            if clearing.fallen:
                stacks.append((("piece", clearing.id, seat, "fallen"), "fallen", seat, clearing.fallen,
                               f"{name}: {clearing.fallen} fallen Elder{'s' if clearing.fallen > 1 else ''} "
                               "(lying down: no rule, no moving, no attacking)"))
        else:
            stacks.append((("piece", clearing.id, seat, "warrior"), "warrior", seat, count,
                           f"{name}: {count} warrior{'s' if count > 1 else ''}"))
    return stacks


def _tokens(scene: WoodlandScene, clearing: Any, item: ClearingItem) -> None:
    """Tokens sit on the rim: the keep on the lower left, wood on the lower right."""
    kinds: dict[tuple[int, str], int] = {}
    for token in clearing.tokens:
        kinds[(token.seat, token.kind)] = kinds.get((token.seat, token.kind), 0) + 1
    angles = {"keep": 150.0, "wood": 35.0, "sympathy": 125.0}
    used: dict[str, int] = {}
    for (seat, kind), count in sorted(kinds.items()):
        angle = angles.get(kind, 90.0) + 22 * used.get(kind, 0)
        used[kind] = used.get(kind, 0) + 1
        words = {"keep": "the keep", "sympathy": "a sympathy token (Woodland Alliance)"}.get(kind, f"{count} {kind}")
        piece = PieceItem(("piece", clearing.id, seat, kind), kind, scene.colour_of(seat), count,
                          f"{scene.seat_name(seat)}: {words}", item)
        piece.setPos(geo.rim(angle, -8))


def _tip(scene: WoodlandScene, view: Any, clearing: Any) -> str:
    ruler = f"ruled by {scene.seat_name(clearing.ruler)}" if clearing.ruler >= 0 else "ruled by nobody"
    lines = [f"Clearing {clearing.id}: {clearing.suit}, {clearing.slots} building slot"
             f"{'s' if clearing.slots > 1 else ''}{', a ruin' if clearing.ruin else ''}; {ruler}"]
    for seat, count in enumerate(clearing.warriors):
        if count:
            faction = FACTION_NAMES.get(view.seats[seat].faction, "")
            fallen = f" ({clearing.fallen} fallen)" if faction == "Lost Powers" and clearing.fallen else ""
            lines.append(f"{scene.seat_name(seat)} ({faction}): {plural(count, 'warrior')}{fallen}")
    for piece in [*clearing.buildings, *clearing.tokens]:
        lines.append(f"{scene.seat_name(piece.seat)}: {piece.kind}")
    return "\n".join(lines)


def _loss_callout(scene: WoodlandScene, view: Any) -> None:
    """"Choose the piece you lose": the clearing and the loser's pieces are marked for every seat."""
    if view.task not in LOSS_TASKS or not view.waiting or not view.task_clearing:
        return
    chooser = view.waiting[0]
    loser = view.task_other if view.task == "vb_strike" else chooser
    item = scene.clearing_items.get(view.task_clearing)
    if item is None:
        return
    item.alert = True
    for child in item.childItems():
        key: tuple[Any, ...] = getattr(child, "key", ())
        if isinstance(child, PieceItem) and len(key) == 4 and key[2] == loser:
            child.alert = True
    scene.loss = (view.task_clearing, chooser, loser)
    who = "You choose" if chooser == view.seat else f"{scene.seat_name(chooser)} chooses"
    whose = "your" if loser == view.seat else f"{scene.seat_name(loser)}'s"
    hits = f" ({view.task_count} hit{'s' if view.task_count != 1 else ''} left)" if view.task == "hits" else ""
    what = "items is damaged" if view.seats[loser].faction == "vagabond" and view.task != "vb_strike" else \
        "pieces is lost"
    words = f"{who} which of {whose} {what} here{hits}"
    caption = Caption(words, 250, 17, art.LOSE, bold=True, box=art.LOSE)
    scene.addItem(caption)
    centre = scene.centres[view.task_clearing]
    above = centre.y() - geo.RADIUS - caption.height - 22
    y = above if above > scene.map_origin.y() + 8 else centre.y() + geo.RADIUS + 20
    x = min(max(centre.x() - 125, scene.map_origin.x() + 12), scene.map_origin.x() + geo.MAP_W - 265)
    caption.setPos(QPointF(x, y))
    caption.setZValue(400)
    scene.callout = caption


def _pending_move(scene: WoodlandScene, view: Any) -> None:
    """A move waiting for its count (or allies waiting to follow): an arrow from origin to destination."""
    if view.task != "move" or view.task_clearing <= 0 or view.task_other <= 0:
        return
    start, end = scene.centres.get(view.task_clearing), scene.centres.get(view.task_other)
    if start is not None and end is not None:
        arrow = Arrow(start, end)
        scene.addItem(arrow)


def _battle_mark(scene: WoodlandScene, view: Any) -> None:
    battle = view.battle
    if battle is None or battle.clearing not in scene.centres:
        return
    centre = scene.centres[battle.clearing]
    mark = Caption("⚔", 40, 34, art.LOSE, bold=True)
    scene.addItem(mark)
    mark.setPos(centre + QPointF(geo.RADIUS - 16, -geo.RADIUS - 22))
    mark.setZValue(60)
    mark.setToolTip("Battle in progress")
