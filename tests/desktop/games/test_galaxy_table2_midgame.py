"""An eight-player game on the alternate hyperlanes layout, played by heuristic bots to round 3 and opened on
the table at 1280x800 as a player would find it: every seat's leader sheet, the mechs and attachment
tokens of the game on the map, the exploration decks with the game's numbers, and no text cut or under
8 screen pixels. Screenshots go to /tmp/ti-table2/."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engines.core.bots import BotTurn
from engines.core.match import Match, SeatConfig
from engines.galaxy import GAME
from engines.galaxy.bots import HeuristicBot
from tests.desktop.games.galaxy_tables import NAMES
from tests.desktop.games.legibility import smallest, texts_on_screen

SHOTS = Path("/tmp/ti-table2")


def played_to_round(round_number: int, seed: int = 7) -> Match:
    match = Match(GAME, 8, seed, {"layout": "alternate"}, [SeatConfig(NAMES[i], i, "human") for i in range(8)])
    bots = [HeuristicBot() for _ in range(8)]
    rng = random.Random(seed)
    while not (match.state.round >= round_number and match.state.phase == "action"):
        decision = match.decisions()[0]
        view = match.envelope(decision.seat).view
        match.apply(decision.seat, bots[decision.seat].choose(BotTurn(GAME, decision.seat, decision, view, rng)))
    return match


@pytest.mark.slow
def test_an_eight_player_game_in_round_three_reads_whole_on_the_table(qtbot: Any, window: Any) -> None:
    match = played_to_round(3)
    state = match.state
    window.resize(1280, 800)
    page = window.start_match(match)
    qtbot.waitUntil(lambda: page.last is not None and page.scene.playing, timeout=20_000)
    if page.curtain.isVisible():  # hot-seat: the seat to play shows its table
        page.curtain.button.click()
    page.fit()
    table = page.scene.table
    attached = {(k, a) for k, p in state.planets.items() for a in p.attachments}
    marked = {(m.part[1], m.part[2]) for layer in table.marks.values() for m in layer.look.marks
              if m.part[0] == "attachment"}
    assert attached and marked == attached, "every attachment of the game lies on its planet"
    for node in {p.system for p in state.planets.values() if any(s.kind == "mech" for s in p.units)}:
        assert any(part[0] == "ground" and part[3] == "mech" for part in
                   (placed.part for placed in table.layers[node].layout().placed))
    words = [w for _, w, _ in texts_on_screen(page.board, [table.common])]
    for deck, cards in state.explore_decks.items():
        assert any(w.startswith(f"{deck.capitalize()} deck {len(cards)}") for w in words), (deck, words)
    for seat in range(8):
        # As a click on a seat's row does when the row is no option (here a click would offer a transaction).
        table.focused = seat
        page.scene._focus_pinned = True
        page.scene.draw_game(page.scene.envelope)
        assert table.area.data.seat == seat
        area = [w for _, w, _ in texts_on_screen(page.board, [table.area])]
        assert sum(w.startswith(("Agent ", "Commander ", "Hero ")) for w in area) >= 3, area
        assert not [w for w in area if "…" in w], [w for w in area if "…" in w]
        if seat == 2:
            qtbot.wait(300)
            SHOTS.mkdir(parents=True, exist_ok=True)
            window.grab().save(str(SHOTS / "eight-round3-1280x800.png"))
    assert smallest(page.board, 8.0) == []
